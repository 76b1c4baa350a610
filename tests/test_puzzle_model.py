"""The Python puzzle model: numbers, solver and generator, checked against the rules from outside."""

from __future__ import annotations

import pytest
from checks import count_hitori_solutions, layout_problems, naive_deduction

from codegen.common.grid import Grid
from codegen.common.prng import Xorshift16
from codegen.puzzles.hitori.layout import layout_from
from codegen.puzzles.hitori.puzzle import (
    Cell,
    Difficulty,
    Rating,
    Solver,
    game_id,
    generate_puzzle,
    has_difficulty,
    latin_rectangle,
    number_blacks,
    order,
    rate_numbering,
    solve,
    solved,
    whites_follow_from_blacks,
)

SIZES = [(4, 4), (5, 5), (6, 6), (8, 8), (5, 8), (8, 5), (12, 7), (7, 12), (2, 2), (2, 16), (16, 15)]


def lines(width: int, height: int, values: list) -> list[list]:
    rows = [values[y * width : (y + 1) * width] for y in range(height)]
    columns = [values[x::width] for x in range(width)]
    return rows + columns


@pytest.mark.parametrize("width,height", SIZES)
def test_latin_rectangle_has_no_repeat_in_any_line(width, height):
    for seed in range(1, 40):
        numbers = latin_rectangle(Grid(width, height), Xorshift16(seed))
        assert set(numbers) <= set(range(1, order(width, height) + 1))
        for line in lines(width, height, numbers):
            assert len(set(line)) == len(line)


def test_latin_rectangles_vary():
    grid = Grid(6, 6)
    seen = {tuple(latin_rectangle(grid, Xorshift16(seed))) for seed in range(1, 201)}
    assert len(seen) > 190


def numbered_board(width: int, height: int, seed: int) -> tuple[Grid, list[bool], list[int]]:
    """A layout and its first numbering, the way the generator draws them (and whatever they give)."""
    grid = Grid(width, height)
    rng = Xorshift16(seed)
    black = layout_from(grid, rng)
    latin = latin_rectangle(grid, rng)
    numbers = number_blacks(grid, latin, black, [c for c in range(grid.cell_count) if black[c]], rng)
    return grid, black, numbers


@pytest.mark.parametrize("width,height", SIZES)
def test_black_numbers_repeat_a_white_number_of_their_line(width, height):
    for seed in range(1, 30):
        grid, black, numbers = numbered_board(width, height, seed)
        latin_again = latin_rectangle(grid, _after_layout(grid, seed))
        for cell in range(grid.cell_count):
            x, y = grid.xy(cell)
            row = [numbers[y * width + i] for i in range(width) if not black[y * width + i]]
            column = [numbers[j * width + x] for j in range(height) if not black[j * width + x]]
            if black[cell]:
                assert numbers[cell] in row + column
            else:
                assert numbers[cell] == latin_again[cell]  # white cells keep their Latin numbers


def _after_layout(grid: Grid, seed: int) -> Xorshift16:
    rng = Xorshift16(seed)
    layout_from(grid, rng)
    return rng


@pytest.mark.parametrize("difficulty", list(Difficulty))
@pytest.mark.parametrize("width,height", [(4, 4), (5, 5), (6, 6), (8, 8), (5, 8), (12, 7), (10, 10)])
def test_solver_reaches_the_plain_rules_closure_and_never_contradicts_the_layout(width, height, difficulty):
    """Stuck or not, the event-driven solver ends where whole-board passes of the rules end, and every
    cell it decides agrees with the layout the numbers were made for (so each rule is sound here)."""
    for seed in range(1, 25):
        grid, black, numbers = numbered_board(width, height, seed)
        for sneaky in (False, True):
            state = solve(grid, numbers, difficulty, sneaky)
            plain = naive_deduction(width, height, numbers, difficulty == Difficulty.TRICKY, sneaky)
            assert ["?WB"[s] for s in state] == plain
            for cell, s in enumerate(state):
                if s != Cell.UNKNOWN:
                    assert (s == Cell.BLACK) == black[cell]


