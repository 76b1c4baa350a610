/* Dividing the board into equal k-ominoes at random, every one simply connected: the model's
   division (codegen/common/divide.py) draw for draw; read its essay first. Palisade's regions come
   from it, and Jigsaw Sudoku's (the core's: puzzles call it through divide.h).

   In short: n = cells / k seed squares grow one square at a time, the smallest omino first (chosen
   uniformly among the smallest). An omino grows by a chain of steals found by
   breadth-first search over ominoes (each omino visited once, so the steals touch different ominoes);
   the chain ends at an unowned square. A square may join an omino when it touches it side on and the
   omino's squares among the eight round it form one run round the ring; it may leave when its own
   omino's squares round it form one run (the one-run table, div_one_run, is the model's one_run()
   for every 8-bit ring mask). With no chain the attempt fails and the next starts from the next draws.
   Of the chains it finds, the search makes the first that leaves fewest domino blocks (2x2 blocks of
   two parallel dominoes of two ominoes) round the unowned square it takes: each is made on OWNER for
   a moment, counted and taken back (chain_blocks), and one that leaves none ends the search. A
   finished division with a swappable square (div_swappable_square) has that pair of ominoes divided
   again from its two corners, up to DIV_REGROW_TRIES times while one is left (second_chances).

   The device's representation: OWNER per square (DIV_NONE: unowned), the round's ominoes to grow. The search
   visits an omino's squares in deck order, as the model does, so every omino keeps its squares in a
   list in deck order (HEAD per omino, LINK per square, POSITION: each square's place in the deck):
   a square that changes hands is taken out of one list and put in its place in the other, a walk of
   at most k squares, where threading every list anew before each search was a pass over the board.
   An omino the search reached has CAME_FROM (the omino that steals from it) and TOOK (the square that
   one takes from it, which it no longer counts as its own); REACHED holds the number of the search
   that reached it, so nothing is cleared between searches. */
#pragma bank 255

#include "divide.h"

#include "background.h"

#include "prng.h"

uint8_t div_width;
uint8_t div_height;
uint8_t div_cells;
uint8_t div_k;
uint8_t div_ominoes;
uint8_t div_step[4];
uint16_t div_restarts;

/* The ring tests (divide_ring.inc, assembled into this bank at the end of the file): the ring round
   `square` (N, NE, E, SE, S, SW, W, NW: div_ring_step) as a mask of div_ring_omino's squares; 1 if a
   ring mask is one run round the ring (div_one_run[mask], divide_tables.c), else 0. */
extern uint8_t div_ring_step[8];
extern uint8_t div_ring_omino;
uint8_t div_ring_mask(uint8_t square);
uint8_t div_one_run_of(uint8_t mask);

void div_set_board(uint8_t width, uint8_t height, uint8_t k) BANKED
{
    uint8_t x;
    uint8_t y;
    uint8_t cell = 0;
    uint8_t edges;
    uint8_t count = 0;
    uint8_t cells = 0;
    div_width = width;
    div_height = height;
    div_k = k;
    for (y = 0; y != height; y++) {
        for (x = 0; x != width; x++) {
            edges = 0;
            if (!y)
                edges |= DIV_EDGE_N;
            if ((uint8_t)(x + 1u) == width)
                edges |= DIV_EDGE_E;
            if ((uint8_t)(y + 1u) == height)
                edges |= DIV_EDGE_S;
            if (!x)
                edges |= DIV_EDGE_W;
            DIV_EDGES(cell) = edges;
            cell++;
        }
    }
    div_cells = cell;
    while (cells != div_cells) {  /* the omino count without a division */
        cells += k;
        count++;
    }
    div_ominoes = count;
    div_step[DIV_NORTH] = (uint8_t)-width;
    div_step[DIV_EAST] = 1u;
    div_step[DIV_SOUTH] = width;
    div_step[DIV_WEST] = 0xFFu;
    div_ring_step[0] = (uint8_t)-width;
    div_ring_step[1] = (uint8_t)(1u - width);
    div_ring_step[2] = 1u;
    div_ring_step[3] = (uint8_t)(width + 1u);
    div_ring_step[4] = width;
    div_ring_step[5] = (uint8_t)(width - 1u);
    div_ring_step[6] = 0xFFu;
    div_ring_step[7] = (uint8_t)(0xFFu - width);
}

