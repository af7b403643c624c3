"""What a screen reader hears in a picture a learner plays on: tiles and targets as buttons.

A picture to look at is one ``role="img"`` named by its ``<title>`` and ``<desc>``. A
picture to play on (``interactive=True``: the game's board) is a ``role="group"``
instead, in which each tile of a hand shown face up is a button: its name says where it
may go, ``aria-pressed`` whether it is selected, and a tile that cannot be played now is
``aria-disabled`` with the reason as its description. Each place the selected tile may
go is a button named for the move it makes. A face-down hand is one labelled group.
The renderer sets no ``tabindex``: the widget's script moves the focus among the buttons.

>>> from chickenfoot_nb.round import Round
>>> from chickenfoot_nb.explain import verdicts
>>> r = Round.deal("gamerules", players=4, seed=5)
>>> [v] = [v for v in verdicts(r) if v.tile == Tile(9, 7)]
>>> tile_button(r, v, pressed=False)["aria-label"]
'9|7, playable as a new arm on 9|9'
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from chickenfoot_nb.explain import Verdict
from chickenfoot_nb.i18n import _, ngettext
from chickenfoot_nb.tiles import Tile

if TYPE_CHECKING:
    from chickenfoot_nb.round import Round


def place_words(r: Round, on: Tile | None) -> str:
    """Where a tile played on ``on`` goes, as it reads after "playable" or "Play 5|3".

    >>> from chickenfoot_nb.round import Round
    >>> r = Round.deal("gamerules", players=4, seed=5)
    >>> place_words(r, Tile(9, 9)), place_words(r, None)
    ('as a new arm on 9|9', 'in the centre')
    """
    # Translators: each place is a whole phrase that follows "playable" or "Play 5|3".
    if on is None:
        return _("in the centre")
    if r.centre_placed and on == r.centre:
        return _("as a new arm on {on}").format(on=on)
    if on == r.pending_foot:
        return _("as a toe of the chicken foot on {on}").format(on=on)
    end = r.open_ends.get(on)
    if end is None:
        return _("on {on}").format(on=on)
    return _("on the open {number} of {on}").format(number=end, on=on)


def either(choices: list[str]) -> str:
    """Choices joined by "or", the way the language spoken now joins them.

    >>> either(["on 9|6", "on 8|6", "on 6|6"])
    'on 9|6 or on 8|6 or on 6|6'
    """
    said = choices[0] if choices else ""
    for choice in choices[1:]:
        said = _("{first} or {second}").format(first=said, second=choice)
    return said


def tile_button(r: Round, v: Verdict, *, pressed: bool) -> dict[str, str]:
    """The ARIA attributes of a tile in hand: a button, pressed when selected.

    >>> from chickenfoot_nb.round import Round
    >>> from chickenfoot_nb.explain import verdicts
    >>> r = Round.deal("gamerules", players=4, seed=5)
    >>> [v] = [v for v in verdicts(r) if v.tile == Tile(5, 4)]
    >>> b = tile_button(r, v, pressed=True)
    >>> b["aria-label"], b["aria-pressed"], b["aria-disabled"]
    ('5|4, cannot be played', 'true', 'true')
    >>> b["aria-description"]
    '0 of the 4 arms are started: start a new arm with a 9 (5|4 has no 9)'
    """
    attrs = {"role": "button", "aria-pressed": "true" if pressed else "false"}
    if v.playable:
        where = either([place_words(r, on) for on in v.targets])
        return {
            **attrs,
            "aria-label": _("{tile}, playable {where}").format(tile=v.tile, where=where),
        }
    return {
        **attrs,
        "aria-label": _("{tile}, cannot be played").format(tile=v.tile),
        "aria-disabled": "true",
        "aria-description": v.reason,
    }


def target_name(r: Round, tile: Tile, on: Tile | None) -> str:
    """The name of the button that plays the selected ``tile`` on ``on``: the move it makes.

    >>> from chickenfoot_nb.round import Round
    >>> r = Round.deal("gamerules", players=4, seed=5)
    >>> target_name(r, Tile(9, 7), Tile(9, 9))
    'Play 9|7 as a new arm on 9|9'
    """
    # Translators: {place} is one of the place phrases ("as a new arm on 9|9", "in the centre").
    if on is None:
        return _("Place {tile} {place}").format(tile=tile, place=place_words(r, on))
    return _("Play {tile} {place}").format(tile=tile, place=place_words(r, on))


def hidden_hand(name: str, count: int) -> dict[str, str]:
    """The ARIA attributes of a face-down hand: one group, named for whose it is and its size.

    >>> hidden_hand("Seat 2", 7)["aria-label"]
    "Seat 2's hand: 7 tiles, face down"
    """
    words = ngettext(
        "{name}'s hand: {n} tile, face down", "{name}'s hand: {n} tiles, face down", count
    ).format(name=name, n=count)
    return {"role": "group", "aria-label": words}
