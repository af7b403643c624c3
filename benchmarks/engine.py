"""Engine speed and memory: prints one JSON line (run from the repository root).

    python benchmarks/engine.py [--seconds S] [--quick] [--openspiel-python PYTHON]

Keys: rounds_per_s_4p_d9 (complete random-bot rounds, 4 players, spruce, double-nine,
deal included), rounds_per_s_8p_d18 (8 players, double-18), legal_actions_per_s,
peak_rss_mb, rss_growth_mb_after_5000_rounds (a round's memory must not depend on how
many were played before). With --openspiel-python (an interpreter that has open_spiel
installed; it is not a dependency of this project) it also plays OpenSpiel's pure-Python
python_team_dominoes with random actions for the same time, side by side, and prints
openspiel_team_dominoes_games_per_s and speedup_vs_openspiel.

``--quick`` (the suite's smoke run, ``tests/test_benchmarks.py``) times each figure for
0.2 s and plays 100 + 500 rounds for the memory figures: the same keys and steps, plus
``"quick": true``; its figures are not the ones to quote.
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import textwrap
import time

from chickenfoot_nb import Round, Rules
from chickenfoot_nb.bots import RandomBot, play_round

OPENSPIEL = textwrap.dedent(
    """
    import random, sys, time
    import pyspiel
    from open_spiel.python.games import team_dominoes  # registers python_team_dominoes
    game = pyspiel.load_game("python_team_dominoes")
    rng = random.Random(0)
    seconds = float(sys.argv[1])
    n = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
            else:
                legal = state.legal_actions()
                state.apply_action(legal[rng.randrange(len(legal))])
        n += 1
    print(n / (time.perf_counter() - start))
    """
)


def rounds_per_second(rules: Rules, players: int, seconds: float) -> float:
    """Complete random-bot rounds per second, each freshly dealt from its own seed."""
    bots = [RandomBot(seat) for seat in range(players)]
    n = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        play_round(Round.deal(rules, players=players, seed=n), bots)
        n += 1
    return n / (time.perf_counter() - start)


def legal_actions_per_second(seconds: float) -> float:
    """Calls of legal_actions() per second over positions from real games."""
    positions = []
    bot = RandomBot(1)
    for seed in range(200):
        r = Round.deal("spruce", players=4, seed=seed)
        while not r.is_over:
            if len(r.history) % 7 == 3:
                positions.append(r.copy())
            r.push(bot.choose(r.view(r.seat), r.legal_actions()))
    n = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for p in positions:
            p.legal_actions()
        n += len(positions)
    return n / (time.perf_counter() - start)


def rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--openspiel-python", default=None)
    parser.add_argument("--quick", action="store_true", help="seconds, not minutes: a smoke run")
    args = parser.parse_args()
    warm, measured = (100, 500) if args.quick else (1000, 5000)
    if args.quick:
        args.seconds = min(args.seconds, 0.2)
    spruce = Rules.preset("spruce")
    out: dict[str, float] = {
        "rounds_per_s_4p_d9": round(rounds_per_second(spruce, 4, args.seconds), 1),
        "rounds_per_s_8p_d18": round(rounds_per_second(spruce.replace(set=18), 8, args.seconds), 1),
        "legal_actions_per_s": round(legal_actions_per_second(args.seconds)),
    }
    bots = [RandomBot(s) for s in range(4)]
    for seed in range(warm):
        play_round(Round.deal(spruce, 4, seed=seed), bots)
    before = rss_mb()
    for seed in range(warm, warm + measured):
        play_round(Round.deal(spruce, 4, seed=seed), bots)
    out["rss_growth_mb_after_5000_rounds"] = round(rss_mb() - before, 2)
    out["peak_rss_mb"] = round(rss_mb(), 1)
    if args.openspiel_python:
        proc = subprocess.run(
            [args.openspiel_python, "-c", OPENSPIEL, str(args.seconds)],
            capture_output=True,
            text=True,
            check=True,
        )
        theirs = float(proc.stdout.strip().splitlines()[-1])
        out["openspiel_team_dominoes_games_per_s"] = round(theirs, 1)
        out["speedup_vs_openspiel"] = round(out["rounds_per_s_4p_d9"] / theirs, 2)
    if args.quick:
        out["quick"] = True
    print(json.dumps(out))


if __name__ == "__main__":
    sys.exit(main())
