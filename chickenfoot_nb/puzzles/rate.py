"""Rate every puzzle from a panel of bots' attempts: ``python -m chickenfoot_nb.puzzles.rate``.

The panel is bots of graded strength, none random (:data:`PANEL`): ``greedy``, ``careful``,
and the search levels ``medium`` and ``hard`` with three seeds each and ``expert`` with two.
Each member attempts each puzzle once: it chooses a move from the puzzle's seat view, and
solves the puzzle when that move is the best one.

The ratings are Glicko-2's (:mod:`chickenfoot_nb.puzzles.glicko`), in three steps (:func:`fit`):

1. **The bots, against each other** (:func:`bot_ratings`): where two bots differ on a puzzle
   (one solves it, the other misses), the one that solved it wins a game. Each bot is rated
   against the others from those games, one rating period at a time from where it stands,
   until a period no longer moves it: the ratings the results say, as a chess rating list is
   fitted to its games. A puzzle both solve, or both miss, says nothing about which is
   stronger, and whatever makes one puzzle harder than another cancels out.
2. **The puzzles, against the bots**: each puzzle is rated as lichess seeds a new puzzle, one
   rating period from the start (1500 ± 350), each attempt a game it wins when the bot misses.
3. **Where the scale sits**: the bots' ratings are shifted together until the rated puzzles
   average 1500 (:data:`CENTRE`), a new learner's rating, so that a new learner starts in the
   middle of the set and is expected to solve an average puzzle half the time.

A puzzle's band follows from its rating (:data:`~chickenfoot_nb.puzzles.BAND_CUTS`).

A guess must not make a puzzle easy. A position with two legal moves
(:attr:`~chickenfoot_nb.puzzles.Puzzle.guessable`: a guess finds the best one half the time)
is left out of the fit, and is rated against the 50% a guess gets (:func:`guessed_rating`):
only the panel's solves beyond half count, so a puzzle that half the panel solves is rated as
one that nobody solves. Its band is never ``easy``, whatever its rating, and a learner's
attempt at it leaves the learner's rating as it was
(:func:`chickenfoot_nb.practice.rating.rated`); its rating only places it among the others
when practice chooses a puzzle near the learner's. With three legal moves or more a guess
finds the best one a third of the time or less, and the panel's bots do not guess.

Each member's choices come from :data:`PANEL`, the seed and the position alone, so the same
command gives the same ratings on one core or on ``--workers`` processes.

Usage::

    nice -n 10 python -m chickenfoot_nb.puzzles.rate --workers 2 --seed 0
"""

from __future__ import annotations

import argparse
import dataclasses
import math
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from chickenfoot_nb.bots import Bot, make_bot
from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.i18n import _
from chickenfoot_nb.puzzles import (
    DIFFICULTIES,
    KINDS,
    SHIPPED,
    Puzzle,
    load_puzzles,
    save_puzzles,
)
from chickenfoot_nb.puzzles.glicko import Rating, rate

#: The panel, weakest first: each bot's name and how many seeds of it attempt each puzzle.
PANEL: tuple[tuple[str, int], ...] = (
    ("greedy", 1),
    ("careful", 1),
    ("medium", 3),
    ("hard", 3),
    ("expert", 2),
)

#: The bots' fit stops when no bot moved by more than this many rating points in a period.
SETTLED = 0.01
#: At most this many rating periods in the bots' fit.
ROUNDS = 1000
#: The rated puzzles' mean rating: a new learner's (:class:`~chickenfoot_nb.puzzles.glicko.Rating`).
CENTRE = 1500.0

#: Puzzles handed to a worker at a time.
CHUNK = 8


@dataclass(frozen=True)
class Member:
    """One bot of the panel: its name (:data:`~chickenfoot_nb.bots.BOT_NAMES`) and its seed.

    >>> Member("hard", 2).label
    'hard#2'
    """

    name: str
    seed: int

    @property
    def label(self) -> str:
        """The name and the seed, as the ratings are printed."""
        return f"{self.name}#{self.seed}"

    def bot(self, seed: str) -> Bot:
        """The bot, seeded from the run's ``seed`` and its own."""
        return make_bot(self.name, seed=f"puzzle-rating|{seed}|{self.seed}")


def members() -> tuple[Member, ...]:
    """The panel's bots, one per name and seed, weakest first.

    >>> [m.label for m in members()][:4]
    ['greedy#0', 'careful#0', 'medium#0', 'medium#1']
    """
    return tuple(Member(name, k) for name, seeds in PANEL for k in range(seeds))


def attempts(p: Puzzle, seed: str = "0") -> tuple[bool, ...]:
    """Whether each member of the panel (in :func:`members` order) solves ``p``.

    >>> from chickenfoot_nb.puzzles import load_puzzles
    >>> p = load_puzzles()[0]
    >>> solved = attempts(p)
    >>> len(solved) == len(members()), solved == attempts(p)
    (True, True)
    """
    view = p.position().view(p.seat)
    legal = view.legal_actions()
    return tuple(m.bot(seed).choose(view, legal) == p.best for m in members())


