"""A careful player's rules of thumb, as a play-out :data:`~chickenfoot_nb.position.Continuation`
and as a bot; and the greedy player's habit, as a bot (:class:`GreedyBot`).

The greedy seat sheds its heaviest tile. A careful player names a few more rules, and
:func:`careful_play` weighs them into one score per playable tile:

- **shed weight**: a tile's points count against the seat that still holds it;
- **play the double while you can**: a double is the hardest tile to place later;
- **open a foot the others must fill**: a double whose number the seat holds no more of
  makes every other seat play (or draw) for the three toes;
- **keep a number you can follow**: the tiles left in hand that match an open end after
  the move are the next turns' plays instead of draws.

The same function picks the tile in search bots' play-outs (every seat plays it there) and
for :class:`CarefulBot`, which sees only its :class:`~chickenfoot_nb.seat_view.SeatView`.

>>> from chickenfoot_nb.round import Round
>>> r = Round.deal("gamerules", players=4, seed=5)
>>> r._play_out(None, careful_play(0)) != r.greedy_scores()
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from chickenfoot_nb.actions import Action
from chickenfoot_nb.position import Continuation, heavy_rank, pips_table
from chickenfoot_nb.seat_view import SeatView
from chickenfoot_nb.tiles import MAX_SET, set_size, suit_masks, tile_at

_N = set_size(MAX_SET)
_HI = tuple(tile_at(i).hi for i in range(_N))
_LO = tuple(tile_at(i).lo for i in range(_N))


@dataclass(frozen=True)
class Weights:
    """How much each rule of :func:`careful_play` counts, in points of a tile's weight.

    >>> Weights().double
    40
    """

    #: a double played (besides its points)
    double: int = 40
    #: more for a double whose number the seat holds no other tile of: a foot the others fill
    foot: int = 20
    #: each tile left in hand that matches a number open after the move
    follow: int = 20


#: The weights the careful bot and the search levels play with.
CAREFUL = Weights()


@cache
def careful_play(double_blank: int, weights: Weights = CAREFUL) -> Continuation:
    """The careful player's :data:`~chickenfoot_nb.position.Continuation` (see the module).

    Each playable tile scores its points, ``weights.double`` more for a double and
    ``weights.foot`` more when the seat holds no other tile of its number, and
    ``weights.follow`` for each tile left in hand that matches a number open after the
    move (the tile's far end added to those open now); the best score is played, ties to the
    heavier tile. 0|0 weighs ``double_blank``.

    >>> from chickenfoot_nb.tiles import Tile, mask_of
    >>> choose = careful_play(0)
    >>> hand = mask_of([Tile(9, 8), Tile(5, 5), Tile(9, 2)])
    >>> ends = [[] for _ in range(10)]; ends[9].append(Tile(9, 9).index)
    >>> tile_at(choose(mask_of([Tile(9, 8), Tile(9, 2)]), hand, [3, 7], ends))
    Tile(9, 8)
    >>> ends[5].append(Tile(5, 3).index)
    >>> tile_at(choose(mask_of([Tile(9, 8), Tile(5, 5)]), hand, [3, 7], ends))
    Tile(5, 5)
    """
    pips = pips_table(double_blank)
    rank = heavy_rank(double_blank)
    shift = max(rank).bit_length()  # the rank breaks ties below the score
    double_bonus, foot_bonus, follow = weights.double, weights.foot, weights.follow
    suits_by_size: dict[int, tuple[int, ...]] = {}
    open_masks: dict[tuple[int, int], int] = {}

    def choose(
        playable: int, hand: int, counts: Sequence[int], ends: Sequence[Sequence[int]]
    ) -> int:
        size = len(ends)
        suit = suits_by_size.get(size)
        if suit is None:
            suit = suits_by_size[size] = suit_masks(size - 1)
        open_bits = 0
        bit = 1
        for e in ends:
            if e:
                open_bits |= bit
            bit <<= 1
        key = (size, open_bits)
        open_mask = open_masks.get(key)
        if open_mask is None:
            open_mask = 0
            for n in range(size):
                if open_bits >> n & 1:
                    open_mask |= suit[n]
            open_masks[key] = open_mask
        best, best_score = -1, -(1 << 30)
        m = playable
        while m:
            low = m & -m
            t = low.bit_length() - 1
            m ^= low
            rest = hand ^ low
            hi, lo = _HI[t], _LO[t]
            score = pips[t]
            if hi == lo:
                score += double_bonus
                if not rest & suit[hi]:
                    score += foot_bonus
                after = open_mask
            else:
                after = open_mask | suit[_far(t, playable, ends, suit)]
            score = (score + follow * (rest & after).bit_count()) << shift | rank[t]
            if score > best_score:
                best, best_score = t, score
        return best

    return choose


def random_play(seed: int | str = 0) -> Continuation:
    """A random seat's :data:`~chickenfoot_nb.position.Continuation`: any playable tile, each
    as likely, from a generator seeded with ``seed`` (the same play-outs from the same seed).
    It models :class:`~chickenfoot_nb.bots.RandomBot` in a play-out, which picks among the
    legal actions (a tile's targets too); here the tile goes on its highest target.

    >>> from chickenfoot_nb.tiles import Tile, mask_of
    >>> choose = random_play(1)
    >>> hand = mask_of([Tile(9, 8), Tile(5, 5), Tile(9, 2)])
    >>> sorted({tile_at(choose(hand, hand, [3, 7], [])) for _ in range(40)})
    [Tile(5, 5), Tile(9, 2), Tile(9, 8)]
    """
    rand = random.Random(f"random-play|{seed}").random

    def choose(
        playable: int, hand: int, counts: Sequence[int], ends: Sequence[Sequence[int]]
    ) -> int:
        n = playable.bit_count()
        k = int(rand() * n)
        m = playable
        for _skip in range(k):
            m &= m - 1  # drop the lowest tile
        return (m & -m).bit_length() - 1

    return choose


def _far(t: int, playable: int, ends: Sequence[Sequence[int]], suit: Sequence[int]) -> int:
    """The number at the far end of non-double ``t`` once played, as the play-out lays it.

    While a foot or an arm waits, every playable tile joins the number they all share;
    else the tile goes on the highest open end that fits.

    >>> from chickenfoot_nb.tiles import Tile, mask_of
    >>> suit, ends = suit_masks(9), [[] for _ in range(10)]
    >>> ends[3].append(Tile(8, 3).index)
    >>> t, both = Tile(5, 3).index, mask_of([Tile(5, 3), Tile(5, 5)])
    >>> _far(t, both, ends, suit), _far(t, mask_of([Tile(5, 3), Tile(8, 8)]), ends, suit)
    (3, 5)
    """
    hi, lo = _HI[t], _LO[t]
    if not playable & ~suit[hi]:
        return lo
    if not playable & ~suit[lo]:
        return hi
    e_hi, e_lo = ends[hi], ends[lo]
    return lo if e_hi and (not e_lo or max(e_hi) > max(e_lo)) else hi


class CarefulBot:
    """Plays as :func:`careful_play` does in the play-outs, from its seat's view alone.

    A drawn tile that may be played is played; a play always beats drawing or passing.

    >>> from chickenfoot_nb.actions import PASS, play
    >>> from chickenfoot_nb.round import Round
    >>> r = Round.deal("gamerules", players=4, seed=5)
    >>> CarefulBot().choose(r.view(r.seat), r.legal_actions())
    Action.parse('play 9|8 on 9|9')
    """

    name = "careful"

    def __init__(self, weights: Weights = CAREFUL) -> None:
        self.weights = weights

    def choose(self, view: SeatView, legal: Sequence[Action]) -> Action:
        """The play :func:`careful_play` picks, on its highest target; else the only action."""
        plays = [a for a in legal if a.tile is not None]
        if len(plays) < 2:
            return plays[0] if plays else legal[0]
        playable = 0
        for a in plays:
            playable |= 1 << a.tile.index  # type: ignore[union-attr]
        if playable & (playable - 1):
            ends: list[list[int]] = [[] for _ in range(view.rules.set + 1)]
            for t, n in view.table.open_ends:
                ends[n].append(t.index)
            hand = 0
            for t in view.hand:
                hand |= 1 << t.index
            choose = careful_play(view.rules.double_blank, self.weights)
            picked = choose(playable, hand, view.hand_sizes, ends)
        else:
            picked = playable.bit_length() - 1
        return max(
            (a for a in plays if a.tile.index == picked),  # type: ignore[union-attr]
            key=lambda a: -1 if a.on is None else a.on.index,
        )

    def __repr__(self) -> str:
        return "CarefulBot()"


class GreedyBot:
    """Plays its heaviest legal tile; ties go to the higher tile, then the higher target.

    A play always beats passing. It counts 0|0 as the rules value it.

    >>> from chickenfoot_nb.actions import play, PASS
    >>> GreedyBot().choose(None, [PASS, play("6|5", on="9|6"), play("8|1", on="9|8")])
    Action.parse('play 6|5 on 9|6')
    """

    name = "greedy"

    def choose(self, view: SeatView | None, legal: Sequence[Action]) -> Action:
        """The heaviest play, else the only other legal action."""
        blank = view.rules.double_blank if view is not None else 0
        return max(legal, key=lambda a: _weight(a, blank))

    def __repr__(self) -> str:
        return "GreedyBot()"


def _weight(a: Action, blank: int) -> tuple[int, int, int, int, int, int]:
    if a.tile is None:
        return (0, -1, -1, -1, -1, -1)
    value = blank if a.tile.index == 0 else a.tile.pips
    on = a.on
    return (1, value, a.tile.hi, a.tile.lo, on.hi if on else -1, on.lo if on else -1)
