/* The cartridge: title screen and menu, seed entry, the game (play.c), the explorer (explorer.c),
   and requests through the documented WRAM block `hitori_io` (codegen/io_block.py), which tests and
   debugger scripts write and which are answered on the explorer screen whatever is shown.

   The main loop runs once a frame, after the VBlank interrupt has put last frame's queued tiles on
   screen: it takes a host request if there is one, else reads the buttons (with auto-repeat on the
   D-pad) and hands the new presses to the scene on screen. */
#include <stdint.h>

#include "board_tables.h"
#include "explorer.h"
#include "io_block.h"
#include "platform.h"
#include "play.h"
#include "puzzle_consts.h"
#include "save.h"
#include "screen.h"
#include "sound.h"
#include "tiles.h"

#define REPEAT_DELAY 18u    /* frames a D-pad button is held before it repeats ... */
#define REPEAT_EVERY 5u     /* ... and the frames between repeats */
#define SEED_DIGITS 5u
#define TITLE_TOP 1u
#define MENU_FIRST_ROW 8u
#define MENU_COLUMN 4u
#define VALUE_COLUMN 12u
#define BEST_ROW 16u
#define SEED_COLUMN 9u      /* the first digit of the seed being typed */

volatile hitori_io_t hitori_io;

/* ---- title menu ---- */

#define ITEM_CONTINUE 0u
#define ITEM_NEW_GAME 1u
#define ITEM_SIZE 2u
#define ITEM_LEVEL 3u
#define ITEM_BY_SEED 4u
#define ITEM_SOUND 5u
#define ITEM_EXPLORER 6u
#define ITEM_COUNT 7u

static const char *const item_labels[ITEM_COUNT] = {"CONTINUE", "NEW GAME", "SIZE", "LEVEL", "BY SEED", "SOUND", "EXPLORER"};

static uint8_t menu_item;
static uint8_t has_saved_game;
static uint8_t size_choice;        /* index into hitori_puzzle_shapes */
static uint8_t difficulty_choice;
static uint8_t seed_digits[SEED_DIGITS];
static uint8_t seed_position;

static uint8_t chosen_shape(void)
{
    return hitori_puzzle_shapes[size_choice];
}

static void draw_menu_item(uint8_t item)
{
    const board_shape_t *shape = &hitori_shapes[chosen_shape()];
    uint8_t column;

    line_clear();
    if (item == ITEM_CONTINUE && !has_saved_game) {
        line_show(MENU_FIRST_ROW + item);
        return;
    }
    if (item == menu_item)
        line_text(MENU_COLUMN - 2u, ">");
    line_text(MENU_COLUMN, item_labels[item]);
    if (item == ITEM_SIZE) {
        column = line_text(VALUE_COLUMN - 2u, "<");
        column = line_number(VALUE_COLUMN, shape->width);
        column = line_text(column, "X");
        column = line_number(column, shape->height);
        line_text(column, " >");
    } else if (item == ITEM_LEVEL) {
        column = line_text(VALUE_COLUMN - 2u, "<");
        column = line_text(VALUE_COLUMN, difficulty_names[difficulty_choice]);
        line_text(column, " >");
    } else if (item == ITEM_SOUND) {
        column = line_text(VALUE_COLUMN - 2u, "<");
        column = line_text(VALUE_COLUMN, sound_enabled() ? "ON" : "OFF");
        line_text(column, " >");
    }
    line_show(MENU_FIRST_ROW + item);
}

static void draw_best(void)
{
    uint16_t best = save_best(chosen_shape(), difficulty_choice);
    uint8_t column;

    line_clear();
    column = line_text(MENU_COLUMN, "BEST ");
    if (best == SAVE_NO_TIME)
        line_text(column, "-");
    else
        line_time(column, best);
    line_show(BEST_ROW);
}

static void show_title(void)
{
    uint8_t row;
    uint8_t item;

    has_saved_game = save_has_game();
    menu_item = has_saved_game ? ITEM_CONTINUE : ITEM_NEW_GAME;
    screen_begin();
    platform_map_rom_bank(TILES_BANK);  /* the queue copies the title now, while the bank is mapped */
    for (row = 0; row != TITLE_ROWS; row++)
        screen_write(MAP_BACKGROUND, (SCREEN_COLUMNS - TITLE_COLUMNS) >> 1, TITLE_TOP + row, TITLE_COLUMNS,
                     hitori_title_map[row]);
    for (item = 0; item != ITEM_COUNT; item++)
        draw_menu_item(item);
    draw_best();
    screen_reveal();
    hitori_io.scene = HITORI_SCENE_TITLE;
}

