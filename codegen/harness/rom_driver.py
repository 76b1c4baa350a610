"""Drive the cartridge headlessly in PyBoy through its documented WRAM interface (io_block.py).

Used by the tests and by tasks that run the ROM. A request is written field by field, ``command``
last, and the emulator is stepped a frame at a time until the ROM reports ``done``.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from ..emit import io_block
from ..emit.cartridge import SAVE_RAM_BYTES
from ..emit.font import FIRST_CHAR
from .probes import CycleProbe, HookHub, InterruptMeter

CYCLES_PER_FRAME = 70224  # at the usual speed: 154 lines of 456 cycles
KEY1 = 0xFF4D  # the Game Boy Color's speed register
KEY1_DOUBLE_SPEED = 0x80

if TYPE_CHECKING:
    from pyboy import PyBoy

BOOT_FRAME_LIMIT = 600  # PyBoy's boot ROM takes about 65 frames; the first board a few more
CARTRIDGE_ENTRY = 0x0100  # where the boot ROM hands over
VBK_REGISTER = 0xFF4F  # CGB: VRAM bank
BCPS_REGISTER = 0xFF68  # CGB: background palette index
BCPD_REGISTER = 0xFF69
MAP_BACKGROUND = 0x9800  # the maps the cartridge uses (LCDC: background at 0x9800, window at 0x9C00)
MAP_WINDOW = 0x9C00
BUTTON_FRAME_LIMIT = 600  # a screen change takes a few frames; making a puzzle is waited for separately
REQUEST_FRAME_LIMIT = 30_000  # a flood-fill layout of 16x15 takes ~600 frames; rare puzzles several thousand


def shade(level: int) -> int:
    """A grey level 0 (white) .. 3 (black) from a pixel's brightness 0..255, whatever the emulator's
    palette (PyBoy's greys are 0xFF, 0x99, 0x55, 0x00; mGBA's 0xFF, 0xAA, 0x55, 0x00)."""
    return 3 - level * 4 // 256


def _as_text(tiles: list[int]) -> str:
    """Tile numbers as text: font tiles are character - FIRST_CHAR, anything else shows as '?'."""
    return "".join(chr(tile + ord(FIRST_CHAR)) if tile < 64 else "?" for tile in tiles)


class RomTimeout(RuntimeError):
    """The ROM did not answer within the frame limit."""


@dataclass(frozen=True)
class LayoutResult:
    status: int
    width: int
    height: int
    seed: int
    check: int
    black_count: int
    timer_cycles: int  # the generation's CPU cycles as the ROM measured them on the Game Boy's timer
    black: list[bool]  # row-major, for the board in the result fields (empty if none)


@dataclass(frozen=True)
class PuzzleResult:
    """A puzzle as the ROM reports it in the interface block."""

    width: int
    height: int
    seed: int
    difficulty: int
    numbers: list[int]  # row-major
    black: list[bool]  # the solution, row-major (Hitori: shaded; any puzzle: board[] != 0)
    layouts: int
    numberings: int
    timer_cycles: int
    board: list[int]  # the board field as the puzzle fills it (Numberlink: every cell's pair)


class RomRefused(RuntimeError):
    """The ROM answered a request with a status other than OK."""


class CartRom:
    """One running cartridge. Use as a context manager, or call ``stop()``."""

    request_frame_limit = REQUEST_FRAME_LIMIT  # a request not finished by then is a RomTimeout

    def __init__(self, rom_path: Path | str, *, sound: bool = False, cart_ram: bytes | None = None,
                 window: str = "null", cgb: bool = False, noise: int | None = None,
                 before_start: Callable[[CartRom], None] | None = None) -> None:
        """Power on ``rom_path``. Cartridge RAM starts as ``cart_ram`` (a battery save, as from
        ``stop_keeping_ram``) or blank; a ``.ram`` file next to the ROM is never read. The machine
        is an original Game Boy unless ``cgb`` (a Game Boy Color, in colour mode: the header allows it).
        With ``noise`` (a seed), WRAM and HRAM hold random bytes when the cartridge starts, as on real
        hardware (an emulator zeroes them). ``before_start`` is called before the cartridge runs (to
        add hooks that must see power-on itself)."""
        from pyboy import PyBoy  # imported here: the pure model does not need an emulator

        self.rom_path = Path(rom_path)
        ram = io.BytesIO(cart_ram if cart_ram is not None else bytes(SAVE_RAM_BYTES))
        self.cgb = cgb
        self.pyboy: PyBoy = PyBoy(str(rom_path), window=window, sound_emulated=sound, ram_file=ram, cgb=cgb)
        self.pyboy.set_emulation_speed(0 if window == "null" else 1)
        self.memory = self.pyboy.memory  # indexable like a list: [address], [start:end], assignment
        self.hooks = HookHub(self.pyboy)
        self.interrupts = InterruptMeter(self.hooks)
        self.noise_filled = False
        if noise is not None:
            self._fill_ram_at_start(noise)
        if before_start:
            before_start(self)
        self._boot()

    def _boot(self) -> None:
        """With the emulator running (``memory`` and ``symbol_address`` work): find the interface block
        and step until the cartridge has set it up."""
        self.base = self.symbol_address(io_block.SYMBOL)
        self.offsets = io_block.offsets()
        self.frames = 0
        self.on_frame: Callable[[], None] | None = None  # called after every frame a request waits (a profiler)
        self.puzzle = 0  # requests go to this puzzle (its number in codegen/puzzles' registry)
        self.wait_for(lambda: self.read_bytes("magic", 4) == io_block.MAGIC, BOOT_FRAME_LIMIT, "boot")

    def _fill_ram_at_start(self, seed: int) -> None:
        """Random bytes in WRAM (0xC000-0xDFFF) and HRAM (0xFF80-0xFFFE) at the cartridge's entry point."""
        import random

        noise = random.Random(seed)

        def fill() -> None:  # the entry runs once; the hook stays (deregistering inside it is not safe)
            if self.noise_filled:
                return
            memory = self.pyboy.memory
            for address in (*range(0xC000, 0xE000), *range(0xFF80, 0xFFFF)):
                memory[address] = noise.randrange(256)
            self.noise_filled = True

        self.hooks.add(0, CARTRIDGE_ENTRY, fill)

    def __enter__(self) -> CartRom:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def stop(self) -> None:
        self.pyboy.stop(save=False)

    def stop_keeping_ram(self) -> bytes:
        """Switch off and return the battery-backed cartridge RAM, as a flash cart or emulator keeps it."""
        kept = io.BytesIO()
        self.pyboy.stop(ram_file=kept)
        return kept.getvalue()

    # -- raw access to the interface block --
    def address(self, field: str) -> int:
        return self.base + self.offsets[field]

    def symbol_address(self, symbol: str) -> int:
        """The CPU address of a symbol of the ROM's .sym (a WRAM variable)."""
        _, address = self.pyboy.symbol_lookup(symbol)
        return address

    def read(self, field: str) -> int:
        return self.memory[self.address(field)]

    def read_symbol_byte(self, symbol: str) -> int:
        """The byte at a symbol of the ROM's .sym (a WRAM variable)."""
        return self.memory[self.symbol_address(symbol)]

    def read_symbol16(self, symbol: str) -> int:
        """The little-endian 16-bit word at a symbol of the ROM's .sym (a WRAM variable)."""
        address = self.symbol_address(symbol)
        return self.memory[address] | self.memory[address + 1] << 8

    def read16(self, field: str) -> int:
        address = self.address(field)
        return self.memory[address] | self.memory[address + 1] << 8

    def read32(self, field: str) -> int:
        return int.from_bytes(self.read_bytes(field, 4), "little")

    def read_bytes(self, field: str, count: int) -> bytes:
        address = self.address(field)
        return bytes(self.memory[address : address + count])

    def write(self, field: str, value: int) -> None:
        self.memory[self.address(field)] = value

    def write16(self, field: str, value: int) -> None:
        self.write(field, value & 0xFF)
        self.memory[self.address(field) + 1] = value >> 8

    # -- the machine: what an emulator must give (MgbaCart gives them from mGBA) --
    def cycles_per_frame(self) -> int:
        """CPU cycles in a frame now: twice the usual on a Game Boy Color that the cartridge has switched
        to double speed (gbc_src/core/cpu_speed.c; KEY1 bit 7, which an original Game Boy reads as 1)."""
        double = self.cgb and self.pyboy.memory[KEY1] & KEY1_DOUBLE_SPEED
        return CYCLES_PER_FRAME * (2 if double else 1)

    def tick(self, frames: int = 1) -> None:
        self.pyboy.tick(frames, False)
        self.frames += frames

    def press(self, button: str) -> None:
        self.pyboy.button_press(button)

    def release(self, button: str) -> None:
        self.pyboy.button_release(button)

    def screen_shades(self) -> list[list[int]]:
        """Render one frame and return the picture as grey levels 0 (white) .. 3 (black), 144 rows of 160."""
        self.pyboy.tick(1, True)
        self.frames += 1
        pixels = self.pyboy.screen.ndarray
        return [[shade(int(pixels[y, x, 0])) for x in range(160)] for y in range(144)]

    def wait_for(self, ready: Callable[[], bool], limit: int, what: str) -> None:
        """Step a frame at a time until ``ready()`` holds; fail after ``limit`` frames."""
        for _ in range(limit):
            if ready():
                return
            self.tick()
            if self.on_frame is not None:
                self.on_frame()
        raise RomTimeout(f"the ROM did not finish {what} within {limit} frames")

    def probe(self, symbol: str) -> CycleProbe:
        """Start timing every call to the function at ``symbol`` (see probes.CycleProbe)."""
        return CycleProbe(self.hooks, self.interrupts, symbol)

    # -- requests --
    def request(
        self,
        command: int,
        width: int,
        height: int,
        seed: int,
        check: int = io_block.CHECK_DUAL,
        difficulty: int = 0,
    ) -> int:
        """Send one request and wait for it; return the status byte."""
        self.write("puzzle", self.puzzle)
        self.write("width", width)
        self.write("height", height)
        self.write16("seed", seed)
        self.write("check", check)
        self.write("difficulty", difficulty)
        self.write("command", command)
        self.wait_for(
            lambda: self.read("command") == io_block.COMMAND_IDLE and self.read("done") == 1,
            self.request_frame_limit,
            f"request {command} {width}x{height} seed {seed}",
        )
        return self.read("status")

    def result(self) -> LayoutResult:
        width, height = self.read("result_width"), self.read("result_height")
        cells = self.read_bytes("board", width * height)
        return LayoutResult(
            status=self.read("status"),
            width=width,
            height=height,
            seed=self.read16("result_seed"),
            check=self.read("result_check"),
            black_count=self.read("black_count"),
            timer_cycles=self.read32("timer_cycles"),
            black=[bool(b) for b in cells],
        )

    def generate_layout(self, width: int, height: int, seed: int, check: int = io_block.CHECK_DUAL) -> LayoutResult:
        self.request(io_block.COMMAND_GENERATE_LAYOUT, width, height, seed, check)
        return self.result()

    def generate_puzzle(self, width: int, height: int, seed: int, difficulty: int) -> PuzzleResult:
        status = self.request(io_block.COMMAND_GENERATE_PUZZLE, width, height, seed, difficulty=difficulty)
        if status != io_block.STATUS_OK:
            raise RomRefused(f"puzzle {width}x{height} seed {seed} difficulty {difficulty}: status {status}")
        return self.puzzle_result()

    def puzzle_result(self) -> PuzzleResult:
        width, height = self.read("result_width"), self.read("result_height")
        cells = width * height
        return PuzzleResult(
            width=width,
            height=height,
            seed=self.read16("result_seed"),
            difficulty=self.read("result_difficulty"),
            numbers=list(self.read_bytes("numbers", cells)),
            black=[bool(b) for b in self.read_bytes("board", cells)],
            layouts=self.read16("layouts"),
            numberings=self.read16("numberings"),
            timer_cycles=self.read32("timer_cycles"),
            board=list(self.read_bytes("board", cells)),
        )

    def settle(self, limit: int = BUTTON_FRAME_LIMIT) -> None:
        """Step until the VBlank tile queue is empty: every tile the ROM has drawn is in VRAM."""
        memory = self.memory
        head, tail = self.symbol_address("_vram_queue_head"), self.symbol_address("_vram_queue_tail")
        self.wait_for(lambda: memory[head] == memory[tail], limit, "the screen's queued tiles")

    def background_row(self, row: int, column: int = 0, count: int = 20) -> list[int]:
        """Tile numbers on the background map (what is on screen, the scroll being 0), once the
        queued tiles are drawn."""
        self.settle()
        start = MAP_BACKGROUND + row * 32 + column
        return list(self.memory[start : start + count])

    def attribute_row(self, row: int, column: int = 0, count: int = 20) -> list[int]:
        """A Game Boy Color's background map attributes (VRAM bank 1) along a row, after the queue
        has drained; the VRAM bank the ROM had mapped is put back."""
        self.settle()
        memory = self.memory
        bank = memory[VBK_REGISTER] & 1
        memory[VBK_REGISTER] = 1
        values = [memory[MAP_BACKGROUND + row * 32 + column + i] for i in range(count)]
        memory[VBK_REGISTER] = bank
        return values

    def cgb_background_palettes(self) -> list[int]:
        """The 64 bytes of a Game Boy Color's background palette memory (through BCPS/BCPD)."""
        memory = self.memory
        index = memory[BCPS_REGISTER]
        values = []
        for i in range(64):
            memory[BCPS_REGISTER] = i
            values.append(memory[BCPD_REGISTER])
        memory[BCPS_REGISTER] = index
        return values

    def text_row(self, row: int) -> str:
        """A screen row read back as text (font tiles are character - FIRST_CHAR)."""
        return _as_text(self.background_row(row))

    def window_row(self, row: int) -> str:
        """A row of the window layer (the pause menu) read back as text."""
        self.settle()
        start = MAP_WINDOW + row * 32
        return _as_text(list(self.memory[start : start + 20]))

    def scene(self) -> str:
        """What the cartridge shows (io_block.SCENES), by name."""
        value = self.read("scene")
        return next(name for name, number in io_block.SCENES.items() if number == value)

    def wait_scene(self, name: str, limit: int = BUTTON_FRAME_LIMIT) -> None:
        """Until the cartridge shows screen ``name``, and one frame more: the frame loop sets the scene
        at the end of the work that draws a screen, then forgets the buttons held meanwhile (main.c),
        so a press that began in that same frame would be lost, as a player's would."""
        self.wait_for(lambda: self.scene() == name, limit, f"the {name} screen")
        self.tick(1)

    def tap(self, button: str, hold: int = 2, after: int = 2) -> None:
        """Press and release a button the way a player does: held for ``hold`` frames."""
        self.press(button)
        self.tick(hold)
        self.release(button)
        self.tick(after)

    def hold_button_until(self, button: str, ready: Callable[[], bool], limit: int, what: str) -> None:
        """Hold a button down until ``ready()`` holds (a short tap can fall while the ROM is busy), then let go."""
        self.press(button)
        try:
            self.wait_for(ready, limit, what)
        finally:
            self.release(button)
        self.tick()


