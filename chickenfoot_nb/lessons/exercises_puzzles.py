"""The exercises of lesson 11: puzzles, and a practice session on them.

The first two are predictions about a shown puzzle, made before the lesson prints its proof:
how many legal moves the seat chooses from, and which of them is proven best. The last three
are about the practice (:mod:`chickenfoot_nb.practice`): which solve moves a new rating most
(a prediction), what two hints do to a solve, and when a missed puzzle comes back; each
answer is computed by the practice's own code, never typed in.

>>> from chickenfoot_nb.lessons import ask
>>> from chickenfoot_nb.puzzles import load_puzzles
>>> p = next(p for p in load_puzzles() if p.id == "240-30")
>>> q = ask("puzzle-moves", p)
>>> q.answer, q.predict
(Fraction(6, 1), True)
"""

from __future__ import annotations

import html
from datetime import UTC, datetime
from fractions import Fraction
from typing import Any

from chickenfoot_nb.i18n import N_, _, ngettext, percent, signed
from chickenfoot_nb.lessons.check import Check, paragraphs
from chickenfoot_nb.lessons.registry import exercise
from chickenfoot_nb.practice import Rating, Schedule, grade, puzzle_rating, rate, rated, score
from chickenfoot_nb.practice.rating import BAND_RATINGS, PUZZLE_RD
from chickenfoot_nb.puzzles import BAND_CUTS, DIFFICULTIES, KINDS, Puzzle, kind_of, load_puzzles
from chickenfoot_nb.puzzles.proof import MARGIN
from chickenfoot_nb.review import action_words


def _listing(lines: list[str]) -> str:
    """Lines as one HTML list, for what a prediction reveals."""
    return "<ul>" + "".join(f"<li>{html.escape(line)}</li>" for line in lines) + "</ul>"


@exercise("puzzle-moves", predict=True)
def _puzzle_moves(puzzle: Puzzle) -> Check:
    """How many legal moves the puzzle's seat chooses from: a tile *and* a place."""
    legal = puzzle.position().legal_actions()
    tiles = len({a.tile for a in legal})
    mistakes: dict[Any, str] = {}
    if tiles != len(legal):
        mistakes[tiles] = _(
            "You counted the tiles you can play. A move is a tile and a place: a tile that fits "
            "on several open ends is several moves."
        )
    return Check(
        _(
            "Count before you read on: how many legal moves do you choose from in this puzzle? "
            "(A tile played in two places is two moves.)"
        ),
        len(legal),
        explain=_("The legal moves are: {moves}.").format(
            moves="; ".join(action_words(a) for a in legal)
        ),
        mistakes=mistakes,
        predict=True,
        reveal=lambda: _listing([action_words(a) for a in legal]),
    )


@exercise("puzzle-best", predict=True)
def _puzzle_best(puzzle: Puzzle) -> Check:
    """Which legal move the puzzle proves best, predicted before the proof is shown."""
    words = {m.action: action_words(m.action) for m in puzzle.moves}
    best = puzzle.moves[0]
    second = puzzle.moves[1]

    def reveal() -> str:
        return _listing(
            [
                _("{move}: wins {win} of the worlds.").format(
                    move=words[m.action], win=percent(m.win)
                )
                for m in puzzle.moves
            ]
        )

    return Check(
        _("Now choose your move: which one wins the round in the most worlds?"),
        words[puzzle.best],
        choices=sorted(words.values()),
        explain=_(
            "The proof: {best} wins {win} of the worlds, the next best move {second} only {next}."
        ).format(
            best=words[best.action],
            win=percent(best.win),
            second=words[second.action],
            next=percent(second.win),
        ),
        predict=True,
        reveal=reveal,
    )


@exercise("puzzle-random-finds")
def _puzzle_random_finds(puzzle: Puzzle) -> Check:
    """The chance that a bot picking any legal move at random finds the best one: 1 / moves."""
    legal = puzzle.position().legal_actions()
    tiles = len({a.tile for a in legal})
    mistakes: dict[Any, str] = {}
    if tiles != len(legal):
        mistakes[Fraction(1, tiles)] = _(
            "That counts tiles. The random bot picks among moves, and a tile that fits in "
            "several places is several moves."
        )
    return Check(
        _(
            "A random bot picks one of its legal moves, each as likely as the others. What is "
            "its chance of finding the best move of this puzzle?"
        ),
        Fraction(1, len(legal)),
        explain=_("One best move among the legal ones: 1/{moves}.").format(moves=len(legal)),
        mistakes=mistakes,
    )


