"""The coach: for every legal move of a seat, its chance of winning the round and its expected score.

The coach sees only what the seat sees. It draws worlds that fit the view
(:mod:`chickenfoot_nb.worlds`), plays every legal move out in each of them as its judge
plays on (:data:`~chickenfoot_nb.judge.JUDGE`: every seat plays as the careful bot does),
and counts: the share of worlds the seat wins (lowest score; a k-way tie counts 1/k) and its
mean round score, each with a 95% interval. When few enough worlds fit (small endgames), it goes through every one of them
and the answer is exact.

>>> from chickenfoot_nb.round import Round
>>> r = Round.deal("spruce", players=3, seed=8)
>>> while len(r.legal_actions()) < 2:
...     r.push(r.heaviest_action())
>>> a = analyse(r.view(r.seat), samples=20, seed=1)
>>> len(a.moves) == len(r.legal_actions()), a.worlds, a.exact
(True, 20, False)
>>> 0 <= a.best.win_low <= a.best.win <= a.best.win_high <= 1
True
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import partial
from typing import Protocol

from chickenfoot_nb.actions import Action
from chickenfoot_nb.bots import outcome
from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.i18n import _, ngettext, number, percent
from chickenfoot_nb.judge import JUDGE, Judge
from chickenfoot_nb.phase import Phase
from chickenfoot_nb.seat_view import SeatView
from chickenfoot_nb.tiles import Tile
from chickenfoot_nb.worlds import sample_worlds, world_count

#: Worlds sampled when ``samples`` is not given.
DEFAULT_SAMPLES = 200

#: How many moves an :class:`Analysis`'s repr names (the best first).
SHOWN_MOVES = 3

#: The normal quantile for a two-sided 95% interval.
Z95 = 1.959963984540054

# Student's t quantiles (two-sided 95%) for 1..29 degrees of freedom; beyond, the normal.
_T95 = (12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179,
        2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064,
        2.060, 2.056, 2.052, 2.048, 2.045)  # fmt: skip


class Cancel(Protocol):
    """Anything with ``is_set()``, such as a :class:`threading.Event`."""

    def is_set(self) -> bool:
        """True once the analysis should stop."""
        ...


@dataclass(frozen=True)
class MoveOdds:
    """One legal move's figures: win chance and expected round score, each with a 95% interval.

    ``worlds`` is how many worlds the figures come from. In an exact analysis the
    intervals are the figures themselves.

    >>> MoveOdds(Action.parse("draw"), 0.2966919730456654, 0.24, 0.36, 21.43, 19.8, 23.1, 200)
    <MoveOdds draw: win 0.30 (0.24..0.36), score 21.4 (19.8..23.1), 200 worlds>
    """

    action: Action
    win: float
    win_low: float
    win_high: float
    score: float
    score_low: float
    score_high: float
    worlds: int

    def __repr__(self) -> str:
        """One line, floats rounded: the move, its win chance and score with their intervals."""
        if self.win_low == self.win_high and self.score_low == self.score_high:
            return f"<MoveOdds {self.action}: win {self.win:.2f}, score {self.score:.1f}, exact>"
        return (
            f"<MoveOdds {self.action}: win {self.win:.2f} ({self.win_low:.2f}..{self.win_high:.2f}), "
            f"score {self.score:.1f} ({self.score_low:.1f}..{self.score_high:.1f}), "
            f"{self.worlds} worlds>"
        )


@dataclass(frozen=True)
class Analysis:
    """The coach's answer for one position: every legal move, best first, and one sentence.

    - ``moves``: one :class:`MoveOdds` per legal move, the best (highest win chance, then
      lowest expected score) first.
    - ``worlds``: the worlds used; ``exact``: True when they were every world that fits.
    - ``sentence``: what the numbers mean, in plain words, and why the best move is best,
      in the language spoken when it is read.
    """

    seat: int
    moves: tuple[MoveOdds, ...]
    worlds: int
    exact: bool
    say: Callable[[], str] = field(repr=False, compare=False)

    def __repr__(self) -> str:
        """One line: the seat, the worlds, and the first moves' win chances, best first.

        >>> from chickenfoot_nb.round import Round
        >>> r = Round.deal("spruce", players=2, seed=1)
        >>> while len(r.legal_actions()) < 4:
        ...     r.push(r.heaviest_action())
        >>> analyse(r.view(r.seat), samples=20)  # doctest: +NORMALIZE_WHITESPACE
        <Analysis seat=0, 20 sampled worlds, 5 moves: play 9|1 on 9|9 0.35,
         play 9|4 on 9|9 0.30, play 9|5 on 9|9 0.30, and 2 more>
        """
        shown = ", ".join(f"{m.action} {m.win:.2f}" for m in self.moves[:SHOWN_MOVES])
        more = (
            f", and {len(self.moves) - SHOWN_MOVES} more" if len(self.moves) > SHOWN_MOVES else ""
        )
        worlds = (
            f"exact over {self.worlds} worlds" if self.exact else f"{self.worlds} sampled worlds"
        )
        moves = "1 move" if len(self.moves) == 1 else f"{len(self.moves)} moves"
        return f"<Analysis seat={self.seat}, {worlds}, {moves}: {shown}{more}>"

    @property
    def sentence(self) -> str:
        """What the numbers mean and why the best move is best, in the language spoken now."""
        return self.say()

    @property
    def best(self) -> MoveOdds:
        """The best move's figures."""
        return self.moves[0]

    def odds(self, action: Action | str) -> MoveOdds:
        """The figures of one legal move, given as an :class:`Action` or its text.

        >>> from chickenfoot_nb.round import Round
        >>> r = Round.deal("spruce", players=4, seed=1)
        >>> analyse(r.view(0), samples=5).odds("draw").worlds
        5
        >>> analyse(r.view(0), samples=5).odds("pass")
        Traceback (most recent call last):
        ...
        chickenfoot_nb.errors.ChickenFootError: pass is not one of the moves analysed here: draw
        """
        a = Action.parse(action)
        for m in self.moves:
            if m.action == a:
                return m
        legal = ", ".join(str(m.action) for m in self.moves)
        raise ChickenFootError(
            # Translators: {move} and {moves} are moves in the action grammar ('play 9|4 on 9|9').
            _("{move} is not one of the moves analysed here: {moves}").format(move=a, moves=legal)
        )


