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

void display_off(void);
void add_TIM(int_handler h);
void nowait_int_handler(void);
void set_interrupts(uint8_t flags);
void enable_interrupts(void);
void disable_interrupts(void);
void wait_vbl_done(void);
uint8_t joypad(void);
void set_bkg_data(uint8_t first_tile, uint8_t nb_tiles, const uint8_t *data);
void set_bkg_tiles(uint8_t x, uint8_t y, uint8_t w, uint8_t h, const uint8_t *tiles);
inline void move_bkg(uint8_t x, uint8_t y) { SCX_REG = x, SCY_REG = y; }

#endif
