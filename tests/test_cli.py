"""The ``chickenfoot-nb`` command: check, moves and render on the shared examples and on broken files."""

from __future__ import annotations

import json
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

from chickenfoot_nb.cli import main
from chickenfoot_nb.record import load
from tests.command_line import assert_not_a_record, run_command

# One record per rule (tests/examples/README.md), with the outputs docs/record-format.md describes.
EXAMPLES = Path(__file__).parent / "examples"
RECORDS = sorted(p for p in EXAMPLES.glob("*.json") if p.stem.count(".") == 0)
VALID = [p for p in RECORDS if json.loads(p.with_suffix(".check.json").read_text())["valid"]]
BROKEN = [p for p in RECORDS if p not in VALID]
NS = "{http://www.w3.org/2000/svg}"


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
@pytest.mark.parametrize("command", ["check", "moves", "render"])
def test_a_broken_record_gives_one_line_on_stderr_and_exit_2(
    name: str, change: Any, command: str, tmp_path: Path
) -> None:
    data = base_record()
    change(data)
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(data))
    assert_not_a_record(run_command(command, str(path)), str(path))


@pytest.mark.parametrize("text", ["", "{", "[]", "null", "\x00\x01"])
def test_not_json_or_not_an_object_is_exit_2(text: str, tmp_path: Path) -> None:
    path = tmp_path / "x.json"
    path.write_text(text)
    assert_not_a_record(run_command("check", str(path)), str(path))


def test_a_missing_file_is_exit_2(tmp_path: Path) -> None:
    path = str(tmp_path / "nope.json")
    ran = run_command("check", path)
    assert_not_a_record(ran, path)
    assert "cannot read" in ran.err


def test_gamerules_record_without_starter_is_exit_2(tmp_path: Path) -> None:
    data = json.loads((EXAMPLES / "03_gamerules_must_play_drawn_tile.json").read_text())
    data["rounds"][0].pop("starter")
    path = tmp_path / "r.json"
    path.write_text(json.dumps(data))
    ran = run_command("check", str(path))
    assert_not_a_record(ran, str(path))
    assert "starter" in ran.err


def test_a_line_break_in_a_file_name_stays_on_one_line(tmp_path: Path) -> None:
    path = str(tmp_path / "two\nlines.json")
    ran = run_command("moves", path)
    assert ran.code == 2 and ran.err.count("\n") == 1 and "two lines.json" in ran.err


@pytest.mark.parametrize("record", VALID, ids=[p.stem for p in VALID])
def test_every_valid_example_renders_to_stdout(
    record: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["render", str(record)]) == 0
    out = capsys.readouterr().out
    root = ET.fromstring(out)
    assert root.get("class") == "cf-round"
    m = load(record)
    shown = [
        e for e in root.iter(f"{NS}g") if e.get("data-tile") and "in-hand" in e.get("class", "")
    ]
    assert len(shown) == sum(m.current.hand_sizes)


def test_a_seat_sees_its_own_hand_only(capsys: pytest.CaptureFixture[str]) -> None:
    record = EXAMPLES / "05_open_chicken_foot_only_toes.json"
    r = load(record).current
    assert main(["render", str(record), "--seat", "2"]) == 0
    root = ET.fromstring(capsys.readouterr().out)
    seats = {
        e.get("data-seat")
        for e in root.iter(f"{NS}g")
        if e.get("data-tile") and "in-hand" in e.get("class", "")
    }
    assert seats == {"2"}
    hidden = [e for e in root.iter(f"{NS}g") if "face-down" in e.get("class", "")]
    assert len(hidden) == sum(r.hand_sizes) - r.hand_sizes[2]


@pytest.mark.parametrize("suffix", [".svg", ".png", ".SVG"])
def test_output_files_by_suffix(suffix: str, tmp_path: Path) -> None:
    out = tmp_path / f"end{suffix}"
    assert main(["render", str(VALID[0]), "-o", str(out)]) == 0
    data = out.read_bytes()
    if suffix == ".png":
        assert data[:8] == b"\x89PNG\r\n\x1a\n"
    else:
        assert data.startswith(b"<svg")


