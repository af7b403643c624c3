"""Review many records at once: a class's rounds in one call, one table, one picture.

:func:`review_many` reviews every seat of every finished round of each record with
:func:`chickenfoot_nb.review.review_seat`, one task per (record, round, seat), on any
:class:`concurrent.futures.Executor`. Each seat's review is seeded from ``seed`` alone, so
the table is the same inline, on a process pool or on a dask cluster.

The table has one row per seat and round; :meth:`ReviewTable.by_player` sums it up per
player (a seat's name: records that name their seats are grouped by those names, unnamed
seats by their default names, "Seat 0", "Seat 1", …). Skill and luck are in win chance
(0 to 1); the table and the plot write them as points of win chance (100 points = a sure
win), as the review's sentences do.

>>> from chickenfoot_nb.bots import play_round
>>> from chickenfoot_nb.round import Round
>>> from chickenfoot_nb.rules import Rules
>>> small = Rules.preset("spruce", set=6)
>>> rounds = [play_round(Round.deal(small, 2, seed=s, names=["Ana", "Ben"]), ["random", "greedy"], seed=s)
...           for s in range(2)]
>>> table = review_many(rounds, samples=10, progress=False)
>>> len(table.entries), sorted(table.by_player())
(4, ['Ana', 'Ben'])
>>> all(abs(e.start + e.skill + e.luck - e.result) < 1e-9 for e in table.entries)
True
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from concurrent.futures import Executor
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, overload

from chickenfoot_nb.coach import DEFAULT_SAMPLES, mean_interval
from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.i18n import _, ngettext, number, percent
from chickenfoot_nb.judge import Judge
from chickenfoot_nb.match import Match
from chickenfoot_nb.probability.parallel import InlineExecutor, run_chunks
from chickenfoot_nb.probability.tabular import Table
from chickenfoot_nb.review import (
    SeatReview,
    check_samples,
    check_seats,
    finished_rounds,
    review_seat,
)
from chickenfoot_nb.round import Round

if TYPE_CHECKING:
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

    from chickenfoot_nb.probability.plots import Chart


@dataclass(frozen=True)
class ReviewRow:
    """One seat of one finished round of one record, reviewed.

    ``record`` is the record's place in the list given to :func:`review_many`, ``round`` the
    round's place among that record's finished rounds. ``start + skill + luck == result``
    (up to float rounding). ``accuracy`` is ``None`` when the seat had no decision to make.
    ``review`` is the seat's whole review: its decisions, chance events and sentences.
    """

    record: int
    round: int
    seat: int
    name: str
    start: float
    skill: float
    luck: float
    result: float
    accuracy: float | None
    inaccuracies: int
    mistakes: int
    blunders: int
    decisions: int
    review: SeatReview = field(repr=False, compare=False)

    def __repr__(self) -> str:
        """One line, floats rounded: where, who, and the four figures."""
        accuracy = f", accuracy {self.accuracy:.1f}" if self.accuracy is not None else ""
        # + 0.0: a figure that rounds to zero is written +0.00, never -0.00
        skill, luck = round(self.skill, 2) + 0.0, round(self.luck, 2) + 0.0
        return (
            f"<ReviewRow record={self.record} round={self.round} seat={self.seat} {self.name!r}: "
            f"start {self.start:.2f}, skill {skill:+.2f}, luck {luck:+.2f}, "
            f"result {self.result:.2f}{accuracy}>"
        )

    @staticmethod
    def of(record: int, name: str, review: SeatReview) -> ReviewRow:
        """The row of one seat's review."""
        marks = review.marks
        return ReviewRow(
            record,
            review.round,
            review.seat,
            name,
            review.start,
            review.skill,
            review.luck,
            review.result,
            review.accuracy,
            marks["inaccuracy"],
            marks["mistake"],
            marks["blunder"],
            len(review.decisions),
            review,
        )


