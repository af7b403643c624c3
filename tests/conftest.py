"""Fixtures shared by several test modules."""

import pytest

from chickenfoot_nb.widgets.controller import GameController


@pytest.fixture
def hot_seat() -> GameController:
    """Three people at one screen, spruce rules; seat 0 holds the round's double."""
    return GameController("spruce", players=3, seed=4, seats=["human"] * 3)
