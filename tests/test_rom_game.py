"""The cartridge as a player meets it, driven only through the buttons: title menu, a game played to
the win screen, undo, restart, the rule check, the pause menu, seeds typed in, sound, and the
battery save across power cycles (corrupt ones included).

What the ROM shows is read back from the background tile map (and the window for the pause menu);
the puzzle's solution comes from the documented WRAM interface, as a test or a cheat device would
read it. Expected values are worked out here independently: the rules, the clock from frames."""

from __future__ import annotations

import itertools
import random
import re
from pathlib import Path

import pytest
from game_screen import shaded_cells, shown_board

from codegen.common.grid import Grid
from codegen.emit import io_block, save_layout
from codegen.harness.rom_driver import (
    CartRom,
    Cursor,
    start_new_game,
    title_choose_puzzle,
    title_item_row,
    title_select,
    title_set,
)
from codegen.puzzles import REGISTRY, find
from codegen.puzzles.hitori.puzzle import Difficulty, generate_puzzle

FRAMES_PER_SECOND = 4_194_304 / 70_224
OFFSETS = save_layout.offsets(REGISTRY)
SPANS = save_layout.spans(REGISTRY)


def fresh(built_rom, cart_ram: bytes | None = None, sound: bool = False) -> CartRom:
    rom = CartRom(built_rom.rom, cart_ram=cart_ram, sound=sound)
    rom.wait_scene("TITLE")
    return rom


def assert_controls_and_seed_shown(rom: CartRom, seed: int) -> None:
    """The status row says what the buttons do; the pause menu shows the game's seed (issue 15)."""
    assert rom.text_row(1).strip() == "A:SHADE  B:CIRCLE"
    rom.tap("start")
    rom.wait_scene("PAUSED")
    assert f"SEED {seed}" in [rom.window_row(row).strip() for row in range(18)]
    rom.tap("start")
    rom.wait_scene("PLAYING")


def solve(rom: CartRom, width: int, height: int) -> None:
    """Shade the solution the interface block holds, cell by cell, row by row."""
    solution = rom.read_bytes("board", width * height)
    cursor = Cursor(rom, width, height)
    for cell, black in enumerate(solution):
        if black:
            cursor.press(cell, "a")


def time_on(text: str) -> int:
    found = re.search(r"(?:(\d+):)?(\d+):(\d\d)", text)
    assert found, text
    hours, minutes, seconds = (int(g or 0) for g in found.groups())
    return hours * 3600 + minutes * 60 + seconds


@pytest.mark.parametrize("width,height,difficulty", [(4, 4, "easy"), (6, 6, "tricky"), (10, 10, "easy"),
                                                     (5, 8, "tricky"), (16, 15, "easy")])
def test_a_game_from_title_to_win_screen(built_rom, width, height, difficulty):
    with fresh(built_rom) as rom:
        start_new_game(rom, width, height, difficulty)
        started = rom.frames
        seed = rom.read16("result_seed")
        assert (rom.read("result_width"), rom.read("result_height")) == (width, height)
        # the board on screen is the puzzle the Python model makes from the seed shown
        model = generate_puzzle(width, height, seed, Difficulty[difficulty.upper()])
        board = shown_board(rom, width, height)
        assert [cell.number for cell in board] == model.numbers
        assert all(cell.kind == "white" for cell in board)
        assert_controls_and_seed_shown(rom, seed)
        assert rom.text_row(0).startswith(f"{difficulty.upper()} {width}X{height}")
        solve(rom, width, height)
        rom.wait_scene("WON")
        played = (rom.frames - started) / FRAMES_PER_SECOND
        rows = [rom.text_row(row).strip() for row in range(18)]
        assert "PUZZLE SOLVED!" in rows
        assert f"{difficulty.upper()} {width}X{height}" in rows
        time_row = next(r for r in rows if r.startswith("TIME "))
        assert abs(time_on(time_row) - played) <= 2, (time_row, played)
        best_row = next(r for r in rows if r.startswith("BEST "))
        assert time_on(best_row) == time_on(time_row) and best_row.endswith("NEW!")
        assert f"SEED {seed}" in rows


