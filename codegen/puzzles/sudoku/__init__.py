"""Sudoku, classic and jigsaw (issue 39): the model (solve.py, puzzle.py) and Solo's game IDs (export.py).
Not on the cartridge yet: it joins the registry once its device side is written."""
