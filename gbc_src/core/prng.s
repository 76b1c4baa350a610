;; The project's random number generator on the Game Boy: the same draws as codegen/common/prng.py, read
;; that first. A 16-bit xorshift (7, 9, 8); every draw is one byte of the state, the low byte then
;; the high byte, and the state steps only when both are used. One stream serves the whole puzzle
;; generator: layout_shuffle (layout_dual.s) loads and stores the same two variables.
;;
;; Calling convention (SDCC sdcccall(1), also GBDK-2020's): 8-bit argument in A, a 16-bit one in DE,
;; 8-bit result in A.

        .module prng
        .include "xorshift.inc"

        .area   _DATA
_prng_state::   .ds 2                   ; uint16_t: the xorshift state, never 0
_prng_spare::   .ds 1                   ; uint8_t: nonzero while the state's high byte is undrawn

        .area   _CODE

;; void prng_seed(uint16_t seed)
;; Start the stream at `seed` (1..65535; 0 is the xorshift's fixed point and must be refused earlier).
_prng_seed::
        ld      a, e
        ld      (_prng_state), a
        ld      a, d
        ld      (_prng_state + 1), a
        xor     a
        ld      (_prng_spare), a
        ret

;; uint8_t prng_byte(void)
;; The next byte of the stream. Changes A, D, E, H, L; keeps B and C.
_prng_byte::
        ld      hl, #_prng_spare
        ld      a, (hl)
        or      a
        jr      z, 1$
        ld      (hl), #0                ; the high byte, left over from the last step
        ld      a, (_prng_state + 1)
        ret
1$:
        ld      (hl), #1
        ld      hl, #_prng_state
        ld      e, (hl)
        inc     hl
        ld      d, (hl)
        XORSHIFT_DE
        ld      (hl), d                 ; new high byte
        dec     hl
        ld      a, e
        ld      (hl), a                 ; new low byte: the draw
        ret

;; uint8_t prng_at_most(uint8_t limit)
;; Uniform in 0..limit: the next byte masked with the smallest all-ones mask >= limit, drawn again
;; while it exceeds limit. A limit of 0 still uses one byte, as the model does.
_prng_at_most::
        ld      c, a
        ld      b, #0xFF
        or      a
        jr      z, 3$
1$:                                     ; shrink the mask while (mask >> 1) >= limit
        ld      a, b
        srl     a
        cp      c
        jr      c, 2$
        ld      b, a
        jr      1$
2$:
        call    _prng_byte
        and     b
        cp      c
        ret     z
        ret     c
        jr      2$
3$:
        call    _prng_byte
        xor     a
        ret
