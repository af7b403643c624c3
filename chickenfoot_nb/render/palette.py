"""Colours and sizes shared by every picture, so a number looks the same everywhere.

Each number 1..18 has its own pip colour (0 has no pips), the same in every picture and
every set. 1..9 come from the colour-blind-safe palettes of Paul Tol and Okabe & Ito;
10..18 were chosen to stay apart from one another (CIEDE2000 at least 18 for normal
vision and 6 under simulated protan, deutan and tritan vision). Every pip colour reaches
WCAG's 3:1 on the tile face and on the grey face of a tile that cannot be played. No
palette of 18 colours stays distinct for every reader, so the colour is only a help:
every number has its own pip layout (see :mod:`chickenfoot_nb.render.pips`).

:data:`CONTRAST` lists every pair of colours the pictures and ``widgets/board.css`` put
side by side, with the WCAG 2.2 ratio each must reach, on a light page and on the dark
pages of JupyterLab and Voila (:data:`CSS_DARK_COLOURS`); ``python benchmarks/contrast.py``
prints them as a table. :func:`theme_css` hands the widgets the colours of both themes.

>>> pip_colour(9), len(PIP_COLOURS)
('#222222', 19)
>>> round(contrast_ratio("#000000", "#FFFFFF"), 2), contrast_ratio(INK, FACE) >= 4.5
(21.0, True)
"""

from __future__ import annotations

from dataclasses import dataclass

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
    "#008577",  # 7 teal
    "#882255",  # 8 wine
    "#222222",  # 9 black
    "#1C86C0",  # 10 sky
    "#036350",  # 11 pine
    "#C36F4B",  # 12 terracotta
    "#6A3D9A",  # 13 violet
    "#BD053C",  # 14 crimson
    "#669004",  # 15 olive green
    "#8C510A",  # 16 brown
    "#E9358F",  # 17 pink
    "#777777",  # 18 grey
)

FACE = "#FFFDF5"
#: The face of a tile that cannot be played now: grey, so the pips keep their contrast.
DIMMED_FACE = "#EBEBEB"
FACE_EDGE = "#4A4A4A"
DIVIDER = "#8A8A8A"
BACK = "#2E4A62"
BACK_EDGE = "#1B2E3F"
BACK_MARK = "#8FAFCA"
INK = "#222222"
MUTED = "#666666"
WHITE = "#FFFFFF"
#: Where the pictures sit: a notebook's page, and the panels the round and scores draw.
PAGE_BG = "#FFFFFF"
PANEL_BG = "#FAFAF7"
TABLE_BG = "#EEF3EA"
LEGAL = "#1A9641"
SELECTED = "#A14A00"
TO_MOVE = "#A14A00"
LAST = "#0077BB"
FOOT = "#CC3311"
TARGET = "#A14A00"
#: The face of a target ghost: light enough for every pip colour to keep 3:1.
GHOST_FACE = "#FFF6E8"
OPEN_END = "#1A9641"
#: Shading: every other row of the score sheet, and the winners' columns.
SHADE = "#000000"
SHADE_OPACITY = 0.035
WINNER_OPACITY = 0.08
#: A zero score, in text: darker than the legal frame, as text needs 4.5:1.
GOOD = "#11652F"
#: Frame widths: a legal tile has one ring, the selected tile two (a double ring).
LEGAL_WIDTH = 2.0
SELECTED_WIDTH = 1.8
#: The colours ``widgets/board.css`` uses (tests/test_contrast.py checks that none is missing).
CSS_COLOURS: dict[str, str] = {
    "focus ring": "#1D4ED8",
    "status text": "#1F2937",
    "info text": "#14532D",
    "info background": "#EEF6EE",
    "refusal text": "#7C2D12",
    "refusal background": "#FFF4E0",
    "refusal bar": "#B45309",
    "error text": "#7F1D1D",
    "error background": "#FDE8E8",
    "error bar": "#DC2626",
    "score table rule": "#C7C7C7",
    "note text": "#374151",
    "hover glow": "#0F766E",
    "page": "#FFFFFF",
    "table area": "#F7F5EE",
    "seat edge": "#6B7280",
    "turn frame": "#1D4ED8",
    "turn mark text": "#1E3A8A",
    "turn mark background": "#DBEAFE",
    "back": "#36527A",
    "back edge": "#F8FAFC",
    "back outline": "#1E293B",
    "zoom button edge": "#6B7280",
    "zoom button text": "#111827",
    "hint": "#6D28D9",
    "hint row": "#EDE9FE",
    "only-play text": "#7C2D12",
}

