"""PuzzleWidget: practice on positions from real play, each with one clearly best move.

Each puzzle (:mod:`chickenfoot_nb.puzzles`) is shown from its seat's view on the game's own
board, so a move is played as in the game: a click on a tile and then on a lit place, or the
keyboard. The move is not played: the puzzle's judge
(:class:`~chickenfoot_nb.widgets.puzzle_judge.PuzzleJudge`, the controller's
:attr:`~chickenfoot_nb.widgets.controller.GameController.before_move`) says right or wrong in
words; a wrong first move may be tried again, and the answer comes with its reason and its
proof, every legal move's win chance. The practice lasts
(:class:`~chickenfoot_nb.practice.Practice`): the learner's rating changes with each first
answer, a missed puzzle comes back on a schedule, and both are kept in the learner's progress
file. The same from code:

>>> from chickenfoot_nb import progress
>>> progress.off()
>>> w = PuzzleWidget(seed=0)
>>> p = w.puzzle
>>> w.answer(p.moves[1].action)          # a move that is not the best
False
>>> w.message.startswith("Not the best move:"), str(p.best) in w.message, w.streak
(True, False, 0)
>>> w.answer(p.best), w.solved            # found on the second try: only the first counts
(True, 0)
>>> w.next() and w.puzzle is not p
True
>>> w.hint() and w.message.startswith("Hint 1 of 3: ")
True

``w.game.play(...)`` reaches the same judge (``w.answer`` also says a refusal in the
widget's message line).
"""

from __future__ import annotations

import html
import logging
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import fields, replace
from datetime import UTC, datetime
from typing import Any

import ipywidgets as W

from chickenfoot_nb.actions import Action
from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.i18n import N_, _, ngettext, on_language_change
from chickenfoot_nb.practice import Practice, PuzzleAttempt
from chickenfoot_nb.puzzles import DIFFICULTIES, KINDS, Puzzle
from chickenfoot_nb.puzzles.themes import Theme
from chickenfoot_nb.render.frame import open_frame
from chickenfoot_nb.widgets.board import Board
from chickenfoot_nb.widgets.checks import seed as checks_seed
from chickenfoot_nb.widgets.checks import shown
from chickenfoot_nb.widgets.controller import GameController
from chickenfoot_nb.widgets.language import language_menu
from chickenfoot_nb.widgets.parts import button, gap, html_box
from chickenfoot_nb.widgets.proof import proof_html
from chickenfoot_nb.widgets.puzzle_filter import DIFFICULTY_WORDS, KIND_WORDS, MENUS, PuzzleFilter
from chickenfoot_nb.widgets.puzzle_judge import PuzzleJudge, verdict_words
from chickenfoot_nb.widgets.seating import board_html

__all__ = [
    "DIFFICULTY_WORDS",
    "KIND_WORDS",
    "PuzzleFilter",
    "PuzzleWidget",
    "proof_html",
    "verdict_words",
]

log = logging.getLogger(__name__)

#: Each button: its words, its class and its tooltip, which names its key on the board.
BUTTONS = {
    "hint_button": (
        N_("Hint"),
        "cf-puzzle-hint",
        N_(
            "Hint: the idea, then where, then the tile; each hint before your answer lowers "
            "what a solve adds to your rating (H)"
        ),
    ),
    "answer_button": (
        N_("Show answer"),
        "cf-puzzle-answer",
        N_("Show the best move, why, and its proof; unanswered, the puzzle counts as missed (S)"),
    ),
    "next_button": (
        N_("Next puzzle"),
        "cf-puzzle-next",
        N_(
            "The next puzzle that fits the filters: one due today first, else one near your rating (N)"
        ),
    ),
}


