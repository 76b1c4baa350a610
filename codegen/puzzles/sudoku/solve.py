"""Sudoku's deduction solver, whose levels mean what Simon Tatham's Solo levels mean (issue 39; written
here from reading solo.c's solver, not from its code).

A board of order n (6 or 9) has n rows, n columns and n regions (boxes, or a jigsaw's irregular
regions) of n cells; every unit holds 1..n once. The solver keeps, for every cell, the set of numbers
it may still hold (a bit mask), and runs rules in a fixed order of cost, going back to the first rule
after any progress:

- **Trivial**: positional elimination in a region: a number with one place left in a region goes there.
- **Basic**: the same in rows and columns, and numeric elimination: a cell with one number left holds it.
  (Tatham's Basic: all the singles.)
- **Intermediate**: intersections: when a number's places in a row (or column) all lie in one region,
  it leaves the rest of that region, and the other way round.
- **Advanced**: sets, in every unit: where k cells (k >= 2) of a unit can between them hold only k
  numbers, no other cell of the unit holds those; equally, where k numbers can only go in k cells,
  those cells hold nothing else. As solo.c does, cells already down to one number are set aside with
  their number first, and k runs over 2..m-2 of the m left.

Placing a number removes it from the cell's row, column and region, and the cell's other numbers.

Every rule is sound and only removes possibilities, so what a level's rules reach from the clues
does not depend on the order they run in: the level a puzzle needs is the lowest whose rules solve it
(a run that keeps to cheaper rules first never needs a dearer one where the cheaper ones would do).
That is why the order here need only be cost order for speed, and still rates as Tatham's does. His
Extreme (forcing chains) and Unreasonable (guessing) are not used: the cartridge's Tricky stops at
Advanced.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from functools import cached_property
from itertools import combinations


class Level(IntEnum):
    TRIVIAL = 0
    BASIC = 1
    INTERMEDIATE = 2
    ADVANCED = 3


class Contradiction(Exception):
    """The clues leave some cell, or some number in some unit, with no possibility."""


@dataclass(frozen=True)
class Shape:
    """A board: its order and every cell's region (row-major, regions numbered 0..order-1)."""
    order: int
    region_of: tuple[int, ...]

    @staticmethod
    def boxes(box_height: int, box_width: int) -> Shape:
        """Rectangular boxes: Tatham's c x r puzzle has boxes c rows of digits tall and r wide."""
        order = box_height * box_width
        return Shape(order, tuple((y // box_height) * box_height + x // box_width
                                  for y in range(order) for x in range(order)))

    @cached_property
    def regions(self) -> tuple[tuple[int, ...], ...]:
        return tuple(tuple(c for c in range(self.order ** 2) if self.region_of[c] == r) for r in range(self.order))

    @cached_property
    def rows(self) -> tuple[tuple[int, ...], ...]:
        n = self.order
        return tuple(tuple(range(y * n, y * n + n)) for y in range(n))

    @cached_property
    def columns(self) -> tuple[tuple[int, ...], ...]:
        n = self.order
        return tuple(tuple(range(x, n * n, n)) for x in range(n))

    @cached_property
    def peers(self) -> tuple[frozenset[int], ...]:
        """Every cell's row, column and region, itself left out."""
        n = self.order
        return tuple(frozenset(self.rows[c // n]) | frozenset(self.columns[c % n])
                     | frozenset(self.regions[self.region_of[c]]) - {c} for c in range(n * n))

    @cached_property
    def units(self) -> tuple[tuple[int, ...], ...]:
        return self.regions + self.rows + self.columns

    @cached_property
    def crossings(self) -> tuple[tuple[tuple[int, ...], tuple[int, ...], frozenset[int]], ...]:
        """Every row and column with each region it meets (lines first, regions in order), and the
        cells the two share: where the intersection rule looks."""
        return tuple((line, region, frozenset(line) & frozenset(region))
                     for line in self.rows + self.columns for region in self.regions
                     if frozenset(line) & frozenset(region))


def bits(mask: int) -> list[int]:
    """The numbers in a mask (bit n-1 for number n)."""
    return [n + 1 for n in range(mask.bit_length()) if mask >> n & 1]


class Board:
    """Possibilities and placed numbers of one solve."""

    def __init__(self, shape: Shape, clues: list[int]) -> None:
        self.shape = shape
        n = shape.order
        self.full = (1 << n) - 1
        self.possible = [self.full] * (n * n)
        self.grid = [0] * (n * n)
        for cell, clue in enumerate(clues):
            if clue:
                if not self.possible[cell] >> (clue - 1) & 1:
                    raise Contradiction
                self.place(cell, clue)

    def place(self, cell: int, number: int) -> None:
        bit = 1 << (number - 1)
        self.possible[cell] = bit
        self.grid[cell] = number
        for peer in self.shape.peers[cell]:
            self.possible[peer] &= ~bit
            if not self.possible[peer] and not self.grid[peer]:
                raise Contradiction

    def solved(self) -> bool:
        return all(self.grid)

    def eliminate(self, cells: list[int], mask: int) -> bool:
        """``mask``'s numbers out of the cells still open among ``cells``; whether any went."""
        changed = False
        for cell in cells:
            if not self.grid[cell] and self.possible[cell] & mask:
                self.possible[cell] &= ~mask
                if not self.possible[cell]:
                    raise Contradiction
                changed = True
        return changed

    # --- the rules: each returns True on progress -----------------------------------------------

    def positional(self, units: tuple[tuple[int, ...], ...]) -> bool:
        """A number with one place left in a unit goes there."""
        for unit in units:
            placed = 0
            for cell in unit:
                if self.grid[cell]:
                    placed |= 1 << (self.grid[cell] - 1)
            for number in bits(self.full & ~placed):
                bit = 1 << (number - 1)
                places = [cell for cell in unit if self.possible[cell] & bit]
                if not places:
                    raise Contradiction
                if len(places) == 1:
                    self.place(places[0], number)
                    return True
        return False

    def numeric(self) -> bool:
        """A cell with one number left holds it."""
        for cell, mask in enumerate(self.possible):
            if not self.grid[cell] and mask & (mask - 1) == 0:
                self.place(cell, mask.bit_length())
                return True
        return False

    def intersections(self) -> bool:
        """A number whose places in a row or column all lie in one region leaves the rest of that
        region, and the other way round."""
        for line, region, overlap in self.shape.crossings:
            for first, second in ((line, region), (region, line)):
                for number in range(1, self.shape.order + 1):
                    bit = 1 << (number - 1)
                    if any(self.grid[c] == number for c in first):
                        continue
                    places = [c for c in first if self.possible[c] & bit]
                    if not places or not set(places) <= overlap:
                        continue
                    if self.eliminate([cell for cell in second if cell not in overlap], bit):
                        return True
        return False

    def sets(self) -> bool:
        """In a unit, k cells whose possibilities together are k numbers: those numbers leave the
        unit's other cells (equivalently: k numbers with k places between them)."""
        for unit in self.shape.units:
            open_cells = [c for c in unit if self.possible[c] & (self.possible[c] - 1)]
            taken = 0
            for c in unit:
                if not self.possible[c] & (self.possible[c] - 1):
                    taken |= self.possible[c]
            left = len(open_cells)
            for size in range(2, left - 1):
                for group in combinations(open_cells, size):
                    union = 0
                    for c in group:
                        union |= self.possible[c] & ~taken
                    if bin(union).count("1") != size:
                        continue
                    if self.eliminate([c for c in open_cells if c not in group], union):
                        return True
        return False

    def step(self, most: Level) -> Level | None:
        """Run the cheapest rule that makes progress at most ``most``; its level, or None."""
        if self.positional(self.shape.regions):
            return Level.TRIVIAL
        if most >= Level.BASIC and (self.positional(self.shape.rows) or self.positional(self.shape.columns)
                                    or self.numeric()):
            return Level.BASIC
        if most >= Level.INTERMEDIATE and self.intersections():
            return Level.INTERMEDIATE
        if most >= Level.ADVANCED and self.sets():
            return Level.ADVANCED
        return None


def solve(shape: Shape, clues: list[int], most: Level = Level.ADVANCED) -> tuple[Level | None, list[int]]:
    """The level the clues need (the dearest rule the run used) and the grid reached; level None when
    the rules up to ``most`` do not solve them, or the clues contradict themselves."""
    try:
        board = Board(shape, clues)
        needed = Level.TRIVIAL
        while not board.solved():
            used = board.step(most)
            if used is None:
                return None, board.grid
            needed = max(needed, used)
    except Contradiction:
        return None, []
    return needed, board.grid
