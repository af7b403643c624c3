"""Lesson 10 says what its numbers show: these tests hold the words to the numbers.

The worst-decision exercise must name the decision the lesson's review then marks as the
worst; the paragraphs on the prepared round quote its review (skill 0 for the greedy seat, its
luck, its cost, move 26), and "What the numbers say" quotes the simulation's figures (skill,
luck, luck by kind, cost, wins): a change to the review or the bots that moves them fails here,
naming what to rewrite.
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from pathlib import Path
from typing import Any

import nbformat
import pytest

from chickenfoot_nb.lessons import ask
from chickenfoot_nb.lessons.exercises_review import REVIEW_SAMPLES, REVIEW_SEED, offered_decisions
from chickenfoot_nb.record import load
from chickenfoot_nb.review import SeatReview, review

#: Its module fixture is computed once: every test of the module in one pytest-xdist worker.
pytestmark = pytest.mark.xdist_group("test_lesson_review")

ROOT = Path(__file__).resolve().parents[1]
LESSON = ROOT / "notebooks" / "10_skill_and_luck.ipynb"
RECORD = ROOT / "notebooks" / "positions" / "review_round.json"


def _seat_review(seat: int) -> SeatReview:
    """The review the lesson opens: the record's seat, at the exercise's samples and seed."""
    reviewed = review(RECORD, seats=[seat], samples=REVIEW_SAMPLES, seed=REVIEW_SEED)
    assert reviewed is not None
    return reviewed.seat(seat)


def _cells() -> dict[str, str]:
    return {c.id: c.source for c in nbformat.read(LESSON, as_version=4).cells}


def test_the_exercise_names_the_worst_decision_the_lesson_then_reviews() -> None:
    cells = _cells()
    assert 'ask("worst-decision", r, SEAT)' in cells["10-07"]
    assert "SEAT = 1" in cells["10-05"]
    # The lesson opens the same review as the exercise judged by.
    wanted = f"review(r, seats=[SEAT], samples={REVIEW_SAMPLES}, seed={REVIEW_SEED})"
    assert wanted in cells["10-09"]
    r = load(RECORD).current
    seat = _seat_review(1)
    worst = seat.worst
    assert worst is not None and (worst.step + 1, str(worst.chosen)) == (26, "play 8|7 on 9|7")
    assert str(worst.best) == "play 4|4 on 6|4" and worst.mark == "blunder"
    q = ask("worst-decision", r, 1)
    assert q.answer == "move 26: 8|7 on 9|7"
    assert q.choices == (
        "move 3: 9|6 on 9|9", "move 13: 0|0 on 9|0", "move 23: 8|0 on 0|0", "move 26: 8|7 on 9|7",
    )  # fmt: skip
    # Every other choice cost clearly less: the answer does not hang on sampling noise.
    others = [d.error for d in offered_decisions(seat) if d is not worst]
    assert max(others) < worst.error / 3
    assert "31 points of win chance" in q.explain and "51%" in q.explain


def test_the_lesson_says_what_its_round_shows() -> None:
    cells = _cells()
    r = load(RECORD).current
    assert r.scores == (31, 20, 0) and "Seat 2 went out" in cells["10-04"]
    decisions = [
        k
        for k, (seat, _a) in enumerate(r.history)
        if seat == 1 and len(r.at(k).legal_actions()) > 1
    ]
    assert len(decisions) == 4 and "Seat 1 had four decisions" in cells["10-04"]
    seat = _seat_review(1)
    # Seat 1 is greedy: it played the heaviest tile at every decision, so its skill is 0, and
    # the start it had went to luck.
    said = re.sub(r"\s+", " ", cells["10-12"])
    assert all(d.chosen == d.model for d in seat.decisions) and seat.skill == 0
    assert seat.result == 0 and f"started with a {100 * seat.start:.1f}% chance and lost" in said
    assert f"its luck, −{abs(100 * seat.luck):.1f} points" in said
    # Its cost, as the review's second line says it, and what the best moves had over the heaviest.
    cost = round(100 * seat.cost)
    assert f"cost {cost} points of win chance" in seat.sentences[1]
    assert f"{cost} points for Seat 1 here" in said
    over = sum(d.best_win - d.model_win for d in seat.decisions)
    assert (
        round(100 * over) == cost and f"had {cost} points more win chance than the heaviest" in said
    )
    # Move 26: the heaviest tile, the best move's and the played move's win chance, the error,
    # and the line that does not fall there.
    worst = seat.worst
    assert worst is not None and worst.chosen == worst.model and worst.mark == "blunder"
    text = re.sub(r"\s+", " ", cells["10-15"])
    assert (
        f"played 8|7 on 9|7, its heaviest tile, which left it a {round(100 * worst.chosen_win)}%"
        in text
    )
    assert f"4|4 on 6|4, wins {round(100 * worst.best_win)}%" in text
    assert f"the error, {round(100 * worst.error)} points: a blunder" in text
    assert (worst.step, worst.model_win) in seat.track and (
        worst.step + 1,
        worst.chosen_win,
    ) in seat.track
    assert "The line itself does not fall there" in text


def _run_simulation() -> dict[str, Any]:
    """The lesson's own cells (imports, the games, the review, luck by kind), run as the notebook
    runs them."""
    cells = _cells()
    assert "seats=seats" in cells["10-20"] and "mean_luck" in cells["10-25"]
    source = "\n".join(
        line
        for cid in ("10-01", "10-18", "10-20", "10-25")
        for line in cells[cid].splitlines()
        if not line.startswith("%")
    )
    source = source.replace("seed=0)", "seed=0, progress=False)")
    space: dict[str, Any] = {}
    exec(compile(source, str(LESSON), "exec"), space)  # noqa: S102 - the lesson's own code
    return space


@pytest.fixture
def simulation() -> dict[str, Any]:
    # Cached for the process, not a module fixture: under pytest-xdist a worker may run
    # another module's test between two of these, and a module fixture would run again.
    return _simulation()


@functools.cache
def _simulation() -> dict[str, Any]:
    return _run_simulation()


def _points(x: float) -> int:
    return round(100 * x)


def _tenths(x: float) -> str:
    """Points of win chance with one decimal, as the lesson writes them (−, not -)."""
    return f"{100 * x:.1f}".replace("-", "−")


def _said() -> str:
    return re.sub(r"\s+", " ", _cells()["10-26"])


def test_every_bot_sits_in_every_chair_as_often(simulation: dict[str, Any]) -> None:
    reviews = simulation["reviews"]
    assert simulation["DEALS"] == 90 and "over 90 rounds" in _said()
    for bot in ("random", "greedy", "medium"):
        seats = Counter(e.seat for e in reviews.entries if e.name == bot)
        assert seats == {0: 30, 1: 30, 2: 30}
    # So every bot started with the same chance, one in three.
    assert all(p.start == pytest.approx(1 / 3) for p in reviews.by_player().values())
    assert "every bot started with the same chance, one in three" in _said()


def test_what_the_numbers_say_is_what_the_simulation_shows(simulation: dict[str, Any]) -> None:
    said = _said()
    players = simulation["reviews"].by_player()
    random, greedy, medium = (players[b] for b in ("random", "greedy", "medium"))
    # Skill: greedy exactly 0, random below, medium above, the three intervals apart.
    assert greedy.skill == greedy.skill_low == greedy.skill_high == 0
    assert "its interval has no width" in said
    # The figures as the table above them shows them: one decimal, a real minus sign.
    assert [_tenths(p.skill) for p in (random, medium)] == ["−14.6", "19.9"]
    assert [_tenths(random.skill_low), _tenths(random.skill_high)] == ["−22.7", "−6.4"]
    assert [_tenths(medium.skill_low), _tenths(medium.skill_high)] == ["14.4", "25.4"]
    assert "`random` loses 14.6 points of win chance a round (95% interval −22.7 to −6.4)" in said
    assert "`medium` gains 19.9 (14.4 to 25.4)" in said
    assert random.skill_high < 0 < medium.skill_low
    # Luck: every mean close to 0, every interval about 10 points either side, holding 0.
    assert [_tenths(p.luck) for p in (random, greedy, medium)] == ["5.1", "0.6", "0.1"]
    assert "+5.1 points a round for `random`, +0.6 for `greedy`, +0.1 for `medium`" in said
    for p in (random, greedy, medium):
        assert p.luck_low < 0 < p.luck_high and 9 <= 50 * (p.luck_high - p.luck_low) <= 12
    assert max(p.luck_low for p in players.values()) < min(p.luck_high for p in players.values())
    # Wins.
    assert [p.wins for p in (random, greedy, medium)] == [21.5, 30.5, 48]
    assert "`medium` won 48 of its 90 rounds, `greedy` 30.5 and `random` 21.5" in said
    # The exercise after it agrees.
    assert ask("skill-or-luck", simulation["reviews"]).answer == "skill"


def test_the_cost_is_what_the_lesson_says(simulation: dict[str, Any]) -> None:
    said = _said()
    entries = simulation["reviews"].entries
    costs = [
        round(sum(100 * e.review.cost for e in entries if e.name == bot) / 90)
        for bot in ("random", "greedy", "medium")
    ]
    assert costs == [48, 34, 13]
    assert "cost `random` about 48 points a round, `greedy` 34 and `medium` 13" in said
    decisions = [d for e in entries if e.name == "medium" for d in e.review.decisions]
    assert 0.2 < sum(d.error > 0 for d in decisions) / len(decisions) < 0.3
    assert "about one decision in four cost it something" in said
    assert all(e.review.cost >= 0 for e in entries)


def test_luck_by_kind_is_what_the_lesson_says(simulation: dict[str, Any]) -> None:
    said = _said()
    mean_luck = simulation["mean_luck"]
    kinds = [["deal"], ["draw"], ["other", "end"], ["deal", "draw", "other", "end"]]
    deal, draw, other, every = (mean_luck(k) for k in kinds)
    assert all(e.low < 0 < e.high for e in (deal, draw, other, every))
    assert f"{deal.estimate:.1f}" == "0.0" and "the deal gave 0.0 points a round" in said
    assert f"{draw.estimate:.1f}" == "-0.6" and "own draws −0.6" in said
    assert f"{other.estimate:+.1f}" == "+2.6" and "the other players +2.6" in said
    assert f"{every.estimate:+.1f}" == "+1.9" and "all of it together +1.9" in said
    assert "with 0 inside every interval" in said
