/* Reading and writing the battery-backed save (layout: save_layout.h, codegen/emit/save_layout.py).

   Cartridge RAM is switched on only while the save is read or written: a Game Boy switched off with
   it on can corrupt it. A part's check is rewritten right after the part, so power lost at any moment
   leaves at worst one part that no longer checks out, which the next power-on resets alone. */
#ifndef CORE_SAVE_IO_H
#define CORE_SAVE_IO_H

#include <stddef.h>
#include <stdint.h>

#include "save_layout.h"

void save_ram_on(void);
void save_ram_off(void);

/* With the RAM on: does the part (a SAVE_PART_* triple: first byte, bytes, check offset) check out?
   Its check is CRC-16/CCITT-FALSE; the _fletcher form reads the saves of versions 1 and 2. */
uint8_t save_part_ok(uint16_t start, uint16_t bytes, uint16_t check);
uint8_t save_part_ok_fletcher(uint16_t start, uint16_t bytes, uint16_t check);
/* With the RAM on: write the part's check. */
void save_part_seal(uint16_t start, uint16_t bytes, uint16_t check);
/* With the RAM on: the save's byte at `offset`, in the part (a SAVE_PART_* triple), set to `value`,
   and the part's check changed to match, without reading the part (save_crc_change): a few thousand
   cycles where a seal of the whole part costs 116 a byte. The check is right again once this returns;
   power lost between the byte and its check leaves a part that does not check out. */
void save_part_set(uint16_t offset, uint8_t value, uint16_t start, uint16_t bytes, uint16_t check);
#define SAVE_AT(field) ((uint16_t)offsetof(cart_save_t, field))  /* a field's offset in the save */

/* The same, giving the CPU back to the game between pieces of SAVE_SEAL_STEP bytes when it runs on the
   background thread (background.h): for the puzzle made ahead, whose part is long. */
#define SAVE_SEAL_STEP 64u
void save_part_seal_in_steps(uint16_t start, uint16_t bytes, uint16_t check);

uint16_t save_fletcher(const uint8_t *data, uint16_t length);  /* fletcher.s */
uint16_t save_crc16(const uint8_t *data, uint16_t length);     /* crc16.s */
uint16_t save_crc16_more(const uint8_t *data, uint16_t length);  /* on from save_crc_value */
uint16_t save_crc_change(uint8_t delta, uint16_t after);           /* crc16.s */
extern uint16_t save_crc_value;

#endif
