/* Hitori puzzles on the device: the C twin of codegen/puzzle.py (read that first: it explains the
   generator, the solver's rules, why each is sound, and why the order they fire in does not matter).

   How the C differs in form, not in result:
   - Deciding a cell sets its state at once and pushes it on the PENDING page; a cell is decided at
     most once, so the stack never holds more than the board's cells. Contradictions are not
     detected: a generated puzzle has a solution (its layout), and every rule is sound.
   - The off-board slot 0xFF of each page is a sentinel: SOLVE_OFF_BOARD is never UNKNOWN, so a
     decision about it is ignored and it counts as closed for the escape rule; its NUMBER is 0, which
     no cell has, so pattern tests read past the board edge safely.
   - The connectivity rule (Tricky) asks the planar dual of layout_dual.s: the solver's black cells
     join their corner faces, and an undecided cell (which then has no black neighbour) would split
     the non-black cells exactly when two of its corner faces are one class already.
   Cycle notes: 8-bit cell indices on 256-byte WRAM pages; rows and columns walked by adding 1 or
   the width, never by multiplying; the cells' columns and rows are tabulated once per puzzle. */
#include "puzzle.h"

#include "layout.h"
#include "prng.h"

#define NUMBER(cell)     PAGE_AT(PAGE_NUMBERS, cell)
#define SOLVE(cell)      PAGE_AT(PAGE_SOLVE_STATE, cell)
#define PENDING(slot)    PAGE_AT(PAGE_PENDING, slot)
#define CELL_X(cell)     PAGE_AT(PAGE_CELL_X, cell)
#define CELL_Y(cell)     PAGE_AT(PAGE_CELL_Y, cell)
#define BLACKS(slot)     PAGE_AT(PAGE_FLOOD_STACK, slot)  /* the flood fill's page: free meanwhile */
#define REDRAW(slot)     PAGE_AT(PAGE_DECK, slot)         /* the layout's deck: used up by then */

#define NO_OWNER 0xFFu
#define MAX_ORDER 16u

uint16_t puzzle_layouts;
uint16_t puzzle_numberings;

static const uint8_t (*records)[RECORD_BYTES];
static uint8_t width;
static uint8_t height;
static uint8_t cells;
static uint8_t faces;
static uint8_t order;         /* max(width, height): numbers are 1..order */
static uint8_t pending_top;
static uint8_t with_dual;     /* Tricky: black cells join faces, the connectivity rule runs */

static const uint16_t bit_of[MAX_ORDER] = {
    0x0001u, 0x0002u, 0x0004u, 0x0008u, 0x0010u, 0x0020u, 0x0040u, 0x0080u,
    0x0100u, 0x0200u, 0x0400u, 0x0800u, 0x1000u, 0x2000u, 0x4000u, 0x8000u,
};

/* ---- the deduction solver ---- */

static void decide(uint8_t cell, uint8_t colour)
{
    if (SOLVE(cell) == SOLVE_UNKNOWN) {
        SOLVE(cell) = colour;
        PENDING(pending_top++) = cell;
    }
}

/* A white cell whose neighbours are black or off the board but one undecided cell: that one is
   white (the cell's only way out). A white neighbour already gives it a way out. */
static void escape_rule(uint8_t cell)
{
    const uint8_t *near;
    uint8_t open = HITORI_OFF_BOARD;
    uint8_t k;
    uint8_t state;

    if (cell == HITORI_OFF_BOARD)
        return;
    near = &records[cell][RECORD_NEIGHBOURS];
    for (k = 0; k != 4u; k++) {
        state = SOLVE(near[k]);
        if (state == SOLVE_WHITE)
            return;
        if (state == SOLVE_UNKNOWN) {
            if (open != HITORI_OFF_BOARD)
                return;
            open = near[k];
        }
    }
    if (open != HITORI_OFF_BOARD)
        decide(open, SOLVE_WHITE);
}

static void became_black(uint8_t cell)
{
    const uint8_t *near = &records[cell][RECORD_NEIGHBOURS];
    if (with_dual)
        dual_join_corners(cell);
    decide(near[0], SOLVE_WHITE);
    decide(near[1], SOLVE_WHITE);
    decide(near[2], SOLVE_WHITE);
    decide(near[3], SOLVE_WHITE);
    escape_rule(near[0]);
    escape_rule(near[1]);
    escape_rule(near[2]);
    escape_rule(near[3]);
}

/* Every other cell of the row and column with the same number is black (the cell itself is
   decided already, so deciding it again does nothing). */
static void became_white(uint8_t cell)
{
    uint8_t number = NUMBER(cell);
    uint8_t x = CELL_X(cell);
    uint8_t other = cell - x;
    uint8_t k;

    for (k = width; k != 0; k--, other++)
        if (NUMBER(other) == number)
            decide(other, SOLVE_BLACK);
    for (k = height, other = x; k != 0; k--, other += width)
        if (NUMBER(other) == number)
            decide(other, SOLVE_BLACK);
}

