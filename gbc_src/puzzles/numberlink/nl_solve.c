/* The Numberlink deduction solver on the device: the model's (codegen/puzzles/numberlink/solve.py)
   step for step, read its essay first. Every edge is undecided, a line or closed; a cell's LINES and
   OPEN masks hold its four edges (OPEN includes the lines). Segments are known by their ends: TIP is
   the other end of the segment ending at a cell, COLOUR its pair (0 unknown), both valid at segment
   ends only. Cells whose surroundings changed wait in a FIFO ring (QUEUE, QUEUED marks).

   A trial (Tricky) saves the four state pages, assumes one edge, runs the easy rules and puts the
   pages back: four copies of `cells` bytes each way, cheaper than an undo log for boards this size. */
#pragma bank 255

#include "numberlink.h"

static const uint8_t bit_count[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};
static const uint8_t direction_bit[4] = {1, 2, 4, 8};

static uint8_t queue_head;
static uint8_t queue_tail;

static void enqueue(uint8_t cell)
{
    if (!NL_QUEUED(cell)) {
        NL_QUEUED(cell) = 1;
        NL_QUEUE(queue_tail) = cell;
        queue_tail++;
    }
}

static void drain_queue(void)
{
    while (queue_head != queue_tail) {
        NL_QUEUED(NL_QUEUE(queue_head)) = 0;
        queue_head++;
    }
}

/* Would a line between segment ends a and b close a loop or join two pairs? */
static uint8_t forbidden(uint8_t a, uint8_t b)
{
    uint8_t colour_a;
    uint8_t colour_b;
    if (NL_TIP(a) == b)
        return 1;
    colour_a = NL_COLOUR(a);
    colour_b = NL_COLOUR(b);
    return colour_a && colour_b && colour_a != colour_b;
}

static void close_edge(uint8_t cell, uint8_t d)
{
    uint8_t n = NL_NEIGHBOUR(cell, d);
    NL_OPEN(cell) &= (uint8_t)~direction_bit[d];
    NL_OPEN(n) &= (uint8_t)~direction_bit[d ^ 2u];
    enqueue(cell);
    enqueue(n);
}

/* 0 if the line is forbidden (a contradiction), else the line is drawn and the segments joined. */
static uint8_t draw_edge(uint8_t cell, uint8_t d)
{
    uint8_t n = NL_NEIGHBOUR(cell, d);
    uint8_t far_a;
    uint8_t far_b;
    uint8_t colour;
    if (forbidden(cell, n))
        return 0;
    NL_LINES(cell) |= direction_bit[d];
    NL_LINES(n) |= direction_bit[d ^ 2u];
    far_a = NL_TIP(cell);
    far_b = NL_TIP(n);
    colour = NL_COLOUR(cell);
    if (!colour)
        colour = NL_COLOUR(n);
    NL_TIP(far_a) = far_b;
    NL_TIP(far_b) = far_a;
    NL_COLOUR(far_a) = colour;
    NL_COLOUR(far_b) = colour;
    enqueue(cell);
    enqueue(n);
    enqueue(far_a);
    enqueue(far_b);
    return 1;
}

#define NEED(cell) (NL_ENDS(cell) ? 1u : 2u)

/* The easy rules at one cell; 0 on a contradiction. */
static uint8_t examine(uint8_t cell)
{
    uint8_t need = NEED(cell);
    uint8_t lines = NL_LINES(cell);
    uint8_t undecided;
    uint8_t open;
    uint8_t d;

    if (bit_count[NL_OPEN(cell)] < need || bit_count[lines] > need)
        return 0;
    undecided = NL_OPEN(cell) & (uint8_t)~lines;
    if (bit_count[lines] == need) {
        for (d = 0; d != 4; d++)
            if (undecided & direction_bit[d])
                close_edge(cell, d);
        return 1;
    }
    for (d = 0; d != 4; d++)
        if ((undecided & direction_bit[d]) && forbidden(cell, NL_NEIGHBOUR(cell, d)))
            close_edge(cell, d);
    open = NL_OPEN(cell);
    if (bit_count[open] < need)
        return 0;
    if (bit_count[open] == need) {
        undecided = open & (uint8_t)~lines;
        for (d = 0; d != 4; d++)
            if ((undecided & direction_bit[d]) && !(NL_LINES(cell) & direction_bit[d]) && !draw_edge(cell, d))
                return 0;
    }
    return 1;
}

