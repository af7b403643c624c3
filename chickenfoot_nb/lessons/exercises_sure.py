"""The exercises of lesson 07b, "How sure are we?": counting, sampling error and intervals."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from itertools import combinations, pairwise
from math import comb
from typing import Any

from chickenfoot_nb.i18n import _, ngettext, number
from chickenfoot_nb.lessons.check import Check
from chickenfoot_nb.lessons.registry import exercise
from chickenfoot_nb.tiles import double_set, set_size


@dataclass(frozen=True)
class Difference:
    """The difference ``a − b`` of two estimates made from separate samples, with its 95% interval.

    The interval's half-width is √(h_a² + h_b²), from the half-widths of the two intervals:
    the luck of each sample adds up, but not all in the same direction.

    >>> d = difference_of(0.44, 0.05, 0.41, 0.05)
    >>> round(d.estimate, 2), round(d.low, 3), round(d.high, 3), d.shown
    (0.03, -0.041, 0.101, False)
    """

    estimate: float
    low: float
    high: float

    @property
    def shown(self) -> bool:
        """Whether the interval leaves out 0: a difference that is more than luck."""
        return self.low > 0 or self.high < 0


def difference_of(a: float, half_a: float, b: float, half_b: float) -> Difference:
    """The difference ``a − b`` of two estimates given with the half-widths of their 95% intervals."""
    margin = (half_a**2 + half_b**2) ** 0.5
    return Difference(a - b, a - b - margin, a - b + margin)


def difference(a: Any, b: Any) -> Difference:
    """The difference of two :class:`~chickenfoot_nb.probability.Estimate` from separate simulations.

    >>> from chickenfoot_nb.probability import simulate_holds_tile
    >>> a = simulate_holds_tile("9|9", 9, 7, samples=2000, seed=1)
    >>> b = simulate_holds_tile("0|0", 9, 7, samples=2000, seed=2)
    >>> d = difference(a, b)
    >>> d.low < a.estimate - b.estimate < d.high
    True
    """
    return difference_of(a.estimate, (a.high - a.low) / 2, b.estimate, (b.high - b.low) / 2)


def _interval(low: float, high: float, places: int = 3) -> str:
    return f"{number(low, places)}..{number(high, places)}"


# ----- counting ----------------------------------------------------------------------------


@exercise("pairs-of-tiles", "set", predict=True)
def _pairs_of_tiles(n: int = 3) -> Check:
    size = set_size(n)
    pairs = comb(size, 2)
    return Check(
        ngettext(
            "Predict: the tiles whose numbers go from 0 to {n} are {size} tiles, 0|0 to {n}|{n}. "
            "How many different 2-tile hands can you take from them? (A hand is the same hand "
            "in any order.)",
            "Predict: the tiles whose numbers go from 0 to {n} are {size} tiles, 0|0 to {n}|{n}. "
            "How many different 2-tile hands can you take from them? (A hand is the same hand "
            "in any order.)",
            size,
        ).format(n=n, size=size),
        pairs,
        explain=ngettext(
            "{size} choices for the first tile, {rest} for the second: {ordered} in order. Each "
            "hand was counted twice (first tile, second tile and the other way round): "
            "{ordered}/2 = {pairs}.",
            "{size} choices for the first tile, {rest} for the second: {ordered} in order. Each "
            "hand was counted twice (first tile, second tile and the other way round): "
            "{ordered}/2 = {pairs}.",
            size,
        ).format(size=size, rest=size - 1, ordered=size * (size - 1), pairs=pairs),
        hint=_("Count ordered pairs first, then ask how many times each hand was counted."),
        mistakes={
            size * (size - 1): _(
                "That counts every hand twice: {a} then {b}, and {b} then {a}, is one hand."
            ).format(a=f"{n}|{n}", b=f"{n}|{n - 1}"),
            size * size: _(
                "That lets a tile be taken twice, and counts each hand in both orders. A hand "
                "holds two different tiles."
            ),
            size * (size + 1) // 2: _(
                "That pairs each tile with itself too; a tile is only once in the set."
            ),
        },
        predict=True,
        reveal=lambda: _("The computer lists every hand: {count}.").format(
            count=len(list(combinations(double_set(max(n, 6))[:size], 2)))
        ),
    )


@exercise("hands-of-three", "set")
def _hands_of_three(n: int = 2) -> Check:
    size = set_size(n)
    hands = comb(size, 3)
    ordered = size * (size - 1) * (size - 2)
    return Check(
        ngettext(
            "The tiles whose numbers go from 0 to {n} are {size} tiles, 0|0 to {n}|{n}. How many "
            "different 3-tile hands can you take from them?",
            "The tiles whose numbers go from 0 to {n} are {size} tiles, 0|0 to {n}|{n}. How many "
            "different 3-tile hands can you take from them?",
            size,
        ).format(n=n, size=size),
        hands,
        explain=_(
            "{size} × {b} × {c} = {ordered} in order; each hand comes in 3 × 2 × 1 = 6 orders: "
            "{ordered}/6 = {hands} = C({size}, 3)."
        ).format(size=size, b=size - 1, c=size - 2, ordered=ordered, hands=hands),
        hint=_("In how many orders can 3 tiles be taken?"),
        mistakes={
            ordered: _(
                "That counts each hand once for every order of its 3 tiles: 3 × 2 × 1 = 6 "
                "times. Divide by 6."
            ),
            ordered // 2: _(
                "Three tiles have 6 orders, not 2: 3 choices for the first, 2 for the second, 1 "
                "for the last."
            ),
        },
    )


@exercise("choose-two-of-28", "set")
def _choose_two_of_28(n: int = 6) -> Check:
    size = set_size(n)
    return Check(
        ngettext(
            "A double-{n} set has {size} tiles. How many different 2-tile hands can you take from "
            "it?",
            "A double-{n} set has {size} tiles. How many different 2-tile hands can you take from "
            "it?",
            size,
        ).format(n=n, size=size),
        comb(size, 2),
        explain=_("C({size}, 2) = {size} × {rest} / 2 = {pairs}.").format(
            size=size, rest=size - 1, pairs=comb(size, 2)
        ),
        mistakes={
            size * (size - 1): _("Each hand is counted twice there, once in each order: halve it."),
            size * size: _(
                "A hand holds two different tiles, in any order: {size} × {rest} / 2."
            ).format(size=size, rest=size - 1),
        },
    )


# ----- sampling error ------------------------------------------------------------------------


@exercise("spread-four-times", predict=True)
def _spread_four_times(widths: Mapping[int, float] | None = None) -> Check:
    """``widths`` maps hands per run to the width of the middle 95% of the runs' answers."""
    half = _("half as wide")
    quarter = _("a quarter as wide")
    return Check(
        _(
            "Predict: many runs each deal some hands and estimate the chance of 9|9. If every "
            "run dealt 4 times as many hands, the runs' answers would spread…"
        ),
        half,
        choices=[_("just as wide"), half, quarter, _("twice as wide")],
        explain=_("The spread shrinks like 1/√(hands): 4 times the hands divides it by √4 = 2."),
        mistakes={
            quarter: _(
                "The spread does not shrink like 1/hands but like 1/√(hands): 4 times the hands "
                "divides it by √4 = 2, not by 4. Luck averages out slowly."
            ),
        },
        predict=True,
        reveal=None
        if widths is None
        else lambda: "<br>".join(
            _(
                "Hands per run: {a}, then {b}. The width went from {wa} to {wb}: divided by {ratio}."
            ).format(
                a=a,
                b=b,
                wa=number(widths[a], 3),
                wb=number(widths[b], 3),
                ratio=number(widths[a] / widths[b], 2),
            )
            for a, b in pairwise(sorted(widths or {}))
        ),
    )


