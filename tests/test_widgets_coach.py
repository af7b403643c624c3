"""The coach in the GameWidget: a hint for the seat to move, dropped when the position moves."""

from __future__ import annotations

import time

from chickenfoot_nb.widgets import GameWidget
from chickenfoot_nb.widgets.controller import GameController
from chickenfoot_nb.widgets.game import coach_html


def human_to_play() -> GameController:
    g = GameController("spruce", players=3, seed="4:0", seats=["human", "greedy", "greedy"])
    assert g.click("9|9") and g.round.seat == 0 and len(g.round.legal_actions()) > 1
    return g


def test_a_hint_lists_every_legal_move_and_lights_the_best() -> None:
    g = human_to_play()
    assert g.hint(samples=30, wait=True) and g.coach_state == "done"
    assert g.coach is not None
    assert {m.action for m in g.coach.moves} == set(g.round.legal_actions())
    assert g.message == "Coach: " + g.coach.sentence
    w = GameWidget(game=g)
    best = g.coach.best.action
    assert f'class="tile in-hand legal hint" data-seat="0" data-tile="{best.tile}"' in w.board.html
    assert 'class="target hint"' in w.board.html and "cf-coach-table" in w.coach_box.value
    assert w.coach_bar.layout.display == "none"


def test_the_lit_place_plays_the_coachs_move() -> None:
    g = human_to_play()
    g.hint(samples=10, wait=True)
    best = g.coach.best.action if g.coach else None
    assert best is not None and best.kind == "play"
    before = len(g.round.history)
    assert g.click_target(best.on)
    assert (
        g.round.history[before] == (0, best) and g.coach is None
    )  # played, and the advice is gone


def test_the_advice_is_dropped_when_the_position_changes() -> None:
    g = human_to_play()
    g.hint(samples=10, wait=True)
    g.show(0)
    assert g.coach is None and g.coach_state == ""


def test_a_hint_in_a_thread_is_dropped_when_the_position_moves_first() -> None:
    g = human_to_play()
    assert g.hint(samples=400) and g.coach_state == "running"
    assert g.step()  # the position moves before the coach is done
    assert g.coach_state == "" and g.coach is None
    time.sleep(0.5)
    assert g.coach is None and not g.message.startswith("Coach:")
    g.undo()
    assert g.hint(samples=20)
    deadline = time.monotonic() + 30
    while g.coach_state != "done" and time.monotonic() < deadline:
        time.sleep(0.05)
    assert g.coach_state == "done" and g.coach_progress == 1.0


def test_the_coach_refuses_in_words_and_changes_nothing() -> None:
    g = human_to_play()
    history = g.round.history
    assert not g.hint(samples=0) and "at least 1 sampled world" in g.message
    g.autoplay = False
    assert g.play("9|3") and g.round.seat == 1
    assert not g.hint(samples=5) and "The teacher view shows the coach" in g.message
    assert g.message_kind == "refused" and g.coach is None
    assert g.set_view(teacher=True) and g.hint(samples=5, wait=True)
    assert g.coach is not None and g.coach.seat == 1  # the teacher may ask for any seat
    g.play_to_end()
    assert not g.hint(samples=5) and "no move left to advise" in g.message
    assert g.round.history[: len(history)] == history


def test_h_asks_the_coach() -> None:
    g = human_to_play()
    g.coach_samples = 8
    assert g.key("h")
    deadline = time.monotonic() + 30
    while g.coach_state != "done" and time.monotonic() < deadline:
        time.sleep(0.05)
    assert g.coach is not None and coach_html(g).count("<tr class=") == len(g.coach.moves)
