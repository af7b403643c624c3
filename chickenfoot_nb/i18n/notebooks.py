"""The lessons in every language, written once in English: a catalog per language translates their markdown.

Run from the repository (Babel and nbformat are test dependencies, not runtime ones)::

    python -m chickenfoot_nb.i18n.notebooks          # extract, merge, generate (``make lessons``)
    python -m chickenfoot_nb.i18n.notebooks --check  # change nothing; list what is stale or missing

As Sphinx's gettext builder does for documentation, each block of a lesson's markdown (a
heading, a paragraph, a list, a table) is one message of ``notebooks/locale/lessons.pot``,
located by notebook and cell (``#: 03_arms_and_turns.ipynb#03-05``) and in reading order.
``notebooks/locale/<lang>.po`` translates them, and the lessons of ``notebooks/<lang>/`` are
generated from the English ones and those catalogs:

- a first code cell sets the language (``chickenfoot_nb.set_language("bs")``); every other
  cell keeps its id, so that generating twice changes nothing;
- code cells are the English ones, with two exceptions: what a cell prints is translated,
  and a record the lesson loads from ``positions/`` is loaded from ``../positions/`` (a
  string literal starting ``positions/`` gets ``../``), since the copies sit one folder
  deeper and the kernel starts in the notebook's folder;
- a string literal with words given to ``print(...)``, or to a keyword argument that a
  package function shows as given (:data:`SHOWN_KEYWORDS`: ``captions=``, ``what=``), is a
  message as well (an f-string too; the pieces of an implicit concatenation are one),
  located by its cell and marked ``#. printed by the code``. Its translation keeps every
  ``{expression}`` as written, and the copy prints the translated literal, split over as
  many lines as the English is (see :func:`printed`). What a lesson prints beside such
  literals comes from the package, which speaks the language already; a number it prints
  goes through ``number()``, ``percent()`` or ``signed()`` of :mod:`chickenfoot_nb.i18n`
  (and a move through ``action_words()``), never an English format spec such as
  ``{x:.1%}`` (:func:`number_formats` names one), so that every copy writes it its own way;
- links to another lesson (``03_arms_and_turns.ipynb``) stay as they are and so lead to the
  same language's copy; other relative links (``../docs/…``, ``README.md``) get ``../``;
- the cell :data:`LANGUAGES_CELL` of ``00_start_here`` (the line linking the lesson in the
  other languages) is generated for each language, never translated;
- a message with no translation yet, or a fuzzy one, stays in English: :func:`problems`
  names it, and ``tests/test_i18n_notebooks.py`` fails until it is translated.

A new lesson, or a changed paragraph, needs one command: ``make lessons`` puts the new
messages in every ``.po`` with an empty ``msgstr`` (a changed paragraph keeps its old
translation, marked fuzzy, beside the new English), and ``--check`` lists them.

>>> [b for b, _sep in blocks("# Title\\nText\\nmore.\\n\\n- a\\n- b")]
['# Title', 'Text\\nmore.', '- a\\n- b']
"""

from __future__ import annotations

import argparse
import ast
import io
import re
import sys
import tokenize
from collections.abc import Iterable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import nbformat
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

from chickenfoot_nb.i18n import LANGUAGES
from chickenfoot_nb.i18n.build import _DATE, CATALOG_LANGUAGES, message_problems, settled

ROOT = Path(__file__).resolve().parents[2]
LESSONS = ROOT / "notebooks"
LOCALE = LESSONS / "locale"
TEMPLATE = LOCALE / "lessons.pot"
#: The English lesson's cell that links the lesson in the other languages.
LANGUAGES_CELL = "00-languages"
#: The id of the generated first cell, the one that sets the language.
SET_LANGUAGE_CELL = "set-language"
#: The words around the generated links to the other languages, in each language.
_OTHER_LANGUAGES = {
    "en": "This lesson in other languages:",
    "bs": "Ova lekcija na drugim jezicima:",
    "sr": "Ова лекција на другим језицима:",
    "bg": "Този урок на други езици:",
}
#: Serbian Latin has no lessons of its own: the Cyrillic ones say how to switch the package.
_LATIN_NOTE = (
    "Пакет може да пише и латиницом: у првој ћелији напиши "
    '`chickenfoot_nb.set_language("sr-Latn")` (текст лекција остаје на ћирилици).'
)

