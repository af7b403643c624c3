"""A whole round at a glance: whose turn, what the rules force now, the table, the yard
and every hand, face up or as one seat may see it.

>>> from chickenfoot_nb.round import Round
>>> r = Round.deal("spruce", players=3, seed=1, names=["Ana", "Boris", "Vesna"])
>>> s = round_svg(r, viewer=0)
>>> 'class="cf-round"' in s, s.count("face-down in-hand"), 'data-seat="0"' in s
(True, 14, True)
"""

from __future__ import annotations

from typing import Any

import svgwrite

from chickenfoot_nb.explain import forced_now, verdicts
from chickenfoot_nb.i18n import N_, _, ngettext
from chickenfoot_nb.phase import Phase
from chickenfoot_nb.render.aria import hidden_hand, tile_button
from chickenfoot_nb.render.hand import hand_block, hand_size
from chickenfoot_nb.render.layout import Hurry, TableLayout, table_layout
from chickenfoot_nb.render.palette import (
    BACK,
    BACK_EDGE,
    INK,
    MUTED,
    PANEL_BG,
    TO_MOVE,
    UNIT,
)
from chickenfoot_nb.render.svg import CHAR, drawing, fit, text, text_width, wrap
from chickenfoot_nb.render.table import describe_table, table_block, table_extent, targets
from chickenfoot_nb.round import Round
from chickenfoot_nb.tiles import Tile

MIN_WIDTH = 560.0
PER_ROW = 12
HIDDEN_SCALE = 0.6
#: Average width of a bold character, as a share of the font size.
BOLD = 0.64
HIDDEN_PER_ROW = 20
LINE = 19.0
LABEL = 14.0


#: What the seat to move does now, by phase: "{name} to …" in the status line.
_TO_MOVE = {
    "search": N_("{name} to draw"),
    "place": N_("{name} to place the double"),
    "drawn": N_("{name} to play or pass"),
    "play": N_("{name} to play"),
}
#: The same, in a seat's own label ("Ana · 7 tiles · to play").
_TO_DO = {
    "search": N_("to draw"),
    "place": N_("to place the double"),
    "drawn": N_("to play or pass"),
    "play": N_("to play"),
}


def _status(r: Round) -> str:
    # " · " separates items that each say one thing whole, in any language.
    head = [
        _("Double {tile}").format(tile=f"{r.double}|{r.double}"),
        _("{preset} rules").format(preset=r.rules.preset_name),
    ]
    if r.is_over:
        now = _("round over")
    else:
        now = _(_TO_MOVE.get(r.phase, _TO_MOVE["play"])).format(name=r.names[r.seat])
    return " · ".join([*head, now])


def _label(r: Round, seat: int, viewer: int | None) -> str:
    name = r.names[seat]
    items = [_("{name} (you)").format(name=name) if viewer == seat else name]
    count = r.hand_sizes[seat]
    items.append(ngettext("{n} tile", "{n} tiles", count).format(n=count))
    if r.is_over:
        if r.out_seat == seat:
            items.append(_("scores {points} (went out)").format(points=r.pips(seat)))
        else:
            items.append(_("scores {points}").format(points=r.pips(seat)))
    elif seat == r.seat:
        items.append(_(_TO_DO.get(r.phase, _TO_DO["play"])))
        return "▶ " + " · ".join(items)
    return " · ".join(items)


