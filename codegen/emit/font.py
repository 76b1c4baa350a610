"""The ROM's tile set: a 5x7 font and the board's cell tiles, drawn here as text, packed as 2bpp tiles.

Glyphs are 5 pixels wide and 7 high, placed in an 8x8 tile one pixel from the left and top, so
neighbouring characters keep a gap. Tile number = character code - FIRST_CHAR for ' '..'Z'; then
the common tiles: plain white and black cells, the cursor sprite. Each puzzle has its own block of
board tiles (PuzzleSpec.tiles), loaded after the common ones when its screens start, since all of
them together do not fit the 256 tiles the background can show: Hitori's numbered cells 1..16 on white
paper, on shaded paper, circled ("certainly white"), and the two sets a rule check shows at fault;
Numberlink's paths and ends; Palisade's cells with their sides. A Game Boy tile is 16 bytes: for
each of 8 rows, the low bit-plane byte then the high bit-plane byte, leftmost pixel in bit 7 (Pan Docs, "Tile Data").
"""

from __future__ import annotations

FIRST_CHAR = " "
LAST_CHAR = "Z"

_GLYPHS: dict[str, str] = {
    " ": ".....,.....,.....,.....,.....,.....,.....",
    "!": "..#..,..#..,..#..,..#..,..#..,.....,..#..",
    "#": ".#.#.,#####,.#.#.,.#.#.,.#.#.,#####,.#.#.",
    "(": "...#.,..#..,.#...,.#...,.#...,..#..,...#.",
    ")": ".#...,..#..,...#.,...#.,...#.,..#..,.#...",
    "*": ".....,#.#.#,.###.,#####,.###.,#.#.#,.....",
    "+": ".....,..#..,..#..,#####,..#..,..#..,.....",
    ",": ".....,.....,.....,.....,..##.,..#..,.#...",
    "-": ".....,.....,.....,#####,.....,.....,.....",
    ".": ".....,.....,.....,.....,.....,.##..,.##..",
    "/": "....#,...#.,...#.,..#..,.#...,.#...,#....",
    "0": ".###.,#...#,#..##,#.#.#,##..#,#...#,.###.",
    "1": "..#..,.##..,..#..,..#..,..#..,..#..,.###.",
    "2": ".###.,#...#,....#,...#.,..#..,.#...,#####",
    "3": "#####,...#.,..#..,...#.,....#,#...#,.###.",
    "4": "...#.,..##.,.#.#.,#..#.,#####,...#.,...#.",
    "5": "#####,#....,####.,....#,....#,#...#,.###.",
    "6": "..##.,.#...,#....,####.,#...#,#...#,.###.",
    "7": "#####,....#,...#.,..#..,.#...,.#...,.#...",
    "8": ".###.,#...#,#...#,.###.,#...#,#...#,.###.",
    "9": ".###.,#...#,#...#,.####,....#,...#.,.##..",
    ":": ".....,.##..,.##..,.....,.##..,.##..,.....",
    "<": "...#.,..#..,.#...,#....,.#...,..#..,...#.",
    "=": ".....,.....,#####,.....,#####,.....,.....",
    ">": ".#...,..#..,...#.,....#,...#.,..#..,.#...",
    "?": ".###.,#...#,....#,...#.,..#..,.....,..#..",
    "A": ".###.,#...#,#...#,#####,#...#,#...#,#...#",
    "B": "####.,#...#,#...#,####.,#...#,#...#,####.",
    "C": ".###.,#...#,#....,#....,#....,#...#,.###.",
    "D": "###..,#..#.,#...#,#...#,#...#,#..#.,###..",
    "E": "#####,#....,#....,####.,#....,#....,#####",
    "F": "#####,#....,#....,####.,#....,#....,#....",
    "G": ".###.,#...#,#....,#.###,#...#,#...#,.####",
    "H": "#...#,#...#,#...#,#####,#...#,#...#,#...#",
    "I": ".###.,..#..,..#..,..#..,..#..,..#..,.###.",
    "J": "..###,...#.,...#.,...#.,...#.,#..#.,.##..",
    "K": "#...#,#..#.,#.#..,##...,#.#..,#..#.,#...#",
    "L": "#....,#....,#....,#....,#....,#....,#####",
    "M": "#...#,##.##,#.#.#,#.#.#,#...#,#...#,#...#",
    "N": "#...#,#...#,##..#,#.#.#,#..##,#...#,#...#",
    "O": ".###.,#...#,#...#,#...#,#...#,#...#,.###.",
    "P": "####.,#...#,#...#,####.,#....,#....,#....",
    "Q": ".###.,#...#,#...#,#...#,#.#.#,#..#.,.##.#",
    "R": "####.,#...#,#...#,####.,#.#..,#..#.,#...#",
    "S": ".####,#....,#....,.###.,....#,....#,####.",
    "T": "#####,..#..,..#..,..#..,..#..,..#..,..#..",
    "U": "#...#,#...#,#...#,#...#,#...#,#...#,.###.",
    "V": "#...#,#...#,#...#,#...#,#...#,.#.#.,..#..",
    "W": "#...#,#...#,#...#,#.#.#,#.#.#,#.#.#,.#.#.",
    "X": "#...#,#...#,.#.#.,..#..,.#.#.,#...#,#...#",
    "Y": "#...#,#...#,.#.#.,..#..,..#..,..#..,..#..",
    "Z": "#####,....#,...#.,..#..,.#...,#....,#####",
}