def test_undo_steps_back_exactly_and_restart_clears(built_rom):
    with fresh(built_rom) as rom:
        start_new_game(rom, 8, 8, "easy")
        cursor = Cursor(rom, 8, 8)
        history = [shown_board(rom, 8, 8)]
        for cell, button in ((9, "a"), (10, "b"), (9, "b"), (30, "a"), (63, "a"), (30, "a")):
            cursor.press(cell, button)
            history.append(shown_board(rom, 8, 8))
        assert history[1][9].kind == "shaded" and history[2][10].kind == "circled"
        assert history[3][9].kind == "circled"  # B on a shaded cell circles it instead
        assert history[6][30].kind == "white"   # A again takes the shading off
        while len(history) > 1:
            history.pop()
            rom.tap("select")
            assert shown_board(rom, 8, 8) == history[-1]
        rom.tap("select")  # nothing left to undo: the board stays
        assert shown_board(rom, 8, 8) == history[0]
        for cell in (0, 2, 4):
            cursor.press(cell, "a")
        assert len(shaded_cells(shown_board(rom, 8, 8))) == 3
        rom.tap("start")
        rom.wait_scene("PAUSED")
        assert "PAUSED" in rom.window_row(2)
        rom.tap("down")
        assert rom.window_row(6).lstrip().startswith("> RESTART")
        rom.tap("a")
        rom.wait_scene("PLAYING")
        assert all(cell.kind == "white" for cell in shown_board(rom, 8, 8))
        rom.tap("select")  # restart also empties the undo history
        assert all(cell.kind == "white" for cell in shown_board(rom, 8, 8))


def expected_faults(numbers: list[int], shaded: set[int], width: int, height: int) -> set[int]:
    """The cells a rule check should point at, worked out here from the three rules."""
    faults: set[int] = set()
    lines = [[y * width + x for x in range(width)] for y in range(height)]
    lines += [[y * width + x for y in range(height)] for x in range(width)]
    for line in lines:
        whites = [c for c in line if c not in shaded]
        for c in whites:
            if sum(numbers[d] == numbers[c] for d in whites) > 1:
                faults.add(c)
    for c in shaded:
        x, y = c % width, c // width
        if x + 1 < width and c + 1 in shaded:
            faults |= {c, c + 1}
        if y + 1 < height and c + width in shaded:
            faults |= {c, c + width}
    regions: list[set[int]] = []
    seen: set[int] = set()
    for start in range(width * height):
        if start in shaded or start in seen:
            continue
        region, todo = set(), [start]
        while todo:
            c = todo.pop()
            if c in region:
                continue
            region.add(c)
            x, y = c % width, c // width
            for n, ok in ((c - 1, x > 0), (c + 1, x + 1 < width), (c - width, y > 0), (c + width, y + 1 < height)):
                if ok and n not in shaded and n not in region:
                    todo.append(n)
        seen |= region
        regions.append(region)
    largest = max(regions, key=len)
    faults |= {c for region in regions if region is not largest for c in region}
    return faults


def first_broken_rule(numbers, shaded, width, height) -> str:
    """What the status row says after a rule check: the first broken rule in the order rows, columns,
    touching shades, cut-off white cells, and where (columns and rows counted from 1)."""
    for lines, name in ((((y * width + x for x in range(width)) for y in range(height)), "ROW"),
                        (((y * width + x for y in range(height)) for x in range(width)), "COLUMN")):
        for index, line in enumerate(lines, start=1):
            seen = set()
            for cell in line:
                if cell in shaded:
                    continue
                if numbers[cell] in seen:
                    return f"TWO {numbers[cell]}S IN {name} {index}"
                seen.add(numbers[cell])
    for cell in range(width * height):
        x, y = cell % width, cell // width
        if cell in shaded and any(n in shaded for n in Grid(width, height).neighbours(cell)):
            return f"SHADES TOUCH: {x + 1},{y + 1}"
    cut_off = expected_faults(numbers, shaded, width, height)  # no repeats, no touching: only these left
    if cut_off:
        cell = min(cut_off)
        return f"CUT OFF WHITE: {cell % width + 1},{cell // width + 1}"
    return "NO RULE IS BROKEN"