# ---- playing through the buttons, as a player does (tests and `invoke screenshots`) ----

MENU_FIRST_ROW = 7  # the title menu's first item row (gbc_src/shell/title.c)
MENU_ITEMS = 8
MAKING_FRAME_LIMIT = 60_000  # the rarest puzzles take a few thousand frames to make


def title_item_row(rom: CartRom) -> int:
    """The title menu row the '>' points at."""
    for row in range(MENU_FIRST_ROW, MENU_FIRST_ROW + MENU_ITEMS):
        if rom.text_row(row).lstrip().startswith(">"):
            return row
    raise AssertionError("no menu item is selected on the title screen")


def title_select(rom: CartRom, label: str) -> None:
    """Move the title menu's cursor to the item that starts with ``label``."""
    for _ in range(MENU_ITEMS + 1):
        if rom.text_row(title_item_row(rom)).strip().lstrip(">").strip().startswith(label):
            return
        rom.tap("down")
    raise AssertionError(f"the title menu has no {label}")


def title_set(rom: CartRom, label: str, value: str) -> None:
    """Step a title menu setting (SIZE, LEVEL, SOUND) with Right until it shows ``value``."""
    title_select(rom, label)
    for _ in range(40):
        if f"< {value} >" in rom.text_row(title_item_row(rom)):
            return
        rom.tap("right")
    raise AssertionError(f"{label} never showed {value}")


