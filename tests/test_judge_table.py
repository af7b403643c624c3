"""One judge for the coach, the review, the puzzles and the bots (issue 38, item 5): the judge
reads and plays out each seat as what it is, told the table; told nothing, it is the coach's
judge of before (counts, careful play-outs); told a greedy table, the levels' judge of before
(every action of the greedy seats read, the seat itself careful and the others greedy)."""

from __future__ import annotations

import random

import pytest

from chickenfoot_nb.bots import (
    LEVEL_JUDGE,
    GreedyBot,
    MonteCarloBot,
    make_bot,
    play_round,
    seat_names,
)
from chickenfoot_nb.coach import analyse
from chickenfoot_nb.judge import JUDGE, Judge, style_of
from chickenfoot_nb.policy import CarefulBot
from chickenfoot_nb.round import Round
from chickenfoot_nb.widgets.controller import GameController
from chickenfoot_nb.worlds import unexplained_actions

COUNTS_CAREFUL = Judge(reading="counts", playout="careful")
MIXED = Judge(reading="plays", playout="mixed")


def _position(seed: int, preset: str = "spruce", moves: int = 14) -> Round:
    r = Round.deal(preset, players=4, seed=seed)
    while len(r.legal_actions()) < 2 or len(r.history) < moves:
        r.push(r.heaviest_action())
    return r


@pytest.mark.parametrize("preset", ["spruce", "gamerules"])
def test_told_nothing_the_judge_is_the_careful_counts_judge(preset: str) -> None:
    for seed in range(3):
        r = _position(seed, preset)
        view, legal = r.view(r.seat), r.legal_actions()
        for told in (JUDGE, JUDGE.at([None] * 4), JUDGE.at(["careful", None, "careful", None])):
            assert list(told.sampled(view, random.Random(seed), 20, legal)) == list(
                COUNTS_CAREFUL.sampled(view, random.Random(seed), 20, legal)
            )
            assert told.can_be_exact and told.playout_sentence() == (
                COUNTS_CAREFUL.playout_sentence()
            )
        assert analyse(view, 30, judge=JUDGE) == analyse(view, 30, judge=COUNTS_CAREFUL)


@pytest.mark.parametrize("preset", ["spruce", "gamerules"])
def test_told_a_greedy_table_the_judge_is_the_levels_judge_of_before(preset: str) -> None:
    for seed in range(3):
        r = _position(seed, preset)
        view, legal = r.view(r.seat), r.legal_actions()
        table = ["greedy"] * 4
        table[r.seat] = "careful"
        told = JUDGE.at(table)
        assert not told.can_be_exact
        assert list(told.sampled(view, random.Random(seed), 20, legal)) == list(
            MIXED.sampled(view, random.Random(seed), 20, legal)
        )


def test_the_levels_judge_by_the_judge_of_everything_else() -> None:
    assert LEVEL_JUDGE is JUDGE
    for name in ("hard", "expert"):
        bot = make_bot(name, seed=1)
        assert isinstance(bot, MonteCarloBot) and bot.judge == JUDGE


def test_each_seat_plays_out_as_the_bot_in_it() -> None:
    """A play-out by a table of greedy and careful seats ends as the round those bots play."""
    for preset in ("spruce", "gamerules"):
        for seed in range(6):
            r = Round.deal(preset, players=4, seed=seed)
            kinds = ["careful", "greedy", "careful", "greedy"] if seed % 2 else ["greedy"] * 4
            kinds[seed % 4] = "careful"
            choose = JUDGE.at([style_of(k) for k in kinds]).continuation(r.rules, 0, 4)
            bots = [CarefulBot() if k == "careful" else GreedyBot() for k in kinds]
            played = play_round(r.copy(), bots)
            assert r.played_out(None, choose) == played.scores


