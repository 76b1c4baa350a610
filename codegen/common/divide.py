"""Dividing a rectangle into equal k-ominoes at random, every one simply connected (after the idea of
Simon Tatham's divvy.c; written here from that idea). Palisade's regions come from it, and so will
Jigsaw Sudoku's (divvy.c's own purpose): the measures below that avoid domino blocks and swappable
squares are Palisade's reasons, harmless to a jigsaw.

The idea. Start with n = W*H/k seed squares, each an omino of one square, and the rest unowned. Then
grow the ominoes one square at a time until all have k squares. An omino grows by taking a neighbouring
square; if that square belongs to another omino, the other omino must take a square in turn, and so
on, until some omino in the chain takes an unowned square. The shortest such chain is found by
breadth-first search over the ominoes: each omino is visited at most once, so the changes along the
chain touch different ominoes and can all be made together. Every omino but the one growing ends the
move with as many squares as it had, and exactly one unowned square becomes owned.

What keeps every omino connected and free of holes is one local test, made for each square that
changes hands: the eight squares around it, in cyclic order (off the grid counts as not owned). A
square may join an omino when it touches it orthogonally and the omino's squares in that ring form one
contiguous run; it may leave an omino when its squares in the ring form one run. Either way the omino
stays connected and no loop closes round anything: not even round a square it touches only at a
corner (the run test counts diagonal squares too, so a corner contact breaks the run). For a square
that leaves one omino in the chain and joins the next, the joining omino is tested without the square
it gave up. An omino that is never surrounded cannot surround another, so the division has no omino
inside another: this holds for every k, including k >= 23 where a k-omino could surround one.

When no chain exists the attempt fails and the caller starts again from the next draws of the stream
(divide() counts these restarts). The omino grown next is one of the smallest (uniformly among them):
growing them evenly leaves fewer ominoes walled in by full neighbours, so fewer attempts fail than
when a random omino grows. Restarts per 1,000 divisions (seeds 1-1000): 5x5 k=5 8, 8x6 k=6 7, 10x8
k=8 2, 15x12 k=10 2, 10x10 k=5 30, 8x8 k=4 62, 12x10 k=24 4 (divvy.c on a PC, measured in issue 13:
12-44 at the first four). Before the chains were scored (below), smallest first / a random omino
below k: 11 / 18, 12 / 20, 6 / 11, 4 / 20, 30 / 66, 58 / 85, 1 / 4; before a division had its second
chances (below), 23 at 10x10 k=5 and 51 at 8x8 k=4.

Which chain: the one that leaves fewest domino blocks round the square it takes. A domino block is a
2x2 block of squares split into two parallel dominoes of two ominoes. That is where a second division
with the same clues hides (puzzle.py's swappable square is one: two such dominoes and two squares that
may trade), and divisions with fewer of them are far more often ones Palisade's easy rules finish with
every clue shown: 13% -> 38% at 8x8 k=4, 12% -> 28% at 10x10 k=5, 76-77% -> 83-91% at the sizes of
5 to 8 cells a region (seeds 1-100; puzzle.py). So every chain the search finds is scored
before it is made: its moves are made for a moment, and the domino blocks among the (up to four) 2x2
blocks holding the unowned square it ends with are counted (only blocks of four owned squares count).
A chain that leaves none is taken at once; otherwise the search goes on, and when it is over the first
chain with the fewest is made. (Counting round every square the chain moves made 7% more rules run at
8x8 k=4 and 3% more at 10x10 k=5, 100 and 30 seeds.) The search goes on past the shortest chain, about
twice as far a division, but a Palisade puzzle needs fewer divisions: 6.5 -> 2.7 at 8x8 k=4 and 7.6 ->
3.7 at 10x10 k=5, with 19% and 14% fewer rules run, its puzzles need fewer clues (19.6 -> 18.1 and
33.8 -> 32.3), and on the device an 8x8 k=4 puzzle takes 269 -> 208 frames, the median of 100 seeds.

A second chance for a finished division. A swappable square (swappable_square below) is a 2x2 block
that two ominoes share as two parallel dominoes, where the two diagonal corners a and b touch neither
omino anywhere else: a and b can then trade ominoes without changing any square's count of borders,
so no Palisade puzzle can come from the division (puzzle.py's essay proves it). Scoring chains makes
them rarer, not rare: more than half the divisions at 8x8 k=4 and 10x10 k=5 still had one. So a
finished division with one divides that pair again (regrow_pair): every square of the two ominoes
but a and b is taken away, and the two grow again from a and b, the smaller first each round, by
chains of steals as before (which may move squares of other ominoes too, under the same ring tests,
so every omino stays connected and hole-free). If no chain grows one of them the attempt fails and
counts as a restart. The result may still have a square (the next one, or the same shape again):
then the first one's pair is divided again, up to REGROW_TRIES times (second_chances), and the
generator drops a division that still has one. A try costs 2(k-1) growth steps where a new division
costs n(k-1). Divisions left with a square (seeds 1-1000), none -> one try -> three: 5x5 k=5 7% -> 0%
-> 0%, 8x6 k=6 14% -> 2% -> 0%, 10x8 k=8 12% -> 1% -> 0%, 15x12 k=10 18% -> 2% -> 0%, 10x10 k=5 50% ->
20% -> 2%, 8x8 k=4 56% -> 28% -> 8%; restarts rose only at the last two (23 -> 27 -> 30 and 51 -> 57 ->
62 per 1,000). A Palisade puzzle then needs fewer divisions (seeds 1-100): 8x8 k=4 2.65 -> 1.73 ->
1.45, 10x10 k=5 3.37 -> 1.81 -> 1.48. (Regrown divisions are a little less often ones the easy rules
finish with every clue, so three tries rather than more.)

A repair, for a finished division a puzzle cannot use (repair): some of its ominoes are divided
again and the rest kept. A new deck is shuffled; each omino to divide again keeps its first square
in it and gives up the others, and they grow back as an attempt grows them, smallest first, by chains
of steals that may move squares of the others too (under the same ring tests, so every omino stays
a simply connected k-omino); then the second chances. It costs (k-1) growth steps an omino divided
again, where a new division costs n(k-1). Palisade repairs the ominoes its rules leave a side of
undecided with every clue shown (puzzle.py's essay says why that pays).

Order of the search, fixed because the device must follow it exactly: each attempt shuffles the cells
into one deck; the seeds are the first n cards; the squares an omino may take are tried in deck order
of the omino's squares, and for each square its neighbours N, E, S, W; chains are scored in the order
found.
"""

