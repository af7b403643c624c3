"""The generator's rounds look at the kinds they are asked for, and a set can be carried on."""

from __future__ import annotations

import pytest

from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.puzzles import load_puzzles
from chickenfoot_nb.puzzles.generate import Job, generate, main, puzzles_of_round


def test_an_arm_only_round_finds_the_shipped_arm_puzzle_and_nothing_else() -> None:
    shipped = {p.id: p for p in load_puzzles()}
    found = puzzles_of_round(Job(585, "0", frozenset({"arm"})))
    assert [p.id for p in found] == ["585-1"]
    assert found[0].kind == "arm"
    assert found[0].best == shipped["585-1"].best
    assert found[0].moves == shipped["585-1"].moves


def test_a_round_asked_for_other_kinds_skips_the_arm_phase() -> None:
    found = puzzles_of_round(Job(585, "0", frozenset({"endgame"})))
    assert all(p.kind == "endgame" for p in found)


def test_a_full_set_carried_on_plays_no_round() -> None:
    first = load_puzzles()[:4]
    assert generate(4, found=first, start=10**6) == list(first)


def test_an_unknown_kind_is_refused_in_words() -> None:
    with pytest.raises(ChickenFootError, match="no kind of position 'toe'"):
        generate(1, least={"toe": 1})


def test_the_command_line_refuses_a_least_without_a_number(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["--least", "arm"])
    assert stop.value.code == 2
    assert "--least takes KIND=N" in capsys.readouterr().err
