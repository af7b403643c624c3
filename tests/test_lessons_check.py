"""The Check widget: its button checks the box, the answer stays folded away, a picture sits above."""

from __future__ import annotations

from chickenfoot_nb import Tile
from chickenfoot_nb.lessons import Check


def test_the_button_checks_what_the_box_holds() -> None:
    q = Check("How many?", 28, hint="count the doubles")
    q.box.value = "27"
    q.button.click()
    assert "Not yet" in q.feedback.value and "count the doubles" in q.feedback.value
    q.box.value = "28"
    q.button.click()
    assert "Right" in q.feedback.value and q.solved and q.attempts == 2


def test_the_answer_is_folded_away_not_printed() -> None:
    q = Check("How many tiles has a double-12 set?", 91, explain="13 × 14 / 2")
    assert q.fold.value.startswith("<details") and "<details open" not in q.fold.value
    assert "<summary>Show the answer</summary>" in q.fold.value and "91" in q.fold.value
    shown = [q.question.value, q.feedback.value, q.box.placeholder]
    assert not any("91" in s for s in shown)
    assert "91" not in repr(q)


def test_a_picture_is_drawn_above_the_question() -> None:
    q = Check("Worth?", 13, picture=Tile(9, 4))
    assert "data-tile" in q.children[0].value
