"""Puzzles made on the cartridge: the same as the Python model's for every seed, unique by an
independent count, rated as asked, drawn, and alive on screen while they are made."""

from __future__ import annotations

import pytest
from checks import count_hitori_solutions, layout_problems
from shared_cache import remember

from codegen.common.grid import Grid
from codegen.emit import io_block
from codegen.emit.tile_set import tile_set
from codegen.puzzles import REGISTRY
from codegen.puzzles.hitori.puzzle import Difficulty, generate_puzzle, solve, solved
from codegen.puzzles.hitori.shapes import ROM_SIZES, rom_shape

PUZZLE_SIZES = [(w, h) for w, h in ROM_SIZES if min(w, h) >= 4]
SMALL_SIZES = [(w, h) for w, h in PUZZLE_SIZES if w <= 8 and h <= 8]  # where the exhaustive count is quick
QUICK_SEEDS = [1, 2, 3, 65535]
COUNTED_SEEDS = range(100, 112)  # x 2 difficulties x 7 sizes = 168 puzzles counted per run


def model_puzzle(width, height, seed, difficulty):
    """The model's puzzle, made once for every back end's ROM (and every worker: shared_cache.py)."""
    return remember(f"hitori {width}x{height} seed {seed} difficulty {difficulty}",
                    lambda: generate_puzzle(width, height, seed, Difficulty(difficulty)))


def assert_same_as_model(result, width, height, seed, difficulty):
    model = model_puzzle(width, height, seed, difficulty)
    assert (result.width, result.height, result.seed, result.difficulty) == (width, height, seed, difficulty)
    assert result.numbers == model.numbers
    assert result.black == model.solution
    assert (result.layouts, result.numberings) == (model.layouts, model.numberings)
    return model


@pytest.mark.parametrize("difficulty", [0, 1])
@pytest.mark.parametrize("width,height", PUZZLE_SIZES)
def test_rom_puzzle_equals_model(rom, width, height, difficulty):
    for seed in QUICK_SEEDS:
        result = rom.generate_puzzle(width, height, seed, difficulty)
        assert_same_as_model(result, width, height, seed, difficulty)
        assert layout_problems(width, height, result.black) == []


@pytest.mark.slow
@pytest.mark.parametrize("difficulty", [0, 1])
@pytest.mark.parametrize("width,height", PUZZLE_SIZES)
def test_rom_puzzle_equals_model_many_seeds(rom, width, height, difficulty):
    """Every size the cartridge offers, 100 seeds at each difficulty (issue 14's bar for the generator's
    assembly: the same puzzles as the model, bit for bit)."""
    for seed in range(200, 300):
        assert_same_as_model(rom.generate_puzzle(width, height, seed, difficulty), width, height, seed, difficulty)


def check_counted(rom, width, height, seed, difficulty):
    result = rom.generate_puzzle(width, height, seed, difficulty)
    found, first = count_hitori_solutions(width, height, result.numbers)
    assert found == 1, f"{width}x{height} seed {seed}: {found} solutions"
    assert first == result.black
    grid = Grid(width, height)
    easy = solved(solve(grid, result.numbers, Difficulty.EASY))
    assert easy == (difficulty == Difficulty.EASY), "Easy must solve every Easy puzzle and no Tricky one"


@pytest.mark.parametrize("difficulty", [0, 1])
@pytest.mark.parametrize("width,height", SMALL_SIZES)
def test_rom_puzzles_have_exactly_one_solution(rom, width, height, difficulty):
    """Counted by exhaustive search (tests/checks.py), which shares nothing with the generator."""
    for seed in COUNTED_SEEDS:
        check_counted(rom, width, height, seed, difficulty)


@pytest.mark.slow
@pytest.mark.parametrize("difficulty", [0, 1])
@pytest.mark.parametrize("width,height", SMALL_SIZES)
def test_rom_puzzles_have_exactly_one_solution_many_seeds(rom, width, height, difficulty):
    for seed in range(1000, 1040):
        check_counted(rom, width, height, seed, difficulty)


def snapshot(rom) -> tuple:
    return (
        rom.read("result_command"),
        rom.read("result_width"),
        rom.read16("result_seed"),
        rom.read_bytes("board", 255),
        rom.read_bytes("numbers", 255),
    )


@pytest.mark.parametrize(
    "width,height,seed,difficulty,status",
    [
        (8, 8, 5, 2, io_block.STATUS_UNKNOWN_DIFFICULTY),
        (8, 8, 5, 255, io_block.STATUS_UNKNOWN_DIFFICULTY),
        (3, 3, 5, 0, io_block.STATUS_UNSUPPORTED_SIZE),
        (16, 2, 5, 0, io_block.STATUS_UNSUPPORTED_SIZE),
        (17, 17, 5, 0, io_block.STATUS_UNSUPPORTED_SIZE),
        (8, 8, 0, 0, io_block.STATUS_BAD_SEED),
    ],
)
def test_bad_puzzle_requests_are_refused_and_change_nothing(rom, width, height, seed, difficulty, status):
    rom.generate_puzzle(6, 6, 9, 0)
    before = snapshot(rom)
    assert rom.request(io_block.COMMAND_GENERATE_PUZZLE, width, height, seed, difficulty=difficulty) == status
    assert snapshot(rom) == before


