"""A learner's puzzle practice that lasts: their rating, each puzzle's card, their attempts.

:class:`Practice` chooses the next puzzle (:meth:`~Practice.next_puzzle`: one due today first,
else one not tried yet near the learner's rating), and takes each first attempt
(:meth:`~Practice.attempt`): the rating changes (:mod:`~chickenfoot_nb.practice.rating`), a
missed or hinted puzzle gets its card (:mod:`~chickenfoot_nb.practice.schedule`), and the
attempt and the whole state go into the learner's progress file
(:mod:`chickenfoot_nb.progress`, under ``"practice"``) in one write. :meth:`Practice.load`
reads it back in a new kernel. Its state is JSON: numbers, text, and times as ISO text.
:meth:`Practice.summary` says what this kernel's session did
(:class:`~chickenfoot_nb.practice.summary.Summary`).

>>> from datetime import datetime, UTC
>>> from chickenfoot_nb import progress
>>> from chickenfoot_nb.puzzles import load_puzzles
>>> progress.off()
>>> pr = Practice(load_puzzles(), seed=0)
>>> p = pr.next_puzzle()
>>> a = pr.attempt(p, [p.moves[1].action], right=False, when=datetime(2025, 3, 1, tzinfo=UTC))
>>> a.rating_after < a.rating_before, str(a.due)
(True, '2025-03-02')
>>> again = Practice(load_puzzles(), state=pr.to_json(), seed=0)  # as a new kernel reads it
>>> again.next_puzzle(today=a.due).id == p.id
True
"""

from __future__ import annotations

import contextlib
import random
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from typing import Any

from chickenfoot_nb import progress
from chickenfoot_nb.actions import Action
from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.i18n import _
from chickenfoot_nb.practice.rating import Rating, puzzle_rating, rate, rated, score
from chickenfoot_nb.practice.schedule import Schedule, grade
from chickenfoot_nb.practice.summary import Summary
from chickenfoot_nb.puzzles import Puzzle, load_puzzles
from chickenfoot_nb.puzzles.themes import themes_of

__all__ = ["STATE_VERSION", "PuzzleAttempt", "Practice"]

#: The version of the practice's state in the progress file.
STATE_VERSION = 1


@dataclass(frozen=True)
class PuzzleAttempt:
    """What one first attempt at a puzzle did: the rating before and after (equal when the
    puzzle is not rated), and the day the puzzle comes back (None: it does not).

    ``again``: the puzzle was tried before (on an earlier showing), so it is not rated.
    """

    puzzle: str
    right: bool
    hints: int
    rated: bool
    rating_before: float
    rating_after: float
    due: date | None
    again: bool = False

    @property
    def change(self) -> float:
        """How much the rating moved.

        >>> PuzzleAttempt("x", True, 0, True, 1500.0, 1512.4, None).change
        12.400000000000091
        """
        return self.rating_after - self.rating_before


