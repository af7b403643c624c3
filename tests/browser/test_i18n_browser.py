"""The first lesson and the play lesson in each language: Voila's kernel speaks it throughout.

Voila is started with ``CHICKENFOOT_LANG=<code>`` (the kernel inherits the server's
environment), one server per language, on a folder of the two lessons translated for that
language when there are (``notebooks/<code>/00_start_here.ipynb``), else the English ones. The visible Draw and
Pass, a refusal, and the ``lang`` of the game and its live regions are in that language, and
axe-core finds nothing in the game. Screenshots: ``artifacts/browser/voila-00-<code>.png``
and ``voila-06-<code>.png``.
"""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Callable, Iterator
from contextlib import ExitStack
from pathlib import Path
from typing import Any
from unittest import mock

import pytest
from nbbrowser import (
    ARTIFACTS,
    ROOT,
    axe_findings,
    axe_violations,
    copy_notebooks,
    new_page,
    screenshot,
    step_on,
    voila_server,
)
from playwright.sync_api import expect

from chickenfoot_nb import i18n

#: One worker runs the module: its four servers (one per language) start once.
pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("i18n_browser")]

CODES = ["bs", "sr", "sr-Latn", "bg"]


LESSONS = ["00_start_here", "06_play"]
CASES = [(code, name) for name in LESSONS for code in CODES]
IDS = [f"{name}-{code}" for code, name in CASES]


def lesson(code: str, name: str) -> Path:
    translated = ROOT / "notebooks" / code / f"{name}.ipynb"
    return translated if translated.exists() else ROOT / "notebooks" / f"{name}.ipynb"


def words(code: str) -> dict[str, str]:
    """What the page must say in ``code``, from the catalogs themselves."""
    i18n.set_language(code)
    try:
        refusal = i18n._("{tile} cannot be played now: {reason}.")
        return {
            "draw": i18n._("Draw"),
            "pass": i18n._("Pass"),
            "refusal": refusal[refusal.index("{tile}") + len("{tile}") : refusal.index("{reason}")],
            "more": i18n._("More"),
            "language": i18n._("Language"),
            "lang": i18n.html_lang(code),
        }
    finally:
        i18n.set_language("en")


@pytest.fixture(scope="module")
def voila_for(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Callable[[str], str]]:
    """``voila_for(code)``: the URL of a Voila server speaking ``code``, started when first
    asked for, on a folder with both lessons in that language: one server per language."""
    servers: dict[str, str] = {}
    with ExitStack() as stack:

        def start(code: str) -> str:
            if code not in servers:
                folder = tmp_path_factory.mktemp(f"voila-{code}") / "nb"
                copy_notebooks(folder.parent, [lesson(code, name) for name in LESSONS])
                shutil.copytree(ROOT / "notebooks" / "positions", folder / "positions")
                # the server's kernels inherit the environment it starts with
                with mock.patch.dict(os.environ, {i18n.ENVIRONMENT: code}):
                    servers[code] = stack.enter_context(voila_server(folder))
            return servers[code]

        yield start


@pytest.fixture
def voila_in(request: pytest.FixtureRequest, voila_for: Callable[[str], str]) -> str:
    """The page of the lesson of ``request.param`` (code, name), in its language."""
    code, name = request.param
    return f"{voila_for(code)}/voila/render/{name}.ipynb"


@pytest.mark.parametrize("voila_in", CASES, indirect=True, ids=IDS)
def test_voila_lesson_speaks_the_language(browser: Any, voila_in: str, request: Any) -> None:
    code, name = request.node.callspec.params["voila_in"]
    said = words(code)
    assert said["draw"] != "Draw" and said["pass"] != "Pass"
    page = new_page(browser, 1366, 768)
    try:
        page.goto(voila_in)
        game = page.locator(".cf-game")
        expect(game.locator(".cf-table-area svg")).to_be_visible(timeout=90_000)
        expect(game.locator("button.cf-draw")).to_have_text(said["draw"])
        expect(game.locator("button.cf-pass")).to_have_text(said["pass"])
        expect(game).to_have_attribute("lang", said["lang"])
        for region in (".cf-live", ".cf-alert"):
            expect(game.locator(region)).to_have_attribute("lang", said["lang"])
        game.locator("button.cf-more-toggle").click()  # the folded controls are checked too
        expect(game.locator(".cf-language select")).to_be_visible()
        expect(game.locator(".cf-language label")).to_have_text(said["language"])
        dimmed = game.locator(".cf-hand-area .tile.in-hand.dimmed")
        board = game.locator(".cf-board-root")
        board.click(position={"x": 3, "y": 3})
        while dimmed.count() == 0:
            step_on(page, game)
        tile = str(dimmed.first.get_attribute("data-tile"))
        dimmed.first.click(force=True)  # aria-disabled: a click still asks why
        refused = game.locator(".cf-message .cf-msg-refused")
        expect(refused).to_contain_text(tile + said["refusal"])
        expect(game.locator(".cf-alert")).to_contain_text(tile + said["refusal"])
        screenshot(page, f"voila-{name[:2]}-{code}")
        found = axe_findings(axe_violations(page, {"include": [[".cf-game"]]}))
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        (ARTIFACTS / f"axe-voila-{name[:2]}-{code}.json").write_text(json.dumps(found, indent=1))
        assert not found, json.dumps(found, indent=1)
    finally:
        page.context.close()
