/* Palisade puzzles on the device: the model's generator (codegen/puzzles/palisade/puzzle.py: read its
   essay) draw for draw. Divide the board (divide.c), count every cell's borders (TRUTH) and deal
   the deck; show the clues from the back of the deck, logging what the rules decide (the closure of
   every suffix of the deck); if even every clue leaves a side undecided, repair the division (the
   ominoes with such a side divided again, div_repair), up to PAL_MAX_REPAIRS times, else make a new one.
   Otherwise take the clues away in deck order, each removal kept only if the solver, started from
   the logged closure of the clues after it, still decides every side; except that a clue the proof
   of the last test the easy rules passed did not need (TRUTH's bit 7) is taken away without a test.
   Once PAL_REMAKE_LOG_AFTER clues have been kept since a test's log was made, the test first
   makes the log again with them in it, for its position and those after it up to where the last
   remake ended (while that leaves PAL_REMAKE_WINDOW_LEFT after it), else PAL_REMAKE_WINDOW after it.
   A Tricky puzzle must then also defeat the easy rules, or the next division is made. A
   division with a swappable square (two corners that can trade ominoes, clues unchanged) is dropped
   before any of that. */
#pragma bank 255

#include "palisade.h"

#include "background.h"

#include "platform.h"
#include "prng.h"

uint16_t pal_divisions;
uint16_t pal_inner_sides;
uint16_t pal_squares_dropped;

void pal_set_board(uint8_t width, uint8_t height, uint8_t k) BANKED
{
    div_set_board(width, height, k);
    pal_inner_sides = (uint16_t)((width - 1u) * height) + (uint16_t)(width * (height - 1u));
}


/* puzzle.py's deal_by_blocks (read its essay): the shuffled deck dealt a block at a time, the cells
   of each 8x8 block together, within it each 4x4 block's, within that each 2x2 block's, the blocks in
   the order the deck first reaches them and a 2x2 block's cells in the deck's order. A counting sort
   on one byte per card, rank8 << 4 | rank4 << 2 | rank2, each block's rank among its parent's
   children (boards of up to 16x16, two bits each: tables.py checks the sizes). Its scratch is on the
   log's pages, before the first log is made: BLOCK, per cell its 2x2 block (x / 2 | y / 2 << 3);
   RANK, per 4x4 and 8x8 block its rank and per 2x2 block its whole key (0xFF: not yet met), per block
   and the board how many of its children are ranked, then per key where its next card goes; KEY, per
   card its byte; and the deck as shuffled. In assembly: in C (SDCC 4.2) it took 4.1 frames a division
   at 15x12, 2.2 in assembly making every card's key, 1.5 once a 2x2 block's other cards read the
   key its first one made (10x10: 1.3 -> 0.9). */

