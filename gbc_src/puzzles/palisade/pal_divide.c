/* Dividing the board into equal k-ominoes at random, every one simply connected: the model's
   division (codegen/puzzles/palisade/divide.py) draw for draw; read its essay first.

   In short: n = cells / k seed squares grow one square at a time, the smallest omino first (chosen
   uniformly among the smallest). An omino grows by the shortest chain of steals found by
   breadth-first search over ominoes (each omino visited once, so the steals touch different ominoes);
   the chain ends at an unowned square. A square may join an omino when it touches it side on and the
   omino's squares among the eight round it form one run round the ring; it may leave when its own
   omino's squares round it form one run (the one-run table, pal_one_run, is the model's one_run()
   for every 8-bit ring mask). With no chain the attempt fails and the next starts from the next draws.

   The device's representation: OWNER per square (PAL_NONE: unowned), the round's ominoes to grow. The search
   visits an omino's squares in deck order, as the model does, so every omino keeps its squares in a
   list in deck order (HEAD per omino, LINK per square, POSITION: each square's place in the deck):
   a square that changes hands is taken out of one list and put in its place in the other, a walk of
   at most k squares, where threading every list anew before each search was a pass over the board.
   An omino the search reached has CAME_FROM (the omino that steals from it) and TOOK (the square that
   one takes from it, which it no longer counts as its own); REACHED holds the number of the search
   that reached it, so nothing is cleared between searches. */
#pragma bank 255

#include "palisade.h"

#include "prng.h"

uint8_t pal_width;
uint8_t pal_height;
uint8_t pal_cells;
uint16_t pal_inner_sides;
uint8_t pal_k;
uint8_t pal_ominoes;
uint8_t pal_step[4];
uint16_t pal_restarts;


void pal_set_board(uint8_t width, uint8_t height, uint8_t k) BANKED
{
    uint8_t x;
    uint8_t y;
    uint8_t cell = 0;
    uint8_t edges;
    uint8_t count = 0;
    uint8_t cells = 0;
    pal_width = width;
    pal_height = height;
    pal_k = k;
    for (y = 0; y != height; y++) {
        for (x = 0; x != width; x++) {
            edges = 0;
            if (!y)
                edges |= PAL_EDGE_N;
            if ((uint8_t)(x + 1u) == width)
                edges |= PAL_EDGE_E;
            if ((uint8_t)(y + 1u) == height)
                edges |= PAL_EDGE_S;
            if (!x)
                edges |= PAL_EDGE_W;
            PAL_EDGES(cell) = edges;
            cell++;
        }
    }
    pal_cells = cell;
    pal_inner_sides = (uint16_t)((width - 1u) * height) + (uint16_t)(width * (height - 1u));
    while (cells != pal_cells) {  /* the omino count without a division */
        cells += k;
        count++;
    }
    pal_ominoes = count;
    pal_step[PAL_NORTH] = (uint8_t)-width;
    pal_step[PAL_EAST] = 1u;
    pal_step[PAL_SOUTH] = width;
    pal_step[PAL_WEST] = 0xFFu;
    pal_ring_step[0] = (uint8_t)-width;
    pal_ring_step[1] = (uint8_t)(1u - width);
    pal_ring_step[2] = 1u;
    pal_ring_step[3] = (uint8_t)(width + 1u);
    pal_ring_step[4] = width;
    pal_ring_step[5] = (uint8_t)(width - 1u);
    pal_ring_step[6] = 0xFFu;
    pal_ring_step[7] = (uint8_t)(0xFFu - width);
}

/* Take `square` out of the list of `from`, whose it is. */
static void unlink_square(uint8_t square, uint8_t from)
{
    uint8_t cell = PAL_HEAD(from);
    uint8_t next;
    if (cell == square) {
        PAL_HEAD(from) = PAL_LINK(square);
        return;
    }
    for (;;) {
        next = PAL_LINK(cell);
        if (next == square)
            break;
        cell = next;
    }
    PAL_LINK(cell) = PAL_LINK(square);
}

/* Put `square` into the list of `to` at its place in deck order. */
static void link_square(uint8_t square, uint8_t to)
{
    uint8_t position = PAL_POSITION(square);
    uint8_t cell = PAL_HEAD(to);
    uint8_t next;
    if (cell == PAL_NONE || PAL_POSITION(cell) > position) {
        PAL_LINK(square) = cell;
        PAL_HEAD(to) = square;
        return;
    }
    for (;;) {
        next = PAL_LINK(cell);
        if (next == PAL_NONE || PAL_POSITION(next) > position)
            break;
        cell = next;
    }
    PAL_LINK(square) = next;
    PAL_LINK(cell) = square;
}

/* The chain ends with `last` taking `square`; each omino on it takes the square its successor gave. */
static void apply(uint8_t last, uint8_t square)
{
    uint8_t taker = last;
    uint8_t took;
    uint8_t from;
    while (taker != PAL_NONE) {
        from = PAL_OWNER(square);
        if (from != PAL_NONE)
            unlink_square(square, from);
        PAL_OWNER(square) = taker;
        link_square(square, taker);
        took = PAL_TOOK(taker);
        taker = PAL_CAME_FROM(taker);
        square = took;
    }
}

/* One attempt: seeds from the deck, then grow the smallest ominoes until every square is owned. A
   chain of steals leaves every omino but the grower its size, so "the smallest" are the ominoes not
   grown yet in this round: ROUND[0 .. left) in increasing order, as the model lists its candidates.
   The one picked leaves the list (the rest move down); an empty list starts the next round. */
static uint8_t attempt(void)
{
    uint8_t o;
    uint8_t step;
    uint8_t left = 0;
    uint8_t pick;

    prng_shuffle(pal_cells, PAGE_PAL_DIVISION_DECK);
    for (o = 0; o != pal_cells; o++) {
        PAL_OWNER(o) = PAL_NONE;
        PAL_POSITION(PAL_DIVISION_DECK(o)) = o;
    }
    for (o = 0; o != pal_ominoes; o++) {
        PAL_OWNER(PAL_DIVISION_DECK(o)) = o;
        PAL_HEAD(o) = PAL_DIVISION_DECK(o);
        PAL_LINK(PAL_DIVISION_DECK(o)) = PAL_NONE;
        PAL_REACHED(o) = 0;
    }
    pal_search_number = 0;  /* at most 254 searches an attempt: fewer than 255 squares to add */
    for (step = (uint8_t)(pal_cells - pal_ominoes); step; step--) {
        if (!left) {
            for (o = 0; o != pal_ominoes; o++)
                PAL_ROUND(o) = o;
            left = pal_ominoes;
        }
        pick = prng_at_most((uint8_t)(left - 1u));
        o = PAL_ROUND(pick);
        for (left--; pick != left; pick++)
            PAL_ROUND(pick) = PAL_ROUND((uint8_t)(pick + 1u));
        if (!pal_search(o))  /* the shortest chain of steals that grows it (pal_divide_loops.s) */
            return 0;
        apply(pal_search_taker, pal_search_square);
    }
    return 1;
}

void pal_divide(void) BANKED
{
    while (!attempt())
        pal_restarts++;
}
