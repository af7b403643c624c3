"""A few words for an action, a place or the end of a round, as the widget's messages say them.

An action is told without telling a viewer what they may not see.

The longer explanation, with the rule that allowed the action, is
:func:`chickenfoot_nb.explain.describe_action` (it takes the same ``visible`` flag).

>>> from chickenfoot_nb.round import Round
>>> r = Round.deal("gamerules", players=4, seed=5)
>>> r.apply("play 9|7 on 9|9")
>>> short(r.at(0), 2, r.history[0][1])
'Seat 2 played 9|7 on 9|9'
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from chickenfoot_nb.actions import Action
from chickenfoot_nb.tiles import Tile

if TYPE_CHECKING:
    from chickenfoot_nb.round import Round


def short(before: Round, seat: int, action: Action, visible: bool = True) -> str:
    """A few words for ``action`` taken by ``seat`` in the round ``before`` it was taken.

    A drawn tile is named only when ``visible`` (the viewer may see that seat's hand).
    """
    name = before.names[seat]
    if action.kind == "play":
        if action.on is None:
            return f"{name} placed {action.tile} in the centre"
        return f"{name} played {action.tile} on {action.on}"
    if action.kind == "draw":
        return f"{name} drew {before.yard[0] if visible else 'a tile'}"
    return f"{name} passed"


def place(on: Tile | None) -> str:
    """The place a tile goes: a tile on the table, or the centre.

    >>> place(None), place(Tile(9, 9))
    ('the centre', '9|9')
    """
    return "the centre" if on is None else str(on)


def over(r: Round) -> str:
    """Why the round ``r`` is over, in one sentence.

    >>> from chickenfoot_nb.round import Round
    >>> from chickenfoot_nb.bots import play_round
    >>> over(play_round(Round.deal("spruce", players=3, seed=4), ["greedy"] * 3))
    'The round is over: Seat 1 went out.'
    """
    who = f"{r.names[r.out_seat or 0]} went out" if r.end == "out" else "it is blocked"
    return f"The round is over: {who}."
