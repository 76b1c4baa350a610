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
BIG_CELL_TILES = 2  # a big board cell is 2x2 tiles, 16x16 pixels


def board_placement(width: int, height: int, extra_columns: int = 0, extra_rows: int = 0) -> tuple[int, int, int]:
    """Where a game board goes under the text rows: (tiles a cell's side, map column, map row of its top
    left). Cells are 2x2 tiles whenever the board fits so (with ``extra_columns``/``extra_rows`` of
    single tiles, such as a closing edge), else one tile; the board is centred."""
    scale = BIG_CELL_TILES
    if scale * width + extra_columns > SCREEN_COLUMNS or scale * height + extra_rows > BOARD_ROWS:
        scale = 1
    columns, rows = scale * width + extra_columns, scale * height + extra_rows
    if columns > SCREEN_COLUMNS or rows > BOARD_ROWS:
        raise ValueError(f"a {width}x{height} board does not fit the screen")
    return scale, (SCREEN_COLUMNS - columns) // 2, TEXT_ROWS + (BOARD_ROWS - rows) // 2

ROM_NAME = "puzzles"
CART_TITLE = "GB PUZZLES"  # at most 15 characters (0x134..0x142), upper case ASCII

CART_TYPE_MBC5_RAM_BATTERY = 0x1B
ROM_BANK_BYTES = 0x4000
FIRST_TABLE_BANK = 1
SAVE_RAM_BANKS = 1  # makebin -ya: 1 bank = 8 KiB (header 0x149 = 0x02)
SAVE_RAM_BYTES = 0x2000

# WRAM (0xC000-0xDFFF), laid out by hand because the work arrays sit on whole 256-byte pages: with
# an 8-bit index an element's address is H = page, L = index (see templates/wram_pages.h.j2).
#   0xC000-0xC7FF  C globals (the linker's areas; a test checks they end below the first page)
#   0xC800-0xD5FF  work pages: the running puzzle's arrays and the core's tile queue
#   0xD600-0xDDFF  RECORDS: the running board's cell records, copied from their ROM bank, so the
#                  puzzle's code (in its own bank) reads them while its bank is mapped
#   0xDE00-0xDFFF  the stack (512 bytes; the deepest measured use is under 200: a test guards it)
# A puzzle's pages are its own while it runs: another puzzle may use the same pages for other arrays.
# On a Game Boy Color the next puzzle is made on a second thread (gbc_src/core/background.s) that sees
# its own copy of 0xD000-0xDFFF (WRAM bank 2; the game's is bank 1): its stack and pages there are
# apart from the game's by construction. 0xC000-0xCFFF is one memory for both, so a game keeps nothing
# there but C globals: every page a puzzle's game uses (its GAME_PAGES) lies from BANKED_FIRST_PAGE on
# (check_game_pages), and so does the tile queue, which the VBlank interrupt reads from bank 1.
GLOBALS_END = 0xC800
STACK_BYTES = 0x200
WRAM_END = 0xE000
RECORDS_PAGES = 8  # 255 cells x 8 bytes
WRAM_PAGES: dict[str, int] = {
    "DECK": 0xC8,         # the layout's pool of candidate cells (layout_draw.s)
    "CELL_STATE": 0xC9,   # per cell: white, black or blocked (white next to a black cell)
    "FACE_PARENT": 0xCA,  # union-find parent of each face
    "SOLVE_SAVED": 0xCB,  # puzzle: the solver's Easy closure, kept while the sneaky head start runs
    "FLOOD_MARK": 0xCC,   # flood fill: cells seen in the current search
    "FLOOD_STACK": 0xCD,  # flood fill: cells still to visit
    "NUMBERS": 0xCE,      # puzzle: the number of every cell (0 in the off-board slot 0xFF)
    "SOLVE_STATE": 0xCF,  # puzzle: the deduction solver's view of every cell (puzzle.Cell)
    "PENDING": 0xD0,      # puzzle: decided cells whose consequences are still to be applied
    "CELL_X": 0xD1,       # puzzle: the column of every cell (no division on the device)
    "CELL_Y": 0xD2,       # puzzle: the row of every cell
    "ROW_RING": 0xD3,     # puzzle: the next cell of the row with the same number (a ring, itself if alone)
    "COLUMN_RING": 0xD4,  # puzzle: the same for the column
    "VRAM_QUEUE": 0xD5,   # core: a ring of tile writes waiting for VBlank (gbc_src/core/frame.s)
    "RECORDS": 0xD6,      # the running board's cell records (RECORDS_PAGES pages from here)
    # Hitori's game (play.c), over generator pages that lie in the banked half
    "PLAY_FAULT": 0xD0,   # 1: the last rule check found this cell at fault (over PENDING)
    "PLAY_REGION": 0xD1,  # rule check: the unshaded region of each cell (over CELL_X)
    "PLAY_TO_VISIT": 0xD2,  # rule check: the flood fill's stack (over CELL_Y)
}
# HRAM (0xFF80-0xFFFE): GBDK-2020's start-up code keeps its OAM DMA routine at 0xFF80 and three
# variables at 0xFF90-0xFF92 (plain SDCC's start-up code uses none); Palisade's rules keep theirs
# from PALISADE_HRAM on (pal_rules.s), read and written with ldh in the solver's hot loops. Nothing
# else lives in HRAM (tests/test_banking.py reads the ROM's symbols).
GBDK_HRAM_END = 0xFF93
PALISADE_HRAM = 0xFFA0
PALISADE_HRAM_BYTES = 0x40
if not (GBDK_HRAM_END <= PALISADE_HRAM and PALISADE_HRAM + PALISADE_HRAM_BYTES <= 0xFFFF):
    raise AssertionError("Palisade's HRAM block overlaps GBDK-2020's or the interrupt enable register")
