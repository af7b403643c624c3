"""Keep the catalogs in step with the code: extract the messages, merge them, compile, check.

Run from the repository (Babel is a test dependency, not a runtime one)::

    python -m chickenfoot_nb.i18n.build          # extract, merge and compile every domain
    python -m chickenfoot_nb.i18n.build --check  # fail on a stale or incomplete catalog

Each domain is one part of the package (see :data:`SOURCES`). Its template
``locale/<domain>.pot`` holds every message the code marks with ``_``, ``N_`` or
``ngettext``; each language's ``locale/<lang>/LC_MESSAGES/<domain>.po`` translates them, and
the ``.mo`` beside it is what the package reads. :func:`problems` lists, in words, what is
missing or wrong: an untranslated or fuzzy message, a placeholder that is not in both, a
plural with the wrong number of forms, a template or ``.mo`` older than its sources.

>>> problems() == []
True
"""

from __future__ import annotations

import argparse
import io
import re
import sys
from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_file
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from chickenfoot_nb.i18n import DOMAINS, LANGUAGES, LOCALE_DIR

PACKAGE = LOCALE_DIR.parents[1]
#: The source files of each domain, as globs under the package.
SOURCES: dict[str, tuple[str, ...]] = {
    "engine": ("*.py", "classroom/*.py", "practice/*.py", "puzzles/*.py"),
    "render": ("render/*.py",),
    "widgets": ("widgets/*.py",),
    "lessons": ("lessons/*.py",),
    "probability": ("probability/*.py",),
}
#: The languages with catalogs of their own (Serbian Latin is transliterated from ``sr``).
CATALOG_LANGUAGES = tuple(code for code in LANGUAGES if code not in ("en", "sr-Latn"))
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2)}
_PLACEHOLDER = re.compile(r"\{[^{}]*\}")
_HEADER = {"Project-Id-Version": "chickenfoot_nb", "Report-Msgid-Bugs-To": ""}
#: Catalogs carry a fixed date, so that building twice changes no file.
_DATE = datetime(2026, 12, 1, tzinfo=UTC)


def sources(domain: str) -> list[Path]:
    """The files whose messages make up ``domain``.

    >>> [p.name for p in sources("render")][:2]
    ['__init__.py', 'aria.py']
    """
    found: set[Path] = set()
    for pattern in SOURCES[domain]:
        found.update(p for p in PACKAGE.glob(pattern) if p.is_file())
    return sorted(found)


def template(domain: str) -> Catalog:
    """A fresh template of every message marked in ``domain``'s sources."""
    catalog = Catalog(project="chickenfoot_nb", fuzzy=False, header_comment="", creation_date=_DATE)
    for path in sources(domain):
        for line, message, comments, context in extract_from_file(
            "python", str(path), keywords=KEYWORDS, comment_tags=("Translators:",)
        ):
            where = (path.relative_to(PACKAGE.parent).as_posix(), line)
            catalog.add(message, locations=[where], auto_comments=comments, context=context)
    return catalog


