"""Every script in ``benchmarks/`` runs: ``--quick`` (the same steps, few samples) exits 0
and prints its keys.

No figure is checked, and no time: the suite runs on loaded machines. ``make bench`` prints
the full figures. ``latency.py`` drives JupyterLab in headless Chromium (marker ``browser``);
``review.py`` is checked once it exists.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BENCHMARKS = ROOT / "benchmarks"
CHROMIUM = Path(os.environ.get("CHROMIUM", "/usr/bin/chromium"))

#: script: the keys of the JSON line it prints last.
JSON_KEYS = {
    "contrast.py": ["pairs", "weakest", "ratio", "minimum", "failing"],
    "engine.py": [
        "rounds_per_s_4p_d9",
        "rounds_per_s_8p_d18",
        "legal_actions_per_s",
        "rss_growth_mb_after_5000_rounds",
        "peak_rss_mb",
    ],
    "fuzz_records.py": ["inputs", "answers", "seconds"],
    "probability.py": [
        "hands_per_s_d9_h7",
        "exact_pip_dist_s_d18_h15",
        "sim_speedup_2_workers",
        "sim_rounds",
        "sim_s_1_worker",
        "sim_s_2_workers",
        "cpus",
    ],
    "render.py": ["render_ms_4p_d9", "render_ms_8p_d18"],
    "strategy.py": [
        *(
            f"win_share_{level}_vs_greedy{end}"
            for level in ("random", "careful", "medium", "hard", "expert", "playout_policy", "best")
            for end in ("", "_low", "_high", "_rounds")
        ),
        "playout_policy_cost_vs_greedy",
        "decision_ms_hard_median",
        "decision_ms_hard_p90",
        "coach_ms_4p_d9",
        "brier_counts",
        "brier_reading",
        "calibration_decisions",
        "coach_agreement",
        "coach_agreement_low",
        "coach_agreement_high",
        "agreement_positions",
        "agreement_separated",
    ],
    "latency.py": ["click_to_board_ms"],
    "review.py": ["review_s_4p_d9", "review_s_one_seat_4p_d9", "review_many_speedup_2_workers"],
}
#: Each script with --quick takes seconds on two idle cores; this only stops a hung one.
TIMEOUT_S = 600


def _run(script: str, *args: str, cwd: Path = ROOT) -> str:
    path = BENCHMARKS / script
    if not path.exists():
        pytest.skip(f"benchmarks/{script} is not there yet")
    proc = subprocess.run(
        [sys.executable, str(path), "--quick", *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=TIMEOUT_S,
    )
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    return proc.stdout


def _params() -> list[object]:
    out: list[object] = []
    for script in JSON_KEYS:
        marks = [pytest.mark.browser] if script == "latency.py" else []
        out.append(pytest.param(script, marks=marks, id=script.removesuffix(".py")))
    return out


def test_every_benchmark_is_checked_here() -> None:
    scripts = {p.name for p in BENCHMARKS.glob("*.py")}
    assert scripts <= set(JSON_KEYS) | {"gallery.py"}, scripts - set(JSON_KEYS)


@pytest.mark.parametrize("script", _params())
def test_quick_run_prints_its_keys(script: str) -> None:
    if script == "latency.py" and not CHROMIUM.exists():
        pytest.skip(f"no Chromium at {CHROMIUM}: run `make chromium` (Debian's package)")
    out = _run(script)
    figures = json.loads(out.strip().splitlines()[-1])
    missing = [k for k in JSON_KEYS[script] if k not in figures]
    assert not missing, f"{script} --quick printed {sorted(figures)}, without {missing}"


def test_render_moves_prints_redraws_and_turns() -> None:
    """``render.py --moves`` (the redraw a player waits for, issue 26) runs on one small table."""
    out = _run("render.py", "--moves", "2", "--sets", "6", "--bots", "greedy")
    figures = json.loads(out.strip().splitlines()[-1])["d6-greedy"]
    for key in ("redraw_ms", "turn_ms"):
        assert {f"{key}_p50", f"{key}_p99", f"{key}_max"} <= set(figures), figures
    assert figures["moves"] > figures["turns"] > 0


def test_quick_gallery_draws_each_picture(tmp_path: Path) -> None:
    """The gallery prints the PNG files it wrote, one a line (in a folder of the test's own)."""
    out = _run("gallery.py", "--out", str(tmp_path / "gallery"))
    printed = [Path(line) for line in out.split()]
    assert printed, out
    assert all(p.exists() and p.stat().st_size > 0 for p in printed), printed
    names = {p.stem for p in printed}
    assert {"01_start_of_round", "05_end_4p_d9", "08_d18_2p_longest", "11_score_sheet"} <= names


def test_strategy_reports_a_level_at_a_mixed_table_and_under_gamerules() -> None:
    """``strategy.py --table mixed --preset gamerules`` (issue 38, item 3) names its keys so."""
    out = _run(
        "strategy.py", "--levels", "hard", "--table", "mixed", "--preset", "gamerules",
        "--calibration-rounds", "0",
    )  # fmt: skip
    figures = json.loads(out.strip().splitlines()[-1])
    share = figures["win_share_hard_vs_mixed_gamerules"]
    assert 0 <= figures["win_share_hard_vs_mixed_gamerules_low"] <= share <= 1
    assert figures["win_share_hard_vs_mixed_gamerules_rounds"] == 8
    assert "win_share_hard_vs_greedy" not in figures
