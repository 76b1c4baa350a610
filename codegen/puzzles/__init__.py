"""The registry: every puzzle on the cartridge, in menu order. Adding a puzzle is one line here
(plus its folder in each layer: see puzzles/base.py and the checklist in docs/toolchain.md)."""

from __future__ import annotations

from itertools import pairwise

from .base import PuzzleSpec
from .hitori import PUZZLE as HITORI
from .numberlink import PUZZLE as NUMBERLINK
from .palisade import PUZZLE as PALISADE
from .sudoku import JIGSAW
from .sudoku import PUZZLE as SUDOKU

# The puzzles on the title menu come first (the menu steps through PUZZLE_MENU_COUNT of them).
REGISTRY: tuple[PuzzleSpec, ...] = (HITORI, NUMBERLINK, PALISADE, SUDOKU, JIGSAW)
if any(later.on_menu and not earlier.on_menu for earlier, later in pairwise(REGISTRY)):
    raise AssertionError("the puzzles on the title menu must come first in the registry")


def find(name: str) -> PuzzleSpec:
    """The puzzle called ``name``; a clear error lists the ones there are."""
    for puzzle in REGISTRY:
        if puzzle.name == name:
            return puzzle
    raise ValueError(f"no puzzle called {name!r}; the cartridge has {', '.join(p.name for p in REGISTRY)}")


def puzzle_number(name: str) -> int:
    """The puzzle's number on the cartridge (its place in the registry): what the WRAM interface's
    requests and the title menu call it."""
    return REGISTRY.index(find(name))
