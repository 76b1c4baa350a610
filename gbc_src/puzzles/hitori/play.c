/* The game screen.

   The puzzle is hitori_io's numbers and solution (board); the player's marks are play_marks, one
   byte a cell (MARK_NONE, MARK_SHADED, MARK_CIRCLED). The game is won when the shaded cells are
   exactly the solution: the generator guarantees the solution is unique, so that is the same as
   "every rule holds". `mismatches` counts the cells where shading and solution differ and is kept up
   to date on every change, so noticing the win costs nothing.

   Every change goes on the undo ring (cell, mark before), at most UNDO_DEPTH of them, and is
   written to the save. A rule check (from the pause menu) marks the cells at fault on the FAULT
   page: repeated numbers among unshaded cells of a row or column, shaded cells side by side, and
   unshaded cells cut off from the largest unshaded region. The marks stay until the next change. */
#include "play.h"

#include "board_tables.h"
#include "io_block.h"
#include "platform.h"
#include "puzzle_consts.h"
#include "save.h"
#include "screen.h"
#include "sound.h"
#include "tiles.h"
#include "wram_pages.h"

#define CYCLES_PER_FRAME 70224ul
#define CYCLES_PER_SECOND 4194304ul
#define NO_CELL 0xFFu
#define UNDO_DEPTH 255u
#define MAX_NUMBER 16u

/* Scratch pages of the generator, free while a game is played. */
#define PAGE_FAULT PAGE_DECK                /* 1: the last rule check found this cell at fault */
#define PAGE_REGION PAGE_FLOOD_MARK         /* rule check: the unshaded region of each cell */
#define PAGE_TO_VISIT PAGE_FLOOD_STACK      /* rule check: flood fill stack */

#define STATUS_ROW 1u
#define BLINK_PERIOD_MASK 0x3Fu   /* the cursor blinks every 64 frames ... */
#define BLINK_SHOWN_FRAMES 48u    /* ... shown for 48 of them */
#define CLOCK_COLUMN 13u

/* pause menu (on the window) */
#define PAUSE_RESUME 0u
#define PAUSE_RESTART 1u
#define PAUSE_CHECK 2u
#define PAUSE_NEW_GAME 3u
#define PAUSE_SOUND 4u
#define PAUSE_QUIT 5u
#define PAUSE_ITEMS 6u
#define PAUSE_FIRST_ROW 5u
#define MENU_COLUMN 4u

static const char *const pause_labels[PAUSE_ITEMS] = {"RESUME", "RESTART", "CHECK RULES", "NEW GAME", "SOUND", "QUIT TO TITLE"};

uint8_t play_shape;
uint8_t play_difficulty;
static uint16_t play_seed;
static const board_shape_t *shape;
static uint8_t width;
static uint8_t height;
static uint8_t cell_count;

static uint8_t play_marks[HITORI_MAX_CELLS];
static uint8_t undo_cell[UNDO_DEPTH + 1u];
static uint8_t undo_mark[UNDO_DEPTH + 1u];
static uint8_t undo_top;
static uint8_t undo_depth;

static uint8_t cursor_x;
static uint8_t cursor_y;
static uint8_t cursor_cell;
static uint8_t mismatches;
static uint8_t faults_shown;
static uint8_t paused;
static uint8_t pause_item;
static uint8_t won;
static uint8_t cursor_shown;
static uint8_t blink_start;         /* frame_count (low byte) when the cursor last moved */

static uint16_t seconds;
static uint32_t cycles_into_second;
static uint16_t clock_frame;        /* frame_count when the clock last advanced */

/* ---- drawing ---- */

