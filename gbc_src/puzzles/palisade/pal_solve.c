/* The Palisade deduction solver on the device: the model's (codegen/puzzles/palisade/solve.py) rules
   and representation; read its essay first. The rules are monotone, so what they reach does not
   depend on the order they run in: this file keeps the model's order anyway, so that a difference
   would show at once.

   State: RIGHT and DOWN hold each cell's east and south side (unknown, border, open; the grid's edge
   is a border). LABEL is each cell's piece, NEXT threads each piece into a ring, PIECE_SIZE is kept at
   the label. Cells and pieces waiting to be examined are in two FIFO rings (CELL_QUEUE, PIECE_QUEUE,
   8-bit heads and tails: a cell or piece is in its ring at most once, marked in QUEUED). Every
   function that can meet a contradiction returns 0 for it. A trial copies the five state pages to
   SAVED and back. */
#pragma bank 255

#include <string.h>

#include "palisade.h"

#define QUEUED_CELL 1u
#define QUEUED_PIECE 2u

static const uint8_t edge_bit[4] = PAL_EDGE_BITS;
static const uint8_t side_bit[4] = {1u, 2u, 4u, 8u};

static uint8_t cell_head;
static uint8_t cell_tail;
static uint8_t piece_head;
static uint8_t piece_tail;
static uint16_t unknown_sides;

static uint8_t across(uint8_t cell, uint8_t d)
{
    if (PAL_EDGES(cell) & edge_bit[d])
        return PAL_NONE;
    return (uint8_t)(cell + pal_step[d]);
}

static uint8_t side_state(uint8_t cell, uint8_t d)
{
    if (d == PAL_EAST)
        return PAL_RIGHT(cell);
    if (d == PAL_SOUTH)
        return PAL_DOWN(cell);
    if (PAL_EDGES(cell) & edge_bit[d])
        return PAL_BORDER;
    if (d == PAL_NORTH)
        return PAL_DOWN((uint8_t)(cell - pal_width));
    return PAL_RIGHT((uint8_t)(cell - 1u));
}

static void queue_cell(uint8_t cell)
{
    if (PAL_QUEUED(cell) & QUEUED_CELL)
        return;
    PAL_QUEUED(cell) |= QUEUED_CELL;
    PAL_CELL_QUEUE(cell_tail) = cell;
    cell_tail++;
}

static void queue_piece(uint8_t label)
{
    if (PAL_QUEUED(label) & QUEUED_PIECE)
        return;
    PAL_QUEUED(label) |= QUEUED_PIECE;
    PAL_PIECE_QUEUE(piece_tail) = label;
    piece_tail++;
}

/* Queue every cell of the piece with an unknown side and the cell across it, the piece, and with
   `neighbours_too` the pieces across. */
static void touch_piece(uint8_t label, uint8_t neighbours_too)
{
    uint8_t cell = label;
    uint8_t d;
    uint8_t other;
    queue_piece(label);
    do {
        for (d = 0; d != 4; d++) {
            if (side_state(cell, d) != PAL_UNKNOWN)
                continue;
            other = (uint8_t)(cell + pal_step[d]);
            queue_cell(cell);
            queue_cell(other);
            if (neighbours_too)
                queue_piece(PAL_LABEL(other));
        }
        cell = PAL_NEXT(cell);
    } while (cell != label);
}

/* Does a border already run between pieces a and b? (The smaller one's sides are read.) */
static uint8_t separated(uint8_t a, uint8_t b)
{
    uint8_t cell;
    uint8_t d;
    uint8_t other;
    if (PAL_PIECE_SIZE(b) < PAL_PIECE_SIZE(a)) {
        cell = a;
        a = b;
        b = cell;
    }
    cell = a;
    do {
        for (d = 0; d != 4; d++) {
            other = across(cell, d);
            if (other != PAL_NONE && PAL_LABEL(other) == b && side_state(cell, d) == PAL_BORDER)
                return 1;
        }
        cell = PAL_NEXT(cell);
    } while (cell != a);
    return 0;
}

