"""Puzzle practice that lasts, as the best puzzle trainers do it: a rating, spaced repetition.

- :mod:`~chickenfoot_nb.practice.rating`: the learner's Glicko-2 rating and each puzzle's,
  what an attempt scores (hints cost), and which puzzles a guess solves too often to rate;
- :mod:`~chickenfoot_nb.practice.schedule`: a missed or hinted puzzle comes back on the
  schedule of FSRS, the spaced repetition Anki uses;
- :mod:`~chickenfoot_nb.practice.session`: :class:`Practice`, which chooses the next puzzle and
  keeps all of it in the learner's progress file (:mod:`chickenfoot_nb.progress`);
- :mod:`~chickenfoot_nb.practice.summary`: what a session did, in words (:class:`Summary`).

The :class:`~chickenfoot_nb.widgets.PuzzleWidget` practises through it; code can too:

>>> from chickenfoot_nb import progress
>>> progress.off()
>>> pr, said = Practice.load()
>>> p = pr.next_puzzle()
>>> a = pr.attempt(p, [p.best], right=True)
>>> a.rating_after >= a.rating_before
True
"""

from chickenfoot_nb.practice.rating import Rating, puzzle_rating, rate, rated, score
from chickenfoot_nb.practice.schedule import Schedule, grade
from chickenfoot_nb.practice.session import Practice, PuzzleAttempt
from chickenfoot_nb.practice.summary import Summary

__all__ = [
    "PuzzleAttempt",
    "Practice",
    "Rating",
    "Schedule",
    "Summary",
    "grade",
    "puzzle_rating",
    "rate",
    "rated",
    "score",
]
