;; Numberlink's path growth in SM83 assembly: the same draws, in the same order, as _grow() in
;; codegen/puzzles/numberlink/generate.py (read its essay) and the link representation of
;; nl_generate.c (read its opening comment), which repairs and numbers what this grows.
;;
;; Why assembly: the C version spent about 25,000 cycles growing one side of one path (SDCC spilled
;; the loop's values to the stack). Here the neighbour pages are stepped through by page number
;; (direction d is page NEIGHBOUR + d), and one pass over a candidate's neighbours answers both
;; questions the step needs: does it touch the path (a find in the union-find, core/dsf.s) and how
;; many free neighbours does it have (Warnsdorff's rule).
;;
;; Calling convention (SDCC sdcccall(1), also GBDK-2020's): first 8-bit argument in A, second in E;
;; 8-bit result in A; every register may be clobbered.
;; Assembled into nl_generate.c's object (it .includes this file): nl_generate.c is the only caller, so the
;; code shares its switchable bank and its calls stay plain calls.
        .include "nl_consts.inc"
        .include "background.inc"

        .globl  _dsf_reset
        .globl  _dsf_find_slow
        .globl  _dsf_union
        .globl  _prng_shuffle
        .globl  _prng_at_most

NONE = 0xFF

        .area   _DATA
_nl_path_count::        .ds 1           ; paths so far (ids 0..count-1)
GROW_CELLS:             .ds 1
GROW_K:                 .ds 1           ; the position in the deck
GROW_PATH:              .ds 1           ; the path growing
GROW_TARGET:            .ds 1           ; its target length
GROW_SIDE:              .ds 1           ; 0: at its last cell, 1: at its first
GROW_HEAD:              .ds 1
GROW_ROOT:              .ds 1           ; the head's set in the union-find
GROW_STEP:              .ds 1
FEWEST:                 .ds 1           ; the fewest free neighbours among the allowed steps so far
CHOICE_COUNT:           .ds 1
CHOICES:                .ds 4           ; the allowed steps with FEWEST free neighbours, N E S W order

        .area   _CODE_255
;; void nl_grow(uint8_t cells)
;; Every cell free, the deck shuffled, then a path started at each free cell in deck order and grown
;; from both ends (OWNER, NEXT, PREV; FIRST, LAST, LENGTH per path; _nl_path_count).
_nl_grow::
        ld      (GROW_CELLS), a
        ld      e, a
        ld      a, #PAGE_NL_DSF
        call    _dsf_reset
        ld      a, (GROW_CELLS)
        ld      b, a
        ld      hl, #(PAGE_NL_OWNER << 8)
        ld      a, #NONE
1$:
        ld      (hl+), a
        dec     b
        jr      nz, 1$
        ld      a, (GROW_CELLS)
        ld      e, #PAGE_NL_DECK
        call    _prng_shuffle
        xor     a
        ld      (_nl_path_count), a
        ld      (GROW_K), a
next_start:
        BG_YIELD_KEEPING_NOTHING        ; before each path: the growth is in memory
        ld      a, (GROW_K)
        ld      hl, #GROW_CELLS
        cp      (hl)
        ret     z
        ld      l, a
        ld      h, #PAGE_NL_DECK
        ld      c, (hl)                 ; C = the start cell
        inc     a
        ld      (GROW_K), a
        ld      h, #PAGE_NL_OWNER
        ld      l, c
        ld      a, (hl)
        inc     a
        jr      nz, next_start          ; already on a path
        ld      a, (_nl_path_count)
        ld      (GROW_PATH), a
        ld      (hl), a                 ; OWNER(start) = p
        inc     a
        ld      (_nl_path_count), a
        dec     a
        ld      l, a
        ld      h, #PAGE_NL_FIRST
        ld      (hl), c
        ld      h, #PAGE_NL_LAST
        ld      (hl), c
        ld      h, #PAGE_NL_LENGTH
        ld      (hl), #1
        ld      l, c
        ld      h, #PAGE_NL_NEXT
        ld      (hl), #NONE
        ld      h, #PAGE_NL_PREV
        ld      (hl), #NONE
        ld      a, #NL_LENGTH_SPREAD
        call    _prng_at_most
        add     a, #NL_MIN_PATH
        ld      (GROW_TARGET), a
        xor     a
        ld      (GROW_SIDE), a
        call    grow_side
        ld      a, #1
        ld      (GROW_SIDE), a
        call    grow_side
        jr      next_start

;; Grow path GROW_PATH at its last cell (GROW_SIDE 0) or its first (1) until it is GROW_TARGET long
;; or no step is allowed.
grow_side:
        ld      a, (GROW_PATH)
        ld      l, a
        ld      h, #PAGE_NL_LENGTH
        ld      a, (hl)
        ld      hl, #GROW_TARGET
        cp      (hl)
        ret     nc                      ; long enough
        ld      a, (GROW_PATH)
        ld      l, a
        ld      h, #PAGE_NL_LAST
        ld      a, (GROW_SIDE)
        or      a
        jr      z, 1$
        ld      h, #PAGE_NL_FIRST
1$:
        ld      a, (hl)
        ld      (GROW_HEAD), a
        ld      l, a
        ld      h, #PAGE_NL_DSF
        ld      a, (hl)
        cp      l
        call    nz, _dsf_find_slow
        ld      (GROW_ROOT), a
        xor     a
        ld      (CHOICE_COUNT), a
        ld      a, #5
        ld      (FEWEST), a
        ld      b, #PAGE_NL_NEIGHBOUR   ; B = the page of direction d
candidate:
        ld      h, b
        ld      a, (GROW_HEAD)
        ld      l, a
        ld      a, (hl)                 ; n
        cp      #NONE
        jr      z, next_candidate
        ld      c, a                    ; C = n
        ld      l, a
        ld      h, #PAGE_NL_OWNER
        ld      a, (hl)
        inc     a
        jr      nz, next_candidate      ; n is on a path
        ld      d, #0                   ; D = free neighbours of n
        ld      e, #PAGE_NL_NEIGHBOUR   ; E = the page of n's direction
2$:
        ld      h, e
        ld      l, c
        ld      a, (hl)                 ; m
        cp      #NONE
        jr      z, 4$
        ld      l, a
        ld      h, #PAGE_NL_OWNER
        ld      a, (hl)
        inc     a
        jr      nz, 3$
        inc     d                       ; m is free (and so in no path's set)
        jr      4$
3$:
        ld      a, (GROW_HEAD)
        cp      l
        jr      z, 4$                   ; the head itself
        ld      h, #PAGE_NL_DSF
        ld      a, (hl)
        cp      l
        call    nz, _dsf_find_slow
        ld      hl, #GROW_ROOT
        cp      (hl)
        jr      z, next_candidate       ; n touches the path: not allowed
4$:
        inc     e
        ld      a, e
        cp      #(PAGE_NL_NEIGHBOUR + 4)
        jr      nz, 2$
        ld      a, (FEWEST)             ; n is allowed, with D free neighbours
        cp      d
        jr      c, next_candidate       ; more than the fewest so far
        jr      z, 5$
        ld      a, d                    ; fewer: the choices so far go
        ld      (FEWEST), a
        xor     a
        ld      (CHOICE_COUNT), a
5$:
        ld      a, (CHOICE_COUNT)
        ld      e, a
        inc     a
        ld      (CHOICE_COUNT), a
        ld      d, #0
        ld      hl, #CHOICES
        add     hl, de
        ld      (hl), c
next_candidate:
        inc     b
        ld      a, b
        cp      #(PAGE_NL_NEIGHBOUR + 4)
        jr      nz, candidate
        ld      a, (CHOICE_COUNT)
        or      a
        ret     z                       ; stuck
        dec     a
        call    _prng_at_most
        ld      e, a
        ld      d, #0
        ld      hl, #CHOICES
        add     hl, de
        ld      a, (hl)
        ld      (GROW_STEP), a
        ld      l, a
        ld      h, #PAGE_NL_OWNER
        ld      a, (GROW_PATH)
        ld      (hl), a                 ; OWNER(step) = p
        ld      a, (GROW_HEAD)
        ld      e, a
        ld      a, (GROW_STEP)
        ld      d, a
        ld      a, #PAGE_NL_DSF
        call    _dsf_union              ; union(head, step)
        ld      a, (GROW_STEP)
        ld      c, a                    ; C = step
        ld      a, (GROW_HEAD)
        ld      b, a                    ; B = head
        ld      a, (GROW_SIDE)
        or      a
        jr      nz, 6$
        ld      h, #PAGE_NL_NEXT        ; at the last cell: head -> step
        ld      l, b
        ld      (hl), c
        ld      l, c
        ld      (hl), #NONE
        ld      h, #PAGE_NL_PREV
        ld      (hl), b
        ld      h, #PAGE_NL_LAST
        jr      7$
6$:
        ld      h, #PAGE_NL_PREV        ; at the first cell: step -> head
        ld      l, b
        ld      (hl), c
        ld      l, c
        ld      (hl), #NONE
        ld      h, #PAGE_NL_NEXT
        ld      (hl), b
        ld      h, #PAGE_NL_FIRST
7$:
        ld      a, (GROW_PATH)
        ld      l, a
        ld      (hl), c                 ; LAST or FIRST (p) = step
        ld      h, #PAGE_NL_LENGTH
        inc     (hl)
        jp      grow_side
