"""Puzzles: positions from real play where one move is clearly best, each with its proof.

A puzzle is a position seen by one seat (a game record whose last round stops where that
seat is to move), the one best move, and the proof that it is best: every legal move's win
chance, by exact enumeration of every world the seat cannot rule out, or from sampled worlds
whose 95% intervals do not overlap (:mod:`chickenfoot_nb.puzzles.proof`). The best move wins
at least :data:`~chickenfoot_nb.puzzles.proof.MARGIN` (10 points) more often than every other.

The package ships its puzzles in ``puzzles.json`` (format ``chickenfoot-puzzles/1``,
``docs/puzzles.md``); :func:`load_puzzles` reads them, or any file of that format, and refuses
a broken one with one clear sentence, as records are refused.

>>> puzzles = load_puzzles()
>>> len(puzzles) >= 300
True
>>> p = puzzles[0]
>>> r = p.position()
>>> r.seat == p.seat and p.best in r.legal_actions()
True
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from chickenfoot_nb.actions import Action
from chickenfoot_nb.errors import ChickenFootError, IllegalActionError, RecordError
from chickenfoot_nb.files import FileKind, read_json
from chickenfoot_nb.i18n import _
from chickenfoot_nb.match import Match
from chickenfoot_nb.puzzles.glicko import Rating
from chickenfoot_nb.record import match_from_record, match_to_record
from chickenfoot_nb.round import Round

if TYPE_CHECKING:
    from chickenfoot_nb.review import Review

#: The format name a puzzle file carries.
FORMAT = "chickenfoot-puzzles/1"

#: The puzzles that ship with the package.
SHIPPED = Path(__file__).with_name("puzzles.json")

Kind = Literal["arm", "foot", "middle", "endgame"]
Method = Literal["exact", "sampled"]
Difficulty = Literal["easy", "medium", "hard"]

#: The difficulties, easiest first.
DIFFICULTIES: tuple[Difficulty, ...] = ("easy", "medium", "hard")

#: A rated puzzle's band from its rating: ``easy`` below the first, ``hard`` from the second on
#: (a learner at 1500 is expected to solve an easy one about two times in three, a hard one
#: about one time in three).
BAND_CUTS = (1400.0, 1600.0)

#: The kinds of position, in the order a lesson meets them.
KINDS: tuple[Kind, ...] = ("arm", "foot", "middle", "endgame")


def kind_of(r: Round) -> Kind:
    """What kind of position the seat to move faces.

    ``"arm"`` while the centre double still has an empty arm; ``"foot"`` while a chicken foot
    waits for toes; ``"endgame"`` once the yard has nothing left to draw or a hand holds two
    tiles or fewer; ``"middle"`` otherwise.

    >>> kind_of(Round.deal("spruce", players=3, seed=2))
    'arm'
    """
    if not r.centre_placed or r.in_arm_phase:
        return "arm"
    if r.pending_foot is not None:
        return "foot"
    if r.yard_drawable == 0 or min(r.hand_sizes) <= 2:
        return "endgame"
    return "middle"


@dataclass(frozen=True)
class MoveProof:
    """One legal move's win chance in the proof, with its 95% interval (the figure itself when exact)."""

    action: Action
    win: float
    low: float
    high: float

    def __repr__(self) -> str:
        """One line, the chances rounded.

        >>> from chickenfoot_nb.actions import Action
        >>> MoveProof(Action.parse("play 9|4 on 9|9"), 0.5123, 0.48, 0.5446)
        <MoveProof play 9|4 on 9|9: win 0.512 (0.480..0.545)>
        """
        return f"<MoveProof {self.action}: win {self.win:.3f} ({self.low:.3f}..{self.high:.3f})>"


