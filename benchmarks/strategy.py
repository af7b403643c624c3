"""How strong the search levels are, how long they think, and how long the coach takes.

    python benchmarks/strategy.py [--deals N] [--levels random,careful,medium,hard,expert] [--workers W]
    python benchmarks/strategy.py --quick

Each level plays against three greedy seats: 4 players, spruce, double-nine. Every deal is
played four times with the tested seat moved round the table, so the luck of the deal
cancels; a seat wins a round when it scores least, and a k-way tie counts 1/k. Fair share:
0.25. ``--table mixed`` seats it instead with one each of ``greedy``, ``medium`` and ``hard``
(the three turned round the table with it), and ``--preset gamerules`` deals under the other
preset; the keys then end ``_vs_mixed`` and ``_gamerules`` (``win_share_hard_vs_mixed``,
``win_share_hard_vs_greedy_gamerules``). Prints one JSON line:

- ``win_share_<level>_vs_greedy`` with ``..._low`` / ``..._high`` (95%, from the spread of
  the per-deal means, as the four rotations of one deal depend on each other) and
  ``..._rounds``;
- ``win_share_playout_policy_vs_greedy`` (and its ``_low`` / ``_high`` / ``_rounds``): the
  same figures of the ``careful`` bot, the play-out policy of :mod:`chickenfoot_nb.policy`
  playing on its own; ``playout_policy_cost_vs_greedy``: how many times as long a play-out
  with that policy takes as one with the heaviest tile (the same deals, timed);
- ``win_share_best_vs_greedy`` (and its ``_low`` / ``_high`` / ``_rounds``): the figures of
  the strongest level played (the last of :data:`chickenfoot_nb.bots.LEVELS`);
- ``decision_ms_hard_median`` / ``decision_ms_hard_p90``: the hard bot's thinking time per
  decision where it had more than one legal action (the others take no search);
- ``coach_ms_4p_d9``: the median time of :func:`chickenfoot_nb.coach.analyse` at its default
  sample count over positions where the seat to move has two or more legal moves, its worlds
  played out as ``--coach-playout`` says (``greedy`` or ``careful``; printed as
  ``coach_playout``);
- ``coach_agreement`` (and ``_low`` / ``_high``, ``agreement_positions``,
  ``agreement_separated``): over ``--agreement-rounds`` seeded rounds between mixed bots,
  ``--agreement-per-round`` decisions of each, the share of positions where the coach's best
  move (default settings, its play-outs as ``--coach-playout`` says) is the one a reference
  judge picks
  (``--reference-samples`` worlds, careful play-outs), among the positions where the reference
  separates its top two moves (:mod:`chickenfoot_nb.probability.agreement`);
- ``brier_counts`` / ``brier_reading`` (and ``brier_<reading>`` for each of ``--readings``):
  how well the coach's win chance for the move taken forecasts the round's result, with
  worlds that fit the tile counts (the default) and worlds that read the draws and passes
  (:mod:`chickenfoot_nb.probability.calibration`, ``docs/judge.md``): ``--calibration-rounds``
  seeded rounds between mixed bots, ``--calibration-per-round`` decisions of each, spread
  over the round, ``--calibration-samples`` worlds a forecast; beside them each reading's
  reliability term, the Brier gap of each reading against the counts with its 95% interval,
  ``calibration_decisions`` and ``calibration_rounds``. ``--plot PATH`` saves the
  reliability diagram (``docs/judge_calibration.png``), ``--forecasts PATH`` the forecasts
  behind it (JSON).

``--levels ""`` skips the levels and ``--calibration-rounds 0`` the calibration (to measure
one thing alone). Progress goes to
standard error. Deals are spread over a process pool (``--workers``). ``--quick`` (the
suite's smoke run, ``tests/test_benchmarks.py``) plays 2 deals per level, times the coach on
2 positions and judges 2 decisions in each of 2 rounds with 10 worlds: the same keys and
steps, plus ``"quick": true``; its figures are not the ones to quote.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace

from chickenfoot_nb.actions import Action
from chickenfoot_nb.bots import LEVELS, Bot, GreedyBot, make_bot, play_round
from chickenfoot_nb.coach import DEFAULT_SAMPLES, analyse
from chickenfoot_nb.judge import JUDGE, PLAYOUTS, Judge
from chickenfoot_nb.policy import careful_play
from chickenfoot_nb.position import heaviest_first
from chickenfoot_nb.probability.agreement import REFERENCE_SAMPLES
from chickenfoot_nb.probability.agreement import measure as agreement
from chickenfoot_nb.probability.calibration import READINGS, measure
from chickenfoot_nb.round import Round
from chickenfoot_nb.seat_view import SeatView

PLAYERS = 4


class Timed:
    """A bot wrapper that records how long each decision with a real choice took."""

    def __init__(self, bot: Bot) -> None:
        self.bot = bot
        self.name = getattr(bot, "name", None)
        self.ms: list[float] = []

    def choose(self, view: SeatView, legal: Sequence[Action]) -> Action:
        start = time.perf_counter()
        a = self.bot.choose(view, legal)
        if len(legal) > 1:
            self.ms.append((time.perf_counter() - start) * 1000)
        return a


#: The three other seats of ``--table mixed``, in turn after the tested one.
MIXED = ("greedy", "medium", "hard")


def play_deal(
    level: str, deal: int, table: str = "greedy", preset: str = "spruce"
) -> tuple[float, list[float]]:
    """The tested level's mean win share over the four seat rotations of one deal."""
    share = 0.0
    ms: list[float] = []
    for seat in range(PLAYERS):
        names = ["greedy"] * PLAYERS
        if table == "mixed":
            for k, name in enumerate(MIXED, start=1):
                names[(seat + k) % PLAYERS] = name
        names[seat] = level
        # Every bot is told who sits where, as play_round tells them (the levels' judge
        # models each seat as the bot in it).
        tested = Timed(make_bot(level, seed=f"bench:{deal}", table=names))
        bots: list[Bot] = [GreedyBot() for _ in range(PLAYERS)]
        if table == "mixed":
            for k, name in enumerate(MIXED, start=1):
                bots[(seat + k) % PLAYERS] = make_bot(name, seed=f"bench:{deal}:{k}")
        bots[seat] = tested
        r = play_round(Round.deal(preset, PLAYERS, seed=f"strategy:{deal}"), bots)
        scores = r.scores
        assert scores is not None
        if scores[seat] == min(scores):
            share += 1 / scores.count(min(scores))
        ms += tested.ms
    return share / PLAYERS, ms


