"""Pictures of tiles, hands, the table, whole rounds and score sheets, as SVG strings.

Every function is pure: state and keyword options in, an SVG string out. A picture
scales to the width of its cell (a ``viewBox`` and ``width="100%"``, no pixel size),
holds a ``<title>`` and a ``<desc>`` in words, and escapes every text it shows.

What the widgets find in the pictures (the DOM contract):

- the root ``<svg>`` has the class ``cf-round``, ``cf-table``, ``cf-hand``, ``cf-score``
  or ``cf-tile``;
- every visible tile is a ``<g class="tile ...">`` with ``data-tile="9|4"`` and a
  ``<title>`` in words;
- a tile in a hand has the class ``in-hand`` and ``data-seat``; judged for the seat to
  move it is ``legal`` or ``dimmed`` (its title gives the reason); the chosen tile is
  ``selected``; a hidden tile is ``face-down`` with ``data-seat`` and no ``data-tile``;
- a tile on the table has the class ``on-table``, ``data-on`` (the tile it was played on,
  ``""`` for the centre) and ``data-arm`` (the engine's arm number, from 0); the last tile
  played is ``last``, a double waiting for toes ``pending-foot``, a tile with an open end
  ``open`` (with a ``class="open-end"`` mark carrying ``data-end``);
- where the selected tile may go: ``<g class="target" data-target="9|4">``
  (``data-target="centre"`` to place the round's double);
- empty places that must be filled next: ``slot`` (``centre-slot``, ``arm-slot``,
  ``toe-slot``); the chicken yard: ``<g class="yard" data-yard="34">``; the seat labels:
  ``seat-label`` with ``data-seat``;
- a picture is ``role="img"``, except a board to play on (``round_svg(...,
  interactive=True)``): a ``role="group"`` whose face-up hand tiles and targets are
  ``role="button"`` with ``aria-label``, hand tiles with ``aria-pressed`` and, when they
  cannot be played, ``aria-disabled`` and the reason in ``aria-description``; a face-down
  hand is one ``role="group"`` with its ``aria-label`` (see :mod:`.aria`). No ``tabindex``:
  the widget's script sets it.

The table's layout is a pure function too (:func:`table_layout`): tile outlines as
polygons, for tests and for anyone who wants to draw the table another way.

>>> from chickenfoot_nb import Round
>>> r = Round.deal("spruce", players=2, seed=5)
>>> round_svg(r).startswith("<svg")
True
"""

from chickenfoot_nb.render.export import save_svg, to_png
from chickenfoot_nb.render.hand import hand_svg
from chickenfoot_nb.render.layout import (
    Hurry,
    PlacedTile,
    TableLayout,
    forget_layouts,
    table_layout,
)
from chickenfoot_nb.render.review_chart import review_chart_svg
from chickenfoot_nb.render.round_picture import round_svg
from chickenfoot_nb.render.scores import score_sheet_svg
from chickenfoot_nb.render.table import table_svg
from chickenfoot_nb.render.tiles import tile_svg

__all__ = [
    "Hurry",
    "PlacedTile",
    "TableLayout",
    "forget_layouts",
    "hand_svg",
    "review_chart_svg",
    "round_svg",
    "save_svg",
    "score_sheet_svg",
    "table_layout",
    "table_svg",
    "tile_svg",
    "to_png",
]
