/* Making a Sudoku on the Game Boy: the same puzzle as codegen/puzzles/sudoku/puzzle.py for a seed.

   The board: boxes, or on a jigsaw board a division by the core's divider (divide.h), whose regions
   are numbered in reading order of their first cells; a division the filling cannot fill is dropped
   for the next.

   A filled grid first: a depth-first search that fills the empty cell with the fewest numbers left
   (ties: the first in a shuffled order of the cells; on a jigsaw board in reading order) and tries its
   numbers in a shuffled order, within a budget of steps (the size's fill_steps). On a jigsaw board it
   also backs up at once at a dead end, and fills the places of a number with fewer places in a unit
   than the emptiest cell has numbers (puzzle.py's essay says why). Its stack is three pages: per depth
   what it fills, the next choice and the count, and the choices themselves, three a depth a page
   (FILL_CHOICES). What each step asks about (every empty cell's numbers and their count, every
   number's places in every unit, dead ends) is kept a placement at a time (su_rules.s).

   Then the clues: cells in pairs under two-way rotation, the pairs in a shuffled order, each pair
   taken away when the rules up to the level still solve the puzzle without it. "Still solve" is the
   question closure.py answers, answered the same way here:

   - The solution is known and every rule is sound, so every number the rules place is the
     solution's. A run is bookkeeping: every cell's numbers still possible (POSSIBLE and POSSIBLE_9)
     and their count (CELL_COUNT); every unit's count, per number, of cells where the number is still
     possible (UNIT_COUNT). Taking a number out of a cell lowers four counts. A cell whose count comes
     to one is queued (Basic's numeric elimination); a unit whose count for a number comes to one
     queues where the solution has that number in it (PLACE_OF: positional elimination, at Trivial
     in regions only). Placing a queued cell takes its number out of its row, column and region.
   - Only the open cells are counted, and a run starts from the filling's bookkeeping, kept through
     the removals with a clue as a filled cell: taking a clue away empties its cell there, putting it
     back fills it (su_start_run copies it for the open cells).
   - A run asked about a pair stops as soon as both its cells are placed: the board then knows what
     the clues before the removal said, and those were solved. Only a removal that fails runs until
     the rules stop.
   - When the queue runs dry, Tricky's rules are looked for: intersections (a number whose places in
     one unit all lie in another) and sets (k open cells of a unit with k numbers between them).

   The rules only take possibilities away, so the order they run in does not change what they reach:
   the level a puzzle needs is the lowest whose run solves it, and a run's answer does not depend on
   the order of its queue. Last, the puzzle must need its level: the run of the level below (Trivial
   for Easy, Basic for Tricky) must not solve it; else the next grid is made. */
#pragma bank 255

#include "sudoku.h"

#include "background.h"
#include "divide.h"
#include "prng.h"
#include "screen.h"

#define POSSIBLE(cell) PAGE_AT(PAGE_SU_POSSIBLE, (cell))
#define POSSIBLE_9(cell) PAGE_AT(PAGE_SU_POSSIBLE_9, (cell))
#define CELL_COUNT(cell) PAGE_AT(PAGE_SU_CELL_COUNT, (cell))
#define PLACE_OF(pair) PAGE_AT(PAGE_SU_PLACE_OF, (pair))
#define QUEUED(cell) PAGE_AT(PAGE_SU_QUEUED, (cell))
#define QUEUE(i) PAGE_AT(PAGE_SU_QUEUE, (i))
#define USED(unit) PAGE_AT(PAGE_SU_USED, (unit))
#define USED_9(unit) PAGE_AT(PAGE_SU_USED, 0x80u + (unit))
#define FILL_CELL(depth) PAGE_AT(PAGE_SU_FILL_CELL, (depth))
#define ORDER(i) PAGE_AT(PAGE_SU_ORDER, (i))
#define ALLOWED(cell) PAGE_AT(PAGE_SU_ALLOWED, (cell))
#define ALLOWED_9(cell) PAGE_AT(PAGE_SU_ALLOWED_9, (cell))
#define FILL_AT(depth) PAGE_AT(PAGE_SU_FILL_AT, (depth))
#define FILL_COUNT(depth) PAGE_AT(PAGE_SU_FILL_COUNT, (depth))
#define DECK(i) PAGE_AT(PAGE_SU_DECK, (i))
#define OPEN(i) PAGE_AT(PAGE_SU_OPEN, (i))
#define NUMBERS(i) PAGE_AT(PAGE_SU_NUMBERS, (i))
/* per unit: what has to look at it again since it changed (su_rules.s's take_out sets both) */
#define DIRTY(unit) PAGE_AT(PAGE_SU_DIRTY, (unit))
#define DIRTY_CONFINED 1u
#define DIRTY_SETS 2u

