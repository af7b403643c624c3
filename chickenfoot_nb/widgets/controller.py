"""The game behind the GameWidget: seats, what is shown, clicks turned into actions, the timeline.

:class:`GameController` holds no display code: the widget draws what it holds, and a notebook
or a test drives it with the same calls a click in the browser makes. It conducts; its rooms
do the work: :class:`~chickenfoot_nb.widgets.clicks.Clicks` (the one path from a click to an
action, with the tutor and a puzzle's judge), :class:`~chickenfoot_nb.widgets.timeline.Timeline`
(step, undo, redo, show), :class:`~chickenfoot_nb.widgets.advice.Advice` (the coach and the
review, each a background job), :class:`~chickenfoot_nb.widgets.history.History` (the
actions, undone ones and branches), :class:`~chickenfoot_nb.widgets.seats.Seats` (who plays
each seat), :class:`~chickenfoot_nb.widgets.voice.Voice` (the message line) and
:mod:`~chickenfoot_nb.widgets.keys` (the board's events). What one moment shows is judged
once, in a :class:`~chickenfoot_nb.widgets.moment.Moment`; the words of the panels come from
:mod:`~chickenfoot_nb.widgets.panels`.

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
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TypeVar

from traitlets import Any as TraitAny
from traitlets import Bool, Float, HasTraits, Int, TraitError, Unicode, validate

from chickenfoot_nb.actions import DRAW, PASS, Action
from chickenfoot_nb.bots import Bot
from chickenfoot_nb.coach import DEFAULT_SAMPLES, Analysis
from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.explain import Verdict, verdicts
from chickenfoot_nb.i18n import _, get_language
from chickenfoot_nb.judge import Judge
from chickenfoot_nb.match import Match
from chickenfoot_nb.review import SeatReview
from chickenfoot_nb.round import Round
from chickenfoot_nb.rules import Rules
from chickenfoot_nb.tiles import Tile
from chickenfoot_nb.widgets import checks, keys, panels
from chickenfoot_nb.widgets.advice import MAX_SAMPLES, Advice
from chickenfoot_nb.widgets.chairs import Chairs, seat_list
from chickenfoot_nb.widgets.clicks import Clicks
from chickenfoot_nb.widgets.game_files import GameFiles
from chickenfoot_nb.widgets.history import History
from chickenfoot_nb.widgets.keys import KEYS
from chickenfoot_nb.widgets.moment import Moment
from chickenfoot_nb.widgets.seats import MAX_ACTIONS, SEAT_KINDS, Seats
from chickenfoot_nb.widgets.states import JobState, MessageKind, TextEnum
from chickenfoot_nb.widgets.timeline import Timeline
from chickenfoot_nb.widgets.voice import Voice
from chickenfoot_nb.widgets.words import no_seat

__all__ = ["KEYS", "MAX_ACTIONS", "MAX_SAMPLES", "SEAT_KINDS", "GameController"]

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
        seat_list(seats)
        if match is not None and not isinstance(match, Match):
            raise ChickenFootError(
                _("match must be a Match, not {value}.").format(value=checks.shown(match))
            )
        if keep is not None:
            checks.path(keep, "keep")
        super().__init__()
        self.tutor = tutor
        self._files = GameFiles(self, keep)
        self._moment: Moment | None = None
        self._advice = Advice(self)
        self._clicks = Clicks(self)
        self._timeline = Timeline(self)
        self._chairs = Chairs(self)
        m = match if match is not None else Match(rules, players, seed=seed, **options)
        self._history = History(m)
        self._seed = seed
        self._seats = Seats(seats, m.players, seed)
        self.teacher = teacher
        self.autoplay = autoplay
        if viewer is not None:
            checks.whole(viewer, "viewer", least=0, most=m.players - 1)
        self.viewer = viewer if viewer is not None else self._seats.first_human
        # the voice says its last message again after a change of language
        self._voice = Voice(self._told)
        if self.autoplay:
            self._timeline.bots_move([])
        # after the bots' first moves: the human to move is shown the moment they act in
        self._sync()
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
    def coach(self) -> Analysis | None:
        """The coach's analysis of the moment shown (None: none asked, or the game moved on)."""
        return self._advice.coach

    @property
    def reviewed(self) -> SeatReview | None:
        """The review of the finished round (None: none yet, or another round is played)."""
        return self._advice.reviewed

    @property
    def tutor_waiting(self) -> Action | None:
        """The move the tutor warned about, while it may still be played with :meth:`anyway`."""
        return self._clicks.tutor.waiting(self._position())

    @property
    def before_move(self) -> Callable[[Action], bool] | None:
        """Called with a human's legal move before it is played: True keeps it unplayed (a puzzle)."""
        return self._clicks.before_move

    @before_move.setter
    def before_move(self, hook: Callable[[Action], bool] | None) -> None:
        self._clicks.before_move = hook

    @property
    def seat_kinds(self) -> list[str]:
        """Each seat's kind, as :meth:`seat_kind` says it."""
        return [self._seats.kind(s) for s in range(self.players)]

    @property
    def judge(self) -> Judge:
        """The coach's and the review's judge, told the bots at the table (:attr:`Seats.judge`)."""
        return self._seats.judge

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

    @property
    def moment(self) -> Moment:
        """The moment shown, judged once for the viewer: every part of a redraw reads it.

        A new one is built when the timeline, the step shown, the viewer, the teacher view
        or the language changed.

        >>> g = GameController("gamerules", players=4, seed=2, seats=["human"] * 4)
        >>> g.moment is g.moment, g.moment.may_draw
        (True, False)
        """
        step, h = self.shown_step, self._history
        key = (h.version, h.length, step, self.viewer, self.teacher, get_language())
        if self._moment is None or self._moment.key != key:
            seen = range(self.players) if self.teacher else (self.viewer,)
            before = h.at(step - 1) if step else None
            self._moment = Moment.of(
                h.at(step), before=before, viewer=self.viewer, seen=seen, key=key
            )
        return self._moment

    def verdicts(self, seat: int) -> list[Verdict]:
        """``seat``'s hand judged at the moment shown: for each tile, can it go, where, why.

        The hands the viewer sees are judged once per :attr:`moment`, and shared by
        everything a redraw shows: the board, the hand, the buttons and the spoken messages.

        >>> g = GameController("gamerules", players=4, seed=2, seats=["human"] * 4)
        >>> [str(v.tile) for v in g.verdicts(0) if v.playable], g.verdicts(0) == g.verdicts(0)
        (['9|8', '9|4'], True)
        """
        judged = self.moment.verdicts.get(self._seat(seat))
        return list(judged) if judged is not None else verdicts(self.shown, seat)

    def selectable(self) -> list[str]:
        """The tiles a click in hand would accept now (the seat to move, when it is human).

        >>> GameController("gamerules", players=4, seed=2, seats=["human"] * 4).selectable()
        ['9|8', '9|4']
        """
        m = self.moment
        r = m.round
        if r.is_over or not self.is_human(r.seat) or r.seat not in m.verdicts:
            return []
        return [str(v.tile) for v in m.verdicts[r.seat] if v.playable]

    def can(self, action: Action | str) -> bool:
        """True when a button for ``action`` (draw or pass) should be enabled now."""
        m, a = self.moment, checks.action(action)
        return not m.round.is_over and self.is_human(m.round.seat) and a in m.legal

    # ----- the panels' words ----------------------------------------------------------

    def status(self) -> str:
        """One line on the moment shown: the round, who is to do what, the yard, the step."""
        return panels.status(
            self.match, self.shown, self.length, viewer=self.viewer, kinds=self.seat_kinds
        )

    def explain(self) -> list[tuple[str, str]]:
        """The explanation panel: (heading, plain sentence) pairs for the moment shown."""
        return panels.explain(self.moment, selected=self.selected)

    def odds(self) -> str:
        """The chance that a draw now would fit, for the viewer ('' when it does not apply)."""
        m = self.moment
        return panels.odds(m.round.names[self.viewer], m.draw_chance)

    def score_rows(self) -> list[tuple[str, str, int, int]]:
        """At the end of a round: (name, tiles left, pips, match total) for each seat."""
        return panels.score_rows(self.match)

    def result(self) -> str:
        """How the round ended, and at the end of the match who won and why."""
        return panels.result(self.match)

    # ----- seats and view -------------------------------------------------------------

    @command
    def set_seats(self, seats: Sequence[str | Bot] | None) -> bool:
        """Give each seat ``"human"``, ``"greedy"``, ``"random"`` or a bot object."""
        return self._chairs.set_seats(seats)

    @command
    def set_seat(self, seat: int, kind: str | Bot) -> bool:
        """Change who plays one seat."""
        return self._chairs.set_seat(seat, kind)

    @command
    def set_view(self, viewer: int | None = None, teacher: bool | None = None) -> bool:
        """Show ``viewer``'s hand face up, and/or switch the teacher view (every hand face up)."""
        return self._chairs.set_view(viewer, teacher)

    # ----- clicks: the one path from a click (or the same call from code) to an action --

    @command
    def click(self, tile: Tile | str) -> bool:
        """A click on a tile in a hand: select it, or play it when it has one place to go."""
        return self._clicks.click(tile)

    @command
    def click_target(self, on: Tile | str | None) -> bool:
        """A click on a place on the table (a tile, or ``None``/``"centre"`` for the centre)."""
        return self._clicks.click_target(on)

    @command
    def click_hidden(self, seat: int) -> bool:
        """A click on a face-down tile of ``seat``."""
        return self._clicks.click_hidden(seat)

    @command
    def play(self, tile: Tile | str, on: Tile | str | None = None) -> bool:
        """Play ``tile`` for the human seat to move, on ``on`` (optional when one place fits).

        It is :meth:`click` then :meth:`click_target`, as in the browser.
        """
        return self._clicks.play(tile, on)

    @command
    def draw(self) -> bool:
        """The seat to move (a human) draws from the chicken yard."""
        return self._clicks.button(DRAW)

    @command
    def pass_turn(self) -> bool:
        """The seat to move (a human) passes."""
        return self._clicks.button(PASS)

    @command
    def anyway(self) -> bool:
        """Play the move the tutor warned about, as it was chosen."""
        return self._clicks.anyway()

    # ----- the timeline: step, play to the end, undo, redo, show a moment ---------------

    @command
    def step(self) -> bool:
        """The seat to move acts once: a bot with its bot, a human seat with the greedy helper.

        On an earlier moment of the timeline it shows the next moment instead.
        """
        return self._timeline.step()

    @command
    def play_to_end(self) -> bool:
        """Every seat acts (bots with their bot, humans with the greedy helper) until the round ends.

        On an earlier moment it plays on from the latest one.
        """
        return self._timeline.play_to_end()

    @command
    def undo(self) -> bool:
        """Take back the action before the moment shown (later ones can be redone).

        With ``autoplay`` on and a human at the table it goes on taking back bot actions, so
        that a human seat is to move again.
        """
        return self._timeline.undo()

    @command
    def redo(self) -> bool:
        """Play again the action last undone (on an earlier moment: show the next one)."""
        return self._timeline.redo()

    @command
    def show(self, step: int) -> bool:
        """Show the moment after ``step`` actions of the round (clipped to the timeline)."""
        return self._timeline.show(step)

    @command
    def next_round(self) -> bool:
        """Deal the next round of the match (the current one must be over)."""
        return self._timeline.next_round()

    # ----- the coach and the review (chickenfoot_nb.widgets.advice) ---------------------

    @command
    def hint(self, samples: int | None = None, *, wait: bool = False) -> bool:
        """Ask the coach about the moment shown: each legal move's win chance and expected score.

        The coach sees only what the seat to move sees (:func:`chickenfoot_nb.coach.analyse`).
        It runs in a thread, so the widget does not freeze; :attr:`coach_progress` follows
        it, and the answer lands in :attr:`coach` and :attr:`message`. When the position
        changes first, the analysis is dropped. ``wait=True`` waits for the answer (in a cell
        or a test). The coach advises the seat whose hand you see; the teacher view, any seat.
        """
        return self._advice.hint(samples, wait)

    @command
    def review(
        self, seat: int | None = None, samples: int | None = None, *, wait: bool = False
    ) -> bool:
        """Review the finished round for ``seat`` (the seat whose hand you see by default).

        Like the coach, it runs in a thread: :attr:`review_progress` follows it,
        :meth:`cancel_review` stops it, and the answer lands in :attr:`reviewed` and
        :attr:`message`. ``wait=True`` waits for it. :meth:`review_jump` shows a moment of
        the review with the coach's table for it.
        """
        return self._advice.review(seat, samples, wait)

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
        """
        return self._advice.round_review(seat, samples)

    @command
    def cancel_review(self) -> bool:
        """Stop a review that is running (nothing else changes)."""
        return self._advice.cancel_review()

    @command
    def review_jump(self, step: int) -> bool:
        """Show the moment before the reviewed seat's action at ``step``, with the coach's table."""
        return self._advice.review_jump(step)

    # ----- records (docs/record-format.md) ----------------------------------------------

    @command
    def save(self, path: str | Path) -> bool:
        """Write the whole match to ``path`` as a game record (see :mod:`.game_files`)."""
        return self._files.save(path)

    @command
    def load(self, path: str | Path) -> bool:
        """Replace the game with the record at ``path``; it is shown at its last moment."""
        return self._files.load(path)

    @command
    def load_text(self, text: str | bytes, name: str | None = None) -> bool:
        """Replace the game with a record given as JSON text (or the bytes of an upload).

        ``name`` is what the message calls it (a file's name); by default "the record".
        """
        return self._files.load_text(text, name)

    @property
    def keep(self) -> Path | None:
        """The file each finished round's match is saved to (None: nothing is saved)."""
        return self._files.keep

    @property
    def kept(self) -> Path | None:
        """The file the finished round was saved to, while the latest round is over; else None."""
        return self._files.kept

    # ----- the front end (chickenfoot_nb.widgets.keys) ---------------------------------

    @command
    def key(self, name: str) -> bool:
        """A key pressed on the board; :data:`KEYS` says what each one does."""
        return keys.press(self, name)

    @command
    def handle_event(self, event: dict[str, Any]) -> bool:
        """Act on one event from the board in the browser (``{"kind": ..., ...}``).

        An event of another kind is ignored; one that lacks what its kind needs is refused.
        """
        return keys.board_event(self, event)

    def guard(self, fn: F) -> F:
        """Wrap a callback so that an error is shown in :attr:`message`, never raised.

        A front end swallows exceptions raised in observers; a learner should see them.
        """
        return self._voice.guard(fn)

    # ----- inside: what the rooms share -------------------------------------------------

    def _seat(self, seat: Any) -> int:
        """``seat`` when it is a seat of this table, else the refusal that says so."""
        checks.whole(seat, "seat")
        if not 0 <= seat < self.players:
            raise ChickenFootError(no_seat(seat, self.players))
        return int(seat)

    def _sync(self) -> None:
        """After the history changed: nothing picked, and the latest moment shown."""
        self.selected = None
        self.length = self.shown_step = self._history.length
        self._follow()
        self._files.keep_round()

    def _follow(self) -> None:
        """Hot seat: the human to move at the moment shown sees their own hand."""
        r = self.shown
        if not r.is_over and self.is_human(r.seat) and not self.teacher:
            self.viewer = r.seat

    def _say(self, text: str | Callable[[], str]) -> bool:
        return self._voice.tell(MessageKind.INFO, text)

    def _refuse(self, text: str | Callable[[], str]) -> bool:
        return self._voice.tell(MessageKind.REFUSED, text)

    def _error(self, text: str | Callable[[], str]) -> None:
        self._voice.tell(MessageKind.ERROR, text)

    def _told(self) -> None:
        """The voice said something (or said it again in a new language): show it."""
        self.message_kind = self._voice.kind
        self.message = self._voice.text
        self._changed()

    def _position(self) -> tuple[int, int]:
        """Which moment of which timeline is shown: the coach's answer is for one of them."""
        return (self._history.version, self.shown_step)

    def _changed(self) -> None:
        self._advice.drop_stale()  # advice on another moment or round no longer applies
        self.revision += 1
