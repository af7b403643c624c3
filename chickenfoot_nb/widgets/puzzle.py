"""PuzzleWidget: find the one clearly best move of a position from real play, then see the proof.

Each puzzle (:mod:`chickenfoot_nb.puzzles`) is shown from its seat's view on the game's own
board, so a move is played as in the game: a click on a tile and then on a lit place, or the
keyboard. The move is not played: the widget judges it (through the controller's
:attr:`~chickenfoot_nb.widgets.controller.GameController.before_move`), says right or wrong
in words, and shows the proof, every legal move's win chance. The same from code:

>>> w = PuzzleWidget(seed=0)
>>> p = w.puzzle
>>> w.answer(p.moves[1].action)          # a move that is not the best
False
>>> w.message.startswith("Not the best move:"), w.solved, w.streak
(True, 0, 0)
>>> w.next() and w.puzzle is w.pool[1]   # the order is seeded
True
>>> w.hint() and w.message.startswith("Hint: play a tile: ")
True
>>> w.answer(w.puzzle.best), w.score
(True, 'Solved 1 of 2 puzzles · streak 1')

``w.game.play(...)`` reaches the same judge (``w.answer`` also says a refusal in the
widget's message line).
"""

from __future__ import annotations

import html
import logging
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, fields, replace
from typing import Any

import ipywidgets as W

from chickenfoot_nb import progress
from chickenfoot_nb.actions import Action
from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.explain import why_illegal
from chickenfoot_nb.i18n import N_, _, ngettext, number, on_language_change, percent
from chickenfoot_nb.puzzles import DIFFICULTIES, KINDS, Puzzle, load_puzzles
from chickenfoot_nb.rules import PRESETS
from chickenfoot_nb.tiles import MAX_SET, MIN_SET
from chickenfoot_nb.widgets.board import Board
from chickenfoot_nb.widgets.checks import seed as checks_seed
from chickenfoot_nb.widgets.checks import shown, whole
from chickenfoot_nb.widgets.controller import GameController
from chickenfoot_nb.widgets.language import language_menu
from chickenfoot_nb.widgets.parts import button, gap, html_box
from chickenfoot_nb.widgets.proof import proof_html
from chickenfoot_nb.widgets.seating import board_html
from chickenfoot_nb.widgets.states import MessageKind
from chickenfoot_nb.widgets.voice import Voice

__all__ = ["PuzzleFilter", "PuzzleWidget", "proof_html"]

log = logging.getLogger(__name__)

#: Each kind of position, as the menu and the heading say it.
KIND_WORDS = {
    # Translators: a kind of puzzle position: the arms of the centre double are being started.
    "arm": N_("Arm phase"),
    # Translators: a kind of puzzle position: a chicken foot waits for its toes.
    "foot": N_("Chicken foot"),
    # Translators: a kind of puzzle position: neither the start nor the end of a round.
    "middle": N_("Middle game"),
    # Translators: a kind of puzzle position: the yard is empty or a hand is nearly empty.
    "endgame": N_("Endgame"),
}

#: Each difficulty, as the menu and the heading say it.
DIFFICULTY_WORDS = {
    # Translators: a puzzle's difficulty (in the puzzle widget's menu and heading).
    "easy": N_("Easy"),
    # Translators: a puzzle's difficulty (in the puzzle widget's menu and heading).
    "medium": N_("Medium"),
    # Translators: a puzzle's difficulty (in the puzzle widget's menu and heading).
    "hard": N_("Hard"),
}

#: Each button: its words, its class and its tooltip, which names its key on the board.
BUTTONS = {
    "hint_button": (N_("Hint"), "cf-puzzle-hint", N_("Hint: the tile to play, not where (H)")),
    "answer_button": (
        N_("Show answer"),
        "cf-puzzle-answer",
        N_("Show the best move and its proof; unanswered, the puzzle counts as missed (S)"),
    ),
    "next_button": (
        N_("Next puzzle"),
        "cf-puzzle-next",
        N_("The next puzzle that fits the filters (N)"),
    ),
}

