/* Palisade's game board behind the puzzle interface (puzzle_api.h): palisade_play_*, and the board
   drawing the explorer shares.

   The puzzle is cart_io's numbers (the clues, PAL_NONE: none) and board (the solution's region of
   every cell); the player's marks are the PLAY page, one byte a cell holding its east side (bits 0-1)
   and south side (bits 2-3) as the solver writes sides (unknown, border, open), mirrored in the save
   slot. A cell's north and west sides are the south and east sides of the cells above and to its left;
   the grid's edge is a border that cannot be changed. Each cell is one tile that shows its north and
   west sides and its clue (codegen/puzzles/palisade/tiles.py), so a changed side redraws one tile: the
   cell below it or right of it.

   Controls: the D-pad moves the cursor from cell to cell. Holding A, a direction draws a border on that
   side of the cell (again: takes it away); holding B, a direction marks the side open, "no border"
   (again: unmarks it). Select undoes the last change, as often as the ring holds.

   The game is won when the borders drawn are the solution's borders (open marks and unknown sides both
   count as no border): the solution is unique, so that is the same as "every region has K cells and
   every clue counts its borders". `mismatches` counts the sides where they differ and is kept on every
   change. */
#pragma bank 255

#include <string.h>

#include "palisade.h"

#include "board_place.h"
#include "io_block.h"
#include "platform.h"
#include "puzzle_api.h"
#include "save_io.h"
#include "sound.h"
#include "tiles.h"

#define STATUS_ROW 1u
#define MARK_FAULT 0x10u  /* PLAY bit: the rule check faults this clue */
#define MARK_FILLED 0x20u  /* PLAY bit: the cell's area, fenced by the player's walls, has exactly K cells */
#define MARK_SIDES 0x0Fu  /* PLAY bits: the marks of the east and south sides */
#define EAST_SHIFT 0u
#define SOUTH_SHIFT 2u
#define UNDO_CELL(k) PAGE_AT(PAGE_PAL_UNDO_CELL, (k))
#define UNDO_MARKS(k) PAGE_AT(PAGE_PAL_UNDO_MARKS, (k))
#define AREA(cell) PAGE_AT(PAGE_PAL_AREA, (cell))
#define AREA_STACK(i) PAGE_AT(PAGE_PAL_AREA_STACK, (i))
#define NO_AREA 0xFFu

static const uint8_t edge_bit[4] = DIV_EDGE_BITS;

static const pal_size_t *shape;
static uint8_t cursor_x;
static uint8_t cursor_y;
static uint8_t cursor_cell;
static uint8_t paused;
static uint8_t mismatches;
static uint8_t faults_shown;  /* clue cells drawn at fault since the last check */
static uint8_t undo_top;
static uint8_t undo_depth;
static uint8_t fill_later;  /* set_marks leaves the regions' fill to its caller (a restart) */

/* ---- sides ---- */

/* The state of side d of the cell as the player has marked it (the grid's edge: a border). */
static uint8_t mark_of(uint8_t cell, uint8_t d)
{
    if (DIV_EDGES(cell) & edge_bit[d])
        return PAL_BORDER;
    if (d == DIV_EAST)
        return PAL_PLAY(cell) & 3u;
    if (d == DIV_SOUTH)
        return (uint8_t)(PAL_PLAY(cell) >> SOUTH_SHIFT) & 3u;
    if (d == DIV_WEST)
        return PAL_PLAY((uint8_t)(cell - 1u)) & 3u;
    return (uint8_t)(PAL_PLAY((uint8_t)(cell - div_width)) >> SOUTH_SHIFT) & 3u;
}

/* Is side d (east or south) of the cell a border in the solution? */
static uint8_t solution_border(uint8_t cell, uint8_t d)
{
    return cart_io.board[cell] != cart_io.board[(uint8_t)(cell + div_step[d])];
}

/* ---- drawing ---- */

