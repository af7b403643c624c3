"""Is the coach's win chance right? Its forecasts in seeded bot rounds, against what happened.

A round is dealt (4 players, spruce, double-nine unless told) and played by a mixed table
of bots (:data:`TABLE`, turned one seat round the table each round, so every bot sits
everywhere). Among the round's **decisions** (a seat with two or more legal actions, any
seat), a few are taken, spread over the round; at each, the coach
(:func:`~chickenfoot_nb.coach.analyse`) gives the win chance of the move the bot actually
took, once for each way of reading the worlds (:class:`Reading`): the tile counts only
(today's default), the draws and passes read (:data:`READING`: what a seat lacked when it
drew or passed), and optionally the plays read as a greedy table's too. When the round is
over, each forecast meets its **result**: 1 when that seat won, 1/k in a k-way tie for the
lowest score, 0 otherwise.

Two figures say how good the forecasts are:

- the **Brier score**: the mean of (forecast - result)², 0 for perfect forecasts; always
  forecasting the share of wins scores that share times its complement;
- the **reliability diagram**: forecasts cut into ten bins of width 0.1; in a calibrated
  judge, the mean result in each bin equals the mean forecast there. Its **reliability**
  term (Murphy's decomposition: the mean squared gap between the two, weighted by the bins'
  counts) is the part of the Brier score that calibration alone would remove.

Decisions of one round share its result, so the intervals count rounds, not decisions.

>>> from chickenfoot_nb.probability.parallel import InlineExecutor
>>> c = measure(rounds=2, per_round=2, samples=10, executor=InlineExecutor(), progress=False)
>>> c
<Calibration of 4 decisions in 2 rounds, 10 worlds each: brier counts 0.135, reading 0.167>
>>> [(f.round, f.seat, f.bot, f.result) for f in c.forecasts]
[(0, 2, 'hard', 0.0), (0, 0, 'greedy', 1.0), (1, 2, 'random', 0.0), (1, 1, 'hard', 1.0)]
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from concurrent.futures import Executor
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from chickenfoot_nb.actions import Action
from chickenfoot_nb.bots import make_bot, outcome
from chickenfoot_nb.coach import DEFAULT_SAMPLES, Z95, analyse, wilson
from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.judge import JUDGE, Judge, Playout, style_of
from chickenfoot_nb.probability.parallel import run_chunks
from chickenfoot_nb.round import Round
from chickenfoot_nb.rules import Rules
from chickenfoot_nb.seat_view import SeatView

if TYPE_CHECKING:
    from matplotlib.figure import Figure

__all__ = [
    "BINS",
    "CAREFUL",
    "CAREFUL_READING",
    "COUNTS",
    "GREEDY_READING",
    "READING",
    "READINGS",
    "TABLE",
    "TABLE_COACH",
    "TABLE_TOLD",
    "Bin",
    "Calibration",
    "Forecast",
    "Reading",
    "brier",
    "forecast",
    "measure",
    "played_round",
    "reliability",
    "reliability_bins",
]

#: The bots at the table, one a seat, turned one seat round the table each round.
TABLE: tuple[str, ...] = ("greedy", "medium", "hard", "random")

#: How many equal bins of forecasts the reliability diagram has.
BINS = 10


@dataclass(frozen=True)
class Reading:
    """One way of reading the worlds the coach samples (the flags of
    :func:`~chickenfoot_nb.coach.analyse`) and of playing them out (its judge's
    ``playout``), named for the figures.

    >>> READING
    Reading(name='reading', draws_forced=True, heaviest_first=False, playout='greedy', told='none')
    >>> CAREFUL.judge
    Judge(reading='counts', playout='careful')
    """

    name: str
    draws_forced: bool = False
    heaviest_first: bool = False
    playout: Playout = "greedy"
    #: For :data:`~chickenfoot_nb.judge.JUDGE` (``playout="table"``): which seats' bots the
    #: judge is told: ``"all"`` (each seat as what it is), ``"others"`` (the seat that decides
    #: not known, as the coach of a learner), or ``"none"``.
    told: str = "none"

    @property
    def judge(self) -> Judge:
        """The coach's :class:`~chickenfoot_nb.judge.Judge` for this reading."""
        if self.playout == "table":
            return JUDGE
        return Judge(playout=self.playout).reading_at_least(self.draws_forced, self.heaviest_first)

    def judge_at(self, bots: Sequence[str], seat: int) -> Judge:
        """The judge of ``seat``'s decision at a table of ``bots``, told what the reading
        tells it.

        >>> TABLE_TOLD.judge_at(TABLE, 1).table, TABLE_COACH.judge_at(TABLE, 1).table
        (('greedy', 'careful', 'careful', 'random'), ('greedy', None, 'careful', 'random'))
        >>> CAREFUL.judge_at(TABLE, 1) == CAREFUL.judge
        True
        """
        if self.told == "none":
            return self.judge
        styles = [style_of(b) for b in bots]
        if self.told == "others":
            styles[seat] = None
        return self.judge.at(styles)


