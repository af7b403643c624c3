"""Clicks turned into actions: a tile in hand, a place on the table, Draw and Pass.

A click the rules refuse changes nothing; :attr:`message` names the rule instead.

>>> from chickenfoot_nb.widgets.controller import GameController
>>> g = GameController("spruce", players=3, seed=4, seats=["human"] * 3)
>>> g.click("5|2"), g.message
(False, '5|2 cannot be played now: 9|9 must be placed in the centre first.')
>>> g.play("9|9"), g.message
(True, 'Seat 0 placed 9|9 in the centre.')
"""

from __future__ import annotations

from chickenfoot_nb.actions import DRAW, PASS, Action, play
from chickenfoot_nb.explain import why_illegal, why_not_tile
from chickenfoot_nb.tiles import Tile
from chickenfoot_nb.widgets.state import ControllerState
from chickenfoot_nb.widgets.words import over, place, short


class Clicks(ControllerState):
    """The one path from a click (or the same call from code) to an action of the engine."""

    def selectable(self) -> list[str]:
        """The tiles a click in hand would accept now (the seat to move, when it is human).

        >>> from chickenfoot_nb.widgets.controller import GameController
        >>> GameController("gamerules", players=4, seed=2, seats=["human"] * 4).selectable()
        ['9|0']
        """
        r = self.shown
        if r.is_over or not self.is_human(r.seat) or not self.sees(r.seat):
            return []
        return [str(t) for t in r.hand(r.seat) if why_not_tile(r, t) is None]

    def can(self, action: Action) -> bool:
        """True when a button for ``action`` (draw or pass) should be enabled now."""
        r = self.shown
        return not r.is_over and self.is_human(r.seat) and action in r.legal_actions()

    def click(self, tile: Tile | str) -> bool:
        """A click on a tile in a hand: select it, or play it when it has one place to go.

        Returns True when the click was accepted; otherwise :attr:`message` says which rule
        refused it, and nothing changes.
        """
        t = Tile.parse(tile)
        r = self.shown
        holder = r.holder(t)
        if holder is None:
            if r.on_table(t):
                return self.click_target(t)
            return self._refuse(f"{t} is not in any hand you can see.")
        if not self.sees(holder):
            return self.click_hidden(holder)
        if r.is_over:
            return self._refuse(over(r))
        if holder != r.seat:
            return self._refuse(
                f"{t} cannot be played now: it is {r.names[r.seat]}'s turn, not "
                f"{r.names[holder]}'s."
            )
        if not self.is_human(holder):
            return self._refuse(self._bot_turn(holder))
        reason = why_not_tile(r, t)
        if reason is not None:
            return self._refuse(f"{t} cannot be played now: {reason}.")
        if self.selected == str(t):
            self.selected = ""
            return self._say("")
        targets = r.targets(t)
        if len(targets) == 1:
            return self._act(play(t, targets[0]))
        self.selected = str(t)
        where = ", ".join(place(o) for o in targets)
        return self._say(f"{t} can go on {where}: click one of the lit places.")

    def click_target(self, on: Tile | str | None) -> bool:
        """A click on a place on the table (a tile, or ``None``/``"centre"`` for the centre)."""
        if isinstance(on, str) and on == "centre":
            on = None
        target = None if on is None else Tile.parse(on)
        sel = self.selected_tile
        r = self.shown
        if sel is None:
            if target is None:
                return self._refuse("Pick a tile from your hand first, then click where it goes.")
            return self._refuse(
                f"{target} is on the table. Pick a tile from your hand first, then click where "
                "it goes."
            )
        a = play(sel, target)
        reason = why_illegal(r, a)
        if reason is not None:
            return self._refuse(reason)
        return self._act(a)

    def click_hidden(self, seat: int) -> bool:
        """A click on a face-down tile of ``seat``."""
        return self._refuse(
            f"{self.shown.names[seat]}'s tiles are face down: you may only see your own hand "
            "(the teacher view shows every hand)."
        )

    def play(self, tile: Tile | str, on: Tile | str | None = None) -> bool:
        """Play ``tile`` for the human seat to move, on ``on`` (optional when one place fits).

        It is :meth:`click` then :meth:`click_target`, as in the browser.
        """
        t = Tile.parse(tile)
        r = self.shown
        if on is None and r.holder(t) == r.seat and len(r.targets(t)) > 1:
            where = ", ".join(place(o) for o in r.targets(t))
            return self._refuse(f"{t} fits in more than one place ({where}): say which with on=.")
        if not self.click(t):
            return False
        if not self.selected:
            return True
        return self.click_target(on)

    def draw(self) -> bool:
        """The seat to move (a human) draws from the chicken yard."""
        return self._button(DRAW)

    def pass_turn(self) -> bool:
        """The seat to move (a human) passes."""
        return self._button(PASS)

    def _bot_turn(self, seat: int) -> str:
        return (
            f"It is {self.shown.names[seat]}'s turn, and the {self.seat_kind(seat)} bot plays "
            "that seat: press Step to let it move."
        )

    def _button(self, a: Action) -> bool:
        r = self.shown
        if not r.is_over and not self.is_human(r.seat):
            return self._refuse(self._bot_turn(r.seat))
        reason = why_illegal(r, a)
        if reason is not None:
            return self._refuse(reason)
        return self._act(a)

    def _act(self, a: Action) -> bool:
        """A human's legal action at the moment shown: branch there, act, let the bots reply."""
        self._history.branch(self.shown_step)
        r = self.round
        seat = r.seat
        said = [short(r, seat, a, self.sees(seat))]
        self._history.push(a)
        if self.autoplay:
            self._bots_move(said)
        self._sync(jump=True)
        text = said[0] + "."
        if len(said) > 1:
            text += " Then: " + "; ".join(said[1:]) + "."
        return self._say(text)