/* Join pieces a and b: the smaller takes the larger's label (a's on a tie). */
static uint8_t join(uint8_t a, uint8_t b)
{
    uint8_t cell;
    if ((uint8_t)(PAL_PIECE_SIZE(a) + PAL_PIECE_SIZE(b)) > pal_k || separated(a, b))
        return 0;
    if (PAL_PIECE_SIZE(b) > PAL_PIECE_SIZE(a)) {
        cell = a;
        a = b;
        b = cell;
    }
    cell = b;
    do {
        PAL_LABEL(cell) = a;
        cell = PAL_NEXT(cell);
    } while (cell != b);
    cell = PAL_NEXT(a);
    PAL_NEXT(a) = PAL_NEXT(b);
    PAL_NEXT(b) = cell;
    PAL_PIECE_SIZE(a) += PAL_PIECE_SIZE(b);
    return 1;
}

static uint8_t set_side(uint8_t cell, uint8_t d, uint8_t value)
{
    uint8_t current = side_state(cell, d);
    uint8_t low;
    uint8_t high;
    if (current == value)
        return 1;
    if (current != PAL_UNKNOWN)
        return 0;
    if (d == PAL_EAST || d == PAL_SOUTH) {
        low = cell;
        high = (uint8_t)(cell + pal_step[d]);
    } else {
        high = cell;
        low = (uint8_t)(cell + pal_step[d]);
    }
    if (d == PAL_EAST || d == PAL_WEST)
        PAL_RIGHT(low) = value;
    else
        PAL_DOWN(low) = value;
    unknown_sides--;
    queue_cell(low);
    queue_cell(high);
    if (value == PAL_BORDER) {
        if (PAL_LABEL(low) == PAL_LABEL(high))
            return 0;
        queue_piece(PAL_LABEL(high));
        touch_piece(PAL_LABEL(low), 0);
    } else {
        if (PAL_LABEL(low) != PAL_LABEL(high) && !join(PAL_LABEL(low), PAL_LABEL(high)))
            return 0;
        touch_piece(PAL_LABEL(low), 1);
    }
    return 1;
}

static uint8_t clue_pairs(uint8_t cell, uint8_t sides)
{
    uint8_t d;
    uint8_t other;
    uint8_t a = PAL_CLUES(cell);
    uint8_t b;
    if (a == PAL_NONE)
        return 1;
    for (d = 0; d != 4; d++) {
        if (!(sides & side_bit[d]))
            continue;
        other = across(cell, d);
        if (other == PAL_NONE)
            continue;
        b = PAL_CLUES(other);
        if (b == PAL_NONE)
            continue;
        if ((uint8_t)(8u - a - b) > pal_k || (a == 3u && b == 3u && pal_k != 2u))
            if (!set_side(cell, d, PAL_BORDER))
                return 0;
    }
    return 1;
}

/* --- the cell rule ---------------------------------------------------------------------------- */

static uint8_t faced[4];       /* the pieces the unknown sides face, in side order */
static uint8_t facing[4];      /* for each, its sides (bits N, E, S, W) */
static uint8_t facing_count[4];
static uint8_t apart[5][5];    /* the pieces own, faced[0..3]: 0 not asked yet, 1 apart, 2 not */
static uint8_t group_count;
static const uint8_t bit_count[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};

/* Pieces i and j (0: the cell's own, 1 + g: faced[g]) separated by a border? Asked once a cell. */
static uint8_t pieces_apart(uint8_t i, uint8_t j, uint8_t own)
{
    uint8_t known = apart[i][j];
    if (!known) {
        known = separated(i ? faced[i - 1u] : own, faced[j - 1u]) ? 1u : 2u;
        apart[i][j] = known;
    }
    return known == 1u;
}

/* The sides of the cell that face one piece go together: try every choice of which faced pieces
   join the cell's own; decide what every possible choice agrees on. */
