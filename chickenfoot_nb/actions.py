"""Actions: the three things a seat can do on its turn, as small immutable values.

An action has a text form both ways, like a chess move in UCI:

>>> a = Action.parse("play 9|4 on 9|9")
>>> a, str(a)
(Action.parse('play 9|4 on 9|9'), 'play 9|4 on 9|9')
>>> Action.parse("draw") is DRAW
True
>>> a.to_record(2)
{'player': 2, 'action': 'play', 'tile': '9|4', 'on': '9|9'}

Every place that takes a move (``Round.apply``, ``explain.why_illegal``, ``Analysis.odds``,
``Puzzle.check``, ``review.action_words``) takes its text or an :class:`Action`, read by
the one function :meth:`Action.parse`; and an action equals the text of the same move:

>>> a == "play 4|9 on 9|9", "draw" in [DRAW, PASS]
(True, True)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from chickenfoot_nb.errors import ChickenFootError, IllegalActionError
from chickenfoot_nb.i18n import _
from chickenfoot_nb.tiles import Tile, tile_at

Kind = Literal["play", "draw", "pass"]


@dataclass(frozen=True, slots=True)
class Action:
    """Play a tile (``on`` a tile of the table, or ``None`` to place the centre double), draw, or pass.

    Make them with :func:`play`, or use the constants :data:`DRAW` and :data:`PASS`.

    An action equals another action of the same move, and the text of that move, so
    ``"play 3|3 on 3|1" == puzzle.best`` asks what it seems to ask; a text that is not a
    move equals no action. An action still hashes as itself, not as its text: a set or a
    dict of actions finds an :class:`Action`, never a text (``"draw" in {DRAW}`` is False
    though ``"draw" == DRAW``), so read a text with :meth:`parse` before looking it up.

    >>> play("9|4", on="9|9").tile
    Tile(9, 4)
    >>> play("9|4", on="9|9") == "play 4|9 on 9|9", DRAW == "pass", DRAW == "drow"
    (True, False, False)
    >>> "draw" in {DRAW}, Action.parse("draw") in {DRAW}
    (False, True)
    """

    kind: Kind
    tile: Tile | None = None
    on: Tile | None = None

    @staticmethod
    def parse(text: str | Action) -> Action:
        """Read ``"draw"``, ``"pass"``, ``"play 9|9"`` or ``"play 9|4 on 9|9"`` (an Action is returned as it is).

        This is the one way a move given to the package is read: anything else is refused
        with an :class:`IllegalActionError` that shows how to write a move.

        >>> Action.parse("play 4|9 on 9|9")
        Action.parse('play 9|4 on 9|9')
        >>> Action.parse(DRAW) is DRAW
        True
        >>> Action.parse("play 9|4 to 9|9")
        Traceback (most recent call last):
        ...
        chickenfoot_nb.errors.IllegalActionError: 'play 9|4 to 9|9' is not an action: write 'draw', 'pass', 'play 9|9' or 'play 9|4 on 9|9'
        """
        if isinstance(text, Action):
            return text
        words = text.split() if isinstance(text, str) else []
        if words == ["draw"]:
            return DRAW
        if words == ["pass"]:
            return PASS
        if len(words) == 2 and words[0] == "play":
            return play(words[1])
        if len(words) == 4 and words[0] == "play" and words[2] == "on":
            return play(words[1], on=words[3])
        raise IllegalActionError(
            # Translators: the actions in quotes are the action grammar: keep them in English.
            _(
                "{text} is not an action: write 'draw', 'pass', 'play 9|9' or 'play 9|4 on 9|9'"
            ).format(text=repr(text))
        )

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Action):
            return self is other or (
                (self.kind, self.tile, self.on) == (other.kind, other.tile, other.on)
            )
        if isinstance(other, str):
            try:
                return self == Action.parse(other)
            except ChickenFootError:
                return False
        return NotImplemented

    # An __eq__ of one's own leaves a class unhashable: hash by the fields, as the dataclass
    # would. A text equal to an action still hashes as a text (see the class docstring).
    def __hash__(self) -> int:
        return hash((self.kind, self.tile, self.on))

    def __str__(self) -> str:
        if self.kind != "play":
            return self.kind
        if self.on is None:
            return f"play {self.tile}"
        return f"play {self.tile} on {self.on}"

    def __repr__(self) -> str:
        return f"Action.parse('{self}')"

    def to_record(self, player: int) -> dict[str, Any]:
        """The action as a record entry (docs/record-format.md) made by seat ``player``.

        >>> DRAW.to_record(0)
        {'player': 0, 'action': 'draw'}
        """
        out: dict[str, Any] = {"player": player, "action": self.kind}
        if self.tile is not None:
            out["tile"] = str(self.tile)
        if self.on is not None:
            out["on"] = str(self.on)
        return out

    def sort_key(self) -> tuple[str, str, str]:
        """The order of ``chickenfoot-nb moves``: by action, then tile, then target, as text."""
        return (self.kind, str(self.tile or ""), str(self.on or ""))


DRAW = Action("draw")
PASS = Action("pass")

_PLAYS: dict[tuple[int, int], Action] = {}


def play(tile: Tile | str, on: Tile | str | None = None) -> Action:
    """The action that plays ``tile`` against ``on`` (a tile on the table).

    Leave ``on`` out only to place the round's double in the centre.

    >>> play("9|9"), play(Tile(9, 4), on=Tile(9, 9))
    (Action.parse('play 9|9'), Action.parse('play 9|4 on 9|9'))
    """
    t = Tile.parse(tile)
    o = None if on is None else Tile.parse(on)
    return play_index(t.index, -1 if o is None else o.index)


def play_index(tile: int, on: int) -> Action:
    """The shared play action for tile index ``tile`` on tile index ``on`` (-1: the centre double).

    >>> play_index(54, -1)
    Action.parse('play 9|9')
    """
    key = (tile, on)
    found = _PLAYS.get(key)
    if found is None:
        found = Action("play", tile_at(tile), None if on < 0 else tile_at(on))
        _PLAYS[key] = found
    return found