def test_rule_check_points_at_the_cells_that_break_rules(built_rom):
    with fresh(built_rom) as rom:
        start_new_game(rom, 6, 6, "easy")
        numbers = list(rom.read_bytes("numbers", 36))
        shaded = {0, 1, 7, 12}  # two pairs side by side; cell 6 is cut off from the rest
        cursor = Cursor(rom, 6, 6)
        for cell in sorted(shaded):
            cursor.press(cell, "a")
        rom.tap("start")
        rom.wait_scene("PAUSED")
        rom.tap("down")
        rom.tap("down")
        assert rom.window_row(7).lstrip().startswith("> CHECK RULES")
        rom.tap("a")
        rom.wait_scene("PLAYING")
        board = shown_board(rom, 6, 6)
        shown_faults = {i for i, cell in enumerate(board) if cell.kind.endswith("error")}
        expected = expected_faults(numbers, shaded, 6, 6)
        assert {0, 1, 6, 7} <= expected and 12 not in expected
        assert shown_faults == expected
        assert rom.text_row(1).strip() == first_broken_rule(numbers, shaded, 6, 6)
        cursor.press(1, "a")  # any change takes the fault marks away
        assert not any(cell.kind.endswith("error") for cell in shown_board(rom, 6, 6))


def test_pause_menu_covers_the_board_and_stops_the_clock(built_rom):
    with fresh(built_rom) as rom:
        start_new_game(rom, 5, 5, "easy")
        rom.tick(130)
        before = time_on(rom.text_row(0))
        rom.tap("start")
        rom.wait_scene("PAUSED")
        rom.tick(300)  # five seconds paused
        rom.tap("b")
        rom.wait_scene("PLAYING")
        rom.tick(10)
        assert time_on(rom.text_row(0)) - before <= 1
        rom.tap("start")
        rom.wait_scene("PAUSED")
        rom.tap("up")  # the menu wraps: QUIT TO TITLE is the last item
        assert rom.window_row(11).lstrip().startswith("> QUIT TO TITLE")
        rom.tap("a")
        rom.wait_scene("TITLE")
        assert "CONTINUE" in rom.text_row(8)


def test_a_typed_seed_makes_that_puzzle(built_rom):
    with fresh(built_rom) as rom:
        title_set(rom, "SIZE", "7X7")
        title_set(rom, "LEVEL", "TRICKY")
        title_select(rom, "BY SEED")
        rom.tap("a")
        rom.wait_scene("SEED_ENTRY")
        assert "SEED 00001" in rom.text_row(8)
        for button in ("up", "up", "up", "right", "right", "right", "up", "up", "up", "up"):  # 00001 -> 30041
            rom.tap(button)
        assert "SEED 30041" in rom.text_row(8)
        rom.tap("a")
        rom.wait_scene("PLAYING", 60_000)
        assert rom.read16("result_seed") == 30041
        model = generate_puzzle(7, 7, 30041, Difficulty.TRICKY)
        assert [cell.number for cell in shown_board(rom, 7, 7)] == model.numbers


def test_an_impossible_seed_is_refused(built_rom):
    with fresh(built_rom) as rom:
        title_select(rom, "BY SEED")
        rom.tap("a")
        rom.wait_scene("SEED_ENTRY")
        rom.tap("down")  # 00001 -> 90001
        rom.tap("a")
        rom.tick(5)
        assert rom.scene() == "SEED_ENTRY"
        assert "SEEDS: 1 TO 65535" in rom.text_row(11)


def test_new_games_take_their_seed_from_the_player(built_rom):
    seeds = set()
    for wait in (0, 7, 31):
        with fresh(built_rom) as rom:
            rom.tick(wait)
            start_new_game(rom, 4, 4, "easy")
            seeds.add(rom.read16("result_seed"))
    assert len(seeds) == 3


def test_sound_can_be_muted_and_stays_muted(built_rom):
    with fresh(built_rom, sound=True) as rom:
        assert rom.pyboy.memory[0xFF26] & 0x80  # the sound circuit is on
        title_set(rom, "SOUND", "OFF")
        assert not rom.pyboy.memory[0xFF26] & 0x80
        ram = rom.stop_keeping_ram()
    with fresh(built_rom, ram, sound=True) as rom:
        assert "< OFF >" in rom.text_row(13)
        assert not rom.pyboy.memory[0xFF26] & 0x80


