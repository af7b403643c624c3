"""What a seat knows and what its opponents' actions tell: the evidence the worlds weigh.

:func:`facts` gathers everything one seat sees, as tile indices, once per view. A
:class:`Tells` replays the history once and reads each opponent's draws, passes and plays:
whether an arrangement of the unseen tiles makes every draw and pass forced, and how many
plays it makes lighter than the heaviest tile the seat could have played (see
:mod:`.worlds`, ``draws_forced`` and ``heaviest_first``).

>>> from chickenfoot_nb.round import Round
>>> r = Round.deal("spruce", players=3, seed=5)
>>> for _ in range(12):
...     r.push(r.heaviest_action())
>>> f = facts(r.view(0))
>>> hands = {o: [t.index for t in r.hand(o)] for o in f.opponents}
>>> Tells(f, r.dealt).lighter_plays(hands)
0
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, cached_property
from typing import TYPE_CHECKING

from chickenfoot_nb.actions import Action
from chickenfoot_nb.deal import Deal
from chickenfoot_nb.phase import Phase
from chickenfoot_nb.position import Position, heavy_rank
from chickenfoot_nb.rules import Rules
from chickenfoot_nb.tiles import MAX_SET, indices_in, set_size, tile

if TYPE_CHECKING:
    from chickenfoot_nb.seat_view import SeatView


@dataclass(frozen=True)
class Facts:
    """What the seat knows, as tile indices, gathered once per view (a snapshot: the
    round behind a live view may go on meanwhile)."""

    rules: Rules
    players: int
    names: tuple[str, ...]
    double: int
    history: tuple[tuple[int, Action], ...]
    seat: int
    to_move: int
    opponents: tuple[int, ...]
    unseen: tuple[int, ...]
    sizes: tuple[int, ...]
    yard_size: int
    draw_seats: tuple[int, ...]
    draw_steps: tuple[int, ...]
    draw_tiles: tuple[int, ...]  # -1: a draw whose tile the seat never saw
    plays: tuple[tuple[tuple[int, int], ...], ...]  # per seat: (step, tile) played
    own_initial: tuple[int, ...]
    centre: int
    centre_in: str  # "yard", "mover" or "" (no constraint)
    starter: int | None
    draws: dict[int, Draws]  # per opponent
    own_hand: int  # the seat's own tiles now, a bitmask


@dataclass(frozen=True)
class Draws:
    """One opponent's draws as :func:`_explain` reads them (gathered once per view)."""

    shown: frozenset[int]  # the tiles it drew that the table saw
    hidden: tuple[tuple[int, int], ...]  # (draw number, step) of its other draws, latest first
    later: tuple[tuple[int, int], ...]  # (step, tile) of its plays of tiles not shown drawn
    played: frozenset[int]  # every tile it played


def _draws_of(
    o: int,
    seats: Sequence[int],
    steps: Sequence[int],
    tiles: Sequence[int],
    plays: Sequence[tuple[int, int]],
) -> Draws:
    """What opponent ``o``'s draws and plays say (``plays``: its own)."""
    shown = frozenset(t for s, t in zip(seats, tiles, strict=True) if s == o and t >= 0)
    hidden = tuple(
        (i, steps[i]) for i in range(len(seats) - 1, -1, -1) if seats[i] == o and tiles[i] < 0
    )
    later = tuple((k, t) for k, t in plays if t not in shown)
    return Draws(shown, hidden, later, frozenset(t for _, t in plays))


