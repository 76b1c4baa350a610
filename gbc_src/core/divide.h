/* The k-omino divider (divide.c, divide_ring.inc; the model is codegen/common/divide.py): the board
   div_width x div_height cut into div_ominoes simply connected regions of div_k cells, into OWNER.

   Its work arrays are WRAM pages of its own (divide_consts.h, from codegen/emit/cartridge.py's
   DIVIDE_PAGES), indexed by cell or omino. A puzzle that divides keeps its own pages clear of them
   while a division is made; OWNER and EDGES hold the result and the board's edges afterwards. */
#ifndef DIVIDE_H
#define DIVIDE_H

#include <stdint.h>

#include "banking.h"
#include "divide_consts.h"
#include "wram_pages.h"

#define DIV_NONE 0xFFu  /* no cell, no omino */
/* the four sides, as div_step's index */
#define DIV_NORTH 0u
#define DIV_EAST 1u
#define DIV_SOUTH 2u
#define DIV_WEST 3u
/* EDGES bits: the cell is on the grid's north, east, south, west edge */
#define DIV_EDGE_N 1u
#define DIV_EDGE_E 2u
#define DIV_EDGE_S 4u
#define DIV_EDGE_W 8u
#define DIV_EDGE_BITS {DIV_EDGE_N, DIV_EDGE_E, DIV_EDGE_S, DIV_EDGE_W}

#define DIV_EDGES(cell) PAGE_AT(PAGE_DIV_EDGES, (cell))
#define DIV_OWNER(cell) PAGE_AT(PAGE_DIV_OWNER, (cell))
#define DIV_DIVISION_DECK(i) PAGE_AT(PAGE_DIV_DIVISION_DECK, (i))
#define DIV_ROUND(i) PAGE_AT(PAGE_DIV_ROUND, (i))
#define DIV_HEAD(o) PAGE_AT(PAGE_DIV_HEAD, (o))
#define DIV_LINK(cell) PAGE_AT(PAGE_DIV_LINK, (cell))
#define DIV_CAME_FROM(o) PAGE_AT(PAGE_DIV_CAME_FROM, (o))
#define DIV_TOOK(o) PAGE_AT(PAGE_DIV_TOOK, (o))
#define DIV_REACHED(o) PAGE_AT(PAGE_DIV_REACHED, (o))
#define DIV_SEARCH(i) PAGE_AT(PAGE_DIV_SEARCH, (i))
#define DIV_POSITION(cell) PAGE_AT(PAGE_DIV_POSITION, (cell))

/* the board being divided */
extern uint8_t div_width;
extern uint8_t div_height;
extern uint8_t div_cells;
extern uint8_t div_k;
extern uint8_t div_ominoes;
extern uint16_t div_restarts;  /* failed attempts since the caller last set it to 0 */
/* The step to the neighbour on side d (cell + step, modulo 256): -width, 1, width, -1. */
extern uint8_t div_step[4];

/* The board width x height in regions of k cells: EDGES, the steps and the counts above. */
void div_set_board(uint8_t width, uint8_t height, uint8_t k) BANKED;
/* Divide the board into k-ominoes (OWNER) from the PRNG stream; adds its failed attempts to
   div_restarts. Returns 0 when its second chances saw no swappable square left, 1 when they ran out
   of tries (the division may still have one: div_swappable_square says). */
uint8_t divide(void) BANKED;
/* divide.py's repair: divide again the ominoes o with DIV_REPAIR(o) nonzero (the caller sets the flag
   of every omino, 1 or 0), the others kept, from the PRNG stream. Returns DIV_REPAIR_FAILED when no
   chain grows one of them (div_restarts counts it), else what divide returns. */
#define DIV_REPAIR(o) PAGE_AT(PAGE_DIV_ROUND, (uint8_t)(DIV_REGROW_AT + (o)))
#define DIV_REGROW_AT 0x80u  /* (ROUND's page: the ominoes a repair or a second chance grows again) */
#define DIV_REPAIR_FAILED 0xFFu
uint8_t div_repair(void) BANKED;
/* divide.py's swappable_square on OWNER: 1 when the division has one. */
uint8_t div_swappable_square(void) BANKED;

#endif