/* search's state: the queue of ominoes, SEARCH[head..tail); the square the omino searched from
   gives to the one before it; the owner of the square being looked at; the chain found (its last
   omino takes the unowned square); and the scoring of chains (chain_blocks). */
static uint8_t search_number;  /* the search's number (REACHED); 0 at the start of an attempt */
static uint8_t search_head;
static uint8_t search_tail;
static uint8_t search_given;
static uint8_t search_holder;
static uint8_t search_taker;
static uint8_t search_square;
static uint8_t blocks_made;
static uint8_t best_blocks;    /* the fewest domino blocks a chain found so far makes (NONE: no chain) */
static uint8_t best_taker;     /* and that chain's last step */
static uint8_t best_square;

/* Find the chain of steals that grows `grower` by one square and leaves fewest domino blocks round the
   square it takes, the first found of those (divide.py's grow, in its order: the ominoes in the order
   reached, each one's squares in deck order (HEAD, LINK) but the one it gives away, each square's
   neighbours N, E, S, W; a chain that leaves none ends the search). Returns 1 with search_taker and
   search_square, the chain's last step (CAME_FROM and TOOK hold the rest), or 0 when there is no
   chain. B = the square the omino looked from gives away, C = the square whose
   neighbours are looked at, D = that omino, E = the square's EDGES bits still to read.

   A first pass looks only at the grower's unowned neighbours, in the same order (direct_try): the
   search reaches them before any other omino's squares, so the first of them that the grower may
   take without making a domino block is the chain the whole search would end with, and the owned
   neighbours' two ring tests each (may the grower take it, may its owner give it up) are spared.
   Seven grows in ten end there (model, 10x10 into pentominoes); the others search as before, the
   first pass's looks wasted.

   In SM83 assembly: SDCC 4.2 made three to four times the cycles of it in C, and the division was a
   quarter of an 8x8 puzzle's wait. Inline, so that it lives in this file's bank, as the ring masks
   do (divide_ring.inc). */
