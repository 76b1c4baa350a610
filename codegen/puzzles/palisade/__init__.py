"""Palisade (Simon Tatham's, after Nikoli): divide the grid into regions of K cells; a clue in a cell
says how many of its sides are region borders (the grid's edge counts).

divide.py: random divisions of a rectangle into simply connected k-ominoes (after divvy.c's idea).
solve.py: the deduction solver (Easy: Tatham's deductions; Tricky: more), which proves uniqueness.
puzzle.py: clues, and the generator that takes them away while the solver still finds the division.
tables.py builds the C tables; tiles.py draws the board's tiles; export.py writes Tatham's game IDs.

On the cartridge each size has its own region size (tables.SIZES).
"""

from __future__ import annotations

from typing import Any

from ...common.grid import Grid
from ...emit.io_block import Field
from ..base import PuzzleSpec
from .export import game_id, solution_line
from .puzzle import border_counts, generate_puzzle
from .solve import NO_CLUE, Level, deduce
from .tables import DEFAULT_SIZE, SIZES, region_size, template_context
from .tiles import palisade_big_tiles, palisade_tiles

SAVE_CELLS = max(w * h for w, h, _ in SIZES)
ROM_NO_CLUE = 0xFF  # how the cartridge writes a cell without a clue


def _validate(width: int, height: int, clues: list[int], regions: list[int]) -> bool:
    """Every region has K cells and is connected, and every clue counts its cell's borders."""
    k = region_size(width, height)
    grid = Grid(width, height)
    for region in set(regions):
        cells = [c for c in range(grid.cell_count) if regions[c] == region]
        seen, stack = {cells[0]}, [cells[0]]
        while stack:
            for n in grid.neighbours(stack.pop()):
                if regions[n] == region and n not in seen:
                    seen.add(n)
                    stack.append(n)
        if len(cells) != k or len(seen) != k:
            return False
    counts = border_counts(grid, regions)
    return all(c in (NO_CLUE, ROM_NO_CLUE) or c == t for c, t in zip(clues, counts, strict=True))


def model_clues(numbers: list[int]) -> list[int]:
    """The cartridge's clues (0xFF: none) in the model's terms."""
    return [NO_CLUE if n == ROM_NO_CLUE else n for n in numbers]


def export_lines(puzzle: Any, with_solution: bool) -> list[str]:
    k = region_size(puzzle.width, puzzle.height)
    lines = [game_id(puzzle.width, puzzle.height, k, model_clues(puzzle.numbers))]
    if with_solution:
        lines.append(solution_line(list(puzzle.board)))
    return lines


PUZZLE = PuzzleSpec(
    name="palisade",
    title="PALISADE",
    difficulties=tuple(level.name.lower() for level in Level),
    sizes=tuple((w, h) for w, h, _ in SIZES),
    default_size=DEFAULT_SIZE[:2],
    generate=lambda width, height, seed, difficulty: generate_puzzle(
        width, height, region_size(width, height), seed, Level(difficulty)),
    solve=lambda width, height, clues, difficulty: deduce(
        width, height, region_size(width, height), model_clues(clues), Level(difficulty)),
    validate=_validate,
    template_context=template_context,
    c_sources=("pal_solve.c", "pal_generate.c", "palisade.c", "pal_play.c"),
    export_lines=export_lines,
    model_modules=("solve", "puzzle"),  # (the divider is codegen/common/divide.py, shared)
    save_fields=(
        Field("clues", "uint8_t", SAVE_CELLS, "the puzzle: each cell's clue, 0xFF none"),
        Field("regions", "uint8_t", SAVE_CELLS, "every cell's region in the solution"),
        Field("sides", "uint8_t", SAVE_CELLS, "the player's marks on each cell's east and south sides"),
    ),
    tiles=palisade_tiles,
    big_tiles=palisade_big_tiles,
    help=(
        "WALL THE GRID INTO",
        "REGIONS, ALL OF ONE",
        "SIZE (BELOW). A",
        "NUMBER COUNTS THE",
        "WALLS ROUND ITS",
        "CELL, THE EDGE TOO.",
        "EASY: AS TATHAM",
        " SOLVES PALISADE.",
        "TRICKY: ALSO SIZES",
        " OF REGIONS, WALLS",
        " AT A DISTANCE.",
        "A+ARROW: WALL",
        "B+ARROW: MARK OPEN",
        "SELECT: UNDO",
    ),
    region_size=region_size,
    levels_since=5,  # Easy became Tatham's level and Tricky lost its trials (issue 37)
)
