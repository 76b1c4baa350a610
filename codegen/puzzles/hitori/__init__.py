"""Hitori (Simon Tatham's Singles): shade cells so that no number repeats among the unshaded cells of
a row or column, no two shaded cells touch, and the unshaded cells stay connected.

The model: shapes.py (the boards), dual.py (the planar-dual island check), layout.py (maximal black
layouts), puzzle.py (numbers, the deduction solver, the generator); floodfill.py is the reference
the dual is checked against. tables.py builds the C tables; export.py writes Singles game IDs.
"""

from __future__ import annotations

from ...common.grid import Grid
from ...emit.io_block import Field
from ..base import PuzzleSpec
from .export import puzzle_lines
from .puzzle import Cell, Difficulty, generate_puzzle, solve, solved
from .rules import breaks_no_rule
from .shapes import DEFAULT_SIZE, MAX_CELLS, ROM_SIZES, big_max_number, puzzle_sizes
from .tables import template_context
from .tiles import hitori_big_tiles, hitori_tiles


def _solve(width: int, height: int, numbers: list[int], difficulty: int) -> list[bool] | None:
    state = solve(Grid(width, height), numbers, Difficulty(difficulty))
    return [cell == Cell.BLACK for cell in state] if solved(state) else None


PUZZLE = PuzzleSpec(
    name="hitori",
    tiles=hitori_tiles,
    big_tiles=lambda: hitori_big_tiles(big_max_number()),
    help=(
        "SHADE CELLS UNTIL:",
        "-NO NUMBER IS LEFT",
        " UNSHADED TWICE IN",
        " A ROW OR A COLUMN,",
        "-NO TWO SHADED",
        " CELLS TOUCH SIDES,",
        "-THE UNSHADED CELLS",
        " ALL CONNECT.",
        "",
        "A: SHADE OR UNSHADE",
        "B: CIRCLE A CELL",
        "   SURE TO BE WHITE",
        "SELECT: UNDO",
        "START: THIS MENU",
    ),
    title="HITORI",
    difficulties=tuple(d.name.lower() for d in Difficulty),
    sizes=puzzle_sizes(),
    default_size=DEFAULT_SIZE,
    explorer_own_command="GENERATE_LAYOUT",  # the explorer shows black layouts too, on every shape
    explorer_own_sizes=tuple(ROM_SIZES),
    generate=lambda width, height, seed, difficulty: generate_puzzle(width, height, seed, Difficulty(difficulty)),
    solve=_solve,
    validate=lambda width, height, numbers, black: breaks_no_rule(Grid(width, height), numbers, black),
    template_context=template_context,
    c_sources=("layout.c", "puzzle.c", "play.c", "explorer.c", "hitori.c",
               "layout_draw.s"),
    export_lines=puzzle_lines,
    model_modules=("dual", "floodfill", "layout", "puzzle", "rules"),
    save_fields=(
        Field("numbers", "uint8_t", MAX_CELLS, "the puzzle's numbers, row-major"),
        Field("solution", "uint8_t", MAX_CELLS, "its solution, 1 = shaded"),
        Field("marks", "uint8_t", MAX_CELLS, "the player's marks: 0 none, 1 shaded, 2 circled"),
    ),
)
