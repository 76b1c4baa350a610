"""The collection's title art: its name, POCKET LOGIC, drawn for the Game Boy's screen in the
cartridge's own 5x7 letters, scaled up (2x for POCKET, 3x for LOGIC with a dark grey shadow), on the
title screen's five tile rows under the top one (160 by 40 pixels), between two small boards: a
solved 3x3 Hitori (shaded cells apart, the white ones joined) and a 3x3 Numberlink path.

The picture is cut into 8x8 tiles; a blank tile is the font's space, and the others, each kept once,
are a block of their own ("title"), loaded when the title screen starts like a puzzle's board tiles
(screen_use_tiles), so the art costs none of the tiles every screen keeps.
"""

from __future__ import annotations

from itertools import pairwise

from .font import TileGroup, font_glyph

COLLECTION_NAME = "POCKET LOGIC"
WIDTH, HEIGHT = 160, 40  # 20 by 5 tiles
# each line: its text, its scale, its top pixel row, and the shade of its shadow (None: no shadow)
LINES = (("POCKET", 2, 1, None), ("LOGIC", 3, 17, "2"))
PAPER, INK = "0", "3"
CELL = 7  # the small boards' cells: 7 pixels and a 1-pixel rule
BOARDS_TOP = 14
HITORI_LEFT, NUMBERLINK_LEFT = 7, 131
HITORI_SHADED = {(1, 0), (0, 2), (2, 2)}  # (column, row)
NUMBERLINK_PATH = [(0, 0), (1, 0), (2, 0), (2, 1), (2, 2), (1, 2), (0, 2)]  # one pair, end to end


def _grid(canvas: list[list[str]], left: int, top: int) -> None:
    """A 3x3 board's rules in light grey."""
    span = 3 * (CELL + 1)
    for offset in range(span + 1):
        for line in range(0, span + 1, CELL + 1):
            canvas[top + line][left + offset] = "1"
            canvas[top + offset][left + line] = "1"


def _fill(canvas: list[list[str]], x0: int, y0: int, x1: int, y1: int, shade: str) -> None:
    for y in range(y0, y1):
        for x in range(x0, x1):
            canvas[y][x] = shade


def _boards(canvas: list[list[str]]) -> None:
    _grid(canvas, HITORI_LEFT, BOARDS_TOP)
    for column, row in HITORI_SHADED:
        x, y = HITORI_LEFT + 1 + column * (CELL + 1), BOARDS_TOP + 1 + row * (CELL + 1)
        _fill(canvas, x, y, x + CELL, y + CELL, INK)
    _grid(canvas, NUMBERLINK_LEFT, BOARDS_TOP)
    centres = [(NUMBERLINK_LEFT + 4 + c * (CELL + 1), BOARDS_TOP + 4 + r * (CELL + 1)) for c, r in NUMBERLINK_PATH]
    for (xa, ya), (xb, yb) in pairwise(centres):  # the path, 2 pixels wide
        _fill(canvas, min(xa, xb) - 1, min(ya, yb) - 1, max(xa, xb) + 1, max(ya, yb) + 1, INK)
    for x, y in (centres[0], centres[-1]):  # its two ends, as discs
        _fill(canvas, x - 3, y - 2, x + 3, y + 2, INK)
        _fill(canvas, x - 2, y - 3, x + 2, y + 3, INK)


def title_pixels() -> list[str]:
    """The art: HEIGHT rows of WIDTH shades (0 white .. 3 black)."""
    canvas = [[PAPER] * WIDTH for _ in range(HEIGHT)]
    for text, scale, top, shadow in LINES:
        advance = 6 * scale  # a 5-pixel letter and a 1-pixel gap, scaled
        left = (WIDTH - (len(text) * advance - scale)) // 2
        ink = [(left + index * advance + x * scale + dx, top + y * scale + dy)
               for index, char in enumerate(text)
               for y, row in enumerate(font_glyph(char)) for x, pixel in enumerate(row) if pixel == "#"
               for dy in range(scale) for dx in range(scale)]
        if shadow:
            for x, y in ink:
                canvas[y + 1][x + 1] = shadow
        for x, y in ink:
            canvas[y][x] = INK
    _boards(canvas)
    return ["".join(row) for row in canvas]


def _tile(pixels: list[str], column: int, row: int) -> list[str]:
    return [line[8 * column:8 * column + 8] for line in pixels[8 * row:8 * row + 8]]


def title_tiles() -> tuple[list[TileGroup], list[list[int | None]]]:
    """The block's tiles (one group, "title_art") and the art as rows of tile indices into it (None
    where the tile is blank)."""
    pixels = title_pixels()
    tiles: list[list[str]] = []
    rows: list[list[int | None]] = []
    for row in range(HEIGHT // 8):
        rows.append([])
        for column in range(WIDTH // 8):
            tile = _tile(pixels, column, row)
            if all(line == PAPER * 8 for line in tile):
                rows[-1].append(None)
                continue
            if tile not in tiles:
                tiles.append(tile)
            rows[-1].append(tiles.index(tile))
    return [("title_art", tiles)], rows


def title_map(blank: int, first: int) -> list[list[int]]:
    """The art as rows of VRAM tile numbers: ``blank`` where it is blank, else ``first`` (where the
    block's first tile is loaded) plus its index."""
    _, rows = title_tiles()
    return [[blank if index is None else first + index for index in row] for row in rows]

