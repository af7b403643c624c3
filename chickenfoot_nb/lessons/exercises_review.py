"""The exercises of lesson 10: a round's worst decision before its review, and what tells bots apart.

The worst decision is the review's own (:attr:`~chickenfoot_nb.review.SeatReview.worst`),
reviewed with :data:`REVIEW_SAMPLES` worlds from :data:`REVIEW_SEED`: the lesson opens the
same review afterwards, so the exercise and the review it leads to always agree.

>>> from chickenfoot_nb.bots import play_round
>>> from chickenfoot_nb.lessons import ask
>>> r = play_round(Round.deal("spruce", players=3, seed=29), ["random", "greedy", "medium"], seed=29)
>>> q = ask("worst-decision", r, 1)
>>> q.choices[-2:]
('move 26: 8|7 on 9|7', 'none of them cost anything')
>>> q.answer
'move 26: 8|7 on 9|7'
"""

from __future__ import annotations

from typing import Any

from chickenfoot_nb.i18n import N_, _, ngettext, number, percent
from chickenfoot_nb.lessons.check import Check
from chickenfoot_nb.lessons.registry import exercise
from chickenfoot_nb.review import Decision, SeatReview, action_words, review_seat
from chickenfoot_nb.round import Round

#: The review behind the worst-decision exercise: lesson 10 opens it with the same numbers.
REVIEW_SAMPLES = 200
REVIEW_SEED = 0
#: How many of the seat's decisions the exercise offers (the worst among them).
OFFERED = 4


def offered_decisions(seat_review: SeatReview, offered: int = OFFERED) -> list[Decision]:
    """The decisions the exercise offers, in the order of the round: the worst (when one
    cost anything), and the others with the most legal moves (the moments with the most to
    choose from), ``offered`` in all."""
    worst = seat_review.worst
    others = [d for d in seat_review.decisions if d is not worst]
    others.sort(key=lambda d: (-d.choices, d.step))
    first = [worst] if worst is not None else []
    return sorted([*first, *others[: offered - len(first)]], key=lambda d: d.step)


def _move_words(d: Decision) -> str:
    """One decision as a choice: its move number and what the seat did."""
    return _("move {move}: {action}").format(move=d.step + 1, action=action_words(d.chosen))


def points_words(error: float) -> str:
    points = round(100 * error)
    return ngettext("{n} point", "{n} points", points).format(n=number(points))


def worst_decision_check(
    reviewed: SeatReview, name: str, *, you: bool = False, predict: bool = False,
    offered: int = OFFERED,
) -> Check:  # fmt: skip
    """Which of a seat's decisions cost it the most, judged by its review's
    :attr:`~chickenfoot_nb.review.SeatReview.worst`.

    The choices are the seat's decisions (:func:`offered_decisions`, all of them when it
    made no more than ``offered``) and "none of them cost anything"; a wrong choice is told
    what it cost against the worst. ``you`` asks the learner about their own seat;
    ``predict`` asks before the review is shown, and shows it (``reveal``) after the first try.
    """
    worst = reviewed.worst
    none = _("none of them cost anything")
    shown = offered_decisions(reviewed, offered) if reviewed.decisions else []
    answer = _move_words(worst) if worst is not None else none
    if you:
        question = _(
            "Which of your decisions cost you the most win chance? Each choice gives the move's "
            "number and what you played."
        )
    else:
        question = _(
            "Which of {name}'s decisions cost {name} the most win chance? Each choice gives "
            "the move's number and what {name} played."
        ).format(name=name)
    mistakes: dict[str, str] = {}
    if worst is None:
        explain = _(
            "Every decision was the coach's best move, or as good: none cost any win chance."
        )
    else:
        explain = _(
            "At move {move} {name} played {chosen}. The coach's best move there was {best}, "
            "which wins {best_win} of the sampled worlds; {chosen} wins {win}. That cost "
            "{points} of win chance, more than any other decision of {name}'s."
        ).format(
            move=worst.step + 1,
            name=name,
            chosen=action_words(worst.chosen),
            best=action_words(worst.best),
            best_win=percent(worst.best_win),
            win=percent(worst.chosen_win),
            points=points_words(worst.error),
        )
        mistakes[none] = _(
            "Move {move} cost {points} of win chance: a decision costs something whenever "
            "another legal move wins more often."
        ).format(move=worst.step + 1, points=points_words(worst.error))
        for d in shown:
            if d is worst:
                continue
            if d.error == 0:
                said = _("At move {move} the move played was the coach's best: it cost nothing.")
                mistakes[_move_words(d)] = said.format(move=d.step + 1)
            else:
                mistakes[_move_words(d)] = _(
                    "Move {move} cost {points} of win chance, less than the {worst} of move "
                    "{worst_move}."
                ).format(
                    move=d.step + 1,
                    points=points_words(d.error),
                    worst=points_words(worst.error),
                    worst_move=worst.step + 1,
                )
    return Check(
        question,
        answer,
        choices=[*(_move_words(d) for d in shown), none],
        explain=explain,
        hint=_(
            "A decision costs win chance when another legal move would have won more often. "
            "At each moment, compare what was played with everything else that could be played."
        ),
        mistakes=mistakes,
        predict=predict,
        reveal=reviewed if predict else None,
    )


