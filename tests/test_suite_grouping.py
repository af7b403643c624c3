"""The suite's own set-up: tests that share a server or a computed fixture stay in one worker.

``make test`` runs pytest-xdist with ``--dist loadgroup``: a module marked ``xdist_group``
runs in one worker, so its module fixtures (a JupyterLab or Voila server, a simulation) are
made once. pytest 9.2 with pytest-xdist 3.8 lost the grouping without a word (the group is
written into a node id that pytest no longer reads): this fails if that comes back.
"""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.xdist_group("suite_grouping")


def test_a_grouped_test_carries_its_group(request: pytest.FixtureRequest) -> None:
    if not getattr(request.config.option, "loadgroup", False):
        pytest.skip("not run with --dist loadgroup")
    assert request.node.nodeid.endswith("@suite_grouping"), request.node.nodeid


#: Modules with a module fixture that each worker may make for itself, and why.
OWN_IN_EACH_WORKER = {
    # one kernel per language per worker: the translated lessons are the suite's longest
    # run of one module, and spread over both workers they end sooner than they would in one
    "test_notebooks.py": "language_kernel",
}


def test_a_module_fixture_is_made_in_one_worker() -> None:
    """A module fixture made in two workers is made twice: test_board_frame's puzzles' frames
    (7-9 s) and lesson 11's run (5 s) were, before their modules were grouped."""
    import re
    from pathlib import Path

    here = Path(__file__).resolve().parent
    ungrouped = []
    for path in sorted([*here.glob("test_*.py"), *here.glob("browser/test_*.py")]):
        text = path.read_text(encoding="utf-8")
        shared = re.findall(r'@pytest\.fixture\(scope="module"\)\ndef (\w+)', text)
        if shared and "xdist_group" not in text and path.name not in OWN_IN_EACH_WORKER:
            ungrouped.append(f"{path.name}: {', '.join(shared)}")
    assert ungrouped == [], "mark these modules pytest.mark.xdist_group(...): " + "; ".join(
        ungrouped
    )
