"""Review a finished round: which decisions cost it, and how much was luck.

Each reviewed seat is judged only from what it could see at each moment (its
:class:`~chickenfoot_nb.seat_view.SeatView`), with the coach's model: the tiles it cannot
see dealt at random among the other hands and the yard, every seat playing its heaviest
tile from there on (:mod:`chickenfoot_nb.coach`).

The seat's **win chance** is followed along the round, as GNU Backgammon follows equity:

- ``start``: before the deal, the seat's win chance at this table (its seat, the rules and
  the round's double): the share of deals it wins when every seat plays greedily.
- a **decision** (two or more legal actions): the coach plays every legal action out.
  ``error`` = the best one's win chance minus the chosen one's (0 when the chosen action is
  the best): what the decision cost against the coach's best, which marks and accuracy
  measure. The win chance goes from the model's own move (the heaviest tile, what every
  estimate assumes a seat plays) to the chosen one: skill adds ``chosen - heaviest``, so
  always playing the heaviest tile is skill 0, better choices are positive, worse negative.
  (Measured from the best move instead, the gap between the coach's best and the heaviest
  tile, which no estimate before the decision expects, would be booked as luck, and luck
  would not average zero.)
- a **chance event** (the deal, the seat's own draws, each action of another seat as the
  seat sees it, the hands shown at the end): ``luck`` = the win chance after it minus the
  win chance before it, which is the mean over everything that could have happened (as
  the coach's model plays it). Luck adds ``luck``.
- the **result** once the round is over: 1 for a win, 1/k for a k-way tie for the lowest
  score, 0 otherwise.

Every value on the way is estimated once and used on both sides of its step, so
``start + skill + luck == result`` holds by construction (up to float rounding).

Each estimate is seeded from ``seed`` and the view's fingerprint, so a decision's figures
do not change when tiles the seat could not see are swapped, and a review gives the same
numbers on any executor. Where few enough worlds fit the view (endgames), every one of
them is played and the figures are exact.

>>> from chickenfoot_nb.round import Round
>>> from chickenfoot_nb.bots import play_round
>>> r = play_round(Round.deal("spruce", players=3, seed=5), ["random", "greedy", "greedy"], seed=1)
>>> rv = review(r, seats=[0], samples=20)
>>> s = rv.seats[0]
>>> abs(s.start + s.skill + s.luck - s.result) < 1e-9
True
>>> all(d.error >= 0 for d in s.decisions)
True
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import Executor, Future
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from chickenfoot_nb.actions import Action
from chickenfoot_nb.bots import outcome
from chickenfoot_nb.coach import DEFAULT_SAMPLES, Cancel, analyse, mean_interval, wilson
from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.i18n import _, ngettext, number, percent
from chickenfoot_nb.match import Match
from chickenfoot_nb.phase import Phase
from chickenfoot_nb.round import Round, default_names
from chickenfoot_nb.seat_view import SeatView
from chickenfoot_nb.tiles import Tile
from chickenfoot_nb.worlds import all_worlds, sample_scores, world_count

Mark = Literal["inaccuracy", "mistake", "blunder"]
ChanceKind = Literal["deal", "draw", "other", "end"]
#: How chess players annotate each mark; a sign reads the same in every language.
MARK_SIGNS: dict[Mark, str] = {"inaccuracy": "?!", "mistake": "?", "blunder": "??"}

#: The version of the JSON that :meth:`Review.to_json` writes (``docs/review.md``).
FORMAT = "chickenfoot-review/1"

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


@dataclass(frozen=True)
class Estimate:
    """A win chance and an expected round score seen from one seat, with 95% intervals.

    ``exact`` when every world that fits the view was played (the intervals are then the
    figures themselves).
    """

    win: float
    win_low: float
    win_high: float
    score: float
    worlds: int
    exact: bool

    def __repr__(self) -> str:
        """One line, floats rounded: ``<Estimate win 0.31 (0.25..0.38), score 21.4, 200 worlds>``."""
        win = _figures(self.win, self.win_low, self.win_high, self.exact)
        return f"<Estimate win {win}, score {self.score:.1f}, {_worlds(self.worlds, self.exact)}>"


def _figures(win: float, low: float, high: float, exact: bool) -> str:
    # a repr's win chance: two places, the interval beside it unless the figure is exact
    return f"{win:.2f}" if exact else f"{win:.2f} ({low:.2f}..{high:.2f})"


def _signed2(x: float) -> str:
    # two places with a sign, and never "-0.00"
    return f"{round(x, 2) + 0.0:+.2f}"


def _worlds(n: int, exact: bool) -> str:
    return f"exact over {n} worlds" if exact else f"{n} worlds"


def outlook(view: SeatView, samples: int = DEFAULT_SAMPLES, seed: int | str = 0) -> Estimate:
    """The seat's win chance from this moment, every seat playing greedily to the end.

    Seeded from ``seed`` and the view's fingerprint; exact when no more than ``samples``
    worlds fit the view. The seat need not be the one to move.

    >>> from chickenfoot_nb.round import Round
    >>> r = Round.deal("spruce", players=4, seed=1)
    >>> e = outlook(r.view(2), samples=50)
    >>> 0 <= e.win_low <= e.win <= e.win_high <= 1, e.worlds, e.exact
    (True, 50, False)
    """
    if view.phase == Phase.OVER:
        raise ChickenFootError(_("The round is over: there is no move left to analyse."))
    exact = world_count(view) <= samples
    # In each world, the scores of playing on greedily.
    outcomes: Iterable[list[tuple[int, ...]]]
    if exact:
        outcomes = ([w.greedy_scores()] for w in all_worlds(view))
    else:
        rng = random.Random(f"review|{seed}|{view.fingerprint}")
        outcomes = sample_scores(view, rng, samples, [None])
    wins = scores = squares = 0.0
    n = 0
    for (ended,) in outcomes:
        w, s = outcome(ended, view.seat)
        wins += w
        scores += s
        squares += s * s
        n += 1
    share = wins / n
    if exact:
        return Estimate(share, share, share, scores / n, n, True)
    low, high = wilson(share, n)
    mean, _low, _high = mean_interval(scores, squares, n)
    return Estimate(share, low, high, mean, n, False)


def start_chance(
    rules: Any,
    players: int,
    double: int,
    seat: int,
    samples: int = DEFAULT_SAMPLES,
    seed: int | str = 0,
) -> float:
    """The seat's win chance before the deal: the share of ``samples`` seeded deals it wins
    when every seat plays greedily (its seat, the rules and the round's double alone).

    >>> from chickenfoot_nb.rules import Rules
    >>> chances = [start_chance(Rules.preset("spruce"), 3, 9, s, samples=60) for s in range(3)]
    >>> round(sum(chances), 6)
    1.0
    """
    wins = 0.0
    for k in range(samples):
        r = Round.deal(rules, players, seed=f"review-start|{seed}|{double}|{k}", double=double)
        wins += outcome(r.greedy_scores(), seat)[0]
    return wins / samples


def result_of(r: Round, seat: int) -> float:
    """The seat's share of a finished round's win: 1, 1/k in a k-way tie for the lowest
    score, or 0.

    >>> r = Round.deal("spruce", players=3, seed=2); r.play_greedily()
    >>> r.scores, [result_of(r, s) for s in range(3)]
    ((59, 29, 45), [0.0, 1.0, 0.0])
    """
    return _outcome(r, seat)[0]


def _outcome(r: Round, seat: int) -> tuple[float, int]:
    scores = r.scores
    if scores is None:
        raise ChickenFootError(_("The round is not over yet: it has no result to review."))
    return outcome(scores, seat)


@dataclass(frozen=True)
class Decision:
    """One moment where the seat had two or more legal actions: what it chose, what the
    coach found best, and the win chance the choice cost (``error``).

    ``round`` and ``step`` are indexes, counted from 0: ``round`` is the round's place among
    the record's rounds, ``step`` the number of actions before the decision, so
    ``round.at(step)`` is the position and the chosen action is ``round.history[step]``.
    Words count from 1: the sentences, the chart and the command line call this decision
    ``move`` (``step + 1``). ``model`` is the heaviest tile's action (what the estimates assume
    a seat plays) and ``model_win`` its win chance.
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
        """What the choice gained (positive) or lost against playing the heaviest tile."""
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
        chosen = _figures(self.chosen_win, self.chosen_low, self.chosen_high, self.exact)
        best = _figures(self.best_win, self.best_low, self.best_high, self.exact)
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
            f"luck {_signed2(self.luck)} ({self.before:.2f} to {self.after:.2f})>"
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


