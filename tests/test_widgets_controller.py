"""The GameController: clicks turned into actions, the timeline, explanations, records, errors."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from chickenfoot_nb import DRAW, PASS, Action, Tile
from chickenfoot_nb.widgets.controller import GameController


def until(g: GameController, done: Callable[[GameController], bool], limit: int = 400) -> None:
    """Step (every seat acting with its bot or the greedy helper) until ``done`` holds."""
    for _ in range(limit):
        if done(g):
            return
        assert g.step(), g.message
    raise AssertionError("the position never came")


def multi_target(g: GameController) -> str | None:
    """A tile the human to move may click that fits in more than one place."""
    r = g.shown
    for text in g.selectable():
        if len(r.targets(Tile.parse(text))) > 1:
            return text
    return None


def snapshot(g: GameController) -> tuple[object, ...]:
    r = g.round
    hands = tuple(tuple(r.hand(s)) for s in range(r.players))
    return (r.history, hands, r.yard_size, g.selected, g.shown_step, g.length)


@pytest.fixture
def hot_seat() -> GameController:
    """Three people at one screen, spruce rules; seat 0 holds the round's double."""
    return GameController("spruce", players=3, seed=4, seats=["human"] * 3)


# ----- playing by clicking -----------------------------------------------------------


def test_a_tile_with_one_place_to_go_is_played_at_once(hot_seat: GameController) -> None:
    g = hot_seat
    assert g.selectable() == ["9|9"]
    assert g.click("9|9")
    assert g.round.centre_placed and Tile(9, 9) not in g.round.hand(0)
    assert g.message == "Seat 0 placed 9|9 in the centre."
    assert (g.round.seat, g.viewer, g.length, g.shown_step) == (1, 1, 1, 1)


def test_a_tile_with_several_places_lights_them_and_a_target_plays_it() -> None:
    g = GameController("gamerules", players=2, seed=3, seats=["human", "human"])
    until(g, lambda g: multi_target(g) is not None)
    tile = multi_target(g)
    assert tile is not None
    before = g.length
    assert g.click(tile)
    assert g.selected == tile and g.length == before  # selected, not played yet
    targets = g.round.targets(Tile.parse(tile))
    assert "click one of the lit places" in g.message
    assert any(head == f"Selected {tile}" for head, _ in g.explain())
    assert g.click_target(targets[-1])
    assert g.length == before + 1 and g.selected == ""
    assert g.round.history[-1][1] == Action("play", Tile.parse(tile), targets[-1])


def test_clicking_the_selected_tile_again_unselects_it() -> None:
    g = GameController("gamerules", players=2, seed=3, seats=["human", "human"])
    until(g, lambda g: multi_target(g) is not None)
    tile = multi_target(g)
    assert tile is not None
    g.click(tile)
    g.click(tile)
    assert g.selected == ""


def test_play_is_click_then_target(hot_seat: GameController) -> None:
    g = hot_seat
    assert g.play("9|9")
    assert g.round.table.centre == Tile(9, 9)
    assert not g.play("5|2")  # seat 0's tile, but seat 1 is to move and sees only its own hand
    assert "face down" in g.message and g.length == 1


# ----- illegal clicks: a message naming the rule, and nothing changes ---------------------


def test_a_tile_of_the_wrong_seat_is_refused(hot_seat: GameController) -> None:
    g = hot_seat
    g.set_view(teacher=True)
    other = str(g.round.hand(1)[0])
    before = snapshot(g)
    assert not g.click(other)
    assert g.message == f"{other} cannot be played now: it is Seat 0's turn, not Seat 1's."
    assert g.message_kind == "refused" and snapshot(g) == before


def test_a_face_down_tile_is_refused(hot_seat: GameController) -> None:
    g = hot_seat
    before = snapshot(g)
    assert not g.click(g.round.hand(2)[0])
    assert "Seat 2's tiles are face down" in g.message
    assert not g.click_hidden(2)
    assert snapshot(g) == before


def test_a_tile_that_breaks_a_rule_is_refused(hot_seat: GameController) -> None:
    g = hot_seat
    before = snapshot(g)
    assert not g.click("5|2")
    assert g.message == "5|2 cannot be played now: 9|9 must be placed in the centre first."
    assert snapshot(g) == before


