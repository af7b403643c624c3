"""What the exercises read off a position: the tiles a seat could play, whose turn it is, and the question which tiles can be played now."""

from __future__ import annotations

from chickenfoot_nb.explain import verdicts
from chickenfoot_nb.i18n import _
from chickenfoot_nb.lessons.check import Check
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


def which_playable(r: Round, situation: str, *, explain: str, hint: str) -> Check:
    """Ask which tiles the seat to move can play now, after a sentence on the ``situation``.

    >>> q = which_playable(Round.deal("spruce", players=3, seed=2), "The round has begun.", explain="", hint="")
    >>> q.check("9|9")
    True
    """
    return Check(
        _(
            "{situation} Which tiles in {name}'s hand can be played now? Write them all (or none)."
        ).format(situation=situation, name=seat_name(r)),
        playable_tiles(r),
        picture=r,
        explain=explain,
        hint=hint,
    )
