"""The whole tile set in ROM order: the common tiles (font.py), then a block for each puzzle of the
registry handed in (each draws its own in codegen/puzzles/<name>/tiles.py), the big-cell blocks, and
the title art's block (title_art.py). A block is loaded into VRAM from puzzle_tiles_first() on when a
screen needs it (screen_use_tiles), so every block has the same numbers and each may use all the
tiles the common ones leave. This module is handed the registry, never importing it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .font import TileGroup, common_tiles, pack_rows
from .title_art import title_tiles

if TYPE_CHECKING:
    from ..puzzles.base import PuzzleSpec

VRAM_TILES = 256  # the background and the sprites share tiles 0..255 (LCDC bit 4 set: 0x8000)


def block_groups(registry: tuple[PuzzleSpec, ...]) -> list[tuple[str, list[TileGroup]]]:
    """Every block, in ROM order: each registry puzzle's (named by the puzzle, so a puzzle's number is
    its block's), then the big-cell block of each puzzle that has one (named <puzzle>_big), then the
    title art's ("title")."""
    blocks = [(puzzle.name, puzzle.tiles()) for puzzle in registry]
    blocks += [(f"{puzzle.name}_big", puzzle.big_tiles()) for puzzle in registry if puzzle.big_tiles()]
    blocks.append(("title", title_tiles()[0]))
    return blocks


def tile_set(registry: tuple[PuzzleSpec, ...]) -> tuple[list[list[int]], dict[str, int]]:
    """All tiles in ROM order (each 16 bytes): the common tiles, then every block (block_groups()); and
    the VRAM tile number of each named tile."""
    tiles, named = common_tiles()
    for block, groups in block_groups(registry):
        number = len(common_tiles()[0])
        for name, group in groups:
            if name in named:
                raise AssertionError(f"tile group {name} is named twice")
            named[name] = number
            number += len(group)
            tiles += [pack_rows(rows) for rows in group]
        if number > VRAM_TILES:
            raise AssertionError(f"{block}'s tiles end at {number}: VRAM holds {VRAM_TILES}")
    return tiles, named


def tile_blocks(registry: tuple[PuzzleSpec, ...]) -> list[tuple[str, int, int]]:
    """Every block (block_groups()): its name, its first tile in ROM order, its tiles."""
    first = len(common_tiles()[0])
    blocks = []
    for block, groups in block_groups(registry):
        count = sum(len(group) for _, group in groups)
        blocks.append((block, first, count))
        first += count
    return blocks
