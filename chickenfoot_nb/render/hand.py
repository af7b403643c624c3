"""A hand: tiles standing in rows, the legal ones marked, the others dimmed, one selected.

>>> from chickenfoot_nb.hand import Hand
>>> s = hand_svg(Hand.parse("9|4 5|5"), seat=1)
>>> 'class="cf-hand"' in s, s.count('class="tile in-hand"'), 'data-seat="1"' in s
(True, 2, True)
>>> "9|4 in Seat 1's hand" in s
True
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import svgwrite

from chickenfoot_nb.explain import Verdict
from chickenfoot_nb.i18n import _, ngettext
from chickenfoot_nb.render.palette import LEGAL, UNIT
from chickenfoot_nb.render.svg import Size, drawing
from chickenfoot_nb.render.tiles import tile_group
from chickenfoot_nb.tiles import Tile

GAP = 6.0
ROW_GAP = 10.0
LIFT = 7.0


@dataclass(frozen=True)
class HandBlock:
    """A drawn hand and the room it takes (its top left corner is where it was asked)."""

    group: Any
    width: float
    height: float


def hand_size(count: int, per_row: int, scale: float = 1.0) -> tuple[float, float]:
    """The width and height of a hand of ``count`` tiles, ``per_row`` to a row.

    >>> hand_size(12, 12), hand_size(13, 12)
    ((306.0, 47.0), (306.0, 97.0))
    """
    cols = max(1, min(count, per_row))
    rows = max(1, -(-count // per_row))
    width = cols * UNIT + (cols - 1) * GAP
    height = LIFT + rows * 2 * UNIT + (rows - 1) * ROW_GAP
    return width * scale, height * scale


def reason_words(v: Verdict) -> str:
    """A verdict's reason as it reads after ``"9|4 in Ana's hand: "``.

    >>> reason_words(Verdict(Tile(9, 4), True, (None,), "it can start a new arm on 9|9"))
    'can start a new arm on 9|9'
    """
    # Only English needs its subject dropped: the translations leave it out in both places.
    return v.reason[3:] if v.reason.startswith("it ") else v.reason


def _hidden_title(owner: str | None) -> str:
    if owner is None:
        return _("a hidden tile in the hand")
    return _("a hidden tile in {name}'s hand").format(name=owner)


def tile_title(t: Tile, owner: str | None, v: Verdict | None = None) -> str:
    """The title of tile ``t`` in ``owner``'s hand (``None``: nobody named), with its verdict.

    >>> tile_title(Tile(9, 4), "Ana", Verdict(Tile(9, 4), True, (None,), "it can start a new arm on 9|9"))
    "9|4 in Ana's hand: can start a new arm on 9|9"
    """
    if v is None:
        if owner is None:
            return _("{tile} in the hand").format(tile=t)
        return _("{tile} in {name}'s hand").format(tile=t, name=owner)
    if owner is None:
        said = _("{tile} in the hand: {reason}")
    else:
        said = _("{tile} in {name}'s hand: {reason}")
    return said.format(tile=t, name=owner, reason=reason_words(v))


def hand_block(
    d: svgwrite.Drawing,
    tiles: Sequence[Tile],
    *,
    x: float,
    y: float,
    owner: str | None,
    seat: int | None,
    verdicts: Sequence[Verdict] | None = None,
    selected: Tile | None = None,
    face_down: bool = False,
    per_row: int = 12,
    scale: float = 1.0,
    buttons: Mapping[Tile, dict[str, str]] | None = None,
    label: dict[str, str] | None = None,
    hint: Tile | None = None,
) -> HandBlock:
    """Draw ``tiles`` in rows from ``(x, y)``; ``owner`` names the hand's player in titles.

    ``owner=None`` speaks of "the hand", naming no one.

    ``buttons`` gives tiles their ARIA attributes (see :mod:`chickenfoot_nb.render.aria`);
    ``label`` names the whole hand as one group, its face-down tiles hidden from the
    accessibility tree.
    """
    per_row = max(1, per_row)
    g = d.g(class_="hand", **({"data-seat": str(seat)} if seat is not None else {}))
    for key, value in (label or {}).items():
        g.attribs[key] = value
    judged = {v.tile: v for v in verdicts or ()}
    step = (UNIT + GAP) * scale
    for i, t in enumerate(tiles):
        col, row = i % per_row, i // per_row
        cx = x + col * step + UNIT / 2 * scale
        cy = y + (LIFT + UNIT + row * (2 * UNIT + ROW_GAP)) * scale
        attrs = {"data-seat": str(seat)} if seat is not None else {}
        if face_down:
            if label:
                attrs["aria-hidden"] = "true"
            g.add(
                tile_group(
                    d,
                    None,
                    None,
                    x=cx,
                    y=cy,
                    angle=90,
                    classes=("face-down", "in-hand"),
                    title=_hidden_title(owner),
                    attrs=attrs,
                    scale=scale,
                )
            )
            continue
        classes = ["in-hand"]
        v = judged.get(t)
        if v is not None:
            classes.append("legal" if v.playable else "dimmed")
        title = tile_title(t, owner, v)
        lifted = selected is not None and t == selected
        if lifted:
            classes.append("selected")
            cy -= LIFT * scale
        if t == hint:
            classes.append("hint")
        attrs["data-tile"] = str(t)
        attrs.update((buttons or {}).get(t, {}))
        g.add(
            tile_group(
                d,
                t.hi,
                t.lo,
                x=cx,
                y=cy,
                angle=90,
                classes=classes,
                title=title,
                attrs=attrs,
                scale=scale,
                outline=LEGAL if v is not None and v.playable else None,
                dimmed=v is not None and not v.playable,
                selected=lifted,
            )
        )
    width, height = hand_size(len(tiles), per_row, scale)
    return HandBlock(g, width, height)


def hand_svg(
    tiles: Iterable[Tile],
    *,
    verdicts: Sequence[Verdict] | None = None,
    seat: int | None = None,
    selected: Tile | None = None,
    face_down: bool = False,
    per_row: int = 12,
    buttons: Mapping[Tile, dict[str, str]] | None = None,
    hint: Tile | None = None,
    size: Size | None = None,
) -> str:
    """A hand of tiles in rows of ``per_row``, optionally judged, selected or face down.

    With ``verdicts`` (see :func:`chickenfoot_nb.explain.verdicts`) each judged tile gets
    the class ``legal`` or ``dimmed`` and its reason in its title. With ``buttons`` (the
    ARIA attributes of each tile, see :func:`chickenfoot_nb.render.aria.tile_button`) the
    hand is one to play on: a group of buttons instead of one image. The tile ``hint``
    (the coach's, say) has the class ``hint``; ``size`` says how large the hand is drawn
    (:class:`.svg.Size`).

    >>> s = hand_svg([Tile(9, 4), Tile(2, 2)], hint=Tile(2, 2), size=Size(scale=1.3))
    >>> s.count('class="tile in-hand hint"'), "width:" in s
    (1, True)
    """
    tiles = list(tiles)
    # A hand drawn without its round is named as the round names a seat given no name.
    owner = _("Seat {number}").format(number=seat) if seat is not None else None
    pad = 8.0
    width, height = hand_size(len(tiles), per_row)
    n = len(tiles)
    if face_down:
        words = ngettext("{n} face-down tile", "{n} face-down tiles", n).format(n=n)
    elif tiles:
        shown = " ".join(str(t) for t in tiles)
        legal = [str(v.tile) for v in verdicts or () if v.playable]
        if verdicts is None:
            words = _("Tiles: {tiles}").format(tiles=shown)
        elif legal:
            words = _("Tiles: {tiles}. Playable now: {playable}").format(
                tiles=shown, playable=" ".join(legal)
            )
        else:
            words = _("Tiles: {tiles}. Playable now: none").format(tiles=shown)
    else:
        words = _("No tiles.")
    if owner is None:
        title = ngettext("A hand: {n} tile", "A hand: {n} tiles", n).format(n=n)
    else:
        title = ngettext("{name}'s hand: {n} tile", "{name}'s hand: {n} tiles", n).format(
            name=owner, n=n
        )
    d = drawing(
        "cf-hand",
        (-pad, -pad, width + 2 * pad, height + 2 * pad),
        title,
        words,
        interactive=buttons is not None,
        size=size,
    )
    block = hand_block(
        d,
        tiles,
        x=0,
        y=0,
        owner=owner,
        seat=seat,
        verdicts=verdicts,
        selected=selected,
        face_down=face_down,
        per_row=per_row,
        buttons=buttons,
        hint=hint,
    )
    d.add(block.group)
    return str(d.tostring())
