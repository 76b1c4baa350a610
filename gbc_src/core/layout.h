/* Hitori black-cell layouts on the device: the same generator as codegen/layout.py, bit for bit.
   Portable C: touches no hardware, so both back ends compile it unchanged. */
#ifndef HITORI_LAYOUT_H
#define HITORI_LAYOUT_H

#include <stdint.h>

#include "board_tables.h"
#include "wram_pages.h"

#define LAYOUT_CHECK_DUAL       0u  /* planar dual + union-find: O(1) amortised per attempt */
#define LAYOUT_CHECK_FLOOD_FILL 1u  /* the reference: a flood fill per attempt, O(cells) */

#define LAYOUT_CELL_IS_BLACK(cell) (PAGE_AT(PAGE_CELL_STATE, (cell)) == CELL_BLACK)

/* Generate the layout of `shape` for `seed` (1..65535) with the chosen island check; both checks
   give the same layout. Returns the number of black cells; read them with LAYOUT_CELL_IS_BLACK. */
uint8_t layout_generate(const board_shape_t *shape, uint16_t seed, uint8_t check);

/* One shading attempt on the current board (exported so that benchmarks can time single attempts). */
uint8_t layout_try_dual(uint8_t cell);
uint8_t layout_try_flood_fill(uint8_t cell);

/* Fill the shuffled deck for `count` cells from `seed` (exported for the same reason). */
void layout_shuffle(uint8_t count, uint16_t seed);

#endif
