"""What a place on the table costs: the layout's tuning, as values.

A tile goes to the cheapest free place next to its open end (see
:mod:`chickenfoot_nb.render.builder`). What turning costs is a :class:`Preferences`
(variant 0 is the usual table; a table laid out again may try others); what a place
costs for the room it leaves and the picture it grows is a :class:`Costs`. A roomy
table is another instance of it (:data:`ROOMY_COSTS`), not a second set of names.

>>> USUAL_COSTS.guard > sum(USUAL_COSTS.cramp), ROOMY_COSTS.cells_per_tile
(True, 5)
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from functools import cache

#: Turns a train may take at a tile, with their cost.
TURNS = ((0, 0.0), (90, 0.8), (-90, 1.6), (45, 0.7), (-45, 1.2))
#: Joins to the side of a tile's far half, with their cost: tried when nothing beyond the
#: open end is free, before tiles come closer or one is set apart.
SIDES = ((90, 2.0), (-90, 2.4))
#: More places for a double, with their cost: moved half a tile along itself so that the
#: open end meets one of its halves (straight on, or beside the tile with a side join).
SHIFTS = ((0.5, 1.0), (-0.5, 1.2))
SLIDES = ((90, 0.5, 2.5), (-90, 0.5, 2.9))
#: More places for a tile that is not a double: (turn, shift, cost), moved half a tile
#: across the open end, so that the half that joins still meets it over half its width
#: (turned tiles move away from the tile they join, so their far half never touches it).
NUDGES = ((0, 0.5, 1.5), (0, -0.5, 1.7), (90, 0.5, 2.2), (-90, -0.5, 2.6))
#: Turns of a toe's first tile (a toe keeps its angle if it can).
TOE_TURNS = ((0, 0.0), (45, 1.5), (-45, 1.55), (90, 2.5), (-90, 2.55))
#: Turns of a toe that leaves a double from one of its ends, and their cost (above any
#: toe from the far side), and of a toe that leaves back from a near corner (the last way).
SIDE_TOE_TURNS = ((0, 3.0), (-45, 3.5), (45, 3.6))
BACK_TOE_TURNS = ((0, 5.0),)


@dataclass(frozen=True)
class Costs:
    """What a place costs beyond its turn: its direction, the picture it grows, and the
    room it leaves to the open ends (its own and the others).

    ``guard`` is the cost, with foresight (a table laid out again, see
    :mod:`chickenfoot_nb.render.layout`), of a place that takes the last places of an
    open end, or its chicken foot's room, when the table is known to need them later: it
    outweighs every other cost, and sends the search on to the next round of places.
    """

    #: A tile that runs diagonally (trains come back to the grid when they can).
    diagonal: float = 5.0
    #: A tile whose train does not lead away from the centre, per unit of the cosine
    #: between the train and the way out below ``inward_from``: trains that bend back into
    #: the table run into other trains and box their ends in.
    inward: float = 3.0
    inward_from: float = 0.3
    #: Each unit the picture grows beyond the size it may reach freely.
    outward: float = 1.0
    #: The shape the table should keep: width over height.
    aspect: float = 1.0
    #: The size the table may reach freely before trains bend: a + b * sqrt(tiles placed).
    room: tuple[float, float] = (16.0, 2.5)
    #: An open end that has only so many places left to go on; with none left, a tile
    #: played there later has to be set apart.
    cramp: tuple[float, ...] = (6.0, 0.9, 0.35, 0.1, 0.0, 0.0)
    #: A new open end with no room for a chicken foot in front of it (only while the
    #: double of its number may still come: a double that finds no foot room is set apart).
    footless: float = 8.0
    #: Taking the room for a chicken foot from another open end that may need it.
    foot_steal: float = 4.0
    #: Each tile near the space in front of a new open end, counted this far ahead of the
    #: end (``crowd_at[0]``) within this radius (``crowd_at[1]``).
    crowd: float = 2.0
    crowd_at: tuple[float, float] = (1.5, 2.6)
    #: The free half-tile cells an open end should reach (room for a few more tiles), and
    #: the cost of an end that reaches none: a walled-in end is a train that must die.
    room_cells: int = 40
    trapped: float = 12.0
    guard: float = 100.0
    #: With foresight, the free half-tile cells an open end must reach for each tile the
    #: table will play beyond it (at most ``room_ahead``): a train needs room to run, not
    #: just a place for its next tile.
    cells_per_tile: int = 3
    room_ahead: int = 90


#: The costs of the usual table.
USUAL_COSTS = Costs()
#: The costs of a roomy table (see :class:`~chickenfoot_nb.render.builder.Builder`): the
#: trains to come keep more room.
ROOMY_COSTS = replace(USUAL_COSTS, cells_per_tile=5, room_ahead=150)


@dataclass(frozen=True)
class Preferences:
    """What turning costs: straight on or turning, joining beside, a toe's first turn.

    ``variant`` 0 is the usual table (trains wheel clockwise). A table laid out again
    because a wall it built could not be avoided tries other variants: the costs shaken a
    little by a generator seeded with the variant, and mirrored (trains wheel
    anticlockwise) when it is odd, so it walls in other ends (see
    :mod:`chickenfoot_nb.render.layout`).

    >>> Preferences.of(0).turns == TURNS, Preferences.of(1).turns[1][0]
    (True, 90)
    >>> Preferences.of(1).turns[1][1] > Preferences.of(1).turns[2][1]
    True
    """

    turns: tuple[tuple[int, float], ...] = TURNS
    sides: tuple[tuple[int, float], ...] = SIDES
    slides: tuple[tuple[int, float, float], ...] = SLIDES
    toe_turns: tuple[tuple[int, float], ...] = TOE_TURNS

    @staticmethod
    @cache
    def of(variant: int) -> Preferences:
        """The costs of ``variant`` (the same on every machine)."""
        if variant == 0:
            return Preferences()
        rng = random.Random(variant)

        def mirrored(costs: tuple[tuple[int, float], ...]) -> tuple[tuple[int, float], ...]:
            by_turn = dict(costs)
            if variant % 2:
                by_turn = {t: by_turn.get(-t, c) for t, c in costs}
            return tuple(
                (t, c * (0.6 + 0.8 * rng.random()) if c else c) for t, c in by_turn.items()
            )

        slides: tuple[tuple[int, float, float], ...] = SLIDES
        if variant % 2:
            slides = tuple(
                (s, sl, c) for (s, sl, _), (_, _, c) in zip(SLIDES, SLIDES[::-1], strict=True)
            )
        return Preferences(mirrored(TURNS), mirrored(SIDES), slides, mirrored(TOE_TURNS))
