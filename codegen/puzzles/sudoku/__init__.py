"""Sudoku, classic and jigsaw (issue 39): fill the grid so that every row, column and region holds
each number once.

solve.py: the deduction solver, whose levels mean what Simon Tatham's Solo levels mean.
closure.py: the same rules run the way the Game Boy runs them, for the generator.
puzzle.py: filled grids, and clues taken away while the rules still solve (Solo's way).
tables.py builds the C tables; tiles.py the board's tiles; export.py reads and writes Solo's game IDs.

On the cartridge a puzzle's board byte is its region << 4 | the solution's number. The 6x6 learning
board is offered at Easy only: classic 6x6 puzzles need Tatham's Intermediate about once in 300 grids
(his Solo offers 2x3 at Basic only).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from ...emit.io_block import Field
from ..base import PuzzleSpec
from .export import game_id
from .puzzle import LEVELS, classic_shape, generate_puzzle
from .solve import Shape, solve
from .tables import DEFAULT_SIZE, SIZES, check_size, template_context
from .tiles import sudoku_tiles

SAVE_CELLS = max(w * h for w, h in SIZES)
DIFFICULTIES = ("easy", "tricky")


def shape_of(board: list[int]) -> Shape:
    """The board of a cartridge puzzle, from its board bytes (region << 4 | number)."""
    order = round(len(board) ** 0.5)
    return Shape(order, tuple(byte >> 4 for byte in board))


def _shape(width: int, height: int, clues: list[int], jigsaw: bool) -> tuple[Shape, list[int]]:
    """The board and the clues alone: a jigsaw puzzle's clues carry each cell's region in their high
    four bits, as the cartridge's board bytes do (region << 4 | number)."""
    check_size(width, height)
    if jigsaw:
        return shape_of(clues), [clue & 0x0F for clue in clues]
    return classic_shape(width), list(clues)


def _spec_functions(jigsaw: bool) -> dict[str, Any]:
    """PuzzleSpec's generate, solve and validate for classic or jigsaw boards."""

    def generate(width: int, height: int, seed: int, difficulty: int) -> Any:
        check_size(width, height)
        return generate_puzzle(width, seed, difficulty, jigsaw)

    def solve_it(width: int, height: int, clues: list[int], difficulty: int) -> list[int] | None:
        shape, given = _shape(width, height, clues, jigsaw)
        level, grid = solve(shape, given, LEVELS[difficulty][1])
        return grid if level is not None else None

    def validate(width: int, height: int, clues: list[int], solution: list[int]) -> bool:
        """Every unit holds 1..n once, and the clues are the solution's."""
        shape, given = _shape(width, height, clues, jigsaw)
        numbers = set(range(1, width + 1))
        return (all({solution[c] for c in unit} == numbers for unit in shape.units)
                and all(not clue or clue == number for clue, number in zip(given, solution, strict=True)))

    return {"generate": generate, "solve": solve_it, "validate": validate}


def export_lines(puzzle: Any, with_solution: bool) -> list[str]:
    cells = puzzle.width * puzzle.height
    board = list(puzzle.board[:cells])
    lines = [game_id(shape_of(board), list(puzzle.numbers[:cells]))]
    if with_solution:
        lines.append("".join(str(byte & 0x0F) for byte in board))
    return lines


PUZZLE = PuzzleSpec(
    name="sudoku",
    title="SUDOKU",
    difficulties=DIFFICULTIES,
    sizes=SIZES,
    default_size=DEFAULT_SIZE,
    **_spec_functions(jigsaw=False),
    template_context=template_context,
    c_sources=("su_make.c", "sudoku.c", "su_play.c"),
    export_lines=export_lines,
    model_modules=("solve", "closure", "puzzle"),
    save_fields=(
        Field("order", "uint8_t", 1, "the board: n x n cells"),
        Field("clues", "uint8_t", SAVE_CELLS, "the puzzle: each cell's clue, 0 none"),
        Field("board", "uint8_t", SAVE_CELLS, "every cell's region << 4 | its number in the solution"),
        Field("entries", "uint8_t", SAVE_CELLS, "the player's number in each cell, 0 none"),
        Field("marks", "uint8_t", SAVE_CELLS, "the player's pencil marks 1-8 (bit number - 1)"),
        Field("marks_9", "uint8_t", SAVE_CELLS, "the player's pencil mark 9 (bit 0)"),
    ),
    tiles=sudoku_tiles,
    level_sizes={"tricky": ((9, 9),)},  # the learning board is Easy only (below)
    help=(
        "FILL THE GRID SO",
        "EACH ROW, COLUMN",
        "AND THICK-WALLED",
        "REGION HOLDS EVERY",
        "NUMBER ONCE.",
        "",
        "A: NUMBER ROW.",
        "  LEFT/RIGHT CHOOSE,",
        "  A WRITES IT,",
        "  B PENCILS IT IN.",
        "B: ERASE THE CELL",
        "SELECT: UNDO",
        "START: THIS MENU",
    ),
)

# Jigsaw Sudoku: the same puzzle on boards whose regions come from the k-omino divider (divvy.c's own
# purpose), a puzzle of its own on the title menu with its own best times and saved game. Its code is
# Sudoku's: the C entry points in jigsaw.c make and play the same boards with the divider's regions.
JIGSAW = dataclasses.replace(
    PUZZLE,
    name="jigsaw",
    title="JIGSAW SUDOKU",
    **_spec_functions(jigsaw=True),
    template_context=lambda sizes, bank_use: {},  # Sudoku's context serves both
    c_sources=("jigsaw.c",),
    tiles=list,  # Sudoku's block (the registry's tile_blocks)
    variant_of="sudoku",
)
