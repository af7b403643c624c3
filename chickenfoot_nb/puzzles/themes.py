"""The idea a puzzle teaches, found from its position and its proof, and the words that teach it.

Nothing here is written by hand per puzzle. Each legal move is laid, in a round that agrees
with everything the seat to move sees (:meth:`SeatView.sample_world
<chickenfoot_nb.seat_view.SeatView.sample_world>`, seeded from the view), and read for what a
careful player weighs (:mod:`chickenfoot_nb.policy` names the same rules of thumb): the points
of the tile laid, whether it is a double or a toe, how many of the seat's own tiles still fit
the table after it, and how many of the tiles the seat cannot see would. A :class:`Theme` is
an idea on which the proof's best move beats the next best move (``p.moves[1]``); the themes
are ordered by how many of the other legal moves the idea rules out, strongest first.

When no idea sets the best move apart from the next best, the one idea that rules out at
least half of the other moves is named; failing that, :attr:`Theme.LOOK_AHEAD` (weigh every
move), which few shipped puzzles get.

>>> from chickenfoot_nb.puzzles import load_puzzles
>>> p = next(p for p in load_puzzles() if p.id == "32-29")
>>> themes_of(p)
('shed_heavy',)
>>> print(reason(p))
5|0 is best: it gets the heavy 5|0 out of your hand before the round ends, and it wins 93% against 57% for the next best move.
>>> print(where_hint(p))
Every move goes on 0|0: look for the one that leaves 5 open.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal, NamedTuple

from chickenfoot_nb.actions import Action
from chickenfoot_nb.errors import RecordError
from chickenfoot_nb.i18n import N_, _, percent
from chickenfoot_nb.phase import Text
from chickenfoot_nb.position import pips_table
from chickenfoot_nb.puzzles import Puzzle, load_puzzles
from chickenfoot_nb.round import Round, default_names, seat_names
from chickenfoot_nb.seat_view import SeatView
from chickenfoot_nb.tiles import Tile, mask_of, suit_masks

#: Where a puzzle's answer goes, as the second hint says it (see :func:`where_hint`).
Place = Literal["drawn", "centre", "same", "foot", "arm", "end"]

#: An opponent with at most this many tiles may go out soon: heavy tiles left in hand count.
NEAR_END = 3

#: An opponent with at most this many tiles is the leader, whom a block holds back.
LEADER = 2


class Theme(Text):
    """An idea a puzzle teaches; its value is a short name that stays the same in every language.

    :meth:`words` names the idea and :meth:`hint` says it as a first hint, both in the
    language spoken now.

    >>> Theme.FILL_FOOT, Theme.FILL_FOOT.words()
    ('fill_foot', 'Fill the chicken foot you can')
    >>> Theme("shed_heavy").hint()
    'Think about which tiles will count against you if the round ends now.'
    """

    #: the best move lays a toe where another move does not
    FILL_FOOT = "fill_foot"
    #: another move opens a chicken foot that no tile the seat cannot see can fill
    NO_DEAD_FOOT = "no_dead_foot"
    #: an opponent is close to going out, and the best move leaves fewer tiles a play
    HOLD_LEADER = "hold_leader"
    #: the best move lays a double where another does not
    PLAY_DOUBLE = "play_double"
    #: the best move lays the heaviest tile, near the round's end or heavier than every other
    SHED_HEAVY = "shed_heavy"
    #: after the best move more of the seat's own tiles still fit the table
    KEEP_FOLLOW = "keep_follow"
    #: after the best move fewer of the tiles the seat cannot see fit the table
    BLOCK = "block"
    #: no single idea sets the best move apart: it is found by playing the moves out
    LOOK_AHEAD = "look_ahead"

    def words(self) -> str:
        """The idea's short name, in the language spoken now.

        >>> Theme.HOLD_LEADER.words()
        'Hold back the leader'
        """
        return _(_WORDS[self])

    def hint(self) -> str:
        """One sentence that names the idea as a first hint, in the language spoken now.

        >>> Theme.PLAY_DOUBLE.hint()
        'A double is hard to place later: think about playing it while it fits.'
        """
        return _(_HINTS[self])


_WORDS = {
    Theme.FILL_FOOT: N_("Fill the chicken foot you can"),
    Theme.NO_DEAD_FOOT: N_("Do not open a foot nobody can fill"),
    Theme.HOLD_LEADER: N_("Hold back the leader"),
    Theme.PLAY_DOUBLE: N_("Play the double while you can"),
    Theme.SHED_HEAVY: N_("Shed heavy tiles before the end"),
    Theme.KEEP_FOLLOW: N_("Keep a number you can follow"),
    Theme.BLOCK: N_("Leave the others less to play"),
    Theme.LOOK_AHEAD: N_("Weigh every move"),
}

_HINTS = {
    Theme.FILL_FOOT: N_(
        "A chicken foot is waiting for toes: think about filling it while you can."
    ),
    Theme.NO_DEAD_FOOT: N_(
        "Before you lay a double, count the tiles of its number that are still out."
    ),
    Theme.HOLD_LEADER: N_(
        "Someone is close to going out: think about what they can still play after your move."
    ),
    Theme.PLAY_DOUBLE: N_("A double is hard to place later: think about playing it while it fits."),
    Theme.SHED_HEAVY: N_("Think about which tiles will count against you if the round ends now."),
    Theme.KEEP_FOLLOW: N_("Think about what you can still play on your next turn after this move."),
    Theme.BLOCK: N_("Think about what the next players can play after your move."),
    Theme.LOOK_AHEAD: N_(
        "No single rule of thumb decides here: think about what each move leaves you and the others."
    ),
}

# Each reason is one whole sentence, so that a language may order its words.
_REASONS = {
    Theme.FILL_FOOT: N_(
        "{move} is best: it fills the chicken foot while you can, and it wins {best} against "
        "{next} for the next best move."
    ),
    Theme.NO_DEAD_FOOT: N_(
        "{move} is best: it opens no chicken foot that nobody else can fill, and it wins {best} "
        "against {next} for the next best move."
    ),
    Theme.HOLD_LEADER: N_(
        "{move} is best: it leaves {leader}, who is closest to going out, less to play, and it "
        "wins {best} against {next} for the next best move."
    ),
    Theme.PLAY_DOUBLE: N_(
        "{move} is best: it plays the double while it still fits, and it wins {best} against "
        "{next} for the next best move."
    ),
    Theme.SHED_HEAVY: N_(
        "{move} is best: it gets the heavy {tile} out of your hand before the round ends, and "
        "it wins {best} against {next} for the next best move."
    ),
    Theme.KEEP_FOLLOW: N_(
        "{move} is best: it keeps a number you can follow on your next turn, and it wins "
        "{best} against {next} for the next best move."
    ),
    Theme.BLOCK: N_(
        "{move} is best: it leaves the other players less to play, and it wins {best} against "
        "{next} for the next best move."
    ),
    Theme.LOOK_AHEAD: N_(
        "{move} is best: played out, it wins {best} against {next} for the next best move."
    ),
}


class Fits(NamedTuple):
    """How many tiles fit the table after a move: ``now`` under what the next play must be
    (a toe while a foot waits, a new arm while one is empty), ``later`` on any open number
    once those are done. Compared ``now`` first."""

    now: int
    later: int


@dataclass(frozen=True)
class MoveTraits:
    """What one legal move does, as the seat to move can see it.

    ``weight`` is the tile's points (0 for a pass); ``own`` counts the seat's tiles left that
    fit the table after the move, ``unseen`` the tiles it cannot see (in other hands or the
    yard) that would; ``dead_foot`` is a double whose number no unseen tile shows.
    """

    action: Action
    win: float
    weight: int
    double: bool
    toe: bool
    dead_foot: bool
    own: Fits
    unseen: Fits


@dataclass(frozen=True)
class _Found:
    """What the words about a puzzle need, found once: its themes, strongest first, the seat
    a block holds back, and where the answer goes (see :func:`where_hint`)."""

    themes: tuple[Theme, ...]
    leader: int
    place: Place
    on: Tile | None
    number: int


def move_traits(p: Puzzle) -> tuple[MoveTraits, ...]:
    """What each legal move of the puzzle does, in the proof's order (best first).

    Read from the seat's view alone: each move is laid in a round that agrees with what the
    seat sees, seeded from the view, so the tiles it cannot see change nothing.

    >>> from chickenfoot_nb.puzzles import load_puzzles
    >>> p = next(p for p in load_puzzles() if p.id == "18-48")
    >>> [(str(m.action), m.toe, m.own) for m in move_traits(p)]
    [('play 4|2 on 4|4', True, Fits(now=0, later=3)), ('pass', False, Fits(now=1, later=4))]
    """
    return _move_traits(p.position().view(p.seat), p)


@dataclass(frozen=True)
class _Seen:
    """The facts of a view that every move's traits read, gathered once per puzzle."""

    seat: int
    unseen: int  # bitmask of the tiles the seat cannot see
    suit: tuple[int, ...]
    pips: tuple[int, ...]
    foot: Tile | None


