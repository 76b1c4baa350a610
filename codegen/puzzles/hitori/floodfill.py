"""The reference answer by flood fill: the obvious O(W*H) check the planar dual replaces.

Shading ``cell`` keeps the white cells connected iff a search from any other white cell (depth
first, with a stack), never entering ``cell`` or a black cell, reaches every other white cell. It
shares nothing with the dual check but the grid's neighbour table, which is why it serves as its
proof.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...common.grid import Grid


def white_cells_connected(grid: Grid, black: Sequence[bool]) -> bool:
    """True iff the white cells form one orthogonally connected region (vacuously for <= 1 cell)."""
    whites = [c for c in range(grid.cell_count) if not black[c]]
    if len(whites) <= 1:
        return True
    around = grid.neighbours
    seen = [False] * grid.cell_count
    seen[whites[0]] = True
    stack = [whites[0]]
    reached = 1
    while stack:
        for n in around(stack.pop()):
            if not black[n] and not seen[n]:
                seen[n] = True
                reached += 1
                stack.append(n)
    return reached == len(whites)


def keeps_white_connected(grid: Grid, black: Sequence[bool], cell: int) -> bool:
    """True iff shading the white ``cell`` leaves the white cells connected."""
    if black[cell]:
        raise ValueError(f"cell {cell} is already black")
    after = list(black)
    after[cell] = True
    return white_cells_connected(grid, after)


def can_blacken(grid: Grid, black: Sequence[bool], cell: int) -> bool:
    """The Hitori move rule, decided by flood fill."""
    if black[cell] or any(black[n] for n in grid.neighbours(cell)):
        return False
    return keeps_white_connected(grid, black, cell)