static void cell_position(uint8_t cell, uint8_t *x, uint8_t *y)
{
    uint8_t row = 0;
    while (cell >= div_width) {
        cell -= div_width;
        row++;
    }
    *x = cell;
    *y = row;
}

static uint8_t cell_content(uint8_t cell)
{
    uint8_t clue = cart_io.numbers[cell];
    if (clue == PAL_NONE)
        return 0;
    return (uint8_t)(1u + clue + ((PAL_PLAY(cell) & MARK_FAULT) ? PAL_CLUE_DIGITS : 0u));
}

static uint8_t filled(uint8_t cell)
{
    return PAL_PLAY(cell) & MARK_FILLED;
}

/* A filled cell's content (tiles.py's filled tiles), or PAL_NONE where it keeps its own tile: not
   filled, or a clue at fault. */
static uint8_t filled_content(uint8_t cell)
{
    uint8_t clue = cart_io.numbers[cell];
    if (!filled(cell) || (PAL_PLAY(cell) & MARK_FAULT))
        return PAL_NONE;
    return clue == PAL_NONE ? 0 : (uint8_t)(clue + 1u);
}

/* ---- big cells: every cell, side and grid point a tile of its own (tiles.py), when they fit ----

   Board tile (column c, row r) from the top-left grid point: both odd, the cell (c / 2, r / 2); c even
   and r odd, the side west of that row's cell c / 2 (c = 2w: the east edge); c odd and r even, the
   side north of cell c / 2 of row r / 2 (r = 2h: the south edge); both even, a grid point. */

static board_place_t place;

/* The first cell of each row (y * width: the SM83 multiplies in a loop), for the big cells' tiles. */
#define ROW_STARTS 16u
static uint8_t row_start[ROW_STARTS];
typedef char rows_fit[PAL_MAX_HEIGHT < ROW_STARTS ? 1 : -1];

static void set_row_starts(void)
{
    uint8_t y;
    uint8_t start = 0;
    for (y = 0; y != ROW_STARTS; y++) {
        row_start[y] = start;
        start += div_width;
    }
}

/* The state of the side west of cell (x, y), x = 0..w (the grid's edges: a border). */
static uint8_t west_side(uint8_t x, uint8_t y)
{
    if (x == 0 || x == div_width)
        return PAL_BORDER;
    return PAL_PLAY((uint8_t)(row_start[y] + x - 1u)) & 3u;
}

/* The state of the side north of cell (x, y), y = 0..h. */
static uint8_t north_side(uint8_t x, uint8_t y)
{
    if (y == 0 || y == div_height)
        return PAL_BORDER;
    return (uint8_t)(PAL_PLAY((uint8_t)(row_start[y - 1u] + x)) >> SOUTH_SHIFT) & 3u;
}

/* The grid point at the top-left corner of cell (x, y), x = 0..w, y = 0..h: its arms' states (off
   the board: none, drawn as open). */
static uint8_t point_tile(uint8_t x, uint8_t y)
{
    uint8_t cell;
    uint8_t north = y ? west_side(x, y - 1u) : PAL_OPEN;
    uint8_t south = y != div_height ? west_side(x, y) : PAL_OPEN;
    uint8_t west = x ? north_side(x - 1u, y) : PAL_OPEN;
    uint8_t east = x != div_width ? north_side(x, y) : PAL_OPEN;
    if (x && y && x != div_width && y != div_height && north != PAL_BORDER && south != PAL_BORDER
            && west != PAL_BORDER && east != PAL_BORDER) {
        cell = (uint8_t)(row_start[y] + x);  /* inside a filled region: its four cells filled */
        if (filled(cell) && filled((uint8_t)(cell - 1u)) && filled((uint8_t)(cell - div_width))
                && filled((uint8_t)(cell - div_width - 1u)))
            return TILE_PAL_BIG_FILL;
    }
    return (uint8_t)(TILE_PAL_BIG_POINTS + ((north * 3u + east) * 3u + south) * 3u + west);
}

