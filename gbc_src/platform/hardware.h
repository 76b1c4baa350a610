/* Game Boy hardware registers and bits (Pan Docs names): the plain-SDCC back end's, and the ones the
   portable game code writes directly on both back ends (sound). */
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
#define rOBP0 HW_REGISTER(0xFF48u)  /* sprite palette 0 */
#define rWY   HW_REGISTER(0xFF4Au)  /* window top row */
#define rWX   HW_REGISTER(0xFF4Bu)  /* window left column + 7 */
#define rVBK  HW_REGISTER(0xFF4Fu)  /* CGB: VRAM bank (1: the map attributes) */
#define rKEY1 HW_REGISTER(0xFF4Du)  /* CGB: CPU speed (bit 7: double now; bit 0: switch at the next STOP) */
#define KEY1_DOUBLE_SPEED 0x80u
#define KEY1_SWITCH_ARMED 0x01u
#define rBCPS HW_REGISTER(0xFF68u)  /* CGB: background palette index (bit 7: step on write) */
#define rBCPD HW_REGISTER(0xFF69u)  /* CGB: background palette data */
#define rOCPS HW_REGISTER(0xFF6Au)  /* CGB: sprite palette index */
#define rOCPD HW_REGISTER(0xFF6Bu)  /* CGB: sprite palette data */
#define PALETTE_INDEX_STEP 0x80u    /* BCPS/OCPS: the index steps after every data write */
#define CGB_WHITE_LOW 0xFFu         /* 0x7FFF, white in the CGB's 15-bit colour */
#define CGB_WHITE_HIGH 0x7Fu

/* sound (Pan Docs "Audio Registers") */
#define rNR10 HW_REGISTER(0xFF10u)  /* channel 1 sweep */
#define rNR11 HW_REGISTER(0xFF11u)  /* channel 1 duty and length */
#define rNR12 HW_REGISTER(0xFF12u)  /* channel 1 volume envelope */
#define rNR13 HW_REGISTER(0xFF13u)  /* channel 1 period, low 8 bits */
#define rNR14 HW_REGISTER(0xFF14u)  /* channel 1 trigger, length enable, period high 3 bits */
#define rNR21 HW_REGISTER(0xFF16u)  /* channel 2 duty and length */
#define rNR22 HW_REGISTER(0xFF17u)  /* channel 2 volume envelope */
#define rNR23 HW_REGISTER(0xFF18u)  /* channel 2 period, low 8 bits */
#define rNR24 HW_REGISTER(0xFF19u)  /* channel 2 trigger, length enable, period high 3 bits */
#define rNR41 HW_REGISTER(0xFF20u)  /* channel 4 (noise) length */
#define rNR42 HW_REGISTER(0xFF21u)  /* channel 4 volume envelope */
#define rNR43 HW_REGISTER(0xFF22u)  /* channel 4 frequency and randomness */
#define rNR44 HW_REGISTER(0xFF23u)  /* channel 4 trigger, length enable */
#define rNR50 HW_REGISTER(0xFF24u)  /* master volume */
#define rNR51 HW_REGISTER(0xFF25u)  /* channel panning */
#define rNR52 HW_REGISTER(0xFF26u)  /* sound on/off */

#define NR52_ON          0x80u
#define NR50_FULL        0x77u      /* both sides at volume 7 */
#define NR51_ALL         0xFFu      /* every channel on both sides */
#define NRX4_TRIGGER     0x80u
#define NRX4_LENGTH_ON   0x40u

/* MBC5 registers: writes into ROM addresses (Pan Docs "MBC5") */
#define MBC_RAM_ENABLE   HW_REGISTER(0x0000u)  /* 0x0A: cartridge RAM on, else off */
#define MBC_ROM_BANK     HW_REGISTER(0x2000u)  /* low 8 bits of the ROM bank at 0x4000 */
#define MBC_RAM_BANK     HW_REGISTER(0x4000u)  /* cartridge RAM bank at 0xA000 */
#define MBC_RAM_ON       0x0Au
#define MBC_RAM_OFF      0x00u

#define LCDC_ON          0x80u
#define LCDC_WINDOW_MAP_9C00 0x40u
#define LCDC_WINDOW_ON   0x20u
#define LCDC_BG_DATA_8000 0x10u     /* background tiles 0..255 at 0x8000 (unsigned numbering) */
#define LCDC_BG_MAP_9C00 0x08u
#define LCDC_OBJ_ON      0x02u      /* sprites (8x8) */
#define LCDC_BG_ON       0x01u

#define WX_LEFT_EDGE     7u         /* WX of a window starting at the screen's left edge */
#define OAM              ((volatile uint8_t *)0xFE00u)
#define OAM_BYTES        160u       /* 40 sprites of 4 bytes: Y + 16, X + 8, tile, attributes */
#define OAM_Y_OFFSET     16u
#define OAM_X_OFFSET     8u

#define STAT_MODE_BUSY   0x02u     /* set in modes 2 and 3: VRAM may be locked */

#define LY_VBLANK_FIRST  144u

#define TAC_ENABLE          0x04u
#define TAC_EVERY_256_CYCLES 0x03u /* 16,384 Hz */
#define INTERRUPT_VBLANK    0x01u  /* bit in IE and IF */
#define INTERRUPT_TIMER     0x04u  /* bit in IE and IF */
#define INTERRUPT_STAT      0x02u  /* bit in IE and IF: the LCD STAT interrupt (here: LY == LYC) */
#define rLYC  HW_REGISTER(0xFF45u)  /* the line the STAT interrupt fires at (STAT_LYC_INTERRUPT) */
#define STAT_LYC_INTERRUPT 0x40u   /* STAT bit 6 */
#define TIMER_CYCLES_SHIFT  8u     /* one TIMA step = 256 CPU cycles */

#define P1_SELECT_DPAD    0x20u    /* P15 high, P14 low: read the direction keys */
#define P1_SELECT_BUTTONS 0x10u    /* P14 high, P15 low: read A, B, Select, Start */
#define P1_SELECT_NONE    0x30u
#define P1_KEYS           0x0Fu    /* low nibble, 0 = pressed */

#define VRAM_TILE_DATA ((volatile uint8_t *)0x8000u)
#define VRAM_BG_MAP    ((volatile uint8_t *)0x9800u)
#define VRAM_WINDOW_MAP ((volatile uint8_t *)0x9C00u)
#define BG_MAP_COLUMNS 32u
#define BG_MAP_ROWS    32u
#define TILE_BYTES     16u

#define PALETTE_GREYS  0xE4u       /* shade n shows grey n: 0 white .. 3 black */
#define SCREEN_HEIGHT  144u        /* pixels */

#endif
