/* The project's random number generator (prng.s): the same stream as codegen/common/prng.py for a seed. */
#ifndef HITORI_PRNG_H
#define HITORI_PRNG_H

#include <stdint.h>

/* Start the stream at `seed`, 1..65535 (zero must be refused by the caller). */
void prng_seed(uint16_t seed);

/* The next byte of the stream. */
uint8_t prng_byte(void);

/* A uniform number in 0..limit by masked rejection (a limit of 0 still uses one byte). */
uint8_t prng_at_most(uint8_t limit);

/* The deck on WRAM page `page`: 0..count-1 (count >= 2) shuffled by Fisher-Yates from the top, as
   codegen/common/prng.py's shuffled_deck. */
void prng_shuffle(uint8_t count, uint8_t page);

#endif