static uint8_t big_tile(uint8_t column, uint8_t row)
{
    uint8_t x = column >> 1;
    uint8_t y = row >> 1;
    uint8_t cell = (uint8_t)(row_start[y] + x);
    uint8_t state;
    if (column & 1u) {
        if (row & 1u) {
            state = filled_content(cell);
            return state != PAL_NONE ? TILE_PAL_BIG_FILLED + state : TILE_PAL_BIG_CELLS + cell_content(cell);
        }
        state = north_side(x, y);  /* a side inside a filled region is fill */
        if (state != PAL_BORDER && filled(cell))
            return TILE_PAL_BIG_FILL;
        return TILE_PAL_BIG_HSIDES + state;
    }
    if (row & 1u) {
        state = west_side(x, y);
        if (state != PAL_BORDER && filled(cell))
            return TILE_PAL_BIG_FILL;
        return TILE_PAL_BIG_VSIDES + state;
    }
    return point_tile(x, y);
}

/* A cell's tile, its north and west sides and three of its corners: what a change of the cell's clue
   mark or of its north or west side changes (set_marks draws the cell below or right of a side). Its
   three rows go to the screen as three runs: the north corner, side and corner; the west side and the
   cell; the south-west corner. */
static void draw_big_cell(uint8_t x, uint8_t y)
{
    uint8_t column = (uint8_t)(x << 1);
    uint8_t row = (uint8_t)(y << 1);
    uint8_t tiles[3];
    tiles[0] = big_tile(column, row);
    tiles[1] = big_tile(column + 1u, row);
    tiles[2] = big_tile(column + 2u, row);
    screen_write(MAP_BACKGROUND, place.column + column, place.row + row, 3, tiles);
    tiles[0] = big_tile(column, row + 1u);
    tiles[1] = big_tile(column + 1u, row + 1u);
    screen_write(MAP_BACKGROUND, place.column + column, place.row + row + 1u, 2, tiles);
    tiles[0] = big_tile(column, row + 2u);
    screen_write(MAP_BACKGROUND, place.column + column, place.row + row + 2u, 1, tiles);
}

static void draw_big_board(void)
{
    uint8_t row;
    uint8_t column;
    uint8_t columns = (uint8_t)((div_width << 1) + 1u);
    for (row = 0; row != (uint8_t)((div_height << 1) + 1u); row++) {
        for (column = 0; column != columns; column++)
            text_line[column] = big_tile(column, row);
        screen_write(MAP_BACKGROUND, place.column, place.row + row, columns, text_line);
    }
}

/* ---- small cells: one tile a cell, showing its north and west sides ---- */

static void draw_cell(uint8_t cell)
{
    uint8_t x;
    uint8_t y;
    uint8_t tile;
    cell_position(cell, &x, &y);
    if (place.big) {
        draw_big_cell(x, y);
        return;
    }
    tile = filled_content(cell);
    if (tile != PAL_NONE)
        tile = (uint8_t)(TILE_PAL_FILLED + ((mark_of(cell, DIV_NORTH) == PAL_BORDER ? 2u : 0u)
                                            + (mark_of(cell, DIV_WEST) == PAL_BORDER ? 1u : 0u)) * PAL_FILLED_CONTENTS
                         + tile);
    else
        tile = (uint8_t)(TILE_PAL_CELLS + (mark_of(cell, DIV_NORTH) * 3u + mark_of(cell, DIV_WEST)) * PAL_TILE_CONTENTS
                         + cell_content(cell));
    screen_write(MAP_BACKGROUND, shape->map_x + x, shape->map_y + y, 1, &tile);
}

/* Every cell, then the east edge's column and the south edge's row (the explorer's board, and the
   game's when its cells are small). */
