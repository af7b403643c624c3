"""State copied whole: a dataclass each of whose fields says how it is copied.

A table's layout goes on from a copy of the builder that laid the moment before (see
:mod:`chickenfoot_nb.render.layout`). A copy made field by field misses the field added
later, silently, and the copy then shares it with the builder it came from. Here each field
is declared with the way it is copied (:func:`state` for what placing changes, :func:`value`
for a value that is never changed in place), and :func:`copy_whole` copies every field: a
field declared without either stops the first copy, and every layout test makes one.

>>> from dataclasses import dataclass
>>> @dataclass
... class Tally:
...     counts: dict[str, list[int]] = state(dict, lambda d: {k: list(v) for k, v in d.items()})
...     total: int = value(0)
>>> a = Tally({"x": [1]}, 1)
>>> b = copy_whole(a)
>>> b.counts["x"].append(2)
>>> a.counts, b.counts
({'x': [1]}, {'x': [1, 2]})
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import MISSING, field, fields
from functools import cache
from typing import Any, TypeVar

T = TypeVar("T")

_HOW = "copied"


def state(factory: Callable[[], T], copier: Callable[[T], T]) -> Any:
    """A field that placing changes in place: made by ``factory``, copied by ``copier``.

    >>> from dataclasses import dataclass
    >>> @dataclass
    ... class Seen:
    ...     tiles: list[int] = state(list, list.copy)
    >>> copy_whole(Seen([1])).tiles
    [1]
    """
    return field(default_factory=factory, metadata={_HOW: copier})


def value(default: object = MISSING) -> Any:
    """A field whose value is never changed in place (a number, a tile, a tuple, a frozen
    value): a copy shares it. Without ``default``, the field must be given.

    >>> from dataclasses import dataclass
    >>> @dataclass
    ... class Count:
    ...     n: int = value(0)
    >>> copy_whole(Count(3)).n
    3
    """
    return field(default=default, metadata={_HOW: None})


def copy_whole(part: T) -> T:
    """A copy of ``part`` that shares nothing placing changes with it.

    >>> from dataclasses import dataclass
    >>> @dataclass
    ... class Loose:
    ...     tiles: list[int]
    >>> copy_whole(Loose([1]))
    Traceback (most recent call last):
    ...
    TypeError: Loose.tiles says not how it is copied (declare it with state() or value())
    """
    new = copy.copy(part)
    kind: type = type(part)
    for name, copier in _copiers(kind):
        setattr(new, name, copier(getattr(part, name)))
    return new


@cache
def _copiers(kind: type) -> tuple[tuple[str, Callable[[Any], Any]], ...]:
    out = []
    for f in fields(kind):
        if _HOW not in f.metadata:
            raise TypeError(
                f"{kind.__name__}.{f.name} says not how it is copied "
                "(declare it with state() or value())"
            )
        if f.metadata[_HOW] is not None:
            out.append((f.name, f.metadata[_HOW]))
    return tuple(out)
