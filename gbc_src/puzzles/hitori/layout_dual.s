;; The planar-dual generator's hot path in SM83 assembly: board set-up, shuffle, and the shading
;; attempts; also the dual on its own (clear, split test, join) for the puzzle solver's connectivity
;; rule (puzzle.c). Same algorithm and results as codegen/common/prng.py + codegen/puzzles/hitori/dual.py + codegen/puzzles/hitori/layout.py; read
;; layout.c first for the idea and the Hitori-specific shortcuts (blocked cells, spare faces).
;;
;; Why assembly: SDCC 4.2 keeps few values in registers on this CPU and spills the rest to the stack
;; (its union-by-rank took ~580 cycles, a whole attempt ~1,000 more than here; the device now links
;; without ranks, see link_roots). Here every array is a
;; 256-byte WRAM page (H = page, L = index) and an attempt's values live in registers.
;;
;; Calling convention (SDCC sdcccall(1), also GBDK-2020's): first 8-bit argument in A, second in E;
;; a 16-bit second argument in DE; 8-bit result in A; every register may be clobbered.

        .module layout_dual
        .include "layout_consts.inc"
        .include "xorshift.inc"

        .globl  _prng_state             ; uint16_t: the shared generator's state (prng.s)
        .globl  _prng_spare             ; uint8_t: nonzero while its high byte is still to be drawn
        .globl  _prng_shuffle           ; the core's Fisher-Yates shuffle (prng.s)
        .globl  _dsf_find_slow          ; the core's path-halving find (dsf.s)


        .area   _DATA
TRY_CELL:                               ; the cell being tried
        .ds     1
TRY_R2:                                 ; root of its SE corner face
        .ds     1
TRY_R3:                                 ; root of its SW corner face
        .ds     1

        .area   _CODE

;; void layout_clear(uint8_t cells, uint8_t faces)
;; Every cell white; every face its own root, the two spare faces included. Eight bytes a
;; turn, rounded up: the pages are ours, and real faces end below the spares. Falls through into
;; dual_clear_faces.
_layout_clear::
        dec     a
        srl     a
        srl     a
        srl     a
        inc     a
        ld      c, a                    ; turns = (cells - 1) / 8 + 1
        ld      hl, #(PAGE_CELL_STATE << 8)
        xor     a
1$:
        ld      (hl+), a
        ld      (hl+), a
        ld      (hl+), a
        ld      (hl+), a
        ld      (hl+), a
        ld      (hl+), a
        ld      (hl+), a
        ld      (hl+), a
        dec     c
        jr      nz, 1$
        ld      a, e
;; void dual_clear_faces(uint8_t faces)
;; Every face its own root (the deduction solver's dual starts here for each puzzle).
_dual_clear_faces::
        dec     a
        srl     a
        srl     a
        srl     a
        inc     a
        ld      c, a                    ; turns = (faces - 1) / 8 + 1
        ld      hl, #(PAGE_FACE_PARENT << 8)
2$:
        ld      (hl), l
        inc     l
        ld      (hl), l
        inc     l
        ld      (hl), l
        inc     l
        ld      (hl), l
        inc     l
        ld      (hl), l
        inc     l
        ld      (hl), l
        inc     l
        ld      (hl), l
        inc     l
        ld      (hl), l
        inc     l
        dec     c
        jr      nz, 2$
        ld      hl, #((PAGE_FACE_PARENT << 8) + SPARE_FACE_A)
        ld      (hl), l
        inc     l
        ld      (hl), l
        ret

;; void layout_shuffle(uint8_t count)
;; The deck of the cells in the generator's order: the core's shuffle (prng.s) on the DECK page.
_layout_shuffle::
        ld      e, #PAGE_DECK
        jp      _prng_shuffle

blocked:
        xor     a
        ret

;; Find a cell's record: the shape's records are on the RECORDS pages (hitori_load_records copies
;; them there), eight bytes a cell: corner faces NW, NE, SE, SW, then neighbours N, E, S, W.
;; In: A = cell. Out: DE = HL = RECORDS + 8 * cell. Changes A. (The solver's drain.s finds records
;; here too.)
_hitori_record::
        ld      l, a
        ld      h, #0
        add     hl, hl
        add     hl, hl
        add     hl, hl
        ld      a, h
        add     a, #PAGE_RECORDS
        ld      h, a
        ld      d, h
        ld      e, l
        ret

;; uint8_t dual_splits(uint8_t cell)
;; 1 if two of the cell's corner faces are already one class, else 0. For a cell with no black
;; neighbour this says "shading it would split the non-black cells" (the deduction solver's
;; connectivity rule); the layout's attempt uses it the same way. When it returns 0 it leaves the
;; roots in B = NW, C = NE, TRY_R2 = SE, TRY_R3 = SW and DE at the record's neighbours.
_dual_splits::
        ld      (TRY_CELL), a
        call    _hitori_record
        ld      h, #PAGE_FACE_PARENT
        ld      a, (de)                 ; NW (never a spare slot)
        inc     de
        ld      l, a
        ld      a, (hl)
        cp      l
        call    nz, _dsf_find_slow
        ld      b, a
        ld      a, (de)                 ; NE
        inc     de
        ld      l, a
        ld      a, (hl)
        cp      l
        call    nz, _dsf_find_slow
        cp      b
        jr      z, splits
        ld      c, a
        ld      a, (de)                 ; SE
        inc     de
        ld      l, a
        ld      a, (hl)
        cp      l
        call    nz, _dsf_find_slow
        cp      b
        jr      z, splits
        cp      c
        jr      z, splits
        ld      (TRY_R2), a
        ld      a, (de)                 ; SW
        inc     de
        ld      l, a
        ld      a, (hl)
        cp      l
        call    nz, _dsf_find_slow
        cp      b
        jr      z, splits
        cp      c
        jr      z, splits
        ld      l, a
        ld      a, (TRY_R2)
        cp      l
        jr      z, splits               ; two corners share a face: the cell is a cut vertex
        ld      a, l
        ld      (TRY_R3), a
        xor     a
        ret
splits:
        ld      a, #1
        ret

;; uint8_t layout_try_dual(uint8_t cell)
;; Shade `cell` if it is white, not blocked, and its four corner faces are in four different classes
;; (then the whites stay connected); return 1 if shaded.
_layout_try_dual::
        ld      h, #PAGE_CELL_STATE
        ld      l, a
        ld      a, (hl)
        or      a
        jr      nz, blocked             ; black, or blocked by a black neighbour
        ld      a, l
        call    _dual_splits
        or      a
        jr      nz, reject

        ld      h, #PAGE_CELL_STATE     ; DE is at the neighbours N, E, S, W: blocked from now on
        ld      a, (de)                 ; (an off-board neighbour lands on page slot 0xFF)
        inc     de
        ld      l, a
        ld      (hl), #CELL_BLOCKED
        ld      a, (de)
        inc     de
        ld      l, a
        ld      (hl), #CELL_BLOCKED
        ld      a, (de)
        inc     de
        ld      l, a
        ld      (hl), #CELL_BLOCKED
        ld      a, (de)
        ld      l, a
        ld      (hl), #CELL_BLOCKED
        ld      a, (TRY_CELL)
        ld      l, a
        ld      (hl), #CELL_BLACK

        ld      a, c                    ; join NE's, SE's and SW's classes to NW's (root in B)
        call    link_roots
        ld      a, (TRY_R2)
        call    link_roots
        ld      a, (TRY_R3)
        call    link_roots
        ld      a, #1
        ret
reject:
        xor     a
        ret

;; void dual_join_corners(uint8_t cell)
;; Join the classes of the cell's four corner faces (the deduction solver has shaded it).
_dual_join_corners::
        call    _hitori_record
        ld      h, #PAGE_FACE_PARENT
        ld      a, (de)                 ; NW: B = its root
        inc     de
        ld      l, a
        ld      a, (hl)
        cp      l
        call    nz, _dsf_find_slow
        ld      b, a
        ld      c, #3
1$:
        ld      h, #PAGE_FACE_PARENT    ; NE, SE, SW: join each root to B
        ld      a, (de)
        inc     de
        ld      l, a
        ld      a, (hl)
        cp      l
        call    nz, _dsf_find_slow
        push    de
        call    link_roots
        pop     de
        dec     c
        jr      nz, 1$
        ret

;; Join root A into root B, unless A is a spare face or B itself. Out: B = the joined root. The
;; class keeps B's root; no ranks are kept (finds halve paths as they walk, which keeps trees of a
;; few hundred faces shallow): which root a class has never changes which faces are together.
;; Changes H, L.
link_roots:
        cp      #SPARE_FACE_A
        ret     nc                      ; a spare face is never joined
        cp      b
        ret     z                       ; one class already
        ld      h, #PAGE_FACE_PARENT
        ld      l, a
        ld      (hl), b
        ret

;; uint8_t layout_run_dual(uint8_t count)
;; Try every cell in deck order; return the number shaded. Black and blocked cells are skipped here,
;; so layout_try_dual is only called for cells that need the connectivity check.
_layout_run_dual::
        ld      b, a                    ; B = count, C = cells shaded, DE = deck position
        ld      c, #0
        ld      de, #(PAGE_DECK << 8)
1$:
        ld      a, (de)
        ld      h, #PAGE_CELL_STATE
        ld      l, a
        ld      a, (hl)
        or      a
        jr      nz, 2$
        push    bc
        push    de
        ld      a, l
        call    _layout_try_dual
        pop     de
        pop     bc
        add     a, c
        ld      c, a
2$:
        inc     e
        ld      a, e
        cp      b
        jr      nz, 1$
        ld      a, c
        ret
