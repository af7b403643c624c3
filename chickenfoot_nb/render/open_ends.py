"""Open ends: where each one lies, the places beyond it and which are free, and the index
that finds the ends near a place.

Every open end (:class:`End`) keeps the places where the next tile could go (one per
turn in :data:`~chickenfoot_nb.render.tile_costs.TURNS`, a bit each while it is free)
and whether a whole chicken foot still fits in front of it. :class:`OpenEnds` holds the
tiles and the open ends of a table being laid out, a part of
:class:`~chickenfoot_nb.render.builder.Builder`: putting a box on the table
(:meth:`OpenEnds.apply`) takes its room from the ends near it, and :meth:`OpenEnds.revert`
gives it back, so a search can try a place and take it back; it also measures the free
space in front of an end (:meth:`OpenEnds.reach`, :meth:`OpenEnds.chain`).

>>> places, foot = end_boxes(Socket(1.0, 0.0, 0))
>>> len(places), len(foot)
(5, 4)
"""

from __future__ import annotations

import copy
import math
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import NamedTuple

from chickenfoot_nb.render.geometry import Box, Field, direction
from chickenfoot_nb.render.parts import state, value
from chickenfoot_nb.render.room import Grid, cell_set
from chickenfoot_nb.render.spots import MARGIN, Socket, Spot, spot_on
from chickenfoot_nb.render.tile_costs import TURNS, Costs

#: The space counted around the places left to open ends (tight: a place that fits counts).
ROOM_MARGIN = 0.03
#: With foresight, how near (in half tiles, across and along) a place must be to an open
#: end the table will play on for its train's free space to be counted again.
RUN_NEAR = 6.0


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


def _ends(ends: dict[int, End]) -> dict[int, End]:
    return {k: copy.copy(e) for k, e in ends.items()}


