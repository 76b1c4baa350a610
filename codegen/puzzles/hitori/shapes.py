"""Hitori's boards on the cartridge: its sizes, where each is drawn, and its WRAM work pages.

The generator's tables are fixed-size per board shape, so the cartridge supports a configured list of
shapes rather than every W x H. A shape is accepted when the C can index it with 8-bit numbers and it
fits on the 160x144 screen (20x18 tiles) below the two text rows. Cell numbers stop at 254 because
0xFF is the "off the board" neighbour; face numbers stop at 253 because 0xFE and 0xFF are the two
spare corner slots of border cells (see tables.py).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...common.grid import Grid, UnsupportedSizeError
from ...emit.cartridge import BOARD_ROWS, SCREEN_COLUMNS, TEXT_ROWS, board_placement
from .puzzle import MIN_PUZZLE_SIDE

MAX_CELLS = 255  # cells 0..254; 0xFF is the off-board neighbour
MAX_FACES = 254  # faces 0..253; 0xFE and 0xFF are spare corner slots
LAYOUT_FACE_SLOTS = 256  # the layout numbers lattice point (x, y) x + y*W - 1 on one page (layout_draw.s)
RECORD_BYTES_PER_CELL = 8  # corner faces NW, NE, SE, SW, neighbours N, E, S, W (tables.py)

SQUARE_SIZES = [(n, n) for n in range(2, 16)]
RECTANGULAR_SIZES = [(5, 8), (8, 5), (12, 7), (7, 12), (10, 6), (16, 9), (9, 16), (16, 2), (2, 16), (16, 15)]
ROM_SIZES: list[tuple[int, int]] = SQUARE_SIZES + RECTANGULAR_SIZES

# Cell states on the CELL_STATE page (layout_draw.s). While a cell is a candidate for shading, its
# byte is its kind: the board edges it touches (bit 7 clear). Once it is not, bit 7 is set: shaded,
# beside a shaded cell, or refused by the check (white for good).
EDGE_BITS = {"NORTH": 0, "EAST": 1, "SOUTH": 2, "WEST": 3}
CELL_DECIDED = 0x80  # bit 7: no longer a candidate
CELL_WHITE = CELL_DECIDED  # refused by the check
CELL_BLACK = CELL_DECIDED | 1
CELL_BLOCKED = CELL_DECIDED | 2

DEFAULT_SIZE = (10, 10)
DEFAULT_SEED = 1


@dataclass(frozen=True)
class RomShape:
    """A board shape as the ROM sees it: the grid, where the explorer draws its top-left cell (one
    tile a cell), and how the game draws it (cells of play_scale x play_scale tiles from play_x, play_y:
    big cells whenever they fit, emit/cartridge.py's board_placement)."""

    grid: Grid
    map_x: int
    map_y: int
    play_scale: int = 1
    play_x: int = 0
    play_y: int = 0


def rom_shape(width: int, height: int) -> RomShape:
    """Check that a shape can be built into the ROM and place it centred under the text rows."""
    grid = Grid(width, height)
    if grid.cell_count > MAX_CELLS or grid.face_count > MAX_FACES or width * (height + 1) > LAYOUT_FACE_SLOTS:
        raise UnsupportedSizeError(
            f"{width}x{height} has {grid.cell_count} cells and {grid.face_count} faces; the ROM indexes "
            f"both with 8 bits (at most {MAX_CELLS} cells and {MAX_FACES} faces, and width x (height + 1) "
            f"at most {LAYOUT_FACE_SLOTS} for the layout's face numbers)"
        )
    if width > SCREEN_COLUMNS or height > BOARD_ROWS:
        raise UnsupportedSizeError(
            f"{width}x{height} does not fit the screen: at most {SCREEN_COLUMNS} columns and {BOARD_ROWS} rows"
        )
    scale, play_x, play_y = board_placement(width, height)
    return RomShape(grid, (SCREEN_COLUMNS - width) // 2, TEXT_ROWS + (BOARD_ROWS - height) // 2, scale, play_x,
                    play_y)


def big_max_number(sizes: list[tuple[int, int]] | None = None) -> int:
    """The largest number a board drawn with big cells can show (Hitori's numbers go up to the longer side)."""
    return max((max(s.grid.width, s.grid.height) for s in rom_shapes(sizes) if s.play_scale > 1), default=0)


def rom_shapes(sizes: list[tuple[int, int]] | None = None) -> list[RomShape]:
    chosen = ROM_SIZES if sizes is None else sizes
    if len(set(chosen)) != len(chosen):
        raise ValueError("ROM sizes must not repeat")
    if DEFAULT_SIZE not in chosen:
        raise ValueError(f"the ROM's start-up size {DEFAULT_SIZE} must be one of its sizes")
    return [rom_shape(w, h) for w, h in chosen]


def puzzle_sizes(sizes: list[tuple[int, int]] | None = None) -> tuple[tuple[int, int], ...]:
    """The shapes puzzles are made on (both sides at least MIN_PUZZLE_SIDE), in the title menu's order:
    as they look on screen, by the longer side, then the shorter, then the width (4x4 ... 7x7, 5x8, 8x5,
    8x8, ..., 9x16, 16x9, 16x15). By cell count, 9x16 came between 11x11 and 12x12, which surprised
    players (issue 15)."""
    chosen = ROM_SIZES if sizes is None else sizes
    return tuple(sorted((s for s in chosen if min(s) >= MIN_PUZZLE_SIDE), key=lambda s: (max(s), min(s), s[0])))