@dataclass(frozen=True)
class Puzzle:
    """A position, the seat that moves there, its one best move, and the proof.

    ``record`` is a game record whose last round stops at the position; ``moves`` holds every
    legal move's proven win chance, best first; ``solved_by`` is the share of seeded
    ``random`` and ``medium`` bots that find the move (see
    :func:`chickenfoot_nb.puzzles.proof.solved_by`); ``rating`` is the puzzle's Glicko-2
    rating from a panel of bots' attempts (:mod:`chickenfoot_nb.puzzles.rate`), None when
    the file has none. :attr:`difficulty` follows from the rating, else from ``solved_by``.

    :meth:`check` says whether a move, as text or an :class:`Action`, is the answer. An
    :class:`Action` also equals the text of the same move, so ``p.best == "play 9|4 on 9|9"``
    asks the same; but ``check`` refuses a text that is not a move, where ``==`` is only
    False. Its repr is one short line; :meth:`to_json` gives the whole record.

    >>> p = load_puzzles()[0]
    >>> p
    <Puzzle 0-12: arm, spruce double-6, medium, seat 0 to move>
    >>> p.check("play 4|6 on 6|6"), p.best == "play 4|6 on 6|6", p.check(p.moves[1].action)
    (True, True, False)
    """

    id: str
    seat: int
    # Left out of the hash (a dict has none), so a puzzle can be kept in a set or a dict.
    record: dict[str, Any] = field(hash=False)
    best: Action
    moves: tuple[MoveProof, ...]
    method: Method
    worlds: int
    kind: Kind
    solved_by: float
    rating: Rating | None = None

    def __repr__(self) -> str:
        return (
            f"<Puzzle {self.id}: {self.kind}, {self.preset} double-{self.set}, "
            f"{self.difficulty}, seat {self.seat} to move>"
        )

    def check(self, move: Action | str) -> bool:
        """Whether ``move`` (an :class:`Action` or its text) is this puzzle's one best move.

        The move is read by :meth:`Action.parse`, as ``Round.apply`` reads it: a text that is
        not a move is refused with the same :class:`IllegalActionError`; a legal move that is
        not the best, or a move the rules forbid here, is simply not the answer.

        >>> p = load_puzzles()[0]
        >>> p.check(p.best), p.check("draw")
        (True, False)
        >>> p.check("play 9|4 to 9|9")
        Traceback (most recent call last):
        ...
        chickenfoot_nb.errors.IllegalActionError: 'play 9|4 to 9|9' is not an action: write 'draw', 'pass', 'play 9|9' or 'play 9|4 on 9|9'
        """
        return Action.parse(move) == self.best

    @property
    def guessable(self) -> bool:
        """Whether a guess finds the best move half the time: the position has two legal moves.

        >>> [p.guessable for p in load_puzzles()[:3]]
        [True, True, False]
        """
        return len(self.moves) == 2

    @property
    def difficulty(self) -> Difficulty:
        """The band: from the rating by :data:`BAND_CUTS` (``"easy"`` below 1400, ``"hard"``
        from 1600 on); without a rating, ``"easy"`` when most seeded bots find the move (70% or
        more), ``"hard"`` when few do (under 40%), else ``"medium"``. A puzzle a guess solves
        half the time (:attr:`guessable`) is never ``"easy"``."""
        if self.rating is not None:
            easy_below, hard_from = BAND_CUTS
            easy, hard = self.rating.rating < easy_below, self.rating.rating >= hard_from
        else:
            easy, hard = self.solved_by >= 0.7, self.solved_by < 0.4
        if hard:
            return "hard"
        return "easy" if easy and not self.guessable else "medium"

    @property
    def preset(self) -> str:
        """The rules' preset name (``spruce`` or ``gamerules``)."""
        return str(self.record["rules"].get("preset", ""))

    @property
    def set(self) -> int:
        """The set: 9 for double-9."""
        return int(self.record["rules"].get("set", 0))

    @property
    def players(self) -> int:
        """How many seats play."""
        p = self.record["players"]
        return p if isinstance(p, int) else len(p)

    @property
    def margin(self) -> float:
        """How much more often the best move wins than the next best."""
        return self.moves[0].win - self.moves[1].win

    def match(self) -> Match:
        """The match of the record, at the position."""
        return match_from_record(self.record)

    def position(self) -> Round:
        """The round at the position: the puzzle's seat is to move.

        >>> p = load_puzzles()[0]
        >>> p.position().seat == p.seat
        True
        """
        return self.match().current

    def to_json(self) -> dict[str, Any]:
        """The puzzle as its file writes it (``docs/puzzles.md``)."""
        return {
            "id": self.id,
            "seat": self.seat,
            "best": str(self.best),
            "kind": self.kind,
            "solved_by": self.solved_by,
            "rating": None if self.rating is None else self.rating.to_json(),
            "proof": {
                "method": self.method,
                "worlds": self.worlds,
                "moves": [
                    {"action": str(m.action), "win": m.win, "low": m.low, "high": m.high}
                    for m in self.moves
                ],
            },
            "record": self.record,
        }


