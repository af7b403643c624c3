"""Rectangles at multiples of 45 degrees, and a field that says whether a place is free.

All lengths are in half-tile units: a tile is a 2 x 1 rectangle. Angles are in degrees,
clockwise from east as on screen (SVG's y axis points down), and always a multiple of 45.

>>> a = Box(0.0, 0.0, 0, 1.0, 0.5)
>>> a.overlaps(Box(2.1, 0.0, 0, 1.0, 0.5)), a.overlaps(Box(1.4, 0.0, 90, 1.0, 0.5))
(False, True)
>>> f = Field(); _ = f.add(a); f.is_free(Box(0.0, 1.2, 0, 1.0, 0.5), margin=0.1)
True
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache

_R = math.sqrt(0.5)
#: Unit vector of each angle 0, 45, ..., 315.
DIRECTIONS: dict[int, tuple[float, float]] = {
    0: (1.0, 0.0),
    45: (_R, _R),
    90: (0.0, 1.0),
    135: (-_R, _R),
    180: (-1.0, 0.0),
    225: (-_R, -_R),
    270: (0.0, -1.0),
    315: (_R, -_R),
}


def direction(angle: int) -> tuple[float, float]:
    """The unit vector of ``angle`` (any multiple of 45, negative ones too).

    >>> direction(-90), direction(450)
    ((0.0, -1.0), (0.0, 1.0))
    """
    return DIRECTIONS[angle % 360]


@dataclass(frozen=True, slots=True)
class Box:
    """A rectangle centred on ``(x, y)`` whose half-length ``hl`` lies along ``angle``.

    ``x0, y0, x1, y1`` is its bounding box, worked out once.
    """

    x: float
    y: float
    angle: int
    hl: float
    hw: float
    x0: float = field(init=False, repr=False, compare=False)
    y0: float = field(init=False, repr=False, compare=False)
    x1: float = field(init=False, repr=False, compare=False)
    y1: float = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        ux, uy = DIRECTIONS[self.angle % 360]
        ex = abs(ux) * self.hl + abs(uy) * self.hw
        ey = abs(uy) * self.hl + abs(ux) * self.hw
        object.__setattr__(self, "x0", self.x - ex)
        object.__setattr__(self, "y0", self.y - ey)
        object.__setattr__(self, "x1", self.x + ex)
        object.__setattr__(self, "y1", self.y + ey)

    def corners(self) -> tuple[tuple[float, float], ...]:
        """The four corners, in order around the rectangle."""
        ux, uy = direction(self.angle)
        ax, ay = ux * self.hl, uy * self.hl
        bx, by = -uy * self.hw, ux * self.hw
        x, y = self.x, self.y
        return (
            (x - ax - bx, y - ay - by),
            (x + ax - bx, y + ay - by),
            (x + ax + bx, y + ay + by),
            (x - ax + bx, y - ay + by),
        )

    def extent(self) -> tuple[float, float, float, float]:
        """The bounding box ``(min x, min y, max x, max y)``."""
        return (self.x0, self.y0, self.x1, self.y1)

    def reach(self, nx: float, ny: float) -> float:
        """Half the length of the box's shadow on the unit axis ``(nx, ny)``."""
        ux, uy = DIRECTIONS[self.angle % 360]
        return self.hl * abs(ux * nx + uy * ny) + self.hw * abs(ux * ny - uy * nx)

    def overlaps(self, other: Box, margin: float = 0.0) -> bool:
        """True unless the two boxes are at least ``margin`` apart along some axis."""
        if (
            other.x0 >= self.x1 + margin
            or other.x1 <= self.x0 - margin
            or other.y0 >= self.y1 + margin
            or other.y1 <= self.y0 - margin
        ):
            return False
        if not (self.angle % 90 or other.angle % 90):
            return True  # both square to the axes: their bounding boxes are the boxes
        dx, dy = other.x - self.x, other.y - self.y
        a, b = self.angle % 360, other.angle % 360
        for angle in _axes(a % 90, b % 90):
            nx, ny = DIRECTIONS[angle]
            sl, sw = _SHADOWS[a, angle]
            ol, ow = _SHADOWS[b, angle]
            reach = (self.hl * sl + self.hw * sw) + (other.hl * ol + other.hw * ow)
            if abs(dx * nx + dy * ny) >= reach + margin:
                return False
        return True


@cache
def _axes(a: int, b: int) -> tuple[int, ...]:
    if a == b:
        return (a, a + 90)
    return (a, a + 90, b, b + 90)


#: For a box at each angle and each axis of :func:`_axes`: how much of its half-length
#: and of its half-width its shadow on that axis takes (as :meth:`Box.reach` works out).
_SHADOWS: dict[tuple[int, int], tuple[float, float]] = {
    (a, axis): (
        abs(DIRECTIONS[a][0] * DIRECTIONS[axis][0] + DIRECTIONS[a][1] * DIRECTIONS[axis][1]),
        abs(DIRECTIONS[a][0] * DIRECTIONS[axis][1] - DIRECTIONS[a][1] * DIRECTIONS[axis][0]),
    )
    for a in DIRECTIONS
    for axis in range(0, 180, 45)
}


