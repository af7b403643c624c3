"""Every theme and device a learner uses (issue 28): dark themes, forced colours, touch, zoom.

One notebook holds every kind of output we make (a game with the coach's hint lit, a game
at the end of its round, the RulesExplorer, the HandExplorer and its figure, a lesson
Check, two attempts). JupyterLab serves it in its dark theme: axe-core finds nothing in our outputs,
every piece of our text reads against what is really behind it (computed styles) in the
dark theme and then, switched, in the light one, and forced colours keep every ring. Voila
serves ``06_play`` with ``--theme=dark``: axe finds nothing there, a whole round is played
by touch on a 1024x768 tablet, and at 200% zoom nothing needed to play is cut off.
Screenshots go to ``artifacts/browser/themes-*.png``.
"""

from __future__ import annotations

import json
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from nbbrowser import (
    GAME_OFFERS,
    ROOT,
    axe_findings,
    axe_violations,
    code_notebook,
    copy_notebooks,
    jupyterlab_server,
    new_page,
    open_in_lab,
    run_all_cells,
    screenshot,
    serve,
)
from playwright.sync_api import Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("themes")]

PLAY = ROOT / "notebooks" / "06_play.ipynb"
GAME = 'GameWidget("spruce", players=3, seats=["human", "greedy", "random"], seed=2022, set=6)'
CODE = f"""from chickenfoot_nb.widgets import GameWidget, HandExplorer, PuzzleWidget, RulesExplorer
from chickenfoot_nb.lessons import ask, attempt
from chickenfoot_nb import Round
from IPython.display import display
hinted = {GAME}
hinted.game.hint(samples=100, wait=True)
over = {GAME}
over.play_to_end()
display(hinted, over, RulesExplorer(), HandExplorer(samples=300), ask("after-going-out"))
r = Round.deal("spruce", players=3, seed=2)
display(attempt(r, "play 9|4"), attempt(r, "play 9|9"))
puzzle = PuzzleWidget(seed=0)
puzzle.hint()
display(puzzle)
"""
#: Our outputs in the page: everything axe and the contrast measure look at.
OURS = [".cf-game", ".cf-explorer", ".cf-hand-explorer", ".cf-check", ".cf-attempt", ".cf-puzzle"]

#: Each piece of visible text in our outputs, its colour and the colour really behind it:
#: the backgrounds of every element from the page down, laid over one another (computed
#: styles), over the white the browser starts from. Text in a disabled control (exempt
#: from WCAG's contrast) and text inside pictures (SVG, checked by render/palette.py) is
#: left out.
CONTRAST = """(roots) => {
  const parse = (c) => {
    const m = c.match(/rgba?\\(([^)]+)\\)/);
    if (!m) return null;
    const p = m[1].split(/[\\s,\\/]+/).filter(Boolean).map(Number);
    return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
  };
  const over = (f, b) => [0, 1, 2].map((i) => f[i] * f[3] + b[i] * (1 - f[3])).concat([1]);
  const lum = (c) => {
    const [r, g, b] = c.slice(0, 3).map((v) => {
      v /= 255;
      return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const ratio = (a, b) => {
    const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
  };
  const ground = (el) => {
    const chain = [];
    for (let e = el; e; e = e.parentElement) chain.push(e);
    let bg = [255, 255, 255, 1];
    for (const e of chain.reverse()) {
      const c = parse(getComputedStyle(e).backgroundColor);
      if (c && c[3] > 0) bg = over(c, bg);
    }
    return bg;
  };
  const found = [];
  for (const root of document.querySelectorAll(roots.join(","))) {
    for (const el of root.querySelectorAll("*")) {
      if (el.closest("svg, option, .cf-visually-hidden, [disabled], .mod-disabled")) continue;
      const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
      if (!own || el.getClientRects().length === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility !== "visible" || Number(style.opacity) === 0) continue;
      const bg = ground(el);
      const fg = over(parse(style.color), bg);
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      found.push({
        text: el.textContent.trim().slice(0, 50),
        where: el.className && el.className.baseVal === undefined ? String(el.className) : el.tagName,
        ratio: Math.round(ratio(fg, bg) * 100) / 100,
        minimum: large ? 3 : 4.5,
        fg: fg.slice(0, 3).map(Math.round),
        bg: bg.slice(0, 3).map(Math.round),
      });
    }
  }
  return found;
}"""


def measure(page: Page, theme: str) -> list[dict[str, Any]]:
    """Every piece of our text with its contrast; saved as ``themes-contrast-THEME.json``."""
    found: list[dict[str, Any]] = page.evaluate(CONTRAST, OURS)
    out = ROOT / "artifacts" / "browser" / f"themes-contrast-{theme}.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(found, indent=1))
    return found


