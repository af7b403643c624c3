"""The game's timeline: step, play to the end, undo, redo, show a moment, deal the next round.

Every seat may be stepped (a bot with its bot, a human seat with the greedy helper); undoing
and redoing with autoplay on skip the bots' actions, so that a human seat is to move again.
The actions themselves are kept by :class:`~chickenfoot_nb.widgets.history.History`.

>>> from chickenfoot_nb.widgets.controller import GameController
>>> g = GameController("spruce", players=3, seed=4, seats=["human"] * 3)
>>> g.step() and g.step() and g.undo(), g.length, g.redo_count
(True, 1, 1)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from chickenfoot_nb.actions import Action
from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.explain import forced_now
from chickenfoot_nb.i18n import _, ngettext
from chickenfoot_nb.widgets import checks
from chickenfoot_nb.widgets.seats import MAX_ACTIONS
from chickenfoot_nb.widgets.words import Said, again, over, short

if TYPE_CHECKING:
    from chickenfoot_nb.widgets.controller import GameController

__all__ = ["Timeline"]


class Timeline:
    """The timeline commands of one game ``g`` (see :class:`GameController`'s)."""

    def __init__(self, g: GameController) -> None:
        self._g = g

    def step(self) -> bool:
        """The seat to move acts once; on an earlier moment, the next moment is shown.

        >>> from chickenfoot_nb.widgets.controller import GameController
        >>> g = GameController("spruce", players=3, seed=4, seats=["human"] * 3)
        >>> g.step(), g.step(), g.length
        (True, True, 2)
        """
        g = self._g
        if not g.live:
            return self.show(g.shown_step + 1)
        r = g.round
        if r.is_over:
            return g._refuse(lambda: over(r) + " " + _("Press Next round to deal the next one."))
        seat = r.seat
        a = self._choose(seat)
        if a is None:
            return False
        said = short(r, seat, a, g.sees(seat))
        g._history.push(a)
        g._sync()
        return g._say(lambda: _("{action}.").format(action=again(said)))

    def play_to_end(self) -> bool:
        """Every seat acts until the round ends (from the latest moment)."""
        g = self._g
        r = g.round
        n = 0
        while not r.is_over and n < MAX_ACTIONS:
            a = self._choose(r.seat)
            if a is None:
                g._sync()
                return False
            g._history.push(a)
            n += 1
        g._sync()
        return g._say(
            lambda: (
                ngettext("Played {n} action.", "Played {n} actions.", n).format(n=n)
                + " "
                + forced_now(r)
            )
        )

    def undo(self) -> bool:
        """Take back the action before the moment shown (and the bots' before it)."""
        g = self._g
        if g.shown_step == 0:
            return g._refuse(lambda: _("There is nothing to undo: this is the start of the round."))
        h = g._history
        h.branch(g.shown_step)
        h.undo()
        while self._skip_bots() and h.undo():
            pass
        g._sync()
        step = h.length
        return g._say(lambda: _("Undone: back to step {step}.").format(step=step))

    def redo(self) -> bool:
        """Play again the action last undone (on an earlier moment: show the next one)."""
        g = self._g
        if not g.live:
            return self.show(g.shown_step + 1)
        h = g._history
        if not h.redo():
            return g._refuse(lambda: _("There is nothing to redo."))
        while self._skip_bots() and h.redo():
            pass
        g._sync()
        step = g.length
        return g._say(lambda: _("Redone: step {step}.").format(step=step))

    def show(self, step: int) -> bool:
        """Show the moment after ``step`` actions of the round (clipped to the timeline).

        >>> from chickenfoot_nb.widgets.controller import GameController
        >>> g = GameController("spruce", players=3, seed=4, seats=["human"] * 3)
        >>> g.step() and g.step() and g.show(1), g.live, g.message
        (True, False, 'Showing step 1 of 2.')
        """
        g = self._g
        step = max(0, min(checks.whole(step, "step"), g.length))
        if step != g.shown_step:
            g.selected = None
            g.shown_step = step
            g._follow()
        if g.live:
            return g._say("")
        length = g.length
        return g._say(
            lambda: _("Showing step {step} of {length}.").format(step=step, length=length)
        )

    def next_round(self) -> bool:
        """Deal the next round of the match (the current one must be over)."""
        g = self._g
        try:
            g._history.next_round()
        except ChickenFootError as e:
            return g._refuse(str(e)[0].upper() + str(e)[1:] + ".")
        if g.autoplay:
            self.bots_move([])
        g._sync()
        number, double = len(g.match.rounds), g.round.centre
        return g._say(
            lambda: _("Round {n}: the round's double is {tile}.").format(n=number, tile=double)
        )

    def bots_move(self, said: list[str]) -> None:
        """Let bot seats act until a human seat is to move (only with a human at the table);
        what each did is added to ``said``."""
        g = self._g
        failed = g._seats.play_bots(g._history, g.sees, said)
        if failed is not None:
            g._error(failed)

    def _choose(self, seat: int) -> Action | None:
        """The action of ``seat``'s bot (or the greedy helper); None, said, when it failed."""
        g = self._g
        a = g._seats.choose(g.round, seat)
        if isinstance(a, Said):
            g._error(a)
            return None
        return a

    def _skip_bots(self) -> bool:
        """While undoing or redoing with autoplay: True when a bot, not a human, is to move."""
        g = self._g
        seats = g._seats
        return g.autoplay and seats.has_human and not seats.is_human(g.round.seat)
