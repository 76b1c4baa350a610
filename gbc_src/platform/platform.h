/* The thin layer between the game and a back end: one implementation per back end,
   platform_sdcc.c (plain SDCC, direct register access, our crt0) and platform_gbdk.c (GBDK-2020). */
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

/* Turn the screen off (at the next VBlank), load `count` background tiles from `data` starting at
   tile 0, clear the background map to tile `blank`, set the grey palette, turn the screen back on. */
void platform_start_video(const uint8_t *data, uint8_t count, uint8_t blank);

/* Write `count` tile numbers into background map row `row` from column `column`. Safe while the
   screen is on: every VRAM write waits until the LCD controller lets the CPU in. */
void platform_write_row(uint8_t column, uint8_t row, uint8_t count, const uint8_t *tiles);

/* Wait for the start of the next VBlank (returns at once while the screen is off). */
void platform_wait_vblank(void);

/* The buttons held now, an OR of BUTTON_*. */
uint8_t platform_buttons(void);

/* Cycle timing on the Game Boy's own timer, which a flash cart owner's hardware has too: TIMA steps
   at 262,144 Hz (every 16 CPU cycles) from a freshly reset divider, and an interrupt counts its
   overflows. platform_timer_stop() returns the CPU cycles since platform_timer_start(), a multiple of
   16; the interrupt's own work (a few dozen cycles every 4,096) is part of what it measures. */
void platform_timer_start(void);
uint32_t platform_timer_stop(void);

#endif
