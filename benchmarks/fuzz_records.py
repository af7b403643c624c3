"""Fuzzing records: prints one JSON line with the inputs tried and the answers by kind.

    python benchmarks/fuzz_records.py [--inputs N] [--commands] [--quick]

The inputs and the checks are those of ``tests/test_records_fuzz.py`` (mutated records,
cut text, changed bytes, arbitrary JSON and bytes). Keys: ``inputs`` (how many were tried),
``answers`` (how ``record.loads`` answered, by kind: ``loaded``, ``rule broken`` or the kind
of refusal), ``exits`` (with ``--commands``, the exit codes of ``check`` and ``moves`` on
the same inputs) and ``seconds``. An input that gets any other answer stops the run with
the failing input, as a hypothesis test does. ``--quick`` tries 30 inputs (the suite's
smoke run, ``tests/test_benchmarks.py``).
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.test_records_fuzz import ANSWERS, EXITS, INPUTS, check_command, check_input  # noqa: E402


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--inputs", type=int, default=2000, help="how many inputs to try")
    p.add_argument("--commands", action="store_true", help="run check and moves on each too")
    p.add_argument("--quick", action="store_true", help="30 inputs: a smoke run")
    args = p.parse_args()
    if args.quick:
        args.inputs = min(args.inputs, 30)

    @settings(
        max_examples=args.inputs,
        deadline=None,
        database=None,
        suppress_health_check=list(HealthCheck),
    )
    @given(INPUTS, st.sampled_from(["check", "moves"]))
    def fuzz(folder: Path, given_input: str | bytes, command: str) -> None:
        check_input(given_input)
        if args.commands:
            check_command(given_input, command, folder)

    start = time.perf_counter()
    with tempfile.TemporaryDirectory() as folder:
        fuzz(Path(folder))
    seconds = time.perf_counter() - start
    out = {"inputs": sum(ANSWERS.values()), "answers": dict(ANSWERS.most_common())}
    if args.commands:
        out["exits"] = dict(EXITS.most_common())
    print(json.dumps({**out, "seconds": round(seconds, 1)}))


if __name__ == "__main__":
    main()
