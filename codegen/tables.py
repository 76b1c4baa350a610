"""Template contexts: everything the generated C knows, computed here from the proven model.

Pure functions, no I/O. The neighbour and corner-face tables are the model's own (grid.py), so the C
on the cartridge walks exactly the graph the Python tests proved the dual check on.
"""

from __future__ import annotations

from typing import Any

from . import io_block
from .font import FIRST_CHAR, LAST_CHAR, tile_set
from .grid import NO_CELL
from .rom_config import (
    CART_TITLE,
    DEFAULT_SEED,
    DEFAULT_SIZE,
    MAX_INDEXED,
    SCREEN_COLUMNS,
    SCREEN_ROWS,
    TEXT_ROWS,
    RomShape,
    rom_shapes,
)

NO_CELL_BYTE = 0xFF


def _cell_byte(cell: int) -> int:
    return NO_CELL_BYTE if cell == NO_CELL else cell


def shape_context(shape: RomShape) -> dict[str, Any]:
    grid = shape.grid
    return {
        "ident": f"{grid.width}x{grid.height}",
        "width": grid.width,
        "height": grid.height,
        "cells": grid.cell_count,
        "faces": grid.face_count,
        "outer_face": grid.outer_face,
        "map_x": shape.map_x,
        "map_y": shape.map_y,
        "neighbours": [[_cell_byte(n) for n in row] for row in grid.neighbour_table],
        "corner_faces": [list(row) for row in grid.corner_face_table],
    }


def board_tables_context(sizes: list[tuple[int, int]] | None = None) -> dict[str, Any]:
    shapes = [shape_context(s) for s in rom_shapes(sizes)]
    default_index = next(
        i for i, s in enumerate(shapes) if (s["width"], s["height"]) == DEFAULT_SIZE
    )
    return {
        "shapes": shapes,
        "max_cells": max(s["cells"] for s in shapes),
        "max_faces": max(s["faces"] for s in shapes),
        "no_cell": NO_CELL_BYTE,
        "default_shape": default_index,
        "default_seed": DEFAULT_SEED,
        "screen_columns": SCREEN_COLUMNS,
        "screen_rows": SCREEN_ROWS,
        "text_rows": TEXT_ROWS,
    }


def io_block_context() -> dict[str, Any]:
    return {
        "fields": io_block.FIELDS,
        "magic": list(io_block.MAGIC),
        "version": io_block.INTERFACE_VERSION,
        "board_capacity": MAX_INDEXED,
        "commands": io_block.COMMANDS,
        "statuses": io_block.STATUSES,
        "struct_size": io_block.struct_size(),
    }


def tiles_context() -> dict[str, Any]:
    tiles, named = tile_set()
    return {
        "tiles": tiles,
        "tile_count": len(tiles),
        "named_tiles": named,
        "first_char": ord(FIRST_CHAR),
        "last_char": ord(LAST_CHAR),
        "title": CART_TITLE,
    }


def context(sizes: list[tuple[int, int]] | None = None) -> dict[str, Any]:
    """One context for every template."""
    return {**board_tables_context(sizes), **io_block_context(), **tiles_context()}
