"""Numbers as each language writes them: the symbols and patterns of CLDR, as Babel reads them.

The package speaks through the standard library alone (the engine prints numbers too, and a
JupyterLite lesson should not download Babel's 10 MB of locale data for five languages'
commas), so the few CLDR facts it needs are kept here: each language's decimal and group
symbols, its signs and its percent pattern. ``tests/test_i18n_numbers.py`` reads the same
facts from Babel and compares them, and compares what these functions write with Babel's
``format_decimal`` and ``format_percent`` for many numbers: a change in CLDR fails there.

Rounding is Babel's too: half to even, of the number as Python writes it (``2.675`` to two
places is ``2.68``, where ``f"{2.675:.2f}"`` gives ``2.67``).

>>> decimal(12345.678, "bs", 1), decimal(12345.678, "bg", 1), decimal(12345.678, "en", 1)
('12.345,7', '12\\xa0345,7', '12,345.7')
>>> percent(0.555, "sr", 1), signed(-0.7, "bs", 1), significant(0.1272727, "bg", 4)
('55,5%', '-0,7', '0,1273')
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from decimal import ROUND_HALF_EVEN, Context, Decimal


@dataclass(frozen=True)
class Symbols:
    """How one language writes numbers (CLDR's ``latn`` number symbols and percent pattern)."""

    decimal: str
    group: str
    minus: str
    plus: str
    percent_sign: str
    #: CLDR's percent pattern: ``#,##0%``, ``#,##0 %``, ``%#,##0``...
    percent_pattern: str


_EN = Symbols(".", ",", "-", "+", "%", "#,##0%")
_COMMA = Symbols(",", ".", "-", "+", "%", "#,##0%")
#: The languages the package speaks, by its codes (``sr-Latn`` is Babel's ``sr_Latn``).
SYMBOLS: dict[str, Symbols] = {
    "en": _EN,
    "bs": _COMMA,
    "sr": _COMMA,
    "sr-Latn": _COMMA,
    "bg": Symbols(",", "\u00a0", "-", "+", "%", "#,##0%"),
}
_NUMBER_PART = re.compile(r"[#0,.]+")


class NumberFormatError(ValueError):
    """A language with no number symbols here, or a count of digits that is not one.

    A ``ValueError``, as :class:`~chickenfoot_nb.i18n.LanguageError` is: the translations sit
    below the engine, whose ``ChickenFootError`` they cannot import.
    """


def symbols(language: str) -> Symbols:
    """The number symbols of ``language`` (a code of :data:`SYMBOLS`); refuses another.

    >>> symbols("bg").group
    '\\xa0'
    """
    try:
        return SYMBOLS[language]
    except KeyError:
        known = ", ".join(SYMBOLS)
        raise NumberFormatError(
            f"There are no number symbols for {language!r}: choose one of {known}."
        ) from None


def _digits(digits: int) -> int:
    if isinstance(digits, bool) or not isinstance(digits, int) or digits < 0:
        raise NumberFormatError(f"digits must be a whole number, 0 or more, not {digits!r}.")
    return digits


def _written(value: Decimal, s: Symbols, places: int, group: bool) -> str:
    """``value``, already rounded, with ``places`` decimals in the symbols ``s``; no sign."""
    text = format(abs(value), f"{',' if group else ''}.{places}f")
    return text.replace(",", "\0").replace(".", s.decimal).replace("\0", s.group)


def _rounded(value: float | Decimal, places: int) -> Decimal:
    exact = value if isinstance(value, Decimal) else Decimal(repr(float(value)))
    return exact.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_EVEN)


def _special(value: float | Decimal) -> str | None:
    """How CLDR writes a number that is not finite, or None for a finite one."""
    if isinstance(value, Decimal):
        value = float(value)
    if math.isnan(value):
        return "NaN"
    if math.isinf(value):
        return "∞" if value > 0 else "-∞"
    return None


def decimal(value: float | Decimal, language: str, digits: int = 0) -> str:
    """``value`` with ``digits`` decimals and grouped thousands, as ``language`` writes it.

    >>> decimal(3000, "en"), decimal(3000, "sr"), decimal(-0.04, "bs", 1)
    ('3,000', '3.000', '-0,0')
    """
    s, places = symbols(language), _digits(digits)
    special = _special(value)
    if special is not None:
        return special
    rounded = _rounded(value, places)
    return (s.minus if rounded.is_signed() else "") + _written(rounded, s, places, group=True)


def signed(value: float | Decimal, language: str, digits: int = 0) -> str:
    """``value`` as :func:`decimal` writes it, with its sign when it is not nought once rounded.

    A change (a gain or a loss) reads better with its sign: ``+0,7``, ``-1,2``, ``0,0`` (never
    ``-0,0``: a loss too small to show is no loss).

    >>> signed(0.7, "bs", 1), signed(-1.25, "en", 1), signed(-0.01, "bg", 1)
    ('+0,7', '-1.2', '0,0')
    """
    said = decimal(value, language, digits)
    if _special(value) is not None:
        return said
    rounded = _rounded(value, _digits(digits))
    if rounded == 0:
        return said.removeprefix(symbols(language).minus)
    return symbols(language).plus + said if rounded > 0 else said


def percent(share: float | Decimal, language: str, digits: int = 0, *, plus: bool = False) -> str:
    """A share between 0 and 1 as a percentage, with ``digits`` decimals, as ``language`` writes it.

    ``plus`` writes a plus sign before a share above nought, for a change (``+2,7%``).

    >>> percent(0.4567, "en", 1), percent(0.4567, "bg"), percent(12.5, "bs")
    ('45.7%', '46%', '1.250%')
    >>> percent(0.027, "bs", 1, plus=True), percent(-0.027, "bs", 1, plus=True)
    ('+2,7%', '-2,7%')
    """
    s = symbols(language)
    prefix, suffix = _NUMBER_PART.split(s.percent_pattern, maxsplit=1)
    if _special(share) is None:
        exact = share if isinstance(share, Decimal) else Decimal(repr(float(share)))
        said = (signed if plus else decimal)(exact.scaleb(2), language, digits)
    else:
        said = decimal(share, language, digits)
    sign = said[0] if said[0] in (s.minus, s.plus) else ""
    body = f"{prefix}{said.removeprefix(sign)}{suffix}".replace("%", s.percent_sign)
    return sign + body


def significant(value: float | Decimal, language: str, digits: int = 4) -> str:
    """``value`` to ``digits`` significant digits, trailing zeros dropped, as ``language`` writes it.

    Never in scientific notation, and not grouped: for a measured value whose size is not
    known in advance (a mean, a probability), where :func:`decimal` would need its places.

    >>> significant(0.000123456, "en"), significant(12345.678, "bs"), significant(2, "bg")
    ('0.0001235', '12350', '2')
    """
    s, count = symbols(language), _digits(digits)
    if count == 0:
        raise NumberFormatError("A number needs at least 1 significant digit, not 0.")
    special = _special(value)
    if special is not None:
        return special
    exact = value if isinstance(value, Decimal) else Decimal(repr(float(value)))
    rounded = Context(prec=count, rounding=ROUND_HALF_EVEN).plus(exact)
    places = max(0, -rounded.as_tuple().exponent)  # type: ignore[operator]
    text = _written(rounded, s, places, group=False)
    if s.decimal in text:
        text = text.rstrip("0").removesuffix(s.decimal)
    return (s.minus if rounded.is_signed() and rounded else "") + text
