"""Lesson 11's practice session says only what its cells print: each sentence about the
rating, the hints, the schedule and the bot's worked session is checked here against the code
the lesson runs, so that a change of the puzzles, the rating or the schedule that makes one
false fails a test."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path
from typing import Any

import nbformat
import pytest

from chickenfoot_nb import progress
from chickenfoot_nb.practice.rating import BAND_RATINGS, HINT_SCORES, Rating
from chickenfoot_nb.puzzles.themes import _BEATS, move_traits, themes_of

LESSON = Path(__file__).resolve().parents[1] / "notebooks" / "11_puzzles.ipynb"
CELLS = {c.id: c for c in nbformat.read(LESSON, as_version=4).cells}


def _flat(cell_id: str) -> str:
    return re.sub(r"\s+", " ", CELLS[cell_id].source)


@pytest.fixture(scope="module")
def run() -> dict[str, Any]:
    """The lesson's code cells run in order, its exercises, pictures and widget left out:
    each cell's printed lines, and the names it leaves."""
    progress.off()
    scope: dict[str, Any] = {"__printed__": {}}
    for cell in nbformat.read(LESSON, as_version=4).cells:
        if cell.cell_type != "code":
            continue
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            exec(compile(cell.source, cell.id, "exec"), scope)  # noqa: S102
        scope["__printed__"][cell.id] = out.getvalue().splitlines()
        if cell.id == "11-01":  # the imports: what only draws is not run
            for name in ("ask", "self_test", "show", "PuzzleWidget"):
                scope[name] = lambda *args, **options: None
    return scope


def test_the_rating_paragraph_states_the_package_figures() -> None:
    said = _flat("11-28")
    assert "easy 1200, medium 1500, hard 1800" in said
    assert BAND_RATINGS == {"easy": 1200.0, "medium": 1500.0, "hard": 1800.0}
    me = Rating()
    assert "1500 ± 350: somewhere from 800 to 2200" in said
    assert (me.rating, me.rd) == (1500.0, 350.0)
    assert "2/3 after one hint, 1/3 after two, 0 after the third" in _flat("11-31")
    assert pytest.approx(HINT_SCORES) == (1, 2 / 3, 1 / 3, 0)


def test_a_hard_solve_gains_most_and_the_rd_shrinks(run: dict[str, Any]) -> None:
    lines = run["__printed__"]["11-30"]
    assert lines[0] == "A new learner: 1500 ± 350; 95% interval: 800 to 2200."
    gains = [int(re.search(r"a solve \+(\d+)", line)[1]) for line in lines[1:]]  # type: ignore[index]
    assert gains[2] == max(gains) and gains[0] == min(gains)
    assert all(int(re.search(r"RD after it: (\d+)", line)[1]) < 350 for line in lines[1:])  # type: ignore[index]


def test_a_solve_after_hints_can_lower_the_rating(run: dict[str, Any]) -> None:
    changes = [line.rsplit(" ", 1)[1] for line in run["__printed__"]["11-33"]]
    assert changes[0].startswith("+") and changes[1].startswith("+")
    assert changes[2].startswith("-") and changes[3].startswith("-")


def test_a_missed_card_comes_back_the_next_day_then_after_growing_gaps(
    run: dict[str, Any],
) -> None:
    lines = run["__printed__"]["11-35"]
    assert lines[0] == "Day 0: missed; it comes back on day 1."
    days = [0] + [int(line.rsplit(" ", 1)[1].rstrip(".")) for line in lines]
    gaps = [b - a for a, b in zip(days, days[1:], strict=False)]
    assert gaps[0] == 1 and gaps == sorted(gaps) and len(set(gaps)) == len(gaps)
    assert "soon after a miss, and later after each solve" in _flat("11-34")


def test_many_puzzles_are_left_out_of_the_rating_for_a_guess(run: dict[str, Any]) -> None:
    first = run["__printed__"]["11-27"][0]
    n, total = map(int, re.match(r"(\d+) of (\d+) puzzles", first).groups())  # type: ignore[union-attr]
    assert n >= total // 4, "the lesson says there are many"


def test_the_walked_puzzle_ideas_each_beat_the_next_best_move(run: dict[str, Any]) -> None:
    p = run["p"]
    best, runner = move_traits(p)[:2]
    ideas = themes_of(p)
    assert all(_BEATS[t](best, runner) for t in ideas if t in _BEATS)
    assert ideas[0].value == "shed_heavy"  # the 0|0 out of the hand, as cell 11-12 says


def test_the_learners_summary_says_plainly_that_nothing_is_answered_yet(
    run: dict[str, Any],
) -> None:
    assert run["__printed__"]["11-37"][0].startswith("No puzzle answered in this session yet")


def test_the_bots_session_is_what_the_lesson_says_of_it(run: dict[str, Any]) -> None:
    s = run["bot_summary"]
    assert len(s.attempts) == 10 and s.hints == 0
    assert s.solved > len(s.attempts) - s.solved, "the bot solved more than it missed"
    assert s.after.rating > s.before.rating, "its rating rose"
    printed = run["__printed__"]["11-39"]
    assert any("'hard'" in line for line in printed[1:10]), "harder puzzles came"
    assert s.high - s.low >= 200, "the interval is still hundreds of points wide"
    rds = [int(re.search(r"± (\d+)\.$", line)[1]) for line in printed[:10]]  # type: ignore[index]
    counted = [350] + [rd for rd, a in zip(rds, s.attempts, strict=True) if a.rated]
    assert counted == sorted(counted, reverse=True) and len(set(counted)) == len(counted)
    missed = {a.puzzle for a in s.attempts if not a.right}
    assert missed and set(s.tomorrow) == missed, "the puzzles it missed are due tomorrow"
    assert run["first"].id in missed, "read back the next day, one of them comes first"
    assert run["__printed__"]["11-41"] == [
        f"Due the next day: {', '.join(s.tomorrow)}. Next puzzle serves first: {run['first'].id}."
    ]