# Board cells, 8x8, in shades 0 (white) .. 3 (black): a one-pixel light-grey rim on every side, so that
# neighbouring cells show a two-pixel grid line and the board's outer edge is closed too.
_CELL_TILES: dict[str, list[str]] = {
    "white_cell": ["11111111", *["10000001"] * 6, "11111111"],
    "black_cell": ["11111111", *["13333331"] * 6, "11111111"],
}


# Board numbers 1..MAX_NUMBER inside a cell's rim: 3x5 digits, and for 10..16 a narrow "1" (2 wide)
# before the second digit, so two digits fit the 6x6 inside of the rim with a gap between them.
MAX_NUMBER = 16
_SMALL_DIGITS: dict[str, str] = {
    "0": "###,#.#,#.#,#.#,###",
    "1": ".#.,##.,.#.,.#.,###",
    "2": "###,..#,###,#..,###",
    "3": "###,..#,.##,..#,###",
    "4": "#.#,#.#,###,..#,..#",
    "5": "###,#..,###,..#,###",
    "6": "###,#..,###,#.#,###",
    "7": "###,..#,.#.,.#.,.#.",
    "8": "###,#.#,###,#.#,###",
    "9": "###,#.#,###,..#,###",
}
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

# The cursor, an 8x8 sprite over a cell: a black frame on the rim, a dark grey bar under its top edge
# (row 1 is blank in every cell tile) and white corners inside (colour 1, which the sprite palette
# OBJ_PALETTE shows white), so it stands out on white and on shaded cells alike. It also blinks.
_CURSOR_ROWS = ["33333333", "32222223", "31000013", "30000003", "30000003", "30000003", "31000013", "33333333"]
OBJ_PALETTE = 0xE0  # colour 3 black, 2 dark grey, 1 white (0 is transparent)

# The title, drawn on the background with black cell tiles ('#') like a solved Hitori board.
TITLE_ART = [
    "#.#.#.###.###.##..#",
    "#.#.#..#..#.#.#.#.#",
    "###.#..#..#.#.##..#",
    "#.#.#..#..#.#.#.#.#",
    "#.#.#..#..###.#.#.#",
]


def _number_rows(number: int, paper: str, ink: str) -> list[str]:
    """A board cell showing ``number``: rim 1 all round, the digits 5 rows high from row 2."""
    if number < 10:
        columns = ["." * 1 + row + ".." for row in _SMALL_DIGITS[str(number)].split(",")]
    else:
        second = _SMALL_DIGITS[str(number % 10)].split(",")
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


def _pack_rows(rows: list[str]) -> list[int]:
    """Pack 8 rows of 8 shade digits (0..3) into the 16 bytes of a 2bpp tile."""
    data: list[int] = []
    for row in rows:
        low = high = 0
        for bit, shade in enumerate(row):
            value = int(shade)
            low |= (value & 1) << (7 - bit)
            high |= (value >> 1) << (7 - bit)
        data += [low, high]
    return data


def _glyph_rows(glyph: str) -> list[str]:
    """A 5x7 glyph as 8 rows of 8 shades: ink 3 on paper 0, offset one pixel right and down."""
    body = [("." + line + "..").replace(".", "0").replace("#", "3") for line in glyph.split(",")]
    return ["00000000", *body]