@exercise("puzzle-margin")
def _puzzle_margin(best: float = 0.58, next_best: float = 0.50) -> Check:
    """Whether a position with these two best win chances can be a puzzle (a margin of 10 points)."""
    ok = best - next_best >= MARGIN
    return Check(
        _(
            "In a position, the best move wins {best} of the worlds and the next best {next}. "
            "Can it be a puzzle?"
        ).format(best=percent(best), next=percent(next_best)),
        ok,
        explain=_(
            "A puzzle's best move wins at least {margin} of the worlds more than every other "
            "move; here the gap is {gap}."
        ).format(margin=percent(MARGIN), gap=percent(best - next_best)),
        mistakes={
            _("yes"): _(
                "Being best is not enough: the best move must be ahead of every other by at least "
                "{margin}, so that the puzzle has one clearly right answer."
            ).format(margin=percent(MARGIN))
        }
        if not ok
        else {},
    )


@exercise("puzzle-difficulty")
def _puzzle_difficulty(puzzle: Puzzle) -> Check:
    """The band of a rated puzzle: from its rating by ``BAND_CUTS``, and never ``easy`` when
    a guess solves it half the time (two legal moves)."""
    easy_below, hard_from = (round(cut) for cut in BAND_CUTS)
    rating = round(puzzle_rating(puzzle).rating)
    answer = puzzle.difficulty
    mistakes: dict[Any, str] = {}
    if puzzle.guessable and rating < easy_below:
        mistakes["easy"] = _(
            "Its rating is below {easy}, but a guess finds the best of two legal moves half the "
            "time: a puzzle with two legal moves is never easy."
        ).format(easy=easy_below)
        explain = _(
            "By its rating alone it would be easy (below {easy}); with two legal moves a guess "
            "solves it half the time, so it is {band!r}."
        ).format(easy=easy_below, band=answer)
    else:
        explain = _(
            "Easy is below {easy} and hard from {hard}, so a puzzle rated {rating} is {band!r}."
        ).format(easy=easy_below, hard=hard_from, rating=rating, band=answer)
    return Check(
        ngettext(
            "The panel of bots rated a puzzle with {moves} legal move at {rating}. Which band "
            "is it in?",
            "The panel of bots rated a puzzle with {moves} legal moves at {rating}. Which band "
            "is it in?",
            len(puzzle.moves),
        ).format(moves=len(puzzle.moves), rating=rating),
        answer,
        choices=list(DIFFICULTIES),
        explain=explain,
        mistakes=mistakes,
    )


@exercise("puzzle-kind")
def _puzzle_kind(puzzle: Puzzle) -> Check:
    """The kind of a puzzle's position, read off its picture: arm, foot, middle or endgame, in that order."""
    r = puzzle.position()
    answer = kind_of(r)
    mistakes: dict[Any, str] = {}
    short = r.yard_drawable == 0 or min(r.hand_sizes) <= 2
    if answer in ("arm", "foot") and short:
        mistakes["endgame"] = _(
            "The yard is empty or a hand is short, but the kinds are tried in order: an empty "
            "arm on the centre, then a chicken foot waiting for toes, and only then the endgame."
        )
    return Check(
        _("Which kind of puzzle is this position: arm, foot, middle or endgame?"),
        answer,
        choices=list(KINDS),
        explain=_(
            "The kinds are tried in order: an empty arm on the centre makes 'arm', then a chicken "
            "foot waiting for toes makes 'foot', then an empty yard or a hand of two tiles or "
            "fewer makes 'endgame'; anything else is 'middle'. This one is {kind!r}."
        ).format(kind=answer),
        picture=r,
        mistakes=mistakes,
    )


#: Where a rating goes, as the choices say it (the same words as lesson 9b's).
CHANGE_CHOICES = (N_("it goes up"), N_("it stays the same"), N_("it goes down"))

#: When a missed puzzle comes back first, as the choices say it.
RETURN_CHOICES = (N_("later today"), N_("tomorrow"), N_("in a week or more"), N_("never"))

#: The moment of the missed puzzle in ``practice-comes-back``: the answer is the same every day.
MISSED_AT = datetime(2025, 3, 1, 16, 0, tzinfo=UTC)


def _band(difficulty: str) -> Rating:
    return Rating(BAND_RATINGS[difficulty], PUZZLE_RD)  # type: ignore[index]


def _first_of_each_band() -> dict[str, Puzzle]:
    """The shipped set's first puzzle of each band that counts for the rating (three legal
    moves or more), by band: the puzzles the lesson's rating cell plays."""
    rated_ones = [p for p in load_puzzles() if rated(p)]
    return {d: next(p for p in rated_ones if p.difficulty == d) for d in DIFFICULTIES}


