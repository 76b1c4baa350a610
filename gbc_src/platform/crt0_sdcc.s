;; Start-up file for the plain-SDCC back end (GBDK-2020 builds use GBDK's own crt0 instead).
;;
;; What a Game Boy needs before C can run: interrupt vectors at 0x40..0x60, the entry point at 0x100
;; (the cartridge header at 0x104..0x14F is left zero here and written by makebin: Nintendo logo,
;; title, cartridge type, checksums), a stack, the LCD off (only during VBlank: turning it off
;; mid-frame can damage real hardware), RAM cleared (real hardware powers up with random RAM),
;; initialised C globals copied from ROM, then main().
;;
;; The linker places areas in the order the first object declares them, so this file must be the
;; first object on the link line. sdcc passes -b _CODE=0x0200 -b _DATA=0xC000.

        .module crt0
        .globl  _main
        .globl  ___sdcc_bcall_ehl
        .globl  _frame_interrupt
        .globl  _bg_line_interrupt
        .globl  _platform_sprite
        .globl  _platform_sprite_bytes

        ;; hardware registers, as offsets from 0xFF00 for ldh (Pan Docs names)
        rLCDC           = 0x40
        rLY             = 0x44
        rIF             = 0x0F
        rIE             = 0xFF
        LCDC_ON         = 0x80
        LY_VBLANK_FIRST = 144

        MBC5_ROM_BANK   = 0x2000        ; low 8 bits of the ROM bank mapped at 0x4000
        WRAM_START      = 0xC000
        WRAM_SIZE       = 0x2000
        STACK_TOP       = 0xE000        ; first push writes 0xDFFF, the last WRAM byte
        CGB_START_A     = 0x11          ; A at start-up on a Game Boy Color
        OAM_FIRST       = 0xFE00        ; the cursor is sprites 0-3 (platform_sdcc.c)

        .area   _HEADER (ABS)

        ;; rst 0x38 is what the CPU runs when it jumps into 0xFF bytes: stop there, visibly, not at random
        .org    0x38
        di
crash:
        halt
        nop
        jr      crash

        ;; hardware interrupt vectors: VBlank and the timer are used; a stray one returns at once
        .org    0x40                    ; VBlank: the cursor sprite, then the queued tiles (frame.s)
        jp      vblank_interrupt
        .org    0x48                    ; LCD STAT: the line interrupt (platform_line_interrupt)
        jp      line_interrupt
        .org    0x50                    ; timer: count TIMA overflows for platform_timer_stop()
        jp      timer_overflow
        .org    0x58                    ; serial
        reti
        .org    0x60                    ; joypad
        reti

        ;; entry point; the header that follows is filled in by makebin
        .org    0x100
        nop
        jp      start

        ;; area order for the linker (see above); areas without an address follow the previous one
        .area   _CODE
        .area   _HOME
        .area   _INITIALIZER
        .area   _GSINIT
        .area   _GSFINAL
        .area   _DATA
        .area   _INITIALIZED
        .area   _BSEG
        .area   _BSS
        .area   _HEAP
        .area   _HEAP_END

        .area   _HOME
start:
        di
        ld      d, a                    ; A = 0x11 on a Game Boy Color (Pan Docs, "Power Up Sequence")
        ld      sp, #STACK_TOP
        xor     a
        ldh     (rIE), a                ; no interrupt sources
        ldh     (rIF), a

        ;; LCD off, but only at the start of VBlank
        ldh     a, (rLCDC)
        and     #LCDC_ON
        jr      z, 2$
1$:
        ldh     a, (rLY)
        cp      #LY_VBLANK_FIRST
        jr      c, 1$
        xor     a
        ldh     (rLCDC), a
2$:
        ;; clear all of WRAM (the stack is still empty)
        ld      hl, #WRAM_START
        ld      bc, #WRAM_SIZE
3$:
        xor     a
        ld      (hl+), a
        dec     bc
        ld      a, b
        or      c
        jr      nz, 3$

        ;; remember a Game Boy Color (colour mode: the header's 0x143 is 0x80)
        ld      a, d
        cp      #CGB_START_A
        ld      a, #0
        jr      nz, 19$
        inc     a
19$:
        ld      (_platform_cgb), a

        ;; copy initialised globals from ROM to RAM
        ld      de, #s__INITIALIZED
        ld      hl, #s__INITIALIZER
        ld      bc, #l__INITIALIZER
4$:
        ld      a, b
        or      c
        jr      z, 5$
        ld      a, (hl+)
        ld      (de), a
        inc     de
        dec     bc
        jr      4$
5$:
        ld      a, #1                   ; MBC5 maps bank 1 at power-on
        ld      (__current_bank), a
        call    gsinit
        call    _main
6$:                                     ; main() returned: sleep
        di
        halt
        nop
        jr      6$

;; The banked-call trampoline (SDCC's __banked convention, the same as GBDK-2020's library provides).
;; The caller has pushed every argument and does `ld e, #bank; ld hl, #function; call
;; ___sdcc_bcall_ehl`. We push the caller's bank (2 bytes: the callee finds its first argument at
;; sp + 6), map the callee's, call it, and map the caller's bank again. The result comes back in A,
;; BC or DE:BC (sdcccall 1), so those are kept; HL carries no result. An interrupt that lands anywhere
;; in here finds _current_bank naming the bank that is mapped, and no handler switches banks. This
;; stays in _HOME, bank 0: a trampoline in a switchable bank would unmap itself (a test checks the map).
___sdcc_bcall_ehl::
        ld      a, (__current_bank)
        push    af                      ; the caller's bank, restored below
        ld      a, e
        ld      (__current_bank), a
        ld      (MBC5_ROM_BANK), a
        call    call_hl
        ld      h, a                    ; keep an 8-bit result
        pop     af                      ; A = the caller's bank
        ld      (__current_bank), a
        ld      (MBC5_ROM_BANK), a
        ld      a, h
        ret
call_hl:
        jp      (hl)

vblank_interrupt:
        push    af
        push    bc
        push    de
        push    hl
        ld      a, (_platform_sprite_bytes) ; OAM is free during VBlank: 4 or 16 bytes, no DMA needed
        ld      c, a
        ld      hl, #_platform_sprite
        ld      de, #OAM_FIRST
1$:
        ld      a, (hl+)
        ld      (de), a
        inc     e
        dec     c
        jr      nz, 1$
        call    _frame_interrupt
        pop     hl
        pop     de
        pop     bc
        pop     af
_vblank_reti::                          ; (named for the test harness's interrupt meter)
        reti

line_interrupt:
        push    af
        call    _bg_line_interrupt
        pop     af
        reti

timer_overflow:
        push    af
        push    hl
        ld      hl, #_platform_timer_overflows
        inc     (hl)                    ; a 32-bit count: carry into the next byte while one wraps
        jr      nz, 1$
        inc     hl
        inc     (hl)
        jr      nz, 1$
        inc     hl
        inc     (hl)
        jr      nz, 1$
        inc     hl
        inc     (hl)
1$:
        pop     hl
        pop     af
_timer_reti::
        reti

        .area   _DATA
_platform_timer_overflows::
        .ds     4
__current_bank::                        ; the ROM bank mapped at 0x4000 (GBDK-2020 keeps it in the same name)
        .ds     1
_platform_cgb::                         ; 1 on a Game Boy Color in colour mode (platform.h)
        .ds     1

        .area   _GSINIT
gsinit:
        .area   _GSFINAL
        ret
