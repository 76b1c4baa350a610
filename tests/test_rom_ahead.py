"""The next puzzle made ahead, in the time the frame loop leaves idle (issue 38; gbc_src/shell/ahead.c,
gbc_src/core/background.s): on a Game Boy Color the cartridge makes the puzzle a player is most likely
to ask for next while they play or rest on the title, keeps it in the save, and New game shows it at
once. On the original Game Boy nothing changes."""

from __future__ import annotations

import pytest
from shared_cache import remember

from codegen.emit import io_block, save_layout
from codegen.harness.rom_driver import (
    MAKING_FRAME_LIMIT,
    CartRom,
    frames_to_board,
    title_choose_puzzle,
    title_select,
    title_set,
)
from codegen.harness.rom_driver import choose_on_title as harness_choose_on_title
from codegen.puzzles import REGISTRY, find

BG_FINISHED = 2
TAKEN_WITHIN_FRAMES = 30  # New game for the choice made ahead shows its board within this many frames
# The most scan lines after a VBlank began that the game thread gets the CPU back (bg_lateness; 154 a
# frame, 912 cycles a line in double speed): the longest stretch between two yields of any generator,
# measured up to 61 at the largest sizes; 255 would be a frame missed.
LATENESS_LIMIT = 80
JOB_FRAME_LIMIT = 20_000


def model_result(name: str, width: int, height: int, seed: int, level: int) -> tuple[list[int], list[int]]:
    """The model's puzzle as cart_io's numbers and board hold it (each puzzle's own encoding)."""
    def make() -> tuple[list[int], list[int]]:
        if name == "hitori":
            from codegen.puzzles.hitori.puzzle import Difficulty, generate_puzzle
            puzzle = generate_puzzle(width, height, seed, Difficulty(level))
            return list(puzzle.numbers), [int(black) for black in puzzle.solution]
        if name == "numberlink":
            from codegen.puzzles.numberlink.puzzle import generate_puzzle as numberlink
            from codegen.puzzles.numberlink.solve import Level
            made = numberlink(width, height, seed, Level(level))
            return list(made.board.cells), list(made.solution)
        if name in ("sudoku", "jigsaw"):
            from codegen.puzzles.sudoku.puzzle import generate_puzzle as sudoku
            made = sudoku(width, seed, level, name == "jigsaw")
            return list(made.clues), [region << 4 | number for region, number in zip(
                made.shape.region_of, made.solution, strict=True)]
        from codegen.puzzles.palisade.puzzle import generate_puzzle as palisade
        from codegen.puzzles.palisade.solve import Level as PalisadeLevel
        from codegen.puzzles.palisade.tables import SIZES
        k = next(k for w, h, k in SIZES if (w, h) == (width, height))
        made = palisade(width, height, k, seed, PalisadeLevel(level))
        return [0xFF if clue < 0 else clue for clue in made.clues], list(made.regions)
    return remember(f"ahead {name} {width}x{height} seed {seed} level {level}", make)


def largest(name: str) -> tuple[int, int]:
    return max(find(name).sizes, key=lambda size: size[0] * size[1])


def job_state(rom: CartRom) -> int:
    return rom.read_symbol_byte("_bg_state")


def wait_for_job(rom: CartRom) -> None:
    """Until the job under way has made its puzzle (one starts within the title's rest)."""
    rom.wait_for(lambda: job_state(rom) != 0, 100, "a job to start")
    rom.wait_for(lambda: job_state(rom) == BG_FINISHED, JOB_FRAME_LIMIT, "the puzzle made ahead")


def choose_on_title(rom: CartRom, name: str, width: int, height: int, level: int) -> None:
    """The harness's choose_on_title, by registry name and level index."""
    harness_choose_on_title(rom, find(name).title.upper(), width, height, find(name).difficulties[level])


