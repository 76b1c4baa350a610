/* Platform layer for the GBDK-2020 back end: GBDK's crt0 owns start-up and the VBlank interrupt
   (which wait_vbl_done() sleeps on); its library writes VRAM safely while the screen is on. */
#include <gb/gb.h>

#include "platform.h"

#define PALETTE_GREYS 0xE4u
#define BG_MAP_COLUMNS 32u
#define BG_MAP_ROWS 32u
#define TAC_ENABLE 0x04u           /* Pan Docs: TAC bit 2 */
#define TAC_EVERY_16_CYCLES 0x01u  /* 262,144 Hz */
#define TIMER_CYCLES_SHIFT 4u

static volatile uint16_t timer_overflows;
static uint8_t timer_installed;

static void timer_overflow(void)
{
    timer_overflows++;
}

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

void platform_timer_start(void)
{
    disable_interrupts();
    if (!timer_installed) {
        add_TIM(timer_overflow);
        add_TIM(nowait_int_handler);  /* return at once: no wait for the LCD mode */
        timer_installed = 1;
    }
    TAC_REG = 0;
    TMA_REG = 0;
    TIMA_REG = 0;
    timer_overflows = 0;
    set_interrupts(VBL_IFLAG | TIM_IFLAG);  /* clears pending flags, enables interrupts */
    DIV_REG = 0;
    TAC_REG = TAC_ENABLE | TAC_EVERY_16_CYCLES;
}

uint32_t platform_timer_stop(void)
{
    uint8_t steps;
    uint16_t overflows;

    disable_interrupts();
    steps = TIMA_REG;
    overflows = timer_overflows;
    if ((IF_REG & TIM_IFLAG) && steps < 0x80u)
        overflows++;  /* it wrapped after interrupts were shut off, before TIMA was read */
    TAC_REG = 0;
    set_interrupts(VBL_IFLAG);
    return (((uint32_t)overflows << 8) | steps) << TIMER_CYCLES_SHIFT;
}