@dataclass(frozen=True)
class PlayerSummary:
    """One player's rounds summed up: means per round, with 95% intervals (t intervals).

    ``accuracy`` is the mean over the rounds with at least one decision (``None`` without
    any); ``skill``, ``luck`` and ``start`` are means over every round, each interval
    ``None`` with fewer than 2 rounds; ``wins`` is the sum of the results (a k-way tie
    counts 1/k), so ``rounds * (start + skill + luck) == wins``.
    """

    name: str
    rounds: int
    accuracy: float | None
    start: float
    skill: float
    skill_low: float | None
    skill_high: float | None
    luck: float
    luck_low: float | None
    luck_high: float | None
    wins: float

    def __repr__(self) -> str:
        """One line, floats rounded: the player's means per round and its wins."""
        accuracy = f", accuracy {self.accuracy:.1f}" if self.accuracy is not None else ""
        skill, luck = round(self.skill, 3) + 0.0, round(self.luck, 3) + 0.0
        return (
            f"<PlayerSummary {self.name!r}, {self.rounds} rounds: skill {skill:+.3f}, "
            f"luck {luck:+.3f} per round{accuracy}, wins {self.wins:g}>"
        )


@dataclass(frozen=True)
class ReviewTable(Table):
    """The reviews of many records: one entry per (record, round, seat), in that order.

    A :class:`~chickenfoot_nb.probability.tabular.Table`: :attr:`rows`, :meth:`plot`,
    :meth:`to_csv`, :meth:`to_dataframe`. ``record``, ``round`` and ``seat`` are indexes,
    counted from 0 (``records[record]``; the round's place among that record's finished rounds).

    >>> from chickenfoot_nb.round import Round
    >>> r = Round.deal("spruce", players=2, seed=4); r.play_greedily()
    >>> t = review_many([r], samples=10, progress=False)
    >>> [(row["record"], row["round"], row["seat"], row["name"]) for row in t.rows]
    [(0, 0, 0, 'Seat 0'), (0, 0, 1, 'Seat 1')]
    """

    entries: tuple[ReviewRow, ...]
    records: int
    samples: int
    seed: int | str

    @property
    def rows(self) -> list[dict[str, Any]]:
        """Every entry as a dict (:meth:`to_dataframe` makes them a DataFrame), without its review."""
        return [
            {
                "record": e.record,
                "round": e.round,
                "seat": e.seat,
                "name": e.name,
                "start": e.start,
                "skill": e.skill,
                "luck": e.luck,
                "result": e.result,
                "accuracy": e.accuracy,
                "inaccuracies": e.inaccuracies,
                "mistakes": e.mistakes,
                "blunders": e.blunders,
                "decisions": e.decisions,
            }
            for e in self.entries
        ]

    @property
    def rounds(self) -> int:
        """How many rounds were reviewed, over every record."""
        return len({(e.record, e.round) for e in self.entries})

    @property
    def names(self) -> tuple[str, ...]:
        """The players, in the order they first appear."""
        return tuple(dict.fromkeys(e.name for e in self.entries))

    def by_player(self) -> dict[str, PlayerSummary]:
        """Each player's rounds summed up, in the order the players first appear.

        >>> from chickenfoot_nb.round import Round
        >>> r = Round.deal("spruce", players=2, seed=4); r.play_greedily()
        >>> p = review_many([r, r], samples=10, progress=False).by_player()["Seat 0"]
        >>> p.rounds, p.wins, p.skill_low == p.skill_high == p.skill  # the same round twice
        (2, 2.0, True)
        """
        return {name: self._summary(name) for name in self.names}

    def _summary(self, name: str) -> PlayerSummary:
        mine = [e for e in self.entries if e.name == name]
        n = len(mine)
        accuracies = [e.accuracy for e in mine if e.accuracy is not None]
        skill, skill_low, skill_high = _mean([e.skill for e in mine])
        luck, luck_low, luck_high = _mean([e.luck for e in mine])
        return PlayerSummary(
            name,
            n,
            sum(accuracies) / len(accuracies) if accuracies else None,
            sum(e.start for e in mine) / n,
            skill,
            skill_low,
            skill_high,
            luck,
            luck_low,
            luck_high,
            sum(e.result for e in mine),
        )

    def _repr_html_(self) -> str:
        # Translators: the headings of the review table; skill and luck are in points of win chance.
        player, rounds_, accuracy, wins = _("player"), _("rounds"), _("accuracy"), _("wins")
        skill, luck = _("skill (95% interval)"), _("luck (95% interval)")
        players = "".join(
            _row(
                p.name,
                number(p.rounds),
                _accuracy(p.accuracy),
                _with_interval(p.skill, p.skill_low, p.skill_high),
                _with_interval(p.luck, p.luck_low, p.luck_high),
                _wins(p.wins),
            )
            for p in self.by_player().values()
        )
        rounds = self.rounds
        # Translators: {worlds} is "{n} sampled worlds per estimate", in the form its number takes.
        worlds = ngettext(
            "{n} sampled world per estimate", "{n} sampled worlds per estimate", self.samples
        ).format(n=number(self.samples))
        caption = ngettext(
            "Mean skill and luck per round, in points of win chance (100 points = a sure win): "
            "{rounds} round, {worlds}.",
            "Mean skill and luck per round, in points of win chance (100 points = a sure win): "
            "{rounds} rounds, {worlds}.",
            rounds,
        ).format(rounds=number(rounds), worlds=worlds)
        record, round_, start, result = _("record"), _("round"), _("start"), _("result")
        marks = _("inaccuracies"), _("mistakes"), _("blunders")
        every_head = _head(
            player, record, round_, start, _("skill"), _("luck"), result, accuracy, *marks,
            _("decisions"),
        )  # fmt: skip
        every = "".join(
            _row(
                e.name,
                str(e.record),
                str(e.round),
                percent(e.start),
                _points(e.skill),
                _points(e.luck),
                percent(e.result),
                _accuracy(e.accuracy),
                *(number(n) for n in (e.inaccuracies, e.mistakes, e.blunders, e.decisions)),
            )
            for e in self.entries
        )
        summary = ngettext(
            "Every round, every seat ({n} row)",
            "Every round, every seat ({n} rows)",
            len(self.entries),
        ).format(n=number(len(self.entries)))
        return (
            f"<table class='cf-review-table'><caption>{html.escape(caption)}</caption>"
            f"{_head(player, rounds_, accuracy, skill, luck, wins)}<tbody>{players}</tbody></table>"
            f"<details><summary>{html.escape(summary)}</summary><table class='cf-review-rows'>"
            f"{every_head}"
            f"<tbody>{every}</tbody></table></details>"
        )

    @overload
    def plot(self, ax: None = None) -> Chart: ...

    @overload
    def plot(self, ax: Axes) -> Figure: ...

    def plot(self, ax: Axes | None = None) -> Figure:
        """Each player's mean skill and mean luck per round, with 95% intervals, beside zero.

        Returns a :class:`~chickenfoot_nb.probability.Chart` (a matplotlib ``Figure`` that
        says in words what it shows, its ``alt``), or, given ``ax``, the figure that holds it.
        Skill is measured against the judge's habit (0 for a player that always makes it:
        the careful bot under the default judge; see :mod:`chickenfoot_nb.review`); luck
        averages 0 over many rounds.

        >>> from chickenfoot_nb.round import Round
        >>> r = Round.deal("spruce", players=2, seed=4); r.play_greedily()
        >>> fig = review_many([r], samples=10, progress=False).plot()
        >>> fig.axes[0].get_xlabel()
        'points of win chance per round'
        """
        import numpy as np

        from chickenfoot_nb.probability.plots import EXACT, SIMULATED, _axes, _describe

        players = list(self.by_player().values())
        fig, ax = _axes(ax, (7.0, 1.6 + 0.5 * len(players)))
        y = np.arange(len(players))
        said = {"skill": _("skill"), "luck": _("luck")}
        for offset, what, colour, marker in (
            (-0.12, "skill", EXACT, "o"),
            (0.12, "luck", SIMULATED, "s"),
        ):
            means = np.array([100 * getattr(p, what) for p in players])
            lows = [getattr(p, f"{what}_low") for p in players]
            highs = [getattr(p, f"{what}_high") for p in players]
            # a player with one round has no interval: no whisker is drawn for it
            below = [
                m - 100 * lo if lo is not None else 0.0 for m, lo in zip(means, lows, strict=True)
            ]
            above = [
                100 * hi - m if hi is not None else 0.0 for m, hi in zip(means, highs, strict=True)
            ]
            ax.errorbar(
                means,
                y + offset,
                xerr=[below, above],
                fmt=marker,
                color=colour,
                capsize=3,
                label=said[what],
            )
        ax.axvline(0, color="grey", linestyle="--", linewidth=1)
        # The players keep their names: they are the records' data.
        ax.set_yticks(y, [p.name for p in players])
        ax.set_ylim(len(players) - 0.5, -0.5)
        ax.set_xlabel(_("points of win chance per round"))
        # each player's mean is over its own rounds: the title gives the most any player had
        rounds = max((p.rounds for p in players), default=0)
        title = ngettext(
            "Skill and luck per player, mean of up to {rounds} round each, with 95% intervals",
            "Skill and luck per player, mean of up to {rounds} rounds each, with 95% intervals",
            rounds,
        ).format(rounds=number(rounds))
        ax.set_title(title, fontsize=10)
        # under the axes, where it hides no whisker
        ax.legend(fontsize=8, loc="upper center", bbox_to_anchor=(0.5, -0.18), ncol=2)
        lines = "; ".join(
            ngettext(
                "{name}, {rounds} round: skill {skill} ({skill_interval}), luck {luck} "
                "({luck_interval}), wins {wins}",
                "{name}, {rounds} rounds: skill {skill} ({skill_interval}), luck {luck} "
                "({luck_interval}), wins {wins}",
                p.rounds,
            ).format(
                name=p.name,
                rounds=number(p.rounds),
                skill=_points(p.skill),
                skill_interval=_interval_words(p.skill_low, p.skill_high),
                luck=_points(p.luck),
                luck_interval=_interval_words(p.luck_low, p.luck_high),
                wins=_wins(p.wins),
            )
            for p in players
        )
        _describe(
            fig,
            _(
                "Chart of each player's mean skill (circles) and luck (squares) per round, in "
                "points of win chance, with 95% intervals, beside a dashed line at zero. {title}. "
                "{players}."
            ).format(title=title, players=lines),
        )
        return fig

    def __repr__(self) -> str:
        return (
            f"<ReviewTable: {len(self.entries)} rows, {self.rounds} rounds of {self.records} records, "
            f"players {', '.join(self.names)}; samples={self.samples}, seed={self.seed!r}>"
        )


