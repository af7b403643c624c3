"""The documentation site builds with no warning, and has the pages a reader looks for.

The quick build renders the lessons without running them (``CHICKENFOOT_DOCS_EXECUTE=off``);
the lessons run in ``tests/test_notebooks.py``, and ``make docs`` runs them for the site.
"""

from __future__ import annotations

import doctest
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "docs"))

import staging  # noqa: E402  (docs/ is not a package)

pytestmark = pytest.mark.xdist_group("docs")


def test_the_staging_examples_hold() -> None:
    assert doctest.testmod(staging).failed == 0


def test_every_public_module_has_a_page_and_programs_do_not() -> None:
    modules = staging.public_modules()
    assert {"chickenfoot_nb", "chickenfoot_nb.tiles", "chickenfoot_nb.widgets.game"} <= set(modules)
    assert "chickenfoot_nb.__main__" not in modules
    assert not [m for m in modules if any(p.startswith("_") for p in m.split(".")[1:])]


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("docs")
    env = {**os.environ, "CHICKENFOOT_DOCS_EXECUTE": "off"}
    done = subprocess.run(
        [sys.executable, "-m", "sphinx", "-W", "--keep-going", "-q", "-b", "html",
         "-d", str(out / ".doctrees"), str(ROOT / "docs"), str(out / "html")],
        env=env, capture_output=True, text=True, timeout=900,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-4000:]
    assert "WARNING" not in done.stderr and "ERROR" not in done.stderr, done.stderr[-4000:]
    return out / "html"


def test_the_site_builds_warning_free_with_every_part(site: Path) -> None:
    for page in ["index", "rules", "record-format", "review", "puzzles", "translating",
                 "changelog", "api/index", "lessons/index"]:  # fmt: skip
        assert (site / f"{page}.html").exists(), page
    tiles = (site / "api" / "chickenfoot_nb.tiles.html").read_text(encoding="utf-8")
    assert "Tile.parse" in tiles and "double_set" in tiles


def test_every_lesson_in_every_language_has_a_page_with_its_live_links(site: Path) -> None:
    notebooks = sorted((ROOT / "notebooks").glob("*.ipynb"))
    assert len(notebooks) >= 12
    for language in ["", "bs", "sr", "bg"]:
        for notebook in notebooks:
            page = site / "lessons" / language / f"{notebook.stem}.html"
            html = page.read_text(encoding="utf-8")
            where = (Path(language) / notebook.name).as_posix()
            assert f"urlpath=lab/tree/notebooks/{where}" in html, page
            assert f"lab/index.html?path={where}" in html, page
    # The start page's links to the other languages lead to their pages.
    start = (site / "lessons" / "00_start_here.html").read_text(encoding="utf-8")
    assert 'href="bs/00_start_here.html"' in start
