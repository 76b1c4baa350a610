"""Palisade on the cartridge: the division, the solver and the generator on the device give the Python
model's puzzles bit for bit (clues, regions, divisions made, failed division attempts, divisions
dropped for a swappable square), every puzzle is unique by the independent counter, the explorer
shows it, the export writes Tatham's game IDs, and the game is played through the buttons: walls,
open marks, undo, the rule check, restart, win, save and resume."""

from __future__ import annotations

import itertools

import pytest
from palisade_checks import palisade_solutions
from shared_cache import remember

from codegen.emit import io_block
from codegen.emit.cartridge import board_placement
from codegen.emit.tile_set import tile_set
from codegen.harness.palisade_player import cursor_cell, mark_side, solution_walls
from codegen.harness.rom_driver import (
    CartRom,
    Cursor,
    pause_choose,
    start_seeded_game,
    title_choose_puzzle,
    title_select,
)
from codegen.puzzles import REGISTRY, find, puzzle_number
from codegen.puzzles.palisade import model_clues
from codegen.puzzles.palisade.export import parse_game_id
from codegen.puzzles.palisade.puzzle import generate_puzzle
from codegen.puzzles.palisade.solve import BORDER, OPEN, UNKNOWN, Level
from codegen.puzzles.palisade.tables import SIZES, sizes_context
from codegen.puzzles.palisade.tiles import CLUE_DIGITS, CONTENTS, FILLED_CONTENTS

PALISADE = puzzle_number("palisade")


@pytest.fixture(scope="module")
def pal_rom(built_rom):
    with CartRom(built_rom.rom) as running:
        running.puzzle = PALISADE
        running.request_frame_limit = 200_000
        yield running


def model_puzzle(width, height, k, seed, level):
    """The model's puzzle, made once for every back end's ROM (and every worker: shared_cache.py)."""
    return remember(f"palisade {width}x{height} k{k} seed {seed} level {level}",
                    lambda: generate_puzzle(width, height, k, seed, Level(level)))


def assert_same_as_model(rom, width, height, k, seed, level):
    result = rom.generate_puzzle(width, height, seed, level)
    model = model_puzzle(width, height, k, seed, level)
    assert (result.width, result.height, result.seed, result.difficulty) == (width, height, seed, level)
    assert model_clues(result.numbers) == list(model.clues), f"{width}x{height} seed {seed}: clues differ"
    assert result.board == list(model.regions), f"{width}x{height} seed {seed}: regions differ"
    assert (result.layouts, result.numberings) == (model.divisions, model.restarts)
    dropped = rom.read_symbol16("_pal_squares_dropped")  # divisions dropped for a swappable square
    assert dropped == model.squares, f"{width}x{height} seed {seed}: {dropped} squares, the model {model.squares}"
    assert rom.read("black_count") == sum(c >= 0 for c in model.clues)
    return result


@pytest.mark.parametrize("level", list(Level))
@pytest.mark.parametrize("width,height,k", SIZES)
def test_rom_palisade_equals_model(pal_rom, width, height, k, level):
    for seed in (1, 65535):
        assert_same_as_model(pal_rom, width, height, k, seed, int(level))


@pytest.mark.slow
@pytest.mark.parametrize("level", list(Level))
@pytest.mark.parametrize("width,height,k", SIZES)
def test_rom_palisade_equals_model_100_seeds(pal_rom, width, height, k, level):
    for seed in range(100, 200):
        assert_same_as_model(pal_rom, width, height, k, seed, int(level))


@pytest.mark.parametrize("width,height,k", [(5, 5, 5), (6, 6, 6)])
def test_rom_palisade_puzzles_are_unique_by_the_counter(pal_rom, width, height, k):
    for seed in (300, 301, 302):
        result = pal_rom.generate_puzzle(width, height, seed, 0)
        (only,) = palisade_solutions(width, height, k, model_clues(result.numbers), limit=2)
        number: dict[int, int] = {}
        assert [number.setdefault(r, len(number)) for r in only] == result.board


