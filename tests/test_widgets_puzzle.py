"""The PuzzleWidget, driven as the browser drives it: clicks and keys on its board, its menus.

The tests hold for any puzzle file (the shipped one grows): each takes its puzzles from
``load_puzzles()`` and asks only what every puzzle has (a best move, a second one).
"""

from __future__ import annotations

import dataclasses
import html
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from chickenfoot_nb import i18n, progress
from chickenfoot_nb.actions import Action
from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.i18n import percent
from chickenfoot_nb.practice import Practice, puzzle_rating, rated
from chickenfoot_nb.puzzles import Puzzle, load_puzzles
from chickenfoot_nb.puzzles.themes import Theme, reason, themes_of, where_hint
from chickenfoot_nb.review import action_words
from chickenfoot_nb.widgets import PuzzleWidget
from chickenfoot_nb.widgets.puzzle import PuzzleFilter, proof_html

PUZZLES = load_puzzles()
NONE_FITS = "No puzzle fits these filters: choose another preset, set, difficulty, kind or idea."


def click(w: PuzzleWidget, a: Action) -> None:
    """Play ``a`` on the board as a mouse does: the tile, then its place when it asks for one."""
    assert w.game is not None and a.tile is not None
    w.board.receive({"kind": "tile", "tile": str(a.tile)})
    if w.game.selected is not None:
        w.board.receive({"kind": "target", "on": "centre" if a.on is None else str(a.on)})


def key(w: PuzzleWidget, name: str) -> None:
    w.board.receive({"kind": "key", "key": name})


def current(w: PuzzleWidget) -> Puzzle:
    assert w.puzzle is not None
    return w.puzzle


def test_the_best_move_is_right_and_is_not_played() -> None:
    w = PuzzleWidget(seed=0)  # the shipped puzzles
    p = current(w)
    length = w.game.length if w.game else -1
    assert w.answer(str(p.best)) is True
    assert w.message.startswith(f"Right: {action_words(p.best)} is the best move. It wins ")
    assert (w.message_kind, w.correct, w.solved, w.tried, w.streak) == ("right", True, 1, 1, 1)
    assert w.game is not None and w.game.length == length  # judged, not played
    said = w.board.announce
    assert said["kind"] == "right" and said["text"].endswith("Solved 1 of 1 puzzle · streak 1")
    assert (
        f"<tr class='cf-best cf-chosen'><th scope='row'>{action_words(p.best)}" in w.proof_box.value
    )


def test_a_wrong_first_move_is_not_answered_with_the_solution_and_may_be_tried_again() -> None:
    w = PuzzleWidget(PUZZLES, seed=0)
    p = current(w)
    worse = p.moves[1]
    click(w, worse.action)
    assert w.message.startswith(f"Not the best move: {action_words(worse.action)} wins ")
    assert f"the best move wins {percent(p.moves[0].win)}. Try again" in w.message
    assert str(p.best) not in w.message and w.proof_box.value == ""  # the proof names it
    assert (w.message_kind, w.correct, w.solved, w.tried, w.streak) == ("wrong", False, 0, 1, 0)
    rating = w.practice.rating
    # the second try: right, with its reason and the proof; the first answer stands
    assert w.answer(p.best) is True
    assert w.message.startswith(f"Right: {action_words(p.best)} is the best move.")
    assert reason(p) in w.message and "Only the first answer to a puzzle counts." in w.message
    assert (w.solved, w.tried, w.streak, w.correct) == (0, 1, 0, False)
    assert w.practice.rating == rating  # the rating counts the first attempt only
    proof = w.proof_box.value
    assert f"<tr class='cf-best cf-chosen'><th scope='row'>{action_words(p.best)}" in proof
    assert proof.count("<tr class=") == len(p.moves)


def test_the_same_move_through_the_game_reaches_the_judge() -> None:
    w = PuzzleWidget(PUZZLES, seed=0)
    p = current(w)
    assert w.game is not None and p.best.tile is not None
    assert w.game.play(p.best.tile, on=p.best.on or "centre")
    assert w.solved == 1 and w.message.startswith("Right:")


