/* The save's checked parts (save_io.h). */
#include "save_io.h"

#include "background.h"
#include "platform.h"

void save_ram_on(void)
{
    platform_save_ram(1);
}

void save_ram_off(void)
{
    platform_save_ram(0);
}

uint8_t save_part_ok(uint16_t start, uint16_t bytes, uint16_t check)
{
    return *(uint16_t *)(SAVE_BYTES + check) == save_crc16(SAVE_BYTES + start, bytes);
}

uint8_t save_part_ok_fletcher(uint16_t start, uint16_t bytes, uint16_t check)
{
    return *(uint16_t *)(SAVE_BYTES + check) == save_fletcher(SAVE_BYTES + start, bytes);
}

void save_part_seal(uint16_t start, uint16_t bytes, uint16_t check)
{
    *(uint16_t *)(SAVE_BYTES + check) = save_crc16(SAVE_BYTES + start, bytes);
}

void save_part_seal_in_steps(uint16_t start, uint16_t bytes, uint16_t check)
{
    uint16_t crc = save_crc16(SAVE_BYTES, 0);  /* the start value */
    uint16_t step;
    while (bytes) {
        step = bytes < SAVE_SEAL_STEP ? bytes : SAVE_SEAL_STEP;
        save_crc_value = crc;  /* (the game thread may have run a check of its own since) */
        crc = save_crc16_more(SAVE_BYTES + start, step);
        start += step;
        bytes -= step;
        BG_YIELD();
    }
    *(uint16_t *)(SAVE_BYTES + check) = crc;
}

void save_part_set(uint16_t offset, uint8_t value, uint16_t start, uint16_t bytes, uint16_t check)
{
    uint8_t old = SAVE_BYTES[offset];
    if (old == value)
        return;
    SAVE_BYTES[offset] = value;
    *(uint16_t *)(SAVE_BYTES + check) ^= save_crc_change(old ^ value, (uint16_t)(start + bytes - 1u - offset));
}
