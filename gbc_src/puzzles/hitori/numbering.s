;; The numbers of the black cells (puzzle.c; codegen/puzzles/hitori/puzzle.py's white_number_masks and
;; number_blacks) in SM83 assembly.
;;
;; A black cell's number must repeat a number that a white cell of its row or column shows, so that
;; leaving it white would break the rule it is there to keep: every black is needed. It is drawn
;; uniformly among the numbers shown in both its row and its column when there are any, else among
;; those shown in either (the generator's one stream: prng_at_most, as the model draws). The numbers
;; the white cells show are kept as 16-bit masks per row and per column (bit n - 1 for number n),
;; made once per layout: a redraw changes only black cells.
;;
;; Why assembly: SDCC's 16-bit mask arithmetic cost about 770 cycles a cell for the masks and 2,400
;; a black cell for the draw, a sixth of a whole Tricky puzzle at 12x12.
;;
;; Calling convention (SDCC sdcccall(1), also GBDK-2020's): first 8-bit argument in A, second in E;
;; every register may be clobbered.
;; Assembled into puzzle.c's object (it .includes this file): puzzle.c is the only caller, so the
;; code shares its switchable bank and its calls stay plain calls.
        .include "layout_consts.inc"

        .globl  _prng_at_most           ; prng.s: uniform in 0..A, the model's draw

MAX_ORDER = 16

        .area   _DATA
ROW_MASKS:      .ds 2 * MAX_ORDER       ; row r: the numbers its white cells show, low byte first
COLUMN_MASKS:   .ds 2 * MAX_ORDER
LIST_PAGE:      .ds 1                   ; numbering_blacks: the page of the cells to number
LIST_SLOT:      .ds 1                   ; ... the next slot
LIST_LEFT:      .ds 1                   ; ... cells still to number
CELL:           .ds 1

        .area   _CODE_255
;; void numbering_masks(uint8_t cells)
;; ROW_MASKS and COLUMN_MASKS from the NUMBERS of the cells the layout (CELL_STATE) left white.
_numbering_masks::
        ld      c, a                    ; C = cells, counted down
        ld      hl, #ROW_MASKS
        ld      b, #(4 * MAX_ORDER)     ; both tables, whole
        xor     a
1$:
        ld      (hl+), a
        dec     b
        jr      nz, 1$
2$:
        BG_YIELD_KEEPING_BC_HL          ; (background.inc: number_rules.s, first in this object)
        dec     c
        ld      l, c
        ld      h, #PAGE_CELL_STATE
        ld      a, (hl)
        cp      #CELL_BLACK
        jr      z, 3$
        ld      h, #PAGE_NUMBERS
        ld      a, (hl)
        call    number_bit              ; D:E = the number's bit (E low)
        ld      l, c
        ld      h, #PAGE_CELL_Y
        ld      a, (hl)
        ld      hl, #ROW_MASKS
        call    or_mask
        ld      l, c
        ld      h, #PAGE_CELL_X
        ld      a, (hl)
        ld      hl, #COLUMN_MASKS
        call    or_mask
3$:
        ld      a, c
        or      a
        jr      nz, 2$
        ret

;; D:E = 1 << (A - 1), the mask bit of number A (1..16); E is the low byte. Changes A, B.
number_bit:
        dec     a
        ld      b, a                    ; B = the bit's place, 0..15
        and     #7
        inc     a
        ld      e, a
        ld      a, #0x80
1$:                                     ; 1 << (place mod 8): 0x80 rotated round place + 1 times
        rlca
        dec     e
        jr      nz, 1$
        ld      de, #0
        bit     3, b
        jr      nz, 2$
        ld      e, a                    ; numbers 1..8: the low byte
        ret
2$:
        ld      d, a                    ; numbers 9..16: the high byte
        ret

;; (HL + 2A) |= E, (HL + 2A + 1) |= D. Changes A, H, L.
or_mask:
        call    mask_at
        ld      a, (hl)
        or      e
        ld      (hl+), a
        ld      a, (hl)
        or      d
        ld      (hl), a
        ret

;; HL += 2 * A. Changes A.
mask_at:
        add     a, a
        add     a, l
        ld      l, a
        ret     nc
        inc     h
        ret

;; void numbering_blacks(uint8_t page, uint8_t count)
;; A new number for each of the `count` cells listed from the start of `page`, in that order.
_numbering_blacks::
        ld      (LIST_PAGE), a
        ld      a, e
        or      a
        ret     z
        ld      (LIST_LEFT), a
        xor     a
        ld      (LIST_SLOT), a
next_black:
        BG_YIELD_KEEPING_NOTHING        ; the list's place is in memory
        ld      a, (LIST_PAGE)
        ld      h, a
        ld      a, (LIST_SLOT)
        ld      l, a
        ld      a, (hl)
        ld      (CELL), a
        ld      l, a
        ld      h, #PAGE_CELL_Y
        ld      a, (hl)
        ld      hl, #ROW_MASKS
        call    mask_at
        ld      c, (hl)                 ; B:C = the row's mask
        inc     hl
        ld      b, (hl)
        ld      a, (CELL)
        ld      l, a
        ld      h, #PAGE_CELL_X
        ld      a, (hl)
        ld      hl, #COLUMN_MASKS
        call    mask_at
        ld      a, (hl+)                ; the column's mask: low byte
        and     c
        ld      e, a
        ld      a, (hl)
        and     b
        ld      d, a                    ; D:E = the numbers both show
        or      e
        jr      nz, 1$
        dec     hl                      ; none: those either shows
        ld      a, (hl+)
        or      c
        ld      e, a
        ld      a, (hl)
        or      b
        ld      d, a
1$:
        push    de
        ld      a, e                    ; C = how many choices
        call    bits_in
        ld      c, a
        ld      a, d
        call    bits_in
        add     a, c
        dec     a
        call    _prng_at_most           ; the pick: 0..choices - 1
        pop     de
        ld      c, a
        ld      b, #1                   ; B = the number looked at
2$:
        srl     d                       ; the lowest bit of D:E into the carry
        rr      e
        jr      nc, 3$
        ld      a, c
        or      a
        jr      z, 4$                   ; the pick-th choice
        dec     c
3$:
        inc     b
        jr      2$
4$:
        ld      a, (CELL)
        ld      l, a
        ld      h, #PAGE_NUMBERS
        ld      (hl), b
        ld      hl, #LIST_SLOT
        inc     (hl)
        ld      hl, #LIST_LEFT
        dec     (hl)
        jr      nz, next_black
        ret

;; A = the set bits of A. Changes A, H, L.
bits_in:
        ld      l, #0
1$:
        or      a
        jr      z, 2$
        ld      h, a                    ; clear the lowest set bit
        dec     a
        and     h
        inc     l
        jr      1$
2$:
        ld      a, l
        ret
