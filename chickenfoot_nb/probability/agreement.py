"""Does the coach pick the move a deeper judge picks? Agreement over positions from seeded play.

Positions come as the calibration's do (:mod:`chickenfoot_nb.probability.calibration`): a
seeded round (4 players, spruce, double-nine unless told) is played by a mixed table of bots,
turned one seat round the table each round, and a few of its decisions (a seat with two or
more legal actions) are taken, spread over the round.

At each position two judges pick a move from the seat's :class:`~chickenfoot_nb.seat_view.SeatView`:

- **the coach** at its default settings (:func:`~chickenfoot_nb.coach.analyse` with
  :data:`~chickenfoot_nb.judge.JUDGE`: worlds that fit the tile counts, every seat playing on
  as a careful player does), or judged by the judge given;
- **the reference**, about ten times the coach's work: :data:`REFERENCE_SAMPLES` worlds (the
  coach's 200 times 4.5) in which every seat plays on as a careful player does
  (:func:`~chickenfoot_nb.policy.careful_play`, about 2.2 times a greedy play-out's cost).

The reference **separates** its top two moves when the 95% interval of their paired gap (the
same worlds for both) leaves out 0; only there does it say which move is best. The
**agreement** is the share of separated positions where the coach's best move is the
reference's, with its Wilson interval. Positions of one round are not independent, so the
interval is a little narrow.

>>> from chickenfoot_nb.probability.parallel import InlineExecutor
>>> a = measure(rounds=1, per_round=2, samples=10, reference_samples=20,
...             executor=InlineExecutor(), progress=False)
>>> len(a.judged), a.separated <= len(a.judged)
(2, True)
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from concurrent.futures import Executor
from dataclasses import dataclass

from chickenfoot_nb.actions import Action
from chickenfoot_nb.bots import outcome
from chickenfoot_nb.coach import DEFAULT_SAMPLES, Z95, analyse, wilson
from chickenfoot_nb.judge import JUDGE, Judge
from chickenfoot_nb.policy import careful_play
from chickenfoot_nb.probability.calibration import TABLE, played_round
from chickenfoot_nb.probability.parallel import run_chunks
from chickenfoot_nb.rules import Rules
from chickenfoot_nb.seat_view import SeatView
from chickenfoot_nb.worlds import sample_scores

__all__ = ["REFERENCE_SAMPLES", "Agreement", "Judged", "measure", "reference"]

#: The reference judge's worlds: 4.5 times the coach's default, each played out carefully.
REFERENCE_SAMPLES = 900


@dataclass(frozen=True)
class Reference:
    """The reference judge's answer at one position: its best move, the next best, and
    whether the two are told apart (their paired gap's 95% interval leaves out 0)."""

    best: Action
    second: Action
    gap: float
    gap_low: float
    separated: bool


def reference(view: SeatView, samples: int = REFERENCE_SAMPLES, seed: int | str = 0) -> Reference:
    """The reference judge at ``view``: every legal move played out in ``samples`` worlds
    (the same for every move, seeded from ``seed`` and the view's fingerprint), every seat
    playing on carefully; the top two moves by win chance, and whether they are separated.

    >>> from chickenfoot_nb.round import Round
    >>> r = Round.deal("spruce", players=4, seed=3)
    >>> while len(r.legal_actions()) < 2:
    ...     r.push(r.heaviest_action())
    >>> ref = reference(r.view(r.seat), samples=40)
    >>> ref.best != ref.second and ref.gap >= 0
    True
    """
    legal = view.legal_actions()
    if len(legal) < 2:
        raise ValueError("the reference judges a position with two or more legal moves")
    seat = view.seat
    rng = random.Random(f"reference|{seed}|{view.fingerprint}")
    choose = careful_play(view.rules.double_blank)
    wins: list[list[float]] = [[] for _ in legal]
    for world in sample_scores(view, rng, samples, legal, continuation=choose):
        for i, ended in enumerate(world):
            wins[i].append(outcome(ended, seat)[0])
    n = len(wins[0])
    means = [sum(w) / n for w in wins]
    order = sorted(range(len(legal)), key=lambda i: (-means[i], i))
    a, b = order[0], order[1]
    gaps = [x - y for x, y in zip(wins[a], wins[b], strict=True)]
    gap = sum(gaps) / n
    spread = math.sqrt(sum((g - gap) ** 2 for g in gaps) / (n - 1)) if n > 1 else 0.0
    low = gap - Z95 * spread / math.sqrt(n)
    return Reference(legal[a], legal[b], gap, low, low > 0)


@dataclass(frozen=True)
class Judged:
    """One position: where it came from, the coach's best move and the reference's answer."""

    round: int
    step: int
    seat: int
    coach: Action
    reference: Reference

    @property
    def agrees(self) -> bool:
        """Whether the coach's best move is the reference's."""
        return self.coach == self.reference.best


@dataclass(frozen=True)
class Agreement:
    """The positions judged, and the share of separated ones where the two judges agree."""

    judged: tuple[Judged, ...]
    samples: int
    reference_samples: int

    @property
    def separated(self) -> int:
        """How many positions the reference separates."""
        return sum(j.reference.separated for j in self.judged)

    @property
    def agreeing(self) -> int:
        """How many separated positions the coach gets right."""
        return sum(j.agrees for j in self.judged if j.reference.separated)

    @property
    def share(self) -> float:
        """The agreement: agreeing over separated (0 when none is separated)."""
        return self.agreeing / self.separated if self.separated else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        """The share's 95% Wilson interval."""
        return wilson(self.share, self.separated) if self.separated else (0.0, 1.0)

    def __repr__(self) -> str:
        low, high = self.interval
        return (
            f"<Agreement {self.agreeing} of {self.separated} separated positions "
            f"({self.share:.2f}, 95% {low:.2f}..{high:.2f}), {len(self.judged)} judged>"
        )


@dataclass(frozen=True)
class _Job:
    index: int
    rules: Rules
    players: int
    bots: tuple[str, ...]
    per_round: int
    samples: int
    reference_samples: int
    seed: int | str
    judge: Judge = JUDGE


def _judged_of_round(job: _Job) -> list[Judged]:
    """Play one seeded round with the job's bots and judge a few of its decisions (the
    worker of :func:`measure`)."""
    i = job.index
    _bots, decisions, _scores = played_round(
        job.rules, job.players, job.bots, i, f"agreement|{job.seed}"
    )
    moments = [before for before, _seat, _action in decisions]
    picked = random.Random(f"agreement-pick|{job.seed}|{i}")
    chosen = sorted(picked.sample(range(len(moments)), min(job.per_round, len(moments))))
    out = []
    for k in chosen:
        before = moments[k]
        view = before.view(before.seat)
        coach = analyse(view, job.samples, job.seed, judge=job.judge)
        assert coach is not None  # no progress callback, no cancel: it always finishes
        out.append(
            Judged(
                i,
                len(before.history),
                before.seat,
                coach.moves[0].action,
                reference(view, job.reference_samples, job.seed),
            )
        )
    return out


def measure(
    rounds: int,
    *,
    per_round: int = 6,
    samples: int = DEFAULT_SAMPLES,
    reference_samples: int = REFERENCE_SAMPLES,
    rules: Rules | str = "spruce",
    players: int = 4,
    bots: Sequence[str] = TABLE,
    seed: int | str = 0,
    judge: Judge = JUDGE,
    executor: Executor | None = None,
    workers: int | None = None,
    progress: bool = True,
) -> Agreement:
    """Play ``rounds`` seeded rounds, judge ``per_round`` of each round's decisions (drawn at
    random from its seed) with the coach at ``samples`` worlds judged by ``judge`` and the
    reference at ``reference_samples`` (see the module), on a process pool of ``workers``
    unless an ``executor`` is given. Round ``i`` depends on ``seed`` and ``i`` alone."""
    preset = Rules.preset(rules) if isinstance(rules, str) else rules
    jobs = [
        _Job(i, preset, players, tuple(bots), per_round, samples, reference_samples, seed, judge)
        for i in range(rounds)
    ]
    found = run_chunks(
        _judged_of_round,
        jobs,
        sizes=[1] * rounds,
        executor=executor,
        workers=workers,
        progress=progress,
        desc="agreement rounds",
    )
    return Agreement(tuple(j for one in found for j in one), samples, reference_samples)
