"""The contributor guide (docs/architecture.md) names only what exists.

A guide that sends a newcomer to a file that moved is worse than none: every path it names in
backticks (a module, a test file, a benchmark) and every dotted module it names is checked here.
"""

import importlib.util
import re
from pathlib import Path

ROOT = Path(__file__).parents[1]
GUIDE = ROOT / "docs" / "architecture.md"

#: A path in backticks: the package, the tests, the benchmarks or the notebooks.
PATH = re.compile(r"`((?:chickenfoot_nb|tests|benchmarks|notebooks|docs)/[\w./|*-]*)`")
#: A dotted module of the package in backticks, e.g. `chickenfoot_nb.widgets.moment`.
MODULE = re.compile(r"`(chickenfoot_nb(?:\.\w+)+)`")


def named_paths(text: str) -> list[str]:
    """The paths the guide names, patterns left out (``exercises_*.py``, ``bs|sr|bg``).

    >>> named_paths("see `tests/test_x.py` and `notebooks/NN_name.ipynb` or `a/*.py`")
    ['tests/test_x.py']
    """
    return [p for p in PATH.findall(text) if not re.search(r"[|*]|NN_", p)]


def test_every_path_the_guide_names_exists() -> None:
    text = GUIDE.read_text()
    paths = named_paths(text)
    assert len(paths) >= 10
    missing = [p for p in paths if not (ROOT / p.rstrip("/")).exists()]
    assert not missing, f"docs/architecture.md names paths that do not exist: {missing}"


def test_every_module_the_guide_names_imports() -> None:
    text = GUIDE.read_text()
    missing = [m for m in MODULE.findall(text) if importlib.util.find_spec(m) is None]
    assert not missing, f"docs/architecture.md names modules that do not exist: {missing}"


def test_the_guide_is_in_the_docs_site() -> None:
    assert re.search(r"^architecture$", (ROOT / "docs" / "index.md").read_text(), re.M)
