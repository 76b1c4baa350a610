/* Numberlink's game board behind the puzzle interface (puzzle_api.h): numberlink_play_*.

   The puzzle is cart_io's numbers (the ends) and board (the solution's pair of every cell); the
   player's lines are the PLAY page, one 4-bit mask a cell (N, E, S, W), mirrored in the save slot.
   Lines only ever form chains (every cell has at most two), and every chain holds an end: a stroke
   starts at an end or on a chain, cutting another pair's chain erases the piece that no longer
   reaches an end. So "which pair is this cell on" is a walk along the chain to an end.

   Controls, as a Flow player expects: the D-pad moves the cursor; hold A on an end (the path from
   it starts again) or on a drawn path (it is cut back to there) and steer with the D-pad to draw;
   stepping back along the path takes it back; drawing into another pair's path cuts it; reaching
   the other end joins the pair. B erases the path under the cursor; Select undoes the last stroke.

   The game is won when the lines are the solution's: the solution is unique, so that is the same as
   "every pair joined and every cell filled". `mismatches` counts cells whose lines differ from the
   solution's and is kept on every change. Every change goes on the undo ring (cell, lines before),
   with a marker where each stroke began. */
#pragma bank 255

#include "numberlink.h"

#include "io_block.h"
#include "platform.h"
#include "puzzle_api.h"
#include "save_io.h"
#include "sound.h"
#include "tiles.h"

#define STATUS_ROW 1u
#define UNDO_MARK 0xFEu  /* an undo entry that starts a stroke */
#define UNDO_CELL(k) PAGE_AT(PAGE_NL_PLAY_UNDO, (k))
#define UNDO_LINES(k) PAGE_AT(PAGE_NL_PLAY_UNDO_LINES, (k))

static const uint8_t side_bit[4] = {1, 2, 4, 8};

static const nl_size_t *shape;
static uint8_t cursor_x;
static uint8_t cursor_y;
static uint8_t cursor_cell;
static uint8_t drawing;     /* A is held on a stroke */
static uint8_t head;        /* the cell the stroke has reached */
static uint8_t stroke_pair;
static uint8_t paused;
static uint8_t mismatches;
static uint8_t undo_top;
static uint8_t undo_depth;
static uint8_t recording;   /* changes go on the undo ring */

/* ---- drawing ---- */

static uint8_t pair_of(uint8_t cell);

static void draw_cell(uint8_t cell)
{
    uint8_t x = cell;
    uint8_t y = 0;
    uint8_t pair = NL_PLAY(cell) ? pair_of(cell) : 0;
    uint8_t tile = nl_cell_tile(cell, NL_PLAY(cell), pair);
    uint8_t palette = nl_cell_palette(cell, pair);
    while (x >= shape->width) {
        x -= shape->width;
        y++;
    }
    if (nl_place.big) {
        uint8_t quad[4];
        nl_big_cell_tiles(cell, NL_PLAY(cell), pair, quad);
        board_write_big_cell(&nl_place, x, y, quad, palette);
        return;
    }
    screen_write(MAP_BACKGROUND, shape->map_x + x, shape->map_y + y, 1, &tile);
    screen_write_attributes(MAP_BACKGROUND, shape->map_x + x, shape->map_y + y, 1, &palette);
}

static void show_cursor(void)
{
    if (paused)
        platform_cursor(0, 0xFFu, TILE_CURSOR);
    else
        board_show_cursor(&nl_place, cursor_x, cursor_y, TILE_CURSOR, TILE_NL_BIG_CURSOR);
}

static void say(const char *text)
{
    text_show(0, STATUS_ROW, text);
}

/* ---- lines ---- */

static void set_lines(uint8_t cell, uint8_t lines)
{
    uint8_t before = NL_PLAY(cell);
    uint8_t solution;
    if (before == lines)
        return;
    if (recording) {
        UNDO_CELL(undo_top) = cell;
        UNDO_LINES(undo_top) = before;
        undo_top++;
        if (undo_depth != 0xFFu)
            undo_depth++;
    }
    solution = nl_solution_lines(cell);
    if (before == solution)
        mismatches++;
    if (lines == solution)
        mismatches--;
    NL_PLAY(cell) = lines;
    save_ram_on();
    save_part_set(SAVE_AT(numberlink_lines) + cell, lines, SAVE_PART_NUMBERLINK_GAME);  /* the check with it */
    save_ram_off();
    draw_cell(cell);
}

