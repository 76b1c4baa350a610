/* The explorer: generated layouts and puzzles on demand, for developers and the curious, and the
   screen that answers requests through the WRAM interface (hitori_io). Also the on-device benchmark. */
#ifndef HITORI_EXPLORER_H
#define HITORI_EXPLORER_H

#include <stdint.h>

#include "board_tables.h"

/* Generate and show a layout or a puzzle; on bad input show why and change nothing else. Returns a
   HITORI_STATUS_*. */
uint8_t explorer_serve(uint8_t command, uint8_t width, uint8_t height, uint16_t seed, uint8_t check,
                       uint8_t difficulty);
/* Make the puzzle of `shape` from `seed` into hitori_io, timed on the Game Boy's timer. */
void explorer_make_puzzle(const board_shape_t *shape, uint16_t seed, uint8_t difficulty);
/* Buttons on the explorer or benchmark screen; returns 1 when the player leaves for the title. */
uint8_t explorer_buttons(uint8_t pressed);

#endif
