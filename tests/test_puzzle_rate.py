"""Puzzles rated by a panel of bots: Glicko-2 from their attempts, bands from the ratings, and
no easy puzzle that a guess solves half the time."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from chickenfoot_nb.bots import BOT_NAMES
from chickenfoot_nb.errors import RecordError
from chickenfoot_nb.puzzles import BAND_CUTS, DIFFICULTIES, Puzzle, load_puzzles, save_puzzles
from chickenfoot_nb.puzzles.glicko import Rating, rate
from chickenfoot_nb.puzzles.rate import (
    CENTRE,
    PANEL,
    attempts,
    bot_ratings,
    fit,
    guessed_rating,
    main,
    members,
    puzzle_ratings,
    rate_puzzles,
)

#: Its module fixture is computed once: every test of the module in one pytest-xdist worker.
pytestmark = pytest.mark.xdist_group("test_puzzle_rate")

PUZZLES = load_puzzles()

#: Results of three bots, weakest first, on six puzzles: each solves what the weaker ones do.
SOLVED = [
    [True, True, True],
    [True, True, True],
    [False, True, True],
    [False, True, True],
    [False, False, True],
    [False, False, False],
]


@pytest.fixture(scope="module")
def few() -> list[Puzzle]:
    """Small puzzles, two of them with two legal moves."""
    small = [p for p in PUZZLES if p.set == 6]
    return [p for p in small if not p.guessable][:3] + [p for p in small if p.guessable][:2]


def test_no_easy_puzzle_is_one_a_guess_solves_half_the_time() -> None:
    easy = [p for p in PUZZLES if p.difficulty == "easy"]
    assert easy and all(len(p.moves) >= 3 for p in easy)
    two = next(p for p in PUZZLES if p.guessable)
    low = dataclasses.replace(two, rating=Rating(900.0, 100.0))
    assert low.difficulty == "medium"
    assert dataclasses.replace(two, rating=None, solved_by=1.0).difficulty == "medium"


def test_every_shipped_puzzle_is_rated_and_its_band_follows_from_the_rating() -> None:
    easy_below, hard_from = BAND_CUTS
    for p in PUZZLES:
        assert p.rating is not None and 0 < p.rating.rd < 350
        r = p.rating.rating
        band = "easy" if r < easy_below else "hard" if r >= hard_from else "medium"
        assert p.difficulty == ("medium" if band == "easy" and p.guessable else band)
    assert {p.difficulty for p in PUZZLES if not p.guessable} == set(DIFFICULTIES)
    fitted = [p.rating.rating for p in PUZZLES if p.rating is not None and not p.guessable]
    assert sum(fitted) / len(fitted) == pytest.approx(CENTRE, abs=1)


def test_the_panel_is_graded_none_random_and_seeded() -> None:
    names = [name for name, _ in PANEL]
    assert "random" not in names and set(names) <= set(BOT_NAMES)
    assert names == sorted(names, key=BOT_NAMES.index)  # weakest first
    assert len(members()) == sum(k for _, k in PANEL) == 10
    p = next(p for p in PUZZLES if p.set == 6 and len(p.moves) >= 3)
    assert attempts(p, "7") == attempts(p, "7")


def test_a_stronger_bot_is_rated_higher_and_a_puzzle_fewer_solve_higher() -> None:
    f = fit(SOLVED, ["weak", "middle", "strong"])
    assert f.bots["weak"].rating < f.bots["middle"].rating < f.bots["strong"].rating
    r = [p.rating for p in f.puzzles]
    assert r[0] == r[1] < r[2] == r[3] < r[4] < r[5]
    assert sum(r) / len(r) == pytest.approx(CENTRE, abs=0.1)
    # each puzzle: one Glicko-2 rating period from the start against the bots
    bots = list(f.bots.values())
    assert f.puzzles[4] == rate(Rating(), bots, [1.0, 1.0, 0.0])


def test_puzzles_every_bot_solves_or_misses_say_nothing_of_the_bots() -> None:
    """Only where two bots differ does one beat the other: the bots' gaps stay as they were."""
    more = SOLVED + [[True] * 3] * 5 + [[False] * 3] * 2
    a, b = bot_ratings(SOLVED, "abc"), bot_ratings(more, "abc")
    assert [x.rating for x in a.values()] == pytest.approx([x.rating for x in b.values()])


def test_a_two_move_puzzle_is_rated_against_the_half_a_guess_gets() -> None:
    bots = list(fit(SOLVED, "abc").bots.values())
    none, every = puzzle_ratings([[False] * 3, [True] * 3], bots)
    assert guessed_rating([True, True, True], bots) == every
    assert guessed_rating([True, False, False], bots) == none  # below half: as nobody
    assert every.rating < guessed_rating([True, True, False], bots).rating < none.rating


def test_the_command_rates_a_file_the_same_from_the_same_seed(
    few: list[Puzzle], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "few.json"
    save_puzzles([dataclasses.replace(p, rating=None) for p in few], source)
    outs = [tmp_path / "a.json", tmp_path / "b.json"]
    for out in outs:
        assert main(["--file", str(source), "--out", str(out), "--seed", "3"]) == 0
    assert outs[0].read_bytes() == outs[1].read_bytes()
    rated = load_puzzles(outs[0])
    assert [p.id for p in rated] == [p.id for p in few]
    assert all(p.rating is not None for p in rated)
    said = capsys.readouterr().out
    assert f"{len(few)} puzzles in" in said and "| band |" in said and "expert#1" in said
    # on a process pool the same
    pooled = rate_puzzles(load_puzzles(source), "3", workers=2)
    assert [p.rating for p in pooled.puzzles] == [p.rating for p in rated]


def test_a_file_made_before_the_ratings_loads_with_the_bands_of_the_bots_share(
    few: list[Puzzle], tmp_path: Path
) -> None:
    items = [p.to_json() for p in few]
    for item in items:
        del item["rating"]
    path = tmp_path / "old.json"
    path.write_text(json.dumps({"format": "chickenfoot-puzzles/1", "puzzles": items}))
    old = load_puzzles(path)
    assert all(p.rating is None for p in old)
    for p in old:
        share = "easy" if p.solved_by >= 0.7 else "hard" if p.solved_by < 0.4 else "medium"
        assert p.difficulty == ("medium" if share == "easy" and p.guessable else share)


def test_a_broken_rating_is_refused_in_words(few: list[Puzzle], tmp_path: Path) -> None:
    item = few[0].to_json()
    item["rating"] = {"rating": "high"}
    path = tmp_path / "bad.json"
    path.write_text(json.dumps({"format": "chickenfoot-puzzles/1", "puzzles": [item]}))
    with pytest.raises(RecordError, match=r"^puzzle 0: its rating is broken: a rating needs"):
        load_puzzles(path)
