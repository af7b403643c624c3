"""Graded assignments: the lessons as an nbgrader course, each checked exercise an autograded answer.

:func:`build_course` writes an nbgrader course folder (``nbgrader_config.py`` and
``source/<lesson>/<lesson>.ipynb``) from the lessons. Each exercise a lesson asks
(``ask("key", ...)``, one by one or in its self-test) becomes three cells: the question
(:func:`question`, read-only), the learner's answer (``answer = "7/55"``, the solution between
nbgrader's ``BEGIN SOLUTION`` and ``END SOLUTION`` markers) and a hidden test worth the
exercise's points that calls the package's own checker on it (:func:`check_answer`). The
right answer comes from the exercise's own check, computed on the lesson's own position:
the builder runs each lesson once in a kernel to find it (:func:`solution`). nbgrader's
``generate_assignment`` then removes the solutions and the tests for the release.

An exercise about the game the learner plays in a widget (lesson 6's own round) stays the
lesson's own exercise, ungraded: nbgrader's autograder runs the notebook again, and the game a
learner played by clicks is not played again there.

>>> q = question("set-size-12")
>>> print(q)  # doctest: +ELLIPSIS
Exercise. How many tiles has a double-12 set?
>>> solution("set-size-12")
'91'
>>> check_answer("91", "set-size-12")
>>> check_answer("90", "set-size-12")
Traceback (most recent call last):
...
AssertionError: 90 is not the answer to the exercise 'set-size-12'.

``python -m chickenfoot_nb.classroom.assignments OUT [LESSON ...]`` (``make assignments``)
builds the course; docs/teaching/class.md says how to release, collect and grade it.
"""

from __future__ import annotations

import argparse
import ast
import html
import os
import re
import shutil
import sys
import tempfile
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING, Any

from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.i18n import _, ngettext

if TYPE_CHECKING:
    from nbformat import NotebookNode

    from chickenfoot_nb.lessons.check import Check

__all__ = [
    "CONFIG_NAME",
    "Asked",
    "Question",
    "build_course",
    "check_answer",
    "exercises_asked",
    "question",
    "solution",
]

#: The course's nbgrader configuration, written once: a teacher's own changes stay.
CONFIG_NAME = "nbgrader_config.py"
_CONFIG = '''"""The nbgrader course of the chickenfoot_nb lessons (written by `make assignments`)."""

c = get_config()  # noqa: F821 (nbgrader gives it)
c.CourseDirectory.course_id = "chickenfoot"
# A lesson may run a simulation for longer than nbgrader's 30 seconds a cell.
c.Execute.timeout = 300
'''
#: nbgrader's cell metadata version.
_SCHEMA = 3
#: How long the builder waits for one cell of a lesson, in seconds.
CELL_TIMEOUT = 300


# ----- in the learner's notebook ---------------------------------------------------------------


def _ask(key: str, position: Sequence[Any], options: Mapping[str, Any]) -> Check:
    # The lessons load the widgets: imported here, so that the class report does not.
    from chickenfoot_nb.lessons import ask

    return ask(key, *position, **options)


@dataclass(frozen=True)
class Question:
    """An exercise's question as an assignment shows it: its picture, its words and its choices,
    never its answer."""

    key: str
    #: The picture and the question, as HTML.
    html: str
    #: The choices to copy from (empty when the learner writes the answer).
    choices: tuple[str, ...]
    #: What kind of answer is wanted (``a whole number``), when there are no choices.
    kind: str

    def _repr_html_(self) -> str:
        e = html.escape
        parts = [f'<div class="cf-assignment-question">{self.html}']
        if self.choices:
            parts.append(
                "<p>"
                + e(_("Copy one of these answers exactly:"))
                + "</p><ul>"
                + "".join(f"<li><code>{e(c)}</code></li>" for c in self.choices)
                + "</ul>"
            )
        elif self.kind:
            parts.append("<p>" + e(_("Your answer: {kind}.").format(kind=self.kind)) + "</p>")
        parts.append(
            "<p>"
            + e(_("Write it in the cell below, as text in quotes:"))
            + ' <code>answer = "…"</code></p></div>'
        )
        return "".join(parts)

    def __str__(self) -> str:
        words = html.unescape(
            re.sub(r"<[^>]+>", "", re.sub(r"<svg.*?</svg>", "", self.html, flags=re.S))
        )
        lines = [" ".join(words.split())]
        lines += [f"- {c}" for c in self.choices]
        return "\n".join(lines)

    def __repr__(self) -> str:
        return f"<Question {self.key!r}>"


