"""Clicks turned into actions: a tile, a place on the table, Draw and Pass; and refusals."""

from __future__ import annotations

from collections.abc import Callable

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


# ----- playing by clicking -----------------------------------------------------------


def test_a_tile_with_one_place_to_go_is_played_at_once(hot_seat: GameController) -> None:
    g = hot_seat
    assert g.selectable() == ["9|9"]
    assert g.click("9|9")
    assert g.round.centre_placed and Tile(9, 9) not in g.round.hand(0)
    assert g.message == "Seat 0 placed 9|9 in the centre."
    assert (g.round.seat, g.viewer, g.length, g.shown_step) == (1, 1, 1, 1)


def test_a_tile_with_several_places_lights_them_and_a_target_plays_it() -> None:
    g = GameController("gamerules", players=2, seed="3:0", seats=["human", "human"])
    until(g, lambda g: multi_target(g) is not None)
    tile = multi_target(g)
    assert tile is not None
    before = g.length
    assert g.click(tile)
    assert g.selected == Tile.parse(tile) and g.length == before  # selected, not played yet
    targets = g.round.targets(Tile.parse(tile))
    assert "click one of the lit places" in g.message
    assert any(head == f"Selected {tile}" for head, _ in g.explain())
    assert g.click_target(targets[-1])
    assert g.length == before + 1 and g.selected is None
    assert g.round.history[-1][1] == Action("play", Tile.parse(tile), targets[-1])


def test_clicking_the_selected_tile_again_unselects_it() -> None:
    g = GameController("gamerules", players=2, seed="3:0", seats=["human", "human"])
    until(g, lambda g: multi_target(g) is not None)
    tile = multi_target(g)
    assert tile is not None
    g.click(tile)
    g.click(tile)
    assert g.selected is None


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
    g = GameController("gamerules", players=2, seed="3:0", seats=["human", "human"])
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
        seed="4:0",
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
    g = GameController("spruce", players=3, seed="1:0", seats=["human"] * 3)
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
