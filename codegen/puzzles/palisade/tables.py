"""Palisade's template context: its sizes (each with its region size), its WRAM pages and the one-run
table of the division's ring test, all from the model. Pure functions, no I/O."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...common.grid import UnsupportedSizeError
from ...emit.cartridge import (
    BOARD_ROWS,
    DIVIDE_PAGES,
    PALISADE_HRAM,
    PALISADE_HRAM_BYTES,
    SCREEN_COLUMNS,
    TEXT_ROWS,
    WRAM_PAGES,
    check_game_pages,
)
from .puzzle import (
    MAX_REPAIRS,
    REMAKE_LOG_AFTER,
    REMAKE_WINDOW,
    REMAKE_WINDOW_LEFT,
    check_size,
)
from .solve import BORDER, OPEN, UNKNOWN, Level
from .tiles import CLUE_DIGITS, CONTENTS, FILLED_CONTENTS

# (width, height, region size K) in menu order: Tatham's four presets (5x5, 8x6, 10x8, 15x12), and
# 6x6, 8x8 into tetrominoes and 10x10 between them.
SIZES: tuple[tuple[int, int, int], ...] = (
    (5, 5, 5), (6, 6, 6), (8, 6, 6), (8, 8, 4), (10, 8, 8), (10, 10, 5), (15, 12, 10))
DEFAULT_SIZE = (6, 6, 6)


def region_size(width: int, height: int) -> int:
    """The region size the cartridge uses at width x height."""
    for w, h, k in SIZES:
        if (w, h) == (width, height):
            return k
    raise UnsupportedSizeError(f"Palisade has no {width}x{height} board; the sizes are "
                               + ", ".join(f"{w}x{h} (regions of {k})" for w, h, k in SIZES))


# Palisade's pages while it runs (the puzzle's own: the other puzzles use the same pages for theirs),
# beside the divider's (cartridge.py's DIVIDE_PAGES: OWNER and EDGES are read all along). The other
# division pages are free once its clues are counted: the solver's corner queue and the generator's
# log go over them.
_FIRST_WORK_PAGE = min(WRAM_PAGES.values())
PAGES: dict[str, int] = {
    # the solver (solve.py)
    "TRUTH": 0xD2,        # every cell's clue in the division
    "CLUES": 0xD3,        # the clues shown (0xFF: none)
    "SIDES": 0xD4,        # each cell's four sides, 2 bits each (N low, then E, S, W): unknown, border, open
    "SPARE": 0xD6,        # the cell rule's scratch: its groups, the pair memo (pal_rules.s)
    "LABEL": 0xD7,        # its piece (the piece's label cell)
    "NEXT": 0xD8,         # the next cell of its piece (a ring)
    "PIECE_SIZE": 0xD9,   # per label: the piece's cells
    "QUEUED": 0xDA,       # bit 0: the cell waits in CELL_QUEUE; bit 1: its piece waits in PIECE_QUEUE
    "CELL_QUEUE": 0xDB,   # ring of cells to examine
    "PIECE_QUEUE": 0xDC,  # ring of pieces to examine
    "DECK": 0xDD,         # the generator: the order the clues are taken away in
    # the game (pal_play.c), over the solver's pages
    "PLAY": 0xDB,         # per cell: the player's marks on its east (bits 0-1) and south (bits 2-3) sides,
                          # unknown 0, border 1, open 2 as in solve.py; bit 4: a clue the rule check faults
    "UNDO_CELL": 0xDC,    # the undo ring: the cell whose marks changed
    "UNDO_MARKS": 0xDD,   # the undo ring: its PLAY byte before
    "AREA": 0xD2,         # the rule check: every cell's area (a flood's number), over TRUTH
    "AREA_STACK": 0xD0,   # the rule check: the flood's cells still to visit, over SEARCH
    "CORNER_QUEUE": 0xC9,  # ring of corners (each by its south-east cell) for the Easy rules' corner rule
    # the generator's log of the deck's closures (puzzle.py's DeckLog), over the division's; a log
    # holds up to 512 sides (15x12 has 333), so its two arrays take two pages each (palisade.h)
    "LOG_JOINS": 0xCA,    # a stack: the label each logged join gave up, so that undo_log (pal_solve.c)
                          # can part the pieces again (LOG_HOW's bit 6 says which sides joined)
    "LOG_CELL": 0xCB,     # per logged side: its west or north cell (pages CB, CC)
    "LOG_HOW": 0xCD,      # per logged side: value << 2 | east 1, south 2; the clues it needed (pages CD, CE)
    "KNOWN_AFTER": 0xCF,  # per deck position i: the low byte of the log's length that is the closure of
                          # the clues after i (and the kept ones before MADE_FROM(i))
    "MADE_FROM": 0xD0,    # per deck position; the high bits of KNOWN_AFTER from KNOWN_AFTER_HIGH_AT on
}
LOG_PAGES = 2  # pages per log array (LOG_CELL, LOG_HOW)
_SPANS: dict[str, int] = {"LOG_CELL": LOG_PAGES, "LOG_HOW": LOG_PAGES}
MAX_LOGGED_SIDES = LOG_PAGES * 256  # the log's length is 16 bits, its arrays LOG_PAGES pages each
DEAL_BOARD_SIDE = 16  # deal_by_blocks on the device: a card's key ranks 8x8, 4x4 and 2x2 blocks in 2 bits each
KNOWN_AFTER_HIGH_AT = 0xE0  # MADE_FROM's page: bit i & 7 of byte KNOWN_AFTER_HIGH_AT + i / 8 is bit 8 of
                            # KNOWN_AFTER(i); MADE_FROM's positions end before it


def _check_pages() -> None:
    cells = max(w * h for w, h, _ in SIZES)
    if cells > KNOWN_AFTER_HIGH_AT or KNOWN_AFTER_HIGH_AT + (cells + 7) // 8 > 0x100:
        raise AssertionError("MADE_FROM's page holds no room for KNOWN_AFTER's high bits")
    if PAGES["LOG_HOW"] != PAGES["LOG_CELL"] + LOG_PAGES:
        raise AssertionError("pal_solve.c finds a side's LOG_HOW LOG_PAGES pages after its LOG_CELL")
    queue = WRAM_PAGES["VRAM_QUEUE"]
    for name, page in PAGES.items():
        span = range(page, page + _SPANS.get(name, 1))
        if queue in span or span.start < _FIRST_WORK_PAGE or span.stop > 0xDE:
            raise AssertionError(f"Palisade page run {name} leaves the work pages")


_check_pages()
GAME_PAGES = {"PLAY": 1, "UNDO_CELL": 1, "UNDO_MARKS": 1, "AREA": 1, "AREA_STACK": 1, "EDGES": 1}
check_game_pages("Palisade", {**PAGES, **DIVIDE_PAGES}, GAME_PAGES)


def sizes_context() -> list[dict[str, int]]:
    shapes = []
    for width, height, k in SIZES:
        check_size(width, height, k)
        if width + 1 > SCREEN_COLUMNS or height + 1 > BOARD_ROWS:  # a column and a row of edge tiles (tiles.py)
            raise UnsupportedSizeError(f"{width}x{height} does not fit the screen")
        if (width - 1) * height + width * (height - 1) > MAX_LOGGED_SIDES:
            raise UnsupportedSizeError(f"{width}x{height} has more sides than the generator's log holds")
        if max(width, height) > DEAL_BOARD_SIDE:
            raise UnsupportedSizeError(f"{width}x{height} is wider or taller than the deck's deal holds "
                                       f"({DEAL_BOARD_SIDE}: two bits a block level, pal_generate.c)")
        shapes.append({"width": width, "height": height, "k": k, "ominoes": width * height // k,
                       "map_x": (SCREEN_COLUMNS - width - 1) // 2,
                       "map_y": TEXT_ROWS + (BOARD_ROWS - height - 1) // 2})
    return shapes


EASY_WAYS_NONE = 0xFF  # easy_ways_table: no way gives the borders wanted


def compositions() -> list[list[int]]:
    """The counts of unknown sides of a clue cell's groups, in the rows of the ways tables: for U = 1 to
    4, for each code of cuts (bit c_0 + ... + c_j - 1 for every group but the last), the counts."""
    rows = []
    for total in range(1, 5):
        for code in range(1 << (total - 1)):
            counts, run = [], 0
            for position in range(total):
                run += 1
                if position == total - 1 or code >> position & 1:
                    counts.append(run)
                    run = 0
            rows.append(counts)
    return rows


def ways_with_borders(counts: list[int], wanted: int) -> list[int]:
    """The ways (bit j: group j joined, its sides open) that border exactly ``wanted`` sides."""
    return [joined for joined in range(1 << len(counts))
            if sum(c for j, c in enumerate(counts) if not joined >> j & 1) == wanted]


def count_ways_table() -> list[int]:
    """For Tricky's cell rule (pal_rules.s's ways_choices): per row of easy_ways_table and t = 0..4, the
    ways that give the clue's count as a 16-bit mask (bit w: way w), low byte first; the rule then asks
    only those about region sizes and separations."""
    table = []
    for counts in compositions():
        for wanted in range(5):
            mask = sum(1 << joined for joined in ways_with_borders(counts, wanted))
            table += [mask & 0xFF, mask >> 8]
    return table


def easy_ways_table() -> list[int]:
    """The Easy cell rule in one look-up (pal_rules.s's easy_ways; solve.py's cell_rule at Easy, where
    a way is possible when it gives the clue's count). A clue cell's unknown sides fall into groups,
    each group's sides facing one piece: g groups of c_0, ..., c_{g-1} sides, U of them in all, one of
    the 15 compositions of 1 to 4, coded by its cuts (bit c_0 + ... + c_j - 1 for every group but the
    last). A way joins some groups (their sides open) and borders the rest; t borders are still
    wanted. For row 2^(U-1) - 1 + code and t = 0..4 (entry row * 5 + t): the groups open in every way
    that borders exactly t sides (bit j: group j; low nibble) and the groups bordered in every such
    way (high nibble), or EASY_WAYS_NONE where no way does."""
    table = []
    for counts in compositions():
        groups = (1 << len(counts)) - 1
        for wanted in range(5):
            ways = ways_with_borders(counts, wanted)
            if not ways:
                table.append(EASY_WAYS_NONE)
                continue
            always_open, always_border = groups, groups
            for joined in ways:
                always_open &= joined
                always_border &= groups & ~joined
            table.append(always_border << 4 | always_open)
    return table


CORNER_NOTHING = 0xFF  # corner_wall_table: the corner rule concludes nothing


def corner_wall_table() -> list[int]:
    """The corner rule by look-up (pal_rules.s's CORNER_PATTERN; solve.py's corner). A corner's four
    sides packed as the device reads them, 2 bits each as in SIDES (unknown 0, border 1, open 2): bits
    0-1 its north-east cell's south side, 2-3 its north-west cell's east side, 4-5 that cell's south
    side, 6-7 its south-west cell's east side (the south-east cell's SIDES byte holds the first and the
    last at those bits, the north-west cell's the middle two). The rule walls the unknown side exactly when the others
    are two open sides and a wall: once a side's change has been worked through, a side lies inside a
    piece exactly when it is open (a join opens every side it brings inside), so "two sides inside one
    piece, a wall on one of the other two" is a pattern of the four states. Per pattern: the field of
    the side to wall (0-3), or CORNER_NOTHING."""
    wall_pattern = sorted((UNKNOWN, BORDER, OPEN, OPEN))
    table = []
    for packed in range(256):
        fields = [packed >> (2 * i) & 3 for i in range(4)]
        table.append(fields.index(UNKNOWN) if sorted(fields) == wall_pattern else CORNER_NOTHING)
    return table


def side_counts_table() -> list[int]:
    """For each packed SIDES byte (2 bits a side, as in SIDES), its unknown sides (low nibble) and its
    borders (high nibble): pal_rules.s's easy_short reads both in one look-up."""
    return [sum(1 for d in range(4) if packed >> (2 * d) & 3 == UNKNOWN)
            | sum(1 for d in range(4) if packed >> (2 * d) & 3 == BORDER) << 4 for packed in range(256)]


LOG_EAST, LOG_SOUTH = 1, 2  # LOG_HOW's bits 0-1: the side of its low cell (pal_solve.c's replay_log)
MADE_BY_BITS_AT = 4  # LOG_HOW's bits 4-5: the clue cells the side needed, the low cell's bit first


def log_how_table() -> list[int]:
    """pal_rules.s's log_side: the LOG_HOW byte of a side decided, by made_by << 3 | border << 2 |
    side (N, E, S, W; made_by bit 0 the side's cell, bit 1 the cell across). A side is logged at its
    low cell (its west or north one), so a north or west side is the cell across's south or east side
    and the two makers swap."""
    table = []
    for index in range(32):
        made_by, border, side = index >> 3, index >> 2 & 1, index & 3
        if side in (0, 3):  # N, W: the cell across is the low one
            made_by = (made_by & 1) << 1 | made_by >> 1
        orientation = LOG_EAST if side in (1, 3) else LOG_SOUTH
        table.append(made_by << MADE_BY_BITS_AT | (BORDER if border else OPEN) << 2 | orientation)
    return table


def side_masks(state: int) -> list[int]:
    """For each packed SIDES byte, the 4-bit mask (N, E, S, W) of its sides in ``state``."""
    return [sum(1 << d for d in range(4) if packed >> (2 * d) & 3 == state) for packed in range(256)]


def template_context(sizes: Sequence[tuple[int, int]] | None, bank_use: dict[int, int]) -> dict[str, Any]:
    del sizes, bank_use  # a fixed size list and no fixed-bank tables
    return {
        "palisade": {
            "pages": PAGES,
            "sizes": sizes_context(),
            "levels": {level.name: int(level) for level in Level},
            "default_size": SIZES.index(DEFAULT_SIZE),
            "unknown_mask": side_masks(UNKNOWN),
            "easy_ways": easy_ways_table(),
            "count_ways": count_ways_table(),
            "border_mask": side_masks(BORDER),
            "corner_wall": corner_wall_table(),
            "side_counts": side_counts_table(),
            "log_how": log_how_table(),
            "tile_contents": CONTENTS,
            "clue_digits": CLUE_DIGITS,
            "filled_contents": FILLED_CONTENTS,
            "max_repairs": MAX_REPAIRS,
            "remake_log_after": REMAKE_LOG_AFTER,
            "remake_window": REMAKE_WINDOW,
            "remake_window_left": REMAKE_WINDOW_LEFT,
            "known_after_high_at": KNOWN_AFTER_HIGH_AT,
            "log_pages": LOG_PAGES,
            "hram": PALISADE_HRAM,
            "hram_bytes": PALISADE_HRAM_BYTES,
        }
    }
