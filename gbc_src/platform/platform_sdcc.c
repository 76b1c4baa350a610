/* Platform layer for the plain-SDCC back end: direct register access, no library. Our own crt0
   (gbc_src/sdcc/crt0.s) has turned the LCD off and cleared WRAM; its timer interrupt vector counts
   overflows into platform_timer_overflows, the only interrupt this back end enables. */
#include "platform.h"

#include "hardware.h"

extern volatile uint16_t platform_timer_overflows;  /* defined and counted in crt0.s */

static void lcd_off(void)
{
    if (!(rLCDC & LCDC_ON))
        return;
    while (rLY < LY_VBLANK_FIRST) {
        /* turning the LCD off outside VBlank can damage real hardware */
    }
    rLCDC &= (uint8_t)~LCDC_ON;
}

void platform_start_video(const uint8_t *data, uint8_t count, uint8_t blank)
{
    volatile uint8_t *vram = VRAM_TILE_DATA;
    uint16_t bytes = (uint16_t)count * TILE_BYTES;
    uint16_t i;

    lcd_off();
    for (i = 0; i != bytes; i++)
        vram[i] = data[i];
    vram = VRAM_BG_MAP;
    for (i = 0; i != BG_MAP_COLUMNS * BG_MAP_ROWS; i++)
        vram[i] = blank;
    rSCX = 0;
    rSCY = 0;
    rBGP = PALETTE_GREYS;
    rLCDC = LCDC_ON | LCDC_BG_DATA_8000 | LCDC_BG_ON;
}

void platform_write_row(uint8_t column, uint8_t row, uint8_t count, const uint8_t *tiles)
{
    volatile uint8_t *map = VRAM_BG_MAP + ((uint16_t)row << 5) + column;
    uint8_t tile;

    while (count--) {
        tile = *tiles++;
        while (rSTAT & STAT_MODE_BUSY) {
            /* wait for HBlank or VBlank: the write below lands well inside it */
        }
        *map++ = tile;
    }
}

void platform_wait_vblank(void)
{
    if (!(rLCDC & LCDC_ON))
        return;
    while (rLY >= LY_VBLANK_FIRST) {
        /* still in the previous VBlank */
    }
    while (rLY < LY_VBLANK_FIRST) {
    }
}

uint8_t platform_buttons(void)
{
    uint8_t dpad;
    uint8_t buttons;

    rP1 = P1_SELECT_DPAD;
    dpad = rP1;
    dpad = rP1;  /* read twice: the lines need a few cycles to settle */
    rP1 = P1_SELECT_BUTTONS;
    buttons = rP1;
    buttons = rP1;
    buttons = rP1;
    buttons = rP1;
    rP1 = P1_SELECT_NONE;
    return (uint8_t)(~dpad & P1_KEYS) | (uint8_t)((~buttons & P1_KEYS) << 4);
}

void platform_timer_start(void)
{
    __asm__("di");
    rTAC = 0;
    rTMA = 0;
    rTIMA = 0;
    platform_timer_overflows = 0;
    rIF &= (uint8_t)~INTERRUPT_TIMER;
    rIE |= INTERRUPT_TIMER;
    __asm__("ei");
    rDIV = 0;  /* the next TIMA step is a full 16 cycles away */
    rTAC = TAC_ENABLE | TAC_EVERY_16_CYCLES;
}

uint32_t platform_timer_stop(void)
{
    uint8_t steps;
    uint16_t overflows;

    __asm__("di");
    steps = rTIMA;
    overflows = platform_timer_overflows;
    if ((rIF & INTERRUPT_TIMER) && steps < 0x80u)
        overflows++;  /* it wrapped after interrupts were shut off, before TIMA was read */
    rTAC = 0;
    rIE &= (uint8_t)~INTERRUPT_TIMER;
    rIF &= (uint8_t)~INTERRUPT_TIMER;
    return (((uint32_t)overflows << 8) | steps) << TIMER_CYCLES_SHIFT;
}
