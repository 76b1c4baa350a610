"""Sudoku puzzles made the way Simon Tatham's Solo makes them (issue 39; written from reading solo.c):
a filled grid, then clues taken away in a random order while the solver still solves, then the level
checked; a grid whose puzzle comes out at another level is dropped and the next one made.

The board. Classic boards have rectangular boxes (9x9 in 3x3 boxes; the 6x6 learning board in boxes
2 rows of digits tall and 3 wide, Tatham's "2x3"). A jigsaw board's regions come from the k-omino
divider (codegen/common/divide.py, after divvy.c, whose opening names this use): n regions of n cells,
each simply connected. Many divisions cannot be filled at all, or not quickly, so the filling search
has a step budget, one and a half steps a cell; past it the division is dropped for the next.

The filled grid. A depth-first search that fills the empty cell with the fewest numbers left (one
with a single number at once; ties: the first in a shuffled order of the cells, as in Tatham's
gridgen), trying its numbers in a shuffled order. A jigsaw board needs more: most of its divisions
stall a search like that, which then wastes its whole budget. So on a jigsaw board the cells are taken
in reading order; a dead end (an empty cell without a number, or a number missing from a unit without
a place in it) backs up at once, spending no step; and when no cell has a single number left the units
are looked at too: the first (unit, number) in unit order (regions, rows, columns; numbers from 1) with
one place, else the first with two, goes in its places instead when they are fewer than the cell's
numbers. Share of 9x9 jigsaw divisions filled within 130 steps (300 seeds): cells in a shuffled order
0.5%; in reading order 13%; with places of any count 23%; with places of one or two only 54%. With
the budget of 121 (1.5 a cell), 100 seeds: 1.85 divisions and 196 steps a grid; with dead ends seen at
once, 1.54 and 155. Classic boards fill without these: 99.3% of searches within 1.5 steps a cell
(1,000 seeds at 9x9 and 6x6).

Taking clues away. The cells are grouped under two-way rotation (Tatham's default symmetry: a cell
and the cell opposite it through the centre go together), the groups shuffled, and each group taken
away when the puzzle without it is still solved by the rules up to the level asked for (closure.py
asks that question the way the Game Boy does; the tests hold its answers against solve.py's). Every clue
left is then needed. The puzzle is kept when it needs exactly its level: Easy, Tatham's Basic (singles;
not Trivial alone); Tricky, his Intermediate or Advanced (intersections or sets; not Basic alone).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...common.divide import divide
from ...common.prng import Xorshift16, shuffled_deck
from .closure import Closure
from .solve import Level, Shape

EASY, TRICKY = 0, 1
LEVELS = {EASY: (Level.BASIC, Level.BASIC), TRICKY: (Level.INTERMEDIATE, Level.ADVANCED)}  # needs at least, at most
FILL_STEPS_PER_CELL = (3, 2)  # a filling search's budget of steps: 3/2 a cell, then its division is dropped


@dataclass(frozen=True)
class Puzzle:
    shape: Shape
    clues: tuple[int, ...]  # 0: no clue
    solution: tuple[int, ...]
    level: Level  # what the clues need (solve.py)
    grids: int  # filled grids made until this one's puzzle had the level
    jigsaw: bool


def classic_shape(order: int) -> Shape:
    if order == 9:
        return Shape.boxes(3, 3)
    if order == 6:
        return Shape.boxes(2, 3)
    raise ValueError(f"a classic Sudoku of order {order} is not offered (6 or 9)")


def jigsaw_shape(order: int, rng: Xorshift16) -> Shape:
    """n simply connected regions of n cells, from the divider (its owners, numbered in reading order of
    their first cells)."""
    owner = divide(order, order, order, rng).owner
    number: dict[int, int] = {}
    for region in owner:
        number.setdefault(region, len(number))
    return Shape(order, tuple(number[region] for region in owner))


def fill_steps(order: int) -> int:
    """The filling search's budget at a board of order n."""
    per, cells = FILL_STEPS_PER_CELL
    return order * order * per // cells


