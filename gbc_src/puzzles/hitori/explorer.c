/* The explorer screen: one generated layout or puzzle at a time (buttons: A / B next / previous seed,
   Right / Left next / previous size, Up / Down layout, Easy, Tricky, Start shows a puzzle's solution,
   Select the benchmark screen, where A brings the board back and B leaves for the title). Requests
   through cart_io land here too, so what a test sees is what a player sees. */
#pragma bank 255

#include "hitori.h"
#include "io_block.h"
#include "layout.h"
#include "platform.h"
#include "prng.h"
#include "puzzle.h"
#include "puzzle_api.h"
#include "puzzle_consts.h"
#include "screen.h"
#include "tiles.h"

#define CYCLES_PER_FRAME 70224ul  /* 154 lines of 456 cycles */
#define SIZE_COLUMN (SCREEN_COLUMNS - 5u)  /* "15X15" ends at the right edge */

static const board_shape_t *drawn_shape;  /* the shape whose board is drawn, or 0: redraw all */
static const board_shape_t *shown_shape;  /* the shape of the board the buttons step from */
static uint8_t benchmark_shown;           /* the benchmark screen covers the board */
static uint8_t solution_shown;            /* a puzzle is drawn with its solution shaded */

/* What the buttons step through: a layout, then puzzles (command and difficulty). */
#define VIEW_COUNT 3u
static const uint8_t view_command[VIEW_COUNT] = {
    CART_COMMAND_GENERATE_LAYOUT, CART_COMMAND_GENERATE_PUZZLE, CART_COMMAND_GENERATE_PUZZLE};
static const uint8_t view_difficulty[VIEW_COUNT] = {0, PUZZLE_EASY, PUZZLE_TRICKY};

static void draw_title(const board_shape_t *shape, uint8_t command, uint8_t difficulty)
{
    uint8_t column;
    line_clear();
    column = line_text(0, "HITORI ");
    if (command == CART_COMMAND_GENERATE_PUZZLE)
        line_text(column, puzzle_infos[PUZZLE_HITORI].difficulties[difficulty]);
    else
        line_text(column, "LAYOUT");
    column = line_number(SIZE_COLUMN, shape->width);
    column = line_text(column, "X");
    line_number(column, shape->height);
    line_show(0);
}

/* "SEED n" and a second figure: the black cells of a layout, the numberings a puzzle took. */
static void draw_status(uint16_t seed, const char *label, uint16_t figure)
{
    uint8_t column;
    line_clear();
    column = line_text(0, "SEED ");
    line_number(column, seed);
    column = line_text(11, label);
    line_number(column, figure);
    line_show(1);
}

static void draw_error(const char *message)
{
    text_show(0, 1, message);
}

static void clear_board_area(void)
{
    uint8_t row;
    line_clear();
    for (row = TEXT_ROWS; row != SCREEN_ROWS; row++)
        line_show(row);
}

/* The board from the interface block: plain cells for a layout, numbered cells for a puzzle (its
   solution shaded if asked for). */
static void draw_board(const board_shape_t *shape)
{
    uint8_t x;
    uint8_t y;
    uint8_t cell = 0;
    uint8_t is_puzzle = cart_io.result_command == CART_COMMAND_GENERATE_PUZZLE;
    uint8_t tile;

    if (shape != drawn_shape) {
        clear_board_area();
        drawn_shape = shape;
    }
    for (y = 0; y != shape->height; y++) {
        for (x = 0; x != shape->width; x++) {
            if (!is_puzzle)
                tile = cart_io.board[cell] ? TILE_BLACK_CELL : TILE_WHITE_CELL;
            else if (solution_shown && cart_io.board[cell])
                tile = TILE_NUMBERS_SHADED + cart_io.numbers[cell] - 1u;
            else
                tile = TILE_NUMBERS_WHITE + cart_io.numbers[cell] - 1u;
            text_line[x] = tile;
            cell++;
        }
        screen_write(MAP_BACKGROUND, shape->map_x, shape->map_y + y, shape->width, text_line);
    }
}

/* Generate on the Game Boy's timer; return the cycles it took. */
static uint32_t timed_generate(const board_shape_t *shape, uint16_t seed, uint8_t check)
{
    hitori_load_records(shape);
    platform_timer_start();
    prng_seed(seed);
    layout_generate(shape, check);
    return platform_timer_stop();
}