def _yard(d: svgwrite.Drawing, r: Round, x: float, y: float) -> Any:
    """The chicken yard as a small stack of face-down tiles with its count."""
    size = r.yard_size
    if r.kept_back:
        words = ngettext(
            "the chicken yard: {n} tile, {drawable} may be drawn",
            "the chicken yard: {n} tiles, {drawable} may be drawn",
            size,
        ).format(n=size, drawable=r.yard_drawable)
    else:
        words = ngettext("the chicken yard: {n} tile", "the chicken yard: {n} tiles", size).format(
            n=size
        )
    g = d.g(class_="yard", **{"data-yard": str(size)})
    g.set_desc(title=words)
    for i in range(min(3, size)):
        g.add(
            d.rect(
                (x + 3 * i, y - 3 * i),
                (0.6 * UNIT, 1.2 * UNIT),
                rx=2,
                fill=BACK,
                stroke=BACK_EDGE,
                stroke_width=1,
            )
        )
    left = x + 0.6 * UNIT + 14
    g.add(text(d, left, y + 10, _("Chicken yard"), 12, fill=MUTED))
    g.add(text(d, left, y + 26, str(size), 15, weight="bold"))
    if r.kept_back:
        g.add(text(d, left, y + 40, _("{n} kept back").format(n=r.kept_back), 11, fill=MUTED))
    return g


def forced_for(r: Round, viewer: int | None) -> str:
    """What the rules force now, without naming a tile just drawn by a seat ``viewer`` is not.

    >>> from chickenfoot_nb.round import Round
    >>> r = Round.deal("spruce", players=2, seed=2)
    >>> while r.phase != Phase.DRAWN:
    ...     r.push(r.legal_actions()[0])
    >>> mover, other = forced_for(r, viewer=r.seat), forced_for(r, viewer=1 - r.seat)
    >>> str(r.drawn_tile) in mover, str(r.drawn_tile) in other, "drew a tile" in other
    (True, False, True)
    """
    if r.phase == Phase.DRAWN and viewer is not None and viewer != r.seat:
        name = r.names[r.seat]
        return _(
            "{name} drew a tile from the chicken yard: {name} may play only that tile, or pass."
        ).format(name=name)
    return forced_now(r)


def _seats(r: Round, viewer: int | None) -> list[int]:
    if viewer is None:
        return list(range(r.players))
    return [(viewer + k) % r.players for k in range(1, r.players + 1)]


def describe_round(r: Round, viewer: int | None, lay: TableLayout | None = None) -> str:
    """The round in words, telling only what ``viewer`` may see (everything when None)."""
    lay = lay or table_layout(r.table)
    parts = [_status(r) + ".", forced_for(r, viewer), describe_table(r, lay)]
    for s in range(r.players):
        if viewer is None or viewer == s:
            held = r.hand(s)
            if held:
                parts.append(_("{name} holds {tiles}.").format(name=r.names[s], tiles=held))
            else:
                parts.append(_("{name} holds nothing.").format(name=r.names[s]))
        else:
            n = r.hand_sizes[s]
            said = ngettext("{name} holds {n} tile.", "{name} holds {n} tiles.", n)
            parts.append(said.format(name=r.names[s], n=n))
    n = r.yard_size
    said = ngettext("The chicken yard has {n} tile.", "The chicken yard has {n} tiles.", n)
    parts.append(said.format(n=n))
    return " ".join(parts)