static uint8_t cell_rule(uint8_t cell)
{
    uint8_t own = PAL_LABEL(cell);
    uint8_t borders = 0;
    uint8_t d;
    uint8_t g;
    uint8_t h;
    uint8_t piece;
    uint8_t clue;
    uint8_t choice;
    uint8_t choices;
    uint8_t count;
    uint8_t total;
    uint8_t always_open;
    uint8_t always_border;
    uint8_t possible = 0;
    uint8_t state;

    group_count = 0;
    for (d = 0; d != 4; d++) {
        state = side_state(cell, d);
        if (state == PAL_BORDER) {
            borders++;
        } else if (state == PAL_UNKNOWN) {
            piece = PAL_LABEL((uint8_t)(cell + pal_step[d]));
            if (piece == own) {
                if (!set_side(cell, d, PAL_OPEN))
                    return 0;
                continue;
            }
            for (g = 0; g != group_count; g++)
                if (faced[g] == piece)
                    break;
            if (g == group_count) {
                faced[g] = piece;
                facing[g] = 0;
                facing_count[g] = 0;
                group_count++;
            }
            facing[g] |= side_bit[d];
            facing_count[g]++;
        }
    }
    clue = PAL_CLUES(cell);
    if (!group_count)
        return clue == PAL_NONE || clue == borders;
    choices = (uint8_t)(1u << group_count);
    always_open = (uint8_t)(choices - 1u);
    always_border = always_open;
    memset(apart, 0, sizeof apart);
    for (choice = 0; choice != choices; choice++) {
        if (clue != PAL_NONE) {
            count = borders;
            for (g = 0; g != group_count; g++)
                if (!(choice & side_bit[g]))
                    count += facing_count[g];
            if (count != clue)
                continue;
        }
        total = PAL_PIECE_SIZE(own);
        for (g = 0; g != group_count; g++)
            if (choice & side_bit[g])
                total += PAL_PIECE_SIZE(faced[g]);
        if (total > pal_k)
            continue;
        /* no two joined pieces apart: the model's pair order (j = 0 before i, i = 1.. in turn) */
        for (g = 0; g != group_count; g++) {
            if (!(choice & side_bit[g]))
                continue;
            if (pieces_apart(0, (uint8_t)(g + 1u), own))
                break;
            for (h = 0; h != g; h++)
                if ((choice & side_bit[h]) && pieces_apart((uint8_t)(h + 1u), (uint8_t)(g + 1u), own))
                    break;
            if (h != g)
                break;
        }
        if (g != group_count)
            continue;
        possible = 1;
        always_open &= choice;
        always_border &= (uint8_t)~choice;
    }
    if (!possible)
        return 0;
    for (g = 0; g != group_count; g++) {
        if (!((always_open | always_border) & side_bit[g]))
            continue;
        state = (always_open & side_bit[g]) ? PAL_OPEN : PAL_BORDER;
        for (d = 0; d != 4; d++)
            if ((facing[g] & side_bit[d]) && !set_side(cell, d, state))
                return 0;
    }
    (void)bit_count;
    return 1;
}

/* A piece short of k cells must grow: no unknown side is a contradiction, and when every unknown
   side faces one other piece it joins that piece (one side opened; the cell rule opens the rest). */
static uint8_t piece_rule(uint8_t label)
{
    uint8_t cell = label;
    uint8_t d;
    uint8_t piece;
    uint8_t exit_cell = PAL_NONE;
    uint8_t exit_side = 0;
    uint8_t target = PAL_NONE;
    if (PAL_PIECE_SIZE(label) == pal_k)
        return 1;
    do {
        for (d = 0; d != 4; d++) {
            if (side_state(cell, d) != PAL_UNKNOWN)
                continue;
            piece = PAL_LABEL((uint8_t)(cell + pal_step[d]));
            if (piece == label)
                continue;
            if (target == PAL_NONE) {
                exit_cell = cell;
                exit_side = d;
                target = piece;
            } else if (piece != target) {
                return 1;
            }
        }
        cell = PAL_NEXT(cell);
    } while (cell != label);
    if (target == PAL_NONE)
        return 0;
    return set_side(exit_cell, exit_side, PAL_OPEN);
}

static uint8_t propagate(void)
{
    uint8_t item;
    while (cell_head != cell_tail || piece_head != piece_tail) {
        if (cell_head != cell_tail) {
            item = PAL_CELL_QUEUE(cell_head);
            cell_head++;
            PAL_QUEUED(item) &= (uint8_t)~QUEUED_CELL;
            if (!cell_rule(item))
                return 0;
        } else {
            item = PAL_PIECE_QUEUE(piece_head);
            piece_head++;
            PAL_QUEUED(item) &= (uint8_t)~QUEUED_PIECE;
            if (PAL_LABEL(item) == item && !piece_rule(item))
                return 0;
        }
    }
    return 1;
}