def _po_text(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_po(out, catalog, width=100, omit_header=False, sort_output=True, include_lineno=False)
    return out.getvalue()


def _mo_bytes(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def _paths(domain: str, code: str) -> tuple[Path, Path]:
    folder = LOCALE_DIR / code / "LC_MESSAGES"
    return folder / f"{domain}.po", folder / f"{domain}.mo"


def read(domain: str, code: str) -> Catalog:
    """The ``code`` catalog of ``domain`` as it is on disk (empty when there is none)."""
    po, _mo = _paths(domain, code)
    if not po.exists():
        return Catalog(locale=code.replace("-", "_"), domain=domain)
    with po.open("rb") as f:
        return read_po(f, locale=code.replace("-", "_"), domain=domain)


def merged(domain: str, code: str, pot: Catalog) -> Catalog:
    """The ``code`` catalog of ``domain`` brought up to the template ``pot``."""
    catalog = read(domain, code)
    catalog.update(pot, no_fuzzy_matching=True)
    return settled(catalog)


def settled(catalog: Catalog) -> Catalog:
    """``catalog`` without obsolete messages, with a fixed date and header: rebuilding changes nothing."""
    catalog.obsolete.clear()
    catalog.creation_date = catalog.revision_date = _DATE
    catalog.fuzzy = False
    for key, value in _HEADER.items():
        catalog.mime_headers = [(k, v) for k, v in catalog.mime_headers if k != key] + [
            (key, value)
        ]
    return catalog


def write(domains: Iterable[str] = DOMAINS) -> None:
    """Extract, merge and compile the catalogs of ``domains``."""
    for domain in domains:
        pot = template(domain)
        LOCALE_DIR.mkdir(exist_ok=True)
        (LOCALE_DIR / f"{domain}.pot").write_bytes(_po_text(pot))
        for code in CATALOG_LANGUAGES:
            po, mo = _paths(domain, code)
            po.parent.mkdir(parents=True, exist_ok=True)
            po.write_bytes(_po_text(merged(domain, code, pot)))
            mo.write_bytes(_mo_bytes(read(domain, code)))


def message_problems(message: Message, plurals: int) -> list[str]:
    """What is wrong with one translated message: missing, fuzzy, placeholders, plural forms."""
    name = str(message.id[0] if isinstance(message.id, (list, tuple)) else message.id)
    given = message.string if isinstance(message.string, (list, tuple)) else [message.string]
    strings = [str(s or "") for s in given]
    out = []
    if message.fuzzy:
        out.append(f"{name!r} is marked fuzzy")
    if not all(strings):
        out.append(f"{name!r} is not translated")
        return out
    if isinstance(message.id, (list, tuple)) and len(strings) != plurals:
        out.append(f"{name!r} has {len(strings)} plural forms, the language has {plurals}")
    wanted = set(_PLACEHOLDER.findall(name))
    for text in strings:
        if set(_PLACEHOLDER.findall(text)) != wanted:
            out.append(f"{name!r}: placeholders {sorted(wanted)} but {text!r}")
    return out


def problems(domains: Iterable[str] = DOMAINS) -> list[str]:
    """Everything that keeps the catalogs from being complete and current, in words."""
    out = []
    for domain in domains:
        pot = template(domain)
        pot_path = LOCALE_DIR / f"{domain}.pot"
        if not pot_path.exists() or pot_path.read_bytes() != _po_text(pot):
            out.append(f"{domain}.pot is out of date: run python -m chickenfoot_nb.i18n.build")
        for code in CATALOG_LANGUAGES:
            po, mo = _paths(domain, code)
            catalog = read(domain, code)
            if _po_text(merged(domain, code, pot)) != (po.read_bytes() if po.exists() else b""):
                out.append(f"{code}/{domain}.po does not match the code: run the build")
            if not mo.exists() or mo.read_bytes() != _mo_bytes(catalog):
                out.append(f"{code}/{domain}.mo is not compiled from its .po: run the build")
            for message in catalog:
                if message.id:
                    out += [
                        f"{code}/{domain}: {p}"
                        for p in message_problems(message, catalog.num_plurals)
                    ]
    return out


def main(argv: list[str] | None = None) -> int:
    """Build the catalogs, or with ``--check`` list what keeps them from being complete."""
    parser = argparse.ArgumentParser(prog="python -m chickenfoot_nb.i18n.build")
    parser.add_argument("--check", action="store_true", help="change nothing; list problems")
    parser.add_argument("domains", nargs="*", default=list(DOMAINS))
    args = parser.parse_args(argv)
    if not args.check:
        write(args.domains)
    found = problems(args.domains)
    for line in found:
        print(line, file=sys.stderr)
    return 1 if found else 0


if __name__ == "__main__":
    raise SystemExit(main())
