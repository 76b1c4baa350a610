"""Numberlink's board and the independent solution counter (issue 12, the model's first part)."""

from __future__ import annotations

import itertools
import random

import pytest
from numberlink_checks import count_solutions, solutions

from codegen.puzzles.numberlink.board import (
    EMPTY,
    SOLID,
    Board,
    BoardFormatError,
    is_solution,
    parse_board,
    parse_solution_grid,
    paths_of_colouring,
)

# The GeeksforGeeks article "Flow (Numberlink) game, union-find": its 7x7 example and the solution it
# prints ('X' a solid cell).
ARTICLE_PUZZLE = """7 7
......4
.....3.
..22..3
....#.1
..6..77
54.#.#1
.5.6...
"""
ARTICLE_SOLUTION = ["4444444", "4111133", "4122113", "4111X11", "4461177", "546X1X1", "5566111"]


def brute_force_count(board: Board) -> int:
    """Every subset of the grid's edges between open cells, kept when it is a solution: ends of degree
    1, other open cells of degree 2 (every cell covered), each component a path joining one pair."""
    grid = board.grid
    open_cells = [c for c, v in enumerate(board.cells) if v != SOLID]
    edges = [(a, b) for a in open_cells for b in grid.neighbours(a) if a < b and board.cells[b] != SOLID]
    # each open cell's edges as bits of the subset's number, and the degree it needs
    degree_rules = [(sum(1 << i for i, edge in enumerate(edges) if c in edge), 1 if board.cells[c] > 0 else 2)
                    for c in open_cells]
    count = 0
    for chosen in range(1 << len(edges)):
        if any((chosen & incident).bit_count() != degree for incident, degree in degree_rules):
            continue
        links: dict[int, list[int]] = {c: [] for c in open_cells}
        for i, (a, b) in enumerate(edges):
            if chosen >> i & 1:
                links[a].append(b)
                links[b].append(a)
        seen: set[int] = set()
        good = True
        for pair in board.pairs:
            start, end = board.ends(pair)
            previous, cell, walked = -1, start, {start}
            while cell != end and good:
                onward = [n for n in links[cell] if n != previous]
                if not onward or onward[0] in walked:
                    good = False
                    break
                previous, cell = cell, onward[0]
                walked.add(cell)
                if board.cells[cell] > 0 and cell != end:
                    good = False
            seen |= walked
        if good and seen == set(open_cells):
            count += 1
    return count


def random_board(rng: random.Random, width: int, height: int, pairs: int, solids: int) -> Board:
    cells = [EMPTY] * (width * height)
    spots = rng.sample(range(width * height), 2 * pairs + solids)
    for k in range(pairs):
        cells[spots[2 * k]] = cells[spots[2 * k + 1]] = k + 1
    for spot in spots[2 * pairs:]:
        cells[spot] = SOLID
    return Board(width, height, tuple(cells))


