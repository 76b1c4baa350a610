/* Palisade's own pieces shared by its files (not part of the puzzle interface, puzzle_api.h).

   Every work array is a 256-byte WRAM page (palisade_consts.h, from codegen/puzzles/palisade/
   tables.py) indexed by cell, omino or piece label, so an element's address is H = page, L = index. */
#ifndef PALISADE_H
#define PALISADE_H

#include <stdint.h>

#include "banking.h"
#include "divide.h"
#include "palisade_consts.h"
#include "screen.h"
#include "wram_pages.h"

#define PAL_NONE 0xFFu     /* no cell, no omino, no clue */
/* a side's state (solve.py) */
#define PAL_UNKNOWN 0u
#define PAL_BORDER 1u
#define PAL_OPEN 2u

/* the division: divide.h */
/* solver */
#define PAL_TRUTH(cell) PAGE_AT(PAGE_PAL_TRUTH, (cell))
#define PAL_CLUES(cell) PAGE_AT(PAGE_PAL_CLUES, (cell))
#define PAL_SIDES(cell) PAGE_AT(PAGE_PAL_SIDES, (cell))
#define PAL_LABEL(cell) PAGE_AT(PAGE_PAL_LABEL, (cell))
#define PAL_NEXT(cell) PAGE_AT(PAGE_PAL_NEXT, (cell))
#define PAL_PIECE_SIZE(label) PAGE_AT(PAGE_PAL_PIECE_SIZE, (label))
#define PAL_QUEUED(cell) PAGE_AT(PAGE_PAL_QUEUED, (cell))
#define PAL_CELL_QUEUE(i) PAGE_AT(PAGE_PAL_CELL_QUEUE, (i))
#define PAL_PIECE_QUEUE(i) PAGE_AT(PAGE_PAL_PIECE_QUEUE, (i))
#define PAL_DECK(i) PAGE_AT(PAGE_PAL_DECK, (i))
#define PAL_PLAY(cell) PAGE_AT(PAGE_PAL_PLAY, (cell))
/* The generator's log (pal_rules.s, pal_solve.c): up to PAL_LOG_PAGES * 256 sides, so its arrays take
   PAL_LOG_PAGES pages each and its index is 16 bits (entry i at page + (i >> 8), byte i & 0xFF);
   KNOWN_AFTER (per deck position: a log length) keeps its low byte on its own page and its high bit
   in MADE_FROM's page (pal_solve.c's known_after). */
#define PAL_LOG_AT(page, i) (*(uint8_t *)(((uint16_t)(page) << 8) + (uint16_t)(i)))
#define PAL_LOG_CELL(i) PAL_LOG_AT(PAGE_PAL_LOG_CELL, (i))
#define PAL_LOG_HOW(i) PAL_LOG_AT(PAGE_PAL_LOG_HOW, (i))
#define PAL_LOG_JOINED 0x40u  /* LOG_HOW: the side joined two pieces (LOG_JOINS has the label given up) */
/* per deck position i: the clues kept before this position are in the log's closure for i (puzzle.py's
   DeckLog.made_from) */
#define PAL_MADE_FROM(i) PAGE_AT(PAGE_PAL_MADE_FROM, (i))
#define PAL_CORNER_QUEUE(i) PAGE_AT(PAGE_PAL_CORNER_QUEUE, (i))
/* PAL_SPARE: pal_rules.s's scratch (the groups of a cell rule, the pair memo) */

#define PAL_UNSOLVED 0xFFu

/* The cell rule (pal_rules.s, bank 0): try every choice of which pieces the cell's unknown sides face
   join its own piece, and decide what every possible choice agrees on (and the unknown sides inside
   its own piece: open). 0 on a contradiction. */
uint8_t pal_cell_rule(uint8_t cell);
/* Every cell with only its grid edges decided, a piece of its own, not queued (pal_rules_begin first). */
void pal_clear_cells(void);
/* Run the cell and piece rules until both queues are empty; 0 on a contradiction. */
uint8_t pal_propagate(void);
void pal_rules_begin(void);  /* before the first pal_cell_rule of a solve */
/* Decide a side: how = value << 2 | side (pal_rules.s). 0 on a contradiction. */
uint8_t pal_set_side(uint8_t cell, uint8_t how);
/* The log of decided sides (pal_rules.s): while pal_logging is nonzero pal_set_side appends each side
   it decides to LOG_CELL / LOG_HOW (and, for a side that joined two pieces, the label given up to the
   LOG_JOINS stack); pal_solve.c replays the first n on a fresh board without running any rule, or
   undoes the board back to them. */
extern uint8_t pal_logging;
extern uint16_t pal_log_count;
extern uint8_t pal_join_count;  /* the labels on the LOG_JOINS stack: the joins among the log's sides */
/* Nonzero while the clues shown are the division's own (TRUTH's, as in the generator's logs and
   removal tests): every rule is sound, so every side decided holds in the division
   and no contradiction can arise. pal_set_side then skips what only finds contradictions: a join
   does not ask whether the pieces are too big or apart, and a clue cell whose last unknown side was
   just decided is not queued (its rule would only check its count of borders). The sides decided
   are the same. */