@pytest.mark.parametrize("width,height", [(4, 4), (5, 5), (6, 6), (8, 5), (8, 8), (12, 7), (10, 10)])
def test_rating_goes_on_from_the_easy_closure_to_the_plain_rules_closures(width, height):
    """rate_numbering solves once and goes on from the Easy closure (the sneaky head start on a copy,
    then the Tricky rules); each state it reaches is the closure whole-board passes reach from scratch
    (checks.py), and its verdict is the plain one: FITS when Tricky finishes and Easy with the head
    start does not, TOO_EASY when Easy with the head start finishes, else STUCK with Tricky's state.
    Numberings as the generator makes them, renumbered a few times so that Tricky ones come up."""
    outcomes = set()
    for seed in range(1, 31):
        grid, black, numbers = numbered_board(width, height, seed)
        rng = Xorshift16(seed)
        blacks = [c for c in range(grid.cell_count) if black[c]]
        for _ in range(4):
            easy = Solver(grid, numbers, Difficulty.EASY)
            easy_state = list(easy.solve())
            assert ["?WB"[s] for s in easy.with_sneaky()] == naive_deduction(width, height, numbers, False, True)
            assert easy.state == easy_state  # the head start ran on a copy
            tricky_state = easy.raise_to_tricky()
            assert ["?WB"[s] for s in tricky_state] == naive_deduction(width, height, numbers, True, False)

            rating, state = rate_numbering(grid, numbers, Difficulty.TRICKY)
            by_easy_with_head_start = "?" not in naive_deduction(width, height, numbers, False, True)
            by_tricky = "?" not in naive_deduction(width, height, numbers, True, False)
            if by_easy_with_head_start:
                assert rating == Rating.TOO_EASY
            else:
                assert rating == (Rating.FITS if by_tricky else Rating.STUCK)
                assert state == tricky_state
            easy_rating, state = rate_numbering(grid, numbers, Difficulty.EASY)
            assert state == easy_state
            assert easy_rating == (Rating.FITS if solved(easy_state) else Rating.STUCK)
            outcomes.add(rating)
            numbers = number_blacks(grid, numbers, black, blacks, rng)
    assert outcomes == set(Rating) or width * height >= 100


@pytest.mark.parametrize("difficulty", list(Difficulty))
@pytest.mark.parametrize("width,height", [(4, 4), (5, 5), (6, 6), (7, 7), (8, 8), (5, 8), (8, 5), (4, 6)])
def test_generated_puzzles_have_exactly_one_solution(width, height, difficulty):
    for seed in range(1, 16):
        puzzle = generate_puzzle(width, height, seed, difficulty)
        assert layout_problems(width, height, puzzle.solution) == []
        found, first = count_hitori_solutions(width, height, puzzle.numbers)
        assert (found, first) == (1, puzzle.solution)


@pytest.mark.parametrize("width,height", [(5, 5), (8, 8), (12, 7)])
def test_difficulty_ratings(width, height):
    for seed in range(1, 12):
        easy = generate_puzzle(width, height, seed, Difficulty.EASY)
        assert solved(solve(Grid(width, height), easy.numbers, Difficulty.EASY))
        tricky = generate_puzzle(width, height, seed, Difficulty.TRICKY)
        grid = Grid(width, height)
        assert solved(solve(grid, tricky.numbers, Difficulty.TRICKY))
        assert not solved(solve(grid, tricky.numbers, Difficulty.EASY))
        assert not solved(solve(grid, tricky.numbers, Difficulty.EASY, sneaky=True))
        assert has_difficulty(grid, tricky.numbers, Difficulty.TRICKY)


def test_same_seed_same_puzzle_and_seeds_differ(monkeypatch):
    """Seeds give different puzzles unless their streams meet. The generator is one 16-bit xorshift
    stream, and a seed whose layout is thrown away goes on from a state that is also some other
    seed's stream: where two seeds' layouts start from the same state, they make the same puzzle
    from there on (seeds 12 and 22 at 8x8 Easy). Any other pair of equal puzzles is a bug."""
    from codegen.puzzles.hitori import puzzle as hitori_puzzle

    starts: list[tuple[int, int | None]] = []

    def noting_the_start(grid: Grid, rng: Xorshift16) -> list[bool]:
        starts.append((rng.state, rng.spare))
        return layout_from(grid, rng)

    monkeypatch.setattr(hitori_puzzle, "layout_from", noting_the_start)
    first = generate_puzzle(8, 8, 77, Difficulty.EASY)
    assert generate_puzzle(8, 8, 77, Difficulty.EASY) == first
    made: dict[tuple[int, ...], tuple[int, tuple[int, int | None]]] = {}
    for seed in range(1, 31):
        starts.clear()
        numbers = tuple(generate_puzzle(8, 8, seed, Difficulty.EASY).numbers)
        if numbers in made:
            other_seed, other_start = made[numbers]
            assert starts[-1] == other_start, f"seeds {other_seed} and {seed} make one puzzle from different streams"
        made[numbers] = (seed, starts[-1])
    assert len(made) >= 28


