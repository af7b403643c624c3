"""Lesson 10 reviews one round and says only what its numbers show (issue 37).

It starts from the learner's own round (``my_round.json``, saved by lesson 6) or, run
unattended, from the prepared record; it judges that round by cost and accuracy against the
coach's best move, so that the greedy seat's move 26 reads as the error it is; it measures skill
against the careful player's move (the judge's habit), which the greedy seat's heaviest tile is
not at move 26; it judges the costliest decisions again with fresh worlds and prints both
figures; and its markdown types no figure of the round. The many-round simulation moved to
lesson 10b (``test_lesson_luck.py``).
"""

from __future__ import annotations

import functools
import re
import shutil
from pathlib import Path

import nbformat
import pytest

from chickenfoot_nb.lessons import ask
from chickenfoot_nb.lessons.exercises_review import REVIEW_SAMPLES, REVIEW_SEED, offered_decisions
from chickenfoot_nb.policy import CarefulBot
from chickenfoot_nb.record import load
from chickenfoot_nb.review import SeatReview, review

#: Its executed lesson is computed once: every test of the module in one pytest-xdist worker.
pytestmark = pytest.mark.xdist_group("test_lesson_review")

ROOT = Path(__file__).resolve().parents[1]
LESSON = ROOT / "notebooks" / "10_skill_and_luck.ipynb"
RECORD = ROOT / "notebooks" / "positions" / "review_round.json"


def _seat_review(seat: int) -> SeatReview:
    """The review the lesson opens: the record's seat, at the exercise's samples and seed."""
    reviewed = review(RECORD, seats=[seat], samples=REVIEW_SAMPLES, seed=REVIEW_SEED)
    assert reviewed is not None
    return reviewed.seat(seat)


def _cells(path: Path = LESSON) -> dict[str, str]:
    return {c.id: c.source for c in nbformat.read(path, as_version=4).cells}


def run_lesson(path: Path, folder: Path) -> list[nbformat.NotebookNode]:
    """The lesson executed in ``folder`` (with the positions beside it): its cells, with outputs."""
    from nbclient import NotebookClient

    shutil.copytree(ROOT / "notebooks" / "positions", folder / "positions", dirs_exist_ok=True)
    nb = nbformat.read(path, as_version=4)
    NotebookClient(
        nb, timeout=180, kernel_name="python3", resources={"metadata": {"path": str(folder)}}
    ).execute()
    return list(nb.cells)


def printed(cells: list[nbformat.NotebookNode]) -> dict[str, str]:
    """What each code cell printed, by cell id."""
    out: dict[str, str] = {}
    for c in cells:
        if c.cell_type == "code":
            out[c.id] = "".join(o.get("text", "") for o in c.outputs if o.output_type == "stream")
    return out


@functools.cache
def _unattended() -> dict[str, str]:
    import tempfile

    return printed(run_lesson(LESSON, Path(tempfile.mkdtemp())))


def test_the_exercise_names_the_worst_decision_the_lesson_then_reviews() -> None:
    cells = _cells()
    assert 'ask("worst-decision", r, SEAT)' in cells["10-07"]
    assert "SEAT = 1" in cells["10-03"] and "review_round.json" in cells["10-03"]
    # The lesson opens the same review as the exercise judged by.
    wanted = f"review(r, seats=[SEAT], samples={REVIEW_SAMPLES}, seed={REVIEW_SEED})"
    assert wanted in cells["10-09"]
    r = load(RECORD).current
    seat = _seat_review(1)
    worst = seat.worst
    assert worst is not None and (worst.step + 1, str(worst.chosen)) == (26, "play 8|7 on 9|7")
    assert str(worst.best) == "play 4|4 on 6|4" and worst.mark == "inaccuracy"
    q = ask("worst-decision", r, 1)
    assert q.predict and q.answer == "move 26: 8|7 on 9|7"
    assert q.choices == (
        "move 3: 9|6 on 9|9", "move 13: 0|0 on 9|0", "move 23: 8|0 on 0|0", "move 26: 8|7 on 9|7",
        "none of them cost anything",
    )  # fmt: skip
    # Every other choice cost clearly less: the answer does not hang on sampling noise.
    others = [d.error for d in offered_decisions(seat) if d is not worst]
    assert max(others) < worst.error / 3
    assert "9 points of win chance" in q.explain and "45%" in q.explain
    # A wrong choice is told what it cost, against the worst.
    assert q.check("move 3: 9|6 on 9|9") is False
    assert "Move 3 cost 1 point of win chance, less than the 9 points of move 26" in (
        q.feedback.value
    )