extern uint8_t pal_sound;
/* The clue cells the side being decided needs (solve.py's made_by): pal_set_side logs them in LOG_HOW
   (bit 4 the low cell, bit 5 the high one). */
extern uint8_t pal_made_by;
#define PAL_MADE_BY_CELL 1u   /* pal_set_side's cell */
#define PAL_MADE_BY_OTHER 2u  /* the cell across its side */
/* TRUTH: the clue in bits 0-2 (PAL_TRUE_CLUE); in bits 3-6 (N, E, S, W) the sides across which the two
   cells' clues make the clue-pair rule's border (pal_count_borders; pal_solve.c's clue_pairs); the
   generator's proof (pal_mark_proof) in bit 7 */
#define PAL_TRUTH_CLUE 7u
#define PAL_TRUE_CLUE(cell) (PAL_TRUTH(cell) & PAL_TRUTH_CLUE)
#define PAL_PROOF_NEEDS 0x80u

/* the solver's queues and count of unknown sides (pal_solve.c), shared with pal_rules.s */
extern uint8_t pal_cell_head;
extern uint8_t pal_cell_tail;
extern uint8_t pal_piece_head;
extern uint8_t pal_piece_tail;
extern uint16_t pal_unknown_sides;

/* the board being made or played (pal_generate.c): the divider's (divide.h), and */
extern uint16_t pal_inner_sides;  /* sides between two cells */
extern uint16_t pal_divisions;  /* divisions made for the last puzzle */
extern uint16_t pal_squares_dropped;  /* its divisions dropped for a swappable square, unsolved */

extern uint8_t pal_size;  /* the index of the board size in cart_io (palisade.c) */
/* The board from cart_io's clues and PLAY's marks (pal_play.c), and PLAY for the explorer: no marks, or
   (solution 1) the solution's borders and open sides. */
void pal_draw_board(void) BANKED;
void pal_explorer_board(void) BANKED;  /* pal_draw_board with small cells, where the explorer shows boards */
void pal_marks_show(uint8_t solution) BANKED;

/* The divider's board (div_set_board) and pal_inner_sides for width x height in regions of k. */
void pal_set_board(uint8_t width, uint8_t height, uint8_t k) BANKED;
/* Every cell's clue in TRUTH: its sides that are the grid's edge or face another omino of OWNER
   (pal_borders.s). */
void pal_count_borders(void);
/* Solve CLUES: the easiest level whose rules decide the division, at most `most`, or PAL_UNSOLVED.
   The sides are left in SIDES (every one decided) and the regions in LABEL. The clues must be some of
   the division's (TRUTH), after pal_deck_closures has made its first log: the generator's. */
uint8_t pal_solve(uint8_t most) BANKED;
/* The rules the solver runs (solve.py's Board.rules): nonzero for Easy, Tatham's deductions only
   (pal_rules.s asks it where Tricky knows more: region sizes and walls at a distance; Easy's corner
   rule runs from CORNER_QUEUE instead), 0 for Tricky. pal_solve sets it; the generator's solves
   below run the rules it holds. */
extern uint8_t pal_easy_rules;
/* The corners waiting for the corner rule (pal_solve.c), a ring like the other queues, each corner
   by its south-east cell and marked in QUEUED (PAL_QUEUED_CORNER) while it waits. */
extern uint8_t pal_corner_head;
extern uint8_t pal_corner_tail;
#define PAL_QUEUED_CORNER 4u
/* Queue the corners at both ends of side d (0-3) of `cell` (pal_set_side does, at Easy, for every
   wall and every side that comes to lie inside a piece); run the corner rule at one (0 on a
   contradiction). */
void pal_queue_side_corners(uint8_t cell, uint8_t d);
uint8_t pal_corner(uint8_t south_east);
/* The generator's solves (puzzle.py's first_log, remake_log and solves_without), by pal_easy_rules.
   pal_deck_closures(start, end) makes the log for deck positions start..end: with start 0 (end the
   last position) the first log, TRUTH's clues shown from the back of DECK to its front; else a
   remake for the test at `start`: the closure at `end` is replayed from the log, the clues CLUES
   shows before `start` and after MADE_FROM(end) are shown, then TRUTH's clues from `end` down to
   after `start`. It logs the sides decided and, per position, the log's length (KNOWN_AFTER) and
   MADE_FROM; 0 if the rules met a contradiction. pal_finish() then says whether the clues shown
   decide the division (after the first log: every clue). pal_solve_without(i) says so for CLUES
   when they are TRUTH's clues of the deck after position i plus the ones kept before it: those
   before MADE_FROM(i) are in the log, the ones kept since are shown anew. */
uint8_t pal_deck_closures(uint8_t start, uint8_t end) BANKED;
/* After pal_solve_without(i) returned 1: mark in TRUTH (PAL_PROOF_NEEDS) the clue cells that run
   needed, those the log entries of its closure and its own run name (pal_solve.c). */
void pal_mark_proof(void) BANKED;
uint8_t pal_finish(void) BANKED;
uint8_t pal_solve_without(uint8_t i) BANKED;
/* Make the puzzle of size `size` at `difficulty` from the PRNG stream (seeded by the caller): CLUES,
   its one solution, the division in OWNER, pal_divisions and div_restarts. */
void pal_generate(uint8_t size, uint8_t difficulty) BANKED;

#endif
