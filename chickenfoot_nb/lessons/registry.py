"""The lessons' exercises by name: the rules each checks, and :func:`ask` to build one."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import partial
from typing import Any

from chickenfoot_nb.i18n import _
from chickenfoot_nb.lessons.check import Check
from chickenfoot_nb.lessons.rules_table import RULES


@dataclass(frozen=True)
class Exercise:
    """A named exercise: the rules it checks, and how to build its :class:`Check` (from a position, if it needs one)."""

    key: str
    rules: tuple[str, ...]
    build: Callable[..., Check]
    #: Whether the reader predicts before the lesson shows the figure (see :class:`Check`).
    predict: bool = False


EXERCISES: dict[str, Exercise] = {}
_RULE_KEYS = frozenset(r.key for r in RULES)


def exercise(
    key: str, *rules: str, predict: bool = False
) -> Callable[[Callable[..., Check]], Callable[..., Check]]:
    """Register the function below as the exercise ``key``, which checks the named rules.

    ``predict`` says that the exercise asks for a prediction (a ``Check(..., predict=True)``):
    :func:`ask` holds the two to each other.

    >>> exercise("no-rules", "no-such-rule")
    Traceback (most recent call last):
    ...
    ValueError: unknown rule keys ['no-such-rule']
    """
    unknown = [r for r in rules if r not in _RULE_KEYS]
    if unknown:
        raise ValueError(f"unknown rule keys {unknown}")

    def register(build: Callable[..., Check]) -> Callable[..., Check]:
        EXERCISES[key] = Exercise(key, rules, build, predict)
        return build

    return register


def ask(key: str, *position: Any, **options: Any) -> Check:
    """The lessons' exercise named ``key``, built on ``position`` (a round or match) when it needs one.

    It keeps how it was built, so that it asks again in the language set later.

    >>> ask("chicken-yard").choices
    ('the boneyard', 'the chicken yard', 'the hand', 'the foot')
    >>> ask("no-such-exercise")
    Traceback (most recent call last):
    ...
    KeyError: "there is no exercise named 'no-such-exercise'"
    """
    if key not in EXERCISES:
        raise KeyError(_("there is no exercise named {key}").format(key=repr(key)))
    recipe = partial(EXERCISES[key].build, *position, **options)
    check = recipe()
    if check.predict != EXERCISES[key].predict:
        raise ValueError(
            f"the exercise {key!r} is registered with predict={EXERCISES[key].predict} "
            f"but builds a Check with predict={check.predict}"
        )
    # Kept to say the exercise's words again when the language changes.
    check.recipe = recipe
    check.key = key
    return check


def covered_rules(keys: Iterable[str]) -> set[str]:
    """The rule keys checked by the named exercises.

    >>> sorted(covered_rules(["set-size-12", "canonical-tile"]))
    ['set', 'tile-text']
    """
    return {rule for k in keys for rule in EXERCISES[k].rules}
