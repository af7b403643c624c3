"""Sampled worlds: they agree with the seat's view, spread the unseen tiles evenly, and respect draws."""

from __future__ import annotations

import math
import random
from collections import Counter

import pytest

from chickenfoot_nb.bots import RandomBot
from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.round import Round
from chickenfoot_nb.rules import Rules
from chickenfoot_nb.seat_view import SeatView
from chickenfoot_nb.tells import Tells, facts
from chickenfoot_nb.tiles import mask_of, tile_at
from chickenfoot_nb.worlds import (
    _deal_out,
    _shuffle,
    all_worlds,
    lighter_plays,
    sample_world,
    sample_worlds,
    unexplained_actions,
    world_count,
)

SMALL = Rules.preset("spruce", set=6, hand_size=5)


def random_position(rules: str | Rules, players: int, seed: int, actions: int) -> Round:
    r = Round.deal(rules, players, seed=seed)
    bot = RandomBot(seed)
    while not r.is_over and len(r.history) < actions:
        r.push(bot.choose(r.view(r.seat), r.legal_actions()))
    return r


def visible(v: SeatView) -> tuple[object, ...]:
    return (
        v.hand,
        v.table,
        v.hand_sizes,
        v.yard_size,
        v.yard_drawable,
        v.history,
        v.drawn_tiles,
        v.drawn_tile,
        v.unseen,
        v.phase,
        v.to_move,
        v.legal_actions(),
        v.fingerprint,
    )


def chi_square_critical(df: int, z: float = 3.09) -> float:
    """The chi-square value exceeded with chance about 0.001 (Wilson-Hilferty)."""
    return df * (1 - 2 / (9 * df) + z * math.sqrt(2 / (9 * df))) ** 3


@pytest.mark.parametrize("rules", ["spruce", "gamerules"])
def test_a_sampled_world_agrees_with_every_visible_fact(rules: str) -> None:
    rng = random.Random(rules)
    for seed in range(60):
        players = 2 + seed % 4
        r = random_position(rules, players, seed, actions=seed % 45)
        for seat in range(players):
            view = r.view(seat)
            for world in (
                sample_world(view, rng),
                next(sample_worlds(view, rng, 1, heaviest_first=True)),
            ):
                assert visible(world.view(seat)) == visible(view)
                if not world.is_over:
                    world.push(world.legal_actions()[0])  # its play goes on


def test_the_world_differs_from_the_round_only_in_what_is_hidden() -> None:
    r = random_position("spruce", 4, seed=3, actions=20)
    worlds = list(sample_worlds(r.view(0), random.Random(0), 30))
    assert len({w.hand(1) for w in worlds}) > 20
    assert {w.hand(0) for w in worlds} == {r.hand(0)}


def test_the_top_of_the_yard_is_each_unseen_tile_equally_often() -> None:
    r = random_position("spruce", 4, seed=5, actions=12)
    view = r.view(r.seat)
    unseen = sorted(view.unseen)
    n = 40 * len(unseen)
    tops = Counter(w.yard[0] for w in sample_worlds(view, random.Random("chi"), n))
    expected = n / len(unseen)
    chi = sum((tops[t] - expected) ** 2 / expected for t in unseen)
    assert set(tops) <= set(unseen)
    assert chi < chi_square_critical(len(unseen) - 1)


def test_one_unseen_tile_lands_in_each_place_as_often_as_the_place_is_big() -> None:
    r = random_position("spruce", 4, seed=9, actions=16)
    view = r.view(r.seat)
    t = sorted(view.unseen)[3]
    n = 4000
    places: Counter[int] = Counter()
    for w in sample_worlds(view, random.Random("place"), n):
        places[w.holder(t) if w.holder(t) is not None else -1] += 1
    sizes = {s: c for s, c in enumerate(view.hand_sizes) if s != view.seat}
    sizes[-1] = view.yard_size
    total = sum(sizes.values())
    chi = sum((places[p] - n * k / total) ** 2 / (n * k / total) for p, k in sizes.items())
    assert chi < chi_square_critical(len(sizes) - 1)


