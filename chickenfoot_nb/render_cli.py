"""``chickenfoot-nb render FILE [--seat N] [-o OUT.svg|OUT.png]``: draw the end of a record.

The position at the end of the record's last round is drawn as seat N sees it (its own
hand face up, the others face down) or, without ``--seat``, with every hand face up.
Without ``-o`` the SVG goes to standard output. Exit codes are those of ``check``: 0 drawn,
1 the record breaks a rule (the same JSON as ``check`` on standard output), 2 not a
record or not a drawable request (one line on standard error).

>>> import os, tempfile
>>> from chickenfoot_nb.match import Match
>>> from chickenfoot_nb.record import save
>>> folder = tempfile.mkdtemp()
>>> save(Match("spruce", players=["Ana", "Boris"], seed=1), os.path.join(folder, "m.json"))
>>> render_command(os.path.join(folder, "m.json"), 1, os.path.join(folder, "m.svg"))
0
>>> open(os.path.join(folder, "m.svg"), encoding="utf-8").read().startswith("<svg")
True
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from chickenfoot_nb.errors import ChickenFootError, RecordError
from chickenfoot_nb.record import RecordRuleError, load


def _fail(file: str, words: str) -> int:
    sys.stderr.write(f"chickenfoot-nb: {file}: {words}\n")
    return 2


def render_command(file: str, seat: int | None, output: str | None) -> int:
    """Draw the position at the end of the record ``file``; returns the exit code."""
    try:
        m = load(file)
    except RecordRuleError as e:
        error = {"valid": False, "round": e.round, "action": e.action, "error": str(e)}
        sys.stdout.write(json.dumps(error) + "\n")
        return 1
    except (RecordError, ChickenFootError) as e:
        return _fail(file, str(e))
    r = m.current
    if seat is not None and not 0 <= seat < r.players:
        return _fail(file, f"--seat must be a seat from 0 to {r.players - 1}, not {seat}")
    suffix = Path(output).suffix.lower() if output is not None else ".svg"
    if suffix not in (".svg", ".png"):
        return _fail(file, f"-o must name an .svg or a .png file, not {output}")
    from chickenfoot_nb.render import round_svg, save_svg, to_png

    svg = round_svg(r, viewer=seat)
    try:
        if output is None:
            sys.stdout.write(svg + "\n")
        elif suffix == ".svg":
            save_svg(svg, output)
        else:
            to_png(svg, output)
    except ImportError as e:
        return _fail(file, str(e))
    except OSError as e:
        return _fail(file, f"cannot write {output}: {e.strerror or e}")
    return 0
