"""One judge for every figure (issue 38): a :class:`Judge` says which worlds fit and how each
is played out, and the coach and the outlook judge by it; the default judges as before."""

from __future__ import annotations

import random

import pytest

from chickenfoot_nb.bots import play_round
from chickenfoot_nb.coach import analyse
from chickenfoot_nb.judge import JUDGE, Judge
from chickenfoot_nb.outlook import outlook, start_chance
from chickenfoot_nb.policy import CarefulBot, careful_play
from chickenfoot_nb.probability import review_many
from chickenfoot_nb.probability.calibration import CAREFUL, CAREFUL_READING, forecast
from chickenfoot_nb.puzzles import load_puzzles
from chickenfoot_nb.puzzles.proof import prove
from chickenfoot_nb.review import review
from chickenfoot_nb.round import Round
from chickenfoot_nb.rules import Rules
from chickenfoot_nb.worlds import all_worlds, sample_scores, world_count

CAREFUL_JUDGE = Judge(playout="careful")


def _position(seed: int, moves: int = 12) -> Round:
    r = Round.deal("spruce", players=4, seed=seed)
    while len(r.legal_actions()) < 2 or len(r.history) < moves:
        r.push(r.heaviest_action())
    return r


def _endgame() -> Round:
    r = Round.deal("spruce", players=2, seed=1)
    while r.yard_size > 2:
        r.push(r.legal_actions()[0])
    return r


def test_the_default_judge_gives_the_figures_the_coach_gave_without_one() -> None:
    view = _position(3).view(_position(3).seat)
    assert Judge(reading="counts", playout="greedy") == JUDGE
    assert analyse(view, 40, judge=JUDGE) == analyse(view, 40)
    legal = view.legal_actions()
    plain = list(sample_scores(view, random.Random(f"coach|0|{view.fingerprint}"), 40, legal))
    judged = list(JUDGE.sampled(view, random.Random(f"coach|0|{view.fingerprint}"), 40, legal))
    assert plain == judged


def test_careful_play_outs_are_the_careful_policy_in_every_world() -> None:
    r = _position(4)
    view, legal = r.view(r.seat), r.legal_actions()
    rng = lambda: random.Random(11)  # noqa: E731  (the same worlds for both)
    choose = careful_play(r.rules.double_blank)
    expected = list(sample_scores(view, rng(), 30, legal, continuation=choose))
    assert list(CAREFUL_JUDGE.sampled(view, rng(), 30, legal)) == expected
    assert expected != list(JUDGE.sampled(view, rng(), 30, legal))
    careful, greedy = analyse(view, 200, judge=CAREFUL_JUDGE), analyse(view, 200)
    assert careful is not None and greedy is not None
    assert [m.win for m in careful.moves] != [m.win for m in greedy.moves]


def test_an_exact_careful_judgement_goes_through_every_world_once() -> None:
    r = _endgame()
    view = r.view(r.seat)
    legal = view.legal_actions()
    choose = careful_play(r.rules.double_blank)
    expected = [[w.played_out(a, choose) for a in legal] for w in all_worlds(view)]
    assert list(CAREFUL_JUDGE.exact(view, legal)) == expected
    a = analyse(view, samples=world_count(view), judge=CAREFUL_JUDGE)
    assert a is not None and a.exact and a.worlds == world_count(view)
    assert outlook(view, world_count(view), judge=CAREFUL_JUDGE).exact


def test_read_worlds_are_sampled_never_gone_through() -> None:
    view = _endgame().view(_endgame().seat)
    read = Judge(reading="draws", playout="careful")
    with pytest.raises(ValueError, match="sampled"):
        next(read.exact(view, [None]))
    with pytest.raises(ValueError, match="reads nothing"):
        analyse(view, 10, exact=True, judge=read)
    a = analyse(view, samples=world_count(view), judge=read)
    assert a is not None and not a.exact
    assert analyse(view, 10, draws_forced=True, judge=CAREFUL_JUDGE) == analyse(
        view, 10, judge=read
    )


def test_a_judge_named_wrongly_says_what_it_takes() -> None:
    with pytest.raises(ValueError, match="'counts', 'draws' or 'plays'"):
        Judge(reading="everything")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="'greedy' or 'careful'"):
        Judge(playout="expert")  # type: ignore[arg-type]