def test_with_draws_forced_no_world_contradicts_a_recorded_draw() -> None:
    checked = 0
    rng = random.Random("forced")
    for seed in range(40):
        r = random_position("spruce", 3, seed, actions=25)
        view = r.view(r.seat)
        try:
            worlds = list(sample_worlds(view, rng, 3, draws_forced=True))
        except ChickenFootError:
            continue
        for w in worlds:
            for step, (_, a) in enumerate(w.history):
                if a.kind != "play":
                    assert a in w.at(step).legal_actions(), (seed, step)
            checked += 1
    assert checked > 30


def test_draws_forced_changes_what_an_opponent_is_thought_to_hold() -> None:
    # Seat 1 drew on the open numbers: with draws_forced it held none of them before drawing.
    for seed in range(200):
        r = random_position("spruce", 2, seed, actions=6)
        draws = [k for k, (s, a) in enumerate(r.history) if s == 1 and a.kind == "draw"]
        if draws and r.history[draws[0] + 1][1].kind == "pass":
            break
    k = draws[0]
    playable = r.at(k).playable_mask()
    view = r.view(0)
    for w in sample_worlds(view, random.Random(1), 20, draws_forced=True):
        assert not mask_of(w.at(k).hand(1)) & playable


def test_a_spruce_search_keeps_the_double_out_of_every_hand() -> None:
    r = Round.deal("spruce", 3, seed=1)
    assert r.phase == "search"
    for read in (False, True):
        for w in sample_worlds(r.view(0), random.Random(2), 50, heaviest_first=read):
            assert w.holder(w.centre) is None and w.phase == "search"


def small_endgame(players: int, most: int) -> Round:
    """A greedy round of a double-6 set, stopped once its seat to move has few worlds."""
    for seed in range(100):
        r = Round.deal(SMALL, players, seed=seed)
        while not r.is_over and world_count(r.view(r.seat)) > most:
            r.push(r.heaviest_action())
        if not r.is_over and len(r.legal_actions()) > 1:
            return r
    raise AssertionError("no small endgame found")


def test_every_world_of_a_small_endgame_is_listed_once() -> None:
    r = small_endgame(3, most=400)
    view = r.view(r.seat)
    worlds = list(all_worlds(view))
    assert len(worlds) == world_count(view)
    assert len({(*(w.hand(s) for s in range(3)), w.yard) for w in worlds}) == len(worlds)
    assert all(visible(w.view(r.seat)) == visible(view) for w in worlds)


def test_too_many_worlds_to_list_is_refused_in_words() -> None:
    with pytest.raises(
        ChickenFootError, match="too many different worlds to go through one by one"
    ):
        next(all_worlds(Round.deal("spruce", 4, seed=1).view(0)))


def test_the_view_hands_out_no_round() -> None:
    view = Round.deal("spruce", 4, seed=2).view(1)
    for name in dir(view):
        if not name.startswith("_") and name != "sample_world":
            value = getattr(view, name)
            assert not isinstance(value, Round), name


def test_a_share_of_no_worlds_is_refused_in_words() -> None:
    from chickenfoot_nb.worlds import world_share

    r = Round.deal("spruce", players=3, seed=2)
    with pytest.raises(ChickenFootError, match="at least 1 sampled world, not 0"):
        world_share(r.view(0), lambda w: True, samples=0)


def greedy_positions(players: int, count: int) -> list[Round]:
    """Moments of greedy rounds (4 players, spruce), after some plays and draws."""
    out = []
    for seed in range(count):
        r = Round.deal("spruce", players, seed=seed)
        for _ in range(10 + 3 * seed):
            if r.is_over:
                break
            r.push(r.heaviest_action())
        if not r.is_over:
            out.append(r)
    return out


def test_the_real_round_of_a_greedy_table_has_no_lighter_play() -> None:
    positions = greedy_positions(4, 12)
    assert len(positions) >= 8
    for r in positions:
        for seat in range(4):
            assert lighter_plays(r.view(seat), r) == 0


def test_reading_the_plays_keeps_worlds_that_fit_them_and_every_visible_fact() -> None:
    fewer = 0
    for r in greedy_positions(4, 10):
        v = r.view(r.seat)
        read = list(sample_worlds(v, random.Random(1), 30, heaviest_first=True))
        plain = list(sample_worlds(v, random.Random(1), 30))
        assert len(read) == 30
        for w in read:
            assert visible(w.view(v.seat)) == visible(v)
        mean_read = sum(lighter_plays(v, w) for w in read) / 30
        mean_plain = sum(lighter_plays(v, w) for w in plain) / 30
        assert mean_read <= mean_plain
        fewer += mean_read < mean_plain
    assert fewer >= 5


