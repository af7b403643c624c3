"""Reading the progress files a teacher collected, and the figures of the class report."""

from __future__ import annotations

import os
import unicodedata
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any

from chickenfoot_nb.classroom.report import (
    ClassReport,
    ExerciseResult,
    ExerciseSummary,
    LearnerSummary,
    PuzzleResult,
    RoundResult,
)
from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.files import read_json, shown
from chickenfoot_nb.i18n import _
from chickenfoot_nb.progress import PROGRESS_FILE, Progress, ProgressError

_LONGEST_NAME = 100

# ----- reading the files -----------------------------------------------------------------------


def _files(source: Path) -> Iterator[tuple[Path, Path | None]]:
    """The files to read from ``source``: itself, or each ``.json`` under a folder (with it)."""
    if not source.is_dir():
        yield source, None
        return
    # os.walk does not follow links to folders: a loop of links cannot keep it walking
    for folder, subfolders, names in os.walk(source):
        subfolders.sort()
        for name in sorted(names):
            if name.endswith(".json"):
                yield Path(folder) / name, source


def _clean_name(name: str) -> str:
    """``name`` as a learner's name, or raise: no markup, no control characters, not too long."""
    name = name.strip()
    if not name:
        raise ProgressError(_("the learner has no name"))
    if len(name) > _LONGEST_NAME or any(
        c in "<>" or unicodedata.category(c) in ("Cc", "Cf", "Zl", "Zp") for c in name
    ):
        raise ProgressError(
            _(
                "the learner's name {name} holds markup or control characters, or is too long"
            ).format(name=shown(name))
        )
    return name


def _learner(progress: Progress, path: Path, root: Path | None) -> str:
    """The learner's name: the file's own, else the folder under ``root`` it sits in, else the file's."""
    if progress.learner.strip():
        return _clean_name(progress.learner)
    inside = path.relative_to(root).parts if root is not None else ()
    return _clean_name(inside[0] if len(inside) > 1 else path.stem)


def read_class(
    sources: str | os.PathLike[str] | Iterable[str | os.PathLike[str]],
) -> tuple[dict[str, Progress], tuple[str, ...]]:
    """Each learner's progress (files of one name merged, in the order read) from ``sources``
    (files and folders), and one line for each file that was skipped.

    >>> read_class(["no/such.json"])
    ({}, ('no/such.json: cannot read no/such.json: No such file or directory',))
    """
    if isinstance(sources, (str, os.PathLike)):
        sources = [sources]
    learners: dict[str, Progress] = {}
    skipped: list[str] = []
    for source in sources:
        for path, root in _files(Path(source)):
            try:
                progress = Progress.from_json(read_json(path, PROGRESS_FILE))
                name = _learner(progress, path, root)
            except ChickenFootError as e:
                # one line whatever the reason holds: a name may hold a line break
                skipped.append(" ".join(f"{path}: {e}".splitlines()))
                continue
            kept = learners.setdefault(name, Progress(name))
            for part in ("checks", "puzzles", "rounds"):
                getattr(kept, part).extend(getattr(progress, part))
    return learners, tuple(skipped)


# ----- the figures -------------------------------------------------------------------------


def _exercises(name: str, progress: Progress) -> list[ExerciseResult]:
    by_key: dict[str, list[dict[str, Any]]] = {}
    for c in progress.checks:
        by_key.setdefault(c["exercise"], []).append(c)
    return [
        ExerciseResult(
            learner=name,
            lesson=tries[0]["lesson"],
            exercise=key,
            attempts=len(tries),
            right_first_try=tries[0]["right"],
            right=any(t["right"] for t in tries),
            hints=max(t["hints"] for t in tries),
        )
        for key, tries in by_key.items()
    ]


def _puzzles(name: str, progress: Progress) -> list[PuzzleResult]:
    by_id: dict[str, list[dict[str, Any]]] = {}
    for p in progress.puzzles:
        by_id.setdefault(p["puzzle"], []).append(p)
    return [
        PuzzleResult(
            learner=name,
            puzzle=key,
            attempts=len(tries),
            right_first_try=tries[0]["right"],
            right=any(t["right"] for t in tries),
            hints=max(t["hints"] for t in tries),
            rating_before=tries[0]["rating_before"],
            rating_after=tries[-1]["rating_after"],
        )
        for key, tries in by_id.items()
    ]


def _rounds(name: str, progress: Progress) -> list[RoundResult]:
    return [
        RoundResult(name, n, r["accuracy"], r["cost"], dict(r["marks"]))
        for n, r in enumerate(progress.rounds, 1)
    ]


def _summary(
    name: str, done: list[ExerciseResult], progress: Progress, rounds: list[RoundResult]
) -> LearnerSummary:
    rated = [p for p in progress.puzzles if p["rating_after"] is not None]
    before = next((p["rating_before"] for p in rated if p["rating_before"] is not None), None)
    rating = rated[-1]["rating_after"] if rated else None
    accuracies = [r.accuracy for r in rounds if r.accuracy is not None]
    puzzles = _puzzles(name, progress)
    return LearnerSummary(
        learner=name,
        exercises=len(done),
        attempts=sum(e.attempts for e in done),
        right_first_try=sum(e.right_first_try for e in done),
        hints=sum(1 for e in done if e.hints),
        puzzles=len(puzzles),
        puzzles_right_first_try=sum(p.right_first_try for p in puzzles),
        rating=rating,
        rating_change=None if rating is None or before is None else rating - before,
        rounds=len(rounds),
        accuracy=sum(accuracies) / len(accuracies) if accuracies else None,
    )


def _by_exercise(results: Sequence[ExerciseResult]) -> list[ExerciseSummary]:
    """Each exercise over the class, hardest first: fewest right at the first try, then most
    never right, then most attempts."""
    grouped: dict[str, list[ExerciseResult]] = {}
    for e in results:
        grouped.setdefault(e.exercise, []).append(e)
    found = [
        ExerciseSummary(
            lesson=rs[0].lesson,
            exercise=key,
            learners=len(rs),
            attempts=sum(e.attempts for e in rs),
            right_first_try=sum(e.right_first_try for e in rs),
            never_right=sum(not e.right for e in rs),
            hinted=sum(1 for e in rs if e.hints),
        )
        for key, rs in grouped.items()
    ]
    return sorted(
        found,
        key=lambda s: (
            s.first_try_share,
            -s.never_right / s.learners,
            -s.mean_attempts,
            s.lesson,
            s.exercise,
        ),
    )


def class_report(
    sources: str | os.PathLike[str] | Iterable[str | os.PathLike[str]],
) -> ClassReport:
    """The class report of the progress files in ``sources`` (files, folders, or one of them).

    >>> class_report([]).learners
    ()
    """
    learners, skipped = read_class(sources)
    summaries, exercises, puzzles, rounds = [], [], [], []
    for name in sorted(learners, key=str.casefold):
        progress = learners[name]
        done, own_rounds = _exercises(name, progress), _rounds(name, progress)
        exercises += done
        puzzles += _puzzles(name, progress)
        rounds += own_rounds
        summaries.append(_summary(name, done, progress, own_rounds))
    return ClassReport(
        learners=tuple(summaries),
        exercises=tuple(exercises),
        puzzles=tuple(puzzles),
        rounds=tuple(rounds),
        summary=tuple(_by_exercise(exercises)),
        skipped=skipped,
    )
