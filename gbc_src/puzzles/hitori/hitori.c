/* Hitori behind the puzzle interface (puzzle_api.h): making a game's puzzle, and the board records
   every Hitori file reads. The game board is play.c, the explorer and host requests explorer.c. */
#pragma bank 255

#include "hitori.h"

#include "background.h"

#include "io_block.h"
#include "puzzle_api.h"
#include "puzzle_consts.h"

/* Whose records are in WRAM: one entry a thread, since the records' pages lie in each thread's own
   WRAM bank on a Game Boy Color (core/background.h): the background's make loads its own copy. */
static const board_shape_t *loaded_records[2];

void hitori_load_records(const board_shape_t *shape) BANKED
{
    if (shape == loaded_records[bg_in_background])
        return;
    far_copy((void *)HITORI_RECORDS, shape->records_bank, shape->records,
             (uint16_t)shape->cell_count * RECORD_BYTES);
    loaded_records[bg_in_background] = shape;
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
