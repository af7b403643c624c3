"""Probability speed: prints one JSON line (run from the repository root).

    python benchmarks/probability.py [--rounds R] [--quick]

Keys: hands_per_s_d9_h7 (simulated 7-tile double-nine hands per second, counting their
doubles; target at least 5,000,000), exact_pip_dist_s_d18_h15 (seconds for the exact
pip-total distribution of a 15-tile hand from a double-18 set; target under 1),
sim_speedup_2_workers (greedy-bot rounds, spruce, 4 players: a pool of 2 worker processes
against a pool of 1, pool start-up included in both; target at least 1.8), with the
figures behind it (sim_rounds, sim_s_1_worker, sim_s_2_workers, cpus).

``--quick`` (the suite's smoke run, ``tests/test_benchmarks.py``) times each figure once,
on 100,000 hands and 100 rounds: the same keys and steps, plus ``"quick": true``; its
figures are not the ones to quote (the speed-up of so few rounds is mostly pool start-up).
"""

from __future__ import annotations

import argparse
import json
import os
import timeit
from collections.abc import Callable

from chickenfoot_nb.probability.exact import pip_total
from chickenfoot_nb.probability.games import play_rounds
from chickenfoot_nb.probability.montecarlo import simulate_doubles_in_hand


def best_seconds(work: Callable[[], object], repeats: int = 3) -> float:
    """The fastest of a few runs: the others were slowed by something else on the machine."""
    return min(timeit.repeat(work, number=1, repeat=repeats))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=6000, help="rounds for the speed-up figure")
    parser.add_argument("--quick", action="store_true", help="seconds, not minutes: a smoke run")
    args = parser.parse_args()
    hands, repeats = 4_000_000, 3
    if args.quick:
        hands, repeats, args.rounds = 100_000, 1, min(args.rounds, 100)

    simulate = best_seconds(
        lambda: simulate_doubles_in_hand(9, 7, samples=hands, seed=0), repeats=repeats
    )
    exact = best_seconds(lambda: pip_total(18, 15), repeats=repeats)

    def rounds(workers: int) -> Callable[[], object]:
        return lambda: play_rounds(
            "spruce", 4, args.rounds, seed=0, workers=workers, progress=False
        )

    one = best_seconds(rounds(1), repeats=min(repeats, 2))
    two = best_seconds(rounds(2), repeats=min(repeats, 2))
    out: dict[str, object] = {
        "hands_per_s_d9_h7": round(hands / simulate),
        "exact_pip_dist_s_d18_h15": round(exact, 4),
        "sim_speedup_2_workers": round(one / two, 2),
        "sim_rounds": args.rounds,
        "sim_s_1_worker": round(one, 2),
        "sim_s_2_workers": round(two, 2),
        "cpus": os.cpu_count(),
    }
    if args.quick:
        out["quick"] = True
    print(json.dumps(out))


if __name__ == "__main__":
    main()
