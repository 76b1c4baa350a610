/* far_copy(): the one way to read data from another ROM bank (see banking.h). In bank 0, like
   everything under core/. */
#include "banking.h"

#include <string.h>

#include "platform.h"

void far_copy(void *to, uint8_t bank, const void *from, uint16_t count)
{
    uint8_t caller = platform_rom_bank();
    platform_map_rom_bank(bank);
    memcpy(to, from, count);
    platform_map_rom_bank(caller);
}
