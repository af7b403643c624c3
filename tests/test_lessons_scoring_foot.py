"""Lessons 04 (the chicken foot) and 05 (scoring): what they teach is true, and their exercises aim at the common mistakes."""

from __future__ import annotations

import ast
import contextlib
import io
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import IPython.display
import nbformat
import pytest

from chickenfoot_nb.bots import GreedyBot
from chickenfoot_nb.lessons import Check, ask
from chickenfoot_nb.record import load
from chickenfoot_nb.round import Round
from chickenfoot_nb.tiles import Tile
from tests.positions import position

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
SCORING = NOTEBOOKS / "05_scoring.ipynb"
PROMISES = ("next three plays must be", "must be toes with a")


@pytest.fixture(autouse=True)
def in_notebooks() -> Iterator[None]:
    """The lessons load ``positions/…`` from their own folder."""
    here = os.getcwd()
    os.chdir(NOTEBOOKS)
    yield
    os.chdir(here)


def position_of(name: str) -> Any:
    return load(f"positions/{name}.json")


def revealed(check: Check, reply: str, monkeypatch: pytest.MonkeyPatch) -> tuple[bool, str]:
    """Check ``reply`` as a reader would, and return whether it was right and what was revealed."""
    shown: list[str] = []

    def display(x: Any) -> None:
        shown.append(x._repr_svg_() if hasattr(x, "_repr_svg_") else getattr(x, "data", repr(x)))

    monkeypatch.setattr(IPython.display, "display", display)
    right = check.check(reply)
    return right, "".join(shown)


def words(check: Check) -> str:
    """Every word an exercise can show: question, choices, explanation, aimed feedback."""
    return " ".join(
        [
            check.question.value,
            *(check.choices or ()),
            check.explain,
            check.hint,
            *check.mistakes.values(),
        ]
    )


def run_cells(cells: list[nbformat.NotebookNode]) -> tuple[str, list[Any]]:
    """Run code cells in one namespace: what they print, and the value each cell ends with."""
    space: dict[str, Any] = {}
    printed, values = io.StringIO(), []
    for c in cells:
        tree = ast.parse(c.source)
        last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
        with contextlib.redirect_stdout(printed):
            exec(compile(tree, "<cell>", "exec"), space)
            if last is not None:
                values.append(eval(compile(ast.Expression(last.value), "<cell>", "eval"), space))
    return printed.getvalue(), values


def going_out_section(path: Path) -> list[nbformat.NotebookNode]:
    """The cells of the lesson from '## Going out' up to '## Blocked', the import cell first."""
    nb = nbformat.read(path, as_version=4)
    start = next(i for i, c in enumerate(nb.cells) if c.source.startswith("## Going out"))
    end = next(i for i, c in enumerate(nb.cells) if c.source.startswith("## Blocked"))
    first = next(c for c in nb.cells if c.cell_type == "code")
    return [first, *nb.cells[start:end]]


# ----- the finding of lesson 05, cells 3-4 ------------------------------------------------------


def test_the_cells_teaching_that_the_round_ends_at_once_promise_no_toes() -> None:
    section = going_out_section(SCORING)
    text = " ".join(c.source for c in section if c.cell_type == "markdown")
    printed, values = run_cells([c for c in section if c.cell_type == "code"])
    said = text + " " + printed + " " + " ".join(words(v) for v in values if isinstance(v, Check))
    for promise in PROMISES:
        assert promise not in said, promise
    assert "the round ends at once" in printed
    assert "went out" in printed
    # The learner predicts what a last double does before the lesson says it.
    asked = [v for v in values if isinstance(v, Check)]
    assert asked and asked[0].predict and not asked[0].shown


def test_the_round_end_exercise_on_a_last_double_promises_no_toes() -> None:
    out = position_of("out_on_a_double").current
    check = ask("round-end", out)
    for promise in PROMISES:
        assert promise not in words(check)
    assert "the round ends at once" in check.explain and "no toe is ever played" in check.explain
    assert "unfinished" not in check.explain


# ----- lesson 05: the predictions and their aimed feedback ---------------------------------------


