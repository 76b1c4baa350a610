;; The Hitori solver's event loop (puzzle.c, drain) in SM83 assembly: the C twin of
;; codegen/puzzles/hitori/puzzle.py's Solver.drain and the rules it applies.
;;
;; Deciding a cell sets its state on the SOLVE_STATE page at once and pushes it on PENDING; draining
;; pops cells and applies what each implies, which may decide (and push) more:
;; - a black cell: its corner faces join in the dual (Tricky: puzzle_with_dual), its four neighbours
;;   are white, and then the escape rule runs on each of them;
;; - a white cell: every twin in its row and column ring is black.
;; The escape rule: a cell whose neighbours are black or off the board but one undecided cell (and
;; none white) can only reach the other whites through that one, so it is white.
;; A cell is decided once, so PENDING never holds more than the board's cells; the off-board slot
;; 0xFF is never UNKNOWN (a decision about it is ignored) and counts as closed for the escape rule.
;; Contradictions are not looked for: the numbers come from a layout that solves them, and every
;; rule is sound. Why assembly: the escape rule and the decisions were a sixth of a Tricky
;; generation in SDCC's code, which reached each neighbour through a 16-bit record pointer.
;;
;; Calling convention (SDCC sdcccall(1), also GBDK-2020's): every register may be clobbered.
;; Assembled into puzzle.c's object (it .includes this file): puzzle.c is the only caller, so the
;; code shares its switchable bank and its calls stay plain calls.
        .include "layout_consts.inc"
        ; (background.inc: number_rules.s, assembled first into the same object, includes it)

        .globl  _puzzle_pending_top     ; uint8_t: cells on the PENDING page (puzzle.c)
        .globl  _puzzle_undecided       ; uint8_t: cells still UNKNOWN (puzzle.c)
        .globl  _puzzle_with_dual       ; uint8_t: nonzero while the black cells join the dual
        .globl  _dual_join_corners      ; layout_dual.s
        .globl  _hitori_record          ; layout_dual.s: DE = HL = cell A's record

OFF_BOARD = 0xFF

        .area   _CODE_255
;; void puzzle_drain(void)
;; Apply the consequences of every decided cell on PENDING until none is left.
_puzzle_drain::
drain_next:                             ; (the loop comes back here, not to the entry: probes hook it)
        BG_YIELD_KEEPING_NOTHING        ; the pending cells are in memory
        ld      a, (_puzzle_pending_top)
        or      a
        ret     z
        dec     a
        ld      (_puzzle_pending_top), a
        ld      l, a
        ld      h, #PAGE_PENDING
        ld      c, (hl)                 ; C = the cell
        ld      h, #PAGE_SOLVE_STATE
        ld      l, c
        ld      a, (hl)
        cp      #SOLVE_BLACK
        jr      z, became_black
        ld      b, #SOLVE_BLACK         ; white: its twins are black
        ld      d, #PAGE_ROW_RING
        call    blacken_twins
        ld      d, #PAGE_COLUMN_RING
        call    blacken_twins
        jr      drain_next

became_black:
        ld      a, (_puzzle_with_dual)
        or      a
        jr      z, 1$
        push    bc
        ld      a, c
        call    _dual_join_corners
        pop     bc
1$:
        ld      a, c
        call    _hitori_record
        ld      a, e
        add     a, #RECORD_NEIGHBOURS   ; within the cell's 8-byte record: no carry
        ld      e, a                    ; DE = the cell's neighbours N, E, S, W
        push    de
        ld      b, #SOLVE_WHITE
        ld      c, #4
2$:
        ld      a, (de)
        inc     de
        ld      l, a
        call    decide
        dec     c
        jr      nz, 2$
        pop     de
        ld      c, #4
3$:
        ld      a, (de)
        inc     de
        push    bc
        call    escape_rule
        pop     bc
        dec     c
        jr      nz, 3$
        jr      drain_next

;; Every other cell of cell C's ring on page D: decided B. Keeps B, C, D.
blacken_twins:
        ld      h, d
        ld      l, c
        ld      e, (hl)
1$:
        ld      a, e
        cp      c
        ret     z
        ld      l, e
        call    decide
        ld      h, d
        ld      l, e
        ld      e, (hl)
        jr      1$

;; The escape rule on cell A (nothing for the off-board slot). Keeps D, E.
escape_rule:
        cp      #OFF_BOARD
        ret     z
        push    de
        call    _hitori_record
        ld      a, l
        add     a, #RECORD_NEIGHBOURS
        ld      l, a                    ; HL = its neighbours N, E, S, W
        ld      b, #4
        ld      e, #OFF_BOARD           ; E = the one undecided neighbour, if any
1$:
        ld      a, (hl+)
        ld      d, a
        push    hl
        ld      h, #PAGE_SOLVE_STATE
        ld      l, a
        ld      a, (hl)
        pop     hl
        cp      #SOLVE_WHITE
        jr      z, 3$                   ; a white neighbour: a way out already
        cp      #SOLVE_UNKNOWN
        jr      nz, 2$                  ; black, or off the board
        ld      a, e
        cp      #OFF_BOARD
        jr      nz, 3$                  ; a second undecided one: nothing follows
        ld      e, d
2$:
        dec     b
        jr      nz, 1$
        ld      a, e
        cp      #OFF_BOARD
        jr      z, 3$                   ; none undecided: walled in (never, on a layout's numbers)
        ld      l, e
        ld      b, #SOLVE_WHITE
        call    decide
3$:
        pop     de
        ret

;; void puzzle_decide_cell(uint8_t cell, uint8_t colour): puzzle_decide for C (cell in A, colour in E).
_puzzle_decide_cell::
        ld      l, a
        ld      b, e
        jr      _puzzle_decide

;; Decide cell L as colour B if it is undecided, push it on PENDING and count it. Changes A, H, L.
;; (number_rules.s decides through it too.)
_puzzle_decide::
decide:
        ld      h, #PAGE_SOLVE_STATE
        ld      a, (hl)
        cp      #SOLVE_UNKNOWN
        ret     nz
        ld      (hl), b
        ld      h, l                    ; H = the cell for a moment
        ld      a, (_puzzle_pending_top)
        ld      l, a
        ld      a, h
        ld      h, #PAGE_PENDING
        ld      (hl), a
        inc     l
        ld      a, l
        ld      (_puzzle_pending_top), a
        ld      hl, #_puzzle_undecided
        dec     (hl)
        ret