def wilson(share: float, n: int) -> tuple[float, float]:
    """The Wilson 95% interval for a share observed over ``n`` trials.

    >>> [round(x, 3) for x in wilson(0.5, 100)]
    [0.404, 0.596]
    """
    z2 = Z95 * Z95
    centre = (share + z2 / (2 * n)) / (1 + z2 / n)
    half = Z95 * math.sqrt(share * (1 - share) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def mean_interval(total: float, squares: float, n: int) -> tuple[float, float, float]:
    """The mean of ``n`` values (given their sum and sum of squares) and its 95% t interval.

    >>> [round(x, 3) for x in mean_interval(6.0, 14.0, 3)]  # the values 1, 2, 3
    [2.0, -0.484, 4.484]
    """
    mean = total / n
    if n < 2:
        return mean, mean, mean
    var = max(0.0, (squares - total * total / n) / (n - 1))
    t = _T95[n - 2] if n - 1 <= len(_T95) else Z95
    half = t * math.sqrt(var / n)
    return mean, mean - half, mean + half


def analyse(
    view: SeatView,
    samples: int = DEFAULT_SAMPLES,
    seed: int | str = 0,
    *,
    exact: bool | None = None,
    judge: Judge | None = None,
    draws_forced: bool = False,
    heaviest_first: bool = False,
    progress: Callable[[int, int], bool | None] | None = None,
    cancel: Cancel | None = None,
    settle: bool = True,
) -> Analysis | None:
    """Every legal move of the seat to move, with its win chance and expected score.

    ``samples`` worlds are drawn from the view (seeded from ``seed`` and the view's
    :attr:`~SeatView.fingerprint`, so the hidden tiles never change the numbers).
    ``exact=True`` goes through every world that fits instead; ``exact=None`` (the default)
    does so by itself when there are no more worlds than ``samples``.

    ``judge`` says which worlds fit and how each is played out
    (:class:`~chickenfoot_nb.judge.Judge`; :data:`~chickenfoot_nb.judge.JUDGE` when None:
    worlds that fit the tile counts, careful play-outs). ``draws_forced`` and
    ``heaviest_first`` make it read the history as :func:`~chickenfoot_nb.worlds.sample_worlds`
    does: only worlds where every earlier draw and pass was forced, and plays read as a greedy
    table's. Read worlds are always sampled (``exact=True`` with either raises
    :class:`ValueError`); when
    rejection sampling finds no world that makes every draw forced, the
    :class:`ChickenFootError` of :func:`~chickenfoot_nb.worlds.sample_worlds` says so.

    ``settle`` (on unless told otherwise) settles a close call: when the two leading moves are
    not told apart (the 95% interval of their gap, over the same worlds, holds 0), both are
    played out in ``samples`` more worlds, and the figures of the two come from all of theirs
    (their :attr:`MoveOdds.worlds` says so). It costs about 30% more on average and picks the
    move a judge ten times as deep picks more often (``docs/judge.md``). The review, the
    puzzles' proofs and the calibration pass ``settle=False``: they weigh every move in the
    same worlds.

    ``progress(done, total)`` is called after each world every move is played out in (not
    after a settling world); it may return ``False`` to stop.
    ``cancel`` is anything with ``is_set()`` (a :class:`threading.Event`). A stopped analysis
    returns ``None``. So a widget can run it in a thread and drop it when the position
    changes. Give the thread a view of a copy of the round (copies are cheap), so the game
    can go on while it works::

        stop = threading.Event()
        view = game_round.copy().view(game_round.seat)
        def work():
            result = analyse(view, progress=lambda done, total: bar.update(done / total),
                             cancel=stop)
            if result is not None:
                show(result)
        threading.Thread(target=work, daemon=True).start()
        ...
        stop.set()   # the position changed: the thread returns None soon after

    A finished round, a seat that is not to move, or ``samples`` below 1 raise a
    :class:`ChickenFootError` that says so.

    >>> from chickenfoot_nb.round import Round
    >>> r = Round.deal("spruce", players=4, seed=1)
    >>> analyse(r.view(0), samples=10).moves[0].action
    Action.parse('draw')
    >>> analyse(r.view(1), samples=10)
    Traceback (most recent call last):
    ...
    chickenfoot_nb.errors.ChickenFootError: Seat 1 is not to move: it is Seat 0's turn, so there is no move of Seat 1 to analyse.
    >>> analyse(r.view(0), samples=10, progress=lambda done, total: done < 3) is None
    True

    After 19 draws, the worlds that make every draw forced give other figures:

    >>> while len(r.history) < 30 or len(r.legal_actions()) < 2:
    ...     r.push(r.heaviest_action())
    >>> analyse(r.view(0), samples=20)  # doctest: +NORMALIZE_WHITESPACE
    <Analysis seat=0, 20 sampled worlds, 3 moves: play 8|5 on 8|8 0.12,
     play 8|2 on 8|8 0.10, play 8|6 on 8|8 0.07>
    >>> analyse(r.view(0), samples=20, draws_forced=True)  # doctest: +NORMALIZE_WHITESPACE
    <Analysis seat=0, 20 sampled worlds, 3 moves: play 8|5 on 8|8 0.10,
     play 8|2 on 8|8 0.10, play 8|6 on 8|8 0.00>
    """
    _check(view, samples)
    legal = view.legal_actions()
    seat = view.seat
    judge = (judge or JUDGE).reading_at_least(draws_forced, heaviest_first)
    if exact and not judge.can_be_exact:
        # every world that fits the counts is gone through: none of them is read
        raise ValueError("exact=True goes through worlds that fit the counts: it reads nothing")
    if exact is None:
        exact = judge.can_be_exact and world_count(view) <= samples
    # In each world, the scores each legal action ends with.
    outcomes: Iterable[list[tuple[int, ...]]]
    if exact:
        total = world_count(view)
        outcomes = judge.exact(view, legal)
    else:
        total = samples
        rng = random.Random(f"coach|{seed}|{view.fingerprint}")
        outcomes = judge.sampled(view, rng, samples, legal)
    k = len(legal)
    scores, scores2 = [0.0] * k, [0.0] * k
    won: list[list[float]] = [[] for _ in legal]  # each move's result in each world

    def tally(moves: Iterable[int], world: list[tuple[int, ...]]) -> None:
        for i, ended in zip(moves, world, strict=True):
            w, s = outcome(ended, seat)
            won[i].append(w)
            scores[i] += s
            scores2[i] += s * s

    done = 0
    for world in outcomes:
        tally(range(k), world)
        done += 1
        if progress is not None and progress(done, total) is False:
            return None
        if cancel is not None and cancel.is_set():
            return None
    if settle and not exact and k > 1:
        first, second = sorted(range(k), key=lambda i: (-sum(won[i]), scores[i]))[:2]
        if not _told_apart(won[first], won[second]):
            pair = (first, second)
            for world in judge.sampled(view, rng, samples, [legal[i] for i in pair]):
                tally(pair, world)
                if cancel is not None and cancel.is_set():
                    return None
    moves = [
        _odds(a, sum(won[i]), scores[i], scores2[i], len(won[i]), exact)
        for i, a in enumerate(legal)
    ]
    moves.sort(key=lambda m: (-m.win, m.score))
    said = partial(_sentence, view, moves, moves[0].worlds, exact)
    return Analysis(seat, tuple(moves), done, exact, said)


def _told_apart(best: list[float], second: list[float]) -> bool:
    """Whether the 95% interval of the paired gap between two moves' results leaves out 0."""
    n = len(best)
    gaps = [a - b for a, b in zip(best, second, strict=True)]
    _gap, low, high = mean_interval(sum(gaps), sum(g * g for g in gaps), n)
    return low > 0 or high < 0


def _check(view: SeatView, samples: int) -> None:
    name = view.names[view.seat]
    if view.phase == Phase.OVER:
        raise ChickenFootError(_("The round is over: there is no move left to analyse."))
    if view.to_move != view.seat:
        raise ChickenFootError(
            _(
                "{name} is not to move: it is {other}'s turn, so there is no move of {name} to "
                "analyse."
            ).format(name=name, other=view.names[view.to_move])
        )
    if isinstance(samples, bool) or not isinstance(samples, int) or samples < 1:
        raise ChickenFootError(
            _("The coach needs at least 1 sampled world, not {value}: try samples=200.").format(
                value=repr(samples)
            )
        )


def _odds(a: Action, win: float, score: float, squares: float, n: int, exact: bool) -> MoveOdds:
    share = win / n
    mean = score / n
    if exact:
        return MoveOdds(a, share, share, share, mean, mean, mean, n)
    low, high = wilson(share, n)
    _, s_low, s_high = mean_interval(score, squares, n)
    return MoveOdds(a, share, low, high, mean, s_low, s_high, n)


def _move_words(a: Action, *, first: bool = True) -> str:
    """The move as the subject of a sentence (``first``) or after "for", in the sentence."""
    if a.kind == "draw":
        return _("Drawing") if first else _("drawing")
    if a.kind == "pass":
        return _("Passing") if first else _("passing")
    if a.on is None:
        said = _("Placing {tile}") if first else _("placing {tile}")
        return said.format(tile=a.tile)
    said = _("Playing {tile} on {on}") if first else _("playing {tile} on {on}")
    return said.format(tile=a.tile, on=a.on)


def _sentence(view: SeatView, moves: list[MoveOdds], n: int, exact: bool) -> str:
    # One whole message for each shape the sentence takes, each in the form its number of
    # worlds takes ("1 sampled world" in English too).
    best = moves[0]
    figures = {
        "move": _move_words(best.action),
        "win": percent(best.win),
        "n": n,
        "low": percent(best.win_low),
        "high": percent(best.win_high),
        "score": number(best.score, 1),
    }
    if len(moves) == 1:
        if exact:
            said = ngettext(
                "{move} wins the round in {win} of the {n} world that fits what you see and "
                "leaves you {score} points on average: it is the only legal move.",
                "{move} wins the round in {win} of all {n} worlds that fit what you see and "
                "leaves you {score} points on average: it is the only legal move.",
                n,
            )
        else:
            said = ngettext(
                "{move} wins the round in {win} of {n} sampled world (95%: {low} to {high}) and "
                "leaves you {score} points on average: it is the only legal move.",
                "{move} wins the round in {win} of {n} sampled worlds (95%: {low} to {high}) and "
                "leaves you {score} points on average: it is the only legal move.",
                n,
            )
        return said.format(**figures)
    second = moves[1]
    figures["other_win"] = percent(second.win)
    figures["other"] = _move_words(second.action, first=False)
    why = _why(view, best.action, second.action)
    if exact and why:
        said = ngettext(
            "{move} wins the round in {win} of the {n} world that fits what you see and leaves "
            "you {score} points on average, against {other_win} for {other}: {why}.",
            "{move} wins the round in {win} of all {n} worlds that fit what you see and leaves "
            "you {score} points on average, against {other_win} for {other}: {why}.",
            n,
        )
    elif exact:
        said = ngettext(
            "{move} wins the round in {win} of the {n} world that fits what you see and leaves "
            "you {score} points on average, against {other_win} for {other}.",
            "{move} wins the round in {win} of all {n} worlds that fit what you see and leaves "
            "you {score} points on average, against {other_win} for {other}.",
            n,
        )
    elif why:
        said = ngettext(
            "{move} wins the round in {win} of {n} sampled world (95%: {low} to {high}) and "
            "leaves you {score} points on average, against {other_win} for {other}: {why}.",
            "{move} wins the round in {win} of {n} sampled worlds (95%: {low} to {high}) and "
            "leaves you {score} points on average, against {other_win} for {other}: {why}.",
            n,
        )
    else:
        said = ngettext(
            "{move} wins the round in {win} of {n} sampled world (95%: {low} to {high}) and "
            "leaves you {score} points on average, against {other_win} for {other}.",
            "{move} wins the round in {win} of {n} sampled worlds (95%: {low} to {high}) and "
            "leaves you {score} points on average, against {other_win} for {other}.",
            n,
        )
    return said.format(**figures, why=why)


def _why(view: SeatView, a: Action, other: Action) -> str:
    t = a.tile
    if t is None or a.on is None:
        return ""
    if t.is_double:
        return _foot_reason(view, t)
    plays = [x.tile for x in view.legal_actions() if x.tile is not None]
    blank = view.rules.double_blank
    weight = blank if t.index == 0 else t.pips
    if all(weight >= (blank if p.index == 0 else p.pips) for p in plays) and weight >= 8:
        return ngettext(
            "it gets rid of your heaviest playable tile ({n} points)",
            "it gets rid of your heaviest playable tile ({n} points)",
            weight,
        ).format(n=weight)
    keeps = _kept_fits(view, a)
    if keeps is not None and _kept_fits(view, other) is None:
        kept, n = keeps
        return _("it keeps {tile}, which fits the open {number}, for your next turn").format(
            tile=kept, number=n
        )
    return ""


def _foot_reason(view: SeatView, double: Tile) -> str:
    n = double.hi
    nxt = (view.seat + 1) % view.players
    unseen = view.unseen
    fits = sum(1 for u in unseen if u.has(n))
    h = view.hand_sizes[nxt]
    none = math.comb(len(unseen) - fits, h) / math.comb(len(unseen), h) if h <= len(unseen) else 0
    if none >= 0.5:
        return _(
            "it opens a chicken foot on {double}, which needs three toes with a {number}, and "
            "{name} holds no {number} to toe it with chance {chance}"
        ).format(double=double, number=n, name=view.names[nxt], chance=percent(none))
    return _("it opens a chicken foot on {double}, which needs three toes with a {number}").format(
        double=double, number=n
    )


def _kept_fits(view: SeatView, a: Action) -> tuple[Tile, int] | None:
    # A tile left in hand that fits the table right after the move (the table after the
    # move is public, so any world shows it).
    world = next(sample_worlds(view, random.Random(0), 1))
    world.push(a)
    ends = set(world.open_ends.values())
    foot = world.pending_foot
    if foot is not None:
        ends = {foot.hi}
    for kept in view.hand:
        if kept != a.tile:
            for n in sorted(ends):
                if kept.has(n):
                    return kept, n
    return None
