"""The exercises of lesson 06: playing a round, and finding your own worst decision.

The own-round exercises take the game being played (a :class:`~chickenfoot_nb.widgets.GameWidget`
or its controller). Until a round is over they say that they wait for it; when the round
ends they become answerable, judged by the very review that the game's Review button then
shows (:meth:`~chickenfoot_nb.widgets.controller.GameController.round_review`). Given a
finished :class:`~chickenfoot_nb.round.Round` and a seat instead, they are answerable at once:

>>> from chickenfoot_nb.lessons import ask
>>> from chickenfoot_nb.widgets.controller import GameController
>>> g = GameController("spruce", players=2, seed=4, seats=["human", "greedy"], set=6)
>>> q = ask("my-worst-decision", g, samples=40)
>>> q.waiting, q.button.disabled, q.check(q.choices[0])
(True, True, False)
>>> g.play_to_end() and not q.waiting
True
>>> q.answer, g.round_review(samples=40).worst.step + 1
('move 36: 6|0 on 6|5', 36)
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

from chickenfoot_nb.i18n import N_, _, get_language, ngettext
from chickenfoot_nb.lessons.check import Check, words_of
from chickenfoot_nb.lessons.exercises_review import points_words, worst_decision_check
from chickenfoot_nb.lessons.registry import exercise
from chickenfoot_nb.review import MARK_SIGNS, MARKS, SeatReview, action_words, review_seat
from chickenfoot_nb.round import Round

#: The worlds and seed of a finished Round's review (a game uses its own, as Review does).
ROUND_SAMPLES = 200
ROUND_SEED = 0
#: How many of the learner's decisions the worst-decision exercise offers at most.
OFFERED = 6


class WaitingCheck(Check):
    """An exercise about a round still being played: it waits, then asks.

    While :attr:`waiting` its one choice says what it waits for and Check is disabled;
    :meth:`become` turns it into the exercise (the recipe's words for the finished round).
    """

    waiting = False

    def become(self, recipe: Callable[[], Any], reveal: Any) -> None:
        """Take the words of ``recipe`` (now a finished round's exercise) and ``reveal``."""
        words = words_of(recipe)
        self.waiting = False
        self._question = words.question
        self.explain = words.more["explain"]
        self.hint = words.more["hint"]
        self.mistakes = words.more["mistakes"]
        self.choices = tuple(words.more["choices"])
        self.answer = words.answer
        self._reveal = reveal
        # The words said so far were the waiting ones: a change of language asks again.
        self._words = {get_language(): words}
        self._said = None
        self.feedback.value = ""
        self.box.options = self.choices
        self.box.value = ""
        self.button.disabled = False
        self._say()

    def check(self, reply: str | None = None) -> bool:
        """Check a reply; while the round is still played, say that the exercise waits."""
        if self.waiting:
            self.feedback.value = self._question
            return False
        return super().check(reply)


def _controller(game: Any) -> Any:
    """The GameController of a GameWidget (or the controller itself)."""
    return getattr(game, "game", game)


def _human_seat(g: Any) -> int:
    return next((s for s in range(g.players) if g.is_human(s)), g.viewer)


#: The reviews worked out so far, by round, seat, worlds and seed: a change of language
#: asks an exercise's recipe again, and the review it needs is the same.
_REVIEWS: dict[tuple[Any, ...], SeatReview] = {}


def _review_of(r: Round, seat: int, samples: int, seed: str | int, index: int = 0) -> SeatReview:
    """The seat's review of a finished round, worked out once."""
    key = (r.rules, r.dealt, tuple(r.history), seat, samples, seed, index)
    if key not in _REVIEWS:
        found = review_seat(r, seat, samples, seed, round_index=index)
        assert found is not None  # no step callback: the review runs to the end
        if len(_REVIEWS) >= 16:
            _REVIEWS.pop(next(iter(_REVIEWS)))
        _REVIEWS[key] = found
    return _REVIEWS[key]


def _own_round(
    build: Callable[[SeatReview, str], Check],
    game: Any,
    seat: int | None,
    samples: int | None,
    waits_for: str,
) -> Check:
    """An exercise on the learner's own round: ``build(review, name)`` once it is over.

    ``game`` is a finished Round (reviewed at once, seat 0 by default), or a game (a widget
    or its controller), reviewed as its Review button reviews it; until its round is over
    the exercise waits, saying ``waits_for``.
    """
    if isinstance(game, Round):
        who = 0 if seat is None else seat
        reviewed = _review_of(game, who, samples or ROUND_SAMPLES, ROUND_SEED)
        return build(reviewed, game.names[who])
    g = _controller(game)
    who = _human_seat(g) if seat is None else seat
    n = g.coach_samples if samples is None else samples

    def review_now() -> SeatReview:
        return _review_of(g.round, who, n, g.review_seed, len(g.match.rounds) - 1)

    if g.round.is_over:
        return build(review_now(), g.round.names[who])
    check = WaitingCheck(waits_for, waits_for, choices=[waits_for], predict=True)
    check.waiting = True
    check.button.disabled = True

    def ended(_change: object) -> None:
        if check.waiting and g.round.is_over:
            reviewed = review_now()
            recipe = check.recipe or (lambda: build(reviewed, g.round.names[who]))
            check.become(recipe, reviewed)

    g.observe(g.guard(ended), "revision")
    return check


def _waits_worst() -> str:
    return _(
        "This exercise waits for your finished round: play the round above to its end, and "
        "your decisions appear here. Then say which of them cost you the most."
    )


def _waits_marks() -> str:
    # Two exercises wait at once: each says its own question, so that each is its own landmark.
    return _(
        "This exercise waits for your finished round: play the round above to its end. Then "
        "say how many of your decisions cost 5 points of win chance or more."
    )


@exercise("my-worst-decision", predict=True)
def _my_worst_decision(game: Any, seat: int | None = None, samples: int | None = None) -> Check:
    def build(reviewed: SeatReview, name: str) -> Check:
        return worst_decision_check(reviewed, name, you=True, predict=True, offered=OFFERED)

    return _own_round(build, game, seat, samples, _waits_worst())


@exercise("my-marks", predict=True)
def _my_marks(game: Any, seat: int | None = None, samples: int | None = None) -> Check:
    def build(reviewed: SeatReview, name: str) -> Check:
        marked = sum(1 for d in reviewed.decisions if d.mark is not None)
        n = len(reviewed.decisions)
        every = {
            str(n): _(
                "Not every decision costs something: where you played the coach's best move, "
                "the error is 0."
            )
        }
        return Check(
            ngettext(
                "You made {n} decision in this round (a moment with two or more legal moves). "
                "Before the review shows it: did it cost 5 points of win chance or more against "
                "the coach's best? Answer how many: 0 or 1.",
                "You made {n} decisions in this round (moments with two or more legal moves). "
                "Before the review shows them: how many of them cost 5 points of win chance or "
                "more against the coach's best?",
                n,
            ).format(n=n),
            str(marked),
            choices=[str(k) for k in range(n + 1)],
            explain=ngettext(
                "The review marks {marked} of your {n} decision: the list below gives its error.",
                "The review marks {marked} of your {n} decisions: the list below gives each "
                "one's error.",
                n,
            ).format(marked=marked, n=n),
            mistakes=every if marked != n else {},
            predict=True,
            reveal=lambda: _decision_list(reviewed),
        )

    return _own_round(build, game, seat, samples, _waits_marks())


def _decision_list(reviewed: SeatReview) -> str:
    """The seat's decisions, one line each: the move, the coach's best, the error, the mark."""
    rows = []
    for d in reviewed.decisions:
        said = _("Move {move}: you played {chosen}; the coach's best: {best}; error {points}.")
        rows.append(
            said.format(
                move=d.step + 1,
                chosen=action_words(d.chosen),
                best=action_words(d.best),
                points=points_words(d.error),
            )
            + (f" {d.sign}" if d.sign else "")
        )
    return "<ul>" + "".join(f"<li>{html.escape(row)}</li>" for row in rows) + "</ul>"


#: The self-test's choices: what the review counts as a decision.
DECISION_KINDS = (
    N_("a moment where you had two or more legal moves"),
    N_("every move you made"),
    N_("every tile you drew"),
)


@exercise("review-decision")
def _review_decision() -> Check:
    right, every, drawn = (_(w) for w in DECISION_KINDS)
    return Check(
        _("The review judges your decisions. Which moments are decisions?"),
        right,
        choices=[right, every, drawn],
        explain=_(
            "A moment with only one legal move (or only a draw) leaves nothing to choose: it "
            "decides nothing, and the review does not judge it."
        ),
        mistakes={
            every: _(
                "A move that was the only legal one was forced: the review counts only the "
                "moments where you could choose."
            ),
            drawn: _(
                "A draw with no tile to play is forced. The review judges the moments where "
                "you could choose between two or more legal moves."
            ),
        },
    )


@exercise("review-error")
def _review_error() -> Check:
    best, played = 45, 30
    return Check(
        _(
            "At one decision the coach's best move wins {best}% of the sampled worlds and the "
            "move you played wins {played}%. How many points of win chance did the decision "
            "cost?"
        ).format(best=best, played=played),
        best - played,
        explain=_("The error is the best move's win chance minus yours: {best} − {played}.").format(
            best=best, played=played
        ),
        mistakes={
            played: _(
                "{played} is your move's own win chance; the cost is its gap to the best."
            ).format(played=played),
            best + played: _("The error is the gap between the two chances, not their sum."),
        },
    )


@exercise("review-mark")
def _review_mark() -> Check:
    error = 0.12
    names = {
        "inaccuracy": _("?! (an inaccuracy)"),
        "mistake": _("? (a mistake)"),
        "blunder": _("?? (a blunder)"),
    }
    none = _("no mark")
    mark = MARKS.of(error)
    answer = names[mark] if mark is not None else none
    assert set(names) == set(MARK_SIGNS)
    return Check(
        _(
            "The review marks a decision by its error, in points of win chance: an inaccuracy "
            "from {a}, a mistake from {b}, a blunder from {c}. Which mark does an error of {e} "
            "earn?"
        ).format(
            a=round(100 * MARKS.inaccuracy),
            b=round(100 * MARKS.mistake),
            c=round(100 * MARKS.blunder),
            e=round(100 * error),
        ),
        answer,
        choices=[*names.values(), none],
        explain=_("An error of {e} is at least {b} and less than {c}.").format(
            e=round(100 * error), b=round(100 * MARKS.mistake), c=round(100 * MARKS.blunder)
        ),
        mistakes={
            names["blunder"]: _("A blunder starts at an error of {c}.").format(
                c=round(100 * MARKS.blunder)
            ),
            names["inaccuracy"]: _(
                "From an error of {b} on, a decision is more than an inaccuracy."
            ).format(b=round(100 * MARKS.mistake)),
        },
    )
