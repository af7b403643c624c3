"""The careful play-out policy: one rule set for play-outs and the bot, stronger than greedy, blind."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from chickenfoot_nb.bots import BOT_NAMES, GreedyBot, RandomBot, make_bot, play_round
from chickenfoot_nb.deal import deal
from chickenfoot_nb.errors import RulesError
from chickenfoot_nb.policy import CarefulBot, Weights, careful_play
from chickenfoot_nb.position import heaviest_first
from chickenfoot_nb.round import Round
from chickenfoot_nb.rules import Rules
from chickenfoot_nb.tiles import Tile, mask_of, tile_at
from chickenfoot_nb.worlds import sample_scores, sample_worlds


def random_positions(count: int) -> list[Round]:
    """Positions part-way through rounds of every set size, rule option and table size."""
    rng = random.Random("careful positions")
    out: list[Round] = []
    k = 0
    while len(out) < count:
        preset = "spruce" if k % 2 else "gamerules"
        rules = Rules.preset(preset, set=(6, 9, 12)[k % 3], draw_must_play=k % 4 == 0)
        try:
            r = Round(rules, deal(rules, 2 + k % 6, seed=k), check=False)
        except RulesError:
            k += 1
            continue  # too few tiles for so many hands
        bot = RandomBot(k)
        for _ in range(rng.randrange(50)):
            if r.is_over:
                break
            r.push(bot.choose(r.view(r.seat), r.legal_actions()))
        if not r.is_over:
            out.append(r)
        k += 1
    return out


def test_the_bot_plays_the_round_the_play_out_plays() -> None:
    # One rule set: seats of CarefulBot take, move for move, the play-out's steps.
    for r in random_positions(60):
        blank = r.rules.double_blank
        expected = r._play_out(None, careful_play(blank))
        played = play_round(r.copy(), [CarefulBot()] * r.players)
        assert played.scores == expected


def test_with_no_rule_weighed_it_is_the_greedy_table() -> None:
    nothing = Weights(double=0, foot=0, follow=0)
    for r in random_positions(40):
        blank = r.rules.double_blank
        assert r._play_out(None, careful_play(blank, nothing)) == r.greedy_scores()
        legal = r.legal_actions()
        assert CarefulBot(nothing).choose(r.view(r.seat), legal) == GreedyBot().choose(
            r.view(r.seat), legal
        )


def test_it_picks_a_playable_tile_and_plays_it_on_its_highest_target() -> None:
    for r in random_positions(60):
        legal = r.legal_actions()
        a = CarefulBot().choose(r.view(r.seat), legal)
        assert a in legal
        if a.tile is not None:
            targets = [x.on for x in legal if x.tile == a.tile]
            assert a.on == max(targets, key=lambda o: -1 if o is None else o.index)


def test_a_double_opens_a_foot_the_others_must_fill_and_a_kept_number_is_followed() -> None:
    ends: list[list[int]] = [[] for _ in range(10)]
    ends[5].append(Tile(5, 3).index)
    ends[4].append(Tile(4, 2).index)
    hand = mask_of([Tile(5, 5), Tile(4, 4), Tile(5, 1)])
    both = mask_of([Tile(5, 5), Tile(4, 4)])
    # 5|5 is heavier, but the seat holds no other 4: only the others can fill 4|4's foot.
    assert tile_at(careful_play(0, Weights(0, 0, 0))(both, hand, [3, 5], ends)) == Tile(5, 5)
    assert tile_at(careful_play(0, Weights(0, 30, 0))(both, hand, [3, 5], ends)) == Tile(4, 4)
    # 9|6 is heavier; 6|1 leaves 1 open, and the seat can follow it with 7|1.
    ends = [[] for _ in range(10)]
    ends[9].append(Tile(9, 9).index)
    ends[6].append(Tile(6, 3).index)
    hand = mask_of([Tile(9, 6), Tile(6, 1), Tile(7, 1)])
    playable = mask_of([Tile(9, 6), Tile(6, 1)])
    assert tile_at(careful_play(0, Weights(0, 0, 0))(playable, hand, [3, 5], ends)) == Tile(9, 6)
    assert tile_at(careful_play(0, Weights(0, 0, 20))(playable, hand, [3, 5], ends)) == Tile(6, 1)


def test_the_careful_bot_beats_three_greedy_seats() -> None:
    # 100 deals, every seat of each: the luck of the deal cancels (the benchmark plays more).
    won = 0.0
    for d in range(100):
        for seat in range(4):
            bots: list[GreedyBot | CarefulBot] = [GreedyBot() for _ in range(4)]
            bots[seat] = CarefulBot()
            scores = play_round(Round.deal("spruce", 4, seed=f"policy:{d}"), bots).scores
            assert scores is not None
            if scores[seat] == min(scores):
                won += 1 / scores.count(min(scores))
    assert won / 400 > 0.28


def test_no_peeking_the_same_view_gives_the_same_choice_whatever_is_hidden() -> None:
    rng = random.Random("careful peek")
    seen = 0
    for r in random_positions(80):
        if len(r.legal_actions()) < 2:
            continue
        seat = r.seat
        twin = r.view(seat).sample_world(rng)
        assert twin.view(seat).fingerprint == r.view(seat).fingerprint
        if [twin.hand(s) for s in range(r.players)] == [r.hand(s) for s in range(r.players)]:
            continue
        seen += 1
        picks = {CarefulBot().choose(w.view(seat), w.legal_actions()) for w in (r, twin)}
        assert len(picks) == 1
    assert seen >= 10


@pytest.mark.parametrize("blank", [0, 50])
def test_the_continuation_answers_every_call_with_a_playable_tile(blank: int) -> None:
    choose = careful_play(blank)
    picks: list[int] = []

    def watched(
        playable: int, hand: int, counts: Sequence[int], ends: Sequence[Sequence[int]]
    ) -> int:
        t = choose(playable, hand, counts, ends)
        assert playable >> t & 1 and playable & ~hand == 0
        picks.append(t)
        return t

    for r in random_positions(30):
        r._play_out(None, watched)
    assert picks
    assert choose is careful_play(blank) is not heaviest_first(blank)


def test_careful_is_a_bot_name_between_greedy_and_the_search_levels() -> None:
    assert BOT_NAMES.index("greedy") < BOT_NAMES.index("careful") < BOT_NAMES.index("medium")
    assert isinstance(make_bot("careful"), CarefulBot)


def test_sampled_play_outs_continue_as_the_policy_picks() -> None:
    r = Round.deal("spruce", players=4, seed=7)
    while len(r.legal_actions()) < 2:
        r.push(r.heaviest_action())
    view, legal, choose = r.view(r.seat), r.legal_actions(), careful_play(0)
    built = [
        [w._play_out(a, choose) for a in legal] for w in sample_worlds(view, random.Random(2), 12)
    ]
    assert built == list(sample_scores(view, random.Random(2), 12, legal, continuation=choose))
    assert built != list(sample_scores(view, random.Random(2), 12, legal))
