"""A seat's outlook: its win chance from one moment of a round, as the coach's model plays on.

The model is the coach's (:mod:`chickenfoot_nb.coach`): the tiles the seat cannot see are
dealt at random among the other hands and the yard, and every seat plays on as the judge's
play-outs do (:data:`~chickenfoot_nb.judge.JUDGE`: as the careful bot plays).
:func:`outlook` gives the win chance from a moment of the round, :func:`start_chance` the one
before the deal and :func:`result_of` the one the round ended with; the review
(:mod:`chickenfoot_nb.review`) follows a seat's win chance with them.

>>> from chickenfoot_nb.round import Round
>>> r = Round.deal("spruce", players=3, seed=2)
>>> outlook(r.view(0), samples=20)
<Estimate win 0.20 (0.08..0.42), score 18.4, 20 worlds>
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from chickenfoot_nb.bots import outcome
from chickenfoot_nb.coach import DEFAULT_SAMPLES, mean_interval, wilson
from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.i18n import _
from chickenfoot_nb.judge import JUDGE, Judge
from chickenfoot_nb.phase import Phase
from chickenfoot_nb.round import Round
from chickenfoot_nb.seat_view import SeatView
from chickenfoot_nb.worlds import world_count


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
        win = chance_text(self.win, self.win_low, self.win_high, self.exact)
        return f"<Estimate win {win}, score {self.score:.1f}, {_worlds(self.worlds, self.exact)}>"


def chance_text(win: float, low: float, high: float, exact: bool) -> str:
    """A win chance as a repr shows it: two places, its interval beside it unless it is exact.

    >>> chance_text(0.3125, 0.25, 0.381, False), chance_text(0.5, 0.5, 0.5, True)
    ('0.31 (0.25..0.38)', '0.50')
    """
    return f"{win:.2f}" if exact else f"{win:.2f} ({low:.2f}..{high:.2f})"


def _worlds(n: int, exact: bool) -> str:
    return f"exact over {n} worlds" if exact else f"{n} worlds"


def outlook(
    view: SeatView, samples: int = DEFAULT_SAMPLES, seed: int | str = 0, judge: Judge | None = None
) -> Estimate:
    """The seat's win chance from this moment, every seat playing on as ``judge`` plays
    the worlds out (:data:`~chickenfoot_nb.judge.JUDGE` when None: carefully) to the end.

    Seeded from ``seed`` and the view's fingerprint; exact when no more than ``samples``
    worlds fit the view (and the judge reads the counts only). The seat need not be the one
    to move.

    >>> from chickenfoot_nb.round import Round
    >>> r = Round.deal("spruce", players=4, seed=1)
    >>> e = outlook(r.view(2), samples=50)
    >>> 0 <= e.win_low <= e.win <= e.win_high <= 1, e.worlds, e.exact
    (True, 50, False)
    """
    if view.phase == Phase.OVER:
        raise ChickenFootError(_("The round is over: there is no move left to analyse."))
    judge = judge or JUDGE
    exact = judge.can_be_exact and world_count(view) <= samples
    # In each world, the scores of playing on.
    outcomes: Iterable[list[tuple[int, ...]]]
    if exact:
        outcomes = judge.exact(view, [None])
    else:
        rng = random.Random(f"review|{seed}|{view.fingerprint}")
        outcomes = judge.sampled(view, rng, samples, [None])
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
    judge: Judge | None = None,
) -> float:
    """The seat's win chance before the deal: the share of ``samples`` seeded deals it wins
    when every seat plays as ``judge`` plays its worlds out (carefully by default): its seat,
    the rules and the round's double alone.

    >>> from chickenfoot_nb.rules import Rules
    >>> chances = [start_chance(Rules.preset("spruce"), 3, 9, s, samples=60) for s in range(3)]
    >>> round(sum(chances), 6)
    1.0
    """
    judge = judge or JUDGE
    wins = 0.0
    for k in range(samples):
        r = Round.deal(rules, players, seed=f"review-start|{seed}|{double}|{k}", double=double)
        wins += outcome(r.played_out(None, judge.continuation(r.rules, seat, players)), seat)[0]
    return wins / samples


def result_of(r: Round, seat: int) -> float:
    """The seat's share of a finished round's win: 1, 1/k in a k-way tie for the lowest
    score, or 0.

    >>> r = Round.deal("spruce", players=3, seed=2); r.play_greedily()
    >>> r.scores, [result_of(r, s) for s in range(3)]
    ((59, 29, 45), [0.0, 1.0, 0.0])
    """
    scores = r.scores
    if scores is None:
        raise ChickenFootError(_("The round is not over yet: it has no result to review."))
    return outcome(scores, seat)[0]