_BLANK = re.compile(r"\n[ \t]*\n+")
_HEADING = re.compile(r"^#{1,6} ")
_CODE_SPAN = re.compile(r"(`+)(.+?)\1", re.S)
_LINK = re.compile(r"\]\(([^)\s]+)\)")
_MATH = re.compile(r"\$[^$\n]+\$")
_TILE = re.compile(r"(?<![\d|])\d{1,2}\|\d{1,2}(?![\d|])")
_LESSON_LINK = re.compile(r"^\d\d_[\w-]+\.ipynb(#.*)?$")
_POSITIONS = re.compile(r"""(["'])positions/""")
#: The note on a message that a code cell prints, for the translator and for the checks.
PRINTED_NOTE = "printed by the code: keep every {…} exactly as it is"
_WORD = re.compile(r"[^\W\d_]{2,}")
#: Keyword arguments whose text a package function shows as it is given (a caption, a title,
#: what an estimate measures): a literal given to one is a message, as a printed one is.
SHOWN_KEYWORDS = frozenset({"captions", "caption", "title", "what"})
_MAGIC = re.compile(r"^([ \t]*)([%!].*)$", re.M)


@dataclass(frozen=True)
class Printed:
    """A string literal a code cell prints: its text (the message) and where it is written.

    ``start`` and ``end`` are offsets in the cell's source; an English literal split over
    several lines (implicit concatenation) is one message, and ``indent`` and ``width`` say how
    to split its translation the same way.
    """

    text: str
    start: int
    end: int
    prefix: str
    quote: str
    pieces: int
    indent: int
    width: int

    def literal(self, text: str) -> str:
        """``text`` written as this literal is, split over lines as the English is."""
        if self.pieces == 1:
            return f"{self.prefix}{self.quote}{text}{self.quote}"
        lines: list[str] = []
        for word in _words(text):
            if lines and len(lines[-1]) + len(word) <= self.width:
                lines[-1] += word
            else:
                lines.append(word)
        joint = "\n" + " " * self.indent
        return joint.join(f"{self.prefix}{self.quote}{line}{self.quote}" for line in lines)


def placeholders(text: str) -> list[str]:
    """The ``{expression}`` parts of an f-string's text, nested braces included, in order.

    >>> placeholders("{n} of {', '.join(f'{k}' for k in ks)} {{not}}")
    ['{n}', "{', '.join(f'{k}' for k in ks)}"]
    """
    out, depth, start, i = [], 0, 0, 0
    while i < len(text):
        if depth == 0 and text[i : i + 2] in ("{{", "}}"):
            i += 2
            continue
        if text[i] == "{":
            start = i if depth == 0 else start
            depth += 1
        elif text[i] == "}" and depth:
            depth -= 1
            if depth == 0:
                out.append(text[start : i + 1])
        i += 1
    return out


#: A format spec that writes a number the English way: decimals, a percentage, grouping.
_NUMBER_SPEC = re.compile(r"^[<>^=]?[+\- ]?#?0?\d*[,_]?(\.\d+)?[eEfFgGn%]?$")


def _spec(expression: str) -> str | None:
    """The format spec of a placeholder's text (``x:.1%`` gives ``.1%``), or None."""
    depth, quote = 0, ""
    for i in range(len(expression) - 1, -1, -1):
        ch = expression[i]
        if quote:
            quote = "" if ch == quote else quote
        elif ch in "'\"":
            quote = ch
        elif ch in ")]}":
            depth += 1
        elif ch in "([{":
            depth -= 1
        elif ch == ":" and depth == 0:
            spec = expression[i + 1 :]
            return None if "lambda" in expression[:i] else spec
    return None


def number_formats(text: str) -> list[str]:
    """The placeholders of a printed literal that write a number in English format.

    A lesson says its numbers through :func:`~chickenfoot_nb.i18n.number`,
    :func:`~chickenfoot_nb.i18n.percent` and :func:`~chickenfoot_nb.i18n.signed`, so that
    every language's copy writes them its own way; a translation keeps the call as it is.

    >>> number_formats("{m.win:.1%} {n:,} {x[1:2]} {k!r} {w:>8} {percent(p, 1)} {v:5.2f}")
    ['{m.win:.1%}', '{n:,}', '{v:5.2f}']
    """
    out = []
    for expression in placeholders(text):
        spec = _spec(expression[1:-1])
        if spec and _NUMBER_SPEC.match(spec) and re.search(r"[,_.eEfFgGn%]", spec):
            out.append(expression)
    return out


