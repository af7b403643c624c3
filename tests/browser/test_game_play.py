"""The play lesson as a player meets it: one screen, a whole round by keyboard alone, zoom.

``06_play`` is served by Voila (the app) and opened in JupyterLab. Every step leaves a
screenshot in ``artifacts/browser/``.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from nbbrowser import (
    ARTIFACTS,
    ROOT,
    axe_findings,
    axe_violations,
    copy_notebooks,
    jupyterlab_server,
    new_page,
    open_in_lab,
    painted,
    run_all_cells,
    screenshot,
    step_on,
    voila_server,
)
from playwright.sync_api import Locator, Page, expect

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("game_play")]

PLAY = ROOT / "notebooks" / "06_play.ipynb"
SIZES = [(1366, 768), (1280, 720)]

#: Collects every text the live regions say, in order, as a screen reader would hear it.
LISTEN = """() => {
  window.__spoken = [];
  const watch = (node) => new MutationObserver(() => {
    if (node.textContent) window.__spoken.push([node.getAttribute("role"), node.textContent]);
  }).observe(node, { childList: true, characterData: true, subtree: true });
  document.querySelectorAll(".cf-game .cf-live, .cf-game .cf-alert").forEach(watch);
}"""

#: What the keyboard player needs to know of the board, read from the page.
STATE = """() => {
  const g = document.querySelector(".cf-game");
  const hand = [...g.querySelectorAll(".cf-hand-area .tile.in-hand[data-tile]")];
  const active = document.activeElement;
  return {
    status: g.querySelector(".cf-status").innerText,
    legal: hand.filter((t) => t.classList.contains("legal")).map((t) => t.dataset.tile),
    targets: [...g.querySelectorAll("[data-target]")].map((t) => t.dataset.target),
    focused: active && (active.dataset.tile || active.dataset.target || null),
    inBoard: !!(active && active.closest(".cf-board-root")),
    draw: !g.querySelector("button.cf-draw").disabled,
    pass: !g.querySelector("button.cf-pass").disabled,
  };
}"""


#: True once a draw shows on the board: the Draw button is off (one draw a turn), or the
#: status line says something other than ``before`` (a draw in the search for the centre
#: double passes the turn).
DREW = """(before) => {
  const g = document.querySelector(".cf-game");
  return g.querySelector("button.cf-draw").disabled
    || g.querySelector(".cf-status").innerText !== before;
}"""

#: True once the status line says something other than ``before`` and no table is being
#: laid out again: a table drawn as a draft ("a tile is set apart for a moment") is drawn
#: once more when it settles, and that replaces every tile.
ANSWERED = """(before) => {
  const g = document.querySelector(".cf-game");
  const note = g.querySelector(".cf-message .cf-settling");
  return g.querySelector(".cf-status").innerText !== before
    && !(note && /set apart/.test(note.innerText));
}"""


def answered(page: Page, before: str) -> None:
    """Wait until the board shows the moment after ``before`` (the status line then), settled.

    The widget draws the board first and the status line last (``GameWidget._draw``): once
    the status has changed, the hand on the page is the new one. Clicking before that would
    hit a tile that the redraw is about to replace.
    """
    page.wait_for_function(ANSWERED, arg=before)


def step(page: Page) -> None:
    """Press Step (the board has the keyboard) and wait until the board is drawn again."""
    before = page.locator(".cf-game .cf-status").inner_text()
    page.keyboard.press("s")
    answered(page, before)


def copy_play(tmp_path: Path) -> Path:
    folder = copy_notebooks(tmp_path, [PLAY])
    shutil.copytree(ROOT / "notebooks" / "positions", folder / "positions", dirs_exist_ok=True)
    return folder


@pytest.fixture(scope="module")
def voila_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    folder = copy_play(tmp_path_factory.mktemp("voila-play"))
    with voila_server(folder / PLAY.name) as url:
        yield url


def open_voila(browser: Any, url: str, size: tuple[int, int]) -> Page:
    page = new_page(browser, *size)
    page.goto(url)
    expect(page.locator(".cf-game .cf-table-area svg")).to_be_visible(timeout=90_000)
    page.evaluate(LISTEN)
    return page


def inside_viewport(page: Page, game: Locator, what: str, frame: str | None = None) -> None:
    """The table, your hand, Draw, Pass, the message and whose turn all lie on the screen.

    ``frame`` is the part of the page that shows the notebook (JupyterLab's scrolled panel,
    between its toolbar and status bar); by default the whole viewport.
    """
    x0, y0 = 0.0, 0.0
    width, height = page.viewport_size["width"], page.viewport_size["height"]
    if frame is not None:
        box = page.locator(frame).first.bounding_box()
        assert box is not None
        x0, y0 = box["x"], box["y"]
        width, height = box["x"] + box["width"], box["y"] + box["height"]
    parts = {
        "table": ".cf-table-area",
        "own hand": ".cf-hand-area .cf-own",
        "Draw": "button.cf-draw",
        "Pass": "button.cf-pass",
        "message": ".cf-message",
        "whose turn": ".cf-status",
    }
    for name, selector in parts.items():
        box = game.locator(selector).first.bounding_box()
        assert box is not None, f"{what}: {name} is not drawn"
        inside = (
            box["x"] >= x0
            and box["y"] >= y0
            and box["x"] + box["width"] <= width + 1
            and box["y"] + box["height"] <= height + 1
        )
        assert inside, f"{what}: {name} at {box} is not inside ({x0}, {y0}, {width}, {height})"


@pytest.mark.parametrize("size", SIZES, ids=["1366x768", "1280x720"])
def test_voila_fits_one_screen(browser: Any, voila_url: str, size: tuple[int, int]) -> None:
    page = open_voila(browser, voila_url, size)
    try:
        game = page.locator(".cf-game")
        tag = f"voila-{size[0]}x{size[1]}"
        # The lesson's goals and how-to come first: the game scrolled to its top, as a reader
        # who reaches it sees it.
        game.evaluate("e => e.scrollIntoView({block: 'start'})")
        inside_viewport(page, game, f"{tag} at the deal")
        screenshot(page, f"{tag}-1-deal")
        board = game.locator(".cf-board-root")
        board.click(position={"x": 3, "y": 3})
        for k in range(20):
            page.keyboard.press("s")
            expect(game.locator(".cf-status")).to_contain_text(f"of {k + 1}")
            if "round over" in game.locator(".cf-status").inner_text():
                break
        inside_viewport(page, game, f"{tag} after twenty moves")
        screenshot(page, f"{tag}-2-twenty-moves")
        game.locator("button.cf-play-end").click()
        expect(game.locator(".cf-status")).to_contain_text("round over")
        inside_viewport(page, game, f"{tag} at the end of the round")
        screenshot(page, f"{tag}-3-round-over")
    finally:
        page.context.close()


def tab_to_the_hand(page: Page) -> None:
    for _ in range(300):
        page.keyboard.press("Tab")
        if page.evaluate("() => !!document.activeElement.closest('.cf-hand-area')"):
            return
    raise AssertionError("Tab never reached the hand")


def play_a_round_by_keyboard(page: Page, shot: str) -> None:
    """Tab to the hand and play until the round ends, by keys alone; the live region speaks."""
    tab_to_the_hand(page)
    chose_among_several = False
    for turn in range(400):
        st = page.evaluate(STATE)
        if "round over" in st["status"]:
            break
        assert st["inBoard"], f"turn {turn}: the focus left the board ({st})"
        heard = page.evaluate("() => window.__spoken.length")
        if st["targets"]:
            if len(st["targets"]) > 1:
                page.keyboard.press("ArrowRight")
            assert page.evaluate(STATE)["focused"] in st["targets"]
            page.keyboard.press("Enter")
            expected = "Seat 0 played"
        elif st["legal"]:
            goal = st["legal"][1] if len(st["legal"]) > 1 else st["legal"][0]
            chose_among_several |= len(st["legal"]) > 1
            for _ in range(30):
                if page.evaluate(STATE)["focused"] == goal:
                    break
                page.keyboard.press("ArrowRight")
            assert page.evaluate(STATE)["focused"] == goal
            page.keyboard.press("Enter")
            expected = "Seat 0"  # played at once, or picked with its places lit
        elif st["draw"]:
            page.keyboard.press("d")
            expected = "Seat 0 drew"
        elif st["pass"]:
            page.keyboard.press("p")
            expected = "Seat 0 passed"
        else:
            raise AssertionError(f"turn {turn}: nothing to do by keyboard ({st})")
        page.wait_for_function(f"() => window.__spoken.length > {heard}")
        said = page.evaluate("() => window.__spoken[window.__spoken.length - 1][1]")
        assert expected in said or "can go on" in said, f"turn {turn}: heard {said!r}"
        if expected == "Seat 0 drew":
            # the words come before the redraw: wait for the board to show the draw taken
            # (Draw off, one draw a turn) or the turn gone on, before reading it again
            page.wait_for_function(DREW, arg=st["status"])
        if turn == 3:
            screenshot(page, f"{shot}-1-keyboard-turn")
    else:
        raise AssertionError("the round did not end")
    assert chose_among_several, "the human never chose among several legal tiles"
    spoken = [text for _, text in page.evaluate("() => window.__spoken")]
    assert any("The round is over" in text and "Scores:" in text for text in spoken)
    screenshot(page, f"{shot}-2-round-over")


def test_voila_a_whole_round_by_keyboard(browser: Any, voila_url: str) -> None:
    page = open_voila(browser, voila_url, (1366, 768))
    try:
        play_a_round_by_keyboard(page, "voila-keyboard")
    finally:
        page.context.close()


def test_voila_zoom_pan_and_fit(browser: Any, voila_url: str) -> None:
    page = open_voila(browser, voila_url, (1366, 768))
    try:
        game = page.locator(".cf-game")
        svg = game.locator(".cf-table-area svg")
        board = game.locator(".cf-board-root")
        board.click(position={"x": 3, "y": 3})
        for k in range(6):
            page.keyboard.press("s")
            expect(game.locator(".cf-status")).to_contain_text(f"step {k + 1} of {k + 1}")
        status = game.locator(".cf-status").inner_text()
        natural = [float(v) for v in svg.get_attribute("viewBox").split()]
        page.keyboard.press("+")
        page.keyboard.press("+")
        zoomed = [float(v) for v in svg.get_attribute("viewBox").split()]
        assert zoomed[2] < natural[2] * 0.7, (natural, zoomed)
        box = svg.bounding_box()
        page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        page.mouse.down()
        page.mouse.move(box["x"] + box["width"] / 2 + 80, box["y"] + box["height"] / 2 + 30)
        page.mouse.up()
        panned = [float(v) for v in svg.get_attribute("viewBox").split()]
        assert panned[0] < zoomed[0] and panned[2] == pytest.approx(zoomed[2])
        assert game.locator(".cf-status").inner_text() == status  # Python saw none of it
        screenshot(page, "voila-zoom-1-zoomed")
        # A click still hits the right tile while zoomed: pick a tile, then a lit place.
        legal = game.locator(".cf-hand-area .tile.in-hand.legal")
        for _ in range(200):
            if legal.count():
                break
            step_on(page, game)
        else:
            raise AssertionError("the human never had a tile to play")
        name = legal.first.get_attribute("data-tile")
        legal.first.click()
        expect(game.locator(".cf-message")).to_contain_text(name)
        if game.locator("[data-target]").count():
            target = game.locator("[data-target]").first
            target.scroll_into_view_if_needed()
            page.keyboard.press("0")  # fit, so the place is surely on screen
            target.click()
        expect(game.locator(".cf-message")).to_contain_text(f"Seat 0 played {name}")
        natural = [float(v) for v in svg.get_attribute("viewBox").split()]  # fit: the whole table
        page.keyboard.press("+")
        assert float(svg.get_attribute("viewBox").split()[2]) < natural[2]
        step_on(page, game)  # a redraw keeps the zoom
        kept = [float(v) for v in svg.get_attribute("viewBox").split()]
        assert kept[2] < natural[2] * 0.95
        game.locator(".cf-zoom-fit").click()
        fitted = [float(v) for v in svg.get_attribute("viewBox").split()]
        assert fitted[2] >= natural[2] * 0.99  # the whole table (it may have grown)
        screenshot(page, "voila-zoom-2-fit")
    finally:
        page.context.close()


def ask_the_coach(page: Page, shot: str) -> None:
    """Hint on the human's turn: progress, then a bar per move and the best move lit."""
    game = page.locator(".cf-game")
    legal = game.locator(".cf-hand-area .tile.in-hand.legal")
    if "round over" in game.locator(".cf-status").inner_text():
        # The Lab page is shared by the module's tests, in whatever order xdist runs them.
        game.locator("button.cf-next-round").click()
        expect(game.locator(".cf-status")).not_to_contain_text("round over")
    game.locator(".cf-board-root").click(position={"x": 3, "y": 3})
    for _ in range(200):  # to a position with a real choice
        if legal.count() >= 2:
            break
        assert "round over" not in game.locator(".cf-status").inner_text(), "no real choice"
        step_on(page, game)
    else:
        raise AssertionError("the human never had a real choice")
    game.locator("button.cf-hint").click()
    table = game.locator(".cf-coach-table")
    expect(table).to_be_visible(timeout=60_000)
    assert table.locator("tbody tr").count() >= 2
    expect(game.locator(".cf-message")).to_contain_text("Coach:")
    expect(game.locator(".cf-hand-area .tile.hint")).to_have_count(1)
    game.locator(".cf-coach").scroll_into_view_if_needed()
    screenshot(page, f"{shot}-coach")
    game.locator(".cf-board-root").click(position={"x": 3, "y": 3})
    page.keyboard.press("PageUp")  # the position changes: the advice goes
    expect(table).to_have_count(0)
    page.keyboard.press("End")


