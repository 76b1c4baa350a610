;; The easy rules of the Numberlink deduction solver in SM83 assembly: the queue, closing and drawing
;; an edge, the rules at one cell, propagation, and the trial's save and undo. Same steps, in the same
;; order, as codegen/puzzles/numberlink/solve.py (read its essay) and nl_solve.c, which drives them.
;;
;; Why assembly: SDCC 4.2 spilled nearly every value of the C version to the stack (about 2,600
;; cycles to examine one cell). Here every array is a 256-byte WRAM page (H = page, L = cell), the
;; state pages LINES, OPEN, TIP, COLOUR follow each other, and a cell's four state bytes are saved at
;; the same index on the BACKUP pages the first time a trial changes them (the TOUCHED list says which
;; to put back), so a trial costs what it changes, not a copy of the board.
;;
;; Calling convention (SDCC sdcccall(1), also GBDK-2020's): first 8-bit argument in A, second in E;
;; 8-bit result in A; every register may be clobbered.
;; Assembled into nl_solve.c's object (it .includes this file): nl_solve.c is the only caller, so the
;; code shares its switchable bank and its calls stay plain calls.
        .include "nl_consts.inc"
        .include "bits.inc"
        .include "background.inc"

PAGE_NL_OPEN = PAGE_NL_LINES + 1
PAGE_NL_TIP = PAGE_NL_LINES + 2
PAGE_NL_COLOUR = PAGE_NL_LINES + 3

        .area   _DATA
_nl_queue_head::        .ds 1           ; next cell to examine (an index on the QUEUE page)
_nl_queue_tail::        .ds 1           ; where the next queued cell goes
_nl_trial::             .ds 1           ; nonzero: a trial is on, changes are saved for undo
_nl_touched::           .ds 1           ; cells on the TOUCHED list
DRAW_N:                 .ds 1           ; draw_edge: the neighbour
DRAW_FAR_A:             .ds 1           ; draw_edge: the far end of the cell's segment
DRAW_FAR_B:             .ds 1           ; draw_edge: the far end of the neighbour's segment
EXAMINE_NEED:           .ds 1           ; examine: the cell's degree
EXAMINE_LINES:          .ds 1           ; examine: its lines when it was taken from the queue
EXAMINE_MASK:           .ds 1           ; examine: the directions still to visit, shifted down


        .area   _CODE_255
;; A = the number of bits set in A (0..15). Changes H, L.
popcount:
        NIBBLE_BITS
        ret

;; A = 1 << B (B = 0..3). Keeps B, C, D, E, H, L.
bit_of:
        push    bc
        ld      a, #1
        inc     b
        jr      2$
1$:
        add     a, a
2$:
        dec     b
        jr      nz, 1$
        pop     bc
        ret

;; Queue cell A unless it is queued. Changes A, H, L.
enqueue:
        ld      l, a
        ld      h, #PAGE_NL_QUEUED
        ld      a, (hl)
        or      a
        ret     nz
        inc     (hl)
        ld      h, l                    ; H = the cell, for a moment
        ld      a, (_nl_queue_tail)
        ld      l, a
        inc     a
        ld      (_nl_queue_tail), a
        ld      a, h
        ld      h, #PAGE_NL_QUEUE
        ld      (hl), a
        ret

;; Before a trial changes cell E: save its four state bytes and list it, once. Keeps B, C, D, E.
save_cell:
        ld      a, (_nl_trial)
        or      a
        ret     z
        ld      h, #PAGE_NL_TOUCHED_MARK
        ld      l, e
        ld      a, (hl)
        or      a
        ret     nz
        inc     (hl)
        ld      a, (_nl_touched)
        ld      l, a
        inc     a
        ld      (_nl_touched), a
        ld      h, #PAGE_NL_TOUCHED
        ld      (hl), e
        ld      l, e
        ld      h, #PAGE_NL_LINES
        ld      a, (hl)
        ld      h, #PAGE_NL_BACKUP
        ld      (hl), a
        ld      h, #PAGE_NL_OPEN
        ld      a, (hl)
        ld      h, #(PAGE_NL_BACKUP + 1)
        ld      (hl), a
        ld      h, #PAGE_NL_TIP
        ld      a, (hl)
        ld      h, #(PAGE_NL_BACKUP + 2)
        ld      (hl), a
        ld      h, #PAGE_NL_COLOUR
        ld      a, (hl)
        ld      h, #(PAGE_NL_BACKUP + 3)
        ld      (hl), a
        ret

;; Would a line between segment ends C and E close a loop or join two pairs? A = 1 if so, else 0.
;; Keeps B, C, D, E.
forbidden:
        ld      h, #PAGE_NL_TIP
        ld      l, c
        ld      a, (hl)
        cp      e
        jr      z, 1$                   ; the two ends of one segment
        ld      h, #PAGE_NL_COLOUR
        ld      a, (hl)
        or      a
        ret     z                       ; C's segment has no pair yet
        ld      l, e
        ld      l, (hl)
        inc     l
        dec     l
        jr      z, 2$                   ; nor has E's
        cp      l
        jr      z, 2$                   ; the same pair
1$:
        ld      a, #1
        ret
2$:
        xor     a
        ret

;; E = the neighbour of cell C in direction B. Changes A, H, L.
neighbour:
        ld      a, b
        add     a, #PAGE_NL_NEIGHBOUR
        ld      h, a
        ld      l, c
        ld      e, (hl)
        ret

;; Close the edge of cell C in direction B. Keeps B, C.
close_edge:
        call    neighbour               ; E = n
        ld      d, e
        ld      e, c
        call    save_cell
        ld      e, d
        call    save_cell
        call    bit_of
        cpl
        ld      h, #PAGE_NL_OPEN
        ld      l, c
        and     (hl)
        ld      (hl), a
        ld      a, b
        xor     #2
        push    bc
        ld      b, a
        call    bit_of
        pop     bc
        cpl
        ld      h, #PAGE_NL_OPEN
        ld      l, d
        and     (hl)
        ld      (hl), a
        ld      a, c
        call    enqueue
        ld      a, d
        jp      enqueue

;; Draw the edge of cell C in direction B: A = 0 if it is forbidden (a contradiction), else the line
;; is drawn, the two segments become one (tips and pair at its far ends) and A = 1. Keeps B, C.
draw_edge:
        call    neighbour               ; E = n
        call    forbidden
        or      a
        jr      z, 1$
        xor     a
        ret
1$:
        ld      a, e
        ld      (DRAW_N), a
        ld      h, #PAGE_NL_TIP
        ld      l, c
        ld      a, (hl)
        ld      (DRAW_FAR_A), a
        ld      l, e
        ld      a, (hl)
        ld      (DRAW_FAR_B), a
        ld      e, c
        call    save_cell
        ld      a, (DRAW_N)
        ld      e, a
        call    save_cell
        ld      a, (DRAW_FAR_A)
        ld      e, a
        call    save_cell
        ld      a, (DRAW_FAR_B)
        ld      e, a
        call    save_cell
        call    bit_of                  ; lines[cell] |= bit d
        ld      h, #PAGE_NL_LINES
        ld      l, c
        or      (hl)
        ld      (hl), a
        ld      a, b                    ; lines[n] |= bit (d ^ 2)
        xor     #2
        push    bc
        ld      b, a
        call    bit_of
        pop     bc
        ld      d, a
        ld      a, (DRAW_N)
        ld      l, a
        ld      a, d
        or      (hl)
        ld      (hl), a
        ld      h, #PAGE_NL_COLOUR      ; the pair: the cell's segment's, else the neighbour's
        ld      l, c
        ld      a, (hl)
        or      a
        jr      nz, 2$
        ld      a, (DRAW_N)
        ld      l, a
        ld      a, (hl)
2$:
        ld      d, a                    ; D = the pair
        ld      a, (DRAW_FAR_A)
        ld      e, a                    ; E = far_a
        ld      a, (DRAW_FAR_B)         ; A = far_b
        ld      l, e
        ld      (hl), d                 ; colour[far_a]
        ld      h, #PAGE_NL_TIP
        ld      (hl), a                 ; tip[far_a] = far_b
        ld      l, a
        ld      (hl), e                 ; tip[far_b] = far_a
        ld      h, #PAGE_NL_COLOUR
        ld      (hl), d                 ; colour[far_b]
        ld      a, c
        call    enqueue
        ld      a, (DRAW_N)
        call    enqueue
        ld      a, (DRAW_FAR_A)
        call    enqueue
        ld      a, (DRAW_FAR_B)
        call    enqueue
        ld      a, #1
        ret

;; The easy rules at cell C: A = 0 on a contradiction, else 1.
examine:
        ld      h, #PAGE_NL_ENDS
        ld      l, c
        ld      a, (hl)
        or      a
        ld      a, #2
        jr      z, 1$
        dec     a
1$:
        ld      (EXAMINE_NEED), a
        ld      h, #PAGE_NL_LINES
        ld      a, (hl)
        ld      (EXAMINE_LINES), a
        call    popcount
        ld      d, a                    ; D = lines
        ld      h, #PAGE_NL_OPEN
        ld      l, c
        ld      a, (hl)
        call    popcount                ; A = open edges
        ld      hl, #EXAMINE_NEED
        cp      (hl)
        jr      c, fail                 ; fewer open edges than the cell needs
        ld      a, (hl)
        cp      d
        jr      c, fail                 ; more lines than it needs
        jr      nz, not_full
        call    undecided_mask          ; as many lines as it needs: close the rest
        ld      b, #0
2$:
        ld      hl, #EXAMINE_MASK
        srl     (hl)
        jr      nc, 3$
        call    close_edge
3$:
        inc     b
        ld      a, b
        cp      #4
        jr      nz, 2$
        ld      a, #1
        ret
not_full:
        call    undecided_mask          ; close what would loop or mix pairs
        ld      b, #0
4$:
        ld      hl, #EXAMINE_MASK
        srl     (hl)
        jr      nc, 5$
        call    neighbour
        call    forbidden
        or      a
        call    nz, close_edge
5$:
        inc     b
        ld      a, b
        cp      #4
        jr      nz, 4$
        ld      h, #PAGE_NL_OPEN
        ld      l, c
        ld      a, (hl)
        call    popcount
        ld      hl, #EXAMINE_NEED
        cp      (hl)
        jr      c, fail
        jr      nz, ok                  ; more open edges than needed: nothing forced
        call    undecided_mask          ; exactly as many open edges as it needs: all lines
        ld      b, #0
6$:
        ld      hl, #EXAMINE_MASK
        srl     (hl)
        jr      nc, 7$
        call    bit_of
        ld      h, #PAGE_NL_LINES
        ld      l, c
        and     (hl)
        jr      nz, 7$
        call    draw_edge
        or      a
        ret     z                       ; forbidden: a contradiction
7$:
        inc     b
        ld      a, b
        cp      #4
        jr      nz, 6$
ok:
        ld      a, #1
        ret
fail:
        xor     a
        ret

;; EXAMINE_MASK = open & ~(the lines when the cell was taken) of cell C.
undecided_mask:
        ld      a, (EXAMINE_LINES)
        cpl
        ld      h, #PAGE_NL_OPEN
        ld      l, c
        and     (hl)
        ld      (EXAMINE_MASK), a
        ret

;; uint8_t nl_propagate(void)
;; Run the easy rules until the queue is empty: 1, or 0 on a contradiction (the queue is emptied).
_nl_propagate::
1$:
        BG_YIELD_KEEPING_NOTHING        ; before each cell: the queue is in memory
        ld      a, (_nl_queue_head)
        ld      l, a
        ld      a, (_nl_queue_tail)
        cp      l
        jr      z, 9$
        ld      h, #PAGE_NL_QUEUE
        ld      c, (hl)
        inc     l
        ld      a, l
        ld      (_nl_queue_head), a
        ld      h, #PAGE_NL_QUEUED
        ld      l, c
        ld      (hl), #0
        call    examine
        or      a
        jr      nz, 1$
2$:                                     ; a contradiction: empty the queue
        ld      a, (_nl_queue_head)
        ld      l, a
        ld      a, (_nl_queue_tail)
        cp      l
        jr      z, 3$
        ld      h, #PAGE_NL_QUEUE
        ld      e, (hl)
        inc     l
        ld      a, l
        ld      (_nl_queue_head), a
        ld      h, #PAGE_NL_QUEUED
        ld      l, e
        ld      (hl), #0
        jr      2$
3$:
        xor     a
        ret
9$:
        ld      a, #1
        ret

;; uint8_t nl_draw_edge(uint8_t cell, uint8_t d)
_nl_draw_edge::
        ld      c, a
        ld      b, e
        jp      draw_edge

;; void nl_close_edge(uint8_t cell, uint8_t d)
_nl_close_edge::
        ld      c, a
        ld      b, e
        jp      close_edge

;; void nl_trial_begin(void)
;; From here, every cell a change touches is saved first.
_nl_trial_begin::
        ld      a, #1
        ld      (_nl_trial), a
        xor     a
        ld      (_nl_touched), a
        ret

;; void nl_trial_undo(void)
;; Put back every cell the trial changed, as it was before, and end the trial.
_nl_trial_undo::
        xor     a
        ld      (_nl_trial), a
        ld      a, (_nl_touched)
        or      a
        ret     z
        ld      b, a
        ld      c, #0
1$:
        ld      h, #PAGE_NL_TOUCHED
        ld      l, c
        ld      l, (hl)                 ; L = the cell
        ld      h, #PAGE_NL_TOUCHED_MARK
        ld      (hl), #0
        ld      h, #PAGE_NL_BACKUP
        ld      a, (hl)
        ld      h, #PAGE_NL_LINES
        ld      (hl), a
        ld      h, #(PAGE_NL_BACKUP + 1)
        ld      a, (hl)
        ld      h, #PAGE_NL_OPEN
        ld      (hl), a
        ld      h, #(PAGE_NL_BACKUP + 2)
        ld      a, (hl)
        ld      h, #PAGE_NL_TIP
        ld      (hl), a
        ld      h, #(PAGE_NL_BACKUP + 3)
        ld      a, (hl)
        ld      h, #PAGE_NL_COLOUR
        ld      (hl), a
        inc     c
        dec     b
        jr      nz, 1$
        ret

;; void nl_solve_begin(uint8_t cells)
;; The solver's state for the puzzle on the ENDS page: every edge to a neighbour open, no line, every
;; cell a segment of its own (its tip itself, its pair its end's), every cell queued in order.
_nl_solve_begin::
        ld      b, a                    ; B = cells
        ld      c, #0                   ; C = cell
1$:
        BG_YIELD_KEEPING_BC_HL          ; each cell
        ld      l, c
        ld      d, #0                   ; D = open edges
        ld      e, #8                   ; E = the bit of direction W, then S, E, N
        ld      h, #(PAGE_NL_NEIGHBOUR + 3)
2$:
        ld      a, (hl)
        inc     a
        jr      z, 3$                   ; off the board
        ld      a, d
        or      e
        ld      d, a
3$:
        srl     e
        dec     h
        ld      a, h
        cp      #(PAGE_NL_NEIGHBOUR - 1)
        jr      nz, 2$
        ld      h, #PAGE_NL_OPEN
        ld      (hl), d
        ld      h, #PAGE_NL_LINES
        ld      (hl), #0
        ld      h, #PAGE_NL_TIP
        ld      (hl), c
        ld      h, #PAGE_NL_ENDS
        ld      a, (hl)
        ld      h, #PAGE_NL_COLOUR
        ld      (hl), a
        ld      h, #PAGE_NL_QUEUE
        ld      (hl), c
        ld      h, #PAGE_NL_QUEUED
        ld      (hl), #1
        ld      h, #PAGE_NL_TOUCHED_MARK
        ld      (hl), #0
        inc     c
        dec     b
        jr      nz, 1$
        xor     a
        ld      (_nl_queue_head), a
        ld      (_nl_trial), a
        ld      a, c
        ld      (_nl_queue_tail), a
        ret

;; uint8_t nl_all_decided(uint8_t cells)
;; 1 if every edge is decided and every cell has the lines it needs (the puzzle is solved), else 0.
_nl_all_decided::
        ld      b, a
        ld      l, #0
1$:
        BG_YIELD_KEEPING_BC_HL          ; each cell
        ld      h, #PAGE_NL_LINES
        ld      a, (hl)
        ld      h, #PAGE_NL_OPEN
        cp      (hl)
        jr      nz, 3$                  ; an undecided edge
        call    popcount_keep_l
        ld      e, a
        ld      h, #PAGE_NL_ENDS
        ld      a, (hl)
        or      a
        ld      a, #2
        jr      z, 2$
        dec     a
2$:
        cp      e
        jr      nz, 3$                  ; too few lines
        inc     l
        dec     b
        jr      nz, 1$
        ld      a, #1
        ret
3$:
        xor     a
        ret

;; A = the number of bits set in A (0..15). Keeps B, C, D, E, L; changes H.
popcount_keep_l:
        push    hl
        call    popcount
        pop     hl
        ret
