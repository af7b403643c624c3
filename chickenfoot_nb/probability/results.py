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
from typing import Any

from chickenfoot_nb.i18n import N_, _, ngettext, significant


def _phrase(message: str, plural: str | None, count: int | None, values: dict[str, Any]) -> Phrase:
    # What a pickled Phrase is rebuilt from (str's own pickling would keep only the English).
    if plural is None:
        return Phrase(message, **values)
    assert count is not None
    return Phrase.ngettext(message, plural, count, **values)


class Phrase(str):
    """Words about a result, said in the language spoken when they are read.

    The string itself is the English, which ``==``, ``repr`` and records see; ``str()``
    and formatting (an f-string, a plot's title) say it in the language set now. A
    result computed before :func:`~chickenfoot_nb.i18n.set_language` is told in the new
    language after it, and a phrase inside another is said in the same language.

    >>> p = Phrase(N_("a die shows {face}"), face=6)
    >>> p, str(p), f"<{p}>"
    ('a die shows 6', 'a die shows 6', '<a die shows 6>')
    >>> Phrase.ngettext("{n} flip", "{n} flips", 3, n=3) == "3 flips"
    True
    """

    message: str
    plural: str | None
    number: int | None
    values: dict[str, Any]

    def __new__(cls, message: str, /, **values: Any) -> Phrase:
        """Words whose English is ``message`` filled with ``values`` (mark it with ``N_``)."""
        return cls._make(message, None, None, values)

    @classmethod
    def ngettext(cls, singular: str, plural: str, count: int, /, **values: Any) -> Phrase:
        """Words whose form the number ``count`` chooses, as :func:`~chickenfoot_nb.i18n.ngettext`.

        >>> Phrase.ngettext("{n} hand", "{n} hands", 1, n=1)
        '1 hand'
        """
        return cls._make(singular, plural, count, values)

    @classmethod
    def _make(
        cls, message: str, plural: str | None, count: int | None, values: dict[str, Any]
    ) -> Phrase:
        english = message if plural is None or count == 1 else plural
        plain = {k: str.__str__(v) if isinstance(v, Phrase) else v for k, v in values.items()}
        self = super().__new__(cls, english.format(**plain))
        self.message, self.plural, self.number, self.values = message, plural, count, values
        return self

    def __str__(self) -> str:
        if self.plural is None:
            words = _(self.message)
        else:
            assert self.number is not None
            words = ngettext(self.message, self.plural, self.number)
        # A Phrase among the values formats itself, in the same language.
        return words.format(**self.values)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __reduce__(self) -> tuple[Any, ...]:
        return (_phrase, (self.message, self.plural, self.number, self.values))


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
        return f"{self.exact} ≈ {significant(self.value, 6)}" + (
            f" ({self.what})" if self.what else ""
        )

    def __repr__(self) -> str:
        said = significant(self.value, 6)
        return f"Exact({self.exact} ≈ {said}" + (f": {self.what})" if self.what else ")")


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
        return Exact(
            Fraction(ways, self.total), Phrase("{what} = {value}", what=self.what, value=value)
        )

    def at_least(self, value: int) -> Exact:
        """The exact chance of ``value`` or more.

        >>> Distribution("heads in two flips", 0, (1, 2, 1)).at_least(1).exact
        Fraction(3, 4)
        """
        i = max(0, value - self.start)
        return Exact(
            Fraction(sum(self.ways[i:]), self.total),
            Phrase("{what} ≥ {value}", what=self.what, value=value),
        )

    @property
    def mean(self) -> Exact:
        """The exact mean value."""
        s = sum(v * w for v, w in zip(self.values, self.ways, strict=True))
        return Exact(Fraction(s, self.total), Phrase(N_("mean of {what}"), what=self.what))

    @property
    def variance(self) -> Exact:
        """The exact variance: the mean squared distance from the mean."""
        m = self.mean.exact
        s = sum(
            (w * (v - m) ** 2 for v, w in zip(self.values, self.ways, strict=True)), Fraction(0)
        )
        return Exact(s / self.total, Phrase(N_("variance of {what}"), what=self.what))

    def table(self) -> str:
        """A plain-text table of every value with its ways and exact probability."""
        # Column headings in the language spoken; each column as wide as its heading needs.
        value, ways, probability = _("value"), _("ways"), _("probability")
        a, b = max(5, len(value)), max(4, len(ways))
        lines = [f"{value:>{a}}  {ways:>{b}}  {probability}"]
        for v, w, p in zip(self.values, self.ways, self.probabilities, strict=True):
            if w:
                lines.append(f"{v:{a}d}  {w:{b}d}  {p} ≈ {significant(float(p), 4)}")
        return "\n".join(lines)

    def __repr__(self) -> str:
        return _(
            "<Distribution of {what}: values {low}..{high}, mean {mean} ≈ {value}, "
            "variance ≈ {variance}>"
        ).format(
            what=self.what,
            low=self.start,
            high=self.values[-1],
            mean=self.mean.exact,
            value=significant(self.mean.value, 6),
            variance=significant(self.variance.value, 6),
        )
