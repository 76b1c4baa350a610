/* Numberlink's own pieces shared by its files (not part of the puzzle interface, puzzle_api.h).

   Every work array is a 256-byte WRAM page (numberlink_consts.h, from codegen/puzzles/numberlink/
   tables.py) indexed by cell or path id, so an element's address is H = page, L = index. The four
   neighbour pages follow each other (direction d is page NEIGHBOUR + d), and so do the solver's four
   state pages and their backup. */
#ifndef NUMBERLINK_H
#define NUMBERLINK_H

#include <stdint.h>

#include "banking.h"
#include "numberlink_consts.h"
#include "board_place.h"
#include "screen.h"
#include "wram_pages.h"

#define NL_NONE 0xFFu  /* no cell, no path */
#define NL_NORTH 0u
#define NL_EAST 1u
#define NL_SOUTH 2u
#define NL_WEST 3u
#define NL_LINE(d) (1u << (d))  /* a cell's lines: a bit a direction (N 1, E 2, S 4, W 8) */

#define NL_NEIGHBOUR(cell, d) PAGE_AT(PAGE_NL_NEIGHBOUR + (d), (cell))
#define NL_ENDS(cell) PAGE_AT(PAGE_NL_ENDS, (cell))          /* the puzzle: pair of an end, else 0 */
#define NL_SOLUTION(cell) PAGE_AT(PAGE_NL_SOLUTION, (cell))  /* every cell's pair */
/* generator */
#define NL_DECK(k) PAGE_AT(PAGE_NL_DECK, (k))
#define NL_OWNER(cell) PAGE_AT(PAGE_NL_OWNER, (cell))
#define NL_NEXT(cell) PAGE_AT(PAGE_NL_NEXT, (cell))
#define NL_PREV(cell) PAGE_AT(PAGE_NL_PREV, (cell))
#define NL_FIRST(path) PAGE_AT(PAGE_NL_FIRST, (path))
#define NL_LAST(path) PAGE_AT(PAGE_NL_LAST, (path))
#define NL_LENGTH(path) PAGE_AT(PAGE_NL_LENGTH, (path))
#define NL_NUMBER(path) PAGE_AT(PAGE_NL_NUMBER, (path))
/* solver */
#define NL_LINES(cell) PAGE_AT(PAGE_NL_LINES, (cell))
#define NL_OPEN(cell) PAGE_AT(PAGE_NL_LINES + 1u, (cell))
#define NL_TIP(cell) PAGE_AT(PAGE_NL_LINES + 2u, (cell))
#define NL_COLOUR(cell) PAGE_AT(PAGE_NL_LINES + 3u, (cell))
#define NL_QUEUE(k) PAGE_AT(PAGE_NL_QUEUE, (k))
#define NL_QUEUED(cell) PAGE_AT(PAGE_NL_QUEUED, (cell))
#define NL_TOUCHED_MARK(cell) PAGE_AT(PAGE_NL_TOUCHED_MARK, (cell))

/* Path growth (nl_grow.s, bank 0): paths 0..nl_path_count-1 over every cell. */
extern uint8_t nl_path_count;
void nl_grow(uint8_t cells);

/* The easy rules (nl_rules.s, bank 0). */
extern uint8_t nl_queue_head;
extern uint8_t nl_queue_tail;
extern uint8_t nl_trial;
void nl_solve_begin(uint8_t cells);               /* every edge open, every cell queued */
uint8_t nl_all_decided(uint8_t cells);            /* 1: solved */
uint8_t nl_propagate(void);                       /* 0: a contradiction */
uint8_t nl_draw_edge(uint8_t cell, uint8_t d);    /* 0: forbidden */
void nl_close_edge(uint8_t cell, uint8_t d);
void nl_trial_begin(void);
void nl_trial_undo(void);

/* play */
#define NL_PLAY(cell) PAGE_AT(PAGE_NL_PLAY, (cell))  /* the player's lines (N, E, S, W bits) */
#define NL_PAINT(cell) PAGE_AT(PAGE_NL_PAINT, (cell))  /* drawing: the pair of the cell's path */

#define NL_UNSOLVED 0xFFu

extern uint8_t nl_width;
extern uint8_t nl_height;
extern uint8_t nl_cells;
extern uint8_t nl_pairs;
extern uint16_t nl_draws;  /* boards drawn for the last puzzle */

/* The neighbour pages for nl_width x nl_height. */
void nl_build_neighbours(void) BANKED;
/* Make the puzzle of width x height at `difficulty` from the PRNG stream (seeded by the caller):
   ENDS, SOLUTION, nl_pairs and nl_draws. */
void nl_generate(uint8_t width, uint8_t height, uint8_t difficulty) BANKED;
/* Solve ENDS with the rules up to level `most`: the level that solved it, or NL_UNSOLVED. */
uint8_t nl_solve(uint8_t most) BANKED;

extern uint8_t nl_size;  /* the size (index into nl_sizes) of the board in cart_io */
/* The solution's lines of a cell (from cart_io.board), and the tile of a cell with `lines` on the
   path of `pair` (an end shows its own label). */
uint8_t nl_solution_lines(uint8_t cell) BANKED;
uint8_t nl_cell_tile(uint8_t cell, uint8_t lines, uint8_t pair) BANKED;
/* The CGB palette of a cell: its end's pair's, else `pair`'s (0: the greys). */
uint8_t nl_cell_palette(uint8_t cell, uint8_t pair) BANKED;
/* Draw the board in cart_io: its ends alone, with the player's lines, or with the solution. */
#define NL_SHOW_ENDS 0u
#define NL_SHOW_PLAY 1u
#define NL_SHOW_SOLUTION 2u
void nl_draw_board(uint8_t show) BANKED;
/* Where the game draws its board (core/board_place.c): with big cells (2x2 tiles) when it fits.
   nl_draw_board(NL_SHOW_PLAY) follows it; the explorer's boards are always small. */
extern board_place_t nl_place;
/* The four tiles (top left, top right, bottom left, bottom right) of a big cell, like nl_cell_tile. */
void nl_big_cell_tiles(uint8_t cell, uint8_t lines, uint8_t pair, uint8_t *quad) BANKED;

#endif
