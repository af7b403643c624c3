"""Moving along the timeline: step, play to the end, undo, redo, show a moment, the keys.

>>> from chickenfoot_nb.widgets.controller import GameController
>>> g = GameController("spruce", players=3, seed=4, seats=["human"] * 3)
>>> g.step(), g.step(), g.length
(True, True, 2)
>>> g.show(1), g.live, g.message
(True, False, 'Showing step 1 of 2.')
"""

from __future__ import annotations

from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.explain import forced_now
from chickenfoot_nb.widgets.seats import MAX_ACTIONS
from chickenfoot_nb.widgets.state import ControllerState
from chickenfoot_nb.widgets.words import over, short


class TimelineControls(ControllerState):
    """The buttons and keys that move the game forward or back in time."""

    def step(self) -> bool:
        """The seat to move acts once: a bot with its bot, a human seat with the greedy helper.

        On an earlier moment of the timeline it shows the next moment instead.
        """
        if not self.live:
            return self.show(self.shown_step + 1)
        r = self.round
        if r.is_over:
            return self._refuse(over(r) + " Press Next round to deal the next one.")
        seat = r.seat
        a = self._choose(seat)
        if a is None:
            return False
        said = short(r, seat, a, self.sees(seat)) + "."
        self._history.push(a)
        self._sync(jump=True)
        return self._say(said)

    def play_to_end(self) -> bool:
        """Every seat acts (bots with their bot, humans with the greedy helper) until the round ends.

        On an earlier moment it plays on from the latest one.
        """
        r = self.round
        n = 0
        while not r.is_over and n < MAX_ACTIONS:
            a = self._choose(r.seat)
            if a is None:
                self._sync(jump=True)
                return False
            self._history.push(a)
            n += 1
        self._sync(jump=True)
        return self._say(f"Played {n} actions. " + forced_now(r))

    def undo(self) -> bool:
        """Take back the action before the moment shown (later ones can be redone).

        With ``autoplay`` on and a human at the table it goes on taking back bot actions, so
        that a human seat is to move again.
        """
        if self.shown_step == 0:
            return self._refuse("There is nothing to undo: this is the start of the round.")
        h = self._history
        h.branch(self.shown_step)
        h.undo()
        while self._skip_bots() and h.undo():
            pass
        self._sync(jump=True)
        return self._say(f"Undone: back to step {h.length}.")

    def redo(self) -> bool:
        """Play again the action last undone (on an earlier moment: show the next one)."""
        if not self.live:
            return self.show(self.shown_step + 1)
        h = self._history
        if not h.redo():
            return self._refuse("There is nothing to redo.")
        while self._skip_bots() and h.redo():
            pass
        self._sync(jump=True)
        return self._say(f"Redone: step {self.length}.")

    @property
    def redo_count(self) -> int:
        """How many undone actions can be redone."""
        return self._history.redo_count

    def show(self, step: int) -> bool:
        """Show the moment after ``step`` actions of the round (clipped to the timeline)."""
        step = max(0, min(int(step), self.length))
        if step != self.shown_step:
            self.selected = ""
            self.shown_step = step
            self._follow()
        return self._say("" if self.live else f"Showing step {step} of {self.length}.")

    def key(self, name: str) -> bool:
        """A key pressed on the board: arrows move along the timeline, Enter steps."""
        moves = {"ArrowLeft": -1, "ArrowRight": 1}
        if name in moves:
            return self.show(self.shown_step + moves[name])
        if name == "Home":
            return self.show(0)
        if name == "End":
            return self.show(self.length)
        if name == "Enter":
            return self.step()
        if name == "Escape":
            self.selected = ""
            return self._say("")
        return False

    def next_round(self) -> bool:
        """Deal the next round of the match (the current one must be over)."""
        try:
            self._history.next_round()
        except ChickenFootError as e:
            return self._refuse(str(e)[0].upper() + str(e)[1:] + ".")
        self._sync(jump=True)
        if self.autoplay:
            self._bots_move([])
        return self._say(
            f"Round {len(self.match.rounds)}: the round's double is {self.round.centre}."
        )
