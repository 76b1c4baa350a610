"""The project's random number generator, specified once for Python and the Game Boy.

A 16-bit xorshift with the shift triple (7, 9, 8):

    x ^= x << 7;  x ^= x >> 9;  x ^= x << 8        (all modulo 2**16)

Every nonzero state lies on a single cycle of length 65535, so the 65535 seeds 1..65535 each start
the sequence at a different place and zero is never reached. The triple suits an 8-bit CPU: ``<< 8``
is a byte move, ``>> 9`` is the high byte shifted once, ``<< 7`` is one shift of each byte.

Draws are bytes: each state gives two, its low byte first, then its high byte; a step happens only
when both are used. (Half the steps of one draw per state, and a step is most of a draw's cost on
the Game Boy.) Bounded numbers use rejection, so there is no modulo bias: to draw from 0..limit,
take the next byte masked with the smallest all-ones mask 2**k - 1 that covers ``limit``, and draw
again while it exceeds ``limit``. Fewer than two draws are needed on average. Limits above 255 (only
the Python model's boards beyond 255 cells need them) take two bytes, low then high.

The layout shuffle is Fisher-Yates from the top: for i = n-1 down to 1, swap deck[i] with
deck[random_at_most(i)].
"""

from __future__ import annotations

STATE_MASK = 0xFFFF
SEED_MIN = 1
SEED_MAX = 0xFFFF


def xorshift16_step(state: int) -> int:
    """Return the state that follows ``state`` (a nonzero 16-bit integer)."""
    state ^= (state << 7) & STATE_MASK
    state ^= state >> 9
    state ^= (state << 8) & STATE_MASK
    return state


def covering_mask(limit: int) -> int:
    """The smallest 2**k - 1 that is >= ``limit`` (0 for limit 0)."""
    return (1 << limit.bit_length()) - 1


class Xorshift16:
    """The generator state and the draws built on it, exactly as the C core performs them."""

    def __init__(self, seed: int) -> None:
        if not SEED_MIN <= seed <= SEED_MAX:
            raise ValueError(f"seed must be in {SEED_MIN}..{SEED_MAX} (zero is the xorshift fixed point), got {seed}")
        self.state = seed
        self.spare: int | None = None  # the high byte of the state, while not yet drawn

    def next_byte(self) -> int:
        if self.spare is not None:
            byte, self.spare = self.spare, None
            return byte
        self.state = xorshift16_step(self.state)
        self.spare = self.state >> 8
        return self.state & 0xFF

    def random_at_most(self, limit: int) -> int:
        """A uniform integer in 0..limit (limit in 0..65535), by masked rejection."""
        if not 0 <= limit <= STATE_MASK:
            raise ValueError(f"limit must be in 0..{STATE_MASK}, got {limit}")
        mask = covering_mask(limit)
        while True:
            value = self.next_byte()
            if limit > 0xFF:
                value |= self.next_byte() << 8
            value &= mask
            if value <= limit:
                return value


def shuffled_deck(count: int, rng: Xorshift16) -> list[int]:
    """0..count-1 in the order the generator tries them (Fisher-Yates from the top)."""
    deck = list(range(count))
    for i in range(count - 1, 0, -1):
        j = rng.random_at_most(i)
        deck[i], deck[j] = deck[j], deck[i]
    return deck