def test_a_wrong_target_is_refused_with_the_rule() -> None:
    g = GameController("gamerules", players=2, seed=3, seats=["human", "human"])
    until(g, lambda g: multi_target(g) is not None)
    tile = multi_target(g)
    assert tile is not None
    g.click(tile)
    before = snapshot(g)
    assert not g.click_target(g.round.centre)
    assert "arms" in g.message and g.message_kind == "refused"
    assert snapshot(g) == before
    assert not g.click_target("centre")
    assert "say where" in g.message.lower() or "name the tile" in g.message
    assert snapshot(g) == before


def test_a_target_without_a_selected_tile_asks_for_a_tile_first(hot_seat: GameController) -> None:
    g = hot_seat
    g.click("9|9")
    assert not g.click("9|9")  # now on the table: it is a place, not a tile to pick
    assert "Pick a tile from your hand first" in g.message


def test_a_bot_seat_cannot_be_played_by_clicking() -> None:
    g = GameController(
        "spruce",
        players=3,
        seed=4,
        seats=["greedy", "human", "human"],
        teacher=True,
        autoplay=False,
    )
    assert g.round.seat == 0
    assert not g.click("9|9")
    assert "the greedy bot plays that seat: press Step" in g.message
    assert not g.draw() and "press Step" in g.message


def test_nothing_can_be_clicked_once_the_round_is_over(hot_seat: GameController) -> None:
    g = hot_seat
    g.play_to_end()
    g.set_view(teacher=True)
    r = g.round
    held = next(t for s in range(r.players) for t in r.hand(s))
    before = snapshot(g)
    assert not g.click(held)
    assert g.message.startswith("The round is over")
    assert snapshot(g) == before


# ----- draw and pass ---------------------------------------------------------------------


def test_draw_and_pass_are_enabled_only_when_legal() -> None:
    g = GameController("spruce", players=3, seed=1, seats=["human"] * 3)
    assert g.round.phase == "search"
    assert g.can(DRAW) and not g.can(PASS)
    assert not g.pass_turn() and "draw from the chicken yard" in g.message
    until(g, lambda g: g.round.phase == "play" and g.can(DRAW))
    assert not g.selectable()
    assert g.draw()
    assert g.round.phase == "drawn"
    r = g.round
    fits = bool(r.targets(r.drawn_tile))  # type: ignore[arg-type]
    assert g.can(PASS) == (not fits or not r.rules.draw_must_play)
    assert not g.can(DRAW)


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
    assert not GameController("spruce", players=3, seed=4, seats=["human"] * 3).undo()


def test_play_to_end_finishes_the_round(hot_seat: GameController) -> None:
    g = hot_seat
    assert g.play_to_end()
    assert g.round.is_over and g.live
    assert not g.step() and "Next round" in g.message


def test_bots_answer_a_human_and_undo_goes_back_to_the_human() -> None:
    g = GameController("spruce", players=3, seed=4)  # seat 0 human, the others greedy
    assert g.click("9|9")
    assert g.message.startswith("Seat 0 placed 9|9 in the centre. Then: Seat 1 ")
    assert g.round.seat == 0 and g.length == 3
    assert g.undo()
    assert g.length == 0 and g.round.seat == 0
    assert g.redo() and g.length == 3


def test_without_autoplay_bots_wait_for_step() -> None:
    g = GameController("spruce", players=3, seed=4, autoplay=False)
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


# ----- explanations ---------------------------------------------------------------------------


def test_the_explanation_says_what_happened_what_is_forced_and_about_the_selection(
    hot_seat: GameController,
) -> None:
    g = hot_seat
    heads = [h for h, _ in g.explain()]
    assert heads == ["Now"]
    g.click("9|9")
    text = dict(g.explain())
    assert text["Last action"] == "Seat 0 placed the round's double 9|9 in the centre."
    assert "every play must start a new arm with a 9" in text["Now"]


