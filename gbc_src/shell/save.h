/* The battery-backed save (codegen/save_layout.py): best times, the sound setting and the game in
   progress, each part checked on its own; a part that does not check out is reset, never trusted. */
#ifndef HITORI_SAVE_H
#define HITORI_SAVE_H

#include <stdint.h>

#include "save_layout.h"

#define SAVE_WAS_RESET  0x01u  /* save_open(): the header was blank or foreign: everything reset */
#define SAVE_RECORDS_BAD 0x02u /* the records did not check out: reset */
#define SAVE_GAME_BAD   0x04u  /* the game in progress did not check out: dropped */

uint8_t save_open(void);  /* check the save, reset what is broken; SAVE_* flags of what was reset */

uint8_t save_sound_on(void);
void save_set_sound(uint8_t on);
uint16_t save_best(uint8_t shape, uint8_t difficulty);           /* SAVE_NO_TIME if none */
uint8_t save_offer_time(uint8_t shape, uint8_t difficulty, uint16_t seconds);  /* 1: a new best */

uint8_t save_has_game(void);
/* A new game: the puzzle in hitori_io (numbers, board = solution), no marks yet. */
void save_game_start(uint8_t shape, uint8_t difficulty, uint16_t seed, uint8_t cells);
/* The player's marks and clock after a move. */
void save_game_update(const uint8_t *marks, uint8_t cells, uint16_t seconds);
/* Put the saved game back: its puzzle into hitori_io, the marks into `marks`. */
void save_game_restore(uint8_t *shape, uint8_t *difficulty, uint16_t *seed, uint16_t *seconds, uint8_t *marks);
void save_game_clear(void);

uint16_t save_fletcher(const uint8_t *data, uint16_t length);  /* fletcher.s */

#endif
