"""Template contexts: everything the generated C knows, gathered from the cartridge settings and from
every puzzle in the registry (each puzzle builds its own tables; this module only joins them).

Pure functions, no I/O.
"""

from __future__ import annotations

from typing import Any

from ..puzzles import REGISTRY
from . import io_block, save_layout
from .cartridge import CART_TITLE, SCREEN_COLUMNS, SCREEN_ROWS, TEXT_ROWS, WRAM_PAGES
from .font import FIRST_CHAR, LAST_CHAR, OBJ_PALETTE, tile_set, title_map


def io_block_context() -> dict[str, Any]:
    return {
        "fields": io_block.FIELDS,
        "magic": list(io_block.MAGIC),
        "version": io_block.INTERFACE_VERSION,
        "board_capacity": io_block.BOARD_CAPACITY,
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


def save_context(shape_count: int) -> dict[str, Any]:
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


def screen_context() -> dict[str, Any]:
    return {"screen_columns": SCREEN_COLUMNS, "screen_rows": SCREEN_ROWS, "text_rows": TEXT_ROWS,
            "pages": WRAM_PAGES}


def registry_context() -> dict[str, Any]:
    return {"puzzles": [{"name": p.name, "title": p.title} for p in REGISTRY]}


def context(sizes: list[tuple[int, int]] | None = None) -> dict[str, Any]:
    """One context for every template: the cartridge's, then each puzzle's own (``sizes`` narrows
    the board list of the puzzle that has one, for tests)."""
    values: dict[str, Any] = {**io_block_context(), **tiles_context(), **screen_context(), **registry_context()}
    shape_count = 0
    for puzzle in REGISTRY:
        own = puzzle.template_context(sizes)
        values.update(own)
        shape_count += len(own["shapes"])
    values.update(save_context(shape_count))
    return values