def test_progress_is_shown_while_a_puzzle_is_made(pal_rom):
    """A long generation (15x12 Easy, seed 2: one division, about 10 seconds) keeps changing the status
    row, so the screen never looks frozen: at least every two seconds from the request to the puzzle,
    "MAKING D<divisions made> C<clues still to try>", the clues counting down to the last and the
    divisions the model's."""
    model = model_puzzle(15, 12, 10, 2, Level.EASY)
    pal_rom.write("puzzle", PALISADE)
    pal_rom.write("width", 15)
    pal_rom.write("height", 12)
    pal_rom.write16("seed", 2)
    pal_rom.write("difficulty", int(Level.EASY))
    pal_rom.write("command", io_block.COMMAND_GENERATE_PUZZLE)
    started = pal_rom.frames
    seen: list[str] = []
    changed = [started]  # the frames the row changed on
    while pal_rom.read("done") != 1 or pal_rom.read("command") != io_block.COMMAND_IDLE:
        row = pal_rom.text_row(1).strip()
        if row.startswith("MAKING") and (not seen or seen[-1] != row):
            seen.append(row)
            changed.append(pal_rom.frames)
        pal_rom.tick(2)
        assert pal_rom.frames - started < 10_000
    changed.append(pal_rom.frames)
    assert pal_rom.read("status") == io_block.STATUS_OK
    assert changed[-1] - started > 300 and len(seen) >= 5, seen
    assert max(b - a for a, b in itertools.pairwise(changed)) <= 120, changed
    words = [row.split() for row in seen]
    assert all(len(w) == 3 and w[1][0] == "D" and w[2][0] == "C" for w in words), seen
    divisions = [int(w[1][1:]) for w in words]
    left = [int(w[2][1:]) for w in words]
    assert divisions == [model.divisions] * len(seen)  # one division: the clues only count down
    assert left == sorted(left, reverse=True) and left[0] <= 180 and left[-1] >= 1, left


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


# ---- the board on screen, and the game through the buttons ----

NAMED = tile_set(REGISTRY)[1]
SIDE_STEP = {"up": (0, -1), "right": (1, 0), "down": (0, 1), "left": (-1, 0)}


def shape_of(width, height):
    return next(s for s in sizes_context() if (s["width"], s["height"]) == (width, height))


def game_draws_big(width, height):
    return board_placement(width, height, 1, 1)[0] > 1


def board_tiles(rom, width, height, big=None):
    """The board's tiles: small cells with the east edge's column and the south edge's row, or big
    ones (a tile for every cell, side and grid point: 2w + 1 columns, 2h + 1 rows), as a game draws
    this size (``big`` None) or as asked (the explorer draws small cells)."""
    _, left, top = board_placement(width, height, 1, 1)
    rom.settle()
    if game_draws_big(width, height) if big is None else big:
        return [rom.background_row(top + r, left, 2 * width + 1) for r in range(2 * height + 1)]
    shape = shape_of(width, height)
    return [rom.background_row(shape["map_y"] + y, shape["map_x"], width + 1) for y in range(height + 1)]


class Marks:
    """The player's marks as the test keeps them: (low cell, "E" or "S") -> UNKNOWN, BORDER or OPEN."""

    def __init__(self, width, height):
        self.width, self.height, self.sides = width, height, {}

    def side_of(self, cell, direction):
        """The side of ``cell`` towards ``direction`` as (low cell, "E"/"S"); None on the grid's edge."""
        x, y = cell % self.width, cell // self.width
        dx, dy = SIDE_STEP[direction]
        if not (0 <= x + dx < self.width and 0 <= y + dy < self.height):
            return None
        if dx + dy < 0:
            return (cell + dx + dy * self.width, "E" if dx else "S")
        return (cell, "E" if dx else "S")

    def get(self, cell, direction):
        side = self.side_of(cell, direction)
        return BORDER if side is None else self.sides.get(side, UNKNOWN)


def areas(width, height, marks, passable):
    """The board's areas: the cells reached from each other across sides whose mark ``passable``
    accepts, each area's cells listed from its first in reading order."""
    seen, found = set(), []
    for start in range(width * height):
        if start in seen:
            continue
        seen.add(start)
        area, stack = [], [start]
        while stack:
            cell = stack.pop()
            area.append(cell)
            for direction, (dx, dy) in SIDE_STEP.items():
                x, y = cell % width + dx, cell // width + dy
                if 0 <= x < width and 0 <= y < height and passable(marks.get(cell, direction)) \
                        and y * width + x not in seen:
                    seen.add(y * width + x)
                    stack.append(y * width + x)
        found.append(area)
    return found


