;; The Hitori layout generator's hot path in SM83 assembly: board set-up, the scatter and pool
;; orders, and the shading attempt with the planar-dual check. The same layouts as
;; codegen/puzzles/hitori/layout.py (read it first: why candidates are drawn this way) with the check
;; of codegen/puzzles/hitori/dual.py (why four corner classes answer "would the whites split?").
;;
;; Faces by arithmetic. The faces are the (W+1) x (H+1) lattice points between cell centres; the
;; point at column x, row y is face x + y*W - 1 (mod 256). Then cell c's four corners are faces
;; c-1 (NW), c (NE), c+W-1 (SW) and c+W (SE): no table, no record. The rim points (x = 0 or W,
;; y = 0 or H) are all the one outer face, and under this numbering the two ends of a row, x = W
;; of row y and x = 0 of row y+1, fall on the same number: harmless, as both are rim. The inner
;; points take W..H*W-2 without a collision, and the numbers reach H*W+W-1, so any board with
;; W*(H+1) <= 256 fits one page (shapes.py checks it; 16x15 uses all 256, with 0,0 and W,H
;; both on 255). Face 255 is the rim's root; no other rim point is ever read (an attempt looks only
;; at a cell's inner corners), so set-up gives only the inner points a class of their own.
;;
;; The test. A candidate has no black neighbour, so its d board neighbours are white, and shading it
;; keeps the whites connected iff its corners lie in exactly d classes (dual.py). An inner cell
;; (d = 4) needs four different roots. A cell on the edge has rim corners, which are one class
;; already: it needs as many classes as board neighbours. Which edges a cell touches is its *kind*,
;; kept in its CELL_STATE byte while it is a candidate (set-up writes it), so the common case is one
;; test of that byte.
;;
;; Cell states: a candidate holds its kind (EDGE_* bits, bit 7 clear); a shaded cell CELL_BLACK, a
;; cell beside one CELL_BLOCKED, a refused candidate CELL_WHITE (it stays white): all with bit 7 set.
;; The page slots from H*W up hold no cell and are set to CELL_BLOCKED, so one test of bit 7 answers
;; "is this byte a candidate cell?" for any byte drawn, on the board or not. A shaded cell's
;; neighbours N (c-W) and S (c+W) are written without looking: past the top or the bottom row they
;; land on those slots (W*(H+1) <= 256), which stay blocked; W and E are skipped by kind.
;;
;; Four roots. A corner face whose parent is itself is the root of its class, and four corners that
;; are all roots are four classes, with nothing to compare: the cell is shaded and its corners join
;; the SE one. That is the common case (a cell with no shaded cell diagonally beside it has four
;; faces never joined), so an attempt first tests each corner for it, holding nothing but the cell.
;; The next most common is one corner that is not a root: its root r is found, the other three
;; corners are still tested for being roots, and r must be none of them; they join r. Only at a
;; second corner that is not a root does the general check (every root in a register, compared with
;; each before it) take over. The rim's class keeps root 255: an edge cell's inner corners join it
;; under 255; a general join goes under SE's root, and if the rim was one of the four, 255 takes the
;; root back; in the cases with roots, a corner that is a root is not the rim's (its only root is
;; 255, which is no cell's inner corner), and r, if it is 255, is the one joined under.

;; Registers. The generator's state stays in D:E (D high) through each order's loop, and whether D
;; is an undrawn byte is where the code is (the *_fresh and *_spare labels), as in the core's
;; prng_shuffle. It is loaded from and stored back to prng.s's variables around each phase. C is
;; the scatter's count of draws and the pool's size; the attempt keeps C, D and E (it saves them
;; only on its longer paths), and gives H back as PAGE_CELL_STATE. The pool has one copy of its
;; loop per mask (POOL_LEVEL), so the mask is in the code and B is free for the swap.
;;
;; Banked: this file's code is in a switchable bank (area _CODE_255, given a bank at link time as
;; `#pragma bank 255` C is), so its two entries are BANKED functions: the caller pushes the
;; arguments and goes through the trampoline (banking.h), which leaves the first at SP+6; every
;; register may be clobbered. Everything else here is called from this file only.

        .module layout_draw
        .include "layout_consts.inc"
        .include "xorshift.inc"
        .include "background.inc"

        .globl  prng_load_state         ; the shared generator's state to D:E and back (prng.s)
        .globl  prng_store_state
        .globl  _dsf_find_slow          ; the core's path-halving find (dsf.s)

