"""Game records (``chickenfoot-record/1``): save a match and load it back, replaying every action.

The format is described in ``docs/record-format.md``.

A record that is not a record at all raises :class:`RecordError`; a record whose actions
break a rule raises :class:`RecordRuleError`, which says in which round and at which action.

Whatever the input, :func:`load` and :func:`loads` raise nothing else, and they refuse
before parsing what would cost a lot to parse (through :mod:`chickenfoot_nb.files`, the
reader of every file the package reads):

- a file or text of more than :data:`MAX_RECORD_BYTES` bytes (characters, for text);
- bytes that are not UTF-8 (a leading UTF-8 byte-order mark is accepted and skipped, as
  some editors write one);
- JSON nested more than :data:`MAX_NESTING` deep, a number of more than
  :data:`MAX_NUMBER_DIGITS` digits, ``NaN`` or ``Infinity``, and an object that gives one
  key twice;
- a player's name that is longer than :data:`MAX_NAME_CHARS` characters or is not valid
  Unicode.

>>> from chickenfoot_nb.match import Match
>>> m = Match("spruce", players=3, seed=2)
>>> m.current.apply("play 9|9")
>>> again = match_from_record(match_to_record(m))
>>> again.current.history == m.current.history
True
>>> loads(b'{"format": "chickenfoot-record/1", "format": "x"}')
Traceback (most recent call last):
...
chickenfoot_nb.errors.RecordError: the key "format" is given twice in one object: write each key once
"""

from __future__ import annotations

import json
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass
from os import PathLike
from pathlib import Path
from typing import TYPE_CHECKING, Any

from chickenfoot_nb.actions import DRAW, PASS, Action, play
from chickenfoot_nb.deal import Deal
from chickenfoot_nb.errors import ChickenFootError, IllegalActionError, RecordError
from chickenfoot_nb.files import FileKind, parse_json, read_json
from chickenfoot_nb.files import shown as _show
from chickenfoot_nb.i18n import N_, _, ngettext, number
from chickenfoot_nb.match import RECORD_FORMAT as FORMAT
from chickenfoot_nb.match import Match
from chickenfoot_nb.rules import Rules
from chickenfoot_nb.tiles import Tile, parse_in_set

if TYPE_CHECKING:
    from chickenfoot_nb.round import Round

#: The largest record file or text accepted: 4 MiB. A whole double-18 match between random
#: bots saves to about 0.6 MB, so this leaves room for long games and notes, while a parse
#: stays within a few tens of megabytes of memory.
MAX_RECORD_BYTES = 4 * 1024 * 1024
#: How deep objects and lists may nest. A record itself nests 5 deep; extra keys may add more.
MAX_NESTING = 64
#: The longest number accepted; a record's own numbers have one or two digits.
MAX_NUMBER_DIGITS = 100
#: The longest player name accepted.
MAX_NAME_CHARS = 64
_ROUND_KEYS = {"double", "hands", "yard", "starter", "actions"}
_TOP_KEYS = {"format", "rules", "players", "rounds"}
_LONGEST_SHOWN = 60


class RecordRuleError(IllegalActionError):
    """An action in a record that breaks a rule: ``round`` and ``action`` count from 0."""

    def __init__(self, message: str, round_index: int, action_index: int) -> None:
        super().__init__(message)
        self.round = round_index
        self.action = action_index


def match_to_record(game: Match | Round) -> dict[str, Any]:
    """The game as a record object, keeping any extra keys a match was loaded with.

    ``game`` is a :class:`~chickenfoot_nb.match.Match`, or a :class:`~chickenfoot_nb.round.Round`
    played on its own, saved as the first round of a match (:meth:`Match.from_round
    <chickenfoot_nb.match.Match.from_round>`). ``Match.to_record()`` says the same.

    >>> from chickenfoot_nb.round import Round
    >>> r = Round.deal("spruce", players=["Ana", "Boris"], seed=1)
    >>> rec = match_to_record(r)
    >>> rec["players"], len(rec["rounds"])
    (['Ana', 'Boris'], 1)
    >>> match_to_record("game.json")
    Traceback (most recent call last):
    ...
    chickenfoot_nb.errors.RecordError: a game record is made from a Match or a Round, not from str
    """
    return _as_match(game).to_record()