static void publish_shape(const board_shape_t *shape, uint16_t seed, uint8_t command, uint32_t cycles)
{
    cart_io.result_puzzle = PUZZLE_HITORI;
    cart_io.result_command = command;
    cart_io.result_width = shape->width;
    cart_io.result_height = shape->height;
    cart_io.result_seed = seed;
    cart_io.timer_cycles = cycles;
}

/* Publish the layout just drawn; returns its black cells (counted here, off the timer). */
static uint8_t publish_layout(const board_shape_t *shape, uint16_t seed, uint8_t check, uint32_t cycles)
{
    uint8_t i;
    uint8_t blacks = 0;
    for (i = 0; i != shape->cell_count; i++) {
        cart_io.board[i] = LAYOUT_CELL_IS_BLACK(i);
        blacks += cart_io.board[i];
        cart_io.numbers[i] = 0;
    }
    publish_shape(shape, seed, CART_COMMAND_GENERATE_LAYOUT, cycles);
    cart_io.result_check = check;
    cart_io.black_count = blacks;
    cart_io.layouts = 1;
    cart_io.numberings = 0;
    return blacks;
}

void hitori_publish_puzzle(const board_shape_t *shape, uint16_t seed, uint8_t difficulty) BANKED
{
    uint8_t i;
    uint8_t blacks = 0;
    uint32_t cycles;

    hitori_load_records(shape);  /* before the timer: the copy is not the generator's work */
    platform_timer_start();
    prng_seed(seed);
    puzzle_generate(shape, difficulty);
    cycles = platform_timer_stop();
    for (i = 0; i != shape->cell_count; i++) {
        cart_io.board[i] = PUZZLE_SOLUTION_IS_BLACK(i);
        blacks += cart_io.board[i];
        cart_io.numbers[i] = PUZZLE_NUMBER(i);
    }
    publish_shape(shape, seed, CART_COMMAND_GENERATE_PUZZLE, cycles);
    cart_io.result_check = CART_CHECK_DUAL;
    cart_io.result_difficulty = difficulty;
    cart_io.black_count = blacks;
    cart_io.layouts = puzzle_layouts;
    cart_io.numberings = puzzle_numberings;
}

/* Take over the screen if another scene had it. */
static void enter(void)
{
    if (cart_io.scene == CART_SCENE_EXPLORER && cart_io.result_puzzle == PUZZLE_HITORI)
        return;
    screen_begin();
    screen_use_tiles(PUZZLE_HITORI);
    screen_reveal();
    drawn_shape = 0;
    cart_io.scene = CART_SCENE_EXPLORER;
}

uint8_t hitori_serve(uint8_t command, uint8_t width, uint8_t height, uint16_t seed, uint8_t check,
                     uint8_t difficulty) BANKED
{
    const board_shape_t *shape;
    uint8_t blacks;
    uint32_t cycles;

    enter();
    if (command != CART_COMMAND_GENERATE_LAYOUT && command != CART_COMMAND_GENERATE_PUZZLE) {
        draw_error("UNKNOWN COMMAND");
        return CART_STATUS_UNKNOWN_COMMAND;
    }
    shape = hitori_shape_of_size(width, height);
    if (!shape) {
        draw_error("UNSUPPORTED SIZE");
        return CART_STATUS_UNSUPPORTED_SIZE;
    }
    if (seed == 0) {
        draw_error("BAD SEED 0");
        return CART_STATUS_BAD_SEED;
    }
    if (command == CART_COMMAND_GENERATE_PUZZLE) {
        if (width < PUZZLE_MIN_SIDE || height < PUZZLE_MIN_SIDE) {
            draw_error("UNSUPPORTED SIZE");
            return CART_STATUS_UNSUPPORTED_SIZE;
        }
        if (difficulty != PUZZLE_EASY && difficulty != PUZZLE_TRICKY) {
            draw_error("UNKNOWN DIFFICULTY");
            return CART_STATUS_UNKNOWN_DIFFICULTY;
        }
        draw_title(shape, command, difficulty);
        hitori_publish_puzzle(shape, seed, difficulty);
        draw_status(seed, "TRY ", puzzle_numberings);
    } else {
        if (check != CART_CHECK_DUAL && check != CART_CHECK_FLOOD_FILL) {
            draw_error("UNKNOWN CHECK");
            return CART_STATUS_UNKNOWN_CHECK;
        }
        cycles = timed_generate(shape, seed, check);
        blacks = publish_layout(shape, seed, check, cycles);
        draw_title(shape, command, difficulty);
        draw_status(seed, "BLACK ", blacks);
    }
    shown_shape = shape;
    benchmark_shown = 0;
    draw_board(shape);
    return CART_STATUS_OK;
}

