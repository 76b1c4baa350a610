"""Cycle budgets on the device: regression guards with wide margins, counted in CPU cycles (never
wall-clock time) by PyBoy probes at the ROM's own functions. `invoke bench` has the real figures.

What a budget measures: layouts and attempts are the function's OWN cycles, the interrupts the
platform serves meanwhile taken out (codegen/harness/probes.py), so one budget guards the algorithm on
both back ends; the interrupts have a budget of their own (per back end: GBDK-2020's VBlank handler
does more). Puzzle frames are wall time, interrupts included: what the player waits for, read from
the ROM's own timer round the generator (the timer tests below hold it to the probes' count; a probe
there would hook every interrupt and halve PyBoy's speed over hundreds of puzzles)."""

from __future__ import annotations

import json
import math
import statistics
from pathlib import Path

import pytest

from codegen.emit import io_block
from codegen.harness.rom_driver import CartRom, start_new_game
from codegen.puzzles import puzzle_number

BUDGETS = json.loads((Path(__file__).parent / "cycle_budgets.json").read_text())
SEEDS = range(1, 9)

# The ROM's timer and PyBoy's probe measure the same generation; the timer's window also holds the
# few instructions around the call, the banked call's trampoline (layout_generate is in another bank
# than its caller: about 150 cycles each way) and the interrupts served there (measured, taken out).
TIMER_STEP = 256
TIMER_FIXED_OVERHEAD_MAX = 700


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
        missed = attempt.missed
    finally:
        layout.close()
        attempt.close()
    assert len(layouts) == len(SEEDS) and attempts
    assert missed <= len(attempts) // 100, "PyBoy lost more than 1% of the attempts' returns"
    assert max(layouts) <= BUDGETS["dual_layout_cycles_max"][size], f"{size}: {max(layouts)} cycles"
    assert max(attempts) <= BUDGETS["dual_attempt_cycles_max"], f"{size}: an attempt took {max(attempts)}"


MEDIAN_SEEDS = range(1, 41)


@pytest.mark.parametrize("size", sorted(BUDGETS["dual_layout_cycles_median_max"]))
def test_dual_layout_median_stays_within_a_frame(rom, size):
    """Issue 14's budget: a 15x15 layout in under one frame (70,224 cycles), the median of 40 seeds."""
    width, height = parse_size(size)
    layout = rom.probe("_layout_generate")
    try:
        for seed in MEDIAN_SEEDS:
            assert rom.generate_layout(width, height, seed).status == io_block.STATUS_OK
        layouts = layout.take()
    finally:
        layout.close()
    assert len(layouts) == len(MEDIAN_SEEDS)
    median = statistics.median(layouts)
    assert median < BUDGETS["dual_layout_cycles_median_max"][size], f"{size}: median {median} cycles"


def test_flood_fill_is_much_slower_than_the_dual(rom):
    """The reason the project exists, as a guard: on 15x15 the flood fill costs at least 50 times more."""
    for seed in (1, 2, 3):
        dual = rom.generate_layout(15, 15, seed, io_block.CHECK_DUAL).timer_cycles
        flood = rom.generate_layout(15, 15, seed, io_block.CHECK_FLOOD_FILL).timer_cycles
        assert flood >= BUDGETS["min_flood_fill_over_dual"] * dual, (seed, flood, dual)


STOP_PROLOGUE_CYCLES_MAX = 32  # entry to its `di`: 16 (add sp) plain SDCC; its `ei` is far later
# platform_timer_start ends by enabling the timer, then `ret` (16 cycles): an interrupt dispatched in
# between is timed by the ROM, though it is served inside the call; one served earlier (after its
# `ei`, before the enable) ends at least 36 cycles before the return and is not
START_EPILOGUE_CYCLES_MAX = 16

# After a `reti` the next pending interrupt is dispatched at once, before the interrupted code goes on
# (a timer overflow, then VBlank): the interrupts the ROM times at either edge of its window come in
# such chains, each span starting where the one before it ends.


def served_from(spans, entry: int, prologue: int) -> int:
    """Cycles of the interrupts served from ``entry`` before a `di` ``prologue`` cycles on: the chain
    whose first interrupt starts in the prologue."""
    total, until = 0, entry + prologue
    for span in sorted(spans, key=lambda span: span.start):
        if entry <= span.start < until:
            total += span.cycles
            until = span.end + 1
    return total