def coach_ms(positions: int, judge: Judge = JUDGE) -> float:
    """The median time of one full coach analysis by ``judge``, over positions from greedy
    rounds."""
    times = []
    deal = 0
    while len(times) < positions:
        r = Round.deal("spruce", PLAYERS, seed=f"coach:{deal}")
        deal += 1
        choices = 0
        while not r.is_over:
            if len(r.legal_actions()) > 1:
                choices += 1
                if choices == 2:
                    start = time.perf_counter()
                    analyse(r.view(r.seat), judge=judge)
                    times.append((time.perf_counter() - start) * 1000)
                    print(f"coach {len(times)}/{positions}", file=sys.stderr)
                    break
            r.push(r.heaviest_action())
    return statistics.median(times)


def playout_cost(deals: int) -> float:
    """How many times as long a play-out with the careful policy takes as a greedy one.

    Both play out the same positions (the start of each deal and a few greedy moves on),
    each timed at its best of five runs.
    """
    starts = []
    for d in range(deals):
        r = Round.deal("spruce", PLAYERS, seed=f"cost:{d}")
        for _ in range(d % 20):
            if not r.is_over:
                r.push(r.heaviest_action())
        if not r.is_over:
            starts.append(r)
    times = []
    for choose in (careful_play(0), heaviest_first(0)):
        best = math.inf
        for _ in range(5):
            start = time.perf_counter()
            for r in starts:
                r._play_out(None, choose)
            best = min(best, time.perf_counter() - start)
        times.append(best)
    return times[0] / times[1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=250, help="deals per level (x4 rounds)")
    parser.add_argument("--levels", default=",".join(["random", "careful", *LEVELS]))
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--table", default="greedy", choices=("greedy", "mixed"))
    parser.add_argument("--preset", default="spruce", choices=("spruce", "gamerules"))
    parser.add_argument("--coach-positions", type=int, default=20)
    parser.add_argument("--calibration-rounds", type=int, default=334)
    parser.add_argument("--calibration-per-round", type=int, default=6)
    parser.add_argument("--calibration-samples", type=int, default=200)
    parser.add_argument("--readings", default="counts,reading", help=", ".join(READINGS))
    parser.add_argument("--plot", help="save the reliability diagram as this PNG")
    parser.add_argument("--forecasts", help="save the calibration's forecasts as this JSON")
    parser.add_argument("--agreement-rounds", type=int, default=50)
    parser.add_argument("--agreement-per-round", type=int, default=6)
    parser.add_argument("--reference-samples", type=int, default=REFERENCE_SAMPLES)
    parser.add_argument(
        "--coach-playout",
        default=JUDGE.playout,
        choices=PLAYOUTS,
        help="how the coach's worlds are played out, for the agreement and coach_ms_4p_d9",
    )
    parser.add_argument("--quick", action="store_true", help="2 deals per level: a smoke run")
    args = parser.parse_args()
    if args.quick:
        args.deals, args.coach_positions = min(args.deals, 2), min(args.coach_positions, 2)
        args.calibration_rounds = min(args.calibration_rounds, 2)
        args.calibration_per_round = min(args.calibration_per_round, 2)
        args.calibration_samples = min(args.calibration_samples, 10)
        args.agreement_rounds = min(args.agreement_rounds, 1)
        args.agreement_per_round = min(args.agreement_per_round, 2)
        args.reference_samples = min(args.reference_samples, 20)
    out: dict[str, float | int] = {}
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        for level in filter(None, args.levels.split(",")):
            start = time.perf_counter()
            shares: list[float] = []
            ms: list[float] = []
            jobs = [
                pool.submit(play_deal, level, d, args.table, args.preset) for d in range(args.deals)
            ]
            for i, job in enumerate(jobs):
                share, times = job.result()
                shares.append(share)
                ms += times
                if (i + 1) % 25 == 0:
                    print(
                        f"{level}: {i + 1}/{args.deals} deals, win share so far "
                        f"{statistics.fmean(shares):.3f}",
                        file=sys.stderr,
                    )
            mean = statistics.fmean(shares)
            half = 1.96 * statistics.stdev(shares) / math.sqrt(len(shares))
            key = f"win_share_{level}_vs_{args.table}"
            if args.preset != "spruce":
                key += f"_{args.preset}"
            out[key] = round(mean, 4)
            # A share lies in [0, 1]: so does its interval, however few the deals.
            out[f"{key}_low"] = round(max(0.0, mean - half), 4)
            out[f"{key}_high"] = round(min(1.0, mean + half), 4)
            out[f"{key}_rounds"] = len(shares) * PLAYERS
            if level == "hard" and ms and (args.table, args.preset) == ("greedy", "spruce"):
                ms.sort()
                out["decision_ms_hard_median"] = round(statistics.median(ms), 1)
                out["decision_ms_hard_p90"] = round(ms[int(0.9 * (len(ms) - 1))], 1)
            print(f"{level}: {time.perf_counter() - start:.0f} s", file=sys.stderr)
        for alias, level in (("playout_policy", "careful"), ("best", [*LEVELS][-1])):
            for end in ("", "_low", "_high", "_rounds"):
                if f"win_share_{level}_vs_greedy{end}" in out:
                    out[f"win_share_{alias}_vs_greedy{end}"] = out[
                        f"win_share_{level}_vs_greedy{end}"
                    ]
        out["playout_policy_cost_vs_greedy"] = round(playout_cost(20 if args.quick else 200), 2)
        calibration = None
        if args.calibration_rounds:  # 0 skips it (to measure the agreement alone)
            start = time.perf_counter()
            calibration = measure(
                args.calibration_rounds,
                per_round=args.calibration_per_round,
                samples=args.calibration_samples,
                readings=[READINGS[name] for name in args.readings.split(",")],
                seed="strategy",
                executor=pool,
            )
            out.update(calibration.figures())
            print(f"calibration: {time.perf_counter() - start:.0f} s", file=sys.stderr)
        start = time.perf_counter()
        agreed = agreement(
            args.agreement_rounds,
            per_round=args.agreement_per_round,
            samples=10 if args.quick else DEFAULT_SAMPLES,
            reference_samples=args.reference_samples,
            seed="strategy",
            judge=replace(JUDGE, playout=args.coach_playout),
            executor=pool,
        )
        low, high = agreed.interval
        out["coach_agreement"] = round(agreed.share, 4)
        out["coach_agreement_low"] = round(low, 4)
        out["coach_agreement_high"] = round(high, 4)
        out["agreement_positions"] = len(agreed.judged)
        out["agreement_separated"] = agreed.separated
        print(f"agreement: {time.perf_counter() - start:.0f} s", file=sys.stderr)
    if args.plot and calibration is not None:
        calibration.plot(args.plot)
    if args.forecasts and calibration is not None:
        with open(args.forecasts, "w", encoding="utf-8") as f:
            json.dump(calibration.to_json(), f)
    out["coach_ms_4p_d9"] = round(
        coach_ms(args.coach_positions, replace(JUDGE, playout=args.coach_playout)), 1
    )
    out["coach_playout"] = args.coach_playout  # type: ignore[assignment]
    if args.quick:
        out["quick"] = True
    print(json.dumps(out))


if __name__ == "__main__":
    sys.exit(main())
