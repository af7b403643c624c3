"""The release build: a wheel and an sdist that ``twine check`` accepts, and a wheel that
installs in a fresh virtualenv with everything a learner needs.

The wheel must carry the catalogs (``.mo``, and the ``.po`` they are built from), the widgets'
JavaScript and CSS, the shipped puzzles and the lessons with their positions; installed
alone in a new virtualenv (dependencies from the package index), ``chickenfoot-nb check``
must replay an example record, the widgets must import, a message must come out translated,
and ``chickenfoot-nb lessons`` must copy the lessons out; the user's guide's code blocks must
run there (those that need no extra), playing the everyday tasks of issue 43.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tarfile
import tomllib
import venv
import zipfile
from pathlib import Path

import pytest
from guide_blocks import PAGES, TASKS  # tests/guide_blocks.py: the guide's runner

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "tests" / "examples" / "01_spruce_search_for_the_double.json"

pytestmark = pytest.mark.xdist_group("release")


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("dist")
    subprocess.run(
        [sys.executable, "-m", "build", "--outdir", str(out), str(ROOT)],
        check=True, capture_output=True, timeout=600,
    )  # fmt: skip
    return out


def version() -> str:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
        "version"
    ]


def test_twine_accepts_the_wheel_and_the_sdist(dist: Path) -> None:
    built = sorted(p.name for p in dist.iterdir())
    assert built == [
        f"chickenfoot_nb-{version()}-py3-none-any.whl",
        f"chickenfoot_nb-{version()}.tar.gz",
    ]
    done = subprocess.run(
        [sys.executable, "-m", "twine", "check", "--strict", *map(str, dist.iterdir())],
        capture_output=True, text=True,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_wheel_carries_catalogs_assets_puzzles_and_lessons(dist: Path) -> None:
    (wheel,) = dist.glob("*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    for language in ["bs", "sr", "bg"]:
        for domain in ["engine", "render", "widgets", "lessons", "probability"]:
            for ext in ["mo", "po"]:
                assert f"chickenfoot_nb/i18n/locale/{language}/LC_MESSAGES/{domain}.{ext}" in names
    for asset in ["widgets/board.js", "widgets/board.css", "widgets/slider.js",
                  "widgets/review_view.js", "lessons/choice.js", "lessons/feedback.js",
                  "puzzles/puzzles.json"]:  # fmt: skip
        assert f"chickenfoot_nb/{asset}" in names, asset
    lessons = sorted((ROOT / "notebooks").glob("**/*.ipynb"))
    positions = sorted((ROOT / "notebooks" / "positions").glob("*.json"))
    for path in [*lessons, *positions]:
        assert f"chickenfoot_nb/{path.relative_to(ROOT).as_posix()}" in names, path
    assert not [n for n in names if "__pycache__" in n or n.endswith(".pyc")]
    assert f"chickenfoot_nb-{version()}.dist-info/licenses/LICENSE" in names


def test_the_sdist_carries_the_sources_tests_and_docs(dist: Path) -> None:
    (sdist,) = dist.glob("*.tar.gz")
    top = f"chickenfoot_nb-{version()}"
    with tarfile.open(sdist) as tar:
        names = set(tar.getnames())
    for path in ["pyproject.toml", "LICENSE", "CHANGELOG.md", "README.md", "docs/rules.md",
                 "notebooks/locale/bs.po", "tests/test_release.py", "Makefile"]:  # fmt: skip
        assert f"{top}/{path}" in names, path
    assert not [n for n in names if "/.venv" in n or "__pycache__" in n]


@pytest.fixture(scope="module")
def fresh(dist: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A new virtualenv with the wheel installed alone (no extras), its dependencies from the index."""
    (wheel,) = dist.glob("*.whl")
    env = tmp_path_factory.mktemp("fresh") / "venv"
    venv.create(env, with_pip=True)
    subprocess.run(
        # --no-compile: what is installed is the same; Python compiles what it imports.
        [str(env / "bin" / "python"), "-m", "pip", "install", "--quiet", "--no-compile", str(wheel)],
        check=True, capture_output=True, timeout=900,
    )  # fmt: skip
    return env


def test_the_wheel_installs_in_a_fresh_virtualenv_and_works(fresh: Path, tmp_path: Path) -> None:
    env = fresh
    python = env / "bin" / "python"
    check = subprocess.run(
        [str(env / "bin" / "chickenfoot-nb"), "check", str(EXAMPLE)],
        capture_output=True, text=True, cwd=tmp_path, check=True,
    )  # fmt: skip
    expected = json.loads(EXAMPLE.with_suffix(".check.json").read_text(encoding="utf-8"))
    assert json.loads(check.stdout) == expected
    script = (
        "import chickenfoot_nb, chickenfoot_nb.widgets as w\n"
        f"assert chickenfoot_nb.__file__.startswith({str(env)!r}), chickenfoot_nb.__file__\n"
        "w.GameWidget\n"
        "from chickenfoot_nb.puzzles import load_puzzles\n"
        "assert len(load_puzzles()) >= 300\n"
        "from chickenfoot_nb import Round\n"
        "chickenfoot_nb.set_language('bs')\n"
        "r = Round.deal('spruce', players=3, seed=2)\n"
        "from chickenfoot_nb.errors import ChickenFootError\n"
        "try:\n    r.apply('draw')\nexcept ChickenFootError as e:\n    print(e)\n"
    )
    said = subprocess.run([str(python), "-c", script], capture_output=True, text=True, cwd=tmp_path)
    assert said.returncode == 0, said.stderr[-3000:]
    assert said.stdout.strip() and "must place it" not in said.stdout, said.stdout
    subprocess.run(
        [str(env / "bin" / "chickenfoot-nb"), "lessons", str(tmp_path / "lessons")],
        check=True, capture_output=True, cwd=tmp_path,
    )  # fmt: skip
    assert (tmp_path / "lessons" / "bg" / "11_puzzles.ipynb").exists()
    assert (tmp_path / "lessons" / "positions" / "arm_phase.json").exists()


def test_the_guide_runs_in_the_fresh_virtualenv_and_plays_the_everyday_tasks(
    fresh: Path, tmp_path: Path
) -> None:
    # Every page of docs/guide/ with the wheel alone: the blocks that need an extra (dask, png)
    # are left out, and the eight everyday tasks of issue 43 are played from their blocks.
    done = subprocess.run(
        [str(fresh / "bin" / "python"), str(ROOT / "tests" / "guide_blocks.py"), str(tmp_path),
         *PAGES],
        capture_output=True, text=True, cwd=tmp_path, timeout=600,
        env={**os.environ, "MPLBACKEND": "Agg"},
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    report = json.loads(done.stdout)
    assert report["package"].startswith(str(fresh)), report["package"]
    assert report["pages"] == dict.fromkeys(PAGES, "ok"), report["pages"]
    assert report["tasks"] == {t.name: True for t in TASKS}, report["tasks"]
