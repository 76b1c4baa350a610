/* Platform layer for the GBDK-2020 back end: GBDK's crt0 owns start-up and the interrupt vectors;
   frame_interrupt() (frame.s) joins its VBlank handler list, and the cursor is GBDK's sprite 0 (its
   VBlank handler copies the shadow OAM by DMA). That DMA costs about 700 cycles a frame, 1% of the
   CPU while a puzzle is made, so it runs only in the VBlank after the cursor changed: the cursor's
   functions switch it on (ENABLE_OAM_DMA) and oam_dma_done, last in the handler list, switches it off
   again once it has run. */
#include <gb/gb.h>
#include <gb/isr.h>

#include "cartridge.h"
#include "platform.h"

#define PALETTE_GREYS 0xE4u
#define BG_MAP_COLUMNS 32u
#define BG_MAP_ROWS 32u
#define CURSOR_SPRITE 0u
#define OAM_Y_OFFSET 16u           /* move_sprite() takes OAM coordinates */
#define OAM_X_OFFSET 8u
#define SCREEN_HEIGHT 144u
#define WX_LEFT_EDGE 7u
#define TAC_ENABLE 0x04u           /* Pan Docs: TAC bit 2 */
#define TAC_EVERY_256_CYCLES 0x03u /* 16,384 Hz */
#define TIMER_CYCLES_SHIFT 8u

#define PALETTE_INDEX_STEP 0x80u    /* BCPS/OCPS: the index steps after every data write */

uint8_t platform_cgb;  /* 1 on a Game Boy Color in colour mode: GBDK's crt0 keeps start-up's A in _cpu */

/* VBlank, after GBDK's handler has copied the shadow OAM: no copy in the next VBlank unless the cursor
   changes (set_cursor_sprite). */
static void oam_dma_done(void)
{
    DISABLE_OAM_DMA;
}

static const uint8_t cgb_bg_palettes[CGB_BG_PALETTE_BYTES] = CGB_BG_PALETTES;
static const uint8_t cgb_obj_palette[CGB_OBJ_PALETTE_BYTES] = CGB_OBJ_PALETTE;

volatile uint32_t platform_timer_overflows;

/* The timer's own vector, not GBDK's interrupt dispatcher (add_TIM): the dispatcher's register saves
   and handler list cost about 800 cycles an overflow, more than the whole frame's work of this one. This handler is crt0_sdcc.s's: a 32-bit count, and the reti at _timer_reti, where the
   test harness's interrupt meter (codegen/harness/probes.py) sees the interrupt end. */
static void timer_overflow(void) __naked
{
    __asm
        push    af
        push    hl
        ld      hl, #_platform_timer_overflows
        inc     (hl)
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
    __endasm;
}
ISR_VECTOR(VECTOR_TIMER, timer_overflow)

/* The line interrupt (platform_line_interrupt) on its own vector too. */
static void line_interrupt(void) __naked
{
    __asm
        push    af
        call    _bg_line_interrupt
        pop     af
        reti
    __endasm;
}
ISR_VECTOR(VECTOR_STAT, line_interrupt)

#define STAT_LYC_INTERRUPT 0x40u  /* Pan Docs "STAT": bit 6, the LY == LYC interrupt */
static uint8_t line_iflag;  /* LCD_IFLAG once platform_line_interrupt has been asked for */

void platform_line_interrupt(uint8_t line)
{
    disable_interrupts();
    LYC_REG = line;
    STAT_REG = STAT_LYC_INTERRUPT;
    line_iflag = LCD_IFLAG;
    set_interrupts(VBL_IFLAG | LCD_IFLAG);
    enable_interrupts();
}

void platform_start_video(const uint8_t *data, uint8_t count, uint8_t blank, uint8_t obj_palette)
{
    uint8_t blank_row[BG_MAP_COLUMNS];
    uint8_t i;

    display_off();
    LCDC_REG |= LCDCF_BG8000;      /* background tiles 0..255 at 0x8000, shared with the sprites */
    set_sprite_data(0, count, data);
    for (i = 0; i != BG_MAP_COLUMNS; i++)
        blank_row[i] = blank;
    for (i = 0; i != BG_MAP_ROWS; i++) {
        set_bkg_tiles(0, i, BG_MAP_COLUMNS, 1, blank_row);
        set_win_tiles(0, i, BG_MAP_COLUMNS, 1, blank_row);
    }
    for (i = 0; i != MAX_HARDWARE_SPRITES; i++)  /* (hide_sprites_range would link GBDK's metasprites into bank 0) */
        hide_sprite(i);
    move_bkg(0, 0);
    move_win(WX_LEFT_EDGE, 0);
    OBP0_REG = obj_palette;
    platform_cgb = _cpu == CGB_TYPE;
    if (platform_cgb) {
        OCPS_REG = PALETTE_INDEX_STEP;
        for (i = 0; i != CGB_OBJ_PALETTE_BYTES; i++)
            OCPD_REG = cgb_obj_palette[i];
        VBK_REG = VBK_ATTRIBUTES;  /* every map attribute 0: palette 0, the greys */
        for (i = 0; i != BG_MAP_COLUMNS; i++)
            blank_row[i] = 0;
        for (i = 0; i != BG_MAP_ROWS; i++) {
            set_bkg_tiles(0, i, BG_MAP_COLUMNS, 1, blank_row);
            set_win_tiles(0, i, BG_MAP_COLUMNS, 1, blank_row);
        }
        VBK_REG = VBK_TILES;
    }
    platform_palette(PALETTE_GREYS);
    LCDC_REG |= LCDCF_WIN9C00;
    disable_interrupts();
    add_VBL(frame_interrupt);
    add_VBL(oam_dma_done);
    set_interrupts(VBL_IFLAG);
    enable_interrupts();
    SHOW_BKG;
    SHOW_SPRITES;
    DISPLAY_ON;
}

