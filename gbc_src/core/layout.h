/* Hitori black-cell layouts on the device: the same generator as codegen/layout.py, bit for bit.
   Portable C: touches no hardware, so both back ends compile it unchanged. */
#ifndef HITORI_LAYOUT_H
#define HITORI_LAYOUT_H

#include <stdint.h>

#include "board_tables.h"

/* The current layout, row-major, one byte a cell: 0 white, 1 black. */
extern uint8_t layout_black[HITORI_MAX_CELLS];

/* Fill layout_black for `shape` from `seed` (1..65535); return the number of black cells. */
uint8_t layout_generate(const board_shape_t *shape, uint16_t seed);

#endif
