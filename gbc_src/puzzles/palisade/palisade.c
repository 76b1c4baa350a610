/* Palisade behind the puzzle interface (puzzle_api.h): making a puzzle into cart_io, and what the
   shell's explorer screen shows of it (the clues, or with the solution's borders). The game is
   pal_play.c. */
#pragma bank 255

#include "palisade.h"

#include "io_block.h"
#include "made.h"
#include "platform.h"
#include "prng.h"
#include "puzzle_api.h"

#define SIZE_COLUMN (SCREEN_COLUMNS - 5u)

uint8_t pal_size;  /* the index of the board size in cart_io */

/* Number the division's ominoes (OWNER: the puzzle's one solution) in reading order of their first
   cells, into cart_io.board (LABEL is the scratch map from omino to region: the solver is done). */
static void publish_regions(void)
{
    uint8_t cell;
    uint8_t omino;
    uint8_t regions = 0;
    for (omino = 0; omino != div_ominoes; omino++)
        PAL_LABEL(omino) = PAL_NONE;
    for (cell = 0; cell != div_cells; cell++) {
        omino = DIV_OWNER(cell);
        if (PAL_LABEL(omino) == PAL_NONE)
            PAL_LABEL(omino) = regions++;
        made_io->board[cell] = PAL_LABEL(omino);
        BG_YIELD();
    }
}

/* Make the puzzle (timed on the Game Boy's timer) and publish it through made_io (made.h): numbers = the clues
   (PAL_NONE: no clue), board = every cell's region in the solution. */
static void publish(uint8_t size, uint16_t seed, uint8_t difficulty)
{
    uint8_t cell;
    uint8_t clues = 0;
    uint32_t cycles;
    const pal_size_t *shape = &pal_sizes[size];

    made_timer_start();
    prng_seed(seed);
    pal_generate(size, difficulty);
    cycles = made_timer_stop();
    made_open();
    for (cell = 0; cell != div_cells; cell++) {
        made_io->numbers[cell] = PAL_CLUES(cell);
        if (PAL_CLUES(cell) != PAL_NONE)
            clues++;
        BG_YIELD();
    }
    publish_regions();
    pal_size = size;
    made_publish(PUZZLE_PALISADE, CART_COMMAND_GENERATE_PUZZLE, shape->width, shape->height, seed, cycles);
    made_io->result_check = 0;
    made_io->result_difficulty = difficulty;
    made_io->black_count = clues;
    made_io->layouts = pal_divisions;
    made_io->numberings = div_restarts;
    made_close();
}

/* The shell has checked size, difficulty and seed (a request, or a choice on the title menu). */
void palisade_make(uint8_t size, uint8_t difficulty, uint16_t seed) BANKED
{
    publish(size, seed, difficulty);
}

/* ---- the explorer (the shell's explorer_screen.c asks for what is Palisade's own) ---- */

void palisade_explorer_draw(uint8_t solution) BANKED
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
    pal_marks_show(solution);  /* the clues on the board's tiles, alone or with the solution's borders */
    pal_explorer_board();
}