def _head(*headings: str) -> str:
    cells = "".join(
        f"<th scope='col' style='text-align:{'left' if i == 0 else 'right'}'>{html.escape(h)}</th>"
        for i, h in enumerate(headings)
    )
    return f"<thead><tr>{cells}</tr></thead>"


def _row(name: str, *cells: str) -> str:
    # the player's name heads its row, so a screen reader says whose figures these are
    said = "".join(f"<td style='text-align:right'>{html.escape(c)}</td>" for c in cells)
    return f"<tr><th scope='row' style='text-align:left'>{html.escape(name)}</th>{said}</tr>"


def _mean(values: list[float]) -> tuple[float, float | None, float | None]:
    mean, low, high = mean_interval(sum(values), sum(v * v for v in values), len(values))
    if len(values) < 2:
        return mean, None, None
    return mean, low, high


def _points(share: float) -> str:
    points = 100 * share
    if round(points, 1) == 0:
        return "0"
    return f"+{number(points, 1)}" if points > 0 else "−" + number(-points, 1)


def _accuracy(value: float | None) -> str:
    return "—" if value is None else number(value, 0)


def _with_interval(mean: float, low: float | None, high: float | None) -> str:
    if low is None or high is None:
        return _points(mean)
    return f"{_points(mean)} ({_points(low)} … {_points(high)})"


