"""The same hostile files for every kind of file the package reads, through the one reader.

Each kind (a game record, a puzzle file, and any file read with a plain
:class:`~chickenfoot_nb.files.FileKind`, as the progress and class files to come will be)
gets the same shapes: each is refused with the kind's own error in one plain sentence,
never a ``RecursionError``, a ``UnicodeDecodeError`` or a traceback of the parser.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from chickenfoot_nb.errors import ChickenFootError, RecordError
from chickenfoot_nb.files import FileKind, parse_json, read_json
from chickenfoot_nb.puzzles import PUZZLE_FILE, SHIPPED, load_puzzles
from chickenfoot_nb.record import MAX_RECORD_BYTES, load, loads

EXAMPLES = Path(__file__).parent / "examples"
DEPTH = 100_000


@dataclass(frozen=True)
class Kind:
    """A kind of file: a valid one to spoil, how the package reads a path, what it raises."""

    name: str
    valid: str
    read: Callable[[Path], Any]
    error: type[ChickenFootError]
    max_bytes: int


def _one_puzzle() -> str:
    first = SHIPPED.read_text(encoding="utf-8").splitlines()[1].rstrip(",")
    return '{"format": "chickenfoot-puzzles/1", "puzzles": [\n' + first + "\n]}\n"


KINDS = [
    Kind(
        "record",
        (EXAMPLES / "02_arm_phase_only_new_arms.json").read_text(encoding="utf-8"),
        load,
        RecordError,
        MAX_RECORD_BYTES,
    ),
    Kind("puzzles", _one_puzzle(), load_puzzles, RecordError, PUZZLE_FILE.max_bytes),
    Kind(
        "plain file",
        '{"format": "chickenfoot-progress/1", "done": ["01", "02"]}',
        lambda path: read_json(path, FileKind()),
        ChickenFootError,
        FileKind().max_bytes,
    ),
]


def with_field(valid: str, key: str, raw: str) -> bytes:
    """The valid file with ``"key": raw`` written first, ``raw`` as JSON text."""
    return valid.replace("{", "{" + json.dumps(key) + ": " + raw + ",", 1).encode("utf-8")


#: Each hostile shape, made from a valid file of the kind, and words its refusal holds.
SHAPES: dict[str, tuple[Callable[[str], bytes], str]] = {
    "nested lists": (lambda v: b"[" * DEPTH + b"]" * DEPTH, "nests lists and objects 100000 deep"),
    "nested objects": (
        lambda v: b'{"a": ' * DEPTH + b"1" + b"}" * DEPTH,
        "nests lists and objects 100000 deep",
    ),
    "nested inside a valid file": (
        lambda v: with_field(v, "comment", "[" * DEPTH + "]" * DEPTH),
        f"nests lists and objects {DEPTH + 1} deep",
    ),
    "just too deep": (lambda v: b"[" * 65 + b"]" * 65, "65 deep"),
    "100,000 digits": (lambda v: with_field(v, "comment", "9" * 100_000), "has 100000 digits"),
    "NaN": (lambda v: with_field(v, "comment", "NaN"), "NaN is not a number"),
    "Infinity": (lambda v: with_field(v, "comment", "-Infinity"), "-Infinity is not a number"),
    "a float too large": (lambda v: with_field(v, "comment", "1e400"), "too large to be read"),
    "Latin-1 bytes": (
        lambda v: with_field(v, "comment", '"caf\u00e9"').replace(b"\xc3\xa9", b"\xe9"),
        "not UTF-8",
    ),
    "UTF-16": (lambda v: v.encode("utf-16"), "not UTF-8"),
    "a key twice": (lambda v: with_field(v, "format", '"x"'), 'the key "format" is given twice'),
    "not JSON": (lambda v: v[: len(v) // 2].encode("utf-8"), "not JSON: "),
    "empty": (lambda v: b"", "not JSON: "),
    "a list at the top": (lambda v: b"[" + v.encode("utf-8") + b"]", "JSON object"),
    "a number at the top": (lambda v: b"7", "JSON object"),
    "text at the top": (lambda v: b'"chickenfoot"', "JSON object"),
}


def message(e: pytest.ExceptionInfo[ChickenFootError]) -> str:
    words = str(e.value)
    assert "\n" not in words and 10 < len(words) < 300, words
    return words


@pytest.mark.parametrize("kind", KINDS, ids=[k.name for k in KINDS])
def test_a_valid_file_of_each_kind_is_read(kind: Kind, tmp_path: Path) -> None:
    path = tmp_path / "valid.json"
    path.write_text(kind.valid, encoding="utf-8")
    assert kind.read(path)
    path.write_bytes(b"\xef\xbb\xbf" + kind.valid.encode("utf-8"))  # a byte-order mark
    assert kind.read(path)


@pytest.mark.parametrize(("make", "says"), SHAPES.values(), ids=SHAPES.keys())
@pytest.mark.parametrize("kind", KINDS, ids=[k.name for k in KINDS])
def test_every_kind_refuses_every_hostile_shape_in_words(
    kind: Kind, make: Callable[[str], bytes], says: str, tmp_path: Path
) -> None:
    path = tmp_path / "hostile.json"
    path.write_bytes(make(kind.valid))
    with pytest.raises(kind.error) as e:
        kind.read(path)
    assert says in message(e)


@pytest.mark.parametrize("kind", KINDS, ids=[k.name for k in KINDS])
def test_a_file_over_the_size_limit_is_refused_before_it_is_read(
    kind: Kind, tmp_path: Path
) -> None:
    path = tmp_path / "huge.json"
    with path.open("wb") as f:
        f.truncate(kind.max_bytes + 1)  # a sparse file: nothing is written to disk
    with pytest.raises(kind.error) as e:
        kind.read(path)
    assert f"{kind.max_bytes + 1:,} bytes long, more than the {kind.max_bytes:,}" in message(e)


@pytest.mark.parametrize("kind", KINDS, ids=[k.name for k in KINDS])
def test_a_missing_file_a_folder_and_a_bad_path_are_refused(kind: Kind, tmp_path: Path) -> None:
    for path, says in (
        (tmp_path / "missing.json", "No such file or directory"),
        (tmp_path, "Is a directory"),
        (str(tmp_path / "nul\0.json"), "cannot read"),
    ):
        with pytest.raises(kind.error) as e:
            kind.read(path)  # type: ignore[arg-type]
        assert says in message(e) and "cannot read" in str(e.value)
    for not_a_path in (7, None, b"file.json", ["a.json"]):
        if kind.name == "puzzles" and not_a_path is None:
            continue  # None means the package's own puzzles
        with pytest.raises(kind.error, match="named by its path"):
            kind.read(not_a_path)  # type: ignore[arg-type]


def test_the_limits_are_the_kinds_own() -> None:
    small = FileKind(max_bytes=20, max_depth=2, max_digits=3)
    assert parse_json('{"a": [1]}', small) == {"a": [1]}
    for text, says in (
        ('{"a": [[1]]}', "3 deep; at most 2"),
        ('{"a": 1234}', "4 digits; at most 3"),
        ('{"a": "' + "x" * 30 + '"}', "39 characters long, more than the 20"),
    ):
        with pytest.raises(ChickenFootError, match=says):
            parse_json(text, small)
    with pytest.raises(ChickenFootError, match="39 bytes long, more than the 20 bytes"):
        parse_json(('{"a": "' + "x" * 30 + '"}').encode(), small)


def test_a_record_says_its_refusals_in_a_records_words() -> None:
    with pytest.raises(RecordError, match="a game record nests at most 64 deep"):
        loads("[" * 100 + "]" * 100)
    with pytest.raises(RecordError, match="a game record is a JSON object with 'format'"):
        loads("[1, 2]")


def test_text_that_is_neither_str_nor_bytes_is_refused() -> None:
    with pytest.raises(ChickenFootError, match="from text or bytes, not from int"):
        parse_json(7, FileKind())  # type: ignore[arg-type]
