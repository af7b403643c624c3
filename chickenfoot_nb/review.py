"""Review a finished round: which decisions cost it, and how much was luck.

Each reviewed seat is judged only from what it could see at each moment (its
:class:`~chickenfoot_nb.seat_view.SeatView`), with the coach's model: the tiles it cannot
see dealt at random among the other hands and the yard, every seat playing on as the judge's
play-outs do (:mod:`chickenfoot_nb.coach`; :data:`~chickenfoot_nb.judge.JUDGE`: as the
careful bot plays).

The seat's **win chance** is followed along the round, as GNU Backgammon follows equity:

- ``start``: before the deal, the seat's win chance at this table (its seat, the rules and
  the round's double): the share of deals it wins when every seat plays as the judge's
  play-outs do.
- a **decision** (two or more legal actions): the coach plays every legal action out.
  ``error`` = the best one's win chance minus the chosen one's (0 when the chosen action is
  the best): what the decision cost against the coach's best, which marks and accuracy
  measure. The win chance goes from the model's own move (the judge's habit,
  :meth:`~chickenfoot_nb.judge.Judge.habit`: the move every estimate assumes a seat makes,
  the careful bot's by default) to the chosen one: skill adds ``chosen - habit``, so always
  playing the habit is skill 0, better choices are positive, worse negative. (Measured from
  the best move instead, the gap between the coach's best and the habit, which no estimate
  before the decision expects, would be booked as luck, and luck would not average zero.)
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


The review is made of three modules: :mod:`chickenfoot_nb.outlook` estimates the win
chance from one moment, :mod:`chickenfoot_nb.decisions` holds what is found at each moment
(decisions with their marks and accuracy, chance events with their luck), and this module
walks the round and says it in words. Every name of the first two can be imported from here.
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

from collections import Counter
from collections.abc import Callable, Sequence
from concurrent.futures import Executor, Future
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from chickenfoot_nb.actions import Action
from chickenfoot_nb.coach import DEFAULT_SAMPLES, Cancel, analyse
from chickenfoot_nb.decisions import (
    MARK_SIGNS,
    MARKS,
    PLACES,
    Chance,
    ChanceKind,
    Decision,
    Mark,
    Marks,
    accuracy_of,
    rounded,
    signed_text,
)
from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.i18n import _, ngettext, number, percent, signed
from chickenfoot_nb.judge import JUDGE, Judge
from chickenfoot_nb.match import Match
from chickenfoot_nb.outlook import Estimate, outlook, result_of, start_chance
from chickenfoot_nb.round import Round, default_names
from chickenfoot_nb.tiles import Tile

__all__ = [
    "FORMAT",
    "MARKS",
    "MARK_SIGNS",
    "PLACES",
    "Chance",
    "ChanceKind",
    "Decision",
    "Estimate",
    "Mark",
    "Marks",
    "Review",
    "SeatReview",
    "Source",
    "accuracy_of",
    "action_words",
    "check_samples",
    "check_seats",
    "finished_rounds",
    "outlook",
    "result_of",
    "review",
    "review_seat",
    "rounded",
    "start_chance",
]

#: The version of the JSON that :meth:`Review.to_json` writes (``docs/review.md``).
FORMAT = "chickenfoot-review/1"


@dataclass(frozen=True)
class SeatReview:
    """One seat's review of one round: where it started, what its decisions cost, what luck
    gave or took, and the result, with ``start + skill + luck == result``.

    ``track`` is the seat's win chance along the round, as ``(step, win)`` after each thing
    that changed it, from ``(0, win after the deal)`` to ``(len(history), result)``: the
    line a chart draws. ``round`` is the round's index, counted from 0; words (the command
    line's ``Round 1``) say :attr:`round_number`. ``judge`` is the judge that made the
    figures: its habit is what skill is measured against.

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
    judge: Judge = JUDGE

    @property
    def skill(self) -> float:
        """The decisions' gain against playing the judge's habit each time (see the module)."""
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
            f"skill {signed_text(self.skill)}, luck {signed_text(self.luck)}, result {self.result:.2f}; "
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
    judge: Judge | None = None,
) -> Review | None:
    """Review every finished round of a record (a :class:`Match`, a record file or its
    dict) or one finished :class:`Round`, for ``seats`` (every seat when ``None``).

    ``samples`` worlds are drawn for each estimate (see the module), judged by ``judge``
    (:data:`~chickenfoot_nb.judge.JUDGE` when None: see :mod:`chickenfoot_nb.judge`).
    ``executor`` (a process pool, or a dask client's ``client.get_executor()``) reviews the seats in
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

            one = review_seat(r, s, samples, seed, round_index=i, step=step, judge=judge)
            if one is None:
                return None
            results.append(one)
            done += len(r.history) + 1
    else:
        futures: list[Future[SeatReview | None]] = [
            executor.submit(review_seat, r, s, samples, seed, round_index=i, judge=judge)
            for i, r, s in jobs
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
    judge: Judge | None = None,
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
    start = start_chance(r.rules, r.players, r.double, seat, samples, seed, judge)
    judged = judge or JUDGE  # skill is measured against its habit: the move its play-outs make
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
            a = analyse(view, samples, seed, judge=judge, settle=False)
            assert a is not None
            chosen, best, model = a.odds(action), a.best, a.odds(judged.habit(view))
            # the seat stands where the model expects it: its habit's win chance
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
            e = outlook(view, samples, seed, judge)
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
        judged,
    )


def _signed(share: float) -> str:
    return signed(100 * share)


def _sentences(s: SeatReview, name: str) -> list[str]:
    lines = [
        " ".join(
            (
                _(
                    "{name} had a {start} chance of winning before the deal; skill {skill}, "
                    "luck {luck}, result {result} (in points of win chance)."
                ).format(
                    name=name,
                    start=percent(s.start),
                    skill=_signed(s.skill),
                    luck=_signed(s.luck),
                    result=percent(s.result),
                ),
                s.judge.habit_sentence(),
            )
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
