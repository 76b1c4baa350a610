"""Independent checks for the tests: written from the rules, sharing no code with codegen."""

from __future__ import annotations

import itertools


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


def count_hitori_solutions(
    width: int, height: int, numbers: list[int], limit: int = 2
) -> tuple[int, list[bool] | None]:
    """Count shadings that obey the three rules, stopping at ``limit``; also return the first found.

    A plain search over cells in row-major order, black or white, with only the rules themselves as
    pruning: a white cell's equal numbers in its row and column must be black, a black cell's
    neighbours white, and (each time a cell is shaded) the cells not yet black must still be connected,
    since deciding more cells can only remove cells from them. Nothing is assumed about which cells a
    puzzle "means" to be white: an unneeded black that breaks no rule is a second solution.
    """
    count = width * height
    peers = [[o for o in _lines_through(width, height, c) if numbers[o] == numbers[c]] for c in range(count)]
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


def naive_deduction(width: int, height: int, numbers: list[int], tricky: bool, sneaky: bool = False) -> list[str]:
    """The Easy/Tricky deduction rules restated plainly, applied in whole-board passes until nothing
    changes (the way Singles runs them): 'B' black, 'W' white, '?' undecided. The connectivity rule
    uses a flood fill here. The generator's solver must reach exactly this closure."""
    count = width * height
    state = ["?"] * count
    near = [_neighbours(width, height, c) for c in range(count)]
    peers = [[o for o in _lines_through(width, height, c) if numbers[o] == numbers[c]] for c in range(count)]
    rows = [[y * width + x for x in range(width)] for y in range(height)]
    columns = [[y * width + x for y in range(height)] for x in range(width)]

    def line_rules() -> list[tuple[int, str]]:
        out = []
        for line in rows + columns:
            for i in range(len(line) - 2):
                if numbers[line[i]] == numbers[line[i + 2]]:
                    out.append((line[i + 1], "W"))
            for i in range(len(line) - 1):
                if numbers[line[i]] == numbers[line[i + 1]]:
                    out += [(o, "B") for o in line if o not in line[i : i + 2] and numbers[o] == numbers[line[i]]]
        right, bottom = width - 1, height - 1
        for x0, y0, dx, dy in ((0, 0, 1, 1), (right, 0, -1, 1), (0, bottom, 1, -1), (right, bottom, -1, -1)):
            corner, side_x, side_y, inner = (y0 * width + x0, y0 * width + x0 + dx, (y0 + dy) * width + x0,
                                             (y0 + dy) * width + x0 + dx)
            n = numbers
            if n[corner] == n[side_x] == n[side_y]:
                out.append((corner, "B"))
            if n[side_x] == n[side_y] == n[inner]:
                out.append((inner, "B"))
            if n[corner] == n[side_x] or n[side_x] == n[inner]:
                out.append((side_y, "W"))
            if n[corner] == n[side_y] or n[side_y] == n[inner]:
                out.append((side_x, "W"))
        if tricky:
            for a_line, b_line in list(itertools.pairwise(rows)) + list(itertools.pairwise(columns)):
                out += _offset_pair_cells(numbers, a_line, b_line) + _offset_pair_cells(numbers, b_line, a_line)
        if sneaky:
            out += [(c, "W") for c in range(count) if not peers[c]]
        return out

    fixed = line_rules()
    while True:
        found = list(fixed)
        for c in range(count):
            if state[c] == "B":
                found += [(o, "W") for o in near[c]]
            elif state[c] == "W":
                found += [(o, "B") for o in peers[c]]
            if state[c] != "B":
                others = [o for o in near[c] if state[o] != "B"]
                if not any(state[o] == "W" for o in others) and len(others) == 1:
                    found.append((others[0], "W"))
        if tricky:
            for c in range(count):
                if state[c] == "?":
                    trial = [s == "B" or o == c for o, s in enumerate(state)]
                    if not whites_connected(width, height, trial):
                        found.append((c, "W"))
        changed = False
        for c, colour in found:
            if state[c] == "?":
                state[c] = colour
                changed = True
            elif state[c] != colour:
                raise ValueError(f"cell {c} deduced both ways")
        if not changed:
            return state


def _offset_pair_cells(numbers: list[int], line: list[int], beside: list[int]) -> list[tuple[int, str]]:
    """Twins in `line`; in the parallel line `beside`, equal numbers straight beside the first and
    diagonal to the second: the two other cells of the second twin's 2x2 block are white."""
    out = []
    length = len(line)
    for i in range(length):
        for j in range(length):
            if i != j and numbers[line[i]] == numbers[line[j]]:
                for k in (j - 1, j + 1):
                    if 0 <= k < length and k != i and numbers[beside[i]] == numbers[beside[k]]:
                        out += [(line[k], "W"), (beside[j], "W")]
    return out
