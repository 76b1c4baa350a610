"""Sudoku and Jigsaw Sudoku on the cartridge (issue 39): the puzzles it makes are the Python model's
for every board, seed and level (clues, solution, regions, grids made), each has one solution by the
model's exhaustive counter (which shares no code with either solver), rates at its level by solve.py
(the reference solver, not the generator's closure), and exports as a Solo game ID that reads back.
A jigsaw board's regions are drawn where they are, and each puzzle keeps a game of its own. The game, through the
buttons: numbers and pencil marks drawn as written (each cell's tile read from VRAM against the
font), the rule check, undo, restart, and a game saved as it goes that continues after power-off."""

from __future__ import annotations

import pytest
from checks import whites_connected
from shared_cache import remember
from test_sudoku_model import count_solutions

from codegen.emit import io_block
from codegen.emit.font import font_glyph
from codegen.emit.tile_set import tile_set
from codegen.harness.rom_driver import (
    PAUSE_CHECK,
    PAUSE_RESTART,
    CartRom,
    pause_choose,
    pause_quit,
    start_seeded_game,
    title_choose_puzzle,
    title_select,
)
from codegen.harness.sudoku_player import Player
from codegen.puzzles import REGISTRY, find, puzzle_number
from codegen.puzzles.sudoku import shape_of
from codegen.puzzles.sudoku.export import parse_game_id
from codegen.puzzles.sudoku.puzzle import EASY, LEVELS, TRICKY, classic_shape, generate_puzzle
from codegen.puzzles.sudoku.solve import Level, solve
from codegen.puzzles.sudoku.tables import SIZES

SUDOKU = puzzle_number("sudoku")
KINDS = ("sudoku", "jigsaw")  # classic boards, and jigsaw boards from the divider
QUICK_SEEDS = [1, 2, 65535]


@pytest.fixture(scope="module")
def su_rom(built_rom):
    with CartRom(built_rom.rom) as running:
        running.puzzle = SUDOKU
        running.request_frame_limit = 40_000
        yield running


def assert_same_as_model(rom, order, seed, level, kind="sudoku"):
    rom.puzzle = puzzle_number(kind)
    jigsaw = kind == "jigsaw"
    result = rom.generate_puzzle(order, order, seed, level)
    model = remember(f"{kind} {order} seed {seed} level {level}", lambda: generate_puzzle(order, seed, level, jigsaw))
    cells = order * order
    assert (result.width, result.height, result.seed, result.difficulty) == (order, order, seed, level)
    assert result.numbers[:cells] == list(model.clues), f"{kind} {order}x{order} seed {seed}: clues differ"
    assert [byte & 0x0F for byte in result.board[:cells]] == list(model.solution)
    assert shape_of(result.board[:cells]) == model.shape
    assert result.layouts == model.grids
    assert rom.read("black_count") == sum(1 for clue in model.clues if clue)
    assert rom.read("result_puzzle") == puzzle_number(kind)
    return result


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("order", [w for w, _ in SIZES])
def test_rom_sudoku_easy_equals_model(su_rom, kind, order):
    for seed in QUICK_SEEDS:
        assert_same_as_model(su_rom, order, seed, EASY, kind)


@pytest.mark.parametrize("kind", KINDS)
def test_rom_sudoku_tricky_equals_model(su_rom, kind):
    for seed in QUICK_SEEDS[:2]:
        assert_same_as_model(su_rom, 9, seed, TRICKY, kind)


@pytest.mark.slow
@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("order", [w for w, _ in SIZES])
def test_rom_sudoku_equals_model_more_seeds(su_rom, kind, order):
    """20 more seeds a board at Easy, and at 9x9 4 at Tricky (about 2,600 frames each classic, 800
    jigsaw, the medians)."""
    for seed in range(100, 120):
        assert_same_as_model(su_rom, order, seed, EASY, kind)
    if order == 9:
        for seed in range(200, 204):
            assert_same_as_model(su_rom, order, seed, TRICKY, kind)