def test_a_heavy_tile_skipped_for_a_lighter_one_is_thought_less_likely_held() -> None:
    """An opponent who played a light tile while a heavy playable tile was unseen is
    thought to hold that tile less often once its plays are read."""
    shifts = []
    for r in greedy_positions(4, 12):
        v = r.view(r.seat)
        plain = list(sample_worlds(v, random.Random(2), 200))
        read = list(sample_worlds(v, random.Random(2), 200, heaviest_first=True))
        pips = [sum(t.pips for t in w.hand(o)) for o in range(4) if o != v.seat for w in plain]
        pips_read = [sum(t.pips for t in w.hand(o)) for o in range(4) if o != v.seat for w in read]
        shifts.append(sum(pips_read) / len(pips_read) - sum(pips) / len(pips))
    assert sum(shifts) / len(shifts) < 0


@pytest.mark.parametrize("preset", ["spruce", "gamerules"])
def test_a_greedy_table_leaves_no_action_unexplained_and_a_random_one_does(preset: str) -> None:
    unexplained = 0
    for seed in range(8):
        greedy = Round.deal(preset, 4, seed=seed)
        for _ in range(12 + 4 * seed):
            if not greedy.is_over:
                greedy.push(greedy.heaviest_action())
        if not greedy.is_over:
            for seat in range(4):
                assert unexplained_actions(greedy.view(seat), greedy) == 0
        wild = random_position(preset, 4, seed, 12 + 4 * seed)
        if not wild.is_over:
            unexplained += sum(unexplained_actions(wild.view(s), wild) for s in range(4))
    assert unexplained > 0


def _mean_pips(f: object, hands: list[dict[int, list[int]]]) -> list[float]:
    return [
        sum(sum(tile_at(t).pips for t in h[o]) for h in hands) / len(hands)
        for o in f.opponents  # type: ignore[attr-defined]
    ]


@pytest.mark.parametrize("seed", [0, 3])
def test_read_worlds_are_the_worlds_a_rejection_sampler_keeps(seed: int) -> None:
    """The chain of ``heaviest_first`` draws the posterior of a greedy table: each
    opponent's mean pips in its worlds match those of counts-only worlds kept only when every
    action fits (rejection sampling), where the counts alone are several pips off."""
    r = Round.deal("spruce", 4, seed=seed)
    for _ in range(20):
        r.push(r.heaviest_action())
    v = r.view(r.seat)
    f = facts(v)
    tells = Tells(f, r.dealt)
    rng = random.Random(1)
    kept, plain = [], []
    while len(kept) < 800:
        hands = _deal_out(f, rng)[0]  # an arrangement of a counts-only world (as sample_world)
        if len(plain) < 800:
            plain.append(hands)
        if all(tells.unexplained(o, hands[o]) == 0 for o in f.opponents):
            kept.append(hands)
    read = [
        {o: [t.index for t in w.hand(o)] for o in f.opponents}
        for w in sample_worlds(v, random.Random(2), 800, heaviest_first=True)
    ]
    exact, chain, counts = _mean_pips(f, kept), _mean_pips(f, read), _mean_pips(f, plain)
    assert max(abs(a - b) for a, b in zip(exact, chain, strict=True)) < 1.5
    assert max(abs(a - b) for a, b in zip(exact, counts, strict=True)) > 3


def test_read_worlds_bend_for_a_table_that_does_not_play_greedily() -> None:
    for seed in range(6):
        r = random_position("spruce", 4, seed, 30)
        if r.is_over:
            continue
        v = r.view(r.seat)
        worlds = list(sample_worlds(v, random.Random(seed), 20, heaviest_first=True))
        assert len(worlds) == 20
        for w in worlds:
            assert visible(w.view(v.seat)) == visible(v)


def test_the_worlds_shuffle_draws_as_random_shuffle_does() -> None:
    # Worlds shuffle the unseen tiles with their own loop: the same numbers drawn, the same
    # order, so every sampled world (and every lesson's number) stays as it was.
    for seed in range(200):
        size = seed % 60
        ours, theirs = list(range(size)), list(range(size))
        mine, stdlib = random.Random(seed), random.Random(seed)
        _shuffle(ours, mine)
        stdlib.shuffle(theirs)
        assert ours == theirs
        assert mine.random() == stdlib.random()
