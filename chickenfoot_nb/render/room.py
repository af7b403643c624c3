"""How much free space an open end can reach: a grid of half-tile cells and a bounded search.

A train only dies when its open end is walled in. Looking only at the places right next
to an end misses the pocket behind them: a train that runs into a closed bay has room
for its next tile or two, then none. :class:`Grid` marks every half-tile cell that a
tile covers, and :meth:`Grid.reach` counts the free cells an end reaches by a
depth-first search, up to a cap; an end that gets out of the table reaches the cap at
once, because beyond the table every cell is free.

>>> from chickenfoot_nb.render.geometry import Box
>>> g = Grid()
>>> g.add(Box(0.0, 0.0, 0, 1.0, 0.5))
>>> g.reach((1.5, 0.0), cap=12)
12
>>> walls = [Box(x, y, 0, 1.0, 0.5) for x in (2.0, 4.0) for y in (-1.5, 1.5)]
>>> walls += [Box(5.5, 0.0, 90, 1.0, 0.5)]
>>> for w in walls:
...     g.add(w)
>>> g.reach((1.5, 0.0), cap=12) < 12
True
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache

from chickenfoot_nb.render.geometry import Box

Cell = tuple[int, int]

#: How far into a cell a tile must reach to block it. None: a cell is free only when no
#: tile touches it, so a path of free cells is at least a tile wide and a train could
#: run along it.
_GRAZE = 0.0


@lru_cache(maxsize=1 << 14)
def cells_of(box: Box) -> tuple[Cell, ...]:
    """The half-tile cells that ``box`` covers (more than grazes); cached, as a layout
    tried again meets the same places again.

    >>> cells_of(Box(1.0, 0.5, 0, 1.0, 0.5))
    ((0, 0), (1, 0))
    """
    out = []
    g = _GRAZE
    for i in range(math.floor(box.x0 + g), math.ceil(box.x1 - g)):
        for j in range(math.floor(box.y0 + g), math.ceil(box.y1 - g)):
            if box.angle % 90 == 0 or box.overlaps(Box(i + 0.5, j + 0.5, 0, 0.5 - g, 0.5 - g)):
                out.append((i, j))
    return tuple(out)


@lru_cache(maxsize=1 << 14)
def cell_set(box: Box) -> frozenset[Cell]:
    """The cells of :func:`cells_of` as a set (cached too).

    >>> sorted(cell_set(Box(1.0, 0.5, 0, 1.0, 0.5)))
    [(0, 0), (1, 0)]
    """
    return frozenset(cells_of(box))


@dataclass
class Grid:
    """How many tiles cover each half-tile cell, and the cells' bounding box."""

    count: dict[Cell, int] = field(default_factory=dict)
    bounds: tuple[int, int, int, int] = (0, 0, -1, -1)
    #: Grows at every change: a reach counted at one version holds until the next.
    version: int = 0

    def add(self, box: Box) -> None:
        """Mark the cells ``box`` covers."""
        self.version += 1
        count = self.count
        for c in cells_of(box):
            count[c] = count.get(c, 0) + 1
        i0, j0, i1, j1 = self.bounds
        if i1 < i0:
            i0, j0, i1, j1 = math.inf, math.inf, -math.inf, -math.inf  # type: ignore[assignment]
        self.bounds = (
            min(i0, math.floor(box.x0)),
            min(j0, math.floor(box.y0)),
            max(i1, math.floor(box.x1)),
            max(j1, math.floor(box.y1)),
        )

    def copy(self) -> Grid:
        """A copy to mark on without changing this grid."""
        return Grid(dict(self.count), self.bounds, self.version)

    def remove(self, box: Box) -> None:
        """Unmark the cells ``box`` covers (the bounds stay: they only decide when a
        search has got out, and a search may stop a little late)."""
        self.version += 1
        count = self.count
        for c in cells_of(box):
            n = count[c] - 1
            if n:
                count[c] = n
            else:
                del count[c]

    def reach(
        self, start: tuple[float, float], cap: int, extra: frozenset[Cell] = frozenset()
    ) -> int:
        """The free cells reachable from the point ``start``, counted up to ``cap``; cells in
        ``extra`` count as covered (a tile being tried). Getting out of the table reaches
        ``cap`` at once."""
        return self.flood(start, cap, extra)[0]

    def flood(
        self, start: tuple[float, float], cap: int, extra: frozenset[Cell] = frozenset()
    ) -> tuple[int, set[Cell]]:
        """:meth:`reach`, and every cell the search looked at: ``extra`` cells outside
        that set would not have changed the count (the search never met them).

        >>> g = Grid()
        >>> g.add(Box(0.0, 0.0, 0, 1.0, 0.5))
        >>> n, seen = g.flood((1.5, 0.0), cap=5)
        >>> n, len(seen)
        (5, 1)
        """
        first = (math.floor(start[0]), math.floor(start[1]))
        count = self.count
        seen = {first}
        if first in count or first in extra:
            return 0, seen
        i0, j0, i1, j1 = self.bounds
        todo = [first]
        while todo:
            i, j = todo.pop()
            if i <= i0 or i >= i1 or j <= j0 or j >= j1:
                return cap, seen
            for c in ((i + 1, j), (i - 1, j), (i, j + 1), (i, j - 1)):
                if c not in seen and c not in count and c not in extra:
                    seen.add(c)
                    if len(seen) >= cap:
                        return cap, seen
                    todo.append(c)
        return len(seen), seen
