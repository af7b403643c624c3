"""What lies on the table: a snapshot of placed tiles that the renderer and the explanations read.

>>> from chickenfoot_nb.round import Round
>>> r = Round.deal("gamerules", players=4, seed=2)
>>> r.table.centre, r.table.arms_total
(Tile(9, 9), 4)
"""

from __future__ import annotations

from dataclasses import dataclass

from chickenfoot_nb.tiles import Tile


@dataclass(frozen=True, slots=True)
class Placement:
    """One tile on the table: what it was played on, by whom, on which arm, and when.

    ``joined`` is the number of the end that touches ``on``; ``arm`` counts the arms of
    the centre double from 0 in the order they were started. The centre double itself has
    ``on=None`` and ``arm=None``.
    """

    tile: Tile
    on: Tile | None
    seat: int | None
    arm: int | None
    joined: int
    step: int

    @property
    def far(self) -> int:
        """The number at the end away from ``on`` (for a double, the same number)."""
        return self.tile.other(self.joined)


@dataclass(frozen=True, slots=True)
class Table:
    """The tiles on the table in the order they were placed, and what is open now.

    - ``centre``: the round's double, or ``None`` before it is placed (spruce).
    - ``placements``: every tile, centre first.
    - ``open_ends``: each tile with an open end and the number it shows.
    - ``foot``: the double whose chicken foot is still open, and ``toes`` it already has.
    """

    double: int
    centre: Tile | None
    arms_total: int
    placements: tuple[Placement, ...]
    open_ends: tuple[tuple[Tile, int], ...]
    foot: Tile | None
    toes: int

    @property
    def arms_started(self) -> int:
        """How many arms of the centre double hold a tile."""
        return sum(1 for p in self.placements if p.on is not None and p.on == self.centre)

    def __contains__(self, tile: object) -> bool:
        return any(p.tile == tile for p in self.placements)

    def __len__(self) -> int:
        return len(self.placements)
