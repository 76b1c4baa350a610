/* Platform layer for the plain-SDCC back end: direct register access, no library. Our own crt0
   (gbc_src/platform/crt0_sdcc.s) has turned the LCD off and cleared WRAM; its VBlank vector copies
   platform_sprite into the first OAM entries (the cursor's) and calls frame_interrupt(), its timer vector counts
   overflows into platform_timer_overflows. */
#include "platform.h"

#include "cartridge.h"
#include "hardware.h"

extern volatile uint32_t platform_timer_overflows;  /* defined and counted in crt0_sdcc.s */
extern volatile uint8_t _current_bank;              /* crt0_sdcc.s: the bank mapped at 0x4000 */

/* The cursor's OAM entries (Y + 16, X + 8, tile, attributes each), copied to OAM in every VBlank:
   the first platform_sprite_bytes of them, 4 until a big cursor is shown (then 16: its three more
   sprites, which a small cursor keeps hidden), so a VBlank at rest copies one sprite. */
volatile uint8_t platform_sprite[4u * CURSOR_SPRITES];
volatile uint8_t platform_sprite_bytes;

static void cgb_start(void);

static void lcd_off(void)
{
    if (!(rLCDC & LCDC_ON))
        return;
    while (rLY < LY_VBLANK_FIRST) {
        /* turning the LCD off outside VBlank can damage real hardware */
    }
    rLCDC &= (uint8_t)~LCDC_ON;
}

void platform_start_video(const uint8_t *data, uint8_t count, uint8_t blank, uint8_t obj_palette)
{
    volatile uint8_t *vram = VRAM_TILE_DATA;
    uint16_t bytes = (uint16_t)count * TILE_BYTES;
    uint16_t i;

    lcd_off();
    for (i = 0; i != bytes; i++)
        vram[i] = data[i];
    vram = VRAM_BG_MAP;
    for (i = 0; i != 2u * BG_MAP_COLUMNS * BG_MAP_ROWS; i++)  /* the background and window maps */
        vram[i] = blank;
    for (i = 0; i != OAM_BYTES; i++)  /* OAM powers up with garbage: Y = 0 hides a sprite */
        OAM[i] = 0;
    for (i = 0; i != sizeof platform_sprite; i++)
        platform_sprite[i] = 0;
    platform_sprite_bytes = 4u;
    rSCX = 0;
    rSCY = 0;
    rWX = WX_LEFT_EDGE;
    rWY = 0;
    rOBP0 = obj_palette;
    if (platform_cgb)
        cgb_start();
    platform_palette(PALETTE_GREYS);
    rIF = 0;
    rIE |= INTERRUPT_VBLANK;
    __asm__("ei");
    rLCDC = LCDC_ON | LCDC_WINDOW_MAP_9C00 | LCDC_BG_DATA_8000 | LCDC_OBJ_ON | LCDC_BG_ON;
}

void platform_load_tiles(uint8_t first, uint8_t count, const uint8_t *data)
{
    volatile uint8_t *vram = VRAM_TILE_DATA + (uint16_t)first * TILE_BYTES;
    uint16_t bytes = (uint16_t)count * TILE_BYTES;
    uint8_t lcdc = rLCDC;
    uint16_t i;

    lcd_off();
    for (i = 0; i != bytes; i++)
        vram[i] = data[i];
    rLCDC = lcdc;
}