from __future__ import annotations

import functools
from collections import deque
from dataclasses import dataclass

from .grid import NO_CELL, Grid
from .prng import Xorshift16, shuffled_deck

UNOWNED = -1
# the eight squares round a square, in cyclic order: N, NE, E, SE, S, SW, W, NW
RING = ((0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1))
ORTHOGONAL_IN_RING = (0, 2, 4, 6)


def ring_cells(grid: Grid, cell: int) -> list[int]:
    x, y = grid.xy(cell)
    cells = []
    for dx, dy in RING:
        nx, ny = x + dx, y + dy
        cells.append(grid.cell(nx, ny) if 0 <= nx < grid.width and 0 <= ny < grid.height else NO_CELL)
    return cells


def one_run(owned: list[bool]) -> bool:
    """Do the True entries of a cyclic list of eight form exactly one contiguous run?"""
    starts = sum(1 for i in range(8) if owned[i] and not owned[i - 1])
    return starts == 1 or (starts == 0 and all(owned))


# one_run for every ring as a mask (bit i: RING[i] owned), the 256-entry table the device has too
ONE_RUN = tuple(one_run([bool(mask >> i & 1) for i in range(8)]) for mask in range(256))
ORTHOGONAL_MASK = sum(1 << i for i in ORTHOGONAL_IN_RING)
REGROW_TRIES = 3  # a finished division's second chances at most (see the essay)


@functools.cache
def _board(width: int, height: int) -> tuple[Grid, tuple[tuple[int, ...], ...]]:
    """The grid and every cell's ring, made once a size."""
    grid = Grid(width, height)
    return grid, tuple(tuple(ring_cells(grid, c)) for c in range(grid.cell_count))


def owned_ring(ring: tuple[int, ...], owner: list[int], omino: int, without: int = NO_CELL) -> int:
    """The squares of a ring that ``omino`` owns (``without`` aside), as a mask: bit i for RING[i]."""
    mask = 0
    for i, square in enumerate(ring):
        if square != NO_CELL and square != without and owner[square] == omino:
            mask |= 1 << i
    return mask


def block_corners(grid: Grid, square: int) -> list[int]:
    """The north-west squares of the 2x2 blocks on the grid that hold ``square``: NW, NE, SW, SE of it."""
    x, y = grid.xy(square)
    return [grid.cell(cx, cy) for cy in (y - 1, y) for cx in (x - 1, x)
            if 0 <= cx < grid.width - 1 and 0 <= cy < grid.height - 1]


