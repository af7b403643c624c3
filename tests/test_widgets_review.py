"""The GameWidget's review of a finished round, and its tutor, driven as a click would drive them."""

from __future__ import annotations

from chickenfoot_nb.actions import Action
from chickenfoot_nb.match import Match
from chickenfoot_nb.widgets import GameWidget
from chickenfoot_nb.widgets.controller import GameController


def greedy_until(g: GameController, step: int) -> None:
    """The human plays its heaviest tile (through the checked path) until ``step`` actions."""
    while g.length < step:
        a = g.round.heaviest_action()
        assert g.is_human(g.round.seat)
        if a.kind == "play":
            assert g.play(str(a.tile), on=None if a.on is None else str(a.on)), g.message
        elif a.kind == "draw":
            assert g.draw(), g.message
        else:
            assert g.pass_turn(), g.message


def tutored() -> GameController:
    """Seed 0's bots and coach, on the deal the first round of a seed-0 match had before the
    first round was dealt as Round.deal deals it (issue 43)."""
    old_deal = Match("spruce", players=3, seed="0:0")
    return GameController(seats=["human", "greedy", "greedy"], seed=0, tutor=True, match=old_deal)


def test_the_tutor_stops_a_mistake_and_lets_the_learner_play_it_anyway() -> None:
    # Spruce, seed 0: at step 36, 5|5 on 8|5 loses about 21 points of win chance.
    g = tutored()
    greedy_until(g, 36)
    before = g.round.history
    assert g.play("5|5", on="8|5") is False
    assert g.message.startswith("Tutor: 5|5 on 8|5 would cost about ")
    assert g.message_kind == "refused" and g.round.history == before
    assert g.tutor_waiting == Action.parse("play 5|5 on 8|5")
    assert g.key("y") is True
    assert g.round.history[36] == (0, Action.parse("play 5|5 on 8|5"))
    assert g.tutor_waiting is None


def test_the_tutor_lets_a_good_move_through_and_forgets_a_warning_when_another_is_chosen() -> None:
    g = tutored()
    greedy_until(g, 36)
    assert not g.play("5|5", on="8|5")
    # the coach's best here (the heaviest tile, 6|5 on 8|5, would be a mistake too)
    assert g.play("5|3", on="7|3"), g.message
    assert g.tutor_waiting is None
    assert g.anyway() is False and g.message.startswith("The tutor has no move waiting")


def test_without_the_tutor_a_mistake_is_played_at_once() -> None:
    g = GameController("spruce", players=3, seed="0:0", seats=["human", "greedy", "greedy"])
    greedy_until(g, 36)
    assert g.play("5|5", on="8|5") is True


def test_review_is_refused_until_the_round_is_over_then_fills_the_panel() -> None:
    w = GameWidget("spruce", players=3, seed="4:0", seats=["human", "greedy", "greedy"])
    assert w.review_button.disabled
    assert w.review() is False and "once it is over" in w.message
    w.play_to_end()
    assert not w.review_button.disabled
    assert w.game.review(samples=20, wait=True)
    found = w.game.reviewed
    assert found is not None and found.seat == 0
    v = w.review_view
    assert v.state == "done" and v.heading == "Review of Seat 0"
    assert v.summary == found.sentences and v.chart.startswith("<svg")
    assert [r["step"] for r in v.rows] == [d.step for d in found.decisions]
    assert w.message.startswith("Review of Seat 0: ")


def test_choosing_a_row_shows_that_moment_with_the_coach_table() -> None:
    w = GameWidget("spruce", players=3, seed="4:0", seats=["human", "greedy", "greedy"])
    w.play_to_end()
    w.game.review(samples=20, wait=True)
    found = w.game.reviewed
    assert found is not None
    d = found.decisions[-1]
    w.review_view.receive({"kind": "jump", "step": d.step})  # what a click on the row sends
    assert w.game.shown_step == d.step and not w.game.live
    assert w.review_view.selected == d.step
    coach = w.game.coach
    assert coach is not None and {m.action for m in coach.moves} == set(
        w.game.shown.legal_actions()
    )
    assert "cf-coach-table" in w.coach_box.value
    # stepping through the timeline keeps the review; a new round drops it
    w.game.show(0)
    assert w.game.reviewed is found
    w.game.show(w.game.length)
    assert w.next_round()
    assert w.game.reviewed is None and w.review_view.state == ""


def test_a_running_review_reports_progress_and_can_be_stopped() -> None:
    g = GameController("spruce", players=3, seed="4:0", seats=["human", "greedy", "greedy"])
    g.play_to_end()
    assert g.review(samples=400)  # in a thread
    assert g.review_state in ("running", "done")
    if g.review_state == "running":
        assert g.cancel_review() and g.review_state == "" and g.reviewed is None
    assert g.cancel_review() is False and g.message == "No review is running."
    assert g.review(seat=7) is False and "There is no seat 7" in g.message