static void drain(void)
{
    uint8_t cell;
    while (pending_top != 0) {
        cell = PENDING(--pending_top);
        if (SOLVE(cell) == SOLVE_BLACK)
            became_black(cell);
        else
            became_white(cell);
    }
}

/* A ? A in a line: the middle cell is white. E then E again, S then S again. */
static void between_twins(void)
{
    uint8_t cell;
    uint8_t next;
    uint8_t far;
    for (cell = 0; cell != cells; cell++) {
        next = records[cell][RECORD_NEIGHBOURS + 1u];
        if (next != HITORI_OFF_BOARD) {
            far = records[next][RECORD_NEIGHBOURS + 1u];
            if (NUMBER(far) == NUMBER(cell))
                decide(next, SOLVE_WHITE);
        }
        next = records[cell][RECORD_NEIGHBOURS + 2u];
        if (next != HITORI_OFF_BOARD) {
            far = records[next][RECORD_NEIGHBOURS + 2u];
            if (NUMBER(far) == NUMBER(cell))
                decide(next, SOLVE_WHITE);
        }
    }
}

/* Black for every cell of a line (first cell, step, length) with `number`, but the pair's two. */
static void blacken_line_except(uint8_t other, uint8_t step, uint8_t length, uint8_t number, uint8_t a, uint8_t b)
{
    for (; length != 0; length--, other += step)
        if (NUMBER(other) == number && other != a && other != b)
            decide(other, SOLVE_BLACK);
}

/* A A side by side: one of them is black, so every other A of that line is black. */
static void adjacent_pairs(void)
{
    uint8_t cell;
    uint8_t next;
    uint8_t number;
    for (cell = 0; cell != cells; cell++) {
        number = NUMBER(cell);
        next = records[cell][RECORD_NEIGHBOURS + 1u];
        if (NUMBER(next) == number)
            blacken_line_except(cell - CELL_X(cell), 1u, width, number, cell, next);
        next = records[cell][RECORD_NEIGHBOURS + 2u];
        if (NUMBER(next) == number)
            blacken_line_except(CELL_X(cell), width, height, number, cell, next);
    }
}

/* The 2x2 block in a corner; `along` shares the corner's edge row, `down` its edge column. */
static void corner(uint8_t corner_cell, uint8_t along, uint8_t down, uint8_t inner)
{
    uint8_t c = NUMBER(corner_cell);
    uint8_t a = NUMBER(along);
    uint8_t d = NUMBER(down);
    uint8_t i = NUMBER(inner);
    if (c == a && c == d)
        decide(corner_cell, SOLVE_BLACK);
    if (a == d && a == i)
        decide(inner, SOLVE_BLACK);
    if (c == a || a == i)
        decide(down, SOLVE_WHITE);
    if (c == d || d == i)
        decide(along, SOLVE_WHITE);
}

static void corners(void)
{
    uint8_t last = cells - 1u;
    uint8_t bottom = cells - width;
    corner(0, 1, width, width + 1u);
    corner(width - 1u, width - 2u, width + width - 1u, width + width - 2u);
    corner(last, last - 1u, last - width, last - width - 1u);
    corner(bottom, bottom + 1u, bottom - width, bottom - width + 1u);
}

/* Twins in a line (first cell, step, length) and, `across` away in the next line, equal numbers
   straight beside the first twin and diagonal to the second: the rest of the second twin's 2x2
   block with that diagonal cell is white (codegen/puzzle.py, _offset_pairs). */
static void offset_pairs_in(uint8_t start, uint8_t step, uint8_t length, uint8_t across)
{
    uint8_t i;
    uint8_t j;
    uint8_t first;
    uint8_t second;
    uint8_t number;
    uint8_t beside;

    for (i = 0, first = start; i != length; i++, first += step) {
        number = NUMBER(first);
        beside = NUMBER(first + across);
        for (j = 0, second = start; j != length; j++, second += step) {
            if (j == i || NUMBER(second) != number)
                continue;
            if (j != 0 && (uint8_t)(j - 1u) != i && NUMBER(second - step + across) == beside) {
                decide(second - step, SOLVE_WHITE);
                decide(second + across, SOLVE_WHITE);
            }
            if ((uint8_t)(j + 1u) != length && (uint8_t)(j + 1u) != i && NUMBER(second + step + across) == beside) {
                decide(second + step, SOLVE_WHITE);
                decide(second + across, SOLVE_WHITE);
            }
        }
    }
}

static void offset_pairs(void)
{
    uint8_t line;
    uint8_t start;
    for (line = 0, start = 0; line != height - 1u; line++, start += width)
        offset_pairs_in(start, 1u, width, width);
    for (line = 0; line != width - 1u; line++)
        offset_pairs_in(line, width, height, 1u);
}