def test_voila_hint(browser: Any, voila_url: str) -> None:
    page = open_voila(browser, voila_url, (1366, 768))
    try:
        ask_the_coach(page, "voila")
    finally:
        page.context.close()


@pytest.fixture(scope="module")
def lab_play(browser: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Page]:
    folder = copy_play(tmp_path_factory.mktemp("lab-play"))
    with jupyterlab_server(folder) as url:
        page = new_page(browser, 1366, 768)
        open_in_lab(page, url, PLAY.name)
        run_all_cells(page)
        expect(page.locator(".cf-game .cf-table-area svg")).to_be_visible(timeout=60_000)
        page.evaluate(LISTEN)
        yield page
        page.context.close()


def test_lab_fits_one_screen(lab_play: Page) -> None:
    page = lab_play
    game = page.locator(".cf-game")
    # The widget's cell scrolled to its top, as a reader who reaches it.
    game.evaluate("e => e.closest('.jp-Cell').scrollIntoView({block: 'start'})")
    painted(page)
    screenshot(page, "lab-1366x768-deal")
    inside_viewport(page, game, "JupyterLab 1366x768 at the deal", ".jp-NotebookPanel-notebook")


def test_lab_hint(lab_play: Page) -> None:
    ask_the_coach(lab_play, "lab")


