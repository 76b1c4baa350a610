/* Board placement, and drawing on a placed board (board_place.h). Banked: bank 0 has little room left, and a game calls this once. */
#pragma bank 255

#include "board_place.h"

#include "cartridge.h"
#include "platform.h"
#include "screen.h"

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

void board_write_big_cell(const board_place_t *place, uint8_t x, uint8_t y, const uint8_t *quad,
                          uint8_t attribute) BANKED
{
    uint8_t both[2];
    uint8_t column = place->column + (uint8_t)(x << 1);
    uint8_t row = place->row + (uint8_t)(y << 1);
    both[0] = both[1] = attribute;
    screen_write(MAP_BACKGROUND, column, row, 2, quad);
    screen_write(MAP_BACKGROUND, column, row + 1u, 2, quad + 2);
    screen_write_attributes(MAP_BACKGROUND, column, row, 2, both);
    screen_write_attributes(MAP_BACKGROUND, column, row + 1u, 2, both);
}

void board_show_cursor(const board_place_t *place, uint8_t x, uint8_t y, uint8_t tile, uint8_t corner) BANKED
{
    if (place->big)
        platform_cursor_big((uint8_t)((place->column + (x << 1)) << 3), (uint8_t)((place->row + (y << 1)) << 3),
                            corner);
    else
        platform_cursor((uint8_t)((place->column + x) << 3), (uint8_t)((place->row + y) << 3), tile);
}

uint8_t board_step_cursor(uint8_t pressed, uint8_t width, uint8_t height, uint8_t *x, uint8_t *y) BANKED
{
    uint8_t cell;
    uint8_t row;
    if (pressed & BUTTON_LEFT)
        *x = *x ? *x - 1u : width - 1u;
    if (pressed & BUTTON_RIGHT)
        *x = *x == width - 1u ? 0 : *x + 1u;
    if (pressed & BUTTON_UP)
        *y = *y ? *y - 1u : height - 1u;
    if (pressed & BUTTON_DOWN)
        *y = *y == height - 1u ? 0 : *y + 1u;
    cell = *x;
    for (row = 0; row != *y; row++)  /* no multiplication: y * width */
        cell += width;
    return cell;
}
