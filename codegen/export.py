"""Export cartridge puzzles as Simon Tatham's Singles game IDs, so they can be played on a PC.

A game ID is ``WxHd<e|k>:`` and one character per cell, row-major (puzzle.game_id). With solutions,
each ID is followed by its solution as comment lines: ``# seed S``, then one line per row with the
numbers of white cells and ``#`` for black cells. Lines starting with ``#`` are not game IDs, so a
reader can skip them; the ID lines paste straight into Singles ("Game > Specific...").
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from .grid import UnsupportedSizeError
from .prng import SEED_MAX, SEED_MIN
from .puzzle import MIN_PUZZLE_SIDE, Difficulty, game_id, number_character
from .rom_config import ROM_SIZES
from .rom_driver import HitoriRom, PuzzleResult

DIFFICULTY_NAMES = {d.name.lower(): d for d in Difficulty}


@dataclass(frozen=True)
class ExportRequest:
    width: int
    height: int
    difficulty: Difficulty
    count: int
    seed: int

    def seeds(self) -> list[int]:
        """``count`` seeds from ``seed`` on, wrapping from 65535 to 1 (0 is not a seed)."""
        span = SEED_MAX - SEED_MIN + 1
        return [SEED_MIN + (self.seed - SEED_MIN + i) % span for i in range(self.count)]


def parse_request(width: int, height: int, difficulty: str, count: int, seed: int) -> ExportRequest:
    """Check everything before the emulator starts, with a message that says what is allowed."""
    if (width, height) not in ROM_SIZES or min(width, height) < MIN_PUZZLE_SIDE:
        sizes = ", ".join(f"{w}x{h}" for w, h in ROM_SIZES if min(w, h) >= MIN_PUZZLE_SIDE)
        raise UnsupportedSizeError(f"the cartridge makes no {width}x{height} puzzles; its sizes are {sizes}")
    if difficulty not in DIFFICULTY_NAMES:
        raise ValueError(f"difficulty must be one of {', '.join(DIFFICULTY_NAMES)}, got {difficulty!r}")
    if count < 1:
        raise ValueError(f"count must be at least 1, got {count}")
    if not SEED_MIN <= seed <= SEED_MAX:
        raise ValueError(f"seed must be in {SEED_MIN}..{SEED_MAX}, got {seed}")
    return ExportRequest(width, height, DIFFICULTY_NAMES[difficulty], count, seed)


def generate(rom: HitoriRom, request: ExportRequest) -> Iterator[PuzzleResult]:
    for seed in request.seeds():
        yield rom.generate_puzzle(request.width, request.height, seed, request.difficulty)


def puzzle_lines(result: PuzzleResult, solutions: bool) -> list[str]:
    lines = [game_id(result.width, result.height, Difficulty(result.difficulty), result.numbers)]
    if solutions:
        lines.append(f"# seed {result.seed}")
        for y in range(result.height):
            row = range(y * result.width, (y + 1) * result.width)
            lines.append("# " + " ".join("#" if result.black[c] else number_character(result.numbers[c]) for c in row))
    return lines


def progress_bar(done: int, total: int, width: int = 30) -> str:
    filled = width * done // total
    return f"[{'#' * filled}{'.' * (width - filled)}] {done}/{total} puzzles"