@dataclass(frozen=True)
class SeatReview:
    """One seat's review of one round: where it started, what its decisions cost, what luck
    gave or took, and the result, with ``start + skill + luck == result``.

    ``track`` is the seat's win chance along the round, as ``(step, win)`` after each thing
    that changed it, from ``(0, win after the deal)`` to ``(len(history), result)``: the
    line a chart draws. ``round`` is the round's index, counted from 0; words (the command
    line's ``Round 1``) say :attr:`round_number`.

    >>> SeatReview(0, 2, "Ana", 0.2512, 0.0, (), (), (), 10, 0)
    <SeatReview round=0 seat=2 'Ana': start 0.25, skill +0.00, luck +0.00, result 0.00; no decisions>
    """

    round: int
    seat: int
    name: str | None
    start: float
    result: float
    decisions: tuple[Decision, ...]
    chance: tuple[Chance, ...]
    track: tuple[tuple[int, float], ...]
    samples: int
    seed: int | str

    @property
    def skill(self) -> float:
        """The decisions' gain against playing the heaviest tile each time (see the module)."""
        return sum(d.skill for d in self.decisions)

    @property
    def cost(self) -> float:
        """The sum of the decisions' errors: the win chance they cost against the coach's best."""
        return sum(d.error for d in self.decisions)

    @property
    def luck(self) -> float:
        """The sum of the chance events' luck."""
        return sum(c.luck for c in self.chance)

    @property
    def accuracy(self) -> float | None:
        """The mean accuracy of the decisions (:func:`accuracy_of`), or None without any."""
        if not self.decisions:
            return None
        return sum(d.accuracy for d in self.decisions) / len(self.decisions)

    @property
    def marks(self) -> dict[Mark, int]:
        """How many decisions earned each mark.

        >>> SeatReview(0, 0, None, 0.25, 0.0, (), (), (), 10, 0).marks
        {'inaccuracy': 0, 'mistake': 0, 'blunder': 0}
        """
        counted = Counter(d.mark for d in self.decisions if d.mark is not None)
        return {m: counted[m] for m in ("inaccuracy", "mistake", "blunder")}

    def luck_by_kind(self) -> dict[ChanceKind, float]:
        """Luck summed by kind of event: the deal, own draws, the other seats, the end."""
        sums: dict[ChanceKind, float] = {"deal": 0.0, "draw": 0.0, "other": 0.0, "end": 0.0}
        for c in self.chance:
            sums[c.kind] += c.luck
        return sums

    @property
    def worst(self) -> Decision | None:
        """The decision that cost the most (the first of equals), or None when none cost anything."""
        costly = [d for d in self.decisions if d.error > 0]
        return max(costly, key=lambda d: d.error) if costly else None

    def decision_at(self, step: int) -> Decision | None:
        """The decision taken at ``step``, if the seat made one there."""
        return next((d for d in self.decisions if d.step == step), None)

    @property
    def round_number(self) -> int:
        """The round's number as words say it, counted from 1: ``round + 1``."""
        return self.round + 1

    def __repr__(self) -> str:
        """One line: the seat, its four figures rounded, its decisions; never the whole review."""
        name = f" {self.name!r}" if self.name is not None else ""
        n = len(self.decisions)
        decided = (
            f"{n} decision{'s' if n > 1 else ''}, accuracy {self.accuracy:.1f}"
            if self.accuracy is not None
            else "no decisions"
        )
        worst = self.worst
        at = f", worst at move {worst.move}" if worst is not None else ""
        return (
            f"<SeatReview round={self.round} seat={self.seat}{name}: start {self.start:.2f}, "
            f"skill {_signed2(self.skill)}, luck {_signed2(self.luck)}, result {self.result:.2f}; "
            f"{decided}{at}>"
        )

    @property
    def sentences(self) -> list[str]:
        """The review in words, in the language spoken now."""
        name = self.name if self.name is not None else default_names(self.seat + 1)[self.seat]
        return _sentences(self, name)

    def _repr_html_(self) -> str:
        # inline SVG, named by its <title>: a notebook shows _repr_svg_ as an <img> with no
        # text alternative; drawing is loaded only when a notebook shows the review
        from html import escape

        from chickenfoot_nb.render.review_chart import review_chart_svg

        said = "".join(f"<li>{escape(line)}</li>" for line in self.sentences)
        return f'<section class="cf-review"><ul>{said}</ul>{review_chart_svg(self)}</section>'

    def to_json(self) -> dict[str, Any]:
        """The seat's review as the review's JSON writes it (``docs/review.md``), floats rounded.

        ``luck`` is written as ``result - start - skill`` of the rounded figures, so that
        ``start + skill + luck == result`` holds as written.
        """
        start, skill, result = rounded([self.start, self.skill, self.result])
        return rounded(
            {
                "round": self.round,
                "round_number": self.round_number,
                "seat": self.seat,
                "start": start,
                "skill": skill,
                "luck": result - start - skill,
                "result": result,
                "cost": self.cost,
                "accuracy": self.accuracy,
                "marks": self.marks,
                "luck_by_kind": self.luck_by_kind(),
                "decisions": [d.to_json() for d in self.decisions],
                "chance": [c.to_json() for c in self.chance],
                "track": [[step, win] for step, win in self.track],
            }
        )


