"""One judge for every figure (issue 38): a :class:`Judge` says which worlds fit and how each
is played out, and the coach and the outlook judge by it; the default plays its worlds out
carefully, and the greedy judge, given by name, still judges as the coach did before."""

from __future__ import annotations

import html
import random

import pytest

from chickenfoot_nb.bots import play_round
from chickenfoot_nb.coach import analyse
from chickenfoot_nb.errors import ChickenFootError
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
from chickenfoot_nb.widgets.proof import proof_html
from chickenfoot_nb.worlds import all_worlds, sample_scores, world_count

CAREFUL_JUDGE = Judge(playout="careful")
GREEDY_JUDGE = Judge(playout="greedy")


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


def test_the_default_judge_reads_the_counts_and_plays_out_carefully() -> None:
    r = _position(3)
    view = r.view(r.seat)
    # told nothing of the table, the judge reads the counts and plays every seat carefully
    assert JUDGE.table is None and JUDGE.describe() == CAREFUL_JUDGE.describe()
    assert analyse(view, 40, judge=CAREFUL_JUDGE) == analyse(view, 40)
    legal = view.legal_actions()
    choose = careful_play(r.rules.double_blank)
    rng = lambda: random.Random(f"coach|0|{view.fingerprint}")  # noqa: E731
    careful = list(sample_scores(view, rng(), 40, legal, continuation=choose))
    assert list(JUDGE.sampled(view, rng(), 40, legal)) == careful
    # the greedy judge, named, plays the worlds out as the coach did without one before
    greedy = list(sample_scores(view, rng(), 40, legal))
    assert list(GREEDY_JUDGE.sampled(view, rng(), 40, legal)) == greedy != careful


def test_careful_play_outs_are_the_careful_policy_in_every_world() -> None:
    r = _position(4)
    view, legal = r.view(r.seat), r.legal_actions()
    rng = lambda: random.Random(11)  # noqa: E731  (the same worlds for both)
    choose = careful_play(r.rules.double_blank)
    expected = list(sample_scores(view, rng(), 30, legal, continuation=choose))
    assert list(CAREFUL_JUDGE.sampled(view, rng(), 30, legal)) == expected
    assert expected != list(GREEDY_JUDGE.sampled(view, rng(), 30, legal))
    careful, greedy = (
        analyse(view, 200, judge=CAREFUL_JUDGE),
        analyse(view, 200, judge=GREEDY_JUDGE),
    )
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
    with pytest.raises(ValueError, match="'counts', 'draws', 'plays' or 'table'"):
        Judge(reading="everything")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="'greedy', 'careful', 'mixed' or 'table'"):
        Judge(playout="expert")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="'greedy', 'careful', 'random' or None"):
        JUDGE.at(["greedy", "hard"])  # type: ignore[list-item]


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
    assert plain.seats == default.seats and all(s.judge == JUDGE for s in plain.seats)
    greedy = review(r, samples=20, judge=GREEDY_JUDGE)
    assert greedy is not None and all(s.judge == GREEDY_JUDGE for s in greedy.seats)
    assert [s.start for s in greedy.seats] != [s.start for s in plain.seats]
    for s in greedy.seats:
        assert abs(s.start + s.skill + s.luck - s.result) < 1e-9
    table = review_many([r], samples=20, judge=GREEDY_JUDGE, progress=False)
    assert [row.review for row in table.entries] == list(greedy.seats)


def test_the_start_chance_under_a_careful_judge_shares_out_the_whole_win() -> None:
    rules = Rules.preset("spruce")
    careful = [start_chance(rules, 3, 9, s, samples=60, judge=CAREFUL_JUDGE) for s in range(3)]
    greedy = [start_chance(rules, 3, 9, s, samples=60, judge=GREEDY_JUDGE) for s in range(3)]
    assert round(sum(careful), 6) == 1.0 and careful != greedy
    assert [start_chance(rules, 3, 9, s, samples=60) for s in range(3)] == careful


def test_a_puzzle_is_proven_by_the_judge_it_is_given() -> None:
    exact = [q for q in load_puzzles() if q.method == "exact"]
    p = exact[0]
    view = p.position().view(p.seat)
    proof = prove(view)
    assert proof is not None and proof == prove(view, judge=JUDGE)
    # the package's puzzles are proven by the default judge
    assert (proof.method, proof.worlds, proof.best) == (p.method, p.worlds, p.best)
    assert [m.win for m in proof.moves] == pytest.approx([m.win for m in p.moves], abs=1e-4)
    greedy = prove(view, margin=0.0, judge=GREEDY_JUDGE)
    assert greedy is not None and greedy.method == "exact"
    assert [m.win for m in greedy.moves] != [m.win for m in proof.moves]
    read_judge = Judge(reading="draws", playout="careful")
    for q in exact:
        try:
            read = prove(q.position().view(q.seat), margin=0.0, judge=read_judge)
        except ChickenFootError:  # so many draws that random arrangements rarely fit them
            continue
        assert read is not None and read.method == "sampled"
        break
    else:
        raise AssertionError("no exact puzzle's draws could be read")


def test_the_habit_is_the_heaviest_tile_for_greedy_play_outs_and_the_careful_choice_else() -> None:
    differ = 0
    for seed in range(12):
        r = Round.deal("spruce", players=3, seed=seed)
        while not r.is_over:
            view = r.view(r.seat)
            assert GREEDY_JUDGE.habit(view) == r.heaviest_action()
            careful = CarefulBot().choose(view, r.legal_actions())
            assert CAREFUL_JUDGE.habit(view) == JUDGE.habit(view) == careful
            differ += careful != r.heaviest_action()
            r.push(r.legal_actions()[len(r.history) % len(r.legal_actions())])
    assert differ > 0  # the default habit is not the heaviest tile in disguise