def test_a_move_the_rules_forbid_is_refused_in_words_and_not_counted() -> None:
    w = PuzzleWidget(PUZZLES, seed=0)
    assert w.answer("draw") is False
    assert w.message == "You hold a tile that can be played, so you must play instead of drawing."
    assert w.answer("play 9|4 on") is False and "is not an action" in w.message
    key(w, "d")  # the board's D: the game's refusal, in the message line and the live region
    assert w.message_kind == "refused" and w.board.announce["kind"] == "refused"
    assert (w.tried, w.proof_box.value) == (0, "")


def test_hints_are_graded_the_idea_then_where_then_the_tile() -> None:
    w = PuzzleWidget(PUZZLES, seed=0)
    p = current(w)
    tile, on = p.best.tile, p.best.on
    key(w, "h")
    assert w.message == f"Hint 1 of 3: {themes_of(p)[0].hint()}"
    assert w.game is not None and w.game.selected is None
    assert w.board.announce["text"] == w.message and w.board.announce["kind"] == "info"
    w.hint_button.click()
    assert w.message == f"Hint 2 of 3: {where_hint(p)}"
    key(w, "h")
    assert w.message == f"Hint 3 of 3: Play {tile}."
    assert w.game.selected == tile  # lit in hand, its places lit
    assert "data-target=" in w.board.html and w.proof_box.value == ""
    assert w.hint() is False and w.message.startswith("No more hints")
    # a click on the lit place plays it, as in the game
    w.board.receive({"kind": "target", "on": "centre" if on is None else str(on)})
    assert w.correct is True and w.streak == 1


def test_each_hint_lowers_what_a_solve_gives_the_rating() -> None:
    p = next(q for q in PUZZLES if rated(q))
    gains = []
    for hints in range(4):
        w = PuzzleWidget([p])
        for _ in range(hints):
            w.hint()
        assert w.answer(p.best)
        a = w.last
        assert a is not None and (a.hints, a.right, a.rated) == (hints, True, True)
        gains.append(a.change)
    assert gains == sorted(gains, reverse=True) and len(set(gains)) == 4
    assert gains[0] > 0 > gains[3]  # after the third hint a solve is a loss


def test_the_rating_and_its_change_are_shown_after_the_first_answer() -> None:
    p = next(q for q in PUZZLES if rated(q))
    w = PuzzleWidget([p])
    assert "Rating 1500 · 0 puzzles due today" in w.score_box.value
    assert w.answer(p.moves[1].action) is False
    a = w.last
    assert a is not None and a.rating_after < a.rating_before == 1500
    fell = round(a.rating_after) - 1500
    assert f"Your rating: 1500 → {round(a.rating_after)} (−{-fell})." in w.message
    assert f"Rating {round(a.rating_after)} (−{-fell})" in w.score_box.value
    assert "Your rating: 1500" in w.board.announce["text"]


def test_a_puzzle_a_guess_solves_half_the_time_leaves_the_rating_as_it_was() -> None:
    p = next(q for q in PUZZLES if len(q.moves) == 2)
    w = PuzzleWidget([p])
    assert w.answer(p.best)
    assert w.practice.rating.rating == 1500 and w.last is not None and not w.last.rated
    assert "Your rating stays 1500: with two legal moves a guess" in w.message
    assert "Rating 1500 · " in w.score_box.value


def test_a_puzzle_due_today_comes_first_and_is_counted() -> None:
    missed = Practice(PUZZLES, seed=0)
    p = missed.next_puzzle()
    assert p is not None
    missed.attempt(p, [p.moves[1].action], right=False, when=datetime.now(UTC) - timedelta(days=3))
    w = PuzzleWidget(practice=Practice(PUZZLES, state=missed.to_json(), seed=5))
    assert current(w).id == p.id and [q.id for q in w.due_today] == [p.id]
    assert "1 puzzle due today" in w.score_box.value
    assert w.answer(p.best) and w.due_today == []  # solved: it comes back later