def closed_regions(width, height, marks):
    """The cells of every area the walls marked fence in at exactly K cells (docs/playing.md: such a
    region is filled), found here by the test's own flood."""
    k = shape_of(width, height)["k"]
    return {cell for area in areas(width, height, marks, lambda state: state != BORDER) if len(area) == k
            for cell in area}


def expected_board(width, height, clues, marks, faults=frozenset(), big=None, fill=True):
    """What the board must show (codegen/puzzles/palisade/tiles.py's numbering), worked out here: a
    closed region's cells filled (not in the explorer: ``fill`` False)."""
    def content(cell):
        return 0 if clues[cell] < 0 else 1 + clues[cell] + (CLUE_DIGITS if cell in faults else 0)

    filled = closed_regions(width, height, marks) - set(faults) if fill else set()
    if game_draws_big(width, height) if big is None else big:
        return expected_big_board(width, height, content, marks, filled)
    rows = []
    for y in range(height):
        row = []
        for x in range(width):
            cell = y * width + x
            north, west = marks.get(cell, "up"), marks.get(cell, "left")
            if cell in filled:
                row.append(NAMED["pal_filled"] + ((north == BORDER) * 2 + (west == BORDER)) * FILLED_CONTENTS
                           + content(cell))
                continue
            row.append(NAMED["pal_cells"] + (north * 3 + west) * CONTENTS + content(cell))
        rows.append([*row, NAMED["pal_edge_east"]])
    rows.append([NAMED["pal_edge_south"]] * width + [NAMED["pal_edge_corner"]])
    return rows


def expected_big_board(width, height, content, marks, filled):
    """Big cells: cells at odd columns and rows, sides between them, grid points at even ones; in a
    filled region its cells, the sides between them and the grid points among them filled."""
    def west(x, y):  # the side west of cell (x, y), x up to width (the east edge)
        return marks.get(y * width + x, "left") if x < width else BORDER

    def north(x, y):
        return marks.get(y * width + x, "up") if y < height else BORDER

    rows = []
    for r in range(2 * height + 1):
        row = []
        for c in range(2 * width + 1):
            x, y = c // 2, r // 2
            cell = y * width + x
            if c % 2 and r % 2:
                row.append(NAMED["pal_big_filled"] + content(cell) if cell in filled
                           else NAMED["pal_big_cells"] + content(cell))
            elif c % 2:
                row.append(NAMED["pal_big_fill"] if north(x, y) != BORDER and cell in filled
                           else NAMED["pal_big_hsides"] + north(x, y))
            elif r % 2:
                row.append(NAMED["pal_big_fill"] if west(x, y) != BORDER and cell in filled
                           else NAMED["pal_big_vsides"] + west(x, y))
            else:  # a grid point: its arms, off the board drawn as open
                arms = (west(x, y - 1) if y else OPEN, north(x, y) if x < width else OPEN,
                        west(x, y) if y < height else OPEN, north(x - 1, y) if x else OPEN)
                n, e, s, w = arms
                round_it = {cell, cell - 1, cell - width, cell - width - 1}
                if 0 < x < width and 0 < y < height and BORDER not in arms and round_it <= filled:
                    row.append(NAMED["pal_big_fill"])
                else:
                    row.append(NAMED["pal_big_points"] + ((n * 3 + e) * 3 + s) * 3 + w)
        rows.append(row)
    return rows


class Player:
    """Marks sides through the buttons: the cursor to a cell, then a direction with A (border) or B
    (open) held; every mark is also kept in ``marks``."""

    def __init__(self, rom, width, height):
        self.rom, self.cursor, self.marks = rom, Cursor(rom, width, height), Marks(width, height)

    def mark(self, cell, direction, button):
        mark_side(self.rom, self.cursor, cell, direction, button)
        side = self.marks.side_of(cell, direction)
        if side is not None:
            state = BORDER if button == "a" else OPEN
            self.marks.sides[side] = UNKNOWN if self.marks.sides.get(side, UNKNOWN) == state else state


def start_palisade_game(rom, width, height, seed):
    title_choose_puzzle(rom, "PALISADE")
    start_seeded_game(rom, width, height, "easy", seed)
    rom.settle()


