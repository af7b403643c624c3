"""One tile as an SVG group, face up or face down; and the picture of a single tile.

A tile is drawn in its own frame, centred on the origin, lying along x: the first number
on the half at negative x, the second at positive x. A ``transform`` puts it in place.

>>> from chickenfoot_nb.tiles import Tile
>>> s = tile_svg(Tile(9, 4))
>>> 'class="cf-tile"' in s, 'data-tile="9|4"' in s, "<title>9|4</title>" in s
(True, True, True)
>>> "data-tile" in tile_svg(Tile(9, 4), face_down=True)
False
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import svgwrite

from chickenfoot_nb.i18n import _
from chickenfoot_nb.render.palette import (
    BACK,
    BACK_EDGE,
    BACK_MARK,
    DIMMED_FACE,
    DIVIDER,
    FACE,
    FACE_EDGE,
    LEGAL_WIDTH,
    OPEN_END,
    SELECTED,
    SELECTED_WIDTH,
    UNIT,
    pip_colour,
)
from chickenfoot_nb.render.pips import pip_path
from chickenfoot_nb.render.svg import drawing, group
from chickenfoot_nb.tiles import Tile

_INSET = 0.9
_W, _H = 2 * UNIT - 2 * _INSET, UNIT - 2 * _INSET
_X, _Y = -UNIT + _INSET, -UNIT / 2 + _INSET
#: A small chicken foot, printed on the back of every tile.
_EMBLEM = "M-5,5 L0,-1 L5,5 M0,-1 L0,6 M0,-1 L0,-6"


def tile_group(
    d: svgwrite.Drawing,
    first: int | None,
    second: int | None,
    *,
    x: float,
    y: float,
    angle: float,
    classes: Iterable[str],
    title: str,
    attrs: dict[str, str] | None = None,
    scale: float = 1.0,
    outline: str | None = None,
    open_end: int | None = None,
    dimmed: bool = False,
    selected: bool = False,
) -> Any:
    """The ``<g class="tile ...">`` of one tile; ``first is None`` draws it face down.

    ``outline`` rings the tile in that colour; ``open_end`` marks the far end as open.
    A ``dimmed`` tile (one that cannot be played now) gets a grey face and a dashed edge,
    its pips in full colour; a ``selected`` tile a thick double ring, which differs from
    a legal tile's single ring in shape as well as in colour.
    """
    transform = f"translate({x:.2f} {y:.2f})"
    if angle:
        transform += f" rotate({angle:g})"
    if scale != 1.0:
        transform += f" scale({scale:g})"
    g = group(d, class_=" ".join(("tile", *classes)), transform=transform, **(attrs or {}))
    g.set_desc(title=title)
    if first is None or second is None:
        g.add(d.rect((_X, _Y), (_W, _H), rx=3, fill=BACK, stroke=BACK_EDGE, stroke_width=1))
        g.add(d.path(d=_EMBLEM, fill="none", stroke=BACK_MARK, stroke_width=1.6))
        return g
    edge = {"stroke_dasharray": "3 2"} if dimmed else {}
    g.add(
        d.rect(
            (_X, _Y),
            (_W, _H),
            rx=3,
            fill=DIMMED_FACE if dimmed else FACE,
            stroke=FACE_EDGE,
            stroke_width=1,
            **edge,
        )
    )
    g.add(d.line((0, _Y + 3), (0, -_Y - 3), stroke=DIVIDER, stroke_width=1.2))
    for number, far in ((first, False), (second, True)):
        if number:
            g.add(d.path(d=pip_path(number, far), fill=pip_colour(number)))
    if open_end is not None:
        g.add(
            d.line(
                (UNIT - 3.2, _Y + 2),
                (UNIT - 3.2, -_Y - 2),
                class_="open-end",
                stroke=OPEN_END,
                stroke_width=3,
                stroke_linecap="round",
                **{"data-end": str(open_end)},
            )
        )
    if selected:
        # two rings with the page showing between them, within the gap between hand tiles
        for gap in (1.4, 4.2):
            g.add(_ring(d, gap, SELECTED, SELECTED_WIDTH))
    elif outline is not None:
        g.add(_ring(d, 1.5, outline, LEGAL_WIDTH))
    return g


def _ring(d: svgwrite.Drawing, gap: float, colour: str, width: float) -> Any:
    """A frame ``gap`` outside the tile's edge (to the middle of its stroke)."""
    return d.rect(
        (_X - gap, _Y - gap),
        (_W + 2 * gap, _H + 2 * gap),
        rx=3 + gap,
        fill="none",
        stroke=colour,
        stroke_width=width,
    )


def tile_svg(tile: Tile, *, face_down: bool = False, scale: float = 1.0) -> str:
    """One tile, lying down with its higher number on the left (``scale`` enlarges it)."""
    pad = 2.0
    w, h = (2 * UNIT + 2 * pad) * scale, (UNIT + 2 * pad) * scale
    if face_down:
        title, words = _("Tile"), _("a face-down domino tile")
    else:
        title = _("Tile {tile}").format(tile=tile)
        words = _("the domino tile {tile}").format(tile=tile)
    d = drawing("cf-tile", (-w / 2, -h / 2, w, h), title, words)
    attrs = {} if face_down else {"data-tile": str(tile)}
    d.add(
        tile_group(
            d,
            None if face_down else tile.hi,
            None if face_down else tile.lo,
            x=0,
            y=0,
            angle=0,
            classes=("face-down",) if face_down else (),
            title=_("a face-down tile") if face_down else str(tile),
            attrs=attrs,
            scale=scale,
        )
    )
    return str(d.tostring())
