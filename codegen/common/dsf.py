"""Disjoint sets (union-find) over 0..count-1: the forest every puzzle's model shares.

find() halves paths as it walks (each node on the way is re-pointed to its grandparent), union()
hangs the smaller tree under the larger, so both cost O(alpha(n)) amortised and a find never
follows more than log2(n) links. Sizes are kept at the roots, so a set's size is one find away.

This is the structure the GeeksforGeeks Numberlink article sketches, done right: its findset()
follows one parent link only, which is correct there only because every union hangs a single new
cell under a root; for any other sequence of unions it returns a non-root.
"""

from __future__ import annotations


class DisjointSets:
    def __init__(self, count: int) -> None:
        self.parent = list(range(count))
        self.size = [1] * count

    def find(self, item: int) -> int:
        parent = self.parent
        while parent[item] != item:
            parent[item] = parent[parent[item]]
            item = parent[item]
        return item

    def union(self, a: int, b: int) -> int:
        """Join the sets of ``a`` and ``b``; return the root of the joined set."""
        a, b = self.find(a), self.find(b)
        if a == b:
            return a
        if self.size[a] < self.size[b]:
            a, b = b, a
        self.parent[b] = a
        self.size[a] += self.size[b]
        return a

    def set_size(self, item: int) -> int:
        return self.size[self.find(item)]