class Practice:
    """One learner's practice on ``puzzles`` (the package's own when None); ``seed`` orders
    puzzles of equal rating, so a class meets them in the same order.

    ``state`` is what :meth:`to_json` wrote (a new learner's when None): a learner starts at
    1500 with an RD of 350, as Glicko-2 starts every player. ``keep=False`` keeps the
    attempts in memory only, never in the progress file: a practice shown as an example, or
    a bot's.
    """

    def __init__(
        self,
        puzzles: Sequence[Puzzle] | None = None,
        *,
        state: Mapping[str, Any] | None = None,
        seed: int | str = 0,
        keep: bool = True,
    ) -> None:
        self.puzzles = list(load_puzzles() if puzzles is None else puzzles)
        order = self.puzzles[:]
        random.Random(seed).shuffle(order)
        #: The puzzles in the seeded order: ties in every choice go to the earliest.
        self.order = order
        self.rating = Rating()
        self.schedule = Schedule()
        #: Each puzzle tried: how its first attempt went, and when it was last tried.
        self.tried: dict[str, dict[str, Any]] = {}
        #: The puzzles shown in this kernel, in order (not kept: a new kernel starts afresh).
        self.shown: list[str] = []
        #: None, or the sentence saying the progress file is not written to (after an attempt).
        self.said: str | None = None
        #: Whether attempts are written to the progress file.
        self.keep = keep
        if state:
            self._read(state)
        # the practice state last read from or written to the progress file
        self._seen: Mapping[str, Any] = dict(state or {})
        #: The rating when this kernel's session began, and the session's first attempts.
        self.start = self.rating
        self.attempts: list[PuzzleAttempt] = []

    # ----- the file ------------------------------------------------------------------

    @classmethod
    def load(
        cls, puzzles: Sequence[Puzzle] | None = None, *, seed: int | str = 0
    ) -> tuple[Practice, str | None]:
        """The practice kept in the learner's progress file, and None or the one sentence that
        says the file cannot be read (it is left as it is, and practice goes on in memory).

        >>> from chickenfoot_nb import progress
        >>> progress.off()
        >>> pr, said = Practice.load()
        >>> pr.rating, said
        (Rating(rating=1500.0, rd=350.0, vol=0.06), None)
        """
        every = list(load_puzzles() if puzzles is None else puzzles)
        return progress.kept_practice(lambda state: cls(every, state=state, seed=seed))

    def to_json(self) -> dict[str, Any]:
        """The practice's state, as the progress file keeps it under ``"practice"``."""
        return {
            "version": STATE_VERSION,
            "rating": self.rating.to_json(),
            "cards": self.schedule.to_json(),
            "tried": {k: dict(v) for k, v in self.tried.items()},
        }

    def _read(self, state: Mapping[str, Any]) -> None:
        version = state.get("version")
        if not isinstance(version, int) or isinstance(version, bool) or version < 1:
            raise ChickenFootError(_("the practice's version must be a whole number from 1"))
        if version > STATE_VERSION:
            raise ChickenFootError(
                _("its practice was written by a newer chickenfoot_nb (version {v})").format(
                    v=version
                )
            )
        self.rating = Rating.from_json(state.get("rating"))
        self.schedule = Schedule.from_json(state.get("cards", {}))
        tried = state.get("tried", {})
        if not isinstance(tried, Mapping) or not all(
            isinstance(t, Mapping) and isinstance(t.get("last"), str) for t in tried.values()
        ):
            raise ChickenFootError(_("the practice's tried puzzles cannot be read"))
        self.tried = {str(k): dict(v) for k, v in tried.items()}

    def _catch_up(self) -> None:
        """Read the practice kept in the progress file when another practice of this kernel
        wrote it since this one last did (a file that cannot be read changes nothing)."""
        kept, _said = progress.kept_practice(lambda state: state)
        if kept and kept != self._seen:
            with contextlib.suppress(ChickenFootError):
                self._read(kept)
                self._seen = kept

    # ----- choosing -------------------------------------------------------------------

    def due(self, today: date | None = None) -> list[Puzzle]:
        """The puzzles due on ``today`` (UTC's today when None), the longest due first."""
        by_id = {p.id: p for p in self.puzzles}
        day = today or datetime.now(UTC).date()
        return [by_id[i] for i in self.schedule.due(day) if i in by_id]

    def next_puzzle(
        self, fits: Callable[[Puzzle], bool] | None = None, *, today: date | None = None
    ) -> Puzzle | None:
        """The puzzle to practise next among those that ``fits`` (every one when None):
        one due ``today`` (the longest due first), else one not tried yet whose rating is
        nearest the learner's (those that change the rating, :func:`rated`, before those a
        guess solves half the time), else the one tried longest ago. One shown in this kernel
        comes again only when every other that fits has been. None: no puzzle fits.

        The puzzle is counted as shown (:attr:`shown`).
        """
        pool = [p for p in self.order if fits is None or fits(p)]
        if not pool:
            return None
        shown = {pid: n for n, pid in enumerate(self.shown)}
        fresh = [p for p in pool if p.id not in shown] or sorted(pool, key=lambda p: shown[p.id])[
            : max(1, len(pool) - 1)
        ]
        due = {p.id for p in self.due(today)}
        untried = [p for p in fresh if p.id not in self.tried]
        if any(p.id in due for p in fresh):
            order = {pid: n for n, pid in enumerate(self.schedule.due(today or date.max))}
            chosen = min((p for p in fresh if p.id in due), key=lambda p: order[p.id])
        elif untried:
            me = self.rating.rating
            chosen = min(untried, key=lambda p: (not rated(p), abs(puzzle_rating(p).rating - me)))
        else:
            chosen = min(fresh, key=lambda p: self.tried.get(p.id, {}).get("last", ""))
        self.shown.append(chosen.id)
        return chosen

    # ----- an attempt ---------------------------------------------------------------

    def attempt(
        self,
        p: Puzzle,
        moves: Sequence[Action | str],
        *,
        right: bool,
        hints: int = 0,
        when: datetime | None = None,
    ) -> PuzzleAttempt:
        """Take the learner's first attempt at ``p`` on one showing: the ``moves`` tried,
        whether it was solved, the ``hints`` taken before. The rating changes (only at the
        first attempt ever: a puzzle met again is known, and only reviews its card), the
        schedule too, and both are kept with the attempt in the progress file (unless the
        practice was made with ``keep=False``). The attempt joins this session's
        :attr:`attempts`.

        :attr:`said` is then None, or the sentence saying the file is not written to.

        Another practice of this kernel on the same progress file (a second widget) may have
        kept attempts since this one last read it: their rating, cards and tried puzzles are
        read first, so that neither writes over the other.
        """
        when = when or datetime.now(UTC)
        if self.keep:
            self._catch_up()
        before = self.rating
        again = p.id in self.tried
        counts = rated(p) and not again
        if counts:
            self.rating = rate(before, puzzle_rating(p), score(right, hints))
        due = None
        if p.id in self.schedule or not right or hints:
            due = self.schedule.review(p.id, grade(right=right, hints=hints), when)
        first = self.tried.get(p.id)
        self.tried[p.id] = {
            "first": first["first"] if first else when.isoformat(timespec="seconds"),
            "last": when.isoformat(timespec="seconds"),
            "right": bool(right),
            "hints": int(hints),
            "attempts": (first.get("attempts", 1) if first else 0) + 1,
        }
        if self.keep:
            self._seen = self.to_json()
            self.said = progress.puzzle_attempt(
                p.id,
                [str(m) for m in moves],
                right=right,
                hints=hints,
                rating_before=before.rating if counts else None,
                rating_after=self.rating.rating if counts else None,
                practice=self.to_json(),
            )
        done = PuzzleAttempt(
            p.id, bool(right), int(hints), counts, before.rating, self.rating.rating, due, again
        )
        self.attempts.append(done)
        return done

    # ----- the session --------------------------------------------------------------

    def summary(self, today: date | None = None) -> Summary:
        """What this kernel's session did: the rating at its start and now, the ideas of the
        puzzles missed (each one's strongest, :func:`~chickenfoot_nb.puzzles.themes.themes_of`),
        and the puzzles due by the end of the day after ``today`` (UTC's today when None).

        >>> from chickenfoot_nb import progress
        >>> progress.off()
        >>> pr = Practice(seed=0, keep=False)
        >>> print(pr.summary().lines()[0])
        No puzzle answered in this session yet: answer one in the puzzle widget, then run this cell again.
        >>> p = pr.next_puzzle()
        >>> a = pr.attempt(p, [p.moves[1].action], right=False, when=datetime(2025, 3, 1, tzinfo=UTC))
        >>> s = pr.summary(today=date(2025, 3, 1))
        >>> s.before.rating, s.after == pr.rating, s.tomorrow == (p.id,)
        (1500.0, True, True)
        """
        day = today or datetime.now(UTC).date()
        by_id = {p.id: p for p in self.puzzles}
        missed = Counter(
            themes_of(by_id[a.puzzle])[0]
            for a in self.attempts
            if not a.right and a.puzzle in by_id
        )
        return Summary(
            tuple(self.attempts),
            self.start,
            self.rating,
            tuple(missed.most_common()),
            tuple(self.schedule.due(day + timedelta(days=1))),
        )
