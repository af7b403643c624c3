"""Spaced practice: a puzzle missed, or solved only with hints, comes back on FSRS's schedule.

Each such puzzle has a card of the ``fsrs`` package (the scheduler Anki uses). Every later
attempt at it is a review of its card, graded as :func:`grade` says: a miss is *Again*, a solve
after hints *Hard*, a clean solve *Good*. A puzzle solved cleanly the first time gets no
card: there is nothing to practise again. The scheduler has no learning steps (a puzzle does
not come back ten minutes later, as a word in Anki would: its position is still in mind) and
no fuzz (the same attempts give the same days, in every kernel). Times are in UTC, and
:meth:`Schedule.due` counts a card due on a day when it is due before that day ends in UTC.

>>> from datetime import date, datetime, UTC
>>> s = Schedule()
>>> s.review("10-45", grade(right=False, hints=0), datetime(2025, 3, 1, 18, 0, tzinfo=UTC))
datetime.date(2025, 3, 2)
>>> s.due(date(2025, 3, 1)), s.due(date(2025, 3, 2))
([], ['10-45'])
"""

from __future__ import annotations

import zlib
from collections.abc import Mapping
from datetime import UTC, date, datetime
from typing import Any

from fsrs import Card, Rating, Scheduler

from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.i18n import _

__all__ = ["Schedule", "grade", "scheduler"]


def scheduler() -> Scheduler:
    """The FSRS scheduler of every schedule: the package's parameters, no learning steps,
    no fuzz.

    >>> scheduler().enable_fuzzing, scheduler().learning_steps
    (False, ())
    """
    return Scheduler(learning_steps=(), relearning_steps=(), enable_fuzzing=False)


def grade(*, right: bool, hints: int) -> Rating:
    """The FSRS grade of an attempt: Again for a miss, Hard for a solve after hints, Good
    for a clean solve.

    >>> grade(right=True, hints=0).name, grade(right=True, hints=2).name
    ('Good', 'Hard')
    """
    if not right:
        return Rating.Again
    return Rating.Hard if hints else Rating.Good


class Schedule:
    """Each puzzle's card (by the puzzle's id), and which are due on a day.

    >>> Schedule().due(date(2025, 1, 1))
    []
    """

    def __init__(self, cards: Mapping[str, Card] | None = None) -> None:
        self.cards: dict[str, Card] = dict(cards or {})
        self._scheduler = scheduler()

    def __contains__(self, puzzle: object) -> bool:
        return puzzle in self.cards

    def review(self, puzzle: str, rating: Rating, when: datetime) -> date:
        """Review ``puzzle``'s card (a new one when it has none) with ``rating`` at ``when``
        (a time in UTC); returns the day it is due next."""
        if when.tzinfo is None:
            raise ChickenFootError(_("a review's time must say its time zone"))
        card = self.cards.get(puzzle) or Card(card_id=zlib.crc32(puzzle.encode()))
        card, _log = self._scheduler.review_card(card, rating, when.astimezone(UTC))
        self.cards[puzzle] = card
        return card.due.astimezone(UTC).date()

    def due_on(self, puzzle: str) -> date | None:
        """The day ``puzzle`` is due (None: it has no card)."""
        card = self.cards.get(puzzle)
        return None if card is None else card.due.astimezone(UTC).date()

    def due(self, today: date) -> list[str]:
        """The puzzles due on ``today`` or before, the longest due first."""
        waiting = [
            (c.due, p) for p, c in self.cards.items() if c.due.astimezone(UTC).date() <= today
        ]
        return [p for _d, p in sorted(waiting)]

    def to_json(self) -> dict[str, Any]:
        """Each card as the ``fsrs`` package writes it (its times as ISO text)."""
        return {p: dict(c.to_dict()) for p, c in self.cards.items()}

    @classmethod
    def from_json(cls, data: Any) -> Schedule:
        """The schedule :meth:`to_json` wrote; anything else raises :class:`ChickenFootError`.

        >>> Schedule.from_json({"10-45": {"due": "tomorrow"}})
        Traceback (most recent call last):
        ...
        chickenfoot_nb.errors.ChickenFootError: the card of puzzle 10-45 cannot be read
        """
        if not isinstance(data, Mapping):
            raise ChickenFootError(_("the schedule must be an object"))
        cards = {}
        for puzzle, raw in data.items():
            try:
                card = Card.from_dict(raw)
                if card.due.tzinfo is None:
                    raise ValueError(card.due)  # a time without its zone cannot be compared
            except (KeyError, TypeError, ValueError, AttributeError):
                raise ChickenFootError(
                    _("the card of puzzle {puzzle} cannot be read").format(puzzle=puzzle)
                ) from None
            cards[str(puzzle)] = card
        return cls(cards)
