"""The checks of the widgets' arguments, made where a call comes in: one sentence, nothing changed.

Each check answers the value to use or raises
:class:`~chickenfoot_nb.errors.ChickenFootError` saying, in plain words, which argument is
wrong and what it takes. A command of a widget (one that answers True or False) says the
refusal in its message line; everything else raises it.

>>> whole(3, "step", least=0)
3
>>> whole("3", "step", least=0)
Traceback (most recent call last):
...
chickenfoot_nb.errors.ChickenFootError: step must be a whole number, not '3'.
>>> whole(-1, "step", least=0)
Traceback (most recent call last):
...
chickenfoot_nb.errors.ChickenFootError: step must be 0 or more, not -1.
"""

from __future__ import annotations

import operator
import os
from collections.abc import Collection
from typing import Any, TypeVar

from chickenfoot_nb.actions import Action
from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.i18n import _

__all__ = ["action", "choice", "flag", "path", "seed", "shown", "text", "whole"]

T = TypeVar("T")

_LONGEST_SHOWN = 40


def shown(value: Any) -> str:
    """``value`` as a refusal shows it: its repr, cut short.

    >>> shown("x" * 100)[-4:], shown(None)
    ('xxx…', 'None')
    """
    try:
        said = repr(value)
    except Exception:  # a reader's object whose repr fails is still named
        said = type(value).__name__
    return said if len(said) <= _LONGEST_SHOWN else said[: _LONGEST_SHOWN - 1] + "…"


def whole(value: Any, name: str, *, least: int | None = None, most: int | None = None) -> int:
    """``value`` as a whole number from ``least`` to ``most`` (True and 2.0 are not).

    >>> whole(9, "seat", least=0, most=3)
    Traceback (most recent call last):
    ...
    chickenfoot_nb.errors.ChickenFootError: seat must be a whole number from 0 to 3, not 9.
    """
    try:
        number = operator.index(value) if not isinstance(value, bool) else None
    except TypeError:
        number = None
    if number is None:
        raise ChickenFootError(
            _("{name} must be a whole number, not {value}.").format(name=name, value=shown(value))
        )
    if least is not None and most is not None and not least <= number <= most:
        raise ChickenFootError(
            _("{name} must be a whole number from {least} to {most}, not {value}.").format(
                name=name, least=least, most=most, value=number
            )
        )
    if least is not None and number < least:
        raise ChickenFootError(
            _("{name} must be {least} or more, not {value}.").format(
                name=name, least=least, value=number
            )
        )
    if most is not None and number > most:
        raise ChickenFootError(
            _("{name} must be {most} or less, not {value}.").format(
                name=name, most=most, value=number
            )
        )
    return number


def flag(value: Any, name: str) -> bool:
    """``value`` when it is True or False.

    >>> flag("yes", "wait")
    Traceback (most recent call last):
    ...
    chickenfoot_nb.errors.ChickenFootError: wait must be True or False, not 'yes'.
    """
    if not isinstance(value, bool):
        raise ChickenFootError(
            _("{name} must be True or False, not {value}.").format(name=name, value=shown(value))
        )
    return value


def text(value: Any, name: str) -> str:
    """``value`` when it is text.

    >>> text(7, "name")
    Traceback (most recent call last):
    ...
    chickenfoot_nb.errors.ChickenFootError: name must be text, not 7.
    """
    if not isinstance(value, str):
        raise ChickenFootError(
            _("{name} must be text, not {value}.").format(name=name, value=shown(value))
        )
    return value


def action(value: Any) -> Action:
    """``value`` as an :class:`~chickenfoot_nb.actions.Action` (it may be its text).

    >>> action("draw")
    Action.parse('draw')
    >>> action(3)
    Traceback (most recent call last):
    ...
    chickenfoot_nb.errors.ChickenFootError: action must be an Action or its text, like 'draw', not 3.
    """
    if not isinstance(value, (Action, str)):
        raise ChickenFootError(
            _("action must be an Action or its text, like 'draw', not {value}.").format(
                value=shown(value)
            )
        )
    return Action.parse(value)


def choice(value: T, name: str, choices: Collection[Any]) -> T:
    """``value`` when it is one of ``choices`` (a bool is not a number here).

    >>> choice("opening", "kind", ("arm", "foot"))
    Traceback (most recent call last):
    ...
    chickenfoot_nb.errors.ChickenFootError: kind must be one of 'arm', 'foot', not 'opening'.
    """
    try:
        known = value in choices and not isinstance(value, bool)
    except TypeError:  # a value that cannot be compared or hashed is no choice
        known = False
    if not known:
        raise ChickenFootError(
            _("{name} must be one of {choices}, not {value}.").format(
                name=name, choices=", ".join(repr(c) for c in choices), value=shown(value)
            )
        )
    return value


def seed(value: Any) -> int | str | None:
    """``value`` when it can seed a deal or a bot: a whole number, text, or None.

    >>> seed(1.5)
    Traceback (most recent call last):
    ...
    chickenfoot_nb.errors.ChickenFootError: seed must be a whole number or text, not 1.5.
    """
    if value is None or isinstance(value, str):
        return value
    if isinstance(value, bool) or not isinstance(value, int):
        raise ChickenFootError(
            _("seed must be a whole number or text, not {value}.").format(value=shown(value))
        )
    return value


def path(value: Any, name: str) -> str | os.PathLike[str]:
    """``value`` when it names a file: text or a :class:`~pathlib.Path`.

    >>> path(None, "path")
    Traceback (most recent call last):
    ...
    chickenfoot_nb.errors.ChickenFootError: path must name a file (text or a Path), not None.
    """
    if not isinstance(value, (str, os.PathLike)) or (isinstance(value, str) and not value):
        raise ChickenFootError(
            _("{name} must name a file (text or a Path), not {value}.").format(
                name=name, value=shown(value)
            )
        )
    return value
