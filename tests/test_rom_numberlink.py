"""Numberlink on the cartridge: the puzzles it makes are the Python model's for every size, seed and
difficulty (board, pairs, solution and the number of boards drawn), unique by the independent counter,
and the game plays through the buttons as a Flow player expects: draw from an end, step back, cut
another path, erase, undo, win, save and resume."""

from __future__ import annotations

import itertools

import pytest
from numberlink_checks import count_solutions, solutions
from shared_cache import remember

from codegen.emit import io_block
from codegen.emit.cartridge import board_placement
from codegen.emit.cgb import pair_look
from codegen.emit.tile_set import tile_set
from codegen.harness.numberlink_player import STEP, Player, solution_paths
from codegen.harness.rom_driver import (
    CartRom,
    pause_choose,
    pause_quit,
    start_seeded_game,
    title_choose_puzzle,
    title_select,
)
from codegen.puzzles import REGISTRY, find, puzzle_number
from codegen.puzzles.numberlink.board import Board
from codegen.puzzles.numberlink.puzzle import generate_puzzle
from codegen.puzzles.numberlink.solve import Level
from codegen.puzzles.numberlink.tables import SIZES, big_max_pairs, sizes_context

NUMBERLINK = puzzle_number("numberlink")
QUICK_SEEDS = [1, 2, 65535]


@pytest.fixture(scope="module")
def nl_rom(built_rom):
    with CartRom(built_rom.rom) as running:
        running.puzzle = NUMBERLINK
        yield running


def assert_same_as_model(rom, width, height, seed, level):
    result = rom.generate_puzzle(width, height, seed, level)
    model = remember(f"numberlink {width}x{height} seed {seed} level {level}",
                     lambda: generate_puzzle(width, height, seed, Level(level)))
    assert (result.width, result.height, result.seed, result.difficulty) == (width, height, seed, level)
    assert result.numbers == list(model.board.cells), f"{width}x{height} seed {seed}: ends differ"
    assert result.board == list(model.solution), f"{width}x{height} seed {seed}: solution differs"
    assert result.layouts == model.draws
    assert rom.read("black_count") == len(model.board.pairs)
    return result


@pytest.mark.parametrize("level", [0, 1])
@pytest.mark.parametrize("width,height", SIZES)
def test_rom_numberlink_equals_model(nl_rom, width, height, level):
    for seed in QUICK_SEEDS:
        assert_same_as_model(nl_rom, width, height, seed, level)


@pytest.mark.slow
@pytest.mark.parametrize("width,height", SIZES)
def test_rom_numberlink_equals_model_100_seeds(nl_rom, width, height):
    """100 more seeds a size, Easy and Tricky in turn (with the quick test: 103 seeds a size)."""
    for seed in range(100, 200):
        assert_same_as_model(nl_rom, width, height, seed, seed % 2)


@pytest.mark.parametrize("width,height", [(5, 5), (7, 7), (8, 6)])
def test_rom_numberlink_puzzles_are_unique_by_the_counter(nl_rom, width, height):
    for seed in range(300, 306):
        for level in (0, 1):
            result = nl_rom.generate_puzzle(width, height, seed, level)
            assert count_solutions(Board(width, height, tuple(result.numbers))) == 1


@pytest.mark.parametrize("width,height,seed,level,status", [
    (9, 9, 5, 0, io_block.STATUS_UNSUPPORTED_SIZE),
    (4, 4, 5, 0, io_block.STATUS_UNSUPPORTED_SIZE),
    (8, 8, 0, 0, io_block.STATUS_BAD_SEED),
    (8, 8, 5, 2, io_block.STATUS_UNKNOWN_DIFFICULTY),
])
def test_bad_numberlink_requests_are_refused_and_change_nothing(nl_rom, width, height, seed, level, status):
    nl_rom.generate_puzzle(6, 6, 9, 0)
    before = (nl_rom.read_bytes("board", 255), nl_rom.read_bytes("numbers", 255), nl_rom.read16("result_seed"))
    assert nl_rom.request(io_block.COMMAND_GENERATE_PUZZLE, width, height, seed, difficulty=level) == status
    assert (nl_rom.read_bytes("board", 255), nl_rom.read_bytes("numbers", 255),
            nl_rom.read16("result_seed")) == before


