"""Every lesson in JupyterLab, run all in headless Chromium; and the play notebook as a Voila app.

For each notebook: no error output, every code cell ran, SVG tiles (``[data-tile]``) drawn,
and a screenshot of the whole notebook, code collapsed, kept as
``artifacts/browser/lesson-NAME.png``. The Voila test serves ``notebooks/06_play.ipynb``
as ``make app`` does and plays the first move of the match by clicking a tile.
"""

from __future__ import annotations

import ast
import json
import re
import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from nbbrowser import (
    ARTIFACTS,
    ROOT,
    NotebookTabs,
    hide_file_browser,
    jupyterlab_server,
    menu,
    new_page,
    open_in_lab,
    painted,
    voila_server,
)
from playwright.sync_api import Page, expect

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("notebooks_browser")]

LESSONS = ROOT / "notebooks"
NOTEBOOKS = sorted(LESSONS.glob("*.ipynb"))
#: Long enough for the slowest lesson on a loaded two-core machine.
RUN_MS = 150_000


def _copy_lessons(tmp: Path) -> Path:
    """The lessons and their positions in a temporary folder (Lab autosaves and checkpoints)."""
    folder = tmp / "nb"
    shutil.copytree(LESSONS, folder, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    # Draw every cell, not only those on screen, so the checks below see the whole notebook.
    tracker = tmp / "nb-lab" / "settings" / "@jupyterlab" / "notebook-extension"
    tracker.mkdir(parents=True)
    (tracker / "tracker.jupyterlab-settings").write_text(json.dumps({"windowingMode": "none"}))
    return folder


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """One JupyterLab server for every lesson; yields its URL."""
    with jupyterlab_server(_copy_lessons(tmp_path_factory.mktemp("lessons"))) as url:
        yield url


@pytest.fixture(scope="module")
def tabs(lab: str, browser: Any) -> Iterator[NotebookTabs]:
    """One page of that JupyterLab, where the lessons open one after another, each with a
    kernel of its own (:class:`nbbrowser.NotebookTabs`): Lab starts once."""
    lessons = NotebookTabs(browser, lambda page, name: open_in_lab(page, lab, name))
    try:
        yield lessons
    finally:
        lessons.close()


def _run_all(page: Page, code_cells: int) -> None:
    """Run every cell and wait until each code cell shows its execution count."""
    menu(page, "Run", "Run All Cells")
    prompts = page.locator(".jp-CodeCell .jp-InputArea-prompt")
    expect(prompts).to_have_count(code_cells)
    done = page.locator(".jp-CodeCell .jp-InputArea-prompt", has_text="]:").filter(
        has_not_text="[*]"
    )
    expect(done.filter(has_not_text="[ ]")).to_have_count(code_cells, timeout=RUN_MS)


def _settle(page: Page) -> None:
    """Wait until every picture on the page has loaded and the page has drawn twice since:
    what a fixed pause used to wait for after a change of layout."""
    page.wait_for_function("() => [...document.images].every(i => i.complete)")
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")


def _whole_notebook_shot(page: Page, name: str) -> Path:
    """A screenshot of the whole notebook: code collapsed, no side bar, the window as tall as the notebook."""
    menu(page, "View", "Collapse All Code")
    page.locator(".jp-Notebook").first.click(position={"x": 5, "y": 5})  # command mode, focus here
    hide_file_browser(page)
    expect(page.locator("#jp-left-stack")).to_be_hidden()
    _settle(page)
    height = page.evaluate(
        "() => { const o = document.querySelector('.jp-NotebookPanel .jp-WindowedPanel-outer');"
        " return o ? o.scrollHeight : 1000; }"
    )
    page.set_viewport_size({"width": 1280, "height": min(int(height) + 160, 20_000)})
    _settle(page)  # let widgets and images lay out at the new size
    bottom = page.evaluate(
        "() => { const o = document.querySelector('.jp-NotebookPanel .jp-WindowedPanel-outer');"
        " if (o) o.scrollTop = 0;"
        " const cells = [...document.querySelectorAll('.jp-NotebookPanel .jp-Cell')];"
        " return Math.max(...cells.map(c => c.getBoundingClientRect().bottom)); }"
    )
    _settle(page)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"lesson-{name}.png"
    size = page.viewport_size or {"width": 1280, "height": 1000}
    page.screenshot(
        path=str(path),
        clip={"x": 0, "y": 0, "width": 1280, "height": min(bottom + 24, size["height"])},
    )
    return path


def _first_move() -> tuple[str, str]:
    """The tile the human seat of 06_play can click first, and what the game then says.

    The notebook's ``GameWidget(...)`` call is read from its source and made on a
    :class:`GameController`, the model behind the widget, with the same calls a click makes.
    """
    from chickenfoot_nb.widgets import GameController

    cells = json.loads((LESSONS / "06_play.ipynb").read_text())["cells"]
    calls = [
        node
        for c in cells
        if c["cell_type"] == "code"
        for node in ast.walk(ast.parse("".join(c["source"])))
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "GameWidget"
    ]
    assert len(calls) == 1, "06_play should build exactly one GameWidget"
    args = [ast.literal_eval(a) for a in calls[0].args]
    kwargs = {k.arg: ast.literal_eval(k.value) for k in calls[0].keywords if k.arg}
    g = GameController(*args, **kwargs)
    tile = g.selectable()[0]
    assert g.click(tile), g.message
    return tile, g.message


def test_play_app_in_voila(browser: Any, tmp_path: Path) -> None:
    folder = _copy_lessons(tmp_path)
    tile, message = _first_move()
    page = new_page(browser)
    try:
        with voila_server(folder / "06_play.ipynb") as url:
            page.goto(url, timeout=RUN_MS)
            board = page.locator(".cf-board").first
            expect(board.locator("[data-tile]").first).to_be_visible(timeout=RUN_MS)
            expect(page.locator(".cf-check").first).to_be_visible()
            board.locator(f"[data-tile='{tile}']").first.click()
            expect(page.locator(".cf-message").first).to_contain_text(message[:60])
            # Voila scrolls inside its page: make the window as tall as the app for the picture.
            height = page.evaluate(
                "() => Math.max(...[...document.querySelectorAll('.jp-Cell, .jp-OutputArea')]"
                ".map(e => e.getBoundingClientRect().bottom), 800)"
            )
            page.set_viewport_size({"width": 1280, "height": int(height) + 40})
            painted(page)
            ARTIFACTS.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(ARTIFACTS / "lesson-06_play-voila.png"))
    finally:
        page.context.close()