static uint8_t cell_tile(uint8_t cell)
{
    uint8_t mark = play_marks[cell];
    uint8_t base;

    if (faults_shown && PAGE_AT(PAGE_FAULT, cell))
        base = mark == MARK_SHADED ? TILE_NUMBERS_SHADED_ERROR : TILE_NUMBERS_WHITE_ERROR;
    else if (mark == MARK_SHADED)
        base = TILE_NUMBERS_SHADED;
    else if (mark == MARK_CIRCLED)
        base = TILE_NUMBERS_CIRCLED;
    else
        base = TILE_NUMBERS_WHITE;
    return base + hitori_io.numbers[cell] - 1u;
}

static void draw_cell(uint8_t cell)
{
    uint8_t x = cell;
    uint8_t y = 0;
    uint8_t tile = cell_tile(cell);

    while (x >= width) {
        x -= width;
        y++;
    }
    screen_write(MAP_BACKGROUND, shape->map_x + x, shape->map_y + y, 1, &tile);
}

static void draw_board(void)
{
    uint8_t x;
    uint8_t y;
    uint8_t cell = 0;

    for (y = 0; y != height; y++) {
        for (x = 0; x != width; x++)
            text_line[x] = cell_tile(cell++);
        screen_write(MAP_BACKGROUND, shape->map_x, shape->map_y + y, width, text_line);
    }
}

