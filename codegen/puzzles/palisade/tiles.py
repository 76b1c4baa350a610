"""Palisade's board tiles: one 8x8 tile a cell, drawing the cell's north and west sides and its clue.

A side belongs to the tile below it or right of it, so every side is drawn once and changing a side
redraws one tile: the cell's north side is its top pixel row, its west side its left pixel column,
and the corner where they meet (a vertex of the grid) its top-left pixel. The grid's east and south
edges are one more column and row of tiles after the board (east, south, corner).

A side shows its state in the solver's terms (solve.py): unknown is a light-grey line, a border
black, "no border" (the player's mark: these cells share a region) white, so regions read as white
areas fenced in black. The vertex is black when a border of the cell meets it, else dark grey: the
grid's points stay visible. The clue is a 3x5 digit centred in the 7x7 pixels inside; a clue the rule
check finds at fault is white on dark grey. Lines one pixel wide leave room for the digit and, round
it, for the cursor's frame.

Tile number: pal_cells + (north * 3 + west) * CONTENTS + content, where content is 0 for no clue,
1 + d for clue d, 1 + CLUE_DIGITS + d for clue d at fault (palisade_consts.h).

A region the player has closed (an area the walls fence in at exactly K cells) is filled with light
grey: its cells' tiles are pal_filled + (north_wall * 2 + west_wall) * FILLED_CONTENTS + content
(content 0 or 1 + d; a clue at fault keeps its own tile), where a side that is not a wall lies inside
the region and is drawn as fill too. Big cells: pal_big_filled + content, and one solid tile
(pal_big_fill) for the sides and grid points inside a filled region.
"""

from __future__ import annotations

from ...emit.font import font_glyph, small_digit
from .solve import BORDER, OPEN, UNKNOWN

STATES = (UNKNOWN, BORDER, OPEN)
CLUE_DIGITS = 5  # clues 0..4
CONTENTS = 1 + 2 * CLUE_DIGITS  # none, the digits, the digits at fault
FILLED_CONTENTS = 1 + CLUE_DIGITS  # none, the digits (a clue at fault is drawn at fault, filled or not)
FILL = "1"  # light grey


def put_glyph(rows: list[list[str]], glyph: list[str], top: int, left: int, ink: str) -> None:
    """Ink a glyph's '#' pixels into ``rows`` from (top, left)."""
    for y, text in enumerate(glyph, start=top):
        for x, pixel in enumerate(text, start=left):
            if pixel == "#":
                rows[y][x] = ink


def small_cell_rows(north: str, west: str, corner: str, inside: str, content: int, ink: str) -> list[str]:
    """A small cell: its north and west lines and their corner in those shades, the 7x7 inside in
    ``inside``, a clue's 3x5 digit (content 1 + d) in ``ink``."""
    rows = [[inside] * 8 for _ in range(8)]
    for i in range(1, 8):  # the sides, away from the vertex
        rows[0][i] = north
        rows[i][0] = west
    rows[0][0] = corner
    if content:
        put_glyph(rows, small_digit((content - 1) % CLUE_DIGITS), 2, 3, ink)
    return ["".join(row) for row in rows]


def cell_rows(north: int, west: int, content: int) -> list[str]:
    line = {UNKNOWN: "1", BORDER: "3", OPEN: "0"}
    fault = content > CLUE_DIGITS
    return small_cell_rows(line[north], line[west], "3" if BORDER in (north, west) else "2",
                           "2" if fault else "0", content, "0" if fault else "3")


def filled_cell_rows(north_wall: bool, west_wall: bool, content: int) -> list[str]:
    """A cell of a closed region: light grey inside and across its sides that are not walls (they lie
    inside the region), black walls, the vertex black where a wall of the cell meets it and dark grey
    otherwise (the grid's points stay visible), the clue black on the fill."""
    return small_cell_rows("3" if north_wall else FILL, "3" if west_wall else FILL,
                           "3" if north_wall or west_wall else "2", FILL, content, "3")


def edge_rows(east: bool, south: bool) -> list[str]:
    """A tile past the board's east edge (its left line), past the south edge (its top line), or the
    corner past both (the vertex alone)."""
    rows = [["0"] * 8 for _ in range(8)]
    for i in range(8):
        if east and not south:
            rows[i][0] = "3"
        if south and not east:
            rows[0][i] = "3"
    rows[0][0] = "3"
    return ["".join(row) for row in rows]


# The cursor sprite: a dark-grey frame just inside the cell's lines (colour 2; 0 is transparent), so the
# sides being marked stay in view and the clue inside is not covered.
CURSOR_ROWS = ["00000000", "02222222", "02000002", "02000002", "02000002", "02000002", "02000002", "02222222"]


