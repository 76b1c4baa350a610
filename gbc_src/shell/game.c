/* A game, around the puzzle's board (puzzle_api.h): making the puzzle (with the "making" screen),
   the header row with the game's name and the clock, the pause menu on the window layer (resume,
   restart, check rules, how to play, new game, sound, quit), the win screen with the time and the
   best time, and the game slot of the save (the shell's fields, sealed after every change). */
#pragma bank 255

#include "background.h"
#include "io_block.h"
#include "platform.h"
#include "puzzle_api.h"
#include "screen.h"
#include "shell.h"
#include "sound.h"
#include "tiles.h"

#define CYCLES_PER_FRAME 70224ul
#define CYCLES_PER_SECOND 4194304ul
#define CLOCK_COLUMN 13u

#define PAUSE_RESUME 0u
#define PAUSE_RESTART 1u
#define PAUSE_CHECK 2u
#define PAUSE_HELP 3u
#define PAUSE_NEW_GAME 4u
#define PAUSE_SOUND 5u
#define PAUSE_QUIT 6u
#define PAUSE_ITEMS 7u
#define PAUSE_FIRST_ROW 5u
#define MENU_COLUMN 4u

static const char *const pause_labels[PAUSE_ITEMS] = {"RESUME", "RESTART", "CHECK RULES", "HOW TO PLAY",
                                                      "NEW GAME", "SOUND", "QUIT TO TITLE"};

static uint8_t puzzle;
static uint8_t size;
static uint8_t difficulty;
static uint16_t seed;
static uint8_t paused;
static uint8_t pause_item;
static uint8_t helping;             /* the HOW TO PLAY page is up (over the pause menu) */
static uint8_t won;
static uint16_t seconds;
static uint32_t cycles_into_second;
static uint16_t clock_frame;        /* frame_count when the clock last advanced */

/* The seed of a new game: when the player pressed, to a 16,384th of a second (DIV) and the frame. */
uint16_t player_seed(void) BANKED
{
    uint16_t value = ((uint16_t)platform_divider() << 8) ^ frame_count;
    return value ? value : 1u;
}

static uint8_t line_name(uint8_t column)
{
    const uint8_t *wh = puzzle_infos[puzzle].sizes[size];
    return line_game_name(column, puzzle_infos[puzzle].difficulties[difficulty], wh[0], wh[1]);
}

static void draw_clock(void)
{
    uint8_t tiles[SCREEN_COLUMNS - CLOCK_COLUMN];
    uint8_t i;
    uint8_t end;

    line_clear();
    end = line_time(0, seconds);
    for (i = 0; i != sizeof tiles; i++)  /* right-aligned */
        tiles[i] = TILE_BLANK;
    for (i = 0; i != end; i++)
        tiles[sizeof tiles - end + i] = text_line[i];
    screen_write(MAP_BACKGROUND, CLOCK_COLUMN, 0, sizeof tiles, tiles);
}

static void run_clock(void)
{
    uint16_t now = frame_count;
    uint8_t frames = (uint8_t)(now - clock_frame);
    uint8_t ticked = 0;

    clock_frame = now;
    while (frames--) {
        cycles_into_second += CYCLES_PER_FRAME;
        if (cycles_into_second >= CYCLES_PER_SECOND) {
            cycles_into_second -= CYCLES_PER_SECOND;
            if (seconds != 0xFFFFu)
                seconds++;
            ticked = 1;
        }
    }
    if (ticked)
        draw_clock();
}

static void publish(void)
{
    const uint8_t *wh = puzzle_infos[puzzle].sizes[size];
    cart_io.result_puzzle = puzzle;
    cart_io.result_command = CART_COMMAND_GENERATE_PUZZLE;
    cart_io.result_width = wh[0];
    cart_io.result_height = wh[1];
    cart_io.result_seed = seed;
    cart_io.result_difficulty = difficulty;
}

/* The game screen: header, then the puzzle's board; revealed whole. */
static void begin(uint8_t resumed)
{
    paused = 0;
    helping = 0;
    won = 0;
    cycles_into_second = 0;
    screen_begin();
    line_clear();
    line_name(0);
    line_show(0);
    draw_clock();
    puzzle_play_begin(puzzle, resumed);
    save_game_seal(puzzle, seconds);  /* the slot the puzzle has just written */
    screen_reveal();
    puzzle_play_pause(puzzle, 0);
    clock_frame = frame_count;
    cart_io.scene = CART_SCENE_PLAYING;  /* set once the screen is up: hosts wait for it */
}