def play_some_moves(rom: CartRom) -> list:
    start_new_game(rom, 9, 9, "easy")
    cursor = Cursor(rom, 9, 9)
    for cell, button in ((0, "a"), (12, "b"), (40, "a"), (80, "a")):
        cursor.press(cell, button)
    return shown_board(rom, 9, 9)


def test_a_game_survives_a_power_cycle(built_rom):
    with fresh(built_rom) as rom:
        board = play_some_moves(rom)
        seed = rom.read16("result_seed")
        solution = rom.read_bytes("board", 81)
        ram = rom.stop_keeping_ram()
    with fresh(built_rom, ram) as rom:
        assert rom.text_row(8).strip() == "> CONTINUE"
        rom.tap("a")
        rom.wait_scene("PLAYING")
        assert shown_board(rom, 9, 9) == board
        assert_controls_and_seed_shown(rom, seed)
        assert rom.read_bytes("board", 81) == solution
        solve_rest = [c for c in range(81) if solution[c] and c not in shaded_cells(board)]
        wrong = [c for c in shaded_cells(board) if not solution[c]]
        cursor = Cursor(rom, 9, 9)
        for cell in wrong + solve_rest:
            cursor.press(cell, "a")
        rom.wait_scene("WON")
        won_time = time_on(next(r for r in (rom.text_row(i) for i in range(18)) if r.strip().startswith("TIME")))
        ram = rom.stop_keeping_ram()
    with fresh(built_rom, ram) as rom:  # the game is over: no Continue, and the best time is kept
        assert "CONTINUE" not in rom.text_row(8)
        title_set(rom, "SIZE", "9X9")
        assert time_on(rom.text_row(16)) == won_time


def saved_game_ram(built_rom) -> bytes:
    with fresh(built_rom) as rom:
        play_some_moves(rom)
        return rom.stop_keeping_ram()


@pytest.mark.parametrize("damage", ["game mark", "game check", "records", "magic", "version"])
def test_a_damaged_save_is_reset_without_a_crash(built_rom, damage):
    ram = bytearray(saved_game_ram(built_rom))
    where = {
        "game mark": OFFSETS["hitori_marks"] + 3,
        "game check": OFFSETS["hitori_game_check"],
        "records": OFFSETS["hitori_best"] + 5,
        "magic": OFFSETS["magic"],
        "version": OFFSETS["version"],
    }[damage]
    ram[where] ^= 0x41
    with fresh(built_rom, bytes(ram)) as rom:
        expected = "BLANK" if damage in ("magic", "version") else "DAMAGED"
        assert rom.read("save_notice") == io_block.SAVE_NOTICES[expected]
        continues = "CONTINUE" in rom.text_row(8)
        assert continues == (damage == "records")  # a bad records part costs only the best times
        assert rom.text_row(16).strip() == "BEST -"
        start_new_game(rom, 4, 4, "easy")  # and the cartridge plays on
        ram = rom.stop_keeping_ram()
    assert ram[OFFSETS["magic"]:OFFSETS["magic"] + 4] == save_layout.MAGIC
    assert ram[OFFSETS["version"]] == save_layout.VERSION


@pytest.mark.parametrize("fill", ["zeros", "ones", "noise"])
def test_blank_or_random_cartridge_ram_starts_clean(built_rom, fill):
    size = 0x2000
    ram = {"zeros": bytes(size), "ones": b"\xff" * size,
           "noise": bytes(random.Random(5).randrange(256) for _ in range(size))}[fill]
    with fresh(built_rom, ram) as rom:
        assert "CONTINUE" not in rom.text_row(8)
        assert rom.text_row(16).strip() == "BEST -"
        saved = rom.stop_keeping_ram()
    # the reset save checks out the way codegen/emit/save_layout.py describes it
    for start, length, check in SPANS.values():
        assert int.from_bytes(saved[check:check + 2], "little") == save_layout.crc16(saved[start:start + length])
    best_start, best_bytes, _ = SPANS["hitori_best"]
    assert saved[best_start:best_start + best_bytes] == b"\xff" * best_bytes
    assert saved[OFFSETS["sound_on"]] == 1 and saved[OFFSETS["hitori_saved"]] == 0


