/* Palisade puzzles on the device: the model's generator (codegen/puzzles/palisade/puzzle.py: read its
   essay) draw for draw. Divide the board (pal_divide.c), count every cell's borders (TRUTH) and deal
   the deck; show the clues from the back of the deck, logging what the rules decide (the closure of
   every suffix of the deck); if even every clue leaves a side undecided, make the next division.
   Otherwise take the clues away in deck order, each
   removal kept only if the solver, started from the logged closure of the clues after it, still
   decides every side: unless the last test the easy rules passed did not need the clue (its proof,
   marked in TRUTH's bit 7), which is then taken away without a test. After every
   PAL_REMAKE_LOG_AFTER clues kept the log is made again with them in it. A Tricky puzzle must then
   also defeat the easy rules, or the next division is made. A division with a swappable square (two
   corners that can trade ominoes, clues unchanged) is dropped before any of that. */
#pragma bank 255

#include "palisade.h"

#include "platform.h"
#include "prng.h"

uint16_t pal_divisions;
uint16_t pal_squares_dropped;

static const uint8_t edge_bit[4] = PAL_EDGE_BITS;

/* puzzle.py's swappable_square (read its essay): a 2x2 square that two ominoes share as two parallel
   dominoes, with two diagonal corners whose sides away from the square face neither of them, lets
   those corners trade ominoes without changing any clue. Then every clue has a second solution, and
   the division is dropped without a solve, as the solve would drop it. */
static uint8_t pair_a;
static uint8_t pair_b;

/* Does side d of `cell` face the grid's edge or an omino other than pair_a and pair_b? */
static uint8_t faces_elsewhere(uint8_t cell, uint8_t d)
{
    uint8_t owner;
    if (PAL_EDGES(cell) & edge_bit[d])
        return 1;
    owner = PAL_OWNER((uint8_t)(cell + pal_step[d]));
    return owner != pair_a && owner != pair_b;
}

static uint8_t swappable_square(void)
{
    uint8_t north_west = 0;
    uint8_t north_east;
    uint8_t south_west;
    uint8_t south_east;
    uint8_t x;
    uint8_t rows = (uint8_t)(pal_height - 1u);
    uint8_t owner_ne;
    uint8_t owner_sw;
    for (; rows; rows--, north_west++) {  /* (the last cell of each row starts no square) */
        for (x = (uint8_t)(pal_width - 1u); x; x--, north_west++) {
            north_east = (uint8_t)(north_west + 1u);
            south_west = (uint8_t)(north_west + pal_width);
            south_east = (uint8_t)(south_west + 1u);
            pair_a = PAL_OWNER(north_west);
            pair_b = PAL_OWNER(south_east);
            if (pair_a == pair_b)
                continue;
            owner_ne = PAL_OWNER(north_east);
            owner_sw = PAL_OWNER(south_west);
            if (owner_ne == owner_sw || (owner_ne != pair_a && owner_ne != pair_b)
                || (owner_sw != pair_a && owner_sw != pair_b))
                continue;  /* not two dominoes of the pair */
            if (faces_elsewhere(north_west, PAL_NORTH) && faces_elsewhere(north_west, PAL_WEST)
                && faces_elsewhere(south_east, PAL_SOUTH) && faces_elsewhere(south_east, PAL_EAST))
                return 1;
            if (faces_elsewhere(north_east, PAL_NORTH) && faces_elsewhere(north_east, PAL_EAST)
                && faces_elsewhere(south_west, PAL_SOUTH) && faces_elsewhere(south_west, PAL_WEST))
                return 1;
        }
    }
    return 0;
}

/* The status row while the puzzle is made (puzzle_api.h): the divisions made (D) and the clues still
   to try (C), twice a second at most: a line costs several thousand cycles (its numbers in
   decimal), and a removal test can take less than a frame. */
#define PROGRESS_FRAMES 30u
static uint8_t progress_frame;

static void show_progress(uint8_t clues_left)
{
    if ((uint8_t)((uint8_t)frame_count - progress_frame) < PROGRESS_FRAMES)
        return;
    progress_frame = (uint8_t)frame_count;
    screen_progress("D", pal_divisions, "C", clues_left);
}

void pal_generate(uint8_t size, uint8_t difficulty) BANKED
{
    const pal_size_t *shape = &pal_sizes[size];
    uint8_t i;
    uint8_t cell;
    uint8_t fresh;  /* clues kept since the log was made */
    uint8_t proof;  /* TRUTH's PAL_PROOF_NEEDS bits hold a proof: puzzle.py's proof */
    uint8_t level;
    pal_set_board(shape->width, shape->height, shape->k);
    pal_divisions = 0;
    pal_squares_dropped = 0;
    pal_restarts = 0;
    for (;;) {
        pal_divide();
        pal_divisions++;
        show_progress(pal_cells);
        pal_count_borders();  /* TRUTH: every cell's clue */
        prng_shuffle(pal_cells, PAGE_PAL_DECK);
        if (swappable_square()) {
            pal_squares_dropped++;
            continue;  /* a second solution with every clue */
        }
        if (!pal_deck_closures(0) || pal_finish(difficulty) == PAL_UNSOLVED)
            continue;
        fresh = 0;
        proof = 0;
        for (i = 0; i != pal_cells; i++) {
            cell = PAL_DECK(i);
            PAL_CLUES(cell) = PAL_NONE;
            if (proof && !(PAL_TRUTH(cell) & PAL_PROOF_NEEDS))
                continue;  /* the proof's run solves the clues without this one too */
            show_progress((uint8_t)(pal_cells - i));
            level = pal_solve_without(i, difficulty);
            if (level != PAL_UNSOLVED) {
                proof = level == PAL_LEVEL_EASY;  /* after trials: a clue the old proof needed is gone */
                if (proof)
                    pal_mark_proof(PAL_KNOWN_AFTER(i));
                continue;
            }
            PAL_CLUES(cell) = PAL_TRUE_CLUE(cell);
            if (++fresh == PAL_REMAKE_LOG_AFTER && (uint8_t)(i + 1u) != pal_cells) {
                pal_deck_closures((uint8_t)(i + 1u));
                fresh = 0;
            }
        }
        /* The clues left still solve at `difficulty` (every clue did, and each removal kept it so), and
           their one solution is the division (OWNER); a Tricky puzzle must also defeat the easy rules. */
        if (difficulty == PAL_LEVEL_EASY || pal_solve(PAL_LEVEL_EASY) == PAL_UNSOLVED)
            return;
    }
}