@exercise("practice-rating-gain", predict=True)
def _practice_rating_gain() -> Check:
    """Which puzzle a new learner's clean solve gains most from: of the shipped set's first
    easy, medium and hard puzzle with three legal moves or more, the one rated highest."""
    me = Rating()
    puzzles = {d: puzzle_rating(p) for d, p in _first_of_each_band().items()}
    gains = {d: rate(me, puzzles[d], 1.0).rating - me.rating for d in DIFFICULTIES}
    expected = {d: me.expected(puzzles[d]) for d in DIFFICULTIES}
    answer = max(gains, key=lambda d: gains[d])
    lines = [
        _("{difficulty} (rated {rating}): expected {chance}, a solve adds {gain}.").format(
            difficulty=d,
            rating=round(puzzles[d].rating),
            chance=percent(expected[d]),
            gain=signed(gains[d]),
        )
        for d in DIFFICULTIES
    ]
    return Check(
        _(
            "You are new to puzzles: your rating is {rating} ± {rd}. You solve one puzzle "
            "without a hint. Which solve raises your rating most: an easy puzzle (rated "
            "{easy}), a medium one ({medium}) or a hard one ({hard})?"
        ).format(
            rating=round(me.rating),
            rd=round(me.rd),
            easy=round(puzzles["easy"].rating),
            medium=round(puzzles["medium"].rating),
            hard=round(puzzles["hard"].rating),
        ),
        answer,
        choices=list(DIFFICULTIES),
        explain=_(
            "The more a result surprises the rating, the more it moves it: Glicko-2 expected "
            "you to solve the easy puzzle {easy} of the time and the hard one only {hard}. "
            "A solve adds {easy_gain} for the easy one and {hard_gain} for the hard one."
        ).format(
            easy=percent(expected["easy"]),
            hard=percent(expected["hard"]),
            easy_gain=signed(gains["easy"]),
            hard_gain=signed(gains["hard"]),
        ),
        mistakes={
            "easy": _(
                "A solve of an easy puzzle is what the rating expected of you: it surprises "
                "least, so it adds least."
            )
        },
        predict=True,
        reveal=lambda: paragraphs(*lines),
    )


@exercise("practice-hint-cost")
def _practice_hint_cost(hints: int = 2, difficulty: str = "medium") -> Check:
    """What a solve after ``hints`` hints does to a new learner's rating against a puzzle of
    ``difficulty``: each hint takes a third off the solve."""
    me, puzzle = Rating(), _band(difficulty)
    got, expected = score(True, hints), me.expected(puzzle)
    change = rate(me, puzzle, got).rating - me.rating
    choices = [_(c) for c in CHANGE_CHOICES]
    answer = choices[0] if round(change) > 0 else choices[2] if round(change) < 0 else choices[1]
    return Check(
        ngettext(
            "Your rating is {rating} ± {rd}. You solve a puzzle rated {puzzle} after {hints} "
            "hint. What happens to your rating?",
            "Your rating is {rating} ± {rd}. You solve a puzzle rated {puzzle} after {hints} "
            "hints. What happens to your rating?",
            hints,
        ).format(
            rating=round(me.rating), rd=round(me.rd), puzzle=round(puzzle.rating), hints=hints
        ),
        answer,
        choices=choices,
        explain=_(
            "After the hints your solve counts as {score} of a win, where the rating expected "
            "you to score {expected}: it changes by {change}."
        ).format(score=percent(got), expected=percent(expected), change=signed(change)),
        mistakes={
            choices[0]: _(
                "A solve after hints is not a whole win: each hint takes a third off it. The "
                "rating compares what is left with what it expected of you."
            )
        }
        if answer != choices[0]
        else {},
    )


@exercise("practice-comes-back")
def _practice_comes_back() -> Check:
    """When a puzzle missed today comes back first, as the practice's FSRS schedule says."""
    due = Schedule().review("missed", grade(right=False, hints=0), MISSED_AT)
    days = (due - MISSED_AT.date()).days
    choices = [_(c) for c in RETURN_CHOICES]
    answer = choices[0] if days <= 0 else choices[1] if days == 1 else choices[2]
    return Check(
        _("You miss a puzzle in your practice today. When does it come back first?"),
        answer,
        choices=choices,
        explain=ngettext(
            "Its card is due {days} day later: FSRS brings a missed puzzle back on the next "
            "day, and the Next puzzle button serves puzzles due first.",
            "Its card is due {days} days later: FSRS brings a missed puzzle back after that "
            "gap, and the Next puzzle button serves puzzles due first.",
            days,
        ).format(days=days),
        mistakes={
            choices[0]: _(
                "A word missed in Anki comes back within minutes; a puzzle's position would "
                "still be in your mind, so this practice brings it back on another day."
            ),
            choices[3]: _(
                "A missed puzzle is just what practice needs: it gets a card, and the schedule "
                "brings it back."
            ),
        },
    )
