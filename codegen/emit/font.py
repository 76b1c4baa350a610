"""The ROM's tile set: a 5x7 font and the board's cell tiles, drawn here as text, packed as 2bpp tiles.

Glyphs are 5 pixels wide and 7 high, placed in an 8x8 tile one pixel from the left and top, so
neighbouring characters keep a gap. Tile number = character code - FIRST_CHAR for ' '..'Z'; then
the common tiles: plain white and black cells, the cursor sprite. Each puzzle draws its own block of
board tiles in its own folder (codegen/puzzles/<name>/tiles.py, PuzzleSpec.tiles), loaded after the
common ones when its screens start, since all of them together do not fit the 256 tiles the
background can show; this module lends them the shared pieces (the 5x7 font, the 3x5 and big digits,
the big cursor's corner). tile_set.py puts the blocks together. A Game Boy tile is 16 bytes: for
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

# The cursor, an 8x8 sprite over a cell: a black frame on the rim, a dark grey bar under its top edge
# (row 1 is blank in every cell tile) and white corners inside (colour 1, which the sprite palette
# OBJ_PALETTE shows white), so it stands out on white and on shaded cells alike. It also blinks.
_CURSOR_ROWS = ["33333333", "32222223", "31000013", "30000003", "30000003", "30000003", "31000013", "33333333"]
OBJ_PALETTE = 0xE0  # colour 3 black, 2 dark grey, 1 white (0 is transparent)



def pack_rows(rows: list[str]) -> list[int]:
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


# The cursor over a big cell: four sprites showing this top-left corner, flipped for the other three
# corners. A black frame two pixels wide on the cell's rim with a white line inside it (colour 1, white
# in OBJ_PALETTE), so it shows on white and on shaded cells.
BIG_CURSOR_CORNER = ["33333333", "33333333", "33111111", "33100000", "33100000", "33100000", "33100000",
                     "33100000"]


def font_glyph(char: str) -> list[str]:
    """A character of the 5x7 font: 7 rows of 5 pixels, '#' ink."""
    return _GLYPHS[char].split(",")


def small_digit(digit: int) -> list[str]:
    """The board's 3x5 digit: 5 rows of 3 pixels, '#' ink."""
    return _SMALL_DIGITS[str(digit)].split(",")


def common_tiles() -> tuple[list[list[int]], dict[str, int]]:
    """The tiles every screen may show, always in VRAM: the font (tile = code - FIRST_CHAR; characters
    without a glyph get a blank tile), the plain white and black cells (Hitori's layout explorer), the
    cursor."""
    tiles = [pack_rows(_glyph_rows(_GLYPHS.get(ch, _GLYPHS[" "]))) for ch in font_chars()]
    named = {}
    for name, rows in _CELL_TILES.items():
        named[name] = len(tiles)
        tiles.append(pack_rows(rows))
    named["cursor"] = len(tiles)
    tiles.append(pack_rows(_CURSOR_ROWS))
    return tiles, named


def puzzle_tiles_first() -> int:
    return len(common_tiles()[0])
