"""The round review: its identity, its honesty (no peeking), exact endgames, any executor."""

from __future__ import annotations

import json
import random
import threading
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from chickenfoot_nb.actions import Action
from chickenfoot_nb.bots import HoarderBot, play_round
from chickenfoot_nb.coach import analyse
from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.judge import Judge
from chickenfoot_nb.match import Match
from chickenfoot_nb.review import (
    MARKS,
    Review,
    accuracy_of,
    outlook,
    result_of,
    review,
    review_seat,
)
from chickenfoot_nb.round import Round
from chickenfoot_nb.rules import Rules
from chickenfoot_nb.worlds import all_worlds, sample_world, world_count
from tests.command_line import run_command

EXAMPLES = Path(__file__).parent / "examples"


def played(preset: str, players: int, seed: int, double_set: int = 9) -> Round:
    rules = Rules.preset(preset).replace(set=double_set)
    bots = ["random", "greedy", HoarderBot(seed), "random", "greedy", HoarderBot(seed + 1)]
    return play_round(Round.deal(rules, players, seed=seed), bots[:players], seed=seed)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    preset=st.sampled_from(["spruce", "gamerules"]),
    players=st.integers(2, 5),
    double_set=st.sampled_from([6, 9, 12]),
    seed=st.integers(0, 10_000),
)
def test_start_plus_skill_plus_luck_is_the_result(
    preset: str, players: int, double_set: int, seed: int
) -> None:
    rules = Rules.preset(preset).replace(set=double_set)
    try:
        rules.check_players(players)
    except ChickenFootError:  # a set too small for the hands: the rules refuse the deal
        return
    r = played(preset, players, seed, double_set)
    rv = review(r, samples=8, seed=seed)
    assert rv is not None
    assert sum(s.result for s in rv.seats) == pytest.approx(1.0)
    for s in rv.seats:
        assert s.start + s.skill + s.luck == pytest.approx(s.result, abs=1e-9)
        assert s.result == result_of(r, s.seat)
        assert all(d.error >= 0 and d.choices >= 2 for d in s.decisions)
        assert all(d.mark == MARKS.of(d.error) for d in s.decisions)
        assert s.track[-1] == (len(r.history), s.result)
        steps = [step for step, _ in s.track]
        assert steps == sorted(steps)
        # every decision is a moment of this seat's with a choice, and says what it chose
        for d in s.decisions:
            actor, action = r.history[d.step]
            assert actor == s.seat and action == d.chosen
            assert len(r.at(d.step).legal_actions()) == d.choices


@pytest.mark.parametrize(("bot", "judge"), [("careful", None), ("greedy", Judge(playout="greedy"))])
def test_always_playing_the_judges_habit_is_skill_zero_and_luck_has_no_bias_at_choices(
    bot: str, judge: Judge | None
) -> None:
    # A seat that plays as the judge's play-outs do (the careful bot for the default judge,
    # the heaviest tile for the greedy one) chooses what the estimates assume it chooses: its
    # skill is 0, and the win chance entering each of its choices is the habit's, not the best
    # move's (which would book the coach's edge over the habit as luck).
    r = play_round(Round.deal("spruce", 3, seed=21), ["random", bot, HoarderBot(21)], seed=21)
    s = review_seat(r, 1, samples=30, judge=judge)
    assert s is not None and s.decisions
    assert s.skill == 0 and all(d.chosen == d.model for d in s.decisions)
    assert s.cost == pytest.approx(sum(d.error for d in s.decisions))
    for d in s.decisions:
        assert (d.step, d.model_win) in s.track
        assert d.best_win >= d.model_win and d.error == pytest.approx(d.best_win - d.chosen_win)
    rnd = review_seat(r, 0, samples=30, judge=judge)  # seat 0 plays at random
    assert rnd is not None
    assert rnd.skill == pytest.approx(sum(d.chosen_win - d.model_win for d in rnd.decisions))
    assert any(d.chosen != d.model for d in rnd.decisions)


def test_every_choice_of_the_seat_is_reviewed_and_nothing_else() -> None:
    r = played("spruce", 3, 21)
    s = review_seat(r, 1, samples=10)
    assert s is not None
    choices = [
        j
        for j, (actor, _) in enumerate(r.history)
        if actor == 1 and len(r.at(j).legal_actions()) >= 2
    ]
    assert [d.step for d in s.decisions] == choices


def test_chance_events_are_the_deal_own_draws_and_what_others_did() -> None:
    r = played("gamerules", 3, 5)
    s = review_seat(r, 0, samples=10)
    assert s is not None
    assert s.chance[0].kind == "deal" and s.chance[0].before == s.start
    own_draws = [j for j, (actor, a) in enumerate(r.history) if actor == 0 and a.kind == "draw"]
    drawn = r.view(0).drawn_tiles
    got = [(c.step, c.tile) for c in s.chance if c.kind == "draw"]
    assert got == list(zip(own_draws, drawn, strict=True))
    others = [j for j, (actor, _) in enumerate(r.history) if actor != 0]
    assert [c.step for c in s.chance if c.kind == "other"] == others
    for c in s.chance:
        if c.kind == "other":
            actor, action = r.history[c.step]
            # another seat's draw shows only as a draw, never the tile
            assert c.what == f"seat {actor}: {action}" and c.tile is None
            assert "|" not in c.what or action.kind == "play"


