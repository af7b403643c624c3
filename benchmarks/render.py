"""Rendering speed: prints one JSON line (run from the repository root).

    python benchmarks/render.py [--repeat N]
    python benchmarks/render.py --bridges N


Keys: render_ms_4p_d9 and render_ms_8p_d18, the median time in milliseconds of
``round_svg`` on an end-of-round table (4 players with a double-nine set; 8 players with
a double-eighteen set; spruce rules, random bots, several deals). The layout cache is
cleared before every call, so each time includes laying out the whole table.

With ``--bridges N`` it prints instead how often a tile is set apart (joined by a bridge)
on N finished random-bot tables per set (seed k: 2 + k % 7 players, spruce rules for even
k when they can be dealt, gamerules otherwise): the share of tables with a bridge and the
bridges per 100 tiles.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from chickenfoot_nb import Round, Rules, RulesError  # noqa: E402
from chickenfoot_nb.bots import play_round  # noqa: E402
from chickenfoot_nb.render import round_svg, table_layout  # noqa: E402


def finished(rules: Rules, players: int, seed: int) -> Round:
    r = Round.deal(rules, players, seed=seed)
    return play_round(r, ["random"] * players, seed=seed)


def median_ms(rounds: list[Round], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        for r in rounds:
            table_layout.cache_clear()
            start = time.perf_counter()
            round_svg(r)
            times.append((time.perf_counter() - start) * 1000)
    return round(statistics.median(times), 2)


def bridges(games: int) -> dict[str, dict[str, float]]:
    """How often tiles are set apart on ``games`` finished tables of each set."""
    out = {}
    for n in (9, 12, 15, 18):
        bridged = tiles = apart = 0
        for seed in range(games):
            players = 2 + seed % 7
            try:
                rules = Rules.preset("gamerules" if seed % 2 else "spruce", set=n)
                Round.deal(rules, players, seed=seed)
            except RulesError:
                rules = Rules.preset("gamerules", set=n)
            lay = table_layout(finished(rules, players, seed).table)
            k = sum(p.bridge is not None for p in lay.tiles)
            bridged, tiles, apart = bridged + (k > 0), tiles + len(lay.tiles), apart + k
        out[f"d{n}"] = {
            "tables_bridged_pct": round(100 * bridged / games, 1),
            "bridges_per_100_tiles": round(100 * apart / tiles, 2),
        }
    return out


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--repeat", type=int, default=5)
    p.add_argument("--bridges", type=int, metavar="N", help="count bridges on N tables per set")
    args = p.parse_args()
    if args.bridges:
        print(json.dumps(bridges(args.bridges)))
        return 0
    small = [finished(Rules.preset("spruce"), 4, seed) for seed in range(8)]
    large = [finished(Rules.preset("spruce", set=18), 8, seed) for seed in range(8)]
    for r in small + large:
        round_svg(r)
    out = {
        "render_ms_4p_d9": median_ms(small, args.repeat),
        "render_ms_8p_d18": median_ms(large, args.repeat),
    }
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
