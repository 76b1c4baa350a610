/* The Palisade deduction solver on the device: the model's (codegen/puzzles/palisade/solve.py) rules
   and representation; read its essay first. The rules are monotone, so what they reach does not
   depend on the order they run in: this file keeps the model's queue order anyway, so that a
   difference would show at once (a cell without a clue decides its sides one at a time, which
   reaches what the model's choices do; pal_rules.s says why). The rules themselves, the queue loop
   and deciding sides are in pal_rules.s; here are the start, the clues, Easy's corner rule, the last
   step (areas closed at k cells) and the generator's solves.

   State: SIDES holds each cell's four sides in one byte, two bits a side (N lowest, then E, S, W:
   unknown 0, border 1, open 2; the grid's edge is a border), so a cell's whole surroundings are one
   load, and the tables pal_unknown_mask / pal_border_mask turn it into a 4-bit mask of sides. A side
   is written in both cells' bytes. LABEL is each cell's piece, NEXT threads each piece into a ring,
   PIECE_SIZE is kept at the label. Cells and pieces waiting to be examined are in two FIFO rings
   (CELL_QUEUE, PIECE_QUEUE, 8-bit heads and tails: a cell or piece is in its ring at most once,
   marked in QUEUED; at Easy a third ring, CORNER_QUEUE, holds corners for the corner rule). Every
   function that can meet a contradiction returns 0 for it.

   Written for SDCC: hot values live in file-level statics rather than on the stack (the SM83 reaches
   a static in one instruction, a stack slot in two), the small steps are macros, loops run over
   4-bit side masks. */
#pragma bank 255

#include <string.h>

#include "palisade.h"

#include "background.h"

#define QUEUED_CELL 1u  /* QUEUED's bits (pal_rules.s: bit 1 is a piece waiting) */

static const uint8_t edge_bit[4] = DIV_EDGE_BITS;
static const uint8_t side_shift[4] = {0u, 2u, 4u, 6u};

uint16_t pal_unknown_sides;
uint16_t pal_walls_decided;  /* borders decided between two cells (pal_rules.s's WRITE_SIDE counts them) */
/* the log's entries that hold the last removal test's run, closure and all (pal_solve_without): its
   proof (pal_mark_proof) */
static uint16_t proof_facts;

/* Nonzero when the board holds exactly the log's first pal_log_count sides, as pal_set_side or
   replay_log left them (LOG_JOINS holding the label each join gave up), with nothing queued: then
   undo_log can take it back to any shorter prefix. A solve from scratch or a contradiction ends that. */
static uint8_t board_logged;

#define SIDE_STATE(cell, d) ((uint8_t)(PAL_SIDES(cell) >> side_shift[d]) & 3u)
#define ACROSS(cell, d) ((uint8_t)((cell) + div_step[d]))

#define QUEUE_CELL(c)                                   \
    do {                                                \
        uint8_t queued_ = (c);                          \
        if (!(PAL_QUEUED(queued_) & QUEUED_CELL)) {     \
            PAL_QUEUED(queued_) |= QUEUED_CELL;         \
            PAL_CELL_QUEUE(pal_cell_tail) = queued_;        \
            pal_cell_tail++;                                \
        }                                               \
    } while (0)

/* Deciding a side (pal_set_side), joining pieces and queueing what a change touches are in
   pal_rules.s: the model's set_side, join and touch_join, step for step. */
#define set_side(cell, d, value) pal_set_side((cell), (uint8_t)(((value) << 2) | (d)))

/* The model's clue pairs between `cell` and its neighbours on `sides` (PAL_EDGE_ bits): two clue cells
   a, b side by side in one region would make it at least 8 - a - b cells, and two 3s a closed region
   of 2; when that cannot be, their side is a border, which needs both clues. 0 on a contradiction.
   The clues shown are always the division's own (TRUTH's), so which neighbours' clues would pair with
   the cell's is known once the division is: pal_count_borders keeps it in TRUTH's bits 3-6 (N, E, S,
   W), and the rule asks only whether the cell and those neighbours show their clues. Only the cell's
   unknown sides are looked at (the grid's edge never is): clue pairs only ever make borders, so on a
   fresh board (start) every side decided is one of theirs already, and where a clue is shown on a
   closed board (add_clue) a decided side is right. In SM83 assembly: every clue the generator shows
   runs it (the loop over four sides that asked the clues themselves took 860 cycles a clue shown, the
   median 10x10 Easy puzzle 5.3 frames; most clues pair with none of their neighbours). C = the cell, D
   = the side, E = the sides left. */
