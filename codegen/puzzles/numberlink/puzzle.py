"""Numberlink puzzles: boards of random paths (generate.py) kept when the deduction solver (solve.py)
proves them unique at the level asked for.

One seed names one puzzle: the PRNG stream draws boards one after another until a board is complete
(every cell on a path of at least three cells), has at most MAX_PAIRS pairs (the labels the cartridge
can show), and is solved by the deduction solver at exactly the difficulty asked for: Easy puzzles
fall to the easy rules alone; Tricky ones need a trial somewhere. The solver writes only what holds
in every solution, so a solved board has one solution, and it is the paths the board was drawn from.

Pairs are numbered in reading order of their first end (row-major), so "1" is the first pair a
player meets at the top left. The device numbers them the same way.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...common.grid import Grid, UnsupportedSizeError
from ...common.prng import Xorshift16
from .board import Board
from .generate import Layout, fill_with_paths
from .solve import Level, deduce

MIN_SIDE = 5
MAX_PAIRS = 35  # labels 1-9 and A-Z
MAX_CELLS = 255  # the device indexes cells with 8 bits


@dataclass(frozen=True)
class Puzzle:
    board: Board
    solution: tuple[int, ...]  # every cell's pair
    level: Level
    draws: int  # boards drawn until this one was kept


def numbered(grid: Grid, layout: Layout) -> tuple[Board, tuple[int, ...]]:
    """The board of the layout's path ends and the solution, pairs numbered in reading order."""
    end_of = {}
    for index, path in enumerate(layout.paths):
        end_of[path[0]] = end_of[path[-1]] = index
    number: dict[int, int] = {}
    for cell in range(grid.cell_count):
        if cell in end_of and end_of[cell] not in number:
            number[end_of[cell]] = len(number) + 1
    cells = [0] * grid.cell_count
    solution = [0] * grid.cell_count
    for index, path in enumerate(layout.paths):
        cells[path[0]] = cells[path[-1]] = number[index]
        for cell in path:
            solution[cell] = number[index]
    return Board(grid.width, grid.height, tuple(cells)), tuple(solution)


def check_size(width: int, height: int) -> Grid:
    grid = Grid(width, height)
    if min(width, height) < MIN_SIDE or grid.cell_count > MAX_CELLS:
        raise UnsupportedSizeError(
            f"Numberlink boards need both sides at least {MIN_SIDE} and at most {MAX_CELLS} cells, "
            f"got {width}x{height}")
    return grid


def generate_puzzle(width: int, height: int, seed: int, difficulty: Level) -> Puzzle:
    grid = check_size(width, height)
    rng = Xorshift16(seed)
    draws = 0
    while True:
        draws += 1
        layout = fill_with_paths(grid, rng)
        if not layout.complete or len(layout.paths) > MAX_PAIRS:
            continue
        board, solution = numbered(grid, layout)
        result = deduce(board, difficulty)
        if result is not None and result[0] == difficulty:
            if tuple(result[1]) != solution:
                raise AssertionError(f"seed {seed}: the solver's solution is not the board's paths")
            return Puzzle(board, solution, difficulty, draws)
