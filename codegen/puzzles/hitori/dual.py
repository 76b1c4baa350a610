"""Would shading this cell split the white cells? Answered in O(1) amortised with the planar dual.

Why it works. The white cells and the edges between orthogonally adjacent white cells form a plane
graph G (see grid.py for the embedding). Euler's formula for a plane graph with C connected
components reads V - E + F = 1 + C. Start with every cell white: G is the full grid graph, connected,
and its faces are the (W-1)(H-1) unit squares plus the outer face.

Shading cell v deletes the vertex v and the edges to its white neighbours. Deleting an edge joins the
two faces on either side of it, so the faces of G are always unions of the original squares: a
disjoint-set forest over the original faces tracks them exactly. Removing v joins every face that
touches v into one. Those faces are found at v's four corners (NW, NE, SE, SW): two corners on either
side of an edge of v are in the same face already if that edge is gone. So, with d white neighbours
and k distinct face classes among the four corners:

    delta V = -1,   delta E = -d,   delta F = 1 - k,   delta (V - E + F) = d - k = delta C.

If the white cells are connected before the move (C = 1), they stay connected exactly when k == d.
Only accepted moves merge faces, so the invariant "the forest partitions the faces of G and G is
connected" holds after every step. Each check is four finds and at most three unions on a forest
with union by rank and path halving: effectively constant time, against a flood fill's O(W*H).

A Hitori shade is legal when the cell is white, no orthogonal neighbour is black, and the white cells
stay connected; ``try_blacken`` checks all three and applies the move only when it is legal.
"""

from __future__ import annotations

from ...common.grid import NO_CELL, Grid


class DisjointFaces:
    """Union-find over face indices: union by rank, path halving."""

    def __init__(self, count: int) -> None:
        self.parent = list(range(count))
        self.rank = [0] * count

    def find(self, face: int) -> int:
        parent = self.parent
        while parent[face] != face:
            parent[face] = parent[parent[face]]
            face = parent[face]
        return face

    def union_roots(self, a: int, b: int) -> int:
        """Join two distinct roots; return the root of the joined class."""
        if self.rank[a] < self.rank[b]:
            a, b = b, a
        self.parent[b] = a
        if self.rank[a] == self.rank[b]:
            self.rank[a] += 1
        return a


class DualBoard:
    """A board whose white cells are kept connected, with the planar-dual move check."""

    def __init__(self, grid: Grid) -> None:
        self.grid = grid
        self.black = [False] * grid.cell_count
        self.faces = DisjointFaces(grid.face_count)

    def _white_neighbour_count(self, cell: int) -> int:
        return sum(1 for n in self.grid.neighbour_table[cell] if n != NO_CELL and not self.black[n])

    def _corner_roots(self, cell: int) -> list[int]:
        roots: list[int] = []
        for face in self.grid.corner_face_table[cell]:
            root = self.faces.find(face)
            if root not in roots:
                roots.append(root)
        return roots

    def keeps_white_connected(self, cell: int) -> bool:
        """True iff shading the white ``cell`` leaves the other white cells connected."""
        if self.black[cell]:
            raise ValueError(f"cell {cell} is already black")
        return len(self._corner_roots(cell)) == self._white_neighbour_count(cell)

    def has_black_neighbour(self, cell: int) -> bool:
        return any(n != NO_CELL and self.black[n] for n in self.grid.neighbour_table[cell])

    def can_blacken(self, cell: int) -> bool:
        return not self.black[cell] and not self.has_black_neighbour(cell) and self.keeps_white_connected(cell)

    def blacken(self, cell: int) -> None:
        """Shade ``cell``; the white cells must stay connected (adjacent blacks are allowed here)."""
        if self.black[cell]:
            raise ValueError(f"cell {cell} is already black")
        roots = self._corner_roots(cell)
        if len(roots) != self._white_neighbour_count(cell):
            raise ValueError(f"shading cell {cell} would split the white cells")
        self._shade(cell, roots)

    def try_blacken(self, cell: int) -> bool:
        """Apply the Hitori move if it is legal; report whether it was."""
        if self.black[cell] or self.has_black_neighbour(cell):
            return False
        roots = self._corner_roots(cell)
        if len(roots) != self._white_neighbour_count(cell):
            return False
        self._shade(cell, roots)
        return True

    def _shade(self, cell: int, roots: list[int]) -> None:
        joined = roots[0]
        for root in roots[1:]:
            joined = self.faces.union_roots(joined, root)
        self.black[cell] = True

    def copy(self) -> DualBoard:
        twin = DualBoard.__new__(DualBoard)
        twin.grid = self.grid
        twin.black = self.black.copy()
        twin.faces = DisjointFaces.__new__(DisjointFaces)
        twin.faces.parent = self.faces.parent.copy()
        twin.faces.rank = self.faces.rank.copy()
        return twin
