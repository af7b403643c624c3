"""How one tile joins another on the table: open ends, places for tiles, the centre's arms.

Lengths are in half-tile units (a tile is 2 x 1) and angles in degrees clockwise from
east, always multiples of 45 (see :mod:`chickenfoot_nb.render.geometry`).

>>> s = Socket(1.0, 0.0, 0)
>>> spot_on(s, 0, False).box, spot_on(s, 90, False).train
(Box(x=2.06, y=0.0, angle=0, hl=1.0, hw=0.5), 90)
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache, lru_cache

from chickenfoot_nb.render.geometry import Box, direction

#: Space between a tile and the tile it was played on.
GAP = 0.06
#: Space kept between tiles that are not joined.
MARGIN = 0.16

#: The centre double: it lies across the east-west arms.
CENTRE = Box(0.0, 0.0, 90, 1.0, 0.5)

#: The directions of the arms of the centre double, by the number of arms, clockwise
#: from east; arm k of the engine takes the k-th direction.
ARM_ANGLES: dict[int, tuple[int, ...]] = {
    2: (0, 180),
    3: (0, 135, 225),
    4: (0, 90, 180, 270),
    5: (0, 90, 135, 225, 270),
    6: (0, 45, 135, 180, 225, 315),
    7: (0, 45, 90, 135, 225, 270, 315),
    8: (0, 45, 90, 135, 180, 225, 270, 315),
}


@dataclass(frozen=True, slots=True)
class Socket:
    """An open end: the middle of a tile's free edge and the way a train leaves it."""

    x: float
    y: float
    angle: int


@dataclass(frozen=True, slots=True)
class Spot:
    """A place for one tile: its rectangle and the direction of the train through it.

    A double lies across its train, so its rectangle's angle differs from ``train``.
    """

    box: Box
    train: int

    @property
    def crosswise(self) -> bool:
        """True for a double lying across its train."""
        return (self.box.angle - self.train) % 180 != 0

    def end(self) -> Socket:
        """The open end of a tile that is not a double: the middle of its far edge."""
        ux, uy = direction(self.train)
        return Socket(self.box.x + ux * self.box.hl, self.box.y + uy * self.box.hl, self.train)

    def near(self) -> tuple[float, float]:
        """The middle of the edge that faces the tile this one was played on."""
        ux, uy = direction(self.train)
        back = 0.5 if self.crosswise else self.box.hl
        return (self.box.x - ux * back, self.box.y - uy * back)

    def toes(self) -> tuple[Socket, Socket, Socket]:
        """Where the three toes of a double leave it: straight on, then its two far corners.

        >>> [(t.angle) for t in Spot(CENTRE, 0).toes()]
        [0, 45, 315]
        """
        ux, uy = direction(self.train)
        vx, vy = direction(self.train + 90)
        fx, fy = self.box.x + ux * 0.5, self.box.y + uy * 0.5
        return (
            Socket(fx, fy, self.train),
            Socket(fx + vx, fy + vy, (self.train + 45) % 360),
            Socket(fx - vx, fy - vy, (self.train - 45) % 360),
        )

    def side_toes(self) -> tuple[Socket, Socket, Socket, Socket]:
        """Where a toe may leave a double instead, when its far side is crowded: the middle
        of each end, leaving square on, then the two near corners, leaving back at 45
        degrees (clockwise side first, as in :meth:`toes`).

        >>> [(t.x, t.y, t.angle) for t in Spot(CENTRE, 0).side_toes()]
        [(0.0, 1.0, 90), (0.0, -1.0, 270), (-0.5, 1.0, 135), (-0.5, -1.0, 225)]
        """
        ux, uy = direction(self.train)
        vx, vy = direction(self.train + 90)
        x, y = self.box.x, self.box.y
        bx, by = x - ux * 0.5, y - uy * 0.5
        return (
            Socket(x + vx, y + vy, (self.train + 90) % 360),
            Socket(x - vx, y - vy, (self.train - 90) % 360),
            Socket(bx + vx, by + vy, (self.train + 135) % 360),
            Socket(bx - vx, by - vy, (self.train - 135) % 360),
        )