static void join(uint8_t cell, uint8_t d)
{
    uint8_t n = NL_NEIGHBOUR(cell, d);
    set_lines(cell, NL_PLAY(cell) | side_bit[d]);
    set_lines(n, NL_PLAY(n) | side_bit[d ^ 2u]);
}

static void part(uint8_t cell, uint8_t d)
{
    uint8_t n = NL_NEIGHBOUR(cell, d);
    set_lines(cell, NL_PLAY(cell) & (uint8_t)~side_bit[d]);
    set_lines(n, NL_PLAY(n) & (uint8_t)~side_bit[d ^ 2u]);
}

/* The direction of a line of `cell` other than `not_d` (4: none). */
static uint8_t other_side(uint8_t cell, uint8_t not_d)
{
    uint8_t d;
    uint8_t lines = NL_PLAY(cell);
    for (d = 0; d != 4; d++)
        if (d != not_d && (lines & side_bit[d]))
            return d;
    return 4;
}

/* Walk the chain from `cell` leaving by side `d`: the pair of the end it reaches, or 0. */
static uint8_t end_along(uint8_t cell, uint8_t d)
{
    while (d != 4) {
        cell = NL_NEIGHBOUR(cell, d);
        if (cart_io.numbers[cell])
            return cart_io.numbers[cell];
        d = other_side(cell, d ^ 2u);
    }
    return 0;
}

/* The pair of the chain through `cell` (0: no chain, or a chain with no end). */
static uint8_t pair_of(uint8_t cell)
{
    uint8_t d;
    uint8_t pair;
    if (cart_io.numbers[cell])
        return cart_io.numbers[cell];
    for (d = 0; d != 4; d++) {
        if (NL_PLAY(cell) & side_bit[d]) {
            pair = end_along(cell, d);
            if (pair)
                return pair;
        }
    }
    return 0;
}

/* Erase the chain from `cell` onwards through side `d` (cell keeps its other lines). */
static void erase_along(uint8_t cell, uint8_t d)
{
    uint8_t next;
    uint8_t onward;
    while (d != 4) {
        next = NL_NEIGHBOUR(cell, d);
        onward = other_side(next, d ^ 2u);
        part(cell, d);
        cell = next;
        d = onward;
    }
}

/* Erase the whole chain through `cell`. */
static void erase_chain(uint8_t cell)
{
    uint8_t d;
    for (d = 0; d != 4; d++)
        if (NL_PLAY(cell) & side_bit[d])
            erase_along(cell, d);
}

/* Cut a chain at `cell`: its lines go, and a piece left without an end is erased. */
static void cut_at(uint8_t cell)
{
    uint8_t d;
    uint8_t n;
    for (d = 0; d != 4; d++) {
        if (!(NL_PLAY(cell) & side_bit[d]))
            continue;
        n = NL_NEIGHBOUR(cell, d);
        part(cell, d);
        if (!pair_of(n))
            erase_chain(n);
    }
}

/* Keep only the side of `cell`'s chain that leads to an end of `pair` (the first such side). */
static void keep_side_to_end(uint8_t cell, uint8_t pair)
{
    uint8_t d;
    uint8_t keep = 4;
    if (cart_io.numbers[cell])
        return;
    for (d = 0; d != 4; d++)
        if ((NL_PLAY(cell) & side_bit[d]) && keep == 4 && end_along(cell, d) == pair)
            keep = d;
    for (d = 0; d != 4; d++)
        if (d != keep && (NL_PLAY(cell) & side_bit[d]))
            erase_along(cell, d);
}

/* ---- strokes ---- */

static void begin_move(void)
{
    UNDO_CELL(undo_top) = UNDO_MARK;
    UNDO_LINES(undo_top) = 0;
    undo_top++;
    if (undo_depth != 0xFFu)
        undo_depth++;
    recording = 1;
}

static uint8_t start_stroke(void)
{
    uint8_t cell = cursor_cell;
    uint8_t pair = cart_io.numbers[cell];
    if (pair) {
        begin_move();
        erase_chain(cell);
    } else {
        pair = pair_of(cell);
        if (!pair) {
            say("START AT A NUMBER   ");
            sound_play(SOUND_ERROR);
            return 0;
        }
        begin_move();
        keep_side_to_end(cell, pair);
    }
    drawing = 1;
    head = cell;
    stroke_pair = pair;
    sound_play(SOUND_SHADE);
    return PLAY_CHANGED;
}

