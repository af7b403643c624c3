"""Search bots: they see only the view, choose the same on every machine, and play by level name."""

from __future__ import annotations

import random

import pytest

from chickenfoot_nb.bots import (
    BOT_NAMES,
    LEVELS,
    GreedyBot,
    MonteCarloBot,
    RandomBot,
    make_bot,
    play_out,
    play_round,
)
from chickenfoot_nb.deal import deal
from chickenfoot_nb.errors import ChickenFootError, RulesError
from chickenfoot_nb.policy import careful_play
from chickenfoot_nb.probability.games import play_rounds
from chickenfoot_nb.probability.parallel import InlineExecutor
from chickenfoot_nb.round import Round
from chickenfoot_nb.rules import Rules
from tests.positions import check_greedy_scores


def positions_with_a_choice(rules: str, players: int, count: int) -> list[Round]:
    out = []
    seed = 0
    while len(out) < count:
        r = Round.deal(rules, players, seed=seed)
        bot = RandomBot(seed)
        seed += 1
        while not r.is_over:
            if len(r.legal_actions()) > 1 and len(r.history) > 6 * (seed % 4):
                out.append(r)
                break
            r.push(bot.choose(r.view(r.seat), r.legal_actions()))
    return out


def test_heaviest_action_is_the_greedy_bot_choice() -> None:
    greedy = GreedyBot()
    for seed in range(40):
        for rules in ("spruce", "gamerules"):
            r = Round.deal(rules, 2 + seed % 4, seed=seed)
            bot = RandomBot(seed)
            while not r.is_over:
                legal = r.legal_actions()
                assert r.heaviest_action() == greedy.choose(r.view(r.seat), legal)
                r.push(bot.choose(r.view(r.seat), legal))


def test_play_greedily_plays_the_round_the_greedy_bots_play() -> None:
    for seed in range(40):
        r = Round.deal("spruce" if seed % 2 else "gamerules", 2 + seed % 4, seed=seed)
        a = r.copy()
        a.play_greedily()
        b = play_round(r.copy(), ["greedy"] * r.players)
        assert (a.history, a.scores) == (b.history, b.scores)


def test_greedy_scores_are_the_scores_of_pushing_the_heaviest_action_to_the_end() -> None:
    # greedy_scores plays the rules on local variables: it must agree with push, from any
    # position (search, place, arms, feet, drawn tiles, kept-back yards) and any first action.
    rng = random.Random("greedy scores")
    for k in range(120):
        preset = "spruce" if k % 2 else "gamerules"
        rules = Rules.preset(preset, set=(6, 9, 12, 15, 18)[k % 5], draw_must_play=k % 3 == 0)
        players = 2 + k % 7
        try:
            r = Round(rules, deal(rules, players, seed=k), check=False)
        except RulesError:
            continue  # too few tiles for so many hands
        bot = RandomBot(k)
        for _ in range(rng.randrange(60)):
            if r.is_over:
                break
            r.push(bot.choose(r.view(r.seat), r.legal_actions()))
        before = (r.history, r.table, [r.hand(s) for s in range(players)], r.phase, r.seat)
        check_greedy_scores(r)
        assert (r.history, r.table, [r.hand(s) for s in range(players)], r.phase, r.seat) == before


def test_play_out_counts_a_tie_for_the_lowest_score_as_a_shared_win() -> None:
    for r in positions_with_a_choice("spruce", 3, 10):
        for a in r.legal_actions():
            win, score = play_out(r, a, r.seat)
            done = r.copy()
            done.push(a)
            done.play_greedily()
            scores = done.scores
            assert scores is not None and score == scores[r.seat]
            low = min(scores)
            assert win == (1 / scores.count(low) if score == low else 0)


def test_no_peeking_the_same_view_gives_the_same_choice_whatever_is_hidden() -> None:
    rng = random.Random("peek")
    for r in positions_with_a_choice("spruce", 4, 8):
        seat = r.seat
        other = r.view(seat).sample_world(rng)
        assert [other.hand(s) for s in range(4)] != [r.hand(s) for s in range(4)]
        assert other.view(seat).fingerprint == r.view(seat).fingerprint
        for objective in ("win", "score"):
            choices = {
                MonteCarloBot(samples=6, objective=objective, seed=3).choose(
                    w.view(seat), w.legal_actions()
                )
                for w in (r, other)
            }
            assert len(choices) == 1
        reading = {
            MonteCarloBot(6, seed=3, draws_forced=True, heaviest_first=True).choose(
                w.view(seat), w.legal_actions()
            )
            for w in (r, other)
        }
        assert len(reading) == 1
        careful = {
            MonteCarloBot(6, seed=3, continuation=careful_play).choose(
                w.view(seat), w.legal_actions()
            )
            for w in (r, other)
        }
        assert len(careful) == 1
        for name in LEVELS:
            picks = {
                make_bot(name, seed=3).choose(w.view(seat), w.legal_actions()) for w in (r, other)
            }
            assert len(picks) == 1, name


def test_a_search_bot_is_seeded_the_same_on_every_run() -> None:
    r = positions_with_a_choice("gamerules", 3, 1)[0]
    picks = {MonteCarloBot(8, seed="x").choose(r.view(r.seat), r.legal_actions()) for _ in range(3)}
    assert len(picks) == 1


@pytest.mark.parametrize("name", list(LEVELS))
def test_every_level_plays_a_whole_round_by_name(name: str) -> None:
    small = Rules.preset("spruce", set=6, hand_size=5)
    r = play_round(Round.deal(small, 3, seed=1), [name, "greedy", "random"], seed=2)
    assert r.is_over
    bot = make_bot(name, seed=1)
    assert isinstance(bot, MonteCarloBot) and bot.samples == LEVELS[name].samples


def test_the_simulation_lab_accepts_the_level_names() -> None:
    stats = play_rounds(
        "spruce", 2, rounds=2, bots=["medium", "greedy"], seed=1,
        executor=InlineExecutor(), progress=False,
    )  # fmt: skip
    assert stats.rounds == 2 and stats.bots == ("medium", "greedy")


def test_levels_grow_stronger_and_every_name_is_listed() -> None:
    samples = [LEVELS[n].samples for n in LEVELS]
    assert samples == sorted(samples) and len(samples) >= 2
    assert BOT_NAMES[:3] == ("random", "greedy", "careful") and set(LEVELS) <= set(BOT_NAMES)


def test_unknown_names_and_bad_settings_are_refused_in_words() -> None:
    with pytest.raises(ChickenFootError, match="there is no bot named 'clever': use one of"):
        make_bot("clever")
    with pytest.raises(ChickenFootError, match="at least 1 sampled world"):
        MonteCarloBot(samples=0)
    with pytest.raises(ChickenFootError, match="objective"):
        MonteCarloBot(objective="fun")  # type: ignore[arg-type]
