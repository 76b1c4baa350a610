/* Hitori's game board behind the puzzle interface (puzzle_api.h): hitori_play_*.

   The puzzle is cart_io's numbers and solution (board); the player's marks are play_marks, one byte
   a cell (MARK_NONE, MARK_SHADED, MARK_CIRCLED), mirrored in the save slot's hitori_marks. The game
   is won when the shaded cells are exactly the solution: the generator guarantees the solution is
   unique, so that is the same as "every rule holds". `mismatches` counts the cells where shading and
   solution differ and is kept up to date on every change, so noticing the win costs nothing.

   Every change goes on the undo ring (cell, mark before), at most UNDO_DEPTH of them. A rule check
   marks the cells at fault on the FAULT page: repeated numbers among unshaded cells of a row or
   column, shaded cells side by side, and unshaded cells cut off from the largest unshaded region.
   The marks stay until the next change. The shell owns the clock, the pause menu and the win screen. */
#pragma bank 255

#include "board_place.h"
#include "board_tables.h"
#include "hitori.h"
#include "io_block.h"
#include "platform.h"
#include "puzzle_api.h"
#include "puzzle_consts.h"
#include "save_io.h"
#include "screen.h"
#include "sound.h"
#include "tiles.h"
#include "wram_pages.h"

#define NO_CELL 0xFFu
#define UNDO_DEPTH 255u
#define MAX_NUMBER 16u

/* The game's pages (emit/cartridge.py: in the banked half of WRAM, apart from the background thread's). */
#define PAGE_FAULT PAGE_PLAY_FAULT          /* 1: the last rule check found this cell at fault */
#define PAGE_REGION PAGE_PLAY_REGION        /* rule check: the unshaded region of each cell */
#define PAGE_TO_VISIT PAGE_PLAY_TO_VISIT    /* rule check: flood fill stack */

#define STATUS_ROW 1u
#define BLINK_PERIOD_MASK 0x3Fu   /* the cursor blinks every 64 frames ... */
#define BLINK_SHOWN_FRAMES 48u    /* ... shown for 48 of them */

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
static uint8_t cursor_shown;
static uint8_t blink_start;         /* frame_count (low byte) when the cursor last moved */

/* ---- drawing ----

   Small boards are drawn with big cells, 2x2 tiles each (core/board_place.c; codegen/emit/font.py's
   hitori_big_tiles), the others with one tile a cell. A big cell's four tiles come from its set
   (white, shaded, circled): 4 a number, top left, top right, bottom left, bottom right. A cell at
   fault keeps its plain set's top right and bottom left tiles and takes its top left and bottom
   right from a flagged set: 2 a number. */

#define SET_WHITE 0u
#define SET_SHADED 1u
#define SET_CIRCLED 2u
#define SET_WHITE_FAULT 3u
#define SET_SHADED_FAULT 4u

static const uint8_t small_sets[5] = {TILE_NUMBERS_WHITE, TILE_NUMBERS_SHADED, TILE_NUMBERS_CIRCLED,
                                      TILE_NUMBERS_WHITE_ERROR, TILE_NUMBERS_SHADED_ERROR};
static const uint8_t big_sets[3] = {TILE_BIG_WHITE, TILE_BIG_SHADED, TILE_BIG_CIRCLED};
static const uint8_t big_flagged_sets[2] = {TILE_BIG_WHITE_ERROR, TILE_BIG_SHADED_ERROR};

static board_place_t place;         /* where the board is, with big cells or not */
static uint8_t quad[4];              /* a big cell's tiles: top left, top right, bottom left, bottom right */

static uint8_t cell_set(uint8_t cell)
{
    uint8_t mark = play_marks[cell];
    if (faults_shown && PAGE_AT(PAGE_FAULT, cell))
        return mark == MARK_SHADED ? SET_SHADED_FAULT : SET_WHITE_FAULT;
    if (mark == MARK_SHADED)
        return SET_SHADED;
    return mark == MARK_CIRCLED ? SET_CIRCLED : SET_WHITE;
}