#: Each filter's menu: its label and the words of its first choice, "any".
MENUS = {
    "preset": (N_("Preset"), N_("Any preset")),
    "set": (N_("Set"), N_("Any set")),
    "difficulty": (N_("Difficulty"), N_("Any difficulty")),
    "kind": (N_("Kind"), N_("Any kind")),
}


@dataclass(frozen=True)
class PuzzleFilter:
    """Which puzzles a learner practises on: ``None`` lets every value through.

    >>> f = PuzzleFilter(set=9, difficulty="hard")
    >>> f.preset, f.set, f.difficulty, f.kind
    (None, 9, 'hard', None)
    >>> PuzzleFilter(kind="opening")
    Traceback (most recent call last):
    ...
    chickenfoot_nb.errors.ChickenFootError: There is no kind of puzzle 'opening': choose arm, foot, middle or endgame.
    """

    preset: str | None = None
    set: int | None = None
    difficulty: str | None = None
    kind: str | None = None

    def __post_init__(self) -> None:
        if self.preset is not None and (
            not isinstance(self.preset, str) or self.preset not in PRESETS
        ):
            raise ChickenFootError(
                _("There is no preset {value}: choose {first} or {second}.").format(
                    value=shown(self.preset), first=PRESETS[0], second=PRESETS[1]
                )
            )
        if self.set is not None:
            n = whole(self.set, "set")
            if not MIN_SET <= n <= MAX_SET:
                raise ChickenFootError(
                    _(
                        "There is no double-{n} set: choose a set from double-{least} to "
                        "double-{most}."
                    ).format(n=n, least=MIN_SET, most=MAX_SET)
                )
        if self.difficulty is not None and (
            not isinstance(self.difficulty, str) or self.difficulty not in DIFFICULTIES
        ):
            raise ChickenFootError(
                _("There is no difficulty {value}: choose easy, medium or hard.").format(
                    value=shown(self.difficulty)
                )
            )
        if self.kind is not None and (not isinstance(self.kind, str) or self.kind not in KINDS):
            raise ChickenFootError(
                _(
                    "There is no kind of puzzle {value}: choose arm, foot, middle or endgame."
                ).format(value=shown(self.kind))
            )

    def admits(self, p: Puzzle) -> bool:
        """True when ``p`` passes every filter that is set."""
        return (
            self.preset in (None, p.preset)
            and self.set in (None, p.set)
            and self.difficulty in (None, p.difficulty)
            and self.kind in (None, p.kind)
        )


