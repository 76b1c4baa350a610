"""Sudoku puzzles as Simon Tatham's Solo game IDs (written from reading solo.c's encoder and reader),
so a cartridge puzzle pastes into his Solo.

An ID is the parameters, a colon, then the clues in reading order: a number is a clue, '_' separates
two numbers in a row, a letter a-z is a run of 1-26 cells without a clue ('z' and more letters for a
longer run). The parameters of a boxed board are "<c>x<r>", boxes c rows of digits tall and r wide
("3x3", "2x3" for 6x6 in boxes 2 tall and 3 wide); a jigsaw's are "<n>j", and its clues are followed by
a comma and the regions' borders: the internal vertical grid lines in reading order, then the internal
horizontal ones column by column, each run of lines that are not borders written as a letter (a = 1 ..
y = 25) before the border that ends it ('_' for none), 'z' for 25 with no border after them. Later
releases of his encoder then write three or more of the same character once with their count ("a3"):
the reader takes both, the writer writes the long form, which every release reads (the IDs of his
generator in ../shared/notes/puzzles.md are in it). The
difficulty letters his encoder adds ("db" Basic, "di" Intermediate, "da" Advanced) follow the
parameters; his reader needs none.
"""

from __future__ import annotations

import re

from .solve import Level, Shape

RUN_LETTERS = "abcdefghijklmnopqrstuvwxyz"
LEVEL_LETTERS = {Level.TRIVIAL: "", Level.BASIC: "db", Level.INTERMEDIATE: "di", Level.ADVANCED: "da"}


class GameIdError(ValueError):
    """Text that is not a Solo game ID of a size the cartridge offers, with what is wrong with it."""


def _box_size(shape: Shape) -> tuple[int, int] | None:
    """(c, r) when the regions are Tatham's boxes c tall and r wide, else None (a jigsaw)."""
    n = shape.order
    for height in range(1, n + 1):
        if n % height == 0 and shape == Shape.boxes(height, n // height):
            return height, n // height
    return None


def _clue_text(clues: list[int]) -> str:
    parts: list[str] = []
    run = 0
    for clue in clues:
        if not clue:
            run += 1
            continue
        if run:
            while run > 0:
                letter = min(run, len(RUN_LETTERS))
                parts.append(RUN_LETTERS[letter - 1])
                run -= letter
        elif parts:
            parts.append("_")
        parts.append(str(clue))
    while run > 0:
        letter = min(run, len(RUN_LETTERS))
        parts.append(RUN_LETTERS[letter - 1])
        run -= letter
    return "".join(parts)


def _lines(order: int) -> list[tuple[int, int]]:
    """The internal grid lines in his order, as the two cells each separates."""
    n = order
    vertical = [(y * n + x, y * n + x + 1) for y in range(n) for x in range(n - 1)]
    horizontal = [(y * n + x, (y + 1) * n + x) for x in range(n) for y in range(n - 1)]
    return vertical + horizontal


def _border_text(shape: Shape) -> str:
    parts: list[str] = []
    run = 0
    borders = [shape.region_of[a] != shape.region_of[b] for a, b in _lines(shape.order)] + [True]
    for border in borders:
        if not border:
            run += 1
            continue
        while run > 25:
            parts.append("z")
            run -= 25
        parts.append(RUN_LETTERS[run - 1] if run else "_")
        run = 0
    return "".join(parts)


def game_id(shape: Shape, clues: list[int], level: Level | None = None) -> str:
    box = _box_size(shape)
    params = f"{box[0]}x{box[1]}" if box else f"{shape.order}j"
    if level is not None:
        params += LEVEL_LETTERS[level]
    text = f"{params}:{_clue_text(clues)}"
    return text if box else f"{text},{_border_text(shape)}"


def parse_game_id(text: str) -> tuple[Shape, list[int]]:
    match = re.fullmatch(r"(\d+)(?:x(\d+))?(j?)[a-z0-9]*:([0-9a-z_]*)(?:,([a-z_0-9]*))?", text.strip())
    if not match:
        raise GameIdError(f"not a Solo game ID: {text!r}")
    first, second, jigsaw, clue_text, border_text = match.groups()
    # "<n>j" (or an older "<c>x<r>j") is a jigsaw of order n (c * r); "<c>x<r>" boxes, "<c>" c x c boxes
    order = int(first) * int(second or (1 if jigsaw else first))
    if order not in (6, 9):
        raise GameIdError(f"a Sudoku of order {order}: the cartridge has 6 and 9")
    clues: list[int] = []
    for token in re.findall(r"\d+|[a-z]|_", clue_text):
        if token.isdigit():
            if not 1 <= int(token) <= order:
                raise GameIdError(f"a clue {token} on a board of {order}")
            clues.append(int(token))
        elif token != "_":
            clues += [0] * (RUN_LETTERS.index(token) + 1)
    if len(clues) != order * order:
        raise GameIdError(f"{len(clues)} cells described, {order * order} on the board")
    if not jigsaw:
        return Shape.boxes(int(first), int(second or first)), clues
    if border_text is None:
        raise GameIdError("a jigsaw ID needs its regions' borders after a comma")
    return _parse_borders(order, border_text), clues


def _parse_borders(order: int, text: str) -> Shape:
    lines = _lines(order)
    parent = list(range(order * order))

    def root(cell: int) -> int:
        while parent[cell] != cell:
            parent[cell] = parent[parent[cell]]
            cell = parent[cell]
        return cell

    position = 0
    letters = [letter for letter, repeat in re.findall(r"([a-z_])(\d*)", text) for _ in range(int(repeat or 1))]
    if "".join(re.findall(r"[a-z_]\d*", text)) != text:
        raise GameIdError("the borders hold a character that is neither a letter, '_' nor a count")
    for letter in letters:
        count = 0 if letter == "_" else RUN_LETTERS.index(letter) + 1
        for _ in range(min(count, 25)):
            if position >= len(lines):
                raise GameIdError("the borders describe more lines than the board has")
            a, b = lines[position]
            parent[root(a)] = root(b)
            position += 1
        if letter != "z":
            position += 1  # the border after the run
    if position != len(lines) + 1:
        raise GameIdError("the borders do not describe every line of the board")
    number: dict[int, int] = {}
    region_of = tuple(number.setdefault(root(cell), len(number)) for cell in range(order * order))
    if len(number) != order or any(region_of.count(r) != order for r in range(order)):
        raise GameIdError(f"the borders do not make {order} regions of {order} cells")
    return Shape(order, region_of)
