/* Board placement (board_place.h). Banked: bank 0 has little room left, and a game calls this once. */
#pragma bank 255

#include "board_place.h"

#include "cartridge.h"

#define BOARD_ROWS (SCREEN_ROWS - TEXT_ROWS)

void board_place(uint8_t width, uint8_t height, uint8_t extra_columns, uint8_t extra_rows,
                 board_place_t *place) BANKED
{
    uint8_t columns = width * BIG_CELL_TILES + extra_columns;
    uint8_t rows = height * BIG_CELL_TILES + extra_rows;

    place->big = columns <= SCREEN_COLUMNS && rows <= BOARD_ROWS;
    if (!place->big) {
        columns = width + extra_columns;
        rows = height + extra_rows;
    }
    place->column = (uint8_t)(SCREEN_COLUMNS - columns) >> 1;
    place->row = TEXT_ROWS + ((uint8_t)(BOARD_ROWS - rows) >> 1);
}
