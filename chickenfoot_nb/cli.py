"""The ``chickenfoot-nb`` command: check a game record, or list the legal moves at its end.

>>> main(["--help"])  # doctest: +ELLIPSIS
usage: chickenfoot-nb ...
0
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any

from chickenfoot_nb.errors import ChickenFootError, RecordError
from chickenfoot_nb.record import RecordRuleError, load


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="chickenfoot-nb",
        description="Check Chicken Foot game records (chickenfoot-record/1) and list legal moves.",
    )
    sub = p.add_subparsers(dest="command", required=True)
    check = sub.add_parser("check", help="replay a record and print its rounds, scores and winners")
    check.add_argument("file")
    moves = sub.add_parser("moves", help="print the legal actions of the seat to move at the end")
    moves.add_argument("file")
    render = sub.add_parser("render", help="draw the position at the end of a record as SVG or PNG")
    render.add_argument("file")
    render.add_argument("--seat", type=int, default=None, help="draw it as this seat sees it")
    render.add_argument(
        "-o", "--output", default=None, help="OUT.svg or OUT.png (default: stdout SVG)"
    )
    return p


def _emit(value: Any) -> None:
    sys.stdout.write(json.dumps(value) + "\n")


def check_result(path: str) -> tuple[int, Any]:
    """The exit code and JSON value of ``chickenfoot-nb check path``."""
    try:
        m = load(path)
    except RecordRuleError as e:
        return 1, {"valid": False, "round": e.round, "action": e.action, "error": str(e)}
    rounds = [
        {
            "double": r.double,
            "end": r.end or "unfinished",
            "scores": list(r.scores) if r.scores else None,
        }
        for r in m.rounds
    ]
    return 0, {
        "valid": True,
        "rounds": rounds,
        "totals": list(m.totals),
        "complete": m.is_complete,
        "winners": list(m.winners) if m.winners is not None else None,
    }


def moves_result(path: str) -> tuple[int, Any]:
    """The exit code and JSON value of ``chickenfoot-nb moves path``."""
    try:
        m = load(path)
    except RecordRuleError as e:
        return 1, {"valid": False, "round": e.round, "action": e.action, "error": str(e)}
    r = m.current
    acts = sorted(r.legal_actions(), key=lambda a: a.sort_key())
    return 0, [a.to_record(r.seat) for a in acts]


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit code (0 valid, 1 a rule broken, 2 not a record)."""
    try:
        args = _parser().parse_args(argv)
    except SystemExit as e:
        return int(e.code or 0)
    try:
        if args.command == "check":
            code, value = check_result(args.file)
        elif args.command == "moves":
            code, value = moves_result(args.file)
        else:
            from chickenfoot_nb.render_cli import render_command

            return render_command(args.file, args.seat, args.output)
    except RecordError as e:
        sys.stderr.write(f"chickenfoot-nb: {args.file}: {e}\n")
        return 2
    except ChickenFootError as e:
        sys.stderr.write(f"chickenfoot-nb: {args.file}: {e}\n")
        return 2
    _emit(value)
    return code
