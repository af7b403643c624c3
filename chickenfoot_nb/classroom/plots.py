"""The class report's plots, drawn with matplotlib (loaded only when a plot is asked for)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from chickenfoot_nb.i18n import _

if TYPE_CHECKING:
    from matplotlib.figure import Figure

    from chickenfoot_nb.classroom.report import ClassReport

#: Past this many learners, a panel counts them in bins instead of naming each.
NAMED_IN_PLOT = 40
#: The hardest exercises plotted, at most.
PLOTTED_EXERCISES = 30
_SHARES = range(0, 105, 5)


def plot(report: ClassReport) -> Figure:
    """The plots of ``report``: the exercises, hardest first, by the share of learners right at
    the first try; each learner's share of exercises right at the first try; the puzzle
    rating changes and the reviewed rounds' accuracy, when there are any.

    >>> from chickenfoot_nb.classroom import ClassReport, LearnerSummary
    >>> ana = LearnerSummary("Ana $x$", 2, 3, 1, 0, 0, 0, None, None, 1, 80.0)
    >>> [a.get_title() for a in plot(ClassReport((ana,), (), (), (), (), ())).axes]
    ['Exercises, hardest first', 'Learners: exercises right at the first try', 'Reviewed rounds: mean accuracy']
    """
    from matplotlib.figure import Figure

    panels = [_exercises, _learners]
    if any(s.rating_change is not None for s in report.learners):
        panels.append(_ratings)
    if any(s.accuracy is not None for s in report.learners):
        panels.append(_accuracy)
    figure = Figure(figsize=(9, 4.2 * len(panels)), layout="constrained")
    for axes, panel in zip(
        figure.subplots(len(panels), 1, squeeze=False)[:, 0], panels, strict=True
    ):
        panel(axes, report)
    return figure


def _label(text: str) -> str:
    """A name as a plot label: matplotlib reads ``$…$`` as mathematics."""
    return text.replace("$", r"\$")


def _exercises(axes: Any, report: ClassReport) -> None:
    hardest = report.summary[:PLOTTED_EXERCISES]
    axes.barh(
        [_label(s.exercise) for s in hardest][::-1],
        [100 * s.first_try_share for s in hardest][::-1],
        color="#b3261e",
    )
    axes.set_xlim(0, 100)
    axes.set_xlabel(_("learners right at the first try (%)"))
    axes.set_title(_("Exercises, hardest first"))


def _per_learner(
    axes: Any, title: str, unit: str, found: Sequence[tuple[str, float]], *, share: bool
) -> None:
    """One bar per learner, named; or, for a big class, how many learners fall in each bin."""
    axes.set_title(title)
    axes.set_xlabel(unit)
    if len(found) <= NAMED_IN_PLOT:
        axes.barh([_label(n) for n, _v in found][::-1], [v for _n, v in found][::-1])
        if share:
            axes.set_xlim(0, 100)
        else:
            axes.axvline(0, color="#555555", linewidth=0.8)
    else:
        axes.hist([v for _n, v in found], bins=_SHARES if share else 20)
        axes.set_ylabel(_("learners"))


def _learners(axes: Any, report: ClassReport) -> None:
    found = [(s.learner, s.first_try_share) for s in report.learners]
    _per_learner(
        axes,
        _("Learners: exercises right at the first try"),
        _("exercises right at the first try (%)"),
        [(n, 100 * v) for n, v in found if v is not None],
        share=True,
    )


def _ratings(axes: Any, report: ClassReport) -> None:
    _per_learner(
        axes,
        _("Puzzle rating: change"),
        _("rating points"),
        [(s.learner, s.rating_change) for s in report.learners if s.rating_change is not None],
        share=False,
    )


def _accuracy(axes: Any, report: ClassReport) -> None:
    _per_learner(
        axes,
        _("Reviewed rounds: mean accuracy"),
        _("accuracy (of 100)"),
        [(s.learner, s.accuracy) for s in report.learners if s.accuracy is not None],
        share=True,
    )
