"""The words of the panels: the explanation, the score sheet, the end of the match."""

from __future__ import annotations

import pytest

from chickenfoot_nb import DRAW, Tile
from chickenfoot_nb.widgets.controller import GameController

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
    g = GameController("spruce", players=3, seed="1:0", seats=["human", "greedy", "greedy"])
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
    g = GameController("spruce", players=3, seed="4:0")
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
    g = GameController("spruce", players=2, seed="5:0", seats=["greedy", "greedy"], set=6)
    while True:
        g.play_to_end()
        if g.match.is_complete:
            break
        assert g.next_round()
    m = g.match
    assert m.decided_by is not None and m.decided_by in g.result()
    assert "The match is over" in g.result()
    assert not g.next_round() and "match is over" in g.message
