"""Tournaments: the same deals for every bot, from every seat, whatever runs them."""

from concurrent.futures import ThreadPoolExecutor

import numpy as np
import pytest

from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.probability import InlineExecutor, play_tournament, plot_tournament
from chickenfoot_nb.rules import Rules

SMALL = Rules.preset("spruce", set=6)


def test_the_executor_does_not_change_the_table() -> None:
    args = dict(players=3, deals=6, bots=["random", "medium"], seed=4, progress=False)
    inline = play_tournament(SMALL, executor=InlineExecutor(), **args)  # type: ignore[arg-type]
    with ThreadPoolExecutor(2) as pool:
        threads = play_tournament(SMALL, executor=pool, **args)  # type: ignore[arg-type]
    assert np.array_equal(inline.shares, threads.shares)
    assert np.array_equal(inline.scores, threads.scores)


def test_a_bot_against_its_own_kind_gets_exactly_the_fair_share() -> None:
    t = play_tournament(
        SMALL, 4, deals=5, bots=["greedy"], executor=InlineExecutor(), progress=False
    )
    share = t.win_share("greedy")
    assert share.estimate == share.low == share.high == pytest.approx(0.25)


def test_every_deal_counts_each_seat_once() -> None:
    t = play_tournament(
        SMALL, 3, deals=4, bots=["random"], executor=InlineExecutor(), progress=False
    )
    # A deal's share is a mean of three seats' shares, each 0, 1/3, 1/2 or 1.
    assert np.all((t.shares >= 0) & (t.shares <= 1))
    assert np.allclose(np.round(t.shares * 36), t.shares * 36)


def test_unknown_bots_and_one_deal_are_refused_in_words() -> None:
    with pytest.raises(ChickenFootError, match="no bot named 'genius'"):
        play_tournament(SMALL, 3, deals=4, bots=["genius"], progress=False)
    with pytest.raises(ChickenFootError, match="at least 2 deals"):
        play_tournament(SMALL, 3, deals=1, progress=False)
    t = play_tournament(
        SMALL, 3, deals=2, bots=["random"], executor=InlineExecutor(), progress=False
    )
    with pytest.raises(ChickenFootError, match="did not play"):
        t.win_share("expert")


def test_the_plot_says_every_bot_in_words() -> None:
    t = play_tournament(
        SMALL, 3, deals=3, bots=["random", "greedy"], executor=InlineExecutor(), progress=False
    )
    alt = plot_tournament(t).alt
    assert "random: won" in alt and "greedy: won" in alt and "Fair share 33%" in alt
