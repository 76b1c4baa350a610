"""Palisade (Simon Tatham's, after Nikoli's): divide the grid into regions of K cells; a clue in a cell
says how many of its four sides are region borders (the grid's edge counts). This module makes the
puzzles; divide.py makes the divisions they come from and solve.py is the deduction solver.

The generator divides the grid and computes every clue. If even all the clues leave the solver (at the
level asked for) stuck, the division is dropped and the next one made: with small regions two divisions
can have the same borders counts (6x6 into triominoes almost always does), and more often the easy
rules cannot see the one answer. Otherwise the clues are taken away in a random order (a shuffled deck
of the cells), each removal kept only if the solver still decides every side: Tatham's way, which
leaves a puzzle where every clue is needed. A Tricky puzzle must also defeat the easy rules; if it does
not once every clue that can go is gone, the next division is tried.

Cost: one solve per cell per division that gets that far, which is what the device budget is about
(pal_generate.c). Measured in the model (seeds 1-100, solve.py's rules): with every clue shown the easy
rules decide 76% of 5x5 k=5 divisions, 77% at 6x6 k=6, 75% at 8x6 k=6, 77% at 10x8 k=8, 13% at
8x8 k=4, 12% at 10x10 k=5 and 5% at 6x6 k=3.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...common.grid import NO_CELL, Grid, UnsupportedSizeError
from ...common.prng import Xorshift16, shuffled_deck
from .divide import divide
from .solve import NO_CLUE, Level, deduce


def border_counts(grid: Grid, owner: list[int]) -> list[int]:
    """Every cell's clue: its sides that are region borders or the grid's edge."""
    return [sum(1 for n in grid.neighbour_table[c] if n == NO_CELL or owner[n] != owner[c])
            for c in range(grid.cell_count)]


@dataclass(frozen=True)
class Puzzle:
    width: int
    height: int
    k: int
    clues: tuple[int, ...]  # NO_CLUE or 0..4, row-major
    regions: tuple[int, ...]  # the solution: each cell's region, in reading order
    level: Level
    divisions: int  # divisions made (each after its own restarts)
    restarts: int  # failed division attempts in all


MIN_SIDE = 3
MAX_CELLS = 255


def check_size(width: int, height: int, k: int) -> Grid:
    grid = Grid(width, height)
    if min(width, height) < MIN_SIDE or grid.cell_count > MAX_CELLS or k < 2 or grid.cell_count % k:
        raise UnsupportedSizeError(
            f"Palisade needs both sides at least {MIN_SIDE}, at most {MAX_CELLS} cells and a region size k >= 2 "
            f"that divides the cell count, got {width}x{height} k={k}")
    return grid


def generate_puzzle(width: int, height: int, k: int, seed: int, difficulty: Level) -> Puzzle:
    grid = check_size(width, height, k)
    rng = Xorshift16(seed)
    divisions = restarts = 0
    while True:
        division = divide(width, height, k, rng)
        divisions += 1
        restarts += division.restarts
        truth = border_counts(grid, division.owner)
        if deduce(width, height, k, truth, difficulty) is None:
            continue  # even every clue leaves it open (two divisions with the same borders)
        clues = list(truth)
        for cell in shuffled_deck(grid.cell_count, rng):
            clues[cell] = NO_CLUE
            if deduce(width, height, k, clues, difficulty) is None:
                clues[cell] = truth[cell]
        result = deduce(width, height, k, clues, difficulty)
        if result is not None and result[0] == difficulty:
            return Puzzle(width, height, k, tuple(clues), tuple(result[1]), difficulty, divisions, restarts)