# Numberlink's cells: light grey rules on the top and left edge of every cell, so the grid shows
# through; a path is a black line two pixels wide from the cell's centre to each side it joins
# (mask bits N, E, S, W = 1, 2, 4, 8). Every tile comes in shade 3 and shade 2 (codegen/emit/cgb.py).
# An end is a black tile with rounded corners and its pair's
# label in white: 1-9, then A-Z (codegen/puzzles/numberlink/board.py's order).
PATH_LABELS = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def _grid_paper(size: int = 8) -> list[list[str]]:
    """A cell of ``size`` pixels a side with light grey rules on its top and left edges."""
    return [["1" if x == 0 or y == 0 else "0" for x in range(size)] for y in range(size)]


def path_rows(mask: int, shade: str = "3") -> list[str]:
    rows = _grid_paper()
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
    glyph = _GLYPHS[label].split(",")
    rows = [[shade] * 8 for _ in range(8)]
    for x, y in ((0, 0), (7, 0), (0, 7), (7, 7)):
        rows[y][x] = "0"
    for y, line in enumerate(glyph, start=1):
        for x, pixel in enumerate(line, start=2):
            if pixel == "#" and x < 8:
                rows[y][x] = "0"
    return ["".join(row) for row in rows]


def drawable(text: str) -> bool:
    """Has the font a glyph for every character of ``text``?"""
    return all(ch in _GLYPHS for ch in text)


# Big board digits, 6x10 with strokes two pixels wide, for cells of 2x2 tiles (16x16 pixels).
_BIG_DIGITS: dict[str, str] = {
    "0": ".####.,##..##,##..##,##..##,##..##,##..##,##..##,##..##,##..##,.####.",
    "1": "..##..,.###..,####..,..##..,..##..,..##..,..##..,..##..,..##..,######",
    "2": ".####.,##..##,....##,....##,...##.,..##..,.##...,##....,##....,######",
    "3": ".####.,##..##,....##,....##,..###.,....##,....##,....##,##..##,.####.",
    "4": "...##.,..###.,.####.,##.##.,##.##.,######,...##.,...##.,...##.,...##.",
    "5": "######,##....,##....,#####.,....##,....##,....##,....##,##..##,.####.",
    "6": ".####.,##..##,##....,##....,#####.,##..##,##..##,##..##,##..##,.####.",
    "7": "######,....##,....##,...##.,...##.,..##..,..##..,.##...,.##...,.##...",
    "8": ".####.,##..##,##..##,##..##,.####.,##..##,##..##,##..##,##..##,.####.",
    "9": ".####.,##..##,##..##,##..##,##..##,.#####,....##,....##,##..##,.####.",
}
BIG_GLYPH_TOP = 3  # the digits' first row in a 16x16 cell: rows 3..12, centred between the rims


def big_number_pixels(number: int) -> set[tuple[int, int]]:
    """The ink of ``number`` (1..99) in a 16x16 cell: one digit centred (columns 5..10), two digits
    one in each tile column (2..7 and 8..13), so a tile never holds parts of both."""
    text = str(number)
    lefts = [5] if len(text) == 1 else [2, 8]
    ink = set()
    for digit, left in zip(text, lefts, strict=True):
        for y, row in enumerate(_BIG_DIGITS[digit].split(","), start=BIG_GLYPH_TOP):
            ink |= {(x, y) for x, pixel in enumerate(row, start=left) if pixel == "#"}
    return ink


def split_quadrants(rows: list[str]) -> list[list[str]]:
    """16 rows of 16 shades as its four 8x8 tiles: top left, top right, bottom left, bottom right."""
    return [[row[x:x + 8] for row in rows[y:y + 8]] for y in (0, 8) for x in (0, 8)]


def font_chars() -> list[str]:
    return [chr(code) for code in range(ord(FIRST_CHAR), ord(LAST_CHAR) + 1)]


TileGroup = tuple[str, list[list[str]]]  # a name and its tiles, each 8 rows of 8 shade digits


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


# The cursor over a big cell: four sprites showing this top-left corner, flipped for the other three
# corners. A black frame two pixels wide on the cell's rim with a white line inside it (colour 1, white
# in OBJ_PALETTE), so it shows on white and on shaded cells.
BIG_CURSOR_CORNER = ["33333333", "33333333", "33111111", "33100000", "33100000", "33100000", "33100000",
                     "33100000"]


