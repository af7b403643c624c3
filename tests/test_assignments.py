"""The lessons as an nbgrader course: built, released and autograded by nbgrader itself.

One short lesson is built into a course, nbgrader's ``generate_assignment`` makes its release
version, and ``autograde`` grades three submissions made from the release: every answer right
(full marks), nothing answered (zero), one answer wrong (that exercise's points lost, and only
those). nbgrader runs as a teacher runs it, from the command line in the course folder; no
network is used.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

from chickenfoot_nb.classroom.assignments import build_course, exercises_asked
from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.lesson_files import lessons_folder

pytest.importorskip("nbgrader")

LESSON = "01_tiles_and_sets"
#: The exercise answered wrong in one submission, worth more than the others' 1 point.
WRONG = "set-size-12"
WRONG_POINTS = 3
STUDENTS = ("right", "blank", "wrong")
_ASK = re.compile(r"""\bask\(\s*["']([\w-]+)["']""")


def _nbgrader(course: Path, *args: str) -> None:
    # nbgrader runs alembic's command for its database: it must be found beside this Python
    path = os.pathsep.join([str(Path(sys.executable).parent), os.environ.get("PATH", "")])
    done = subprocess.run(
        [sys.executable, "-m", "nbgrader", *args],
        cwd=course,
        env={**os.environ, "PATH": path},
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr


def _answers(notebook: nbformat.NotebookNode) -> dict[str, str]:
    """Each answer cell's grade id and its solution line, from the source notebook."""
    found = {}
    for cell in notebook.cells:
        if cell.metadata.get("nbgrader", {}).get("solution"):
            (line,) = [ln for ln in cell.source.splitlines() if ln.startswith("answer = ")]
            found[cell.metadata["nbgrader"]["grade_id"]] = line
    return found


def _submit(course: Path, student: str, answers: dict[str, str]) -> None:
    """Hand in the release version with ``answers`` typed in place of "YOUR CODE HERE"."""
    release = nbformat.read(course / "release" / LESSON / f"{LESSON}.ipynb", as_version=4)
    for cell in release.cells:
        grade_id = cell.metadata.get("nbgrader", {}).get("grade_id")
        if grade_id in answers:
            cell.source = cell.source.replace("raise NotImplementedError()", answers[grade_id])
    folder = course / "submitted" / student / LESSON
    folder.mkdir(parents=True)
    nbformat.write(release, folder / f"{LESSON}.ipynb")


#: The module's fixture builds once: every test of the module in one pytest-xdist worker.
pytestmark = pytest.mark.xdist_group("assignments")


@pytest.fixture(scope="module")
def graded(tmp_path_factory: pytest.TempPathFactory) -> dict[str, object]:
    """The course built, released and the three submissions autograded."""
    from nbgrader.api import Gradebook

    course = build_course(
        tmp_path_factory.mktemp("assignments") / "course", [LESSON], points={WRONG: WRONG_POINTS}
    )
    _nbgrader(course, "generate_assignment", LESSON)
    source = nbformat.read(course / "source" / LESSON / f"{LESSON}.ipynb", as_version=4)
    right = _answers(source)
    _submit(course, "right", right)
    _submit(course, "blank", {})
    _submit(course, "wrong", {**right, f"{WRONG}-answer": 'answer = "90"'})
    _nbgrader(course, "autograde", LESSON)
    with Gradebook(f"sqlite:///{course / 'gradebook.db'}") as gb:
        scores = {s: gb.find_submission(LESSON, s).score for s in STUDENTS}
        lost = {
            s: {
                g.name
                for g in gb.find_submission_notebook(LESSON, LESSON, s).grades
                if g.score < g.max_score
            }
            for s in STUDENTS
        }
        total = gb.find_assignment(LESSON).max_score
    return {"course": course, "source": source, "scores": scores, "lost": lost, "total": total}


def test_the_source_has_a_graded_question_per_exercise(graded: dict[str, object]) -> None:
    source = graded["source"]
    assert isinstance(source, nbformat.NotebookNode)
    asked = [a.grade_id for a in exercises_asked(lessons_folder() / f"{LESSON}.ipynb")]
    tests = [
        c.metadata["nbgrader"] for c in source.cells if c.metadata.get("nbgrader", {}).get("grade")
    ]
    assert [t["grade_id"] for t in tests] == asked
    assert {t["grade_id"]: t["points"] for t in tests}[WRONG] == WRONG_POINTS
    assert graded["total"] == len(asked) - 1 + WRONG_POINTS


def test_the_release_has_no_solutions_and_no_tests(graded: dict[str, object]) -> None:
    course = graded["course"]
    assert isinstance(course, Path)
    release = (course / "release" / LESSON / f"{LESSON}.ipynb").read_text()
    assert "BEGIN SOLUTION" not in release and "check_answer" not in release
    assert 'answer = \\"91\\"' not in release
    assert "NotImplementedError" in release


def test_all_right_gets_full_marks(graded: dict[str, object]) -> None:
    scores = graded["scores"]
    assert isinstance(scores, dict)
    assert scores["right"] == graded["total"]
    assert graded["lost"]["right"] == set()  # type: ignore[index]
    course = graded["course"]
    assert isinstance(course, Path)
    # the questions showed too: no cell of the right copy failed
    run = nbformat.read(course / "autograded" / "right" / LESSON / f"{LESSON}.ipynb", as_version=4)
    failed = [
        c.id for c in run.cells if any(o.output_type == "error" for o in c.get("outputs", []))
    ]
    assert failed == []
    shown = [c for c in run.cells if c.id == f"{WRONG}-question"][0].outputs
    assert "How many tiles has a double-12 set?" in shown[0].data["text/html"]
    assert "91" not in shown[0].data["text/html"]


def test_blank_gets_zero(graded: dict[str, object]) -> None:
    scores = graded["scores"]
    assert isinstance(scores, dict)
    assert scores["blank"] == 0


def test_one_wrong_answer_loses_exactly_its_points(graded: dict[str, object]) -> None:
    scores = graded["scores"]
    assert isinstance(scores, dict)
    assert scores["wrong"] == graded["total"] - WRONG_POINTS  # type: ignore[operator]
    assert graded["lost"]["wrong"] == {WRONG}  # type: ignore[index]


@pytest.mark.parametrize("lesson", sorted(lessons_folder().glob("*.ipynb")), ids=lambda p: p.stem)
def test_every_exercise_of_every_lesson_can_be_an_answer_cell(lesson: Path) -> None:
    notebook = nbformat.read(lesson, as_version=4)
    written = [k for c in notebook.cells if c.cell_type == "code" for k in _ASK.findall(c.source)]
    asked = exercises_asked(lesson)
    assert [a.key for a in asked] == written
    assert len({a.grade_id for a in asked}) == len(asked)


def test_an_exercise_asked_inside_other_code_is_refused(tmp_path: Path) -> None:
    notebook = nbformat.v4.new_notebook()
    notebook.cells = [nbformat.v4.new_code_cell('q = ask("set-size-12")\nq', id="c1")]
    path = tmp_path / "lesson.ipynb"
    nbformat.write(notebook, path)
    with pytest.raises(ChickenFootError, match=r"lesson\.ipynb#c1 asks an exercise"):
        exercises_asked(path)
