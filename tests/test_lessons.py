"""The lessons' helpers: the Check widget reads answers fairly, hides them, and every exercise knows its answer."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from chickenfoot_nb import Hand, Round, Tile
from chickenfoot_nb.lessons import (
    EXERCISES,
    RULES,
    Check,
    ask,
    attempt,
    playable_tiles,
    rules_table,
    try_rules,
)
from chickenfoot_nb.record import load

POSITIONS = Path(__file__).resolve().parents[1] / "notebooks" / "positions"


def _position(name: str, step: int | None = None) -> Round:
    r = load(POSITIONS / f"{name}.json").current
    return r if step is None else r.at(step)


def _open_foot_completed() -> Round:
    from chickenfoot_nb.bots import GreedyBot

    r = _position("open_foot")
    bot = GreedyBot()
    while r.pending_foot is not None:
        r.push(bot.choose(r.view(r.seat), r.legal_actions()))
    return r


# ----- reading answers -------------------------------------------------------------------


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
    assert q.fold.selected_index is None  # closed until the reader opens it
    assert "91" in q.fold.children[0].value
    shown = [q.question.value, q.feedback.value, q.box.placeholder]
    assert not any("91" in s for s in shown)
    assert "91" not in repr(q)


def test_a_picture_is_drawn_above_the_question() -> None:
    q = Check("Worth?", 13, picture=Tile(9, 4))
    assert "data-tile" in q.children[0].value


# ----- attempts and rules ---------------------------------------------------------------


def test_attempt_refuses_without_changing_the_round() -> None:
    r = _position("arm_phase")
    before = (r.history, r.hand(r.seat), r.table)
    a = attempt(r, "play 4|2 on 9|4")
    assert not a.done and "arms" in a.message
    assert (r.history, r.hand(r.seat), r.table) == before
    assert "Refused" in a._repr_html_() and "Traceback" not in a._repr_html_()
    ok = attempt(r, r.legal_actions()[0])
    assert ok.done and len(r.history) == len(before[0]) + 1


def test_try_rules_says_why_a_game_cannot_be_dealt() -> None:
    assert not try_rules("spruce", 8).done
    fits = try_rules("spruce", 8, set=12)
    assert fits.done and "35 tiles stay" in fits.message
    assert not try_rules("spruce", 3, colour="red").done


def test_every_rule_has_a_notebook_and_plain_words() -> None:
    keys = [r.key for r in RULES]
    assert len(keys) == len(set(keys))
    assert {r.key for r in RULES if r.house} == {"spruce-search", "arm-limit", "must-play", "one-tile"}
    html = rules_table()._repr_html_()
    assert html.count("<tr>") == len(RULES) + 1 and "[H]" in html
    with pytest.raises(ValueError):
        rules_table("99_nothing")


# ----- every exercise of the lessons ----------------------------------------------------


def _cases() -> dict[str, list[tuple[tuple[Any, ...], str, str]]]:
    """For each exercise: (position arguments, a right reply, a wrong reply)."""
    tied = load(POSITIONS / "tie_break_match.json")
    return {
        "chicken-yard": [((), "the chicken yard", "the boneyard")],
        "canonical-tile": [((), "8|3", "3|8")],
        "set-size-12": [((), "91", "78")],
        "tiles-with-a-number": [((), "10", "9")],
        "set-pips": [((), "168", "84")],
        "hand-value": [((Hand.parse("9|4 6|6 0|0 3|1 7|2"),), "38", "37")],
        "preset-seven-each": [((), "spruce", "both")],
        "gamerules-hand": [((), "14", "15")],
        "too-many-players": [((), "11", "12")],
        "search-finder": [((), "{finder}", "{not_finder}")],
        "spruce-search": [((_position("spruce_search", 0),), "{seat}", "{other}")],
        "who-plays-first": [((Round.deal("spruce", players=4, seed=10),), "2", "1")],
        "arms-count": [((), "6", "4")],
        "next-seat": [((), "0", "4")],
        "arm-phase-plays": [((_position("arm_phase"),), "none", "4|2")],
        "arm-limit": [((_position("gamerules_drawn_fits", 4),), "no", "yes")],
        "must-play": [((_position("can_play"),), "play a tile", "draw")],
        "drawn-tile-choices": [
            ((_position("spruce_drawn_fits"),), "play 9|0 or pass", "only play 9|0"),
            ((_position("gamerules_drawn_fits"),), "only play 8|6", "play 8|6 or pass"),
        ],
        "kept-back": [((_position("two_kept_back"),), "0", "2")],
        "refused-unchanged": [((), "no", "yes")],
        "toe-plays": [((_position("open_foot"),), "7|1", "7|1 6|0")],
        "double-toe": [((), "no", "yes")],
        "open-after-foot": [((_open_foot_completed(),), "{open}", "1")],
        "centre-not-foot": [((), "no: the centre double has 4 arms instead", "yes: it is a chicken foot")],
        "double-no-extra-turn": [((_position("foot_just_played"),), "1", "0")],
        "round-end": [
            ((_position("out_on_a_double"),), "a player went out", "it is blocked"),
            ((_position("blocked_after_draw"),), "it is blocked", "a player went out"),
        ],
        "seat-score": [
            ((_position("gamerules_double_blank"), 0), "10", "60"),
            ((_position("spruce_double_blank"), 2), "50", "0"),
        ],
        "match-rounds": [((), "7", "6")],
        "match-winner": [((tied,), "Boris", "Ana"), ((tied, "share"), "they share the win", "Boris")],
        "after-going-out": [((), "the round ends at once and you score 0", "you must draw a tile")],
        "hold-the-double": [((), "7/55", "1/55")],
        "no-double": [((), "0.22", "0.3")],
    }


def _fill(text: str, args: tuple[Any, ...], key: str) -> str:
    if "{" not in text:
        return text
    values: dict[str, str] = {}
    if key == "search-finder":
        right = str(ask(key).answer)
        values = {"finder": right, "not_finder": str((int(right) + 1) % 3)}
    elif key == "spruce-search":
        right = str(ask(key, *args).answer)
        values = {"seat": right, "other": str((int(right) + 1) % args[0].players)}
    elif key == "open-after-foot":
        values = {"open": " ".join(str(n) for n in sorted(set(args[0].open_ends.values())))}
    return text.format(**values)


def test_every_exercise_is_tested_here() -> None:
    assert set(_cases()) | {"option-effect"} == set(EXERCISES)  # option-effect: see below


@pytest.mark.parametrize("key", sorted(set(EXERCISES) - {"option-effect"}))
def test_each_exercise_accepts_its_answer_and_not_a_wrong_one(key: str) -> None:
    for args, right, wrong in _cases()[key]:
        q = ask(key, *args)
        assert q.check(_fill(wrong, args, key)) is False, (key, wrong)
        assert q.check(_fill(right, args, key)) is True, (key, right)
        assert "✔ Right" in q.feedback.value


def test_option_effect_reads_the_simulation_and_merges_equal_variants() -> None:
    from chickenfoot_nb.probability import InlineExecutor, compare_options

    c = compare_options(
        "spruce", 2, rounds=12, seed=0, options={"draw_must_play": [True], "double_blank": [0]},
        executor=InlineExecutor(), progress=False,
    )  # fmt: skip
    q = ask("option-effect", c, "score")
    assert q.choices is not None
    # Greedy bots play a drawn tile that fits anyway: the same games, so one choice.
    assert "spruce and draw_must_play=True (the same games)" in q.choices
    scores = {label: float(s.scores.mean()) for label, s in c.rows}
    best = max(scores, key=lambda k: scores[k])
    right = next(choice for choice in q.choices if choice.startswith(best))
    assert q.check(right)
    assert not q.check(next(choice for choice in q.choices if choice != right))


def test_the_answers_come_from_the_engine() -> None:
    r = _position("arm_phase")
    assert ask("arm-phase-plays", r).answer == playable_tiles(r) == frozenset()
    assert ask("toe-plays", _position("open_foot")).answer == frozenset({Tile(7, 1)})
    assert ask("hold-the-double").answer == Fraction(7, 55)
