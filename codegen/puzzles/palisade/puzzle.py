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
the puzzle. So once REMAKE_LOG_AFTER clues have been kept since a position's log was made, the log is
made again before that position's test, with every clue kept so far in it (remake_log). Its closures
are then those of K plus R_i, and a test shows only the clues kept since. Each position remembers how
much of K its closure holds (DeckLog.made_from: the kept clues before that deck position). The remake
covers the test's position and the positions after it up to the window's end, no more: it starts from
the log's closure at the window's end (the deck after it and the clues kept when that position's log was made, replayed,
not worked out again), shows the clues kept since, then the deck's clues from the window's end down
to the test's, logging what they decide over the old log from that closure on. The positions past
the window keep their closures, the log's first facts, and their tests show more kept clues until a
remake reaches them. A whole remake, from the closure of K alone and through the whole rest of the
deck, cost about a solve, and most of the positions it covered were remade again before a test used
them. History, in device frames a puzzle: waiting for a test rather than remaking at once (30 seeds:
6x6 k=6 88.5 -> 85.7, 8x8 k=4 303.9 -> 292.6, 10x10 k=5 781.9 -> 764.1); every 3 clues kept was the
best of 1-6 for whole remakes when they were first measured, then 4 once the solver ran waiting pieces
first (40 seeds, 3 against 4: 8x8 350.2 and 341.6, 10x10 904.5 and 862.2); a remake stopped at its
test's position instead of showing that clue too for a closure nothing read (8x8 146.2 -> 139.4, 40
seeds); and windows of 12 after 3 clues kept, against whole remakes after 4 (40 seeds, means): 6x6
54.9 -> 53.0, 8x8 138.7 -> 133.1, 10x10 369.0 -> 357.4, rules run at 8x8 1,821 -> 1,694 (30 seeds).

Where a window ends. A window that ends past the last one starts from a closure the last remake did
not touch: the first log's, or an old remake's, holding few of the clues kept since (at 10x10 the
remakes of 12 showed 13.5 kept clues anew, the median, and at 15x12 26). So a remake ends where the
last one did while that leaves at least REMAKE_WINDOW_LEFT positions after the test's: its closure
there holds all but the few clues kept since; only when the last window is used up does a new one
reach REMAKE_WINDOW positions on. Rules run a puzzle (seeds 1-20, 1-5 at 15x12) against windows of 12
from every remake: 10x10 k=5 Easy 4,925 -> 4,625, 15x12 k=10 Easy 14,571 -> 11,593 and Tricky 14,881
-> 12,762, 8x8 k=4 2,010 -> 1,962; windows of 16 and 24, and 1 or 3 positions left, did no better.
Windows of 8 and 16 and remaking after 2 did no better (8x8 135.0, 132.5, 133.6). The
device reaches a test's closure from the board the last test left rather than from a cleared one: its
tests log what they decide too, each join with the label it gave up, and it undoes the log back to
the closure's facts where that is less work than clearing the board and replaying them (pal_solve.c;
8x8 131.1 -> 127.4 frames, the median over 100 seeds). The closures are the same, so are the puzzles.

