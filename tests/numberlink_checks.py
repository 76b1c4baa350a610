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
Every test reads one labelling of the free cells into areas (connected free cells), made per step.
"""

from __future__ import annotations

from codegen.puzzles.numberlink.board import EMPTY, Board


class _Search:
    def __init__(self, board: Board, limit: int) -> None:
        self.board = board
        self.grid = board.grid
        self.neighbours = [self.grid.neighbours(c) for c in range(self.grid.cell_count)]
        self.limit = limit
        self.free = [v == EMPTY for v in board.cells]
        self.pairs = [board.ends(p) for p in board.pairs]
        self.later_ends = [{cell for pair in self.pairs[i + 1:] for cell in pair} for i in range(len(self.pairs))]
        self.count = 0
        self.path: list[list[int]] = []  # the cells of each pair's path so far
        self.found: list[dict[int, list[int]]] = []

    def open_points(self, index: int, head: int) -> set[int]:
        """Cells a path may still come from: the head, the target, and the ends of later pairs."""
        return self.later_ends[index] | {head, self.pairs[index][1]}

    def free_areas(self, points: set[int]) -> tuple[list[int], int] | None:
        """Each free cell's area (connected free cells), -1 for the others, and how many areas; None
        as soon as a free cell has fewer than two neighbours a path could come from (free cells and
        ``points``)."""
        free, neighbours = self.free, self.neighbours
        area = [-1] * len(free)
        areas = 0
        for cell, is_free in enumerate(free):
            if not is_free or area[cell] >= 0:
                continue
            area[cell], stack = areas, [cell]
            while stack:
                exits = 0
                for n in neighbours[stack.pop()]:
                    if free[n]:
                        exits += 1
                        if area[n] < 0:
                            area[n] = areas
                            stack.append(n)
                    elif n in points:
                        exits += 1
                if exits < 2:
                    return None
            areas += 1
        return area, areas

    def reachable(self, start: int, goal: int, area: list[int]) -> bool:
        """Can a path go from ``start`` to ``goal`` through free cells: are they side by side, or is a
        free area next to both?"""
        if goal in self.neighbours[start]:
            return True
        near = {area[n] for n in self.neighbours[start] if area[n] >= 0}
        return any(area[n] in near for n in self.neighbours[goal])

    def hopeless(self, index: int, head: int) -> bool:
        points = self.open_points(index, head)
        labelled = self.free_areas(points)
        if labelled is None:
            return True  # a free cell that could never be the inside of a path
        area, areas = labelled
        if not self.reachable(head, self.pairs[index][1], area):
            return True
        if any(not self.reachable(a, b, area) for a, b in self.pairs[index + 1:]):
            return True
        touched = {area[n] for point in points for n in self.neighbours[point] if area[n] >= 0}
        return len(touched) < areas  # an area no path can reach

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
                self.path[index].append(n)
                self.extend(index, n)
                self.path[index].pop()
                self.free[n] = True


def solutions(board: Board, limit: int = 2) -> list[dict[int, list[int]]]:
    """Up to ``limit`` solutions of ``board`` (every empty cell covered), each a path per pair."""
    search = _Search(board, limit)
    search.pair(0)
    return search.found


def count_solutions(board: Board, limit: int = 2) -> int:
    """Solutions of ``board``, counted up to ``limit``."""
    return len(solutions(board, limit))