def question(key: str, *position: Any, **options: Any) -> Question:
    """The exercise ``key`` (built on ``position`` as :func:`~chickenfoot_nb.lessons.ask` builds
    it) as a question to answer in the cell below: no answer box and no answer to unfold.

    >>> question("chicken-yard").choices
    ('the boneyard', 'the chicken yard', 'the hand', 'the foot')
    >>> question("set-size-12").kind
    'a whole number'
    """
    check = _ask(key, position, options)
    picture = check.picture.value if check.picture is not None else ""
    kind = "" if check.choices is not None else str(getattr(check.box, "placeholder", ""))
    if kind == _("your answer"):
        kind = ""  # the box's word for any text: the line under the question says as much
    return Question(key, picture + check.question.value, check.choices or (), kind)


def _live(position: Iterable[Any]) -> bool:
    """Whether an exercise is asked about an object that follows the learner's clicks."""
    from traitlets import HasTraits

    return any(isinstance(p, HasTraits) for p in position)


def solution(key: str, *position: Any, **options: Any) -> str | None:
    """The reply that answers the exercise ``key`` on ``position``, as a learner would write it;
    None for an exercise about a game the learner plays in a widget, which a grader cannot
    play again.

    >>> solution("canonical-tile"), solution("chicken-yard")
    ('8|3', 'the chicken yard')
    """
    if _live(position):
        return None
    check = _ask(key, position, options)
    from chickenfoot_nb.lessons.answers import answer_text

    answer = check.answer
    # a fraction as the learner types it: answer_text adds its decimal after a "≈"
    reply = str(answer) if isinstance(answer, Fraction) else answer_text(answer)
    if not check.is_right(reply):
        raise ChickenFootError(
            _("The exercise {key} does not take its own answer {reply}.").format(
                key=repr(key), reply=reply
            )
        )
    return reply


def check_answer(answer: Any, key: str, *position: Any, **options: Any) -> None:
    """Check the learner's ``answer`` to the exercise ``key`` on ``position`` with the exercise's
    own check; raise :class:`AssertionError` (the test fails) unless it is right.

    It writes nothing to the learner's progress file: a grader runs it, not the learner.

    >>> check_answer(91, "set-size-12")
    >>> check_answer(None, "set-size-12")
    Traceback (most recent call last):
    ...
    AssertionError: No answer was given to the exercise 'set-size-12'.
    """
    from chickenfoot_nb.lessons.answers import Unreadable, answer_text

    if answer is None or (isinstance(answer, str) and not answer.strip()):
        raise AssertionError(_("No answer was given to the exercise {key}.").format(key=repr(key)))
    reply = answer_text(answer) if isinstance(answer, bool) else str(answer)
    check = _ask(key, position, options)
    try:
        right = check.is_right(reply)
    except Unreadable as e:
        raise AssertionError(
            _("The answer {reply} to the exercise {key} could not be read: {reason}.").format(
                reply=reply, key=repr(key), reason=e
            )
        ) from None
    if not right:
        raise AssertionError(
            _("{reply} is not the answer to the exercise {key}.").format(reply=reply, key=repr(key))
        )


# ----- the exercises a lesson asks ---------------------------------------------------------


@dataclass(frozen=True)
class Asked:
    """One exercise a lesson asks: its key, the arguments of its ``ask(...)`` as written in the
    lesson, and its grade id in the assignment (the key, numbered from its second time)."""

    key: str
    arguments: str
    grade_id: str


