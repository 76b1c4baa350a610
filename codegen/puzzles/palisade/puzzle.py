"""Palisade (Simon Tatham's, after Nikoli's): divide the grid into regions of K cells; a clue in a cell
says how many of its four sides are region borders (the grid's edge counts). This module makes the
puzzles; divide.py makes the divisions they come from and solve.py is the deduction solver.

The generator divides the grid and computes every clue. If even all the clues leave the solver (at the
level asked for) stuck, the division is dropped and the next one made: with small regions two divisions
can have the same borders counts (6x6 into triominoes almost always does), and more often the easy
rules cannot see the one answer. Otherwise the clues are taken away in a random order (a shuffled deck
of the cells), each removal kept only if the solver still decides every side: Tatham's way, which
leaves a puzzle where every clue is needed. A Tricky puzzle must also defeat the easy rules; if it does
not once every clue that can go is gone, the next division is tried.

Cost, and how it is cut. Taken plainly this is one solve per cell per division, the whole of the
device's wait (pal_generate.c). Most of those solves repeat work: the test that takes away the i-th clue
of the deck keeps every clue after it (the rest of the deck, R_i) and the clues kept before it (K_i).
The rules are monotone (solve.py), so whatever they conclude from R_i alone holds for R_i plus K_i too,
and it can be the test's starting point: decide those sides, show the K_i clues, and run only what
they set off; the closure reached is the one a solve from scratch reaches. The closures of R_i are
cheap to have, all of them: show the clues one at a time from the back of the deck, letting the rules
run dry after each, and log every side decided. The closure of R_i is then the first n_i decisions of
that log, and the last state is every clue's closure, which decides whether the division is kept at
all. So the deck is dealt before that check, and the generator makes the same puzzle as the plain
one with the same deck. Early tests start nearly solved; measured in rules run per puzzle (12 seeds)
this is 1.4x-1.9x less work than solving from scratch.

The late tests still start from little: R_i is short there and K_i, shown anew in every test, is most of
the puzzle. So once REMAKE_LOG_AFTER clues have been kept since the log was made, it is made again
before the next test, from that test's position: the kept clues first, then the rest of the deck from
the back as before. (Waiting for a test, rather than remaking at once, spares the remakes that no test
would use; device frames, 30 seeds, at once -> before the next test: 6x6 k=6 88.5 -> 85.7, 8x8 k=4 303.9
-> 292.6, 10x10 k=5 781.9 -> 764.1, and 4 is still the best of 3-5.) Its prefixes are then the closures
of K plus R_i, and a test shows only the clues kept since. The closure of the clues kept when the last
log was made is that log's first part (up to the last position's known_after), so it is replayed, and
only the clues kept since are worked through. Remaking costs about one solve; every 3 clues kept was the
best of 1-6 on the device when it was first measured (frames for 6x6 k=6, 30 seeds: 1 204, 2 170, 3 164,
4 170, 6 179; 8x8 k=4, 10 seeds: 872, 760, 749, 771, 802; without remaking about 1.3x and 1.6x the work
at 2, in rules run). Since the solver runs waiting pieces first (solve.py), tests are cheaper and every
4 is better at every size (mean frames a puzzle, 40 seeds, 3 against 4: 5x5 46.2 and 46.2, 6x6 101.6 and
99.8, 8x6 163.5 and 157.6, 8x8 350.2 and 341.6, 10x8 521.8 and 495.7, 10x10 904.5 and 862.2; at 8x8, 5
gave 325.5 against 323.3 for 4 over 30 seeds).

Many removals need no test at all. A test that the easy rules pass is a proof: a run of the rules
that decides every side. The solver notes which clues that run needed (solve.py's made_by: a clue cell's
rule needs its clue for a conclusion only when the same rule without the clue would not reach it),
counting the logged facts the test started from. A clue the run never needed can be taken away and
the same run still decides every side. So until the next test, every clue the proof does not name is
removed without a test. Keeping a clue leaves the proof standing (it was among the clues the run had),
a test passed with trials ends it (the trials are not followed), and a test passed by the easy rules
replaces it. In rules run (seeds 1-20/1-10) this took 6x6 k=6 from 2,390 to 2,103 a puzzle and 8x8 k=4
from 7,180 to 5,885, and about half of the tests go. A test with no clue kept since the log was made
needs no solve either: its state is the log's prefix, closed already, so it passes exactly when that
prefix decides every side (the device counts the prefix's facts; a quarter of the tests at 8x8 k=4).

Many failing removals need no test either, because the clues left have a second solution that is
one trade away. Take a cell a of region A and a cell b of region B, where A without a is still
connected (the divider's ring test) and b touches it, and the same the other way round. Then A - a +
b and B - b + a are again connected regions of K cells, and the trade changes the clue of only a few
cells: a, b and some of their neighbours (two or four at 8x8 k=4). Once none of those cells shows a
clue, the traded division fits the clues as well as the true one does, so no solver can decide every
side and the removal that leaves the last of them without its clue fails. So the trades of the kept
division that change at most TRADE_CELLS clues are listed once, before the removals (trade
certificates, at most MAX_TRADES; 16 at 8x8 k=4, 20 at 10x10 k=5), and a removal that leaves one of
them without a clue is refused without a test. (A trade that changes no clue is the swappable square
above, whose division is never kept.) The puzzles are the same; removal tests a puzzle, seeds 1-30
(1-10 at 10x8 and 10x10): 5x5 k=5 12.1 -> 10.2, 6x6 k=6 17.8 -> 15.8, 8x6 k=6 23.2 -> 20.1, 8x8 k=4
28.3 -> 22.1, 10x8 k=8 42.5 -> 38.0, 10x10 k=5 49.8 -> 43.5; at Tricky,
where a failing test runs every trial, 5x5 and 6x6 puzzles take about 15% fewer frames. Trades of
one cell each way into a third region and back (a cycle of three) or of two cells each way would
certify under one more test in 30 at 8x8 k=4, and are not listed.

Measured in the model (seeds 1-100, solve.py's rules): with every clue shown the easy rules decide 96%
of 5x5 k=5 divisions, 98% at 6x6 k=6, 93% at 8x6 k=6, 96% at 10x8 k=8, 57% at 8x8 k=4, 51% at
10x10 k=5 and 29% at 6x6 k=3 (76%, 77%, 75%, 77%, 13%, 12% and 5% before the divider preferred
chains that leave no domino block, and 91%, 87%, 83%, 86%, 38%, 28% and 15% before it divided again
the pair of a swappable square: divide.py). Most of those failures can be seen without a solve. Take a 2x2 square
of cells that two regions A and B share as two parallel dominoes, A's pair a, a' and B's pair b, b',
where a and b are diagonal to each other. If a has no other neighbour in A or B (its two sides away
from the square face the grid's edge or a third region), and neither has b, then a and b can trade
regions: A - a + b and B - b + a are again connected regions of K cells (a and b hang on a' and b'
alone, and each joins the other's pair), and no clue changes. A clue counts a cell's sides that face
another region or the edge; a keeps one side inside its region (to b' instead of a') and b likewise,
a' and b' each swap one neighbour of their own region for another, and no other cell touches a or b
across a side from A or B. So the clues have a second solution and no solver can finish them: the
division is dropped as the solve would drop it, and every puzzle is the one the plain loop makes. It
is the only single trade there is: if cells a of A and b of B trade, every other cell of A and B must
touch both or neither (else its count changes), a and b cannot be neighbours (a touches A), so they
share neighbours and are diagonal, and a's count asks that it touch A and B alike, one each, which
makes the square. Measured in the model (200 divisions from one stream): 8x8 k=4 has such a square
in 116 of the 131 divisions the easy rules cannot finish with every clue; 10x10 k=5 in 62 of 75 (100
divisions; both before the divider's second chance below). A scan of the squares costs far less
than the solve it saves. (The divider's domino blocks are where squares come from, but it can only
avoid the blocks a chain leaves round the square it takes; so a finished division with a square has
its pair divided again (divide.py), and 28% of the divisions into tetrominoes at 8x8 still have one,
against 56% before.)

What fails after that check is a division the easy rules cannot finish, mostly one with one answer
that they cannot see (of the rest, 69 of 84 pass at 8x8 k=4 and 25 of 38 at 10x10 k=5, most of them
at the other sizes), and it is found out by the log itself: its last state is every clue's closure.
(Until the squares were checked, a plain solve of every clue came first once a division had failed,
as most did at 8x8 k=4; now that costs more than it saves at every size: on the device, 8x8 k=4 360
frames a puzzle against 367, and 5x5 to 10x10 the same or better, 20-30 seeds.)
"""