#: The lessons whose output axe-core checks in JupyterLab (06_play is checked in Voila).
AXE_LESSONS = [
    "00_start_here", "03_arms_and_turns", "04_the_chicken_foot",
    "07_probability_of_hands", "07b_how_sure_are_we", "08_simulation_lab", "09_strategy",
    "09b_what_a_draw_reveals", "10_skill_and_luck", "10b_luck_over_many_rounds", "11_puzzles",
]  # fmt: skip
#: What the lessons draw: every output area. JupyterLab's own chrome is not ours.
OURS = ".jp-OutputArea-output"


@contextmanager
def _lesson(tabs: NotebookTabs, name: str) -> Iterator[Page]:
    """The page with lesson ``name`` open in JupyterLab, every cell run."""
    path = LESSONS / f"{name}.ipynb"
    code_cells = sum(1 for c in json.loads(path.read_text())["cells"] if c["cell_type"] == "code")
    with tabs.notebook(path.name) as page:
        _run_all(page, code_cells)
        yield page


def axe_violations(page: Page, context: dict[str, Any]) -> list[dict[str, Any]]:
    """What axe-core finds wrong in ``context`` of ``page`` (WCAG 2.2 A/AA and best practices)."""
    from axe_playwright_python.sync_playwright import Axe

    return list(Axe().run(page, context=context).response["violations"])


def _tally(violations: list[dict[str, Any]]) -> dict[str, int]:
    """``{"rule (impact)": nodes}``: the counts the issue's note asks for."""
    return {f"{v['id']} ({v['impact']})": len(v["nodes"]) for v in violations}


#: The lesson whose page axe-core also checks outside our output, for JupyterLab's own
#: tally: its chrome is the same around every lesson (a second pass costs about a second).
CHROME_LESSON = "00_start_here"