def _as_match(game: Match | Round) -> Match:
    """``game`` as a match: a round played on its own is the first round of one."""
    from chickenfoot_nb.round import Round

    if isinstance(game, Match):
        return game
    if isinstance(game, Round):
        try:
            return Match.from_round(game)
        except IllegalActionError as e:
            raise RecordError(str(e)) from None
    raise RecordError(
        _("a game record is made from a Match or a Round, not from {kind}").format(
            kind=type(game).__name__
        )
    )


def dumps(game: Match | Round) -> str:
    """The game (a match, or a round played on its own) as the JSON text :func:`save` writes.

    >>> from chickenfoot_nb.match import Match
    >>> dumps(Match("spruce", players=2, seed=1)).splitlines()[1]
    ' "format": "chickenfoot-record/1",'
    """
    return json.dumps(match_to_record(game), indent=1) + "\n"


def save(game: Match | Round, path: str | PathLike[str]) -> None:
    """Write the game to ``path`` as a JSON game record: a match, or a round played on its own.

    A round becomes the first round of a match (:meth:`Match.from_round
    <chickenfoot_nb.match.Match.from_round>`); :func:`load` gives that match back, and its
    ``current`` is the round. Anything else is refused, and no file is written.

    >>> import tempfile, pathlib
    >>> from chickenfoot_nb.round import Round
    >>> r = Round.deal("spruce", players=3, seed=7); r.apply("draw")
    >>> path = pathlib.Path(tempfile.mkdtemp()) / "round.json"
    >>> save(r, path)
    >>> load(path).current.history == r.history
    True
    """
    Path(path).write_text(dumps(game), encoding="utf-8")


def load(path: str | Path) -> Match:
    """Read and replay the game record at ``path``; a file over the size limit is not read.

    >>> load("no/such/record.json")
    Traceback (most recent call last):
    ...
    chickenfoot_nb.errors.RecordError: cannot read no/such/record.json: No such file or directory
    """
    return match_from_record(read_json(path, RECORD_FILE))


def loads(text: str | bytes | bytearray) -> Match:
    """Read and replay a game record given as JSON text, or as the bytes of a UTF-8 file.

    >>> loads(bytes([0xFF]))
    Traceback (most recent call last):
    ...
    chickenfoot_nb.errors.RecordError: not UTF-8 text: byte 0xff at position 0 cannot be read as UTF-8
    >>> loads('{"players": ' + "9" * 1000 + "}")
    Traceback (most recent call last):
    ...
    chickenfoot_nb.errors.RecordError: a number in the record has 1000 digits; a game record's numbers have at most 100
    """
    if not isinstance(text, (str, bytes, bytearray)):
        raise RecordError(
            _("a record is read from text or bytes, not from {kind}").format(
                kind=type(text).__name__
            )
        )
    return match_from_record(parse_json(text, RECORD_FILE))


@dataclass(frozen=True)
class _RecordFile(FileKind):
    """A game record file (:mod:`chickenfoot_nb.files`), refused in a game record's words."""

    def too_big(self, size: int, *, in_characters: bool) -> str:
        if in_characters:
            said = ngettext(
                "the record is {size} character long, more than the {most} a game record may hold",
                "the record is {size} characters long, more than the {most} a game record may hold",
                size,
            )
        else:
            said = _(
                "the record is {size} bytes long, more than the {most} bytes a game record may hold"
            )
        return said.format(size=number(size), most=number(self.max_bytes))

    def too_deep(self, depth: int) -> str:
        return _(
            "the record nests lists and objects {depth} deep; a game record nests at most "
            "{most} deep"
        ).format(depth=depth, most=self.max_depth)

    def long_number(self, count: int) -> str:
        return _(
            "a number in the record has {count} digits; a game record's numbers have at most {most}"
        ).format(count=count, most=self.max_digits)

    def not_a_number(self, name: str) -> str:
        return _("{name} is not a number a game record can hold").format(name=name)

    def not_an_object(self, value: Any) -> str:
        return _("a game record is a JSON object with 'format', 'rules', 'players' and 'rounds'")


#: How a game record file is read: its limits, and a refusal in a game record's words.
RECORD_FILE = _RecordFile(
    error=RecordError,
    max_bytes=MAX_RECORD_BYTES,
    max_depth=MAX_NESTING,
    max_digits=MAX_NUMBER_DIGITS,
)


