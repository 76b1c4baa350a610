/* Hitori puzzles on the device: the same generator and deduction solver as codegen/puzzles/hitori/puzzle.py, with
   the same result for the same seed. Portable C: touches no hardware. */
#ifndef HITORI_PUZZLE_H
#define HITORI_PUZZLE_H

#include <stdint.h>

#include "banking.h"
#include "board_tables.h"
#include "puzzle_consts.h"
#include "wram_pages.h"

#define PUZZLE_NUMBER(cell)   PAGE_AT(PAGE_NUMBERS, (cell))
#define PUZZLE_SOLUTION_IS_BLACK(cell) (PAGE_AT(PAGE_CELL_STATE, (cell)) == CELL_BLACK)

/* Generate the puzzle of `shape` at `difficulty` (PUZZLE_EASY or PUZZLE_TRICKY) from the generator's
   current state (seed it with prng_seed first; load the shape's records first, hitori_load_records). Afterwards PUZZLE_NUMBER gives the numbers and
   PUZZLE_SOLUTION_IS_BLACK its only solution. */
void puzzle_generate(const board_shape_t *shape, uint8_t difficulty) BANKED;

/* What the last puzzle_generate took: layouts drawn, black numberings tried (over all layouts). */
extern uint16_t puzzle_layouts;
extern uint16_t puzzle_numberings;

/* Rate the current numbers of the shape last generated at `difficulty`: RATING_FITS, RATING_TOO_EASY
   or RATING_STUCK (puzzle.py, rate_numbering). The state the verdict was learnt from is left on the
   SOLVE_STATE page: for a stuck numbering, the cells the level's rules could not decide. */
uint8_t puzzle_rate(uint8_t difficulty);


#endif