def too_faint(found: list[dict[str, Any]]) -> list[str]:
    return [
        f"{f['ratio']} < {f['minimum']}: {f['text']!r} ({f['where']}) {f['fg']} on {f['bg']}"
        for f in found
        if f["ratio"] < f["minimum"]
    ]


def lab_theme_settings(folder: Path, theme: str) -> None:
    """Make the Lab that :func:`jupyterlab_server` starts on ``folder`` open in ``theme``."""
    apputils = folder.parent / f"{folder.name}-lab" / "settings" / "@jupyterlab"
    apputils = apputils / "apputils-extension"
    apputils.mkdir(parents=True, exist_ok=True)
    (apputils / "themes.jupyterlab-settings").write_text(json.dumps({"theme": theme}))


def choose_theme(page: Page, theme: str) -> None:
    """Settings > Theme > ``theme`` in JupyterLab, and wait until the page wears it."""
    page.locator("#jp-MainMenu .lm-MenuBar-itemLabel:text-is('Settings')").click()
    page.locator(".lm-Menu-itemLabel:text-is('Theme')").hover()
    page.locator(f".lm-Menu-itemLabel:text-is('{theme}')").click()
    light = "false" if "Dark" in theme else "true"
    expect(page.locator(f"body[data-jp-theme-light='{light}']")).to_have_count(1)
    page.wait_for_timeout(500)  # the theme's stylesheet is swapped in after the attribute


@pytest.fixture(scope="module")
def lab_dark(browser: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Page]:
    """Our every output, run in JupyterLab Dark, on one tall page (no virtual scrolling)."""
    folder = tmp_path_factory.mktemp("themes") / "nb"
    code_notebook(folder, "themes.ipynb", CODE, title="Themes")
    lab_theme_settings(folder, "JupyterLab Dark")
    with jupyterlab_server(folder) as url:
        page = new_page(browser, 1280, 5200)
        open_in_lab(page, url, "themes.ipynb")
        expect(page.locator("body[data-jp-theme-light='false']")).to_have_count(1)
        run_all_cells(page)
        expect(page.locator(".cf-check .cf-question")).to_be_visible(timeout=60_000)
        expect(page.locator(".cf-hand-explorer img.cf-figure")).to_be_visible()
        expect(page.locator(".cf-game .tile.hint")).to_have_count(1)
        expect(page.locator(".cf-attempt")).to_have_count(2)
        try:
            yield page
        finally:
            page.context.close()


