/* Game Boy hardware registers and bits used by the plain-SDCC back end (Pan Docs names). */
#ifndef HITORI_HARDWARE_H
#define HITORI_HARDWARE_H

#include <stdint.h>

#define HW_REGISTER(address) (*(volatile uint8_t *)(address))

#define rP1   HW_REGISTER(0xFF00u)  /* joypad */
#define rDIV  HW_REGISTER(0xFF04u)  /* divider: any write resets it and the timer's prescaler */
#define rTIMA HW_REGISTER(0xFF05u)  /* timer counter */
#define rTMA  HW_REGISTER(0xFF06u)  /* timer reload value */
#define rTAC  HW_REGISTER(0xFF07u)  /* timer control */
#define rIF   HW_REGISTER(0xFF0Fu)  /* interrupt flags */
#define rLCDC HW_REGISTER(0xFF40u)  /* LCD control */
#define rSTAT HW_REGISTER(0xFF41u)  /* LCD status */
#define rSCY  HW_REGISTER(0xFF42u)
#define rSCX  HW_REGISTER(0xFF43u)
#define rLY   HW_REGISTER(0xFF44u)  /* current scan line */
#define rBGP  HW_REGISTER(0xFF47u)  /* background palette */
#define rIE   HW_REGISTER(0xFFFFu)  /* interrupt enable */

#define LCDC_ON          0x80u
#define LCDC_BG_DATA_8000 0x10u     /* background tiles 0..255 at 0x8000 (unsigned numbering) */
#define LCDC_BG_MAP_9C00 0x08u
#define LCDC_BG_ON       0x01u

#define STAT_MODE_BUSY   0x02u     /* set in modes 2 and 3: VRAM may be locked */

#define LY_VBLANK_FIRST  144u

#define TAC_ENABLE          0x04u
#define TAC_EVERY_16_CYCLES 0x01u  /* 262,144 Hz */
#define INTERRUPT_TIMER     0x04u  /* bit in IE and IF */
#define TIMER_CYCLES_SHIFT  4u     /* one TIMA step = 16 CPU cycles */

#define P1_SELECT_DPAD    0x20u    /* P15 high, P14 low: read the direction keys */
#define P1_SELECT_BUTTONS 0x10u    /* P14 high, P15 low: read A, B, Select, Start */
#define P1_SELECT_NONE    0x30u
#define P1_KEYS           0x0Fu    /* low nibble, 0 = pressed */

#define VRAM_TILE_DATA ((volatile uint8_t *)0x8000u)
#define VRAM_BG_MAP    ((volatile uint8_t *)0x9800u)
#define BG_MAP_COLUMNS 32u
#define BG_MAP_ROWS    32u
#define TILE_BYTES     16u

#define PALETTE_GREYS  0xE4u       /* shade n shows grey n: 0 white .. 3 black */

#endif