@dataclass(frozen=True)
class Review:
    """The reviews of every reviewed seat of every finished round, in round then seat order.

    >>> from chickenfoot_nb.round import Round
    >>> r = Round.deal("spruce", players=2, seed=4); r.play_greedily()
    >>> rv = review(r, samples=10)
    >>> [(s.round, s.seat) for s in rv.seats], rv.seat(1).seat
    ([(0, 0), (0, 1)], 1)
    """

    seats: tuple[SeatReview, ...]
    samples: int
    seed: int | str
    rounds: tuple[Round, ...] = field(repr=False, compare=False)

    def seat(self, seat: int, round: int | None = None) -> SeatReview:
        """The review of one seat (in the last reviewed round unless ``round`` is given)."""
        wanted = [s for s in self.seats if s.seat == seat and (round is None or s.round == round)]
        if not wanted:
            there = sorted({(s.round, s.seat) for s in self.seats})
            raise ChickenFootError(
                _(
                    "Seat {seat} was not reviewed here: the review holds (round, seat) {there}."
                ).format(seat=seat, there=there)
            )
        return wanted[-1]

    @property
    def sentences(self) -> list[str]:
        """Every seat's review in words, in the language spoken now."""
        return [line for s in self.seats for line in s.sentences]

    def to_json(self) -> dict[str, Any]:
        """The review as JSON-ready values: the contract of ``chickenfoot-nb review --json``.

        Floats are rounded to :data:`PLACES` decimal places.
        """
        return {
            "format": FORMAT,
            "samples": self.samples,
            "seed": self.seed,
            "seats": [s.to_json() for s in self.seats],
        }

    def __str__(self) -> str:
        return "\n".join(self.sentences)

    def __repr__(self) -> str:
        """One line: how many seats of how many rounds, and the settings; the seats are :attr:`seats`."""
        rounds = len({s.round for s in self.seats})
        return (
            f"<Review of {len(self.seats)} seat{'s' if len(self.seats) != 1 else ''} over "
            f"{rounds} round{'s' if rounds != 1 else ''}, "
            f"samples={self.samples}, seed={self.seed!r}>"
        )

    def _repr_html_(self) -> str:
        # each seat's sentences, then its chart, as a notebook shows the review
        return "".join(s._repr_html_() for s in self.seats)