def facts(view: SeatView) -> Facts:
    """What ``view``'s seat knows, as tile indices (gathered once; the worlds read it).

    >>> from chickenfoot_nb.round import Round
    >>> r = Round.deal("spruce", players=4, seed=1); r.apply("draw")
    >>> f = facts(r.view(1))
    >>> f.opponents, f.draw_seats, f.draw_tiles, len(f.unseen)
    ((0, 2, 3), (0,), (-1,), 48)
    """
    rules = view.rules
    history = view.history
    me = view.seat
    double = view.table.double
    centre = tile(double, double).index
    own = iter(t.index for t in view.drawn_tiles)
    seats, steps, tiles = [], [], []
    plays: list[list[tuple[int, int]]] = [[] for _ in range(view.players)]
    for k, (s, a) in enumerate(history):
        if a.kind == "play":
            plays[s].append((k, a.tile.index))  # type: ignore[union-attr]
        elif a.kind == "draw":
            if s == me:
                t = next(own)
            else:
                after = history[k + 1] if k + 1 < len(history) else None
                # A tile drawn and played at once is seen by everyone.
                shown = after is not None and after[0] == s and after[1].kind == "play"
                t = after[1].tile.index if shown else -1  # type: ignore[union-attr,index]
                if after is None and view.phase == Phase.PLACE:
                    t = centre  # the search draw that found the double: the table saw it
            seats.append(s)
            steps.append(k)
            tiles.append(t)
    drawn_by_me = {t for s, t in zip(seats, tiles, strict=True) if s == me}
    ever = {t.index for t in view.hand} | {t for _, t in plays[me]}
    where = centre_in(view)
    starter = None
    if rules.double_set_aside:
        starter = history[0][0] if history else view.to_move
    return Facts(
        rules,
        view.players,
        view.names,
        double,
        history,
        me,
        view.to_move,
        tuple(s for s in range(view.players) if s != me),
        tuple(sorted(t.index for t in view.unseen)),
        view.hand_sizes,
        view.yard_size,
        tuple(seats),
        tuple(steps),
        tuple(tiles),
        tuple(tuple(p) for p in plays),
        tuple(sorted(ever - drawn_by_me)),
        centre,
        where,
        starter,
        {o: _draws_of(o, seats, steps, tiles, plays[o]) for o in range(view.players) if o != me},
        sum(1 << t.index for t in view.hand),
    )


def centre_in(view: SeatView) -> str:
    """Where the whole table knows the round's double is: ``"yard"`` during the spruce search,
    ``"mover"`` while another seat must place it, else ``""``.

    >>> from chickenfoot_nb.round import Round
    >>> r = Round.deal("spruce", players=3, seed=2)
    >>> centre_in(r.view(0)), centre_in(r.view(1))
    ('', 'mover')
    """
    if view.phase == Phase.SEARCH:
        return "yard"
    if view.phase == Phase.PLACE and view.to_move != view.seat:
        return "mover"
    return ""


# What an opponent did, for the forced-draw check and the reading of plays: (code, tile or
# draw number, mask, step). The mask is what could be played when it drew or passed, and for
# a play, the heavier tiles it could have played instead. _PASS_KEPT: a pass after a draw
# where the rules let the seat keep a drawn tile that fits (only a greedy seat never does).
_PLAY, _DRAW, _PASS, _PASS_DRAWN, _PASS_KEPT = 0, 1, 2, 3, 4
_Timeline = list[tuple[int, int, int, int]]


@cache
def _heavier(double_blank: int) -> tuple[int, ...]:
    """For each tile index, the mask of the tiles heavier than it (see ``heavy_rank``)."""
    rank = heavy_rank(double_blank)
    return tuple(sum(1 << u for u, w in enumerate(rank) if w > v) for v in rank)


def _timelines(f: Facts, dealt: Deal) -> dict[int, _Timeline]:
    """Each opponent's actions, with what could be played when it drew, passed or played
    (all public: the history is replayed once, from a deal that explains it)."""
    heavier = _heavier(f.rules.double_blank)
    r = Position(f.rules, dealt)
    out: dict[int, _Timeline] = {o: [] for o in f.opponents}
    draw = 0
    for k, (s, a) in enumerate(f.history):
        phase = r.phase
        if a.kind == "draw":
            if s in out:
                out[s].append((_DRAW, draw, r.playable_mask() if phase == Phase.PLAY else 0, k))
            draw += 1
        elif s in out:
            if a.kind == "play":
                t = a.tile.index  # type: ignore[union-attr]
                could = heavier[t] & r.playable_mask() if phase == Phase.PLAY else 0
                out[s].append((_PLAY, t, could, k))
            elif phase == Phase.PLAY:
                out[s].append((_PASS, 0, r.playable_mask(), k))
            elif f.rules.draw_must_play:
                out[s].append((_PASS_DRAWN, 0, r.playable_mask(), k))
            elif phase == Phase.DRAWN:
                out[s].append((_PASS_KEPT, 0, r.playable_mask(), k))
        r.push(a)
    return out


