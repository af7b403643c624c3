"""The one path from a click (or the same call from code) to an action of the engine.

A click on a tile in hand picks it, or plays it when it has one place to go; a click on a
lit place plays the tile picked; Draw and Pass act for the human to move. Every refusal
names the rule; the hand is judged once per moment (:class:`~chickenfoot_nb.widgets.moment.Moment`)
and only :meth:`Round.apply <chickenfoot_nb.round.Round.apply>` checks the change.

>>> from chickenfoot_nb.widgets.controller import GameController
>>> g = GameController("spruce", players=3, seed=2, seats=["human"] * 3)
>>> g.click("9|9"), g.message
(True, 'Seat 0 placed 9|9 in the centre.')
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from chickenfoot_nb.actions import Action, play
from chickenfoot_nb.explain import why_illegal, why_not_tile
from chickenfoot_nb.i18n import _, get_language
from chickenfoot_nb.tiles import Tile
from chickenfoot_nb.widgets.seats import kind_word
from chickenfoot_nb.widgets.tutor import Tutor
from chickenfoot_nb.widgets.words import again, over, places, short

if TYPE_CHECKING:
    from chickenfoot_nb.widgets.controller import GameController

__all__ = ["Clicks"]


class Clicks:
    """The clicks of one game ``g`` turned into actions, with the tutor and a puzzle's judge.

    ``before_move`` is called with a human's legal move before it is played; when it
    answers True the move is not played (a puzzle judges the move instead of playing it).
    """

    def __init__(self, g: GameController) -> None:
        self._g = g
        self.tutor = Tutor()
        self.before_move: Callable[[Action], bool] | None = None

    def click(self, tile: Tile | str) -> bool:
        """A click on a tile in a hand (see :meth:`GameController.click`).

        >>> from chickenfoot_nb.widgets.controller import GameController
        >>> g = GameController("spruce", players=3, seed=2, seats=["human"] * 3)
        >>> g.click("8|4"), g.message
        (False, '8|4 cannot be played now: 9|9 must be placed in the centre first.')
        """
        g = self._g
        t = Tile.parse(tile)
        r = g.shown
        holder = r.holder(t)
        if holder is None:
            if r.on_table(t):
                return g.click_target(t)
            return g._refuse(lambda: _("{tile} is not in any hand you can see.").format(tile=t))
        if not g.sees(holder):
            return g.click_hidden(holder)
        if r.is_over:
            return g._refuse(lambda: over(r))
        if holder != r.seat:
            turn = r.seat
            return g._refuse(
                lambda: _(
                    "{tile} cannot be played now: it is {name}'s turn, not {other}'s."
                ).format(tile=t, name=r.names[turn], other=r.names[holder])
            )
        if not g.is_human(holder):
            return g._refuse(self.bot_turn(holder))
        verdict = g.moment.verdict(t)
        assert verdict is not None  # the seat to move is seen: its hand is judged
        if not verdict.playable:
            reason, spoken = verdict.reason, get_language()
            # The engine says the rule again in the language spoken when the message is.
            return g._refuse(
                lambda: _("{tile} cannot be played now: {reason}.").format(
                    tile=t,
                    reason=reason if get_language() == spoken else why_not_tile(r, t) or reason,
                )
            )
        if g.selected == t:
            g.selected = None
            return g._say("")
        targets = list(verdict.targets)
        if len(targets) == 1:
            return self.act(play(t, targets[0]))
        g.selected = t
        return g._say(
            lambda: _("{tile} can go on {places}: click one of the lit places.").format(
                tile=t, places=places(targets)
            )
        )

    def click_target(self, on: Tile | str | None) -> bool:
        """A click on a place on the table (see :meth:`GameController.click_target`)."""
        g = self._g
        if isinstance(on, str) and on == "centre":
            on = None
        target = None if on is None else Tile.parse(on)
        sel = g.selected
        best = g.coach.best.action if g.coach is not None else None
        if sel is None and best is not None and best.kind == "play" and best.on == target:
            sel = best.tile  # the coach's move, lit on the table: a click plays it
        if sel is None:
            if target is None:
                return g._refuse(
                    lambda: _("Pick a tile from your hand first, then click where it goes.")
                )
            return g._refuse(
                lambda: _(
                    "{tile} is on the table. Pick a tile from your hand first, then click where "
                    "it goes."
                ).format(tile=target)
            )
        return self.act(play(sel, target))

    def click_hidden(self, seat: int) -> bool:
        """A click on a face-down tile of ``seat``."""
        g = self._g
        g._seat(seat)
        r = g.shown
        return g._refuse(
            lambda: _(
                "{name}'s tiles are face down: you may only see your own hand (the teacher view "
                "shows every hand)."
            ).format(name=r.names[seat])
        )

    def play(self, tile: Tile | str, on: Tile | str | None) -> bool:
        """:meth:`click` then :meth:`click_target` (see :meth:`GameController.play`).

        >>> from chickenfoot_nb.widgets.controller import GameController
        >>> g = GameController("spruce", players=3, seed=2, seats=["human"] * 3)
        >>> g.play("9|9"), g.message
        (True, 'Seat 0 placed 9|9 in the centre.')
        """
        g = self._g
        t = Tile.parse(tile)
        r = g.shown
        targets = r.targets(t) if on is None and r.holder(t) == r.seat else []
        if len(targets) > 1:
            return g._refuse(
                lambda: _(
                    "{tile} fits in more than one place ({places}): say which with on=."
                ).format(tile=t, places=places(targets))
            )
        if not g.click(t):
            return False
        if g.selected is None:
            return True
        return g.click_target(on)

    def button(self, a: Action) -> bool:
        """Draw or Pass pressed: for the human to move, refused on a bot's turn."""
        r = self._g.shown
        if not r.is_over and not self._g.is_human(r.seat):
            return self._g._refuse(self.bot_turn(r.seat))
        return self.act(a)

    def anyway(self) -> bool:
        """Play the move the tutor warned about (see :meth:`GameController.anyway`).

        >>> from chickenfoot_nb.widgets.controller import GameController
        >>> g = GameController("spruce", players=2, seed=4, seats=["human", "greedy"])
        >>> g.anyway(), g.message
        (False, 'The tutor has no move waiting: choose a move first.')
        """
        a = self._g.tutor_waiting
        if a is None:
            return self._g._refuse(lambda: _("The tutor has no move waiting: choose a move first."))
        return self.act(a)

    def act(self, a: Action) -> bool:
        """A human's action at the moment shown: the one path from a click to the engine.

        An illegal action is refused, saying the rule; a legal one is played there through
        :meth:`History.act <chickenfoot_nb.widgets.history.History.act>` (which goes through
        :meth:`Round.apply <chickenfoot_nb.round.Round.apply>`), and the bots reply. With
        the tutor on, a costly move waits for :meth:`anyway` instead; a puzzle
        (:attr:`before_move`) judges the move instead of playing it.
        """
        g = self._g
        m = g.moment
        shown = m.round
        if a not in m.legal:
            # The engine says the rule, again in the language spoken when the message is.
            return g._refuse(lambda: why_illegal(shown, a) or "")
        if self.before_move is not None and self.before_move(a):
            g.selected = None
            g._changed()
            return True
        if g.tutor:
            warning = self.tutor.warning(
                m, a, g._position(), samples=g.coach_samples, seed=g.review_seed
            )
            if warning is not None:
                return g._refuse(warning)
        seat = shown.seat
        said: list[str] = [short(shown, seat, a, g.sees(seat))]
        g._history.act(a, at=g.shown_step)
        if g.autoplay:
            g._timeline.bots_move(said)
        g._sync()
        return g._say(lambda: told(said))

    def bot_turn(self, seat: int) -> Callable[[], str]:
        """Why a click is refused on ``seat``'s turn, which a bot plays."""
        g = self._g
        r, kind = g.shown, g.seat_kind(seat)
        return lambda: _(
            "It is {name}'s turn, and the {kind} bot plays that seat: press Step to let it move."
        ).format(name=r.names[seat], kind=kind_word(kind))


def told(said: Sequence[str]) -> str:
    """A human's action and the bots' replies, in one message.

    >>> told(["Seat 0 drew 9|7", "Seat 1 passed"])
    'Seat 0 drew 9|7. Then: Seat 1 passed.'
    """
    first = again(said[0])
    if len(said) == 1:
        return _("{action}.").format(action=first)
    rest = "; ".join(again(s) for s in said[1:])
    return _("{action}. Then: {replies}.").format(action=first, replies=rest)
