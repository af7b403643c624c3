"""The language menu every widget carries, and the words its board's script says.

Choosing a language in any menu calls :func:`~chickenfoot_nb.i18n.set_language`: every live
widget hears it (:func:`~chickenfoot_nb.i18n.on_language_change`) and says its words again;
no game changes. The languages are named in their own words, as a reader looks for them.

>>> from chickenfoot_nb.i18n import get_language, set_language
>>> menu = language_menu()
>>> menu.description, menu.value, dict(menu.options)["Bosanski"]
('Language', 'en', 'bs')
>>> menu.value = "bs"                    # what a reader's choice does, set from Python
>>> get_language()
'bs'
>>> set_language("en"); menu.value
'en'
"""

from __future__ import annotations

from typing import Any

import ipywidgets as W

from chickenfoot_nb.i18n import LANGUAGES, N_, _, get_language, on_language_change, set_language

#: The words the board's script (board.js) shows or speaks itself, by key: the script holds
#: no words of its own, it reads them from the board's ``words`` trait.
BOARD_WORDS = {
    "zoom": N_("Zoom the table"),
    "zoom_help": N_("Zoom: + and − keys, Ctrl+wheel or pinch; drag to move; 0 fits the table"),
    "zoom_in": N_("Zoom in"),
    "zoom_out": N_("Zoom out"),
    # Translators: the short text of the button that fits the whole table in view.
    "fit": N_("Fit"),
    "fit_label": N_("Fit the whole table"),
    # Translators: said when a crowded table opens on part of it; 0 is the key that fits it.
    "framed": N_("Showing the open ends the legal moves use; 0 shows the whole table"),
    "whole": N_("Showing the whole table"),
    # Translators: the name a screen reader gives one game on the page; {number} tells the
    # games of one notebook apart.
    "game": N_("Chicken Foot game {number}"),
    "explorer": N_("Rules explorer"),
    "puzzle": N_("Chicken Foot puzzles"),
    # Translators: {name} is a slider's label, as "Timeline: the moment shown".
    "slider": N_("{name}: the moment shown"),
    "step": N_("Step"),
}


def board_words(number: int = 1) -> dict[str, str]:
    """The board script's words in the language spoken now, for the ``number``-th game shown.

    Two games on one page are two landmarks, and a landmark's name must be its own: the
    game's name carries its number.

    >>> words = board_words(2)
    >>> words["zoom_in"], words["game"]
    ('Zoom in', 'Chicken Foot game 2')
    """
    words = {key: _(text) for key, text in BOARD_WORDS.items()}
    words["game"] = words["game"].format(number=number)
    return words


class LanguageMenu(W.Dropdown):
    """A labelled menu of the languages, each named in its own words; it sets the language.

    It is a native ``<select>`` with its ``<label>``: Tab reaches it, the arrow keys choose,
    and a screen reader hears "Language" and the language chosen. It follows the language
    however it was chosen (another menu, a cell's ``set_language``).

    >>> [code for _, code in LanguageMenu().options]
    ['en', 'bs', 'sr', 'sr-Latn', 'bg']
    """

    def __init__(self) -> None:
        super().__init__(
            options=[(name, code) for code, name in LANGUAGES.items()],
            value=get_language(),
            layout=W.Layout(width="auto"),
            style={"description_width": "initial"},
        )
        self.add_class("cf-language")
        self._heard(get_language())
        self.observe(self._chosen, "value")
        on_language_change(self._heard)

    def _chosen(self, change: dict[str, Any]) -> None:
        if change["new"]:
            set_language(change["new"])

    def _heard(self, code: str) -> None:
        self.value = code
        self.description = _("Language")
        self.tooltip = _("The language of the widgets")


def language_menu() -> LanguageMenu:
    """A new :class:`LanguageMenu`, showing the language spoken now."""
    return LanguageMenu()
