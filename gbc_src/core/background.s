;; The background thread (background.h): a second stack the CPU runs while the frame loop would wait.
;;
;; Why cooperative, and why here. A Game Boy game spends most of each frame halted, waiting for the
;; next VBlank: the frame loop answers the buttons and queues a few tiles in a small part of the
;; 70,224 cycles. The shell fills that time by making the next puzzle. Three ways were open: switch
;; stacks in the VBlank interrupt (preemptive), make the generator the main program and drive the game
;; from the interrupt, or switch at calls. The first two stop the generator anywhere: inside the
;; banked-call trampoline between its two writes of the bank (crt0_sdcc.s, GBDK's ___sdcc_bcall_ehl),
;; with cartridge RAM on, inside GBDK's interrupt dispatcher, whose stack frame differs between
;; GBDK-2020 4.1.1 and 4.4.0. Here the threads switch only at a call: the game thread in
;; frame_wait (bg_run_frame), the background thread in bg_yield, which the generators call in their
;; loops once an interrupt has asked: the LCD's line interrupt at BG_LAST_LINE (background.h), early
;; enough that the longest stretch between two calls ends before VBlank, or the VBlank interrupt
;; itself. So the game's frame starts at VBlank, as it would with nothing behind it (tests compare
;; whole games frame by frame). A call may change every register (sdcccall(1)),
;; so a switch saves only the stack pointer, the mapped ROM bank (__current_bank and the MBC) and
;; whether cartridge RAM is on (platform_ram_on and the MBC): each thread gets back exactly the bank
;; and RAM switch it left, so banked calls, which save and restore the bank on their own stack, stay
;; right across switches.
;;
;; Memory. The stacks are where the game's stack always was, 0xDE00-0xDFFF, and each thread sees its
;; own copy: on a Game Boy Color, WRAM bank 1 (the game) or 2 (the background) is mapped at
;; 0xD000-0xDFFF (SVBK), together with the work pages there. A switch changes SVBK and SP with
;; interrupts off, so an interrupt always finds its stack mapped. The interrupt handlers use no WRAM
;; at 0xD000 or above but the tile queue, and frame.s maps bank 1 around its reads of it. The original
;; Game Boy has no second bank: bg_start refuses there.
;;
;; Order of work in a frame: VBlank interrupt (tiles, frame count), the game thread's frame (buttons,
;; clock, sound, queued tiles), then bg_run_frame, which runs the background until it yields after the
;; line interrupt, and returns into the game thread's frame_wait, which halts until VBlank.

        .module background

        .globl  _frame_count
        .globl  __current_bank
        .globl  _platform_cgb
        .globl  _platform_ram_on

        rSVBK           = 0x70          ; CGB: WRAM bank at 0xD000 (ldh)
        rLY             = 0x44
        LY_VBLANK_FIRST = 144
        LINES_PER_FRAME = 154
        MBC5_ROM_BANK   = 0x2000
        MBC_RAM_ENABLE  = 0x0000
        MBC_RAM_ON      = 0x0A
        WRAM_GAME       = 1             ; background.h's BG_WRAM_GAME
        WRAM_BACKGROUND = 2             ; BG_WRAM_BACKGROUND
        STACK_TOP       = 0xE000        ; both stacks start here, each in its own bank
        BG_IDLE         = 0
        BG_RUNNING      = 1
        BG_FINISHED     = 2

        .area   _DATA
_bg_state::
        .ds     1
_bg_in_background::
        .ds     1
_bg_yield_asked::                       ; set by the VBlank interrupt while the background thread runs
        .ds     1
_bg_lateness::                          ; the most scan lines past VBlank's start the game got the CPU back
        .ds     1
frame_given:                            ; frame_count's low byte when the game gave the CPU away
        .ds     1
game_sp:
        .ds     2
game_bank:
        .ds     1
game_ram:
        .ds     1
background_sp:
        .ds     2
background_bank:
        .ds     1
background_ram:
        .ds     1
job_entry:
        .ds     2

        .area   _CODE

;; uint8_t bg_start(void (*entry)(void)): DE = entry. A fresh stack in bank 2 whose first return
;; address is thread_main; bg_run_frame starts it there. Returns 0 on the original Game Boy.
_bg_start::
        ld      a, (_platform_cgb)
        or      a
        ret     z
        ld      hl, #job_entry
        ld      (hl), e
        inc     hl
        ld      (hl), d
        di
        ld      a, #WRAM_BACKGROUND
        ldh     (rSVBK), a
        ld      hl, #STACK_TOP - 2
        ld      (hl), #<thread_main
        inc     hl
        ld      (hl), #>thread_main
        ld      a, #WRAM_GAME
        ldh     (rSVBK), a
        ei
        ld      hl, #background_sp
        ld      (hl), #<(STACK_TOP - 2)
        inc     hl
        ld      (hl), #>(STACK_TOP - 2)
        ld      a, (__current_bank)
        ld      (background_bank), a
        xor     a
        ld      (background_ram), a
        ld      a, #BG_RUNNING
        ld      (_bg_state), a
        ld      a, #1
        ret

