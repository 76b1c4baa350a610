"""Numberlink puzzles in the plain text form Numberlink solvers read (board.py): a line "W H", then H
rows ('.' empty, one character per pair: 1-9, then A-Z); with solutions, H more rows with every
cell's pair character. Puzzles are separated by a blank line; lines starting with ';' are comments
(each puzzle is preceded by "; seed S")."""

from __future__ import annotations

from typing import Protocol

from .board import Board, label_character


class LinkedBoard(Protocol):
    """A puzzle as the cartridge reports it (the harness's PuzzleResult)."""

    width: int
    height: int
    seed: int
    numbers: list[int]  # the ends: a pair number, else 0
    board: list[int]  # every cell's pair


def puzzle_lines(puzzle: LinkedBoard, with_solution: bool) -> list[str]:
    board = Board(puzzle.width, puzzle.height, tuple(puzzle.numbers))
    lines = [f"; seed {puzzle.seed}", *board.to_text().splitlines()]
    if with_solution:
        width = puzzle.width
        for y in range(puzzle.height):
            lines.append("".join(label_character(p) for p in puzzle.board[y * width:(y + 1) * width]))
    return [*lines, ""]
