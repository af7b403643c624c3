"""The judge's calibration (issue 38): the Brier score, the bins of the reliability diagram,
and a small seeded measurement that is the same on any executor."""

from __future__ import annotations

import math
from concurrent.futures import Executor, ThreadPoolExecutor
from pathlib import Path

import pytest

from chickenfoot_nb.actions import Action
from chickenfoot_nb.probability.calibration import (
    COUNTS,
    GREEDY_READING,
    READING,
    Calibration,
    Forecast,
    brier,
    measure,
    reliability,
    reliability_bins,
)
from chickenfoot_nb.probability.parallel import InlineExecutor

DRAW = Action.parse("draw")


def test_the_brier_score_is_the_mean_squared_gap() -> None:
    assert brier([0.8, 0.3, 0.5], [1, 0, 0]) == pytest.approx((0.04 + 0.09 + 0.25) / 3)
    assert brier([0.5] * 4, [1, 1, 0, 0]) == 0.25
    assert brier([1.0, 0.0], [1.0, 0.0]) == 0.0
    # a shared win (1/k) is a result between 0 and 1
    assert brier([0.5], [0.5]) == 0.0
    for chances, results in (([], []), ([0.5], [1, 0])):
        with pytest.raises(ValueError, match="one result for each forecast"):
            brier(chances, results)


def test_forecasts_fall_into_ten_equal_bins() -> None:
    chances = [0.0, 0.05, 0.1, 0.15, 0.55, 0.999, 1.0]
    results = [0, 1, 0, 0, 1, 1, 0]
    bins = reliability_bins(chances, results)
    assert len(bins) == 10
    assert [(b.low, b.high) for b in bins[:2]] == [(0.0, 0.1), (0.1, 0.2)]
    assert [b.count for b in bins] == [2, 2, 0, 0, 0, 1, 0, 0, 0, 2]
    assert sum(b.count for b in bins) == len(chances)
    assert bins[0].predicted == pytest.approx(0.025) and bins[0].observed == 0.5
    assert bins[1].predicted == pytest.approx(0.125) and bins[1].observed == 0.0
    # 1.0 goes into the last bin, beside 0.999
    assert bins[9].predicted == pytest.approx(0.9995) and bins[9].observed == 0.5
    assert math.isnan(bins[2].predicted) and math.isnan(bins[2].observed)


def test_reliability_is_zero_when_each_bin_gets_what_it_said() -> None:
    chances = [0.25] * 4 + [0.75] * 4
    results = [1, 0, 0, 0, 1, 1, 1, 0]
    assert reliability(reliability_bins(chances, results)) == 0.0
    # always saying 0.9 where a quarter win: the gap 0.65, squared
    off = reliability(reliability_bins([0.9] * 4, [1, 0, 0, 0]))
    assert off == pytest.approx(0.65**2)
    assert brier([0.9] * 4, [1, 0, 0, 0]) >= off


def _calibration() -> Calibration:
    # two rounds: in round 0 the reading says what happened, in round 1 both say the same
    rows = [
        (0, (0.5, 1.0), 1.0),
        (0, (0.5, 0.0), 0.0),
        (1, (0.2, 0.2), 0.0),
        (1, (0.2, 0.2), 1.0),
        (2, (0.6, 0.9), 1.0),
    ]
    forecasts = tuple(
        Forecast(r, k, k % 4, "greedy", DRAW, chances, (False, False), result)
        for k, (r, chances, result) in enumerate(rows)
    )
    return Calibration((COUNTS, READING), forecasts, 3, 10)


def test_a_calibration_gives_each_reading_its_figures() -> None:
    c = _calibration()
    assert c.chances("reading") == [1.0, 0.0, 0.2, 0.2, 0.9]
    assert c.results == [1.0, 0.0, 0.0, 1.0, 1.0]
    assert c.brier("counts") == pytest.approx((0.25 + 0.25 + 0.04 + 0.64 + 0.16) / 5)
    assert c.brier("reading") == pytest.approx((0 + 0 + 0.04 + 0.64 + 0.01) / 5)
    mean, low, high = c.difference("reading", "counts")
    assert mean == pytest.approx(c.brier("reading") - c.brier("counts"))
    assert low < mean < high
    figures = c.figures()
    assert figures["brier_counts"] == round(c.brier("counts"), 4)
    assert figures["brier_reading"] == round(c.brier("reading"), 4)
    assert figures["calibration_decisions"] == 5 and figures["calibration_rounds"] == 3
    assert figures["brier_reading_minus_counts"] == round(mean, 4)
    with pytest.raises(KeyError, match="no reading named 'expert'"):
        c.brier("expert")
    assert repr(c) == (
        "<Calibration of 5 decisions in 3 rounds, 10 worlds each: brier counts 0.268, "
        "reading 0.138>"
    )


def test_a_small_measurement_is_seeded_and_the_same_on_any_executor(tmp_path: Path) -> None:
    def run(executor: Executor) -> Calibration:
        readings = (COUNTS, READING, GREEDY_READING)
        return measure(
            2, per_round=3, samples=8, readings=readings, seed="test", executor=executor,
            progress=False,
        )  # fmt: skip

    here = run(InlineExecutor())
    with ThreadPoolExecutor(2) as pool:
        there = run(pool)
    assert here == there and len(here.forecasts) == 6
    for f in here.forecasts:
        assert len(f.chances) == 3 and all(0 <= p <= 1 for p in f.chances)
        assert f.result in (0.0, 1.0) or 0 < f.result < 1
    # each round's decisions are taken in order, from its seats' bots
    assert [f.round for f in here.forecasts] == [0, 0, 0, 1, 1, 1]
    steps = [f.step for f in here.forecasts]
    assert steps[:3] == sorted(steps[:3]) and steps[3:] == sorted(steps[3:])
    picture = tmp_path / "calibration.png"
    here.plot(picture)
    assert picture.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
