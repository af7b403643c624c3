"""Deals: who holds what at the start of a round, made from a seed or written out by hand.

The same seed gives the same deal on every machine (Python's ``random.Random`` seeded
with text is stable across platforms and versions).

>>> d = deal("gamerules", players=4, seed=7)
>>> [len(h) for h in d.hands], len(d.yard), d.starter
([11, 11, 11, 11], 10, 3)

``deal`` takes its arguments as :meth:`Round.deal <chickenfoot_nb.round.Round.deal>` does
(rules, players, seed, double), and deals the same tiles for the same seed:
``Round.deal(rules, players, seed=s).dealt == deal(rules, players, seed=s)``.
"""

from __future__ import annotations

import random
import warnings
from collections.abc import Sequence
from dataclasses import dataclass

from chickenfoot_nb.errors import RulesError
from chickenfoot_nb.i18n import _, ngettext
from chickenfoot_nb.rules import Rules
from chickenfoot_nb.tiles import Tile, double_set, tile


@dataclass(frozen=True)
class Deal:
    """The tiles of each hand (seat 0 first), the yard in draw order, and the round's double.

    ``starter`` is the seat that found the round's double in the search (gamerules only;
    ``None`` when the double is dealt like every tile).
    """

    double: int
    hands: tuple[tuple[Tile, ...], ...]
    yard: tuple[Tile, ...]
    starter: int | None = None

    @property
    def players(self) -> int:
        """How many seats were dealt."""
        return len(self.hands)

    def check(self, rules: Rules) -> Deal:
        """Return the deal if it fits ``rules`` exactly, else say what is wrong.

        >>> Deal(9, ((Tile(1, 0),), (Tile(2, 0),)), ()).check(Rules.preset("spruce"))
        Traceback (most recent call last):
        ...
        chickenfoot_nb.errors.RulesError: seat 0 was dealt 1 tile, but these rules deal 7
        """
        n = rules.set
        players = rules.check_players(len(self.hands))
        if not 0 <= self.double <= n:
            raise RulesError(
                _("the round's double must be from 0|0 to {most}, not {number}").format(
                    most=f"{n}|{n}", number=self.double
                )
            )
        size = rules.hand_size_for(players)
        for seat, hand in enumerate(self.hands):
            if len(hand) != size:
                said = ngettext(
                    "seat {seat} was dealt {n} tile, but these rules deal {size}",
                    "seat {seat} was dealt {n} tiles, but these rules deal {size}",
                    len(hand),
                )
                raise RulesError(said.format(seat=seat, n=len(hand), size=size))
        centre = tile(self.double, self.double)
        seen: set[Tile] = set()
        placed = [t for hand in self.hands for t in hand] + list(self.yard)
        if rules.double_set_aside:
            if centre in placed:
                raise RulesError(
                    _(
                        "{centre} is the round's double and is set aside before the deal under "
                        "these rules: it cannot be in a hand or in the yard"
                    ).format(centre=centre)
                )
            placed.append(centre)
        for t in placed:
            if t.hi > n:
                raise RulesError(
                    _("{tile} is not in a double-{number} set").format(tile=t, number=n)
                )
            if t in seen:
                raise RulesError(_("{tile} appears twice in the deal").format(tile=t))
            seen.add(t)
        missing = [t for t in double_set(n) if t not in seen]
        if missing:
            shown = ", ".join(str(t) for t in missing[:5]) + (" …" if len(missing) > 5 else "")
            raise RulesError(
                _(
                    "the hands and the yard must hold the whole double-{number} set; "
                    "missing: {missing}"
                ).format(number=n, missing=shown)
            )
        if rules.double_set_aside:
            if self.starter is None:
                raise RulesError(
                    _("these rules need the seat that found the round's double (starter)")
                )
            if (
                isinstance(self.starter, bool)
                or not isinstance(self.starter, int)
                or not (0 <= self.starter < players)
            ):
                raise RulesError(
                    _("the starter must be a seat from 0 to {last}, not {value}").format(
                        last=players - 1, value=repr(self.starter)
                    )
                )
        return self


