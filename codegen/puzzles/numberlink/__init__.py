"""Numberlink (Flow): join each pair of equal labels by a path of orthogonal steps; paths never share
a cell; every cell that is not solid is on a path. (Issue 12: the model comes first; the puzzle joins
the registry, codegen/puzzles/__init__.py, when its C does.)

board.py: the board, the plain text form Numberlink solvers read, and the check of a solution.
generate.py: boards filled with random non-touching paths grown with union-find (common/dsf.py).
solve.py: the deduction solver (easy rules, tricky trials), which proves uniqueness and sets the level.
puzzle.py: puzzles: boards kept when the solver solves them at the level asked for.
"""
