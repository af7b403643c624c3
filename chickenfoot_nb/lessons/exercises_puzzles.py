"""The exercises of lesson 11: puzzles.

The first two are predictions about a shown puzzle, made before the lesson prints its proof:
how many legal moves the seat chooses from, and which of them is proven best.

>>> from chickenfoot_nb.lessons import ask
>>> from chickenfoot_nb.puzzles import load_puzzles
>>> p = next(p for p in load_puzzles() if p.id == "240-30")
>>> q = ask("puzzle-moves", p)
>>> q.answer, q.predict
(Fraction(6, 1), True)
"""

from __future__ import annotations

import html
from fractions import Fraction
from typing import Any

from chickenfoot_nb.i18n import _, ngettext, percent
from chickenfoot_nb.lessons.check import Check
from chickenfoot_nb.lessons.registry import exercise
from chickenfoot_nb.puzzles import DIFFICULTIES, KINDS, Puzzle, kind_of
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
def _puzzle_difficulty(found: int = 7, bots: int = 10) -> Check:
    """The difficulty a puzzle gets when ``found`` of ``bots`` bots find its move."""
    share = found / bots
    answer = "easy" if share >= 0.7 else "hard" if share < 0.4 else "medium"
    mistakes: dict[Any, str] = {}
    if answer == "easy":
        mistakes["medium"] = _("A share of 70% or more is easy: the limit itself counts as easy.")
    return Check(
        ngettext(
            "When its difficulty was measured, {found} of {bots} bot found a puzzle's best "
            "move. What is its difficulty?",
            "When its difficulty was measured, {found} of {bots} bots found a puzzle's best "
            "move. What is its difficulty?",
            bots,
        ).format(found=found, bots=bots),
        answer,
        choices=list(DIFFICULTIES),
        explain=_("{share} of the bots found it: easy from 70%, hard below 40%.").format(
            share=percent(share)
        ),
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