RIM_ROOT = 0xFF                         ; the outer face's class: face 255 is always a rim point
NO_CELL = CELL_BLOCKED                  ; a state page slot from W*H up

        .area   _DATA
_layout_width::                         ; W
        .ds     1
LAYOUT_W_LESS_1:                        ; W - 1: SW corner = cell + W - 1
        .ds     1
LAYOUT_MINUS_W:                         ; -W (mod 256): the north neighbour
        .ds     1
_layout_cells::                         ; W * H
        .ds     1

        .area   _CODE_255

        .globl  b_layout_clear
        .globl  b_layout_draw_dual
b_layout_clear = 255                    ; (the bank, given at link time)
b_layout_draw_dual = 255

;; void layout_clear(uint8_t width, uint8_t height, uint8_t cells) BANKED
;; Every cell a candidate of its kind, every inner face its own class, and face 255 the rim's root.
_layout_clear::
        ldhl    sp, #6
        ld      a, (hl+)
        ld      d, (hl)
        inc     hl
        ld      e, (hl)
        jp      clear

;; void layout_draw_dual(uint8_t width, uint8_t height, uint8_t cells) BANKED
;; A layout with the dual check: clear, then the scatter and the pool.
_layout_draw_dual::
        ldhl    sp, #6
        ld      a, (hl+)
        ld      d, (hl)
        inc     hl
        ld      e, (hl)
        call    clear
        jp      run_dual

;; `one` C times (1..255): the low four bits' worth, then sixteen a turn; then return.
        .macro  BY_BITS_OF_C one
        bit     0, c
        jr      z, 1$
        one
1$:
        bit     1, c
        jr      z, 2$
        .rept   2
        one
        .endm
2$:
        bit     2, c
        jr      z, 3$
        .rept   4
        one
        .endm
3$:
        bit     3, c
        jr      z, 4$
        .rept   8
        one
        .endm
4$:
        srl     c
        srl     c
        srl     c
        srl     c
        ret     z
5$:
        .rept   16
        one
        .endm
        dec     c
        jr      nz, 5$
        ret
        .endm

        .macro  FILL_ONE
        ld      (hl+), a
        .endm
        .macro  OWN_CLASS
        ld      (hl), l
        inc     l
        .endm

;; Fill C bytes (1..255) from HL on with A; HL ends past them. Changes C.
fill:
        BY_BITS_OF_C FILL_ONE

;; Each of C faces (1..255) from L on its own class: face[L] = L; L ends past them. Changes C.
own_classes:
        BY_BITS_OF_C OWN_CLASS

;; The set-up: A = W, D = H (both at least 2), E = W * H (at most 240: 16x16 has no room).
clear:
        ld      (_layout_width), a
        ld      b, a                    ; B = W
        dec     a
        ld      (LAYOUT_W_LESS_1), a
        cpl
        ld      (LAYOUT_MINUS_W), a     ; ~(W-1) = -W
        ld      a, e
        ld      (_layout_cells), a

        ;; Cell states in page order: the top row NORTH, the rows between inner (0), the bottom row
        ;; SOUTH, the slots past the board no cell; then WEST and EAST at the ends of every row.
        ld      hl, #(PAGE_CELL_STATE << 8)
        ld      c, b
        ld      a, #EDGE_NORTH
        call    fill
        ld      a, e
        sub     b
        sub     b
        jr      z, 2$                   ; (two rows: none between)
        ld      c, a
        xor     a
        call    fill
2$:
        ld      c, b
        ld      a, #EDGE_SOUTH
        call    fill
        xor     a
        sub     e
        ld      c, a                    ; 256 - W*H
        ld      a, #NO_CELL
        call    fill
        ld      h, #PAGE_CELL_STATE     ; (the fill ended on the next page)
        ld      l, #0
        ld      c, d                    ; H rows
        ld      a, (LAYOUT_W_LESS_1)
        ld      d, a