static uint8_t clue_pairs(uint8_t cell, uint8_t sides) __naked
{
    cell;   /* in A */
    sides;  /* in E */
    __asm
        ld      c, a
        ld      l, a
        ld      h, #PAL_ASM_PAGE_TRUTH
        ld      a, (hl)
        rrca
        rrca
        rrca
        and     e
        and     #0x0F
        jr      z, 9$                   ; no neighbour asked about pairs with it
        ld      e, a
        ld      h, #PAL_ASM_PAGE_CLUES
        ld      a, (hl)
        inc     a
        jr      z, 9$                   ; no clue shown (PAL_NONE): nothing pairs
        ld      h, #PAL_ASM_PAGE_SIDES
        ld      a, (hl)
        ld      hl, #_pal_unknown_mask
        add     a, l
        ld      l, a
        jr      nc, 0$
        inc     h
0$:
        ld      a, (hl)
        and     e
        jr      z, 9$                   ; none of them unknown
        ld      e, a                    ; the unknown sides whose clues pair
        ld      d, #0
1$:
        srl     e
        jr      nc, 5$
        ld      hl, #_div_step
        ld      a, l
        add     a, d
        ld      l, a
        jr      nc, 2$
        inc     h
2$:
        ld      a, c
        add     a, (hl)
        ld      l, a
        ld      h, #PAL_ASM_PAGE_CLUES
        ld      a, (hl)
        inc     a
        jr      z, 5$                   ; the cell across shows no clue
        ld      a, #3                   ; PAL_MADE_BY_CELL | PAL_MADE_BY_OTHER
        ld      (_pal_made_by), a
        push    bc
        push    de
        ld      a, d
        or      #4                      ; PAL_BORDER << 2
        ld      e, a
        ld      a, c
        call    _pal_set_side
        pop     de
        pop     bc
        ld      l, a
        xor     a
        ld      (_pal_made_by), a
        or      l
        ret     z
5$:
        inc     d
        ld      a, e
        or      a
        jr      nz, 1$
9$:
        ld      a, #1
        ret
    __endasm;
}

/* --- the cell rule ---------------------------------------------------------------------------- */

/* pal_cell_rule (pal_rules.s) is the model's cell rule whole: the sides of the cell that face one piece
   go together, pal_cell_ways tries every choice of which faced pieces join the cell's own, and what
   every possible choice agrees on is decided; the unknown sides inside the cell's own piece are
   opened. */
/* The piece rule and the loop that runs the rules until the queues are empty are pal_rules.s's too:
   a piece short of k cells must grow (no unknown side is a contradiction, and when every unknown side
   faces one other piece it joins that piece). */
/* A board with no side decided and nothing queued (pal_rules_begin has run since the SPARE page was
   last someone else's: pal_solve and pal_deck_closures call it; the removal tests follow the latter). */
static void clear_board(void)
{
    pal_unknown_sides = pal_inner_sides;
    pal_walls_decided = 0;
    pal_cell_head = pal_cell_tail = pal_piece_head = pal_piece_tail = 0;
    pal_corner_head = pal_corner_tail = 0;
    pal_made_by = 0;
    pal_clear_cells();
}

static uint8_t start(void)
{
    uint8_t cell;
    board_logged = 0;
    clear_board();
    for (cell = 0; cell != div_cells; cell++) {
        BG_YIELD();
        if (!clue_pairs(cell, DIV_EDGE_E | DIV_EDGE_S))
            return 0;
    }
    /* Only the clue cells can conclude anything yet (solve.py's start() says why); whatever the
       clue pairs decided has queued its own cells and pieces. */
    for (cell = 0; cell != div_cells; cell++)
        if (PAL_CLUES(cell) != PAL_NONE)
            QUEUE_CELL(cell);
    return pal_propagate();
}

