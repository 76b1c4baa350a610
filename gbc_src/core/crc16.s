;; uint16_t save_crc16(const uint8_t *data, uint16_t length)
;;
;; CRC-16/CCITT-FALSE of `length` bytes (polynomial 0x1021, start 0xFFFF; codegen/emit/save_layout.py
;; has the reference and the proof that every one- and two-bit error in a save part is caught). One
;; table lookup a byte: the byte xor the register's high byte picks an entry of the table of every
;; byte's CRC (save_crc_table: 256 high bytes, then 256 low bytes, generated), which is xored into the
;; register shifted left by eight. The table lies anywhere in bank 0, so the index is added to its
;; address with the carry; its low byte is then one `inc h` on. The count runs in two bytes in memory,
;; the low one decremented each byte (the high one only when the low one runs out): 116 cycles a byte,
;; where a 16-bit count and two table additions took 288. The game seals its slot after every move
;; (up to 772 bytes: Hitori's), inside the frame that answers the button.
;; sdcccall(1): data in DE, length in BC, result in BC.
;;
;; save_crc16_more goes on from save_crc_value (the register a save_crc16 or save_crc16_more call
;; returned) instead of the start value, so a long part can be checked a piece at a time.

        .module crc16
        .include "cart_consts.inc"

        .globl  _save_crc16
        .globl  _save_crc16_more
        .globl  _save_crc_change
        .globl  _save_crc_steps
        .globl  _save_crc_value
        .globl  _save_crc_table

        .area   _DATA
CRC_LOW:                                ; bytes left in this round of 256 (0: 256)
        .ds     1
CRC_ROUNDS:                             ; rounds left, this one included
        .ds     1
_save_crc_value::                       ; where save_crc16_more starts
        .ds     2

        .area   _CODE
_save_crc16::
        ld      a, #<SAVE_CRC_START
        ld      (_save_crc_value), a
        ld      a, #>SAVE_CRC_START
        ld      (_save_crc_value + 1), a
_save_crc16_more::
        ld      a, b
        or      c
        jr      z, 8$                   ; no bytes: the value it starts from
        ld      a, c
        ld      (CRC_LOW), a
        or      a
        jr      z, 1$
        inc     b                       ; a partial round first
1$:
        ld      a, b
        ld      (CRC_ROUNDS), a
        ld      a, (_save_crc_value)    ; B:C = the register (B high)
        ld      c, a
        ld      a, (_save_crc_value + 1)
        ld      b, a
2$:
        ld      a, (de)                 ; index = byte ^ high
        inc     de
        xor     b
        add     a, #<_save_crc_table
        ld      l, a
        ld      a, #>_save_crc_table
        adc     a, #0
        ld      h, a
        ld      a, (hl)                 ; new high = low ^ table_high[index]
        xor     c
        ld      b, a
        inc     h
        ld      c, (hl)                 ; new low = table_low[index]
        ld      hl, #CRC_LOW
        dec     (hl)
        jr      nz, 2$
        inc     hl                      ; CRC_ROUNDS
        dec     (hl)
        jr      nz, 2$
        ret
8$:
        ld      a, (_save_crc_value)
        ld      c, a
        ld      a, (_save_crc_value + 1)
        ld      b, a
        ret

;; uint16_t save_crc_change(uint8_t delta, uint16_t after): how a part's check changes when one of its
;; bytes changes by XOR `delta`, `after` bytes before the part's end (save_layout.py's crc_change says
;; why): the table's CRC of delta, carried through `after` zero bytes by one matrix of save_crc_steps
;; per set bit of `after`. At most about 1,000 cycles a matrix. A = delta, DE = after, result in BC.
_save_crc_change::
        add     a, #<_save_crc_table
        ld      l, a
        ld      a, #>_save_crc_table
        adc     a, #0
        ld      h, a
        ld      b, (hl)                 ; B:C = the table's CRC of delta (B high)
        inc     h
        ld      c, (hl)
        ld      hl, #_save_crc_steps
1$:
        ld      a, d
        or      e
        ret     z                       ; no more zero bytes to carry it through
        srl     d
        rr      e
        jr      nc, 3$
        push    de
        push    hl
        ld      de, #0                  ; D:E = the image, the columns of B:C's set bits xored
2$:
        srl     b
        rr      c
        jr      nc, 4$
        ld      a, (hl+)
        xor     e
        ld      e, a
        ld      a, (hl-)
        xor     d
        ld      d, a
4$:
        inc     hl
        inc     hl
        ld      a, b
        or      c
        jr      nz, 2$
        ld      b, d
        ld      c, e
        pop     hl
        pop     de
3$:
        ld      a, #32                  ; the next matrix: 16 words on
        add     a, l
        ld      l, a
        jr      nc, 1$
        inc     h
        jr      1$
