"""A move is taken as text or as an Action everywhere, read by one function (issue 43, item 2).

Also: an action equals the text of the same move, a puzzle checks an answer, a tile the set
does not have is refused as such, and a puzzle's repr is one short line.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from chickenfoot_nb import set_language
from chickenfoot_nb.actions import DRAW, PASS, Action, play
from chickenfoot_nb.coach import analyse
from chickenfoot_nb.errors import ChickenFootError, IllegalActionError
from chickenfoot_nb.explain import why_illegal, why_not_tile
from chickenfoot_nb.puzzles import Puzzle, load_puzzles
from chickenfoot_nb.review import action_words
from chickenfoot_nb.round import Round
from chickenfoot_nb.rules import Rules
from chickenfoot_nb.tiles import Tile

#: Its module fixture is computed once: every test of the module in one pytest-xdist worker.
pytestmark = pytest.mark.xdist_group("test_api_moves")

NOT_A_MOVE = "is not an action: write 'draw', 'pass', 'play 9|9' or 'play 9|4 on 9|9'"


def arm_phase() -> Round:
    """Seat 2 to move with the centre double 9|9 out and no arm started; it holds 5|4 and 9|8."""
    return Round.deal("gamerules", players=4, seed=5)


def snapshot(r: Round) -> tuple[Any, ...]:
    return (r.seat, r.phase, r.history, r.hand_sizes, r.yard_size, len(r.table))


@pytest.fixture(scope="module")
def puzzle() -> Puzzle:
    return load_puzzles()[0]


@pytest.fixture(autouse=True)
def english() -> Any:
    set_language("en")
    yield
    set_language("en")


# ----- one parsing function, the same everywhere -------------------------------------------


def test_why_illegal_takes_the_text_of_a_move_and_says_what_it_says_of_the_action() -> None:
    r = arm_phase()
    said = why_illegal(r, "play 5|4 on 9|9")
    assert said == why_illegal(r, play("5|4", on="9|9"))
    assert said == "5|4 has no 9, so it cannot start an arm on 9|9."
    assert why_illegal(r, "play 8|9 on 9|9") is None


def test_why_not_tile_takes_the_text_of_a_tile() -> None:
    r = arm_phase()
    assert why_not_tile(r, "5|4") == why_not_tile(r, Tile(5, 4)) is not None
    assert why_not_tile(r, "8|9") is None


def test_action_words_takes_the_text_of_a_move() -> None:
    assert action_words("play 4|9 on 9|9") == action_words(play("9|4", on="9|9")) == "9|4 on 9|9"
    assert action_words("draw") == action_words(DRAW)


def every_entry(r: Round, p: Puzzle) -> dict[str, Callable[[Any], object]]:
    """Each place that takes a move, as a function of the move alone."""
    a = analyse(r.view(r.seat), samples=3)
    assert a is not None
    return {
        "Round.apply": r.apply,
        "why_illegal": lambda m: why_illegal(r, m),
        "Analysis.odds": a.odds,
        "Puzzle.check": p.check,
        "action_words": action_words,
        "Action.parse": Action.parse,
    }


@pytest.mark.parametrize("bad", ["play 5|4 to 9|9", "drow", "", 5, None, ("play", "9|9")])
def test_a_text_that_is_not_a_move_is_refused_in_the_same_words_everywhere(
    bad: object, puzzle: Puzzle
) -> None:
    r = arm_phase()
    before = snapshot(r)
    said = set()
    for name, entry in every_entry(r, puzzle).items():
        with pytest.raises(IllegalActionError) as caught:
            entry(bad)
        said.add(str(caught.value))
        assert snapshot(r) == before, name
    assert said == {f"{bad!r} {NOT_A_MOVE}"}


def test_text_and_action_give_the_same_answer_everywhere(puzzle: Puzzle) -> None:
    r = arm_phase()
    a = analyse(r.view(r.seat), samples=3)
    assert a is not None
    assert puzzle.check(str(puzzle.best)) and puzzle.check(puzzle.best)
    assert a.odds("play 8|9 on 9|9") is a.odds(play("9|8", on="9|9"))
    with pytest.raises(ChickenFootError, match=r"^pass is not one of the moves analysed here: "):
        a.odds(PASS)
    r.apply("play 8|9 on 9|9")
    assert r.history[-1][1] is play("9|8", on="9|9")


# ----- an action equals the text of the same move -----------------------------------------


def test_an_action_equals_the_text_of_the_same_move_both_ways() -> None:
    a = play("3|3", on="3|1")
    assert a == "play 3|3 on 3|1"
    assert "play 3|3 on 3|1" == a  # noqa: SIM300 (the text on the left is the point)
    assert a == " play 3|3   on 1|3 "  # the same move, written another way
    assert a != "play 3|1 on 3|3"
    assert DRAW == "draw" and PASS == "pass" and DRAW != "pass"
    assert "draw" in [PASS, DRAW]


def test_an_action_equals_no_text_that_is_not_a_move_and_does_not_raise() -> None:
    assert play("9|9") == "play 9|9"
    for other in ["drow", "play 9|4 to 9|9", "play 30|4", "", 3, None, ("draw",)]:
        assert (DRAW == other) is False and (other == DRAW) is False  # noqa: SIM300
        assert play("9|9") != other


def test_an_action_still_hashes_as_itself_though_it_equals_its_text() -> None:
    a = play("9|4", on="9|9")
    assert a == "play 9|4 on 9|9"
    assert hash(a) == hash(Action.parse("play 4|9 on 9|9"))
    assert hash(a) == hash(Action("play", Tile(9, 4), Tile(9, 9)))
    assert {a, Action.parse(str(a)), DRAW} == {a, DRAW}
    # Documented: a text equal to an action is not found in a set of actions.
    assert "play 9|4 on 9|9" not in {a}
    assert Action.parse("play 9|4 on 9|9") in {a}


def test_the_puzzle_answer_compares_with_its_text(puzzle: Puzzle) -> None:
    best = puzzle.best
    assert best.tile is not None and best.on is not None
    flipped = f"play {best.tile.lo}|{best.tile.hi} on {best.on.lo}|{best.on.hi}"
    assert flipped == puzzle.best
    assert puzzle.best == str(best)


# ----- Puzzle.check -------------------------------------------------------------------------


def test_puzzle_check_says_whether_a_move_is_the_answer(puzzle: Puzzle) -> None:
    assert puzzle.check(puzzle.best) is True
    assert puzzle.check(str(puzzle.best)) is True
    for m in puzzle.moves[1:]:
        assert puzzle.check(m.action) is False
        assert puzzle.check(str(m.action)) is False
    assert puzzle.check("draw") is False  # not legal there: simply not the answer
    assert puzzle.check("play 10|4 on 9|9") is False


# ----- a tile outside the set -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("move", "missing"),
    [("play 10|4 on 9|9", "10|4"), ("play 9|4 on 10|9", "10|9"), ("play 18|18", "18|18")],
)
def test_a_tile_outside_the_set_is_refused_as_such(move: str, missing: str) -> None:
    r = arm_phase()
    before = snapshot(r)
    with pytest.raises(IllegalActionError) as caught:
        r.apply(move)
    said = str(caught.value)
    assert said == f"There is no {missing} in a double-9 set: its numbers go from 0 to 9."
    assert "does not hold" not in said and "not on the table" not in said
    assert why_illegal(r, move) == said
    assert snapshot(r) == before


def test_a_tile_outside_the_set_is_refused_as_such_while_the_double_is_searched() -> None:
    r = Round.deal("spruce", players=4, seed=1)
    assert r.phase == "search"
    assert why_illegal(r, "play 10|4") == (
        "There is no 10|4 in a double-9 set: its numbers go from 0 to 9."
    )


def test_why_not_tile_names_a_tile_outside_the_set() -> None:
    r = arm_phase()
    assert why_not_tile(r, "10|4") == (
        "there is no 10|4 in a double-9 set: its numbers go from 0 to 9"
    )
    assert why_not_tile(r, Tile(12, 0)) == (
        "there is no 12|0 in a double-9 set: its numbers go from 0 to 9"
    )


def test_a_tile_of_a_bigger_set_is_not_refused_as_outside_it() -> None:
    r = Round.deal(Rules.preset("gamerules", set=12), players=4, seed=5)
    said = why_illegal(r, "play 12|4 on 12|12")
    assert said is not None and "no 12|4 in" not in said
    assert why_illegal(r, "play 13|4 on 12|12") == (
        "There is no 13|4 in a double-12 set: its numbers go from 0 to 12."
    )


# ----- a puzzle's repr, and a puzzle as a value ---------------------------------------------------


def test_a_puzzle_repr_is_one_short_line(puzzle: Puzzle) -> None:
    shown = repr(puzzle)
    assert "\n" not in shown and len(shown) < 100
    assert shown == (
        f"<Puzzle {puzzle.id}: {puzzle.kind}, {puzzle.preset} double-{puzzle.set}, "
        f"{puzzle.difficulty}, seat {puzzle.seat} to move>"
    )
    assert "record" not in shown and "hands" not in shown


def test_every_shipped_puzzle_repr_is_short_and_in_one_language() -> None:
    puzzles = load_puzzles()
    english = [repr(p) for p in puzzles]
    assert max(len(s) for s in english) < 100
    set_language("bs")
    assert [repr(p) for p in puzzles] == english


def test_a_puzzle_can_be_kept_in_a_set(puzzle: Puzzle) -> None:
    again = load_puzzles()[0]
    assert again == puzzle and hash(again) == hash(puzzle)
    assert len({puzzle, again, *load_puzzles()[1:3]}) == 3
