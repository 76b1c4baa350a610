/* Numberlink behind the puzzle interface (puzzle_api.h): making a puzzle into cart_io, drawing a board,
   and what the shell's explorer screen shows of it (the ends, or the solution). The game is
   nl_play.c. */
#pragma bank 255

#include "numberlink.h"

#include "io_block.h"
#include "made.h"
#include "platform.h"
#include "prng.h"
#include "puzzle_api.h"
#include "tiles.h"

#define SIZE_COLUMN (SCREEN_COLUMNS - 5u)

static const uint8_t side_bit[4] = {1, 2, 4, 8};

uint8_t nl_size;  /* the index of the board size in cart_io */

/* Make the puzzle (timed on the Game Boy's timer) and publish it through made_io (made.h): numbers = the ends
   (a pair number, 0 elsewhere), board = every cell's pair. */
static void publish(uint8_t size, uint16_t seed, uint8_t difficulty)
{
    uint8_t cell;
    uint32_t cycles;
    const nl_size_t *shape = &nl_sizes[size];

    made_timer_start();
    prng_seed(seed);
    nl_generate(shape->width, shape->height, difficulty);
    cycles = made_timer_stop();
    made_open();
    for (cell = 0; cell != nl_cells; cell++) {
        made_io->numbers[cell] = NL_ENDS(cell);
        made_io->board[cell] = NL_SOLUTION(cell);
        BG_YIELD();
    }
    nl_size = size;
    made_publish(PUZZLE_NUMBERLINK, CART_COMMAND_GENERATE_PUZZLE, shape->width, shape->height, seed, cycles);
    made_io->result_check = 0;
    made_io->result_difficulty = difficulty;
    made_io->black_count = nl_pairs;
    made_io->layouts = nl_draws;
    made_io->numberings = 0;
    made_close();
}

/* The shell has checked size, difficulty and seed (a request, or a choice on the title menu). */
void numberlink_make(uint8_t size, uint8_t difficulty, uint16_t seed) BANKED
{
    publish(size, seed, difficulty);
}

/* The lines of a cell in the solution: to each neighbour on the same path (paths never touch
   themselves sideways, so a same-pair neighbour is the next or previous cell). */
uint8_t nl_solution_lines(uint8_t cell) BANKED
{
    uint8_t d;
    uint8_t n;
    uint8_t mask = 0;
    uint8_t pair = cart_io.board[cell];
    for (d = 0; d != 4; d++) {
        n = NL_NEIGHBOUR(cell, d);
        if (n != NL_NONE && cart_io.board[n] == pair)
            mask |= side_bit[d];
    }
    return mask;
}

static const uint8_t pair_palette[NL_MAX_PAIRS + 1u] = NL_PAIR_PALETTES;
static const uint8_t pair_dim[NL_MAX_PAIRS + 1u] = NL_PAIR_DIM;

uint8_t nl_cell_tile(uint8_t cell, uint8_t lines, uint8_t pair) BANKED
{
    uint8_t end = cart_io.numbers[cell];
    if (end)
        return (pair_dim[end] ? TILE_PATH_ENDS_2 : TILE_PATH_ENDS) + end - 1u;
    return (pair_dim[pair] ? TILE_PATH_LINES_2 : TILE_PATH_LINES) + lines;
}

board_place_t nl_place;

/* codegen/emit/font.py numberlink_big_tiles: per quadrant, the two arms that touch it. */
static const uint8_t quadrant_arms[4][2] = {
    {NL_LINE(NL_NORTH), NL_LINE(NL_WEST)}, {NL_LINE(NL_NORTH), NL_LINE(NL_EAST)},
    {NL_LINE(NL_SOUTH), NL_LINE(NL_WEST)}, {NL_LINE(NL_SOUTH), NL_LINE(NL_EAST)},
};

void nl_big_cell_tiles(uint8_t cell, uint8_t lines, uint8_t pair, uint8_t *quad) BANKED
{
    uint8_t end = cart_io.numbers[cell];
    uint8_t first;
    uint8_t q;
    uint8_t code;
    if (end) {
        first = TILE_NL_BIG_ENDS + (uint8_t)((end - 1u) << 2);
        for (q = 0; q != 4u; q++)
            quad[q] = first + q;
        return;
    }
    first = pair_dim[pair] ? TILE_NL_BIG_LINES_2 : TILE_NL_BIG_LINES;
    for (q = 0; q != 4u; q++, first += 5u) {  /* 5 tiles a quadrant: none, centre, one arm, the other, both */
        code = 0;
        if (lines) {
            code = 1u;
            if (lines & quadrant_arms[q][0])
                code += 1u;
            if (lines & quadrant_arms[q][1])
                code += 2u;
        }
        quad[q] = first + code;
    }
}

