"""Bot rounds: the numbers depend on the seed only, never on the executor or the workers."""

from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor

import numpy as np
import pytest

from chickenfoot_nb.bots import play_round
from chickenfoot_nb.probability.games import (
    GameStats,
    compare_options,
    one_option_changes,
    play_rounds,
)
from chickenfoot_nb.probability.parallel import InlineExecutor, chunk_seeds, chunk_sizes, run_chunks
from chickenfoot_nb.round import Round
from chickenfoot_nb.rules import Rules

#: Its module fixture is computed once: every test of the module in one pytest-xdist worker.
pytestmark = pytest.mark.xdist_group("test_probability_games")

ROUNDS = 60


def run(executor: Executor | None = None, workers: int | None = None) -> GameStats:
    return play_rounds(
        "spruce", 3, ROUNDS, seed=7, chunk=16, progress=False, executor=executor, workers=workers
    )


def same(a: GameStats, b: GameStats) -> bool:
    return all(
        np.array_equal(getattr(a, k), getattr(b, k)) for k in ("starters", "scores", "turns", "out")
    )


@pytest.fixture(scope="module")
def inline() -> GameStats:
    return run(InlineExecutor())


def test_threads_and_process_pools_of_any_size_agree(inline: GameStats) -> None:
    with ThreadPoolExecutor(3) as threads:
        assert same(inline, run(threads))
    assert same(inline, run(workers=1))
    with ProcessPoolExecutor(2) as pool:
        assert same(inline, run(pool))


def test_a_dask_cluster_agrees(inline: GameStats) -> None:
    distributed = pytest.importorskip("distributed")
    with (
        distributed.LocalCluster(
            n_workers=2, threads_per_worker=1, processes=False, dashboard_address=None
        ) as cluster,
        distributed.Client(cluster) as client,
    ):
        assert same(inline, run(client.get_executor()))


def test_each_round_is_the_engine_round_of_its_seed(inline: GameStats) -> None:
    # Round i of chunk k is dealt and played from the i-th number of chunk k's seed.
    seeds = chunk_seeds(7, len(chunk_sizes(ROUNDS, 16)))
    first = seeds[1].generate_state(16, dtype=np.uint64).tolist()[3]
    r = play_round(Round.deal("spruce", 3, seed=first), ["greedy"] * 3, seed=first)
    assert r.scores is not None
    i = 16 + 3
    starter = int(inline.starters[i])
    assert list(inline.scores[i]) == [r.scores[(starter + k) % 3] for k in range(3)]
    assert r.history[0][0] == starter or r.history[0][1].kind == "draw"


def test_what_is_recorded_makes_sense(inline: GameStats) -> None:
    assert inline.rounds == ROUNDS and inline.scores.shape == (ROUNDS, 3)
    went_out = inline.out >= 0
    assert (inline.scores[np.arange(ROUNDS)[went_out], inline.out[went_out]] == 0).all()
    assert (inline.turns >= 2).all()
    wins = inline.wins()
    assert np.allclose(wins.sum(axis=1), 1)
    shares = [inline.win_share(p).estimate for p in range(3)]
    assert sum(shares) == pytest.approx(1)
    assert inline.starter_advantage.estimate == pytest.approx(shares[0] - 1 / 3)
    assert inline.round_length.samples == ROUNDS
    assert inline.score_distribution().samples == 3 * ROUNDS
    assert "spruce double-9, 3 greedy/greedy/greedy bots, 60 rounds" in repr(inline)


def test_gamerules_starter_is_the_finder() -> None:
    stats = play_rounds("gamerules", 4, 20, seed=3, executor=InlineExecutor(), progress=False)
    seeds = chunk_seeds(3, 1)[0].generate_state(20, dtype=np.uint64).tolist()
    assert [Round.deal("gamerules", 4, seed=s).dealt.starter for s in seeds] == list(stats.starters)


def test_option_changes_use_the_same_deals() -> None:
    c = compare_options(
        "gamerules",
        2,
        30,
        options={"double_blank": [50]},
        executor=InlineExecutor(),
        progress=False,
    )
    (base_label, base), (label, changed) = c.variants
    assert (base_label, label) == ("gamerules", "double_blank=50")
    assert changed.rules.double_blank == 50
    # Greedy bots value 0|0 by the rules, so play can differ, but the deals and starters do not.
    assert np.array_equal(base.starters, changed.starters)
    assert "starter wins" in c.table()
    assert set(one_option_changes(Rules.preset("gamerules"))) == {
        "draw_must_play",
        "double_set_aside",
        "double_blank",
        "kept_back",
    }


def test_bad_runs_are_refused() -> None:
    with pytest.raises(ValueError, match="one bot for every seat"):
        play_rounds("spruce", 3, 5, bots=["greedy"], executor=InlineExecutor(), progress=False)
    with pytest.raises(ValueError, match="one size per job"):
        run_chunks(len, ["a"], sizes=[], executor=InlineExecutor(), progress=False)
