"""Simon Tatham's Palisade solver as his program runs it, written here from reading his palisade.c, for
the tests only: what Easy means. The model's solver (codegen/puzzles/palisade/solve.py) runs his
deductions from work queues, in whatever order changes arrive; this one runs them the way he does,
whole-board sweeps in his order until a sweep changes nothing, on his representation: a wall flag on
each side of each cell and a union-find of the cells known to share a region (so "open" is "in one
set", which makes every side between two cells of one set open at once).

His deductions, in his order:
- once, clue pairs: two clue cells a, b side by side in one region would make it at least 8 - a - b
  cells, or exactly 2 if both are 3s: when that cannot be, their side is a wall;
- a clue with as many walls round it as its number: its other sides are open; with as many open
  sides as 4 minus its number: the others are walls;
- two sets side by side that together pass K cells: the sides between them are walls;
- a set short of K cells whose sides not yet decided all lead into one other set: the two are one;
- at a corner where two of the four sides are open, the other two cannot be one wall and one open
  side: a wall on one makes the other a wall;
- a clue 1, 2 or 3 with two undecided sides leading into one set: both open or both walls, whichever
  its number allows (a 1 or 3 decides it; a 2 when another side is already decided).
Solved, in his last step, when the walls so far close every area at exactly K cells: then the areas
are the regions (walls found later could only cut one smaller), whatever is still undecided.

Only for clue sets taken from a real division (as the generator makes them): like his, it does not
look for contradictions."""

from __future__ import annotations

from codegen.common.dsf import DisjointSets

NO_CLUE = -1
NORTH, EAST, SOUTH, WEST = 0, 1, 2, 3
STEP_X = (0, 1, 0, -1)
STEP_Y = (-1, 0, 1, 0)


