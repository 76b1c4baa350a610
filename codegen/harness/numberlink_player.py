"""Playing Numberlink through the buttons, as a player does (tests and `invoke screenshots`)."""

from __future__ import annotations

import itertools

from .rom_driver import CartRom

STEP = {(0, -1): "up", (1, 0): "right", (0, 1): "down", (-1, 0): "left"}


def solution_paths(width: int, ends: list[int], solution: list[int]) -> dict[int, list[int]]:
    """Each pair's path in a solution (every cell's pair), from its first end in reading order."""
    paths = {}
    for pair in sorted(set(solution)):
        start = ends.index(pair)
        path, previous = [start], -1
        while len(path) == 1 or ends[path[-1]] != pair:
            cell = path[-1]
            x, y = cell % width, cell // width
            onward = [n for n in (cell - width, cell + 1, cell + width, cell - 1)
                      if n != previous and 0 <= n < len(solution) and solution[n] == pair
                      and abs(n % width - x) + abs(n // width - y) == 1]
            previous = cell
            path.append(onward[0])
        paths[pair] = path
    return paths


class Player:
    """The game's cursor (it starts on the top-left cell) and strokes drawn with A held."""

    def __init__(self, rom: CartRom, width: int, height: int) -> None:
        self.rom, self.width, self.height = rom, width, height
        self.x = self.y = 0

    def go(self, cell: int) -> None:
        x, y = cell % self.width, cell // self.width
        for step, button in ((x - self.x, "right"), (y - self.y, "down")):
            back = {"right": "left", "down": "up"}[button]
            for _ in range(abs(step)):
                self.rom.tap(button if step > 0 else back)
        self.x, self.y = x, y

    def draw(self, cells: list[int]) -> None:
        """Hold A on the first cell and steer through the rest."""
        self.go(cells[0])
        self.rom.press("a")
        self.rom.tick(2)
        for a, b in itertools.pairwise(cells):
            self.rom.tap(STEP[(b % self.width - a % self.width, b // self.width - a // self.width)])
        self.rom.release("a")
        self.rom.tick(2)
        self.x, self.y = cells[-1] % self.width, cells[-1] // self.width
