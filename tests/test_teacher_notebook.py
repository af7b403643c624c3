"""The teacher's notebook (notebooks/teacher/class_report.ipynb) runs top to bottom on a fresh
kernel, on the made-up class it makes itself, and shows the report, its plots and the review of
the class's rounds. It is no lesson: the learners' lessons and their copies leave it out."""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

from chickenfoot_nb.classroom import DEMO_LEARNERS
from chickenfoot_nb.lesson_files import lessons_folder

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOK = ROOT / "notebooks" / "teacher" / "class_report.ipynb"
#: The made-up class the notebook makes when no folder is given.
LEARNERS = DEMO_LEARNERS[:6]


#: The module's fixture builds once: every test of the module in one pytest-xdist worker.
pytestmark = pytest.mark.xdist_group("teacher_notebook")


@pytest.fixture(scope="module")
def ran() -> dict[str, list[nbformat.NotebookNode]]:
    """Each code cell's id and its outputs, after one run."""
    notebook = nbformat.read(NOTEBOOK, as_version=4)
    NotebookClient(
        notebook,
        timeout=300,
        kernel_name="python3",
        resources={"metadata": {"path": str(NOTEBOOK.parent)}},
    ).execute()
    return {c.id: c.outputs for c in notebook.cells if c.cell_type == "code"}


def _text(outputs: list[nbformat.NotebookNode]) -> str:
    return "".join(
        o.get("text", "") + o.get("data", {}).get("text/plain", "")
        for o in outputs
        if o.output_type != "error"
    )


def test_it_is_committed_without_outputs_and_is_no_lesson() -> None:
    notebook = nbformat.read(NOTEBOOK, as_version=4)
    assert all(not c.outputs for c in notebook.cells if c.cell_type == "code")
    assert NOTEBOOK.stem not in {p.stem for p in lessons_folder().glob("*.ipynb")}
    assert "notebooks/teacher/class_report.ipynb" in (ROOT / "docs/teaching/class.md").read_text()


def test_it_runs_without_an_error(ran: dict[str, list[nbformat.NotebookNode]]) -> None:
    errors = [
        (cell, o.ename) for cell, outs in ran.items() for o in outs if o.output_type == "error"
    ]
    assert errors == []


def test_the_report_names_every_learner_and_the_hardest_exercise(
    ran: dict[str, list[nbformat.NotebookNode]],
) -> None:
    assert "6 learners, 5 exercises, 0 files skipped" in _text(ran["teacher-01"])
    table = _text(ran["teacher-03"])
    learners, exercises = table.split("Exercises, hardest first:")
    assert [line.split()[0] for line in learners.strip().splitlines()[1:]] == list(LEARNERS)
    assert "set-size-12" in exercises and "canonical-tile" in exercises
    assert _text(ran["teacher-05"]).strip() == "0"


def test_the_plots_are_drawn(ran: dict[str, list[nbformat.NotebookNode]]) -> None:
    assert any("image/png" in o.get("data", {}) for o in ran["teacher-07"])
    chart = "".join(o.get("data", {}).get("text/html", "") for o in ran["teacher-12"])
    assert "<img" in chart and "Ana" in chart


def test_the_rounds_are_reviewed_with_a_progress_bar(
    ran: dict[str, list[nbformat.NotebookNode]],
) -> None:
    shown = ran["teacher-09"]
    bar = [o for o in shown if "reviewing 6 rounds" in o.get("data", {}).get("text/plain", "")]
    bar += [o for o in shown if "reviewing 6 rounds" in o.get("text", "")]
    assert bar, "no progress bar"
    table = "".join(o.get("data", {}).get("text/html", "") for o in shown)
    assert all(name in table for name in LEARNERS)
    lines = _text(ran["teacher-11"]).strip().splitlines()
    assert [line.split(":")[0] for line in lines] == list(LEARNERS)
    assert all("accuracy" in line and "skill" in line for line in lines)
