"""The widgets in a real browser: JupyterLab 4, Notebook 7 and Voila, driven by Playwright.

One notebook (``notebooks/widgets.ipynb``) holds one widget per concern, each with its own
CSS class, so the tests share one server and one run of the notebook. Each step leaves a
screenshot in ``artifacts/browser/``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from nbbrowser import (
    NOTEBOOKS,
    START_TIMEOUT_MS,
    copy_notebooks,
    jupyterlab_server,
    menu,
    new_page,
    open_in_lab,
    open_in_notebook7,
    run_all_cells,
    screenshot,
    voila_server,
)
from playwright.sync_api import Locator, Page, expect

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("widgets_browser")]

NOTEBOOK = NOTEBOOKS / "widgets.ipynb"


@pytest.fixture(scope="module")
def lab(browser: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Page]]:
    """JupyterLab with the test notebook run once; yields the server URL and the page."""
    folder = copy_notebooks(tmp_path_factory.mktemp("lab"), [NOTEBOOK])
    with jupyterlab_server(folder) as url:
        page = new_page(browser, width=1280, height=2000)  # tall: a whole widget on screen
        open_in_lab(page, url, NOTEBOOK.name)
        run_all_cells(page)
        menu(page, "View", "Collapse All Code")  # the widgets fit better without the code
        page.locator(".jp-Notebook").first.click(position={"x": 5, "y": 5})  # command mode
        page.keyboard.press("Control+b")  # hide the file browser: the notebook gets the width
        expect(page.locator("#jp-left-stack")).to_be_hidden()
        yield url, page
        page.context.close()


def widget(page: Page, cls: str) -> Locator:
    """The widget with test class ``cls``, scrolled into view (Lab draws only what is seen)."""
    w = page.locator(f".{cls}.cf-game, .{cls}.cf-explorer").first
    # Right after Run All, the kernel may still be starting and importing the package: the
    # widget is waited for as long as a server's start, then drawn.
    w.wait_for(state="attached", timeout=START_TIMEOUT_MS)
    w.scroll_into_view_if_needed()
    expect(w.locator(".cf-board-root svg").first).to_be_visible()
    return w


def board_html(w: Locator) -> str:
    """The pictures on the board, without the keyboard's roving focus (which moves freely)."""
    html = str(w.locator(".cf-board-root .cf-pictures").first.inner_html())
    return re.sub(r' tabindex="-?[0-9]+"', "", html)


def status(w: Locator) -> str:
    return str(w.locator(".cf-status").inner_text())


def play_a_tile_and_a_target(w: Locator, shot: str) -> None:
    """Click a legal tile of seat 0, see its targets, click one: the board and hand change."""
    board = w.locator(".cf-board-root")
    hand = board.locator(".tile.in-hand[data-seat='0']")
    held = hand.count()
    on_table = board.locator(".tile.on-table").count()
    tile = board.locator(".tile.in-hand.legal[data-seat='0']").first
    name = tile.get_attribute("data-tile")
    tile.click()
    expect(board.locator(f".tile.in-hand.selected[data-tile='{name}']")).to_have_count(1)
    targets = board.locator("[data-target]")
    expect(targets).to_have_count(2)
    expect(w.locator(".cf-message")).to_contain_text(f"{name} can go on")
    screenshot(w, f"{shot}-1-selected")
    on = targets.first.get_attribute("data-target")
    targets.first.click()
    expect(w.locator(".cf-message")).to_contain_text(f"Seat 0 played {name} on {on}")
    expect(board.locator(f".tile.on-table[data-tile='{name}']")).to_have_count(1)
    expect(board.locator(f".tile.in-hand[data-tile='{name}']")).to_have_count(0)
    expect(hand).to_have_count(held - 1)
    assert board.locator(".tile.on-table").count() > on_table
    screenshot(w, f"{shot}-2-played")


