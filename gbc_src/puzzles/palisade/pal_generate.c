/* Palisade puzzles on the device: the model's generator (codegen/puzzles/palisade/puzzle.py: read its
   essay) draw for draw. Divide the board (pal_divide.c), count every cell's borders (TRUTH) and deal
   the deck; show the clues from the back of the deck, logging what the rules decide (the closure of
   every suffix of the deck); if even every clue leaves a side undecided, make the next division (after
   one has failed, every clue is first tried at once). Otherwise take the clues away in deck order, each
   removal kept only if the solver, started from the logged closure of the clues after it, still
   decides every side: unless the last test the easy rules passed did not need the clue (its proof,
   marked in TRUTH's bit 7), which is then taken away without a test. After every
   PAL_REMAKE_LOG_AFTER clues kept the log is made again with them in it. A Tricky puzzle must then
   also defeat the easy rules, or the next division is made. */
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
        PAL_CLUES(cell) = PAL_TRUE_CLUE(cell);
}

void pal_generate(uint8_t size, uint8_t difficulty) BANKED
{
    const pal_size_t *shape = &pal_sizes[size];
    uint8_t i;
    uint8_t cell;
    uint8_t fresh;  /* clues kept since the log was made */
    uint8_t checked;
    uint8_t proof;  /* TRUTH's PAL_PROOF_NEEDS bits hold a proof: puzzle.py's proof */
    uint8_t level;
    pal_set_board(shape->width, shape->height, shape->k);
    pal_divisions = 0;
    pal_restarts = 0;
    for (;;) {
        pal_divide();
        pal_divisions++;
        count_borders();
        prng_shuffle(pal_cells, PAGE_PAL_DECK);
        checked = pal_divisions > 1u;  /* puzzle.py: after a failed division, every clue at once first */
        if (checked) {
            show_every_clue();
            if (pal_solve(difficulty) == PAL_UNSOLVED)
                continue;
        }
        if (!pal_deck_closures(0) || (!checked && pal_finish(difficulty) == PAL_UNSOLVED))
            continue;
        fresh = 0;
        proof = 0;
        for (i = 0; i != pal_cells; i++) {
            cell = PAL_DECK(i);
            PAL_CLUES(cell) = PAL_NONE;
            if (proof && !(PAL_TRUTH(cell) & PAL_PROOF_NEEDS))
                continue;  /* the proof's run solves the clues without this one too */
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
