"""What every part of the GameController shares: the traits a view observes, the timeline, the seats.

The controller's commands live in small mixins (:mod:`~chickenfoot_nb.widgets.clicks`,
:mod:`~chickenfoot_nb.widgets.timeline`, :mod:`~chickenfoot_nb.widgets.records`) built on
this class; each of them reads the game and answers through the few methods here.

>>> from chickenfoot_nb.widgets.controller import GameController
>>> g = GameController("spruce", players=3, seed=4, seats=["human", "greedy", "greedy"])
>>> g.players, g.seat_kind(1), g.is_human(0), g.sees(1), g.live
(3, 'greedy', True, False, True)
"""

from __future__ import annotations

from traitlets import Bool, HasTraits, Int, Unicode

from chickenfoot_nb.actions import Action
from chickenfoot_nb.match import Match
from chickenfoot_nb.round import Round
from chickenfoot_nb.tiles import Tile
from chickenfoot_nb.widgets.history import History
from chickenfoot_nb.widgets.seats import Seats


class ControllerState(HasTraits):
    """The state of a table and the answer to the last call; a subclass sets it up."""

    shown_step = Int(0, help="the moment shown: after this many actions of the round")
    length = Int(0, help="how many actions the current round has had")
    selected = Unicode("", help="the tile picked in hand, as text ('9|4'), or ''")
    viewer = Int(0, help="the seat whose hand is face up")
    teacher = Bool(False, help="show every hand face up")
    autoplay = Bool(True, help="bots move by themselves after a human's action")
    message = Unicode("", help="the answer to the last click or command")
    message_kind = Unicode("info", help="'info', 'refused' (a rule said no) or 'error'")
    revision = Int(0, help="goes up once after each change")

    _history: History
    _seats: Seats
    _seed: int | str | None

    # ----- what a view reads ----------------------------------------------------------

    @property
    def match(self) -> Match:
        """The match being played."""
        return self._history.match

    @property
    def round(self) -> Round:
        """The round being played now (the end of the timeline)."""
        return self._history.round

    @property
    def shown(self) -> Round:
        """The round as it is at the moment shown (the live round itself at the end)."""
        return self._history.at(self.shown_step)

    @property
    def live(self) -> bool:
        """True when the moment shown is the latest one."""
        return self.shown_step == self.length

    @property
    def selected_tile(self) -> Tile | None:
        """The tile picked in hand, if any."""
        return Tile.parse(self.selected) if self.selected else None

    @property
    def players(self) -> int:
        """How many seats play."""
        return self.match.players

    def seat_kind(self, seat: int) -> str:
        """``"human"``, a bot's name (``"greedy"``, ``"random"``), or a custom bot's class name."""
        return self._seats.kind(seat)

    def is_human(self, seat: int) -> bool:
        """True when a person plays ``seat`` by clicking."""
        return self._seats.is_human(seat)

    def sees(self, seat: int) -> bool:
        """True when the viewer may see ``seat``'s hand."""
        return self.teacher or seat == self.viewer

    # ----- inside ---------------------------------------------------------------------

    def _choose(self, seat: int) -> Action | None:
        """The action of ``seat``'s bot (or the greedy helper); None, said, when it failed."""
        a = self._seats.choose(self.round, seat)
        if isinstance(a, str):
            self._error(a)
            return None
        return a

    def _bots_move(self, said: list[str]) -> None:
        """Let bot seats act until a human seat is to move (only with a human at the table)."""
        failed = self._seats.play_bots(self._history, self.sees, said)
        if failed is not None:
            self._error(failed)

    def _skip_bots(self) -> bool:
        """While undoing or redoing with autoplay: True when a bot, not a human, is to move."""
        seats = self._seats
        return self.autoplay and seats.has_human and not seats.is_human(self.round.seat)

    def _sync(self, jump: bool) -> None:
        n = self._history.length
        self.selected = "" if jump else self.selected
        self.length = n
        if jump or self.shown_step > n:
            self.shown_step = n
        self._follow()

    def _follow(self) -> None:
        """Hot seat: the human to move at the moment shown sees their own hand."""
        r = self.shown
        if not r.is_over and self.is_human(r.seat) and not self.teacher:
            self.viewer = r.seat

    def _say(self, text: str) -> bool:
        self._tell("info", text)
        return True

    def _refuse(self, text: str) -> bool:
        self._tell("refused", text)
        return False

    def _error(self, text: str) -> None:
        self._tell("error", text)

    def _tell(self, kind: str, text: str) -> None:
        self.message_kind = kind
        self.message = text
        self._changed()

    def _changed(self) -> None:
        self.revision += 1