Source = Round | Match | str | Path | dict


def review(
    record_or_round: Source,
    seats: Sequence[int] | None = None,
    samples: int = DEFAULT_SAMPLES,
    seed: int | str = 0,
    executor: Executor | None = None,
    progress: Callable[[int, int], bool | None] | None = None,
    cancel: Cancel | None = None,
) -> Review | None:
    """Review every finished round of a record (a :class:`Match`, a record file or its
    dict) or one finished :class:`Round`, for ``seats`` (every seat when ``None``).

    ``samples`` worlds are drawn for each estimate (see the module). ``executor`` (a
    process pool, or a dask client's ``client.get_executor()``) reviews the seats in
    parallel with the same numbers. ``progress(done, total)`` is called as the work goes
    on and may return ``False`` to stop; ``cancel`` (a :class:`threading.Event`) stops it
    too. A stopped review returns ``None``.

    A round that is not over, a seat that does not play, or ``samples`` below 1 raise a
    :class:`ChickenFootError` that says so.

    >>> from chickenfoot_nb.round import Round
    >>> review(Round.deal("spruce", players=2, seed=4))
    Traceback (most recent call last):
    ...
    chickenfoot_nb.errors.ChickenFootError: There is no finished round to review: a round is reviewed once it is over.
    """
    rounds = finished_rounds(record_or_round)
    wanted = check_seats(rounds[0].players, seats)
    check_samples(samples)
    jobs = [(i, r, s) for i, r in enumerate(rounds) for s in wanted]
    total = sum(len(r.history) + 1 for _i, r, _s in jobs)
    done = 0
    results: list[SeatReview] = []
    if executor is None:
        for i, r, s in jobs:
            base = done

            def step(k: int, base: int = base) -> bool:
                if progress is not None and progress(base + k, total) is False:
                    return False
                return not (cancel is not None and cancel.is_set())

            one = review_seat(r, s, samples, seed, round_index=i, step=step)
            if one is None:
                return None
            results.append(one)
            done += len(r.history) + 1
    else:
        futures: list[Future[SeatReview | None]] = [
            executor.submit(review_seat, r, s, samples, seed, round_index=i) for i, r, s in jobs
        ]
        try:
            for (_i, r, _s), future in zip(jobs, futures, strict=True):
                one = future.result()
                assert one is not None
                results.append(one)
                done += len(r.history) + 1
                stop = progress is not None and progress(done, total) is False
                if stop or (cancel is not None and cancel.is_set()):
                    return None
        finally:
            for future in futures:
                future.cancel()
    return Review(tuple(results), samples, seed, tuple(rounds))