@dataclass(frozen=True)
class _Cell:
    """A lesson's code cell taken apart: the code before its exercises, and the exercises."""

    context: str
    asked: tuple[Asked, ...]


def _asks(node: ast.AST) -> bool:
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "ask"


def _key(call: ast.Call) -> str | None:
    """The exercise's key when ``call`` names it first, in quotes."""
    first = call.args[0] if call.args else None
    if isinstance(first, ast.Constant) and isinstance(first.value, str):
        return first.value
    return None


def _split(source: str, where: str, seen: dict[str, int]) -> _Cell | None:
    """``source`` taken apart, or None when it asks no exercise; ``seen`` counts the keys so far.

    An exercise is asked as the cell's last line, ``ask("key", ...)`` or
    ``self_test(ask(...), ...)``; an ``ask`` anywhere else cannot be made an answer cell.
    """
    if "ask(" not in source:
        return None
    tree = ast.parse(source)
    last = tree.body[-1] if tree.body else None
    calls: list[ast.Call] = []
    if isinstance(last, ast.Expr) and isinstance(last.value, ast.Call):
        outer = last.value
        if _asks(outer):
            calls = [outer]
        elif isinstance(outer.func, ast.Name) and outer.func.id == "self_test":
            calls = [a for a in outer.args if isinstance(a, ast.Call) and _asks(a)]
    elsewhere = [n for n in ast.walk(tree) if _asks(n) and n not in calls]
    if elsewhere or any(_key(c) is None for c in calls):
        raise ChickenFootError(
            _(
                "{where} asks an exercise that cannot be made an answer cell: ask it on the "
                "cell's last line, by its name in quotes."
            ).format(where=where)
        )
    if not calls:
        return None
    asked = []
    for call in calls:
        key = str(_key(call))
        seen[key] = seen.get(key, 0) + 1
        arguments = [ast.get_source_segment(source, a) or "" for a in call.args]
        arguments += [f"{k.arg}={ast.get_source_segment(source, k.value)}" for k in call.keywords]
        grade_id = key if seen[key] == 1 else f"{key}-{seen[key]}"
        asked.append(Asked(key, ", ".join(arguments), grade_id))
    lines = source.splitlines()
    assert last is not None
    return _Cell("\n".join(lines[: last.lineno - 1]).rstrip(), tuple(asked))


def exercises_asked(lesson: str | os.PathLike[str]) -> tuple[Asked, ...]:
    """The exercises the lesson notebook ``lesson`` asks, in order.

    >>> from chickenfoot_nb.lesson_files import lessons_folder
    >>> [a.grade_id for a in exercises_asked(lessons_folder() / "05_scoring.ipynb")][2:5]
    ['seat-score', 'seat-score-2', 'match-rounds']
    """
    import nbformat

    notebook = nbformat.read(Path(lesson), as_version=4)
    seen: dict[str, int] = {}
    found: list[Asked] = []
    for cell in notebook.cells:
        if cell.cell_type == "code":
            split = _split(cell.source, f"{Path(lesson).name}#{cell.get('id', '')}", seen)
            found += split.asked if split else ()
    return tuple(found)


# ----- the assignment notebook -----------------------------------------------------------------


def _grading(grade_id: str, **flags: Any) -> dict[str, Any]:
    """nbgrader's metadata of a cell: read-only unless ``flags`` say otherwise."""
    found = {"grade": False, "grade_id": grade_id, "locked": True, "solution": False}
    found |= flags
    return {"nbgrader": {**found, "schema_version": _SCHEMA, "task": False}}


def _code(cell_id: str, source: str, **grading: Any) -> NotebookNode:
    import nbformat

    cell = nbformat.v4.new_code_cell(source, id=cell_id)
    if grading:
        cell.metadata.update(_grading(**grading))
    return cell


def _answer_source(reply: str | None) -> str:
    import json

    return (
        "# "
        + _('Your answer, as text in quotes: answer = "…"')
        + "\n### BEGIN SOLUTION\n"
        + f"answer = {json.dumps(reply, ensure_ascii=False)}\n"
        + "### END SOLUTION"
    )