def test_going_out_on_a_double_is_predicted_and_the_foot_myth_gets_its_answer(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    out = position_of("out_on_a_double").current
    check = ask("out-on-double", out)
    assert check.predict and not check.shown
    toes = check.choices[1]
    right, shown = revealed(check, toes, monkeypatch)
    assert not right and check.prediction == toes
    assert "no toe is ever played" in check.feedback.value
    assert "went out, and the round ends at once" in shown
    assert "The round is over" in shown
    again = ask("out-on-double", out)
    assert revealed(again, again.choices[0], monkeypatch)[0]


def test_the_last_double_of_a_round_still_in_play_is_no_going_out() -> None:
    game = position_of("open_foot").current
    with pytest.raises(AssertionError):
        ask("out-on-double", game)


@pytest.mark.parametrize(
    ("name", "seat", "right", "wrong", "aimed"),
    [
        ("gamerules_double_blank", 0, "10", "60", "counts 0|0 as 50. Under gamerules"),
        ("spruce_double_blank", 2, "50", "0", "counts 0|0 as 0. Under spruce"),
    ],
)
def test_a_round_score_is_predicted_and_the_double_blank_counted_wrong_is_named(
    name: str, seat: int, right: str, wrong: str, aimed: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    r = position_of(name).current
    check = ask("seat-score", r, seat)
    assert check.predict
    ok, shown = revealed(check, wrong, monkeypatch)
    assert not ok and aimed in check.feedback.value
    assert "Every seat's score this round:" in shown
    assert all(str(score) in shown for score in r.scores)
    assert revealed(ask("seat-score", r, seat), right, monkeypatch)[0]


def test_the_match_winner_is_predicted_and_the_other_tie_break_is_named(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    tied = position_of("tie_break_match")
    spruce = ask("match-winner", tied)
    assert spruce.predict and spruce.answer == "Boris"
    ok, shown = revealed(spruce, spruce.choices[-1], monkeypatch)
    assert not ok and "tie_break='share'" in spruce.feedback.value
    assert "<svg" in shown, "the score sheet is what the prediction reveals"
    share = ask("match-winner", tied, "share")
    assert share.answer == share.choices[-1]
    ok, _ = revealed(share, "Boris", monkeypatch)
    assert not ok and "spruce's tie-break" in share.feedback.value


# ----- lesson 05: the self-test -----------------------------------------------------------------


def test_self_test_score_with_the_double_blank() -> None:
    check = ask("score-with-blank")
    assert not check.check("13")
    assert "counts 0|0 as 0, as gamerules does" in check.feedback.value
    assert check.check("63")


def test_self_test_going_out_scores_nothing() -> None:
    check = ask("score-going-out")
    assert not check.check("34")
    assert "their scores, not yours" in check.feedback.value
    assert check.check("0")


def test_self_test_spruce_tie_break() -> None:
    check = ask("tie-break-spruce")
    assert not check.check(check.choices[-1])
    assert "who scored 0 in more rounds" in check.feedback.value
    assert not check.check("Boris")
    assert "Ana scored 0 once, Boris never" in check.feedback.value
    assert check.check("Ana")


# ----- lesson 04: the predictions and their aimed feedback ---------------------------------------


def test_a_seat_with_no_toe_draws_and_playing_elsewhere_gets_its_answer(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game = position_of("open_foot").current
    check = ask("no-toe-draws", game, 17)
    assert check.predict
    ok, shown = revealed(check, check.choices[0], monkeypatch)
    assert not ok and "no tile may go on another open end" in check.feedback.value
    assert "Seat 2 had no tile that could be played, so drew one" in shown
    assert "so passed" in shown
    again = ask("no-toe-draws", game, 17)
    assert revealed(again, again.choices[1], monkeypatch)[0]
    third = ask("no-toe-draws", game, 17)
    revealed(third, third.choices[2], monkeypatch)
    assert "draws one tile first" in third.feedback.value


def test_two_toes_are_no_complete_foot_and_the_reveal_is_of_that_moment(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    after = position_of("open_foot").current.copy()
    bot = GreedyBot()
    after.push(bot.choose(after.view(after.seat), after.legal_actions()))
    check = ask("foot-two-toes", after)
    # The lesson plays on before the reader answers: the reveal stays that of two toes.
    after.push(bot.choose(after.view(after.seat), after.legal_actions()))
    assert after.pending_foot is None
    ok, shown = revealed(check, check.choices[0], monkeypatch)
    assert not ok and "complete only with three toes" in check.feedback.value
    assert "still needs 1 toe" in shown
    assert revealed(ask("foot-two-toes", position_after_one(bot)), check.choices[1], monkeypatch)[0]


def position_after_one(bot: GreedyBot) -> Round:
    r = position_of("open_foot").current.copy()
    r.push(bot.choose(r.view(r.seat), r.legal_actions()))
    return r


def test_the_double_of_the_last_turn_gives_no_extra_turn() -> None:
    foot = position_of("foot_just_played").current
    check = ask("double-no-extra-turn", foot)
    assert not check.check("0")
    assert "no extra turn" in check.feedback.value
    assert check.check(str(foot.seat))


# ----- lesson 04: the self-test, and the rules that back its answers ---------------------------------


def test_self_test_a_foot_has_three_toes() -> None:
    check = ask("foot-toe-count")
    assert not check.check("4")
    assert "number of arms" in check.feedback.value
    assert check.check("3")


def test_self_test_only_a_toe_while_the_foot_is_open() -> None:
    check = ask("foot-which-tile")
    assert not check.check("6|2 2|0")
    assert "only a toe" in check.feedback.value
    assert not check.check("6|2 5|5")
    assert "a toe must show a 6" in check.feedback.value
    assert check.check("6|2")


def test_self_test_a_double_on_a_complete_foots_toe() -> None:
    check = ask("double-on-a-toe")
    assert not check.check("no")
    assert "Feet never nest means that a toe is never a double" in check.feedback.value
    assert check.check("yes")


def test_the_engine_agrees_with_the_self_test_on_toes_and_a_double_on_a_toe() -> None:
    from chickenfoot_nb import Rules

    rules = Rules.preset("spruce", set=6, hand_size=5).replace(arms=2)
    r = position(rules, ["6|3 3|3 3|0 1|0 2|1", "6|6 6|4 5|3 5|5 4|2"], "3|2")
    for a in ("play 6|6", "play 6|3 on 6|6", "play 6|4 on 6|6", "play 3|3 on 6|3"):
        r.apply(a)
    r.apply("play 5|3 on 3|3")
    r.apply("play 3|0 on 3|3")
    # Two toes: 5|5 fits the open 5 and 4|2 the open 4, but only a toe may be played.
    assert r.pending_foot == Tile(3, 3) and r.toes_needed == 1
    assert [a.kind for a in r.legal_actions()] == ["draw"]
    r.apply("draw")
    r.apply("play 3|2 on 3|3")
    assert r.pending_foot is None, "three toes: the foot is complete"
    r.apply("play 1|0 on 3|0")
    # The double 5|5 on the open 5 of the toe 5|3 is legal, and opens a new foot.
    r.apply("play 5|5 on 5|3")
    assert r.pending_foot == Tile(5, 5) and r.toes_needed == 3
