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

from chickenfoot_nb.i18n import N_, _, ngettext
from chickenfoot_nb.probability.results import Distribution, Exact, Phrase
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
        most = len(pool)
        message = (
            ngettext(
                "a hand from double-{n} holds 0 to {most} tile, not {hand}",
                "a hand from double-{n} holds 0 to {most} tiles, not {hand}",
                most,
            )
            if aside is None
            else ngettext(
                "a hand from double-{n} holds 0 to {most} tile once the aside tile is out, "
                "not {hand}",
                "a hand from double-{n} holds 0 to {most} tiles once the aside tile is out, "
                "not {hand}",
                most,
            )
        )
        raise ValueError(message.format(n=n, most=most, hand=repr(hand)))
    return pool


def source(n: int, aside: Tile | str | None) -> Phrase:
    """Where a hand is dealt from, in words: the set, and the tile set aside if there is one.

    >>> source(9, "9|9")
    'from double-9 without 9|9'
    """
    if aside is None:
        return Phrase(N_("from double-{n}"), n=n)
    return Phrase(N_("from double-{n} without {aside}"), n=n, aside=str(aside))


def in_hand(what: str, n: int, hand: int, aside: Tile | str | None) -> Phrase:
    """``what`` counted in a ``hand``-tile hand, as the title of a distribution.

    >>> in_hand("doubles", 9, 7, None)
    'doubles in a 7-tile hand from double-9'
    """
    return Phrase.ngettext(
        "{what} in a {hand}-tile hand {source}",
        "{what} in a {hand}-tile hand {source}",
        hand,
        what=what,
        hand=hand,
        source=source(n, aside),
    )


#: What :func:`distribution_of` counts when it is not told (said in the language spoken).
SCORE = Phrase(N_("score"))


def hands_by_score(scores: list[int], hand: int) -> list[int]:
    """How many ``hand``-tile hands have each total score, given each tile's score.

    This is the one counting engine behind every distribution here: a dynamic programme
    that takes the tiles one at a time and keeps, for each number of tiles k and each
    total s, the count of ways to pick k of the tiles seen so far with total s.

    >>> hands_by_score([0, 1, 1, 2], 2)   # two tiles out of four, scored 0, 1, 1 and 2
    [0, 2, 2, 2]
    """
    if min(scores, default=0) < 0:
        raise ValueError(_("tile scores must be 0 or more"))
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
    what: str = SCORE,
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
    return Distribution(in_hand(what, n, hand, aside), first, tuple(ways[first : last + 1]))


def doubles_in_hand(n: int = 9, hand: int = 7, *, aside: Tile | str | None = None) -> Distribution:
    """The exact distribution of the number of doubles in a hand.

    >>> d = doubles_in_hand(6, 7)
    >>> d.probability(0).exact, d.mean.exact
    (Fraction(323, 3289), Fraction(7, 4))
    """
    return distribution_of(
        lambda t: int(t.is_double), n, hand, aside=aside, what=Phrase(N_("doubles"))
    )


def number_in_hand(
    number: int, n: int = 9, hand: int = 7, *, aside: Tile | str | None = None
) -> Distribution:
    """The exact distribution of how many tiles of a hand show ``number`` (its suit).

    >>> number_in_hand(9, 9, 7).probability(0).exact  # no 9 at all
    Fraction(7052, 31535)
    """
    _check_number(number, n)
    return distribution_of(
        lambda t: int(t.has(number)),
        n,
        hand,
        aside=aside,
        what=Phrase(N_("tiles showing {number}"), number=number),
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
        what=pip_words(double_blank),
    )


def pip_words(double_blank: int) -> Phrase:
    """ "The pip total", saying what 0|0 is worth when it is not 0.

    >>> pip_words(50)
    'the pip total (0|0 worth 50)'
    """
    if double_blank:
        return Phrase(N_("the pip total (0|0 worth {worth})"), worth=double_blank)
    return Phrase(N_("the pip total"))


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
    return Exact(Fraction(holding, comb(len(pool), hand)), holds_tile_words(n, hand, aside, t))


def holds_tile_words(n: int, hand: int, aside: Tile | str | None, tile: Tile) -> Phrase:
    """What :func:`holds_tile` answers, in words.

    >>> holds_tile_words(9, 7, "9|9", Tile(8, 8))
    'a 7-tile hand from double-9 without 9|9 holds 8|8'
    """
    return Phrase.ngettext(
        "a {hand}-tile hand {source} holds {tile}",
        "a {hand}-tile hand {source} holds {tile}",
        hand,
        hand=hand,
        source=source(n, aside),
        tile=str(tile),
    )


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
        holds_number_words(n, hand, aside, number),
    )


def holds_number_words(n: int, hand: int, aside: Tile | str | None, number: int) -> Phrase:
    """What :func:`holds_number` answers, in words.

    >>> holds_number_words(9, 7, None, 9)
    'a 7-tile hand from double-9 holds a tile showing 9'
    """
    return Phrase.ngettext(
        "a {hand}-tile hand {source} holds a tile showing {number}",
        "a {hand}-tile hand {source} holds a tile showing {number}",
        hand,
        hand=hand,
        source=source(n, aside),
        number=number,
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
    pool = check_deal(n, hand, players, aside)
    t = parse_in_set(tile, n)
    dealt = players * hand if t in pool else 0
    return Exact(Fraction(dealt, len(pool)), someone_holds_words(n, hand, players, t))


def check_deal(n: int, hand: int, players: int, aside: Tile | str | None) -> tuple[Tile, ...]:
    """The tiles ``players`` hands of ``hand`` are dealt from; refused in words when too few.

    >>> check_deal(6, 7, 5, None)
    Traceback (most recent call last):
    ...
    ValueError: 5 hands of 7 tiles need 35 tiles, but there are only 28
    """
    pool = _checked(n, hand, aside)
    if players * hand > len(pool):
        raise ValueError(
            ngettext(
                "{players} hands of {hand} tiles need {need} tiles, but there are only {have}",
                "{players} hands of {hand} tiles need {need} tiles, but there are only {have}",
                players * hand,
            ).format(players=players, hand=hand, need=players * hand, have=len(pool))
        )
    return pool


def someone_holds_words(n: int, hand: int, players: int, tile: Tile) -> Phrase:
    """What :func:`someone_holds` answers, in words.

    >>> someone_holds_words(9, 7, 4, Tile(9, 9))
    'one of 4 hands of 7 tiles from double-9 holds 9|9'
    """
    return Phrase.ngettext(
        "one of {players} hands of {hand} tiles from double-{n} holds {tile}",
        "one of {players} hands of {hand} tiles from double-{n} holds {tile}",
        hand,
        players=players,
        hand=hand,
        n=n,
        tile=str(tile),
    )


def _check_number(number: int, n: int) -> None:
    if isinstance(number, bool) or not isinstance(number, int) or not 0 <= number <= n:
        raise ValueError(
            _("the numbers of a double-{n} set go from 0 to {n}, not {number}").format(
                n=n, number=repr(number)
            )
        )
