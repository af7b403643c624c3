"""The phase of a round (what the seat to move may do next), and how a round ended.

>>> Phase.PLAY == "play", Phase.DRAWN
(True, 'drawn')
>>> End.OUT == "out", End.BLOCKED
(True, 'blocked')
"""

from __future__ import annotations

from enum import StrEnum


class Text(StrEnum):
    """An enum whose members are their own text, and whose ``repr`` is that text's: a phase, an
    end, a widget's job state or message kind reads in a cell as the string it equals.

    >>> Phase.PLAY, [End.OUT]
    ('play', ['out'])
    """

    def __repr__(self) -> str:
        return repr(self.value)


class Phase(Text):
    """Where a round stands: what the seat to move may do next.

    A phase is its own text (``Phase.PLAY == "play"``), and prints as that text.
    """

    #: spruce: nobody holds the round's double yet; seats draw in turn until one does
    SEARCH = "search"
    #: the round's double is to be placed in the centre
    PLACE = "place"
    #: a seat plays a tile, or draws when it cannot
    PLAY = "play"
    #: the seat to move has just drawn: it plays that tile or passes
    DRAWN = "drawn"
    #: a seat went out or the round is blocked
    OVER = "over"


class End(Text):
    """How a round ended (:attr:`Round.end <chickenfoot_nb.round.Round.end>`).

    An end is its own text (``End.OUT == "out"``), and prints as that text.
    """

    #: a seat played its last tile
    OUT = "out"
    #: nothing can be drawn and nobody can play
    BLOCKED = "blocked"