V1_SAVE = Path(__file__).parent / "fixtures" / "hitori-v1.sav"


def test_a_save_of_the_hitori_only_cartridge_is_carried_over(built_rom):
    """tests/fixtures/hitori-v1.sav was made by the Hitori-only cartridge (commit ac13948, its save
    layout version 1): a 4x4 Easy game won in 6 s, sound muted, a 9x9 game in progress. Its best times
    and sound setting carry over, its game is dropped, and the title screen says so."""
    old = V1_SAVE.read_bytes()
    v1 = io_block.field_offsets(save_layout.v1_fields())
    assert old[:5] == save_layout.V1_MAGIC + bytes([save_layout.V1_VERSION])
    old_best = int.from_bytes(old[v1["best_seconds"] + 4 * save_layout.V1_SHAPES.index((4, 4)):][:2], "little")
    assert old_best == 6 and old[v1["sound_on"]] == 0 and old[v1["game_saved"]] == 1
    with fresh(built_rom, old, sound=True) as rom:
        assert rom.read("save_notice") == io_block.SAVE_NOTICES["CARRIED_OVER"]
        assert rom.text_row(17).strip() == "OLD SAVE: TIMES KEPT"
        assert "CONTINUE" not in rom.text_row(8)
        assert "< OFF >" in rom.text_row(13)
        title_set(rom, "SIZE", "4X4")
        assert time_on(rom.text_row(16)) == old_best
        saved = rom.stop_keeping_ram()
    assert saved[:5] == save_layout.MAGIC + bytes([save_layout.VERSION])
    for start, length, check in SPANS.values():
        assert int.from_bytes(saved[check:check + 2], "little") == save_layout.crc16(saved[start:start + length])
    with fresh(built_rom, saved) as rom:  # read once: the next power-on finds a save of its own
        assert rom.read("save_notice") == io_block.SAVE_NOTICES["OK"]
        assert rom.text_row(17).strip() == ""


def test_a_damaged_hitori_only_save_is_reset_not_misread(built_rom):
    old = bytearray(V1_SAVE.read_bytes())
    v1 = io_block.field_offsets(save_layout.v1_fields())
    old[v1["best_seconds"] + 8] ^= 0x02  # the records no longer check out
    with fresh(built_rom, bytes(old)) as rom:
        assert rom.read("save_notice") == io_block.SAVE_NOTICES["BLANK"]
        title_set(rom, "SIZE", "4X4")
        assert rom.text_row(16).strip() == "BEST -"
        assert "< ON >" in rom.text_row(13)


def test_rule_check_names_touching_shades_where_no_number_repeats(built_rom):
    """The solution's shading (no repeats left) plus one shaded cell beside a shaded one: the status row
    names the touching pair's first cell, column and row counted from 1."""
    with fresh(built_rom) as rom:
        start_new_game(rom, 6, 6, "easy")
        numbers = list(rom.read_bytes("numbers", 36))
        solution = {c for c, black in enumerate(rom.read_bytes("board", 36)) if black}
        grid = Grid(6, 6)
        extra = next(c for c in range(36) if c not in solution and any(n in solution for n in grid.neighbours(c)))
        shaded = solution | {extra}
        cursor = Cursor(rom, 6, 6)
        for cell in [extra, *sorted(solution)]:  # never exactly the solution: no win on the way
            cursor.press(cell, "a")
        rom.tap("start")
        rom.wait_scene("PAUSED")
        rom.tap("down")
        rom.tap("down")
        rom.tap("a")
        rom.wait_scene("PLAYING")
        message = first_broken_rule(numbers, shaded, 6, 6)
        assert message.startswith("SHADES TOUCH: ")
        assert rom.text_row(1).strip() == message