from __future__ import annotations

from dataclasses import dataclass

from ...common.grid import NO_CELL, Grid, UnsupportedSizeError
from ...common.prng import Xorshift16, shuffled_deck
from .divide import divide, may_leave, swappable_square
from .solve import NO_CLUE, Board, Fact, Level, deduce, reading_order


def border_counts(grid: Grid, owner: list[int]) -> list[int]:
    """Every cell's clue: its sides that are region borders or the grid's edge."""
    return [border_counts_of(grid, owner, cell) for cell in range(grid.cell_count)]


def border_counts_of(grid: Grid, owner: list[int], cell: int) -> int:
    """One cell's clue (border_counts)."""
    return sum(1 for n in grid.neighbour_table[cell] if n == NO_CELL or owner[n] != owner[cell])


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
    squares: int  # divisions dropped for a swappable square, unsolved


MIN_SIDE = 3
MAX_CELLS = 255


def check_size(width: int, height: int, k: int) -> Grid:
    grid = Grid(width, height)
    if min(width, height) < MIN_SIDE or grid.cell_count > MAX_CELLS or k < 2 or grid.cell_count % k:
        raise UnsupportedSizeError(
            f"Palisade needs both sides at least {MIN_SIDE}, at most {MAX_CELLS} cells and a region size k >= 2 "
            f"that divides the cell count, got {width}x{height} k={k}")
    return grid


