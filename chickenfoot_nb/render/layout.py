"""Where every tile on the table lies: the centre double, its arms, trains and chicken feet.

The layout is a pure function of the table, built tile by tile in the order the tiles
were played (see :mod:`chickenfoot_nb.render.builder`): where a tile lies depends only on
the tiles played before it, so the picture of a later moment only adds tiles to the
picture of an earlier one, and no tile ever jumps.

The centre double lies across the east-west arms; the first tile of each arm sits at a
fixed place around it. Each later tile goes on the open end of the tile it was played
on; a double lies across its train and its three toes leave it like a chicken's foot.
Positions are in half-tile units (a tile is 2 x 1); ``polygon`` gives a tile's outline.

A tile can find no room at its open end when other trains walled that end in long before
(it would be set apart, with a bridge). What is done then lives in
:mod:`chickenfoot_nb.render.repairs`. The train it joins is laid again, from its last toe
or arm tile on, along a way whose end has room for it (``repaired``, see
:func:`~chickenfoot_nb.render.repairs.lay_train_again`): only the tiles of that train
move. When no such way is free, the branches beyond that toe or arm tile, or the one
before it, are laid again after every other tile, which keeps its place
(:func:`~chickenfoot_nb.render.repairs.lay_branches_again`). When that fails too, the
whole table is laid out again from the start, this time knowing its placements up to
that tile (``foresight``): ends that the table will play on keep room for the train that
will run from them. If a tile it foresaw is still set apart, it is laid out once more
with the room in front of the end that tile joins reserved (``reserved``): the tiles that
walled that end in now pay for taking it, as for walling in any end the table will play
on, and go elsewhere. A tile set apart after ``RESERVES`` rooms (since the foresight
last grew) makes the next try take another ``variant``: turn the trains the other way
(1, see :class:`~chickenfoot_nb.render.tile_costs.Preferences`), then either way on a
roomy table (2 and 3: trains to come keep more room, toes look round their double, and
the arms start one place further round the centre; see
:class:`~chickenfoot_nb.render.builder.Builder`). After ``VARIANTS`` of them the tiles
keep more space between them (``spread``). A wall that one variant builds, another
often leaves open. That ladder is :func:`~chickenfoot_nb.render.repairs.settle`.

So a round's picture changes at the rare moment a tile would otherwise float apart (one
train laid again, or the table laid out again: ``RELAYOUTS`` tries in a round at most);
between such moments, at the same ``level`` (foresight, spread, variant, rooms reserved
and trains laid again), an earlier moment is an exact prefix of a later one. A player
would rather see the table settle once than a tile floating on a dashed line for the
rest of the round. The level depends only on the table so far, so live play, a replay
and the timeline show the same picture at every moment. At that moment only, a target
shows the place the tile would have taken set apart, not where it lands after the table
is laid out again.

Because an earlier moment is a prefix of a later one, a moment is not laid out from its
first tile again: it goes on from a copy of the builder that laid the moment before (see
:func:`_build`), so a move costs what its own tile costs. Only a moment that lays the
table out again pays for whole tables.

>>> from chickenfoot_nb.round import Round
>>> r = Round.deal("spruce", players=4, seed=2)
>>> r.play("9|9")
>>> lay = table_layout(r.table)
>>> [(str(p.tile), p.box.x, p.box.y, p.box.angle) for p in lay.tiles]
[('9|9', 0.0, 0.0, 90)]
>>> len(lay.slots), lay.spot_for(Tile(9, 4), Tile(9, 9)) == lay.slots[0]
(4, True)
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import cached_property, lru_cache

from chickenfoot_nb.render.builder import Builder, PlacedTile
from chickenfoot_nb.render.geometry import Box, segment_hits
from chickenfoot_nb.render.repairs import Built, Settling, settle
from chickenfoot_nb.render.spots import CENTRE, Socket
from chickenfoot_nb.table import Placement, Table
from chickenfoot_nb.tiles import Tile

__all__ = ["PlacedTile", "TableLayout", "table_layout", "when_relaid"]


@dataclass(frozen=True)
class TableLayout:
    """The placed tiles, the open ends, and the empty places that must be filled next.

    ``open_ends`` holds each tile with an open end, the number it shows and the end
    itself. ``slots`` are the empty arm places while the arm phase lasts, or the missing
    toes of an open chicken foot. :meth:`spot_for` says where a tile would go.
    """

    tiles: tuple[PlacedTile, ...]
    open_ends: tuple[tuple[Tile, int, Socket], ...]
    slots: tuple[Box, ...]
    _builder: Builder = field(repr=False, compare=False)
    #: How many of the table's placements the layout knew in advance (see the module).
    foresight: int = 0
    #: How many steps wider than usual the tiles keep their distance (see the module).
    spread: int = 0
    #: Which way of turning the trains took (0: the usual one; see the module).
    variant: int = 0
    #: The rooms kept for open ends that a tile it foresaw was set apart from (see the
    #: module): each is the tile whose end it is, and the boxes kept.
    reserved: tuple[tuple[Tile, tuple[Box, ...]], ...] = ()
    #: How many times a train (or the branches it grows from) was laid again so that a
    #: tile walled in at its end found room (see the module).
    repaired: int = 0

    @property
    def level(self) -> tuple[int, int, int, int, int]:
        """How this table was laid out: foresight, spread, variant, rooms reserved and
        trains laid again. Two moments laid out at the same level are exact prefixes of
        one another."""
        return (self.foresight, self.spread, self.variant, len(self.reserved), self.repaired)

    def spot_for(self, tile: Tile, on: Tile | None) -> Box:
        """Where ``tile`` would lie if played on ``on`` (``None``: placed as the centre)."""
        b = self._builder
        if on is None:
            return CENTRE
        if on == b.centre:
            return b.arm_spot(b.children.get(on, 0)).box
        if on in b.plans:
            return b.plans[on][b.children.get(on, 0)].box
        return self._previews.preview(on, tile).box

    @cached_property
    def _previews(self) -> Builder:
        """A copy of the builder to try places on: the builder itself stays as it finished,
        for the next moment to go on from (see :func:`_build`)."""
        return self._builder.fork()

    def bridge_is_clear(self, p: PlacedTile) -> bool:
        """True when the bridge of ``p`` (a tile set apart) crosses no other tile."""
        if p.bridge is None:
            return True
        a, b = p.bridge
        span = (min(a[0], b[0]), min(a[1], b[1]), max(a[0], b[0]), max(a[1], b[1]))
        ends = {id(p.box), id(self._builder.boxes.get(p.on)) if p.on is not None else 0}
        return not any(
            segment_hits(box, a, b)
            for box in self._builder.occupied.near(span)
            if id(box) not in ends
        )

    def extent(self, extra: tuple[Box, ...] = ()) -> tuple[float, float, float, float]:
        """The bounding box of every tile, slot, bridge and ``extra`` box (the centre if empty).

        >>> table_layout(Table(9, None, 4, (), (), None, 0)).extent()
        (-0.5, -1.0, 0.5, 1.0)
        """
        boxes = [p.box for p in self.tiles] + list(self.slots) + list(extra)
        extents = [b.extent() for b in boxes or [CENTRE]]
        x0, y0 = min(e[0] for e in extents), min(e[1] for e in extents)
        x1, y1 = max(e[2] for e in extents), max(e[3] for e in extents)
        for p in self.tiles:
            for bx, by in p.bridge or ():
                x0, y0, x1, y1 = min(x0, bx), min(y0, by), max(x1, bx), max(y1, by)
        return (x0, y0, x1, y1)


#: Where each recent table's layout settled
#: (:class:`~chickenfoot_nb.render.repairs.Settling`), by its arms and placements: the
#: next moment of a round starts from where the one before settled, so a round that was
#: laid out again costs one layout per move, not one per level, and settles as the same
#: table laid out from scratch does.
_LEVELS: OrderedDict[tuple[int, tuple[Placement, ...]], Settling] = OrderedDict()
_LEVELS_KEPT = 256

#: The builder of each recent table's layout, as it finished (never placed on since: a
#: picture previews its targets on a copy), by its arms and placements: the next moment
#: of the round goes on from it (see :func:`_build`).
_LAID: OrderedDict[tuple[int, tuple[Placement, ...]], Builder] = OrderedDict()
_LAID_KEPT = 16


#: Who wants to know when a table is being laid out again (see :func:`when_relaid`).
_RELAID: list[Callable[[], None]] = []


@contextmanager
def when_relaid(tell: Callable[[], None]) -> Iterator[None]:
    """Within the block, call ``tell()`` when a layout starts laying a table out again.

    A table laid out again may take a few seconds (a few dozen tries on a crowded
    double-18 table): a widget can say so before the new picture comes. ``tell`` is called
    at most once per layout, before its second try.

    >>> from chickenfoot_nb import Round, Rules
    >>> from chickenfoot_nb.bots import HoarderBot, play_round
    >>> r = Round.deal(Rules.preset("spruce", set=18), players=2, seed=4)
    >>> t = play_round(r, [HoarderBot(40), HoarderBot(41)]).table
    >>> told = []
    >>> _LEVELS.clear(); table_layout.cache_clear()
    >>> with when_relaid(lambda: told.append("again")):
    ...     _ = table_layout(t)
    >>> told
    ['again']
    """
    _RELAID.append(tell)
    try:
        yield
    finally:
        _RELAID.remove(tell)


def _build(table: Table) -> Built:
    """The builder with every tile of ``table`` placed, and the foresight, spread,
    variant and reserved rooms it needed (:func:`~chickenfoot_nb.render.repairs.settle`).

    It starts where the table one tile shorter settled (:data:`_LEVELS`), and goes on from
    that table's builder when it is at hand (:data:`_LAID`): a move costs what its own
    tile costs, unless the table is laid out again. When that shorter table was never laid
    out (a widget draws only the moment a human is to move, after the bots have played
    several tiles), the moments between the last one laid out and this one are laid out
    first, in order, each going on from the one before: the same work a picture after every
    move would have done, rather than the whole table from its first tile, which would
    climb every relayout of the round again.

    >>> from chickenfoot_nb import Round, Rules
    >>> from chickenfoot_nb.bots import HoarderBot, play_round
    >>> r = Round.deal(Rules.preset("spruce", set=18), players=2, seed=4)
    >>> t = play_round(r, [HoarderBot(40), HoarderBot(41)]).table
    >>> b, known, spread, variant, reserved = _build(t)
    >>> known > 0, len(b.placed) == len(t), [p for p in b.placed if p.bridge]
    (True, True, [])
    """
    placements, arms = table.placements, table.arms_total
    for k in range(_last_laid(arms, placements) + 1, len(placements)):
        _lay(arms, placements[:k])
    return _lay(arms, placements)


def _last_laid(arms: int, placements: tuple[Placement, ...]) -> int:
    """How many of ``placements`` the longest shorter table whose layout settled
    (:data:`_LEVELS`) holds; one less than all of them when there is none (the table is
    then laid out from its first tile)."""
    for k in range(len(placements) - 1, 0, -1):
        if (arms, placements[:k]) in _LEVELS:
            return k
    return len(placements) - 1


def _lay(arms: int, placements: tuple[Placement, ...]) -> Built:
    """The layout of the table with ``arms`` and ``placements``, going on from where the
    table one tile shorter settled (see :func:`_build`), kept for the next moment."""
    before = (arms, placements[:-1])
    start = _LEVELS.get(before, Settling())
    laid = _LAID.get(before) if placements else None
    built, settled = settle(arms, placements, start, laid, _tell_relaid)
    key = (arms, placements)
    _LEVELS[key] = settled
    _LAID[key] = built.builder
    for kept, most in ((_LEVELS, _LEVELS_KEPT), (_LAID, _LAID_KEPT)):
        while len(kept) > most:
            kept.popitem(last=False)
    return built


def _tell_relaid() -> None:
    """Tell whoever asked (:func:`when_relaid`) that a table is being laid out again."""
    for tell in list(_RELAID):
        tell()


@lru_cache(maxsize=64)
def table_layout(table: Table) -> TableLayout:
    """Lay out every tile of ``table`` (cached: the same table is laid out once)."""
    b, known, spread, variant, reserved = _build(table)
    slots: tuple[Box, ...] = ()
    if table.centre is not None:
        started = b.children.get(table.centre, 0)
        if started < table.arms_total:
            slots = tuple(b.arm_spot(k).box for k in range(started, table.arms_total))
        elif table.foot is not None and table.foot in b.plans:
            slots = tuple(s.box for s in b.plans[table.foot][table.toes :])
    ends = tuple((t, n, b.ends[b.end_of[t]].socket) for t, n in table.open_ends if t in b.end_of)
    return TableLayout(
        tuple(b.placed), ends, slots, b, known, spread, variant, reserved, b.repaired
    )
