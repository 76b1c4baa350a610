/* Sudoku behind the puzzle interface (puzzle_api.h): making a puzzle into cart_io, drawing the board,
   and what the shell's explorer screen shows of it. The game is su_play.c.

   The board is drawn with a tile of its own for every cell (the block's su_cells tiles), composed
   here from the cell's sides, number and pencil marks, so region borders, digits and marks need no
   tile for every combination:
   - a light grey rule on the cell's top and left edges, black where the side is a region's border
     (the board's edge included), the corner black where any border meets it; the column and row of
     edge tiles after the board close its east and south;
   - a clue in black, the player's number in dark grey, on white; a cell the rule check faults
     is dark grey with its number in white;
   - without a number, the pencil marks as dots, number d at column (d - 1) % 3, row (d - 1) / 3. */
#pragma bank 255

#include "sudoku.h"

#include "io_block.h"
#include "made.h"
#include "platform.h"
#include "prng.h"
#include "puzzle_api.h"
#include "tiles.h"

#define SIZE_COLUMN (SCREEN_COLUMNS - 5u)
#define TILE_DATA 0x8000u  /* tile t's 16 bytes are at TILE_DATA + 16 t (LCDC: background data at 0x8000) */

uint8_t su_size;
uint8_t su_puzzle;

/* ---- making one ---- */

/* Make the puzzle (timed) and publish it through made_io (made.h): numbers = the clues (0: none),
   board = region << 4 | the solution's number. */
static void publish(uint8_t size, uint16_t seed, uint8_t difficulty)
{
    uint8_t cell;
    uint8_t clues = 0;
    uint32_t cycles;

    made_timer_start();
    prng_seed(seed);
    su_generate(size, difficulty, su_puzzle == PUZZLE_JIGSAW);
    cycles = made_timer_stop();
    made_open();
    for (cell = 0; cell != su_cells; cell++) {
        made_io->numbers[cell] = SU_CLUES(cell);
        made_io->board[cell] = (uint8_t)(SU_REGION_OF(cell) << 4) | SU_SOLUTION(cell);
        if (SU_CLUES(cell))
            clues++;
        BG_YIELD();
    }
    made_publish(su_puzzle, CART_COMMAND_GENERATE_PUZZLE, su_order, su_order, seed, cycles);
    made_io->result_check = 0;
    made_io->result_difficulty = difficulty;
    made_io->black_count = clues;
    made_io->layouts = su_grids;
    made_io->numberings = 0;
    made_close();
}

void su_make_as(uint8_t puzzle, uint8_t size, uint8_t difficulty, uint16_t seed) BANKED
{
    su_puzzle = puzzle;
    publish(size, seed, difficulty);
}

void sudoku_make(uint8_t size, uint8_t difficulty, uint16_t seed) BANKED
{
    su_make_as(PUZZLE_SUDOKU, size, difficulty, seed);
}

/* ---- drawing ---- */

static uint8_t region_at(uint8_t cell)
{
    return cart_io.board[cell] >> 4;
}

/* The shade-3 (black) or shade-1 (grey) pixels of a rule, as both bit planes of one row. */
static uint8_t plane_low;
static uint8_t plane_high;

/* Compose cell (x, y)'s tile: `number` (0: none) in shade `ink`, else the marks `marks`/`mark_9` as
   dots; the background `paper`. */
static void compose(uint8_t cell, uint8_t x, uint8_t y, uint8_t number, uint8_t ink, uint8_t paper,
                    uint8_t marks, uint8_t mark_9, uint8_t *tile)
{
    uint8_t n = su_order;
    uint8_t region = region_at(cell);
    uint8_t north = !y || region_at(cell - n) != region;
    uint8_t west = !x || region_at(cell - 1u) != region;
    uint8_t corner = north || west || (y && (!x || region_at(cell - n) != region_at(cell - n - 1u)))
                     || (x && (!y || region_at(cell - 1u) != region_at(cell - 1u - n)));
    uint8_t row, bits, low, high, d;
    uint8_t paper_low = paper & 1u ? 0x7Fu : 0;
    uint8_t paper_high = paper & 2u ? 0x7Fu : 0;
    for (row = 1; row != 8u; row++) {
        bits = number ? (uint8_t)(su_digit_rows[number][row - 1u] << 1) : 0;  /* font pixels at x = 1..5 */
        if (!number && (row == 2u || row == 4u || row == 6u)) {
            d = row == 2u ? 1u : row == 4u ? 4u : 7u;  /* the marks of this row: d, d + 1, d + 2 */
            if ((d == 9u ? mark_9 : marks & (1u << (d - 1u))))
                bits |= 0x20u;
            if (d + 1u <= 8u && (marks & (1u << d)))
                bits |= 0x08u;
            if (d + 2u <= 8u ? (marks & (1u << (d + 1u))) : mark_9)
                bits |= 0x02u;
        }
        low = (uint8_t)(paper_low & ~bits) | (ink & 1u ? bits : 0);
        high = (uint8_t)(paper_high & ~bits) | (ink & 2u ? bits : 0);
        if (west) {  /* black */
            low |= 0x80u;
            high |= 0x80u;
        } else {     /* grey */
            low |= 0x80u;
        }
        tile[row * 2u] = low;
        tile[row * 2u + 1u] = high;
    }
    tile[0] = 0xFFu;                          /* the top rule: grey everywhere (low plane) ... */
    tile[1] = north ? 0xFFu : 0;              /* ... black where it is a border */
    if (corner)
        tile[1] |= 0x80u;
}

