"""Cycle benchmarks of the cartridge's generator in headless PyBoy: planar dual vs flood fill.

Every figure is a count of CPU cycles (4,194,304 a second, 70,224 a frame) taken from PyBoy's cycle
counter by CycleProbe, at the entry and return of the ROM's own functions:

- a layout: ``layout_generate`` (set-up, the draws and every attempt), for each check;
- an attempt: ``layout_try_dual`` / ``layout_try_flood_fill``, for the candidates drawn (cells next
  to a black cell, shaded or refused are skipped before it, in the same way for both checks), and
  how many a layout makes.

Layouts and attempts are the functions' own cycles, the interrupts served meanwhile taken
out (probes.py), so both back ends' figures compare. The ROM's own measurement on the Game Boy timer
is recorded next to it (against the call's wall cycles, which the timer counts too).

Puzzles: ``puzzle_generate`` from the seed to the finished, rated puzzle (layouts, Latin rectangles,
numberings, solver runs, and the progress drawing the player sees), as frames per puzzle, interrupts
included (what the player waits for), with the median and 95th percentile over the seeds, and the
retries: numberings tried beyond the first.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Iterable
from dataclasses import asdict, dataclass
from pathlib import Path

from ..emit import io_block
from ..puzzles.hitori.puzzle import Difficulty
from .phases import PhaseProfile, hitori_phases, profile_generator
from .rom_driver import CYCLES_PER_FRAME, CartRom, PuzzleResult

MEASURES = ("hitori", "numberlink", "palisade", "sudoku", "jigsaw")  # the puzzles this benchmark knows how to measure
# the function whose wall cycles are "the time to make a puzzle", for the puzzles measured in frames
GENERATORS = {"numberlink": "_nl_generate", "palisade": "_pal_generate", "sudoku": "_su_generate",
              "jigsaw": "_su_generate"}
BENCH_SIZES = [(n, n) for n in range(4, 16)]
PUZZLE_SEEDS = {"hitori": 200}  # seeds per size and difficulty by default (issue 14 asks >= 200); others 100


def default_puzzle_seeds(puzzle: str) -> int:
    return PUZZLE_SEEDS.get(puzzle, 100)


@dataclass(frozen=True)
class BenchRow:
    w: int
    h: int
    seeds: int
    dfs_cycles_median: int
    dual_cycles_median: int
    dual_cycles_max: int
    dual_attempt_cycles_median: int
    dual_attempt_cycles_max: int
    dfs_attempt_cycles_median: int
    dfs_attempt_cycles_max: int
    attempts_per_layout_median: float  # dual attempts (the flood fill makes the same ones)
    timer_minus_probe_min: int  # the ROM's timer figure minus PyBoy's, for the same dual layouts
    timer_minus_probe_max: int

    @property
    def cells(self) -> int:
        return self.w * self.h

    @property
    def ratio(self) -> float:
        return self.dfs_cycles_median / self.dual_cycles_median

    @property
    def dual_frames_median(self) -> float:
        return self.dual_cycles_median / CYCLES_PER_FRAME

    def as_json(self) -> dict[str, object]:
        return {
            "kind": "layout",
            **asdict(self),
            "cells": self.cells,
            "ratio": round(self.ratio, 1),
            "dual_frames_median": round(self.dual_frames_median, 3),
        }


def _median(values: Iterable[int]) -> int:
    return round(statistics.median(values))


def percentile(values: list[float], fraction: float) -> float:
    """The nearest-rank percentile: the smallest value with at least ``fraction`` of them at or below it."""
    ordered = sorted(values)
    rank = math.ceil(round(fraction * len(ordered), 6))  # round first: 0.28 * 25 is 7.000000000000001
    return ordered[min(max(rank, 1), len(ordered)) - 1]


@dataclass(frozen=True)
class PuzzleRow:
    w: int
    h: int
    difficulty: str
    seeds: int
    frames_median: float
    frames_p90: float
    frames_p95: float
    frames_max: float
    retries_median: float
    layouts_median: float
    layouts_p95: float

    def as_json(self) -> dict[str, object]:
        return {"kind": "puzzle", **asdict(self)}


def measure_puzzles(rom: CartRom, width: int, height: int, difficulty: Difficulty,
                    seeds: Iterable[int]) -> tuple[PuzzleRow, PhaseProfile]:
    """Generate a puzzle for every seed; frames from the exact wall cycles of ``puzzle_generate``
    (what the player waits for), and where those cycles went (phases.py)."""
    frames, retries, layouts = [], [], []

    def note(result: PuzzleResult, wall_cycles: int) -> None:
        frames.append(wall_cycles / rom.cycles_per_frame())
        retries.append(result.numberings - 1)
        layouts.append(result.layouts)

    profile = profile_generator(rom, "_puzzle_generate", hitori_phases(),
                                width, height, difficulty, difficulty.name.lower(), seeds, note)
    row = PuzzleRow(
        w=width,
        h=height,
        difficulty=difficulty.name.lower(),
        seeds=len(frames),
        frames_median=round(statistics.median(frames), 1),
        frames_p90=round(percentile(frames, 0.90), 1),
        frames_p95=round(percentile(frames, 0.95), 1),
        frames_max=round(max(frames), 1),
        retries_median=statistics.median(retries),
        layouts_median=statistics.median(layouts),
        layouts_p95=percentile(layouts, 0.95),
    )
    return row, profile


PARTS_SEEDS = 40  # seeds for the table of a layout's parts, on the largest board measured
LAYOUT_PARTS = (  # (name, the label where the part begins); each ends where the next begins
    ("set-up", "_layout_draw_dual"),
    ("scatter", "_layout_scatter"),
    ("listing", "_layout_listing"),
    ("pool", "_layout_pool"),
)
LAYOUT_END = "_layout_drawn"


@dataclass(frozen=True)
class LayoutParts:
    """Where a dual layout's own cycles go (layout_draw.s's labels): the median of each part over the
    seeds, interrupts taken out. The attempts are counted apart: scatter and pool are their draws and
    loops without the attempts they call (the calls themselves, arguments saved, stay with them)."""

    w: int
    h: int
    seeds: int
    parts: dict[str, int]
    attempts: int
    attempts_per_layout: float
    layout: int

    def as_json(self) -> dict[str, object]:
        return {"kind": "layout_parts", **asdict(self)}


def measure_layout_parts(rom: CartRom, width: int, height: int, seeds: Iterable[int]) -> LayoutParts:
    """Time each part of the dual layout by hooks at the labels that begin them."""
    hub, pyboy = rom.hooks, rom.pyboy
    attempt, whole = rom.probe("_layout_try_dual"), rom.probe("_layout_generate")
    reached: dict[str, int] = {}
    labels = [label for _, label in LAYOUT_PARTS] + [LAYOUT_END]
    hooks = []
    for label in labels:
        key = pyboy.symbol_lookup(label)
        hooks.append((key, lambda label=label: reached.__setitem__(label, pyboy._cycles())))
        hub.add(*key, hooks[-1][1])
    per_part: dict[str, list[int]] = {name: [] for name, _ in LAYOUT_PARTS}
    attempts, counts, layouts = [], [], []
    try:
        for seed in seeds:
            reached.clear()
            if rom.generate_layout(width, height, seed).status != io_block.STATUS_OK:
                raise RuntimeError(f"the ROM refused {width}x{height} seed {seed}")
            calls = attempt.take_calls()
            (call,) = whole.take_calls()
            layouts.append(whole.own(call))
            attempts.append(sum(attempt.own(c) for c in calls))
            counts.append(len(calls))
            bounds = [reached.get(label) for label in labels]
            for index, (name, _) in enumerate(LAYOUT_PARTS):
                start = bounds[index]
                end = next((b for b in bounds[index + 1:] if b is not None), None)
                if start is None or end is None:  # a part the layout skipped (no candidate left)
                    per_part[name].append(0)
                    continue
                inside = sum(attempt.own(c) for c in calls if start <= c.start < end)
                per_part[name].append(end - start - rom.interrupts.served_between(start, end) - inside)
    finally:
        for key, callback in hooks:
            hub.remove(*key, callback)
        attempt.close()
        whole.close()
    return LayoutParts(
        w=width,
        h=height,
        seeds=len(layouts),
        parts={name: _median(values) for name, values in per_part.items()},
        attempts=_median(attempts),
        attempts_per_layout=statistics.median(counts),
        layout=_median(layouts),
    )


def render_layout_parts(parts: LayoutParts) -> str:
    lines = [f"| part of a {parts.w}x{parts.h} layout ({parts.seeds} seeds, medians) | cycles | share |",
             "|---|---:|---:|"]
    rows = [*parts.parts.items(), (f"attempts ({parts.attempts_per_layout:g} a layout)", parts.attempts)]
    for name, cycles in rows:
        lines.append(f"| {name} | {cycles:,} | {cycles / parts.layout:.0%} |")
    lines.append(f"| the whole layout | {parts.layout:,} | |")
    return "\n".join(lines)


PUZZLE_TABLE_HEADER = (
    "| size | difficulty | seeds | frames median | p90 | p95 | max | seconds (median) "
    "| retries (median) | layouts (median, p95) |"
)


def render_puzzle_table(rows: list[PuzzleRow]) -> str:
    lines = [PUZZLE_TABLE_HEADER, "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for row in rows:
        seconds = row.frames_median * CYCLES_PER_FRAME / 4_194_304
        lines.append(
            f"| {row.w}x{row.h} | {row.difficulty} | {row.seeds} | {row.frames_median:.1f} | {row.frames_p90:.1f} "
            f"| {row.frames_p95:.1f} | {row.frames_max:.1f} | {seconds:.2f} | {row.retries_median:g} "
            f"| {row.layouts_median:g}, {row.layouts_p95:g} |"
        )
    return "\n".join(lines)


def measure_size(rom: CartRom, width: int, height: int, seeds: Iterable[int]) -> BenchRow:
    """Generate every seed with both checks and reduce the probes' figures to one row."""
    probes = {
        name: rom.probe(symbol)
        for name, symbol in (
            ("layout", "_layout_generate"),
            ("dual_attempt", "_layout_try_dual"),
            ("dfs_attempt", "_layout_try_flood_fill"),
        )
    }
    dual, dfs, dual_attempts, dfs_attempts, timer_gaps = [], [], [], [], []
    attempts_per_layout = []
    seed_list = list(seeds)
    try:
        for seed in seed_list:
            for check, layouts, attempts in (
                (io_block.CHECK_DUAL, dual, dual_attempts),
                (io_block.CHECK_FLOOD_FILL, dfs, dfs_attempts),
            ):
                result = rom.generate_layout(width, height, seed, check)
                if result.status != io_block.STATUS_OK:
                    raise RuntimeError(f"the ROM refused {width}x{height} seed {seed}: status {result.status}")
                (call,) = probes["layout"].take_calls()
                layout = probes["layout"].own(call)
                layouts.append(layout)
                taken = probes["dual_attempt" if check == io_block.CHECK_DUAL else "dfs_attempt"].take()
                attempts += taken
                if check == io_block.CHECK_DUAL:
                    attempts_per_layout.append(len(taken))
                    timer_gaps.append(result.timer_cycles - call.cycles)  # the timer counts interrupts too
    finally:
        for probe in probes.values():
            probe.close()
    return BenchRow(
        w=width,
        h=height,
        seeds=len(seed_list),
        dfs_cycles_median=_median(dfs),
        dual_cycles_median=_median(dual),
        dual_cycles_max=max(dual),
        dual_attempt_cycles_median=_median(dual_attempts),
        dual_attempt_cycles_max=max(dual_attempts),
        dfs_attempt_cycles_median=_median(dfs_attempts),
        dfs_attempt_cycles_max=max(dfs_attempts),
        attempts_per_layout_median=statistics.median(attempts_per_layout),
        timer_minus_probe_min=min(timer_gaps),
        timer_minus_probe_max=max(timer_gaps),
    )


