"""What a layout's search places and finds: the input of a search (:class:`Placing`), the
places it finds (:class:`Option`, :class:`Choice`, :class:`PlaceVerdict`) and a tile laid
with its place (:class:`PlacedTile`). All are values (see
:mod:`chickenfoot_nb.render.builder`).

>>> from chickenfoot_nb.render.spots import CENTRE, Spot
>>> PlacedTile(Tile(9, 9), None, None, None, 0, 9, 9, Spot(CENTRE, 0)).polygon[0]
(0.5, -1.0)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from chickenfoot_nb.render.geometry import Box
from chickenfoot_nb.render.spots import Spot
from chickenfoot_nb.tiles import Tile

Bridge = tuple[tuple[float, float], tuple[float, float]]


@dataclass(frozen=True, slots=True)
class Placing:
    """What a search is placing: the explicit input of every step of it.

    ``tile`` is the tile being placed or previewed (a room reserved for the end of one of
    its ancestors is its to take, and a double's toes look up what the table will play on
    them); ``shows`` the number its open end will show (None: not known); ``need`` and
    ``ahead`` what the table will play on that end and the free cells it must reach (see
    :meth:`~chickenfoot_nb.render.terms.Terms.need_of`); ``margin`` the space it keeps
    from the other tiles.
    """

    tile: Tile | None
    margin: float
    shows: int | None = None
    need: bool | None = None
    ahead: int = 0


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
