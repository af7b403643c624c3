"""Chances from one seat's view, against enumerating every hidden arrangement, and the engine."""

from fractions import Fraction
from itertools import combinations

import numpy as np
import pytest

from chickenfoot_nb import TileError
from chickenfoot_nb.bots import GreedyBot
from chickenfoot_nb.probability import next_draw_playable, opponent_holds
from chickenfoot_nb.round import Round
from chickenfoot_nb.rules import Rules
from chickenfoot_nb.seat_view import SeatView
from chickenfoot_nb.tiles import Tile

SMALL = Rules.preset("spruce", set=6, hand_size=5)


def round_after(rules: Rules, players: int, seed: int, actions: int) -> Round:
    r = Round.deal(rules, players, seed=seed)
    bot = GreedyBot()
    for _ in range(actions):
        if r.is_over:
            break
        r.push(bot.choose(r.view(r.seat), r.legal_actions()))
    return r


def enumerate_view(view: SeatView, tiles: list[Tile]) -> tuple[Fraction, list[Fraction]]:
    """Average over every way the unseen tiles could be split between the opponent and the yard.

    Two players only: the one opponent's hand is any set of its size, and the yard is the
    rest, in any order, so its top is each of its tiles alike. Splits that contradict what
    the whole table knows about the round's double are left out.
    """
    unseen = sorted(view.unseen)
    double = Tile(view.table.double, view.table.double)
    fits = {t for t in unseen if view.targets(t)}
    opponent = view.hand_sizes[1 - view.seat]
    yard = len(unseen) - opponent
    fitting_in_yard = 0
    held = [0] * len(tiles)
    splits = 0
    for hand in combinations(unseen, opponent):
        if view.phase == "search" and double in hand:
            continue  # nobody holds it: it is in the yard
        if view.phase == "place" and double in unseen and double not in hand:
            continue  # the seat to place it, the opponent, holds it
        splits += 1
        fitting_in_yard += len(fits) - len(fits.intersection(hand))
        for i, t in enumerate(tiles):
            held[i] += t in hand
    draw = Fraction(fitting_in_yard, splits * yard) if view.yard_drawable and yard else Fraction(0)
    return draw, [Fraction(h, splits) for h in held]


# Each names the phase it reaches: play, a drawn tile to use, the search, placing the double.
STATES = [(2, 8), (3, 16), (6, 16), (7, 20), (4, 12), (0, 8), (1, 8), (0, 12)]


@pytest.mark.parametrize(("seed", "actions"), STATES)
@pytest.mark.parametrize("seat", [0, 1])
def test_chances_match_enumerating_every_hidden_arrangement(
    seed: int, actions: int, seat: int
) -> None:
    r = round_after(SMALL, 2, seed, actions)
    assert not r.is_over
    view = r.view(seat)
    assert len(view.unseen) <= 20  # small enough to enumerate
    tiles = [*sorted(view.unseen)[:2], r.centre, *view.hand[:1]]
    draw, held = enumerate_view(view, tiles)
    assert next_draw_playable(view) == draw
    assert [opponent_holds(view, t) for t in tiles] == held


def test_kept_back_tiles_only_matter_when_nothing_is_drawable() -> None:
    rules = Rules.preset("gamerules", set=6, hand_size=4)  # 2 players keep 2 back
    r = round_after(rules, 2, 5, 0)
    while not r.is_over and r.yard_drawable:
        view = r.view(r.seat)
        fits = sum(1 for t in view.unseen if view.targets(t))
        assert next_draw_playable(view) == Fraction(fits, len(view.unseen))
        r.push(GreedyBot().choose(view, r.legal_actions()))
    assert r.is_over or next_draw_playable(r.view(r.seat)) == 0


def test_the_search_for_the_spruce_double_is_common_knowledge() -> None:
    r = next(
        r
        for r in (Round.deal(Rules.preset("spruce", set=6), 3, seed=s) for s in range(50))
        if r.phase == "search"
    )
    view = r.view(1)
    double = r.centre
    assert next_draw_playable(view) == Fraction(1, r.yard_size)
    assert opponent_holds(view, double) == 0
    other = sorted(view.unseen)[0]
    assert opponent_holds(view, other) == Fraction(14, len(view.unseen) - 1)
    while r.phase == "search":
        r.push(r.legal_actions()[0])
    finder = r.seat
    watcher = r.view((finder + 1) % 3)
    assert opponent_holds(watcher, double) == 1
    assert next_draw_playable(watcher) == 0


def test_calibrated_against_the_real_yard_right_after_the_deal() -> None:
    # Right after the deal the symmetry is exact: the predicted chances, added up over many
    # deals, must match how often the yard's top tile really fits.
    predicted, happened = [], []
    for seed in range(600):
        r = Round.deal("gamerules", 3, seed=seed)
        view = r.view(r.seat)
        predicted.append(float(next_draw_playable(view)))
        happened.append(bool(r.targets(r.yard[0])))
    gap = np.array(happened, dtype=float) - np.array(predicted)
    assert abs(gap.mean()) <= 1.96 * gap.std(ddof=1) / np.sqrt(len(gap))


def test_tiles_in_view_have_no_chance_and_text_is_read() -> None:
    r = round_after(SMALL, 2, 2, 6)
    view = r.view(0)
    assert opponent_holds(view, view.hand[0]) == 0
    assert opponent_holds(view, r.table.placements[0].tile) == 0
    assert opponent_holds(view, str(sorted(view.unseen)[0])) > 0
    with pytest.raises(Exception, match="not in a double-6 set"):
        opponent_holds(view, "9|9")


@pytest.mark.parametrize("outside", [Tile(12, 3), "12|3"])
def test_a_tile_outside_the_set_is_refused_not_given_chance_0(outside: Tile | str) -> None:
    view = Round.deal("spruce", players=4, seed=7).view(0)
    with pytest.raises(TileError, match=r"12\|3 is not in a double-9 set"):
        opponent_holds(view, outside)