@lru_cache(maxsize=1 << 11)
def spot_on(s: Socket, turn: int, double: bool, push: float = 0.0, shift: float = 0.0) -> Spot:
    """The place of a tile joined to the open end ``s``, turning the train by ``turn`` degrees.

    The tile lies wholly beyond the line through ``s`` across the train (``GAP`` away,
    plus ``push``), so it never overlaps the tile it is played on; the half that joins
    is centred on the train's line. A double is centred on the line, across it, or moved
    ``shift`` along itself (clockwise), so that the open end meets one of its halves.

    >>> spot_on(Socket(1.0, 0.0, 0), 0, True).box
    Box(x=1.56, y=0.0, angle=90, hl=1.0, hw=0.5)
    """
    dx, dy, angle, train = _offset(s.angle, turn, double)
    if push:
        ux, uy = direction(s.angle)
        dx, dy = dx + ux * push, dy + uy * push
    if shift:
        vx, vy = direction(s.angle + 90)
        dx, dy = dx + vx * shift, dy + vy * shift
    return Spot(Box(_r(s.x + dx), _r(s.y + dy), angle, 1.0, 0.5), train)


@lru_cache(maxsize=1 << 11)
def spot_beside(s: Socket, side: int, double: bool, slide: float = 0.0) -> Spot:
    """The place of a tile joined to the side of the far half of the tile that ends at ``s``.

    ``side`` is 90 (clockwise) or -90. The tile leaves that side square on: the half that
    joins lies flush against the far half (``GAP`` away), and a double lies across its train
    with its middle against the far half, or ``slide`` further on. It is the way on when
    nothing beyond ``s`` is free.

    >>> spot_beside(Socket(1.0, 0.0, 0), 90, False)
    Spot(box=Box(x=0.5, y=1.56, angle=90, hl=1.0, hw=0.5), train=90)
    >>> spot_beside(Socket(1.0, 0.0, 0), -90, True).box
    Box(x=0.5, y=-1.06, angle=0, hl=1.0, hw=0.5)
    """
    ux, uy = direction(s.angle)
    train = (s.angle + side) % 360
    vx, vy = direction(train)
    t = 0.5 + GAP + (0.5 if double else 1.0)
    x, y = s.x + ux * (slide - 0.5) + vx * t, s.y + uy * (slide - 0.5) + vy * t
    angle = (train + 90) % 360 if double else train
    return Spot(Box(_r(x), _r(y), angle, 1.0, 0.5), train)


@cache
def _offset(socket: int, turn: int, double: bool) -> tuple[float, float, int, int]:
    """From an open end to the centre of the tile joined to it, and the tile's angles."""
    train = (socket + turn) % 360
    dx, dy = direction(socket)
    if double:
        angle = (train + 90) % 360
        t = GAP + Box(0.0, 0.0, angle, 1.0, 0.5).reach(dx, dy)
        return (dx * t, dy * t, angle, train)
    ux, uy = direction(train)
    t = GAP + Box(0.0, 0.0, train, 1.0, 0.5).reach(dx, dy) - 0.5 * (ux * dx + uy * dy)
    return (dx * t + ux * 0.5, dy * t + uy * 0.5, train, train)


def _r(v: float) -> float:
    return round(v, 6) + 0.0


@cache
def arm_spots(arms: int) -> tuple[Spot, ...]:
    """Where the first tile of each arm lies, for a centre double with ``arms`` arms.

    Arms along the axes leave the middle of the double's sides and ends; diagonal arms
    leave its corners, moved out until they keep their distance from the others.

    >>> [(s.box.x, s.box.y) for s in arm_spots(2)]
    [(1.56, 0.0), (-1.56, 0.0)]
    """
    angles = ARM_ANGLES[arms]
    spots: dict[int, Spot] = {}
    for a in angles:
        if a % 90 == 0:
            ux, uy = direction(a)
            spots[a] = spot_on(Socket(0.5 * ux, 1.0 * uy, a), 0, False)
    for a in angles:
        if a % 90:
            ux, uy = direction(a)
            corner = Socket(math.copysign(0.5, ux), math.copysign(1.0, uy), a)
            push = 0.0
            while True:
                spot = spot_on(corner, 0, False, push)
                if all(not spot.box.overlaps(o.box, MARGIN) for o in spots.values()):
                    break
                push += 0.05
            spots[a] = spot
    return tuple(spots[a] for a in angles)