/* Singles' rating head start: a number alone in its row and column counts as white. */
static void sneaky_rule(void)
{
    uint8_t cell;
    uint8_t number;
    uint8_t other;
    uint8_t k;
    uint8_t seen;

    for (cell = 0; cell != cells; cell++) {
        number = NUMBER(cell);
        seen = 0;
        other = cell - CELL_X(cell);
        for (k = width; k != 0; k--, other++)
            if (NUMBER(other) == number)
                seen++;
        for (k = height, other = CELL_X(cell); k != 0; k--, other += width)
            if (NUMBER(other) == number)
                seen++;
        if (seen == 2u)  /* itself, once in each line */
            decide(cell, SOLVE_WHITE);
    }
}

/* Tricky: white for every undecided cell whose shading would split the non-black cells. */
static uint8_t split_rule(void)
{
    uint8_t cell;
    uint8_t found = 0;
    for (cell = 0; cell != cells; cell++) {
        if (SOLVE(cell) == SOLVE_UNKNOWN && dual_splits(cell)) {
            decide(cell, SOLVE_WHITE);
            found = 1;
        }
    }
    return found;
}

uint8_t puzzle_solve(uint8_t difficulty, uint8_t sneaky)
{
    uint8_t cell;

    for (cell = 0; cell != cells; cell++)
        SOLVE(cell) = SOLVE_UNKNOWN;
    SOLVE(HITORI_OFF_BOARD) = SOLVE_OFF_BOARD;
    with_dual = difficulty >= PUZZLE_TRICKY;
    if (with_dual)
        dual_clear_faces(faces);
    pending_top = 0;
    if (sneaky)
        sneaky_rule();
    between_twins();
    adjacent_pairs();
    corners();
    if (with_dual)
        offset_pairs();
    for (;;) {
        drain();
        if (!with_dual || !split_rule())
            break;
    }
    for (cell = 0; cell != cells; cell++)
        if (SOLVE(cell) == SOLVE_UNKNOWN)
            return 0;
    return 1;
}

/* ---- the numbers ---- */

static uint8_t deck[MAX_ORDER];       /* symbols in this line's shuffled order */
static uint8_t positions[MAX_ORDER];  /* positions in the order they are matched */
static uint8_t start[MAX_ORDER];      /* where each position starts its walk through the deck */
static uint8_t owner[MAX_ORDER];      /* symbol -> position holding it, or NO_OWNER */
static uint16_t used[MAX_ORDER];      /* position -> symbols the earlier lines put there */
static uint16_t tried;                /* symbols visited by the current augmenting search */
static uint16_t row_whites[MAX_ORDER];     /* row -> numbers its white cells show (bit n-1) */
static uint16_t column_whites[MAX_ORDER];

static void shuffle_symbols(uint8_t *list)
{
    uint8_t i;
    uint8_t j;
    uint8_t swap;
    for (i = 0; i != order; i++)
        list[i] = i;
    for (i = order - 1u; i != 0; i--) {
        j = prng_at_most(i);
        swap = list[i];
        list[i] = list[j];
        list[j] = swap;
    }
}

/* Kuhn's augmenting path: give `position` a symbol, moving earlier positions along if needed. */
static uint8_t augment(uint8_t position)
{
    uint8_t at = start[position];
    uint8_t steps;
    uint8_t symbol;
    uint16_t bit;

    for (steps = order; steps != 0; steps--) {
        symbol = deck[at];
        if (++at == order)
            at = 0;
        bit = bit_of[symbol];
        if ((used[position] | tried) & bit)
            continue;
        tried |= bit;
        if (owner[symbol] == NO_OWNER || augment(owner[symbol])) {
            owner[symbol] = position;
            return 1;
        }
    }
    return 0;
}

/* A Latin rectangle of 1..order on the NUMBERS page: min(width, height) lines, each a perfect
   matching of positions to symbols (codegen/puzzle.py, latin_rectangle). */
static void latin_rectangle(void)
{
    uint8_t lines = width < height ? width : height;
    uint8_t line;
    uint8_t i;
    uint8_t cell;
    uint8_t line_start = 0;

    for (i = 0; i != order; i++)
        used[i] = 0;
    for (line = 0; line != lines; line++) {
        shuffle_symbols(deck);
        shuffle_symbols(positions);
        for (i = 0; i != order; i++) {
            start[i] = prng_at_most(order - 1u);
            owner[i] = NO_OWNER;
        }
        for (i = 0; i != order; i++) {
            tried = 0;
            augment(positions[i]);
        }
        for (i = 0; i != order; i++)
            used[owner[i]] |= bit_of[i];
        /* positions[] is free again: reuse it as position -> symbol */
        for (i = 0; i != order; i++)
            positions[owner[i]] = i;
        if (width >= height) {  /* the line is row `line` */
            for (i = 0, cell = line_start; i != order; i++, cell++)
                NUMBER(cell) = positions[i] + 1u;
            line_start += width;
        } else {                /* the line is column `line` */
            for (i = 0, cell = line; i != order; i++, cell += width)
                NUMBER(cell) = positions[i] + 1u;
        }
    }
}