def test_a_decision_does_not_change_when_unseen_tiles_are_swapped() -> None:
    # The twin round agrees with everything seat 1 saw up to its decision, and nothing
    # else: other hands and the yard are dealt anew, and the round goes on otherwise.
    r = played("spruce", 4, 33)
    seat = 1
    s = review_seat(r, seat, samples=30, seed=5)
    assert s is not None and s.decisions
    for d in s.decisions[:3]:
        before = r.at(d.step)
        twin = sample_world(before.view(seat), random.Random(f"twin {d.step}"))
        assert twin.hand(seat) == before.hand(seat)
        assert [twin.hand(k) for k in range(4)] != [before.hand(k) for k in range(4)]
        twin.push(d.chosen)
        twin.play_greedily()
        t = review_seat(twin, seat, samples=30, seed=5)
        assert t is not None
        assert t.start == s.start
        assert t.decisions[: len([x for x in s.decisions if x.step <= d.step])] == tuple(
            x for x in s.decisions if x.step <= d.step
        )
        assert [c for c in t.chance if c.step < d.step] == [c for c in s.chance if c.step < d.step]


def test_endgame_figures_are_exact_and_match_every_world() -> None:
    # With more samples than worlds, the late figures come from every world that fits.
    r = played("spruce", 2, 8, double_set=6)
    s = review_seat(r, 0, samples=400)
    assert s is not None
    exact = [d for d in s.decisions if d.exact]
    assert exact, "a double-6 round between two seats ends with few unseen tiles"
    for d in exact:
        view = r.at(d.step).view(0)
        n = world_count(view)
        assert d.worlds == n <= 400
        assert d.best_low == d.best_win == d.best_high
        a = analyse(view, samples=400, exact=True)
        assert a is not None
        assert a.best.win == d.best_win and a.odds(d.chosen).win == d.chosen_win
    last = [c for c in s.chance if c.exact and c.kind != "end"]
    for c in last[-3:]:
        after = r.at(c.step + 1)
        if after.is_over:
            continue
        view = after.view(0)
        wins = []
        for w in all_worlds(view):
            w.play_greedily()
            wins.append(result_of(w, 0))
        e = outlook(view, samples=400)
        assert e.exact and e.win == pytest.approx(sum(wins) / len(wins))


def test_the_same_numbers_on_any_executor_and_every_run() -> None:
    m = Match("spruce", players=3, seed=2)
    for _ in range(2):
        r = m.current
        while not r.is_over:
            r.push(r.legal_actions()[0] if len(r.history) % 3 else r.heaviest_action())
        m.next_round()
    inline = review(m, samples=12, seed="s")
    again = review(m, samples=12, seed="s")
    with ThreadPoolExecutor(2) as pool:
        threads = review(m, samples=12, seed="s", executor=pool)
    with ProcessPoolExecutor(2) as pool:
        processes = review(m, samples=12, seed="s", executor=pool)
    assert inline is not None and again is not None and threads is not None
    assert processes is not None
    assert [(s.round, s.seat) for s in inline.seats] == [(i, k) for i in (0, 1) for k in range(3)]
    assert inline.to_json() == again.to_json() == threads.to_json() == processes.to_json()
    other = review(m, samples=12, seed="t")
    assert other is not None and other.to_json() != inline.to_json()


def test_progress_counts_up_and_can_stop_the_review() -> None:
    r = played("spruce", 2, 3)
    seen: list[tuple[int, int]] = []
    done = review(r, samples=4, progress=lambda d, t: seen.append((d, t)) is None)
    assert isinstance(done, Review)
    total = 2 * len(r.history)
    assert seen[-1][0] <= seen[-1][1] and seen[-1][1] == total + 2
    assert [d for d, _ in seen] == sorted(d for d, _ in seen)
    assert review(r, samples=4, progress=lambda d, t: d < 5) is None
    stop = threading.Event()
    stop.set()
    assert review(r, samples=4, cancel=stop) is None


def test_bad_requests_are_refused_in_words() -> None:
    unfinished = Round.deal("spruce", players=3, seed=1)
    with pytest.raises(ChickenFootError, match="no finished round"):
        review(unfinished)
    r = played("spruce", 3, 4)
    with pytest.raises(ChickenFootError, match="from 0 to 2, not 3"):
        review(r, seats=[3])
    with pytest.raises(ChickenFootError, match="at least 1 sampled world"):
        review(r, samples=0)
    with pytest.raises(ChickenFootError, match="not list"):
        review([r])  # type: ignore[arg-type]
    rv = review(r, seats=[2], samples=4)
    assert rv is not None
    with pytest.raises(ChickenFootError, match="was not reviewed"):
        rv.seat(0)


