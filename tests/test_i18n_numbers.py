"""Numbers in the reader's language: the package's CLDR facts and formatting agree with Babel's.

``chickenfoot_nb.i18n.numbers`` keeps each language's number symbols so that the package runs
on the standard library alone; these tests read the same facts from Babel (a test dependency)
and compare, and compare what the helpers write with ``format_decimal`` and ``format_percent``.
"""

from __future__ import annotations

from decimal import Decimal

import pytest
from babel import Locale
from babel.numbers import format_decimal, format_percent
from hypothesis import given, settings
from hypothesis import strategies as st

import chickenfoot_nb
from chickenfoot_nb.i18n import LANGUAGES, notebooks, number, numbers, percent, signed, significant

#: Babel's name for each of the package's languages.
BABEL = {"en": "en", "bs": "bs", "sr": "sr", "sr-Latn": "sr_Latn", "bg": "bg"}
VALUES = st.floats(min_value=-1e9, max_value=1e9, allow_nan=False, allow_infinity=False)


@pytest.fixture
def english() -> object:
    yield
    chickenfoot_nb.set_language("en")


def test_every_language_has_its_number_symbols() -> None:
    assert set(numbers.SYMBOLS) == set(LANGUAGES) == set(BABEL)


@pytest.mark.parametrize("code", list(BABEL))
def test_the_symbols_are_cldrs(code: str) -> None:
    locale = Locale.parse(BABEL[code])
    cldr = locale.number_symbols["latn"]
    s = numbers.symbols(code)
    assert (s.decimal, s.group, s.minus, s.plus, s.percent_sign) == (
        cldr["decimal"],
        cldr["group"],
        cldr["minusSign"],
        cldr["plusSign"],
        cldr["percentSign"],
    )
    assert s.percent_pattern == locale.percent_formats[None].pattern
    # the helpers group by threes: a language that groups otherwise needs more than symbols
    assert locale.decimal_formats[None].grouping == (3, 3)


@pytest.mark.parametrize("code", list(BABEL))
@settings(max_examples=60, deadline=None)
@given(value=VALUES, digits=st.integers(0, 4))
def test_a_number_is_written_as_babel_writes_it(code: str, value: float, digits: int) -> None:
    pattern = "#,##0" + ("." + "0" * digits if digits else "")
    assert numbers.decimal(value, code, digits) == format_decimal(
        value, pattern, locale=BABEL[code]
    )


@pytest.mark.parametrize("code", list(BABEL))
@settings(max_examples=60, deadline=None)
@given(share=st.floats(-100, 100, allow_nan=False), digits=st.integers(0, 3))
def test_a_percentage_is_written_as_babel_writes_it(code: str, share: float, digits: int) -> None:
    pattern = Locale.parse(BABEL[code]).percent_formats[None].pattern
    if digits:
        pattern = pattern.replace("0", "0." + "0" * digits, 1)
    assert numbers.percent(share, code, digits) == format_percent(
        share, pattern, locale=BABEL[code]
    )


@pytest.mark.parametrize("code", list(BABEL))
@settings(max_examples=60, deadline=None)
@given(value=st.floats(1e-6, 1e6) | st.floats(-1e6, -1e-6), digits=st.integers(1, 6))
def test_significant_digits_are_babels(code: str, value: float, digits: int) -> None:
    pattern = "@" + "#" * (digits - 1)
    assert numbers.significant(value, code, digits) == format_decimal(
        value, pattern, locale=BABEL[code]
    )


def test_the_issues_examples_in_each_language(english: object) -> None:
    said = {}
    for code in ("en", "bs", "sr", "sr-Latn", "bg"):
        chickenfoot_nb.set_language(code)
        said[code] = (percent(0.555, 1), number(3000), number(11.756, 2), signed(-0.7, 1))
    assert said["en"] == ("55.5%", "3,000", "11.76", "-0.7")
    assert said["bs"] == said["sr"] == said["sr-Latn"] == ("55,5%", "3.000", "11,76", "-0,7")
    assert said["bg"] == ("55,5%", "3\u00a0000", "11,76", "-0,7")


def test_a_change_carries_its_sign_but_nought_has_none() -> None:
    assert [signed(x, 1) for x in (0.25, -0.25, 0.04, -0.04, 0)] == [
        "+0.2",
        "-0.2",
        "0.0",
        "0.0",
        "0.0",
    ]
    assert percent(0.027, 1, plus=True) == "+2.7%"
    assert percent(-0.0001, 1, plus=True) == "0.0%"


def test_rounding_is_half_to_even_of_the_number_as_written() -> None:
    # Babel rounds the decimal 2.675, not the binary float just below it
    assert number(2.675, 2) == "2.68" and number(0.125, 2) == "0.12"
    assert significant(0.1272727, 6) == "0.127273" and significant(12345.678) == "12350"
    assert number(Decimal("1.005"), 2) == "1.00"


def test_what_is_not_a_finite_number_is_said_as_cldr_says_it() -> None:
    assert [number(x) for x in (float("nan"), float("inf"), float("-inf"))] == ["NaN", "∞", "-∞"]
    assert percent(float("nan")) == "NaN%" and percent(float("inf")) == "∞%"


@pytest.mark.parametrize(
    ("call", "words"),
    [
        (lambda: numbers.decimal(1.0, "fr"), "no number symbols for 'fr'"),
        (lambda: numbers.decimal(1.0, "en", -1), "digits must be a whole number"),
        (lambda: numbers.decimal(1.0, "en", 1.5), "digits must be a whole number"),  # type: ignore[arg-type]
        (lambda: numbers.significant(1.0, "en", 0), "at least 1 significant digit"),
    ],
)
def test_bad_input_is_refused_in_plain_words(call: object, words: str) -> None:
    with pytest.raises(numbers.NumberFormatError, match=words):
        call()  # type: ignore[operator]


def test_no_english_lesson_prints_a_number_in_english_format() -> None:
    """The lessons say numbers through the helpers, so every generated copy writes them its way."""
    assert notebooks.number_formats("{n:,} {x:+.1f} {p:.0%} {v:8.3f} {k:>5} {percent(p)}") == [
        "{n:,}",
        "{x:+.1f}",
        "{p:.0%}",
        "{v:8.3f}",
    ]
    found = [p for p in notebooks.problems() if "in English format" in p]
    assert found == []
