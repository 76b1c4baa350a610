/* Hitori behind the puzzle interface (puzzle_api.h): making a game's puzzle, and the board records
   every Hitori file reads. The game board is play.c, the explorer and host requests explorer.c. */
#pragma bank 255

#include "hitori.h"

#include "background.h"

#include "io_block.h"
#include "puzzle_api.h"
#include "puzzle_consts.h"

/* The board's records into WRAM, every time: the pages they lie on are other puzzles' while those run
   (Palisade's and Numberlink's generators use them), and on a Game Boy Color each thread has its own
   (core/background.h). A copy of at most 240 records costs less than one of the layouts it serves;
   it goes a page at a time, so that the background thread gives the CPU back in between. */
void hitori_load_records(const board_shape_t *shape) BANKED
{
    uint8_t *to = (uint8_t *)HITORI_RECORDS;
    const uint8_t *from = (const uint8_t *)shape->records;
    uint16_t left = (uint16_t)shape->cell_count * RECORD_BYTES;
    uint16_t step;
    while (left) {
        step = left < 256u ? left : 256u;
        far_copy(to, shape->records_bank, from, step);
        to += step;
        from += step;
        left -= step;
        BG_YIELD();
    }
}

const board_shape_t *hitori_shape_of_size(uint8_t width, uint8_t height) BANKED
{
    uint8_t i;
    for (i = 0; i != HITORI_SHAPE_COUNT; i++)
        if (hitori_shapes[i].width == width && hitori_shapes[i].height == height)
            return &hitori_shapes[i];
    return 0;
}

/* The shell has checked size, difficulty and seed (a request, or a choice on the title menu). */
void hitori_make(uint8_t size, uint8_t difficulty, uint16_t seed) BANKED
{
    hitori_publish_puzzle(&hitori_shapes[hitori_puzzle_shapes[size]], seed, difficulty);
}