def round_svg(
    r: Round,
    *,
    viewer: int | None = None,
    selected: Tile | None = None,
    show_legal: bool = True,
    interactive: bool = False,
    hurry: Hurry | None = None,
) -> str:
    """The whole round: status, what is forced now, table, yard and hands.

    ``viewer=None`` shows every hand face up; a seat number shows only that seat's hand
    face up and the others face down. ``show_legal`` marks the playable tiles of the seat
    to move (when its hand is shown); ``selected`` lifts that tile and marks where it may go.
    ``interactive`` draws a board to play on: every tile of a hand shown face up, and
    every place the selected tile may go, is a button with a name and a state
    (see :mod:`chickenfoot_nb.render.aria`). ``hurry`` is passed on to
    :func:`~chickenfoot_nb.render.layout.table_layout` (drafts, and who waits for a table
    laid out again).
    """
    if viewer is not None and not 0 <= viewer < r.players:
        raise ValueError(
            _("viewer must be a seat from 0 to {last}, not {viewer}").format(
                last=r.players - 1, viewer=viewer
            )
        )
    lay = table_layout(r.table, hurry)
    visible = selected is not None and (viewer is None or r.holder(selected) == viewer)
    found = targets(r, selected, lay) if visible else []
    tx0, ty0, tx1, ty1 = table_extent(lay, found)
    seats = _seats(r, viewer)
    hidden = {s for s in seats if viewer is not None and s != viewer}
    sizes = {
        s: hand_size(r.hand_sizes[s], HIDDEN_PER_ROW, HIDDEN_SCALE)
        if s in hidden
        else hand_size(r.hand_sizes[s], PER_ROW)
        for s in seats
    }
    pad = 12.0
    yard_w = 150.0
    width = max(MIN_WIDTH, tx1 - tx0, max(w for w, _ in sizes.values()) + 16)
    room = width - yard_w
    bold = wrap(_status(r), int(room / (15 * BOLD)))
    header = [(line, True) for line in bold] + [
        (line, False) for line in wrap(forced_for(r, viewer), int(room / (13 * CHAR)))
    ]

    y = 16.0
    head_h = max(len(header) * LINE + 6, 2 * UNIT + 8)
    y += head_h
    table_dy = y - ty0
    y += ty1 - ty0 + 14
    hand_tops = {}
    for s in seats:
        hand_tops[s] = y
        y += LABEL + 8 + sizes[s][1] + 14
    height = y

    d = drawing(
        "cf-round",
        (-pad, -pad, width + 2 * pad, height + 2 * pad),
        _("Chicken Foot: round with double {number}").format(number=r.double),
        describe_round(r, viewer, lay),
        interactive=interactive,
    )
    d.add(d.rect((-pad, -pad), (width + 2 * pad, height + 2 * pad), fill=PANEL_BG))
    status = d.g(class_="status")
    for i, (line, strong) in enumerate(header):
        size, weight, fill = (15, "bold", INK) if strong else (13, "normal", MUTED)
        status.add(text(d, 0, 14 + i * LINE, line, size, weight=weight, fill=fill))
    d.add(status)
    d.add(_yard(d, r, width - yard_w + 10, 10))
    dx = (width - (tx1 - tx0)) / 2 - tx0
    d.add(table_block(d, r, lay, found, dx=dx, dy=table_dy, interactive=interactive))

    to_move = None if r.is_over else r.seat
    for s in seats:
        top = hand_tops[s]
        w, h = sizes[s]
        label = fit(_label(r, s, viewer), width, LABEL)
        if s == to_move:
            # the frame holds the label too, which is often wider than a short hand
            frame_w = min(width, max(w, 220, text_width(label, LABEL) * 1.06))
            d.add(
                d.rect(
                    (-6, top - 4),
                    (frame_w + 12, LABEL + h + 20),
                    rx=6,
                    fill="none",
                    stroke=TO_MOVE,
                    stroke_width=2,
                    class_="to-move",
                )
            )
        d.add(
            text(
                d,
                0,
                top + LABEL,
                label,
                LABEL,
                weight="bold" if s == to_move else "normal",
                class_="seat-label",
                **{"data-seat": str(s)},
            )
        )
        judged = None
        if show_legal and s == to_move and s not in hidden:
            judged = verdicts(r, s)
        buttons, group = None, None
        if interactive and s in hidden:
            group = hidden_hand(r.names[s], r.hand_sizes[s])
        elif interactive:
            buttons = {
                v.tile: tile_button(r, v, pressed=v.tile == selected)
                for v in judged or verdicts(r, s)
            }
        block = hand_block(
            d,
            r.hand(s),
            x=0,
            y=top + LABEL + 8,
            owner=r.names[s],
            seat=s,
            verdicts=judged,
            selected=selected if s not in hidden else None,
            face_down=s in hidden,
            per_row=HIDDEN_PER_ROW if s in hidden else PER_ROW,
            scale=HIDDEN_SCALE if s in hidden else 1.0,
            buttons=buttons,
            label=group,
        )
        d.add(block.group)
    return str(d.tostring())
