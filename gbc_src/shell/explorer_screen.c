/* The explorer screen and host requests, the same for every puzzle: a request from cart_io (tests,
   tools) is checked here and answered on the puzzle's explorer screen, so what a test sees is what a
   player sees; the explorer's buttons step through what requests can ask for (A / B next / previous
   seed, Right / Left size, Up / Down level, Start the solution, Select back to the title).

   A puzzle gives only what is its own (puzzle_api.h): making a puzzle (make), drawing what cart_io
   holds (explorer_draw), and any command or button of its own (serve_own, explore_own: Hitori's black
   layouts and its benchmark screen). Its own command is a view before its levels in the explorer,
   with its own list of sizes (explorer_views.h). */
#pragma bank 255

#include "explorer_views.h"
#include "io_block.h"
#include "platform.h"
#include "registry.h"
#include "screen.h"
#include "shell.h"

#define NO_SIZE 0xFFu
#define FIRST_SEED 1u

static uint8_t solution_shown;
static uint8_t drawn_width;  /* the board the area under the text rows holds (0: clear it first) */
static uint8_t drawn_height;

static const char *const refusals[] = {
    "", "UNSUPPORTED SIZE", "BAD SEED 0", "UNKNOWN COMMAND", "UNKNOWN CHECK", "UNKNOWN DIFFICULTY",
};

/* Is the puzzle's explorer (or a screen of its own over it) up? */
static uint8_t explorer_up(uint8_t puzzle)
{
    return (cart_io.scene == CART_SCENE_EXPLORER || cart_io.scene == CART_SCENE_BENCHMARK)
           && cart_io.result_puzzle == puzzle;
}

/* Take over the screen if another scene (or a screen of the puzzle's own) had it. */
static void enter(uint8_t puzzle)
{
    if (cart_io.scene == CART_SCENE_EXPLORER && cart_io.result_puzzle == puzzle)
        return;
    screen_begin();
    screen_use_tiles(puzzle_infos[puzzle].tile_block);
    screen_reveal();
    drawn_width = 0;
    cart_io.scene = CART_SCENE_EXPLORER;
}

static uint8_t refuse(uint8_t status)
{
    text_show(0, 1, refusals[status]);
    return status;
}

static uint8_t size_in(const uint8_t (*sizes)[2], uint8_t count, uint8_t width, uint8_t height)
{
    uint8_t i;
    for (i = 0; i != count; i++)
        if (sizes[i][0] == width && sizes[i][1] == height)
            return i;
    return NO_SIZE;
}

/* What cart_io holds, on a board area cleared first when the board's size changed. */
static void show(uint8_t puzzle)
{
    uint8_t row;
    if (cart_io.result_width != drawn_width || cart_io.result_height != drawn_height) {
        line_clear();
        for (row = TEXT_ROWS; row != SCREEN_ROWS; row++)
            line_show(row);
        drawn_width = cart_io.result_width;
        drawn_height = cart_io.result_height;
    }
    puzzle_explorer_draw(puzzle, solution_shown);
}

uint8_t explorer_serve(uint8_t puzzle, uint8_t command, uint8_t width, uint8_t height, uint16_t seed,
                       uint8_t check, uint8_t difficulty) BANKED
{
    const puzzle_info_t *info = &puzzle_infos[puzzle];
    uint8_t status;
    uint8_t size;

    if (puzzle >= PUZZLE_COUNT)
        return CART_STATUS_UNKNOWN_PUZZLE;
    ahead_stop();  /* what follows makes puzzles (and shows them) in the foreground: the job's pages */
    enter(puzzle);
    if (command == CART_COMMAND_GENERATE_PUZZLE) {
        size = size_in(info->sizes, info->size_count, width, height);
        if (size == NO_SIZE)
            return refuse(CART_STATUS_UNSUPPORTED_SIZE);
        if (seed == 0)
            return refuse(CART_STATUS_BAD_SEED);
        if (difficulty >= info->difficulty_count || !puzzle_offers(puzzle, size, difficulty))
            return refuse(CART_STATUS_UNKNOWN_DIFFICULTY);
        puzzle_make(puzzle, size, difficulty, seed);
    } else {
        status = puzzle_serve_own(puzzle, command, width, height, seed, check);
        if (status != CART_STATUS_OK)
            return refuse(status);
    }
    solution_shown = 0;
    show(puzzle);
    return CART_STATUS_OK;
}

/* The explorer's views: the puzzle's own (if it has one), then its levels. */
static uint8_t own_views(uint8_t puzzle)
{
    return own_commands[puzzle] != 0;
}

