"""Geometry of a W x H Hitori board seen as a planar graph.

Cells are the vertices, numbered row-major (cell = y * W + x). Orthogonally adjacent cells are joined
by an edge. Drawn with cell centres as points, the edges cut the plane into (W-1)(H-1) unit squares,
the *inner faces*, plus one unbounded *outer face*. Inner face (x, y) is the square whose corners are
the centres of cells (x, y), (x+1, y), (x, y+1) and (x+1, y+1); it is numbered y * (W-1) + x, and the
outer face comes last, numbered (W-1)(H-1).

Each cell touches four face slots, one at each corner of its centre, listed clockwise from the
north-west: NW, NE, SE, SW. A corner that lies outside the grid belongs to the outer face, so border
cells repeat the outer face. The four neighbours are listed clockwise from the north: N, E, S, W,
with NO_CELL where the board ends. Going round a cell, neighbour k's edge lies between corner k and
corner k+1 (mod 4): the N edge separates NW from NE, and so on. That ordering is what lets
shading a cell merge the faces around it.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

MIN_SIDE = 2
MAX_SIDE = 18
NO_CELL = -1

# (dx, dy) for N, E, S, W, and for the corner squares NW, NE, SE, SW (offset of the square's top-left cell).
NEIGHBOUR_OFFSETS = ((0, -1), (1, 0), (0, 1), (-1, 0))
CORNER_OFFSETS = ((-1, -1), (0, -1), (0, 0), (-1, 0))


class UnsupportedSizeError(ValueError):
    """A board size outside what the model (or the ROM's tables) supports."""


@dataclass(frozen=True)
class Grid:
    width: int
    height: int

    def __post_init__(self) -> None:
        for name, side in (("width", self.width), ("height", self.height)):
            if not MIN_SIDE <= side <= MAX_SIDE:
                raise UnsupportedSizeError(
                    f"board {name} must be in {MIN_SIDE}..{MAX_SIDE}, got {self.width}x{self.height}"
                )

    @property
    def cell_count(self) -> int:
        return self.width * self.height

    @property
    def inner_face_count(self) -> int:
        return (self.width - 1) * (self.height - 1)

    @property
    def outer_face(self) -> int:
        return self.inner_face_count

    @property
    def face_count(self) -> int:
        return self.inner_face_count + 1

    def cell(self, x: int, y: int) -> int:
        return y * self.width + x

    def xy(self, cell: int) -> tuple[int, int]:
        return cell % self.width, cell // self.width

    def _face_at(self, x: int, y: int) -> int:
        if 0 <= x < self.width - 1 and 0 <= y < self.height - 1:
            return y * (self.width - 1) + x
        return self.outer_face

    @cached_property
    def neighbour_table(self) -> tuple[tuple[int, int, int, int], ...]:
        """For every cell, its N, E, S, W neighbours (NO_CELL off the board)."""
        table = []
        for cell in range(self.cell_count):
            x, y = self.xy(cell)
            row = []
            for dx, dy in NEIGHBOUR_OFFSETS:
                nx, ny = x + dx, y + dy
                inside = 0 <= nx < self.width and 0 <= ny < self.height
                row.append(self.cell(nx, ny) if inside else NO_CELL)
            table.append(tuple(row))
        return tuple(table)

    @cached_property
    def corner_face_table(self) -> tuple[tuple[int, int, int, int], ...]:
        """For every cell, the faces at its NW, NE, SE, SW corners (outer face off the grid)."""
        table = []
        for cell in range(self.cell_count):
            x, y = self.xy(cell)
            table.append(tuple(self._face_at(x + dx, y + dy) for dx, dy in CORNER_OFFSETS))
        return tuple(table)

    @cached_property
    def _adjacent(self) -> tuple[tuple[int, ...], ...]:
        return tuple(tuple(n for n in row if n != NO_CELL) for row in self.neighbour_table)

    def neighbours(self, cell: int) -> tuple[int, ...]:
        """The cells next to ``cell`` on the board, in N, E, S, W order (made once a grid)."""
        return self._adjacent[cell]