def _move_traits(view: SeatView, p: Puzzle) -> tuple[MoveTraits, ...]:
    world = view.sample_world(random.Random(view.fingerprint))
    seen = _Seen(
        view.seat,
        mask_of(view.unseen),
        suit_masks(view.rules.set),
        pips_table(view.rules.double_blank),
        view.table.foot,
    )
    return tuple(_traits_of(seen, world, m.action, m.win) for m in p.moves)


def _traits_of(seen: _Seen, world: Round, a: Action, win: float) -> MoveTraits:
    after = world.copy()
    after.push(a)
    later_mask = 0
    for n in _open_numbers(after):
        later_mask |= seen.suit[n]
    now_mask = after.playable_mask()
    own = mask_of(after.hand(seen.seat))
    unseen = seen.unseen
    t = a.tile
    double = t is not None and t.is_double and a.on is not None
    dead_foot = double and t is not None and not unseen & seen.suit[t.hi]
    return MoveTraits(
        action=a,
        win=win,
        weight=0 if t is None else seen.pips[t.index],
        double=double,
        toe=a.on is not None and a.on == seen.foot,
        dead_foot=dead_foot,
        own=Fits((own & now_mask).bit_count(), (own & later_mask).bit_count()),
        unseen=Fits((unseen & now_mask).bit_count(), (unseen & later_mask).bit_count()),
    )


