"""Palisade's model (issue 13): the division into k-ominoes, the clues, the deduction solver, the
generator and the game IDs, checked against independent code (tests/palisade_checks.py)."""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from palisade_checks import NO_CLUE, palisade_solutions
from palisade_passes import closure
from palisade_sat import palisade_solutions_sat
from tatham_palisade import TathamSolver, tatham_solves

from codegen.common import divide as divide_module
from codegen.common.divide import Division, divide, repair
from codegen.common.grid import Grid
from codegen.common.prng import Xorshift16, shuffled_deck
from codegen.puzzles.palisade.export import GameIdError, game_id, parse_game_id, solution_line
from codegen.puzzles.palisade.puzzle import (
    MAX_REPAIRS,
    border_counts,
    deal_by_blocks,
    generate_puzzle,
    stuck_ominoes,
    swappable_square,
)
from codegen.puzzles.palisade.solve import BORDER, OPEN, UNKNOWN, Board, Contradiction, Level, deduce

DIVISION_SIZES = [(5, 5, 5), (6, 6, 6), (8, 6, 6), (8, 8, 4), (10, 8, 8), (10, 10, 5), (15, 12, 10), (6, 4, 3),
                  (7, 7, 7), (12, 10, 24)]


def region_and_reached(grid: Grid, owner: list[int], region: int) -> tuple[list[int], set[int]]:
    """The region's cells, and those reached side to side from its first one without leaving it."""
    cells = [c for c in range(grid.cell_count) if owner[c] == region]
    seen, stack = {cells[0]}, [cells[0]]
    while stack:
        for n in grid.neighbours(stack.pop()):
            if owner[n] == region and n not in seen:
                seen.add(n)
                stack.append(n)
    return cells, seen


def division_problems(width: int, height: int, k: int, owner: list[int]) -> list[str]:
    """Every omino has k cells, is connected, and surrounds nothing: the cells outside it, with the
    world beyond the grid, stay connected side to side (so not even a corner-touching loop)."""
    grid = Grid(width, height)
    problems = []
    for omino in set(owner):
        cells, seen = region_and_reached(grid, owner, omino)
        if len(cells) != k:
            problems.append(f"omino {omino} has {len(cells)} cells")
        if len(seen) != len(cells):
            problems.append(f"omino {omino} is not connected")
        outside = [c for c in range(grid.cell_count) if owner[c] != omino]
        border = [c for c in outside if len(grid.neighbours(c)) < 4]
        reached, stack = set(border), list(border)
        while stack:
            for n in grid.neighbours(stack.pop()):
                if owner[n] != omino and n not in reached:
                    reached.add(n)
                    stack.append(n)
        if len(reached) != len(outside):
            problems.append(f"omino {omino} surrounds {len(outside) - len(reached)} cells")
    return problems


@pytest.mark.parametrize("width,height,k", DIVISION_SIZES)
def test_divisions_are_simply_connected_k_ominoes(width, height, k):
    for seed in range(1, 101):
        division = divide(width, height, k, Xorshift16(seed))
        assert division_problems(width, height, k, division.owner) == [], (width, height, k, seed)


@pytest.mark.slow
@pytest.mark.parametrize("width,height,k", DIVISION_SIZES)
def test_ten_thousand_divisions(width, height, k):
    """With the quick case: 1,100 seeds a size, 11,000 divisions in all."""
    for seed in range(101, 1101):
        division = divide(width, height, k, Xorshift16(seed))
        assert division_problems(width, height, k, division.owner) == [], (width, height, k, seed)


@pytest.mark.parametrize("width,height,k", [(8, 8, 4), (10, 10, 5), (6, 6, 6)])
def test_a_division_with_a_swappable_square_has_its_pair_divided_again(width, height, k):
    """divide.py's second chance, on 40 first attempts that finished with a swappable square: the pair
    grows again from its two corners (which chains may then move on), every omino is again a simply
    connected k-omino, and at least a third of them come out with no swappable square at all."""
    grid, rings = divide_module._board(width, height)
    rng = Xorshift16(5)
    regrown = square_free = 0
    while regrown < 40:
        attempt = divide_module._Attempt(grid, rings, k, rng)
        if not attempt.run():
            continue
        square = swappable_square(width, height, attempt.owner)
        if square is None:
            continue
        if not attempt.regrow_pair(*square):
            continue
        regrown += 1
        assert division_problems(width, height, k, attempt.owner) == [], (width, height, k, regrown)
        square_free += swappable_square(width, height, attempt.owner) is None
    assert square_free * 3 > regrown, (width, height, k, square_free)


