;; The division's ring masks in SM83 assembly (read divide.py's essay first): the eight squares round a
;; square as a mask of one omino's squares, and whether that mask is one run, which the division's search
;; (inline in pal_divide.c) asks for every square it looks at, and so does the generator's search for
;; trade certificates (inline in pal_generate.c); and the clues of a finished division (pal_generate.c
;; calls it). The ring tests are in bank 0 because code in two banks calls them. SDCC 4.2 made three to four times the cycles of them in C.
;;
;; Calling convention (SDCC sdcccall(1), also GBDK-2020's): first 8-bit argument in A; 8-bit result in
;; A; every register may be clobbered.

        .module pal_divide_loops
        .include "pal_consts.inc"

        .globl  _pal_step
        .globl  _pal_cells
        .globl  _pal_one_run

        .area   _DATA
_pal_ring_step::        .ds 8           ; the steps to the ring's squares: N, NE, E, SE, S, SW, W, NW
_pal_ring_omino::       .ds 1           ; pal_ring_mask's omino

        .area   _CODE

;; uint8_t pal_ring_mask(uint8_t square): bit i set when ring square i of `square` (N, NE, E, SE, S, SW,
;; W, NW) is on the grid and is pal_ring_omino's. The search hides the square the omino it looks from
;; gives away (its OWNER is NONE meanwhile: see pal_divide.c), so no square is left out here. A square
;; off the edges (EDGES 0, most of them) reads its ring without a test, NW to NE, W and E, SW to SE;
;; one on an edge tests each ring square against its EDGES bits. C = the square, D = the mask, E = the
;; omino, H = the OWNER page.
        .macro  RING_BIT bit, ?other
        ld      a, (hl)
        cp      e
        jr      nz, other
        set     bit, d
other:
        .endm

        .macro  RING_BIT_ON_GRID edges, step, bit, ?other
        ld      a, b
        and     #edges
        jr      nz, other
        ld      a, (_pal_ring_step + step)
        add     a, c
        ld      l, a
        ld      a, (hl)
        cp      e
        jr      nz, other
        set     bit, d
other:
        .endm

_pal_ring_mask::
        ld      c, a
        ld      l, a
        ld      h, #PAGE_PAL_EDGES
        ld      b, (hl)
        ld      a, (_pal_ring_omino)
        ld      e, a
        ld      d, #0
        ld      h, #PAGE_PAL_OWNER
        ld      a, b
        or      a
        jr      nz, ring_on_edge
        ld      a, (_pal_ring_step + 7) ; NW, N, NE
        add     a, c
        ld      l, a
        RING_BIT 7
        inc     l
        RING_BIT 0
        inc     l
        RING_BIT 1
        ld      l, c                    ; W, E
        dec     l
        RING_BIT 6
        inc     l
        inc     l
        RING_BIT 2
        ld      a, (_pal_ring_step + 5) ; SW, S, SE
        add     a, c
        ld      l, a
        RING_BIT 5
        inc     l
        RING_BIT 4
        inc     l
        RING_BIT 3
        ld      a, d
        ret
ring_on_edge:
        RING_BIT_ON_GRID 0x01, 0, 0     ; N
        RING_BIT_ON_GRID 0x03, 1, 1     ; NE
        RING_BIT_ON_GRID 0x02, 2, 2     ; E
        RING_BIT_ON_GRID 0x06, 3, 3     ; SE
        RING_BIT_ON_GRID 0x04, 4, 4     ; S
        RING_BIT_ON_GRID 0x0C, 5, 5     ; SW
        RING_BIT_ON_GRID 0x08, 6, 6     ; W
        RING_BIT_ON_GRID 0x09, 7, 7     ; NW
        ld      a, d
        ret

;; uint8_t pal_one_run_of(uint8_t mask): A = pal_one_run[A], 1 when the ring mask is one run round the
;; ring, else 0, with Z set exactly when it is not (the division's search and find_trades test it
;; after pal_ring_mask). Changes H and L.
_pal_one_run_of::
        ld      hl, #_pal_one_run
        add     a, l
        ld      l, a
        jr      nc, 1$
        inc     h
1$:
        ld      a, (hl)
        or      a
        ret

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
        ld      h, #PAGE_PAL_EDGES
        ld      e, (hl)
        ld      h, #PAGE_PAL_OWNER
        ld      d, (hl)
        ld      b, #0
        ld      a, (_pal_step + 0)      ; N
        add     a, c
        COUNT_SIDE 0
        ld      a, c                    ; E
        inc     a
        COUNT_SIDE 1
        ld      a, (_pal_step + 2)      ; S
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
        ld      a, (_pal_cells)
        cp      c
        jr      nz, 1$
        ret

