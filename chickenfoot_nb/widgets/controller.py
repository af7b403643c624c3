"""The game behind the GameWidget: seats, selection, clicks turned into actions, the timeline.

It holds no display code: the widget draws what this model holds, and a notebook or a test
drives it with the same calls a click in the browser makes.

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
from pathlib import Path
from typing import Any, TypeVar

from traitlets import Bool, HasTraits, Int, Unicode

from chickenfoot_nb.actions import DRAW, PASS, Action, play
from chickenfoot_nb.bots import Bot, GreedyBot, make_bot
from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.explain import describe_action, forced_now, why_illegal, why_not_tile
from chickenfoot_nb.match import Match
from chickenfoot_nb.record import load, loads, save
from chickenfoot_nb.round import Round
from chickenfoot_nb.rules import Rules
from chickenfoot_nb.tiles import Tile
from chickenfoot_nb.widgets.words import short

log = logging.getLogger(__name__)

#: The seat kinds the widget offers by name; any object with ``choose(view, legal)`` works too.
SEAT_KINDS = ("human", "greedy", "random")

#: How many actions "Play to end" may take before it gives up (a round never needs as many).
MAX_ACTIONS = 10_000

F = TypeVar("F", bound=Callable[..., Any])


class GameController(HasTraits):
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

    shown_step = Int(0, help="the moment shown: after this many actions of the round")
    length = Int(0, help="how many actions the current round has had")
    selected = Unicode("", help="the tile picked in hand, as text ('9|4'), or ''")
    viewer = Int(0, help="the seat whose hand is face up")
    teacher = Bool(False, help="show every hand face up")
    autoplay = Bool(True, help="bots move by themselves after a human's action")
    message = Unicode("", help="the answer to the last click or command")
    message_kind = Unicode("info", help="'info', 'refused' (a rule said no) or 'error'")
    revision = Int(0, help="goes up once after each change")

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
        self._match = match if match is not None else Match(rules, players, seed=seed, **options)
        self._seed = seed
        self._redo: list[Action] = []
        self._cache: tuple[int, int, Round] | None = None
        self._version = 0
        self._kinds: list[str | Bot] = []
        self._bots: list[Bot | None] = []
        self.set_seats(seats, refresh=False)
        self.teacher = teacher
        self.autoplay = autoplay
        self.viewer = viewer if viewer is not None else self._first_human()
        self._sync(jump=True)
        if self.autoplay:
            self._bots_move([])
        self._changed()

    # ----- what a view reads ----------------------------------------------------------

    @property
    def match(self) -> Match:
        """The match being played."""
        return self._match

    @property
    def round(self) -> Round:
        """The round being played now (the end of the timeline)."""
        return self._match.current

    @property
    def shown(self) -> Round:
        """The round as it is at the moment shown (the live round itself at the end)."""
        r = self.round
        if self.shown_step >= len(r.history):
            return r
        key = (self._version, self.shown_step)
        if self._cache is None or self._cache[:2] != key:
            self._cache = (*key, r.at(self.shown_step))
        return self._cache[2]

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
        return self._match.players

    def seat_kind(self, seat: int) -> str:
        """``"human"``, a bot's name (``"greedy"``, ``"random"``), or a custom bot's class name."""
        kind = self._kinds[seat]
        if isinstance(kind, str):
            return kind
        return str(getattr(kind, "name", type(kind).__name__))

    def is_human(self, seat: int) -> bool:
        """True when a person plays ``seat`` by clicking."""
        return self._bots[seat] is None

    def sees(self, seat: int) -> bool:
        """True when the viewer may see ``seat``'s hand."""
        return self.teacher or seat == self.viewer

    def selectable(self) -> list[str]:
        """The tiles a click in hand would accept now (the seat to move, when it is human).

        >>> GameController("gamerules", players=4, seed=2, seats=["human"] * 4).selectable()
        ['9|0']
        """
        r = self.shown
        if r.is_over or not self.is_human(r.seat) or not self.sees(r.seat):
            return []
        return [str(t) for t in r.hand(r.seat) if why_not_tile(r, t) is None]

    def can(self, action: Action) -> bool:
        """True when a button for ``action`` (draw or pass) should be enabled now."""
        r = self.shown
        return not r.is_over and self.is_human(r.seat) and action in r.legal_actions()

    # ----- seats and view -------------------------------------------------------------

    def set_seats(self, seats: Sequence[str | Bot] | None, refresh: bool = True) -> None:
        """Give each seat ``"human"``, ``"greedy"``, ``"random"`` or a bot object."""
        n = self.players
        given: list[str | Bot] = ["human", *["greedy"] * (n - 1)]
        if seats is not None:
            given = list(seats)
        if len(given) != n:
            raise ChickenFootError(f"{n} players need {n} seats, not {len(given)}")
        bots: list[Bot | None] = []
        for i, kind in enumerate(given):
            if kind == "human":
                bots.append(None)
            elif isinstance(kind, str) and kind not in SEAT_KINDS:
                raise ChickenFootError(
                    f"seat {i}: there is no seat kind {kind!r}: use 'human', 'greedy', 'random' "
                    "or a bot object with choose(view, legal)"
                )
            elif not isinstance(kind, str) and not callable(getattr(kind, "choose", None)):
                raise ChickenFootError(f"seat {i}: a bot needs a method choose(view, legal)")
            else:
                bots.append(make_bot(kind, seed=f"{self._seed}:{i}"))
        self._kinds, self._bots = given, bots
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
        kinds = list(self._kinds)
        kinds[seat] = kind
        self.set_seats(kinds)

    # ----- clicks ---------------------------------------------------------------------

    def click(self, tile: Tile | str) -> bool:
        """A click on a tile in a hand: select it, or play it when it has one place to go.

        Returns True when the click was accepted; otherwise :attr:`message` says which rule
        refused it, and nothing changes.
        """
        t = Tile.parse(tile)
        r = self.shown
        holder = r.holder(t)
        if holder is None:
            if r.on_table(t):
                return self.click_target(t)
            return self._refuse(f"{t} is not in any hand you can see.")
        if not self.sees(holder):
            return self._refuse(
                f"{r.names[holder]}'s tiles are face down: you may only see your own hand "
                "(the teacher view shows every hand)."
            )
        if r.is_over:
            return self._refuse(_over(r))
        if holder != r.seat:
            return self._refuse(
                f"{t} cannot be played now: it is {r.names[r.seat]}'s turn, not "
                f"{r.names[holder]}'s."
            )
        if not self.is_human(holder):
            return self._refuse(self._bot_turn(holder))
        reason = why_not_tile(r, t)
        if reason is not None:
            return self._refuse(f"{t} cannot be played now: {reason}.")
        if self.selected == str(t):
            self.selected = ""
            return self._say("")
        targets = r.targets(t)
        if len(targets) == 1:
            return self._act(play(t, targets[0]))
        self.selected = str(t)
        where = ", ".join(_place(o) for o in targets)
        return self._say(f"{t} can go on {where}: click one of the lit places.")

    def click_target(self, on: Tile | str | None) -> bool:
        """A click on a place on the table (a tile, or ``None``/``"centre"`` for the centre)."""
        if isinstance(on, str) and on == "centre":
            on = None
        target = None if on is None else Tile.parse(on)
        sel = self.selected_tile
        r = self.shown
        if sel is None:
            if target is None:
                return self._refuse("Pick a tile from your hand first, then click where it goes.")
            return self._refuse(
                f"{target} is on the table. Pick a tile from your hand first, then click where "
                "it goes."
            )
        a = play(sel, target)
        reason = why_illegal(r, a)
        if reason is not None:
            return self._refuse(reason)
        return self._act(a)

    def click_hidden(self, seat: int) -> bool:
        """A click on a face-down tile of ``seat``."""
        return self._refuse(
            f"{self.shown.names[seat]}'s tiles are face down: you may only see your own hand "
            "(the teacher view shows every hand)."
        )

    # ----- commands -------------------------------------------------------------------

    def play(self, tile: Tile | str, on: Tile | str | None = None) -> bool:
        """Play ``tile`` for the human seat to move, on ``on`` (optional when one place fits).

        It is :meth:`click` then :meth:`click_target`, as in the browser.
        """
        t = Tile.parse(tile)
        r = self.shown
        if on is None and r.holder(t) == r.seat and len(r.targets(t)) > 1:
            where = ", ".join(_place(o) for o in r.targets(t))
            return self._refuse(f"{t} fits in more than one place ({where}): say which with on=.")
        if not self.click(t):
            return False
        if not self.selected:
            return True
        return self.click_target(on)

    def draw(self) -> bool:
        """The seat to move (a human) draws from the chicken yard."""
        return self._button(DRAW)

    def pass_turn(self) -> bool:
        """The seat to move (a human) passes."""
        return self._button(PASS)

    def step(self) -> bool:
        """The seat to move acts once: a bot with its bot, a human seat with the greedy helper.

        On an earlier moment of the timeline it shows the next moment instead.
        """
        if not self.live:
            return self.show(self.shown_step + 1)
        r = self.round
        if r.is_over:
            return self._refuse(_over(r) + " Press Next round to deal the next one.")
        seat = r.seat
        a = self._choose(self._bots[seat] or GreedyBot(), seat)
        if a is None:
            return False
        said = short(r, seat, a, self.sees(seat)) + "."
        self._push(a)
        self._sync(jump=True)
        return self._say(said)

    def play_to_end(self) -> bool:
        """Every seat acts (bots with their bot, humans with the greedy helper) until the round ends.

        On an earlier moment it plays on from the latest one.
        """
        r = self.round
        n = 0
        while not r.is_over and n < MAX_ACTIONS:
            a = self._choose(self._bots[r.seat] or GreedyBot(), r.seat)
            if a is None:
                self._sync(jump=True)
                return False
            self._push(a)
            n += 1
        self._sync(jump=True)
        return self._say(f"Played {n} actions. " + forced_now(r))

    def undo(self) -> bool:
        """Take back the action before the moment shown (later ones can be redone).

        With ``autoplay`` on and a human at the table it goes on taking back bot actions, so
        that a human seat is to move again.
        """
        if self.shown_step == 0:
            return self._refuse("There is nothing to undo: this is the start of the round.")
        self._branch()
        r = self.round
        self._redo.append(r.history[-1][1])
        r.undo()
        self._version += 1
        while self._skip_bots() and r.history:
            self._redo.append(r.history[-1][1])
            r.undo()
        self._sync(jump=True)
        return self._say(f"Undone: back to step {len(r.history)}.")

    def redo(self) -> bool:
        """Play again the action last undone (on an earlier moment: show the next one)."""
        if not self.live:
            return self.show(self.shown_step + 1)
        if not self._redo:
            return self._refuse("There is nothing to redo.")
        self._push(self._redo.pop(), keep_redo=True)
        while self._skip_bots() and self._redo:
            self._push(self._redo.pop(), keep_redo=True)
        self._sync(jump=True)
        return self._say(f"Redone: step {self.length}.")

    @property
    def redo_count(self) -> int:
        """How many undone actions can be redone."""
        return len(self._redo)

    def show(self, step: int) -> bool:
        """Show the moment after ``step`` actions of the round (clipped to the timeline)."""
        step = max(0, min(int(step), self.length))
        if step != self.shown_step:
            self.selected = ""
            self.shown_step = step
            self._follow()
        return self._say("" if self.live else f"Showing step {step} of {self.length}.")

    def key(self, name: str) -> bool:
        """A key pressed on the board: arrows move along the timeline, Enter steps."""
        moves = {"ArrowLeft": -1, "ArrowRight": 1}
        if name in moves:
            return self.show(self.shown_step + moves[name])
        if name == "Home":
            return self.show(0)
        if name == "End":
            return self.show(self.length)
        if name == "Enter":
            return self.step()
        if name == "Escape":
            self.selected = ""
            return self._say("")
        return False

    def next_round(self) -> bool:
        """Deal the next round of the match (the current one must be over)."""
        try:
            self._match.next_round()
        except ChickenFootError as e:
            return self._refuse(str(e)[0].upper() + str(e)[1:] + ".")
        self._redo.clear()
        self._version += 1
        self._sync(jump=True)
        if self.autoplay:
            self._bots_move([])
        return self._say(
            f"Round {len(self._match.rounds)}: the round's double is {self.round.centre}."
        )

    def save(self, path: str | Path) -> bool:
        """Write the whole match to ``path`` as a game record (RECORD.md)."""
        save(self._match, path)
        return self._say(f"Saved the game to {path}.")

    def load(self, path: str | Path) -> bool:
        """Replace the game with the record at ``path``; it is shown at its last moment."""
        return self._replace(load(path), f"Loaded {path}.")

    def load_text(self, text: str, name: str = "the record") -> bool:
        """Replace the game with a record given as JSON text."""
        return self._replace(loads(text), f"Loaded {name}.")

    # ----- explanations ---------------------------------------------------------------

    def explain(self) -> list[tuple[str, str]]:
        """The explanation panel: (heading, plain sentence) pairs for the moment shown."""
        r = self.shown
        out: list[tuple[str, str]] = []
        step = self.shown_step
        if step > 0:
            seat = self.round.history[step - 1][0]
            out.append(("Last action", describe_action(self.round, step - 1, self.sees(seat))))
        out.append(("Now", forced_now(r)))
        sel = self.selected_tile
        if sel is not None:
            reason = why_not_tile(r, sel)
            if reason is None:
                where = ", ".join(_place(o) for o in r.targets(sel))
                out.append((f"Selected {sel}", f"It can be played on {where}."))
            else:
                out.append((f"Selected {sel}", f"It cannot be played: {reason}."))
        return out

    def score_rows(self) -> list[tuple[str, str, int, int]]:
        """At the end of a round: (name, tiles left, pips, match total) for each seat."""
        r = self.round
        totals = self._match.totals
        blank = r.rules.double_blank

        def shown(t: Tile) -> str:
            return f"0|0 (={blank})" if t.index == 0 and blank else str(t)

        return [
            (r.names[s], " ".join(shown(t) for t in r.hand(s)) or "—", r.pips(s), totals[s])
            for s in range(r.players)
        ]

    def result(self) -> str:
        """How the round ended, and at the end of the match who won and why."""
        r = self.round
        if not r.is_over:
            return ""
        text = forced_now(r)
        holds_blank = any(Tile(0, 0) in r.hand(s) for s in range(r.players))
        if holds_blank and r.rules.double_blank:
            text += f" 0|0 left in a hand counts {r.rules.double_blank} under these rules."
        m = self._match
        if m.is_complete and m.winners is not None:
            names = " and ".join(m.names[s] for s in m.winners)
            verb = "win" if len(m.winners) > 1 else "wins"
            text += f" The match is over: {names} {verb} on {m.decided_by}."
        return text

    # ----- the front end --------------------------------------------------------------

    def handle_event(self, event: dict[str, Any]) -> bool:
        """Act on one event from the board in the browser (``{"kind": ..., ...}``)."""
        kind = event.get("kind")
        if kind == "tile":
            return self.click(str(event["tile"]))
        if kind == "target":
            return self.click_target(str(event["on"]))
        if kind == "table":
            return self.click(str(event["tile"]))
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
                self.message_kind = "error"
                self.message = f"Something went wrong: {type(e).__name__}: {e}"
                self._changed()
                return False

        return wrapped  # type: ignore[return-value]

    # ----- inside ---------------------------------------------------------------------

    def _first_human(self) -> int:
        return next((s for s in range(self.players) if self._bots[s] is None), 0)

    def _bot_turn(self, seat: int) -> str:
        return (
            f"It is {self.shown.names[seat]}'s turn, and the {self.seat_kind(seat)} bot plays "
            "that seat: press Step to let it move."
        )

    def _button(self, a: Action) -> bool:
        r = self.shown
        if not r.is_over and not self.is_human(r.seat):
            return self._refuse(self._bot_turn(r.seat))
        reason = why_illegal(r, a)
        if reason is not None:
            return self._refuse(reason)
        return self._act(a)

    def _act(self, a: Action) -> bool:
        """A human's legal action at the moment shown: branch there, act, let the bots reply."""
        self._branch()
        r = self.round
        seat = r.seat
        said = [short(r, seat, a, self.sees(seat))]
        self._push(a)
        if self.autoplay:
            self._bots_move(said)
        self._sync(jump=True)
        text = said[0] + "."
        if len(said) > 1:
            text += " Then: " + "; ".join(said[1:]) + "."
        return self._say(text)

    def _branch(self) -> None:
        """Acting on an earlier moment: the later actions move to the redo list."""
        r = self.round
        if self.shown_step < len(r.history):
            later = [a for _, a in r.history[self.shown_step :]]
            self._redo.extend(reversed(later))
            r.go_to(self.shown_step)
            self._version += 1

    def _push(self, a: Action, keep_redo: bool = False) -> None:
        if not keep_redo:
            if self._redo and self._redo[-1] == a:
                self._redo.pop()  # the same action as the one undone: the rest stays redoable
            else:
                self._redo.clear()
        self.round.push(a)
        self._version += 1

    def _choose(self, bot: Bot, seat: int) -> Action | None:
        r = self.round
        legal = r.legal_actions()
        try:
            a = bot.choose(r.view(seat), legal)
        except Exception as e:  # a reader's bot may fail; say so in the widget
            self._error(f"{r.names[seat]}'s bot failed: {type(e).__name__}: {e}")
            return None
        if a not in legal:
            reason = why_illegal(r, a) if isinstance(a, Action) else "it is not an action"
            self._error(f"{r.names[seat]}'s bot chose {a!r}, which is not legal: {reason}")
            return None
        return a

    def _bots_move(self, said: list[str]) -> None:
        """Let bot seats act until a human seat is to move (only with a human at the table)."""
        r = self.round
        if all(b is not None for b in self._bots):
            return
        n = 0
        while not r.is_over and self._bots[r.seat] is not None and n < MAX_ACTIONS:
            seat = r.seat
            bot = self._bots[seat]
            assert bot is not None
            a = self._choose(bot, seat)
            if a is None:
                return
            said.append(short(r, seat, a, self.sees(seat)))
            self._push(a)
            n += 1

    def _skip_bots(self) -> bool:
        """While undoing or redoing with autoplay: True when a bot, not a human, is to move."""
        has_human = any(b is None for b in self._bots)
        return self.autoplay and has_human and self._bots[self.round.seat] is not None

    def _replace(self, m: Match, said: str) -> bool:
        kinds: list[str | Bot] = list(self._kinds)
        if m.players != self.players:
            kinds = ["human", *["greedy"] * (m.players - 1)]
        self._match = m
        self._redo.clear()
        self._version += 1
        self.set_seats(kinds, refresh=False)
        if self.viewer >= m.players:
            self.viewer = self._first_human()
        self._sync(jump=True)
        return self._say(said)

    def _sync(self, jump: bool) -> None:
        n = len(self.round.history)
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
        self.message_kind = "info"
        self.message = text
        self._changed()
        return True

    def _refuse(self, text: str) -> bool:
        self.message_kind = "refused"
        self.message = text
        self._changed()
        return False

    def _error(self, text: str) -> None:
        self.message_kind = "error"
        self.message = text
        self._changed()

    def _changed(self) -> None:
        self.revision += 1


def _place(on: Tile | None) -> str:
    return "the centre" if on is None else str(on)


def _over(r: Round) -> str:
    who = f"{r.names[r.out_seat or 0]} went out" if r.end == "out" else "it is blocked"
    return f"The round is over: {who}."
