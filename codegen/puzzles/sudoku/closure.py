"""How the generator asks "do the rules still solve it?": the question solve.py answers, answered the way
an 8-bit CPU can afford to, so that the model and the cartridge's generator make the same puzzles;
the tests hold this answer against solve.py's.

The idea. The generator knows the solution, and every clue it shows is the solution's. Every rule is
sound, so every number the rules place is the solution's too, and a possibility they take away is
never the solution's number. That turns the solver into bookkeeping:

- Every cell keeps a flag per number still possible, and a count of them; every unit (region, row,
  column) keeps, per number, a count of the places left for it. Taking a number out of a cell lowers
  the cell's count and the three counts of its units.
- When a cell's count comes down to one, its last number is the solution's: the cell is queued
  (Basic's numeric elimination). When a unit's count for a number comes down to one, the one place
  left is where the solution has that number in the unit, known in advance: that cell is queued
  (positional elimination; at Trivial only for regions).
- Placing a queued cell takes its number out of the cells of its row, column and region, which may
  queue more. When the queue runs dry, Intermediate's intersections and Advanced's sets are looked
  for, where the level allows them, and any number they take out goes through the same bookkeeping.

The rules only take possibilities away, so what they reach does not depend on their order (solve.py's
essay): this reaches what solve.py reaches, faster. And it may stop early. The generator asks about
clues S minus a few cells G, where S was solved by the same rules; once the rules have placed G's
cells again, the board knows at least what S's clues say, so they reach what S reached: everything.
A removal that is kept is known at the moment its last cell is placed; only one that fails runs the
rules until they stop.
"""

from __future__ import annotations

from itertools import combinations

from .solve import Level, Shape


class Closure:
    """One run of the rules on a board whose solution is known."""

    def __init__(self, shape: Shape, solution: list[int], most: Level) -> None:
        self.shape = shape
        self.solution = solution
        self.most = most
        n = shape.order
        self.units_of = [(shape.region_of[c], n + c // n, 2 * n + c % n) for c in range(n * n)]
        self.unit_cells = list(shape.units)
        # where each number is in each unit: the cell a count of one points at
        self.place_of = [[0] * (n + 1) for _ in range(3 * n)]
        for u, cells in enumerate(self.unit_cells):
            for c in cells:
                self.place_of[u][solution[c]] = c

    def run(self, clues: list[int], wanted: list[int]) -> bool:
        """Whether the rules up to the level place every cell of ``wanted`` (all cells: solve it)."""
        n = self.shape.order
        used = [0] * (3 * n)  # per unit: the clues' numbers in it, a bit each
        for c, clue in enumerate(clues):
            for unit in self.units_of[c]:
                used[unit] |= 1 << clue if clue else 0
        self.possible = [[False] * (n + 1) for _ in range(n * n)]
        self.cell_count = [1] * (n * n)
        self.unit_count = [[0] * (n + 1) for _ in range(3 * n)]
        self.placed = [bool(clue) for clue in clues]
        self.queued = list(self.placed)
        self.queue: list[int] = []
        for c, clue in enumerate(clues):  # a clue: its own number; an open cell: what its units allow
            if clue:
                self.possible[c][clue] = True
                continue
            taken = used[self.units_of[c][0]] | used[self.units_of[c][1]] | used[self.units_of[c][2]]
            self.cell_count[c] = 0
            for number in range(1, n + 1):
                if not taken >> number & 1:
                    self.possible[c][number] = True
                    self.cell_count[c] += 1
                    for unit in self.units_of[c]:
                        self.unit_count[unit][number] += 1
        for c in range(n * n):
            if not self.placed[c] and self.cell_count[c] == 1 and self.most >= Level.BASIC:
                self.enqueue(c)
        for unit in range(3 * n):
            if unit < n or self.most >= Level.BASIC:
                for number in range(1, n + 1):
                    if self.unit_count[unit][number] == 1:
                        self.enqueue(self.place_of[unit][number])
        waiting = sum(1 for c in wanted if not clues[c])
        while True:
            while self.queue:
                cell = self.queue.pop(0)
                self.place(cell)
                if cell in wanted and not clues[cell]:
                    waiting -= 1
                    if waiting == 0:
                        return True
            if waiting == 0:
                return True
            if not self.harder_rules():
                return False

    def enqueue(self, cell: int) -> None:
        if not self.queued[cell]:
            self.queued[cell] = True
            self.queue.append(cell)

    def take_out(self, cell: int, number: int) -> None:
        """``number`` is no longer possible in ``cell`` (never the solution's number there)."""
        self.possible[cell][number] = False
        self.cell_count[cell] -= 1
        if self.cell_count[cell] == 1 and self.most >= Level.BASIC:
            self.enqueue(cell)
        for kind, unit in enumerate(self.units_of[cell]):
            self.unit_count[unit][number] -= 1
            if self.unit_count[unit][number] == 1 and (kind == 0 or self.most >= Level.BASIC):
                self.enqueue(self.place_of[unit][number])

    def place(self, cell: int) -> None:
        number = self.solution[cell]
        self.placed[cell] = True
        for other in range(1, self.shape.order + 1):
            if other != number and self.possible[cell][other]:
                self.take_out(cell, other)
        for unit in self.units_of[cell]:
            for peer in self.unit_cells[unit]:
                if peer != cell and self.possible[peer][number]:
                    self.take_out(peer, number)

    # --- Intermediate and Advanced, when the singles have run dry -------------------------------

    def harder_rules(self) -> bool:
        """One pass of intersections, then of sets, while neither has taken anything out; whether
        anything was."""
        if self.most >= Level.INTERMEDIATE and self.intersections():
            return True
        return self.most >= Level.ADVANCED and self.sets()

    def mask(self, cell: int) -> int:
        return sum(1 << d for d in range(1, self.shape.order + 1) if self.possible[cell][d])

    def intersections(self) -> bool:
        changed = False
        for line, region, overlap in self.shape.crossings:
            for first, second in ((line, region), (region, line)):
                for number in range(1, self.shape.order + 1):
                    places = [c for c in first if self.possible[c][number] and not self.placed[c]]
                    if not places or not set(places) <= overlap:
                        continue
                    for cell in second:
                        if cell not in overlap and self.possible[cell][number]:
                            self.take_out(cell, number)
                            changed = True
        return changed

    def sets(self) -> bool:
        changed = False
        for unit in self.shape.units:
            open_cells = [c for c in unit if self.cell_count[c] > 1]
            taken = 0
            for c in unit:
                if self.cell_count[c] == 1:
                    taken |= self.mask(c)
            for size in range(2, len(open_cells) - 1):
                for group in combinations(open_cells, size):
                    union = 0
                    for c in group:
                        union |= self.mask(c) & ~taken
                    if bin(union).count("1") != size:
                        continue
                    for c in open_cells:
                        if c not in group:
                            for number in range(1, self.shape.order + 1):
                                if union >> number & 1 and self.possible[c][number]:
                                    self.take_out(c, number)
                                    changed = True
        return changed
