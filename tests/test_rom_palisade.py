"""Palisade on the cartridge (issue 13, in progress): the division, the solver and the generator on the
device give the Python model's puzzles bit for bit (clues, regions, divisions made, failed division
attempts), every puzzle is unique by the independent counter, the explorer shows it, and the export
writes Tatham's game IDs. The game itself (drawing borders) is still to come: Palisade is not on the
title menu yet.

Making a Palisade puzzle is slow on the device for now (thousands of frames at 8x8; see `invoke bench
--puzzle palisade`), so the quick tests take two seeds a size at Easy, and Tricky only where it is
quick enough; the slow set takes 25 seeds a size at Easy."""

from __future__ import annotations

import pytest
from palisade_checks import palisade_solutions

from codegen.emit import io_block
from codegen.emit.font import FIRST_CHAR
from codegen.harness.rom_driver import CartRom
from codegen.puzzles import REGISTRY, find
from codegen.puzzles.palisade import model_clues
from codegen.puzzles.palisade.export import parse_game_id
from codegen.puzzles.palisade.puzzle import generate_puzzle
from codegen.puzzles.palisade.solve import Level
from codegen.puzzles.palisade.tables import SIZES, sizes_context

PALISADE = [p.name for p in REGISTRY].index("palisade")


@pytest.fixture(scope="module")
def pal_rom(built_rom):
    with CartRom(built_rom.rom) as running:
        running.puzzle = PALISADE
        running.request_frame_limit = 200_000
        yield running


def assert_same_as_model(rom, width, height, k, seed, level):
    result = rom.generate_puzzle(width, height, seed, level)
    model = generate_puzzle(width, height, k, seed, Level(level))
    assert (result.width, result.height, result.seed, result.difficulty) == (width, height, seed, level)
    assert model_clues(result.numbers) == list(model.clues), f"{width}x{height} seed {seed}: clues differ"
    assert result.board == list(model.regions), f"{width}x{height} seed {seed}: regions differ"
    assert (result.layouts, result.numberings) == (model.divisions, model.restarts)
    assert rom.read("black_count") == sum(c >= 0 for c in model.clues)
    return result


@pytest.mark.parametrize("width,height,k", SIZES)
def test_rom_palisade_equals_model(pal_rom, width, height, k):
    for seed in (1, 65535):
        assert_same_as_model(pal_rom, width, height, k, seed, 0)


@pytest.mark.parametrize("width,height,k", [(5, 5, 5), (6, 6, 6)])
def test_rom_palisade_tricky_equals_model(pal_rom, width, height, k):
    assert_same_as_model(pal_rom, width, height, k, 7, 1)


@pytest.mark.slow
@pytest.mark.parametrize("width,height,k", SIZES)
def test_rom_palisade_equals_model_25_seeds(pal_rom, width, height, k):
    for seed in range(100, 125):
        assert_same_as_model(pal_rom, width, height, k, seed, 0)


@pytest.mark.parametrize("width,height,k", [(5, 5, 5), (6, 6, 6)])
def test_rom_palisade_puzzles_are_unique_by_the_counter(pal_rom, width, height, k):
    for seed in (300, 301, 302):
        result = pal_rom.generate_puzzle(width, height, seed, 0)
        (only,) = palisade_solutions(width, height, k, model_clues(result.numbers), limit=2)
        number: dict[int, int] = {}
        assert [number.setdefault(r, len(number)) for r in only] == result.board


@pytest.mark.parametrize("width,height,seed,level,status", [
    (7, 7, 5, 0, io_block.STATUS_UNSUPPORTED_SIZE),
    (4, 4, 5, 0, io_block.STATUS_UNSUPPORTED_SIZE),
    (5, 5, 0, 0, io_block.STATUS_BAD_SEED),
    (5, 5, 5, 2, io_block.STATUS_UNKNOWN_DIFFICULTY),
])
def test_bad_palisade_requests_are_refused_and_change_nothing(pal_rom, width, height, seed, level, status):
    pal_rom.generate_puzzle(5, 5, 9, 0)
    before = (pal_rom.read_bytes("board", 255), pal_rom.read_bytes("numbers", 255), pal_rom.read16("result_seed"))
    assert pal_rom.request(io_block.COMMAND_GENERATE_PUZZLE, width, height, seed, difficulty=level) == status
    assert (pal_rom.read_bytes("board", 255), pal_rom.read_bytes("numbers", 255),
            pal_rom.read16("result_seed")) == before


def board_text(rom, width, height):
    shape = next(s for s in sizes_context() if (s["width"], s["height"]) == (width, height))
    rows = []
    for y in range(height):
        tiles = rom.background_row(shape["map_y"] + y, shape["map_x"], width)
        rows.append("".join(chr(t + ord(FIRST_CHAR)) for t in tiles))
    return rows


def test_the_explorer_shows_the_clues_then_the_regions(pal_rom):
    result = pal_rom.generate_puzzle(6, 6, 5, 0)
    clues = model_clues(result.numbers)
    assert board_text(pal_rom, 6, 6) == ["".join("." if c < 0 else str(c) for c in clues[y * 6:y * 6 + 6])
                                         for y in range(6)]
    pal_rom.tap("start")
    letters = ["".join(chr(ord("A") + r) for r in result.board[y * 6:y * 6 + 6]) for y in range(6)]
    pal_rom.wait_for(lambda: board_text(pal_rom, 6, 6) == letters, 120, "the regions on the board")


def test_export_writes_game_ids_that_read_back(pal_rom):
    """What `invoke export --puzzle palisade --solutions` writes: each ID parses back to the ROM's
    clues, the "# " line is the ROM's regions, and the counter finds exactly that division."""
    from codegen.harness import export

    spec = find("palisade")
    request = export.parse_request(spec, 5, 5, "easy", 3, 40, region_size=5)
    results = list(export.generate(pal_rom, request))
    lines = [line for result in results for line in spec.export_lines(result, True)]
    assert len(lines) == 6
    for (id_line, solution), result in zip(zip(lines[::2], lines[1::2], strict=True), results, strict=True):
        assert id_line.startswith("5x5n5:")
        assert parse_game_id(id_line) == (5, 5, 5, model_clues(result.numbers))
        assert solution == "# " + "".join("abcdefghijklmnopqrstuvwxyz"[r] for r in result.board)
        (only,) = palisade_solutions(5, 5, 5, model_clues(result.numbers), limit=2)
        number: dict[int, int] = {}
        assert [number.setdefault(r, len(number)) for r in only] == result.board
    with pytest.raises(ValueError, match="regions of 5, not 4"):
        export.parse_request(spec, 5, 5, "easy", 1, 1, region_size=4)


def test_palisade_is_not_on_the_title_menu_yet(built_rom):
    """The title's puzzle item steps through the puzzles on the menu only."""
    from codegen.harness.rom_driver import title_choose_puzzle

    assert not find("palisade").on_menu
    with CartRom(built_rom.rom) as rom:
        rom.wait_scene("TITLE")
        with pytest.raises(AssertionError, match="never showed PALISADE"):
            title_choose_puzzle(rom, "PALISADE")
