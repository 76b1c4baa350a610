;; The planar dual on its own for the puzzle solver's connectivity rule (puzzle.c): clear, split
;; test, join, over the faces of the board's cell records (codegen/puzzles/hitori/dual.py says why
;; it works; tables.py how border cells' repeated outer-face corners become spare faces, so every
;; cell runs the same four finds and pairwise test). The layout generator has its own, faster
;; numbering of the same faces (layout_draw.s).
;;
;; Why assembly: SDCC 4.2 keeps few values in registers on this CPU and spills the rest to the stack.
;; Here every array is a 256-byte WRAM page (H = page, L = index); classes are linked without ranks
;; (see link_roots).
;;
;; Calling convention (SDCC sdcccall(1), also GBDK-2020's): first 8-bit argument in A, second in E;
;; a 16-bit second argument in DE; 8-bit result in A; every register may be clobbered.
;; Assembled into puzzle.c's object (it .includes this file): puzzle.c is the only caller, so the
;; code shares its switchable bank and its calls stay plain calls.
        .include "layout_consts.inc"

        .globl  _dsf_find_slow          ; the core's path-halving find (dsf.s)


        .area   _DATA
TRY_R2:                                 ; dual_splits: the root of the SE corner face
        .ds     1

        .area   _CODE_255
;; void dual_clear_faces(uint8_t faces)
;; Every face its own root, and the two spare slots 0xFE and 0xFF (the deduction solver's dual
;; starts here for each puzzle; so does the layout's set-up, layout_draw.s, whose rim root is 0xFF).
;; A face count of 0 means 256. Keeps B, D and E.
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
;; connectivity rule). Changes every register.
_dual_splits::
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
        xor     a
        ret
splits:
        ld      a, #1
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
