"""The collection's title art: its name, POCKET LOGIC, drawn for the Game Boy's screen in the
cartridge's own 5x7 letters, scaled up (2x for POCKET, 3x for LOGIC with a dark grey shadow), on the
title screen's five tile rows under the top one (160 by 40 pixels).

The picture is cut into 8x8 tiles; a blank tile is the font's space, and the others, each kept once,
are a block of their own ("title"), loaded when the title screen starts like a puzzle's board tiles
(screen_use_tiles), so the art costs none of the tiles every screen keeps.
"""

from __future__ import annotations

from .font import TileGroup, font_glyph

COLLECTION_NAME = "POCKET LOGIC"
WIDTH, HEIGHT = 160, 40  # 20 by 5 tiles
# each line: its text, its scale, its top pixel row, and the shade of its shadow (None: no shadow)
LINES = (("POCKET", 2, 1, None), ("LOGIC", 3, 17, "2"))
PAPER, INK = "0", "3"


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

