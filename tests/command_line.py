"""Running ``chickenfoot-nb`` in-process, as the tests of the command and of records do."""

from __future__ import annotations

import io
from contextlib import redirect_stderr, redirect_stdout
from dataclasses import dataclass

from chickenfoot_nb.cli import main


@dataclass(frozen=True)
class Ran:
    """What one run of the command gave: its exit code, standard output and standard error."""

    code: int
    out: str
    err: str


def run_command(*argv: str) -> Ran:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = main(list(argv))
    return Ran(code, out.getvalue(), err.getvalue())


def assert_not_a_record(ran: Ran, file: str) -> None:
    """Exit 2, nothing on standard output, and one line on standard error naming ``file``."""
    assert ran.code == 2, ran
    assert ran.out == ""
    assert ran.err.startswith(f"chickenfoot-nb: {file}: ") and ran.err.endswith("\n")
    assert len(ran.err.splitlines()) == 1 and "Traceback" not in ran.err
    assert len(ran.err) > len(f"chickenfoot-nb: {file}: ") + 10
