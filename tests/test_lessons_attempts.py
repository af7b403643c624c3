"""Trying an action or a rule set: a refusal names the rule and leaves the round as it was."""

from __future__ import annotations

from pathlib import Path

from chickenfoot_nb.lessons import attempt, try_rules
from chickenfoot_nb.record import load

POSITIONS = Path(__file__).resolve().parents[1] / "notebooks" / "positions"


def test_attempt_refuses_without_changing_the_round() -> None:
    r = load(POSITIONS / "arm_phase.json").current
    before = (r.history, r.hand(r.seat), r.table)
    a = attempt(r, "play 4|2 on 9|4")
    assert not a.done and "arms" in a.message
    assert (r.history, r.hand(r.seat), r.table) == before
    assert "Refused" in a._repr_html_() and "Traceback" not in a._repr_html_()
    ok = attempt(r, r.legal_actions()[0])
    assert ok.done and len(r.history) == len(before[0]) + 1


def test_try_rules_says_why_a_game_cannot_be_dealt() -> None:
    assert not try_rules("spruce", 8).done
    fits = try_rules("spruce", 8, set=12)
    assert fits.done and "35 tiles stay" in fits.message
    assert not try_rules("spruce", 3, colour="red").done
