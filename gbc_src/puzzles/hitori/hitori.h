/* Hitori's own pieces shared by its files (not part of the puzzle interface, which is puzzle_api.h). */
#ifndef HITORI_H
#define HITORI_H

#include <stdint.h>

#include "banking.h"
#include "board_tables.h"
#include "wram_pages.h"

/* The running board's cell records, copied to WRAM by hitori_load_records() from their ROM bank, so
   that Hitori's code (in its own banks) and layout_dual.s read them whatever bank is mapped. */
typedef uint8_t cell_record_t[RECORD_BYTES];
#define HITORI_RECORDS ((const cell_record_t *)PAGE_ADDRESS_RECORDS)

void hitori_load_records(const board_shape_t *shape) BANKED;
/* The shape of a board size, or 0 if the cartridge has none. */
const board_shape_t *hitori_shape_of_size(uint8_t width, uint8_t height) BANKED;
/* Make the puzzle of `shape` from `seed` into cart_io, timed on the Game Boy's timer (explorer.c). */
void hitori_publish_puzzle(const board_shape_t *shape, uint16_t seed, uint8_t difficulty) BANKED;

#endif