3$:
        set     EDGE_WEST_BIT, (hl)
        ld      a, l
        add     a, d
        ld      l, a
        set     EDGE_EAST_BIT, (hl)
        inc     l
        dec     c
        jr      nz, 3$

        ;; Faces: the inner points, W (row 1, x = 1) to H*W-2 (row H-1, x = W-1), each its own class
        ;; (the ends of rows 1..H-2 among them are rim points, but no cell's inner corner, so never
        ;; read), and face 255, the rim's root. No other rim point is ever read: an attempt looks at
        ;; a cell's inner corners only, and meets the rim's class through 255.
        ld      h, #PAGE_FACE_PARENT
        ld      l, #RIM_ROOT
        ld      (hl), l
        ld      l, b                    ; from W
        ld      a, e
        sub     b
        dec     a
        ld      c, a                    ; H*W - 1 - W of them (at least 1)
        jp      own_classes

;; The root of face L's class into A (H = PAGE_FACE_PARENT; L is changed). Most faces are roots or
;; point at their root, which is answered here; deeper ones go to the core's path-halving find.
        .macro  FIND_ROOT ?found
        ld      a, (hl)
        cp      l
        jr      z, found
        FIND_FROM_PARENT
found:
        .endm

;; The same for a face L that is not a root, A = its parent.
        .macro  FIND_FROM_PARENT
        ld      l, a
        ld      a, (hl)
        cp      l
        call    nz, _dsf_find_slow
        .endm

;; Shading, once the corners are joined: B = the cell, H = PAGE_FACE_PARENT on entry, left on
;; PAGE_CELL_STATE. A shaded cell's neighbours are blocked; N and S of an inner cell without looking
;; (past the top or bottom row they are slots that hold no cell), W and E only on the board (the
;; page's next or last slot in a row is another row's cell).
        .macro  SHADE_WEST_CELL_EAST    ; (H = PAGE_FACE_PARENT)
        dec     h
        ld      l, b
        dec     l
        ld      (hl), #CELL_BLOCKED
        inc     l
        ld      (hl), #CELL_BLACK
        inc     l
        ld      (hl), #CELL_BLOCKED
        .endm
        .macro  SHADE_NORTH             ; (H = PAGE_CELL_STATE)
        ld      a, (LAYOUT_MINUS_W)
        add     a, b
        ld      l, a
        ld      (hl), #CELL_BLOCKED
        .endm
        .macro  SHADE_SOUTH             ; (H = PAGE_CELL_STATE)
        ld      a, (_layout_width)
        add     a, b
        ld      l, a
        ld      (hl), #CELL_BLOCKED
        .endm
        .macro  SHADE_INNER
        SHADE_WEST_CELL_EAST
        SHADE_NORTH
        SHADE_SOUTH
        .endm
;; L = a corner face that is S's number too (SE of the cell, or SW of the next): S blocked.
        .macro  BLOCK_SOUTH_HERE
        dec     h
        ld      (hl), #CELL_BLOCKED
        inc     h
        .endm

