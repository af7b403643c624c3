"""Every colour pair the pictures and the widgets' CSS draw side by side reaches WCAG 2.2 AA.

The pairs and their minimums (4.5:1 for text, 3:1 for pips, frames, dashes and focus
rings) are listed in :data:`chickenfoot_nb.render.palette.CONTRAST`, for a light page and
for the two dark pages (JupyterLab Dark, Voila dark); these tests check the list against
the ratios, the renderer's output, ``widgets/board.css`` and the themes' custom properties.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from chickenfoot_nb.bots import play_round
from chickenfoot_nb.explain import verdicts
from chickenfoot_nb.match import Match
from chickenfoot_nb.render import hand_svg, round_svg, score_sheet_svg
from chickenfoot_nb.render import palette as P
from chickenfoot_nb.round import Round
from tests.positions import midgame

CSS = Path(P.__file__).parents[1] / "widgets" / "board.css"
HEX = re.compile(r"#[0-9a-fA-F]{6}\b")
THEMED = re.compile(r"var\(--cf-([a-z-]+)")


@pytest.mark.parametrize("pair", P.CONTRAST, ids=lambda p: p.what)
def test_each_pair_reaches_its_minimum(pair: P.Pair) -> None:
    assert pair.ratio >= pair.minimum, f"{pair.what}: {pair.ratio:.2f} < {pair.minimum}"


def test_the_ratio_is_wcags() -> None:
    # WCAG's own examples: black on white is 21:1, and #777777 on white just fails 4.5:1.
    assert P.contrast_ratio("#000000", "#FFFFFF") == pytest.approx(21.0)
    assert P.contrast_ratio("#777777", "#FFFFFF") == pytest.approx(4.48, abs=0.01)
    assert P.contrast_ratio(P.FACE, P.FACE) == 1.0


def test_every_pip_colour_is_checked_on_every_face() -> None:
    faces = {(p.fore, p.back) for p in P.CONTRAST}
    for colour in P.PIP_COLOURS[1:]:
        for face in (P.FACE, P.DIMMED_FACE, P.GHOST_FACE):
            assert (colour, face) in faces


def test_no_two_numbers_share_a_pip_colour() -> None:
    assert len(set(P.PIP_COLOURS[1:])) == 18


def test_every_colour_in_board_css_is_in_the_palette() -> None:
    used = {c.upper() for c in HEX.findall(CSS.read_text())}
    known = {c.upper() for c in (*P.CSS_COLOURS.values(), *P.CSS_DARK_COLOURS.values())}
    assert used <= known, f"colours in board.css missing from CSS_COLOURS: {used - known}"
    checked = {c for p in P.CONTRAST for c in (p.fore.upper(), p.back.upper())}
    assert used - {"#C7C7C7"} <= checked  # table rules between cells only decorate


def test_every_colour_the_renderer_draws_is_in_a_checked_pair() -> None:
    r = midgame()
    chosen = next(v.tile for v in verdicts(r) if len(v.targets) == 2)
    m = Match("spruce", players=3, seed=1, set=6)
    while True:  # a whole match: shaded rows, a winner's column, a zero score
        play_round(m.current, ["greedy"] * 3)
        if m.is_complete:
            break
        m.next_round()
    svgs = [
        round_svg(r, viewer=r.seat, selected=chosen, interactive=True),
        round_svg(r),
        hand_svg(r.hand(r.seat), verdicts=verdicts(r)),
        score_sheet_svg(m),
    ]
    drawn = {c.upper() for s in svgs for c in HEX.findall(s)}
    checked = {c.upper() for p in P.CONTRAST for c in (p.fore, p.back)}
    # The shading of the score sheet is checked as the solid colour it makes (P.blend).
    assert drawn - checked <= {P.BACK_EDGE, P.SHADE}, drawn - checked


def test_no_picture_fades_a_tile_below_its_contrast() -> None:
    r = Round.deal("gamerules", players=4, seed=5)
    svg = hand_svg(r.hand(r.seat), verdicts=verdicts(r), seat=r.seat)
    assert ' opacity="' not in svg and "fill-opacity" not in svg
    assert P.DIMMED_FACE in svg and 'stroke-dasharray="3 2"' in svg


def test_every_themed_colour_has_a_light_and_a_dark_value() -> None:
    # board.css names them as --cf-<name>; theme_css() sets each for both themes.
    names = {n.replace(" ", "-") for n in P.CSS_DARK_COLOURS}
    assert set(THEMED.findall(CSS.read_text())) <= names
    assert set(P.CSS_DARK_COLOURS) <= set(P.CSS_COLOURS)
    css = P.theme_css()
    for name in P.CSS_DARK_COLOURS:
        prop = "--cf-" + name.replace(" ", "-")
        assert f"{prop}: {P.CSS_COLOURS[name]};" in css
        assert f"{prop}: {P.CSS_DARK_COLOURS[name]};" in css


def test_dark_pairs_are_checked_on_both_dark_pages() -> None:
    backs = {p.back for p in P.DARK_CONTRAST}
    assert set(P.DARK_PAGES) <= backs
    on_page = {(p.fore, p.back) for p in P.DARK_CONTRAST}
    text = ("status text", "note text", "only-play text")
    rings = ("focus ring", "turn frame", "hint", "seat edge")
    for page in P.DARK_PAGES:
        for name in (*text, *rings):
            assert (P.CSS_DARK_COLOURS[name], page) in on_page, (name, page)
    assert all(p.minimum == 4.5 for p in P.DARK_CONTRAST if "line" in p.what or "text" in p.what)


def test_no_text_on_the_page_keeps_a_fixed_dark_colour() -> None:
    # Text with no ground of its own takes the host's colour or a themed one (issue 28):
    # the fixed dark colours left in board.css sit on a light ground set in the same rule,
    # or inside a seat (.cf-seat, a white card in every theme).
    for rule in re.findall(r"([^{}]+)\{([^{}]*)\}", CSS.read_text()):
        selector, body = rule
        colour = re.search(r"(?<![-\w])color:\s*(#[0-9a-fA-F]{6})", body)
        in_seat = selector.strip().startswith(".cf-seat")
        if colour and P.luminance(colour.group(1)) < 0.2 and not in_seat:
            assert "background" in body, f"{selector.strip()}: {colour.group(1)} with no ground"
