"""Bots: players that choose an action from what their seat may see.

A bot is any object with ``choose(view, legal) -> Action``; write your own in a cell:

>>> class FirstBot:
...     def choose(self, view, legal):
...         return legal[0]
>>> from chickenfoot_nb.round import Round
>>> r = Round.deal("spruce", players=2, seed=3)
>>> play_round(r, [FirstBot(), GreedyBot()]).is_over
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from chickenfoot_nb.actions import PASS, Action
from chickenfoot_nb.round import Round
from chickenfoot_nb.seat_view import SeatView


@runtime_checkable
class Bot(Protocol):
    """Anything that picks one of the ``legal`` actions, seeing only ``seat_view``."""

    def choose(self, view: SeatView, legal: Sequence[Action]) -> Action:
        """Return one element of ``legal``."""
        ...


class RandomBot:
    """Picks uniformly among the legal actions, from its own seeded generator.

    >>> from chickenfoot_nb.round import Round
    >>> r = Round.deal("gamerules", players=3, seed=1)
    >>> RandomBot(seed=0).choose(r.view(r.seat), r.legal_actions()) in r.legal_actions()
    True
    """

    name = "random"

    def __init__(self, seed: int | str | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SeatView, legal: Sequence[Action]) -> Action:
        """A uniformly random legal action."""
        return legal[self.rng.randrange(len(legal))] if len(legal) > 1 else legal[0]

    def __repr__(self) -> str:
        return "RandomBot()"


class GreedyBot:
    """Plays its heaviest legal tile; ties go to the higher tile, then the higher target.

    A play always beats passing. It counts 0|0 as the rules value it.

    >>> from chickenfoot_nb.actions import play, PASS
    >>> GreedyBot().choose(None, [PASS, play("6|5", on="9|6"), play("8|1", on="9|8")])
    Action.parse('play 6|5 on 9|6')
    """

    name = "greedy"

    def choose(self, view: SeatView | None, legal: Sequence[Action]) -> Action:
        """The heaviest play, else the only other legal action."""
        blank = view.rules.double_blank if view is not None else 0
        return max(legal, key=lambda a: _weight(a, blank))

    def __repr__(self) -> str:
        return "GreedyBot()"


class HoarderBot:
    """Keeps every drawn tile it may keep and plays doubles first: long, branchy rounds.

    Useful to see big tables and many chicken feet (the renderer's tests and gallery use it).

    >>> from chickenfoot_nb.actions import play, PASS
    >>> HoarderBot(seed=0).choose(None, [PASS, play("6|1", on="6|6")])
    Action.parse('pass')
    """

    name = "hoarder"

    def __init__(self, seed: int | str | None = None) -> None:
        self.random = RandomBot(seed)

    def choose(self, view: SeatView | None, legal: Sequence[Action]) -> Action:
        """Pass when allowed, else a double, else a random legal action."""
        if PASS in legal:
            return PASS
        doubles = [a for a in legal if a.tile is not None and a.tile.is_double]
        return doubles[0] if doubles else self.random.choose(view, legal)  # type: ignore[arg-type]

    def __repr__(self) -> str:
        return "HoarderBot()"


def _weight(a: Action, blank: int) -> tuple[int, int, int, int, int, int]:
    if a.tile is None:
        return (0, -1, -1, -1, -1, -1)
    value = blank if a.tile.index == 0 else a.tile.pips
    on = a.on
    return (1, value, a.tile.hi, a.tile.lo, on.hi if on else -1, on.lo if on else -1)


def make_bot(kind: str | Bot, seed: int | str | None = None) -> Bot:
    """A bot from its name (``"random"`` or ``"greedy"``), or the bot object itself.

    >>> make_bot("greedy")
    GreedyBot()
    """
    if not isinstance(kind, str):
        return kind
    if kind == "random":
        return RandomBot(seed)
    if kind == "greedy":
        return GreedyBot()
    raise ValueError(f"there is no bot named {kind!r}: use 'random', 'greedy' or a bot object")


def play_round(r: Round, bots: Sequence[Bot | str], seed: int | str | None = None) -> Round:
    """Let the bots (one per seat) play ``r`` to its end, and return it."""
    players = [make_bot(b, f"{seed}:{i}") for i, b in enumerate(bots)]
    views = [r.view(s) for s in range(r.players)]
    while not r.is_over:
        seat = r.seat
        legal = r.legal_actions()
        r.push(players[seat].choose(views[seat], legal))
    return r