def _bounds(f: Facts, timelines: dict[int, _Timeline]) -> dict[int, list[tuple[int, int]]]:
    """For each opponent's forced draw or pass: what the table took, and how many of its
    current tiles may have come later (its hidden draws from then on)."""
    out: dict[int, list[tuple[int, int]]] = {}
    for o, timeline in timelines.items():
        hidden = [i for i, (s, t) in enumerate(zip(f.draw_seats, f.draw_tiles, strict=True))
                  if s == o and t < 0]  # fmt: skip
        later = len(hidden)
        rows = []
        for code, x, playable, _step in timeline:
            if code == _DRAW and x in hidden:
                later -= 1
            if code in (_DRAW, _PASS) and playable:
                rows.append((playable, later + (1 if code == _DRAW and x in hidden else 0)))
        out[o] = rows
    return out


def _may_be_forced(hands: dict[int, list[int]], bounds: dict[int, list[tuple[int, int]]]) -> bool:
    # A quick necessary test: a current tile the table could take at a forced draw must
    # have come later, by one of the hidden draws from then on.
    for o, rows in bounds.items():
        hand = 0
        for t in hands[o]:
            hand |= 1 << t
        for playable, later in rows:
            if (hand & playable).bit_count() > later:
                return False
    return True


def _forced(
    f: Facts,
    timelines: dict[int, _Timeline],
    drawn: Sequence[int],
    initial: dict[int, list[int]],
) -> bool:
    """True when every opponent's draw and pass was forced: it held nothing playable."""
    for o, timeline in timelines.items():
        hand = 0
        for t in initial[o]:
            hand |= 1 << t
        last = 0
        for code, x, playable, _step in timeline:
            if code == _PLAY:
                hand &= ~(1 << x)
            elif code == _DRAW:
                if hand & playable:
                    return False
                last = 1 << drawn[x]
                hand |= last
            elif code == _PASS:
                if hand & playable:
                    return False
            elif code == _PASS_DRAWN and last & playable:
                return False
    return True


#: What an opponent's actions say, for ``heaviest_first``, in half-steps (an action at step k
#: is judged at 2k, a draw at step k brings its tile at 2k + 1): when its hidden draws brought
#: their tiles; for each tile index, the last time it could not have been held (-1: never);
#: and the tiles it played later that it may have drawn, as (that last time, the time it
#: played them) when there is such a time.
_Reading = tuple[tuple[int, ...], tuple[int, ...], tuple[tuple[int, float], ...]]

#: The actions that read a seat's hand: its plays (no heavier tile it could play) ...
_PLAYS_ONLY = frozenset({_PLAY})
#: ... and its draws and passes too (nothing it could play; a greedy seat plays a drawn tile
#: that fits, whatever the rules let it keep).
_EVERY_ACTION = frozenset({_PLAY, _DRAW, _PASS, _PASS_DRAWN, _PASS_KEPT})


def _readings(
    f: Facts, timelines: dict[int, _Timeline], codes: frozenset[int]
) -> dict[int, _Reading]:
    """For each opponent, what its actions of the kinds ``codes`` say if it always played
    its heaviest tile."""
    out = {}
    for o, timeline in timelines.items():
        draws = tuple(
            2 * k + 1
            for s, k, t in zip(f.draw_seats, f.draw_steps, f.draw_tiles, strict=True)
            if s == o and t < 0
        )
        checks = [(2 * k, mask) for code, _t, mask, k in timeline if code in codes and mask]
        since = [-1] * set_size(MAX_SET)
        for at, mask in checks:
            for t in indices_in(mask):
                since[t] = at
        later = []
        for gone, t in f.draws[o].later:
            before = [at for at, mask in checks if at < 2 * gone and mask >> t & 1]
            if before:
                later.append((before[-1], float(2 * gone)))
        out[o] = (draws, tuple(since), tuple(later))
    return out


