"""Who sits at the table and whose hand is seen: the seats' players and the view.

>>> from chickenfoot_nb.widgets.controller import GameController
>>> g = GameController("spruce", players=2, seed=4)
>>> g.set_seats(["human", "clever"]), g.message
(False, "seat 1: there is no seat kind 'clever': use 'human', 'random', 'greedy', 'careful', 'medium', 'hard', 'expert' or a bot object with choose(view, legal)")
>>> g.set_view(teacher=True), g.message
(True, 'Showing every hand face up.')
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from chickenfoot_nb.bots import Bot
from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.i18n import _
from chickenfoot_nb.widgets import checks
from chickenfoot_nb.widgets.seats import Seats
from chickenfoot_nb.widgets.words import no_seat

if TYPE_CHECKING:
    from chickenfoot_nb.widgets.controller import GameController

__all__ = ["Chairs", "seat_list"]


class Chairs:
    """The seats' players and the view of one game ``g`` (see :class:`GameController`'s)."""

    def __init__(self, g: GameController) -> None:
        self._g = g

    def set_seats(self, seats: Sequence[str | Bot] | None) -> bool:
        """Give each seat ``"human"``, ``"greedy"``, ``"random"`` or a bot object."""
        g = self._g
        g._seats = Seats(seat_list(seats), g.players, g._seed)
        return g._say("")

    def set_seat(self, seat: int, kind: str | Bot) -> bool:
        """Change who plays one seat."""
        g = self._g
        kinds = list(g._seats.kinds)
        checks.whole(seat, "seat")
        if not 0 <= seat < g.players:
            return g._refuse(lambda: no_seat(seat, g.players))
        kinds[seat] = kind
        return g.set_seats(kinds)

    def set_view(self, viewer: int | None, teacher: bool | None) -> bool:
        """Show ``viewer``'s hand face up, and/or switch the teacher view (every hand face up)."""
        g = self._g
        if viewer is not None:
            checks.whole(viewer, "viewer")
        if teacher is not None:
            checks.flag(teacher, "teacher")
        if viewer is not None:
            if not 0 <= viewer < g.players:
                return g._refuse(lambda: no_seat(viewer, g.players))
            g.viewer = viewer
        if teacher is not None:
            g.teacher = teacher
        sel = g.selected
        if sel is not None and not g.sees(g.shown.holder(sel) or 0):
            g.selected = None
        if g.teacher:
            return g._say(lambda: _("Showing every hand face up."))
        # Names are looked up when said: a seat given no name is named in the language of then.
        m, seat = g.match, g.viewer
        return g._say(lambda: _("Showing {name}'s hand face up.").format(name=m.names[seat]))


def seat_list(seats: Any) -> Sequence[str | Bot] | None:
    """``seats`` when it is a list (or tuple) of seat kinds, or None.

    >>> seat_list(("human", "greedy")), seat_list(None)
    (('human', 'greedy'), None)
    """
    if seats is not None and not isinstance(seats, (list, tuple)):
        raise ChickenFootError(
            _("seats must be a list with one kind per seat, like {example}, not {value}.").format(
                example="['human', 'greedy']", value=checks.shown(seats)
            )
        )
    return seats