@exercise("worst-decision", predict=True)
def _worst_decision(
    finished: Round, seat: int, samples: int = REVIEW_SAMPLES, seed: int | str = REVIEW_SEED
) -> Check:
    reviewed = review_seat(finished, seat, samples, seed)
    assert reviewed is not None  # no step callback: the review runs to the end
    return worst_decision_check(reviewed, finished.names[seat], predict=True)


#: The two numbers the review sums up per player, and the answers "both" and "neither".
SKILL_OR_LUCK = (N_("skill"), N_("luck"), N_("both"), N_("neither"))


def _apart(lows: list[float | None], highs: list[float | None]) -> bool:
    """Whether two of the 95% intervals do not overlap (some low above another's high)."""
    known_lows = [x for x in lows if x is not None]
    known_highs = [x for x in highs if x is not None]
    return bool(known_lows and known_highs) and max(known_lows) > min(known_highs)


def _listed(summaries: Any, measure: str) -> str:
    return "; ".join(
        _("{player} {mean} (95% interval {low} to {high})").format(
            player=p.name,
            mean=number(100 * getattr(p, measure)),
            low=number(100 * getattr(p, f"{measure}_low")),
            high=number(100 * getattr(p, f"{measure}_high")),
        )
        for p in summaries
    )


@exercise("skill-or-luck")
def _skill_or_luck(table: Any) -> Check:
    """``table`` is a :class:`chickenfoot_nb.probability.ReviewTable` of two or more rounds per player."""
    players = list(table.by_player().values())
    skill = _apart([p.skill_low for p in players], [p.skill_high for p in players])
    luck = _apart([p.luck_low for p in players], [p.luck_high for p in players])
    # skill, luck, both, neither: which intervals keep some two bots apart
    answer = SKILL_OR_LUCK[(2 if luck else 0) if skill else (1 if luck else 3)]
    return Check(
        _(
            "Look at the 95% intervals in the table above. Which of the two numbers tells the "
            "bots apart: their mean skill, their mean luck, both or neither?"
        ),
        _(answer),
        choices=[_(m) for m in SKILL_OR_LUCK],
        explain=_(
            "Two bots are told apart when their intervals do not overlap. Skill, in points of "
            "win chance per round: {skill}. Luck: {luck}."
        ).format(skill=_listed(players, "skill"), luck=_listed(players, "luck")),
    )


#: The three answers of the skill-sign exercise.
SKILL_SIGNS = (
    N_("below 0"),
    N_("exactly 0: every decision was the careful player's move"),
    N_("above 0"),
)


