"""The GameController as the front end drives it: events from the board, errors kept in sight."""

from __future__ import annotations

from chickenfoot_nb.actions import Action
from chickenfoot_nb.widgets.controller import GameController


def test_a_broken_event_is_refused_in_words_not_raised(hot_seat: GameController) -> None:
    g = hot_seat
    assert g.guard(g.handle_event)({"kind": "tile"}) is False
    assert g.message_kind == "refused" and "'None' is not a tile" in g.message


def test_a_bot_that_starts_has_moved_when_the_human_first_sees_the_table() -> None:
    # Seat 2 holds 9|9 (spruce, seed 0): it places it before the human's first turn, and the
    # timeline shows that moment, so the human's first click acts there (it used to show
    # step 0, where a click was refused as Seat 2's turn and Step let the helper play).
    g = GameController("spruce", players=3, seed="0:0", seats=["human", "greedy", "greedy"])
    assert g.round.history[0][0] == 2
    assert (g.shown_step, g.length, g.live) == (1, 1, True)
    assert g.selectable() == ["9|2"]
    assert g.click("9|2") and g.round.history[1] == (0, g.round.history[1][1])


def test_before_move_may_keep_a_legal_move_from_being_played() -> None:
    # A puzzle judges the move instead of playing it; an illegal move never reaches the hook.
    g = GameController("spruce", players=3, seed="4:0", seats=["human"] * 3)
    seen: list[Action] = []
    g.before_move = lambda a: seen.append(a) is None
    assert g.click("5|2") is False and seen == []
    assert g.click("9|9") is True
    assert seen == [Action.parse("play 9|9")] and g.length == 0 and g.selected is None
    g.before_move = None
    assert g.click("9|9") and g.length == 1
