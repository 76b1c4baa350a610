"""Hitori puzzles as Simon Tatham's Singles game IDs, so cartridge puzzles can be played on a PC.

A game ID is ``WxHd<e|k>:`` and one character per cell, row-major (puzzle.game_id). With solutions,
each ID is followed by its solution as comment lines: ``# seed S``, then one line per row with the
numbers of white cells and ``#`` for black cells. Lines starting with ``#`` are not game IDs, so a
reader can skip them; the ID lines paste straight into Singles ("Game > Specific...").
"""

from __future__ import annotations

from typing import Protocol

from .puzzle import Difficulty, game_id, number_character


class NumberedBoard(Protocol):
    """A puzzle as the cartridge reports it (the harness's PuzzleResult)."""

    width: int
    height: int
    seed: int
    difficulty: int
    numbers: list[int]
    black: list[bool]  # the solution, row-major, True = shaded


def puzzle_game_id(puzzle: NumberedBoard) -> str:
    return game_id(puzzle.width, puzzle.height, Difficulty(puzzle.difficulty), puzzle.numbers)


def puzzle_lines(puzzle: NumberedBoard, solutions: bool) -> list[str]:
    """The game ID, and with ``solutions`` the solution under it as comment lines."""
    lines = [puzzle_game_id(puzzle)]
    if solutions:
        lines.append(f"# seed {puzzle.seed}")
        for y in range(puzzle.height):
            row = range(y * puzzle.width, (y + 1) * puzzle.width)
            lines.append("# " + " ".join("#" if puzzle.black[c] else number_character(puzzle.numbers[c]) for c in row))
    return lines