@exercise("skill-sign", predict=True)
def _skill_sign(
    finished: Round, seat: int, samples: int = REVIEW_SAMPLES, seed: int | str = REVIEW_SEED
) -> Check:
    """Predict the sign of a seat's skill (against the careful player's move, the review's habit)
    from what its decisions cost."""
    reviewed = review_seat(finished, seat, samples, seed)
    assert reviewed is not None
    name = finished.names[seat]
    habit = all(d.chosen == d.model for d in reviewed.decisions)
    sign = 1 if habit else (0 if reviewed.skill < 0 else 2)
    below, zero, above = (_(w) for w in SKILL_SIGNS)
    mistakes = {}
    if habit and reviewed.cost > 0:
        mistakes[below] = _(
            "Its decisions did cost win chance against the coach's best, but skill compares "
            "each move with the careful player's move, and every move {name} chose was the "
            "careful player's: each adds 0, even a blunder. The cost shows the blunder; skill "
            "cannot."
        ).format(name=name)
    elif not habit:
        other = max(reviewed.decisions, key=lambda d: (d.chosen != d.model, abs(d.skill)))
        mistakes[zero] = _(
            "Not every move {name} made was the careful player's: at move {move} {name} played "
            "{chosen} where a careful player plays {model}, and skill counts what that gained "
            "or lost."
        ).format(
            name=name,
            move=other.step + 1,
            chosen=action_words(other.chosen),
            model=action_words(other.model),
        )
    return Check(
        _(
            "Skill compares each decision with the move a careful player makes there. Predict "
            "{name}'s skill in this round."
        ).format(name=name),
        _(SKILL_SIGNS[sign]),
        choices=[below, zero, above],
        explain=_(
            "{name}'s skill, in points of win chance: {skill}. Against the coach's best, its "
            "decisions cost {cost}."
        ).format(
            name=name, skill=number(100 * reviewed.skill, 1), cost=number(100 * reviewed.cost, 1)
        ),
        mistakes=mistakes,
        predict=True,
        reveal=lambda: (
            "<ul>"
            + "".join(
                "<li>"
                + _(
                    "Move {move}: {chosen}; the careful player's move: {model}; skill {skill}."
                ).format(
                    move=d.step + 1,
                    chosen=action_words(d.chosen),
                    model=action_words(d.model),
                    skill=number(100 * d.skill, 1),
                )
                + "</li>"
                for d in reviewed.decisions
            )
            + "</ul>"
        ),
    )


@exercise("skill-of-habit")
def _skill_of_habit() -> Check:
    return Check(
        _(
            "A seat always makes the careful player's move. At one decision that move is a "
            "blunder: the coach's best move wins 25 points of win chance more. How many points "
            "does that decision add to the seat's skill?"
        ),
        0,
        explain=_(
            "Skill compares the move played with the careful player's move, and here they are "
            "the same move: 0. The 25 points show in the cost and the accuracy, which compare "
            "with the coach's best."
        ),
        mistakes={
            -25: _(
                "That is the error against the coach's best, which the cost adds up. Skill "
                "compares with the careful player's move instead."
            ),
            25: _(
                "That is the size of the error, counted against the coach's best. Skill "
                "compares with the careful player's move instead."
            ),
        },
    )


@exercise("accuracy-best")
def _accuracy_best() -> Check:
    from chickenfoot_nb.review import accuracy_of

    return Check(
        _(
            "A decision's accuracy falls as its error grows. What accuracy does a decision get "
            "when the move played was the coach's best?"
        ),
        round(accuracy_of(0.0)),
        explain=_("The best move has an error of 0, and an error of 0 scores 100."),
        mistakes={0: _("0 is its error, in points of win chance; accuracy counts down from 100.")},
    )


#: The choices of the noisy-blunder exercise: what a fresh estimate of a picked gap does.
FRESH = (
    N_("it tends to come out smaller"),
    N_("it tends to come out larger"),
    N_("it comes out exactly the same"),
)


@exercise("noisy-blunder")
def _noisy_blunder() -> Check:
    smaller, larger, same = (_(w) for w in FRESH)
    return Check(
        _(
            "The review estimates each move's win chance from 200 sampled worlds, then picks "
            "the best move and measures the error of the move played against it. Judged again "
            "with 2,000 fresh worlds, what does a large error found this way tend to do?"
        ),
        smaller,
        choices=[smaller, larger, same],
        explain=_(
            "The best move is picked partly because its estimate came out high by chance, so "
            "the error it gives comes out too large on average. Fresh worlds do not share that "
            "chance: the gap tends to shrink, though only a little where the gap is real."
        ),
        mistakes={
            same: _(
                "Only a review that plays every world gives the same figure again; sampled "
                "worlds carry noise, and fresh ones carry other noise."
            ),
            larger: _(
                "The noise pushed the picked gap up, not down: the best move was picked where "
                "its estimate came out high."
            ),
        },
    )