def deck_closures(width: int, height: int, k: int, truth: list[int], deck: list[int], owner: list[int],
                  kept: list[int], start: int, base: tuple[list[Fact], int] = ([], 0),
                  ) -> tuple[Board, list[Fact], list[int]]:
    """Show the ``kept`` clues, then the clues of the deck from its back down to position ``start``.
    Returns the board (every one of those clues shown, its queues run dry), the log of the sides the
    easy rules decided, and for each deck position i >= start the length of the log's prefix that is
    the closure of the kept clues and the deck's clues after position i. ``base``: the closure of the
    first so many kept clues (the last log's start), which is replayed, not worked out again."""
    board = Board(width, height, k, [NO_CLUE] * len(truth))
    board.truth = owner
    facts, closed = base
    for cell in kept[:closed]:
        board.clues[cell] = truth[cell]
    board.replay(facts)
    board.log = list(facts)
    for cell in kept[closed:]:
        board.add_clue(cell, truth[cell])
    board.propagate()
    known_after = [0] * len(deck)
    for i in reversed(range(start, len(deck))):
        known_after[i] = len(board.log)
        if i == start and start:
            break  # a remade log's last position is its test's: the clue it takes away is not shown
        if board.done():
            board.clues[deck[i]] = truth[deck[i]]  # every side decided: the division's clue adds nothing
            continue
        board.add_clue(deck[i], truth[deck[i]])
        board.propagate()
    log, board.log = board.log, None
    return board, log, known_after


TRADE_CELLS = 4  # the most cells a kept trade changes the clue of (a trade is 4 bytes on the device)
MAX_TRADES = 32  # trades kept a division (the device's 128 bytes)


def trade_certificates(grid: Grid, owner: list[int], truth: list[int]) -> list[tuple[int, ...]]:
    """Every trade of one cell each way between two regions that leaves both connected, as the cells
    whose clue it changes (see the essay: when none of them shows a clue, the clues have a second
    solution). Those that change at most TRADE_CELLS clues, the first MAX_TRADES in this order: the
    cells a in reading order that may leave their region (the divider's ring test), the regions B
    round a in side order (N, E, S, W), B's cells b after a in reading order that may leave B and
    touch a's region besides a, where a touches B besides b. A trade's cells: a, b, then a's and
    b's neighbours in side order, each once, those whose count of borders the trade changes."""
    width, height, neighbours = grid.width, grid.height, grid.neighbour_table
    leaves = [may_leave(width, height, owner, cell) for cell in range(grid.cell_count)]

    def touches(cell: int, region: int, besides: int) -> bool:
        return any(n not in (NO_CELL, besides) and owner[n] == region for n in neighbours[cell])

    trades: list[tuple[int, ...]] = []
    for a in range(grid.cell_count):
        if not leaves[a]:
            continue
        region_a = owner[a]
        regions_round: list[int] = []
        for n in neighbours[a]:
            if n != NO_CELL and owner[n] != region_a and owner[n] not in regions_round:
                regions_round.append(owner[n])
        for region_b in regions_round:
            for b in range(a + 1, grid.cell_count):
                if (owner[b] != region_b or not leaves[b] or not touches(b, region_a, a)
                        or not touches(a, region_b, b)):
                    continue
                traded = list(owner)
                traded[a], traded[b] = region_b, region_a
                changed: list[int] = []
                for cell in (a, b, *neighbours[a], *neighbours[b]):
                    if cell != NO_CELL and cell not in changed and border_counts_of(grid, traded, cell) != truth[cell]:
                        changed.append(cell)
                if 0 < len(changed) <= TRADE_CELLS:
                    trades.append(tuple(changed))
                    if len(trades) == MAX_TRADES:
                        return trades
    return trades