/* ---- benchmark screen: both checks on the shown size and seed, timed on the Game Boy's timer ---- */

static void bench_row(uint8_t row, const char *name, uint32_t cycles)
{
    uint8_t column;
    line_clear();
    line_text(0, name);
    column = line_number(6, cycles);
    line_text(column, " CLK");
    line_show(row);
    line_clear();
    column = line_ratio(6, cycles, CYCLES_PER_FRAME);
    line_text(column, " FRAMES");
    line_show(row + 1u);
}

static void run_benchmark(void)
{
    const board_shape_t *shape = shown_shape;
    uint16_t seed = cart_io.result_seed;
    uint32_t dual;
    uint32_t flood;
    uint8_t column;

    cart_io.scene = CART_SCENE_BENCHMARK;
    clear_board_area();
    drawn_shape = 0;
    benchmark_shown = 1;
    text_show(0, 1, "BENCHMARK: RUNNING");
    screen_flush();
    dual = timed_generate(shape, seed, CART_CHECK_DUAL);
    flood = timed_generate(shape, seed, CART_CHECK_FLOOD_FILL);
    publish_layout(shape, seed, CART_CHECK_FLOOD_FILL, flood);

    line_clear();
    column = line_text(0, "BENCHMARK SEED ");
    line_number(column, seed);
    line_show(1);
    bench_row(4, "DUAL", dual);
    bench_row(7, "FLOOD", flood);
    line_clear();
    column = line_text(0, "FLOOD/DUAL ");
    column = line_ratio(column, flood, dual);
    line_text(column, "X");
    line_show(10);
    text_show(0, 13, "ONE LAYOUT, DRAWS");
    text_show(0, 14, "INCLUDED. A: BOARD");
    text_show(0, 15, "B: TITLE");
}

uint8_t hitori_explore(uint8_t pressed) BANKED
{
    const board_shape_t *shape = shown_shape;
    const board_shape_t *last = &hitori_shapes[HITORI_SHAPE_COUNT - 1u];
    uint16_t seed = cart_io.result_seed;
    uint8_t view = 0;

    if (cart_io.scene != CART_SCENE_EXPLORER && cart_io.scene != CART_SCENE_BENCHMARK) {  /* opened */
        hitori_serve(CART_COMMAND_GENERATE_LAYOUT, hitori_shapes[HITORI_DEFAULT_SHAPE].width,
                     hitori_shapes[HITORI_DEFAULT_SHAPE].height, HITORI_DEFAULT_SEED, CART_CHECK_DUAL, 0);
        return 0;
    }
    if (!pressed)
        return 0;  /* nothing new: the board stays (it used to be made again every frame) */
    if (benchmark_shown) {
        if (pressed & BUTTON_B)
            return 1;
        if (!(pressed & BUTTON_A))
            return 0;
        cart_io.scene = CART_SCENE_EXPLORER;
        pressed = 0;  /* the same board again */
    }
    if (cart_io.result_command == CART_COMMAND_GENERATE_PUZZLE)
        view = cart_io.result_difficulty == PUZZLE_EASY ? 1u : 2u;
    if (pressed & BUTTON_SELECT) {
        run_benchmark();
        return 0;
    }
    if ((pressed & BUTTON_START) && view != 0) {
        solution_shown = !solution_shown;
        draw_board(shape);
        return 0;
    }
    if (pressed & BUTTON_UP)
        view = view == VIEW_COUNT - 1u ? 0 : view + 1u;
    if (pressed & BUTTON_DOWN)
        view = view == 0 ? VIEW_COUNT - 1u : view - 1u;
    if (pressed & BUTTON_A)
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
    hitori_serve(view_command[view], shape->width, shape->height, seed, CART_CHECK_DUAL, view_difficulty[view]);
    return 0;
}
