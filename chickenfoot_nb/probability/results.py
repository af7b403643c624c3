"""Exact answers: one probability, or a whole distribution, as fractions with floats alongside.

>>> Exact(Fraction(7, 55), "a 7-tile hand holds 9|9")
Exact(7/55 ≈ 0.127273: a 7-tile hand holds 9|9)
>>> d = Distribution("heads in two coin flips", 0, (1, 2, 1))
>>> d.probability(1).exact, d.mean.exact, d.variance.exact
(Fraction(1, 2), Fraction(1, 1), Fraction(1, 2))
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction


@dataclass(frozen=True)
class Exact:
    """An exact answer as a fraction, its float alongside, and what it answers in words.

    >>> p = Exact(Fraction(1, 3), "a die shows 5 or 6")
    >>> p.exact, round(p.value, 4), str(p)
    (Fraction(1, 3), 0.3333, '1/3 ≈ 0.333333 (a die shows 5 or 6)')
    """

    exact: Fraction
    what: str = ""

    @property
    def value(self) -> float:
        """The answer as a float, for plots and quick comparisons."""
        return float(self.exact)

    def __float__(self) -> float:
        return float(self.exact)

    def __str__(self) -> str:
        return f"{self.exact} ≈ {self.value:.6g}" + (f" ({self.what})" if self.what else "")

    def __repr__(self) -> str:
        return f"Exact({self.exact} ≈ {self.value:.6g}" + (f": {self.what})" if self.what else ")")


@dataclass(frozen=True)
class Distribution:
    """How many equally likely hands give each value: ``ways[i]`` hands have value ``start + i``.

    Every probability is ``ways / total``, an exact fraction.

    >>> d = Distribution("doubles in a 2-tile hand from double-6", 0, (210, 147, 21))
    >>> list(d.values), d.total, d.probability(2)
    ([0, 1, 2], 378, Exact(1/18 ≈ 0.0555556: doubles in a 2-tile hand from double-6 = 2))
    >>> print(d.table())
    value  ways  probability
        0   210  5/9 ≈ 0.5556
        1   147  7/18 ≈ 0.3889
        2    21  1/18 ≈ 0.05556
    """

    what: str
    start: int
    ways: tuple[int, ...]

    def __post_init__(self) -> None:
        if not self.ways or sum(self.ways) <= 0 or min(self.ways) < 0:
            raise ValueError("a distribution needs at least one value with a positive count")

    @property
    def total(self) -> int:
        """How many hands were counted (every value's ways added up)."""
        return sum(self.ways)

    @property
    def values(self) -> range:
        """Every value from the smallest to the largest one counted."""
        return range(self.start, self.start + len(self.ways))

    @property
    def probabilities(self) -> tuple[Fraction, ...]:
        """The exact probability of each value in :attr:`values`."""
        total = self.total
        return tuple(Fraction(w, total) for w in self.ways)

    def probability(self, value: int) -> Exact:
        """The exact chance of one value (zero outside the values counted)."""
        i = value - self.start
        ways = self.ways[i] if 0 <= i < len(self.ways) else 0
        return Exact(Fraction(ways, self.total), f"{self.what} = {value}")

    def at_least(self, value: int) -> Exact:
        """The exact chance of ``value`` or more.

        >>> Distribution("heads in two flips", 0, (1, 2, 1)).at_least(1).exact
        Fraction(3, 4)
        """
        i = max(0, value - self.start)
        return Exact(Fraction(sum(self.ways[i:]), self.total), f"{self.what} ≥ {value}")

    @property
    def mean(self) -> Exact:
        """The exact mean value."""
        s = sum(v * w for v, w in zip(self.values, self.ways, strict=True))
        return Exact(Fraction(s, self.total), f"mean of {self.what}")

    @property
    def variance(self) -> Exact:
        """The exact variance: the mean squared distance from the mean."""
        m = self.mean.exact
        s = sum(
            (w * (v - m) ** 2 for v, w in zip(self.values, self.ways, strict=True)), Fraction(0)
        )
        return Exact(s / self.total, f"variance of {self.what}")

    def table(self) -> str:
        """A plain-text table of every value with its ways and exact probability."""
        lines = ["value  ways  probability"]
        for v, w, p in zip(self.values, self.ways, self.probabilities, strict=True):
            if w:
                lines.append(f"{v:5d}  {w:4d}  {p} ≈ {float(p):.4g}")
        return "\n".join(lines)

    def __repr__(self) -> str:
        return (
            f"<Distribution of {self.what}: values {self.start}..{self.values[-1]}, "
            f"mean {self.mean.exact} ≈ {self.mean.value:.6g}, "
            f"variance ≈ {self.variance.value:.6g}>"
        )