def test_solution_counter_sees_a_second_solution():
    """The independent counter must be able to fail: a Latin square with nothing to shade has many
    solutions (any black cell that keeps the rules is one), and a repeated pair alone has two."""
    assert count_hitori_solutions(3, 3, [1, 2, 3, 2, 3, 1, 3, 1, 2])[0] == 2
    assert count_hitori_solutions(2, 2, [1, 1, 2, 3])[0] == 2
    assert count_hitori_solutions(2, 2, [1, 1, 1, 1])[0] == 0


def test_game_id_follows_singles_format():
    numbers = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16] + [1] * 224
    assert game_id(16, 15, Difficulty.TRICKY, numbers) == "16x15dk:123456789abcdefg" + "1" * 224
    assert game_id(4, 4, Difficulty.EASY, [1] * 16) == "4x4de:" + "1" * 16
    with pytest.raises(ValueError):
        game_id(4, 4, Difficulty.EASY, [0] * 16)


def test_the_puzzle_interface_solves_and_validates_what_it_generates():
    """The registry's view of Hitori (codegen/puzzles/base.py): generate, solve, validate agree, and
    validate refuses a board that breaks a rule."""
    from codegen.puzzles import find

    hitori = find("hitori")
    for width, height in hitori.sizes[:6]:
        for difficulty in range(len(hitori.difficulties)):
            puzzle = hitori.generate(width, height, 11, difficulty)
            assert hitori.solve(width, height, puzzle.numbers, difficulty) == puzzle.solution
            assert hitori.validate(width, height, puzzle.numbers, puzzle.solution)
            wrong = list(puzzle.solution)
            first_black = wrong.index(True)
            wrong[first_black] = False  # its number now repeats in its row or column
            assert not hitori.validate(width, height, puzzle.numbers, wrong)


@pytest.mark.parametrize(("width", "height"), [(4, 4), (5, 5), (6, 6), (5, 8), (10, 6), (12, 12), (16, 15)])
def test_whites_follow_from_blacks_is_the_easy_solvers_closure(width, height):
    """The generator's test of a layout in its plain form equals what the Easy solver itself decides
    when every black cell is given and no number repeats (so no number rule fires); both outcomes
    occur at every size."""
    grid = Grid(width, height)
    rng = Xorshift16(4321)
    seen = set()
    for _ in range(150):
        black = layout_from(grid, rng)
        solver = Solver(grid, list(range(1, grid.cell_count + 1)), Difficulty.EASY)
        for cell in range(grid.cell_count):
            if black[cell]:
                solver.decide(cell, Cell.BLACK)
        solver.drain()
        expected = solved(solver.state)
        assert whites_follow_from_blacks(grid, black) == expected
        seen.add(expected)
    assert seen == {True, False}


def test_an_easy_layout_test_that_fails_means_no_easy_puzzle():
    """A layout the test rejects gives no Easy puzzle under any numbering tried: with its blacks
    numbered twenty ways the solver is always stuck on a white cell."""
    grid = Grid(6, 6)
    rng = Xorshift16(99)
    rejected = 0
    while rejected < 10:
        black = layout_from(grid, rng)
        if whites_follow_from_blacks(grid, black):
            continue
        rejected += 1
        numbers = latin_rectangle(grid, rng)
        blacks = [cell for cell in range(grid.cell_count) if black[cell]]
        for _ in range(20):
            numbers = number_blacks(grid, numbers, black, blacks, rng)
            state = solve(grid, numbers, Difficulty.EASY)
            assert any(state[cell] == Cell.UNKNOWN and not black[cell] for cell in range(grid.cell_count))
