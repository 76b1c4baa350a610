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


def _lines_through(width: int, height: int, cell: int) -> list[int]:
    x, y = cell % width, cell // width
    return [y * width + i for i in range(width) if i != x] + [j * width + x for j in range(height) if j != y]


def count_hitori_solutions(width: int, height: int, numbers: list[int], limit: int = 2) -> tuple[int, list[bool] | None]:
    """Count shadings that obey the three rules, stopping at ``limit``; also return the first found.

    A plain search over cells in row-major order, black or white, with only the rules themselves as
    pruning: a white cell's equal numbers in its row and column must be black, a black cell's
    neighbours white, and (each time a cell is shaded) the cells not yet black must still be connected,
    since deciding more cells can only remove cells from them. Nothing is assumed about which cells a
    puzzle "means" to be white: an unneeded black that breaks no rule is a second solution.
    """
    count = width * height
    peers = [[other for other in _lines_through(width, height, c) if numbers[other] == numbers[c]] for c in range(count)]
    near = [_neighbours(width, height, c) for c in range(count)]
    found: list[list[bool]] = []

    def assign(state: list[int | None], cell: int, black: bool) -> bool:
        work = [(cell, black)]
        while work:
            c, b = work.pop()
            if state[c] is not None:
                if state[c] != b:
                    return False
                continue
            state[c] = b
            for other in near[c] if b else peers[c]:
                work.append((other, not b))
            if b and not whites_connected(width, height, [s is True for s in state]):
                return False
        return True

    def search(state: list[int | None], start: int) -> None:
        cell = start
        while cell < count and state[cell] is not None:
            cell += 1
        if cell == count:
            found.append([bool(s) for s in state])
            return
        for black in (False, True):
            trial = list(state)
            if assign(trial, cell, black):
                search(trial, cell + 1)
                if len(found) >= limit:
                    return

    search([None] * count, 0)
    return len(found), (found[0] if found else None)