def _passes_axe(page: Page, name: str) -> None:
    """axe-core finds nothing in the lesson's output; the tallies go to ``artifacts/``."""
    expect(page.locator(OURS, has_text="Loading widget")).to_have_count(0)
    _settle(page)  # let the last widgets and pictures lay out
    ours = axe_violations(page, {"include": [[OURS]]})
    report: dict[str, Any] = {"ours": _tally(ours), "details": ours}
    if name == CHROME_LESSON:
        chrome = axe_violations(page, {"exclude": [[OURS]]})
        report["jupyterlab"] = _tally(chrome)
        report["jupyterlab_nodes"] = [
            f"{v['id']}: {n['html'][:160]}" for v in chrome for n in v["nodes"]
        ]
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    (ARTIFACTS / f"axe-{name}.json").write_text(json.dumps(report, indent=1))
    found = [
        f"{v['id']} ({v['impact']}): {n['target']} {n['failureSummary'][:200]}"
        for v in ours
        for n in v["nodes"]
    ]
    assert not found, "\n".join(found)


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_lesson_runs_in_jupyterlab(tabs: NotebookTabs, path: Path) -> None:
    """Every cell runs with no error and draws; the lessons of :data:`AXE_LESSONS` pass axe.

    One test, so that a lesson runs once (09_strategy's tournament takes half a minute).
    """
    with _lesson(tabs, path.stem) as page:
        outputs = page.locator(".jp-OutputArea-output")
        errors = page.locator(
            ".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']"
        )
        assert outputs.count() > 0
        assert errors.count() == 0, errors.first.inner_text()[:2000]
        assert page.locator(".jp-OutputArea-output", has_text="Traceback").count() == 0
        # Widgets have drawn: their views replaced the "Loading widget..." text, and tiles show.
        expect(page.locator(".jp-OutputArea-output [data-tile]").first).to_be_attached()
        expect(page.locator(".jp-OutputArea-output", has_text="Loading widget")).to_have_count(0)
        if "ask(" in path.read_text():
            expect(page.locator(".cf-check").first).to_be_attached()
        if path.stem in AXE_LESSONS:
            _passes_axe(page, path.stem)
        _whole_notebook_shot(page, path.stem)


def test_an_exercise_is_answered_by_keyboard_alone(tabs: NotebookTabs) -> None:
    """The choices are one Tab stop with arrows inside; Check and the folded answer follow."""
    with _lesson(tabs, "00_start_here") as page:
        check = page.locator(".cf-check").first
        check.scroll_into_view_if_needed()
        radios = check.locator("[role=radiogroup] input[type=radio]")
        expect(radios).to_have_count(4)
        radios.first.focus()
        page.keyboard.press("ArrowDown")  # moves and chooses, as in any radio group
        expect(radios.nth(1)).to_be_checked()
        expect(radios.nth(1)).to_be_focused()
        page.keyboard.press("Tab")  # out of the group at once: one Tab stop
        expect(check.locator(".cf-check-button")).to_be_focused()
        page.keyboard.press("Enter")
        expect(check.locator(".cf-feedback [role=status]")).to_contain_text("Right")  # spoken
        page.keyboard.press("Tab")
        summary = check.locator("summary", has_text="Show the answer")
        expect(summary).to_be_focused()
        page.keyboard.press("Enter")
        expect(check.locator("details.cf-answer-fold")).to_have_attribute("open", "")


def test_the_hand_explorer_is_named_and_moved_by_keys(tabs: NotebookTabs) -> None:
    """Each slider is a labelled native range: arrows move it, and the picture follows."""
    with _lesson(tabs, "07_probability_of_hands") as page:
        hand = page.get_by_role("slider", name="hand size")
        hand.scroll_into_view_if_needed()
        expect(hand).to_have_attribute("aria-valuetext", "7")
        picture = page.locator(".cf-hand-explorer img[alt]")
        before = picture.get_attribute("src")
        hand.focus()
        page.keyboard.press("ArrowLeft")
        expect(hand).to_have_attribute("aria-valuetext", "6")
        expect(hand).to_be_focused()  # the notebook did not take the key to move between cells
        expect(picture).not_to_have_attribute("src", before or "")
        expect(picture).to_have_attribute("alt", re.compile("6-tile hand"))
