"""An exhaustive count of Palisade solutions, independent of the generator and the deduction solver: it
shares only the grid with the model.

A solution divides the grid into connected regions of k cells such that every clue cell has as many
region borders among its four sides (the grid's edge counts) as its clue. The search takes the free
cell with the fewest free neighbours (the first in reading order of those) and tries every connected
set of k free cells that contains it (each such polyomino once, by Redelmeier's method: a cell leaves
the untried set for good once tried), then the next such cell. Every solution has exactly one region
holding the chosen cell, whichever it is, so each is found once; a hemmed-in cell has fewer shapes.
A branch is cut only when it cannot lead to a solution: a clue that already has more borders than it
says, or cannot reach its number any more; a connected area of free cells whose size is not a
multiple of k. (Regions are placed whole, so a placed clue cell's borders are known
exactly: its free neighbours will be in other regions.)
"""

from __future__ import annotations

from codegen.common.grid import NO_CELL, Grid

NO_CLUE = -1


class _Count:
    def __init__(self, width: int, height: int, k: int, clues: list[int] | None, limit: int) -> None:
        self.grid = Grid(width, height)
        self.k, self.limit = k, limit
        self.clues = clues if clues is not None else [NO_CLUE] * self.grid.cell_count
        table = self.grid.neighbour_table
        self.neighbours = [[n for n in table[c] if n != NO_CELL] for c in range(self.grid.cell_count)]
        self.sides = [self.grid.neighbour_table[c] for c in range(self.grid.cell_count)]
        # the clue cells among each cell and its neighbours: the only cells whose clue placing it can break
        self.clues_near = [[c for c in (cell, *self.neighbours[cell]) if self.clues[c] != NO_CLUE]
                           for cell in range(self.grid.cell_count)]
        self.region = [-1] * self.grid.cell_count
        self.count = 0
        self.found: list[list[int]] = []

    def clue_possible(self, cell: int) -> bool:
        """Regions are placed whole, so a placed cell's borders are all known (a free neighbour will be in
        another region), and a free cell has borders at least towards every placed neighbour. (Asked
        of clue cells only.)"""
        region = self.region
        own = region[cell]
        borders = 0
        if own >= 0:
            for n in self.sides[cell]:
                if n == NO_CELL or region[n] != own:
                    borders += 1
            return borders == self.clues[cell]
        for n in self.sides[cell]:
            if n == NO_CELL or region[n] >= 0:
                borders += 1
        return borders <= self.clues[cell]

    def clues_fit(self, shape: list[int]) -> bool:
        """Every clue cell a just-placed region touches (or holds) can still be right."""
        asked: set[int] = set()
        for cell in shape:
            for clue_cell in self.clues_near[cell]:
                if clue_cell not in asked:
                    if not self.clue_possible(clue_cell):
                        return False
                    asked.add(clue_cell)
        return True

    def free_areas_fit(self) -> bool:
        seen = set()
        for cell in range(self.grid.cell_count):
            if self.region[cell] >= 0 or cell in seen:
                continue
            stack, size = [cell], 0
            seen.add(cell)
            while stack:
                current = stack.pop()
                size += 1
                for n in self.neighbours[current]:
                    if self.region[n] < 0 and n not in seen:
                        seen.add(n)
                        stack.append(n)
            if size % self.k:
                return False
        return True

    def most_constrained_free_cell(self) -> int | None:
        """The free cell with the fewest free neighbours (the first in reading order of those), None
        when every cell is placed. Any free cell can be the root: every solution has exactly one
        region holding it, so each solution is still found once; a hemmed-in root has fewer shapes."""
        best, fewest = None, 5
        for cell, region in enumerate(self.region):
            if region < 0:
                free = sum(1 for n in self.neighbours[cell] if self.region[n] < 0)
                if free < fewest:
                    best, fewest = cell, free
                    if free == 0:
                        break
        return best

    def shapes(self, root: int) -> list[list[int]]:
        out: list[list[int]] = []
        k = self.k
        free = self.region

        def grow(shape: list[int], untried: list[int], seen: set[int]) -> None:
            untried = list(untried)
            while untried:
                cell = untried.pop()
                shape.append(cell)
                if len(shape) == k:
                    out.append(list(shape))
                else:
                    new = [n for n in self.neighbours[cell] if free[n] < 0 and n not in seen]
                    seen.update(new)
                    grow(shape, untried + new, seen)
                    seen.difference_update(new)
                shape.pop()

        if k == 1:
            return [[root]]
        first = [n for n in self.neighbours[root] if free[n] < 0]
        grow([root], first, {root, *first})
        return out

    def search(self, label: int) -> None:
        if self.count >= self.limit:
            return
        root = self.most_constrained_free_cell()
        if root is None:
            self.count += 1
            self.found.append(list(self.region))
            return
        for shape in self.shapes(root):
            for cell in shape:
                self.region[cell] = label
            if self.clues_fit(shape) and self.free_areas_fit():
                self.search(label + 1)
            for cell in shape:
                self.region[cell] = -1
            if self.count >= self.limit:
                return


def palisade_solutions(width: int, height: int, k: int, clues: list[int] | None = None,
                       limit: int = 2) -> list[list[int]]:
    """Up to ``limit`` divisions that fit the clues (None: no clues), each as a region per cell."""
    count = _Count(width, height, k, clues, limit)
    count.search(0)
    return count.found
