"""Cycle budgets on the device: regression guards with wide margins, counted in CPU cycles (never
wall-clock time) by PyBoy probes at the ROM's own functions. `invoke bench` has the real figures."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from codegen.emit import io_block

BUDGETS = json.loads((Path(__file__).parent / "cycle_budgets.json").read_text())
SEEDS = range(1, 9)

# The ROM's timer and PyBoy's probe measure the same generation; the timer's window also holds the
# few instructions around the call, and at most one timer interrupt (about 150 cycles) more.
TIMER_STEP = 16
TIMER_INTERRUPT_MAX = 160
TIMER_FIXED_OVERHEAD_MAX = 400


def parse_size(name: str) -> tuple[int, int]:
    width, height = name.split("x")
    return int(width), int(height)


@pytest.mark.parametrize("size", sorted(BUDGETS["dual_layout_cycles_max"]))
def test_dual_layout_stays_within_its_budget(rom, size):
    width, height = parse_size(size)
    layout, attempt = rom.probe("_layout_generate"), rom.probe("_layout_try_dual")
    try:
        for seed in SEEDS:
            assert rom.generate_layout(width, height, seed).status == io_block.STATUS_OK
        layouts, attempts = layout.take(), attempt.take()
    finally:
        layout.close()
        attempt.close()
    assert len(layouts) == len(SEEDS) and attempts
    assert max(layouts) <= BUDGETS["dual_layout_cycles_max"][size], f"{size}: {max(layouts)} cycles"
    assert max(attempts) <= BUDGETS["dual_attempt_cycles_max"], f"{size}: an attempt took {max(attempts)}"


def test_flood_fill_is_much_slower_than_the_dual(rom):
    """The reason the project exists, as a guard: on 15x15 the flood fill costs at least 50 times more."""
    for seed in (1, 2, 3):
        dual = rom.generate_layout(15, 15, seed, io_block.CHECK_DUAL).timer_cycles
        flood = rom.generate_layout(15, 15, seed, io_block.CHECK_FLOOD_FILL).timer_cycles
        assert flood >= BUDGETS["min_flood_fill_over_dual"] * dual, (seed, flood, dual)


def test_rom_timer_agrees_with_the_cycle_probe(rom):
    """The in-ROM measurement (Game Boy timer, which real hardware has) equals PyBoy's exact count
    within the timer's 16-cycle step, a fixed overhead and at most one overflow interrupt."""
    probe = rom.probe("_layout_generate")
    gaps = []
    try:
        for width, height in ((4, 4), (9, 9), (15, 15), (16, 9)):
            for seed in (1, 500, 60000):
                for check in (io_block.CHECK_DUAL, io_block.CHECK_FLOOD_FILL):
                    timer = rom.generate_layout(width, height, seed, check).timer_cycles
                    (exact,) = probe.take()
                    assert timer % TIMER_STEP == 0
                    gaps.append(timer - exact)
    finally:
        probe.close()
    assert 0 <= min(gaps) <= TIMER_FIXED_OVERHEAD_MAX, gaps
    assert max(gaps) - min(gaps) <= TIMER_STEP + TIMER_INTERRUPT_MAX, gaps


PUZZLE_SEEDS = range(1, 21)
CYCLES_PER_FRAME = 70224


def puzzle_frames(rom, width: int, height: int, difficulty: int) -> list[float]:
    probe = rom.probe("_puzzle_generate")
    try:
        for seed in PUZZLE_SEEDS:
            rom.generate_puzzle(width, height, seed, difficulty)
        return [cycles / CYCLES_PER_FRAME for cycles in probe.take()]
    finally:
        probe.close()


def parse_puzzle_key(key: str) -> tuple[int, int, int]:
    size, difficulty = key.split()
    return (*parse_size(size), {"easy": 0, "tricky": 1}[difficulty])


@pytest.mark.parametrize("key", sorted(set(BUDGETS["puzzle_frames_max"]) | set(BUDGETS["puzzle_frames_median_max"])))
def test_puzzle_generation_stays_within_its_budget(rom, key):
    frames = puzzle_frames(rom, *parse_puzzle_key(key))
    assert len(frames) == len(PUZZLE_SEEDS)
    ordered = sorted(frames)
    median = (ordered[9] + ordered[10]) / 2
    if key in BUDGETS["puzzle_frames_median_max"]:
        assert median <= BUDGETS["puzzle_frames_median_max"][key], f"{key}: median {median:.1f} frames"
    if key in BUDGETS["puzzle_frames_max"]:
        assert max(frames) <= BUDGETS["puzzle_frames_max"][key], f"{key}: {max(frames):.1f} frames"