/* What cell `cell` shows: a clue, the player's number or (explorer, `solution`) the solution's. */
static void draw_cell_as(uint8_t cell, uint8_t x, uint8_t y, uint8_t solution)
{
    uint8_t tile[16];
    uint8_t clue = cart_io.numbers[cell];
    uint8_t fault = SU_MARKS_9(cell) & SU_FAULT;
    uint8_t number = clue;
    uint8_t ink = 3;
    uint8_t marks = 0, mark_9 = 0;
    if (solution == 1u) {
        if (!clue) {
            number = cart_io.board[cell] & 0x0Fu;
            ink = 2;
        }
    } else if (solution == 0u && !clue) {
        number = SU_ENTRY(cell);
        ink = 2;
        marks = SU_MARKS(cell);
        mark_9 = SU_MARKS_9(cell) & 1u;
    }
    if (fault && solution == 0u && number)
        compose(cell, x, y, number, 0, 2, 0, 0, tile);
    else
        compose(cell, x, y, number, ink, 0, marks, mark_9, tile);
    screen_write(TILE_DATA + ((uint16_t)(TILE_SU_CELLS + cell) << 4), 0, 0, 16u, tile);
}

void su_draw_cell(uint8_t cell) BANKED
{
    uint8_t x = cell, y = 0;
    while (x >= su_order) {
        x -= su_order;
        y++;
    }
    draw_cell_as(cell, x, y, 0);
}

void su_draw_board(uint8_t show) BANKED
{
    const su_size_t *shape = &su_sizes[su_size];
    uint8_t x, y, cell = 0;
    for (y = 0; y != su_order; y++) {
        for (x = 0; x != su_order; x++) {
            draw_cell_as(cell, x, y, show);
            text_line[x] = TILE_SU_CELLS + cell;
            cell++;
        }
        text_line[su_order] = TILE_SU_EDGE_EAST;
        screen_write(MAP_BACKGROUND, shape->map_x, shape->map_y + y, su_order + 1u, text_line);
    }
    for (x = 0; x != su_order; x++)
        text_line[x] = TILE_SU_EDGE_SOUTH;
    text_line[su_order] = TILE_SU_EDGE_CORNER;
    screen_write(MAP_BACKGROUND, shape->map_x, shape->map_y + su_order, su_order + 1u, text_line);
}

void su_board_of_result(void) BANKED
{
    uint8_t i;
    for (i = 0; i != SU_SIZE_COUNT; i++)
        if (su_sizes[i].order == cart_io.result_width)
            su_size = i;
    su_order = su_sizes[su_size].order;
    su_cells = su_order * su_order;
}

/* ---- the explorer (the shell's explorer_screen.c asks for what is Sudoku's own) ---- */

void sudoku_explorer_draw(uint8_t solution) BANKED
{
    uint8_t column;
    uint8_t cell;
    line_clear();
    column = line_text(0, puzzle_infos[cart_io.result_puzzle].title);
    column = line_text(column, " ");
    line_text(column, puzzle_infos[cart_io.result_puzzle].difficulties[cart_io.result_difficulty]);
    line_show(0);
    line_clear();
    column = line_text(0, "SEED ");
    line_number(column, cart_io.result_seed);
    column = line_number(SIZE_COLUMN, su_order);
    column = line_text(column, "X");
    line_number(column, su_order);
    line_show(1);
    for (cell = 0; cell != su_cells; cell++)
        SU_MARKS_9(cell) = 0;
    su_draw_board(solution ? 1u : 2u);
}
