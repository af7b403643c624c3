"""The learner's progress file: each checked exercise, puzzle attempt and reviewed round, kept
where the learner can see it, so that a teacher can collect it (:mod:`chickenfoot_nb.classroom`).

One JSON file per learner, ``chickenfoot_progress.json`` in the folder the notebook runs in
(the kernel's working folder). That folder is the one place every way of running the lessons
shows the learner: on JupyterHub it is the notebook's folder in the learner's home (kept
between sessions, where nbgrader's collect looks); on Binder it is the folder the file browser
shows, where the file can be downloaded before the session ends; in JupyterLite it is the
notebook's folder in the browser's own storage (the home folder there is hidden and lost on
reload). An argument (:func:`on`) or the environment variable ``CHICKENFOOT_PROGRESS`` names
another file; ``CHICKENFOOT_PROGRESS=off``, or :func:`off`, writes nothing.

A file holds ``"format": "chickenfoot_nb-progress"``, its ``"version"``, the ``"learner"``'s
name, and four parts: ``"checks"``, ``"puzzles"``, ``"rounds"`` (lists, oldest first) and
``"practice"`` (the puzzle practice's own state). Each attempt is added to the file as it
happens, written whole to a file beside it and then put in its place, so that a kernel that
stops halfway leaves the old file. A file that cannot be read, or is not a progress file, or
comes from a newer version, is never written over: the learner is told once, in one sentence,
and the lesson goes on with its progress kept in memory.

>>> import tempfile
>>> path = on(Path(tempfile.mkdtemp()) / "ana.json", learner="Ana")
>>> checked("01_tiles_and_sets", "set-size-12", "91", right=True, first_try=True)
>>> [(c["exercise"], c["right"]) for c in load(path).checks]
[('set-size-12', True)]
>>> off(); where() is None
True
"""

from __future__ import annotations

import json
import os
import re
import tempfile
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.files import FileKind, read_json
from chickenfoot_nb.i18n import _

if TYPE_CHECKING:
    from chickenfoot_nb.match import Match
    from chickenfoot_nb.review import SeatReview
    from chickenfoot_nb.round import Round

__all__ = [
    "FILE_NAME",
    "FORMAT",
    "PATH_VARIABLE",
    "VERSION",
    "Progress",
    "ProgressError",
    "checked",
    "keep_practice",
    "kept_practice",
    "lesson_of",
    "load",
    "off",
    "on",
    "puzzle_attempt",
    "reviewed_round",
    "where",
]

#: The format name every progress file holds.
FORMAT = "chickenfoot_nb-progress"
#: The version of the format this package writes; a file of a later one is not written over.
VERSION = 1
#: The file's name in the working folder, when nothing names another.
FILE_NAME = "chickenfoot_progress.json"
#: The environment variable naming the file, or ``off``.
PATH_VARIABLE = "CHICKENFOOT_PROGRESS"
#: The environment variable giving the learner's name (else JupyterHub's user name).
LEARNER_VARIABLE = "CHICKENFOOT_LEARNER"
#: How much of a typed answer is kept: a pasted essay is not a progress record.
LONGEST_ANSWER = 200
PARTS = ("checks", "puzzles", "rounds")

T = TypeVar("T")


class ProgressError(ChickenFootError):
    """A file that is not a progress file this version can read (or write over)."""


class _ProgressFile(FileKind):
    pass


#: A whole class's files are read with the same limits as the learner's own.
PROGRESS_FILE = _ProgressFile(error=ProgressError, max_bytes=16 * 1024 * 1024, max_depth=32)


# ----- what each entry holds ----------------------------------------------------------------

_TEXT, _FLAG, _WHOLE = (str,), (bool,), (int,)
_FIGURE = (int, float)
_NOTHING = (type(None),)
#: Each part's entries: their keys and the JSON types each may take.
_ENTRIES: dict[str, dict[str, tuple[type, ...]]] = {
    "checks": {
        "time": _TEXT,
        "lesson": _TEXT,
        "exercise": _TEXT,
        "answer": _TEXT,
        "right": _FLAG,
        "first_try": _FLAG,
        "attempt": _WHOLE,
        "hints": _WHOLE,
    },
    "puzzles": {
        "time": _TEXT,
        "puzzle": _TEXT,
        "moves": (list,),
        "right": _FLAG,
        "hints": _WHOLE,
        "rating_before": _FIGURE + _NOTHING,
        "rating_after": _FIGURE + _NOTHING,
    },
    "rounds": {
        "time": _TEXT,
        "round": _WHOLE,
        "seat": _WHOLE,
        "accuracy": _FIGURE + _NOTHING,
        "cost": _FIGURE,
        "marks": (dict,),
        "record": (dict,),
    },
}


