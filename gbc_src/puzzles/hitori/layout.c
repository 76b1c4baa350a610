/* Hitori layouts: the C side of codegen/puzzles/hitori/layout.py (read it first: the order candidates
   are drawn in, and why it draws the same layouts as a shuffled deck) and of the planar-dual check of
   codegen/puzzles/hitori/dual.py (why four corner classes answer "would the whites split?").

   The dual generator is SM83 assembly, layout_draw.s: set-up, both orders and the attempt, with the
   faces numbered so that a cell's corners are cell-1, cell, cell+W-1 and cell+W. This file keeps the
   reference: the same orders in C around a flood fill per attempt (O(cells), no dual), which must
   give the same layouts; and the entry point that chooses.

   Cell states (CELL_STATE page): a candidate holds the edges it touches (below CELL_DECIDED); once
   shaded, beside a shaded cell, or refused, it holds CELL_BLACK, CELL_BLOCKED or CELL_WHITE.

   Cycle notes: 8-bit indices everywhere; work arrays on 256-byte pages (wram_pages.h), so an element
   is H = page, L = index; no multiply or divide. */
#pragma bank 255

#include "layout.h"

#include "hitori.h"
#include "prng.h"

#define CELL_STATE(cell)  PAGE_AT(PAGE_CELL_STATE, cell)
#define DECK(position)    PAGE_AT(PAGE_DECK, position)
#define FLOOD_MARK(cell)  PAGE_AT(PAGE_FLOOD_MARK, cell)
#define FLOOD_STACK(slot) PAGE_AT(PAGE_FLOOD_STACK, slot)

/* Implemented in layout_draw.s (banked assembly). */
void layout_clear(uint8_t width, uint8_t height, uint8_t cells) BANKED;
void layout_draw_dual(uint8_t width, uint8_t height, uint8_t cells) BANKED;

#define records HITORI_RECORDS
static uint8_t whites;       /* white cells on the board (flood fill only) */
static uint8_t flood_stamp;  /* FLOOD_MARK(cell) == flood_stamp: seen in this search */

/* ---- the reference check: flood fill with an explicit stack ---- */

/* Would the white cells stay connected without `cell`? Depth-first search from one of its
   neighbours (all white: the cell is not blocked), never entering `cell` or a black cell. */
static uint8_t flood_reaches_all_but(uint8_t cell)
{
    const uint8_t *near = &records[cell][RECORD_NEIGHBOURS];
    uint8_t top = 1;
    uint8_t reached = 1;
    uint8_t current;
    uint8_t next;
    uint8_t k;

    if (++flood_stamp == 0) {  /* stamps wrapped: forget every old mark */
        do
            FLOOD_MARK(flood_stamp) = 0;
        while (++flood_stamp != 0);
        flood_stamp = 1;
    }
    FLOOD_MARK(HITORI_OFF_BOARD) = flood_stamp;
    FLOOD_MARK(cell) = flood_stamp;
    next = near[0] != HITORI_OFF_BOARD ? near[0] : near[2];  /* N, or else S: every cell has one */
    FLOOD_MARK(next) = flood_stamp;
    FLOOD_STACK(0) = next;
    while (top != 0) {
        current = FLOOD_STACK(--top);
        near = &records[current][RECORD_NEIGHBOURS];
        for (k = 0; k != 4u; k++) {
            next = near[k];
            if (FLOOD_MARK(next) != flood_stamp && CELL_STATE(next) != CELL_BLACK) {
                FLOOD_MARK(next) = flood_stamp;
                FLOOD_STACK(top++) = next;
                reached++;
            }
        }
    }
    return reached == (uint8_t)(whites - 1u);
}

/* Shade `cell` and mark its neighbours as never shadeable (OFF_BOARD's page slot absorbs the rest). */
static void mark_black(uint8_t cell)
{
    const uint8_t *near = &records[cell][RECORD_NEIGHBOURS];
    CELL_STATE(cell) = CELL_BLACK;
    CELL_STATE(near[0]) = CELL_BLOCKED;
    CELL_STATE(near[1]) = CELL_BLOCKED;
    CELL_STATE(near[2]) = CELL_BLOCKED;
    CELL_STATE(near[3]) = CELL_BLOCKED;
    whites--;
}

#define IS_CANDIDATE(cell) (CELL_STATE(cell) < CELL_DECIDED)

/* One attempt on a candidate: shade it if the whites stay connected, else it is white for good. */
uint8_t layout_try_flood_fill(uint8_t cell)
{
    if (!flood_reaches_all_but(cell)) {
        CELL_STATE(cell) = CELL_WHITE;
        return 0;
    }
    mark_black(cell);
    return 1;
}

/* The orders of layout.py with the flood fill: the scatter, then the pool on the DECK page. */
static void flood_fill_layout(uint8_t count)
{
    uint8_t draws = count >> 1;
    uint8_t size = 0;
    uint8_t cell;
    uint8_t position;

    do {
        cell = prng_byte();
        if (cell < count && IS_CANDIDATE(cell))
            layout_try_flood_fill(cell);
    } while (--draws != 0);
    for (cell = 0; cell != count; cell++)
        if (IS_CANDIDATE(cell))
            DECK(size++) = cell;
    while (size != 0) {
        position = prng_at_most(size - 1u);
        cell = DECK(position);
        DECK(position) = DECK(--size);
        if (IS_CANDIDATE(cell))
            layout_try_flood_fill(cell);
    }
}

/* ---- the generator ---- */

void layout_generate(const board_shape_t *shape, uint8_t check) BANKED
{
    if (check == LAYOUT_CHECK_DUAL) {
        layout_draw_dual(shape->width, shape->height, shape->cell_count);
        return;
    }
    layout_clear(shape->width, shape->height, shape->cell_count);
    whites = shape->cell_count;
    flood_fill_layout(shape->cell_count);
}
