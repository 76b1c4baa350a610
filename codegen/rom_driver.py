"""Drive the cartridge headlessly in PyBoy through its documented WRAM interface (io_block.py).

Used by the tests and by tasks that run the ROM. A request is written field by field, ``command``
last, and the emulator is stepped a frame at a time until the ROM reports ``done``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from . import io_block
from .font import FIRST_CHAR

if TYPE_CHECKING:
    from pyboy import PyBoy

BOOT_FRAME_LIMIT = 600  # PyBoy's boot ROM takes about 65 frames; the first board a few more
REQUEST_FRAME_LIMIT = 30_000  # a flood-fill layout of 16x15 takes ~600 frames; rare puzzles several thousand


class RomTimeout(RuntimeError):
    """The ROM did not answer within the frame limit."""


class CycleProbe:
    """Exact CPU cycles of every call to one function, from PyBoy's cycle counter.

    A hook at the function's entry notes the cycle count and the return address on the stack; a hook
    at that return address (placed the first time it is seen) closes the call. A return hook only
    closes the innermost open call, and only once the stack pointer is above where the return address
    was (a callee that pops its stack arguments returns even higher), so a jump that happens to land
    on a return address inside the call is not mistaken for the return. PyBoy's counter is private API
    (``_cycles()``), which is why pyproject.toml pins PyBoy to the 2.8 series.
    """

    def __init__(self, pyboy: PyBoy, symbol: str) -> None:
        self.pyboy = pyboy
        self.symbol = symbol
        self.durations: list[int] = []
        self._open: list[tuple[int, int, int]] = []  # (return address, stack pointer at entry, cycles)
        self._return_hooks: set[int] = set()
        pyboy.hook_register(None, symbol, self._enter, None)

    def _enter(self, _: object) -> None:
        sp = self.pyboy.register_file.SP
        memory = self.pyboy.memory
        back = memory[sp] | memory[sp + 1] << 8
        if back not in self._return_hooks:
            self._return_hooks.add(back)
            self.pyboy.hook_register(0, back, self._leave, back)
        self._open.append((back, sp, self.pyboy._cycles()))

    def _leave(self, back: int) -> None:
        if not self._open:
            return
        expected_back, entry_sp, start = self._open[-1]
        if back == expected_back and self.pyboy.register_file.SP > entry_sp:
            self._open.pop()
            self.durations.append(self.pyboy._cycles() - start)

    def take(self) -> list[int]:
        """The durations recorded so far; the probe starts a new list."""
        taken, self.durations = self.durations, []
        return taken

    def close(self) -> None:
        self.pyboy.hook_deregister(None, self.symbol)
        for back in self._return_hooks:
            self.pyboy.hook_deregister(0, back)
        self._return_hooks.clear()


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
    black: list[bool]  # the solution, row-major
    layouts: int
    numberings: int
    timer_cycles: int


class RomRefused(RuntimeError):
    """The ROM answered a request with a status other than OK."""


class HitoriRom:
    """One running cartridge. Use as a context manager, or call ``stop()``."""

    def __init__(self, rom_path: Path, *, sound: bool = False) -> None:
        from pyboy import PyBoy  # imported here: the pure model does not need an emulator

        self.pyboy: PyBoy = PyBoy(str(rom_path), window="null", sound_emulated=sound)
        self.pyboy.set_emulation_speed(0)
        _, self.base = self.pyboy.symbol_lookup(io_block.SYMBOL)
        self.offsets = io_block.offsets()
        self.frames = 0
        self.wait_for(lambda: self.read_bytes("magic", 4) == io_block.MAGIC, BOOT_FRAME_LIMIT, "boot")

    def __enter__(self) -> HitoriRom:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def stop(self) -> None:
        self.pyboy.stop(save=False)

    # -- raw access to the interface block --
    def address(self, field: str) -> int:
        return self.base + self.offsets[field]

    def read(self, field: str) -> int:
        return self.pyboy.memory[self.address(field)]

    def read16(self, field: str) -> int:
        address = self.address(field)
        return self.pyboy.memory[address] | self.pyboy.memory[address + 1] << 8

    def read32(self, field: str) -> int:
        return int.from_bytes(self.read_bytes(field, 4), "little")

    def read_bytes(self, field: str, count: int) -> bytes:
        address = self.address(field)
        return bytes(self.pyboy.memory[address : address + count])

    def write(self, field: str, value: int) -> None:
        self.pyboy.memory[self.address(field)] = value

    def write16(self, field: str, value: int) -> None:
        self.write(field, value & 0xFF)
        self.pyboy.memory[self.address(field) + 1] = value >> 8

    def tick(self, frames: int = 1) -> None:
        self.pyboy.tick(frames, False)
        self.frames += frames

    def wait_for(self, ready: Callable[[], bool], limit: int, what: str) -> None:
        """Step a frame at a time until ``ready()`` holds; fail after ``limit`` frames."""
        for _ in range(limit):
            if ready():
                return
            self.tick()
        raise RomTimeout(f"the ROM did not finish {what} within {limit} frames")

    def probe(self, symbol: str) -> CycleProbe:
        """Start timing every call to the function at ``symbol`` (see CycleProbe)."""
        return CycleProbe(self.pyboy, symbol)

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
        self.write("width", width)
        self.write("height", height)
        self.write16("seed", seed)
        self.write("check", check)
        self.write("difficulty", difficulty)
        self.write("command", command)
        self.wait_for(
            lambda: self.read("command") == io_block.COMMAND_IDLE and self.read("done") == 1,
            REQUEST_FRAME_LIMIT,
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
        )

    def background_row(self, row: int, column: int = 0, count: int = 20) -> list[int]:
        """Tile numbers on the background map (what is on screen, the scroll being 0)."""
        tilemap = self.pyboy.tilemap_background
        return [tilemap[column + i, row] for i in range(count)]

    def text_row(self, row: int) -> str:
        """A screen row read back as text (font tiles are character - FIRST_CHAR)."""
        return "".join(chr(tile + ord(FIRST_CHAR)) if tile < 64 else "?" for tile in self.background_row(row))

    def screen_shades(self) -> list[list[int]]:
        """Render one frame and return the picture as grey levels 0 (white) .. 3 (black), 144 rows of 160."""
        self.pyboy.tick(1, True)
        self.frames += 1
        pixels = self.pyboy.screen.ndarray
        return [[3 - int(pixels[y, x, 0]) * 4 // 256 for x in range(160)] for y in range(144)]

    def hold_button_until(self, button: str, ready: Callable[[], bool], limit: int, what: str) -> None:
        """Hold a button down until ``ready()`` holds (a short tap can fall while the ROM is busy), then let go."""
        self.pyboy.button_press(button)
        try:
            self.wait_for(ready, limit, what)
        finally:
            self.pyboy.button_release(button)
        self.tick()
