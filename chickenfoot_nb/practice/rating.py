"""Ratings, the learner's and each puzzle's: Glicko-2, as lichess rates its puzzles.

A :class:`Rating` is Glickman's three numbers: the rating (1500 at the start), its deviation
RD (how unsure it is: 350 at the start) and the volatility. The learner's rating changes after
each first attempt at a puzzle, one rating period per attempt (:func:`rate`); the puzzle is
the opponent. :class:`Rating` and :func:`rate` live in :mod:`chickenfoot_nb.puzzles.glicko`
(Glickman's algorithm, checked against his paper's worked example), where the puzzles are
rated with them too.

**A puzzle's rating** (:func:`puzzle_rating`) is its own, from the attempts of a panel of bots
of graded strength (:mod:`chickenfoot_nb.puzzles.rate`), as lichess seeds its puzzles'
ratings. A puzzle without one (a position with two legal moves, or a puzzle file made before
the ratings) is played against its ``difficulty`` band's: easy 1200, medium 1500, hard 1800,
each with an RD of 200, which says how rough a guess that is.

**What an attempt scores** (:func:`score`): a solve 1, a miss 0; each hint taken before the
answer takes a third off a solve, as hints cost on lichess: 2/3 after one hint, 1/3 after
two, 0 after the third (the tile named is the answer). Show answer before any move is a miss.

**A guess is no skill** (:func:`rated`): where a position has only two legal moves, a guess
finds the best one half the time, so such a puzzle is left out of the rating: the attempt
counts in the score, the streak and the schedule, and the rating stays as it was.

>>> me = Rating()
>>> after = rate(me, Rating(1500.0, 200.0), 1.0)
>>> round(after.rating), round(after.rd)
(1673, 267)
>>> me.expected(Rating(1500.0, 200.0))
0.5
"""

from __future__ import annotations

from chickenfoot_nb.puzzles import Difficulty, Puzzle
from chickenfoot_nb.puzzles.glicko import SCALE, Rating, rate

__all__ = [
    "BAND_RATINGS",
    "HINT_SCORES",
    "PUZZLE_RD",
    "SCALE",
    "Rating",
    "puzzle_rating",
    "rate",
    "rated",
    "score",
]

#: The rating of a puzzle without its own, from its difficulty band.
BAND_RATINGS: dict[Difficulty, float] = {"easy": 1200.0, "medium": 1500.0, "hard": 1800.0}
#: How unsure a band's rating is: the band is a guess from few bots.
PUZZLE_RD = 200.0

#: What a solve scores after 0, 1, 2 or 3 hints (a miss scores 0 whatever the hints).
HINT_SCORES = (1.0, 2 / 3, 1 / 3, 0.0)


def puzzle_rating(p: Puzzle) -> Rating:
    """The rating a puzzle is played against: its own, from the panel of bots
    (:mod:`chickenfoot_nb.puzzles.rate`), else its difficulty band's (see the module).

    >>> from chickenfoot_nb.puzzles import load_puzzles
    >>> p = load_puzzles()[0]
    >>> puzzle_rating(p) == p.rating
    True
    >>> import dataclasses
    >>> old = dataclasses.replace(p, rating=None)  # as in a file made before the ratings
    >>> old.difficulty, puzzle_rating(old)
    ('hard', Rating(rating=1800.0, rd=200.0, vol=0.06))
    """
    if p.rating is not None:
        return p.rating
    return Rating(BAND_RATINGS[p.difficulty], PUZZLE_RD)


def rated(p: Puzzle) -> bool:
    """Whether an attempt at ``p`` changes the rating: not where a guess finds the best move
    half the time (two legal moves: :attr:`~chickenfoot_nb.puzzles.Puzzle.guessable`).

    >>> from chickenfoot_nb.puzzles import load_puzzles
    >>> sorted({(len(p.moves) > 2) == rated(p) for p in load_puzzles()})
    [True]
    """
    return not p.guessable


def score(right: bool, hints: int) -> float:
    """What an attempt scores against the puzzle: a solve 1 less a third per hint, a miss 0.

    >>> score(True, 0), score(True, 1), score(True, 3), score(False, 0)
    (1.0, 0.6666666666666666, 0.0, 0.0)
    """
    if not right:
        return 0.0
    return HINT_SCORES[min(max(hints, 0), len(HINT_SCORES) - 1)]
