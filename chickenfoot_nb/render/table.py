"""The table: the centre double, its arms and chicken feet, open ends, slots and targets.

Every tile on the table is a ``<g class="tile on-table">`` carrying ``data-tile``,
``data-on`` (the tile it was played on, ``""`` for the centre) and ``data-arm``. The last
tile played has the class ``last``, a double still waiting for toes ``pending-foot``, a
tile with an open end ``open`` (its end is marked). The places a selected tile may go
are ``<g class="target" data-target="9|4">`` (``"centre"`` to place the round's double).

>>> from chickenfoot_nb.round import Round
>>> r = Round.deal("gamerules", players=3, seed=1)
>>> s = table_svg(r)
>>> 'class="cf-table"' in s, 'data-on=""' in s, s.count('class="slot arm-slot"')
(True, True, 3)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import svgwrite

from chickenfoot_nb.actions import Action
from chickenfoot_nb.i18n import _, ngettext
from chickenfoot_nb.phase import Phase
from chickenfoot_nb.render.aria import target_name
from chickenfoot_nb.render.builder import PlacedTile
from chickenfoot_nb.render.geometry import Box
from chickenfoot_nb.render.layout import Hurry, TableLayout, table_layout
from chickenfoot_nb.render.palette import (
    FOOT,
    GHOST_FACE,
    LAST,
    MUTED,
    TABLE_BG,
    TARGET,
    UNIT,
    WHITE,
    pip_colour,
)
from chickenfoot_nb.render.pips import pip_path
from chickenfoot_nb.render.spots import CENTRE
from chickenfoot_nb.render.svg import Size, drawing, text
from chickenfoot_nb.render.tiles import tile_group
from chickenfoot_nb.round import Round
from chickenfoot_nb.table import Table
from chickenfoot_nb.tiles import Tile

#: Room around the tiles, in half-tile units.
PAD = 0.7


@dataclass(frozen=True)
class Target:
    """A place the selected tile may go: the tile it would join (None: the centre)."""

    on: Tile | None
    box: Box
    near: int
    far: int
    words: str
    name: str


def placed_centre(r: Round) -> Tile | None:
    """The centre double once it is on the table (``r.table`` would copy the whole table)."""
    return r.centre if r.centre_placed else None


def targets(
    r: Round,
    selected: Tile | None,
    lay: TableLayout,
    *,
    places: Sequence[Tile | None] | None = None,
) -> list[Target]:
    """Where ``selected`` may be played now (nothing when it may not be played now).

    ``places`` are the places already judged for it (a widget's moment holds them); without
    them the round is asked.

    >>> r = Round.deal("spruce", players=3, seed=2)
    >>> lay = table_layout(r.table)
    >>> [t.on for t in targets(r, Tile(9, 9), lay)] == [t.on for t in targets(r, Tile(9, 9), lay, places=[None])]
    True
    """
    if selected is None or r.is_over or r.phase == Phase.SEARCH or r.on_table(selected):
        return []
    if r.phase == Phase.DRAWN and selected != r.drawn_tile:
        return []
    out = []
    ends = r.open_ends
    for on in r.targets(selected) if places is None else places:
        if on is None:
            near = r.double
            words = _("place {tile} in the centre").format(tile=selected)
        elif on == placed_centre(r):
            near = r.double
            words = _("start a new arm with {tile} on {on}").format(tile=selected, on=on)
        elif on == r.pending_foot:
            near = on.hi
            words = _("play {tile} as a toe of the chicken foot on {on}").format(
                tile=selected, on=on
            )
        else:
            near = ends[on]
            words = _("play {tile} on {on} (open end {number})").format(
                tile=selected, on=on, number=near
            )
        box = lay.spot_for(selected, on)
        name = target_name(r, selected, on)
        out.append(Target(on, box, near, selected.other(near), words, name))
    return out


def table_extent(lay: TableLayout, found: list[Target]) -> tuple[float, float, float, float]:
    """The table's bounding box in user units, padded, with its targets."""
    x0, y0, x1, y1 = lay.extent(tuple(t.box for t in found))
    return ((x0 - PAD) * UNIT, (y0 - PAD) * UNIT, (x1 + PAD) * UNIT, (y1 + PAD) * UNIT)


def table_block(
    d: svgwrite.Drawing,
    r: Round,
    lay: TableLayout,
    found: list[Target],
    *,
    dx: float = 0.0,
    dy: float = 0.0,
    highlight_last: bool = True,
    interactive: bool = False,
    hint: str | None = None,
) -> Any:
    """The group that draws the table, shifted by ``(dx, dy)`` user units.

    ``interactive`` makes each target a button named for its move (see :mod:`.aria`);
    the target whose ``data-target`` is ``hint`` (a tile's text, or ``"centre"``) has the
    class ``hint``.
    """
    x0, y0, x1, y1 = table_extent(lay, found)
    g = d.g(class_="table", transform=f"translate({dx:.2f} {dy:.2f})")
    g.add(d.rect((x0, y0), (x1 - x0, y1 - y0), rx=10, fill=TABLE_BG, class_="felt"))
    marks = []
    for p in lay.tiles:
        if p.bridge is None:
            continue
        if lay.bridge_is_clear(p):
            (ax, ay), (bx, by) = p.bridge
            g.add(
                d.line(
                    (ax * UNIT, ay * UNIT),
                    (bx * UNIT, by * UNIT),
                    class_="bridge",
                    stroke=MUTED,
                    stroke_width=2,
                    stroke_dasharray="4 3",
                    **{"data-bridge": str(p.tile)},
                )
            )
        else:
            marks.append(p)
    centre = placed_centre(r)
    if centre is not None:
        g.add(d.circle((0, 0), 1.7 * UNIT, fill=WHITE, fill_opacity=0.75, class_="centre-mark"))
    for slot in _slots(d, r, lay):
        g.add(slot)
    last = lay.tiles[-1].tile if highlight_last and lay.tiles else None
    ends = r.open_ends
    toe_count: dict[Tile, int] = {}
    for p in lay.tiles:
        toe = None
        if p.on is not None and p.on.is_double and p.on != centre:
            toe = toe_count[p.on] = toe_count.get(p.on, 0) + 1
        g.add(_table_tile(d, r, p, toe, ends.get(p.tile), last))
    for k, p in enumerate(marks, start=1):
        g.add(_marks(d, p, k))
    for t in found:
        g.add(_target(d, t, interactive, hinted=target_key(t.on) == hint))
    return g


def _marks(d: svgwrite.Drawing, p: PlacedTile, k: int) -> Any:
    """Two numbered marks joining a tile set apart to its open end, when a line would cross."""
    assert p.bridge is not None
    g = d.g(class_="bridge-marks", **{"data-bridge": str(p.tile)})
    g.set_desc(
        title=_("{tile} was played on {on}: no room there, so it lies apart (mark {mark})").format(
            tile=p.tile, on=p.on, mark=k
        )
    )
    for x, y in p.bridge:
        g.add(
            d.circle((x * UNIT, y * UNIT), 0.34 * UNIT, fill=MUTED, stroke=WHITE, stroke_width=1.2)
        )
        g.add(
            text(
                d,
                x * UNIT,
                y * UNIT + 4,
                str(k),
                11,
                weight="bold",
                anchor="middle",
                fill=WHITE,
            )
        )
    return g


def _slots(d: svgwrite.Drawing, r: Round, lay: TableLayout) -> list[Any]:
    """Dashed outlines where the next plays must go: the centre, empty arms or missing toes."""
    if r.is_over:
        return []
    if not r.centre_placed:
        words = _("the centre: {centre} is placed here first").format(centre=r.centre)
        return [_slot(d, CENTRE, "centre-slot", words)]
    if r.in_arm_phase:
        words = _("an empty arm: start it with a {number}").format(number=r.double)
        return [_slot(d, box, "arm-slot", words) for box in lay.slots]
    if r.pending_foot is not None:
        words = _("a missing toe of the chicken foot on {foot}").format(foot=r.pending_foot)
        return [_slot(d, box, "toe-slot", words) for box in lay.slots]
    return []


def _table_tile(
    d: svgwrite.Drawing,
    r: Round,
    p: PlacedTile,
    toe: int | None,
    end: int | None,
    last: Tile | None,
) -> Any:
    classes = ["on-table"]
    # The title lists facts about the tile, ", " between them: each fact is said whole.
    words = [str(p.tile)]
    outline = None
    if p.on is None:
        classes.append("centre")
        words.append(
            ngettext(
                "the centre double, {started} of {total} arm started",
                "the centre double, {started} of {total} arms started",
                r.arms_total,
            ).format(started=r.arms_started, total=r.arms_total)
        )
    else:
        words.append(_("arm {arm}").format(arm=p.arm + 1 if p.arm is not None else "?"))
    if p.tile.is_double:
        classes.append("double")
    if toe is not None:
        words.append(_("toe {toe} of the chicken foot on {on}").format(toe=toe, on=p.on))
    if p.tile == r.pending_foot:
        classes.append("pending-foot")
        outline = FOOT
        needed = r.toes_needed
        words.append(
            ngettext(
                "chicken foot waiting for {n} more toe",
                "chicken foot waiting for {n} more toes",
                needed,
            ).format(n=needed)
        )
    if end is not None:
        classes.append("open")
        words.append(_("open end {number}").format(number=end))
    if p.seat is not None:
        words.append(_("played by {name}").format(name=r.names[p.seat]))
    if p.tile == last:
        classes.append("last")
        outline = outline or LAST
        words.append(_("the last tile played"))
    attrs = {
        "data-tile": str(p.tile),
        "data-on": "" if p.on is None else str(p.on),
        "data-arm": "" if p.arm is None else str(p.arm),
    }
    box = p.box
    return tile_group(
        d,
        p.near,
        p.far,
        x=box.x * UNIT,
        y=box.y * UNIT,
        angle=box.angle,
        classes=classes,
        title=", ".join(words),
        attrs=attrs,
        outline=outline,
        open_end=end,
    )


def _slot(d: svgwrite.Drawing, box: Box, kind: str, words: str) -> Any:
    g = d.g(class_=f"slot {kind}", transform=_place(box))
    g.set_desc(title=words)
    g.add(
        d.rect(
            (-UNIT + 1.5, -UNIT / 2 + 1.5),
            (2 * UNIT - 3, UNIT - 3),
            rx=3,
            fill="none",
            stroke=MUTED,
            stroke_width=1.3,
            stroke_dasharray="3 3",
        )
    )
    return g


def target_key(on: Tile | None) -> str:
    """What a place on the table is called in the page (its ``data-target``).

    >>> target_key(None), target_key(Tile(9, 4))
    ('centre', '9|4')
    """
    return "centre" if on is None else str(on)


def _target(d: svgwrite.Drawing, t: Target, interactive: bool, hinted: bool = False) -> Any:
    aria = {"role": "button", "aria-label": t.name} if interactive else {}
    g = d.g(
        class_="target hint" if hinted else "target",
        transform=_place(t.box),
        **{"data-target": target_key(t.on), **aria},
    )
    g.set_desc(title=t.words)
    g.add(
        d.rect(
            (-UNIT + 0.9, -UNIT / 2 + 0.9),
            (2 * UNIT - 1.8, UNIT - 1.8),
            rx=3,
            fill=GHOST_FACE,
            stroke=TARGET,
            stroke_width=2.2,
            stroke_dasharray="5 3",
        )
    )
    for number, far in ((t.near, False), (t.far, True)):
        if number:
            g.add(d.path(d=pip_path(number, far), fill=pip_colour(number)))
    return g


def _place(box: Box) -> str:
    return f"translate({box.x * UNIT:.2f} {box.y * UNIT:.2f}) rotate({box.angle})"


def describe_table(r: Round, lay: TableLayout) -> str:
    """The table in words, arm by arm, for screen readers and text-only viewers.

    >>> from chickenfoot_nb.round import Round
    >>> r = Round.deal("gamerules", players=2, seed=3)
    >>> describe_table(r, table_layout(r.table))
    'Centre: 9|9 (0 of 2 arms started).'
    """
    if not r.centre_placed:
        return _("The table is empty: {centre} has not been placed yet.").format(centre=r.centre)
    parts = [
        ngettext(
            "Centre: {centre} ({started} of {total} arm started).",
            "Centre: {centre} ({started} of {total} arms started).",
            r.arms_total,
        ).format(centre=r.centre, started=r.arms_started, total=r.arms_total)
    ]
    for arm in range(r.arms_started):
        tiles = " ".join(str(p.tile) for p in lay.tiles if p.arm == arm)
        parts.append(_("Arm {arm}: {tiles}.").format(arm=arm + 1, tiles=tiles))
    if r.open_ends:
        ends = ", ".join(
            _("{number} on {tile}").format(number=n, tile=t) for t, n in r.open_ends.items()
        )
        parts.append(_("Open ends: {ends}.").format(ends=ends))
    if r.pending_foot is not None:
        n = r.toes_needed
        said = ngettext(
            "The chicken foot on {foot} needs {n} more toe.",
            "The chicken foot on {foot} needs {n} more toes.",
            n,
        )
        parts.append(said.format(foot=r.pending_foot, n=n))
    return " ".join(parts)


def table_svg(
    r: Round,
    *,
    selected: Tile | None = None,
    highlight_last: bool = True,
    interactive: bool = False,
    hint: Action | None = None,
    size: Size | None = None,
    places: Sequence[Tile | None] | None = None,
    table: Table | None = None,
    hurry: Hurry | None = None,
) -> str:
    """The table of round ``r``: with ``selected``, the places that tile may go are marked.

    ``interactive`` makes it a table to play on: each place is a button named for its move.
    ``hint`` (the coach's move, say) marks its place with the class ``hint`` when its tile
    is the one selected; ``size`` says how large the table is drawn (:class:`.svg.Size`).
    ``places`` (where ``selected`` may go) and ``table`` (``r.table``) may be given by a
    caller that has them already; ``hurry`` is passed on to :func:`.layout.table_layout`
    (drafts, and who waits for a table laid out again).

    >>> r = Round.deal("spruce", players=3, seed=2)
    >>> r.play("9|9")
    >>> a = r.legal_actions()[0]
    >>> s = table_svg(r, selected=a.tile, hint=a, size=Size(grow=2))
    >>> f'class="target hint" data-target="{a.on}"' in s, "max-height:" in s
    (True, True)
    """
    lay = table_layout(r.table if table is None else table, hurry)
    found = targets(r, selected, lay, places=places)
    hinted = hint is not None and hint.kind == "play" and hint.tile == selected
    x0, y0, x1, y1 = table_extent(lay, found)
    d = drawing(
        "cf-table",
        (x0, y0, x1 - x0, y1 - y0),
        _("The table, double {number}").format(number=r.double),
        describe_table(r, lay),
        interactive=interactive,
        size=size,
    )
    block = table_block(
        d,
        r,
        lay,
        found,
        highlight_last=highlight_last,
        interactive=interactive,
        hint=target_key(hint.on) if hint is not None and hinted else None,
    )
    d.add(block)
    return str(d.tostring())
