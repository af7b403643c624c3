"""The class report's figures and how it is written: CSV, a terminal table, a web page."""

from __future__ import annotations

import csv
import html
import io
import os
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from chickenfoot_nb.i18n import _, get_language, html_lang, ngettext, percent

if TYPE_CHECKING:
    from matplotlib.figure import Figure

#: The columns of :meth:`ClassReport.to_csv`: one row per learner and exercise, puzzle or
#: reviewed round (``kind``), empty where a figure does not apply.
CSV_COLUMNS = (
    "learner",
    "kind",
    "lesson",
    "item",
    "attempts",
    "right_first_try",
    "right",
    "hints",
    "rating_before",
    "rating_after",
    "accuracy",
    "cost",
    "inaccuracies",
    "mistakes",
    "blunders",
)


@dataclass(frozen=True)
class ExerciseResult:
    """One learner's attempts at one exercise."""

    learner: str
    lesson: str
    exercise: str
    attempts: int
    right_first_try: bool
    right: bool
    #: How many hints were shown before the last attempt.
    hints: int


@dataclass(frozen=True)
class PuzzleResult:
    """One learner's attempts at one puzzle, and their rating around them (None unrated)."""

    learner: str
    puzzle: str
    attempts: int
    right_first_try: bool
    right: bool
    hints: int
    rating_before: float | None
    rating_after: float | None


@dataclass(frozen=True)
class RoundResult:
    """One reviewed round of a learner's own (``number`` counts them from 1 in their file)."""

    learner: str
    number: int
    accuracy: float | None
    cost: float
    marks: dict[str, int]


@dataclass(frozen=True)
class LearnerSummary:
    """One learner in a line: exercises, puzzles and reviewed rounds.

    >>> LearnerSummary("Ana", 4, 6, 3, 1, 0, 0, None, None, 0, None).first_try_share
    0.75
    """

    learner: str
    exercises: int
    attempts: int
    right_first_try: int
    hints: int
    puzzles: int
    puzzles_right_first_try: int
    #: The rating after the last rated puzzle, and its change since before the first.
    rating: float | None
    rating_change: float | None
    rounds: int
    #: The mean accuracy of the reviewed rounds that had decisions.
    accuracy: float | None

    @property
    def first_try_share(self) -> float | None:
        """The share of the exercises tried that were right at the first try."""
        return self.right_first_try / self.exercises if self.exercises else None


@dataclass(frozen=True)
class ExerciseSummary:
    """How the class did on one exercise.

    >>> s = ExerciseSummary("01", "set-size-12", 4, 9, 1, 1, 2)
    >>> s.first_try_share, s.mean_attempts
    (0.25, 2.25)
    """

    lesson: str
    exercise: str
    learners: int
    attempts: int
    right_first_try: int
    never_right: int
    #: How many learners were shown the hint.
    hinted: int

    @property
    def first_try_share(self) -> float:
        """The share of the learners who tried it that were right at the first try."""
        return self.right_first_try / self.learners

    @property
    def mean_attempts(self) -> float:
        """Attempts per learner who tried it."""
        return self.attempts / self.learners


# ----- the report and its outputs --------------------------------------------------------------


def _figure(value: float | None, digits: int = 1) -> str:
    return "" if value is None else f"{value:.{digits}f}"


def _cell(value: str) -> str:
    """Text for a spreadsheet: a leading ``= + - @`` would make it a formula there."""
    return "'" + value if value[:1] in ("=", "+", "-", "@", "\t", "\r") else value


def _share(value: float | None) -> str:
    return "" if value is None else percent(value)


