"""Playing Palisade through the buttons, as a player does (`invoke screenshots --puzzle palisade`)."""

from __future__ import annotations

from ..emit.cartridge import board_placement
from ..puzzles.palisade.tables import sizes_context
from .rom_driver import CartRom, Cursor


def solution_walls(width: int, height: int, regions: list[int]) -> list[tuple[int, str]]:
    """Every border of the solution inside the grid, as (cell, direction), in reading order."""
    walls = []
    for cell in range(width * height):
        if cell % width < width - 1 and regions[cell] != regions[cell + 1]:
            walls.append((cell, "right"))
        if cell + width < width * height and regions[cell] != regions[cell + width]:
            walls.append((cell, "down"))
    return walls


def mark_side(rom: CartRom, cursor: Cursor, cell: int, direction: str, button: str) -> None:
    """The cursor to ``cell``, then ``direction`` with A (a wall) or B (open) held."""
    cursor.go(cell % cursor.width, cell // cursor.width)
    rom.press(button)
    rom.tick(2)
    rom.tap(direction)
    rom.release(button)
    rom.tick(2)


def cursor_cell(rom: CartRom, width: int, height: int) -> int:
    """The cell under the cursor sprite (OAM entry 0), from the screen position it is drawn at: on a
    cell's tile, or with big cells (a tile for every cell, side and grid point) 4 pixels up and left
    of it."""
    scale, left, top = board_placement(width, height, 1, 1)
    sprite = rom.pyboy.get_sprite(0)
    if scale > 1:
        return ((sprite.y + 4) // 8 - top - 1) // 2 * width + ((sprite.x + 4) // 8 - left - 1) // 2
    shape = next(s for s in sizes_context() if (s["width"], s["height"]) == (width, height))
    return (sprite.y // 8 - shape["map_y"]) * width + sprite.x // 8 - shape["map_x"]
