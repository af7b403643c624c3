"""The learner's own round (issue 37): played in lesson 6, saved, reviewed, and practised on.

The own-round exercises wait while the round is played and become answerable when it ends,
judged by the very review the game's Review button gives; the game saves the finished round
where lesson 10 looks for it; ``puzzles_like`` gives the puzzles of the kinds of the costliest
mistakes.
"""

from __future__ import annotations

from pathlib import Path

import nbformat

from chickenfoot_nb.lessons import ask
from chickenfoot_nb.puzzles import kind_of, load_puzzles, mistake_kinds, puzzles_like
from chickenfoot_nb.record import load
from chickenfoot_nb.review import Review, finished_rounds, review
from chickenfoot_nb.widgets import GameWidget
from chickenfoot_nb.widgets.controller import GameController
from chickenfoot_nb.widgets.game import announcement

ROOT = Path(__file__).resolve().parents[1]
PLAY = ROOT / "notebooks" / "06_play.ipynb"
RECORD = ROOT / "notebooks" / "positions" / "review_round.json"


def _game(**more: object) -> GameController:
    # Lesson 6's table, with two seats to keep it short: the human plays greedily to the end.
    return GameController("spruce", players=2, seed="8:0", seats=["human", "greedy"], set=6, **more)


def test_the_own_round_exercise_waits_then_is_judged_against_the_review() -> None:
    g = _game()
    q = ask("my-worst-decision", g, samples=60)
    assert q.predict and q.waiting and q.button.disabled
    assert q.check(q.choices[0]) is False and "waits for your finished round" in q.feedback.value
    assert q.attempts == 0
    assert g.play_to_end()
    assert not q.waiting and not q.button.disabled
    # The very review the Review button then shows.
    assert g.review(samples=60, wait=True)
    worst = g.reviewed.worst
    assert worst is not None and g.round_review(samples=60) == g.reviewed
    assert q.answer == f"move {worst.step + 1}: {worst.chosen.tile} on {worst.chosen.on}"
    decisions = {f"move {d.step + 1}" for d in g.reviewed.decisions}
    assert {c.split(":")[0] for c in q.choices[:-1]} <= decisions
    wrong = next(c for c in q.choices if c != q.answer)
    # The first try is the prediction: the answer and the review are shown, right or wrong.
    assert q.check(wrong) is False and q.prediction == wrong and q.shown
    assert q.check(q.answer) is True and q.solved


def test_the_exercise_takes_the_game_widget_of_lesson_6_and_says_its_words_again() -> None:
    from chickenfoot_nb import i18n

    w = GameWidget("spruce", players=2, seed="8:0", seats=["human", "greedy"], set=6)
    q = ask("my-worst-decision", w, samples=60)
    w.play_to_end()
    answer = q.answer
    try:
        i18n.set_language("bs")
        i18n.set_language("en")
    finally:
        i18n.set_language("en")
    assert q.answer == answer and len(q.choices) > 1


def test_a_finished_round_is_answerable_at_once_and_none_is_a_choice() -> None:
    r = load(RECORD).current
    q = ask("my-worst-decision", r, 1)
    assert not getattr(q, "waiting", False) and q.answer == "move 26: 8|7 on 9|7"
    assert q.choices[-1] == "none of them cost anything"
    assert q.check("none of them cost anything") is False  # the prediction
    assert "Move 26 cost 9 points of win chance" in q.feedback.value


def test_my_marks_counts_the_marked_decisions_of_the_review() -> None:
    g = _game()
    q = ask("my-marks", g, samples=60)
    assert q.waiting
    g.play_to_end()
    reviewed = g.round_review(samples=60)
    assert q.answer == str(sum(1 for d in reviewed.decisions if d.mark is not None))


def test_the_finished_round_is_saved_where_lesson_10_looks_for_it(tmp_path: Path) -> None:
    path = tmp_path / "my_round.json"
    g = _game(keep=path)
    assert g.kept is None and not path.exists()
    g.play_to_end()
    assert g.kept == path and path.exists()
    saved = finished_rounds(path)[-1]
    assert saved.history == g.round.history and saved.scores == g.round.scores
    said = announcement(g)
    assert "The game is saved in " + str(path) in said
    # The next round: the file keeps the finished one until that round ends too.
    g.next_round()
    assert g.kept is None and len(load(path).rounds) == 1


def test_lesson_6_saves_the_round_and_asks_about_it() -> None:
    cells = {c.id: c.source for c in nbformat.read(PLAY, as_version=4).cells}
    assert 'keep="my_round.json"' in cells["06-01"]
    assert 'ask("my-marks", game)' in cells["06-05"]
    assert 'ask("my-worst-decision", game)' in cells["06-07"]
    assert "my_round.json" in (ROOT / ".gitignore").read_text().split()


def test_puzzles_like_a_review_are_of_the_kinds_of_its_costliest_mistakes() -> None:
    rv = review(RECORD, seats=[0], samples=200, seed=0)
    assert rv is not None
    r = rv.rounds[0]
    marked = [d for d in rv.seat(0).decisions if d.mark is not None]
    kinds = mistake_kinds(rv)
    assert kinds == ["middle", "foot"]  # move 12 (8.5 points), then move 21 (8.0 points)
    assert set(kinds) == {kind_of(r.at(d.step)) for d in marked}
    found = puzzles_like(rv)
    every = load_puzzles()
    same = [p for p in every if p.kind in kinds and (p.preset, p.set) == ("spruce", 9)]
    assert found and sorted(p.id for p in found) == sorted(p.id for p in same)
    assert found[0].kind == "middle"  # the costliest mistake's kind first


def test_a_review_without_a_costly_decision_gives_every_puzzle_of_its_set() -> None:
    rv = review(RECORD, seats=[1], samples=200, seed=0)
    assert rv is not None
    seat = rv.seat(1)
    clean = type(seat)(**{**seat.__dict__, "decisions": ()})
    calm = Review((clean,), rv.samples, rv.seed, rv.rounds)
    assert mistake_kinds(calm) == []
    found = puzzles_like(calm)
    assert {p.kind for p in found} == {p.kind for p in load_puzzles() if p.set == 9} and all(
        (p.preset, p.set) == ("spruce", 9) for p in found
    )
