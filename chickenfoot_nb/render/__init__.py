"""Pictures of tiles, hands, the table, whole rounds and score sheets, as SVG strings.

Every function is pure: state and keyword options in, an SVG string out. The pictures
scale to the width of their cell (a ``viewBox`` and ``width="100%"``), hold a text
description for screen readers, and mark every tile for the widgets (``data-tile``,
``data-on``, ``data-seat``; see :mod:`chickenfoot_nb.render.table`).

>>> from chickenfoot_nb import Round
>>> r = Round.deal("spruce", players=2, seed=5)
>>> round_svg(r).startswith("<svg")
True
"""

from chickenfoot_nb.render.export import save_svg, to_png
from chickenfoot_nb.render.hand import hand_svg
from chickenfoot_nb.render.layout import PlacedTile, TableLayout, table_layout
from chickenfoot_nb.render.round_view import round_svg
from chickenfoot_nb.render.scores import score_sheet_svg
from chickenfoot_nb.render.table import table_svg
from chickenfoot_nb.render.tiles import tile_svg

__all__ = [
    "PlacedTile",
    "TableLayout",
    "hand_svg",
    "round_svg",
    "save_svg",
    "score_sheet_svg",
    "table_layout",
    "table_svg",
    "tile_svg",
    "to_png",
]
