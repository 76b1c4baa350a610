"""Reading the game screen back from the background tile map: what a player sees, cell by cell."""

from __future__ import annotations

from dataclasses import dataclass

from codegen.emit.font import MAX_NUMBER, NUMBER_PAPER, tile_set
from codegen.harness.rom_driver import CartRom
from codegen.puzzles.hitori.shapes import rom_shape

_, NAMED_TILES = tile_set()
KINDS = {NAMED_TILES[name]: name.removeprefix("numbers_") for name in NUMBER_PAPER}


@dataclass(frozen=True)
class ShownCell:
    kind: str  # white, shaded, circled, white_error, shaded_error
    number: int


def shown_board(rom: CartRom, width: int, height: int) -> list[ShownCell]:
    shape = rom_shape(width, height)
    cells = []
    for y in range(height):
        for tile in rom.background_row(shape.map_y + y, shape.map_x, width):
            base = max((b for b in KINDS if b <= tile), default=None)
            if base is None or tile - base >= MAX_NUMBER:
                raise AssertionError(f"tile {tile} at row {y} is not a numbered cell")
            cells.append(ShownCell(KINDS[base], tile - base + 1))
    return cells


def shaded_cells(board: list[ShownCell]) -> set[int]:
    return {i for i, cell in enumerate(board) if cell.kind.startswith("shaded")}