TABLE_HEADER = (
    "| size | cells | flood fill cycles/layout | dual cycles/layout | ratio | dual frames/layout "
    "| dual cycles/attempt (median, max) | attempts/layout |"
)


def render_table(rows: list[BenchRow]) -> str:
    """The benchmark as a Markdown table (medians over the seeds)."""
    lines = [TABLE_HEADER, "|---|---:|---:|---:|---:|---:|---:|---:|"]
    for row in rows:
        lines.append(
            f"| {row.w}x{row.h} | {row.cells} | {row.dfs_cycles_median:,} | {row.dual_cycles_median:,} "
            f"| {row.ratio:.0f}x | {row.dual_frames_median:.2f} "
            f"| {row.dual_attempt_cycles_median:,}, {row.dual_attempt_cycles_max:,} "
            f"| {row.attempts_per_layout_median:g} |"
        )
    return "\n".join(lines)


def report(
    rows: list[BenchRow], pyboy_version: str, backend: str, puzzle_rows: list[PuzzleRow] | None = None
) -> dict[str, object]:
    return {
        "pyboy": pyboy_version,
        "backend": backend,
        "cycles_per_frame": CYCLES_PER_FRAME,
        "rows": [row.as_json() for row in rows] + [row.as_json() for row in puzzle_rows or []],
    }


