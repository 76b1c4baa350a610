/* Numberlink boards on the device: random non-touching paths grown with union-find, repaired so
   that every cell is on a path of at least three cells, numbered in reading order. Read the model
   first (codegen/puzzles/numberlink/generate.py): this is the same algorithm, draw for draw.

   The representation is the one an 8-bit CPU likes. Every array is a 256-byte WRAM page indexed by
   cell or by path id (numberlink.h). A path is a doubly linked list through its cells (NEXT, PREV)
   with its first and last cell and its length kept per path id; OWNER says which path a cell is on.
   The model's list operations become link changes: appending or prepending a cell, cutting a path
   after or before a cell. The one walk is position(): where a cell sits on its path, needed only when
   a lone cell is given to a neighbouring path by a cut (rare, and paths are short).

   Path ids stay below the cell count: a path emptied by absorbing its lone cell gives its id to the
   piece a cut leaves over, and only a two-cell path split in two takes a new id. */
#pragma bank 255

#include "numberlink.h"

#include "background.h"


uint8_t nl_width;
uint8_t nl_height;
uint8_t nl_cells;
uint8_t nl_pairs;
#define path_count nl_path_count

void nl_build_neighbours(void) BANKED
{
    uint8_t x;
    uint8_t y;
    uint8_t cell = 0;
    for (y = 0; y != nl_height; y++) {
        BG_YIELD();
        for (x = 0; x != nl_width; x++) {
            NL_NEIGHBOUR(cell, NL_NORTH) = y ? (uint8_t)(cell - nl_width) : NL_NONE;
            NL_NEIGHBOUR(cell, NL_EAST) = (uint8_t)(x + 1u) != nl_width ? (uint8_t)(cell + 1u) : NL_NONE;
            NL_NEIGHBOUR(cell, NL_SOUTH) = (uint8_t)(y + 1u) != nl_height ? (uint8_t)(cell + nl_width) : NL_NONE;
            NL_NEIGHBOUR(cell, NL_WEST) = x ? (uint8_t)(cell - 1u) : NL_NONE;
            cell++;
        }
    }
}

/* --- growth: nl_grow.s ------------------------------------------------------------------------ */

static void new_path(uint8_t p, uint8_t cell)
{
    NL_OWNER(cell) = p;
    NL_FIRST(p) = cell;
    NL_LAST(p) = cell;
    NL_LENGTH(p) = 1;
    NL_NEXT(cell) = NL_NONE;
    NL_PREV(cell) = NL_NONE;
}

/* --- repair ------------------------------------------------------------------------------------ */

/* Where `cell` sits on its path `p`, counting from its first cell. */
static uint8_t position(uint8_t p, uint8_t cell)
{
    uint8_t at = 0;
    uint8_t walk = NL_FIRST(p);
    while (walk != cell) {
        walk = NL_NEXT(walk);
        at++;
    }
    return at;
}

/* Would `cell` touch path `other` only at `n`, or (cut 1) after position `at` / (cut 2) before it? */
static uint8_t touches_only(uint8_t cell, uint8_t other, uint8_t n, uint8_t at, uint8_t cut)
{
    uint8_t d;
    uint8_t m;
    uint8_t where;
    for (d = 0; d != 4; d++) {
        m = NL_NEIGHBOUR(cell, d);
        if (m == NL_NONE || m == n || NL_OWNER(m) != other)
            continue;
        if (!cut)
            return 0;
        where = position(other, m);
        if (cut == 1 ? where <= at : where >= at)
            return 0;
    }
    return 1;
}

static void relabel(uint8_t p, uint8_t first)
{
    while (first != NL_NONE) {
        NL_OWNER(first) = p;
        first = NL_NEXT(first);
    }
}

