/* The puzzle interface: what every puzzle of the cartridge provides, so that the shell (title, game
   screen, pause menu, best times, saves) knows puzzles only through it and the generated registry
   (registry.h), the way Simon Tatham's collection puts every game behind one `struct game`.

   Puzzle <name> lives in gbc_src/puzzles/<name>/ and provides, BANKED (banking.h):

   uint8_t <name>_make(size, difficulty, seed)
       Generate the puzzle of size `size` (an index into its size list, registry.h) and `difficulty`
       from `seed`, and publish it in cart_io (result fields, board = solution, numbers or the
       puzzle's own picture of it). Returns a CART_STATUS_*. Long work shows progress on the status
       row (screen_progress) and never waits for the player.
   void <name>_play_begin(resumed)
       Draw the game's board for the puzzle just made (resumed 0: the player's marks start empty and
       are written to the puzzle's own fields of its save slot) or for the saved game (resumed 1: the
       puzzle and the marks come back from the save slot into cart_io and the board). The shell has
       called screen_begin() and reveals the screen afterwards; the puzzle loads the tile block its
       board needs (screen_use_tiles: its own, or its big-cell one). Owns the status row (row 1).
   uint8_t <name>_play_input(pressed)
       One frame of play with the buttons newly pressed (Start is the shell's). Returns PLAY_* bits.
       A change writes the puzzle's fields of its save slot; the shell seals the slot.
   void <name>_play_restart(void)     every mark off (saved too).
   void <name>_play_check(void)       the rule check: marks what breaks a rule, says it on the status row.
   void <name>_play_pause(paused)     1: the shell covers the board (hide the cursor); 0: back to play.
   uint8_t <name>_serve(command, width, height, seed, check, difficulty)
       A host request from cart_io (tests, tools): shown on the puzzle's explorer screen. CART_STATUS_*.
   uint8_t <name>_explore(pressed)
       Called from another screen: open the puzzle's explorer (the generator's own view). On it: one
       frame of its buttons; 1 when the player leaves for the title.

   A puzzle includes this header, the core's and the generated ones, never the shell's. */
#ifndef PUZZLE_API_H
#define PUZZLE_API_H

#include <stdint.h>

#include "registry.h"

#define PLAY_CHANGED 0x01u  /* the marks changed: the shell saves */
#define PLAY_SOLVED  0x02u  /* the board is the solution */

#endif
