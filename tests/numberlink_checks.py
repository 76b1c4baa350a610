"""An exhaustive count of Numberlink solutions, independent of the generator and of any deduction:
it shares only the board (codegen/puzzles/numberlink/board.py) with the model.

It builds the paths one pair at a time, each by depth-first search from one end, through cells no
path holds yet, until it steps onto the other end; when every pair is joined and no cell is left
empty, that is one solution (a set of paths: two path sets with the same colouring count twice). A
branch is cut only when it can no longer lead to a solution, so the count is exact:
- an unfinished pair whose ends no longer have a way between them through free cells;
- a free cell with fewer than two neighbours a path could still come from (a free cell, the growing
  path's head, an end of a pair not yet joined): it could never be the inside of a path;
- a region of free cells that touches no head and no end of a pair not yet joined: nothing can fill it.
Every test reads one labelling of the free cells into areas (connected free cells), made per step
on bit sets (a Python int, bit c for cell c) by spreading each area to its neighbours until it stops.
"""

from __future__ import annotations

from codegen.puzzles.numberlink.board import EMPTY, Board


class _Search:
    def __init__(self, board: Board, limit: int) -> None:
        self.board = board
        self.grid = board.grid
        width, cells = self.grid.width, self.grid.cell_count
        self.neighbours = [self.grid.neighbours(c) for c in range(cells)]
        self.limit = limit
        self.free = [v == EMPTY for v in board.cells]
        self.free_bits = sum(1 << c for c in range(cells) if self.free[c])
        self.pairs = [board.ends(p) for p in board.pairs]
        self.later_ends = [sum(1 << cell for pair in self.pairs[i + 1:] for cell in pair)
                           for i in range(len(self.pairs))]
        self.count = 0
        self.path: list[list[int]] = []  # the cells of each pair's path so far
        self.found: list[dict[int, list[int]]] = []
        # bit sets: every cell, those with a cell to the east (west) of them, each cell's neighbours
        self.width, self.every = width, (1 << cells) - 1
        self.has_east = sum(1 << c for c in range(cells) if c % width != width - 1)
        self.has_west = sum(1 << c for c in range(cells) if c % width != 0)
        self.near = [sum(1 << n for n in self.neighbours[c]) for c in range(cells)]

    def spread(self, bits: int) -> tuple[int, int, int, int]:
        """For each direction (east, west, south, north), the cells whose neighbour that way is in ``bits``."""
        return ((bits >> 1) & self.has_east, (bits << 1) & self.has_west & self.every,
                bits >> self.width, (bits << self.width) & self.every)

    def free_areas(self, points: int) -> list[int] | None:
        """The areas of connected free cells, as bit sets; None as soon as a free cell has fewer than two
        neighbours a path could come from (free cells and ``points``)."""
        free = self.free_bits
        east, west, south, north = self.spread(free | points)
        two_ways = (east & (west | south | north)) | (west & (south | north)) | (south & north)
        if free & ~two_ways:
            return None  # a free cell that could never be the inside of a path
        areas = []
        every_free, has_east, has_west, width = self.free_bits, self.has_east, self.has_west, self.width
        while free:
            area = free & -free
            while True:  # touching(), spelled out: this loop is most of the count's time
                grown = (area | (area >> 1) & has_east | (area << 1) & has_west | area >> width
                         | area << width) & every_free
                if grown == area:
                    break
                area = grown
            areas.append(area)
            free &= ~area
        return areas

    def touching(self, bits: int) -> int:
        east, west, south, north = self.spread(bits)
        return east | west | south | north

    def reachable(self, start: int, goal: int, areas: list[int]) -> bool:
        """Can a path go from ``start`` to ``goal`` through free cells: are they side by side, or is a
        free area next to both?"""
        if goal in self.neighbours[start]:
            return True
        return any(area & self.near[start] and area & self.near[goal] for area in areas)

    def hopeless(self, index: int, head: int) -> bool:
        """Cells a path may still come from (``points``): the head, the target and the ends of later pairs."""
        points = self.later_ends[index] | 1 << head | 1 << self.pairs[index][1]
        areas = self.free_areas(points)
        if areas is None:
            return True
        if not self.reachable(head, self.pairs[index][1], areas):
            return True
        if any(not self.reachable(a, b, areas) for a, b in self.pairs[index + 1:]):
            return True
        next_to_points = self.touching(points)
        return any(not area & next_to_points for area in areas)  # an area no path can reach

    def pair(self, index: int) -> None:
        if self.count >= self.limit:
            return
        if index == len(self.pairs):
            if not any(self.free):
                self.count += 1
                self.found.append({pair: list(cells) for pair, cells in zip(self.board.pairs, self.path, strict=True)})
            return
        self.path.append([self.pairs[index][0]])
        self.extend(index, self.pairs[index][0])
        self.path.pop()

    def extend(self, index: int, head: int) -> None:
        if self.hopeless(index, head):
            return
        target = self.pairs[index][1]
        for n in self.neighbours[head]:
            if self.count >= self.limit:
                return
            if n == target:
                self.path[index].append(n)
                self.pair(index + 1)
                self.path[index].pop()
            elif self.free[n]:
                self.free[n] = False
                self.free_bits &= ~(1 << n)
                self.path[index].append(n)
                self.extend(index, n)
                self.path[index].pop()
                self.free[n] = True
                self.free_bits |= 1 << n


def solutions(board: Board, limit: int = 2) -> list[dict[int, list[int]]]:
    """Up to ``limit`` solutions of ``board`` (every empty cell covered), each a path per pair."""
    search = _Search(board, limit)
    search.pair(0)
    return search.found


def count_solutions(board: Board, limit: int = 2) -> int:
    """Solutions of ``board``, counted up to ``limit``."""
    return len(solutions(board, limit))
