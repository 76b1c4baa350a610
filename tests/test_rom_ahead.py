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
    title_choose_puzzle,
    title_select,
    title_set,
)
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
    rom.wait_scene("TITLE")
    title_choose_puzzle(rom, find(name).title.upper())
    title_set(rom, "SIZE", f"{width}X{height}")
    title_set(rom, "LEVEL", find(name).difficulties[level].upper())
    title_select(rom, "NEW GAME")


def frames_until_board(rom: CartRom, button: str = "a") -> int:
    """Press ``button`` (New game) and count the frames until the game's board is up."""
    rom.press(button)
    frames = 0
    while rom.scene() != "PLAYING":
        rom.tick(1)
        frames += 1
        if frames == 2:
            rom.release(button)
        if frames > MAKING_FRAME_LIMIT:
            raise AssertionError("no board")
    if frames < 2:
        rom.release(button)
    return frames


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
        assert frames_until_board(rom) <= TAKEN_WITHIN_FRAMES
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
        assert frames_until_board(rom) <= TAKEN_WITHIN_FRAMES
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
        assert frames_until_board(rom) <= TAKEN_WITHIN_FRAMES
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
