"""Game records: rules broken inside a record, extra keys, and a bot match saved and loaded."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from chickenfoot_nb import Match, RecordError
from chickenfoot_nb.bots import RandomBot, play_round
from chickenfoot_nb.record import RecordRuleError, load, match_from_record, match_to_record, save

EXAMPLES = Path(__file__).parent / "examples"


def base_record() -> dict[str, Any]:
    return json.loads((EXAMPLES / "02_arm_phase_only_new_arms.json").read_text())


def rule_breaker(data: dict[str, Any]) -> RecordRuleError:
    with pytest.raises(RecordRuleError) as e:
        match_from_record(data)
    return e.value


def test_an_action_out_of_turn_is_exit_1_with_round_and_action() -> None:
    data = base_record()
    data["rounds"][0]["actions"][1]["player"] = 2
    e = rule_breaker(data)
    assert (e.round, e.action) == (0, 1) and "It is Seat 1's turn, not Seat 2's" in str(e)


def test_an_action_after_the_round_ended_is_a_rule_error() -> None:
    data = json.loads((EXAMPLES / "08_out_on_a_double.json").read_text())
    actions = data["rounds"][0]["actions"]
    actions.append({"player": 1, "action": "draw"})
    e = rule_breaker(data)
    assert (e.round, e.action) == (0, len(actions) - 1) and "already over" in str(e)


def test_a_new_round_before_the_last_one_ended_is_a_rule_error() -> None:
    data = base_record()
    nxt = copy.deepcopy(data["rounds"][0])
    nxt["double"] = 8
    nxt["actions"] = []
    data["rounds"].append(nxt)
    e = rule_breaker(data)
    assert (e.round, e.action) == (1, 0) and "before round 0" in str(e)


def test_an_unfinished_last_round_is_fine_and_moves_lists_the_mover() -> None:
    m = match_from_record(base_record())
    assert not m.current.is_over and m.totals == (0, 0, 0, 0) and m.winners is None


def test_extra_keys_are_kept_when_loaded_and_saved(tmp_path: Path) -> None:
    data = base_record()
    data["event"] = "class 3B"
    data["rounds"][0]["date"] = "2026-12-02"
    m = match_from_record(data)
    out = match_to_record(m)
    assert out["note"] == data["note"] and out["event"] == "class 3B"
    assert out["rounds"][0]["date"] == "2026-12-02"
    assert out["rounds"][0]["actions"] == data["rounds"][0]["actions"]
    assert out["rounds"][0]["hands"] == data["rounds"][0]["hands"]


@pytest.mark.parametrize("preset", ["gamerules", "spruce"])
def test_a_bot_match_saves_and_loads_to_an_identical_state(preset: str, tmp_path: Path) -> None:
    m = Match(preset, players=3, seed=11, set=6, hand_size=5)
    while True:
        play_round(m.current, [RandomBot(1), RandomBot(2), RandomBot(3)])
        if m.is_complete:
            break
        m.next_round()
    path = tmp_path / "match.json"
    save(m, path)
    again = load(path)
    assert again.totals == m.totals and again.winners == m.winners
    assert [r.history for r in again.rounds] == [r.history for r in m.rounds]
    assert [r.table for r in again.rounds] == [r.table for r in m.rounds]
    assert match_to_record(again) == match_to_record(m)


def test_loading_a_non_record_raises_record_error() -> None:
    with pytest.raises(RecordError, match="format"):
        match_from_record({"players": 2})


def test_a_record_that_is_not_a_record_is_refused_as_such_even_after_a_broken_rule() -> None:
    data = base_record()
    data["rounds"][0]["actions"][1]["player"] = 2
    nxt = copy.deepcopy(data["rounds"][0])
    nxt["double"] = 8
    nxt["actions"] = [{"player": 0, "action": "jump"}]
    data["rounds"].append(nxt)
    with pytest.raises(RecordError, match="round 1, action 0: unknown action"):
        match_from_record(data)
