"""Palisade (Simon Tatham's, after Nikoli's): divide the grid into regions of K cells; a clue in a cell
says how many of its four sides are region borders (the grid's edge counts). This module makes the
puzzles and solves them by deduction; divide.py makes the divisions they come from.

The solver decides edges: every edge between two neighbouring cells is unknown, a border, or open
(both cells in one region). Open edges join cells into pieces of regions (a union-find, common/dsf.py).
It writes only what holds in every division that fits the clues, so when every edge is decided the
puzzle has exactly one solution. The easy rules:
- a clue cell with as many borders as its clue opens its other sides; with as many borders and
  unknown sides together as its clue makes them all borders;
- an edge inside one piece is open (a border never runs inside a region);
- an edge between two pieces whose sizes add up to more than K is a border, and so is an edge between
  two pieces that a border already separates somewhere else (they are different regions);
- a piece smaller than K with one unknown side left must grow through it.
Contradictions: a piece of more than K cells, a closed piece of fewer, a border inside a piece, a clue
with too many borders or too few possible. Tricky adds a trial: suppose an unknown edge is a border (or
open), run the easy rules; a contradiction decides it the other way. Edges are tried in order, the
passes repeated while one decides anything.

The generator starts from a division with every clue shown (if even that leaves the solver stuck, the
next division is made) and takes clues away in a random order,
keeping each removal only if the solver (at the level asked for) still decides every edge. A Tricky
puzzle must also defeat the easy rules: if it does not once every clue that can go is gone, the next
division is tried.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from ...common.dsf import DisjointSets
from ...common.grid import NO_CELL, Grid, UnsupportedSizeError
from ...common.prng import Xorshift16, shuffled_deck
from .divide import divide

NO_CLUE = -1
UNKNOWN, BORDER, OPEN = 0, 1, 2


class Level(IntEnum):
    EASY = 0
    TRICKY = 1


class Contradiction(Exception):
    pass


def border_counts(grid: Grid, owner: list[int]) -> list[int]:
    """Every cell's clue: its sides that are region borders or the grid's edge."""
    return [sum(1 for n in grid.neighbour_table[c] if n == NO_CELL or owner[n] != owner[c])
            for c in range(grid.cell_count)]


class Solver:
    def __init__(self, grid: Grid, k: int, clues: list[int]) -> None:
        self.grid, self.k, self.clues = grid, k, clues
        self.edges: list[tuple[int, int]] = []
        self.cell_edges: list[list[int]] = [[] for _ in range(grid.cell_count)]  # N, E, S, W; -1: the grid's edge
        edge_of: dict[tuple[int, int], int] = {}
        for cell in range(grid.cell_count):
            for n in grid.neighbour_table[cell]:
                if n == NO_CELL:
                    self.cell_edges[cell].append(-1)
                    continue
                pair = (min(cell, n), max(cell, n))
                if pair not in edge_of:
                    edge_of[pair] = len(self.edges)
                    self.edges.append(pair)
                self.cell_edges[cell].append(edge_of[pair])
        self.state = [UNKNOWN] * len(self.edges)

    def pieces(self, state: list[int]) -> DisjointSets:
        sets = DisjointSets(self.grid.cell_count)
        for e, (a, b) in enumerate(self.edges):
            if state[e] == OPEN:
                sets.union(a, b)
        return sets

    def step(self, state: list[int]) -> bool:
        """One pass of the easy rules over the board; True if it decided anything."""
        k = self.k
        sets = self.pieces(state)
        root = [sets.find(c) for c in range(self.grid.cell_count)]
        size = {r: sets.size[r] for r in set(root)}
        if any(s > k for s in size.values()):
            raise Contradiction
        separated = set()
        for e, (a, b) in enumerate(self.edges):
            if state[e] == BORDER:
                if root[a] == root[b]:
                    raise Contradiction
                separated.add((root[a], root[b]))
                separated.add((root[b], root[a]))
        decided: dict[int, int] = {}
        for cell, clue in enumerate(self.clues):
            if clue == NO_CLUE:
                continue
            sides = self.cell_edges[cell]
            borders = sum(1 for e in sides if e < 0 or state[e] == BORDER)
            unknown = [e for e in sides if e >= 0 and state[e] == UNKNOWN]
            if borders > clue or borders + len(unknown) < clue:
                raise Contradiction
            if unknown and borders == clue:
                decided.update((e, OPEN) for e in unknown)
            elif unknown and borders + len(unknown) == clue:
                decided.update((e, BORDER) for e in unknown)
        exits: dict[int, list[int]] = {r: [] for r in size}  # unknown edges a piece could still grow through
        closed = dict.fromkeys(size, True)  # no unknown edge leaves the piece
        for e, (a, b) in enumerate(self.edges):
            if state[e] != UNKNOWN:
                continue
            ra, rb = root[a], root[b]
            if ra == rb:
                decided.setdefault(e, OPEN)
                continue
            closed[ra] = closed[rb] = False
            if size[ra] + size[rb] > k or (ra, rb) in separated:
                decided.setdefault(e, BORDER)
            else:
                exits[ra].append(e)
                exits[rb].append(e)
        for r, out in exits.items():
            if size[r] < k and closed[r]:
                raise Contradiction
            if size[r] < k and len(out) == 1:
                decided.setdefault(out[0], OPEN)
        changed = False
        for e, value in decided.items():
            if state[e] == UNKNOWN:
                state[e] = value
                changed = True
        return changed

    def propagate(self, state: list[int]) -> None:
        while self.step(state):
            pass

    def done(self, state: list[int]) -> bool:
        return UNKNOWN not in state

    def trial_pass(self, state: list[int]) -> bool:
        """Try every unknown edge in order, each way; True if any was decided."""
        progress = False
        for e in range(len(self.edges)):
            if state[e] != UNKNOWN:
                continue
            for guess, other in ((BORDER, OPEN), (OPEN, BORDER)):
                copy = list(state)
                copy[e] = guess
                try:
                    self.propagate(copy)
                except Contradiction:
                    state[e] = other
                    self.propagate(state)
                    progress = True
                    break
        return progress

    def run(self, most: Level) -> Level | None:
        self.propagate(self.state)
        if self.done(self.state):
            return Level.EASY
        if most < Level.TRICKY:
            return None
        while not self.done(self.state) and self.trial_pass(self.state):
            pass
        return Level.TRICKY if self.done(self.state) else None


def regions_of(grid: Grid, edges: list[tuple[int, int]], state: list[int]) -> list[int]:
    """Each cell's region, numbered in reading order of their first cells."""
    sets = DisjointSets(grid.cell_count)
    for e, (a, b) in enumerate(edges):
        if state[e] == OPEN:
            sets.union(a, b)
    number: dict[int, int] = {}
    return [number.setdefault(sets.find(c), len(number)) for c in range(grid.cell_count)]


