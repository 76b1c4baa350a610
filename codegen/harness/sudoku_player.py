"""Sudoku through the buttons, as a player does it (gbc_src/puzzles/sudoku/su_play.c): the cursor to a
cell, A for the number row, Left/Right to the number (the row opens on the last number written, or on
the cell's own), A to write it; B on the row pencils a number in. The player keeps track of the row's
choice, as the game does."""

from __future__ import annotations

from .rom_driver import CartRom, Cursor


class Player:
    def __init__(self, rom: CartRom, order: int) -> None:
        self.rom, self.order = rom, order
        self.cursor = Cursor(rom, order, order)
        self.pick = 1  # the row's choice: 1..n, n + 1 for X (empty); a game starts on 1
        self.entries = [0] * (order * order)

    def _choose(self, number: int) -> None:
        """On the open row: step to ``number`` (X is order + 1) the shorter way round."""
        span = self.order + 1
        forward = (number - self.pick) % span
        button, steps = ("right", forward) if forward <= span - forward else ("left", span - forward)
        for _ in range(steps):
            self.rom.tap(button)
        self.pick = number

    def _open(self, cell: int) -> None:
        self.cursor.press(cell, "a")
        if self.entries[cell]:
            self.pick = self.entries[cell]

    def write(self, cell: int, number: int) -> None:
        """``number`` into ``cell`` (0: empty it, by X)."""
        self._open(cell)
        self._choose(number if number else self.order + 1)
        self.rom.tap("a")
        self.entries[cell] = 0 if number == self.entries[cell] else number

    def pencil(self, cell: int, number: int) -> None:
        """Pencil mark ``number`` in ``cell`` set or cleared, and the row closed."""
        self._open(cell)
        self._choose(number)
        self.rom.tap("b")
        self.rom.tap("select")

    def erase(self, cell: int) -> None:
        self.cursor.press(cell, "b")
        self.entries[cell] = 0

    def solve(self, clues: list[int], solution: list[int]) -> None:
        """Every open cell its number, in an order that keeps the row's steps short: by number."""
        for number in range(1, self.order + 1):
            for cell, clue in enumerate(clues):
                if not clue and solution[cell] == number and self.entries[cell] != number:
                    self.write(cell, number)