# ---- the game, through the buttons ----

_, NAMED = tile_set(REGISTRY)
SIDE = {(0, -1): 1, (1, 0): 2, (0, 1): 4, (-1, 0): 8}


def shape_of(width, height):
    return next(s for s in sizes_context(SIZES) if (s["width"], s["height"]) == (width, height))


def big_cell_meanings():
    """A big cell's four tiles -> the one small tile that means the same (font.py numberlink_big_tiles):
    a path cell's quadrants show the arms that touch them, an end's its label."""
    arms = ((1, 8), (1, 2), (4, 8), (4, 2))  # per quadrant: the two lines (N 1, E 2, S 4, W 8) it shows
    meanings = {}
    for suffix in ("", "_2"):
        for mask in range(16):
            quads = []
            for quadrant, (first, second) in enumerate(arms):
                code = 0 if not mask else 1 + bool(mask & first) + 2 * bool(mask & second)
                quads.append(NAMED["nl_big_lines" + suffix] + 5 * quadrant + code)
            meanings[tuple(quads)] = NAMED["path_lines" + suffix] + mask
    for pair in range(1, big_max_pairs() + 1):
        first = NAMED["nl_big_ends"] + 4 * (pair - 1)
        meanings[tuple(range(first, first + 4))] = NAMED["path_ends" + tile_set_of(pair)] + pair - 1
    return meanings


def board_tiles(rom, width, height, big=None):
    """The board's tiles, a tile a cell: a big cell (2x2 tiles, where a game's board fits the screen so;
    ``big`` False: the explorer, which draws small cells) is read as the small tile that means the same."""
    rom.settle()
    scale, left, top = board_placement(width, height)
    if scale > 1 and big is not False:
        meanings, tiles = big_cell_meanings(), []
        for y in range(height):
            upper = rom.background_row(top + 2 * y, left, 2 * width)
            lower = rom.background_row(top + 2 * y + 1, left, 2 * width)
            for x in range(width):
                quads = (upper[2 * x], upper[2 * x + 1], lower[2 * x], lower[2 * x + 1])
                assert quads in meanings, f"tiles {quads} of cell {x},{y} mean nothing"
                tiles.append(meanings[quads])
        return tiles
    shape = shape_of(width, height)
    tiles = []
    for y in range(height):
        tiles += rom.background_row(shape["map_y"] + y, shape["map_x"], width)
    return tiles


def cell_attributes(rom, width, height):
    """Each cell's map attribute (a big cell's four tiles all have it)."""
    scale, left, top = board_placement(width, height)
    attributes = []
    for y in range(height):
        row = rom.attribute_row(top + scale * y, left, scale * width)
        attributes += row[::scale]
        if scale > 1:
            assert row[1::2] == row[::2] and rom.attribute_row(top + 2 * y + 1, left, 2 * width) == row
    return attributes