static void white_number_masks(void)
{
    uint8_t cell;
    uint16_t bit;
    for (cell = 0; cell != order; cell++) {
        row_whites[cell] = 0;
        column_whites[cell] = 0;
    }
    for (cell = 0; cell != cells; cell++) {
        if (PUZZLE_SOLUTION_IS_BLACK(cell))
            continue;
        bit = bit_of[NUMBER(cell) - 1u];
        row_whites[CELL_Y(cell)] |= bit;
        column_whites[CELL_X(cell)] |= bit;
    }
}

/* New numbers for the black cells listed on `page` (count of them): each a number a white cell of
   its row or column shows, uniform among those both show, else among those either shows. */
static void number_blacks(uint8_t page, uint8_t count)
{
    uint8_t slot;
    uint8_t cell;
    uint8_t choice_count;
    uint8_t pick;
    uint8_t number;
    uint16_t row;
    uint16_t column;
    uint16_t choices;
    uint16_t rest;

    for (slot = 0; slot != count; slot++) {
        cell = PAGE_AT(page, slot);
        row = row_whites[CELL_Y(cell)];
        column = column_whites[CELL_X(cell)];
        choices = row & column;
        if (choices == 0)
            choices = row | column;
        choice_count = 0;
        for (rest = choices; rest != 0; rest &= rest - 1u)
            choice_count++;
        pick = prng_at_most(choice_count - 1u);
        for (number = 1; ; number++, choices >>= 1) {
            if (choices & 1u) {
                if (pick == 0)
                    break;
                pick--;
            }
        }
        NUMBER(cell) = number;
    }
}

/* ---- the generator ---- */

static void tabulate_shape(const board_shape_t *shape)
{
    uint8_t x = 0;
    uint8_t y = 0;
    uint8_t cell;

    records = shape->records;
    width = shape->width;
    height = shape->height;
    cells = shape->cell_count;
    faces = shape->face_count;
    order = width > height ? width : height;
    for (cell = 0; cell != cells; cell++) {
        CELL_X(cell) = x;
        CELL_Y(cell) = y;
        if (++x == width) {
            x = 0;
            y++;
        }
    }
    NUMBER(HITORI_OFF_BOARD) = 0;
}

/* The layout's black cells, row-major, on the BLACKS page; returns how many. */
static uint8_t list_blacks(void)
{
    uint8_t cell;
    uint8_t count = 0;
    for (cell = 0; cell != cells; cell++)
        if (PUZZLE_SOLUTION_IS_BLACK(cell))
            BLACKS(count++) = cell;
    return count;
}

/* The black cells the solver left undecided, row-major, on the REDRAW page; returns how many. */
static uint8_t list_undecided_blacks(uint8_t black_count)
{
    uint8_t slot;
    uint8_t cell;
    uint8_t count = 0;
    for (slot = 0; slot != black_count; slot++) {
        cell = BLACKS(slot);
        if (SOLVE(cell) == SOLVE_UNKNOWN)
            REDRAW(count++) = cell;
    }
    return count;
}

void puzzle_generate(const board_shape_t *shape, uint8_t difficulty)
{
    uint8_t black_count;
    uint8_t redraw_page;
    uint8_t redraw_count;
    uint8_t tries;

    tabulate_shape(shape);
    puzzle_layouts = 0;
    puzzle_numberings = 0;
    for (;;) {
        puzzle_layouts++;
        layout_generate(shape, LAYOUT_CHECK_DUAL);
        latin_rectangle();
        black_count = list_blacks();
        white_number_masks();
        redraw_page = PAGE_FLOOD_STACK;  /* every black cell */
        redraw_count = black_count;
        for (tries = PUZZLE_NUMBER_TRIES; tries != 0; tries--) {
            puzzle_numberings++;
            puzzle_progress(puzzle_layouts, puzzle_numberings);
            number_blacks(redraw_page, redraw_count);
            if (!puzzle_solve(difficulty, 0)) {
                redraw_page = PAGE_DECK;
                redraw_count = list_undecided_blacks(black_count);
                if (redraw_count == 0)
                    break;  /* only white cells are undecided: this layout needs harder reasoning */
            } else if (difficulty == PUZZLE_EASY || !puzzle_solve(difficulty - 1u, 1)) {
                return;
            } else {  /* too easy: renumber every black cell */
                redraw_page = PAGE_FLOOD_STACK;
                redraw_count = black_count;
            }
        }
    }
}