/* Run the easy rules until nothing changes; 0 on a contradiction (the queue is emptied either way). */
static uint8_t propagate(void)
{
    uint8_t cell;
    while (queue_head != queue_tail) {
        cell = NL_QUEUE(queue_head);
        queue_head++;
        NL_QUEUED(cell) = 0;
        if (!examine(cell)) {
            drain_queue();
            return 0;
        }
    }
    return 1;
}

static uint8_t all_decided(void)
{
    uint8_t cell;
    uint8_t lines;
    for (cell = 0; cell != nl_cells; cell++) {
        lines = NL_LINES(cell);
        if (lines != NL_OPEN(cell) || bit_count[lines] != NEED(cell))
            return 0;
    }
    return 1;
}

/* The four state pages and their copies (PAGE_NL_BACKUP..+3). */
static void copy_state(uint8_t from, uint8_t to)
{
    uint8_t page;
    uint8_t cell;
    for (page = 0; page != 4; page++)
        for (cell = 0; cell != nl_cells; cell++)
            PAGE_AT(to + page, cell) = PAGE_AT(from + page, cell);
}

/* Does assuming the edge (a line, or closed) lead the easy rules to a contradiction? */
static uint8_t leads_to_contradiction(uint8_t cell, uint8_t d, uint8_t as_line)
{
    uint8_t fails;
    copy_state(PAGE_NL_LINES, PAGE_NL_BACKUP);
    if (as_line) {
        fails = !draw_edge(cell, d) || !propagate();
    } else {
        close_edge(cell, d);
        fails = !propagate();
    }
    copy_state(PAGE_NL_BACKUP, PAGE_NL_LINES);
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
            bit = direction_bit[d];
            if (!(NL_OPEN(cell) & bit) || (NL_LINES(cell) & bit))
                continue;
            if (leads_to_contradiction(cell, d, 1)) {
                close_edge(cell, d);
            } else if (leads_to_contradiction(cell, d, 0)) {
                if (!draw_edge(cell, d))
                    return PASS_CONTRADICTION;
            } else {
                continue;
            }
            if (!propagate())
                return PASS_CONTRADICTION;
            progress = PASS_PROGRESS;
        }
    }
    return progress;
}

uint8_t nl_solve(uint8_t most) BANKED
{
    uint8_t cell;
    uint8_t d;
    uint8_t open;
    uint8_t pass;

    queue_head = 0;
    queue_tail = 0;
    for (cell = 0; cell != nl_cells; cell++) {
        open = 0;
        for (d = 0; d != 4; d++)
            if (NL_NEIGHBOUR(cell, d) != NL_NONE)
                open |= direction_bit[d];
        NL_OPEN(cell) = open;
        NL_LINES(cell) = 0;
        NL_TIP(cell) = cell;
        NL_COLOUR(cell) = NL_ENDS(cell);
        NL_QUEUED(cell) = 0;
    }
    for (cell = 0; cell != nl_cells; cell++)
        enqueue(cell);
    if (!propagate())
        return NL_UNSOLVED;
    if (all_decided())
        return NL_LEVEL_EASY;
    if (most < NL_LEVEL_TRICKY)
        return NL_UNSOLVED;
    do {
        pass = trial_pass();
        if (pass == PASS_CONTRADICTION)
            return NL_UNSOLVED;
        if (all_decided())
            return NL_LEVEL_TRICKY;
    } while (pass == PASS_PROGRESS);
    return NL_UNSOLVED;
}