def _open_numbers(r: Round) -> set[int]:
    """The numbers a tile may join on, now or once the waiting foot and arms are filled."""
    numbers = set(r.open_ends.values())
    if r.pending_foot is not None:
        numbers.add(r.pending_foot.hi)
    if r.in_arm_phase:
        numbers.add(r.double)
    return numbers


#: For each idea, whether the best move ``b`` beats another move ``m`` on it.
_BEATS: dict[Theme, Callable[[MoveTraits, MoveTraits], bool]] = {
    Theme.FILL_FOOT: lambda b, m: b.toe and not m.toe,
    Theme.NO_DEAD_FOOT: lambda b, m: m.dead_foot and not b.dead_foot,
    Theme.PLAY_DOUBLE: lambda b, m: b.double and not m.double,
    Theme.SHED_HEAVY: lambda b, m: b.weight > m.weight,
    Theme.KEEP_FOLLOW: lambda b, m: b.own > m.own,
    Theme.BLOCK: lambda b, m: b.unseen < m.unseen,
}

#: The order of ideas that rule out equally many moves: the more particular idea first.
_ORDER = tuple(Theme)


def themes_of(p: Puzzle) -> tuple[Theme, ...]:
    """The ideas the puzzle teaches, strongest first; never empty.

    Found from what the seat sees and the proof (see the module): for example
    :attr:`Theme.FILL_FOOT` when the best move lays a toe and the next best does not,
    :attr:`Theme.SHED_HEAVY` when it lays the heaviest tile while an opponent is close to
    going out (or a tile heavier than every other move's), :attr:`Theme.HOLD_LEADER` when
    it leaves the tiles the seat cannot see fewer places while an opponent holds two tiles
    or fewer.
    Computed once per puzzle.

    >>> from chickenfoot_nb.puzzles import load_puzzles
    >>> p = next(p for p in load_puzzles() if p.id == "18-48")
    >>> themes_of(p)
    ('fill_foot', 'shed_heavy')
    """
    return _found(p).themes


@lru_cache(maxsize=4096)
def _found(p: Puzzle) -> _Found:
    if len(p.moves) < 2:
        raise RecordError(
            _("puzzle {id} has no next best move: its proof must list at least two moves").format(
                id=p.id
            )
        )
    r = p.position()
    view = r.view(p.seat)
    moves = _move_traits(view, p)
    best, others = moves[0], moves[1:]
    # The leader holds the fewest tiles; of two such, the one who moves sooner.
    opponents = [s for s in range(view.players) if s != p.seat]
    leader = min(opponents, key=lambda s: (view.hand_sizes[s], (s - p.seat) % view.players))
    fewest = view.hand_sizes[leader]
    near_end = fewest <= NEAR_END or view.yard_drawable == 0
    # Shedding is the idea only when no other move lays a heavier tile (and, far from the
    # end, when every other move lays a lighter one).
    heaviest = all(best.weight > m.weight for m in others)
    heavy_enough = heaviest or near_end and all(best.weight >= m.weight for m in others)
    strong: list[tuple[float, int, Theme]] = []
    weak: list[tuple[float, int, Theme]] = []
    for theme, beats in _BEATS.items():
        if theme is Theme.SHED_HEAVY and not heavy_enough:
            continue
        if theme is Theme.BLOCK and fewest <= LEADER:
            theme = Theme.HOLD_LEADER
        share = sum(beats(best, m) for m in others) / len(others)
        entry = (-share, _ORDER.index(theme), theme)
        if beats(best, others[0]):
            strong.append(entry)
        elif share >= 0.5 and len(others) >= 2:
            weak.append(entry)
    found = [t for _s, _o, t in sorted(strong)] or [t for _s, _o, t in sorted(weak)[:1]]
    themes = tuple(found) or (Theme.LOOK_AHEAD,)
    return _Found(themes, leader, *_place(r, p))