def test_walls_open_marks_undo_and_win(built_rom):
    width, height, seed = 5, 5, 11
    model = generate_puzzle(width, height, 5, seed, Level.EASY)
    with CartRom(built_rom.rom) as rom:
        start_palisade_game(rom, width, height, seed)
        clues = model_clues(rom.read_bytes("numbers", width * height))
        assert clues == list(model.clues)
        player = Player(rom, width, height)
        assert board_tiles(rom, width, height) == expected_board(width, height, clues, player.marks)
        assert rom.text_row(1).strip() == "A+ARROW:WALL B:OPEN"

        steps = [(6, "right", "a"), (6, "right", "a"), (6, "down", "b"), (6, "down", "a"), (12, "left", "a"),
                 (12, "up", "b")]
        for cell, direction, button in steps:
            player.mark(cell, direction, button)
            assert board_tiles(rom, width, height) == expected_board(width, height, clues, player.marks)
        # undo takes the changes back one at a time: the north of 12 (open), the west of 12, then the south
        # of 6 back to open, then to unknown
        for side, before in [((7, "S"), UNKNOWN), ((11, "E"), UNKNOWN), ((6, "S"), OPEN), ((6, "S"), UNKNOWN)]:
            rom.tap("select")
            player.marks.sides[side] = before
            assert board_tiles(rom, width, height) == expected_board(width, height, clues, player.marks)

        player.mark(2, "up", "a")  # the grid's edge is always a wall
        assert rom.text_row(1).strip() == "THE EDGE IS A WALL"
        assert board_tiles(rom, width, height) == expected_board(width, height, clues, player.marks)

        walls = solution_walls(width, height, model.regions)
        player.mark(0, "right" if (0, "right") not in walls else "down", "b")  # an open mark where it belongs
        for cell, direction in walls[:-1]:
            player.mark(cell, direction, "a")
        assert rom.scene() == "PLAYING"
        assert board_tiles(rom, width, height) == expected_board(width, height, clues, player.marks)
        player.mark(*walls[-1], "a")
        rom.wait_scene("WON")


def expected_check(width, height, k, clues, marks, regions):
    """The rule check's words, its clue faults and the cell it points the cursor at (None: it stays), from
    the rules as docs/playing.md states them, worked out here independently of the cartridge."""
    cells = range(width * height)
    directions = ("up", "right", "down", "left")
    faults, first, where = [], None, None
    for cell in cells:
        if clues[cell] < 0:
            continue
        states = [marks.get(cell, d) for d in directions]
        walls, opened = states.count(BORDER), states.count(OPEN)
        if walls > clues[cell] or opened > 4 - clues[cell]:
            faults.append(cell)
            if first is None:
                where = cell
                first = f"CLUE {clues[cell]} HAS {walls} WALLS" if walls > clues[cell] else \
                    f"CLUE {clues[cell]} HAS {opened} OPEN"
    if first:
        return first, set(faults), where
    joined = [area for area in areas(width, height, marks, lambda state: state == OPEN) if len(area) > k]
    if joined:
        return f"JOINED {len(joined[0])}, REGIONS {k}", set(), joined[0][0]
    fenced = [area for area in areas(width, height, marks, lambda state: state != BORDER) if len(area) % k]
    if fenced:
        return f"FENCED {len(fenced[0])}, REGIONS {k}", set(), fenced[0][0]
    walls = {(c, d) for c, d in solution_walls(width, height, regions)}
    drawn = {(c, {"E": "right", "S": "down"}[s]) for (c, s), state in marks.sides.items() if state == BORDER}
    return ("NO RULE BROKEN" if drawn == walls else "NO RULE BROKEN YET"), set(), None


def check_rules(rom, width, height, k, clues, player, regions):
    pause_choose(rom, 2)
    rom.settle()
    words, faults, where = expected_check(width, height, k, clues, player.marks, regions)
    assert rom.text_row(1).strip() == words
    assert board_tiles(rom, width, height) == expected_board(width, height, clues, player.marks, faults)
    if where is not None:  # the cursor went to the fault
        player.cursor.x, player.cursor.y = where % width, where // width
        assert cursor_cell(rom, width, height) == where
    return words



