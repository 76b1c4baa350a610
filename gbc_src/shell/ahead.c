/* The next puzzle, made ahead in the time the frame loop leaves idle (issue 38), on the background
   thread (core/background.h: a Game Boy Color only).

   Which puzzle. The choice most likely to be asked for next: during a game (playing, paused, won) the
   same puzzle, size and level; on the title, the choice under the cursor once it has rested there
   REST_FRAMES. One puzzle is kept, in the save's puzzle-ahead part (save_layout.py): a job for another
   choice replaces it only once that one is made. Its seed is the player's timing when the job starts
   (player_seed), as a New game's is.

   How. A job calls the puzzle's make (puzzle_api.h) on the background thread, publishing through
   made_io (core/made.h) into the puzzle-ahead part instead of cart_io, then writes which choice it
   is and seals the part. The generators give the CPU back before each VBlank (BG_YIELD). Nothing the
   game shows or keeps is the job's: the game's pages lie in its own WRAM bank, made_io is cart_io on
   the game thread, and a job runs only for the game's own choice while a game is up (a game's globals
   that a make also sets, like Palisade's board size, are then set to the same values). Every
   foreground make (a seed typed in, a choice with nothing made ahead, the explorer, a host request)
   stops the job first: the generator's globals and low pages are one set for both threads.

   Power. A part that does not check out at power-on is a job cut short (save.c): no notice, and it is
   made again. A finished one survives and is used after power-on. */
#pragma bank 255

#include "background.h"
#include "io_block.h"
#include "made.h"
#include "registry.h"
#include "save_layout.h"
#include "shell.h"

#define REST_FRAMES 30u  /* half a second on one title choice before its puzzle is made ahead */

static uint8_t job_puzzle;  /* the job's choice (while bg_state is not BG_IDLE) */
static uint8_t job_size;
static uint8_t job_difficulty;
static uint16_t job_seed;

static uint8_t rest_puzzle = 0xFFu;  /* the title choice the cursor rests on, and for how long */
static uint8_t rest_size;
static uint8_t rest_difficulty;
static uint8_t rest_frames;

static uint8_t job_is(uint8_t puzzle, uint8_t size, uint8_t difficulty)
{
    return bg_state == BG_RUNNING && job_puzzle == puzzle && job_size == size && job_difficulty == difficulty;
}

void ahead_job(void) BANKED
{
    puzzle_make(job_puzzle, job_size, job_difficulty, job_seed);
    save_ahead_seal(job_puzzle, job_size, job_difficulty);
}

void ahead_stop(void) BANKED
{
    bg_abandon();
}

void ahead_make(uint8_t puzzle, uint8_t size, uint8_t difficulty) BANKED
{
    if (job_is(puzzle, size, difficulty))
        return;
    bg_abandon();
    if (save_ahead_holds(puzzle, size, difficulty))
        return;
    job_puzzle = puzzle;
    job_size = size;
    job_difficulty = difficulty;
    job_seed = player_seed();
    made_to(SAVE_RAM->ahead_result);
    bg_start(ahead_thread);
}

void ahead_rest(uint8_t puzzle, uint8_t size, uint8_t difficulty) BANKED
{
    if (puzzle != rest_puzzle || size != rest_size || difficulty != rest_difficulty) {
        rest_puzzle = puzzle;
        rest_size = size;
        rest_difficulty = difficulty;
        rest_frames = 0;
        return;
    }
    if (rest_frames == REST_FRAMES)
        return;
    if (++rest_frames == REST_FRAMES)
        ahead_make(puzzle, size, difficulty);
}

uint8_t ahead_take(uint8_t puzzle, uint8_t size, uint8_t difficulty) BANKED
{
    if (!save_ahead_holds(puzzle, size, difficulty))
        return 0;
    save_ahead_take();
    return 1;
}
