"""The registry: every puzzle on the cartridge, in menu order. Adding a puzzle is one line here
(plus its folder in each layer: see puzzles/base.py and the README's checklist)."""

from __future__ import annotations

from .base import PuzzleSpec
from .hitori import PUZZLE as HITORI
from .numberlink import PUZZLE as NUMBERLINK

REGISTRY: tuple[PuzzleSpec, ...] = (HITORI, NUMBERLINK)


def find(name: str) -> PuzzleSpec:
    """The puzzle called ``name``; a clear error lists the ones there are."""
    for puzzle in REGISTRY:
        if puzzle.name == name:
            return puzzle
    raise ValueError(f"no puzzle called {name!r}; the cartridge has {', '.join(p.name for p in REGISTRY)}")