def assert_model_puzzle(rom: CartRom, name: str, width: int, height: int, level: int) -> int:
    """The game's puzzle is the model's for its seed and choice; returns the seed."""
    result = rom.puzzle_result()
    assert (rom.read("result_puzzle"), result.width, result.height, result.difficulty) == (
        REGISTRY.index(find(name)), width, height, level)
    numbers, board = model_result(name, width, height, result.seed, level)
    assert result.numbers == numbers, f"{name} {width}x{height} seed {result.seed}: numbers differ"
    assert result.board == board, f"{name} {width}x{height} seed {result.seed}: solution differs"
    return result.seed


def ahead_part(ram: bytes) -> tuple[int, int, int, bool]:
    """The save's puzzle-ahead part: its choice, and whether it checks out."""
    offsets = save_layout.offsets(REGISTRY)
    start, length, check = save_layout.spans(REGISTRY)["ahead"]
    holds = int.from_bytes(ram[check:check + 2], "little") == save_layout.crc16(ram[start:start + length])
    at = offsets["ahead_puzzle"]
    return ram[at], ram[at + 1], ram[at + 2], holds


@pytest.mark.parametrize("name", [p.name for p in REGISTRY])
@pytest.mark.parametrize("level", [0, 1])
def test_new_game_shows_the_puzzle_made_ahead_at_once(built_rom, name, level):
    """Resting on a title choice makes its puzzle ahead; New game then shows it within 30 frames, the
    model's puzzle for its seed, at the largest size of each puzzle and both levels."""
    width, height = largest(name)
    with CartRom(built_rom.rom, cgb=True) as rom:
        choose_on_title(rom, name, width, height, level)
        wait_for_job(rom)
        assert frames_to_board(rom) <= TAKEN_WITHIN_FRAMES
        assert_model_puzzle(rom, name, width, height, level)
        assert rom.read_symbol_byte("_bg_lateness") <= LATENESS_LIMIT


@pytest.mark.parametrize("name", [p.name for p in REGISTRY])
def test_a_game_makes_its_next_puzzle_while_it_is_played(built_rom, name):
    """During a game the same choice is made ahead: New game from the pause menu shows it at once, a
    puzzle with a seed of its own, and the one after that is made and kept in the save."""
    width, height = find(name).sizes[0]
    with CartRom(built_rom.rom, cgb=True) as rom:
        choose_on_title(rom, name, width, height, 0)
        rom.tap("a")  # at once: nothing made ahead yet, so this one is made now
        rom.wait_scene("PLAYING", MAKING_FRAME_LIMIT)
        first = assert_model_puzzle(rom, name, width, height, 0)
        rom.wait_for(lambda: job_state(rom) == BG_FINISHED, JOB_FRAME_LIMIT, "the next puzzle")
        rom.tap("start")
        rom.wait_scene("PAUSED")
        for _ in range(4):  # NEW GAME, the fifth item
            rom.tap("down")
        assert frames_to_board(rom) <= TAKEN_WITHIN_FRAMES
        second = assert_model_puzzle(rom, name, width, height, 0)
        assert second != first
        rom.wait_for(lambda: job_state(rom) == BG_FINISHED, JOB_FRAME_LIMIT, "the one after")
        assert rom.read_symbol_byte("_bg_lateness") <= LATENESS_LIMIT
        ram = rom.stop_keeping_ram()
    assert ahead_part(ram) == (REGISTRY.index(find(name)), 0, 0, True)


def test_the_original_game_boy_makes_nothing_ahead(built_rom):
    """8 KiB of WRAM hold a generator's pages or a game's, not both: on the original Game Boy no job
    starts, and the save's puzzle-ahead part says so and checks out."""
    with CartRom(built_rom.rom) as rom:
        choose_on_title(rom, "palisade", 5, 5, 0)
        rom.tick(200)
        assert job_state(rom) == 0
        rom.tap("a")
        rom.wait_scene("PLAYING", MAKING_FRAME_LIMIT)
        rom.tick(200)
        assert job_state(rom) == 0
        ram = rom.stop_keeping_ram()
    assert ahead_part(ram) == (save_layout.NO_PUZZLE, ram[save_layout.offsets(REGISTRY)["ahead_size"]],
                               ram[save_layout.offsets(REGISTRY)["ahead_difficulty"]], True)


