/* Palisade behind the puzzle interface (puzzle_api.h): making a puzzle into cart_io, host requests and
   the explorer screen (A / B next / previous seed, Right / Left size, Up / Down difficulty, Start
   shows or hides the solution's borders, Select back to the title). The game is pal_play.c. */
#pragma bank 255

#include "palisade.h"

#include "io_block.h"
#include "platform.h"
#include "prng.h"
#include "puzzle_api.h"

#define SIZE_COLUMN (SCREEN_COLUMNS - 5u)

uint8_t pal_size;  /* the index of the board size in cart_io */

static uint8_t size_index(uint8_t width, uint8_t height)
{
    uint8_t i;
    for (i = 0; i != PAL_SIZE_COUNT; i++)
        if (pal_sizes[i].width == width && pal_sizes[i].height == height)
            return i;
    return PAL_NONE;
}

/* Number the division's ominoes (OWNER: the puzzle's one solution) in reading order of their first
   cells, into cart_io.board (LABEL is the scratch map from omino to region: the solver is done). */
static void publish_regions(void)
{
    uint8_t cell;
    uint8_t omino;
    uint8_t regions = 0;
    for (omino = 0; omino != pal_ominoes; omino++)
        PAL_LABEL(omino) = PAL_NONE;
    for (cell = 0; cell != pal_cells; cell++) {
        omino = PAL_OWNER(cell);
        if (PAL_LABEL(omino) == PAL_NONE)
            PAL_LABEL(omino) = regions++;
        cart_io.board[cell] = PAL_LABEL(omino);
    }
}

/* Make the puzzle (timed on the Game Boy's timer) and publish it in cart_io: numbers = the clues
   (PAL_NONE: no clue), board = every cell's region in the solution. */
static void publish(uint8_t size, uint16_t seed, uint8_t difficulty)
{
    uint8_t cell;
    uint8_t clues = 0;
    uint32_t cycles;
    const pal_size_t *shape = &pal_sizes[size];

    platform_timer_start();
    prng_seed(seed);
    pal_generate(size, difficulty);
    cycles = platform_timer_stop();
    for (cell = 0; cell != pal_cells; cell++) {
        cart_io.numbers[cell] = PAL_CLUES(cell);
        if (PAL_CLUES(cell) != PAL_NONE)
            clues++;
    }
    publish_regions();
    pal_size = size;
    cart_io.result_puzzle = PUZZLE_PALISADE;
    cart_io.result_command = CART_COMMAND_GENERATE_PUZZLE;
    cart_io.result_width = shape->width;
    cart_io.result_height = shape->height;
    cart_io.result_seed = seed;
    cart_io.result_check = 0;
    cart_io.result_difficulty = difficulty;
    cart_io.black_count = clues;
    cart_io.layouts = pal_divisions;
    cart_io.numberings = pal_restarts;
    cart_io.timer_cycles = cycles;
}

uint8_t palisade_make(uint8_t size, uint8_t difficulty, uint16_t seed) BANKED
{
    if (size >= PAL_SIZE_COUNT)
        return CART_STATUS_UNSUPPORTED_SIZE;
    if (difficulty != PAL_LEVEL_EASY && difficulty != PAL_LEVEL_TRICKY)
        return CART_STATUS_UNKNOWN_DIFFICULTY;
    if (seed == 0)
        return CART_STATUS_BAD_SEED;
    publish(size, seed, difficulty);
    return CART_STATUS_OK;
}

/* ---- the explorer and host requests ---- */

static uint8_t solution_shown;

/* The clues on the board's tiles, alone or with the solution's borders. */
static void draw_board(void)
{
    pal_marks_show(solution_shown);
    pal_explorer_board();
}

static void clear_board_area(void)
{
    uint8_t row;
    line_clear();
    for (row = TEXT_ROWS; row != SCREEN_ROWS; row++)
        line_show(row);
}

