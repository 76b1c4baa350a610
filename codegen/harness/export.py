"""Export puzzles made by the cartridge (in headless PyBoy) in each puzzle's own export format.

The arguments are checked before the emulator starts, with a message that says what is allowed.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from ..common.prng import SEED_MAX, SEED_MIN
from ..puzzles.base import PuzzleSpec
from .rom_driver import CartRom, PuzzleResult


@dataclass(frozen=True)
class ExportRequest:
    puzzle: PuzzleSpec
    width: int
    height: int
    difficulty: int
    count: int
    seed: int

    def seeds(self) -> list[int]:
        """``count`` seeds from ``seed`` on, wrapping from 65535 to 1 (0 is not a seed)."""
        span = SEED_MAX - SEED_MIN + 1
        return [SEED_MIN + (self.seed - SEED_MIN + i) % span for i in range(self.count)]


def parse_request(puzzle: PuzzleSpec, width: int, height: int, difficulty: str, count: int, seed: int,
                  region_size: int | None = None) -> ExportRequest:
    if (width, height) not in puzzle.sizes:
        sizes = ", ".join(size_name(puzzle, w, h) for w, h in puzzle.sizes)
        raise ValueError(f"the cartridge makes no {width}x{height} {puzzle.name} puzzles; its sizes are {sizes}")
    if region_size is not None:
        if puzzle.region_size is None:
            raise ValueError(f"{puzzle.name} has no regions: --region-size is for palisade")
        if region_size != puzzle.region_size(width, height):
            raise ValueError(f"the cartridge's {width}x{height} {puzzle.name} has regions of "
                             f"{puzzle.region_size(width, height)}, not {region_size}")
    level = puzzle.difficulty(difficulty)
    if not puzzle.offers((width, height), difficulty):
        raise ValueError(f"the cartridge makes {width}x{height} {puzzle.name} puzzles at "
                         + ", ".join(d for d in puzzle.difficulties if puzzle.offers((width, height), d)) + " only")
    if count < 1:
        raise ValueError(f"count must be at least 1, got {count}")
    if not SEED_MIN <= seed <= SEED_MAX:
        raise ValueError(f"seed must be in {SEED_MIN}..{SEED_MAX}, got {seed}")
    return ExportRequest(puzzle, width, height, level, count, seed)


def size_name(puzzle: PuzzleSpec, width: int, height: int) -> str:
    """"8x8", or with regions "8x8 (regions of 4)"."""
    if puzzle.region_size is None:
        return f"{width}x{height}"
    return f"{width}x{height} (regions of {puzzle.region_size(width, height)})"


def generate(rom: CartRom, request: ExportRequest) -> Iterator[PuzzleResult]:
    from ..puzzles import REGISTRY

    rom.puzzle = REGISTRY.index(request.puzzle)  # requests go to the exported puzzle
    rom.request_frame_limit = 1_000_000  # a slow puzzle is slow, not lost
    for seed in request.seeds():
        yield rom.generate_puzzle(request.width, request.height, seed, request.difficulty)


def progress_bar(done: int, total: int, width: int = 30) -> str:
    filled = width * done // total
    return f"[{'#' * filled}{'.' * (width - filled)}] {done}/{total} puzzles"