uint8_t su_order;
uint8_t su_cells;
uint8_t su_units;
uint8_t su_unit_first[27];
uint16_t su_grids;

uint8_t su_full_low;  /* the numbers 1-8 of the board as a mask byte */
uint8_t su_full_9;    /* 1 when 9 is one of them */
static const uint8_t bit_of[10] = {0, 1, 2, 4, 8, 16, 32, 64, 128, 0};

/* ---- the board ---- */

/* on the NUMBERS page past its tables (the C globals have no room to spare) */
#define GROUP_LOW(unit) NUMBERS(64u + (unit))   /* per other unit: the numbers of the unit's open cells in it */
#define GROUP_9(unit) NUMBERS(96u + (unit))
#define GROUP_SEEN(unit) NUMBERS(128u + (unit))  /* per other unit: met already (0 between looks) */
#define GROUP_LIST(i) NUMBERS(160u + (i))        /* the units met, in the order met */

/* The globals above and the NUMBERS page for board `size` (its units' cells come with its regions). */
static void set_board(uint8_t size)
{
    uint8_t n = su_sizes[size].order;
    uint8_t d, first;
    su_size = size;
    su_order = n;
    su_cells = n * n;
    su_units = 3u * n;
    su_full_low = n >= 8u ? 0xFFu : (uint8_t)((1u << n) - 1u);
    su_full_9 = n == 9u;
    first = 0;
    for (d = 0; d != su_units; d++) {  /* no multiplication or division: this runs on the
                                          background thread too, where long helpers hold up VBlank */
        su_unit_first[d] = first;
        first += n;
    }
    first = 0;
    for (d = 1; d <= n; d++) {
        NUMBERS(SU_NUMBER_BASE + d) = first;  /* (d - 1) * 3n, counted up */
        first += su_units;
        NUMBERS(SU_NUMBER_PAGE + d) = d == 9u ? PAGE_SU_POSSIBLE_9 : PAGE_SU_POSSIBLE;
        NUMBERS(SU_NUMBER_MASK + d) = d == 9u ? 1u : bit_of[d];
    }
    for (d = 0; d != su_units; d++)
        GROUP_SEEN(d) = 0;  /* confined_by leaves it so after each look */
}

/* REGION_OF for boxes (puzzle.py's Shape.boxes: (y / box_height) * box_height + x / box_width). */
static void box_regions(void)
{
    const su_size_t *shape = &su_sizes[su_size];
    uint8_t x, y, cell = 0, region, box_row_first = 0, rows_left = shape->box_height, columns_left;
    for (y = 0; y != su_order; y++) {
        region = box_row_first;
        columns_left = shape->box_width;
        for (x = 0; x != su_order; x++) {
            SU_REGION_OF(cell++) = region;
            if (!--columns_left) {
                region++;
                columns_left = shape->box_width;
            }
        }
        if (!--rows_left) {
            box_row_first += shape->box_height;
            rows_left = shape->box_height;
        }
    }
}

/* REGION_OF for a jigsaw board: a division into n regions of n cells by the core's divider, the
   regions numbered in reading order of their first cells (puzzle.py's jigsaw_shape). The divider's
   board is set each time: the filling and the runs use its pages (EDGES among them) for their own. */
static void divided_regions(void)
{
    uint8_t number_of[9];
    uint8_t cell, owner, next = 0;
    div_set_board(su_order, su_order, su_order);
    BG_YIELD();
    divide();
    BG_YIELD();
    for (owner = 0; owner != su_order; owner++)
        number_of[owner] = SU_NONE;
    for (cell = 0; cell != su_cells; cell++) {
        owner = DIV_OWNER(cell);
        if (number_of[owner] == SU_NONE)
            number_of[owner] = next++;
        SU_REGION_OF(cell) = number_of[owner];
    }
    BG_YIELD();
}