def domino_block(grid: Grid, owner: list[int], corner: int) -> bool:
    """Is the 2x2 block at ``corner`` (its north-west square) two parallel dominoes of two ominoes?"""
    north_west, north_east = owner[corner], owner[corner + 1]
    south_west, south_east = owner[corner + grid.width], owner[corner + grid.width + 1]
    if UNOWNED in (north_west, north_east, south_west, south_east):
        return False
    rows = north_west == north_east and south_west == south_east and north_west != south_west
    columns = north_west == south_west and north_east == south_east and north_west != north_east
    return rows or columns




class _Attempt:
    def __init__(self, grid: Grid, rings: tuple[tuple[int, ...], ...], k: int, rng: Xorshift16) -> None:
        self.grid, self.k = grid, k
        self.rings = rings
        self.neighbours = grid.neighbour_table
        self.deck = shuffled_deck(grid.cell_count, rng)
        self.count = grid.cell_count // k
        self.owner = [UNOWNED] * grid.cell_count
        self.size = [1] * self.count
        for omino, cell in enumerate(self.deck[:self.count]):
            self.owner[cell] = omino
        self.rng = rng

    @classmethod
    def repairing(cls, grid: Grid, rings: tuple[tuple[int, ...], ...], k: int, rng: Xorshift16,
                  owner: list[int], ominoes: set[int]) -> _Attempt:
        """An attempt on a finished division whose ``ominoes`` are to grow again (repair): a new deck,
        each of them left with its first square in that deck's order."""
        attempt = cls(grid, rings, k, rng)
        attempt.owner = list(owner)
        attempt.size = [1 if omino in ominoes else k for omino in range(attempt.count)]
        kept: set[int] = set()
        for cell in attempt.deck:
            omino = owner[cell]
            if omino in ominoes:
                if omino in kept:
                    attempt.owner[cell] = UNOWNED
                kept.add(omino)
        return attempt

    def may_join(self, cell: int, omino: int, without: int) -> bool:
        ring = owned_ring(self.rings[cell], self.owner, omino, without)
        return bool(ring & ORTHOGONAL_MASK) and ONE_RUN[ring]

    def may_leave(self, cell: int, omino: int) -> bool:
        return ONE_RUN[owned_ring(self.rings[cell], self.owner, omino)]

    def grow(self, omino: int) -> bool:
        """Find the chain of steals that grows ``omino`` by one square with the fewest domino blocks made
        (the first found of those) and make it."""
        came_from: dict[int, tuple[int, int]] = {omino: (-1, NO_CELL)}  # omino -> (previous omino, square it took)
        queue = deque([(omino, NO_CELL)])  # an omino and the square it gave up (NO_CELL: the grower)
        best: tuple[int, int, int] | None = None  # (domino blocks made, last taker, square it takes)
        while queue:
            current, given = queue.popleft()
            for cell in self.deck:
                if self.owner[cell] != current or cell == given:
                    continue
                for square in self.neighbours[cell]:
                    if square in (NO_CELL, given):
                        continue
                    holder = self.owner[square]
                    if holder == current or holder in came_from:
                        continue
                    if not self.may_join(square, current, given):
                        continue
                    if holder == UNOWNED:
                        blocks = self.domino_blocks_made(came_from, current, square)
                        if blocks == 0:
                            self.apply(came_from, current, square)
                            return True
                        if best is None or blocks < best[0]:
                            best = (blocks, current, square)
                        continue
                    if not self.may_leave(square, holder):
                        continue
                    came_from[holder] = (current, square)
                    queue.append((holder, square))
        if best is None:
            return False
        self.apply(came_from, best[1], best[2])
        return True

    def chain(self, came_from: dict[int, tuple[int, int]], last: int, square: int) -> list[tuple[int, int]]:
        """The chain's moves as (square, omino taking it), from ``last`` taking ``square`` back to the grower."""
        moves, taker = [], last
        while taker != -1:
            moves.append((square, taker))
            taker, square = came_from[taker]
        return moves

    def domino_blocks_made(self, came_from: dict[int, tuple[int, int]], last: int, square: int) -> int:
        """The domino blocks among the blocks that hold ``square``, the unowned square the chain ends
        with, once the chain is made."""
        moves = self.chain(came_from, last, square)
        owner = self.owner
        before = [owner[moved] for moved, _ in moves]
        for moved, taker in moves:
            owner[moved] = taker
        blocks = sum(domino_block(self.grid, owner, corner) for corner in block_corners(self.grid, square))
        for (moved, _), held in zip(moves, before, strict=True):
            owner[moved] = held
        return blocks

    def apply(self, came_from: dict[int, tuple[int, int]], last: int, square: int) -> None:
        """The chain ends with ``last`` taking ``square``; each omino takes the square its successor gave
        (the grower gains a square; everyone else in the chain gives one and takes one)."""
        for moved, taker in self.chain(came_from, last, square):
            self.owner[moved] = taker

    def run(self) -> bool:
        return self.grow_smallest(self.grid.cell_count - self.count)

    def grow_smallest(self, steps: int) -> bool:
        """Grow one of the smallest ominoes (uniformly among them) ``steps`` times."""
        for _ in range(steps):
            smallest = min(self.size)
            candidates = [o for o in range(self.count) if self.size[o] == smallest]
            omino = candidates[self.rng.random_at_most(len(candidates) - 1)]
            if not self.grow(omino):
                return False
            self.size[omino] += 1
        return True

    def second_chances(self) -> bool:
        """Divide the pair of the first swappable square again, up to REGROW_TRIES times while one is
        left (see the essay); False if a regrowth fails."""
        for _ in range(REGROW_TRIES):
            square = swappable_square(self.grid.width, self.grid.height, self.owner)
            if square is None:
                return True
            if not self.regrow_pair(*square):
                return False
        return True

    def regrow_pair(self, a: int, b: int) -> bool:
        """Take every square of the ominoes of ``a`` and ``b`` but those two away from them, and grow
        the pair again as run() grows them all: the smaller one first each round (the others are
        whole), each by the chain of steals grow() finds, which may move squares of other ominoes
        too. False when no chain grows one of them (see the essay: a swappable square)."""
        pair = (self.owner[a], self.owner[b])
        for cell in range(self.grid.cell_count):
            if self.owner[cell] in pair and cell not in (a, b):
                self.owner[cell] = UNOWNED
        for omino in pair:
            self.size[omino] = 1
        return self.grow_smallest(2 * (self.k - 1))