void platform_load_tiles(uint8_t first, uint8_t count, const uint8_t *data)
{
    uint8_t lcdc = LCDC_REG;
    display_off();
    set_sprite_data(first, count, data);  /* sprite tiles are the background's (LCDCF_BG8000) */
    LCDC_REG = lcdc;
}

void platform_wait_vblank(void)
{
    wait_vbl_done();
}

uint8_t platform_buttons(void)
{
    return joypad();
}

uint8_t platform_divider(void)
{
    return DIV_REG;
}

void platform_palette(uint8_t palette)
{
    uint8_t i;
    BGP_REG = palette;
    if (platform_cgb) {
        BCPS_REG = PALETTE_INDEX_STEP;
        for (i = 0; i != CGB_BG_PALETTE_BYTES; i += 2u) {
            BCPD_REG = palette ? cgb_bg_palettes[i] : 0xFFu;
            BCPD_REG = palette ? cgb_bg_palettes[i + 1u] : 0x7Fu;
        }
    }
}

static void set_cursor_sprite(uint8_t sprite, uint8_t x, uint8_t y, uint8_t tile, uint8_t attributes)
{
    ENABLE_OAM_DMA;
    set_sprite_tile(sprite, tile);
    set_sprite_prop(sprite, attributes);
    if (y >= SCREEN_HEIGHT)
        hide_sprite(sprite);
    else
        move_sprite(sprite, x + OAM_X_OFFSET, y + OAM_Y_OFFSET);
}

void platform_cursor(uint8_t x, uint8_t y, uint8_t tile)
{
    uint8_t sprite;
    set_cursor_sprite(CURSOR_SPRITE, x, y, tile, 0);
    for (sprite = CURSOR_SPRITE + 1u; sprite != CURSOR_SPRITE + CURSOR_SPRITES; sprite++)
        hide_sprite(sprite);
}

void platform_cursor_big(uint8_t x, uint8_t y, uint8_t corner)
{
    uint8_t sprite;
    uint8_t down;
    for (sprite = 0; sprite != CURSOR_SPRITES; sprite++) {  /* bit 0: right half, bit 1: lower half */
        down = y >= SCREEN_HEIGHT ? 0 : (uint8_t)((sprite & 2u) << 2);
        set_cursor_sprite(CURSOR_SPRITE + sprite, x + (uint8_t)((sprite & 1u) << 3), y + down, corner,
                          (uint8_t)((sprite & 3u) << 5));  /* OAM_FLIP_X for the right, OAM_FLIP_Y the lower */
    }
}

void platform_window(uint8_t shown)
{
    if (shown)
        SHOW_WIN;
    else
        HIDE_WIN;
}

void platform_map_rom_bank(uint8_t bank)
{
    SWITCH_ROM(bank);
}

uint8_t platform_rom_bank(void)
{
    return _current_bank;
}

uint8_t platform_ram_on;

void platform_save_ram(uint8_t enabled)
{
    platform_ram_on = enabled;
    if (enabled) {
        SWITCH_RAM(0);
        ENABLE_RAM;
    } else {
        DISABLE_RAM;
    }
}

void platform_timer_start(void)
{
    disable_interrupts();
    TAC_REG = 0;
    TMA_REG = 0;
    TIMA_REG = 0;
    platform_timer_overflows = 0;
    set_interrupts(VBL_IFLAG | TIM_IFLAG | line_iflag);  /* clears pending flags */
    enable_interrupts();
    DIV_REG = 0;
    TAC_REG = TAC_ENABLE | TAC_EVERY_256_CYCLES;
}

uint32_t platform_timer_stop(void)
{
    uint8_t steps;
    uint32_t overflows;

    disable_interrupts();
    steps = TIMA_REG;
    overflows = platform_timer_overflows;
    if ((IF_REG & TIM_IFLAG) && steps < 0x80u)
        overflows++;  /* it wrapped after interrupts were shut off, before TIMA was read */
    TAC_REG = 0;
    set_interrupts(VBL_IFLAG | line_iflag);
    enable_interrupts();
    if (overflows >> TIMER_OVERFLOW_BITS)
        return TIMER_CYCLES_MAX;  /* over 17 minutes */
    return ((overflows << 8) | steps) << TIMER_CYCLES_SHIFT;
}