@pytest.fixture(scope="module")
def voila_dark(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """``06_play`` in Voila's dark theme."""
    folder = copy_notebooks(tmp_path_factory.mktemp("themes-voila"), [PLAY])
    shutil.copytree(ROOT / "notebooks" / "positions", folder / "positions")
    work = folder.parent / "voila"
    work.mkdir()
    argv = [
        sys.executable, "-m", "voila", "--no-browser", "--Voila.ip=127.0.0.1",
        "--Voila.port_retries=0", "--theme=dark", str(folder / PLAY.name),
    ]  # fmt: skip
    with serve(work, argv, "/voila/static/") as url:
        yield url + "/"


def test_lab_dark_our_outputs_pass_axe(lab_dark: Page) -> None:
    violations = axe_violations(lab_dark, {"include": [[s] for s in OURS]})
    # two games on this page: each landmark's name is its own (landmark-unique) too
    found = axe_findings(violations)
    assert not found, "\n".join(found)


def test_lab_text_reads_in_the_dark_theme_and_the_light(lab_dark: Page) -> None:
    page = lab_dark
    game = page.locator(".cf-game").first
    game.scroll_into_view_if_needed()
    screenshot(game, "themes-lab-dark-game")
    screenshot(page.locator(".cf-game").nth(1), "themes-lab-dark-round-over")
    screenshot(page.locator(".cf-hand-explorer"), "themes-lab-dark-figure")
    dark = measure(page, "lab-dark")
    assert len(dark) > 100, "too few pieces of text measured: the selectors are stale"
    assert not too_faint(dark), "\n".join(too_faint(dark))

    choose_theme(page, "JupyterLab Light")
    screenshot(page.locator(".cf-game").first, "themes-lab-light-game")
    light = measure(page, "lab-light")
    assert len(light) == len(dark)
    assert not too_faint(light), "\n".join(too_faint(light))
    choose_theme(page, "JupyterLab Dark")


#: The stroke of the first frame of the focused (or hinted) tile, as drawn now.
FRAME = """(tile) => {
  const s = getComputedStyle(tile.querySelector("rect"));
  return { stroke: s.stroke, width: s.strokeWidth, dashes: s.strokeDasharray };
}"""


def test_focus_ring_wins_over_the_hint_and_forced_colours_keep_every_mark(lab_dark: Page) -> None:
    page = lab_dark
    game = page.locator(".cf-game").first
    hinted = game.locator(".cf-hand-area .tile.hint")
    hint = hinted.evaluate(FRAME)
    assert hint["stroke"] == "rgb(139, 92, 246)", hint  # the dark theme's hint (palette.py)
    page.keyboard.press("Shift")  # a key first: the focus that follows is a keyboard focus
    hinted.evaluate("(t) => t.focus()")
    focused = hinted.evaluate(FRAME)
    assert focused["stroke"] == "rgb(59, 130, 246)", focused  # the focus ring, not the hint
    screenshot(game.locator(".cf-hand-area"), "themes-lab-dark-focus-on-hint")

    page.emulate_media(forced_colors="active")
    try:
        game.scroll_into_view_if_needed()
        screenshot(game, "themes-forced-colours-game")
        ring = hinted.evaluate(FRAME)
        assert ring["dashes"] in ("none", ""), ring  # focus: solid Highlight, not the hint
        page.evaluate("() => document.activeElement.blur()")
        mark = hinted.evaluate(FRAME)
        assert mark["dashes"] not in ("none", "") and mark["stroke"] != ring["stroke"], mark
        shadow = game.locator("button.cf-hint").evaluate(
            "(b) => [getComputedStyle(b).borderStyle, getComputedStyle(b).borderWidth]"
        )
        assert shadow[0] == "solid" and shadow[1] != "0px", shadow  # buttons keep an edge
        screenshot(game.locator(".cf-hand-area"), "themes-forced-colours-hint")
    finally:
        page.emulate_media(forced_colors="none")


def test_every_output_of_ours_is_a_named_landmark(lab_dark: Page) -> None:
    """Voila has no landmark round an output: each of ours is a region with a name."""
    unnamed = lab_dark.evaluate(
        """(roots) => [...document.querySelectorAll(roots.join(","))]
          .filter((e) => e.getAttribute("role") !== "region"
            || !(e.getAttribute("aria-label") || e.getAttribute("aria-labelledby")))
          .map((e) => e.className)""",
        OURS,
    )
    assert not unnamed, unnamed


#: How many elements in our outputs move (a transition or an animation).
MOVING = """(roots) => [...document.querySelectorAll(roots.map((r) => r + " *").join(","))]
  .map((e) => getComputedStyle(e))
  .filter((s) => s.transitionDuration.split(",").some((d) => parseFloat(d) > 0)
    || s.animationName !== "none")
  .length"""


def test_nothing_moves_when_the_reader_asks_for_less_motion(lab_dark: Page) -> None:
    page = lab_dark
    assert page.evaluate(MOVING, OURS) == 0  # nothing of ours moves today
    # a host (or a later change) that fades the buttons: stilled under reduced motion
    added = page.add_style_tag(content=".cf-game .jupyter-button { transition: opacity 0.3s; }")
    try:
        assert page.evaluate(MOVING, OURS) > 0
        page.emulate_media(reduced_motion="reduce")
        assert page.evaluate(MOVING, OURS) == 0
    finally:
        page.emulate_media(reduced_motion="no-preference")
        added.evaluate("(tag) => tag.remove()")


def test_voila_dark_our_outputs_pass_axe(browser: Any, voila_dark: str) -> None:
    page = new_page(browser, 1366, 2000)
    try:
        page.goto(voila_dark)
        expect(page.locator(".cf-game .cf-table-area svg")).to_be_visible(timeout=90_000)
        # Every exercise of the lesson is a region named by its question.
        checks = page.locator(".cf-check")
        expect(checks.first).to_be_attached()
        expect(page.locator(".cf-check[role='region'][aria-labelledby]")).to_have_count(
            checks.count()
        )
        screenshot(page, "themes-voila-dark")
        found = axe_findings(axe_violations(page, {"include": [[s] for s in OURS]}))
        assert not found, "\n".join(found)
        # no piece of our output outside a landmark (the page's own markdown is not ours)
        regions = axe_violations(page, {"include": [["body"]]})
        ours = [
            f
            for f in axe_findings([v for v in regions if v["id"] == "region"])
            if "jp-Cell-inputArea" not in f and "jp-MarkdownOutput" not in f
        ]
        assert not ours, "\n".join(ours)
        text = measure(page, "voila-dark")
        assert not too_faint(text), "\n".join(too_faint(text))
    finally:
        page.context.close()


#: What a player on the page can do now, read from the page.
STATE = """() => {
  const g = document.querySelector(".cf-game");
  const hand = [...g.querySelectorAll(".cf-hand-area .tile.in-hand[data-tile]")];
  return {
    status: g.querySelector(".cf-status").innerText,
    legal: hand.filter((t) => t.classList.contains("legal")).map((t) => t.dataset.tile),
    targets: [...g.querySelectorAll("[data-target]")].map((t) => t.dataset.target),
    draw: !g.querySelector("button.cf-draw").disabled,
    pass: !g.querySelector("button.cf-pass").disabled,
  };
}"""

#: WCAG 2.2's minimum target size (2.5.8), in CSS pixels.
TARGET = 24


def too_small(page: Page, selector: str) -> list[str]:
    """The targets matched by ``selector`` that fail WCAG 2.2's target size (2.5.8).

    A target passes when it is at least :data:`TARGET` px both ways, or by the rule's
    spacing exception: a circle of :data:`TARGET` px diameter on its centre reaches no other
    target's centre circle (centres :data:`TARGET` px apart or more). A long hand drawn at a
    tablet's width makes tiles a little under 24 px wide, with gaps between them.
    """
    # Measured in one step in the page: a redraw between a count and a measure (the bots
    # move on their own) would leave a locator pointing at a box that is gone.
    boxes = page.eval_on_selector_all(
        selector,
        "els => els.filter(e => e.getClientRects().length).map(e => {"
        " const r = e.getBoundingClientRect();"
        " return [r.width, r.height, r.x + r.width / 2, r.y + r.height / 2]; })",
    )
    failing = []
    for k, (w, h, x, y) in enumerate(boxes):
        if w >= TARGET and h >= TARGET:
            continue
        crowded = any(
            ((x - x2) ** 2 + (y - y2) ** 2) ** 0.5 < TARGET
            for j, (_, _, x2, y2) in enumerate(boxes)
            if j != k
        )
        if crowded:
            failing.append(
                f"{selector}: {w:.1f}x{h:.1f}, another target's centre under {TARGET} px away"
            )
    return failing


def test_voila_dark_selected_tile_and_targets_in_forced_colours(
    browser: Any, voila_dark: str
) -> None:
    """A tile picked with its places lit: axe finds nothing in the dark; under forced
    colours the selected rings and the places take system colours, not the drawn orange."""
    page = new_page(browser, 1366, 900)
    try:
        page.goto(voila_dark)
        game = page.locator(".cf-game")
        expect(game.locator(".cf-table-area svg")).to_be_visible(timeout=90_000)
        game.locator(".cf-hand-area .tile.in-hand.legal").first.click()  # 6|6: played at once
        expect(game.locator(".cf-message")).to_contain_text("Seat 0 placed 6|6")
        legal = game.locator(".cf-hand-area .tile.in-hand.legal")
        for _ in range(30):
            if game.locator("[data-target]").count():
                break
            before = game.locator(".cf-status").inner_text()
            if legal.count():
                legal.first.click()
            else:
                game.locator(
                    "button.cf-draw:not([disabled]), button.cf-pass:not([disabled])"
                ).first.click()
            page.wait_for_function(
                """(before) => {
                  const g = document.querySelector(".cf-game");
                  return g.querySelector(".cf-status").innerText !== before
                    || g.querySelectorAll("[data-target]").length > 0;
                }""",
                arg=before,
            )
        selected = game.locator(".cf-hand-area .tile.selected")
        expect(selected).to_have_count(1)
        found = axe_findings(axe_violations(page, {"include": [[".cf-game"]]}))
        assert not found, "\n".join(found)
        drawn = "rgb(161, 74, 0)"  # palette.SELECTED and palette.TARGET, #A14A00
        ring = "(t) => getComputedStyle(t.querySelectorAll('rect')[1]).stroke"
        place = "(t) => getComputedStyle(t.querySelector('rect')).stroke"
        assert selected.evaluate(ring) == drawn
        page.emulate_media(forced_colors="active")
        game.locator(".cf-table-area").scroll_into_view_if_needed()
        screenshot(page, "themes-forced-colours-selected")
        assert selected.evaluate(ring) != drawn
        for target in game.locator("[data-target]").all():
            assert target.evaluate(place) != drawn
    finally:
        page.context.close()


def test_a_whole_round_by_touch_on_a_tablet(browser: Any, voila_dark: str) -> None:
    """1024x768, a touch screen: taps, not clicks, from the deal to the end of the round."""
    context = browser.new_context(viewport={"width": 1024, "height": 768}, has_touch=True)
    page = context.new_page()
    page.set_default_timeout(20_000)
    try:
        page.goto(voila_dark)
        game = page.locator(".cf-game")
        expect(game.locator(".cf-table-area svg")).to_be_visible(timeout=90_000)
        status = game.locator(".cf-status")
        small: set[str] = set()
        missed = 0
        for turn in range(200):
            page.wait_for_function(GAME_OFFERS)
            st = page.evaluate(STATE)
            if "round over" in st["status"]:
                break
            small |= set(too_small(page, ".cf-game .cf-hand-area .tile.in-hand[data-tile]"))
            small |= set(too_small(page, ".cf-game button.cf-draw, .cf-game button.cf-pass"))
            if st["targets"]:
                small |= set(too_small(page, ".cf-game [data-target]"))
                what = game.locator(f"[data-target='{st['targets'][0]}']")
            elif st["legal"]:
                what = game.locator(f".cf-hand-area .tile.in-hand[data-tile='{st['legal'][0]}']")
            elif st["draw"]:
                what = game.locator("button.cf-draw")
            elif st["pass"]:
                what = game.locator("button.cf-pass")
            else:
                raise AssertionError(f"turn {turn}: nothing to tap ({st})")
            try:
                what.tap(timeout=5_000)
            except PlaywrightTimeoutError:
                # what was read is gone (a late redraw under load): read the table again
                missed += 1
                assert missed <= 5, f"turn {turn}: {what} could not be tapped ({st})"
                continue
            # the move is made (the status moves on) or a tile is picked (its places lit)
            page.wait_for_function(
                """([before, targets]) => {
                  const g = document.querySelector(".cf-game");
                  return g.querySelector(".cf-status").innerText !== before
                    || g.querySelectorAll("[data-target]").length !== targets;
                }""",
                arg=[st["status"], len(st["targets"])],
            )
            if turn == 2:
                screenshot(page, "themes-tablet-turn")
        else:
            raise AssertionError("the round did not end by touch")
        expect(status).to_contain_text("round over")
        assert turn >= 5, f"only {turn} taps in a whole round"
        screenshot(page, "themes-tablet-round-over")
        assert not small, f"targets under {TARGET}x{TARGET} CSS px: {sorted(small)}"
    finally:
        context.close()


def test_200_percent_zoom_cuts_nothing_off(browser: Any, voila_dark: str) -> None:
    """1366x768 at 200% zoom: a 683x384 CSS viewport at two device pixels to the CSS pixel."""
    context = browser.new_context(viewport={"width": 683, "height": 384}, device_scale_factor=2)
    page = context.new_page()
    page.set_default_timeout(20_000)
    try:
        page.goto(voila_dark)
        game = page.locator(".cf-game")
        expect(game.locator(".cf-table-area svg")).to_be_visible(timeout=90_000)
        screenshot(page, "themes-zoom-200-1-top")
        game.locator("button.cf-draw").scroll_into_view_if_needed()
        screenshot(page, "themes-zoom-200-2-hand-and-buttons")
        width = page.evaluate("() => document.documentElement.clientWidth")
        needed = {
            "table": ".cf-table-area",
            "own hand": ".cf-hand-area .cf-own",
            "Draw": "button.cf-draw",
            "Pass": "button.cf-pass",
            "Hint": "button.cf-hint",
            "message": ".cf-message",
            "whose turn": ".cf-status",
        }
        boxes = {}
        for name, selector in needed.items():
            box = game.locator(selector).first.bounding_box()
            assert box is not None, f"{name} is not drawn"
            assert box["x"] >= 0 and box["x"] + box["width"] <= width + 1, f"{name} cut off: {box}"
            boxes[name] = box
        for tile in game.locator(".cf-hand-area .tile.in-hand[data-tile]").all():
            b = tile.bounding_box()
            assert b is not None and b["x"] >= 0 and b["x"] + b["width"] <= width + 1, b
        buttons = [boxes[n] for n in ("Draw", "Pass", "Hint")]
        for i, a in enumerate(buttons):
            for b in buttons[i + 1 :]:
                apart = (
                    a["x"] + a["width"] <= b["x"] + 0.5
                    or b["x"] + b["width"] <= a["x"] + 0.5
                    or a["y"] + a["height"] <= b["y"] + 0.5
                    or b["y"] + b["height"] <= a["y"] + 0.5
                )
                assert apart, f"buttons overlap at 200%: {a} {b}"
    finally:
        context.close()
