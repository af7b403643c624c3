"""Saving the game as a record and loading one, or a bad one, in its place."""

from __future__ import annotations

import json
from pathlib import Path

from chickenfoot_nb.widgets.controller import GameController

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


def test_a_hostile_upload_is_refused_in_words() -> None:
    g = GameController("spruce", players=3, seed=4)
    before = g.round.history
    for data in (b"\xff\xfe not text", b"[" * 100_000, b'{"players": ' + b"9" * 100_000 + b"}"):
        assert g.load_text(data, "bad.json") is False
        assert g.message_kind == "refused" and "Traceback" not in g.message
        assert g.round.history == before