;; A cell on the edge (A = twice its kind, B = the cell, H = PAGE_FACE_PARENT). Its rim corners are
;; all in the rim's class, whose root is 255. With d board neighbours and r rim corners (d = 3,
;; r = 2 on one edge; d = 2, r = 3 in a corner), "exactly d classes" reads: each of its other
;; corners has a root other than 255, and on an edge the two differ. So each kind tests only its
;; inner corners; an inner corner that is a root passes at once (its class is not the rim's, whose
;; only root is 255, no cell's inner corner), and two roots are two classes. Each edge has its own
;; code for that case, shading as it goes; a corner that is no root sends it to deep_pair. The
;; attempt reaches edge_cell, the choice by kind, through a jump placed after its inner cell's code
;; (the branches an inner cell does not take stay short: every one of them is paid on every attempt).
;; L = an edge cell's first inner corner: on to the second (L) if both are roots, else to deep_pair.
        .macro  BOTH_ROOTS_SIDE_BY_SIDE
        ld      a, (hl)
        cp      l
        jr      nz, first_of_side_by_side
        inc     l
        ld      a, (hl)
        cp      l
        jr      nz, second_of_side_by_side
        .endm
        .macro  BOTH_ROOTS_ONE_ABOVE_THE_OTHER
        ld      a, (hl)
        cp      l
        jr      nz, first_of_one_above_the_other
        ld      a, (_layout_width)
        add     a, l
        ld      l, a
        ld      a, (hl)
        cp      l
        jr      nz, second_of_one_above_the_other
        .endm

edge_north:                             ; SW, and SE beside it
        ld      a, (LAYOUT_W_LESS_1)
        add     a, b
        ld      l, a
        BOTH_ROOTS_SIDE_BY_SIDE
        ld      (hl), #RIM_ROOT         ; two roots: both classes join the rim's
        BLOCK_SOUTH_HERE                ; (SE = cell + W)
        dec     l
        ld      (hl), #RIM_ROOT
        SHADE_WEST_CELL_EAST
        ret
edge_south:                             ; NW, and NE beside it
        ld      l, b
        dec     l
        BOTH_ROOTS_SIDE_BY_SIDE
        ld      (hl), #RIM_ROOT         ; two roots: both classes join the rim's
        dec     l
        ld      (hl), #RIM_ROOT
        SHADE_WEST_CELL_EAST
        SHADE_NORTH
        ret
first_of_side_by_side:
        push    de
        ld      d, l
        ld      e, l
        inc     e
        jp      deep_pair
second_of_side_by_side:
        push    de
        ld      e, l
        ld      d, l
        dec     d
        jp      deep_pair

corner_north_west:                      ; SE
        ld      a, (_layout_width)
        add     a, b
        ld      l, a
        jr      one_inner
corner_north_east:                      ; SW
        ld      a, (LAYOUT_W_LESS_1)
        add     a, b
        ld      l, a
        jr      one_inner
corner_south_west:                      ; NE
        ld      l, b
        jr      one_inner
edge_cell:
        ld      b, l                    ; B = the cell
        inc     h                       ; PAGE_FACE_PARENT
        cp      #(2 * EDGE_NORTH)
        jr      z, edge_north
        cp      #(2 * EDGE_SOUTH)
        jr      z, edge_south
        cp      #(2 * EDGE_WEST)
        jr      z, edge_west
        cp      #(2 * EDGE_EAST)
        jr      z, edge_east
        cp      #(2 * (EDGE_NORTH | EDGE_WEST))
        jr      z, corner_north_west
        cp      #(2 * (EDGE_NORTH | EDGE_EAST))
        jr      z, corner_north_east
        cp      #(2 * (EDGE_SOUTH | EDGE_WEST))
        jr      z, corner_south_west
        ld      l, b                    ; the south-east corner: NW
        dec     l
one_inner:                              ; L = the one inner corner: its class joins the rim's
        ld      a, (hl)
        cp      l
        jr      z, 1$
        FIND_FROM_PARENT
        cp      #RIM_ROOT
        jp      z, refuse
        ld      l, a
1$:
        ld      (hl), #RIM_ROOT
        jp      mark_by_kind

edge_west:                              ; NE, and SE below it
        ld      l, b
        BOTH_ROOTS_ONE_ABOVE_THE_OTHER
        ld      (hl), #RIM_ROOT         ; two roots: both classes join the rim's
        BLOCK_SOUTH_HERE                ; (SE = cell + W)
        ld      l, b
        ld      (hl), #RIM_ROOT
        dec     h                       ; the cell and E
        ld      (hl), #CELL_BLACK
        inc     l
        ld      (hl), #CELL_BLOCKED
        SHADE_NORTH
        ret
edge_east:                              ; NW, and SW below it
        ld      l, b
        dec     l
        BOTH_ROOTS_ONE_ABOVE_THE_OTHER
        ld      (hl), #RIM_ROOT         ; two roots: both classes join the rim's
        inc     l
        BLOCK_SOUTH_HERE                ; (SW + 1 = cell + W)
        ld      l, b
        dec     l
        ld      (hl), #RIM_ROOT
        dec     h                       ; W and the cell
        ld      (hl), #CELL_BLOCKED
        inc     l
        ld      (hl), #CELL_BLACK
        SHADE_NORTH
        ret
first_of_one_above_the_other:
        push    de
        ld      d, l
        ld      a, (_layout_width)
        add     a, l
        ld      e, a
        jp      deep_pair
second_of_one_above_the_other:
        push    de
        ld      e, l
        ld      a, (LAYOUT_MINUS_W)
        add     a, l
        ld      d, a
        jp      deep_pair

;; An inner cell with one corner that is not a root (L = that corner, A = its parent): r, the root
;; of its class, is found into C (BC saved; B, the cell, stays). The corners before it are their own
;; roots; the ones after it are tested for that as they come. If they all are, the four classes
;; are four unless r is one of those corners, and they join r's class (255 stays the rim's root:
;; if r is 255, they join the rim). At a second corner that is no root, the general check goes on
;; from there (*_then_*: DE saved too, E = the cell, B, C, D the roots of NW, NE, SW). The entries
;; sit around the attempt's tests, each with its own ends, so that the tests' branches are short.
        .macro  SHADE_AFTER_ONE         ; S blocked already
        pop     bc
        SHADE_WEST_CELL_EAST
        SHADE_NORTH
        ret
        .endm
        .macro  REFUSE_ONE
        pop     bc
        jp      refuse
        .endm
