"""Monte Carlo for one hand: deal many random hands with numpy and count.

Every simulation takes ``samples`` and a ``seed`` (an int, a
:class:`numpy.random.SeedSequence`, or ``None`` for fresh entropy); the same seed gives
the same numbers. Hands are dealt in vectorised batches with Floyd's algorithm: to pick
``h`` of ``M`` tiles, for ``j = M-h, ..., M-1`` pick a random ``t`` from ``0..j`` and take
``t``, or ``j`` itself if ``t`` was taken already. Every set of ``h`` tiles comes out with
the same chance, and numpy does each step for a whole batch of hands at once.

Whole deals and rounds in progress are simulated in :mod:`.montecarlo_round`.

>>> from chickenfoot_nb.probability.exact import doubles_in_hand
>>> s = simulate_doubles_in_hand(9, 7, samples=20_000, seed=1)
>>> s.mean.contains(doubles_in_hand(9, 7).mean)
True
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from chickenfoot_nb.i18n import N_, _
from chickenfoot_nb.probability.estimate import Estimate, SimulatedDistribution
from chickenfoot_nb.probability.exact import (
    _check_number,
    _checked,
    check_deal,
    holds_number_words,
    holds_tile_words,
    in_hand,
    pip_words,
    someone_holds_words,
)
from chickenfoot_nb.probability.results import Phrase
from chickenfoot_nb.tiles import Tile, parse_in_set

__all__ = [
    "rng_for",
    "sample_hands",
    "simulate_doubles_in_hand",
    "simulate_holds_number",
    "simulate_holds_tile",
    "simulate_number_in_hand",
    "simulate_pip_total",
    "simulate_someone_holds",
]

Seed = int | np.random.SeedSequence | None

#: Hands dealt per vectorised batch (bounds memory; fixed, so a seed gives fixed numbers).
BATCH = 1 << 18


def rng_for(seed: Seed) -> np.random.Generator:
    """A numpy generator seeded through :class:`numpy.random.SeedSequence`.

    >>> int(rng_for(7).integers(100)) == int(rng_for(7).integers(100))
    True
    """
    ss = seed if isinstance(seed, np.random.SeedSequence) else np.random.SeedSequence(seed)
    return np.random.default_rng(ss)


def _floyd(size: int, hand: int, count: int, rng: np.random.Generator) -> list[np.ndarray]:
    # One array per tile of the hand: ``count`` random hands of ``hand`` places in 0..size-1.
    picks: list[np.ndarray] = []
    for j in range(size - hand, size):
        t = rng.integers(0, j + 1, size=count, dtype=np.uint8)
        if picks:
            taken = picks[0] == t
            for p in picks[1:]:
                taken |= p == t
            t = np.where(taken, np.uint8(j), t)
        picks.append(t)
    return picks


def sample_hands(
    n: int = 9,
    hand: int = 7,
    samples: int = 5,
    seed: Seed = None,
    *,
    aside: Tile | str | None = None,
) -> list[tuple[Tile, ...]]:
    """Deal ``samples`` random hands, to look at (the simulations count without building tiles).

    >>> [len(h) for h in sample_hands(9, 7, samples=3, seed=0)]
    [7, 7, 7]
    """
    pool = _checked(n, hand, aside)
    picks = _floyd(len(pool), hand, samples, rng_for(seed))
    return [tuple(sorted((pool[int(p[i])] for p in picks), reverse=True)) for i in range(samples)]


def _hand_totals(
    score: Callable[[Tile], int],
    n: int,
    hand: int,
    samples: int,
    seed: Seed,
    aside: Tile | str | None,
) -> np.ndarray:
    # Each simulated hand's total score, tile scores looked up by the tile's place in the pool.
    pool = _checked(n, hand, aside)
    if samples < 1:
        raise ValueError(
            _("a simulation needs at least 1 sample, not {samples}").format(samples=samples)
        )
    table = np.array([score(t) for t in pool], dtype=np.int16)
    rng = rng_for(seed)
    out = np.zeros(samples, dtype=np.int16)
    for start in range(0, samples, BATCH):
        count = min(BATCH, samples - start)
        total = out[start : start + count]
        for p in _floyd(len(pool), hand, count, rng):
            total += table[p]
    return out


def simulate_doubles_in_hand(
    n: int = 9,
    hand: int = 7,
    *,
    samples: int = 100_000,
    seed: Seed = None,
    aside: Tile | str | None = None,
) -> SimulatedDistribution:
    """Simulate the number of doubles in ``samples`` random hands.

    >>> simulate_doubles_in_hand(6, 7, samples=1000, seed=0).samples
    1000
    """
    draws = _hand_totals(lambda t: int(t.is_double), n, hand, samples, seed, aside)
    return SimulatedDistribution(in_hand(Phrase(N_("doubles")), n, hand, aside), draws)


def simulate_number_in_hand(
    number: int,
    n: int = 9,
    hand: int = 7,
    *,
    samples: int = 100_000,
    seed: Seed = None,
    aside: Tile | str | None = None,
) -> SimulatedDistribution:
    """Simulate how many tiles showing ``number`` random hands hold.

    >>> simulate_number_in_hand(9, 9, 7, samples=1000, seed=0).probability(0).contains(0.2236)
    True
    """
    _check_number(number, n)
    draws = _hand_totals(lambda t: int(t.has(number)), n, hand, samples, seed, aside)
    what = Phrase(N_("tiles showing {number}"), number=number)
    return SimulatedDistribution(in_hand(what, n, hand, aside), draws)


def simulate_pip_total(
    n: int = 9,
    hand: int = 7,
    *,
    double_blank: int = 0,
    samples: int = 100_000,
    seed: Seed = None,
    aside: Tile | str | None = None,
) -> SimulatedDistribution:
    """Simulate the pip totals of random hands (``0|0`` worth ``double_blank``).

    >>> simulate_pip_total(9, 7, samples=1000, seed=0).mean.contains(63)
    True
    """
    draws = _hand_totals(
        lambda t: double_blank if t.index == 0 else t.pips, n, hand, samples, seed, aside
    )
    return SimulatedDistribution(in_hand(pip_words(double_blank), n, hand, aside), draws)


def simulate_holds_tile(
    tile: Tile | str,
    n: int = 9,
    hand: int = 7,
    *,
    samples: int = 100_000,
    seed: Seed = None,
    aside: Tile | str | None = None,
) -> Estimate:
    """Simulate how often a random hand holds one given tile.

    >>> simulate_holds_tile("9|9", 9, 7, samples=2000, seed=0).contains(7 / 55)
    True
    """
    t = parse_in_set(tile, n)
    draws = _hand_totals(lambda u: int(u == t), n, hand, samples, seed, aside)
    return Estimate.from_samples(draws, holds_tile_words(n, hand, aside, t), binary=True)


def simulate_holds_number(
    number: int,
    n: int = 9,
    hand: int = 7,
    *,
    samples: int = 100_000,
    seed: Seed = None,
    aside: Tile | str | None = None,
) -> Estimate:
    """Simulate how often a random hand holds at least one tile showing ``number``.

    >>> simulate_holds_number(9, 9, 7, samples=2000, seed=0).contains(0.776)
    True
    """
    _check_number(number, n)
    draws = _hand_totals(lambda u: int(u.has(number)), n, hand, samples, seed, aside)
    return Estimate.from_samples(draws > 0, holds_number_words(n, hand, aside, number), binary=True)


def simulate_someone_holds(
    tile: Tile | str,
    n: int = 9,
    hand: int = 7,
    players: int = 4,
    *,
    samples: int = 100_000,
    seed: Seed = None,
    aside: Tile | str | None = None,
) -> Estimate:
    """Simulate how often one of ``players`` hands holds a given tile.

    >>> simulate_someone_holds("9|9", 9, 7, 4, samples=2000, seed=0).contains(28 / 55)
    True
    """
    check_deal(n, hand, players, aside)
    t = parse_in_set(tile, n)
    # All the dealt tiles together are a random set of players × hand tiles.
    draws = _hand_totals(lambda u: int(u == t), n, players * hand, samples, seed, aside)
    return Estimate.from_samples(draws, someone_holds_words(n, hand, players, t), binary=True)
