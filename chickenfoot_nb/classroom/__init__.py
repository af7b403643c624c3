"""The class report: what each learner did, read from the progress files a teacher collected.

:func:`class_report` reads progress files (:mod:`chickenfoot_nb.progress`), or every ``.json``
file in a folder and the folders inside it, and gives, per learner and per exercise, the
attempts, whether the first one was right, and the hints shown; each learner's puzzles (their
rating and its change) and reviewed rounds (their accuracy); and, per exercise, how the whole
class did, hardest first. It writes CSV (:meth:`ClassReport.to_csv`), a web page
(:meth:`ClassReport.to_html`) and plots (:meth:`ClassReport.plot`, with matplotlib). Nothing
is sent anywhere. :func:`demo_class` writes a made-up class's files, to try the report.

:func:`build_course` makes the lessons an nbgrader course, each checked exercise an autograded
answer (:mod:`chickenfoot_nb.classroom.assignments`).

A learner is named as the file names them: the ``learner`` it holds; else, for a file in a
folder inside the folder read (as nbgrader's ``submitted/NAME/...`` keeps them), that folder's
name; else the file's name. Files of one name are one learner. A file that cannot be read,
is not a progress file, holds the wrong kinds of values, or names its learner with markup or
control characters gets one line in :attr:`ClassReport.skipped`, and the report goes on.

>>> import json, tempfile
>>> from pathlib import Path
>>> folder = Path(tempfile.mkdtemp())
>>> _ = (folder / "ana.json").write_text(json.dumps({"format": "chickenfoot_nb-progress", "version": 1,
...     "learner": "Ana", "checks": [{"time": "2025-01-01T10:00:00+00:00", "lesson": "01",
...     "exercise": "set-size-12", "answer": "90", "right": False, "first_try": True,
...     "attempt": 1, "hints": 0}]}))
>>> _ = (folder / "broken.json").write_text("{")
>>> report = class_report(folder)
>>> [(e.learner, e.exercise, e.attempts, e.right_first_try) for e in report.exercises]
[('Ana', 'set-size-12', 1, False)]
>>> report.skipped  # doctest: +ELLIPSIS
('.../broken.json: not JSON: Expecting property name enclosed in double quotes (line 1, column 2)',)
"""

from __future__ import annotations

from chickenfoot_nb.classroom.assignments import build_course, check_answer, question, solution
from chickenfoot_nb.classroom.demo import DEMO_LEARNERS, demo_class
from chickenfoot_nb.classroom.read import class_report, read_class
from chickenfoot_nb.classroom.report import (
    CSV_COLUMNS,
    ClassReport,
    ExerciseResult,
    ExerciseSummary,
    LearnerSummary,
    PuzzleResult,
    RoundResult,
)

__all__ = [
    "CSV_COLUMNS",
    "DEMO_LEARNERS",
    "ClassReport",
    "ExerciseResult",
    "ExerciseSummary",
    "LearnerSummary",
    "PuzzleResult",
    "RoundResult",
    "build_course",
    "check_answer",
    "class_report",
    "demo_class",
    "question",
    "read_class",
    "solution",
]