class PuzzleWidget(W.VBox):
    """The puzzles, one at a time: the position, the learner's move judged, and the proof.

    ``puzzles`` are the puzzles to practise on (the package's own when None); ``preset``,
    ``set``, ``difficulty``, ``kind`` and ``theme`` filter them (the menus under the board
    change them too); ``seed`` orders puzzles of equal rating, so a class sees them in the
    same order. ``practice`` is the learner's :class:`~chickenfoot_nb.practice.Practice`,
    with its own puzzles and order (by default the one kept in their progress file, on
    ``puzzles``).

    The learner plays a move on the board, by mouse or keyboard, as in the game; the board's
    keys H, S and N are Hint, Show answer and Next puzzle. A table too crowded to read whole
    opens on the open ends the legal moves use (:func:`~chickenfoot_nb.render.frame.open_frame`);
    Fit or the 0 key shows all of it. The first answer to a puzzle
    counts: :attr:`solved` of :attr:`tried`, the :attr:`streak` of puzzles solved in a row,
    and the rating. Show answer before any move counts as missed and ends the streak; each
    hint taken before the first answer lowers what a solve gives the rating.
    """

    def __init__(
        self,
        puzzles: Sequence[Puzzle] | None = None,
        *,
        preset: str | None = None,
        set: int | None = None,  # the filter's name everywhere, though it hides the builtin
        difficulty: str | None = None,
        kind: str | None = None,
        theme: str | None = None,
        seed: int | str = 0,
        practice: Practice | None = None,
    ) -> None:
        if puzzles is not None and (
            not isinstance(puzzles, (list, tuple))
            or not all(isinstance(p, Puzzle) for p in puzzles)
        ):
            raise ChickenFootError(
                _(
                    "puzzles must be a list of puzzles, such as load_puzzles() gives, not {value}."
                ).format(value=shown(puzzles))
            )
        if practice is not None and not isinstance(practice, Practice):
            raise ChickenFootError(
                _("practice must be a Practice, not {value}.").format(value=shown(practice))
            )
        if practice is not None and puzzles is not None:
            raise ChickenFootError(
                _(
                    "Give a PuzzleWidget either puzzles or practice=, not both: a practice "
                    "has its puzzles."
                )
            )
        self.seed = checks_seed(seed)
        self.filters = PuzzleFilter(preset, set, difficulty, kind, theme)
        trouble = None
        if practice is None:
            practice, trouble = Practice.load(puzzles, seed=seed)
        self.practice = practice
        self.puzzles = practice.puzzles
        self.puzzle: Puzzle | None = None
        self.judge: PuzzleJudge | None = None
        #: Puzzles answered or shown this session, those solved at the first answer, and how
        #: many in a row.
        self.tried = self.solved = self.streak = 0
        #: The last first attempt of this session (its rating change is shown).
        self.last: PuzzleAttempt | None = None
        self._held = 0  # while above 0, a command is at work: it redraws once at its end
        # what the live region last spoke (the game, and how many messages it had told),
        # and its count: a message is spoken once, and again only when it is told again
        self._spoken: tuple[int, int] = (0, 0)
        self._told = 0
        self._filling = False
        self._opened: GameController | None = None  # the game whose table the board opened

        self.heading = html_box("cf-puzzle-heading")
        self.board = Board()
        self.board.add_class("cf-board")
        self.message_box = html_box("cf-message")
        self.hint_button = button("cf-puzzle-hint")
        self.answer_button = button("cf-puzzle-answer")
        self.next_button = button("cf-puzzle-next")
        self.score_box = html_box("cf-puzzle-score")
        self.proof_box = html_box("cf-coach")
        self.menus = {
            name: W.Dropdown(layout=W.Layout(width="auto"), style={"description_width": "initial"})
            for name in MENUS
        }
        for name, menu in self.menus.items():
            menu.add_class(f"cf-puzzle-{name}")
            menu.observe(self._guard(lambda c, name=name: self._on_menu(name, c)), "value")
        self.language_menu = language_menu()

        self.hint_button.on_click(lambda _: self.hint())
        self.answer_button.on_click(lambda _: self.show_answer())
        self.next_button.on_click(lambda _: self.next())
        self.board.observe(self._guard(self._on_event), "event")
        controls = W.HBox(
            [self.hint_button, self.answer_button, self.next_button, gap(), self.score_box]
        )
        controls.add_class("cf-controls")
        filters = W.HBox([*self.menus.values(), self.language_menu])
        filters.add_class("cf-puzzle-filters")
        super().__init__(
            [self.heading, self.board, self.message_box, controls, self.proof_box, filters]
        )
        # cf-game: the board names the widget and the game's styles (focus rings) apply
        self.add_class("cf-game")
        self.add_class("cf-puzzle")
        self._quiet = self._quiet_game()
        self.game = self._quiet
        on_language_change(self._on_language)
        self._relabel()
        with self._command():
            self._load(self.practice.next_puzzle(self.filters))
            self._introduce(trouble)

    # ----- what a teacher or a test reads ----------------------------------------------

    @property
    def pool(self) -> list[Puzzle]:
        """The puzzles that pass the filters, in the practice's seeded order."""
        return [p for p in self.practice.order if self.filters.admits(p)]

    @property
    def message(self) -> str:
        """The message line: the verdict, a hint, or what the game said about a click."""
        return self.game.message

    @property
    def message_kind(self) -> str:
        """``"right"``, ``"wrong"``, ``"info"``, ``"refused"`` or ``"error"``."""
        return self.game.message_kind

    @property
    def chosen(self) -> Action | None:
        """The first move tried on this puzzle (None before one)."""
        return self.judge.chosen if self.judge is not None else None

    @property
    def correct(self) -> bool | None:
        """Whether the first answer to this puzzle was the best move (None before one)."""
        if self.chosen is None or self.puzzle is None:
            return None
        return self.chosen == self.puzzle.best

    @property
    def score(self) -> str:
        """The session's count in words: "Solved 3 of 5 puzzles · streak 2"."""
        return ngettext(
            "Solved {solved} of {n} puzzle · streak {streak}",
            "Solved {solved} of {n} puzzles · streak {streak}",
            self.tried,
        ).format(solved=self.solved, n=self.tried, streak=self.streak)

    @property
    def due_today(self) -> list[Puzzle]:
        """The puzzles that fit the filters and are due today (Next serves them first)."""
        today = datetime.now(UTC).date()
        return [p for p in self.practice.due(today) if self.filters.admits(p)]

    @property
    def rating_line(self) -> str:
        """The learner's rating, its last change, and how many puzzles are due today."""
        rating = round(self.practice.rating.rating)  # a rating is written without separators
        a = self.last
        change = 0 if a is None else round(a.rating_after) - round(a.rating_before)
        said = (
            _("Rating {rating}").format(rating=rating)
            if a is None or not a.rated
            else _("Rating {rating} ({change})").format(
                rating=rating,
                change=f"+{change}" if change >= 0 else f"−{-change}",
            )
        )
        n = len(self.due_today)
        due = ngettext("{n} puzzle due today", "{n} puzzles due today", n).format(n=n)
        return f"{said} · {due}"

    @property
    def task(self) -> str:
        """What to do, in words: "Seat 1 to play: find the move that wins clearly more often…"."""
        p = self.puzzle
        if p is None:
            return _(
                "No puzzle fits these filters: choose another preset, set, difficulty, kind "
                "or idea."
            )
        name = self.game.match.names[p.seat]
        return _(
            "{name} to play: find the move that wins clearly more often than every other."
        ).format(name=name)

    @property
    def about(self) -> str:
        """How many puzzles this session has shown, of those that fit, and this one's table,
        rules, kind and difficulty."""
        p = self.puzzle
        if p is None:
            n = len(self.puzzles)
            return ngettext("{n} puzzle in all.", "{n} puzzles in all.", n).format(n=n)
        pool = self.pool
        return ngettext(
            "Puzzle {n} of {total} · {preset}, double-{set}, {players} player · {kind} · "
            "{difficulty}",
            "Puzzle {n} of {total} · {preset}, double-{set}, {players} players · {kind} · "
            "{difficulty}",
            p.players,
        ).format(
            n=len(set(self.practice.shown).intersection(q.id for q in pool)),
            total=len(pool),
            preset=p.preset,
            set=p.set,
            players=p.players,
            kind=_(KIND_WORDS[p.kind]),
            difficulty=_(DIFFICULTY_WORDS[p.difficulty]),
        )

    # ----- the learner's commands: each answers True when it was accepted ----------------

    def answer(self, move: Action | str) -> bool:
        """Play ``move`` on the board as a click would; True when it is the best move.

        A move the rules forbid is refused in words, and nothing is counted.
        """
        j, g = self.judge, self.game
        with self._command():
            if j is None:
                return g._refuse(lambda: self.task)
            if not isinstance(move, (Action, str)):
                said = _("A move is an Action or its text, like 'play 9|4 on 9|9', not {value}.")
                return g._refuse(said.format(value=shown(move)))
            try:
                a = move if isinstance(move, Action) else Action.parse(move)
            except ChickenFootError as e:
                return g._refuse(str(e))
            judged = j.judged
            g.selected = None  # a hinted tile picked again would be put back, not played
            if a.kind == "draw":
                g.draw()
            elif a.kind == "pass":
                g.pass_turn()
            else:
                assert a.tile is not None
                g.play(a.tile, on="centre" if a.on is None else a.on)
            return j.judged != judged and g.message_kind == "right"

    def hint(self) -> bool:
        """The next hint: the idea first, then where, then the tile (picked up on the board)."""
        with self._command():
            if self.judge is None:
                return self.game._refuse(lambda: self.task)
            return self.judge.hint()

    def show_answer(self) -> bool:
        """Show the best move, its reason and the proof; before any answer, the puzzle counts
        as missed."""
        with self._command():
            if self.judge is None:
                return self.game._refuse(lambda: self.task)
            return self.judge.reveal()

    def next(self) -> bool:
        """The next puzzle that fits the filters: one due today first, else one not tried yet
        near the learner's rating (:meth:`Practice.next_puzzle
        <chickenfoot_nb.practice.Practice.next_puzzle>`)."""
        with self._command():
            p = self.practice.next_puzzle(self.filters)
            if p is None:
                return self.game._refuse(lambda: self.task)
            self._load(p)
            return self._introduce()

    def filter(self, **changes: Any) -> bool:
        """Change filters (``preset``, ``set``, ``difficulty``, ``kind``, ``theme``; None for
        any).

        The puzzle shown stays when it still fits; else the practice's next one comes. True
        when some puzzle fits.

        >>> from chickenfoot_nb import progress
        >>> progress.off()
        >>> w = PuzzleWidget(seed=0)
        >>> w.filter(set=18), w.puzzle
        (False, None)
        >>> w.message
        'No puzzle fits these filters: choose another preset, set, difficulty, kind or idea.'
        """
        names = {f.name for f in fields(PuzzleFilter)}
        unknown = sorted(set(changes) - names)
        if unknown:
            raise TypeError(
                _("There is no filter {name}: use {names}.").format(
                    name=repr(unknown[0]), names=", ".join(sorted(names))
                )
            )
        with self._command():
            try:
                self.filters = replace(self.filters, **changes)
            except ChickenFootError as e:
                return self.game._refuse(str(e))
            if self.puzzle is None or not self.filters.admits(self.puzzle):
                self._load(self.practice.next_puzzle(self.filters))
            n = len(self.pool)
            if not n:
                return self.game._refuse(lambda: self.task)
            return self.game._say(
                lambda: (
                    ngettext(
                        "{n} puzzle fits these filters.", "{n} puzzles fit these filters.", n
                    ).format(n=n)
                    + " "
                    + self._intro_words()
                )
            )

    # ----- inside ----------------------------------------------------------------------

    def _intro_words(self) -> str:
        return f"{self.task} {self.about}"

    def _introduce(self, trouble: str | None = None) -> bool:
        if trouble is None:
            return self.game._say(self._intro_words)
        # a progress file that cannot be kept is told as an error (its own sentence, styled
        # and spoken as one); the puzzle's introduction follows it
        self.game._error(lambda: f"{trouble} {self._intro_words()}.")
        return True

    def _quiet_game(self) -> GameController:
        """The game whose message line speaks while no puzzle fits: it is never drawn, and
        its moves are refused."""
        g = GameController("spruce", players=2, seed=0, seats=["human", "human"], autoplay=False)
        g.before_move = lambda _a: not g._refuse(lambda: self.task)
        g.observe(self._on_revision, "revision")
        return g

    def _load(self, p: Puzzle | None) -> None:
        """Show ``p`` (None: no puzzle fits), on a controller of its own."""
        self.puzzle = p
        if p is None:
            self.judge = None
            self.game = self._quiet
            return
        g = GameController(
            match=p.match(), seats=["human"] * p.players, viewer=p.seat, autoplay=False
        )
        self.judge = PuzzleJudge(p, self.practice, g, counted=self._counted)
        g.before_move = self.judge.judge
        g.observe(self._on_revision, "revision")
        self.game = g

    def _counted(self, a: PuzzleAttempt) -> None:
        """A first answer: the session's count, the streak and the rating shown."""
        self.last = a
        self.tried += 1
        self.solved += int(a.right)
        self.streak = self.streak + 1 if a.right else 0

    @contextmanager
    def _command(self) -> Iterator[None]:
        """A command at work: the game's changes draw once, at its end."""
        self._held += 1
        try:
            yield
        finally:
            self._held -= 1
            if not self._held:
                self._redraw()

    def _guard(self, fn: Callable[..., Any]) -> Callable[..., Any]:
        """``fn`` behind the guard of the game shown then: an error becomes its message."""
        return lambda *args: self.game.guard(fn)(*args)

    def _on_revision(self, change: dict[str, Any]) -> None:
        if not self._held and change["owner"] is self.game:
            self._redraw()

    def _on_event(self, change: dict[str, Any]) -> None:
        """A click or key from the board: H, S and N are the puzzle's; the timeline keys and
        the game's other commands (step, undo, review) do nothing in a puzzle."""
        event = change["new"]
        if event.get("kind") == "key":
            key = event.get("key")
            command = {"h": self.hint, "s": self.show_answer, "n": self.next}.get(str(key))
            if command is not None:
                command()
                return
            if key not in ("Escape", "d", "p"):
                return
        with self._command():
            self.game.handle_event(event)

    def _on_menu(self, name: str, change: dict[str, Any]) -> None:
        if self._filling:
            return  # the menus show the filters: new options (new words) are no choice
        value: str | int | None = change["new"] or None
        if name == "set" and value is not None:
            value = int(value)
        if getattr(self.filters, name) != value:
            self.filter(**{name: value})

    def _on_language(self, code: str) -> None:
        self._relabel()
        self._redraw()

    def _relabel(self) -> None:
        """The buttons' and menus' words, in the language spoken."""
        for attr, (text, _cls, tooltip) in BUTTONS.items():
            b = getattr(self, attr)
            b.description, b.tooltip = _(text), _(tooltip)
        self._fill_menus()
        self.board.speak()

    def _fill_menus(self) -> None:
        """Each menu's choices (the values found in the puzzles) and the filter chosen."""
        f = self.filters
        # a filter given that no puzzle has is offered too: the menu shows what was asked
        presets = sorted({p.preset for p in self.puzzles}.union([f.preset] if f.preset else []))
        sets = sorted({p.set for p in self.puzzles}.union([f.set] if f.set else []))
        choices: dict[str, list[tuple[str, str]]] = {
            "preset": [(name, name) for name in presets],
            "set": [(_("double-{n}").format(n=n), str(n)) for n in sets],
            "difficulty": [(_(DIFFICULTY_WORDS[d]), d) for d in DIFFICULTIES],
            "kind": [(_(KIND_WORDS[k]), k) for k in KINDS],
            "theme": [(t.words(), t.value) for t in Theme],
        }
        self._filling = True
        try:
            for name, menu in self.menus.items():
                label, anything = MENUS[name]
                options = [(_(anything), ""), *choices[name]]
                if list(menu.options) != options:
                    menu.options = options
                value = getattr(f, name)
                menu.value = "" if value is None else str(value)
                menu.description = _(label)
        finally:
            self._filling = False

    def _redraw(self) -> None:
        """Draw everything again; a failure is shown in the message line, never raised."""
        try:
            self._refresh()
        except Exception as e:  # a front end would swallow it: show it instead
            log.exception("error while drawing the puzzle")
            text = _("Something went wrong while drawing: {error}").format(
                error=f"{type(e).__name__}: {e}"
            )
            self.message_box.value = f'<div class="cf-msg cf-msg-error">{html.escape(text)}</div>'

    def _refresh(self) -> None:
        g, p, j = self.game, self.puzzle, self.judge
        task = self.task
        self.heading.value = (
            f"<p class='cf-puzzle-task'>{html.escape(task)}</p>"
            f"<p class='cf-puzzle-about'>{html.escape(self.about)}</p>"
        )
        self.board.label = task
        with self.board.hold_sync():
            if p is None:
                self.board.html = f"<p class='cf-puzzle-none'>{html.escape(task)}</p>"
            else:
                self.board.html = board_html(g)
            if g is not self._opened:  # a new puzzle: a crowded table opens on its open ends
                self._opened = g
                m = g.moment
                self.board.open_on(
                    None if p is None else open_frame(m.round, m.legal, table=m.table)
                )
        text, kind = self.message, self.message_kind or "info"
        score = self.score
        said = f"{text} {score}" if kind in ("right", "wrong") else text
        spoken = (id(g), g._voice.told)
        if spoken != self._spoken:
            self._spoken, self._told = spoken, self._told + 1
        self.board.announce = {"text": said, "kind": kind, "n": self._told}
        self.message_box.value = (
            f'<div class="cf-msg cf-msg-{kind}">{html.escape(text) or "&nbsp;"}</div>'
        )
        self.score_box.value = (
            f"<span class='cf-puzzle-score-line'>{html.escape(score)}</span> · "
            f"<span class='cf-puzzle-score-line cf-puzzle-rating'>"
            f"{html.escape(self.rating_line)}</span>"
        )
        shows = p is not None and j is not None and j.answer_shown
        self.proof_box.value = proof_html(p, j.marked) if shows and p and j else ""
        for each in (self.hint_button, self.answer_button, self.next_button):
            each.disabled = p is None
        self._fill_menus()