;; L = S's number (the SE corner): S blocked; then NE and NW join r (C), and the cell is shaded.
        .macro  SOUTH_THEN_NE_NW_JOIN_AND_SHADE
        BLOCK_SOUTH_HERE
        ld      l, b
        ld      (hl), c
        dec     l
        ld      (hl), c
        SHADE_AFTER_ONE
        .endm
;; The corner's root r into C (BC saved), to `refused` if r is NE (the cell) or NW: both roots.
        .macro  ROOT_NEITHER_NE_NOR_NW refused
        FIND_FROM_PARENT
        push    bc
        ld      c, a
        ld      a, b
        cp      c
        jr      z, refused
        dec     a
        cp      c
        jr      z, refused
        .endm

deep_ne:
        FIND_FROM_PARENT
        push    bc
        ld      c, a                    ; C = r
        ld      a, b
        dec     a
        cp      c
        jr      z, 1$                   ; r is NW
        ld      a, (LAYOUT_W_LESS_1)
        add     a, b
        ld      l, a                    ; SW
        ld      a, (hl)
        cp      l
        jr      nz, ne_then_sw
        cp      c
        jr      z, 1$
        inc     l                       ; SE
        ld      a, (hl)
        cp      l
        jr      nz, ne_then_se
        cp      c
        jr      z, 1$
        ld      (hl), c                 ; SE, SW, NW join r
        BLOCK_SOUTH_HERE
        dec     l
        ld      (hl), c
        ld      l, b
        dec     l
        ld      (hl), c
        SHADE_AFTER_ONE
1$:
        REFUSE_ONE
ne_then_sw:                             ; NW a root; NE's root is r
        push    de
        ld      e, b
        dec     b
        FIND_FROM_PARENT
        jp      sw_root
ne_then_se:                             ; NW, SW roots; NE's root is r
        push    de
        ld      e, b
        dec     b
        ld      d, l
        dec     d
        FIND_FROM_PARENT
        jp      se_root