def title_choose_puzzle(rom: CartRom, title: str) -> None:
    """On the title screen: step the PUZZLE item to ``title`` (as the registry names it, e.g. HITORI)."""
    rom.wait_scene("TITLE")
    while title_item_row(rom) != MENU_FIRST_ROW:  # the first item: "< NAME >", no label
        rom.tap("up")
    for _ in range(10):
        if f"< {title} >" in rom.text_row(MENU_FIRST_ROW):
            return
        rom.tap("right")
    raise AssertionError(f"the title menu never showed {title}")


def start_new_game(rom: CartRom, width: int, height: int, difficulty: str) -> None:
    """From the title screen: choose size and difficulty, pick NEW GAME, wait until the board is up."""
    rom.wait_scene("TITLE")
    title_set(rom, "SIZE", f"{width}X{height}")
    title_set(rom, "LEVEL", difficulty.upper())
    title_select(rom, "NEW GAME")
    rom.tap("a")
    rom.wait_scene("PLAYING", MAKING_FRAME_LIMIT)


def choose_on_title(rom: CartRom, title: str, width: int, height: int, level: str) -> None:
    """On the title screen: the puzzle ``title``, its size and level chosen, the cursor on NEW GAME
    (where it rests: on a Game Boy Color the cartridge makes that choice's puzzle ahead)."""
    rom.wait_scene("TITLE")
    title_choose_puzzle(rom, title)
    title_set(rom, "SIZE", f"{width}X{height}")
    title_set(rom, "LEVEL", level.upper())
    title_select(rom, "NEW GAME")


