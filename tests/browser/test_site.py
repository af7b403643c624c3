"""The JupyterLite site (``make site``), offline, in headless Chromium: every lesson, run in Pyodide.

This machine reaches PyPI and npm but no CDN, so the site under test points at a local
Pyodide (:mod:`lite.local_pyodide`: the npm runtime, the kernel's pure-Python start-up
packages from PyPI) and never falls back to PyPI. The build is otherwise the published one.

Lessons 00 to 06: every cell runs with no error output, the widgets draw tiles
(``[data-tile]``), and where a lesson has a GameWidget, a click on a tile plays a move.
Lessons 07 and 08 need numpy and matplotlib, which only Pyodide's own distribution (its CDN)
serves: they are expected to stop there, and only there (a strict xfail: the day those builds
are reachable, the test says so). Screenshots: ``artifacts/site/lesson-NAME.png``; times
from page load to a ready kernel, to the first drawn board (Run All at once), to the last
cell: ``artifacts/site/timings.json``. A last test reopens lesson 00 with the server stopped:
the service worker's cache serves it.

The lessons run one after another in one page (:class:`nbbrowser.NotebookTabs`), each in a
new tab with a Pyodide kernel of its own, the tab before closed and its kernel shut down:
JupyterLab starts once, not once per lesson (about 3 of a lesson's 14 s on an idle machine).
A kernel is not shared between lessons: ipywidgets cannot draw in a notebook that joins
another's kernel (jupyter-widgets/ipywidgets#2628), and a reader's lesson has its own.
"""

from __future__ import annotations

import ast
import fcntl
import functools
import http.server
import json
import os
import re
import shutil
import subprocess
import threading
import time
import tomllib
import zipfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from nbbrowser import ROOT, NotebookTabs, hide_file_browser, menu, painted
from playwright.sync_api import Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from lite import build_site, local_pyodide

pytestmark = [pytest.mark.browser, pytest.mark.site]

LESSONS = sorted((ROOT / "notebooks").glob("*.ipynb"))
ARTIFACTS = ROOT / "artifacts" / "site"
CACHE = ROOT / ".cache" / "site"
#: Pyodide starts in a web worker: on a loaded two-core machine this takes most of a minute.
KERNEL_MS = 180_000
RUN_MS = 240_000
#: The interpreter of the site's build environment (``make test`` says where it is).
SITE_PYTHON = Path(
    os.environ.get("CHICKENFOOT_SITE_PYTHON", str(ROOT / ".venv-site" / "bin" / "python"))
)
NEED_PYODIDE_BUILDS = re.compile(r"\b(numpy|matplotlib)\b")


class PyodideBuildMissing(AssertionError):
    """A lesson stopped at numpy or matplotlib, which no reachable server provides here."""


class _Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {  # the base class's mapping, with what Pyodide and the lab load
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".js": "text/javascript",
        ".mjs": "text/javascript",
        ".wasm": "application/wasm",
        ".whl": "application/zip",
    }

    def log_message(self, format: str, *args: Any) -> None:
        pass


