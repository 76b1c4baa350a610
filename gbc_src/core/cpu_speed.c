/* The Game Boy Color's double-speed mode, switched on once at power-on. The puzzles are made on the
   device while the player waits, and on a Game Boy Color (or a Game Boy Advance, or the clones and
   FPGA machines that follow it) the CPU can run at 8 MHz: every generator then finishes in half the
   frames. Nothing else changes pace: the screen, the VBlank interrupt and the sound run on their own
   clocks, the buttons are read once a frame, and the timer that times the generators (platform.h)
   steps with the CPU, so its figures stay CPU cycles (a frame is twice as many of them).

   The switch (Pan Docs, "CGB Registers", KEY1): arm it in KEY1, then execute STOP; the CPU sleeps
   while the clock changes and wakes at the new speed. STOP must not be woken early or confused with a
   button press, so the joypad lines are deselected and no interrupt is enabled across it; the ones that
   were are enabled again afterwards. On an original Game Boy, and on a Color in its monochrome mode,
   nothing is done. Banked: bank 0 has little room left, and this runs once. */
#pragma bank 255

#include "cpu_speed.h"

#include "hardware.h"
#include "platform.h"

void cpu_double_speed(void) BANKED
{
    uint8_t enabled;

    if (!platform_cgb || (rKEY1 & KEY1_DOUBLE_SPEED))
        return;
    enabled = rIE;
    rIE = 0;
    rIF = 0;
    rP1 = P1_SELECT_NONE;
    rKEY1 = KEY1_SWITCH_ARMED;
    __asm__("stop");
    rIE = enabled;
}