static uint8_t view_shown(uint8_t puzzle)
{
    return cart_io.result_command == CART_COMMAND_GENERATE_PUZZLE ? own_views(puzzle) + cart_io.result_difficulty : 0;
}

static uint8_t own_view(uint8_t puzzle, uint8_t view)
{
    return own_views(puzzle) && view == 0;
}

/* The sizes a view takes: the own view's list, or the levels' (the title menu's). */
static const uint8_t (*view_sizes(uint8_t puzzle, uint8_t view, uint8_t *count))[2]
{
    if (own_view(puzzle, view)) {
        *count = own_size_counts[puzzle];
        return own_sizes[puzzle];
    }
    *count = puzzle_infos[puzzle].size_count;
    return puzzle_infos[puzzle].sizes;
}

static void serve_view(uint8_t puzzle, uint8_t view, const uint8_t *size, uint16_t seed)
{
    if (own_view(puzzle, view))
        explorer_serve(puzzle, own_commands[puzzle], size[0], size[1], seed, 0, 0);
    else
        explorer_serve(puzzle, CART_COMMAND_GENERATE_PUZZLE, size[0], size[1], seed, 0,
                       (uint8_t)(view - own_views(puzzle)));
}

/* Moving to a view with another list of sizes: the size shown, or the next one of the old list that
   the new list has (Hitori's puzzles skip the layouts' boards narrower than 4). */
static uint8_t size_across(const uint8_t (*from)[2], uint8_t from_count, uint8_t size,
                           const uint8_t (*to)[2], uint8_t to_count)
{
    uint8_t tries;
    uint8_t found;
    for (tries = 0; tries != from_count; tries++) {
        found = size_in(to, to_count, from[size][0], from[size][1]);
        if (found != NO_SIZE)
            return found;
        size = size + 1u == from_count ? 0 : size + 1u;
    }
    return 0;
}

uint8_t explorer_frame(uint8_t puzzle, uint8_t pressed) BANKED
{
    const puzzle_info_t *info = &puzzle_infos[puzzle];
    const uint8_t (*sizes)[2];
    const uint8_t (*shown_sizes)[2];
    uint8_t count;
    uint8_t shown_count;
    uint8_t views = (uint8_t)(own_views(puzzle) + info->difficulty_count);
    uint8_t view;
    uint8_t size;
    uint16_t seed = cart_io.result_seed;

    if (!explorer_up(puzzle)) {  /* opened: the first view at the title menu's first size */
        cart_io.scene = CART_SCENE_BOOT;
        serve_view(puzzle, 0, info->sizes[info->default_size], FIRST_SEED);
        return 0;
    }
    if (!pressed)
        return 0;  /* nothing new: the board stays */
    switch (puzzle_explore_own(puzzle, pressed)) {
    case EXPLORE_LEAVE:
        return 1;
    case EXPLORE_DONE:
        return 0;
    case EXPLORE_AGAIN:
        pressed = 0;  /* the same board again */
        break;
    default:
        if (pressed & BUTTON_SELECT)
            return 1;
        if (pressed & BUTTON_START) {
            if (cart_io.result_command == CART_COMMAND_GENERATE_PUZZLE) {
                solution_shown ^= 1u;
                puzzle_explorer_draw(puzzle, solution_shown);
            }
            return 0;
        }
    }
    view = view_shown(puzzle);
    shown_sizes = view_sizes(puzzle, view, &shown_count);
    size = size_in(shown_sizes, shown_count, cart_io.result_width, cart_io.result_height);
    if (size == NO_SIZE)
        size = 0;
    if (pressed & BUTTON_A)
        seed = seed == 0xFFFFu ? FIRST_SEED : seed + 1u;
    if (pressed & BUTTON_B)
        seed = seed == FIRST_SEED ? 0xFFFFu : seed - 1u;
    if (pressed & BUTTON_RIGHT)
        size = size + 1u == shown_count ? 0 : size + 1u;
    if (pressed & BUTTON_LEFT)
        size = size ? size - 1u : shown_count - 1u;
    if (pressed & BUTTON_UP)
        view = view + 1u == views ? 0 : view + 1u;
    if (pressed & BUTTON_DOWN)
        view = view ? view - 1u : views - 1u;
    sizes = view_sizes(puzzle, view, &count);
    if (sizes != shown_sizes)
        size = size_across(shown_sizes, shown_count, size, sizes, count);
    if (!own_view(puzzle, view))  /* a level offered at some sizes only: the next size that has it */
        while (!puzzle_offers(puzzle, size, (uint8_t)(view - own_views(puzzle))))
            size = size + 1u == count ? 0 : size + 1u;
    solution_shown = 0;
    serve_view(puzzle, view, sizes[size], seed);
    return 0;
}