@exercise("spread-hundred-times")
def _spread_hundred_times(times: int = 100) -> Check:
    root = round(times**0.5)
    return Check(
        ngettext(
            "A simulation is run with {times} times as many samples. By how much is the width of "
            "its 95% interval divided? (a whole number)",
            "A simulation is run with {times} times as many samples. By how much is the width of "
            "its 95% interval divided? (a whole number)",
            times,
        ).format(times=times),
        root,
        explain=_("The width shrinks like 1/√(samples): √{times} = {root}.").format(
            times=times, root=root
        ),
        mistakes={
            times: ngettext(
                "Not by {times}: the width shrinks like 1/√(samples), so {times} times the "
                "samples divides it by √{times} = {root}. That is why precision is expensive.",
                "Not by {times}: the width shrinks like 1/√(samples), so {times} times the "
                "samples divides it by √{times} = {root}. That is why precision is expensive.",
                times,
            ).format(times=times, root=root),
        },
    )


# ----- what a 95% interval says ---------------------------------------------------------------


@exercise("interval-catch-rate", predict=True)
def _interval_catch_rate(runs: int = 1000, caught: int | None = None) -> Check:
    """``caught``: how many of the ``runs`` intervals held the exact value (for the reveal)."""
    everyone = _("all {runs}").format(runs=runs)
    about = _("about {count}").format(count=round(0.95 * runs))
    missed = _("about {count}").format(count=round(0.05 * runs))
    return Check(
        _(
            "Predict: {runs} runs each deal 200 hands and give a 95% interval for the chance of "
            "9|9. How many of the {runs} intervals hold the exact chance, 7/55?"
        ).format(runs=runs),
        about,
        choices=[everyone, about, _("about {count}").format(count=runs // 2), missed],
        explain=_(
            "The method behind a 95% interval catches the exact value in about 95 runs out of "
            "100. In the others luck was unusual, and nothing in the run itself says so."
        ),
        mistakes={
            everyone: _(
                "Some runs are unlucky: their hands hold 9|9 unusually often or seldom, and "
                "their intervals miss 7/55. About 5 in 100 do."
            ),
            missed: _("That is about how many miss: 5 in 100. The other 95 in 100 catch it."),
        },
        predict=True,
        reveal=None
        if caught is None
        else (lambda: _("Caught: {caught} of {runs}.").format(caught=caught, runs=runs)),
    )


@exercise("interval-meaning")
def _interval_meaning(low: float = 0.123, high: float = 0.132) -> Check:
    right = _("It was made by a method that catches the exact chance in about 95 runs out of 100.")
    inside = _("The exact chance lies between the two ends with probability 95%.")
    next_run = _("The next run's estimate will be between the two ends with probability 95%.")
    return Check(
        _(
            "A simulation gives the 95% interval {interval} for the chance of 9|9. What does "
            "“95%” say?"
        ).format(interval=_interval(low, high)),
        right,
        choices=[inside, right, next_run],
        explain=_(
            "The exact chance is one fixed number (7/55): this interval holds it or not. The 95% "
            "is about the method, over many runs, as the intervals above showed."
        ),
        mistakes={
            inside: _(
                "The exact chance is not random, it is 7/55: this one interval holds it or it "
                "does not. The 95% describes how often the method catches it, over many runs."
            ),
            next_run: _(
                "The 95% is not about the next run: the next estimate wobbles around the exact "
                "chance, not around this run's estimate."
            ),
        },
    )


# ----- is this difference real? ---------------------------------------------------------------


@exercise("same-chance-tiles", predict=True)
def _same_chance_tiles(
    a: Any, b: Any, tiles: tuple[str, str] = ("9|9", "0|0"), n: int = 9, hand: int = 7
) -> Check:
    """``a`` and ``b``: simulated chances that a hand holds ``tiles[0]`` and ``tiles[1]``.

    The answer comes from counting (seed-independent), never from which run gave more.
    """
    from chickenfoot_nb.probability import holds_tile

    exact = [holds_tile(t, n, hand).exact for t in tiles]
    same = _("neither: both have the same chance")
    answer = same if exact[0] == exact[1] else tiles[0] if exact[0] > exact[1] else tiles[1]
    d = difference(a, b)
    looked = tiles[0] if a.estimate > b.estimate else tiles[1]
    if not d.shown:
        luck = _(
            "This run gave {tile} a little more, but the interval of the difference, "
            "{interval}, holds 0, and counting gives both {exact}."
        ).format(tile=looked, interval=_interval(d.low, d.high), exact=exact[0])
    else:
        luck = _(
            "This run's interval of the difference, {interval}, leaves out 0: one of the rare "
            "runs (about 1 in 20) where the method misses. Counting gives both {exact}."
        ).format(interval=_interval(d.low, d.high), exact=exact[0])
    return Check(
        _("Predict: which tile is a {hand}-tile hand more likely to hold, {a} or {b}?").format(
            hand=hand, a=tiles[0], b=tiles[1]
        ),
        answer,
        choices=[tiles[0], tiles[1], same],
        explain=_(
            "Every tile is equally likely to be in the hand: {hand}/{size} for each. {luck}"
        ).format(hand=hand, size=set_size(n), luck=luck),
        mistakes={looked: luck} if answer == same else {},
        predict=True,
        reveal=lambda: "<br>".join(f"<code>{holds_tile(t, n, hand)}</code>" for t in tiles),
    )


@exercise("difference-real")
def _difference_real(a: Any, b: Any) -> Check:
    """``a`` and ``b``: two estimates from separate simulations; the answer is what the interval says."""
    d = difference(a, b)
    real = _("yes: the interval of the difference leaves out 0")
    not_shown = _("not shown: the interval of the difference holds 0")
    interval = _interval(d.low, d.high)
    return Check(
        _(
            "Simulation A: {a_what} ≈ {a}, 95% interval {a_interval}. Simulation B: {b_what} ≈ "
            "{b}, 95% interval {b_interval}. Is the difference real?"
        ).format(
            a_what=a.what,
            a=number(a.estimate, 3),
            a_interval=_interval(a.low, a.high),
            b_what=b.what,
            b=number(b.estimate, 3),
            b_interval=_interval(b.low, b.high),
        ),
        real if d.shown else not_shown,
        choices=[real, not_shown],
        explain=_("The difference A − B is {estimate}, 95% interval {interval}.").format(
            estimate=number(d.estimate, 3), interval=interval
        ),
        mistakes={
            not_shown if d.shown else real: _(
                "Work out the difference's own interval: {interval}. Compare it with 0."
            ).format(interval=interval),
        },
    )


@exercise("overlap-not-shown")
def _overlap_not_shown() -> Check:
    a, b, half = 0.41, 0.44, 0.05
    d = difference_of(b, half, a, half)
    bigger = _("B is bigger")
    equal = _("A and B are equal")
    right = _("no difference is shown: it could be 0")
    return Check(
        _(
            "Estimate A is {a} (95% interval {a_interval}); estimate B, from another "
            "simulation, is {b} ({b_interval}). What can you say?"
        ).format(
            a=number(a, 2),
            a_interval=_interval(a - half, a + half, 2),
            b=number(b, 2),
            b_interval=_interval(b - half, b + half, 2),
        ),
        right,
        choices=[bigger, equal, right],
        explain=_(
            "B − A = {estimate}, with the half-width √({h}² + {h}²) ≈ {margin}: the interval "
            "{interval} holds 0."
        ).format(
            estimate=number(d.estimate, 2),
            h=number(half, 2),
            margin=number(d.high - d.estimate, 3),
            interval=_interval(d.low, d.high),
        ),
        mistakes={
            bigger: _(
                "B came out bigger in these runs, but the interval of B − A, {interval}, holds "
                "0: luck alone could do that."
            ).format(interval=_interval(d.low, d.high)),
            equal: _(
                "Nor is that shown: the difference could be 0, or a few hundredths either way. "
                "An interval that holds 0 says “not shown”, never “equal”."
            ),
        },
    )
