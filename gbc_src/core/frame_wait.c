/* frame_wait() (background.h): the game thread's wait for the next frame, which is the background thread's time while
   it has a job (background.h, background.s). In bank 0, like everything under core/. */
#include "background.h"

#include "platform.h"

void frame_wait(void)
{
    uint8_t seen = (uint8_t)frame_count;
    if (bg_state == BG_RUNNING && !bg_in_background) {
        bg_run_frame(seen);  /* until it gives the CPU back before the VBlank, or its job ends */
        if ((uint8_t)frame_count != seen)
            return;
    }
    platform_wait_vblank();
}
