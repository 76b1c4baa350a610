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
;; both on 255). Every rim face starts in the class of face 255.
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
;; A shaded cell's neighbours N (c-W) and S (c+W) are written without looking: past the top or the
;; bottom row they land on page slots from H*W up, which hold no cell; W and E are skipped by kind.
;;
;; The generator's state stays in D:E (D high) through each order's loop, and whether D is an undrawn
;; byte is where the code is (the *_fresh and *_spare labels), as in the core's prng_shuffle. It is
;; loaded from and stored back to prng.s's variables around each phase.
;;
;; Banked: this file's code is in a switchable bank (area _CODE_255, given a bank at link time as
;; `#pragma bank 255` C is), so its two entries are BANKED functions: the caller pushes the
;; arguments and goes through the trampoline (banking.h), which leaves the first at SP+6. Results
;; in A; every register may be clobbered. Everything else here is called from this file only.

        .module layout_draw
        .include "layout_consts.inc"
        .include "xorshift.inc"

        .globl  prng_load_state         ; the shared generator's state to D:E and back (prng.s)
        .globl  prng_store_state
        .globl  _dual_clear_faces       ; every face its own class (layout_dual.s)
        .globl  _dsf_find_slow          ; the core's path-halving find (dsf.s)

RIM_ROOT = 0xFF                         ; the outer face's class: face 255 is always a rim point

        .area   _DATA
_layout_width::                         ; W
        .ds     1
LAYOUT_W_LESS_1:                        ; W - 1: SW corner = cell + W - 1
        .ds     1
LAYOUT_MINUS_W:                         ; -W (mod 256): the north neighbour
        .ds     1
_layout_cells::                         ; W * H
        .ds     1
_layout_blacks::                        ; cells shaded so far
        .ds     1

        .area   _CODE_255

        .globl  b_layout_clear
        .globl  b_layout_draw_dual
b_layout_clear = 255                    ; (the bank, given at link time)
b_layout_draw_dual = 255

;; void layout_clear(uint8_t width, uint8_t height) BANKED
;; Every cell a candidate of its kind, every face its own class but the rim faces (class of 255).
_layout_clear::
        ldhl    sp, #6
        ld      a, (hl+)
        ld      e, (hl)
        jr      clear

;; uint8_t layout_draw_dual(uint8_t width, uint8_t height) BANKED
;; A layout with the dual check: clear, then the scatter and the pool. Returns the black cells.
_layout_draw_dual::
        ldhl    sp, #6
        ld      a, (hl+)
        ld      e, (hl)
        call    clear
        jp      run_dual

;; The set-up: A = W, E = H.
clear:
        ld      (_layout_width), a
        ld      b, a                    ; B = W
        dec     a
        ld      (LAYOUT_W_LESS_1), a
        cpl
        ld      (LAYOUT_MINUS_W), a     ; ~(W-1) = -W
        ld      c, e                    ; C = H
        xor     a
        ld      (_layout_blacks), a
1$:
        add     a, b
        dec     c
        jr      nz, 1$
        ld      (_layout_cells), a      ; W * H (at most 255, or 0 for 256: never, 16x16 has no room)
        push    de                      ; E = H

        dec     a                       ; zero the cells, eight a turn: turns = (cells - 1) / 8 + 1
        srl     a
        srl     a
        srl     a
        inc     a
        ld      c, a
        ld      hl, #(PAGE_CELL_STATE << 8)
        xor     a
2$:
        ld      (hl+), a
        ld      (hl+), a
        ld      (hl+), a
        ld      (hl+), a
        ld      (hl+), a
        ld      (hl+), a
        ld      (hl+), a
        ld      (hl+), a
        dec     c
        jr      nz, 2$

        ld      l, #0                   ; the top row: NORTH
        ld      c, b
        ld      a, #EDGE_NORTH
3$:
        ld      (hl+), a
        dec     c
        jr      nz, 3$
        pop     de
        ld      c, e                    ; the first and last cell of every row: WEST, EAST
        ld      l, #0
        ld      a, (LAYOUT_W_LESS_1)
        ld      e, a