def test_a_random_seat_plays_out_any_tile() -> None:
    r = Round.deal("spruce", players=3, seed=4)
    careful = JUDGE.continuation(r.rules, 0, 3)
    told = JUDGE.at(["careful", "random", "careful"]).continuation(r.rules, 0, 3)
    assert isinstance(told, tuple) and told[0] is told[2] is careful
    ends = {r.played_out(None, JUDGE.at([None, "random", None]).continuation(r.rules, s, 3))
            for s in range(3)}  # fmt: skip
    assert len(ends) >= 2  # another seed of the random seat, another round
    again = JUDGE.at(["careful", "random", "careful"]).continuation(r.rules, 0, 3)
    assert r.played_out(None, told) == r.played_out(None, again)  # the same seed, the same round


def test_only_the_greedy_seats_actions_are_read() -> None:
    """Seats 1 and 3 greedy: their actions are explained in (nearly) every world; seat 2's
    are not read, so as many of its worlds leave some unexplained as in counts-only worlds."""
    r = _position(2, moves=24)
    view = r.view(0)
    while r.seat != 0 or len(r.legal_actions()) < 2:
        r.push(r.heaviest_action())
    view = r.view(0)
    told = JUDGE.at(["careful", "greedy", "careful", "greedy"])
    assert told.heaviest_first == frozenset({1, 3})
    from chickenfoot_nb.worlds import sample_worlds

    read = list(sample_worlds(view, random.Random(0), 60, heaviest_first=told.heaviest_first))
    plain = list(sample_worlds(view, random.Random(0), 60))

    def unexplained(world: Round, seat: int) -> int:
        from chickenfoot_nb.tells import Tells, facts

        f = facts(view)
        return Tells(f, world.dealt).unexplained(seat, [t.index for t in world.hand(seat)])

    for seat in (1, 3):
        assert sum(unexplained(w, seat) == 0 for w in read) >= 55
    assert sum(unexplained(w, 2) > 0 for w in read) >= sum(unexplained(w, 2) > 0 for w in plain) / 2
    assert sum(unexplained(w, 2) > 0 for w in plain) > 10
    assert unexplained_actions(view, r) == 0  # the real round: a greedy table


def test_a_told_judgement_does_not_peek_at_the_hidden_tiles() -> None:
    """Twin worlds: the tiles the seat cannot see dealt otherwise, the same figures."""
    r = _position(5)
    view = r.view(r.seat)
    twin = view.sample_world(random.Random(7))
    assert [twin.hand(s) for s in range(4)] != [r.hand(s) for s in range(4)]
    table = ["greedy", "random", "careful", None]
    told = JUDGE.at(table)
    assert analyse(view, 40, judge=told) == analyse(twin.view(r.seat), 40, judge=told)
    bot = make_bot("hard", seed=2, table=["hard", "greedy", "random", None])
    assert bot.choose(view, r.legal_actions()) == bot.choose(
        twin.view(r.seat), twin.legal_actions()
    )


def test_play_round_tells_every_level_its_table() -> None:
    seen: list[Judge] = []

    class Spy(MonteCarloBot):
        def choose(self, view, legal):  # type: ignore[no-untyped-def]
            seen.append(self.judge)
            return legal[0]

    spy = Spy(samples=1, judge=JUDGE, name="hard")
    play_round(Round.deal("spruce", players=3, seed=1), [spy, "greedy", "random"], seed=0)
    assert seen and {j.table for j in seen} == {("careful", "greedy", "random")}
    assert seat_names([spy, "greedy", None]) == ["hard", "greedy", None]


def test_the_coach_at_a_game_is_told_the_bots() -> None:
    g = GameController("spruce", players=3, seed=2, seats=["human", "greedy", "random"])
    assert g.judge.table == (None, "greedy", "random")
    assert g.click("9|9") and g.hint(samples=20, wait=True)
    r = g.round
    expected = analyse(r.view(r.seat), 20, g.review_seed, judge=g.judge)
    assert g.coach is not None and g.coach == expected
