"""Pictures for the lessons: tiles, hands, tables and rounds side by side, each at a size that reads well."""

from __future__ import annotations

import html
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from chickenfoot_nb.i18n import _
from chickenfoot_nb.match import Match
from chickenfoot_nb.round import Round
from chickenfoot_nb.tiles import Tile


def picture_html(picture: Any) -> str:
    """HTML for anything an exercise shows above its question: SVG text, a round (without its hints), tiles or hands.

    >>> picture_html(tile_row(["9|4"])).startswith("<div class='cf-picture-row'")
    True
    """
    if isinstance(picture, str):
        return picture
    if isinstance(picture, Round):
        return position_picture(picture)._repr_html_()
    if isinstance(picture, Picture | TileRow):
        return picture._repr_html_()
    return show(picture)._repr_html_()


#: How many screen pixels one unit of each kind of picture gets (the renderer's SVGs fill
#: their cell's width; a lesson shows them at a size that reads well instead).
SCALES = {"cf-tile": 2.6, "cf-hand": 2.2, "cf-table": 2.0, "cf-round": 1.25, "cf-score": 1.25}
#: The widest each kind of picture is shown, in pixels (a big table still fits beside its text).
WIDEST = {"cf-tile": 160, "cf-hand": 720, "cf-table": 560, "cf-round": 760, "cf-score": 480}
_VIEWBOX = re.compile(r"""viewBox=["'][-\d.]+ [-\d.]+ ([\d.]+) [\d.]+["']""")
_KIND = re.compile(r"""class=["'](cf-[a-z]+)""")


def natural_width(svg: str) -> int | None:
    """The width in pixels a picture of the renderer reads well at (``None``: let it fill its cell).

    >>> natural_width('<svg class="cf-tile" viewBox="-22 -12 44 24" width="100%"></svg>')
    114
    """
    box, kind = _VIEWBOX.search(svg), _KIND.search(svg)
    if box is None or kind is None or kind.group(1) not in SCALES:
        return None
    return round(min(float(box.group(1)) * SCALES[kind.group(1)], WIDEST[kind.group(1)]))


@dataclass(frozen=True)
class Picture:
    """SVG pictures side by side (wrapping on a narrow screen), each at the size it reads well at."""

    svgs: tuple[str, ...]
    captions: tuple[str, ...] = ()

    def _repr_html_(self) -> str:
        cells = []
        for i, svg in enumerate(self.svgs):
            caption = self.captions[i] if i < len(self.captions) else ""
            head = (
                f"<div style='font-weight:600;margin:2px 0'>{html.escape(caption)}</div>"
                if caption
                else ""
            )
            width = natural_width(svg)
            size = f"flex:0 1 {width}px;max-width:100%" if width else "flex:1 1 100%"
            cells.append(f"<div style='{size};min-width:0'>{head}{svg}</div>")
        return (
            "<div class='cf-picture-row' style='display:flex;flex-wrap:wrap;gap:18px;align-items:flex-start'>"
            + "".join(cells)
            + "</div>"
        )

    def __repr__(self) -> str:
        return f"<Picture of {len(self.svgs)} drawing{'s' if len(self.svgs) != 1 else ''}>"


def show(*things: Any, captions: Sequence[str] = (), **options: Any) -> Picture:
    """Draw tiles, hands, rounds or matches side by side, each at a size that reads well.

    ``options`` go to the round's picture (``viewer=``, ``selected=``, ``show_legal=``).

    >>> from chickenfoot_nb import Hand
    >>> p = show(Tile(9, 4), Hand.parse("6|6 3|1"), captions=["a tile", "a hand"])
    >>> [natural_width(s) for s in p.svgs]
    [114, 136]
    """
    from chickenfoot_nb import render

    svgs = []
    for x in things:
        if isinstance(x, str):
            svgs.append(x)
        elif isinstance(x, Tile):
            svgs.append(render.tile_svg(x))
        elif isinstance(x, Round):
            svgs.append(render.round_svg(x, **options))
        elif isinstance(x, Match):
            svgs.append(render.score_sheet_svg(x))
        elif isinstance(x, Iterable):
            svgs.append(render.hand_svg([Tile.parse(t) for t in x]))
        else:
            raise TypeError(
                _("show() draws tiles, hands, rounds and matches, not {thing}").format(
                    thing=repr(x)
                )
            )
    return Picture(tuple(svgs), tuple(captions))


def position_picture(r: Round, seat: int | None = None) -> Picture:
    """The table and one seat's hand (default: the seat to move), without the hints a round picture gives.

    An exercise shows this instead of the whole round: the round's picture names what the
    rules force now and marks the playable tiles, which would give the answer away.

    >>> from chickenfoot_nb import Round
    >>> p = position_picture(Round.deal("spruce", players=3, seed=2))
    >>> p.captions
    ('The table', "Seat 0's hand")
    """
    from chickenfoot_nb.render import hand_svg, table_svg

    seat = r.seat if seat is None else seat
    return Picture(
        (table_svg(r), hand_svg(r.hand(seat), seat=seat)),
        (_("The table"), _("{name}'s hand").format(name=r.names[seat])),
    )


def table_picture(r: Round) -> Picture:
    """The table alone: no status line, no hands, nothing that tells whose turn it is."""
    from chickenfoot_nb.render import table_svg

    return Picture((table_svg(r),), (_("The table"),))


@dataclass(frozen=True)
class TileRow:
    """Tiles drawn in a row in the order given (a :class:`Hand` sorts them; this does not)."""

    tiles: tuple[Tile, ...]

    def _repr_html_(self) -> str:
        from chickenfoot_nb.render import hand_svg

        return Picture((hand_svg(self.tiles),))._repr_html_()

    def __repr__(self) -> str:
        return " ".join(str(t) for t in self.tiles)


def tile_row(tiles: Iterable[Tile | str]) -> TileRow:
    """Tiles to draw side by side in this order, such as face-down tiles turned over one by one.

    >>> tile_row(["1|0", "9-9", "4|2"])
    1|0 9|9 4|2
    """
    return TileRow(tuple(Tile.parse(t) for t in tiles))
