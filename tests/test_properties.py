"""Property tests: random-bot games under every preset, 2..8 players and every set that deals."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from chickenfoot_nb import Action, IllegalActionError, Round, Rules, RulesError, double_set, play
from chickenfoot_nb.actions import DRAW, PASS
from chickenfoot_nb.match import Match
from chickenfoot_nb.record import match_from_record, match_to_record
from tests.positions import check_greedy_scores, snapshot


def dealable(preset: str, players: int, n: int, options: dict) -> Rules | None:
    try:
        r = Rules.preset(preset, set=n, **options)
        r.check_players(players)
    except RulesError:
        return None
    return r


#: Every rule option, with the values the games draw from: a new option of
#: :class:`~chickenfoot_nb.rules.Rules` goes here (and so into every property test that plays).
OPTIONS = {
    "draw_must_play": st.booleans(),
    "kept_back": st.integers(0, 3),
    "double_blank": st.sampled_from([0, 50]),
    "arms": st.integers(2, 8),
    "double_set_aside": st.booleans(),
    "hand_size": st.integers(1, 12),
}


@st.composite
def games(draw: st.DrawFn) -> tuple[Rules, int, int]:
    preset = draw(st.sampled_from(["gamerules", "spruce"]))
    players = draw(st.integers(2, 8))
    n = draw(st.sampled_from([6, 9, 12, 15, 18]))
    options = draw(
        st.fixed_dictionaries(
            {},
            optional=OPTIONS,
        )
    )
    rules = dealable(preset, players, n, options) or dealable(preset, players, 18, options)
    if rules is None:
        rules = Rules.preset("spruce", set=18)
    return rules, players, draw(st.integers(0, 2**32 - 1))


def tile_places(r: Round) -> list:
    places = [t for s in range(r.players) for t in r.hand(s)]
    places += list(r.yard)
    places += [p.tile for p in r.table.placements]
    if r.rules.double_set_aside and not r.centre_placed:
        places.append(r.centre)
    return places


def illegal_tries(r: Round, rng: random.Random) -> list[Action]:
    legal = set(r.legal_actions())
    pool = [DRAW, PASS]
    tiles = double_set(r.rules.set)
    on_table = [p.tile for p in r.table.placements] or [r.centre]
    for _ in range(4):
        pool.append(play(rng.choice(tiles), on=rng.choice(on_table)))
    pool.append(play(rng.choice(tiles)))
    return [a for a in pool if a not in legal][:3]


def check_invariants(r: Round) -> None:
    places = tile_places(r)
    assert sorted(places) == sorted(double_set(r.rules.set)), "every tile in exactly one place"
    if r.phase in ("search", "place"):
        return
    someone_out = 0 in r.hand_sizes
    blocked = r.yard_drawable == 0 and not any(r.can_play(s) for s in range(r.players))
    assert r.is_over == (someone_out or blocked)
    if r.is_over:
        assert r.end == ("out" if someone_out else "blocked")
        blank = r.rules.double_blank
        assert r.scores == tuple(
            sum(blank if t.index == 0 else t.pips for t in r.hand(s)) for s in range(r.players)
        )
        assert r.legal_actions() == []


def play_checked_round(r: Round, rng: random.Random, try_illegal: bool = True) -> None:
    check_invariants(r)
    while not r.is_over:
        seat, phase = r.seat, r.phase
        legal = r.legal_actions()
        assert legal, "a round that is not over always offers an action"
        if try_illegal:
            before = snapshot(r)
            for bad in illegal_tries(r, rng):
                with pytest.raises(IllegalActionError):
                    r.apply(bad)
                assert snapshot(r) == before, f"refused {bad} but the round changed"
            with pytest.raises(IllegalActionError):
                r.apply(legal[0], seat=(seat + 1) % r.players)
        action = rng.choice(legal)
        assert action in legal
        r.apply(action, seat=seat)
        if r.is_over:
            break
        if action.kind == "draw" and phase == "play":
            assert r.seat == seat and r.phase == "drawn"
        elif action.kind == "draw":  # the search for the double
            assert r.seat == (seat if r.phase == "place" else (seat + 1) % r.players)
        else:
            assert r.seat == (seat + 1) % r.players, "turns go clockwise"
        check_invariants(r)
    check_invariants(r)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games())
def test_random_games_keep_every_invariant(game: tuple[Rules, int, int]) -> None:
    rules, players, seed = game
    rng = random.Random(seed)
    r = Round.deal(rules, players=players, seed=seed)
    play_checked_round(r, rng)


@settings(max_examples=40, deadline=None)
@given(games(), st.data())
def test_the_fast_play_out_scores_what_pushing_greedy_moves_scores(
    game: tuple[Rules, int, int], data: st.DataObject
) -> None:
    # Round.greedy_scores restates the table's rules on local variables (the play-outs' fast
    # path): under every preset and option, from any moment and any first action, it must end
    # where pushing the heaviest action again and again ends, and leave the round untouched.
    rules, players, seed = game
    rng = random.Random(seed)
    r = Round.deal(rules, players=players, seed=seed)
    for _ in range(data.draw(st.integers(0, 80))):
        if r.is_over:
            return
        r.push(rng.choice(r.legal_actions()))
    if r.is_over:
        return
    before = snapshot(r)
    check_greedy_scores(r)
    assert snapshot(r) == before


@settings(max_examples=25, deadline=None)
@given(games())
def test_a_saved_record_replays_to_the_same_state(game: tuple[Rules, int, int]) -> None:
    rules, players, seed = game
    rng = random.Random(seed)
    m = Match(rules, players=players, seed=seed)
    for _ in range(2):
        r = m.current
        steps = rng.randrange(0, 200)
        while not r.is_over and steps:
            r.push(rng.choice(r.legal_actions()))
            steps -= 1
        if not r.is_over:
            break
        if m.is_complete:
            break
        m.next_round()
    again = match_from_record(match_to_record(m))
    assert [snapshot(a) for a in again.rounds] == [snapshot(b) for b in m.rounds]
    assert again.totals == m.totals


@settings(max_examples=20, deadline=None)
@given(games(), st.data())
def test_undo_returns_to_the_exact_earlier_state(
    game: tuple[Rules, int, int], data: st.DataObject
) -> None:
    rules, players, seed = game
    rng = random.Random(seed)
    r = Round.deal(rules, players=players, seed=seed)
    shots = [snapshot(r)]
    while not r.is_over:
        r.push(rng.choice(r.legal_actions()))
        shots.append(snapshot(r))
    k = data.draw(st.integers(0, len(r.history)))
    assert snapshot(r.at(k)) == shots[k]
    r.undo(len(r.history) - k)
    assert snapshot(r) == shots[k]


@pytest.mark.parametrize("preset", ["gamerules", "spruce"])
def test_a_whole_match_ends_with_winners(preset: str) -> None:
    rng = random.Random(3)
    m = Match(preset, players=4, seed=3)
    while True:
        play_checked_round(m.current, rng, try_illegal=False)
        if m.is_complete:
            break
        m.next_round()
    assert [r.double for r in m.rounds] == list(range(9, -1, -1))
    assert m.winners and min(m.totals) == m.totals[m.winners[0]]
    assert m.decided_by
