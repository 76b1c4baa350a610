;; The division's search in SM83 assembly (pal_divide.c calls it; read its essay and divide.py's
;; first): the breadth-first search over ominoes for the shortest chain of steals that grows one omino,
;; and the ring of eight squares round a square as a mask of one omino's squares, which the search asks
;; for every square it looks at; and the clues of a finished division (pal_generate.c calls it). SDCC 4.2 made three to four times the cycles of them in C, and the
;; division was a quarter of an 8x8 puzzle's wait. The chain found is made in C (pal_divide.c's apply).
;;
;; Calling convention (SDCC sdcccall(1), also GBDK-2020's): first 8-bit argument in A; 8-bit result in
;; A; every register may be clobbered.

        .module pal_divide_loops
        .include "pal_consts.inc"

        .globl  _pal_step
        .globl  _pal_cells
        .globl  _pal_one_run


NONE = 0xFF
RING_SIDES = 0x55                       ; N, E, S, W in a ring mask

        .area   _DATA
_pal_ring_step::        .ds 8           ; the steps to the ring's squares: N, NE, E, SE, S, SW, W, NW
_pal_ring_omino::       .ds 1           ; pal_ring_mask's omino
_pal_search_number::    .ds 1           ; the search's number (REACHED); pal_divide.c sets 0 an attempt
_pal_search_taker::     .ds 1           ; the chain found ends with this omino ...
_pal_search_square::    .ds 1           ; ... taking this unowned square
SEARCH_HEAD:            .ds 1           ; the queue of ominoes: SEARCH[head..tail)
SEARCH_TAIL:            .ds 1
SEARCH_GIVEN:           .ds 1           ; the square the current omino gives to the one before it
SEARCH_HOLDER:          .ds 1           ; the owner of the square being looked at

        .area   _CODE

;; uint8_t pal_ring_mask(uint8_t square): bit i set when ring square i of `square` (N, NE, E, SE, S, SW,
;; W, NW) is on the grid and is pal_ring_omino's. The search hides the square the omino it looks from
;; gives away (its OWNER is NONE meanwhile: see pal_search), so no square is left out here. A square
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

;; uint8_t pal_search(uint8_t grower): find the shortest chain of steals that grows `grower` by one
;; square (divide.py's grow, in its order: the ominoes in the order reached, each one's squares in deck
;; order (HEAD, LINK) but the one it gives away, each square's neighbours N, E, S, W). Returns 1 with
;; _pal_search_taker and _pal_search_square, the chain's last step (CAME_FROM and TOOK hold the rest),
;; or 0 when there is no chain. B = the square the omino looked from gives away, C = the square whose
;; neighbours are looked at, D = that omino, E = the square's EDGES bits still to read.
_pal_search::
        ld      e, a
        ld      hl, #_pal_search_number
        inc     (hl)
        ld      d, (hl)
        ld      l, e
        ld      h, #PAGE_PAL_REACHED
        ld      (hl), d
        ld      h, #PAGE_PAL_CAME_FROM
        ld      (hl), #NONE
        ld      h, #PAGE_PAL_TOOK
        ld      (hl), #NONE
        ld      hl, #(PAGE_PAL_SEARCH << 8)
        ld      (hl), e
        xor     a
        ld      (SEARCH_HEAD), a
        inc     a
        ld      (SEARCH_TAIL), a
        ld      a, #NONE
        ld      (SEARCH_GIVEN), a
search_next_omino:
        call    show_given
        ld      a, (SEARCH_HEAD)
        ld      hl, #SEARCH_TAIL
        cp      (hl)
        jr      z, search_none
        ld      l, a
        inc     a
        ld      (SEARCH_HEAD), a
        ld      h, #PAGE_PAL_SEARCH
        ld      a, (hl)
        ld      (_pal_search_taker), a  ; the omino whose squares are looked at
        ld      l, a
        ld      h, #PAGE_PAL_TOOK
        ld      a, (hl)
        ld      (SEARCH_GIVEN), a       ; the square it gives away, hidden from its rings: OWNER NONE
        cp      #NONE
        jr      z, 1$
        ld      l, a
        ld      h, #PAGE_PAL_OWNER
        ld      (hl), #NONE
1$:
        ld      a, (SEARCH_GIVEN)
        ld      b, a                    ; B = the square given away
        ld      a, (_pal_search_taker)
        ld      d, a                    ; D = the omino looked from
        ld      l, a
        ld      h, #PAGE_PAL_HEAD
        ld      c, (hl)
search_square:
        ld      a, c
        cp      #NONE
        jr      z, search_next_omino
        cp      b
        jr      z, search_next_square
        ld      l, c
        ld      h, #PAGE_PAL_EDGES
        ld      e, (hl)
        srl     e                       ; N
        jr      c, 1$
        ld      a, (_pal_step + 0)
        add     a, c
        call    search_try
        jr      nz, search_found
1$:
        srl     e                       ; E
        jr      c, 2$
        ld      a, c
        inc     a
        call    search_try
        jr      nz, search_found
2$:
        srl     e                       ; S
        jr      c, 3$
        ld      a, (_pal_step + 2)
        add     a, c
        call    search_try
        jr      nz, search_found
3$:
        srl     e                       ; W
        jr      c, search_next_square
        ld      a, c
        dec     a
        call    search_try
        jr      nz, search_found
search_next_square:
        ld      l, c
        ld      h, #PAGE_PAL_LINK
        ld      c, (hl)
        jr      search_square
search_found:
        call    show_given
        ld      a, #1
        ret
search_none:
        xor     a
        ret

;; The square the omino being searched from gives away (SEARCH_GIVEN, if any) is its own again.
show_given:
        ld      a, (SEARCH_GIVEN)
        cp      #NONE
        ret     z
        ld      l, a
        ld      h, #PAGE_PAL_OWNER
        ld      a, (_pal_search_taker)
        ld      (hl), a
        ret

;; Look at square A next to omino D (the one searched from, which gives away square B): may D take
;; it? NZ when it is unowned and may (_pal_search_square set); an owned square D may take whose owner
;; may give it up and was not reached yet is queued. Z otherwise. Keeps B, C, D and E.
search_try:
        cp      b
        ret     z                       ; the square D gives away
        ld      l, a
        ld      h, #PAGE_PAL_OWNER
        ld      a, (hl)
        cp      d
        ret     z                       ; already D's
        ld      h, a                    ; (the holder, for a moment)
        ld      a, l
        ld      (_pal_search_square), a
        ld      a, h
        ld      (SEARCH_HOLDER), a
        cp      #NONE
        jr      z, 1$
        ld      l, a
        ld      h, #PAGE_PAL_REACHED
        ld      a, (_pal_search_number)
        cp      (hl)
        ret     z                       ; its owner was reached already
1$:
        push    bc
        push    de
        ld      a, d                    ; may it join D (whose square B is hidden)?
        ld      (_pal_ring_omino), a
        ld      a, (_pal_search_square)
        call    _pal_ring_mask
        ld      e, a
        and     #RING_SIDES
        jr      z, search_pop_no        ; no side on D
        call    one_run
        jr      z, search_pop_no
        ld      a, (SEARCH_HOLDER)
        cp      #NONE
        jr      z, search_pop_yes       ; unowned: the chain ends here
        ld      (_pal_ring_omino), a    ; may it leave its owner?
        ld      a, (_pal_search_square)
        call    _pal_ring_mask
        ld      e, a
        call    one_run
        jr      z, search_pop_no
        ld      a, (SEARCH_HOLDER)      ; the owner gives the square up: reach it
        ld      l, a
        ld      h, #PAGE_PAL_REACHED
        ld      a, (_pal_search_number)
        ld      (hl), a
        ld      h, #PAGE_PAL_CAME_FROM
        ld      a, (_pal_search_taker)
        ld      (hl), a
        ld      h, #PAGE_PAL_TOOK
        ld      a, (_pal_search_square)
        ld      (hl), a
        ld      a, (SEARCH_TAIL)
        ld      l, a
        inc     a
        ld      (SEARCH_TAIL), a
        ld      h, #PAGE_PAL_SEARCH
        ld      a, (SEARCH_HOLDER)
        ld      (hl), a
search_pop_no:
        pop     de
        pop     bc
        xor     a
        ret
search_pop_yes:
        pop     de
        pop     bc
        ld      a, #1
        or      a
        ret

;; void pal_count_borders(void): every cell's clue in TRUTH, its sides that are the grid's edge or face
;; another omino (puzzle.py's border_counts), from EDGES and OWNER. B = the count, C = the cell, D = its
;; omino, E = its EDGES bits.
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

_pal_count_borders::
        ld      c, #0
1$:
        ld      l, c
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
        ld      l, c
        ld      h, #PAGE_PAL_TRUTH
        ld      (hl), b
        inc     c
        ld      a, (_pal_cells)
        cp      c
        jr      nz, 1$
        ret

;; Z unless ring mask E is one run round the ring (pal_one_run).
one_run:
        ld      hl, #_pal_one_run
        ld      a, l
        add     a, e
        ld      l, a
        jr      nc, 1$
        inc     h
1$:
        ld      a, (hl)
        or      a
        ret
