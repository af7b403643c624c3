"""Lessons 00 to 03 (issue 37): 00 starts with the game, 02 keeps its promise, and the
exercises added to them answer the common wrong replies with words aimed at each.
"""

from __future__ import annotations

import re
from fractions import Fraction
from pathlib import Path

import nbformat
import pytest

from chickenfoot_nb import Round
from chickenfoot_nb.lessons import ask
from chickenfoot_nb.record import load

ROOT = Path(__file__).resolve().parents[1]
LESSONS = ROOT / "notebooks"
POSITIONS = LESSONS / "positions"


def _cells(name: str) -> list[nbformat.NotebookNode]:
    return list(nbformat.read(LESSONS / f"{name}.ipynb", as_version=4).cells)


def _index(cells: list[nbformat.NotebookNode], pattern: str) -> int:
    """The first code cell whose source matches ``pattern``."""
    return next(
        i for i, c in enumerate(cells) if c.cell_type == "code" and re.search(pattern, c.source)
    )


def _markdown(name: str) -> str:
    return "\n".join(c.source for c in _cells(name) if c.cell_type == "markdown")


# --- Lesson 00 starts with the game ------------------------------------------------------


def test_start_here_opens_with_the_game_and_keeps_the_rules_table_for_later() -> None:
    cells = _cells("00_start_here")
    game = _index(cells, r"^game$")
    table = _index(cells, r"rules_table\(\)")
    opening = cells[1:game]
    # Before the first round: what the game is, goals, how to run a cell; no rule list, no
    # house rules, no manual on the notebooks.
    assert not any("rules_table(" in c.source for c in opening if c.cell_type == "code")
    assert not any("[H]" in c.source for c in opening)
    assert not any(c.source.startswith("## How to use") for c in opening)
    assert any(c.source.startswith("## Your first round") for c in opening)
    # The table comes after the first round and its predictions, under its own heading.
    assert table > _index(cells, r"first-score")
    assert cells[table - 1].cell_type == "markdown"
    assert cells[table - 1].source.startswith("## All the rules in one table")


# --- Lesson 02's promise, kept by lesson 07 --------------------------------------------------


def test_deal_lesson_names_the_case_that_lesson_7_computes() -> None:
    from chickenfoot_nb.probability import someone_holds

    (promise,) = [c.source for c in _cells("02_deal_and_start") if "Lesson 7" in c.source]
    words = " ".join(promise.split())
    assert "Lesson 7 computes the exact chance of that for this case" in words
    for said in ("4 players under `spruce`", "7 tiles each", "55 tiles of a double-9 set"):
        assert said in words
    # That case is the one whose chance is 27/55: 27 of the 55 tiles stay in the yard.
    nobody = 1 - someone_holds("9|9", 9, 7, 4).exact
    assert nobody == Fraction(27, 55)
    seven = "\n".join(c.source for c in _cells("07_probability_of_hands") if c.cell_type == "code")
    assert re.search(r"\bnobody_holds\b", seven), "lesson 7 does not compute the chance"


# --- Sentences a teacher would stop at ------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "false"),
    [
        # There are more written versions than two; the package plays two of them.
        ("00_start_here", "written down in two published versions"),
        ("02_deal_and_start", "written down in two slightly different ways"),
        # 7|2 comes before 6|6, although 6|6 is worth more: the order is by the higher number.
        ("01_tiles_and_sets", "keeps it highest tile first"),
        # A chance word with no figure behind it.
        ("02_deal_and_start", "so often **nobody**"),
        # Lesson 8 measures some options, not each of them.
        ("02_deal_and_start", "what each option does to the game"),
        # A number is on N+1 tiles; "more arms than a number has tiles" read as N+1.
        ("00_start_here", "more arms than a number has tiles"),
        ("03_arms_and_turns", "more arms\nthan a number has tiles"),
    ],
)
def test_a_sentence_that_was_false_or_unbacked_is_gone(name: str, false: str) -> None:
    assert false not in _markdown(name)


def test_the_arm_count_limit_is_shown_by_the_engine_in_lesson_3() -> None:
    cells = _cells("03_arms_and_turns")
    shown = _index(cells, r"try_rules\(.*arms=7")
    assert "only N of them besides the double" in " ".join(cells[shown - 1].source.split())


# --- Predictions come before their figure ---------------------------------------------------


@pytest.mark.parametrize(
    ("name", "key", "figure"),
    [
        ("00_start_here", "first-yard", r"^game$"),
        ("01_tiles_and_sets", "double-3-count", r"double_set\(3\)"),
        ("02_deal_and_start", "deal-yard", r"yard_size|hand_sizes"),
        ("02_deal_and_start", "spruce-search", r"describe_action\(game"),
        ("03_arms_and_turns", "refused-play", r"attempt\(r,"),
        ("03_arms_and_turns", "drawn-tile-choices", r"forced_now\(may\)"),
    ],
)
def test_a_prediction_is_asked_before_the_lesson_shows_its_figure(
    name: str, key: str, figure: str
) -> None:
    cells = _cells(name)
    asked = _index(cells, rf"ask\(\"{key}\"")
    shown = [
        i for i, c in enumerate(cells) if c.cell_type == "code" and re.search(figure, c.source)
    ]
    assert all(i > asked for i in shown), (key, shown, asked)


