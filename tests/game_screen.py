"""Reading the game screen back from the background tile map: what a player sees, cell by cell."""

from __future__ import annotations

from dataclasses import dataclass

from codegen.emit.tile_set import tile_set
from codegen.harness.rom_driver import CartRom
from codegen.puzzles import REGISTRY
from codegen.puzzles.hitori.shapes import big_max_number, rom_shape
from codegen.puzzles.hitori.tiles import HITORI_BIG_FLAGGED, HITORI_BIG_SETS, MAX_NUMBER, NUMBER_PAPER

_, NAMED_TILES = tile_set(REGISTRY)
KINDS = {NAMED_TILES[name]: name.removeprefix("numbers_") for name in NUMBER_PAPER}
BIG_NUMBERS = big_max_number()


def _big_cells() -> dict[tuple[int, int, int, int], tuple[str, int]]:
    """Every big cell's four tiles (top left, top right, bottom left, bottom right) -> (kind, number):
    a plain set's four in a row, or a flagged set's two corners around its plain set's other two."""
    cells = {}
    for name in HITORI_BIG_SETS:
        for n in range(1, BIG_NUMBERS + 1):
            first = NAMED_TILES[name] + 4 * (n - 1)
            cells[(first, first + 1, first + 2, first + 3)] = (name.removeprefix("big_"), n)
    for name, plain in HITORI_BIG_FLAGGED.items():
        for n in range(1, BIG_NUMBERS + 1):
            flags = NAMED_TILES[name] + 2 * (n - 1)
            first = NAMED_TILES[plain] + 4 * (n - 1)
            cells[(flags, first + 1, first + 2, flags + 1)] = (name.removeprefix("big_"), n)
    return cells


BIG_CELLS = _big_cells()


@dataclass(frozen=True)
class ShownCell:
    kind: str  # white, shaded, circled, white_error, shaded_error
    number: int


def shown_board(rom: CartRom, width: int, height: int) -> list[ShownCell]:
    """The game's board as the tile map shows it, in cells of one tile or, on boards that fit the
    screen so, of 2x2 tiles."""
    shape = rom_shape(width, height)
    if shape.play_scale > 1:
        return _shown_big_board(rom, shape.play_x, shape.play_y, width, height)
    cells = []
    for y in range(height):
        for tile in rom.background_row(shape.play_y + y, shape.play_x, width):
            base = max((b for b in KINDS if b <= tile), default=None)
            if base is None or tile - base >= MAX_NUMBER:
                raise AssertionError(f"tile {tile} at row {y} is not a numbered cell")
            cells.append(ShownCell(KINDS[base], tile - base + 1))
    return cells


def _shown_big_board(rom: CartRom, left: int, top: int, width: int, height: int) -> list[ShownCell]:
    cells = []
    for y in range(height):
        upper = rom.background_row(top + 2 * y, left, 2 * width)
        lower = rom.background_row(top + 2 * y + 1, left, 2 * width)
        for x in range(width):
            tiles = (upper[2 * x], upper[2 * x + 1], lower[2 * x], lower[2 * x + 1])
            if tiles not in BIG_CELLS:
                raise AssertionError(f"tiles {tiles} at cell {x},{y} are not a big numbered cell")
            cells.append(ShownCell(*BIG_CELLS[tiles]))
    return cells


def shaded_cells(board: list[ShownCell]) -> set[int]:
    return {i for i, cell in enumerate(board) if cell.kind.startswith("shaded")}
