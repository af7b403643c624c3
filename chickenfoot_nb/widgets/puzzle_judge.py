"""The puzzle's judge: a learner's move on a puzzle is judged, not played (the controller's
``before_move``), and the first answer counts for the learner's practice.

A wrong first move is not answered with the solution: the learner hears how often it wins
against how often the best move wins, and may try again; the answer comes after a right move
or Show answer, with its reason (:func:`~chickenfoot_nb.puzzles.themes.reason`). Hints are
graded: the first names the idea, the second where, the third the tile; each taken before the
first answer lowers what a solve gives the rating (:func:`~chickenfoot_nb.practice.score`).
Every message goes through the game's own message line.

>>> from chickenfoot_nb import progress
>>> from chickenfoot_nb.practice import Practice
>>> from chickenfoot_nb.widgets.controller import GameController
>>> progress.off()
>>> pr = Practice(seed=0)
>>> p = pr.next_puzzle()
>>> g = GameController(match=p.match(), seats=["human"] * p.players, viewer=p.seat, autoplay=False)
>>> judge = PuzzleJudge(p, pr, g)
>>> judge.judge(p.moves[1].action), g.message_kind, str(p.best) in g.message
(True, 'wrong', False)
>>> judge.judge(p.best), g.message_kind, judge.first.right, judge.found
(True, 'right', False, True)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from chickenfoot_nb.actions import Action
from chickenfoot_nb.i18n import _, ngettext, number, percent
from chickenfoot_nb.practice import Practice, PuzzleAttempt
from chickenfoot_nb.puzzles import Puzzle
from chickenfoot_nb.puzzles.themes import reason, themes_of, where_hint
from chickenfoot_nb.review import action_words
from chickenfoot_nb.widgets.states import MessageKind

if TYPE_CHECKING:
    from chickenfoot_nb.widgets.controller import GameController

__all__ = ["HINTS", "PuzzleJudge", "rating_words", "verdict_words"]

#: How many hints a puzzle gives: the idea, where, the tile.
HINTS = 3


class PuzzleJudge:
    """The judge of one puzzle ``p`` shown on ``g``: what was answered, hinted and shown.

    ``counted`` is called with each first attempt once it is kept in ``practice``.
    """

    def __init__(
        self,
        p: Puzzle,
        practice: Practice,
        g: GameController,
        counted: Callable[[PuzzleAttempt], None] | None = None,
    ) -> None:
        self.puzzle = p
        self._practice = practice
        self._g = g
        self._counted = counted
        #: The first attempt (None before it): what it did to the rating and the schedule.
        self.first: PuzzleAttempt | None = None
        #: The first move tried, and the last move judged (the proof marks it).
        self.chosen: Action | None = None
        self.marked: Action | None = None
        #: The best move was found (then the proof is shown), or shown with Show answer.
        self.found = False
        self.revealed = False
        #: Hints taken, and how many of them before the first answer (they lower its score).
        self.hints = 0
        #: Goes up with each move judged.
        self.judged = 0
        #: None, or the sentence saying the progress file is not written to.
        self.trouble: str | None = None

    @property
    def open(self) -> bool:
        """True until the first answer (a move, or Show answer) is given."""
        return self.first is None

    @property
    def answer_shown(self) -> bool:
        """Whether the proof may be shown: the best move was found or shown."""
        return self.found or self.revealed

    def judge(self, a: Action) -> bool:
        """Judge the learner's move ``a`` instead of playing it (the controller's
        ``before_move``); True keeps it from being played."""
        p = self.puzzle
        right = a == p.best
        first = self.open
        self.judged += 1
        self.marked = a
        if first:
            self.chosen = a
            self._count([a], right)
        self.found = self.found or right
        attempt = self.first if first else None
        trouble = self.trouble if first else None

        def verdict() -> str:
            said = [verdict_words(p, a, first=first, shown=self.revealed)]
            if right:
                said.append(reason(p))
            if attempt is not None:
                said.append(rating_words(attempt))
            if trouble:
                said.append(trouble)
            return " ".join(said)

        self._g._voice.tell(MessageKind.RIGHT if right else MessageKind.WRONG, verdict)
        return True

    def hint(self) -> bool:
        """The next hint: the idea, then where, then the tile (picked up on the board)."""
        p = self.puzzle
        if self.hints >= HINTS:
            return self._g._refuse(
                lambda: _("No more hints: the next step is the answer (S), or your move.")
            )
        self.hints += 1
        n = self.hints
        tile = p.best.tile
        if n == 1:
            idea = themes_of(p)[0]
            words: Callable[[], str] = idea.hint
        elif n == 2:
            words = lambda: where_hint(p)  # noqa: E731
        else:
            self._g.selected = tile  # its places light up: where is still the learner's
            words = lambda: _("Play {tile}.").format(tile=tile)  # noqa: E731
        return self._g._say(
            lambda: _("Hint {n} of {total}: {hint}").format(n=n, total=HINTS, hint=words())
        )

    def reveal(self) -> bool:
        """Show the best move and its reason; before any answer, the puzzle counts as missed."""
        p = self.puzzle
        first = self.open
        if first:
            self._count([], False)
        self.revealed = True
        attempt = self.first if first else None
        trouble = self.trouble if first else None
        best, second = p.moves[0], p.moves[1]

        def said() -> str:
            words = [
                _(
                    "The answer: {best}. It wins {win} of the worlds; the next best move, "
                    "{next}, wins {next_win}."
                ).format(
                    best=action_words(best.action),
                    win=percent(best.win),
                    next=action_words(second.action),
                    next_win=percent(second.win),
                ),
                reason(p),
            ]
            if attempt is not None:
                words.append(rating_words(attempt))
            if trouble:
                words.append(trouble)
            return " ".join(words)

        return self._g._say(said)

    def _count(self, moves: list[Action], right: bool) -> None:
        """The first attempt: kept in the practice (rating, schedule, progress file)."""
        pr = self._practice
        self.first = pr.attempt(self.puzzle, moves, right=right, hints=self.hints)
        self.trouble = pr.said
        if self._counted is not None:
            self._counted(self.first)


def rating_words(a: PuzzleAttempt) -> str:
    """What a first attempt did to the rating, in words.

    >>> rating_words(PuzzleAttempt("x", True, 0, True, 1500.0, 1532.4, None))
    'Your rating: 1500 → 1532 (+32).'
    >>> rating_words(PuzzleAttempt("x", True, 0, False, 1500.0, 1500.0, None))
    'Your rating stays 1500: with two legal moves a guess finds the best one half the time.'
    """
    if a.again:
        return _("Your rating stays {rating}: a puzzle counts for it only the first time.").format(
            rating=round(a.rating_before)
        )
    if not a.rated:
        return _(
            "Your rating stays {rating}: with two legal moves a guess finds the best one half "
            "the time."
        ).format(rating=round(a.rating_before))
    change = round(a.rating_after) - round(a.rating_before)
    return _("Your rating: {before} → {after} ({change}).").format(
        before=round(a.rating_before),
        after=round(a.rating_after),
        change=f"+{change}" if change >= 0 else f"−{-change}",
    )


def verdict_words(p: Puzzle, a: Action, *, first: bool, shown: bool = False) -> str:
    """What the puzzle says of the answer ``a`` to ``p``: right, or how often it wins against
    the best move, without naming that move while the answer is not ``shown``.

    ``first``: the answer that counts.

    >>> from chickenfoot_nb.puzzles import load_puzzles
    >>> p = load_puzzles()[0]
    >>> verdict_words(p, p.best, first=True).startswith("Right: ")
    True
    >>> str(p.best) in verdict_words(p, p.moves[1].action, first=True)
    False
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
            move=action_words(a),
            win=percent(best.win),
            n=number(n),
            next=action_words(second.action),
            next_win=percent(second.win),
        )
    elif shown:
        said = _(
            "Not the best move: {move} wins {win} of the worlds, the best move, {best}, wins "
            "{best_win}."
        ).format(
            move=a,
            win=percent(mine.win),
            best=action_words(best.action),
            best_win=percent(best.win),
        )
    else:
        said = _(
            "Not the best move: {move} wins {win} of the worlds; the best move wins "
            "{best_win}. Try again: another move, a hint (H) or the answer (S)."
        ).format(move=action_words(a), win=percent(mine.win), best_win=percent(best.win))
    if not first:
        said += " " + _("Only the first answer to a puzzle counts.")
    return said
