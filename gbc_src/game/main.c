/* The cartridge: boots, draws a generated layout, and serves layout requests.

   Requests come from two places: the documented WRAM block `hitori_io` (codegen/io_block.py), which
   tests and debugger scripts write, and the buttons (A / B: next / previous seed, Right / Left:
   next / previous board size). Both go through serve(), so what a test sees is what a player sees. */
#include <stdint.h>

#include "board_tables.h"
#include "io_block.h"
#include "layout.h"
#include "platform.h"
#include "tiles.h"

volatile hitori_io_t hitori_io;

static uint8_t line[SCREEN_COLUMNS];
static const board_shape_t *drawn_shape;

static const uint16_t powers_of_ten[5] = {10000u, 1000u, 100u, 10u, 1u};

/* ---- text ---- */

static void line_clear(void)
{
    uint8_t i;
    for (i = 0; i != SCREEN_COLUMNS; i++)
        line[i] = TILE_BLANK;
}

static uint8_t line_put_text(uint8_t column, const char *text)
{
    while (*text)
        line[column++] = (uint8_t)(*text++) - FONT_FIRST_CHAR;
    return column;
}

/* Decimal without division: count how often each power of ten fits. Leading zeros are dropped. */
static uint8_t line_put_number(uint8_t column, uint16_t value)
{
    uint8_t p;
    uint8_t digit;
    uint8_t started = 0;

    for (p = 0; p != 5u; p++) {
        digit = 0;
        while (value >= powers_of_ten[p]) {
            value -= powers_of_ten[p];
            digit++;
        }
        if (digit || started || p == 4u) {
            line[column++] = (uint8_t)('0' - FONT_FIRST_CHAR) + digit;
            started = 1;
        }
    }
    return column;
}

static void show_line(uint8_t row)
{
    platform_write_row(0, row, SCREEN_COLUMNS, line);
}

static void draw_title(const board_shape_t *shape)
{
    uint8_t column;
    line_clear();
    line_put_text(0, "HITORI");
    column = line_put_number(SCREEN_COLUMNS - 5u, shape->width);
    column = line_put_text(column, "X");
    line_put_number(column, shape->height);
    show_line(0);
}

static void draw_status(uint16_t seed, uint8_t blacks)
{
    uint8_t column;
    line_clear();
    column = line_put_text(0, "SEED ");
    line_put_number(column, seed);
    column = line_put_text(11, "BLACK ");
    line_put_number(column, blacks);
    show_line(1);
}

static void draw_error(const char *message)
{
    line_clear();
    line_put_text(0, message);
    show_line(1);
}

/* ---- board ---- */

static void clear_board_area(void)
{
    uint8_t row;
    line_clear();
    for (row = TEXT_ROWS; row != SCREEN_ROWS; row++)
        show_line(row);
}

static void draw_board(const board_shape_t *shape)
{
    uint8_t x;
    uint8_t y;
    uint8_t cell = 0;

    if (shape != drawn_shape) {
        clear_board_area();
        drawn_shape = shape;
    }
    for (y = 0; y != shape->height; y++) {
        for (x = 0; x != shape->width; x++)
            line[x] = layout_black[cell++] ? TILE_BLACK_CELL : TILE_WHITE_CELL;
        platform_write_row(shape->map_x, shape->map_y + y, shape->width, line);
    }
}

/* ---- requests ---- */

static const board_shape_t *find_shape(uint8_t width, uint8_t height)
{
    uint8_t i;
    for (i = 0; i != HITORI_SHAPE_COUNT; i++)
        if (hitori_shapes[i].width == width && hitori_shapes[i].height == height)
            return &hitori_shapes[i];
    return 0;
}

static void publish_layout(const board_shape_t *shape, uint16_t seed, uint8_t blacks)
{
    uint8_t i;
    for (i = 0; i != shape->cell_count; i++)
        hitori_io.board[i] = layout_black[i];
    hitori_io.result_width = shape->width;
    hitori_io.result_height = shape->height;
    hitori_io.result_seed = seed;
    hitori_io.black_count = blacks;
}

/* Generate and draw a layout; on bad input, report it and change nothing but the status line. */
static uint8_t serve(uint8_t command, uint8_t width, uint8_t height, uint16_t seed)
{
    const board_shape_t *shape;
    uint8_t blacks;

    if (command != HITORI_COMMAND_GENERATE_LAYOUT) {
        draw_error("UNKNOWN COMMAND");
        return HITORI_STATUS_UNKNOWN_COMMAND;
    }
    shape = find_shape(width, height);
    if (!shape) {
        draw_error("UNSUPPORTED SIZE");
        return HITORI_STATUS_UNSUPPORTED_SIZE;
    }
    if (seed == 0) {
        draw_error("BAD SEED 0");
        return HITORI_STATUS_BAD_SEED;
    }
    blacks = layout_generate(shape, seed);
    publish_layout(shape, seed, blacks);
    draw_title(shape);
    draw_status(seed, blacks);
    draw_board(shape);
    return HITORI_STATUS_OK;
}

static void take_host_request(void)
{
    uint8_t command = hitori_io.command;
    hitori_io.done = 0;
    hitori_io.command = HITORI_COMMAND_IDLE;
    hitori_io.status = serve(command, hitori_io.width, hitori_io.height, hitori_io.seed);
    hitori_io.done = 1;
}

/* The player's request: the shown board with another seed or size. */
static void take_button_request(uint8_t pressed)
{
    const board_shape_t *shape = drawn_shape;
    const board_shape_t *last = &hitori_shapes[HITORI_SHAPE_COUNT - 1u];
    uint16_t seed = hitori_io.result_seed;

    if (pressed & BUTTON_A)
        seed = seed == 0xFFFFu ? 1u : seed + 1u;
    if (pressed & BUTTON_B)
        seed = seed == 1u ? 0xFFFFu : seed - 1u;
    if (pressed & BUTTON_RIGHT)
        shape = shape == last ? hitori_shapes : shape + 1;
    if (pressed & BUTTON_LEFT)
        shape = shape == hitori_shapes ? last : shape - 1;
    serve(HITORI_COMMAND_GENERATE_LAYOUT, shape->width, shape->height, seed);
}

void main(void)
{
    uint8_t held = 0;
    uint8_t now;
    const board_shape_t *first = &hitori_shapes[HITORI_DEFAULT_SHAPE];

    platform_start_video(hitori_tile_data, TILE_COUNT, TILE_BLANK);
    hitori_io.version = HITORI_IO_VERSION;
    hitori_io.max_cells = HITORI_IO_BOARD_CAPACITY;
    hitori_io.status = serve(HITORI_COMMAND_GENERATE_LAYOUT, first->width, first->height, HITORI_DEFAULT_SEED);
    hitori_io.done = 1;
    hitori_io.magic[0] = HITORI_IO_MAGIC_0;
    hitori_io.magic[1] = HITORI_IO_MAGIC_1;
    hitori_io.magic[2] = HITORI_IO_MAGIC_2;
    hitori_io.magic[3] = HITORI_IO_MAGIC_3;

    for (;;) {
        platform_wait_vblank();
        if (hitori_io.command != HITORI_COMMAND_IDLE) {
            take_host_request();
            continue;
        }
        now = platform_buttons();
        if (now & (uint8_t)~held & (BUTTON_A | BUTTON_B | BUTTON_LEFT | BUTTON_RIGHT))
            take_button_request(now & (uint8_t)~held);
        held = now;
    }
}