static uint8_t cell_tile(uint8_t cell)
{
    return small_sets[cell_set(cell)] + cart_io.numbers[cell] - 1u;
}

/* The four tiles of a big cell, into quad[]. */
static void big_cell_tiles(uint8_t cell)
{
    uint8_t set = cell_set(cell);
    uint8_t index = cart_io.numbers[cell] - 1u;
    uint8_t plain = set >= SET_WHITE_FAULT ? set - SET_WHITE_FAULT : set;  /* white or shaded */
    uint8_t first = big_sets[plain] + (uint8_t)(index << 2);
    uint8_t q;
    for (q = 0; q != 4u; q++)
        quad[q] = first + q;
    if (set >= SET_WHITE_FAULT) {
        first = big_flagged_sets[set - SET_WHITE_FAULT] + (uint8_t)(index << 1);
        quad[0] = first;
        quad[3] = first + 1u;
    }
}

static void draw_cell(uint8_t cell)
{
    uint8_t x = cell;
    uint8_t y = 0;
    uint8_t tile;

    while (x >= width) {
        x -= width;
        y++;
    }
    if (place.big) {
        big_cell_tiles(cell);
        board_write_big_cell(&place, x, y, quad, 0);
        return;
    }
    tile = cell_tile(cell);
    screen_write(MAP_BACKGROUND, place.column + x, place.row + y, 1, &tile);
}

static void draw_board(void)
{
    uint8_t x;
    uint8_t y;
    uint8_t cell = 0;
    uint8_t row = place.row;
    uint8_t first;

    for (y = 0; y != height; y++) {
        if (!place.big) {
            for (x = 0; x != width; x++)
                text_line[x] = cell_tile(cell++);
            screen_write(MAP_BACKGROUND, place.column, row++, width, text_line);
            continue;
        }
        first = cell;
        for (x = 0; x != width; x++) {  /* the top halves, then the bottom halves */
            big_cell_tiles(cell++);
            text_line[x << 1] = quad[0];
            text_line[(x << 1) + 1u] = quad[1];
        }
        screen_write(MAP_BACKGROUND, place.column, row++, width << 1, text_line);
        cell = first;
        for (x = 0; x != width; x++) {
            big_cell_tiles(cell++);
            text_line[x << 1] = quad[2];
            text_line[(x << 1) + 1u] = quad[3];
        }
        screen_write(MAP_BACKGROUND, place.column, row++, width << 1, text_line);
    }
}

/* The controls, on the status row while nothing else is said there (the seed is in the pause menu). */
static void draw_status(void)
{
    text_show(0, STATUS_ROW, "A:SHADE  B:CIRCLE");
}

