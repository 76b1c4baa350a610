"""The PRNG specification (codegen/common/prng.py) and the byte-wise form the C uses."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from codegen.common.prng import Xorshift16, covering_mask, shuffled_deck, xorshift16_step

XORSHIFT_MACRO = Path(__file__).resolve().parent.parent / "gbc_src" / "core" / "xorshift.inc"
SIMULATED = "ld a,d; rra; ld a,e; rra; xor d; ld d,a; ld a,e; rra; ld a,d; rra; xor e; ld e,a; xor d; ld d,a"


def sm83_step(state: int) -> int:
    """The step as the XORSHIFT_DE macro (gbc_src/core/xorshift.inc, used by prng.s and the layout
    shuffle) computes it, instruction by instruction, on D (high) and E (low): the SIMULATED list.
    `rra` rotates A right through the carry flag; `xor` clears the carry."""
    d, e = state >> 8, state & 0xFF
    carry = 0

    def rra(value: int) -> int:
        nonlocal carry
        value, carry = (carry << 7) | (value >> 1), value & 1
        return value

    a = rra(d)
    a = rra(e)
    a ^= d
    carry = 0
    d = a
    a = rra(e)
    a = rra(d)
    a ^= e
    carry = 0
    e = a
    a ^= d
    d = a
    return d << 8 | e


def test_the_simulation_follows_the_macro_instruction_for_instruction():
    body = XORSHIFT_MACRO.read_text().split(".macro")[1].split(".endm")[0]
    instructions = [re.sub(r"\s*,\s*", ",", line.split(";")[0].strip()) for line in body.splitlines()[1:]]
    instructions = [" ".join(i.split()) for i in instructions if i]
    assert "; ".join(instructions) == SIMULATED


def test_the_assembly_step_equals_the_16_bit_formula_for_every_state():
    assert all(sm83_step(s) == xorshift16_step(s) for s in range(1, 1 << 16))


def test_bytes_come_low_then_high_one_step_per_two():
    rng, reference = Xorshift16(777), 777
    for _ in range(50):
        reference = xorshift16_step(reference)
        assert rng.next_byte() == reference & 0xFF
        assert rng.next_byte() == reference >> 8


def test_every_nonzero_state_is_on_one_cycle_of_length_65535():
    state, seen = 1, set()
    while state not in seen:
        seen.add(state)
        state = xorshift16_step(state)
    assert state == 1
    assert len(seen) == 65535 and 0 not in seen


@pytest.mark.parametrize("seed", [0, -1, 65536])
def test_seeds_outside_1_to_65535_are_refused(seed):
    with pytest.raises(ValueError, match="seed must be"):
        Xorshift16(seed)


def test_covering_mask():
    assert [covering_mask(n) for n in (0, 1, 2, 3, 4, 7, 8, 255, 256)] == [0, 1, 3, 3, 7, 7, 15, 255, 511]


@pytest.mark.parametrize("limit", [1, 2, 5, 6, 100, 224, 300])
def test_random_at_most_is_in_range_and_roughly_uniform(limit):
    rng = Xorshift16(12345)
    draws = Counter(rng.random_at_most(limit) for _ in range(2000 * (limit + 1)))
    assert set(draws) == set(range(limit + 1))
    expected = 2000
    assert all(abs(count - expected) < 0.2 * expected for count in draws.values())


def test_shuffled_deck_is_a_permutation_and_seeds_differ():
    decks = {tuple(shuffled_deck(225, Xorshift16(seed))) for seed in range(1, 201)}
    assert len(decks) == 200
    assert all(sorted(deck) == list(range(225)) for deck in decks)
