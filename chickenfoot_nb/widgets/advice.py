"""The game's advice: the coach's hint on the moment shown and the review of a finished round.

Each runs as a :class:`~chickenfoot_nb.widgets.background.Job`, so the widget does not
freeze: its progress and its state are traits of the
:class:`~chickenfoot_nb.widgets.controller.GameController` (``coach_progress``,
``coach_state``, ``review_progress``, ``review_state``), its answer lands in
:attr:`Advice.coach` or :attr:`Advice.reviewed` and in the game's message. The coach's
answer is for one moment, the review's for one round: once the game moves on, a job that is
about something else is dropped (:meth:`Advice.drop_stale`).

>>> from chickenfoot_nb.widgets.controller import GameController
>>> g = GameController("spruce", players=2, seed=4, seats=["human", "greedy"])
>>> g.play_to_end() and g.review(samples=10, wait=True), g.reviewed.seat
(True, 0)
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from threading import Event
from typing import TYPE_CHECKING, TypeVar

from chickenfoot_nb import progress
from chickenfoot_nb.coach import Analysis, analyse
from chickenfoot_nb.i18n import _, ngettext
from chickenfoot_nb.review import SeatReview, review_seat
from chickenfoot_nb.widgets import checks
from chickenfoot_nb.widgets.background import Job
from chickenfoot_nb.widgets.states import JobState
from chickenfoot_nb.widgets.words import no_seat, over

if TYPE_CHECKING:
    from chickenfoot_nb.widgets.controller import GameController

T = TypeVar("T")

__all__ = ["MAX_SAMPLES", "Advice"]

#: The most worlds a hint or a review may sample for each moment: a hundred thousand take
#: minutes already, and the coach's default is 200.
MAX_SAMPLES = 100_000


class Advice:
    """The coach and the review of one game ``g``: two background jobs and their answers."""

    def __init__(self, g: GameController) -> None:
        self._g = g
        #: The coach's analysis of the moment it was asked about (None: none, or dropped).
        self.coach: Analysis | None = None
        #: The review of the finished round (None: none, or dropped).
        self.reviewed: SeatReview | None = None
        self._coach = Job[Analysis]("chickenfoot-coach")
        self._review = Job[SeatReview]("chickenfoot-review")

    # ----- the coach ------------------------------------------------------------------

    def hint(self, samples: int | None, wait: bool) -> bool:
        """Ask the coach about the moment shown (see :meth:`GameController.hint`).

        >>> from chickenfoot_nb.widgets.controller import GameController
        >>> g = GameController("spruce", players=3, seed=2, seats=["human", "greedy", "greedy"])
        >>> g.click("9|9") and g.hint(samples=20, wait=True), g.coach_state
        (True, 'done')
        >>> g.coach.best.action in g.round.legal_actions(), g.message.startswith("Coach:")
        (True, True)
        >>> g.hint(samples=0)
        False
        >>> g.message
        'The coach needs at least 1 sampled world, not 0.'
        """
        g = self._g
        r = g.shown
        if r.is_over:
            return g._refuse(lambda: over(r) + " " + _("There is no move left to advise."))
        seat = r.seat
        # once the round is over, advice on its past helps nobody cheat
        if not (g.teacher or g.round.is_over or (seat == g.viewer and g.is_human(seat))):
            return g._refuse(
                lambda: _(
                    "The coach advises the seat whose hand you see, and it is {name}'s turn. The "
                    "teacher view shows the coach for any seat."
                ).format(name=r.names[seat])
            )
        checks.flag(wait, "wait")
        n = g.coach_samples if samples is None else checks.whole(samples, "samples")
        if n < 1:
            return g._refuse(
                lambda: _("The coach needs at least 1 sampled world, not {n}.").format(n=n)
            )
        checks.whole(n, "samples", most=MAX_SAMPLES)
        self.drop_coach()
        view, seed, judge = r.view(seat), g.review_seed, g.judge
        g.coach_progress, g.coach_state = 0.0, JobState.RUNNING
        moves = len(view.legal_actions())
        g._say(
            lambda: ngettext(
                "The coach is weighing {moves} move over {n} worlds…",
                "The coach is weighing {moves} moves over {n} worlds…",
                moves,
            ).format(moves=moves, n=n)
        )

        def work(tick: Callable[[int, int], None], stop: Event) -> Analysis | None:
            return analyse(view, n, seed, progress=tick, cancel=stop, judge=judge)

        def finish(found: Analysis) -> None:
            self.coach, g.coach_state = found, JobState.DONE
            g._say(lambda: _("Coach: {advice}").format(advice=found.sentence))

        self._start(
            self._coach,
            work,
            key=g._position(),
            progress="coach_progress",
            done=finish,
            drop=self.drop_coach,
            failure=lambda error: _("The coach failed: {error}").format(error=error),
            wait=wait,
        )
        return True

    def _start(
        self,
        job: Job[T],
        work: Callable[[Callable[[int, int], None], Event], T | None],
        *,
        key: Hashable,
        progress: str,
        done: Callable[[T], None],
        drop: Callable[[], None],
        failure: Callable[[str], str],
        wait: bool,
    ) -> None:
        """Run ``work`` on ``job`` for the position ``key``: its share done goes to the
        controller's trait ``progress``; if it fails, its answer is dropped (``drop``) and the
        message line says ``failure(error)``."""
        g = self._g

        def failed(e: Exception) -> None:
            drop()
            error = f"{type(e).__name__}: {e}"
            g._error(lambda: failure(error))

        job.start(
            work,
            key=key,
            progress=lambda share: setattr(g, progress, share),
            done=done,
            failed=failed,
            wait=wait,
        )

    def drop_coach(self) -> None:
        """Forget the coach's answer, and drop its work if it is running."""
        self._coach.cancel()
        self.coach = None
        self._g.coach_state = JobState.IDLE

    # ----- the review -----------------------------------------------------------------

    def review(self, seat: int | None, samples: int | None, wait: bool) -> bool:
        """Review the finished round for ``seat`` (see :meth:`GameController.review`).

        >>> from chickenfoot_nb.widgets.controller import GameController
        >>> g = GameController("spruce", players=2, seed=4, seats=["human", "greedy"])
        >>> g.review()
        False
        >>> g.message
        'A round is reviewed once it is over: play it to the end first.'
        >>> g.play_to_end() and g.review(samples=10, wait=True), g.review_state
        (True, 'done')
        >>> g.reviewed.seat, g.message.startswith("Review of Seat 0:")
        (0, True)
        """
        g = self._g
        r = g.round
        if not r.is_over:
            return g._refuse(
                lambda: _("A round is reviewed once it is over: play it to the end first.")
            )
        checks.flag(wait, "wait")
        who = g.viewer if seat is None else checks.whole(seat, "seat")
        if not 0 <= who < r.players:
            return g._refuse(lambda: no_seat(who, r.players))
        n = g.coach_samples if samples is None else checks.whole(samples, "samples")
        if n < 1:
            return g._refuse(
                lambda: _("The review needs at least 1 sampled world, not {n}.").format(n=n)
            )
        checks.whole(n, "samples", most=MAX_SAMPLES)
        self.drop_review()
        g.review_progress, g.review_state = 0.0, JobState.RUNNING
        finished, index, seed = r.copy(), len(g.match.rounds) - 1, g.review_seed
        judge = g.judge
        g._say(
            lambda: ngettext(
                "Reviewing {name}'s round over {n} world per moment…",
                "Reviewing {name}'s round over {n} worlds per moment…",
                n,
            ).format(name=r.names[who], n=n)
        )
        moments = len(finished.history) + 1

        def work(tick: Callable[[int, int], None], stop: Event) -> SeatReview | None:
            def step(k: int) -> bool:
                tick(k, moments)
                return not stop.is_set()

            return review_seat(finished, who, n, seed, round_index=index, step=step, judge=judge)

        def finish(found: SeatReview) -> None:
            self.reviewed, g.review_state = found, JobState.DONE
            name = r.names[who]
            # A learner's own round goes into their progress file (a bot's seat does not);
            # when the file cannot be kept, the review says so in one sentence.
            trouble = progress.reviewed_round(found, g.match) if g.is_human(who) else None
            g._say(
                lambda: (
                    _("Review of {name}: {sentences}").format(
                        name=name, sentences=" ".join(found.sentences[1:])
                    )
                    + (f" {trouble}" if trouble else "")
                )
            )

        self._start(
            self._review,
            work,
            key=self._round_key(),
            progress="review_progress",
            done=finish,
            drop=self.drop_review,
            failure=lambda error: _("The review failed: {error}").format(error=error),
            wait=wait,
        )
        return True

    def round_review(self, seat: int | None, samples: int | None) -> SeatReview:
        """The review that Review gives, worked out now (see :meth:`GameController.round_review`).

        >>> from chickenfoot_nb.widgets.controller import GameController
        >>> g = GameController("spruce", players=2, seed=4, seats=["human", "greedy"])
        >>> g.play_to_end() and g.review(samples=10, wait=True)
        True
        >>> g.round_review(samples=10) == g.reviewed
        True
        """
        g = self._g
        who = g.viewer if seat is None else g._seat(seat)
        n = g.coach_samples
        if samples is not None:
            n = checks.whole(samples, "samples", least=1, most=MAX_SAMPLES)
        found = review_seat(
            g.round, who, n, g.review_seed, round_index=len(g.match.rounds) - 1, judge=g.judge
        )
        assert found is not None  # no step callback: the review runs to the end
        return found

    def cancel_review(self) -> bool:
        """Stop a review that is running (see :meth:`GameController.cancel_review`)."""
        g = self._g
        if g.review_state != JobState.RUNNING:
            return g._refuse(lambda: _("No review is running."))
        self.drop_review()
        return g._say(lambda: _("The review was stopped."))

    def review_jump(self, step: int) -> bool:
        """Show a moment of the review with the coach's table (see :meth:`GameController.review_jump`).

        >>> from chickenfoot_nb.widgets.controller import GameController
        >>> g = GameController("spruce", players=2, seed=4, seats=["human", "greedy"])
        >>> g.play_to_end() and g.review(samples=10, wait=True)
        True
        >>> d = g.reviewed.decisions[0]
        >>> g.review_jump(d.step), g.shown_step == d.step
        (True, True)
        """
        g = self._g
        checks.whole(step, "step")
        found = self.reviewed
        if found is None:
            return g._refuse(lambda: _("There is no review yet: press Review first."))
        if not g.show(step):
            return False
        decision = found.decision_at(g.shown_step)
        if decision is None or g.shown.seat != found.seat:
            return True
        return g.hint(wait=True)

    def drop_review(self) -> None:
        """Forget the review, and drop its work if it is running."""
        self._review.cancel()
        self.reviewed = None
        self._g.review_state = JobState.IDLE

    # ----- staying current --------------------------------------------------------------

    def drop_stale(self) -> None:
        """Drop the advice that no longer applies: the coach's once the moment shown moved
        on, the review once another timeline or round is played."""
        if self._coach.key is not None and self._coach.key != self._g._position():
            self.drop_coach()
        if self._review.key is not None and self._review.key != self._round_key():
            self.drop_review()

    def _round_key(self) -> tuple[int, int]:
        """Which timeline of which round a review is of: stepping through it keeps the review."""
        g = self._g
        return (g._history.version, len(g.match.rounds))