/* The seed of a new game: when the player pressed, to a 16,384th of a second (DIV) and the frame. */
static uint16_t player_seed(void)
{
    uint16_t seed = ((uint16_t)platform_divider() << 8) ^ frame_count;
    return seed ? seed : 1u;
}

static void start_game(uint8_t shape_index, uint8_t difficulty, uint16_t seed)
{
    const board_shape_t *shape = &hitori_shapes[shape_index];
    uint8_t column;

    hitori_io.scene = HITORI_SCENE_MAKING;
    screen_begin();
    line_clear();
    line_game_name(0, difficulty_names[difficulty], shape->width, shape->height);
    line_show(0);
    text_show(0, 1, "MAKING A PUZZLE");
    line_clear();
    column = line_text(4, "SEED ");
    line_number(column, seed);
    line_show(9);
    screen_reveal();
    explorer_make_puzzle(shape, seed, difficulty);
    play_new(shape_index, difficulty, seed);
}

/* ---- seed entry ---- */

static void draw_seed_entry(void)
{
    uint8_t i;

    line_clear();
    line_text(4, "SEED ");
    for (i = 0; i != SEED_DIGITS; i++)
        text_line[SEED_COLUMN + i] = (uint8_t)('0' - FONT_FIRST_CHAR) + seed_digits[i];
    line_show(8);
    line_clear();
    text_line[SEED_COLUMN + seed_position] = (uint8_t)('-' - FONT_FIRST_CHAR);
    line_show(9);
}

static void show_seed_entry(void)
{
    const board_shape_t *shape = &hitori_shapes[chosen_shape()];

    screen_begin();
    text_show(3, 2, "PUZZLE BY SEED");
    line_clear();
    line_game_name(4, difficulty_names[difficulty_choice], shape->width, shape->height);
    line_show(5);
    draw_seed_entry();
    text_show(1, 13, "UP/DOWN: DIGIT");
    text_show(1, 14, "A: MAKE IT B: BACK");
    screen_reveal();
    hitori_io.scene = HITORI_SCENE_SEED_ENTRY;
}

static uint32_t entered_seed(void)
{
    uint32_t seed = 0;
    uint8_t i;
    for (i = 0; i != SEED_DIGITS; i++)
        seed = (seed << 3) + (seed << 1) + seed_digits[i];  /* times ten, plus the digit */
    return seed;
}

/* Returns 1 when the player leaves for the title. */
static uint8_t seed_entry_frame(uint8_t pressed)
{
    uint32_t seed;
    uint8_t *digit = &seed_digits[seed_position];

    if (pressed & BUTTON_B)
        return 1;
    if (pressed & BUTTON_LEFT)
        seed_position = seed_position ? seed_position - 1u : SEED_DIGITS - 1u;
    if (pressed & BUTTON_RIGHT)
        seed_position = seed_position == SEED_DIGITS - 1u ? 0 : seed_position + 1u;
    if (pressed & BUTTON_UP)
        *digit = *digit == 9u ? 0 : *digit + 1u;
    if (pressed & BUTTON_DOWN)
        *digit = *digit ? *digit - 1u : 9u;
    if (pressed & BUTTONS_DPAD) {
        draw_seed_entry();
        sound_play(SOUND_MOVE);
    }
    if (pressed & (BUTTON_A | BUTTON_START)) {
        seed = entered_seed();
        if (seed == 0 || seed > 0xFFFFu) {
            text_show(1, 11, "SEEDS: 1 TO 65535");
            sound_play(SOUND_ERROR);
            return 0;
        }
        start_game(chosen_shape(), difficulty_choice, (uint16_t)seed);
    }
    return 0;
}

/* ---- title menu buttons ---- */

static void step_setting(uint8_t item, uint8_t forward)
{
    if (item == ITEM_SIZE) {
        if (forward)
            size_choice = size_choice == HITORI_PUZZLE_SHAPE_COUNT - 1u ? 0 : size_choice + 1u;
        else
            size_choice = size_choice ? size_choice - 1u : HITORI_PUZZLE_SHAPE_COUNT - 1u;
    } else if (item == ITEM_LEVEL) {
        difficulty_choice ^= 1u;
    } else if (item == ITEM_SOUND) {
        sound_set_enabled(!sound_enabled());
        save_set_sound(sound_enabled());
    } else {
        return;
    }
    draw_menu_item(item);
    draw_best();
    sound_play(SOUND_MENU);
}

