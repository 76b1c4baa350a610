"""Hitori's board tiles, drawn here as text (8 rows of 8 shades, 0 white .. 3 black): numbered cells
1..MAX_NUMBER on white paper, on shaded paper, circled ("certainly white"), and the two sets a rule
check shows at fault; and the same in big cells of 2x2 tiles for the boards that fit the screen so.
The shared pieces (the digits, the big cursor's corner, packing) are the cartridge's font
(codegen/emit/font.py)."""

from __future__ import annotations

from ...emit.font import BIG_CURSOR_CORNER, TileGroup, big_number_pixels, small_digit, split_quadrants

# Board numbers 1..MAX_NUMBER inside a cell's rim: 3x5 digits, and for 10..16 a narrow "1" (2 wide)
# before the second digit, so two digits fit the 6x6 inside of the rim with a gap between them.
MAX_NUMBER = 16
_NARROW_ONE = ".#,##,.#,.#,.#"
# (paper, ink) shades of each numbered set; "2/3" is a checkerboard of shades 2 and 3. The error sets
# show the cells a rule check found at fault: white cells on dark grey, shaded cells dithered.
NUMBER_PAPER = {
    "numbers_white": ("0", "3"),
    "numbers_shaded": ("3", "0"),
    "numbers_circled": ("0", "3"),
    "numbers_white_error": ("2", "0"),
    "numbers_shaded_error": ("2/3", "0"),
}
# The "certainly white" mark: a black ring over the cell's rim, corners cut so it reads as a circle.
_RING = ["..####..", ".#....#.", "#......#", "#......#", "#......#", "#......#", ".#....#.", "..####.."]


def _number_rows(number: int, paper: str, ink: str) -> list[str]:
    """A board cell showing ``number``: rim 1 all round, the digits 5 rows high from row 2."""
    if number < 10:
        columns = ["." * 1 + row + ".." for row in small_digit(number)]
    else:
        second = small_digit(number % 10)
        columns = [one + "." + row for one, row in zip(_NARROW_ONE.split(","), second, strict=True)]
    inside = ["......", *columns]
    rows = ["11111111"]
    for y, line in enumerate(inside, start=1):
        shades = [ink if pixel == "#" else _paper_shade(paper, x, y) for x, pixel in enumerate(line, start=1)]
        rows.append("1" + "".join(shades) + "1")
    rows.append("11111111")
    return rows


def _paper_shade(paper: str, x: int, y: int) -> str:
    """The paper's shade at pixel (x, y): plain, or a checkerboard of two shades ("2/3")."""
    if "/" not in paper:
        return paper
    even, odd = paper.split("/")
    return even if (x + y) % 2 == 0 else odd


def _with_ring(rows: list[str]) -> list[str]:
    """Draw the circle mark over a cell tile: ring pixels black, the rest as they were."""
    return ["".join("3" if ring == "#" else shade for ring, shade in zip(mask, row, strict=True))
            for mask, row in zip(_RING, rows, strict=True)]



def hitori_tiles() -> list[TileGroup]:
    """Hitori's numbered cells: tile named[name] + n - 1 shows n, in each of NUMBER_PAPER's sets."""
    groups = []
    for name, (paper, ink) in NUMBER_PAPER.items():
        rows = [_number_rows(n, paper, ink) for n in range(1, MAX_NUMBER + 1)]
        groups.append((name, [_with_ring(r) for r in rows] if name == "numbers_circled" else rows))
    return groups


# Hitori's big cells (16x16, 2x2 tiles) for the boards that fit the screen so: the same sets as the
# small cells, four tiles a number (top left, top right, bottom left, bottom right). A rule check's
# marks would need a fifth and sixth full set, more than the tiles a block may use, so a cell at fault
# keeps its top right and bottom left tiles and shows a flag in its top left and bottom right corners
# instead (dark on white cells, white on shaded ones): HITORI_BIG_FLAGGED's two tiles a number.
HITORI_BIG_SETS = ("big_white", "big_shaded", "big_circled")
HITORI_BIG_FLAGGED = {"big_white_error": "big_white", "big_shaded_error": "big_shaded"}
_BIG_PAPER = {"big_white": ("0", "3"), "big_shaded": ("3", "0"), "big_circled": ("0", "3")}
_FLAG_INK = {"big_white_error": "2", "big_shaded_error": "0"}
_FLAG_REACH = 7  # a flag: the pixels (x, y) inside the rim with x + y <= this, from its corner


def _big_cell_rows(number: int, paper: str, ink: str, ring: bool, flag: str = "") -> list[str]:
    glyph = big_number_pixels(number)
    rows = []
    for y in range(16):
        row = ""
        for x in range(16):
            shade = "1" if x in (0, 15) or y in (0, 15) else paper
            distance = ((x - 7.5) ** 2 + (y - 7.5) ** 2) ** 0.5
            if ring and 6.2 <= distance <= 7.7:
                shade = "3"
            corner = min(x + y, (15 - x) + (15 - y))
            if flag and 0 < x < 15 and 0 < y < 15 and corner <= _FLAG_REACH:
                shade = flag
            if (x, y) in glyph:
                shade = ink
            row += shade
        rows.append(row)
    return rows


def hitori_big_tiles(max_number: int) -> list[TileGroup]:
    """Tile named[set] + 4 * (n - 1) + quadrant shows quadrant (0 top left .. 3 bottom right) of n in a
    set of HITORI_BIG_SETS; named[flagged] + 2 * (n - 1) + (0 top left, 1 bottom right) in a set of
    HITORI_BIG_FLAGGED. Then the big cursor's corner (top left; the others are it flipped)."""
    groups = []
    for name in HITORI_BIG_SETS:
        paper, ink = _BIG_PAPER[name]
        tiles = []
        for n in range(1, max_number + 1):
            tiles += split_quadrants(_big_cell_rows(n, paper, ink, name == "big_circled"))
        groups.append((name, tiles))
    for name, plain in HITORI_BIG_FLAGGED.items():
        paper, ink = _BIG_PAPER[plain]
        tiles = []
        for n in range(1, max_number + 1):
            quadrants = split_quadrants(_big_cell_rows(n, paper, ink, False, _FLAG_INK[name]))
            tiles += [quadrants[0], quadrants[3]]
        groups.append((name, tiles))
    groups.append(("big_cursor", [BIG_CURSOR_CORNER]))
    return groups

