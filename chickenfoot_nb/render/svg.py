"""The shared SVG plumbing: a drawing that scales to its cell, text, and text wrapping.

Every picture is an ``<svg>`` with a class (``cf-round``, ``cf-table``, ``cf-hand``,
``cf-score``, ``cf-tile``), a ``viewBox``, ``width="100%"`` and no fixed pixel size, a
``<title>`` and a ``<desc>`` that says in words what it shows. Text goes through
svgwrite, which escapes it, so a player's name can never become markup.

>>> d = drawing("cf-demo", (0, 0, 100, 50), "A demo", "Nothing to see.")
>>> s = d.tostring()
>>> 'class="cf-demo"' in s, 'width="100%"' in s, 'viewBox="0 0 100 50"' in s
(True, True, True)
>>> wrap("one two three four", 9)
['one two', 'three', 'four']
"""

from __future__ import annotations

import textwrap
from dataclasses import dataclass
from typing import Any
from xml.etree import ElementTree

import svgwrite
import svgwrite.container

from chickenfoot_nb.i18n import html_lang
from chickenfoot_nb.render.palette import INK

FONT = "DejaVu Sans, Verdana, Helvetica, Arial, sans-serif"
#: Average width of a character, as a share of the font size (for wrapping and fitting).
CHAR = 0.58


@dataclass(frozen=True)
class Size:
    """How large a picture is drawn on the page, in CSS pixels per user unit.

    By default (``Size()``) a picture shrinks with a narrow cell but never grows past its
    natural size: a lone tile at the end of a cell should look like a tile, not fill the
    notebook. ``scale`` draws it that many pixels per unit (still shrinking with its room);
    ``grow`` lets it fill its room (width and height) up to that many times its size.

    >>> Size().style(10, 5)
    'max-width:10px;height:auto'
    >>> Size(scale=2.0).style(10, 5)
    'width:20px;max-width:100%;height:auto'
    >>> Size(grow=2.2).style(10, 5)
    'width:100%;height:100%;max-width:22px;max-height:11px;margin:auto'
    """

    scale: float | None = None
    grow: float | None = None

    def style(self, width: float, height: float) -> str:
        """The ``style`` attribute of a picture ``width`` by ``height`` user units."""
        if self.grow is not None:
            return (
                f"width:100%;height:100%;max-width:{width * self.grow:.0f}px;"
                f"max-height:{height * self.grow:.0f}px;margin:auto"
            )
        if self.scale is not None:
            return f"width:{width * self.scale:.0f}px;max-width:100%;height:auto"
        return f"max-width:{_n(width):g}px;height:auto"


def drawing(
    kind: str,
    box: tuple[float, float, float, float],
    title: str,
    desc: str,
    *,
    interactive: bool = False,
    size: Size | None = None,
) -> svgwrite.Drawing:
    """A new drawing of class ``kind`` over ``box`` (x, y, width, height) in user units.

    A picture is one image (``role="img"``) unless it is ``interactive``: then it is a
    group, so that the buttons inside it are heard (see :mod:`chickenfoot_nb.render.aria`).
    Its ``lang`` is the language spoken now, the language of its words. ``size`` says how
    large it is drawn on the page (see :class:`Size`); by default it shrinks with a narrow
    cell and never grows past its natural size.
    """
    d = _Drawing(debug=False, size=("100%", None))
    d.attribs["viewBox"] = " ".join(f"{_n(v):g}" for v in box)
    d.attribs["style"] = (size or Size()).style(box[2], box[3])
    d.attribs["class"] = kind
    d.attribs["role"] = "group" if interactive else "img"
    d.attribs["font-family"] = FONT
    # Screen readers and axe-core read the title, the descriptions and the text in this language.
    d.attribs["lang"] = html_lang()
    d.set_desc(title=title, desc=desc)
    return d


class _Drawing(svgwrite.Drawing):
    """A drawing whose text is written as text at once: svgwrite encodes it to UTF-8 and
    back (for Python 2), through a writer called for every piece of every tag, about a
    third of the time of drawing a large table; the text is the same."""

    def tostring(self) -> str:
        return str(ElementTree.tostring(self.get_xml(), encoding="unicode"))


class _Group(svgwrite.container.Group):
    """A ``<g>`` that keeps attributes whose value is empty (svgwrite leaves them out)."""

    def get_xml(self) -> Any:
        xml = super().get_xml()
        for key, value in self.attribs.items():
            if value == "":
                xml.set(key, "")
        return xml


def group(d: svgwrite.Drawing, **attrs: Any) -> Any:
    """A ``<g>`` of drawing ``d``; unlike ``d.g``, ``data-on=""`` survives.

    >>> d = drawing("cf-demo", (0, 0, 1, 1), "t", "d")
    >>> group(d, **{"data-on": ""}).tostring()
    '<g data-on="" />'
    """
    return _Group(factory=d, **attrs)


def _n(v: float) -> float:
    return round(v, 2) + 0.0


def text(
    d: svgwrite.Drawing,
    x: float,
    y: float,
    words: str,
    size: float = 13,
    *,
    weight: str = "normal",
    anchor: str = "start",
    fill: str = INK,
    **attrs: Any,
) -> Any:
    """A line of text with its baseline at ``(x, y)``."""
    return d.text(
        words,
        insert=(_n(x), _n(y)),
        font_size=_n(size),
        font_weight=weight,
        text_anchor=anchor,
        fill=fill,
        **attrs,
    )


def wrap(words: str, width: int) -> list[str]:
    """Split ``words`` into lines of at most ``width`` characters (long words stay whole)."""
    return textwrap.wrap(words, width=max(8, width), break_long_words=False) or [""]


def fit(words: str, width: float, size: float) -> str:
    """``words`` cut with an ellipsis so that it fits ``width`` user units at ``size``.

    >>> fit("Alexandra Konstantinopoulou", 100, 13)
    'Alexandra Ko…'
    """
    most = max(3, int(width / (size * CHAR)))
    return words if len(words) <= most else words[: most - 1] + "…"


def text_width(words: str, size: float) -> float:
    """Roughly how wide ``words`` is at ``size``."""
    return len(words) * size * CHAR