uint8_t nl_cell_palette(uint8_t cell, uint8_t pair) BANKED
{
    uint8_t end = cart_io.numbers[cell];
    return pair_palette[end ? end : pair];
}

/* PAINT = the pair of the player's path through every cell (0: none), by walking the lines from
   every end: every drawn path holds an end (nl_play.c). */
static void paint_play_pairs(void)
{
    uint8_t cell;
    uint8_t pair;
    uint8_t at;
    uint8_t came;
    uint8_t d;
    uint8_t lines;
    uint8_t steps;
    for (cell = 0; cell != nl_cells; cell++)
        NL_PAINT(cell) = 0;
    for (cell = 0; cell != nl_cells; cell++) {
        pair = cart_io.numbers[cell];
        if (!pair)
            continue;
        at = cell;
        came = 4;
        for (steps = nl_cells; steps; steps--) {  /* a path is shorter than the board */
            NL_PAINT(at) = pair;
            lines = NL_PLAY(at);
            for (d = 0; d != 4; d++)
                if (d != came && (lines & side_bit[d]))
                    break;
            if (d == 4 || (at != cell && cart_io.numbers[at]))
                break;
            at = NL_NEIGHBOUR(at, d);
            came = d ^ 2u;
        }
    }
}

/* The whole board: the ends alone, the player's lines or the solution (NL_SHOW_*), in colour on a
   Game Boy Color. */
/* The game's board with big cells: per board row, the top halves then the bottom halves. */
static void draw_big_board(void)
{
    uint8_t attributes[SCREEN_COLUMNS];
    uint8_t quad[4];
    uint8_t x;
    uint8_t y;
    uint8_t half;
    uint8_t cell;
    uint8_t first = 0;
    uint8_t columns = (uint8_t)(nl_width << 1);
    uint8_t row = nl_place.row;
    for (y = 0; y != nl_height; y++, first += nl_width) {
        for (half = 0; half != 4u; half += 2u) {
            cell = first;
            for (x = 0; x != columns; x += 2u, cell++) {
                nl_big_cell_tiles(cell, NL_PLAY(cell), NL_PAINT(cell), quad);
                text_line[x] = quad[half];
                text_line[x + 1u] = quad[half + 1u];
                attributes[x] = attributes[x + 1u] = nl_cell_palette(cell, NL_PAINT(cell));
            }
            screen_write(MAP_BACKGROUND, nl_place.column, row, columns, text_line);
            screen_write_attributes(MAP_BACKGROUND, nl_place.column, row, columns, attributes);
            row++;
        }
    }
}

void nl_draw_board(uint8_t show) BANKED
{
    const nl_size_t *shape = &nl_sizes[nl_size];
    uint8_t attributes[SCREEN_COLUMNS];
    uint8_t x;
    uint8_t y;
    uint8_t cell = 0;
    uint8_t pair = 0;
    uint8_t lines = 0;
    if (show == NL_SHOW_PLAY) {
        paint_play_pairs();
        if (nl_place.big) {
            draw_big_board();
            return;
        }
    }
    for (y = 0; y != shape->height; y++) {
        for (x = 0; x != shape->width; x++) {
            if (show == NL_SHOW_SOLUTION) {
                pair = cart_io.board[cell];
                lines = nl_solution_lines(cell);
            } else if (show == NL_SHOW_PLAY) {
                pair = NL_PAINT(cell);
                lines = NL_PLAY(cell);
            }
            text_line[x] = nl_cell_tile(cell, lines, pair);
            attributes[x] = nl_cell_palette(cell, pair);
            cell++;
        }
        screen_write(MAP_BACKGROUND, shape->map_x, shape->map_y + y, shape->width, text_line);
        screen_write_attributes(MAP_BACKGROUND, shape->map_x, shape->map_y + y, shape->width, attributes);
    }
}

/* ---- the explorer (the shell's explorer_screen.c asks for what is Numberlink's own) ---- */

void numberlink_explorer_draw(uint8_t solution) BANKED
{
    uint8_t column;
    const nl_size_t *shape = &nl_sizes[nl_size];
    line_clear();
    column = line_text(0, "NUMBERLINK ");
    line_text(column, puzzle_infos[PUZZLE_NUMBERLINK].difficulties[cart_io.result_difficulty]);
    line_show(0);
    line_clear();
    column = line_text(0, "SEED ");
    line_number(column, cart_io.result_seed);
    column = line_number(SIZE_COLUMN, shape->width);
    column = line_text(column, "X");
    line_number(column, shape->height);
    line_show(1);
    nl_draw_board(solution ? NL_SHOW_SOLUTION : NL_SHOW_ENDS);
}