/* ROW_OF, COLUMN_OF and UNIT_CELLS from REGION_OF: every unit's cells in reading order. */
static void unit_tables(void)
{
    uint8_t n = su_order;
    uint8_t x, y, cell = 0, region;
    uint8_t filled[9];
    for (x = 0; x != n; x++)
        filled[x] = 0;
    for (y = 0; y != n; y++) {
        for (x = 0; x != n; x++) {
            region = SU_REGION_OF(cell);
            SU_ROW_OF(cell) = n + y;
            SU_COLUMN_OF(cell) = 2u * n + x;
            SU_UNIT_CELLS(su_unit_first[region] + filled[region]++) = cell;
            SU_UNIT_CELLS(su_unit_first[n + y] + x) = cell;
            SU_UNIT_CELLS(su_unit_first[2u * n + x] + y) = cell;
            cell++;
        }
        BG_YIELD();
    }
}

/* ---- the filled grid (puzzle.py's fill) ---- */

/* Set (on 1) or clear `number` in the used masks of `cell`'s units. */
static void mark_used(uint8_t cell, uint8_t number, uint8_t on)
{
    uint8_t units[3];
    uint8_t i, u;
    units[0] = SU_REGION_OF(cell);
    units[1] = SU_ROW_OF(cell);
    units[2] = SU_COLUMN_OF(cell);
    for (i = 0; i != 3u; i++) {
        u = units[i];
        if (number == 9u)
            USED_9(u) = on;
        else if (on)
            USED(u) |= bit_of[number];
        else
            USED(u) &= (uint8_t)~bit_of[number];
    }
}

static uint8_t *choice_at(uint8_t depth, uint8_t j)
{
    uint8_t page = PAGE_SU_FILL_CHOICES;
    while (j >= 3u) {
        j -= 3u;
        page++;
    }
    return (uint8_t *)(((uint16_t)page << 8) | (uint8_t)(depth + depth + depth + j));
}

/* su_rules.s: the filling's bookkeeping (its essay there: kept through the removals for the runs'
   start, a clue a filled cell), the emptiest cell (SU_NONE when filled) and the places rule's number
   (0: none) */
void su_fill_start(void);
void su_fill_place(uint8_t cell, uint8_t number);
void su_fill_unplace(uint8_t cell, uint8_t number);
uint8_t su_emptiest(void);
uint8_t su_fewest_places(uint8_t fewest);
extern uint8_t su_best_low;
extern uint8_t su_best_9;
extern uint8_t su_place_unit;
extern uint8_t su_place_count;
#define FILL_DEAD PAGE_AT(PAGE_SU_ALLOWED_9, 0xFFu)  /* nonzero: a dead end (su_rules.s's FB_DEAD) */

static uint16_t budget;
static uint8_t su_places;  /* nonzero on a jigsaw board: reading order, dead ends and the places rule */
#define FILL_PLACES 0x80u  /* FILL_CELL: the choices are the places of the number in its low bits */

static uint8_t allows(uint8_t cell, uint8_t number)
{
    if (number == 9u)
        return ALLOWED_9(cell);
    return ALLOWED(cell) & bit_of[number];
}

/* Pick what the search fills at `depth` and stack its choices, shuffled: the emptiest cell's numbers,
   or on a jigsaw board the places of a number with fewer places in a unit (none at a dead end, which
   spends no step); 0 when no cell is empty (filled), 1 when stacked, 2 past the budget. */
static uint8_t choose(uint8_t depth)
{
    uint8_t i, k, j, t, d, cell, number = 0;
    uint8_t best = su_emptiest();
    uint8_t best_low = su_best_low, best_9 = su_best_9;
    uint8_t count;
    uint8_t *a;
    uint8_t *b;
    if (best == SU_NONE)
        return 0;
    FILL_AT(depth) = 0;
    if (su_places && FILL_DEAD) {
        FILL_CELL(depth) = best;
        FILL_COUNT(depth) = 0;
        return 1;
    }
    count = su_bit_count[best_low] + best_9;
    if (su_places && count >= 2u)
        number = su_fewest_places(count);
    if (!budget)
        return 2;
    budget--;
    k = 0;
    if (number) {
        j = su_unit_first[su_place_unit];
        for (i = 0; i != su_order; i++) {
            cell = SU_UNIT_CELLS(j + i);
            if (!SU_SOLUTION(cell) && allows(cell, number))
                *choice_at(depth, k++) = cell;
        }
        FILL_CELL(depth) = FILL_PLACES | number;
    } else {
        for (d = 1; d != 9u; d++)
            if (best_low & bit_of[d])
                *choice_at(depth, k++) = d;
        if (best_9)
            *choice_at(depth, k++) = 9;
        FILL_CELL(depth) = best;
    }
    for (i = k; i > 1u; i--) {  /* Fisher-Yates from the top, as prng.py's shuffled_deck */
        j = prng_at_most(i - 1u);
        a = choice_at(depth, i - 1u);
        b = choice_at(depth, j);
        t = *a;
        *a = *b;
        *b = t;
    }
    FILL_COUNT(depth) = k;
    return 1;
}

