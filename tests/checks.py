"""Independent checks for the tests: written from the rules, sharing no code with codegen."""

from __future__ import annotations


def _neighbours(width: int, height: int, cell: int) -> list[int]:
    x, y = cell % width, cell // width
    found = []
    if y > 0:
        found.append(cell - width)
    if y < height - 1:
        found.append(cell + width)
    if x > 0:
        found.append(cell - 1)
    if x < width - 1:
        found.append(cell + 1)
    return found


def whites_connected(width: int, height: int, black: list[bool]) -> bool:
    whites = {c for c in range(width * height) if not black[c]}
    if not whites:
        return True
    start = next(iter(whites))
    reached = {start}
    stack = [start]
    while stack:
        for n in _neighbours(width, height, stack.pop()):
            if n in whites and n not in reached:
                reached.add(n)
                stack.append(n)
    return reached == whites


def layout_problems(width: int, height: int, black: list[bool]) -> list[str]:
    """Everything wrong with a claimed maximal Hitori black layout (empty list when valid)."""
    if len(black) != width * height:
        return [f"{len(black)} cells for a {width}x{height} board"]
    problems = []
    for cell in range(width * height):
        if black[cell] and any(black[n] for n in _neighbours(width, height, cell)):
            problems.append(f"black cell {cell} touches another black cell")
    if not whites_connected(width, height, black):
        problems.append("the white cells are split")
    for cell in range(width * height):
        if black[cell] or any(black[n] for n in _neighbours(width, height, cell)):
            continue
        trial = list(black)
        trial[cell] = True
        if whites_connected(width, height, trial):
            problems.append(f"white cell {cell} could still be shaded")
    return problems
