"""A made-up class: progress files of a few learners, to try the class report without a class.

:func:`demo_class` writes one progress file per learner through :mod:`chickenfoot_nb.progress`,
as the lessons write them: checked answers to lesson 1's exercises (right, wrong, hinted),
puzzle attempts with their ratings, and one reviewed round each, played by bots in the
learner's seat. The same ``seed`` makes the same class.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

from chickenfoot_nb import progress

__all__ = ["DEMO_LEARNERS", "demo_class"]

#: The made-up learners' names, in the order they are written.
DEMO_LEARNERS = ("Ana", "Bo", "Cem", "Dara", "Emil", "Fatima", "Goran", "Hana", "Ivo", "Jelena")
#: Lesson 1's exercises the learners answer, easiest first (none needs a position).
_EXERCISES = ("canonical-tile", "double-3-count", "set-pips", "tiles-with-a-number", "set-size-12")
#: Shipped puzzles (``puzzles.json``) the learners try, so a teacher can look each one up.
_PUZZLES = ("0-12", "4-10", "32-29")
#: How many times a made-up learner tries an exercise before giving up.
_TRIES = 3


def demo_class(
    folder: str | os.PathLike[str], learners: int = 6, *, seed: int = 0, samples: int = 20
) -> Path:
    """Write the progress files of ``learners`` made-up learners into ``folder`` (one
    ``NAME.json`` each) and return it. Each reviewed round is judged with ``samples`` sampled
    worlds per decision. Progress is switched off afterwards (:func:`~chickenfoot_nb.progress.off`):
    the kernel that made the class writes no file of its own.

    >>> import tempfile
    >>> from chickenfoot_nb.classroom import class_report
    >>> folder = demo_class(Path(tempfile.mkdtemp()), 2, samples=5)
    >>> [(s.learner, s.exercises, s.rounds) for s in class_report(folder).learners]
    [('Ana', 5, 1), ('Bo', 5, 1)]
    """
    from chickenfoot_nb.bots import play_round
    from chickenfoot_nb.classroom.assignments import solution
    from chickenfoot_nb.review import review_seat
    from chickenfoot_nb.round import Round
    from chickenfoot_nb.rules import Rules

    if not 1 <= learners <= len(DEMO_LEARNERS):
        raise ValueError(f"learners must be from 1 to {len(DEMO_LEARNERS)}")
    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    rng = random.Random(seed)
    small = Rules.preset("spruce", set=6)
    try:
        for n, name in enumerate(DEMO_LEARNERS[:learners]):
            progress.on(out / f"{name.lower()}.json", learner=name)
            skill = rng.uniform(0.35, 0.95)
            for hardness, key in enumerate(_EXERCISES):
                chance = max(0.15, skill - 0.12 * hardness)
                tries = [rng.random() < chance for _ in range(_TRIES)]
                # a learner stops at the first right answer, or gives up after the last try
                tries = tries[: tries.index(True) + 1] if True in tries else tries
                for attempt, right in enumerate(tries, 1):
                    progress.checked(
                        progress.lesson_of(key),
                        key,
                        (solution(key) or "") if right else str(rng.randint(0, 99)),
                        right=right,
                        first_try=attempt == 1,
                        attempt=attempt,
                        hints=int(attempt > 2),
                    )
            rating = 1500.0
            for puzzle in _PUZZLES[: rng.randint(1, len(_PUZZLES))]:
                solved = rng.random() < skill
                after = rating + (16.0 if solved else -16.0) * rng.uniform(0.5, 1.5)
                progress.puzzle_attempt(
                    puzzle, ["draw"], right=solved, rating_before=rating, rating_after=after
                )
                rating = after
            names = [name, "Bot 1", "Bot 2"]
            dealt = Round.deal(small, 3, seed=seed * 100 + n, names=names)
            own = "greedy" if rng.random() < skill else "random"
            played = play_round(dealt, [own, "greedy", "random"], seed=seed * 100 + n)
            reviewed = review_seat(played, 0, samples, seed)
            assert reviewed is not None  # no step callback: nothing stops it
            progress.reviewed_round(reviewed, played)
    finally:
        progress.off()
    return out
