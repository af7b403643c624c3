"""Probability speed: prints one JSON line (run from the repository root).

    python benchmarks/probability.py [--rounds R]

Keys: hands_per_s_d9_h7 (simulated 7-tile double-nine hands per second, counting their
doubles; target at least 5,000,000), exact_pip_dist_s_d18_h15 (seconds for the exact
pip-total distribution of a 15-tile hand from a double-18 set; target under 1),
sim_speedup_2_workers (greedy-bot rounds, spruce, 4 players: a pool of 2 worker processes
against a pool of 1, pool start-up included in both; target at least 1.8), with the
figures behind it (sim_rounds, sim_s_1_worker, sim_s_2_workers, cpus).
"""

from __future__ import annotations

import argparse
import json
import os
import time
from collections.abc import Callable

from chickenfoot_nb.probability.exact import pip_total
from chickenfoot_nb.probability.games import play_rounds
from chickenfoot_nb.probability.montecarlo import simulate_doubles_in_hand


def best_seconds(work: Callable[[], object], repeats: int = 3) -> float:
    """The fastest of a few runs: the others were slowed by something else on the machine."""
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=6000, help="rounds for the speed-up figure")
    args = parser.parse_args()

    hands = 4_000_000
    simulate = best_seconds(lambda: simulate_doubles_in_hand(9, 7, samples=hands, seed=0))
    exact = best_seconds(lambda: pip_total(18, 15))

    def rounds(workers: int) -> Callable[[], object]:
        return lambda: play_rounds(
            "spruce", 4, args.rounds, seed=0, workers=workers, progress=False
        )

    one = best_seconds(rounds(1), repeats=2)
    two = best_seconds(rounds(2), repeats=2)
    print(
        json.dumps(
            {
                "hands_per_s_d9_h7": round(hands / simulate),
                "exact_pip_dist_s_d18_h15": round(exact, 4),
                "sim_speedup_2_workers": round(one / two, 2),
                "sim_rounds": args.rounds,
                "sim_s_1_worker": round(one, 2),
                "sim_s_2_workers": round(two, 2),
                "cpus": os.cpu_count(),
            }
        )
    )


if __name__ == "__main__":
    main()