def test_a_careful_judgement_does_not_peek_at_the_hidden_tiles() -> None:
    """Twin worlds: the tiles the seat cannot see dealt otherwise, the same figures."""
    r = _position(5)
    view = r.view(r.seat)
    twin = view.sample_world(random.Random(7))
    assert twin.view(r.seat).fingerprint == view.fingerprint
    assert [twin.hand(s) for s in range(4)] != [r.hand(s) for s in range(4)]
    for judge in (CAREFUL_JUDGE, Judge(reading="draws", playout="careful")):
        assert analyse(view, 60, judge=judge) == analyse(twin.view(r.seat), 60, judge=judge)
        assert outlook(view, 60, judge=judge) == outlook(twin.view(r.seat), 60, judge=judge)


def test_the_calibration_forecasts_with_careful_play_outs_too() -> None:
    r = _position(6)
    view, action = r.view(r.seat), r.legal_actions()[0]
    careful = analyse(view, 20, judge=CAREFUL_JUDGE)
    assert careful is not None
    assert forecast(view, action, CAREFUL, 20, 0) == (careful.odds(action).win, False)
    chance, _fell_back = forecast(view, action, CAREFUL_READING, 20, 0)
    assert 0 <= chance <= 1
    assert CAREFUL_READING.judge == Judge(reading="draws", playout="careful")


def test_the_review_judges_by_the_judge_it_is_given() -> None:
    r = Round.deal("spruce", players=2, seed=4)
    r.play_greedily()
    plain, default = review(r, samples=20), review(r, samples=20, judge=JUDGE)
    assert plain is not None and default is not None
    assert plain.seats == default.seats
    careful = review(r, samples=20, judge=CAREFUL_JUDGE)
    assert careful is not None
    assert [s.start for s in careful.seats] != [s.start for s in plain.seats]
    for s in careful.seats:
        assert abs(s.start + s.skill + s.luck - s.result) < 1e-9
    table = review_many([r], samples=20, judge=CAREFUL_JUDGE, progress=False)
    assert [row.review for row in table.entries] == list(careful.seats)


def test_the_start_chance_under_a_careful_judge_shares_out_the_whole_win() -> None:
    rules = Rules.preset("spruce")
    careful = [start_chance(rules, 3, 9, s, samples=60, judge=CAREFUL_JUDGE) for s in range(3)]
    greedy = [start_chance(rules, 3, 9, s, samples=60) for s in range(3)]
    assert round(sum(careful), 6) == 1.0 and careful != greedy


def test_a_puzzle_is_proven_by_the_judge_it_is_given() -> None:
    p = next(q for q in load_puzzles() if q.method == "exact")
    view = p.position().view(p.seat)
    assert prove(view, judge=JUDGE) == prove(view)
    careful = prove(view, margin=0.0, judge=CAREFUL_JUDGE)
    assert careful is not None and careful.method == "exact"
    read = prove(view, margin=0.0, judge=Judge(reading="draws", playout="careful"))
    assert read is None or read.method == "sampled"


def test_the_habit_is_the_heaviest_tile_for_greedy_play_outs_and_the_careful_choice_else() -> None:
    for seed in range(12):
        r = Round.deal("spruce", players=3, seed=seed)
        while not r.is_over:
            view = r.view(r.seat)
            assert JUDGE.habit(view) == r.heaviest_action()
            assert CAREFUL_JUDGE.habit(view) == CarefulBot().choose(view, r.legal_actions())
            r.push(r.legal_actions()[len(r.history) % len(r.legal_actions())])


def test_a_seat_that_plays_the_judges_habit_has_no_skill_to_show() -> None:
    """Skill is measured against the move the judge's play-outs make: a careful bot, reviewed
    by the careful judge, stands exactly where its habit puts it at every decision."""
    r = play_round(Round.deal("spruce", players=3, seed=8), ["careful", "greedy", "random"], seed=8)
    careful = review(r, seats=[0], samples=20, judge=CAREFUL_JUDGE)
    greedy = review(r, seats=[1], samples=20, judge=JUDGE)
    assert careful is not None and greedy is not None
    for seat in (careful.seats[0], greedy.seats[0]):
        assert seat.decisions and abs(seat.skill) < 1e-12
        assert all(d.model == d.chosen for d in seat.decisions)
