"""The language the package speaks: English, Bosnian, Serbian (Cyrillic or Latin) or Bulgarian.

Every sentence a learner reads goes through :func:`_` (or :func:`ngettext` when a number
chooses the form). The translations are gettext catalogs, one ``.po`` file per part of the
package and language under ``chickenfoot_nb/i18n/locale/``, compiled to ``.mo`` files that
the standard library reads: the engine stays free of third-party imports. Serbian in Latin
script is not a second catalog: it is the Cyrillic one, transliterated.

English is the default. ``CHICKENFOOT_LANG`` in the environment (for Voila and Binder)
chooses another at import, and :func:`set_language` changes it at any time.

>>> set_language("bs")
>>> _("Draw")
'Vuci'
>>> set_language("sr-Latn")
>>> _("Draw")
'Vuci'
>>> ngettext("{n} tile", "{n} tiles", 5).format(n=5)
'5 pločica'
>>> set_language("en")
>>> _("Draw")
'Draw'

Sentences keep their placeholders whole (``"{name} played {tile} on {on}"``), so that each
language can order its words; tile notation (``9|4``) is the same in every language.
"""

from __future__ import annotations

import gettext
import os
import weakref
from collections.abc import Callable
from pathlib import Path
from typing import Any

from chickenfoot_nb.i18n import numbers

#: The languages there are catalogs for, with their names in their own words.
LANGUAGES: dict[str, str] = {
    "en": "English",
    "bs": "Bosanski",
    "sr": "Српски",
    "sr-Latn": "Srpski (latinica)",
    "bg": "Български",
}
#: The environment variable that chooses the language at import.
ENVIRONMENT = "CHICKENFOOT_LANG"
LOCALE_DIR = Path(__file__).with_name("locale")
#: The parts of the package, each with a catalog of its own (``<domain>.po``).
DOMAINS = ("engine", "render", "widgets", "lessons", "probability")

_language = "en"
_catalogs: dict[str, gettext.NullTranslations] = {}
_listeners: list[weakref.ref[Any] | Callable[[], Callable[[str], None] | None]] = []


class LanguageError(ValueError):
    """A language the package has no catalog for."""


def _catalog(code: str) -> gettext.NullTranslations:
    """Every domain's catalog for ``code``, chained: the first that knows a message answers."""
    if code not in _catalogs:
        base = "sr" if code == "sr-Latn" else code
        chain: gettext.NullTranslations = gettext.NullTranslations()
        if base != "en":
            for domain in reversed(DOMAINS):
                try:
                    found = gettext.translation(domain, LOCALE_DIR, languages=[base])
                except FileNotFoundError:
                    continue
                found.add_fallback(chain)
                chain = found
        _catalogs[code] = chain
    return _catalogs[code]


def language_code(code: str) -> str:
    """The catalog code for ``code``, accepting the usual spellings; refuses an unknown one.

    >>> language_code("sr_Latn"), language_code("BG"), language_code("sr-Cyrl")
    ('sr-Latn', 'bg', 'sr')
    """
    text = str(code).strip().replace("_", "-")
    lowered = text.lower()
    aliases = {"sr-latn": "sr-Latn", "sr-cyrl": "sr", "bs-latn": "bs", "bg-bg": "bg", "en-us": "en"}
    lowered = aliases.get(lowered, lowered)
    if lowered in LANGUAGES:
        return lowered
    choices = ", ".join(f'"{c}" ({n})' for c, n in LANGUAGES.items())
    raise LanguageError(f"There is no {text!r} language here: choose one of {choices}.")


def set_language(code: str) -> None:
    """Speak ``code`` from now on: ``"en"``, ``"bs"``, ``"sr"``, ``"sr-Latn"`` or ``"bg"``.

    Widgets on the page listen, and say their words again in the new language; the state
    of every game stays as it was.

    >>> set_language("bg"); _("Pass")
    'Пас'
    >>> set_language("en")
    """
    global _language
    new = language_code(code)
    if new == _language:
        return
    _language = new
    for ref in list(_listeners):
        callback = ref()
        if callback is None or _closed(getattr(callback, "__self__", None)):
            _listeners.remove(ref)
        else:
            callback(new)


def _closed(owner: object) -> bool:
    """Whether ``owner`` is a closed widget: ipywidgets sets a widget's ``comm`` to None when
    it closes it, and a closed widget is never shown again."""
    return owner is not None and getattr(owner, "comm", True) is None


def get_language() -> str:
    """The language spoken now.

    >>> get_language()
    'en'
    """
    return _language


def html_lang(code: str | None = None) -> str:
    """The BCP 47 tag for an HTML or SVG ``lang`` attribute.

    >>> html_lang("sr"), html_lang("sr-Latn"), html_lang("en")
    ('sr-Cyrl', 'sr-Latn', 'en')
    """
    code = _language if code is None else language_code(code)
    return "sr-Cyrl" if code == "sr" else code