void platform_wait_vblank(void)
{
    uint8_t seen = (uint8_t)frame_count;
    while ((uint8_t)frame_count == seen)
        __asm__("halt");
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

uint8_t platform_divider(void)
{
    return rDIV;
}

static const uint8_t cgb_bg_palettes[CGB_BG_PALETTE_BYTES] = CGB_BG_PALETTES;
static const uint8_t cgb_obj_palette[CGB_OBJ_PALETTE_BYTES] = CGB_OBJ_PALETTE;

void platform_palette(uint8_t palette)
{
    uint8_t i;
    rBGP = palette;
    if (!platform_cgb)
        return;
    rBCPS = PALETTE_INDEX_STEP;
    for (i = 0; i != CGB_BG_PALETTE_BYTES; i += 2u) {
        rBCPD = palette ? cgb_bg_palettes[i] : CGB_WHITE_LOW;
        rBCPD = palette ? cgb_bg_palettes[i + 1u] : CGB_WHITE_HIGH;
    }
}

/* Colour mode: sprite palette 0 as OBP0 shows it, every map attribute 0 (palette 0, the greys). */
static void cgb_start(void)
{
    uint8_t *vram = VRAM_BG_MAP;
    uint16_t i;
    rOCPS = PALETTE_INDEX_STEP;
    for (i = 0; i != CGB_OBJ_PALETTE_BYTES; i++)
        rOCPD = cgb_obj_palette[i];
    rVBK = 1;
    for (i = 0; i != 2u * BG_MAP_COLUMNS * BG_MAP_ROWS; i++)
        vram[i] = 0;
    rVBK = 0;
}

/* Sprite `sprite` of the cursor: the VBlank interrupt copies all four bytes at any moment, so Y is
   written last, hidden while the others change. */
static void set_sprite(uint8_t sprite, uint8_t x, uint8_t y, uint8_t tile, uint8_t attributes)
{
    volatile uint8_t *entry = platform_sprite + (uint8_t)(sprite << 2);
    entry[0] = 0;
    entry[1] = x + OAM_X_OFFSET;
    entry[2] = tile;
    entry[3] = attributes;
    entry[0] = y >= SCREEN_HEIGHT ? 0 : y + OAM_Y_OFFSET;
}

void platform_cursor(uint8_t x, uint8_t y, uint8_t tile)
{
    uint8_t sprite;
    set_sprite(0, x, y, tile, 0);
    for (sprite = 1; sprite != CURSOR_SPRITES; sprite++)
        platform_sprite[sprite << 2] = 0;
}

void platform_cursor_big(uint8_t x, uint8_t y, uint8_t corner)
{
    uint8_t sprite;
    uint8_t down;
    for (sprite = 0; sprite != CURSOR_SPRITES; sprite++) {  /* bit 0: right half, bit 1: lower half */
        down = y >= SCREEN_HEIGHT ? 0 : (uint8_t)((sprite & 2u) << 2);
        set_sprite(sprite, x + (uint8_t)((sprite & 1u) << 3), y + down, corner,
                   (uint8_t)((sprite & 3u) << 5));  /* OAM_FLIP_X for the right, OAM_FLIP_Y the lower */
    }
    platform_sprite_bytes = sizeof platform_sprite;
}

void platform_window(uint8_t shown)
{
    if (shown)
        rLCDC |= LCDC_WINDOW_ON;
    else
        rLCDC &= (uint8_t)~LCDC_WINDOW_ON;
}

void platform_map_rom_bank(uint8_t bank)
{
    _current_bank = bank;
    MBC_ROM_BANK = bank;
}

uint8_t platform_rom_bank(void)
{
    return _current_bank;
}

uint8_t platform_ram_on;

void platform_line_interrupt(uint8_t line)
{
    __asm__("di");
    rLYC = line;
    rSTAT = STAT_LYC_INTERRUPT;
    rIF &= (uint8_t)~INTERRUPT_STAT;
    rIE |= INTERRUPT_STAT;
    __asm__("ei");
}

void platform_save_ram(uint8_t enabled)
{
    MBC_RAM_BANK = 0;
    platform_ram_on = enabled;
    MBC_RAM_ENABLE = enabled ? MBC_RAM_ON : MBC_RAM_OFF;
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
    rDIV = 0;  /* the next TIMA step is a full 256 cycles away */
    rTAC = TAC_ENABLE | TAC_EVERY_256_CYCLES;
}

uint32_t platform_timer_stop(void)
{
    uint8_t steps;
    uint32_t overflows;

    __asm__("di");
    steps = rTIMA;
    overflows = platform_timer_overflows;
    if ((rIF & INTERRUPT_TIMER) && steps < 0x80u)
        overflows++;  /* it wrapped after interrupts were shut off, before TIMA was read */
    rTAC = 0;
    rIE &= (uint8_t)~INTERRUPT_TIMER;
    rIF &= (uint8_t)~INTERRUPT_TIMER;
    __asm__("ei");  /* the VBlank interrupt goes on */
    if (overflows >> TIMER_OVERFLOW_BITS)
        return TIMER_CYCLES_MAX;  /* over 17 minutes */
    return ((overflows << 8) | steps) << TIMER_CYCLES_SHIFT;
}
