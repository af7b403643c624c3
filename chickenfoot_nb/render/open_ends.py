"""Open ends: where each one lies, the places beyond it and which are free, and the index
that finds the ends near a place.

Every open end (:class:`End`) keeps the places where the next tile could go (one per
turn in :data:`~chickenfoot_nb.render.tile_costs.TURNS`, a bit each while it is free)
and whether a whole chicken foot still fits in front of it. :class:`OpenEnds` is the
bookkeeping part of :class:`~chickenfoot_nb.render.builder.Builder`: putting a box on the
table (:meth:`OpenEnds.apply`) takes its room from the ends near it, and
:meth:`OpenEnds.revert` gives it back, so a search can try a place and take it back.

>>> places, foot = end_boxes(Socket(1.0, 0.0, 0))
>>> len(places), len(foot)
(5, 4)
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import NamedTuple

from chickenfoot_nb.render.geometry import Box, Field
from chickenfoot_nb.render.room import Grid
from chickenfoot_nb.render.spots import MARGIN, Socket, Spot, spot_on
from chickenfoot_nb.render.tile_costs import TURNS

#: The space counted around the places left to open ends (tight: a place that fits counts).
ROOM_MARGIN = 0.03


@dataclass(slots=True)
class End:
    """An open end, the places a tile could take on it, and which of them are free."""

    socket: Socket
    owner: Box
    places: tuple[Box, ...]
    free: int
    foot: tuple[Box, ...]
    foot_ok: bool
    extent: tuple[float, float, float, float]
    radial: bool = False
    number: int | None = None
    need: bool | None = None
    #: With foresight: the free cells the train the table will run from here needs.
    ahead: int = 0


class Room(NamedTuple):
    """Which places beyond an open end are free (a bit each), and whether a foot is."""

    free: int
    foot_ok: bool


class Run(NamedTuple):
    """The free cells an open end with a train to come reaches (``free``, up to what that
    train needs), counted at one version of the grid, and the cells that search met."""

    version: int
    free: int
    met: frozenset[tuple[int, int]]


#: A run not counted yet.
UNCOUNTED = Run(-1, 0, frozenset())


class Undo(NamedTuple):
    """What :meth:`OpenEnds.apply` changed: the box's number in the field, and each open
    end whose room it took, with the room it had."""

    box: int
    changed: list[tuple[End, int, bool]]


_CELL = 4.0


class OpenEnds:
    """The open ends of a table being laid out, indexed by where they lie (a part of
    :class:`~chickenfoot_nb.render.builder.Builder`, which sets up these fields)."""

    occupied: Field
    grid: Grid
    ends: dict[int, End]
    end_cells: dict[tuple[int, int], list[int]]
    next_end: int
    runs: dict[int, Run]
    chains: dict[int, tuple[int, tuple[Box, ...] | None]]
    doubles: set[int]

    def make_end(
        self,
        spot: Spot,
        radial: bool = False,
        number: int | None = None,
        need: bool | None = None,
        ahead: int = 0,
    ) -> End:
        """The open end of the tile at ``spot`` (not a double), seen against what is placed;
        ``number`` is the number it shows (None: not known yet), ``need`` and ``ahead``
        what the table will play on it and the free cells its train needs (see
        :meth:`~chickenfoot_nb.render.builder.Builder.need_of`)."""
        socket = spot.end()
        shape = _end_shape(socket.angle)
        places, foot = end_boxes(socket)
        free, foot_ok = self.room(socket, spot.box, (places, foot))
        x, y = socket.x, socket.y
        e0, e1, e2, e3 = shape.extent
        extent = (x + e0, y + e1, x + e2, y + e3)
        return End(
            socket, spot.box, places, free, foot, foot_ok, extent, radial, number, need, ahead
        )

    def room(
        self,
        socket: Socket,
        owner: Box,
        boxes: tuple[tuple[Box, ...], tuple[Box, ...]] | None = None,
    ) -> Room:
        """Which places beyond ``socket`` are free (a bit each), and whether a chicken foot
        is (the tile ``owner`` that ends there does not count). ``boxes``, the places and
        the foot, are made only when some tile is near, unless given."""
        e0, e1, e2, e3 = _end_shape(socket.angle).extent
        x, y = socket.x, socket.y
        near = self.occupied.near(
            (x + e0 - MARGIN, y + e1 - MARGIN, x + e2 + MARGIN, y + e3 + MARGIN)
        )
        others = [b for b in near if b is not owner]
        if not others:
            return Room((1 << len(TURNS)) - 1, True)
        places, foot = boxes or end_boxes(socket)
        free = 0
        for i, place in enumerate(places):
            if not any(place.overlaps(b, ROOM_MARGIN) for b in others):
                free |= 1 << i
        foot_ok = not any(b.overlaps(o, MARGIN) for b in foot for o in others) and not any(
            b.overlaps(owner, MARGIN) for b in foot[1:]
        )
        return Room(free, foot_ok)

    def needs_foot(self, end: End) -> bool:
        """True unless the double of the number ``end`` shows is on the table already."""
        return end.number is None or end.number not in self.doubles

    def add_end(self, end: End) -> int:
        """Keep track of ``end``; returns its number."""
        k = self.next_end
        self.next_end += 1
        self.ends[k] = end
        if end.need is not None and end.ahead:
            self.runs[k] = UNCOUNTED
        for cell in _cells(end.extent):
            self.end_cells.setdefault(cell, []).append(k)
        return k

    def drop_end(self, k: int) -> End:
        """Stop tracking end number ``k`` (it was played on) and return it."""
        end = self.ends.pop(k)
        self.runs.pop(k, None)
        self.chains.pop(k, None)
        for cell in _cells(end.extent):
            self.end_cells[cell].remove(k)
        return end

    def put_back_end(self, k: int, end: End) -> None:
        """Track ``end`` again as end number ``k``, as it was before :meth:`drop_end` (a
        preview takes an end off to try a tile on it, then puts it back)."""
        self.ends[k] = end
        if end.need is not None and end.ahead:
            self.runs[k] = UNCOUNTED
        for cell in _cells(end.extent):
            self.end_cells.setdefault(cell, []).append(k)

    def ends_near(self, box: Box) -> list[End]:
        """The open ends whose places could meet ``box``."""
        x0, y0, x1, y1 = box.x0, box.y0, box.x1, box.y1
        seen: set[int] = set()
        out = []
        for cell in _cells((x0 - MARGIN, y0 - MARGIN, x1 + MARGIN, y1 + MARGIN)):
            for k in self.end_cells.get(cell, ()):
                if k not in seen:
                    seen.add(k)
                    e = self.ends[k]
                    a0, b0, a1, b1 = e.extent
                    if (
                        a0 < x1 + MARGIN
                        and a1 > x0 - MARGIN
                        and b0 < y1 + MARGIN
                        and b1 > y0 - MARGIN
                    ):
                        out.append(e)
        return out

    def apply(self, box: Box) -> Undo:
        """Put ``box`` in the field and take its room from the open ends; returns the undo."""
        changed = []
        for e in self.ends_near(box):
            if box is e.owner:
                continue
            free, foot_ok = e.free, e.foot_ok
            for i, place in enumerate(e.places):
                if free >> i & 1 and box.overlaps(place, ROOM_MARGIN):
                    free &= ~(1 << i)
            if foot_ok and any(box.overlaps(b, MARGIN) for b in e.foot):
                foot_ok = False
            if (free, foot_ok) != (e.free, e.foot_ok):
                changed.append((e, e.free, e.foot_ok))
                e.free, e.foot_ok = free, foot_ok
        self.grid.add(box)
        return Undo(self.occupied.add(box), changed)

    def revert(self, undo: Undo) -> None:
        """Take back an :meth:`apply`."""
        k, changed = undo
        box = self.occupied.boxes[k]
        assert box is not None
        self.grid.remove(box)
        self.occupied.remove(k)
        for e, free, foot_ok in changed:
            e.free, e.foot_ok = free, foot_ok


@dataclass(frozen=True, slots=True)
class _EndShape:
    """The places and the foot in front of an open end at (0, 0), and their extent."""

    boxes: tuple[tuple[float, float, int], ...]
    extent: tuple[float, float, float, float]


@cache
def _end_shape(angle: int) -> _EndShape:
    """Where the places and the chicken foot in front of an open end lie, for one angle."""
    socket = Socket(0.0, 0.0, angle)
    double = spot_on(socket, 0, True)
    spots = [spot_on(socket, turn, False) for turn, _ in TURNS]
    spots += [double, *(spot_on(t, 0, False) for t in double.toes())]
    extents = [s.box.extent() for s in spots]
    extent = (
        min(e[0] for e in extents),
        min(e[1] for e in extents),
        max(e[2] for e in extents),
        max(e[3] for e in extents),
    )
    return _EndShape(tuple((s.box.x, s.box.y, s.box.angle) for s in spots), extent)


@lru_cache(maxsize=1 << 9)
def end_boxes(socket: Socket) -> tuple[tuple[Box, ...], tuple[Box, ...]]:
    """The places beyond the open end ``socket`` (one per turn in ``TURNS``), and its
    chicken foot (the double and its three toes); cached, as a table laid out again meets
    the same ends again.

    >>> places, foot = end_boxes(Socket(1.0, 0.0, 0))
    >>> len(places), len(foot), places[0]
    (5, 4, Box(x=2.06, y=0.0, angle=0, hl=1.0, hw=0.5))
    """
    x, y = socket.x, socket.y
    boxes = [Box(x + dx, y + dy, a, 1.0, 0.5) for dx, dy, a in _end_shape(socket.angle).boxes]
    return tuple(boxes[: len(TURNS)]), tuple(boxes[len(TURNS) :])


def _cells(extent: tuple[float, float, float, float]) -> list[tuple[int, int]]:
    x0, y0, x1, y1 = extent
    return [
        (i, j)
        for i in range(math.floor(x0 / _CELL), math.floor(x1 / _CELL) + 1)
        for j in range(math.floor(y0 / _CELL), math.floor(y1 / _CELL) + 1)
    ]
