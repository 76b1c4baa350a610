"""Sudoku on the cartridge (issue 39): the puzzles it makes are the Python model's for every board,
seed and level (clues, solution, grids made), each has one solution by the model's exhaustive counter
(which shares no code with either solver), rates at its level by solve.py (the reference solver, not
the generator's closure), and exports as a Solo game ID that reads back."""

from __future__ import annotations

import pytest
from shared_cache import remember
from test_sudoku_model import count_solutions

from codegen.emit import io_block
from codegen.harness.rom_driver import CartRom
from codegen.puzzles import find, puzzle_number
from codegen.puzzles.sudoku import shape_of
from codegen.puzzles.sudoku.export import parse_game_id
from codegen.puzzles.sudoku.puzzle import EASY, LEVELS, TRICKY, classic_shape, generate_puzzle
from codegen.puzzles.sudoku.solve import Level, solve
from codegen.puzzles.sudoku.tables import SIZES

SUDOKU = puzzle_number("sudoku")
QUICK_SEEDS = [1, 2, 65535]


@pytest.fixture(scope="module")
def su_rom(built_rom):
    with CartRom(built_rom.rom) as running:
        running.puzzle = SUDOKU
        running.request_frame_limit = 40_000
        yield running


def assert_same_as_model(rom, order, seed, level):
    result = rom.generate_puzzle(order, order, seed, level)
    model = remember(f"sudoku {order} seed {seed} level {level}", lambda: generate_puzzle(order, seed, level))
    cells = order * order
    assert (result.width, result.height, result.seed, result.difficulty) == (order, order, seed, level)
    assert result.numbers[:cells] == list(model.clues), f"{order}x{order} seed {seed}: clues differ"
    assert [byte & 0x0F for byte in result.board[:cells]] == list(model.solution)
    assert shape_of(result.board[:cells]) == model.shape
    assert result.layouts == model.grids
    assert rom.read("black_count") == sum(1 for clue in model.clues if clue)
    return result


@pytest.mark.parametrize("order", [w for w, _ in SIZES])
def test_rom_sudoku_easy_equals_model(su_rom, order):
    for seed in QUICK_SEEDS:
        assert_same_as_model(su_rom, order, seed, EASY)


def test_rom_sudoku_tricky_equals_model(su_rom):
    for seed in QUICK_SEEDS[:2]:
        assert_same_as_model(su_rom, 9, seed, TRICKY)


@pytest.mark.slow
@pytest.mark.parametrize("order", [w for w, _ in SIZES])
def test_rom_sudoku_equals_model_more_seeds(su_rom, order):
    """20 more seeds a board at Easy, and at 9x9 4 at Tricky (about 9,000 frames each, for now)."""
    for seed in range(100, 120):
        assert_same_as_model(su_rom, order, seed, EASY)
    if order == 9:
        for seed in range(200, 204):
            assert_same_as_model(su_rom, order, seed, TRICKY)


@pytest.mark.parametrize("order,level", [(6, EASY), (9, EASY), (9, TRICKY)])
def test_rom_sudoku_puzzles_are_unique_and_need_their_level(su_rom, order, level):
    """Judged by solve.py and the counter, not by the generator's own closure."""
    least, most = LEVELS[level]
    shape = classic_shape(order)
    for seed in (300, 301):
        result = su_rom.generate_puzzle(order, order, seed, level)
        cells = order * order
        clues = result.numbers[:cells]
        solution = [byte & 0x0F for byte in result.board[:cells]]
        assert count_solutions(shape, clues) == (1, solution)
        needed, grid = solve(shape, clues, Level.ADVANCED)
        assert needed is not None and least <= needed <= most and grid == solution


@pytest.mark.parametrize("width,height,seed,level,status", [
    (7, 7, 5, 0, io_block.STATUS_UNSUPPORTED_SIZE),
    (9, 6, 5, 0, io_block.STATUS_UNSUPPORTED_SIZE),
    (9, 9, 0, 0, io_block.STATUS_BAD_SEED),
    (9, 9, 5, 2, io_block.STATUS_UNKNOWN_DIFFICULTY),
    (6, 6, 5, 1, io_block.STATUS_UNKNOWN_DIFFICULTY),  # the learning board is Easy only
])
def test_bad_sudoku_requests_are_refused_and_change_nothing(su_rom, width, height, seed, level, status):
    su_rom.generate_puzzle(6, 6, 9, 0)
    before = (su_rom.read_bytes("board", 255), su_rom.read_bytes("numbers", 255), su_rom.read16("result_seed"))
    assert su_rom.request(io_block.COMMAND_GENERATE_PUZZLE, width, height, seed, difficulty=level) == status
    assert (su_rom.read_bytes("board", 255), su_rom.read_bytes("numbers", 255),
            su_rom.read16("result_seed")) == before


def test_export_writes_solo_game_ids_that_read_back(su_rom):
    """What `invoke export --puzzle sudoku --solutions` writes: a Solo game ID per puzzle that parses
    back to the ROM's board and clues, and the solution's digits."""
    from codegen.harness import export

    spec = find("sudoku")
    request = export.parse_request(spec, 9, 9, "easy", 2, 7)
    results = list(export.generate(su_rom, request))
    lines = [line for result in results for line in spec.export_lines(result, True)]
    assert len(lines) == 4
    for result, (text, digits) in zip(results, zip(lines[::2], lines[1::2], strict=True), strict=True):
        assert text.startswith("3x3:")
        shape, clues = parse_game_id(text)
        assert shape == classic_shape(9)
        assert clues == result.numbers[:81]
        assert digits == "".join(str(byte & 0x0F) for byte in result.board[:81])
