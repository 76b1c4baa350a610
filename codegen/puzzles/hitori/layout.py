"""Hitori black-cell layouts: the seed document's generator, the reference the ROM must match.

Shuffle every cell with the project's PRNG (prng.py), then try to shade each in that order with the
planar-dual check (dual.py). The result is a maximal layout: no two blacks touch, the whites are
connected, and no white cell can be shaded any more. A single pass suffices because a rejected cell
never becomes legal later: shading only adds black neighbours, and a cut vertex stays a cut vertex
unless a whole side of it is shaded, which would need one of its own neighbours shaded first.
"""

from __future__ import annotations

from ...common.grid import Grid
from ...common.prng import Xorshift16, shuffled_deck
from .dual import DualBoard


def generate_layout(width: int, height: int, seed: int) -> list[bool]:
    """The black cells (row-major, True = black) for a board size and a seed in 1..65535."""
    return layout_from(Grid(width, height), Xorshift16(seed))


def layout_from(grid: Grid, rng: Xorshift16) -> list[bool]:
    """A layout drawn from the generator's current state (the puzzle generator draws several in a row)."""
    board = DualBoard(grid)
    for cell in shuffled_deck(grid.cell_count, rng):
        board.try_blacken(cell)
    return board.black


def layout_rows(black: list[bool], width: int) -> list[str]:
    """A readable picture of a layout: '#' black, '.' white, one string per row."""
    return ["".join("#" if b else "." for b in black[y : y + width]) for y in range(0, len(black), width)]
