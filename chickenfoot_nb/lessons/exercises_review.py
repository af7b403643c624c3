"""The exercises of lesson 10: a round's worst decision before its review, and what tells bots apart.

The worst decision is the review's own (:attr:`~chickenfoot_nb.review.SeatReview.worst`),
reviewed with :data:`REVIEW_SAMPLES` worlds from :data:`REVIEW_SEED`: the lesson opens the
same review afterwards, so the exercise and the review it leads to always agree.

>>> from chickenfoot_nb.bots import play_round
>>> from chickenfoot_nb.lessons import ask
>>> r = play_round(Round.deal("spruce", players=3, seed=29), ["random", "greedy", "medium"], seed=29)
>>> q = ask("worst-decision", r, 1, samples=50)
>>> q.choices
('move 3: 9|6 on 9|9', 'move 13: 0|0 on 9|0', 'move 23: 8|0 on 0|0', 'move 26: 8|7 on 9|7')
>>> q.answer
'move 26: 8|7 on 9|7'
"""

from __future__ import annotations

from typing import Any

from chickenfoot_nb.i18n import N_, _, ngettext, number, percent
from chickenfoot_nb.lessons.check import Check
from chickenfoot_nb.lessons.registry import exercise
from chickenfoot_nb.review import Decision, action_words, review_seat
from chickenfoot_nb.round import Round

#: The review behind the worst-decision exercise: lesson 10 opens it with the same numbers.
REVIEW_SAMPLES = 200
REVIEW_SEED = 0
#: How many of the seat's decisions the exercise offers (the worst among them).
OFFERED = 4


def offered_decisions(seat_review: Any, offered: int = OFFERED) -> list[Decision]:
    """The decisions the exercise offers, in the order of the round: the worst, and the others
    with the most legal moves (the moments with the most to choose from).

    ``seat_review`` is a :class:`~chickenfoot_nb.review.SeatReview` with a costly decision.
    """
    worst = seat_review.worst
    assert worst is not None, "the seat made no decision that cost anything"
    others = [d for d in seat_review.decisions if d is not worst]
    others.sort(key=lambda d: (-d.choices, d.step))
    return sorted([worst, *others[: offered - 1]], key=lambda d: d.step)


def _move_words(d: Decision) -> str:
    """One decision as a choice: its move number and what the seat did."""
    return _("move {move}: {action}").format(move=d.step + 1, action=action_words(d.chosen))


@exercise("worst-decision")
def _worst_decision(
    finished: Round, seat: int, samples: int = REVIEW_SAMPLES, seed: int | str = REVIEW_SEED
) -> Check:
    reviewed = review_seat(finished, seat, samples, seed)
    assert reviewed is not None  # no step callback: the review runs to the end
    worst = reviewed.worst
    assert worst is not None, "the seat made no decision that cost anything"
    name = finished.names[seat]
    points = round(100 * worst.error)
    return Check(
        _(
            "Which of {name}'s decisions cost {name} the most win chance? Each choice gives "
            "the move's number and what {name} played."
        ).format(name=name),
        _move_words(worst),
        choices=[_move_words(d) for d in offered_decisions(reviewed)],
        explain=ngettext(
            "At move {move} {name} played {chosen}. The coach's best move there was {best}, "
            "which wins {best_win} of the sampled worlds; {chosen} wins {win}. That cost "
            "{points} point of win chance, more than any other decision of {name}'s.",
            "At move {move} {name} played {chosen}. The coach's best move there was {best}, "
            "which wins {best_win} of the sampled worlds; {chosen} wins {win}. That cost "
            "{points} points of win chance, more than any other decision of {name}'s.",
            points,
        ).format(
            move=worst.step + 1,
            name=name,
            chosen=action_words(worst.chosen),
            best=action_words(worst.best),
            best_win=percent(worst.best_win),
            win=percent(worst.chosen_win),
            points=number(points),
        ),
        hint=_(
            "A decision costs win chance when another legal move would have won more often. "
            "At each moment, compare what {name} played with everything else it could play."
        ).format(name=name),
    )


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
