"""Game records (``chickenfoot-record/1``): save a match and load it back, replaying every action.

A record that is not a record at all raises :class:`RecordError`; a record whose actions
break a rule raises :class:`RecordRuleError`, which says in which round and at which action.

>>> from chickenfoot_nb.match import Match
>>> m = Match("spruce", players=3, seed=4)
>>> m.current.apply("play 9|9")
>>> again = match_from_record(match_to_record(m))
>>> again.current.history == m.current.history
True
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from chickenfoot_nb.actions import DRAW, PASS, Action, play
from chickenfoot_nb.deal import Deal
from chickenfoot_nb.errors import ChickenFootError, IllegalActionError, RecordError
from chickenfoot_nb.rules import Rules
from chickenfoot_nb.tiles import Tile, parse_in_set

if TYPE_CHECKING:
    from chickenfoot_nb.match import Match

FORMAT = "chickenfoot-record/1"
_ROUND_KEYS = {"double", "hands", "yard", "starter", "actions"}
_TOP_KEYS = {"format", "rules", "players", "rounds"}


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


def save(m: Match, path: str | Path) -> None:
    """Write the match to ``path`` as a JSON game record."""
    Path(path).write_text(json.dumps(match_to_record(m), indent=1) + "\n", encoding="utf-8")


def load(path: str | Path) -> Match:
    """Read and replay the game record at ``path``."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as e:
        raise RecordError(f"cannot read {path}: {e.strerror or e}") from None
    except UnicodeDecodeError:
        raise RecordError(f"{path} is not a text file") from None
    return loads(text)


def loads(text: str) -> Match:
    """Read and replay a game record given as JSON text."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise RecordError(f"not JSON: {e.msg} at line {e.lineno}, column {e.colno}") from None
    return match_from_record(data)


def _need(obj: dict[str, Any], key: str, kind: type | tuple[type, ...], where: str) -> Any:
    if key not in obj:
        raise RecordError(f"{where} has no '{key}'")
    value = obj[key]
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
        names = {int: "a whole number", str: "text", list: "a list", dict: "an object"}
        want = names.get(kind, str(kind)) if isinstance(kind, type) else "a list or a number"
        raise RecordError(f"{where}: '{key}' must be {want}, not {json.dumps(value)[:40]}")
    return value


def _tile(text: Any, n: int, where: str) -> Tile:
    if not isinstance(text, str):
        raise RecordError(f'{where}: a tile is written as text like "9|4", not {json.dumps(text)}')
    try:
        return parse_in_set(text, n)
    except ChickenFootError as e:
        raise RecordError(f"{where}: {e}") from None


def _action(obj: Any, n: int, where: str) -> tuple[int, Action, dict[str, Any]]:
    if not isinstance(obj, dict):
        raise RecordError(f'{where} must be an object like {{"player": 0, "action": "draw"}}')
    player = _need(obj, "player", int, where)
    kind = _need(obj, "action", str, where)
    extras = {k: v for k, v in obj.items() if k not in ("player", "action", "tile", "on")}
    if kind == "draw":
        return player, DRAW, extras
    if kind == "pass":
        return player, PASS, extras
    if kind != "play":
        raise RecordError(f"{where}: unknown action {kind!r} (use 'play', 'draw' or 'pass')")
    t = _tile(_need(obj, "tile", str, where), n, where)
    on = obj.get("on")
    return player, play(t, None if on is None else _tile(on, n, where)), extras


def match_from_record(data: Any) -> Match:
    """Build a match from a record object, replaying every action with the rules checked."""
    from chickenfoot_nb.match import Match

    if not isinstance(data, dict):
        raise RecordError(
            "a game record is a JSON object with 'format', 'rules', 'players' and 'rounds'"
        )
    fmt = data.get("format")
    if fmt != FORMAT:
        raise RecordError(
            f"not a game record: 'format' must be {FORMAT!r}, not {json.dumps(fmt)}"
            if "format" in data
            else f"not a game record: 'format' is missing (it must be {FORMAT!r})"
        )
    try:
        rules = Rules.from_record(_need(data, "rules", dict, "the record"))
    except ChickenFootError as e:
        raise RecordError(f"'rules': {e}") from None
    players = _need(data, "players", (int, list), "the record")
    if isinstance(players, bool):
        raise RecordError("'players' must be a list of names or a number from 2 to 8")
    if isinstance(players, list) and not all(isinstance(p, str) for p in players):
        raise RecordError("'players' must be a list of names (text) or a number from 2 to 8")
    count = players if isinstance(players, int) else len(players)
    try:
        rules.check_players(count)
    except ChickenFootError as e:
        raise RecordError(f"'players': {e}") from None
    raw_rounds = _need(data, "rounds", list, "the record")
    if not raw_rounds:
        raise RecordError("'rounds' is empty: a record holds at least the first round's deal")
    if len(raw_rounds) > rules.set + 1:
        raise RecordError(
            f"a double-{rules.set} match has {rules.set + 1} rounds, but the record has {len(raw_rounds)}"
        )
    deals, actions, round_extras = [], [], []
    n = rules.set
    for i, raw in enumerate(raw_rounds):
        where = f"round {i}"
        if not isinstance(raw, dict):
            raise RecordError(
                f"{where} must be an object with 'double', 'hands', 'yard' and 'actions'"
            )
        double = _need(raw, "double", int, where)
        if double != n - i:
            raise RecordError(
                f"{where} must be played with double {n - i} (rounds go N, N-1, ..., 0), not {double}"
            )
        hands_raw = _need(raw, "hands", list, where)
        hands = []
        for s, h in enumerate(hands_raw):
            if not isinstance(h, list):
                raise RecordError(f"{where}: hand {s} must be a list of tiles")
            hands.append(tuple(_tile(t, n, f"{where}, hand {s}") for t in h))
        if len(hands) != count:
            raise RecordError(f"{where} deals {len(hands)} hands for {count} players")
        yard = tuple(_tile(t, n, f"{where}, yard") for t in _need(raw, "yard", list, where))
        starter = None
        if rules.double_set_aside:
            starter = _need(raw, "starter", int, where)
        deal = Deal(double, tuple(hands), yard, starter)
        try:
            deal.check(rules)
        except ChickenFootError as e:
            raise RecordError(f"{where}: {e}") from None
        acts = [
            _action(a, n, f"{where}, action {k}")
            for k, a in enumerate(_need(raw, "actions", list, where))
        ]
        deals.append(deal)
        actions.append(acts)
        round_extras.append({k: v for k, v in raw.items() if k not in _ROUND_KEYS})

    m = Match(rules, players if isinstance(players, list) else count, seed=0, first_deal=deals[0])
    m.record_extras = {k: v for k, v in data.items() if k not in _TOP_KEYS}  # type: ignore[attr-defined]
    m.round_extras = round_extras  # type: ignore[attr-defined]
    for i, acts in enumerate(actions):
        if i > 0:
            if not m.current.is_over:
                raise RecordRuleError(
                    f"round {i} starts before round {i - 1} (double {m.current.double}) has ended",
                    i,
                    0,
                )
            m.next_round(deals[i])
        r = m.current
        for k, (player, action, _) in enumerate(acts):
            if r.is_over:
                how = f"{r.names[r.out_seat or 0]} went out" if r.end == "out" else "it was blocked"
                raise RecordRuleError(
                    f"the round is already over ({how}): no action can follow", i, k
                )
            try:
                r.apply(action, seat=player)
            except IllegalActionError as e:
                raise RecordRuleError(str(e), i, k) from None
    return m