def _words(text: str) -> list[str]:
    """``text`` cut after each space outside a placeholder: the pieces a long literal is split at."""
    inside: set[int] = set()
    for expression in placeholders(text):
        at = text.find(expression)
        inside.update(range(at, at + len(expression)))
    out, start = [], 0
    for i, ch in enumerate(text):
        if ch == " " and i not in inside:
            out.append(text[start : i + 1])
            start = i + 1
    return [*out, text[start:]] if start < len(text) else out


def _says_words(text: str) -> bool:
    rest = text
    for expression in placeholders(text):
        rest = rest.replace(expression, " ")
    return bool(_WORD.search(rest))


def shown_arguments(call: ast.Call) -> list[ast.expr]:
    """The arguments of ``call`` that the learner reads as written.

    Those are what ``print(...)`` is given, and a keyword argument of :data:`SHOWN_KEYWORDS`
    (a list or tuple of them too: ``captions=["Seat 1's hand", …]``).
    """
    out = list(call.args) if getattr(call.func, "id", None) == "print" else []
    for keyword in call.keywords:
        if keyword.arg in SHOWN_KEYWORDS:
            value = keyword.value
            out += value.elts if isinstance(value, (ast.List, ast.Tuple)) else [value]
    return out


def parsed(source: str) -> ast.Module | None:
    """A code cell's Python, its IPython line magics blanked (offsets kept); None if it is none."""
    masked = _MAGIC.sub(lambda m: m.group(1) + "#" + " " * (len(m.group(2)) - 1), source)
    try:
        return ast.parse(masked)
    except SyntaxError:
        return None


def printed(source: str) -> list[Printed]:
    """The string literals with words that ``source`` prints or shows (see :func:`shown_arguments`).

    >>> [p.text for p in printed('print(f"{n} tiles", end="")\\nprint("->", x)')]
    ['{n} tiles']
    >>> [p.text for p in printed('show(h, captions=["Your hand", name])')]
    ['Your hand']
    """
    tree = parsed(source)
    if tree is None:
        return []
    starts = [0]
    for line in source.splitlines(keepends=True):
        starts.append(starts[-1] + len(line))

    def offset(line: int, col: int) -> int:
        text = source[starts[line - 1] : starts[line]]
        return starts[line - 1] + len(text.encode()[:col].decode())

    out = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        for arg in shown_arguments(node):
            literal = isinstance(arg, ast.JoinedStr) or (
                isinstance(arg, ast.Constant) and isinstance(arg.value, str)
            )
            if not literal or arg.end_lineno is None or arg.end_col_offset is None:
                continue
            start = offset(arg.lineno, arg.col_offset)
            end = offset(arg.end_lineno, arg.end_col_offset)
            found = _pieces(source[start:end])
            if found is not None and _says_words(found.text):
                out.append(replace(found, start=start, end=end))
    return sorted(out, key=lambda p: p.start)


def _pieces(segment: str) -> Printed | None:
    """One literal's text, read from its pieces' tokens; None for bytes, raw or triple quotes."""
    tokens = [
        t
        for t in tokenize.generate_tokens(io.StringIO("(" + segment + ")").readline)
        if t.type == tokenize.STRING
    ]
    pieces = []
    for t in tokens:
        prefix = re.match(r"[A-Za-z]*", t.string).group(0)  # type: ignore[union-attr]
        quote = t.string[len(prefix)]
        if prefix.lower() not in ("", "f") or t.string[len(prefix) :].startswith(quote * 3):
            return None
        pieces.append((prefix.lower(), quote, t.string[len(prefix) + 1 : -1]))
    if len({quote for _p, quote, _b in pieces}) != 1:
        return None
    prefix = "f" if any(p for p, _q, _b in pieces) else ""
    # a plain piece joined to an f-string says its braces as the f-string would
    bodies = [
        b.replace("{", "{{").replace("}", "}}") if prefix and not p else b for p, _q, b in pieces
    ]
    indent = tokens[1].start[1] if len(tokens) > 1 else 0
    width = max(len(b) for b in bodies) + 4
    return Printed("".join(bodies), 0, 0, prefix, pieces[0][1], len(tokens), indent, width)