def test_a_draw_by_a_hidden_seat_does_not_name_the_tile() -> None:
    g = GameController("spruce", players=3, seed=1, seats=["human", "greedy", "greedy"])
    assert g.round.phase == "search"
    g.draw()
    assert g.viewer == 0
    drawn = g.round.history
    hidden = [a for s, a in drawn if s != 0 and a.kind == "draw"]
    assert hidden, "the bots drew too"
    for step in range(1, g.length + 1):
        g.show(step)
        seat = g.round.history[step - 1][0]
        if seat != 0 and g.round.history[step - 1][1] == DRAW:
            last = dict(g.explain())["Last action"]
            found = g.round.at(step).phase == "place"
            assert "did not find it" in last or found


# ----- end of the round and of the match -------------------------------------------------------


def test_the_score_sheet_shows_each_hand_and_the_next_round_follows() -> None:
    g = GameController("spruce", players=3, seed=4)
    g.play_to_end()
    rows = g.score_rows()
    r = g.round
    assert [row[2] for row in rows] == list(r.scores or ())
    assert [row[3] for row in rows] == list(g.match.totals)
    assert g.result().startswith("The round is over")
    assert g.next_round()
    assert g.round.double == 8 and g.length == 0 or g.round.seat == g.viewer
    assert not g.next_round() and "is not over yet" in g.message


def test_the_double_blank_is_shown_as_50_where_it_counts() -> None:
    for seed in range(60):
        g = GameController("spruce", players=4, seed=seed, seats=["greedy"] * 4)
        g.play_to_end()
        r = g.round
        holder = r.holder(Tile(0, 0))
        if holder is not None:
            break
    else:
        pytest.skip("no deal left 0|0 in a hand")
    row = g.score_rows()[holder]
    assert "0|0 (=50)" in row[1]
    assert row[2] == r.pips(holder) and "0|0 left in a hand counts 50" in g.result()


def test_the_end_of_the_match_names_the_winner_and_the_tie_break() -> None:
    g = GameController("spruce", players=2, seed=5, seats=["greedy", "greedy"], set=6)
    while True:
        g.play_to_end()
        if g.match.is_complete:
            break
        assert g.next_round()
    m = g.match
    assert m.decided_by is not None and m.decided_by in g.result()
    assert "The match is over" in g.result()
    assert not g.next_round() and "match is over" in g.message


# ----- records --------------------------------------------------------------------------


def test_save_and_load_a_record(tmp_path: Path, hot_seat: GameController) -> None:
    g = hot_seat
    for _ in range(6):
        g.step()
    path = tmp_path / "game.json"
    assert g.save(path)
    assert json.loads(path.read_text())["format"] == "chickenfoot-record/1"
    other = GameController("gamerules", players=2, seed=9)
    assert other.load(path)
    assert other.round.history == g.round.history and other.live and other.players == 3
    shown = other.guard(other.load)(tmp_path / "missing.json")
    assert shown is False and "cannot read" in other.message


def test_a_bad_record_is_refused_in_words() -> None:
    g = GameController("spruce", players=3, seed=4)
    load_text = g.guard(g.load_text)
    assert load_text('{"format": "nope"}', "bad.json") is False
    assert "not a game record" in g.message and g.message_kind == "refused"


# ----- bots written by a reader, and errors ----------------------------------------------------


class FirstBot:
    name = "first"

    def choose(self, view: object, legal: list[Action]) -> Action:
        return legal[0]


class BrokenBot:
    def choose(self, view: object, legal: list[Action]) -> Action:
        raise RuntimeError("my bot has a bug")


def test_a_bot_object_plays_a_seat() -> None:
    g = GameController("spruce", players=2, seed=4, seats=[FirstBot(), "human"])
    assert g.seat_kind(0) == "first"
    g.play_to_end()
    assert g.round.is_over


def test_an_error_in_a_bot_is_shown_in_the_widget_not_raised() -> None:
    g = GameController("spruce", players=2, seed=4, seats=[BrokenBot(), "human"])
    while g.round.seat != 0:
        g.step()
    assert not g.step()
    assert g.message_kind == "error" and "my bot has a bug" in g.message


def test_a_broken_event_is_shown_not_raised(hot_seat: GameController) -> None:
    g = hot_seat
    assert g.guard(g.handle_event)({"kind": "tile"}) is False
    assert g.message_kind == "error" and "KeyError" in g.message


def test_unknown_seat_kinds_are_refused() -> None:
    with pytest.raises(ValueError, match="no seat kind 'clever'"):
        GameController("spruce", players=2, seats=["human", "clever"])
