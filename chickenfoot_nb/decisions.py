"""What a review finds at each moment of a round: the seat's decisions, each graded by its
error against the coach's best (a mark, an accuracy), and the chance events between them,
each with its luck.

These are the values a :class:`~chickenfoot_nb.review.SeatReview` holds; the review
(:mod:`chickenfoot_nb.review`) makes them.

>>> c = Chance(0, 4, 1, "draw", None, None, Tile.parse("6|2"), 0.31, 0.25, False)
>>> c, c.move
(<Chance round=0 step=4 seat=1 'draw 6|2': luck -0.06 (0.31 to 0.25)>, 5)
>>> MARKS.of(0.12), MARK_SIGNS["mistake"], round(accuracy_of(0.12), 1)
('mistake', '?', 58.0)
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Literal

from chickenfoot_nb.actions import Action
from chickenfoot_nb.outlook import chance_text
from chickenfoot_nb.tiles import Tile

Mark = Literal["inaccuracy", "mistake", "blunder"]
ChanceKind = Literal["deal", "draw", "other", "end"]
#: How chess players annotate each mark; a sign reads the same in every language.
MARK_SIGNS: dict[Mark, str] = {"inaccuracy": "?!", "mistake": "?", "blunder": "??"}

#: Decimal places of every float the package exports (the review's JSON, the tables' CSV):
#: a hundredth of a point of win chance, finer than any estimate's interval.
PLACES = 4


def rounded(value: Any, places: int = PLACES) -> Any:
    """``value`` with every float in it (inside dicts, lists and tuples too) rounded to ``places``.

    >>> rounded({"error": 0.10999999999999999, "interval": [0.2966919730456654, 1.0], "n": 3})
    {'error': 0.11, 'interval': [0.2967, 1.0], 'n': 3}
    """
    if isinstance(value, float):
        return round(value, places) + 0.0  # + 0.0: a -0.0 is written 0.0
    if isinstance(value, dict):
        return {k: rounded(v, places) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [rounded(v, places) for v in value]
    return value


@dataclass(frozen=True)
class Marks:
    """The error thresholds (in win chance, 0 to 1) from which a decision gets a mark.

    >>> MARKS.of(0.0), MARKS.of(0.06), MARKS.of(0.12), MARKS.of(0.5)
    (None, 'inaccuracy', 'mistake', 'blunder')
    """

    inaccuracy: float = 0.05
    mistake: float = 0.10
    blunder: float = 0.20

    def of(self, error: float) -> Mark | None:
        """The mark an error of this size earns, or ``None`` below every threshold."""
        if error >= self.blunder:
            return "blunder"
        if error >= self.mistake:
            return "mistake"
        if error >= self.inaccuracy:
            return "inaccuracy"
        return None


#: The thresholds the review uses: 5, 10 and 20 points of win chance.
MARKS = Marks()


def accuracy_of(error: float) -> float:
    """One decision's accuracy from its error (win chance lost, 0 to 1), from 100 down to 0.

    The formula is lichess's, on win chance in points (``e = 100 * error``):
    ``103.1668 * exp(-0.04354 * e) - 3.1669``, cut to 0..100. A best move scores 100, an
    error of 5 points about 80, 10 points about 64, 20 points 40. A seat's accuracy is the
    mean over its decisions.

    >>> [round(accuracy_of(e), 1) for e in (0, 0.05, 0.10, 0.20, 1.0)]
    [100.0, 79.8, 63.6, 40.0, 0.0]
    """
    e = 100 * error
    return min(100.0, max(0.0, 103.1668 * math.exp(-0.04354 * e) - 3.1669))


def signed_text(x: float) -> str:
    """A change of win chance as a repr shows it: two places, with its sign, never ``-0.00``.

    >>> signed_text(0.0612), signed_text(-0.001), signed_text(-0.25)
    ('+0.06', '+0.00', '-0.25')
    """
    return f"{round(x, 2) + 0.0:+.2f}"


@dataclass(frozen=True)
class Decision:
    """One moment where the seat had two or more legal actions: what it chose, what the
    coach found best, and the win chance the choice cost (``error``).

    ``round`` and ``step`` are indexes, counted from 0: ``round`` is the round's place among
    the record's rounds, ``step`` the number of actions before the decision, so
    ``round.at(step)`` is the position and the chosen action is ``round.history[step]``.
    Words count from 1: the sentences, the chart and the command line call this decision
    ``move`` (``step + 1``). ``model`` is the habit's action (what the estimates assume a seat
    plays: the careful bot's move with the default judge, the heaviest tile with greedy
    play-outs, see :meth:`~chickenfoot_nb.judge.Judge.habit`) and ``model_win`` its win chance.
    """

    round: int
    step: int
    seat: int
    chosen: Action
    best: Action
    chosen_win: float
    chosen_low: float
    chosen_high: float
    chosen_score: float
    best_win: float
    best_low: float
    best_high: float
    best_score: float
    error: float
    mark: Mark | None
    exact: bool
    worlds: int
    choices: int
    model: Action
    model_win: float

    @property
    def move(self) -> int:
        """The decision's number as words say it, counted from 1: ``step + 1``."""
        return self.step + 1

    @property
    def skill(self) -> float:
        """What the choice gained (positive) or lost against playing the judge's habit."""
        return self.chosen_win - self.model_win

    @property
    def accuracy(self) -> float:
        """This decision's accuracy, 0 to 100 (:func:`accuracy_of`)."""
        return accuracy_of(self.error)

    @property
    def sign(self) -> str:
        """The mark as chess players write it (``?!``, ``?``, ``??``), or ``""`` for none."""
        return MARK_SIGNS[self.mark] if self.mark else ""

    def __repr__(self) -> str:
        """One line: where, what was chosen and what was best, their win chances, the error."""
        chosen = chance_text(self.chosen_win, self.chosen_low, self.chosen_high, self.exact)
        best = chance_text(self.best_win, self.best_low, self.best_high, self.exact)
        mark = f" {self.mark}" if self.mark else ""
        return (
            f"<Decision round={self.round} step={self.step} move={self.move} seat={self.seat}: "
            f"{self.chosen} win {chosen}, best {self.best} win {best}, "
            f"error {self.error:.2f}{mark}>"
        )

    def to_json(self) -> dict[str, Any]:
        """The decision as the review's JSON writes it (``docs/review.md``), floats rounded."""
        return rounded(
            {
                "round": self.round,
                "step": self.step,
                "move": self.move,
                "chosen": str(self.chosen),
                "best": str(self.best),
                "chosen_win": self.chosen_win,
                "best_win": self.best_win,
                "chosen_interval": [self.chosen_low, self.chosen_high],
                "best_interval": [self.best_low, self.best_high],
                "chosen_score": self.chosen_score,
                "best_score": self.best_score,
                "error": self.error,
                "mark": self.mark,
                "exact": self.exact,
                "worlds": self.worlds,
                "choices": self.choices,
                "model": str(self.model),
                "model_win": self.model_win,
                "skill": self.skill,
            }
        )


