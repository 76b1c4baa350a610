"""The planar-dual check agrees with flood fill on every reachable position of every small board,
and on long random play on boards up to 18x18."""

from __future__ import annotations

import random
from collections import deque

import pytest

from codegen.common.grid import MAX_SIDE, MIN_SIDE, Grid, UnsupportedSizeError
from codegen.puzzles.hitori import floodfill
from codegen.puzzles.hitori.dual import DualBoard

SMALL_SHAPES = [
    (w, h) for w in range(MIN_SIDE, 11) for h in range(MIN_SIDE, 11) if w * h <= 20
]


def explore_reachable(grid: Grid) -> tuple[int, int]:
    """Visit every black set reachable from the empty board by legal Hitori moves.

    At each position, every white cell is asked both questions (the Hitori move rule and the bare
    connectivity question) of both checkers. Returns (positions, checks)."""
    start = DualBoard(grid)
    seen = {frozenset()}
    queue = deque([start])
    checks = 0
    while queue:
        board = queue.popleft()
        blacks = frozenset(c for c in range(grid.cell_count) if board.black[c])
        for cell in range(grid.cell_count):
            if board.black[cell]:
                continue
            connected_dual = board.keeps_white_connected(cell)
            connected_flood = floodfill.keeps_white_connected(grid, board.black, cell)
            assert connected_dual == connected_flood, (grid, sorted(blacks), cell)
            legal = board.can_blacken(cell)
            assert legal == floodfill.can_blacken(grid, board.black, cell), (grid, sorted(blacks), cell)
            checks += 1
            child_key = blacks | {cell}
            if legal and child_key not in seen:
                seen.add(child_key)
                child = board.copy()
                assert child.try_blacken(cell)
                queue.append(child)
    return len(seen), checks


@pytest.mark.parametrize("width,height", [s for s in SMALL_SHAPES if s[0] * s[1] <= 12])
def test_dual_equals_flood_fill_on_every_reachable_position_quick(width, height):
    positions, checks = explore_reachable(Grid(width, height))
    assert positions > 1 and checks > 0


@pytest.mark.slow
@pytest.mark.parametrize("width,height", [s for s in SMALL_SHAPES if s[0] * s[1] > 12])
def test_dual_equals_flood_fill_on_every_reachable_position(width, height):
    positions, checks = explore_reachable(Grid(width, height))
    assert positions > 1 and checks > 0


def test_reachable_position_count_matches_independent_enumeration():
    """On 3x3 the reachable black sets are exactly the independent sets whose complement is connected
    (counted here by brute force over all 512 subsets)."""
    grid = Grid(3, 3)
    expected = 0
    for mask in range(1 << 9):
        black = [bool(mask >> c & 1) for c in range(9)]
        independent = all(not (black[c] and black[n]) for c in range(9) for n in grid.neighbours(c))
        if independent and floodfill.white_cells_connected(grid, black):
            expected += 1
    positions, _ = explore_reachable(grid)
    assert positions == expected


def _random_play(grid: Grid, rng: random.Random, hitori_rule: bool) -> int:
    """Shade cells in a random order; compare both checkers at every step. Returns shades made."""
    board = DualBoard(grid)
    order = list(range(grid.cell_count))
    rng.shuffle(order)
    shaded = 0
    for cell in order:
        dual = board.can_blacken(cell) if hitori_rule else board.keeps_white_connected(cell)
        flood = (
            floodfill.can_blacken(grid, board.black, cell)
            if hitori_rule
            else floodfill.keeps_white_connected(grid, board.black, cell)
        )
        assert dual == flood, (grid, cell)
        if dual:
            if hitori_rule:
                assert board.try_blacken(cell)
            else:
                board.blacken(cell)
            shaded += 1
    assert floodfill.white_cells_connected(grid, board.black)
    return shaded


RANDOM_SHAPES = [(n, n) for n in range(4, MAX_SIDE + 1)] + [(18, 2), (2, 18), (5, 8), (12, 7), (17, 11)]


@pytest.mark.parametrize("width,height", RANDOM_SHAPES)
def test_dual_equals_flood_fill_on_random_orders_quick(width, height):
    rng = random.Random(width * 100 + height)
    for _ in range(20):
        assert _random_play(Grid(width, height), rng, hitori_rule=True) > 0


@pytest.mark.slow
@pytest.mark.parametrize("width,height", RANDOM_SHAPES)
def test_dual_equals_flood_fill_on_random_orders(width, height):
    """Thousands of random orders over the large boards; half of them drop the no-adjacent-blacks rule
    so that the dual also meets positions with touching blacks and long chains of merged faces."""
    rng = random.Random(7919 * width + height)
    runs = 250
    for run in range(runs):
        _random_play(Grid(width, height), rng, hitori_rule=run % 2 == 0)


@pytest.mark.parametrize("width,height", [(1, 5), (5, 1), (19, 4), (4, 19), (0, 0)])
def test_unsupported_sizes_are_refused(width, height):
    with pytest.raises(UnsupportedSizeError, match=r"must be in 2\.\.18"):
        Grid(width, height)


def test_blacken_refuses_a_split():
    board = DualBoard(Grid(3, 3))
    board.blacken(1)  # top middle
    board.blacken(7)  # bottom middle: whites are now the left and right columns joined by the centre
    with pytest.raises(ValueError, match="split"):
        board.blacken(4)
    assert not board.black[4]
