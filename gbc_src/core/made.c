/* made.h: where a make publishes. In bank 0, like everything under core/. */
#include "made.h"

#include <stddef.h>

#include "background.h"
#include "platform.h"

volatile cart_io_t *made_ahead = &cart_io;

void made_to(uint8_t *ahead)
{
    made_ahead = (volatile cart_io_t *)(ahead - offsetof(cart_io_t, result_command));
}

uint8_t made_ahead_changing;

void made_open(void)
{
    if (bg_in_background) {
        made_ahead_changing = 1;
        platform_save_ram(1);
    }
}

void made_close(void)
{
    if (bg_in_background)
        platform_save_ram(0);
}

void made_timer_start(void)
{
    if (!bg_in_background)
        platform_timer_start();
}

uint32_t made_timer_stop(void)
{
    return bg_in_background ? 0 : platform_timer_stop();
}

void made_publish(uint8_t puzzle, uint8_t command, uint8_t width, uint8_t height, uint16_t seed, uint32_t cycles)
{
    made_io->result_puzzle = puzzle;
    made_io->result_command = command;
    made_io->result_width = width;
    made_io->result_height = height;
    made_io->result_seed = seed;
    made_io->timer_cycles = cycles;
}
