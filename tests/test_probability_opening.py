"""Who can open on the round's double: exact counts against a literal enumeration and the engine."""

from fractions import Fraction
from itertools import combinations

import numpy as np
import pytest

from chickenfoot_nb.probability import can_open, open_chance
from chickenfoot_nb.probability.estimate import wilson
from chickenfoot_nb.round import Round
from chickenfoot_nb.rules import Rules


def arrangements(size: int, suit: int) -> list[list[str]]:
    """Every placement of the double ("D") and the suit tiles ("s") among the others ("o").

    Tiles of one kind are interchangeable here, and every placement stands for the same
    number of shuffles, so counting placements counts shuffles.
    """
    out = []
    for d in range(size):
        rest = [i for i in range(size) if i != d]
        for suits in combinations(rest, suit):
            deck = ["o"] * size
            deck[d] = "D"
            for i in suits:
                deck[i] = "s"
            out.append(deck)
    return out


def brute_spruce(
    size: int, suit: int, hand: int, players: int, kept: int, with_draw: bool
) -> Fraction:
    good = total = 0
    for deck in arrangements(size, suit):
        hands = [deck[s * hand : (s + 1) * hand] for s in range(players)]
        yard = deck[players * hand :]
        holder = next((s for s in range(players) if "D" in hands[s]), None)
        drawn, seat = 0, 0
        while holder is None:  # the search: seats draw in turn, seat 0 first
            tile = yard[drawn]
            drawn += 1
            hands[seat].append(tile)
            if tile == "D":
                holder = seat
            else:
                seat = (seat + 1) % players
        opener = (holder + 1) % players  # the holder's turn is placing the double
        ok = "s" in hands[opener]
        if not ok and with_draw and len(yard) - drawn - kept >= 1:
            ok = yard[drawn] == "s"
        good += ok
        total += 1
    return Fraction(good, total)


def brute_gamerules(
    size: int, suit: int, hand: int, players: int, kept: int, with_draw: bool
) -> Fraction:
    good = total = 0
    for place in range(size):  # where the double lies in the face-down search
        finder = place % players
        for deck in arrangements(size - 1, suit):
            # ``arrangements`` puts one "D" among size-1 tiles: read it as one more "o".
            deck = ["o" if t == "D" else t for t in deck]
            ok = "s" in deck[finder * hand : (finder + 1) * hand]
            dealt = players * hand
            if not ok and with_draw and size - 1 - dealt - kept >= 1:
                ok = deck[dealt] == "s"
            good += ok
            total += 1
    return Fraction(good, total)


CASES = [
    # size, suit, hand, players, kept
    (9, 3, 2, 2, 0),
    (9, 3, 1, 3, 0),
    (10, 2, 2, 3, 1),
    (10, 3, 3, 2, 2),
    (11, 4, 1, 2, 0),
    (8, 3, 3, 2, 1),
]


@pytest.mark.parametrize("with_draw", [False, True])
@pytest.mark.parametrize(("size", "suit", "hand", "players", "kept"), CASES)
def test_exact_counts_match_playing_out_every_shuffle(
    size: int, suit: int, hand: int, players: int, kept: int, with_draw: bool
) -> None:
    spruce = open_chance(size, suit, hand, players, search=True, kept=kept, with_draw=with_draw)
    assert spruce == brute_spruce(size, suit, hand, players, kept, with_draw)
    gamerules = open_chance(size, suit, hand, players, search=False, kept=kept, with_draw=with_draw)
    assert gamerules == brute_gamerules(size, suit, hand, players, kept, with_draw)


def opener_can_open(r: Round, with_draw: bool) -> bool:
    """Play the round's start with the engine up to the opener's first turn, and ask it."""
    while r.phase in ("search", "place"):
        r.push(r.legal_actions()[-1] if r.phase == "place" else r.legal_actions()[0])
    legal = r.legal_actions()
    if any(a.kind == "play" for a in legal):
        return True
    if with_draw and legal[0].kind == "draw":
        r.push(legal[0])
        return any(a.kind == "play" for a in r.legal_actions())
    return False


@pytest.mark.parametrize(
    ("rules", "players"),
    [
        (Rules.preset("spruce", set=6), 3),
        (Rules.preset("spruce", set=6), 2),
        (Rules.preset("gamerules", set=6, hand_size=5), 3),
        (Rules.preset("gamerules", set=6, hand_size=4), 2),
    ],
)
@pytest.mark.parametrize("with_draw", [False, True])
def test_the_engine_agrees_over_many_seeded_deals(
    rules: Rules, players: int, with_draw: bool
) -> None:
    deals = 1500
    wins = sum(opener_can_open(Round.deal(rules, players, seed=i), with_draw) for i in range(deals))
    low, high = wilson(np.array([wins]), np.array([deals]))
    exact = can_open(rules, players, with_draw=with_draw)
    assert low[0] <= exact.value <= high[0]


def test_one_more_draw_is_one_more_tile_under_gamerules() -> None:
    # Holding h tiles and drawing one if needed is holding h+1 tiles.
    assert can_open("gamerules", 6, with_draw=True).exact == can_open("gamerules", 5).exact


def test_a_spruce_dealt_double_leaves_the_opener_in_the_gamerules_position() -> None:
    # Seven players, 49 of 55 tiles dealt: a search never reaches the opener's turn to draw.
    spruce = can_open(Rules.preset("spruce"), 7)
    gamerules = can_open(Rules.preset("gamerules", hand_size=7), 7)
    assert spruce.exact == gamerules.exact
    # With fewer players the search goes round the table and the opener draws too.
    assert can_open("spruce", 2).exact > can_open(Rules.preset("gamerules", hand_size=7), 2).exact


def test_the_answer_names_the_situation() -> None:
    p = can_open("spruce", 4, with_draw=True)
    assert "spruce, double-9, 4 players, 7 tiles each" in p.what
    assert "drawing once" in p.what
    with pytest.raises(Exception, match="56 tiles"):
        can_open("spruce", 8)