#: The pages of the dark themes: JupyterLab Dark's notebook (``--jp-layout-color0``) and
#: Voila's dark page (``--jp-layout-color1``). Every dark pair is checked on both.
DARK_PAGES: tuple[str, ...] = ("#111111", "#212121")
#: What ``widgets/board.css`` draws on a dark page instead of :data:`CSS_COLOURS` (the
#: colours with no entry here sit on a light ground of their own, a seat or a message, and
#: stay). The table, the tiles and the score sheet stay light: every frame, dash and pip
#: the renderer draws is chosen for a light ground, as real tiles are light on a table.
#: The focus ring and the hint sit between the two: they ring tiles (light) on a dark page.
CSS_DARK_COLOURS: dict[str, str] = {
    "status text": "#E5E7EB",
    "note text": "#D1D5DB",
    "only-play text": "#FDBA74",
    "focus ring": "#3B82F6",
    "turn frame": "#3B82F6",
    "hint": "#8B5CF6",
    "hint row": "#2E2357",
    "seat edge": "#6B7280",
    "score table rule": "#6B7280",
}


@dataclass(frozen=True)
class Pair:
    """Two colours drawn side by side, and the WCAG ratio they must reach (4.5 text, 3 parts)."""

    what: str
    fore: str
    back: str
    minimum: float

    @property
    def ratio(self) -> float:
        """The WCAG contrast ratio of the two colours."""
        return contrast_ratio(self.fore, self.back)


def blend(fore: str, back: str, opacity: float) -> str:
    """The solid colour ``fore`` makes when drawn at ``opacity`` over ``back``.

    >>> blend("#000000", "#FFFFFF", 0.5)
    '#808080'
    """
    mix = [
        round(opacity * int(fore[i : i + 2], 16) + (1 - opacity) * int(back[i : i + 2], 16))
        for i in (1, 3, 5)
    ]
    return "#" + "".join(f"{c:02X}" for c in mix)