def frames_to_board(rom: CartRom, button: str = "a") -> int:
    """Press ``button`` (New game) and count the frames until the game's board is up."""
    rom.press(button)
    frames = 0
    while rom.scene() != "PLAYING":
        rom.tick(1)
        frames += 1
        if frames == 2:
            rom.release(button)
        if frames > MAKING_FRAME_LIMIT:
            raise RomTimeout(f"no board within {MAKING_FRAME_LIMIT} frames of New game")
    if frames < 2:
        rom.release(button)
    return frames


# pause menu items (gbc_src/shell/game.c): 0 RESUME, 1 RESTART, 2 CHECK RULES, 3 HOW TO PLAY
PAUSE_RESTART, PAUSE_CHECK, PAUSE_HELP, PAUSE_NEW_GAME = 1, 2, 3, 4


def pause_choose(rom: CartRom, item: int) -> None:
    """In a game: open the pause menu and pick item number ``item``, back to the game."""
    rom.tap("start")
    rom.wait_scene("PAUSED")
    for _ in range(item):
        rom.tap("down")
    rom.tap("a")
    rom.wait_scene("PLAYING")


def pause_quit(rom: CartRom) -> None:
    """In a game: open the pause menu and pick its last item, QUIT TO TITLE (up from the first: the
    menu wraps), back to the title screen."""
    rom.tap("start")
    rom.wait_scene("PAUSED")
    rom.tap("up")
    rom.tap("a")
    rom.wait_scene("TITLE")


