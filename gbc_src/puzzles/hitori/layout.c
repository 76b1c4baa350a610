/* Hitori layouts with the planar-dual connectivity check: the C twin of codegen/puzzles/hitori/layout.py,
   codegen/puzzles/hitori/dual.py and codegen/common/prng.py (read those first: they explain why it works).

   In short: the white cells form a plane graph whose faces start as the unit squares between four
   cell centres plus the outer face. Shading a cell deletes it and its edges, joining the faces at
   its four corners. With d white neighbours and k distinct face classes at the corners, V - E + F
   changes by d - k, and by Euler's formula so does the number of white components: the move keeps
   the whites connected iff k == d. The face classes live in a union-find forest (path halving; the
   model also unions by rank, the device links a class under the cell's NW class without ranks:
   the roots differ, never which faces are together, so the layouts are the same).

   Specialised for the Hitori move, where the check only runs once every neighbour is known white:
   - a cell that gets a black neighbour is marked CELL_BLOCKED when that neighbour is shaded, so the
     "no black neighbour" rule is one load, not four;
   - with all neighbours white, d is the number of neighbours on the board, and k == d says that the
     corner faces are pairwise in different classes once the repeated outer-face corners of border
     cells are set aside; the tables put never-joined spare faces in those slots (codegen/puzzles/hitori/tables.py),
     so every cell runs the same four finds and pairwise test.

   Cycle notes: 8-bit indices everywhere; work arrays on 256-byte pages (wram_pages.h), so an element
   is H = page, L = index; one 8-byte record a cell, found with one shift; no multiply or divide.
   The dual generator's hot path (shuffle, set-up, attempt) is in layout_dual.s: SDCC's code for it
   was several times slower. This file keeps the flood-fill reference and the orchestration. */
#pragma bank 255

#include "layout.h"

#include "hitori.h"

#define CELL_STATE(cell)  PAGE_AT(PAGE_CELL_STATE, cell)
#define DECK(position)    PAGE_AT(PAGE_DECK, position)
#define FLOOD_MARK(cell)  PAGE_AT(PAGE_FLOOD_MARK, cell)
#define FLOOD_STACK(slot) PAGE_AT(PAGE_FLOOD_STACK, slot)

/* Implemented in layout_dual.s. */
void layout_clear(uint8_t cells, uint8_t faces);
uint8_t layout_run_dual(uint8_t count);


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

uint8_t layout_try_flood_fill(uint8_t cell)
{
    if (CELL_STATE(cell) != CELL_WHITE)
        return 0;
    if (!flood_reaches_all_but(cell))
        return 0;
    mark_black(cell);
    return 1;
}

/* ---- the generator ---- */

uint8_t layout_generate(const board_shape_t *shape, uint8_t check) BANKED
{
    uint8_t count = shape->cell_count;
    uint8_t blacks = 0;
    uint8_t cell;
    uint8_t i;

    whites = count;
    layout_clear(count, shape->face_count);
    layout_shuffle(count);
    if (check == LAYOUT_CHECK_DUAL)
        return layout_run_dual(count);
    for (i = 0; i != count; i++) {
        cell = DECK(i);
        if (CELL_STATE(cell) == CELL_WHITE)  /* skip as layout_run_dual does: same attempts for both */
            blacks += layout_try_flood_fill(cell);
    }
    return blacks;
}
