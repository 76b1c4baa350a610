"""A Numberlink board, its text form, and what makes a set of paths a solution.

The board is W x H cells, row-major (cell = y * W + x). A cell is empty (0), solid (SOLID: no path
may enter it; the GeeksforGeeks generator leaves such cells where it cannot reach), or one end of
pair k (k = 1, 2, ...): every pair has exactly two ends.

A solution is one path per pair: a sequence of orthogonally adjacent cells from one end to the
other, no cell on two paths, no cell twice on one path, and (Flow's rule, which every published
puzzle here follows) every cell that is not solid on some path. A path may run beside itself: two of
its cells may touch without being consecutive on it. That is legal, and is why a solution is a set
of paths, not a colouring of the cells: one colouring may be the trace of several path sets, or of
none (a colour region with a branch or a loop).

The text form (what many Numberlink solvers read, and `invoke export` writes): a line "W H", then H
lines of W characters: '.' empty, '#' solid, and one character per pair: 1-9, then A-Z, then a-z
(61 pairs at most). A solution grid has every cell's path character instead of '.'.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass

from ...common.grid import Grid

SOLID = -1
EMPTY = 0
LABELS = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


class BoardFormatError(ValueError):
    """Text that is not a Numberlink board, with what is wrong with it."""


def label_character(pair: int) -> str:
    if not 1 <= pair <= len(LABELS):
        raise ValueError(f"no character for pair {pair}: at most {len(LABELS)} pairs")
    return LABELS[pair - 1]


@dataclass(frozen=True)
class Board:
    width: int
    height: int
    cells: tuple[int, ...]  # EMPTY, SOLID or a pair number (1..)

    def __post_init__(self) -> None:
        if len(self.cells) != self.width * self.height:
            raise BoardFormatError(
                f"{self.width}x{self.height} needs {self.width * self.height} cells, got {len(self.cells)}")
        for pair in self.pairs:
            ends = [c for c, v in enumerate(self.cells) if v == pair]
            if len(ends) != 2:
                raise BoardFormatError(f"pair {label_character(pair)} has {len(ends)} ends, not 2")

    @property
    def grid(self) -> Grid:
        return Grid(self.width, self.height)

    @property
    def pairs(self) -> list[int]:
        return sorted({v for v in self.cells if v > 0})

    def ends(self, pair: int) -> tuple[int, int]:
        first, second = (c for c, v in enumerate(self.cells) if v == pair)
        return first, second

    def to_text(self) -> str:
        rows = []
        for y in range(self.height):
            row = self.cells[y * self.width:(y + 1) * self.width]
            rows.append("".join("." if v == EMPTY else "#" if v == SOLID else label_character(v) for v in row))
        return f"{self.width} {self.height}\n" + "\n".join(rows) + "\n"


def parse_board(text: str) -> Board:
    """The board in the text form; ';' lines are comments."""
    lines = [line.strip() for line in text.splitlines() if line.strip() and not line.lstrip().startswith(";")]
    if not lines:
        raise BoardFormatError("no board: the first line must be 'W H'")
    try:
        width, height = (int(part) for part in lines[0].split())
    except ValueError:
        raise BoardFormatError(f"the first line must be 'W H', got {lines[0]!r}") from None
    rows = lines[1:1 + height]
    if len(rows) != height or any(len(row) != width for row in rows):
        raise BoardFormatError(f"expected {height} rows of {width} characters")
    cells = []
    for row in rows:
        for character in row:
            if character == ".":
                cells.append(EMPTY)
            elif character == "#":
                cells.append(SOLID)
            elif character in LABELS:
                cells.append(LABELS.index(character) + 1)
            else:
                raise BoardFormatError(f"{character!r} is not '.', '#' or a pair character")
    return Board(width, height, tuple(cells))


def parse_solution_grid(board: Board, rows: Sequence[str], solid: str = "#") -> list[int]:
    """A solution written as rows of path characters (``solid`` for a solid cell): the pair of every cell."""
    if len(rows) != board.height or any(len(row) != board.width for row in rows):
        raise BoardFormatError(f"expected {board.height} rows of {board.width} characters")
    return [SOLID if ch == solid else LABELS.index(ch) + 1 for row in rows for ch in row]


def is_solution(board: Board, paths: dict[int, Sequence[int]]) -> bool:
    """Does this path per pair solve the board (the module comment's rules)?"""
    grid = board.grid
    seen: set[int] = set()
    if sorted(paths) != board.pairs:
        return False
    for pair, path in paths.items():
        if {path[0], path[-1]} != set(board.ends(pair)) or len(set(path)) != len(path):
            return False
        for a, b in itertools.pairwise(path):
            if b not in grid.neighbours(a):
                return False
        for cell in path:
            if board.cells[cell] == SOLID or (board.cells[cell] > 0 and board.cells[cell] != pair) or cell in seen:
                return False
            seen.add(cell)
    return all(board.cells[c] == SOLID or c in seen for c in range(grid.cell_count))


def paths_of_colouring(board: Board, colours: Sequence[int]) -> dict[int, list[int]] | None:
    """The paths a colouring of the cells traces, if each pair's cells form one simple path (no branch,
    no loop, no stray cell) from end to end; None otherwise. (A path that touches itself sideways makes
    its colour region have cells of more than two same-colour neighbours: then the colouring alone
    does not say the path, and this returns None too.)"""
    grid = board.grid
    paths = {}
    for pair in board.pairs:
        region = {c for c, v in enumerate(colours) if v == pair}
        start, end = board.ends(pair)
        path, previous, cell = [start], -1, start
        while cell != end:
            onward = [n for n in grid.neighbours(cell) if n in region and n != previous]
            if len(onward) != 1:
                return None
            previous, cell = cell, onward[0]
            path.append(cell)
        if len(path) != len(region) or any(
                sum(n in region for n in grid.neighbours(c)) != (1 if c in (start, end) else 2) for c in region):
            return None
        paths[pair] = path
    return paths
