"""Hitori black-cell layouts: random maximal shadings, the reference the ROM must match.

What is drawn. A layout is a set of black cells where no two blacks touch, the white cells stay
connected, and no white cell can be shaded any more (maximal). It is grown one cell at a time: take
a *candidate* (a white cell beside no black that has not been tried) uniformly at random, shade it
if the planar-dual check allows (dual.py), and go on until no candidate is left. A cell the check
refuses is never legal later (shading only adds black neighbours, and a cut vertex stays a cut
vertex unless a whole side of it is shaded, which would need one of its own neighbours shaded
first), so it is marked *tried* and drops out, as does every neighbour of a new black.

Why not a shuffled deck of every cell. Trying the cells of a shuffled deck in order is the same
process (a uniform pick among the cells not yet dealt, skipping those that are no longer
candidates), but it pays for a bounded draw and a swap on every cell of the board, where only about
two cells in five ever get tried. On the Game Boy the shuffle alone took 52,000 of the 170,000
cycles of a 15x15 layout. Here the draws are spent where candidates are:

1. *Scatter*: ``cells // 2`` draws of a byte; a byte that names a cell (below the cell count) that is
   a candidate tries it, any other draw is spent. Early on almost every cell is a candidate, so
   these draws cost little more than the byte: no list to keep, no bound to draw under. (Boards of
   more than 256 cells, which only the model makes, draw under the cell count instead.)
2. *Pool*: the candidates left are listed once in reading order; then a position in the pool is
   drawn (``random_at_most(size - 1)``), its cell takes the last cell's place and the pool shrinks by
   one; the cell is tried if it is still a candidate (shading may have blocked it since the listing).

Each try is a uniform pick among the candidates left (in the scatter, conditioned on landing on
one), so the layouts have the same distribution as the deck's; the realisation for a given seed is
another. The generator's stream is left where the last pool draw leaves it; the puzzle generator
draws its next layout or its Latin rectangle from there.
"""

from __future__ import annotations

from ...common.grid import Grid
from ...common.prng import Xorshift16
from .dual import DualBoard


def generate_layout(width: int, height: int, seed: int) -> list[bool]:
    """The black cells (row-major, True = black) for a board size and a seed in 1..65535."""
    return layout_from(Grid(width, height), Xorshift16(seed))


def scatter_draws(cell_count: int) -> int:
    """How many draws over the whole board come before the pool is listed."""
    return cell_count // 2


class _Layout:
    """The board being shaded and which cells are still candidates."""

    def __init__(self, grid: Grid) -> None:
        self.board = DualBoard(grid)
        self.tried = [False] * grid.cell_count

    def is_candidate(self, cell: int) -> bool:
        board = self.board
        return not self.tried[cell] and not board.black[cell] and not board.has_black_neighbour(cell)

    def attempt(self, cell: int) -> None:
        """Try a candidate: shade it, or mark it tried for good."""
        if not self.board.try_blacken(cell):
            self.tried[cell] = True


def layout_from(grid: Grid, rng: Xorshift16) -> list[bool]:
    """A layout drawn from the generator's current state (the puzzle generator draws several in a row)."""
    layout = _Layout(grid)
    count = grid.cell_count
    scatter_limit = max(count - 1, 0xFF)  # a whole byte: never rejected, and all the ROM's boards fit
    for _ in range(scatter_draws(count)):
        cell = rng.random_at_most(scatter_limit)
        if cell < count and layout.is_candidate(cell):
            layout.attempt(cell)
    pool = [cell for cell in range(count) if layout.is_candidate(cell)]
    while pool:
        position = rng.random_at_most(len(pool) - 1)
        cell = pool[position]
        pool[position] = pool[-1]
        pool.pop()
        if layout.is_candidate(cell):
            layout.attempt(cell)
    return layout.board.black


def layout_rows(black: list[bool], width: int) -> list[str]:
    """A readable picture of a layout: '#' black, '.' white, one string per row."""
    return ["".join("#" if b else "." for b in black[y : y + width]) for y in range(0, len(black), width)]