/* Give the one cell of path `lone` to a neighbouring path, at an end or by a cut. */
static uint8_t absorb(uint8_t lone)
{
    uint8_t cell = NL_FIRST(lone);
    uint8_t d;
    uint8_t n;
    uint8_t other;
    uint8_t length;
    uint8_t at;
    uint8_t cut_first;
    uint8_t cut_last;

    for (d = 0; d != 4; d++) {
        n = NL_NEIGHBOUR(cell, d);
        if (n == NL_NONE)
            continue;
        other = NL_OWNER(n);
        if (other == lone)
            continue;
        length = NL_LENGTH(other);
        if ((uint8_t)(length + 1u) < NL_MIN_PATH)
            continue;
        if (n == NL_FIRST(other) || n == NL_LAST(other)) {
            if (!touches_only(cell, other, n, 0, 0))
                continue;
            if (n == NL_FIRST(other)) {
                NL_PREV(n) = cell;
                NL_NEXT(cell) = n;
                NL_PREV(cell) = NL_NONE;
                NL_FIRST(other) = cell;
            } else {
                NL_NEXT(n) = cell;
                NL_PREV(cell) = n;
                NL_NEXT(cell) = NL_NONE;
                NL_LAST(other) = cell;
            }
            NL_OWNER(cell) = other;
            NL_LENGTH(other) = length + 1u;
            NL_LENGTH(lone) = 0;
            return 1;
        }
        at = position(other, n);
        /* keep first..n and join the cell after n; the piece after n is cut off */
        if ((uint8_t)(length - at - 1u) >= NL_MIN_PATH && (uint8_t)(at + 2u) >= NL_MIN_PATH
                && touches_only(cell, other, n, at, 1)) {
            cut_first = NL_NEXT(n);
            cut_last = NL_LAST(other);
            NL_PREV(cut_first) = NL_NONE;
            NL_NEXT(n) = cell;
            NL_PREV(cell) = n;
            NL_NEXT(cell) = NL_NONE;
            NL_LAST(other) = cell;
            NL_LENGTH(other) = at + 2u;
            NL_LENGTH(lone) = length - at - 1u;
        } else if (at >= NL_MIN_PATH && (uint8_t)(length - at + 1u) >= NL_MIN_PATH
                && touches_only(cell, other, n, at, 2)) {
            /* keep n..last and join the cell before n; the piece before n is cut off */
            cut_first = NL_FIRST(other);
            cut_last = NL_PREV(n);
            NL_NEXT(cut_last) = NL_NONE;
            NL_PREV(n) = cell;
            NL_NEXT(cell) = n;
            NL_PREV(cell) = NL_NONE;
            NL_FIRST(other) = cell;
            NL_LENGTH(other) = length - at + 1u;
            NL_LENGTH(lone) = at;
        } else {
            continue;
        }
        NL_FIRST(lone) = cut_first;
        NL_LAST(lone) = cut_last;
        relabel(lone, cut_first);
        NL_OWNER(cell) = other;
        return 1;
    }
    return 0;
}

static void split_pair_path(uint8_t index)
{
    uint8_t first = NL_FIRST(index);
    uint8_t second = NL_LAST(index);
    NL_LAST(index) = first;
    NL_LENGTH(index) = 1;
    NL_NEXT(first) = NL_NONE;
    new_path(path_count++, second);
}

static void repair(void)
{
    uint8_t changed = 1;
    uint8_t count;
    uint8_t index;
    uint8_t size;
    while (changed) {
        changed = 0;
        count = path_count;
        for (index = 0; index != count; index++) {
            BG_YIELD();
            size = NL_LENGTH(index);
            if (size == 1) {
                if (absorb(index))
                    changed = 1;
            } else if (size == 2) {
                split_pair_path(index);
                changed = 1;
            }
        }
    }
}

/* The number of paths if every one has at least NL_MIN_PATH cells, else 0. */
static uint8_t complete_paths(void)
{
    uint8_t p;
    uint8_t size;
    uint8_t paths = 0;
    for (p = 0; p != path_count; p++) {
        size = NL_LENGTH(p);
        if (!size)
            continue;
        if (size < NL_MIN_PATH)
            return 0;
        paths++;
    }
    return paths;
}

/* ENDS and SOLUTION from the paths, pairs numbered in reading order of their first end. */
static void number_pairs(void)
{
    uint8_t cell;
    uint8_t p;
    uint8_t pair = 0;
    for (p = 0; p != path_count; p++)
        NL_NUMBER(p) = 0;
    for (cell = 0; cell != nl_cells; cell++) {
        BG_YIELD();
        p = NL_OWNER(cell);
        if (cell == NL_FIRST(p) || cell == NL_LAST(p)) {
            if (!NL_NUMBER(p))
                NL_NUMBER(p) = ++pair;
            NL_ENDS(cell) = NL_NUMBER(p);
        } else {
            NL_ENDS(cell) = 0;
        }
    }
    BG_YIELD();
    for (cell = 0; cell != nl_cells; cell++)
        NL_SOLUTION(cell) = NL_NUMBER(NL_OWNER(cell));
    nl_pairs = pair;
}

uint16_t nl_draws;

void nl_generate(uint8_t width, uint8_t height, uint8_t difficulty) BANKED
{
    uint8_t paths;
    nl_width = width;
    nl_height = height;
    nl_cells = width * height;
    nl_build_neighbours();
    nl_draws = 0;
    for (;;) {
        nl_draws++;
        screen_progress("BOARD ", nl_draws, 0, 0);
        nl_grow(nl_cells);
        BG_YIELD();
        repair();
        BG_YIELD();
        paths = complete_paths();
        if (!paths || paths > NL_MAX_PAIRS)
            continue;
        number_pairs();
        if (nl_solve(difficulty) == difficulty)
            return;
    }
}

/* The SM83 assembly only this file calls, in this file's bank (banking.h). */
ASSEMBLE_IN_THIS_BANK(".include \"nl_grow.s\"")
