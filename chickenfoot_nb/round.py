"""One round of Chicken Foot: the state, its legal actions, and the two ways to act.

``apply`` is the checked way: it refuses an illegal action with an error that names the
rule, and leaves the round exactly as it was. ``push`` is the fast way for bots and
simulations that take their action from ``legal_actions()``.

>>> r = Round.deal("spruce", players=3, seed=2)
>>> r.seat, r.legal_actions()
(0, [Action.parse('play 9|9')])
>>> r.apply(play("9|9"))
>>> len(r.table), r.seat
(1, 1)
>>> r.apply(play("9|9"))
Traceback (most recent call last):
...
chickenfoot_nb.errors.IllegalActionError: Seat 1 does not hold 9|9: it is already on the table.
"""

from __future__ import annotations

import warnings
from collections.abc import Iterable, Sequence
from functools import cache

from chickenfoot_nb.actions import DRAW, PASS, Action, play, play_index
from chickenfoot_nb.deal import Deal, as_rules, deal
from chickenfoot_nb.errors import IllegalActionError, RulesError
from chickenfoot_nb.explain import why_illegal
from chickenfoot_nb.hand import Hand
from chickenfoot_nb.i18n import _, ngettext
from chickenfoot_nb.phase import End, Phase
from chickenfoot_nb.rules import Rules
from chickenfoot_nb.seat_view import SeatView
from chickenfoot_nb.table import Placement, Table
from chickenfoot_nb.tiles import Tile, indices_in, mask_of, suit_masks, tile, tile_at, tiles_in

#: The phases of a round.

SEARCH, PLACE, PLAY, DRAWN, OVER = Phase.SEARCH, Phase.PLACE, Phase.PLAY, Phase.DRAWN, Phase.OVER

_HI = tuple(tile_at(i).hi for i in range(190))
_LO = tuple(tile_at(i).lo for i in range(190))

#: The shared play actions: row ``tile``, column ``on + 1`` (a list lookup beats hashing).
_PLAY_ROWS: list[list[Action | None]] = [[None] * (len(_HI) + 1) for _ in range(len(_HI))]


def _play_action(t: int, on: int) -> Action:
    found = _PLAY_ROWS[t][on + 1]
    if found is None:
        found = _PLAY_ROWS[t][on + 1] = play_index(t, on)
    return found


@cache
def _pips_table(double_blank: int) -> tuple[int, ...]:
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
    return tuple(p * 256 + i for i, p in enumerate(_pips_table(double_blank)))


def default_names(players: int) -> tuple[str, ...]:
    """The names of seats that were given none, in the language spoken now.

    A record keeps only the number of such seats, so it reads the same in every language.

    >>> default_names(3)
    ('Seat 0', 'Seat 1', 'Seat 2')
    """
    return tuple(_("Seat {number}").format(number=i) for i in range(players))


def seat_names(
    players: int | Sequence[str], names: Sequence[str] | None = None
) -> tuple[int, tuple[str, ...] | None]:
    """How many seats play, and their names (``None``: not named), from either spelling.

    The way to name seats is ``players=["Ana", "Boris"]``; ``players=2, names=["Ana",
    "Boris"]`` says the same, and ``players=2`` leaves them unnamed. :class:`Round` and
    :class:`~chickenfoot_nb.match.Match` both take these.

    >>> seat_names(["Ana", "Boris"]), seat_names(2, names=["Ana", "Boris"]), seat_names(3)
    ((2, ('Ana', 'Boris')), (2, ('Ana', 'Boris')), (3, None))
    >>> seat_names(3, names=["Ana", "Boris"])
    Traceback (most recent call last):
    ...
    chickenfoot_nb.errors.RulesError: players=3 but 2 names are given: give one name for each seat
    """
    if isinstance(players, int) and not isinstance(players, bool):
        if names is None:
            return players, None
        given = _names_of(names, "names")
        if len(given) != players:
            said = ngettext(
                "players={players} but {n} name is given: give one name for each seat",
                "players={players} but {n} names are given: give one name for each seat",
                len(given),
            )
            raise RulesError(said.format(players=players, n=len(given)))
        return players, given
    given = _names_of(players, "players")
    if names is not None:
        raise RulesError(
            _("the seats are named twice: write players=[…] with the names, and no names=")
        )
    return len(given), given