def test_jigsaw_regions_are_the_dividers_and_differ_from_boxes(su_rom):
    """A jigsaw board's regions are n simply connected regions of n cells (the divider's promise,
    checked here by flood fill, not by the divider), and not all boxes."""
    for order in (6, 9):
        boards = [shape_of(assert_same_as_model(su_rom, order, seed, EASY, "jigsaw").board[:order * order])
                  for seed in (11, 12, 13)]
        assert any(board != classic_shape(order) for board in boards)
        for board in boards:
            for region in range(order):
                outside = [board.region_of[c] != region for c in range(order * order)]
                assert outside.count(False) == order
                assert whites_connected(order, order, outside), f"region {region} is not connected"


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("order,level", [(6, EASY), (9, EASY), (9, TRICKY)])
def test_rom_sudoku_puzzles_are_unique_and_need_their_level(su_rom, kind, order, level):
    """Judged by solve.py and the counter, not by the generator's own closure."""
    least, most = LEVELS[level]
    su_rom.puzzle = puzzle_number(kind)
    for seed in (300, 301):
        result = su_rom.generate_puzzle(order, order, seed, level)
        cells = order * order
        shape = shape_of(result.board[:cells])
        if kind == "sudoku":
            assert shape == classic_shape(order)
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


@pytest.mark.parametrize("kind,prefix", [("sudoku", "3x3:"), ("jigsaw", "9j:")])
def test_export_writes_solo_game_ids_that_read_back(su_rom, kind, prefix):
    """What `invoke export --puzzle sudoku --solutions` writes (or --puzzle jigsaw): a Solo game ID per
    puzzle that parses back to the ROM's board (its regions, for a jigsaw) and clues, and the
    solution's digits."""
    from codegen.harness import export

    spec = find(kind)
    request = export.parse_request(spec, 9, 9, "easy", 2, 7)
    results = list(export.generate(su_rom, request))
    lines = [line for result in results for line in spec.export_lines(result, True)]
    assert len(lines) == 4
    for result, (text, digits) in zip(results, zip(lines[::2], lines[1::2], strict=True), strict=True):
        assert text.startswith(prefix)
        shape, clues = parse_game_id(text)
        assert shape == shape_of(result.board[:81])
        assert (shape == classic_shape(9)) == (kind == "sudoku")
        assert clues == result.numbers[:81]
        assert digits == "".join(str(byte & 0x0F) for byte in result.board[:81])


# ---- the game, through the buttons ----

_, NAMED = tile_set(REGISTRY)


def cell_pixels(rom, cell: int) -> list[list[int]]:
    """Cell ``cell``'s tile as the game composed it in VRAM: 8 rows of 8 shades (0 white .. 3 black)."""
    rom.settle()
    base = 0x8000 + 16 * (NAMED["su_cells"] + cell)
    data = [rom.pyboy.memory[base + i] for i in range(16)]
    return [[(data[2 * y + 1] >> (7 - x) & 1) << 1 | (data[2 * y] >> (7 - x) & 1) for x in range(8)]
            for y in range(8)]


def interior(pixels: list[list[int]]) -> list[list[int]]:
    return [row[1:] for row in pixels[1:]]


def digit_shown(number: int, ink: int, paper: int) -> list[list[int]]:
    """The 7x7 inside a cell holding ``number``: the 5x7 font, a pixel clear of the rule on its left and
    of the cell's right edge (the text's own tiles put it a pixel from their left)."""
    return [[paper] + [ink if pixel == "#" else paper for pixel in line] + [paper]
            for line in font_glyph(str(number))]


