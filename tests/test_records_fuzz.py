"""Fuzzing records: whatever the bytes, ``loads`` and the command answer only as documented.

Inputs: valid records (the shared examples and bot matches) with fields dropped, doubled,
retyped or swapped at any depth, their text cut anywhere or their bytes changed, plus
arbitrary JSON and arbitrary bytes. Only :class:`RecordError` and :class:`RecordRuleError`
may leave ``loads``; a record that loads saves and loads back to the same state; the
command exits 0, 1 or 2, and with 2 writes one line on standard error.

The default run is small. The large one is marked ``fuzz`` and runs when FUZZ_EXAMPLES is
set: ``FUZZ_EXAMPLES=5000 pytest -m fuzz tests/test_records_fuzz.py -s``. With ``-s`` the
module prints one JSON line: the inputs tried and the answers by kind (see
``benchmarks/fuzz_records.py`` for the same count without pytest).
"""

from __future__ import annotations

import copy
import json
import os
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from chickenfoot_nb.bots import RandomBot, play_round
from chickenfoot_nb.errors import RecordError
from chickenfoot_nb.match import Match
from chickenfoot_nb.record import FORMAT, RecordRuleError, dumps, loads
from tests.command_line import assert_not_a_record, run_command

#: Its module fixture is computed once: every test of the module in one pytest-xdist worker.
pytestmark = pytest.mark.xdist_group("test_records_fuzz")

EXAMPLES = Path(__file__).parent / "examples"
#: How ``loads`` answered each input, by kind, over the whole run (printed with ``-s``).
ANSWERS: Counter[str] = Counter()
#: The command's exit codes over the whole run.
EXITS: Counter[str] = Counter()


def bot_match(preset: str, players: int, seed: int) -> Match:
    """A whole small match between random bots, as a seed for the mutations."""
    m = Match(preset, players=players, seed=seed, set=6, hand_size=4)
    while True:
        play_round(m.current, [RandomBot(seed + s) for s in range(players)])
        if m.is_complete:
            return m
        m.next_round()


SEEDS: list[Any] = [
    json.loads(p.read_text()) for p in sorted(EXAMPLES.glob("*.json")) if p.stem.count(".") == 0
] + [json.loads(dumps(bot_match(p, n, 7))) for p in ("gamerules", "spruce") for n in (2, 3)]


class Pairs(list[tuple[str, Any]]):
    """A JSON object written from its pairs, so that a key can be given twice."""


def to_text(value: Any) -> str:
    """JSON text for ``value``, where a :class:`Pairs` may repeat a key."""
    if isinstance(value, dict):
        value = Pairs(value.items())
    if isinstance(value, Pairs):
        return "{" + ", ".join(f"{json.dumps(k)}: {to_text(v)}" for k, v in value) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(to_text(v) for v in value) + "]"
    return json.dumps(value)