def translate_code(source: str, catalog: Catalog) -> str:
    """``source`` with each printed literal translated by ``catalog`` (English where none is ready)."""
    for said in reversed(printed(source)):
        message = catalog.get(said.text)
        if message is not None and message.string and not message.fuzzy:
            source = source[: said.start] + said.literal(str(message.string)) + source[said.end :]
    return source


def blocks(markdown: str) -> list[tuple[str, str]]:
    """The blocks of ``markdown``, each with the blank lines that follow it.

    A heading is a block of its own even when text follows it on the next line; a fenced
    code block is kept whole. Joining every block and separator gives ``markdown`` back.

    >>> blocks("## A\\n\\nB\\n")
    [('## A', '\\n\\n'), ('B', '\\n')]
    """
    out: list[tuple[str, str]] = []
    pieces = _BLANK.split(markdown)
    seps = _BLANK.findall(markdown)
    fence: list[str] = []
    for i, piece in enumerate(pieces):
        sep = seps[i] if i < len(seps) else ""
        if fence or piece.lstrip().startswith("```"):
            fence.append(piece + sep)
            if "".join(fence).count("```") % 2 == 0:
                whole = "".join(fence)
                tail = whole[len(whole.rstrip("\n")) :]
                out.append((whole[: len(whole) - len(tail)], tail))
                fence = []
            continue
        body = piece.rstrip("\n")
        end = piece[len(body) :] + sep
        first, newline, rest = body.partition("\n")
        if _HEADING.match(first) and rest:
            out.append((first, newline))
            body = rest
        out.append((body, end))
    if fence:
        out.append(("".join(fence), ""))
    return [(b, s) for b, s in out if b.strip()] if out else []


def _translatable(block: str) -> bool:
    return any(ch.isalpha() for ch in block)


def lessons() -> list[Path]:
    """The English lessons, in reading order."""
    return sorted(LESSONS.glob("*.ipynb"))


def _read(path: Path) -> Any:
    return nbformat.read(path, as_version=4)


def template() -> Catalog:
    """Every block of every lesson's markdown, in reading order, located by notebook and cell."""
    catalog = Catalog(project="chickenfoot_nb", fuzzy=False, header_comment="", creation_date=_DATE)
    for path in lessons():
        for cell in _read(path).cells:
            # no line number: Babel then writes the location as notebook#cell alone
            where = (f"{path.name}#{cell.id}", None)
            if cell.cell_type == "code":
                for said in printed(cell.source):
                    catalog.add(said.text, locations=[where], auto_comments=[PRINTED_NOTE])  # type: ignore[list-item]
                continue
            if cell.cell_type != "markdown" or cell.get("id") == LANGUAGES_CELL:
                continue
            for block, _sep in blocks(cell.source):
                if _translatable(block):
                    catalog.add(block, locations=[where])  # type: ignore[list-item]
    return catalog


def po_text(catalog: Catalog) -> bytes:
    """A catalog as its ``.po`` (or ``.pot``) file: in reading order, a changed message's old English kept."""
    out = io.BytesIO()
    write_po(out, catalog, width=100, include_previous=True, ignore_obsolete=True)
    return out.getvalue()


def po_path(code: str) -> Path:
    """Where the lessons' catalog of language ``code`` lives."""
    return LOCALE / f"{code}.po"


def read(code: str) -> Catalog:
    """The lessons' catalog of ``code`` as it is on disk (empty when there is none)."""
    path = po_path(code)
    if not path.exists():
        return Catalog(locale=code, domain="lessons")
    with path.open("rb") as f:
        catalog = read_po(f, locale=code, domain="lessons")
    # Babel reads a wrapped "#| msgid" (the old English of a fuzzy message) back as plain
    # comments; the merge writes the old English again from previous_id, so drop them.
    for message in catalog:
        message.user_comments = [c for c in message.user_comments if not c.startswith("|")]
    return catalog


def merged(code: str, pot: Catalog) -> Catalog:
    """The catalog of ``code`` brought up to ``pot``: new messages empty, changed ones fuzzy."""
    catalog = read(code)
    catalog.update(pot)
    return settled(catalog)