#: Worlds that fit the tile counts only: the coach's default.
COUNTS = Reading("counts")
#: Worlds where every earlier draw and pass was forced: what a seat lacked when it drew.
READING = Reading("reading", draws_forced=True)
#: The ``expert`` level's reading: draws and passes, and plays as a greedy table plays.
GREEDY_READING = Reading("greedy_reading", draws_forced=True, heaviest_first=True)
#: Worlds that fit the counts, every seat playing on as a careful player
#: (:func:`~chickenfoot_nb.policy.careful_play`) instead of its heaviest tile.
CAREFUL = Reading("careful", playout="careful")
#: Read worlds (draws and passes), careful play-outs.
CAREFUL_READING = Reading("careful_reading", draws_forced=True, playout="careful")
#: Worlds read as a greedy table's (draws, passes and plays); the seat plays on carefully,
#: the others greedily.
MIXED_READING = Reading("mixed_reading", draws_forced=True, heaviest_first=True, playout="mixed")
#: :data:`~chickenfoot_nb.judge.JUDGE` told every seat's bot: each seat read and played out as
#: what it is, the seat that decides too.
TABLE_TOLD = Reading("table", playout="table", told="all")
#: The same judge told every other seat's bot, the seat that decides not known (played on
#: carefully): as the coach judges a learner's move at a table of bots.
TABLE_COACH = Reading("table_coach", playout="table", told="others")
#: Every reading by its name.
READINGS: dict[str, Reading] = {
    rd.name: rd
    for rd in (
        COUNTS,
        READING,
        GREEDY_READING,
        CAREFUL,
        CAREFUL_READING,
        MIXED_READING,
        TABLE_TOLD,
        TABLE_COACH,
    )
}


@dataclass(frozen=True)
class Forecast:
    """One decision: the win chance the coach gave the move taken, under each reading, and
    what happened.

    ``chances`` and ``fell_back`` follow the readings of the measurement; ``fell_back`` is
    True where no world made every draw forced, so the counts' figure stands in.
    """

    round: int
    step: int
    seat: int
    bot: str
    action: Action
    chances: tuple[float, ...]
    fell_back: tuple[bool, ...]
    result: float


@dataclass(frozen=True)
class Bin:
    """The forecasts from ``low`` to ``high``: how many, their mean, and the mean result.

    ``predicted`` and ``observed`` are NaN in an empty bin.
    """

    low: float
    high: float
    count: int
    predicted: float
    observed: float


def brier(chances: Sequence[float], results: Sequence[float]) -> float:
    """The Brier score: the mean of (forecast - result)² over the forecasts.

    >>> brier([0.25, 0.25, 0.25, 0.25], [1, 0, 0, 0])
    0.1875
    >>> brier([1.0, 0.0], [1, 0]), brier([0.0], [1])
    (0.0, 1.0)
    """
    if len(chances) != len(results) or not chances:
        raise ValueError("give one result for each forecast, and at least one")
    return sum((p - o) ** 2 for p, o in zip(chances, results, strict=True)) / len(chances)


def reliability_bins(
    chances: Sequence[float], results: Sequence[float], bins: int = BINS
) -> list[Bin]:
    """The forecasts cut into ``bins`` equal bins from 0 to 1 (a forecast of exactly 1 goes
    into the last): each bin's count, mean forecast and mean result.

    >>> [(b.count, b.predicted, b.observed) for b in reliability_bins([0.05, 0.15, 0.12, 1.0], [0, 1, 0, 1], bins=4)]
    [(3, 0.10666666666666667, 0.3333333333333333), (0, nan, nan), (0, nan, nan), (1, 1.0, 1.0)]
    """
    counts = [0] * bins
    said = [0.0] * bins
    happened = [0.0] * bins
    for p, o in zip(chances, results, strict=True):
        k = min(bins - 1, int(p * bins))
        counts[k] += 1
        said[k] += p
        happened[k] += o
    return [
        Bin(
            k / bins,
            (k + 1) / bins,
            n,
            said[k] / n if n else math.nan,
            happened[k] / n if n else math.nan,
        )
        for k, n in enumerate(counts)
    ]


