;; The rings of equal numbers for the Hitori solver (puzzle.c, build_rings), in SM83 assembly.
;;
;; What a ring is. Along every row, each cell points to the next cell of that row with the same
;; number, and the last such cell back to the first: ROW_RING[cell] walks a number's cells in that
;; row and comes back to where it started (a cell whose number is alone in its row points to itself).
;; COLUMN_RING is the same down the columns. The solver walks a white cell's rings to blacken its
;; twins, and the number rules visit only the pairs of twins the rings hold.
;;
;; How. One pass along each line keeps, per number, the first and the last cell seen so far in that
;; line (RING_ENDS: two bytes a number, first then last; last = 0xFF before the line has one). A
;; cell with number n is linked after n's last cell, and points back to n's first: so the ring is
;; closed after every step, and the line's last cell of each number ends up pointing to the first.
;; The same result as the C it replaces (SDCC kept the ends on the stack: about 300 cycles a cell,
;; a tenth of a whole Tricky generation); here about 100.
;;
;; Calling convention (SDCC sdcccall(1), also GBDK-2020's): first 8-bit argument in A, second in E.
;; Assembled into puzzle.c's object (it .includes this file): puzzle.c is the only caller, so the
;; code shares its switchable bank and its calls stay plain calls.
        .include "cart_consts.inc"

NO_CELL = 0xFF
MAX_NUMBER = 16

        .area   _DATA
RING_ENDS:                              ; per number 0..16: its first and last cell in this line
        .ds     2 * (MAX_NUMBER + 1)
LINE_STEP:                              ; 1 along a row, the width down a column
        .ds     1
LINE_LENGTH:                            ; cells in one line
        .ds     1
LINES_LEFT:
        .ds     1
LINE_START:                             ; the line's first cell
        .ds     1

        .area   _CODE_255
;; void rings_build(uint8_t width, uint8_t height)
;; ROW_RING and COLUMN_RING for the numbers on the NUMBERS page (1..16) of a width x height board.
_rings_build::
        ld      d, a                    ; D = width, E = height
        ld      (LINE_LENGTH), a        ; rows: width cells each, height of them, a step of 1
        ld      a, e
        ld      (LINES_LEFT), a
        ld      a, #1
        ld      (LINE_STEP), a
        xor     a
        ld      (LINE_START), a
        push    de
        ld      b, #PAGE_ROW_RING
        call    all_lines
        pop     de
        ld      a, e                    ; columns: height cells each, width of them, a step of width
        ld      (LINE_LENGTH), a
        ld      a, d
        ld      (LINES_LEFT), a
        ld      (LINE_STEP), a
        xor     a
        ld      (LINE_START), a
        ld      b, #PAGE_COLUMN_RING
        ; fall through

;; Every line of one direction. In: B = the ring page, LINE_* set; rows start every width cells
;; (LINE_LENGTH * LINE_STEP = width for rows), columns at every cell of the first row.
all_lines:
1$:
        BG_YIELD_KEEPING_BC_HL          ; each line (background.inc: number_rules.s includes it)
        call    clear_ends
        ld      a, (LINE_START)
        ld      c, a                    ; C = the cell
        ld      a, (LINE_LENGTH)
        ld      d, a                    ; D = cells left in the line
2$:
        ld      h, #PAGE_NUMBERS
        ld      l, c
        ld      a, (hl)                 ; n = NUMBER(cell)
        add     a, a
        add     a, #<RING_ENDS
        ld      l, a
        ld      a, #0
        adc     a, #>RING_ENDS
        ld      h, a                    ; HL = &first of n
        inc     hl
        ld      a, (hl)                 ; n's last cell in the line so far
        ld      (hl), c                 ; ... is this one from now on
        dec     hl
        cp      #NO_CELL
        jr      nz, 3$
        ld      (hl), c                 ; the first of n in the line: a ring of one
        ld      h, b
        ld      l, c
        ld      (hl), c
        jr      4$
3$:
        ld      e, (hl)                 ; E = n's first cell
        ld      h, b
        ld      l, a
        ld      (hl), c                 ; last -> cell
        ld      l, c
        ld      (hl), e                 ; cell -> first: the ring is closed again
4$:
        ld      a, (LINE_STEP)
        add     a, c
        ld      c, a
        dec     d
        jr      nz, 2$
        ; the next line: rows start after the last cell, columns one cell to the right
        ld      a, (LINE_STEP)
        dec     a
        jr      z, 5$                   ; a row: C is already the next row's first cell
        ld      a, (LINE_START)
        inc     a
        ld      c, a
5$:
        ld      a, c
        ld      (LINE_START), a
        ld      hl, #LINES_LEFT
        dec     (hl)
        jr      nz, 1$
        ret

;; Every number's last cell: none yet. Changes A, H, L.
clear_ends:
        ld      hl, #(RING_ENDS + 1)
        ld      a, #(MAX_NUMBER + 1)
1$:
        ld      (hl), #NO_CELL
        inc     hl
        inc     hl
        dec     a
        jr      nz, 1$
        ret
