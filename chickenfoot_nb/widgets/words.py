"""A few words for an action, a place or the end of a round, as the widget's messages say them.

An action is told without telling a viewer what they may not see. Every message is a whole
sentence of the ``widgets`` catalog, said in the language spoken at the moment it is said;
a :class:`Said` remembers how it was made, so a widget can say it again in another language.

The longer explanation, with the rule that allowed the action, is
:func:`chickenfoot_nb.explain.describe_action` (it takes the same ``visible`` flag).

>>> from chickenfoot_nb.round import Round
>>> r = Round.deal("gamerules", players=4, seed=5)
>>> r.apply("play 9|7 on 9|9")
>>> short(r.at(0), 2, r.history[0][1])
'Seat 2 played 9|7 on 9|9'
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from chickenfoot_nb.actions import Action
from chickenfoot_nb.i18n import _
from chickenfoot_nb.tiles import Tile

if TYPE_CHECKING:
    from chickenfoot_nb.round import Round


class Said(str):
    """Text in the language spoken when it was said, that can say itself again in another.

    It is a plain ``str`` to every reader; ``recipe`` makes it again. The recipe must hold
    the values it names (names, tiles as text), not a round that moves on.

    >>> s = Said(lambda: _("Pass"))
    >>> s, s.again()
    ('Pass', 'Pass')
    """

    recipe: Callable[[], str]

    def __new__(cls, recipe: Callable[[], str]) -> Said:
        said = super().__new__(cls, recipe())
        said.recipe = recipe
        return said

    def again(self) -> Said:
        """The same words in the language spoken now."""
        return Said(self.recipe)


def again(text: str) -> str:
    """``text`` said again in the language spoken now (plain text, say a record's name, stays).

    >>> again("Seat 0"), again(Said(lambda: _("Draw")))
    ('Seat 0', 'Draw')
    """
    return text.again() if isinstance(text, Said) else text


def short(before: Round, seat: int, action: Action, visible: bool = True) -> Said:
    """A few words for ``action`` taken by ``seat`` in the round ``before`` it was taken.

    A drawn tile is named only when ``visible`` (the viewer may see that seat's hand).
    """
    tile = str(action.tile)

    def name() -> str:
        # Looked up when said: a seat given no name is named in the language of then.
        return before.names[seat]

    if action.kind == "play":
        if action.on is None:
            return Said(
                lambda: _("{name} placed {tile} in the centre").format(name=name(), tile=tile)
            )
        on = str(action.on)
        return Said(lambda: _("{name} played {tile} on {on}").format(name=name(), tile=tile, on=on))
    if action.kind == "draw":
        if visible:
            drawn = str(before.yard[0])
            return Said(lambda: _("{name} drew {tile}").format(name=name(), tile=drawn))
        return Said(lambda: _("{name} drew a tile").format(name=name()))
    return Said(lambda: _("{name} passed").format(name=name()))


def place(on: Tile | None) -> str:
    """The place a tile goes: a tile on the table, or the centre.

    >>> place(None), place(Tile(9, 9))
    ('the centre', '9|9')
    """
    # Translators: a place a tile may go, after "on" in "9|4 can go on the centre, 9|7".
    return _("the centre") if on is None else str(on)


def places(targets: list[Tile | None]) -> str:
    """Every place in ``targets``, listed.

    >>> places([None, Tile(9, 7)])
    'the centre, 9|7'
    """
    return ", ".join(place(o) for o in targets)


def over(r: Round) -> str:
    """Why the round ``r`` is over, in one sentence.

    >>> from chickenfoot_nb.round import Round
    >>> from chickenfoot_nb.bots import play_round
    >>> over(play_round(Round.deal("spruce", players=3, seed=4), ["greedy"] * 3))
    'The round is over: Seat 1 went out.'
    """
    if r.end == "out":
        return _("The round is over: {name} went out.").format(name=r.names[r.out_seat or 0])
    return _("The round is over: it is blocked.")


def no_seat(seat: int, players: int) -> str:
    """Why there is no ``seat`` at a table of ``players``.

    >>> no_seat(5, 3)
    'There is no seat 5: seats go from 0 to 2.'
    """
    return _("There is no seat {seat}: seats go from 0 to {last}.").format(
        seat=seat, last=players - 1
    )