void pal_draw_board(void) BANKED
{
    uint8_t cell;
    uint8_t y;
    uint8_t tile;
    shape = &pal_sizes[pal_size];
    if (place.big) {
        draw_big_board();
        return;
    }
    for (cell = 0; cell != div_cells; cell++)
        draw_cell(cell);
    tile = TILE_PAL_EDGE_EAST;
    for (y = 0; y != div_height; y++)
        screen_write(MAP_BACKGROUND, shape->map_x + div_width, shape->map_y + y, 1, &tile);
    line_clear();
    for (y = 0; y != div_width; y++)
        text_line[y] = TILE_PAL_EDGE_SOUTH;
    text_line[div_width] = TILE_PAL_EDGE_CORNER;
    screen_write(MAP_BACKGROUND, shape->map_x, shape->map_y + div_height, div_width + 1u, text_line);
}

/* The explorer draws small cells where the explorer's board goes (pal_sizes' map_x, map_y). */
void pal_explorer_board(void) BANKED
{
    place.big = 0;
    pal_draw_board();
}

/* PLAY for the explorer: no marks (`solution` 0), or the solution's borders and open sides. */
void pal_marks_show(uint8_t solution) BANKED
{
    uint8_t cell;
    uint8_t marks;
    for (cell = 0; cell != div_cells; cell++) {
        marks = 0;
        if (solution) {
            if (!(DIV_EDGES(cell) & DIV_EDGE_E))
                marks |= solution_border(cell, DIV_EAST) ? PAL_BORDER : PAL_OPEN;
            if (!(DIV_EDGES(cell) & DIV_EDGE_S))
                marks |= (uint8_t)((solution_border(cell, DIV_SOUTH) ? PAL_BORDER : PAL_OPEN) << SOUTH_SHIFT);
        }
        PAL_PLAY(cell) = marks;
    }
}

/* Big cells: four sprites framing the cell inside its walls, from 4 pixels up and left of its tile. */
static void show_cursor(void)
{
    if (paused)
        platform_cursor(0, 0xFFu, TILE_PAL_CURSOR);
    else if (place.big)
        platform_cursor_big((uint8_t)(((place.column + (cursor_x << 1) + 1u) << 3) - 4u),
                            (uint8_t)(((place.row + (cursor_y << 1) + 1u) << 3) - 4u), TILE_PAL_BIG_CURSOR);
    else
        platform_cursor((uint8_t)((shape->map_x + cursor_x) << 3), (uint8_t)((shape->map_y + cursor_y) << 3),
                        TILE_PAL_CURSOR);
}

static void say(const char *text)
{
    text_show(0, STATUS_ROW, text);
}

static void draw_hint(void)
{
    say("A+ARROW:WALL B:OPEN");
}

/* ---- marks ---- */

/* Take the fault marks of the last rule check off the board. */
static void clear_faults(void)
{
    uint8_t cell;
    if (!faults_shown)
        return;
    faults_shown = 0;
    for (cell = 0; cell != div_cells; cell++) {
        if (PAL_PLAY(cell) & MARK_FAULT) {
            PAL_PLAY(cell) &= (uint8_t)~MARK_FAULT;
            draw_cell(cell);
        }
    }
}

static void fill_areas_of(uint8_t cell, uint8_t other);

/* The player's marks of a cell's east and south sides become `marks` (its other PLAY bits stay):
   counted, saved, drawn, and the regions they close or open filled or emptied. */
