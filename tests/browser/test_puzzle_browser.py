"""The PuzzleWidget in a real browser: Voila, JupyterLab and Notebook 7, the keyboard alone, axe-core.

A small notebook shows ``PuzzleWidget(seed=0)``; the test knows its first puzzle (the same
seed in this process) and solves it from the keyboard: Tab to the hand, the arrows to the
tile, Enter, the arrows to the place, Enter. Screenshots go to ``artifacts/browser/``.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from nbbrowser import (
    arrow_to,
    axe_findings,
    axe_violations,
    code_notebook,
    jupyterlab_server,
    new_page,
    open_in_lab,
    open_in_notebook7,
    run_all_cells,
    screenshot,
    tab_to_hand,
    voila_server,
)
from playwright.sync_api import Page, expect

from chickenfoot_nb.actions import Action
from chickenfoot_nb.puzzles import DIFFICULTIES, KINDS, load_puzzles
from chickenfoot_nb.review import action_words
from chickenfoot_nb.widgets import PuzzleWidget
from chickenfoot_nb.widgets.puzzle import DIFFICULTY_WORDS, KIND_WORDS

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("puzzle_browser")]

CODE = """\
from chickenfoot_nb.widgets import PuzzleWidget
from chickenfoot_nb.widgets.puzzle import DIFFICULTY_WORDS, KIND_WORDS
w = PuzzleWidget(seed=0)
w"""


def first_best() -> tuple[Action, int]:
    """The best move of the widget's first puzzle, and how many places its tile may go."""
    p = PuzzleWidget(seed=0).puzzle
    assert p is not None and p.best.tile is not None
    return p.best, len(p.position().targets(p.best.tile))


