"""Game records and the command line, on the shared examples and on hand-made records."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from chickenfoot_nb import Match, RecordError
from chickenfoot_nb.bots import RandomBot, play_round
from chickenfoot_nb.cli import main
from chickenfoot_nb.record import RecordRuleError, load, match_from_record, match_to_record, save

# One record per rule (tests/examples/README.md), with the outputs docs/record-format.md describes.
EXAMPLES = Path(__file__).parent / "examples"
RECORDS = sorted(p for p in EXAMPLES.glob("*.json") if p.stem.count(".") == 0)


def cli(*args: str) -> tuple[int, Any, str]:
    proc = subprocess.run(
        [sys.executable, "-m", "chickenfoot_nb", *args], capture_output=True, text=True, timeout=60
    )
    out = json.loads(proc.stdout) if proc.stdout.strip() else None
    return proc.returncode, out, proc.stderr


@pytest.mark.parametrize("record", RECORDS, ids=[p.stem for p in RECORDS])
def test_check_matches_the_shared_example(record: Path, capsys: pytest.CaptureFixture[str]) -> None:
    expected = json.loads(record.with_suffix(".check.json").read_text())
    code = main(["check", str(record)])
    got = json.loads(capsys.readouterr().out)
    if expected["valid"]:
        assert code == 0 and got == expected
    else:
        assert code == 1
        assert (got["valid"], got["round"], got["action"]) == (
            False,
            expected["round"],
            expected["action"],
        )
        assert isinstance(got["error"], str) and len(got["error"]) > 20


@pytest.mark.parametrize(
    "record",
    [p for p in RECORDS if p.with_suffix(".moves.json").exists()],
    ids=lambda p: p.stem,
)
def test_moves_matches_the_shared_example(record: Path, capsys: pytest.CaptureFixture[str]) -> None:
    expected = json.loads(record.with_suffix(".moves.json").read_text())
    assert main(["moves", str(record)]) == 0
    assert json.loads(capsys.readouterr().out) == expected


def test_the_installed_command_runs_as_a_program() -> None:
    code, out, err = cli("check", str(EXAMPLES / "11_spruce_match_tie_break.json"))
    assert code == 0 and out["winners"] == [1] and out["complete"] is True and err == ""


def base_record() -> dict[str, Any]:
    return json.loads((EXAMPLES / "02_arm_phase_only_new_arms.json").read_text())


def breakers() -> list[tuple[str, Any]]:
    """(name, change) pairs that make a record not a record at all: exit 2."""

    return [
        ("missing format", lambda d: d.pop("format")),
        ("wrong format", lambda d: d.update(format="chickenfoot-record/2")),
        ("rules not an object", lambda d: d.update(rules="spruce")),
        ("unknown preset", lambda d: d["rules"].update(preset="house")),
        ("unknown option", lambda d: d["rules"].update(colour="red")),
        ("players missing", lambda d: d.pop("players")),
        ("nine players", lambda d: d.update(players=9)),
        ("players wrong type", lambda d: d.update(players="four")),
        ("rounds missing", lambda d: d.pop("rounds")),
        ("double wrong", lambda d: d["rounds"][0].update(double=8)),
        ("tile not in the set", lambda d: d["rounds"][0]["hands"][0].__setitem__(0, "10|4")),
        ("not a tile", lambda d: d["rounds"][0]["yard"].__setitem__(0, "9/4")),
        ("tile twice", lambda d: d["rounds"][0]["yard"].__setitem__(0, "9|9")),
        ("tile missing", lambda d: d["rounds"][0]["yard"].pop()),
        ("action unknown", lambda d: d["rounds"][0]["actions"][1].update(action="jump")),
        ("play without tile", lambda d: d["rounds"][0]["actions"][1].pop("tile")),
        ("player not a number", lambda d: d["rounds"][0]["actions"][1].update(player="1")),
        ("hands not a list", lambda d: d["rounds"][0].update(hands={})),
    ]


@pytest.mark.parametrize(("name", "change"), breakers(), ids=[b[0] for b in breakers()])
def test_a_broken_record_gives_one_line_on_stderr_and_exit_2(
    name: str, change: Any, tmp_path: Path
) -> None:
    data = base_record()
    change(data)
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(data))
    for command in ("check", "moves"):
        code, out, err = cli(command, str(path))
        assert code == 2, (name, out, err)
        assert out is None
        assert err.count("\n") == 1 and "Traceback" not in err and len(err) > 20


@pytest.mark.parametrize("text", ["", "{", "[]", "null", "\x00\x01"])
def test_not_json_or_not_an_object_is_exit_2(text: str, tmp_path: Path) -> None:
    path = tmp_path / "x.json"
    path.write_text(text)
    code, out, err = cli("check", str(path))
    assert code == 2 and err.count("\n") == 1 and "Traceback" not in err


def test_a_missing_file_is_exit_2(tmp_path: Path) -> None:
    code, _, err = cli("check", str(tmp_path / "nope.json"))
    assert code == 2 and "cannot read" in err


def test_gamerules_record_without_starter_is_exit_2(tmp_path: Path) -> None:
    data = json.loads((EXAMPLES / "03_gamerules_must_play_drawn_tile.json").read_text())
    data["rounds"][0].pop("starter")
    path = tmp_path / "r.json"
    path.write_text(json.dumps(data))
    code, _, err = cli("check", str(path))
    assert code == 2 and "starter" in err


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
