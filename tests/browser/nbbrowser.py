"""Helpers for tests that drive notebooks in JupyterLab, Notebook 7 and Voila with Playwright.

The fixtures are in ``conftest.py`` beside this file; any test under ``tests/browser/`` can
use both::

    from nbbrowser import NOTEBOOKS, copy_notebooks, jupyterlab_server, new_page, open_in_lab, run_all_cells

    def test_my_notebook(browser, tmp_path):
        folder = copy_notebooks(tmp_path, [NOTEBOOKS / "widgets.ipynb"])
        with jupyterlab_server(folder) as url:
            page = new_page(browser)
            open_in_lab(page, url, "widgets.ipynb")
            run_all_cells(page)

Chromium is Debian's ``/usr/bin/chromium`` (or ``$CHROMIUM``), headless; never run
``playwright install``. Each server runs from a temporary folder with private Jupyter
folders (config, data, runtime), on a free port of 127.0.0.1, without a token: servers of
tests running at the same time (pytest-xdist) share nothing.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = Path(__file__).resolve().parent / "notebooks"
ARTIFACTS = ROOT / "artifacts" / "browser"
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-quic",
    "--no-first-run",
    "--disable-component-update",
    "--disable-sync",
]
#: Generous waits: a loaded CI machine with two cores is slow to start a kernel.
START_TIMEOUT_MS = 90_000
WAIT_MS = 20_000


#: A page function, true once the game widget offers the human something to do (a target, a
#: playable hand tile, Draw or Pass) with its table settled, or the round is over. After a move
#: the status line can change before the hand and the buttons are drawn again, and a table laid
#: out again replaces every tile: a test waits for this before it reads or clicks the board.
GAME_OFFERS = """() => {
  const g = document.querySelector(".cf-game");
  if (/round over/.test(g.querySelector(".cf-status").innerText)) return true;
  const note = g.querySelector(".cf-settling");
  if (note && /set apart/.test(note.innerText)) return false;
  return g.querySelectorAll("[data-target], .cf-hand-area .tile.in-hand.legal").length > 0
    || !g.querySelector("button.cf-draw").disabled || !g.querySelector("button.cf-pass").disabled;
}"""


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


#: Tries to start a server, each on a new free port: between :func:`free_port` and the
#: server's own bind, another process (a kernel, a server of another pytest-xdist worker)
#: may take the port.
START_TRIES = 3


@contextmanager
def serve(work: Path, argv: list[str], probe: str) -> Iterator[str]:
    """Run ``argv --port=N`` in ``work`` until the block ends; yield its URL once it answers.

    Jupyter's config, data and runtime folders are private to ``work``, so servers running
    at the same time (pytest-xdist workers) share no state. ``argv`` must refuse a port that
    is taken (``port_retries=0``) rather than move to another: a server that exits before it
    answers is started again on a new port.
    """
    env = {
        **os.environ,
        "JUPYTER_CONFIG_DIR": str(work / "cfg"),
        "JUPYTER_DATA_DIR": str(work / "data"),
        "JUPYTER_RUNTIME_DIR": str(work / "rt"),
    }
    for attempt in range(1, START_TRIES + 1):
        port = free_port()
        log = work / f"server-{port}.log"
        with log.open("w") as out:
            proc = subprocess.Popen(
                [*argv, f"--port={port}"], cwd=work, env=env, stdout=out, stderr=subprocess.STDOUT
            )
        url = f"http://127.0.0.1:{port}"
        try:
            if _answers(proc, port, probe, log, last=attempt == START_TRIES):
                yield url
                return
        finally:
            _stop(proc)


def _answers(proc: subprocess.Popen[bytes], port: int, probe: str, log: Path, last: bool) -> bool:
    """Whether the server ``proc`` listens on ``port`` and answers ``probe`` there: False if it
    exited first (it may be tried again); raises if it does not answer in time, or exited on
    the ``last`` try."""
    import psutil  # in the test extra

    deadline = time.monotonic() + START_TIMEOUT_MS / 1000
    while True:
        if proc.poll() is not None:
            if last:
                raise RuntimeError(f"the server did not start:\n{log.read_text()}")
            return False
        if time.monotonic() > deadline:
            raise RuntimeError(f"the server did not answer in time:\n{log.read_text()}")
        # Ours, not another process that took the port first.
        try:
            listening = any(
                c.status == psutil.CONN_LISTEN and c.laddr and c.laddr.port == port
                for c in psutil.Process(proc.pid).net_connections(kind="tcp")
            )
        except psutil.Error:  # it has just exited: poll() says so next time round
            listening = False
        if listening:
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}{probe}", timeout=2)
                return True
            except urllib.error.HTTPError:
                return True  # any HTTP status means the server answers
            except OSError:
                pass
        time.sleep(0.2)


def _stop(proc: subprocess.Popen[bytes]) -> None:
    if proc.poll() is not None:
        return
    proc.terminate()
    try:
        proc.wait(20)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(10)


def _lab_settings(work: Path) -> Path:
    settings = work / "settings"
    apputils = settings / "@jupyterlab" / "apputils-extension"
    apputils.mkdir(parents=True, exist_ok=True)
    # No "receive official Jupyter news?" toast and no update check over the network.
    (apputils / "notification.jupyterlab-settings").write_text(
        json.dumps({"fetchNews": "false", "checkForUpdates": False})
    )
    return settings


@contextmanager
def jupyterlab_server(notebook_dir: Path) -> Iterator[str]:
    """JupyterLab 4 (and Notebook 7, same server) serving ``notebook_dir``; yields its URL.

    Serve a temporary copy (see :func:`copy_notebooks`): Lab autosaves and checkpoints.
    """
    work = notebook_dir.parent / f"{notebook_dir.name}-lab"
    work.mkdir(exist_ok=True)
    argv = [
        sys.executable, "-m", "jupyterlab", "--no-browser", "--allow-root",
        "--ServerApp.ip=127.0.0.1", "--IdentityProvider.token=", "--ServerApp.password=",
        "--ServerApp.open_browser=False", f"--ServerApp.root_dir={notebook_dir}",
        "--ServerApp.port_retries=0",
        "--LabApp.news_url=None", "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
        f"--LabApp.user_settings_dir={_lab_settings(work)}",
        f"--LabApp.workspaces_dir={work / 'ws'}",
        "--LabApp.expose_app_in_browser=True",  # window.jupyterapp, for NotebookTabs
    ]  # fmt: skip
    with serve(work, argv, "/api/status") as url:
        yield url


@contextmanager
def voila_server(notebook: Path) -> Iterator[str]:
    """Voila serving the one ``notebook``; yields the URL of its page.

    Given a folder, Voila serves each of its notebooks: the URL yielded is the server's, and
    a notebook's page is at ``{url}/voila/render/{name}`` (a kernel of its own per visit).
    """
    folder = notebook.is_dir()
    work = (
        notebook.parent / f"{notebook.name}-voila"
        if folder
        else notebook.parent.parent / f"{notebook.stem}-voila"
    )
    work.mkdir(exist_ok=True)
    argv = [
        sys.executable, "-m", "voila", "--no-browser", "--Voila.ip=127.0.0.1",
        "--Voila.port_retries=0", str(notebook),
    ]  # fmt: skip
    # Voila has no /api/status: any reply from its static files means it is up.
    with serve(work, argv, "/voila/static/") as url:
        yield url if folder else url + "/"


def copy_notebooks(tmp_path: Path, notebooks: Iterable[Path]) -> Path:
    """Copy notebooks into a fresh folder under ``tmp_path`` and return the folder."""
    folder = tmp_path / "nb"
    folder.mkdir(exist_ok=True)
    for nb in notebooks:
        shutil.copy(nb, folder / nb.name)
    return folder


def code_notebook(folder: Path, name: str, code: str, title: str = "Widget") -> Path:
    """Write ``folder/name``: a notebook with a ``# title`` heading and one code cell ``code``.

    >>> import tempfile
    >>> code_notebook(Path(tempfile.mkdtemp()), "w.ipynb", "1 + 1").name
    'w.ipynb'
    """
    import nbformat

    folder.mkdir(parents=True, exist_ok=True)
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_markdown_cell(f"# {title}"), nbformat.v4.new_code_cell(code)]
    nb.metadata["kernelspec"] = {
        "name": "python3",
        "display_name": "Python 3",
        "language": "python",
    }
    path = folder / name
    nbformat.write(nb, path)
    return path


def new_page(browser: Any, width: int = 1280, height: int = 1000) -> Any:
    """A page in a fresh browser context, with generous default waits."""
    page = browser.new_context(viewport={"width": width, "height": height}).new_page()
    page.set_default_timeout(WAIT_MS)
    return page


def open_in_lab(page: Any, url: str, name: str) -> None:
    """Open notebook ``name`` in JupyterLab and wait until its kernel is idle."""
    from playwright.sync_api import expect

    page.goto(f"{url}/lab/tree/{name}?reset")  # ?reset: ignore any saved layout
    # The status bar, not the execution indicator: the indicator can say idle too early.
    idle = page.locator(".jp-StatusBar-TextItem", has_text="| Idle")
    expect(idle).to_be_visible(timeout=START_TIMEOUT_MS)


#: Closes the notebook open now, unsaved, its kernel shut down, then opens ``path`` in a new
#: tab, which starts a kernel of its own: what a fresh page shows, without starting Lab again.
_NEXT_NOTEBOOK = """async (path) => {
  const app = window.jupyterapp;
  const before = app.shell.currentWidget;
  if (before && before.sessionContext) {
    await before.sessionContext.shutdown();
    before.context.model.dirty = false;
    before.close();
  }
  const next = await app.commands.execute('docmanager:open', {path});
  await next.sessionContext.ready;
}"""


class NotebookTabs:
    """One page of JupyterLab (or of a JupyterLite site) where notebooks open one after another.

    Each notebook opens in a new tab with a kernel of its own, after the one before has been
    closed and its kernel shut down: what a fresh page shows, but JupyterLab starts once, not
    once per notebook (about 3 s each on an idle machine). A kernel is never shared between
    notebooks: ipywidgets cannot draw in a notebook that joins another's kernel
    (jupyter-widgets/ipywidgets#2628).

    ``first(page, name)`` opens the first notebook in a new page and waits for its kernel.
    ``explain(page)``, when given, says what the page knows of a kernel that was not ready in
    time (its console, its failed requests): added to the failure's message.
    """

    def __init__(
        self,
        browser: Any,
        first: Callable[[Any, str], object],
        kernel_ms: int = START_TIMEOUT_MS,
        explain: Callable[[Any], str] | None = None,
    ) -> None:
        self.browser, self.first, self.kernel_ms = browser, first, kernel_ms
        self.explain = explain
        self.page: Any = None

    def open(self, name: str) -> Any:
        """Open notebook ``name`` at 1280 x 1000 and wait until its kernel is idle; the page."""
        from playwright.sync_api import expect

        if self.page is None:
            self.page = new_page(self.browser)
            self.first(self.page, name)
            return self.page
        self.page.set_viewport_size({"width": 1280, "height": 1000})
        self.page.evaluate(_NEXT_NOTEBOOK, name)
        expect(self.page.locator(".jp-NotebookPanel")).to_have_count(1)
        idle = self.page.locator(".jp-StatusBar-TextItem", has_text="| Idle")
        try:
            expect(idle).to_be_visible(timeout=self.kernel_ms)
        except AssertionError as e:
            if self.explain is None:
                raise
            raise AssertionError(f"{e}\n{self.explain(self.page)}") from None
        return self.page

    @contextmanager
    def notebook(self, name: str) -> Iterator[Any]:
        """:meth:`open` for the block; a block that fails closes the page, whatever state it
        left, so that the next notebook starts a page of its own."""
        try:
            yield self.open(name)
        except BaseException:
            self.close()
            raise

    def close(self) -> None:
        """Close the page (the next notebook opens a new one)."""
        if self.page is not None:
            self.page.context.close()
            self.page = None


def hide_file_browser(page: Any) -> None:
    """Hide JupyterLab's left side bar (Ctrl+B) unless it is hidden already: the notebook
    gets the width. Lab keeps it hidden for the next notebook of a :class:`NotebookTabs`."""
    if page.locator("#jp-left-stack").is_visible():
        page.keyboard.press("Control+b")


def open_in_notebook7(page: Any, url: str, name: str) -> None:
    """Open notebook ``name`` in Notebook 7 (``/notebooks/...``) and run every cell.

    Notebook 7 shows its menus before the kernel is ready, and a Run All chosen then is
    lost: the cells are run again until the first code cell has an execution count.
    """
    from playwright.sync_api import TimeoutError as PlaywrightTimeout
    from playwright.sync_api import expect

    page.goto(f"{url}/notebooks/{name}")
    idle = page.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']")
    expect(idle).to_have_count(1, timeout=START_TIMEOUT_MS)
    ran = page.locator(".jp-InputPrompt", has_text=re.compile(r"\[\d+\]"))
    for _ in range(3):
        menu(page, "Run", "Run All Cells")
        with contextlib.suppress(PlaywrightTimeout):
            ran.first.wait_for(timeout=10_000)
            break
    expect(ran.first).to_be_attached()
    expect(idle).to_have_count(1, timeout=START_TIMEOUT_MS)


def menu(page: Any, top: str, item: str) -> None:
    """Choose ``top`` > ``item`` in JupyterLab's or Notebook 7's menu bar."""
    page.locator(f"#jp-MainMenu .lm-MenuBar-itemLabel:text-is('{top}')").click()
    page.locator(f".lm-Menu-itemLabel:text-is('{item}')").click()


def run_all_cells(page: Any) -> None:
    """Run every cell and wait for the kernel to finish."""
    from playwright.sync_api import expect

    menu(page, "Run", "Run All Cells")
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    busy = page.locator(".jp-StatusBar-TextItem", has_text="| Busy")
    with contextlib.suppress(PlaywrightTimeout):  # a fast notebook may be done before Busy shows
        busy.wait_for(state="visible", timeout=5_000)
    idle = page.locator(".jp-StatusBar-TextItem", has_text="| Idle")
    expect(idle).to_be_visible(timeout=START_TIMEOUT_MS)


def painted(page: Any) -> None:
    """Wait until the browser has laid out and painted what changed (two animation frames):
    after a resize or a scroll, before a picture is taken."""
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")


def step_on(page: Any, game: Any) -> None:
    """Press S (the game goes one step on) and wait until the board shows the new moment:
    its ``data-moment`` (round and step) changes with the whole picture, hand included."""
    from playwright.sync_api import expect

    board = game.locator(".cf-layout")
    before = board.get_attribute("data-moment")
    page.keyboard.press("s")
    expect(board).not_to_have_attribute("data-moment", before or "")


def screenshot(target: Any, name: str) -> Path:
    """Save a PNG of a page or element as ``artifacts/browser/NAME.png`` and return its path."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    target.screenshot(path=str(path))
    return path


def axe_violations(page: Any, context: dict[str, Any]) -> list[dict[str, Any]]:
    """What axe-core finds wrong in ``context`` of ``page`` (WCAG 2.2 A/AA and best practices)."""
    from axe_playwright_python.sync_playwright import Axe

    return list(Axe().run(page, context=context).response["violations"])


def axe_findings(violations: list[dict[str, Any]]) -> list[str]:
    """One line per node axe-core found wrong: rule, impact, where, and why."""
    return [
        f"{v['id']} ({v['impact']}): {n['target']} {n['failureSummary'][:200]}"
        for v in violations
        for n in v["nodes"]
    ]


# ----- the keyboard on a board ------------------------------------------------------------


def active(page: Any, field: str) -> str | None:
    """``data-<field>`` of the element that has the keyboard focus (None when it has none)."""
    return page.evaluate(f"() => document.activeElement?.dataset?.{field} ?? null")


def tab_to_hand(page: Any, within: str = "") -> None:
    """Tab from wherever the focus is until it lands on a tile of a hand (of the widget
    ``within`` names, a CSS selector, when given)."""
    hand = f"{within} .cf-hand-area".strip()
    for _ in range(40):
        if page.evaluate(f"() => !!document.activeElement?.closest?.({hand!r})"):
            return
        page.keyboard.press("Tab")
    raise AssertionError("Tab never reached the hand")


def arrow_to(page: Any, field: str, wanted: str) -> None:
    """Press the right arrow until the focused tile (or place) is ``wanted``."""
    for _ in range(30):
        if active(page, field) == wanted:
            return
        page.keyboard.press("ArrowRight")
    raise AssertionError(f"the arrows never reached {field} {wanted}")
