"""The board's keys and events: what the browser sends, turned into the game's commands.

A click on a tile, a place or a face-down hand, and a key pressed on the board, arrive as
one event each (``{"kind": "tile", "tile": "9|4"}``); :func:`board_event` calls the
command a notebook would call for it.

>>> from chickenfoot_nb.widgets.controller import GameController
>>> g = GameController("spruce", players=3, seed=1, seats=["human"] * 3)
>>> board_event(g, {"kind": "key", "key": "d"}), g.message
(True, 'Seat 0 drew 9|7.')
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.i18n import N_, _
from chickenfoot_nb.widgets import checks

if TYPE_CHECKING:
    from chickenfoot_nb.widgets.controller import GameController

__all__ = ["KEYS", "board_event", "press"]

#: The keys of the board and what they do (the buttons' tooltips show them too). Arrows,
#: Enter and Space on a tile or a lit place are handled in the browser: they move among
#: your tiles, pick one, and play it. The keys are the same in every language; what they
#: do is said with ``_(KEYS[key])``.
KEYS = {
    "d": N_("Draw"),
    "p": N_("Pass"),
    "s": N_("Step: the seat to move acts once"),
    "u": N_("Undo"),
    "r": N_("Redo"),
    "n": N_("Next round"),
    "h": N_("Hint: the coach's odds for every move"),
    "v": N_("Review the finished round: what each decision cost, how much was luck"),
    "y": N_("Tutor: play the move it warned about anyway"),
    "PageUp": N_("one step back in time"),
    "PageDown": N_("one step forward in time"),
    "Home": N_("the start of the round"),
    "End": N_("the latest moment"),
    "Escape": N_("put the picked tile back"),
    "+ / − / 0": N_("zoom the table in, out, or to fit"),
}

#: The keys that move along the timeline, and by how many steps.
_MOVES = {"ArrowLeft": -1, "PageUp": -1, "ArrowRight": 1, "PageDown": 1}


def press(g: GameController, name: str) -> bool:
    """The key ``name`` pressed on ``g``'s board (see :data:`KEYS`).

    >>> from chickenfoot_nb.widgets.controller import GameController
    >>> g = GameController("spruce", players=3, seed=1, seats=["human"] * 3)
    >>> g.key("d"), g.message
    (True, 'Seat 0 drew 9|7.')
    >>> g.key("PageUp"), g.shown_step
    (True, 0)
    >>> press(g, "F1"), g.message
    (False, "The board has no key 'F1': its keys are ArrowLeft, PageUp, ArrowRight, PageDown, Home, End, Escape, Enter, d, p, s, u, r, n, h, v, y.")
    """
    checks.text(name, "key")
    if name in _MOVES:
        return g.show(g.shown_step + _MOVES[name])
    if name == "Home":
        return g.show(0)
    if name == "End":
        return g.show(g.length)
    if name == "Escape":
        g.selected = None
        return g._say("")
    command = {
        "Enter": g.step,
        "s": g.step,
        "d": g.draw,
        "p": g.pass_turn,
        "u": g.undo,
        "r": g.redo,
        "n": g.next_round,
        "h": g.hint,
        "v": g.review,
        "y": g.anyway,
    }.get(name)
    if command is None:
        known = [*_MOVES, "Home", "End", "Escape", "Enter", *(k for k in KEYS if len(k) == 1)]
        return g._refuse(
            lambda: _("The board has no key {key}: its keys are {keys}.").format(
                key=checks.shown(name), keys=", ".join(known)
            )
        )
    return command()


def board_event(g: GameController, event: dict[str, Any]) -> bool:
    """Act on one event from ``g``'s board in the browser (``{"kind": ..., ...}``).

    An event of another kind is ignored; one that lacks what its kind needs is refused.
    """
    if not isinstance(event, dict):
        raise ChickenFootError(
            _("An event from the board is a dict like {example}, not {value}.").format(
                example="{'kind': 'tile', 'tile': '9|4'}", value=checks.shown(event)
            )
        )
    kind = event.get("kind")
    if kind in ("tile", "table"):
        return g.click(str(event.get("tile")))
    if kind == "target":
        return g.click_target(str(event.get("on")))
    if kind == "hidden":
        seat: Any = event.get("seat")
        return g.click_hidden(int(seat) if isinstance(seat, str) and seat.isdigit() else seat)
    if kind == "key":
        return g.key(str(event.get("key")))
    return False