def _unexplained(reading: _Reading, hand: Sequence[int]) -> int:
    """How many of one opponent's actions a greedy seat holding ``hand`` now would not have
    taken, with its hidden draws explained as well as they can be.

    A tile it holds now (or played later) that it could not have held at some earlier action
    must have been drawn after that action (and before it was played): the draws are matched
    to such tiles earliest deadline first, and each tile left over is an action that was not
    the heaviest tile's, or a draw or pass with a tile that fitted.

    >>> _unexplained(((7,), (-1, 4, 8), ()), [1]), _unexplained(((7,), (-1, 4, 8), ()), [2])
    (0, 1)
    """
    draws, since, later = reading
    need = [(since[t], math.inf) for t in hand if since[t] >= 0]
    if not need and not later:
        return 0
    need += later
    need.sort()
    waiting: list[float] = []
    unexplained = i = 0
    for d in draws:
        while i < len(need) and need[i][0] < d:
            heapq.heappush(waiting, need[i][1])
            i += 1
        while waiting and waiting[0] < d:
            heapq.heappop(waiting)
            unexplained += 1
        if waiting:
            heapq.heappop(waiting)
    return unexplained + len(waiting) + len(need) - i


class Tells:
    """What the opponents' actions in the history of ``f`` tell, read once from ``dealt``
    (any deal that explains the history: the public state is all that is read).

    >>> from chickenfoot_nb.round import Round
    >>> r = Round.deal("gamerules", players=2, seed=3)
    >>> t = Tells(facts(r.view(0)), r.dealt)
    >>> t.may_be_forced({1: [t.index for t in r.hand(1)]})
    True
    """

    def __init__(self, f: Facts, dealt: Deal) -> None:
        self.facts = f
        self.timelines = _timelines(f, dealt)

    @cached_property
    def _bounds(self) -> dict[int, list[tuple[int, int]]]:
        return _bounds(self.facts, self.timelines)

    @cached_property
    def _plays_read(self) -> dict[int, _Reading]:
        return _readings(self.facts, self.timelines, _PLAYS_ONLY)

    @cached_property
    def greedy_readings(self) -> dict[int, _Reading]:
        """For each opponent, what every action of its says if it always played its heaviest
        tile (read with :meth:`unexplained`)."""
        return _readings(self.facts, self.timelines, _EVERY_ACTION)

    def may_be_forced(self, hands: dict[int, list[int]]) -> bool:
        """False when the opponents holding ``hands`` now cannot all have been forced to
        draw and pass (a quick test: True does not say they were)."""
        return _may_be_forced(hands, self._bounds)

    def forced(self, drawn: Sequence[int], initial: dict[int, list[int]]) -> bool:
        """True when every opponent's draw and pass was forced, dealt ``initial`` and
        drawing ``drawn``: it held nothing playable."""
        return _forced(self.facts, self.timelines, drawn, initial)

    def lighter_plays(self, hands: dict[int, list[int]]) -> int:
        """How many opponents' plays were lighter than a tile they held then, when they hold
        ``hands`` now (their hidden draws explained as well as they can be)."""
        read = self._plays_read
        return sum(_unexplained(read[o], hands[o]) for o in read)

    def unexplained(self, seat: int, hand: Sequence[int]) -> int:
        """How many of ``seat``'s actions a greedy seat holding ``hand`` now would not have
        taken: plays lighter than a tile it held then, draws and passes while it held a tile
        that fitted (its hidden draws explained as well as they can be). 0 for every seat of
        a greedy table's real round."""
        return _unexplained(self.greedy_readings[seat], hand)