/* The model's Board.add_clue: the rules that read the clue shown in CLUES at the cell (its clue pairs
   and its cell rule) are the only ones that can add to a closed state. In SM83 assembly (the generator
   shows 430 clues a 10x10 puzzle; SDCC's call and queueing took 350 cycles of each). B = the cell
   (clue_pairs keeps it). */
static uint8_t add_clue(uint8_t cell) __naked
{
    cell;  /* in A */
    __asm
        ld      b, a
        ld      e, #0x0F                ; DIV_EDGE_N | E | S | W
        call    _clue_pairs
        or      a
        ret     z
        ld      l, b                    ; QUEUE_CELL
        ld      h, #PAL_ASM_PAGE_QUEUED
        bit     0, (hl)
        jr      nz, 1$
        set     0, (hl)
        ld      hl, #_pal_cell_tail
        ld      a, (hl)
        inc     (hl)
        ld      l, a
        ld      h, #PAL_ASM_PAGE_CELL_QUEUE
        ld      (hl), b
1$:
        ld      a, #1
        ret
    __endasm;
}

/* --- the generator's proof marks (SM83 assembly, in this file's bank) ----------------------- */

/* Mark in TRUTH (bit 7, PAL_PROOF_NEEDS) the clue cells the log's first `facts` entries name (LOG_HOW
   bit 4 the low cell, bit 5 the high one), and clear it for the rest: a removal test logs what it
   decides past its closure's facts, so those entries are the whole run that passed. HL walks LOG_HOW
   (an entry's LOG_CELL is LOG_HOW_ON pages back, read only for an entry that needed a clue); E counts
   the entries of a round of 256 down, D the rounds. */
#define LOG_HOW_ON (PAL_ASM_PAGE_LOG_HOW - PAL_ASM_PAGE_LOG_CELL)
static void mark_proof(uint16_t facts) __naked
{
    facts;  /* in DE */
    __asm
        ld      a, (_div_cells)
        ld      b, a
        ld      hl, #(PAL_ASM_PAGE_TRUTH << 8)
1$:
        res     7, (hl)
        inc     l
        dec     b
        jr      nz, 1$
        ld      a, d
        or      e
        ret     z
        ld      a, e
        or      a
        jr      z, 8$
        inc     d                       ; a partial round first
8$:
        ld      hl, #(PAL_ASM_PAGE_LOG_HOW << 8)
2$:
        ld      a, (hl)
        and     #0x30
        jr      nz, 3$                  ; it needed a clue
9$:
        inc     hl
        dec     e
        jr      nz, 2$
        dec     d
        jr      nz, 2$
        ret
3$:
        ld      c, (hl)                 ; C = how
        push    hl
        ld      a, h
        sub     #LOG_HOW_ON
        ld      h, a
        ld      b, (hl)                 ; B = its low cell
        ld      h, #PAL_ASM_PAGE_TRUTH
        bit     4, c
        jr      z, 4$
        ld      l, b
        set     7, (hl)
4$:
        bit     5, c
        jr      z, 7$
        ld      a, b                    ; the high cell: east + 1, south + width
        bit     0, c
        jr      z, 5$
        inc     a
        jr      6$
5$:
        ld      hl, #_div_width
        add     a, (hl)
        ld      h, #PAL_ASM_PAGE_TRUTH
6$:
        ld      l, a
        set     7, (hl)
7$:
        pop     hl
        jr      9$
    __endasm;
}

void pal_mark_proof(void) BANKED
{
    mark_proof(proof_facts);
}

/* --- Easy's corner rule and the last step ---------------------------------------------------- */

uint8_t pal_corner_head;
uint8_t pal_corner_tail;

/* The corner rule and its queue are pal_rules.s's (pal_queue_side_corners, pal_corner). */