def test_a_puzzle_made_ahead_is_used_after_power_on(built_rom):
    """A finished puzzle ahead is in the save: after power-off and on, New game shows it at once."""
    with CartRom(built_rom.rom, cgb=True) as rom:
        choose_on_title(rom, "numberlink", 8, 8, 1)
        wait_for_job(rom)
        ram = rom.stop_keeping_ram()
    assert ahead_part(ram)[:3] == (REGISTRY.index(find("numberlink")), find("numberlink").sizes.index((8, 8)), 1)
    assert ahead_part(ram)[3]
    with CartRom(built_rom.rom, cart_ram=ram, cgb=True) as rom:
        assert rom.read("save_notice") in (io_block.SAVE_NOTICES["OK"],)
        choose_on_title(rom, "numberlink", 8, 8, 1)
        assert frames_to_board(rom) <= TAKEN_WITHIN_FRAMES
        assert_model_puzzle(rom, "numberlink", 8, 8, 1)


class RecordingRom(CartRom):
    """A CartRom that keeps, for every frame from ``recording`` on, the picture and the sound
    registers (NR10..NR52) as the frame left them."""

    recording = False

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.seen: list[tuple[int, bytes]] = []

    def tick(self, frames: int = 1) -> None:
        if not self.recording:
            super().tick(frames)
            return
        for _ in range(frames):
            self.pyboy.tick(1, True)
            self.frames += 1
            sound = bytes(self.pyboy.memory[0xFF10:0xFF27])
            self.seen.append((hash(self.pyboy.screen.ndarray.tobytes()), sound))


def play_whole_game(rom: CartRom, name: str, width: int, height: int) -> None:
    """Solve the game on screen through the buttons, from its solution in cart_io, to the win screen."""
    from codegen.harness.numberlink_player import Player, solution_paths
    from codegen.harness.palisade_player import mark_side, solution_walls
    from codegen.harness.rom_driver import Cursor

    cells = width * height
    solution = list(rom.read_bytes("board", cells))
    if name == "hitori":
        cursor = Cursor(rom, width, height)
        for cell in range(cells):
            if solution[cell]:
                cursor.press(cell, "a")
    elif name == "numberlink":
        player = Player(rom, width, height)
        for path in solution_paths(width, list(rom.read_bytes("numbers", cells)), solution).values():
            player.draw(path)
    elif name in ("sudoku", "jigsaw"):
        from codegen.harness.sudoku_player import Player as SudokuPlayer
        SudokuPlayer(rom, width).solve(list(rom.read_bytes("numbers", cells)), [b & 0x0F for b in solution])
    else:
        cursor = Cursor(rom, width, height)
        for cell, direction in solution_walls(width, height, solution):
            mark_side(rom, cursor, cell, direction, "a")
    rom.wait_scene("WON")
    rom.tick(60)


def recorded_game(built_rom, name: str, width: int, height: int, background: bool) -> list[tuple[int, bytes]]:
    from codegen.harness.rom_driver import start_seeded_game

    with RecordingRom(built_rom.rom, cgb=True, sound=True) as rom:
        rom.wait_scene("TITLE")
        title_choose_puzzle(rom, find(name).title.upper())
        start_seeded_game(rom, width, height, "easy", 4321)
        rom.wait_scene("PLAYING", MAKING_FRAME_LIMIT)
        if not background:
            rom.pyboy.memory[rom.symbol_address("_bg_state")] = 0  # the job forgotten: no background work
        else:
            assert job_state(rom) != 0
        rom.recording = True
        play_whole_game(rom, name, width, height)
        if background:
            assert rom.read_symbol_byte("_bg_lateness") <= LATENESS_LIMIT
        return rom.seen


