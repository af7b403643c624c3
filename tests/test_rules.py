import pytest

from chickenfoot_nb import Rules, RulesError
from chickenfoot_nb.rules import GAMERULES_HAND_SIZES
from tests.positions import refused


def test_gamerules_preset_row_by_row() -> None:
    r = Rules.preset("gamerules")
    assert r.set == 9
    assert [r.hand_size_for(p) for p in range(2, 9)] == [21, 14, 11, 8, 7, 6, 5]
    assert r.double_set_aside is True
    assert [r.arms_for(p) for p in range(2, 9)] == list(range(2, 9))
    assert r.draw_must_play is True
    assert r.kept_back_for(2) == 2 and r.kept_back_for(3) == 1 and r.kept_back_for(8) == 1
    assert r.double_blank == 0
    assert r.tie_break == "share"


def test_spruce_preset_row_by_row() -> None:
    r = Rules.preset("spruce")
    assert r.set == 9
    assert all(r.hand_size_for(p) == 7 for p in range(2, 9))
    assert r.double_set_aside is False
    assert all(r.arms_for(p) == 4 for p in range(2, 9))
    assert r.draw_must_play is False
    assert all(r.kept_back_for(p) == 0 for p in range(2, 9))
    assert r.double_blank == 50
    assert r.tie_break == "zero_rounds"


def test_every_field_is_an_option() -> None:
    r = Rules.preset("spruce").replace(draw_must_play=True, arms=6, kept_back=1, double_blank=0)
    assert (r.draw_must_play, r.arms, r.kept_back, r.double_blank) == (True, 6, 1, 0)
    assert Rules.preset("gamerules", arms=8).arms_for(3) == 8
    assert Rules.preset("gamerules", double_blank=50).double_blank == 50


def test_rules_are_immutable() -> None:
    r = Rules.preset("spruce")
    with pytest.raises(AttributeError):
        r.set = 12  # type: ignore[misc]


@pytest.mark.parametrize(
    ("options", "words"),
    [
        ({"set": 5}, "double-6 to double-18"),
        ({"set": 19}, "double-6 to double-18"),
        ({"arms": 1}, "arms must be from 2 to 8"),
        ({"arms": 9}, "arms must be from 2 to 8"),
        ({"hand_size": 0}, "at least 1 tile"),
        ({"kept_back": -1}, "cannot be -1"),
        ({"draw_must_play": "yes"}, "True or False"),
        ({"tie_break": "coin"}, "tie_break"),
        ({"colour": "red"}, "no rule option named 'colour'"),
        ({"set": 9.5}, "whole number"),
    ],
)
def test_bad_options_are_refused_in_plain_words(options: dict, words: str) -> None:
    with refused(RulesError, words):
        Rules.preset("spruce", **options)


def test_a_rule_set_that_cannot_be_dealt_is_refused_with_numbers_and_a_way_out() -> None:
    with pytest.raises(RulesError) as e:
        Rules.preset("spruce").check_players(8)
    msg = str(e.value)
    assert "8 players × 7 tiles = 56" in msg and "55" in msg
    assert "use a double-12 set or fewer tiles per hand" in msg
    Rules.preset("spruce", set=12).check_players(8)


def test_gamerules_counts_the_set_aside_double() -> None:
    r = Rules.preset("gamerules", hand_size=27)
    r.check_players(2)  # 54 tiles = 55 - the set-aside double
    with refused(RulesError, "54 tiles to deal once the round's double is set aside"):
        Rules.preset("gamerules", hand_size=28).check_players(2)


def test_every_gamerules_table_row_can_be_dealt_from_double_nine() -> None:
    for players in GAMERULES_HAND_SIZES:
        Rules.preset("gamerules").check_players(players)


def test_players_outside_2_to_8_are_refused() -> None:
    for bad in (1, 9):
        with refused(RulesError, "2 to 8 players"):
            Rules.preset("gamerules").check_players(bad)


def test_more_arms_than_tiles_of_a_number_is_refused() -> None:
    with refused(RulesError, "only 6 tiles besides the double"):
        Rules.preset("spruce", set=6, arms=7, hand_size=3).check_players(2)


def test_record_round_trip_keeps_only_changed_options() -> None:
    r = Rules.preset("gamerules", set=12, arms=8)
    data = r.to_record()
    assert data == {"preset": "gamerules", "set": 12, "arms": 8}
    assert Rules.from_record(data) == r