@pytest.mark.parametrize("width,height,k", [(8, 8, 4), (10, 10, 5)])
def test_a_repair_divides_the_stuck_ominoes_again(width, height, k):
    """divide.py's repair, on 30 divisions that every clue leaves open at Easy: each omino the rules
    left a side of undecided grows again from one of its squares, every omino is again a simply
    connected k-omino, and the repaired divisions are more often ones that Tatham's rules finish with
    every clue (tests/tatham_palisade.py, independent of solve.py) than the new ones from the same
    stream are, and at least half of them."""
    grid = Grid(width, height)
    rng = Xorshift16(3)
    new = new_finished = repaired = finished = 0
    while repaired < 30:
        division = divide(width, height, k, rng)
        if swappable_square(width, height, division.owner) is not None:
            continue
        truth = border_counts(grid, division.owner)
        new += 1
        new_finished += tatham_solves(width, height, k, truth)
        board = Board(width, height, k, truth, Level.EASY)
        if board.solve():
            continue
        stuck = stuck_ominoes(board, division.owner)
        assert stuck
        again = repair(width, height, k, division.owner, stuck, rng)
        if again is None:
            continue
        repaired += 1
        assert division_problems(width, height, k, again.owner) == [], (width, height, k, repaired)
        finished += tatham_solves(width, height, k, border_counts(grid, again.owner))
    assert finished * new > new_finished * repaired and finished * 2 >= repaired, (finished, new_finished, new)


def test_the_second_chance_saves_divisions(monkeypatch):
    """Puzzles at 8x8 k=4 (seeds 1-30) need fewer divisions when a division with a swappable square has
    its pair divided again than when the generator only drops it."""
    def divisions_made() -> int:
        return sum(generate_puzzle(8, 8, 4, seed, Level.EASY).divisions for seed in range(1, 31))

    with_second_chance = divisions_made()
    with monkeypatch.context() as patch:
        patch.setattr(divide_module, "swappable_square", lambda *_: None)  # divide() sees no square
        dropped_only = divisions_made()
    assert with_second_chance < 0.8 * dropped_only, (with_second_chance, dropped_only)


def test_the_checker_sees_a_hole_and_a_corner_loop():
    ring = [0, 0, 0, 0,
            0, 1, 1, 0,
            0, 1, 1, 0,
            0, 0, 0, 0]
    assert division_problems(4, 4, 12, ring)  # omino 0 surrounds omino 1 (4 cells, not 12 either)
    corner = [0, 0, 0, 1,
              0, 1, 0, 1,
              0, 0, 1, 1,
              1, 1, 1, 1]  # omino 0 closes round (1,1) except at a corner
    assert any("surrounds" in p for p in division_problems(4, 4, 8, corner))


def test_divisions_fail_and_restart_rarely():
    """Restarts per 1,000 divisions stay well under Tatham's measured 12-44 at these sizes (300 seeds)."""
    for width, height, k in [(5, 5, 5), (8, 6, 6), (10, 8, 8)]:
        restarts = sum(divide(width, height, k, Xorshift16(seed)).restarts for seed in range(1, 301))
        assert restarts * 1000 / 300 < 44, (width, height, k, restarts)


def domino_blocks(width: int, height: int, owner: list[int]) -> int:
    """2x2 blocks split into two parallel dominoes of two regions (the test's own count)."""
    count = 0
    for y in range(height - 1):
        for x in range(width - 1):
            nw, ne, sw, se = (owner[x + y * width], owner[x + 1 + y * width], owner[x + (y + 1) * width],
                              owner[x + 1 + (y + 1) * width])
            count += (nw == ne != sw == se) or (nw == sw != ne == se)
    return count


