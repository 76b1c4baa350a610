/* The puzzle interface: what every puzzle of the cartridge provides, so that the shell (title, game
   screen, pause menu, best times, saves) knows puzzles only through it and the generated registry
   (registry.h), the way Simon Tatham's collection puts every game behind one `struct game`.

   Puzzle <name> lives in gbc_src/puzzles/<name>/ and provides, BANKED (banking.h):

   void <name>_make(size, difficulty, seed)
       Generate the puzzle of size `size` (an index into its size list, registry.h) and `difficulty`
       from `seed`, and publish it in cart_io (result fields, board = solution, numbers or the
       puzzle's own picture of it). The shell has checked all three. Long work shows progress on the
       status row (screen_progress) and never waits for the player.
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
   void <name>_explorer_draw(solution)
       The explorer screen's text rows and board for what cart_io holds (a puzzle just made by
       <name>_make, or the result of a command of its own), with the solution shown if `solution`.
       The shell's explorer (shell/explorer_screen.c) has checked the request, made the puzzle and
       cleared the board area if the board's size changed.
   Only a puzzle with a command of its own (PuzzleSpec.explorer_own_command) provides the next two;
   for the others the registry answers CART_STATUS_UNKNOWN_COMMAND and EXPLORE_NOT_MINE.
   uint8_t <name>_serve_own(command, width, height, seed, check)
       A host request for a command of the puzzle's own (Hitori: CART_COMMAND_GENERATE_LAYOUT): check
       it, make the result and publish it in cart_io, draw nothing. CART_STATUS_*. A command of its
       own is also a view of the explorer, before the levels, on the sizes
       PuzzleSpec.explorer_own_sizes lists.
   uint8_t <name>_explore_own(pressed)
       The explorer's buttons, asked before the shell handles them: EXPLORE_NOT_MINE (the shell steps
       seed, size and level, Start shows the solution, Select leaves), EXPLORE_DONE (handled: a screen
       of its own, like Hitori's benchmark), EXPLORE_LEAVE (to the title) or EXPLORE_AGAIN (make the
       board shown before its own screen again).

   A puzzle includes this header, the core's and the generated ones, never the shell's. */
#ifndef PUZZLE_API_H
#define PUZZLE_API_H

#include <stdint.h>

#include "registry.h"

#define PLAY_CHANGED 0x01u  /* the marks changed: the shell saves */
#define PLAY_SOLVED  0x02u  /* the board is the solution */

#endif
