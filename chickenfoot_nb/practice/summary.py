"""What one practice session did, in words: the rating before and after, the ideas missed,
and the puzzles due tomorrow.

:meth:`Practice.summary <chickenfoot_nb.practice.Practice.summary>` makes a :class:`Summary`
of the first attempts taken in this kernel; printed, it says them in the language spoken now.
Its rating comes with Glicko-2's 95% interval, the rating ± 2 RD, so that a reader sees how
little ten answers tell.

>>> from chickenfoot_nb.practice.rating import Rating
>>> from chickenfoot_nb.puzzles.themes import Theme
>>> from chickenfoot_nb.practice.session import PuzzleAttempt
>>> s = Summary(
...     (PuzzleAttempt("4-5", False, 1, True, 1500.0, 1327.2, None),),
...     Rating(), Rating(1327.2, 267.0), ((Theme.PLAY_DOUBLE, 1),), ("4-5",))
>>> print(s)
Solved at the first answer: 0 of 1 puzzle; hints taken: 1.
Rating: 1500 → 1327 (−173); 95% sure it lies between 793 and 1861 (± 2 RD).
Ideas missed: Play the double while you can (1).
Due tomorrow: 1 puzzle; the Next puzzle button serves it first.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from chickenfoot_nb.i18n import _, ngettext
from chickenfoot_nb.practice.rating import Rating
from chickenfoot_nb.puzzles.themes import Theme

if TYPE_CHECKING:
    from chickenfoot_nb.practice.session import PuzzleAttempt

__all__ = ["Summary"]


def _change(before: float, after: float) -> str:
    """A rating's change as the widget writes it: a sign, whole points, no separators."""
    change = round(after) - round(before)
    return f"+{change}" if change >= 0 else f"−{-change}"


@dataclass(frozen=True)
class Summary:
    """A practice session: its first ``attempts`` (this kernel's, in order), the rating
    ``before`` the first and ``after`` the last, the ideas of the puzzles ``missed`` (each
    puzzle's strongest idea, with how many missed puzzles teach it, most first), and the
    puzzles due by the end of ``tomorrow`` (their ids, the longest due first).

    >>> Summary((), Rating(), Rating(), (), ()).lines()[0]
    'No puzzle answered in this session yet: answer one in the puzzle widget, then run this cell again.'
    """

    attempts: tuple[PuzzleAttempt, ...]
    before: Rating
    after: Rating
    missed: tuple[tuple[Theme, int], ...]
    tomorrow: tuple[str, ...]

    @property
    def solved(self) -> int:
        """How many puzzles were solved at the first answer."""
        return sum(a.right for a in self.attempts)

    @property
    def hints(self) -> int:
        """How many hints were taken before the first answers."""
        return sum(a.hints for a in self.attempts)

    @property
    def low(self) -> float:
        """The bottom of the rating's 95% interval (the rating less two RD)."""
        return self.after.rating - 2 * self.after.rd

    @property
    def high(self) -> float:
        """The top of the rating's 95% interval (the rating plus two RD)."""
        return self.after.rating + 2 * self.after.rd

    def lines(self) -> list[str]:
        """The summary, one sentence a line, in the language spoken now."""
        interval = _("95% sure it lies between {low} and {high} (± 2 RD).").format(
            low=round(self.low), high=round(self.high)
        )
        if not self.attempts:
            return [
                _(
                    "No puzzle answered in this session yet: answer one in the puzzle widget, "
                    "then run this cell again."
                ),
                _("Rating: {rating}; {interval}").format(
                    rating=round(self.after.rating), interval=interval
                ),
            ]
        n = len(self.attempts)
        said = [
            ngettext(
                "Solved at the first answer: {solved} of {n} puzzle; hints taken: {hints}.",
                "Solved at the first answer: {solved} of {n} puzzles; hints taken: {hints}.",
                n,
            ).format(solved=self.solved, n=n, hints=self.hints),
            _("Rating: {before} → {after} ({change}); {interval}").format(
                before=round(self.before.rating),
                after=round(self.after.rating),
                change=_change(self.before.rating, self.after.rating),
                interval=interval,
            ),
        ]
        guessed = sum(not a.rated and not a.again for a in self.attempts)
        if guessed:
            said.append(
                ngettext(
                    "{n} puzzle had two legal moves, where a guess finds the best one half the "
                    "time: it left the rating as it was.",
                    "{n} puzzles had two legal moves, where a guess finds the best one half the "
                    "time: they left the rating as it was.",
                    guessed,
                ).format(n=guessed)
            )
        again = sum(a.again for a in self.attempts)
        if again:
            said.append(
                ngettext(
                    "{n} puzzle was met before: a puzzle counts for the rating only the first "
                    "time.",
                    "{n} puzzles were met before: a puzzle counts for the rating only the first "
                    "time.",
                    again,
                ).format(n=again)
            )
        if self.missed:
            ideas = ", ".join(f"{theme.words()} ({count})" for theme, count in self.missed)
            said.append(_("Ideas missed: {ideas}.").format(ideas=ideas))
        else:
            said.append(_("Ideas missed: none."))
        due = len(self.tomorrow)
        said.append(
            ngettext(
                "Due tomorrow: {n} puzzle; the Next puzzle button serves it first.",
                "Due tomorrow: {n} puzzles; the Next puzzle button serves them first.",
                due,
            ).format(n=due)
            if due
            else _("Nothing is due tomorrow.")
        )
        return said

    def __str__(self) -> str:
        return "\n".join(self.lines())
