/* A second thread for the CPU time the frame loop leaves idle: the shell makes the next puzzle in it
   (shell/ahead.c) while the player plays. Read background.s for the design; in short:

   - Two threads, each with its own stack, switched cooperatively. The game thread (the frame loop)
     gives the CPU away only in frame_wait(): instead of halting it runs the background thread
     (bg_run_frame). The background thread gives it back at its next bg_yield() once the line
     interrupt at BG_LAST_LINE (or the VBlank interrupt) has asked, or when its job ends. No interrupt handler ever switches threads, so a
     switch only ever happens at a call: every register is the caller's to save (sdcccall(1)), and the
     mapped ROM bank and cartridge RAM's switch are saved and restored with the stack.
   - Only on a Game Boy Color (platform_cgb): each thread sees its own 4 KiB of WRAM at 0xD000-0xDFFF
     (bank 1: the game's pages and stack; bank 2: the background's), which holds both stacks. The
     original Game Boy's 8 KiB holds one puzzle's generator or its game, not both: there bg_start()
     refuses and the game makes every puzzle itself, as before.
   - Shared by both threads: 0xC000-0xCFFF (the C globals and the generators' low pages: no game state
     lives there, codegen/emit/cartridge.py checks the map) and HRAM. The VBlank work (frame.s) maps
     bank 1 for the tile queue whichever thread it interrupts. */
#ifndef CORE_BACKGROUND_H
#define CORE_BACKGROUND_H

#include <stdint.h>

#define BG_IDLE 0u      /* no job: frame_wait() halts */
#define BG_RUNNING 1u   /* a job is under way: frame_wait() runs it */
#define BG_FINISHED 2u  /* the job returned */

/* The scan line from which the background thread is asked to give the CPU back (an LCD line interrupt,
   platform_line_interrupt): the longest stretch between two of a generator's yields, up to 61 lines
   measured (912 cycles a line in double speed), ends before VBlank (line 144), so the game's frame
   starts at VBlank as if nothing ran behind it. The background gets the lines from the end of the
   game's frame to about this one. */
#define BG_LAST_LINE 76u
void bg_line_interrupt(void);  /* what that interrupt does (background.s) */

#define BG_WRAM_GAME 1u        /* SVBK: the game thread's WRAM bank at 0xD000 */
#define BG_WRAM_BACKGROUND 2u  /* the background thread's */

extern volatile uint8_t bg_state;
extern uint8_t bg_in_background;         /* 1 while the background thread runs */
extern volatile uint8_t bg_yield_asked;  /* 1 once the line or VBlank interrupt has come on the
                                            background thread */
extern uint8_t bg_lateness;              /* the most scan lines after VBlank began that the game thread
                                            got the CPU back (0 when in time; the tests read it) */

/* Sleep until the next VBlank interrupt has run, as platform_wait_vblank(), but give the time to the
   background thread while it has a job (the game thread's only wait: every screen waits here). */
void frame_wait(void);

/* Game thread: start a job that calls `entry` (a bank-0 function) on the background thread's fresh
   stack; BG_RUNNING. Returns 0, and starts nothing, on the original Game Boy. */
uint8_t bg_start(void (*entry)(void));
/* Game thread: forget the job, wherever it is (its stack and pages are left as they are): BG_IDLE. */
void bg_abandon(void);
/* Game thread: run the job until it gives the CPU back (asked by the line or VBlank interrupt) or
   ends; nothing if a VBlank has come since frame_count's low byte was `frame`. */
void bg_run_frame(uint8_t frame);
/* Background thread: give the CPU back to the game (nothing on the game thread: a puzzle made in the
   foreground runs the same code). Every register may change. Call it as BG_YIELD(), which asks first:
   a generator's loops do, often enough that the stretch between two calls stays shorter than the
   lines from BG_LAST_LINE to VBlank (tests/test_rom_ahead.py bounds bg_lateness). In assembly:
       ld a, (_bg_yield_asked) / or a / call nz, _bg_yield   (every register may change) */
void bg_yield(void);
#define BG_YIELD()              \
    do {                        \
        if (bg_yield_asked)     \
            bg_yield();         \
    } while (0)

#endif
