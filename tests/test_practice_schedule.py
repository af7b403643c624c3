"""Spaced practice: the schedule is the one the fsrs package computes for the same grades at
the same times, and a missed puzzle is due again when FSRS says."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

import pytest
from fsrs import Card, Rating, Scheduler

from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.practice.schedule import Schedule, grade

START = datetime(2025, 3, 1, 9, 30, tzinfo=UTC)


def test_the_grades_of_an_attempt() -> None:
    assert grade(right=False, hints=0) == grade(right=False, hints=3) == Rating.Again
    assert grade(right=True, hints=1) == Rating.Hard
    assert grade(right=True, hints=0) == Rating.Good


def test_the_schedule_is_what_fsrs_computes_for_the_same_reviews() -> None:
    reviews = [
        (Rating.Again, START),
        (Rating.Hard, START + timedelta(days=1)),
        (Rating.Good, START + timedelta(days=3)),
        (Rating.Again, START + timedelta(days=12)),
        (Rating.Good, START + timedelta(days=13)),
    ]
    s = Schedule()
    fsrs = Scheduler(learning_steps=(), relearning_steps=(), enable_fuzzing=False)
    card = Card(card_id=1)
    for rating, when in reviews:
        due = s.review("p", rating, when)
        card, _log = fsrs.review_card(card, rating, when)
        mine = s.cards["p"]
        assert (mine.due, mine.stability, mine.difficulty, mine.state) == (
            card.due,
            card.stability,
            card.difficulty,
            card.state,
        )
        assert due == card.due.date()
    # a miss comes back the next day, a clean solve later than a hinted one
    first = Schedule()
    assert first.review("a", Rating.Again, START) == date(2025, 3, 2)
    assert first.review("b", Rating.Hard, START) < first.review("c", Rating.Good, START)


def test_due_lists_the_puzzles_due_by_the_end_of_a_day_longest_due_first() -> None:
    s = Schedule()
    s.review("later", Rating.Good, START)
    s.review("missed", Rating.Again, START)
    s.review("missed-before", Rating.Again, START - timedelta(days=2))
    assert s.due(date(2025, 3, 1)) == ["missed-before"]
    assert s.due(date(2025, 3, 2)) == ["missed-before", "missed"]
    day = s.due_on("later")
    assert day is not None and s.due(day)[-1] == "later" and s.due_on("unknown") is None


def test_the_schedule_goes_to_json_and_back_as_it_was() -> None:
    s = Schedule()
    s.review("p", Rating.Again, START)
    s.review("q", Rating.Hard, START)
    back = Schedule.from_json(s.to_json())
    assert back.to_json() == s.to_json() and back.due(date(2026, 1, 1)) == ["p", "q"]
    assert all(isinstance(c["due"], str) for c in s.to_json().values())


@pytest.mark.parametrize(
    "bad",
    [
        [],
        {"p": {}},
        {"p": {"card_id": 1, "state": 9}},
        {"p": "card"},
        {"p": {**Card(card_id=1, due=START).to_dict(), "due": "2025-03-01T09:30:00"}},
    ],
)
def test_a_schedule_that_cannot_be_read_is_refused_in_words(bad: object) -> None:
    with pytest.raises(ChickenFootError, match="schedule|card of puzzle p"):
        Schedule.from_json(bad)


def test_a_review_time_without_a_time_zone_is_refused() -> None:
    with pytest.raises(ChickenFootError, match="time zone"):
        Schedule().review("p", Rating.Good, datetime(2025, 3, 1))
