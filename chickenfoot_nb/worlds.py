"""Worlds: whole rounds that agree with everything one seat sees, for search bots and the coach.

A seat sees its own hand, the table, every hand's size, the yard's size and the history
(another seat's draw shows only as ``draw``). The tiles it cannot see (:attr:`SeatView.unseen`)
are dealt at random into the opponents' hands and the yard; then the round is rebuilt from a
deal that explains the history: each opponent's hidden draws are given tiles it still holds
or played later, and the history is replayed with the fast ``push``. The result is a real
:class:`Round` whose play can go on.

Every unseen tile is equally likely to be in every place it could be: each arrangement of
the unseen tiles has the same chance, except where the whole table knows where a tile is
(during the spruce search nobody holds the round's double; while it is being placed, the
seat to move holds it).

With ``draws_forced=True`` only worlds where every earlier draw and pass was forced are
kept (the seat that drew could not play, and a pass came when the rules allowed it): the
draw tells the table something. This is rejection sampling: arrangements are drawn as above
and those that contradict a draw or a pass are dropped, up to :data:`TRIES` of them.

With ``heaviest_first=True`` every action is read as a greedy table's: a seat that played a
tile held no heavier tile it could have played then, and a seat that drew or passed held no
tile that fitted (a greedy seat plays a drawn tile that fits, even where the rules let it keep
it). The worlds are drawn from that posterior by a Markov chain (Metropolis): from an
arrangement that fits the counts, two unseen tiles in different places swap, and the swap is
kept unless it makes more of the opponents' actions unexplained (a hidden draw may explain a
tile held now: it may have come after the action), in which case it is kept with chance
:data:`MISREAD_ODDS` for each action more. After :data:`BURN_IN` swaps for each unseen tile,
a world is taken every :data:`SPACING` swaps for each: the worlds where every action fits are as
likely as a rejection sampler's (a test compares them), and a world that explains all but one
action is a thousandth as likely, so against seats that play otherwise the reading bends
instead of breaking. The draws are read whether or not ``draws_forced`` is asked.

>>> import random
>>> from chickenfoot_nb.round import Round
>>> r = Round.deal("spruce", players=3, seed=4)
>>> for _ in range(6):
...     r.push(r.legal_actions()[0])
>>> w = sample_world(r.view(1), random.Random("doc"))
>>> w.hand(1) == r.hand(1), w.table == r.table, w.history == r.history
(True, True, True)
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations, permutations
from typing import TYPE_CHECKING

from chickenfoot_nb.actions import Action
from chickenfoot_nb.deal import Deal
from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.i18n import _
from chickenfoot_nb.tells import Facts, Tells, centre_in, facts
from chickenfoot_nb.tiles import MAX_SET, set_size, tile_at

if TYPE_CHECKING:
    from chickenfoot_nb.position import Continuations
    from chickenfoot_nb.round import Round
    from chickenfoot_nb.seat_view import SeatView

#: ``tile_at`` as a bound lookup: the worlds' deals are built from many tile indices.
_TILE_AT = tuple(map(tile_at, range(set_size(MAX_SET)))).__getitem__

#: How many arrangements ``draws_forced=True`` tries before it gives up.
TRIES = 2000

#: With ``heaviest_first``, how much less likely a world is for each opponent's action it
#: leaves unexplained (a lighter play, a draw or pass while a tile fitted).
MISREAD_ODDS = 1 / 1000

#: With ``heaviest_first``, the swaps of the chain before its first world, per unseen tile.
BURN_IN = 20

#: With ``heaviest_first``, the swaps of the chain between two worlds, per unseen tile.
SPACING = 0.25

#: Whose actions are read as a greedy table's: every opponent's (``True``), none
#: (``False``), or those of the seats in a collection.
ReadSeats = bool | Collection[int]

#: :func:`all_worlds` refuses positions with more distinct worlds than this.
MAX_EXACT_WORLDS = 200_000


def _deal_out(f: Facts, rng: random.Random) -> tuple[dict[int, list[int]], list[int]]:
    """A uniform arrangement of the unseen tiles: each opponent's hand, then the yard."""
    pool = list(f.unseen)
    if f.centre_in:
        pool.remove(f.centre)
    _shuffle(pool, rng)
    hands: dict[int, list[int]] = {}
    at = 0
    mover = f.to_move
    for o in f.opponents:
        size = f.sizes[o] - (1 if f.centre_in == "mover" and o == mover else 0)
        hands[o] = pool[at : at + size]
        at += size
    if f.centre_in == "mover":
        hands[mover].append(f.centre)
    yard = pool[at:]
    if f.centre_in == "yard":
        yard.insert(rng.randrange(f.yard_size), f.centre)
    return hands, yard


