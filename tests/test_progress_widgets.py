"""The widgets keep the learner's progress: a puzzle's first answer (with its hints) and the
review of the learner's own round go into the progress file; a bot's round does not."""

import json
from pathlib import Path

import pytest

from chickenfoot_nb import progress
from chickenfoot_nb.widgets import PuzzleWidget
from chickenfoot_nb.widgets.controller import GameController


@pytest.fixture
def kept(tmp_path: Path):
    path = tmp_path / "progress.json"
    progress.on(path, learner="Ana")
    yield path
    progress.off()


def test_a_puzzles_first_answer_and_its_hints_are_kept(kept: Path) -> None:
    w = PuzzleWidget(seed=3)
    p = w.puzzle
    assert p is not None
    w.hint()
    wrong = next(m.action for m in p.moves if m.action != p.best)
    w.answer(wrong)
    w.answer(p.best)  # a second answer does not count, and is not kept
    entries = json.loads(kept.read_text())["puzzles"]
    assert [(e["puzzle"], e["moves"], e["right"], e["hints"]) for e in entries] == [
        (p.id, [str(wrong)], False, 1)
    ]


def test_the_review_of_the_learners_own_round_is_kept_and_a_bots_is_not(kept: Path) -> None:
    g = GameController("spruce", players=2, seed=4, seats=["human", "greedy"])
    g.play_to_end()
    assert g.review(seat=1, samples=10, wait=True)
    assert not kept.exists() or json.loads(kept.read_text())["rounds"] == []
    assert g.review(seat=0, samples=10, wait=True)
    rounds = json.loads(kept.read_text())["rounds"]
    assert [(e["seat"], e["accuracy"]) for e in rounds] == [(0, g.reviewed.accuracy)]
    assert rounds[0]["record"]["format"].startswith("chickenfoot")
