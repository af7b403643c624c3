"""The ``chickenfoot-nb`` command: check a game record, list the legal moves at its end, or draw it.

- ``chickenfoot-nb check FILE`` replays the record and prints its rounds, scores and winners.
- ``chickenfoot-nb moves FILE`` prints the legal actions of the seat to move at the end.
- ``chickenfoot-nb render FILE [--seat N] [-o OUT.svg|OUT.png]`` draws the position at the
  end of the last round as seat N sees it (its own hand face up, the others face down) or,
  without ``--seat``, with every hand face up; without ``-o`` the SVG goes to standard output.
- ``chickenfoot-nb review FILE [--seat N] [--samples N] [--seed S] [--json]`` reviews every
  finished round for every seat (or seat N): what its decisions cost and how much was luck
  (:mod:`chickenfoot_nb.review`), in words or, with ``--json``, as ``docs/review.md`` says.
- ``chickenfoot-nb lessons DIR`` copies the lesson notebooks (every language) into a new
  folder ``DIR``, to open with ``jupyter lab DIR`` (:mod:`chickenfoot_nb.lesson_files`).
- ``chickenfoot-nb class FILES_OR_DIR... [--csv OUT] [--html OUT]`` reads the learners'
  progress files and writes the class report (:mod:`chickenfoot_nb.classroom`), or prints
  it as a short table; each file it skips gets one line on standard error, and it exits 2
  only when no file could be read or an output could not be written.

Every command exits 0 when done; 1 when the record breaks a rule, with the JSON of
:func:`rule_broken` on standard output; 2 when the file is not a record or the request
cannot be met, with one line on standard error and nothing on standard output
(``docs/record-format.md`` gives every output).

>>> main(["--help"])  # doctest: +ELLIPSIS
usage: chickenfoot-nb ...
0
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from chickenfoot_nb.coach import DEFAULT_SAMPLES
from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.i18n import _, get_language, set_language
from chickenfoot_nb.lesson_files import copy_lessons
from chickenfoot_nb.match import Match
from chickenfoot_nb.record import RecordRuleError, load


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="chickenfoot-nb",
        description=(
            "Check, list the legal moves of, draw and review Chicken Foot game records "
            "(chickenfoot-record/1), or copy the lessons into a folder. Rounds and moves are "
            "counted from 1 in words (Round 1, move 16) and from 0 in JSON (round 0, step 15; "
            "the review's JSON also writes move 16)."
        ),
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
    review = sub.add_parser(
        "review", help="review finished rounds: what each decision cost, how much was luck"
    )
    review.add_argument("file")
    review.add_argument("--seat", type=int, default=None, help="review this seat only")
    review.add_argument(
        "--samples", type=int, default=DEFAULT_SAMPLES, help="worlds per estimate (default 200)"
    )
    review.add_argument("--seed", default="0", help="the seed of the sampled worlds (default 0)")
    review.add_argument("--json", action="store_true", help="print the review as JSON")
    lessons = sub.add_parser("lessons", help="copy the lesson notebooks into a new folder")
    lessons.add_argument("file", metavar="DIR", help="the folder to make")
    report = sub.add_parser(
        "class", help="the class report from the learners' progress files (nothing is sent)"
    )
    report.add_argument(
        "file",
        nargs="+",
        metavar="FILES_OR_DIR",
        help="progress files, or folders whose .json files (in any folder inside) are read",
    )
    report.add_argument(
        "--csv", default=None, metavar="OUT", help="write one row per learner and item as CSV"
    )
    report.add_argument(
        "--html", default=None, metavar="OUT", help="write the report and its plots as a web page"
    )
    return p


def check_value(m: Match) -> dict[str, Any]:
    """What ``check`` prints for a record that replays: each round's end and scores, the totals.

    >>> check_value(Match("spruce", players=2, seed=1))["rounds"]
    [{'double': 9, 'end': 'unfinished', 'scores': None}]
    """
    rounds = [
        {
            "double": r.double,
            "end": r.end or "unfinished",
            "scores": list(r.scores) if r.scores else None,
        }
        for r in m.rounds
    ]
    return {
        "valid": True,
        "rounds": rounds,
        "totals": list(m.totals),
        "complete": m.is_complete,
        "winners": list(m.winners) if m.winners is not None else None,
    }


def moves_value(m: Match) -> list[dict[str, Any]]:
    """What ``moves`` prints: the legal actions at the end of the record, in record form, sorted.

    >>> moves_value(Match("spruce", players=2, seed=1))
    [{'player': 0, 'action': 'draw'}]
    """
    r = m.current
    return [a.to_record(r.seat) for a in sorted(r.legal_actions(), key=lambda a: a.sort_key())]


def rule_broken(e: RecordRuleError) -> dict[str, Any]:
    """What every command prints for a record that breaks a rule: where, and which rule.

    >>> rule_broken(RecordRuleError("It is Seat 1's turn, not Seat 2's.", 0, 3))
    {'valid': False, 'round': 0, 'action': 3, 'error': "It is Seat 1's turn, not Seat 2's."}
    """
    return {"valid": False, "round": e.round, "action": e.action, "error": str(e)}


def render_end(m: Match, seat: int | None = None, output: str | None = None) -> None:
    """Draw the end of the match's last round to ``output`` (an .svg or a .png) or to stdout.

    A seat or a file name that cannot be drawn raises :class:`ChickenFootError`.

    >>> import os, tempfile
    >>> path = os.path.join(tempfile.mkdtemp(), "end.svg")
    >>> render_end(Match("spruce", players=["Ana", "Boris"], seed=1), 1, path)
    >>> open(path, encoding="utf-8").read().startswith("<svg")
    True
    >>> render_end(Match("spruce", players=2, seed=1), 2)
    Traceback (most recent call last):
    ...
    chickenfoot_nb.errors.ChickenFootError: --seat must be a seat from 0 to 1, not 2
    """
    r = m.current
    if seat is not None and not 0 <= seat < r.players:
        raise ChickenFootError(
            _("--seat must be a seat from 0 to {last}, not {seat}").format(
                last=r.players - 1, seat=seat
            )
        )
    suffix = Path(output).suffix.lower() if output is not None else ".svg"
    if suffix not in (".svg", ".png"):
        raise ChickenFootError(
            _("-o must name an .svg or a .png file, not {output}").format(output=output)
        )
    # the engine's command must not load svgwrite until a picture is asked for
    from chickenfoot_nb.render import round_svg, save_svg, to_png

    svg = round_svg(r, viewer=seat)
    try:
        if output is None:
            sys.stdout.write(svg + "\n")
        elif suffix == ".svg":
            save_svg(svg, output)
        else:
            to_png(svg, output)
    except ImportError as e:  # cairosvg, the optional `png` extra, says how to install it
        raise ChickenFootError(str(e)) from None
    except OSError as e:
        raise ChickenFootError(
            _("cannot write {path}: {reason}").format(path=output, reason=e.strerror or e)
        ) from None


def review_command(
    m: Match, seat: int | None, samples: int, seed: str, *, as_json: bool = False
) -> int:
    """Print the review of every finished round of ``m`` (for ``seat`` only when given).

    Without ``as_json`` the review is said in words, in the language spoken; with it, the
    JSON of ``docs/review.md``. Words count rounds and moves from 1 (``Round 1``, ``move 16``),
    the JSON from 0 (``"round": 0``, ``"step": 15``) beside the numbers the words say
    (``"round_number": 1``, ``"move": 16``). A seed of digits is read as a number. A seat that does not
    play, too few samples or no finished round raise :class:`ChickenFootError`.

    >>> m = Match("spruce", players=2, seed=4)
    >>> m.current.play_greedily()
    >>> review_command(m, 0, 10, "0")  # doctest: +ELLIPSIS
    Round 1 (double 9|9)
    Seat 0 had a ... chance of winning before the deal; ...
    0
    """
    from chickenfoot_nb.review import review

    if seat is not None and not 0 <= seat < m.players:
        raise ChickenFootError(
            _("--seat must be a seat from 0 to {last}, not {seat}").format(
                last=m.players - 1, seat=seat
            )
        )
    key: int | str = int(seed) if seed.isdigit() else seed
    done = review(m, None if seat is None else [seat], samples=samples, seed=key)
    assert done is not None
    if as_json:
        _print_json(done.to_json())
        return 0
    shown = -1
    for s in done.seats:
        if s.round != shown:
            shown = s.round
            double = m.rounds[s.round].double
            sys.stdout.write(
                _("Round {n} (double {double}|{double})").format(n=s.round_number, double=double)
                + "\n"
            )
        for line in s.sentences:
            sys.stdout.write(line + "\n")
    return 0


def class_command(sources: Sequence[str], csv: str | None, page: str | None) -> int:
    """Write the class report of ``sources`` to ``csv`` and ``page`` (HTML), or print it.

    Each file skipped gets one line on standard error. No file read at all, or an output
    that cannot be written, raise :class:`ChickenFootError`.

    >>> class_command(["no/such.json"], None, None)
    Traceback (most recent call last):
    ...
    chickenfoot_nb.errors.ChickenFootError: No progress file could be read.
    """
    from chickenfoot_nb.classroom import class_report

    report = class_report(sources)
    for line in report.skipped:
        sys.stderr.write(f"chickenfoot-nb: {line}\n")
    if not report.learners:
        raise ChickenFootError(_("No progress file could be read."))
    try:
        if csv is not None:
            report.to_csv(csv)
        if page is not None:
            report.to_html(page)
    except OSError as e:
        raise ChickenFootError(
            _("cannot write {path}: {reason}").format(path=e.filename, reason=e.strerror or e)
        ) from None
    if csv is None and page is None:
        sys.stdout.write(report.table() + "\n")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit code (0 done, 1 a rule broken, 2 not a record).

    The JSON is the same in every language, its rule in English; the one line of an error
    on standard error, and a review said in words, are in the language that
    ``CHICKENFOOT_LANG`` chooses.
    """
    try:
        args = _parser().parse_args(argv)
    except SystemExit as e:
        return int(e.code or 0)
    spoken = get_language()
    in_words = args.command == "class" or (args.command == "review" and not args.json)
    set_language(spoken if in_words else "en")
    try:
        return _run(args)
    except ChickenFootError as e:
        failure = e
    finally:
        set_language(spoken)
    if spoken != "en" and not in_words:
        # The same steps fail the same way: taken again, they say why in the language spoken.
        try:
            _run(args)
        except ChickenFootError as e:
            failure = e
    # one line whatever the message holds: a name or a file name may hold a line break
    where = args.file if isinstance(args.file, str) else " ".join(args.file)
    words = " ".join(f"chickenfoot-nb: {where}: {failure}".splitlines())
    sys.stderr.write(words + "\n")
    return 2


def _run(args: argparse.Namespace) -> int:
    """Take the command; a record that breaks a rule prints its JSON, anything else raises."""
    if args.command == "class":
        return class_command(args.file, args.csv, args.html)
    if args.command == "lessons":
        where = copy_lessons(Path(args.file))
        sys.stdout.write(
            _("The lessons are in {folder}: jupyter lab {folder}").format(folder=where) + "\n"
        )
        return 0
    try:
        m = load(args.file)
        if args.command == "render":
            render_end(m, args.seat, args.output)
            return 0
    except RecordRuleError as e:
        _print_json(rule_broken(e))
        return 1
    if args.command == "review":
        return review_command(m, args.seat, args.samples, args.seed, as_json=args.json)
    _print_json(check_value(m) if args.command == "check" else moves_value(m))
    return 0


def _print_json(value: Any) -> None:
    sys.stdout.write(json.dumps(value) + "\n")
