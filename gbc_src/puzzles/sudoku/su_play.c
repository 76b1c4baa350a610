/* Sudoku's game behind the puzzle interface (puzzle_api.h): sudoku_play_*.

   The puzzle is cart_io's numbers (the clues) and board (region << 4 | the solution's number); the
   player's numbers are the ENTRY page and their pencil marks MARKS and MARKS_9, mirrored in the save
   slot. The game is won when every open cell holds the solution's number: the solution is unique,
   so that is the same as "every unit holds every number once". `mismatches` counts the open cells
   that do not, and is kept on every change.

   Controls: the D-pad moves the cursor. A on an open cell opens the number row on the status line,
   on the number last used: Left and Right choose, A writes the number into the cell (the cell's own
   number, or X, empties it), B sets or clears that pencil mark and keeps the row open for more,
   Select closes it. B on the board empties the cell (its number, else its marks); Select undoes the
   last change. Every change goes on the undo ring (cell, its number and marks before). */
#pragma bank 255

#include "sudoku.h"

#include "io_block.h"
#include "platform.h"
#include "puzzle_api.h"
#include "save_io.h"
#include "sound.h"
#include "tiles.h"

#define STATUS_ROW 1u
#define UNDO_CELL(k) PAGE_AT(PAGE_SU_UNDO_CELL, (k))
#define UNDO_ENTRY(k) PAGE_AT(PAGE_SU_UNDO_ENTRY, (k))
#define UNDO_MARKS(k) PAGE_AT(PAGE_SU_UNDO_MARKS, (k))
#define UNDO_MARKS_9(k) PAGE_AT(PAGE_SU_UNDO_MARKS_9, (k))

static const su_size_t *shape;
/* The saved game's own fields, Sudoku's or Jigsaw Sudoku's: two parts laid out alike (both list the
   same save_fields; a test holds them so), so a field of the game played is Sudoku's field shifted
   by the distance between the parts. */
static const uint16_t game_parts[2][3] = { { SAVE_PART_SUDOKU_GAME }, { SAVE_PART_JIGSAW_GAME } };
static uint8_t game;  /* game_parts' index: 0 Sudoku, 1 Jigsaw Sudoku */
static uint16_t game_shift;  /* game_parts[game]'s distance from Sudoku's, set once a game begins */
#define GAME_AT(field) (SAVE_AT(sudoku_##field) + game_shift)
#define GAME(field) game_field(SAVE_AT(sudoku_##field))

/* The game played's saved field at Sudoku's offset `offset`. A function: SDCC 4.2 dropped the high
   bytes of the sum when the save's address, the field's offset and the shift were one expression. */
static uint8_t *game_field(uint16_t offset)
{
    offset += game_shift;
    return (uint8_t *)SAVE_RAM + offset;
}

static uint8_t cursor_x;
static uint8_t cursor_y;
static uint8_t cursor_cell;
static uint8_t paused;
static uint8_t picking;     /* the number row is open */
static uint8_t pick;        /* its choice: 1..n, or n + 1 for X (empty) */
static uint8_t mismatches;
static uint8_t faults;      /* cells the last rule check faulted, still shown */
static uint8_t undo_top;
static uint8_t undo_depth;

static uint8_t solution_of(uint8_t cell)
{
    return cart_io.board[cell] & 0x0Fu;
}

/* ---- the status row ---- */

static void say(const char *text)
{
    text_show(0, STATUS_ROW, text);
}

static void draw_hint(void)
{
    say("A:NUMBER  B:ERASE");
}

/* " 1 2 3 4 5 6 7 8 9 X" with '>' before the choice */
static void draw_picker(void)
{
    uint8_t i;
    line_clear();
    for (i = 1; i <= su_order; i++)
        text_line[i + i - 1u] = (uint8_t)('0' - FONT_FIRST_CHAR) + i;
    text_line[i + i - 1u] = (uint8_t)('X' - FONT_FIRST_CHAR);
    text_line[pick + pick - 2u] = (uint8_t)('>' - FONT_FIRST_CHAR);
    line_show(STATUS_ROW);
}

static void show_cursor(void)
{
    if (paused)
        platform_cursor(0, 0xFFu, TILE_CURSOR);
    else
        platform_cursor((uint8_t)((shape->map_x + cursor_x) << 3), (uint8_t)((shape->map_y + cursor_y) << 3),
                        TILE_CURSOR);
}

/* ---- changes ---- */

static void clear_faults(void)
{
    uint8_t cell;
    if (!faults)
        return;
    faults = 0;
    for (cell = 0; cell != su_cells; cell++) {
        if (SU_MARKS_9(cell) & SU_FAULT) {
            SU_MARKS_9(cell) &= (uint8_t)~SU_FAULT;
            su_draw_cell(cell);
        }
    }
}

static void game_set(uint16_t at, uint8_t value)
{
    const uint16_t *part = game_parts[game];
    save_part_set(at, value, part[0], part[1], part[2]);
}

/* Cell `cell` to number `entry` and marks `marks`/`mark_9`: saved (the check with it), drawn, and on
   the undo ring when `record`. */