/* Tatham's last step (solve.py's finish): do the walls decided close every area at exactly k cells?
   With the division's own clues (the generator's solves, and pal_solve after them) that is exactly
   "every wall of the division is decided": the walls decided are walls of the division (the rules are
   sound), so when they are all of them the areas are its regions; and when one is missing, the two
   regions it parts share an area of 2k cells or more. So the question is a count: the division's walls
   (pal_walls, from its clues: each wall is counted by the clues of both its cells, the grid's edge by
   one) against the borders decided, counted as they are written (pal_walls_decided: WRITE_SIDE,
   replay_log and undo_log keep it) or, for a state that is a prefix of the log, in the log itself,
   with no board needed. */
static uint16_t pal_walls;

static void count_division_walls(void)
{
    uint16_t counted = 0;
    uint8_t cell;
    for (cell = 0; cell != div_cells; cell++)
        counted += PAL_TRUE_CLUE(cell);
    pal_walls = (counted - 2u * (div_width + div_height)) >> 1;
}

/* The borders among the log's first `facts` sides (LOG_HOW: value << 2 | side). */
static uint16_t log_walls(uint16_t facts)
{
    const uint8_t *how = &PAL_LOG_HOW(0);
    uint16_t walls = 0;
    for (; facts; facts--, how++)
        if ((uint8_t)(*how & (3u << 2)) == (uint8_t)(PAL_BORDER << 2))
            walls++;
    return walls;
}

/* After the rules have run dry: is the division decided? Every side is, or every wall is (the areas
   are the regions: no other division fits, since any has these walls and maybe more, and more would
   cut a region of k smaller). */
static uint8_t decided(void)
{
    return !pal_unknown_sides || pal_walls_decided == pal_walls;
}

/* The areas are the regions: every side still unknown is open, decided here so that SIDES and LABEL
   hold the whole solution. */
static void open_the_rest(void)
{
    uint8_t cell;
    for (cell = 0; cell != div_cells; cell++) {
        if (SIDE_STATE(cell, DIV_EAST) == PAL_UNKNOWN)
            set_side(cell, DIV_EAST, PAL_OPEN);
        if (SIDE_STATE(cell, DIV_SOUTH) == PAL_UNKNOWN)
            set_side(cell, DIV_SOUTH, PAL_OPEN);
    }
    pal_propagate();  /* (it finds nothing new: it empties the queues) */
}

uint8_t pal_solve(uint8_t most) BANKED
{
    uint8_t level;
    pal_rules_begin();
    for (level = PAL_LEVEL_EASY; level <= most; level++) {
        pal_easy_rules = level == PAL_LEVEL_EASY;
        if (!start())
            return PAL_UNSOLVED;
        if (decided()) {
            open_the_rest();
            return level;
        }
    }
    return PAL_UNSOLVED;
}

/* Decide the log's first `count` sides again on a fresh board, as pal_set_side would leave them but
   without the rules: no queueing, no checks (the log holds facts of every solution), and an open side
   joins the two pieces the way pal_set_side does (the low cell's piece keeps its label on a tie), so
   LABEL and NEXT come out the same; each join pushes the label it gave up on LOG_JOINS again and
   marks its side joined (undo_log reads both). The caller empties LOG_JOINS first. In SM83 assembly,
   in this file's bank (bank 0 is nearly full on GBDK-2020); the join is pal_rules.s's (bank 0). HL
   walks LOG_CELL, BC counts down; each side is D's side E as the log says (E: value << 2 | 1 east,
   2 south; D: the low cell). */
