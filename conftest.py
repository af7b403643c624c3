"""pytest set-up shared by the doctests and the test suite.

Fixtures live here rather than in ``tests/conftest.py``: with ``--doctest-modules`` two
``conftest.py`` files under ``tests/`` would clash by module name.
"""

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from chickenfoot_nb.probability.remember import ENVIRONMENT, remember_in
from chickenfoot_nb.widgets.controller import GameController

# Exercises checked by the tests (and the kernels they start) write no learner's progress file.
os.environ["CHICKENFOOT_PROGRESS"] = "off"

collect_ignore = ["chickenfoot_nb/__main__.py"]


@pytest.fixture
def hot_seat() -> GameController:
    """Three people at one screen, spruce rules; seat 0 holds the round's double.

    A seed like "4:0" deals the first round that seed 4 dealt a match before its first round
    was dealt as ``Round.deal`` deals it (issue 43): the tests were written for those deals.
    """
    return GameController("spruce", players=3, seed="4:0", seats=["human"] * 3)


@pytest.fixture(autouse=True, scope="session")
def remembered_runs(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Path]:
    """The folder the kernels the tests start remember long simulations in, one for the run.

    Lesson 10b's 270 reviewed rounds and 09b's tournament run in five kernels (JupyterLab and
    three translations, and the lesson's own test): computed once, read back four times. The
    tests' own processes compute every run themselves unless a test asks.
    """
    base = tmp_path_factory.getbasetemp()
    # under pytest-xdist each worker's folder is in one folder of the run, shared by all
    folder = (base.parent if hasattr(request.config, "workerinput") else base) / "remember"
    os.environ[ENVIRONMENT] = str(folder)
    remember_in(None)
    yield folder
    os.environ.pop(ENVIRONMENT, None)


@pytest.fixture(autouse=True, scope="module")
def _close_widgets_after_each_module():
    """Close the widgets a module made, so a later change of language re-says only live ones.

    ipywidgets keeps every widget until it is closed; each one listens for the language.
    """
    yield
    import sys

    widgets = sys.modules.get("ipywidgets")
    if widgets is not None:
        # No gc.collect() here: set_language skips closed widgets by itself, and a full
        # collection of a worker's heap late in a run cost about a second a module (370 modules).
        widgets.Widget.close_all()