# --- The new exercises: the right answer, and each common wrong one with its words --------


def _position(name: str, step: int | None = None) -> Round:
    r = load(POSITIONS / f"{name}.json").current
    return r if step is None else r.at(step)


def _first_round() -> Round:
    return Round.deal("spruce", players=3, seed=4)


#: key: (position arguments, right reply, {wrong reply: words its feedback must hold})
CASES = {
    # lesson 00
    "first-yard": ((_first_round(),), "34", {"48": "only your own hand", "41": "bots' hands"}),
    "first-score": ((), "25", {"2": "counts the tiles"}),
    "match-winner-lowest": ((), "Seat 1", {"Seat 2": "highest total loses"}),
    "first-arm-tile": ((), "9|4", {"6|6": "A double is no joker"}),
    "foot-toes": ((), "3", {"4": "arms the centre double takes"}),
    # lesson 01
    "double-3-count": ((), "10", {"16": "as two tiles", "6": "add the doubles", "12": "twice"}),
    "set-size-12": ((), "91", {"78": "add the 13 doubles", "169": "as two tiles"}),
    "tiles-with-a-number": ((), "10", {"9": "left out the double 4|4", "11": "twice"}),
    "set-pips": ((), "168", {"147": "its double shows it twice"}),
    "hand-value": ((), "38", {"88": "counts 0|0 as 50"}),
    "tile-same": ((), "no", {"yes": "no front and back"}),
    "doubles-in-set": ((), "13", {"12": "double-blank 0|0"}),
    "tiles-without-a-number": ((), "45", {"46": "one tile too few", "44": "twice"}),
    # lesson 02
    "deal-yard": (
        (Round.deal("spruce", players=4, seed=10),),
        "27",
        {"26": "spruce sets nothing aside", "48": "one hand only"},
    ),
    "gamerules-hand": ((), "14", {"15": "forgot the round's double"}),
    "search-finder": ((), "2", {"0": "counted the draws from 1", "11": "seat 0 again"}),
    "spruce-search": ((_position("spruce_search", 0),), "2", {"3": "draw that finds it"}),
    "finder-first-play": (
        (),
        "play the first tile against the centre double",
        {"place the double in the centre, and that is the whole turn": "spruce's way"},
    ),
    "spruce-most-players": ((), "7", {"8": "more than the set holds"}),
    "double-in-a-hand": ((), "spruce", {"gamerules": "no hand can get it"}),
    # lesson 03
    "next-seat": ((), "0", {"4": "There is no seat 4"}),
    "arms-count": ((), "6", {"4": "spruce's count"}),
    "must-play": ((_position("can_play"),), "play a tile", {"draw": "Drawing is only"}),
    "refused-play": (
        (_position("arm_phase"), "play 4|2 on 9|4"),
        "it refuses the play, says which rule forbids it, and leaves the round as it was",
        {"it refuses the play and makes Seat 3 draw instead": "changes nothing"},
    ),
    "kept-back": ((_position("two_kept_back"),), "0", {"2": "last 2 tiles back"}),
    "arm-phase-choice": ((), "9|5", {"5|3": "start a new arm with a 9"}),
    "drawn-no-fit": ((), "pass", {"draw again": "One draw per turn"}),
    "last-tile-kept": ((), "no", {"yes": "never lets the yard's last tile"}),
}


def _hand() -> tuple[object, ...]:
    from chickenfoot_nb import Hand

    return (Hand.parse("9|4 6|6 0|0 3|1 7|2"),)


@pytest.mark.parametrize("key", sorted(CASES))
def test_the_common_wrong_reply_gets_words_aimed_at_it(key: str) -> None:
    args, right, wrongs = CASES[key]
    if key == "hand-value":
        args = _hand()
    for wrong, words in wrongs.items():
        q = ask(key, *args)
        assert q.check(wrong) is False, (key, wrong)
        assert words in q.feedback.value, (key, wrong, q.feedback.value)
        if q.predict:
            # The first reply is the prediction, kept, and the answer is shown with it.
            assert q.prediction == wrong and "Your prediction" in q.feedback.value
        assert q.check(right) is True, (key, right)
        assert "✔ Right" in q.feedback.value


@pytest.mark.parametrize(
    ("args", "right", "wrong", "words"),
    [
        (
            (_position("spruce_drawn_fits"),),
            "play 9|0 or pass",
            "only play 9|0",
            "may also be kept",
        ),
        (
            (_position("gamerules_drawn_fits"),),
            "only play 8|6",
            "play 8|6 or pass",
            "must be played",
        ),
    ],
)
def test_the_drawn_tile_prediction_names_the_rule_of_the_other_preset(
    args: tuple[Round], right: str, wrong: str, words: str
) -> None:
    q = ask("drawn-tile-choices", *args)
    assert q.predict
    assert q.check(wrong) is False and words in q.feedback.value
    assert q.check(right) is True


def test_the_refused_play_leaves_the_round_as_it_was() -> None:
    r = _position("arm_phase")
    before = r.history
    q = ask("refused-play", r, "play 4|2 on 9|4")
    assert r.history == before
    assert q.answer.startswith("it refuses the play")
