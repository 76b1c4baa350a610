;; A finished division's clues in SM83 assembly: every cell's count of sides that are the grid's edge or
;; face another omino, and which of its neighbours' clues pair with it. Assembled into pal_generate.c's
;; object (it .includes this file), its only caller. Every register may be clobbered.

        .include "pal_consts.inc"
        .include "divide_consts.inc"

        .globl  _div_step
        .globl  _div_cells
        .globl  _div_k

;; void pal_count_borders(void): every cell's clue in TRUTH (puzzle.py's border_counts): its grid
;; edges (EDGE_COUNT of its EDGES bits), then one more for each side between two ominoes, walked once,
;; east and south of every cell, both cells counted; and then where two clues side by side pair
;; (TRUTH_PAIRS, below). (Counting each cell's four sides on its own took 390 cycles a cell.) C = the
;; cell, D = its omino, E = its EDGES bits.
_pal_count_borders::
        ld      c, #0
1$:
        ld      l, c
        ld      h, #PAGE_DIV_EDGES
        ld      a, (hl)
        ld      hl, #edge_count
        add     a, l
        ld      l, a
        jr      nc, 2$
        inc     h
2$:
        ld      a, (hl)
        ld      l, c
        ld      h, #PAGE_PAL_TRUTH
        ld      (hl), a
        inc     c
        ld      a, (_div_cells)
        cp      c
        jr      nz, 1$
        ld      c, #0
3$:
        ld      l, c
        ld      h, #PAGE_DIV_EDGES
        ld      e, (hl)
        ld      h, #PAGE_DIV_OWNER
        ld      d, (hl)
        bit     1, e                    ; DIV_EDGE_E
        jr      nz, 4$
        inc     l
        ld      a, (hl)
        cp      d
        jr      z, 4$                   ; one omino
        ld      h, #PAGE_PAL_TRUTH
        inc     (hl)
        dec     l
        inc     (hl)
4$:
        bit     2, e                    ; DIV_EDGE_S
        jr      nz, 5$
        ld      a, (_div_step + 2)
        add     a, c
        ld      l, a
        ld      h, #PAGE_DIV_OWNER
        ld      a, (hl)
        cp      d
        jr      z, 5$
        ld      h, #PAGE_PAL_TRUTH
        inc     (hl)
        ld      l, c
        inc     (hl)
5$:
        inc     c
        ld      a, (_div_cells)
        cp      c
        jr      nz, 3$
        jr      pal_truth_pairs

edge_count:                             ; how many of EDGES bits N, E, S, W are set
        .db     0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4

;; TRUTH's bits 3-6 (N, E, S, W: TRUTH_PAIRS) for every cell: the sides across which the two cells'
;; clues make the clue-pair rule's border (solve.py's clue_pairs: two clue cells a, b side by side in
;; one region would make it at least 8 - a - b cells, and two 3s a closed region of 2; pal_solve.c's
;; clue_pairs reads these bits). The generator's solves only ever show the division's own clues, so
;; the rule's answer for two cells that both show theirs is known once the division is. Each cell's
;; east and south sides, both cells' bits. B = k, C = the cell, D = its clue, E = its EDGES bits.
TRUTH_CLUE = 0x07
PAIR_N = 3                              ; TRUTH's bits of TRUTH_PAIRS
PAIR_E = 4
PAIR_S = 5
PAIR_W = 6

        .macro  PAIR_ACROSS across_bit, here_bit, ?apart, ?fires
        ld      a, (hl)                 ; the clue across
        and     #TRUTH_CLUE
        ld      e, a
        add     a, d
        add     a, b
        cp      #8
        jr      c, fires                ; k + a + b < 8
        ld      a, e
        and     d
        cp      #3
        jr      nz, apart               ; (a & b) == 3: both are 3 (clues are at most 4) ...
        ld      a, b
        cp      #2
        jr      z, apart                ; ... and k is not 2
fires:
        set     across_bit, (hl)
        ld      l, c
        set     here_bit, (hl)
apart:
        .endm

pal_truth_pairs:
        ld      a, (_div_k)
        ld      b, a                    ; B = k
        ld      c, #0
2$:
        ld      l, c
        ld      h, #PAGE_DIV_EDGES
        ld      e, (hl)
        ld      h, #PAGE_PAL_TRUTH
        ld      a, (hl)
        and     #TRUTH_CLUE
        ld      d, a                    ; D = the clue
        bit     1, e                    ; DIV_EDGE_E
        jr      nz, 3$
        push    de
        inc     l
        PAIR_ACROSS PAIR_W, PAIR_E      ; the cell east: its W, this one's E
        pop     de
3$:
        bit     2, e                    ; DIV_EDGE_S
        jr      nz, 4$
        ld      a, (_div_step + 2)
        add     a, c
        ld      l, a
        ld      h, #PAGE_PAL_TRUTH
        PAIR_ACROSS PAIR_N, PAIR_S      ; the cell south: its N, this one's S
4$:
        inc     c
        ld      a, (_div_cells)
        cp      c
        jr      nz, 2$
        ret

