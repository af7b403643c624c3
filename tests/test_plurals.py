"""Every plural message reads right at every count, and reviewers can read each one said.

Bosnian and Serbian say a count with three forms (1 pločica, 2 pločice, 5 pločica), Bulgarian
with two (1 плочка, 2 плочки); a catalog's ``Plural-Forms`` formula picks the form for each
count. Form [0] is said at 1 and also at 21, 31, 101, …, so it must not make a statement that
only one thing can make true ("it was the coach's best", "in it").

The checks, over every plural (``ngettext``) message of the package's catalogs and the lessons':

- at n = 1, 2, 5, 21, 22, 25 the compiled catalog picks the form the ``.po`` file's formula gives,
  and that formula agrees with the language's CLDR plural rules (Babel's);
- form [0] in bs and sr holds none of the singular-only wordings of ``SINGULAR_ONLY``;
- ``tests/data/plurals.txt``, every plural message said at those counts for reviewers to read,
  is current. Write it again with ``python tests/test_plurals.py``.
"""

from __future__ import annotations

import gettext
import re
import sys
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest
from babel import Locale
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[1]
LOCALE = ROOT / "chickenfoot_nb" / "i18n" / "locale"
LESSONS = ROOT / "notebooks" / "locale"
RENDERED = ROOT / "tests" / "data" / "plurals.txt"
LANGS = ("bs", "sr", "bg")
#: The counts every plural message is said at: each form, and each again past 20.
COUNTS = (1, 2, 5, 21, 22, 25)

#: Wordings in form [0] that are true of one thing only, and wrong at 21 and 31.
SINGULAR_ONLY: dict[str, list[tuple[str, str]]] = {
    "bs": [
        ("'in it' points back to one thing", r"\b[Uu] (?:njemu|njoj)\b"),
        ("'it was' says one thing was", r":\s*(?:bila|bio|bilo) je\b"),
        ("'its error' gives one error", r"\bnjen (?:gubitak|trošak)\b"),
        ("'it is never drawn' points back to one tile", r"\b(?:ona|on|ono) se nikad\b"),
    ],
    "sr": [
        ("'in it' points back to one thing", r"\b[Уу] (?:њему|њој)\b"),
        ("'it was' says one thing was", r":\s*(?:била|био|било) је\b"),
        ("'its error' gives one error", r"\bњен (?:губитак|трошак)\b"),
        ("'it is never drawn' points back to one tile", r"\b(?:она|он|оно) се никад\b"),
    ],
}


@dataclass(frozen=True)
class Plural:
    """One plural message of one catalog: its English forms and its translated forms."""

    catalog: str
    singular: str
    plural: str
    forms: tuple[str, ...]


def _catalogs(lang: str) -> list[Path]:
    return [*sorted((LOCALE / lang / "LC_MESSAGES").glob("*.po")), LESSONS / f"{lang}.po"]


@cache
def plurals(lang: str) -> tuple[tuple[str, tuple[Plural, ...]], ...]:
    """Each catalog of ``lang`` (its Plural-Forms formula) with its translated plural messages."""
    out = []
    for path in _catalogs(lang):
        with path.open("rb") as f:
            catalog = read_po(f)
        found = tuple(
            Plural(path.name, m.id[0], m.id[1], tuple(m.string))
            for m in catalog
            if isinstance(m.id, (list, tuple)) and all(m.string) and not m.fuzzy
        )
        out.append((catalog.plural_forms, found))
    return tuple(out)


def form_index(plural_forms: str, n: int) -> int:
    """The form a ``Plural-Forms`` header picks for ``n``."""
    expression = re.search(r"plural=(.+?);?\s*$", plural_forms)
    assert expression, f"no plural= in {plural_forms!r}"
    return gettext.c2py(expression.group(1))(n)


def _changing(names: list[str], one: str, many: str) -> str | None:
    """The first of ``names`` whose next word differs between ``one`` and ``many``."""
    for name in names:
        after = rf"\{{{name}\}}\W*?\s*([\w|]+)"
        a, b = re.search(after, one), re.search(after, many)
        if a and b and a.group(1) != b.group(1):
            return name
    return None


def count_name(singular: str, plural: str, forms: tuple[str, ...] = ()) -> str | None:
    """The placeholder that holds the count: the one whose next word changes with the count.

    The English decides; where it says both forms alike, the translation's neighbouring forms
    do, and then the usual names of a count.

    >>> count_name("{players} hands of {hand} tile", "{players} hands of {hand} tiles")
    'hand'
    """
    names = re.findall(r"\{(\w+)\}", plural)
    pairs = [(singular, plural), *zip(forms, forms[1:], strict=False)]
    found = next((name for one, many in pairs if (name := _changing(names, one, many))), None)
    if found:
        return found
    for usual in ("n", "count", "rounds", "samples", "players", "size", "hand", "total", "worlds"):
        if usual in names:
            return usual
    return names[0] if names else None