How the deck is dealt. A remade log shows the window's clues again on the closure at its end, and
what it works out again is what those clues decide: with the deck in a random order they lie all
over the board and a remake decided 103 of the 180 sides at 10x10 k=5 (the mean; model, seeds 1-20).
So the deck is dealt a block at a time (deal_by_blocks): shuffled as before, then the cells of each
8x8 block of the board together, within it those of each 4x4 block, within that each 2x2 block's,
the blocks in the order the shuffle first reaches them and a 2x2 block's cells in the shuffle's
order. A window then holds a block or two of neighbouring clues, and what it takes away and shows
again stays near them. Rules run a puzzle (model, seeds 1-40), shuffled against dealt: 10x10 k=5
Easy 3,622 -> 2,806, Tricky 4,351 -> 3,346, 10x8 k=8 Tricky 3,090 -> 2,436; single blocks of 4 (3,000
at 10x10 Easy) and of 6 then 3 (2,786) did about as well, a segment tree of the deck's halves (each
half's clues added to the other's closure, seeds 1-20) no better (2,919 against 2,877). On the device (100 seeds,
plain SDCC, median frames): 10x8 Tricky 212.6 -> 177.7, 10x10 Easy 273.2 -> 231.0, 10x10 Tricky
298.2 -> 235.2. What it changes in the puzzles: a clue tested early is taken away more often than one
tested late (its neighbours still show theirs), and with the deck dealt by blocks early and late
come a block at a time, so clues gather a little by block: at 10x10 k=5 Easy (150 seeds) the
standard deviation of the clues in a 4x4 block goes from 1.51 to 1.75 and in a 2x2 block from 0.94
to 0.98, and a puzzle keeps 32.5 clues instead of 34.0 (seeds 1-40; Tatham's generator: 34.8). Every clue is still
needed, the levels are the same rules, and every puzzle is the one the plain removal loop makes from
the dealt deck.

Many removals need no test at all. A test that the easy rules pass is a proof: a run of the rules
that decides every side. The solver notes which clues that run needed (solve.py's made_by: a clue cell's
rule needs its clue for a conclusion only when the same rule without the clue would not reach it),
counting the logged facts the test started from. A clue the run never needed can be taken away and
the same run still decides every side. So until the next test, every clue the proof does not name is
removed without a test. Keeping a clue leaves the proof standing (it was among the clues the run had),
and a test passed replaces it. In rules run (seeds 1-20/1-10) this took 6x6 k=6 from 2,390 to 2,103 a puzzle and 8x8 k=4
from 7,180 to 5,885, and about half of the tests go. A test with no clue kept since the log was made
needs no rules run either: its state is the log's prefix, closed already, so it passes exactly when
that prefix decides the division (the device counts the prefix's facts first; a quarter of the tests
at 8x8 k=4).

Failing removals once had a certificate too. Take a cell a of region A and a cell b of region B that
may trade (A - a + b and B - b + a are again connected regions of K cells, the divider's ring tests):
the trade changes the clue of only a few cells, and once none of them shows a clue the clues have a
second solution, so a removal that leaves the last of them without its clue fails without a test.
Listing the division's trades that change at most four clues spared 6.6 tests of 45 a puzzle at
10x10 k=5 (rules run 2,913 -> 2,806), but once the deck was dealt by blocks and failing divisions
repaired (below), listing them and asking before each test cost more than the tests they spared
(device, 100 seeds, plain SDCC, medians: 10x10 Easy 203.9 with them, 197.4 without; 10x8 Easy 139.7
and 132.0; 12 of the 14 sizes and levels quicker without, 8x8 and 10x10 Tricky within 2 frames), and
they are gone. The puzzles never depended on them.

Measured in the model (seeds 1-100, solve.py's rules): with every clue shown the easy rules decide 96%
of 5x5 k=5 divisions, 98% at 6x6 k=6, 93% at 8x6 k=6, 97% at 10x8 k=8, 72% at 8x8 k=4, 62% at
10x10 k=5 and 56% at 6x6 k=3 (76%, 77%, 75%, 77%, 13%, 12% and 5% before the divider preferred
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
its pair divided again (divide.py), and 8% of the divisions into tetrominoes at 8x8 still have one,
against 56% before.)

What fails after that check is a division the easy rules cannot finish, mostly one with one answer
that they cannot see (of the rest, 69 of 84 pass at 8x8 k=4 and 25 of 38 at 10x10 k=5, most of them
at the other sizes), and it is found out by the log itself: its last state is every clue's closure.
(Until the squares were checked, a plain solve of every clue came first once a division had failed,
as most did at 8x8 k=4; now that costs more than it saves at every size: on the device, 8x8 k=4 360
frames a puzzle against 367, and 5x5 to 10x10 the same or better, 20-30 seeds.)

A division that every clue leaves open is repaired rather than thrown away (MAX_REPAIRS times at most,
then a new one is made). What the rules could not decide is seldom the whole board: the ominoes that
own a cell with a side still undecided (stuck_ominoes) are divided again and the others kept
(divide.py's repair), and the repaired division is tried like a new one. It is a cheap division (4
growth steps an omino at k=5 against 80 for a new 10x10) and a better one: at 10x10 k=5 Tatham's
rules finish 22 of 30 repaired divisions with every clue against 19 of 50 new ones (the test's
stream), so a puzzle needs fewer first logs too. Model, seeds 1-60, 10x10 k=5: growth steps a
puzzle 235 -> 116 at Easy and 125 -> 96 at Tricky, divisions (repairs counted) 2.73 -> 2.0 at Easy,
rules run 2,802 -> 2,488 at Easy and 3,290 -> 3,092 at Tricky; repairs beyond three changed nothing
there. On the device (100 seeds, plain SDCC, median and 95th percentile frames): 10x10 Easy 231.0 /
425.5 -> 203.9 / 263.9, 10x10 Tricky 235.2 / 361.0 -> 230.5 / 287.5. A puzzle keeps a few clues fewer
(10x10 Easy 32.3 -> 31.4, the same seeds).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...common.divide import Division, divide, repair, swappable_square
from ...common.grid import NO_CELL, Grid, UnsupportedSizeError
from ...common.prng import Xorshift16, shuffled_deck
from .solve import NO_CLUE, UNKNOWN, Board, Fact, Level, deduce, reading_order


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


DEAL_BLOCKS = (8, 4, 2)  # the sides of the nested square blocks the deck is dealt by (see the essay)


def deal_by_blocks(width: int, deck: list[int]) -> list[int]:
    """The shuffled deck dealt a block at a time (see the essay): the cells of each 8x8 block together,
    within it those of each 4x4 block, within that those of each 2x2 block, and the cells of a 2x2
    block in the deck's order. The blocks come in the order the deck first reaches them. The device
    sorts by one byte per card, rank8 << 4 | rank4 << 2 | rank2 (each block's rank among the blocks of
    its parent, so two bits each on a board of up to 16x16), and the tuple here is that byte."""
    rank: dict[tuple[int, int, int], int] = {}  # a block (side, x, y) -> its rank within its parent
    children: dict[tuple[int, int, int], int] = {}  # a block -> how many of its children are ranked
    keys: dict[int, tuple[int, ...]] = {}
    for cell in deck:
        x, y = cell % width, cell // width
        parent = (0, 0, 0)  # the whole board
        key: list[int] = []
        for side in DEAL_BLOCKS:
            block = (side, x // side, y // side)
            if block not in rank:
                rank[block] = children.get(parent, 0)
                children[parent] = rank[block] + 1
            key.append(rank[block])
            parent = block
        keys[cell] = tuple(key)
    return sorted(deck, key=keys.__getitem__)  # stable: a 2x2 block's cells keep the deck's order


@dataclass
class DeckLog:
    """The sides the easy rules decided (``facts``), and for every deck position i where in them the
    closure a removal test at i starts from ends (``known_after[i]``): the closure of the deck's clues
    after i and of the clues kept before position ``made_from[i]`` (see the essay)."""
    facts: list[Fact]
    known_after: list[int]
    made_from: list[int]


def first_log(width: int, height: int, k: int, truth: list[int], deck: list[int], rules: Level,
              ) -> tuple[Board, DeckLog]:
    """Show the deck's clues from its back to its front, the easy rules run dry after each. Returns
    the board (every clue shown: its state is every clue's closure) and the log."""
    board = Board(width, height, k, [NO_CLUE] * len(truth), rules)
    board.log = []
    known_after = [0] * len(deck)
    for i in reversed(range(len(deck))):
        known_after[i] = len(board.log)
        show_clue(board, deck[i], truth[deck[i]])
    facts, board.log = board.log, None
    return board, DeckLog(facts, known_after, [0] * len(deck))


def show_clue(board: Board, cell: int, clue: int) -> None:
    """Show a clue of the division on a closed board and run the rules dry. Once every side is decided
    a clue of the division can add nothing, and none is run."""
    if board.done():
        board.clues[cell] = clue
        return
    board.add_clue(cell, clue)
    board.propagate()


def remake_log(width: int, height: int, k: int, truth: list[int], deck: list[int], rules: Level,
               clues: list[int], log: DeckLog, start: int, end: int) -> None:
    """Make the log again for deck positions ``start`` (the test about to run) to ``end`` with every
    clue kept so far (``clues`` before position ``start``) in it: the closure at ``end`` is replayed
    from the log, the clues kept since its log was made are shown, then the deck's clues from ``end``
    down to after ``start``. The facts past the closure at ``end`` are replaced; the positions after
    ``end`` keep theirs (their closures are the log's first facts)."""
    board = Board(width, height, k, [NO_CLUE] * len(truth), rules)
    made_from = log.made_from[end]
    for position in range(made_from):
        board.clues[deck[position]] = clues[deck[position]]
    for position in range(end + 1, len(deck)):
        board.clues[deck[position]] = truth[deck[position]]
    base = log.facts[:log.known_after[end]]
    board.replay(base)
    board.log = list(base)
    for position in range(made_from, start):
        if clues[deck[position]] != NO_CLUE:
            board.add_clue(deck[position], clues[deck[position]])
    board.propagate()
    for position in range(end, start - 1, -1):
        if position < end:
            show_clue(board, deck[position + 1], truth[deck[position + 1]])
        log.known_after[position] = len(board.log)
        log.made_from[position] = start
    log.facts, board.log = board.log, None


def solves_without(width: int, height: int, k: int, clues: list[int], fresh: list[int],
                   closure: list[Fact], rules: Level) -> tuple[bool, set[int] | None]:
    """Do ``clues`` decide the division by ``rules``, given the closure of all of them but ``fresh`` (the
    ones kept since the log was made)? And when they do, the clue cells whose clues that run needed
    (in the closure's facts and after)."""
    board = Board(width, height, k, clues, rules)
    board.replay(closure)
    for cell in fresh:
        board.add_clue(cell, clues[cell])
    board.propagate()
    if not board.finish():
        return False, None
    return True, board.used.union(*(made_by for *_, made_by in closure))


REMAKE_LOG_AFTER = 3  # clues kept since a position's log was made (see the essay)
REMAKE_WINDOW = 20  # a new window covers the test's position and this many after it (see the essay)
REMAKE_WINDOW_LEFT = 2  # a remake ends where the last one did while that leaves this many positions after
                        # the test's (see the essay)


def remake_end(position: int, last_end: int, deck_length: int) -> int:
    """The last deck position a log remade for the test at ``position`` covers: the last remake's, while
    it leaves REMAKE_WINDOW_LEFT after the test's; else a new window of REMAKE_WINDOW."""
    if last_end - position >= REMAKE_WINDOW_LEFT:
        return last_end
    return min(deck_length - 1, position + REMAKE_WINDOW)


MAX_REPAIRS = 3  # repairs of one division at most before a new one is made (see the essay)


def stuck_ominoes(board: Board, owner: list[int]) -> set[int]:
    """The ominoes of a division that own a cell with a side the rules left undecided on ``board``."""
    stuck: set[int] = set()
    width = board.width
    for cell in range(board.count):
        if board.right[cell] == UNKNOWN:
            stuck.update((owner[cell], owner[cell + 1]))
        if board.down[cell] == UNKNOWN:
            stuck.update((owner[cell], owner[cell + width]))
    return stuck


def generate_puzzle(width: int, height: int, k: int, seed: int, difficulty: Level) -> Puzzle:
    grid = check_size(width, height, k)
    rng = Xorshift16(seed)
    divisions = restarts = squares = 0
    division: Division | None = None
    repairs = 0
    while True:
        if division is None:
            division = divide(width, height, k, rng)
            restarts += division.restarts
            repairs = 0
        divisions += 1
        truth = border_counts(grid, division.owner)
        deck = deal_by_blocks(width, shuffled_deck(grid.cell_count, rng))
        if swappable_square(width, height, division.owner) is not None:
            squares += 1
            division = None
            continue  # a second solution with every clue (see above): the solve would drop it too
        every_clue, log = first_log(width, height, k, truth, deck, difficulty)
        if not every_clue.finish():  # even every clue leaves it open: repair it, or make a new one
            owner, division = division.owner, None
            if repairs < MAX_REPAIRS:
                repairs += 1
                division = repair(width, height, k, owner, stuck_ominoes(every_clue, owner), rng)
                restarts += division is None
            continue
        clues = list(truth)
        window_end = -1  # the last remake's last position
        proof: set[int] | None = None  # the clues a run of the easy rules that solved the clues needed
        for i, cell in enumerate(deck):
            clues[cell] = NO_CLUE
            if proof is not None and cell not in proof:
                continue  # that run solves the clues without this one too
            fresh = [deck[p] for p in range(log.made_from[i], i) if clues[deck[p]] != NO_CLUE]
            if len(fresh) >= REMAKE_LOG_AFTER:  # kept since i's log was made
                window_end = remake_end(i, window_end, len(deck))
                remake_log(width, height, k, truth, deck, difficulty, clues, log, i, window_end)
                fresh = []
            solved, uses = solves_without(width, height, k, clues, fresh, log.facts[:log.known_after[i]],
                                          difficulty)
            if solved:
                proof = uses
                continue
            clues[cell] = truth[cell]
        # The clues left still solve at the level asked for (every clue did, and each removal kept it
        # so), and their one solution is the division; a Tricky puzzle must also defeat the easy rules.
        if difficulty == Level.TRICKY and deduce(width, height, k, clues, Level.EASY) is not None:
            division = None
            continue
        return Puzzle(width, height, k, tuple(clues), tuple(reading_order(division.owner)), difficulty,
                      divisions, restarts, squares)

