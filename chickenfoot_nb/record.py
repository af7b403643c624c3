"""Game records (``chickenfoot-record/1``): save a match and load it back, replaying every action.

The format is described in ``docs/record-format.md``.

A record that is not a record at all raises :class:`RecordError`; a record whose actions
break a rule raises :class:`RecordRuleError`, which says in which round and at which action.

Whatever the input, :func:`load` and :func:`loads` raise nothing else, and they refuse
before parsing what would cost a lot to parse:

- a file or text of more than :data:`MAX_RECORD_BYTES` bytes (characters, for text);
- bytes that are not UTF-8 (a leading UTF-8 byte-order mark is accepted and skipped, as
  some editors write one);
- JSON nested more than :data:`MAX_NESTING` deep, a number of more than
  :data:`MAX_NUMBER_DIGITS` digits, ``NaN`` or ``Infinity``, and an object that gives one
  key twice;
- a player's name that is longer than :data:`MAX_NAME_CHARS` characters or is not valid
  Unicode.

>>> from chickenfoot_nb.match import Match
>>> m = Match("spruce", players=3, seed=4)
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
import re
from collections import deque
from collections.abc import Iterator
from itertools import accumulate
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

from chickenfoot_nb.actions import DRAW, PASS, Action, play
from chickenfoot_nb.deal import Deal
from chickenfoot_nb.errors import ChickenFootError, IllegalActionError, RecordError
from chickenfoot_nb.rules import Rules
from chickenfoot_nb.tiles import Tile, parse_in_set

if TYPE_CHECKING:
    from chickenfoot_nb.match import Match
    from chickenfoot_nb.round import Round

FORMAT = "chickenfoot-record/1"
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
# A JSON string, or an unterminated one running to the end, so that a scan never backtracks.
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*(?:"|\\?\Z)', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_DEPTH_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}
_LONGEST_SHOWN = 60


class RecordRuleError(IllegalActionError):
    """An action in a record that breaks a rule: ``round`` and ``action`` count from 0."""

    def __init__(self, message: str, round_index: int, action_index: int) -> None:
        super().__init__(message)
        self.round = round_index
        self.action = action_index


def match_to_record(m: Match) -> dict[str, Any]:
    """The match as a record object, keeping any extra keys it was loaded with."""
    extras = getattr(m, "record_extras", {})
    out: dict[str, Any] = {
        "format": FORMAT,
        "rules": m.rules.to_record(),
        "players": m.players_given,
        "rounds": [],
    }
    round_extras = getattr(m, "round_extras", [])
    for i, r in enumerate(m.rounds):
        d = r.deal_
        entry: dict[str, Any] = {
            "double": d.double,
            "hands": [[str(t) for t in h] for h in d.hands],
            "yard": [str(t) for t in d.yard],
        }
        if m.rules.double_set_aside:
            entry["starter"] = d.starter
        entry["actions"] = [a.to_record(seat) for seat, a in r.history]
        if i < len(round_extras):
            entry.update({k: v for k, v in round_extras[i].items() if k not in entry})
        out["rounds"].append(entry)
    out.update({k: v for k, v in extras.items() if k not in out})
    return out


def dumps(m: Match) -> str:
    """The match as the JSON text of a game record, as :func:`save` writes it.

    >>> from chickenfoot_nb.match import Match
    >>> dumps(Match("spruce", players=2, seed=1)).splitlines()[1]
    ' "format": "chickenfoot-record/1",'
    """
    return json.dumps(match_to_record(m), indent=1) + "\n"


def save(m: Match, path: str | Path) -> None:
    """Write the match to ``path`` as a JSON game record."""
    Path(path).write_text(dumps(m), encoding="utf-8")


def load(path: str | Path) -> Match:
    """Read and replay the game record at ``path``; a file over the size limit is not read.

    >>> load("no/such/record.json")
    Traceback (most recent call last):
    ...
    chickenfoot_nb.errors.RecordError: cannot read no/such/record.json: No such file or directory
    """
    try:
        _check_size(Path(path).stat().st_size)
        with open(path, "rb") as f:
            # read one byte past the limit: a pipe or a growing file has no honest size
            data = f.read(MAX_RECORD_BYTES + 1)
    except OSError as e:
        raise RecordError(f"cannot read {path}: {e.strerror or e}") from None
    return loads(data)


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
    if isinstance(text, (bytes, bytearray)):
        _check_size(len(text))
        try:
            text = bytes(text).decode("utf-8-sig")
        except UnicodeDecodeError as e:
            raise RecordError(
                f"not UTF-8 text: byte 0x{e.object[e.start]:02x} at position {e.start} "
                "cannot be read as UTF-8"
            ) from None
    elif isinstance(text, str):
        _check_size(len(text), "characters")
        text = text.removeprefix("\ufeff")
    else:
        raise RecordError(f"a record is read from text or bytes, not from {type(text).__name__}")
    _check_nesting(text)
    try:
        data = json.loads(
            text,
            object_pairs_hook=_object,
            parse_int=_whole_number,
            parse_float=_finite_number,
            parse_constant=_no_constant,
        )
    except json.JSONDecodeError as e:
        raise RecordError(f"not JSON: {e.msg} (line {e.lineno}, column {e.colno})") from None
    return match_from_record(data)


def _check_size(size: int, unit: str = "bytes") -> None:
    if size > MAX_RECORD_BYTES:
        raise RecordError(
            f"the record is {size:,} {unit} long, more than the {MAX_RECORD_BYTES:,} {unit} "
            "a game record may hold"
        )


def _check_nesting(text: str) -> None:
    # json's scanner recurses once per level, so depth is measured before it runs
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    deepest = max(accumulate(map(_DEPTH_STEP.__getitem__, brackets)), default=0)
    if deepest > MAX_NESTING:
        raise RecordError(
            f"the record nests lists and objects {deepest} deep; a game record nests at most "
            f"{MAX_NESTING} deep"
        )


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    obj = dict(pairs)
    if len(obj) < len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise RecordError(
                    f"the key {_show(key)} is given twice in one object: write each key once"
                )
            seen.add(key)
    return obj


def _whole_number(digits: str) -> int:
    count = len(digits.lstrip("-"))
    if count > MAX_NUMBER_DIGITS:
        raise RecordError(
            f"a number in the record has {count} digits; a game record's numbers have at most "
            f"{MAX_NUMBER_DIGITS}"
        )
    return int(digits)


def _finite_number(text: str) -> float:
    value = float(text)
    if value in (float("inf"), float("-inf")):
        raise RecordError(f"the number {_show(text)} is too large to be read")
    return value


def _no_constant(name: str) -> NoReturn:
    raise RecordError(f"{name} is not a number a game record can hold")


def _show(value: Any) -> str:
    """``value`` as JSON for a message, cut short; lists and objects only by their kind."""
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, str):
        value = value[: _LONGEST_SHOWN + 1]
    try:
        text = json.dumps(value)
    except (TypeError, ValueError):
        text = type(value).__name__
    return text if len(text) <= _LONGEST_SHOWN else text[: _LONGEST_SHOWN - 1] + "…"


def _refused(where: str, e: ChickenFootError) -> RecordError:
    """The record error for a refusal from the rules or the tiles, kept to one short line."""
    words = str(e)
    if len(words) > 3 * _LONGEST_SHOWN:
        # a long value sits in the middle; the rule that refuses it is said at the end
        words = words[:_LONGEST_SHOWN] + "…" + words[-2 * _LONGEST_SHOWN :]
    return RecordError(f"{where}: {words}")


def _need(obj: dict[str, Any], key: str, kind: type | tuple[type, ...], where: str) -> Any:
    if key not in obj:
        raise RecordError(f"{where} has no '{key}'")
    value = obj[key]
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
        names = {int: "a whole number", str: "text", list: "a list", dict: "an object"}
        want = names.get(kind, str(kind)) if isinstance(kind, type) else "a list or a number"
        raise RecordError(f"{where}: '{key}' must be {want}, not {_show(value)}")
    return value


def _tile(text: Any, n: int, where: str) -> Tile:
    if not isinstance(text, str):
        raise RecordError(f'{where}: a tile is written as text like "9|4", not {_show(text)}')
    try:
        return parse_in_set(text, n)
    except ChickenFootError as e:
        raise _refused(where, e) from None


def _action(obj: Any, n: int, where: str) -> tuple[int, Action]:
    if not isinstance(obj, dict):
        raise RecordError(f'{where} must be an object like {{"player": 0, "action": "draw"}}')
    player = _need(obj, "player", int, where)
    kind = _need(obj, "action", str, where)
    if kind == "draw":
        return player, DRAW
    if kind == "pass":
        return player, PASS
    if kind != "play":
        raise RecordError(f"{where}: unknown action {_show(kind)} (use 'play', 'draw' or 'pass')")
    t = _tile(_need(obj, "tile", str, where), n, where)
    on = obj.get("on")
    return player, play(t, None if on is None else _tile(on, n, where))


def _players(data: dict[str, Any], rules: Rules) -> int | list[str]:
    players = _need(data, "players", (int, list), "the record")
    if isinstance(players, bool):
        raise RecordError("'players' must be a list of names or a number from 2 to 8")
    if isinstance(players, list):
        for s, name in enumerate(players):
            if not isinstance(name, str):
                raise RecordError(
                    "'players' must be a list of names (text) or a number from 2 to 8"
                )
            if len(name) > MAX_NAME_CHARS or not _is_unicode(name):
                raise RecordError(
                    f"'players': the name of seat {s} must be Unicode text of at most "
                    f"{MAX_NAME_CHARS} characters, not {_show(name)}"
                )
    try:
        rules.check_players(players if isinstance(players, int) else len(players))
    except ChickenFootError as e:
        raise _refused("'players'", e) from None
    return players


def _is_unicode(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _round(raw: Any, i: int, rules: Rules, count: int) -> tuple[Deal, Iterator[tuple[int, Action]]]:
    """The deal of round ``i``, checked, and its actions, each checked for shape as it is read."""
    where = f"round {i}"
    n = rules.set
    if not isinstance(raw, dict):
        raise RecordError(f"{where} must be an object with 'double', 'hands', 'yard' and 'actions'")
    double = _need(raw, "double", int, where)
    if double != n - i:
        raise RecordError(
            f"{where} must be played with double {n - i} (rounds go N, N-1, ..., 0), not {double}"
        )
    hands_raw = _need(raw, "hands", list, where)
    if len(hands_raw) != count:
        raise RecordError(f"{where} deals {len(hands_raw)} hands for {count} players")
    hands = []
    for s, h in enumerate(hands_raw):
        if not isinstance(h, list):
            raise RecordError(f"{where}: hand {s} must be a list of tiles")
        hands.append(tuple(_tile(t, n, f"{where}, hand {s}") for t in h))
    yard = tuple(_tile(t, n, f"{where}, yard") for t in _need(raw, "yard", list, where))
    starter = _need(raw, "starter", int, where) if rules.double_set_aside else None
    deal = Deal(double, tuple(hands), yard, starter)
    try:
        deal.check(rules)
    except ChickenFootError as e:
        raise _refused(where, e) from None
    raw_actions = _need(raw, "actions", list, where)
    return deal, (_action(a, n, f"{where}, action {k}") for k, a in enumerate(raw_actions))


def _replay(r: Round, i: int, actions: Iterator[tuple[int, Action]]) -> RecordRuleError | None:
    """Take ``actions`` in round ``i`` until one breaks a rule, and return that refusal."""
    for k, (player, action) in enumerate(actions):
        if r.is_over:
            how = f"{r.names[r.out_seat or 0]} went out" if r.end == "out" else "it was blocked"
            return RecordRuleError(f"the round is already over ({how}): no action can follow", i, k)
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
    from chickenfoot_nb.match import Match

    if not isinstance(data, dict):
        raise RecordError(
            "a game record is a JSON object with 'format', 'rules', 'players' and 'rounds'"
        )
    fmt = data.get("format")
    if fmt != FORMAT:
        raise RecordError(
            f"not a game record: 'format' must be {FORMAT!r}, not {_show(fmt)}"
            if "format" in data
            else f"not a game record: 'format' is missing (it must be {FORMAT!r})"
        )
    given_rules = _need(data, "rules", dict, "the record")
    try:
        rules = Rules.from_record(given_rules)
    except ChickenFootError as e:
        raise _refused("'rules'", e) from None
    players = _players(data, rules)
    count = players if isinstance(players, int) else len(players)
    raw_rounds = _need(data, "rounds", list, "the record")
    if not raw_rounds:
        raise RecordError("'rounds' is empty: a record holds at least the first round's deal")
    if len(raw_rounds) > rules.set + 1:
        raise RecordError(
            f"a double-{rules.set} match has {rules.set + 1} rounds, but the record has {len(raw_rounds)}"
        )
    m: Match | None = None
    broken: RecordRuleError | None = None
    for i, raw in enumerate(raw_rounds):
        deal, actions = _round(raw, i, rules, count)
        if m is None:
            m = Match(rules, players, seed=0, first_deal=deal)
        elif broken is None and not m.current.is_over:
            broken = RecordRuleError(
                f"round {i} starts before round {i - 1} (double {m.current.double}) has ended", i, 0
            )
        elif broken is None:
            m.next_round(deal)
        if broken is None:
            broken = _replay(m.current, i, actions)
        deque(actions, maxlen=0)  # the rest is still read, to refuse what is not a record
    if broken is not None:
        raise broken
    assert m is not None  # there is at least one round
    m.record_extras = {k: v for k, v in data.items() if k not in _TOP_KEYS}  # type: ignore[attr-defined]
    m.round_extras = [  # type: ignore[attr-defined]
        {k: v for k, v in raw.items() if k not in _ROUND_KEYS} for raw in raw_rounds
    ]
    return m
