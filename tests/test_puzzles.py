"""Puzzles: the shipped set is proven again, spread over kinds, tables and players; broken files are refused."""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path

import pytest

from chickenfoot_nb.errors import RecordError
from chickenfoot_nb.puzzles import (
    KINDS,
    SHIPPED,
    kind_of,
    load_puzzles,
    puzzles_from_json,
    save_puzzles,
)
from chickenfoot_nb.puzzles.generate import Job, balanced, puzzles_of_round, verify
from chickenfoot_nb.puzzles.proof import MARGIN, prove
from chickenfoot_nb.round import Round

PUZZLES = load_puzzles()


def test_at_least_600_puzzles_ship_spread_over_kinds_presets_sets_and_players() -> None:
    assert len(PUZZLES) >= 600
    assert len({p.id for p in PUZZLES}) == len(PUZZLES)
    kinds = Counter(p.kind for p in PUZZLES)
    assert set(kinds) == set(KINDS) and min(kinds.values()) >= 60, kinds
    assert {p.preset for p in PUZZLES} == {"spruce", "gamerules"}
    assert {p.set for p in PUZZLES} == {6, 9, 12}
    assert {p.players for p in PUZZLES} >= {2, 3, 4, 5}
    assert len({p.difficulty for p in PUZZLES}) >= 2


def test_every_shipped_puzzle_is_a_position_of_its_seat_with_a_clear_best_tile() -> None:
    for p in PUZZLES:
        r = p.position()
        assert r.seat == p.seat and not r.is_over
        assert kind_of(r) == p.kind
        assert p.best.kind == "play" and p.best == p.moves[0].action
        assert {m.action for m in p.moves} == set(r.legal_actions())
        assert all(p.moves[0].win - m.win >= MARGIN - 1e-12 for m in p.moves[1:])
        if p.method == "exact":
            assert all(m.low == m.win == m.high for m in p.moves)
        else:
            assert all(p.moves[0].low > m.high for m in p.moves[1:])
        assert 0 <= p.solved_by <= 1


def test_a_random_sample_of_the_shipped_puzzles_is_proven_again() -> None:
    # Every exact proof in the sample is redone world by world; sampled ones from their seed.
    rng = random.Random(len(PUZZLES))
    exact = [p for p in PUZZLES if p.method == "exact"]
    sample = rng.sample(exact, min(6, len(exact))) + rng.sample(PUZZLES, 4)
    assert verify(sample) == []


def test_a_proof_is_refused_when_no_move_is_clearly_best() -> None:
    r = Round.deal("spruce", players=3, seed=2)
    assert prove(r.view(r.seat)) is None  # placing the double: one legal move
    r.push(r.legal_actions()[0])
    proof = prove(r.view(r.seat), margin=1.01)  # nothing wins 101 points more often
    assert proof is None


def test_generation_is_seeded_and_balanced() -> None:
    first = puzzles_of_round(Job(0, "test"))
    again = puzzles_of_round(Job(0, "test"))
    assert [p.to_json() for p in first] == [p.to_json() for p in again]
    got = balanced(PUZZLES, 8)
    assert [p.kind for p in got[:4]] == list(KINDS)


def test_the_file_round_trips(tmp_path: Path) -> None:
    path = tmp_path / "p.json"
    save_puzzles(PUZZLES[:5], path)
    assert [p.to_json() for p in load_puzzles(path)] == [p.to_json() for p in PUZZLES[:5]]


def broken(change: str) -> dict[str, object]:
    data = json.loads(SHIPPED.read_text(encoding="utf-8"))
    item = data["puzzles"][0]
    if change == "format":
        data["format"] = "chickenfoot-puzzles/9"
    elif change == "best":
        item["best"] = "play 9|9 on 9|9"
    elif change == "kind":
        item["kind"] = "opening"
    elif change == "record":
        item["record"]["rounds"][0]["actions"].append({"player": 0, "action": "pass"})
    elif change == "seat":
        item["seat"] = (item["seat"] + 1) % 2
    elif change == "moves":
        item["proof"]["moves"] = item["proof"]["moves"][:1]
    return data


@pytest.mark.parametrize(
    ("change", "said"),
    [
        ("format", "not a puzzle file: its 'format' must be 'chickenfoot-puzzles/1'"),
        ("best", "puzzle 0: its proof must list every legal move"),
        ("kind", "puzzle 0: 'kind' must be one of arm, foot, middle, endgame, not 'opening'"),
        ("record", "puzzle 0:"),
        ("seat", "puzzle 0: its position is not one where seat"),
        ("moves", "puzzle 0: its proof must list every legal move"),
    ],
)
def test_a_broken_puzzle_file_is_refused_in_words(change: str, said: str) -> None:
    with pytest.raises(RecordError) as e:
        puzzles_from_json(broken(change))
    assert str(e.value).startswith(said) and "\n" not in str(e.value)


def test_a_file_that_is_not_json_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "p.json"
    path.write_text("{not json")
    with pytest.raises(RecordError, match="not JSON: "):
        load_puzzles(path)
    with pytest.raises(RecordError, match="cannot read"):
        load_puzzles(tmp_path / "missing.json")
