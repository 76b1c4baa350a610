"""Sudoku's model (issue 39): levels that mean what Simon Tatham's Solo levels mean, puzzles with one
solution by a counter that shares no code with the solver, every clue needed, and Solo's game IDs."""

from __future__ import annotations

import pytest

from codegen.common.prng import Xorshift16
from codegen.puzzles.sudoku.closure import Closure
from codegen.puzzles.sudoku.export import GameIdError, game_id, parse_game_id
from codegen.puzzles.sudoku.puzzle import (
    EASY,
    LEVELS,
    TRICKY,
    classic_shape,
    fill,
    generate_puzzle,
    jigsaw_shape,
    symmetry_groups,
)
from codegen.puzzles.sudoku.solve import Level, Shape, solve

# Made by his generator and rated by his solver (../shared/notes/puzzles.md).
TATHAM_IDS = {
    "3x3:5_3b7d6b1_9_5d9_8d6a8c6c3_4b8a3b1_7c2c6a6d2_8d4_1_9b5d8b7_9": Level.TRIVIAL,
    "3x3db:2a5_8_3f7a2d9d7_6e3a5_2_6a4a9c1a5a5_2_7a1e8_9d3d7a9f1_3_5a4": Level.BASIC,
    "9jdb:e6b5_6_7_8b5d5a7_4e1w1e6_2a3d2b4_6_9_7b9e,bbdcaa_ac_a__ba_b_a_b__a_aa_aba_bachaf_dacbccaaa_a__ab_cbe":
        Level.BASIC,
    "2x3db:c5d3a2b6a2d1a6b2a1d4c": Level.BASIC,
}


