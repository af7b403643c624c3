"""Exact hand answers against brute-force enumeration and against closed forms."""

from collections import Counter
from collections.abc import Callable
from fractions import Fraction
from itertools import combinations
from math import comb

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from chickenfoot_nb.probability import (
    Distribution,
    distribution_of,
    doubles_in_hand,
    hand_pool,
    hands_by_score,
    holds_number,
    holds_tile,
    number_in_hand,
    pip_total,
    someone_holds,
)
from chickenfoot_nb.tiles import Tile, TileError, double_set, set_size


def hypergeometric(total: int, special: int, hand: int, k: int) -> Fraction:
    return Fraction(comb(special, k) * comb(total - special, hand - k), comb(total, hand))


def as_dict(d: Distribution) -> dict[int, Fraction]:
    return {v: p for v, p in zip(d.values, d.probabilities, strict=True) if p}


def enumerate_hands(hand: int, aside: str | None) -> dict[str, Counter[int]]:
    counts: dict[str, Counter[int]] = {k: Counter() for k in ("doubles", "pips", "pips50", "fives")}
    for h in combinations(hand_pool(6, aside), hand):
        counts["doubles"][sum(t.is_double for t in h)] += 1
        counts["pips"][sum(t.pips for t in h)] += 1
        counts["pips50"][sum(50 if t.index == 0 else t.pips for t in h)] += 1
        counts["fives"][sum(t.has(5) for t in h)] += 1
    return counts


def normalise(c: Counter[int]) -> dict[int, Fraction]:
    total = sum(c.values())
    return {v: Fraction(w, total) for v, w in c.items()}


@pytest.mark.parametrize("aside", [None, "6|6"])
@pytest.mark.parametrize("hand", [1, 2, 3, 4])
def test_distributions_match_enumerating_every_double_six_hand(
    hand: int, aside: str | None
) -> None:
    seen = enumerate_hands(hand, aside)
    assert as_dict(doubles_in_hand(6, hand, aside=aside)) == normalise(seen["doubles"])
    assert as_dict(pip_total(6, hand, aside=aside)) == normalise(seen["pips"])
    assert as_dict(pip_total(6, hand, double_blank=50, aside=aside)) == normalise(seen["pips50"])
    assert as_dict(number_in_hand(5, 6, hand, aside=aside)) == normalise(seen["fives"])
    assert doubles_in_hand(6, hand, aside=aside).total == comb(len(hand_pool(6, aside)), hand)


@pytest.mark.parametrize("hand", [1, 3])
def test_single_chances_match_enumeration(hand: int) -> None:
    hands = list(combinations(double_set(6), hand))
    for t in (Tile(6, 6), Tile(3, 1), Tile(0, 0)):
        held = sum(t in h for h in hands)
        assert holds_tile(t, 6, hand).exact == Fraction(held, len(hands))
    for number in (0, 4, 6):
        with_number = sum(any(u.has(number) for u in h) for h in hands)
        assert holds_number(number, 6, hand).exact == Fraction(with_number, len(hands))


@pytest.mark.parametrize("n", range(6, 19))
def test_closed_forms_for_every_set(n: int) -> None:
    tiles = set_size(n)
    for hand in (1, 7, 15):
        doubles = doubles_in_hand(n, hand)
        number = number_in_hand(n // 2, n, hand)
        for k in range(hand + 1):
            assert doubles.probability(k).exact == hypergeometric(tiles, n + 1, hand, k)
            assert number.probability(k).exact == hypergeometric(tiles, n + 1, hand, k)
        assert holds_tile(Tile(n, 0), n, hand).exact == Fraction(hand, tiles)
        assert holds_number(0, n, hand).exact == 1 - hypergeometric(tiles, n + 1, hand, 0)
        if 2 * hand <= tiles:
            assert someone_holds(Tile(n, n), n, hand, players=2).exact == Fraction(2 * hand, tiles)
        # Without the aside double: one tile fewer in the pool, one double fewer.
        aside = doubles_in_hand(n, hand, aside=Tile(n, n))
        assert aside.probability(1).exact == hypergeometric(tiles - 1, n, hand, 1)


@pytest.mark.parametrize("n", [6, 9, 12, 18])
@pytest.mark.parametrize("blank", [0, 50])
def test_pip_mean_and_variance_match_sampling_without_replacement(n: int, blank: int) -> None:
    values = [blank if t.index == 0 else t.pips for t in double_set(n)]
    size = len(values)
    mu = Fraction(sum(values), size)
    sigma2 = sum((v - mu) ** 2 for v in values) / size
    for hand in (1, 7, 15):
        d = pip_total(n, hand, double_blank=blank)
        assert d.mean.exact == hand * mu
        assert d.variance.exact == hand * sigma2 * Fraction(size - hand, size - 1)


def test_the_double_eighteen_distribution_is_complete() -> None:
    d = pip_total(18, 15)
    assert d.total == comb(190, 15)
    assert d.mean.exact == 15 * 18
    assert sum(d.probabilities) == 1


@settings(max_examples=25, deadline=None)
@given(
    st.lists(st.integers(0, 6), min_size=1, max_size=9),
    st.integers(0, 9),
)
def test_hands_by_score_counts_every_subset(scores: list[int], hand: int) -> None:
    hand = min(hand, len(scores))
    brute = Counter(sum(c) for c in combinations(scores, hand))
    ways = hands_by_score(scores, hand)
    assert {s: w for s, w in enumerate(ways) if w} == dict(brute)


def test_custom_scores_and_answers_read_well() -> None:
    d = distribution_of(lambda t: int(t.hi == t.lo + 1), 9, 7, what="tiles like 5|4")
    assert d.what == "tiles like 5|4 in a 7-tile hand from double-9"
    assert d.probability(0).exact == hypergeometric(55, 9, 7, 0)
    p = holds_tile("9|9", 9, 7)
    assert repr(p) == "Exact(7/55 ≈ 0.127273: a 7-tile hand from double-9 holds 9|9)"
    assert p.value == pytest.approx(7 / 55)
    assert d.at_least(1).exact == 1 - d.probability(0).exact


@pytest.mark.parametrize(
    ("call", "words"),
    [
        (lambda: doubles_in_hand(9, 56), "holds 0 to 55 tiles"),
        (lambda: doubles_in_hand(5, 3), "double-5 is not a set"),
        (lambda: holds_tile("10|1", 9, 7), "not in a double-9 set"),
        (lambda: number_in_hand(10, 9, 7), "go from 0 to 9"),
        (lambda: someone_holds("9|9", 9, 7, players=8), "need 56 tiles"),
    ],
)
def test_bad_questions_are_refused_with_reasons(call: Callable[[], object], words: str) -> None:
    with pytest.raises(Exception, match=words):
        call()


# A Tile the set does not have was once answered with chance 0, as if it were only missing.
@pytest.mark.parametrize(
    "call",
    [
        lambda t: holds_tile(t, 9, 7),
        lambda t: someone_holds(t, 9, 7, players=4),
        lambda t: hand_pool(9, aside=t),
        lambda t: doubles_in_hand(9, 7, aside=t),
        lambda t: holds_number(3, 9, 7, aside=t),
        lambda t: holds_tile("9|9", 9, 7, aside=t),
    ],
)
@pytest.mark.parametrize("outside", [Tile(12, 3), "12|3"])
def test_a_tile_outside_the_set_is_refused_not_given_chance_0(
    call: Callable[[Tile | str], object], outside: Tile | str
) -> None:
    with pytest.raises(TileError, match=r"12\|3 is not in a double-9 set"):
        call(outside)