def refuse_an_illegal_tile(w: Locator, shot: str) -> None:
    """Click a dimmed tile and a face-down tile: a message names the rule, nothing changes."""
    board = w.locator(".cf-board-root")
    before = board_html(w)
    dimmed = board.locator(".tile.in-hand.dimmed[data-seat='0']").first
    name = dimmed.get_attribute("data-tile")
    dimmed.click(force=True)  # aria-disabled: a click still asks why
    message = w.locator(".cf-message .cf-msg-refused")
    expect(message).to_contain_text(f"{name} cannot be played now: no open end shows")
    assert board_html(w) == before
    screenshot(w, f"{shot}-1-refused")
    board.locator(".tile.face-down").first.click()
    expect(message).to_contain_text("Seat 1's tiles are face down")
    assert board_html(w) == before


def step_undo_and_slide(page: Page, w: Locator, shot: str) -> None:
    """Step, Undo and the timeline slider each redraw the board."""
    start = board_html(w)
    expect(w.locator(".cf-status")).to_contain_text("step 0 of 0")
    screenshot(w, f"{shot}-0-start")
    w.locator("button.cf-step").click()
    expect(w.locator(".cf-status")).to_contain_text("step 1 of 1")
    after_one = board_html(w)
    assert after_one != start
    screenshot(w, f"{shot}-1-step")
    for k in range(2, 5):
        w.locator("button.cf-step").click()
        expect(w.locator(".cf-status")).to_contain_text(f"step {k} of {k}")
    screenshot(w, f"{shot}-2-four-steps")
    w.locator("button.cf-undo").click()
    expect(w.locator(".cf-status")).to_contain_text("step 3 of 3")
    screenshot(w, f"{shot}-3-undo")
    w.locator("button.cf-more-toggle").click()  # the timeline folds away under More
    handle = w.locator(".cf-slider .noUi-handle")
    expect(handle).to_be_visible()
    handle.focus()
    handle.press("Home")  # the slider's own keyboard: to the first moment
    expect(w.locator(".cf-status")).to_contain_text("step 0 of 3 · an earlier moment")
    assert board_html(w) == start
    handle.press("ArrowRight")
    expect(w.locator(".cf-status")).to_contain_text("step 1 of 3")
    assert board_html(w) == after_one
    screenshot(w, f"{shot}-4-slider")


def keyboard(page: Page, w: Locator, shot: str) -> None:
    """Once the board is clicked, PageUp/PageDown and Home/End move along the timeline, S steps."""
    w.locator(".cf-board-root").click(position={"x": 3, "y": 3})  # a corner: no tile there
    page.keyboard.press("End")
    expect(w.locator(".cf-status")).to_contain_text("step 3 of 3")
    page.keyboard.press("PageUp")
    expect(w.locator(".cf-status")).to_contain_text("step 2 of 3 · an earlier moment")
    page.keyboard.press("PageDown")
    page.keyboard.press("s")
    expect(w.locator(".cf-status")).to_contain_text("step 4 of 4")
    # Keys pressed faster than the kernel answers are each acted on, in order (a synced
    # trait would send only the last of them: End would be lost, and S step from 0).
    for key in ("Home", "End", "s"):
        page.keyboard.press(key)
    expect(w.locator(".cf-status")).to_contain_text("step 5 of 5")
    screenshot(w, f"{shot}-5-keyboard")


def end_of_round(w: Locator, shot: str) -> None:
    """Play to end shows the score sheet; Next round deals the next double."""
    w.locator("button.cf-play-end").click()
    score = w.locator(".cf-score-panel")
    expect(score.locator(".cf-score-table")).to_be_visible()
    expect(score).to_contain_text("The round is over")
    expect(w.locator(".cf-board-root .cf-table-area svg.cf-table")).to_be_visible()
    screenshot(w, f"{shot}-6-round-over")
    w.locator("button.cf-next-round").click()
    expect(w.locator(".cf-status")).to_contain_text("Round 2 of 10 · double 8|8")
    expect(score).to_be_hidden()


def test_lab_play_a_tile_on_a_target(lab: tuple[str, Page]) -> None:
    _, page = lab
    play_a_tile_and_a_target(widget(page, "t-play"), "lab-play")


def test_lab_an_illegal_click_changes_nothing(lab: tuple[str, Page]) -> None:
    _, page = lab
    refuse_an_illegal_tile(widget(page, "t-illegal"), "lab-illegal")