def _refused(where: str, e: ChickenFootError) -> RecordError:
    """The record error for a refusal from the rules or the tiles, kept to one short line."""
    words = str(e)
    if len(words) > 3 * _LONGEST_SHOWN:
        # a long value sits in the middle; the rule that refuses it is said at the end
        words = words[:_LONGEST_SHOWN] + "…" + words[-2 * _LONGEST_SHOWN :]
    return RecordError(_("{where}: {reason}").format(where=where, reason=words))


#: What a key's value must be, as said in a refusal.
_KINDS: dict[type, str] = {
    int: N_("a whole number"),
    str: N_("text"),
    list: N_("a list"),
    dict: N_("an object"),
}


def _need(obj: dict[str, Any], key: str, kind: type | tuple[type, ...], where: str) -> Any:
    if key not in obj:
        raise RecordError(_("{where} has no '{key}'").format(where=where, key=key))
    value = obj[key]
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
        want = _(_KINDS.get(kind, str(kind))) if isinstance(kind, type) else _("a list or a number")
        raise RecordError(
            _("{where}: '{key}' must be {kind}, not {value}").format(
                where=where, key=key, kind=want, value=_show(value)
            )
        )
    return value


def _tile(text: Any, n: int, where: str) -> Tile:
    if not isinstance(text, str):
        raise RecordError(
            _('{where}: a tile is written as text like "9|4", not {value}').format(
                where=where, value=_show(text)
            )
        )
    try:
        return parse_in_set(text, n)
    except ChickenFootError as e:
        raise _refused(where, e) from None


def _action(obj: Any, n: int, where: str) -> tuple[int, Action]:
    if not isinstance(obj, dict):
        raise RecordError(
            _("{where} must be an object like {example}").format(
                where=where, example='{"player": 0, "action": "draw"}'
            )
        )
    player = _need(obj, "player", int, where)
    kind = _need(obj, "action", str, where)
    if kind == "draw":
        return player, DRAW
    if kind == "pass":
        return player, PASS
    if kind != "play":
        raise RecordError(
            _("{where}: unknown action {value} (use 'play', 'draw' or 'pass')").format(
                where=where, value=_show(kind)
            )
        )
    t = _tile(_need(obj, "tile", str, where), n, where)
    on = obj.get("on")
    return player, play(t, None if on is None else _tile(on, n, where))


def _players(data: dict[str, Any], rules: Rules) -> int | list[str]:
    players = _need(data, "players", (int, list), _("the record"))
    if isinstance(players, bool):
        raise RecordError(_("'players' must be a list of names or a number from 2 to 8"))
    if isinstance(players, list):
        for s, name in enumerate(players):
            if not isinstance(name, str):
                raise RecordError(
                    _("'players' must be a list of names (text) or a number from 2 to 8")
                )
            if len(name) > MAX_NAME_CHARS or not _is_unicode(name):
                raise RecordError(
                    ngettext(
                        "'players': the name of seat {seat} must be Unicode text of at most "
                        "{most} character, not {value}",
                        "'players': the name of seat {seat} must be Unicode text of at most "
                        "{most} characters, not {value}",
                        MAX_NAME_CHARS,
                    ).format(seat=s, most=MAX_NAME_CHARS, value=_show(name))
                )
    try:
        rules.check_players(players if isinstance(players, int) else len(players))
    except ChickenFootError as e:
        raise _refused("'players'", e) from None
    if isinstance(players, list) and players == [f"Seat {i}" for i in range(len(players))]:
        # Written out by an older version for seats given no names: read them as such, so
        # that they are called as the language spoken now calls them (a record keeps the count).
        return len(players)
    return players


