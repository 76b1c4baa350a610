"""The cartridge as a whole: header, banks, screen, and the WRAM page map that every layer shares.

MBC5 with battery-backed RAM (header type 0x1B, Pan Docs "0147 - Cartridge Type"), the mapper every
flash cart and emulator supports. Bank 0 (0x0000-0x3FFF) holds what every bank needs: start-up,
interrupt handlers, the platform layer, the shared core. Puzzle code, the shell's screens and the
tables sit in switchable banks (the 0x4000-0x7FFF window). One 8 KiB RAM bank (0xA000-0xBFFF) keeps
the save.
"""

from __future__ import annotations

SCREEN_COLUMNS = 20
SCREEN_ROWS = 18
TEXT_ROWS = 2
BOARD_ROWS = SCREEN_ROWS - TEXT_ROWS

ROM_NAME = "puzzles"
CART_TITLE = "GB PUZZLES"  # at most 15 characters (0x134..0x142), upper case ASCII

CART_TYPE_MBC5_RAM_BATTERY = 0x1B
ROM_BANK_BYTES = 0x4000
FIRST_TABLE_BANK = 1
SAVE_RAM_BANKS = 1  # makebin -ya: 1 bank = 8 KiB (header 0x149 = 0x02)
SAVE_RAM_BYTES = 0x2000

# Work arrays, one 256-byte page of WRAM each (see templates/wram_pages.h.j2): with an
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


def pack_banks(table_bytes: list[int]) -> list[int]:
    """The switchable bank of each table (cell tables, assets), first fit in order: none straddles banks."""
    banks: list[int] = []
    used: dict[int, int] = {}
    for size in table_bytes:
        if size > ROM_BANK_BYTES:
            raise ValueError(f"a table of {size} bytes does not fit a {ROM_BANK_BYTES}-byte bank")
        bank = FIRST_TABLE_BANK
        while used.get(bank, 0) + size > ROM_BANK_BYTES:
            bank += 1
        used[bank] = used.get(bank, 0) + size
        banks.append(bank)
    return banks
