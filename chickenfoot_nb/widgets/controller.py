"""The game behind the GameWidget: seats, what is shown, clicks turned into actions, the timeline.

:class:`GameController` holds no display code: the widget draws what it holds, and a notebook
or a test drives it with the same calls a click in the browser makes. Two helpers sit beside
it: :class:`~chickenfoot_nb.widgets.history.History` (undo, redo, branching) and
:class:`~chickenfoot_nb.widgets.seats.Seats` (who plays each seat); the words of the panels
come from :mod:`~chickenfoot_nb.widgets.panels`.

Every command answers True when it was accepted. Otherwise :attr:`~GameController.message`
says which rule refused it (or what went wrong) and nothing changes: a command never raises.

>>> g = GameController("spruce", players=3, seed=2, seats=["human", "greedy", "greedy"])
>>> g.round.seat, g.selectable()
(0, ['9|9'])
>>> g.click("9|9")          # one place to go: it is played at once
True
>>> g.message
'Seat 0 placed 9|9 in the centre. Then: Seat 1 played 9|7 on 9|9; Seat 2 played 9|5 on 9|9.'
>>> g.click("8|4")
False
>>> g.message
'8|4 cannot be played now: 2 of the 4 arms are started: start a new arm with a 9 (8|4 has no 9).'
>>> g.undo()
True
>>> g.round.seat, g.length
(0, 0)
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable, Sequence
from pathlib import Path
from threading import Event
from typing import Any, TypeVar

from traitlets import Any as TraitAny
from traitlets import Bool, Float, HasTraits, Int, TraitError, Unicode, validate

from chickenfoot_nb.actions import DRAW, PASS, Action, play
from chickenfoot_nb.bots import Bot
from chickenfoot_nb.coach import DEFAULT_SAMPLES, Analysis, analyse
from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.explain import Verdict, forced_now, verdicts, why_illegal, why_not_tile
from chickenfoot_nb.i18n import N_, _, get_language, ngettext, on_language_change, percent
from chickenfoot_nb.match import Match
from chickenfoot_nb.record import load, loads, save
from chickenfoot_nb.review import MARKS, SeatReview, review_seat
from chickenfoot_nb.round import Round
from chickenfoot_nb.rules import Rules
from chickenfoot_nb.tiles import Tile
from chickenfoot_nb.widgets import checks, panels
from chickenfoot_nb.widgets.background import run_in_background
from chickenfoot_nb.widgets.history import History
from chickenfoot_nb.widgets.seats import MAX_ACTIONS, SEAT_KINDS, Seats, kind_word
from chickenfoot_nb.widgets.states import JobState, MessageKind, TextEnum
from chickenfoot_nb.widgets.words import Said, again, over, places, short

__all__ = ["KEYS", "MAX_ACTIONS", "MAX_SAMPLES", "SEAT_KINDS", "GameController"]

#: The most worlds a hint or a review may sample for each moment: a hundred thousand take
#: minutes already, and the coach's default is 200.
MAX_SAMPLES = 100_000

#: The keys of the board and what they do (the buttons' tooltips show them too). Arrows,
#: Enter and Space on a tile or a lit place are handled in the browser: they move among
#: your tiles, pick one, and play it. The keys are the same in every language; what they
#: do is said with ``_(KEYS[key])``.
KEYS = {
    "d": N_("Draw"),
    "p": N_("Pass"),
    "s": N_("Step: the seat to move acts once"),
    "u": N_("Undo"),
    "r": N_("Redo"),
    "n": N_("Next round"),
    "h": N_("Hint: the coach's odds for every move"),
    "v": N_("Review the finished round: what each decision cost, how much was luck"),
    "y": N_("Tutor: play the move it warned about anyway"),
    "PageUp": N_("one step back in time"),
    "PageDown": N_("one step forward in time"),
    "Home": N_("the start of the round"),
    "End": N_("the latest moment"),
    "Escape": N_("put the picked tile back"),
    "+ / − / 0": N_("zoom the table in, out, or to fit"),
}

log = logging.getLogger(__name__)

F = TypeVar("F", bound=Callable[..., Any])


def command(fn: F) -> F:
    """Make a controller method safe to call from a click: errors are told, never raised."""

    @functools.wraps(fn)
    def wrapped(self: GameController, *args: Any, **kwargs: Any) -> Any:
        return self.guard(fn)(self, *args, **kwargs)

    return wrapped  # type: ignore[return-value]


class GameController(HasTraits):
    """A match being played at one table: who sits where, what is shown, what is selected.

    ``rules`` is a :class:`Rules` or a preset name and ``options`` change single rules, as for
    :class:`Match`. ``seats`` gives each seat ``"human"``, ``"greedy"``, ``"random"`` or a bot
    object (default: seat 0 human, the others greedy). ``viewer`` is the seat whose hand is
    shown face up (default: the first human seat); ``teacher`` shows every hand. With
    ``autoplay`` on and a human at the table, bots move by themselves after a human's action.
    With ``tutor`` on, a human's move that the coach finds a mistake or worse
    (:data:`~chickenfoot_nb.review.MARKS`) waits: the message says why, and :meth:`anyway`
    plays it. With ``keep`` (a file name, such as ``"my_round.json"``) the match is saved
    there as a game record each time a round ends, so that another notebook can review it.

    The traits are what a view observes; ``revision`` goes up once after every change, so a
    view redraws once per click.
    """

    shown_step = Int(0, help="the moment shown: after this many actions of the round")
    length = Int(0, help="how many actions the current round has had")
    selected = TraitAny(None, allow_none=True, help="the tile picked in hand (a Tile), or None")
    viewer = Int(0, help="the seat whose hand is face up")
    teacher = Bool(False, help="show every hand face up")
    autoplay = Bool(True, help="bots move by themselves after a human's action")
    message = Unicode("", help="the answer to the last click or command")
    message_kind = TextEnum(
        MessageKind, MessageKind.INFO, help="'info', 'refused' (a rule said no) or 'error'"
    )
    revision = Int(0, help="goes up once after each change")
    coach_state = TextEnum(JobState, JobState.IDLE, help="the coach: '', 'running' or 'done'")
    coach_progress = Float(0.0, help="how much of the coach's analysis is done, 0 to 1")
    coach_samples = Int(DEFAULT_SAMPLES, help="worlds the coach samples for each hint")
    review_state = TextEnum(JobState, JobState.IDLE, help="the review: '', 'running' or 'done'")
    review_progress = Float(0.0, help="how much of the review is done, 0 to 1")
    tutor = Bool(False, help="warn before a move the coach finds a mistake or worse")

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
        tutor: bool = False,
        match: Match | None = None,
        keep: str | Path | None = None,
        **options: Any,
    ) -> None:
        for value, name in ((teacher, "teacher"), (autoplay, "autoplay"), (tutor, "tutor")):
            checks.flag(value, name)
        checks.seed(seed)
        _seat_list(seats)
        if match is not None and not isinstance(match, Match):
            raise ChickenFootError(
                _("match must be a Match, not {value}.").format(value=checks.shown(match))
            )
        if keep is not None:
            checks.path(keep, "keep")
        super().__init__()
        #: The file each finished round's match is saved to (None: nothing is saved).
        self.keep = Path(keep) if keep is not None else None
        #: The round last saved to :attr:`keep`: (timeline, rounds, actions), or None.
        self._kept: tuple[int, int, int] | None = None
        self.coach: Analysis | None = None
        self.reviewed: SeatReview | None = None
        self._review_stop: Event | None = None
        self._review_key: tuple[int, int] | None = None
        self._tutor_wait: tuple[tuple[int, int], Action] | None = None
        self.tutor = tutor
        #: Called with a human's legal move before it is played; returning True keeps the move
        #: from being played (a puzzle judges the move instead of playing it).
        self.before_move: Callable[[Action], bool] | None = None
        self._said: str = ""
        self._judged: tuple[tuple[int, int, int, str], list[Verdict]] | None = None
        self._coach_stop: Event | None = None
        self._coach_key: tuple[int, int] | None = None
        m = match if match is not None else Match(rules, players, seed=seed, **options)
        self._history = History(m)
        self._seed = seed
        self._seats = Seats(seats, m.players, seed)
        self.teacher = teacher
        self.autoplay = autoplay
        if viewer is not None:
            checks.whole(viewer, "viewer", least=0, most=m.players - 1)
        self.viewer = viewer if viewer is not None else self._seats.first_human
        if self.autoplay:
            self._bots_move([])
        # after the bots' first moves: the human to move is shown the moment they act in
        self._sync()
        on_language_change(self._say_again)
        self._changed()

    @validate("selected")
    def _tile_from_text(self, proposal: dict[str, Any]) -> Tile | None:
        """A tile picked by its text ('9|4', '' for none) is read once, here."""
        value = proposal["value"]
        if isinstance(value, str):
            return Tile.parse(value) if value else None
        if value is not None and not isinstance(value, Tile):
            raise TraitError(f"a picked tile is a Tile, its text or None, not {value!r}")
        return value

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
    def players(self) -> int:
        """How many seats play."""
        return self.match.players

    @property
    def redo_count(self) -> int:
        """How many undone actions can be redone."""
        return self._history.redo_count

    @property
    def seat_kinds(self) -> list[str]:
        """Each seat's kind, as :meth:`seat_kind` says it."""
        return [self._seats.kind(s) for s in range(self.players)]

    def seat_kind(self, seat: int) -> str:
        """``"human"``, a bot's name (``"greedy"``, ``"random"``), or a custom bot's class name.

        >>> GameController("spruce", players=3, seed=4).seat_kind(1)
        'greedy'
        """
        return self._seats.kind(self._seat(seat))

    def is_human(self, seat: int) -> bool:
        """True when a person plays ``seat`` by clicking."""
        return self._seats.is_human(self._seat(seat))

    def sees(self, seat: int) -> bool:
        """True when the viewer may see ``seat``'s hand."""
        return self.teacher or self._seat(seat) == self.viewer

    def verdicts(self, seat: int) -> list[Verdict]:
        """``seat``'s hand judged at the moment shown: for each tile, can it go, where, why.

        Judged once per moment, seat and language, and shared by everything a redraw shows:
        the board, the hand, the buttons and the spoken messages.

        >>> g = GameController("gamerules", players=4, seed=2, seats=["human"] * 4)
        >>> [str(v.tile) for v in g.verdicts(0) if v.playable], g.verdicts(0) is g.verdicts(0)
        (['9|8', '9|4'], True)
        """
        key = (self._history.version, self.shown_step, self._seat(seat), get_language())
        if self._judged is None or self._judged[0] != key:
            self._judged = (key, verdicts(self.shown, seat))
        return self._judged[1]

    def selectable(self) -> list[str]:
        """The tiles a click in hand would accept now (the seat to move, when it is human).

        >>> GameController("gamerules", players=4, seed=2, seats=["human"] * 4).selectable()
        ['9|8', '9|4']
        """
        r = self.shown
        if r.is_over or not self.is_human(r.seat) or not self.sees(r.seat):
            return []
        return [str(v.tile) for v in self.verdicts(r.seat) if v.playable]

    def can(self, action: Action | str) -> bool:
        """True when a button for ``action`` (draw or pass) should be enabled now."""
        if not isinstance(action, (Action, str)):
            raise ChickenFootError(
                _("action must be an Action or its text, like 'draw', not {value}.").format(
                    value=checks.shown(action)
                )
            )
        if isinstance(action, str):
            action = Action.parse(action)
        r = self.shown
        return not r.is_over and self.is_human(r.seat) and why_illegal(r, action) is None

    # ----- the panels' words ----------------------------------------------------------

    def status(self) -> str:
        """One line on the moment shown: the round, who is to do what, the yard, the step."""
        return panels.status(
            self.match, self.shown, self.length, viewer=self.viewer, kinds=self.seat_kinds
        )

    def explain(self) -> list[tuple[str, str]]:
        """The explanation panel: (heading, plain sentence) pairs for the moment shown."""
        return panels.explain(self.shown, sees=self.sees, selected=self.selected)

    def odds(self) -> str:
        """The chance that a draw now would fit, for the viewer ('' when it does not apply)."""
        return panels.odds(self.shown, self.viewer)

    def score_rows(self) -> list[tuple[str, str, int, int]]:
        """At the end of a round: (name, tiles left, pips, match total) for each seat."""
        return panels.score_rows(self.match)

    def result(self) -> str:
        """How the round ended, and at the end of the match who won and why."""
        return panels.result(self.match)

    # ----- seats and view -------------------------------------------------------------

    @command
    def set_seats(self, seats: Sequence[str | Bot] | None) -> bool:
        """Give each seat ``"human"``, ``"greedy"``, ``"random"`` or a bot object.

        >>> g = GameController("spruce", players=2, seed=4)
        >>> g.set_seats(["human", "clever"]), g.message
        (False, "seat 1: there is no seat kind 'clever': use 'human', 'random', 'greedy', 'medium', 'hard', 'expert' or a bot object with choose(view, legal)")
        """
        self._seats = Seats(_seat_list(seats), self.players, self._seed)
        return self._say("")

    @command
    def set_seat(self, seat: int, kind: str | Bot) -> bool:
        """Change who plays one seat."""
        kinds = list(self._seats.kinds)
        checks.whole(seat, "seat")
        if not 0 <= seat < self.players:
            return self._refuse(lambda: _no_seat(seat, self.players))
        kinds[seat] = kind
        return self.set_seats(kinds)

    @command
    def set_view(self, viewer: int | None = None, teacher: bool | None = None) -> bool:
        """Show ``viewer``'s hand face up, and/or switch the teacher view (every hand face up)."""
        if viewer is not None:
            checks.whole(viewer, "viewer")
        if teacher is not None:
            checks.flag(teacher, "teacher")
        if viewer is not None:
            if not 0 <= viewer < self.players:
                return self._refuse(lambda: _no_seat(viewer, self.players))
            self.viewer = viewer
        if teacher is not None:
            self.teacher = teacher
        sel = self.selected
        if sel is not None and not self.sees(self.shown.holder(sel) or 0):
            self.selected = None
        if self.teacher:
            return self._say(lambda: _("Showing every hand face up."))
        # Names are looked up when said: a seat given no name is named in the language of then.
        m, seat = self.match, self.viewer
        return self._say(lambda: _("Showing {name}'s hand face up.").format(name=m.names[seat]))

    # ----- clicks: the one path from a click (or the same call from code) to an action --

    @command
    def click(self, tile: Tile | str) -> bool:
        """A click on a tile in a hand: select it, or play it when it has one place to go.

        >>> g = GameController("spruce", players=3, seed=2, seats=["human"] * 3)
        >>> g.click("8|4"), g.message
        (False, '8|4 cannot be played now: 9|9 must be placed in the centre first.')
        """
        t = Tile.parse(tile)
        r = self.shown
        holder = r.holder(t)
        if holder is None:
            if r.on_table(t):
                return self.click_target(t)
            return self._refuse(lambda: _("{tile} is not in any hand you can see.").format(tile=t))
        if not self.sees(holder):
            return self.click_hidden(holder)
        if r.is_over:
            return self._refuse(lambda: over(r))
        if holder != r.seat:
            turn = r.seat
            return self._refuse(
                lambda: _(
                    "{tile} cannot be played now: it is {name}'s turn, not {other}'s."
                ).format(tile=t, name=r.names[turn], other=r.names[holder])
            )
        if not self.is_human(holder):
            return self._refuse(self._bot_turn(holder))
        reason = why_not_tile(r, t)
        if reason is not None:
            # The engine says the rule again in the language spoken when the message is.
            return self._refuse(
                lambda: _("{tile} cannot be played now: {reason}.").format(
                    tile=t, reason=why_not_tile(r, t) or reason
                )
            )
        if self.selected == t:
            self.selected = None
            return self._say("")
        targets = r.targets(t)
        if len(targets) == 1:
            return self._act(play(t, targets[0]))
        self.selected = t
        return self._say(
            lambda: _("{tile} can go on {places}: click one of the lit places.").format(
                tile=t, places=places(targets)
            )
        )

    @command
    def click_target(self, on: Tile | str | None) -> bool:
        """A click on a place on the table (a tile, or ``None``/``"centre"`` for the centre)."""
        if isinstance(on, str) and on == "centre":
            on = None
        target = None if on is None else Tile.parse(on)
        sel = self.selected
        best = self.coach.best.action if self.coach is not None else None
        if sel is None and best is not None and best.kind == "play" and best.on == target:
            sel = best.tile  # the coach's move, lit on the table: a click plays it
        if sel is None:
            if target is None:
                return self._refuse(
                    lambda: _("Pick a tile from your hand first, then click where it goes.")
                )
            return self._refuse(
                lambda: _(
                    "{tile} is on the table. Pick a tile from your hand first, then click where "
                    "it goes."
                ).format(tile=target)
            )
        return self._act(play(sel, target))

    @command
    def click_hidden(self, seat: int) -> bool:
        """A click on a face-down tile of ``seat``."""
        self._seat(seat)
        r = self.shown
        return self._refuse(
            lambda: _(
                "{name}'s tiles are face down: you may only see your own hand (the teacher view "
                "shows every hand)."
            ).format(name=r.names[seat])
        )

    @command
    def play(self, tile: Tile | str, on: Tile | str | None = None) -> bool:
        """Play ``tile`` for the human seat to move, on ``on`` (optional when one place fits).

        It is :meth:`click` then :meth:`click_target`, as in the browser.

        >>> g = GameController("spruce", players=3, seed=2, seats=["human"] * 3)
        >>> g.play("9|9"), g.message
        (True, 'Seat 0 placed 9|9 in the centre.')
        """
        t = Tile.parse(tile)
        r = self.shown
        if on is None and r.holder(t) == r.seat and len(r.targets(t)) > 1:
            targets = r.targets(t)
            return self._refuse(
                lambda: _(
                    "{tile} fits in more than one place ({places}): say which with on=."
                ).format(tile=t, places=places(targets))
            )
        if not self.click(t):
            return False
        if self.selected is None:
            return True
        return self.click_target(on)

    @command
    def draw(self) -> bool:
        """The seat to move (a human) draws from the chicken yard."""
        return self._button(DRAW)

    @command
    def pass_turn(self) -> bool:
        """The seat to move (a human) passes."""
        return self._button(PASS)

    # ----- the timeline: step, play to the end, undo, redo, show a moment ---------------

    @command
    def step(self) -> bool:
        """The seat to move acts once: a bot with its bot, a human seat with the greedy helper.

        On an earlier moment of the timeline it shows the next moment instead.

        >>> g = GameController("spruce", players=3, seed=4, seats=["human"] * 3)
        >>> g.step(), g.step(), g.length
        (True, True, 2)
        """
        if not self.live:
            return self.show(self.shown_step + 1)
        r = self.round
        if r.is_over:
            return self._refuse(lambda: over(r) + " " + _("Press Next round to deal the next one."))
        seat = r.seat
        a = self._choose(seat)
        if a is None:
            return False
        said = short(r, seat, a, self.sees(seat))
        self._history.push(a)
        self._sync()
        return self._say(lambda: _("{action}.").format(action=again(said)))

    @command
    def play_to_end(self) -> bool:
        """Every seat acts (bots with their bot, humans with the greedy helper) until the round ends.

        On an earlier moment it plays on from the latest one.
        """
        r = self.round
        n = 0
        while not r.is_over and n < MAX_ACTIONS:
            a = self._choose(r.seat)
            if a is None:
                self._sync()
                return False
            self._history.push(a)
            n += 1
        self._sync()
        return self._say(
            lambda: (
                ngettext("Played {n} action.", "Played {n} actions.", n).format(n=n)
                + " "
                + forced_now(r)
            )
        )

    @command
    def undo(self) -> bool:
        """Take back the action before the moment shown (later ones can be redone).

        With ``autoplay`` on and a human at the table it goes on taking back bot actions, so
        that a human seat is to move again.
        """
        if self.shown_step == 0:
            return self._refuse(
                lambda: _("There is nothing to undo: this is the start of the round.")
            )
        h = self._history
        h.branch(self.shown_step)
        h.undo()
        while self._skip_bots() and h.undo():
            pass
        self._sync()
        step = h.length
        return self._say(lambda: _("Undone: back to step {step}.").format(step=step))

    @command
    def redo(self) -> bool:
        """Play again the action last undone (on an earlier moment: show the next one)."""
        if not self.live:
            return self.show(self.shown_step + 1)
        h = self._history
        if not h.redo():
            return self._refuse(lambda: _("There is nothing to redo."))
        while self._skip_bots() and h.redo():
            pass
        self._sync()
        step = self.length
        return self._say(lambda: _("Redone: step {step}.").format(step=step))

    @command
    def show(self, step: int) -> bool:
        """Show the moment after ``step`` actions of the round (clipped to the timeline).

        >>> g = GameController("spruce", players=3, seed=4, seats=["human"] * 3)
        >>> g.step() and g.step() and g.show(1), g.live, g.message
        (True, False, 'Showing step 1 of 2.')
        """
        step = max(0, min(checks.whole(step, "step"), self.length))
        if step != self.shown_step:
            self.selected = None
            self.shown_step = step
            self._follow()
        if self.live:
            return self._say("")
        length = self.length
        return self._say(
            lambda: _("Showing step {step} of {length}.").format(step=step, length=length)
        )

    @command
    def key(self, name: str) -> bool:
        """A key pressed on the board; :data:`KEYS` says what each one does.

        >>> g = GameController("spruce", players=3, seed=1, seats=["human"] * 3)
        >>> g.key("d"), g.message
        (True, 'Seat 0 drew 9|7.')
        >>> g.key("PageUp"), g.shown_step
        (True, 0)
        """
        checks.text(name, "key")
        moves = {"ArrowLeft": -1, "PageUp": -1, "ArrowRight": 1, "PageDown": 1}
        if name in moves:
            return self.show(self.shown_step + moves[name])
        if name == "Home":
            return self.show(0)
        if name == "End":
            return self.show(self.length)
        if name == "Escape":
            self.selected = None
            return self._say("")
        command = {
            "Enter": self.step,
            "s": self.step,
            "d": self.draw,
            "p": self.pass_turn,
            "u": self.undo,
            "r": self.redo,
            "n": self.next_round,
            "h": self.hint,
            "v": self.review,
            "y": self.anyway,
        }.get(name)
        if command is None:
            known = [*moves, "Home", "End", "Escape", "Enter", *(k for k in KEYS if len(k) == 1)]
            return self._refuse(
                lambda: _("The board has no key {key}: its keys are {keys}.").format(
                    key=checks.shown(name), keys=", ".join(known)
                )
            )
        return command()

    @command
    def next_round(self) -> bool:
        """Deal the next round of the match (the current one must be over)."""
        try:
            self._history.next_round()
        except ChickenFootError as e:
            return self._refuse(str(e)[0].upper() + str(e)[1:] + ".")
        if self.autoplay:
            self._bots_move([])
        self._sync()
        number, double = len(self.match.rounds), self.round.centre
        return self._say(
            lambda: _("Round {n}: the round's double is {tile}.").format(n=number, tile=double)
        )

    # ----- the coach ------------------------------------------------------------------

    @command
    def hint(self, samples: int | None = None, *, wait: bool = False) -> bool:
        """Ask the coach about the moment shown: each legal move's win chance and expected score.

        The coach sees only what the seat to move sees (:func:`chickenfoot_nb.coach.analyse`).
        It runs in a thread, so the widget does not freeze; :attr:`coach_progress` follows
        it, and the answer lands in :attr:`coach` and :attr:`message`. When the position
        changes first, the analysis is dropped. ``wait=True`` waits for the answer (in a cell
        or a test). The coach advises the seat whose hand you see; the teacher view, any seat.

        >>> g = GameController("spruce", players=3, seed=2, seats=["human", "greedy", "greedy"])
        >>> g.click("9|9") and g.hint(samples=20, wait=True), g.coach_state
        (True, 'done')
        >>> g.coach.best.action in g.round.legal_actions(), g.message.startswith("Coach:")
        (True, True)
        >>> g.hint(samples=0)
        False
        >>> g.message
        'The coach needs at least 1 sampled world, not 0.'
        """
        r = self.shown
        if r.is_over:
            return self._refuse(lambda: over(r) + " " + _("There is no move left to advise."))
        seat = r.seat
        # once the round is over, advice on its past helps nobody cheat
        if not (
            self.teacher or self.round.is_over or (seat == self.viewer and self.is_human(seat))
        ):
            return self._refuse(
                lambda: _(
                    "The coach advises the seat whose hand you see, and it is {name}'s turn. The "
                    "teacher view shows the coach for any seat."
                ).format(name=r.names[seat])
            )
        checks.flag(wait, "wait")
        n = self.coach_samples if samples is None else checks.whole(samples, "samples")
        if n < 1:
            return self._refuse(
                lambda: _("The coach needs at least 1 sampled world, not {n}.").format(n=n)
            )
        checks.whole(n, "samples", most=MAX_SAMPLES)
        self._drop_coach()
        view = r.view(seat)
        stop = Event()
        self._coach_stop, self._coach_key = stop, self._position()
        self.coach_progress, self.coach_state = 0.0, JobState.RUNNING
        moves = len(view.legal_actions())
        self._say(
            lambda: ngettext(
                "The coach is weighing {moves} move over {n} worlds…",
                "The coach is weighing {moves} moves over {n} worlds…",
                moves,
            ).format(moves=moves, n=n)
        )

        def work(tick: Callable[[int, int], None]) -> Analysis | None:
            def report(done: int, total: int) -> None:
                tick(done, total)

            return analyse(view, n, str(self._seed), progress=report, cancel=stop)

        def finish(found: Analysis) -> None:
            self.coach, self.coach_state = found, JobState.DONE
            self._say(lambda: _("Coach: {advice}").format(advice=found.sentence))

        def failed(e: Exception) -> None:
            self._drop_coach()
            error = f"{type(e).__name__}: {e}"
            self._error(lambda: _("The coach failed: {error}").format(error=error))

        run_in_background(
            work,
            stop=stop,
            progress=lambda share: setattr(self, "coach_progress", share),
            done=finish,
            failed=failed,
            wait=wait,
            name="chickenfoot-coach",
        )
        return True

    # ----- the review of a finished round (chickenfoot_nb.review) ----------------------

    @command
    def review(
        self, seat: int | None = None, samples: int | None = None, *, wait: bool = False
    ) -> bool:
        """Review the finished round for ``seat`` (the seat whose hand you see by default).

        Like the coach, it runs in a thread: :attr:`review_progress` follows it,
        :meth:`cancel_review` stops it, and the answer lands in :attr:`reviewed` and
        :attr:`message`. ``wait=True`` waits for it. :meth:`review_jump` shows a moment of
        the review with the coach's table for it.

        >>> g = GameController("spruce", players=2, seed=4, seats=["human", "greedy"])
        >>> g.review()
        False
        >>> g.message
        'A round is reviewed once it is over: play it to the end first.'
        >>> g.play_to_end() and g.review(samples=10, wait=True), g.review_state
        (True, 'done')
        >>> g.reviewed.seat, g.message.startswith("Review of Seat 0:")
        (0, True)
        """
        r = self.round
        if not r.is_over:
            return self._refuse(
                lambda: _("A round is reviewed once it is over: play it to the end first.")
            )
        checks.flag(wait, "wait")
        who = self.viewer if seat is None else checks.whole(seat, "seat")
        if not 0 <= who < r.players:
            return self._refuse(lambda: _no_seat(who, r.players))
        n = self.coach_samples if samples is None else checks.whole(samples, "samples")
        if n < 1:
            return self._refuse(
                lambda: _("The review needs at least 1 sampled world, not {n}.").format(n=n)
            )
        checks.whole(n, "samples", most=MAX_SAMPLES)
        self._drop_review()
        stop = Event()
        self._review_stop, self._review_key = stop, self._round_key()
        self.review_progress, self.review_state = 0.0, JobState.RUNNING
        finished, index, seed = r.copy(), len(self.match.rounds) - 1, self.review_seed
        self._say(
            lambda: ngettext(
                "Reviewing {name}'s round over {n} world per moment…",
                "Reviewing {name}'s round over {n} worlds per moment…",
                n,
            ).format(name=r.names[who], n=n)
        )
        moments = len(finished.history) + 1

        def work(tick: Callable[[int, int], None]) -> SeatReview | None:
            def step(k: int) -> bool:
                tick(k, moments)
                return not stop.is_set()

            return review_seat(finished, who, n, seed, round_index=index, step=step)

        def finish(found: SeatReview) -> None:
            self.reviewed, self.review_state = found, JobState.DONE
            name = r.names[who]
            self._say(
                lambda: _("Review of {name}: {sentences}").format(
                    name=name, sentences=" ".join(found.sentences[1:])
                )
            )

        def failed(e: Exception) -> None:
            self._drop_review()
            error = f"{type(e).__name__}: {e}"
            self._error(lambda: _("The review failed: {error}").format(error=error))

        run_in_background(
            work,
            stop=stop,
            progress=lambda share: setattr(self, "review_progress", share),
            done=finish,
            failed=failed,
            wait=wait,
            name="chickenfoot-review",
        )
        return True

    @property
    def review_seed(self) -> str:
        """The seed of every review of this game: :meth:`review` and :meth:`round_review`
        give the same numbers for the same round, seat and worlds."""
        return str(self._seed)

    def round_review(self, seat: int | None = None, samples: int | None = None) -> SeatReview:
        """The review that Review gives of the finished round, worked out here and now.

        An exercise uses it to judge the learner's answer with the very numbers the review
        panel shows afterwards. A round that is not over raises
        :class:`~chickenfoot_nb.errors.ChickenFootError`.

        >>> g = GameController("spruce", players=2, seed=4, seats=["human", "greedy"])
        >>> g.play_to_end() and g.review(samples=10, wait=True)
        True
        >>> g.round_review(samples=10) == g.reviewed
        True
        """
        who = self.viewer if seat is None else self._seat(seat)
        n = self.coach_samples
        if samples is not None:
            n = checks.whole(samples, "samples", least=1, most=MAX_SAMPLES)
        found = review_seat(
            self.round, who, n, self.review_seed, round_index=len(self.match.rounds) - 1
        )
        assert found is not None  # no step callback: the review runs to the end
        return found

    @command
    def cancel_review(self) -> bool:
        """Stop a review that is running (nothing else changes)."""
        if self.review_state != JobState.RUNNING:
            return self._refuse(lambda: _("No review is running."))
        self._drop_review()
        return self._say(lambda: _("The review was stopped."))

    @command
    def review_jump(self, step: int) -> bool:
        """Show the moment before the reviewed seat's action at ``step``, with the coach's table.

        >>> g = GameController("spruce", players=2, seed=4, seats=["human", "greedy"])
        >>> g.play_to_end() and g.review(samples=10, wait=True)
        True
        >>> d = g.reviewed.decisions[0]
        >>> g.review_jump(d.step), g.shown_step == d.step
        (True, True)
        """
        checks.whole(step, "step")
        found = self.reviewed
        if found is None:
            return self._refuse(lambda: _("There is no review yet: press Review first."))
        if not self.show(step):
            return False
        decision = found.decision_at(self.shown_step)
        if decision is None or self.shown.seat != found.seat:
            return True
        return self.hint(wait=True)

    def _round_key(self) -> tuple[int, int]:
        """Which timeline of which round a review is of: stepping through it keeps the review."""
        return (self._history.version, len(self.match.rounds))

    def _drop_review(self) -> None:
        if self._review_stop is not None:
            self._review_stop.set()
        self._review_stop = self._review_key = None
        self.reviewed = None
        self.review_state = JobState.IDLE

    # ----- the tutor --------------------------------------------------------------------

    @property
    def tutor_waiting(self) -> Action | None:
        """The move the tutor warned about, while it may still be played with :meth:`anyway`."""
        if self._tutor_wait is None or self._tutor_wait[0] != self._position():
            return None
        return self._tutor_wait[1]

    @command
    def anyway(self) -> bool:
        """Play the move the tutor warned about, as it was chosen.

        >>> g = GameController("spruce", players=2, seed=4, seats=["human", "greedy"])
        >>> g.anyway(), g.message
        (False, 'The tutor has no move waiting: choose a move first.')
        """
        a = self.tutor_waiting
        if a is None:
            return self._refuse(lambda: _("The tutor has no move waiting: choose a move first."))
        return self._act(a)

    def _tutor_stops(self, a: Action) -> bool:
        """With the tutor on: True (and said why) when ``a`` costs a mistake's worth or more."""
        waiting, self._tutor_wait = self.tutor_waiting, None
        r = self.shown
        if not self.tutor or waiting == a or len(r.legal_actions()) < 2:
            return False
        found = analyse(r.view(r.seat), self.coach_samples, str(self._seed))
        if found is None:
            return False
        chosen, best = found.odds(a), found.best
        error = best.win - chosen.win if chosen.action != best.action else 0.0
        if error < MARKS.mistake:
            return False
        self._tutor_wait = (self._position(), a)
        points = round(100 * error)
        return not self._refuse(
            lambda: ngettext(
                "Tutor: {move} would cost about {n} point of win chance ({win} against {best_win} "
                "for {best}). Press Y (Play it anyway) to play it, or choose again.",
                "Tutor: {move} would cost about {n} points of win chance ({win} against {best_win} "
                "for {best}). Press Y (Play it anyway) to play it, or choose again.",
                points,
            ).format(
                move=a,
                n=points,
                win=percent(chosen.win),
                best_win=percent(best.win),
                best=best.action,
            )
        )

    # ----- records (docs/record-format.md) ----------------------------------------------

    @command
    def save(self, path: str | Path) -> bool:
        """Write the whole match to ``path`` as a game record.

        >>> import tempfile
        >>> g = GameController("spruce", players=3, seed=4, seats=["human"] * 3)
        >>> path = Path(tempfile.mkdtemp()) / "game.json"
        >>> g.step() and g.save(path)
        True
        >>> other = GameController("gamerules", players=2, seed=9)
        >>> other.load(path), other.players, other.length
        (True, 3, 1)
        """
        save(self.match, checks.path(path, "path"))
        return self._say(lambda: _("Saved the game to {path}.").format(path=path))

    @command
    def load(self, path: str | Path) -> bool:
        """Replace the game with the record at ``path``; it is shown at its last moment."""
        return self._replace(load(path), lambda: _("Loaded {name}.").format(name=path))

    @command
    def load_text(self, text: str | bytes, name: str | None = None) -> bool:
        """Replace the game with a record given as JSON text (or the bytes of an upload).

        ``name`` is what the message calls it (a file's name); by default "the record".
        """
        if name is not None:
            checks.text(name, "name")
        if name is None:
            return self._replace(loads(text), lambda: _("Loaded the record."))
        return self._replace(loads(text), lambda: _("Loaded {name}.").format(name=name))

    # ----- the front end --------------------------------------------------------------

    @command
    def handle_event(self, event: dict[str, Any]) -> bool:
        """Act on one event from the board in the browser (``{"kind": ..., ...}``).

        An event of another kind is ignored; one that lacks what its kind needs is refused.
        """
        if not isinstance(event, dict):
            raise ChickenFootError(
                _("An event from the board is a dict like {example}, not {value}.").format(
                    example="{'kind': 'tile', 'tile': '9|4'}", value=checks.shown(event)
                )
            )
        kind = event.get("kind")
        if kind in ("tile", "table"):
            return self.click(str(event.get("tile")))
        if kind == "target":
            return self.click_target(str(event.get("on")))
        if kind == "hidden":
            seat: Any = event.get("seat")
            return self.click_hidden(
                int(seat) if isinstance(seat, str) and seat.isdigit() else seat
            )
        if kind == "key":
            return self.key(str(event.get("key")))
        return False

    def guard(self, fn: F) -> F:
        """Wrap a callback so that an error is shown in :attr:`message`, never raised.

        A front end swallows exceptions raised in observers; a learner should see them.
        """
        if not callable(fn):
            raise ChickenFootError(
                _("guard wraps a function, not {value}.").format(value=checks.shown(fn))
            )

        def wrapped(*args: Any, **kwargs: Any) -> Any:
            try:
                return fn(*args, **kwargs)
            except ChickenFootError as e:
                return self._refuse(str(e))
            except Exception as e:  # shown to the reader instead of lost
                log.exception("error in a widget callback")
                error = f"{type(e).__name__}: {e}"
                self._error(lambda: _("Something went wrong: {error}").format(error=error))
                return False

        return wrapped  # type: ignore[return-value]

    # ----- inside ---------------------------------------------------------------------

    def _seat(self, seat: Any) -> int:
        """``seat`` when it is a seat of this table, else the refusal that says so."""
        checks.whole(seat, "seat")
        if not 0 <= seat < self.players:
            raise ChickenFootError(_no_seat(seat, self.players))
        return int(seat)

    def _bot_turn(self, seat: int) -> Callable[[], str]:
        r, kind = self.shown, self.seat_kind(seat)
        return lambda: _(
            "It is {name}'s turn, and the {kind} bot plays that seat: press Step to let it move."
        ).format(name=r.names[seat], kind=kind_word(kind))

    def _button(self, a: Action) -> bool:
        r = self.shown
        if not r.is_over and not self.is_human(r.seat):
            return self._refuse(self._bot_turn(r.seat))
        return self._act(a)

    def _act(self, a: Action) -> bool:
        """A human's action at the moment shown: the one path from a click to the engine.

        An illegal action is refused, saying the rule; a legal one is played there through
        :meth:`History.act <chickenfoot_nb.widgets.history.History.act>` (which goes through
        :meth:`Round.apply <chickenfoot_nb.round.Round.apply>`), and the bots reply. With
        the tutor on, a costly move waits for :meth:`anyway` instead; a puzzle
        (:attr:`before_move`) judges the move instead of playing it.
        """
        shown = self.shown
        reason = why_illegal(shown, a)
        if reason is not None:
            # The engine says the rule again in the language spoken when the message is.
            return self._refuse(lambda: why_illegal(shown, a) or reason)
        if self.before_move is not None and self.before_move(a):
            self.selected = None
            self._changed()
            return True
        if self._tutor_stops(a):
            return False
        seat = shown.seat
        said: list[str] = [short(shown, seat, a, self.sees(seat))]
        self._history.act(a, at=self.shown_step)
        if self.autoplay:
            self._bots_move(said)
        self._sync()
        return self._say(lambda: _told(said))

    def _replace(self, m: Match, said: Callable[[], str]) -> bool:
        """Play on ``m``: the seats stay when the number of players does, else the default."""
        kinds: list[str | Bot] | None = list(self._seats.kinds)
        if m.players != self.players:
            kinds = None
        self._history.replace(m)
        self._seats = Seats(kinds, m.players, self._seed)
        if self.viewer >= m.players:
            self.viewer = self._seats.first_human
        self._sync()
        return self._say(said)

    def _choose(self, seat: int) -> Action | None:
        """The action of ``seat``'s bot (or the greedy helper); None, said, when it failed."""
        a = self._seats.choose(self.round, seat)
        if isinstance(a, Said):
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

    def _sync(self) -> None:
        """After the history changed: nothing picked, and the latest moment shown."""
        self.selected = None
        self.length = self.shown_step = self._history.length
        self._follow()
        self._keep()

    def _keep(self) -> None:
        """Save the match to :attr:`keep` once for each round that has just ended."""
        key = (self._history.version, len(self.match.rounds), self.length)
        if self.keep is None or not self.round.is_over or key == self._kept:
            return
        save(self.match, self.keep)
        self._kept = key

    @property
    def kept(self) -> Path | None:
        """The file the finished round was saved to, while the latest round is over; else None.

        >>> import tempfile
        >>> path = Path(tempfile.mkdtemp()) / "my_round.json"
        >>> g = GameController("spruce", players=2, seed=4, seats=["human", "greedy"], keep=path)
        >>> g.kept is None, path.exists()
        (True, False)
        >>> g.play_to_end() and g.kept == path and load(path).rounds[0].is_over
        True
        """
        if self._kept is None or not self.round.is_over:
            return None
        return self.keep

    def _follow(self) -> None:
        """Hot seat: the human to move at the moment shown sees their own hand."""
        r = self.shown
        if not r.is_over and self.is_human(r.seat) and not self.teacher:
            self.viewer = r.seat

    def _say(self, text: str | Callable[[], str]) -> bool:
        self._tell(MessageKind.INFO, text)
        return True

    def _refuse(self, text: str | Callable[[], str]) -> bool:
        self._tell(MessageKind.REFUSED, text)
        return False

    def _error(self, text: str | Callable[[], str]) -> None:
        self._tell(MessageKind.ERROR, text)

    def _tell(self, kind: MessageKind, text: str | Callable[[], str]) -> None:
        """Say ``text``: a recipe is kept, so that a change of language says it again."""
        self._said = Said(text) if callable(text) else text
        self.message_kind = kind
        self.message = str(self._said)
        self._changed()

    def _say_again(self, code: str) -> None:
        """The language changed: say the last message again in it; the game stays as it is."""
        said = getattr(self, "_said", "")
        if isinstance(said, Said):
            self._tell(self.message_kind, said.recipe)
        else:
            self._changed()  # the panels are said again when the view redraws

    def _position(self) -> tuple[int, int]:
        """Which moment of which timeline is shown: the coach's answer is for one of them."""
        return (self._history.version, self.shown_step)

    def _drop_coach(self) -> None:
        if self._coach_stop is not None:
            self._coach_stop.set()
        self._coach_stop = self._coach_key = None
        self.coach = None
        self.coach_state = JobState.IDLE

    def _changed(self) -> None:
        if self._coach_key is not None and self._coach_key != self._position():
            self._drop_coach()  # the position moved on: that advice no longer applies
        if self._review_key is not None and self._review_key != self._round_key():
            self._drop_review()  # another timeline or round: that review is of something else
        self.revision += 1


def _seat_list(seats: Any) -> Sequence[str | Bot] | None:
    """``seats`` when it is a list (or tuple) of seat kinds, or None."""
    if seats is not None and not isinstance(seats, (list, tuple)):
        raise ChickenFootError(
            _("seats must be a list with one kind per seat, like {example}, not {value}.").format(
                example="['human', 'greedy']", value=checks.shown(seats)
            )
        )
    return seats


def _no_seat(seat: int, players: int) -> str:
    return _("There is no seat {seat}: seats go from 0 to {last}.").format(
        seat=seat, last=players - 1
    )


def _told(said: Sequence[str]) -> str:
    """A human's action and the bots' replies, in one message."""
    first = again(said[0])
    if len(said) == 1:
        return _("{action}.").format(action=first)
    rest = "; ".join(again(s) for s in said[1:])
    return _("{action}. Then: {replies}.").format(action=first, replies=rest)
