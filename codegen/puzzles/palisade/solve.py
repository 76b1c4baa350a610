"""Palisade's deduction solver: which sides of which cells are region borders, found by reasoning a
person can follow, written so that the Game Boy can run it step for step (pal_solve.c).

What it decides. Every side between two neighbouring cells is unknown, a border, or open (both cells in
one region); the grid's own edge is a border that is never in doubt. Open sides join cells into
*pieces* of regions. The solver only ever writes what holds in every division that fits the clues, so
when no side is unknown the puzzle has exactly one solution, and that is the proof of uniqueness the
generator relies on.

Two levels, two sets of rules, each rule a fact about every solution.

Easy is Simon Tatham's Palisade: exactly the deductions his solver makes (read from his palisade.c;
tests/tatham_palisade.py runs them his way, and a test holds the two to the same sides):
- Clue pairs, once at the start: two clue cells side by side in one region would make a region of at
  least 8 - a - b cells (each brings its other open sides, and neighbours of neighbours are distinct
  cells); two 3s would make a closed region of exactly 2. When that is impossible their side is a border.
- A clue's count: the unknown sides of a cell that face one piece are all open or all borders (if the
  cell joins that piece through one side, the other sides to it are inside a region), so a clue cell
  has at most 2^4 ways to go: choose which faced pieces join its own. At Easy a way is possible when it
  gives the clue's count of borders; what every possible way agrees on is decided. (His "as many
  borders as the number: the rest are open", "as many open sides as 4 minus the number: the rest are
  borders" and "two sides to one piece: both open or both borders, as the number allows" are this.)
- Not too big: a side between two pieces that together pass K cells is a border. An unknown side
  between two cells of one piece is open.
- Piece rule. A piece short of K cells must grow: with no unknown side it is a contradiction; when all
  its unknown sides face one other piece, it joins that piece.
- Corners: where two of a corner's four sides lie inside pieces, the other two lie between the same two
  pieces, and a wall on one of them makes the other a wall (a wall ending there would run inside one
  region).
- His last step: the puzzle is solved when the walls decided close every area at exactly K cells,
  whatever sides are still unknown (finish()).
Tricky knows more, where Easy's rules are stuck; a Tricky puzzle is one Easy cannot finish:
- In a cell's ways, region sizes: a way is possible only if the region it makes has at most K cells.
- Walls at a distance: once a border runs anywhere between two pieces, they are apart: no way of a
  cell, with a clue or without, joins two pieces that are apart, so every other side between them is
  a border too (the corner rule is the case where the two sides meet).
A Tricky puzzle needs no guessing: every step is one of these rules.

Why order does not matter. Every rule is monotone: knowing more (more sides decided, so bigger pieces,
more separations, fewer unknown sides) never makes a possible way of a cell possible again or a decided
conclusion wrong. So the facts the easy rules reach from a state, their closure, are the same whatever
order the rules run in, and a contradiction is reached in every order or in none. The model and the
device therefore agree without running in lockstep, and a test checks this against a plain
whole-board-pass solver (tests/palisade_passes.py).

How it runs, the device's way. Each cell knows its piece by a label (the piece's first cell to get it),
pieces are circular lists of cells with their sizes at the label, and joining two pieces relabels the
smaller one (at most K/2 cells). Work is driven by queues, and a change queues only the rules that
can conclude something new from it:
- A decided side queues its two cells if they show a clue (their count of borders changed) and the
  pieces whose ways to grow changed; but not the cell whose own rule decided it (decide_own_side:
  what the rule read, it has answered). A cell without a clue needs no rule for it: that cell's rule
  only borders a piece too big to join or apart from its own and opens a side inside its own piece,
  and those change only when pieces join or a new border separates two of them (below).
- An open side that joins two pieces first settles the joined piece's unknown sides that need no
  rule (settle_exits): one inside the piece is opened, one towards a piece too big to join it is
  made a border, where some cell's rule would have found them (clue or none, and needing no clue).
  Then, at Tricky, it queues every cell of the joined piece that still has an unknown side and the
  clue cells across those sides (their choices' sizes changed; what a clueless cell across could say
  about this piece, the cell on this side says); at Easy, where sizes are in no clue cell's choices,
  only the clue cells across that face both parts (two of their groups became one). And of the
  pieces across, only those that faced both parts (touch_join: 31% fewer piece rules run at 8x8 k=4,
  the same closure).
- A border between two pieces that no border separated yet, and that are not too big to join anyway,
  queues the first piece's cells that face the second, the clue cells of the second they face, and
  the clue cells of a third piece that face both: only a clue cell's choices join two pieces at once
  (touch_apart). Between pieces too big to join, a border is no news: no choice could join them.
- An open side inside a piece, or a border between pieces a border already separates, queues
  nothing more.
With these the generator runs 39% fewer rules at 8x8 k=4 for the same closures (the same puzzles),
and the device takes 19% fewer frames (seeds 1-30). A waiting piece runs before any waiting cell:
the piece rule is cheap, and what it opens joins pieces before the costly cell rules look at them,
so they run fewer times; and a side it decides needs no clue, so the proofs the generator keeps
(puzzle.py) name fewer clues and more removals need no test. (Cells first, as before, made the same
puzzles with 7% more cycles on the device at 8x8 k=4: 28 removal tests a puzzle instead of 32, 30
seeds; with the queueing above, cells first runs 14% more rules.) At Easy a border between pieces
asks only the corner rule at its two ends, and so does a side that comes to lie inside a piece
(touch_join opens every side a join brings inside): the only corners whose sides changed.
"""

