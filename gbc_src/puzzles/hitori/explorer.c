/* What the shell's explorer screen (explorer_screen.c) shows of Hitori, and what is Hitori's own there:
   black layouts (the GENERATE_LAYOUT command, the explorer's view before the levels, on every shape)
   and the benchmark screen (Select: both island checks on the board shown; A brings the board back,
   B leaves for the title). */
#pragma bank 255

#include "hitori.h"
#include "io_block.h"
#include "made.h"
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

static uint8_t benchmark_shown;  /* the benchmark screen covers the board */

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

static void clear_board_area(void)
{
    uint8_t row;
    line_clear();
    for (row = TEXT_ROWS; row != SCREEN_ROWS; row++)
        line_show(row);
}

/* The board from the interface block: plain cells for a layout, numbered cells for a puzzle (its
   solution shaded if asked for). */
static void draw_board(const board_shape_t *shape, uint8_t solution_shown)
{
    uint8_t x;
    uint8_t y;
    uint8_t cell = 0;
    uint8_t is_puzzle = cart_io.result_command == CART_COMMAND_GENERATE_PUZZLE;
    uint8_t tile;

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
    made_timer_start();
    prng_seed(seed);
    layout_generate(shape, check);
    return made_timer_stop();
}

/* Publish the layout just drawn; returns its black cells (counted here, off the timer). */
static uint8_t publish_layout(const board_shape_t *shape, uint16_t seed, uint8_t check, uint32_t cycles)
{
    uint8_t i;
    uint8_t blacks = 0;
    for (i = 0; i != shape->cell_count; i++) {
        made_io->board[i] = LAYOUT_CELL_IS_BLACK(i);
        blacks += made_io->board[i];
        made_io->numbers[i] = 0;
    }
    made_publish(PUZZLE_HITORI, CART_COMMAND_GENERATE_LAYOUT, shape->width, shape->height, seed, cycles);
    made_io->result_check = check;
    made_io->black_count = blacks;
    made_io->layouts = 1;
    made_io->numberings = 0;
    return blacks;
}

void hitori_publish_puzzle(const board_shape_t *shape, uint16_t seed, uint8_t difficulty) BANKED
{
    uint8_t i;
    uint8_t blacks = 0;
    uint32_t cycles;

    hitori_load_records(shape);  /* before the timer: the copy is not the generator's work */
    made_timer_start();
    prng_seed(seed);
    puzzle_generate(shape, difficulty);
    cycles = made_timer_stop();
    made_open();
    for (i = 0; i != shape->cell_count; i++) {
        made_io->board[i] = PUZZLE_SOLUTION_IS_BLACK(i);
        blacks += made_io->board[i];
        made_io->numbers[i] = PUZZLE_NUMBER(i);
        BG_YIELD();
    }
    made_publish(PUZZLE_HITORI, CART_COMMAND_GENERATE_PUZZLE, shape->width, shape->height, seed, cycles);
    made_io->result_check = CART_CHECK_DUAL;
    made_io->result_difficulty = difficulty;
    made_io->black_count = blacks;
    made_io->layouts = puzzle_layouts;
    made_io->numberings = puzzle_numberings;
    made_close();
}

void hitori_explorer_draw(uint8_t solution) BANKED
{
    const board_shape_t *shape = hitori_shape_of_size(cart_io.result_width, cart_io.result_height);
    benchmark_shown = 0;
    draw_title(shape, cart_io.result_command, cart_io.result_difficulty);
    if (cart_io.result_command == CART_COMMAND_GENERATE_PUZZLE)
        draw_status(cart_io.result_seed, "TRY ", cart_io.numberings);
    else
        draw_status(cart_io.result_seed, "BLACK ", cart_io.black_count);
    draw_board(shape, solution);
}

/* A black layout, Hitori's own request (a puzzle is hitori_make's). */
uint8_t hitori_serve_own(uint8_t command, uint8_t width, uint8_t height, uint16_t seed, uint8_t check) BANKED
{
    const board_shape_t *shape;
    if (command != CART_COMMAND_GENERATE_LAYOUT)
        return CART_STATUS_UNKNOWN_COMMAND;
    shape = hitori_shape_of_size(width, height);
    if (!shape)
        return CART_STATUS_UNSUPPORTED_SIZE;
    if (seed == 0)
        return CART_STATUS_BAD_SEED;
    if (check != CART_CHECK_DUAL && check != CART_CHECK_FLOOD_FILL)
        return CART_STATUS_UNKNOWN_CHECK;
    publish_layout(shape, seed, check, timed_generate(shape, seed, check));
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
    const board_shape_t *shape = hitori_shape_of_size(cart_io.result_width, cart_io.result_height);
    uint16_t seed = cart_io.result_seed;
    uint32_t dual;
    uint32_t flood;
    uint8_t column;

    cart_io.scene = CART_SCENE_BENCHMARK;  /* the shell's explorer draws the whole screen anew after it */
    clear_board_area();
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

/* Select: the benchmark screen, over the board; on it, A: the board again, B: the title. */
uint8_t hitori_explore_own(uint8_t pressed) BANKED
{
    if (benchmark_shown) {
        if (pressed & BUTTON_B)
            return EXPLORE_LEAVE;
        if (!(pressed & BUTTON_A))
            return EXPLORE_DONE;
        return EXPLORE_AGAIN;
    }
    if (pressed & BUTTON_SELECT) {
        run_benchmark();
        return EXPLORE_DONE;
    }
    return EXPLORE_NOT_MINE;
}