def reliability(bins: Sequence[Bin]) -> float:
    """Murphy's reliability term: the squared gap between mean forecast and mean result in
    each bin, weighted by the bin's count: 0 for a calibrated judge.

    >>> round(reliability(reliability_bins([0.1, 0.1, 0.9, 0.9], [0, 0, 1, 1])), 6)
    0.01
    """
    total = sum(b.count for b in bins)
    return sum(b.count * (b.predicted - b.observed) ** 2 for b in bins if b.count) / total


def forecast(
    view: SeatView,
    action: Action,
    reading: Reading,
    samples: int,
    seed: int | str,
    bots: Sequence[str] = TABLE,
) -> tuple[float, bool]:
    """The coach's win chance for ``action`` in ``view``, its worlds read as ``reading``
    says (at a table of ``bots``, seat by seat), and whether it fell back to worlds that fit
    the counts (no world made every draw forced).

    >>> r = Round.deal("spruce", players=4, seed=1)
    >>> forecast(r.view(0), r.legal_actions()[0], READING, samples=10, seed=0)
    (0.2, False)
    """
    try:
        a = analyse(view, samples, seed, judge=reading.judge_at(bots, view.seat), settle=False)
        fell_back = False
    except ChickenFootError:
        a = analyse(view, samples, seed, judge=Judge(playout=reading.playout), settle=False)
        fell_back = True
    assert a is not None
    return a.odds(action).win, fell_back


@dataclass(frozen=True)
class _Job:
    """One round of a measurement: everything a worker needs to play and judge it."""

    index: int
    rules: Rules
    players: int
    bots: tuple[str, ...]
    per_round: int
    samples: int
    readings: tuple[Reading, ...]
    seed: int | str


def _spread(decisions: int, wanted: int, offset: float) -> list[int]:
    """``wanted`` of ``decisions`` indexes, one in each equal stretch of the round.

    >>> _spread(10, 3, 0.5), _spread(2, 5, 0.0)
    ([1, 5, 8], [0, 1])
    """
    if decisions <= wanted:
        return list(range(decisions))
    return [int((j + offset) * decisions / wanted) for j in range(wanted)]


def played_round(
    rules: Rules, players: int, bots: Sequence[str], index: int, seed: str
) -> tuple[tuple[str, ...], list[tuple[Round, int, Action]], tuple[int, ...]]:
    """Round ``index`` of a measurement: dealt from ``seed`` and ``index``, played by ``bots``
    turned ``index`` seats round the table (so every bot sits everywhere). Returns the bots in
    seat order, every decision (the round before it, the seat, the action taken) where the
    seat had two or more legal actions, and the final scores.

    >>> bots, decisions, scores = played_round(Rules.preset("spruce"), 4, TABLE, 1, "x|0")
    >>> bots, len(scores), all(len(r.legal_actions()) >= 2 for r, _s, _a in decisions)
    (('medium', 'hard', 'random', 'greedy'), 4, True)
    """
    turn = index % players
    seated = tuple(bots[turn:]) + tuple(bots[:turn])
    r = Round.deal(rules, players, seed=f"{seed}|{index}")
    choosers = [make_bot(b, seed=f"{seed}|{index}|{s}", table=seated) for s, b in enumerate(seated)]
    decisions: list[tuple[Round, int, Action]] = []
    while not r.is_over:
        seat, legal = r.seat, r.legal_actions()
        action = choosers[seat].choose(r.view(seat), legal)
        if len(legal) >= 2:
            decisions.append((r.copy(), seat, action))
        r.push(action)
    assert r.scores is not None  # the round is over
    return seated, decisions, tuple(r.scores)


def _forecasts_of_round(job: _Job) -> list[Forecast]:
    """Play one seeded round with the job's bots and judge a few of its decisions (the
    worker of :func:`measure`)."""
    i = job.index
    bots, moments, scores = played_round(
        job.rules, job.players, job.bots, i, f"calibration|{job.seed}"
    )
    offset = random.Random(f"calibration-spread|{job.seed}|{i}").random()
    out = []
    for k in _spread(len(moments), job.per_round, offset):
        before, seat, action = moments[k]
        view = before.view(seat)
        judged = [forecast(view, action, rd, job.samples, job.seed, bots) for rd in job.readings]
        out.append(
            Forecast(
                i,
                len(before.history),
                seat,
                bots[seat],
                action,
                tuple(p for p, _fell in judged),
                tuple(fell for _p, fell in judged),
                outcome(scores, seat)[0],
            )
        )
    return out


