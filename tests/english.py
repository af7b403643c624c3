"""English left in what a translated lesson shows: the scan its run in ``test_notebooks.py`` makes.

Three things read as English in a Bosnian, Serbian or Bulgarian lesson: a sentence, a move in
the command grammar (``play 9|4 on 9|9``, ``draw``, ``pass``: the package says moves in words,
``action_words``), and a number written the English way (``55.5%``, ``3,000``: the package and
the lessons write numbers with ``number``/``percent``/``signed`` of ``chickenfoot_nb.i18n``).

>>> english_lines(["Seat 0 drew a tile.", "Igrač 0: play 9|4 on 9|9"])
['Seat 0 drew a tile.']
>>> english_notation(["Igrač 0: play 9|4 on 9|9", "9|4 na 9|9: 55,5%", "0,12..0.15"], "bs")
['Igrač 0: play 9|4 on 9|9', '0,12..0.15']
"""

from __future__ import annotations

import re

import nbformat

#: Words that make a line English; a line with two of them is an English sentence. Bot names
#: and quoted identifiers are the same everywhere.
_ENGLISH = frozenset(
    " ".join(
        (
            "the and of is are was were has have had with from after before cannot must this that",
            "its you your for which when then every each tile tiles seat wins points player players",
            "round hand yard chance there holds",
        )
    ).split(" ")
)
#: A move in the command grammar, or an English move word.
_MOVE = re.compile(
    r"\bplay \d{1,2}\|\d{1,2}\b|\b(?:draw|draws|drew|drawn|drawing|pass|passes|passed|passing)\b",
    re.IGNORECASE,
)
#: A number with its separators (a range ``0,12..0,15`` is two numbers).
_NUMBER = re.compile(r"(?<![\w,])(?<!\d\.)\d+(?:[.,]\d+)*(?![\w,]|\.\d)")
#: Thousands grouped with points (Bosnian and Serbian), with decimals after a comma or not.
_POINT_GROUPS = re.compile(r"[1-9]\d{0,2}(?:\.\d{3})+(?:,\d+)?")
#: Thousands grouped the English way: two groups, or one round thousand (``3,000``).
_COMMA_GROUPS = re.compile(r"[1-9]\d{0,2}(?:,\d{3}){2,}(?:\.\d+)?|[1-9]\d{0,2},000")


def _plain(line: str) -> str:
    """``line`` without what is the same in every language: quoted text and identifiers."""
    return re.sub(r"\w*_\w*", " ", re.sub(r"'[^'\n]*'", " ", line))


def english_lines(texts: list[str]) -> list[str]:
    """The lines of ``texts`` (outputs of a lesson) that read as English."""
    found = []
    for text in texts:
        text = re.sub(r"'[^'\n]*'", " ", text)
        for line in text.splitlines():
            # identifiers (a lesson's file name, an option) are the same in every language
            words = {w.lower() for w in re.findall(r"[A-Za-z]+", re.sub(r"\w*_\w*", " ", line))}
            if len(words & _ENGLISH) >= 2 or re.search(r"\bSeat \d", line):
                found.append(line.strip()[:160])
    return found


def english_number(token: str, code: str) -> bool:
    """Whether a number as written (``55.5``, ``3,000``, ``1.600``) is in English format in ``code``.

    A point between digits is English, except where Bosnian and Serbian group thousands with
    it (``1.600``); a comma is their decimal mark, but two groups of three after commas, or a
    round ``3,000``, are English thousands.

    >>> [english_number(t, "bs") for t in ("0.127", "1.600", "0,127", "3,000", "2,000,000")]
    [True, False, False, True, True]
    >>> english_number("1.600", "bg"), english_number("12\\xa0345,7", "bg")
    (True, False)
    """
    if _COMMA_GROUPS.fullmatch(token):
        return True
    if "." not in token:
        return False
    return code == "bg" or not _POINT_GROUPS.fullmatch(token)


def english_notation(texts: list[str], code: str) -> list[str]:
    """The lines of ``texts`` that show a move in the command grammar or an English number."""
    found = []
    for text in texts:
        for line in text.splitlines():
            plain = _plain(line)
            numbers = (m.group(0) for m in _NUMBER.finditer(plain))
            if _MOVE.search(plain) or any(english_number(n, code) for n in numbers):
                found.append(line.strip()[:160])
    return found


def shown_text(output: nbformat.NotebookNode) -> list[str]:
    if output.output_type == "stream":
        return [output.text]
    data = output.get("data", {})
    html = data.get("text/html", "") + data.get("image/svg+xml", "")
    said = re.findall(r'(?:alt|aria-label|title)="([^"]*)"', html)
    said.append(re.sub(r"<[^>]*>", "\n", re.sub(r"<style.*?</style>", "", html, flags=re.S)))
    # a plain text that stands beside a picture or a table is the object's repr, not shown
    shown = bool(html) or "image/png" in data
    return [*said, data.get("text/plain", "")] if not shown else said


def _notation_shown(output: nbformat.NotebookNode) -> list[str]:
    """What ``output`` shows outside code: a command the cell typed (``attempt(r, "draw")``)
    is shown as code, in its grammar, in every language; so is a widget's plain text, whose
    repr may quote it (an exercise about ``play 4|2 on 9|4``)."""
    data = output.get("data", {})
    if "application/vnd.jupyter.widget-view+json" in data:
        return []
    if "text/html" not in data:
        return shown_text(output)
    html = re.sub(r"<code\b.*?</code>", " ", data["text/html"], flags=re.S)
    return shown_text(nbformat.from_dict({**output, "data": {**data, "text/html": html}}))


def language_of(nb: nbformat.NotebookNode) -> str:
    """The language a generated lesson sets in its first cell (``"en"`` for an English one)."""
    first = next((c.source for c in nb.cells if c.cell_type == "code"), "")
    found = re.search(r"set_language\(\s*[\"']([\w-]+)[\"']", first)
    return found.group(1) if found else "en"


def english_in_outputs(nb: nbformat.NotebookNode) -> dict[str, list[str]]:
    """The English lines of each cell's outputs in the run notebook ``nb``, by cell id:
    sentences, moves in the command grammar and numbers in English format."""
    code = language_of(nb)
    found = {}
    for cell in nb.cells:
        outputs = cell.get("outputs", [])
        lines = english_lines([t for out in outputs for t in shown_text(out)])
        if code != "en":
            lines += english_notation([t for out in outputs for t in _notation_shown(out)], code)
        found[cell.id] = list(dict.fromkeys(lines))
    return {k: v for k, v in found.items() if v}