def _test_source(asked: Asked, points: int) -> str:
    said = ngettext(
        "The hidden test checks your answer ({points} point).",
        "The hidden test checks your answer ({points} points).",
        points,
    ).format(points=points)
    return (
        f"# {said}\n### BEGIN HIDDEN TESTS\n"
        "from chickenfoot_nb.classroom.assignments import check_answer\n\n"
        f"check_answer(answer, {asked.arguments})\n"
        "### END HIDDEN TESTS"
    )


def _cells(
    notebook: NotebookNode,
    lesson: str,
    replies: Mapping[str, str | None] | None,
    points: Mapping[str, int],
) -> list[NotebookNode]:
    """The assignment's cells: with ``replies`` (each grade id's solution) the graded notebook;
    without, the probe that finds them (each exercise's :func:`solution` in place of its cells)."""
    import nbformat

    intro = nbformat.v4.new_markdown_cell(
        _(
            "**A graded assignment.** After each exercise, write your answer in the cell below "
            'it, as text in quotes: `answer = "7/55"`, `answer = "9|4"` or `answer = "yes"`. '
            "For a question with choices, copy one choice exactly. Run every cell from the top "
            "before you hand the notebook in: each answer is checked when it is graded."
        ),
        id="assignment-intro",
    )
    intro.metadata.update(_grading("assignment-intro"))
    helper = "question" if replies is not None else "solution"
    setup = _code(
        "assignment-setup",
        f"from chickenfoot_nb.classroom.assignments import {helper}",
        grade_id="assignment-setup",
    )
    cells = [intro, setup]
    seen: dict[str, int] = {}
    for cell in notebook.cells:
        split = (
            _split(cell.source, f"{lesson}#{cell.get('id', '')}", seen)
            if cell.cell_type == "code"
            else None
        )
        if split is None:
            kept = nbformat.from_dict(dict(cell))
            if kept.cell_type == "code":
                kept.outputs, kept.execution_count = [], None
            cells.append(kept)
            continue
        if split.context:
            cells.append(_code(f"{cell.id}-context", split.context))
        for asked in split.asked:
            gid = asked.grade_id
            if replies is None:
                cells.append(_code(f"{gid}-probe", f"solution({asked.arguments})"))
            elif replies[gid] is None:
                cells.append(_code(f"{gid}-ungraded", f"ask({asked.arguments})"))
            else:
                cells += [
                    _code(
                        f"{gid}-question",
                        f"answer = None\nquestion({asked.arguments})",
                        grade_id=f"{gid}-question",
                    ),
                    _code(
                        f"{gid}-answer",
                        _answer_source(replies[gid]),
                        grade_id=f"{gid}-answer",
                        locked=False,
                        solution=True,
                    ),
                    _code(
                        f"{gid}-test",
                        _test_source(asked, points.get(asked.key, 1)),
                        grade_id=gid,
                        grade=True,
                        points=points.get(asked.key, 1),
                    ),
                ]
    return cells


def _replies(probe: NotebookNode) -> dict[str, str | None]:
    """Each grade id's solution, read from the probe's outputs."""
    replies: dict[str, str | None] = {}
    for cell in probe.cells:
        if not cell.get("id", "").endswith("-probe"):
            continue
        shown = [o for o in cell.outputs if o.output_type == "execute_result"]
        text = shown[0].data.get("text/plain", "None") if shown else "None"
        replies[cell.id.removesuffix("-probe")] = ast.literal_eval(text)
    return replies


