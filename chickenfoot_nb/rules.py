"""Rule sets: the two presets of docs/rules.md and every option as a field of one frozen value.

>>> r = Rules.preset("spruce")
>>> r.set, r.hand_size_for(4), r.arms_for(4), r.draw_must_play
(9, 7, 4, False)
>>> r.replace(draw_must_play=True).draw_must_play
True
>>> Rules.preset("gamerules").hand_size_for(3), Rules.preset("gamerules").kept_back_for(2)
(14, 2)
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Literal

from chickenfoot_nb.errors import RulesError
from chickenfoot_nb.i18n import _, ngettext
from chickenfoot_nb.tiles import MAX_SET, MIN_SET, set_size

PRESETS = ("gamerules", "spruce")
MIN_PLAYERS = 2
MAX_PLAYERS = 8
MAX_ARMS = 8

#: gamerules: tiles per hand by the number of players.
GAMERULES_HAND_SIZES = {2: 21, 3: 14, 4: 11, 5: 8, 6: 7, 7: 6, 8: 5}

TieBreak = Literal["share", "zero_rounds"]


@dataclass(frozen=True)
class Rules:
    """One complete rule set. Build it with :meth:`preset`, change it with :meth:`replace`.

    Fields (each is an option a notebook can switch on its own):

    - ``preset_name``: the preset the rule set started from (``"gamerules"`` or ``"spruce"``).
    - ``set``: N of the double-N set, 6 to 18.
    - ``hand_size``: tiles dealt to each hand; ``None`` means the preset's own table.
    - ``arms``: arms on the centre double, 2 to 8; ``None`` means one per player.
    - ``double_set_aside``: True when the round's double is taken out before the deal
      and found by a search (gamerules); False when it is dealt like every tile (spruce).
    - ``draw_must_play``: True when a drawn tile that fits must be played (gamerules);
      False when the player may keep it and pass (spruce).
    - ``kept_back``: tiles at the end of the yard that can never be drawn; ``None``
      means gamerules' table (2 with two players, 1 with more).
    - ``double_blank``: what ``0|0`` left in a hand scores (0 or 50).
    - ``tie_break``: ``"share"`` (equal totals share the win) or ``"zero_rounds"``
      (most rounds scored 0, then the lowest non-zero round score, then shared).

    >>> Rules.preset("gamerules", set=12).set
    12
    >>> Rules.preset("spruce", arms=9)
    Traceback (most recent call last):
    ...
    chickenfoot_nb.errors.RulesError: arms must be from 2 to 8 (one per player or more), not 9
    """

    preset_name: str = "spruce"
    set: int = 9
    hand_size: int | None = 7
    arms: int | None = 4
    double_set_aside: bool = False
    draw_must_play: bool = False
    kept_back: int | None = 0
    double_blank: int = 50
    tie_break: TieBreak = "zero_rounds"

    def __post_init__(self) -> None:
        self._validate()

    @staticmethod
    def preset(name: str, **options: Any) -> Rules:
        """The named preset (``"gamerules"`` or ``"spruce"``), with any options changed.

        >>> Rules.preset("spruce", double_blank=0).double_blank
        0
        >>> Rules.preset("house")
        Traceback (most recent call last):
        ...
        chickenfoot_nb.errors.RulesError: there is no preset named 'house': choose 'gamerules' or 'spruce'
        """
        if name == "gamerules":
            base = Rules(
                preset_name="gamerules",
                hand_size=None,
                arms=None,
                double_set_aside=True,
                draw_must_play=True,
                kept_back=None,
                double_blank=0,
                tie_break="share",
            )
        elif name == "spruce":
            base = Rules()
        else:
            raise RulesError(_no_preset(name))
        return base.replace(**options) if options else base

    def replace(self, **options: Any) -> Rules:
        """A copy with some options changed; unknown option names are refused.

        >>> Rules.preset("spruce").replace(colour="red")
        Traceback (most recent call last):
        ...
        chickenfoot_nb.errors.RulesError: there is no rule option named 'colour': the options are set, hand_size, arms, double_set_aside, draw_must_play, kept_back, double_blank, tie_break
        """
        names = option_names()
        for key in options:
            if key not in names:
                raise RulesError(
                    _("there is no rule option named {name}: the options are {options}").format(
                        name=repr(key), options=", ".join(names)
                    )
                )
        return dataclasses.replace(self, **options)

    def _validate(self) -> None:
        if self.preset_name not in PRESETS:
            raise RulesError(_no_preset(self.preset_name))
        _whole(self.set, "set")
        if not MIN_SET <= self.set <= MAX_SET:
            raise RulesError(
                _("the set must be double-{least} to double-{most}, not double-{number}").format(
                    least=MIN_SET, most=MAX_SET, number=self.set
                )
            )
        if self.hand_size is not None:
            _whole(self.hand_size, "hand_size")
            if self.hand_size < 1:
                raise RulesError(
                    _("each hand needs at least 1 tile, not {n}").format(n=self.hand_size)
                )
        if self.arms is not None:
            _whole(self.arms, "arms")
            if not 2 <= self.arms <= MAX_ARMS:
                raise RulesError(
                    _("arms must be from 2 to {most} (one per player or more), not {n}").format(
                        most=MAX_ARMS, n=self.arms
                    )
                )
        if self.kept_back is not None:
            _whole(self.kept_back, "kept_back")
            if self.kept_back < 0:
                raise RulesError(
                    _("kept_back counts tiles, so it cannot be {n}").format(n=self.kept_back)
                )
        for flag in ("double_set_aside", "draw_must_play"):
            if not isinstance(getattr(self, flag), bool):
                raise RulesError(
                    _("{option} is either True or False, not {value}").format(
                        option=flag, value=repr(getattr(self, flag))
                    )
                )
        _whole(self.double_blank, "double_blank")
        if self.double_blank < 0:
            raise RulesError(_("the double-blank cannot score {n}").format(n=self.double_blank))
        if self.tie_break not in ("share", "zero_rounds"):
            raise RulesError(
                _("tie_break is 'share' or 'zero_rounds', not {value}").format(
                    value=repr(self.tie_break)
                )
            )

    def hand_size_for(self, players: int) -> int:
        """Tiles dealt to each of ``players`` hands.

        >>> Rules.preset("gamerules").hand_size_for(8), Rules.preset("spruce").hand_size_for(8)
        (5, 7)
        """
        if self.hand_size is not None:
            return self.hand_size
        return GAMERULES_HAND_SIZES[_check_players(players)]

    def arms_for(self, players: int) -> int:
        """Arms the centre double takes with ``players`` players.

        >>> Rules.preset("gamerules").arms_for(3), Rules.preset("gamerules").arms_for(2)
        (3, 2)
        """
        return self.arms if self.arms is not None else max(2, _check_players(players))

    def kept_back_for(self, players: int) -> int:
        """Tiles at the end of the yard that may never be drawn.

        >>> Rules.preset("gamerules").kept_back_for(3), Rules.preset("spruce").kept_back_for(2)
        (1, 0)
        """
        if self.kept_back is not None:
            return self.kept_back
        return 2 if _check_players(players) == 2 else 1

    def check_players(self, players: int) -> int:
        """Return ``players`` if this rule set can deal a round for them, else explain why not.

        >>> Rules.preset("spruce").check_players(8)
        Traceback (most recent call last):
        ...
        chickenfoot_nb.errors.RulesError: 8 players × 7 tiles = 56 tiles, but a double-9 set has only 55 tiles: use a double-12 set or fewer tiles per hand (at most 6)
        """
        _check_players(players)
        hand = self.hand_size_for(players)
        arms = self.arms_for(players)
        if arms > self.set:
            raise RulesError(
                ngettext(
                    "{arms} arm cannot be started: a double-{number} set has only {number} "
                    "tiles besides the double for each number; use at most {number} arms or a "
                    "bigger set",
                    "{arms} arms cannot all be started: a double-{number} set has only {number} "
                    "tiles besides the double for each number; use at most {number} arms or a "
                    "bigger set",
                    arms,
                ).format(arms=arms, number=self.set)
            )
        needed = players * hand
        available = set_size(self.set) - (1 if self.double_set_aside else 0)
        if needed > available:
            bigger = next(
                (n for n in (12, 15, 18) if n > self.set and _fits(self, n, needed)), None
            )
            # Four whole sentences: set aside or not, a bigger set that fits or none.
            if self.double_set_aside and bigger is not None:
                said = ngettext(
                    "{players} players × {hand} tile = {needed} tiles, but a double-{number} set "
                    "has only {available} tiles to deal once the round's double is set aside: use "
                    "a double-{bigger} set or fewer tiles per hand (at most {most})",
                    "{players} players × {hand} tiles = {needed} tiles, but a double-{number} set "
                    "has only {available} tiles to deal once the round's double is set aside: use "
                    "a double-{bigger} set or fewer tiles per hand (at most {most})",
                    hand,
                )
            elif self.double_set_aside:
                said = ngettext(
                    "{players} players × {hand} tile = {needed} tiles, but a double-{number} set "
                    "has only {available} tiles to deal once the round's double is set aside: use "
                    "fewer tiles per hand (at most {most})",
                    "{players} players × {hand} tiles = {needed} tiles, but a double-{number} set "
                    "has only {available} tiles to deal once the round's double is set aside: use "
                    "fewer tiles per hand (at most {most})",
                    hand,
                )
            elif bigger is not None:
                said = ngettext(
                    "{players} players × {hand} tile = {needed} tiles, but a double-{number} set "
                    "has only {available} tiles: use a double-{bigger} set or fewer tiles per hand "
                    "(at most {most})",
                    "{players} players × {hand} tiles = {needed} tiles, but a double-{number} set "
                    "has only {available} tiles: use a double-{bigger} set or fewer tiles per hand "
                    "(at most {most})",
                    hand,
                )
            else:
                said = ngettext(
                    "{players} players × {hand} tile = {needed} tiles, but a double-{number} set "
                    "has only {available} tiles: use fewer tiles per hand (at most {most})",
                    "{players} players × {hand} tiles = {needed} tiles, but a double-{number} set "
                    "has only {available} tiles: use fewer tiles per hand (at most {most})",
                    hand,
                )
            raise RulesError(
                said.format(
                    players=players,
                    hand=hand,
                    needed=needed,
                    number=self.set,
                    available=available,
                    bigger=bigger,
                    most=available // players,
                )
            )
        return players

    def to_record(self) -> dict[str, Any]:
        """The ``rules`` object of a game record: the preset and the options that differ.

        >>> Rules.preset("spruce", draw_must_play=True).to_record()
        {'preset': 'spruce', 'set': 9, 'draw_must_play': True}
        """
        base = Rules.preset(self.preset_name)
        out: dict[str, Any] = {"preset": self.preset_name, "set": self.set}
        for name in option_names():
            if name != "set" and getattr(self, name) != getattr(base, name):
                out[name] = getattr(self, name)
        return out

    @staticmethod
    def from_record(data: Any) -> Rules:
        """Read the ``rules`` object of a game record.

        >>> Rules.from_record({"preset": "gamerules", "set": 12}).set
        12
        """
        if not isinstance(data, dict):
            raise RulesError(
                _("'rules' must be an object such as {example}").format(
                    example='{"preset": "spruce", "set": 9}'
                )
            )
        if "preset" not in data:
            raise RulesError(_("'rules' must name a preset: 'gamerules' or 'spruce'"))
        options = {k: v for k, v in data.items() if k != "preset"}
        if not isinstance(data["preset"], str):
            raise RulesError(_("the preset is named by text: 'gamerules' or 'spruce'"))
        return Rules.preset(data["preset"], **options)

    def describe(self) -> str:
        """One line per rule, in words, for a reader.

        >>> print(Rules.preset("spruce").describe().splitlines()[0])
        preset: spruce, double-9 set
        """
        # Each line is one whole message: the rule and its value, as a reader says it.
        hand = (
            _("tiles per hand: by the number of players")
            if self.hand_size is None
            else _("tiles per hand: {n}").format(n=self.hand_size)
        )
        arms = (
            _("arms on the centre double: one per player")
            if self.arms is None
            else _("arms on the centre double: {n}").format(n=self.arms)
        )
        kept = (
            _("tiles kept back in the yard: 2 with two players, else 1")
            if self.kept_back is None
            else _("tiles kept back in the yard: {n}").format(n=self.kept_back)
        )
        return "\n".join(
            [
                _("preset: {preset}, double-{number} set").format(
                    preset=self.preset_name, number=self.set
                ),
                hand,
                arms,
                _("round's double: set aside, found by a search")
                if self.double_set_aside
                else _("round's double: dealt; its holder starts"),
                _("a drawn tile that fits: must be played")
                if self.draw_must_play
                else _("a drawn tile that fits: may be played or kept"),
                kept,
                _("0|0 left in a hand scores: {n}").format(n=self.double_blank),
                _("equal totals: share the win")
                if self.tie_break == "share"
                else _("equal totals: most zero rounds, then lowest round"),
            ]
        )


def _no_preset(name: object) -> str:
    return _("there is no preset named {name}: choose 'gamerules' or 'spruce'").format(
        name=repr(name)
    )


def option_names() -> tuple[str, ...]:
    """The names of the rule options, as used in :meth:`Rules.replace` and in records.

    >>> option_names()[:3]
    ('set', 'hand_size', 'arms')
    """
    return tuple(f.name for f in dataclasses.fields(Rules) if f.name != "preset_name")


def _whole(value: Any, name: str) -> None:
    if isinstance(value, bool) or not isinstance(value, int):
        raise RulesError(
            _("{option} must be a whole number, not {value}").format(option=name, value=repr(value))
        )


def _check_players(players: int) -> int:
    if isinstance(players, bool) or not isinstance(players, int):
        raise RulesError(
            _("the number of players must be a whole number, not {value}").format(
                value=repr(players)
            )
        )
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise RulesError(
            ngettext(
                "Chicken Foot is played by {least} to {most} player, not {n}",
                "Chicken Foot is played by {least} to {most} players, not {n}",
                MAX_PLAYERS,
            ).format(least=MIN_PLAYERS, most=MAX_PLAYERS, n=players)
        )
    return players


def _fits(rules: Rules, n: int, needed: int) -> bool:
    return needed <= set_size(n) - (1 if rules.double_set_aside else 0)
