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
