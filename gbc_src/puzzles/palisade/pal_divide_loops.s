;; The division's inner loop in SM83 assembly (pal_divide.c calls it; read its essay and divide.py's
;; first): the ring of eight squares round a square as a mask of one omino's squares, asked for every
;; square a search looks at. SDCC 4.2 made about four times the cycles of it in C, and the division
;; was a quarter of an 8x8 puzzle's wait.
;;
;; Calling convention (SDCC sdcccall(1), also GBDK-2020's): first 8-bit argument in A; 8-bit result in
;; A; every register may be clobbered.

        .module pal_divide_loops
        .include "pal_consts.inc"


NONE = 0xFF

        .area   _DATA
_pal_ring_step::        .ds 8           ; the steps to the ring's squares: N, NE, E, SE, S, SW, W, NW
_pal_ring_omino::       .ds 1           ; pal_ring_mask's omino
_pal_ring_without::     .ds 1           ; and the square it is counted without (NONE: none)

        .area   _CODE

;; uint8_t pal_ring_mask(uint8_t square): bit i set when ring square i of `square` is on the grid,
;; is not pal_ring_without and is pal_ring_omino's. B = the square's EDGES bits, C = the square,
;; D = the mask, E = the omino.
_pal_ring_mask::
        ld      c, a
        ld      l, a
        ld      h, #PAGE_PAL_EDGES
        ld      b, (hl)
        ld      d, #0
        ld      a, (_pal_ring_omino)
        ld      e, a

        ld      a, b                    ; N
        and     #0x01
        jr      nz, 10$
        ld      a, (_pal_ring_step + 0)
        add     a, c
        ld      l, a
        ld      a, (_pal_ring_without)
        cp      l
        jr      z, 10$
        ld      h, #PAGE_PAL_OWNER
        ld      a, (hl)
        cp      e
        jr      nz, 10$
        set     0, d
10$:
        ld      a, b                    ; NE
        and     #0x03
        jr      nz, 11$
        ld      a, (_pal_ring_step + 1)
        add     a, c
        ld      l, a
        ld      a, (_pal_ring_without)
        cp      l
        jr      z, 11$
        ld      h, #PAGE_PAL_OWNER
        ld      a, (hl)
        cp      e
        jr      nz, 11$
        set     1, d
11$:
        ld      a, b                    ; E
        and     #0x02
        jr      nz, 12$
        ld      a, (_pal_ring_step + 2)
        add     a, c
        ld      l, a
        ld      a, (_pal_ring_without)
        cp      l
        jr      z, 12$
        ld      h, #PAGE_PAL_OWNER
        ld      a, (hl)
        cp      e
        jr      nz, 12$
        set     2, d
12$:
        ld      a, b                    ; SE
        and     #0x06
        jr      nz, 13$
        ld      a, (_pal_ring_step + 3)
        add     a, c
        ld      l, a
        ld      a, (_pal_ring_without)
        cp      l
        jr      z, 13$
        ld      h, #PAGE_PAL_OWNER
        ld      a, (hl)
        cp      e
        jr      nz, 13$
        set     3, d
13$:
        ld      a, b                    ; S
        and     #0x04
        jr      nz, 14$
        ld      a, (_pal_ring_step + 4)
        add     a, c
        ld      l, a
        ld      a, (_pal_ring_without)
        cp      l
        jr      z, 14$
        ld      h, #PAGE_PAL_OWNER
        ld      a, (hl)
        cp      e
        jr      nz, 14$
        set     4, d
14$:
        ld      a, b                    ; SW
        and     #0x0C
        jr      nz, 15$
        ld      a, (_pal_ring_step + 5)
        add     a, c
        ld      l, a
        ld      a, (_pal_ring_without)
        cp      l
        jr      z, 15$
        ld      h, #PAGE_PAL_OWNER
        ld      a, (hl)
        cp      e
        jr      nz, 15$
        set     5, d
15$:
        ld      a, b                    ; W
        and     #0x08
        jr      nz, 16$
        ld      a, (_pal_ring_step + 6)
        add     a, c
        ld      l, a
        ld      a, (_pal_ring_without)
        cp      l
        jr      z, 16$
        ld      h, #PAGE_PAL_OWNER
        ld      a, (hl)
        cp      e
        jr      nz, 16$
        set     6, d
16$:
        ld      a, b                    ; NW
        and     #0x09
        jr      nz, 17$
        ld      a, (_pal_ring_step + 7)
        add     a, c
        ld      l, a
        ld      a, (_pal_ring_without)
        cp      l
        jr      z, 17$
        ld      h, #PAGE_PAL_OWNER
        ld      a, (hl)
        cp      e
        jr      nz, 17$
        set     7, d
17$:
        ld      a, d
        ret
