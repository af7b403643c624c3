"""The game behind the GameWidget: seats, selection, clicks turned into actions, the timeline.

It holds no display code: the widget draws what this model holds, and a notebook or a test
drives it with the same calls a click in the browser makes. Its parts live beside it:
:mod:`~chickenfoot_nb.widgets.clicks` (clicks to actions), :mod:`~chickenfoot_nb.widgets.timeline`
(step, undo, redo), :mod:`~chickenfoot_nb.widgets.records` (save, load),
:mod:`~chickenfoot_nb.widgets.panels` (the panels' words), on the shared
:mod:`~chickenfoot_nb.widgets.state`, :mod:`~chickenfoot_nb.widgets.history` and
:mod:`~chickenfoot_nb.widgets.seats`.

>>> g = GameController("spruce", players=3, seed=4, seats=["human", "greedy", "greedy"])
>>> g.round.seat, g.selectable()
(0, ['9|9'])
>>> g.click("9|9")          # one place to go: it is played at once
True
>>> g.message
'Seat 0 placed 9|9 in the centre. Then: Seat 1 played 9|8 on 9|9; Seat 2 played 9|6 on 9|9.'
>>> g.click("5|2")
False
>>> g.message
'5|2 cannot be played now: 2 of the 4 arms are started: start a new arm with a 9 (5|2 has no 9).'
>>> g.undo()
True
>>> g.round.seat, g.length
(0, 0)
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from chickenfoot_nb.bots import Bot
from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.match import Match
from chickenfoot_nb.rules import Rules
from chickenfoot_nb.widgets import panels
from chickenfoot_nb.widgets.clicks import Clicks
from chickenfoot_nb.widgets.history import History
from chickenfoot_nb.widgets.records import Records
from chickenfoot_nb.widgets.seats import MAX_ACTIONS, SEAT_KINDS, Seats
from chickenfoot_nb.widgets.timeline import TimelineControls

__all__ = ["MAX_ACTIONS", "SEAT_KINDS", "GameController"]

log = logging.getLogger(__name__)

F = TypeVar("F", bound=Callable[..., Any])


class GameController(Clicks, TimelineControls, Records):
    """A match being played at one table: who sits where, what is shown, what is selected.

    ``rules`` is a :class:`Rules` or a preset name and ``options`` change single rules, as for
    :class:`Match`. ``seats`` gives each seat ``"human"``, ``"greedy"``, ``"random"`` or a bot
    object (default: seat 0 human, the others greedy). ``viewer`` is the seat whose hand is
    shown face up (default: the first human seat); ``teacher`` shows every hand. With
    ``autoplay`` on and a human at the table, bots move by themselves after a human's action.

    The traits (``shown_step``, ``length``, ``selected``, ``viewer``, ``teacher``,
    ``message``, ``message_kind``, ``revision``) are what a view observes; ``revision``
    goes up once after every change, so a view redraws once per click.
    """

    def __init__(
        self,
        rules: Rules | str = "spruce",
        players: int | Sequence[str] = 4,
        *,
        seats: Sequence[str | Bot] | None = None,
        seed: int | str | None = None,
        viewer: int | None = None,
        teacher: bool = False,
        autoplay: bool = True,
        match: Match | None = None,
        **options: Any,
    ) -> None:
        super().__init__()
        self._history = History(
            match if match is not None else Match(rules, players, seed=seed, **options)
        )
        self._seed = seed
        self.set_seats(seats, refresh=False)
        self.teacher = teacher
        self.autoplay = autoplay
        self.viewer = viewer if viewer is not None else self._seats.first_human
        self._sync(jump=True)
        if self.autoplay:
            self._bots_move([])
        self._changed()

    # ----- seats and view -------------------------------------------------------------

    def set_seats(self, seats: Sequence[str | Bot] | None, refresh: bool = True) -> None:
        """Give each seat ``"human"``, ``"greedy"``, ``"random"`` or a bot object."""
        self._seats = Seats(seats, self.players, self._seed)
        if refresh:
            self._changed()

    def set_view(self, viewer: int | None = None, teacher: bool | None = None) -> bool:
        """Show ``viewer``'s hand face up, and/or switch the teacher view (every hand face up)."""
        if viewer is not None:
            if not 0 <= viewer < self.players:
                return self._refuse(
                    f"there is no seat {viewer}: seats go from 0 to {self.players - 1}"
                )
            self.viewer = viewer
        if teacher is not None:
            self.teacher = teacher
        sel = self.selected_tile
        if sel is not None and not self.sees(self.shown.holder(sel) or 0):
            self.selected = ""
        who = "every hand" if self.teacher else f"{self.match.names[self.viewer]}'s hand"
        return self._say(f"Showing {who} face up.")

    def set_seat(self, seat: int, kind: str | Bot) -> None:
        """Change who plays one seat."""
        kinds = list(self._seats.kinds)
        kinds[seat] = kind
        self.set_seats(kinds)

    # ----- explanations ---------------------------------------------------------------

    def explain(self) -> list[tuple[str, str]]:
        """The explanation panel: (heading, plain sentence) pairs for the moment shown."""
        return panels.explain(self)

    def score_rows(self) -> list[tuple[str, str, int, int]]:
        """At the end of a round: (name, tiles left, pips, match total) for each seat."""
        return panels.score_rows(self.match)

    def result(self) -> str:
        """How the round ended, and at the end of the match who won and why."""
        return panels.result(self.match)

    # ----- the front end --------------------------------------------------------------

    def handle_event(self, event: dict[str, Any]) -> bool:
        """Act on one event from the board in the browser (``{"kind": ..., ...}``)."""
        kind = event.get("kind")
        if kind in ("tile", "table"):
            return self.click(str(event["tile"]))
        if kind == "target":
            return self.click_target(str(event["on"]))
        if kind == "hidden":
            return self.click_hidden(int(event["seat"]))
        if kind == "key":
            return self.key(str(event["key"]))
        return False

    def guard(self, fn: F) -> F:
        """Wrap a callback so that an error is shown in :attr:`message`, never raised.

        A front end swallows exceptions raised in observers; a learner should see them.
        """

        def wrapped(*args: Any, **kwargs: Any) -> Any:
            try:
                return fn(*args, **kwargs)
            except ChickenFootError as e:
                return self._refuse(str(e))
            except Exception as e:  # shown to the reader instead of lost
                log.exception("error in a widget callback")
                self._error(f"Something went wrong: {type(e).__name__}: {e}")
                return False

        return wrapped  # type: ignore[return-value]