static void set_marks(uint8_t cell, uint8_t marks, uint8_t remember)
{
    uint8_t before = PAL_PLAY(cell);
    uint8_t d;
    uint8_t shift;
    uint8_t was;
    uint8_t now;
    marks = (uint8_t)((marks & MARK_SIDES) | (before & (uint8_t)~MARK_SIDES));
    if (before == marks)
        return;
    if (remember) {
        UNDO_CELL(undo_top) = cell;
        UNDO_MARKS(undo_top) = before;
        undo_top++;
        if (undo_depth != 0xFFu)
            undo_depth++;
    }
    for (d = DIV_EAST; d != DIV_WEST; d++) {
        if (DIV_EDGES(cell) & edge_bit[d])
            continue;
        shift = d == DIV_EAST ? EAST_SHIFT : SOUTH_SHIFT;
        was = (uint8_t)((before >> shift) & 3u) == PAL_BORDER;
        now = (uint8_t)((marks >> shift) & 3u) == PAL_BORDER;
        if (was == now)
            continue;
        if (was == solution_border(cell, d))
            mismatches++;
        else
            mismatches--;
    }
    PAL_PLAY(cell) = marks;
    save_ram_on();
    save_part_set(SAVE_AT(palisade_sides) + cell, marks & MARK_SIDES, SAVE_PART_PALISADE_GAME);  /* the check with it */
    save_ram_off();
    if (!(DIV_EDGES(cell) & DIV_EDGE_E))
        draw_cell((uint8_t)(cell + 1u));
    if (!(DIV_EDGES(cell) & DIV_EDGE_S))
        draw_cell((uint8_t)(cell + div_width));
    /* a wall put up or taken down changes the areas on its two sides (one mark changes at a time) */
    if (fill_later)
        return;
    if ((uint8_t)((before ^ marks) & (3u << EAST_SHIFT)))
        fill_areas_of(cell, (uint8_t)(cell + 1u));
    if ((uint8_t)((before ^ marks) & (3u << SOUTH_SHIFT)))
        fill_areas_of(cell, (uint8_t)(cell + div_width));
}

/* Holding A (border) or B (open), a direction: that side of the cursor's cell is marked, or unmarked
   if it was so already. */
static uint8_t mark_side(uint8_t d, uint8_t state)
{
    uint8_t cell = cursor_cell;
    uint8_t shift;
    uint8_t marks;
    if (DIV_EDGES(cell) & edge_bit[d]) {
        say("THE EDGE IS A WALL  ");
        sound_play(SOUND_ERROR);
        return 0;
    }
    if (d == DIV_NORTH || d == DIV_WEST) {  /* the side is the neighbour's south or east side */
        cell = (uint8_t)(cell + div_step[d]);
        d ^= 2u;
    }
    shift = d == DIV_EAST ? EAST_SHIFT : SOUTH_SHIFT;
    if (mark_of(cell, d) == state)
        state = PAL_UNKNOWN;
    clear_faults();
    marks = (uint8_t)((PAL_PLAY(cell) & (uint8_t)~(3u << shift)) | (uint8_t)(state << shift));
    set_marks(cell, marks, 1);
    sound_play(state == PAL_BORDER ? SOUND_SHADE : state == PAL_OPEN ? SOUND_CIRCLE : SOUND_UNDO);
    return PLAY_CHANGED;
}

static uint8_t undo(void)
{
    if (!undo_depth) {
        sound_play(SOUND_ERROR);
        return 0;
    }
    clear_faults();
    undo_top--;
    undo_depth--;
    set_marks(UNDO_CELL(undo_top), UNDO_MARKS(undo_top), 0);
    sound_play(SOUND_UNDO);
    return PLAY_CHANGED;
}

static void move_cursor(uint8_t pressed)
{
    cursor_cell = board_step_cursor(pressed, div_width, div_height, &cursor_x, &cursor_y);
    show_cursor();
    sound_play(SOUND_MOVE);
}

static void count_mismatches(void)
{
    uint8_t cell;
    uint8_t d;
    mismatches = 0;
    for (cell = 0; cell != div_cells; cell++)
        for (d = DIV_EAST; d != DIV_WEST; d++)
            if (!(DIV_EDGES(cell) & edge_bit[d]) && (mark_of(cell, d) == PAL_BORDER) != solution_border(cell, d))
                mismatches++;
}

/* ---- the rule check ---- */

/* Number the area of `start` in AREA: the cells reached across the sides not marked as walls, or
   (FLOOD_OPEN_ONLY) across those marked open; with FLOOD_FILLED_ONLY only cells that are filled. AREA
   must hold NO_AREA for the cells not numbered yet (forget_areas); AREA_STACK holds the cells to
   visit. Stops past `most` cells (WHOLE_AREA: never). Returns the cells reached (most + 1 when it
   stopped). The rule check and the filled regions both flood with it. */
