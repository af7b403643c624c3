"""``chickenfoot-nb render``: draws the end of every example record, with check's exit codes."""

from __future__ import annotations

import json
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from chickenfoot_nb.cli import main
from chickenfoot_nb.record import load
from chickenfoot_nb.render_cli import render_command

EXAMPLES = Path(__file__).parent / "examples"
RECORDS = sorted(p for p in EXAMPLES.glob("*.json") if p.stem.count(".") == 0)
VALID = [p for p in RECORDS if json.loads(p.with_suffix(".check.json").read_text())["valid"]]
BROKEN = [p for p in RECORDS if p not in VALID]
NS = "{http://www.w3.org/2000/svg}"


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
    assert render_command(str(VALID[0]), None, str(out)) == 0
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


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "chickenfoot_nb", "render", *args],
        capture_output=True,
        text=True,
        timeout=60,
    )


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
    proc = run(str(path), *[str(tmp_path / a) if a.endswith(".gif") else a for a in extra])
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert proc.stderr.startswith(f"chickenfoot-nb: {path}: ")
    assert proc.stderr.count("\n") == 1 and "Traceback" not in proc.stderr


def test_bad_input_reads_like_check(tmp_path: Path) -> None:
    path = tmp_path / "missing.json"
    check = subprocess.run(
        [sys.executable, "-m", "chickenfoot_nb", "check", str(path)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    render = run(str(path))
    assert (
        (render.returncode, render.stderr) == (check.returncode, check.stderr) == (2, render.stderr)
    )