static void set_cell(uint8_t cell, uint8_t entry, uint8_t marks, uint8_t mark_9, uint8_t record)
{
    uint8_t solution = solution_of(cell);
    if (record) {
        UNDO_CELL(undo_top) = cell;
        UNDO_ENTRY(undo_top) = SU_ENTRY(cell);
        UNDO_MARKS(undo_top) = SU_MARKS(cell);
        UNDO_MARKS_9(undo_top) = SU_MARKS_9(cell) & 1u;
        undo_top++;
        if (undo_depth != 0xFFu)
            undo_depth++;
    }
    clear_faults();
    if (SU_ENTRY(cell) == solution)
        mismatches++;
    if (entry == solution)
        mismatches--;
    SU_ENTRY(cell) = entry;
    SU_MARKS(cell) = marks;
    SU_MARKS_9(cell) = mark_9;
    save_ram_on();
    game_set(GAME_AT(entries) + cell, entry);
    game_set(GAME_AT(marks) + cell, marks);
    game_set(GAME_AT(marks_9) + cell, mark_9);
    save_ram_off();
    su_draw_cell(cell);
}

static uint8_t solved_events(void)
{
    if (mismatches)
        return PLAY_CHANGED;
    picking = 0;
    return PLAY_CHANGED | PLAY_SOLVED;
}

static uint8_t undo(void)
{
    uint8_t k;
    if (!undo_depth) {
        sound_play(SOUND_ERROR);
        return 0;
    }
    undo_top--;
    undo_depth--;
    k = undo_top;
    set_cell(UNDO_CELL(k), UNDO_ENTRY(k), UNDO_MARKS(k), UNDO_MARKS_9(k), 0);
    sound_play(SOUND_UNDO);
    return solved_events();
}

/* ---- the number row ---- */

static uint8_t picker_input(uint8_t pressed)
{
    uint8_t cell = cursor_cell;
    uint8_t entry;
    if (pressed & BUTTON_SELECT) {
        picking = 0;
        draw_hint();
        return 0;
    }
    if (pressed & (BUTTON_LEFT | BUTTON_RIGHT)) {
        if (pressed & BUTTON_LEFT)
            pick = pick == 1u ? su_order + 1u : pick - 1u;
        else
            pick = pick == su_order + 1u ? 1u : pick + 1u;
        draw_picker();
        sound_play(SOUND_MOVE);
        return 0;
    }
    if (pressed & BUTTON_A) {
        entry = pick > su_order || pick == SU_ENTRY(cell) ? 0 : pick;
        picking = 0;
        draw_hint();
        set_cell(cell, entry, SU_MARKS(cell), SU_MARKS_9(cell) & 1u, 1);
        sound_play(entry ? SOUND_SHADE : SOUND_CIRCLE);
        return solved_events();
    }
    if (pressed & BUTTON_B) {
        if (pick > su_order)
            set_cell(cell, SU_ENTRY(cell), 0, 0, 1);
        else if (pick == 9u)
            set_cell(cell, SU_ENTRY(cell), SU_MARKS(cell), (SU_MARKS_9(cell) & 1u) ^ 1u, 1);
        else
            set_cell(cell, SU_ENTRY(cell), SU_MARKS(cell) ^ (uint8_t)(1u << (pick - 1u)), SU_MARKS_9(cell) & 1u, 1);
        sound_play(SOUND_CIRCLE);
        return PLAY_CHANGED;
    }
    return 0;
}

/* ---- the board ---- */

static void move_cursor(uint8_t pressed)
{
    cursor_cell = board_step_cursor(pressed, su_order, su_order, &cursor_x, &cursor_y);
    show_cursor();
    sound_play(SOUND_MOVE);
}

uint8_t sudoku_play_input(uint8_t pressed) BANKED
{
    uint8_t cell = cursor_cell;
    if (picking)
        return picker_input(pressed);
    if (pressed & BUTTON_SELECT)
        return undo();
    if (pressed & (BUTTON_UP | BUTTON_DOWN | BUTTON_LEFT | BUTTON_RIGHT)) {
        move_cursor(pressed);
        return 0;
    }
    if (pressed & (BUTTON_A | BUTTON_B) && cart_io.numbers[cell]) {
        say("A CLUE CANNOT CHANGE");
        sound_play(SOUND_ERROR);
        return 0;
    }
    if (pressed & BUTTON_A) {
        if (SU_ENTRY(cell))
            pick = SU_ENTRY(cell);
        picking = 1;
        draw_picker();
        sound_play(SOUND_MENU);
        return 0;
    }
    if (pressed & BUTTON_B) {
        if (SU_ENTRY(cell))
            set_cell(cell, 0, SU_MARKS(cell), SU_MARKS_9(cell) & 1u, 1);
        else if (SU_MARKS(cell) || (SU_MARKS_9(cell) & 1u))
            set_cell(cell, 0, 0, 0, 1);
        else {
            sound_play(SOUND_ERROR);
            return 0;
        }
        sound_play(SOUND_CIRCLE);
        return PLAY_CHANGED;
    }
    return 0;
}