def test_marks_and_accuracy_follow_the_documented_thresholds() -> None:
    assert [MARKS.of(e) for e in (0.0, 0.049, 0.05, 0.099, 0.1, 0.199, 0.2)] == [
        None,
        None,
        "inaccuracy",
        "inaccuracy",
        "mistake",
        "mistake",
        "blunder",
    ]
    values = [accuracy_of(e / 100) for e in range(0, 101)]
    assert values[0] == pytest.approx(100, abs=1e-3) and values[-1] == 0
    assert all(a >= b for a, b in zip(values, values[1:], strict=False))


def test_a_costly_choice_is_named_in_the_sentences() -> None:
    r = played("spruce", 3, 21)
    rv = review(r, samples=20)
    assert rv is not None
    costly = [s for s in rv.seats if s.worst is not None and round(100 * s.worst.error) > 0]
    assert costly
    s = costly[0]
    worst = s.worst
    assert worst is not None
    text = " ".join(s.sentences)
    assert f"most at move {worst.step + 1}" in text
    assert str(worst.chosen.tile) in text if worst.chosen.tile else "drawing" in text


def test_the_json_keeps_its_contract() -> None:
    r = played("gamerules", 3, 9)
    rv = review(r, samples=6)
    assert rv is not None
    data = json.loads(json.dumps(rv.to_json()))
    assert data["format"] == "chickenfoot-review/1"
    for s in data["seats"]:
        assert {"round", "seat", "start", "skill", "luck", "result", "accuracy", "cost"} <= set(s)
        assert s["start"] + s["skill"] + s["luck"] == pytest.approx(s["result"])
        for d in s["decisions"]:
            assert {
                "round",
                "step",
                "chosen",
                "best",
                "chosen_win",
                "best_win",
                "error",
                "mark",
                "exact",
                "model",
                "model_win",
                "skill",
            } <= set(d)
            Action.parse(d["chosen"])
            Action.parse(d["best"])
        for c in s["chance"]:
            assert {"round", "step", "what", "luck"} <= set(c)


def test_the_command_reviews_a_record_in_words_and_in_json(tmp_path: Path) -> None:
    m = Match("spruce", players=["Ana", "Boris"], seed=4)
    m.current.play_greedily()
    path = tmp_path / "game.json"
    path.write_text(json.dumps(m.to_record()))
    ran = run_command("review", str(path), "--samples", "10", "--seat", "1")
    code, out, err = ran.code, ran.out, ran.err
    assert code == 0 and err == ""
    assert out.startswith("Round 1 (double 9|9)\nBoris had a ")
    ran = run_command("review", str(path), "--samples", "10", "--json")
    code, out, err = ran.code, ran.out, ran.err
    assert code == 0
    data = json.loads(out)
    assert [s["seat"] for s in data["seats"]] == [0, 1]
    assert data == json.loads(json.dumps(review(m, samples=10).to_json()))  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["--seat", "5"], "--seat must be a seat from 0 to 1, not 5"),
        (["--samples", "0"], "at least 1 sampled world"),
    ],
)
def test_the_command_refuses_a_request_it_cannot_meet(
    tmp_path: Path, args: list[str], said: str
) -> None:
    m = Match("spruce", players=2, seed=4)
    m.current.play_greedily()
    path = tmp_path / "game.json"
    path.write_text(json.dumps(m.to_record()))
    ran = run_command("review", str(path), *args)
    code, out, err = ran.code, ran.out, ran.err
    assert code == 2 and out == "" and said in err and len(err.splitlines()) == 1


def test_the_command_refuses_a_broken_or_unfinished_record(tmp_path: Path) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text("{not json")
    ran = run_command("review", str(broken))
    code, out, err = ran.code, ran.out, ran.err
    assert code == 2 and out == "" and len(err.splitlines()) == 1
    unfinished = EXAMPLES / "01_spruce_search_for_the_double.json"
    ran = run_command("review", str(unfinished))
    code, out, err = ran.code, ran.out, ran.err
    assert code == 2 and "no finished round" in err


def test_the_review_is_split_by_job_and_every_name_still_comes_from_review() -> None:
    # issue 41: review.py was 947 lines; its estimates (outlook) and the values it finds at
    # each moment (decisions) are modules of their own, and the review re-exports them.
    import chickenfoot_nb.review as review_module

    names = [
        "FORMAT", "MARKS", "MARK_SIGNS", "PLACES", "Chance", "ChanceKind", "Decision",
        "Estimate", "Mark", "Marks", "Review", "SeatReview", "accuracy_of", "action_words",
        "check_samples", "check_seats", "finished_rounds", "outlook", "result_of", "review",
        "review_seat", "rounded", "start_chance",
    ]  # fmt: skip
    assert all(hasattr(review_module, name) for name in names)
    assert set(names) <= set(review_module.__all__)
    package = Path(review_module.__file__).parent
    for module in ("review.py", "outlook.py", "decisions.py"):
        assert len((package / module).read_text(encoding="utf-8").splitlines()) <= 700, module
