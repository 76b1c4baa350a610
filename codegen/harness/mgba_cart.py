"""The cartridge in mGBA: a second emulator, closer to the hardware than PyBoy, for the tests.

PyBoy runs every test because it can hook and time the ROM's functions; but a ROM that works in one
emulator only may lean on that emulator's leniency (timing, what memory holds at power-on, how the
LCD behaves while it is off). mGBA (libmgba from Debian's `libmgba0.10`, driven through PyPI's `mgba`
bindings) is accurate enough that homebrew developers test on it, and runs headless. MgbaCart gives
the player-level interface of CartRom (fields of the WRAM interface, buttons, frames, the tile maps,
the picture) from mGBA, so the same scripted session can be played in both and compared. What needs
PyBoy's hooks (cycle probes, the interrupt meter, random RAM at the entry point) is not offered here.

mGBA starts the cartridge at once (no boot ROM); PyBoy about 65 frames later. Scripts therefore wait
for what the cartridge shows, never count frames from power-on.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .rom_driver import CartRom, shade

SCREEN_WIDTH, SCREEN_HEIGHT = 160, 144


class MgbaUnavailable(RuntimeError):
    """mGBA cannot be loaded: a clear line on what to install."""


def read_symbols(sym_path: Path) -> dict[str, int]:
    """Name -> CPU address from a no$gmb .sym file (``BB:AAAA name`` lines)."""
    symbols: dict[str, int] = {}
    for line in sym_path.read_text().splitlines():
        if line.startswith(";") or " " not in line:
            continue
        where, name = line.split(" ", 1)
        symbols[name] = int(where.split(":")[1], 16)
    return symbols


def load_mgba() -> Any:
    try:
        import mgba.core
        import mgba.image
        import mgba.log
    except (ImportError, OSError) as missing:  # the bindings, or libmgba under them
        raise MgbaUnavailable(
            f"mGBA is not available ({missing}): apt-get install libmgba0.10 && pip install mgba") from None
    mgba.log.silence()
    return mgba


class MgbaCart(CartRom):
    """One running cartridge in mGBA, an original Game Boy, with blank cartridge RAM."""

    def __init__(self, rom_path: Path | str) -> None:
        mgba = load_mgba()
        self.rom_path = Path(rom_path)
        self.core = mgba.core.load_path(str(self.rom_path))
        if self.core is None:
            raise MgbaUnavailable(f"mGBA could not load {self.rom_path}")
        width, height = self.core.desired_video_dimensions()
        self.image = mgba.image.Image(width, height)
        self.core.set_video_buffer(self.image)
        self.core.reset()
        self.memory = self.core.memory.u8
        self.symbols = read_symbols(self.rom_path.with_suffix(".sym"))
        self.cgb = False
        self.held: set[int] = set()
        self.keys = {name: getattr(self.core, f"KEY_{name.upper()}")
                     for name in ("a", "b", "select", "start", "right", "left", "up", "down")}
        self._boot()

    def stop(self) -> None:
        self.core = None

    def stop_keeping_ram(self) -> bytes:
        raise NotImplementedError("MgbaCart keeps no battery RAM; the save tests use PyBoy")

    def symbol_address(self, symbol: str) -> int:
        return self.symbols[symbol]

    def tick(self, frames: int = 1) -> None:
        for _ in range(frames):
            self.core.run_frame()
        self.frames += frames

    def press(self, button: str) -> None:
        self.held.add(self.keys[button])
        self.core.set_keys(*self.held)

    def release(self, button: str) -> None:
        self.held.discard(self.keys[button])
        self.core.set_keys(*self.held)

    def screen_shades(self) -> list[list[int]]:
        """One more frame, and its picture as grey levels 0 (white) .. 3 (black), 144 rows of 160 (the
        Game Boy's screen is the top left of mGBA's video buffer)."""
        self.tick()
        picture = self.image.to_pil().convert("RGB").crop((0, 0, SCREEN_WIDTH, SCREEN_HEIGHT))
        reds = list(picture.getchannel("R").tobytes())
        return [[shade(red) for red in reds[y * SCREEN_WIDTH:(y + 1) * SCREEN_WIDTH]] for y in range(SCREEN_HEIGHT)]

    def probe(self, symbol: str) -> Any:
        raise NotImplementedError("cycle probes need PyBoy's hooks")
