;; The VBlank work, shared by both back ends (called from our crt0's VBlank vector, or from GBDK's
;; VBlank handler list): count the frame, then copy queued tile changes into VRAM.
;;
;; The game never writes VRAM while the screen is on. It appends entries to a ring on its own WRAM
;; page (PAGE_VRAM_QUEUE): the map address (low, high), a tile count (1..32), then the tiles. The
;; An address with bit 14 set (0xD800..0xDFFF) is the same map cell's attribute byte on a Game Boy
;; Color (VRAM bank 1); screen.c queues those only there. The
;; producer writes an entry's bytes first and moves vram_queue_tail past it last (one byte store), so
;; this routine only ever sees whole entries. The indices are 8-bit: the ring wraps by itself.
;;
;; Real hardware only lets the CPU into VRAM in VBlank (lines 144..153) or with the LCD off, so an
;; entry is only started while LY is at most LAST_START_LINE; an entry of 32 tiles takes ~1,200
;; cycles (under 3 lines of 456), so it ends before line 153 is over. What is left waits for the next
;; VBlank. With the LCD off everything is copied at once.
;;
;; The queue's page lies in the game thread's WRAM bank (background.s): on a Game Boy Color this maps
;; bank 1 at 0xD000 for its reads, and the interrupted thread's bank back before it returns. It uses
;; no stack in between (the interrupted thread's stack may be in the other bank). On the original Game
;; Boy SVBK reads 0xFF and writes to it do nothing.

        .module frame
        .include "cart_consts.inc"

        .globl  _frame_interrupt
        .globl  _frame_count
        .globl  _vram_queue_head
        .globl  _vram_queue_tail
        .globl  _bg_in_background
        .globl  _bg_yield_asked

        rLCDC           = 0x40
        rLY             = 0x44
        rVBK            = 0x4F          ; CGB: VRAM bank
        rSVBK           = 0x70          ; CGB: WRAM bank at 0xD000
        WRAM_GAME       = 1             ; background.h's BG_WRAM_GAME
        ATTRIBUTE_BIT   = 6             ; set in an entry's address high byte: attributes (0xD800..)
        LCDC_ON_BIT     = 7
        LY_VBLANK_FIRST = 144
        LAST_START_LINE = 149

        .area   _DATA
_frame_count::
        .ds     2
_vram_queue_head::
        .ds     1
_vram_queue_tail::
        .ds     1

        .area   _CODE
_frame_interrupt::
        ld      a, (_bg_in_background)  ; the background thread, if it is the one interrupted, is asked
        ld      (_bg_yield_asked), a    ; to give the CPU back (background.s)
        ld      hl, #_frame_count
        inc     (hl)
        jr      nz, 1$
        inc     hl
        inc     (hl)
1$:
        ldh     a, (rSVBK)
        ld      b, a                    ; the interrupted thread's bank, until the end
        ld      a, #WRAM_GAME
        ldh     (rSVBK), a
        ld      a, (_vram_queue_head)
        ld      l, a
        ld      h, #PAGE_VRAM_QUEUE
next_entry:
        ld      a, (_vram_queue_tail)
        cp      l
        jr      z, done                 ; the queue is empty
        ldh     a, (rLCDC)
        bit     LCDC_ON_BIT, a
        jr      z, copy                 ; LCD off: VRAM is free
        ldh     a, (rLY)
        cp      #LY_VBLANK_FIRST
        jr      c, done                 ; VBlank is over (the interrupt came late): next time
        cp      #LAST_START_LINE + 1
        jr      nc, done                ; too late in VBlank for a whole entry
copy:
        ld      e, (hl)                 ; map address, low byte
        inc     l
        ld      d, (hl)                 ; high byte
        inc     l
        ld      c, (hl)                 ; tile count
        inc     l
        bit     ATTRIBUTE_BIT, d
        jr      nz, attributes
2$:
        ld      a, (hl)
        inc     l
        ld      (de), a
        inc     de
        dec     c
        jr      nz, 2$
        jr      next_entry
attributes:                             ; a Game Boy Color's map attributes, in VRAM bank 1
        res     ATTRIBUTE_BIT, d
        ld      a, #1
        ldh     (rVBK), a
3$:
        ld      a, (hl)
        inc     l
        ld      (de), a
        inc     de
        dec     c
        jr      nz, 3$
        xor     a
        ldh     (rVBK), a
        jr      next_entry
done:
        ld      a, l
        ld      (_vram_queue_head), a
        ld      a, b
        ldh     (rSVBK), a
        ret
