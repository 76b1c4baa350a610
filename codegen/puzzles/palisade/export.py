"""Palisade puzzles as Simon Tatham's Palisade game IDs, so a cartridge puzzle can be typed into his
Palisade and played on a PC.

A game ID is "WxHnK:" then the clues in reading order: a digit 0-4 for a clue, a letter a-z for a run of
1-26 cells without one (a longer run takes several letters). His encoder writes a run only when a clue
follows it, so an ID ends at its last clue; his reader takes the cells an ID leaves out at its end as
cells without a clue. game_id writes his form and parse_game_id reads both. With solutions, the ID is
followed by a line "# " and the regions, one letter per cell in reading order (a, b, ... in the order
their first cells are read; 26 regions at most).
"""

from __future__ import annotations

import re

from .puzzle import NO_CLUE

RUN_LETTERS = "abcdefghijklmnopqrstuvwxyz"


class GameIdError(ValueError):
    """Text that is not a Palisade game ID, with what is wrong with it."""


def game_id(width: int, height: int, k: int, clues: list[int]) -> str:
    """His form: a run of cells without a clue is written when a clue follows it, as 'z' for each 26
    cells beyond the last 1-26 and a letter for those; a run at the end is left out."""
    parts = []
    run = 0
    for clue in clues:
        if clue == NO_CLUE:
            run += 1
            continue
        while run > len(RUN_LETTERS):
            parts.append(RUN_LETTERS[-1])
            run -= len(RUN_LETTERS)
        if run:
            parts.append(RUN_LETTERS[run - 1])
            run = 0
        parts.append(str(clue))
    return f"{width}x{height}n{k}:" + "".join(parts)


def parse_game_id(text: str) -> tuple[int, int, int, list[int]]:
    match = re.fullmatch(r"(\d+)x(\d+)n(\d+):([0-4a-z]*)", text.strip())
    if not match:
        raise GameIdError(f"not a Palisade game ID: {text!r}")
    width, height, k = (int(match.group(i)) for i in (1, 2, 3))
    clues: list[int] = []
    for character in match.group(4):
        if character.isdigit():
            clues.append(int(character))
        else:
            clues += [NO_CLUE] * (RUN_LETTERS.index(character) + 1)
    if len(clues) > width * height:
        raise GameIdError(f"{width}x{height} has {width * height} cells, the ID describes {len(clues)}")
    clues += [NO_CLUE] * (width * height - len(clues))  # cells left out at the end have no clue
    return width, height, k, clues


def solution_line(regions: list[int]) -> str:
    if max(regions) >= len(RUN_LETTERS):
        raise ValueError("more than 26 regions")
    return "# " + "".join(RUN_LETTERS[r] for r in regions)