def _wins(total: float) -> str:
    return number(total, 0 if total == int(total) else 2)


def _interval_words(low: float | None, high: float | None) -> str:
    if low is None or high is None:
        return _("no interval from one round")
    return _("95% {low} to {high}").format(low=_points(low), high=_points(high))


@dataclass(frozen=True)
class _Job:
    record: int
    round_index: int
    round: Round
    seat: int
    samples: int
    seed: int | str
    judge: Judge | None = None


def _review_job(job: _Job) -> SeatReview:
    one = review_seat(
        job.round, job.seat, job.samples, job.seed, round_index=job.round_index, judge=job.judge
    )
    assert one is not None  # no step callback: a review only stops when asked to
    return one


Record = Round | Match | str | Path | dict


def review_many(
    records: Sequence[Record],
    *,
    seats: Sequence[int] | Sequence[Sequence[int]] | None = None,
    samples: int = DEFAULT_SAMPLES,
    seed: int | str = 0,
    executor: Executor | None = None,
    workers: int | None = None,
    progress: bool = True,
    judge: Judge | None = None,
) -> ReviewTable:
    """Review ``seats`` (every seat when ``None``) of every finished round of each record.

    ``seats`` may also give each record its own seats, one list per record (``[[0], [2]]``):
    a bot that sits at another seat in each record is reviewed wherever it sits.

    A record is anything :func:`chickenfoot_nb.review.review` takes: a finished
    :class:`Round`, a :class:`Match`, a record file's path or a record's dict. ``samples``
    and ``seed`` are the review's, and ``judge`` its :class:`~chickenfoot_nb.judge.Judge`
    (:data:`~chickenfoot_nb.judge.JUDGE` when None). ``executor`` may be any
    :class:`concurrent.futures.Executor`: a process pool, :class:`InlineExecutor`, or a dask
    client's ``client.get_executor()``; without one, ``workers`` > 1 starts a process pool
    of that many workers (and shuts it down), and ``workers`` of ``None`` or 1 reviews here,
    in this process. The numbers are the same every way. ``progress`` shows a progress bar
    counting the moments of the rounds reviewed.

    Every record is read, and every seat checked, before any review starts: a broken one
    raises a :class:`ChickenFootError` that names it.

    >>> review_many([{"format": "chickenfoot-record/1"}], progress=False)
    Traceback (most recent call last):
    ...
    chickenfoot_nb.errors.ChickenFootError: Record 0 cannot be reviewed: the record has no 'rules'
    """
    if isinstance(records, (Round, Match, str, Path, dict)):
        raise ChickenFootError(
            _(
                "review_many takes a list of records, not one {kind}: write [record], or use "
                "review(record) for a single one."
            ).format(kind=type(records).__name__)
        )
    check_samples(samples)
    if workers is not None and (
        isinstance(workers, bool) or not isinstance(workers, int) or workers < 1
    ):
        raise ChickenFootError(
            _("workers is a number of processes, 1 or more, not {value}.").format(
                value=repr(workers)
            )
        )
    jobs: list[_Job] = []
    for k, record in enumerate(records):
        try:
            rounds = finished_rounds(record)
            wanted = check_seats(rounds[0].players, _seats_of(seats, k, len(records)))
        except ChickenFootError as e:
            raise ChickenFootError(
                _("Record {record} cannot be reviewed: {reason}").format(record=k, reason=e)
            ) from None
        jobs += [
            _Job(k, i, r, s, samples, seed, judge) for i, r in enumerate(rounds) for s in wanted
        ]
    if not jobs:
        raise ChickenFootError(
            _("There is nothing to review: give at least one record, and one seat.")
        )
    count = len({(j.record, j.round_index) for j in jobs})
    inline = executor is None and (workers is None or workers == 1)
    sizes = [len(j.round.history) + 1 for j in jobs]
    # the longest reviews go first, so that no worker is left with a long one at the end
    order = sorted(range(len(jobs)), key=lambda i: -sizes[i])
    done = run_chunks(
        _review_job,
        [jobs[i] for i in order],
        sizes=[sizes[i] for i in order],
        executor=InlineExecutor() if inline else executor,
        workers=workers,
        progress=progress,
        # The progress bar's words are said now, in the language spoken as the run starts.
        desc=ngettext("reviewing {n} round", "reviewing {n} rounds", count).format(n=count),
    )
    review_of = dict(zip(order, done, strict=True))
    entries = tuple(
        ReviewRow.of(j.record, j.round.names[j.seat], review_of[i]) for i, j in enumerate(jobs)
    )
    return ReviewTable(entries, len(records), samples, seed)


def _seats_of(
    seats: Sequence[int] | Sequence[Sequence[int]] | None, k: int, records: int
) -> Sequence[int] | None:
    """The seats to review in record ``k``: the same for every record, or its own list."""
    if seats is None or not any(isinstance(s, Sequence) for s in seats):
        return seats  # type: ignore[return-value]
    if len(seats) != records:
        raise ChickenFootError(
            _("Give one list of seats per record (records: {records}, lists: {lists}).").format(
                records=records, lists=len(seats)
            )
        )
    own = seats[k]
    return own if isinstance(own, Sequence) else [own]
