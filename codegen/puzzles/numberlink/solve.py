"""The Numberlink deduction solver: what a person can prove, edge by edge, and the difficulty it sets.

The idea. Think of the solution as a set of edges between neighbouring cells. Every cell has a
degree it must reach: 1 at a pair's end, 2 anywhere else (every cell is on a path), 0 at a solid cell.
Each edge is undecided, a line, or closed. The solver only ever writes what holds in *every*
solution, so when it has decided every edge, the board has exactly one solution: this one. That is
how the generator proves uniqueness on the device, with no search.

The lines drawn so far form segments: pieces of paths. Each segment is known by its two end cells:
``tip[c]`` is the other end of the segment that ends at c (c itself for a cell with no line yet), and
``colour[c]`` is the pair it belongs to, if it reaches an end of one (0 while unknown). Both are
kept at segment ends only; joining segments a and b by a line is four writes at their far ends.
(This replaces a union-find for the solver: the question "same segment?" is "tip[a] == b", and a
trial's copy of the state stays small.)

Easy rules, run from a queue of cells whose surroundings changed, until nothing changes:
- degree: a cell with as many lines as it needs closes its other edges; a cell with as many open
  edges as it needs makes them all lines; fewer open edges than it needs is a contradiction;
- no loop: an edge between the two ends of one segment closes (a path never meets itself);
- no mix: an edge between segments of two different pairs closes.

Tricky adds a trial of one edge at a time: suppose it is a line and run the easy rules on a copy; if
they reach a contradiction the edge is closed; and the other way round. (A person would say "if
this went here, that cell would be cut off".) Edges are tried in row-major order, east then south;
after a pass that decided anything the solver passes again.

Invariants: ``lines`` is a subset of ``open`` at every cell and both cells of an edge agree; the
lines form simple segments, each with at most one pair's colour; nothing is ever decided that a
solution contradicts. The order of the queue and of the trials is fixed, because the device runs
the same solver and must agree with it step for step (the difficulty it reports depends on it).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from ...common.grid import NO_CELL, Grid
from .board import SOLID, Board

DIRECTIONS = (0, 1, 2, 3)  # N, E, S, W, as Grid.neighbour_table


class Level(IntEnum):
    EASY = 0
    TRICKY = 1


class Contradiction(Exception):
    """The state admits no solution."""


def _bits(mask: int) -> list[int]:
    return [d for d in DIRECTIONS if mask >> d & 1]


@dataclass
class State:
    lines: list[int]
    open: list[int]
    tip: list[int]
    colour: list[int]

    def copy(self) -> State:
        return State(self.lines[:], self.open[:], self.tip[:], self.colour[:])


class Solver:
    def __init__(self, board: Board) -> None:
        grid = board.grid
        self.table = grid.neighbour_table
        self.need = [0 if v == SOLID else 1 if v > 0 else 2 for v in board.cells]
        count = grid.cell_count
        opened = []
        for c in range(count):
            mask = 0
            if board.cells[c] != SOLID:
                for d in DIRECTIONS:
                    n = self.table[c][d]
                    if n != NO_CELL and board.cells[n] != SOLID:
                        mask |= 1 << d
            opened.append(mask)
        self.state = State([0] * count, opened, list(range(count)), [max(v, 0) for v in board.cells])
        self.queue: list[int] = []
        self.queued = [False] * count

    # --- the easy rules -----------------------------------------------------------------------
    def enqueue(self, cell: int) -> None:
        if not self.queued[cell]:
            self.queued[cell] = True
            self.queue.append(cell)

    def forbidden(self, s: State, a: int, b: int) -> bool:
        if s.tip[a] == b:
            return True
        return s.colour[a] != 0 and s.colour[b] != 0 and s.colour[a] != s.colour[b]

    def close(self, s: State, cell: int, d: int) -> None:
        n = self.table[cell][d]
        s.open[cell] &= ~(1 << d)
        s.open[n] &= ~(1 << (d ^ 2))
        self.enqueue(cell)
        self.enqueue(n)

    def draw(self, s: State, cell: int, d: int) -> None:
        n = self.table[cell][d]
        if self.forbidden(s, cell, n):
            raise Contradiction
        s.lines[cell] |= 1 << d
        s.lines[n] |= 1 << (d ^ 2)
        far_a, far_b = s.tip[cell], s.tip[n]
        colour = s.colour[cell] or s.colour[n]
        s.tip[far_a], s.tip[far_b] = far_b, far_a
        s.colour[far_a] = s.colour[far_b] = colour
        for c in (cell, n, far_a, far_b):
            self.enqueue(c)

    def examine(self, s: State, cell: int) -> None:
        need = self.need[cell]
        lines = s.lines[cell]
        if bin(s.open[cell]).count("1") < need or bin(lines).count("1") > need:
            raise Contradiction
        if bin(lines).count("1") == need:
            for d in _bits(s.open[cell] & ~lines):
                self.close(s, cell, d)
            return
        for d in _bits(s.open[cell] & ~lines):
            if self.forbidden(s, cell, self.table[cell][d]):
                self.close(s, cell, d)
        undecided = s.open[cell] & ~lines
        count = bin(s.open[cell]).count("1")
        if count < need:
            raise Contradiction
        if count == need:
            for d in _bits(undecided):
                if not s.lines[cell] >> d & 1:
                    self.draw(s, cell, d)

    def propagate(self, s: State) -> None:
        """Run the easy rules until nothing changes; Contradiction if the state has no solution."""
        try:
            while self.queue:
                cell = self.queue.pop(0)
                self.queued[cell] = False
                self.examine(s, cell)
        finally:
            for cell in self.queue:
                self.queued[cell] = False
            self.queue.clear()

    # --- the trial (tricky) ---------------------------------------------------------------------
    def leads_to_contradiction(self, cell: int, d: int, as_line: bool) -> bool:
        trial = self.state.copy()
        try:
            if as_line:
                self.draw(trial, cell, d)
            else:
                self.close(trial, cell, d)
            self.propagate(trial)
        except Contradiction:
            return True
        return False

    def trial_pass(self) -> bool:
        s = self.state
        progress = False
        for cell in range(len(self.need)):
            for d in (1, 2):  # E, S: every edge once
                if not (s.open[cell] >> d & 1) or s.lines[cell] >> d & 1:
                    continue
                if self.leads_to_contradiction(cell, d, as_line=True):
                    self.close(s, cell, d)
                elif self.leads_to_contradiction(cell, d, as_line=False):
                    self.draw(s, cell, d)
                else:
                    continue
                self.propagate(s)
                progress = True
        return progress

    def done(self) -> bool:
        s = self.state
        return all(s.lines[c] == s.open[c] and bin(s.lines[c]).count("1") == self.need[c]
                   for c in range(len(self.need)))

    def run(self, most: Level) -> Level | None:
        """Solve with the rules up to ``most``: the level that decided every edge, or None if stuck.
        Contradiction if the board has no solution."""
        for cell in range(len(self.need)):
            self.enqueue(cell)
        self.propagate(self.state)
        if self.done():
            return Level.EASY
        if most < Level.TRICKY:
            return None
        while not self.done() and self.trial_pass():
            pass
        return Level.TRICKY if self.done() else None


def pair_of_cells(board: Board, lines: list[int]) -> list[int]:
    """Each cell's pair, by walking the lines from every pair's first end (solid cells: SOLID)."""
    table = board.grid.neighbour_table
    owner = [SOLID if v == SOLID else 0 for v in board.cells]
    for pair in board.pairs:
        start, _ = board.ends(pair)
        previous, cell = NO_CELL, start
        while True:
            owner[cell] = pair
            onward = [table[cell][d] for d in _bits(lines[cell]) if table[cell][d] != previous]
            if not onward:
                break
            previous, cell = cell, onward[0]
    return owner


def deduce(board: Board, most: Level) -> tuple[Level, list[int]] | None:
    """The level that solves the board (at most ``most``) and its one solution as each cell's pair;
    None if the solver at ``most`` gets stuck or finds the board has no solution."""
    solver = Solver(board)
    try:
        level = solver.run(most)
    except Contradiction:
        return None
    return None if level is None else (level, pair_of_cells(board, solver.state.lines))


def solve(board: Board, level: Level) -> list[int] | None:
    """The board's one solution as each cell's pair, if the solver at ``level`` decides every edge."""
    result = deduce(board, level)
    return None if result is None else result[1]


def grade(board: Board) -> Level | None:
    """The lowest level that solves the board, or None if the solver cannot."""
    result = deduce(board, max(Level))
    return None if result is None else result[0]


def board_of_grid(grid: Grid, paths: tuple[tuple[int, ...], ...]) -> Board:
    cells = [0] * grid.cell_count
    for pair, path in enumerate(paths, start=1):
        cells[path[0]] = cells[path[-1]] = pair
    return Board(grid.width, grid.height, tuple(cells))