def check_seats(players: int, seats: Sequence[int] | None) -> list[int]:
    """The seats to review at a table of ``players``: every seat when ``None``.

    >>> check_seats(3, None), check_seats(3, [2])
    ([0, 1, 2], [2])
    >>> check_seats(3, [3])
    Traceback (most recent call last):
    ...
    chickenfoot_nb.errors.ChickenFootError: A seat to review is a number from 0 to 2, not 3.
    """
    wanted = list(range(players)) if seats is None else list(seats)
    for s in wanted:
        if isinstance(s, bool) or not isinstance(s, int) or not 0 <= s < players:
            raise ChickenFootError(
                _("A seat to review is a number from 0 to {last}, not {value}.").format(
                    last=players - 1, value=repr(s)
                )
            )
    return wanted


def check_samples(samples: object) -> int:
    """``samples`` when it is a whole number of worlds, 1 or more; else say what to write.

    >>> check_samples(0)
    Traceback (most recent call last):
    ...
    chickenfoot_nb.errors.ChickenFootError: The review needs at least 1 sampled world, not 0: try samples=200.
    """
    if isinstance(samples, bool) or not isinstance(samples, int) or samples < 1:
        raise ChickenFootError(
            _("The review needs at least 1 sampled world, not {value}: try samples=200.").format(
                value=repr(samples)
            )
        )
    return samples