def served_until(spans, end: int, epilogue: int) -> int:
    """Cycles of the interrupts served up to ``end`` after the last ``epilogue`` cycles of code began:
    the chain whose last interrupt ends in the epilogue."""
    total, since = 0, end - epilogue
    for span in sorted(spans, key=lambda span: span.end, reverse=True):
        if since <= span.end <= end:
            total += span.cycles
            since = span.start
    return total


def timer_gaps(rom, symbol: str, requests) -> list[int]:
    """For each request (a callable that makes the ROM generate something and returns its result), the
    ROM's timer figure minus PyBoy's exact count of the call to ``symbol``, interrupts included, once
    the interrupts served between platform_timer_start and platform_timer_stop but outside the call
    are taken out too."""
    probes = {name: rom.probe(symbol) for name, symbol in
              (("call", symbol), ("start", "_platform_timer_start"), ("stop", "_platform_timer_stop"))}
    gaps = []
    try:
        for request in requests:
            timer = request().timer_cycles
            (call,) = probes["call"].take_calls()
            (begun,) = probes["start"].take_calls()
            (ended,) = probes["stop"].take_calls()
            # platform_timer_stop shuts interrupts off after its prologue: those served in
            # between are timed by the ROM too (seen once the VBlank handler's timing moved, and
            # again as a timer overflow with VBlank served right after it); so are those served
            # after platform_timer_start enabled the timer, before it returned
            late = served_from(rom.interrupts.spans, ended.start, STOP_PROLOGUE_CYCLES_MAX)
            early = served_until(rom.interrupts.spans, begun.end, START_EPILOGUE_CYCLES_MAX)
            window = rom.interrupts.served_between(begun.end, ended.start) + early + late
            outside = window - rom.interrupts.served_between(call.start, call.end)
            assert timer % TIMER_STEP == 0
            gaps.append(timer - call.cycles - outside)
    finally:
        for probe in probes.values():
            probe.close()
    return gaps


def test_rom_timer_agrees_with_the_cycle_probe(rom):
    """The in-ROM measurement (Game Boy timer, which real hardware has) equals PyBoy's exact count of
    the call, interrupts included, within the timer's 256-cycle step and a fixed overhead."""
    gaps = timer_gaps(rom, "_layout_generate", [
        lambda w=width, h=height, s=seed, c=check: rom.generate_layout(w, h, s, c)
        for width, height in ((4, 4), (9, 9), (15, 15), (16, 9)) for seed in (1, 500, 60000)
        for check in (io_block.CHECK_DUAL, io_block.CHECK_FLOOD_FILL)])
    assert 0 <= min(gaps) <= TIMER_FIXED_OVERHEAD_MAX, gaps
    assert max(gaps) - min(gaps) <= TIMER_STEP, str(gaps)


@pytest.mark.parametrize(("puzzle", "symbol", "sizes"), [
    ("hitori", "_puzzle_generate", ((6, 6, 0), (12, 12, 1))),
    ("palisade", "_pal_generate", ((5, 5, 0), (8, 8, 0))),
])
def test_rom_timer_agrees_with_the_cycle_probe_on_puzzles(rom, puzzle, symbol, sizes):
    """The puzzle budgets below read the timer round each puzzle's generator: it holds there too."""
    rom.puzzle = puzzle_number(puzzle)
    try:
        gaps = timer_gaps(rom, symbol, [lambda w=width, h=height, s=seed, d=level: rom.generate_puzzle(w, h, s, d)
                                        for width, height, level in sizes for seed in (1, 500, 60000)])
    finally:
        rom.puzzle = 0
    assert 0 <= min(gaps) <= TIMER_FIXED_OVERHEAD_MAX, gaps
    assert max(gaps) - min(gaps) <= TIMER_STEP, str(gaps)


