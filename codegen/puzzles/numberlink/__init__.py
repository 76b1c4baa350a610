"""Numberlink (Flow): join each pair of equal labels by a path of orthogonal steps; paths never share
a cell; every cell is on a path.

board.py: the board, the plain text form Numberlink solvers read, and the check of a solution.
generate.py: boards filled with random non-touching paths grown with union-find (common/dsf.py).
solve.py: the deduction solver (easy rules, tricky trials), which proves uniqueness and sets the level.
puzzle.py: puzzles: boards kept when the solver solves them at the level asked for.
tables.py builds the C tables; export.py writes the text form.
"""

from __future__ import annotations

from ...emit.io_block import Field
from ..base import PuzzleSpec
from .board import Board, is_solution, paths_of_colouring
from .export import puzzle_lines
from .puzzle import generate_puzzle
from .solve import Level, solve
from .tables import DEFAULT_SIZE, SIZES, big_max_pairs, template_context
from .tiles import numberlink_big_tiles, numberlink_tiles

SAVE_CELLS = max(w * h for w, h in SIZES)


def _validate(width: int, height: int, ends: list[int], solution: list[int]) -> bool:
    board = Board(width, height, tuple(ends))
    paths = paths_of_colouring(board, solution)
    return paths is not None and is_solution(board, paths)


PUZZLE = PuzzleSpec(
    name="numberlink",
    tiles=numberlink_tiles,
    big_tiles=lambda: numberlink_big_tiles(big_max_pairs()),
    help=(
        "JOIN EACH PAIR OF",
        "EQUAL ENDS BY A",
        "PATH. PATHS NEVER",
        "CROSS OR BRANCH,",
        "AND TOGETHER THEY",
        "FILL EVERY CELL.",
        "",
        "HOLD A ON AN END OR",
        "A PATH AND STEER",
        "WITH THE ARROWS.",
        "STEP BACK TO UNDRAW",
        "B: ERASE THIS PATH",
        "SELECT: UNDO STROKE",
        "START: THIS MENU",
    ),
    title="NUMBERLINK",
    difficulties=tuple(level.name.lower() for level in Level),
    sizes=SIZES,
    default_size=DEFAULT_SIZE,
    generate=lambda width, height, seed, difficulty: generate_puzzle(width, height, seed, Level(difficulty)),
    solve=lambda width, height, ends, difficulty: solve(Board(width, height, tuple(ends)), Level(difficulty)),
    validate=_validate,
    template_context=template_context,
    c_sources=("nl_generate.c", "nl_solve.c", "numberlink.c", "nl_play.c"),
    export_lines=puzzle_lines,
    model_modules=("board", "generate", "solve", "puzzle"),
    save_fields=(
        Field("ends", "uint8_t", SAVE_CELLS, "the puzzle: each end's pair, else 0"),
        Field("solution", "uint8_t", SAVE_CELLS, "every cell's pair in the solution"),
        Field("lines", "uint8_t", SAVE_CELLS, "the player's lines per cell: bits N, E, S, W"),
    ),
)
