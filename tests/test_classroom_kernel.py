"""The class report on progress files written by real kernels, as a class writes them.

Two learners work in their own Jupyter kernels (nbclient), with the progress file named by
``CHICKENFOOT_PROGRESS`` as a JupyterHub would set it: exercises answered right at once, after
a hint and wrongly; a puzzle answered after a hint, wrongly; their own round played and
reviewed in the game widget. The report's CSV must count exactly that.
"""

from __future__ import annotations

import csv
import io
import os
from pathlib import Path

import nbformat
from nbclient import NotebookClient

from chickenfoot_nb.classroom import class_report

#: What each learner does, cell by cell, in a kernel of their own.
CELLS = {
    "ana": [
        'from chickenfoot_nb.lessons import ask\nq = ask("set-size-12")\nq.check("91")',
        'ask("chicken-yard").check("the chicken yard")',
        "from chickenfoot_nb.widgets.controller import GameController\n"
        'g = GameController("spruce", players=2, seed=4, seats=["human", "greedy"])\n'
        "g.play_to_end()\n"
        "assert g.review(samples=10, wait=True)",
    ],
    "bo": [
        # 90 is no common mistake: the hint is shown, and counted for the next try
        'from chickenfoot_nb.lessons import ask\nq = ask("set-size-12")\nq.check("90")\nq.check("91")',
        'ask("chicken-yard").check("the hand")',
        "from chickenfoot_nb.widgets import PuzzleWidget\n"
        "w = PuzzleWidget(seed=3)\n"
        "w.hint()\n"
        "wrong = next(m.action for m in w.puzzle.moves if m.action != w.puzzle.best)\n"
        "w.answer(wrong)\n"
        "print(w.puzzle.id)",
    ],
}


def work(folder: Path, learner: str) -> str:
    """Run ``learner``'s cells in a new kernel that keeps progress in ``folder``; return the
    last cell's printed text."""
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(c) for c in CELLS[learner]])
    env = {
        "CHICKENFOOT_PROGRESS": str(folder / f"{learner}.json"),
        "CHICKENFOOT_LEARNER": learner.capitalize(),
    }
    saved = {k: os.environ.get(k) for k in env}
    os.environ.update(env)  # the kernel inherits the server's environment, as on a hub
    try:
        NotebookClient(nb, timeout=300, kernel_name="python3").execute()
    finally:
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
    outputs = nb.cells[-1].outputs
    return "".join(o.get("text", "") for o in outputs if o.get("name") == "stdout").strip()


def test_the_report_counts_what_learners_did_in_their_kernels(tmp_path: Path) -> None:
    folder = tmp_path / "collected"
    folder.mkdir()
    work(folder, "ana")
    puzzle = work(folder, "bo")
    report = class_report(folder)
    assert report.skipped == ()
    got = {
        (r["learner"], r["kind"], r["item"]): r
        for r in csv.DictReader(io.StringIO(report.to_csv()))
    }
    figures = ("attempts", "right_first_try", "right", "hints")
    assert {k: tuple(r[f] for f in figures) for k, r in got.items() if k[1] == "exercise"} == {
        ("Ana", "exercise", "set-size-12"): ("1", "1", "1", "0"),
        ("Ana", "exercise", "chicken-yard"): ("1", "1", "1", "0"),
        ("Bo", "exercise", "set-size-12"): ("2", "0", "1", "1"),
        ("Bo", "exercise", "chicken-yard"): ("1", "0", "0", "0"),
    }
    bo_puzzle = got["Bo", "puzzle", puzzle]
    assert tuple(bo_puzzle[f] for f in figures) == ("1", "0", "0", "1")
    rounds = [r for k, r in got.items() if k[:2] == ("Ana", "round")]
    assert len(rounds) == 1 and float(rounds[0]["accuracy"]) >= 0
    assert not any(k[:2] == ("Bo", "round") for k in got)