static void move_cursor_to(uint8_t cell, uint8_t d)
{
    cursor_cell = cell;
    if (d == NL_NORTH)
        cursor_y--;
    else if (d == NL_SOUTH)
        cursor_y++;
    else if (d == NL_EAST)
        cursor_x++;
    else
        cursor_x--;
    show_cursor();
}

/* Is `cell` on the stroke, the chain from the head back to the end it started from? */
static uint8_t on_stroke(uint8_t cell)
{
    uint8_t at = head;
    uint8_t d = other_side(head, 4);
    while (at != cell) {
        if (d == 4)
            return 0;
        at = NL_NEIGHBOUR(at, d);
        d = other_side(at, d ^ 2u);
    }
    return 1;
}

/* One step of the stroke from `head` towards side `d`; PLAY_CHANGED if the lines changed. */
static uint8_t stroke_step(uint8_t d)
{
    uint8_t n = NL_NEIGHBOUR(head, d);
    uint8_t end;
    uint8_t pair;
    uint8_t back;
    uint8_t previous;
    if (n == NL_NONE)
        return 0;
    end = cart_io.numbers[n];
    if (NL_PLAY(head) & side_bit[d]) {           /* one step back along the stroke */
        part(head, d);
    } else if (end && end != stroke_pair) {      /* another pair's end: no way through */
        sound_play(SOUND_ERROR);
        return 0;
    } else if (on_stroke(n)) {                   /* across the stroke: back to there */
        while (head != n) {
            back = other_side(head, 4);
            previous = NL_NEIGHBOUR(head, back);
            part(head, back);
            head = previous;
        }
    } else {
        pair = NL_PLAY(n) || end ? pair_of(n) : 0;
        if (end) {
            erase_chain(n);                      /* the other end: its own start goes */
        } else if (pair == stroke_pair) {
            keep_side_to_end(n, pair);           /* onto the path from the other end */
        } else if (NL_PLAY(n)) {
            cut_at(n);                           /* into another pair's path: cut it */
        }
        join(head, d);
        if (end || pair == stroke_pair) {
            drawing = 0;                         /* the pair is joined */
            recording = 0;
        }
    }
    head = n;
    move_cursor_to(n, d);
    sound_play(SOUND_MOVE);
    return PLAY_CHANGED;
}

static void move_cursor(uint8_t pressed)
{
    cursor_cell = board_step_cursor(pressed, shape->width, shape->height, &cursor_x, &cursor_y);
    show_cursor();
    sound_play(SOUND_MOVE);
}

static uint8_t undo(void)
{
    uint8_t cell;
    recording = 0;
    drawing = 0;
    if (!undo_depth) {
        sound_play(SOUND_ERROR);
        return 0;
    }
    while (undo_depth) {
        undo_top--;
        undo_depth--;
        cell = UNDO_CELL(undo_top);
        if (cell == UNDO_MARK)
            break;
        set_lines(cell, UNDO_LINES(undo_top));
    }
    sound_play(SOUND_UNDO);
    return PLAY_CHANGED;
}

static void draw_hint(void)
{
    say("HOLD A: DRAW  B: DEL");
}

static void forget_undo(void)
{
    undo_top = 0;
    undo_depth = 0;
    recording = 0;
    drawing = 0;
}

/* ---- the interface ---- */

static void count_mismatches(void)
{
    uint8_t cell;
    mismatches = 0;
    for (cell = 0; cell != nl_cells; cell++)
        if (NL_PLAY(cell) != nl_solution_lines(cell))
            mismatches++;
}

