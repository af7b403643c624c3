"""Where a crowded table opens: a frame round the open ends the legal moves use.

A double-12 table late in a round holds 60 to 90 tiles. Drawn whole in the room a notebook
gives it, a tile's short side is 7 to 20 CSS pixels, and twelve pips in half of that cannot
be counted. So a board may open on part of the table: the smallest box round the places the
legal moves go (each target and the tile it joins, the centre double when a move starts an
arm), with a margin of one tile, grown to the room's shape, inside the table. A table small
enough to read whole opens whole (:func:`open_frame` gives None), and so does one whose
moves reach every corner of it.

The frame is a ``viewBox`` in the user units of :func:`~chickenfoot_nb.render.table.table_svg`
(whose table is drawn at the origin, whatever is selected), so it fits the picture of the
table with or without a tile picked.

>>> from chickenfoot_nb.round import Round
>>> r = Round.deal("spruce", players=4, seed=2)
>>> r.play("9|9")
>>> open_frame(r, r.legal_actions()) is None     # one tile on the table: it opens whole
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from chickenfoot_nb.actions import Action
from chickenfoot_nb.render.geometry import Box
from chickenfoot_nb.render.layout import TableLayout, table_layout
from chickenfoot_nb.render.palette import UNIT
from chickenfoot_nb.render.table import table_extent, targets
from chickenfoot_nb.round import Round
from chickenfoot_nb.table import Table

__all__ = ["ROOM", "SIDES_ROOM", "Room", "View", "open_frame", "room_for", "whole"]


class View(NamedTuple):
    """A ``viewBox``: the left and top edges, the width and the height, in user units."""

    x: float
    y: float
    width: float
    height: float


@dataclass(frozen=True)
class Room:
    """The room a board draws its table in, and what a reader needs there, in CSS pixels.

    ``width`` and ``height`` are the table area's (board.css gives it ``100vh - 420px`` of
    height, and the seats at its sides take some width: see :func:`room_for`); ``grow`` is how far
    the picture may be drawn past its natural size (seating's ``TABLE_GROWTH``); ``readable``
    is the short side of a tile under which its pips are hard to count, and ``largest`` the
    one a frame draws at most (a frame round one open end keeps the table round it in view);
    ``margin`` is the room kept round the open ends, in half-tile units (2: one tile's length);
    ``gain`` is how many times larger than the whole table a frame must draw a tile, or the
    table opens whole (a frame that cuts the table for little is no help).
    """

    width: float = 920.0
    height: float = 348.0
    grow: float = 2.2
    readable: float = 28.0
    largest: float = 36.0
    margin: float = 2.0
    gain: float = 1.25

    def tile_side(self, view: tuple[float, float, float, float]) -> float:
        """How many CSS pixels a tile's short side takes when ``view`` fills the room.

        >>> ROOM.tile_side((0, 0, 460, 174))
        40.0
        """
        per_unit = min(self.width / view[2], self.height / view[3], self.grow)
        return UNIT * per_unit


#: The room of a PuzzleWidget's table for two players, measured in JupyterLab at 1366x768
#: with its file browser open (the other player sits across the table).
ROOM = Room()

#: The same for three players or more: the others sit at the table's sides too, and leave it
#: 685 pixels of width.
SIDES_ROOM = Room(width=685.0)


def room_for(players: int) -> Room:
    """The room a board gives the table of ``players`` players (as widgets.seating seats them).

    >>> room_for(2).width, room_for(5).width
    (920.0, 685.0)
    """
    return ROOM if players <= 2 else SIDES_ROOM


def open_frame(
    r: Round,
    legal: Sequence[Action],
    *,
    table: Table | None = None,
    room: Room | None = None,
) -> View | None:
    """The part of ``r``'s table a board opens on for the ``legal`` moves, or None for all.

    None when the whole table (as drawn with no tile picked) shows a tile's short side at
    least ``room.readable`` pixels in ``room``, when no legal move is a play, or when the
    frame would not draw tiles ``room.gain`` times as large as the whole table does (the
    moves reach across it). The frame lies on the table and the places its moves may go, and
    has the room's shape. ``room`` is :func:`room_for` the round's players unless given;
    ``table`` is ``r.table`` when the caller has it already.

    >>> from chickenfoot_nb.rules import Rules
    >>> r = Round.deal(Rules.preset("spruce", set=12), players=6, seed=3, double=12)
    >>> while len(r.table) < 60:                      # a crowded double-12 table
    ...     plays = [a for a in r.legal_actions() if a.kind == "play"]
    ...     r.apply(plays[-1] if plays else r.legal_actions()[0])
    >>> [str(a) for a in r.legal_actions()]
    ['play 8|0 on 8|8']
    >>> view = open_frame(r, r.legal_actions())
    >>> room = room_for(r.players)
    >>> round(room.tile_side(whole(r))), round(room.tile_side(view))    # pixels a tile is wide
    (8, 36)
    """
    room = room_for(r.players) if room is None else room
    lay = table_layout(r.table if table is None else table)
    plays = [a for a in legal if a.kind == "play" and a.tile is not None]
    if not plays:
        return None
    shown = room.tile_side(_whole(lay))
    if shown >= room.readable:
        return None
    on_table = {p.tile: p.box for p in lay.tiles}
    places = [t for a in plays for t in targets(r, a.tile, lay, places=[a.on])]
    boxes = [t.box for t in places] + [on_table[t.on] for t in places if t.on in on_table]
    view = _shaped(_around(boxes, room.margin), room)
    x0, y0, x1, y1 = table_extent(lay, places)
    x, w = _inside(view.x, view.width, x0, x1)
    y, h = _inside(view.y, view.height, y0, y1)
    framed = View(round(x, 2), round(y, 2), round(w, 2), round(h, 2))
    return framed if room.tile_side(framed) >= shown * room.gain else None


def whole(r: Round) -> View:
    """The whole table of ``r`` as :func:`~chickenfoot_nb.render.table.table_svg` draws it
    with no tile picked.

    >>> from chickenfoot_nb.round import Round
    >>> whole(Round.deal("spruce", players=4, seed=2))
    View(x=-24.0, y=-34.0, width=48.0, height=68.0)
    """
    return _whole(table_layout(r.table))


def _whole(lay: TableLayout) -> View:
    x0, y0, x1, y1 = table_extent(lay, [])
    return View(x0, y0, x1 - x0, y1 - y0)


def _around(boxes: Sequence[Box], margin: float) -> View:
    """The bounding box of ``boxes`` with ``margin`` half-tile units round it, in user units."""
    x0 = min(b.x0 for b in boxes) - margin
    y0 = min(b.y0 for b in boxes) - margin
    x1 = max(b.x1 for b in boxes) + margin
    y1 = max(b.y1 for b in boxes) + margin
    return View(x0 * UNIT, y0 * UNIT, (x1 - x0) * UNIT, (y1 - y0) * UNIT)


def _shaped(view: View, room: Room) -> View:
    """``view`` grown about its centre to the room's shape, and large enough that a tile's
    short side is ``room.largest`` pixels at most."""
    least = UNIT / room.largest  # user units a pixel, at the largest tiles
    w = max(view.width, room.width * least, view.height * room.width / room.height)
    h = max(view.height, room.height * least, w * room.height / room.width)
    w = max(w, h * room.width / room.height)
    cx, cy = view.x + view.width / 2, view.y + view.height / 2
    return View(cx - w / 2, cy - h / 2, w, h)


def _inside(start: float, size: float, lo: float, hi: float) -> tuple[float, float]:
    """One side of a frame moved inside ``lo..hi`` (centred on it when larger): start, size."""
    if size >= hi - lo:
        return (lo + hi - size) / 2, size
    return min(max(start, lo), hi - size), size