def _is_unicode(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _round(raw: Any, i: int, rules: Rules, count: int) -> tuple[Deal, Iterator[tuple[int, Action]]]:
    """The deal of round ``i``, checked, and its actions, each checked for shape as it is read."""
    # A place in the record is named whole ("round 2, hand 1"), as the start of a refusal.
    where = _("round {round}").format(round=i)
    n = rules.set
    if not isinstance(raw, dict):
        raise RecordError(
            _("{where} must be an object with 'double', 'hands', 'yard' and 'actions'").format(
                where=where
            )
        )
    double = _need(raw, "double", int, where)
    if double != n - i:
        raise RecordError(
            _(
                "{where} must be played with double {number} (rounds go N, N-1, ..., 0), not "
                "{given}"
            ).format(where=where, number=n - i, given=double)
        )
    hands_raw = _need(raw, "hands", list, where)
    if len(hands_raw) != count:
        # The English says "hands" and "players" whatever the numbers.
        said = ngettext(
            "{where} deals {n} hands for {players} players",
            "{where} deals {n} hands for {players} players",
            len(hands_raw),
        )
        raise RecordError(said.format(where=where, n=len(hands_raw), players=count))
    hands = []
    for s, h in enumerate(hands_raw):
        if not isinstance(h, list):
            raise RecordError(
                _("{where}: hand {hand} must be a list of tiles").format(where=where, hand=s)
            )
        in_hand = _("round {round}, hand {hand}").format(round=i, hand=s)
        hands.append(tuple(_tile(t, n, in_hand) for t in h))
    in_yard = _("round {round}, yard").format(round=i)
    yard = tuple(_tile(t, n, in_yard) for t in _need(raw, "yard", list, where))
    starter = _need(raw, "starter", int, where) if rules.double_set_aside else None
    deal = Deal(double, tuple(hands), yard, starter)
    try:
        deal.check(rules)
    except ChickenFootError as e:
        raise _refused(where, e) from None
    raw_actions = _need(raw, "actions", list, where)
    return deal, (
        _action(a, n, _("round {round}, action {action}").format(round=i, action=k))
        for k, a in enumerate(raw_actions)
    )


def _replay(r: Round, i: int, actions: Iterator[tuple[int, Action]]) -> RecordRuleError | None:
    """Take ``actions`` in round ``i`` until one breaks a rule, and return that refusal."""
    for k, (player, action) in enumerate(actions):
        if r.is_over:
            if r.end == "out":
                said = _(
                    "the round is already over ({name} went out): no action can follow"
                ).format(name=r.names[r.out_seat or 0])
            else:
                said = _("the round is already over (it was blocked): no action can follow")
            return RecordRuleError(said, i, k)
        try:
            r.apply(action, seat=player)
        except IllegalActionError as e:
            return RecordRuleError(str(e), i, k)
    return None


def match_from_record(data: Any) -> Match:
    """Build a match from a record object, replaying every action with the rules checked.

    Each action is read as it is replayed, so no second copy of a long record is built.
    Once one breaks a rule the rest is still read: a record that is not a record at all
    is refused as such even when an earlier action also breaks a rule.
    """
    if not isinstance(data, dict):
        raise RecordError(
            _("a game record is a JSON object with 'format', 'rules', 'players' and 'rounds'")
        )
    fmt = data.get("format")
    if fmt != FORMAT:
        raise RecordError(
            _("not a game record: 'format' must be {format}, not {value}").format(
                format=repr(FORMAT), value=_show(fmt)
            )
            if "format" in data
            else _("not a game record: 'format' is missing (it must be {format})").format(
                format=repr(FORMAT)
            )
        )
    given_rules = _need(data, "rules", dict, _("the record"))
    try:
        rules = Rules.from_record(given_rules)
    except ChickenFootError as e:
        raise _refused("'rules'", e) from None
    players = _players(data, rules)
    count = players if isinstance(players, int) else len(players)
    raw_rounds = _need(data, "rounds", list, _("the record"))
    if not raw_rounds:
        raise RecordError(_("'rounds' is empty: a record holds at least the first round's deal"))
    if len(raw_rounds) > rules.set + 1:
        raise RecordError(
            ngettext(
                "a double-{number} match has {rounds} round, but the record has {given}",
                "a double-{number} match has {rounds} rounds, but the record has {given}",
                rules.set + 1,
            ).format(number=rules.set, rounds=rules.set + 1, given=len(raw_rounds))
        )
    m: Match | None = None
    broken: RecordRuleError | None = None
    for i, raw in enumerate(raw_rounds):
        deal, actions = _round(raw, i, rules, count)
        if m is None:
            m = Match(rules, players, seed=0, first_deal=deal)
        elif broken is None and not m.current.is_over:
            broken = RecordRuleError(
                _(
                    "round {round} starts before round {previous} (double {number}) has ended"
                ).format(round=i, previous=i - 1, number=m.current.double),
                i,
                0,
            )
        elif broken is None:
            m.next_round(deal)
        if broken is None:
            broken = _replay(m.current, i, actions)
        deque(actions, maxlen=0)  # the rest is still read, to refuse what is not a record
    if broken is not None:
        raise broken
    assert m is not None  # there is at least one round
    m.record_extras = {k: v for k, v in data.items() if k not in _TOP_KEYS}
    m.round_extras = [{k: v for k, v in raw.items() if k not in _ROUND_KEYS} for raw in raw_rounds]
    return m