;; void bg_abandon(void): the job is forgotten; its stack is never run again.
_bg_abandon::
        xor     a
        ld      (_bg_state), a
        ret

;; void bg_run_frame(uint8_t frame): A = frame_count's low byte to wait past. Only while BG_RUNNING.
;; If that VBlank has come already, nothing is run.
_bg_run_frame::
        ld      (frame_given), a
        di
        ld      hl, #_frame_count
        cp      (hl)
        jr      z, 1$
        ei
        ret
1$:
        ld      (game_sp), sp
        ld      a, (__current_bank)
        ld      (game_bank), a
        ld      a, (_platform_ram_on)
        ld      (game_ram), a
        ld      a, #WRAM_BACKGROUND
        ldh     (rSVBK), a
        ld      a, (background_sp)
        ld      l, a
        ld      a, (background_sp + 1)
        ld      h, a
        ld      sp, hl
        ld      a, #1
        ld      (_bg_in_background), a
        ld      a, (background_bank)
        ld      e, a
        ld      a, (background_ram)
        jr      switch_to               ; returns into the background thread

;; void bg_yield(void): on the background thread, back to the game (the caller has seen
;; bg_yield_asked: BG_YIELD in background.h); on the game thread, nothing.
_bg_yield::
        ld      a, (_bg_in_background)
        or      a
        ret     z
_bg_to_game::                           ; (named for debuggers: the switch to the game thread)
        di
        ld      (background_sp), sp
        ld      a, (__current_bank)
        ld      (background_bank), a
        ld      a, (_platform_ram_on)
        ld      (background_ram), a
        ld      a, #WRAM_GAME
        ldh     (rSVBK), a
        ld      a, (game_sp)
        ld      l, a
        ld      a, (game_sp + 1)
        ld      h, a
        ld      sp, hl
        xor     a
        ld      (_bg_in_background), a
        ld      (_bg_yield_asked), a
        call    note_lateness
        ld      a, (game_bank)
        ld      e, a
        ld      a, (game_ram)
;; The thread whose stack is now mapped gets its ROM bank (E) and cartridge RAM switch (A) back;
;; interrupts on again; return on its stack.
switch_to:
        ld      (_platform_ram_on), a
        or      a
        jr      z, 1$
        ld      a, #MBC_RAM_ON
1$:
        ld      (MBC_RAM_ENABLE), a
        ld      a, e
        ld      (__current_bank), a
        ld      (MBC5_ROM_BANK), a
        ei
        ret

;; How late the game gets the CPU back: scan lines since the VBlank that asked for it began (line
;; 144), the most so far in bg_lateness (the tests read it; 10 lines are a VBlank, 154 a frame; 255: a
;; whole frame or more, the game missed one). Not when the job has ended.
note_lateness:
        ld      a, (_bg_state)
        cp      #BG_RUNNING
        ret     nz
        ld      a, (frame_given)
        ld      b, a
        ld      a, (_frame_count)
        sub     b
        ret     z                       ; given back before the VBlank (the line interrupt asked): on time
        cp      #2
        ld      a, #0xFF
        jr      nc, 2$                  ; two VBlanks or more since the game gave the CPU away
        ldh     a, (rLY)
        sub     #LY_VBLANK_FIRST
        jr      nc, 2$
        add     a, #LINES_PER_FRAME
2$:
        ld      hl, #_bg_lateness
        cp      (hl)
        ret     c
        ld      (hl), a
        ret

;; void bg_line_interrupt(void): the LCD's line interrupt at BG_LAST_LINE (the platform calls it, with
;; A saved): the background thread, if it is the one interrupted, is asked to give the CPU back, so
;; that it has by VBlank and the game's frame starts at VBlank as it would without it. Changes A.
_bg_line_interrupt::
        ld      a, (_bg_in_background)
        ld      (_bg_yield_asked), a
        ret

;; The background thread's first return address: run the job, then give the CPU back for good.
thread_main:
        call    run_job
        ld      a, #BG_FINISHED
        ld      (_bg_state), a
        jr      _bg_to_game             ; never comes back: the next job starts a fresh stack
run_job:
        ld      hl, #job_entry
        ld      a, (hl+)
        ld      h, (hl)
        ld      l, a
        jp      (hl)
