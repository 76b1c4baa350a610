;; The planar-dual generator's hot path in SM83 assembly: shuffle, board set-up, and the shading
;; attempt. Same algorithm and results as codegen/prng.py + codegen/dual.py + codegen/layout.py; read
;; layout.c first for the idea and the Hitori-specific shortcuts (blocked cells, spare faces).
;;
;; Why assembly: SDCC 4.2 keeps few values in registers on this CPU and spills the rest to the stack
;; (a 10-line union-by-rank took ~580 cycles); here every array is a 256-byte WRAM page (H = page,
;; L = index) and the values of one attempt live in registers.
;;
;; Calling convention (SDCC sdcccall(1), also GBDK-2020's): first 8-bit argument in A, second in E;
;; a 16-bit second argument in DE; 8-bit result in A; every register may be clobbered.

        .module layout_dual
        .include "layout_consts.inc"

        .globl  _layout_corners         ; const uint8_t *: &records[0][RECORD_CORNERS], set by layout.c

        TRY_CELL = (PAGE_SCRATCH << 8) + 0   ; the cell being tried
        TRY_R2   = (PAGE_SCRATCH << 8) + 1   ; root of its SE corner face
        TRY_R3   = (PAGE_SCRATCH << 8) + 2   ; root of its SW corner face
        RUN_COUNT  = (PAGE_SCRATCH << 8) + 3 ; cells on the board
        RUN_BLACKS = (PAGE_SCRATCH << 8) + 4 ; cells shaded so far

        .area   _CODE

;; void layout_clear(uint8_t cells, uint8_t faces)
;; Every cell white; every face its own root of rank 0, the two spare faces included.
_layout_clear::
        ld      c, a
        ld      hl, #(PAGE_CELL_STATE << 8)
        xor     a
1$:
        ld      (hl+), a
        dec     c
        jr      nz, 1$
        ld      c, e
        ld      hl, #(PAGE_FACE_PARENT << 8)
2$:
        ld      (hl), l                 ; parent[f] = f
        inc     h                       ; the rank page follows the parent page
        ld      (hl), a                 ; rank[f] = 0
        dec     h
        inc     l
        dec     c
        jr      nz, 2$
        ld      l, #SPARE_FACE_A
        ld      (hl), l
        inc     l
        ld      (hl), l
        ret

;; void layout_shuffle(uint8_t count, uint16_t seed)
;; deck = 0..count-1, then Fisher-Yates from the top: for i = count-1 down to 1, swap deck[i] with
;; deck[j], j uniform in 0..i by masked rejection on a 16-bit xorshift (7, 9, 8) (codegen/prng.py).
;; Registers: D:E the generator state (D high), C = i, B = the smallest all-ones mask >= i.
_layout_shuffle::
        ld      c, a
        ld      b, a
        ld      hl, #(PAGE_DECK << 8)
1$:
        ld      (hl), l
        inc     l
        dec     b
        jr      nz, 1$
        dec     c                       ; i = count - 1 (count >= 4)
        ld      b, #0xFF
2$:                                     ; shrink the mask while (mask >> 1) >= i
        ld      a, b
        srl     a
        cp      c
        jr      c, 3$
        ld      b, a
        jr      2$
3$:                                     ; x ^= x << 7; x ^= x >> 9; x ^= x << 8 (checked for all states)
        ld      a, d
        rra
        ld      a, e
        rra
        xor     d
        ld      d, a
        ld      a, e
        rra
        ld      a, d
        rra
        xor     e
        ld      e, a
        xor     d
        ld      d, a
        ld      a, e                    ; j = low byte & mask; draw again while j > i
        and     b
        cp      c
        jr      z, 4$
        jr      nc, 3$
4$:                                     ; swap deck[i] and deck[j]; H is still the deck page
        push    de
        ld      l, a
        ld      d, (hl)
        ld      l, c
        ld      e, (hl)
        ld      (hl), d
        ld      l, a
        ld      (hl), e
        pop     de
        dec     c
        jr      nz, 2$
        ret

;; Path-halving find for a face that is not a root. In: H = parent page, L = face, A = parent[face].
;; Out: A = root. Changes L; keeps B, C, D, E, H.
find_slow:
        push    bc
1$:
        ld      c, l                    ; face
        ld      l, a                    ; its parent p
        ld      a, (hl)                 ; its grandparent g
        ld      b, l
        ld      l, c
        ld      (hl), a                 ; parent[face] = g: halve the path
        cp      b
        jr      z, 2$                   ; g == p: p is the root
        ld      l, a                    ; face = g
        ld      a, (hl)
        cp      l
        jr      nz, 1$
2$:
        pop     bc
        ret

;; Join root A into root B by rank (neither a spare, they differ). Out: B = the joined root.
;; Changes A, D, E, H, L.
link_roots:
        cp      #SPARE_FACE_A
        ret     nc                      ; a spare face is never joined
        ld      e, a                    ; E = b
        ld      h, #PAGE_FACE_RANK
        ld      l, a
        ld      a, (hl)                 ; rank[b]
        ld      l, b
        ld      d, (hl)                 ; rank[a]
        cp      d
        jr      c, 2$                   ; rank[b] < rank[a]: b under a
        jr      z, 1$                   ; equal: b under a, and a grows
        dec     h                       ; rank[b] > rank[a]: a under b
        ld      (hl), e
        ld      b, e
        ret
1$:
        inc     d
        ld      (hl), d
2$:
        dec     h
        ld      l, e
        ld      (hl), b
        ret

blocked:
        xor     a
        ret

;; uint8_t layout_try_dual(uint8_t cell)
;; Shade `cell` if it is white, not blocked, and its four corner faces are in four different classes
;; (then the whites stay connected); return 1 if shaded. Roots: B = NW, C = NE, TRY_R2 = SE, TRY_R3 = SW.
_layout_try_dual::
        ld      h, #PAGE_CELL_STATE
        ld      l, a
        ld      a, (hl)
        or      a
        jr      nz, blocked             ; black, or blocked by a black neighbour
        ld      a, l
        ld      (TRY_CELL), a
        ld      h, #0                   ; DE = corners of the cell's record: _layout_corners + 8 * cell
        add     hl, hl
        add     hl, hl
        add     hl, hl
        ld      a, (_layout_corners)
        add     a, l
        ld      e, a
        ld      a, (_layout_corners + 1)
        adc     a, h
        ld      d, a
        ld      h, #PAGE_FACE_PARENT
        ld      a, (de)                 ; NW (never a spare slot)
        inc     de
        ld      l, a
        ld      a, (hl)
        cp      l
        call    nz, find_slow
        ld      b, a
        ld      a, (de)                 ; NE
        inc     de
        ld      l, a
        ld      a, (hl)
        cp      l
        call    nz, find_slow
        cp      b
        jr      z, reject
        ld      c, a
        ld      a, (de)                 ; SE
        inc     de
        ld      l, a
        ld      a, (hl)
        cp      l
        call    nz, find_slow
        cp      b
        jr      z, reject
        cp      c
        jr      z, reject
        ld      (TRY_R2), a
        ld      a, (de)                 ; SW
        ld      l, a
        ld      a, (hl)
        cp      l
        call    nz, find_slow
        cp      b
        jr      z, reject
        cp      c
        jr      z, reject
        ld      l, a
        ld      a, (TRY_R2)
        cp      l
        jr      z, reject               ; two corners share a face: the cell is a cut vertex
        ld      a, l
        ld      (TRY_R3), a

        ld      hl, #-(RECORD_CORNERS + 3)   ; back from SW to the record's N neighbour
        add     hl, de
        ld      d, #PAGE_CELL_STATE
        ld      a, (hl+)                ; N, E, S, W: blocked from now on (off-board lands on 0xFF)
        ld      e, a
        ld      a, #CELL_BLOCKED
        ld      (de), a
        ld      a, (hl+)
        ld      e, a
        ld      a, #CELL_BLOCKED
        ld      (de), a
        ld      a, (hl+)
        ld      e, a
        ld      a, #CELL_BLOCKED
        ld      (de), a
        ld      e, (hl)
        ld      (de), a
        ld      a, (TRY_CELL)
        ld      e, a
        ld      a, #CELL_BLACK
        ld      (de), a

        ld      a, c                    ; join the corner faces (B = NW's root throughout)
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

;; uint8_t layout_run_dual(uint8_t count)
;; Try every cell in deck order; return the number shaded. Blocked and black cells are skipped here,
;; so layout_try_dual is only called for cells that need the connectivity check.
_layout_run_dual::
        ld      (RUN_COUNT), a
        ld      b, a
        xor     a
        ld      (RUN_BLACKS), a
        ld      de, #(PAGE_DECK << 8)
1$:
        ld      a, (de)
        ld      h, #PAGE_CELL_STATE
        ld      l, a
        ld      a, (hl)
        or      a
        jr      nz, 2$
        push    de
        push    bc
        ld      a, l
        call    _layout_try_dual
        pop     bc
        pop     de
        ld      hl, #RUN_BLACKS
        add     a, (hl)
        ld      (hl), a
2$:
        inc     e
        ld      a, e
        cp      b
        jr      nz, 1$
        ld      a, (RUN_BLACKS)
        ret
