;; uint16_t save_fletcher(const uint8_t *data, uint16_t length)
;;
;; Fletcher's two running sums mod 256 over `length` bytes (codegen/emit/save_layout.py): the low byte of
;; the result is the plain sum, the high byte the sum of the sums, both started from the save's
;; CHECK_START so that blank RAM does not check out. In assembly because the game checks ~800 bytes
;; of cartridge RAM after every move: 40 cycles a byte.
;; sdcccall(1): data in DE, length in BC, result in BC.

        .module fletcher
        .include "cart_consts.inc"

        .globl  _save_fletcher

        .area   _CODE
_save_fletcher::
        ld      h, d
        ld      l, e
        ld      d, #SAVE_CHECK_START_SUMS
        ld      e, #SAVE_CHECK_START_PLAIN
        ld      a, c                    ; B rounds of C bytes: a first round of C (C = 0: 256),
        or      a                       ; then rounds of 256
        jr      z, 2$
        inc     b
2$:
        ld      a, b
        or      a
        jr      z, 3$                   ; no bytes at all
1$:
        ld      a, (hl+)
        add     a, e
        ld      e, a
        add     a, d
        ld      d, a
        dec     c
        jr      nz, 1$
        dec     b
        jr      nz, 1$
3$:
        ld      b, d
        ld      c, e
        ret