def test_lab_a_whole_round_by_keyboard(lab_play: Page) -> None:
    page = lab_play
    play_a_round_by_keyboard(page, "lab-keyboard")
    # The notebook did not take the keys: no cell went into edit mode.
    expect(page.locator(".jp-Notebook.jp-mod-editMode")).to_have_count(0)


def test_voila_game_passes_axe(browser: Any, voila_url: str) -> None:
    """axe-core finds nothing in the game: at the deal, with a tile picked, after a refusal."""
    page = open_voila(browser, voila_url, (1366, 768))
    try:
        game = page.locator(".cf-game")
        game.locator("button.cf-more-toggle").click()  # the folded controls are checked too
        found: dict[str, list[str]] = {}
        found["deal"] = axe_findings(axe_violations(page, {"include": [[".cf-game"]]}))
        status = game.locator(".cf-status")
        before = status.inner_text()
        game.locator(".cf-hand-area .tile.in-hand.legal").first.click()  # 6|6: played at once
        expect(game.locator(".cf-message")).to_contain_text("Seat 0 placed 6|6")
        answered(page, before)
        legal = game.locator(".cf-hand-area .tile.in-hand.legal")
        board = game.locator(".cf-board-root")
        board.click(position={"x": 3, "y": 3})
        while game.locator("[data-target]").count() == 0:
            if legal.count():
                name = legal.first.get_attribute("data-tile")
                before = status.inner_text()
                legal.first.click()
                expect(game.locator(".cf-message")).to_contain_text(str(name))
                if game.locator("[data-target]").count() == 0:
                    answered(page, before)  # played at once: the next moment is drawn
            else:
                step(page)
        found["selected"] = axe_findings(axe_violations(page, {"include": [[".cf-game"]]}))
        screenshot(page, "voila-axe-selected")
        page.keyboard.press("Escape")
        # The tile goes back to the hand: its places go out when the board is drawn again.
        expect(game.locator("[data-target]")).to_have_count(0)
        dimmed = game.locator(".cf-hand-area .tile.in-hand.dimmed")
        while dimmed.count() == 0:
            step(page)
        dimmed.first.click(force=True)  # aria-disabled: a click still asks why
        expect(game.locator(".cf-message .cf-msg-refused")).to_be_visible()
        found["refused"] = axe_findings(axe_violations(page, {"include": [[".cf-game"]]}))
        screenshot(page, "voila-axe-refused")
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        (ARTIFACTS / "axe-voila-06_play.json").write_text(json.dumps(found, indent=1))
        assert not any(found.values()), json.dumps(found, indent=1)
    finally:
        page.context.close()