def _run(notebook: NotebookNode, folder: Path, lesson: str) -> NotebookNode:
    """``notebook`` run in a fresh kernel in ``folder``, writing no progress file."""
    from nbclient import NotebookClient
    from nbclient.exceptions import CellExecutionError

    from chickenfoot_nb.progress import PATH_VARIABLE

    client = NotebookClient(
        notebook,
        timeout=CELL_TIMEOUT,
        kernel_name=notebook.metadata.get("kernelspec", {}).get("name", "python3"),
        resources={"metadata": {"path": str(folder)}},
    )
    try:
        client.execute(env={**os.environ, PATH_VARIABLE: "off"})
    except CellExecutionError as e:
        raise ChickenFootError(
            _(
                "The lesson {lesson} stopped with an error while its answers were found: {error}"
            ).format(lesson=lesson, error=str(e).strip().splitlines()[-1])
        ) from e
    return notebook


def _build_lesson(lesson: Path, course: Path, points: Mapping[str, int]) -> Path:
    """Write ``source/<lesson>/<lesson>.ipynb`` in ``course`` (and the positions it opens)."""
    import nbformat

    notebook = nbformat.read(lesson, as_version=4)
    positions = lesson.parent / "positions"
    opens = positions.is_dir() and any(
        "positions/" in c.source for c in notebook.cells if c.cell_type == "code"
    )
    with tempfile.TemporaryDirectory(prefix="chickenfoot-assignment-") as scratch:
        if opens:
            shutil.copytree(positions, Path(scratch) / "positions")
        probe = nbformat.from_dict(dict(notebook))
        probe.cells = _cells(notebook, lesson.name, None, points)
        replies = _replies(_run(probe, Path(scratch), lesson.stem))
    graded = nbformat.from_dict(dict(notebook))
    graded.cells = _cells(notebook, lesson.name, replies, points)
    folder = course / "source" / lesson.stem
    folder.mkdir(parents=True, exist_ok=True)
    if opens:
        shutil.copytree(positions, folder / "positions", dirs_exist_ok=True)
    out = folder / lesson.name
    nbformat.write(graded, out)
    return out


def build_course(
    out: str | os.PathLike[str],
    lessons: Iterable[str] | None = None,
    *,
    points: Mapping[str, int] | None = None,
) -> Path:
    """Write the nbgrader course of ``lessons`` (their names, like ``01_tiles_and_sets``; all
    the lessons by default) in the folder ``out``, and return it.

    Each exercise is worth 1 point unless ``points`` gives its key another. The course's
    ``nbgrader_config.py`` is written when there is none; each lesson's source notebook is
    written again; nbgrader's own folders (``release``, ``submitted``...) are left alone.

    >>> import tempfile
    >>> course = build_course(Path(tempfile.mkdtemp()) / "course", [])
    >>> sorted(p.name for p in course.iterdir())
    ['nbgrader_config.py', 'source']
    """
    from chickenfoot_nb.lesson_files import lessons_folder

    course = Path(out)
    (course / "source").mkdir(parents=True, exist_ok=True)
    config = course / CONFIG_NAME
    if not config.exists():
        config.write_text(_CONFIG, encoding="utf-8")
    folder = lessons_folder()
    names = [p.stem for p in sorted(folder.glob("*.ipynb"))] if lessons is None else list(lessons)
    for name in names:
        lesson = folder / f"{name}.ipynb"
        if not lesson.is_file():
            raise ChickenFootError(_("There is no lesson named {name}.").format(name=repr(name)))
        _build_lesson(lesson, course, points or {})
    return course


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m chickenfoot_nb.classroom.assignments OUT [LESSON ...]``: build the course."""
    parser = argparse.ArgumentParser(
        prog="python -m chickenfoot_nb.classroom.assignments",
        description="build an nbgrader course folder from the lessons",
    )
    parser.add_argument("out", help="the course folder to write (made when missing)")
    parser.add_argument(
        "lessons", nargs="*", help="lesson names, like 01_tiles_and_sets (all by default)"
    )
    args = parser.parse_args(argv)
    try:
        course = build_course(args.out, args.lessons or None)
    except ChickenFootError as e:
        print(e, file=sys.stderr)
        return 1
    print(_("The nbgrader course is in {folder}.").format(folder=course))
    return 0


if __name__ == "__main__":
    sys.exit(main())