static void draw_explorer(void)
{
    uint8_t column;
    const pal_size_t *shape = &pal_sizes[pal_size];
    line_clear();
    column = line_text(0, "PALISADE ");
    line_text(column, puzzle_infos[PUZZLE_PALISADE].difficulties[cart_io.result_difficulty]);
    line_show(0);
    line_clear();
    column = line_text(0, "SEED ");
    line_number(column, cart_io.result_seed);
    column = line_number(SIZE_COLUMN - 2u, shape->width);
    column = line_text(column, "X");
    column = line_number(column, shape->height);
    column = line_text(column, "/");
    line_number(column, shape->k);
    line_show(1);
    draw_board();
}

static void enter(void)
{
    if (cart_io.scene == CART_SCENE_EXPLORER && cart_io.result_puzzle == PUZZLE_PALISADE)
        return;
    screen_begin();
    screen_use_tiles(PUZZLE_PALISADE);
    screen_reveal();
    cart_io.scene = CART_SCENE_EXPLORER;
}

uint8_t palisade_serve(uint8_t command, uint8_t width, uint8_t height, uint16_t seed, uint8_t check,
                       uint8_t difficulty) BANKED
{
    uint8_t size;
    (void)check;
    enter();
    if (command != CART_COMMAND_GENERATE_PUZZLE) {
        text_show(0, 1, "UNKNOWN COMMAND");
        return CART_STATUS_UNKNOWN_COMMAND;
    }
    size = size_index(width, height);
    if (size == PAL_NONE) {
        text_show(0, 1, "UNSUPPORTED SIZE");
        return CART_STATUS_UNSUPPORTED_SIZE;
    }
    if (seed == 0) {
        text_show(0, 1, "BAD SEED 0");
        return CART_STATUS_BAD_SEED;
    }
    if (difficulty != PAL_LEVEL_EASY && difficulty != PAL_LEVEL_TRICKY) {
        text_show(0, 1, "UNKNOWN DIFFICULTY");
        return CART_STATUS_UNKNOWN_DIFFICULTY;
    }
    clear_board_area();
    solution_shown = 0;
    publish(size, seed, difficulty);
    draw_explorer();
    return CART_STATUS_OK;
}

uint8_t palisade_explore(uint8_t pressed) BANKED
{
    uint8_t size = pal_size;
    uint16_t seed = cart_io.result_seed;
    uint8_t difficulty = cart_io.result_difficulty;
    const pal_size_t *shape;

    if (cart_io.scene != CART_SCENE_EXPLORER || cart_io.result_puzzle != PUZZLE_PALISADE) {  /* opened */
        cart_io.scene = CART_SCENE_BOOT;
        enter();
        palisade_serve(CART_COMMAND_GENERATE_PUZZLE, pal_sizes[PAL_DEFAULT_SIZE].width,
                       pal_sizes[PAL_DEFAULT_SIZE].height, 1, 0, PAL_LEVEL_EASY);
        return 0;
    }
    if (!pressed)
        return 0;
    if (pressed & BUTTON_SELECT)
        return 1;
    if (pressed & BUTTON_START) {
        solution_shown ^= 1u;
        draw_board();
        return 0;
    }
    if (pressed & BUTTON_A)
        seed = seed == 0xFFFFu ? 1u : seed + 1u;
    else if (pressed & BUTTON_B)
        seed = seed == 1u ? 0xFFFFu : seed - 1u;
    else if (pressed & BUTTON_RIGHT)
        size = size + 1u == PAL_SIZE_COUNT ? 0 : size + 1u;
    else if (pressed & BUTTON_LEFT)
        size = size ? size - 1u : PAL_SIZE_COUNT - 1u;
    else if (pressed & (BUTTON_UP | BUTTON_DOWN))
        difficulty ^= 1u;
    else
        return 0;
    shape = &pal_sizes[size];
    palisade_serve(CART_COMMAND_GENERATE_PUZZLE, shape->width, shape->height, seed, 0, difficulty);
    return 0;
}
