"""A practice that lasts: kept in the learner's progress file after each first attempt, read
back by a new kernel, never written over a file it cannot read; the next puzzle is a due one,
else one not tried yet near the learner's rating, among those the filters let through."""

from __future__ import annotations

import json
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import pytest

from chickenfoot_nb import progress
from chickenfoot_nb.practice import Practice, puzzle_rating, rated
from chickenfoot_nb.puzzles import load_puzzles
from chickenfoot_nb.widgets.puzzle_filter import PuzzleFilter

PUZZLES = load_puzzles()
WHEN = datetime(2025, 3, 1, 10, 0, tzinfo=UTC)


@pytest.fixture(autouse=True)
def fresh(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """A kernel just started in ``tmp_path``, its progress written to ``ana.json`` there."""
    monkeypatch.setattr(progress, "_KEEPER", progress._Keeper())
    for name in (progress.PATH_VARIABLE, progress.LEARNER_VARIABLE, "JUPYTERHUB_USER"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)
    path = tmp_path / "ana.json"
    monkeypatch.setenv(progress.PATH_VARIABLE, str(path))
    return path


def new_kernel(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(progress, "_KEEPER", progress._Keeper())


def test_each_first_attempt_is_kept_with_the_rating_and_read_back_by_a_new_kernel(
    fresh: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pr, said = Practice.load(PUZZLES, seed=0)
    assert said is None and not fresh.exists()
    p = pr.next_puzzle()
    assert p is not None
    a = pr.attempt(p, [p.moves[1].action], right=False, hints=1, when=WHEN)
    assert pr.said is None and a.due == date(2025, 3, 2)
    data = json.loads(fresh.read_text())
    (entry,) = data["puzzles"]
    assert (entry["puzzle"], entry["moves"], entry["right"], entry["hints"]) == (
        p.id,
        [str(p.moves[1].action)],
        False,
        1,
    )
    assert (entry["rating_before"], entry["rating_after"]) == (
        (1500.0, a.rating_after) if a.rated else (None, None)
    )
    assert data["practice"] == pr.to_json()
    assert data["practice"]["tried"][p.id]["last"] == "2025-03-01T10:00:00+00:00"
    assert json.loads(json.dumps(pr.to_json())) == pr.to_json()  # JSON-safe
    new_kernel(monkeypatch)
    again, said = Practice.load(PUZZLES, seed=3)
    assert said is None and again.rating == pr.rating and again.to_json() == pr.to_json()
    assert [q.id for q in again.due(date(2025, 3, 2))] == [p.id]
    due = again.next_puzzle(today=date(2025, 3, 2))
    assert due is not None and due.id == p.id  # the due puzzle is served first


def test_two_practices_on_one_file_build_on_each_other_and_neither_writes_over_the_other(
    fresh: Path,
) -> None:
    """Two widgets in one notebook each load a practice from the same progress file."""
    first, _ = Practice.load(PUZZLES, seed=0)
    second, _ = Practice.load(PUZZLES, seed=0)
    counted = [p for p in PUZZLES if rated(p)]
    a = first.attempt(counted[0], [counted[0].best], right=True, when=WHEN)
    b = second.attempt(counted[1], [counted[1].moves[1].action], right=False, when=WHEN)
    assert b.rating_before == a.rating_after  # the second practice read the first's solve
    kept = json.loads(fresh.read_text())["practice"]
    assert set(kept["tried"]) == {counted[0].id, counted[1].id}
    assert kept == second.to_json() and kept["rating"]["rating"] == b.rating_after
    c = first.attempt(counted[2], [counted[2].best], right=True, when=WHEN)
    assert c.rating_before == b.rating_after and counted[1].id in first.tried
    kept = json.loads(fresh.read_text())["practice"]
    assert set(kept["tried"]) == {p.id for p in counted[:3]}
    # a practice in memory only reads nothing and writes nothing
    alone = Practice(PUZZLES, seed=0, keep=False)
    d = alone.attempt(counted[3], [counted[3].best], right=True, when=WHEN)
    assert d.rating_before == 1500.0
    assert json.loads(fresh.read_text())["practice"] == kept


@pytest.mark.parametrize(
    "text",
    [
        b"{not json",
        b'{"format": "chickenfoot-record/1"}',
        b'{"format": "chickenfoot_nb-progress", "version": 99}',
        b'{"format": "chickenfoot_nb-progress", "version": 1, "practice": {"version": 1, '
        b'"rating": {"rating": "high"}}}',
        b'{"format": "chickenfoot_nb-progress", "version": 1, "practice": {"version": 7}}',
    ],
)
def test_a_file_it_cannot_read_is_kept_byte_for_byte_and_practice_goes_on_in_memory(
    fresh: Path, text: bytes
) -> None:
    fresh.write_bytes(text)
    pr, said = Practice.load(PUZZLES, seed=0)
    assert said is not None and said.startswith(f"Your progress is not written to {fresh} (")
    assert said.count(". ") == 0 and said.endswith("until the kernel stops.")  # one sentence
    assert pr.rating.rating == 1500 and pr.tried == {}
    p = pr.next_puzzle()
    assert p is not None
    pr.attempt(p, [p.best], right=True, when=WHEN)
    assert pr.said is None  # said once, at the start
    assert fresh.read_bytes() == text
    # the same kernel goes on from memory
    later, said = Practice.load(PUZZLES, seed=0)
    assert said is None and later.to_json() == pr.to_json() and fresh.read_bytes() == text


def test_progress_switched_off_practises_in_memory_and_writes_nothing(
    fresh: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(progress.PATH_VARIABLE, "off")
    pr, said = Practice.load(PUZZLES)
    p = pr.next_puzzle()
    assert p is not None and said is None
    pr.attempt(p, [p.best], right=True, when=WHEN)
    assert pr.said is None and not fresh.exists() and p.id in pr.tried


def test_a_new_learner_meets_the_puzzles_nearest_their_rating_and_the_filters_hold() -> None:
    pr = Practice(PUZZLES, seed=0)
    first = pr.next_puzzle()
    assert first is not None and first.difficulty == "medium"  # 1500, as a new learner
    foot = PuzzleFilter(kind="foot", set=9)
    served = [pr.next_puzzle(foot) for _ in range(4)]
    assert all(p is not None and p.kind == "foot" and p.set == 9 for p in served)
    assert len({p.id for p in served if p}) == 4
    assert pr.next_puzzle(PuzzleFilter(set=18)) is None
    # a strong learner meets the hard ones first: the one rated nearest 2100 (of those that
    # count for the rating: a puzzle with two legal moves waits until no other is left)
    strong = Practice(
        PUZZLES, state={**pr.to_json(), "rating": {"rating": 2100.0, "rd": 60.0, "vol": 0.06}}
    )
    p = strong.next_puzzle()
    assert p is not None and p.difficulty == "hard" and rated(p)
    assert abs(puzzle_rating(p).rating - 2100) == min(
        abs(puzzle_rating(q).rating - 2100) for q in PUZZLES if rated(q)
    )


def test_due_puzzles_come_first_the_longest_due_first_then_the_untried() -> None:
    pr = Practice(PUZZLES, seed=0)
    a, b = pr.next_puzzle(), pr.next_puzzle()
    assert a is not None and b is not None
    pr.attempt(a, [a.moves[1].action], right=False, when=WHEN)
    pr.attempt(b, [b.moves[1].action], right=False, when=WHEN - timedelta(days=1))
    back = Practice(PUZZLES, state=pr.to_json(), seed=0)
    today = date(2025, 3, 2)
    assert [p.id for p in back.due(today)] == [b.id, a.id]
    served = [back.next_puzzle(today=today) for _ in range(3)]
    assert [p.id for p in served if p][:2] == [b.id, a.id]
    assert served[2] is not None and served[2].id not in back.tried  # then one not tried


def test_a_puzzle_solved_cleanly_gets_no_card_and_a_card_is_reviewed_on_its_return() -> None:
    pr = Practice(PUZZLES, seed=0)
    p, q = pr.next_puzzle(), pr.next_puzzle()
    assert p is not None and q is not None
    assert pr.attempt(p, [p.best], right=True, when=WHEN).due is None and p.id not in pr.schedule
    assert pr.attempt(q, [q.best], right=True, hints=2, when=WHEN).due is not None
    first = pr.schedule.due_on(q.id)
    assert first is not None
    later = datetime.combine(first, WHEN.time(), UTC)
    rating = pr.rating
    back = pr.attempt(q, [q.best], right=True, when=later)  # its return, solved
    assert back.again and not back.rated and pr.rating == rating  # known: not rated again
    second = pr.schedule.due_on(q.id)
    assert second is not None and (second - first) > (first - WHEN.date())
    assert pr.tried[q.id]["attempts"] == 2 and pr.tried[q.id]["first"] != pr.tried[q.id]["last"]