BANKED_FIRST_PAGE = 0xD0  # 0xD000: from here on each thread has its own WRAM bank on a Game Boy Color
STACK_FIRST_PAGE = (WRAM_END - STACK_BYTES) >> 8
HITORI_GAME_PAGES = {"PLAY_FAULT": 1, "PLAY_REGION": 1, "PLAY_TO_VISIT": 1, "RECORDS": RECORDS_PAGES}
# layout_draw.s steps between DECK, CELL_STATE and FACE_PARENT with `inc h` and `dec h`.
if not WRAM_PAGES["DECK"] + 1 == WRAM_PAGES["CELL_STATE"] == WRAM_PAGES["FACE_PARENT"] - 1:
    raise AssertionError("the layout's pages DECK, CELL_STATE, FACE_PARENT must follow each other")
if ((WRAM_PAGES["RECORDS"] + RECORDS_PAGES) << 8 != WRAM_END - STACK_BYTES
        or min(WRAM_PAGES.values()) << 8 != GLOBALS_END):
    raise AssertionError("the WRAM map has a gap or an overlap")


# The k-omino divider's pages (core/divide.c; Palisade's regions and Jigsaw Sudoku's), over the work
# pages: a puzzle that divides keeps its own pages off them until the division is read.
DIVIDE_PAGES: dict[str, int] = {
    "OWNER": 0xC8,          # every cell's omino (0xFF: not yet owned)
    "DIVISION_DECK": 0xC9,  # the attempt's shuffled cells
    "ROUND": 0xCA,          # the ominoes not grown yet in this round of growth
    "HEAD": 0xCB,           # per omino: its first square in deck order (while one omino grows)
    "LINK": 0xCC,           # per square: the next square of its omino in deck order
    "CAME_FROM": 0xCD,      # per omino reached by the search: the omino it steals for
    "TOOK": 0xCE,           # per omino reached: the square it takes from that omino (see divide.c)
    "REACHED": 0xCF,        # per omino: the number of the search that reached it
    "SEARCH": 0xD0,         # the breadth-first queue of ominoes
    "EDGES": 0xD1,          # per cell: which grid edges it is on (bit 0 N, 1 E, 2 S, 3 W)
    "POSITION": 0xD2,       # per square: its place in DIVISION_DECK
}
if any(page < min(WRAM_PAGES.values()) or page == WRAM_PAGES["VRAM_QUEUE"] for page in DIVIDE_PAGES.values()):
    raise AssertionError("the divider's pages leave the work pages")


def check_game_pages(puzzle: str, pages: dict[str, int], spans: dict[str, int]) -> None:
    """A puzzle's game pages (name -> pages in the run) lie in the banked half, clear of the tile queue
    and the stack, and apart from each other: the background thread never sees them."""
    taken: dict[int, str] = {WRAM_PAGES["VRAM_QUEUE"]: "VRAM_QUEUE"}
    for name, count in spans.items():
        for page in range(pages[name], pages[name] + count):
            if page < BANKED_FIRST_PAGE or page >= STACK_FIRST_PAGE:
                raise AssertionError(f"{puzzle}'s game page {name} lies outside 0xD000-0x{STACK_FIRST_PAGE:02X}FF")
            if page in taken:
                raise AssertionError(f"{puzzle}'s game pages {name} and {taken[page]} overlap")
            taken[page] = name


check_game_pages("Hitori", WRAM_PAGES, HITORI_GAME_PAGES)


def pack_banks(table_bytes: list[int], used: dict[int, int] | None = None) -> list[int]:
    """The switchable bank of each fixed-bank table (cell tables, the tile set), first fit in order:
    none straddles banks. ``used`` (bank -> bytes) is what earlier tables took; it is updated, so
    every puzzle's tables and the cartridge's own share one packing (emit/context.py)."""
    banks: list[int] = []
    used = {} if used is None else used
    for size in table_bytes:
        if size > ROM_BANK_BYTES:
            raise ValueError(f"a table of {size} bytes does not fit a {ROM_BANK_BYTES}-byte bank")
        bank = FIRST_TABLE_BANK
        while used.get(bank, 0) + size > ROM_BANK_BYTES:
            bank += 1
        used[bank] = used.get(bank, 0) + size
        banks.append(bank)
    return banks
