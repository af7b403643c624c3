"""Review speed: prints one JSON line (run from the repository root).

    python benchmarks/review.py [--samples N] [--rounds R] [--quick]

The rounds are spruce, 4 players, double-nine (7 tiles each), played by greedy and random
bots in turn (seats 0 and 2 greedy). Keys:

- ``review_s_4p_d9``: seconds to review every seat of one round, inline, at the review's
  default sample count (target at most 15). The round is deal seed 24: 73 actions, the
  median length of seeds 0 to 39 with these bots, so neither a quick win nor a blocked
  marathon;
- ``review_s_one_seat_4p_d9``: seat 0 of the same round (target at most 5);
- ``review_many_speedup_2_workers``: :func:`~chickenfoot_nb.probability.review_many` over
  ``--rounds`` rounds (deal seeds 0, 1, …), every seat, inline against a pool of 2 worker
  processes, pool start-up included (target at least 1.7); with the figures behind it
  (``review_many_rounds``, ``review_many_s_inline``, ``review_many_s_2_workers``), the CPU
  seconds of both runs, workers included (``review_many_cpu_s_inline``,
  ``review_many_cpu_s_2_workers``: equal when the pool costs nothing but its start), ``samples``,
  ``actions`` (of the timed round), ``cpus`` and ``load_1min`` (the machine's load as the run
  ended: other work on a shared machine lowers the speed-up, not the CPU seconds).

Progress goes to standard error. ``--quick`` (the suite's smoke run,
``tests/test_benchmarks.py``) reviews at 10 samples and 2 rounds: the same keys and steps,
plus ``"quick": true``; its figures are not the ones to quote.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import sys
import time
import timeit
from collections.abc import Callable

from chickenfoot_nb.bots import play_round
from chickenfoot_nb.coach import DEFAULT_SAMPLES
from chickenfoot_nb.probability.reviews import review_many
from chickenfoot_nb.review import review, review_seat
from chickenfoot_nb.round import Round

BOTS = ["greedy", "random", "greedy", "random"]
#: The timed round's deal: 73 actions, the median of deal seeds 0 to 39 with BOTS.
TYPICAL = 24


def bot_round(seed: int) -> Round:
    """One spruce round, 4 players, double-nine, played to its end by ``BOTS``."""
    return play_round(Round.deal("spruce", players=4, seed=seed, double=9), BOTS, seed=seed)


def best_seconds(work: Callable[[], object], repeats: int) -> float:
    """The fastest of a few runs: the others were slowed by something else on the machine."""
    return min(timeit.repeat(work, number=1, repeat=repeats))


def cpu_seconds() -> float:
    """CPU time of this process and of its finished children (a pool's workers, once shut down)."""
    own, children = (
        resource.getrusage(resource.RUSAGE_SELF),
        resource.getrusage(resource.RUSAGE_CHILDREN),
    )
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--samples", type=int, default=DEFAULT_SAMPLES, help="worlds per estimate")
    parser.add_argument("--rounds", type=int, default=8, help="rounds for the speed-up figure")
    parser.add_argument("--quick", action="store_true", help="10 samples, 2 rounds: a smoke run")
    args = parser.parse_args()
    samples, rounds, repeats = (10, 2, 1) if args.quick else (args.samples, args.rounds, 2)

    r = bot_round(TYPICAL)
    every = best_seconds(lambda: review(r, samples=samples), repeats)
    print(f"every seat: {every:.1f} s", file=sys.stderr)
    one = best_seconds(lambda: review_seat(r, 0, samples), repeats)
    print(f"one seat: {one:.1f} s", file=sys.stderr)

    played = [bot_round(seed) for seed in range(rounds)]
    cpu, start = cpu_seconds(), time.perf_counter()
    inline = review_many(played, samples=samples, progress=False)
    inline_s, inline_cpu = time.perf_counter() - start, cpu_seconds() - cpu
    print(f"review_many inline: {inline_s:.1f} s", file=sys.stderr)
    cpu, start = cpu_seconds(), time.perf_counter()
    pooled = review_many(played, samples=samples, workers=2, progress=False)
    pooled_s, pooled_cpu = time.perf_counter() - start, cpu_seconds() - cpu
    print(f"review_many, 2 workers: {pooled_s:.1f} s", file=sys.stderr)
    # a speed-up is only worth quoting for the same answer
    assert pooled.rows == inline.rows

    out: dict[str, object] = {
        "review_s_4p_d9": round(every, 2),
        "review_s_one_seat_4p_d9": round(one, 2),
        "review_many_speedup_2_workers": round(inline_s / pooled_s, 2),
        "review_many_rounds": rounds,
        "review_many_s_inline": round(inline_s, 2),
        "review_many_s_2_workers": round(pooled_s, 2),
        "review_many_cpu_s_inline": round(inline_cpu, 2),
        "review_many_cpu_s_2_workers": round(pooled_cpu, 2),
        "samples": samples,
        "actions": len(r.history),
        "cpus": os.cpu_count(),
        "load_1min": round(os.getloadavg()[0], 2),
    }
    if args.quick:
        out["quick"] = True
    print(json.dumps(out))


if __name__ == "__main__":
    main()