#define FLOOD_OPEN_ONLY 1u
#define FLOOD_FILLED_ONLY 2u
#define WHOLE_AREA 0xFFu

/* Does the side marked in `marks` at `shift` let the flood through: not a wall, and not `stopped`
   either (PAL_UNKNOWN for FLOOD_OPEN_ONLY, else PAL_BORDER again)? In line, two compares: the marks
   of a player's move are flooded at once. */
#define MARK_AT(marks, shift) ((uint8_t)(((marks) >> (shift)) & 3u))
#define PASSES(marks, shift) (MARK_AT(marks, shift) != PAL_BORDER && MARK_AT(marks, shift) != stopped)

static uint8_t flood(uint8_t start, uint8_t number, uint8_t most, uint8_t how)
{
    uint8_t top = 0;
    uint8_t cells = 0;
    uint8_t cell;
    uint8_t other;
    uint8_t edges;
    uint8_t marks;
    uint8_t next[4];
    uint8_t count;
    uint8_t stopped = (how & FLOOD_OPEN_ONLY) ? PAL_UNKNOWN : PAL_BORDER;
    uint8_t filled_only = how & FLOOD_FILLED_ONLY;
    AREA(start) = number;
    AREA_STACK(top++) = start;
    do {
        cell = AREA_STACK(--top);
        if (cells++ == most)
            return cells;
        edges = DIV_EDGES(cell);
        marks = PAL_PLAY(cell);
        count = 0;
        if (!(edges & DIV_EDGE_E) && PASSES(marks, EAST_SHIFT))
            next[count++] = (uint8_t)(cell + 1u);
        if (!(edges & DIV_EDGE_S) && PASSES(marks, SOUTH_SHIFT))
            next[count++] = (uint8_t)(cell + div_width);
        if (!(edges & DIV_EDGE_W)) {
            other = (uint8_t)(cell - 1u);
            if (PASSES(PAL_PLAY(other), EAST_SHIFT))
                next[count++] = other;
        }
        if (!(edges & DIV_EDGE_N)) {
            other = (uint8_t)(cell - div_width);
            if (PASSES(PAL_PLAY(other), SOUTH_SHIFT))
                next[count++] = other;
        }
        while (count) {
            other = next[--count];
            if (AREA(other) != NO_AREA || (filled_only && !filled(other)))
                continue;
            AREA(other) = number;
            AREA_STACK(top++) = other;
        }
    } while (top);
    return cells;
}

static void forget_areas(void)
{
    memset(&AREA(0), NO_AREA, div_cells);
}

/* The first cell (reading order) of an area of more than K cells joined by open marks (`open_only`), or
   of a fenced area whose cells cannot make regions of K; PAL_NONE if there is none. *cells: its size. */
static uint8_t bad_area(uint8_t open_only, uint8_t *cells)
{
    uint8_t cell;
    uint8_t size;
    uint8_t number = 0;
    uint8_t rest;
    forget_areas();
    for (cell = 0; cell != div_cells; cell++) {
        if (AREA(cell) != NO_AREA)
            continue;
        size = flood(cell, number++, WHOLE_AREA, open_only ? FLOOD_OPEN_ONLY : 0);
        *cells = size;
        if (open_only) {
            if (size > div_k)
                return cell;
        } else {
            rest = size;
            while (rest >= div_k)
                rest -= div_k;
            if (rest)
                return cell;
        }
    }
    return PAL_NONE;
}

/* ---- closed regions, filled ----

   An area the player's walls fence in (its cells reached across sides not marked as walls) is filled
   with light grey when it has exactly K cells: a region closed. It is emptied when it no longer has
   (a wall taken away joins it to its neighbour, one put up cuts it). An area of another size is never
   filled. Only the areas on the two sides of a changed side can change, and only their first K + 1
   cells need looking at: a change answers in a few thousand cycles, whatever the board. */

