"""Hostile record files, one by one, through ``load``, ``loads`` and every command.

Each is refused with a :class:`RecordError` in one plain sentence, and by the command with
exit 2 and one line on standard error, never a traceback. A UTF-8 byte-order mark is the
exception: it is skipped, and the record loads as it would without one.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from chickenfoot_nb.errors import RecordError
from chickenfoot_nb.record import (
    MAX_NESTING,
    MAX_RECORD_BYTES,
    RecordRuleError,
    dumps,
    load,
    loads,
    match_from_record,
)
from tests.command_line import assert_not_a_record, run_command

EXAMPLE = Path(__file__).parent / "examples" / "02_arm_phase_only_new_arms.json"
TEXT = EXAMPLE.read_text(encoding="utf-8")
DEPTH = 100_000


def with_field(key: str, raw: str) -> bytes:
    """The example record with ``"key": raw`` written first, ``raw`` as JSON text."""
    return TEXT.replace("{", "{" + json.dumps(key) + ": " + raw + ",", 1).encode("utf-8")


HOSTILE: dict[str, tuple[bytes, str]] = {
    "nested lists": (b"[" * DEPTH + b"]" * DEPTH, f"at most {MAX_NESTING} deep"),
    "nested objects": (b'{"a": ' * DEPTH + b"1" + b"}" * DEPTH, f"at most {MAX_NESTING} deep"),
    "nested inside a record": (
        with_field("comment", "[" * DEPTH + "]" * DEPTH),
        f"nests lists and objects {DEPTH + 1} deep",
    ),
    "100,000 digits": (
        b'{"format": "chickenfoot-record/1", "players": ' + b"9" * 100_000 + b"}",
        "has 100000 digits",
    ),
    "NaN": (with_field("comment", "NaN"), "NaN is not a number"),
    "Infinity": (with_field("comment", "-Infinity"), "-Infinity is not a number"),
    "a float too large": (with_field("comment", "1e400"), "too large to be read"),
    "Latin-1 bytes": (
        with_field("comment", '"caf\u00e9"').replace(b"\xc3\xa9", b"\xe9"),
        "not UTF-8",
    ),
    "UTF-16": (TEXT.encode("utf-16"), "not UTF-8"),
    "a key twice": (
        with_field("format", '"chickenfoot-record/1"'),
        'the key "format" is given twice',
    ),
    "a key twice deep inside": (
        TEXT.replace('"player": 0,', '"player": 0, "player": 1,', 1).encode("utf-8"),
        'the key "player" is given twice',
    ),
    "a lone surrogate in a name": (
        TEXT.replace('"Seat 0"', '"\\ud800"', 1).encode("utf-8"),
        "the name of seat 0 must be Unicode text",
    ),
    "a long name": (
        TEXT.replace('"Seat 0"', json.dumps("Ana" * 1000), 1).encode("utf-8"),
        "at most 64 characters",
    ),
    "a 100,000-digit tile": (
        TEXT.replace('"6|5"', '"' + "6" * 100_000 + '|5"', 1).encode("utf-8"),
        "is not a tile",
    ),
}


def message(e: pytest.ExceptionInfo[RecordError]) -> str:
    words = str(e.value)
    assert "\n" not in words and 20 < len(words) < 300, words
    return words


@pytest.mark.parametrize(("data", "says"), HOSTILE.values(), ids=HOSTILE.keys())
def test_loads_refuses_the_bytes(data: bytes, says: str) -> None:
    with pytest.raises(RecordError) as e:
        loads(data)
    assert says in message(e)


@pytest.mark.parametrize(("data", "says"), HOSTILE.values(), ids=HOSTILE.keys())
def test_load_refuses_the_file(data: bytes, says: str, tmp_path: Path) -> None:
    path = tmp_path / "hostile.json"
    path.write_bytes(data)
    with pytest.raises(RecordError) as e:
        load(path)
    assert says in message(e)


@pytest.mark.parametrize(("data", "says"), HOSTILE.values(), ids=HOSTILE.keys())
def test_loads_refuses_the_text_when_it_is_text(data: bytes, says: str) -> None:
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        pytest.skip("not text")
    with pytest.raises(RecordError):
        loads(text)


@pytest.mark.parametrize(("data", "says"), HOSTILE.values(), ids=HOSTILE.keys())
@pytest.mark.parametrize("command", ["check", "moves", "render"])
def test_every_command_refuses_the_file(
    data: bytes, says: str, command: str, tmp_path: Path
) -> None:
    path = tmp_path / "hostile.json"
    path.write_bytes(data)
    ran = run_command(command, str(path))
    assert_not_a_record(ran, str(path))
    assert says in ran.err


def test_a_file_over_the_size_limit_is_refused_before_it_is_read(tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    with path.open("wb") as f:
        f.truncate(MAX_RECORD_BYTES + 1)  # a sparse file: nothing is written to disk
    with pytest.raises(RecordError, match=f"more than the {MAX_RECORD_BYTES:,} bytes"):
        load(path)
    for command in ("check", "moves", "render"):
        ran = run_command(command, str(path))
        assert_not_a_record(ran, str(path))
        assert f"{MAX_RECORD_BYTES:,} bytes a game record may hold" in ran.err


@pytest.mark.parametrize("kind", [str, bytes, bytearray])
def test_text_or_bytes_over_the_size_limit_are_refused(kind: type) -> None:
    data = kind(" " * (MAX_RECORD_BYTES + 1)) if kind is str else kind(MAX_RECORD_BYTES + 1)
    with pytest.raises(RecordError, match=f"more than the {MAX_RECORD_BYTES:,} "):
        loads(data)


def test_a_value_that_is_neither_text_nor_bytes_is_refused() -> None:
    with pytest.raises(RecordError, match="from text or bytes, not from dict"):
        loads({"format": "chickenfoot-record/1"})  # type: ignore[arg-type]


def test_brackets_inside_text_do_not_count_as_nesting() -> None:
    note = "[{" * DEPTH + '\\"'
    assert loads(with_field("comment", json.dumps(note))).record_extras["comment"] == note


def test_a_byte_order_mark_is_skipped(tmp_path: Path) -> None:
    plain = dumps(loads(TEXT))
    assert dumps(loads(b"\xef\xbb\xbf" + TEXT.encode("utf-8"))) == plain
    assert dumps(loads("\ufeff" + TEXT)) == plain
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + TEXT.encode("utf-8"))
    assert run_command("check", str(path)) == run_command("check", str(EXAMPLE))


def base() -> dict[str, Any]:
    return json.loads(TEXT)


def setting(*path: str | int, to: Any) -> dict[str, Any]:
    """The example record with the value at ``path`` replaced."""
    data = base()
    parent = data
    for step in path[:-1]:
        parent = parent[step]
    parent[path[-1]] = to
    return data


WRONG_TYPES = {
    "players true": (setting("players", to=True), "'players' must be"),
    "players 4.0": (setting("players", to=4.0), "'players' must be"),
    "players 10**99": (setting("players", to=10**99), "2 to 8 players"),
    "set true": (setting("rules", "set", to=True), "set must be a whole number"),
    "set 10**99": (setting("rules", "set", to=10**99), "the set must be double-6 to double-18"),
    "set 9.0": (setting("rules", "set", to=9.0), "set must be a whole number"),
    "double true": (setting("rounds", 0, "double", to=True), "'double' must be a whole number"),
    "double 9.0": (setting("rounds", 0, "double", to=9.0), "'double' must be a whole number"),
    "player false": (
        setting("rounds", 0, "actions", 0, "player", to=False),
        "'player' must be a whole number",
    ),
    "player 0.0": (
        setting("rounds", 0, "actions", 0, "player", to=0.0),
        "'player' must be a whole number",
    ),
    "tile a number": (
        setting("rounds", 0, "yard", 0, to=94),
        'a tile is written as text like "9|4"',
    ),
    "hand a text": (setting("rounds", 0, "hands", 0, to="6|5"), "hand 0 must be a list of tiles"),
}


@pytest.mark.parametrize(("data", "says"), WRONG_TYPES.values(), ids=WRONG_TYPES.keys())
def test_a_wrong_type_is_not_a_record(data: dict[str, Any], says: str, tmp_path: Path) -> None:
    with pytest.raises(RecordError, match=says):
        match_from_record(data)
    path = tmp_path / "typed.json"
    path.write_text(json.dumps(data))
    assert_not_a_record(run_command("check", str(path)), str(path))


@pytest.mark.parametrize("seat", [10**99, -1, 4])
def test_a_seat_that_does_not_exist_breaks_the_turn_rule(seat: int, tmp_path: Path) -> None:
    data = setting("rounds", 0, "actions", 0, "player", to=seat)
    with pytest.raises(RecordRuleError, match=f"not seat {seat}'s"):
        match_from_record(data)
    path = tmp_path / "seat.json"
    path.write_text(json.dumps(data))
    ran = run_command("check", str(path))
    assert ran.code == 1 and json.loads(ran.out)["action"] == 0


def test_a_gamerules_starter_that_is_not_a_seat_is_not_a_record() -> None:
    data = json.loads((EXAMPLE.parent / "03_gamerules_must_play_drawn_tile.json").read_text())
    for starter in (True, 10**99, -1, 1.0):
        data["rounds"][0]["starter"] = starter
        with pytest.raises(RecordError, match="starter"):
            match_from_record(data)
