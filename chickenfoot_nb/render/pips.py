"""Where the pips of each number sit on a half tile, and their SVG path.

A half tile is a unit square; ``s`` runs along the tile's length and ``t`` across it.
0..9 use the usual layouts (9 is the full 3x3 grid). 10..18 use three lines of pips
along the tile, like real double-twelve to double-eighteen sets: the two outer lines hold
4, 5 or 6 pips and the middle line the rest, so 10 = 4+2+4, 15 = 5+5+5, 18 = 6+6+6.

>>> len(pip_spots(9)), len(pip_spots(18)), pip_spots(1)
(9, 18, ((0.5, 0.5),))
>>> all(len(pip_spots(n)) == n for n in range(19))
True
"""

from __future__ import annotations

from functools import cache

from chickenfoot_nb.render.palette import UNIT

_LO, _MID, _HI = 0.24, 0.5, 0.76

_SMALL: dict[int, tuple[tuple[float, float], ...]] = {
    0: (),
    1: ((_MID, _MID),),
    2: ((_LO, _LO), (_HI, _HI)),
    3: ((_LO, _LO), (_MID, _MID), (_HI, _HI)),
    4: ((_LO, _LO), (_LO, _HI), (_HI, _LO), (_HI, _HI)),
    5: ((_LO, _LO), (_LO, _HI), (_MID, _MID), (_HI, _LO), (_HI, _HI)),
    6: ((_LO, _LO), (_MID, _LO), (_HI, _LO), (_LO, _HI), (_MID, _HI), (_HI, _HI)),
    7: ((_LO, _LO), (_MID, _LO), (_HI, _LO), (_MID, _MID), (_LO, _HI), (_MID, _HI), (_HI, _HI)),
    8: tuple((s, t) for s in (_LO, _MID, _HI) for t in (_LO, _MID, _HI) if (s, t) != (_MID, _MID)),
    9: tuple((s, t) for s in (_LO, _MID, _HI) for t in (_LO, _MID, _HI)),
}

#: For 10..18: pips on each outer line and on the middle line.
_LINES = {
    10: (4, 2),
    11: (4, 3),
    12: (4, 4),
    13: (5, 3),
    14: (5, 4),
    15: (5, 5),
    16: (6, 4),
    17: (6, 5),
    18: (6, 6),
}


def _line(count: int, t: float, rows: int) -> list[tuple[float, float]]:
    """``count`` pips along the line ``t``, on the grid of ``rows`` rows (centred if fewer)."""
    lo, hi = 0.17, 0.83
    step = (hi - lo) / (rows - 1)
    first = lo + (rows - count) * step / 2
    return [(first + i * step, t) for i in range(count)]


@cache
def pip_spots(number: int) -> tuple[tuple[float, float], ...]:
    """The pip centres of ``number`` (0..18) as ``(s, t)`` in the unit half square."""
    if number in _SMALL:
        return _SMALL[number]
    outer, middle = _LINES[number]
    return tuple(_line(outer, 0.2, outer) + _line(middle, 0.5, outer) + _line(outer, 0.8, outer))


def pip_radius(number: int) -> float:
    """The pip radius of ``number`` in half-tile units: smaller when more pips share the half.

    >>> pip_radius(6) > pip_radius(12) > pip_radius(18)
    True
    """
    if number <= 9:
        return 0.1
    return {4: 0.075, 5: 0.064, 6: 0.054}[_LINES[number][0]]


@cache
def pip_path(number: int, far: bool) -> str:
    """SVG path data for the pips of ``number`` on one half of a tile in its own frame.

    The tile frame is centred on the tile, its length along x from ``-UNIT`` to ``UNIT``
    and its width along y; ``far`` picks the half at positive x.

    >>> pip_path(0, False)
    ''
    >>> pip_path(1, True).startswith("M")
    True
    """
    r = pip_radius(number) * UNIT
    x0 = 0.0 if far else -UNIT
    out = []
    for s, t in pip_spots(number):
        cx = x0 + s * UNIT
        cy = (t - 0.5) * UNIT
        out.append(
            f"M{cx - r:.2f},{cy:.2f}a{r:.2f},{r:.2f} 0 1,0 {2 * r:.2f},0"
            f"a{r:.2f},{r:.2f} 0 1,0 {-2 * r:.2f},0z"
        )
    return "".join(out)
