"""The GameController as the front end drives it: events from the board, errors kept in sight."""

from __future__ import annotations

from chickenfoot_nb.widgets.controller import GameController


def test_a_broken_event_is_shown_not_raised(hot_seat: GameController) -> None:
    g = hot_seat
    assert g.guard(g.handle_event)({"kind": "tile"}) is False
    assert g.message_kind == "error" and "KeyError" in g.message
