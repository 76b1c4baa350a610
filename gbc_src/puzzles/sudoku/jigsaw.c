/* Jigsaw Sudoku behind the puzzle interface (puzzle_api.h): Sudoku's code on boards whose regions come
   from the core's k-omino divider (su_make.c), a puzzle of its own on the title menu with its own
   best times and saved game (codegen/puzzles/sudoku: JIGSAW, a variant of Sudoku). Its make and
   play_begin tell Sudoku's which puzzle it is; the rest of its play is Sudoku's as it stands. */
#pragma bank 255

#include "sudoku.h"

#include "puzzle_api.h"

void jigsaw_make(uint8_t size, uint8_t difficulty, uint16_t seed) BANKED
{
    su_make_as(PUZZLE_JIGSAW, size, difficulty, seed);
}

void jigsaw_play_begin(uint8_t resumed) BANKED
{
    su_play_begin_as(PUZZLE_JIGSAW, resumed);
}

uint8_t jigsaw_play_input(uint8_t pressed) BANKED
{
    return sudoku_play_input(pressed);
}

void jigsaw_play_restart(void) BANKED
{
    sudoku_play_restart();
}

void jigsaw_play_check(void) BANKED
{
    sudoku_play_check();
}

void jigsaw_play_pause(uint8_t paused) BANKED
{
    sudoku_play_pause(paused);
}

void jigsaw_explorer_draw(uint8_t solution) BANKED
{
    sudoku_explorer_draw(solution);
}
