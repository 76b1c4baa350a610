/* Hitori black-cell layouts on the device: the same generator as codegen/puzzles/hitori/layout.py, bit for bit.
   Portable C: touches no hardware, so both back ends compile it unchanged. */
#ifndef HITORI_LAYOUT_H
#define HITORI_LAYOUT_H

#include <stdint.h>

#include "banking.h"
#include "board_tables.h"
#include "wram_pages.h"

#define LAYOUT_CHECK_DUAL       0u  /* planar dual + union-find: O(1) amortised per attempt */
#define LAYOUT_CHECK_FLOOD_FILL 1u  /* the reference: a flood fill per attempt, O(cells) */

#define LAYOUT_CELL_IS_BLACK(cell) (PAGE_AT(PAGE_CELL_STATE, (cell)) == CELL_BLACK)

/* Generate a layout of `shape` (its records loaded: hitori_load_records) from the generator's current state (prng.h: seed it first for the
   layout a seed names) with the chosen island check; both checks give the same layout and leave the
   generator in the same state. Read the black cells with LAYOUT_CELL_IS_BLACK. */
void layout_generate(const board_shape_t *shape, uint8_t check) BANKED;

/* One shading attempt on a candidate (exported so that benchmarks can time single attempts; the
   dual one, layout_draw.s, takes its cell in L and is called from assembly only). */
uint8_t layout_try_flood_fill(uint8_t cell);

/* The planar dual on its own, for the deduction solver (layout_dual.s). The shape is the one of the
   last layout_generate. */
void dual_clear_faces(uint8_t faces);
uint8_t dual_splits(uint8_t cell);      /* 1 if two corner faces are one class already */
void dual_join_corners(uint8_t cell);   /* the cell is shaded: join its corner faces */

#endif