static void show_cursor_sprite(void)
{
    cursor_shown = 1;
    board_show_cursor(&place, cursor_x, cursor_y, TILE_CURSOR, TILE_BIG_CURSOR);
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

/* ---- the puzzle and the marks ---- */

static void count_mismatches(void)
{
    uint8_t cell;
    mismatches = 0;
    for (cell = 0; cell != cell_count; cell++)
        if ((play_marks[cell] == MARK_SHADED) != (cart_io.board[cell] != 0))
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
    uint8_t solution_shaded = cart_io.board[cell] != 0;

    if ((play_marks[cell] == MARK_SHADED) != solution_shaded)
        mismatches--;
    play_marks[cell] = mark;
    if ((mark == MARK_SHADED) != solution_shaded)
        mismatches++;
    draw_cell(cell);
    save_ram_on();
    save_part_set(SAVE_AT(hitori_marks) + cell, mark, SAVE_PART_HITORI_GAME);  /* the check with it */
    save_ram_off();
}

static void begin(void)
{
    shape = hitori_shape_of_size(cart_io.result_width, cart_io.result_height);
    board_place(shape->width, shape->height, 0, 0, &place);
    screen_use_tiles(place.big ? TILE_BLOCK_HITORI_BIG : TILE_BLOCK_HITORI);
    width = shape->width;
    height = shape->height;
    cell_count = shape->cell_count;
    hitori_load_records(shape);
    undo_top = 0;
    undo_depth = 0;
    cursor_x = 0;
    cursor_y = 0;
    cursor_cell = 0;
    faults_shown = 0;
    paused = 1;  /* the cursor shows once the shell reveals the screen: hitori_play_pause(0) */
    count_mismatches();
    draw_status();
    draw_board();
}

void hitori_play_begin(uint8_t resumed) BANKED
{
    uint8_t cell;

    save_ram_on();
    for (cell = 0; cell != HITORI_MAX_CELLS; cell++) {
        if (resumed) {
            cart_io.numbers[cell] = SAVE_RAM->hitori_numbers[cell];
            cart_io.board[cell] = SAVE_RAM->hitori_solution[cell];
            play_marks[cell] = SAVE_RAM->hitori_marks[cell];
        } else {
            SAVE_RAM->hitori_numbers[cell] = cart_io.numbers[cell];
            SAVE_RAM->hitori_solution[cell] = cart_io.board[cell];
            SAVE_RAM->hitori_marks[cell] = MARK_NONE;
            play_marks[cell] = MARK_NONE;
        }
    }
    save_ram_off();
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
    sound_play(effect);
}

static uint8_t undo(void)
{
    if (!undo_depth) {
        sound_play(SOUND_ERROR);
        return 0;
    }
    hide_faults();
    undo_top--;
    undo_depth--;
    set_mark(undo_cell[undo_top], undo_mark[undo_top]);
    sound_play(SOUND_UNDO);
    return PLAY_CHANGED;
}

void hitori_play_restart(void) BANKED
{
    uint8_t cell;
    faults_shown = 0;
    save_ram_on();
    for (cell = 0; cell != cell_count; cell++) {
        play_marks[cell] = MARK_NONE;
        SAVE_RAM->hitori_marks[cell] = MARK_NONE;
    }
    save_ram_off();
    undo_top = 0;
    undo_depth = 0;
    count_mismatches();
    draw_board();
    draw_status();
}

static void move_cursor(uint8_t pressed)
{
    cursor_cell = board_step_cursor(pressed, width, height, &cursor_x, &cursor_y);
    place_cursor();
    sound_play(SOUND_MOVE);
}

/* ---- rule check ---- */

static uint8_t fault_count;

/* The first broken rule the check meets (rows, then columns, then touching shades, then cut-off white
   cells), for the status row: what it is and where. */
#define BROKEN_NONE 0u
#define BROKEN_ROW 1u
#define BROKEN_COLUMN 2u
#define BROKEN_TOUCH 3u
#define BROKEN_CUT_OFF 4u
static uint8_t broken;
static uint8_t broken_cell;
static uint8_t broken_number;

static void first_broken(uint8_t rule, uint8_t cell, uint8_t number)
{
    if (broken == BROKEN_NONE) {
        broken = rule;
        broken_cell = cell;
        broken_number = number;
    }
}

static void fault(uint8_t cell)
{
    if (!PAGE_AT(PAGE_FAULT, cell)) {
        PAGE_AT(PAGE_FAULT, cell) = 1;
        fault_count++;
    }
}

/* Repeated numbers among the unshaded cells of one line: `step` 1 for a row (rule BROKEN_ROW), width
   for a column (BROKEN_COLUMN). */
static void check_line(uint8_t first, uint8_t step, uint8_t length, uint8_t rule)
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
        number = cart_io.numbers[cell];
        if (seen[number]) {
            fault(seen[number] - 1u);
            fault(cell);
            first_broken(rule, cell, number);
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
        record = HITORI_RECORDS[cell] + RECORD_NEIGHBOURS;
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
    broken = BROKEN_NONE;
    for (cell = 0; cell != cell_count; cell++) {
        PAGE_AT(PAGE_FAULT, cell) = 0;
        PAGE_AT(PAGE_REGION, cell) = 0;
    }
    cell = 0;
    for (y = 0; y != height; y++, cell += width)
        check_line(cell, 1, width, BROKEN_ROW);
    for (x = 0; x != width; x++)
        check_line(x, width, height, BROKEN_COLUMN);
    for (cell = 0; cell != cell_count; cell++) {
        if (play_marks[cell] != MARK_SHADED)
            continue;
        record = HITORI_RECORDS[cell] + RECORD_NEIGHBOURS;
        for (x = 0; x != 4u; x++)
            if (record[x] != HITORI_OFF_BOARD && play_marks[record[x]] == MARK_SHADED) {
                fault(cell);
                fault(record[x]);
                first_broken(BROKEN_TOUCH, cell, 0);
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
        if (play_marks[cell] != MARK_SHADED && PAGE_AT(PAGE_REGION, cell) != largest) {
            fault(cell);
            first_broken(BROKEN_CUT_OFF, cell, 0);
        }
}

/* The column and row of a cell, counted from 1 (no division on the device). */
static void place_of(uint8_t cell, uint8_t *x, uint8_t *y)
{
    *y = 1;
    while (cell >= width) {
        cell -= width;
        (*y)++;
    }
    *x = cell + 1u;
}

/* "COLUMN,ROW" of a cell. */
static uint8_t line_place(uint8_t column, uint8_t cell)
{
    uint8_t x;
    uint8_t y;
    place_of(cell, &x, &y);
    column = line_number(column, x);
    column = line_text(column, ",");
    return line_number(column, y);
}

void hitori_play_check(void) BANKED
{
    uint8_t cell;
    uint8_t column;
    uint8_t x;
    uint8_t y;

    check_rules();
    faults_shown = 1;
    for (cell = 0; cell != cell_count; cell++)
        if (PAGE_AT(PAGE_FAULT, cell))
            draw_cell(cell);
    line_clear();
    if (broken == BROKEN_ROW || broken == BROKEN_COLUMN) {  /* "TWO 5S IN ROW 3" */
        column = line_text(0, "TWO ");
        column = line_number(column, broken_number);
        column = line_text(column, broken == BROKEN_ROW ? "S IN ROW " : "S IN COLUMN ");
        place_of(broken_cell, &x, &y);
        line_number(column, broken == BROKEN_ROW ? y : x);
        sound_play(SOUND_ERROR);
    } else if (broken == BROKEN_TOUCH) {
        line_place(line_text(0, "SHADES TOUCH: "), broken_cell);
        sound_play(SOUND_ERROR);
    } else if (broken == BROKEN_CUT_OFF) {
        line_place(line_text(0, "CUT OFF WHITE: "), broken_cell);
        sound_play(SOUND_ERROR);
    } else {
        line_text(0, "NO RULE IS BROKEN");
        sound_play(SOUND_MENU);
    }
    line_show(STATUS_ROW);
}

/* ---- the interface's frame ---- */

void hitori_play_pause(uint8_t now_paused) BANKED
{
    paused = now_paused;
    if (paused) {
        cursor_shown = 0;
        platform_cursor(0, 0xFFu, TILE_CURSOR);
    } else {
        place_cursor();
    }
}

uint8_t hitori_play_input(uint8_t pressed) BANKED
{
    uint8_t events = 0;

    if (pressed & BUTTONS_DPAD)
        move_cursor(pressed);
    if (pressed & BUTTON_A) {
        change(MARK_SHADED, SOUND_SHADE);
        events = PLAY_CHANGED;
    } else if (pressed & BUTTON_B) {
        change(MARK_CIRCLED, SOUND_CIRCLE);
        events = PLAY_CHANGED;
    } else if (pressed & BUTTON_SELECT) {
        events = undo();
    }
    if (!mismatches)
        return events | PLAY_SOLVED;
    blink_cursor();
    return events;
}