def plot(rows: list[BenchRow], target: Path) -> None:
    """Cycles per layout and per attempt against cell count, both checks, log scale."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    cells = [row.cells for row in rows]
    figure, (layouts, attempts) = plt.subplots(1, 2, figsize=(11, 4.2))
    layouts.plot(cells, [r.dfs_cycles_median for r in rows], "o-", color="tab:red", label="flood fill")
    layouts.plot(cells, [r.dual_cycles_median for r in rows], "o-", color="tab:blue", label="planar dual")
    layouts.axhline(CYCLES_PER_FRAME, color="grey", linestyle="--", linewidth=1, label="one frame")
    layouts.set_title("one layout (set-up, draws, every attempt)")
    attempts.plot(cells, [r.dfs_attempt_cycles_median for r in rows], "o-", color="tab:red", label="flood fill")
    attempts.plot(cells, [r.dual_attempt_cycles_median for r in rows], "o-", color="tab:blue", label="planar dual")
    attempts.set_title("one island check (median attempt)")
    for axes in (layouts, attempts):
        axes.set_yscale("log")
        axes.set_xlabel("cells on the board (4x4 .. 15x15)")
        axes.set_ylabel("CPU cycles")
        axes.grid(True, which="both", linewidth=0.3)
        axes.legend()
    figure.suptitle("Game Boy cycles, median over seeds (headless PyBoy, cycle-exact probes)")
    figure.tight_layout()
    target.parent.mkdir(parents=True, exist_ok=True)
    figure.savefig(target, dpi=110)
    plt.close(figure)


# ---- Numberlink: frames per puzzle, every size and difficulty ----

@dataclass(frozen=True)
class FramesRow:
    w: int
    h: int
    difficulty: str
    seeds: int
    frames_median: float
    frames_p90: float
    frames_p95: float
    frames_max: float
    draws_median: float

    def as_json(self) -> dict[str, object]:
        return {"kind": "frames", **asdict(self)}


def measure_frames(rom: CartRom, generator: str, width: int, height: int, level: int, name: str,
                   seeds: Iterable[int]) -> tuple[FramesRow, list[float]]:
    """Generate a puzzle for every seed; frames from the wall cycles of the puzzle's ``generator``
    function (what the player waits for, interrupts included). Returns the row and every seed's frames
    (for the plot). The boards-drawn column is the ROM's ``layouts`` count: Numberlink's boards drawn,
    Palisade's divisions made."""
    probe = rom.probe(generator)
    frames, draws = [], []
    seed_list = list(seeds)
    try:
        for seed in seed_list:
            result = rom.generate_puzzle(width, height, seed, level)
            (cycles,) = probe.take_wall()
            frames.append(cycles / rom.cycles_per_frame())
            draws.append(result.layouts)
    finally:
        probe.close()
    row = FramesRow(
        w=width, h=height, difficulty=name, seeds=len(seed_list),
        frames_median=round(statistics.median(frames), 1),
        frames_p90=round(percentile(frames, 0.90), 1),
        frames_p95=round(percentile(frames, 0.95), 1),
        frames_max=round(max(frames), 1),
        draws_median=statistics.median(draws),
    )
    return row, frames


