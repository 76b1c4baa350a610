;; uint16_t save_crc16(const uint8_t *data, uint16_t length)
;;
;; CRC-16/CCITT-FALSE of `length` bytes (polynomial 0x1021, start 0xFFFF; codegen/emit/save_layout.py
;; has the reference and the proof that every one- and two-bit error in a save part is caught). One
;; table lookup a byte: the byte xor the register's high byte picks an entry of the table of every
;; byte's CRC (save_crc_high / save_crc_low, generated), which is xored into the register shifted
;; left by eight. About 70 cycles a byte; the game checks up to ~800 bytes after a move.
;; sdcccall(1): data in DE, length in BC, result in BC.

        .module crc16
        .include "cart_consts.inc"

        .globl  _save_crc16
        .globl  _save_crc_high
        .globl  _save_crc_low

        .area   _DATA
CRC_LEFT:                               ; bytes still to read
        .ds     2

        .area   _CODE
_save_crc16::
        ld      a, c
        ld      (CRC_LEFT), a
        ld      a, b
        ld      (CRC_LEFT + 1), a
        ld      bc, #SAVE_CRC_START     ; B:C = the register (B high)
1$:
        ld      a, (CRC_LEFT)           ; no bytes left?
        ld      l, a
        ld      a, (CRC_LEFT + 1)
        or      l
        jr      z, 9$
        ld      a, l                    ; one fewer
        sub     #1
        ld      (CRC_LEFT), a
        ld      a, (CRC_LEFT + 1)
        sbc     #0
        ld      (CRC_LEFT + 1), a
        ld      a, (de)                 ; index = byte ^ high
        inc     de
        xor     b
        push    de
        ld      e, a
        ld      d, #0
        ld      hl, #_save_crc_high
        add     hl, de
        ld      a, (hl)                 ; new high = low ^ table_high[index]
        xor     c
        ld      b, a
        ld      hl, #_save_crc_low
        add     hl, de
        ld      c, (hl)                 ; new low = table_low[index]
        pop     de
        jr      1$
9$:
        ret
