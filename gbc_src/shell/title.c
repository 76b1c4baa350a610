/* The title screen: the menu (puzzle, continue, new game, size, level, by seed, sound, explorer),
   the best time of the chosen puzzle, size and level, what power-on found in the save, and the seed
   entry screen. Knows puzzles through the registry only. */
#pragma bank 255

#include "io_block.h"
#include "platform.h"
#include "registry.h"
#include "save_layout.h"
#include "screen.h"
#include "shell.h"
#include "sound.h"
#include "tiles.h"

#define SEED_DIGITS 5u
#define TITLE_TOP 1u
#define MENU_FIRST_ROW 7u
#define MENU_COLUMN 3u
#define VALUE_COLUMN 12u
#define BEST_ROW 16u
#define NOTICE_ROW 17u
#define SEED_COLUMN 9u      /* the first digit of the seed being typed */

#define ITEM_PUZZLE 0u
#define ITEM_CONTINUE 1u
#define ITEM_NEW_GAME 2u
#define ITEM_SIZE 3u
#define ITEM_LEVEL 4u
#define ITEM_BY_SEED 5u
#define ITEM_SOUND 6u
#define ITEM_EXPLORER 7u
#define ITEM_COUNT 8u

static const char *const item_labels[ITEM_COUNT] = {"PUZZLE", "CONTINUE", "NEW GAME", "SIZE", "LEVEL", "BY SEED",
                                                     "SOUND", "EXPLORER"};
static const char *const notices[] = {"", "", "OLD SAVE: TIMES KEPT", "DAMAGED SAVE: RESET", ": NEW LEVELS"};

uint8_t chosen_puzzle;
uint8_t explored_puzzle;
static uint8_t menu_item;
static uint8_t has_saved_game;
static uint8_t size_choice[PUZZLE_COUNT];
static uint8_t difficulty_choice[PUZZLE_COUNT];
static uint8_t settings_ready;
static uint8_t notice_shown;
static uint8_t seed_digits[SEED_DIGITS];
static uint8_t seed_position;

static const puzzle_info_t *info(void)
{
    return &puzzle_infos[chosen_puzzle];
}

static uint8_t column_size(uint8_t column)
{
    const uint8_t *size = info()->sizes[size_choice[chosen_puzzle]];
    column = line_number(column, size[0]);
    column = line_text(column, "X");
    return line_number(column, size[1]);
}

static void draw_menu_item(uint8_t item)
{
    uint8_t column;

    line_clear();
    if (item == ITEM_CONTINUE && !has_saved_game) {
        line_show(MENU_FIRST_ROW + item);
        return;
    }
    if (item == menu_item)
        line_text(MENU_COLUMN - 2u, ">");
    if (item == ITEM_PUZZLE) {  /* the puzzle's name alone: "< NUMBERLINK >" fits where a label would not */
        column = line_text(MENU_COLUMN + 2u, info()->title);
        line_text(MENU_COLUMN, "<");
        line_text(column, " >");
        line_show(MENU_FIRST_ROW + item);
        return;
    }
    line_text(MENU_COLUMN, item_labels[item]);
    if (item == ITEM_SIZE)
        column = column_size(VALUE_COLUMN);
    else if (item == ITEM_LEVEL)
        column = line_text(VALUE_COLUMN, info()->difficulties[difficulty_choice[chosen_puzzle]]);
    else if (item == ITEM_SOUND)
        column = line_text(VALUE_COLUMN, sound_enabled() ? "ON" : "OFF");
    else
        column = 0;
    if (column) {  /* a setting: Left/Right step it */
        line_text(VALUE_COLUMN - 2u, "<");
        line_text(column, " >");
    }
    line_show(MENU_FIRST_ROW + item);
}

static void draw_best(void)
{
    uint16_t best = save_best(chosen_puzzle, size_choice[chosen_puzzle], difficulty_choice[chosen_puzzle]);
    uint8_t column;

    line_clear();
    column = line_text(MENU_COLUMN, "BEST ");
    if (best == SAVE_NO_TIME)
        line_text(column, "-");
    else
        line_time(column, best);
    line_show(BEST_ROW);
}

static void first_settings(void)
{
    uint8_t i;
    for (i = 0; i != PUZZLE_COUNT; i++)
        size_choice[i] = puzzle_infos[i].default_size;
    chosen_puzzle = save_setting(SETTING_LAST_PUZZLE);
    if (chosen_puzzle >= PUZZLE_MENU_COUNT)  /* a puzzle off the menu (a later cartridge's save) */
        chosen_puzzle = 0;
    seed_digits[SEED_DIGITS - 1u] = 1;
    settings_ready = 1;
}

static void draw_items(void)
{
    uint8_t item;
    has_saved_game = save_has_game(chosen_puzzle);
    for (item = 0; item != ITEM_COUNT; item++)
        draw_menu_item(item);
    draw_best();
}

