"""How a move is judged: which worlds a seat believes in, and how the round is played out in
each of them.

The coach, the review, the puzzles' proofs and the outlook judge a move alike: they deal the
tiles the seat cannot see into **worlds** that fit what the seat sees, take the move in each,
play the round out, and count the worlds the seat wins. A :class:`Judge` says the two choices
that make the figures:

- ``reading``: which worlds fit. ``"counts"``: every arrangement of the unseen tiles that fits
  the tile counts. ``"draws"``: only those in which every earlier draw and pass of the other
  seats was forced (the seat held nothing it could play), as a careful player reads the table
  (lesson 9). ``"plays"``: every action read as a greedy table's (each play was the heaviest
  tile the seat could play, each draw and pass came when no tile fitted), as the search levels
  read it.
  ``"table"``: each seat as the judge knows it (its ``table``, :meth:`Judge.at`): a greedy
  seat's every action read as ``"plays"`` reads it, every other seat's not read.
- ``playout``: how every seat plays on after the move. ``"greedy"``: its heaviest tile.
  ``"careful"``: :func:`~chickenfoot_nb.policy.careful_play`, a careful player's rules of
  thumb (play the double while you can, keep a number you can follow). ``"mixed"``: the seat
  whose move is judged plays on carefully and the other seats greedily, as a careful player
  plays against the greedy table the ``"plays"`` reading believes in
  (:func:`~chickenfoot_nb.position.seat_apart`). ``"table"``: each seat as the bot in it
  plays (:func:`style_of`): a greedy seat greedily, a random seat any tile
  (:func:`~chickenfoot_nb.policy.random_play`), every other seat, and a seat the judge does
  not know, carefully.

:meth:`Judge.playout_sentence` and :meth:`Judge.habit_sentence` say the play-outs in the
words a learner reads, so a proof or a review names the judge that made it.

:data:`JUDGE` is the judge every figure uses unless told otherwise; ``docs/judge.md`` measures
the choices against what happened in thousands of decisions.

>>> from chickenfoot_nb.round import Round
>>> r = Round.deal("spruce", players=3, seed=5)
>>> v, legal = r.view(0), r.legal_actions()
>>> import random
>>> greedy = list(Judge(playout="greedy").sampled(v, random.Random(1), 5, legal))
>>> careful = list(JUDGE.sampled(v, random.Random(1), 5, legal))
>>> len(greedy) == len(careful) == 5, greedy != careful
(True, True)
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from typing import Literal

from chickenfoot_nb.actions import Action
from chickenfoot_nb.i18n import N_, _
from chickenfoot_nb.policy import CarefulBot, GreedyBot, careful_play, random_play
from chickenfoot_nb.position import Continuation, Continuations, heaviest_first, seat_apart
from chickenfoot_nb.rules import Rules
from chickenfoot_nb.seat_view import SeatView
from chickenfoot_nb.worlds import ReadSeats, all_worlds, sample_scores

WorldReading = Literal["counts", "draws", "plays", "table"]
Playout = Literal["greedy", "careful", "mixed", "table"]
#: How a seat plays, as far as a judge models it: its heaviest tile, a careful player's rules
#: of thumb, or any tile.
Style = Literal["greedy", "careful", "random"]
#: What a judge knows of who sits where: each seat's :data:`Style`, or None for a seat it does
#: not know (a learner, a stranger), which it reads and plays as a careful seat.
Table = tuple[Style | None, ...]

WORLD_READINGS: tuple[WorldReading, ...] = ("counts", "draws", "plays", "table")
PLAYOUTS: tuple[Playout, ...] = ("greedy", "careful", "mixed", "table")
STYLES: tuple[Style, ...] = ("greedy", "careful", "random")


def style_of(player: str | None) -> Style | None:
    """The :data:`Style` a judge models a seat by, from the name of the bot in it (any name of
    :data:`~chickenfoot_nb.bots.BOT_NAMES`; None or another name: a seat it does not know).
    A random bot plays any tile, a greedy bot its heaviest; the careful bot and the search
    levels are modelled by the careful bot's rules of thumb.

    >>> style_of("greedy"), style_of("hard"), style_of("random"), style_of(None)
    ('greedy', 'careful', 'random', None)
    """
    if player in ("greedy", "random"):
        return player  # type: ignore[return-value]
    if player in ("careful", "medium", "hard", "expert"):
        return "careful"
    return None


#: How each play-out goes on after the move, in the words of a proof's caption.
PLAYOUT_SENTENCES: dict[Playout, str] = {
    # Translators: said after "every legal move played out" in a puzzle's proof; the greedy
    # and the careful bot are the bots of those names.
    "greedy": N_("Then every seat plays on as the greedy bot does: it plays its heaviest tile."),
    "careful": N_(
        "Then every seat plays on as the careful bot does: it plays a double while it can, "
        "opens a foot the others must fill, keeps a number it can follow and sheds heavy tiles."
    ),
    # Translators: as "careful" above, for the seat whose move is judged only.
    "mixed": N_(
        "Then the seat to move plays on as the careful bot does, and every other seat as the "
        "greedy bot does: its heaviest tile."
    ),
    # Translators: the judge knows which bot sits in each seat; a seat it does not know is
    # a learner's.
    "table": N_(
        "Then every seat plays on as the bot in it does: a greedy bot its heaviest tile, a "
        "random bot any tile, every other seat as the careful bot does."
    ),
}

#: What the review measures skill against: the move each play-out makes (:meth:`Judge.habit`).
HABIT_SENTENCES: dict[Playout, str] = {
    # Translators: the last sentence of a review's first line, after its skill and luck.
    "greedy": N_("Skill is measured against always playing the heaviest tile."),
    "careful": N_("Skill is measured against always playing as the careful bot does."),
    "mixed": N_("Skill is measured against always playing as the careful bot does."),
    "table": N_("Skill is measured against always playing as the careful bot does."),
}


@dataclass(frozen=True)
class Judge:
    """Which worlds fit (``reading``) and how each is played out (``playout``), and what the
    judge knows of who sits where (``table``, for the ``"table"`` reading and play-out): see
    the module.

    >>> Judge()
    Judge(reading='counts', playout='careful')
    >>> Judge(reading="draws", playout="careful").describe()
    'worlds where every draw and pass was forced, careful play-outs'
    >>> JUDGE.at(("greedy", None, "careful"))
    Judge(reading='table', playout='table', table=('greedy', None, 'careful'))
    >>> Judge(reading="all")
    Traceback (most recent call last):
    ...
    ValueError: A judge reads the worlds as 'counts', 'draws', 'plays' or 'table', not 'all'.
    >>> JUDGE.at(("greedy", "clever"))
    Traceback (most recent call last):
    ...
    ValueError: A seat of a judge's table is 'greedy', 'careful', 'random' or None (not known), not 'clever'.
    """

    reading: WorldReading = "counts"
    playout: Playout = "careful"
    table: Table | None = None

    def __post_init__(self) -> None:
        if self.reading not in WORLD_READINGS:
            raise ValueError(
                "A judge reads the worlds as 'counts', 'draws', 'plays' or 'table', "
                f"not {self.reading!r}."
            )
        if self.playout not in PLAYOUTS:
            raise ValueError(
                "A judge plays the worlds out 'greedy', 'careful', 'mixed' or 'table', "
                f"not {self.playout!r}."
            )
        for style in self.table or ():
            if style is not None and style not in STYLES:
                raise ValueError(
                    "A seat of a judge's table is 'greedy', 'careful', 'random' or None "
                    f"(not known), not {style!r}."
                )

    def __repr__(self) -> str:
        table = "" if self.table is None else f", table={self.table!r}"
        return f"Judge(reading={self.reading!r}, playout={self.playout!r}{table})"

    def at(self, table: Sequence[Style | None] | None) -> Judge:
        """This judge, told who sits where (a :data:`Style` a seat, None for a seat it does
        not know; None for no seat known).

        >>> JUDGE.at(["greedy", "greedy"]).table
        ('greedy', 'greedy')
        """
        return replace(self, table=None if table is None else tuple(table))

    def style(self, seat: int) -> Style:
        """How the judge models ``seat``: its style at the table, careful when not known.

        >>> JUDGE.style(0), JUDGE.at(("greedy", None)).style(0)
        ('careful', 'greedy')
        """
        if self.table is None or seat >= len(self.table):
            return "careful"
        return self.table[seat] or "careful"

    @property
    def greedy_seats(self) -> frozenset[int]:
        """The seats whose every action the ``"table"`` reading reads as a greedy table's."""
        return frozenset(s for s, style in enumerate(self.table or ()) if style == "greedy")

    @property
    def draws_forced(self) -> bool:
        """Whether only worlds where every earlier draw and pass was forced fit."""
        if self.reading == "table":
            return bool(self.greedy_seats)
        return self.reading != "counts"

    @property
    def heaviest_first(self) -> ReadSeats:
        """Whose plays are read as a greedy table's too: every other seat's (True), none
        (False), or those of a set of seats (the ``"table"`` reading's greedy seats)."""
        if self.reading == "table":
            return self.greedy_seats
        return self.reading == "plays"

    @property
    def can_be_exact(self) -> bool:
        """Whether every fitting world can be gone through: only for counts-only worlds (read
        worlds are drawn by rejection, each as likely as the reading says).

        >>> Judge(reading="counts").can_be_exact, Judge(reading="draws").can_be_exact
        (True, False)
        >>> JUDGE.can_be_exact, JUDGE.at(("careful", "greedy")).can_be_exact
        (True, False)
        """
        return self.reading == "counts" or (self.reading == "table" and not self.greedy_seats)

    def reading_at_least(self, draws_forced: bool, heaviest_first: bool) -> Judge:
        """This judge, reading at least the draws (and the plays) when asked to.

        >>> Judge(reading="counts").reading_at_least(True, False).reading
        'draws'
        >>> Judge(reading="plays").reading_at_least(False, False).reading
        'plays'
        """
        if heaviest_first:
            return replace(self, reading="plays")
        if draws_forced and self.reading in ("counts", "table"):
            return replace(self, reading="draws")
        return self

    def continuation(
        self, rules: Rules, seat: int | None = None, players: int | None = None
    ) -> Continuations | None:
        """The play-out's :data:`~chickenfoot_nb.position.Continuation` under ``rules``
        (None: the heaviest tile, the play-outs' own fast path). A ``"mixed"`` play-out
        needs the ``seat`` whose move is judged and the number of ``players``: it gives one
        continuation a seat.

        >>> from chickenfoot_nb.rules import Rules
        >>> rules = Rules.preset("spruce")
        >>> Judge(playout="greedy").continuation(rules) is None
        True
        >>> len(Judge(playout="mixed").continuation(rules, seat=1, players=4))
        4
        >>> Judge(playout="mixed").continuation(rules)
        Traceback (most recent call last):
        ...
        ValueError: A mixed play-out needs the seat whose move is judged and the number of players.
        >>> JUDGE.continuation(rules) is JUDGE.continuation(rules, seat=1, players=4)
        True
        >>> [c.__qualname__ for c in JUDGE.at(("careful", "greedy")).continuation(rules, 0, 2)]
        ['careful_play.<locals>.choose', 'heaviest_first.<locals>.choose']
        """
        if self.playout == "greedy":
            return None
        careful = careful_play(rules.double_blank)
        if self.playout == "careful":
            return careful
        if self.playout == "table":
            if self._every_seat_careful:
                return careful  # one continuation, as for "careful"
            if players is None:
                raise ValueError("A play-out by the table needs the number of players.")
            by_style: dict[Style, Continuation] = {
                "careful": careful,
                "greedy": heaviest_first(rules.double_blank),
                "random": random_play(f"{seat}|{players}"),
            }
            return tuple(by_style[self.style(s)] for s in range(players))
        if seat is None or players is None:
            raise ValueError(
                "A mixed play-out needs the seat whose move is judged and the number of players."
            )
        return seat_apart(seat, players, careful, heaviest_first(rules.double_blank))

    def view_continuation(self, view: SeatView) -> Continuations | None:
        """:meth:`continuation` for the seat of ``view``, at its table.

        >>> from chickenfoot_nb.round import Round
        >>> r = Round.deal("spruce", players=3, seed=2)
        >>> mixed = Judge(reading="plays", playout="mixed").view_continuation(r.view(0))
        >>> r.played_out(None, mixed), r.greedy_scores()  # seat 0 careful, the others greedy
        ((0, 5, 5), (59, 29, 45))
        """
        return self.continuation(view.rules, view.seat, view.players)

    def habit(self, view: SeatView) -> Action:
        """The move the judge's play-outs make for the seat to move in ``view``: the heaviest
        tile (:class:`~chickenfoot_nb.policy.GreedyBot`'s choice) or the careful player's
        (:class:`~chickenfoot_nb.policy.CarefulBot`'s). The review measures skill against it.

        >>> from chickenfoot_nb.round import Round
        >>> r = Round.deal("gamerules", players=4, seed=5)
        >>> Judge(playout="greedy").habit(r.view(r.seat)) == r.heaviest_action()
        True
        >>> JUDGE.habit(r.view(r.seat)) == CarefulBot().choose(r.view(r.seat), r.legal_actions())
        True
        """
        legal = view.legal_actions()
        if self.playout == "greedy":
            return GreedyBot().choose(view, legal)
        return CarefulBot().choose(view, legal)

    def sampled(
        self,
        view: SeatView,
        rng: random.Random,
        samples: int,
        actions: Sequence[Action | None],
    ) -> Iterator[list[tuple[int, ...]]]:
        """For each of ``samples`` worlds drawn from ``rng``, the scores each of ``actions``
        ends the round with (``None``: no action first)."""
        return sample_scores(
            view,
            rng,
            samples,
            actions,
            draws_forced=self.draws_forced,
            heaviest_first=self.heaviest_first,
            continuation=self.view_continuation(view),
        )

    def exact(
        self, view: SeatView, actions: Sequence[Action | None]
    ) -> Iterator[list[tuple[int, ...]]]:
        """For every world that fits the counts, the scores each of ``actions`` ends with.

        >>> from chickenfoot_nb.round import Round
        >>> from chickenfoot_nb.worlds import world_count
        >>> r = Round.deal("spruce", players=2, seed=1)
        >>> while r.yard_size > 2:
        ...     r.push(r.legal_actions()[0])
        >>> v = r.view(r.seat)
        >>> world_count(v), sum(1 for _ in Judge(playout="careful").exact(v, [None]))
        (30, 30)
        """
        if not self.can_be_exact:
            raise ValueError(
                "Only counts-only worlds can all be gone through: read worlds are sampled."
            )
        choose = self.view_continuation(view)
        for world in all_worlds(view):
            yield [world.played_out(a, choose) for a in actions]

    def playout_sentence(self) -> str:
        """How every seat plays on after the move, as one sentence in the language spoken now
        (a proof's caption says it after the moves it played out).

        >>> print(Judge(playout="greedy").playout_sentence())
        Then every seat plays on as the greedy bot does: it plays its heaviest tile.
        """
        return _(PLAYOUT_SENTENCES[self._playout_said])

    def habit_sentence(self) -> str:
        """What skill is measured against (:meth:`habit`), as one sentence in the language
        spoken now (a review says it after its figures).

        >>> print(JUDGE.habit_sentence())
        Skill is measured against always playing as the careful bot does.
        """
        return _(HABIT_SENTENCES[self._playout_said])

    @property
    def _every_seat_careful(self) -> bool:
        """Whether the table the judge knows has no seat but careful ones and seats not known."""
        return all(self.style(s) == "careful" for s in range(len(self.table or ())))

    @property
    def _playout_said(self) -> Playout:
        """The play-out in words: a ``"table"`` play-out that knows no seat but careful ones
        is a careful one."""
        if self.playout == "table" and self._every_seat_careful:
            return "careful"
        return self.playout

    def describe(self) -> str:
        """The judge in a few words, for tables and reports.

        >>> JUDGE.describe()
        'worlds that fit the counts, careful play-outs'
        >>> print(JUDGE.at(("greedy", "careful", "random")).describe())
        worlds where the greedy seats' every action reads as theirs, each seat played out as its bot plays
        """
        reading = self.reading
        if reading == "table" and not self.greedy_seats:
            reading = "counts"
        worlds = {
            "counts": "worlds that fit the counts",
            "draws": "worlds where every draw and pass was forced",
            "plays": "worlds where every play, draw and pass reads as a greedy table's",
            "table": "worlds where the greedy seats' every action reads as theirs",
        }[reading]
        playouts = {
            "greedy": "greedy play-outs",
            "careful": "careful play-outs",
            "mixed": "play-outs careful for the seat and greedy for the others",
            "table": "each seat played out as its bot plays",
        }[self._playout_said]
        return f"{worlds}, {playouts}"


#: The judge of every figure that is not told another: the coach, the review, the outlook,
#: the puzzles' proofs and the search levels. It reads and plays out **each seat as what it
#: is**: told the table (:meth:`Judge.at`), a greedy seat's every action is read as a greedy
#: player's and it plays on greedily, a random seat plays any tile, and every other seat (a
#: careful or search bot, a learner, a seat not known) plays on carefully, its actions not
#: read. Told nothing, that is counts-only worlds played out carefully: the best calibrated of
#: the judges measured at a table it does not know, and the one a judge ten times as deep
#: agrees with; told a greedy table, it is the judge the levels win by (``docs/judge.md``).
JUDGE = Judge(reading="table", playout="table")
