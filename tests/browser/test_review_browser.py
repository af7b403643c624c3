"""The review and the tutor in a real browser: Voila and JupyterLab, mouse and keyboard, axe-core.

A small notebook deals a game, lets it be played to its end, and shows the GameWidget; the
reader presses Review, reads the panel, and jumps to a decision by keyboard. A second one
stops at a costly move with the tutor on. Screenshots go to ``artifacts/browser/``.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from nbbrowser import (
    axe_findings,
    axe_violations,
    code_notebook,
    jupyterlab_server,
    new_page,
    open_in_lab,
    run_all_cells,
    screenshot,
    voila_server,
)
from playwright.sync_api import Page, expect

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("review_browser")]

FINISHED = """\
from chickenfoot_nb.match import Match
from chickenfoot_nb.widgets import GameWidget
old_deal = Match("spruce", players=3, seed="4:0")  # seed 4's first round before issue 43
w = GameWidget(seats=["human", "greedy", "greedy"], seed=4, match=old_deal)
w.game.coach_samples = 40
w.play_to_end()
w"""

# Spruce, seed 0: the human plays its heaviest tile until step 36, where 5|5 on 8|5 would lose
# about 21 points of win chance (tests/test_widgets_review.py).
TUTOR = """\
from chickenfoot_nb.match import Match
from chickenfoot_nb.widgets import GameWidget
old_deal = Match("spruce", players=3, seed="0:0")  # seed 0's first round before issue 43
w = GameWidget(seats=["human", "greedy", "greedy"], seed=0, tutor=True, match=old_deal)
g = w.game
while g.length < 36:
    a = g.round.heaviest_action()
    g.play(str(a.tile), on=str(a.on)) if a.kind == "play" else (g.draw() if a.kind == "draw" else g.pass_turn())
w"""


@pytest.fixture(scope="module")
def voila_review(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    path = code_notebook(tmp_path_factory.mktemp("review") / "nb", "review.ipynb", FINISHED)
    with voila_server(path) as url:
        yield url


def review_by_keyboard(page: Page, shot: str) -> None:
    """Review (V on the board), the panel, Tab to a decision, Enter: that moment and the coach."""
    game = page.locator(".cf-game")
    review = game.locator("button.cf-review")
    expect(review).to_be_enabled()
    game.locator(".cf-board-root").click(position={"x": 3, "y": 3})
    page.keyboard.press("v")
    panel = game.locator(".cf-review-panel")
    expect(panel.locator(".cf-review-chart svg")).to_be_visible(timeout=90_000)
    expect(panel).to_have_attribute("role", "region")
    expect(panel).to_have_attribute("aria-label", "Review of Seat 0")
    expect(game.locator(".cf-message")).to_contain_text("Review of Seat 0:")
    rows = panel.locator("button.cf-review-row")
    assert rows.count() >= 1
    panel.scroll_into_view_if_needed()
    screenshot(page, f"{shot}-1-panel")
    # keyboard alone: focus the first row, then Enter
    rows.first.focus()
    step = int(rows.first.get_attribute("data-step") or "0")
    page.keyboard.press("Enter")
    expect(game.locator(".cf-message")).to_contain_text("Coach:", timeout=60_000)
    expect(game.locator(".cf-coach-table")).to_be_visible()
    expect(panel.locator(f'button.cf-review-row[data-step="{step}"]')).to_have_attribute(
        "aria-current", "step"
    )
    expect(panel.locator(".now")).to_have_attribute("data-step", str(step))
    # the focus stayed in the panel (the redraw gave it back to the row)
    assert page.evaluate("() => document.activeElement.dataset.step") == str(step)
    screenshot(page, f"{shot}-2-jumped")


def test_voila_review_by_keyboard_and_axe(browser: Any, voila_review: str) -> None:
    page = new_page(browser, 1366, 900)
    try:
        page.goto(voila_review)
        expect(page.locator(".cf-game .cf-table-area svg")).to_be_visible(timeout=90_000)
        review_by_keyboard(page, "voila-review")
        found = axe_findings(axe_violations(page, {"include": [[".cf-game"]]}))
        assert found == []
        marks = page.locator(".cf-review-panel g.mark")
        if marks.count():  # a mark is a button too: a click jumps there
            step = marks.first.get_attribute("data-step")
            marks.first.click()
            expect(page.locator(".cf-review-panel .now")).to_have_attribute("data-step", str(step))
            expect(marks.first).to_have_attribute("role", "button")
    finally:
        page.context.close()


def test_lab_review_by_keyboard(browser: Any, tmp_path: Path) -> None:
    folder = tmp_path / "nb"
    code_notebook(folder, "review.ipynb", FINISHED)
    with jupyterlab_server(folder) as url:
        page = new_page(browser, 1366, 900)
        try:
            open_in_lab(page, url, "review.ipynb")
            run_all_cells(page)
            expect(page.locator(".cf-game .cf-table-area svg")).to_be_visible(timeout=60_000)
            review_by_keyboard(page, "lab-review")
            # the keys went to the panel, not to the notebook
            expect(page.locator(".jp-Notebook.jp-mod-editMode")).to_have_count(0)
        finally:
            page.context.close()


def test_voila_tutor_warns_then_plays_it_anyway(browser: Any, tmp_path: Path) -> None:
    path = code_notebook(tmp_path / "nb", "tutor.ipynb", TUTOR)
    with voila_server(path) as url:
        page = new_page(browser, 1366, 900)
        try:
            page.goto(url)
            game = page.locator(".cf-game")
            expect(game.locator(".cf-table-area svg")).to_be_visible(timeout=90_000)
            anyway = game.locator("button.cf-anyway")
            expect(anyway).to_be_hidden()
            game.locator('.cf-hand-area .tile.in-hand[data-tile="5|5"]').click()
            expect(game.locator(".cf-message")).to_contain_text("Tutor: 5|5 on 8|5")
            expect(game.locator(".cf-alert")).to_contain_text("Tutor:")
            expect(anyway).to_be_visible()
            screenshot(page, "voila-tutor-1-warned")
            assert axe_findings(axe_violations(page, {"include": [[".cf-game"]]})) == []
            anyway.click()
            expect(game.locator(".cf-message")).to_contain_text("Seat 0 played 5|5 on 8|5")
            expect(anyway).to_be_hidden()
        finally:
            page.context.close()