@pytest.mark.parametrize("name", [p.name for p in REGISTRY])
def test_a_game_looks_and_sounds_the_same_with_the_next_puzzle_made_behind_it(built_rom, name):
    """A whole game played through the buttons on a Game Boy Color, frame by frame the same picture
    and the same sound registers whether or not the next puzzle is being made meanwhile (the
    original Game Boy makes nothing ahead: test_the_original_game_boy_makes_nothing_ahead)."""
    width, height = find(name).default_size
    with_job = recorded_game(built_rom, name, width, height, background=True)
    without = recorded_game(built_rom, name, width, height, background=False)
    assert len(with_job) == len(without) > 100
    differing = [frame for frame, (a, b) in enumerate(zip(with_job, without, strict=True)) if a != b]
    assert differing == [], f"{len(differing)} frames differ, the first {differing[:5]}"


def ram_at(built_rom, state: bytes) -> bytes:
    """The battery RAM of a saved machine state: power lost at that moment."""
    import io

    with CartRom(built_rom.rom, cgb=True) as rom:
        rom.pyboy.load_state(io.BytesIO(state))
        return rom.stop_keeping_ram()


def moments_of_background_work(built_rom, every: int) -> tuple[list[bytes], int, list, int]:
    """A 4x4 Hitori game won (a best time), a 9x9 one left under way with moves, then the title resting
    on Palisade 10x10 Easy: the machine's state every ``every`` frames while that puzzle is made ahead,
    at every frame while its part of the save changes, and once it is made. Returns the states, the best time, the
    9x9 board and the frames the job took."""
    import io

    from game_screen import shown_board
    from test_rom_game import play_some_moves, time_on

    from codegen.harness.rom_driver import pause_quit, start_new_game

    states: list[bytes] = []
    with CartRom(built_rom.rom, cgb=True) as rom:
        rom.wait_scene("TITLE")
        start_new_game(rom, 4, 4, "easy")
        play_whole_game(rom, "hitori", 4, 4)
        rom.tap("b")
        rom.wait_scene("TITLE")
        title_set(rom, "SIZE", "4X4")
        best = time_on(rom.text_row(16))
        play_some_moves(rom)
        board = shown_board(rom, 9, 9)
        pause_quit(rom)
        choose_on_title(rom, "palisade", 10, 10, 0)
        rom.wait_for(lambda: job_state(rom) == 1, 100, "the job to start")
        changing = rom.symbol_address("_made_ahead_changing")
        frames = 0
        while job_state(rom) != BG_FINISHED:
            if frames % every == 0 or rom.pyboy.memory[changing]:
                kept = io.BytesIO()
                rom.pyboy.save_state(kept)
                states.append(kept.getvalue())
            rom.tick(1)
            frames += 1
            assert frames < JOB_FRAME_LIMIT
        kept = io.BytesIO()
        rom.pyboy.save_state(kept)  # and once it is made
        states.append(kept.getvalue())
    return states, best, board, frames


def assert_nothing_lost(built_rom, ram: bytes, best: int, board: list) -> None:
    """Power on after the cut: no notice, the game in progress and the best time as they were, and a
    New game of the choice made ahead that works, at once where the save held it finished."""
    from game_screen import shown_board
    from test_rom_game import time_on

    from codegen.harness.rom_driver import pause_quit

    choice, size, level, holds = ahead_part(ram)
    finished = holds and (choice, size, level) == (REGISTRY.index(find("palisade")),
                                                   find("palisade").sizes.index((10, 10)), 0)
    with CartRom(built_rom.rom, cart_ram=ram, cgb=True) as rom:
        rom.wait_scene("TITLE")
        assert rom.read("save_notice") == io_block.SAVE_NOTICES["OK"]
        assert rom.text_row(17).strip() == ""
        choose_on_title(rom, "palisade", 10, 10, 0)  # first: a game of another choice makes its own
        frames = frames_to_board(rom)
        if finished:
            assert frames <= TAKEN_WITHIN_FRAMES
        assert_model_puzzle(rom, "palisade", 10, 10, 0)
        pause_quit(rom)
        title_choose_puzzle(rom, "HITORI")
        title_set(rom, "SIZE", "4X4")
        assert time_on(rom.text_row(16)) == best
        title_select(rom, "CONTINUE")
        rom.tap("a")
        rom.wait_scene("PLAYING")
        assert shown_board(rom, 9, 9) == board