@pytest.fixture(scope="module")
def voila_puzzles(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    folder = tmp_path_factory.mktemp("puzzles") / "nb"
    with voila_server(code_notebook(folder, "puzzles.ipynb", CODE, "Puzzles")) as url:
        yield url


def solve_by_keyboard(page: Page, shot: str) -> None:
    """Solve the first puzzle with the keyboard alone, read the verdict, then ask for a hint."""
    best, places = first_best()
    root = page.locator(".cf-puzzle")
    expect(root.locator(".cf-puzzle-task")).to_contain_text("to play: find the move")
    expect(root).to_have_attribute("aria-label", "Chicken Foot puzzles")
    screenshot(page, f"{shot}-1-puzzle")
    tab_to_hand(page)
    arrow_to(page, "tile", str(best.tile))
    page.keyboard.press("Enter")
    on = "centre" if best.on is None else str(best.on)
    message = root.locator(".cf-message")
    if places > 1:  # the keyboard is on the lit places now
        expect(message).to_contain_text("click one of the lit places")
        expect(page.locator(".cf-puzzle [data-target]:focus")).to_have_count(1)
        arrow_to(page, "target", on)
        page.keyboard.press("Enter")
    expect(message).to_contain_text(f"Right: {action_words(best)} is the best move.")
    expect(root.locator(".cf-live")).to_contain_text("Right:")
    expect(root.locator(".cf-puzzle-score")).to_contain_text("Solved 1 of 1 puzzle · streak 1")
    expect(root.locator("tr.cf-best.cf-chosen")).to_contain_text(action_words(best))
    root.locator(".cf-proof").scroll_into_view_if_needed()
    screenshot(page, f"{shot}-2-solved")
    # the keys stay on the board: N for the next puzzle, H for its hint
    page.keyboard.press("n")
    expect(root.locator(".cf-puzzle-about")).to_contain_text("Puzzle 2 of ")
    expect(root.locator(".cf-proof")).to_have_count(0)
    for n in (1, 2, 3):  # graded: the idea, where, then the tile, picked up
        page.keyboard.press("h")
        expect(message).to_contain_text(f"Hint {n} of 3: ")
    expect(root.locator(".cf-hand-area .tile.in-hand.selected")).to_have_count(1)
    screenshot(page, f"{shot}-3-hint")


def test_voila_puzzle_by_keyboard_and_axe(browser: Any, voila_puzzles: str) -> None:
    page = new_page(browser, 1366, 900)
    try:
        page.goto(voila_puzzles)
        expect(page.locator(".cf-puzzle .cf-table-area svg")).to_be_visible(timeout=90_000)
        assert axe_findings(axe_violations(page, {"include": [[".cf-puzzle"]]})) == []
        solve_by_keyboard(page, "voila-puzzle")
        # with the proof, a hint lit and the menus, still nothing for axe to find
        assert axe_findings(axe_violations(page, {"include": [[".cf-puzzle"]]})) == []
    finally:
        page.context.close()


def empty_filters() -> dict[str, str] | None:
    """Menu choices (set, difficulty, kind) that no puzzle fits, or None when each has some."""
    puzzles = load_puzzles()
    for n in sorted({p.set for p in puzzles}):
        for difficulty in DIFFICULTIES:
            for kind in KINDS:
                if not any((p.set, p.difficulty, p.kind) == (n, difficulty, kind) for p in puzzles):
                    # the menus' words (an option's value in the page is its label)
                    return {
                        "set": f"double-{n}",
                        "difficulty": DIFFICULTY_WORDS[difficulty],
                        "kind": KIND_WORDS[kind],
                    }
    return None


def test_voila_filters_by_their_menus_and_says_when_nothing_fits(
    browser: Any, voila_puzzles: str
) -> None:
    page = new_page(browser, 1366, 900)
    try:
        page.goto(voila_puzzles)
        root = page.locator(".cf-puzzle")
        expect(root.locator(".cf-table-area svg")).to_be_visible(timeout=90_000)
        menu = root.locator(".cf-puzzle-kind select")
        expect(menu).to_have_accessible_name("Kind")
        menu.select_option(label="Chicken foot")
        expect(root.locator(".cf-live")).to_contain_text("these filters")
        expect(root.locator(".cf-puzzle-about")).to_contain_text("Chicken foot")
        menu.select_option(label="Any kind")
        nothing = empty_filters()
        if nothing is None:
            pytest.skip("every set, difficulty and kind has a puzzle")
        for name, value in nothing.items():
            root.locator(f".cf-puzzle-{name} select").select_option(label=value)
        fits_none = "No puzzle fits these filters"
        expect(root.locator(".cf-puzzle-task")).to_contain_text(fits_none)
        expect(root.locator(".cf-alert")).to_contain_text(fits_none)
        expect(root.locator("button.cf-puzzle-next")).to_be_disabled()
        screenshot(page, "voila-puzzle-4-nothing-fits")
        assert axe_findings(axe_violations(page, {"include": [[".cf-puzzle"]]})) == []
    finally:
        page.context.close()


@pytest.fixture(scope="module")
def lab_puzzles(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """JupyterLab (and Notebook 7: the same server) on a folder with the puzzle notebook."""
    folder = tmp_path_factory.mktemp("puzzles-lab") / "nb"
    code_notebook(folder, "puzzles.ipynb", CODE, "Puzzles")
    with jupyterlab_server(folder) as url:
        yield url


def test_lab_puzzle_by_keyboard(browser: Any, lab_puzzles: str) -> None:
    page = new_page(browser, 1366, 900)
    try:
        open_in_lab(page, lab_puzzles, "puzzles.ipynb")
        run_all_cells(page)
        expect(page.locator(".cf-puzzle .cf-table-area svg")).to_be_visible(timeout=60_000)
        # into the board, not a cell: Tab from a cell would go to its editor
        page.locator(".cf-puzzle .cf-board-root").click(position={"x": 3, "y": 3})
        solve_by_keyboard(page, "lab-puzzle")
        # the keys went to the board, not to the notebook
        expect(page.locator(".jp-Notebook.jp-mod-editMode")).to_have_count(0)
    finally:
        page.context.close()


def test_notebook7_puzzle_by_keyboard_and_axe(browser: Any, lab_puzzles: str) -> None:
    """Notebook 7's own page (``/notebooks/...``), its own kernel: solved from the keyboard."""
    page = new_page(browser, 1366, 900)
    try:
        open_in_notebook7(page, lab_puzzles, "puzzles.ipynb")
        expect(page.locator(".cf-puzzle .cf-table-area svg")).to_be_visible(timeout=60_000)
        assert axe_findings(axe_violations(page, {"include": [[".cf-puzzle"]]})) == []
        page.locator(".cf-puzzle .cf-board-root").click(position={"x": 3, "y": 3})
        solve_by_keyboard(page, "nb7-puzzle")
        expect(page.locator(".jp-Notebook.jp-mod-editMode")).to_have_count(0)
    finally:
        page.context.close()
