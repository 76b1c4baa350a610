"""Template contexts: everything the generated C knows, computed here from the proven model.

Pure functions, no I/O. The neighbour and corner-face tables are the model's own (grid.py), so the C
on the cartridge walks exactly the graph the Python tests proved the dual check on.

The C stores each cell as one 8-byte record, so that one shift finds everything about a cell:
bytes 0-3 are the faces at the NW, NE, SE, SW corners and bytes 4-7 the N, E, S, W neighbours
(OFF_BOARD where the board ends): the attempt reads them in that order.

The ROM only asks the dual question for a cell whose neighbours are all white (a Hitori move), and
then "k distinct face classes == d white neighbours" reads "the corner faces are pairwise in
different classes", once repeated outer-face slots are set aside. So a border
cell's second and third outer-face slots are replaced by the spare faces 0xFE and 0xFF: faces of
their own that are never joined to anything, which makes the check four finds and a pairwise test.
"""

from __future__ import annotations

from typing import Any

from . import io_block, save_layout
from .font import FIRST_CHAR, LAST_CHAR, OBJ_PALETTE, TITLE_ART, tile_set, title_map
from .grid import NO_CELL, Grid
from .puzzle import MIN_PUZZLE_SIDE, NUMBER_TRIES, Cell, Difficulty
from .rom_config import (
    CART_TITLE,
    CELL_BLACK,
    CELL_BLOCKED,
    CELL_WHITE,
    DEFAULT_SEED,
    DEFAULT_SIZE,
    MAX_CELLS,
    RECORD_BYTES_PER_CELL,
    SCREEN_COLUMNS,
    SCREEN_ROWS,
    TEXT_ROWS,
    WRAM_PAGES,
    RomShape,
    pack_record_banks,
    rom_shapes,
)

OFF_BOARD = 0xFF
SPARE_FACES = (0xFE, 0xFF)


def cell_record(grid: Grid, cell: int) -> list[int]:
    """The 8 bytes the C keeps for ``cell``: corner faces NW, NE, SE, SW, then neighbours N, E, S, W."""
    neighbours = [OFF_BOARD if n == NO_CELL else n for n in grid.neighbour_table[cell]]
    corners = []
    spares = iter(SPARE_FACES)
    for face in grid.corner_face_table[cell]:
        corners.append(next(spares) if face == grid.outer_face and grid.outer_face in corners else face)
    return corners + neighbours


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
        "records": [cell_record(grid, cell) for cell in range(grid.cell_count)],
    }


def board_tables_context(sizes: list[tuple[int, int]] | None = None) -> dict[str, Any]:
    shapes = [shape_context(s) for s in rom_shapes(sizes)]
    # The tile set and the title picture share the switchable banks with the cell tables: bank 0 is for code.
    tiles, _ = tile_set()
    asset_bytes = len(tiles) * len(tiles[0]) + len(TITLE_ART) * len(TITLE_ART[0])
    *banks, asset_bank = pack_record_banks([s["cells"] * RECORD_BYTES_PER_CELL for s in shapes] + [asset_bytes])
    for shape, bank in zip(shapes, banks, strict=True):
        shape["bank"] = bank
    default_index = next(
        i for i, s in enumerate(shapes) if (s["width"], s["height"]) == DEFAULT_SIZE
    )
    return {
        "shapes": shapes,
        "max_cells": max(s["cells"] for s in shapes),
        "max_faces": max(s["faces"] for s in shapes),
        "off_board": OFF_BOARD,
        "spare_faces": SPARE_FACES,
        "default_shape": default_index,
        "default_seed": DEFAULT_SEED,
        "screen_columns": SCREEN_COLUMNS,
        "screen_rows": SCREEN_ROWS,
        "text_rows": TEXT_ROWS,
        "record_banks": sorted(set(banks)),
        "asset_bank": asset_bank,
        "puzzle_shapes": sorted(
            (i for i, s in enumerate(shapes) if min(s["width"], s["height"]) >= MIN_PUZZLE_SIDE),
            key=lambda i: (shapes[i]["cells"], shapes[i]["width"]),
        ),
    }


def io_block_context() -> dict[str, Any]:
    return {
        "fields": io_block.FIELDS,
        "magic": list(io_block.MAGIC),
        "version": io_block.INTERFACE_VERSION,
        "board_capacity": MAX_CELLS,
        "commands": io_block.COMMANDS,
        "statuses": io_block.STATUSES,
        "checks": io_block.CHECKS,
        "scenes": io_block.SCENES,
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
        "title_map": title_map(0, named["black_cell"]),
        "obj_palette": OBJ_PALETTE,
    }


def save_context(sizes: list[tuple[int, int]] | None = None) -> dict[str, Any]:
    shape_count = len(rom_shapes(sizes))
    offsets = save_layout.offsets(shape_count)
    records_first = save_layout.records_fields(shape_count)[0].name
    game_first = save_layout.game_fields()[0].name
    return {
        "save_records_span": (offsets[records_first], offsets["records_check"] - offsets[records_first]),
        "save_game_span": (offsets[game_first], offsets["game_check"] - offsets[game_first]),
        "save_fields": save_layout.fields(shape_count),
        "save_size": save_layout.size(shape_count),
        "save_magic": list(save_layout.MAGIC),
        "save_version": save_layout.VERSION,
        "save_address": save_layout.RAM_ADDRESS,
        "save_no_time": save_layout.NO_TIME,
        "save_check_start": save_layout.CHECK_START,
        "marks": {"NONE": save_layout.MARK_NONE, "SHADED": save_layout.MARK_SHADED,
                  "CIRCLED": save_layout.MARK_CIRCLED},
    }


def memory_context() -> dict[str, Any]:
    return {
        "pages": WRAM_PAGES,
        "cell_states": {"WHITE": CELL_WHITE, "BLACK": CELL_BLACK, "BLOCKED": CELL_BLOCKED},
        "record": {"CORNERS": 0, "NEIGHBOURS": 4, "BYTES": RECORD_BYTES_PER_CELL},
    }


def puzzle_context() -> dict[str, Any]:
    """The solver's cell states (plus one for the off-board slot 0xFF) and the generator's limits."""
    states = {state.name: int(state) for state in Cell}
    states["OFF_BOARD"] = max(states.values()) + 1
    return {
        "solve_states": states,
        "difficulties": {d.name: int(d) for d in Difficulty},
        "number_tries": NUMBER_TRIES,
        "min_puzzle_side": MIN_PUZZLE_SIDE,
    }


def context(sizes: list[tuple[int, int]] | None = None) -> dict[str, Any]:
    """One context for every template."""
    return {
        **board_tables_context(sizes),
        **io_block_context(),
        **tiles_context(),
        **memory_context(),
        **puzzle_context(),
        **save_context(sizes),
    }
