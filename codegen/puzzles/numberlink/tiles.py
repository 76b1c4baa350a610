"""Numberlink's board tiles, drawn here as text (8 rows of 8 shades, 0 white .. 3 black): paths and
ends in small cells, and in big cells of 2x2 tiles for the boards that fit the screen so. Every path
tile comes in shade 3 and shade 2 (codegen/emit/cgb.py: half the pairs are drawn in each on the
original Game Boy)."""

from __future__ import annotations

from ...emit.cgb import pair_look
from ...emit.font import BIG_CURSOR_CORNER, TileGroup, font_glyph, split_quadrants

# Numberlink's cells: light grey rules on the top and left edge of every cell, so the grid shows
# through; a path is a black line two pixels wide from the cell's centre to each side it joins
# (mask bits N, E, S, W = 1, 2, 4, 8). Every tile comes in shade 3 and shade 2 (codegen/emit/cgb.py).
# An end is a black tile with rounded corners and its pair's
# label in white: 1-9, then A-Z (codegen/puzzles/numberlink/board.py's order).
PATH_LABELS = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def grid_paper(size: int = 8) -> list[list[str]]:
    """A cell of ``size`` pixels a side with light grey rules on its top and left edges."""
    return [["1" if x == 0 or y == 0 else "0" for x in range(size)] for y in range(size)]


def path_rows(mask: int, shade: str = "3") -> list[str]:
    rows = grid_paper()
    spans = {0: ((3, 5), (0, 5)), 1: ((3, 8), (3, 5)), 2: ((3, 5), (3, 8)), 3: ((0, 5), (3, 5))}  # (xs, ys)
    if mask:
        for x in range(3, 5):
            for y in range(3, 5):
                rows[y][x] = shade
    for direction, ((x0, x1), (y0, y1)) in spans.items():
        if mask >> direction & 1:
            for y in range(y0, y1):
                for x in range(x0, x1):
                    rows[y][x] = shade
    return ["".join(row) for row in rows]


def end_rows(label: str, shade: str = "3") -> list[str]:
    glyph = font_glyph(label)
    rows = [[shade] * 8 for _ in range(8)]
    for x, y in ((0, 0), (7, 0), (0, 7), (7, 7)):
        rows[y][x] = "0"
    for y, line in enumerate(glyph, start=1):
        for x, pixel in enumerate(line, start=2):
            if pixel == "#" and x < 8:
                rows[y][x] = "0"
    return ["".join(row) for row in rows]



def numberlink_tiles() -> list[TileGroup]:
    groups = []
    for shade, suffix in (("3", ""), ("2", "_2")):  # codegen/emit/cgb.py: a pair's lines are in shade 3 or 2
        groups.append(("path_lines" + suffix, [path_rows(mask, shade) for mask in range(16)]))  # + mask
        groups.append(("path_ends" + suffix, [end_rows(label, shade) for label in PATH_LABELS]))  # + pair - 1
    return groups



# Numberlink's big cells (16x16, 2x2 tiles), for the boards that fit the screen so. A path is four
# pixels wide through the cell's centre; a quadrant tile shows the centre's corner and the two arms
# that touch it (top left: north and west; top right: north and east; bottom left: south and west;
# bottom right: south and east): per quadrant 5 tiles, no path, the centre alone, the first arm, the
# second, both. Light grey rules on the cell's top and left edges, as on the small cells. An end is a
# disc with its label in white, 4 tiles a label, in its pair's shade (codegen/emit/cgb.py).
NL_QUADRANT_ARMS = ((1, 8), (1, 2), (4, 8), (4, 2))  # mask bits N 1, E 2, S 4, W 8
_PATH_SPAN = (6, 10)  # the path's pixels across the cell


def nl_quadrant_code(quadrant: int, mask: int) -> int:
    """Which of its quadrant's 5 tiles a cell with lines ``mask`` shows."""
    if not mask:
        return 0
    first, second = NL_QUADRANT_ARMS[quadrant]
    return 1 + (1 if mask & first else 0) + (2 if mask & second else 0)


def _big_path_rows(mask: int, shade: str) -> list[str]:
    rows = grid_paper(16)
    low, high = _PATH_SPAN
    if mask:
        spans = [(range(low, high), range(low, high))]
        arms = {1: (range(low, high), range(0, low)), 2: (range(high, 16), range(low, high)),
                4: (range(low, high), range(high, 16)), 8: (range(0, low), range(low, high))}
        spans += [arms[bit] for bit in arms if mask & bit]
        for xs, ys in spans:
            for y in ys:
                for x in xs:
                    rows[y][x] = shade
    return ["".join(row) for row in rows]


def _big_end_rows(label: str, shade: str) -> list[str]:
    rows = grid_paper(16)
    for y in range(16):
        for x in range(16):
            if ((x - 7.5) ** 2 + (y - 7.5) ** 2) ** 0.5 <= 6.6:
                rows[y][x] = shade
    for y, line in enumerate(font_glyph(label), start=4):
        for x, pixel in enumerate(line, start=5):
            if pixel == "#":
                rows[y][x] = "0"
    return ["".join(row) for row in rows]


def numberlink_big_tiles(pairs: int) -> list[TileGroup]:
    """Tile named[lines set] + 5 * quadrant + nl_quadrant_code(quadrant, mask); named["nl_big_ends"] +
    4 * (pair - 1) + quadrant for the ends of pairs 1..``pairs``; then the big cursor's corner."""
    groups = []
    for shade, suffix in (("3", ""), ("2", "_2")):
        tiles: list[list[str]] = []
        for quadrant in range(4):
            first, second = NL_QUADRANT_ARMS[quadrant]
            for mask in (0, 15 & ~(first | second), first, second, first | second):  # codes 0..4
                tiles.append(split_quadrants(_big_path_rows(mask, shade))[quadrant])
        groups.append(("nl_big_lines" + suffix, tiles))
    ends: list[list[str]] = []
    for pair in range(1, pairs + 1):
        ends += split_quadrants(_big_end_rows(PATH_LABELS[pair - 1], str(pair_look(pair)[1])))
    groups.append(("nl_big_ends", ends))
    groups.append(("nl_big_cursor", [BIG_CURSOR_CORNER]))
    return groups

