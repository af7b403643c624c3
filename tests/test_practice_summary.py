"""A practice session's summary: the rating before and after with its 95% interval, the
ideas of the puzzles missed, the puzzles due tomorrow; and a practice made with keep=False
writes nothing to the progress file."""

from __future__ import annotations

from datetime import UTC, date, datetime
from pathlib import Path

import pytest

from chickenfoot_nb import progress
from chickenfoot_nb.practice import Practice, rated
from chickenfoot_nb.puzzles import load_puzzles
from chickenfoot_nb.puzzles.themes import themes_of

PUZZLES = load_puzzles()
WHEN = datetime(2025, 3, 1, 16, 0, tzinfo=UTC)
TODAY = WHEN.date()


@pytest.fixture(autouse=True)
def fresh(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """A kernel just started in ``tmp_path``, its progress written to ``ana.json`` there."""
    monkeypatch.setattr(progress, "_KEEPER", progress._Keeper())
    monkeypatch.chdir(tmp_path)
    path = tmp_path / "ana.json"
    monkeypatch.setenv(progress.PATH_VARIABLE, str(path))
    return path


def test_a_session_with_no_answer_says_so_plainly_and_gives_the_rating() -> None:
    s = Practice(PUZZLES, seed=0).summary(today=TODAY)
    assert s.attempts == () and s.missed == () and s.tomorrow == ()
    first, rating = s.lines()
    assert first.startswith("No puzzle answered in this session yet")
    assert rating == "Rating: 1500; 95% sure it lies between 800 and 2200 (± 2 RD)."


def test_the_summary_counts_the_session_and_names_the_ideas_missed_most_first() -> None:
    pr = Practice(PUZZLES, seed=0)
    answered = []
    for n in range(5):
        p = pr.next_puzzle(today=TODAY)
        assert p is not None
        right = n in (0, 3)
        move = p.best if right else p.moves[1].action
        pr.attempt(p, [move], right=right, hints=1 if n == 3 else 0, when=WHEN)
        answered.append((p, right))
    s = pr.summary(today=TODAY)
    assert (s.solved, s.hints, len(s.attempts)) == (2, 1, 5)
    assert s.before.rating == 1500.0 and s.after == pr.rating
    missed = [themes_of(p)[0] for p, right in answered if not right]
    assert dict(s.missed) == {t: missed.count(t) for t in missed}
    assert [c for _t, c in s.missed] == sorted((c for _t, c in s.missed), reverse=True)
    # the three missed and the one hinted are due tomorrow, the clean solve is not
    due = {p.id for n, (p, right) in enumerate(answered) if not right or n == 3}
    assert set(s.tomorrow) == due
    text = str(s)
    assert text.splitlines()[0] == "Solved at the first answer: 2 of 5 puzzles; hints taken: 1."
    assert f"Rating: 1500 → {round(pr.rating.rating)} (" in text
    assert f"between {round(s.low)} and {round(s.high)}" in text
    ideas = ", ".join(f"{t.words()} ({c})" for t, c in s.missed)
    assert f"Ideas missed: {ideas}." in s.lines()
    assert "Due tomorrow: 4 puzzles; the Next puzzle button serves them first." in text


def test_the_interval_is_two_deviations_either_side() -> None:
    pr = Practice(PUZZLES, seed=0)
    p = pr.next_puzzle()
    assert p is not None
    pr.attempt(p, [p.best], right=True, when=WHEN)
    s = pr.summary(today=TODAY)
    assert s.low == pytest.approx(pr.rating.rating - 2 * pr.rating.rd)
    assert s.high == pytest.approx(pr.rating.rating + 2 * pr.rating.rd)
    assert "Ideas missed: none." in s.lines() and "Nothing is due tomorrow." in s.lines()


def test_unrated_answers_are_said_why_the_rating_stayed() -> None:
    two = next(p for p in PUZZLES if not rated(p))
    many = next(p for p in PUZZLES if rated(p))
    pr = Practice([two, many], seed=0)
    pr.attempt(two, [two.best], right=True, when=WHEN)
    pr.attempt(many, [many.best], right=True, when=WHEN)
    pr.attempt(many, [many.best], right=True, when=WHEN)  # met again: not rated
    said = pr.summary(today=TODAY).lines()
    assert (
        "1 puzzle had two legal moves, where a guess finds the best one half the time: it left "
        "the rating as it was."
    ) in said
    assert "1 puzzle was met before: a puzzle counts for the rating only the first time." in said


def test_due_tomorrow_counts_every_card_due_by_the_end_of_tomorrow_not_later() -> None:
    pr = Practice(PUZZLES, seed=0)
    p = pr.next_puzzle()
    assert p is not None
    a = pr.attempt(p, [p.moves[1].action], right=False, when=WHEN)
    assert a.due == date(2025, 3, 2)
    assert pr.summary(today=TODAY).tomorrow == (p.id,)
    assert pr.summary(today=date(2025, 2, 27)).tomorrow == ()


def test_a_session_starts_at_the_rating_the_file_kept() -> None:
    pr = Practice(PUZZLES, seed=0)
    p = pr.next_puzzle()
    assert p is not None
    pr.attempt(p, [p.best], right=True, when=WHEN)
    again = Practice(PUZZLES, state=pr.to_json(), seed=0)
    s = again.summary(today=TODAY)
    assert s.before == pr.rating and s.attempts == ()


def test_a_practice_made_with_keep_false_writes_nothing(fresh: Path) -> None:
    pr = Practice(PUZZLES, seed=0, keep=False)
    p = pr.next_puzzle()
    assert p is not None
    a = pr.attempt(p, [p.moves[1].action], right=False, when=WHEN)
    assert not fresh.exists() and pr.said is None and a.due is not None
    assert pr.attempts == [a]
    kept = Practice(PUZZLES, seed=0)
    kept.attempt(p, [p.best], right=True, when=WHEN)
    assert fresh.exists()
