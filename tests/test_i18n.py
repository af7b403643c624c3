"""The package speaks the language that is set, from complete catalogs that match the code."""

from __future__ import annotations

import subprocess
import sys

import pytest

from chickenfoot_nb import i18n
from chickenfoot_nb.i18n import build


@pytest.fixture(autouse=True)
def english_after() -> object:
    yield
    i18n.set_language("en")


def test_every_catalog_is_complete_and_compiled_from_the_code() -> None:
    assert build.problems() == []


def test_an_untranslated_or_broken_message_is_named() -> None:
    from babel.messages.catalog import Message

    assert build.message_problems(Message("Draw", ""), 3) == ["'Draw' is not translated"]
    wrong = build.message_problems(Message("{name} drew", "{ime} vuče"), 3)
    assert wrong == ["'{name} drew': placeholders ['{name}'] but '{ime} vuče'"]
    short = build.message_problems(Message(("{n} tile", "{n} tiles"), ("a {n}", "b {n}")), 3)
    assert short == ["'{n} tile' has 2 plural forms, the language has 3"]


@pytest.mark.parametrize(
    ("code", "forms"),
    [
        ("en", ["1 tile", "2 tiles", "5 tiles", "21 tiles"]),
        ("bs", ["1 pločica", "2 pločice", "5 pločica", "21 pločica"]),
        ("sr", ["1 плочица", "2 плочице", "5 плочица", "21 плочица"]),
        ("sr-Latn", ["1 pločica", "2 pločice", "5 pločica", "21 pločica"]),
        ("bg", ["1 плочка", "2 плочки", "5 плочки", "21 плочки"]),
    ],
)
def test_plural_forms_follow_each_language(code: str, forms: list[str]) -> None:
    i18n.set_language(code)
    said = [i18n.ngettext("{n} tile", "{n} tiles", n).format(n=n) for n in (1, 2, 5, 21)]
    assert said == forms


def test_serbian_latin_is_the_cyrillic_catalog_transliterated() -> None:
    i18n.set_language("sr")
    cyrillic = i18n._("Draw")
    i18n.set_language("sr-Latn")
    assert i18n._("Draw") == i18n.to_latin(cyrillic) != cyrillic


def test_an_unknown_language_is_refused_in_words_and_changes_nothing() -> None:
    i18n.set_language("bg")
    with pytest.raises(
        i18n.LanguageError, match='There is no .xx. language here: choose one of "en"'
    ):
        i18n.set_language("xx")
    assert i18n.get_language() == "bg"


def test_the_environment_chooses_the_language_at_import() -> None:
    code = "from chickenfoot_nb.i18n import _, get_language; print(get_language(), _('Pass'))"
    env = {"CHICKENFOOT_LANG": "bg", "PATH": ""}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    assert out.stdout.split() == ["bg", "Пас"]
    env["CHICKENFOOT_LANG"] = "klingon"
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    assert out.stdout.split() == ["en", "Pass"]
    assert "English is spoken instead" in out.stderr
