"""Hitori (Simon Tatham's Singles): shade cells so that no number repeats among the unshaded cells of
a row or column, no two shaded cells touch, and the unshaded cells stay connected.

The model: shapes.py (the boards), dual.py (the planar-dual island check), layout.py (maximal black
layouts), puzzle.py (numbers, the deduction solver, the generator); floodfill.py is the reference
the dual is checked against. tables.py builds the C tables; export.py writes Singles game IDs.
"""

from __future__ import annotations

from ..base import PuzzleSpec
from .export import puzzle_lines
from .puzzle import MIN_PUZZLE_SIDE, Difficulty, generate_puzzle
from .shapes import ROM_SIZES
from .tables import template_context

PUZZLE = PuzzleSpec(
    name="hitori",
    title="HITORI",
    difficulties=tuple(d.name.lower() for d in Difficulty),
    sizes=tuple((w, h) for w, h in ROM_SIZES if min(w, h) >= MIN_PUZZLE_SIDE),
    generate=lambda width, height, seed, difficulty: generate_puzzle(width, height, seed, Difficulty(difficulty)),
    template_context=template_context,
    c_sources=("layout.c", "puzzle.c", "play.c", "explorer.c", "layout_dual.s"),
    export_lines=puzzle_lines,
)
