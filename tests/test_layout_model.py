"""The layout generator (layout.py): every layout is a legal, maximal Hitori shading by the flood fill
(which shares no code with the dual check), and the scatter-then-pool order draws layouts with the
distribution of the shuffled deck it replaced, computed exactly here by its own recursion."""

from __future__ import annotations

import math
import random
from collections import Counter
from functools import cache

import pytest

from codegen.common.grid import Grid
from codegen.common.prng import Xorshift16, shuffled_deck
from codegen.puzzles.hitori import floodfill
from codegen.puzzles.hitori.layout import generate_layout, layout_from

SIZES = [(2, 2), (3, 3), (4, 4), (5, 3), (6, 6), (8, 5), (9, 16), (12, 12), (16, 2), (15, 15), (16, 15)]


def assert_legal_and_maximal(grid: Grid, black: list[bool]) -> None:
    for cell in range(grid.cell_count):
        if black[cell]:
            assert not any(black[n] for n in grid.neighbours(cell)), f"blacks touch at {grid.xy(cell)}"
        else:
            assert not floodfill.can_blacken(grid, black, cell), f"{grid.xy(cell)} could still be shaded"
    assert floodfill.white_cells_connected(grid, black)


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_layouts_are_legal_and_maximal(width, height):
    grid = Grid(width, height)
    for seed in range(1, 41):
        assert_legal_and_maximal(grid, generate_layout(width, height, seed))


def test_layouts_in_a_row_are_legal_and_differ():
    """The puzzle generator draws layout after layout from one stream."""
    grid = Grid(10, 10)
    rng = Xorshift16(777)
    seen = set()
    for _ in range(60):
        black = layout_from(grid, rng)
        assert_legal_and_maximal(grid, black)
        seen.add(tuple(black))
    assert len(seen) == 60


def deck_distribution(grid: Grid) -> dict[frozenset[int], float]:
    """The exact probability of each layout under "try the cells of a uniformly shuffled deck in order,
    shading each that the flood fill allows": at every step each cell not yet dealt is equally likely
    to come next, and cells that cannot be shaded any more change nothing when dealt."""

    @cache
    def from_state(black: frozenset[int], dealt: frozenset[int]) -> dict[frozenset[int], float]:
        left = [c for c in range(grid.cell_count) if c not in dealt]
        if not left:
            return {black: 1.0}
        result: Counter[frozenset[int]] = Counter()
        shade = [c in black for c in range(grid.cell_count)]
        for cell in left:
            after = black | {cell} if floodfill.can_blacken(grid, shade, cell) else black
            for layout, p in from_state(after, dealt | {cell}).items():
                result[layout] += p / len(left)
        return dict(result)

    return from_state(frozenset(), frozenset())


class TwisterDraws(Xorshift16):
    """The draws the layout asks for, from Python's own generator."""

    def __init__(self, seed: int) -> None:
        super().__init__(1)
        self.twister = random.Random(seed)

    def random_at_most(self, limit: int) -> int:
        return self.twister.randint(0, limit)


@pytest.mark.parametrize(("width", "height"), [(3, 3), (4, 3)])
def test_layouts_follow_the_shuffled_decks_distribution(width, height):
    """Chi-square of 12,000 layouts against the exact distribution: beyond its 0.1% tail would mean a
    bias of the algorithm. The deck process itself passes the same test. The draws come from
    Python's Mersenne Twister here, not the cartridge's 16-bit xorshift: a 3x3 layout takes most of a
    step's worth of draws, and the xorshift's whole cycle (65,535 states) holds too few different
    runs of draws for a test this fine (the deck process fails it on xorshift draws)."""
    grid = Grid(width, height)
    exact = deck_distribution(grid)
    draws = 12_000

    def deck_layout(rng: TwisterDraws) -> frozenset[int]:
        black = [False] * grid.cell_count
        for cell in shuffled_deck(grid.cell_count, rng):
            if floodfill.can_blacken(grid, black, cell):
                black[cell] = True
        return frozenset(c for c in range(grid.cell_count) if black[c])

    def chi_square(observed: Counter[frozenset[int]]) -> float:
        assert set(observed) <= set(exact)
        return sum((observed[layout] - p * draws) ** 2 / (p * draws) for layout, p in exact.items())

    rng = TwisterDraws(2026)
    new = Counter(frozenset(c for c, b in enumerate(layout_from(grid, rng)) if b) for _ in range(draws))
    rng = TwisterDraws(2026)
    old = Counter(deck_layout(rng) for _ in range(draws))
    freedom = len(exact) - 1
    # the 99.9% point of chi-square, by the Wilson-Hilferty approximation (z = 3.09)
    limit = freedom * (1 - 2 / (9 * freedom) + 3.09 * math.sqrt(2 / (9 * freedom))) ** 3
    assert len(exact) > 10
    assert chi_square(old) < limit
    assert chi_square(new) < limit