def test_one_round_is_judged_against_the_coach_best_and_skill_against_the_careful_move() -> None:
    """The old lesson judged the greedy seat's round by skill against the heaviest tile (0), and
    said its luck "took all of it". Under the careful judge, skill is measured against the move a
    careful player makes, the ``careful`` bot's: the greedy seat's 8|7 at move 26, where the
    careful player lays the double 4|4, is its costliest decision and its only one off the
    habit, so it shows in the cost and in skill alike."""
    cells = _cells()
    text = " ".join(s for cid, s in cells.items() if not cid.endswith("selftest"))
    assert "took all of it" not in text
    assert "always playing the **heaviest tile**" not in text
    assert "careful player" in cells["10-17"] and "`careful` bot" in cells["10-17"]
    # What the lesson calls the careful player's move is the careful bot's choice, seat 1's view.
    r = load(RECORD).current
    seat = _seat_review(1)
    for d in seat.decisions:
        before = r.at(d.step)
        assert d.model == CarefulBot().choose(before.view(1), before.legal_actions())
    assert [d.step + 1 for d in seat.decisions if d.chosen != d.model] == [26]
    said = _unattended()
    # Cost, marks and accuracy are printed before skill is mentioned by any cell.
    order = list(cells)
    assert order.index("10-11") < order.index("10-17") < order.index("10-19")
    assert (
        "Move 26: 8|7 on 9|7 wins 36%; the coach's best, 4|4 on 6|4, wins 45%. "
        "Error in points: 9; mark ?!" in said["10-11"]
    )
    assert "Cost of the round for Seat 1: 10 points of win chance." in said["10-11"]
    # Skill's ruler is printed, not typed: the careful move at 3 decisions adds 0 to skill,
    # whatever they cost; the greedy 8|7 at move 26 is all of the round's skill.
    assert "Seat 1 made the careful player's move at 3 of its 4 decisions." in said["10-19"]
    assert "cost 2 points against the coach's best, and added 0 to skill" in said["10-19"]
    assert "Skill from its other decisions: -8.5." in said["10-19"]
    assert "start 36.0 + skill -8.5 + luck -27.5 = 0.0; the result is 0.0." in said["10-19"]
    assert "heaviest tile" not in said["10-09"]  # the review's first line names the right ruler


def test_the_costliest_decisions_are_judged_again_and_both_figures_printed() -> None:
    said = _unattended()["10-16"]
    assert "Move 26, with 200 worlds: error in points 9 (mark ?!)." in said
    # the error holds up with fresh worlds: still an inaccuracy (5 points or more)
    assert re.search(
        r"Judged again with 2000 fresh worlds: error in points [5-9] \(mark \?!\)", said
    )
    assert "Move 3, with 200 worlds: error in points 1 (mark –)." in said
    assert said.count("Judged again") == 3
    assert "95% interval 43.1% to 56.9%" in said  # what "200 worlds" is worth, printed


def markdown_figures(path: Path) -> dict[str, list[str]]:
    """The figures (a number of points or a percentage) typed in each markdown cell."""
    found: dict[str, list[str]] = {}
    for c in nbformat.read(path, as_version=4).cells:
        if c.cell_type == "markdown":
            words = re.sub(r"`[^`]*`", "", c.source)
            figures = re.findall(r"\d+(?:\.\d+)?\s*(?:%|points?\b)", words)
            # "100 points are a sure win" says what a point is; "95% interval" names one.
            figures = [f for f in figures if f not in ("100 points", "95%")]
            if figures:
                found[c.id] = figures
    return found


def test_the_markdown_types_no_figure_of_the_round() -> None:
    """Every figure of the round is printed by a cell: the old text typed 36.5%, 38, 31 points."""
    assert markdown_figures(LESSON) == {}


def test_the_lesson_starts_from_the_learner_s_own_round(tmp_path: Path) -> None:
    cells = _cells()
    order = list(cells)
    assert order.index("10-03") < order.index("10-05")
    assert 'MINE = Path("my_round.json")' in cells["10-03"]
    # A round played in lesson 6, saved where lesson 10 looks for it, is the one reviewed.
    from chickenfoot_nb.widgets.controller import GameController

    g = GameController(
        "spruce", players=3, seats=["human", "greedy", "random"], seed=2022, set=6,
        keep=tmp_path / "my_round.json",
    )  # fmt: skip
    assert g.play_to_end() and g.kept is not None
    said = printed(run_lesson(LESSON, tmp_path))
    assert (
        "This lesson reviews your last finished round, from my_round.json: you are Seat 0."
        in (said["10-03"])
    )
    assert f"The round ended after {len(g.round.history)} moves." in said["10-03"]
    cost = round(100 * g.round_review(0, 200).cost)  # the game's own seed; the lesson's is 0
    assert "Cost of the round for Seat 0:" in said["10-11"] and cost >= 0
