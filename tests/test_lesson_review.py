"""Lesson 10 says what its numbers show: these tests hold the words to the numbers.

The worst-decision exercise must name the decision the lesson's review then marks as the
worst, and the paragraph "What the numbers say" quotes the simulation's figures: a change to
the review or the bots that moves them fails here, naming what to rewrite.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import nbformat
import pytest

from chickenfoot_nb.lessons import ask
from chickenfoot_nb.lessons.exercises_review import REVIEW_SAMPLES, REVIEW_SEED, offered_decisions
from chickenfoot_nb.record import load
from chickenfoot_nb.review import SeatReview, review

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
    text = _cells()["10-04"] + _cells()["10-14"]
    r = load(RECORD).current
    assert r.scores == (31, 20, 0) and "Seat 2 went out" in text
    decisions = [
        k
        for k, (seat, _a) in enumerate(r.history)
        if seat == 1 and len(r.at(k).legal_actions()) > 1
    ]
    assert len(decisions) == 4 and "Seat 1 had four decisions" in text
    worst = _seat_review(1).worst
    assert worst is not None
    assert f"jumps up to {round(100 * worst.best_win)}%" in text
    assert f"falls to {round(100 * worst.chosen_win)}%" in text


def _run_simulation() -> dict[str, Any]:
    """The lesson's own cells (imports, the games, the review), run as the notebook runs them."""
    cells = _cells()
    source = "\n".join(
        line
        for cid in ("10-01", "10-17", "10-19", "10-22")
        for line in cells[cid].splitlines()
        if not line.startswith("%")
    )
    source = source.replace("seed=0)", "seed=0, progress=False)")
    space: dict[str, Any] = {}
    exec(compile(source, str(LESSON), "exec"), space)  # noqa: S102 - the lesson's own code
    return space


@pytest.fixture(scope="module")
def simulation() -> dict[str, Any]:
    return _run_simulation()


def _points(x: float) -> int:
    return round(100 * x)


def test_what_the_numbers_say_is_what_the_simulation_shows(simulation: dict[str, Any]) -> None:
    said = _cells()["10-23"]
    players = simulation["reviews"].by_player()
    random, greedy, medium = (players[b] for b in ("random", "greedy", "medium"))
    # Skill: the order of strength, the figures quoted, medium apart, random and greedy overlapping.
    assert [_points(p.skill) for p in (random, greedy, medium)] == [-48, -34, -15]
    assert "about 48 points" in said and "about 34" in said and "about 15" in said
    widths = [round(50 * (p.skill_high - p.skill_low)) for p in (random, greedy, medium)]
    assert widths == [15, 8, 5] and "about 15 points either side of the mean" in said
    assert medium.skill_low > max(random.skill_high, greedy.skill_high)
    assert greedy.skill_low < random.skill_high
    # Luck: every mean between +28 and +35, the intervals about 20 wide and all overlapping.
    lucks = [100 * p.luck for p in (random, greedy, medium)]
    assert min(lucks) >= 27.5 and max(lucks) < 35.5 and "between +28 and +35" in said
    assert all(17 <= 50 * (p.luck_high - p.luck_low) <= 22 for p in (random, greedy, medium))
    assert max(p.luck_low for p in players.values()) < min(p.luck_high for p in players.values())
    # Wins.
    assert [p.wins for p in (random, greedy, medium)] == [5, 7, 13]
    assert "`medium` won 13 of its 30 rounds, `greedy` 7 and `random` 5" in said.replace("\n", " ")
    # The exercise after it agrees.
    assert ask("skill-or-luck", simulation["reviews"]).answer == "skill"


def test_luck_by_kind_is_what_the_lesson_says(simulation: dict[str, Any]) -> None:
    said = re.sub(r"\s+", " ", _cells()["10-23"])
    deal, draw, other = (simulation["mean_luck"](k) for k in ("deal", "draw", "other"))
    assert deal.low < 0 < deal.high and f"−{abs(deal.estimate):.1f} points a round" in said
    assert draw.high < 0 < draw.high + 1 and f"−{round(abs(draw.estimate))} points" in said
    assert "the interval just misses 0" in said
    assert round(other.estimate) == 35 and "about +35 points a round" in said
