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
if even that fails, a builder that may (``repairs``) lays the train that ends there again
(:func:`~chickenfoot_nb.render.repairs.lay_train_again`) or the branches it grows from
(:func:`~chickenfoot_nb.render.repairs.lay_branches_again`), and otherwise the tile goes to the nearest free
place around its end and a bridge joins the two.

With foresight (a table laid out again, see :mod:`chickenfoot_nb.render.layout`), the
ends the table is known to play on keep their room: a place that takes an end's last
places, the room of the chicken foot it will take, or the free space its train will run
into (``Costs.cells_per_tile`` for each tile to come) costs ``Costs.guard`` and sends the
search on to the next round of places. That holds for the end being played on, and for every other
such end near the place (:meth:`Builder.cut_off`): a tile placed elsewhere must not wall
in the run of a train the table knows is coming. An end whose train will run two tiles
or more must keep room for two tiles in a row (:meth:`Builder.chain`), not just a pocket
of free cells. Rooms reserved for ends that a tile was set apart from on an earlier try
(``reserved``) cost ``Costs.guard`` too, for every tile but the ones played beyond that
end.

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

import copy
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import NamedTuple

from chickenfoot_nb.render.geometry import Box, Field, direction, segment_hits
from chickenfoot_nb.render.open_ends import (
    ROOM_MARGIN,
    End,
    OpenEnds,
    Run,
    end_boxes,
)
from chickenfoot_nb.render.room import Grid, cell_set
from chickenfoot_nb.render.spots import (
    CENTRE,
    MARGIN,
    Socket,
    Spot,
    arm_spots,
    spot_beside,
    spot_on,
)
from chickenfoot_nb.render.tile_costs import (
    BACK_TOE_TURNS,
    NUDGES,
    ROOMY_COSTS,
    SHIFTS,
    SIDE_TOE_TURNS,
    TURNS,
    USUAL_COSTS,
    Costs,
    Preferences,
)
from chickenfoot_nb.table import Placement
from chickenfoot_nb.tiles import Tile

#: The space a tile may keep from the others when nothing is free at the usual distance.
TIGHT = 0.03
#: How far a tile may be moved across its open end when nothing else is free.
WIDE_SHIFTS = (-0.75, -0.5, -0.25, 0.0, 0.25, 0.5, 0.75)
#: The directions, from the open end, in which a tile set apart is looked for.
APART_TURNS = (0, 90, -90, 45, -45, 135, -135, 180)
#: How far from its open end a tile set apart may go with a bridge that crosses no tile.
REACH = 10.0
#: From this variant on, a table laid out again is roomy (see :class:`Builder`): its
#: trains to come keep more room (:data:`~chickenfoot_nb.render.tile_costs.ROOMY_COSTS`).
ROOMY = 2
#: With foresight, how near (in half tiles, across and along) a place must be to an open
#: end the table will play on for its train's free space to be counted again.
RUN_NEAR = 6.0
#: How much wider the space between tiles grows at each step of ``spread``.
SPREAD = 0.35


Bridge = tuple[tuple[float, float], tuple[float, float]]


@dataclass(frozen=True, slots=True)
class Placing:
    """What a search is placing: the explicit input of every step of it.

    ``tile`` is the tile being placed or previewed (a room reserved for the end of one of
    its ancestors is its to take, and a double's toes look up what the table will play on
    them); ``shows`` the number its open end will show (None: not known); ``need`` and
    ``ahead`` what the table will play on that end and the free cells it must reach (see
    :meth:`Builder.need_of`); ``margin`` the space it keeps from the other tiles.
    """

    tile: Tile | None
    margin: float
    shows: int | None = None
    need: bool | None = None
    ahead: int = 0


class Setup(NamedTuple):
    """What a :class:`Builder` is made with: the arms, the placements it knows in advance,
    and the spread, variant and rooms reserved of a table laid out again."""

    arms: int
    foresight: tuple[Placement, ...] = ()
    spread: int = 0
    variant: int = 0
    reserved: tuple[tuple[Tile, tuple[Box, ...]], ...] = ()