def test_show_answer_before_a_move_is_a_miss_and_ends_the_streak() -> None:
    w = PuzzleWidget(PUZZLES, seed=0)
    assert w.answer(current(w).best)
    key(w, "n")
    p = current(w)
    key(w, "s")
    assert w.message.startswith(f"The answer: {action_words(p.best)}. It wins ")
    assert reason(p) in w.message and w.last is not None and w.last.right is False
    assert (w.solved, w.tried, w.streak) == (1, 2, 0)
    assert "cf-best" in w.proof_box.value and "your move" not in w.proof_box.value
    assert w.answer(p.best)  # judged, not counted
    assert (w.solved, w.tried) == (1, 2)


def test_the_streak_and_the_count_follow_the_first_answers() -> None:
    w = PuzzleWidget(PUZZLES, seed=0)
    for right in (True, True, False, True):
        p = current(w)
        w.answer(p.best if right else p.moves[1].action)
        w.next()
    assert (w.solved, w.tried, w.streak) == (3, 4, 1)
    assert w.score == "Solved 3 of 4 puzzles · streak 1"
    assert "Solved 3 of 4 puzzles · streak 1" in w.score_box.value


def test_next_meets_every_puzzle_once_nearest_the_rating_first_then_comes_round_again() -> None:
    assert [p.id for p in PuzzleWidget(PUZZLES, seed=7).pool] == [
        p.id for p in PuzzleWidget(PUZZLES, seed=7).pool
    ]
    few = PUZZLES[:6]
    a = PuzzleWidget(few, seed=7)
    assert sorted(p.id for p in a.pool) == sorted(p.id for p in few)
    seen = [current(a).id]
    for _ in range(len(few)):
        assert a.next()
        seen.append(current(a).id)
    assert sorted(seen[:6]) == sorted(p.id for p in few)  # each once, then again
    assert seen[6] == seen[0]
    # a new learner (1500) meets the puzzles rated nearest first, in the seeded order, and
    # those a guess solves half the time (two legal moves) after the others
    distance = [(p.guessable, abs(puzzle_rating(p).rating - 1500)) for p in a.practice.order]
    by_id = dict(zip((p.id for p in a.practice.order), distance, strict=True))
    assert [by_id[i] for i in seen[:6]] == sorted(by_id[i] for i in seen[:6])
    assert a.about.startswith(f"Puzzle 6 of {len(a.pool)} · ")
    assert [p.id for p in PuzzleWidget(few, seed=8).pool] != [p.id for p in a.pool]


def test_the_filters_and_their_menus_change_the_pool() -> None:
    sets = sorted({p.set for p in PUZZLES})
    w = PuzzleWidget(PUZZLES, set=sets[0], seed=0)
    assert w.pool and all(p.set == sets[0] for p in w.pool)
    assert w.menus["set"].value == str(sets[0])
    assert [label for label, _v in w.menus["set"].options][0] == "Any set"
    assert ("Chicken foot", "foot") in w.menus["kind"].options
    kind = current(w).kind
    w.menus["kind"].value = kind  # what a reader's choice in the menu does
    assert w.filters == PuzzleFilter(set=sets[0], kind=kind)
    assert all(p.kind == kind and p.set == sets[0] for p in w.pool)
    fits = len(w.pool)
    assert w.message.startswith(f"{fits} puzzle")
    w.menus["set"].value = ""
    assert w.filters.set is None and len(w.pool) >= fits
    hard = any(p.difficulty == "hard" for p in PUZZLES)
    assert w.filter(difficulty="hard", kind=None) is hard
    assert all(p.difficulty == "hard" for p in w.pool) and (w.puzzle is None) is not hard


def test_the_idea_filter_and_its_menu_keep_the_puzzles_that_teach_it() -> None:
    w = PuzzleWidget(PUZZLES, seed=0)
    assert w.menus["theme"].description == "Idea"
    assert (Theme.FILL_FOOT.words(), "fill_foot") in w.menus["theme"].options
    w.menus["theme"].value = "fill_foot"
    assert w.filters.theme == "fill_foot" and w.pool
    assert all(Theme.FILL_FOOT in themes_of(p) for p in w.pool)
    assert Theme.FILL_FOOT in themes_of(current(w))
    assert w.filter(theme="opening") is False and w.message.startswith("There is no idea 'opening'")


