;; The Hitori solver's rules on the numbers alone (puzzle.c; codegen/puzzles/hitori/puzzle.py's
;; _between_twins, _adjacent_pairs and _offset_pairs), in SM83 assembly.
;;
;; The rules, for twins (two cells of one line with the same number; the rings of rings.s hold them):
;; - A ? A: the cell between twins two apart is white (one of them is black, and a black's
;;   neighbours are white; read the model for the whole argument);
;; - A A: twins side by side: every other A of the line is black (one of the pair is white);
;; - offset pairs (Tricky): twins A..A in a line and, in the next line, B straight beside the first
;;   A and B diagonal to the second: the cells beside both of those are white.
;; Each conclusion is a cell decided (drain.s's puzzle_decide: the SOLVE page, pushed on PENDING,
;; counted), never undone, so the rules may run in any order; the solver drains PENDING afterwards.
;;
;; Two passes, as the rating needs them (puzzle.c, puzzle_rate): the near pass (A ? A and A A, from
;; the left or upper twin of each pair, for the Easy rules) and the offset pass (every ordered pair
;; of twins, for the Tricky rules, which start from the Easy closure: the near rules have nothing
;; left to add there). Why assembly: SDCC passed the pair's eight values on the stack to a function
;; per pair, a fifth of a Tricky generation at 12x12.
;;
;; Calling convention (SDCC sdcccall(1), also GBDK-2020's): first 8-bit argument in A, second in E.
;; Assembled into puzzle.c's object (it .includes this file): puzzle.c is the only caller, so the
;; code shares its switchable bank and its calls stay plain calls.
        .include "layout_consts.inc"
        .include "background.inc"

        .globl  _puzzle_decide          ; drain.s: decide cell L as colour B (changes A, H, L)

        .area   _DATA
WIDTH:          .ds 1
HEIGHT:         .ds 1
CELLS:          .ds 1
CUR:            .ds 1                   ; the first twin: the cell whose rings are walked
OTHER:          .ds 1                   ; the second twin
RING:           .ds 1                   ; the ring page of the line being walked
STEP:           .ds 1                   ; 1 along a row, the width down a column
LENGTH:         .ds 1                   ; the line's length
ACROSS:         .ds 1                   ; offset pass: 1 or the width to the next line, 0 if none
POS:            .ds 1                   ; the first twin's place in its line (column or row)
INDEX:          .ds 1                   ; the second twin's place
BESIDE:         .ds 1                   ; offset pass: the number beside the first twin

        .area   _CODE_255
;; void number_rules_shape(uint8_t width, uint8_t height)
;; The board the rules run on (once a puzzle).
_number_rules_shape::
        ld      (WIDTH), a
        ld      h, a
        ld      a, e
        ld      (HEIGHT), a
        xor     a                       ; cells = width * height, by adding (once a puzzle)
1$:
        add     a, h
        dec     e
        jr      nz, 1$
        ld      (CELLS), a
        ret

;; void number_rules_run(uint8_t offsets)
;; The near pass (offsets = 0) or the offset pass over every cell's row and column twins. A cell
;; alone in a line with its number (its ring is itself) has no pair there and is passed over at once.
_number_rules_run::
        or      a
        jp      z, near_pass
        xor     a
        ld      (CUR), a
cell_loop:
        BG_YIELD_KEEPING_NOTHING        ; before each cell: the pass is in memory
        ;; the row: twins along it, the next row below (if any) for the offsets
        ld      a, (CUR)
        ld      l, a
        ld      h, #PAGE_ROW_RING
        cp      (hl)
        jr      z, 1$                   ; no twin in its row
        ld      h, #PAGE_CELL_Y
        ld      a, (HEIGHT)
        dec     a
        cp      (hl)
        jr      z, 1$                   ; the last row has no row below
        ld      h, #PAGE_CELL_X
        ld      a, (hl)
        ld      (POS), a                ; x
        ld      a, #PAGE_ROW_RING
        ld      (RING), a
        ld      a, #1
        ld      (STEP), a
        ld      a, (WIDTH)
        ld      (LENGTH), a
        ld      (ACROSS), a             ; the cell below
        ld      a, #PAGE_CELL_X
        call    walk_ring
1$:
        ;; the column: twins down it, the next column to the right (if any) for the offsets
        ld      a, (CUR)
        ld      l, a
        ld      h, #PAGE_COLUMN_RING
        cp      (hl)
        jr      z, 2$                   ; no twin in its column
        ld      h, #PAGE_CELL_X
        ld      a, (WIDTH)
        dec     a
        cp      (hl)
        jr      z, 2$                   ; the last column has no column to its right
        ld      h, #PAGE_CELL_Y
        ld      a, (hl)
        ld      (POS), a                ; y
        ld      a, #PAGE_COLUMN_RING
        ld      (RING), a
        ld      a, (WIDTH)
        ld      (STEP), a
        ld      a, (HEIGHT)
        ld      (LENGTH), a
        ld      a, #1
        ld      (ACROSS), a             ; the cell to the right
        ld      a, #PAGE_CELL_Y
        call    walk_ring
2$:
        ld      a, (CUR)
        inc     a
        ld      (CUR), a
        ld      hl, #CELLS
        cp      (hl)
        jr      nz, cell_loop
        ret

;; The near pass: twins one or two apart are next to each other or one cell apart, so they are
;; found by looking there, not by walking rings: A ? A makes the middle cell white, A A every
;; other A of the line black (near_pair). Registers: C = the cell, D = its x, E = its y.
near_pass:
        ld      c, #0
        ld      d, #0
        ld      e, #0
near_cell:
        ld      a, (_bg_yield_asked)    ; BG_YIELD (background.inc), keeping C, D, E
        or      a
        jr      z, 1$
        push    bc
        push    de
        call    _bg_yield
        pop     de
        pop     bc
1$:
        ld      h, #PAGE_ROW_RING
        ld      l, c
        ld      a, c
        cp      (hl)
        jr      z, 2$                   ; no twin in its row
        ld      a, c
        ld      (CUR), a
        ld      a, #PAGE_ROW_RING
        ld      (RING), a
        ld      a, #1
        ld      (STEP), a
        ld      a, (WIDTH)
        sub     d
        ld      b, a                    ; B = cells from here to the row's end
        call    near_twins
2$:
        ld      h, #PAGE_COLUMN_RING
        ld      l, c
        ld      a, c
        cp      (hl)
        jr      z, 3$                   ; no twin in its column
        ld      a, c
        ld      (CUR), a
        ld      a, #PAGE_COLUMN_RING
        ld      (RING), a
        ld      a, (WIDTH)
        ld      (STEP), a
        ld      a, (HEIGHT)
        sub     e
        ld      b, a                    ; B = cells from here to the column's end
        call    near_twins
3$:
        inc     c                       ; the next cell, keeping x and y
        inc     d
        ld      a, (WIDTH)
        cp      d
        jr      nz, 4$
        ld      d, #0
        inc     e
4$:
        ld      a, (CELLS)
        cp      c
        jr      nz, near_cell
        ret

;; CUR's twins one step (A A) and two steps (A ? A) along the line of RING and STEP, where B cells
;; are left in the line from CUR on. Keeps C, D, E.
near_twins:
        ld      a, b
        cp      #2
        ret     c                       ; CUR ends the line
        push    bc
        push    de
        ld      h, #PAGE_NUMBERS
        ld      l, c
        ld      e, (hl)                 ; E = CUR's number
        ld      a, (STEP)
        add     a, c
        ld      l, a
        ld      (OTHER), a
        ld      a, (hl)
        cp      e
        jr      nz, 1$
        push    bc
        push    de
        ld      c, #1                   ; A A: the pair side by side
        call    near_pair
        pop     de
        pop     bc
1$:
        ld      a, b
        cp      #3
        jr      c, 2$                   ; no cell two steps on
        ld      a, (STEP)
        add     a, a
        add     a, c
        ld      l, a
        ld      h, #PAGE_NUMBERS
        ld      a, (hl)
        cp      e
        jr      nz, 2$
        ld      c, #2                   ; A ? A
        call    near_pair
2$:
        pop     de
        pop     bc
        ret

;; The offset pairs (CUR, other) for every other cell of CUR's ring on page RING, with ACROSS set.
;; In: A = the page of the line places (CELL_X for rows, CELL_Y for columns).
walk_ring:
        ld      d, a                    ; D = the places' page
        ld      a, (ACROSS)             ; the number beside the first twin
        ld      e, a
        ld      a, (CUR)
        add     a, e
        ld      l, a
        ld      h, #PAGE_NUMBERS
        ld      a, (hl)
        ld      (BESIDE), a
        ld      a, (CUR)
        ld      e, a                    ; E = the ring's walker
next_other:
        ld      a, (RING)
        ld      h, a
        ld      l, e
        ld      e, (hl)                 ; the next cell of the ring
        ld      a, (CUR)
        cp      e
        ret     z                       ; round to the first twin: done
        ld      a, e
        ld      (OTHER), a
        ld      h, d
        ld      l, e
        ld      a, (hl)
        ld      (INDEX), a              ; its place in the line
        ld      hl, #POS
        sub     (hl)                    ; along = INDEX - POS (a byte: below 0 wraps)
        ld      c, a                    ; C = along
        push    de
        call    offset_pair
        pop     de
        jr      next_other

;; A ? A and A A for the pair (CUR, OTHER), C = along: 1 or 2.
near_pair:
        ld      a, c
        cp      #2
        jr      nz, 1$
        ld      a, (STEP)               ; A ? A: the middle cell is white
        ld      hl, #CUR
        add     a, (hl)
        ld      l, a
        ld      b, #SOLVE_WHITE
        jp      _puzzle_decide
1$:
        dec     a
        ret     nz
        ld      a, (OTHER)              ; A A: every other A of the line is black
        ld      e, a
        ld      d, a                    ; D = where the walk started (the second twin)
        ld      b, #SOLVE_BLACK
2$:
        ld      a, (RING)
        ld      h, a
        ld      l, e
        ld      e, (hl)
        ld      a, e
        cp      d
        ret     z
        ld      a, (CUR)
        cp      e
        jr      z, 2$
        ld      l, e
        call    _puzzle_decide
        jr      2$

;; The offset pairs for (CUR, OTHER), C = along, on both sides of the second twin.
offset_pair:
        ld      a, (INDEX)
        sub     c
        ld      d, a                    ; D = the first twin's place (INDEX - along)
        ld      a, (INDEX)
        or      a
        jr      z, 1$                   ; no cell before the second twin
        dec     a
        cp      d
        jr      z, 1$                   ; that cell is the first twin
        ld      a, (STEP)
        ld      e, a
        ld      a, (OTHER)
        sub     e
        ld      e, a                    ; E = the cell before the second twin
        call    offset_side
1$:
        ld      a, (INDEX)
        inc     a
        ld      hl, #LENGTH
        cp      (hl)
        ret     z                       ; no cell after it
        cp      d
        ret     z                       ; that cell is the first twin
        ld      a, (STEP)
        ld      hl, #OTHER
        add     a, (hl)
        ld      e, a                    ; E = the cell after the second twin
        ; fall through

;; E = a cell beside the second twin in its line: if the cell across from E shows BESIDE, then E and
;; the cell across from the second twin are white. Keeps D.
offset_side:
        ld      a, (ACROSS)
        add     a, e
        ld      l, a
        ld      h, #PAGE_NUMBERS
        ld      a, (BESIDE)
        cp      (hl)
        ret     nz
        ld      b, #SOLVE_WHITE
        ld      l, e
        call    _puzzle_decide
        ld      a, (ACROSS)
        ld      hl, #OTHER
        add     a, (hl)
        ld      l, a
        jp      _puzzle_decide

;; void number_rules_sneaky(void)
;; Singles' rating head start: a cell alone with its number in its row and in its column (both its
;; rings are itself) counts as white.
_number_rules_sneaky::
        ld      a, (CELLS)
        ld      c, a
1$:
        dec     c
        ld      l, c
        ld      h, #PAGE_ROW_RING
        ld      a, (hl)
        cp      c
        jr      nz, 2$
        ld      h, #PAGE_COLUMN_RING
        ld      a, (hl)
        cp      c
        jr      nz, 2$
        ld      b, #SOLVE_WHITE
        push    bc
        call    _puzzle_decide
        pop     bc
2$:
        ld      a, c
        or      a
        jr      nz, 1$
        ret
