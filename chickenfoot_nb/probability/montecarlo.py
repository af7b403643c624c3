"""Monte Carlo: deal many random hands with numpy and count, for every exact question.

Every simulation takes ``samples`` and a ``seed`` (an int, a
:class:`numpy.random.SeedSequence`, or ``None`` for fresh entropy); the same seed gives
the same numbers. Hands are dealt in vectorised batches with Floyd's algorithm: to pick
``h`` of ``M`` tiles, for ``j = M-h, ..., M-1`` pick a random ``t`` from ``0..j`` and take
``t``, or ``j`` itself if ``t`` was taken already. Every set of ``h`` tiles comes out with
the same chance, and numpy does each step for a whole batch of hands at once.

>>> from chickenfoot_nb.probability.exact import doubles_in_hand
>>> s = simulate_doubles_in_hand(9, 7, samples=20_000, seed=1)
>>> s.mean.contains(doubles_in_hand(9, 7).mean)
True
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from chickenfoot_nb.probability.estimate import Estimate, SimulatedDistribution
from chickenfoot_nb.probability.exact import _check_number, _checked, _describe
from chickenfoot_nb.rules import Rules
from chickenfoot_nb.tiles import Tile, double_set, parse_in_set
from chickenfoot_nb.tiles import tile as tile_of
from chickenfoot_nb.view import SeatView

__all__ = [
    "rng_for",
    "sample_hands",
    "simulate_can_open",
    "simulate_doubles_in_hand",
    "simulate_holds_number",
    "simulate_holds_tile",
    "simulate_next_draw_playable",
    "simulate_number_in_hand",
    "simulate_opponent_holds",
    "simulate_pip_total",
    "simulate_someone_holds",
]

Seed = int | np.random.SeedSequence | None

#: Hands dealt per vectorised batch (bounds memory; fixed, so a seed gives fixed numbers).
BATCH = 1 << 18
#: Whole deals per batch, where each deal shuffles the whole set.
DEAL_BATCH = 1 << 13


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
        raise ValueError(f"a simulation needs at least 1 sample, not {samples}")
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
    return SimulatedDistribution(f"doubles in {_describe(n, hand, aside)}", draws)


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
    return SimulatedDistribution(f"tiles showing {number} in {_describe(n, hand, aside)}", draws)


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
    return SimulatedDistribution(f"the pip total of {_describe(n, hand, aside)}", draws)


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
    t = parse_in_set(tile, n) if isinstance(tile, str) else tile
    draws = _hand_totals(lambda u: int(u == t), n, hand, samples, seed, aside)
    return Estimate.from_samples(draws, f"{_describe(n, hand, aside)} holds {t}", binary=True)


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
    return Estimate.from_samples(
        draws > 0, f"{_describe(n, hand, aside)} holds a tile showing {number}", binary=True
    )


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
    pool = _checked(n, hand, aside)
    if players * hand > len(pool):
        raise ValueError(
            f"{players} hands of {hand} tiles need {players * hand} tiles, "
            f"but there are only {len(pool)}"
        )
    t = parse_in_set(tile, n) if isinstance(tile, str) else tile
    # All the dealt tiles together are a random set of players × hand tiles.
    draws = _hand_totals(lambda u: int(u == t), n, players * hand, samples, seed, aside)
    return Estimate.from_samples(
        draws, f"one of {players} hands of {hand} tiles from double-{n} holds {t}", binary=True
    )


def simulate_can_open(
    rules: Rules | str = "gamerules",
    players: int = 4,
    *,
    with_draw: bool = False,
    samples: int = 100_000,
    seed: Seed = None,
) -> Estimate:
    """Simulate whole deals and check whether the opener can open at its first turn.

    Each deal is played out as the rules say (see :mod:`.opening` for who opens): under
    ``gamerules`` the search for the set-aside double, then the deal of the other tiles;
    under ``spruce`` the deal of the whole set and, when nobody holds the double, the
    search through the yard, seat 0 first.

    >>> from chickenfoot_nb.probability.opening import can_open
    >>> simulate_can_open("spruce", 3, samples=4000, seed=2).contains(can_open("spruce", 3))
    True
    """
    r = Rules.preset(rules) if isinstance(rules, str) else rules
    r.check_players(players)
    if samples < 1:
        raise ValueError(f"a simulation needs at least 1 sample, not {samples}")
    hand = r.hand_size_for(players)
    kept = r.kept_back_for(players)
    tiles = double_set(r.set)
    centre = tile_of(r.set, r.set)
    rng = rng_for(seed)
    out = np.zeros(samples, dtype=bool)
    for start in range(0, samples, DEAL_BATCH):
        count = min(DEAL_BATCH, samples - start)
        deal = _deal_aside if r.double_set_aside else _deal_with_search
        out[start : start + count] = deal(tiles, centre, players, hand, kept, with_draw, count, rng)
    how = " (drawing once if needed)" if with_draw else ""
    return Estimate.from_samples(
        out,
        f"the opener ({r.preset_name}, double-{r.set}, {players} players) can open{how}",
        binary=True,
    )


def _shuffles(size: int, count: int, rng: np.random.Generator) -> np.ndarray:
    # ``count`` independent shuffles of 0..size-1, one per row (sorting random keys).
    return np.argsort(rng.random((count, size)), axis=1)


def _deal_aside(
    tiles: tuple[Tile, ...],
    centre: Tile,
    players: int,
    hand: int,
    kept: int,
    with_draw: bool,
    count: int,
    rng: np.random.Generator,
) -> np.ndarray:
    # The search: all tiles face down in a random order, seats draw in turn from seat 0;
    # the double's place decides the finder, who opens.
    finder = rng.integers(0, len(tiles), size=count) % players
    others = [t for t in tiles if t != centre]
    fits = np.array([t.has(centre.hi) for t in others])
    order = _shuffles(len(others), count, rng)
    rows = np.arange(count)[:, None]
    held = order[rows, finder[:, None] * hand + np.arange(hand)]
    can = fits[held].any(axis=1)
    dealt = players * hand
    if with_draw and len(others) - dealt - kept >= 1:
        can |= fits[order[:, dealt]]
    return can


def _deal_with_search(
    tiles: tuple[Tile, ...],
    centre: Tile,
    players: int,
    hand: int,
    kept: int,
    with_draw: bool,
    count: int,
    rng: np.random.Generator,
) -> np.ndarray:
    size = len(tiles)
    fits = np.array([t.has(centre.hi) and t != centre for t in tiles])
    order = _shuffles(size, count, rng)
    fit_at = fits[order]
    where = np.argmax(order == centre.index, axis=1)
    dealt = players * hand
    in_yard = where >= dealt
    j = np.where(in_yard, where - dealt, 0)
    placer = np.where(in_yard, j % players, where // hand)
    opener = (placer + 1) % players
    rows = np.arange(count)[:, None]
    can = fit_at[rows, opener[:, None] * hand + np.arange(hand)].any(axis=1)
    # Tiles the opener drew in the search: the yard's i-th tile, before the double, went to seat i % players.
    i = np.arange(size - dealt)
    drew = (i < j[:, None]) & (i % players == opener[:, None])
    can |= (fit_at[:, dealt:] & drew).any(axis=1)
    if with_draw:
        nxt = np.where(in_yard, where + 1, dealt)
        drawable = size - nxt - kept >= 1
        can |= drawable & fit_at[np.arange(count), np.minimum(nxt, size - 1)]
    return can


def _arrangements(
    view: SeatView, samples: int, rng: np.random.Generator
) -> tuple[list[Tile], np.ndarray, int]:
    # Random arrangements of the unseen tiles: places 0..in_hands-1 are the opponents'
    # hands (seat by seat), the rest the yard from its top. Arrangements that contradict
    # what the whole table knows (where the spruce double is during the search) are dropped.
    unseen = sorted(view.unseen)
    sizes = [c for s, c in enumerate(view.hand_sizes) if s != view.seat]
    in_hands = sum(sizes)
    double = tile_of(view.table.double, view.table.double)
    known = view.phase in ("search", "place") and double in unseen
    kept: list[np.ndarray] = []
    have = 0
    while have < samples:
        order = _shuffles(len(unseen), max(samples - have, 1024), rng)
        if known:
            place = np.argmax(order == unseen.index(double), axis=1)
            if view.phase == "search":
                ok = place >= in_hands
            else:
                mover = sum(
                    c for s, c in enumerate(view.hand_sizes) if s != view.seat and s < view.to_move
                )
                ok = (place >= mover) & (place < mover + view.hand_sizes[view.to_move])
            order = order[ok]
        kept.append(order)
        have += len(order)
    return unseen, np.concatenate(kept)[:samples], in_hands


def simulate_next_draw_playable(
    view: SeatView, *, samples: int = 20_000, seed: Seed = None
) -> Estimate:
    """Simulate random arrangements of the tiles the seat cannot see, and check the yard's top tile.

    >>> from chickenfoot_nb.round import Round
    >>> from chickenfoot_nb.probability.ingame import next_draw_playable
    >>> v = Round.deal("gamerules", players=2, seed=3).view(0)
    >>> simulate_next_draw_playable(v, samples=4000, seed=0).contains(next_draw_playable(v))
    True
    """
    unseen, order, in_hands = _arrangements(view, samples, rng_for(seed))
    fits = np.array([bool(view.targets(t)) for t in unseen])
    can_draw = view.phase == "search" or (view.phase != "over" and view.yard_drawable > 0)
    top = (
        fits[order[:, in_hands]]
        if can_draw and in_hands < len(unseen)
        else np.zeros(len(order), bool)
    )
    return Estimate.from_samples(top, f"seat {view.seat}'s next draw fits", binary=True)


def simulate_opponent_holds(
    view: SeatView, tile: Tile | str, *, samples: int = 20_000, seed: Seed = None
) -> Estimate:
    """Simulate random arrangements of the unseen tiles and check whether an opponent holds ``tile``.

    >>> from chickenfoot_nb.round import Round
    >>> v = Round.deal("gamerules", players=2, seed=3).view(0)
    >>> simulate_opponent_holds(v, "5|2", samples=4000, seed=0).contains(7 / 11)
    True
    """
    t = parse_in_set(tile, view.rules.set) if isinstance(tile, str) else tile
    unseen, order, in_hands = _arrangements(view, samples, rng_for(seed))
    if t in unseen:
        held = np.argmax(order == unseen.index(t), axis=1) < in_hands
    else:
        held = np.zeros(len(order), dtype=bool)
    return Estimate.from_samples(held, f"an opponent of seat {view.seat} holds {t}", binary=True)
