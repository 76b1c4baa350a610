"""Hitori puzzles: numbers over a layout, a deduction solver, and a generator that keeps only puzzles
the solver finishes. This is the reference the ROM must match for every seed.

The idea (after Simon Tatham's Singles). A finished Hitori board is a Latin rectangle (no number
twice in a row or column) with black cells laid over it so that no two blacks touch and the whites
stay connected. So build one backwards:

1. a maximal black layout (layout.py), drawn from the seed's generator;
2. a random Latin rectangle of order o = max(W, H) for the numbers under the white cells;
3. a number for every black cell that repeats a white number of its row or column, so leaving the
   black cell white would break the rule that it is there to keep: every black is needed.

The puzzle is the numbers. A deduction solver (below) then plays it with rules that are each sound:
every conclusion holds in every solution. If the solver decides every cell, the only solution is the
one it found, so the puzzle is unique, and a person can reach it by the same reasoning. If it gets
stuck, the black cells it left undecided get new numbers (up to NUMBER_TRIES numberings), and after
that, or when only white cells are left undecided, a new layout and Latin rectangle are drawn. The
generator never draws from anything but the one xorshift stream that the seed starts, so a seed names
a puzzle.

Difficulty, as in Singles. Easy uses:
- a cell next to a black cell is white; a white cell blackens its number's twins in its row/column;
- a number between two equal numbers (A ? A) is white; next to an adjacent equal pair (A A), every
  other A of that line is black;
- corner patterns of the 2x2 block in each corner;
- a cell whose neighbours are all black but one (and none white yet) must reach the others through
  that one, so that one is white.
Tricky adds the offset pair and connectivity: a cell whose shading would split the non-black cells
is white. That test runs on the planar dual (dual.py), not a flood fill: with no black neighbour,
shading a cell splits the region exactly when two of its corner faces are already one face. A Tricky
puzzle must defeat Easy, even with the "sneaky" head start that Singles gives it when rating (cells
whose number is alone in its row and column count as white: true of generated puzzles, not a rule).

Invariants the solver relies on: every deduction is sound, so on a generated puzzle (whose layout is
a solution) it never meets a contradiction; and each rule's premise only gains truth as cells are
decided, so the rules' closure does not depend on the order they fire in. The C applies them in its
own order (an event queue) and must reach the same closure.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from enum import IntEnum

from ...common.grid import NO_CELL, Grid, UnsupportedSizeError
from ...common.prng import Xorshift16, shuffled_deck
from .dual import DualBoard
from .layout import layout_from

NUMBER_TRIES = 20  # black numberings tried on one layout before drawing a new layout
# ... on a layout whose white cells follow from its black ones, for a Tricky puzzle (see numbering_tries)
TRICKY_TRIES_WHERE_WHITES_FOLLOW = 5
MIN_PUZZLE_SIDE = 4  # narrower boards have too few patterns for a Tricky puzzle (or any, at 2 wide)


class Difficulty(IntEnum):
    EASY = 0
    TRICKY = 1


# Simon Tatham's Singles names the difficulties by one letter in a game ID.
DIFFICULTY_LETTERS = {Difficulty.EASY: "e", Difficulty.TRICKY: "k"}


class Cell(IntEnum):
    UNKNOWN = 0
    WHITE = 1
    BLACK = 2


class Contradiction(Exception):
    """The solver met a board with no solution (never a generated one: its layout solves it)."""


def order(width: int, height: int) -> int:
    """The largest number on a W x H board."""
    return max(width, height)


# ---- numbers ----


def latin_rectangle(grid: Grid, rng: Xorshift16) -> list[int]:
    """A random H x W array of 1..o (o = max(W, H)) with no number twice in a row or column.

    Built as min(W, H) lines of length o, each a permutation of the symbols that avoids every
    symbol already used at its positions by the lines before: a perfect matching of positions to
    symbols, found by augmenting paths (Kuhn). One always exists (the allowed pairs form a regular
    bipartite graph, so Hall's condition holds). Randomness: a shuffled symbol deck per line, the
    positions matched in shuffled order, each starting its search at a random place in the deck.
    When W < H the lines are the columns.
    """
    o = order(grid.width, grid.height)
    used: list[int] = [0] * o  # per position: bit mask of the symbols the earlier lines put there
    lines: list[list[int]] = []
    for _ in range(min(grid.width, grid.height)):
        deck = shuffled_deck(o, rng)
        positions = shuffled_deck(o, rng)
        start = [rng.random_at_most(o - 1) for _ in range(o)]
        matching = _LineMatching(deck, start, used)
        for position in positions:
            if not matching.augment(position, set()):
                raise AssertionError("a Latin rectangle line always has a perfect matching")
        line = [0] * o
        for symbol, position in enumerate(matching.owner):
            line[position] = symbol
            used[position] |= 1 << symbol
        lines.append(line)
    if grid.width >= grid.height:
        return [lines[y][x] + 1 for y in range(grid.height) for x in range(grid.width)]
    return [lines[x][y] + 1 for y in range(grid.height) for x in range(grid.width)]


def white_number_masks(grid: Grid, numbers: list[int], black: list[bool]) -> tuple[list[int], list[int]]:
    """Bit masks of the numbers the white cells show, per row and per column."""
    row_whites = [0] * grid.height
    column_whites = [0] * grid.width
    for cell, number in enumerate(numbers):
        if not black[cell]:
            x, y = grid.xy(cell)
            row_whites[y] |= 1 << number
            column_whites[x] |= 1 << number
    return row_whites, column_whites


class _LineMatching:
    """Kuhn's augmenting paths for one line: ``owner[symbol]`` is the position holding it."""

    def __init__(self, deck: list[int], start: list[int], used: list[int]) -> None:
        self.deck, self.start, self.used = deck, start, used
        self.owner = [NO_CELL] * len(deck)

    def augment(self, position: int, tried: set[int]) -> bool:
        """Give ``position`` a symbol not used there before, moving other positions along if needed;
        each position walks the deck from its own start. ``tried``: symbols visited in this search."""
        o = len(self.deck)
        for step in range(o):
            symbol = self.deck[(self.start[position] + step) % o]
            if self.used[position] >> symbol & 1 or symbol in tried:
                continue
            tried.add(symbol)
            if self.owner[symbol] == NO_CELL or self.augment(self.owner[symbol], tried):
                self.owner[symbol] = position
                return True
        return False


def number_blacks(grid: Grid, numbers: list[int], black: list[bool], cells: list[int], rng: Xorshift16) -> list[int]:
    """New numbers for the black ``cells`` (in the order given; the white cells' numbers stay).

    Each gets a number that a white cell of its row or column shows, so it must be shaded: chosen
    uniformly among those shown in both its row and its column if there are any, else among those
    shown in either. (A white cell's number is never a choice for a black cell of its own line, so
    the Latin numbers under the layout's blacks are always replaced.)"""
    row_whites, column_whites = white_number_masks(grid, numbers, black)
    numbered = list(numbers)
    for cell in cells:
        x, y = grid.xy(cell)
        choices = row_whites[y] & column_whites[x] or row_whites[y] | column_whites[x]
        numbered[cell] = _nth_set_bit(choices, rng.random_at_most(choices.bit_count() - 1))
    return numbered


def _nth_set_bit(mask: int, n: int) -> int:
    """The position of the n-th (from 0, lowest first) set bit of ``mask``."""
    for bit in range(mask.bit_length()):
        if mask >> bit & 1:
            if n == 0:
                return bit
            n -= 1
    raise ValueError("not enough set bits")


# ---- the deduction solver ----


class Solver:
    """Deduction to a fixed point. Deciding a cell sets it at once and stacks it; popping it applies
    what it implies (a black: its neighbours white, then the escape rule around it, and its corner
    faces joined in the dual; a white: its number's twins in its row and column black)."""

    def __init__(self, grid: Grid, numbers: list[int], difficulty: Difficulty, sneaky: bool = False) -> None:
        if len(numbers) != grid.cell_count:
            raise ValueError(f"{len(numbers)} numbers for a {grid.width}x{grid.height} board")
        self.grid = grid
        self.numbers = numbers
        self.difficulty = difficulty
        self.sneaky = sneaky
        self.state = [Cell.UNKNOWN] * grid.cell_count
        self.dual = DualBoard(grid)
        self.pending: list[int] = []
        w, h = grid.width, grid.height
        self.rows = [[grid.cell(x, y) for x in range(w)] for y in range(h)]
        self.columns = [[grid.cell(x, y) for y in range(h)] for x in range(w)]

    # -- deciding cells --

    def decide(self, cell: int, colour: Cell) -> None:
        if self.state[cell] == colour:
            return
        if self.state[cell] != Cell.UNKNOWN:
            raise Contradiction(f"cell {cell} would be both black and white")
        self.state[cell] = colour
        self.pending.append(cell)

    def drain(self) -> None:
        while self.pending:
            cell = self.pending.pop()
            if self.state[cell] == Cell.BLACK:
                self._became_black(cell)
            else:
                self._became_white(cell)

    def _became_black(self, cell: int) -> None:
        try:
            self.dual.blacken(cell)
        except ValueError as split:
            raise Contradiction(str(split)) from split
        near = self.grid.neighbours(cell)
        for neighbour in near:
            self.decide(neighbour, Cell.WHITE)
        for neighbour in near:
            self._escape_rule(neighbour)

    def _became_white(self, cell: int) -> None:
        x, y = self.grid.xy(cell)
        number = self.numbers[cell]
        for other in self.rows[y] + self.columns[x]:
            if other != cell and self.numbers[other] == number:
                self.decide(other, Cell.BLACK)

    def _escape_rule(self, cell: int) -> None:
        """A non-black cell with no white neighbour and one non-black neighbour: that one is white."""
        if self.state[cell] == Cell.BLACK:
            return
        open_neighbours = []
        for neighbour in self.grid.neighbours(cell):
            if self.state[neighbour] == Cell.WHITE:
                return
            if self.state[neighbour] != Cell.BLACK:
                open_neighbours.append(neighbour)
        if not open_neighbours:
            raise Contradiction(f"cell {cell} is walled in by black cells")
        if len(open_neighbours) == 1:
            self.decide(open_neighbours[0], Cell.WHITE)

    # -- rules on the numbers alone, applied once --

    def _between_twins(self) -> None:
        for line in self.rows + self.columns:
            for a, middle, b in zip(line, line[1:], line[2:], strict=False):
                if self.numbers[a] == self.numbers[b]:
                    self.decide(middle, Cell.WHITE)

    def _adjacent_pairs(self) -> None:
        for line in self.rows + self.columns:
            for a, b in itertools.pairwise(line):
                if self.numbers[a] == self.numbers[b]:
                    for other in line:
                        if other not in (a, b) and self.numbers[other] == self.numbers[a]:
                            self.decide(other, Cell.BLACK)

    def _corners(self) -> None:
        w, h = self.grid.width, self.grid.height
        for x, y, dx, dy in ((0, 0, 1, 1), (w - 1, 0, -1, 1), (w - 1, h - 1, -1, -1), (0, h - 1, 1, -1)):
            corner, along, down, inner = (self.grid.cell(x + i * dx, y + j * dy) for j in (0, 1) for i in (0, 1))
            self._corner(corner, along, down, inner)

    def _corner(self, corner: int, along: int, down: int, inner: int) -> None:
        """The 2x2 block in a corner: ``along`` shares the corner's edge row, ``down`` its edge column."""
        n = self.numbers
        if n[corner] == n[along] == n[down]:  # the corner would be walled in if it stayed white
            self.decide(corner, Cell.BLACK)
        if n[along] == n[down] == n[inner]:  # the inner cell is the only way to shade one of each pair
            self.decide(inner, Cell.BLACK)
        if n[corner] == n[along] or n[along] == n[inner]:  # either twin black: `down` must be white
            self.decide(down, Cell.WHITE)
        if n[corner] == n[down] or n[down] == n[inner]:
            self.decide(along, Cell.WHITE)

    def _offset_pairs(self) -> None:
        """Twins A..A in a line, and in the next line B straight beside the first A and B diagonal
        to the second: one of the first A and its B is white, so the other A or the other B is black,
        and the two cells beside both of those (the rest of their 2x2 block) are white."""
        grid = self.grid
        pairs_across = [(self.rows[y], self.rows[y + 1]) for y in range(grid.height - 1)]
        pairs_across += [(self.columns[x], self.columns[x + 1]) for x in range(grid.width - 1)]
        for line, beside in pairs_across:
            length = len(line)
            for i in range(length):
                for j in range(length):
                    if i == j or self.numbers[line[i]] != self.numbers[line[j]]:
                        continue
                    for step in (-1, 1):
                        k = j + step
                        if 0 <= k < length and k != i and self.numbers[beside[i]] == self.numbers[beside[k]]:
                            self.decide(line[k], Cell.WHITE)
                            self.decide(beside[j], Cell.WHITE)

    def _sneaky(self) -> None:
        for cell in range(self.grid.cell_count):
            x, y = self.grid.xy(cell)
            twins = [o for o in self.rows[y] + self.columns[x] if o != cell and self.numbers[o] == self.numbers[cell]]
            if not twins:
                self.decide(cell, Cell.WHITE)

    # -- connectivity (Tricky) --

    def _split_rule(self) -> bool:
        """Queue white for every undecided cell whose shading would split the non-black cells."""
        found = False
        for cell in range(self.grid.cell_count):
            if self.state[cell] == Cell.UNKNOWN and not self.dual.keeps_white_connected(cell):
                self.decide(cell, Cell.WHITE)
                found = True
        return found

    def solve(self) -> list[Cell]:
        if self.sneaky:
            self._sneaky()
        self._between_twins()
        self._adjacent_pairs()
        self._corners()
        if self.difficulty >= Difficulty.TRICKY:
            self._offset_pairs()
        return self._run()

    def _run(self) -> list[Cell]:
        while True:
            self.drain()
            if self.difficulty < Difficulty.TRICKY or not self._split_rule():
                return self.state

    # -- going on from a closed state (rate_numbering) --

    def copy(self) -> Solver:
        twin = Solver.__new__(Solver)
        twin.__dict__.update(self.__dict__)
        twin.state, twin.pending, twin.dual = list(self.state), list(self.pending), self.dual.copy()
        return twin

    def with_sneaky(self) -> list[Cell]:
        """From this solver's closed Easy state: the closure with Singles' sneaky head start as well
        (a copy runs it; this state is kept). The same closure as an Easy solve with the head start
        from scratch, since the rules are monotone."""
        twin = self.copy()
        twin._sneaky()
        twin.drain()
        return twin.state

    def raise_to_tricky(self) -> list[Cell]:
        """From this solver's closed Easy state: go on with the Tricky rules (the offset pairs, then
        the connectivity rule in turn with the rest). The dual already holds every black cell (each
        was joined as it was decided), and the closure is the Tricky solve's from scratch."""
        self.difficulty = Difficulty.TRICKY
        self._offset_pairs()
        return self._run()


def solve(grid: Grid, numbers: list[int], difficulty: Difficulty, sneaky: bool = False) -> list[Cell]:
    """The solver's final board: every cell it could decide, UNKNOWN where it got stuck."""
    return Solver(grid, numbers, difficulty, sneaky).solve()


def solved(state: list[Cell]) -> bool:
    return Cell.UNKNOWN not in state


def whites_follow_from_blacks(grid: Grid, black: list[bool]) -> bool:
    """Could the Easy rules ever finish a puzzle on this layout? Given every black cell, they must
    still find every white one, and with the blacks known only the rules about black cells add
    anything: no number rule names a white cell that is not beside a black.

    So run the Easy rules with the blacks given and numbers that never repeat, and see if every
    cell is decided. That run's closure has a plain form, which is what this computes: a cell beside
    a black is white, and a cell beside one of those whites (X) is white when it is X's only
    non-black neighbour (the escape rule: X reaches the other whites through it). The rule fires on
    nothing else, since a cell with two non-black neighbours never has exactly one undecided and no
    white one, and the whites it makes do not fire it again (tests check the two against the
    solver). Monotone rules make this an upper bound for every numbering of the layout, up to the
    corner patterns, which never made the difference in the generator as it was before this test
    (2,431 layouts over 14 sizes from 4x4 to 15x15, 40 seeds each: every layout that passes gave an
    Easy puzzle, and none that fails did). Most layouts fail: 93% at 15x15."""
    def beside_a_black(cell: int) -> bool:
        return any(black[n] for n in grid.neighbours(cell))

    def only_way_out(cell: int, through: int) -> bool:
        return [n for n in grid.neighbours(through) if not black[n]] == [cell]

    return all(
        black[cell] or beside_a_black(cell)
        or any(not black[n] and beside_a_black(n) and only_way_out(cell, n) for n in grid.neighbours(cell))
        for cell in range(grid.cell_count)
    )


def numbering_tries(difficulty: Difficulty, whites_follow: bool) -> int:
    """How many black numberings a layout gets; 0 means draw the next layout at once.

    Easy: a layout whose whites do not follow from its blacks can never give a puzzle (see
    whites_follow_from_blacks). Before this test, such layouts were 93% of those drawn at 15x15 and
    each cost a Latin rectangle and at least one solve: the long waits at Easy.

    Tricky: the opposite. On a layout whose whites follow from its blacks, almost every numbering
    that the solver finishes is too easy (Easy then finds the whites the same way), and such layouts
    made the Tricky tails: 20 numberings rated too easy in a row, then a new layout. They still give
    some of the Tricky puzzles (their difficulty lies in the black cells), so they keep a few tries
    rather than none. Model, seeds 1-200, cost counted as numberings + 2 x layouts, median / p95 for
    20 tries, 5, 2 and none on such layouts: 4x4 69/267, 25/101, 19.5/99, 17/85; 5x5 17/72, 11/53,
    9/36, 8/36; 8x8 4/32, 4/17, 4/13, 4/11. Share of the puzzles from such layouts, 20 and 5 tries:
    4x4 47% and 47%, 5x5 29% and 19%, 8x8 8% and 7%. Five keeps that mix and most of the saving."""
    if difficulty == Difficulty.EASY:
        return NUMBER_TRIES if whites_follow else 0
    return TRICKY_TRIES_WHERE_WHITES_FOLLOW if whites_follow else NUMBER_TRIES


def too_easy(grid: Grid, numbers: list[int], difficulty: Difficulty) -> bool:
    """For a puzzle solvable at ``difficulty``: does the level below (with the sneaky step) solve it too?"""
    if difficulty == Difficulty.EASY:
        return False
    return solved(solve(grid, numbers, Difficulty(difficulty - 1), sneaky=True))


class Rating(IntEnum):
    STUCK = 0  # the rules of the level asked for leave cells undecided
    TOO_EASY = 1  # the level below finishes it too (with the sneaky head start): not this level's
    FITS = 2  # finished at the level asked for and not below: a puzzle


def rate_numbering(grid: Grid, numbers: list[int], difficulty: Difficulty) -> tuple[Rating, list[Cell]]:
    """What the generator needs to know of a numbering, and the state it was learnt from (for a
    stuck numbering: which black cells are still undecided).

    One solve serves every question. The Easy rules run first; at Tricky, a numbering they finish
    is too easy at once, and so is one they finish with the sneaky head start (run on a copy from
    the Easy closure). Only what is left goes on to the Tricky rules, from the Easy closure: the
    rules are monotone, so that reaches the Tricky solve's closure from scratch (tests check it),
    and most Tricky numberings, rejected as too easy, never pay for a Tricky solve or for a second
    Easy one. (Measured in the model, numberings per Tricky puzzle at 8x5: 2.5 finished by Easy,
    3.3 more with the head start, 1.6 stuck, 1 fits.)

    One case is decided differently from asking "does Tricky finish it, and if so, does Easy with
    the head start?": a numbering that Tricky leaves stuck but Easy with the head start finishes is
    too easy here (all its blacks renumbered), where it was stuck (only the undecided ones). No such
    numbering came up in 7,287 Tricky numberings (seeds 1-200 at 4x4 and 8x5, 1-60 at
    10x10); either way it is no puzzle."""
    solver = Solver(grid, numbers, Difficulty.EASY)
    state = solver.solve()
    if difficulty == Difficulty.EASY:
        return (Rating.FITS if solved(state) else Rating.STUCK), state
    if solved(state) or solved(solver.with_sneaky()):
        return Rating.TOO_EASY, state
    state = solver.raise_to_tricky()
    return (Rating.FITS if solved(state) else Rating.STUCK), state


def has_difficulty(grid: Grid, numbers: list[int], difficulty: Difficulty) -> bool:
    """Solvable at ``difficulty`` and (above Easy) not at the level below, even with the sneaky step."""
    return solved(solve(grid, numbers, difficulty)) and not too_easy(grid, numbers, difficulty)


# ---- the generator ----


@dataclass(frozen=True)
class Puzzle:
    width: int
    height: int
    seed: int
    difficulty: Difficulty
    numbers: list[int]
    solution: list[bool]  # True = black
    layouts: int  # layouts drawn (1 if the first one gave the puzzle)
    numberings: int  # black numberings tried in all, over every layout

    @property
    def game_id(self) -> str:
        return game_id(self.width, self.height, self.difficulty, self.numbers)


def generate_puzzle(width: int, height: int, seed: int, difficulty: Difficulty) -> Puzzle:
    """The puzzle a seed names. A numbering the solver gets stuck on keeps the numbers it settled
    and redraws only the black cells it left undecided (most of the work was right; a fresh
    numbering of every black would throw that away). If it is stuck with every black decided, the
    layout's whites need reasoning beyond the difficulty, and a new layout is drawn. A Tricky
    candidate that is too easy has all its black numbers redrawn (rate_numbering)."""
    if min(width, height) < MIN_PUZZLE_SIDE:
        raise UnsupportedSizeError(f"puzzles need both sides at least {MIN_PUZZLE_SIDE}, got {width}x{height}")
    grid = Grid(width, height)
    rng = Xorshift16(seed)
    layouts = numberings = 0
    while True:
        layouts += 1
        black = layout_from(grid, rng)
        tries = numbering_tries(difficulty, whites_follow_from_blacks(grid, black))
        if tries == 0:
            continue
        numbers = latin_rectangle(grid, rng)
        all_blacks = [cell for cell in range(grid.cell_count) if black[cell]]
        redraw = all_blacks
        for _ in range(tries):
            numberings += 1
            numbers = number_blacks(grid, numbers, black, redraw, rng)
            rating, state = rate_numbering(grid, numbers, difficulty)
            if rating == Rating.FITS:
                return Puzzle(width, height, seed, difficulty, numbers, black, layouts, numberings)
            if rating == Rating.TOO_EASY:
                redraw = all_blacks
                continue
            redraw = [cell for cell in all_blacks if state[cell] == Cell.UNKNOWN]
            if not redraw:
                break


def number_character(number: int) -> str:
    """Singles' cell character: 1-9, then a-z for 10-35."""
    if 1 <= number <= 9:
        return str(number)
    if 10 <= number <= 35:
        return chr(ord("a") + number - 10)
    raise ValueError(f"no game-ID character for {number}")


def game_id(width: int, height: int, difficulty: Difficulty, numbers: list[int]) -> str:
    """Simon Tatham's Singles game ID: ``WxHd<e|k>:`` then one character per cell, row-major."""
    cells = "".join(number_character(n) for n in numbers)
    return f"{width}x{height}d{DIFFICULTY_LETTERS[difficulty]}:{cells}"
