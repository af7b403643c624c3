"""Colours and sizes shared by every picture, so a number looks the same everywhere.

Each number 1..18 has its own pip colour (0 has no pips), the same in every picture and
every set. The colours come from the colour-blind-safe palettes of Paul Tol and Okabe &
Ito: 1..9 are nine well-separated colours, and so are 10..18 (numbers from the two groups
never share a layout, so a similar colour across groups cannot mislead). No palette of 18
colours stays distinct for every reader, so the colour is only a help: every number has
its own pip layout (see :mod:`chickenfoot_nb.render.pips`).

>>> pip_colour(9), len(PIP_COLOURS)
('#222222', 19)
"""

from __future__ import annotations

#: Layout units (one half of a tile) to SVG user units.
UNIT = 20.0

#: Pip colour of each number; index 0 is unused (the blank has no pips).
PIP_COLOURS: tuple[str, ...] = (
    "#000000",
    "#332288",  # 1 indigo
    "#117733",  # 2 green
    "#CC3311",  # 3 red
    "#0077BB",  # 4 blue
    "#AA4499",  # 5 purple
    "#997700",  # 6 ochre
    "#009988",  # 7 teal
    "#882255",  # 8 wine
    "#222222",  # 9 black
    "#33BBEE",  # 10 sky
    "#EE3377",  # 11 magenta
    "#999933",  # 12 olive
    "#6A3D9A",  # 13 violet
    "#E69F00",  # 14 orange
    "#44AA99",  # 15 sea green
    "#8C510A",  # 16 brown
    "#D55E00",  # 17 vermilion
    "#777777",  # 18 grey
)

FACE = "#FFFDF5"
FACE_EDGE = "#4A4A4A"
DIVIDER = "#8A8A8A"
BACK = "#2E4A62"
BACK_EDGE = "#1B2E3F"
BACK_MARK = "#6F8FAA"
INK = "#222222"
MUTED = "#666666"
LEGAL = "#1A9641"
SELECTED = "#F39C12"
LAST = "#0077BB"
FOOT = "#CC3311"
TARGET = "#F39C12"
OPEN_END = "#1A9641"
TABLE_BG = "#EEF3EA"
PANEL_BG = "#FAFAF7"
DIMMED_OPACITY = 0.38


def pip_colour(number: int) -> str:
    """The colour of the pips of ``number`` (1..18), the same in every picture.

    >>> pip_colour(1)
    '#332288'
    """
    return PIP_COLOURS[number]
