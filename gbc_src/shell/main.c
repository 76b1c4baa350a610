/* The cartridge's frame loop, in bank 0: power-on, the buttons (with D-pad auto-repeat), requests
   through the documented WRAM block `cart_io` (codegen/emit/io_block.py), which tests and debugger
   scripts write and which the chosen puzzle answers on its explorer screen whatever is shown, and
   handing each frame's new presses to the scene on screen.

   The loop runs once a frame, after the VBlank interrupt has put last frame's queued tiles on screen.
   Everything it calls outside bank 0 is BANKED (banking.h). */
#include <stdint.h>

#include "cpu_speed.h"
#include "background.h"
#include "io_block.h"
#include "platform.h"
#include "registry.h"
#include "screen.h"
#include "shell.h"
#include "sound.h"

#define REPEAT_DELAY 18u    /* frames a D-pad button is held before it repeats ... */
#define REPEAT_EVERY 5u     /* ... and the frames between repeats */

volatile cart_io_t cart_io;

static uint8_t held;
static uint8_t repeat_countdown;

/* Buttons newly pressed this frame, plus D-pad buttons held long enough to repeat. */
static uint8_t pressed_buttons(void)
{
    uint8_t now = platform_buttons();
    uint8_t pressed = now & (uint8_t)~held;
    uint8_t dpad = now & BUTTONS_DPAD;

    if (pressed & BUTTONS_DPAD) {
        repeat_countdown = REPEAT_DELAY;
    } else if (dpad && dpad == (held & BUTTONS_DPAD)) {
        if (--repeat_countdown == 0) {
            pressed |= dpad;
            repeat_countdown = REPEAT_EVERY;
        }
    }
    held = now;
    return pressed;
}

/* The background thread's job (background.h): its entry must be in bank 0. */
void ahead_thread(void)
{
    ahead_job();
}

static void take_host_request(void)
{
    uint8_t command = cart_io.command;
    cart_io.done = 0;
    cart_io.command = CART_COMMAND_IDLE;
    cart_io.status = explorer_serve(cart_io.puzzle, command, cart_io.width, cart_io.height, cart_io.seed,
                                    cart_io.check, cart_io.difficulty);
    if (cart_io.puzzle < PUZZLE_COUNT)
        explored_puzzle = cart_io.puzzle;  /* its explorer is on screen now: the buttons go to it */
    screen_flush();  /* done means drawn */
    cart_io.done = 1;
}

static void frame(uint8_t pressed, uint8_t scene)
{
    switch (scene) {
    case CART_SCENE_TITLE:
        title_frame(pressed);
        break;
    case CART_SCENE_SEED_ENTRY:
        if (seed_entry_frame(pressed))
            title_show();
        break;
    case CART_SCENE_PLAYING:
    case CART_SCENE_PAUSED:
    case CART_SCENE_HELP:
    case CART_SCENE_WON:
        if (game_frame(pressed) == GAME_TO_TITLE)
            title_show();
        break;
    default:  /* the explorer screens belong to the chosen puzzle */
        if (explorer_frame(explored_puzzle, pressed))
            title_show();
        break;
    }
}

void main(void)
{
    uint8_t scene;

    screen_start();
    cpu_double_speed();
    if (platform_cgb)  /* the background thread's (core/background.h): the original Game Boy has none */
        platform_line_interrupt(BG_LAST_LINE);
    cart_io.version = CART_IO_VERSION;
    cart_io.max_cells = CART_IO_BOARD_CAPACITY;
    cart_io.save_notice = save_open();
    sound_set_enabled(save_setting(SETTING_SOUND_ON));
    title_show();
    cart_io.done = 1;
    cart_io.magic[0] = CART_IO_MAGIC_0;
    cart_io.magic[1] = CART_IO_MAGIC_1;
    cart_io.magic[2] = CART_IO_MAGIC_2;
    cart_io.magic[3] = CART_IO_MAGIC_3;

    for (;;) {
        frame_wait();
        sound_update();
        if (cart_io.command != CART_COMMAND_IDLE) {
            take_host_request();
            continue;
        }
        scene = cart_io.scene;
        frame(pressed_buttons(), scene);
        if (cart_io.scene != scene)
            held = platform_buttons();  /* a new screen: what was pressed during its making is not news */
    }
}
