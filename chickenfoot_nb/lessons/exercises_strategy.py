"""The exercises of lesson 09: the coach's two numbers, counting worlds, what a draw says, a tournament."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from math import comb, factorial
from typing import Any

from chickenfoot_nb.i18n import N_, _, ngettext, percent
from chickenfoot_nb.lessons.check import Check
from chickenfoot_nb.lessons.registry import exercise
from chickenfoot_nb.phase import Phase
from chickenfoot_nb.seat_view import SeatView
from chickenfoot_nb.worlds import world_count, world_share

#: Your round score in four equally likely worlds, and your one opponent's, for the first two
#: exercises.
YOURS = (0, 6, 6, 20)
THEIRS = (3, 6, 2, 15)


def _listed(numbers: Sequence[object]) -> str:
    """Numbers in a list that ends with "and", in the language spoken: ``0, 6, 6 and 20``."""
    first = ", ".join(str(n) for n in numbers[:-1])
    # Translators: the end of a list of numbers, "0, 6, 6 and 20": {first} is "0, 6, 6".
    return _("{first} and {last}").format(first=first, last=numbers[-1])


@exercise("expected-score", "round-score")
def _expected_score(yours: Sequence[int] = YOURS) -> Check:
    mean = Fraction(sum(yours), len(yours))
    return Check(
        ngettext(
            "A move is played out in {worlds} equally likely world. In it it leaves you "
            "{scores} points. What is the move's expected score?",
            "A move is played out in {worlds} equally likely worlds. In them it leaves you "
            "{scores} points. What is the move's expected score?",
            len(yours),
        ).format(worlds=len(yours), scores=_listed(yours)),
        mean,
        explain=_(
            "The expected score is the average over the worlds: ({sum}) / {worlds} = {mean}."
        ).format(sum=" + ".join(str(n) for n in yours), worlds=len(yours), mean=mean),
        hint=_("Add the scores and divide by the number of worlds."),
    )


@exercise("win-chance", "round-score")
def _win_chance(yours: Sequence[int] = YOURS, theirs: Sequence[int] = THEIRS) -> Check:
    wins = [
        Fraction(int(a < b)) if a != b else Fraction(1, 2)
        for a, b in zip(yours, theirs, strict=True)
    ]
    chance = sum(wins, Fraction(0)) / len(wins)
    return Check(
        ngettext(
            "In the same {worlds} world you score {yours}, and your only opponent scores "
            "{theirs}. The lower score wins, and a tie counts as half a win. What is the "
            "move's chance of winning?",
            "In the same {worlds} worlds you score {yours}, and your only opponent scores "
            "{theirs}. The lower score wins, and a tie counts as half a win. What is the "
            "move's chance of winning?",
            len(yours),
        ).format(worlds=len(yours), yours=_listed(yours), theirs=_listed(theirs)),
        chance,
        explain=_(
            "World by world you get {wins} of a win: together {total} out of {worlds}, "
            "a chance of {chance}."
        ).format(wins=_listed(wins), total=sum(wins, Fraction(0)), worlds=len(wins), chance=chance),
        hint=_(
            "Compare the two scores in each world: lower wins 1, equal wins 1/2, higher wins 0."
        ),
    )


@exercise("count-worlds", "yard")
def _count_worlds(view: SeatView) -> Check:
    assert view.phase == Phase.PLAY, "this exercise needs a round in play"
    unseen = len(view.unseen)
    others = [s for s in range(view.players) if s != view.seat]
    steps, left, ways = [], unseen, 1
    for s in others:
        h = view.hand_sizes[s]
        steps.append(
            # Translators: one step of a count; {ways} is C({left}, {held}), usually large.
            ngettext(
                "C({left}, {held}) = {ways} ways to choose {name}'s {held} tile",
                "C({left}, {held}) = {ways} ways to choose {name}'s {held} tiles",
                h,
            ).format(left=left, held=h, ways=comb(left, h), name=view.names[s])
        )
        ways *= comb(left, h)
        left -= h
    steps.append(
        ngettext(
            "{left}! = {orders} orders of the {left} tile in the yard",
            "{left}! = {orders} orders of the {left} tiles in the yard",
            left,
        ).format(left=left, orders=factorial(left))
    )
    answer = world_count(view)
    assert ways * factorial(left) == answer
    hands = "; ".join(
        ngettext(
            "{name} holds {count} tile", "{name} holds {count} tiles", view.hand_sizes[s]
        ).format(name=view.names[s], count=view.hand_sizes[s])
        for s in others
    )
    return Check(
        ngettext(
            "You are {name}. You cannot see {unseen} tile. {hands}; the yard holds {yard}. "
            "How many different worlds fit what you see? (The order of the yard counts: it "
            "decides who draws what.)",
            "You are {name}. You cannot see {unseen} tiles. {hands}; the yard holds {yard}. "
            "How many different worlds fit what you see? (The order of the yard counts: it "
            "decides who draws what.)",
            unseen,
        ).format(name=view.names[view.seat], unseen=unseen, hands=hands, yard=view.yard_size),
        answer,
        explain=ngettext(
            "There are {steps}. Together: {count} world.",
            "There are {steps}. Together: {count} worlds.",
            answer,
        ).format(steps="; ".join(steps), count=answer),
        hint=_(
            "First choose the opponent's tiles among the unseen ones; then count the orders "
            "of the rest in the yard."
        ),
    )


#: How many worlds the draw exercise samples to compare the two ways of counting.
DRAW_SAMPLES = 400
#: What the chance can do, in order: down, the same, up (said with ``_`` when asked).
DRAW_CHOICES = (N_("it goes down"), N_("it stays the same"), N_("it goes up"))


@exercise("draw-reveals", "draw", "must-play")
def _draw_reveals(view: SeatView, seat: int, number: int) -> Check:
    from chickenfoot_nb.probability.ingame import seat_holds_number

    name = view.names[seat]
    before = float(seat_holds_number(view, seat, number))
    after = world_share(
        view,
        lambda w: any(t.has(number) for t in w.hand(seat)),
        DRAW_SAMPLES,
        seed="exercise",
        draws_forced=True,
    )
    choices = [_(c) for c in DRAW_CHOICES]
    margin = 0.05
    answer = (
        choices[0]
        if after < before - margin
        else choices[2]
        if after > before + margin
        else choices[1]
    )
    return Check(
        _(
            "{name} drew a tile while a {number} was open on the table. Think of the worlds "
            "where that draw was forced, and compare them with all the worlds that fit the tile "
            "counts. What happens to the chance that {name} holds a tile with a {number}?"
        ).format(name=name, number=number),
        answer,
        choices=choices,
        explain=_(
            "A player who can play must play, so {name} held no {number} when they drew. "
            "Counting only the tiles, the chance is {before}; in worlds where every draw was "
            "forced it is {after}."
        ).format(name=name, number=number, before=percent(before), after=percent(after)),
    )


@exercise("tournament-best")
def _tournament_best(tournament: Any) -> Check:
    """``tournament`` is a :class:`chickenfoot_nb.probability.Tournament`.

    The bots keep their names (``"greedy"``) in every language: they are what a reader
    passes to :func:`~chickenfoot_nb.probability.play_tournament`.
    """
    shares = "; ".join(
        _("{bot} won {share}").format(bot=bot, share=percent(tournament.win_share(bot).estimate))
        for bot in tournament.bots
    )
    return Check(
        _("In the tournament above, which bot won the largest share of its rounds?"),
        tournament.best(),
        choices=list(tournament.bots),
        explain=_(
            "Read it off the table: {shares}. Look at the 95% intervals too: where two of them "
            "overlap, a bigger tournament may put those bots the other way round."
        ).format(shares=shares),
    )