@pytest.mark.parametrize("width,height,k,seed", [(6, 6, 6, 5), (8, 8, 4, 3)])
def test_big_and_small_boards_are_drawn_and_won(built_rom, width, height, k, seed):
    """6x6 fits the screen with a tile for every cell, side and grid point (issue 15: 16 pixels from
    cell to cell, the cursor four sprites round the cell); 8x8 does not (17 rows) and keeps a tile a
    cell. Either way the walls drawn are the marks, and the solution's walls win."""
    model = generate_puzzle(width, height, k, seed, Level.EASY)
    assert game_draws_big(width, height) == ((width, height) == (6, 6))
    with CartRom(built_rom.rom) as rom:
        start_palisade_game(rom, width, height, seed)
        clues = list(model.clues)
        player = Player(rom, width, height)
        assert board_tiles(rom, width, height) == expected_board(width, height, clues, player.marks)
        walls = solution_walls(width, height, model.regions)
        for cell, direction in walls[:-1]:
            player.mark(cell, direction, "a")
            assert cursor_cell(rom, width, height) == cell
        big = [rom.pyboy.get_sprite(i) for i in range(4)]
        assert all(s.on_screen for s in big) == game_draws_big(width, height)
        assert board_tiles(rom, width, height) == expected_board(width, height, clues, player.marks)
        player.mark(*walls[-1], "a")
        rom.wait_scene("WON")


def region_walls(width, height, regions, inside):
    """The walls round the cells ``inside`` (a set of cells), as (cell, direction), the grid's edge left out."""
    walls = []
    for cell in sorted(inside):
        x, y = cell % width, cell // width
        for direction, (dx, dy) in SIDE_STEP.items():
            if 0 <= x + dx < width and 0 <= y + dy < height and (y + dy) * width + x + dx not in inside:
                walls.append((cell, direction))
    return walls


def filled_shown(rom, width, height):
    """The cells the board shows filled, read from their tiles alone."""
    tiles = board_tiles(rom, width, height)
    if game_draws_big(width, height):
        first, count = NAMED["pal_big_filled"], FILLED_CONTENTS
        return {y * width + x for y in range(height) for x in range(width)
                if first <= tiles[2 * y + 1][2 * x + 1] < first + count}
    first, count = NAMED["pal_filled"], 4 * FILLED_CONTENTS
    return {y * width + x for y in range(height) for x in range(width) if first <= tiles[y][x] < first + count}


@pytest.mark.parametrize("width,height,k,seed", [(6, 6, 6, 5), (10, 10, 5, 4)])
def test_a_region_fills_as_its_walls_close_it_and_empties_when_one_goes(built_rom, width, height, k, seed):
    """Issue 37: walls that close an area of exactly K cells fill it with light grey (big cells at 6x6:
    the sides and grid points inside too; small cells at 10x10), taking one of them away empties it,
    and an area of 2K closed by walls is not filled."""
    model = generate_puzzle(width, height, k, seed, Level.EASY)
    regions = list(model.regions)
    with CartRom(built_rom.rom) as rom:
        start_palisade_game(rom, width, height, seed)
        player = Player(rom, width, height)
        last = regions[-1]  # the region of the last cell: in a corner, so its walls are few
        region = {c for c in range(width * height) if regions[c] == last}
        walls = region_walls(width, height, regions, region)
        for cell, direction in walls[:-1]:
            player.mark(cell, direction, "a")
            assert filled_shown(rom, width, height) == set()
        player.mark(*walls[-1], "a")
        assert filled_shown(rom, width, height) == region
        assert board_tiles(rom, width, height) == expected_board(width, height, list(model.clues), player.marks)
        player.mark(*walls[0], "a")  # the same button again takes the wall away
        assert filled_shown(rom, width, height) == set()
        player.mark(*walls[0], "a")
        assert filled_shown(rom, width, height) == region
        # a second region beside it, walled in with it: an area of 2K, not filled
        beside = next(regions[o] for c in region for o in (c - 1, c - width) if o >= 0 and regions[o] != last
                      and (o == c - width or o % width != width - 1))
        pair = region | {c for c in range(width * height) if regions[c] == beside}
        for cell, direction in walls:
            player.mark(cell, direction, "a")  # the first region's walls away
        for cell, direction in region_walls(width, height, regions, pair):
            player.mark(cell, direction, "a")
        assert filled_shown(rom, width, height) == set()
        assert board_tiles(rom, width, height) == expected_board(width, height, list(model.clues), player.marks)


