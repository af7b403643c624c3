"""The exercises of lesson 09: the coach's two numbers, counting worlds, what a draw says, a tournament."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from math import comb, factorial
from typing import Any

from chickenfoot_nb.lessons.check import Check
from chickenfoot_nb.lessons.registry import exercise
from chickenfoot_nb.seat_view import SeatView
from chickenfoot_nb.worlds import world_count, world_share

#: Your round score in four equally likely worlds, and your one opponent's, for the first two
#: exercises.
YOURS = (0, 6, 6, 20)
THEIRS = (3, 6, 2, 15)


def _listed(numbers: Sequence[object]) -> str:
    return ", ".join(str(n) for n in numbers[:-1]) + f" and {numbers[-1]}"


@exercise("expected-score", "round-score")
def _expected_score(yours: Sequence[int] = YOURS) -> Check:
    mean = Fraction(sum(yours), len(yours))
    return Check(
        f"A move is played out in {len(yours)} equally likely worlds. In them it leaves you "
        f"{_listed(yours)} points. What is the move's expected score?",
        mean,
        explain=f"The expected score is the average over the worlds: "
        f"({' + '.join(str(n) for n in yours)}) / {len(yours)} = {mean}.",
        hint="Add the scores and divide by the number of worlds.",
    )


@exercise("win-chance", "round-score")
def _win_chance(yours: Sequence[int] = YOURS, theirs: Sequence[int] = THEIRS) -> Check:
    wins = [
        Fraction(int(a < b)) if a != b else Fraction(1, 2)
        for a, b in zip(yours, theirs, strict=True)
    ]
    chance = sum(wins, Fraction(0)) / len(wins)
    return Check(
        f"In the same {len(yours)} worlds you score {_listed(yours)}, and your only opponent "
        f"scores {_listed(theirs)}. The lower score wins, and a tie counts as half a win. "
        "What is the move's chance of winning?",
        chance,
        explain=f"World by world you get {_listed(wins)} of a win: "
        f"together {sum(wins, Fraction(0))} out of {len(wins)}, a chance of {chance}.",
        hint="Compare the two scores in each world: lower wins 1, equal wins 1/2, higher wins 0.",
    )


@exercise("count-worlds", "yard")
def _count_worlds(view: SeatView) -> Check:
    assert view.phase == "play", "this exercise needs a round in play"
    unseen = len(view.unseen)
    others = [s for s in range(view.players) if s != view.seat]
    steps, left, ways = [], unseen, 1
    for s in others:
        h = view.hand_sizes[s]
        steps.append(f"C({left}, {h}) = {comb(left, h)} ways to choose {view.names[s]}'s {h} tiles")
        ways *= comb(left, h)
        left -= h
    steps.append(f"{left}! = {factorial(left)} orders of the {left} tiles in the yard")
    answer = world_count(view)
    assert ways * factorial(left) == answer
    hands = "; ".join(f"{view.names[s]} holds {view.hand_sizes[s]} tiles" for s in others)
    return Check(
        f"You are {view.names[view.seat]}. You cannot see {unseen} tiles. {hands}; the yard "
        f"holds {view.yard_size}. How many different worlds fit what you see? "
        "(The order of the yard counts: it decides who draws what.)",
        answer,
        explain="There are " + "; ".join(steps) + f". Together: {answer} worlds.",
        hint="First choose the opponent's tiles among the unseen ones; then count the orders "
        "of the rest in the yard.",
    )


#: How many worlds the draw exercise samples to compare the two ways of counting.
DRAW_SAMPLES = 400


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
    choices = ["it goes down", "it stays the same", "it goes up"]
    margin = 0.05
    answer = (
        choices[0]
        if after < before - margin
        else choices[2]
        if after > before + margin
        else choices[1]
    )
    return Check(
        f"{name} drew a tile while a {number} was open on the table. Think of the worlds where "
        f"that draw was forced, and compare them with all the worlds that fit the tile counts. "
        f"What happens to the chance that {name} holds a tile with a {number}?",
        answer,
        choices=choices,
        explain=f"A player who can play must play, so {name} held no {number} when they drew. "
        f"Counting only the tiles, the chance is {before:.0%}; in worlds where every draw was "
        f"forced it is {after:.0%}.",
    )


@exercise("tournament-best")
def _tournament_best(tournament: Any) -> Check:
    """``tournament`` is a :class:`chickenfoot_nb.probability.Tournament`."""
    shares = "; ".join(
        f"{bot} won {tournament.win_share(bot).estimate:.0%}" for bot in tournament.bots
    )
    return Check(
        "In the tournament above, which bot won the largest share of its rounds?",
        tournament.best(),
        choices=list(tournament.bots),
        explain=f"Read it off the table: {shares}. Look at the 95% intervals too: where two "
        "of them overlap, a bigger tournament may put those bots the other way round.",
    )
