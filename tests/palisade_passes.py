"""A plain whole-board-pass version of Palisade's Tricky rules, for one test only: the model's solver
(codegen/puzzles/palisade/solve.py) runs its rules from work queues, in whatever order changes arrive,
and claims that the order does not matter because every rule is monotone. This solver applies the
same rules in a different order (every cell, then every piece, all against the state at the start of
the pass) and must reach the same closure: the same sides decided, solved or stuck alike, and a
contradiction in both or neither. It is not a uniqueness check (palisade_checks.py is); the Easy
rules are checked against Tatham's own order (tatham_palisade.py)."""

from __future__ import annotations

from codegen.common.dsf import DisjointSets
from codegen.common.grid import NO_CELL, Grid

UNKNOWN, BORDER, OPEN = 0, 1, 2


NO_CLUE = -1


class Contradiction(Exception):
    pass


def decide(decided: dict[int, int], edge: int, value: int) -> None:
    """Record a deduction of this pass; two rules that disagree mean the state has no solution."""
    if decided.setdefault(edge, value) != value:
        raise Contradiction


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
        separated: set[tuple[int, int]] = set()
        for e, (a, b) in enumerate(self.edges):
            if state[e] == BORDER:
                if root[a] == root[b]:
                    raise Contradiction
                separated.add((root[a], root[b]))
                separated.add((root[b], root[a]))
        decided: dict[int, int] = {}
        for e, (a, b) in enumerate(self.edges):
            if state[e] == UNKNOWN and (root[a] == root[b] or self.pair_too_big(a, b)):
                decide(decided, e, OPEN if root[a] == root[b] else BORDER)
        for cell in range(self.grid.cell_count):
            self.cell_rule(cell, state, root, size, separated, decided)
        self.piece_rule(state, root, size, decided)
        changed = False
        for e, value in decided.items():
            if state[e] == UNKNOWN:
                state[e] = value
                changed = True
        return changed

    def pair_too_big(self, a: int, b: int) -> bool:
        """Two clue cells side by side in one region: a region of at least 8 - ca - cb cells (each brings its
        other open sides, and neighbours of neighbours are distinct), exactly two if both are 3s."""
        ca, cb = self.clues[a], self.clues[b]
        if ca == NO_CLUE or cb == NO_CLUE:
            return False
        return 8 - ca - cb > self.k or (ca == 3 and cb == 3 and self.k != 2)

    def cell_rule(self, cell: int, state: list[int], root: list[int], size: dict[int, int],
                  separated: set[tuple[int, int]], decided: dict[int, int]) -> None:
        """The sides of a cell that face one piece are all open or all borders. Try every choice of which
        faced pieces join the cell's own: it must give the clue's count of borders, a region of at most K
        cells, and join no two pieces a border already separates. What every choice agrees on is decided."""
        own = root[cell]
        borders = 0
        groups: dict[int, list[int]] = {}  # a faced piece -> the unknown sides towards it
        for e, n in zip(self.cell_edges[cell], self.grid.neighbour_table[cell], strict=True):
            if e < 0 or state[e] == BORDER:
                borders += 1
            elif state[e] == UNKNOWN and root[n] != own:
                groups.setdefault(root[n], []).append(e)
        if not groups:
            if self.clues[cell] not in (NO_CLUE, borders):
                raise Contradiction
            return
        faced = list(groups)
        n = len(faced)
        clue = self.clues[cell]
        lengths = [len(groups[p]) for p in faced]
        all_borders = borders + sum(lengths)  # if no faced piece joins
        room = self.k - size[own]
        # the pieces a border already separates, as bit masks over faced: from the cell's own piece, and
        # from each faced piece (``separated`` holds both orders of every pair)
        apart_from_own = 0
        apart = [0] * n
        for i, p in enumerate(faced):
            if (own, p) in separated:
                apart_from_own |= 1 << i
            for j in range(i + 1, n):
                if (p, faced[j]) in separated:
                    apart[i] |= 1 << j
                    apart[j] |= 1 << i
        # per choice (bit i set: faced[i] joins the cell's piece), built from the choice without its
        # lowest bit: the borders left, the cells joined, and the pieces some joined one is apart from
        borders_of, joined_of, apart_of = [all_borders], [0], [apart_from_own]
        for choice in range(1, 1 << n):
            i = (choice & -choice).bit_length() - 1
            rest = choice & (choice - 1)
            borders_of.append(borders_of[rest] - lengths[i])
            joined_of.append(joined_of[rest] + size[faced[i]])
            apart_of.append(apart_of[rest] | apart[i])
        always_open = always_border = (1 << n) - 1
        any_valid = False
        for choice in range(1 << n):
            if clue != NO_CLUE and borders_of[choice] != clue:
                continue
            if joined_of[choice] > room or apart_of[choice] & choice:
                continue
            any_valid = True
            always_open &= choice
            always_border &= ~choice
        if not any_valid:
            raise Contradiction
        for i, piece in enumerate(faced):
            if always_open >> i & 1 or always_border >> i & 1:
                for e in groups[piece]:
                    decide(decided, e, OPEN if always_open >> i & 1 else BORDER)

    def piece_rule(self, state: list[int], root: list[int], size: dict[int, int], decided: dict[int, int]) -> None:
        """A piece short of K cells must grow: with no unknown side left it is a contradiction, and when all
        its unknown sides face one other piece, it joins that piece."""
        faces: dict[int, set[int]] = {r: set() for r in size}
        for e, (a, b) in enumerate(self.edges):
            if state[e] == UNKNOWN and root[a] != root[b]:
                faces[root[a]].add(root[b])
                faces[root[b]].add(root[a])
        for r, others in faces.items():
            if size[r] == self.k:
                continue
            if not others:
                raise Contradiction
            if len(others) == 1:
                (other,) = others
                for e, (a, b) in enumerate(self.edges):
                    if state[e] == UNKNOWN and {root[a], root[b]} == {r, other}:
                        decide(decided, e, OPEN)

    def propagate(self, state: list[int]) -> None:
        while self.step(state):
            pass

    def done(self, state: list[int]) -> bool:
        return UNKNOWN not in state

    def areas_fit(self, state: list[int]) -> bool:
        """Do the walls close every area at exactly K cells (the last step of both levels)?"""
        areas = DisjointSets(self.grid.cell_count)
        for e, (a, b) in enumerate(self.edges):
            if state[e] != BORDER:
                areas.union(a, b)
        return all(areas.set_size(cell) == self.k for cell in range(self.grid.cell_count))

    def run(self) -> bool:
        self.propagate(self.state)
        return self.done(self.state) or self.areas_fit(self.state)


def closure(width: int, height: int, k: int, clues: list[int]) -> tuple[str, list[int], list[int]]:
    """How the passes end ("solved", "stuck" or "contradiction") and every cell's right and lower side
    when the rules have run dry (the grid's edge as a border), in the model's terms."""
    grid = Grid(width, height)
    solver = Solver(grid, k, clues)
    try:
        outcome = "solved" if solver.run() else "stuck"
    except Contradiction:
        return "contradiction", [], []
    side = {pair: solver.state[e] for e, pair in enumerate(solver.edges)}
    n = grid.cell_count
    right = [side.get((c, c + 1), BORDER) if c % width < width - 1 else BORDER for c in range(n)]
    down = [side.get((c, c + width), BORDER) if c + width < n else BORDER for c in range(n)]
    return outcome, right, down