def puzzle_record(r: Round, names: Sequence[str] | None = None) -> dict[str, Any]:
    """The game record of a round's first round up to now, for a puzzle.

    >>> rec = puzzle_record(Round.deal("spruce", players=2, seed=1))
    >>> rec["format"], len(rec["rounds"])
    ('chickenfoot-record/1', 1)
    """
    m = Match(r.rules, list(names) if names is not None else r.players, first_deal=r.dealt)
    for _seat, a in r.history:
        m.current.push(a)
    return match_to_record(m)


#: How a puzzle file is read (:mod:`chickenfoot_nb.files`): the package's own is about 1 MB
#: for 300 puzzles, so 16 MiB leaves room for a few thousand.
PUZZLE_FILE = FileKind(error=RecordError, max_bytes=16 * 1024 * 1024)


def load_puzzles(path: str | Path | None = None) -> list[Puzzle]:
    """Every puzzle of a puzzle file (the package's own when ``path`` is None).

    A file that cannot be read, is too big, too deeply nested, not JSON, or breaks the
    format raises :class:`~chickenfoot_nb.errors.RecordError` with one sentence saying what
    and where (the reader of every file, :mod:`chickenfoot_nb.files`, says the first ones).

    >>> import json, tempfile, os
    >>> bad = os.path.join(tempfile.mkdtemp(), "bad.json")
    >>> _ = open(bad, "w").write(json.dumps({"format": "chickenfoot-puzzles/1", "puzzles": [{}]}))
    >>> load_puzzles(bad)
    Traceback (most recent call last):
    ...
    chickenfoot_nb.errors.RecordError: puzzle 0: 'id' is missing
    >>> _ = open(bad, "w").write("[" * 10_000 + "]" * 10_000)
    >>> load_puzzles(bad)
    Traceback (most recent call last):
    ...
    chickenfoot_nb.errors.RecordError: the file nests lists and objects 10000 deep; at most 64 levels are read

    The package's own file is read once per process, and again only when it changes on disk:
    its 700 records are each replayed to be checked (about half a second), and a puzzle is a
    value, so every call shares them (in a new list).

    >>> load_puzzles() == load_puzzles(SHIPPED), load_puzzles() is load_puzzles()
    (True, False)
    """
    if path is None:
        stat = SHIPPED.stat()
        return list(_shipped(stat.st_mtime_ns, stat.st_size))
    return puzzles_from_json(read_json(path, PUZZLE_FILE))


@lru_cache(maxsize=1)
def _shipped(mtime_ns: int, size: int) -> tuple[Puzzle, ...]:
    """The package's puzzles, as its file is at ``mtime_ns`` and ``size`` (the cache's key)."""
    return tuple(puzzles_from_json(read_json(SHIPPED, PUZZLE_FILE)))


