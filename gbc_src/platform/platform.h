/* The thin layer between the game and a back end: one implementation per back end,
   platform_sdcc.c (plain SDCC, direct register access, our crt0) and platform_gbdk.c (GBDK-2020).

   Both back ends run frame_interrupt() (frame.s) in every VBlank interrupt: it writes the queued tile
   changes to VRAM while the hardware allows it and counts frames. The game never writes VRAM itself
   while the screen is on. */
#ifndef HITORI_PLATFORM_H
#define HITORI_PLATFORM_H

#include <stdint.h>

/* Button bits returned by platform_buttons(); the same values as GBDK-2020's J_* constants. */
#define BUTTON_RIGHT  0x01u
#define BUTTON_LEFT   0x02u
#define BUTTON_UP     0x04u
#define BUTTON_DOWN   0x08u
#define BUTTON_A      0x10u
#define BUTTON_B      0x20u
#define BUTTON_SELECT 0x40u
#define BUTTON_START  0x80u
#define BUTTONS_DPAD  0x0Fu

/* Turn the screen off (at the next VBlank), load `count` tiles from `data` starting at tile 0 (the
   background and the sprites share them), clear both tile maps to `blank`, hide every sprite, set
   the palettes (sprites: `obj_palette`), start the VBlank interrupt and turn the screen back on. */
void platform_start_video(const uint8_t *data, uint8_t count, uint8_t blank, uint8_t obj_palette);

/* Load `count` tiles from `data` at tile `first` (0x8000 + first * 16): the screen is turned off at the
   next VBlank for the copy and back on after it, so call it while the screen is hidden (a frame
   shows white). */
void platform_load_tiles(uint8_t first, uint8_t count, const uint8_t *data);

/* Sleep until the next VBlank interrupt has run (so this frame's queued tiles are on screen). The game
   calls core/background.h's frame_wait(), which gives the time to a background job if one runs. */
void platform_wait_vblank(void);

/* The buttons held now, an OR of BUTTON_*. */
uint8_t platform_buttons(void);

/* The divider register (DIV, 16,384 Hz): how long since power-on, in the player's hands. */
uint8_t platform_divider(void);

/* Background palette (0xE4: shades as drawn; 0x00: all white, to hide a screen being redrawn). On a
   Game Boy Color every background palette: all white for 0x00, else the cartridge's colours
   (cartridge.h, CGB_BG_PALETTES). Call it at the start of VBlank. */
void platform_palette(uint8_t palette);

/* 1 on a Game Boy Color running the cartridge in colour mode (the map attributes and palettes are
   there), 0 on the original Game Boy. */
extern uint8_t platform_cgb;

/* The cursor sprite (tile `tile`) with its top-left corner at screen pixel (x, y); hidden when
   y >= 144. Moved in the next VBlank. */
void platform_cursor(uint8_t x, uint8_t y, uint8_t tile);
/* The cursor over a big (16x16) cell: four sprites, tile `corner` its top-left corner, the same tile
   mirrored for the other three (OAM flip bits); top-left at (x, y), hidden when y >= 144. The small
   cursor and the big one are the same sprites: calling either replaces the other. */
void platform_cursor_big(uint8_t x, uint8_t y, uint8_t corner);
#define CURSOR_SPRITES 4u
#define OAM_FLIP_X 0x20u  /* Pan Docs "OAM": attribute bit 5, bit 6 flips vertically */
#define OAM_FLIP_Y 0x40u

/* The window layer over the whole screen (its map at 0x9C00) shown or hidden. */
void platform_window(uint8_t shown);

/* Map switchable ROM bank `bank` at 0x4000-0x7FFF (MBC5) and remember it in _current_bank, which the
   banked-call trampoline saves and restores (GBDK's library, or crt0_sdcc.s). Only bank-0 code may
   call this: code in the window would unmap itself. */
void platform_map_rom_bank(uint8_t bank);
uint8_t platform_rom_bank(void);  /* the bank mapped now */

/* Cartridge RAM (0xA000-0xBFFF, bank 0) on or off. Keep it off except while reading or writing the
   save: a Game Boy switched off with cartridge RAM enabled can corrupt it. */
void platform_save_ram(uint8_t enabled);
extern uint8_t platform_ram_on;  /* what platform_save_ram() last set (background.s switches it per thread) */

/* Cycle timing on the Game Boy's own timer, which a flash cart owner's hardware has too: TIMA steps
   at 16,384 Hz (every 256 CPU cycles) from a freshly reset divider, and an interrupt counts its
   overflows. platform_timer_stop() returns the CPU cycles since platform_timer_start(), a multiple of
   256; the interrupts' own work (about 140 cycles every 65,536, the VBlank work every frame) is part
   of what it measures. (At 262,144 Hz the overflow interrupt came every 4,096 cycles, 17 a frame,
   and took 3.5% of the CPU from whatever was being timed.) The count of overflows is 32 bits wide and
   the cycles stop growing at TIMER_CYCLES_MAX (2^32 - 1, about 17 minutes). */
#define TIMER_OVERFLOW_BITS 16u  /* overflows that fit: 2^16 x 65,536 cycles = 2^32 */
#define TIMER_CYCLES_MAX 0xFFFFFFFFu
void platform_timer_start(void);
uint32_t platform_timer_stop(void);

/* From now on, every frame when the LCD reaches scan line `line`, an interrupt calls the core's
   bg_line_interrupt() (background.s; it changes A only). Both back ends keep it through the timer's
   start and stop. */
void platform_line_interrupt(uint8_t line);
void bg_line_interrupt(void);

/* frame.s: the VBlank work both back ends call, and what it keeps. */
void frame_interrupt(void);
extern volatile uint16_t frame_count;          /* VBlank interrupts since power-on */
extern volatile uint8_t vram_queue_head;       /* next queue byte frame_interrupt() reads */
extern volatile uint8_t vram_queue_tail;       /* end of the queue's complete entries */

#endif