def finished_rounds(source: Source) -> list[Round]:
    """The finished rounds of a record (a file, its dict, a :class:`Match`) or of one round.

    A match's last round may still be going on: it is left out. No finished round at all,
    or something that is not a record, raises :class:`ChickenFootError`.

    >>> m = Match("spruce", players=2, seed=4); m.current.play_greedily(); _ = m.next_round()
    >>> len(m.rounds), len(finished_rounds(m))
    (2, 1)
    """
    from chickenfoot_nb.record import load, match_from_record

    if isinstance(source, Round):
        rounds = [source]
    elif isinstance(source, Match):
        rounds = list(source.rounds)
    elif isinstance(source, dict):
        rounds = list(match_from_record(source).rounds)
    elif isinstance(source, (str, Path)):
        rounds = list(load(source).rounds)
    else:
        raise ChickenFootError(
            _(
                "A review takes a Round, a Match, a record file or a record's dict, not {kind}."
            ).format(kind=type(source).__name__)
        )
    finished = [r for r in rounds if r.is_over]
    if not finished:
        raise ChickenFootError(
            _("There is no finished round to review: a round is reviewed once it is over.")
        )
    return finished


def review_seat(
    finished: Round,
    seat: int,
    samples: int = DEFAULT_SAMPLES,
    seed: int | str = 0,
    *,
    round_index: int = 0,
    step: Callable[[int], bool] | None = None,
) -> SeatReview | None:
    """One seat's review of one finished round (what :func:`review` does for each seat).

    ``step(k)`` is called after the ``k``-th moment of the round; returning ``False`` stops
    the review, which then returns ``None``.

    >>> from chickenfoot_nb.round import Round
    >>> r = Round.deal("spruce", players=2, seed=4); r.play_greedily()
    >>> r.scores
    (7, 21)
    >>> s = review_seat(r, 0, samples=10)
    >>> s.result, abs(s.start + s.skill + s.luck - s.result) < 1e-9
    (1.0, True)
    """
    if not finished.is_over:
        raise ChickenFootError(_("The round is not over yet: it has no result to review."))
    history = finished.history
    r = Round(finished.rules, finished.dealt, finished._names, check=False)
    view = r.view(seat)
    start = start_chance(r.rules, r.players, r.double, seat, samples, seed)
    decisions: list[Decision] = []
    chance: list[Chance] = []
    track: list[tuple[int, float]] = []
    cur = start
    # what happened since the win chance was last estimated: (kind, step, actor, action, tile)
    pending: tuple[ChanceKind, int, int | None, Action | None, Tile | None] | None = (
        "deal", 0, None, None, None
    )  # fmt: skip

    def land(after: float, exact: bool, at: int) -> None:
        nonlocal cur, pending
        if pending is not None:
            kind, where, actor, action, drawn = pending
            chance.append(
                Chance(round_index, where, seat, kind, actor, action, drawn, cur, after, exact)
            )
            pending = None
        cur = after
        track.append((at, after))

    for j, (actor, action) in enumerate(history):
        mine = actor == seat
        legal = r.legal_actions() if mine else []
        if len(legal) >= 2:
            a = analyse(view, samples, seed)
            assert a is not None
            chosen, best, model = a.odds(action), a.best, a.odds(r.heaviest_action())
            # the seat stands where the model expects it: its heaviest tile's win chance
            land(model.win, a.exact, j)
            error = max(0.0, best.win - chosen.win) if chosen.action != best.action else 0.0
            decisions.append(
                Decision(
                    round_index, j, seat, action, best.action,
                    chosen.win, chosen.win_low, chosen.win_high, chosen.score,
                    best.win, best.win_low, best.win_high, best.score,
                    error, MARKS.of(error), a.exact, a.worlds, len(legal),
                    model.action, model.win,
                )
            )  # fmt: skip
            # the chosen move's win chance is where the seat stands after it: nothing new is seen
            cur = chosen.win
            track.append((j + 1, cur))
        elif pending is not None:
            e = outlook(view, samples, seed)
            land(e.win, e.exact, j)
        if mine and action.kind == "draw":
            r.push(action)
            pending = ("draw", j, None, None, view.drawn_tiles[-1])
        else:
            r.push(action)
            if not mine:
                pending = ("other", j, actor, action, None)
        if step is not None and step(j + 1) is False:
            return None
    result = result_of(r, seat)
    if pending is None and abs(result - cur) > 1e-12:
        pending = ("end", len(history), None, None, None)
    if pending is not None:
        land(result, True, len(history))
    elif not track or track[-1] != (len(history), result):
        track.append((len(history), result))
    return SeatReview(
        round_index,
        seat,
        finished._names[seat] if finished._names is not None else None,
        start,
        result,
        tuple(decisions),
        tuple(chance),
        tuple(track),
        samples,
        seed,
    )


