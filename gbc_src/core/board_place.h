/* Where a game board goes on the screen: the device's side of codegen/emit/cartridge.py's
   board_placement, which the tests hold it to. */
#ifndef BOARD_PLACE_H
#define BOARD_PLACE_H

#include <stdint.h>

#include "banking.h"

typedef struct board_place {
    uint8_t big;     /* 1: cells of BIG_CELL_TILES x BIG_CELL_TILES tiles; 0: one tile */
    uint8_t column;  /* the map column and row of the top-left cell's top-left tile */
    uint8_t row;
} board_place_t;

/* A width x height board, plus extra_columns and extra_rows of single tiles (a closing edge, say),
   under the text rows: big cells whenever they fit, centred. */
void board_place(uint8_t width, uint8_t height, uint8_t extra_columns, uint8_t extra_rows,
                 board_place_t *place) BANKED;

/* On a board of big cells: queue cell (x, y)'s four tiles (top left, top right, bottom left, bottom
   right), all with the map attribute `attribute` (a Game Boy Color palette; nothing on the original). */
void board_write_big_cell(const board_place_t *place, uint8_t x, uint8_t y, const uint8_t *quad,
                          uint8_t attribute) BANKED;
/* The cursor over cell (x, y): sprite tile `tile` on small cells, the four-sprite frame of corner tile
   `corner` on big ones (platform_cursor, platform_cursor_big). */
void board_show_cursor(const board_place_t *place, uint8_t x, uint8_t y, uint8_t tile, uint8_t corner) BANKED;
/* The cursor at (*x, *y) on a width x height board, stepped by the D-pad buttons in `pressed`, round
   the edges to the other side; returns its cell, y * width + x. Every game moves its cursor so. */
uint8_t board_step_cursor(uint8_t pressed, uint8_t width, uint8_t height, uint8_t *x, uint8_t *y) BANKED;

#endif