@pytest.mark.parametrize("width,height", [(2, 2), (3, 2), (3, 3), pytest.param(4, 3, marks=pytest.mark.slow)])
def test_the_counter_agrees_with_brute_force_over_edge_sets(width, height):
    rng = random.Random(width * 10 + height)
    with_solutions = 0
    for _ in range(150 if width * height <= 9 else 40):
        pairs = rng.randint(1, min(3, width * height // 2))
        board = random_board(rng, width, height, pairs, rng.randint(0, min(1, width * height - 2 * pairs)))
        expected = brute_force_count(board)
        assert count_solutions(board, limit=1000) == expected, board.to_text()
        with_solutions += expected > 0
    assert with_solutions >= 5, with_solutions  # the comparison saw boards that have solutions


def test_the_counter_stops_at_its_limit():
    open_board = Board(3, 3, (1, EMPTY, EMPTY, EMPTY, EMPTY, EMPTY, EMPTY, EMPTY, 1))
    assert brute_force_count(open_board) >= 2
    assert count_solutions(open_board, limit=1) == 1
    assert count_solutions(open_board, limit=2) == 2


def test_the_text_form_reads_back():
    board = parse_board("; a comment\n" + ARTICLE_PUZZLE)
    assert (board.width, board.height, len(board.pairs)) == (7, 7, 7)
    assert board.cells.count(SOLID) == 3
    assert parse_board(board.to_text()) == board


@pytest.mark.parametrize("text,message", [
    ("", "no board"), ("7\n", "W H"), ("2 2\n1.\n", "rows"), ("2 2\n1?\n.1\n", "pair character"),
    ("2 2\n1.\n..\n", "1 ends"),
])
def test_bad_text_is_refused_with_a_reason(text, message):
    with pytest.raises(BoardFormatError, match=message):
        parse_board(text)


def test_the_articles_example():
    """The article's puzzle and the solution it prints: the printed grid keeps the solid cells and the
    ends, traces one simple path per pair (no colour region branches or loops), and covers every open
    cell, so it is a solution; the counter finds exactly one solution, and it is that one."""
    board = parse_board(ARTICLE_PUZZLE)
    printed = parse_solution_grid(board, ARTICLE_SOLUTION, solid="X")
    assert [c == SOLID for c in printed] == [v == SOLID for v in board.cells]
    assert all(printed[c] == v for c, v in enumerate(board.cells) if v > 0)
    paths = paths_of_colouring(board, printed)
    assert paths is not None and is_solution(board, paths)
    found = solutions(board, limit=10)
    assert len(found) == 1
    assert found[0] == paths


def test_is_solution_checks_every_rule():
    board = Board(3, 2, (1, EMPTY, 1, SOLID, SOLID, SOLID))
    assert is_solution(board, {1: [0, 1, 2]})
    assert not is_solution(board, {1: [0, 2]})  # not adjacent
    assert not is_solution(Board(3, 2, (1, EMPTY, 1, EMPTY, EMPTY, EMPTY)), {1: [0, 1, 2]})  # cells left empty
    assert not is_solution(Board(3, 2, (1, SOLID, 1, EMPTY, EMPTY, EMPTY)), {1: [0, 1, 2]})  # through a solid


def test_disjoint_sets_find_the_root_after_any_unions():
    """Unlike the article's one-link findset(), find() returns the root however the trees were joined."""
    from codegen.common.dsf import DisjointSets

    rng = random.Random(3)
    sets = DisjointSets(60)
    reference = {i: {i} for i in range(60)}
    for _ in range(45):
        a, b = rng.randrange(60), rng.randrange(60)
        joined = reference[a] | reference[b]
        for item in joined:
            reference[item] = joined
        root = sets.union(a, b)
        assert sets.find(a) == sets.find(b) == root
    for a in range(60):
        for b in range(60):
            assert (sets.find(a) == sets.find(b)) == (b in reference[a])
        assert sets.set_size(a) == len(reference[a])


@pytest.mark.parametrize("width,height", [(5, 5), (6, 6), (7, 7), (8, 8), (10, 10), (12, 12), (10, 6)])
def test_grown_paths_are_simple_disjoint_and_never_touch_themselves(width, height):
    """Every path of every drawn board: steps between neighbours, no cell twice, no cell on two paths,
    no two cells of one path side by side unless consecutive; a complete board covers every cell with
    paths of at least three cells and is a solution of its own ends."""
    from codegen.common.grid import Grid
    from codegen.common.prng import Xorshift16
    from codegen.puzzles.numberlink.generate import MIN_PATH, fill_with_paths

    grid = Grid(width, height)
    complete = 0
    for seed in range(1, 61):
        layout = fill_with_paths(grid, Xorshift16(seed))
        owner: dict[int, int] = {}
        for index, path in enumerate(layout.paths):
            position = {cell: k for k, cell in enumerate(path)}
            assert len(position) == len(path)
            for a, b in itertools.pairwise(path):
                assert b in grid.neighbours(a)
            for cell, k in position.items():
                assert cell not in owner
                owner[cell] = index
                for n in grid.neighbours(cell):
                    assert n not in position or abs(position[n] - k) == 1, (seed, path)
        assert sorted(owner) == list(range(grid.cell_count))  # every cell on some path, lone cells too
        if layout.complete:
            complete += 1
            assert all(len(path) >= MIN_PATH for path in layout.paths)
            cells = [EMPTY] * grid.cell_count
            for pair, path in enumerate(layout.paths, start=1):
                cells[path[0]] = cells[path[-1]] = pair
            board = Board(width, height, tuple(cells))
            assert is_solution(board, {pair: list(path) for pair, path in enumerate(layout.paths, start=1)})
    assert complete >= 6, complete  # drawn again when not complete: it must not be rare


# --- the deduction solver and the puzzles ------------------------------------------------------

def test_the_solver_is_sound_against_brute_force():
    """On random small boards, whatever the solver solves has exactly one solution (by brute force
    over edge sets), and it is the solver's; a board with no solution or several is never solved."""
    from codegen.puzzles.numberlink.solve import Level, solve

    rng = random.Random(12)
    solved = refused = 0
    for _ in range(400):
        width, height = rng.choice([(2, 2), (3, 2), (3, 3), (4, 2)])
        pairs = rng.randint(1, min(3, width * height // 2))
        board = random_board(rng, width, height, pairs, rng.randint(0, 1 if width * height > 2 * pairs else 0))
        expected = brute_force_count(board)
        answer = solve(board, Level.TRICKY)
        if answer is None:
            refused += expected != 1
            continue
        solved += 1
        assert expected == 1, board.to_text()
        (only,) = solutions(board, limit=1)
        colouring = [SOLID if v == SOLID else 0 for v in board.cells]
        for pair, path in only.items():
            for cell in path:
                colouring[cell] = pair
        assert colouring == answer, board.to_text()
    assert solved >= 30 and refused >= 30, (solved, refused)


def test_the_solver_on_the_articles_example():
    """The article's puzzle has one solution (test_the_articles_example); the deduction solver finds it."""
    from codegen.puzzles.numberlink.solve import Level, solve

    board = parse_board(ARTICLE_PUZZLE)
    answer = solve(board, Level.TRICKY)
    assert answer is not None
    assert paths_of_colouring(board, answer) == solutions(board, limit=1)[0]


PUZZLE_SIZES = [(5, 5), (6, 6), (7, 7), (8, 6), (8, 8), (10, 8), (10, 10), (12, 12), (14, 10)]


def _check_puzzles(width: int, height: int, seeds: range) -> int:
    from codegen.puzzles.numberlink.puzzle import MAX_PAIRS, generate_puzzle
    from codegen.puzzles.numberlink.solve import Level, deduce

    checked = 0
    for seed in seeds:
        for level in Level:
            puzzle = generate_puzzle(width, height, seed, level)
            board = puzzle.board
            assert EMPTY not in puzzle.solution and SOLID not in board.cells  # no solid cell, every cell filled
            assert len(board.pairs) <= MAX_PAIRS
            found = solutions(board, limit=2)
            assert len(found) == 1, (width, height, seed, level)
            assert paths_of_colouring(board, list(puzzle.solution)) == found[0]
            assert all(len(path) >= 3 for path in found[0].values())
            assert deduce(board, level) == (level, list(puzzle.solution))
            if level > Level.EASY:
                assert deduce(board, Level(level - 1)) is None  # not easier than its level
            checked += 1
    return checked


@pytest.mark.parametrize("width,height", PUZZLE_SIZES)
def test_puzzles_are_unique_fill_the_board_and_are_solved_at_their_level(width, height):
    assert _check_puzzles(width, height, range(1, 9)) == 16


@pytest.mark.slow
@pytest.mark.parametrize("width,height", PUZZLE_SIZES)
def test_a_thousand_puzzles_are_unique_by_the_counter(width, height):
    """With the fast case above: over 1,000 puzzles across the sizes, each confirmed by the counter."""
    seeds = range(9, 9 + (90 if width * height <= 64 else 25))
    assert _check_puzzles(width, height, seeds) == 2 * len(seeds)


def test_pairs_are_numbered_in_reading_order():
    from codegen.puzzles.numberlink.puzzle import generate_puzzle
    from codegen.puzzles.numberlink.solve import Level

    board = generate_puzzle(8, 8, 77, Level.EASY).board
    first_seen = [v for v in board.cells if v > 0]
    order = list(dict.fromkeys(first_seen))
    assert order == list(range(1, len(order) + 1))
