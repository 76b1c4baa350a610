/* Where a puzzle's make publishes what it made (puzzle_api.h): cart_io's result fields, as always, or,
   for a puzzle made ahead on the background thread (background.h, shell/ahead.c), the same fields in
   the save's puzzle-ahead part, laid out as in cart_io. A make writes only cart_io's result fields
   (result_command to numbers), through made_io, between made_open() and made_close(), and times
   itself with made_timer_start()/made_timer_stop() (the background thread leaves the timer alone:
   it belongs to whoever measures in the foreground). */
#ifndef CORE_MADE_H
#define CORE_MADE_H

#include <stdint.h>

#include "background.h"
#include "io_block.h"

extern volatile cart_io_t *made_ahead;
#define made_io (bg_in_background ? made_ahead : &cart_io)

/* Where the background thread's makes publish: `ahead`, the first result field's place in the save
   (the game thread's always go to cart_io). */
void made_to(uint8_t *ahead);
void made_open(void);   /* before the first write through made_io: cartridge RAM on where it lies there */
/* 1 from the background thread's made_open() until the shell has sealed what it wrote (made_sealed):
   meanwhile the part holds no puzzle to take. */
extern uint8_t made_ahead_changing;
#define made_sealed() (made_ahead_changing = 0)
void made_close(void);  /* after the last */
/* What every make writes, after made_open(): which puzzle and command made the result, its board, its
   seed and its cycles (made_timer_stop's); each puzzle then writes the fields that are its own
   (result_check, result_difficulty, black_count, layouts, numberings) and its cells. */
void made_publish(uint8_t puzzle, uint8_t command, uint8_t width, uint8_t height, uint16_t seed, uint32_t cycles);
void made_timer_start(void);
uint32_t made_timer_stop(void);  /* the cycles since made_timer_start(); 0 on the background thread */

#endif