def on_language_change(callback: Callable[[str], None]) -> None:
    """Call ``callback(code)`` after every change of language, for as long as it lives.

    A bound method is held weakly, so a widget that is gone stops listening, and so does a
    widget that is closed (``widget.close()``, or ``Widget.close_all()`` between lessons).

    >>> heard = []
    >>> on_language_change(heard.append)
    >>> set_language("bs"); set_language("en"); heard
    ['bs', 'en']
    """
    ref: Any
    try:
        ref = weakref.WeakMethod(callback)
    except TypeError:
        ref = lambda: callback  # noqa: E731  (a plain function lives as long as its module)
    _listeners.append(ref)


_CYRILLIC = dict(
    zip(
        "абвгдђежзијклљмнњопрстћуфхцчџш",
        ["a", "b", "v", "g", "d", "đ", "e", "ž", "z", "i", "j", "k", "l", "lj", "m"]
        + ["n", "nj", "o", "p", "r", "s", "t", "ć", "u", "f", "h", "c", "č", "dž", "š"],
        strict=True,
    )
)


def to_latin(text: str) -> str:
    """Serbian Cyrillic written in Serbian Latin (gajica); other letters are kept.

    >>> to_latin("Љиљана вуче ЊИВУ џак")
    'Ljiljana vuče NJIVU džak'
    """
    out = []
    for i, ch in enumerate(text):
        low = ch.lower()
        latin = _CYRILLIC.get(low)
        if latin is None:
            out.append(ch)
        elif ch == low:
            out.append(latin)
        else:
            after = text[i + 1 : i + 2]
            shout = len(latin) > 1 and after.isupper()
            out.append(latin.upper() if shout else latin.capitalize())
    return "".join(out)


def _(message: str) -> str:
    """``message`` in the language spoken now.

    >>> _("Draw")
    'Draw'
    """
    said = _catalog(_language).gettext(message)
    return to_latin(said) if _language == "sr-Latn" else said


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a message that the number ``n`` takes in the language spoken now.

    >>> ngettext("{n} tile", "{n} tiles", 1).format(n=1)
    '1 tile'
    """
    said = _catalog(_language).ngettext(singular, plural, n)
    return to_latin(said) if _language == "sr-Latn" else said


def number(value: float, digits: int = 0) -> str:
    """``value`` with ``digits`` decimals, written as the language spoken now writes numbers.

    The symbols are CLDR's (see :mod:`chickenfoot_nb.i18n.numbers`): English groups
    thousands with commas and marks decimals with a point; Bosnian and Serbian group with
    points and mark decimals with a comma; Bulgarian groups with a space and marks decimals
    with a comma.

    >>> number(12345.678, 1)
    '12,345.7'
    >>> set_language("bs"); number(12345.678, 1)
    '12.345,7'
    >>> set_language("bg"); number(0.25, 2)
    '0,25'
    >>> set_language("en")
    """
    return numbers.decimal(value, _language, digits)


def signed(value: float, digits: int = 0) -> str:
    """``value`` as :func:`number` writes it, with a plus sign when it is above nought: a change.

    >>> signed(0.7, 1), signed(-2.25, 1)
    ('+0.7', '-2.2')
    >>> set_language("sr"); signed(0.7, 1)
    '+0,7'
    >>> set_language("en")
    """
    return numbers.signed(value, _language, digits)


def significant(value: float, digits: int = 4) -> str:
    """``value`` to ``digits`` significant digits, as the language spoken now writes numbers.

    For a measured value whose size is not known in advance: a mean, a probability.

    >>> significant(0.1272727), significant(0.1272727, 6)
    ('0.1273', '0.127273')
    >>> set_language("bs"); significant(45.25)
    '45,25'
    >>> set_language("en")
    """
    return numbers.significant(value, _language, digits)


def percent(share: float, digits: int = 0, *, plus: bool = False) -> str:
    """A share between 0 and 1 as a percentage, written as the language spoken now writes it.

    ``plus`` writes a plus sign before a share above nought: a change, a gain.

    >>> percent(0.4567, 1), percent(0.027, 1, plus=True)
    ('45.7%', '+2.7%')
    >>> set_language("bg"); percent(0.4567, 1)
    '45,7%'
    >>> set_language("en")
    """
    return numbers.percent(share, _language, digits, plus=plus)


def N_(message: str) -> str:
    """Mark ``message`` for translation where it is defined, and translate it with :func:`_` where used.

    >>> N_("Draw")
    'Draw'
    """
    return message


def _from_environment() -> None:
    wanted = os.environ.get(ENVIRONMENT, "").strip()
    if wanted:
        try:
            set_language(wanted)
        except LanguageError as err:
            import warnings

            warnings.warn(f"{ENVIRONMENT}: {err} English is spoken instead.", stacklevel=2)


_from_environment()
