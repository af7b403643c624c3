"""What a table's layout is made with and never changes while it is laid: its setup, what
the table will play on each tile (the foresight), and the costs, turns and spacing of its
variant. A :class:`~chickenfoot_nb.render.builder.Builder` holds one :class:`Terms`, which
its copies share.

>>> Terms.of(Setup(4)).roomy, Terms.of(Setup(4, variant=ROOMY)).roomy
(False, True)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import NamedTuple

from chickenfoot_nb.render.geometry import Box
from chickenfoot_nb.render.spots import MARGIN, Spot, arm_spots
from chickenfoot_nb.render.tile_costs import ROOMY_COSTS, USUAL_COSTS, Costs, Preferences
from chickenfoot_nb.table import Placement
from chickenfoot_nb.tiles import Tile

#: From this variant on, a table laid out again is roomy (see
#: :class:`~chickenfoot_nb.render.builder.Builder`): its trains to come keep more room
#: (:data:`~chickenfoot_nb.render.tile_costs.ROOMY_COSTS`).
ROOMY = 2
#: How much wider the space between tiles grows at each step of ``spread``.
SPREAD = 0.35


class Setup(NamedTuple):
    """What a :class:`~chickenfoot_nb.render.builder.Builder` is made with: the arms, the
    placements it knows in advance, and the spread, variant and rooms reserved of a table
    laid out again."""

    arms: int
    foresight: tuple[Placement, ...] = ()
    spread: int = 0
    variant: int = 0
    reserved: tuple[tuple[Tile, tuple[Box, ...]], ...] = ()


@dataclass(frozen=True, eq=False)
class Terms:
    """The terms a table is laid on (see the module); made from a :class:`Setup` by
    :meth:`of`. Two builders with the same setup place the same tiles at the same places."""

    setup: Setup
    #: The tiles the table will play on each tile (its open end or its toes), in order.
    later: Mapping[Tile, tuple[Tile, ...]]
    #: How many tiles the table will play beyond each tile (its whole subtree).
    beyond: Mapping[Tile, int]
    #: Room kept for the open end of a tile (see
    #: :func:`~chickenfoot_nb.render.repairs.room_for`): the tile, the boxes, and the tiles
    #: that may use them (the tile's own subtree).
    reserved: tuple[tuple[Tile, tuple[Box, ...], frozenset[Tile]], ...]
    #: What turning costs (:class:`Preferences`; ``variant`` 0 is the usual table).
    prefer: Preferences
    #: A roomy table (``variant`` from ``ROOMY``): the trains to come keep more room, and
    #: a toe the table will play on may leave its double from another place when its own
    #: would wall in its train.
    roomy: bool
    #: What a place costs (:class:`~chickenfoot_nb.render.tile_costs.Costs`).
    costs: Costs
    #: Where round the centre the first arm lies, the others following it in order: on a
    #: roomy table, one place on from the usual, so that each arm's trains run where
    #: another arm's ran (the centre double lies across its east and west arms, so the
    #: table is not the usual one turned).
    first_arm: int
    #: The space tiles keep from the others while they can: ``spread`` steps wider than
    #: ``MARGIN`` on a table laid out again because a wider one still walled in an end.
    spacing: float

    @classmethod
    def of(cls, setup: Setup) -> Terms:
        """The terms of a table laid with ``setup``.

        >>> from chickenfoot_nb.tiles import Tile
        >>> t = Terms.of(Setup(2, (Placement(Tile(9, 9), None, None, None, 9, 0),
        ...                        Placement(Tile(9, 4), Tile(9, 9), 0, 0, 9, 1))))
        >>> [(str(t), [str(x) for x in after]) for t, after in t.later.items()]
        [('9|9', ['9|4'])]
        """
        later: dict[Tile, list[Tile]] = {}
        for p in setup.foresight:
            if p.on is not None:
                later.setdefault(p.on, []).append(p.tile)
        beyond: dict[Tile, int] = {}
        for p in reversed(setup.foresight):
            if p.on is not None:
                beyond[p.on] = beyond.get(p.on, 0) + 1 + beyond.get(p.tile, 0)
        after = {t: tuple(ts) for t, ts in later.items()}
        roomy = setup.variant >= ROOMY
        return cls(
            setup,
            after,
            beyond,
            tuple((owner, boxes, _subtree(after, owner)) for owner, boxes in setup.reserved),
            Preferences.of(setup.variant),
            roomy,
            ROOMY_COSTS if roomy else USUAL_COSTS,
            1 if roomy else 0,
            MARGIN + SPREAD * setup.spread,
        )

    @property
    def arms(self) -> int:
        """How many arms the centre double has."""
        return self.setup.arms

    def need_of(self, tile: Tile | None) -> tuple[bool | None, int]:
        """What the table will play on the open end of ``tile`` as far as the foresight
        tells: None (nothing), False (a tile that is not a double) or True (a double); and
        the free cells its end must reach for the train that will run from it."""
        later = self.later.get(tile) if tile is not None else None
        if not later or tile is None:
            return None, 0
        return later[0].is_double, min(
            self.costs.room_ahead, self.costs.cells_per_tile * self.beyond[tile]
        )

    def arm_spot(self, k: int) -> Spot:
        """Where the first tile of the ``k``-th arm lies (counted from 0).

        >>> Terms.of(Setup(4)).arm_spot(1).box.y, Terms.of(Setup(4, variant=ROOMY)).arm_spot(0).box.y
        (2.06, 2.06)
        """
        return arm_spots(self.arms)[(k + self.first_arm) % self.arms]


def _subtree(later: Mapping[Tile, tuple[Tile, ...]], tile: Tile) -> frozenset[Tile]:
    """``tile`` and every tile the foresight says will be played beyond it."""
    out, todo = {tile}, [tile]
    while todo:
        for t in later.get(todo.pop(), ()):
            out.add(t)
            todo.append(t)
    return frozenset(out)
