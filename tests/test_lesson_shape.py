"""Every lesson has the shape a learner and a teacher rely on (issue 37).

Goals at the top (3 to 5, with the time it takes in class and alone, at most 45 minutes in
class), at least two predict-then-check exercises, a summary, and a self-test of three checked
questions at the end that no other cell of the lesson asks. The counts of each lesson are
pinned in :data:`COUNTS`: an exercise taken away, or a prediction turned into a plain question,
fails here.
"""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

from chickenfoot_nb.lessons import EXERCISES

ROOT = Path(__file__).resolve().parents[1]
LESSONS = sorted((ROOT / "notebooks").glob("*.ipynb"))
_ASK = re.compile(r"""\bask\(\s*["']([\w-]+)["']""")
_TIME = re.compile(r"\*Time: about (\d+) minutes in class, (\d+) minutes alone\.\*")
GOALS = "**By the end of this lesson you can:**"


#: Per lesson: (exercises asked, self-test included; of them, predict-then-check). A change
#: that takes an exercise away or turns a prediction into a plain question fails here.
COUNTS = {
    "00_start_here": (6, 2),
    "01_tiles_and_sets": (9, 2),
    "02_deal_and_start": (10, 2),
    "03_arms_and_turns": (12, 3),
    "04_the_chicken_foot": (10, 2),
    "05_scoring": (10, 5),
    "06_play": (6, 2),
    "07_probability_of_hands": (7, 3),
    "07b_how_sure_are_we": (10, 4),
    "08_simulation_lab": (8, 2),
    "09_strategy": (8, 2),
    "09b_what_a_draw_reveals": (6, 2),
    "10_skill_and_luck": (5, 2),
    "10b_luck_over_many_rounds": (6, 2),
    "11_puzzles": (9, 3),
}


def _cells(path: Path) -> list[nbformat.NotebookNode]:
    return list(nbformat.read(path, as_version=4).cells)


def _asked(cells: list[nbformat.NotebookNode]) -> list[str]:
    return [k for c in cells if c.cell_type == "code" for k in _ASK.findall(c.source)]


def lesson_shape(path: Path) -> dict[str, object]:
    """What a lesson is made of: goals, time, exercises, predictions, summary, self-test."""
    cells = _cells(path)
    goals = cells[1] if len(cells) > 1 else None
    bullets, minutes = 0, None
    if goals is not None and goals.cell_type == "markdown" and goals.source.startswith(GOALS):
        bullets = sum(1 for line in goals.source.splitlines() if line.startswith("- "))
        found = _TIME.search(goals.source)
        minutes = (int(found[1]), int(found[2])) if found else None
    asked = _asked(cells)
    selftest = [c for c in cells if c.cell_type == "code" and "self_test(" in c.source]
    tested = _ASK.findall(selftest[-1].source) if selftest else []
    headings = [c.source.split("\n", 1)[0] for c in cells if c.cell_type == "markdown"]
    return {
        "goals": bullets,
        "minutes": minutes,
        "exercises": len(asked),
        "predict": sum(1 for k in asked if k in EXERCISES and EXERCISES[k].predict),
        "summary": "## Summary" in headings,
        "selftest": len(tested),
        "selftest_last": bool(selftest) and cells[-1] is selftest[-1],
        "selftest_fresh": not set(tested) & set(asked[: len(asked) - len(tested)]),
    }


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
def test_every_lesson_has_goals_predictions_a_summary_and_a_self_test(path: Path) -> None:
    shape = lesson_shape(path)
    assert 3 <= shape["goals"] <= 5, f"{path.stem}: the goals cell (cell 1) needs 3 to 5 goals"
    assert shape["minutes"] is not None, f"{path.stem}: the goals cell says no time"
    in_class, alone = shape["minutes"]  # type: ignore[misc]
    assert in_class <= 45, f"{path.stem} needs {in_class} minutes of class: split it"
    assert alone > 0
    assert shape["predict"] >= 2, f"{path.stem}: {shape['predict']} predict-then-check"
    assert shape["summary"], f"{path.stem}: no '## Summary'"
    assert shape["selftest"] == 3, f"{path.stem}: the self-test asks {shape['selftest']}"
    assert shape["selftest_last"], f"{path.stem}: the self-test is not the last cell"
    assert shape["selftest_fresh"], f"{path.stem}: the self-test repeats an exercise"


def test_the_counts_of_every_lesson_are_pinned() -> None:
    assert {p.stem for p in LESSONS} == set(COUNTS)
    found = {p.stem: (lesson_shape(p)["exercises"], lesson_shape(p)["predict"]) for p in LESSONS}
    assert found == COUNTS
