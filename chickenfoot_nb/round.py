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
from collections.abc import Iterable, Mapping, Sequence

from chickenfoot_nb.actions import DRAW, PASS, Action, play
from chickenfoot_nb.deal import Deal, as_rules, deal
from chickenfoot_nb.errors import IllegalActionError, RulesError
from chickenfoot_nb.explain import why_illegal
from chickenfoot_nb.hand import Hand
from chickenfoot_nb.i18n import _, ngettext
from chickenfoot_nb.phase import End
from chickenfoot_nb.position import (
    DRAWN,
    OVER,
    PLACE,
    PLAY,
    SEARCH,
    Continuations,
    Position,
    heaviest_first,
    heavy_rank,
)
from chickenfoot_nb.rules import Rules
from chickenfoot_nb.seat_view import SeatView
from chickenfoot_nb.table import Placement, Table
from chickenfoot_nb.tiles import Tile, indices_in, tile_at, tiles_in

__all__ = [
    "DRAWN",
    "OVER",
    "PLACE",
    "PLAY",
    "SEARCH",
    "Round",
    "default_names",
    "heavy_rank",
    "seat_names",
]


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


class Round(Position):
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
        # check=False is for deals built by this package, which fit their rules by construction.
        super().__init__(rules, deal.check(rules) if check else deal)

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

    # ----- play-outs ------------------------------------------------------------------

    def play_greedily(self) -> None:
        """Let every seat take its :meth:`heaviest_action` until the round is over.

        The moves are those :meth:`greedy_scores` finds, taken on the round itself.

        >>> r = Round.deal("spruce", players=3, seed=2); r.play_greedily()
        >>> r.is_over, r.scores
        (True, (59, 29, 45))
        """
        if self._phase != OVER:
            self._advance(None, heaviest_first(self.rules.double_blank), record=True)

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

    def played_out(
        self, first: Action | None = None, continuation: Continuations | None = None
    ) -> tuple[int, ...]:
        """The scores the round ends with when the legal action ``first`` is taken (if given)
        and then every seat plays the tile ``continuation`` picks (the heaviest, by default:
        :meth:`greedy_scores`; a tuple: one :data:`~chickenfoot_nb.position.Continuation`
        for each seat, see :func:`~chickenfoot_nb.position.seat_apart`); the round itself is
        unchanged.

        >>> from chickenfoot_nb.policy import careful_play
        >>> r = Round.deal("spruce", players=3, seed=2)
        >>> r.played_out() == r.greedy_scores(), r.played_out(None, careful_play(0))
        (True, (11, 0, 6))
        """
        if isinstance(continuation, tuple) and len(continuation) != self.players:
            raise ValueError(
                f"A play-out of {self.players} seats needs one continuation a seat, "
                f"not {len(continuation)}."
            )
        return self._play_out(first, continuation)

    def _play_out(
        self,
        first: Action | None,
        choose: Continuations | None = None,
        hidden: tuple[list[int], list[int]] | None = None,
    ) -> tuple[int, ...]:
        """The scores when ``first`` is taken, then what ``choose`` (by default the heaviest
        tile) picks for every seat, with ``hidden`` another arrangement of the tiles nobody
        sees (see :meth:`Position._advance`); the round is unchanged."""
        choose = choose or heaviest_first(self.rules.double_blank)
        return self._advance(first, choose, record=False, hidden=hidden)

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

    def _rearranged(self, deal: Deal, hands: Mapping[int, int]) -> Round:
        """A new round that stands where this one stands (the same table, history and turn)
        but was dealt ``deal``, the seats of ``hands`` holding those tiles now (bitmasks).

        The worlds' constructor: ``deal`` must explain the history (each hand is its dealt
        tiles, plus those it drew, less those it played), so nothing needs replaying. Every
        tile nobody sees (the yard, the other hands, a tile drawn out of sight) is taken from
        the new deal and hands.
        """
        other = self.copy()
        other.dealt = deal
        other._yard = [t.index for t in deal.yard]
        for seat, mask in hands.items():
            other._hands[seat] = mask
        if other._drawn >= 0:
            other._drawn = other._yard[other._ypos - 1]
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