def _names_of(names: object, argument: str) -> tuple[str, ...]:
    if isinstance(names, (str, bytes)) or not isinstance(names, Sequence):
        raise RulesError(
            _(
                "{argument} must be a number of seats or a list of names, like "
                '["Ana", "Boris"], not {value}'
            ).format(argument=argument, value=repr(names))
        )
    return tuple(str(n) for n in names)


def _deal_renamed() -> None:
    # stacklevel 3: the line that used Round.deal_, past the property
    warnings.warn(
        _("Round.deal_ is now called Round.dealt: write round.dealt"),
        DeprecationWarning,
        stacklevel=3,
    )


class Round:
    """One round: hands, yard, table and whose turn it is.

    Build it from a seed with :meth:`deal`, or from a written-out :class:`Deal`.

    >>> r = Round.deal("gamerules", players=2, seed=3)
    >>> r.phase, r.seat == r.dealt.starter, r.table.centre
    ('play', True, Tile(9, 9))
    """

    #: The deal the round started from (the hands, the yard and the round's double).
    dealt: Deal

    def __init__(
        self,
        rules: Rules,
        deal: Deal,
        names: Sequence[str] | None = None,
        *,
        check: bool = True,
    ) -> None:
        # Names not given are said in the language of the moment (see default_names).
        self._names = seat_names(deal.players, names)[1]
        self.rules = rules
        # check=False is for deals built by this package, which fit their rules by construction.
        self.dealt = deal.check(rules) if check else deal
        self.players = deal.players
        self.double = deal.double
        self._centre = tile(deal.double, deal.double).index
        self._suit = suit_masks(rules.set)
        self._arms_total = rules.arms_for(self.players)
        self._kept = rules.kept_back_for(self.players)
        self._must = rules.draw_must_play
        self._pips = _pips_table(rules.double_blank)
        self._rank = heavy_rank(rules.double_blank)
        self._heaviest = _heaviest_memo(rules.double_blank)
        self._yard = [t.index for t in deal.yard]
        self._history: list[tuple[int, Action]] = []
        self._reset()

    @staticmethod
    def deal(
        rules: Rules | str = "spruce",
        players: int | Sequence[str] = 4,
        seed: int | str | None = None,
        double: int | None = None,
        names: Sequence[str] | None = None,
    ) -> Round:
        """A freshly dealt round: ``rules`` is a :class:`Rules` or a preset name, ``players``
        a number of seats or a list of their names, as :class:`~chickenfoot_nb.match.Match`
        takes them (``players=3, names=[…]`` is read the same way).

        The tiles are those of :func:`chickenfoot_nb.deal.deal` with the same seed, and those
        of the first round of ``Match(rules, players, seed=seed)``.

        >>> Round.deal("spruce", players=2, seed=0).hand_sizes
        (7, 7)
        >>> Round.deal("spruce", players=["Ana", "Boris"], seed=0).names
        ('Ana', 'Boris')
        """
        count, given = seat_names(players, names)
        r = as_rules(rules)
        return Round(r, deal(r, count, seed=seed, double=double), names=given, check=False)

    @property
    def deal_(self) -> Deal:
        """Deprecated: the round's deal is :attr:`dealt`."""
        _deal_renamed()
        return self.dealt

    @deal_.setter
    def deal_(self, value: Deal) -> None:
        _deal_renamed()
        self.dealt = value

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
            self._phase = PLAY
            self._seat = d.starter if d.starter is not None else 0
        else:
            holder = next((s for s, h in enumerate(self._hands) if h & bit), None)
            self._phase = SEARCH if holder is None else PLACE
            self._seat = 0 if holder is None else holder
        self._check_end()

    # ----- what anyone may read -------------------------------------------------------

    @property
    def names(self) -> tuple[str, ...]:
        """The seats' names: as given, or "Seat 0", "Seat 1", … in the language spoken now."""
        return self._names if self._names is not None else default_names(self.players)

    @property
    def seat(self) -> int:
        """The seat whose turn it is (seat 0 first, clockwise)."""
        return self._seat

    @property
    def phase(self) -> Phase:
        """``"search"`` (spruce: nobody holds the double yet), ``"place"`` (place it),
        ``"play"``, ``"drawn"`` (the seat has drawn and must play that tile or pass) or ``"over"``."""
        return self._phase

    @property
    def is_over(self) -> bool:
        """True once a player went out or the round is blocked."""
        return self._phase == OVER

    @property
    def end(self) -> End | None:
        """How the round ended: ``"out"``, ``"blocked"``, or ``None`` while it goes on.

        The end is an :class:`~chickenfoot_nb.phase.End`, which is its own text.
        """
        return self._end

    @property
    def out_seat(self) -> int | None:
        """The seat that went out, if any."""
        if self._end != End.OUT:
            return None
        return next(s for s, c in enumerate(self._counts) if c == 0)

    def hand(self, seat: int) -> Hand:
        """The tiles ``seat`` holds, highest first."""
        return Hand(tiles_in(self._hands[seat]))

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        """How many tiles each seat holds."""
        return tuple(self._counts)

    @property
    def yard_size(self) -> int:
        """Tiles left in the chicken yard, kept-back ones included."""
        return len(self._yard) - self._ypos

    @property
    def yard_drawable(self) -> int:
        """Tiles that may still be drawn from the yard."""
        return max(0, len(self._yard) - self._ypos - self._kept)

    @property
    def yard(self) -> tuple[Tile, ...]:
        """The yard in draw order (what nobody at the table may see)."""
        return tuple(tile_at(i) for i in self._yard[self._ypos :])

    @property
    def kept_back(self) -> int:
        """Tiles at the end of the yard that can never be drawn."""
        return self._kept

    @property
    def drawn_tile(self) -> Tile | None:
        """The tile the seat to move has just drawn (phase ``"drawn"``)."""
        return None if self._drawn < 0 else tile_at(self._drawn)

    @property
    def centre(self) -> Tile:
        """The round's double."""
        return tile_at(self._centre)

    @property
    def centre_placed(self) -> bool:
        """True once the round's double lies in the centre."""
        return bool(self._placed)

    @property
    def arms_total(self) -> int:
        """How many arms the centre double takes."""
        return self._arms_total

    @property
    def arms_started(self) -> int:
        """How many arms of the centre double hold a tile."""
        return self._arms_started

    @property
    def in_arm_phase(self) -> bool:
        """True while some arm of the centre double is still empty."""
        return bool(self._placed) and self._arms_started < self._arms_total

    @property
    def pending_foot(self) -> Tile | None:
        """The double whose chicken foot still needs toes, if any."""
        return None if self._foot < 0 else tile_at(self._foot)

    @property
    def toes_needed(self) -> int:
        """How many toes the open chicken foot still needs (0 when none is open)."""
        return 0 if self._foot < 0 else 3 - self._toes

    @property
    def open_ends(self) -> dict[Tile, int]:
        """Each tile whose end is open, with the number it shows (centre and feet not included)."""
        return {tile_at(t): n for t, n in self._open_num.items()}

    def covered_by(self, on: Tile) -> Tile | None:
        """The tile lying on ``on``'s end, when that end is no longer open."""
        t = self._covered.get(on.index)
        return None if t is None else tile_at(t)

    @property
    def table(self) -> Table:
        """A snapshot of the table for drawing and explaining."""
        placements = tuple(
            Placement(
                tile_at(t),
                None if on < 0 else tile_at(on),
                None if seat < 0 else seat,
                None if arm < 0 else arm,
                joined,
                step,
            )
            for step, (t, on, seat, arm, joined) in enumerate(self._placed)
        )
        ends = tuple((tile_at(t), n) for t, n in self._open_num.items())
        return Table(
            self.double,
            tile_at(self._centre) if self._placed else None,
            self._arms_total,
            placements,
            ends,
            self.pending_foot,
            self._toes if self._foot >= 0 else 0,
        )

    def on_table(self, t: Tile) -> bool:
        """True when ``t`` lies on the table."""
        return any(p[0] == t.index for p in self._placed)

    def holder(self, t: Tile) -> int | None:
        """The seat holding ``t``, or ``None``."""
        bit = 1 << t.index
        return next((s for s, h in enumerate(self._hands) if h & bit), None)

    def pips(self, seat: int) -> int:
        """The points ``seat``'s hand would score now (0|0 as the rules value it)."""
        return sum(self._pips[i] for i in indices_in(self._hands[seat]))

    @property
    def scores(self) -> tuple[int, ...] | None:
        """The round's scores once it is over: every seat scores the pips in its hand."""
        if self._phase != OVER:
            return None
        return tuple(self.pips(s) for s in range(self.players))

    @property
    def history(self) -> tuple[tuple[int, Action], ...]:
        """Every action so far as ``(seat, action)``, oldest first."""
        return tuple(self._history)

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may see: its own hand, the table, and counts of everything else."""
        return SeatView(self, seat)

    def _repr_svg_(self) -> str:
        from chickenfoot_nb.render import round_svg

        return round_svg(self)

    def __repr__(self) -> str:
        """The round in one short line, for code: the rules, the centre, whose turn and to do what.

        A repr is read by programmers, as Python's own are, so it is English whatever the
        language set, and it names seats by number (as :attr:`seat` does), never by a name
        that may be in another language or be a translated "Seat 2": it never mixes two
        languages. What a learner reads is said in their language by
        :mod:`chickenfoot_nb.explain` and the widgets, and a notebook shows the round as its
        picture.

        >>> r = Round.deal("spruce", players=3, seed=2)
        >>> r
        <Round spruce, double-9 set, centre 9|9, 3 players, 0 actions: seat 0 to place 9|9>
        >>> r.apply("play 9|9"); r
        <Round spruce, double-9 set, centre 9|9, 3 players, 1 action: seat 1 to play>
        """
        seat = self._seat
        if self._phase == OVER:
            state = f"over, seat {self.out_seat} went out" if self._end == End.OUT else "blocked"
        elif self._phase == SEARCH:
            state = f"seat {seat} to draw, searching for {self.centre}"
        elif self._phase == PLACE:
            state = f"seat {seat} to place {self.centre}"
        elif self._phase == DRAWN:
            drawn = self.drawn_tile
            if not (1 << self._drawn) & self.playable_mask():
                state = f"seat {seat} to pass, having drawn {drawn}"
            elif self._must:
                state = f"seat {seat} to play the drawn {drawn}"
            else:
                state = f"seat {seat} to play the drawn {drawn} or pass"
        elif self.can_play(seat):
            state = f"seat {seat} to play"
        else:
            state = f"seat {seat} to {self.legal_actions()[0].kind}"
        actions = len(self._history)
        return (
            f"<Round {self.rules.preset_name}, double-{self.rules.set} set, "
            f"centre {self.centre}, {self.players} players, "
            f"{actions} action{'' if actions == 1 else 's'}: {state}>"
        )

    # ----- legal actions --------------------------------------------------------------

    def playable_mask(self) -> int:
        """The bitmask of every tile that could be played now by whoever held it."""
        if not self._placed:
            return 1 << self._centre
        if self._foot >= 0:
            return self._suit[self._foot_num]
        if self._arms_started < self._arms_total:
            return self._suit[self.double]
        return self._open_mask

    def targets(self, t: Tile) -> list[Tile | None]:
        """Where tile ``t`` could be played now, whoever holds it (``None``: the centre).

        >>> r = Round.deal("gamerules", players=4, seed=5)
        >>> r.targets(Tile(9, 4)), r.targets(Tile(5, 4))
        ([Tile(9, 9)], [])
        """
        return [None if o < 0 else tile_at(o) for o in self._targets(t.index)]

    def _targets(self, t: int) -> list[int]:
        if not self._placed:
            return [-1] if t == self._centre else []
        if not (1 << t) & self.playable_mask():
            return []
        if self._foot >= 0:
            return [self._foot]
        if self._arms_started < self._arms_total:
            return [self._centre]
        hi, lo = _HI[t], _LO[t]
        if hi == lo:
            return list(self._ends[hi])
        return self._ends[hi] + self._ends[lo]

    def _plays(self, mask: int) -> list[Action]:
        m = mask & self.playable_mask()
        if not m:
            return []
        if not self._placed:
            return [_play_action(self._centre, -1)]
        fixed = (
            self._foot
            if self._foot >= 0
            else (self._centre if self._arms_started < self._arms_total else -1)
        )
        out: list[Action] = []
        rows = _PLAY_ROWS
        if fixed >= 0:
            col = fixed + 1
            while m:
                low = m & -m
                t = low.bit_length() - 1
                m ^= low
                a = rows[t][col]
                out.append(a if a is not None else _play_action(t, fixed))
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
        score it. This is :class:`~chickenfoot_nb.bots.GreedyBot`'s choice, computed from
        the bitmasks: the fast path for play-outs. The round must not be over.

        >>> r = Round.deal("gamerules", players=4, seed=5)
        >>> r.heaviest_action()
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
        best = _heaviest_in(m, heavy_rank(self.rules.double_blank))
        return _play_action(best, max(self._targets(best)))

    def play_greedily(self) -> None:
        """Let every seat take its :meth:`heaviest_action` until the round is over.

        The moves are those :meth:`greedy_scores` finds, pushed one after another.

        >>> r = Round.deal("spruce", players=3, seed=2); r.play_greedily()
        >>> r.is_over, r.scores
        (True, (59, 29, 45))
        """
        steps: list[Action] = []
        scores = self._play_out(None, steps)
        for a in steps:
            self.push(a)
        assert self.scores == scores, "the play-out and the round disagree"

    def greedy_scores(self, first: Action | None = None) -> tuple[int, ...]:
        """The scores the round ends with when the legal action ``first`` is taken (if given)
        and then every seat takes its :meth:`heaviest_action`; the round itself is unchanged.

        The fast path for search bots' play-outs and the coach's estimates: no copy, no
        history, no table (:meth:`play_greedily` plays the same moves on the round).

        >>> r = Round.deal("spruce", players=3, seed=2)
        >>> r.greedy_scores(), len(r.history)
        ((59, 29, 45), 0)
        """
        return self._play_out(first)

    def _play_out(
        self,
        first: Action | None,
        steps: list[Action] | None = None,
        hidden: tuple[list[int], list[int]] | None = None,
    ) -> tuple[int, ...]:
        """Take ``first``, then the heaviest actions, on local copies of the state; return the
        scores, and add each action taken to ``steps`` when it is given.

        ``hidden``, when given, is another arrangement of the tiles nobody sees: every seat's
        hand (a bitmask each) and the whole yard (the tile just drawn is the last one drawn).
        The sampled worlds are played out so without being built.

        The rules of ``_lay``, ``_draw`` and ``_pass`` in local variables: the ends' tile lists
        (``ends[n]``: the tiles whose open end shows n) stand for the table. play_greedily
        checks that the round agrees, and the tests play rounds both ways.
        """
        hands, yard = (self._hands, self._yard) if hidden is None else hidden
        hands, counts, ends = hands[:], self._counts[:], [e[:] for e in self._ends]
        phase, seat = self._phase, self._seat
        drawn = self._drawn if hidden is None or self._drawn < 0 else yard[self._ypos - 1]
        placed, arms, foot, foot_num, toes = (
            bool(self._placed),
            self._arms_started,
            self._foot,
            self._foot_num,
            self._toes,
        )
        open_mask, open_bits = self._open_mask, self._open_bits
        ypos, last = self._ypos, len(yard) - self._kept
        suit, centre, double, arms_total = self._suit, self._centre, self.double, self._arms_total
        players, n_set = self.players, self.rules.set
        rank, heaviest = self._rank, self._heaviest
        playable = _playable(
            placed, foot, foot_num, arms, arms_total, open_mask, suit, centre, double
        )
        while phase is not OVER:
            # The action: tile t played on ``on`` (-1: the centre), or t is a draw or pass code.
            if first is not None:
                t, on = _codes_of(first)
                first = None
            else:
                if phase is PLAY:
                    m = hands[seat] & playable
                    if m & (m - 1):
                        t = heaviest.get(m, -1)
                        if t < 0:
                            if len(heaviest) >= _HEAVIEST_MEMO:
                                heaviest.clear()
                            t = heaviest[m] = _heaviest_in(m, rank)
                    else:  # one tile or none
                        t = m.bit_length() - 1 if m else _DRAW_CODE if ypos < last else _PASS_CODE
                elif phase is DRAWN:
                    t = drawn if (1 << drawn) & playable else _PASS_CODE
                elif phase is SEARCH:
                    t = _DRAW_CODE
                else:
                    t = centre
                on = -1
                if t >= 0 and placed:
                    if foot >= 0:
                        on = foot
                    elif arms < arms_total:
                        on = centre
                    else:
                        hi, lo = _HI[t], _LO[t]
                        e = ends[hi]
                        on = max(e) if e else -1
                        if hi != lo:
                            e = ends[lo]
                            if e:
                                on = max(on, max(e))
            if t >= 0:
                if steps is not None:
                    steps.append(_play_action(t, on))
                hands[seat] &= ~(1 << t)
                counts[seat] -= 1
                joined = -1  # the number the tile's new open end is away from, if it has one
                if on < 0:
                    placed = True
                elif on == centre:
                    arms += 1
                    joined = double
                elif on == foot:
                    joined = foot_num
                    toes += 1
                    if toes == 3:
                        foot = foot_num = -1
                else:
                    hi = _HI[t]
                    covered = hi if on in ends[hi] else _LO[t]
                    e = ends[covered]
                    e.remove(on)
                    if not e:
                        open_bits &= ~(1 << covered)
                        open_mask = _union_of_suits(n_set, open_bits)
                    if hi == _LO[t]:
                        foot, foot_num, toes = t, covered, 0
                    else:
                        joined = covered
                if joined >= 0:
                    n = _LO[t] if _HI[t] == joined else _HI[t]  # the tile's other number
                    e = ends[n]
                    e.append(t)
                    if len(e) == 1:
                        open_mask |= suit[n]
                        open_bits |= 1 << n
                phase, drawn = PLAY, -1
                if counts[seat] == 0:
                    break
                playable = _playable(
                    placed, foot, foot_num, arms, arms_total, open_mask, suit, centre, double
                )
                seat = (seat + 1) % players
            elif t == _DRAW_CODE:
                if steps is not None:
                    steps.append(DRAW)
                t = yard[ypos]
                ypos += 1
                hands[seat] |= 1 << t
                counts[seat] += 1
                if phase is SEARCH:
                    if t == centre:
                        phase = PLACE
                    else:
                        seat = (seat + 1) % players
                    continue
                phase, drawn = DRAWN, t
            else:
                if steps is not None:
                    steps.append(PASS)
                phase, drawn = PLAY, -1
                seat = (seat + 1) % players
            # Once nothing may be drawn, the round is blocked when nobody can play.
            if ypos >= last and not any(map(playable.__and__, hands)):
                break
        pips = self._pips
        return tuple([_pips_in(h, pips) for h in hands])

    def can_play(self, seat: int) -> bool:
        """True when ``seat`` holds a tile that could be played now."""
        return bool(self._hands[seat] & self.playable_mask())

    # ----- acting ---------------------------------------------------------------------

    def apply(self, action: Action | str, seat: int | None = None) -> None:
        """Take ``action`` for the seat to move, after checking every rule.

        ``action`` is an :class:`Action` or its text (``"play 9|4 on 9|9"``, read by
        :meth:`Action.parse`). ``seat``, when given, must be the seat to move. An illegal
        action raises :class:`IllegalActionError` naming the rule, and changes nothing.

        >>> r = Round.deal("spruce", players=3, seed=2)
        >>> r.apply("draw")
        Traceback (most recent call last):
        ...
        chickenfoot_nb.errors.IllegalActionError: Seat 0 holds 9|9, the round's double, and must place it in the centre first.
        >>> r.apply("play 10|4 on 9|9")
        Traceback (most recent call last):
        ...
        chickenfoot_nb.errors.IllegalActionError: There is no 10|4 in a double-9 set: its numbers go from 0 to 9.
        """
        a = Action.parse(action)
        reason = why_illegal(self, a, seat)
        if reason is not None:
            raise IllegalActionError(reason)
        self.push(a)

    def play(self, t: Tile | str, on: Tile | str | None = None, seat: int | None = None) -> None:
        """Play tile ``t`` against ``on`` (checked); leave ``on`` out to place the centre double."""
        self.apply(play(t, on), seat)

    def draw(self, seat: int | None = None) -> Tile:
        """Draw from the chicken yard (checked) and return the tile drawn."""
        self.apply(DRAW, seat)
        return tile_at(self._yard[self._ypos - 1])

    def pass_turn(self, seat: int | None = None) -> None:
        """Pass (checked)."""
        self.apply(PASS, seat)

    def push(self, action: Action) -> None:
        """Take a legal ``action`` without checking it: the fast path for bots.

        Only pass actions from :meth:`legal_actions`; anything else may corrupt the round.
        """
        seat = self._seat
        self._history.append((seat, action))
        kind = action.kind
        if kind == "play":
            on = action.on
            self._lay(seat, action.tile.index, -1 if on is None else on.index)  # type: ignore[union-attr]
        elif kind == "draw":
            self._draw(seat)
        else:
            self._pass(seat)

    # One step's bookkeeping, shared by push and play_greedily (the play-outs' fast loop).

    def _lay(self, seat: int, t: int, on: int) -> None:
        """``seat`` plays tile ``t`` on ``on``; the round ends when it went out or is blocked."""
        self._play(seat, t, on)
        if self._counts[seat] == 0:
            self._phase = OVER
            self._end = End.OUT
        elif len(self._yard) - self._ypos <= self._kept:
            self._check_blocked()

    def _draw(self, seat: int) -> None:
        """``seat`` draws the yard's next tile (in the search, the round's double ends it)."""
        t = self._yard[self._ypos]
        self._ypos += 1
        self._hands[seat] |= 1 << t
        self._counts[seat] += 1
        if self._phase == SEARCH:
            if t == self._centre:
                self._phase = PLACE
            else:
                self._seat = (seat + 1) % self.players
            return
        self._phase = DRAWN
        self._drawn = t
        if len(self._yard) - self._ypos <= self._kept:
            self._check_blocked()

    def _pass(self, seat: int) -> None:
        """``seat`` passes: the turn goes on, and the round may be blocked."""
        self._phase = PLAY
        self._drawn = -1
        self._seat = (seat + 1) % self.players
        if len(self._yard) - self._ypos <= self._kept:
            self._check_blocked()

    def _play(self, seat: int, t: int, on: int) -> None:
        self._hands[seat] &= ~(1 << t)
        self._counts[seat] -= 1
        step_arm = -1
        if on < 0:
            joined = self.double
        elif on == self._centre:
            joined = self.double
            step_arm = self._arms_started
            self._arms_started += 1
            self._add_end(t, _other(t, joined))
        elif on == self._foot:
            joined = self._foot_num
            step_arm = self._arm_of[on]
            self._toes += 1
            if self._toes == 3:
                self._foot = -1
                self._foot_num = -1
            self._add_end(t, _other(t, joined))
        else:
            joined = self._open_num.pop(on)
            step_arm = self._arm_of[on]
            self._covered[on] = t
            ends = self._ends[joined]
            ends.remove(on)
            if not ends:
                self._open_bits &= ~(1 << joined)
                self._recompute_open_mask()
            if _HI[t] == _LO[t]:
                self._foot = t
                self._foot_num = joined
                self._toes = 0
            else:
                self._add_end(t, _other(t, joined))
        self._arm_of[t] = step_arm
        self._placed.append((t, on, seat, step_arm, joined))
        self._phase = PLAY
        self._drawn = -1
        self._seat = (seat + 1) % self.players

    def _add_end(self, t: int, n: int) -> None:
        self._open_num[t] = n
        ends = self._ends[n]
        ends.append(t)
        if len(ends) == 1:
            self._open_mask |= self._suit[n]
            self._open_bits |= 1 << n

    def _recompute_open_mask(self) -> None:
        self._open_mask = _union_of_suits(self.rules.set, self._open_bits)

    def _check_end(self) -> None:
        if self._phase in (SEARCH, PLACE):
            return
        if 0 in self._counts:
            self._phase = OVER
            self._end = End.OUT
        elif len(self._yard) - self._ypos <= self._kept:
            self._check_blocked()

    def _check_blocked(self) -> None:
        # Called only when nothing may be drawn: the round is blocked once nobody can play.
        playable = self.playable_mask()
        for h in self._hands:
            if h & playable:
                return
        self._phase = OVER
        self._end = End.BLOCKED

    # ----- history --------------------------------------------------------------------

    def undo(self, steps: int = 1) -> None:
        """Take back the last ``steps`` actions (replaying the round from its deal).

        >>> r = Round.deal("spruce", players=3, seed=2)
        >>> r.apply("play 9|9"); r.undo(); len(r.history), r.seat
        (0, 0)
        """
        if not 0 <= steps <= len(self._history):
            said = ngettext(
                "there is only {n} action to undo, not {steps}",
                "there are only {n} actions to undo, not {steps}",
                len(self._history),
            )
            raise IllegalActionError(said.format(n=len(self._history), steps=steps))
        self.go_to(len(self._history) - steps)

    def go_to(self, step: int) -> None:
        """Set the round to how it was after its first ``step`` actions (forgets the rest)."""
        if not 0 <= step <= len(self._history):
            raise IllegalActionError(_step_out_of_range(len(self._history), step))
        kept = self._history[:step]
        self._history = []
        self._reset()
        self._replay_known(a for _, a in kept)

    def at(self, step: int) -> Round:
        """A new round as this one was after its first ``step`` actions (this one is untouched).

        >>> r = Round.deal("spruce", players=3, seed=2); r.apply("play 9|9")
        >>> r.at(0).centre_placed, r.centre_placed
        (False, True)
        """
        if not 0 <= step <= len(self._history):
            raise IllegalActionError(_step_out_of_range(len(self._history), step))
        if step == len(self._history):
            return self.copy()
        other = Round(self.rules, self.dealt, self._names, check=False)
        other._replay_known(a for _, a in self._history[:step])
        return other

    def copy(self) -> Round:
        """An independent copy with the same history, made by copying the state (no replay).

        >>> r = Round.deal("spruce", players=3, seed=2); r.apply("play 9|9")
        >>> c = r.copy(); c.push(c.legal_actions()[0])
        >>> len(r.history), len(c.history)
        (1, 2)
        """
        other = object.__new__(Round)
        state = self.__dict__.copy()
        # The deal's yard list and the rule tables are never changed after __init__: shared.
        state["_hands"] = self._hands[:]
        state["_counts"] = self._counts[:]
        state["_ends"] = [e[:] for e in self._ends]
        state["_open_num"] = self._open_num.copy()
        state["_placed"] = self._placed[:]
        state["_arm_of"] = self._arm_of.copy()
        state["_covered"] = self._covered.copy()
        state["_history"] = self._history[:]
        other.__dict__ = state
        return other

    def _replay_known(self, actions: Iterable[Action]) -> None:
        # Actions taken from this round's own history were legal: the fast path is safe.
        for a in actions:
            self.push(a)

    def replay(self, actions: Iterable[Action]) -> None:
        """Apply known-legal actions one after another (each is checked)."""
        for a in actions:
            self.apply(a)


def _step_out_of_range(last: int, step: int) -> str:
    return _("step must be from 0 to {last}, not {step}").format(last=last, step=step)


@cache
def _union_of_suits(n: int, numbers: int) -> int:
    """The tiles of a double-``n`` set that show a number whose bit is set in ``numbers``."""
    m = 0
    for k, suit in enumerate(suit_masks(n)):
        if numbers >> k & 1:
            m |= suit
    return m


#: The codes of a draw and a pass in ``Round._play_out`` (tile indices are 0 or more).
_DRAW_CODE, _PASS_CODE = -1, -2


def _codes_of(a: Action) -> tuple[int, int]:
    """The action as ``Round._play_out`` takes it: (tile, target) with -1 for the centre, or
    (draw or pass code, -1)."""
    if a.tile is not None:
        return a.tile.index, -1 if a.on is None else a.on.index
    return (_DRAW_CODE if a.kind == "draw" else _PASS_CODE), -1


def _playable(
    placed: bool,
    foot: int,
    foot_num: int,
    arms: int,
    arms_total: int,
    open_mask: int,
    suit: Sequence[int],
    centre: int,
    double: int,
) -> int:
    """:meth:`Round.playable_mask` from the play-out's local state."""
    if not placed:
        return 1 << centre
    if foot >= 0:
        return suit[foot_num]
    if arms < arms_total:
        return suit[double]
    return open_mask


def _other(t: int, n: int) -> int:
    hi = _HI[t]
    return _LO[t] if hi == n else hi


#: How many choices of the heaviest tile a play-out remembers (per value of 0|0).
_HEAVIEST_MEMO = 1 << 16


@cache
def _heaviest_memo(double_blank: int) -> dict[int, int]:
    """The play-outs' memo of ``_heaviest_in``: the heaviest tile of each bitmask of two or
    more tiles met so far (the same few hands and open numbers come back world after world)."""
    return {}


def _pips_in(m: int, pips: Sequence[int]) -> int:
    """The points of the tiles in bitmask ``m``, tile ``i`` scoring ``pips[i]``.

    >>> _pips_in(0b1010, [0, 5, 0, 7])
    12
    """
    total = 0
    while m:
        low = m & -m
        total += pips[low.bit_length() - 1]
        m ^= low
    return total


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
