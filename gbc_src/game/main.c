/* The cartridge: boots, draws a generated layout, serves layout and puzzle requests, benchmarks.

   Requests come from two places: the documented WRAM block `hitori_io` (codegen/io_block.py), which
   tests and debugger scripts write, and the buttons (A / B: next / previous seed, Right / Left:
   next / previous board size, Up / Down: layout, Easy puzzle, Tricky puzzle, Start: show or hide a
   puzzle's solution, Select: the benchmark screen). Both go through serve(), so what a test sees is
   what a player sees. */
#include <stdint.h>

#include "board_tables.h"
#include "io_block.h"
#include "layout.h"
#include "platform.h"
#include "prng.h"
#include "puzzle.h"
#include "tiles.h"

#define CYCLES_PER_FRAME 70224ul  /* 154 lines of 456 cycles */
#define SIZE_COLUMN (SCREEN_COLUMNS - 5u)  /* "15X15" ends at the right edge */

volatile hitori_io_t hitori_io;

static uint8_t line[SCREEN_COLUMNS];
static const board_shape_t *drawn_shape;  /* the shape whose board is drawn, or 0: redraw all */
static const board_shape_t *shown_shape;  /* the shape of the board the buttons step from */
static uint8_t benchmark_shown;           /* the benchmark screen covers the board */
static uint8_t solution_shown;            /* a puzzle is drawn with its solution shaded */

/* What the buttons step through: a layout, then puzzles (command and difficulty). */
#define VIEW_COUNT 3u
static const uint8_t view_command[VIEW_COUNT] = {
    HITORI_COMMAND_GENERATE_LAYOUT, HITORI_COMMAND_GENERATE_PUZZLE, HITORI_COMMAND_GENERATE_PUZZLE};
static const uint8_t view_difficulty[VIEW_COUNT] = {0, PUZZLE_EASY, PUZZLE_TRICKY};
static const char *const difficulty_names[2] = {"EASY", "TRICKY"};

static const uint32_t powers_of_ten[8] = {10000000ul, 1000000ul, 100000ul, 10000ul, 1000ul, 100ul, 10ul, 1ul};

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
static uint8_t line_put_number(uint8_t column, uint32_t value)
{
    uint8_t p;
    uint8_t digit;
    uint8_t started = 0;

    for (p = 0; p != 8u; p++) {
        digit = 0;
        while (value >= powers_of_ten[p]) {
            value -= powers_of_ten[p];
            digit++;
        }
        if (digit || started || p == 7u) {
            line[column++] = (uint8_t)('0' - FONT_FIRST_CHAR) + digit;
            started = 1;
        }
    }
    return column;
}

/* `numerator / denominator` with one decimal, by subtraction (the quotient stays small here). */
static uint8_t line_put_ratio(uint8_t column, uint32_t numerator, uint32_t denominator)
{
    uint32_t whole = 0;
    uint8_t tenths = 0;
    while (numerator >= denominator) {
        numerator -= denominator;
        whole++;
    }
    numerator = (numerator << 3) + (numerator << 1);  /* the remainder times ten */
    while (numerator >= denominator) {
        numerator -= denominator;
        tenths++;
    }
    column = line_put_number(column, whole);
    line[column++] = (uint8_t)('.' - FONT_FIRST_CHAR);
    line[column++] = (uint8_t)('0' - FONT_FIRST_CHAR) + tenths;
    return column;
}

static void show_line(uint8_t row)
{
    platform_write_row(0, row, SCREEN_COLUMNS, line);
}

static void draw_title(const board_shape_t *shape, uint8_t command, uint8_t difficulty)
{
    uint8_t column;
    line_clear();
    column = line_put_text(0, "HITORI ");
    if (command == HITORI_COMMAND_GENERATE_PUZZLE)
        line_put_text(column, difficulty_names[difficulty]);
    else
        line_put_text(column, "LAYOUT");
    column = line_put_number(SIZE_COLUMN, shape->width);
    column = line_put_text(column, "X");
    line_put_number(column, shape->height);
    show_line(0);
}

/* "SEED n" and a second figure: the black cells of a layout, the numberings a puzzle took. */
static void draw_status(uint16_t seed, const char *label, uint16_t figure)
{
    uint8_t column;
    line_clear();
    column = line_put_text(0, "SEED ");
    line_put_number(column, seed);
    column = line_put_text(11, label);
    line_put_number(column, figure);
    show_line(1);
}