4$:
        set     EDGE_WEST_BIT, (hl)
        ld      d, l                    ; D = this row's first cell
        ld      a, l
        add     a, e
        ld      l, a
        set     EDGE_EAST_BIT, (hl)
        inc     l
        dec     c
        jr      nz, 4$
        ld      l, d                    ; the bottom row: SOUTH
        ld      c, b
5$:
        set     EDGE_SOUTH_BIT, (hl)
        inc     l
        dec     c
        jr      nz, 5$

        ld      a, (_layout_cells)      ; faces 0 .. H*W+W-1, and 255 (the rim's root): each its
        add     a, b                    ; own class (at 16x15, H*W + W wraps to 0, which the clear
        call    _dual_clear_faces       ; takes as 256: all 32 turns)
        ld      l, #0
        ld      c, b                    ; rim: the top row's points 1..W, faces 0..W-1
        ld      a, #RIM_ROOT
7$:
        ld      (hl+), a
        dec     c
        jr      nz, 7$
        ld      a, (_layout_cells)      ; the bottom row's points, faces H*W-1 .. H*W+W-1
        dec     a
        ld      l, a
        ld      c, b
        inc     c
        ld      a, #RIM_ROOT
8$:
        ld      (hl+), a
        dec     c
        jr      nz, 8$
        ld      h, #PAGE_FACE_PARENT    ; (16x15: the last write moved HL past the page)
                                        ; the ends of the rows, faces y*W - 1 for y = 1..H
        ld      a, (_layout_cells)
        ld      c, a
        ld      a, b
        dec     a
9$:
        ld      l, a
        ld      (hl), #RIM_ROOT
        add     a, b
        ret     c                       ; past 255: done (16x15)
        cp      c
        jr      c, 9$                   ; up to H*W - 1
        ret

;; The root of face L's class into A (H = PAGE_FACE_PARENT; L is changed). Most faces are roots or
;; point at their root, which is answered here; deeper ones go to the core's path-halving find.
        .macro  FIND_ROOT ?found
        ld      a, (hl)
        cp      l
        jr      z, found
        ld      l, a
        ld      a, (hl)
        cp      l
        call    nz, _dsf_find_slow
found:
        .endm

;; void layout_try_dual(void), for the orders below: In: L = a candidate cell, A = its kind.
;; Shade it if its corner classes allow, else mark it refused. Changes every register.
_layout_try_dual::
        ld      h, #PAGE_FACE_PARENT
        ld      e, l                    ; E = the cell
        or      a
        jp      nz, edge_cell
        dec     l                       ; NW = cell - 1
        FIND_ROOT
        ld      b, a
        ld      l, e                    ; NE = cell
        FIND_ROOT
        cp      b
        jr      z, refuse
        ld      c, a
        ld      a, (LAYOUT_W_LESS_1)
        add     a, e
        ld      l, a                    ; SW = cell + W - 1
        FIND_ROOT
        cp      b
        jr      z, refuse
        cp      c
        jr      z, refuse
        ld      d, a
        ld      a, (_layout_width)
        add     a, e
        ld      l, a                    ; SE = cell + W
        FIND_ROOT
        cp      b
        jr      z, refuse
        cp      c
        jr      z, refuse
        cp      d
        jr      z, refuse
        ld      l, a                    ; four classes: all join the one with the largest root
        cp      b
        jr      nc, 1$
        ld      a, b
1$:
        cp      c
        jr      nc, 2$
        ld      a, c
2$:
        cp      d
        jr      nc, 3$
        ld      a, d
3$:
        ld      (hl), a
        ld      l, b
        ld      (hl), a
        ld      l, c
        ld      (hl), a
        ld      l, d
        ld      (hl), a
        ld      h, #PAGE_CELL_STATE     ; shaded; N, E, S, W blocked
        ld      l, e
        ld      (hl), #CELL_BLACK
        inc     l
        ld      (hl), #CELL_BLOCKED
        dec     l
        dec     l
        ld      (hl), #CELL_BLOCKED
block_north_south:                      ; L = E = the cell
        ld      a, (_layout_width)
        add     a, e
        ld      l, a
        ld      (hl), #CELL_BLOCKED
        ld      a, (LAYOUT_MINUS_W)
        add     a, e
        ld      l, a
        ld      (hl), #CELL_BLOCKED
        ld      hl, #_layout_blacks
        inc     (hl)
        ret
refuse:
        ld      h, #PAGE_CELL_STATE
        ld      l, e
        ld      (hl), #CELL_WHITE
        ret

;; A cell on the edge (A = its kind, E = the cell, H = PAGE_FACE_PARENT). Its rim corners are all in
;; the rim's class, whose root is 255 (the largest face number: every join keeps the largest root, so
;; 255 stays the rim's). With d board neighbours and r rim corners (d = 3, r = 2 on one edge; d = 2,
;; r = 3 in a corner), "exactly d classes" reads: each of its other corners has a root other than 255,
;; and on an edge the two differ. So each kind tests only its inner corners.
edge_cell:
        ld      c, a                    ; C = kind, for the marking
        cp      #EDGE_NORTH
        jr      z, edge_north
        cp      #EDGE_SOUTH
        jr      z, edge_south
        cp      #EDGE_WEST
        jr      z, edge_west
        cp      #EDGE_EAST
        jr      z, edge_east
        cp      #(EDGE_NORTH | EDGE_WEST)
        jr      z, corner_north_west
        cp      #(EDGE_NORTH | EDGE_EAST)
        jr      z, corner_north_east
        cp      #(EDGE_SOUTH | EDGE_WEST)
        jr      z, corner_south_west
        jr      corner_south_east