void title_show(void) BANKED
{
    uint8_t row;

    if (!settings_ready)
        first_settings();
    has_saved_game = save_has_game(chosen_puzzle);
    menu_item = has_saved_game ? ITEM_CONTINUE : ITEM_NEW_GAME;
    screen_begin();
    screen_use_tiles(TILE_BLOCK_TITLE);  /* the art's tiles: codegen/emit/title_art.py */
    for (row = 0; row != TITLE_ROWS; row++)
        screen_write_far(TILES_BANK, (SCREEN_COLUMNS - TITLE_COLUMNS) >> 1, TITLE_TOP + row, TITLE_COLUMNS,
                         cart_title_map[row]);
    draw_items();
    if (!notice_shown) {  /* once, after power-on */
        if (cart_io.save_notice == CART_SAVE_LEVELS_CHANGED) {  /* "PALISADE: NEW LEVELS" */
            line_clear();
            line_text(line_text(0, puzzle_infos[cart_io.save_notice_puzzle].title),
                      notices[CART_SAVE_LEVELS_CHANGED]);
            line_show(NOTICE_ROW);
        } else {
            text_show(0, NOTICE_ROW, notices[cart_io.save_notice]);
        }
        notice_shown = 1;
    }
    screen_reveal();
    cart_io.scene = CART_SCENE_TITLE;
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
    const uint8_t *size = info()->sizes[size_choice[chosen_puzzle]];

    screen_begin();
    text_show(3, 2, "PUZZLE BY SEED");
    line_clear();
    line_game_name(4, info()->difficulties[difficulty_choice[chosen_puzzle]], size[0], size[1]);
    line_show(5);
    draw_seed_entry();
    text_show(1, 13, "UP/DOWN: DIGIT");
    text_show(1, 14, "A: MAKE IT B: BACK");
    screen_reveal();
    cart_io.scene = CART_SCENE_SEED_ENTRY;
}

static uint32_t entered_seed(void)
{
    uint32_t seed = 0;
    uint8_t i;
    for (i = 0; i != SEED_DIGITS; i++)
        seed = (seed << 3) + (seed << 1) + seed_digits[i];  /* times ten, plus the digit */
    return seed;
}

uint8_t seed_entry_frame(uint8_t pressed) BANKED
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
        game_start(chosen_puzzle, size_choice[chosen_puzzle], difficulty_choice[chosen_puzzle], (uint16_t)seed);
    }
    return 0;
}

/* ---- title menu buttons ---- */

static uint8_t step(uint8_t value, uint8_t count, uint8_t forward)
{
    if (forward)
        return value == count - 1u ? 0 : value + 1u;
    return value ? value - 1u : count - 1u;
}

static void step_setting(uint8_t item, uint8_t forward)
{
    uint8_t *choice;
    if (item == ITEM_PUZZLE) {
        chosen_puzzle = step(chosen_puzzle, PUZZLE_MENU_COUNT, forward);
        save_set_setting(SETTING_LAST_PUZZLE, chosen_puzzle);
        draw_items();
    } else if (item == ITEM_SIZE) {
        choice = &size_choice[chosen_puzzle];
        *choice = step(*choice, info()->size_count, forward);
        choice = &difficulty_choice[chosen_puzzle];
        while (!puzzle_offers(chosen_puzzle, size_choice[chosen_puzzle], *choice))  /* a level of its own */
            *choice = step(*choice, info()->difficulty_count, 1);
        draw_menu_item(ITEM_LEVEL);
    } else if (item == ITEM_LEVEL) {
        choice = &difficulty_choice[chosen_puzzle];
        do  /* the levels this size offers */
            *choice = step(*choice, info()->difficulty_count, forward);
        while (!puzzle_offers(chosen_puzzle, size_choice[chosen_puzzle], *choice));
    } else if (item == ITEM_SOUND) {
        sound_set_enabled(!sound_enabled());
        save_set_setting(SETTING_SOUND_ON, sound_enabled());
    } else {
        return;
    }
    draw_menu_item(item);
    draw_best();
    sound_play(SOUND_MENU);
}

/* The next item up or down; CONTINUE only when there is a game to continue. */
static uint8_t next_item(uint8_t item, uint8_t forward)
{
    do
        item = step(item, ITEM_COUNT, forward);
    while (item == ITEM_CONTINUE && !has_saved_game);
    return item;
}

void title_frame(uint8_t pressed) BANKED
{
    uint8_t previous = menu_item;

    ahead_rest(chosen_puzzle, size_choice[chosen_puzzle], difficulty_choice[chosen_puzzle]);

    if (pressed & BUTTON_UP)
        menu_item = next_item(menu_item, 0);
    if (pressed & BUTTON_DOWN)
        menu_item = next_item(menu_item, 1);
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
        game_continue(chosen_puzzle);
        break;
    case ITEM_NEW_GAME:
        game_start_next(chosen_puzzle, size_choice[chosen_puzzle], difficulty_choice[chosen_puzzle]);
        break;
    case ITEM_BY_SEED:
        seed_position = 0;
        show_seed_entry();
        break;
    case ITEM_EXPLORER:
        explored_puzzle = chosen_puzzle;
        explorer_frame(chosen_puzzle, 0);
        break;
    default:
        step_setting(menu_item, 1);
        break;
    }
}
