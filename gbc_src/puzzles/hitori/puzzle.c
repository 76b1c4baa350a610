/* Hitori puzzles on the device: the C twin of codegen/puzzles/hitori/puzzle.py (read that first: it explains the
   generator, the solver's rules, why each is sound, and why the order they fire in does not matter).

   How the C differs in form, not in result:
   - Deciding a cell sets its state at once and pushes it on the PENDING page; a cell is decided at
     most once, so the stack never holds more than the board's cells. Contradictions are not
     detected: a generated puzzle has a solution (its layout), and every rule is sound.
   - The off-board slot 0xFF of each page is a sentinel: SOLVE_OFF_BOARD is never UNKNOWN, so a
     decision about it is ignored and it counts as closed for the escape rule; its NUMBER is 0, which
     no cell has, so pattern tests read past the board edge safely.
   - Equal numbers in a line are found once per solve: each cell's row and column twins form rings
     (ROW_RING, COLUMN_RING pages; a cell alone is a ring of one). A white cell walks its rings to
     blacken its twins, and the number-only rules (A ? A, A A, offset pairs, the sneaky head start)
     visit only the pairs the rings hold, not every cell pair of every line.
   - The connectivity rule (Tricky) asks the planar dual of layout_dual.s: the solver's black cells
     join their corner faces, and an undecided cell (which then has no black neighbour) would split
     the non-black cells exactly when two of its corner faces are one class already.
   Cycle notes: 8-bit cell indices on 256-byte WRAM pages; rows and columns walked by adding 1 or
   the width, never by multiplying; the cells' columns and rows are tabulated once per puzzle. */
#pragma bank 255

#include "puzzle.h"

#include <string.h>

#include "background.h"
#include "hitori.h"

#include "layout.h"
#include "prng.h"
#include "screen.h"

#define NUMBER(cell)     PAGE_AT(PAGE_NUMBERS, cell)
#define SOLVE(cell)      PAGE_AT(PAGE_SOLVE_STATE, cell)
#define PENDING(slot)    PAGE_AT(PAGE_PENDING, slot)
#define CELL_X(cell)     PAGE_AT(PAGE_CELL_X, cell)
#define CELL_Y(cell)     PAGE_AT(PAGE_CELL_Y, cell)
#define BLACKS(slot)     PAGE_AT(PAGE_FLOOD_STACK, slot)  /* the flood fill's page: free meanwhile */
#define REDRAW(slot)     PAGE_AT(PAGE_DECK, slot)         /* the layout's pool: used up by then */
#define ROW_RING(cell)   PAGE_AT(PAGE_ROW_RING, cell)
#define COLUMN_RING(cell) PAGE_AT(PAGE_COLUMN_RING, cell)
#define LATIN_USED(i)    PAGE_AT(PAGE_PENDING, i)  /* position * 16 + symbol; free until the solver runs */

#define NO_OWNER 0xFFu

uint16_t puzzle_layouts;
uint16_t puzzle_numberings;

#define records HITORI_RECORDS
static uint8_t width;
static uint8_t height;
static uint8_t cells;
static uint8_t faces;
static uint8_t order;         /* max(width, height): numbers are 1..order */
uint8_t puzzle_pending_top;  /* cells on the PENDING page (number_rules.s pushes too) */
uint8_t puzzle_with_dual;     /* Tricky: black cells join faces, the connectivity rule runs (drain.s) */

/* ---- the deduction solver ---- */

uint8_t puzzle_undecided;  /* cells still UNKNOWN: drain.s's puzzle_decide counts them down */

/* Decide an undecided cell (the SOLVE page), push it on PENDING and count it: drain.s's, the one
   decide the C rules and the assembly share. */
void puzzle_decide_cell(uint8_t cell, uint8_t colour);

/* Applying what each decided cell implies until PENDING is empty (a black cell: its neighbours white,
   the escape rule around it, its corner faces joined; a white cell: its twins black) is drain.s's. */
void puzzle_drain(void);

/* The rings of equal numbers (ROW_RING, COLUMN_RING) are built in rings.s, once for each set of numbers. */
void rings_build(uint8_t width, uint8_t height);

