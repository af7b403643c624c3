"""A crowded puzzle opens on its open ends in JupyterLab at 1366x768, pips large enough to count.

The notebook shows a PuzzleWidget on the two most crowded double-12 chicken-foot puzzles of
the package (the most crowded puzzles of all when there are none). The table opens on the
frame :func:`~chickenfoot_nb.render.frame.open_frame` gives: every open end a legal move uses
lies in the visible table, each tile's short side at least ``ROOM.readable`` CSS pixels. The 0
key shows the whole table; the next puzzle opens on its own frame again. axe-core finds
nothing. Screenshots go to ``artifacts/browser/``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
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
)
from playwright.sync_api import Locator, Page, expect

from chickenfoot_nb.puzzles import Puzzle, load_puzzles
from chickenfoot_nb.render.frame import ROOM, open_frame
from chickenfoot_nb.render.palette import UNIT

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("board_frame")]


def crowded_puzzles() -> list[Puzzle]:
    """The two double-12 foot puzzles with the most tiles on the table (else any two)."""
    puzzles = load_puzzles()
    feet = [p for p in puzzles if p.set == 12 and p.kind == "foot"]
    pool = feet if len(feet) >= 2 else puzzles
    return sorted(pool, key=lambda p: -len(p.position().table))[:2]


def view_box(p: Puzzle) -> str:
    """The frame of ``p`` as the board writes it in the table's viewBox."""
    r = p.position()
    view = open_frame(r, r.legal_actions())
    assert view is not None, f"{p.id} is not crowded: it would open whole"
    return " ".join(f"{v:.2f}" for v in view)


def open_ends(p: Puzzle) -> set[str]:
    """The tiles on the table that the legal moves of ``p`` are played on."""
    r = p.position()
    return {str(a.on) for a in r.legal_actions() if a.kind == "play" and a.on is not None}


CODE = """\
from chickenfoot_nb import progress
progress.off()
from chickenfoot_nb.puzzles import load_puzzles
from chickenfoot_nb.widgets import PuzzleWidget
ids = {ids!r}
w = PuzzleWidget([p for p in load_puzzles() if p.id in ids], seed=0)
w"""

#: Where a locator's box lies on the page, and how many pixels a user unit of the table is.
ON_SCREEN = """(el) => {
  const r = el.getBoundingClientRect();
  return [r.left, r.top, r.right, r.bottom];
}"""
SCALE = "(svg) => svg.getScreenCTM().a"


@pytest.fixture(scope="module")
def puzzles() -> list[Puzzle]:
    return crowded_puzzles()


@pytest.fixture(scope="module")
def lab_page(
    browser: Any, tmp_path_factory: pytest.TempPathFactory, puzzles: list[Puzzle]
) -> Iterator[Page]:
    """JupyterLab at 1366x768, its file browser open as it starts, the notebook run."""
    folder = tmp_path_factory.mktemp("board-frame") / "nb"
    code = CODE.format(ids=[p.id for p in puzzles])
    code_notebook(folder, "crowded.ipynb", code, "A crowded puzzle")
    with jupyterlab_server(folder) as url:
        page = new_page(browser, 1366, 768)
        try:
            open_in_lab(page, url, "crowded.ipynb")
            run_all_cells(page)
            yield page
        finally:
            page.context.close()


def box(locator: Locator) -> tuple[float, float, float, float]:
    left, top, right, bottom = locator.evaluate(ON_SCREEN)
    return left, top, right, bottom


def inside(inner: tuple[float, ...], outer: tuple[float, ...], slack: float = 1.0) -> bool:
    return (
        inner[0] >= outer[0] - slack
        and inner[1] >= outer[1] - slack
        and inner[2] <= outer[2] + slack
        and inner[3] <= outer[3] + slack
    )


def shown_puzzle(svg: Locator, puzzles: list[Puzzle]) -> Puzzle:
    """The puzzle whose frame the table shows, once it shows one of theirs."""
    frames = {view_box(p): p for p in puzzles}
    expect(svg).to_have_attribute("viewBox", re.compile("|".join(map(re.escape, frames))))
    return frames[svg.get_attribute("viewBox") or ""]


def test_a_crowded_puzzle_opens_on_its_open_ends_and_0_shows_all(
    lab_page: Page, puzzles: list[Puzzle]
) -> None:
    page = lab_page
    root = page.locator(".cf-puzzle")
    board = root.locator(".cf-board-root")
    area = root.locator(".cf-table-area")
    svg = area.locator("svg")
    expect(board).to_have_attribute("data-view", "frame", timeout=60_000)
    area.scroll_into_view_if_needed()
    expect(area).to_be_in_viewport(ratio=1.0)
    p = shown_puzzle(svg, puzzles)
    expect(root.locator(".cf-view-said")).to_have_text(
        "Showing the open ends the legal moves use; 0 shows the whole table"
    )

    # every open end a legal move uses is in the visible table, its pips large enough to count
    seen = box(area)
    width, height = page.viewport_size["width"], page.viewport_size["height"]
    side = svg.evaluate(SCALE) * UNIT
    assert side >= ROOM.readable, side
    for tile in open_ends(p):
        on = area.locator(f'.tile.on-table[data-tile="{tile}"]')
        where = box(on)
        assert inside(where, seen) and inside(where, (0, 0, width, height)), (tile, where, seen)
        assert min(where[2] - where[0], where[3] - where[1]) >= ROOM.readable, (tile, where)
    screenshot(area, "board-frame-1-open-ends")
    screenshot(page, "board-frame-1-page")
    assert axe_findings(axe_violations(page, {"include": [[".cf-puzzle"]]})) == []

    # 0 shows the whole table: every tile on it lies in the visible table
    board.click(position={"x": 3, "y": 3})
    page.keyboard.press("0")
    expect(board).to_have_attribute("data-view", "whole")
    expect(root.locator(".cf-view-said")).to_have_text("Showing the whole table")
    seen = box(area)
    tiles = area.locator(".tile.on-table")
    assert tiles.count() >= len(p.position().table)
    outside = [
        tiles.nth(k).get_attribute("data-tile")
        for k in range(tiles.count())
        if not inside(box(tiles.nth(k)), seen)
    ]
    assert not outside, outside
    screenshot(area, "board-frame-2-whole")

    # the next puzzle opens on its own frame, whatever the view was
    page.keyboard.press("n")
    expect(root.locator(".cf-puzzle-about")).to_contain_text("Puzzle 2 of 2")
    q = next(x for x in puzzles if x is not p)
    expect(svg).to_have_attribute("viewBox", view_box(q))
    expect(board).to_have_attribute("data-view", "frame")
    assert svg.evaluate(SCALE) * UNIT >= ROOM.readable
    screenshot(area, "board-frame-3-next")
    assert axe_findings(axe_violations(page, {"include": [[".cf-puzzle"]]})) == []
