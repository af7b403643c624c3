"""Laying out the table tile by tile: where each tile goes, and the room it leaves.

Every open end keeps the places where the next tile could go (straight on, or turning)
and whether a whole chicken foot would still fit in front of it. A tile is put at the
cheapest free place next to its open end; the cost of a place adds up (the figures are
:mod:`chickenfoot_nb.render.tile_costs`):

- turning (straight on is free; turning clockwise is cheaper, so bent trains wheel the
  same way and do not run into each other head on) and running diagonally (only the
  toes of a chicken foot and the diagonal arms of the centre do);
- growing the picture, once it is larger than a size that grows with the number of
  tiles (this bends long trains and keeps the picture compact and square);
- leaving open ends, its own or others, with few places to go on (none costs most) or
  without room for a chicken foot, and crowding the space in front of its own end.

A double needs its three toes planned at once (they are played next, as the rules
force). When no place next to an open end is free, tiles may come closer to each other;
if even that fails, a ``repair`` given to :meth:`Builder.place` may lay the train that
ends there again or the branches it grows from
(:func:`~chickenfoot_nb.render.repairs.repair`), and otherwise the tile goes to the
nearest free place around its end and a bridge joins the two.

With foresight (a table laid out again, see :mod:`chickenfoot_nb.render.layout`), the
ends the table is known to play on keep their room: a place that takes an end's last
places, the room of the chicken foot it will take, or the free space its train will run
into (``Costs.cells_per_tile`` for each tile to come) costs ``Costs.guard`` and sends the
search on to the next round of places. That holds for the end being played on, and for
every other such end near the place
(:meth:`~chickenfoot_nb.render.open_ends.OpenEnds.cut_off`): a tile placed elsewhere must
not wall in the run of a train the table knows is coming. An end whose train will run two tiles
or more must keep room for two tiles in a row
(:meth:`~chickenfoot_nb.render.open_ends.OpenEnds.chain`), not just a pocket of free
cells. Rooms reserved for ends that a tile was set apart from on an earlier try
(``reserved``) cost ``Costs.guard`` too, for every tile but the ones played beyond that
end.

A builder's state is three parts: its :class:`~chickenfoot_nb.render.terms.Terms` (what
it was made with, never changed), its :class:`~chickenfoot_nb.render.open_ends.OpenEnds`
(the boxes on the table and the open ends) and what it has :class:`Laid` (the tiles and
their places). :meth:`Builder.fork` copies the last two whole.

>>> from chickenfoot_nb.round import Round
>>> r = Round.deal("spruce", players=2, seed=1)
>>> from chickenfoot_nb.bots import play_round
>>> b = Builder(r.arms_total)
>>> for p in play_round(r, ["random", "random"], seed=1).table.placements:
...     b = b.place(p)
>>> boxes = [p.box for p in b.placed]
>>> len(boxes) == len(r.table), any(a.overlaps(c) for a in boxes for c in boxes if a is not c)
(True, False)
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from chickenfoot_nb.render.geometry import Box, direction, segment_hits
from chickenfoot_nb.render.open_ends import ROOM_MARGIN, OpenEnds, end_boxes
from chickenfoot_nb.render.parts import copy_whole, state, value
from chickenfoot_nb.render.placing import Choice, Option, PlacedTile, PlaceVerdict, Placing
from chickenfoot_nb.render.room import cell_set
from chickenfoot_nb.render.spots import (
    CENTRE,
    MARGIN,
    Socket,
    Spot,
    spot_beside,
    spot_on,
)
from chickenfoot_nb.render.terms import ROOMY, SPREAD, Setup, Terms
from chickenfoot_nb.render.tile_costs import (
    BACK_TOE_TURNS,
    NUDGES,
    SHIFTS,
    SIDE_TOE_TURNS,
    TURNS,
)
from chickenfoot_nb.table import Placement
from chickenfoot_nb.tiles import Tile

__all__ = [
    "ROOMY",
    "SPREAD",
    "Builder",
    "Choice",
    "Laid",
    "Option",
    "PlaceVerdict",
    "PlacedTile",
    "Placing",
    "Repair",
    "Setup",
]

#: The space a tile may keep from the others when nothing is free at the usual distance.
TIGHT = 0.03
#: How far a tile may be moved across its open end when nothing else is free.
WIDE_SHIFTS = (-0.75, -0.5, -0.25, 0.0, 0.25, 0.5, 0.75)
#: The directions, from the open end, in which a tile set apart is looked for.
APART_TURNS = (0, 90, -90, 45, -45, 135, -135, 180)
#: How far from its open end a tile set apart may go with a bridge that crosses no tile.
REACH = 10.0


@dataclass(eq=False, repr=False)
class Laid:
    """What a :class:`Builder` has laid so far: a part of it, copied whole when it forks.

    >>> from chickenfoot_nb.render.parts import copy_whole
    >>> a = Laid()
    >>> b = copy_whole(a)
    >>> b.children[Tile(9, 9)] = 1
    >>> a.children
    {}
    """

    #: Every placement laid so far, in order, and each tile with its place.
    placements: list[Placement] = state(list, list.copy)
    placed: list[PlacedTile] = state(list, list.copy)
    #: Each tile's box; the three toes planned for each double; how many tiles were
    #: played on each tile; the number of the open end of each tile that has one.
    boxes: dict[Tile, Box] = state(dict, dict.copy)
    plans: dict[Tile, tuple[Spot, ...]] = state(dict, dict.copy)
    children: dict[Tile, int] = state(dict, dict.copy)
    end_of: dict[Tile, int] = state(dict, dict.copy)
    centre: Tile | None = value(None)
    bounds: tuple[float, float, float, float] = value(CENTRE.extent())
    #: The rooms reserved (``Terms.reserved``) where their end lies on this try, once its
    #: tile is placed: the places beyond it, or its chicken foot (when the room was a foot).
    live: dict[Tile, tuple[Box, ...]] = state(dict, dict.copy)
    #: Places given in advance, by tile (see
    #: :func:`~chickenfoot_nb.render.repairs.lay_branches_again`).
    pinned: dict[Tile, Choice] = state(dict, dict.copy)
    #: How often a train (or the branches it grows from) was laid again.
    repaired: int = value(0)


#: What :meth:`Builder.place` may do when a tile finds no room at its open end (see
#: :func:`~chickenfoot_nb.render.repairs.repair`): given the builder (its end dropped),
#: the placement and what is being placed, a place found by laying the train again, a new
#: builder that holds the table with the tile laid, or None.
Repair = Callable[["Builder", Placement, Placing], "Choice | Builder | None"]


@dataclass(init=False, eq=False, repr=False)
class Builder:
    """Lays the tiles of one table one by one, in the order they were played.

    ``foresight`` is the start of the table's placements, known in advance: the open ends
    that will be played on keep room for the tile they will take (a chicken foot's room
    when it is a double), and a double's toes keep room for what their trains will take.
    Without foresight, every tile's place depends only on the tiles before it.

    ``spread``, ``variant`` and ``reserved`` are what a table laid out again changes:
    tiles keep ``spread`` steps more space; ``variant`` chooses the way of turning
    (:class:`~chickenfoot_nb.render.tile_costs.Preferences`) and, from ``ROOMY``, a roomy
    table, whose trains to come keep more room, whose toes may leave their double from
    another place when their own would wall in the train the table will run from them,
    and whose arms start one place further round the centre
    (:meth:`~chickenfoot_nb.render.terms.Terms.arm_spot`); ``reserved`` rooms cost
    ``Costs.guard`` to take (see :func:`~chickenfoot_nb.render.repairs.room_for`).
    ``pinned`` places tiles where they are given.

    >>> Builder(4).terms.roomy, Builder(4, variant=ROOMY).terms.roomy
    (False, True)
    """

    #: What it was made with (shared by its copies), its tiles and open ends, what it laid.
    terms: Terms = value()
    open: OpenEnds = state(OpenEnds, copy_whole)
    laid: Laid = state(Laid, copy_whole)

    def __init__(
        self,
        arms: int,
        foresight: tuple[Placement, ...] = (),
        spread: int = 0,
        variant: int = 0,
        reserved: tuple[tuple[Tile, tuple[Box, ...]], ...] = (),
        pinned: Mapping[Tile, Choice] | None = None,
    ) -> None:
        self.terms = Terms.of(Setup(arms, foresight, spread, variant, reserved))
        self.open = OpenEnds()
        self.laid = Laid(pinned=dict(pinned or {}))

    @property
    def setup(self) -> Setup:
        """What this builder was made with, but ``pinned``: two builders with the same
        setup place the same tiles at the same places."""
        return self.terms.setup

    @property
    def placed(self) -> list[PlacedTile]:
        """Every tile laid so far with its place, in playing order."""
        return self.laid.placed

    def fork(self) -> Builder:
        """A copy that places its next tiles without changing this builder.

        A moment's layout goes on from the one before it (see
        :mod:`chickenfoot_nb.render.layout`): the copy is the builder that laid the same
        tiles from scratch, so the tile it places next lands where it would land there.
        Every part is copied whole (:func:`~chickenfoot_nb.render.parts.copy_whole`).
        """
        return copy_whole(self)

    # ----- placing the tiles of the table ---------------------------------------------

    def place(self, p: Placement, repair: Repair | None = None) -> Builder:
        """Lay the next tile of the table; returns the builder that holds the table now.

        That is this builder, unless ``repair`` laid again the branches ``p`` grows from to
        make room for it (:func:`~chickenfoot_nb.render.repairs.repair`): then a new
        builder holds the table. Without ``repair``, a tile walled in at its end is set
        apart at once.
        """
        laid, o, terms = self.laid, self.open, self.terms
        bridge = None
        radial = False
        need, ahead = terms.need_of(p.tile)
        pin = laid.pinned.get(p.tile)
        if p.on is None:
            spot = Spot(CENTRE, 0)
            laid.centre = p.tile
        elif p.on == laid.centre:
            spot = terms.arm_spot(laid.children.get(p.on, 0))
            radial = spot.train % 90 != 0
        elif p.on in laid.plans:
            spot = laid.plans[p.on][laid.children.get(p.on, 0)]
        else:
            end = o.drop_end(laid.end_of.pop(p.on))
            what = Placing(p.tile, terms.spacing, p.far, need, ahead)
            if pin is not None:
                choice = pin
            else:
                choice = self.choose(end.socket, p.tile.is_double, end.owner, what, end.radial)
            if choice.bridge is not None and repair is not None:
                fixed = repair(self, p, what)
                if isinstance(fixed, Builder):
                    return fixed
                if fixed is not None:
                    choice = fixed
                    laid.repaired += 1
            spot, plan, bridge = choice
            radial = end.radial and spot.train == end.socket.angle and bridge is None
            if plan:
                laid.plans[p.tile] = plan
        if pin is not None:
            spot, bridge = pin.spot, pin.bridge
            if pin.toes:
                laid.plans[p.tile] = pin.toes
        if p.on is not None:
            laid.children[p.on] = laid.children.get(p.on, 0) + 1
        o.apply(spot.box)
        b = spot.box
        x0, y0, x1, y1 = laid.bounds
        laid.bounds = (min(x0, b.x0), min(y0, b.y0), max(x1, b.x1), max(y1, b.y1))
        laid.boxes[p.tile] = spot.box
        if p.on is not None and not p.tile.is_double:
            end = o.make_end(spot, radial, p.far, need, ahead)
            laid.end_of[p.tile] = o.add_end(end)
            for owner, boxes, _ in terms.reserved:
                if owner == p.tile:
                    laid.live[owner] = end.places if len(boxes) == len(TURNS) else end.foot
        if p.tile.is_double:
            o.doubles.add(p.far)
        laid.placed.append(
            PlacedTile(p.tile, p.on, p.arm, p.seat, p.step, p.joined, p.far, spot, bridge)
        )
        laid.placements.append(p)
        return self

    def move(self, moves: Sequence[tuple[int, Spot]]) -> None:
        """Put the tiles at the given indices of ``placed`` at new spots, whose boxes are
        on the table already (a train laid again, see
        :func:`~chickenfoot_nb.render.repairs.lay_train_again`); a toe keeps its place in
        its double's plan."""
        laid = self.laid
        for i, spot in moves:
            q = laid.placed[i]
            laid.placed[i] = replace(q, spot=spot, bridge=None)
            laid.boxes[q.tile] = spot.box
            if q.on in laid.plans:
                laid.plans[q.on] = tuple(spot if s == q.spot else s for s in laid.plans[q.on])
        laid.bounds = self.extent()

    def relaid(self, order: Sequence[Placement], repaired: int) -> Builder:
        """This builder, once it has laid again the branches of a table that ``repaired``
        repairs had laid before: its tiles back in playing ``order``, its pins gone (see
        :func:`~chickenfoot_nb.render.repairs.lay_branches_again`)."""
        laid = self.laid
        by_tile = {q.tile: q for q in laid.placed}
        laid.placed = [by_tile[q.tile] for q in order]
        laid.placements = list(order)
        laid.pinned = {}
        laid.repaired = repaired
        return self

    def placed_spot(self, tile: Tile) -> Spot:
        """The place ``tile`` was laid at."""
        return next(p.spot for p in reversed(self.laid.placed) if p.tile == tile)

    def preview(self, on: Tile, tile: Tile) -> Spot:
        """Where ``tile`` played on the open end of ``on`` would go.

        The same choice :meth:`place` makes, so a picture can show it before the play.
        """
        k = self.laid.end_of[on]
        end = self.open.drop_end(k)
        shows = tile.other(end.number) if end.number is not None and tile.has(end.number) else None
        what = Placing(tile, self.terms.spacing, shows)
        try:
            return self.choose(end.socket, tile.is_double, end.owner, what, end.radial).spot
        finally:
            self.open.put_back_end(k, end)

    def choose(
        self, socket: Socket, double: bool, parent: Box, what: Placing, radial: bool = False
    ) -> Choice:
        """The cheapest free place on ``socket`` (and the toes planned for a double).

        ``radial`` trains (the diagonal arms) may go on diagonally at no extra cost.
        """
        found = self.choose_beside(socket, double, parent, what, radial)
        if found is None:
            return self.apart(socket, double, what)
        return Choice(found.spot, found.toes)

    def choose_beside(
        self, socket: Socket, double: bool, parent: Box, what: Placing, radial: bool = False
    ) -> Option | None:
        """The choice of :meth:`choose` among the places next to ``socket``: None when
        none is free."""
        terms = self.terms
        rounds: tuple[tuple[float, tuple[tuple[int, float], ...], str], ...] = (
            (terms.spacing, terms.prefer.turns, ""),
            (terms.spacing, (), "more"),
            (TIGHT, terms.prefer.turns, "more"),
            (TIGHT, (), "wide"),
        )
        best: Option | None = None
        for margin, turns, kind in rounds:
            extra: Sequence[tuple[Spot, int, float]]
            if kind == "wide":
                extra = _wide(socket, double, parent)
            else:
                extra = self.more(socket, double) if kind else []
            spaced = replace(what, margin=margin)
            # A later round only looks for a place cheaper than the best one so far.
            bound = math.inf if best is None else best.cost
            found = self.best(socket, double, parent, turns, spaced, radial, extra, bound)
            if found is not None:
                best = found
            # A place that takes room the table will need (only with foresight) wins only
            # when no later round has a better one.
            if best is not None and (best.cost < terms.costs.guard or not terms.later):
                break
        return best

    def best(
        self,
        socket: Socket,
        double: bool,
        parent: Box,
        turns: tuple[tuple[int, float], ...],
        what: Placing,
        radial: bool = False,
        extra: Sequence[tuple[Spot, int, float]] = (),
        bound: float = math.inf,
        toe: bool = False,
    ) -> Option | None:
        """The cheapest free place on ``socket`` that costs less than ``bound``, with its
        cost (None when there is none): beyond it, turning by one of ``turns``, or one of
        the ``extra`` places."""
        costs = self.terms.costs
        x0, y0, x1, y1 = self.laid.bounds
        free = costs.room[0] + costs.room[1] * math.sqrt(len(self.laid.placed))
        size = max(x1 - x0, costs.aspect * (y1 - y0), free)
        ranked = []
        candidates = [(spot_on(socket, turn, double), turn, cost) for turn, cost in turns]
        candidates += extra
        for k, (spot, turn, cost) in enumerate(candidates):
            if not toe:
                if spot.train % 90 and not (radial and turn == 0):
                    cost += costs.diagonal
                b = spot.box
                wide = max(x1, b.x1) - min(x0, b.x0)
                high = costs.aspect * (max(y1, b.y1) - min(y0, b.y0))
                cost += costs.outward * max(0.0, max(wide, high) - size)
                ux, uy = direction(spot.train)
                away = (ux * b.x + uy * b.y) / (math.hypot(b.x, b.y) or 1.0)
                cost += costs.inward * max(0.0, costs.inward_from - away)
            ranked.append((cost, k, spot))
        ranked.sort(key=lambda c: (c[0], c[1]))
        best: Option | None = None
        for cost, _, spot in ranked:
            if cost >= bound:
                break
            found = self.judge(spot, parent, what, bound - cost)
            if found is not None and cost + found.cost < bound:
                best = Option(cost + found.cost, spot, found.toes)
                bound = best.cost
        return best

    def more(self, socket: Socket, double: bool) -> list[tuple[Spot, int, float]]:
        """The places tried when none beyond ``socket`` is free: beside its tile and, for a
        double, moved along itself; with their turn (never 0) and cost."""
        prefer = self.terms.prefer
        out = [(spot_beside(socket, side, double), side, cost) for side, cost in prefer.sides]
        if double:
            out += [(spot_on(socket, 0, True, shift=d), 1, cost) for d, cost in SHIFTS]
            out += [
                (spot_beside(socket, s, True, slide), s, cost) for s, slide, cost in prefer.slides
            ]
        else:
            out += [(spot_on(socket, t, False, shift=d), t or 1, cost) for t, d, cost in NUDGES]
        return out

    def judge(
        self, spot: Spot, parent: Box | None, what: Placing, limit: float = math.inf
    ) -> PlaceVerdict | None:
        """The cost of the room ``spot`` leaves, and a double's toes; None if it is not free
        (or a double's toes find no free places), or once the cost reaches ``limit`` (every
        part of the cost is positive, so such a place cannot win)."""
        o, terms = self.open, self.terms
        costs = terms.costs
        box = spot.box
        if not o.occupied.is_free(box, what.margin, ignore=parent):
            return None
        cost = self.squeeze(box, what.tile)
        if cost >= limit:
            return None
        if spot.crosswise:
            toes = self.plan_toes(spot, what, limit - cost)
            return None if toes is None else PlaceVerdict(cost + toes.cost, toes.toes)
        socket = spot.end()
        free, foot_ok = o.room(socket, box)
        cost += costs.cramp[free.bit_count()] + o.crowd(socket, costs)
        if cost >= limit:
            return None
        if free != (1 << len(TURNS)) - 1:
            cost += o.trapped(socket, cell_set(box), costs)
        if not foot_ok and (what.shows is None or what.shows not in o.doubles):
            cost += costs.footless
        if cost >= limit:
            return None
        if what.need is not None and (
            free == 0
            or (what.need and not (foot_ok and o.foot_to_itself(socket, box)))
            or (terms.reserved and self.cornered(socket, free, what.tile))
            or o.hemmed(socket, box, what.ahead)
            or (
                what.need is False
                and what.ahead >= 2 * costs.cells_per_tile
                and not o.chain(socket, 2, box)
            )
        ):
            cost += costs.guard
        return PlaceVerdict(cost)

    def plan_toes(
        self, double: Spot, what: Placing, limit: float = math.inf
    ) -> PlaceVerdict | None:
        """Three free toes for the double ``double``, the cheapest one by one, and their cost.

        Each toe leaves from its own place (straight on, then the two far corners) if it
        can; when that place is crowded it takes the first one left free of the others:
        the far corners, the middle of the double's ends, its near corners. The numbers the
        toes will show are not known yet.
        """
        o, terms = self.open, self.terms
        spare = double.side_toes()
        sockets: list[tuple[Socket, tuple[tuple[int, float], ...]]]
        sockets = [(s, terms.prefer.toe_turns) for s in double.toes()]
        sockets += [(s, SIDE_TOE_TURNS) for s in spare[:2]]
        sockets += [(s, BACK_TOE_TURNS) for s in spare[2:]]
        undo = [o.apply(double.box)]
        toe_ends: list[int] = []
        toes: list[Spot] = []
        used: set[int] = set()
        cost = 0.0
        later = terms.later.get(what.tile, ()) if what.tile is not None else ()
        try:
            for k in range(3):
                need, ahead = terms.need_of(later[k] if k < len(later) else None)
                toe = Placing(what.tile, what.margin, None, need, ahead)
                found, taken = None, -1
                for i in dict.fromkeys((k, *range(len(sockets)))):
                    if i in used:
                        continue
                    socket, turns = sockets[i]
                    f = self.best(socket, False, double.box, turns, toe, toe=True)
                    if f is not None and (found is None or f.cost < found.cost):
                        found, taken = f, i
                    # On a roomy table, a toe the table will play on looks further round
                    # the double when its own place would wall in the room it needs.
                    if found is not None and (
                        found.cost < terms.costs.guard or need is None or not terms.roomy
                    ):
                        break
                if found is not None:
                    used.add(taken)
                if found is None and what.margin == TIGHT:
                    found = self.wide_toe(sockets, used, double.box, toe)
                if found is None:
                    return None
                cost += found.cost
                if cost >= limit:
                    return None  # every toe costs something: this foot cannot win
                toes.append(found.spot)
                undo.append(o.apply(found.spot.box))
                toe_ends.append(o.add_end(o.make_end(found.spot, need=need, ahead=ahead)))
            return PlaceVerdict(cost, tuple(toes))
        finally:
            for e in toe_ends:
                o.drop_end(e)
            for step in reversed(undo):
                o.revert(step)

    def wide_toe(
        self,
        sockets: list[tuple[Socket, tuple[tuple[int, float], ...]]],
        used: set[int],
        double: Box,
        what: Placing,
    ) -> Option | None:
        """The cheapest toe moved across one of the unused ``sockets`` of ``double``
        (marked used), for a foot that fits no other way."""
        for i, (socket, _) in enumerate(sockets):
            if i not in used:
                extra = _wide(socket, False, double)
                found = self.best(socket, False, double, (), what, toe=True, extra=extra)
                if found is not None:
                    used.add(i)
                    return found
        return None

    def apart(self, socket: Socket, double: bool, what: Placing) -> Choice:
        """The nearest good free place around ``socket``, joined to it by a bridge.

        Rings of growing radius are searched, first for places whose bridge crosses no
        tile (the cheapest place of the first ring that has one wins), then for any free
        place; beyond the whole table every place is free, so the search ends.
        """
        # The usual space, however wide the table keeps it elsewhere: the search must end
        # near the end the tile belongs to.
        what = replace(what, margin=MARGIN)
        for clear in (True, False):
            radius = 0.0
            while radius < (REACH if clear else math.inf):
                radius += 0.5
                best: tuple[float, Choice] | None = None
                for k, turn in enumerate(APART_TURNS):
                    angle = (socket.angle + turn) % 360
                    dx, dy = direction(angle)
                    moved = Socket(socket.x + dx * radius, socket.y + dy * radius, angle)
                    spot = spot_on(moved, 0, double)
                    line = ((socket.x, socket.y), spot.near())
                    if clear and any(
                        segment_hits(b, *line) for b in self.open.occupied.near(_span(*line))
                    ):
                        continue
                    found = self.judge(spot, None, what)
                    if found is None:
                        continue
                    diagonal = self.terms.costs.diagonal if angle % 90 else 0.0
                    cost = found.cost + 0.1 * k + diagonal
                    if best is None or cost < best[0]:
                        best = (cost, Choice(spot, found.toes, line))
                if best is not None:
                    return best[1]
        raise AssertionError("unreachable: far from the table every place is free")

    # ----- the room around open ends ----------------------------------------------------

    def squeeze(self, box: Box, tile: Tile | None) -> float:
        """What putting ``box`` (for ``tile``) costs the open ends near it, in places and
        in foot room."""
        o, terms = self.open, self.terms
        costs = terms.costs
        cost = o.cut_off(box, costs) if terms.later else 0.0
        if terms.reserved:
            cost += self.trespass(box, tile)
        for e in o.ends_near(box):
            if box is e.owner:
                continue
            left = e.free
            for i, place in enumerate(e.places):
                if left >> i & 1 and box.overlaps(place, ROOM_MARGIN):
                    left &= ~(1 << i)
            cost += costs.cramp[left.bit_count()] - costs.cramp[e.free.bit_count()]
            if e.foot_ok and o.needs_foot(e) and any(box.overlaps(b, MARGIN) for b in e.foot):
                cost += costs.foot_steal
                if e.need:
                    cost += costs.guard
            if e.need is not None and e.free and not left:
                cost += costs.guard
        return cost

    def guarded_rooms(self, tile: Tile | None) -> list[tuple[Box, ...]]:
        """The reserved rooms that are not ``tile``'s to take, each with its boxes
        where its end lay and where it lies now (rooms whose end has had every tile the
        table will play on it are free again)."""
        laid, later = self.laid, self.terms.later
        return [
            (*boxes, *laid.live.get(owner, ()))
            for owner, boxes, exempt in self.terms.reserved
            if tile not in exempt and laid.children.get(owner, 0) < len(later[owner])
        ]

    def trespass(self, box: Box, tile: Tile | None) -> float:
        """``Costs.guard`` for each reserved room ``box`` takes that is not ``tile``'s."""
        return self.terms.costs.guard * sum(
            any(box.overlaps(r, ROOM_MARGIN) for r in room) for room in self.guarded_rooms(tile)
        )

    def cornered(self, socket: Socket, free: int, tile: Tile | None) -> bool:
        """True when each of the ``free`` places beyond ``socket`` takes a reserved room
        that is not ``tile``'s: the train the table will run from there could only go on
        by taking it."""
        rooms = [r for room in self.guarded_rooms(tile) for r in room]
        if not rooms:
            return False
        places = end_boxes(socket)[0]
        return not any(
            free >> i & 1 and not any(place.overlaps(r, ROOM_MARGIN) for r in rooms)
            for i, place in enumerate(places)
        )

    def extent(self) -> tuple[float, float, float, float]:
        """The bounding box of every tile placed (the centre's place when none is)."""
        boxes = [p.box for p in self.laid.placed] or [CENTRE]
        extents = [b.extent() for b in boxes]
        return (
            min(e[0] for e in extents),
            min(e[1] for e in extents),
            max(e[2] for e in extents),
            max(e[3] for e in extents),
        )


@lru_cache(maxsize=1 << 6)
def _wide(socket: Socket, double: bool, parent: Box) -> tuple[tuple[Spot, int, float], ...]:
    """The last places tried on ``socket`` before a tile is set apart: every turn and side
    join, moved across the open end in quarter tiles as far as its joining half still meets
    it (never onto ``parent``, the tile that ends there). Cached: a table laid out again
    meets the same open ends again."""
    out = []
    for turn in (0, 90, -90, 45, -45):
        for shift in WIDE_SHIFTS:
            spot = spot_on(socket, turn, double, shift=shift)
            out.append((spot, turn or 1, 6.0 + abs(shift)))
    for side in (90, -90):
        for slide in WIDE_SHIFTS:
            out.append((spot_beside(socket, side, double, slide), side, 7.0 + abs(slide)))
    return tuple(c for c in out if not c[0].box.overlaps(parent))


def _span(a: tuple[float, float], b: tuple[float, float]) -> tuple[float, float, float, float]:
    return (min(a[0], b[0]), min(a[1], b[1]), max(a[0], b[0]), max(a[1], b[1]))
