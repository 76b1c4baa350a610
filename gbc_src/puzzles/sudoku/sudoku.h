/* Sudoku's own pieces shared by its files (not part of the puzzle interface, puzzle_api.h).

   Every work array is a 256-byte WRAM page (sudoku_consts.h, from codegen/puzzles/sudoku/tables.py)
   indexed by cell, unit or (number, unit) pair, so an element's address is H = page, L = index. A
   unit is numbered region 0..n-1, row n..2n-1, column 2n..3n-1; numbers 1-8 are bits 0-7 of a mask
   byte and 9 has a byte of its own (bit 0), so a cell's numbers are two bytes on two pages. */
#ifndef SUDOKU_H
#define SUDOKU_H

#include <stdint.h>

#include "banking.h"
#include "board_place.h"
#include "screen.h"
#include "sudoku_consts.h"
#include "wram_pages.h"

#define SU_NONE 0xFFu  /* no cell */

/* the board (su_make.c) */
#define SU_REGION_OF(cell) PAGE_AT(PAGE_SU_REGION_OF, (cell))
#define SU_ROW_OF(cell) PAGE_AT(PAGE_SU_ROW_OF, (cell))
#define SU_COLUMN_OF(cell) PAGE_AT(PAGE_SU_COLUMN_OF, (cell))
#define SU_UNIT_CELLS(i) PAGE_AT(PAGE_SU_UNIT_CELLS, (i))
/* the puzzle being made */
#define SU_SOLUTION(cell) PAGE_AT(PAGE_SU_SOLUTION, (cell))
#define SU_CLUES(cell) PAGE_AT(PAGE_SU_CLUES, (cell))
/* the game */
#define SU_ENTRY(cell) PAGE_AT(PAGE_SU_ENTRY, (cell))
#define SU_MARKS(cell) PAGE_AT(PAGE_SU_MARKS, (cell))
#define SU_MARKS_9(cell) PAGE_AT(PAGE_SU_MARKS_9, (cell))
#define SU_FAULT 0x80u  /* MARKS_9: the rule check faults the cell */

/* The board being made or played. */
extern uint8_t su_order;   /* n */
extern uint8_t su_cells;   /* n * n */
extern uint8_t su_units;   /* 3n */
extern uint8_t su_unit_first[27];  /* unit u's first index in UNIT_CELLS: u * n */
extern uint16_t su_grids;  /* filled grids made for the last puzzle */
extern uint8_t su_size;    /* the index of the board in su_sizes */
extern uint8_t su_puzzle;  /* PUZZLE_SUDOKU or PUZZLE_JIGSAW (registry.h): the one being made or played */

/* Make the puzzle of board `size` at `difficulty` from the PRNG stream (seeded by the caller): CLUES,
   SOLUTION and REGION_OF, as codegen/puzzles/sudoku/puzzle.py's generate_puzzle; `jigsaw` nonzero:
   a jigsaw board, its regions from the core's divider. */
void su_generate(uint8_t size, uint8_t difficulty, uint8_t jigsaw) BANKED;

/* The puzzle interface's make and play_begin for `puzzle`, PUZZLE_SUDOKU or PUZZLE_JIGSAW (sudoku.c,
   su_play.c): sudoku_make and sudoku_play_begin, and jigsaw.c's, are these. */
void su_make_as(uint8_t puzzle, uint8_t size, uint8_t difficulty, uint16_t seed) BANKED;
void su_play_begin_as(uint8_t puzzle, uint8_t resumed) BANKED;

/* The board from cart_io (numbers: the clues; board: region << 4 | the solution's number), every
   cell's tile composed and drawn (sudoku.c); `show`: 0 the game (clues, the game pages' numbers and
   pencil marks), 1 the solution, 2 the clues alone. su_draw_cell draws one cell of the game. */
void su_draw_board(uint8_t show) BANKED;
void su_draw_cell(uint8_t cell) BANKED;
/* su_size, su_order and su_cells for the board of cart_io's result (a resumed game, the explorer). */
void su_board_of_result(void) BANKED;

#endif
