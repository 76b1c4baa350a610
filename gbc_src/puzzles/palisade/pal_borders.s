;; A finished division's clues in SM83 assembly: every cell's count of sides that are the grid's edge or
;; face another omino. Assembled into pal_generate.c's object (it .includes this file), its only caller.
;;
;; Calling convention (SDCC sdcccall(1), also GBDK-2020's): first 8-bit argument in A; 8-bit result in
;; A; every register may be clobbered.

        .include "pal_consts.inc"
        .include "divide_consts.inc"

        .globl  _div_step
        .globl  _div_cells

;; uint8_t pal_borders_of(uint8_t cell): A = the cell's sides that are the grid's edge or face another
;; omino of OWNER (puzzle.py's border_counts_of), from EDGES and OWNER: its clue. B = the count, C = the
;; cell, D = its omino, E = its EDGES bits. Keeps C.
        .macro  COUNT_SIDE edge, ?border, ?inside
        bit     edge, e
        jr      nz, border
        ld      l, a
        ld      a, (hl)
        cp      d
        jr      z, inside
border:
        inc     b
inside:
        .endm

_pal_borders_of::
        ld      c, a
        ld      l, a
        ld      h, #PAGE_DIV_EDGES
        ld      e, (hl)
        ld      h, #PAGE_DIV_OWNER
        ld      d, (hl)
        ld      b, #0
        ld      a, (_div_step + 0)      ; N
        add     a, c
        COUNT_SIDE 0
        ld      a, c                    ; E
        inc     a
        COUNT_SIDE 1
        ld      a, (_div_step + 2)      ; S
        add     a, c
        COUNT_SIDE 2
        ld      a, c                    ; W
        dec     a
        COUNT_SIDE 3
        ld      a, b
        ret

;; void pal_count_borders(void): every cell's clue in TRUTH (puzzle.py's border_counts).
_pal_count_borders::
        ld      c, #0
1$:
        ld      a, c
        call    _pal_borders_of
        ld      l, c
        ld      h, #PAGE_PAL_TRUTH
        ld      (hl), a
        inc     c
        ld      a, (_div_cells)
        cp      c
        jr      nz, 1$
        ret