def solves_without(width: int, height: int, k: int, clues: list[int], fresh: list[int],
                   closure: list[Fact], owner: list[int], most: Level) -> tuple[bool, set[int] | None]:
    """Do ``clues`` (from the division ``owner``) decide every side, given the closure of all of them but
    ``fresh`` (the ones kept since the log was made)? And when the easy rules alone decided every
    side, the clue cells whose clues that run needed (in the closure's facts and after); None when
    it took trials (or failed)."""
    board = Board(width, height, k, clues)
    board.truth = owner
    board.replay(closure)
    for cell in fresh:
        board.add_clue(cell, clues[cell])
    board.propagate()
    level = board.finish(most)
    if level != Level.EASY:
        return level is not None, None
    return True, board.used.union(*(made_by for *_, made_by in closure))


REMAKE_LOG_AFTER = 4  # clues kept since the log was made; the best of 3-5 on the device (see the essay)


def generate_puzzle(width: int, height: int, k: int, seed: int, difficulty: Level) -> Puzzle:
    grid = check_size(width, height, k)
    rng = Xorshift16(seed)
    divisions = restarts = squares = 0
    while True:
        division = divide(width, height, k, rng)
        divisions += 1
        restarts += division.restarts
        truth = border_counts(grid, division.owner)
        deck = shuffled_deck(grid.cell_count, rng)
        if swappable_square(width, height, division.owner) is not None:
            squares += 1
            continue  # a second solution with every clue (see above): the solve would drop it too
        every_clue, log, known_after = deck_closures(width, height, k, truth, deck, division.owner, [], 0)
        if every_clue.finish(difficulty) is None:
            continue  # even every clue leaves it open
        trades = trade_certificates(grid, division.owner, truth)
        clues = list(truth)
        kept: list[int] = []
        fresh: list[int] = []  # kept since the log was made
        closed = 0  # the clues kept when it was made: its first facts up to known_after[-1] are their closure
        proof: set[int] | None = None  # the clues a run of the easy rules that solved the clues needed
        for i, cell in enumerate(deck):
            clues[cell] = NO_CLUE
            if proof is not None and cell not in proof:
                continue  # that run solves the clues without this one too
            if not any(all(clues[c] == NO_CLUE for c in trade) for trade in trades):  # else a second solution
                if len(fresh) >= REMAKE_LOG_AFTER:
                    base = (log[:known_after[-1]], closed)
                    _, log, known_after = deck_closures(width, height, k, truth, deck, division.owner, kept, i, base)
                    closed = len(kept)
                    fresh = []
                solved, uses = solves_without(width, height, k, clues, fresh, log[:known_after[i]], division.owner,
                                              difficulty)
                if solved:
                    proof = uses  # None after trials: a clue the old proof needed is gone
                    continue
            clues[cell] = truth[cell]
            kept.append(cell)
            fresh.append(cell)
        # The clues left still solve at the level asked for (every clue did, and each removal kept it
        # so), and their one solution is the division; a Tricky puzzle must also defeat the easy rules.
        if difficulty == Level.TRICKY and deduce(width, height, k, clues, Level.EASY) is not None:
            continue
        return Puzzle(width, height, k, tuple(clues), tuple(reading_order(division.owner)), difficulty,
                      divisions, restarts, squares)