/* Choice `at` of `depth`: its cell, and (number_of) its number. */
static uint8_t cell_of(uint8_t depth, uint8_t at)
{
    uint8_t what = FILL_CELL(depth);
    return what & FILL_PLACES ? *choice_at(depth, at) : what;
}

static uint8_t number_of(uint8_t depth, uint8_t at)
{
    uint8_t what = FILL_CELL(depth);
    return what & FILL_PLACES ? what & (uint8_t)~FILL_PLACES : *choice_at(depth, at);
}

/* A filled grid in SOLUTION; 0 when the search ran out of choices or past its budget. */
static uint8_t fill(void)
{
    uint8_t depth = 0;
    uint8_t cell, at, i;
    su_fill_start();
    if (su_places) {
        for (i = 0; i != su_cells; i++)
            ORDER(i) = i;
    } else {
        prng_shuffle(su_cells, PAGE_SU_ORDER);
    }
    budget = su_sizes[su_size].fill_steps;
    for (;;) {
        BG_YIELD();
        i = choose(depth);
        if (i == 0u)
            return 1;
        if (i == 2u)
            return 0;
        for (;;) {  /* the next choice at this depth, backing up while a depth has none left */
            at = FILL_AT(depth);
            if (at) {
                cell = cell_of(depth, at - 1u);
                su_fill_unplace(cell, SU_SOLUTION(cell));
                SU_SOLUTION(cell) = 0;
            }
            if (at != FILL_COUNT(depth)) {
                FILL_AT(depth) = at + 1u;
                cell = cell_of(depth, at);
                SU_SOLUTION(cell) = number_of(depth, at);
                su_fill_place(cell, SU_SOLUTION(cell));
                depth++;
                break;
            }
            if (!depth)
                return 0;
            depth--;
            BG_YIELD();  /* a back-up of many depths takes a number out at each */
        }
    }
}

/* ---- a run of the rules (closure.py's Closure.run) ---- */

/* su_rules.s: the run's start, a number taken out, a cell placed */
extern uint8_t su_queue_in;
extern uint8_t su_queue_out;
extern uint8_t su_basic;       /* nonzero: Basic's rules as well as Trivial's */
extern uint8_t su_open_count;  /* OPEN's entries: the cells taken away so far, then the pair asked about */
void su_start_run(void);
void su_place(uint8_t cell);
void su_take_out(uint8_t cell, uint8_t number);

static uint8_t rules;       /* the most level the run uses */
static uint8_t waiting;     /* wanted cells not placed yet */

#define IS_POSSIBLE(cell, number) ((number) == 9u ? POSSIBLE_9(cell) : POSSIBLE(cell) & bit_of[number])

/* Intermediate: a number whose places (open cells where it is possible) in unit `unit` all lie in
   one unit `other` of the other kind leaves the rest of `other`. 1 if anything was taken out.

   By masks, not number by number: the unit's open cells are grouped by the other unit they lie in
   (a line's by region; a region's by row, then by column), each group's numbers OR'd together; a
   number of one group that no other group has lies only there. A placed cell is a QUEUED one while
   the queue is empty, so the masks are taken with it empty; what they show is applied in full (it was
   true when taken), and the caller drains the queue before the next unit. */
#define SET_CELL(i) NUMBERS(176u + (i))         /* sets: the unit's open cells */
#define SET_LOW(i) NUMBERS(SU_SET_LOW + (i))    /* su_find_sets' snapshot: their numbers */
#define SET_9(i) NUMBERS(SU_SET_9 + (i))

/* Intersections for `unit`, against the units that meet it (kind 0: rows, 1: columns when `unit` is
   a region; regions when it is a line): a number of the unit's open cells in one of those alone
   leaves the rest of that one (su_rules.s's su_confine_scan finds them, per group, and
   su_clear_outside takes them out). */
uint8_t su_confine_scan(uint8_t unit, uint8_t kind);
uint8_t su_clear_outside(uint8_t group, uint8_t unit);

static uint8_t confined_by(uint8_t unit, uint8_t kind)
{
    uint8_t i, g;
    uint8_t changed = 0;
    uint8_t groups = su_confine_scan(unit, kind);
    for (i = 0; i != groups; i++) {
        g = GROUP_LIST(i);
        BG_YIELD();
        if (GROUP_LOW(g) || GROUP_9(g))
            changed |= su_clear_outside(g, unit);
    }
    return changed;
}

