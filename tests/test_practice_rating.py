"""The learner's rating: Glicko-2 as Glickman's paper computes it, puzzles rated from their
band, hints that lower a solve's score, and no rating where a guess finds the move."""

from __future__ import annotations

import dataclasses
import math

import pytest

from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.practice.rating import (
    BAND_RATINGS,
    SCALE,
    Rating,
    puzzle_rating,
    rate,
    rated,
    score,
)
from chickenfoot_nb.puzzles import load_puzzles

PUZZLES = load_puzzles()


def test_glickmans_worked_example() -> None:
    """glicko2.pdf, "Example calculation": 1500/200/0.06 against three opponents, 1-0-0."""
    after = rate(
        Rating(1500.0, 200.0, 0.06),
        [Rating(1400.0, 30.0), Rating(1550.0, 100.0), Rating(1700.0, 300.0)],
        [1, 0, 0],
    )
    # the paper rounds its intermediate values to four places: 1464.06, 151.52, 0.05999
    assert after.rating == pytest.approx(1464.06, abs=0.01)
    assert after.rd == pytest.approx(151.52, abs=0.01)
    assert after.vol == pytest.approx(0.05999, abs=1e-5)


def paper_f(x: float, delta: float, phi: float, v: float, a: float, tau: float) -> float:
    """Step 5 of glicko2.pdf: the function whose root is the new volatility's log square."""
    ex = math.exp(x)
    return ex * (delta**2 - phi**2 - v - ex) / (2 * (phi**2 + v + ex) ** 2) - (x - a) / tau**2


def test_the_new_volatility_is_the_root_of_the_papers_step_5_far_from_1500() -> None:
    me, them = Rating(2000.0, 50.0, 0.06), Rating(1200.0, 50.0)
    after = rate(me, [them] * 10, [0.0] * 10)
    mu, phi, muj, phij = 500 / SCALE, 50 / SCALE, -300 / SCALE, 50 / SCALE
    g = 1 / math.sqrt(1 + 3 * phij**2 / math.pi**2)
    e = 1 / (1 + math.exp(-g * (mu - muj)))
    v = 1 / (10 * g * g * e * (1 - e))
    delta = v * 10 * g * (0 - e)
    a = math.log(0.06**2)
    root = paper_f(math.log(after.vol**2), delta, phi, v, a, 0.5)
    assert abs(root) < 1e-4


def test_a_win_raises_a_loss_lowers_and_an_even_result_keeps_the_rating_near() -> None:
    me, puzzle = Rating(), Rating(1500.0, 200.0)
    assert rate(me, puzzle, 1).rating > 1500 > rate(me, puzzle, 0).rating
    assert rate(me, puzzle, 0.5).rating == pytest.approx(1500, abs=1e-6)
    assert rate(me, puzzle, 1).rd < me.rd
    assert me.expected(Rating(1200.0, 200.0)) > 0.5 > me.expected(Rating(1800.0, 200.0))


def test_each_puzzle_is_played_against_its_own_rating_else_its_bands() -> None:
    assert all(p.rating is not None and puzzle_rating(p) == p.rating for p in PUZZLES)
    for p in PUZZLES:  # as in a file made before the ratings
        old = dataclasses.replace(p, rating=None)
        assert (puzzle_rating(old).rating, puzzle_rating(old).rd) == (
            BAND_RATINGS[old.difficulty],
            200.0,
        )
    assert BAND_RATINGS["easy"] < BAND_RATINGS["medium"] < BAND_RATINGS["hard"]


def test_a_position_with_two_legal_moves_is_left_out_of_the_rating() -> None:
    two = [p for p in PUZZLES if len(p.moves) == 2]
    more = [p for p in PUZZLES if len(p.moves) > 2]
    assert two and more
    assert not any(rated(p) for p in two) and all(rated(p) for p in more)


def test_hints_lower_a_solve_and_a_miss_is_a_loss() -> None:
    assert [score(True, h) for h in range(5)] == [1.0, 2 / 3, 1 / 3, 0.0, 0.0]
    assert {score(False, h) for h in range(4)} == {0.0}
    me, puzzle = Rating(), Rating(1500.0, 200.0)
    gains = [rate(me, puzzle, score(True, h)).rating for h in range(4)]
    assert gains == sorted(gains, reverse=True)


@pytest.mark.parametrize(
    "bad",
    [
        None,
        {"rating": 1500},
        {"rating": "x", "rd": 1, "vol": 1},
        {"rating": 1, "rd": 0, "vol": 1},
        {"rating": float("nan"), "rd": 1, "vol": 1},
        {"rating": True, "rd": 1, "vol": 1},
    ],
)
def test_a_rating_that_is_not_three_numbers_is_refused_in_words(bad: object) -> None:
    with pytest.raises(ChickenFootError, match="rating"):
        Rating.from_json(bad)


def test_a_rating_period_needs_a_result_per_opponent_each_a_share() -> None:
    with pytest.raises(ChickenFootError, match="one result for each opponent"):
        rate(Rating(), [Rating(), Rating()], [1])
    with pytest.raises(ChickenFootError, match="a share from 0 to 1"):
        rate(Rating(), Rating(), 2)
