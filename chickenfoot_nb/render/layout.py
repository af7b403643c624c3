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
:func:`_build`), so a move costs what its own tile costs; moments never drawn (the bots'
moves between two turns of a human) are laid out on the way. Only a moment that lays the
table out again pays for whole tables: up to a few dozen of them on a crowded double-18
table, half a minute on a small machine. A picture asked for with a :class:`Hurry` that collects drafts does
not wait for that: it shows the table before that moment with the new tile set apart on its
bridge, marked ``draft``, and the caller lays the table out afterwards (the game widget
in a thread) and draws it again. The settled picture of every moment is the same either
way.

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

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from threading import Lock

from chickenfoot_nb.render.builder import Builder, PlacedTile
from chickenfoot_nb.render.geometry import Box, segment_hits
from chickenfoot_nb.render.kept import Layouts, Moments
from chickenfoot_nb.render.repairs import Built, Settling, repair_train, settle, try_setup
from chickenfoot_nb.render.spots import CENTRE, Socket
from chickenfoot_nb.table import Table
from chickenfoot_nb.tiles import Tile

__all__ = [
    "Hurry",
    "Layouts",
    "PlacedTile",
    "TableLayout",
    "forget_layouts",
    "table_layout",
]


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
    #: A draft (see :class:`Hurry`): the table has not settled yet, and a tile may lie set
    #: apart where the table laid out again would make room for it.
    draft: bool = False
    _previews: Builder | None = field(default=None, repr=False, compare=False)
    _trying: Lock = field(default_factory=Lock, repr=False, compare=False)

    @property
    def level(self) -> tuple[int, int, int, int, int]:
        """How this table was laid out: foresight, spread, variant, rooms reserved and
        trains laid again. Two moments laid out at the same level are exact prefixes of
        one another."""
        return (self.foresight, self.spread, self.variant, len(self.reserved), self.repaired)

    def spot_for(self, tile: Tile, on: Tile | None) -> Box:
        """Where ``tile`` would lie if played on ``on`` (``None``: placed as the centre)."""
        b = self._builder
        laid = b.laid
        if on is None:
            return CENTRE
        if on == laid.centre:
            return b.terms.arm_spot(laid.children.get(on, 0)).box
        if on in laid.plans:
            return laid.plans[on][laid.children.get(on, 0)].box
        # A preview tries places on a copy (the builder stays as it finished, for the next
        # moment to go on from), one thread at a time: a try changes the copy for a while.
        with self._trying:
            if self._previews is None:
                object.__setattr__(self, "_previews", b.fork())
            assert self._previews is not None
            return self._previews.preview(on, tile).box

    def bridge_is_clear(self, p: PlacedTile) -> bool:
        """True when the bridge of ``p`` (a tile set apart) crosses no other tile."""
        if p.bridge is None:
            return True
        a, b = p.bridge
        span = (min(a[0], b[0]), min(a[1], b[1]), max(a[0], b[0]), max(a[1], b[1]))
        ends = {id(p.box), id(self._builder.laid.boxes.get(p.on)) if p.on is not None else 0}
        return not any(
            segment_hits(box, a, b)
            for box in self._builder.open.occupied.near(span)
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


#: The layouts kept in this process.
_KEPT: Layouts[TableLayout] = Layouts()


@dataclass(frozen=True)
class Hurry:
    """What a picture that cannot wait asks of :func:`table_layout`: passed, never ambient.

    ``drafts``, when given, collects the tables drawn as drafts. A tile walled in at its open
    end makes the table be laid out again, which may take seconds on a crowded double-18 table
    (see the module): with ``drafts``, :func:`table_layout` does not wait for that. It goes on
    from the moment before (settled or a draft itself), places the new tile where it finds
    room, set apart on a bridge if it must, marks the layout ``draft`` and adds the table to
    ``drafts``: lay each out with :func:`table_layout` afterwards (a widget does it in a
    thread, then draws the table again). A table that needs no laying out again is the same
    either way.

    ``relaid`` are told when a table starts to be laid out again (at most once per layout,
    before its second try): a widget can say so before the new picture comes.

    >>> from chickenfoot_nb import Round, Rules
    >>> from chickenfoot_nb.bots import HoarderBot, play_round
    >>> r = Round.deal(Rules.preset("spruce", set=18), players=2, seed=4)
    >>> t = play_round(r, [HoarderBot(40), HoarderBot(41)]).table
    >>> told: list[str] = []
    >>> forget_layouts()
    >>> _ = table_layout(t, Hurry(relaid=(lambda: told.append("again"),)))
    >>> told
    ['again']
    >>> forget_layouts()
    >>> walled = next(k for k in range(1, len(t)) if table_layout(part(t, k)).foresight)
    >>> forget_layouts()
    >>> _ = table_layout(part(t, walled - 1))
    >>> pending: list[Table] = []
    >>> lay = table_layout(part(t, walled), Hurry(drafts=pending))
    >>> lay.draft, pending == [part(t, walled)], sum(p.bridge is not None for p in lay.tiles)
    (True, True, 1)
    >>> settled = table_layout(part(t, walled))
    >>> settled.draft, [p for p in settled.tiles if p.bridge]
    (False, [])
    """

    drafts: list[Table] | None = None
    relaid: tuple[Callable[[], None], ...] = ()

    def tell(self) -> None:
        """Tell whoever asked that a table is being laid out again."""
        for tell in self.relaid:
            tell()


#: Nothing asked: a table that must be laid out again is waited for, and nobody is told.
_AT_EASE = Hurry()


def part(table: Table, k: int) -> Table:
    """The table at the moment it held its first ``k`` tiles, as far as laying it out goes
    (its open ends and foot are not worked out again).

    >>> from chickenfoot_nb.round import Round
    >>> r = Round.deal("spruce", players=4, seed=2)
    >>> r.play("9|9")
    >>> len(part(r.table, 0).placements)
    0
    """
    return replace(table, placements=table.placements[:k], open_ends=(), foot=None)


def forget_layouts() -> None:
    """Forget every layout kept (settled, drafts, and the builders to go on from): the next
    table is laid out from its first tile.

    >>> from chickenfoot_nb.round import Round
    >>> r = Round.deal("spruce", players=4, seed=2)
    >>> r.play("9|9")
    >>> first = table_layout(r.table)
    >>> forget_layouts()
    >>> again = table_layout(r.table)
    >>> again is first, again.tiles == first.tiles
    (False, True)
    """
    _KEPT.forget()


def _build(table: Table, hurry: Hurry = _AT_EASE, kept: Layouts[TableLayout] = _KEPT) -> Built:
    """The builder with every tile of ``table`` placed, and the foresight, spread,
    variant and reserved rooms it needed (:func:`~chickenfoot_nb.render.repairs.settle`).

    It starts where the table one tile shorter settled (``kept.levels``), and goes on from
    that table's builder when it is at hand (``kept.builders``): a move costs what its own
    tile costs, unless the table is laid out again. When that shorter table was never laid
    out (a widget draws only the moment a human is to move, after the bots have played
    several tiles), the moments between the last one laid out and this one are laid out
    first, in order, each going on from the one before: the same work a picture after every
    move would have done, rather than the whole table from its first tile, which would
    climb every relayout of the round again. ``hurry`` is told when the table is laid out
    again.

    >>> from chickenfoot_nb import Round, Rules
    >>> from chickenfoot_nb.bots import HoarderBot, play_round
    >>> r = Round.deal(Rules.preset("spruce", set=18), players=2, seed=4)
    >>> t = play_round(r, [HoarderBot(40), HoarderBot(41)]).table
    >>> b, known, spread, variant, reserved = _build(t)
    >>> known > 0, len(b.placed) == len(t), [p for p in b.placed if p.bridge]
    (True, True, [])
    """
    moments, n = Moments(table.arms_total, table.placements), len(table.placements)
    last = kept.longest(moments, n, ("levels",)) or n - 1
    for k in range(last + 1, n):
        _lay(moments, k, hurry, kept)
    return _lay(moments, n, hurry, kept)


def _lay(moments: Moments, k: int, hurry: Hurry, kept: Layouts[TableLayout]) -> Built:
    """The layout of the table of the first ``k`` of ``moments``, going on from where the
    table one tile shorter settled (see :func:`_build`), kept for the next moment."""
    key = moments.key(k)
    done, level = kept.builder(key), kept.level(key)
    if done is not None and level is not None:  # laid already (by a draft that needed no more)
        return _built(done)
    before = moments.key(k - 1) if k else key
    start = kept.level(before) or Settling()
    laid = kept.builder(before) if k else None
    built, settled = settle(moments.arms, key.placements, start, laid, hurry.tell)
    kept.keep(key, settled, built.builder)
    return built


def _built(b: Builder) -> Built:
    """What :func:`settle` made, for the builder ``b`` it made."""
    setup = b.setup
    return Built(b, len(setup.foresight), setup.spread, setup.variant, setup.reserved)


def _draft(table: Table, hurry: Hurry, kept: Layouts[TableLayout]) -> TableLayout | None:
    """The draft of ``table`` (see :class:`Hurry`); None when it needs none (it settled,
    or it is laid out for what its tiles cost).

    The moments since the last one laid out (settled or drafted) are laid one tile each, on
    a copy of the builder of the moment before, which may lay a walled-in train again but
    not the branches it grows from (the costly repair, see
    :mod:`~chickenfoot_nb.render.repairs`). A moment after a settled one whose tile finds
    room is what :func:`settle` would make of it, and is kept as settled; from the first
    tile set apart on, the moments are drafts.
    """
    moments, n = Moments(table.arms_total, table.placements), len(table.placements)
    key = moments.key(n)
    if not n or kept.builder(key) is not None or kept.level(key) is not None:
        return None  # settled already (back along the timeline: one try at its level)
    if kept.draft(key) is None:
        last = kept.longest(moments, n, ("builders", "drafts"))
        if last == 0:  # nothing at hand: the first tile is laid as settle lays it
            _lay(moments, 1, hurry, kept)
            last = 1
        for k in range(last + 1, n + 1):
            if not _lay_draft(moments, k, kept):
                return None
    drafted = kept.draft(key)
    return None if drafted is None else _picture(table, _built(drafted), draft=True)


def _lay_draft(moments: Moments, k: int, kept: Layouts[TableLayout]) -> bool:
    """Lay the ``k``-th tile of ``moments`` on a copy of the builder of the moment before
    (see :func:`_draft`): kept as settled when it is what :func:`settle` would make of it,
    else as a draft. False when the moment before is no longer at hand."""
    key, before = moments.key(k), moments.key(k - 1)
    placements = key.placements
    parent, start = kept.builder(before), kept.level(before)
    if parent is None or start is None:
        parent, start = kept.draft(before), None
        if parent is None:
            return False
    b = parent.fork().place(placements[-1], repair_train)
    if (
        start is not None
        and b.placed[-1].bridge is None
        and parent.setup == try_setup(moments.arms, placements, start)
    ):
        kept.keep(key, start, b)  # what settle makes when its first try finds room
    else:
        kept.keep_draft(key, b)
    return True


def table_layout(table: Table, hurry: Hurry | None = None) -> TableLayout:
    """Lay out every tile of ``table`` (kept: the same table is laid out once).

    With ``hurry`` (see :class:`Hurry`), a table that must be laid out again may be a draft,
    at once, and whoever waits is told.

    >>> from chickenfoot_nb.round import Round
    >>> r = Round.deal("spruce", players=4, seed=2)
    >>> r.play("9|9")
    >>> table_layout(r.table, Hurry(drafts=[])) == table_layout(r.table)
    True
    """
    hurry = _AT_EASE if hurry is None else hurry
    if hurry.drafts is not None:
        drafted = _draft(table, hurry, _KEPT)
        if drafted is not None:
            if table not in hurry.drafts:
                hurry.drafts.append(table)
            return drafted
    lay = _KEPT.picture(table)
    if lay is None:
        lay = _KEPT.keep_picture(table, _picture(table, _build(table, hurry, _KEPT)))
    return lay


def _picture(table: Table, built: Built, draft: bool = False) -> TableLayout:
    """The layout of ``table`` from the builder that laid it."""
    b, known, spread, variant, reserved = built
    laid = b.laid
    slots: tuple[Box, ...] = ()
    if table.centre is not None:
        started = laid.children.get(table.centre, 0)
        if started < table.arms_total:
            slots = tuple(b.terms.arm_spot(k).box for k in range(started, table.arms_total))
        elif table.foot is not None and table.foot in laid.plans:
            slots = tuple(s.box for s in laid.plans[table.foot][table.toes :])
    ends = tuple(
        (t, n, b.open.ends[laid.end_of[t]].socket) for t, n in table.open_ends if t in laid.end_of
    )
    return TableLayout(
        tuple(laid.placed), ends, slots, b, known, spread, variant, reserved, laid.repaired, draft
    )
