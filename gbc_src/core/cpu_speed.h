/* The CPU's speed: double on a Game Boy Color (cpu_speed.c says why and how). */
#ifndef CPU_SPEED_H
#define CPU_SPEED_H

#include "banking.h"

/* Switch a Game Boy Color in colour mode to double speed (after platform_start_video, which finds out
   which machine this is); nothing on other machines or when already fast. */
void cpu_double_speed(void) BANKED;

#endif
