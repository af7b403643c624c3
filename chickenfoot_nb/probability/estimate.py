"""Simulation results: an estimate with its 95% interval and its running value.

>>> import numpy as np
>>> e = Estimate.from_samples(np.array([1, 0, 1, 1, 0, 1, 1, 1]), "heads", binary=True)
>>> e
Estimate(heads ≈ 0.75, 95% interval 0.409..0.929, 8 samples)
>>> e.contains(0.5), len(e.running) == len(e.checkpoints)
(True, True)
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from chickenfoot_nb.i18n import N_, _, ngettext, significant
from chickenfoot_nb.probability.results import Exact, Phrase

#: The normal quantile for a two-sided 95% interval.
Z95 = 1.959963984540054

#: How many points of the running estimate are kept (spaced evenly on a log scale).
RUNNING_POINTS = 200


@dataclass(frozen=True, eq=False)
class Estimate:
    """A simulated value: the estimate, a 95% interval, and how it ran as samples came in.

    ``checkpoints`` are sample counts; ``running``, ``running_low`` and ``running_high``
    are the estimate and its interval after that many samples (for a convergence plot).
    """

    what: str
    estimate: float
    low: float
    high: float
    samples: int
    checkpoints: np.ndarray
    running: np.ndarray
    running_low: np.ndarray
    running_high: np.ndarray

    @staticmethod
    def from_samples(
        x: np.ndarray,
        what: str = "",
        *,
        binary: bool = False,
        within: tuple[float, float] | None = None,
    ) -> Estimate:
        """The estimate of the mean of ``x``, one value per simulated sample.

        With ``binary=True`` (every value 0 or 1, so the mean is a chance) the interval is
        Wilson's score interval, which stays inside [0, 1] and behaves near 0 and 1; else
        it is the normal interval ``mean ± 1.96 × standard error``, cut to ``within`` when
        the value cannot leave it (a share lies between 0 and 1).

        >>> Estimate.from_samples(np.arange(10), "digits").estimate
        4.5
        >>> shares = np.array([0.0, 0.0, 0.5, 0.0])
        >>> Estimate.from_samples(shares).low < 0, Estimate.from_samples(shares, within=(0, 1)).low
        (True, 0.0)
        """
        x = np.asarray(x, dtype=np.float64)
        n = len(x)
        if n == 0:
            raise ValueError(_("an estimate needs at least one sample"))
        checkpoints = np.unique(np.geomspace(1, n, RUNNING_POINTS).astype(np.int64))
        sums = np.cumsum(x)[checkpoints - 1]
        if binary:
            low, high = wilson(sums, checkpoints)
        else:
            squares = np.cumsum(x * x)[checkpoints - 1]
            low, high = _normal(sums, squares, checkpoints)
            if within is not None:
                low, high = np.clip(low, *within), np.clip(high, *within)
        running = sums / checkpoints
        return Estimate(
            what,
            float(running[-1]),
            float(low[-1]),
            float(high[-1]),
            n,
            checkpoints,
            running,
            low,
            high,
        )

    def contains(self, value: float | Fraction | Exact) -> bool:
        """True when ``value`` lies in the 95% interval."""
        v = float(value.exact) if isinstance(value, Exact) else float(value)
        return self.low <= v <= self.high

    def __repr__(self) -> str:
        return ngettext(
            "Estimate({what} ≈ {estimate}, 95% interval {low}..{high}, {samples} samples)",
            "Estimate({what} ≈ {estimate}, 95% interval {low}..{high}, {samples} samples)",
            self.samples,
        ).format(
            what=self.what,
            estimate=significant(self.estimate, 4),
            low=significant(self.low, 3),
            high=significant(self.high, 3),
            samples=self.samples,
        )


def wilson(successes: np.ndarray, n: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Wilson's 95% score interval for a chance, after ``successes`` out of ``n``.

    >>> low, high = wilson(np.array([0]), np.array([20]))
    >>> float(low[0]), round(float(high[0]), 3)
    (0.0, 0.161)
    """
    p = successes / n
    z2 = Z95 * Z95
    denom = 1 + z2 / n
    centre = (p + z2 / (2 * n)) / denom
    half = Z95 * np.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denom
    return np.clip(centre - half, 0.0, 1.0), np.clip(centre + half, 0.0, 1.0)


def _normal(sums: np.ndarray, squares: np.ndarray, n: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    mean = sums / n
    with np.errstate(divide="ignore", invalid="ignore"):
        var = np.where(n > 1, (squares - n * mean * mean) / (n - 1), np.nan)
        half = Z95 * np.sqrt(np.maximum(var, 0.0) / n)
    return mean - half, mean + half


@dataclass(frozen=True, eq=False)
class SimulatedDistribution:
    """Simulated values of a whole-number quantity, one per sample (for example, per hand).

    >>> s = SimulatedDistribution("doubles", np.array([0, 1, 1, 2]))
    >>> s.probability(1).estimate
    0.5
    >>> s.mean.estimate
    1.0
    """

    what: str
    draws: np.ndarray

    @property
    def samples(self) -> int:
        """How many values were simulated."""
        return len(self.draws)

    def probability(self, value: int) -> Estimate:
        """The estimated chance of one value, with its interval and running estimate."""
        what = Phrase("{what} = {value}", what=self.what, value=value)
        return Estimate.from_samples(self.draws == value, what, binary=True)

    @property
    def mean(self) -> Estimate:
        """The estimated mean, with its interval and running estimate."""
        return Estimate.from_samples(self.draws, Phrase(N_("mean of {what}"), what=self.what))

    def __repr__(self) -> str:
        m = self.mean
        return ngettext(
            "<SimulatedDistribution of {what}: {samples} samples, "
            "mean ≈ {mean} (95% interval {low}..{high})>",
            "<SimulatedDistribution of {what}: {samples} samples, "
            "mean ≈ {mean} (95% interval {low}..{high})>",
            self.samples,
        ).format(
            what=self.what,
            samples=self.samples,
            mean=significant(m.estimate, 4),
            low=significant(m.low, 4),
            high=significant(m.high, 4),
        )
