"""What the exercises read off a position: the tiles a seat could play, and whose turn it names."""

from __future__ import annotations

from chickenfoot_nb.explain import verdicts
from chickenfoot_nb.round import Round
from chickenfoot_nb.tiles import Tile


def playable_tiles(r: Round, seat: int | None = None) -> frozenset[Tile]:
    """The tiles ``seat`` (default: the seat to move) could play now.

    >>> playable_tiles(Round.deal("spruce", players=3, seed=2))
    frozenset({Tile(9, 9)})
    """
    return frozenset(v.tile for v in verdicts(r, seat) if v.playable)


def seat_name(r: Round, seat: int | None = None) -> str:
    """The name of ``seat`` (default: the seat to move).

    >>> seat_name(Round.deal("spruce", players=3, seed=2))
    'Seat 0'
    """
    return r.names[r.seat if seat is None else seat]
