"""Reading answers: the Check widget reads numbers, tiles, choices and text fairly."""

from __future__ import annotations

from fractions import Fraction

import pytest

from chickenfoot_nb import Tile
from chickenfoot_nb.lessons import Check


@pytest.mark.parametrize(
    "reply, right",
    [("7/55", True), ("14/110", True), ("0.127", True), ("0.13", True), ("12.7%", True),
     ("0.1", False), ("0.12", False), ("1/8", False), ("0.1273", True), (" 7 / 55 ", True)],
)  # fmt: skip
def test_a_fraction_is_read_as_fraction_decimal_or_percent(reply: str, right: bool) -> None:
    assert Check("p?", Fraction(7, 55)).check(reply) is right


def test_a_whole_number_must_be_exact() -> None:
    q = Check("How many?", 28)
    assert q.check("28") and q.check(" 28.0 ") and not q.check("27") and not q.check("28.4")


def test_an_unreadable_answer_is_not_counted_as_a_try() -> None:
    q = Check("How many?", 28)
    assert not q.check("twenty-eight")
    assert q.feedback.value.startswith("I could not read that")
    assert q.attempts == 0
    assert not q.check("")
    assert q.attempts == 0


def test_tiles_in_any_order_and_spelling() -> None:
    q = Check("Which?", [Tile(9, 4), Tile(8, 3)])
    assert q.check("3-8, 4|9")
    assert not q.check("9|4")
    assert Check("Which?", []).check("none")
    assert Check("Which tile?", Tile(9, 4)).check("4-9")
    assert not Check("Which tile?", Tile(9, 4)).check("9|3")


def test_numbers_as_a_set() -> None:
    q = Check("Which numbers?", {0, 4, 7})
    assert q.check("7 4 0") and q.check("0, 4, 7") and not q.check("0 4")


def test_yes_no_and_choices() -> None:
    q = Check("Is it?", False)
    assert q.choices == ("yes", "no")
    assert q.check("no") and not q.check("yes")
    c = Check("Which?", "b", choices=["a", "b"])
    assert c.check("b") and not c.check("a")
    with pytest.raises(ValueError):
        Check("Which?", "c", choices=["a", "b"])


def test_text_ignores_case_and_spaces() -> None:
    assert Check("Write it", "8|3").check(" 8|3 ")
    assert not Check("Write it", "8|3").check("3|8")