def luminance(colour: str) -> float:
    """The WCAG relative luminance of ``#RRGGBB``: 0 for black, 1 for white.

    >>> luminance("#FFFFFF"), luminance("#000000")
    (1.0, 0.0)
    """
    channels = [int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
    r, g, b = (c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(a: str, b: str) -> float:
    """The WCAG 2.2 contrast ratio of two ``#RRGGBB`` colours, from 1 (same) to 21.

    >>> round(contrast_ratio(MUTED, WHITE), 2)
    5.74
    """
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def _dark_pairs() -> list[Pair]:
    """The pairs of a dark page: each colour of :data:`CSS_DARK_COLOURS` on both dark pages."""
    dark = CSS_DARK_COLOURS
    out: list[Pair] = []
    for page in DARK_PAGES:
        on = f"on the dark page {page}"
        out += [
            Pair(f"status line {on}", dark["status text"], page, 4.5),
            Pair(f"explorer note {on}", dark["note text"], page, 4.5),
            Pair(f"explorer's only-play line {on}", dark["only-play text"], page, 4.5),
            Pair(f"board focus ring {on}", dark["focus ring"], page, 3),
            Pair(f"to-move frame round your hand {on}", dark["turn frame"], page, 3),
            Pair(f"a seat's frame {on}", dark["seat edge"], page, 3),
            Pair(f"coach's hint button ring {on}", dark["hint"], page, 3),
            Pair(f"coach's bars {on}", dark["hint"], page, 3),
            Pair(f"coach's interval whiskers {on}", dark["status text"], page, 3),
        ]
    out += [
        Pair("dark keyboard focus ring round a hand tile", dark["focus ring"], FACE, 3),
        Pair(
            "dark keyboard focus ring round a place on the table", dark["focus ring"], TABLE_BG, 3
        ),
        Pair("dark coach's hint ring on the tile face", dark["hint"], FACE, 3),
        Pair("dark coach's hint ring on the table", dark["hint"], TABLE_BG, 3),
        Pair("dark coach's best row text", dark["status text"], dark["hint row"], 4.5),
        Pair("dark coach's bars on the best row", dark["hint"], dark["hint row"], 3),
    ]
    return out


def _pairs() -> tuple[Pair, ...]:
    css = CSS_COLOURS
    row = blend(SHADE, PANEL_BG, SHADE_OPACITY)
    winner = blend(SELECTED, row, WINNER_OPACITY)
    out = [Pair(f"pips of {n} on the tile face", PIP_COLOURS[n], FACE, 3) for n in range(1, 19)]
    out += [
        Pair(f"pips of {n} on a dimmed face", PIP_COLOURS[n], DIMMED_FACE, 3) for n in range(1, 19)
    ]
    out += [
        Pair(f"pips of {n} on a target ghost", PIP_COLOURS[n], GHOST_FACE, 3) for n in range(1, 19)
    ]
    out += [
        Pair("tile edge on the page", FACE_EDGE, PAGE_BG, 3),
        Pair("tile edge on the table", FACE_EDGE, TABLE_BG, 3),
        Pair("tile edge on a dimmed face", FACE_EDGE, DIMMED_FACE, 3),
        Pair("divider on the tile face", DIVIDER, FACE, 3),
        Pair("tile back on the panel", BACK, PANEL_BG, 3),
        Pair("chicken foot on a tile back", BACK_MARK, BACK, 3),
        Pair("open-end mark on the tile face", OPEN_END, FACE, 3),
        Pair("legal frame on the page", LEGAL, PAGE_BG, 3),
        Pair("legal frame on the panel", LEGAL, PANEL_BG, 3),
        Pair("selected frame on the page", SELECTED, PAGE_BG, 3),
        Pair("selected frame on the panel", SELECTED, PANEL_BG, 3),
        Pair("selected frame on the tile face", SELECTED, FACE, 3),
        Pair("to-move frame on the panel", TO_MOVE, PANEL_BG, 3),
        Pair("last-tile frame on the table", LAST, TABLE_BG, 3),
        Pair("chicken-foot frame on the table", FOOT, TABLE_BG, 3),
        Pair("target dashes on the table", TARGET, TABLE_BG, 3),
        Pair("target dashes on the ghost face", TARGET, GHOST_FACE, 3),
        Pair("slot and bridge dashes on the table", MUTED, TABLE_BG, 3),
        Pair("mark number on its disc", WHITE, MUTED, 4.5),
        Pair("text on the panel", INK, PANEL_BG, 4.5),
        Pair("quiet text on the panel", MUTED, PANEL_BG, 4.5),
        Pair("quiet text on a shaded score row", MUTED, row, 4.5),
        Pair("text in a winner's shaded column", INK, winner, 4.5),
        Pair("quiet text in a winner's shaded column", MUTED, winner, 4.5),
        Pair("zero score in a winner's shaded column", GOOD, winner, 4.5),
        Pair("board focus ring on the page", css["focus ring"], PAGE_BG, 3),
        Pair("board focus ring on the panel", css["focus ring"], PANEL_BG, 3),
        Pair("button focus ring on the page", css["focus ring"], PAGE_BG, 3),
        Pair("status line", css["status text"], PAGE_BG, 4.5),
        Pair("information message", css["info text"], css["info background"], 4.5),
        Pair("refusal message", css["refusal text"], css["refusal background"], 4.5),
        Pair("refusal bar", css["refusal bar"], css["refusal background"], 3),
        Pair("error message", css["error text"], css["error background"], 4.5),
        Pair("error bar", css["error bar"], css["error background"], 3),
        Pair("explorer note", css["note text"], PAGE_BG, 4.5),
        Pair("explorer's only-play line", css["refusal text"], PAGE_BG, 4.5),
        Pair("target hover glow on the table", css["hover glow"], TABLE_BG, 3),
        Pair("to-move frame round a seat", css["turn frame"], css["page"], 3),
        Pair("'your turn' mark", css["turn mark text"], css["turn mark background"], 4.5),
        Pair("face-down back in a seat", css["back outline"], css["page"], 3),
        Pair("face-down back's fill on the page", css["back"], css["page"], 3),
        Pair("edge between two face-down backs", css["back edge"], css["back"], 3),
        Pair("a seat's frame on the page", css["seat edge"], css["page"], 3),
        Pair("zoom button edge", css["zoom button edge"], css["table area"], 3),
        Pair("zoom button text", css["zoom button text"], css["page"], 4.5),
        Pair("coach's hint ring on the tile face", css["hint"], FACE, 3),
        Pair("coach's hint ring on the table", css["hint"], TABLE_BG, 3),
        Pair("coach's hint button ring", css["hint"], css["page"], 3),
        Pair("coach's bars on the page", css["hint"], css["page"], 3),
        Pair("coach's best row text", css["status text"], css["hint row"], 4.5),
        Pair("coach's bars on the best row", css["hint"], css["hint row"], 3),
        Pair("keyboard focus ring round a hand tile", css["focus ring"], css["page"], 3),
    ]
    return tuple(out)


#: Every pair of colours drawn side by side on a light page, with the WCAG ratio it must reach.
LIGHT_CONTRAST: tuple[Pair, ...] = _pairs()
#: The pairs that change on a dark page (JupyterLab Dark, Voila ``--theme=dark``).
DARK_CONTRAST: tuple[Pair, ...] = tuple(_dark_pairs())
#: Every pair of both themes.
CONTRAST: tuple[Pair, ...] = LIGHT_CONTRAST + DARK_CONTRAST


def theme_css() -> str:
    """The CSS custom properties (``--cf-status-text`` ...) of both themes, for every widget.

    Light values by default and on a JupyterLab or Voila page that says it is light; the
    dark values where the page says it is dark (``data-jp-theme-light="false"``), or, on a
    page that says nothing, where the reader's system prefers dark; and :func:`figure_css`.

    >>> "--cf-focus-ring: #1D4ED8;" in theme_css(), "--cf-focus-ring: #3B82F6;" in theme_css()
    (True, True)
    """

    def block(selector: str, colours: dict[str, str]) -> str:
        said = " ".join(
            f"--cf-{name.replace(' ', '-')}: {colours[name]};" for name in CSS_DARK_COLOURS
        )
        return f"{selector} {{ {said} }}"

    dark = block('body[data-jp-theme-light="false"]', CSS_DARK_COLOURS)
    light = block(':root, body[data-jp-theme-light="true"]', CSS_COLOURS)
    dark_unsaid = dark.replace('[data-jp-theme-light="false"]', ":not([data-jp-theme-light])")
    return "\n".join(
        [
            light,
            dark,
            "@media (prefers-color-scheme: dark) {",
            "  " + dark_unsaid,
            "}",
            figure_css(),
        ]
    )


def figure_css() -> str:
    """How a figure (``img.cf-figure``, a PNG on a transparent ground) reads on a dark page.

    On a dark page it is inverted and turned half round the colour wheel: black text and
    axes turn white, and each colour keeps its hue, lighter (blue stays blue). One picture
    serves both themes; under forced colours it is left as drawn.

    >>> "invert(1) hue-rotate(180deg)" in figure_css()
    True
    """
    turn = "filter: invert(1) hue-rotate(180deg);"
    return "\n".join(
        [
            f'body[data-jp-theme-light="false"] img.cf-figure {{ {turn} }}',
            "@media (prefers-color-scheme: dark) {",
            f"  body:not([data-jp-theme-light]) img.cf-figure {{ {turn} }}",
            "}",
            "@media (forced-colors: active) { img.cf-figure { filter: none; } }",
        ]
    )


def pip_colour(number: int) -> str:
    """The colour of the pips of ``number`` (1..18), the same in every picture.

    >>> pip_colour(1)
    '#332288'
    """
    return PIP_COLOURS[number]


def contrast_table() -> str:
    """:data:`CONTRAST` as a Markdown table: theme, pair, colours, ratio, minimum.

    >>> contrast_table().splitlines()[2].startswith("| light | pips of 1 on the tile face |")
    True
    """
    rows = ["| theme | pair | colours | ratio | minimum |", "|---|---|---|---|---|"]
    rows += [
        f"| {theme} | {p.what} | {p.fore} on {p.back} | {p.ratio:.2f} | {p.minimum:g} |"
        for theme, pairs in (("light", LIGHT_CONTRAST), ("dark", DARK_CONTRAST))
        for p in pairs
    ]
    return "\n".join(rows)