def test_the_divider_leaves_fewer_domino_blocks_and_more_easy_divisions(monkeypatch):
    """Preferring chains that leave no domino block round the square they take (divide.py's essay)
    against the plain shortest chain (every chain scored 0: the first found is made), 150 divisions
    of one stream each: fewer domino blocks, and more divisions whose every clue the easy rules
    finish."""
    from codegen.common import divide as divide_module

    def blocks_and_easy(width: int, height: int, k: int) -> tuple[int, int]:
        rng, blocks, easy = Xorshift16(7), 0, 0
        for _ in range(150):
            owner = divide(width, height, k, rng).owner
            blocks += domino_blocks(width, height, owner)
            easy += deduce(width, height, k, border_counts(Grid(width, height), owner), Level.EASY) is not None
        return blocks, easy

    for width, height, k in [(8, 8, 4), (10, 10, 5)]:
        preferred = blocks_and_easy(width, height, k)
        with monkeypatch.context() as patch:
            patch.setattr(divide_module._Attempt, "domino_blocks_made", lambda *_: 0)
            plain = blocks_and_easy(width, height, k)
        assert preferred[0] < 0.8 * plain[0], (width, height, k, preferred, plain)
        assert preferred[1] > 1.5 * plain[1], (width, height, k, preferred, plain)


def test_bad_division_sizes_are_refused():
    with pytest.raises(ValueError, match="multiple of 4"):
        divide(5, 5, 4, Xorshift16(1))


def test_the_counter_counts_domino_and_tromino_tilings():
    """Divisions with no clues into regions of 2 are domino tilings (2x8: 34, 4x4: 36, 6x4: 281) and of
    3 on a 3x3 square, 10 tromino tilings: counts known independently."""
    for (width, height, k), known in {(2, 8, 2): 34, (4, 4, 2): 36, (6, 4, 2): 281, (3, 3, 3): 10}.items():
        assert len(palisade_solutions(width, height, k, None, limit=10**6)) == known


def random_clue_set(rng: random.Random, sizes: list[tuple[int, int, int]], hidden: float | None,
                    wrong: float) -> tuple[int, int, int, list[int]]:
    """A division's clues at one of ``sizes``, each hidden with chance ``hidden`` (None: a chance drawn
    for the set), and with chance ``wrong`` one cell's clue set to any number (maybe a wrong one)."""
    width, height, k = rng.choice(sizes)
    owner = divide(width, height, k, Xorshift16(rng.randint(1, 65535))).owner
    clues = border_counts(Grid(width, height), owner)
    if hidden is None:
        hidden = rng.random()
    for cell in range(width * height):
        if rng.random() < hidden:
            clues[cell] = NO_CLUE
    if rng.random() < wrong:
        clues[rng.randrange(width * height)] = rng.randint(0, 4)
    return width, height, k, clues


def test_the_solver_is_sound_on_random_clue_sets():
    """Random clues on small boards: whatever the solver solves has exactly one division by the counter,
    and it is the solver's; what has none or several, it never solves."""
    rng = random.Random(13)
    solved = refused = 0
    for _ in range(150):
        width, height, k, clues = random_clue_set(rng, [(4, 4, 4), (4, 3, 3), (6, 4, 4), (5, 5, 5)], 0.6, 0.3)
        found = palisade_solutions(width, height, k, clues, limit=2)
        answer = deduce(width, height, k, clues, Level.TRICKY)
        if answer is None:
            refused += len(found) != 1
            continue
        solved += 1
        assert len(found) == 1
        assert canonical(found[0]) == answer[1]
    assert solved >= 20 and refused >= 20, (solved, refused)


def canonical(regions: list[int]) -> list[int]:
    number: dict[int, int] = {}
    return [number.setdefault(r, len(number)) for r in regions]


PUZZLE_SIZES = [(5, 5, 5), (6, 6, 6), (6, 4, 4), (8, 6, 6), (6, 6, 4)]


