"""Where every tile is and whose turn it is, as bitmasks: the rules of a round in one place.

A :class:`Position` holds the state of a round (each hand a bitmask of tile indices, the
yard in draw order, the open ends by the number they show, the centre's arms, the chicken
foot, the seat to move and its phase). It says what is legal (:meth:`Position.legal_actions`,
:meth:`Position.targets`), and :meth:`Position._advance` is the one step of the game: both
the checked and the fast way to act (``Round.apply``, ``Round.push``) and the play-outs of
search bots and the coach (``Round.greedy_scores``) go through it. A play-out asks a
:data:`Continuation` which tile each seat plays when it has a choice; the play-outs so far
use :func:`heaviest_first`.

>>> from chickenfoot_nb.round import Round
>>> r = Round.deal("gamerules", players=4, seed=5)
>>> isinstance(r, Position), r.heaviest_action()
(True, Action.parse('play 9|8 on 9|9'))
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache

from chickenfoot_nb.actions import DRAW, PASS, Action, play_index
from chickenfoot_nb.deal import Deal
from chickenfoot_nb.errors import IllegalActionError
from chickenfoot_nb.i18n import _
from chickenfoot_nb.phase import End, Phase, Text
from chickenfoot_nb.rules import Rules
from chickenfoot_nb.tiles import MAX_SET, Tile, mask_of, set_size, suit_masks, tile, tile_at

SEARCH, PLACE, PLAY, DRAWN, OVER = Phase.SEARCH, Phase.PLACE, Phase.PLAY, Phase.DRAWN, Phase.OVER

_HI = tuple(tile_at(i).hi for i in range(set_size(MAX_SET)))
_LO = tuple(tile_at(i).lo for i in range(set_size(MAX_SET)))

#: The shared play actions: row ``tile``, column ``on + 1`` (a list lookup beats hashing).
_PLAY_ROWS: list[list[Action | None]] = [[None] * (len(_HI) + 1) for _ in range(len(_HI))]

#: The codes of a draw and a pass in :meth:`Position._advance` (tile indices are 0 or more).
_DRAW_CODE, _PASS_CODE = -1, -2

#: How a play-out picks the tile a seat plays when it may play two or more:
#: ``choose(playable, hand, counts, ends)`` gets the bitmask of the seat's tiles that may be
#: played now, its whole hand, every seat's tile count and the open ends (``ends[n]``: the
#: tiles whose open end shows ``n``; while a foot or the centre's arms wait, every playable
#: tile goes there), and returns the index of one tile of ``playable``. The tile is played on
#: its highest target, as :meth:`Position.heaviest_action` does. The lists are the play-out's
#: own, live: read them, never change them.
Continuation = Callable[[int, int, Sequence[int], Sequence[Sequence[int]]], int]

#: How every seat of a play-out picks: one :data:`Continuation` for them all, or a tuple
#: of them, one for each seat in seat order (the seat to move playing as it would, the others
#: as it believes they play: :func:`seat_apart`).
Continuations = Continuation | tuple[Continuation, ...]


class Demand(Text):
    """What every play must be now (:attr:`Position.demand`), in the order the rules put first.

    >>> Demand.TOE == "toe"
    True
    """

    #: the round's double is to be placed in the centre
    CENTRE = "centre"
    #: a chicken foot waits: every play is a toe on it
    TOE = "toe"
    #: an arm of the centre double is empty: every play starts a new arm
    ARM = "arm"
    #: any open end that shows one of the tile's numbers
    END = "end"


def _play_action(t: int, on: int) -> Action:
    found = _PLAY_ROWS[t][on + 1]
    if found is None:
        found = _PLAY_ROWS[t][on + 1] = play_index(t, on)
    return found


@cache
def pips_table(double_blank: int) -> tuple[int, ...]:
    """Each tile's points by tile index, 0|0 worth ``double_blank``.

    >>> pips_table(50)[:3]
    (50, 1, 2)
    """
    return (double_blank, *(_HI[i] + _LO[i] for i in range(1, len(_HI))))


@cache
def heavy_rank(double_blank: int) -> tuple[int, ...]:
    """Each tile's rank by weight, by tile index: the greedy seat plays the highest rank.

    Heavier first (0|0 weighs ``double_blank``), then the higher tile (tile indices grow
    with the higher number, then the lower one).

    >>> rank = heavy_rank(50)
    >>> rank[Tile(0, 0).index] > rank[Tile(9, 9).index] > rank[Tile(9, 8).index]
    True
    """
    return tuple(p * 256 + i for i, p in enumerate(pips_table(double_blank)))


#: How many choices of the heaviest tile a play-out remembers (per value of 0|0).
_HEAVIEST_MEMO = 1 << 16


@cache
def heaviest_first(double_blank: int) -> Continuation:
    """The greedy table's :data:`Continuation`: the heaviest playable tile (see :func:`heavy_rank`).

    The same few hands and open numbers come back world after world, so each choice is
    remembered (up to a bound).

    >>> choose = heaviest_first(0)
    >>> tile_at(choose(mask_of([Tile(9, 2), Tile(9, 8)]), 0, [], []))
    Tile(9, 8)
    """
    rank = heavy_rank(double_blank)
    memo: dict[int, int] = {}

    def choose(
        playable: int, hand: int, counts: Sequence[int], ends: Sequence[Sequence[int]]
    ) -> int:
        t = memo.get(playable, -1)
        if t < 0:
            if len(memo) >= _HEAVIEST_MEMO:
                memo.clear()
            t = memo[playable] = _heaviest_in(playable, rank)
        return t

    return choose


def seat_apart(
    seat: int, players: int, own: Continuation, others: Continuation
) -> tuple[Continuation, ...]:
    """One :data:`Continuation` a seat: ``own`` for ``seat``, ``others`` for every other seat
    of ``players``, for a play-out where the seat plays on by its own habit and the rest of
    the table by theirs.

    >>> from chickenfoot_nb.round import Round
    >>> from chickenfoot_nb.policy import careful_play
    >>> r = Round.deal("spruce", players=3, seed=2)
    >>> blank = r.rules.double_blank
    >>> mixed = seat_apart(0, 3, careful_play(blank), heaviest_first(blank))
    >>> r.played_out(None, mixed), r.greedy_scores(), r.played_out(None, careful_play(blank))
    ((0, 5, 5), (59, 29, 45), (11, 0, 6))
    """
    return tuple(own if s == seat else others for s in range(players))


def _heaviest_in(m: int, rank: Sequence[int]) -> int:
    """The index of the tile in bitmask ``m`` that ranks highest (the first of equals).

    >>> _heaviest_in(0b1010, [0, 5, 0, 7])
    3
    """
    best, best_rank = -1, -1
    while m:
        low = m & -m
        t = low.bit_length() - 1
        m ^= low
        if rank[t] > best_rank:
            best, best_rank = t, rank[t]
    return best


def pips_in(m: int, pips: Sequence[int]) -> int:
    """The points of the tiles in bitmask ``m``, tile ``i`` scoring ``pips[i]``.

    >>> pips_in(0b1010, [0, 5, 0, 7])
    12
    """
    total = 0
    while m:
        low = m & -m
        total += pips[low.bit_length() - 1]
        m ^= low
    return total


@cache
def _union_of_suits(n: int, numbers: int) -> int:
    """The tiles of a double-``n`` set that show a number whose bit is set in ``numbers``."""
    m = 0
    for k, suit in enumerate(suit_masks(n)):
        if numbers >> k & 1:
            m |= suit
    return m


#: The spot of :func:`_rule_now` when a tile may go on any open end that shows one of its numbers.
_ANY_END = -2


def _rule_now(
    placed: bool,
    foot: int,
    foot_num: int,
    arms: int,
    arms_total: int,
    open_mask: int,
    suit: Sequence[int],
    centre: int,
    double: int,
) -> tuple[int, int]:
    """What may be played now, whoever holds it, and where: the bitmask of those tiles and
    their one spot (-1: they are the centre double, to be placed; ``_ANY_END``: any open end
    that fits). The centre double comes first, then toes while a foot waits, then new arms
    while an arm is empty, then the open ends: the order of the rules, stated only here."""
    if not placed:
        return 1 << centre, -1
    if foot >= 0:
        return suit[foot_num], foot
    if arms < arms_total:
        return suit[double], centre
    return open_mask, _ANY_END


class Position:
    """The state of a round as bitmasks, what is legal in it, and the one step that changes it.

    :class:`~chickenfoot_nb.round.Round` is a position with a history, names and the words
    that explain it; this class holds only the rules.

    >>> from chickenfoot_nb.deal import deal
    >>> p = Position(Rules.preset("spruce"), deal("spruce", 3, seed=2))
    >>> p.phase, p.legal_actions()
    ('place', [Action.parse('play 9|9')])
    """

    def __init__(self, rules: Rules, deal: Deal) -> None:
        self.rules = rules
        #: The deal the round started from (the hands, the yard and the round's double).
        self.dealt = deal
        self.players = deal.players
        self.double = deal.double
        self._centre = tile(deal.double, deal.double).index
        self._suit = suit_masks(rules.set)
        self._arms_total = rules.arms_for(self.players)
        self._kept = rules.kept_back_for(self.players)
        self._must = rules.draw_must_play
        self._pips = pips_table(rules.double_blank)
        self._yard = [t.index for t in deal.yard]
        # The facts of the rules a step reads, in one load.
        self._fixed = (
            self._suit,
            self._centre,
            self.double,
            self._arms_total,
            self.players,
            rules.set,
            self._kept,
        )
        self._history: list[tuple[int, Action]] = []
        self._reset()

    def _reset(self) -> None:
        d = self.dealt
        self._hands = [mask_of(h) for h in d.hands]
        self._counts = [len(h) for h in d.hands]
        self._ypos = 0
        self._ends: list[list[int]] = [[] for _ in range(self.rules.set + 1)]
        self._open_num: dict[int, int] = {}
        self._open_mask = 0
        self._open_bits = 0  # bit n: some open end shows n
        self._placed: list[tuple[int, int, int, int, int]] = []
        self._arm_of: dict[int, int] = {}
        self._covered: dict[int, int] = {}
        self._arms_started = 0
        self._foot = -1
        self._foot_num = -1
        self._toes = 0
        self._drawn = -1
        self._end: End | None = None
        bit = 1 << self._centre
        if self.rules.double_set_aside:
            self._placed.append((self._centre, -1, -1, -1, self.double))
        # What may be played now and where (see _rule_now): kept, since every legal action
        # reads it; only _reset and _advance change what it depends on.
        self._rule = _rule_now(
            bool(self._placed),
            self._foot,
            self._foot_num,
            self._arms_started,
            self._arms_total,
            self._open_mask,
            self._suit,
            self._centre,
            self.double,
        )
        if self.rules.double_set_aside:
            self._phase = PLAY
            self._seat = d.starter if d.starter is not None else 0
            if 0 in self._counts:
                self._phase, self._end = OVER, End.OUT
            elif len(self._yard) <= self._kept and _nobody_can_play(
                self._hands, self.playable_mask()
            ):
                self._phase, self._end = OVER, End.BLOCKED
        else:
            holder = next((s for s, h in enumerate(self._hands) if h & bit), None)
            self._phase = SEARCH if holder is None else PLACE
            self._seat = 0 if holder is None else holder

    @property
    def phase(self) -> Phase:
        """``"search"`` (spruce: nobody holds the double yet), ``"place"`` (place it),
        ``"play"``, ``"drawn"`` (the seat has drawn and must play that tile or pass) or ``"over"``."""
        return self._phase

    # ----- what is legal --------------------------------------------------------------

    def playable_mask(self) -> int:
        """The bitmask of every tile that could be played now by whoever held it."""
        return self._rule[0]

    @property
    def demand(self) -> Demand:
        """What every play must be now: the rule that decides :meth:`targets` (and the one
        :mod:`~chickenfoot_nb.explain` names when a tile cannot be played).

        >>> from chickenfoot_nb.round import Round
        >>> r = Round.deal("spruce", players=3, seed=2)
        >>> r.demand, (r.push(r.legal_actions()[0]), r.demand)[1]
        ('centre', 'arm')
        """
        spot = self._rule[1]
        if spot == -1:
            return Demand.CENTRE
        if spot == _ANY_END:
            return Demand.END
        return Demand.TOE if spot == self._foot else Demand.ARM

    def can_play(self, seat: int) -> bool:
        """True when ``seat`` holds a tile that could be played now."""
        return bool(self._hands[seat] & self.playable_mask())

    def targets(self, t: Tile) -> list[Tile | None]:
        """Where tile ``t`` could be played now, whoever holds it (``None``: the centre).

        >>> from chickenfoot_nb.round import Round
        >>> r = Round.deal("gamerules", players=4, seed=5)
        >>> r.targets(Tile(9, 4)), r.targets(Tile(5, 4))
        ([Tile(9, 9)], [])
        """
        return [None if o < 0 else tile_at(o) for o in self._targets(t.index)]

    def _targets(self, t: int) -> list[int]:
        playable, spot = self._rule
        if not (1 << t) & playable:
            return []
        if spot != _ANY_END:
            return [spot]
        hi, lo = _HI[t], _LO[t]
        if hi == lo:
            return list(self._ends[hi])
        return self._ends[hi] + self._ends[lo]

    def _plays(self, mask: int) -> list[Action]:
        playable, spot = self._rule
        m = mask & playable
        if not m:
            return []
        out: list[Action] = []
        rows = _PLAY_ROWS
        if spot != _ANY_END:
            col = spot + 1
            while m:
                low = m & -m
                t = low.bit_length() - 1
                m ^= low
                a = rows[t][col]
                out.append(a if a is not None else _play_action(t, spot))
            return out
        ends = self._ends
        while m:
            low = m & -m
            t = low.bit_length() - 1
            m ^= low
            row = rows[t]
            hi, lo = _HI[t], _LO[t]
            for on in ends[hi] if hi == lo else ends[hi] + ends[lo]:
                a = row[on + 1]
                out.append(a if a is not None else _play_action(t, on))
        return out

    def legal_actions(self) -> list[Action]:
        """The actions the seat to move may take now (empty once the round is over).

        >>> from chickenfoot_nb.round import Round
        >>> Round.deal("spruce", players=4, seed=1).legal_actions()
        [Action.parse('draw')]
        """
        phase = self._phase
        if phase == PLAY:
            plays = self._plays(self._hands[self._seat])
            if plays:
                return plays
            return [DRAW] if len(self._yard) - self._ypos > self._kept else [PASS]
        if phase == DRAWN:
            plays = self._plays(1 << self._drawn)
            if plays and self._must:
                return plays
            return [*plays, PASS]
        if phase == SEARCH:
            return [DRAW]
        if phase == PLACE:
            return [_play_action(self._centre, -1)]
        return []

    def heaviest_action(self) -> Action:
        """The legal action that plays the heaviest tile, else the draw or the pass.

        Ties go to the higher tile, then to the higher target; 0|0 weighs what the rules
        score it. This is :class:`~chickenfoot_nb.bots.GreedyBot`'s choice and the one the
        play-outs make (:func:`heaviest_first`). The round must not be over.

        >>> from chickenfoot_nb.round import Round
        >>> Round.deal("gamerules", players=4, seed=5).heaviest_action()
        Action.parse('play 9|8 on 9|9')
        """
        phase = self._phase
        if phase == PLAY:
            m = self._hands[self._seat] & self.playable_mask()
            if not m:
                return DRAW if len(self._yard) - self._ypos > self._kept else PASS
        elif phase == DRAWN:
            m = (1 << self._drawn) & self.playable_mask()
            if not m:
                return PASS
        elif phase == SEARCH:
            return DRAW
        elif phase == PLACE:
            return _play_action(self._centre, -1)
        else:
            raise IllegalActionError(_("the round is over: there is no action to take"))
        if m & (m - 1):
            choose = heaviest_first(self.rules.double_blank)
            best = choose(m, self._hands[self._seat], self._counts, self._ends)
        else:
            best = m.bit_length() - 1
        return _play_action(best, max(self._targets(best)))

    def push(self, action: Action) -> None:
        """Take a legal ``action`` without checking it: the fast path for bots.

        Only pass actions from :meth:`legal_actions`; anything else may corrupt the round.

        >>> from chickenfoot_nb.round import Round
        >>> r = Round.deal("spruce", players=3, seed=2); r.push(r.legal_actions()[0])
        >>> r.history
        ((0, Action.parse('play 9|9')),)
        """
        self._advance(action, None, record=True, once=True)

    # ----- the one step ---------------------------------------------------------------

    def _advance(
        self,
        first: Action | None,
        choose: Continuations | None,
        *,
        record: bool,
        once: bool = False,
        hidden: tuple[list[int], list[int]] | None = None,
    ) -> tuple[int, ...]:
        """Take ``first`` (when given), then the actions ``choose`` picks, until the round is
        over (or after one action, when ``once``): the only code that changes a position.
        ``choose`` may be ``None`` when ``first`` is the only action taken, and a tuple of one
        :data:`Continuation` a seat (:data:`Continuations`).

        ``record=True`` changes this position and keeps its table and history (``push``,
        ``play_greedily``); ``record=False`` plays on local copies and leaves it as it was
        (the play-outs), and returns the scores (the pips in each hand). ``hidden``, for a
        play-out, is another arrangement of the tiles nobody sees: every seat's hand (a
        bitmask each) and the whole yard (the tile just drawn is the last one drawn), so
        that sampled worlds are played out without being built.

        The state lives in local variables while the loop runs (the play-outs' speed): the
        ends' tile lists (``ends[n]``: the tiles whose open end shows n) stand for the table.
        """
        if record:
            hands, counts, ends, yard = self._hands, self._counts, self._ends, self._yard
            history, placed_list = self._history, self._placed
            arm_of, covered, open_num = self._arm_of, self._covered, self._open_num
        else:
            hands, yard = (self._hands, self._yard) if hidden is None else hidden
            hands, counts, ends = hands[:], self._counts[:], [e[:] for e in self._ends]
        phase, seat, end = self._phase, self._seat, self._end
        drawn = self._drawn if hidden is None or self._drawn < 0 else yard[self._ypos - 1]
        placed = bool(self._placed)
        arms, foot, foot_num, toes = self._arms_started, self._foot, self._foot_num, self._toes
        open_mask, open_bits = self._open_mask, self._open_bits
        suit, centre, double, arms_total, players, n_set, kept = self._fixed
        ypos, last = self._ypos, len(yard) - kept
        by_seat = choose if isinstance(choose, tuple) else (choose,) * players
        playable, spot = self._rule
        while phase is not OVER:
            # The action: tile t played on ``on`` (-1: the centre), or t is a draw or pass code.
            if first is not None:
                played = first.tile
                if played is not None:
                    t, on = played.index, -1 if first.on is None else first.on.index
                else:
                    t, on = (_DRAW_CODE if first.kind == "draw" else _PASS_CODE), -1
            else:
                if phase is PLAY:
                    m = hands[seat] & playable
                    if m & (m - 1):
                        t = by_seat[seat](m, hands[seat], counts, ends)  # type: ignore[misc]
                    else:  # one tile or none
                        t = m.bit_length() - 1 if m else _DRAW_CODE if ypos < last else _PASS_CODE
                elif phase is DRAWN:
                    t = drawn if (1 << drawn) & playable else _PASS_CODE
                elif phase is SEARCH:
                    t = _DRAW_CODE
                else:
                    t = centre
                on = spot
                if on == _ANY_END and t >= 0:  # the highest open end that fits
                    hi, lo = _HI[t], _LO[t]
                    e = ends[hi]
                    on = max(e) if e else -1
                    if hi != lo:
                        e = ends[lo]
                        if e:
                            on = max(on, max(e))
            if record:
                history.append(
                    (
                        seat,
                        first
                        if first is not None
                        else _play_action(t, on)
                        if t >= 0
                        else DRAW
                        if t == _DRAW_CODE
                        else PASS,
                    )
                )
            first = None
            if t >= 0:
                hands[seat] &= ~(1 << t)
                counts[seat] -= 1
                opens = True  # whether the tile's far end opens
                arm = -1
                if on < 0:
                    placed, opens, joined = True, False, double
                elif on == centre:
                    arm, joined = arms, double
                    arms += 1
                elif on == foot:
                    joined = foot_num
                    toes += 1
                    if toes == 3:
                        foot = foot_num = -1
                else:
                    hi = _HI[t]
                    joined = hi if on in ends[hi] else _LO[t]
                    e = ends[joined]
                    e.remove(on)
                    if not e:
                        open_bits &= ~(1 << joined)
                        open_mask = _union_of_suits(n_set, open_bits)
                    if hi == _LO[t]:  # a double on an end: a chicken foot, no end yet
                        foot, foot_num, toes, opens = t, joined, 0, False
                if opens:
                    n = _LO[t] if _HI[t] == joined else _HI[t]  # the tile's other number
                    e = ends[n]
                    e.append(t)
                    if len(e) == 1:
                        open_mask |= suit[n]
                        open_bits |= 1 << n
                if record:
                    if on >= 0 and on != centre:
                        arm = arm_of[on]
                        if open_num.pop(on, None) is not None:
                            covered[on] = t
                    if opens:
                        open_num[t] = n
                    arm_of[t] = arm
                    placed_list.append((t, on, seat, arm, joined))
                phase, drawn = PLAY, -1
                out = counts[seat] == 0
                seat = (seat + 1) % players
                playable, spot = _rule_now(
                    placed, foot, foot_num, arms, arms_total, open_mask, suit, centre, double
                )
                if out:
                    phase, end = OVER, End.OUT
                    break
            elif t == _DRAW_CODE:
                t = yard[ypos]
                ypos += 1
                hands[seat] |= 1 << t
                counts[seat] += 1
                if phase is SEARCH:
                    if t == centre:
                        phase = PLACE
                    else:
                        seat = (seat + 1) % players
                    if once:
                        break
                    continue
                phase, drawn = DRAWN, t
            else:
                phase, drawn = PLAY, -1
                seat = (seat + 1) % players
            # Once nothing may be drawn, the round is blocked when nobody can play.
            if ypos >= last and _nobody_can_play(hands, playable):
                phase, end = OVER, End.BLOCKED
            if once:
                break
        if record:
            self._phase, self._seat, self._end, self._drawn = phase, seat, end, drawn
            self._arms_started, self._foot, self._foot_num, self._toes = arms, foot, foot_num, toes
            self._open_mask, self._open_bits, self._ypos = open_mask, open_bits, ypos
            self._rule = playable, spot
            return ()
        pips = self._pips
        return tuple([pips_in(h, pips) for h in hands])


def _nobody_can_play(hands: Sequence[int], playable: int) -> bool:
    """True when no hand holds a tile of ``playable`` (with nothing to draw: blocked)."""
    return not any(map(playable.__and__, hands))
