"""Hitori's three rules as a check of a finished board: the model's `validate`.

A shading is a solution when no number repeats among the unshaded cells of a row or column, no two
shaded cells touch side by side, and the unshaded cells form one connected region (floodfill.py).
"""

from __future__ import annotations

from collections.abc import Sequence

from ...common.grid import Grid
from .floodfill import white_cells_connected


def breaks_no_rule(grid: Grid, numbers: Sequence[int], black: Sequence[bool]) -> bool:
    rows = [[grid.cell(x, y) for x in range(grid.width)] for y in range(grid.height)]
    columns = [[grid.cell(x, y) for y in range(grid.height)] for x in range(grid.width)]
    for line in rows + columns:
        shown = [numbers[c] for c in line if not black[c]]
        if len(shown) != len(set(shown)):
            return False
    if any(black[c] and any(black[n] for n in grid.neighbours(c)) for c in range(grid.cell_count)):
        return False
    return white_cells_connected(grid, black)