static uint8_t search(uint8_t grower) __naked
{
    grower;  /* in A */
    __asm
NONE = 0xFF
RING_SIDES = 0x55               ; N, E, S, W in a ring mask

;; The square the omino being searched from gives away (A = _search_given, if any) is hidden from
;; the ring masks: OWNER NONE (show_given undoes it). In line at its two places. Changes H, L.
        .macro  HIDE_GIVEN ?shown
        cp      #NONE
        jr      z, shown
        ld      l, a
        ld      h, #DIV_ASM_PAGE_OWNER
        ld      (hl), #NONE
shown:
        .endm

;; Each neighbour of square C that the grid has (N, E, S, W, by its EDGES bits) to `try` (A = the
;; neighbour; keeps B, C, D, E): on NZ to `found`, after the last one to `next`. Its owner is asked in
;; line first (LOOK), so that most neighbours cost no call: the first pass (`direct` 1) tries only an
;; unowned square, the search none that D owns already (the square D gives away is unowned while it
;; is hidden, and search_try asks about it). On 10x10 into pentominoes half the squares looked at are
;; own squares of the omino.
        .macro  LOOK try, found, direct, after
        ld      l, a
        ld      h, #DIV_ASM_PAGE_OWNER
        ld      a, (hl)
        .if     direct
        inc     a                       ; NONE
        jr      nz, after               ; owned: not a step of its own
        .else
        cp      d
        jr      z, after                ; owned by D already
        .endif
        ld      a, l
        call    try
        jr      nz, found
        .endm

        .macro  EACH_NEIGHBOUR try, found, next, direct, ?east, ?south, ?west
        ld      l, c
        ld      h, #DIV_ASM_PAGE_EDGES
        ld      e, (hl)
        srl     e                       ; N
        jr      c, east
        ld      a, (_div_step + 0)
        add     a, c
        LOOK    try, found, direct, east
east:
        srl     e                       ; E
        jr      c, south
        ld      a, c
        inc     a
        LOOK    try, found, direct, south
south:
        srl     e                       ; S
        jr      c, west
        ld      a, (_div_step + 2)
        add     a, c
        LOOK    try, found, direct, west
west:
        srl     e                       ; W
        jr      c, next
        ld      a, c
        dec     a
        LOOK    try, found, direct, next
        .endm
        ld      e, a
        ld      hl, #_search_number
        inc     (hl)
        ld      d, (hl)
        ld      l, e
        ld      h, #DIV_ASM_PAGE_REACHED
        ld      (hl), d
        ld      h, #DIV_ASM_PAGE_CAME_FROM
        ld      (hl), #NONE
        ld      h, #DIV_ASM_PAGE_TOOK
        ld      (hl), #NONE
        ld      hl, #(DIV_ASM_PAGE_SEARCH << 8)
        ld      (hl), e
        xor     a
        ld      (_search_head), a
        inc     a
        ld      (_search_tail), a
        ld      a, #NONE
        ld      (_search_given), a
        ld      (_best_blocks), a
        ld      a, e                    ; first the unowned neighbours of the grower itself (direct_try)
        ld      (_search_taker), a
        ld      d, a                    ; D = the grower
        ld      b, #NONE                ; (it gives nothing away)
        ld      l, a
        ld      h, #DIV_ASM_PAGE_HEAD
        ld      c, (hl)
direct_square:
        ld      a, c
        cp      #NONE
        jr      z, search_next_omino    ; no direct chain without a domino block: the whole search
        EACH_NEIGHBOUR direct_try, direct_found, direct_next_square, 1
direct_next_square:
        ld      l, c
        ld      h, #DIV_ASM_PAGE_LINK
        ld      c, (hl)
        jr      direct_square
direct_found:
        ld      a, #1
        ret
search_next_omino:
        call    show_given
        ld      a, (_bg_yield_asked)    ; BG_YIELD of background.h, between ominoes (the
        or      a                       ; search state is in memory)
        call    nz, _bg_yield
        ld      a, (_search_head)
        ld      hl, #_search_tail
        cp      (hl)
        jp      z, search_none
        ld      l, a
        inc     a
        ld      (_search_head), a
        ld      h, #DIV_ASM_PAGE_SEARCH
        ld      a, (hl)
        ld      (_search_taker), a  ; the omino whose squares are looked at
        ld      l, a
        ld      h, #DIV_ASM_PAGE_TOOK
        ld      a, (hl)
        ld      (_search_given), a       ; the square it gives away, hidden from its rings
        HIDE_GIVEN
        ld      a, (_search_given)
        ld      b, a                    ; B = the square given away
        ld      a, (_search_taker)
        ld      d, a                    ; D = the omino looked from
        ld      l, a
        ld      h, #DIV_ASM_PAGE_HEAD
        ld      c, (hl)
search_square:
        ld      a, c
        cp      #NONE
        jr      z, search_next_omino
        cp      b
        jr      z, search_next_square
        EACH_NEIGHBOUR search_try, search_found, search_next_square, 0
search_next_square:
        ld      l, c
        ld      h, #DIV_ASM_PAGE_LINK
        ld      c, (hl)
        jr      search_square
search_found:
        call    show_given
        ld      a, #1
        ret
search_none:                            ; the best chain remembered, if any
        ld      a, (_best_blocks)
        inc     a
        ret     z                       ; none (NONE + 1 = 0)
        ld      a, (_best_taker)
        ld      (_search_taker), a
        ld      a, (_best_square)
        ld      (_search_square), a
        ld      a, #1
        ret

;; The square the omino being searched from gives away (_search_given, if any) is its own again.
show_given:
        ld      a, (_search_given)
        cp      #NONE
        ret     z
        ld      l, a
        ld      h, #DIV_ASM_PAGE_OWNER
        ld      a, (_search_taker)
        ld      (hl), a
        ret

;; The first pass of the search (read the comment above the function): square A next to the grower
;; D, unowned (LOOK asked). NZ when D may take it and taking it makes no domino block (_search_square
;; set: the chain is that one step). Z otherwise. Keeps B, C, D and E.
direct_try:
        ld      (_search_square), a
        ld      l, a
        push    bc
        push    de
        ld      a, d
        ld      (_div_ring_omino), a
        ld      a, l
        call    _div_ring_mask
        ld      e, a
        and     #RING_SIDES
        jr      z, direct_no            ; no side on D
        ld      a, e
        call    _div_one_run_of
        jr      z, direct_no
        call    chain_blocks
        or      a
        jr      nz, direct_no           ; it makes a domino block
        pop     de
        pop     bc
        inc     a                       ; NZ
        ret
direct_no:
        pop     de
        pop     bc
        xor     a
        ret

;; Look at square A next to omino D (the one searched from, which gives away square B): may D take
;; it? NZ when it is unowned and may (_search_square set); an owned square D may take whose owner
;; may give it up and was not reached yet is queued. Z otherwise. Keeps B, C, D and E.
search_try:
        cp      b
        ret     z                       ; the square D gives away
        ld      l, a
        ld      h, #DIV_ASM_PAGE_OWNER
        ld      a, (hl)                 ; (not owned by D: LOOK asked)
        ld      h, a                    ; (the holder, for a moment)
        ld      a, l
        ld      (_search_square), a
        ld      a, h
        ld      (_search_holder), a
        cp      #NONE
        jr      z, 1$
        ld      l, a
        ld      h, #DIV_ASM_PAGE_REACHED
        ld      a, (_search_number)
        cp      (hl)
        ret     z                       ; its owner was reached already
1$:
        push    bc
        push    de
        ld      a, d                    ; may it join D (whose square B is hidden)?
        ld      (_div_ring_omino), a
        ld      a, (_search_square)
        call    _div_ring_mask
        ld      e, a
        and     #RING_SIDES
        jr      z, search_pop_no        ; no side on D
        ld      a, e
        call    _div_one_run_of
        jr      z, search_pop_no
        ld      a, (_search_holder)
        cp      #NONE
        jr      z, search_chain_end     ; unowned: a chain ends here
        ld      (_div_ring_omino), a    ; may it leave its owner?
        ld      a, (_search_square)
        call    _div_ring_mask
        call    _div_one_run_of
        jr      z, search_pop_no
        ld      a, (_search_holder)      ; the owner gives the square up: reach it
        ld      l, a
        ld      h, #DIV_ASM_PAGE_REACHED
        ld      a, (_search_number)
        ld      (hl), a
        ld      h, #DIV_ASM_PAGE_CAME_FROM
        ld      a, (_search_taker)
        ld      (hl), a
        ld      h, #DIV_ASM_PAGE_TOOK
        ld      a, (_search_square)
        ld      (hl), a
        ld      a, (_search_tail)
        ld      l, a
        inc     a
        ld      (_search_tail), a
        ld      h, #DIV_ASM_PAGE_SEARCH
        ld      a, (_search_holder)
        ld      (hl), a
search_pop_no:
        pop     de
        pop     bc
        xor     a
        ret
search_pop_yes:
        pop     de
        pop     bc
        ld      a, #1
        or      a
        ret
search_chain_end:                       ; take it if it makes no domino block, else remember the
        call    chain_blocks            ; first with the fewest and search on
        or      a
        jr      z, search_pop_yes
        ld      hl, #_best_blocks
        cp      (hl)
        jr      nc, search_pop_no
        ld      (hl), a
        ld      a, (_search_taker)
        ld      (_best_taker), a
        ld      a, (_search_square)
        ld      (_best_square), a
        jr      search_pop_no

;; From omino C (the chain's last taker) back to the grower: each omino's TOOK square gets OWNER
;; `owner`, register B (the omino it is given to, CAME_FROM) or C (the omino itself). Changes A, B, C,
;; H, L.
        .macro  CHAIN_STEPS owner, ?step, ?done
step:
        ld      l, c
        ld      h, #DIV_ASM_PAGE_CAME_FROM
        ld      b, (hl)
        ld      a, b
        cp      #NONE
        jr      z, done
        ld      h, #DIV_ASM_PAGE_TOOK
        ld      l, (hl)
        ld      h, #DIV_ASM_PAGE_OWNER
        ld      (hl), owner
        ld      c, b
        jr      step
done:
        .endm

;; A = the domino blocks among the 2x2 blocks holding _search_square once the chain that ends with
;; _search_taker taking it is made (divide.py: domino_blocks_made): its moves are made on OWNER, the
;; blocks counted, and the moves taken back; the square the omino searched from gives away is hidden
;; again (OWNER NONE). Each omino on the chain gives TOOK to CAME_FROM; the grower has CAME_FROM NONE.
;; Changes every register.
chain_blocks:
        ld      a, (_search_square)     ; make the moves: the square to the last taker ...
        ld      l, a
        ld      h, #DIV_ASM_PAGE_OWNER
        ld      a, (_search_taker)
        ld      (hl), a
        ld      c, a
        CHAIN_STEPS b                   ; ... and each TOOK to its CAME_FROM
        xor     a                       ; count
        ld      (_blocks_made), a
        ld      a, (_search_square)
        call    square_blocks
        ld      a, (_search_square)     ; take the moves back
        ld      l, a
        ld      h, #DIV_ASM_PAGE_OWNER
        ld      (hl), #NONE
        ld      a, (_search_taker)
        ld      c, a
        CHAIN_STEPS c                   ; each TOOK back to the omino it came from
        ld      a, (_search_given)
        HIDE_GIVEN
        ld      a, (_blocks_made)
        ret

;; _blocks_made += the domino blocks among the 2x2 blocks on the grid that hold square A: the ones it
;; is the SE, SW, NE and NW square of (EDGES bits 0 N, 1 E, 2 S, 3 W say which are off the grid).
;; B = the EDGES bits, C = the square. Changes every register.
square_blocks:
        ld      c, a
        ld      l, a
        ld      h, #DIV_ASM_PAGE_EDGES
        ld      b, (hl)
        ld      a, b
        and     #0x09
        jr      nz, 1$
        ld      a, (_div_ring_step + 7)
        add     a, c
        call    domino_block
1$:
        ld      a, b
        and     #0x03
        jr      nz, 2$
        ld      a, (_div_step + 0)
        add     a, c
        call    domino_block
2$:
        ld      a, b
        and     #0x0C
        jr      nz, 3$
        ld      a, c
        dec     a
        call    domino_block
3$:
        ld      a, b
        and     #0x06
        ret     nz
        ld      a, c
        ;; fall through

;; _blocks_made + 1 if the 2x2 block whose NW square is A is two parallel dominoes of two ominoes
;; (divide.py: domino_block): rows NW = NE, SW = SE, NW != SW, or columns NW = SW, NE = SE, NW != NE,
;; with no square unowned. D = NW, E = NE, HL at SW. Keeps B and C.
domino_block:
        ld      l, a
        ld      h, #DIV_ASM_PAGE_OWNER
        ld      d, (hl)
        inc     l
        ld      e, (hl)
        ld      a, (_div_width)
        add     a, l
        ld      l, a
        ld      a, (hl)                 ; SE
        dec     l
        cp      e
        jr      z, 1$                   ; SE = NE: columns, if any
        cp      (hl)
        ret     nz                      ; rows need SE = SW ...
        ld      a, d
        cp      e
        ret     nz                      ; ... NW = NE ...
        cp      (hl)
        ret     z                       ; ... and NW != SW
        inc     a
        ret     z                       ; NW unowned
        ld      a, (hl)
        jr      2$
1$:
        ld      a, d
        cp      (hl)
        ret     nz                      ; columns need NW = SW ...
        cp      e
        ret     z                       ; ... and NW != NE
        inc     a
        ret     z                       ; NW unowned
        ld      a, e
2$:
        inc     a
        ret     z                       ; the other domino unowned
        ld      hl, #_blocks_made
        inc     (hl)
        ret
    __endasm;
}

/* Take `square` out of the list of `from`, whose it is. */
static void unlink_square(uint8_t square, uint8_t from)
{
    uint8_t cell = DIV_HEAD(from);
    uint8_t next;
    if (cell == square) {
        DIV_HEAD(from) = DIV_LINK(square);
        return;
    }
    for (;;) {
        next = DIV_LINK(cell);
        if (next == square)
            break;
        cell = next;
    }
    DIV_LINK(cell) = DIV_LINK(square);
}

/* Put `square` into the list of `to` at its place in deck order. */
static void link_square(uint8_t square, uint8_t to)
{
    uint8_t position = DIV_POSITION(square);
    uint8_t cell = DIV_HEAD(to);
    uint8_t next;
    if (cell == DIV_NONE || DIV_POSITION(cell) > position) {
        DIV_LINK(square) = cell;
        DIV_HEAD(to) = square;
        return;
    }
    for (;;) {
        next = DIV_LINK(cell);
        if (next == DIV_NONE || DIV_POSITION(next) > position)
            break;
        cell = next;
    }
    DIV_LINK(square) = next;
    DIV_LINK(cell) = square;
}

/* The chain ends with `last` taking `square`; each omino on it takes the square its successor gave. */
static void apply(uint8_t last, uint8_t square)
{
    uint8_t taker = last;
    uint8_t took;
    uint8_t from;
    while (taker != DIV_NONE) {
        from = DIV_OWNER(square);
        if (from != DIV_NONE)
            unlink_square(square, from);
        DIV_OWNER(square) = taker;
        link_square(square, taker);
        took = DIV_TOOK(taker);
        taker = DIV_CAME_FROM(taker);
        square = took;
    }
}

/* The ominoes grown in rounds: all of them (an attempt: regrow_count 0), else the regrow_count ominoes
   listed in increasing order at REGROW (regrow_pair's two, a repair's: the others are whole). */
#define REGROW(i) PAGE_AT(PAGE_DIV_ROUND, (uint8_t)(DIV_REGROW_AT + (i)))
static uint8_t regrow_count;

/* Grow the smallest ominoes `steps` times (divide.py's grow_smallest). A chain of steals leaves every
   omino but the grower its size, so "the smallest" are the ominoes not grown yet in this round:
   ROUND[0 .. left) in increasing order, as the model lists its candidates. The one picked leaves the
   list (the rest move down); an empty list starts the next round. 0 when no chain grows the one
   picked. */
static uint8_t grow_smallest(uint8_t steps)
{
    uint8_t o;
    uint8_t left = 0;
    uint8_t pick;
    search_number = 0;  /* at most 254 searches a call: fewer than 255 squares to add */
    for (o = 0; o != div_ominoes; o++)
        DIV_REACHED(o) = 0;
    for (; steps; steps--) {
        if (!left) {
            if (regrow_count) {
                for (o = 0; o != regrow_count; o++)
                    DIV_ROUND(o) = REGROW(o);
                left = regrow_count;
            } else {
                for (o = 0; o != div_ominoes; o++)
                    DIV_ROUND(o) = o;
                left = div_ominoes;
            }
        }
        BG_YIELD();
        pick = prng_at_most((uint8_t)(left - 1u));
        o = DIV_ROUND(pick);
        for (left--; pick != left; pick++)
            DIV_ROUND(pick) = DIV_ROUND((uint8_t)(pick + 1u));
        if (!search(o))  /* the chain of steals that grows it */
            return 0;
        apply(search_taker, search_square);
    }
    return 1;
}

/* One attempt: seeds from the deck, then grow the smallest ominoes until every square is owned. */
static uint8_t attempt(void)
{
    uint8_t o;

    prng_shuffle(div_cells, PAGE_DIV_DIVISION_DECK);
    for (o = 0; o != div_cells; o++) {
        DIV_OWNER(o) = DIV_NONE;
        DIV_POSITION(DIV_DIVISION_DECK(o)) = o;
    }
    for (o = 0; o != div_ominoes; o++) {
        DIV_OWNER(DIV_DIVISION_DECK(o)) = o;
        DIV_HEAD(o) = DIV_DIVISION_DECK(o);
        DIV_LINK(DIV_DIVISION_DECK(o)) = DIV_NONE;
    }
    regrow_count = 0;
    return grow_smallest((uint8_t)(div_cells - div_ominoes));
}

/* divide.py's swappable_square (read its essay and puzzle.py's): a 2x2 square that two ominoes share as
   two parallel dominoes, with two diagonal corners whose sides away from the square face neither of
   them, lets those corners trade ominoes without changing any clue. divide divides such a pair
   again once (regrow_pair); the generator drops a division that still has one. */
static const uint8_t edge_bit[4] = DIV_EDGE_BITS;
static uint8_t pair_a;
static uint8_t pair_b;
static uint8_t square_a;  /* the two corners that can trade, when div_swappable_square finds them */
static uint8_t square_b;

/* Does side d of `cell` face the grid's edge or an omino other than pair_a and pair_b? */
static uint8_t faces_elsewhere(uint8_t cell, uint8_t d)
{
    uint8_t owner;
    if (DIV_EDGES(cell) & edge_bit[d])
        return 1;
    owner = DIV_OWNER((uint8_t)(cell + div_step[d]));
    return owner != pair_a && owner != pair_b;
}

/* The north-west square of the first 2x2 block from `from` on (in reading order) that two ominoes share
   as two parallel dominoes (divide.py's domino_block), or DIV_NONE: rows NW = NE, SW = SE, NW != SW,
   or columns NW = SW, NE = SE, NW != NE (a finished division owns every square). In SM83 assembly:
   SDCC 4.2 took about 750 cycles a block in C, and the scan runs over the whole board after every
   division and second chance. B = the width, C = the north-west square, D = its omino, E = the last
   row's first square (no block starts there or after). */
static uint8_t next_domino_block(uint8_t from) __naked
{
    from;  /* in A */
    __asm
        ld      c, a
        ld      a, (_div_width)
        ld      b, a
        ld      a, (_div_cells)
        sub     b
        ld      e, a
1$:
        ld      a, c
        cp      e
        jr      nc, 9$                  ; no block left
        ld      l, c
        ld      h, #DIV_ASM_PAGE_EDGES
        bit     1, (hl)                 ; DIV_EDGE_E: the last column starts no block
        jr      nz, 8$
        ld      h, #DIV_ASM_PAGE_OWNER
        ld      d, (hl)                 ; NW
        inc     l
        ld      a, (hl)                 ; NE
        cp      d
        jr      nz, 4$
        ld      a, l                    ; rows: SE and SW the same, not NW
        add     a, b
        ld      l, a
        ld      a, (hl)                 ; SE
        cp      d
        jr      z, 8$
        dec     l
        cp      (hl)                    ; SW
        jr      z, 7$
        jr      8$
4$:
        push    af                      ; columns: SW is NW, SE is NE (not NW)
        ld      a, l
        add     a, b
        ld      l, a
        dec     l
        ld      a, (hl)                 ; SW
        cp      d
        jr      nz, 5$
        inc     l
        pop     af
        cp      (hl)                    ; SE
        jr      z, 7$
        jr      8$
5$:
        pop     af
8$:
        inc     c
        jr      1$
7$:
        ld      a, c
        ret
9$:
        ld      a, #0xFF
        ret
    __endasm;
}

uint8_t div_swappable_square(void) BANKED
{
    uint8_t north_west = 0;
    uint8_t north_east;
    uint8_t south_west;
    uint8_t south_east;
    while ((north_west = next_domino_block(north_west)) != DIV_NONE) {
        north_east = (uint8_t)(north_west + 1u);
        south_west = (uint8_t)(north_west + div_width);
        south_east = (uint8_t)(south_west + 1u);
        pair_a = DIV_OWNER(north_west);
        pair_b = DIV_OWNER(south_east);
        if (faces_elsewhere(north_west, DIV_NORTH) && faces_elsewhere(north_west, DIV_WEST)
            && faces_elsewhere(south_east, DIV_SOUTH) && faces_elsewhere(south_east, DIV_EAST)) {
            square_a = north_west;
            square_b = south_east;
            return 1;
        }
        if (faces_elsewhere(north_east, DIV_NORTH) && faces_elsewhere(north_east, DIV_EAST)
            && faces_elsewhere(south_west, DIV_SOUTH) && faces_elsewhere(south_west, DIV_WEST)) {
            square_a = north_east;
            square_b = south_west;
            return 1;
        }
        north_west++;
    }
    return 0;
}

/* divide.py's regrow_pair, on the division attempt made (its DIVISION_DECK, POSITION and lists): every
   square of the ominoes holding a and b but those two is unowned, and the two grow again from them,
   the smaller omino first each round. 0 when no chain grows one of them. */
static uint8_t regrow_pair(uint8_t a, uint8_t b)
{
    uint8_t cell;
    uint8_t o;
    uint8_t low = DIV_OWNER(a);
    uint8_t high = DIV_OWNER(b);
    if (low > high) {
        o = low;
        low = high;
        high = o;
    }
    REGROW(0) = low;
    REGROW(1) = high;
    regrow_count = 2;
    for (cell = 0; cell != div_cells; cell++) {
        o = DIV_OWNER(cell);
        if ((o == low || o == high) && cell != a && cell != b)
            DIV_OWNER(cell) = DIV_NONE;
    }
    DIV_HEAD(DIV_OWNER(a)) = a;
    DIV_LINK(a) = DIV_NONE;
    DIV_HEAD(DIV_OWNER(b)) = b;
    DIV_LINK(b) = DIV_NONE;
    return grow_smallest((uint8_t)((div_k - 1u) << 1));
}

/* Whether the division second_chances finished may still have a swappable square: 0 when its last
   look found none, 1 when its tries ran out (divide's result). */
static uint8_t square_maybe_left;

/* divide.py's second_chances: the pair of the first swappable square divided again, up to
   DIV_REGROW_TRIES times while one is left; 0 if a regrowth fails. */
static uint8_t second_chances(void)
{
    uint8_t tries;
    square_maybe_left = 1;
    for (tries = DIV_REGROW_TRIES; tries; tries--) {
        if (!div_swappable_square()) {
            square_maybe_left = 0;
            return 1;
        }
        if (!regrow_pair(square_a, square_b))
            return 0;
    }
    return 1;
}

/* divide.py's repair on a finished division (OWNER; the rest of the divider's pages may hold anything):
   a new deck, POSITION from it; the flagged ominoes listed at REGROW (the flags read in place: the
   list never overtakes them), each keeping its first square in the deck and giving up the rest (REACHED
   marks them: 1 listed, 2 its square kept); every omino's list in deck order threaded anew (HEAD,
   LINK); then the listed ones grow back, and the second chances. */
uint8_t div_repair(void) BANKED
{
    uint8_t o;
    uint8_t i;
    uint8_t square;
    regrow_count = 0;
    for (o = 0; o != div_ominoes; o++) {
        DIV_REACHED(o) = DIV_REPAIR(o) ? 1u : 0u;
        DIV_HEAD(o) = DIV_NONE;
        if (DIV_REACHED(o))
            REGROW(regrow_count++) = o;
    }
    prng_shuffle(div_cells, PAGE_DIV_DIVISION_DECK);
    for (i = 0; i != div_cells; i++) {
        square = DIV_DIVISION_DECK(i);
        DIV_POSITION(square) = i;
        o = DIV_OWNER(square);
        if (DIV_REACHED(o) == 2u)
            DIV_OWNER(square) = DIV_NONE;
        else if (DIV_REACHED(o))
            DIV_REACHED(o) = 2u;
    }
    i = div_cells;
    do {
        square = DIV_DIVISION_DECK(--i);
        o = DIV_OWNER(square);
        if (o != DIV_NONE) {
            DIV_LINK(square) = DIV_HEAD(o);
            DIV_HEAD(o) = square;
        }
    } while (i);
    if (grow_smallest((uint8_t)(regrow_count * (uint8_t)(div_k - 1u))) && second_chances())
        return square_maybe_left;
    div_restarts++;
    return DIV_REPAIR_FAILED;
}

/* An attempt, and the second chances of a division with a swappable square (divide.py's divide). */
uint8_t divide(void) BANKED
{
    while (!attempt() || !second_chances())
        div_restarts++;
    return square_maybe_left;
}

/* The SM83 assembly only this file calls, in this file's bank (banking.h). */
ASSEMBLE_IN_THIS_BANK(".include \"divide_ring.inc\"")
