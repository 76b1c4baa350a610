/* The Numberlink deduction solver on the device: the model's (codegen/puzzles/numberlink/solve.py)
   step for step, read its essay first. Every edge is undecided, a line or closed; a cell's LINES and
   OPEN masks hold its four edges (OPEN includes the lines). Segments are known by their ends: TIP is
   the other end of the segment ending at a cell, COLOUR its pair (0 unknown), both valid at segment
   ends only. Cells whose surroundings changed wait in a FIFO ring (QUEUE, QUEUED marks).

   The easy rules themselves (the queue, closing and drawing an edge, the rules at one cell) are in
   SM83 assembly, nl_rules.s; this file sets the state up and runs the trials of Tricky. A trial
   assumes one edge, runs the easy rules and puts back the cells they changed. */
#pragma bank 255

#include "numberlink.h"

#include "background.h"

static const uint8_t direction_bit[4] = {1, 2, 4, 8};

#define NEED(cell) (NL_ENDS(cell) ? 1u : 2u)

/* Does assuming the edge (a line, or closed) lead the easy rules to a contradiction? The trial
   saves every cell it changes (nl_rules.s) and puts them back. */
static uint8_t leads_to_contradiction(uint8_t cell, uint8_t d, uint8_t as_line)
{
    uint8_t fails;
    nl_trial_begin();
    if (as_line) {
        fails = !nl_draw_edge(cell, d) || !nl_propagate();
    } else {
        nl_close_edge(cell, d);
        fails = !nl_propagate();
    }
    nl_trial_undo();
    return fails;
}

#define PASS_NOTHING 0u
#define PASS_PROGRESS 1u
#define PASS_CONTRADICTION 2u

static uint8_t trial_pass(void)
{
    uint8_t progress = PASS_NOTHING;
    uint8_t cell;
    uint8_t d;
    uint8_t bit;
    for (cell = 0; cell != nl_cells; cell++) {
        for (d = NL_EAST; d != NL_WEST; d++) {
            BG_YIELD();
            bit = direction_bit[d];
            if (!(NL_OPEN(cell) & bit) || (NL_LINES(cell) & bit))
                continue;
            if (leads_to_contradiction(cell, d, 1)) {
                nl_close_edge(cell, d);
            } else if (leads_to_contradiction(cell, d, 0)) {
                if (!nl_draw_edge(cell, d))
                    return PASS_CONTRADICTION;
            } else {
                continue;
            }
            if (!nl_propagate())
                return PASS_CONTRADICTION;
            progress = PASS_PROGRESS;
        }
    }
    return progress;
}

uint8_t nl_solve(uint8_t most) BANKED
{
    uint8_t pass;

    BG_YIELD();
    nl_solve_begin(nl_cells);
    BG_YIELD();
    if (!nl_propagate())
        return NL_UNSOLVED;
    if (nl_all_decided(nl_cells))
        return NL_LEVEL_EASY;
    if (most < NL_LEVEL_TRICKY)
        return NL_UNSOLVED;
    do {
        pass = trial_pass();
        if (pass == PASS_CONTRADICTION)
            return NL_UNSOLVED;
        if (nl_all_decided(nl_cells))
            return NL_LEVEL_TRICKY;
    } while (pass == PASS_PROGRESS);
    return NL_UNSOLVED;
}

/* The SM83 assembly only this file calls, in this file's bank (banking.h). */
ASSEMBLE_IN_THIS_BANK(".include \"nl_rules.s\"")
