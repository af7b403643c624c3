"""Plain words for what happened at the table, without telling a viewer what they may not see.

:func:`chickenfoot_nb.explain.describe_action` says everything, drawn tiles included; a
widget showing one seat's view must not name a tile another seat drew, so these
functions leave it out when ``visible`` is False.

>>> from chickenfoot_nb.round import Round
>>> r = Round.deal("gamerules", players=4, seed=5)
>>> r.apply("play 9|7 on 9|9")
>>> short(r.at(0), 2, r.history[0][1])
'Seat 2 played 9|7 on 9|9'
>>> describe(r, 0).startswith("Seat 2 played 9|7 on the centre double 9|9, starting arm 1 of 4")
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from chickenfoot_nb.actions import Action
from chickenfoot_nb.explain import describe_action

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


def describe(r: Round, step: int, visible: bool = True) -> str:
    """What action number ``step`` of ``r`` did and which rule allowed it.

    With ``visible`` False a drawn tile that stays in the hand is not named.

    >>> from chickenfoot_nb.round import Round
    >>> r = Round.deal("spruce", players=3, seed=0)
    >>> r.apply("draw")
    >>> describe(r, 0, visible=False)
    'Seat 0 drew from the chicken yard looking for 9|9, and did not find it.'
    """
    seat, a = r.history[step]
    if visible or a.kind == "play":
        return describe_action(r, step)
    before = r.at(step)
    name = before.names[seat]
    if a.kind == "draw":
        if before.phase == "search":
            return describe_action(r, step)  # it names the tile only when it is the double
        return f"{name} had no tile that could be played, so drew one from the chicken yard."
    if before.phase == "drawn":
        return f"{name} drew a tile and passed."
    return describe_action(r, step)