static void replay_log(uint16_t count) __naked
{
    count;  /* in DE */
    __asm
        ld      a, d
        or      e
        ret     z
        ld      hl, #_pal_unknown_sides ; each a side unknown until now: the log decides a side once
        ld      a, (hl)
        sub     e
        ld      (hl+), a
        ld      a, (hl)
        sbc     a, d
        ld      (hl), a
        ld      b, d
        ld      c, e                    ; BC = sides left
        ld      hl, #(PAL_ASM_PAGE_LOG_CELL << 8)
replay_next:
        ld      a, (_bg_yield_asked)    ; BG_YIELD of background.h
        or      a
        jr      z, 7$
        push    bc
        push    hl
        call    _bg_yield
        pop     hl
        pop     bc
7$:
        push    bc
        push    hl
        ld      d, (hl)                 ; D = the low cell
        ld      a, h
        add     a, #LOG_HOW_ON
        ld      h, a
        ld      e, (hl)                 ; E = how
        ld      a, e
        and     #0x0C                   ; value << 2: the bits of the east side
        ld      h, #PAL_ASM_PAGE_SIDES
        ld      l, d
        bit     0, e
        jr      z, 1$
        or      (hl)                    ; east: value << 2 here, value << 6 (west) in cell + 1
        ld      (hl), a
        inc     l
        ld      a, e
        and     #0x0C
        swap    a
        jr      2$
1$:
        add     a, a                    ; south: value << 4 here, value (north) in cell + width
        add     a, a
        or      (hl)
        ld      (hl), a
        ld      a, (_div_step + 2)
        add     a, l
        ld      l, a
        ld      a, e
        and     #0x0C
        rrca
        rrca
2$:
        or      (hl)
        ld      (hl), a                 ; L = the high cell
        ld      a, e
        and     #0x0C
        cp      #(2 << 2)
        jr      z, 5$
        ld      hl, #_pal_walls_decided ; a border joins nothing, and is one wall more
        inc     (hl)
        jr      nz, 4$
        inc     hl
        inc     (hl)
        jr      4$
5$:
        ld      h, #PAL_ASM_PAGE_LABEL
        ld      e, (hl)                 ; E = the piece of the high cell
        ld      l, d
        ld      d, (hl)                 ; D = the piece of the low cell
        ld      a, d
        cp      e
        jr      z, 4$                   ; inside one piece
        ld      h, #PAL_ASM_PAGE_PIECE_SIZE
        ld      l, d
        ld      a, (hl)
        ld      l, e
        add     a, (hl)
        ld      c, a
        call    _pal_join_merge         ; E = the label given up
        ld      hl, #_pal_join_count
        ld      a, (hl)
        inc     (hl)
        ld      l, a
        ld      h, #PAL_ASM_PAGE_LOG_JOINS
        ld      (hl), e
        ld      b, #0x40                ; PAL_LOG_JOINED
        jr      3$
4$:
        ld      b, #0
3$:
        pop     hl
        ld      a, h
        add     a, #LOG_HOW_ON
        ld      h, a
        ld      a, (hl)
        and     #0xBF
        or      b
        ld      (hl), a
        ld      a, h
        sub     #LOG_HOW_ON
        ld      h, a
        inc     hl
        pop     bc
        dec     bc
        ld      a, b
        or      c
        jp      nz, replay_next
        ret
    __endasm;
}

/* Take the board that holds the log's pal_log_count sides (as pal_set_side or replay_log left them,
   nothing queued) back to its first `count` sides, the state replay_log(count) makes on a fresh board,
   and cut the log to them. Last first, each side is made unknown in both cells, and one whose opening
   joined two pieces (LOG_HOW's joined bit) parts them, the label the join gave up popped from
   LOG_JOINS (the label kept is the one its cells have now, every later join being undone already):
   the rings' splice is undone by swapping the two labels' NEXT back, the given-up ring's cells take
   their label back, and the kept label's size loses theirs (the given-up label's size was never
   changed). A removal test starts here instead of from a cleared board and a replay of the log: only
   what the last test added and the log past this test's closure are undone. In SM83 assembly, in
   this file's bank. HL walks LOG_CELL back, BC counts down, DE is the side's SIDES byte; only a side
   that joined two pieces saves them, for the parting. */