def as_rules(rules: Rules | str) -> Rules:
    """``rules`` as a :class:`Rules`: a rule set is kept, a preset name is looked up.

    >>> as_rules("spruce") == Rules.preset("spruce")
    True
    >>> as_rules(9)
    Traceback (most recent call last):
    ...
    chickenfoot_nb.errors.RulesError: rules must be a preset name ('gamerules' or 'spruce') or a Rules, not 9
    """
    if isinstance(rules, Rules):
        return rules
    if isinstance(rules, str):
        return Rules.preset(rules)
    raise RulesError(
        _("rules must be a preset name ('gamerules' or 'spruce') or a Rules, not {value}").format(
            value=repr(rules)
        )
    )


def deal(
    rules: Rules | str = "spruce",
    players: int = 4,
    *old_order: int | str | None,
    seed: int | str | None = None,
    double: int | None = None,
) -> Deal:
    """Shuffle and deal one round, as docs/rules.md says, from ``seed``.

    ``rules`` is a :class:`Rules` or a preset name; ``seed`` and ``double`` (the round's
    double, the set's highest by default) are given by name. A seed deals the same tiles as
    :meth:`Round.deal <chickenfoot_nb.round.Round.deal>` with that seed.

    Under a rule set with ``double_set_aside`` the search for the double is played out
    first: seats draw one face-down tile each in turn, seat 0 first, and the one who draws
    the double starts.

    >>> d = deal("spruce", players=3, seed="lesson")
    >>> [len(h) for h in d.hands], len(d.yard), d.starter is None
    ([7, 7, 7], 34, True)
    >>> deal("spruce", players=3, seed=5, double=4).double
    4
    """
    if old_order:
        # The old signature was deal(rules, players, double, seed): positional values are
        # read in that order for one release, so that old code deals what it dealt.
        if len(old_order) > 2 or (len(old_order) == 2 and seed is not None) or double is not None:
            raise RulesError(
                _("deal takes seed= and double= by name: deal(rules, players, seed=…, double=…)")
            )
        warnings.warn(
            _(
                "deal(rules, players, double, seed) is the old order: write "
                "deal(rules, players, seed=…, double=…), by name"
            ),
            DeprecationWarning,
            stacklevel=2,
        )
        if len(old_order) == 2:
            seed = old_order[1]
        return _shuffled(as_rules(rules), players, seed, old_order[0])
    return _shuffled(as_rules(rules), players, seed, double)


def _shuffled(rules: Rules, players: int, seed: int | str | None, given: object) -> Deal:
    rules.check_players(players)
    n = rules.set
    double = n if given is None else given
    if isinstance(double, bool) or not isinstance(double, int) or not 0 <= double <= n:
        raise RulesError(
            _("the round's double must be from 0|0 to {most}, not {number}").format(
                most=f"{n}|{n}", number=repr(double)
            )
        )
    rng = random.Random(f"chickenfoot:{seed}" if seed is not None else None)
    centre = tile(double, double)
    tiles = list(double_set(rules.set))
    starter = None
    if rules.double_set_aside:
        rng.shuffle(tiles)
        starter = search_for_double(tiles, centre, players)
        tiles.remove(centre)
    rng.shuffle(tiles)
    size = rules.hand_size_for(players)
    hands = tuple(tuple(tiles[i * size : (i + 1) * size]) for i in range(players))
    return Deal(double, hands, tuple(tiles[players * size :]), starter)


def search_for_double(face_down: Sequence[Tile], double: Tile, players: int) -> int:
    """The seat that finds ``double`` when seats draw ``face_down`` in turn, seat 0 first.

    >>> search_for_double([Tile(1, 0), Tile(2, 0), Tile(9, 9)], Tile(9, 9), players=2)
    0
    """
    return list(face_down).index(double) % players