void numberlink_play_begin(uint8_t resumed) BANKED
{
    uint8_t cell;
    uint8_t i;
    board_place(cart_io.result_width, cart_io.result_height, 0, 0, &nl_place);
    screen_use_tiles(nl_place.big ? TILE_BLOCK_NUMBERLINK_BIG : TILE_BLOCK_NUMBERLINK);
    for (i = 0; i != NL_SIZE_COUNT; i++)
        if (nl_sizes[i].width == cart_io.result_width && nl_sizes[i].height == cart_io.result_height)
            nl_size = i;
    shape = &nl_sizes[nl_size];
    nl_width = shape->width;
    nl_height = shape->height;
    nl_cells = nl_width * nl_height;
    nl_build_neighbours();
    save_ram_on();
    for (cell = 0; cell != nl_cells; cell++) {
        if (resumed) {
            cart_io.numbers[cell] = SAVE_RAM->numberlink_ends[cell];
            cart_io.board[cell] = SAVE_RAM->numberlink_solution[cell];
            NL_PLAY(cell) = SAVE_RAM->numberlink_lines[cell] & 0x0Fu;
        } else {
            SAVE_RAM->numberlink_ends[cell] = cart_io.numbers[cell];
            SAVE_RAM->numberlink_solution[cell] = cart_io.board[cell];
            SAVE_RAM->numberlink_lines[cell] = 0;
            NL_PLAY(cell) = 0;
        }
    }
    save_ram_off();
    forget_undo();
    cursor_x = 0;
    cursor_y = 0;
    cursor_cell = 0;
    paused = 1;  /* the cursor shows once the shell reveals the screen: numberlink_play_pause(0) */
    count_mismatches();
    draw_hint();
    nl_draw_board(NL_SHOW_PLAY);
}

uint8_t numberlink_play_input(uint8_t pressed) BANKED
{
    uint8_t held = platform_buttons();
    uint8_t d;
    uint8_t events = 0;

    if (drawing && !(held & BUTTON_A)) {
        drawing = 0;
        recording = 0;
    }
    if (pressed & BUTTON_SELECT)
        return undo();
    if (pressed & BUTTON_B) {
        recording = 0;
        drawing = 0;
        if (!NL_PLAY(cursor_cell)) {
            sound_play(SOUND_ERROR);
            return 0;
        }
        begin_move();
        erase_chain(cursor_cell);
        recording = 0;
        sound_play(SOUND_CIRCLE);
        return PLAY_CHANGED;
    }
    if (pressed & BUTTON_A)
        events |= start_stroke();
    if (pressed & (BUTTON_UP | BUTTON_DOWN | BUTTON_LEFT | BUTTON_RIGHT)) {
        if (drawing && (held & BUTTON_A)) {
            d = pressed & BUTTON_UP ? NL_NORTH : pressed & BUTTON_RIGHT ? NL_EAST
                : pressed & BUTTON_DOWN ? NL_SOUTH : NL_WEST;
            events |= stroke_step(d);
        } else if (!(held & BUTTON_A)) {
            move_cursor(pressed);
        }
    }
    if (events && !mismatches) {
        drawing = 0;
        recording = 0;
        events |= PLAY_SOLVED;
    }
    return events;
}

void numberlink_play_restart(void) BANKED
{
    uint8_t cell;
    forget_undo();
    for (cell = 0; cell != nl_cells; cell++)
        set_lines(cell, 0);
    draw_hint();
}

/* The rule check, in words a player can act on: the first pair (by number) whose ends are not joined,
   else the first empty cell (column,row from 1), else all joined. */
void numberlink_play_check(void) BANKED
{
    uint8_t cell;
    uint8_t pair;
    uint8_t open_pair = 0;
    uint8_t empty = NL_NONE;
    uint8_t column;
    uint8_t x;
    uint8_t y;
    for (cell = 0; cell != nl_cells; cell++) {
        pair = cart_io.numbers[cell];
        if (pair) {
            if ((!open_pair || pair < open_pair) && end_along(cell, other_side(cell, 4)) != pair)
                open_pair = pair;
        } else if (!NL_PLAY(cell) && empty == NL_NONE) {
            empty = cell;
        }
    }
    line_clear();
    if (open_pair) {
        column = line_text(0, "PAIR ");
        if (open_pair <= 9u)  /* its label: 1-9, then A-Z */
            column = line_number(column, open_pair);
        else
            text_line[column++] = (uint8_t)('A' - FONT_FIRST_CHAR) + open_pair - 10u;
        line_text(column, " IS NOT JOINED");
    } else if (empty != NL_NONE) {
        x = empty;
        y = 1;
        while (x >= nl_width) {
            x -= nl_width;
            y++;
        }
        column = line_text(0, "EMPTY CELL AT ");
        column = line_number(column, x + 1u);
        column = line_text(column, ",");
        line_number(column, y);
    } else {
        line_text(0, "ALL JOINED");
    }
    line_show(STATUS_ROW);
}

void numberlink_play_pause(uint8_t now_paused) BANKED
{
    paused = now_paused;
    show_cursor();
}