#if LOG_HOW_ON != 2
#error "undo_log steps from LOG_CELL to LOG_HOW by two pages"
#endif
static void undo_log(uint16_t count) __naked
{
    count;  /* in DE */
    __asm
        ld      hl, #_pal_log_count
        ld      a, (hl+)
        ld      h, (hl)
        ld      l, a                    ; HL = the length of the log
        ld      a, e
        ld      (_pal_log_count), a     ; the log is cut to `count`
        ld      a, d
        ld      (_pal_log_count + 1), a
        ld      a, l
        sub     e
        ld      c, a
        ld      a, h
        sbc     a, d
        ld      b, a                    ; BC = the sides to undo
        or      c
        ret     z
        push    hl
        ld      hl, #_pal_unknown_sides ; each side undone is unknown again
        ld      a, (hl)
        add     a, c
        ld      (hl+), a
        ld      a, (hl)
        adc     a, b
        ld      (hl), a
        pop     hl
        ld      a, h
        add     a, #PAL_ASM_PAGE_LOG_CELL
        ld      h, a                    ; HL = past the last side: its LOG_CELL byte
undo_next:
        dec     hl
        ld      e, (hl)                 ; E = the low cell
        inc     h                       ; (LOG_HOW is LOG_HOW_ON = 2 pages on)
        inc     h
        ld      d, (hl)                 ; D = how
        dec     h
        dec     h
        bit     6, d                    ; PAL_LOG_JOINED
        jr      nz, 10$
        bit     2, d                    ; a border (value 1; an open side is 2)
        jr      z, 1$
        ld      a, (_pal_walls_decided) ; a border: one wall fewer
        sub     #1
        ld      (_pal_walls_decided), a
        jr      nc, 1$
        ld      a, (_pal_walls_decided + 1)
        dec     a
        ld      (_pal_walls_decided + 1), a
1$:
        bit     0, d
        ld      d, #PAL_ASM_PAGE_SIDES  ; DE = its SIDES byte
        jr      z, 2$
        ld      a, (de)                 ; east: its bits here, the west bits of cell + 1
        and     #0xF3
        ld      (de), a
        inc     e
        ld      a, (de)
        and     #0x3F
        ld      (de), a
        jr      3$
2$:
        ld      a, (de)                 ; south: its bits here, the north bits of cell + width
        and     #0xCF
        ld      (de), a
        ld      a, (_div_step + 2)
        add     a, e
        ld      e, a
        ld      a, (de)
        and     #0xFC
        ld      (de), a
3$:
        dec     bc
        ld      a, b
        or      c
        jr      nz, undo_next
        ret
10$:                                     ; an open side that joined two pieces: the pieces parted
        push    bc                      ; first, then the side made unknown as any other
        push    hl
        push    de
        ld      hl, #_pal_join_count
        dec     (hl)
        ld      l, (hl)
        ld      h, #PAL_ASM_PAGE_LOG_JOINS
        ld      e, (hl)                 ; E = the label given up
        ld      l, e
        ld      h, #PAL_ASM_PAGE_LABEL
        ld      d, (hl)                 ; D = the label kept
        ld      h, #PAL_ASM_PAGE_NEXT   ; swap NEXT(D) and NEXT(E) back: two rings again
        ld      l, d
        ld      a, (hl)
        ld      l, e
        ld      b, (hl)
        ld      (hl), a
        ld      l, d
        ld      (hl), b
        ld      l, e                    ; the ring of E takes label E back
6$:
        ld      h, #PAL_ASM_PAGE_LABEL
        ld      (hl), e
        ld      h, #PAL_ASM_PAGE_NEXT
        ld      l, (hl)
        ld      a, l
        cp      e
        jr      nz, 6$
        ld      h, #PAL_ASM_PAGE_PIECE_SIZE
        ld      b, (hl)                 ; (L = E) its cells
        ld      l, d
        ld      a, (hl)
        sub     b
        ld      (hl), a
        pop     de
        pop     hl
        pop     bc
        jr      1$
    __endasm;
}

#define CLEAR_AS_FACTS 64u  /* undo_log is taken while it undoes at most this many sides more than a replay would decide */

/* The board holding the log's first `facts` sides and nothing queued, the log cut to them: the board
   taken back by undo_log where it holds the log (a removal test, a remade log) and that is less work
   than the other way, else cleared and the sides replayed. */