@dataclass(frozen=True)
class Job:
    """A few puzzles for one worker to attempt with the whole panel."""

    puzzles: tuple[Puzzle, ...]
    seed: str


def _attempt_all(job: Job) -> list[tuple[bool, ...]]:
    return [attempts(p, job.seed) for p in job.puzzles]


def bot_ratings(solved: Sequence[Sequence[bool]], labels: Sequence[str]) -> dict[str, Rating]:
    """The bots' ratings from ``solved[i][j]`` (whether bot ``j`` solved puzzle ``i``), by
    their games against each other, averaging 1500: where two bots differ on a puzzle, the one
    that solved it wins.

    As a chess rating list does for a player with few games, each pair of bots also shares one
    drawn game (a prior): a bot that won every game it played, or lost every one, still has a
    rating, and one game more or less moves it little.

    >>> r = bot_ratings([[True, True], [False, True], [False, True], [True, False]], ["a", "b"])
    >>> round(r["a"].rating), round(r["b"].rating)
    (1449, 1551)
    >>> r = bot_ratings([[True, False], [True, True]], ["a", "b"])
    >>> round(r["a"].rating), round(r["b"].rating)
    (1622, 1378)
    """
    if not solved or any(len(row) != len(labels) for row in solved):
        raise ChickenFootError(_("the fit needs one result per bot for each puzzle"))
    others = range(len(labels))
    games = [
        [(k, 0.5) for k in others if k != j]
        + [(k, 1.0 if row[j] else 0.0) for row in solved for k in others if row[k] != row[j]]
        for j in others
    ]
    bots = [Rating()] * len(labels)
    rounds, settled = 0, math.inf
    while settled >= SETTLED:
        if rounds == ROUNDS:
            raise ChickenFootError(
                _("the bots' ratings did not settle in {rounds} rating periods").format(
                    rounds=ROUNDS
                )
            )
        rounds += 1
        moved = [
            rate(Rating(b.rating), [bots[k] for k, _r in g], [r for _k, r in g])
            for b, g in zip(bots, games, strict=True)
        ]
        mean = sum(b.rating for b in moved) / len(moved)
        moved = [dataclasses.replace(b, rating=b.rating - mean + 1500) for b in moved]
        settled = max(abs(a.rating - b.rating) for a, b in zip(moved, bots, strict=True))
        bots = moved
    return dict(zip(labels, bots, strict=True))


def puzzle_ratings(solved: Sequence[Sequence[bool]], bots: Sequence[Rating]) -> list[Rating]:
    """Each puzzle's rating, one rating period from the start against ``bots`` (it wins each
    attempt where the bot missed).

    >>> [round(r.rating) for r in puzzle_ratings([[True], [False]], [Rating(1500.0, 50.0)])]
    [1325, 1675]
    """
    return [rate(Rating(), list(bots), [0.0 if s else 1.0 for s in row]) for row in solved]


@dataclass(frozen=True)
class Fit:
    """The ratings the panel's results give: each bot's (by label) and each puzzle's (in the
    order of the results)."""

    bots: dict[str, Rating]
    puzzles: tuple[Rating, ...]


def fit(solved: Sequence[Sequence[bool]], labels: Sequence[str]) -> Fit:
    """Rate the bots and the puzzles from ``solved[i][j]``: whether bot ``j`` solved puzzle
    ``i``; the puzzles average :data:`CENTRE` (see the module).

    >>> f = fit([[True, True], [False, True], [False, True], [True, False]], ["weak", "strong"])
    >>> f.bots["strong"].rating > f.bots["weak"].rating
    True
    >>> [round(r.rating) for r in f.puzzles], round(sum(r.rating for r in f.puzzles) / 4)
    ([1310, 1563, 1563, 1563], 1500)
    """
    bots = bot_ratings(solved, labels)

    def shifted(by: float) -> list[Rating]:
        return [dataclasses.replace(b, rating=b.rating + by) for b in bots.values()]

    def mean(by: float) -> float:
        return sum(r.rating for r in puzzle_ratings(solved, shifted(by))) / len(solved)

    # The puzzles' mean rises with the bots' (a miss by a stronger bot counts more), so
    # halving the interval finds the shift.
    low, high = -4000.0, 4000.0
    while high - low > SETTLED:
        middle = (low + high) / 2
        low, high = (middle, high) if mean(middle) < CENTRE else (low, middle)
    final = shifted(low)
    return Fit(dict(zip(bots, final, strict=True)), tuple(puzzle_ratings(solved, final)))