def check_puzzles(width: int, height: int, k: int, seeds: range) -> int:
    checked = 0
    for seed in seeds:
        for level in Level:
            puzzle = generate_puzzle(width, height, k, seed, level)
            clues = list(puzzle.clues)
            found = palisade_solutions(width, height, k, clues, limit=2)
            assert len(found) == 1, (width, height, k, seed, level)
            assert canonical(found[0]) == list(puzzle.regions)
            assert deduce(width, height, k, clues, level) == (level, list(puzzle.regions))
            if level > Level.EASY:
                assert deduce(width, height, k, clues, Level.EASY) is None
            truth = border_counts(Grid(width, height), list(puzzle.regions))
            assert all(c in (NO_CLUE, t) for c, t in zip(clues, truth, strict=True))
            width_, height_, k_, parsed = parse_game_id(game_id(width, height, k, clues))
            assert (width_, height_, k_, parsed) == (width, height, k, clues)
            checked += 1
    return checked


@pytest.mark.parametrize("width,height,k", PUZZLE_SIZES)
def test_puzzles_are_unique_and_solved_at_their_level(width, height, k):
    assert check_puzzles(width, height, k, range(1, 5)) == 8


@pytest.mark.slow
@pytest.mark.parametrize("width,height,k", PUZZLE_SIZES)
def test_five_hundred_puzzles_are_unique_by_the_counter(width, height, k):
    """With the quick case: 520 puzzles over five sizes, both levels."""
    assert check_puzzles(width, height, k, range(5, 53)) == 96