static uint8_t rings_built;  /* the rings match the NUMBERS page (cleared wherever numbers change) */

static void build_rings(void)
{
    if (rings_built)
        return;
    rings_build(width, height);
    rings_built = 1;
}

/* The rules on the numbers alone (A ? A, A A, and at Tricky the offset pairs) are number_rules.s's:
   the near pass for the Easy rules, the offset pass when the Tricky rules go on from their closure. */
void number_rules_shape(uint8_t width, uint8_t height);
void number_rules_run(uint8_t offsets);

/* Singles' rating head start: a number alone in its row and column counts as white. */
void number_rules_sneaky(void);  /* number_rules.s: white for every cell whose rings are itself alone */

/* The 2x2 block in a corner; `along` shares the corner's edge row, `down` its edge column. */
static void corner(uint8_t corner_cell, uint8_t along, uint8_t down, uint8_t inner)
{
    uint8_t c = NUMBER(corner_cell);
    uint8_t a = NUMBER(along);
    uint8_t d = NUMBER(down);
    uint8_t i = NUMBER(inner);
    if (c == a && c == d)
        puzzle_decide_cell(corner_cell, SOLVE_BLACK);
    if (a == d && a == i)
        puzzle_decide_cell(inner, SOLVE_BLACK);
    if (c == a || a == i)
        puzzle_decide_cell(down, SOLVE_WHITE);
    if (c == d || d == i)
        puzzle_decide_cell(along, SOLVE_WHITE);
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

/* Tricky: white for every undecided cell whose shading would split the non-black cells. */
static uint8_t split_rule(void)
{
    uint8_t cell;
    uint8_t found = 0;
    for (cell = 0; cell != cells; cell++) {
        if (SOLVE(cell) == SOLVE_UNKNOWN && dual_splits(cell)) {
            puzzle_decide_cell(cell, SOLVE_WHITE);
            found = 1;
        }
    }
    return found;
}

#define all_decided() (puzzle_undecided == 0u)

/* The Easy closure, kept while the sneaky head start runs from it. */
#define SAVED_SOLVE(cell) PAGE_AT(PAGE_SOLVE_SAVED, cell)

static uint8_t saved_undecided;

static void keep_easy_closure(uint8_t keep)
{
    uint8_t *const solve_page = &SOLVE(0);
    uint8_t *const saved_page = &SAVED_SOLVE(0);
    if (keep) {
        memcpy(saved_page, solve_page, cells);
        saved_undecided = puzzle_undecided;
    } else {
        memcpy(solve_page, saved_page, cells);
        puzzle_undecided = saved_undecided;
    }
}

/* From the Easy closure on the SOLVE_STATE page: the dual of its black cells, then the Tricky rules
   (the offset pairs, the connectivity rule in turn with the rest) to their closure. */
static void raise_to_tricky(void)
{
    uint8_t cell;
    puzzle_with_dual = 1;
    dual_clear_faces(faces);
    for (cell = 0; cell != cells; cell++) {
        if (SOLVE(cell) == SOLVE_BLACK)
            dual_join_corners(cell);
        BG_YIELD();
    }
    number_rules_run(1);  /* the offset pairs: the near rules are in the Easy closure already */
    for (;;) {
        puzzle_drain();
        BG_YIELD();
        if (!split_rule())
            break;
    }
}

/* One solve answers every question (puzzle.py, rate_numbering, says why it is the plain answer): the
   Easy rules first; at Tricky a numbering they finish, or finish with the sneaky head start, is too
   easy, and only the rest goes on to the Tricky rules from the Easy closure. */
uint8_t puzzle_rate(uint8_t difficulty)
{
    uint8_t cell;

    for (cell = 0; cell != cells; cell++)
        SOLVE(cell) = SOLVE_UNKNOWN;
    SOLVE(HITORI_OFF_BOARD) = SOLVE_OFF_BOARD;
    puzzle_undecided = cells;
    puzzle_with_dual = 0;
    puzzle_pending_top = 0;
    BG_YIELD();
    build_rings();
    BG_YIELD();
    number_rules_run(0);
    corners();
    puzzle_drain();
    if (difficulty == PUZZLE_EASY)
        return all_decided() ? RATING_FITS : RATING_STUCK;
    if (all_decided())
        return RATING_TOO_EASY;
    keep_easy_closure(1);
    BG_YIELD();
    number_rules_sneaky();
    puzzle_drain();
    if (all_decided())
        return RATING_TOO_EASY;
    keep_easy_closure(0);
    raise_to_tricky();
    return all_decided() ? RATING_FITS : RATING_STUCK;
}

/* Could the Easy rules ever finish a puzzle on the layout just drawn? Given every black cell they
   must still find every white one (codegen/puzzles/hitori/puzzle.py, whites_follow_from_blacks): a
   cell beside a black is white, and so is a cell that is the only non-black neighbour of one of
   those. The layout has left the answer half made on its CELL_STATE page: BLOCKED marks the cells
   beside a black, so only the WHITE ones (beside none) need a look. */
#define LAYOUT_STATE(cell) PAGE_AT(PAGE_CELL_STATE, cell)

/* Is `cell` the only non-black neighbour (on the board) of its neighbour `through`? */
static uint8_t only_way_out(uint8_t cell, uint8_t through)
{
    const uint8_t *near = &records[through][RECORD_NEIGHBOURS];
    uint8_t k;
    uint8_t other;
    for (k = 0; k != 4u; k++) {
        other = near[k];
        if (other != cell && other != HITORI_OFF_BOARD && LAYOUT_STATE(other) != CELL_BLACK)
            return 0;
    }
    return 1;
}

static uint8_t escape_reaches(uint8_t cell)
{
    const uint8_t *near = &records[cell][RECORD_NEIGHBOURS];
    uint8_t k;
    uint8_t through;
    for (k = 0; k != 4u; k++) {
        through = near[k];
        if (through != HITORI_OFF_BOARD && LAYOUT_STATE(through) == CELL_BLOCKED && only_way_out(cell, through))
            return 1;
    }
    return 0;
}

static uint8_t whites_follow_from_blacks(void)
{
    uint8_t cell;
    for (cell = 0; cell != cells; cell++) {
        if (LAYOUT_STATE(cell) == CELL_WHITE && !escape_reaches(cell))
            return 0;
        BG_YIELD();
    }
    return 1;
}

/* Black numberings a layout gets; 0: draw the next layout (puzzle.py, numbering_tries, says why). */
static uint8_t numbering_tries(uint8_t difficulty, uint8_t whites_follow)
{
    if (difficulty == PUZZLE_EASY)
        return whites_follow ? PUZZLE_NUMBER_TRIES : 0;
    return whites_follow ? PUZZLE_TRICKY_TRIES_WHERE_WHITES_FOLLOW : PUZZLE_NUMBER_TRIES;
}

/* ---- the numbers ---- */

/* One line's matching is latin.s's (Kuhn's augmenting paths); its arrays are on the scratch page it
   names (the column rings' page: the rings are built again from the new numbers). */
void latin_match(uint8_t order);
#define LATIN_PAGE      PAGE_COLUMN_RING
#define LATIN_DECK      ((uint8_t *)(((uint16_t)LATIN_PAGE << 8) | 0x00u))  /* symbols, shuffled */
#define LATIN_START     ((uint8_t *)(((uint16_t)LATIN_PAGE << 8) | 0x10u))  /* position -> its walk's start */
#define LATIN_OWNER     ((uint8_t *)(((uint16_t)LATIN_PAGE << 8) | 0x20u))  /* symbol -> position */
#define LATIN_TRIED     ((uint8_t *)(((uint16_t)LATIN_PAGE << 8) | 0x30u))  /* symbol -> last search */
/* the positions in the order they are matched: the row rings' page, also built again afterwards */
#define LATIN_POSITIONS ((uint8_t *)((uint16_t)PAGE_ROW_RING << 8))

/* A Latin rectangle of 1..order on the NUMBERS page: min(width, height) lines, each a perfect
   matching of positions to symbols (codegen/puzzles/hitori/puzzle.py, latin_rectangle). */
static void latin_rectangle(void)
{
    uint8_t lines = width < height ? width : height;
    uint8_t line;
    uint8_t i;
    uint8_t cell;
    uint8_t line_start = 0;

    i = 0;
    do
        LATIN_USED(i) = 0;
    while (++i != 0);
    rings_built = 0;  /* the matching's scratch page is the column rings' */
    for (line = 0; line != lines; line++) {
        uint8_t *const positions = LATIN_POSITIONS;
        BG_YIELD();
        prng_shuffle(order, LATIN_PAGE);      /* the deck of symbols, at the page's start */
        prng_shuffle(order, PAGE_ROW_RING);   /* the positions */
        for (i = 0; i != order; i++) {
            LATIN_START[i] = prng_at_most(order - 1u);
            LATIN_OWNER[i] = NO_OWNER;
            LATIN_TRIED[i] = 0;
        }
        BG_YIELD();
        latin_match(order);
        BG_YIELD();
        for (i = 0; i != order; i++)
            LATIN_USED((uint8_t)(LATIN_OWNER[i] << 4) | i) = 1;
        /* the positions are matched: reuse their list as position -> symbol */
        for (i = 0; i != order; i++)
            positions[LATIN_OWNER[i]] = i;
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

/* The numbers the white cells show, per row and column, and new numbers for listed black cells (each a
   number a white cell of its row or column shows) are numbering.s's. */
void numbering_masks(uint8_t cells);
void numbering_blacks(uint8_t page, uint8_t count);

static void number_blacks(uint8_t page, uint8_t count)
{
    numbering_blacks(page, count);
    rings_built = 0;
}

/* ---- the generator ---- */

static void tabulate_shape(const board_shape_t *shape)
{
    uint8_t x = 0;
    uint8_t y = 0;
    uint8_t cell;

    width = shape->width;
    height = shape->height;
    cells = shape->cell_count;
    faces = shape->face_count;
    order = width > height ? width : height;
    number_rules_shape(width, height);
    for (cell = 0; cell != cells; cell++) {
        CELL_X(cell) = x;
        CELL_Y(cell) = y;
        if (++x == width) {
            x = 0;
            y++;
            BG_YIELD();
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

void puzzle_generate(const board_shape_t *shape, uint8_t difficulty) BANKED
{
    uint8_t black_count;
    uint8_t redraw_page;
    uint8_t redraw_count;
    uint8_t tries;
    uint8_t rating;

    tabulate_shape(shape);  /* (the caller has loaded the shape's records: hitori_load_records) */
    puzzle_layouts = 0;
    puzzle_numberings = 0;
    for (;;) {
        puzzle_layouts++;
        BG_YIELD();
        layout_generate(shape, LAYOUT_CHECK_DUAL);
        BG_YIELD();
        tries = numbering_tries(difficulty, whites_follow_from_blacks());
        if (tries == 0)
            continue;
        latin_rectangle();
        BG_YIELD();
        black_count = list_blacks();
        BG_YIELD();
        numbering_masks(cells);
        BG_YIELD();
        redraw_page = PAGE_FLOOD_STACK;  /* every black cell */
        redraw_count = black_count;
        for (; tries != 0; tries--) {
            puzzle_numberings++;
            screen_progress("L", puzzle_layouts, "N", puzzle_numberings);
            number_blacks(redraw_page, redraw_count);
            BG_YIELD();
            rating = puzzle_rate(difficulty);
            if (rating == RATING_FITS)
                return;
            if (rating == RATING_TOO_EASY) {  /* renumber every black cell */
                redraw_page = PAGE_FLOOD_STACK;
                redraw_count = black_count;
                continue;
            }
            redraw_page = PAGE_DECK;
            redraw_count = list_undecided_blacks(black_count);
            if (redraw_count == 0)
                break;  /* only white cells are undecided: this layout needs harder reasoning */
        }
    }
}

/* The SM83 assembly only this file calls, in this file's bank (banking.h). */
ASSEMBLE_IN_THIS_BANK(".include \"number_rules.s\"\n"
                      ".include \"drain.s\"\n"
                      ".include \"layout_dual.s\"\n"
                      ".include \"rings.s\"\n"
                      ".include \"latin.s\"\n"
                      ".include \"numbering.s\"")
