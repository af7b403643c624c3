"""The coach: figures for every legal move, exact in small endgames, cancellable, blind to hidden tiles."""

from __future__ import annotations

import math
import random
import threading

import pytest

from chickenfoot_nb.bots import RandomBot, outcome, play_out
from chickenfoot_nb.coach import analyse, mean_interval, wilson
from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.judge import Judge
from chickenfoot_nb.policy import careful_play
from chickenfoot_nb.round import Round
from chickenfoot_nb.rules import Rules
from chickenfoot_nb.worlds import all_worlds, sample_scores, world_count

SMALL = Rules.preset("spruce", set=6, hand_size=5)


def endgame(most: int, seed0: int = 0) -> Round:
    """A greedy double-6 round stopped where the seat to move has a choice and few worlds."""
    for seed in range(seed0, seed0 + 200):
        r = Round.deal(SMALL, 3, seed=seed)
        while not r.is_over and (world_count(r.view(r.seat)) > most or len(r.legal_actions()) < 2):
            r.push(r.heaviest_action())
        if not r.is_over:
            return r
    raise AssertionError("no endgame found")


def midgame(seed: int) -> Round:
    r = Round.deal("spruce", 4, seed=seed)
    bot = RandomBot(seed)
    while len(r.legal_actions()) < 2 or len(r.history) < 12:
        r.push(bot.choose(r.view(r.seat), r.legal_actions()))
    return r


def test_every_legal_move_gets_figures_with_intervals() -> None:
    r = midgame(1)
    a = analyse(r.view(r.seat), samples=30, seed=2, settle=False)
    assert a is not None and not a.exact and a.worlds == 30
    assert sorted(map(str, (m.action for m in a.moves))) == sorted(map(str, r.legal_actions()))
    for m in a.moves:
        assert 0 <= m.win_low <= m.win <= m.win_high <= 1
        assert m.score_low <= m.score <= m.score_high and m.worlds == 30
    keys = [(-m.win, m.score) for m in a.moves]
    assert keys == sorted(keys) and a.best == a.moves[0]
    assert a.sentence.startswith(("Playing", "Drawing", "Passing", "Placing"))
    assert f"{a.best.win:.0%}" in a.sentence and "30 sampled worlds" in a.sentence


def test_exact_figures_are_the_mean_over_every_world() -> None:
    r = endgame(most=60)
    view = r.view(r.seat)
    careful = careful_play(r.rules.double_blank)
    # the default judge plays every world out carefully; the greedy one as play_out does
    for judge, ends in (
        (None, lambda w, a: outcome(w.played_out(a, careful), r.seat)),
        (Judge(playout="greedy"), lambda w, a: play_out(w, a, r.seat)),
    ):
        a = analyse(view, exact=True, judge=judge)
        assert a is not None and a.exact and a.worlds == world_count(view)
        for m in a.moves:
            outcomes = [ends(w, m.action) for w in all_worlds(view)]
            assert math.isclose(m.win, sum(w for w, _ in outcomes) / len(outcomes))
            assert math.isclose(m.score, sum(s for _, s in outcomes) / len(outcomes))
            assert m.win_low == m.win == m.win_high
        assert "all" in a.sentence and "worlds that fit what you see" in a.sentence


def test_few_worlds_are_gone_through_exactly_by_themselves() -> None:
    r = endgame(most=40)
    a = analyse(r.view(r.seat), samples=50)
    assert a is not None and a.exact


def test_sampled_figures_converge_on_the_exact_ones() -> None:
    r = endgame(most=2000, seed0=3)
    view = r.view(r.seat)
    exact = analyse(view, exact=True)
    sampled = analyse(view, samples=800, seed=5, exact=False)
    assert exact is not None and sampled is not None and exact.worlds > 100
    for m in exact.moves:
        s = sampled.odds(m.action)
        spread = math.sqrt(max(m.win * (1 - m.win), 0.01) / s.worlds)
        assert abs(s.win - m.win) < 4 * spread
        half = (s.score_high - s.score_low) / 2
        assert abs(s.score - m.score) < 2 * half + 0.5


def test_no_peeking_the_same_view_gives_the_same_numbers() -> None:
    rng = random.Random("coach")
    for seed in range(4):
        r = midgame(seed)
        other = r.view(r.seat).sample_world(rng)
        assert [other.hand(s) for s in range(4)] != [r.hand(s) for s in range(4)]
        one = analyse(r.view(r.seat), samples=12, seed=1)
        two = analyse(other.view(r.seat), samples=12, seed=1)
        assert one == two


