"""Bots: players that choose an action from what their seat may see.

A bot is any object with ``choose(view, legal) -> Action``: it gets the seat's
:class:`SeatView`, never the round. Bots by name: ``"random"``, ``"greedy"``, ``"careful"``
(:class:`~chickenfoot_nb.policy.CarefulBot`) and the search levels of :data:`LEVELS`
(:data:`BOT_NAMES` lists them all). Write your own in a cell:

>>> class FirstBot:
...     def choose(self, view, legal):
...         return legal[0]
>>> from chickenfoot_nb.round import Round
>>> r = Round.deal("spruce", players=2, seed=3)
>>> play_round(r, [FirstBot(), GreedyBot()]).is_over
True
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal, Protocol, runtime_checkable

from chickenfoot_nb.actions import PASS, Action
from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.i18n import N_, _
from chickenfoot_nb.judge import JUDGE, Judge, WorldReading, style_of
from chickenfoot_nb.judge import Playout as JudgePlayout
from chickenfoot_nb.policy import CarefulBot, GreedyBot, careful_play
from chickenfoot_nb.position import Continuation, Continuations
from chickenfoot_nb.round import Round
from chickenfoot_nb.seat_view import SeatView
from chickenfoot_nb.worlds import ReadSeats, sample_scores


@runtime_checkable
class Bot(Protocol):
    """Anything that picks one of the ``legal`` actions, seeing only ``seat_view``."""

    def choose(self, view: SeatView, legal: Sequence[Action]) -> Action:
        """Return one element of ``legal``."""
        ...


class RandomBot:
    """Picks uniformly among the legal actions, from its own seeded generator.

    >>> from chickenfoot_nb.round import Round
    >>> r = Round.deal("gamerules", players=3, seed=1)
    >>> RandomBot(seed=0).choose(r.view(r.seat), r.legal_actions()) in r.legal_actions()
    True
    """

    name = "random"

    def __init__(self, seed: int | str | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SeatView, legal: Sequence[Action]) -> Action:
        """A uniformly random legal action."""
        # choice draws the same numbers as randrange(len(legal)), with fewer checks.
        return self.rng.choice(legal) if len(legal) > 1 else legal[0]

    def __repr__(self) -> str:
        return "RandomBot()"


class HoarderBot:
    """Keeps every drawn tile it may keep and plays doubles first: long, branchy rounds.

    Useful to see big tables and many chicken feet (the renderer's tests and gallery use it).

    >>> from chickenfoot_nb.actions import play, PASS
    >>> HoarderBot(seed=0).choose(None, [PASS, play("6|1", on="6|6")])
    Action.parse('pass')
    """

    name = "hoarder"

    def __init__(self, seed: int | str | None = None) -> None:
        self.random = RandomBot(seed)

    def choose(self, view: SeatView | None, legal: Sequence[Action]) -> Action:
        """Pass when allowed, else a double, else a random legal action."""
        if PASS in legal:
            return PASS
        doubles = [a for a in legal if a.tile is not None and a.tile.is_double]
        return doubles[0] if doubles else self.random.choose(view, legal)  # type: ignore[arg-type]

    def __repr__(self) -> str:
        return "HoarderBot()"


Objective = Literal["win", "score"]

#: How the seats of a search bot's play-outs play on: a
#: :data:`~chickenfoot_nb.position.Continuation` made for the rules' value of 0|0, such as
#: :func:`~chickenfoot_nb.policy.careful_play` (without one: the heaviest tile,
#: :func:`~chickenfoot_nb.position.heaviest_first`).
Playout = Callable[[int], Continuation]

#: Arrangements a search bot with ``draws_forced`` tries per world before it falls back to
#: worlds that only fit the counts.
FORCED_TRIES = 100


def play_out(world: Round, action: Action, seat: int) -> tuple[float, int]:
    """Take ``action`` in a copy of ``world``, let every seat play greedily to the end, and
    return ``seat``'s share of the win (1, or 1/k in a k-way tie for the lowest score) and
    its score.

    >>> r = Round.deal("spruce", players=2, seed=3)
    >>> play_out(r, r.legal_actions()[0], seat=0)
    (0.0, 119)
    """
    return outcome(world.greedy_scores(action), seat)


def outcome(scores: Sequence[int], seat: int) -> tuple[float, int]:
    """``seat``'s share of the win of a round that ended with ``scores`` (1, or 1/k in a
    k-way tie for the lowest score, or 0) and its score.

    >>> outcome((12, 3, 3), seat=1)
    (0.5, 3)
    """
    best = min(scores)
    mine = scores[seat]
    return (1.0 / scores.count(best) if mine == best else 0.0), mine


class MonteCarloBot:
    """Plays each legal action out in sampled worlds, every seat playing on; best mean wins.

    Determinized Monte Carlo: ``samples`` worlds are drawn from the seat's view
    (:meth:`SeatView.sample_world`), every legal action is played out in each of them (the
    same worlds for every action, so luck cancels between actions), and the action with the
    best mean is chosen. ``objective`` is ``"win"`` (the chance of the lowest score; the mean
    score breaks ties) or ``"score"`` (the lowest mean score; the win chance breaks ties).

    With ``draws_forced`` it samples only worlds where every earlier draw was forced
    (:func:`~chickenfoot_nb.worlds.sample_worlds`); when rejection sampling cannot find
    them in :data:`FORCED_TRIES` tries per world, it uses worlds that fit the counts. With
    ``heaviest_first`` it reads every action of the other seats as a greedy table's (a play
    was the heaviest tile the seat could play, a draw or a pass came when no tile fitted).

    In the play-outs every seat plays its heaviest tile, or what ``continuation`` (a
    :data:`Playout`, such as :func:`~chickenfoot_nb.policy.careful_play`) picks.

    ``judge``, a :class:`~chickenfoot_nb.judge.Judge`, says both at once, as the coach and
    the review are told (its reading for ``draws_forced`` and ``heaviest_first``, its
    play-out for ``continuation``); :attr:`judge` says the judge the bot plays by.

    Its generator is seeded from ``seed`` and the view's :attr:`~SeatView.fingerprint`, so the
    same position gives the same choice on every machine, whatever the hidden tiles are.

    >>> r = Round.deal("spruce", players=3, seed=8)
    >>> while len(r.legal_actions()) < 2:
    ...     r.push(r.heaviest_action())
    >>> MonteCarloBot(samples=8, seed=1).choose(r.view(r.seat), r.legal_actions())
    Action.parse('play 9|0 on 9|9')
    >>> from chickenfoot_nb.policy import careful_play
    >>> MonteCarloBot(samples=8, continuation=careful_play)
    MonteCarloBot(samples=8, objective='win', continuation=careful_play)
    >>> from chickenfoot_nb.judge import Judge
    >>> print(MonteCarloBot(judge=Judge(reading="plays", playout="greedy")).judge.describe())
    worlds where every play, draw and pass reads as a greedy table's, greedy play-outs
    """

    def __init__(
        self,
        samples: int = 30,
        objective: Objective = "win",
        seed: int | str | None = None,
        draws_forced: bool = False,
        name: str = "montecarlo",
        heaviest_first: bool = False,
        continuation: Playout | None = None,
        judge: Judge | None = None,
    ) -> None:
        if isinstance(samples, bool) or not isinstance(samples, int) or samples < 1:
            raise ChickenFootError(
                _("a search bot needs at least 1 sampled world, not {value}").format(
                    value=repr(samples)
                )
            )
        if objective not in ("win", "score"):
            raise ChickenFootError(
                _(
                    "the objective is 'win' (chance of the lowest score) or 'score' (own mean "
                    "score), not {value}"
                ).format(value=repr(objective))
            )
        # A judge that reads or plays each seat apart decides per position; the others are
        # kept as the flags and the continuation they stand for.
        self._judge = (
            judge
            if judge is not None
            and continuation is None
            and (judge.playout in ("mixed", "table") or judge.reading == "table")
            else None
        )
        if judge is not None and self._judge is None:
            draws_forced, heaviest_first = judge.draws_forced, bool(judge.heaviest_first)
            if continuation is None and judge.playout == "careful":
                continuation = careful_play
        self.samples = samples
        self.objective = objective
        self.seed = seed
        self.draws_forced = draws_forced
        self.heaviest_first = heaviest_first
        self.continuation = continuation
        self.name = name

    @property
    def judge(self) -> Judge:
        """The judge of the bot's moves: its worlds and its play-outs (and the table it was
        told, :meth:`at_table`)."""
        if self._judge is not None:
            return self._judge
        reading: WorldReading = (
            "plays" if self.heaviest_first else "draws" if self.draws_forced else "counts"
        )
        playout: JudgePlayout = "careful" if self.continuation is careful_play else "greedy"
        return Judge(reading, playout)

    def at_table(self, players: Sequence[str | None]) -> MonteCarloBot:
        """This bot, told who sits where: the name of the bot in each seat (None for a seat
        it does not know, a learner's). Its judge then reads and plays each seat out as the
        bot in it plays (:func:`~chickenfoot_nb.judge.style_of`); a judge that models every
        seat alike ignores the table.

        >>> hard = make_bot("hard", seed=1)
        >>> hard.judge.table is None
        True
        >>> hard.at_table(["hard", "greedy", None]).judge.table
        ('careful', 'greedy', None)
        """
        told = copy.copy(self)
        if self._judge is not None:
            told._judge = self._judge.at([style_of(p) for p in players])
        return told

    def choose(self, view: SeatView, legal: Sequence[Action]) -> Action:
        """The legal action with the best mean over the sampled worlds."""
        if len(legal) == 1:
            return legal[0]
        rng = random.Random(f"{self.seed}|{view.fingerprint}")
        wins = [0.0] * len(legal)
        scores = [0] * len(legal)
        seat = view.seat
        for world in self._scores(view, rng, legal):
            for i, ended in enumerate(world):
                w, s = outcome(ended, seat)
                wins[i] += w
                scores[i] += s
        if self.objective == "win":
            best = max(range(len(legal)), key=lambda i: (wins[i], -scores[i], -i))
        else:
            best = max(range(len(legal)), key=lambda i: (-scores[i], wins[i], -i))
        return legal[best]

    def _scores(
        self, view: SeatView, rng: random.Random, legal: Sequence[Action]
    ) -> list[list[tuple[int, ...]]]:
        """In each sampled world, the scores each legal action ends with."""
        read: ReadSeats = self.heaviest_first
        forced = self.draws_forced
        choose: Continuations | None
        if self._judge is not None:
            choose = self._judge.view_continuation(view)
            read, forced = self._judge.heaviest_first, self._judge.draws_forced
        else:
            choose = (
                None if self.continuation is None else self.continuation(view.rules.double_blank)
            )
        if forced:
            try:
                return list(
                    sample_scores(
                        view,
                        rng,
                        self.samples,
                        legal,
                        draws_forced=True,
                        heaviest_first=read,
                        tries=FORCED_TRIES,
                        continuation=choose,
                    )
                )
            except ChickenFootError:
                pass  # the draws say too much for rejection sampling: count-only worlds
        return list(
            sample_scores(view, rng, self.samples, legal, heaviest_first=read, continuation=choose)
        )

    def __repr__(self) -> str:
        playout = self.continuation
        more = "" if playout is None else f", continuation={playout.__name__}"
        return f"MonteCarloBot(samples={self.samples}, objective={self.objective!r}{more})"


#: The judge of the search levels: :data:`~chickenfoot_nb.judge.JUDGE`, the coach's. Seated
#: at a table (:meth:`MonteCarloBot.at_table`, as :func:`play_round` seats them), a level
#: reads every action of a greedy seat as a greedy player's and plays each seat on as the bot
#: in it plays, its own turns carefully (``docs/judge.md``, "One judge, each seat as what it
#: is").
LEVEL_JUDGE = JUDGE


@dataclass(frozen=True)
class Level:
    """A named strength of :class:`MonteCarloBot`: how many worlds it samples, what for, and
    the :class:`~chickenfoot_nb.judge.Judge` that reads and plays them out."""

    samples: int
    objective: Objective
    description: str
    judge: Judge = Judge(reading="counts", playout="greedy")

    @property
    def about(self) -> str:
        """What the level does, in the language spoken now.

        >>> print(LEVELS["hard"].about.replace("; ", ";\\n"))
        200 sampled worlds per move, each seat read and played on as the bot in it plays (a greedy bot's plays, draws and passes as a greedy player's);
        its own turns carefully
        """
        return _(self.description)


#: The search levels, weakest first: every seat menu, make_bot and play_round accept the names.
LEVELS: dict[str, Level] = {
    "medium": Level(10, "win", N_("10 sampled worlds per move")),
    "hard": Level(
        200,
        "win",
        N_(
            "200 sampled worlds per move, each seat read and played on as the bot in it plays (a "
            "greedy bot's plays, draws and passes as a greedy player's); its own turns carefully"
        ),
        LEVEL_JUDGE,
    ),
    "expert": Level(
        1000,
        "win",
        N_(
            "1,000 sampled worlds per move, each seat read and played on as the bot in it plays (a "
            "greedy bot's plays, draws and passes as a greedy player's); its own turns carefully"
        ),
        LEVEL_JUDGE,
    ),
}

#: Every bot name make_bot accepts, weakest first.
BOT_NAMES: tuple[str, ...] = ("random", "greedy", "careful", *LEVELS)


def make_bot(
    kind: str | Bot, seed: int | str | None = None, table: Sequence[str | None] | None = None
) -> Bot:
    """A bot from its name (one of :data:`BOT_NAMES`), or the bot object itself. ``table``
    names the bot in each seat of the table it sits at (None for a seat not known): a search
    level is told it (:meth:`MonteCarloBot.at_table`).

    >>> make_bot("greedy"), make_bot("hard", seed=1)
    (GreedyBot(), MonteCarloBot(samples=200, objective='win'))
    >>> make_bot("hard", seed=1, table=["hard", "greedy"]).judge.table
    ('careful', 'greedy')
    """
    if table is not None:
        bot = make_bot(kind, seed)
        return bot.at_table(table) if isinstance(bot, MonteCarloBot) else bot
    if not isinstance(kind, str):
        return kind
    if kind == "random":
        return RandomBot(seed)
    if kind == "greedy":
        return GreedyBot()
    if kind == "careful":
        return CarefulBot()
    level = LEVELS.get(kind)
    if level is not None:
        return MonteCarloBot(
            level.samples, level.objective, seed=seed, name=kind, judge=level.judge
        )
    names = ", ".join(repr(n) for n in BOT_NAMES)
    raise ChickenFootError(
        _("there is no bot named {name}: use one of {names}, or a bot object").format(
            name=repr(kind), names=names
        )
    )


def seat_names(bots: Sequence[Bot | str | None]) -> list[str | None]:
    """The name of the bot in each seat, as a search level is told its table: a name of
    :data:`BOT_NAMES`, a bot's own ``name``, or None (a learner, a bot it does not know).

    >>> seat_names(["hard", GreedyBot(), None, make_bot("expert")])
    ['hard', 'greedy', None, 'expert']
    """
    return [b if isinstance(b, str) or b is None else getattr(b, "name", None) for b in bots]


def play_round(r: Round, bots: Sequence[Bot | str], seed: int | str | None = None) -> Round:
    """Let the bots (one per seat) play ``r`` to its end, and return it. Each search level is
    told who sits where (:func:`seat_names`)."""
    table = seat_names(bots)
    players = [make_bot(b, f"{seed}:{i}", table=table) for i, b in enumerate(bots)]
    views = [r.view(s) for s in range(r.players)]
    choosers = [p.choose for p in players]
    legal_actions, push = r.legal_actions, r.push
    while not r.is_over:
        seat = r.seat
        push(choosers[seat](views[seat], legal_actions()))
    return r