def count_solutions(shape: Shape, clues: list[int], limit: int = 2) -> tuple[int, list[int] | None]:
    """Exhaustive: a depth-first fill of the emptiest cell, with each unit's numbers in bit masks; no
    rule of the solver. Stops at ``limit`` solutions; returns the count and the first found."""
    n = shape.order
    cells = n * n
    row, column, region = [0] * n, [0] * n, [0] * n
    grid = list(clues)
    for cell, number in enumerate(grid):
        if number:
            bit = 1 << number
            y, x, r = cell // n, cell % n, shape.region_of[cell]
            if (row[y] | column[x] | region[r]) & bit:
                return 0, None
            row[y] |= bit
            column[x] |= bit
            region[r] |= bit
    found: list[list[int]] = []
    every = sum(1 << number for number in range(1, n + 1))

    def search() -> None:
        best, best_free = -1, 0
        for cell in range(cells):
            if grid[cell]:
                continue
            free = every & ~(row[cell // n] | column[cell % n] | region[shape.region_of[cell]])
            if best < 0 or bin(free).count("1") < bin(best_free).count("1"):
                best, best_free = cell, free
                if not free:
                    return
        if best < 0:
            found.append(list(grid))
            return
        y, x, r = best // n, best % n, shape.region_of[best]
        for number in range(1, n + 1):
            bit = 1 << number
            if best_free & bit and len(found) < limit:
                grid[best] = number
                row[y] |= bit
                column[x] |= bit
                region[r] |= bit
                search()
                row[y] &= ~bit
                column[x] &= ~bit
                region[r] &= ~bit
                grid[best] = 0

    search()
    return len(found), (found[0] if found else None)


@pytest.mark.parametrize("text", TATHAM_IDS)
def test_his_puzzles_rate_as_his_solver_rated_them_and_read_back(text):
    shape, clues = parse_game_id(text)
    level, grid = solve(shape, clues, Level.ADVANCED)
    assert level == TATHAM_IDS[text]
    assert count_solutions(shape, clues) == (1, grid)
    params, rest = text.split(":", 1)
    assert game_id(shape, clues) == params.replace("db", "") + ":" + rest


CASES = [(9, False, EASY), (9, False, TRICKY), (9, True, EASY), (9, True, TRICKY), (6, False, EASY),
         (6, True, EASY), (6, True, TRICKY)]


def assert_sound(order: int, jigsaw: bool, difficulty: int, seeds: range) -> None:
    least, most = LEVELS[difficulty]
    for seed in seeds:
        puzzle = generate_puzzle(order, seed, difficulty, jigsaw)
        clues = list(puzzle.clues)
        assert count_solutions(puzzle.shape, clues) == (1, list(puzzle.solution)), seed
        level, _ = solve(puzzle.shape, clues, most)
        assert level == puzzle.level and least <= level <= most
        if least > Level.TRIVIAL:
            assert solve(puzzle.shape, clues, Level(least - 1))[0] is None  # not a level below
        for group in symmetry_groups(order):
            if all(clues[cell] for cell in group):
                fewer = [0 if cell in group else clue for cell, clue in enumerate(clues)]
                assert solve(puzzle.shape, fewer, most)[0] is None, (seed, group)
        assert all(bool(clues[c]) == bool(clues[order * order - 1 - c])
                   for c in range(order * order))  # clues in two-way rotation, as his default


@pytest.mark.parametrize("order,jigsaw,difficulty", CASES)
def test_puzzles_have_one_solution_their_level_and_no_clue_to_spare(order, jigsaw, difficulty):
    assert_sound(order, jigsaw, difficulty, range(1, 5))


@pytest.mark.slow
@pytest.mark.parametrize("order,jigsaw,difficulty", CASES)
def test_many_puzzles_have_one_solution_their_level_and_no_clue_to_spare(order, jigsaw, difficulty):
    assert_sound(order, jigsaw, difficulty, range(100, 116))


def test_jigsaw_regions_are_connected_and_the_same_size():
    for seed in range(1, 40):
        shape = jigsaw_shape(9, Xorshift16(seed))
        for region in shape.regions:
            assert len(region) == 9
            reached, frontier = {region[0]}, [region[0]]
            while frontier:
                cell = frontier.pop()
                for other in (cell - 9, cell + 9, cell - 1 if cell % 9 else -1, cell + 1 if cell % 9 < 8 else -1):
                    if other in region and other not in reached:
                        reached.add(other)
                        frontier.append(other)
            assert reached == set(region)


@pytest.mark.parametrize("order,jigsaw,difficulty", CASES[:4])
def test_a_puzzle_reads_back_from_its_game_id(order, jigsaw, difficulty):
    puzzle = generate_puzzle(order, 77, difficulty, jigsaw)
    text = game_id(puzzle.shape, list(puzzle.clues), puzzle.level)
    assert text.startswith("9j" if jigsaw else "3x3")
    assert parse_game_id(text) == (puzzle.shape, list(puzzle.clues))


@pytest.mark.parametrize("text", ["3x3:5_3b", "4x4:" + "a" * 10, "9j:" + "i" * 9, "3x3:0" + "z" * 3 + "c",
                                  "9j:" + "z" * 3 + "c,zzz"])
def test_a_bad_game_id_is_refused_with_a_reason(text):
    with pytest.raises(GameIdError):
        parse_game_id(text)


@pytest.mark.parametrize("order,jigsaw", [(6, False), (9, False), (9, True)])
def test_the_generators_closure_answers_as_the_solver_does(order, jigsaw):
    """closure.py, which the generator asks, against solve.py: on clue sets of every density, a run over
    every cell solves exactly when the solver does, at every level; and a run asked only about a pair
    taken from solved clues says what the solver says of the clues without the pair."""
    rng = Xorshift16(order * 7 + jigsaw)
    for trial in range(6):
        shape = jigsaw_shape(order, rng) if jigsaw else classic_shape(order)
        solution = fill(shape, rng)
        if solution is None:
            continue
        cells = list(range(order * order))
        for level in Level:
            rules = Closure(shape, solution, level)
            clues = list(solution)
            for group in symmetry_groups(order)[trial::2]:
                for cell in group:
                    clues[cell] = 0
                solved = solve(shape, clues, level)[0] is not None
                assert rules.run(clues, cells) == solved, (trial, level, group)
                if not solved:  # back to clues the rules solve: what the generator asks about
                    for cell in group:
                        clues[cell] = solution[cell]
                    break
            before = list(clues)
            for group in symmetry_groups(order):
                if all(before[cell] for cell in group):
                    without = list(before)
                    for cell in group:
                        without[cell] = 0
                    assert rules.run(without, list(group)) == (solve(shape, without, level)[0] is not None)
