"""Who plays each seat: bots written by a reader, their errors, and unknown seat kinds."""

from __future__ import annotations

import pytest

from chickenfoot_nb import Action
from chickenfoot_nb.widgets.controller import GameController

# ----- bots written by a reader, and errors ----------------------------------------------------


class FirstBot:
    name = "first"

    def choose(self, view: object, legal: list[Action]) -> Action:
        return legal[0]


class BrokenBot:
    def choose(self, view: object, legal: list[Action]) -> Action:
        raise RuntimeError("my bot has a bug")


def test_a_bot_object_plays_a_seat() -> None:
    g = GameController("spruce", players=2, seed=4, seats=[FirstBot(), "human"])
    assert g.seat_kind(0) == "first"
    g.play_to_end()
    assert g.round.is_over


def test_an_error_in_a_bot_is_shown_in_the_widget_not_raised() -> None:
    g = GameController("spruce", players=2, seed=4, seats=[BrokenBot(), "human"])
    while g.round.seat != 0:
        g.step()
    assert not g.step()
    assert g.message_kind == "error" and "my bot has a bug" in g.message


def test_unknown_seat_kinds_are_refused() -> None:
    with pytest.raises(ValueError, match="no seat kind 'clever'"):
        GameController("spruce", players=2, seats=["human", "clever"])