@dataclass(frozen=True)
class Calibration:
    """The forecasts of one measurement, and their figures for each reading.

    ``readings`` name the columns of every forecast's ``chances``.
    """

    readings: tuple[Reading, ...]
    forecasts: tuple[Forecast, ...]
    rounds: int
    samples: int

    def _column(self, name: str) -> int:
        for k, rd in enumerate(self.readings):
            if rd.name == name:
                return k
        raise KeyError(f"no reading named {name!r}: {[rd.name for rd in self.readings]}")

    def chances(self, name: str) -> list[float]:
        """Every forecast under the reading named ``name``."""
        k = self._column(name)
        return [f.chances[k] for f in self.forecasts]

    @property
    def results(self) -> list[float]:
        """Every forecast's result: 1 won, 1/k a k-way tie for the lowest score, 0 lost."""
        return [f.result for f in self.forecasts]

    def brier(self, name: str) -> float:
        """The Brier score of the reading named ``name``."""
        return brier(self.chances(name), self.results)

    def bins(self, name: str, bins: int = BINS) -> list[Bin]:
        """The reliability diagram's bins of the reading named ``name``."""
        return reliability_bins(self.chances(name), self.results, bins)

    def reliability(self, name: str) -> float:
        """Murphy's reliability term of the reading named ``name`` (0: calibrated)."""
        return reliability(self.bins(name))

    def fell_back(self, name: str) -> int:
        """How many forecasts of the reading named ``name`` fell back to the counts' worlds."""
        k = self._column(name)
        return sum(f.fell_back[k] for f in self.forecasts)

    def difference(self, name: str, other: str) -> tuple[float, float, float]:
        """The Brier score of ``name`` minus that of ``other`` (negative: ``name`` forecasts
        better), with a 95% interval that treats each round as one draw (its decisions share
        a result).
        """
        a, b = self._column(name), self._column(other)
        per_round: dict[int, tuple[float, int]] = {}
        for f in self.forecasts:
            gap = (f.chances[a] - f.result) ** 2 - (f.chances[b] - f.result) ** 2
            total, n = per_round.get(f.round, (0.0, 0))
            per_round[f.round] = (total + gap, n + 1)
        count = len(self.forecasts)
        mean = sum(t for t, _n in per_round.values()) / count
        g = len(per_round)
        if g < 2:
            return mean, mean, mean
        spread = sum((t - n * mean) ** 2 for t, n in per_round.values()) * g / (g - 1)
        half = Z95 * math.sqrt(spread) / count
        return mean, mean - half, mean + half

    def figures(self) -> dict[str, float | int]:
        """The figures ``benchmarks/strategy.py`` prints: for each reading its Brier score
        (``brier_<name>``), reliability term and fallbacks, the Brier gap of every other
        reading against the counts with its interval, and the decisions, rounds and worlds.
        """
        out: dict[str, float | int] = {}
        for rd in self.readings:
            out[f"brier_{rd.name}"] = round(self.brier(rd.name), 4)
        for rd in self.readings:
            out[f"reliability_{rd.name}"] = round(self.reliability(rd.name), 4)
        first = self.readings[0].name
        for rd in self.readings[1:]:
            mean, low, high = self.difference(rd.name, first)
            key = f"brier_{rd.name}_minus_{first}"
            out[key], out[f"{key}_low"], out[f"{key}_high"] = (
                round(mean, 4), round(low, 4), round(high, 4)
            )  # fmt: skip
            out[f"fell_back_{rd.name}"] = self.fell_back(rd.name)
        results = self.results
        out["calibration_base_rate"] = round(sum(results) / len(results), 4)
        out["calibration_decisions"] = len(self.forecasts)
        out["calibration_rounds"] = self.rounds
        out["calibration_samples"] = self.samples
        return out

    def plot(self, path: str | Path | None = None) -> Figure:
        """The reliability diagram (mean result against mean forecast in each bin, one line
        per reading, the diagonal for a calibrated judge) above the count of forecasts in
        each bin; saved as a PNG at ``path`` when given. A figure for the docs
        (``docs/judge.md``), in English as the benchmarks print.
        """
        from matplotlib.figure import Figure

        fig = Figure(figsize=(7, 7.5), layout="constrained")
        top, bottom = fig.subplots(2, 1, height_ratios=[3, 1.3], sharex=True)
        top.plot([0, 1], [0, 1], color="#888888", linestyle="--", linewidth=1, label="calibrated")
        width = 1 / BINS / (len(self.readings) + 1)
        colours = ("#4c72b0", "#dd8452", "#55a868", "#c44e52")
        for k, rd in enumerate(self.readings):
            bins = [b for b in self.bins(rd.name) if b.count]
            colour = colours[k % len(colours)]
            spans = [wilson(b.observed, b.count) for b in bins]
            top.errorbar(
                [b.predicted for b in bins],
                [b.observed for b in bins],
                yerr=[
                    # max(0, ...): at a share of 0 or 1 rounding may put the end a hair inside
                    [
                        max(0.0, b.observed - low)
                        for b, (low, _high) in zip(bins, spans, strict=True)
                    ],
                    [
                        max(0.0, high - b.observed)
                        for b, (_low, high) in zip(bins, spans, strict=True)
                    ],
                ],
                marker="o",
                capsize=3,
                color=colour,
                label=f"{rd.name}: Brier {self.brier(rd.name):.3f}, "
                f"reliability {self.reliability(rd.name):.4f}",
            )
            every = self.bins(rd.name)
            bottom.bar(
                [b.low + (k + 1) * width for b in every],
                [b.count for b in every],
                width=width,
                color=colour,
                label=rd.name,
            )
        top.set_xlim(0, 1)
        top.set_ylim(-0.02, 1.02)
        top.set_ylabel("share of these decisions whose seat won the round")
        top.set_title(
            f"The coach's win chance against what happened: {len(self.forecasts)} decisions, "
            f"{self.rounds} rounds, {self.samples} worlds each",
            fontsize=10,
        )
        top.legend(loc="upper left", fontsize=9)
        top.grid(alpha=0.3)
        bottom.set_xlabel("the coach's win chance for the move taken (bins of 0.1)")
        bottom.set_ylabel("decisions")
        bottom.set_xticks([k / BINS for k in range(BINS + 1)])
        bottom.legend(fontsize=8)
        if path is not None:
            fig.savefig(path, dpi=110)
        return fig

    def to_json(self) -> dict[str, Any]:
        """The measurement as JSON-ready values: its settings and one row per forecast.

        >>> c = Calibration((COUNTS,), (Forecast(0, 7, 2, "hard", Action.parse("draw"), (0.25,), (False,), 1.0),), 1, 10)
        >>> c.to_json()["forecasts"]
        [{'round': 0, 'step': 7, 'seat': 2, 'bot': 'hard', 'action': 'draw', 'chances': [0.25], 'fell_back': [False], 'result': 1.0}]
        """
        return {
            "readings": [asdict(rd) for rd in self.readings],
            "rounds": self.rounds,
            "samples": self.samples,
            "forecasts": [
                {**asdict(f), "action": str(f.action), "chances": list(f.chances),
                 "fell_back": list(f.fell_back)}
                for f in self.forecasts
            ],
        }  # fmt: skip

    def __repr__(self) -> str:
        """One line: how much was measured, and each reading's Brier score."""
        n, r = len(self.forecasts), self.rounds
        scores = ", ".join(f"{rd.name} {self.brier(rd.name):.3f}" for rd in self.readings)
        return (
            f"<Calibration of {n} decision{'s' if n != 1 else ''} in {r} "
            f"round{'s' if r != 1 else ''}, {self.samples} worlds each: brier {scores}>"
        )


