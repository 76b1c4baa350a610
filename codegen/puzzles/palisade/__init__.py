"""Palisade (Simon Tatham's, after Nikoli): divide the grid into regions of K cells; a clue in a cell
says how many of its sides are region borders. (Issue 13: the model comes first; the puzzle joins the
registry, codegen/puzzles/__init__.py, when its C does.)

divide.py: random divisions of a rectangle into simply connected k-ominoes (after divvy.c's idea).
puzzle.py: clues, the deduction solver (easy rules, tricky trials), the generator.
export.py: Simon Tatham's Palisade game IDs.
"""