@dataclass(eq=False, repr=False)
class OpenEnds:
    """The tiles of a table being laid out and its open ends, indexed by where they lie: a
    part of :class:`~chickenfoot_nb.render.builder.Builder`, copied whole when it forks
    (:func:`~chickenfoot_nb.render.parts.copy_whole`).

    >>> o = OpenEnds()
    >>> k = o.add_end(o.make_end(spot_on(Socket(1.0, 0.0, 0), 0, False)))
    >>> undo = o.apply(Box(4.2, 0.0, 0, 1.0, 0.5))
    >>> o.ends[k].free, o.ends[k].foot_ok
    (0, False)
    >>> o.revert(undo)
    >>> bin(o.ends[k].free), o.ends[k].foot_ok
    ('0b11111', True)
    """

    #: The boxes on the table, and the half-tile cells they cover.
    occupied: Field = state(Field, Field.copy)
    grid: Grid = state(Grid, Grid.copy)
    #: Every open end by its number, and the numbers of the ends near each cell.
    ends: dict[int, End] = state(dict, _ends)
    end_cells: dict[tuple[int, int], tuple[int, ...]] = state(dict, dict.copy)
    next_end: int = value(0)
    #: The ends the table will play on with a train to come (``End.ahead``), and the free
    #: space each reaches, by the grid's version (see
    #: :meth:`cut_off`).
    runs: dict[int, Run] = state(dict, dict.copy)
    #: The way found for two tiles in a row from each of those ends (None: there is none),
    #: by the grid's version.
    chains: dict[int, tuple[int, tuple[Box, ...] | None]] = state(dict, dict.copy)
    #: The numbers whose double is on the table: an end showing one needs no foot's room.
    doubles: set[int] = state(set, set.copy)

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
        :meth:`~chickenfoot_nb.render.builder.Terms.need_of`)."""
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
        m = ROOM_MARGIN
        for i, place in enumerate(places):
            # the bounding boxes first, as Box.overlaps does, without a call for each box
            x0, y0, x1, y1 = place.x0 - m, place.y0 - m, place.x1 + m, place.y1 + m
            if not any(
                b.x0 < x1 and b.x1 > x0 and b.y0 < y1 and b.y1 > y0 and place.overlaps(b, m)
                for b in others
            ):
                free |= 1 << i
        # Only the boxes that meet the foot's bounding box can meet one of its tiles (a hair
        # wider, as the foot's tiles are placed from the end apart from it).
        f0, f1, f2, f3 = _end_shape(socket.angle).foot
        w = MARGIN + 1e-6
        near_foot = [
            o
            for o in others
            if o.x0 < x + f2 + w and o.x1 > x + f0 - w and o.y0 < y + f3 + w and o.y1 > y + f1 - w
        ]
        foot_ok = not any(b.overlaps(o, MARGIN) for b in foot for o in near_foot) and not any(
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
        self.put_back_end(k, end)
        return k

    def drop_end(self, k: int) -> End:
        """Stop tracking end number ``k`` (it was played on) and return it."""
        end = self.ends.pop(k)
        self.runs.pop(k, None)
        self.chains.pop(k, None)
        index = self.end_cells
        for cell in _cells(end.extent):
            index[cell] = tuple(x for x in index[cell] if x != k)
        return end

    def put_back_end(self, k: int, end: End) -> None:
        """Track ``end`` again as end number ``k``, as it was before :meth:`drop_end` (a
        preview takes an end off to try a tile on it, then puts it back)."""
        self.ends[k] = end
        if end.need is not None and end.ahead:
            self.runs[k] = UNCOUNTED
        index = self.end_cells
        for cell in _cells(end.extent):
            index[cell] = (*index.get(cell, ()), k)

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

    def lift(self, box: Box) -> None:
        """Take ``box`` off the table, leaving the open ends as they are (a train laid
        again: every end of its tiles was played on)."""
        k = next(k for k, b in enumerate(self.occupied.boxes) if b is box)
        self.grid.remove(box)
        self.occupied.remove(k)

    def put_down(self, box: Box) -> None:
        """Put back a box :meth:`lift` took off."""
        self.occupied.add(box)
        self.grid.add(box)

    # ----- the free space in front of an open end ---------------------------------------

    def reach(self, socket: Socket, extra: frozenset[tuple[int, int]], cap: int) -> int:
        """The free cells ``socket`` reaches, up to ``cap`` (``extra`` cells count as
        covered): from just beyond it, or beside that point."""
        ahead, *beside = _starts(socket)
        reach = self.grid.reach(ahead, cap, extra)
        if reach < cap:
            for start in beside:
                reach = max(reach, self.grid.reach(start, cap, extra))
        return reach

    def flood(self, socket: Socket, cap: int) -> tuple[int, frozenset[tuple[int, int]]]:
        """:meth:`reach` with nothing extra covered, and every cell its searches met: cells
        outside them, covered, would not change the count (see
        :meth:`~chickenfoot_nb.render.room.Grid.flood`)."""
        ahead, *beside = _starts(socket)
        reach, met = self.grid.flood(ahead, cap)
        if reach < cap:
            for start in beside:
                found, more = self.grid.flood(start, cap)
                reach = max(reach, found)
                met |= more
        return reach, frozenset(met)

    def chain(
        self, socket: Socket, depth: int, extra: Box | None, owner: Box | None = None
    ) -> bool:
        """True when a train of ``depth`` tiles (not doubles) can still be laid from
        ``socket``, ``extra`` counting as placed: room for a run, not just a pocket."""
        return self.train_way(socket, depth, extra, owner) is not None

    def train_way(
        self, socket: Socket, depth: int, extra: Box | None, owner: Box | None = None
    ) -> tuple[Box, ...] | None:
        """The first way found for the train of :meth:`chain`: its tiles' boxes (None when
        there is none). A box that meets none of them leaves that way free."""
        if depth == 0:
            return ()
        for turn, _ in TURNS:
            spot = spot_on(socket, turn, False)
            b = spot.box
            if extra is not None and b.overlaps(extra, ROOM_MARGIN):
                continue
            if not self.occupied.is_free(b, ROOM_MARGIN, ignore=owner):
                continue
            way = self.train_way(spot.end(), depth - 1, extra, b)
            if way is not None:
                return (b, *way)
        return None

    def foot_to_itself(self, socket: Socket, owner: Box) -> bool:
        """True unless the chicken foot in front of ``socket`` (the open end of a tile at
        ``owner``) would take the room of the foot another open end will take: the table
        could not play both doubles."""
        foot = end_boxes(socket)[1]
        seen: set[int] = set()
        for f in foot:
            for e in self.ends_near(f):
                if id(e) in seen or e.owner is owner or not (e.need and e.foot_ok):
                    continue
                seen.add(id(e))
                if any(a.overlaps(b, MARGIN) for a in foot for b in e.foot):
                    return False
        return True

    # ----- what a place costs the open ends around it -----------------------------------

    def cut_off(self, box: Box, costs: Costs) -> float:
        """``Costs.guard`` for each open end the table will play on whose free space ``box``
        cuts below what its train will need (``End.ahead``); ends already short of it cost
        nothing more. Only ends within ``RUN_NEAR`` of ``box`` are looked at, and the free
        space is counted again only when ``box`` covers a cell its search met."""
        cost = 0.0
        cells: frozenset[tuple[int, int]] | None = None
        version = self.grid.version
        for k, run in self.runs.items():
            e = self.ends[k]
            if box is e.owner:
                continue
            if abs(e.socket.x - box.x) > RUN_NEAR or abs(e.socket.y - box.y) > RUN_NEAR:
                continue
            if run.version != version:
                run = Run(version, *self.flood(e.socket, e.ahead))
                self.runs[k] = run
            if run.free < e.ahead:
                continue
            if cells is None:
                cells = cell_set(box)
            # A search that never met the cells of ``box`` counts the same with them covered.
            if not cells.isdisjoint(run.met) and self.reach(e.socket, cells, e.ahead) < e.ahead:
                cost += costs.guard
            elif e.need is False and e.ahead >= 2 * costs.cells_per_tile:
                ok = self.chains.get(k)
                if ok is None or ok[0] != version:
                    ok = (version, self.train_way(e.socket, 2, None, e.owner))
                    self.chains[k] = ok
                way = ok[1]
                # A box that meets neither tile of the way found leaves it free.
                if (
                    way is not None
                    and any(w.overlaps(box, ROOM_MARGIN) for w in way)
                    and not self.chain(e.socket, 2, box, e.owner)
                ):
                    cost += costs.guard
        return cost

    def trapped(self, socket: Socket, extra: frozenset[tuple[int, int]], costs: Costs) -> float:
        """The cost of the free space ``socket`` reaches falling short of ``Costs.room_cells``
        (``extra`` cells count as covered)."""
        reach = self.reach(socket, extra, costs.room_cells)
        return costs.trapped * (costs.room_cells - reach) / costs.room_cells

    def hemmed(self, socket: Socket, box: Box, ahead: int) -> bool:
        """True when the open end ``socket`` of a tile at ``box`` reaches fewer free cells
        than the train the table will run from it needs (``ahead``)."""
        return bool(ahead) and self.reach(socket, cell_set(box), ahead) < ahead

    def crowd(self, socket: Socket, costs: Costs) -> float:
        """The cost of tiles crowding the space in front of ``socket``."""
        ux, uy = direction(socket.angle)
        ahead, radius = costs.crowd_at
        cx, cy = socket.x + ux * ahead, socket.y + uy * ahead
        near = 0
        for b in self.occupied.near((cx - radius, cy - radius, cx + radius, cy + radius)):
            if (b.x - cx) ** 2 + (b.y - cy) ** 2 < radius**2:
                near += 1
        return costs.crowd * near


def _starts(socket: Socket) -> tuple[tuple[float, float], ...]:
    """Where the free space an open end reaches is counted from: just beyond it, then
    beside that point on either side."""
    ux, uy = direction(socket.angle)
    x, y = socket.x + ux * 0.6, socket.y + uy * 0.6
    return ((x, y), (x - uy, y + ux), (x + uy, y - ux))


@dataclass(frozen=True, slots=True)
class _EndShape:
    """The places and the foot in front of an open end at (0, 0), and their extent."""

    boxes: tuple[tuple[float, float, int], ...]
    extent: tuple[float, float, float, float]
    #: The bounding box of the chicken foot alone.
    foot: tuple[float, float, float, float]


@cache
def _end_shape(angle: int) -> _EndShape:
    """Where the places and the chicken foot in front of an open end lie, for one angle."""
    socket = Socket(0.0, 0.0, angle)
    double = spot_on(socket, 0, True)
    spots = [spot_on(socket, turn, False) for turn, _ in TURNS]
    spots += [double, *(spot_on(t, 0, False) for t in double.toes())]
    boxes = tuple((s.box.x, s.box.y, s.box.angle) for s in spots)
    return _EndShape(boxes, _bounds(spots), _bounds(spots[len(TURNS) :]))


def _bounds(spots: list[Spot]) -> tuple[float, float, float, float]:
    extents = [s.box.extent() for s in spots]
    return (
        min(e[0] for e in extents),
        min(e[1] for e in extents),
        max(e[2] for e in extents),
        max(e[3] for e in extents),
    )


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