static uint8_t line_shape_name(uint8_t column)
{
    return line_game_name(column, difficulty_names[play_difficulty], width, height);
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

static void draw_status(void)
{
    uint8_t column;
    line_clear();
    column = line_text(0, "SEED ");
    line_number(column, play_seed);
    line_show(STATUS_ROW);
}

static void draw_header(void)
{
    line_clear();
    line_shape_name(0);
    line_show(0);
    draw_clock();
    draw_status();
}

static void show_cursor_sprite(void)
{
    cursor_shown = 1;
    platform_cursor((uint8_t)((shape->map_x + cursor_x) << 3), (uint8_t)((shape->map_y + cursor_y) << 3), TILE_CURSOR);
}

static void place_cursor(void)
{
    blink_start = (uint8_t)frame_count;
    show_cursor_sprite();
}

/* Blink: hidden for the last frames of every period counted from the last move, so a moved cursor
   is always seen at once. */
static void blink_cursor(void)
{
    uint8_t show = ((uint8_t)((uint8_t)frame_count - blink_start) & BLINK_PERIOD_MASK) < BLINK_SHOWN_FRAMES;
    if (show == cursor_shown)
        return;
    if (show) {
        show_cursor_sprite();
    } else {
        cursor_shown = 0;
        platform_cursor(0, 0xFFu, TILE_CURSOR);
    }
}

static void draw_game(void)
{
    screen_begin();
    draw_header();
    draw_board();
    screen_reveal();
    place_cursor();
}

/* ---- the puzzle and the marks ---- */

static void count_mismatches(void)
{
    uint8_t cell;
    mismatches = 0;
    for (cell = 0; cell != cell_count; cell++)
        if ((play_marks[cell] == MARK_SHADED) != (hitori_io.board[cell] != 0))
            mismatches++;
}

static void hide_faults(void)
{
    uint8_t cell;
    if (!faults_shown)
        return;
    faults_shown = 0;
    for (cell = 0; cell != cell_count; cell++)
        if (PAGE_AT(PAGE_FAULT, cell))
            draw_cell(cell);
    draw_status();
}

/* Set a cell's mark, keeping `mismatches` right; draws the cell. */
static void set_mark(uint8_t cell, uint8_t mark)
{
    uint8_t solution_shaded = hitori_io.board[cell] != 0;

    if ((play_marks[cell] == MARK_SHADED) != solution_shaded)
        mismatches--;
    play_marks[cell] = mark;
    if ((mark == MARK_SHADED) != solution_shaded)
        mismatches++;
    draw_cell(cell);
}

static void save_progress(void)
{
    save_game_update(play_marks, cell_count, seconds);
}

static void begin(void)
{
    shape = &hitori_shapes[play_shape];
    width = shape->width;
    height = shape->height;
    cell_count = shape->cell_count;
    platform_map_rom_bank(shape->records_bank);
    undo_top = 0;
    undo_depth = 0;
    cursor_x = 0;
    cursor_y = 0;
    cursor_cell = 0;
    faults_shown = 0;
    paused = 0;
    won = 0;
    cycles_into_second = 0;
    clock_frame = frame_count;
    count_mismatches();
    draw_game();
    hitori_io.scene = HITORI_SCENE_PLAYING;  /* set once the screen is up: hosts wait for it */
}

void play_new(uint8_t shape_index, uint8_t difficulty, uint16_t seed)
{
    uint8_t cell;
    play_shape = shape_index;
    play_difficulty = difficulty;
    play_seed = seed;
    seconds = 0;
    for (cell = 0; cell != HITORI_MAX_CELLS; cell++)
        play_marks[cell] = MARK_NONE;
    save_game_start(shape_index, difficulty, seed, hitori_shapes[shape_index].cell_count);
    begin();
}

void play_continue(void)
{
    const board_shape_t *saved;
    save_game_restore(&play_shape, &play_difficulty, &play_seed, &seconds, play_marks);
    saved = &hitori_shapes[play_shape];
    hitori_io.result_command = HITORI_COMMAND_GENERATE_PUZZLE;
    hitori_io.result_width = saved->width;
    hitori_io.result_height = saved->height;
    hitori_io.result_seed = play_seed;
    hitori_io.result_difficulty = play_difficulty;
    begin();
}

/* ---- moves ---- */

static void remember(uint8_t cell)
{
    undo_cell[undo_top] = cell;
    undo_mark[undo_top] = play_marks[cell];
    undo_top++;
    if (undo_depth != UNDO_DEPTH)
        undo_depth++;
}

static void change(uint8_t mark, uint8_t effect)
{
    hide_faults();
    remember(cursor_cell);
    set_mark(cursor_cell, play_marks[cursor_cell] == mark ? MARK_NONE : mark);
    save_progress();
    sound_play(effect);
}

static void undo(void)
{
    if (!undo_depth) {
        sound_play(SOUND_ERROR);
        return;
    }
    hide_faults();
    undo_top--;
    undo_depth--;
    set_mark(undo_cell[undo_top], undo_mark[undo_top]);
    save_progress();
    sound_play(SOUND_UNDO);
}

static void restart(void)
{
    uint8_t cell;
    faults_shown = 0;
    for (cell = 0; cell != cell_count; cell++)
        play_marks[cell] = MARK_NONE;
    undo_top = 0;
    undo_depth = 0;
    count_mismatches();
    save_progress();
}

static void move_cursor(uint8_t pressed)
{
    if (pressed & BUTTON_LEFT)
        cursor_x = cursor_x ? cursor_x - 1u : width - 1u;
    if (pressed & BUTTON_RIGHT)
        cursor_x = cursor_x == width - 1u ? 0 : cursor_x + 1u;
    if (pressed & BUTTON_UP)
        cursor_y = cursor_y ? cursor_y - 1u : height - 1u;
    if (pressed & BUTTON_DOWN)
        cursor_y = cursor_y == height - 1u ? 0 : cursor_y + 1u;
    cursor_cell = cursor_x;
    {
        uint8_t y;
        for (y = 0; y != cursor_y; y++)
            cursor_cell += width;
    }
    place_cursor();
    sound_play(SOUND_MOVE);
}

/* ---- the clock ---- */

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

/* ---- rule check ---- */

static uint8_t fault_count;

static void fault(uint8_t cell)
{
    if (!PAGE_AT(PAGE_FAULT, cell)) {
        PAGE_AT(PAGE_FAULT, cell) = 1;
        fault_count++;
    }
}

/* Repeated numbers among the unshaded cells of one line: `step` 1 for a row, width for a column. */
static void check_line(uint8_t first, uint8_t step, uint8_t length)
{
    uint8_t seen[MAX_NUMBER + 1u];  /* cell + 1 of the first unshaded cell with each number, or 0 */
    uint8_t i;
    uint8_t cell = first;
    uint8_t number;

    for (i = 0; i != sizeof seen; i++)
        seen[i] = 0;
    for (i = 0; i != length; i++, cell += step) {
        if (play_marks[cell] == MARK_SHADED)
            continue;
        number = hitori_io.numbers[cell];
        if (seen[number]) {
            fault(seen[number] - 1u);
            fault(cell);
        } else {
            seen[number] = cell + 1u;
        }
    }
}

/* Label the unshaded region of `start` with `region` on the REGION page; returns its size. */
static uint8_t flood_region(uint8_t start, uint8_t region)
{
    uint8_t top = 0;
    uint8_t size = 0;
    uint8_t cell;
    uint8_t i;
    const uint8_t *record;
    uint8_t next;

    PAGE_AT(PAGE_REGION, start) = region;
    PAGE_AT(PAGE_TO_VISIT, top++) = start;
    while (top) {
        cell = PAGE_AT(PAGE_TO_VISIT, --top);
        size++;
        record = shape->records[cell] + RECORD_NEIGHBOURS;
        for (i = 0; i != 4u; i++) {
            next = record[i];
            if (next == HITORI_OFF_BOARD || play_marks[next] == MARK_SHADED || PAGE_AT(PAGE_REGION, next))
                continue;
            PAGE_AT(PAGE_REGION, next) = region;
            PAGE_AT(PAGE_TO_VISIT, top++) = next;
        }
    }
    return size;
}

static void check_rules(void)
{
    uint8_t cell;
    uint8_t y;
    uint8_t x;
    uint8_t region = 0;
    uint8_t largest = 0;
    uint8_t largest_size = 0;
    uint8_t size;
    const uint8_t *record;

    fault_count = 0;
    for (cell = 0; cell != cell_count; cell++) {
        PAGE_AT(PAGE_FAULT, cell) = 0;
        PAGE_AT(PAGE_REGION, cell) = 0;
    }
    cell = 0;
    for (y = 0; y != height; y++, cell += width)
        check_line(cell, 1, width);
    for (x = 0; x != width; x++)
        check_line(x, width, height);
    for (cell = 0; cell != cell_count; cell++) {
        if (play_marks[cell] != MARK_SHADED)
            continue;
        record = shape->records[cell] + RECORD_NEIGHBOURS;
        for (x = 0; x != 4u; x++)
            if (record[x] != HITORI_OFF_BOARD && play_marks[record[x]] == MARK_SHADED) {
                fault(cell);
                fault(record[x]);
            }
    }
    for (cell = 0; cell != cell_count; cell++) {
        if (play_marks[cell] == MARK_SHADED || PAGE_AT(PAGE_REGION, cell))
            continue;
        size = flood_region(cell, ++region);
        if (size > largest_size) {
            largest_size = size;
            largest = region;
        }
    }
    for (cell = 0; cell != cell_count; cell++)
        if (play_marks[cell] != MARK_SHADED && PAGE_AT(PAGE_REGION, cell) != largest)
            fault(cell);
}

static void show_check(void)
{
    uint8_t cell;
    uint8_t column;

    check_rules();
    faults_shown = 1;
    for (cell = 0; cell != cell_count; cell++)
        if (PAGE_AT(PAGE_FAULT, cell))
            draw_cell(cell);
    line_clear();
    if (fault_count) {
        column = line_number(0, fault_count);
        line_text(column, fault_count == 1u ? " CELL BREAKS A RULE" : " CELLS BREAK RULES");
        sound_play(SOUND_ERROR);
    } else {
        line_text(0, "NO RULE IS BROKEN");
        sound_play(SOUND_MENU);
    }
    line_show(STATUS_ROW);
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

static void open_pause(void)
{
    uint8_t row;
    uint8_t item;
    uint8_t column;

    paused = 1;
    pause_item = PAUSE_RESUME;
    save_progress();
    line_clear();
    for (row = 0; row != SCREEN_ROWS; row++)
        line_show_window(row);
    line_text(7, "PAUSED");
    line_show_window(2);
    for (item = 0; item != PAUSE_ITEMS; item++)
        draw_pause_item(item);
    line_clear();
    line_shape_name(2);
    line_show_window(13);
    line_clear();
    column = line_text(2, "SEED ");
    line_number(column, play_seed);
    line_show_window(14);
    line_clear();
    column = line_text(2, "TIME ");
    line_time(column, seconds);
    line_show_window(15);
    screen_flush();
    platform_cursor(0, 0xFFu, TILE_CURSOR);
    platform_window(1);
    sound_play(SOUND_MENU);
    hitori_io.scene = HITORI_SCENE_PAUSED;
}

static void close_pause(void)
{
    paused = 0;
    hitori_io.scene = HITORI_SCENE_PLAYING;
    clock_frame = frame_count;  /* the clock stood still while paused */
    platform_window(0);
    place_cursor();
}

static uint8_t pause_frame(uint8_t pressed)
{
    uint8_t previous = pause_item;

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
        return PLAY_GOES_ON;
    }
    if (!(pressed & BUTTON_A))
        return PLAY_GOES_ON;
    switch (pause_item) {
    case PAUSE_RESTART:
        restart();
        draw_board();
        draw_status();
        screen_flush();  /* under the window, then uncovered whole */
        close_pause();
        break;
    case PAUSE_CHECK:
        show_check();
        screen_flush();
        close_pause();
        break;
    case PAUSE_NEW_GAME:
        platform_window(0);
        return PLAY_NEW_GAME;
    case PAUSE_SOUND:
        sound_set_enabled(!sound_enabled());
        save_set_sound(sound_enabled());
        draw_pause_item(PAUSE_SOUND);
        sound_play(SOUND_MENU);
        break;
    case PAUSE_QUIT:
        platform_window(0);
        return PLAY_TO_TITLE;
    default:
        close_pause();
        break;
    }
    return PLAY_GOES_ON;
}

/* ---- winning ---- */

static void show_win(void)
{
    uint8_t column;
    uint8_t new_best;
    uint16_t best;

    won = 1;
    save_game_clear();
    new_best = save_offer_time(play_shape, play_difficulty, seconds);
    best = save_best(play_shape, play_difficulty);
    screen_flush();
    platform_wait_vblank();
    screen_begin();
    text_show(3, 2, "PUZZLE SOLVED!");
    line_clear();
    line_shape_name(3);
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
    line_number(column, play_seed);
    line_show(10);
    text_show(3, 14, "A: NEXT PUZZLE");
    text_show(3, 15, "B: TITLE");
    screen_reveal();
    sound_play(SOUND_WIN);
    hitori_io.scene = HITORI_SCENE_WON;
}

uint8_t play_frame(uint8_t pressed)
{
    if (won) {
        if (pressed & (BUTTON_A | BUTTON_START))
            return PLAY_NEW_GAME;
        if (pressed & BUTTON_B)
            return PLAY_TO_TITLE;
        return PLAY_GOES_ON;
    }
    if (paused)
        return pause_frame(pressed);
    run_clock();
    if (pressed & BUTTONS_DPAD)
        move_cursor(pressed);
    if (pressed & BUTTON_A)
        change(MARK_SHADED, SOUND_SHADE);
    else if (pressed & BUTTON_B)
        change(MARK_CIRCLED, SOUND_CIRCLE);
    else if (pressed & BUTTON_SELECT)
        undo();
    if (!mismatches) {
        show_win();
        return PLAY_GOES_ON;
    }
    if (pressed & BUTTON_START)
        open_pause();
    else
        blink_cursor();
    return PLAY_GOES_ON;
}