@pytest.mark.parametrize("width,height", [(5, 5), (8, 6), (10, 10), (15, 12), (16, 16)])
def test_the_deck_is_dealt_a_block_at_a_time(width, height):
    """Each 8x8, 4x4 and 2x2 block's cards form one run of the dealt deck, the blocks of each run in the
    order the shuffled deck first reaches them, and the cards of a 2x2 block in the shuffled order."""
    for seed in range(1, 31):
        shuffled = shuffled_deck(width * height, Xorshift16(seed))
        dealt = deal_by_blocks(width, shuffled)
        assert sorted(dealt) == list(range(width * height))
        for side in (8, 4, 2):
            def block(cell: int, side: int = side) -> tuple[int, int]:
                return (cell % width) // side, (cell // width) // side
            runs = [block(cell) for i, cell in enumerate(dealt) if i == 0 or block(dealt[i - 1]) != block(cell)]
            assert len(runs) == len(set(runs)), f"a {side}x{side} block's cards are not one run"
            parent = 2 * side
            for outer in {block(cell, parent) for cell in dealt}:
                inside = [b for b in runs if (b[0] * side // parent, b[1] * side // parent) == outer]
                first_reached = list(dict.fromkeys(block(c) for c in shuffled if block(c, parent) == outer))
                assert inside == first_reached
        for square in {((c % width) // 2, (c // width) // 2) for c in shuffled}:
            def in_square(cell: int, square: tuple[int, int] = square) -> bool:
                return ((cell % width) // 2, (cell // width) // 2) == square
            assert [c for c in dealt if in_square(c)] == [c for c in shuffled if in_square(c)]


def plain_generator(width: int, height: int, k: int, seed: int, level: Level) -> tuple[int, ...]:
    """The generator without its shortcuts: every removal test a whole solve from scratch, the deck dealt
    as the generator deals it, and its divisions as it makes them (a new one after a swappable square
    or a Tricky puzzle Easy finishes; a repair of the ominoes that every clue leaves undecided, up to
    MAX_REPAIRS times)."""
    grid = Grid(width, height)
    rng = Xorshift16(seed)
    division: Division | None = None
    repairs = 0
    while True:
        if division is None:
            division, repairs = divide(width, height, k, rng), 0
        truth = border_counts(grid, division.owner)
        deck = deal_by_blocks(width, shuffled_deck(grid.cell_count, rng))
        if swappable_square(width, height, division.owner) is not None:
            division = None
            continue
        board = Board(width, height, k, truth, level)
        if not board.solve():
            owner, division = division.owner, None
            if repairs < MAX_REPAIRS:
                repairs += 1
                division = repair(width, height, k, owner, stuck_ominoes(board, owner), rng)
            continue
        clues = list(truth)
        for cell in deck:
            clues[cell] = NO_CLUE
            if deduce(width, height, k, clues, level) is None:
                clues[cell] = truth[cell]
        result = deduce(width, height, k, clues, level)
        if result is not None and result[0] == level:
            return tuple(clues)
        division = None


@pytest.mark.parametrize("width,height,k", [(5, 5, 5), (6, 6, 6), (8, 6, 6), (8, 8, 4)])
def test_the_generators_shortcuts_change_no_puzzle(width, height, k):
    """Starting each removal test from the logged closure of the deck after it (its log remade in
    windows) and removing clues the last proof did not need make exactly the puzzles the plain removal
    loop makes, whose divisions come as the generator's do."""
    for seed in range(1, 5):
        for level in Level:
            assert generate_puzzle(width, height, k, seed, level).clues == plain_generator(width, height, k, seed,
                                                                                            level)


def regions_of_k(grid: Grid, k: int, owner: list[int]) -> bool:
    """Every region has k cells and is connected side to side."""
    for region in set(owner):
        cells, seen = region_and_reached(grid, owner, region)
        if len(cells) != k or len(seen) != k:
            return False
    return True


@pytest.mark.parametrize("width,height,k", [(5, 5, 5), (6, 6, 6), (8, 8, 4), (10, 10, 5), (10, 8, 8), (6, 4, 2)])
def test_a_swappable_square_is_a_second_solution(width, height, k, monkeypatch):
    """Where the generator drops a division for a swappable square, trading its two corners gives
    another division into connected regions of k with every clue the same, so the solver could never
    have finished it (and it never does); the check finds some at every size (in divisions without
    the divider's second chance, which removes most of them)."""
    monkeypatch.setattr(divide_module, "swappable_square", lambda *_: None)
    grid = Grid(width, height)
    rng = Xorshift16(7)
    found = 0
    for _ in range(60):
        owner = divide(width, height, k, rng).owner
        truth = border_counts(grid, owner)
        corners = swappable_square(width, height, owner)
        if corners is None:
            continue
        found += 1
        first, second = corners
        traded = list(owner)
        traded[first], traded[second] = owner[second], owner[first]
        assert traded != owner and regions_of_k(grid, k, traded)
        assert border_counts(grid, traded) == truth
        assert deduce(width, height, k, truth, Level.TRICKY) is None
    assert found > 0


def second_divisions_one_trade_away(grid: Grid, k: int, owner: list[int]) -> dict[frozenset[int], list[int]]:
    """Every division one trade of a cell each way from ``owner`` (every pair tried, regions checked
    whole), by the cells whose clue the trade changes."""
    truth = border_counts(grid, owner)
    seconds: dict[frozenset[int], list[int]] = {}
    for a in range(grid.cell_count):
        for b in range(a + 1, grid.cell_count):
            if owner[a] == owner[b]:
                continue
            traded = list(owner)
            traded[a], traded[b] = owner[b], owner[a]
            if regions_of_k(grid, k, traded):
                counts = border_counts(grid, traded)
                seconds.setdefault(frozenset(c for c in range(grid.cell_count) if counts[c] != truth[c]), traded)
    return seconds


def divisions(width: int, height: int, k: int, seed: int, square: bool) -> Iterator[list[int]]:
    """Divisions from one stream, those with a swappable square or those without."""
    rng = Xorshift16(seed)
    while True:
        owner = divide(width, height, k, rng).owner
        if (swappable_square(width, height, owner) is not None) == square:
            yield owner


@pytest.mark.parametrize("width,height,k", [(5, 5, 5), (6, 6, 6)])
def test_the_counter_sees_two_solutions_where_a_trade_is_left_open(width, height, k):
    """Two cells of two regions that can trade (found here by trying every pair, regions checked whole):
    with the clues the trade changes taken away, the independent counter finds two solutions."""
    grid = Grid(width, height)
    checked = 0
    for owner in itertools.islice(divisions(width, height, k, 5, square=False), 6):
        truth = border_counts(grid, owner)
        trades = sorted(second_divisions_one_trade_away(grid, k, owner), key=lambda cells: (len(cells), sorted(cells)))
        for changed in trades[:2]:
            clues = [NO_CLUE if c in changed else clue for c, clue in enumerate(truth)]
            assert len(palisade_solutions(width, height, k, clues, limit=2)) == 2
            checked += 1
    assert checked >= 6


@pytest.mark.parametrize("width,height,k", [(5, 5, 5), (6, 6, 6)])
def test_the_counter_sees_two_solutions_where_a_square_is_swappable(width, height, k, monkeypatch):
    monkeypatch.setattr(divide_module, "swappable_square", lambda *_: None)  # no second chance
    grid = Grid(width, height)
    for owner in itertools.islice(divisions(width, height, k, 3, square=True), 5):
        assert len(palisade_solutions(width, height, k, border_counts(grid, owner), limit=2)) == 2


def test_the_two_counters_agree_on_random_clue_sets():
    """The SAT counter (palisade_sat.py, for the largest boards) against the exhaustive one on random
    clue sets, wrong clues among them: the same divisions where there are none, one or two, and three
    found by both where there are three or more."""
    rng = random.Random(29)
    seen = {0: 0, 1: 0, 2: 0, 3: 0}
    for _ in range(120):
        width, height, k, clues = random_clue_set(rng, [(4, 4, 4), (4, 3, 3), (6, 4, 4), (5, 5, 5), (6, 4, 3)],
                                                  0.65, 0.2)
        exhaustive = sorted(canonical(found) for found in palisade_solutions(width, height, k, clues, limit=3))
        by_sat = sorted(palisade_solutions_sat(width, height, k, clues, limit=3))
        assert len(by_sat) == len(exhaustive), (width, height, k, clues)
        if len(exhaustive) < 3:
            assert by_sat == exhaustive, (width, height, k, clues)
        seen[len(exhaustive)] += 1
    assert min(seen.values()) >= 5, seen


@pytest.mark.slow
@pytest.mark.parametrize("level", list(Level))
def test_15x12_puzzles_are_unique_by_the_sat_counter(level):
    """Tatham's largest preset, regions of 10: the exhaustive counter takes minutes a puzzle there, the
    SAT counter seconds."""
    for seed in range(1, 11):
        puzzle = generate_puzzle(15, 12, 10, seed, level)
        found = palisade_solutions_sat(15, 12, 10, list(puzzle.clues), limit=2)
        assert found == [list(puzzle.regions)], (seed, level)


@pytest.mark.slow
@pytest.mark.parametrize("width,height,k,seeds", [(8, 8, 4, range(1, 31)), (10, 8, 8, range(1, 9)),
                                                   (10, 10, 5, range(1, 6))])
def test_the_cartridges_larger_sizes_are_unique_by_the_counter(width, height, k, seeds):
    """The sizes the cartridge offers beyond PUZZLE_SIZES, at Easy (the counter's search grows quickly)."""
    for seed in seeds:
        puzzle = generate_puzzle(width, height, k, seed, Level.EASY)
        found = palisade_solutions(width, height, k, list(puzzle.clues), limit=2)
        assert len(found) == 1, (width, height, k, seed)
        assert canonical(found[0]) == list(puzzle.regions)


def test_game_ids_read_back_and_runs_split_at_26():
    clues = [NO_CLUE] * 30 + [2] + [NO_CLUE] * 3 + [0, 4] + [NO_CLUE] * 100
    text = game_id(12, 12, 4, clues + [NO_CLUE] * (144 - len(clues)))
    assert text == "12x12n4:zd2c04"  # the last run left out, as his encoder leaves it
    assert parse_game_id(text)[3] == clues + [NO_CLUE] * (144 - len(clues))
    assert parse_game_id("12x12n4:zd2c04zzzzd")[3] == parse_game_id(text)[3]  # the run written out too
    assert game_id(2, 2, 2, [2, NO_CLUE, NO_CLUE, 2]) == "2x2n2:2b2"
    assert game_id(9, 6, 6, [NO_CLUE] * 26 + [1] + [NO_CLUE] * 27) == "9x6n6:z1"  # 26 cells: one 'z'
    assert game_id(9, 6, 6, [NO_CLUE] * 53 + [1]) == "9x6n6:zza1"
    assert parse_game_id("2x2n2:2b")[3] == [2, NO_CLUE, NO_CLUE, NO_CLUE]
    with pytest.raises(GameIdError):
        parse_game_id("2x2n2:2c2")  # five cells
    with pytest.raises(GameIdError):
        parse_game_id("2x2:2b2")
    assert solution_line([0, 0, 1, 1]) == "# aabb"


REFERENCE_IDS = Path(__file__).resolve().parent.parent.parent / "shared" / "data" / "palisade-reference-ids.txt"


def test_every_reference_id_reads_and_is_written_back_the_same():
    """The 350 IDs his generator made (../shared/data): each reads as a board of W x H cells in regions
    of K, with clues 0-4, and our writer writes exactly his text back."""
    ids = reference_ids()
    assert len(ids) == 350
    for text in ids:
        width, height, k, clues = parse_game_id(text)
        assert len(clues) == width * height and (width * height) % k == 0
        assert set(clues) <= {NO_CLUE, 0, 1, 2, 3, 4} and any(c != NO_CLUE for c in clues)
        assert game_id(width, height, k, clues) == text


def random_clue_sets(count: int, seed: int, wrong: float = 0.2):
    """Small boards with a real division's clues, some taken away, some made wrong."""
    rng = random.Random(seed)
    for _ in range(count):
        yield random_clue_set(rng, [(4, 4, 4), (5, 5, 5), (6, 6, 6), (6, 6, 4), (8, 8, 4), (6, 4, 3)], None, wrong)


def queue_closure(width: int, height: int, k: int, clues: list[int], rules: Level):
    """How the model's solver ends and the sides decided when its rules have run dry."""
    board = Board(width, height, k, clues, rules)
    try:
        board.start()
        right, down = list(board.right), list(board.down)
        return ("solved" if board.finish() else "stuck"), right, down
    except Contradiction:
        return "contradiction", [], []


@pytest.mark.parametrize("count,seed", [(120, 1), pytest.param(600, 5, marks=pytest.mark.slow)])
def test_rule_order_does_not_matter(count, seed):
    """The solver runs its Tricky rules from work queues; whole-board passes of the same rules (another
    order altogether) reach the same sides, the same end, and a contradiction in both or neither."""
    outcomes = set()
    for width, height, k, clues in random_clue_sets(count, seed):
        expected = closure(width, height, k, clues)
        assert queue_closure(width, height, k, clues, Level.TRICKY) == expected, (width, height, k, clues)
        outcomes.add(expected[0])
    assert outcomes == {"solved", "stuck", "contradiction"}


TATHAM_STATE = {UNKNOWN: "?", BORDER: "wall", OPEN: "open"}


@pytest.mark.parametrize("count,seed", [(300, 2), pytest.param(1500, 6, marks=pytest.mark.slow)])
def test_easy_is_tathams_solver(count, seed):
    """Easy is Tatham's Palisade solver: on clue sets from real divisions (all his solver is made for),
    the model's Easy rules, run from work queues, decide exactly the sides his whole-board sweeps
    decide, in his order, and solve exactly the clue sets his solves (tatham_palisade.py)."""
    solved = 0
    for width, height, k, clues in random_clue_sets(count, seed, wrong=0):
        his = TathamSolver(width, height, k, clues)
        his_solved = his.run()
        outcome, right, down = queue_closure(width, height, k, clues, Level.EASY)
        assert ([TATHAM_STATE[s] for s in right], [TATHAM_STATE[s] for s in down]) == his.decided()
        assert outcome == ("solved" if his_solved else "stuck"), (width, height, k, clues)
        solved += his_solved
    assert 0.2 * count < solved < 0.8 * count


def reference_ids() -> list[str]:
    return [line.strip() for line in REFERENCE_IDS.read_text().splitlines() if line.strip() and line[0] != "#"]


def test_easy_finishes_every_reference_puzzle():
    """The 350 puzzles his generator made, 50 at each of his presets and of the cartridge's other sizes:
    his solver finishes each (so his generator kept it), and so do our Easy rules; our Tricky rules,
    which know more, finish them too."""
    for text in reference_ids():
        width, height, k, clues = parse_game_id(text)
        assert tatham_solves(width, height, k, clues), text
        assert deduce(width, height, k, clues, Level.TRICKY) == deduce(width, height, k, clues, Level.EASY)
        assert deduce(width, height, k, clues, Level.EASY) is not None, text
