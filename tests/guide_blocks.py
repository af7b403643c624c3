"""Run the code blocks of the user's guide (``docs/guide/``) as a reader would, in order.

Standard library only, so that a fresh virtualenv with the package alone runs it too
(``tests/test_release.py``): ``python tests/guide_blocks.py FOLDER PAGE.md ...`` runs each page
in a new folder under FOLDER, skips the blocks that need an extra, and prints one JSON line
saying how each page and each everyday task went. ``tests/test_guide.py`` uses the same
functions in the suite's own environment, extras included.

- A ```python block is executed one statement at a time; the blocks of one page share one
  namespace, in page order. A bare expression whose comment shows a value (``r  # <Round ...>``)
  must show it (``run_python``).
  A block whose first line says ``# needs the X extra`` needs ``chickenfoot_nb[X]``.
- A ```sh block is a list of commands, one a line: ``chickenfoot-nb ...`` (with
  ``NAME=value`` settings before it) runs as this Python's ``-m chickenfoot_nb`` and must exit
  0, or the code its comment gives (``# exits 2``), and print what its comment shows (JSON
  on standard output, ``# {...}``; the line on standard error of an exit 2); a comment ``# needs the X extra`` on any
  of its lines makes the whole block need it; ``pip install "chickenfoot_nb[...]"`` is checked by ``tests/test_guide.py``
  against ``pyproject.toml`` (it would install from the network), never run.
"""

from __future__ import annotations

import ast
import contextlib
import io
import json
import os
import re
import shlex
import subprocess
import sys
import tokenize
import traceback
from dataclasses import dataclass
from pathlib import Path
from typing import Any

GUIDE = Path(__file__).resolve().parent.parent / "docs" / "guide"
#: The task pages, in the order a reader meets them (``index.md`` lists them so).
PAGES = [
    "play.md",
    "coach.md",
    "review.md",
    "tournament.md",
    "puzzles.md",
    "languages.md",
    "pictures.md",
    "command-line.md",
]
_FENCE = re.compile(r"^```(\w+)[^\n]*\n(.*?)^```[ \t]*$", re.S | re.M)
_NEEDS = re.compile(r"#\s*needs the (\w+) extra")
_EXITS = re.compile(r"#.*\bexits (\d+)")
#: What a shell line's comment says it prints, after ``exits N:`` if any.
_SAID = re.compile(r"\s#\s*(?:exits \d+:?\s*)?(.*)$")
_SETTING = re.compile(r"^[A-Z_][A-Z0-9_]*=")
#: A comment that shows a value rather than saying words: a repr, a string, a list, a bool.
_SHOWN = re.compile(r"^(<|'|\"|\[|\(|True$|False$|-?\d)")


@dataclass(frozen=True)
class Block:
    """One fenced code block of a guide page: its language, code, line and the extras it needs."""

    page: str
    language: str
    code: str
    line: int

    @property
    def needs(self) -> set[str]:
        """The extras this block needs (its first line for Python, any line for shell)."""
        lines = self.code.splitlines()[:1] if self.language == "python" else self.code.splitlines()
        return {m for line in lines for m in _NEEDS.findall(line)}

    @property
    def where(self) -> str:
        """The block's first line, as ``docs/guide/PAGE:LINE``."""
        return f"docs/guide/{self.page}:{self.line}"


@dataclass(frozen=True)
class Task:
    """One everyday task of issue 43: the guide block that shows it, and what must then hold.

    ``shows`` is text of a Python block of ``page``; ``holds`` is an expression that must be
    true in the page's namespace right after that block has run.
    """

    name: str
    page: str
    shows: str
    holds: str