def test_a_filter_that_leaves_nothing_says_so() -> None:
    six = [p for p in PUZZLES if p.set == 6]
    w = PuzzleWidget(six, set=9)
    assert (w.pool, w.puzzle) == ([], None)
    assert w.task == NONE_FITS and w.message.startswith(NONE_FITS)
    assert NONE_FITS in w.board.html and NONE_FITS in w.heading.value
    assert w.hint_button.disabled and w.answer_button.disabled and w.next_button.disabled
    for command in (w.next, w.hint, w.show_answer):
        assert command() is False and w.message == NONE_FITS
    assert w.answer("draw") is False and w.message_kind == "refused"
    assert w.filter(set=None) and w.puzzle is not None and not w.next_button.disabled


def test_unknown_filter_values_are_refused_in_words() -> None:
    with pytest.raises(ChickenFootError, match="There is no difficulty 'impossible'"):
        PuzzleWidget(PUZZLES, difficulty="impossible")
    w = PuzzleWidget(PUZZLES, seed=0)
    assert w.filter(kind="opening") is False
    assert w.message.startswith("There is no kind of puzzle 'opening'")
    with pytest.raises(TypeError):
        w.filter(colour="red")


def test_the_timeline_and_the_games_other_keys_change_nothing() -> None:
    w = PuzzleWidget(PUZZLES, seed=0)
    assert w.game is not None
    before = (w.game.length, w.game.shown_step, current(w).id, w.message)
    for name in ("u", "r", "PageUp", "Home", "v", "y"):
        key(w, name)
    assert (w.game.length, w.game.shown_step, current(w).id, w.message) == before


def test_the_proof_says_exact_or_sampled() -> None:
    p = PUZZLES[0]
    exact = dataclasses.replace(p, method="exact", worlds=140)
    sampled = dataclasses.replace(p, method="sampled", worlds=1000)
    assert "over all 140 worlds that fit (exact)" in proof_html(exact)
    assert "Chance to win the round</th>" in proof_html(exact)
    assert "over 1,000 sampled worlds" in proof_html(sampled)
    assert "(95% interval)" in proof_html(sampled)


def test_a_broken_progress_file_is_said_once_kept_byte_for_byte_and_practice_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(progress, "_KEEPER", progress._Keeper())
    broken = tmp_path / "mine.json"
    broken.write_bytes(b"{half a file")
    monkeypatch.setenv(progress.PATH_VARIABLE, str(broken))
    w = PuzzleWidget(PUZZLES, seed=0)
    assert f"Your progress is not written to {broken} (" in w.message
    p = current(w)
    assert w.answer(p.best) and "not written to" not in w.message  # said once
    assert broken.read_bytes() == b"{half a file" and w.practice.tried


def test_a_puzzle_met_again_reviews_its_card_but_does_not_rate_again() -> None:
    missed = Practice(PUZZLES, seed=0)
    p = next(q for q in PUZZLES if rated(q))
    missed.attempt(p, [p.moves[1].action], right=False, when=datetime.now(UTC) - timedelta(days=3))
    w = PuzzleWidget(practice=Practice(PUZZLES, state=missed.to_json(), seed=0))
    assert current(w).id == p.id
    rating = w.practice.rating
    assert w.answer(p.best)
    assert "a puzzle counts for it only the first time" in w.message
    assert w.practice.rating == rating and p.id not in {q.id for q in w.due_today}


def test_the_proof_table_says_each_move_in_the_readers_words() -> None:
    """The proof's rows name moves as the coach's table and the verdicts do, not as commands."""
    p = next(q for q in load_puzzles() if q.best.kind == "play" and len(q.moves) >= 3)
    try:
        for code in ("en", "bs"):
            i18n.set_language(code)
            table = html.unescape(proof_html(p))
            assert all(f"<th scope='row'>{action_words(m.action)}" in table for m in p.moves)
            assert f">{p.best}<" not in table and ">play " not in table
        assert " na " in action_words(p.best), "the Bosnian words differ from the command"
    finally:
        i18n.set_language("en")