def swappable_square(width: int, height: int, owner: list[int]) -> tuple[int, int] | None:
    """Two diagonal cells of a 2x2 square that can trade regions without changing any clue (see the
    essay here and puzzle.py's), the first found in reading order of the squares; None if there is
    none."""
    def elsewhere(x: int, y: int, pair: tuple[int, int]) -> bool:  # off the grid or a third region's
        return not (0 <= x < width and 0 <= y < height) or owner[x + y * width] not in pair

    for y in range(height - 1):
        for x in range(width - 1):
            north_west, north_east = x + y * width, x + 1 + y * width
            south_west, south_east = north_west + width, north_east + width
            pair = (owner[north_west], owner[south_east])
            if pair[0] == pair[1] or owner[north_east] not in pair or owner[south_west] not in pair:
                continue
            if owner[north_east] == owner[south_west]:
                continue  # two diagonals, not two dominoes
            if (elsewhere(x, y - 1, pair) and elsewhere(x - 1, y, pair)
                    and elsewhere(x + 1, y + 2, pair) and elsewhere(x + 2, y + 1, pair)):
                return north_west, south_east
            if (elsewhere(x + 1, y - 1, pair) and elsewhere(x + 2, y, pair)
                    and elsewhere(x, y + 2, pair) and elsewhere(x - 1, y + 1, pair)):
                return north_east, south_west
    return None


def repair(width: int, height: int, k: int, owner: list[int], ominoes: set[int], rng: Xorshift16,
           ) -> Division | None:
    """Divide again the ``ominoes`` of a finished division, the others kept (see the essay): a new deck
    is shuffled, each of them keeps its first square in it and gives up the rest, and they grow back
    smallest first by chains of steals, as an attempt grows them (the chains may move squares of the
    others too, under the same ring tests), then the second chances. None when no chain grows one."""
    grid, rings = _board(width, height)
    attempt = _Attempt.repairing(grid, rings, k, rng, owner, ominoes)
    if attempt.grow_smallest(len(ominoes) * (k - 1)) and attempt.second_chances():
        return Division(width, height, k, attempt.owner, 0)
    return None


@dataclass
class Division:
    width: int
    height: int
    k: int
    owner: list[int]  # the omino of every cell, 0..n-1
    restarts: int  # failed attempts before this one


def divide(width: int, height: int, k: int, rng: Xorshift16) -> Division:
    grid, rings = _board(width, height)
    if k < 1 or grid.cell_count % k:
        raise ValueError(f"{width}x{height} has {grid.cell_count} cells, not a multiple of {k}")
    restarts = 0
    while True:
        attempt = _Attempt(grid, rings, k, rng)
        if attempt.run() and attempt.second_chances():
            return Division(width, height, k, attempt.owner, restarts)
        restarts += 1