def measure(
    rounds: int,
    *,
    per_round: int = 6,
    samples: int = DEFAULT_SAMPLES,
    readings: Sequence[Reading] = (COUNTS, READING),
    rules: Rules | str = "spruce",
    players: int = 4,
    bots: Sequence[str] = TABLE,
    seed: int | str = 0,
    executor: Executor | None = None,
    workers: int | None = None,
    progress: bool = True,
) -> Calibration:
    """Play ``rounds`` seeded rounds and judge ``per_round`` decisions of each, spread over
    the round, under every reading, with ``samples`` worlds a forecast (see the module).

    Round ``i`` is dealt and played from ``seed`` and ``i`` alone, so the figures do not
    depend on the executor (a process pool with ``workers`` processes unless given).
    """
    if not readings:
        raise ValueError("give at least one reading")
    preset = Rules.preset(rules) if isinstance(rules, str) else rules
    jobs = [
        _Job(i, preset, players, tuple(bots), per_round, samples, tuple(readings), seed)
        for i in range(rounds)
    ]
    found = run_chunks(
        _forecasts_of_round,
        jobs,
        sizes=[1] * rounds,
        executor=executor,
        workers=workers,
        progress=progress,
        desc="calibration rounds",
    )
    forecasts = tuple(f for one in found for f in one)
    return Calibration(tuple(readings), forecasts, rounds, samples)