;; L = face NW, NE, SW or SE of the cell E.
        .macro  CORNER_NW
        ld      l, e
        dec     l
        .endm
        .macro  CORNER_NE
        ld      l, e
        .endm
        .macro  CORNER_SW
        ld      a, (LAYOUT_W_LESS_1)
        add     a, e
        ld      l, a
        .endm
        .macro  CORNER_SE
        ld      a, (_layout_width)
        add     a, e
        ld      l, a
        .endm
;; A = the root of the corner at L, or refuse if it is the rim's.
        .macro  INNER_ROOT
        FIND_ROOT
        cp      #RIM_ROOT
        jp      z, refuse
        .endm

edge_north:
        CORNER_SW
        jr      two_inner_then_se
edge_west:
        CORNER_NE
two_inner_then_se:
        INNER_ROOT
        ld      b, a
        CORNER_SE
        jr      second_inner
edge_south:
        CORNER_NW
        INNER_ROOT
        ld      b, a
        CORNER_NE
        jr      second_inner
edge_east:
        CORNER_NW
        INNER_ROOT
        ld      b, a
        CORNER_SW
second_inner:                           ; B = the first inner corner's root
        INNER_ROOT
        cp      b
        jp      z, refuse
        ld      l, b
        ld      (hl), #RIM_ROOT
        jr      join_last
corner_north_west:
        CORNER_SE
        jr      one_inner
corner_north_east:
        CORNER_SW
        jr      one_inner
corner_south_west:
        CORNER_NE
        jr      one_inner
corner_south_east:
        CORNER_NW
one_inner:
        INNER_ROOT
join_last:                              ; A = an inner corner's root: its class joins the rim's
        ld      l, a
        ld      (hl), #RIM_ROOT
        ld      h, #PAGE_CELL_STATE     ; shaded; N and S blocked, and W and E where on the board
        ld      l, e
        ld      (hl), #CELL_BLACK
        bit     EDGE_EAST_BIT, c
        jr      nz, 1$
        inc     l
        ld      (hl), #CELL_BLOCKED
        dec     l
1$:
        bit     EDGE_WEST_BIT, c
        jp      nz, block_north_south
        dec     l
        ld      (hl), #CELL_BLOCKED
        jp      block_north_south

;; The scatter's draw taken: A = a byte. A cell below the count that is a candidate is tried; then
;; the next draw, in the state the generator is in, or the end of the scatter.
        .macro  SCATTER_TAKE next, done
        cp      c
        jr      nc, 1$                  ; no cell: the draw is spent
        ld      h, #PAGE_CELL_STATE
        ld      l, a
        ld      a, (hl)
        cp      #0x80
        jr      nc, 1$                  ; not a candidate
        push    bc
        push    de
        call    _layout_try_dual
        pop     de
        pop     bc