#: The eight everyday tasks a new user tried (issue 43, "Why"), each played from the guide.
TASKS = [
    Task("saving a game", "play.md", 'save(done, "my_round.json")',
         "match.current.history == done.history and match.names == done.names"),
    Task("seeds", "play.md", 'Match("spruce", players=4, seed=7)',
         'match.current.dealt == Round.deal("spruce", players=4, seed=7).dealt'),
    Task("dealing", "play.md", 'deal("spruce", 4, seed=7)',
         "tiles == match.current.dealt and len(tiles.hands) == 4"),
    Task("text moves", "play.md", 'why_illegal(r, "play 10|4 on 9|9")',
         "'no 10|4 in a double-9 set' in refused and r.history[-1] == (0, 'play 9|9')"),
    Task("numbering", "review.md", "seat.round_number",
         "seat.round_number == seat.round + 1"
         " and all(d.move == d.step + 1 for d in seat.decisions)"
         " and f'move {seat.worst.move}' in ' '.join(seat.sentences)"),
    Task("reprs", "coach.md", "analysis.best",
         "all(len(repr(v)) < 200 and '\\n' not in repr(v) and not __import__('re').search(r'\\.\\d{5}', repr(v))"
         " for v in (r, analysis, analysis.best))"),
    Task("tables' shape", "tournament.md", "table.to_csv()",
         "isinstance(table.rows, list) and set(table.rows[0]) == set(table.to_csv().splitlines()[0].split(','))"
         " and type(table.plot()).__name__ == 'Chart'"),
    Task("hostile files", "puzzles.md", 'load_puzzles("deep.json")',
         "'10000 deep' in refused and '\\n' not in refused and len(refused) < 200"),
]  # fmt: skip


def blocks(page: str) -> list[Block]:
    """The ```python and ```sh blocks of a guide page, in page order."""
    text = (GUIDE / page).read_text(encoding="utf-8")
    found = []
    for m in _FENCE.finditer(text):
        language = m.group(1)
        if language in ("python", "sh"):
            line = text.count("\n", 0, m.start()) + 2
            found.append(Block(page, language, m.group(2), line))
    return found


def commands(block: Block) -> list[str]:
    """The command lines of a shell block (blank lines and whole-line comments left out)."""
    return [line for line in block.code.splitlines() if line.strip() and not line.startswith("#")]


