"""What the ROM is built for: its board sizes, where things sit on the screen, the cartridge header.

The generator's tables are fixed-size per board shape and live in ROM, so the cartridge supports a
configured list of shapes rather than every W x H. A shape is accepted when the C can index it with
8-bit numbers and it fits on the 160x144 screen (20x18 tiles) below the two text rows. Cell numbers
stop at 254 because 0xFF is the "off the board" neighbour; face numbers stop at 253 because 0xFE and
0xFF are the two spare corner slots of border cells (see tables.py).
"""

from __future__ import annotations

from dataclasses import dataclass

from .grid import Grid, UnsupportedSizeError

SCREEN_COLUMNS = 20
SCREEN_ROWS = 18
TEXT_ROWS = 2
BOARD_ROWS = SCREEN_ROWS - TEXT_ROWS
MAX_CELLS = 255  # cells 0..254; 0xFF is the off-board neighbour
MAX_FACES = 254  # faces 0..253; 0xFE and 0xFF are spare corner slots
RECORD_BYTES_PER_CELL = 8  # corner faces NW, NE, SE, SW, neighbours N, E, S, W (tables.py)

ROM_NAME = "hitori"
CART_TITLE = "HITORI"  # at most 15 characters (0x134..0x142), upper case ASCII

# The cartridge: MBC5 with battery-backed RAM (header type 0x1B, Pan Docs "0147 - Cartridge Type"), the
# mapper every flash cart and emulator supports. Bank 0 (0x0000-0x3FFF) holds all code; the generator's
# per-shape cell tables and the tile set sit in switchable banks from 1 on (the 0x4000-0x7FFF window),
# the shape's bank mapped while it is in use. One 8 KiB RAM bank (0xA000-0xBFFF) keeps the save.
CART_TYPE_MBC5_RAM_BATTERY = 0x1B
ROM_BANK_BYTES = 0x4000
FIRST_TABLE_BANK = 1
SAVE_RAM_BANKS = 1  # makebin -ya: 1 bank = 8 KiB (header 0x149 = 0x02)
SAVE_RAM_BYTES = 0x2000

SQUARE_SIZES = [(n, n) for n in range(2, 16)]
RECTANGULAR_SIZES = [(5, 8), (8, 5), (12, 7), (7, 12), (10, 6), (16, 9), (9, 16), (16, 2), (2, 16), (16, 15)]
ROM_SIZES: list[tuple[int, int]] = SQUARE_SIZES + RECTANGULAR_SIZES

# The generator's work arrays, one 256-byte page of WRAM each (see templates/wram_pages.h.j2): with an
# 8-bit index, an element's address is H = page, L = index. From 0xC800: above the C globals (which
# start at 0xC000; 2 KiB for them) and below the stack (which grows down from 0xE000; 2 KiB for it).
# The rank page must follow the parent page: the assembly steps between them with inc h / dec h.
WRAM_PAGES: dict[str, int] = {
    "CELL_STATE": 0xC8,   # per cell: white, black or blocked (white next to a black cell)
    "FACE_PARENT": 0xC9,  # union-find parent of each face
    "FACE_RANK": 0xCA,    # union-find rank of each root
    "DECK": 0xCB,         # the shuffled order of the cells
    "FLOOD_MARK": 0xCC,   # flood fill: cells seen in the current search
    "FLOOD_STACK": 0xCD,  # flood fill: cells still to visit
    "SCRATCH": 0xCE,      # a few bytes of scratch for the assembly
    "NUMBERS": 0xCF,      # puzzle: the number of every cell (0 in the off-board slot 0xFF)
    "SOLVE_STATE": 0xD0,  # puzzle: the deduction solver's view of every cell (puzzle.Cell)
    "PENDING": 0xD1,      # puzzle: decided cells whose consequences are still to be applied
    "CELL_X": 0xD2,       # puzzle: the column of every cell (no division on the device)
    "CELL_Y": 0xD3,       # puzzle: the row of every cell
    "ROW_RING": 0xD4,     # puzzle: the next cell of the row with the same number (a ring, itself if alone)
    "COLUMN_RING": 0xD5,  # puzzle: the same for the column
    "VRAM_QUEUE": 0xD6,   # game: a ring of tile writes waiting for VBlank (gbc_src/platform/frame.s)
}
if WRAM_PAGES["FACE_RANK"] != WRAM_PAGES["FACE_PARENT"] + 1:
    raise AssertionError("the rank page must follow the parent page")

# Cell states on the CELL_STATE page.
CELL_WHITE = 0
CELL_BLACK = 1
CELL_BLOCKED = 2

DEFAULT_SIZE = (10, 10)
DEFAULT_SEED = 1


@dataclass(frozen=True)
class RomShape:
    """A board shape as the ROM sees it: the grid plus where its top-left cell is drawn."""

    grid: Grid
    map_x: int
    map_y: int


def rom_shape(width: int, height: int) -> RomShape:
    """Check that a shape can be built into the ROM and place it centred under the text rows."""
    grid = Grid(width, height)
    if grid.cell_count > MAX_CELLS or grid.face_count > MAX_FACES:
        raise UnsupportedSizeError(
            f"{width}x{height} has {grid.cell_count} cells and {grid.face_count} faces; the ROM indexes "
            f"both with 8 bits (at most {MAX_CELLS} cells and {MAX_FACES} faces)"
        )
    if width > SCREEN_COLUMNS or height > BOARD_ROWS:
        raise UnsupportedSizeError(
            f"{width}x{height} does not fit the screen: at most {SCREEN_COLUMNS} columns and {BOARD_ROWS} rows"
        )
    return RomShape(grid, (SCREEN_COLUMNS - width) // 2, TEXT_ROWS + (BOARD_ROWS - height) // 2)


def rom_shapes(sizes: list[tuple[int, int]] | None = None) -> list[RomShape]:
    chosen = ROM_SIZES if sizes is None else sizes
    if len(set(chosen)) != len(chosen):
        raise ValueError("ROM sizes must not repeat")
    if DEFAULT_SIZE not in chosen:
        raise ValueError(f"the ROM's start-up size {DEFAULT_SIZE} must be one of its sizes")
    return [rom_shape(w, h) for w, h in chosen]


def pack_record_banks(table_bytes: list[int]) -> list[int]:
    """The switchable bank of each table (cell tables, assets), first fit in order: none straddles banks."""
    banks: list[int] = []
    used: dict[int, int] = {}
    for size in table_bytes:
        if size > ROM_BANK_BYTES:
            raise UnsupportedSizeError(f"a cell table of {size} bytes does not fit a {ROM_BANK_BYTES}-byte bank")
        bank = FIRST_TABLE_BANK
        while used.get(bank, 0) + size > ROM_BANK_BYTES:
            bank += 1
        used[bank] = used.get(bank, 0) + size
        banks.append(bank)
    return banks
