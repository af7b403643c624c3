"""Glicko-2 ratings, as Glickman's paper (``glicko2.pdf``) computes them: a puzzle's and a learner's.

A :class:`Rating` is Glickman's three numbers: the rating (1500 at the start), its deviation
RD (how unsure it is: 350 at the start) and the volatility. :func:`rate` gives a rating after
one rating period against one opponent or several; it is checked against the paper's worked
example. The puzzles are rated with it from a panel of bots' attempts
(:mod:`chickenfoot_nb.puzzles.rate`), the learner from each first attempt at a puzzle
(:mod:`chickenfoot_nb.practice.rating`).

The ``glicko2`` package (2.1.0) is not used: its step 5 has the rating where the paper has
the deviation, and its wheel installs a top-level ``tests`` package into ``site-packages``,
which hides a project's own ``tests`` folder.

>>> after = rate(Rating(), Rating(1500.0, 200.0), 1.0)
>>> round(after.rating), round(after.rd)
(1673, 267)
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.i18n import _

__all__ = ["SCALE", "TAU", "Rating", "rate"]

#: Glicko-2's scale: a rating of 1500 is 0, and 173.7178 rating points are 1.
SCALE = 173.7178


@dataclass(frozen=True)
class Rating:
    """A Glicko-2 rating: the rating, its deviation ``rd`` and its volatility ``vol``.

    >>> Rating()
    Rating(rating=1500.0, rd=350.0, vol=0.06)
    >>> Rating.from_json(Rating(1612.5, 80.0).to_json())
    Rating(rating=1612.5, rd=80.0, vol=0.06)
    """

    rating: float = 1500.0
    rd: float = 350.0
    vol: float = 0.06

    def expected(self, other: Rating) -> float:
        """The chance this player beats ``other``, as Glicko-2 expects it (``other``'s RD
        makes it closer to an even chance)."""
        phi = other.rd / SCALE
        g = 1 / math.sqrt(1 + 3 * phi * phi / math.pi**2)
        return 1 / (1 + math.exp(-g * (self.rating - other.rating) / SCALE))

    def to_json(self) -> dict[str, float]:
        """The rating as a JSON object."""
        return {"rating": self.rating, "rd": self.rd, "vol": self.vol}

    @classmethod
    def from_json(cls, data: Any) -> Rating:
        """The rating a JSON object holds; anything else raises :class:`ChickenFootError`.

        >>> Rating.from_json({"rating": "high"})
        Traceback (most recent call last):
        ...
        chickenfoot_nb.errors.ChickenFootError: a rating needs the numbers rating, rd and vol
        """
        values = [data.get(k) for k in ("rating", "rd", "vol")] if isinstance(data, Mapping) else []
        numbers = [
            float(v) for v in values if isinstance(v, (int, float)) and not isinstance(v, bool)
        ]
        if len(numbers) != 3 or not all(math.isfinite(n) for n in numbers):
            raise ChickenFootError(_("a rating needs the numbers rating, rd and vol"))
        rating, rd, vol = numbers
        if rd <= 0 or vol <= 0:
            raise ChickenFootError(_("a rating's rd and vol must be above zero"))
        return cls(rating, rd, vol)


#: Glicko-2's system constant: how much the volatility may change (Glickman suggests 0.3 to
#: 1.2; his worked example uses 0.5).
TAU = 0.5
#: How close the volatility's root must be found.
_EPSILON = 1e-6


def _g(phi: float) -> float:
    return 1 / math.sqrt(1 + 3 * phi * phi / math.pi**2)


def _volatility(phi: float, sigma: float, v: float, delta: float) -> float:
    """Step 5 of Glickman's paper: the new volatility, the root of ``f`` by the Illinois
    algorithm."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return ex * (delta * delta - phi * phi - v - ex) / (2 * (phi * phi + v + ex) ** 2) - (
            x - a
        ) / (TAU * TAU)

    low = a
    if delta * delta > phi * phi + v:
        high = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * TAU) < 0:
            k += 1
        high = a - k * TAU
    f_low, f_high = f(low), f(high)
    while abs(high - low) > _EPSILON:
        c = low + (low - high) * f_low / (f_high - f_low)
        f_c = f(c)
        if f_c * f_high <= 0:
            low, f_low = high, f_high
        else:
            f_low /= 2
        high, f_high = c, f_c
    return math.exp(low / 2)


def rate(
    player: Rating, opponent: Rating | Sequence[Rating], result: float | Sequence[float]
) -> Rating:
    """``player``'s rating after one rating period against ``opponent`` (or several), with
    ``result`` 1 for a win, 0 for a loss, or a share between (one per opponent).

    >>> r = rate(Rating(1500.0, 200.0), [Rating(1400.0, 30.0), Rating(1550.0, 100.0),
    ...     Rating(1700.0, 300.0)], [1, 0, 0])
    >>> round(r.rating, 2), round(r.rd, 2), round(r.vol, 6)
    (1464.05, 151.52, 0.059996)

    That is Glickman's worked example (`glicko2.pdf`): the paper gives 1464.06, 151.52 and
    0.05999, from intermediate values it rounds to four places.
    """
    opponents = [opponent] if isinstance(opponent, Rating) else list(opponent)
    results = [result] if isinstance(result, (int, float)) else list(result)
    if len(results) != len(opponents) or not opponents:
        raise ChickenFootError(_("a rating period needs one result for each opponent"))
    if not all(0 <= s <= 1 for s in results):
        raise ChickenFootError(_("a result is a share from 0 to 1"))
    mu, phi = (player.rating - 1500) / SCALE, player.rd / SCALE
    v_inverse = change = 0.0
    for o, s in zip(opponents, results, strict=True):
        g = _g(o.rd / SCALE)
        e = 1 / (1 + math.exp(-g * (mu - (o.rating - 1500) / SCALE)))
        v_inverse += g * g * e * (1 - e)
        change += g * (float(s) - e)
    v = 1 / v_inverse
    sigma = _volatility(phi, player.vol, v, v * change)
    phi = 1 / math.sqrt(1 / (phi * phi + sigma * sigma) + 1 / v)
    return Rating(1500 + SCALE * (mu + phi * phi * change), SCALE * phi, sigma)