def places(value: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """The path of every value inside ``value`` (keys and list indices), the whole first."""
    yield path
    if isinstance(value, dict):
        for k, v in value.items():
            yield from places(v, (*path, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from places(v, (*path, i))


def at(value: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        value = value[step]
    return value


SCALARS = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=12)
    | st.sampled_from([10**99, -(10**99), 2**63, -1, 0, 1, 8, 9, 18, 19, 1.0, "9|4", "9|9", "play"])
)
JSON_VALUES = st.recursive(
    SCALARS,
    lambda kids: (
        st.lists(kids, max_size=4) | st.dictionaries(st.text(max_size=8), kids, max_size=4)
    ),
    max_leaves=12,
)


@st.composite
def mutated(draw: st.DrawFn) -> str:
    """A valid record with one to four fields dropped, doubled, retyped or swapped."""
    record = copy.deepcopy(draw(st.sampled_from(SEEDS)))
    for _ in range(draw(st.integers(1, 4))):
        paths = list(places(record))[1:]
        if not paths:
            break
        path = draw(st.sampled_from(paths))
        parent, key = at(record, path[:-1]), path[-1]
        how = draw(st.sampled_from(["drop", "double", "retype", "swap"]))
        if how == "drop":
            del parent[key]
        elif how == "double" and isinstance(parent, list):
            parent.insert(key, copy.deepcopy(parent[key]))
        elif how == "double":
            again = draw(st.sampled_from([parent[key], draw(JSON_VALUES)]))
            pairs = Pairs([*parent.items(), (key, again)])
            if len(path) == 1:
                record = pairs
            else:
                at(record, path[:-2])[path[-2]] = pairs
            break  # a Pairs is no longer a dict, so later paths could not reach into it
        elif how == "retype":
            parent[key] = draw(JSON_VALUES)
        else:
            other = at(record, draw(st.sampled_from(paths)))
            parent[key] = copy.deepcopy(other)
    return to_text(record)


@st.composite
def cut(draw: st.DrawFn) -> str:
    """A valid record's text cut short, or with a piece taken out, anywhere."""
    text = to_text(draw(st.sampled_from(SEEDS)))
    start = draw(st.integers(0, len(text)))
    end = draw(st.integers(start, len(text)))
    return text[:start] if draw(st.booleans()) else text[:start] + text[end:]


JSON_BYTES = st.sampled_from([b"[", b"]", b"{", b"}", b",", b":", b'"', b"\\", b"-", b"0", b"e9"])


@st.composite
def changed_bytes(draw: st.DrawFn) -> bytes:
    """A valid record's UTF-8 bytes with a few bytes put in or replaced anywhere."""
    data = bytearray(to_text(draw(st.sampled_from(SEEDS))).encode("utf-8"))
    for _ in range(draw(st.integers(1, 3))):
        i = draw(st.integers(0, len(data)))
        data[i : i + draw(st.integers(0, 1))] = draw(JSON_BYTES | st.binary(min_size=1, max_size=3))
    return bytes(data)


SHAPED = st.fixed_dictionaries(
    {"format": st.just(FORMAT)},
    optional={
        "rules": st.sampled_from([s["rules"] for s in SEEDS]) | JSON_VALUES,
        "players": st.integers(1, 9) | JSON_VALUES,
        "rounds": st.lists(JSON_VALUES, max_size=3) | JSON_VALUES,
    },
)
# mutations of real records come three times as often as each other kind of input
INPUTS = st.one_of(
    mutated(),
    mutated(),
    mutated(),
    cut(),
    changed_bytes(),
    JSON_VALUES.map(to_text),
    SHAPED.map(to_text),
    st.binary(max_size=64),
    st.text(max_size=64),
)


#: The kinds of refusal, by words their messages hold, the first that matches.
REFUSALS = [
    ("bytes long", "too big"),
    ("not UTF-8", "not UTF-8"),
    ("nests lists and objects", "nested too deep"),
    ("not JSON", "not JSON"),
    ("digits", "number too long"),
    ("NaN", "NaN or Infinity"),
    ("Infinity", "NaN or Infinity"),
    ("too large to be read", "NaN or Infinity"),
    ("given twice in one object", "duplicate key"),
    ("a game record is a JSON object", "not an object"),
    ("not a game record", "wrong or missing format"),
    ("'rules'", "rules"),
    ("players", "players"),
    ("rounds", "rounds"),
    ("tile", "not a tile of the set"),
    ("dealt", "not the whole set dealt"),
    ("in the deal", "not the whole set dealt"),
    ("the whole double", "not the whole set dealt"),
    ("round's double", "not the whole set dealt"),
    ("starter", "not the whole set dealt"),
    ("double", "wrong double"),
    ("action", "action missing or of the wrong type"),
    ("has no", "field missing"),
    ("must be", "field of the wrong type"),
]


def kind(e: Exception | None) -> str:
    """The kind of an answer: loaded, a rule broken, or which refusal."""
    if e is None:
        return "loaded"
    if isinstance(e, RecordRuleError):
        return "rule broken"
    words = str(e)
    return next((name for part, name in REFUSALS if part in words), f"other: {words}")


def check_input(given_input: str | bytes) -> None:
    """Load ``given_input``: only record errors may come out, and what loads round-trips."""
    try:
        m = loads(given_input)
    except (RecordError, RecordRuleError) as e:  # a RecordRuleError is an IllegalActionError
        ANSWERS[kind(e)] += 1
        return
    ANSWERS[kind(None)] += 1
    text = dumps(m)
    again = loads(text)
    assert dumps(again) == text
    assert [r.history for r in again.rounds] == [r.history for r in m.rounds]
    assert [r.table for r in again.rounds] == [r.table for r in m.rounds]


def check_command(given_input: str | bytes, command: str, folder: Path) -> None:
    """Run the command on a file in ``folder`` holding ``given_input``: exit 0, 1 or 2."""
    path = folder / "input.json"
    path.write_bytes(given_input if isinstance(given_input, bytes) else given_input.encode())
    ran = run_command(command, str(path))
    EXITS[f"{command} exit {ran.code}"] += 1
    if ran.code == 2:
        assert_not_a_record(ran, str(path))
    else:
        assert ran.code in (0, 1) and ran.err == ""
        if ran.code == 1:
            assert json.loads(ran.out)["valid"] is False


FAST = settings(
    max_examples=100,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


@FAST
@given(INPUTS)
def test_only_record_errors_leave_loads(given_input: str | bytes) -> None:
    check_input(given_input)


@settings(FAST, max_examples=30)
@given(given_input=INPUTS, command=st.sampled_from(["check", "moves"]))
def test_the_command_exits_0_1_or_2_with_one_line_for_2(
    given_input: str | bytes, command: str, folder: Path
) -> None:
    check_command(given_input, command, folder)


@settings(FAST, max_examples=10)
@given(given_input=mutated())
def test_render_exits_0_1_or_2_with_one_line_for_2(given_input: str, folder: Path) -> None:
    check_command(given_input, "render", folder)


@settings(FAST, max_examples=10)
@given(st.sampled_from(["gamerules", "spruce"]), st.integers(2, 4), st.integers(0, 10**6))
def test_a_bot_match_loads_back_to_the_same_state(preset: str, players: int, seed: int) -> None:
    check_input(dumps(bot_match(preset, players, seed)))
    assert ANSWERS["loaded"] > 0


MANY = int(os.environ.get("FUZZ_EXAMPLES", "0"))


@pytest.mark.fuzz
@pytest.mark.skipif(MANY == 0, reason="set FUZZ_EXAMPLES=N to try N inputs")
@settings(FAST, max_examples=max(MANY, 1))
@given(given_input=INPUTS, how=st.sampled_from(["loads", "check", "moves"]))
def test_many_inputs(given_input: str | bytes, how: str, folder: Path) -> None:
    if how == "loads":
        check_input(given_input)
    else:
        check_command(given_input, how, folder)


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("fuzz")


@pytest.fixture(autouse=True, scope="module")
def _print_the_answers() -> Iterator[None]:
    yield
    tried = {"loads": sum(ANSWERS.values()), "command": sum(EXITS.values())}
    print("\n" + json.dumps({"inputs": tried, "answers": dict(ANSWERS), "exits": dict(EXITS)}))
