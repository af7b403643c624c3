"""Saving pictures: SVG as it is, PNG through cairosvg (an optional extra).

>>> import tempfile, pathlib
>>> from chickenfoot_nb.tiles import Tile
>>> from chickenfoot_nb.render.tiles import tile_svg
>>> path = pathlib.Path(tempfile.mkdtemp()) / "tile.svg"
>>> save_svg(tile_svg(Tile(6, 1)), path)
>>> path.read_text(encoding="utf-8").startswith("<svg")
True
"""

from __future__ import annotations

import re
from pathlib import Path

_VIEWBOX = re.compile(r'viewBox="([-\d.e ]+)"')
_STYLE = re.compile(r' style="max-width:[^"]*"')


def save_svg(svg: str, path: str | Path) -> None:
    """Write ``svg`` to ``path`` as UTF-8 text."""
    Path(path).write_text(svg, encoding="utf-8")


def sized(svg: str, width: int) -> str:
    """``svg`` with ``width="100%"`` replaced by ``width`` pixels and the matching height.

    A picture that scales to its cell has no size of its own; a PNG needs one.

    >>> sized('<svg width="100%" viewBox="0 0 200 100"></svg>', 400)
    '<svg width="400" height="200" viewBox="0 0 200 100"></svg>'
    """
    found = _VIEWBOX.search(svg)
    if found is None:
        raise ValueError("the SVG has no viewBox, so it cannot be sized")
    _, _, w, h = (float(v) for v in found.group(1).split())
    height = round(width * h / w)
    # the cell-fitting style means nothing outside a browser, and cairosvg misreads it
    svg = _STYLE.sub("", svg, count=1)
    return svg.replace('width="100%"', f'width="{width}" height="{height}"', 1)


def to_png(svg: str, path: str | Path, *, width: int = 1200) -> None:
    """Write ``svg`` as a PNG ``width`` pixels wide (needs cairosvg: ``pip install cairosvg``)."""
    try:
        import cairosvg
    except ImportError as e:  # pragma: no cover - depends on the installation
        raise ImportError(
            "PNG export needs cairosvg: pip install 'chickenfoot_nb[png]' (or cairosvg)"
        ) from e
    cairosvg.svg2png(bytestring=sized(svg, width).encode("utf-8"), write_to=str(path))