static void board_at_log(uint16_t facts)
{
    BG_YIELD();
    if (board_logged && pal_log_count >= facts && pal_log_count - facts <= facts + CLEAR_AS_FACTS) {
        undo_log(facts);
    } else {
        clear_board();
        BG_YIELD();
        pal_join_count = 0;
        replay_log(facts);
        pal_log_count = facts;
    }
    board_logged = 1;
    BG_YIELD();
}

/* KNOWN_AFTER(i): its low byte on its page, bit 8 in MADE_FROM's page (palisade.h). */
#define KNOWN_AFTER_HIGH(i) PAGE_AT(PAGE_PAL_MADE_FROM, (uint8_t)(PAL_KNOWN_AFTER_HIGH_AT + ((i) >> 3)))
static const uint8_t bit_of[8] = {1u, 2u, 4u, 8u, 16u, 32u, 64u, 128u};

static uint16_t known_after(uint8_t i)
{
    uint16_t facts = PAGE_AT(PAGE_PAL_KNOWN_AFTER, i);
    if (KNOWN_AFTER_HIGH(i) & bit_of[i & 7u])
        facts |= 0x100u;
    return facts;
}

/* pal_deck_closures' walk of the deck from position `end` down to `start`: each position's
   KNOWN_AFTER (the log's length: its closure) and MADE_FROM (`start`: the clues kept before it are
   in its closure), then the position's clue shown (puzzle.py's show_clue: TRUTH's clue into CLUES and,
   while a side is unknown, add_clue and the rules run dry), except at a remade log's last position,
   its test's, whose clue the test takes away. 0 if the rules met a contradiction (never, with TRUTH's
   clues; the walk goes on, as the model's). In SM83 assembly (320 positions a 10x10 Easy puzzle; in C
   the steps around the rules took about 700 cycles a position). B = start, C = the position, D = the
   log's length's high byte, E = the bit counter, then the cell. */
static uint8_t positions_fine;

static uint8_t log_positions(uint8_t end, uint8_t start) __naked
{
    end;    /* in A */
    start;  /* in E */
    __asm
        ld      c, a
        ld      b, e
        ld      a, #1
        ld      (_positions_fine), a
1$:
        ld      a, (_bg_yield_asked)    ; BG_YIELD of background.h
        or      a
        jr      z, 2$
        push    bc
        call    _bg_yield
        pop     bc
2$:
        ld      hl, #_pal_log_count     ; KNOWN_AFTER(C) = the length of the log: its low byte ...
        ld      a, (hl+)
        ld      d, (hl)
        ld      l, c
        ld      h, #PAL_ASM_PAGE_KNOWN_AFTER
        ld      (hl), a
        ld      a, c                    ; ... and bit 8, bit C & 7 of byte HIGH_AT + C / 8 on the MADE_FROM page
        rrca
        rrca
        rrca
        and     #0x1F
        add     a, #PAL_ASM_KNOWN_AFTER_HIGH_AT
        ld      l, a
        ld      h, #PAL_ASM_PAGE_MADE_FROM
        ld      a, c
        and     #7
        inc     a
        ld      e, a
        ld      a, #0x80
3$:
        rlca
        dec     e
        jr      nz, 3$
        bit     0, d
        jr      z, 4$
        or      (hl)
        jr      5$
4$:
        cpl
        and     (hl)
5$:
        ld      (hl), a
        ld      l, c                    ; MADE_FROM(C) = start
        ld      (hl), b
        ld      a, c
        cp      b
        jr      nz, 6$
        or      a
        jr      nz, 9$                  ; the last position of a remade log: its clue is not shown
6$:
        ld      l, c                    ; the clue of DECK(C) shown
        ld      h, #PAL_ASM_PAGE_DECK
        ld      e, (hl)
        ld      l, e
        ld      h, #PAL_ASM_PAGE_TRUTH
        ld      a, (hl)
        and     #7                      ; PAL_TRUTH_CLUE
        ld      h, #PAL_ASM_PAGE_CLUES
        ld      (hl), a
        ld      hl, #_pal_unknown_sides
        ld      a, (hl+)
        or      (hl)
        jr      z, 8$                   ; every side decided: it adds nothing
        push    bc
        ld      a, e
        call    _add_clue
        or      a
        jr      z, 7$
        call    _pal_propagate
        or      a
        jr      nz, 10$
7$:
        xor     a
        ld      (_positions_fine), a
10$:
        pop     bc
8$:
        ld      a, c
        cp      b
        jr      z, 9$
        dec     c
        jr      1$
9$:
        ld      a, (_positions_fine)
        ret
    __endasm;
}