def run_command(line: str, where: Path) -> None:
    """Run one ``chickenfoot-nb`` line of a shell block in ``where``, checking its exit code."""
    words = shlex.split(line, comments=True)
    env = dict(os.environ)
    while words and _SETTING.match(words[0]):
        name, value = words.pop(0).split("=", 1)
        env[name] = value
    if words[:2] == ["pip", "install"]:
        return
    if not words or words[0] != "chickenfoot-nb":
        raise AssertionError(f"the guide runs chickenfoot-nb and pip install lines only: {line}")
    expected = _EXITS.search(line)
    done = subprocess.run(
        [sys.executable, "-m", "chickenfoot_nb", *words[1:]],
        cwd=where, env=env, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    code = int(expected.group(1)) if expected else 0
    if done.returncode != code:
        raise AssertionError(
            f"{line!r} exited {done.returncode}, not {code}:\n{done.stderr[-2000:]}"
        )
    said = _SAID.search(line)
    shown = (done.stderr if code == 2 else done.stdout).strip()
    checked = said and (code == 2 or said.group(1).startswith(("{", "[")))
    if said and checked and not _shows(said.group(1).strip(), shown):
        raise AssertionError(f"{line!r} printed {shown[:300]!r}")


def run_python(block: Block, namespace: dict[str, Any]) -> None:
    """Run a Python block one statement at a time, as a doctest would, in ``namespace``.

    A bare expression whose line ends in a comment that shows a value (``# True``,
    ``# 'a sentence'``, ``# <Round ...>``, ``# [Action.parse('play 9|9')]``) must show that value
    there: its ``repr``, where ``...`` in the comment stands for any text.
    """
    tree = ast.increment_lineno(ast.parse(block.code), block.line - 1)
    lines = block.code.splitlines()
    page = f"docs/guide/{block.page}"
    for statement in tree.body:
        where = f"{page}:{statement.lineno}"
        if not isinstance(statement, ast.Expr):
            exec(compile(ast.Module(body=[statement], type_ignores=[]), page, "exec"), namespace)
            continue
        value = eval(compile(ast.Expression(statement.value), page, "eval"), namespace)
        said = _comment(lines[(statement.end_lineno or statement.lineno) - block.line])
        if said is not None and not _shows(said, repr(value)):
            raise AssertionError(f"{where} shows {repr(value)[:300]}, not {said}")


def _comment(line: str) -> str | None:
    """The value a line's comment shows, or None when the comment is words (or missing)."""
    for token in tokenize.generate_tokens(io.StringIO(line).readline):
        if token.type == tokenize.COMMENT:
            said = token.string.lstrip("#").strip()
            return said if _SHOWN.match(said) else None
    return None


def _shows(said: str, shown: str) -> bool:
    """Whether ``shown`` is ``said``, each ``...`` in ``said`` standing for any text."""
    parts = said.split("...")
    if len(parts) == 1:
        return shown == said
    if not shown.startswith(parts[0]) or not shown.endswith(parts[-1]):
        return False
    at = len(parts[0])
    for part in parts[1:-1]:
        found = shown.find(part, at)
        if found < 0:
            return False
        at = found + len(part)
    return len(shown) >= len(parts[0]) + len(parts[-1]) and at <= len(shown) - len(parts[-1])


def run_page(
    page: str,
    where: Path,
    *,
    skip: set[str] | None = None,
    until: str | None = None,
    tasks: list[Task] | None = None,
) -> dict[str, Any]:
    """Run the page's blocks in folder ``where``, in one namespace, and return the namespace.

    Blocks that need an extra in ``skip`` are left out. With ``until``, the run stops after
    the first Python block holding that text. Each of ``tasks`` is judged right after the
    block that shows it: the namespace's ``__tasks__`` maps its name to True or to why not.
    A failing block raises an :class:`AssertionError` that names its page and line.
    """
    namespace: dict[str, Any] = {"__name__": "__guide__", "__tasks__": {}}
    here = Path.cwd()
    os.chdir(where)
    try:
        for block in blocks(page):
            if block.needs & (skip or set()):
                continue
            try:
                if block.language == "sh":
                    for line in commands(block):
                        run_command(line, where)
                else:
                    run_python(block, namespace)
            except Exception as e:
                raise AssertionError(f"the block at {block.where} fails: {e!r}") from e
            for task in tasks or []:
                if block.language == "python" and task.shows in block.code:
                    namespace["__tasks__"].setdefault(task.name, _judge(task, namespace))
            if until is not None and block.language == "python" and until in block.code:
                break
    finally:
        os.chdir(here)
        _tidy()
    return namespace


def _judge(task: Task, namespace: dict[str, Any]) -> bool | str:
    try:
        return bool(eval(task.holds, namespace)) or f"{task.holds} is false"
    except Exception:
        return traceback.format_exc(limit=2)


def _tidy() -> None:
    """Back to English, and no figure left open, whatever a page did."""
    if "chickenfoot_nb" in sys.modules:
        sys.modules["chickenfoot_nb"].set_language("en")
    if "matplotlib.pyplot" in sys.modules:
        sys.modules["matplotlib.pyplot"].close("all")


def main(argv: list[str]) -> int:
    """``FOLDER PAGE...``: run each page with every extra skipped, print one JSON line."""
    os.environ.setdefault("MPLBACKEND", "Agg")
    folder, pages = Path(argv[0]), argv[1:]
    extras = {name for page in pages for block in blocks(page) for name in block.needs}
    report: dict[str, Any] = {"pages": {}, "tasks": {}}
    for page in pages:
        where = folder / page.removesuffix(".md")
        where.mkdir(parents=True)
        mine = [t for t in TASKS if t.page == page]
        try:
            with contextlib.redirect_stdout(sys.stderr):  # standard output is the report's
                namespace = run_page(page, where, skip=extras, tasks=mine)
            report["pages"][page] = "ok"
            report["tasks"].update(namespace["__tasks__"])
        except Exception as e:  # each page's failure is reported; the others still run
            report["pages"][page] = f"{e}\n{traceback.format_exc(limit=3)}"
    import chickenfoot_nb

    report["package"] = chickenfoot_nb.__file__
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
