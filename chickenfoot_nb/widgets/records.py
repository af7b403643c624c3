"""Saving the game as a record (RECORD.md) and loading one in its place.

>>> import tempfile
>>> from pathlib import Path
>>> from chickenfoot_nb.widgets.controller import GameController
>>> g = GameController("spruce", players=3, seed=4, seats=["human"] * 3)
>>> path = Path(tempfile.mkdtemp()) / "game.json"
>>> g.step() and g.save(path)
True
>>> other = GameController("gamerules", players=2, seed=9)
>>> other.load(path), other.players, other.length
(True, 3, 1)
"""

from __future__ import annotations

from pathlib import Path

from chickenfoot_nb.bots import Bot
from chickenfoot_nb.match import Match
from chickenfoot_nb.record import load, loads, save
from chickenfoot_nb.widgets.seats import Seats
from chickenfoot_nb.widgets.state import ControllerState


class Records(ControllerState):
    """The Save and Load buttons, and the same calls from a cell."""

    def save(self, path: str | Path) -> bool:
        """Write the whole match to ``path`` as a game record (RECORD.md)."""
        save(self.match, path)
        return self._say(f"Saved the game to {path}.")

    def load(self, path: str | Path) -> bool:
        """Replace the game with the record at ``path``; it is shown at its last moment."""
        return self._replace(load(path), f"Loaded {path}.")

    def load_text(self, text: str, name: str = "the record") -> bool:
        """Replace the game with a record given as JSON text."""
        return self._replace(loads(text), f"Loaded {name}.")

    def _replace(self, m: Match, said: str) -> bool:
        """Play on ``m``: the seats stay when the number of players does, else the default."""
        kinds: list[str | Bot] | None = list(self._seats.kinds)
        if m.players != self.players:
            kinds = None
        self._history.replace(m)
        self._seats = Seats(kinds, m.players, self._seed)
        if self.viewer >= m.players:
            self.viewer = self._seats.first_human
        self._sync(jump=True)
        return self._say(said)
