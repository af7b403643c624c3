"""The timeline of a match: its actions, the ones undone that can be redone, and branching.

It knows nothing of seats or views: the controller says which moment is shown and when to
undo; this keeps the rounds and the redo list consistent.

>>> from chickenfoot_nb.match import Match
>>> h = History(Match("spruce", players=3, seed=4))
>>> h.push(h.round.legal_actions()[0])
>>> h.undo(), h.length, h.redo_count
(True, 0, 1)
>>> h.redo(), h.length, h.redo_count
(True, 1, 0)
"""

from __future__ import annotations

from chickenfoot_nb.actions import Action
from chickenfoot_nb.errors import IllegalActionError
from chickenfoot_nb.match import Match
from chickenfoot_nb.round import Round

#: How many replayed moments of one version of the timeline are kept (stepping back and forth
#: through them, each with the moment before it, which explains its last action).
KEPT_MOMENTS = 4


class History:
    """A match with a redo list: undo, redo, and acting again from an earlier moment."""

    def __init__(self, match: Match) -> None:
        self.match = match
        self._redo: list[Action] = []
        #: Moments of this version of the timeline, by step: the round before the last action
        #: (kept as it was played, a copy costs far less than a replay) and those replayed.
        self._moments: dict[int, Round] = {}
        self._version = 0

    @property
    def round(self) -> Round:
        """The round being played now (the end of the timeline)."""
        return self.match.current

    @property
    def length(self) -> int:
        """How many actions the current round has had."""
        return len(self.round.history)

    @property
    def version(self) -> int:
        """Goes up with every change of the timeline (an action, an undo, a new round...)."""
        return self._version

    @property
    def redo_count(self) -> int:
        """How many undone actions can be redone."""
        return len(self._redo)

    def at(self, step: int) -> Round:
        """The round after ``step`` actions (the live round itself at the end).

        >>> from chickenfoot_nb.match import Match
        >>> h = History(Match("spruce", players=3, seed=4))
        >>> h.at(0) is h.round, h.at(0).centre_placed
        (True, False)
        """
        r = self.round
        if step >= len(r.history):
            return r
        # Replaying a round is the slow part of a redraw; a moment is kept until the next change.
        if step not in self._moments:
            if len(self._moments) >= KEPT_MOMENTS:
                del self._moments[next(iter(self._moments))]
            self._moments[step] = r.at(step)
        return self._moments[step]

    def push(self, a: Action, keep_redo: bool = False) -> None:
        """Play ``a`` at the end; a new action clears the redo list, the one undone keeps it.

        >>> from chickenfoot_nb.match import Match
        >>> h = History(Match("spruce", players=3, seed=4))
        >>> h.push(h.round.legal_actions()[0]); h.length
        1
        """
        if not keep_redo:
            self._forget_redo(a)
        before = self.round.copy()
        self.round.push(a)
        self._changed(before)

    def act(self, a: Action, at: int | None = None) -> None:
        """A player's action after ``at`` actions (default: at the end), checked by the engine.

        It goes through :meth:`Round.apply <chickenfoot_nb.round.Round.apply>`: an illegal
        action raises :class:`~chickenfoot_nb.errors.IllegalActionError`, saying the rule,
        and changes nothing. Acting at an earlier moment moves the later actions to the redo
        list (:meth:`branch`), where the same action as the one undone keeps the rest.

        >>> from chickenfoot_nb.match import Match
        >>> h = History(Match("spruce", players=3, seed=2))
        >>> h.act(Action.parse("draw"))
        Traceback (most recent call last):
        ...
        chickenfoot_nb.errors.IllegalActionError: Seat 0 holds 9|9, the round's double, and must place it in the centre first.
        >>> h.act(Action.parse("play 9|9")); h.length, h.version
        (1, 1)
        """
        r = self.round
        step = len(r.history) if at is None else min(at, len(r.history))
        later = [x for _, x in r.history[step:]]
        if later:
            r.go_to(step)
        before = r.copy()
        try:
            r.apply(a)
        except IllegalActionError:
            for x in later:
                r.push(x)
            raise
        self._redo.extend(reversed(later))
        self._forget_redo(a)
        self._changed(before)

    def _forget_redo(self, a: Action) -> None:
        """A new action ``a`` clears the redo list; the same as the one undone keeps the rest."""
        if self._redo and self._redo[-1] == a:
            self._redo.pop()
        else:
            self._redo.clear()

    def branch(self, step: int) -> None:
        """Go back to ``step`` to act there: the later actions move to the redo list.

        >>> from chickenfoot_nb.match import Match
        >>> h = History(Match("spruce", players=3, seed=4))
        >>> for _ in range(3): h.push(h.round.legal_actions()[0])
        >>> h.branch(1); h.length, h.redo_count
        (1, 2)
        """
        r = self.round
        if step < len(r.history):
            later = [a for _, a in r.history[step:]]
            self._redo.extend(reversed(later))
            r.go_to(step)
            self._changed()

    def undo(self) -> bool:
        """Take back the last action onto the redo list; False at the start of the round.

        >>> from chickenfoot_nb.match import Match
        >>> History(Match("spruce", players=3, seed=4)).undo()
        False
        """
        r = self.round
        if not r.history:
            return False
        self._redo.append(r.history[-1][1])
        r.undo()
        self._changed()
        return True

    def redo(self) -> bool:
        """Play again the action last undone; False when there is none.

        >>> from chickenfoot_nb.match import Match
        >>> History(Match("spruce", players=3, seed=4)).redo()
        False
        """
        if not self._redo:
            return False
        self.push(self._redo.pop(), keep_redo=True)
        return True

    def next_round(self) -> None:
        """Deal the next round of the match (raises while the current one is not over).

        >>> from chickenfoot_nb.match import Match
        >>> h = History(Match("spruce", players=3, seed=4))
        >>> h.next_round()
        Traceback (most recent call last):
        ...
        chickenfoot_nb.errors.IllegalActionError: round 1 (double 9) is not over yet: finish it before dealing the next round
        """
        self.match.next_round()
        self._redo.clear()
        self._changed()

    def replace(self, match: Match) -> None:
        """Play on ``match`` instead, from its last moment, with nothing to redo.

        >>> from chickenfoot_nb.match import Match
        >>> h = History(Match("spruce", players=3, seed=4))
        >>> h.replace(Match("gamerules", players=2, seed=1)); h.match.players
        2
        """
        self.match = match
        self._redo.clear()
        self._changed()

    def _changed(self, before: Round | None = None) -> None:
        """A new version of the timeline; ``before`` is the round just before its last action."""
        self._version += 1
        self._moments = {} if before is None else {len(before.history): before}
