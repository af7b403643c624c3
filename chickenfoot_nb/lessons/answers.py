"""Reading a reader's answer (a number, tiles, whole numbers, text) and writing an answer out."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from chickenfoot_nb.i18n import _, number
from chickenfoot_nb.tiles import Tile, TileError

_NUMBER = re.compile(r"^[+-]?(\d+(\.\d*)?|\.\d+)(/\d+)?%?$")


class Unreadable(ValueError):
    """An answer that cannot be read as the kind of answer the question wants."""


def read_number(text: str) -> tuple[Fraction, int | None]:
    """Read ``28``, ``7/55``, ``0.127`` or ``12.7%``: the value and, for decimals, its decimal places.

    >>> read_number("7/55"), read_number("12.5%")
    ((Fraction(7, 55), None), (Fraction(1, 8), 3))
    """
    t = text.strip().replace(" ", "").replace(",", ".")
    if not _NUMBER.match(t):
        raise Unreadable(_("write a number, like 28, 7/55 or 0.127"))
    percent = t.endswith("%")
    t = t.rstrip("%")
    if "/" in t:
        num, den = t.split("/")
        if "." in num or int(den) == 0:
            raise Unreadable(_("write a fraction with whole numbers, like 7/55"))
        value = Fraction(int(num), int(den))
        places = None
    else:
        value = Fraction(t)
        places = len(t.split(".")[1]) if "." in t else None
    if percent:
        value /= 100
        places = (places or 0) + 2
    return value, places


def read_tiles(text: str) -> frozenset[Tile]:
    """Read tiles separated by spaces or commas; ``none`` (or nothing) is no tile.

    The words for no tile are accepted in English and in the language spoken.

    >>> sorted(read_tiles("4|9, 3-8"))
    [Tile(8, 3), Tile(9, 4)]
    >>> read_tiles("none")
    frozenset()
    """
    words = text.replace(",", " ").replace(";", " ").split()
    if not words or _is_no_tile(" ".join(words)):
        return frozenset()
    try:
        return frozenset(Tile.parse(w) for w in words)
    except TileError as e:
        raise Unreadable(str(e)) from None


def read_numbers(text: str) -> frozenset[int]:
    """Read whole numbers separated by spaces or commas.

    >>> sorted(read_numbers("7, 1 3"))
    [1, 3, 7]
    """
    words = text.replace(",", " ").split()
    if not words or not all(w.isdigit() for w in words):
        raise Unreadable(_("write whole numbers separated by spaces, like 3 7"))
    return frozenset(int(w) for w in words)


def same_text(a: str, b: str) -> bool:
    """Whether two texts are the same but for case and spacing.

    >>> same_text(" The  Chicken yard", "the chicken yard")
    True
    """
    return " ".join(a.lower().split()) == " ".join(b.lower().split())


def answer_text(answer: Any) -> str:
    """An answer as the reader would write it: a fraction with its decimal, yes or no, tiles highest first.

    >>> answer_text(Fraction(7, 55)), answer_text(True), answer_text(frozenset({Tile(3, 1), Tile(9, 4)}))
    ('7/55 ≈ 0.1273', 'yes', '9|4 3|1')

    The decimal is written as the language spoken writes it:

    >>> from chickenfoot_nb.i18n import set_language
    >>> set_language("bs"); answer_text(Fraction(3, 8)); set_language("en")
    '3/8 ≈ 0,3750'
    """
    if isinstance(answer, Fraction):
        if answer.denominator == 1:
            return str(answer.numerator)
        return f"{answer} ≈ {number(float(answer), 4)}"
    if isinstance(answer, bool):
        return _("yes") if answer else _("no")
    if isinstance(answer, frozenset | set):
        items = sorted(answer, reverse=True)
        return " ".join(str(x) for x in items) if items else _("none")
    return str(answer)


#: The English words for no tile; the language spoken adds its own (see :func:`_is_no_tile`).
NO_TILE = ("none", "nothing")


def _is_no_tile(text: str) -> bool:
    # "none" is accepted in English always, and in the reader's language as well.
    words = {*NO_TILE, _("none"), _("nothing")}
    return any(same_text(text, w) for w in words)