def test_the_size_menu_grows_as_the_boards_look(built_rom):
    """Right steps through every size once, from the smallest board to the largest by its longer side
    (issue 15: by cell count, 9x16 came between 11x11 and 12x12); Left steps back."""
    with fresh(built_rom) as rom:
        title_select(rom, "SIZE")

        def shown() -> tuple[int, int]:
            found = re.search(r"< (\d+)X(\d+) >", rom.text_row(title_item_row(rom)))
            assert found, rom.text_row(title_item_row(rom))
            return int(found.group(1)), int(found.group(2))

        while shown() != (4, 4):
            rom.tap("right")
        sizes = [shown()]
        for _ in range(40):
            rom.tap("right")
            if shown() == (4, 4):
                break
            sizes.append(shown())
        assert len(sizes) == len(set(sizes)) >= 20
        longer = [max(size) for size in sizes]
        assert longer == sorted(longer), sizes
        for a, b in itertools.pairwise(sizes):  # the same longer side: the smaller board first
            assert max(a) < max(b) or min(a) <= min(b), (a, b)
        rom.tap("left")
        assert shown() == sizes[-1]


@pytest.mark.parametrize("name,width,height", [("hitori", 5, 5), ("numberlink", 5, 5), ("palisade", 6, 6)])
def test_how_to_play_page_from_the_pause_menu(built_rom, name, width, height):
    """The pause menu's HOW TO PLAY shows the puzzle's rules and controls (and, for regions, this
    game's region size); the clock stands still under it and B goes back to the menu (issue 15)."""
    spec = find(name)
    with fresh(built_rom) as rom:
        title_choose_puzzle(rom, spec.title)
        start_new_game(rom, width, height, "easy")
        rom.tap("start")
        rom.wait_scene("PAUSED")
        item = next(row for row in range(18) if rom.window_row(row).strip() == "HOW TO PLAY")
        chosen = next(row for row in range(18) if rom.window_row(row).lstrip().startswith(">"))
        for _ in range(item - chosen):
            rom.tap("down")
        time_before = next(r for r in (rom.window_row(row).strip() for row in range(18)) if r.startswith("TIME"))
        rom.tap("a")
        rom.wait_scene("HELP")
        rows = [rom.window_row(row).rstrip() for row in range(18)]
        assert rows[0] == spec.title
        assert rows[2 : 2 + len(spec.help)] == list(spec.help)
        if spec.region_size:
            assert rows[16] == f"EACH REGION: {spec.region_size(width, height)} CELLS"
        else:
            assert rows[16] == ""
        assert rows[17] == "B: BACK"
        rom.tick(200)
        rom.tap("b")
        rom.wait_scene("PAUSED")
        rows = [rom.window_row(row).strip() for row in range(18)]
        assert "> HOW TO PLAY" in rows and time_before in rows
        rom.tap("start")
        rom.wait_scene("PLAYING")


@pytest.mark.parametrize("width,height,big", [(6, 6, True), (10, 6, True), (5, 8, True), (9, 9, False),
                                              (16, 15, False)])
def test_boards_that_fit_get_big_cells_and_a_big_cursor(built_rom, width, height, big):
    """Issue 15: cells of 2x2 tiles (16x16 pixels) whenever the board fits under the text rows, centred;
    the cursor is then four sprites framing the cell (the corner tile mirrored), else one."""
    side = 2 if big else 1
    left, top = (20 - side * width) // 2, 2 + (16 - side * height) // 2
    with fresh(built_rom) as rom:
        start_new_game(rom, width, height, "easy")
        assert len(shown_board(rom, width, height)) == width * height
        for row in range(18):  # nothing of the board outside its place
            tiles = rom.background_row(row)
            inside = top <= row < top + side * height
            outside = tiles[:left] + tiles[left + side * width:] if inside else tiles
            assert row < 2 or set(outside) <= {0}, (row, tiles)
        Cursor(rom, width, height).go(width - 2, height - 1)
        rom.tick(1)
        sprites = [rom.pyboy.get_sprite(i) for i in range(4)]
        x, y = 8 * (left + side * (width - 2)), 8 * (top + side * (height - 1))
        if big:
            expected = [(x, y, False, False), (x + 8, y, True, False), (x, y + 8, False, True),
                        (x + 8, y + 8, True, True)]
            assert [(s.x, s.y, s.attr_x_flip, s.attr_y_flip) for s in sprites] == expected
            assert len({s.tile_identifier for s in sprites}) == 1
        else:
            assert (sprites[0].x, sprites[0].y) == (x, y) and sprites[0].on_screen
            assert not any(s.on_screen for s in sprites[1:])