;; void layout_try_dual(void), for the orders below. In: L = a candidate cell, A = twice its kind
;; (its state shifted left: Z set for an inner cell, as the caller's `add a, a` leaves it),
;; H = PAGE_CELL_STATE. Shade it if its corner classes allow, else mark it refused. Keeps C, D and
;; E; gives H back as PAGE_CELL_STATE; changes A, B and L.
_layout_try_dual::
        jr      nz, to_edge_cell
        ld      b, l                    ; B = the cell
        inc     h                       ; PAGE_FACE_PARENT
        dec     l                       ; NW = cell - 1
        ld      a, (hl)
        cp      l
        jr      nz, deep_nw
        inc     l                       ; NE = cell
        ld      a, (hl)
        cp      l
        jr      nz, deep_ne
        ld      a, (LAYOUT_W_LESS_1)
        add     a, l
        ld      l, a                    ; SW = cell + W - 1
        ld      a, (hl)
        cp      l
        jr      nz, to_deep_sw
        inc     l                       ; SE = cell + W
        ld      a, (hl)
        cp      l
        jr      nz, to_deep_se
        BLOCK_SOUTH_HERE                ; four roots: they join SE's (A)
        dec     l
        ld      (hl), a
        ld      l, b
        ld      (hl), a
        dec     l
        ld      (hl), a
        SHADE_WEST_CELL_EAST
        SHADE_NORTH
        ret
to_edge_cell:
        jp      edge_cell
to_deep_sw:
        jp      deep_sw
to_deep_se:
        jp      deep_se

deep_nw:
        FIND_FROM_PARENT
        push    bc
        ld      c, a                    ; C = r
        ld      l, b                    ; NE = cell
        ld      a, (hl)
        cp      l
        jr      nz, nw_then_ne
        cp      c
        jr      z, 1$
        ld      a, (LAYOUT_W_LESS_1)
        add     a, l
        ld      l, a                    ; SW
        ld      a, (hl)
        cp      l
        jr      nz, nw_then_sw
        cp      c
        jr      z, 1$
        inc     l                       ; SE
        ld      a, (hl)
        cp      l
        jr      nz, nw_then_se
        cp      c
        jr      z, 1$
        ld      (hl), c                 ; SE, SW, NE join r
        BLOCK_SOUTH_HERE
        dec     l
        ld      (hl), c
        ld      l, b
        ld      (hl), c
        SHADE_AFTER_ONE
1$:
        REFUSE_ONE
nw_then_ne:                             ; NW's root is r
        push    de
        ld      e, b
        ld      b, c
        FIND_FROM_PARENT
        jp      ne_root
nw_then_sw:                             ; NW's root is r; NE a root
        push    de
        ld      e, b
        ld      b, c
        ld      c, e
        FIND_FROM_PARENT
        jp      sw_root
nw_then_se:                             ; NW's root is r; NE, SW roots
        push    de
        ld      e, b
        ld      b, c
        ld      c, e
        ld      d, l
        dec     d
        FIND_FROM_PARENT
        jp      se_root

deep_sw:
        ROOT_NEITHER_NE_NOR_NW 1$
        ld      a, (_layout_width)
        add     a, b
        ld      l, a                    ; SE
        ld      a, (hl)
        cp      l
        jr      nz, sw_then_se
        cp      c
        jr      z, 1$
        ld      (hl), c                 ; SE, NE, NW join r
        SOUTH_THEN_NE_NW_JOIN_AND_SHADE
1$:
        REFUSE_ONE
sw_then_se:                             ; NW, NE roots; SW's root is r
        push    de
        ld      e, b
        ld      d, c
        ld      c, b
        dec     b
        FIND_FROM_PARENT
        jp      se_root

deep_se:
        ROOT_NEITHER_NE_NOR_NW 1$
        ld      a, (LAYOUT_W_LESS_1)
        add     a, b
        cp      c
        jr      z, 1$                   ; r is SW
        ld      l, a                    ; SW, NE, NW join r
        ld      (hl), c
        inc     l
        SOUTH_THEN_NE_NW_JOIN_AND_SHADE ; (SW + 1 = cell + W)
1$:
        REFUSE_ONE

;; The general check, from the second corner that is no root: E = the cell, B, C, D = the roots
;; of NW, NE, SW as they come, A = the root just found; BC and DE saved (pushed B is the cell).
ne_root:                                ; A = NE's root
        cp      b
        jr      z, refuse_deep
        ld      c, a
        ld      a, (LAYOUT_W_LESS_1)
        add     a, e
        ld      l, a                    ; SW
        FIND_ROOT
sw_root:                                ; A = SW's root
        cp      b
        jr      z, refuse_deep
        cp      c
        jr      z, refuse_deep
        ld      d, a
        ld      a, (_layout_width)
        add     a, e
        ld      l, a                    ; SE
        FIND_ROOT
se_root:                                ; A = SE's root
        cp      b
        jr      z, refuse_deep
        cp      c
        jr      z, refuse_deep
        cp      d
        jr      z, refuse_deep
        ld      l, b                    ; four classes: the others join SE's
        ld      (hl), a
        ld      l, c
        ld      (hl), a
        ld      l, d
        ld      (hl), a
        ld      l, #RIM_ROOT            ; if one was the rim's, 255 takes the root back
        ld      a, (hl)
        cp      l
        jr      nz, 1$
2$:
        pop     de
        pop     bc                      ; B = the cell
        SHADE_INNER
        ret
1$:
        ld      (hl), l                 ; 255 its own root again, and A, the new root, under it
        ld      l, a
        ld      (hl), #RIM_ROOT
        jr      2$
refuse_deep:
        pop     de
        pop     bc
refuse:                                 ; B = the cell, H = PAGE_FACE_PARENT
        dec     h
        ld      l, b
        ld      (hl), #CELL_WHITE
        ret

;; Two inner corners of an edge cell, D and E, one of them not a root: both roots found and told
;; apart (DE saved).
deep_pair:
        ld      l, d
        FIND_ROOT
        cp      #RIM_ROOT
        jr      z, refuse_pair
        ld      d, a
        ld      l, e
        FIND_ROOT
        cp      #RIM_ROOT
        jr      z, refuse_pair
        cp      d
        jr      z, refuse_pair
        ld      l, a
        ld      (hl), #RIM_ROOT
        ld      l, d
        ld      (hl), #RIM_ROOT
        pop     de
        jr      mark_by_kind
refuse_pair:
        pop     de
        jr      refuse

;; B = a cell on the edge, its corners joined (H = PAGE_FACE_PARENT): shaded, by its kind.
mark_by_kind:
        dec     h
        ld      l, b
        ld      a, (hl)                 ; its kind
        ld      (hl), #CELL_BLACK
        bit     EDGE_EAST_BIT, a
        jr      nz, 1$
        inc     l
        ld      (hl), #CELL_BLOCKED
        dec     l
1$:
        bit     EDGE_WEST_BIT, a
        jr      nz, 2$
        dec     l
        ld      (hl), #CELL_BLOCKED
2$:
        SHADE_NORTH
        SHADE_SOUTH
        ret

;; The scatter's draw taken: L = a byte, H = PAGE_CELL_STATE. A candidate cell is tried (slots past
;; the board are never candidates).
        .macro  SCATTER_TRY ?spent
        ld      a, (hl)
        add     a, a
        jr      c, spent                ; bit 7: not a candidate
        call    _layout_try_dual