# Big cells, for the boards whose cells, sides and grid points fit the screen as tiles of their own
# (2w + 1 columns, 2h + 1 rows: every side is a tile between two cells and every grid point one where
# four sides meet, so cells sit 16 pixels apart). A side tile is a line two pixels wide across its
# middle: light grey unknown, black a border, nothing when marked open. A grid point joins the lines of
# its four arms (each unknown, border or open; off the board counts as open), dark grey where no border
# meets it, so the walls run unbroken. A cell tile holds its clue in the 5x7 font; at fault, white on
# dark grey. Tile number: pal_big_cells + content, pal_big_hsides / pal_big_vsides + state, and
# pal_big_points + ((north * 3 + east) * 3 + south) * 3 + west.
BIG_LINE = (3, 5)  # the line's pixels across a side tile, from its top or left edge
_ARM_SHADE = {UNKNOWN: "1", BORDER: "3", OPEN: "0"}


def big_cell_rows(content: int, filled: bool = False) -> list[str]:
    """A big cell's tile: its clue in the 5x7 font, black on white, on light grey in a closed region
    (``filled``), white on dark grey at fault."""
    fault = content > CLUE_DIGITS
    rows = [["2" if fault else FILL if filled else "0"] * 8 for _ in range(8)]
    if content:
        put_glyph(rows, font_glyph(str((content - 1) % CLUE_DIGITS)), 0, 1, "0" if fault else "3")
    return ["".join(row) for row in rows]


def big_side_rows(state: int, across: bool) -> list[str]:
    """A side between two cells side by side (``across``: a vertical line) or one above the other."""
    rows = [["0"] * 8 for _ in range(8)]
    for i in range(8):
        for j in range(*BIG_LINE):
            if across:
                rows[i][j] = _ARM_SHADE[state]
            else:
                rows[j][i] = _ARM_SHADE[state]
    return ["".join(row) for row in rows]


def big_point_rows(north: int, east: int, south: int, west: int) -> list[str]:
    rows = [["0"] * 8 for _ in range(8)]
    low, high = BIG_LINE
    spans = (("n", north, range(low), range(low, high)), ("s", south, range(high, 8), range(low, high)),
             ("w", west, range(low, high), range(low)), ("e", east, range(low, high), range(high, 8)))
    for _, state, ys, xs in spans:
        for y in ys:
            for x in xs:
                rows[y][x] = _ARM_SHADE[state]
    centre = "3" if BORDER in (north, east, south, west) else "2"
    for y in range(low, high):
        for x in range(low, high):
            rows[y][x] = centre
    return ["".join(row) for row in rows]


# The big cursor's top-left corner (four sprites, mirrored): a dark grey frame one pixel inside the
# walls round the cell (its line on the sprite's second row and column), the sprite placed 4 pixels up
# and left of the cell's tile.
BIG_CURSOR_ROWS = ["00000000", "02222222", "02000000", "02000000", "02000000", "02000000", "02000000",
                   "02000000"]


def palisade_big_tiles() -> list[tuple[str, list[list[str]]]]:
    points = [big_point_rows(n, e, s_, w) for n in STATES for e in STATES for s_ in STATES for w in STATES]
    return [
        ("pal_big_cells", [big_cell_rows(content) for content in range(CONTENTS)]),
        ("pal_big_hsides", [big_side_rows(state, False) for state in sorted(STATES)]),
        ("pal_big_vsides", [big_side_rows(state, True) for state in sorted(STATES)]),
        ("pal_big_points", points),
        ("pal_big_cursor", [BIG_CURSOR_ROWS]),
        ("pal_big_filled", [big_cell_rows(content, filled=True) for content in range(FILLED_CONTENTS)]),
        ("pal_big_fill", [[FILL * 8] * 8]),
    ]


def palisade_tiles() -> list[tuple[str, list[list[str]]]]:
    cells = [cell_rows(north, west, content) for north in STATES for west in STATES for content in range(CONTENTS)]
    return [
        ("pal_cells", cells),
        ("pal_edge_east", [edge_rows(True, False)]),
        ("pal_edge_south", [edge_rows(False, True)]),
        ("pal_edge_corner", [edge_rows(True, True)]),
        ("pal_cursor", [CURSOR_ROWS]),
        ("pal_filled", [filled_cell_rows(north, west, content) for north in (False, True) for west in (False, True)
                        for content in range(FILLED_CONTENTS)]),
    ]
