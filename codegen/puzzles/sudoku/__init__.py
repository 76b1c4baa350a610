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


def _generate(width: int, height: int, seed: int, difficulty: int) -> Any:
    check_size(width, height)
    return generate_puzzle(width, seed, difficulty)


def _solve(width: int, height: int, clues: list[int], difficulty: int) -> list[int] | None:
    check_size(width, height)
    level, grid = solve(classic_shape(width), clues, LEVELS[difficulty][1])
    return grid if level is not None else None


def shape_of(board: list[int]) -> Shape:
    """The board of a cartridge puzzle, from its board bytes (region << 4 | number)."""
    order = round(len(board) ** 0.5)
    return Shape(order, tuple(byte >> 4 for byte in board))


def _validate(width: int, height: int, clues: list[int], solution: list[int]) -> bool:
    """Every unit of the classic board holds 1..n once, and the clues are the solution's."""
    shape = classic_shape(width)
    numbers = set(range(1, width + 1))
    return (all({solution[c] for c in unit} == numbers for unit in shape.units)
            and all(not clue or clue == number for clue, number in zip(clues, solution, strict=True)))


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
    generate=_generate,
    solve=_solve,
    validate=_validate,
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