1$:
        dec     b
        jr      nz, next
        jr      done
        .endm

;; The pool's draw taken: A = a position <= C, the last one. Its cell leaves the pool (the last takes
;; its place) and is tried if still a candidate; then the next draw with the mask B shrunk to cover
;; C - 1, or the end.
        .macro  POOL_TAKE next, done
        push    bc
        ld      h, #PAGE_DECK
        ld      l, c
        ld      b, (hl)                 ; the last cell
        ld      l, a
        ld      a, (hl)                 ; the cell drawn
        ld      (hl), b
        pop     bc
        ld      h, #PAGE_CELL_STATE
        ld      l, a
        ld      a, (hl)
        cp      #0x80
        jr      nc, 1$
        push    bc
        push    de
        call    _layout_try_dual
        pop     de
        pop     bc
1$:
        ld      a, c
        or      a
        jr      z, done
        dec     c
2$:
        ld      a, b
        srl     a
        cp      c
        jr      c, next
        ld      b, a
        or      a
        jr      nz, 2$                  ; (down to 0 for a limit of 0)
        jr      next
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

;; Shade the board just set up: the scatter, then the pool. Returns the black cells. (The global
;; labels _layout_scatter, _layout_listing, _layout_pool and _layout_drawn mark where each part
;; begins and the layout ends, for the bench's table of parts: codegen/harness/bench.py.)
run_dual:
_layout_scatter::
        ld      a, (_layout_cells)
        ld      c, a                    ; C = cells
        srl     a
        ld      b, a                    ; B = draws: cells / 2
        call    prng_load_state
        jr      nz, scatter_spare
scatter_fresh:
        XORSHIFT_DE
        ld      a, e
        SCATTER_TAKE scatter_spare, scatter_done_spare
scatter_spare:
        ld      a, d
        SCATTER_TAKE scatter_fresh, scatter_done_fresh
scatter_done_spare:
        ld      a, #1
        jr      scatter_done
scatter_done_fresh:
        xor     a
scatter_done:
_layout_listing::
        call    prng_store_state

        ld      hl, #(PAGE_CELL_STATE << 8) ; list the candidates left, in reading order
        ld      bc, #(PAGE_DECK << 8)
        ld      a, (_layout_cells)
        ld      e, a
        and     #3                      ; the first cells % 4 one at a time, then four a turn
        jr      z, 2$
        ld      d, a
1$:
        LIST_CANDIDATE
        dec     d
        jr      nz, 1$
2$:
        srl     e
        srl     e
3$:
        LIST_CANDIDATE
        LIST_CANDIDATE
        LIST_CANDIDATE
        LIST_CANDIDATE
        dec     e
        jr      nz, 3$
        ld      a, c
        or      a
        jp      z, run_done             ; none
        dec     a
        ld      c, a                    ; C = the last position
        ld      b, #0xFF                ; B = the mask covering C
5$:
        ld      a, b
        srl     a
        cp      c
        jr      c, _layout_pool
        ld      b, a
        or      a
        jr      nz, 5$
_layout_pool::
        call    prng_load_state
        jr      nz, pool_spare
pool_fresh:
        XORSHIFT_DE
        ld      a, e
        and     b
        cp      c
        jr      z, pool_low
        jr      c, pool_low
pool_spare:
        ld      a, d
        and     b
        cp      c
        jr      z, pool_high
        jr      c, pool_high
        jr      pool_fresh
pool_low:                               ; took E: D is still to be drawn
        POOL_TAKE pool_spare, pool_done_spare
pool_high:                              ; took D
        POOL_TAKE pool_fresh, pool_done_fresh
pool_done_spare:
        ld      a, #1
        jr      pool_done
pool_done_fresh:
        xor     a
pool_done:
        call    prng_store_state
run_done:
_layout_drawn::
        ld      a, (_layout_blacks)
        ret
