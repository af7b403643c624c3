"""Long simulations remembered on disk: read back for the same run, computed for another."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from chickenfoot_nb.probability.parallel import InlineExecutor, run_chunks
from chickenfoot_nb.probability.remember import ENVIRONMENT, remember_in, remembering

CALLS: list[int] = []


def _square(job: int) -> int:
    CALLS.append(job)
    return job * job


@pytest.fixture
def folder(tmp_path: Path):
    remember_in(tmp_path)
    CALLS.clear()
    yield tmp_path
    remember_in(None)


def _run(jobs: list[int]) -> list[int]:
    return run_chunks(_square, jobs, sizes=[1] * len(jobs), executor=InlineExecutor(),
                      progress=False)  # fmt: skip


def test_the_same_run_is_read_back_and_another_is_computed(folder: Path) -> None:
    assert _run([1, 2, 3]) == [1, 4, 9] and CALLS == [1, 2, 3]
    assert _run([1, 2, 3]) == [1, 4, 9] and CALLS == [1, 2, 3]  # nothing played again
    assert _run([1, 2, 4]) == [1, 4, 16] and CALLS == [1, 2, 3, 1, 2, 4]
    remember_in(None)
    assert _run([1, 2, 3]) == [1, 4, 9] and CALLS[-3:] == [1, 2, 3]  # off: computed


def test_a_kernel_started_with_the_folder_reads_what_this_one_kept(folder: Path) -> None:
    code = (
        "from chickenfoot_nb.probability import play_tournament\n"
        "from chickenfoot_nb.probability.parallel import InlineExecutor\n"
        "t = play_tournament('spruce', players=3, deals=2, seed=0, executor=InlineExecutor(),"
        " progress=False)\n"
        "print(repr(t))\n"
    )
    env = {**os.environ, ENVIRONMENT: str(folder)}
    first = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                           text=True, check=True)  # fmt: skip
    kept = sorted(p.name for p in folder.rglob("output.pkl"))
    again = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                           text=True, check=True)  # fmt: skip
    assert kept and first.stdout == again.stdout
    assert sorted(p.name for p in folder.rglob("output.pkl")) == kept  # nothing new kept
    assert remembering() == folder