_CELL = 3.0


@dataclass
class Field:
    """The boxes placed so far, hashed by grid cell so that a test looks only nearby.

    The numbers of the boxes in each cell are a tuple, replaced on a change: a copy shares
    them (a layout copies its field at every moment, see :meth:`copy`).
    """

    boxes: list[Box | None] = field(default_factory=list)
    cells: dict[tuple[int, int], tuple[int, ...]] = field(default_factory=dict)

    def add(self, box: Box) -> int:
        """Place ``box`` and return its number (for :meth:`remove`)."""
        k = len(self.boxes)
        self.boxes.append(box)
        cells = self.cells
        for cell in _cells(box.extent()):
            cells[cell] = (*cells.get(cell, ()), k)
        return k

    def copy(self) -> Field:
        """A copy to place on without changing this field (the boxes are values, shared)."""
        return Field(list(self.boxes), dict(self.cells))

    def remove(self, k: int) -> None:
        """Take box number ``k`` away again (used to try a placement and undo it)."""
        box = self.boxes[k]
        assert box is not None
        self.boxes[k] = None
        cells = self.cells
        for cell in _cells(box.extent()):
            cells[cell] = tuple(x for x in cells[cell] if x != k)

    def near(self, extent: tuple[float, float, float, float]) -> list[Box]:
        """The placed boxes whose cells meet ``extent`` (each once)."""
        x0, y0, x1, y1 = extent
        i0, i1 = math.floor(x0 / _CELL), math.floor(x1 / _CELL)
        j0, j1 = math.floor(y0 / _CELL), math.floor(y1 / _CELL)
        cells = self.cells
        if i0 == i1 and j0 == j1:
            ks: tuple[int, ...] | set[int] = cells.get((i0, j0), ())
        else:
            ks = set()
            for i in range(i0, i1 + 1):
                for j in range(j0, j1 + 1):
                    ks.update(cells.get((i, j), ()))
        boxes = self.boxes
        return [b for b in (boxes[k] for k in ks) if b is not None]

    def is_free(self, box: Box, margin: float = 0.0, ignore: Box | None = None) -> bool:
        """True when ``box`` keeps ``margin`` from every placed box except ``ignore``."""
        x0, y0 = box.x0 - margin, box.y0 - margin
        x1, y1 = box.x1 + margin, box.y1 + margin
        i0, i1 = math.floor(x0 / _CELL), math.floor(x1 / _CELL)
        j0, j1 = math.floor(y0 / _CELL), math.floor(y1 / _CELL)
        cells, boxes = self.cells, self.boxes
        seen: set[int] = set()
        for i in range(i0, i1 + 1):
            for j in range(j0, j1 + 1):
                for k in cells.get((i, j), ()):
                    if k in seen:
                        continue
                    seen.add(k)
                    other = boxes[k]
                    if other is None or other is ignore:
                        continue
                    if other.x0 >= x1 or other.x1 <= x0 or other.y0 >= y1 or other.y1 <= y0:
                        continue
                    if box.overlaps(other, margin):
                        return False
        return True


def _cells(extent: tuple[float, float, float, float]) -> Iterator[tuple[int, int]]:
    x0, y0, x1, y1 = extent
    for i in range(math.floor(x0 / _CELL), math.floor(x1 / _CELL) + 1):
        for j in range(math.floor(y0 / _CELL), math.floor(y1 / _CELL) + 1):
            yield (i, j)


def segment_hits(box: Box, a: tuple[float, float], b: tuple[float, float]) -> bool:
    """True when the segment from ``a`` to ``b`` passes through the inside of ``box``.

    >>> segment_hits(Box(0.0, 0.0, 0, 1.0, 0.5), (-3.0, 0.0), (3.0, 0.2))
    True
    >>> segment_hits(Box(0.0, 0.0, 0, 1.0, 0.5), (-3.0, 0.6), (3.0, 0.6))
    False
    """
    ux, uy = direction(box.angle)
    lo, hi = 0.0, 1.0
    ax, ay = a[0] - box.x, a[1] - box.y
    dx, dy = b[0] - a[0], b[1] - a[1]
    for nx, ny, half in ((ux, uy, box.hl), (-uy, ux, box.hw)):
        p = ax * nx + ay * ny
        d = dx * nx + dy * ny
        if abs(d) < 1e-12:
            if abs(p) >= half:
                return False
            continue
        t0, t1 = (-half - p) / d, (half - p) / d
        if t0 > t1:
            t0, t1 = t1, t0
        lo, hi = max(lo, t0), min(hi, t1)
        if lo >= hi - 1e-9:
            return False
    return True