def test_a_seat_that_plays_the_judges_habit_has_no_skill_to_show() -> None:
    """Skill is measured against the move the judge's play-outs make: a careful bot, reviewed
    by the careful judge, stands exactly where its habit puts it at every decision."""
    r = play_round(Round.deal("spruce", players=3, seed=8), ["careful", "greedy", "random"], seed=8)
    careful = review(r, seats=[0], samples=20)
    greedy = review(r, seats=[1], samples=20, judge=GREEDY_JUDGE)
    assert careful is not None and greedy is not None
    for seat in (careful.seats[0], greedy.seats[0]):
        assert seat.decisions and abs(seat.skill) < 1e-12
        assert all(d.model == d.chosen for d in seat.decisions)
    # the greedy seat, judged by the default judge, did not always make the careful move
    judged = review(r, seats=[1], samples=20)
    assert judged is not None and any(d.model != d.chosen for d in judged.seats[0].decisions)


def test_the_words_that_say_the_play_outs_come_from_the_judge() -> None:
    """What a proof's caption and a review's summary say about the play-outs is the judge's."""
    assert "careful bot" in JUDGE.playout_sentence() and "careful bot" in JUDGE.habit_sentence()
    assert "heaviest tile" in GREEDY_JUDGE.playout_sentence()
    assert "heaviest tile" in GREEDY_JUDGE.habit_sentence()
    r = play_round(Round.deal("spruce", players=3, seed=8), ["careful", "greedy", "random"], seed=8)
    for judge in (JUDGE, GREEDY_JUDGE):
        rv = review(r, seats=[0], samples=10, judge=judge)
        assert rv is not None and judge.habit_sentence() in rv.sentences[0]
    p = load_puzzles()[0]
    assert JUDGE.playout_sentence() in html.unescape(proof_html(p))


MIXED_JUDGE = Judge(reading="plays", playout="mixed")


@pytest.mark.parametrize("preset", ["spruce", "gamerules"])
def test_a_mixed_play_out_is_the_careful_bot_at_the_seat_and_greedy_bots_at_the_others(
    preset: str,
) -> None:
    rules = Rules.preset(preset)
    for seed in range(6):
        r = Round.deal(rules, players=4, seed=seed)
        for seat in range(4):
            mixed = MIXED_JUDGE.continuation(r.rules, seat, 4)
            bots = ["careful" if s == seat else "greedy" for s in range(4)]
            assert r.played_out(None, mixed) == play_round(r.copy(), bots).scores
    with pytest.raises(ValueError, match="one continuation a seat"):
        r.played_out(None, MIXED_JUDGE.continuation(r.rules, 0, 3))
    with pytest.raises(ValueError, match="the seat whose move is judged"):
        MIXED_JUDGE.continuation(r.rules)


def test_a_mixed_judgement_differs_from_both_and_does_not_peek() -> None:
    r = _position(5)
    view, legal = r.view(r.seat), r.legal_actions()
    rng = lambda: random.Random(3)  # noqa: E731
    figures = {
        playout: list(Judge(reading="plays", playout=playout).sampled(view, rng(), 30, legal))
        for playout in ("greedy", "careful", "mixed")
    }
    assert figures["mixed"] != figures["greedy"] and figures["mixed"] != figures["careful"]
    twin = view.sample_world(random.Random(7))
    assert [twin.hand(s) for s in range(4)] != [r.hand(s) for s in range(4)]
    assert analyse(view, 40, judge=MIXED_JUDGE) == analyse(twin.view(r.seat), 40, judge=MIXED_JUDGE)
    assert MIXED_JUDGE.habit(view) == CarefulBot().choose(view, legal)
    assert "careful for the seat" in MIXED_JUDGE.describe()


def test_the_search_levels_judge_by_read_worlds_and_mixed_play_outs() -> None:
    from chickenfoot_nb.bots import LEVEL_JUDGE, LEVELS, MonteCarloBot, make_bot

    assert LEVEL_JUDGE == JUDGE
    assert LEVELS["hard"].judge == LEVELS["expert"].judge == JUDGE
    assert [LEVELS[n].samples for n in ("hard", "expert")] == [200, 1000]
    r = _position(8)
    view, legal = r.view(r.seat), r.legal_actions()
    # told a greedy table, a level judges as the mixed judge: read worlds, mixed play-outs
    table = ["greedy"] * 4
    table[r.seat] = "hard"
    bot = make_bot("hard", seed=1, table=table)
    assert isinstance(bot, MonteCarloBot) and bot.judge.table is not None
    assert list(bot.judge.sampled(view, random.Random(3), 20, legal)) == list(
        MIXED_JUDGE.sampled(view, random.Random(3), 20, legal)
    )
    # the bot's figures are the judge's: the same worlds, the same play-outs
    rng = random.Random(f"1|{view.fingerprint}")
    wins = [0.0] * len(legal)
    for world in MIXED_JUDGE.sampled(view, rng, 200, legal):
        for i, scores in enumerate(world):
            best = min(scores)
            wins[i] += scores[r.seat] == best and 1 / scores.count(best)
    top = max(wins)
    assert bot.choose(view, legal) in [a for a, w in zip(legal, wins, strict=True) if w == top]