class PuzzleWidget(W.VBox):
    """The puzzles, one at a time: the position, the learner's move judged, and the proof.

    ``puzzles`` are the puzzles to practise on (the package's own when None); ``preset``,
    ``set``, ``difficulty`` and ``kind`` filter them (the menus under the board change them
    too); ``seed`` orders them, so a class sees them in the same order.

    The learner plays a move on the board, by mouse or keyboard, as in the game; the board's
    keys H, S and N are Hint, Show answer and Next puzzle. The first answer to a puzzle
    counts: :attr:`solved` of :attr:`tried`, and the :attr:`streak` of puzzles solved in a
    row. Show answer before any move counts as missed and ends the streak; a hint costs
    nothing.
    """

    def __init__(
        self,
        puzzles: Sequence[Puzzle] | None = None,
        *,
        preset: str | None = None,
        set: int | None = None,  # the filter's name everywhere, though it hides the builtin
        difficulty: str | None = None,
        kind: str | None = None,
        seed: int | str = 0,
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
        self.puzzles = list(load_puzzles() if puzzles is None else puzzles)
        self.seed = checks_seed(seed)
        shuffled = self.puzzles[:]
        random.Random(seed).shuffle(shuffled)
        self._order = shuffled
        self.filters = PuzzleFilter(preset, set, difficulty, kind)
        self.puzzle: Puzzle | None = None
        self.game: GameController | None = None
        #: Puzzles answered or shown this session, those solved at the first answer, and how
        #: many in a row.
        self.tried = self.solved = self.streak = 0
        #: The first answer to this puzzle (None before it), and the last move judged.
        self.chosen: Action | None = None
        self.marked: Action | None = None
        self.revealed = False
        #: Hints taken on this puzzle (its progress entry says how many).
        self.hints_taken = 0
        # Silent (no message of its own) while it says what the game says; the widget says
        # its message again itself after a change of language, once it is relabelled.
        self._voice = Voice(self._spoke, listen=False)
        self._judged = 0  # goes up with each move judged
        self._busy = False
        self._filling = False

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
            menu.observe(self._voice.guard(lambda c, name=name: self._on_menu(name, c)), "value")
        self.language_menu = language_menu()

        self.hint_button.on_click(lambda _: self.hint())
        self.answer_button.on_click(lambda _: self.show_answer())
        self.next_button.on_click(lambda _: self.next())
        self.board.observe(self._voice.guard(self._on_event), "event")
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
        on_language_change(self._on_language)
        self._relabel()
        pool = self.pool
        self._load(pool[0] if pool else None)
        self._voice.tell(MessageKind.INFO, self._introduce)

    # ----- what a teacher or a test reads ----------------------------------------------

    @property
    def pool(self) -> list[Puzzle]:
        """The puzzles that pass the filters, in the seeded order :meth:`next` follows."""
        return [p for p in self._order if self.filters.admits(p)]

    @property
    def message(self) -> str:
        """The message line: the verdict, a hint, or what the game said about a click."""
        if self._voice.said is not None or self.game is None:
            return self._voice.text
        return self.game.message

    @property
    def message_kind(self) -> str:
        """``"right"``, ``"wrong"``, ``"info"``, ``"refused"`` or ``"error"``."""
        if self._voice.said is not None or self.game is None:
            return self._voice.kind
        return self.game.message_kind

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
    def task(self) -> str:
        """What to do, in words: "Seat 1 to play: find the move that wins clearly more often…"."""
        p = self.puzzle
        if p is None:
            return _(
                "No puzzle fits these filters: choose another preset, set, difficulty or kind."
            )
        name = self.game.match.names[p.seat] if self.game is not None else str(p.seat)
        return _(
            "{name} to play: find the move that wins clearly more often than every other."
        ).format(name=name)

    @property
    def about(self) -> str:
        """Where the puzzle is in the pool, its table and rules, its kind and its difficulty."""
        p = self.puzzle
        if p is None:
            n = len(self.puzzles)
            return ngettext("{n} puzzle in all.", "{n} puzzles in all.", n).format(n=n)
        pool = self.pool
        at = next((k for k, q in enumerate(pool) if q is p), 0)
        return ngettext(
            "Puzzle {n} of {total} · {preset}, double-{set}, {players} player · {kind} · "
            "{difficulty}",
            "Puzzle {n} of {total} · {preset}, double-{set}, {players} players · {kind} · "
            "{difficulty}",
            p.players,
        ).format(
            n=at + 1,
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
        g, p = self.game, self.puzzle
        if g is None or p is None:
            return self._refuse(lambda: self.task)
        if not isinstance(move, (Action, str)):
            said = _("A move is an Action or its text, like 'play 9|4 on 9|9', not {value}.")
            return self._refuse(said.format(value=shown(move)))
        try:
            a = move if isinstance(move, Action) else Action.parse(move)
        except ChickenFootError as e:
            return self._refuse(str(e))
        if a not in g.moment.legal:
            r = g.shown
            return self._refuse(lambda: why_illegal(r, a) or "")
        judged = self._judged
        g.selected = None  # a hinted tile picked again would be put back, not played

        def act(g: GameController) -> bool:
            if a.kind == "draw":
                return g.draw()
            if a.kind == "pass":
                return g.pass_turn()
            return g.play(str(a.tile), on="centre" if a.on is None else str(a.on))

        self._through_game(act)
        return self._judged != judged and self._voice.kind == MessageKind.RIGHT

    def hint(self) -> bool:
        """Name the tile of the best move, not where it goes, and pick it up on the board."""
        g, p = self.game, self.puzzle
        if g is None or p is None:
            return self._refuse(lambda: self.task)
        tile = p.best.tile
        self.hints_taken += 1
        g.selected = tile  # its places light up: where is still the learner's to find
        return self._voice.tell(
            MessageKind.INFO,
            lambda: _("Hint: play a tile: {tile}. Where it goes is for you to find.").format(
                tile=tile
            ),
        )

    def show_answer(self) -> bool:
        """Show the best move and the proof; before any answer, the puzzle counts as missed."""
        p = self.puzzle
        if p is None:
            return self._refuse(lambda: self.task)
        if self.chosen is None and not self.revealed:
            self.tried += 1
            self.streak = 0
        self.revealed = True
        best, second = p.moves[0], p.moves[1]
        return self._voice.tell(
            MessageKind.INFO,
            lambda: _(
                "The answer: {best}. It wins {win} of the worlds; the next best move, {next}, "
                "wins {next_win}."
            ).format(
                best=best.action,
                win=percent(best.win),
                next=second.action,
                next_win=percent(second.win),
            ),
        )

    def next(self) -> bool:
        """The next puzzle of the pool, in the seeded order (after the last, the first again)."""
        pool = self.pool
        if not pool:
            return self._refuse(lambda: self.task)
        at = next((k for k, q in enumerate(pool) if q is self.puzzle), -1)
        self._load(pool[(at + 1) % len(pool)])
        return self._voice.tell(MessageKind.INFO, self._introduce)

    def filter(self, **changes: Any) -> bool:
        """Change filters (``preset``, ``set``, ``difficulty``, ``kind``; None for any).

        The puzzle shown stays when it still fits; else the pool's first comes. True when
        some puzzle fits.

        >>> w = PuzzleWidget(seed=0)
        >>> w.filter(set=18), w.puzzle
        (False, None)
        >>> w.message
        'No puzzle fits these filters: choose another preset, set, difficulty or kind.'
        """
        names = {f.name for f in fields(PuzzleFilter)}
        unknown = sorted(set(changes) - names)
        if unknown:
            raise TypeError(
                _("There is no filter {name}: use {names}.").format(
                    name=repr(unknown[0]), names=", ".join(sorted(names))
                )
            )
        try:
            self.filters = replace(self.filters, **changes)
        except ChickenFootError as e:
            return self._refuse(str(e))
        pool = self.pool
        if self.puzzle is None or not self.filters.admits(self.puzzle):
            self._load(pool[0] if pool else None)
        if not pool:
            return self._refuse(lambda: self.task)
        n = len(pool)
        self._voice.tell(
            MessageKind.INFO,
            lambda: (
                ngettext(
                    "{n} puzzle fits these filters.", "{n} puzzles fit these filters.", n
                ).format(n=n)
                + " "
                + self._introduce()
            ),
        )
        return True

    # ----- judging a move (the controller's before_move) --------------------------------

    def _judge(self, a: Action) -> bool:
        """Judge the learner's move instead of playing it; True keeps it from being played."""
        p = self.puzzle
        if p is None:
            return True
        right = a == p.best
        first = self.chosen is None and not self.revealed
        self._judged += 1
        if first:
            self.chosen = a
            self.tried += 1
            self.solved += int(right)
            self.streak = self.streak + 1 if right else 0
        self.marked = a
        # The first answer goes into the learner's progress file, with the hints it took.
        trouble = (
            progress.puzzle_attempt(p.id, [str(a)], right=right, hints=self.hints_taken)
            if first
            else None
        )

        def verdict() -> str:
            said = verdict_words(p, a, first=first)
            return f"{said} {trouble}" if trouble else said

        self._voice.tell(MessageKind.RIGHT if right else MessageKind.WRONG, verdict)
        return True

    # ----- inside ----------------------------------------------------------------------

    def _introduce(self) -> str:
        return f"{self.task} {self.about}"

    def _load(self, p: Puzzle | None) -> None:
        """Show ``p`` (None: no puzzle fits), on a controller of its own."""
        self.puzzle = p
        self.chosen = self.marked = None
        self.revealed = False
        self.hints_taken = 0
        if p is None:
            self.game = None
            return
        g = GameController(
            match=p.match(), seats=["human"] * p.players, viewer=p.seat, autoplay=False
        )
        g.before_move = self._judge
        g.observe(lambda _: None if self._busy else self._redraw(), "revision")
        self.game = g

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
        if self.game is not None:
            self._through_game(lambda g: g.handle_event(event))

    def _through_game(self, call: Callable[[GameController], bool]) -> bool:
        """Pass a click to the game: what it says becomes the message, unless it says nothing
        (a tile put back) or the move was judged (then the verdict is the message)."""
        g = self.game
        assert g is not None
        v = self._voice
        before = (v.said, v.kind)
        v.said = None
        v.told += 1
        self._busy = True
        try:
            done = call(g)
        finally:
            self._busy = False
        if v.said is None and not g.message:
            v.said, v.kind = before
        self._redraw()
        return done

    def _refuse(self, said: str | Callable[[], str]) -> bool:
        return self._voice.tell(MessageKind.REFUSED, said)

    def _spoke(self) -> None:
        if not self._busy:  # else the game's click redraws once it is done
            self._redraw()

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
        self._voice.again()  # the message again, in the new words

    def _relabel(self) -> None:
        """The buttons' and menus' words, in the language spoken."""
        for attr, (text, _cls, tooltip) in BUTTONS.items():
            button = getattr(self, attr)
            button.description, button.tooltip = _(text), _(tooltip)
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
        g, p = self.game, self.puzzle
        task = self.task
        self.heading.value = (
            f"<p class='cf-puzzle-task'>{html.escape(task)}</p>"
            f"<p class='cf-puzzle-about'>{html.escape(self.about)}</p>"
        )
        self.board.label = task
        if g is None:
            self.board.html = f"<p class='cf-puzzle-none'>{html.escape(task)}</p>"
        else:
            self.board.html = board_html(g)
        text, kind = self.message, self.message_kind or "info"
        score = self.score
        said = f"{text} {score}" if kind in ("right", "wrong") else text
        self.board.announce = {"text": said, "kind": kind, "n": self._voice.told}
        self.message_box.value = (
            f'<div class="cf-msg cf-msg-{kind}">{html.escape(text) or "&nbsp;"}</div>'
        )
        self.score_box.value = f"<span class='cf-puzzle-score-line'>{html.escape(score)}</span>"
        shown = p is not None and (self.marked is not None or self.revealed)
        self.proof_box.value = proof_html(p, self.marked) if p is not None and shown else ""
        for each in (self.hint_button, self.answer_button, self.next_button):
            each.disabled = p is None
        self._fill_menus()


def verdict_words(p: Puzzle, a: Action, *, first: bool) -> str:
    """What the puzzle says of the answer ``a`` to ``p``: right or not, and by how much the
    proof's win chances tell them apart (``first``: the answer that counts).

    >>> from chickenfoot_nb.puzzles import load_puzzles
    >>> p = load_puzzles()[0]
    >>> verdict_words(p, p.best, first=True).startswith("Right: ")
    True
    """
    mine, best = next(m for m in p.moves if m.action == a), p.moves[0]
    if a == p.best:
        second = p.moves[1]
        n = round(100 * (best.win - second.win))
        said = ngettext(
            "Right: {move} is the best move. It wins {win} of the worlds, {n} point more "
            "than the next best, {next} ({next_win}).",
            "Right: {move} is the best move. It wins {win} of the worlds, {n} points "
            "more than the next best, {next} ({next_win}).",
            n,
        ).format(
            move=a,
            win=percent(best.win),
            n=number(n),
            next=second.action,
            next_win=percent(second.win),
        )
    else:
        n = round(100 * (best.win - mine.win))
        said = ngettext(
            "Not the best move: {move} wins {win} of the worlds, {n} point less than "
            "the best move, {best} ({best_win}).",
            "Not the best move: {move} wins {win} of the worlds, {n} points less than "
            "the best move, {best} ({best_win}).",
            n,
        ).format(
            move=a,
            win=percent(mine.win),
            n=number(n),
            best=best.action,
            best_win=percent(best.win),
        )
    if not first:
        said += " " + _("Only the first answer to a puzzle counts.")
    return said