static void deal_by_blocks(void) __naked
{
    __asm
DECK = PAL_ASM_PAGE_DECK
BLOCK = PAL_ASM_PAGE_LOG_CELL
KEY = PAL_ASM_PAGE_LOG_CELL + 1
SHUFFLED = PAL_ASM_PAGE_LOG_HOW
RANK = PAL_ASM_PAGE_LOG_JOINS
RANK2_AT = 0x00                 ; [64] a 2x2 block: its key once ranked (its rank in its 4x4 block, bits 0-1)
RANK4_AT = 0x40                 ; [16] a 4x4 block: its rank in its 8x8 block
RANK8_AT = 0x50                 ; [4] an 8x8 block: its rank on the board
RANKED4_AT = 0x54               ; [16] per 4x4 block: its 2x2 blocks ranked so far
RANKED8_AT = 0x64               ; [4] per 8x8 block: its 4x4 blocks ranked so far
BOARD_RANKED_AT = 0x68          ; the board: its 8x8 blocks ranked so far
PLACE_AT = 0x80                 ; [64] per key: its cards counted, then where its next card goes

    ; BLOCK: row by row, each cells 2x2 block
    ld      a, (_div_width)
    ld      d, a
    ld      hl, #(BLOCK * 256)
    ld      b, #0                   ; y
00101$:
    ld      a, b
    and     #0xFE
    add     a, a
    add     a, a
    ld      c, a                    ; y / 2 << 3
    ld      e, #0                   ; x
00102$:
    ld      a, e
    srl     a
    or      c
    ld      (hl+), a
    inc     e
    ld      a, e
    cp      d
    jr      nz, 00102$
    inc     b
    ld      a, (_div_height)
    cp      b
    jr      nz, 00101$

    ; RANK: every block unranked, every count 0
    ld      hl, #(RANK * 256)
    ld      a, #0xFF
    ld      b, #RANKED4_AT
00103$:
    ld      (hl+), a
    dec     b
    jr      nz, 00103$
    xor     a
    ld      b, #(PLACE_AT + 64 - RANKED4_AT)
00104$:
    ld      (hl+), a
    dec     b
    jr      nz, 00104$

    ; each card in deck order: its key, counted. A 2x2 block is ranked with its card that comes
    ; first, its 4x4 and 8x8 blocks by then too, so its key is the same for its other cards: RANK2
    ; keeps the whole key once it is made (with the first card of the block), and the others read it.
    ld      c, #0                   ; i
00105$:
    ld      h, #DECK
    ld      l, c
    ld      a, (hl)
    ld      h, #SHUFFLED
    ld      (hl), a
    ld      h, #BLOCK
    ld      l, a
    ld      b, (hl)                 ; B = its 2x2 block
    ld      l, b                    ; (RANK2_AT is 0)
    ld      h, #RANK
    ld      a, (hl)
    inc     a
    jr      z, 00110$               ; the first card of its 2x2 block
    dec     a                       ; the key made with that card
00111$:
    ld      h, #KEY
    ld      l, c
    ld      (hl), a
    add     a, #PLACE_AT
    ld      l, a
    ld      h, #RANK
    inc     (hl)                    ; counted
    inc     c
    ld      a, (_bg_yield_asked)    ; the background thread gives the CPU back once a VBlank has come
    or      a
    jr      z, 00106$
    push    bc
    call    _bg_yield
    pop     bc
00106$:
    ld      a, (_div_cells)
    cp      c
    jr      nz, 00105$
    jr      00112$

00110$:                             ; the key of 2x2 block B: rank8 << 4 | rank4 << 2 | rank2
    ld      a, b                    ; its 8x8 block: x / 8 | y / 8 << 1
    and     #0x20
    swap    a
    ld      d, a
    ld      a, b
    and     #0x04
    rrca
    rrca
    or      d
    ld      d, a                    ; D = the 8x8 block
    add     a, #RANK8_AT
    ld      l, a
    ld      e, #BOARD_RANKED_AT
    call    deal_rank_of
    swap    a
    ld      h, #KEY
    ld      l, c
    ld      (hl), a                 ; rank8 << 4
    ld      a, d
    add     a, #RANKED8_AT
    ld      e, a                    ; E = the 8x8 blocks count
    ld      a, b                    ; its 4x4 block: x / 4 | y / 4 << 2
    and     #0x30
    rrca
    rrca
    ld      d, a
    ld      a, b
    and     #0x06
    rrca
    or      d
    ld      d, a                    ; D = the 4x4 block
    add     a, #RANK4_AT
    ld      l, a
    call    deal_rank_of
    add     a, a
    add     a, a
    ld      h, #KEY
    ld      l, c
    or      (hl)
    ld      (hl), a                 ; | rank4 << 2
    ld      a, d
    add     a, #RANKED4_AT
    ld      e, a                    ; E = the 4x4 blocks count
    ld      l, b                    ; its 2x2 block (RANK2_AT is 0)
    call    deal_rank_of
    ld      h, #KEY
    ld      l, c
    or      (hl)                    ; | rank2
    ld      l, b
    ld      h, #RANK
    ld      (hl), a                 ; the whole key, for the other cards of the block
    jr      00111$

00112$:
    ; PLACE: the counts summed, each key its first position
    ld      hl, #(RANK * 256 + PLACE_AT)
    ld      b, #64
    ld      c, #0
00107$:
    ld      a, (hl)
    ld      (hl), c
    add     a, c
    ld      c, a
    inc     l
    dec     b
    jr      nz, 00107$

    ; each card to its place, in deck order within a key
    ld      c, #0                   ; i
00108$:
    ld      h, #KEY
    ld      l, c
    ld      a, (hl)
    add     a, #PLACE_AT
    ld      l, a
    ld      h, #RANK
    ld      e, (hl)
    inc     (hl)
    ld      h, #SHUFFLED
    ld      l, c
    ld      a, (hl)
    ld      h, #DECK
    ld      l, e
    ld      (hl), a
    inc     c
    ld      a, (_div_cells)
    cp      c
    jr      nz, 00108$
    ret

    ; A = the rank of the block at RANK index L, numbered among its parents children (the count at
    ; RANK index E) the first time it is met. Changes E, H, L.
deal_rank_of:
    ld      h, #RANK
    ld      a, (hl)
    inc     a
    jr      z, 00109$
    dec     a
    ret
00109$:
    ld      a, l
    ld      l, e
    ld      e, a
    ld      a, (hl)
    inc     (hl)
    ld      l, e
    ld      (hl), a
    ret
    __endasm;
}

/* The clues kept before deck position i since i's log was made (MADE_FROM): the ones a test at i
   shows anew. */
static uint8_t kept_since_log(uint8_t i)
{
    uint8_t j;
    uint8_t kept = 0;
    for (j = PAL_MADE_FROM(i); j != i; j++)
        if (PAL_CLUES(PAL_DECK(j)) != PAL_NONE)
            kept++;
    return kept;
}

/* The last deck position a log remade for the test at i covers (puzzle.py's remake_end): the last
   remake's, while it leaves PAL_REMAKE_WINDOW_LEFT positions after i, else a new window. */
static uint8_t window_end;  /* the last remake's last position (0: none yet this division) */