class TathamSolver:
    def __init__(self, width: int, height: int, k: int, clues: list[int]) -> None:
        self.width, self.height, self.k, self.clues = width, height, k, clues
        self.count = width * height
        self.wall = [[False] * 4 for _ in range(self.count)]
        for cell in range(self.count):
            x, y = cell % width, cell // width
            self.wall[cell][NORTH] = y == 0
            self.wall[cell][SOUTH] = y == height - 1
            self.wall[cell][WEST] = x == 0
            self.wall[cell][EAST] = x == width - 1
        self.sets = DisjointSets(self.count)

    # his primitives
    def across(self, cell: int, side: int) -> int:
        return cell + STEP_X[side] + self.width * STEP_Y[side]

    def joined(self, cell: int, side: int) -> bool:
        return self.sets.find(cell) == self.sets.find(self.across(cell, side))

    def undecided(self, cell: int, side: int) -> bool:
        return not self.wall[cell][side] and not self.joined(cell, side)

    def build_wall(self, cell: int, side: int) -> None:
        self.wall[cell][side] = True
        self.wall[self.across(cell, side)][side ^ 2] = True

    def size(self, cell: int) -> int:
        return self.sets.size[self.sets.find(cell)]

    # his deductions
    def clue_pairs(self) -> None:
        for cell in range(self.count):
            for side in range(4):
                if self.clues[cell] == NO_CLUE or self.wall[cell][side]:
                    continue
                a, b = self.clues[cell], self.clues[self.across(cell, side)]
                if b != NO_CLUE and (8 - a - b > self.k or (a == 3 and b == 3 and self.k != 2)):
                    self.build_wall(cell, side)

    def number_exhausted(self) -> bool:
        changed = False
        for cell in range(self.count):
            clue = self.clues[cell]
            if clue == NO_CLUE:
                continue
            if sum(self.wall[cell]) == clue:
                for side in range(4):
                    if self.undecided(cell, side):
                        self.sets.union(cell, self.across(cell, side))
                        changed = True
                continue
            opened = sum(1 for side in range(4) if not self.wall[cell][side] and self.joined(cell, side))
            if clue == 4 - opened:
                for side in range(4):
                    if self.undecided(cell, side):
                        self.build_wall(cell, side)
                        changed = True
        return changed

    def not_too_big(self) -> bool:
        changed = False
        for cell in range(self.count):
            for side in range(4):
                if self.undecided(cell, side) and self.size(cell) + self.size(self.across(cell, side)) > self.k:
                    self.build_wall(cell, side)
                    changed = True
        return changed

    def not_too_small(self) -> bool:
        ways_out: dict[int, int] = {}  # a set short of K -> the one set its undecided sides lead to, or -1
        for cell in range(self.count):
            here = self.sets.find(cell)
            if self.sets.size[here] == self.k:
                continue
            for side in range(4):
                if self.undecided(cell, side):
                    there = self.sets.find(self.across(cell, side))
                    ways_out[here] = there if ways_out.get(here, there) == there else -1
        changed = False
        for here, there in ways_out.items():
            if there >= 0:
                self.sets.union(here, there)
                changed = True
        return changed

    def no_dangling_walls(self) -> bool:
        changed = False
        for y in range(1, self.height):
            for x in range(1, self.width):
                south_east = y * self.width + x
                north_west = south_east - self.width - 1
                # the corner's four sides, each as (cell, side): N and W of the south-east cell, E and S
                # of the north-west one
                sides = ((south_east, NORTH), (north_west, EAST), (north_west, SOUTH), (south_east, WEST))
                lines = [(cell, side) for cell, side in sides if not self.joined(cell, side)]
                if len(lines) != 2:
                    continue
                (a, side_a), (b, side_b) = lines
                if self.wall[a][side_a] != self.wall[b][side_b]:
                    self.build_wall(*((b, side_b) if self.wall[a][side_a] else (a, side_a)))
                    changed = True
        return changed

    def equivalent_sides(self) -> bool:
        changed = False
        for cell in range(self.count):
            clue = self.clues[cell]
            if clue not in (1, 2, 3):
                continue
            walls = opened = 0
            if clue == 2:
                walls = sum(self.wall[cell])
                opened = sum(1 for side in range(4) if not self.wall[cell][side] and self.joined(cell, side))
            for first in range(4):
                for second in range(first + 1, 4):
                    if not (self.undecided(cell, first) and self.undecided(cell, second)):
                        continue
                    if self.sets.find(self.across(cell, first)) != self.sets.find(self.across(cell, second)):
                        continue
                    if walls + 2 > clue:
                        self.sets.union(cell, self.across(cell, first))
                        changed = True
                    elif opened + 2 > 4 - clue:
                        self.build_wall(cell, first)
                        self.build_wall(cell, second)
                        changed = True
        return changed

    def run(self) -> bool:
        """His solve: True when the walls found close every area at exactly K cells."""
        self.clue_pairs()
        changed = True
        while changed:
            changed = self.number_exhausted()
            changed |= self.not_too_big()
            changed |= self.not_too_small()
            changed |= self.no_dangling_walls()
            changed |= self.equivalent_sides()
        return self.areas_fit()

    def areas_fit(self) -> bool:
        areas = DisjointSets(self.count)
        for cell in range(self.count):
            for side in (EAST, SOUTH):
                if not self.wall[cell][side]:
                    areas.union(cell, self.across(cell, side))
        return all(areas.size[areas.find(cell)] == self.k for cell in range(self.count))

    def decided(self) -> tuple[list[str], list[str]]:
        """Every cell's east and south side: 'wall', 'open' or '?' (the grid's edge is a wall)."""
        def state(cell: int, side: int) -> str:
            return "wall" if self.wall[cell][side] else "open" if self.joined(cell, side) else "?"
        return ([state(c, EAST) for c in range(self.count)], [state(c, SOUTH) for c in range(self.count)])


def tatham_solves(width: int, height: int, k: int, clues: list[int]) -> bool:
    return TathamSolver(width, height, k, clues).run()