def test_power_lost_while_a_puzzle_is_made_ahead_loses_nothing(built_rom):
    """Power cut at moments of the background work (the quick set: a few; the slow set: many): the game in
    progress and the best times survive, a half-made puzzle is thrown away without a word, a finished
    one is used."""
    states, best, board, _ = moments_of_background_work(built_rom, every=10_000)
    assert len(states) >= 3  # the job's start, the frames its part of the save changes, its end
    for state in states[:1] + states[-3:]:
        assert_nothing_lost(built_rom, ram_at(built_rom, state), best, board)


@pytest.mark.slow
def test_power_lost_at_many_moments_of_the_background_work_loses_nothing(built_rom):
    states, best, board, frames = moments_of_background_work(built_rom, every=7)
    assert len(states) >= frames // 7
    for state in states:
        assert_nothing_lost(built_rom, ram_at(built_rom, state), best, board)


SOAK_FRAMES = 200_000
SEAL_FRAME_LIMIT = 300  # a made puzzle's part is sealed in steps, a few frames
BUTTONS = ("a", "b", "up", "down", "left", "right", "select", "start")


def random_taps(rom: CartRom, rng, frames: int, buttons: tuple[str, ...] = BUTTONS) -> None:
    """Random presses of 1-4 frames with gaps of 1-10, for about ``frames`` frames."""
    end = rom.frames + frames
    while rom.frames < end:
        button = rng.choice(buttons)
        rom.press(button)
        rom.tick(rng.randint(1, 4))
        rom.release(button)
        rom.tick(rng.randint(1, 10))


def press_until(rom: CartRom, button: str, ready, tries: int = 400) -> None:
    """Tap ``button`` until ``ready()``: a press while a screen makes a puzzle (the explorer, Hitori's
    benchmark) is no news to it once it is done, so it is pressed again."""
    for _ in range(tries):
        rom.tap(button)
        rom.tick(20)
        if ready():
            return
    raise AssertionError(f"{rom.scene()} never answered {button}")


STEADY_FRAMES = 60  # a scene unchanged this long is no transition: quitting draws the title ~23 frames


def steady_scene(rom: CartRom, limit: int = 2_000) -> str:
    """The scene once it has not changed for STEADY_FRAMES: a screen a last random press began to
    leave (the pause menu's QUIT draws the title before the scene says TITLE) has been left."""
    scene, same = rom.scene(), 0
    for _ in range(limit):
        if same == STEADY_FRAMES:
            return scene
        rom.tick(1)
        now = rom.scene()
        same = same + 1 if now == scene else 0
        scene = now
    raise AssertionError(f"the scene never held still: {scene}")


def to_title(rom: CartRom) -> None:
    """Back to the title from whatever screen random presses left: each step must be answered."""
    from codegen.harness.rom_driver import pause_quit

    for _ in range(12):
        scene = steady_scene(rom)
        if scene == "TITLE":
            return
        if scene == "MAKING":
            rom.wait_scene("PLAYING", MAKING_FRAME_LIMIT)
        elif scene == "PLAYING":
            pause_quit(rom)
        elif scene == "PAUSED":  # the menu's item is unknown: close it, and open it again on RESUME
            rom.tap("start")
            rom.wait_scene("PLAYING")
        elif scene == "HELP":
            rom.tap("b")
            rom.wait_scene("PAUSED")
        elif scene == "WON" or scene == "SEED_ENTRY":
            rom.tap("b")
            rom.wait_scene("TITLE")
        elif scene == "BENCHMARK":  # Hitori's own screen over its explorer: B leaves
            press_until(rom, "b", lambda: rom.scene() != "BENCHMARK")
        else:  # the explorer: Select leaves it (Hitori's opens its benchmark, which B leaves)
            press_until(rom, "select", lambda: rom.scene() != "EXPLORER")
    raise AssertionError(f"no way back to the title from {rom.scene()}")


