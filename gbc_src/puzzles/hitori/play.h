/* The game screen: a puzzle from hitori_io (numbers, board = solution), the player's marks, cursor,
   undo, pause menu, rule check, clock, and the win screen. */
#ifndef HITORI_PLAY_H
#define HITORI_PLAY_H

#include <stdint.h>

/* Start playing the puzzle in hitori_io on shape `shape` (an index into hitori_shapes), freshly made
   (marks cleared, saved as the game in progress) ... */
void play_new(uint8_t shape, uint8_t difficulty, uint16_t seed);
/* ... or the saved game in progress. */
void play_continue(void);

/* One frame of the game, given the buttons newly pressed (with D-pad auto-repeat) and held. Returns
   what the game wants next: */
#define PLAY_GOES_ON   0u
#define PLAY_TO_TITLE  1u
#define PLAY_NEW_GAME  2u  /* another puzzle of the same size and difficulty */
uint8_t play_frame(uint8_t pressed);

/* The shown shape and difficulty (for a new game from the pause or win screen). */
extern uint8_t play_shape;
extern uint8_t play_difficulty;

#endif
