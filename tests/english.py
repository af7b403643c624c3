"""English left in what a translated lesson shows: the scan its run in ``test_notebooks.py`` makes.

>>> english_lines(["Seat 0 drew a tile.", "Igrač 0: play 9|4 on 9|9"])
['Seat 0 drew a tile.']
"""

from __future__ import annotations

import re

import nbformat

#: Words that make a line English; a line with two of them is an English sentence. Action
#: notation (``play 9|4 on 9|9``), bot names and quoted identifiers are the same everywhere.
_ENGLISH = frozenset(
    " ".join(
        (
            "the and of is are was were has have had with from after before cannot must this that",
            "its you your for which when then every each tile tiles seat wins points player players",
            "round hand yard chance there holds",
        )
    ).split(" ")
)


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


def english_in_outputs(nb: nbformat.NotebookNode) -> dict[str, list[str]]:
    """The English lines of each cell's outputs in the run notebook ``nb``, by cell id."""
    found = {
        cell.id: english_lines([t for out in cell.get("outputs", []) for t in shown_text(out)])
        for cell in nb.cells
    }
    return {k: v for k, v in found.items() if v}