/* ---- the interface ---- */

static void forget_undo(void)
{
    undo_top = 0;
    undo_depth = 0;
}

void su_play_begin_as(uint8_t puzzle, uint8_t resumed) BANKED
{
    uint8_t cell;
    su_puzzle = puzzle;
    game = puzzle == PUZZLE_JIGSAW;
    game_shift = game_parts[game][0];
    game_shift -= game_parts[0][0];
    screen_use_tiles(TILE_BLOCK_SUDOKU);
    save_ram_on();
    if (resumed) {
        cart_io.result_width = *GAME(order);
        cart_io.result_height = *GAME(order);
    } else {
        *GAME(order) = cart_io.result_width;
    }
    su_board_of_result();
    shape = &su_sizes[su_size];
    mismatches = 0;
    for (cell = 0; cell != su_cells; cell++) {
        if (resumed) {
            cart_io.numbers[cell] = GAME(clues)[cell];
            cart_io.board[cell] = GAME(board)[cell];
            SU_ENTRY(cell) = GAME(entries)[cell];
            SU_MARKS(cell) = GAME(marks)[cell];
            SU_MARKS_9(cell) = GAME(marks_9)[cell] & 1u;
        } else {
            GAME(clues)[cell] = cart_io.numbers[cell];
            GAME(board)[cell] = cart_io.board[cell];
            GAME(entries)[cell] = 0;
            GAME(marks)[cell] = 0;
            GAME(marks_9)[cell] = 0;
            SU_ENTRY(cell) = 0;
            SU_MARKS(cell) = 0;
            SU_MARKS_9(cell) = 0;
        }
        if (!cart_io.numbers[cell] && SU_ENTRY(cell) != solution_of(cell))
            mismatches++;
    }
    save_ram_off();
    forget_undo();
    cursor_x = 0;
    cursor_y = 0;
    cursor_cell = 0;
    picking = 0;
    pick = 1;
    faults = 0;
    paused = 1;  /* the cursor shows once the shell reveals the screen: sudoku_play_pause(0) */
    draw_hint();
    su_draw_board(0);
}

void sudoku_play_restart(void) BANKED
{
    uint8_t cell;
    forget_undo();
    picking = 0;
    for (cell = 0; cell != su_cells; cell++)
        if (SU_ENTRY(cell) || SU_MARKS(cell) || (SU_MARKS_9(cell) & 1u))
            set_cell(cell, 0, 0, 0, 0);
    draw_hint();
}

/* The rule check: every number that a row, column or region holds twice is faulted (drawn dark),
   and the status row names the first: "5 TWICE IN A ROW"; else how many cells are still empty. */
void sudoku_play_check(void) BANKED
{
    static const char *const unit_names[3] = {"REGION", "ROW", "COLUMN"};
    uint16_t seen[27];
    uint16_t twice[27];
    uint8_t units[3];
    uint8_t x, y, cell, number, k, column;
    uint8_t empty = 0;
    uint8_t first_number = 0;
    uint8_t first_kind = 0;
    uint16_t bit;
    picking = 0;
    clear_faults();
    for (k = 0; k != 3u * su_order; k++) {
        seen[k] = 0;
        twice[k] = 0;
    }
    for (k = 0; k != 2u; k++) {
        cell = 0;
        for (y = 0; y != su_order; y++) {
            for (x = 0; x != su_order; x++, cell++) {
                number = cart_io.numbers[cell] ? cart_io.numbers[cell] : SU_ENTRY(cell);
                if (!number) {
                    if (!k)
                        empty++;
                    continue;
                }
                bit = (uint16_t)1u << number;
                units[0] = cart_io.board[cell] >> 4;
                units[1] = su_order + y;
                units[2] = su_order + su_order + x;
                for (column = 0; column != 3u; column++) {
                    if (!k) {
                        if (seen[units[column]] & bit)
                            twice[units[column]] |= bit;
                        seen[units[column]] |= bit;
                    } else if (twice[units[column]] & bit) {
                        if (!faults) {
                            first_number = number;
                            first_kind = column;
                        }
                        if (!(SU_MARKS_9(cell) & SU_FAULT)) {
                            SU_MARKS_9(cell) |= SU_FAULT;
                            faults++;
                            su_draw_cell(cell);
                        }
                    }
                }
            }
        }
    }
    line_clear();
    if (faults) {
        column = line_number(0, first_number);
        column = line_text(column, " TWICE IN A ");
        line_text(column, unit_names[first_kind]);
    } else {
        column = line_text(0, "NO REPEATS, ");
        column = line_number(column, empty);
        line_text(column, " EMPTY");
    }
    line_show(STATUS_ROW);
}

/* Pausing closes the number row (the status line then shows the hint again on the way back); what
   the rule check said stays. */
void sudoku_play_pause(uint8_t now_paused) BANKED
{
    paused = now_paused;
    if (paused && picking) {
        picking = 0;
        draw_hint();
    }
    show_cursor();
}

void sudoku_play_begin(uint8_t resumed) BANKED
{
    su_play_begin_as(PUZZLE_SUDOKU, resumed);
}
