"""The cartridge's battery-backed RAM as a file next to the ROM: ``puzzles.sav``, the name mGBA, BGB,
SameBoy and most flash-cart tools use, so one save moves between them and `invoke run`.

A save is exactly SAVE_RAM_BYTES long (one 8 KiB RAM bank); anything else is refused with a clear
message and never overwritten. Writing goes to a temporary file renamed over the old one, so a save
is never left half written.
"""

from __future__ import annotations

import os
from pathlib import Path

from ..emit.cartridge import SAVE_RAM_BYTES


class SaveFileError(ValueError):
    """A .sav file that is not this cartridge's battery RAM."""


def save_path(rom_path: Path) -> Path:
    return rom_path.with_suffix(".sav")


def load_battery(path: Path) -> bytes | None:
    """The saved RAM, or None if there is no save yet."""
    if not path.exists():
        return None
    data = path.read_bytes()
    if len(data) != SAVE_RAM_BYTES:
        raise SaveFileError(
            f"{path} is {len(data)} bytes, but this cartridge's save is {SAVE_RAM_BYTES}; move it away to start clean")
    return data


def write_battery(path: Path, data: bytes) -> None:
    if len(data) != SAVE_RAM_BYTES:
        raise SaveFileError(f"the emulator gave {len(data)} bytes of cartridge RAM, expected {SAVE_RAM_BYTES}")
    temporary = path.with_name(f".{path.name}.partial")
    temporary.write_bytes(data)
    os.replace(temporary, path)
