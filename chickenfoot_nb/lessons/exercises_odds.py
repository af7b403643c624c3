"""The exercises of lessons 07 and 08: the chance of a hand, and what a rule option changes."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any

from chickenfoot_nb.lessons.check import Check
from chickenfoot_nb.lessons.registry import exercise
from chickenfoot_nb.tiles import set_size


@exercise("hold-the-double", "hand-size", "set")
def _hold_the_double(hand: int = 7, n: int = 9) -> Check:
    p = Fraction(hand, set_size(n))
    return Check(
        f"A {hand}-tile hand is dealt from a shuffled double-{n} set. What is the chance it holds {n}|{n}? "
        "(a fraction or a decimal)",
        p,
        explain=f"Each of the {set_size(n)} tiles is equally likely to be in the hand, and the hand holds {hand} of them: {hand}/{set_size(n)}.",
        hint="How many of the tiles does the hand hold, out of how many?",
    )


@exercise("no-double", "hand-size", "set")
def _no_double(hand: int = 7, n: int = 9) -> Check:
    from math import comb

    doubles = n + 1
    p = Fraction(comb(set_size(n) - doubles, hand), comb(set_size(n), hand))
    return Check(
        f"What is the chance that a {hand}-tile hand from a double-{n} set holds no double at all? "
        "(a fraction, or a decimal to 2 significant digits)",
        p,
        explain=f"Hands without a double / all hands = C({set_size(n) - doubles}, {hand}) / C({set_size(n)}, {hand}) = {p} ≈ {float(p):.4f}.",
        hint=f"Count the hands made only from the {set_size(n) - doubles} tiles that are not doubles.",
    )


#: What an option comparison can be asked about: the words, and the number for one variant.
MEASURES: dict[str, tuple[str, Callable[[Any], float]]] = {
    "turns": ("the longest rounds (the most turns on average)", lambda s: float(s.turns.mean())),
    "blocked": ("the largest share of blocked rounds", lambda s: float(s.blocked.estimate)),
    "score": ("the highest mean round score", lambda s: float(s.scores.mean())),
}


@exercise("option-effect", "options")
def _option_effect(comparison: Any, measure: str = "turns") -> Check:
    """``comparison`` is a :class:`chickenfoot_nb.probability.OptionComparison`.

    Variants that gave exactly the same number (the same games) are one choice together.
    """
    words, value = MEASURES[measure]
    groups: dict[float, list[str]] = {}
    for label, stats in comparison.rows:
        groups.setdefault(round(value(stats), 9), []).append(label)
    choices = {
        v: " and ".join(labels) + (" (the same games)" if len(labels) > 1 else "")
        for v, labels in groups.items()
    }
    best = choices[max(groups)]
    shown = "; ".join(f"{choices[v]}: {v:.3g}" for v in groups)
    return Check(
        f"In the simulation above, which rule set gave {words}?",
        best,
        choices=list(choices.values()),
        explain=f"Read it off the table ({shown}). Each variant was dealt the same seeds, so the "
        "difference comes from the rule; a bigger simulation tells you whether it is more than luck.",
    )
