"""The exercises of lessons 07 and 08: the chance of a hand, and what a rule option changes."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any

from chickenfoot_nb.i18n import N_, _, ngettext
from chickenfoot_nb.lessons.check import Check
from chickenfoot_nb.lessons.registry import exercise
from chickenfoot_nb.tiles import set_size


@exercise("hold-the-double", "hand-size", "set")
def _hold_the_double(hand: int = 7, n: int = 9) -> Check:
    p = Fraction(hand, set_size(n))
    return Check(
        ngettext(
            "A {hand}-tile hand is dealt from a shuffled double-{n} set. "
            "What is the chance it holds {n}|{n}? (a fraction or a decimal)",
            "A {hand}-tile hand is dealt from a shuffled double-{n} set. "
            "What is the chance it holds {n}|{n}? (a fraction or a decimal)",
            hand,
        ).format(hand=hand, n=n),
        p,
        explain=ngettext(
            "Each of the {size} tiles is equally likely to be in the hand, "
            "and the hand holds {hand} of them: {hand}/{size}.",
            "Each of the {size} tiles is equally likely to be in the hand, "
            "and the hand holds {hand} of them: {hand}/{size}.",
            hand,
        ).format(size=set_size(n), hand=hand),
        hint=_("How many of the tiles does the hand hold, out of how many?"),
    )


@exercise("no-double", "hand-size", "set")
def _no_double(hand: int = 7, n: int = 9) -> Check:
    from math import comb

    doubles = n + 1
    p = Fraction(comb(set_size(n) - doubles, hand), comb(set_size(n), hand))
    return Check(
        ngettext(
            "What is the chance that a {hand}-tile hand from a double-{n} set holds no double "
            "at all? (a fraction, or a decimal to 2 significant digits)",
            "What is the chance that a {hand}-tile hand from a double-{n} set holds no double "
            "at all? (a fraction, or a decimal to 2 significant digits)",
            hand,
        ).format(hand=hand, n=n),
        p,
        explain=_(
            "Hands without a double / all hands = C({others}, {hand}) / C({size}, {hand}) "
            "= {p} ≈ {value}."
        ).format(
            others=set_size(n) - doubles,
            hand=hand,
            size=set_size(n),
            p=p,
            value=f"{float(p):.4f}",
        ),
        hint=ngettext(
            "Count the hands made only from the {others} tiles that are not doubles.",
            "Count the hands made only from the {others} tiles that are not doubles.",
            set_size(n) - doubles,
        ).format(others=set_size(n) - doubles),
    )


#: What an option comparison can be asked about: the words, and the number for one variant.
MEASURES: dict[str, tuple[str, Callable[[Any], float]]] = {
    "turns": (
        N_("the longest rounds (the most turns on average)"),
        lambda s: float(s.turns.mean()),
    ),
    "blocked": (N_("the largest share of blocked rounds"), lambda s: float(s.blocked.estimate)),
    "score": (N_("the highest mean round score"), lambda s: float(s.scores.mean())),
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
    choices = {v: _together(labels) for v, labels in groups.items()}
    best = choices[max(groups)]
    shown = "; ".join(f"{choices[v]}: {v:.3g}" for v in groups)
    return Check(
        _("In the simulation above, which rule set gave {measure}?").format(measure=_(words)),
        best,
        choices=list(choices.values()),
        explain=_(
            "Read it off the table ({numbers}). Each variant was dealt the same seeds, so the "
            "difference comes from the rule; a bigger simulation tells you whether it is more "
            "than luck."
        ).format(numbers=shown),
    )


def _together(labels: list[str]) -> str:
    # Variant labels are rule options (data); only the words joining them are translated.
    if len(labels) == 1:
        return labels[0]
    joined = labels[0]
    for label in labels[1:]:
        joined = _("{first} and {second}").format(first=joined, second=label)
    return _("{variants} (the same games)").format(variants=joined)