/* Fill or empty (`fill`: MARK_FILLED or 0) the cells numbered `number` in AREA; draw those that change. */
static void fill_area(uint8_t number, uint8_t fill)
{
    uint8_t cell;
    for (cell = 0; cell != div_cells; cell++) {
        if (AREA(cell) != number || (uint8_t)(PAL_PLAY(cell) & MARK_FILLED) == fill)
            continue;
        PAL_PLAY(cell) ^= MARK_FILLED;
        draw_cell(cell);
    }
}

/* The area of `cell` after a side of it changed: filled if it has exactly K cells; else every filled
   cell it reaches (a region that was closed) emptied. */
static void refill(uint8_t cell)
{
    forget_areas();
    if (flood(cell, 0, div_k, 0) == div_k) {
        fill_area(0, MARK_FILLED);
        return;
    }
    if (!filled(cell))
        return;  /* a filled region it reaches through a side not a wall would have reached it */
    forget_areas();
    flood(cell, 0, WHOLE_AREA, FLOOD_FILLED_ONLY);
    fill_area(0, 0);
}

/* The areas of `cell` and `other`, the two cells of a side that has just changed. */
static void fill_areas_of(uint8_t cell, uint8_t other)
{
    refill(cell);
    refill(other);
}

/* Every area, when a game begins (before the board is drawn: nothing is drawn here). */
static void fill_all_areas(void)
{
    uint8_t cell;
    uint8_t number = 0;
    uint8_t fill;
    uint8_t i;
    forget_areas();
    for (cell = 0; cell != div_cells; cell++) {
        if (AREA(cell) != NO_AREA)
            continue;
        fill = flood(cell, number, WHOLE_AREA, 0) == div_k ? MARK_FILLED : 0;
        for (i = cell; i != div_cells; i++)
            if (AREA(i) == number)
                PAL_PLAY(i) = (uint8_t)((PAL_PLAY(i) & (uint8_t)~MARK_FILLED) | fill);
        number++;
    }
}

/* Mark every clue with more borders, or more open sides, than it allows; the first such cell, or
   PAL_NONE. *walls and *open: that cell's counts. */
static uint8_t bad_clues(uint8_t *walls, uint8_t *open)
{
    uint8_t cell;
    uint8_t d;
    uint8_t clue;
    uint8_t borders;
    uint8_t opens;
    uint8_t mark;
    uint8_t first = PAL_NONE;
    for (cell = 0; cell != div_cells; cell++) {
        clue = cart_io.numbers[cell];
        if (clue == PAL_NONE)
            continue;
        borders = 0;
        opens = 0;
        for (d = 0; d != 4; d++) {
            mark = mark_of(cell, d);
            if (mark == PAL_BORDER)
                borders++;
            else if (mark == PAL_OPEN)
                opens++;
        }
        if (borders <= clue && opens <= 4u - clue)
            continue;
        PAL_PLAY(cell) |= MARK_FAULT;
        faults_shown = 1;
        draw_cell(cell);
        if (first == PAL_NONE) {
            first = cell;
            *walls = borders;
            *open = opens;
        }
    }
    return first;
}

static void point_at(uint8_t cell)
{
    cell_position(cell, &cursor_x, &cursor_y);
    cursor_cell = cell;
}

/* ---- the interface ---- */