/* A game of the puzzle now in cart_io's result fields: the save's slot, the next puzzle made ahead (for
   the same choice: ahead.c), then the board. The job starts first, so that no job for another choice
   runs while the game is drawn (its make would set the board's size). */
static void begin_new(void)
{
    publish();
    seconds = 0;
    save_game_begin(puzzle, size, difficulty, seed);
    ahead_make(puzzle, size, difficulty);
    begin(0);
}

static void choose(uint8_t which, uint8_t size_index, uint8_t level)
{
    puzzle = which;
    size = size_index;
    difficulty = level;
}

void game_start(uint8_t which, uint8_t size_index, uint8_t level, uint16_t new_seed) BANKED
{
    uint8_t column;

    ahead_stop();  /* the make below needs the generator's pages and globals */
    choose(which, size_index, level);
    seed = new_seed;
    cart_io.scene = CART_SCENE_MAKING;
    screen_begin();
    line_clear();
    line_name(0);
    line_show(0);
    text_show(0, 1, "MAKING A PUZZLE");
    line_clear();
    column = line_text(4, "SEED ");
    line_number(column, seed);
    line_show(9);
    screen_reveal();
    puzzle_make(puzzle, size, difficulty, seed);  /* the title menu offers only what the puzzle makes */
    begin_new();
}

/* New game (the title's, the pause menu's, the win screen's next puzzle): the puzzle made ahead for
   this choice if the save holds one, else one made now from the player's timing. */
void game_start_next(uint8_t which, uint8_t size_index, uint8_t level) BANKED
{
    if (!ahead_take(which, size_index, level)) {
        game_start(which, size_index, level, player_seed());
        return;
    }
    choose(which, size_index, level);
    seed = cart_io.result_seed;
    cart_io.scene = CART_SCENE_MAKING;  /* until the board is up (begin sets PLAYING): hosts wait for it */
    begin_new();
}

void game_continue(uint8_t which) BANKED
{
    puzzle = which;
    save_game_read(puzzle, &size, &difficulty, &seed, &seconds);
    publish();
    ahead_make(puzzle, size, difficulty);
    begin(1);
}

/* ---- pause menu, on the window so the board underneath stays as it is ---- */

static void draw_pause_item(uint8_t item)
{
    uint8_t column;
    line_clear();
    if (item == pause_item)
        line_text(MENU_COLUMN - 2u, ">");
    column = line_text(MENU_COLUMN, pause_labels[item]);
    if (item == PAUSE_SOUND)
        line_text(column, sound_enabled() ? " ON" : " OFF");
    line_show_window(PAUSE_FIRST_ROW + item);
}

static void clear_window(void)
{
    uint8_t row;
    line_clear();
    for (row = 0; row != SCREEN_ROWS; row++)
        line_show_window(row);
}

/* The pause menu on the window, item `pause_item` chosen. */
static void draw_pause_menu(void)
{
    uint8_t item;
    uint8_t column;

    clear_window();
    line_text(7, "PAUSED");
    line_show_window(2);
    for (item = 0; item != PAUSE_ITEMS; item++)
        draw_pause_item(item);
    line_clear();
    line_name(2);
    line_show_window(13);
    line_clear();
    column = line_text(2, "SEED ");
    line_number(column, seed);
    line_show_window(14);
    line_clear();
    column = line_text(2, "TIME ");
    line_time(column, seconds);
    line_show_window(15);
    screen_flush();
}

static void open_pause(void)
{
    paused = 1;
    pause_item = PAUSE_RESUME;
    save_game_progress(puzzle, seconds);
    draw_pause_menu();
    puzzle_play_pause(puzzle, 1);
    platform_window(1);
    sound_play(SOUND_MENU);
    cart_io.scene = CART_SCENE_PAUSED;
}

static void close_pause(void)
{
    paused = 0;
    cart_io.scene = CART_SCENE_PLAYING;
    clock_frame = frame_count;  /* the clock stood still while paused */
    platform_window(0);
    puzzle_play_pause(puzzle, 0);
}