@pytest.mark.parametrize(("overflows_before", "expect_max"), [(0x00F0, False), (0xFFF0, False), (0xFFFF, True)])
def test_rom_timer_counts_up_to_its_32_bit_limit(rom, overflows_before, expect_max):
    """A timer overflow is 65,536 cycles, so a long generation (a Tricky puzzle can take minutes) runs
    the count of overflows far. Rather than wait that long in emulated time, the count is set just
    below a boundary as the timed call begins: the time read back must be that offset plus the call's
    own, as the probe counts it (the same agreement as the test above), past 2^8 overflows and from
    2^16 - 16 (ending below the 32-bit limit of cycles); from 2^16 - 1 the call crosses 2^32 cycles
    and the timer holds at its maximum."""
    _, overflows = rom.pyboy.symbol_lookup("_platform_timer_overflows")
    bank, entry = rom.pyboy.symbol_lookup("_layout_generate")

    def jump_ahead() -> None:
        rom.pyboy.memory[overflows:overflows + 4] = list(overflows_before.to_bytes(4, "little"))

    probes = {name: rom.probe(symbol) for name, symbol in
              (("call", "_layout_generate"), ("start", "_platform_timer_start"), ("stop", "_platform_timer_stop"))}
    rom.hooks.add(bank, entry, jump_ahead)
    try:
        timer = rom.generate_layout(15, 15, 7).timer_cycles
        (call,) = probes["call"].take_calls()
        (begun,) = probes["start"].take_calls()
        (ended,) = probes["stop"].take_calls()
        outside = (rom.interrupts.served_between(begun.end, ended.start)
                   - rom.interrupts.served_between(call.start, call.end))
    finally:
        rom.hooks.remove(bank, entry, jump_ahead)
        for probe in probes.values():
            probe.close()
    if expect_max:
        assert timer == 0xFFFFFFFF
    else:
        gap = timer - overflows_before * 65536 - call.cycles - outside
        assert 0 <= gap <= TIMER_FIXED_OVERHEAD_MAX, (timer, call.cycles, outside)