@contextmanager
def _serve(folder: Path) -> Iterator[str]:
    """Serve ``folder`` on a free port of 127.0.0.1 until the block ends; yield its URL."""
    handler = functools.partial(_Handler, directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory, worker_id: str) -> Path:
    """The site, built offline into a fresh folder (a reused one can keep a stale pyodideUrl).

    Built once per test session: the first pytest-xdist worker to get here builds it under a
    lock in the session's shared temporary folder, the others wait and reuse it.
    """
    if not SITE_PYTHON.exists():
        pytest.skip(
            f"no site build environment at {SITE_PYTHON}: `make test` or `make site` makes it"
        )
    base = tmp_path_factory.getbasetemp()
    shared = base if worker_id == "master" else base.parent
    output = shared / "site" / "_site"
    with open(shared / "site.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (shared / "site" / "built").exists():
            shutil.rmtree(output.parent, ignore_errors=True)
            output.parent.mkdir()
            pyodide = local_pyodide.prepare(CACHE, local_pyodide.lesson_roots())
            # Built by the site's own virtualenv, as `make site` does (see the Makefile: its
            # lab extensions must not be installed where JupyterLab and Voila are tested).
            argv = [str(SITE_PYTHON), "-m", "lite.build_site", "--output", str(output)]
            argv += ["--pyodide", str(pyodide), "--no-pypi", "--expose-app"]
            subprocess.run(argv, cwd=ROOT, check=True)
            (shared / "site" / "built").touch()
    return output


@pytest.fixture(scope="module")
def site(built: Path) -> Iterator[str]:
    """The built site served on 127.0.0.1; yields its URL."""
    with _serve(built) as url:
        yield url


@pytest.fixture(scope="module")
def timings() -> Iterator[dict[str, dict[str, float]]]:
    """Seconds per lesson, added to ``artifacts/site/timings.json`` at the end (every worker's)."""
    found: dict[str, dict[str, float]] = {}
    yield found
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    with open(ARTIFACTS / "timings.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        path = ARTIFACTS / "timings.json"
        every = json.loads(path.read_text()) if path.exists() else {}
        path.write_text(json.dumps({**every, **found}, indent=1, sort_keys=True))
    print(json.dumps({"site_timings": found}))


@pytest.fixture
def page(browser: Any) -> Iterator[Page]:
    """A page in a fresh context: a clean browser storage, so no earlier lesson is restored."""
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    context.set_default_timeout(30_000)
    page = context.new_page()
    try:
        yield page
    finally:
        context.close()


#: What each page's console said, and the requests that failed (by page), for
#: :func:`_kernel_trouble`: the page's listeners stay for every lesson opened in it.
_LOGS: dict[int, list[str]] = {}


def _kernel_trouble(page: Page) -> str:
    """What ``page`` says of a kernel that is not ready: the status bar, the last packages
    Pyodide was loading, every failed request, and the console's last lines."""
    log = _LOGS.get(id(page), [])
    loading = [line for line in log if line.startswith("Loading ")][-2:]
    failed = [line for line in log if "failed" in line or line.startswith("HTTP ")]
    status = page.locator(".jp-StatusBar-TextItem").all_inner_texts()
    return (
        f"status bar: {status}; last loads: {loading}; failed requests: {failed}; "
        f"the console's last lines: {log[-12:]}"
    )


def _open(page: Page, site: str, name: str) -> float:
    """Open lesson ``name`` and wait for its kernel; return the seconds that took.

    A kernel whose start-up package is missing stays "unknown" and says nothing: on a time
    out, the message says what :func:`_kernel_trouble` finds.
    """
    log = _LOGS.setdefault(id(page), [])
    page.on("console", lambda m: log.append(m.text))
    page.on("pageerror", lambda e: log.append(f"page error: {e}"))
    page.on("requestfailed", lambda r: log.append(f"request failed: {r.url}"))
    page.on("response", lambda r: r.status >= 400 and log.append(f"HTTP {r.status}: {r.url}"))
    start = time.monotonic()
    page.goto(f"{site}/lab/index.html?path={name}")
    idle = page.locator(".jp-StatusBar-TextItem", has_text="| Idle")
    try:
        idle.wait_for(timeout=KERNEL_MS)
    except PlaywrightTimeout:
        pytest.fail(
            f"the kernel of {name} was not ready after {KERNEL_MS // 1000} s; "
            + _kernel_trouble(page)
        )
    return time.monotonic() - start


@pytest.fixture(scope="module")
def lessons(browser: Any, site: str) -> Iterator[NotebookTabs]:
    """The lessons' page (see the module)."""
    tabs = NotebookTabs(
        browser, lambda page, name: _open(page, site, name), KERNEL_MS, _kernel_trouble
    )
    try:
        yield tabs
    finally:
        tabs.close()


def _run_all(page: Page, code_cells: int, start: float) -> float | None:
    """Run every cell; wait until each code cell shows its count, or the run stopped at an error.

    Returns the seconds from ``start`` until the first tile showed, ``None`` if none did.
    """
    menu(page, "Run", "Run All Cells")
    prompts = page.locator(".jp-CodeCell .jp-InputArea-prompt")
    expect(prompts).to_have_count(code_cells)
    done = prompts.filter(has_text=re.compile(r"\[\d+\]"))
    running = prompts.filter(has_text="[*]")
    errors = page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']")
    tiles = page.locator(".jp-OutputArea-output [data-tile]")
    first_board = None
    deadline = time.monotonic() + RUN_MS / 1000
    while done.count() < code_cells and not (errors.count() and not running.count()):
        if first_board is None and tiles.count():
            first_board = round(time.monotonic() - start, 1)
        assert time.monotonic() < deadline, (
            f"{done.count()} of {code_cells} cells ran in {RUN_MS // 1000} s"
        )
        page.wait_for_timeout(100)
    if first_board is None and tiles.count():  # drawn by the last cell
        first_board = round(time.monotonic() - start, 1)
    return first_board


def _first_error(page: Page) -> str:
    errors = page.locator(
        ".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr'],"
        " .jp-OutputArea-output:has-text('Traceback')"
    )
    return errors.first.inner_text()[:3000] if errors.count() else ""


def _first_move(lesson: Path) -> tuple[str, str] | None:
    """The tile the lesson's GameWidget lets the human click first, and what the game then says.

    ``None`` if the lesson has no GameWidget, or one with no seed. The call is read from the lesson's source and made
    on a :class:`GameController`, the model behind the widget, with the calls a click makes.
    """
    from chickenfoot_nb.widgets import GameController

    calls = [
        node
        for c in json.loads(lesson.read_text())["cells"]
        if c["cell_type"] == "code"
        for node in ast.walk(ast.parse("".join(c["source"])))
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "GameWidget"
    ]
    if not calls or not any(k.arg == "seed" for k in calls[0].keywords):
        return None  # a game with no seed is dealt at random: its first move is not known
    args = [ast.literal_eval(a) for a in calls[0].args]
    # `keep=` names where the game is saved (a variable): the first move does not need it.
    kwargs = {
        k.arg: ast.literal_eval(k.value) for k in calls[0].keywords if k.arg and k.arg != "keep"
    }
    game = GameController(*args, **kwargs)
    tile = game.selectable()[0]
    assert game.click(tile), game.message
    return tile, game.message


def _screenshot(page: Page, name: str) -> Path:
    """The lesson as it looks after running, with the file browser hidden."""
    page.locator(".jp-Notebook").first.click(position={"x": 5, "y": 5})
    hide_file_browser(page)
    page.set_viewport_size({"width": 1280, "height": 2400})  # Lab scrolls inside: show more of it
    painted(page)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"lesson-{name}.png"
    page.screenshot(path=str(path), full_page=True)
    return path


def _builds_missing(built: Path) -> list[str]:
    """numpy and matplotlib, where the site's Pyodide names them but holds no file for them.

    Pyodide would fetch them from its CDN, out of reach here: a lesson that imports them
    stops there, as its run would show after a kernel's start (about 15 s) for nothing.
    """
    pyodide = built / "static" / "pyodide"
    lock = json.loads((pyodide / "pyodide-lock.json").read_text())["packages"]
    return [
        name
        for name in ("numpy", "matplotlib")
        if name in lock and not (pyodide / lock[name]["file_name"]).exists()
    ]


def _expected(lesson: Path) -> Any:
    if "chickenfoot_nb.probability" not in lesson.read_text():
        return lesson
    reason = (
        "numpy and matplotlib come from Pyodide's own distribution (its CDN), which this machine "
        "cannot reach; the day it can, this lesson passes: remove this xfail"
    )
    return pytest.param(
        lesson, marks=pytest.mark.xfail(raises=PyodideBuildMissing, strict=True, reason=reason)
    )


@pytest.mark.xdist_group("site_lessons")  # one worker, one page: see the module
@pytest.mark.parametrize("lesson", [_expected(p) for p in LESSONS], ids=lambda p: p.stem)
def test_lesson_runs_in_the_site(
    built: Path, lessons: NotebookTabs, timings: dict[str, dict[str, float]], lesson: Path
) -> None:
    missing = _builds_missing(built)
    if missing and "chickenfoot_nb.probability" in lesson.read_text():
        raise PyodideBuildMissing(f"{lesson.stem} imports {missing}, not in the site's Pyodide")
    code_cells = 1 + sum(
        1 for c in json.loads(lesson.read_text())["cells"] if c["cell_type"] == "code"
    )  # the site's copy starts with its install cell
    start = time.monotonic()
    with lessons.notebook(lesson.name) as page:
        seconds = {"kernel_ready": round(time.monotonic() - start, 1)}
        timings[lesson.stem] = seconds
        first_board = _run_all(page, code_cells, start)
        seconds["all_cells_ran"] = round(time.monotonic() - start, 1)
        if first_board is not None:
            seconds["first_board"] = first_board
        error = _first_error(page)
        if error:
            if NEED_PYODIDE_BUILDS.search(error):
                raise PyodideBuildMissing(f"{lesson.stem} stopped at a Pyodide build:\n{error}")
            pytest.fail(f"{lesson.stem} failed in the site:\n{error}")
        expect(page.locator(".jp-OutputArea-output [data-tile]").first).to_be_attached()
        expect(page.locator(".jp-OutputArea-output", has_text="Loading widget")).to_have_count(0)
        move = _first_move(lesson)
        if move:
            tile, message = move
            board = page.locator(".cf-board").first
            board.scroll_into_view_if_needed()
            board.locator(f"[data-tile='{tile}']").first.click()
            expect(page.locator(".cf-message").first).to_contain_text(message[:60])
        _screenshot(page, lesson.stem)


def test_lesson_opens_again_with_no_network(
    built: Path, page: Page, timings: dict[str, dict[str, float]]
) -> None:
    """After a reader's visit, the service worker's cache serves lesson 00 with the server gone.

    The lesson itself must be in the browser's storage, as a reader's autosave puts it: the
    service worker never caches the contents API. The seconds of each step go to
    ``artifacts/site/timings.json`` (``offline``).
    """
    start = time.monotonic()
    seconds = timings.setdefault("offline", {})

    def took(step: str) -> None:
        seconds[step] = round(time.monotonic() - start, 1)

    with _serve(built) as url:
        _open(page, url, "00_start_here.ipynb")  # the kernel's files pass the service worker
        took("first_kernel_ready")
        menu(page, "Run", "Run All Cells")  # and so do the wheels
        expect(page.locator(".cf-board [data-tile]").first).to_be_visible(timeout=RUN_MS)
        took("first_board")
        page.keyboard.press("Control+s")
        # Saving writes the lesson, outputs and all, into the browser's storage: on a busy
        # machine that takes longer than an expectation's default 5 s.
        expect(page.locator(".jp-mod-dirty")).to_have_count(0, timeout=RUN_MS)
        took("saved")
        # The page's own files loaded before the service worker took over: a second visit,
        # until Lab shows the kernel's status (its start, from cached files, is not needed).
        page.goto(f"{url}/lab/index.html?path=00_start_here.ipynb")
        status = page.locator(".jp-StatusBar-TextItem", has_text=re.compile(r"\| \w+"))
        expect(status.first).to_be_visible(timeout=KERNEL_MS)
        took("second_visit")
    _open(page, url, "00_start_here.ipynb")
    took("offline_kernel_ready")
    menu(page, "Run", "Run All Cells")
    expect(page.locator(".cf-board [data-tile]").first).to_be_visible(timeout=RUN_MS)
    took("offline_board")
    assert page.locator(".jp-OutputArea-output:has-text('Traceback')").count() == 0


@pytest.fixture(scope="module")
def package_wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A wheel with chickenfoot_nb's metadata: its requirements, as pyproject.toml lists them."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    wheel = tmp_path_factory.mktemp("wheel") / "chickenfoot_nb-0.1.0-py3-none-any.whl"
    meta = "".join(f"Requires-Dist: {r}\n" for r in project["dependencies"])
    with zipfile.ZipFile(wheel, "w") as z:
        z.writestr("chickenfoot_nb-0.1.0.dist-info/METADATA", "Name: chickenfoot_nb\n" + meta)
    return wheel


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda p: p.stem)
def test_site_copy_is_the_lesson_after_one_install_cell(
    lesson: Path, package_wheel: Path, tmp_path: Path
) -> None:
    copy = tmp_path / lesson.name
    build_site.lesson_copy(lesson, copy, package_wheel)
    cells = json.loads(copy.read_text())["cells"]
    assert cells[1:] == json.loads(lesson.read_text())["cells"]
    install = "".join(cells[0]["source"])
    uses_numpy = "chickenfoot_nb.probability" in lesson.read_text()
    assert ("--no-deps chickenfoot_nb" in install) is not uses_numpy
    assert "numpy" not in install.splitlines()[-1]
