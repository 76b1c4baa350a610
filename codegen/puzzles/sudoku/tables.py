"""Sudoku's template context: its boards, its WRAM pages and the generator's constants, all from the
model. Pure functions, no I/O.

The device builds each board's unit tables itself (which cells make each region, row and column), so
Sudoku needs no per-size ROM tables: its boards are one small table of order, box shape and screen
position.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...common.grid import UnsupportedSizeError
from ...emit.cartridge import BOARD_ROWS, SCREEN_COLUMNS, TEXT_ROWS, WRAM_PAGES, check_game_pages
from .puzzle import LEVELS, fill_steps
from .solve import Level
from .tiles import digit_rows

# (width, height) in menu order: the 6x6 learning board in boxes 2 rows tall and 3 wide, then 9x9.
SIZES: tuple[tuple[int, int], ...] = ((6, 6), (9, 9))
DEFAULT_SIZE = (9, 9)
BOXES = {6: (2, 3), 9: (3, 3)}  # order -> (box height, box width): Tatham's "c x r"


def check_size(width: int, height: int) -> None:
    if (width, height) not in SIZES:
        raise UnsupportedSizeError(f"Sudoku has no {width}x{height} board; the sizes are "
                                   + ", ".join(f"{w}x{h}" for w, h in SIZES))


# Sudoku's pages while it runs (its own: the other puzzles use the same pages for theirs). A unit is
# numbered region 0..n-1, row n..2n-1, column 2n..3n-1; a (number, unit) pair is (number - 1) * 3n + unit.
_FIRST_WORK_PAGE = min(WRAM_PAGES.values())
PAGES: dict[str, int] = {
    # the rules' run (closure.py), over the filling's pages
    "POSSIBLE": 0xC8,     # per cell: numbers 1-8 still possible (bit number - 1)
    "POSSIBLE_9": 0xC9,   # per cell: 1 if 9 is still possible
    "CELL_COUNT": 0xCA,   # per cell: its numbers still possible
    "UNIT_COUNT": 0xCB,   # per (number, unit): the cells of the unit where the number is still possible
    "PLACE_OF": 0xCC,     # per (number, unit): the cell of the unit that holds the number in the solution
    "CLUES": 0xCD,        # per cell: its clue, 0 none
    "QUEUED": 0xCE,       # per cell: 1 once placed (a clue) or queued
    "QUEUE": 0xCF,        # the cells queued to be placed, in order
    "USED": 0xD0,         # per unit: the clues' numbers (bits 0-7 numbers 1-8 at the unit, 9 at 0x80 + unit)
    "OPEN": 0xD1,         # the cells without a clue: those taken away so far, then the pair asked about
    # the filling (puzzle.py's fill), over the rules' pages
    "ORDER": 0xC8,        # the order of the cells, for ties: shuffled, or reading order on a jigsaw board
    "FILL_CELL": 0xC9,    # per depth of the search: the cell it fills
    "FILL_AT": 0xCA,      # per depth: the next of its choices to try
    "FILL_COUNT": 0xCB,   # per depth: its choices
    "FILL_CHOICES": 0xCC,  # 3 pages: per depth, its choices in the order tried (3 a depth a page):
                           # numbers for the cell FILL_CELL, or cells for the number FILL_CELL & 0x7F
                           # when its bit 7 is set (the places rule)
    # the filling's bookkeeping (su_rules.s), kept through the removals as the runs' start
    "ALLOWED": 0xD3,      # per empty (open) cell: the numbers 1-8 its units allow (0 filled); at 0x80 +
                          # the cell (LEFT) how many, with 9 (0xFF filled)
    "ALLOWED_9": 0xD2,    # per empty cell: 1 if they allow 9; the filling's scratch from 0xE0
    "PLACES": 0xD4,       # per (number, unit): the unit's empty cells that allow it (0xFF: in the unit)
    # the board and the puzzle, through the whole make
    "REGION_OF": 0xD6,    # per cell: its region
    "ROW_OF": 0xD7,       # per cell: its row's unit (n + y)
    "COLUMN_OF": 0xD8,    # per cell: its column's unit (2n + x)
    "UNIT_CELLS": 0xD9,   # unit u's cells at u * n .. u * n + n - 1
    "SOLUTION": 0xDA,     # per cell: its number in the solution (the filling's grid)
    "DECK": 0xDB,         # the order the clue pairs are taken away in
    "DIRTY": 0xDD,        # per unit: the harder rules have to look at it again (bit 0 intersections, bit 1 sets)
    "NUMBERS": 0xDC,      # per number d: its POSSIBLE page (NUMBER_PAGE + d), its bit there (NUMBER_MASK + d),
                          # its (number, unit) pairs' base (NUMBER_BASE + d): (d - 1) * 3n
    # the game (su_play.c)
    "ENTRY": 0xD0,        # per cell: the player's number, 0 none
    "MARKS": 0xD1,        # per cell: the player's pencil marks 1-8 (bit number - 1)
    "MARKS_9": 0xD2,      # per cell: pencil mark 9 (bit 0); bit 7: the rule check faults the cell
    "UNDO_CELL": 0xD3,    # the undo ring: the cell changed
    "UNDO_ENTRY": 0xD4,   # its ENTRY before
    "UNDO_MARKS": 0xD6,   # its MARKS before
    "UNDO_MARKS_9": 0xD7,  # its MARKS_9 before
}
_SPANS = {"FILL_CHOICES": 3}
FILL_CHOICES_PER_PAGE = 3
MAX_ORDER = max(w for w, _ in SIZES)
NUMBER_PAGE, NUMBER_MASK, NUMBER_BASE = 0, 16, 48  # NUMBERS' three tables (su_rules.s sets bits 4, 5)


def _check_pages() -> None:
    queue = WRAM_PAGES["VRAM_QUEUE"]
    for name, page in PAGES.items():
        span = range(page, page + _SPANS.get(name, 1))
        if queue in span or span.start < _FIRST_WORK_PAGE or span.stop > 0xDE:
            raise AssertionError(f"Sudoku page run {name} leaves the work pages")
    if 3 * MAX_ORDER * MAX_ORDER > 256 or MAX_ORDER * MAX_ORDER * FILL_CHOICES_PER_PAGE > 256:
        raise AssertionError("a (number, unit) pair or a depth's choices no longer fit a page")


_check_pages()
GAME_PAGES = {"ENTRY": 1, "MARKS": 1, "MARKS_9": 1, "UNDO_CELL": 1, "UNDO_ENTRY": 1, "UNDO_MARKS": 1,
              "UNDO_MARKS_9": 1}
check_game_pages("Sudoku", PAGES, GAME_PAGES)


def sizes_context() -> list[dict[str, int]]:
    shapes = []
    for width, height in SIZES:
        box_height, box_width = BOXES[width]
        if width + 1 > SCREEN_COLUMNS or height + 1 > BOARD_ROWS:  # a column and a row of edge tiles
            raise UnsupportedSizeError(f"{width}x{height} does not fit the screen")
        shapes.append({"order": width, "box_height": box_height, "box_width": box_width,
                       "groups": (width * height + 1) // 2, "fill_steps": fill_steps(width),
                       "map_x": (SCREEN_COLUMNS - width - 1) // 2,
                       "map_y": TEXT_ROWS + (BOARD_ROWS - height - 1) // 2})
    return shapes


def template_context(sizes: Sequence[tuple[int, int]] | None, bank_use: dict[int, int]) -> dict[str, Any]:
    del sizes, bank_use  # a fixed size list and no fixed-bank tables
    return {
        "sudoku": {
            "pages": PAGES,
            "sizes": sizes_context(),
            "default_size": SIZES.index(DEFAULT_SIZE),
            "number_page": NUMBER_PAGE,
            "number_mask": NUMBER_MASK,
            "number_base": NUMBER_BASE,
            "levels": {level.name: int(level) for level in Level},
            # per difficulty: the least level its puzzles need, and the rules the generator runs
            "least": [int(LEVELS[d][0]) for d in sorted(LEVELS)],
            "most": [int(LEVELS[d][1]) for d in sorted(LEVELS)],
            "digit_rows": digit_rows(),
            "bit_counts": [bin(byte).count("1") for byte in range(256)],
        }
    }