static uint8_t confined(uint8_t unit)
{
    uint8_t changed = confined_by(unit, 0);
    if (unit < su_order)
        changed |= confined_by(unit, 1);
    return changed;
}

/* Advanced: in unit `unit`, k open cells (2 <= k <= m - 2 of its m open cells) whose numbers, those
   of the unit's decided cells set aside, are k between them: those numbers leave the other open
   cells. su_rules.s's su_find_sets walks the subsets; a set it finds is applied here. */
/* su_rules.s's su_find_sets: the snapshot it reads, the sets it found */
extern uint8_t su_set_open;
extern uint8_t su_found_count;
extern uint8_t su_found_members_low[];
extern uint8_t su_found_members_high[];
extern uint8_t su_found_low[];
extern uint8_t su_found_9[];
uint8_t su_find_sets(void);

static uint8_t apply_set(uint16_t members, uint8_t low, uint8_t nine)
{
    uint8_t i, d, cell;
    uint8_t changed = 0;
    for (i = 0; i != su_set_open; i++) {
        BG_YIELD();
        if (members & (uint16_t)(1u << i))
            continue;
        cell = SET_CELL(i);
        for (d = 1; d <= su_order; d++) {
            if ((d == 9u ? nine : low & bit_of[d]) && IS_POSSIBLE(cell, d)) {
                su_take_out(cell, d);
                changed = 1;
            }
        }
    }
    return changed;
}

uint8_t su_set_snapshot(uint8_t unit);  /* su_rules.s: the unit's open cells and numbers for the search */

static uint8_t sets(uint8_t unit)
{
    uint8_t i, found;
    uint8_t changed = 0;
    if (su_set_snapshot(unit) < 4u)
        return 0;
    BG_YIELD();
    found = su_find_sets();
    for (i = 0; i != found; i++)
        changed |= apply_set((uint16_t)su_found_members_high[i] << 8 | su_found_members_low[i],
                             su_found_low[i], su_found_9[i]);
    return changed;
}

static uint8_t harder_rules(void)
{
    uint8_t u;
    uint8_t changed = 0;
    if (rules >= SU_LEVEL_INTERMEDIATE) {
        for (u = 0; u != su_units; u++) {
            if (!(DIRTY(u) & DIRTY_CONFINED))
                continue;  /* nothing in it changed since it showed nothing */
            DIRTY(u) &= (uint8_t)~DIRTY_CONFINED;
            changed |= confined(u);
            if (su_queue_in != su_queue_out)
                return 1;
            BG_YIELD();
        }
        if (changed)
            return 1;
    }
    if (rules >= SU_LEVEL_ADVANCED) {
        for (u = 0; u != su_units; u++) {
            if (!(DIRTY(u) & DIRTY_SETS))
                continue;
            DIRTY(u) &= (uint8_t)~DIRTY_SETS;  /* its own eliminations mark it again */
            changed |= sets(u);
            BG_YIELD();
        }
    }
    return changed;
}

/* Whether the rules up to `most` place the cells `a` and `b` (SU_NONE: every open cell). */
static uint8_t run(uint8_t most, uint8_t a, uint8_t b)
{
    uint8_t cell;
    rules = most;
    su_basic = most != SU_LEVEL_TRIVIAL;
    su_start_run();
    if (most >= SU_LEVEL_INTERMEDIATE)
        for (cell = 0; cell != su_units; cell++)
            DIRTY(cell) = DIRTY_CONFINED | DIRTY_SETS;
    waiting = a == SU_NONE ? su_open_count : a == b ? 1u : 2u;
    for (;;) {
        while (su_queue_out != su_queue_in) {
            cell = QUEUE(su_queue_out++);
            su_place(cell);
            if (most >= SU_LEVEL_INTERMEDIATE) {  /* QUEUED now means placed */
                DIRTY(SU_REGION_OF(cell)) = DIRTY_CONFINED | DIRTY_SETS;
                DIRTY(SU_ROW_OF(cell)) = DIRTY_CONFINED | DIRTY_SETS;
                DIRTY(SU_COLUMN_OF(cell)) = DIRTY_CONFINED | DIRTY_SETS;
            }
            if (a == SU_NONE || cell == a || cell == b)
                if (!--waiting)
                    return 1;
            BG_YIELD();
        }
        if (!harder_rules())
            return 0;
    }
}

/* ---- the puzzle (puzzle.py's generate_puzzle) ---- */