class Option(NamedTuple):
    """A place a search found: what it costs, its spot, and a double's toes."""

    cost: float
    spot: Spot
    toes: tuple[Spot, ...] = ()


class Choice(NamedTuple):
    """Where a tile goes: its spot, a double's toes, and the bridge when it is set apart."""

    spot: Spot
    toes: tuple[Spot, ...] = ()
    bridge: Bridge | None = None


class PlaceVerdict(NamedTuple):
    """What a free place costs for the room it leaves, and a double's toes."""

    cost: float
    toes: tuple[Spot, ...] = ()


@dataclass(frozen=True, slots=True)
class PlacedTile:
    """One tile of the table with its place: ``near`` is the number that joins ``on``.

    ``bridge``, when set, is the line from the open end to a tile that had to be set
    apart because nothing next to that end was free.
    """

    tile: Tile
    on: Tile | None
    arm: int | None
    seat: int | None
    step: int
    near: int
    far: int
    spot: Spot
    bridge: Bridge | None = None

    @property
    def box(self) -> Box:
        """The tile's rectangle."""
        return self.spot.box

    @property
    def polygon(self) -> tuple[tuple[float, float], ...]:
        """The tile's outline: four corners in half-tile units."""
        return self.spot.box.corners()


class Builder(OpenEnds):
    """Lays the tiles of one table one by one, in the order they were played.

    ``foresight`` is the start of the table's placements, known in advance: the open ends
    that will be played on keep room for the tile they will take (a chicken foot's room
    when it is a double), and a double's toes keep room for what their trains will take.
    Without foresight, every tile's place depends only on the tiles before it.

    ``spread``, ``variant`` and ``reserved`` are what a table laid out again changes:
    tiles keep ``spread`` steps more space; ``variant`` chooses the way of turning
    (:class:`Preferences`) and, from ``ROOMY``, a roomy table, whose trains to come keep
    more room, whose toes may leave their double from another place when their own
    would wall in the train the table will run from them, and whose arms start one place
    further round the centre (:meth:`arm_spot`); ``reserved`` rooms cost
    ``Costs.guard`` to take (see :func:`~chickenfoot_nb.render.repairs.room_for`). With
    ``repairs``, a tile walled in at its open end has the train it joins laid again
    (:func:`~chickenfoot_nb.render.repairs.lay_train_again`), or the branches that train grows from
    (:func:`~chickenfoot_nb.render.repairs.lay_branches_again`), before it is set apart.

    >>> Builder(4).roomy, Builder(4, variant=ROOMY).roomy
    (False, True)
    """

    def __init__(
        self,
        arms: int,
        foresight: tuple[Placement, ...] = (),
        spread: int = 0,
        variant: int = 0,
        reserved: tuple[tuple[Tile, tuple[Box, ...]], ...] = (),
        repairs: bool = False,
        pinned: Mapping[Tile, Choice] | None = None,
    ) -> None:
        self.arms = arms
        #: What this builder was made with, but ``repairs`` and ``pinned``: two builders
        #: with the same setup place the same tiles at the same places.
        self.setup = Setup(arms, foresight, spread, variant, reserved)
        #: Places given in advance, by tile (see
        #: :func:`~chickenfoot_nb.render.repairs.lay_branches_again`).
        self.pinned: dict[Tile, Choice] = dict(pinned or {})
        #: Every placement laid so far, in order.
        self.placements: list[Placement] = []
        #: The last resort of a table laid out again: lay the train a tile finds walled in
        #: again (or the branches it grows from), rather than set the tile apart; and how
        #: often that was done.
        self.repairs = repairs
        self.repaired = 0
        #: Whether the repairs may go as far as laying the branches again (the costly one,
        #: which lays every other tile again: a draft leaves it to the settled layout).
        self.relay_branches = True
        #: What turning costs (:class:`Preferences`; ``variant`` 0 is the usual table).
        self.prefer = Preferences.of(variant)
        #: A roomy table (``variant`` from ``ROOMY``): the trains to come keep more room,
        #: and a toe the table will play on may leave its double from another place when
        #: its own would wall in its train.
        self.roomy = variant >= ROOMY
        #: What a place costs (:class:`~chickenfoot_nb.render.tile_costs.Costs`).
        self.costs: Costs = ROOMY_COSTS if self.roomy else USUAL_COSTS
        #: Where round the centre the first arm lies, the others following it in order: on
        #: a roomy table, one place on from the usual, so that each arm's trains run where
        #: another arm's ran (the centre double lies across its east and west arms, so
        #: the table is not the usual one turned).
        self.first_arm = 1 if self.roomy else 0
        #: The space tiles keep from the others while they can: ``spread`` steps wider
        #: than ``MARGIN`` on a table laid out again because a wider one still walled in
        #: an end.
        self.spacing = MARGIN + SPREAD * spread
        #: The tiles the table will play on each tile (its open end or its toes), in order.
        self.later: dict[Tile, list[Tile]] = {}
        for p in foresight:
            if p.on is not None:
                self.later.setdefault(p.on, []).append(p.tile)
        #: How many tiles the table will play beyond each tile (its whole subtree).
        self.beyond: dict[Tile, int] = {}
        for p in reversed(foresight):
            if p.on is not None:
                self.beyond[p.on] = self.beyond.get(p.on, 0) + 1 + self.beyond.get(p.tile, 0)
        #: Room kept for the open end of a tile (see
        #: :func:`~chickenfoot_nb.render.repairs.room_for`): the tile, the boxes, and the
        #: tiles that may use them (the tile's own subtree).
        self.reserved: list[tuple[Tile, tuple[Box, ...], frozenset[Tile]]] = []
        for owner, boxes in reserved:
            self.reserved.append((owner, boxes, self.subtree(owner)))
        #: The same rooms where the end lies on this try, once its tile is placed: the
        #: places beyond it, or its chicken foot (when the room reserved was a foot).
        self.live: dict[Tile, tuple[Box, ...]] = {}
        self.occupied = Field()
        self.grid = Grid()
        self.ends: dict[int, End] = {}
        #: The ends the table will play on with a train to come (``End.ahead``), and the
        #: free space each reaches, by the grid's version (see :meth:`cut_off`).
        self.runs: dict[int, Run] = {}
        #: The way found for two tiles in a row from each of those ends (None: there is
        #: none), by the grid's version (see :meth:`cut_off` and :meth:`train_way`).
        self.chains: dict[int, tuple[int, tuple[Box, ...] | None]] = {}
        self.end_cells: dict[tuple[int, int], list[int]] = {}
        self.end_of: dict[Tile, int] = {}
        self.next_end = 0
        self.boxes: dict[Tile, Box] = {}
        self.plans: dict[Tile, tuple[Spot, ...]] = {}
        self.children: dict[Tile, int] = {}
        self.placed: list[PlacedTile] = []
        self.centre: Tile | None = None
        self.bounds = CENTRE.extent()
        self.doubles: set[int] = set()

    def fork(self) -> Builder:
        """A copy that places its next tiles without changing this builder.

        A moment's layout goes on from the one before it (see
        :mod:`chickenfoot_nb.render.layout`): the copy is the builder that laid the same
        tiles from scratch, so the tile it places next lands where it would land there.
        Tiles, boxes and spots are values and are shared; what placing changes is copied.
        """
        b = copy.copy(self)
        b.pinned = dict(self.pinned)
        b.placements = list(self.placements)
        b.live = dict(self.live)
        b.occupied = Field(
            list(self.occupied.boxes), {c: list(ks) for c, ks in self.occupied.cells.items()}
        )
        b.grid = Grid(dict(self.grid.count), self.grid.bounds, self.grid.version)
        b.ends = {k: copy.copy(e) for k, e in self.ends.items()}
        b.runs = dict(self.runs)
        b.chains = dict(self.chains)
        b.end_cells = {c: list(ks) for c, ks in self.end_cells.items()}
        b.end_of = dict(self.end_of)
        b.boxes = dict(self.boxes)
        b.plans = dict(self.plans)
        b.children = dict(self.children)
        b.placed = list(self.placed)
        b.doubles = set(self.doubles)
        return b

    def subtree(self, tile: Tile) -> frozenset[Tile]:
        """``tile`` and every tile the foresight says will be played beyond it."""
        out, todo = {tile}, [tile]
        while todo:
            for t in self.later.get(todo.pop(), ()):
                out.add(t)
                todo.append(t)
        return frozenset(out)

    def need_of(self, tile: Tile | None) -> tuple[bool | None, int]:
        """What the table will play on the open end of ``tile`` as far as the foresight
        tells: None (nothing), False (a tile that is not a double) or True (a double); and
        the free cells its end must reach for the train that will run from it."""
        later = self.later.get(tile) if tile is not None else None
        if not later or tile is None:
            return None, 0
        return later[0].is_double, min(
            self.costs.room_ahead, self.costs.cells_per_tile * self.beyond[tile]
        )

    # ----- placing the tiles of the table ---------------------------------------------

    def arm_spot(self, k: int) -> Spot:
        """Where the first tile of the ``k``-th arm lies (counted from 0).

        >>> Builder(4).arm_spot(1).box.y, Builder(4, variant=ROOMY).arm_spot(0).box.y
        (2.06, 2.06)
        """
        return arm_spots(self.arms)[(k + self.first_arm) % self.arms]

    def place(self, p: Placement) -> Builder:
        """Lay the next tile of the table; returns the builder that holds the table now.

        That is this builder, unless the branches ``p`` grows from were laid again to make
        room for it (:func:`~chickenfoot_nb.render.repairs.lay_branches_again`): then a new builder holds the table.
        """
        bridge = None
        radial = False
        need, ahead = self.need_of(p.tile)
        pin = self.pinned.get(p.tile)
        if p.on is None:
            spot = Spot(CENTRE, 0)
            self.centre = p.tile
        elif p.on == self.centre:
            spot = self.arm_spot(self.children.get(p.on, 0))
            radial = spot.train % 90 != 0
        elif p.on in self.plans:
            spot = self.plans[p.on][self.children.get(p.on, 0)]
        else:
            end = self.drop_end(self.end_of.pop(p.on))
            what = Placing(p.tile, self.spacing, p.far, need, ahead)
            if pin is not None:
                choice = pin
            else:
                choice = self.choose(end.socket, p.tile.is_double, end.owner, what, end.radial)
            if choice.bridge is not None and self.repairs:
                from chickenfoot_nb.render.repairs import lay_branches_again, lay_train_again

                found = lay_train_again(self, p, what)
                if found is not None:
                    choice = Choice(found.spot, found.toes)
                    self.repaired += 1
            if choice.bridge is not None and self.repairs and self.relay_branches:
                relaid = lay_branches_again(self, p)
                if relaid is not None:
                    return relaid
            spot, plan, bridge = choice
            radial = end.radial and spot.train == end.socket.angle and bridge is None
            if plan:
                self.plans[p.tile] = plan
        if pin is not None:
            spot, bridge = pin.spot, pin.bridge
            if pin.toes:
                self.plans[p.tile] = pin.toes
        if p.on is not None:
            self.children[p.on] = self.children.get(p.on, 0) + 1
        self.apply(spot.box)
        b = spot.box
        x0, y0, x1, y1 = self.bounds
        self.bounds = (min(x0, b.x0), min(y0, b.y0), max(x1, b.x1), max(y1, b.y1))
        self.boxes[p.tile] = spot.box
        if p.on is not None and not p.tile.is_double:
            end = self.make_end(spot, radial, p.far, need, ahead)
            self.end_of[p.tile] = self.add_end(end)
            for owner, boxes, _ in self.reserved:
                if owner == p.tile:
                    self.live[owner] = end.places if len(boxes) == len(TURNS) else end.foot
        if p.tile.is_double:
            self.doubles.add(p.far)
        self.placed.append(
            PlacedTile(p.tile, p.on, p.arm, p.seat, p.step, p.joined, p.far, spot, bridge)
        )
        self.placements.append(p)
        return self

    def placed_spot(self, tile: Tile) -> Spot:
        """The place ``tile`` was laid at."""
        return next(p.spot for p in reversed(self.placed) if p.tile == tile)

    def preview(self, on: Tile, tile: Tile) -> Spot:
        """Where ``tile`` played on the open end of ``on`` would go.

        The same choice :meth:`place` makes, so a picture can show it before the play.
        """
        k = self.end_of[on]
        end = self.drop_end(k)
        shows = tile.other(end.number) if end.number is not None and tile.has(end.number) else None
        what = Placing(tile, self.spacing, shows)
        try:
            return self.choose(end.socket, tile.is_double, end.owner, what, end.radial).spot
        finally:
            self.put_back_end(k, end)

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
        rounds: tuple[tuple[float, tuple[tuple[int, float], ...], str], ...] = (
            (self.spacing, self.prefer.turns, ""),
            (self.spacing, (), "more"),
            (TIGHT, self.prefer.turns, "more"),
            (TIGHT, (), "wide"),
        )
        best: Option | None = None
        for margin, turns, kind in rounds:
            extra: Sequence[tuple[Spot, int, float]]
            if kind == "wide":
                extra = self.wide(socket, double, parent)
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
            if best is not None and (best.cost < self.costs.guard or not self.later):
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
        x0, y0, x1, y1 = self.bounds
        free = self.costs.room[0] + self.costs.room[1] * math.sqrt(len(self.placed))
        size = max(x1 - x0, self.costs.aspect * (y1 - y0), free)
        ranked = []
        candidates = [(spot_on(socket, turn, double), turn, cost) for turn, cost in turns]
        candidates += extra
        for k, (spot, turn, cost) in enumerate(candidates):
            if not toe:
                if spot.train % 90 and not (radial and turn == 0):
                    cost += self.costs.diagonal
                b = spot.box
                wide = max(x1, b.x1) - min(x0, b.x0)
                high = self.costs.aspect * (max(y1, b.y1) - min(y0, b.y0))
                cost += self.costs.outward * max(0.0, max(wide, high) - size)
                ux, uy = direction(spot.train)
                away = (ux * b.x + uy * b.y) / (math.hypot(b.x, b.y) or 1.0)
                cost += self.costs.inward * max(0.0, self.costs.inward_from - away)
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
        prefer = self.prefer
        out = [(spot_beside(socket, side, double), side, cost) for side, cost in prefer.sides]
        if double:
            out += [(spot_on(socket, 0, True, shift=d), 1, cost) for d, cost in SHIFTS]
            out += [
                (spot_beside(socket, s, True, slide), s, cost) for s, slide, cost in prefer.slides
            ]
        else:
            out += [(spot_on(socket, t, False, shift=d), t or 1, cost) for t, d, cost in NUDGES]
        return out

    @staticmethod
    @lru_cache(maxsize=1 << 6)
    def wide(socket: Socket, double: bool, parent: Box) -> tuple[tuple[Spot, int, float], ...]:
        """The last places tried on ``socket`` before a tile is set apart: every turn and
        side join, moved across the open end in quarter tiles as far as its joining half
        still meets it (never onto ``parent``, the tile that ends there). Cached: a table
        laid out again meets the same open ends again."""
        out = []
        for turn in (0, 90, -90, 45, -45):
            for shift in WIDE_SHIFTS:
                spot = spot_on(socket, turn, double, shift=shift)
                out.append((spot, turn or 1, 6.0 + abs(shift)))
        for side in (90, -90):
            for slide in WIDE_SHIFTS:
                out.append((spot_beside(socket, side, double, slide), side, 7.0 + abs(slide)))
        return tuple(c for c in out if not c[0].box.overlaps(parent))

    def judge(
        self, spot: Spot, parent: Box | None, what: Placing, limit: float = math.inf
    ) -> PlaceVerdict | None:
        """The cost of the room ``spot`` leaves, and a double's toes; None if it is not free
        (or a double's toes find no free places), or once the cost reaches ``limit`` (every
        part of the cost is positive, so such a place cannot win)."""
        box = spot.box
        if not self.occupied.is_free(box, what.margin, ignore=parent):
            return None
        cost = self.squeeze(box, what.tile)
        if cost >= limit:
            return None
        if spot.crosswise:
            toes = self.plan_toes(spot, what, limit - cost)
            return None if toes is None else PlaceVerdict(cost + toes.cost, toes.toes)
        socket = spot.end()
        free, foot_ok = self.room(socket, box)
        cost += self.costs.cramp[free.bit_count()] + self.crowd(socket)
        if cost >= limit:
            return None
        if free != (1 << len(TURNS)) - 1:
            cost += self.trapped(socket, cell_set(box))
        if not foot_ok and (what.shows is None or what.shows not in self.doubles):
            cost += self.costs.footless
        if cost >= limit:
            return None
        if what.need is not None and (
            free == 0
            or (what.need and not (foot_ok and self.foot_to_itself(socket, box)))
            or (self.reserved and self.cornered(socket, free, what.tile))
            or self.hemmed(socket, box, what.ahead)
            or (
                what.need is False
                and what.ahead >= 2 * self.costs.cells_per_tile
                and not self.chain(socket, 2, box)
            )
        ):
            cost += self.costs.guard
        return PlaceVerdict(cost)

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

    def plan_toes(
        self, double: Spot, what: Placing, limit: float = math.inf
    ) -> PlaceVerdict | None:
        """Three free toes for the double ``double``, the cheapest one by one, and their cost.

        Each toe leaves from its own place (straight on, then the two far corners) if it
        can; when that place is crowded it takes the first one left free of the others:
        the far corners, the middle of the double's ends, its near corners. The numbers the
        toes will show are not known yet.
        """
        spare = double.side_toes()
        sockets: list[tuple[Socket, tuple[tuple[int, float], ...]]]
        sockets = [(s, self.prefer.toe_turns) for s in double.toes()]
        sockets += [(s, SIDE_TOE_TURNS) for s in spare[:2]]
        sockets += [(s, BACK_TOE_TURNS) for s in spare[2:]]
        undo = [self.apply(double.box)]
        toe_ends: list[int] = []
        toes: list[Spot] = []
        used: set[int] = set()
        cost = 0.0
        later = self.later.get(what.tile, []) if what.tile is not None else []
        try:
            for k in range(3):
                need, ahead = self.need_of(later[k] if k < len(later) else None)
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
                        found.cost < self.costs.guard or need is None or not self.roomy
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
                undo.append(self.apply(found.spot.box))
                toe_ends.append(self.add_end(self.make_end(found.spot, need=need, ahead=ahead)))
            return PlaceVerdict(cost, tuple(toes))
        finally:
            for e in toe_ends:
                self.drop_end(e)
            for step in reversed(undo):
                self.revert(step)

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
                extra = self.wide(socket, False, double)
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
                        segment_hits(b, *line) for b in self.occupied.near(_span(*line))
                    ):
                        continue
                    found = self.judge(spot, None, what)
                    if found is None:
                        continue
                    cost = found.cost + 0.1 * k + (self.costs.diagonal if angle % 90 else 0.0)
                    if best is None or cost < best[0]:
                        best = (cost, Choice(spot, found.toes, line))
                if best is not None:
                    return best[1]
        raise AssertionError("unreachable: far from the table every place is free")

    # ----- the room around open ends ----------------------------------------------------

    def squeeze(self, box: Box, tile: Tile | None) -> float:
        """What putting ``box`` (for ``tile``) costs the open ends near it, in places and
        in foot room."""
        cost = self.cut_off(box) if self.later else 0.0
        if self.reserved:
            cost += self.trespass(box, tile)
        for e in self.ends_near(box):
            if box is e.owner:
                continue
            left = e.free
            for i, place in enumerate(e.places):
                if left >> i & 1 and box.overlaps(place, ROOM_MARGIN):
                    left &= ~(1 << i)
            cost += self.costs.cramp[left.bit_count()] - self.costs.cramp[e.free.bit_count()]
            if e.foot_ok and self.needs_foot(e) and any(box.overlaps(b, MARGIN) for b in e.foot):
                cost += self.costs.foot_steal
                if e.need:
                    cost += self.costs.guard
            if e.need is not None and e.free and not left:
                cost += self.costs.guard
        return cost

    def cut_off(self, box: Box) -> float:
        """``Costs.guard`` for each open end the table will play on whose free space ``box`` cuts
        below what its train will need (``End.ahead``); ends already short of it cost
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
                cost += self.costs.guard
            elif e.need is False and e.ahead >= 2 * self.costs.cells_per_tile:
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
                    cost += self.costs.guard
        return cost

    def guarded_rooms(self, tile: Tile | None) -> list[tuple[Box, ...]]:
        """The reserved rooms that are not ``tile``'s to take, each with its boxes
        where its end lay and where it lies now (rooms whose end has had every tile the
        table will play on it are free again)."""
        return [
            (*boxes, *self.live.get(owner, ()))
            for owner, boxes, exempt in self.reserved
            if tile not in exempt and self.children.get(owner, 0) < len(self.later[owner])
        ]

    def trespass(self, box: Box, tile: Tile | None) -> float:
        """``Costs.guard`` for each reserved room ``box`` takes that is not ``tile``'s."""
        return self.costs.guard * sum(
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

    def trapped(self, socket: Socket, extra: frozenset[tuple[int, int]]) -> float:
        """The cost of the free space ``socket`` reaches falling short of ``Costs.room_cells``
        (``extra`` cells count as covered)."""
        reach = self.reach(socket, extra)
        return self.costs.trapped * (self.costs.room_cells - reach) / self.costs.room_cells

    def hemmed(self, socket: Socket, box: Box, ahead: int) -> bool:
        """True when the open end ``socket`` of a tile at ``box`` reaches fewer free cells
        than the train the table will run from it needs (``ahead``)."""
        return bool(ahead) and self.reach(socket, cell_set(box), ahead) < ahead

    def reach(
        self, socket: Socket, extra: frozenset[tuple[int, int]], cap: int | None = None
    ) -> int:
        """The free cells ``socket`` reaches, up to ``cap`` (``extra`` cells count as
        covered): from just beyond it, or beside that point; ``cap`` defaults to the room
        an end should reach (``Costs.room_cells``)."""
        if cap is None:
            cap = self.costs.room_cells
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

    def crowd(self, socket: Socket) -> float:
        """The cost of tiles crowding the space in front of ``socket``."""
        ux, uy = direction(socket.angle)
        ahead, radius = self.costs.crowd_at
        cx, cy = socket.x + ux * ahead, socket.y + uy * ahead
        near = 0
        for b in self.occupied.near((cx - radius, cy - radius, cx + radius, cy + radius)):
            if (b.x - cx) ** 2 + (b.y - cy) ** 2 < radius**2:
                near += 1
        return self.costs.crowd * near

    def extent(self) -> tuple[float, float, float, float]:
        """The bounding box of every tile placed (the centre's place when none is)."""
        boxes = [p.box for p in self.placed] or [CENTRE]
        extents = [b.extent() for b in boxes]
        return (
            min(e[0] for e in extents),
            min(e[1] for e in extents),
            max(e[2] for e in extents),
            max(e[3] for e in extents),
        )


def _starts(socket: Socket) -> tuple[tuple[float, float], ...]:
    """Where the free space an open end reaches is counted from: just beyond it, then
    beside that point on either side."""
    ux, uy = direction(socket.angle)
    x, y = socket.x + ux * 0.6, socket.y + uy * 0.6
    return ((x, y), (x - uy, y + ux), (x + uy, y - ux))


def _span(a: tuple[float, float], b: tuple[float, float]) -> tuple[float, float, float, float]:
    return (min(a[0], b[0]), min(a[1], b[1]), max(a[0], b[0]), max(a[1], b[1]))
