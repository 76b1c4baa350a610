"""Numberlink's template context: its sizes, where each board is drawn, its WRAM pages and the
generator's limits, all from the model. Pure functions, no I/O.

The device builds each board's neighbour pages itself (a few hundred cycles), so Numberlink needs no
per-size ROM tables: its sizes are one small table of width, height and screen position.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...common.grid import UnsupportedSizeError
from ...emit.cartridge import BOARD_ROWS, SCREEN_COLUMNS, TEXT_ROWS, WRAM_PAGES, board_placement, check_game_pages
from ...emit.cgb import pair_look
from .generate import MAX_LENGTH_SPREAD, MIN_PATH
from .puzzle import MAX_PAIRS, check_size
from .solve import Level

SIZES: tuple[tuple[int, int], ...] = ((5, 5), (6, 6), (7, 7), (8, 6), (8, 8), (10, 8), (10, 10), (12, 12), (14, 10))


def big_max_pairs() -> int:
    """The most pairs a board the game draws with big cells can hold: every path covers 3 cells or more."""
    return max((min(MAX_PAIRS, w * h // 3) for w, h in SIZES if board_placement(w, h)[0] > 1), default=0)
DEFAULT_SIZE = (8, 8)

# Numberlink's pages while it runs (the puzzle's own: Hitori uses the same pages for its arrays). Runs
# of pages the C steps through by page number: NEIGHBOUR (4, by direction), the DSF (parent, size),
# the solver's LINES (lines, open, tip, colour) and BACKUP (its copy). BACKUP and QUEUED reuse
# generator pages: the solver runs once a board is numbered, and a new board is grown from scratch.
_FIRST_WORK_PAGE = min(WRAM_PAGES.values())
PAGES: dict[str, int] = {
    "NEIGHBOUR": 0xD9,  # 4 pages: the N, E, S, W neighbour of every cell (0xFF off the board)
    "ENDS": 0xCC,       # the puzzle: the pair of an end, else 0
    "SOLUTION": 0xCD,   # every cell's pair
    "DSF": 0xCE,        # 2 pages: union-find parent and size (core/dsf.s)
    "DECK": 0xD0,       # the shuffled order of the cells
    "OWNER": 0xD1,      # the path id of every cell
    "NEXT": 0xD2,       # the next cell on its path (0xFF at the last)
    "PREV": 0xD3,       # the previous cell (0xFF at the first)
    "FIRST": 0xD4,      # per path id: its first cell
    "LAST": 0xD6,       # per path id: its last cell
    "LENGTH": 0xD7,     # per path id: its cells (0: emptied)
    "NUMBER": 0xD8,     # per path id: its pair number
    "LINES": 0xC8,      # 4 pages: the solver's lines, open edges, segment tips and colours
    "QUEUE": 0xDD,      # the solver's ring of cells to examine
    "BACKUP": 0xCE,     # 4 pages: a trial's copy of the LINES.. bytes of the cells it changed (over DSF..OWNER)
    "QUEUED": 0xD2,     # the solver's "in the queue" marks (over NEXT)
    "TOUCHED": 0xD7,    # a trial's list of the cells it changed (over LENGTH)
    "TOUCHED_MARK": 0xD8,  # 1: the cell is on the trial's list, its state saved in BACKUP (over NUMBER)
    "PLAY": 0xD3,       # play: the player's lines of every cell (over PREV)
    "PLAY_UNDO": 0xD4,  # play: the undo ring's cells (over FIRST)
    "PLAY_UNDO_LINES": 0xD6,  # play: the undo ring's lines before (over LAST)
    "PAINT": 0xD1,      # drawing the player's board: the pair of every cell's path (over OWNER)
}
_SPANS = {"NEIGHBOUR": 4, "DSF": 2, "LINES": 4, "BACKUP": 4}


def _check_pages() -> None:
    queue = WRAM_PAGES["VRAM_QUEUE"]
    for name, page in PAGES.items():
        span = range(page, page + _SPANS.get(name, 1))
        if queue in span or span.start < _FIRST_WORK_PAGE or span.stop > 0xDE:
            raise AssertionError(f"Numberlink page run {name} leaves the work pages")


_check_pages()
GAME_PAGES = {"NEIGHBOUR": 4, "PLAY": 1, "PLAY_UNDO": 1, "PLAY_UNDO_LINES": 1, "PAINT": 1}
check_game_pages("Numberlink", PAGES, GAME_PAGES)


def sizes_context(sizes: Sequence[tuple[int, int]]) -> list[dict[str, int]]:
    shapes = []
    for width, height in sizes:
        check_size(width, height)
        if width > SCREEN_COLUMNS or height > BOARD_ROWS:
            raise UnsupportedSizeError(f"{width}x{height} does not fit the screen")
        shapes.append({"width": width, "height": height, "map_x": (SCREEN_COLUMNS - width) // 2,
                       "map_y": TEXT_ROWS + (BOARD_ROWS - height) // 2})
    return shapes


def template_context(sizes: Sequence[tuple[int, int]] | None, bank_use: dict[int, int]) -> dict[str, Any]:
    del sizes, bank_use  # a fixed size list and no fixed-bank tables
    return {
        "numberlink": {
            "pages": PAGES,
            "sizes": sizes_context(SIZES),
            "min_path": MIN_PATH,
            "length_spread": MAX_LENGTH_SPREAD,
            "max_pairs": MAX_PAIRS,
            "levels": {level.name: int(level) for level in Level},
            "default_size": SIZES.index(DEFAULT_SIZE),
            # per pair 0..MAX_PAIRS (0: no pair): its CGB palette, and 1 if its tiles are the shade-2 set
            "pair_palettes": [0] + [pair_look(p)[0] for p in range(1, MAX_PAIRS + 1)],
            "pair_dim": [0] + [int(pair_look(p)[1] == 2) for p in range(1, MAX_PAIRS + 1)],
        }
    }
