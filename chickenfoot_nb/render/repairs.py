"""Repairs for a walled-in end: what the layout does when a tile finds no room at its open
end, rather than set it apart with a bridge.

Three repairs, from the cheapest (see :mod:`chickenfoot_nb.render.layout` for when each
is tried):

- :func:`lay_train_again`: the train the tile joins is laid again, from its last toe or
  arm tile on, along a way whose end has room for it; only that train moves.
- :func:`lay_branches_again`: the branches beyond that toe or arm tile (or one before it)
  are laid again after every other tile, which keeps its place.
- the whole table is laid out again with foresight, then reserving the room in front of
  an end a tile was set apart from on an earlier try (:func:`room_for`), then with other
  ways of turning and more space: the ladder of :func:`settle`.

The first two are the last resort of :meth:`~chickenfoot_nb.render.builder.Builder.place`
given :func:`repair`; they change the builder through its own methods only.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import NamedTuple

from chickenfoot_nb.render.builder import (
    TIGHT,
    Builder,
    Choice,
    Option,
    PlacedTile,
    Placing,
    Setup,
)
from chickenfoot_nb.render.geometry import Box
from chickenfoot_nb.render.open_ends import Undo, end_boxes
from chickenfoot_nb.render.room import cell_set
from chickenfoot_nb.render.spots import Socket, Spot, spot_beside, spot_on
from chickenfoot_nb.render.tile_costs import NUDGES
from chickenfoot_nb.table import Placement
from chickenfoot_nb.tiles import Tile

#: How many places :func:`lay_train_again` may try for the train it lays again.
TRAIN_AGAIN_STEPS = 4000
#: How many toe or arm tiles up from a walled-in end :func:`lay_branches_again` may lay
#: the trains beyond again.
BRANCH_ROOTS = 3

#: Rooms reserved on a table laid out again: each is the tile whose open end it is, and
#: the boxes kept.
Reserved = tuple[tuple[Tile, tuple[Box, ...]], ...]


def repair(
    builder: Builder, p: Placement, what: Placing, branches: bool = True
) -> Choice | Builder | None:
    """What :meth:`~chickenfoot_nb.render.builder.Builder.place` does when ``p`` finds no
    room at its open end: lay the train it joins again (:func:`lay_train_again`, a place
    for ``p``), else, with ``branches``, the branches that train grows from
    (:func:`lay_branches_again`, a new builder with ``p`` laid); None when neither helps.

    >>> from chickenfoot_nb import Round, Rules
    >>> from chickenfoot_nb.bots import HoarderBot, play_round
    >>> r = Round.deal(Rules.preset("spruce", set=18), players=2, seed=7)
    >>> t = play_round(r, [HoarderBot(70), HoarderBot(71)]).table
    >>> b, plain = Builder(t.arms_total), Builder(t.arms_total)
    >>> for q in t.placements:
    ...     b, plain = b.place(q, repair), plain.place(q)
    >>> [len([q for q in x.placed if q.bridge]) for x in (b, plain)]
    [0, 1]
    """
    found = lay_train_again(builder, p, what)
    if found is not None:
        return Choice(found.spot, found.toes)
    return lay_branches_again(builder, p) if branches else None


def repair_train(builder: Builder, p: Placement, what: Placing) -> Choice | Builder | None:
    """:func:`repair` without laying the branches again (the costly one, which lays every other
    tile again: a draft leaves it to the settled layout).

    >>> import inspect
    >>> list(inspect.signature(repair_train).parameters)  # a Repair, as Builder.place takes
    ['builder', 'p', 'what']
    """
    return repair(builder, p, what, branches=False)


def lay_branches_again(builder: Builder, p: Placement) -> Builder | None:
    """A new builder with the trains beyond one toe or arm tile that ``p`` descends
    from laid again, then ``p``: None when they or ``p`` still find no room.

    When laying its own train again (:func:`lay_train_again`) found no way, the tiles played
    beyond the toe or arm tile that starts that train (branches and chicken feet
    too), then beyond the one before it (``BRANCH_ROOTS`` of them at most, nearest
    first), are laid again in their order, after every other tile, which keeps its
    place; ``p`` is laid last.
    """
    laid = builder.laid
    placed = {q.tile: q for q in laid.placed}
    roots: list[Tile] = []
    tile = p.on
    while tile is not None and tile != laid.centre and len(roots) < BRANCH_ROOTS:
        q = placed[tile]
        if q.on == laid.centre or q.on in laid.plans:
            roots.append(tile)
        tile = q.on
    for root in roots:
        beyond: set[Tile] = set()
        for q in laid.placed:  # in playing order, a tile comes after the one it joins
            if q.on == root or q.on in beyond:
                beyond.add(q.tile)
        if not beyond:
            continue
        pinned = {
            q.tile: Choice(q.spot, laid.plans.get(q.tile, ()), q.bridge)
            for q in laid.placed
            if q.tile not in beyond
        }
        b = Builder(*builder.setup, pinned=pinned)
        first = [q for q in laid.placements if q.tile not in beyond]
        again = [q for q in laid.placements if q.tile in beyond]
        for one in first:
            b.place(one)
        for one in again:
            b.place(one)
            if b.placed[-1].bridge is not None:
                break
        else:
            b.place(p)
            if b.placed[-1].bridge is None:
                return b.relaid([*laid.placements, p], laid.repaired + 1)
    return None


def lay_train_again(builder: Builder, p: Placement, what: Placing) -> Option | None:
    """Lay again the train that ``p`` joins, from its last toe or arm tile on, so that
    its open end has room for ``p``: the place of ``p`` (and its toes), or None.

    When the tiles before it walled in the end that ``p`` joins, only the tiles of
    that train move (the table settles once, as when it is laid out again), and every
    other tile stays. The train is searched tile by tile (a toe may also leave its
    double from another side), trying the turns and joins of
    :meth:`~chickenfoot_nb.render.builder.Builder.more` at each, the
    tile whose end reaches the most free space first, within ``TRAIN_AGAIN_STEPS`` places.

    >>> from chickenfoot_nb import Round, Rules
    >>> from chickenfoot_nb.bots import HoarderBot, play_round
    >>> r = Round.deal(Rules.preset("spruce", set=18), players=2, seed=7)
    >>> t = play_round(r, [HoarderBot(70), HoarderBot(71)]).table
    >>> from chickenfoot_nb.render.builder import Builder
    >>> b = Builder(t.arms_total)
    >>> for q in t.placements:
    ...     b = b.place(q, repair)
    >>> b.laid.repaired, [q.tile for q in b.placed if q.bridge]
    (2, [])
    """
    laid, o, terms = builder.laid, builder.open, builder.terms
    index = {q.tile: i for i, q in enumerate(laid.placed)}
    train: list[int] = []
    tile = p.on
    while tile is not None and tile in index:
        q = laid.placed[index[tile]]
        if q.on is None or q.on == laid.centre or q.bridge:
            break
        train.append(index[tile])
        tile = q.on
        if tile in laid.plans:
            break  # a toe: it may leave its double another way
    if not train or tile is None:
        return None
    train.reverse()
    anchor = laid.placed[index[tile]]
    old = [laid.placed[i] for i in train]
    toe = anchor.tile in laid.plans
    # Take the train off the table (its ends were all played on: only boxes go).
    for q in old:
        o.lift(q.box)
    steps = 0
    tried: list[tuple[Spot, Undo]] = []

    def walk(socket: Socket, parent: Box, left: int) -> Option | None:
        nonlocal steps
        if left == 0:
            return builder.choose_beside(socket, p.tile.is_double, parent, what)
        options = []
        if toe and left == len(old):
            sockets = (*anchor.spot.toes(), *anchor.spot.side_toes())
            candidates = [spot_on(s, t, False) for s in sockets for t, _ in terms.prefer.toe_turns]
        else:
            candidates = [spot_on(socket, t, False) for t, _ in terms.prefer.turns]
            candidates += [spot_on(socket, t, False, shift=d) for t, d, _ in NUDGES]
            candidates += [spot_beside(socket, side, False) for side, _ in terms.prefer.sides]
        for k, spot in enumerate(candidates):
            steps += 1
            if steps > TRAIN_AGAIN_STEPS:
                return None
            if not o.occupied.is_free(spot.box, TIGHT, ignore=parent):
                continue
            want = min(terms.costs.room_cells, terms.costs.cells_per_tile * (left + 1))
            reach = o.reach(spot.end(), cell_set(spot.box), want)
            options.append((-reach, k, spot))
        for _, _, spot in sorted(options, key=lambda o: (o[0], o[1])):
            tried.append((spot, o.apply(spot.box)))
            found = walk(spot.end(), spot.box, left - 1)
            if found is not None:
                return found
            o.revert(tried.pop()[1])
            if steps > TRAIN_AGAIN_STEPS:
                return None
        return None

    found = walk(anchor.spot.end(), anchor.box, len(old))
    if found is None:
        for q in old:
            o.put_down(q.box)
        return None
    builder.move([(i, spot) for i, (spot, _) in zip(train, tried, strict=True)])
    return found


def room_for(
    b: Builder, p: Placement, reserved: Reserved = ()
) -> tuple[Tile, tuple[Box, ...]] | None:
    """The room to reserve for ``p``, a tile that ``b`` set apart: the places beyond the
    open end of the tile it joins (its foot too, for a double), where they were.

    When that end has a room ``reserved`` already, the tile it joins was walled in where
    it lay: the room reserved is then the one in front of the end that tile joined (and
    so on up the train, past a double to the end it joined). None when the room of an
    arm's first tile is reserved already: that try has nothing more to learn.

    >>> from chickenfoot_nb.table import Placement
    >>> from chickenfoot_nb.render.builder import Builder
    >>> b = Builder(2)
    >>> for q in (Placement(Tile(9, 9), None, None, None, 9, 0),
    ...           Placement(Tile(9, 4), Tile(9, 9), 0, 0, 9, 1)):
    ...     b = b.place(q)
    >>> owner, boxes = room_for(b, Placement(Tile(4, 4), Tile(9, 4), 1, 0, 4, 2))
    >>> str(owner), len(boxes)
    ('9|4', 4)
    >>> room_for(b, Placement(Tile(4, 4), Tile(9, 4), 1, 0, 4, 2), ((Tile(9, 4), boxes),))
    """
    taken = {owner for owner, _ in reserved}
    placed = {q.tile: q for q in b.placed}
    centre = b.laid.centre
    child: Placement | PlacedTile = p
    while child.on in taken:
        up = placed[child.on]
        while up.on is not None and up.on.is_double and up.on != centre:
            up = placed[up.on]  # a toe: the room of the double's own end
        if up.on is None or up.on == centre:
            return None
        child = up
    assert child.on is not None
    places, foot = end_boxes(b.placed_spot(child.on).end())
    return (child.on, foot if child.tile.is_double else places)


#: How many times a table may be laid out again before a tile that finds no room is left
#: set apart (with more foresight, a room reserved, or another way of turning or spread).
RELAYOUTS = 45

#: How many variants (ways of turning, :class:`~chickenfoot_nb.render.tile_costs.Preferences`,
#: and of keeping room: see :class:`~chickenfoot_nb.render.builder.Builder`) a table laid
#: out again tries at each spread, before it spreads its tiles one step wider.
VARIANTS = 4

#: How many rooms a table laid out again may reserve at one variant and spread, since its
#: foresight last grew, before it tries the next.
RESERVES = 4


@dataclass(frozen=True)
class Settling:
    """Where laying out a round's table again has got to, after one of its moments: the
    foresight, level, rooms reserved (``fresh`` of them since the foresight last grew),
    the tries made, and the try whose first tile set apart came latest (its tile's index,
    foresight, level and rooms), which the last try takes up again."""

    known: int = 0
    level: int = 0
    reserved: Reserved = ()
    fresh: int = 0
    furthest: tuple[int, int, int, Reserved] | None = None
    tries: int = 0


def try_setup(arms: int, placements: tuple[Placement, ...], start: Settling) -> Setup:
    """The setup of a try :func:`settle` makes for the table with ``arms`` and
    ``placements`` at the foresight, level and rooms reserved of ``start`` (for its first
    try, where the table one tile shorter settled).

    >>> try_setup(4, (), Settling(level=VARIANTS + 1)).spread
    1
    """
    spread, variant = divmod(start.level, VARIANTS)
    return Setup(arms, placements[: start.known], spread, variant, start.reserved)


class Built(NamedTuple):
    """What :func:`settle` made: the builder with every tile placed, and the foresight,
    spread, variant and reserved rooms it needed."""

    builder: Builder
    known: int
    spread: int
    variant: int
    reserved: Reserved


def settle(
    arms: int,
    placements: tuple[Placement, ...],
    start: Settling,
    before: Builder | None,
    relaying: Callable[[], None],
) -> tuple[Built, Settling]:
    """The builder with every tile of ``table`` placed, and the foresight, spread,
    variant and reserved rooms it needed.

    The table is laid out without foresight first. At the first tile set apart beyond
    what the layout foresaw, it is laid out again foreseeing every placement up to that
    tile. A tile still set apart within the foresight makes the next try reserve the
    room in front of the end it joins, where that end lay (every other tile that takes it
    pays as for walling in an end, so the tiles that walled it in go elsewhere); after
    ``RESERVES`` rooms since the foresight last grew, the next try takes the next
    ``variant`` (another way of turning, a roomy table), and after ``VARIANTS`` of them
    keeps more space (``spread``), and so on. When every try within ``RELAYOUTS`` sets a
    tile apart, the last one lays the table out as the try whose first tile set apart came
    latest did. Each choice depends only on placements up to the tile that caused it, so
    a shorter table makes the same choices up to its own last tile, and a table one tile
    longer may start from the level that shorter one ended at.

    The ladder starts where the table one tile shorter settled (``start``), and its first
    try goes on from that table's builder (``before``, when it is at hand): it laid the
    same tiles with the same foresight, so placing the new tile on a copy of it
    (:meth:`~chickenfoot_nb.render.builder.Builder.fork`) is the layout from scratch, for
    the cost of one tile. ``relaying()`` is called before the second try. Returns the
    layout and where it settled.

    >>> from chickenfoot_nb import Round, Rules
    >>> from chickenfoot_nb.bots import HoarderBot, play_round
    >>> r = Round.deal(Rules.preset("spruce", set=18), players=2, seed=4)
    >>> t = play_round(r, [HoarderBot(40), HoarderBot(41)]).table
    >>> told = []
    >>> built, settled = settle(t.arms_total, t.placements, Settling(), None, lambda: told.append(1))
    >>> built.known == settled.known > 0, told, [p for p in built.builder.placed if p.bridge]
    (True, [1], [])
    """
    known, level, reserved, fresh = start.known, start.level, start.reserved, start.fresh
    furthest = start.furthest
    for tries in range(start.tries, RELAYOUTS + 1):
        if tries == start.tries + 1:
            relaying()
        if tries == RELAYOUTS and tries > start.tries and furthest is not None:
            _, known, level, reserved = furthest
        setup = try_setup(arms, placements, Settling(known, level, reserved))
        spread, variant = setup.spread, setup.variant
        if tries == start.tries and before is not None and before.setup == setup:
            b, first = before.fork(), len(placements) - 1
        else:
            b, first = Builder(*setup), 0
        for k in range(first, len(placements)):
            p = placements[k]
            b = b.place(p, repair)
            if tries < RELAYOUTS and b.placed[-1].bridge is not None:
                if furthest is None or k >= furthest[0]:
                    furthest = (k, known, level, reserved)
                if k >= known:
                    known, fresh = k + 1, 0
                elif fresh < RESERVES and (room := room_for(b, p, reserved)):
                    reserved, fresh = (*reserved, room), fresh + 1
                else:
                    level, reserved, fresh = level + 1, (), 0
                break
        else:
            break
    settled = Settling(known, level, reserved, fresh, furthest, tries)
    return Built(b, known, spread, variant, reserved), settled
