"""Trying an action or a rule set, and showing the rule that refuses it instead of a traceback."""

from __future__ import annotations

import html
import itertools
from dataclasses import dataclass
from typing import Any

from chickenfoot_nb.actions import Action
from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.explain import describe_action
from chickenfoot_nb.i18n import _, ngettext
from chickenfoot_nb.review import action_words
from chickenfoot_nb.round import Round
from chickenfoot_nb.rules import Rules
from chickenfoot_nb.tiles import set_size

#: How many attempts this kernel has drawn: each one's landmark gets a name of its own.
_SHOWN = itertools.count(1)


@dataclass(frozen=True)
class Attempt:
    """What happened when an action was tried: taken (with what it did) or refused (with the rule)."""

    action: str
    done: bool
    message: str

    def _repr_html_(self) -> str:
        colour = "#2e7d32" if self.done else "#b3261e"
        # The action is the typed grammar ("play 9|4 on 9|9"): it stays as written.
        word = _("Done.") if self.done else _("Refused.")
        # Its own light ground and ink: it reads the same on a light page and a dark one
        # (no host colour to follow in a plain HTML output), and it is a named landmark.
        ground = "#F1F8F1" if self.done else "#FDF1F0"
        # Numbered: a lesson may try the same action twice, and two landmarks of one page
        # must not share a name (axe's landmark-unique).
        name = html.escape(f"{word} {_spoken(self.action)} · {next(_SHOWN)}", quote=True)
        return (
            f"<div class='cf-attempt' role='region' aria-label='{name}' style='border-left:4px "
            f"solid {colour};padding:4px 10px;background:{ground};color:#1F2937'>"
            f"<code style='color:inherit;background:none'>{html.escape(self.action)}</code>: "
            f"<b style='color:{colour}'>{word}</b> "
            f"{html.escape(self.message)}</div>"
        )

    def __repr__(self) -> str:
        said = _("Done: {message}") if self.done else _("Refused: {message}")
        return said.format(message=self.message)


def _spoken(action: str) -> str:
    """A tried action as a screen reader says it: a move in words, other text as typed."""
    try:
        return action_words(action)
    except ChickenFootError:
        return action


def attempt(r: Round, action: Action | str, seat: int | None = None) -> Attempt:
    """Try ``action`` on ``r`` by the rules: take it, or show the reason it is refused (no traceback).

    >>> from chickenfoot_nb import Round
    >>> r = Round.deal("spruce", players=3, seed=2)
    >>> attempt(r, "play 9|9")
    Done: Seat 0 placed the round's double 9|9 in the centre.
    """
    text = str(action)
    try:
        r.apply(action, seat)
    except ChickenFootError as e:
        return Attempt(text, False, str(e))
    return Attempt(text, True, describe_action(r))


def try_rules(preset: str, players: int, **options: Any) -> Attempt:
    """Try to set up a round for ``players`` under a preset with ``options``; say why not if it cannot be dealt.

    >>> try_rules("spruce", 8)
    Refused: 8 players × 7 tiles = 56 tiles, but a double-9 set has only 55 tiles: use a double-12 set or fewer tiles per hand (at most 6)
    """
    shown = ", ".join(
        [repr(preset), f"players={players}", *(f"{k}={v!r}" for k, v in options.items())]
    )
    try:
        rules = Rules.preset(preset, **options)
        rules.check_players(players)
    except ChickenFootError as e:
        return Attempt(f"Rules({shown})", False, str(e))
    hand = rules.hand_size_for(players)
    aside = 1 if rules.double_set_aside else 0
    left = set_size(rules.set) - aside - players * hand
    return Attempt(
        f"Rules({shown})",
        True,
        ngettext(
            "{players} hands of {hand} tiles from a double-{n} set; "
            "{left} tiles stay in the chicken yard.",
            "{players} hands of {hand} tiles from a double-{n} set; "
            "{left} tiles stay in the chicken yard.",
            left,
        ).format(players=players, hand=hand, n=rules.set, left=left),
    )
