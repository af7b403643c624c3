"""A few words for an action, without telling a viewer what they may not see.

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