def _points(share: float) -> str:
    return number(100 * share, 0)


def _signed(share: float) -> str:
    points = round(100 * share)
    return f"+{number(points)}" if points > 0 else ("−" + number(-points) if points < 0 else "0")


def _sentences(s: SeatReview, name: str) -> list[str]:
    lines = [
        _(
            "{name} had a {start} chance of winning before the deal; skill {skill} (against "
            "always playing the heaviest tile), luck {luck}, result {result} (in points of win "
            "chance)."
        ).format(
            name=name,
            start=percent(s.start),
            skill=_signed(s.skill),
            luck=_signed(s.luck),
            result=percent(s.result),
        )
    ]
    worst = s.worst
    if not s.decisions:
        lines.append(_("{name} had no decision to make: every move was forced.").format(name=name))
    elif worst is None or round(100 * worst.error) == 0 and round(100 * s.cost) == 0:
        lines.append(
            ngettext(
                "{name}'s {n} decision cost nothing: it was the coach's best.",
                "{name}'s {n} decisions cost nothing: each was the coach's best or as good.",
                len(s.decisions),
            ).format(name=name, n=len(s.decisions))
        )
    else:
        cost = round(100 * s.cost)
        lines.append(
            ngettext(
                "Against the coach's best, {name}'s decisions cost {n} point of win chance, most "
                "at move {move}: {chosen} instead of {best}.",
                "Against the coach's best, {name}'s decisions cost {n} points of win chance, most "
                "at move {move}: {chosen} instead of {best}.",
                cost,
            ).format(
                name=name,
                n=number(cost),
                move=worst.move,
                chosen=action_words(worst.chosen),
                best=action_words(worst.best),
            )
        )
        accuracy = s.accuracy
        assert accuracy is not None
        marks = s.marks
        lines.append(
            _(
                "Accuracy {accuracy} of 100; inaccuracies {inaccuracy}, mistakes {mistake}, "
                "blunders {blunder}."
            ).format(accuracy=number(accuracy, 0), **marks)
        )
    by_kind = s.luck_by_kind()
    lines.append(
        _(
            "Luck in points of win chance: the deal {deal}, {name}'s draws {draw}, the other "
            "players' moves {other}."
        ).format(
            name=name,
            deal=_signed(by_kind["deal"]),
            draw=_signed(by_kind["draw"]),
            other=_signed(by_kind["other"] + by_kind["end"]),
        )
    )
    return lines


def action_words(a: Action | str) -> str:
    """A move as a sentence names it: ``drawing``, ``passing``, ``placing 9|9``, ``9|4 on 9|9``.

    ``a`` is an :class:`Action` or its text, read by :meth:`Action.parse`.

    >>> action_words(Action.parse("play 9|4 on 9|9")), action_words("play 9|9")
    ('9|4 on 9|9', 'placing 9|9')
    """
    a = Action.parse(a)
    if a.kind == "draw":
        return _("drawing")
    if a.kind == "pass":
        return _("passing")
    if a.on is None:
        return _("placing {tile}").format(tile=a.tile)
    return _("{tile} on {on}").format(tile=a.tile, on=a.on)
