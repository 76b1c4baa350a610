"""Sudoku's board tiles. A cell's tile is drawn on the device (su_draw.c) from its rules, clue, entry
and pencil marks, so the block holds one blank tile per cell of the largest board, whose VRAM the game
overwrites, and the three tiles that close the board on its east and south edges. The digits' shapes
come from the font (sudoku_sizes.c: su_digit_rows)."""

from __future__ import annotations

from ...emit.font import TileGroup, font_glyph

CELL_TILES = 81  # one a cell of the 9x9 board


def _edge(pixels: set[tuple[int, int]]) -> list[str]:
    return ["".join("3" if (x, y) in pixels else "0" for x in range(8)) for y in range(8)]


def sudoku_tiles() -> list[TileGroup]:
    blank = ["0" * 8] * 8
    return [
        ("su_cells", [blank] * CELL_TILES),
        ("su_edge_east", [_edge({(0, y) for y in range(8)})]),   # the last column's east border
        ("su_edge_south", [_edge({(x, 0) for x in range(8)})]),  # the last row's south border
        ("su_edge_corner", [_edge({(0, 0)})]),
    ]


def digit_rows() -> list[list[int]]:
    """Per digit 0-9 (0: none), its 7 rows of the 5x7 font as 5-bit numbers, leftmost pixel high."""
    rows = [[0] * 7]
    for digit in range(1, 10):
        rows.append([int(line.replace("#", "1").replace(".", "0"), 2) for line in font_glyph(str(digit))])
    return rows
