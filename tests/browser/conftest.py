"""Fixtures for the browser tests: one headless Chromium for the session, and the servers.

The helpers themselves (servers, pages, menus, screenshots) are in ``nbbrowser.py``; the
fixtures ``jupyterlab_server`` and ``voila_server`` hand them to tests that prefer fixtures.

``make test`` runs the suite on every core with pytest-xdist (``--dist loadgroup``): each
worker has its own Chromium and its own servers. A module whose tests share a server (a
module-scoped fixture) is marked ``pytest.mark.xdist_group(<name>)`` so that they all run
in one worker and the server starts once.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import nbbrowser
import pytest


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    """Headless Chromium, shared by every browser test of the session."""
    if not Path(nbbrowser.CHROMIUM).exists():
        pytest.skip(f"no Chromium at {nbbrowser.CHROMIUM}: run `make chromium` (Debian's package)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(
            executable_path=nbbrowser.CHROMIUM, headless=True, args=nbbrowser.CHROMIUM_ARGS
        )
        yield b
        b.close()


@pytest.fixture(scope="session")
def jupyterlab_server() -> Callable[[Path], Any]:
    """``with jupyterlab_server(folder) as url:`` JupyterLab (and Notebook 7) on ``folder``."""
    return nbbrowser.jupyterlab_server


@pytest.fixture(scope="session")
def voila_server() -> Callable[[Path], Any]:
    """``with voila_server(notebook) as url:`` Voila on one notebook."""
    return nbbrowser.voila_server