spent:
        .endm
        .macro  SCATTER_PAIR            ; a fresh state: E, then D
        XORSHIFT_DE
        ld      l, e
        SCATTER_TRY
        ld      l, d
        SCATTER_TRY
        .endm

;; The pool at one mask (the limit, size - 1, above mask/2 up to mask): draws a position below C, the
;; size; takes its cell out (the last takes its place) and tries it if still a candidate; moves to
;; the next mask's copy when the size falls to half the mask's span. `fresh` and `spare` are its
;; two draws (a new state, or D still to draw), `low` and `high` its takes of E and D (labels of
;; their own: a local label would not reach across them); `lower_*` the next mask's draws, or the end.
        .macro  POOL_LEVEL mask, enter, fresh, spare, low, high, lower_fresh, lower_spare
enter:                                  ; A nonzero: D is still to be drawn
        or      a
        jr      nz, spare
fresh:
        XORSHIFT_DE
        ld      a, e
        and     #mask
        cp      c
        jr      c, low
spare:
        ld      a, d
        and     #mask
        cp      c
        jr      c, high
        jr      fresh
low:                                    ; took E: D is still to be drawn
        POOL_TAKE mask, spare, lower_spare
high:                                   ; took D
        POOL_TAKE mask, fresh, lower_fresh
        .endm

        .macro  POOL_TAKE mask, next, lower, ?tried
        dec     c                       ; C = the last position, and the size after this take
        dec     h                       ; PAGE_DECK (from PAGE_CELL_STATE)
        ld      l, c
        ld      b, (hl)                 ; the last cell
        ld      l, a
        ld      a, (hl)                 ; the cell drawn
        ld      (hl), b
        inc     h                       ; PAGE_CELL_STATE
        ld      l, a
        ld      a, (hl)
        add     a, a
        jr      c, tried                ; no longer a candidate
        call    _layout_try_dual
tried:
        ld      a, c
        cp      #((mask + 1) / 2 + 1)
        jr      nc, next                ; still more than half the span
        jp      lower
        .endm

;; The cell at HL - 1 (HL moves on) onto the pool at BC (C moves on) if it is a candidate.
        .macro  LIST_CANDIDATE ?next
        ld      a, (hl+)
        add     a, a
        jr      c, next                 ; bit 7: not a candidate
        ld      a, l
        dec     a
        ld      (bc), a
        inc     c
next:
        .endm

