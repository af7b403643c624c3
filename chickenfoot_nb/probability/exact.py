"""Exact chances for one dealt hand: doubles, a given tile, a number, the pip total.

A hand is ``hand`` tiles dealt from a shuffled double-``n`` set, so every set of ``hand``
tiles is equally likely. Every answer is a count of hands divided by the count of all
hands, kept as a :class:`~fractions.Fraction`. Under ``gamerules`` the round's double is
set aside before the deal: pass it as ``aside`` and the hand comes from the other tiles.

>>> doubles_in_hand(9, 7).probability(0)
Exact(7052/31535 ≈ 0.223625: doubles in a 7-tile hand from double-9 = 0)
>>> number_in_hand(9, 9, 7).probability(0).exact   # also 10 tiles of 55: the same chance
Fraction(7052, 31535)
>>> holds_tile("9|9", 9, 7, aside="9|9").exact
Fraction(0, 1)
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from math import comb

import numpy as np

from chickenfoot_nb.probability.results import Distribution, Exact
from chickenfoot_nb.tiles import Tile, check_set, double_set, parse_in_set


def hand_pool(n: int = 9, aside: Tile | str | None = None) -> tuple[Tile, ...]:
    """The tiles a hand is dealt from: the double-``n`` set without the ``aside`` tile.

    >>> len(hand_pool(9)), len(hand_pool(9, aside="9|9"))
    (55, 54)
    """
    tiles = double_set(check_set(n))
    if aside is None:
        return tiles
    out = parse_in_set(aside, n)
    return tuple(t for t in tiles if t != out)


def _checked(n: int, hand: int, aside: Tile | str | None) -> tuple[Tile, ...]:
    pool = hand_pool(n, aside)
    if isinstance(hand, bool) or not isinstance(hand, int) or not 0 <= hand <= len(pool):
        where = " once the aside tile is out" if aside is not None else ""
        raise ValueError(
            f"a hand from double-{n} holds 0 to {len(pool)} tiles{where}, not {hand!r}"
        )
    return pool


def _describe(n: int, hand: int, aside: Tile | str | None) -> str:
    without = f" without {aside}" if aside is not None else ""
    return f"a {hand}-tile hand from double-{n}{without}"


def hands_by_score(scores: list[int], hand: int) -> list[int]:
    """How many ``hand``-tile hands have each total score, given each tile's score.

    This is the one counting engine behind every distribution here: a dynamic programme
    that takes the tiles one at a time and keeps, for each number of tiles k and each
    total s, the count of ways to pick k of the tiles seen so far with total s.

    >>> hands_by_score([0, 1, 1, 2], 2)   # two tiles out of four, scored 0, 1, 1 and 2
    [0, 2, 2, 2]
    """
    if min(scores, default=0) < 0:
        raise ValueError("tile scores must be 0 or more")
    width = sum(sorted(scores, reverse=True)[:hand]) + 1
    ways = np.zeros((hand + 1, width), dtype=object)  # Python ints: the counts exceed 2**64
    ways[0, 0] = 1
    for s in scores:
        # Every k at once: the right side is built from the old counts before assigning.
        ways[1:, s:] = ways[1:, s:] + ways[:-1, : width - s]
    return [int(w) for w in ways[hand]]


def distribution_of(
    score: Callable[[Tile], int],
    n: int = 9,
    hand: int = 7,
    *,
    aside: Tile | str | None = None,
    what: str = "score",
) -> Distribution:
    """The exact distribution of a hand's total ``score``, where each tile scores a whole number.

    >>> d = distribution_of(lambda t: int(t.has(5)), 6, 3, what="tiles showing a 5")
    >>> d.mean
    Exact(3/4 ≈ 0.75: mean of tiles showing a 5 in a 3-tile hand from double-6)
    """
    pool = _checked(n, hand, aside)
    ways = hands_by_score([score(t) for t in pool], hand)
    first = next(i for i, w in enumerate(ways) if w)
    last = max(i for i, w in enumerate(ways) if w)
    return Distribution(
        f"{what} in {_describe(n, hand, aside)}", first, tuple(ways[first : last + 1])
    )


def doubles_in_hand(n: int = 9, hand: int = 7, *, aside: Tile | str | None = None) -> Distribution:
    """The exact distribution of the number of doubles in a hand.

    >>> d = doubles_in_hand(6, 7)
    >>> d.probability(0).exact, d.mean.exact
    (Fraction(323, 3289), Fraction(7, 4))
    """
    return distribution_of(lambda t: int(t.is_double), n, hand, aside=aside, what="doubles")


def number_in_hand(
    number: int, n: int = 9, hand: int = 7, *, aside: Tile | str | None = None
) -> Distribution:
    """The exact distribution of how many tiles of a hand show ``number`` (its suit).

    >>> number_in_hand(9, 9, 7).probability(0).exact  # no 9 at all
    Fraction(7052, 31535)
    """
    _check_number(number, n)
    return distribution_of(
        lambda t: int(t.has(number)), n, hand, aside=aside, what=f"tiles showing {number}"
    )


def pip_total(
    n: int = 9, hand: int = 7, *, double_blank: int = 0, aside: Tile | str | None = None
) -> Distribution:
    """The exact distribution of a hand's pip total, ``0|0`` worth ``double_blank`` (0 or 50).

    >>> d = pip_total(9, 7)
    >>> d.mean.exact, round(d.variance.value, 2)
    (Fraction(63, 1), 112.0)
    >>> pip_total(9, 7, double_blank=50).mean.exact
    Fraction(763, 11)
    """
    return distribution_of(
        lambda t: double_blank if t.index == 0 else t.pips,
        n,
        hand,
        aside=aside,
        what="the pip total" + (f" (0|0 worth {double_blank})" if double_blank else ""),
    )


def holds_tile(
    tile: Tile | str, n: int = 9, hand: int = 7, *, aside: Tile | str | None = None
) -> Exact:
    """The exact chance that a hand holds one given tile.

    It counts the hands holding the tile (choose the other ``hand - 1`` tiles from the
    rest) over all hands, which comes to ``hand / tiles``.

    >>> holds_tile("9|9", 9, 7)
    Exact(7/55 ≈ 0.127273: a 7-tile hand from double-9 holds 9|9)
    """
    pool = _checked(n, hand, aside)
    t = parse_in_set(tile, n)
    holding = comb(len(pool) - 1, hand - 1) if t in pool and hand > 0 else 0
    return Exact(Fraction(holding, comb(len(pool), hand)), f"{_describe(n, hand, aside)} holds {t}")


def holds_number(
    number: int, n: int = 9, hand: int = 7, *, aside: Tile | str | None = None
) -> Exact:
    """The exact chance that a hand holds at least one tile showing ``number``.

    It counts the hands with none (all ``hand`` tiles from the tiles without the number)
    and takes them away from all hands.

    >>> holds_number(9, 9, 7)
    Exact(24483/31535 ≈ 0.776375: a 7-tile hand from double-9 holds a tile showing 9)
    """
    pool = _checked(n, hand, aside)
    _check_number(number, n)
    without = sum(1 for t in pool if not t.has(number))
    total = comb(len(pool), hand)
    return Exact(
        Fraction(total - comb(without, hand), total),
        f"{_describe(n, hand, aside)} holds a tile showing {number}",
    )


def someone_holds(
    tile: Tile | str,
    n: int = 9,
    hand: int = 7,
    players: int = 4,
    *,
    aside: Tile | str | None = None,
) -> Exact:
    """The exact chance that one of ``players`` hands holds a given tile (it is not in the yard).

    Under ``spruce`` one minus this, for the round's double, is the chance of a search.

    >>> someone_holds("9|9", 9, 7, players=4)
    Exact(28/55 ≈ 0.509091: one of 4 hands of 7 tiles from double-9 holds 9|9)
    """
    pool = _checked(n, hand, aside)
    if players * hand > len(pool):
        raise ValueError(
            f"{players} hands of {hand} tiles need {players * hand} tiles, "
            f"but there are only {len(pool)}"
        )
    t = parse_in_set(tile, n)
    dealt = players * hand if t in pool else 0
    return Exact(
        Fraction(dealt, len(pool)),
        f"one of {players} hands of {hand} tiles from double-{n} holds {t}",
    )


def _check_number(number: int, n: int) -> None:
    if isinstance(number, bool) or not isinstance(number, int) or not 0 <= number <= n:
        raise ValueError(f"the numbers of a double-{n} set go from 0 to {n}, not {number!r}")