def test_vblank_interrupt_stays_within_its_budget(rom):
    """The VBlank interrupt in its usual frame (the median over 30 frames of a screen at rest) within
    its budget, and every one, also while a 16x15 board is drawn, within VBlank's 4,560 cycles."""
    backend = "gbdk" if rom.pyboy.symbol_lookup("__current_bank")[1] >= 0xFF80 else "sdcc"
    limits = BUDGETS["vblank_interrupt_cycles_max"][backend]
    probe = rom.probe("_main")  # keeps the interrupt meter open while the ROM runs
    try:
        rom.settle()
        rom.tick(2)
        rom.interrupts.spans.clear()
        rom.tick(30)
        idle = [span.cycles for span in rom.interrupts.spans]
        rom.interrupts.spans.clear()
        rom.generate_layout(16, 15, 3)
        busy = [span.cycles for span in rom.interrupts.spans]
    finally:
        probe.close()
    assert len(idle) >= 29, idle  # one a frame (no timer interrupts at rest)
    assert sorted(idle)[len(idle) // 2] <= limits["idle"], f"{backend}: a VBlank at rest takes {sorted(idle)}"
    assert max(idle + busy) <= limits["drawing"], f"{backend}: a VBlank took {max(idle + busy)} cycles"


def test_vblank_interrupt_in_a_game_with_big_cells(built_rom):
    """A big cursor is four sprites: plain SDCC's handler then copies four OAM entries a VBlank (GBDK-2020
    copies the whole shadow OAM, in the VBlank after the cursor changed). At rest in a 6x6 Hitori game,
    and while its cursor moves and cells change, the handler stays within its big-cursor budget and every
    VBlank within VBlank."""
    with CartRom(built_rom.rom) as rom:
        backend = "gbdk" if rom.pyboy.symbol_lookup("__current_bank")[1] >= 0xFF80 else "sdcc"
        limits = BUDGETS["vblank_interrupt_cycles_max"][backend]
        start_new_game(rom, 6, 6, "easy")
        probe = rom.probe("_main")  # keeps the interrupt meter open while the ROM runs
        try:
            rom.tick(2)
            rom.interrupts.spans.clear()
            rom.tick(30)
            idle = sorted(span.cycles for span in rom.interrupts.spans)
            for button in ("right", "a", "down", "b", "left", "a"):
                rom.tap(button)
            busy = [span.cycles for span in rom.interrupts.spans]
        finally:
            probe.close()
    assert idle[len(idle) // 2] <= limits["big_cursor"], f"{backend}: {idle}"
    assert max(busy) <= limits["drawing"], f"{backend}: a VBlank took {max(busy)} cycles"


PUZZLE_SEEDS = range(1, 21)
TAIL_SEEDS = range(1, 201)  # issue 14's budgets are 95th percentiles over at least 200 seeds


def puzzle_frames(rom, width: int, height: int, difficulty: int, seeds=PUZZLE_SEEDS) -> list[float]:
    """Frames of each puzzle's generation, interrupts included (what the player waits for), as the
    ROM's timer counted them."""
    cycles = [rom.generate_puzzle(width, height, seed, difficulty).timer_cycles for seed in seeds]
    return [count / rom.cycles_per_frame() for count in cycles]


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


@pytest.mark.slow
@pytest.mark.parametrize("key", sorted(BUDGETS["puzzle_frames_p95_max"]))
def test_puzzle_generation_tail_stays_within_its_budget(rom, key):
    """The long waits (issue 14): the 95th percentile (nearest rank) over 200 seeds within the
    budget, 180 frames (3 s) up to 12x12 and 600 at 15x15 and 16x15."""
    frames = sorted(puzzle_frames(rom, *parse_puzzle_key(key), seeds=TAIL_SEEDS))
    assert len(frames) == len(TAIL_SEEDS)
    p95 = frames[math.ceil(0.95 * len(frames)) - 1]
    assert p95 <= BUDGETS["puzzle_frames_p95_max"][key], f"{key}: 95th percentile {p95:.1f} frames"


PALISADE_SEEDS = range(1, 101)  # Palisade's budget is a median over 100 seeds (issue 13)


@pytest.mark.parametrize("key", sorted(BUDGETS["palisade_frames_median_max"]))
def test_palisade_generation_stays_within_its_budget(rom, key):
    """The median over 100 seeds within the budget, for the largest sizes at each level, the sizes
    issue 13 set budgets for, and 10x8 and 10x10 at both levels (issue 37's 180 frames); the 95th
    percentile (nearest rank) too at the largest sizes (15x12's at issue 37's 1,200 frames)."""
    width, height, level = parse_puzzle_key(key)
    rom.puzzle = puzzle_number("palisade")
    try:
        frames = sorted(puzzle_frames(rom, width, height, level, PALISADE_SEEDS))
    finally:
        rom.puzzle = 0
    assert len(frames) == len(PALISADE_SEEDS)
    median = (frames[49] + frames[50]) / 2
    assert median <= BUDGETS["palisade_frames_median_max"][key], f"{key}: median {median:.1f} frames"
    p95 = frames[math.ceil(0.95 * len(frames)) - 1]
    assert p95 <= BUDGETS["palisade_frames_p95_max"].get(key, math.inf), f"{key}: 95th percentile {p95:.1f} frames"


SUDOKU_SEEDS = range(1, 101)


@pytest.mark.parametrize("name,key", [(name, key) for name in ("sudoku", "jigsaw")
                                      for key in sorted(BUDGETS[f"{name}_frames_median_max"])])
def test_sudoku_generation_stays_within_its_budget(rom, name, key):
    """Classic and jigsaw boards: the median and 95th percentile (nearest rank) over 100 seeds, 9x9
    Easy at issue 39's 180 and 600 frames, 6x6 Easy at what it measures with a margin
    (cycle_budgets.json's about_sudoku)."""
    width, height, level = parse_puzzle_key(key)
    rom.puzzle = puzzle_number(name)
    try:
        frames = sorted(puzzle_frames(rom, width, height, level, SUDOKU_SEEDS))
    finally:
        rom.puzzle = 0
    median = (frames[49] + frames[50]) / 2
    assert median <= BUDGETS[f"{name}_frames_median_max"][key], f"{name} {key}: median {median:.1f} frames"
    p95 = frames[math.ceil(0.95 * len(frames)) - 1]
    assert p95 <= BUDGETS[f"{name}_frames_p95_max"][key], f"{name} {key}: 95th percentile {p95:.1f} frames"