static uint8_t remake_end(uint8_t i)
{
    uint8_t last = (uint8_t)(div_cells - 1u);
    if (window_end >= i && (uint8_t)(window_end - i) >= PAL_REMAKE_WINDOW_LEFT)
        return window_end;
    window_end = (uint8_t)(last - i) > PAL_REMAKE_WINDOW ? (uint8_t)(i + PAL_REMAKE_WINDOW) : last;
    return window_end;
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

/* puzzle.py's stuck_ominoes, as div_repair's flags: every omino that owns a cell with a side the rules
   left undecided (SIDES: east bits 2-3, south bits 4-5, unknown 0). */
static void flag_stuck_ominoes(void)
{
    uint8_t cell;
    uint8_t sides;
    for (cell = 0; cell != div_ominoes; cell++)
        DIV_REPAIR(cell) = 0;
    for (cell = 0; cell != div_cells; cell++) {
        sides = PAL_SIDES(cell);
        if (!(sides & 0x0Cu)) {
            DIV_REPAIR(DIV_OWNER(cell)) = 1;
            DIV_REPAIR(DIV_OWNER((uint8_t)(cell + 1u))) = 1;
        }
        if (!(sides & 0x30u)) {
            DIV_REPAIR(DIV_OWNER(cell)) = 1;
            DIV_REPAIR(DIV_OWNER((uint8_t)(cell + div_width))) = 1;
        }
    }
}

#define NEW_DIVISION (PAL_MAX_REPAIRS + 1u)  /* pal_generate's repairs: the next division is a new one */

void pal_generate(uint8_t size, uint8_t difficulty) BANKED
{
    const pal_size_t *shape = &pal_sizes[size];
    uint8_t i;
    uint8_t cell;
    uint8_t proof;  /* TRUTH's PAL_PROOF_NEEDS bits hold a proof: puzzle.py's proof */
    uint8_t solved;
    uint8_t square_maybe_left = 0;
    uint8_t repairs;  /* this division's repairs so far, or NEW_DIVISION */
    pal_set_board(shape->width, shape->height, shape->k);
    pal_divisions = 0;
    pal_squares_dropped = 0;
    div_restarts = 0;
    repairs = NEW_DIVISION;
    for (;;) {
        if (repairs == NEW_DIVISION) {
            square_maybe_left = divide();
            repairs = 0;
        }
        pal_divisions++;
        show_progress(div_cells);
        BG_YIELD();
        pal_count_borders();  /* TRUTH: every cell's clue */
        BG_YIELD();
        prng_shuffle(div_cells, PAGE_PAL_DECK);
        BG_YIELD();
        if (square_maybe_left && div_swappable_square()) {  /* (the divider looked last where it could) */
            pal_squares_dropped++;
            repairs = NEW_DIVISION;
            continue;  /* a second solution with every clue */
        }
        deal_by_blocks();
        pal_easy_rules = difficulty == PAL_LEVEL_EASY;
        if (!pal_deck_closures(0, (uint8_t)(div_cells - 1u)) || !pal_finish()) {
            /* even every clue leaves it open: repair it (its stuck ominoes divided again), or make a
               new one once PAL_MAX_REPAIRS repairs have not done or a repair fails */
            if (repairs != PAL_MAX_REPAIRS) {
                flag_stuck_ominoes();
                square_maybe_left = div_repair();
                repairs = square_maybe_left == DIV_REPAIR_FAILED ? NEW_DIVISION : repairs + 1u;
            } else {
                repairs = NEW_DIVISION;
            }
            continue;
        }
        BG_YIELD();
        proof = 0;
        window_end = 0;
        for (i = 0; i != div_cells; i++) {
            cell = PAL_DECK(i);
            PAL_CLUES(cell) = PAL_NONE;
            if (proof && !(PAL_TRUTH(cell) & PAL_PROOF_NEEDS))
                continue;  /* the proof's run solves the clues without this one too */
            show_progress((uint8_t)(div_cells - i));
            BG_YIELD();
            if (kept_since_log(i) >= PAL_REMAKE_LOG_AFTER)
                pal_deck_closures(i, remake_end(i));  /* (it shows the clues after position i) */
            if (pal_solve_without(i)) {
                proof = 1;
                pal_mark_proof();
                BG_YIELD();  /* the solve's last check and the proof walk the log: long with GBDK-2020 */
                continue;
            }
            PAL_CLUES(cell) = PAL_TRUE_CLUE(cell);
        }
        /* The clues left still solve at `difficulty` (every clue did, and each removal kept it so), and
           their one solution is the division (OWNER); a Tricky puzzle must also defeat Easy's rules. */
        if (difficulty == PAL_LEVEL_EASY)
            return;
        pal_sound = 1;  /* the division's own clues: the solve skips what only finds contradictions */
        solved = pal_solve(PAL_LEVEL_EASY) != PAL_UNSOLVED;
        pal_sound = 0;
        if (!solved)
            return;
        repairs = NEW_DIVISION;
    }
}

ASSEMBLE_IN_THIS_BANK(".include \"pal_borders.s\"")