def _kind_word(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return {dict: _("an object"), list: _("a list"), str: _("text"), type(None): "null"}.get(
        type(value), _("a number")
    )


def _entry(part: str, n: int, raw: Any) -> dict[str, Any]:
    """Entry ``n`` of ``part``, checked key by key; extra keys are kept as they are."""
    if not isinstance(raw, dict):
        raise ProgressError(
            _("entry {n} of {part} must be an object, not {kind}").format(
                n=n + 1, part=part, kind=_kind_word(raw)
            )
        )
    for key, kinds in _ENTRIES[part].items():
        value = raw.get(key)
        # bool is an int to Python, not to JSON: a flag is never a number, nor a number a flag
        fits = isinstance(value, kinds) and (isinstance(value, bool) == (bool in kinds))
        if key not in raw or not fits:
            raise ProgressError(
                _("entry {n} of {part} needs {key} of the right kind, not {kind}").format(
                    n=n + 1,
                    part=part,
                    key=key,
                    kind=_("nothing") if key not in raw else _kind_word(value),
                )
            )
        if isinstance(value, int) and kinds == _WHOLE and value < 0:
            raise ProgressError(
                _("entry {n} of {part} has {key} below zero").format(n=n + 1, part=part, key=key)
            )
    if part == "puzzles" and not all(isinstance(m, str) for m in raw["moves"]):
        raise ProgressError(_("entry {n} of puzzles has a move that is not text").format(n=n + 1))
    if part == "rounds" and not all(
        isinstance(c, int) and not isinstance(c, bool) and c >= 0 for c in raw["marks"].values()
    ):
        raise ProgressError(
            _("entry {n} of rounds counts its marks in something else than whole numbers").format(
                n=n + 1
            )
        )
    return raw


@dataclass
class Progress:
    """One learner's progress: their name, and every attempt kept, oldest first.

    >>> p = Progress("Ana")
    >>> p.add("checks", {"time": "2025-01-01T10:00:00+00:00", "lesson": "", "exercise": "x",
    ...     "answer": "2", "right": False, "first_try": True, "attempt": 1, "hints": 0})
    >>> p
    <Progress 'Ana': 1 checked answer, 0 puzzle attempts, 0 reviewed rounds>
    >>> Progress.from_json(p.to_json()) == p
    True
    """

    learner: str = ""
    checks: list[dict[str, Any]] = field(default_factory=list)
    puzzles: list[dict[str, Any]] = field(default_factory=list)
    rounds: list[dict[str, Any]] = field(default_factory=list)
    practice: dict[str, Any] = field(default_factory=dict)

    def add(self, part: str, entry: dict[str, Any]) -> None:
        """Add ``entry`` at the end of ``part`` (``"checks"``, ``"puzzles"`` or ``"rounds"``)."""
        getattr(self, part).append(_entry(part, len(getattr(self, part)), entry))

    def to_json(self) -> dict[str, Any]:
        """The file's JSON object."""
        return {
            "format": FORMAT,
            "version": VERSION,
            "learner": self.learner,
            **{part: getattr(self, part) for part in PARTS},
            "practice": self.practice,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Progress:
        """The progress a file's JSON object holds; anything else raises :class:`ProgressError`.

        >>> Progress.from_json({"format": "chickenfoot-record/1"})
        Traceback (most recent call last):
        ...
        chickenfoot_nb.progress.ProgressError: it is not a chickenfoot_nb progress file
        >>> Progress.from_json({"format": FORMAT, "version": 9})
        Traceback (most recent call last):
        ...
        chickenfoot_nb.progress.ProgressError: it was written by a newer chickenfoot_nb (progress format version 9)
        """
        if data.get("format") != FORMAT:
            raise ProgressError(_("it is not a chickenfoot_nb progress file"))
        version = data.get("version")
        if not isinstance(version, int) or isinstance(version, bool) or version < 1:
            raise ProgressError(_("its version must be a whole number from 1"))
        if version > VERSION:
            raise ProgressError(
                _(
                    "it was written by a newer chickenfoot_nb (progress format version {version})"
                ).format(version=version)
            )
        learner = data.get("learner", "")
        if not isinstance(learner, str):
            raise ProgressError(_("the learner's name must be text"))
        progress = cls(learner)
        for part in PARTS:
            entries = data.get(part, [])
            if not isinstance(entries, list):
                raise ProgressError(_("{part} must be a list").format(part=part))
            setattr(progress, part, [_entry(part, n, e) for n, e in enumerate(entries)])
        practice = data.get("practice", {})
        if not isinstance(practice, dict):
            raise ProgressError(_("practice must be an object"))
        progress.practice = practice
        return progress

    def __repr__(self) -> str:
        n, p, r = len(self.checks), len(self.puzzles), len(self.rounds)
        return (
            f"<Progress {self.learner!r}: {n} checked answer{'' if n == 1 else 's'}, "
            f"{p} puzzle attempt{'' if p == 1 else 's'}, {r} reviewed round{'' if r == 1 else 's'}>"
        )


def load(path: str | os.PathLike[str] | None = None) -> Progress:
    """The progress kept in the file at ``path`` (default: :func:`where` it is written now).

    A file that is not a progress file this version reads raises :class:`ProgressError`.

    >>> load("no/such/file.json")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    chickenfoot_nb.progress.ProgressError: cannot read no/such/file.json: No such file or directory
    """
    path = where() if path is None else path
    if path is None:
        raise ProgressError(_("progress is switched off, so no file is written"))
    return Progress.from_json(read_json(path, PROGRESS_FILE))


# ----- where the file is, and writing it -------------------------------------------------------


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def _write(path: Path, progress: Progress) -> None:
    """Write ``progress`` to a file beside ``path``, then put it in the place of ``path``."""
    text = json.dumps(progress.to_json(), indent=1, ensure_ascii=False) + "\n"
    data = text.encode("utf-8")
    if len(data) > PROGRESS_FILE.max_bytes:
        raise ProgressError(PROGRESS_FILE.too_big(len(data), in_characters=False))
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        # a teacher collecting the file reads it as another user: not mkstemp's owner-only mode
        os.chmod(temporary, path.stat().st_mode & 0o777 if path.exists() else 0o644)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


class _Keeper:
    """Where progress goes, and what is kept in memory for a file that is not written to."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        #: True after :func:`on`, False after :func:`off`, None to follow the environment.
        self.switched: bool | None = None
        self.path: Path | None = None
        self.learner: str | None = None
        #: Each file that is not written to, and the progress kept for it instead.
        self.memory: dict[Path, Progress] = {}

    def where(self) -> Path | None:
        if self.switched is False:
            return None
        if self.path is not None:
            return self.path.absolute()
        named = os.environ.get(PATH_VARIABLE, "").strip()
        if named.lower() == "off" and not self.switched:
            return None
        # the sentence that names a file the learner cannot find names it whole
        return (
            Path(named).expanduser() if named.lower() not in ("", "off") else Path(FILE_NAME)
        ).absolute()

    def name(self) -> str:
        if self.learner is not None:
            return self.learner
        return os.environ.get(LEARNER_VARIABLE) or os.environ.get("JUPYTERHUB_USER") or ""

    def change(self, change: Callable[[Progress], None]) -> str | None:
        """Read the file, ``change`` what it holds and write it back; or keep it in memory."""
        with self.lock:
            path = self.where()
            if path is None:
                return None
            kept = self.memory.get(path)
            if kept is not None:
                change(kept)
                return None
            progress = Progress(self.name())
            try:
                if path.exists() or path.is_symlink():
                    progress = load(path)
            except (OSError, ProgressError) as e:
                reason = e.strerror if isinstance(e, OSError) and e.strerror else str(e)
                return self._keep_in_memory(path, progress, change, reason)
            if self.name() and progress.learner != self.name():
                progress.learner = self.name()
            change(progress)
            try:
                _write(path, progress)
            except (OSError, ProgressError) as e:
                reason = e.strerror if isinstance(e, OSError) and e.strerror else str(e)
                return self._keep_in_memory(path, progress, lambda _p: None, reason)
            return None

    def _keep_in_memory(
        self, path: Path, progress: Progress, change: Callable[[Progress], None], reason: str
    ) -> str:
        change(progress)
        self.memory[path] = progress
        return _(
            "Your progress is not written to {path} ({reason}); the file is left as it is, "
            "and this lesson goes on, keeping your progress until the kernel stops."
        ).format(path=path, reason=reason)


_KEEPER = _Keeper()


def where() -> Path | None:
    """The file progress is written to now, or None while it is switched off.

    >>> on("mine.json") == where() == Path.cwd() / "mine.json"
    True
    >>> off(); where() is None
    True
    """
    return _KEEPER.where()


def on(path: str | os.PathLike[str] | None = None, *, learner: str | None = None) -> Path:
    """Write progress again (to ``path`` if given, else as ``CHICKENFOOT_PROGRESS`` says or
    to the working folder), under the name ``learner`` if given; returns the file.

    A file that was refused is read again, so a file mended by hand is used.

    >>> on("ana.json", learner="Ana").name
    'ana.json'
    >>> off()
    """
    with _KEEPER.lock:
        _KEEPER.switched = True
        _KEEPER.path = None if path is None else Path(path).expanduser()
        if learner is not None:
            _KEEPER.learner = learner
        _KEEPER.memory.clear()
    found = where()
    assert found is not None
    return found


def off() -> None:
    """Write no progress at all from now on in this kernel (:func:`on` writes it again).

    >>> off(); checked("", "x", "1", right=True, first_try=True) is None
    True
    """
    with _KEEPER.lock:
        _KEEPER.switched = False


def checked(
    lesson: str,
    exercise: str,
    answer: str,
    *,
    right: bool,
    first_try: bool,
    attempt: int = 1,
    hints: int = 0,
) -> str | None:
    """Keep one checked answer to ``exercise`` of ``lesson``: right or not, the first try or
    not, the ``attempt``'s number, and how many ``hints`` were shown before it.

    Returns None, or once per file the sentence that says the file is not written to (to
    show the learner where they look).

    >>> off(); checked("01_tiles_and_sets", "set-size-12", "91", right=True, first_try=True)
    """
    entry = {
        "time": _now(),
        "lesson": lesson,
        "exercise": exercise,
        "answer": answer[:LONGEST_ANSWER],
        "right": bool(right),
        "first_try": bool(first_try),
        "attempt": attempt,
        "hints": hints,
    }
    return _KEEPER.change(lambda p: p.add("checks", entry))


def puzzle_attempt(
    puzzle: str,
    moves: Sequence[str],
    *,
    right: bool,
    hints: int = 0,
    rating_before: float | None = None,
    rating_after: float | None = None,
    practice: Mapping[str, Any] | None = None,
) -> str | None:
    """Keep one attempt at ``puzzle`` (its id): the ``moves`` tried, whether it was solved,
    the ``hints`` taken, and the learner's rating before and after when practice rates.

    With ``practice``, the puzzle practice's state after the attempt replaces the state kept
    before (as :func:`keep_practice` does), in the same write: the file never holds the
    attempt without the rating it gave.

    Returns what :func:`checked` returns.

    >>> off(); puzzle_attempt("10-45", ["play 9|4 on 9|9"], right=True, rating_before=1500.0,
    ...     rating_after=1512.5, practice={"rating": {"rating": 1512.5}})
    """
    kept = None if practice is None else json.loads(json.dumps(dict(practice)))
    entry = {
        "time": _now(),
        "puzzle": puzzle,
        "moves": [str(m) for m in moves],
        "right": bool(right),
        "hints": hints,
        "rating_before": rating_before,
        "rating_after": rating_after,
    }

    def change(p: Progress) -> None:
        p.add("puzzles", entry)
        if kept is not None:
            p.practice = kept

    return _KEEPER.change(change)


def reviewed_round(review: SeatReview, game: Match | Round | Mapping[str, Any]) -> str | None:
    """Keep the review of the learner's own round: its accuracy, cost and marks, and the game
    itself as a ``chickenfoot-record/1`` record (``game`` a match, a round or the record).

    Returns what :func:`checked` returns.

    >>> from chickenfoot_nb import Round
    >>> from chickenfoot_nb.review import review_seat
    >>> r = Round.deal("spruce", players=2, seed=4); r.play_greedily()
    >>> off(); reviewed_round(review_seat(r, 0, samples=10), r)
    """
    from chickenfoot_nb.record import match_to_record

    record = dict(game) if isinstance(game, Mapping) else match_to_record(game)
    entry = {
        "time": _now(),
        "round": review.round,
        "seat": review.seat,
        "accuracy": review.accuracy,
        "cost": review.cost,
        "marks": dict(review.marks),
        "record": record,
    }
    return _KEEPER.change(lambda p: p.add("rounds", entry))


def keep_practice(state: Mapping[str, Any]) -> str | None:
    """Keep the puzzle practice's own state (ratings, schedule) in the file, in place of the
    state kept before; :func:`load` gives it back as ``Progress.practice``.

    Returns what :func:`checked` returns.

    >>> off(); keep_practice({"rating": 1500.0})
    """
    kept = json.loads(json.dumps(dict(state)))  # the file holds JSON: a copy, checked as such

    def change(p: Progress) -> None:
        p.practice = kept

    return _KEEPER.change(change)


def kept_practice(read: Callable[[dict[str, Any]], T]) -> tuple[T, str | None]:
    """The puzzle practice's state kept now, as ``read`` makes it (a practice from its JSON
    object), and None or the sentence saying the file is not written to.

    The state comes from the file progress is written to (``read({})`` while progress is off,
    or before any state is kept). A file that cannot be read, is not a progress file, or whose
    practice ``read`` refuses (a :class:`ChickenFootError`) is never written over: the sentence
    says so once, practice starts again from ``read({})``, and goes on in memory.

    >>> import tempfile
    >>> path = on(Path(tempfile.mkdtemp()) / "bo.json")
    >>> _ = path.write_text("not JSON")
    >>> state, said = kept_practice(dict)
    >>> state, said.startswith("Your progress is not written to"), path.read_text()
    ({}, True, 'not JSON')
    >>> off()
    """
    with _KEEPER.lock:
        path = _KEEPER.where()
        if path is None:
            return read({}), None
        kept = _KEEPER.memory.get(path)
        if kept is not None:
            return read(kept.practice), None
        progress = Progress(_KEEPER.name())
        try:
            if path.exists() or path.is_symlink():
                progress = load(path)
            return read(progress.practice), None
        except (OSError, ChickenFootError) as e:
            reason = e.strerror if isinstance(e, OSError) and e.strerror else str(e)
            progress.practice = {}
            return read({}), _KEEPER._keep_in_memory(path, progress, lambda _p: None, reason)


# ----- which lesson an exercise belongs to ----------------------------------------------------

_ASKED = re.compile(r'ask\(\\"([a-z0-9-]+)\\"')


@cache
def _lessons_asking() -> dict[str, str]:
    """Each exercise key the shipped lessons ask, and the first lesson that asks it."""
    from chickenfoot_nb.lesson_files import lessons_folder

    try:
        folder = lessons_folder()
    except ChickenFootError:
        return {}
    asked: dict[str, str] = {}
    for notebook in sorted(folder.glob("*.ipynb")):
        try:
            text = notebook.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            continue
        for key in _ASKED.findall(text):
            asked.setdefault(key, notebook.stem)
    return asked


def lesson_of(exercise: str | None) -> str:
    """The lesson an attempt belongs to: the shipped lesson that asks ``exercise``, else the
    notebook the kernel runs (as the Jupyter server tells it), else ``""``.

    >>> lesson_of("set-size-12")
    '01_tiles_and_sets'
    """
    found = _lessons_asking().get(exercise or "")
    if found:
        return found
    session = os.environ.get("JPY_SESSION_NAME", "")
    return Path(session).stem if session else ""