/* The HOW TO PLAY page (help.c), over the pause menu until A, B or Start. */
static void show_help(void)
{
    helping = 1;
    clear_window();
    help_draw(puzzle, size);
    screen_flush();
    sound_play(SOUND_MENU);
    cart_io.scene = CART_SCENE_HELP;
}

static void help_frame(uint8_t pressed)
{
    if (!(pressed & (BUTTON_A | BUTTON_B | BUTTON_START)))
        return;
    helping = 0;
    draw_pause_menu();
    sound_play(SOUND_MENU);
    cart_io.scene = CART_SCENE_PAUSED;
}

static uint8_t pause_frame(uint8_t pressed)
{
    uint8_t previous = pause_item;

    if (helping) {
        help_frame(pressed);
        return GAME_GOES_ON;
    }

    if (pressed & BUTTON_UP)
        pause_item = pause_item ? pause_item - 1u : PAUSE_ITEMS - 1u;
    if (pressed & BUTTON_DOWN)
        pause_item = pause_item == PAUSE_ITEMS - 1u ? 0 : pause_item + 1u;
    if (pause_item != previous) {
        draw_pause_item(previous);
        draw_pause_item(pause_item);
        sound_play(SOUND_MOVE);
    }
    if (pressed & (BUTTON_START | BUTTON_B)) {
        close_pause();
        return GAME_GOES_ON;
    }
    if (!(pressed & BUTTON_A))
        return GAME_GOES_ON;
    switch (pause_item) {
    case PAUSE_RESTART:
        puzzle_play_restart(puzzle);
        save_game_seal(puzzle, seconds);
        screen_flush();  /* under the window, then uncovered whole */
        close_pause();
        break;
    case PAUSE_CHECK:
        puzzle_play_check(puzzle);
        screen_flush();
        close_pause();
        break;
    case PAUSE_HELP:
        show_help();
        break;
    case PAUSE_NEW_GAME:
        platform_window(0);
        game_start_next(puzzle, size, difficulty);
        break;
    case PAUSE_SOUND:
        sound_set_enabled(!sound_enabled());
        save_set_setting(SETTING_SOUND_ON, sound_enabled());
        draw_pause_item(PAUSE_SOUND);
        sound_play(SOUND_MENU);
        break;
    case PAUSE_QUIT:
        platform_window(0);
        return GAME_TO_TITLE;
    default:
        close_pause();
        break;
    }
    return GAME_GOES_ON;
}

/* ---- winning ---- */

static void show_win(void)
{
    uint8_t column;
    uint8_t new_best;
    uint16_t best;

    won = 1;
    save_game_clear(puzzle);
    new_best = save_offer_time(puzzle, size, difficulty, seconds);
    best = save_best(puzzle, size, difficulty);
    screen_flush();
    frame_wait();
    screen_begin();
    text_show(3, 2, "PUZZLE SOLVED!");
    line_clear();
    line_name(3);
    line_show(5);
    line_clear();
    column = line_text(3, "TIME ");
    line_time(column, seconds);
    line_show(7);
    line_clear();
    column = line_text(3, "BEST ");
    column = line_time(column, best);
    if (new_best)
        line_text(column, " NEW!");
    line_show(8);
    line_clear();
    column = line_text(3, "SEED ");
    line_number(column, seed);
    line_show(10);
    text_show(3, 14, "A: NEXT PUZZLE");
    text_show(3, 15, "B: TITLE");
    screen_reveal();
    sound_play(SOUND_WIN);
    cart_io.scene = CART_SCENE_WON;
}

uint8_t game_frame(uint8_t pressed) BANKED
{
    uint8_t events;

    if (won) {
        if (pressed & (BUTTON_A | BUTTON_START))
            game_start_next(puzzle, size, difficulty);
        else if (pressed & BUTTON_B)
            return GAME_TO_TITLE;
        return GAME_GOES_ON;
    }
    if (paused)
        return pause_frame(pressed);
    run_clock();
    events = puzzle_play_input(puzzle, pressed & (uint8_t)~BUTTON_START);
    if (events & PLAY_CHANGED)
        save_game_progress(puzzle, seconds);
    if (events & PLAY_SOLVED)
        show_win();
    else if (pressed & BUTTON_START)
        open_pause();
    return GAME_GOES_ON;
}