def _relink(markdown: str) -> str:
    """Links as seen from ``notebooks/<lang>/``: lessons stay siblings, other relative paths get ``../``."""

    def fix(m: re.Match[str]) -> str:
        target = m.group(1)
        if _LESSON_LINK.match(target) or re.match(r"^([a-z][\w+.-]*:|#|/)", target):
            return m.group(0)
        return f"]({'../' + target})"

    return _LINK.sub(fix, markdown)


def translate_markdown(markdown: str, catalog: Catalog) -> str:
    """``markdown`` with each block translated by ``catalog`` (English where none is ready)."""
    out = []
    for block, sep in blocks(markdown):
        message = catalog.get(block)
        said = block
        if message is not None and message.string and not message.fuzzy:
            said = str(message.string)
        out.append(_relink(said) + sep)
    return "".join(out)


def languages_line(code: str) -> str:
    """The markdown that links ``00_start_here`` in the other languages, as seen from ``code``'s copy.

    >>> print(languages_line("en"))
    This lesson in other languages: [Bosanski](bs/00_start_here.ipynb) · [Српски](sr/00_start_here.ipynb) · [Български](bg/00_start_here.ipynb)
    """
    links = []
    for other in ("en", *CATALOG_LANGUAGES):
        if other == code:
            continue
        if code == "en":
            target = f"{other}/00_start_here.ipynb"
        else:
            target = (
                "../00_start_here.ipynb" if other == "en" else f"../{other}/00_start_here.ipynb"
            )
        links.append(f"[{LANGUAGES[other]}]({target})")
    line = f"{_OTHER_LANGUAGES[code]} {' · '.join(links)}"
    return f"{line}\n\n{_LATIN_NOTE}" if code == "sr" else line


def _cell(kind: str, source: str, cell_id: str) -> Any:
    if kind == "code":
        return nbformat.v4.new_code_cell(source, id=cell_id)
    return nbformat.v4.new_markdown_cell(source, id=cell_id)


def generate(path: Path, code: str, catalog: Catalog) -> Any:
    """The lesson at ``path`` in language ``code``, translated by ``catalog``."""
    english = _read(path)
    nb = nbformat.v4.new_notebook(metadata=english.metadata)
    nb.nbformat, nb.nbformat_minor = english.nbformat, english.nbformat_minor
    first = f'import chickenfoot_nb\nchickenfoot_nb.set_language("{code}")'
    nb.cells.append(_cell("code", first, SET_LANGUAGE_CELL))
    for cell in english.cells:
        if cell.cell_type == "code":
            source = translate_code(cell.source, catalog)
            nb.cells.append(_cell("code", _POSITIONS.sub(r"\1../positions/", source), cell.id))
        elif cell.get("id") == LANGUAGES_CELL:
            nb.cells.append(_cell("markdown", languages_line(code), cell.id))
        else:
            nb.cells.append(
                _cell(cell.cell_type, translate_markdown(cell.source, catalog), cell.id)
            )
    return nb


def notebook_text(nb: Any) -> str:
    """A notebook as its file holds it (nbformat's layout, one newline at the end)."""
    return nbformat.writes(nb) + "\n"


def generated_path(path: Path, code: str) -> Path:
    """Where the ``code`` copy of the English lesson ``path`` lives."""
    return LESSONS / code / path.name


def write(codes: Iterable[str] = CATALOG_LANGUAGES) -> None:
    """Extract the template, merge each language's catalog into it, generate the lessons."""
    pot = template()
    LOCALE.mkdir(exist_ok=True)
    TEMPLATE.write_bytes(po_text(pot))
    for code in codes:
        po_path(code).write_bytes(po_text(merged(code, pot)))
        catalog = read(code)
        folder = LESSONS / code
        folder.mkdir(exist_ok=True)
        wanted = {generated_path(p, code) for p in lessons()}
        for stale in set(folder.glob("*.ipynb")) - wanted:
            stale.unlink()
        for path in lessons():
            generated_path(path, code).write_text(
                notebook_text(generate(path, code, catalog)), encoding="utf-8"
            )


def markup(text: str) -> dict[str, list[str]]:
    """What a translation must keep of its English: code spans, link targets, math, tiles.

    >>> markup("Play `9|4` on [the arm](03_arms_and_turns.ipynb), not 6|6.")["tiles"]
    ['6|6', '9|4']
    """
    return {
        "code spans": sorted(m.group(0) for m in _CODE_SPAN.finditer(text)),
        "link targets": sorted(_LINK.findall(text)),
        "math": sorted(_MATH.findall(text)),
        "tiles": sorted(_TILE.findall(text)),
    }