@dataclass(frozen=True)
class ClassReport:
    """What a class did: per learner, per learner and exercise, per exercise (hardest first).

    >>> ClassReport((), (), (), (), (), ())
    <ClassReport: 0 learners, 0 exercises, 0 files skipped>
    """

    learners: tuple[LearnerSummary, ...]
    exercises: tuple[ExerciseResult, ...]
    puzzles: tuple[PuzzleResult, ...]
    rounds: tuple[RoundResult, ...]
    #: Each exercise over the class, hardest first.
    summary: tuple[ExerciseSummary, ...]
    #: One line for each file that was not read, saying why.
    skipped: tuple[str, ...]

    def __repr__(self) -> str:
        n, e, s = len(self.learners), len(self.summary), len(self.skipped)
        return (
            f"<ClassReport: {n} learner{'' if n == 1 else 's'}, {e} exercise{'' if e == 1 else 's'}, "
            f"{s} file{'' if s == 1 else 's'} skipped>"
        )

    def csv_rows(self) -> Iterator[dict[str, str]]:
        """The rows of :meth:`to_csv`, each a dict of :data:`CSV_COLUMNS` to text."""
        for e in self.exercises:
            yield {
                "learner": e.learner,
                "kind": "exercise",
                "lesson": e.lesson,
                "item": e.exercise,
                "attempts": str(e.attempts),
                "right_first_try": str(int(e.right_first_try)),
                "right": str(int(e.right)),
                "hints": str(e.hints),
            }
        for p in self.puzzles:
            yield {
                "learner": p.learner,
                "kind": "puzzle",
                "item": p.puzzle,
                "attempts": str(p.attempts),
                "right_first_try": str(int(p.right_first_try)),
                "right": str(int(p.right)),
                "hints": str(p.hints),
                "rating_before": _figure(p.rating_before),
                "rating_after": _figure(p.rating_after),
            }
        for r in self.rounds:
            yield {
                "learner": r.learner,
                "kind": "round",
                "item": str(r.number),
                "accuracy": _figure(r.accuracy),
                "cost": _figure(r.cost, 4),
                "inaccuracies": str(r.marks.get("inaccuracy", 0)),
                "mistakes": str(r.marks.get("mistake", 0)),
                "blunders": str(r.marks.get("blunder", 0)),
            }

    def to_csv(self, out: str | os.PathLike[str] | TextIO | None = None) -> str:
        """The report as CSV (:data:`CSV_COLUMNS`), written to ``out`` (a file name or an open
        file) when given; returns the text.

        >>> ClassReport((), (), (), (), (), ()).to_csv().splitlines()[0][:40]
        'learner,kind,lesson,item,attempts,right_'
        """
        buffer = io.StringIO()
        writer = csv.DictWriter(buffer, CSV_COLUMNS, restval="", lineterminator="\n")
        writer.writeheader()
        for row in self.csv_rows():
            writer.writerow({k: _cell(v) for k, v in row.items()})
        text = buffer.getvalue()
        if isinstance(out, (str, os.PathLike)):
            Path(out).write_text(text, encoding="utf-8")
        elif out is not None:
            out.write(text)
        return text

    def table(self, most: int = 30) -> str:
        """The report as plain text for a terminal: the learners (``most`` of them at most),
        then the exercises, hardest first.

        >>> print(ClassReport((), (), (), (), (), ()).table())
        No progress file could be read.
        """
        if not self.learners:
            return _("No progress file could be read.")
        learners = [
            [
                _("Learner"),
                _("Exercises"),
                _("Right at first try"),
                _("Hints"),
                _("Puzzles"),
                _("Rating"),
                _("Change"),
                _("Rounds"),
                _("Accuracy"),
            ]
        ] + [
            [
                s.learner,
                str(s.exercises),
                _share(s.first_try_share),
                str(s.hints),
                str(s.puzzles),
                _figure(s.rating, 0),
                _figure(s.rating_change, 0),
                str(s.rounds),
                _figure(s.accuracy, 0),
            ]
            for s in self.learners[:most]
        ]
        lines = _columns(learners)
        if len(self.learners) > most:
            more = len(self.learners) - most
            lines.append(
                ngettext(
                    "… and {n} more learner: write the report with --csv or --html.",
                    "… and {n} more learners: write the report with --csv or --html.",
                    more,
                ).format(n=more)
            )
        exercises = [
            [_("Exercise"), _("Lesson"), _("Learners"), _("Right at first try"), _("Never right")]
        ] + [
            [
                s.exercise,
                s.lesson,
                str(s.learners),
                _share(s.first_try_share),
                str(s.never_right),
            ]
            for s in self.summary
        ]
        return "\n".join([*lines, "", _("Exercises, hardest first:"), *_columns(exercises)])

    def plot(self) -> Figure:
        """Plots of the report: the exercises, hardest first, by the share of learners right
        at the first try; each learner's share; puzzle rating changes and round accuracy when
        there are any. Needs matplotlib.
        """
        from chickenfoot_nb.classroom.plots import plot

        return plot(self)

    def to_html(self, out: str | os.PathLike[str] | None = None, *, plots: bool = True) -> str:
        """The report as one web page (every name and word escaped), written to ``out`` when
        given; with ``plots`` and matplotlib installed, the plots drawn into it.

        >>> page = ClassReport((), (), (), (), (), ("<b>x.json</b>: broken",)).to_html(plots=False)
        >>> "&lt;b&gt;x.json&lt;/b&gt;: broken" in page, "<b>x" in page
        (True, False)
        """
        e = html.escape
        title = e(_("Class report"))
        parts = [
            "<!DOCTYPE html>",
            f'<html lang="{e(html_lang(get_language()))}"><head><meta charset="utf-8">',
            f"<title>{title}</title><style>{_STYLE}</style></head><body><h1>{title}</h1>",
            _heading(_("Learners")),
            _html_table(
                [
                    _("Learner"),
                    _("Exercises"),
                    _("Attempts"),
                    _("Right at first try"),
                    _("Hints"),
                    _("Puzzles"),
                    _("Puzzles right at first try"),
                    _("Rating"),
                    _("Change"),
                    _("Rounds"),
                    _("Accuracy"),
                ],
                [
                    [
                        s.learner,
                        str(s.exercises),
                        str(s.attempts),
                        _share(s.first_try_share),
                        str(s.hints),
                        str(s.puzzles),
                        str(s.puzzles_right_first_try),
                        _figure(s.rating, 0),
                        _figure(s.rating_change, 0),
                        str(s.rounds),
                        _figure(s.accuracy, 0),
                    ]
                    for s in self.learners
                ],
            ),
            _heading(_("Exercises, hardest first")),
            _html_table(
                [
                    _("Exercise"),
                    _("Lesson"),
                    _("Learners"),
                    _("Attempts per learner"),
                    _("Right at first try"),
                    _("Never right"),
                    _("Shown the hint"),
                ],
                [
                    [
                        s.exercise,
                        s.lesson,
                        str(s.learners),
                        _figure(s.mean_attempts),
                        _share(s.first_try_share),
                        str(s.never_right),
                        str(s.hinted),
                    ]
                    for s in self.summary
                ],
            ),
        ]
        if self.skipped:
            parts.append(_heading(_("Files skipped")) + "<ul>")
            parts += [f"<li>{e(line)}</li>" for line in self.skipped]
            parts.append("</ul>")
        if plots and self.learners:
            try:
                figure = self.plot()
            except ImportError:
                figure = None
            if figure is not None:
                svg = io.StringIO()
                figure.savefig(svg, format="svg")
                drawn = svg.getvalue()
                # matplotlib draws text as paths: no name reaches the page as markup
                said = _("Plots")
                parts.append(
                    _heading(said)
                    + f'<figure role="img" aria-label="{e(said)}">'
                    + drawn[drawn.index("<svg") :]
                    + "</figure>"
                )
        parts.append("</body></html>\n")
        page = "\n".join(parts)
        if out is not None:
            Path(out).write_text(page, encoding="utf-8")
        return page


