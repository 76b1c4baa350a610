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
        self.count = 0
        self.path: list[list[int]] = []  # the cells of each pair's path so far
        self.found: list[dict[int, list[int]]] = []

    def open_points(self, index: int, head: int) -> set[int]:
        """Cells a path may still come from: the head, the target, and the ends of later pairs."""
        points = {head, self.pairs[index][1]}
        for a, b in self.pairs[index + 1:]:
            points |= {a, b}
        return points

    def reachable(self, start: int, goal: int) -> bool:
        if goal in self.neighbours[start]:
            return True
        seen, stack = {start}, [start]
        while stack:
            cell = stack.pop()
            for n in self.neighbours[cell]:
                if n == goal:
                    return True
                if self.free[n] and n not in seen:
                    seen.add(n)
                    stack.append(n)
        return False

    def hopeless(self, index: int, head: int) -> bool:
        points = self.open_points(index, head)
        if not self.reachable(head, self.pairs[index][1]):
            return True
        if any(not self.reachable(a, b) for a, b in self.pairs[index + 1:]):
            return True
        for cell, free in enumerate(self.free):
            if free and sum(1 for n in self.neighbours[cell] if self.free[n] or n in points) < 2:
                return True
        seen: set[int] = set()
        for cell, free in enumerate(self.free):
            if not free or cell in seen:
                continue
            region, stack, touches = {cell}, [cell], False
            while stack:
                current = stack.pop()
                for n in self.neighbours[current]:
                    if n in points:
                        touches = True
                    elif self.free[n] and n not in region:
                        region.add(n)
                        stack.append(n)
            seen |= region
            if not touches:
                return True
        return False

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
