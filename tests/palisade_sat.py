"""A second independent count of Palisade solutions, by SAT, for boards too large for the exhaustive
counter (palisade_checks.py takes minutes on one 15x12 puzzle): it shares only the grid with the model.

One variable per side between two cells: true when it is a wall. The clues are cardinality
constraints (a clue cell's walls among its inner sides are its number less its grid edges). The rest
of the rules, that the walls cut the grid into regions of exactly k cells and that no wall runs inside
a region, are not written out: they are checked on each assignment the solver finds, and a broken one
adds a clause that every solution satisfies and this assignment does not (counterexample-guided, as
lazy SAT solvers for connectivity do):
- an area of fewer than k cells, fenced all round: one of its fence's walls goes (whatever lies
  inside it, the cells in the fence are too few for a region);
- an area of more than k cells: k + 1 of its cells joined by k open sides (a tree grown from one cell)
  cannot all stay open, so one of those sides is a wall;
- a wall between two cells of one area: the wall goes, or one open side of a path joining its two
  cells becomes a wall.
An assignment that breaks none is a solution; it is counted and excluded (one of its sides must
differ), and the search goes on until ``limit`` are found or none is left."""

from __future__ import annotations

from collections import deque

from pysat.card import CardEnc, EncType
from pysat.formula import IDPool
from pysat.solvers import Solver

from codegen.common.grid import NO_CELL, Grid

NO_CLUE = -1


def palisade_solutions_sat(width: int, height: int, k: int, clues: list[int], limit: int = 2) -> list[list[int]]:
    """Up to ``limit`` divisions fitting ``clues``, each as every cell's region (numbered in reading
    order of their first cells)."""
    grid = Grid(width, height)
    cells = grid.cell_count
    pool = IDPool()
    sides: dict[tuple[int, int], int] = {}  # (low cell, high cell) -> variable
    for cell in range(cells):
        for other in grid.neighbour_table[cell]:
            if other != NO_CELL and other > cell:
                sides[(cell, other)] = pool.id(("wall", cell, other))

    def side(a: int, b: int) -> int:
        return sides[(a, b) if a < b else (b, a)]

    solver = Solver(name="g4")
    for cell, clue in enumerate(clues):
        if clue == NO_CLUE:
            continue
        around = [n for n in grid.neighbour_table[cell] if n != NO_CELL]
        need = clue - (4 - len(around))
        if not 0 <= need <= len(around):
            return []
        encoded = CardEnc.equals([side(cell, n) for n in around], bound=need, vpool=pool, encoding=EncType.seqcounter)
        solver.append_formula(encoded.clauses)

    found: list[list[int]] = []
    while len(found) < limit and solver.solve():
        model = set(v for v in solver.get_model() if v > 0)
        wall = {key: var in model for key, var in sides.items()}
        area = _areas(grid, wall)
        lesson = _broken_rule(grid, k, wall, area, sides)
        if lesson is not None:
            solver.add_clause(lesson)
            continue
        found.append(_reading_order(area))
        solver.add_clause([-var if wall[key] else var for key, var in sides.items()])
    solver.delete()
    return found


def _areas(grid: Grid, wall: dict[tuple[int, int], bool]) -> list[int]:
    """Each cell's area: the cells it reaches across sides that are not walls (its first cell)."""
    area = [NO_CELL] * grid.cell_count
    for first in range(grid.cell_count):
        if area[first] != NO_CELL:
            continue
        area[first] = first
        stack = [first]
        while stack:
            cell = stack.pop()
            for other in grid.neighbour_table[cell]:
                if other != NO_CELL and area[other] == NO_CELL and not wall[(min(cell, other), max(cell, other))]:
                    area[other] = first
                    stack.append(other)
    return area


def _broken_rule(grid: Grid, k: int, wall: dict[tuple[int, int], bool], area: list[int],
                 variables: dict[tuple[int, int], int]) -> list[int] | None:
    """A clause this assignment breaks and every solution keeps (see the module), or None."""
    members: dict[int, list[int]] = {}
    for cell, first in enumerate(area):
        members.setdefault(first, []).append(cell)
    for first, cells in members.items():
        if len(cells) < k:  # fenced in too small: a wall of its fence goes
            fence = [(min(c, n), max(c, n)) for c in cells for n in grid.neighbour_table[c]
                     if n != NO_CELL and area[n] != first]
            return [-variables[key] for key in fence]
        if len(cells) > k:  # k + 1 cells joined by open sides: one of those sides is a wall
            return [variables[key] for key in _tree(grid, wall, first, k + 1)]
    for (a, b), is_wall in wall.items():
        if is_wall and area[a] == area[b]:  # a wall inside an area: it goes, or the area parts
            return [-variables[(a, b)]] + [variables[key] for key in _path(grid, wall, a, b)]
    return None


def _tree(grid: Grid, wall: dict[tuple[int, int], bool], root: int, size: int) -> list[tuple[int, int]]:
    """The open sides of a breadth-first tree of ``size`` cells grown from ``root``."""
    seen, queue, edges = {root}, deque([root]), []
    while queue and len(seen) < size:
        cell = queue.popleft()
        for other in grid.neighbour_table[cell]:
            key = (min(cell, other), max(cell, other))
            if other != NO_CELL and other not in seen and not wall[key] and len(seen) < size:
                seen.add(other)
                edges.append(key)
                queue.append(other)
    return edges


def _path(grid: Grid, wall: dict[tuple[int, int], bool], start: int, goal: int) -> list[tuple[int, int]]:
    """The open sides of a shortest path from ``start`` to ``goal``."""
    came: dict[int, int] = {start: start}
    queue = deque([start])
    while queue:
        cell = queue.popleft()
        if cell == goal:
            break
        for other in grid.neighbour_table[cell]:
            if other != NO_CELL and other not in came and not wall[(min(cell, other), max(cell, other))]:
                came[other] = cell
                queue.append(other)
    path, cell = [], goal
    while cell != start:
        path.append((min(cell, came[cell]), max(cell, came[cell])))
        cell = came[cell]
    return path


def _reading_order(area: list[int]) -> list[int]:
    number: dict[int, int] = {}
    return [number.setdefault(first, len(number)) for first in area]
