/* The shell: everything around the puzzles. main.c (bank 0) runs the frame loop and host requests;
   title.c the title menu and seed entry; game.c a game (making it, the clock, the pause menu, the
   win screen); help.c the pause menu's HOW TO PLAY page; save.c the settings, best times and game
   slots. It knows puzzles only through the registry (registry.h) and the interface (puzzle_api.h). */
#ifndef SHELL_H
#define SHELL_H

#include <stdint.h>

#include "banking.h"
#include "save_layout.h"

/* title.c */
void title_show(void) BANKED;
void title_frame(uint8_t pressed) BANKED;
uint8_t seed_entry_frame(uint8_t pressed) BANKED;  /* 1: back to the title */
extern uint8_t chosen_puzzle;
extern uint8_t explored_puzzle;  /* whose explorer screen is shown (a host request may open another) */

/* explorer_screen.c: host requests and the explorer, for every puzzle (a CART_STATUS_*; a frame of
   the explorer's buttons, 1 when the player leaves for the title; pressed 0 from another screen opens it). */
uint8_t explorer_serve(uint8_t puzzle, uint8_t command, uint8_t width, uint8_t height, uint16_t seed,
                       uint8_t check, uint8_t difficulty) BANKED;
uint8_t explorer_frame(uint8_t puzzle, uint8_t pressed) BANKED;

/* game.c */
void game_start(uint8_t puzzle, uint8_t size, uint8_t difficulty, uint16_t seed) BANKED;
void game_continue(uint8_t puzzle) BANKED;
void game_start_next(uint8_t puzzle, uint8_t size, uint8_t difficulty) BANKED;  /* the player's New game */
#define GAME_GOES_ON  0u
#define GAME_TO_TITLE 1u
uint8_t game_frame(uint8_t pressed) BANKED;
uint16_t player_seed(void) BANKED;

/* help.c: the HOW TO PLAY page of puzzle `puzzle`, a game of size `size` (menu order), on a cleared window. */
void help_draw(uint8_t puzzle, uint8_t size) BANKED;

/* save.c: every function switches cartridge RAM on and off itself. */
uint8_t save_open(void) BANKED;  /* check the save, reset what is broken; a CART_SAVE_* notice */
#define SETTING_SOUND_ON    SAVE_SETTING_SOUND_ON     /* 1: sound effects on */
#define SETTING_LAST_PUZZLE SAVE_SETTING_LAST_PUZZLE  /* the puzzle last chosen on the title screen */
uint8_t save_setting(uint8_t setting) BANKED;
void save_set_setting(uint8_t setting, uint8_t value) BANKED;
uint16_t save_best(uint8_t puzzle, uint8_t size, uint8_t difficulty) BANKED;  /* SAVE_NO_TIME if none */
uint8_t save_offer_time(uint8_t puzzle, uint8_t size, uint8_t difficulty, uint16_t seconds) BANKED;  /* 1: new best */
uint8_t save_has_game(uint8_t puzzle) BANKED;
/* The shell's fields of a game slot: a new game (saved, unsealed: the puzzle writes its part next),
   the clock and the whole slot sealed (after the puzzle rewrote its fields: a game's start or
   restart), the clock after a move (the puzzle changed its fields with save_part_set: only the
   clock's bytes and the check change), the game's end. */
void save_game_begin(uint8_t puzzle, uint8_t size, uint8_t difficulty, uint16_t seed) BANKED;
void save_game_seal(uint8_t puzzle, uint16_t seconds) BANKED;
void save_game_progress(uint8_t puzzle, uint16_t seconds) BANKED;
void save_game_read(uint8_t puzzle, uint8_t *size, uint8_t *difficulty, uint16_t *seed, uint16_t *seconds) BANKED;
void save_game_clear(uint8_t puzzle) BANKED;
/* The puzzle made ahead (ahead.c): does the save hold one for this choice; its choice written and the
   part sealed once it is made (on the background thread, its make having published into the part's
   ahead_result: made.h); taken into cart_io's result fields, which leaves none. */
uint8_t save_ahead_holds(uint8_t puzzle, uint8_t size, uint8_t difficulty) BANKED;
void save_ahead_seal(uint8_t puzzle, uint8_t size, uint8_t difficulty) BANKED;
void save_ahead_take(void) BANKED;

/* ahead.c: the next puzzle, made on the background thread (core/background.h) in the time the frame
   loop leaves idle. ahead_make: have one made for this choice (the one a game is of, or the title's
   after the cursor rests: ahead_rest, every title frame); ahead_take: the made one into cart_io's
   result fields, if the save holds one for this choice (1); ahead_stop: before any puzzle is made
   in the foreground, which needs the generator's pages. */
void ahead_make(uint8_t puzzle, uint8_t size, uint8_t difficulty) BANKED;
void ahead_rest(uint8_t puzzle, uint8_t size, uint8_t difficulty) BANKED;
uint8_t ahead_take(uint8_t puzzle, uint8_t size, uint8_t difficulty) BANKED;
void ahead_stop(void) BANKED;
void ahead_job(void) BANKED;  /* the background thread's job (main.c's ahead_thread calls it) */
void ahead_thread(void);      /* main.c, bank 0: the job's entry for bg_start */

#endif