static void title_frame(uint8_t pressed)
{
    uint8_t previous = menu_item;
    uint8_t lowest = has_saved_game ? ITEM_CONTINUE : ITEM_NEW_GAME;

    if (pressed & BUTTON_UP)
        menu_item = menu_item == lowest ? ITEM_COUNT - 1u : menu_item - 1u;
    if (pressed & BUTTON_DOWN)
        menu_item = menu_item == ITEM_COUNT - 1u ? lowest : menu_item + 1u;
    if (menu_item != previous) {
        draw_menu_item(previous);
        draw_menu_item(menu_item);
        sound_play(SOUND_MOVE);
    }
    if (pressed & (BUTTON_LEFT | BUTTON_RIGHT))
        step_setting(menu_item, (pressed & BUTTON_RIGHT) != 0);
    if (!(pressed & (BUTTON_A | BUTTON_START)))
        return;
    switch (menu_item) {
    case ITEM_CONTINUE:
        play_continue();
        break;
    case ITEM_NEW_GAME:
        start_game(chosen_shape(), difficulty_choice, player_seed());
        break;
    case ITEM_BY_SEED:
        seed_position = 0;
        show_seed_entry();
        break;
    case ITEM_EXPLORER:
        explorer_serve(HITORI_COMMAND_GENERATE_LAYOUT, hitori_shapes[HITORI_DEFAULT_SHAPE].width,
                       hitori_shapes[HITORI_DEFAULT_SHAPE].height, HITORI_DEFAULT_SEED, HITORI_CHECK_DUAL, 0);
        break;
    default:
        step_setting(menu_item, 1);
        break;
    }
}

/* ---- buttons ---- */

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

static void take_host_request(void)
{
    uint8_t command = hitori_io.command;
    hitori_io.done = 0;
    hitori_io.command = HITORI_COMMAND_IDLE;
    hitori_io.status = explorer_serve(command, hitori_io.width, hitori_io.height, hitori_io.seed, hitori_io.check,
                                      hitori_io.difficulty);
    screen_flush();  /* done means drawn */
    hitori_io.done = 1;
}

static void first_settings(void)
{
    uint8_t i;
    for (i = 0; i != HITORI_PUZZLE_SHAPE_COUNT; i++)
        if (hitori_puzzle_shapes[i] == HITORI_DEFAULT_SHAPE)
            size_choice = i;
    difficulty_choice = PUZZLE_EASY;
    seed_digits[SEED_DIGITS - 1u] = 1;
}

void main(void)
{
    uint8_t pressed;
    uint8_t scene;

    platform_map_rom_bank(TILES_BANK);
    platform_start_video(hitori_tile_data, TILE_COUNT, TILE_BLANK, OBJ_PALETTE);
    hitori_io.version = HITORI_IO_VERSION;
    hitori_io.max_cells = HITORI_IO_BOARD_CAPACITY;
    save_open();
    sound_set_enabled(save_sound_on());
    first_settings();
    show_title();
    hitori_io.done = 1;
    hitori_io.magic[0] = HITORI_IO_MAGIC_0;
    hitori_io.magic[1] = HITORI_IO_MAGIC_1;
    hitori_io.magic[2] = HITORI_IO_MAGIC_2;
    hitori_io.magic[3] = HITORI_IO_MAGIC_3;

    for (;;) {
        platform_wait_vblank();
        sound_update();
        if (hitori_io.command != HITORI_COMMAND_IDLE) {
            take_host_request();
            continue;
        }
        pressed = pressed_buttons();
        scene = hitori_io.scene;
        switch (scene) {
        case HITORI_SCENE_TITLE:
            title_frame(pressed);
            break;
        case HITORI_SCENE_SEED_ENTRY:
            if (seed_entry_frame(pressed))
                show_title();
            break;
        case HITORI_SCENE_PLAYING:
        case HITORI_SCENE_PAUSED:
        case HITORI_SCENE_WON:
            switch (play_frame(pressed)) {
            case PLAY_TO_TITLE:
                show_title();
                break;
            case PLAY_NEW_GAME:
                start_game(play_shape, play_difficulty, player_seed());
                break;
            default:
                break;
            }
            break;
        default:
            if (explorer_buttons(pressed))
                show_title();
            break;
        }
        if (hitori_io.scene != scene)
            held = platform_buttons();  /* a new screen: what was pressed during its making is not news */
    }
}
