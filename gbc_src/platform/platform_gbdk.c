/* Platform layer for the GBDK-2020 back end: GBDK's crt0 owns start-up and the VBlank interrupt
   (which wait_vbl_done() sleeps on); its library writes VRAM safely while the screen is on. */
#include <gb/gb.h>

#include "platform.h"

#define PALETTE_GREYS 0xE4u
#define BG_MAP_COLUMNS 32u
#define BG_MAP_ROWS 32u

void platform_start_video(const uint8_t *data, uint8_t count, uint8_t blank)
{
    uint8_t blank_row[BG_MAP_COLUMNS];
    uint8_t i;

    display_off();
    set_bkg_data(0, count, data);
    for (i = 0; i != BG_MAP_COLUMNS; i++)
        blank_row[i] = blank;
    for (i = 0; i != BG_MAP_ROWS; i++)
        set_bkg_tiles(0, i, BG_MAP_COLUMNS, 1, blank_row);
    move_bkg(0, 0);
    BGP_REG = PALETTE_GREYS;
    SHOW_BKG;
    DISPLAY_ON;
}

void platform_write_row(uint8_t column, uint8_t row, uint8_t count, const uint8_t *tiles)
{
    set_bkg_tiles(column, row, count, 1, tiles);
}

void platform_wait_vblank(void)
{
    wait_vbl_done();
}

uint8_t platform_buttons(void)
{
    return joypad();
}
