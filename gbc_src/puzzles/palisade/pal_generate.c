/* Palisade puzzles on the device: the model's generator (codegen/puzzles/palisade/puzzle.py) draw for
   draw. Divide the board (pal_divide.c), count every cell's borders (TRUTH); if the solver cannot
   decide every side even with all of them shown, make the next division. Otherwise take the clues away
   in the order of a shuffled deck, each removal kept only if the solver still decides every side; a
   Tricky puzzle must then also defeat the easy rules, or the next division is made. */
#pragma bank 255

#include "palisade.h"

#include "prng.h"

uint16_t pal_divisions;

static const uint8_t edge_bit[4] = PAL_EDGE_BITS;

/* TRUTH: each cell's sides that are the grid's edge or face another omino. */
static void count_borders(void)
{
    uint8_t cell;
    uint8_t d;
    uint8_t count;
    uint8_t edges;
    for (cell = 0; cell != pal_cells; cell++) {
        edges = PAL_EDGES(cell);
        count = 0;
        for (d = 0; d != 4; d++)
            if ((edges & edge_bit[d]) || PAL_OWNER((uint8_t)(cell + pal_step[d])) != PAL_OWNER(cell))
                count++;
        PAL_TRUTH(cell) = count;
    }
}

static void show_every_clue(void)
{
    uint8_t cell;
    for (cell = 0; cell != pal_cells; cell++)
        PAL_CLUES(cell) = PAL_TRUTH(cell);
}

void pal_generate(uint8_t size, uint8_t difficulty) BANKED
{
    const pal_size_t *shape = &pal_sizes[size];
    uint8_t i;
    uint8_t cell;
    pal_set_board(shape->width, shape->height, shape->k);
    pal_divisions = 0;
    pal_restarts = 0;
    for (;;) {
        pal_divide();
        pal_divisions++;
        count_borders();
        show_every_clue();
        if (pal_solve(difficulty) == PAL_UNSOLVED)
            continue;
        prng_shuffle(pal_cells, PAGE_PAL_DECK);
        for (i = 0; i != pal_cells; i++) {
            cell = PAL_DECK(i);
            PAL_CLUES(cell) = PAL_NONE;
            if (pal_solve(difficulty) == PAL_UNSOLVED)
                PAL_CLUES(cell) = PAL_TRUTH(cell);
        }
        if (pal_solve(difficulty) == difficulty)
            return;
    }
}