def test_progress_is_reported_and_can_stop_the_analysis() -> None:
    r = midgame(2)
    seen: list[tuple[int, int]] = []
    a = analyse(r.view(r.seat), samples=8, progress=lambda d, t: seen.append((d, t)))
    assert a is not None and seen == [(d, 8) for d in range(1, 9)]
    assert analyse(r.view(r.seat), samples=8, progress=lambda d, t: d < 4) is None
    stop = threading.Event()
    stop.set()
    assert analyse(r.view(r.seat), samples=8, cancel=stop) is None


def test_it_runs_in_a_thread_and_is_dropped_when_cancelled() -> None:
    r = midgame(3)
    stop, started = threading.Event(), threading.Event()
    results: list[object] = []

    def work() -> None:
        results.append(
            analyse(
                r.view(r.seat), samples=100_000, progress=lambda d, t: started.set(), cancel=stop
            )
        )

    thread = threading.Thread(target=work)
    thread.start()
    assert started.wait(30)
    stop.set()
    thread.join(timeout=30)
    assert not thread.is_alive() and results == [None]


def test_bad_questions_get_plain_answers() -> None:
    r = Round.deal("spruce", 4, seed=1)
    with pytest.raises(ChickenFootError, match="Seat 2 is not to move: it is Seat 0's turn"):
        analyse(r.view(2))
    for bad in (0, -3, True):
        with pytest.raises(ChickenFootError, match="at least 1 sampled world"):
            analyse(r.view(0), samples=bad)
    r.play_greedily()
    with pytest.raises(ChickenFootError, match="The round is over"):
        analyse(r.view(r.seat))


def test_the_intervals_are_the_textbook_ones() -> None:
    low, high = wilson(0.2, 50)
    assert math.isclose(low, 0.1124, abs_tol=1e-3) and math.isclose(high, 0.3304, abs_tol=1e-3)
    mean, lo, hi = mean_interval(sum(range(10)), sum(x * x for x in range(10)), 10)
    assert mean == 4.5 and math.isclose(hi - mean, 2.262 * math.sqrt(55 / 6 / 10), rel_tol=1e-6)


def test_read_worlds_are_asked_for_and_the_counts_stay_the_default() -> None:
    r = Round.deal("spruce", 4, seed=1)
    while len(r.history) < 30 or len(r.legal_actions()) < 2:
        r.push(r.heaviest_action())
    view, legal = r.view(r.seat), r.legal_actions()
    assert analyse(view, samples=20) == analyse(view, samples=20, draws_forced=False)
    for flags in ({"draws_forced": True}, {"draws_forced": True, "heaviest_first": True}):
        a = analyse(view, samples=20, seed=3, settle=False, **flags)
        assert a is not None and not a.exact and a.worlds == 20
        rng = random.Random(f"coach|3|{view.fingerprint}")
        wins = [0.0] * len(legal)
        careful = careful_play(r.rules.double_blank)  # the default judge's play-outs
        for world in sample_scores(view, rng, 20, legal, continuation=careful, **flags):
            for i, ended in enumerate(world):
                wins[i] += outcome(ended, r.seat)[0]
        assert [a.odds(x).win for x in legal] == [w / 20 for w in wins]
        # no peeking: the same view of another world gives the same figures
        twin = view.sample_world(random.Random(7)).view(r.seat)
        assert analyse(twin, samples=20, seed=3, settle=False, **flags) == a
        # and settling reads nothing the seat cannot see either
        settled = analyse(view, samples=20, seed=3, **flags)
        assert analyse(twin, samples=20, seed=3, **flags) == settled
    with pytest.raises(ValueError, match="exact=True"):
        analyse(view, exact=True, draws_forced=True)
    small = endgame(most=60)
    assert not analyse(small.view(small.seat), heaviest_first=True).exact  # type: ignore[union-attr]


def test_a_close_call_is_settled_in_more_worlds_and_a_clear_one_is_not() -> None:
    settled = unsettled = 0
    for seed in range(12):
        r = midgame(seed)
        view = r.view(r.seat)
        even = analyse(view, samples=40, seed=1, settle=False)
        a = analyse(view, samples=40, seed=1)
        assert even is not None and a is not None and a.worlds == even.worlds == 40
        first, second = even.moves[0], even.moves[1]
        pair = {first.action, second.action}
        wider = {m.action for m in a.moves if m.worlds == 80}
        if wider:  # the two leading moves, both played out in 40 more worlds
            settled += 1
            assert wider == pair
            assert a.sentence.count("80 sampled worlds") == 1
        else:  # told apart already: the same figures as without settling
            unsettled += 1
            assert a.moves == even.moves
        # the moves outside the two keep their 40 worlds and their figures
        for m in even.moves[2:]:
            assert a.odds(m.action) == m
    assert settled and unsettled
