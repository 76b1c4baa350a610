"""Sudoku puzzles made the way Simon Tatham's Solo makes them (issue 39; written from reading solo.c):
a filled grid, then clues taken away in a random order while the solver still solves, then the level
checked; a grid whose puzzle comes out at another level is dropped and the next one made.

The board. Classic boards have rectangular boxes (9x9 in 3x3 boxes; the 6x6 learning board in boxes
2 rows of digits tall and 3 wide, Tatham's "2x3"). A jigsaw board's regions come from the k-omino
divider (codegen/common/divide.py, after divvy.c, whose opening names this use): n regions of n cells,
each simply connected. Some divisions cannot be filled at all, or not quickly, so the filling search
has a step budget; past it the division is dropped.

The filled grid. A depth-first search that always fills the empty cell with the fewest numbers left
(ties: the first in a shuffled order of the cells), trying its numbers in a shuffled order: the most
constrained cell first prunes the search hardest, as in Tatham's gridgen.

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
FILL_STEPS = 20_000  # a filling search's budget of cells tried, before its division is dropped


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


def fill(shape: Shape, rng: Xorshift16, steps: int = FILL_STEPS) -> list[int] | None:
    """A filled grid: the most constrained empty cell first (ties in a shuffled order), its numbers in a
    shuffled order; None past the step budget."""
    n = shape.order
    order = shuffled_deck(n * n, rng)
    grid = [0] * (n * n)
    budget = [steps]

    def allowed(cell: int) -> list[int]:
        used = {grid[p] for p in shape.peers[cell]}
        return [number for number in range(1, n + 1) if number not in used]

    def search() -> bool:
        best, choices = -1, []
        for cell in order:
            if grid[cell]:
                continue
            numbers = allowed(cell)
            if best < 0 or len(numbers) < len(choices):
                best, choices = cell, numbers
                if len(numbers) <= 1:
                    break
        if best < 0:
            return True
        if budget[0] <= 0:
            return False
        budget[0] -= 1
        for i in range(len(choices) - 1, 0, -1):  # shuffled, as shuffled_deck does
            j = rng.random_at_most(i)
            choices[i], choices[j] = choices[j], choices[i]
        for number in choices:
            grid[best] = number
            if search():
                return True
        grid[best] = 0
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
        solution = fill(shape, rng)
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
