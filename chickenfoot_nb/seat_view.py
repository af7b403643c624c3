"""What one seat may see: its own hand, the table, and only counts of everything hidden.

Bots receive a :class:`SeatView`, never the round itself.

>>> from chickenfoot_nb.round import Round
>>> r = Round.deal("spruce", players=3, seed=1)
>>> v = r.view(0)
>>> len(v.hand), v.hand_sizes, v.yard_drawable, len(v.unseen)
(7, (7, 7, 7), 34, 48)

A bot that wants to look ahead asks for a whole round that fits what it sees
(:meth:`SeatView.sample_world`); the view never hands out the round it watches.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import TYPE_CHECKING

from chickenfoot_nb.actions import Action
from chickenfoot_nb.hand import Hand
from chickenfoot_nb.rules import Rules
from chickenfoot_nb.table import Table
from chickenfoot_nb.tiles import Tile, double_set

if TYPE_CHECKING:
    from chickenfoot_nb.deal import Deal
    from chickenfoot_nb.phase import Phase
    from chickenfoot_nb.round import Round


class SeatView:
    """A live, read-only window on a round from ``seat``'s chair.

    No property returns the round or a hidden tile. The only way from a view to a
    :class:`Round` is :meth:`sample_world`, which builds a new one from the public facts.
    """

    # The round sits in a name-mangled slot: no property returns it, and sample_world
    # builds a fresh round from the public facts only.
    __slots__ = ("__round", "seat")

    def __init__(self, round_: Round, seat: int) -> None:
        self.__round = round_
        self.seat = seat

    @property
    def rules(self) -> Rules:
        """The rules being played."""
        return self.__round.rules

    @property
    def players(self) -> int:
        """How many seats play."""
        return self.__round.players

    @property
    def names(self) -> tuple[str, ...]:
        """The players' names, seat 0 first."""
        return self.__round.names

    @property
    def hand(self) -> Hand:
        """This seat's own tiles, highest first."""
        return self.__round.hand(self.seat)

    @property
    def table(self) -> Table:
        """Everything on the table."""
        return self.__round.table

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        """How many tiles every seat holds."""
        return self.__round.hand_sizes

    @property
    def yard_size(self) -> int:
        """Tiles left in the yard, kept-back ones included."""
        return self.__round.yard_size

    @property
    def yard_drawable(self) -> int:
        """Tiles that may still be drawn."""
        return self.__round.yard_drawable

    @property
    def to_move(self) -> int:
        """The seat whose turn it is."""
        return self.__round.seat

    @property
    def phase(self) -> Phase:
        """The round's phase (see :attr:`Round.phase`)."""
        return self.__round.phase

    @property
    def drawn_tile(self) -> Tile | None:
        """The tile this seat has just drawn, when it is this seat's turn to use it."""
        r = self.__round
        return r.drawn_tile if r.seat == self.seat else None

    @property
    def unseen(self) -> frozenset[Tile]:
        """Tiles this seat has not seen: in other hands or in the yard."""
        r = self.__round
        seen = set(self.hand)
        seen.update(p.tile for p in r.table.placements)
        if r.rules.double_set_aside:
            seen.add(r.centre)
        return frozenset(t for t in double_set(r.rules.set) if t not in seen)

    @property
    def history(self) -> tuple[tuple[int, Action], ...]:
        """Every action so far as ``(seat, action)``, as this seat saw it.

        A draw is always just ``draw``: the tile drawn shows only when it is played at once
        (the next action), or in this seat's own :attr:`drawn_tiles`.

        >>> from chickenfoot_nb.round import Round
        >>> r = Round.deal("spruce", players=4, seed=1); r.apply("draw")
        >>> r.view(1).history
        ((0, Action.parse('draw')),)
        """
        return self.__round.history

    @property
    def drawn_tiles(self) -> tuple[Tile, ...]:
        """The tiles this seat drew itself, oldest first (it saw each one).

        >>> from chickenfoot_nb.round import Round
        >>> r = Round.deal("spruce", players=4, seed=1); r.apply("draw")
        >>> r.view(0).drawn_tiles, r.view(1).drawn_tiles
        ((Tile(5, 5),), ())
        """
        r = self.__round
        yard = r.dealt.yard
        draws = [s for s, a in r.history if a.kind == "draw"]
        return tuple(yard[i] for i, s in enumerate(draws) if s == self.seat)

    @property
    def fingerprint(self) -> str:
        """A text naming everything this seat sees and nothing else: equal views, equal texts.

        Search bots seed their generators from it, so hidden tiles cannot change a choice.

        >>> from chickenfoot_nb.round import Round
        >>> Round.deal("spruce", players=2, seed=0).view(1).fingerprint
        'preset=spruce set=9 players 2 seat 1 hand 9|0 8|6 8|3 7|7 7|6 7|0 4|3 drew - history -'
        """
        r = self.__round
        rule_text = " ".join(f"{k}={v}" for k, v in sorted(r.rules.to_record().items()))
        drew = " ".join(str(t) for t in self.drawn_tiles) or "-"
        acts = ";".join(f"{s}:{a}" for s, a in r.history) or "-"
        return f"{rule_text} players {self.players} seat {self.seat} hand {self.hand} drew {drew} history {acts}"

    def sample_world(self, rng: random.Random, *, draws_forced: bool = False) -> Round:
        """A whole round that agrees with everything this seat sees (see :mod:`.worlds`).

        >>> import random
        >>> from chickenfoot_nb.round import Round
        >>> v = Round.deal("spruce", players=3, seed=1).view(0)
        >>> w = v.sample_world(random.Random("doc"))
        >>> w.hand(0) == v.hand, w.hand_sizes == v.hand_sizes
        (True, True)
        """
        from chickenfoot_nb.worlds import sample_world

        return sample_world(self, rng, draws_forced=draws_forced)

    def _world(self, deal: Deal, hands: Mapping[int, int]) -> Round:
        """The round this seat watches, with every tile it cannot see placed as ``deal`` and
        ``hands`` (the other seats' tiles now, bitmasks) say: a world of :mod:`.worlds`,
        built from the public state without replaying the history. The deal must explain the
        history (see :func:`~chickenfoot_nb.worlds.sample_world`); ``hands`` must hold every
        other seat."""
        return self.__round._rearranged(deal, hands)

    def targets(self, t: Tile) -> list[Tile | None]:
        """Where ``t`` could go now (see :meth:`Round.targets`)."""
        return self.__round.targets(t)

    def legal_actions(self) -> list[Action]:
        """This seat's legal actions (empty when it is not its turn)."""
        r = self.__round
        return r.legal_actions() if r.seat == self.seat else []

    def __repr__(self) -> str:
        return f"<SeatView of seat {self.seat}: {len(self.hand)} tiles in hand>"