static uint8_t start(void)
{
    uint8_t cell;
    unknown_sides = 0;
    cell_head = cell_tail = piece_head = piece_tail = 0;
    for (cell = 0; cell != pal_cells; cell++) {
        if (PAL_EDGES(cell) & PAL_EDGE_E) {
            PAL_RIGHT(cell) = PAL_BORDER;
        } else {
            PAL_RIGHT(cell) = PAL_UNKNOWN;
            unknown_sides++;
        }
        if (PAL_EDGES(cell) & PAL_EDGE_S) {
            PAL_DOWN(cell) = PAL_BORDER;
        } else {
            PAL_DOWN(cell) = PAL_UNKNOWN;
            unknown_sides++;
        }
        PAL_LABEL(cell) = cell;
        PAL_NEXT(cell) = cell;
        PAL_PIECE_SIZE(cell) = 1;
        PAL_QUEUED(cell) = 0;
    }
    for (cell = 0; cell != pal_cells; cell++)
        if (!clue_pairs(cell, 2u | 4u))
            return 0;
    for (cell = 0; cell != pal_cells; cell++)
        queue_cell(cell);
    for (cell = 0; cell != pal_cells; cell++)
        queue_piece(cell);
    return propagate();
}

/* --- trials ----------------------------------------------------------------------------------- */

#define STATE_PAGES 5u  /* RIGHT, DOWN, LABEL, NEXT, PIECE_SIZE */
static const uint8_t state_page[STATE_PAGES] = {
    PAGE_PAL_RIGHT, PAGE_PAL_DOWN, PAGE_PAL_LABEL, PAGE_PAL_NEXT, PAGE_PAL_PIECE_SIZE,
};

static void copy_state(uint8_t to_saved)
{
    uint8_t i;
    uint8_t *state;
    uint8_t *saved;
    for (i = 0; i != STATE_PAGES; i++) {
        state = (uint8_t *)((uint16_t)state_page[i] << 8);
        saved = (uint8_t *)((uint16_t)(PAGE_PAL_SAVED + i) << 8);
        if (to_saved)
            memcpy(saved, state, pal_cells);
        else
            memcpy(state, saved, pal_cells);
    }
}

/* Does supposing the side's value lead the easy rules to a contradiction? (The state is kept.) */
static uint8_t fails(uint8_t cell, uint8_t d, uint8_t value)
{
    uint8_t failed;
    uint16_t unknown = unknown_sides;
    uint8_t c;
    copy_state(1);
    failed = !set_side(cell, d, value) || !propagate();
    copy_state(0);
    unknown_sides = unknown;
    for (c = 0; c != pal_cells; c++)
        PAL_QUEUED(c) = 0;
    cell_head = cell_tail = piece_head = piece_tail = 0;
    return failed;
}

#define PASS_NOTHING 0u
#define PASS_PROGRESS 1u
#define PASS_CONTRADICTION 2u

static uint8_t trial_pass(void)
{
    uint8_t progress = PASS_NOTHING;
    uint8_t cell;
    uint8_t d;
    uint8_t other;
    for (cell = 0; cell != pal_cells; cell++) {
        for (d = PAL_EAST; d != PAL_WEST; d++) {
            if (side_state(cell, d) != PAL_UNKNOWN)
                continue;
            if (fails(cell, d, PAL_BORDER))
                other = PAL_OPEN;
            else if (fails(cell, d, PAL_OPEN))
                other = PAL_BORDER;
            else
                continue;
            if (!set_side(cell, d, other) || !propagate())
                return PASS_CONTRADICTION;
            progress = PASS_PROGRESS;
        }
    }
    return progress;
}

uint8_t pal_solve(uint8_t most) BANKED
{
    uint8_t pass;
    if (!start())
        return PAL_UNSOLVED;
    if (!unknown_sides)
        return PAL_LEVEL_EASY;
    if (most < PAL_LEVEL_TRICKY)
        return PAL_UNSOLVED;
    while (unknown_sides) {
        pass = trial_pass();
        if (pass == PASS_CONTRADICTION)
            return PAL_UNSOLVED;
        if (pass == PASS_NOTHING)
            break;
    }
    return unknown_sides ? PAL_UNSOLVED : PAL_LEVEL_TRICKY;
}
