"""Draw a gallery of positions to SVG and PNG in ``gallery/`` (not committed), to look at.

    python benchmarks/gallery.py [--out gallery] [--width 1200] [--quick]

Positions: the start of a round, the arm phase with a tile selected, an open chicken foot,
long trains (two players), the end of a four-player double-nine round (also at 600 px, the
narrowest cell it must stay legible in), a six-player double-12 table, double-18 with
eight players (random bots, and hoarders full of chicken feet), the longest round
we can make (double-18, two players who keep every tile they draw), every pip layout, a
judged hand, and the score sheet at the end of a match. Open the PNGs and look: overlaps,
clipping or unreadable pips are bugs. It prints the path of each PNG it writes. ``--quick``
(the suite's smoke run, ``tests/test_benchmarks.py``) draws the same pictures, the PNGs
300 px wide.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from chickenfoot_nb import Match, Round, Rules, Tile  # noqa: E402
from chickenfoot_nb.bots import HoarderBot, play_round  # noqa: E402
from chickenfoot_nb.explain import verdicts  # noqa: E402
from chickenfoot_nb.render import (  # noqa: E402
    hand_svg,
    round_svg,
    save_svg,
    score_sheet_svg,
    table_svg,
    to_png,
)

NAMES = ["Ana", "Boris", "Vesna", "Dragan", "Mila", "Jovan", "Lea", "<script>alert(1)</script>"]


def finished(rules: Rules, players: int, seed: int, bots: str = "random") -> Round:
    r = Round.deal(rules, players, seed=seed, names=NAMES[:players])
    if bots == "hoard":
        return play_round(r, [HoarderBot(seed + s) for s in range(players)])
    return play_round(r, ["random"] * players, seed=seed)


def first(r: Round, test: Callable[[Round], bool]) -> Round:
    """The first moment of the played round ``r`` that passes ``test``."""
    for step in range(len(r.history) + 1):
        at = r.at(step)
        if test(at):
            return at
    raise LookupError("no such moment in this round")


def legal_tile(r: Round) -> Tile | None:
    plays = [a.tile for a in r.legal_actions() if a.tile is not None]
    return plays[-1] if plays else None


def positions() -> dict[str, str]:
    spruce, gamerules = Rules.preset("spruce"), Rules.preset("gamerules")
    out: dict[str, str] = {}
    start = Round.deal(spruce, 4, seed=11, names=NAMES[:4])
    out["01_start_of_round"] = round_svg(start, selected=legal_tile(start))
    arms = first(finished(gamerules, 4, 3), lambda r: r.arms_started == 2)
    out["02_arm_phase_selected"] = round_svg(arms, viewer=arms.seat, selected=legal_tile(arms))
    foot = first(finished(spruce, 4, 8, "hoard"), lambda r: r.toes_needed == 2)
    out["03_pending_foot"] = round_svg(foot, selected=legal_tile(foot))
    out["04_long_trains_2p"] = round_svg(finished(gamerules, 2, 5))
    end = finished(spruce, 4, 2)
    out["05_end_4p_d9"] = round_svg(end)
    out["05_end_4p_d9_viewer"] = round_svg(end, viewer=1)
    out["06_table_4p_d9"] = table_svg(end)
    out["07_d12_6p"] = table_svg(finished(Rules.preset("spruce", set=12), 6, 3))
    out["07_d18_8p"] = round_svg(finished(Rules.preset("spruce", set=18), 8, 4))
    out["07_d18_8p_hoarders"] = table_svg(finished(Rules.preset("spruce", set=18), 8, 4, "hoard"))
    out["08_d18_2p_longest"] = table_svg(finished(Rules.preset("spruce", set=18), 2, 130))
    out["08_d18_2p_hoarders"] = table_svg(finished(Rules.preset("spruce", set=18), 2, 1, "hoard"))
    pips = [Tile(n, n) for n in range(19)] + [Tile(n, n - 9) for n in range(10, 19)]
    out["09_all_pips"] = hand_svg(pips, per_row=10)
    judged = Round.deal(gamerules, 4, seed=5, names=NAMES[:4])
    out["10_judged_hand"] = hand_svg(
        judged.hand(judged.seat),
        verdicts=verdicts(judged),
        seat=judged.seat,
        selected=legal_tile(judged),
    )
    m = Match("spruce", players=NAMES[:3], seed=7)
    while True:
        play_round(m.current, ["random"] * 3, seed=len(m.rounds))
        if m.is_complete:
            break
        m.next_round()
    out["11_score_sheet"] = score_sheet_svg(m)
    return out


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", default="gallery")
    p.add_argument("--width", type=int, default=1200)
    p.add_argument("--quick", action="store_true", help="PNGs 300 px wide: a smoke run")
    args = p.parse_args(argv)
    if args.quick:
        args.width = 300
    folder = Path(args.out)
    folder.mkdir(parents=True, exist_ok=True)
    for name, svg in positions().items():
        save_svg(svg, folder / f"{name}.svg")
        to_png(svg, folder / f"{name}.png", width=args.width)
        print(folder / f"{name}.png")
    small = round_svg(finished(Rules.preset("spruce"), 4, 2))
    to_png(small, folder / "05_end_4p_d9_at_600px.png", width=600)
    print(folder / "05_end_4p_d9_at_600px.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
