/* Drawing for the game: tile changes go into the VBlank queue (frame.s), text is built in a line
   buffer and queued a row at a time. Nothing here touches VRAM directly. */
#ifndef HITORI_SCREEN_H
#define HITORI_SCREEN_H

#include <stdint.h>

#include "cartridge.h"

#define MAP_BACKGROUND 0x9800u
#define MAP_WINDOW     0x9C00u
#define MAP_COLUMNS    32u
#define SCREEN_QUEUE_MAX_TILES 32u  /* frame.s copies at most this many tiles an entry */

/* Queue `count` (1..32) tiles for map `map` at (column, row). Waits for VBlank while the queue is full. */
void screen_write(uint16_t map, uint8_t column, uint8_t row, uint8_t count, const uint8_t *tiles);
/* On a Game Boy Color, queue `count` map attribute bytes (bits 0-2: the palette) for map `map` at
   (column, row); nothing on the original Game Boy. screen_begin() sets them back to 0. */
void screen_write_attributes(uint16_t map, uint8_t column, uint8_t row, uint8_t count, const uint8_t *attributes);
/* Wait until every queued tile is on screen. */
void screen_flush(void);
/* Load the tile set (from its ROM bank) and turn the screen on, all white: once, at power-on. */
void screen_start(void);
/* Have puzzle `puzzle`'s block of board tiles (registry order) in VRAM from PUZZLE_TILES_FIRST on, for
   its screens: loaded unless it is there already. Call it while the screen is hidden (after
   screen_begin): the copy turns the screen off for a moment. */
void screen_use_tiles(uint8_t puzzle);
/* Show that long work goes on, on the status row: "MAKING <first_label><first> <second_label><second>"
   (no second count when second_label is 0). Only while the queue is empty, so fast work never waits
   for the screen; nothing on the background thread (core/background.h), whose puzzle is not on the
   screen. The labels are read at once: they may be in the caller's bank. */
void screen_progress(const char *first_label, uint16_t first, const char *second_label, uint16_t second);
/* Queue `count` tiles read from ROM bank `bank` (the title picture, say) for the background. */
void screen_write_far(uint8_t bank, uint8_t column, uint8_t row, uint8_t count, const uint8_t *tiles);
/* Start a new screen: hide the background (palette all white), the window and the cursor, and clear
   the background. */
void screen_begin(void);
/* Show the screen drawn since screen_begin() once it is all in VRAM. */
void screen_reveal(void);

/* The text line: build, then show on a background or window row. */
extern uint8_t text_line[SCREEN_COLUMNS];
void line_clear(void);
uint8_t line_text(uint8_t column, const char *text);
uint8_t line_number(uint8_t column, uint32_t value);
uint8_t line_padded(uint8_t column, uint16_t value, uint8_t digits);  /* leading zeros */
uint8_t line_time(uint8_t column, uint16_t seconds);                 /* M:SS or H:MM:SS */
uint8_t line_ratio(uint8_t column, uint32_t numerator, uint32_t denominator);
uint8_t line_game_name(uint8_t column, const char *level, uint8_t width, uint8_t height);  /* "EASY 10X10" */
void line_show(uint8_t row);
void line_show_window(uint8_t row);
void text_show(uint8_t column, uint8_t row, const char *text);  /* one-line shortcut on the background */

#endif