@pytest.mark.parametrize("record", BROKEN, ids=[p.stem for p in BROKEN])
def test_a_record_that_breaks_a_rule_is_exit_1_with_the_json_of_check(
    record: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["check", str(record)]) == 1
    checked = json.loads(capsys.readouterr().out)
    assert main(["render", str(record)]) == 1
    assert json.loads(capsys.readouterr().out) == checked


@pytest.mark.parametrize(
    ("content", "extra"),
    [
        ("{", []),
        ('{"format": "chickenfoot-record/9"}', []),
        (None, ["--seat", "9"]),
        (None, ["-o", "out.gif"]),
    ],
    ids=["not json", "not a record", "no such seat", "unknown picture format"],
)
def test_bad_input_is_one_line_on_stderr_and_exit_2(
    content: str | None, extra: list[str], tmp_path: Path
) -> None:
    path = VALID[0]
    if content is not None:
        path = tmp_path / "bad.json"
        path.write_text(content)
    args = [str(tmp_path / a) if a.endswith(".gif") else a for a in extra]
    assert_not_a_record(run_command("render", str(path), *args), str(path))


def test_bad_input_reads_the_same_in_every_command(tmp_path: Path) -> None:
    path = str(tmp_path / "missing.json")
    assert len({run_command(command, path) for command in ("check", "moves", "render")}) == 1


# ----- chickenfoot-nb class: the class report -----------------------------------------------


def progress_file(folder: Path, learner: str, right: bool) -> Path:
    path = folder / f"{learner.lower()}.json"
    path.write_text(
        json.dumps(
            {
                "format": "chickenfoot_nb-progress",
                "version": 1,
                "learner": learner,
                "checks": [
                    {
                        "time": "2025-01-01T10:00:00+00:00",
                        "lesson": "01_tiles_and_sets",
                        "exercise": "set-size-12",
                        "answer": "91" if right else "90",
                        "right": right,
                        "first_try": True,
                        "attempt": 1,
                        "hints": 0,
                    }
                ],
            }
        )
    )
    return path


def test_class_prints_a_short_table(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    progress_file(tmp_path, "Ana", True)
    progress_file(tmp_path, "Bo", False)
    (tmp_path / "broken.json").write_text("{")
    assert main(["class", str(tmp_path)]) == 0
    out, err = capsys.readouterr()
    assert [line.split()[0] for line in out.splitlines()[:3]] == ["Learner", "Ana", "Bo"]
    assert "set-size-12" in out
    assert err.splitlines() == [
        f"chickenfoot-nb: {tmp_path / 'broken.json'}: not JSON: Expecting property name "
        "enclosed in double quotes (line 1, column 2)"
    ]


def test_class_writes_csv_and_html(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    ana = progress_file(tmp_path, "Ana", True)
    bo = progress_file(tmp_path, "Bo", False)
    out_csv, out_html = tmp_path / "out" / "class.csv", tmp_path / "class.html"
    out_csv.parent.mkdir()
    assert main(["class", str(ana), str(bo), "--csv", str(out_csv), "--html", str(out_html)]) == 0
    assert capsys.readouterr() == ("", "")
    lines = out_csv.read_text().splitlines()
    assert lines[1].startswith("Ana,exercise,01_tiles_and_sets,set-size-12,1,1,1,0")
    assert lines[2].startswith("Bo,exercise,01_tiles_and_sets,set-size-12,1,0,0,0")
    assert out_html.read_text().startswith("<!DOCTYPE html>")


def test_class_without_a_readable_file_is_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "a.json").write_text("[]")
    assert main(["class", str(tmp_path)]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.splitlines()[-1] == f"chickenfoot-nb: {tmp_path}: No progress file could be read."
    assert len(err.splitlines()) == 2


def test_class_says_why_an_output_cannot_be_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    progress_file(tmp_path, "Ana", True)
    assert main(["class", str(tmp_path), "--csv", str(tmp_path / "no" / "x.csv")]) == 2
    assert "cannot write" in capsys.readouterr().err


def test_class_help_explains_every_argument(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["class", "--help"]) == 0
    said = capsys.readouterr().out
    for words in (
        "FILES_OR_DIR",
        "progress files, or folders",
        "--csv OUT",
        "as CSV",
        "--html OUT",
    ):
        assert words in said
