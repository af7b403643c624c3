"""The learner's own round in JupyterLab: play it by clicks, press Review, answer the exercise.

A short notebook holds lesson 6's last part on a small table (two seats, a double-6 set, a
seeded deal): the game and the own-round exercise. The test plays the round to its end by
clicks alone, waiting each time for the game to answer; the exercise turns from waiting into
a question; Review fills its panel; the choice the review marks as the costliest is checked,
and judged right. Screenshots go to ``artifacts/browser/``.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path
from typing import Any

import pytest
from nbbrowser import (
    GAME_OFFERS,
    code_notebook,
    jupyterlab_server,
    new_page,
    open_in_lab,
    run_all_cells,
    screenshot,
)
from playwright.sync_api import Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeout

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("own_round_browser")]

LESSONS = Path(__file__).resolve().parents[2] / "notebooks"

OWN_ROUND = """\
from IPython.display import display
from chickenfoot_nb.lessons import ask
from chickenfoot_nb.widgets import GameWidget
game = GameWidget("spruce", players=2, seats=["human", "greedy"], seed="8:0", set=6,
                  keep="my_round.json")
game.game.coach_samples = 60
display(game)
ask("my-worst-decision", game)"""

#: What the player needs to know of the board, read from the page.
STATE = """() => {
  const g = document.querySelector(".cf-game");
  return {
    status: g.querySelector(".cf-status").innerText,
    message: g.querySelector(".cf-message").innerText,
    legal: g.querySelectorAll(".cf-hand-area .tile.in-hand.legal").length,
    targets: g.querySelectorAll("[data-target]").length,
    draw: !g.querySelector("button.cf-draw").disabled,
    pass: !g.querySelector("button.cf-pass").disabled,
    drafting: !!g.querySelector(".cf-settling") && /set apart/.test(g.querySelector(".cf-settling").innerText),
  };
}"""

#: True once the board shows something other than ``before`` (its status, message or targets).
CHANGED = """(before) => {
  const g = document.querySelector(".cf-game");
  return g.querySelector(".cf-status").innerText !== before.status
    || g.querySelector(".cf-message").innerText !== before.message
    || g.querySelectorAll("[data-target]").length !== before.targets;
}"""


def play_by_clicks(page: Page) -> None:
    """Play the human seat to the end of the round by clicks: a lit place, else a legal tile,
    else Draw, else Pass; after each click, wait until the board has answered."""
    game = page.locator(".cf-game")
    for _turn in range(300):
        page.wait_for_function(GAME_OFFERS)
        st = page.evaluate(STATE)
        if "round over" in st["status"]:
            return
        if st["targets"]:
            target = game.locator("[data-target]").first
        elif st["legal"]:
            target = game.locator(".cf-hand-area .tile.in-hand.legal").first
        elif st["draw"]:
            target = game.locator("button.cf-draw")
        elif st["pass"]:
            target = game.locator("button.cf-pass")
        else:
            raise AssertionError(f"nothing to click: {st}")
        try:
            target.click(timeout=5_000)
            page.wait_for_function(CHANGED, arg=st, timeout=15_000)
        except PlaywrightTimeout:
            # The place was redrawn under the pointer (the coach's panel settling beside the
            # board): the click fell on the old picture and the board is as it was. Read it
            # again and click what it offers now.
            continue
    raise AssertionError("the round did not end")


def test_lab_own_round_played_reviewed_and_answered(browser: Any, tmp_path: Path) -> None:
    folder = tmp_path / "nb"
    code_notebook(folder, "own_round.ipynb", OWN_ROUND, title="Your round")
    with jupyterlab_server(folder) as url:
        page = new_page(browser, 1366, 900)
        try:
            open_in_lab(page, url, "own_round.ipynb")
            run_all_cells(page)
            game = page.locator(".cf-game")
            expect(game.locator(".cf-table-area svg")).to_be_visible(timeout=60_000)
            check = page.locator(".cf-check")
            expect(check.locator(".cf-question")).to_contain_text("waits for your finished round")
            expect(check.locator("button.cf-check-button")).to_be_disabled()

            play_by_clicks(page)
            expect(game.locator(".cf-status")).to_contain_text("round over")
            expect(game.locator(".cf-score-panel .cf-kept")).to_contain_text(
                "The game is saved in my_round.json"
            )
            assert (folder / "my_round.json").exists()
            # The round is over: the exercise asks, with the learner's own decisions.
            expect(check.locator("button.cf-check-button")).to_be_enabled()
            radios = check.locator("[role=radiogroup] input[type=radio]")
            expect(radios.first).to_have_attribute("value", re.compile(r"^move \d+: "))
            screenshot(page, "lab-own-round-1-asked")

            # Review: the panel lists each decision with its cost.
            game.locator("button.cf-review").click()
            panel = game.locator(".cf-review-panel")
            expect(panel.locator(".cf-review-chart svg")).to_be_visible(timeout=90_000)
            rows = panel.locator("button.cf-review-row")
            texts = [rows.nth(k).inner_text() for k in range(rows.count())]
            costs = []
            for text in texts:
                move = int(re.match(r"Move (\d+)", text)[1])  # type: ignore[index]
                found = re.search(r"cost (\d+) points? of win chance", text)
                costs.append((int(found[1]) if found else 0, -move, move))
            worst_cost, _first, worst_move = max(costs)
            wanted = (
                check.locator(f"input[type=radio][value^='move {worst_move}: ']")
                if worst_cost > 0
                else check.locator("input[type=radio][value='none of them cost anything']")
            )
            wanted.check()
            check.locator("button.cf-check-button").click()
            # Judged against the review: right, with the review shown under the exercise.
            expect(check.locator(".cf-feedback")).to_contain_text("✔ Right")
            if worst_cost > 0:
                # A prediction shows its explanation once, with the answer it reveals.
                expect(check.locator(".cf-answer-shown")).to_contain_text(f"At move {worst_move} ")
            expect(check.locator(".cf-revealed svg")).to_be_visible()
            check.scroll_into_view_if_needed()
            screenshot(page, "lab-own-round-2-answered")
        finally:
            page.context.close()
        # Lesson 10 starts from the round just saved, the learner's own, before any bot round.
        shutil.copy(LESSONS / "10_skill_and_luck.ipynb", folder)
        shutil.copytree(LESSONS / "positions", folder / "positions")
        page = new_page(browser, 1366, 900)
        try:
            open_in_lab(page, url, "10_skill_and_luck.ipynb")
            run_all_cells(page)
            outputs = page.locator(".jp-OutputArea-output")
            expect(
                outputs.filter(
                    has_text="This lesson reviews your last finished round, from "
                    "my_round.json: you are Seat 0."
                )
            ).to_have_count(1)
            expect(outputs.filter(has_text="Traceback")).to_have_count(0)
            worst = page.locator(".cf-check").first
            expect(worst.locator("[role=radiogroup] input[type=radio]").first).to_have_attribute(
                "value", re.compile(r"^move \d+: ")
            )
            screenshot(page, "lab-own-round-3-lesson-10")
        finally:
            page.context.close()
