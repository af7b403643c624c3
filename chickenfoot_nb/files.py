"""One guarded reader for every JSON file the package reads: records, puzzles, and the like.

:func:`read_json` (a file) and :func:`parse_json` (its text or bytes) refuse, before parsing
what would cost a lot to parse, and each time in one plain sentence raised as the kind's own
error (a :class:`~chickenfoot_nb.errors.ChickenFootError`):

- a file that cannot be read (missing, a folder, no permission);
- more than the kind's :attr:`~FileKind.max_bytes` bytes (characters, for text);
- bytes that are not UTF-8 (a leading UTF-8 byte-order mark is skipped, as some editors
  write one);
- text that is not JSON;
- JSON nested more than :attr:`~FileKind.max_depth` deep (Python's parser would run out of
  stack), a number of more than :attr:`~FileKind.max_digits` digits, ``NaN``, ``Infinity``,
  a number too large to be read, and an object that gives one key twice;
- a top-level value that is not a JSON object.

What a refusal says comes from the kind: a :class:`FileKind` says it in general words, and
a kind of file may say it in its own (a game record says "a game record may hold").

>>> parse_json('{"a": [1, 2]}', FileKind())
{'a': [1, 2]}
>>> parse_json("[" * 100 + "]" * 100, FileKind())
Traceback (most recent call last):
...
chickenfoot_nb.errors.ChickenFootError: the file nests lists and objects 100 deep; at most 64 levels are read
>>> read_json("no/such/file.json", FileKind())
Traceback (most recent call last):
...
chickenfoot_nb.errors.ChickenFootError: cannot read no/such/file.json: No such file or directory
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from itertools import accumulate
from pathlib import Path
from typing import Any, NoReturn

from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.i18n import _, ngettext, number

__all__ = ["FileKind", "parse_json", "read_json"]

# A JSON string, or an unterminated one running to the end, so that a scan never backtracks.
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*(?:"|\\?\Z)', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_DEPTH_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}
_LONGEST_SHOWN = 60


@dataclass(frozen=True)
class FileKind:
    """A kind of file: its limits, the error it raises, and the sentences that refuse it.

    The sentences are methods, so that a kind says each refusal as one whole sentence of
    its own (a translator sees the whole sentence); this class says them in general words.

    >>> FileKind(max_bytes=10).too_big(11, in_characters=False)
    'the file is 11 bytes long, more than the 10 bytes that are read'
    """

    #: The error raised for a file this kind cannot take.
    error: type[ChickenFootError] = ChickenFootError
    #: The largest file accepted, in bytes (in characters, for text given as ``str``).
    max_bytes: int = 4 * 1024 * 1024
    #: How deep objects and lists may nest.
    max_depth: int = 64
    #: The longest whole number accepted, in digits.
    max_digits: int = 100

    def too_big(self, size: int, *, in_characters: bool) -> str:
        """The refusal of a file (or text, ``in_characters``) of ``size`` over the limit."""
        if in_characters:
            said = ngettext(
                "the text is {size} character long, more than the {most} that are read",
                "the text is {size} characters long, more than the {most} that are read",
                size,
            )
        else:
            said = _("the file is {size} bytes long, more than the {most} bytes that are read")
        return said.format(size=number(size), most=number(self.max_bytes))

    def too_deep(self, depth: int) -> str:
        """The refusal of JSON nested ``depth`` deep."""
        return _(
            "the file nests lists and objects {depth} deep; at most {most} levels are read"
        ).format(depth=depth, most=self.max_depth)

    def long_number(self, count: int) -> str:
        """The refusal of a whole number of ``count`` digits."""
        return _("a number in the file has {count} digits; at most {most} are read").format(
            count=count, most=self.max_digits
        )

    def not_a_number(self, name: str) -> str:
        """The refusal of ``NaN``, ``Infinity`` or ``-Infinity``."""
        return _("{name} is not a number the file can hold").format(name=name)

    def not_an_object(self, value: Any) -> str:
        """The refusal of a top-level value that is not a JSON object."""
        return _("the file must hold a JSON object, not {value}").format(value=shown(value))


def read_json(path: str | os.PathLike[str], kind: FileKind) -> dict[str, Any]:
    """The JSON object in the file at ``path``; a file over the size limit is not read.

    >>> import tempfile
    >>> path = Path(tempfile.mkdtemp()) / "a.json"
    >>> _ = path.write_text('{"format": "x"}')
    >>> read_json(path, FileKind())
    {'format': 'x'}
    >>> read_json(7, FileKind())
    Traceback (most recent call last):
    ...
    chickenfoot_nb.errors.ChickenFootError: a file is named by its path (text or a Path), not int
    """
    if not isinstance(path, (str, os.PathLike)):
        raise kind.error(
            _("a file is named by its path (text or a Path), not {kind}").format(
                kind=type(path).__name__
            )
        )
    data = b""
    try:
        size = Path(path).stat().st_size
        if size <= kind.max_bytes:
            with open(path, "rb") as f:
                # one byte past the limit: a pipe or a growing file has no honest size
                data = f.read(kind.max_bytes + 1)
    except (OSError, ValueError) as e:  # ValueError: a path holding a NUL character
        reason = e.strerror if isinstance(e, OSError) and e.strerror else e
        raise kind.error(
            _("cannot read {path}: {reason}").format(path=path, reason=reason)
        ) from None
    if size > kind.max_bytes:
        raise kind.error(kind.too_big(size, in_characters=False))
    return parse_json(data, kind)


def parse_json(text: str | bytes | bytearray, kind: FileKind) -> dict[str, Any]:
    """The JSON object in ``text``, or in the bytes of a UTF-8 file, checked as :func:`read_json`.

    >>> parse_json(bytes([0xFF]), FileKind())
    Traceback (most recent call last):
    ...
    chickenfoot_nb.errors.ChickenFootError: not UTF-8 text: byte 0xff at position 0 cannot be read as UTF-8
    >>> parse_json("[1]", FileKind())
    Traceback (most recent call last):
    ...
    chickenfoot_nb.errors.ChickenFootError: the file must hold a JSON object, not a list
    """
    if isinstance(text, (bytes, bytearray)):
        if len(text) > kind.max_bytes:
            raise kind.error(kind.too_big(len(text), in_characters=False))
        try:
            text = bytes(text).decode("utf-8-sig")
        except UnicodeDecodeError as e:
            raise kind.error(
                _(
                    "not UTF-8 text: byte {byte} at position {position} cannot be read as UTF-8"
                ).format(byte=f"0x{e.object[e.start]:02x}", position=e.start)
            ) from None
    elif isinstance(text, str):
        if len(text) > kind.max_bytes:
            raise kind.error(kind.too_big(len(text), in_characters=True))
        text = text.removeprefix("\ufeff")
    else:
        raise kind.error(
            _("a file is read from text or bytes, not from {kind}").format(kind=type(text).__name__)
        )
    # json's scanner recurses once per level, so depth is measured before it runs
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    deepest = max(accumulate(map(_DEPTH_STEP.__getitem__, brackets)), default=0)
    if deepest > kind.max_depth:
        raise kind.error(kind.too_deep(deepest))
    reader = _Reader(kind)
    try:
        data = json.loads(
            text,
            object_pairs_hook=reader.object,
            parse_int=reader.whole_number,
            parse_float=reader.finite_number,
            parse_constant=reader.no_constant,
        )
    except json.JSONDecodeError as e:
        raise kind.error(
            # Translators: {reason} is the json module's own words, in English.
            _("not JSON: {reason} (line {line}, column {column})").format(
                reason=e.msg, line=e.lineno, column=e.colno
            )
        ) from None
    if not isinstance(data, dict):
        raise kind.error(kind.not_an_object(data))
    return data


@dataclass(frozen=True)
class _Reader:
    """The json module's hooks, refusing as ``kind`` says."""

    kind: FileKind

    def object(self, pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        obj = dict(pairs)
        if len(obj) < len(pairs):
            seen: set[str] = set()
            for key, _value in pairs:
                if key in seen:
                    raise self.kind.error(
                        _("the key {key} is given twice in one object: write each key once").format(
                            key=shown(key)
                        )
                    )
                seen.add(key)
        return obj

    def whole_number(self, digits: str) -> int:
        count = len(digits.lstrip("-"))
        if count > self.kind.max_digits:
            raise self.kind.error(self.kind.long_number(count))
        return int(digits)

    def finite_number(self, text: str) -> float:
        value = float(text)
        if value in (float("inf"), float("-inf")):
            raise self.kind.error(
                _("the number {value} is too large to be read").format(value=shown(text))
            )
        return value

    def no_constant(self, name: str) -> NoReturn:
        raise self.kind.error(self.kind.not_a_number(name))


def shown(value: Any) -> str:
    """``value`` as JSON for a message, cut short; lists and objects only by their kind.

    >>> shown("x" * 100)[-3:], shown([1, 2]), shown({"a": 1})
    ('xx…', 'a list', 'an object')
    """
    if isinstance(value, dict):
        return _("an object")
    if isinstance(value, list):
        return _("a list")
    if isinstance(value, str):
        value = value[: _LONGEST_SHOWN + 1]
    try:
        text = json.dumps(value)
    except (TypeError, ValueError):
        text = type(value).__name__
    return text if len(text) <= _LONGEST_SHOWN else text[: _LONGEST_SHOWN - 1] + "…"