;; Shade the board just set up: the scatter, then the pool. (The global
;; labels _layout_scatter, _layout_listing, _layout_pool and _layout_drawn mark where each part
;; begins and the layout ends, for the bench's table of parts: codegen/harness/bench.py.)
run_dual:
_layout_scatter::
        ld      a, (_layout_cells)
        srl     a
        ld      c, a                    ; C = draws: cells / 2 (at least 2)
        call    prng_load_state
        ld      h, #PAGE_CELL_STATE
        jr      z, 1$
        ld      l, d                    ; D is still to be drawn: the first draw
        SCATTER_TRY
        dec     c
1$:                                     ; C draws left: pairs from fresh states, two a turn,
        srl     c                       ; then maybe one
        push    af                      ; carry: one draw after the pairs
        srl     c                       ; C = turns; carry: an odd pair, drawn first
        jr      c, 2$
        jr      nz, 3$
        jr      5$
2$:
        inc     c                       ; enter the turn at its second pair
        jr      4$
3$:
        SCATTER_PAIR
4$:
        SCATTER_PAIR
        dec     c
        jr      nz, 3$
5$:
        pop     af
        ld      a, #0                   ; (the flags stay) both bytes drawn
        jr      nc, scatter_done
        XORSHIFT_DE
        ld      l, e
        SCATTER_TRY
        ld      a, #1                   ; D is still to be drawn
scatter_done:
_layout_listing::
        call    prng_store_state
        BG_YIELD_KEEPING_NOTHING        ; between the scatter and the pool: the state is in memory

        ld      hl, #(PAGE_CELL_STATE << 8) ; list the candidates left, in reading order
        ld      bc, #(PAGE_DECK << 8)
        ld      a, (_layout_cells)
        ld      e, a
        and     #15                     ; the first cells % 16 one at a time, then sixteen a turn
        jr      z, 2$
        ld      d, a
1$:
        LIST_CANDIDATE
        dec     d
        jr      nz, 1$
2$:
        srl     e
        srl     e
        srl     e
        srl     e
        jp      z, 4$
3$:
        .rept   16
        LIST_CANDIDATE
        .endm
        dec     e
        jp      nz, 3$
4$:
        ld      a, c                    ; C = the pool's size
        or      a
        jp      z, run_done             ; none
_layout_pool::
        call    prng_load_state         ; to the copy for the mask that covers size - 1
        ld      b, a
        ld      a, c
        dec     a
        cp      #0x80
        jp      nc, pool_255
        cp      #0x40
        jp      nc, pool_127
        cp      #0x20
        jp      nc, pool_63
        cp      #0x10
        jp      nc, pool_31
        cp      #0x08
        jp      nc, pool_15
        cp      #0x04
        jp      nc, pool_7
        cp      #0x02
        jp      nc, pool_3
        or      a
        ld      a, b
        jp      nz, pool_1_enter
        jp      pool_0_enter
pool_255:
        ld      a, b
        jp      pool_255_enter
pool_127:
        ld      a, b
        jp      pool_127_enter
pool_63:
        ld      a, b
        jp      pool_63_enter
pool_31:
        ld      a, b
        jp      pool_31_enter
pool_15:
        ld      a, b
        jp      pool_15_enter
pool_7:
        ld      a, b
        jp      pool_7_enter
pool_3:
        ld      a, b
        jp      pool_3_enter

        POOL_LEVEL 255, pool_255_enter, pool_255_fresh, pool_255_spare, pool_255_low, pool_255_high, pool_127_fresh, pool_127_spare
        POOL_LEVEL 127, pool_127_enter, pool_127_fresh, pool_127_spare, pool_127_low, pool_127_high, pool_63_fresh, pool_63_spare
        POOL_LEVEL 63, pool_63_enter, pool_63_fresh, pool_63_spare, pool_63_low, pool_63_high, pool_31_fresh, pool_31_spare
        POOL_LEVEL 31, pool_31_enter, pool_31_fresh, pool_31_spare, pool_31_low, pool_31_high, pool_15_fresh, pool_15_spare
        POOL_LEVEL 15, pool_15_enter, pool_15_fresh, pool_15_spare, pool_15_low, pool_15_high, pool_7_fresh, pool_7_spare
        POOL_LEVEL 7, pool_7_enter, pool_7_fresh, pool_7_spare, pool_7_low, pool_7_high, pool_3_fresh, pool_3_spare
        POOL_LEVEL 3, pool_3_enter, pool_3_fresh, pool_3_spare, pool_3_low, pool_3_high, pool_1_fresh, pool_1_spare
        POOL_LEVEL 1, pool_1_enter, pool_1_fresh, pool_1_spare, pool_1_low, pool_1_high, pool_0_fresh, pool_0_spare
        POOL_LEVEL 0, pool_0_enter, pool_0_fresh, pool_0_spare, pool_0_low, pool_0_high, pool_done_fresh, pool_done_spare

pool_done_spare:
        ld      a, #1
        jr      pool_done
pool_done_fresh:
        xor     a
pool_done:
        call    prng_store_state
run_done:
_layout_drawn::
        ret