def board_tiles(rom, width, height) -> list[int]:
    shape = rom_shape(width, height)
    tiles = []
    for y in range(height):
        tiles += rom.background_row(shape.map_y + y, shape.map_x, width)
    return tiles


def test_puzzle_is_drawn_and_start_shows_the_solution(rom):
    _, named = tile_set(REGISTRY)
    result = rom.generate_puzzle(9, 9, 4321, 1)
    assert rom.text_row(0).startswith("HITORI TRICKY")
    assert rom.text_row(1).startswith("SEED 4321 ") and f"TRY {result.numberings}" in rom.text_row(1)
    assert board_tiles(rom, 9, 9) == [named["numbers_white"] + n - 1 for n in result.numbers]
    rom.hold_button_until(
        "start", lambda: board_tiles(rom, 9, 9) != [named["numbers_white"] + n - 1 for n in result.numbers], 60, "start"
    )
    rom.tick(10)
    shown = [
        named["numbers_shaded" if black else "numbers_white"] + n - 1
        for n, black in zip(result.numbers, result.black, strict=True)
    ]
    assert board_tiles(rom, 9, 9) == shown


def test_progress_is_shown_while_a_puzzle_is_made(rom):
    """A long generation (4x4 Tricky, seed 45: over fifty numberings) keeps changing the status row,
    so the screen never looks frozen."""
    model = generate_puzzle(4, 4, 45, Difficulty.TRICKY)
    assert model.numberings > 50
    rom.write("width", 4)
    rom.write("height", 4)
    rom.write16("seed", 45)
    rom.write("difficulty", 1)
    rom.write("command", io_block.COMMAND_GENERATE_PUZZLE)
    started = rom.frames
    seen = []
    while rom.read("done") != 1 or rom.read("command") != io_block.COMMAND_IDLE:
        row = rom.text_row(1)
        if row.startswith("MAKING") and (not seen or seen[-1] != row):
            seen.append(row)
        rom.tick(2)
        assert rom.frames - started < 20_000
    assert len(seen) > 20
    # the count only grows, up to the model's; a numbering that ends while the last line is still
    # waiting for VBlank is not drawn (screen_progress skips it), so the last seen is near the end
    counts = [int(row.split()[-1][1:]) for row in seen]
    assert counts == sorted(counts) and counts[-1] <= model.numberings
    assert counts[-1] >= model.numberings - 4, (counts[-1], model.numberings)


def test_export_writes_singles_game_ids_that_read_back(rom):
    """What `invoke export` writes: the ID lines parse back (the way Singles reads them) to the ROM's
    numbers, and the solution lines show its solution."""
    from codegen.harness import export
    from codegen.puzzles import find

    hitori = find("hitori")
    request = export.parse_request(hitori, 6, 6, "tricky", 3, 65535)
    assert request.seeds() == [65535, 1, 2]
    results = list(export.generate(rom, request))
    for result in results:
        lines = hitori.export_lines(result, True)
        params, desc = lines[0].split(":")
        assert params == "6x6dk"
        assert [int(ch, 36) for ch in desc] == result.numbers
        assert lines[1] == f"# seed {result.seed}"
        grid = [line.split()[1:] for line in lines[2:]]
        assert [cell == "#" for row in grid for cell in row] == result.black
        assert hitori.export_lines(result, False) == lines[:1]
    assert [r.seed for r in results] == [65535, 1, 2]


@pytest.mark.parametrize(
    "args,message",
    [
        ((3, 3, "easy", 1, 1), "no 3x3 hitori puzzles"),
        ((16, 2, "easy", 1, 1), "no 16x2 hitori puzzles"),
        ((8, 8, "hard", 1, 1), "difficulty"),
        ((8, 8, "easy", 0, 1), "count"),
        ((8, 8, "easy", 1, 0), "seed"),
    ],
)
def test_export_refuses_bad_requests(args, message):
    from codegen.harness import export
    from codegen.puzzles import find

    with pytest.raises(ValueError, match=message):
        export.parse_request(find("hitori"), *args)


def test_progress_bar():
    from codegen.harness.export import progress_bar

    assert progress_bar(0, 4, 8) == "[........] 0/4 puzzles"
    assert progress_bar(2, 4, 8) == "[####....] 2/4 puzzles"
    assert progress_bar(4, 4, 8) == "[########] 4/4 puzzles"


def test_a_hitori_puzzle_after_other_puzzles_of_the_same_board_is_still_the_models(rom):
    """Hitori's cell records lie on pages that Palisade's and Numberlink's generators use for arrays of
    their own: a Hitori board made after theirs must copy its records again (a cache of which board's
    records were loaded hung the cartridge on the second 9x9 board here)."""
    from codegen.puzzles import puzzle_number

    rom.puzzle = puzzle_number("hitori")
    assert_same_as_model(rom.generate_puzzle(9, 9, 5, 0), 9, 9, 5, 0)
    for other, (width, height) in (("palisade", (10, 10)), ("numberlink", (8, 8))):
        rom.puzzle = puzzle_number(other)
        rom.generate_puzzle(width, height, 5, 0)
        rom.puzzle = puzzle_number("hitori")
        assert_same_as_model(rom.generate_puzzle(9, 9, 6, 1), 9, 9, 6, 1)