def puzzles_from_json(data: Any) -> list[Puzzle]:
    """The puzzles of a puzzle file's JSON value (see :func:`load_puzzles`)."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RecordError(
            _("not a puzzle file: its 'format' must be {format}").format(format=repr(FORMAT))
        )
    raw = data.get("puzzles")
    if not isinstance(raw, list):
        raise RecordError(_("not a puzzle file: 'puzzles' must be a list"))
    return [_puzzle(item, i) for i, item in enumerate(raw)]


def _puzzle(item: Any, i: int) -> Puzzle:
    def need(obj: Any, key: str, kind: type | tuple[type, ...]) -> Any:
        if not isinstance(obj, dict) or key not in obj:
            raise RecordError(_("puzzle {i}: {key} is missing").format(i=i, key=repr(key)))
        value = obj[key]
        if not isinstance(value, kind) or isinstance(value, bool) and kind is not bool:
            raise RecordError(
                _("puzzle {i}: {key} has the wrong type ({value})").format(
                    i=i, key=repr(key), value=repr(value)[:40]
                )
            )
        return value

    pid = need(item, "id", str)
    seat = need(item, "seat", int)
    kind = need(item, "kind", str)
    if kind not in KINDS:
        raise RecordError(
            _("puzzle {i}: 'kind' must be one of {kinds}, not {value}").format(
                i=i, kinds=", ".join(KINDS), value=repr(kind)
            )
        )
    solved_by = float(need(item, "solved_by", (int, float)))
    proof = need(item, "proof", dict)
    method = need(proof, "method", str)
    if method not in ("exact", "sampled"):
        raise RecordError(
            _("puzzle {i}: the proof's 'method' is 'exact' or 'sampled', not {value}").format(
                i=i, value=repr(method)
            )
        )
    worlds = need(proof, "worlds", int)
    record = need(item, "record", dict)
    try:
        rating = None if item.get("rating") is None else Rating.from_json(item["rating"])
    except ChickenFootError as e:
        raise RecordError(
            _("puzzle {i}: its rating is broken: {error}").format(i=i, error=e)
        ) from None
    try:
        best = Action.parse(need(item, "best", str))
        moves = tuple(
            MoveProof(
                Action.parse(need(m, "action", str)),
                float(need(m, "win", (int, float))),
                float(need(m, "low", (int, float))),
                float(need(m, "high", (int, float))),
            )
            for m in need(proof, "moves", list)
        )
        r = match_from_record(record).current
    except IllegalActionError as e:
        raise RecordError(_("puzzle {i}: {error}").format(i=i, error=e)) from None
    except ChickenFootError as e:
        raise RecordError(
            _("puzzle {i}: its record is broken: {error}").format(i=i, error=e)
        ) from None
    if r.is_over or r.seat != seat:
        raise RecordError(
            _("puzzle {i}: its position is not one where seat {seat} is to move").format(
                i=i, seat=seat
            )
        )
    legal = set(r.legal_actions())
    if len(moves) < 2 or {m.action for m in moves} != legal or moves[0].action != best:
        raise RecordError(
            _(
                "puzzle {i}: its proof must list every legal move, the best first, and the "
                "best must be {best}"
            ).format(i=i, best=best)
        )
    return Puzzle(pid, seat, record, best, moves, method, worlds, kind, solved_by, rating)


def save_puzzles(puzzles: Sequence[Puzzle], path: str | Path) -> None:
    """Write puzzles to a puzzle file, one puzzle per line (so a diff shows each one)."""
    lines = [json.dumps(p.to_json(), separators=(",", ":")) for p in puzzles]
    body = ",\n".join(lines)
    Path(path).write_text(f'{{"format": "{FORMAT}", "puzzles": [\n{body}\n]}}\n', encoding="utf-8")


def mistake_kinds(reviewed: Review) -> list[Kind]:
    """The kinds of position where a review's costliest decisions were made, costliest first.

    The decisions marked as an inaccuracy or worse (an error of 5 points of win chance or
    more) count; without any, the one decision that cost the most; without that either
    (every decision was the coach's best), none.

    >>> from chickenfoot_nb.record import load
    >>> from chickenfoot_nb.review import review
    >>> rv = review(load("notebooks/positions/review_round.json"), seats=[0], samples=200)
    >>> mistake_kinds(rv)
    ['middle', 'foot']
    """
    costly: list[tuple[float, Kind]] = []
    for s in reviewed.seats:
        r = reviewed.rounds[s.round]
        chosen = [d for d in s.decisions if d.mark is not None] or (
            [s.worst] if s.worst is not None else []
        )
        costly += [(d.error, kind_of(r.at(d.step))) for d in chosen]
    kinds: list[Kind] = []
    for _error, kind in sorted(costly, key=lambda c: -c[0]):
        if kind not in kinds:
            kinds.append(kind)
    return kinds


def puzzles_like(reviewed: Review, puzzles: Sequence[Puzzle] | None = None) -> list[Puzzle]:
    """The puzzles of the same kind as a review's costliest mistakes (:func:`mistake_kinds`).

    Only those of the round's preset and set are kept when there are any, the costliest
    mistake's kind first; the package's own puzzles are searched when ``puzzles`` is None. A review with no costly decision gives
    every puzzle of the round's preset and set. Show them with
    ``PuzzleWidget(puzzles_like(rv))``.

    >>> from chickenfoot_nb.record import load
    >>> from chickenfoot_nb.review import review
    >>> rv = review(load("notebooks/positions/review_round.json"), seats=[0], samples=200)
    >>> found = puzzles_like(rv)
    >>> sorted({p.kind for p in found}), {(p.preset, p.set) for p in found}
    (['foot', 'middle'], {('spruce', 9)})
    """
    every = load_puzzles() if puzzles is None else list(puzzles)
    kinds = mistake_kinds(reviewed)
    like = [p for p in every if not kinds or p.kind in kinds]
    r = reviewed.rounds[reviewed.seats[0].round] if reviewed.seats else None
    if r is not None:
        same = [p for p in like if (p.preset, p.set) == (r.rules.preset_name, r.rules.set)]
        if same:
            like = same
    return sorted(like, key=lambda p: kinds.index(p.kind) if p.kind in kinds else 0)