void palisade_play_begin(uint8_t resumed) BANKED
{
    uint8_t cell;
    uint8_t i;
    board_place(cart_io.result_width, cart_io.result_height, 1u, 1u, &place);  /* the east and south edges */
    screen_use_tiles(place.big ? TILE_BLOCK_PALISADE_BIG : TILE_BLOCK_PALISADE);
    for (i = 0; i != PAL_SIZE_COUNT; i++)
        if (pal_sizes[i].width == cart_io.result_width && pal_sizes[i].height == cart_io.result_height)
            pal_size = i;
    shape = &pal_sizes[pal_size];
    pal_set_board(shape->width, shape->height, shape->k);
    set_row_starts();
    save_ram_on();
    for (cell = 0; cell != div_cells; cell++) {
        if (resumed) {
            cart_io.numbers[cell] = SAVE_RAM->palisade_clues[cell];
            cart_io.board[cell] = SAVE_RAM->palisade_regions[cell];
            PAL_PLAY(cell) = SAVE_RAM->palisade_sides[cell] & 0x0Fu;
        } else {
            SAVE_RAM->palisade_clues[cell] = cart_io.numbers[cell];
            SAVE_RAM->palisade_regions[cell] = cart_io.board[cell];
            SAVE_RAM->palisade_sides[cell] = 0;
            PAL_PLAY(cell) = 0;
        }
    }
    save_ram_off();
    undo_top = 0;
    undo_depth = 0;
    faults_shown = 0;
    cursor_x = 0;
    cursor_y = 0;
    cursor_cell = 0;
    paused = 1;  /* the cursor shows once the shell reveals the screen: palisade_play_pause(0) */
    count_mismatches();
    fill_all_areas();
    draw_hint();
    pal_draw_board();
}

uint8_t palisade_play_input(uint8_t pressed) BANKED
{
    uint8_t held = platform_buttons();
    uint8_t d;
    uint8_t events = 0;
    if (pressed & BUTTON_SELECT)
        return undo();
    if (pressed & BUTTONS_DPAD) {
        if (held & (BUTTON_A | BUTTON_B)) {
            d = pressed & BUTTON_UP ? DIV_NORTH : pressed & BUTTON_RIGHT ? DIV_EAST
                : pressed & BUTTON_DOWN ? DIV_SOUTH : DIV_WEST;
            events = mark_side(d, (held & BUTTON_A) ? PAL_BORDER : PAL_OPEN);
        } else {
            move_cursor(pressed);
        }
    }
    if (events && !mismatches)
        events |= PLAY_SOLVED;
    return events;
}

void palisade_play_restart(void) BANKED
{
    uint8_t cell;
    faults_shown = 1;
    clear_faults();
    fill_later = 1;
    for (cell = 0; cell != div_cells; cell++)
        set_marks(cell, 0, 0);
    fill_later = 0;
    fill_all_areas();
    pal_draw_board();
    undo_top = 0;
    undo_depth = 0;
    draw_hint();
}

/* The rule check, in words a player can act on, about the first fault found (the cursor goes to it):
   a clue with more walls or open sides than it allows (every such clue is shown at fault), an area
   joined by open marks bigger than a region, an area fenced in whose cells cannot make regions of K. */
void palisade_play_check(void) BANKED
{
    uint8_t cell;
    uint8_t walls = 0;
    uint8_t open = 0;
    uint8_t cells = 0;
    uint8_t column;
    line_clear();
    cell = bad_clues(&walls, &open);
    if (cell != PAL_NONE) {
        column = line_text(0, "CLUE ");
        column = line_number(column, cart_io.numbers[cell]);
        column = line_text(column, " HAS ");
        if (walls > cart_io.numbers[cell]) {
            column = line_number(column, walls);
            line_text(column, " WALLS");
        } else {
            column = line_number(column, open);
            line_text(column, " OPEN");
        }
    } else if ((cell = bad_area(1, &cells)) != PAL_NONE) {
        column = line_text(0, "JOINED ");
        column = line_number(column, cells);
        column = line_text(column, ", REGIONS ");
        line_number(column, div_k);
    } else if ((cell = bad_area(0, &cells)) != PAL_NONE) {
        column = line_text(0, "FENCED ");
        column = line_number(column, cells);
        column = line_text(column, ", REGIONS ");
        line_number(column, div_k);
    } else {
        line_text(0, mismatches ? "NO RULE BROKEN YET" : "NO RULE BROKEN");
    }
    line_show(STATUS_ROW);
    if (cell != PAL_NONE)
        point_at(cell);
}

void palisade_play_pause(uint8_t now_paused) BANKED
{
    paused = now_paused;
    show_cursor();
}
