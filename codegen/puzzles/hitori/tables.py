"""Template contexts: everything the generated C knows, computed here from the proven model.

Pure functions, no I/O. The neighbour and corner-face tables are the model's own (grid.py), so the C
on the cartridge walks exactly the graph the Python tests proved the dual check on.

The C stores each cell as one 8-byte record, so that one shift finds everything about a cell:
bytes 0-3 are the faces at the NW, NE, SE, SW corners and bytes 4-7 the N, E, S, W neighbours
(OFF_BOARD where the board ends): the solver's dual (layout_dual.s) reads them in that order. (The
layout generator numbers the faces its own way and needs no records: layout_draw.s.)

The solver only asks the dual question for a cell whose neighbours are all white (a Hitori move), and
then "k distinct face classes == d white neighbours" reads "the corner faces are pairwise in
different classes", once repeated outer-face slots are set aside. So a border
cell's second and third outer-face slots are replaced by the spare faces 0xFE and 0xFF: faces of
their own that are never joined to anything, which makes the check four finds and a pairwise test.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...common.grid import NO_CELL, Grid
from ...emit.cartridge import pack_banks
from .puzzle import MIN_PUZZLE_SIDE, NUMBER_TRIES, TRICKY_TRIES_WHERE_WHITES_FOLLOW, Cell, Difficulty, Rating
from .shapes import (
    CELL_BLACK,
    CELL_BLOCKED,
    CELL_DECIDED,
    CELL_WHITE,
    DEFAULT_SEED,
    DEFAULT_SIZE,
    EDGE_BITS,
    RECORD_BYTES_PER_CELL,
    RomShape,
    puzzle_sizes,
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


def board_tables_context(sizes: list[tuple[int, int]] | None, bank_use: dict[int, int]) -> dict[str, Any]:
    shapes = [shape_context(s) for s in rom_shapes(sizes)]
    banks = pack_banks([s["cells"] * RECORD_BYTES_PER_CELL for s in shapes], bank_use)
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
        "record_banks": sorted(set(banks)),
        "puzzle_shapes": [
            next(i for i, s in enumerate(shapes) if (s["width"], s["height"]) == size) for size in puzzle_sizes(sizes)
        ],
    }


def memory_context() -> dict[str, Any]:
    return {
        "cell_states": {"WHITE": CELL_WHITE, "BLACK": CELL_BLACK, "BLOCKED": CELL_BLOCKED, "DECIDED": CELL_DECIDED},
        "edge_bits": EDGE_BITS,
        "record": {"CORNERS": 0, "NEIGHBOURS": 4, "BYTES": RECORD_BYTES_PER_CELL},
    }


def puzzle_context() -> dict[str, Any]:
    """The solver's cell states (plus one for the off-board slot 0xFF), the ratings of a numbering and
    the generator's limits."""
    states = {state.name: int(state) for state in Cell}
    states["OFF_BOARD"] = max(states.values()) + 1
    return {
        "solve_states": states,
        "difficulties": {d.name: int(d) for d in Difficulty},
        "ratings": {r.name: int(r) for r in Rating},
        "number_tries": NUMBER_TRIES,
        "tricky_tries_where_whites_follow": TRICKY_TRIES_WHERE_WHITES_FOLLOW,
        "min_puzzle_side": MIN_PUZZLE_SIDE,
    }


def template_context(sizes: Sequence[tuple[int, int]] | None, bank_use: dict[int, int]) -> dict[str, Any]:
    """Everything Hitori's templates (templates/hitori/) need; its cell tables take their banks in
    ``bank_use``."""
    return {
        **board_tables_context(list(sizes) if sizes is not None else None, bank_use),
        **memory_context(),
        **puzzle_context(),
    }