def _shuffle(pool: list[int], rng: random.Random) -> None:
    """``rng.shuffle(pool)``: the same draws and the same order, in half the time.

    Worlds are drawn by the hundred thousand; for a plain :class:`random.Random` the
    shuffle is written out here (as the standard library writes it) without its call per tile.

    >>> a, b = list(range(20)), list(range(20))
    >>> _shuffle(a, random.Random(5)); random.Random(5).shuffle(b); a == b
    True
    """
    if type(rng) is not random.Random:
        rng.shuffle(pool)
        return
    getrandbits = rng.getrandbits
    for i in range(len(pool) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        pool[i], pool[j] = pool[j], pool[i]


def _explain(
    f: Facts, hands: dict[int, list[int]], rng: random.Random | None
) -> tuple[list[int], dict[int, list[int]]]:
    """The tile of every draw and each seat's dealt hand, so that the history ends in ``hands``.

    Each opponent's hidden draws get tiles it still holds or played later (``rng`` picks;
    without it, the first that fits).
    """
    drawn = list(f.draw_tiles)
    initial: dict[int, list[int]] = {f.seat: list(f.own_initial)}
    for o in f.opponents:
        d = f.draws[o]
        hand = hands[o]
        if not d.hidden:
            initial[o] = sorted(d.played.union(hand) - d.shown)
            continue
        shown = d.shown
        current = sorted(t for t in hand if t not in shown) if shown else sorted(hand)
        used: set[int] = set()
        # Latest draw first: its choices are a subset of every earlier draw's, so this never
        # runs out, and every filling is reached with the same chance.
        for i, k in d.hidden:
            choices = [t for t in current if t not in used]
            choices += [t for p, t in d.later if p > k and t not in used]
            pick = choices[rng.randrange(len(choices))] if rng is not None else choices[0]
            used.add(pick)
            drawn[i] = pick
        initial[o] = sorted(d.played.union(hand) - used - shown)
    return drawn, initial


def _make(
    f: Facts,
    hands: dict[int, list[int]],
    yard: Sequence[int],
    drawn: list[int],
    initial: dict[int, list[int]],
    source: Callable[[Deal, Mapping[int, int]], Round],
) -> Round:
    """The round dealt this way, standing where the view stands.

    ``source`` builds it from the deal and the opponents' hands now: the view's own
    constructor for a first world, then that world's (only the hidden hands, the yard and
    the deal differ between worlds, so the history is never replayed).
    """
    deal = Deal(
        f.double,
        tuple([tuple(map(_TILE_AT, initial[s])) for s in range(f.players)]),
        tuple(map(_TILE_AT, [*drawn, *yard])),
        f.starter,
    )
    return source(deal, {o: _mask(hands[o]) for o in f.opponents})


def _mask(tiles: Sequence[int]) -> int:
    m = 0
    for t in tiles:
        m |= 1 << t
    return m


def _hand_masks(f: Facts, hands: dict[int, list[int]]) -> list[int]:
    """Every seat's hand as a bitmask: the opponents' from ``hands``, the seat's own."""
    masks = [f.own_hand] * f.players
    for o in f.opponents:
        masks[o] = _mask(hands[o])
    return masks


@dataclass(frozen=True)
class _Arrangement:
    """One arrangement of the unseen tiles, explained: what a world of ``like``'s view is
    made of (the arguments of :func:`_make`)."""

    f: Facts
    hands: dict[int, list[int]]
    yard: list[int]
    drawn: list[int]
    initial: dict[int, list[int]]
    like: Round

    def world(self) -> Round:
        """The world itself, a whole round."""
        return _make(self.f, self.hands, self.yard, self.drawn, self.initial, self.like._rearranged)

    def scores(
        self, actions: Sequence[Action | None], choose: Continuations | None = None
    ) -> list[tuple[int, ...]]:
        """``world().greedy_scores(a)`` for each ``a`` of ``actions``, without the world
        (with ``choose``, the play-outs continue as it picks instead of greedily)."""
        hidden = (_hand_masks(self.f, self.hands), [*self.drawn, *self.yard])
        return [self.like._play_out(a, choose, hidden=hidden) for a in actions]


def sample_world(view: SeatView, rng: random.Random, *, draws_forced: bool = False) -> Round:
    """A random whole round that agrees with everything ``view``'s seat sees.

    Without ``draws_forced`` every arrangement of the unseen tiles that fits the counts is
    equally likely. With it, arrangements where an earlier draw or pass was not forced are
    rejected; after :data:`TRIES` rejections a :class:`ChickenFootError` says so.

    >>> import random
    >>> from chickenfoot_nb.round import Round
    >>> r = Round.deal("gamerules", players=2, seed=3)
    >>> w = sample_world(r.view(0), random.Random(1), draws_forced=True)
    >>> w.hand(0) == r.hand(0), w.yard_size == r.yard_size, w.hand(1) == r.hand(1)
    (True, True, False)
    """
    return next(sample_worlds(view, rng, 1, draws_forced=draws_forced))


def sample_worlds(
    view: SeatView,
    rng: random.Random,
    count: int,
    *,
    draws_forced: bool = False,
    heaviest_first: ReadSeats = False,
    tries: int = TRIES,
) -> Iterator[Round]:
    """``count`` worlds drawn one after another as :func:`sample_world` does (the view's facts
    are gathered once, so this is faster than calling it ``count`` times). With
    ``draws_forced``, each world may take up to ``tries`` arrangements. With
    ``heaviest_first``, every action of the opponents is read as a greedy table's (see the
    module): the worlds come from a Markov chain, and ``draws_forced`` and ``tries`` do not
    matter. ``heaviest_first`` may also be the seats read so (a set of seats): the others'
    actions are not read (an empty set reads none, as ``False`` does).

    >>> import random
    >>> from chickenfoot_nb.round import Round
    >>> v = Round.deal("spruce", players=4, seed=2).view(0)
    >>> len({w.hand(1) for w in sample_worlds(v, random.Random(0), 5)})
    5
    >>> r = Round.deal("spruce", players=3, seed=5)
    >>> for _ in range(12):
    ...     r.push(r.heaviest_action())
    >>> v = r.view(0)
    >>> read = sample_worlds(v, random.Random(0), 20, heaviest_first=True)
    >>> plain = sample_worlds(v, random.Random(0), 20)
    >>> sum(lighter_plays(v, w) for w in read) < sum(lighter_plays(v, w) for w in plain)
    True
    """
    for arrangement in _arrangements(view, rng, count, draws_forced, heaviest_first, tries):
        yield arrangement.world()


def sample_scores(
    view: SeatView,
    rng: random.Random,
    count: int,
    actions: Sequence[Action | None],
    *,
    draws_forced: bool = False,
    heaviest_first: ReadSeats = False,
    tries: int = TRIES,
    continuation: Continuations | None = None,
) -> Iterator[list[tuple[int, ...]]]:
    """For each world :func:`sample_worlds` draws (the same worlds, from the same draws of
    ``rng``), the scores of each of ``actions`` played out greedily: what
    ``world.greedy_scores(action)`` gives (``None``: no action first), without building the
    worlds, which makes search bots and the coach faster. With ``continuation`` every seat
    plays on as it picks (:data:`~chickenfoot_nb.position.Continuation`, or one a seat:
    :func:`~chickenfoot_nb.position.seat_apart`), not greedily.

    >>> import random
    >>> from chickenfoot_nb.round import Round
    >>> r = Round.deal("spruce", players=3, seed=5)
    >>> v, legal = r.view(0), r.legal_actions()
    >>> built = [[w.greedy_scores(a) for a in legal] for w in sample_worlds(v, random.Random(1), 5)]
    >>> built == list(sample_scores(v, random.Random(1), 5, legal))
    True
    >>> from chickenfoot_nb.policy import careful_play
    >>> careful = sample_scores(v, random.Random(1), 5, legal, continuation=careful_play(0))
    >>> list(careful) == built
    False
    """
    for arrangement in _arrangements(view, rng, count, draws_forced, heaviest_first, tries):
        yield arrangement.scores(actions, continuation)


def _arrangements(
    view: SeatView,
    rng: random.Random,
    count: int,
    draws_forced: bool,
    heaviest_first: ReadSeats,
    tries: int,
) -> Iterator[_Arrangement]:
    """The arrangements of the worlds :func:`sample_worlds` draws, in its order."""
    if heaviest_first:  # True, or a set of seats that is not empty
        yield from _read(view, rng, count, None if heaviest_first is True else heaviest_first)
        return
    for arrangement, _lighter in _sample(view, rng, count, draws_forced, tries, False):
        yield arrangement


def _read(
    view: SeatView, rng: random.Random, count: int, greedy: Collection[int] | None = None
) -> Iterator[_Arrangement]:
    """``count`` arrangements whose opponents' actions read as a greedy table's (see the
    module): a Metropolis chain over the places of the unseen tiles. With ``greedy``, only
    those seats' actions are read (the others' explain every arrangement)."""
    f = facts(view)
    hands, yard = _deal_out(f, rng)
    drawn, initial = _explain(f, hands, rng)
    like = _make(f, hands, yard, drawn, initial, view._world)
    read = Tells(f, like.dealt).unexplained
    if greedy is None:
        unexplained = read
    else:
        seats = frozenset(greedy)

        def unexplained(seat: int, hand: Sequence[int]) -> int:
            return read(seat, hand) if seat in seats else 0

    opponents = f.opponents
    places = [hands[o] for o in opponents] + [yard]  # the last place is the yard
    in_yard = len(opponents)
    where: dict[int, int] = {}
    at: dict[int, int] = {}
    for p, tiles in enumerate(places):
        for i, t in enumerate(tiles):
            where[t], at[t] = p, i
    fixed = f.centre if f.centre_in else -1  # where the whole table knows it is
    moving = [t for t in f.unseen if t != fixed]
    misread = [unexplained(o, places[p]) for p, o in enumerate(opponents)] + [0]
    log_odds = math.log(MISREAD_ODDS)
    n = len(moving)
    rand = rng.random

    def swap() -> None:
        """One step of the chain: two tiles in different places swap, or stay."""
        while True:
            a, b = moving[int(rand() * n)], moving[int(rand() * n)]
            pa, pb = where[a], where[b]
            if pa != pb:
                break
        first, second = places[pa], places[pb]
        ia, ib = at[a], at[b]
        first[ia], second[ib] = b, a
        ma = unexplained(opponents[pa], first) if pa != in_yard else 0
        mb = unexplained(opponents[pb], second) if pb != in_yard else 0
        more = ma + mb - misread[pa] - misread[pb]
        if more <= 0 or rand() < math.exp(log_odds * more):
            where[a], where[b], at[a], at[b] = pb, pa, ib, ia
            misread[pa], misread[pb] = ma, mb
        else:
            first[ia], second[ib] = a, b

    swaps = BURN_IN * n if len({where[t] for t in moving}) > 1 else 0  # else: nothing swaps
    for _world in range(count):
        for _swap in range(swaps):
            swap()
        swaps = max(2, int(n * SPACING)) if swaps else 0
        now = {o: places[p][:] for p, o in enumerate(opponents)}
        rest = places[in_yard][:]
        _shuffle(rest, rng)
        if f.centre_in == "yard":
            rest.remove(fixed)
            rest.insert(rng.randrange(f.yard_size), fixed)
        drawn, initial = _explain(f, now, rng)
        yield _Arrangement(f, now, rest, drawn, initial, like)


def lighter_plays(view: SeatView, world: Round) -> int:
    """How many earlier plays of ``view``'s opponents were lighter than a tile they could
    have played instead, in ``world`` (their hidden draws explained as well as they can
    be): 0 for the real round when every seat plays its heaviest tile.

    >>> from chickenfoot_nb.round import Round
    >>> r = Round.deal("spruce", players=3, seed=5)
    >>> for _ in range(12):
    ...     r.push(r.heaviest_action())
    >>> lighter_plays(r.view(0), r)
    0
    """
    f = facts(view)
    hands = {o: [t.index for t in world.hand(o)] for o in f.opponents}
    return Tells(f, world.dealt).lighter_plays(hands)


def unexplained_actions(view: SeatView, world: Round) -> int:
    """How many of ``view``'s opponents' actions a greedy table would not have taken in
    ``world``: plays lighter than a tile the seat could have played instead, draws and
    passes while it held a tile that fitted (its hidden draws explained as well as they can
    be). 0 for the real round when every seat plays its heaviest tile; the worlds of
    ``heaviest_first=True`` make it 0 in all but a few (each action left unexplained makes
    a world :data:`MISREAD_ODDS` times as likely, and there are many more such worlds).

    >>> import random
    >>> from chickenfoot_nb.round import Round
    >>> r = Round.deal("gamerules", players=4, seed=2)
    >>> for _ in range(30):
    ...     r.push(r.heaviest_action())
    >>> v = r.view(r.seat)
    >>> unexplained_actions(v, r)
    0
    >>> plain = sample_worlds(v, random.Random(0), 100)
    >>> read = sample_worlds(v, random.Random(0), 100, heaviest_first=True)
    >>> [unexplained_actions(v, w) == 0 for w in plain].count(True)
    0
    >>> [unexplained_actions(v, w) == 0 for w in read].count(True)
    95
    """
    f = facts(view)
    tells = Tells(f, world.dealt)
    return sum(tells.unexplained(o, [t.index for t in world.hand(o)]) for o in f.opponents)


def _sample(
    view: SeatView,
    rng: random.Random,
    count: int,
    draws_forced: bool,
    tries: int,
    read: bool,
) -> Iterator[tuple[_Arrangement, int]]:
    """The worlds of :func:`sample_worlds`, each with its lighter plays (0 without ``read``).

    Each world comes as its arrangement: only the worlds kept are built, and play-outs need
    none of them built (:func:`sample_scores`).
    """
    f = facts(view)
    like: Round | None = None
    tells: Tells | None = None
    for _sample in range(count):
        for _try in range(tries if draws_forced else 1):
            hands, yard = _deal_out(f, rng)
            if draws_forced and tells is not None and not tells.may_be_forced(hands):
                continue
            drawn, initial = _explain(f, hands, rng)
            if like is None:
                # A first world, kept aside: every other world is made from its public state.
                like = _make(f, hands, yard, drawn, initial, view._world)
                if draws_forced or read:
                    tells = Tells(f, like.dealt)
            if draws_forced and not tells.forced(drawn, initial):  # type: ignore[union-attr]
                continue
            yield (
                _Arrangement(f, hands, yard, drawn, initial, like),
                (tells.lighter_plays(hands) if read else 0),  # type: ignore[union-attr]
            )
            break
        else:
            raise ChickenFootError(
                _(
                    "no arrangement of the unseen tiles made every earlier draw and pass forced "
                    "(unseen tiles: {unseen}, tries: {tries}): so many draws say a lot, and "
                    "random arrangements rarely fit them. Sample with draws_forced=False instead."
                ).format(unseen=len(f.unseen), tries=tries)
            )


def world_share(
    view: SeatView,
    condition: Callable[[Round], bool],
    samples: int = 1000,
    seed: int | str = 0,
    *,
    draws_forced: bool = False,
    heaviest_first: ReadSeats = False,
) -> float:
    """The share of ``samples`` sampled worlds in which ``condition(world)`` is true.

    The worlds are drawn as :func:`sample_worlds` draws them, from a generator seeded with
    ``seed`` and the view's :attr:`~SeatView.fingerprint` (the hidden tiles never change
    the answer). With ``draws_forced=True`` only worlds where every earlier draw and pass
    was forced count: what the draws tell the table is read too. With ``heaviest_first=True``
    the plays are read as a greedy table's (see :func:`sample_worlds`).

    >>> from chickenfoot_nb.round import Round
    >>> r = Round.deal("spruce", players=3, seed=4)
    >>> for _ in range(6):
    ...     r.push(r.legal_actions()[0])
    >>> world_share(r.view(0), lambda w: w.hand_sizes == r.hand_sizes, samples=20)
    1.0
    """
    if samples < 1:
        raise ChickenFootError(
            _("A share of worlds needs at least 1 sampled world, not {value}.").format(
                value=samples
            )
        )
    rng = random.Random(f"share|{seed}|{view.fingerprint}")
    hits = sum(
        1
        for w in sample_worlds(
            view, rng, samples, draws_forced=draws_forced, heaviest_first=heaviest_first
        )
        if condition(w)
    )
    return hits / samples


def world_count(view: SeatView) -> int:
    """How many different worlds fit the view: the arrangements of its unseen tiles.

    >>> from chickenfoot_nb.round import Round
    >>> r = Round.deal("spruce", players=2, seed=1)
    >>> while r.yard_size > 2:
    ...     r.push(r.legal_actions()[0])
    >>> r.hand_sizes, r.yard_size, world_count(r.view(0))  # 7 tiles: 5 to seat 1, 2 in order
    ((4, 5), 2, 42)
    """
    where, sizes, mover = centre_in(view), view.hand_sizes, view.to_move
    count = math.factorial(len(view.unseen) - (1 if where else 0))
    for o in range(view.players):
        if o != view.seat:
            count //= math.factorial(sizes[o] - (1 if where == "mover" and o == mover else 0))
    return count * (view.yard_size if where == "yard" else 1)


def all_worlds(view: SeatView) -> Iterator[Round]:
    """Every different world that fits the view, each once (for exact answers in endgames).

    Refuses positions with more than :data:`MAX_EXACT_WORLDS` worlds.

    >>> from chickenfoot_nb.round import Round
    >>> r = Round.deal("spruce", players=2, seed=5)
    >>> while r.yard_size > 2:
    ...     r.push(r.legal_actions()[0])
    >>> worlds = list(all_worlds(r.view(0)))
    >>> len(worlds), len({(w.hand(1), w.yard) for w in worlds})
    (72, 72)
    """
    count = world_count(view)
    if count > MAX_EXACT_WORLDS:
        raise ChickenFootError(
            _(
                "this position has too many different worlds to go through one by one "
                "({count}, at most {most}): sample them instead"
            ).format(count=count, most=MAX_EXACT_WORLDS)
        )
    f = facts(view)
    pool = [t for t in f.unseen if not (f.centre_in and t == f.centre)]
    mover = f.to_move
    sizes = [f.sizes[o] - (1 if f.centre_in == "mover" and o == mover else 0) for o in f.opponents]

    def split(rest: list[int], i: int) -> Iterator[list[list[int]]]:
        if i == len(sizes):
            yield [rest]
            return
        for chosen in combinations(rest, sizes[i]):
            left = [t for t in rest if t not in chosen]
            for tail in split(left, i + 1):
                yield [list(chosen), *tail]

    like: Round | None = None
    for parts in split(pool, 0):
        hands = dict(zip(f.opponents, parts, strict=False))
        if f.centre_in == "mover":
            hands[mover].append(f.centre)
        for order in permutations(parts[-1]):
            yards = [list(order)]
            if f.centre_in == "yard":
                yards = [[*order[:i], f.centre, *order[i:]] for i in range(len(order) + 1)]
            for yard in yards:
                drawn, initial = _explain(f, hands, None)
                if like is None:
                    like = _make(f, hands, yard, drawn, initial, view._world)
                yield _make(f, hands, yard, drawn, initial, like._rearranged)
