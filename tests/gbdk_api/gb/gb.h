/* The part of GBDK-2020's <gb/gb.h> (4.1 .. 4.4) that gbc_src/platform/platform_gbdk.c uses, with the
   library's signatures, so that the GBDK platform layer is compile-checked on machines without GBDK.
   Written for this project's tests from GBDK-2020's API documentation; not GBDK's header. */
#ifndef TEST_GBDK_API_GB_H
#define TEST_GBDK_API_GB_H

#include <stdint.h>

#define LCDC_REG (*(volatile uint8_t *)0xFF40)
#define BGP_REG  (*(volatile uint8_t *)0xFF47)
#define SCX_REG  (*(volatile uint8_t *)0xFF43)
#define SCY_REG  (*(volatile uint8_t *)0xFF42)
#define DIV_REG  (*(volatile uint8_t *)0xFF04)
#define TIMA_REG (*(volatile uint8_t *)0xFF05)
#define TMA_REG  (*(volatile uint8_t *)0xFF06)
#define TAC_REG  (*(volatile uint8_t *)0xFF07)
#define IF_REG   (*(volatile uint8_t *)0xFF0F)
#define OBP0_REG (*(volatile uint8_t *)0xFF48)
#define WY_REG   (*(volatile uint8_t *)0xFF4A)
#define WX_REG   (*(volatile uint8_t *)0xFF4B)
#define rROMB0   (*(volatile uint8_t *)0x2000)
#define rRAMG    (*(volatile uint8_t *)0x0000)
#define rRAMB    (*(volatile uint8_t *)0x4000)

#define LCDCF_WIN9C00 0x40U
#define LCDCF_BG8000  0x10U
#define MAX_HARDWARE_SPRITES 40

extern volatile uint8_t _current_bank;
#define SWITCH_ROM(b) (_current_bank = (b), rROMB0 = (b))
#define SWITCH_RAM(b) (rRAMB = (b))
#define ENABLE_RAM (rRAMG = 0x0A)
#define DISABLE_RAM (rRAMG = 0x00)

typedef struct OAM_item_t {
    uint8_t y, x;
    uint8_t tile;
    uint8_t prop;
} OAM_item_t;
extern volatile OAM_item_t shadow_OAM[];

#define VBL_IFLAG 0x01U
#define TIM_IFLAG 0x04U

typedef void (*int_handler)(void);

#define J_START  0x80U
#define J_SELECT 0x40U
#define J_B      0x20U
#define J_A      0x10U
#define J_DOWN   0x08U
#define J_UP     0x04U
#define J_LEFT   0x02U
#define J_RIGHT  0x01U

#define DISPLAY_ON LCDC_REG |= 0x80U
#define SHOW_BKG   LCDC_REG |= 0x01U
#define SHOW_WIN   LCDC_REG |= 0x20U
#define HIDE_WIN   LCDC_REG &= ~0x20U
#define SHOW_SPRITES LCDC_REG |= 0x02U

void display_off(void);
void add_TIM(int_handler h);
void add_VBL(int_handler h);
void nowait_int_handler(void);
void set_interrupts(uint8_t flags);
void enable_interrupts(void);
void disable_interrupts(void);
void wait_vbl_done(void);
uint8_t joypad(void);
void set_bkg_data(uint8_t first_tile, uint8_t nb_tiles, const uint8_t *data);
void set_bkg_tiles(uint8_t x, uint8_t y, uint8_t w, uint8_t h, const uint8_t *tiles);
void set_win_tiles(uint8_t x, uint8_t y, uint8_t w, uint8_t h, const uint8_t *tiles);
void set_sprite_data(uint8_t first_tile, uint8_t nb_tiles, const uint8_t *data);
void hide_sprites_range(uint8_t from, uint8_t to);
inline void move_bkg(uint8_t x, uint8_t y) { SCX_REG = x, SCY_REG = y; }
inline void move_win(uint8_t x, uint8_t y) { WX_REG = x, WY_REG = y; }
inline void set_sprite_tile(uint8_t nb, uint8_t tile) { shadow_OAM[nb].tile = tile; }
inline void move_sprite(uint8_t nb, uint8_t x, uint8_t y) { shadow_OAM[nb].y = y, shadow_OAM[nb].x = x; }
inline void hide_sprite(uint8_t nb) { shadow_OAM[nb].y = 0; }

#endif
