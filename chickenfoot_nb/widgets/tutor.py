"""The tutor: before a human's move that the coach finds costly, it waits and says why.

A move that costs a mistake's worth of win chance or more
(:data:`~chickenfoot_nb.review.MARKS`) is not played at once: the tutor keeps it waiting at
that moment, and it is played when the player presses Play it anyway, or chooses it again.

>>> from chickenfoot_nb.round import Round
>>> from chickenfoot_nb.widgets.moment import Moment
>>> t = Tutor()
>>> m = Moment.of(Round.deal("spruce", players=2, seed=4), before=None, viewer=0, seen=(0,), key=0)
>>> t.warning(m, m.legal[0], "start", samples=20, seed="4") is None  # the only move
True
>>> t.waiting("start") is None
True
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

from chickenfoot_nb.actions import Action
from chickenfoot_nb.coach import analyse
from chickenfoot_nb.i18n import ngettext, number, percent
from chickenfoot_nb.review import MARKS, action_words
from chickenfoot_nb.widgets.moment import Moment

__all__ = ["Tutor"]


class Tutor:
    """The move the tutor warned about, at the moment it was warned about."""

    def __init__(self) -> None:
        self._wait: tuple[Hashable, Action] | None = None

    def waiting(self, position: Hashable) -> Action | None:
        """The move waiting at ``position`` (None when none waits there)."""
        if self._wait is None or self._wait[0] != position:
            return None
        return self._wait[1]

    def warning(
        self, m: Moment, a: Action, position: Hashable, *, samples: int, seed: str
    ) -> Callable[[], str] | None:
        """The warning about ``a`` at the moment ``m`` (named ``position``), or None.

        None lets the move be played: the coach finds it costs less than a mistake, it is
        the seat's only move, or it is the move already waiting (chosen a second time). A
        warning keeps ``a`` waiting at ``position``.
        """
        waiting, self._wait = self.waiting(position), None
        if waiting == a or len(m.legal) < 2:
            return None
        r = m.round
        found = analyse(r.view(r.seat), samples, seed)
        if found is None:
            return None
        chosen, best = found.odds(a), found.best
        error = best.win - chosen.win if chosen.action != best.action else 0.0
        if error < MARKS.mistake:
            return None
        self._wait = (position, a)
        points = round(100 * error)
        return lambda: ngettext(
            "Tutor: {move} would cost about {n} point of win chance ({win} against {best_win} "
            "for {best}). Press Y (Play it anyway) to play it, or choose again.",
            "Tutor: {move} would cost about {n} points of win chance ({win} against {best_win} "
            "for {best}). Press Y (Play it anyway) to play it, or choose again.",
            points,
        ).format(
            move=action_words(a),
            n=number(points),
            win=percent(chosen.win),
            best_win=percent(best.win),
            best=action_words(best.action),
        )
