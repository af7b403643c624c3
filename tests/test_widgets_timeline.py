"""Moving along the timeline: step, play to the end, undo, redo, show, the keys."""

from __future__ import annotations

from chickenfoot_nb.widgets.controller import GameController

# ----- step, play to end, undo, redo and the timeline ---------------------------------------


def test_step_undo_redo_and_show(hot_seat: GameController) -> None:
    g = hot_seat
    for _ in range(5):
        assert g.step()
    assert g.length == g.shown_step == 5
    history = g.round.history
    assert g.undo() and g.length == 4 and g.redo_count == 1
    assert g.redo() and g.round.history == history
    assert not g.redo() and "nothing to redo" in g.message
    assert g.show(2) and not g.live and g.shown.history == history[:2]
    assert g.round.history == history  # looking back changes nothing
    assert "Showing step 2 of 5" in g.message
    assert g.step() and g.shown_step == 3  # on an earlier moment Step shows the next one
    assert g.show(99) and g.shown_step == 5


def test_acting_on_an_earlier_moment_branches_and_keeps_the_rest_for_redo(
    hot_seat: GameController,
) -> None:
    g = hot_seat
    for _ in range(4):
        g.step()
    history = g.round.history
    g.show(0)
    assert g.click("9|9")  # the same first action: the later ones stay redoable
    assert g.length == 1 and g.redo_count == 3
    g.redo(), g.redo(), g.redo()
    assert g.round.history == history


def test_undo_on_an_earlier_moment_takes_back_the_action_before_it(
    hot_seat: GameController,
) -> None:
    g = hot_seat
    for _ in range(4):
        g.step()
    g.show(2)
    assert g.undo()
    assert g.length == 1 and g.redo_count == 3
    assert not GameController("spruce", players=3, seed="4:0", seats=["human"] * 3).undo()


def test_play_to_end_finishes_the_round(hot_seat: GameController) -> None:
    g = hot_seat
    assert g.play_to_end()
    assert g.round.is_over and g.live
    assert not g.step() and "Next round" in g.message


def test_bots_answer_a_human_and_undo_goes_back_to_the_human() -> None:
    g = GameController("spruce", players=3, seed="4:0")  # seat 0 human, the others greedy
    assert g.click("9|9")
    assert g.message.startswith("Seat 0 placed 9|9 in the centre. Then: Seat 1 ")
    assert g.round.seat == 0 and g.length == 3
    assert g.undo()
    assert g.length == 0 and g.round.seat == 0
    assert g.redo() and g.length == 3


def test_without_autoplay_bots_wait_for_step() -> None:
    g = GameController("spruce", players=3, seed="4:0", autoplay=False)
    g.click("9|9")
    assert g.round.seat == 1 and g.length == 1
    g.step()
    assert g.length == 2


def test_keys_move_along_the_timeline_and_enter_steps(hot_seat: GameController) -> None:
    g = hot_seat
    g.key("Enter"), g.key("Enter"), g.key("Enter")
    assert g.length == 3
    g.key("ArrowLeft")
    assert g.shown_step == 2
    g.key("Home")
    assert g.shown_step == 0
    g.key("ArrowRight")
    assert g.shown_step == 1
    g.key("End")
    assert g.shown_step == 3
    assert not g.key("q")