def guessed_rating(solved: Sequence[bool], bots: Sequence[Rating]) -> Rating:
    """A two-move puzzle's rating against ``bots``, counted against the 50% a guess gets.

    The panel's share of solves beyond half, stretched to the whole range (``2 * share - 1``,
    none below half), is the share each bot scores against the puzzle in one rating period
    from the start: all ten solve it, it is rated as a puzzle all ten solve; five solve it, as
    one none solves.

    >>> bots = [Rating(1500.0, 50.0)] * 4
    >>> [round(guessed_rating(row, bots).rating) for row in ([True] * 4, [True, True, False, False])]
    [1219, 1781]
    >>> [round(r.rating) for r in puzzle_ratings([[True] * 4, [False] * 4], bots)]
    [1219, 1781]
    """
    beyond = max(0.0, 2 * sum(solved) / len(solved) - 1)
    return rate(Rating(), list(bots), [1 - beyond] * len(bots))


@dataclass(frozen=True)
class Rated:
    """The puzzles with their ratings, and the fit that gave them."""

    puzzles: list[Puzzle]
    fit: Fit


def rate_puzzles(puzzles: Sequence[Puzzle], seed: str = "0", workers: int = 1) -> Rated:
    """Every puzzle with its rating from the panel's attempts, the panel attempting on
    ``workers`` processes: the bots are fitted on the puzzles with three legal moves or more,
    and the two-move ones rated against a guess's 50% (:func:`guessed_rating`).

    >>> from chickenfoot_nb.puzzles import load_puzzles
    >>> few = [p for p in load_puzzles() if p.set == 6][:6]
    >>> done = rate_puzzles(few)
    >>> all(p.rating is not None for p in done.puzzles), len(done.fit.puzzles)
    (True, 2)
    """
    from chickenfoot_nb.probability.parallel import InlineExecutor, run_chunks

    jobs = [Job(tuple(puzzles[i : i + CHUNK]), seed) for i in range(0, len(puzzles), CHUNK)]
    done = run_chunks(
        _attempt_all,
        jobs,
        sizes=[len(j.puzzles) for j in jobs],
        executor=InlineExecutor() if workers <= 1 else None,
        workers=workers,
        desc="puzzles",
    )
    solved = [row for rows in done for row in rows]
    kept = [i for i, p in enumerate(puzzles) if not p.guessable]
    if not kept:
        raise ChickenFootError(_("every puzzle has two legal moves: there is none to rate"))
    found = fit([solved[i] for i in kept], [m.label for m in members()])
    fitted = dict(zip(kept, found.puzzles, strict=True))
    bots = list(found.bots.values())
    ratings = [fitted.get(i) or guessed_rating(row, bots) for i, row in enumerate(solved)]
    # A tenth of a point is far below what ten attempts can tell, and keeps the file's diffs short.
    return Rated(
        [
            dataclasses.replace(
                p, rating=Rating(round(r.rating, 1), round(r.rd, 1), round(r.vol, 6))
            )
            for p, r in zip(puzzles, ratings, strict=True)
        ],
        found,
    )


def counts(puzzles: Sequence[Puzzle]) -> Counter[tuple[str, str, str]]:
    """How many puzzles there are of each band, kind and preset.

    >>> from chickenfoot_nb.puzzles import load_puzzles
    >>> sum(counts(load_puzzles()).values()) == len(load_puzzles())
    True
    """
    return Counter((p.difficulty, p.kind, p.preset) for p in puzzles)


def table(puzzles: Sequence[Puzzle]) -> str:
    """The counts by band (rows) and kind and preset (columns), as a Markdown table."""
    c = counts(puzzles)
    presets = sorted({p.preset for p in puzzles})
    columns = [(k, pr) for k in KINDS for pr in presets]
    head = "| band | " + " | ".join(f"{k} {pr}" for k, pr in columns) + " | all |"
    rule = "|---" * (len(columns) + 2) + "|"
    rows = [
        f"| {band} | "
        + " | ".join(str(c[band, k, pr]) for k, pr in columns)
        + f" | {sum(c[band, k, pr] for k, pr in columns)} |"
        for band in DIFFICULTIES
    ]
    return "\n".join([head, rule, *rows])


def main(argv: Sequence[str] | None = None) -> int:
    """The command line: rate every puzzle of a file and write the file again."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--file", default=str(SHIPPED), help="the puzzle file to rate")
    parser.add_argument("--out", default=None, help="the file to write (--file if not given)")
    parser.add_argument("--seed", default="0", help="the seed of the panel's bots")
    parser.add_argument("--workers", type=int, default=1, help="processes")
    args = parser.parse_args(argv)
    began = time.perf_counter()
    rated = rate_puzzles(load_puzzles(args.file), args.seed, args.workers)
    out = Path(args.out or args.file)
    save_puzzles(rated.puzzles, out)
    took = time.perf_counter() - began
    bots = ", ".join(f"{k} {r.rating:.0f} ± {r.rd:.0f}" for k, r in rated.fit.bots.items())
    guessable = sum(p.guessable for p in rated.puzzles)
    print(f"{len(rated.puzzles)} puzzles in {took:.0f} s to {out} ({guessable} with two moves)")
    print(f"bots: {bots}")
    print(table(rated.puzzles))
    two = Counter(p.difficulty for p in rated.puzzles if p.guessable)
    print("with two moves, by band:", ", ".join(f"{d} {two[d]}" for d in DIFFICULTIES))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