FRAMES_TABLE_HEADER = "| size | difficulty | seeds | frames median | p90 | p95 | max | boards drawn (median) |"


def render_frames_table(rows: list[FramesRow]) -> str:
    lines = [FRAMES_TABLE_HEADER, "|---|---|---:|---:|---:|---:|---:|---:|"]
    for row in rows:
        lines.append(f"| {row.w}x{row.h} | {row.difficulty} | {row.seeds} | {row.frames_median:.1f} "
                     f"| {row.frames_p90:.1f} | {row.frames_p95:.1f} | {row.frames_max:.1f} | {row.draws_median:g} |")
    return "\n".join(lines)


def plot_frames(rows: list[FramesRow], frames: list[list[float]], target: Path, title: str) -> None:
    """Frames per puzzle, one box per size and difficulty, log scale, with the one-second line."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    figure, axes = plt.subplots(figsize=(11, 4.5))
    axes.boxplot(frames, whis=(5, 95), showfliers=True)
    axes.set_xticks(range(1, len(rows) + 1), [f"{r.w}x{r.h}\n{r.difficulty}" for r in rows], fontsize=7)
    axes.axhline(60, color="grey", linestyle="--", linewidth=1, label="one second")
    axes.set_yscale("log")
    axes.set_ylabel("frames to make a puzzle")
    axes.grid(True, which="both", linewidth=0.3)
    axes.legend()
    figure.suptitle(title)
    figure.tight_layout()
    target.parent.mkdir(parents=True, exist_ok=True)
    figure.savefig(target, dpi=110)
    plt.close(figure)


# ---- the puzzle made ahead (issue 38): New game to the board, with and without it ----

BG_RUNNING, BG_FINISHED = 1, 2  # gbc_src/core/background.h


@dataclass
class AheadRow:
    w: int
    h: int
    difficulty: str
    tries: int
    ahead_median: float  # frames from New game to the board, the puzzle made ahead
    ahead_max: float
    now_median: float  # the same with nothing made ahead: the puzzle made while the player waits
    now_p95: float
    job_median: float  # frames the background thread took to make the next one behind a standing board

    def as_json(self) -> dict[str, object]:
        return {"kind": "ahead", **asdict(self)}


def measure_new_game(rom: CartRom, title: str, width: int, height: int, level: str, tries: int) -> AheadRow:
    """On a Game Boy Color, ``tries`` times: New game on the title with nothing made ahead (any job
    forgotten and the save's puzzle held as changing, as right after power-on with none), which makes
    the puzzle while the player waits; in that game, the frames the background thread takes to make
    the next one while the board stands; then New game from the pause menu, which takes it."""
    from .rom_driver import PAUSE_NEW_GAME, choose_on_title, frames_to_board, pause_quit, title_select

    state = rom.symbol_address("_bg_state")
    changing = rom.symbol_address("_made_ahead_changing")
    ahead, now, jobs = [], [], []
    choose_on_title(rom, title, width, height, level)
    for _ in range(tries):
        rom.pyboy.memory[state] = 0
        rom.pyboy.memory[changing] = 1
        now.append(frames_to_board(rom))
        job = 0
        while rom.pyboy.memory[state] != BG_FINISHED:
            rom.tick(1)
            job += 1
        jobs.append(job)
        rom.tap("start")
        rom.wait_scene("PAUSED")
        for _ in range(PAUSE_NEW_GAME):
            rom.tap("down")
        ahead.append(frames_to_board(rom))
        pause_quit(rom)
        title_select(rom, "NEW GAME")
    return AheadRow(w=width, h=height, difficulty=level, tries=tries,
                    ahead_median=round(statistics.median(ahead), 1), ahead_max=max(ahead),
                    now_median=round(statistics.median(now), 1), now_p95=round(percentile(now, 0.95), 1),
                    job_median=round(statistics.median(jobs), 1))


def render_ahead_table(rows: list[AheadRow]) -> str:
    lines = ["| size | level | tries | made ahead: median | max | made now: median | p95 "
             "| made behind the game: median |", "|---|---|---:|---:|---:|---:|---:|---:|"]
    for row in rows:
        lines.append(f"| {row.w}x{row.h} | {row.difficulty} | {row.tries} | {row.ahead_median:.1f} | {row.ahead_max} "
                     f"| {row.now_median:.1f} | {row.now_p95:.1f} | {row.job_median:.1f} |")
    return "\n".join(lines)