def _place(r: Round, p: Puzzle) -> tuple[Place, Tile | None, int]:
    """Where the answer goes, the tile it goes on, and the number the hint names."""
    t, on = p.best.tile, p.best.on
    if t is None:
        return "drawn", None, 0
    if on is None:
        return "centre", None, t.hi
    shown = on.hi if on.is_double else r.open_ends[on]
    if all(m.action.on == on for m in p.moves):
        return "same", on, t.other(shown)
    if on == r.pending_foot:
        return "foot", on, shown
    return ("arm" if on == r.centre else "end"), on, shown


def reason(p: Puzzle) -> str:
    """One sentence, in the language spoken now, why the answer is best: its strongest idea
    and the proof's win chances of the best and the next best move.

    >>> from chickenfoot_nb.puzzles import load_puzzles
    >>> p = next(p for p in load_puzzles() if p.id == "11-7")
    >>> print(reason(p))
    3|3 is best: it plays the double while it still fits, and it wins 71% against 60% for the next best move.
    """
    found = _found(p)
    best, runner = p.moves[0], p.moves[1]
    a = best.action
    chances = {"best": percent(best.win), "next": percent(runner.win)}
    if a.tile is None:
        return _("Passing is best: it wins {best} against {next} for the next best move.").format(
            **chances
        )
    # An unnamed seat is named in the language spoken now, so the name is read here.
    players, names = seat_names(p.record["players"])
    return _(_REASONS[found.themes[0]]).format(
        move=_move_words(a, (m.action for m in p.moves)),
        tile=a.tile,
        leader=(names or default_names(players))[found.leader],
        **chances,
    )


def _move_words(a: Action, legal: Iterable[Action]) -> str:
    """The tile alone when it has one place among the moves, else the tile and its place."""
    places = sum(1 for m in legal if m.tile == a.tile)
    if places == 1 or a.on is None:
        return str(a.tile)
    return _("{tile} on {on}").format(tile=a.tile, on=a.on)


def where_hint(p: Puzzle) -> str:
    """The second hint, in the language spoken now: where the answer goes, or which number it
    leaves open when every move goes to the same place.

    >>> from chickenfoot_nb.puzzles import load_puzzles
    >>> p = next(p for p in load_puzzles() if p.id == "11-7")
    >>> print(where_hint(p))
    Look at the end of 3|0 that shows 3.
    >>> print(where_hint(next(p for p in load_puzzles() if p.id == "18-48")))
    Look at the chicken foot on 4|4.
    """
    found = _found(p)
    on, number = found.on, found.number
    if found.place == "drawn":
        return _("Look at the tile you have just drawn: play it, or keep it.")
    if found.place == "centre":
        return _("Look at the centre of the table.")
    if found.place == "same":
        return _("Every move goes on {on}: look for the one that leaves {number} open.").format(
            on=on, number=number
        )
    if found.place == "foot":
        return _("Look at the chicken foot on {on}.").format(on=on)
    if found.place == "arm":
        return _("Look at the centre double {on}: start a new arm.").format(on=on)
    return _("Look at the end of {on} that shows {number}.").format(on=on, number=number)


def theme_counts(puzzles: Iterable[Puzzle] | None = None) -> dict[Theme, int]:
    """How many puzzles teach each idea (a puzzle counts once for each of its themes), and
    the package's own puzzles when ``puzzles`` is None; every theme is listed, in order.

    >>> counts = theme_counts(load_puzzles()[:12])
    >>> list(counts)[:3], sum(counts.values()) >= 12
    (['fill_foot', 'no_dead_foot', 'hold_leader'], True)
    """
    every = load_puzzles() if puzzles is None else puzzles
    found = Counter(t for p in every for t in themes_of(p))
    return {t: found[t] for t in Theme}