def marks_shown(numbers: set[int]) -> list[list[int]]:
    """The 7x7 inside a cell with pencil marks: number d a dark grey dot at column 1 + 2 * ((d - 1) % 3),
    row 1 + 2 * ((d - 1) // 3) of it."""
    rows = [[0] * 7 for _ in range(7)]
    for number in numbers:
        rows[1 + 2 * ((number - 1) // 3)][1 + 2 * ((number - 1) % 3)] = 2
    return rows


@pytest.fixture
def game(built_rom):
    with CartRom(built_rom.rom) as rom:
        rom.wait_scene("TITLE")
        title_choose_puzzle(rom, "SUDOKU")
        start_seeded_game(rom, 6, 6, "easy", 321)
        clues = list(rom.read_bytes("numbers", 36))
        solution = [byte & 0x0F for byte in rom.read_bytes("board", 36)]
        yield rom, clues, solution


def test_numbers_and_pencil_marks_are_drawn_as_written(game):
    rom, clues, solution = game
    player = Player(rom, 6)
    first, second = [cell for cell in range(36) if not clues[cell]][:2]
    assert interior(cell_pixels(rom, first)) == [[0] * 7 for _ in range(7)]
    clue_cell = next(cell for cell in range(36) if clues[cell])
    assert interior(cell_pixels(rom, clue_cell)) == digit_shown(clues[clue_cell], 3, 0)
    player.write(first, solution[first])
    assert interior(cell_pixels(rom, first)) == digit_shown(solution[first], 2, 0)  # the player's: dark grey
    player.pencil(second, 2)
    player.pencil(second, 6)
    assert interior(cell_pixels(rom, second)) == marks_shown({2, 6})
    player.pencil(second, 2)  # again: out
    assert interior(cell_pixels(rom, second)) == marks_shown({6})
    assert rom.text_row(1).strip() == "A:NUMBER  B:ERASE"
    rom.tap("select")  # undo: the 2 back
    assert interior(cell_pixels(rom, second)) == marks_shown({2, 6})
    player.erase(second)
    assert interior(cell_pixels(rom, second)) == marks_shown(set())


def test_the_rule_check_darkens_a_number_twice_in_a_unit_and_says_where(game):
    rom, clues, _ = game
    player = Player(rom, 6)
    row = next(y for y in range(6) if any(clues[6 * y + x] for x in range(6))
               and any(not clues[6 * y + x] for x in range(6)))
    clue_cell = next(6 * row + x for x in range(6) if clues[6 * row + x])
    open_cell = next(6 * row + x for x in range(6) if not clues[6 * row + x])
    player.write(open_cell, clues[clue_cell])
    pause_choose(rom, PAUSE_CHECK)
    said = rom.text_row(1).strip()
    assert said.startswith(f"{clues[clue_cell]} TWICE IN A ")
    for cell in (open_cell, clue_cell):  # both dark, the number in white
        assert interior(cell_pixels(rom, cell)) == digit_shown(clues[clue_cell], 0, 2)
    player.write(open_cell, 0)  # emptied: the marks of the check go
    assert interior(cell_pixels(rom, clue_cell)) == digit_shown(clues[clue_cell], 3, 0)
    pause_choose(rom, PAUSE_CHECK)
    empty = sum(1 for clue in clues if not clue)
    assert rom.text_row(1).strip() == f"NO REPEATS, {empty} EMPTY"


def test_a_clue_stays_and_restart_empties_the_board(game):
    rom, clues, solution = game
    player = Player(rom, 6)
    clue_cell = next(cell for cell in range(36) if clues[cell])
    player.cursor.press(clue_cell, "a")
    assert rom.text_row(1).strip() == "A CLUE CANNOT CHANGE"
    opens = [cell for cell in range(36) if not clues[cell]]
    player.write(opens[0], solution[opens[0]])
    player.pencil(opens[1], 3)
    pause_choose(rom, PAUSE_RESTART)
    for cell in opens[:2]:
        assert interior(cell_pixels(rom, cell)) == [[0] * 7 for _ in range(7)]


def test_a_game_is_saved_as_it_goes_and_continues_after_power_off(built_rom):
    with CartRom(built_rom.rom) as rom:
        rom.wait_scene("TITLE")
        title_choose_puzzle(rom, "SUDOKU")
        start_seeded_game(rom, 9, 9, "easy", 77)
        clues = list(rom.read_bytes("numbers", 81))
        solution = [byte & 0x0F for byte in rom.read_bytes("board", 81)]
        player = Player(rom, 9)
        opens = [cell for cell in range(81) if not clues[cell]]
        for cell in opens[:5]:
            player.write(cell, solution[cell])
        player.pencil(opens[5], 9)
        player.pencil(opens[5], 1)
        shown = [cell_pixels(rom, cell) for cell in opens[:6]]
        ram = rom.stop_keeping_ram()
    with CartRom(built_rom.rom, cart_ram=ram) as rom:
        rom.wait_scene("TITLE")
        title_choose_puzzle(rom, "SUDOKU")
        title_select(rom, "CONTINUE")
        rom.tap("a")
        rom.wait_scene("PLAYING")
        assert list(rom.read_bytes("numbers", 81)) == clues
        assert [cell_pixels(rom, cell) for cell in opens[:6]] == shown
        assert interior(shown[5]) == marks_shown({1, 9})
        player = Player(rom, 9)
        player.entries = [solution[c] if c in opens[:5] else 0 for c in range(81)]
        player.solve(clues, solution)
        rom.wait_scene("WON")


def rules_drawn(rom, order: int) -> list[tuple[bool, bool]]:
    """Per cell: whether its tile's top rule and its left rule are black (a region's border or the
    board's edge) rather than light grey, read from VRAM (the corner pixel left out)."""
    drawn = []
    for cell in range(order * order):
        pixels = cell_pixels(rom, cell)
        top, left = set(pixels[0][1:]), {row[0] for row in pixels[1:]}
        assert top in ({3}, {1}) and left in ({3}, {1}), f"cell {cell}: rules {top} {left}"
        drawn.append((top == {3}, left == {3}))
    return drawn


def test_a_jigsaw_board_draws_its_regions_borders(built_rom):
    """Jigsaw Sudoku from the title menu: every cell's top and left rules are black exactly where the
    cell above or to the left lies in another region of the board the ROM made (or off the board)."""
    with CartRom(built_rom.rom) as rom:
        rom.wait_scene("TITLE")
        title_choose_puzzle(rom, "JIGSAW SUDOKU")
        start_seeded_game(rom, 9, 9, "easy", 4321)
        assert rom.read("result_puzzle") == puzzle_number("jigsaw")
        region = [byte >> 4 for byte in rom.read_bytes("board", 81)]
        assert shape_of(list(rom.read_bytes("board", 81))) != classic_shape(9)
        expected = [(cell < 9 or region[cell - 9] != region[cell], cell % 9 == 0 or region[cell - 1] != region[cell])
                    for cell in range(81)]
        assert rules_drawn(rom, 9) == expected


def test_jigsaw_and_classic_games_are_saved_apart(built_rom):
    """Each keeps a game of its own: a jigsaw game and a classic one begun after it both continue
    after power-off, each with its own numbers (the two saved games are laid out alike, a part
    apart)."""
    played = {}
    with CartRom(built_rom.rom) as rom:
        for title, seed in (("JIGSAW SUDOKU", 55), ("SUDOKU", 56)):
            title_choose_puzzle(rom, title)
            start_seeded_game(rom, 6, 6, "easy", seed)
            clues = list(rom.read_bytes("numbers", 36))
            board = list(rom.read_bytes("board", 36))
            opens = [cell for cell in range(36) if not clues[cell]]
            player = Player(rom, 6)
            for cell in opens[:3]:
                player.write(cell, board[cell] & 0x0F)
            played[title] = (clues, board, opens[:3], [cell_pixels(rom, cell) for cell in opens[:3]])
            pause_quit(rom)
        ram = rom.stop_keeping_ram()
    assert played["JIGSAW SUDOKU"][1] != played["SUDOKU"][1]
    with CartRom(built_rom.rom, cart_ram=ram) as rom:
        for title, (clues, board, written, shown) in played.items():
            title_choose_puzzle(rom, title)
            title_select(rom, "CONTINUE")
            rom.tap("a")
            rom.wait_scene("PLAYING")
            assert list(rom.read_bytes("numbers", 36)) == clues
            assert list(rom.read_bytes("board", 36)) == board
            assert [cell_pixels(rom, cell) for cell in written] == shown
            pause_quit(rom)


def test_the_two_saved_games_are_laid_out_alike():
    """su_play.c finds Jigsaw Sudoku's saved fields at Sudoku's, shifted by the distance between the
    two game parts: every field must be."""
    from codegen.emit import save_layout

    offsets = save_layout.offsets(REGISTRY)
    spans = save_layout.spans(REGISTRY)
    shift = spans["jigsaw_game"][0] - spans["sudoku_game"][0]
    fields = [field.name for field in find("sudoku").save_fields]
    assert fields == [field.name for field in find("jigsaw").save_fields]
    for name in fields:
        assert offsets[f"jigsaw_{name}"] - offsets[f"sudoku_{name}"] == shift, name