def test_lab_step_undo_slider_and_keys(lab: tuple[str, Page]) -> None:
    _, page = lab
    w = widget(page, "t-steps")
    step_undo_and_slide(page, w, "lab-steps")
    keyboard(page, w, "lab-steps")
    end_of_round(w, "lab-steps")
    # The notebook did not take the keys: no cell went into edit mode.
    expect(page.locator(".jp-Notebook.jp-mod-editMode")).to_have_count(0)


def test_lab_a_walled_in_tile_is_drawn_at_once_then_settles(lab: tuple[str, Page]) -> None:
    """The step that walls a tile in is drawn at once as a draft (the tile on a dashed
    bridge, and words that say the table is being laid out again); the table is laid out
    in the kernel's thread, drawn again with no bridge, and the board says it settled."""
    _, page = lab
    w = widget(page, "t-walled")
    assert w.locator(".cf-board-root [data-bridge]").count() == 0
    # Undo and Redo draw the moment before and this one again: the layout of this moment is
    # then at hand to go on from, whatever the other widgets of the kernel drew since.
    w.locator("button.cf-undo").click()
    expect(w.locator(".cf-status")).to_contain_text("step 282 of 282")
    w.locator("button.cf-redo").click()
    expect(w.locator(".cf-status")).to_contain_text("step 283 of 283")
    # The draft may last less than a frame: note every drawing with a bridge as it comes.
    w.locator(".cf-board-root").evaluate(
        """root => {
            window.cfBridges = 0;
            new MutationObserver(() => {
                if (root.querySelector('[data-bridge]')) window.cfBridges += 1;
            }).observe(root, {childList: true, subtree: true});
        }"""
    )
    w.locator("button.cf-step").click()
    expect(w.locator(".cf-message .cf-settling")).to_contain_text(
        "The table was laid out again", timeout=60_000
    )
    assert page.evaluate("window.cfBridges") > 0
    expect(w.locator(".cf-board-root [data-bridge]")).to_have_count(0)
    screenshot(w, "lab-walled-settled")
    w.locator("button.cf-step").click()
    expect(w.locator(".cf-message .cf-settling")).to_have_count(0)


def test_lab_rules_explorer_switches_a_rule(lab: tuple[str, Page]) -> None:
    _, page = lab
    x = widget(page, "t-explorer")
    right = x.locator(".cf-x-right")
    expect(right).to_contain_text("is not allowed here")
    expect(right.locator("li.cf-only")).not_to_have_count(0)
    screenshot(x, "lab-explorer-1-arms-2")
    x.locator("select").filter(has=page.locator("option", has_text="one per player")).select_option(
        label="one per player"
    )
    expect(right).to_contain_text("The same deal and the same moves.")
    screenshot(x, "lab-explorer-2-arms-back")


def test_notebook7_play(lab: tuple[str, Page], browser: Any, tmp_path: Path) -> None:
    url, _ = lab
    page = new_page(browser, width=1280, height=2000)
    try:
        # Notebook 7 is served by the same server; a second copy gets its own kernel. It
        # waits for the kernel as long as a loaded machine needs (an expectation's default
        # 5 s failed with three workers on two cores) and runs the cells again if a Run All
        # chosen before the kernel was ready was lost.
        open_in_notebook7(page, url, NOTEBOOK.name)
        w = widget(page, "t-play")
        play_a_tile_and_a_target(w, "nb7-play")
    finally:
        page.context.close()


def test_voila(browser: Any, tmp_path: Path) -> None:
    folder = copy_notebooks(tmp_path, [NOTEBOOK])
    with voila_server(folder / NOTEBOOK.name) as url:
        page = new_page(browser, width=1280, height=2000)
        try:
            page.goto(url)
            play_a_tile_and_a_target(widget(page, "t-play"), "voila-play")
            refuse_an_illegal_tile(widget(page, "t-illegal"), "voila-illegal")
            step_undo_and_slide(page, widget(page, "t-steps"), "voila-steps")
        finally:
            page.context.close()