_STYLE = (
    "body{font-family:sans-serif;margin:1em 2em;color:#1f2937}"
    "table{border-collapse:collapse;margin-bottom:1.5em}"
    "th,td{border:1px solid #c9b99a;padding:2px 8px;text-align:left}"
    "th{background:#f4efe6}td.n{text-align:right}figure svg{max-width:100%;height:auto}"
)


def _heading(text: str) -> str:
    return f"<h2>{html.escape(text)}</h2>"


def _html_table(header: list[str], rows: list[list[str]]) -> str:
    e = html.escape
    head = "".join(f"<th scope='col'>{e(h)}</th>" for h in header)
    body = "".join(
        "<tr>"
        + f"<th scope='row'>{e(row[0])}</th>"
        + "".join(f"<td class='n'>{e(v)}</td>" for v in row[1:])
        + "</tr>"
        for row in rows
    )
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def _columns(rows: list[list[str]]) -> list[str]:
    """Rows of text cells lined up in columns, the first left, the rest right."""
    widths = [max(len(r[k]) for r in rows) for k in range(len(rows[0]))]
    return [
        "  ".join(
            cell.ljust(w) if k == 0 else cell.rjust(w)
            for k, (cell, w) in enumerate(zip(row, widths, strict=True))
        ).rstrip()
        for row in rows
    ]