uint8_t pal_deck_closures(uint8_t start, uint8_t end) BANKED
{
    uint8_t i;
    uint8_t cell;
    uint8_t fine = 1;
    /* A remake starts from the closure at `end`, the log's first KNOWN_AFTER(end) sides: the clues
       kept before MADE_FROM(end) and the deck's after `end`. */
    uint8_t made_from = start ? PAL_MADE_FROM(end) : 0;
    pal_rules_begin();
    pal_sound = 1;
    if (start) {
        board_at_log(known_after(end));
    } else {
        count_division_walls();
        board_logged = 0;
        board_at_log(0);
    }
    pal_logging = 1;
    for (i = start; ; i++) {
        PAL_CLUES(PAL_DECK(i)) = PAL_NONE;
        if (i == end)
            break;
    }
    for (i = made_from; i != start; i++) {  /* the clues kept since */
        cell = PAL_DECK(i);
        if (PAL_CLUES(cell) != PAL_NONE && !add_clue(cell))
            fine = 0;
    }
    if (fine && !pal_propagate())
        fine = 0;
    if (!log_positions(end, start))
        fine = 0;  /* not with TRUTH's clues */
    pal_logging = 0;
    pal_sound = 0;
    if (!fine)
        board_logged = 0;
    return fine;
}

uint8_t pal_finish(void) BANKED
{
    return decided();
}

/* The first deck position from the log's start up to i whose clue is kept (one the log has not worked
   through), or i if there is none. */
static uint8_t first_kept_since_log(uint8_t i)
{
    uint8_t j;
    for (j = PAL_MADE_FROM(i); j != i; j++)
        if (PAL_CLUES(PAL_DECK(j)) != PAL_NONE)
            break;
    return j;
}

uint8_t pal_solve_without(uint8_t i) BANKED
{
    uint8_t j = first_kept_since_log(i);
    uint8_t cell;
    uint8_t fine = 1;
    /* With no clue kept since the log was made, the test's state is the log's first KNOWN_AFTER(i)
       sides: closed under the rules already, so they add nothing. Each logged fact decides a side of
       its own, so they decide every side exactly when there are as many as there are sides, and every
       wall when as many of them are borders as the division has walls. The run needed only the clues
       those facts name (pal_mark_proof reads them from the log). */
    proof_facts = known_after(i);
    if (j == i) {
        if (proof_facts == pal_inner_sides)
            return 1;
        if (board_logged && pal_log_count == proof_facts)
            return pal_walls_decided == pal_walls;  /* the board holds them (a log just remade for i) */
        return log_walls(proof_facts) == pal_walls;
    }
    /* Otherwise the test logs what it decides past the closure's facts (the log past them serves no
       later position: KNOWN_AFTER never grows along the deck), so its proof is the log's first
       proof_facts entries and the next test can undo it. */
    board_at_log(proof_facts);
    pal_logging = 1;
    pal_sound = 1;
    for (; j != i; j++) {  /* the clues kept since the log was made */
        cell = PAL_DECK(j);
        if (PAL_CLUES(cell) != PAL_NONE && !add_clue(cell)) {
            fine = 0;
            break;
        }
    }
    if (fine && !pal_propagate())
        fine = 0;
    pal_logging = 0;
    pal_sound = 0;
    if (!fine) {
        board_logged = 0;
        return 0;
    }
    proof_facts = pal_log_count;
    return decided();
}

/* The SM83 assembly only this file calls, in this file's bank (banking.h). */
ASSEMBLE_IN_THIS_BANK(".include \"pal_rules.s\"")
