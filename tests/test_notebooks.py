"""The lesson notebooks: committed without outputs, and each runs top to bottom on a fresh kernel.

Every notebook is executed with nbclient from ``notebooks/`` (so ``positions/`` is found)
and must finish well under a minute with no error output, and draw tiles (SVG with
``data-tile``) in an output or a widget. The exercises the notebooks ask must together
check every rule, each in the notebook that teaches it.

``test_slow_binder_environment_runs_a_notebook`` builds a fresh virtual environment from
``binder/`` alone, as mybinder.org's Dockerfile does, and runs a notebook in it: it takes
about a minute (deselect it with ``-k "not slow"``).
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

from chickenfoot_nb.lessons import EXERCISES, RULES, covered_rules

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOK_DIR = ROOT / "notebooks"
NOTEBOOKS = sorted(NOTEBOOK_DIR.glob("*.ipynb"))
EXPECTED = [
    "00_start_here",
    "01_tiles_and_sets",
    "02_deal_and_start",
    "03_arms_and_turns",
    "04_the_chicken_foot",
    "05_scoring",
    "06_play",
    "07_probability_of_hands",
    "08_simulation_lab",
    "09_strategy",
]
#: Each notebook must run on a fresh kernel in well under a minute.
BUDGET_S = 45
_ASK = re.compile(r"""\bask\(\s*["']([\w-]+)["']""")

pytestmark = pytest.mark.notebooks


def _source(nb: nbformat.NotebookNode) -> str:
    return "\n".join(c.source for c in nb.cells if c.cell_type == "code")


def _asked(path: Path) -> set[str]:
    return set(_ASK.findall(_source(nbformat.read(path, as_version=4))))


def test_the_lessons_are_all_there() -> None:
    assert [p.stem for p in NOTEBOOKS] == EXPECTED


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_committed_without_outputs(path: Path) -> None:
    nb = nbformat.read(path, as_version=4)
    nbformat.validate(nb)
    for i, cell in enumerate(nb.cells):
        if cell.cell_type == "code":
            assert cell.outputs == [] and cell.execution_count is None, f"cell {i} has outputs"
    assert "widgets" not in nb.metadata, "widget state is saved in the notebook"


def test_every_exercise_is_asked_and_every_rule_is_checked_where_it_is_taught() -> None:
    asked = {p.stem: _asked(p) for p in NOTEBOOKS}
    used = set().union(*asked.values())
    assert used <= set(EXERCISES), f"unknown exercises: {used - set(EXERCISES)}"
    assert set(EXERCISES) <= used, f"exercises no notebook asks: {set(EXERCISES) - used}"
    for rule in RULES:
        assert rule.key in covered_rules(asked[rule.notebook]), (
            f"{rule.notebook} teaches {rule.key!r} but asks no exercise that checks it"
        )
    assert {r.key for r in RULES} == covered_rules(used)


def _run(path: Path, python: str | None = None) -> tuple[nbformat.NotebookNode, float]:
    nb = nbformat.read(path, as_version=4)
    client = NotebookClient(
        nb,
        timeout=120,
        kernel_name="python3",
        resources={"metadata": {"path": str(path.parent)}},
        store_widget_state=True,
    )
    start = time.perf_counter()
    client.execute()
    return nb, time.perf_counter() - start


def _errors(nb: nbformat.NotebookNode) -> list[str]:
    found = []
    for i, cell in enumerate(nb.cells):
        for out in cell.get("outputs", []):
            if out.output_type == "error":
                found.append(f"cell {i}: {out.ename}: {out.evalue}")
            elif out.output_type == "stream" and out.name == "stderr":
                found.append(f"cell {i} wrote to stderr: {out.text[:300]}")
            text = json.dumps(out.get("data", {}))
            if "Traceback" in text:
                found.append(f"cell {i} shows a traceback")
    return found


def _drawn_tiles(nb: nbformat.NotebookNode) -> int:
    """How many SVG tiles (``data-tile``) the outputs and the saved widget state hold."""
    text = json.dumps([c.get("outputs", []) for c in nb.cells]) + json.dumps(
        nb.metadata.get("widgets", {})
    )
    return text.count("data-tile")


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_notebook_runs_on_a_fresh_kernel(path: Path) -> None:
    nb, seconds = _run(path)
    assert _errors(nb) == []
    assert seconds < BUDGET_S, f"{path.name} took {seconds:.1f} s"
    assert _drawn_tiles(nb) > 0, f"{path.name} draws no tiles"


def _copy_repository(dest: Path) -> Path:
    """The repository as repo2docker copies it into the image (without local environments)."""
    skip = shutil.ignore_patterns(
        ".venv", ".git", "artifacts", "gallery", "__pycache__", ".mypy_cache", ".ruff_cache",
        ".hypothesis", ".pytest_cache", "*.egg-info", "build", "dist",
    )  # fmt: skip
    shutil.copytree(ROOT, dest, ignore=skip)
    return dest


@pytest.mark.timeout(400)
def test_slow_binder_environment_runs_a_notebook(tmp_path: Path) -> None:
    """SLOW (about a minute): binder/ alone makes an environment in which a lesson runs.

    repo2docker's Dockerfile (``jupyter-repo2docker --no-build --debug --no-run .``) copies
    the repository and runs ``pip install --no-cache-dir -r "binder/requirements.txt"`` from
    its root, on the Python of ``binder/runtime.txt``. We do the same in a fresh venv, then
    execute a notebook with that environment's kernel.
    """
    runtime = (ROOT / "binder" / "runtime.txt").read_text().strip()
    assert runtime == f"python-{sys.version_info.major}.{sys.version_info.minor}", runtime
    repo = _copy_repository(tmp_path / "repo")
    venv = tmp_path / "env"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    py = str(venv / "bin" / "python")
    install = subprocess.run(
        [py, "-m", "pip", "install", "--no-cache-dir", "-q", "-r", "binder/requirements.txt"],
        cwd=repo, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert install.returncode == 0, install.stdout[-3000:] + install.stderr[-3000:]
    # The image runs JupyterLab, Voila and a kernel from this environment.
    probe = "import jupyterlab, voila, ipykernel, nbclient, chickenfoot_nb.lessons, chickenfoot_nb.widgets"
    subprocess.run([py, "-c", probe], check=True, cwd=tmp_path)
    run = subprocess.run(
        [py, "-c", _RUN_IN_ENV, str(repo / "notebooks" / "00_start_here.ipynb")],
        cwd=tmp_path, capture_output=True, text=True, timeout=180,
    )  # fmt: skip
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    assert "ran without errors" in run.stdout
    where = subprocess.run(
        [py, "-c", "import chickenfoot_nb; print(chickenfoot_nb.__file__)"],
        cwd=tmp_path, capture_output=True, text=True, check=True,
    )  # fmt: skip
    assert str(venv) in where.stdout, "the package was not installed into the Binder environment"


_RUN_IN_ENV = """
import sys, nbformat
from nbclient import NotebookClient
path = sys.argv[1]
nb = nbformat.read(path, as_version=4)
NotebookClient(nb, timeout=120, kernel_name="python3",
               resources={"metadata": {"path": path.rsplit("/", 1)[0]}}).execute()
errors = [o for c in nb.cells for o in c.get("outputs", []) if o.output_type == "error"]
assert not errors, errors
print("ran without errors")
"""
