;; The project's random number generator on the Game Boy: the same draws as codegen/common/prng.py, read
;; that first. A 16-bit xorshift (7, 9, 8); every draw is one byte of the state, the low byte then
;; the high byte, and the state steps only when both are used. One stream serves the whole puzzle
;; generator, and prng_shuffle (below) keeps the state in registers while it shuffles a deck.
;;
;; Calling convention (SDCC sdcccall(1), also GBDK-2020's): 8-bit argument in A, a 16-bit one in DE,
;; 8-bit result in A.

        .module prng
        .include "xorshift.inc"

        .globl  _bg_yield_asked         ; background.s: the shuffle gives the CPU back as it goes
        .globl  _bg_yield

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
;; while it exceeds limit. A limit of 0 still uses one byte, as the model does. The mask is the
;; limit with every bit below its highest set bit set too (limit | limit >> 1 | ... | limit >> 7).
_prng_at_most::
        ld      c, a
        or      a
        jr      z, 3$
        ld      b, a
        srl     a
        or      b                       ; the top two bits
        ld      b, a
        srl     a
        srl     a
        or      b                       ; the top four
        ld      b, a
        swap    a
        and     #0x0F
        or      b                       ; all eight
        ld      b, a
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

;; void prng_shuffle(uint8_t count, uint8_t page)
;; The deck on WRAM page `page`: deck = 0..count-1 (count >= 2), then Fisher-Yates from the top: for i = count-1 down to 1, swap deck[i] with
;; deck[j], j uniform in 0..i by masked rejection on the bytes of a 16-bit xorshift (7, 9, 8), low
;; byte then high byte of each state (codegen/common/prng.py). The generator is the shared one of prng.s:
;; its state is loaded here and stored back at the end, with whether its high byte is still unused.
;; The code has two entry points per draw: `fresh` steps the generator and tries E then D; `spare`
;; first tries D, left over from the step.
;; Registers: D:E the generator state (D high), C = i, B = the smallest all-ones mask >= i, H = deck.
_prng_shuffle::
        ld      c, a
        ld      b, a
        ld      h, e
        ld      l, #0
1$:
        ld      (hl), l
        inc     l
        dec     b
        jr      nz, 1$
        dec     c                       ; i = count - 1 (count >= 2)
        ld      b, #0xFF
        call    prng_load_state
        jr      nz, spare_mask
fresh_mask:                             ; shrink the mask while (mask >> 1) >= i
        ld      a, b
        srl     a
        cp      c
        jr      c, fresh
        ld      b, a
        jr      fresh_mask
fresh:
        XORSHIFT_DE
        ld      a, e                    ; the low byte
        and     b
        cp      c
        jr      z, took_low
        jr      c, took_low
        ld      a, d                    ; rejected: the high byte
        and     b
        cp      c
        jr      z, took_high
        jr      c, took_high
        jr      fresh
took_low:                               ; j = A; D is still to be drawn
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
        jr      z, save_spare
spare_mask:
        ld      a, b
        srl     a
        cp      c
        jr      c, spare
        ld      b, a
        jr      spare_mask
spare:
        ld      a, d
        and     b
        cp      c
        jr      z, took_high
        jr      c, took_high
        jr      fresh
took_high:                              ; j = A; the state's bytes are used up
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
        jr      z, 1$
        ld      a, (_bg_yield_asked)    ; every second card, the background thread gives the CPU
        or      a                       ; back once a VBlank has come (background.h: the state is
        jr      z, fresh_mask           ; in D:E, which the game thread never draws from)
        push    bc
        push    de
        push    hl
        call    _bg_yield
        pop     hl
        pop     de
        pop     bc
        jr      fresh_mask
1$:
        xor     a                       ; both bytes of the state used
        jr      prng_store_state
save_spare:
        ld      a, #1                   ; the high byte is still to be drawn
;; For assembly that keeps the generator in registers while it draws (the shuffle above, Hitori's
;; layout_draw.s): prng_store_state stores D:E back and A (nonzero: the high byte is still to be
;; drawn); prng_load_state loads D:E and A that way, Z set when both bytes of the state are used.
;; Both change only A (and the flags).
prng_store_state::
        ld      (_prng_spare), a
        ld      a, e
        ld      (_prng_state), a
        ld      a, d
        ld      (_prng_state + 1), a
        ret

prng_load_state::
        ld      a, (_prng_state)
        ld      e, a
        ld      a, (_prng_state + 1)
        ld      d, a
        ld      a, (_prng_spare)
        or      a
        ret

