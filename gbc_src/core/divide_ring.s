;; The division's ring masks in SM83 assembly (read divide.py's essay first): the eight squares round a
;; square as a mask of one omino's squares, and whether that mask is one run, which the division's search
;; (inline in divide.c) asks for every square it looks at, and so does Palisade's search for trade
;; certificates (inline in pal_generate.c). In bank 0 because code in two banks calls them. SDCC 4.2
;; made three to four times the cycles of them in C.
;;
;; Calling convention (SDCC sdcccall(1), also GBDK-2020's): first 8-bit argument in A; 8-bit result in
;; A; every register may be clobbered.

        .module divide_ring
        .include "divide_consts.inc"

        .globl  _div_step
        .globl  _div_cells
        .globl  _div_one_run

        .area   _DATA
_div_ring_step::        .ds 8           ; the steps to the ring's squares: N, NE, E, SE, S, SW, W, NW
_div_ring_omino::       .ds 1           ; div_ring_mask's omino

        .area   _CODE

;; uint8_t div_ring_mask(uint8_t square): bit i set when ring square i of `square` (N, NE, E, SE, S, SW,
;; W, NW) is on the grid and is div_ring_omino's. The search hides the square the omino it looks from
;; gives away (its OWNER is NONE meanwhile: see divide.c), so no square is left out here. A square
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

        .macro  RING_BIT_ON_GRID edges, step, bit, ?off
        ld      a, b
        and     #edges
        jr      nz, off
        ld      a, (_div_ring_step + step)
        add     a, c
        ld      l, a
        RING_BIT bit
off:
        .endm

_div_ring_mask::
        ld      c, a
        ld      l, a
        ld      h, #PAGE_DIV_EDGES
        ld      b, (hl)
        ld      a, (_div_ring_omino)
        ld      e, a
        ld      d, #0
        ld      h, #PAGE_DIV_OWNER
        ld      a, b
        or      a
        jr      nz, ring_on_edge
        ld      a, (_div_ring_step + 7) ; NW, N, NE
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
        ld      a, (_div_ring_step + 5) ; SW, S, SE
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

;; uint8_t div_one_run_of(uint8_t mask): A = div_one_run[A], 1 when the ring mask is one run round the
;; ring, else 0, with Z set exactly when it is not (the division's search and find_trades test it
;; after div_ring_mask). Changes H and L.
_div_one_run_of::
        ld      hl, #_div_one_run
        add     a, l
        ld      l, a
        jr      nc, 1$
        inc     h
1$:
        ld      a, (hl)
        or      a
        ret
