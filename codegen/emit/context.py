"""Template contexts: everything the generated C knows, gathered from the cartridge settings and from
every puzzle in the registry handed in (each puzzle builds its own tables; this module only joins
them). It never imports the puzzles: the build hands it codegen.puzzles.REGISTRY.

Pure functions, no I/O.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..common.divide import ONE_RUN, REGROW_TRIES
from . import cgb, io_block, save_layout
from .cartridge import (
    BIG_CELL_TILES,
    CART_TITLE,
    DIVIDE_PAGES,
    SCREEN_COLUMNS,
    SCREEN_ROWS,
    TEXT_ROWS,
    WRAM_PAGES,
    pack_banks,
)
from .font import FIRST_CHAR, LAST_CHAR, OBJ_PALETTE, puzzle_tiles_first
from .interface import ENTRIES
from .tile_set import tile_blocks, tile_set
from .title_art import title_map

if TYPE_CHECKING:
    from ..puzzles.base import PuzzleSpec

Registry = tuple["PuzzleSpec", ...]


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
        "save_notices": io_block.SAVE_NOTICES,
        "struct_size": io_block.struct_size(),
    }


def tiles_context(registry: Registry, bank_use: dict[int, int]) -> dict[str, Any]:
    """The tile set and the title picture: one fixed-bank table, packed after the puzzles' tables."""
    tiles, named = tile_set(registry)
    art = title_map(0, named["title_art"])
    (asset_bank,) = pack_banks([len(tiles) * len(tiles[0]) + len(art) * len(art[0])], bank_use)
    return {
        "asset_bank": asset_bank,
        "tiles": tiles,
        "tile_count": len(tiles),
        "puzzle_tiles_first": puzzle_tiles_first(),
        "tile_blocks": tile_blocks(registry),
        "named_tiles": named,
        "first_char": ord(FIRST_CHAR),
        "last_char": ord(LAST_CHAR),
        "title": CART_TITLE,
        "title_map": art,
        "obj_palette": OBJ_PALETTE,
    }


def save_context(registry: Registry) -> dict[str, Any]:
    v1 = io_block.field_offsets(save_layout.v1_fields())
    hitori = next(p for p in registry if p.name == "hitori")  # the puzzle of the version 1 cartridge
    none = (0, 0, 0)
    old_layouts = []
    for layout in save_layout.OLD_LAYOUTS:
        if save_layout.spans_of(layout, registry) != layout.spans:
            raise AssertionError(f"save version {layout.versions[-1]}'s parts are not where it kept them")
        migrations = [save_layout.migration(p, layout) for p in registry]
        old_layouts.append({
            "name": f"V{layout.versions[-1]}",
            "settings": layout.spans["settings"],
            "best_parts": [layout.spans.get(f"{p.name}_best", none) for p in registry],
            "game_parts": [layout.spans.get(f"{p.name}_game", none) for p in registry],
            "tables": {kind: [m[kind] for m in migrations]
                       for kind in ("best_from", "size_from", "level_from", "game_runs")},
        })
    return {
        "save_fields": save_layout.fields(registry),
        "save_size": save_layout.size(registry),
        "save_spans": save_layout.spans(registry),
        "save_offsets": save_layout.offsets(registry),
        "save_magic": list(save_layout.MAGIC),
        "save_version": save_layout.VERSION,
        "save_v3_version": save_layout.V3_VERSION,
        "save_v4_version": save_layout.V4_VERSION,
        "save_v5_version": save_layout.V5_VERSION,
        "save_v6_version": save_layout.V6_VERSION,
        "save_v6_puzzles": len(save_layout.V6_PUZZLES),
        "save_levels_since": [p.levels_since for p in registry],
        "save_v2_version": save_layout.V2_VERSION,
        "save_old_layouts": old_layouts,
        "save_not_kept": save_layout.NOT_KEPT,
        "save_no_puzzle": save_layout.NO_PUZZLE,
        "save_crc_start": save_layout.CRC_START,
        "save_crc_high": [value >> 8 for value in save_layout.crc_table()],
        "save_crc_low": [value & 0xFF for value in save_layout.crc_table()],
        "save_crc_steps": save_layout.crc_step_columns(),
        "save_address": save_layout.RAM_ADDRESS,
        "save_no_time": save_layout.NO_TIME,
        "save_check_start": save_layout.CHECK_START,
        "save_v1": {
            "magic": list(save_layout.V1_MAGIC),
            "version": save_layout.V1_VERSION,
            "records": (v1["best_seconds"], v1["records_check"] - v1["best_seconds"], v1["records_check"]),
            "sound": v1["sound_on"],
            # for each Hitori size (menu order), its index in the old cartridge's shape list
            "hitori_shapes": [save_layout.V1_SHAPES.index(size) for size in hitori.sizes],
        },
    }


def screen_context() -> dict[str, Any]:
    return {"screen_columns": SCREEN_COLUMNS, "screen_rows": SCREEN_ROWS, "text_rows": TEXT_ROWS,
            "big_cell_tiles": BIG_CELL_TILES,
            "pages": WRAM_PAGES, "cgb_bg_palettes": cgb.palette_bytes(cgb.bg_palettes()),
            "cgb_obj_palette": cgb.palette_bytes([cgb.OBJ_PALETTE_0])}


def divide_context() -> dict[str, Any]:
    """The k-omino divider's (core/divide.c): its pages and its ring table."""
    return {"divide": {"pages": DIVIDE_PAGES, "one_run": [int(run) for run in ONE_RUN], "regrow_tries": REGROW_TRIES}}


def registry_context(registry: Registry) -> dict[str, Any]:
    return {
        "puzzles": [
            {"name": p.name, "title": p.title, "sizes": p.sizes, "difficulties": p.difficulties,
             "default_size": p.sizes.index(p.default_size), "on_menu": p.on_menu,
             "level_masks": [p.level_mask(size) for size in p.sizes],
             "tile_block": next(i for i, q in enumerate(registry) if q.folder == p.folder),
             "own_command": io_block.COMMANDS[p.explorer_own_command] if p.explorer_own_command else 0,
             "entries": [e for e in ENTRIES if p.explorer_own_command or not e.own_command_only],
             "own_sizes": p.explorer_own_sizes}
            for p in registry
        ],
        "entries": ENTRIES,
        "help_pages": [
            {"name": p.name, "lines": p.help,
             "region_sizes": [p.region_size(w, h) for w, h in p.sizes] if p.region_size else []}
            for p in registry
        ],
    }


def context(registry: Registry, sizes: list[tuple[int, int]] | None = None) -> dict[str, Any]:
    """One context for every template: the cartridge's, then each puzzle's own (``sizes`` narrows
    the board list of the puzzle that has one, for tests)."""
    values: dict[str, Any] = {**io_block_context(), **screen_context(), **divide_context(),
                              **registry_context(registry)}
    bank_use: dict[int, int] = {}  # the fixed-bank tables of every puzzle, then the tile set: one packing
    for puzzle in registry:
        values.update(puzzle.template_context(sizes, bank_use))
    values.update(tiles_context(registry, bank_use))
    values.update(save_context(registry))
    return values