def rendered(langs: tuple[str, ...] = LANGS) -> str:
    """Every plural message of ``langs`` said at each of ``COUNTS``, as tests/data/plurals.txt."""
    lines = [
        "# Every plural message, said at each count (form index in brackets). Generated by",
        "# tests/test_plurals.py (python tests/test_plurals.py writes it again): do not edit.",
        "# Read form [0] at 21 as well as at 1: it must hold for 21 things.",
    ]
    for lang in langs:
        for plural_forms, messages in plurals(lang):
            for m in messages:
                name = count_name(m.singular, m.plural, m.forms)
                lines += ["", f"## {lang} · {m.catalog} · count {{{name}}} · {m.plural}"]
                for n in COUNTS:
                    k = form_index(plural_forms, n)
                    said = m.forms[k].replace(f"{{{name}}}", str(n)) if name else m.forms[k]
                    lines.append(f"{n:>3} [{k}] {said}")
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("lang", LANGS)
def test_the_formula_agrees_with_cldr(lang: str) -> None:
    locale = Locale.parse(lang)
    category = {"one": 0, "few": 1, "many": 2}
    for plural_forms, _messages in plurals(lang):
        last = int(re.search(r"nplurals=(\d+)", plural_forms).group(1)) - 1  # type: ignore[union-attr]
        for n in (*COUNTS, 11, 12, 14, 101, 111):
            assert form_index(plural_forms, n) == category.get(locale.plural_form(n), last), n


@pytest.mark.parametrize("lang", LANGS)
def test_the_compiled_catalog_picks_the_formulas_form(lang: str) -> None:
    wrong = []
    for path in sorted((LOCALE / lang / "LC_MESSAGES").glob("*.mo")):
        with path.open("rb") as f:
            compiled = gettext.GNUTranslations(f)
        for plural_forms, messages in plurals(lang):
            for m in (m for m in messages if m.catalog == path.with_suffix(".po").name):
                for n in COUNTS:
                    said = compiled.ngettext(m.singular, m.plural, n)
                    if said != m.forms[form_index(plural_forms, n)]:
                        wrong.append(f"{path.name} {m.singular[:50]!r} at {n}: {said!r}")
    assert wrong == [], "compile the catalogs: python -m chickenfoot_nb.i18n.build"


@pytest.mark.parametrize("lang", ["bs", "sr"])
def test_form_0_holds_for_21_and_31(lang: str) -> None:
    wrong = []
    for _plural_forms, messages in plurals(lang):
        for m in messages:
            for why, pattern in SINGULAR_ONLY[lang]:
                found = re.search(pattern, m.forms[0])
                if found:
                    wrong.append(f"{m.catalog} {m.singular[:60]!r}: {found.group(0)!r}: {why}")
    assert wrong == []


def test_the_singular_only_wordings_are_found() -> None:
    bs = [p for _why, p in SINGULAR_ONLY["bs"]]
    assert re.search(bs[0], "Potez se odigra u 21 svijetu. U njemu ti ostavlja 3 boda.")
    assert re.search(bs[1], "odluka nije ništa koštala: bila je trenerov najbolji potez")
    assert not any(re.search(p, "21 odluka nije ništa koštala: svaka je bila najbolja") for p in bs)
    sr = [p for _why, p in SINGULAR_ONLY["sr"]]
    assert re.search(sr[0], "Потез се одигра у 21 свету. У њему ти оставља 3 бода.")


def test_the_count_is_found_before_the_word_that_changes() -> None:
    assert count_name("{n} tile", "{n} tiles") == "n"
    assert count_name("{players} hands of {hand} tile", "{players} hands of {hand} tiles") == "hand"
    assert (
        count_name("{move} wins in {win} of {n} world", "{move} wins in {win} of {n} worlds") == "n"
    )
    assert count_name("A tile is lost", "Tiles are lost") is None
    assert count_name("{n} of {total} arm is started", "{n} of {total} arms are started") == "total"
    forms = ("{a} igrača, {b} pločica", "{a} igrača, {b} pločice", "{a} igrača, {b} pločica")
    assert count_name("{a} players, {b} tiles", "{a} players, {b} tiles", forms) == "b"


def test_the_rendered_list_is_current() -> None:
    assert RENDERED.read_text(encoding="utf-8") == rendered(), (
        "the plural messages changed: run python tests/test_plurals.py and read the new list"
    )


if __name__ == "__main__":
    RENDERED.write_text(rendered(), encoding="utf-8")
    sys.stdout.write(f"wrote {RENDERED.relative_to(ROOT)}\n")