def cell_centre(width, height, cell):
    """A screen pixel on the path through ``cell`` (its line crosses the cell's centre)."""
    scale, left, top = board_placement(width, height)
    return 8 * (left + scale * (cell % width)) + 4 * scale - 1, 8 * (top + scale * (cell // width)) + 4 * scale - 1


def tile_set_of(pair):
    """The shade-3 or shade-2 tiles of a pair (codegen/emit/cgb.py)."""
    return "" if pair_look(pair)[1] == 3 else "_2"


def expected_tiles(ends, lines, pairs=None):
    """The board's tiles for the player's ``lines``: an end shows its label, a path cell its lines in its
    pair's tile set (``pairs``: the pair of every cell the player drew on)."""
    tiles = []
    for cell, (end, mask) in enumerate(zip(ends, lines, strict=True)):
        if end:
            tiles.append(NAMED["path_ends" + tile_set_of(end)] + end - 1)
        else:
            pair = pairs[cell] if mask else 1
            tiles.append(NAMED["path_lines" + tile_set_of(pair)] + mask)
    return tiles


def lines_of(width, paths_drawn):
    lines = {}
    for path in paths_drawn:
        for a, b in itertools.pairwise(path):
            dx, dy = b % width - a % width, b // width - a // width
            lines[a] = lines.get(a, 0) | SIDE[(dx, dy)]
            lines[b] = lines.get(b, 0) | SIDE[(-dx, -dy)]
    return lines


def start_numberlink_game(rom, width, height, seed):
    """A seeded Easy game from the title: its ends, its solution (each cell's pair) and the solution's
    path of every pair."""
    title_choose_puzzle(rom, "NUMBERLINK")
    start_seeded_game(rom, width, height, "easy", seed)
    rom.settle()
    ends = list(rom.read_bytes("numbers", width * height))
    solution = list(rom.read_bytes("board", width * height))
    return ends, solution, solution_paths(width, ends, solution)


@pytest.fixture(params=[False, True], ids=["dmg", "cgb"])
def fresh_rom(built_rom, request):
    """A cartridge just powered on, in an original Game Boy and in a Game Boy Color."""
    with CartRom(built_rom.rom, cgb=request.param) as running:
        yield running


def test_draw_step_back_cut_erase_undo_and_win(fresh_rom):
    rom, width, height, seed = fresh_rom, 6, 6, 21
    start_numberlink_game(rom, width, height, seed)
    ends = list(rom.read_bytes("numbers", width * height))
    solution = list(rom.read_bytes("board", width * height))
    model = generate_puzzle(width, height, seed, Level.EASY)
    assert ends == list(model.board.cells) and solution == list(model.solution)
    assert board_tiles(rom, width, height) == expected_tiles(ends, [0] * (width * height))

    paths = solution_paths(width, ends, solution)
    player = Player(rom, width, height)
    first = paths[1]
    player.draw(first[:-1])  # all but the last step: the pair is not joined yet
    drawn = lines_of(width, [first[:-1]])
    assert board_tiles(rom, width, height) == expected_tiles(ends, [drawn.get(c, 0) for c in range(width * height)],
                                                             solution)

    # undo takes the whole stroke back
    rom.tap("select")
    assert board_tiles(rom, width, height) == expected_tiles(ends, [0] * (width * height))

    # draw it again, then step back one cell while A is held
    player.draw(first[:-1])
    player.go(first[-2])
    rom.press("a")
    rom.tick(2)
    a, b = first[-2], first[-3]
    rom.tap(STEP[(b % width - a % width, b // width - a // width)])
    rom.release("a")
    rom.tick(2)
    player.x, player.y = b % width, b // width
    drawn = lines_of(width, [first[:-2]])
    assert board_tiles(rom, width, height) == expected_tiles(ends, [drawn.get(c, 0) for c in range(width * height)],
                                                             solution)

    # B erases the path under the cursor
    rom.tap("b")
    assert board_tiles(rom, width, height) == expected_tiles(ends, [0] * (width * height))

    # every pair along its solution path: the puzzle is won
    for pair in sorted(paths):
        player.draw(paths[pair])
        if pair == max(paths):
            break
        assert rom.scene() == "PLAYING"
    rom.wait_scene("WON")


def a_cut_to_make(width, height):
    """A seed whose pair 1 runs past an end of another pair: (seed, pair 1's path, that end, the cell of
    pair 1's path beside it), found with the model."""
    for seed in range(1, 400):
        model = generate_puzzle(width, height, seed, Level.EASY)
        ends, solution = list(model.board.cells), list(model.solution)
        first = solution_paths(width, ends, solution)[1]
        for cell in first[2:-2]:  # a middle cell, with at least two cells of pair 1 either side
            x, y = cell % width, cell // width
            for end, pair in enumerate(ends):
                if pair > 1 and abs(end % width - x) + abs(end // width - y) == 1:
                    return seed, first, end, cell
    raise AssertionError("no board to cut on")


def test_drawing_into_another_path_cuts_it(fresh_rom):
    rom, width, height = fresh_rom, 6, 6
    seed, first, end, cell = a_cut_to_make(width, height)
    start_numberlink_game(rom, width, height, seed)
    ends = list(rom.read_bytes("numbers", width * height))
    player = Player(rom, width, height)
    player.draw(first)  # pair 1 joined
    player.draw([end, cell])  # from the other pair's end into pair 1's path
    at = first.index(cell)
    # pair 1 is cut at the cell: the piece from its first end stays, and so does the piece from its
    # second end (both still reach an end); the cell now carries the other pair's line
    kept = lines_of(width, [first[:at], first[at + 1:], [end, cell]])
    pairs = [1] * (width * height)
    pairs[cell] = ends[end]
    assert board_tiles(rom, width, height) == expected_tiles(ends, [kept.get(c, 0) for c in range(width * height)],
                                                             pairs)
    rom.tap("select")  # undo puts pair 1 back whole
    whole = lines_of(width, [first])
    assert board_tiles(rom, width, height) == expected_tiles(ends, [whole.get(c, 0) for c in range(width * height)],
                                                             [1] * (width * height))


@pytest.mark.parametrize("cgb", [False, True], ids=["dmg", "cgb"])
def test_a_game_is_saved_and_resumed(built_rom, cgb):
    width, height, seed = 6, 6, 33
    with CartRom(built_rom.rom, cgb=cgb) as rom:
        _, solution, paths = start_numberlink_game(rom, width, height, seed)
        Player(rom, width, height).draw(paths[2])
        rom.settle()
        shown = board_tiles(rom, width, height)
        ram = rom.stop_keeping_ram()
    with CartRom(built_rom.rom, cart_ram=ram, cgb=cgb) as rom:
        title_choose_puzzle(rom, "NUMBERLINK")
        title_select(rom, "CONTINUE")
        rom.tap("a")
        rom.wait_scene("PLAYING")
        assert board_tiles(rom, width, height) == shown
        assert list(rom.read_bytes("board", width * height)) == solution


@pytest.mark.parametrize("width,height,seed", [(10, 8, 5), (10, 10, 5)])
def test_big_and_small_boards_are_drawn_and_won(built_rom, width, height, seed):
    """10x8 fits the screen with cells of 2x2 tiles (issue 15), its cursor four sprites framing the
    cell; 10x10 does not and keeps a tile a cell. Either way the lines drawn are shown, and the
    solution wins."""
    big = board_placement(width, height)[0] > 1
    assert big == ((width, height) == (10, 8))
    with CartRom(built_rom.rom) as rom:
        ends, solution, paths = start_numberlink_game(rom, width, height, seed)
        player = Player(rom, width, height)
        assert board_tiles(rom, width, height) == expected_tiles(ends, [0] * (width * height))
        pairs = sorted(paths)
        for pair in pairs[:-1]:
            player.draw(paths[pair])
        lines = lines_of(width, [paths[p] for p in pairs[:-1]])
        assert board_tiles(rom, width, height) == expected_tiles(
            ends, [lines.get(c, 0) for c in range(width * height)], solution)
        sprites = [rom.pyboy.get_sprite(i) for i in range(4)]
        assert all(s.on_screen for s in sprites) == big
        scale, left, top = board_placement(width, height)
        cell = paths[pairs[-2]][-1]
        corner = (8 * (left + scale * (cell % width)), 8 * (top + scale * (cell // width)))
        assert (sprites[0].x, sprites[0].y) == corner  # the cursor stays where the last stroke ended
        player.draw(paths[pairs[-1]])
        rom.wait_scene("WON")


def test_numberlink_is_in_the_registry():
    spec = find("numberlink")
    assert spec.sizes == SIZES and spec.difficulties == ("easy", "tricky")


# ---- colour on a Game Boy Color, greys on the original ----

def test_each_pair_has_its_colour_on_a_game_boy_color(built_rom):
    """In colour mode the palettes are the cartridge's, every end and every drawn cell takes its pair's
    palette through the map attributes, the screen shows the pairs in different colours, and leaving
    the game leaves no colour behind."""
    from codegen.emit.cgb import bg_palettes, palette_bytes

    width, height, seed = 6, 6, 21
    with CartRom(built_rom.rom, cgb=True) as rom:
        assert rom.read_symbol_byte("_platform_cgb") == 1
        start_numberlink_game(rom, width, height, seed)
        assert rom.cgb_background_palettes() == palette_bytes(bg_palettes())
        ends = list(rom.read_bytes("numbers", width * height))
        solution = list(rom.read_bytes("board", width * height))
        paths = solution_paths(width, ends, solution)
        player = Player(rom, width, height)
        player.draw(paths[1])
        player.draw(paths[2])
        attributes = cell_attributes(rom, width, height)
        for cell in range(width * height):
            drawn = cell in paths[1] or cell in paths[2] or ends[cell]
            pair = ends[cell] or solution[cell]
            assert attributes[cell] == (pair_look(pair)[0] if drawn else 0), cell
        rom.settle()
        rom.pyboy.tick(1, True)  # render a frame
        pixels = rom.pyboy.screen.ndarray
        seen = []
        for pair in (1, 2):
            cell = paths[pair][1]  # a path cell next to the first end: its line crosses the centre pixel
            x, y = cell_centre(width, height, cell)
            red, green, blue = (int(v) for v in pixels[y, x, :3])
            assert len({red, green, blue}) > 1, f"pair {pair} is drawn in grey"
            seen.append((red, green, blue))
        assert seen[0] != seen[1]
        pause_quit(rom)
        assert all(not any(rom.attribute_row(row)) for row in range(18))


def test_the_original_game_boy_plays_it_in_greys(built_rom):
    """On a DMG the flag stays 0, no attribute is written (they would land in the tile map), and a
    pair's lines show in its shade: black, or dark grey for the pairs of the shade-2 set."""
    width, height, seed = 6, 6, 21
    with CartRom(built_rom.rom, cgb=False) as rom:
        assert rom.read_symbol_byte("_platform_cgb") == 0
        ends, solution, paths = start_numberlink_game(rom, width, height, seed)
        player = Player(rom, width, height)
        dim = next(p for p in paths if pair_look(p)[1] == 2)
        for pair in (1, dim):
            player.draw(paths[pair])
        shades = rom.screen_shades()
        for pair in (1, dim):
            cell = paths[pair][1]
            x, y = cell_centre(width, height, cell)
            assert shades[y][x] == pair_look(pair)[1]
        lines = lines_of(width, [paths[1], paths[dim]])
        pairs = [solution[c] for c in range(width * height)]
        assert board_tiles(rom, width, height) == expected_tiles(
            ends, [lines.get(c, 0) for c in range(width * height)], pairs)


def test_the_explorer_shows_the_ends_then_the_solution(nl_rom):
    result = nl_rom.generate_puzzle(8, 8, 5, 0)
    ends, solution = result.numbers, result.board
    assert board_tiles(nl_rom, 8, 8, big=False) == expected_tiles(ends, [0] * 64)
    nl_rom.tap("start")
    lines = lines_of(8, list(solution_paths(8, ends, solution).values()))
    shown = expected_tiles(ends, [lines.get(c, 0) for c in range(64)], solution)
    # the explorer draws the rows a VBlank at a time: the queue can be empty between two of them
    nl_rom.wait_for(lambda: board_tiles(nl_rom, 8, 8, big=False) == shown, 120, "the solution on the board")


def test_export_writes_the_text_form_that_reads_back(nl_rom):
    """What `invoke export --puzzle numberlink --solutions` writes: each puzzle parses back (board.py's
    reader, the form Numberlink solvers read) to the ROM's ends, its solution rows are the ROM's
    solution, and the counter finds exactly that one solution."""
    from codegen.harness import export
    from codegen.puzzles.numberlink.board import parse_board, parse_solution_grid

    spec = find("numberlink")
    request = export.parse_request(spec, 7, 7, "tricky", 3, 500)
    results = list(export.generate(nl_rom, request))
    text = "\n".join(line for result in results for line in spec.export_lines(result, True))
    blocks = [block for block in text.split("\n\n") if block.strip()]
    assert len(blocks) == 3
    for block, result in zip(blocks, results, strict=True):
        lines = block.splitlines()
        assert lines[0] == f"; seed {result.seed}"
        board = parse_board("\n".join(lines[:9]))
        assert list(board.cells) == result.numbers
        assert parse_solution_grid(board, lines[9:16]) == result.board
        (only,) = solutions(board, limit=2)
        assert sorted(c for path in only.values() for c in path) == list(range(49))
        assert all(result.board[c] == pair for pair, path in only.items() for c in path)
    plain = spec.export_lines(results[0], False)
    assert len(plain) == 1 + 1 + 7 + 1 and plain[-1] == ""


def test_check_rules_says_what_is_left_and_restart_clears_the_board(built_rom):
    width, height, seed = 6, 6, 21
    with CartRom(built_rom.rom) as rom:
        ends, _, paths = start_numberlink_game(rom, width, height, seed)
        player = Player(rom, width, height)
        player.draw(paths[1])
        pause_choose(rom, 2)
        rom.settle()
        assert rom.text_row(1).strip() == "PAIR 2 IS NOT JOINED"  # the first pair not joined, by number
        for pair in sorted(paths)[1:]:
            player.draw(paths[pair][:-1] if pair == 3 else paths[pair])  # pair 3 stops one short
        pause_choose(rom, 2)
        rom.settle()
        assert rom.text_row(1).strip() == "PAIR 3 IS NOT JOINED"
        pause_choose(rom, 1)
        assert board_tiles(rom, width, height) == expected_tiles(ends, [0] * (width * height))


def test_adding_a_puzzle_moved_no_part_of_an_existing_save():
    """The save of the cartridge with Hitori alone (version 2) keeps every field where it was: a puzzle
    added to the registry appends its parts, so saves made before it are still read right. The puzzle
    made ahead comes after them all and may move: it is made again when it does not check out."""
    from codegen.emit import save_layout

    hitori_only = {name: at for name, at in save_layout.offsets(REGISTRY[:1]).items() if not name.startswith("ahead_")}
    now = save_layout.offsets(REGISTRY)
    assert {name: now[name] for name in hitori_only} == hitori_only
    assert save_layout.spans(REGISTRY)["hitori_game"] == save_layout.spans(REGISTRY[:1])["hitori_game"]


def test_a_second_seeded_game_in_one_power_on_gets_its_own_seed(built_rom):
    """The seed entry remembers the last seed: the harness reads what it shows instead of assuming 00001."""
    with CartRom(built_rom.rom) as rom:
        title_choose_puzzle(rom, "NUMBERLINK")
        start_seeded_game(rom, 6, 6, "easy", 4321)
        assert rom.read16("result_seed") == 4321
        pause_quit(rom)
        start_seeded_game(rom, 6, 6, "easy", 987)
        assert rom.read16("result_seed") == 987
        assert list(rom.read_bytes("numbers", 36)) == list(generate_puzzle(6, 6, 987, Level.EASY).board.cells)