static const uint8_t least_levels[2] = SU_LEAST_LEVELS;
static const uint8_t most_levels[2] = SU_MOST_LEVELS;

/* Where the solution has each number in each unit. */
static void find_places(void)
{
    uint8_t u, i, cell;
    for (u = 0; u != su_units; u++) {
        for (i = su_unit_first[u]; i != su_unit_first[u] + su_order; i++) {
            cell = SU_UNIT_CELLS(i);
            PLACE_OF(NUMBERS(SU_NUMBER_BASE + (SU_SOLUTION(cell))) + u) = cell;
        }
        BG_YIELD();
    }
}

/* `cell` shows its number: its one possibility, for good (a run never changes a clue's). */
static void show_clue(uint8_t cell)
{
    uint8_t number = SU_SOLUTION(cell);
    SU_CLUES(cell) = number;
    POSSIBLE(cell) = bit_of[number];
    POSSIBLE_9(cell) = number == 9u;
    CELL_COUNT(cell) = 1;
    QUEUED(cell) = 1;
}

/* `cell` shows its number again: a filled cell of the bookkeeping once more (its units' USED have
   the number). */
static void make_clue(uint8_t cell)
{
    su_fill_place(cell, SU_SOLUTION(cell));
    show_clue(cell);
}

/* `cell` no longer shows its number: it is open, the last on OPEN, and an empty cell of the
   bookkeeping (its units' USED lose the number). */
static void take_away(uint8_t cell)
{
    SU_CLUES(cell) = 0;
    su_fill_unplace(cell, SU_SOLUTION(cell));
    OPEN(su_open_count++) = cell;
}

/* 1 when the clues leave `cell` one number (USED: Basic's numeric elimination, on the clues alone). */
static uint8_t naked(uint8_t cell)
{
    uint8_t r = SU_REGION_OF(cell), y = SU_ROW_OF(cell), x = SU_COLUMN_OF(cell);
    uint8_t low = su_full_low & (uint8_t)~(USED(r) | USED(y) | USED(x));
    uint8_t nine = su_full_9 & (uint8_t)~(USED_9(r) | USED_9(y) | USED_9(x));
    return su_bit_count[low] + nine == 1u;
}

/* A pair the clues settle without a run: one of its cells has one number left, and with it placed,
   so has the other. The run would place them too (numeric elimination is Basic's, and every level
   the generator asks has it), so its answer is the same, for a fraction of its cost: about a third
   of the pairs, early in the removals, go so. */
static uint8_t settles_at_once(uint8_t a, uint8_t b)
{
    uint8_t settled;
    if (a == b)
        return naked(a);
    if (!naked(a)) {
        a = b;
        b = su_cells - 1u - a;
        if (!naked(a))
            return 0;
    }
    mark_used(a, SU_SOLUTION(a), 1);
    settled = naked(b);
    mark_used(a, SU_SOLUTION(a), 0);
    return settled;
}

void su_generate(uint8_t size, uint8_t difficulty, uint8_t jigsaw) BANKED
{
    uint8_t most = most_levels[difficulty];
    uint8_t below = least_levels[difficulty] - 1u;
    uint8_t groups = su_sizes[size].groups;
    uint8_t i, a, b;
    set_board(size);
    su_places = jigsaw;
    su_grids = 0;
    div_restarts = 0;
    if (!jigsaw) {
        box_regions();
        unit_tables();
    }
    for (;;) {
        if (jigsaw) {
            divided_regions();
            unit_tables();
        }
        if (!fill())
            continue;
        su_grids++;
        screen_progress("GRID ", su_grids, 0, 0);
        find_places();
        for (i = 0; i != su_cells; i++) {  /* every cell a clue: the filling's bookkeeping has them */
            show_clue(i);
            BG_YIELD();
        }
        su_open_count = 0;
        prng_shuffle(groups, PAGE_SU_DECK);
        for (i = 0; i != groups; i++) {
            BG_YIELD();
            a = DECK(i);
            b = su_cells - 1u - a;
            take_away(a);
            if (b != a)
                take_away(b);
            BG_YIELD();
            if (!settles_at_once(a, b) && !run(most, a, b)) {
                make_clue(a);
                if (b != a)
                    make_clue(b);
                BG_YIELD();
                su_open_count -= a == b ? 1u : 2u;
            }
        }
        if (!run(below, SU_NONE, SU_NONE))
            return;
    }
}

ASSEMBLE_IN_THIS_BANK(".include \"su_rules.s\"")
