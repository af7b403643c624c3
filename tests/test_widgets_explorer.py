"""The RulesExplorer: one position under two rule sets, and its menus."""

from __future__ import annotations

import pytest

from chickenfoot_nb import Rules, Tile
from chickenfoot_nb.widgets.explorer import AUTO, RulesExplorer, compare

GAMERULES = Rules.preset("gamerules")


def test_the_same_rules_give_the_same_position_and_moves() -> None:
    left, right = compare(GAMERULES, GAMERULES, players=4, seed=3, moves=6)
    assert left.round.history == right.round.history
    assert left.legal == right.legal and right.note == "The same deal and the same moves."


def test_fewer_arms_stop_both_sides_where_the_rules_part() -> None:
    left, right = compare(GAMERULES, GAMERULES.replace(arms=2), players=4, seed=3, moves=4)
    assert len(left.round.history) == len(right.round.history) == 2
    assert "is not allowed here: All 2 arms of the centre double 9|9 are started" in right.note
    assert {str(a) for a in left.legal} == {"play 9|2 on 9|9", "play 9|8 on 9|9"}
    assert not set(left.legal) & set(right.legal)


def test_the_double_blank_changes_the_scores_of_the_same_hands() -> None:
    for seed in range(40):
        left, right = compare(GAMERULES, GAMERULES.replace(double_blank=50), 3, seed, 0)
        holder = left.round.holder(Tile(0, 0))
        if holder is not None:
            break
    else:
        pytest.skip("no deal put 0|0 in a hand")
    assert right.pips_now[holder] == left.pips_now[holder] + 50
    assert left.round.history == right.round.history


def test_a_change_that_deals_differently_makes_its_own_deal() -> None:
    left, right = compare(GAMERULES, GAMERULES.replace(set=12), players=4, seed=3, moves=5)
    assert right.round.double == 12 and "a new deal from the same seed" in right.note
    assert len(right.round.history) == 5


def test_may_keep_a_drawn_tile_adds_pass_to_the_legal_moves() -> None:
    must, may = GAMERULES, GAMERULES.replace(draw_must_play=False)
    for seed in range(30):
        for moves in range(1, 40):
            left, right = compare(must, may, 3, seed, moves)
            r = left.round
            if r.phase == "drawn" and r.targets(r.drawn_tile):  # type: ignore[arg-type]
                assert "pass" not in [str(a) for a in left.legal]
                assert "pass" in [str(a) for a in right.legal]
                return
    pytest.skip("no drawn tile that fits came up")


def test_the_menus_switch_single_rules_and_back() -> None:
    x = RulesExplorer("gamerules", players=4, seed=3, moves=4)
    assert x.option_menus["arms"].value == AUTO and x.variant == x.base
    x.set_option("arms", 2)
    assert x.variant.arms == 2 and "is not allowed here" in x.right_text.value
    assert "only here" in x.left_text.value
    x.reset_button.click()
    assert x.variant == x.base and "The same deal and the same moves." in x.right_text.value
    x.preset_menu.value = "spruce"
    assert x.variant == Rules.preset("spruce") and x.option_menus["double_blank"].value == 50


def test_a_rule_set_that_cannot_be_dealt_is_explained_in_its_column() -> None:
    x = RulesExplorer("spruce", players=4, seed=1, moves=0)
    x.players_menu.value = 8  # spruce deals 7 each: 56 tiles, one more than double-9 has
    assert "8 players × 7 tiles = 56 tiles" in x.left_text.value
    assert "8 players × 7 tiles" in x.right_text.value and not x.right_board.html
    x.set_option("hand_size", 6)
    assert "8 players × 7 tiles" in x.left_text.value
    assert "Legal moves" in x.right_text.value and x.right_board.html