def fill(shape: Shape, rng: Xorshift16, steps: int | None = None, places: bool = False) -> list[int] | None:
    """A filled grid by a depth-first search (see the essay), with cells in reading order, the places
    rule and dead ends seen at once if ``places`` (jigsaw boards), else cells in a shuffled order; None
    past the step budget."""
    n = shape.order
    order = list(range(n * n)) if places else shuffled_deck(n * n, rng)
    units = shape.units
    grid = [0] * (n * n)
    budget = [fill_steps(n) if steps is None else steps]

    def numbers_of(cell: int) -> list[int]:
        used = {grid[p] for p in shape.peers[cell]}
        return [number for number in range(1, n + 1) if number not in used]

    def emptiest(numbers: dict[int, list[int]]) -> int:
        """The first empty cell in ``order`` with the fewest numbers; the first with one or none at
        once."""
        best = -1
        for cell in order:
            if cell in numbers and (best < 0 or len(numbers[cell]) < len(numbers[best])):
                best = cell
                if len(numbers[cell]) <= 1:
                    break
        return best

    def places_of(numbers: dict[int, list[int]]) -> list[list[tuple[int, int]]]:
        """Every number missing from a unit, in unit order (regions, rows, columns) and from 1: its
        places, as (cell, number) in the unit's order."""
        found = []
        for unit in units:
            present = {grid[cell] for cell in unit}
            for number in range(1, n + 1):
                if number not in present:
                    found.append([(cell, number) for cell in unit if number in numbers.get(cell, ())])
        return found

    def search() -> bool:
        numbers = {cell: numbers_of(cell) for cell in range(n * n) if not grid[cell]}
        if not numbers:
            return True
        pairs = places_of(numbers) if places else []
        if places and (not all(numbers.values()) or not all(pairs)):
            return False  # a dead end (a cell without a number, a number without a place), seen at once
        cell = emptiest(numbers)
        choices = [(cell, number) for number in numbers[cell]]
        for few in (1, 2):  # the places rule: one place, else two, when fewer than the cell's numbers
            fewest = next((found for found in pairs if len(found) == few), None)
            if fewest is not None and few < len(choices):
                choices = fewest
                break
        if budget[0] <= 0:
            return False
        budget[0] -= 1
        for i in range(len(choices) - 1, 0, -1):  # shuffled, as shuffled_deck does
            j = rng.random_at_most(i)
            choices[i], choices[j] = choices[j], choices[i]
        for cell, number in choices:
            grid[cell] = number
            if search():
                return True
            grid[cell] = 0
        return False

    return grid if search() else None


def symmetry_groups(order: int) -> list[tuple[int, ...]]:
    """Cells grouped under two-way rotation, each group by its first cell in reading order."""
    cells = order * order
    groups = []
    for cell in range(cells):
        other = cells - 1 - cell
        if other >= cell:
            groups.append((cell,) if other == cell else (cell, other))
    return groups


def generate_puzzle(order: int, seed: int, difficulty: int, jigsaw: bool = False) -> Puzzle:
    rng = Xorshift16(seed)
    least, most = LEVELS[difficulty]
    groups = symmetry_groups(order)
    grids = 0
    while True:
        shape = jigsaw_shape(order, rng) if jigsaw else classic_shape(order)
        solution = fill(shape, rng, places=jigsaw)
        if solution is None:
            continue
        grids += 1
        clues = list(solution)
        rules = Closure(shape, solution, most)
        for index in shuffled_deck(len(groups), rng):
            group = list(groups[index])
            for cell in group:
                clues[cell] = 0
            if not rules.run(clues, group):
                for cell in group:
                    clues[cell] = solution[cell]
        if not Closure(shape, solution, Level(least - 1)).run(clues, list(range(order * order))):
            level = least if least == most or Closure(shape, solution, least).run(
                clues, list(range(order * order))) else most
            return Puzzle(shape, tuple(clues), tuple(solution), level, grids, jigsaw)