def catalog_problems(code: str, catalog: Catalog) -> list[str]:
    """What keeps one language's catalog from being complete, in words."""
    out = []
    for message in catalog:
        if not message.id:
            continue
        where = ", ".join(f for f, _line in message.locations)
        name = str(message.id)
        short = name.split("\n")[0][:60] + ("…" if len(name) > 60 or "\n" in name else "")
        found = [p.replace(repr(name), repr(short)) for p in message_problems(message, 1)]
        if not found and PRINTED_NOTE in message.auto_comments:
            kept = sorted(placeholders(str(message.id)))
            moved = sorted(placeholders(str(message.string)))
            if kept != moved:
                found = [f"{short!r} prints {kept} but {moved}"]
        elif not found:
            english, said = markup(str(message.id)), markup(str(message.string))
            found = [
                f"{kind} {english[kind]} but {said[kind]}"
                for kind in english
                if english[kind] != said[kind]
            ]
        out += [f"{code}.po, {where}: {p}" for p in found]
    return out


def problems(codes: Iterable[str] = CATALOG_LANGUAGES) -> list[str]:
    """Everything that keeps the lessons' catalogs and generated copies complete and current."""
    run = "run make lessons"
    pot = template()
    out = []
    if not TEMPLATE.exists() or TEMPLATE.read_bytes() != po_text(pot):
        out.append(f"{TEMPLATE.relative_to(ROOT)} is out of date: {run}")
    english = next((p for p in lessons() if p.stem == "00_start_here"), None)
    if english is not None:
        cells = [c for c in _read(english).cells if c.get("id") == LANGUAGES_CELL]
        if [c.source for c in cells] != [languages_line("en")]:
            out.append(
                f"{english.name} lacks its cell {LANGUAGES_CELL!r}: {languages_line('en')!r}"
            )
    for lesson in lessons():
        for cell in _read(lesson).cells:
            if cell.cell_type != "code":
                continue
            for said in printed(cell.source):
                out += [
                    f"{lesson.name}#{cell.id} prints {f} in English format: write it with "
                    "number(), percent() or signed() (chickenfoot_nb.i18n)"
                    for f in number_formats(said.text)
                ]
    for code in codes:
        path = po_path(code)
        if not path.exists() or path.read_bytes() != po_text(merged(code, pot)):
            out.append(f"{path.relative_to(ROOT)} does not match the lessons: {run}")
        catalog = read(code)
        out += catalog_problems(code, catalog)
        folder = LESSONS / code
        wanted = {generated_path(p, code) for p in lessons()}
        out += [
            f"{p.relative_to(ROOT)} has no English lesson"
            for p in folder.glob("*.ipynb")
            if p not in wanted
        ]
        for lesson in lessons():
            copy = generated_path(lesson, code)
            text = copy.read_text(encoding="utf-8") if copy.exists() else ""
            made = generate(lesson, code, catalog)
            if text != notebook_text(made):
                out.append(f"{copy.relative_to(ROOT)} is out of date: {run}")
            for cell in (c for c in made.cells if c.cell_type == "code"):
                try:
                    ast.parse(_MAGIC.sub(r"\1pass", cell.source))
                except SyntaxError as e:
                    out.append(f"{code}.po breaks the code of {lesson.name}#{cell.id}: {e.msg}")
    return out


def main(argv: list[str] | None = None) -> int:
    """Extract, merge and generate; or with ``--check`` list what is stale or missing."""
    parser = argparse.ArgumentParser(prog="python -m chickenfoot_nb.i18n.notebooks")
    parser.add_argument("--check", action="store_true", help="change nothing; list problems")
    args = parser.parse_args(argv)
    if not args.check:
        write()
    found = problems()
    for line in found:
        print(line, file=sys.stderr)
    if not args.check:
        total = len([m for m in template() if m.id])
        for code in CATALOG_LANGUAGES:
            done = len([m for m in read(code) if m.id and m.string and not m.fuzzy])
            print(f"{po_path(code).relative_to(ROOT)}: {done} of {total} messages translated")
    return 1 if found and args.check else 0


if __name__ == "__main__":
    raise SystemExit(main())