/* Called by the generator before each numbering it tries: the screen shows that work goes on. */
void puzzle_progress(uint16_t layouts, uint16_t numberings)
{
    uint8_t column;
    line_clear();
    column = line_put_text(0, "MAKING L");
    column = line_put_number(column, layouts);
    column = line_put_text(column, " N");
    line_put_number(column, numberings);
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

/* The board from the interface block: plain cells for a layout, numbered cells for a puzzle (its
   solution shaded if asked for). */
static void draw_board(const board_shape_t *shape)
{
    uint8_t x;
    uint8_t y;
    uint8_t cell = 0;
    uint8_t is_puzzle = hitori_io.result_command == HITORI_COMMAND_GENERATE_PUZZLE;
    uint8_t tile;

    if (shape != drawn_shape) {
        clear_board_area();
        drawn_shape = shape;
    }
    for (y = 0; y != shape->height; y++) {
        for (x = 0; x != shape->width; x++) {
            if (!is_puzzle)
                tile = hitori_io.board[cell] ? TILE_BLACK_CELL : TILE_WHITE_CELL;
            else if (solution_shown && hitori_io.board[cell])
                tile = TILE_NUMBERS_SHADED + hitori_io.numbers[cell] - 1u;
            else
                tile = TILE_NUMBERS_WHITE + hitori_io.numbers[cell] - 1u;
            line[x] = tile;
            cell++;
        }
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

/* Generate on the Game Boy's timer; return the cycles it took. */
static uint32_t timed_generate(const board_shape_t *shape, uint16_t seed, uint8_t check, uint8_t *blacks)
{
    platform_timer_start();
    prng_seed(seed);
    *blacks = layout_generate(shape, check);
    return platform_timer_stop();
}

static uint32_t timed_puzzle(const board_shape_t *shape, uint16_t seed, uint8_t difficulty)
{
    platform_timer_start();
    prng_seed(seed);
    puzzle_generate(shape, difficulty);
    return platform_timer_stop();
}

static void publish_shape(const board_shape_t *shape, uint16_t seed, uint8_t command, uint32_t cycles)
{
    hitori_io.result_command = command;
    hitori_io.result_width = shape->width;
    hitori_io.result_height = shape->height;
    hitori_io.result_seed = seed;
    hitori_io.timer_cycles = cycles;
}

static void publish_layout(const board_shape_t *shape, uint16_t seed, uint8_t check, uint8_t blacks,
                           uint32_t cycles)
{
    uint8_t i;
    for (i = 0; i != shape->cell_count; i++) {
        hitori_io.board[i] = LAYOUT_CELL_IS_BLACK(i);
        hitori_io.numbers[i] = 0;
    }
    publish_shape(shape, seed, HITORI_COMMAND_GENERATE_LAYOUT, cycles);
    hitori_io.result_check = check;
    hitori_io.black_count = blacks;
    hitori_io.layouts = 1;
    hitori_io.numberings = 0;
}

static void publish_puzzle(const board_shape_t *shape, uint16_t seed, uint8_t difficulty, uint32_t cycles)
{
    uint8_t i;
    uint8_t blacks = 0;
    for (i = 0; i != shape->cell_count; i++) {
        hitori_io.board[i] = PUZZLE_SOLUTION_IS_BLACK(i);
        blacks += hitori_io.board[i];
        hitori_io.numbers[i] = PUZZLE_NUMBER(i);
    }
    publish_shape(shape, seed, HITORI_COMMAND_GENERATE_PUZZLE, cycles);
    hitori_io.result_check = HITORI_CHECK_DUAL;
    hitori_io.result_difficulty = difficulty;
    hitori_io.black_count = blacks;
    hitori_io.layouts = puzzle_layouts;
    hitori_io.numberings = puzzle_numberings;
}

/* Generate and draw a layout or a puzzle; on bad input, report it and change nothing but the status
   line. */
static uint8_t serve(uint8_t command, uint8_t width, uint8_t height, uint16_t seed, uint8_t check,
                     uint8_t difficulty)
{
    const board_shape_t *shape;
    uint8_t blacks;
    uint32_t cycles;

    if (command != HITORI_COMMAND_GENERATE_LAYOUT && command != HITORI_COMMAND_GENERATE_PUZZLE) {
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
    if (command == HITORI_COMMAND_GENERATE_PUZZLE) {
        if (width < PUZZLE_MIN_SIDE || height < PUZZLE_MIN_SIDE) {
            draw_error("UNSUPPORTED SIZE");
            return HITORI_STATUS_UNSUPPORTED_SIZE;
        }
        if (difficulty != PUZZLE_EASY && difficulty != PUZZLE_TRICKY) {
            draw_error("UNKNOWN DIFFICULTY");
            return HITORI_STATUS_UNKNOWN_DIFFICULTY;
        }
        draw_title(shape, command, difficulty);
        cycles = timed_puzzle(shape, seed, difficulty);
        publish_puzzle(shape, seed, difficulty, cycles);
        draw_status(seed, "TRY ", puzzle_numberings);
    } else {
        if (check != HITORI_CHECK_DUAL && check != HITORI_CHECK_FLOOD_FILL) {
            draw_error("UNKNOWN CHECK");
            return HITORI_STATUS_UNKNOWN_CHECK;
        }
        cycles = timed_generate(shape, seed, check, &blacks);
        publish_layout(shape, seed, check, blacks, cycles);
        draw_title(shape, command, difficulty);
        draw_status(seed, "BLACK ", blacks);
    }
    shown_shape = shape;
    benchmark_shown = 0;
    draw_board(shape);
    return HITORI_STATUS_OK;
}

static void take_host_request(void)
{
    uint8_t command = hitori_io.command;
    hitori_io.done = 0;
    hitori_io.command = HITORI_COMMAND_IDLE;
    hitori_io.status = serve(command, hitori_io.width, hitori_io.height, hitori_io.seed, hitori_io.check,
                             hitori_io.difficulty);
    hitori_io.done = 1;
}

/* ---- benchmark screen: both checks on the shown size and seed, timed on the Game Boy's timer ---- */

static void bench_row(uint8_t row, const char *name, uint32_t cycles)
{
    uint8_t column;
    line_clear();
    line_put_text(0, name);
    column = line_put_number(6, cycles);
    line_put_text(column, " CLK");
    show_line(row);
    line_clear();
    column = line_put_ratio(6, cycles, CYCLES_PER_FRAME);
    line_put_text(column, " FRAMES");
    show_line(row + 1u);
}

static void run_benchmark(void)
{
    const board_shape_t *shape = shown_shape;
    uint16_t seed = hitori_io.result_seed;
    uint8_t blacks;
    uint32_t dual;
    uint32_t flood;
    uint8_t column;

    clear_board_area();
    drawn_shape = 0;
    benchmark_shown = 1;
    line_clear();
    line_put_text(0, "BENCHMARK: RUNNING");
    show_line(1);
    dual = timed_generate(shape, seed, HITORI_CHECK_DUAL, &blacks);
    flood = timed_generate(shape, seed, HITORI_CHECK_FLOOD_FILL, &blacks);
    publish_layout(shape, seed, HITORI_CHECK_FLOOD_FILL, blacks, flood);

    line_clear();
    column = line_put_text(0, "BENCHMARK SEED ");
    line_put_number(column, seed);
    show_line(1);
    bench_row(4, "DUAL", dual);
    bench_row(7, "FLOOD", flood);
    line_clear();
    column = line_put_text(0, "FLOOD/DUAL ");
    column = line_put_ratio(column, flood, dual);
    line_put_text(column, "X");
    show_line(10);
    line_clear();
    line_put_text(0, "ONE LAYOUT, SHUFFLE");
    show_line(13);
    line_clear();
    line_put_text(0, "INCLUDED. A: BOARD");
    show_line(14);
}

/* The player's request: the shown board with another seed or size, or the benchmark screen.
   From the benchmark screen, A brings the same board back. */
static void take_button_request(uint8_t pressed)
{
    const board_shape_t *shape = shown_shape;
    const board_shape_t *last = &hitori_shapes[HITORI_SHAPE_COUNT - 1u];
    uint16_t seed = hitori_io.result_seed;
    uint8_t view = 0;

    if (hitori_io.result_command == HITORI_COMMAND_GENERATE_PUZZLE)
        view = hitori_io.result_difficulty == PUZZLE_EASY ? 1u : 2u;
    if (pressed & BUTTON_SELECT) {
        run_benchmark();
        return;
    }
    if ((pressed & BUTTON_START) && view != 0 && !benchmark_shown) {
        solution_shown = !solution_shown;
        draw_board(shape);
        return;
    }
    if (pressed & BUTTON_UP)
        view = view == VIEW_COUNT - 1u ? 0 : view + 1u;
    if (pressed & BUTTON_DOWN)
        view = view == 0 ? VIEW_COUNT - 1u : view - 1u;
    if ((pressed & BUTTON_A) && !benchmark_shown)
        seed = seed == 0xFFFFu ? 1u : seed + 1u;
    if (pressed & BUTTON_B)
        seed = seed == 1u ? 0xFFFFu : seed - 1u;
    if (pressed & BUTTON_RIGHT)
        shape = shape == last ? hitori_shapes : shape + 1;
    if (pressed & BUTTON_LEFT)
        shape = shape == hitori_shapes ? last : shape - 1;
    while (view != 0 && (shape->width < PUZZLE_MIN_SIDE || shape->height < PUZZLE_MIN_SIDE)) {
        if (pressed & BUTTON_LEFT)  /* puzzles skip the boards too narrow for them */
            shape = shape == hitori_shapes ? last : shape - 1;
        else
            shape = shape == last ? hitori_shapes : shape + 1;
    }
    solution_shown = 0;
    serve(view_command[view], shape->width, shape->height, seed, HITORI_CHECK_DUAL, view_difficulty[view]);
}

void main(void)
{
    uint8_t held = 0;
    uint8_t now;
    const board_shape_t *first = &hitori_shapes[HITORI_DEFAULT_SHAPE];

    platform_start_video(hitori_tile_data, TILE_COUNT, TILE_BLANK);
    hitori_io.version = HITORI_IO_VERSION;
    hitori_io.max_cells = HITORI_IO_BOARD_CAPACITY;
    hitori_io.status = serve(HITORI_COMMAND_GENERATE_LAYOUT, first->width, first->height, HITORI_DEFAULT_SEED,
                             HITORI_CHECK_DUAL, 0);
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
        if (now & (uint8_t)~held)
            take_button_request(now & (uint8_t)~held);
        held = now;
    }
}