@pytest.mark.slow
def test_random_buttons_through_every_screen_with_puzzles_made_ahead(built_rom):
    """200,000 frames of random presses on a Game Boy Color with the next puzzle made behind every
    screen: the title, games of each puzzle (some won), the pause menu and its pages, the win screen,
    the explorer. Every screen keeps answering (to_title's steps each wait a few hundred frames at
    most), the background thread never makes the game miss a frame's start, and the save checks out
    at the end, the puzzle made ahead included (once a part the job is writing is sealed: while it is
    written it does not check out, by design, and the soak's last frame can fall there)."""
    import random

    from codegen.harness.rom_driver import PAUSE_RESTART, pause_choose

    rng = random.Random(38)
    seen: set[str] = set()
    finished_jobs = 0
    with CartRom(built_rom.rom, cgb=True) as rom:
        rom.wait_scene("TITLE")
        start = rom.frames
        round_number = 0
        while rom.frames - start < SOAK_FRAMES:
            round_number += 1
            name = REGISTRY[round_number % len(REGISTRY)].name
            random_taps(rom, rng, 240)
            seen.add(rom.scene())
            to_title(rom)
            width, height = rng.choice(find(name).sizes)
            spec = find(name)
            level = rng.choice([i for i, d in enumerate(spec.difficulties) if spec.offers((width, height), d)])
            choose_on_title(rom, name, width, height, level)
            rom.tap("a")
            rom.wait_scene("PLAYING", MAKING_FRAME_LIMIT)
            random_taps(rom, rng, 900)
            seen.add(rom.scene())
            to_title(rom)
            if round_number % 4 == 0:  # a game won: to its win screen, then random presses there
                choose_on_title(rom, name, width, height, level)
                rom.tap("a")
                rom.wait_scene("PLAYING", MAKING_FRAME_LIMIT)
                pause_choose(rom, PAUSE_RESTART)
                play_whole_game(rom, name, width, height)
                seen.add(rom.scene())
                random_taps(rom, rng, 120, ("b", "up", "down", "left", "right", "select"))
                to_title(rom)
            if round_number % 5 == 0:  # the explorer
                title_select(rom, "EXPLORER")
                rom.tap("a")
                random_taps(rom, rng, 300, ("a", "b", "up", "down", "left", "right", "start"))
                seen.add(rom.scene())
                to_title(rom)
            finished_jobs += job_state(rom) == BG_FINISHED
        assert rom.read_symbol_byte("_bg_lateness") <= LATENESS_LIMIT
        rom.wait_for(lambda: not rom.read_symbol_byte("_made_ahead_changing"), SEAL_FRAME_LIMIT,
                     "the part the job writes to be sealed")
        ram = rom.stop_keeping_ram()
    assert {"TITLE", "PLAYING", "WON", "EXPLORER"} <= seen, seen
    assert finished_jobs >= 10
    assert ram[:5] == save_layout.MAGIC + bytes([save_layout.VERSION])
    for part, (first, length, check) in save_layout.spans(REGISTRY).items():
        assert int.from_bytes(ram[check:check + 2], "little") == save_layout.crc16(ram[first:first + length]), part


def test_a_puzzle_ahead_for_another_board_than_its_choice_is_dropped(built_rom):
    """A part that checks out but whose puzzle is not of its choice's board (a save written by a
    cartridge with other size lists) is dropped at power-on without a word, never taken."""
    with CartRom(built_rom.rom, cgb=True) as rom:
        choose_on_title(rom, "numberlink", 8, 8, 0)
        wait_for_job(rom)
        ram = bytearray(rom.stop_keeping_ram())
    offsets = save_layout.offsets(REGISTRY)
    start, length, check = save_layout.spans(REGISTRY)["ahead"]
    ram[offsets["ahead_size"]] = 0  # 5x5, while the puzzle is 8x8
    ram[check:check + 2] = save_layout.crc16(bytes(ram[start:start + length])).to_bytes(2, "little")
    with CartRom(built_rom.rom, cart_ram=bytes(ram), cgb=True) as rom:
        rom.wait_scene("TITLE")
        assert rom.read("save_notice") == io_block.SAVE_NOTICES["OK"]
        after = rom.stop_keeping_ram()
    assert ahead_part(after)[0] == save_layout.NO_PUZZLE and ahead_part(after)[3]
