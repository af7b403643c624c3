"""The game's files: save and load game records, and keep each finished round in one.

A record is the format of :mod:`chickenfoot_nb.record` (docs/record-format.md). With a file
to keep (``GameController(keep="my_round.json")``) the match is saved each time a round
ends, so that another notebook can review it.

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

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from chickenfoot_nb.bots import Bot
from chickenfoot_nb.i18n import _
from chickenfoot_nb.match import Match
from chickenfoot_nb.record import load, loads, save
from chickenfoot_nb.widgets import checks
from chickenfoot_nb.widgets.seats import Seats

if TYPE_CHECKING:
    from chickenfoot_nb.widgets.controller import GameController

__all__ = ["GameFiles"]


class GameFiles:
    """The records of one game ``g``, and the file it keeps each finished round in."""

    def __init__(self, g: GameController, keep: str | Path | None) -> None:
        self._g = g
        #: The file each finished round's match is saved to (None: nothing is saved).
        self.keep = Path(keep) if keep is not None else None
        #: The round last saved to :attr:`keep`: (timeline, rounds, actions), or None.
        self._kept: tuple[int, int, int] | None = None

    def save(self, path: str | Path) -> bool:
        """Write the whole match to ``path`` as a game record."""
        g = self._g
        save(g.match, checks.path(path, "path"))
        return g._say(lambda: _("Saved the game to {path}.").format(path=path))

    def load(self, path: str | Path) -> bool:
        """Replace the game with the record at ``path``; it is shown at its last moment."""
        return self._replace(load(path), lambda: _("Loaded {name}.").format(name=path))

    def load_text(self, text: str | bytes, name: str | None) -> bool:
        """Replace the game with a record given as JSON text (or the bytes of an upload)."""
        if name is not None:
            checks.text(name, "name")
        if name is None:
            return self._replace(loads(text), lambda: _("Loaded the record."))
        return self._replace(loads(text), lambda: _("Loaded {name}.").format(name=name))

    @property
    def kept(self) -> Path | None:
        """The file the finished round was saved to, while the latest round is over.

        >>> import tempfile
        >>> from chickenfoot_nb.widgets.controller import GameController
        >>> path = Path(tempfile.mkdtemp()) / "my_round.json"
        >>> g = GameController("spruce", players=2, seed=4, seats=["human", "greedy"], keep=path)
        >>> g.kept is None, path.exists()
        (True, False)
        >>> g.play_to_end() and g.kept == path and load(path).rounds[0].is_over
        True
        """
        if self._kept is None or not self._g.round.is_over:
            return None
        return self.keep

    def keep_round(self) -> None:
        """Save the match to :attr:`keep` once for each round that has just ended."""
        g = self._g
        key = (g._history.version, len(g.match.rounds), g.length)
        if self.keep is None or not g.round.is_over or key == self._kept:
            return
        save(g.match, self.keep)
        self._kept = key

    def _replace(self, m: Match, said: Callable[[], str]) -> bool:
        """Play on ``m``: the seats stay when the number of players does, else the default."""
        g = self._g
        kinds: list[str | Bot] | None = list(g._seats.kinds)
        if m.players != g.players:
            kinds = None
        g._history.replace(m)
        g._seats = Seats(kinds, m.players, g._seed)
        if g.viewer >= m.players:
            g.viewer = g._seats.first_human
        g._sync()
        return g._say(said)