def test_the_rule_check_names_the_first_broken_rule_and_restart_clears_the_board(built_rom):
    width, height, k, seed = 6, 6, 6, 12
    model = generate_puzzle(width, height, k, seed, Level.EASY)
    clues = list(model.clues)
    with CartRom(built_rom.rom) as rom:
        start_palisade_game(rom, width, height, seed)
        player = Player(rom, width, height)
        assert check_rules(rom, width, height, k, clues, player, model.regions) == "NO RULE BROKEN YET"
        # a clue walled in on every side
        clue_cell = next(c for c in range(width * height) if clues[c] >= 0 and 0 < c % width < width - 1
                         and width <= c < width * (height - 1))
        for direction in ("up", "right", "down", "left"):
            player.mark(clue_cell, direction, "a")
        assert check_rules(rom, width, height, k, clues, player, model.regions).startswith("CLUE ")
        for _ in range(4):
            rom.tap("select")
        player.marks.sides.clear()
        # seven cells joined by open marks along the top row and down the first column
        for cell in range(width - 1):
            player.mark(cell, "right", "b")
        player.mark(0, "down", "b")
        player.mark(width, "down", "b")
        words = check_rules(rom, width, height, k, clues, player, model.regions)
        assert words.startswith(("JOINED ", "CLUE "))
        pause_choose(rom, 1)  # restart
        player.marks.sides.clear()
        assert board_tiles(rom, width, height) == expected_board(width, height, clues, player.marks)
        # one corner cell fenced in: an area that cannot make regions of k
        player.mark(width * height - 1, "up", "a")
        player.mark(width * height - 1, "left", "a")
        words = check_rules(rom, width, height, k, clues, player, model.regions)
        assert words.startswith(("FENCED ", "CLUE "))
        # the solution's walls: nothing broken any more
        pause_choose(rom, 1)
        player.marks.sides.clear()
        walls = solution_walls(width, height, model.regions)
        for cell, direction in walls[:-1]:
            player.mark(cell, direction, "a")
        assert check_rules(rom, width, height, k, clues, player, model.regions) == "NO RULE BROKEN YET"


def test_a_game_is_saved_and_resumed(built_rom):
    width, height, seed = 5, 5, 21
    model = generate_puzzle(width, height, 5, seed, Level.EASY)
    walls = solution_walls(width, height, model.regions)
    with CartRom(built_rom.rom) as rom:
        start_palisade_game(rom, width, height, seed)
        player = Player(rom, width, height)
        player.mark(0, "right", "b")
        for cell, direction in walls[:3]:
            player.mark(cell, direction, "a")
        shown = board_tiles(rom, width, height)
        assert shown == expected_board(width, height, list(model.clues), player.marks)
        ram = rom.stop_keeping_ram()
    with CartRom(built_rom.rom, cart_ram=ram) as rom:
        title_choose_puzzle(rom, "PALISADE")
        title_select(rom, "CONTINUE")
        rom.tap("a")
        rom.wait_scene("PLAYING")
        assert board_tiles(rom, width, height) == shown
        assert model_clues(rom.read_bytes("numbers", width * height)) == list(model.clues)
        player = Player(rom, width, height)
        for cell, direction in walls[3:]:
            player.mark(cell, direction, "a")
        rom.wait_scene("WON")


def test_the_explorer_shows_the_clues_then_the_solution(pal_rom):
    result = pal_rom.generate_puzzle(6, 6, 5, 0)
    clues = model_clues(result.numbers)
    marks = Marks(6, 6)
    assert board_tiles(pal_rom, 6, 6, big=False) == expected_board(6, 6, clues, marks, big=False, fill=False)
    pal_rom.tap("start")
    for cell in range(36):
        for direction, other in (("right", cell + 1), ("down", cell + 6)):
            side = marks.side_of(cell, direction)
            if side is not None:
                marks.sides[side] = BORDER if result.board[cell] != result.board[other] else OPEN
    pal_rom.wait_for(lambda: board_tiles(pal_rom, 6, 6, big=False) == expected_board(6, 6, clues, marks, big=False,
                                                                                     fill=False),
                     120, "the solution on the board")


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