def deduce(width: int, height: int, k: int, clues: list[int], most: Level) -> tuple[Level, list[int]] | None:
    """The level that solves the clues (at most ``most``) and the regions; None if stuck or none."""
    solver = Solver(Grid(width, height), k, clues)
    try:
        level = solver.run(most)
    except Contradiction:
        return None
    return None if level is None else (level, regions_of(solver.grid, solver.edges, solver.state))


@dataclass(frozen=True)
class Puzzle:
    width: int
    height: int
    k: int
    clues: tuple[int, ...]  # NO_CLUE or 0..4, row-major
    regions: tuple[int, ...]  # the solution: each cell's region, in reading order
    level: Level
    divisions: int  # divisions made (each after its own restarts)
    restarts: int  # failed division attempts in all


MIN_SIDE = 3
MAX_CELLS = 255


def check_size(width: int, height: int, k: int) -> Grid:
    grid = Grid(width, height)
    if min(width, height) < MIN_SIDE or grid.cell_count > MAX_CELLS or k < 2 or grid.cell_count % k:
        raise UnsupportedSizeError(
            f"Palisade needs both sides at least {MIN_SIDE}, at most {MAX_CELLS} cells and a region size k >= 2 "
            f"that divides the cell count, got {width}x{height} k={k}")
    return grid


def generate_puzzle(width: int, height: int, k: int, seed: int, difficulty: Level) -> Puzzle:
    grid = check_size(width, height, k)
    rng = Xorshift16(seed)
    divisions = restarts = 0
    while True:
        division = divide(width, height, k, rng)
        divisions += 1
        restarts += division.restarts
        clues = border_counts(grid, division.owner)
        if deduce(width, height, k, clues, difficulty) is None:
            continue  # even every clue leaves it open (two divisions with the same borders)
        for cell in shuffled_deck(grid.cell_count, rng):
            kept = clues[cell]
            clues[cell] = NO_CLUE
            if deduce(width, height, k, clues, difficulty) is None:
                clues[cell] = kept
        result = deduce(width, height, k, clues, difficulty)
        if result is not None and result[0] == difficulty:
            return Puzzle(width, height, k, tuple(clues), tuple(result[1]), difficulty, divisions, restarts)