def numberlink_tiles() -> list[TileGroup]:
    groups = []
    for shade, suffix in (("3", ""), ("2", "_2")):  # codegen/emit/cgb.py: a pair's lines are in shade 3 or 2
        groups.append(("path_lines" + suffix, [path_rows(mask, shade) for mask in range(16)]))  # + mask
        groups.append(("path_ends" + suffix, [end_rows(label, shade) for label in PATH_LABELS]))  # + pair - 1
    return groups


def font_glyph(char: str) -> list[str]:
    """A character of the 5x7 font: 7 rows of 5 pixels, '#' ink."""
    return _GLYPHS[char].split(",")


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
    rows = _grid_paper(16)
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
    rows = _grid_paper(16)
    for y in range(16):
        for x in range(16):
            if ((x - 7.5) ** 2 + (y - 7.5) ** 2) ** 0.5 <= 6.6:
                rows[y][x] = shade
    for y, line in enumerate(_GLYPHS[label].split(","), start=4):
        for x, pixel in enumerate(line, start=5):
            if pixel == "#":
                rows[y][x] = "0"
    return ["".join(row) for row in rows]


def numberlink_big_tiles(pairs: int) -> list[TileGroup]:
    """Tile named[lines set] + 5 * quadrant + nl_quadrant_code(quadrant, mask); named["nl_big_ends"] +
    4 * (pair - 1) + quadrant for the ends of pairs 1..``pairs``; then the big cursor's corner."""
    from .cgb import pair_look

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


def small_digit(digit: int) -> list[str]:
    """The board's 3x5 digit: 5 rows of 3 pixels, '#' ink."""
    return _SMALL_DIGITS[str(digit)].split(",")


def common_tiles() -> tuple[list[list[int]], dict[str, int]]:
    """The tiles every screen may show, always in VRAM: the font (tile = code - FIRST_CHAR; characters
    without a glyph get a blank tile), the plain cells the title is drawn with, the cursor."""
    tiles = [_pack_rows(_glyph_rows(_GLYPHS.get(ch, _GLYPHS[" "]))) for ch in font_chars()]
    named = {}
    for name, rows in _CELL_TILES.items():
        named[name] = len(tiles)
        tiles.append(_pack_rows(rows))
    named["cursor"] = len(tiles)
    tiles.append(_pack_rows(_CURSOR_ROWS))
    return tiles, named


VRAM_TILES = 256  # the background and the sprites share tiles 0..255 (LCDC bit 4 set: 0x8000)


def block_groups() -> list[tuple[str, list[TileGroup]]]:
    """Every block of board tiles, in ROM order: each registry puzzle's (named by the puzzle), then the
    big-cell block of each puzzle that has one (named <puzzle>_big). A block is loaded from tile
    puzzle_tiles_first() on when a screen needs it (screen_use_tiles), so every block has the same
    numbers and each may use all the tiles the common ones leave."""
    from ..puzzles import REGISTRY  # the registry imports the emitters' field types

    blocks = [(puzzle.name, puzzle.tiles()) for puzzle in REGISTRY]
    blocks += [(f"{puzzle.name}_big", puzzle.big_tiles()) for puzzle in REGISTRY if puzzle.big_tiles()]
    return blocks


def tile_set() -> tuple[list[list[int]], dict[str, int]]:
    """All tiles in ROM order (each 16 bytes): the common tiles, then every block (block_groups()); and
    the VRAM tile number of each named tile."""
    tiles, named = common_tiles()
    for block, groups in block_groups():
        number = len(common_tiles()[0])
        for name, group in groups:
            if name in named:
                raise AssertionError(f"tile group {name} is named twice")
            named[name] = number
            number += len(group)
            tiles += [_pack_rows(rows) for rows in group]
        if number > VRAM_TILES:
            raise AssertionError(f"{block}'s tiles end at {number}: VRAM holds {VRAM_TILES}")
    return tiles, named


def tile_blocks() -> list[tuple[str, int, int]]:
    """Every block (block_groups()): its name, its first tile in ROM order, its tiles."""
    first = len(common_tiles()[0])
    blocks = []
    for block, groups in block_groups():
        count = sum(len(group) for _, group in groups)
        blocks.append((block, first, count))
        first += count
    return blocks


def puzzle_tiles_first() -> int:
    return len(common_tiles()[0])


def title_map(blank: int, block: int) -> list[list[int]]:
    """TITLE_ART as rows of tile numbers: ``block`` for '#', ``blank`` elsewhere."""
    return [[block if pixel == "#" else blank for pixel in row] for row in TITLE_ART]