@dataclass(frozen=True)
class Chance:
    """One chance event as the reviewed seat saw it, and its luck (win chance after minus before).

    ``kind``: ``"deal"`` (its hand), ``"draw"`` (a tile it drew: ``tile``), ``"other"``
    (``actor``'s ``action``; another seat's draw shows only as ``draw``) or ``"end"`` (the
    hands shown when the round ended on the seat's own move). ``step`` is the number of
    actions before the event (0 for the deal), counted from 0 as :class:`Decision`'s;
    ``move`` (``step + 1``) numbers a draw or another seat's action as words do.
    """

    round: int
    step: int
    seat: int
    kind: ChanceKind
    actor: int | None
    action: Action | None
    tile: Tile | None
    before: float
    after: float
    exact: bool

    @property
    def luck(self) -> float:
        """The win chance the event gave (positive) or took (negative)."""
        return self.after - self.before

    @property
    def move(self) -> int | None:
        """The action's number as words say it (``step + 1``); ``None`` for the deal and the end."""
        return self.step + 1 if self.kind in ("draw", "other") else None

    def __repr__(self) -> str:
        """One line: where, what happened, and the win chance before and after it."""
        return (
            f"<Chance round={self.round} step={self.step} seat={self.seat} {self.what!r}: "
            f"luck {signed_text(self.luck)} ({self.before:.2f} to {self.after:.2f})>"
        )

    @property
    def what(self) -> str:
        """A short stable text for the event: ``deal``, ``draw 6|2``, ``seat 2: play 6|5 on 6|6``, ``end``."""
        if self.kind == "draw":
            return f"draw {self.tile}"
        if self.kind == "other":
            return f"seat {self.actor}: {self.action}"
        return self.kind

    def to_json(self) -> dict[str, Any]:
        """The event as the review's JSON writes it (``docs/review.md``), floats rounded."""
        return rounded(
            {
                "round": self.round,
                "step": self.step,
                "move": self.move,
                "what": self.what,
                "kind": self.kind,
                "luck": self.luck,
                "before": self.before,
                "after": self.after,
                "exact": self.exact,
            }
        )