class Cursor:
    """Where the game's cursor is (it starts on the top-left cell): moves it by D-pad taps."""

    def __init__(self, rom: CartRom, width: int, height: int) -> None:
        self.rom, self.width, self.height = rom, width, height
        self.x = self.y = 0

    def go(self, x: int, y: int) -> None:
        for step, button in ((x - self.x, "right"), (y - self.y, "down")):
            back = {"right": "left", "down": "up"}[button]
            for _ in range(abs(step)):
                self.rom.tap(button if step > 0 else back)
        self.x, self.y = x, y

    def press(self, cell: int, button: str) -> None:
        self.go(cell % self.width, cell // self.width)
        self.rom.tap(button)


SEED_ROW = 8  # the seed entry screen: "SEED 00001" on this row, a '-' under the chosen digit below it


def type_seed(rom: CartRom, seed: int) -> None:
    """On the seed entry screen: type ``seed``, starting from whatever it shows (it keeps the last seed
    typed, and the digit last chosen, for the whole power-on)."""
    rom.settle()
    row, marks = rom.text_row(SEED_ROW), rom.text_row(SEED_ROW + 1)
    first = row.index("SEED ") + len("SEED ")
    shown = [int(d) for d in row[first:first + 5]]
    position = marks.index("-") - first
    for _ in range(position):
        rom.tap("left")
    for index, (want, have) in enumerate(zip((int(d) for d in f"{seed:05d}"), shown, strict=True)):
        for _ in range((want - have) % 10):
            rom.tap("up")
        if index < 4:
            rom.tap("right")


def start_seeded_game(rom: CartRom, width: int, height: int, difficulty: str, seed: int) -> None:
    """From the title screen: a game of a chosen seed through the BY SEED entry."""
    rom.wait_scene("TITLE")
    title_set(rom, "SIZE", f"{width}X{height}")
    title_set(rom, "LEVEL", difficulty.upper())
    title_select(rom, "BY SEED")
    rom.tap("a")
    rom.wait_scene("SEED_ENTRY")
    type_seed(rom, seed)
    rom.tap("a")
    rom.wait_scene("PLAYING", MAKING_FRAME_LIMIT)