from __future__ import annotations

import functools
from collections import deque
from enum import IntEnum

from ...common.grid import NO_CELL, Grid

NO_CLUE = -1
UNKNOWN, BORDER, OPEN = 0, 1, 2
NORTH, EAST, SOUTH, WEST = 0, 1, 2, 3
NOWHERE = NO_CELL


class Level(IntEnum):
    EASY = 0
    TRICKY = 1


# A decided side as the log holds it: the side's west or north cell, EAST or SOUTH, the value, and the
# clue cells whose clues deciding it needed (Board.made_by).
Fact = tuple[int, int, int, tuple[int, ...]]


@functools.cache
def neighbour_table(width: int, height: int) -> tuple[tuple[int, int, int, int], ...]:
    """For every cell, the cell across its north, east, south and west sides (NOWHERE past the edge):
    the grid's own table, kept once a size."""
    return Grid(width, height).neighbour_table


class Contradiction(Exception):
    """The state has no solution."""


class Board:
    """Sides, pieces and the work queues of one solve."""

    def __init__(self, width: int, height: int, k: int, clues: list[int], rules: Level = Level.TRICKY) -> None:
        self.width, self.height, self.k, self.clues = width, height, k, list(clues)
        self.rules = rules  # EASY: Tatham's deductions only; TRICKY: the cell's choices and walls as well
        n = width * height
        self.count = n
        # right[c]: the side between c and its east neighbour; down[c]: between c and its south neighbour.
        # On the last column (row) it is the grid's edge: a border, never unknown.
        self.right = [BORDER if c % width == width - 1 else UNKNOWN for c in range(n)]
        self.down = [BORDER if c >= n - width else UNKNOWN for c in range(n)]
        self.neighbours = neighbour_table(width, height)  # [cell][side]: the cell across, or NOWHERE
        self.label = list(range(n))
        self.next = list(range(n))
        self.size = [1] * n
        self.cells: deque[int] = deque()
        self.cell_queued = [False] * n
        self.pieces: deque[int] = deque()
        self.piece_queued = [False] * n
        self.work = 0  # cell and piece rules run (the bench's measure of effort)
        self.log: list[Fact] | None = None  # with a list: every decided side, in order
        # the clue cells whose clues the decision being made needs (see clue_needed), and every clue
        # cell some decision of this board has needed
        self.made_by: tuple[int, ...] = ()
        self.used: set[int] = set()
        # the cell whose rule is deciding a side of its own (see decide_own_side)
        self.deciding = NOWHERE

    # --- geometry -------------------------------------------------------------------------------

    def across(self, cell: int, side: int) -> int:
        return self.neighbours[cell][side]

    def side(self, cell: int, side: int) -> int:
        if side == EAST:
            return self.right[cell]
        if side == SOUTH:
            return self.down[cell]
        other = self.neighbours[cell][side]
        if other == NOWHERE:
            return BORDER
        return self.down[other] if side == NORTH else self.right[other]

    def sides_around(self, cell: int) -> tuple[int, int, int, int]:
        """The cell's north, east, south and west sides (side() four times, in one go)."""
        north, _, _, west = self.neighbours[cell]
        return (BORDER if north == NOWHERE else self.down[north], self.right[cell], self.down[cell],
                BORDER if west == NOWHERE else self.right[west])

    def piece_cells(self, label: int) -> list[int]:
        cells, cell = [label], self.next[label]
        while cell != label:
            cells.append(cell)
            cell = self.next[cell]
        return cells

    # --- queues ---------------------------------------------------------------------------------

    def queue_cell(self, cell: int) -> None:
        if not self.cell_queued[cell]:
            self.cell_queued[cell] = True
            self.cells.append(cell)

    def queue_piece(self, label: int) -> None:
        if not self.piece_queued[label]:
            self.piece_queued[label] = True
            self.pieces.append(label)

    def queue_clue_cell(self, cell: int) -> None:
        """Queue ``cell`` if it shows a clue: what only a clue cell's rule reads has changed."""
        if self.clues[cell] != NO_CLUE:
            self.queue_cell(cell)

    def touch_join(self, keeper: int, moved: int) -> None:
        """After pieces ``keeper`` and ``moved`` joined (``moved``'s cells took ``keeper``'s label):
        settle the joined piece's unknown sides that need no rule (settle_exits), then queue the piece,
        the cells whose rule the join can move, and the pieces across that face both parts. Those are
        the only pieces whose piece rule can conclude anything new: a piece's rule reads its own cells'
        unknown sides and the pieces they face, and for one that faced both parts two targets became
        one; a piece that faced one part faces as many targets as before.

        The cells. At Tricky a region's size is in every cell's choices: the joined piece's cells with
        a side still unknown and the clue cells across those sides (settle_exits). At Easy a clue cell's
        choices read only its sides and which of its unknown sides face one piece, so the join moves the
        rule of a clue cell across only if it faces both parts (two groups became one), as for the
        pieces; the joined piece's own cells face what they faced, and the sides the join brought
        inside queue them when settle_exits opens them. (With decide_own_side, rules run a puzzle at
        Easy, seeds 1-8: 5x5 k=5 250 -> 220, 10x10 k=5 3,729 -> 3,286, 15x12 k=10 9,209 -> 7,653; the
        same closures, so the same puzzles.) The joined ring is ``moved``'s cells from
        next[keeper] round to ``moved``, then ``keeper``'s from next[moved] round to ``keeper`` (join's
        splice), and they are walked in that order, the device's (pal_rules.s)."""
        self.queue_piece(keeper)
        made_by, self.made_by = self.made_by, ()  # what settle_exits decides needs no clue
        faced_by_moved: set[int] = set()
        across_moved: set[int] = set()  # the cells across the moved part's sides left unknown
        for cell in self.ring_part(self.next[keeper], moved):
            for other in self.settle_exits(cell, keeper):
                faced_by_moved.add(self.label[other])
                across_moved.add(other)
        for cell in self.ring_part(self.next[moved], keeper):
            for other in self.settle_exits(cell, keeper):
                if self.label[other] in faced_by_moved:
                    self.queue_piece(self.label[other])
                if self.rules == Level.EASY and other in across_moved:
                    self.queue_clue_cell(other)
        self.made_by = made_by

    def ring_part(self, first: int, last: int) -> list[int]:
        """The cells of a piece's ring from ``first`` to ``last``, both included."""
        cells = [first]
        while cells[-1] != last:
            cells.append(self.next[cells[-1]])
        return cells

    def settle_exits(self, cell: int, piece: int) -> list[int]:
        """The unknown sides of ``cell``, a cell of the just joined ``piece``, in side order: one inside
        the piece is opened, one towards a piece too big to join it is made a border, at once, where a
        cell rule would have found them (any cell's rule decides those sides so, clue or none, and
        needs no clue for it). Returns the cells across the sides left unknown. At Tricky the cell is
        queued at the first of them and each of them that shows a clue after it (cells without a clue
        across need no rule: what theirs could say about this piece, the cell's own rule says); at
        Easy touch_join queues what the join moves."""
        others = []
        for side, state in enumerate(self.sides_around(cell)):
            if state != UNKNOWN:
                continue
            other = self.across(cell, side)
            there = self.label[other]
            if there == piece:
                self.set_side(cell, side, OPEN)
            elif self.size[piece] + self.size[there] > self.k:
                self.set_side(cell, side, BORDER)
            else:
                if self.rules == Level.TRICKY:  # (at Easy: touch_join)
                    if not others:
                        self.queue_cell(cell)
                    self.queue_clue_cell(other)
                others.append(other)
        return others

    def touch_apart(self, a: int, b: int) -> None:
        """A border now runs between pieces ``a`` and ``b``, where none did: queue piece ``a`` and the
        cells whose rule asks about that pair, those with both pieces among their own and the pieces
        their unknown sides face. All of them are next to ``a`` across an unknown side: its cells that
        face ``b``, the cells of ``b`` they face, and cells of a third piece that face both."""
        self.queue_piece(a)
        for cell in self.piece_cells(a):
            for side, state in enumerate(self.sides_around(cell)):
                if state != UNKNOWN:
                    continue
                other = self.across(cell, side)
                piece = self.label[other]
                if piece == b:
                    self.queue_cell(cell)
                    self.queue_clue_cell(other)
                elif piece != a and self.clues[other] != NO_CLUE and self.faces(other, b):
                    self.queue_cell(other)

    # --- Tatham's corner rule (EASY's stand-in for walls at a distance) ------------------------------

    def side_corners(self, cell: int, side: int) -> None:
        """The corner rule at both ends of the side on ``cell``'s EAST or SOUTH (corners on the grid's
        edge have no rule: the edge there is a wall of its own)."""
        width = self.width
        if side == EAST:
            if cell >= width:
                self.corner(cell + 1)
            if cell < self.count - width:
                self.corner(cell + 1 + width)
        else:
            if cell % width:
                self.corner(cell + width)
            if cell % width < width - 1:
                self.corner(cell + width + 1)

    def corner(self, south_east: int) -> None:
        """The corner whose south-east cell is ``south_east``: of its four sides, those between cells of
        one piece are open; when exactly two are not, they are sides between the same two pieces, and a
        wall on one of them would end there unless the other is a wall too (a wall with open sides on
        both hands would run inside one region). So a wall on one makes the other a wall. Needs no clue."""
        width, label = self.width, self.label
        north_west, north_east, south_west = south_east - width - 1, south_east - width, south_east - 1
        lines = [(a, side) for a, side, b in ((north_west, EAST, north_east), (south_west, EAST, south_east),
                                             (north_west, SOUTH, south_west), (north_east, SOUTH, south_east))
                 if label[a] != label[b]]
        if len(lines) != 2:
            return
        (a, side_a), (b, side_b) = lines
        value_a, value_b = self.side(a, side_a), self.side(b, side_b)
        if value_a == BORDER and value_b == UNKNOWN:
            wall = (b, side_b)
        elif value_b == BORDER and value_a == UNKNOWN:
            wall = (a, side_a)
        else:
            return
        made_by, self.made_by = self.made_by, ()
        self.set_side(*wall, BORDER)
        self.made_by = made_by

    def faces(self, cell: int, piece: int) -> bool:
        """Does an unknown side of ``cell`` face ``piece``?"""
        return any(state == UNKNOWN and self.label[self.across(cell, side)] == piece
                   for side, state in enumerate(self.sides_around(cell)))

    # --- changes --------------------------------------------------------------------------------

    def set_side(self, cell: int, side: int, value: int) -> None:
        current = self.side(cell, side)
        if current == value:
            return
        if current != UNKNOWN:
            raise Contradiction
        other = self.across(cell, side)
        low, high = (cell, other) if side in (EAST, SOUTH) else (other, cell)
        low_side = EAST if side in (EAST, WEST) else SOUTH  # the side as the low cell's
        # a border between pieces a border already separates changes only its two cells and the two
        # pieces' ways to grow: no cell's choices of pieces to join
        news = (value == BORDER and self.rules == Level.TRICKY
                and self.size[self.label[low]] + self.size[self.label[high]] <= self.k
                and not self.separated(self.label[low], self.label[high]))
        if low_side == EAST:
            self.right[low] = value
        else:
            self.down[low] = value
        self.used.update(self.made_by)
        if self.log is not None:
            self.log.append((low, low_side, value, self.made_by))
        for written in (low, high):
            if written != self.deciding:
                self.queue_clue_cell(written)
        self.deciding = NOWHERE
        if value == BORDER:
            if self.label[low] == self.label[high]:
                raise Contradiction
            self.queue_piece(self.label[high])
            if news:
                self.touch_apart(self.label[low], self.label[high])
            else:
                self.queue_piece(self.label[low])
        elif self.label[low] != self.label[high]:
            self.touch_join(*self.join(self.label[low], self.label[high]))
        # (an open side inside one piece changes nothing but its two cells' own sides)
        if self.rules == Level.EASY:  # the corners at the side's ends: a new wall, or a side now inside a
            self.side_corners(low, low_side)  # piece (touch_join opens every side a join brings inside)

    def join(self, a: int, b: int) -> tuple[int, int]:
        """Join pieces ``a`` and ``b`` (labels): the smaller takes the larger's label (``a``'s on a tie).
        Returns the label kept and the one given up."""
        if self.size[a] + self.size[b] > self.k or self.separated(a, b):
            raise Contradiction
        if self.size[b] > self.size[a]:
            a, b = b, a
        for cell in self.piece_cells(b):
            self.label[cell] = a
        self.next[a], self.next[b] = self.next[b], self.next[a]
        self.size[a] += self.size[b]
        return a, b

    def separated(self, a: int, b: int) -> bool:
        """Does a border already run between pieces ``a`` and ``b``? (The smaller one's sides are read.)"""
        if self.size[b] < self.size[a]:
            a, b = b, a
        label, right, down, neighbours, following = self.label, self.right, self.down, self.neighbours, self.next
        cell = a
        while True:  # each side spelled out: the generator's tests ask this hundreds of thousands of times
            north, east, south, west = neighbours[cell]
            if ((east != NOWHERE and label[east] == b and right[cell] == BORDER)
                    or (south != NOWHERE and label[south] == b and down[cell] == BORDER)
                    or (north != NOWHERE and label[north] == b and down[north] == BORDER)
                    or (west != NOWHERE and label[west] == b and right[west] == BORDER)):
                return True
            cell = following[cell]
            if cell == a:
                return False

    # --- rules ----------------------------------------------------------------------------------

    def clue_pairs(self, cell: int, sides: tuple[int, ...]) -> None:
        """The clue-pair rule between ``cell`` and its neighbours on ``sides``."""
        for side in sides:
            other = self.across(cell, side)
            if other == NOWHERE:
                continue
            a, b = self.clues[cell], self.clues[other]
            if a == NO_CLUE or b == NO_CLUE:
                continue
            if 8 - a - b > self.k or (a == 3 and b == 3 and self.k != 2):
                self.made_by = (cell, other)
                self.set_side(cell, side, BORDER)
                self.made_by = ()

    def cell_rule(self, cell: int) -> None:
        label = self.label
        own = label[cell]
        borders = 0
        faced: list[int] = []  # the pieces the unknown sides face, in side order
        facing: list[list[int]] = []  # for each, the sides towards it
        around = self.neighbours[cell]
        # read at once: opening a side towards the cell's own piece below changes no other side
        for side, state in enumerate(self.sides_around(cell)):
            if state == BORDER:
                borders += 1
            elif state == UNKNOWN:
                piece = label[around[side]]
                if piece == own:
                    self.decide_own_side(cell, side, OPEN)
                elif piece in faced:
                    facing[faced.index(piece)].append(side)
                else:
                    faced.append(piece)
                    facing.append([side])
        clue = self.clues[cell]
        if not faced:
            if clue not in (NO_CLUE, borders):
                raise Contradiction
            return
        if clue == NO_CLUE:
            self.unclued_cell_rule(cell, own, faced, facing)
            return
        tricky = self.rules == Level.TRICKY
        if tricky and self.every_way_open(own, faced, facing, clue - borders):
            return
        groups = len(faced)
        everything = (1 << groups) - 1
        always_open, always_border = everything, everything
        possible = False
        apart: dict[tuple[int, int], bool] = {}
        # Each choice's borders round the cell and region size, from the choice without its lowest
        # bit plus that group (the device's way: pal_rules.s).
        opened = [0] * (everything + 1)  # sides towards the joined groups
        grown = [self.size[own]] + [0] * everything  # the region's cells
        sizes = [self.size[piece] for piece in faced]
        all_unknown = borders + sum(len(sides) for sides in facing)
        for choice in range(1 << groups):  # bit i: faced[i] joins the cell's piece
            if choice:
                low = choice & -choice
                group = low.bit_length() - 1
                opened[choice] = opened[choice ^ low] + len(facing[group])
                grown[choice] = grown[choice ^ low] + sizes[group]
            if all_unknown - opened[choice] != clue:
                continue
            if not tricky:  # Tatham's count of walls alone
                possible = True
                always_open &= choice
                always_border &= ~choice
                continue
            if grown[choice] > self.k:
                continue
            if choice:  # a faced piece joins: ask the separations
                joined = [own] + [faced[i] for i in range(groups) if choice >> i & 1]
                if self.any_separated(joined, apart):
                    continue
            possible = True
            always_open &= choice
            always_border &= ~choice
        if not possible:
            raise Contradiction
        decided = [(i, OPEN if always_open >> i & 1 else BORDER) for i in range(groups)
                   if (always_open | always_border) >> i & 1]
        needs_clue = [self.clue_needed(own, faced[i], value, apart) for i, value in decided]
        for (i, value), needed in zip(decided, needs_clue, strict=True):
            self.made_by = (cell,) if needed else ()
            for side in facing[i]:
                self.decide_own_side(cell, side, value)
        self.made_by = ()

    def decide_own_side(self, cell: int, side: int, value: int) -> None:
        """A cell rule's conclusion about a side of its own cell: set_side, except that the cell is not
        queued again for it. What the rule read, it has answered: the ways still possible are the
        ones it found, less those its conclusions rule out, so they agree on nothing more (at Tricky
        too: a way's region and separations come out the same with the joined pieces as one). What
        the side sets off is another matter, and the sides that decides queue the cell as usual (the
        flag holds only for the side's own two cells). Model, 10x10 k=5 Easy: 371 of 1,875 clue cells'
        rules a puzzle ran again for their own conclusions; without them the closures are the same."""
        self.deciding = cell
        self.set_side(cell, side, value)
        self.deciding = NOWHERE  # (set_side leaves it set when the side was decided already)

    def every_way_open(self, own: int, faced: list[int], facing: list[list[int]], wanted: int) -> bool:
        """The cell rule's choices in short when they cannot agree on anything (the device's cell_ways
        does the same): the cell and every piece it faces are single cells, each faced across one side,
        and the clue wants ``wanted`` more borders, some of those sides but not all. Then every choice
        that borders exactly that many is possible: its region, the cell and the others, is at most k,
        and no two of those cells are apart (the cell faces each across an unknown side, and they touch
        each other only at corners). Each faced cell is joined in one of them and bordered in another,
        so nothing is decided, and nothing is wrong. (On the device this spares the enumeration in about
        half of the clue cells' rules that conclude nothing at 8x8 k=4.)"""
        size = self.size
        if size[own] != 1 or not 0 < wanted < len(faced) or 1 + len(faced) - wanted > self.k:
            return False
        return all(len(sides) == 1 and size[piece] == 1 for piece, sides in zip(faced, facing, strict=True))

    def unclued_cell_rule(self, cell: int, own: int, faced: list[int], facing: list[list[int]]) -> None:
        """The cell rule's choices for a cell without a clue, in short (the device's rule_no_clue does the
        same). Joining nothing is always possible, so no faced piece is open in every choice, and none
        is a contradiction. A faced piece is bordered in every possible choice exactly when joining it
        alone is impossible (too big together, or already apart): a choice joining it and more is bigger
        still and holds the same pair. No clue was needed for that (clue_needed)."""
        size, k, tricky = self.size, self.k, self.rules == Level.TRICKY
        bordered = [sides for piece, sides in zip(faced, facing, strict=True)
                    if size[own] + size[piece] > k or (tricky and self.separated(own, piece))]
        for sides in bordered:
            for side in sides:
                self.set_side(cell, side, BORDER)

    def clue_needed(self, own: int, piece: int, value: int, apart: dict[tuple[int, int], bool]) -> bool:
        """Would the cell rule of a clue cell (own piece ``own``) decide its sides towards ``piece``
        this way without its clue? Without a clue, joining no faced piece is always possible, so a
        faced piece is never open in every choice, and it is bordered in every choice exactly when
        joining it alone is impossible: too big together, or already apart. (Asked before any of the
        rule's conclusions is applied.)"""
        if value == OPEN:
            return True
        if self.size[own] + self.size[piece] > self.k:
            return False
        if self.rules == Level.EASY:
            return True
        pair = (own, piece)
        if pair not in apart:
            apart[pair] = self.separated(*pair)
        return not apart[pair]

    def any_separated(self, pieces: list[int], apart: dict[tuple[int, int], bool]) -> bool:
        for i in range(1, len(pieces)):
            for j in range(i):
                pair = (pieces[j], pieces[i])
                if pair not in apart:
                    apart[pair] = self.separated(*pair)
                if apart[pair]:
                    return True
        return False

    def piece_rule(self, label: int) -> None:
        if self.size[label] == self.k:
            return
        exit_cell, exit_side, target = NOWHERE, NOWHERE, NOWHERE
        for cell in self.piece_cells(label):
            for side, state in enumerate(self.sides_around(cell)):
                if state != UNKNOWN:
                    continue
                piece = self.label[self.across(cell, side)]
                if piece == label:
                    continue
                if target == NOWHERE:
                    exit_cell, exit_side, target = cell, side, piece
                elif piece != target:
                    return
        if target == NOWHERE:
            raise Contradiction
        self.set_side(exit_cell, exit_side, OPEN)  # the other sides to it are then inside: the cell rule opens them

    def propagate(self) -> None:
        """Run the rules until both queues are empty: a waiting piece before any waiting cell (see the
        essay: the cheap piece rule first, so the cell rules run on bigger pieces)."""
        while self.cells or self.pieces:
            self.work += 1
            if self.pieces:
                label = self.pieces.popleft()
                self.piece_queued[label] = False
                if self.label[label] == label:
                    self.piece_rule(label)
            else:
                cell = self.cells.popleft()
                self.cell_queued[cell] = False
                self.cell_rule(cell)

    def start(self) -> None:
        """The clue pairs, then the rules from the clue cells. A cell without a clue on a fresh board
        concludes nothing: it and its neighbours are single cells (the clue pairs only border two clue
        cells, and a cell's neighbours never touch each other), so joining none or any one of them is
        possible (K >= 2). A single-cell piece with two or more sides to grow through concludes nothing
        either, and one that lost sides to a clue pair was queued when the border was set."""
        for cell in range(self.count):
            self.clue_pairs(cell, (EAST, SOUTH))
        for cell in range(self.count):
            if self.clues[cell] != NO_CLUE:
                self.queue_cell(cell)
        self.propagate()

    # --- clues added to a closed state -----------------------------------------------------------

    def add_clue(self, cell: int, clue: int) -> None:
        """Show a clue on a board whose queues have run dry (or are about to run). Only the rules that
        read this clue can conclude anything new: its clue pairs and its cell rule."""
        self.clues[cell] = clue
        self.clue_pairs(cell, (NORTH, EAST, SOUTH, WEST))
        self.queue_cell(cell)

    def replay(self, facts: list[Fact]) -> None:
        """Decide these sides (from another board's log: facts that hold in every solution of a
        subset of this board's clues) and forget the work they queued. The result is the state that
        board had: closed under the rules for its clues, so only rules reading a clue it did not
        have can add to it (add_clue). The work set_side would queue is forgotten anyway, so the sides
        are written and the pieces joined directly, in the log's order (the same joins, so the same
        labels)."""
        label = self.label
        for cell, side, value, _ in facts:
            sides, other = (self.right, cell + 1) if side == EAST else (self.down, cell + self.width)
            if sides[cell] == value:
                continue
            sides[cell] = value
            if value == OPEN and label[cell] != label[other]:
                self.join(label[cell], label[other])
        self.clear_queues()

    def clear_queues(self) -> None:
        self.cells.clear()
        self.pieces.clear()
        self.cell_queued = [False] * self.count
        self.piece_queued = [False] * self.count

    def done(self) -> bool:
        return UNKNOWN not in self.right and UNKNOWN not in self.down

    def solve(self) -> bool:
        """Run the rules from the clues; True when they decide the division. Contradiction if none fits."""
        self.start()
        return self.finish()

    def finish(self) -> bool:
        """On a board whose queues have run dry: is the division decided? Either every side is, or,
        Tatham's last step, the walls decided so far already close every area at exactly K cells.
        Any solution has those walls (they hold in every one) and maybe more, and more would cut a
        region of K cells smaller, so the areas are the regions and every side still unknown is
        open: it is opened here (no log: nothing runs after it)."""
        if self.done():
            return True
        areas = self.walled_areas()
        if any(self.size_of_area[area] != self.k for area in set(areas)):
            return False
        for cell in range(self.count):
            for side, sides in ((EAST, self.right), (SOUTH, self.down)):
                if sides[cell] == UNKNOWN:
                    sides[cell] = OPEN
                    other = self.across(cell, side)
                    if self.label[cell] != self.label[other]:
                        self.join(self.label[cell], self.label[other])
        return True

    def walled_areas(self) -> list[int]:
        """Each cell's area: the cells it reaches across sides that are not walls (its first cell in
        reading order); the areas' sizes in size_of_area."""
        area = [NOWHERE] * self.count
        self.size_of_area: dict[int, int] = {}
        for first in range(self.count):
            if area[first] != NOWHERE:
                continue
            area[first], stack, size = first, [first], 0
            while stack:
                cell = stack.pop()
                size += 1
                for side, state in enumerate(self.sides_around(cell)):
                    other = self.across(cell, side)
                    if state != BORDER and area[other] == NOWHERE:
                        area[other] = first
                        stack.append(other)
            self.size_of_area[first] = size
        return area

    def regions(self) -> list[int]:
        """Each cell's region, numbered in reading order of their first cells."""
        return reading_order(self.label)


def reading_order(pieces: list[int]) -> list[int]:
    """Number the distinct values of ``pieces`` (each cell's piece or omino) in reading order of
    their first cells."""
    number: dict[int, int] = {}
    return [number.setdefault(piece, len(number)) for piece in pieces]


def deduce(width: int, height: int, k: int, clues: list[int], most: Level) -> tuple[Level, list[int]] | None:
    """The easiest level whose rules decide the division (at most ``most``) and the regions; None if
    every level allowed is stuck or no division fits."""
    for level in Level:
        if level > most:
            break
        board = Board(width, height, k, clues, level)
        try:
            if board.solve():
                return level, board.regions()
        except Contradiction:
            return None
    return None
