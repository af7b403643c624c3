"""Whole rounds played by bots: the starter's advantage, round length, scores, rule options.

Round ``i`` of a run is dealt and played from its own seed (drawn from the seed of its
chunk, see :mod:`.parallel`), so a run's numbers depend only on ``seed`` and ``chunk``,
never on the executor or the number of workers.

The **starter** is the seat that takes the round's first turn of play: under
``gamerules`` the seat that found the double, under ``spruce`` the seat that placed it.
Positions count clockwise from the starter: position 0 is the starter, position 1 the
next seat, and so on. A seat **wins** a round when it scores least; seats that tie share
the win equally.

>>> from chickenfoot_nb.probability.parallel import InlineExecutor
>>> stats = play_rounds("spruce", 3, rounds=40, seed=1, executor=InlineExecutor(), progress=False)
>>> stats.rounds, stats.scores.shape
(40, (40, 3))
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor
from dataclasses import dataclass
from itertools import pairwise
from typing import TYPE_CHECKING, Any

import numpy as np

from chickenfoot_nb.bots import Bot, make_bot, play_round
from chickenfoot_nb.i18n import N_, _, ngettext, number
from chickenfoot_nb.probability.estimate import Estimate, SimulatedDistribution
from chickenfoot_nb.probability.parallel import chunk_seeds, chunk_sizes, run_chunks
from chickenfoot_nb.probability.results import Phrase
from chickenfoot_nb.probability.tabular import Table
from chickenfoot_nb.round import Round
from chickenfoot_nb.rules import Rules

if TYPE_CHECKING:
    from chickenfoot_nb.probability.plots import Chart

#: Rounds per chunk: small enough for a steady progress bar, big enough to keep workers busy.
CHUNK = 100


@dataclass(frozen=True)
class _Job:
    rules: Rules
    players: int
    bots: tuple[Bot | str, ...]
    seed: np.random.SeedSequence
    rounds: int


@dataclass(frozen=True, eq=False)
class GameStats(Table):
    """What happened in many rounds played by bots, one row per round.

    - ``starters``: the seat that started each round.
    - ``scores``: each position's score (column 0 is the starter, then clockwise).
    - ``turns``: the round's length in turns (a draw and the play or pass after it are
      one turn; so are finding the double and placing it).
    - ``out``: the position that went out, or -1 when the round was blocked.
    - ``seed``: the run's root seed; ``play_rounds(..., seed=stats.seed)`` with the same
      rules, players, bots and chunk plays the same rounds again.

    A :class:`~chickenfoot_nb.probability.tabular.Table` of one row per round: :attr:`rows`,
    :meth:`plot`, :meth:`to_csv`, :meth:`to_dataframe`.

    >>> from chickenfoot_nb.probability.parallel import InlineExecutor
    >>> s = play_rounds("spruce", 2, rounds=30, seed=3, executor=InlineExecutor(), progress=False)
    >>> float(s.wins().sum()), s.seed.entropy
    (30.0, 3)
    """

    rules: Rules
    players: int
    bots: tuple[str, ...]
    seed: np.random.SeedSequence
    starters: np.ndarray
    scores: np.ndarray
    turns: np.ndarray
    out: np.ndarray

    @property
    def rounds(self) -> int:
        """How many rounds were played."""
        return len(self.turns)

    @property
    def rows(self) -> list[dict[str, Any]]:
        """One dict per round: ``round`` (its index, from 0), ``starter`` (a seat), ``turns``,
        ``out`` (the position that went out, ``None`` when blocked), ``blocked`` and
        ``score_0``, ``score_1``, … (each position's score, 0 the starter, then clockwise).

        >>> from chickenfoot_nb.probability.parallel import InlineExecutor
        >>> s = play_rounds("spruce", 2, rounds=3, seed=3, executor=InlineExecutor(), progress=False)
        >>> list(s.rows[0])
        ['round', 'starter', 'turns', 'out', 'blocked', 'score_0', 'score_1']
        """
        return [
            {
                "round": i,
                "starter": int(self.starters[i]),
                "turns": int(self.turns[i]),
                "out": None if self.out[i] < 0 else int(self.out[i]),
                "blocked": bool(self.out[i] < 0),
                **{f"score_{p}": int(self.scores[i, p]) for p in range(self.players)},
            }
            for i in range(self.rounds)
        ]

    def plot(self) -> Chart:
        """Win share by position, round length and round scores: a :class:`Chart`.

        The same as :func:`~chickenfoot_nb.probability.plot_game_stats` (``plot_game_stats(s)``).
        """
        from chickenfoot_nb.probability.plots import plot_game_stats

        return plot_game_stats(self)

    def wins(self) -> np.ndarray:
        """Each round's share of the win for each position (1 alone, 1/k for a k-way tie)."""
        best = self.scores == self.scores.min(axis=1, keepdims=True)
        return best / best.sum(axis=1, keepdims=True)

    def win_share(self, position: int = 0) -> Estimate:
        """The share of rounds won by the seat at ``position`` (0 is the starter).

        With no advantage, every position would win ``1 / players`` of the rounds.
        """
        what = Phrase(N_("win share of position {position}"), position=position)
        return Estimate.from_samples(self.wins()[:, position], what, within=(0, 1))

    @property
    def starter_advantage(self) -> Estimate:
        """The starter's win share minus the fair share ``1 / players``.

        >>> from chickenfoot_nb.probability.parallel import InlineExecutor
        >>> s = play_rounds("gamerules", 2, rounds=40, seed=0, executor=InlineExecutor(), progress=False)
        >>> -0.5 <= s.starter_advantage.estimate <= 0.5
        True
        """
        fair = 1 / self.players
        e = self.win_share(0)
        return Estimate(
            Phrase(N_("starter's win share minus 1/players")),
            e.estimate - fair,
            e.low - fair,
            e.high - fair,
            e.samples,
            e.checkpoints,
            e.running - fair,
            e.running_low - fair,
            e.running_high - fair,
        )

    def mean_score(self, position: int | None = 0) -> Estimate:
        """The mean round score of the seat at ``position``, or of all seats (``None``).

        For all seats, each round gives one sample (its seats' average), because the
        scores within one round depend on each other.
        """
        if position is None:
            return Estimate.from_samples(
                self.scores.mean(axis=1), Phrase(N_("mean score of a seat"))
            )
        what = Phrase(N_("mean score of position {position}"), position=position)
        return Estimate.from_samples(self.scores[:, position], what)

    @property
    def round_length(self) -> SimulatedDistribution:
        """The distribution of the rounds' lengths in turns."""
        return SimulatedDistribution(Phrase(N_("turns in a round")), self.turns)

    def score_distribution(self, position: int | None = None) -> SimulatedDistribution:
        """The distribution of round scores: of one position, or of every seat (``None``).

        With ``None`` its ``mean`` interval treats the seats of one round as independent,
        which they are not: use :meth:`mean_score` for the mean.
        """
        draws = self.scores.ravel() if position is None else self.scores[:, position]
        what = (
            Phrase(N_("round scores of every seat"))
            if position is None
            else Phrase(N_("round scores of position {position}"), position=position)
        )
        return SimulatedDistribution(what, draws)

    @property
    def blocked(self) -> Estimate:
        """The share of rounds that ended blocked (nobody went out)."""
        return Estimate.from_samples(self.out < 0, Phrase(N_("rounds blocked")), binary=True)

    def summary(self) -> dict[str, float]:
        """The headline numbers, as plain floats.

        >>> from chickenfoot_nb.probability.parallel import InlineExecutor
        >>> s = play_rounds("spruce", 2, rounds=10, seed=0, executor=InlineExecutor(), progress=False)
        >>> sorted(s.summary())
        ['blocked', 'mean score', 'mean turns', 'starter win share']
        """
        return {
            "starter win share": self.win_share(0).estimate,
            "mean turns": float(self.turns.mean()),
            "mean score": float(self.scores.mean()),
            "blocked": self.blocked.estimate,
        }

    def __repr__(self) -> str:
        w = self.win_share(0)
        return ngettext(
            "<GameStats {preset} double-{n}, {players} {bots} bots, {rounds} rounds: starter wins "
            "{wins} (95% {low}..{high}, fair {fair}), {turns} turns, mean score {score}>",
            "<GameStats {preset} double-{n}, {players} {bots} bots, {rounds} rounds: starter wins "
            "{wins} (95% {low}..{high}, fair {fair}), {turns} turns, mean score {score}>",
            self.rounds,
        ).format(
            preset=self.rules.preset_name,
            n=self.rules.set,
            players=self.players,
            bots="/".join(self.bots),
            rounds=self.rounds,
            wins=number(w.estimate, 3),
            low=number(w.low, 3),
            high=number(w.high, 3),
            fair=number(1 / self.players, 3),
            turns=number(self.turns.mean(), 1),
            score=number(self.scores.mean(), 1),
        )


def play_rounds(
    rules: Rules | str = "spruce",
    players: int = 4,
    rounds: int = 1000,
    *,
    bots: Sequence[Bot | str] | str = "greedy",
    seed: int | np.random.SeedSequence | None = None,
    executor: Executor | None = None,
    workers: int | None = None,
    chunk: int = CHUNK,
    progress: bool = True,
) -> GameStats:
    """Deal and play ``rounds`` rounds with bots, in parallel, and collect what happened.

    ``bots`` is one bot (a name of :data:`~chickenfoot_nb.bots.BOT_NAMES`: ``"random"``,
    ``"greedy"`` or a search level such as ``"hard"``, or a bot object) for every seat, or
    one per seat. ``executor`` is any :class:`concurrent.futures.Executor`
    (default: a process pool with ``workers`` processes; for a dask cluster pass
    ``client.get_executor()``). The same ``seed`` and ``chunk`` give the same numbers
    whatever runs them; without a seed, fresh entropy is drawn and kept in
    :attr:`GameStats.seed`.

    >>> from chickenfoot_nb.probability.parallel import InlineExecutor
    >>> s = play_rounds("gamerules", 3, rounds=20, seed=5, executor=InlineExecutor(), progress=False)
    >>> int(s.turns.min()) > 0
    True
    """
    r = Rules.preset(rules) if isinstance(rules, str) else rules
    r.check_players(players)
    seats = tuple([bots] * players if isinstance(bots, str) else bots)
    if len(seats) != players:
        raise ValueError(
            ngettext(
                "give one bot for every seat: {players} seat, {bots}",
                "give one bot for every seat: {players} seats, {bots}",
                players,
            ).format(
                players=players,
                # Translators: the bots given, after the seats of "give one bot for every seat".
                bots=ngettext("{n} bot", "{n} bots", len(seats)).format(n=len(seats)),
            )
        )
    for b in seats:
        make_bot(b)  # an unknown name is refused here, in words, not inside a worker
    root = seed if isinstance(seed, np.random.SeedSequence) else np.random.SeedSequence(seed)
    sizes = chunk_sizes(rounds, chunk)
    jobs = [
        _Job(r, players, seats, s, n)
        for s, n in zip(chunk_seeds(root, len(sizes)), sizes, strict=True)
    ]
    # The progress bar's words are said now, in the language spoken as the run starts.
    desc = ngettext(
        "{preset} double-{n}, {players} player", "{preset} double-{n}, {players} players", players
    ).format(preset=r.preset_name, n=r.set, players=players)
    parts = run_chunks(
        _play_chunk,
        jobs,
        sizes=sizes,
        executor=executor,
        workers=workers,
        progress=progress,
        desc=desc,
    )
    names = tuple(b if isinstance(b, str) else type(b).__name__ for b in seats)
    starters, scores, turns, out = (np.concatenate([p[k] for p in parts]) for k in range(4))
    return GameStats(r, players, names, root, starters, scores, turns, out)


def _play_chunk(job: _Job) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    p = job.players
    starters = np.zeros(job.rounds, dtype=np.int8)
    scores = np.zeros((job.rounds, p), dtype=np.int32)
    turns = np.zeros(job.rounds, dtype=np.int32)
    out = np.zeros(job.rounds, dtype=np.int8)
    for i, seed in enumerate(job.seed.generate_state(job.rounds, dtype=np.uint64).tolist()):
        r = Round.deal(job.rules, p, seed=seed)
        play_round(r, job.bots, seed=seed)
        history = r.history
        first = r.dealt.starter
        if first is None:
            first = next(seat for seat, a in history if a.kind == "play")
        order = [(first + k) % p for k in range(p)]
        starters[i] = first
        assert r.scores is not None
        scores[i] = [r.scores[s] for s in order]
        turns[i] = 1 + sum(1 for a, b in pairwise(history) if a[0] != b[0])
        out[i] = -1 if r.out_seat is None else order.index(r.out_seat)
    return starters, scores, turns, out


@dataclass(frozen=True, eq=False)
class OptionComparison(Table):
    """Bot rounds under a base rule set and under each single change of one option.

    ``variants`` pairs each variant's label with its :class:`GameStats`; every variant is
    dealt from the same seeds, so differences come from the rules, not from luck alone.
    A :class:`~chickenfoot_nb.probability.tabular.Table` of one row per variant:
    :attr:`rows`, :meth:`plot`, :meth:`to_csv`, :meth:`to_dataframe`; :meth:`table` is the
    same as text. (Before, ``rows`` held the pairs that :attr:`variants` holds now.)

    >>> from chickenfoot_nb.probability.parallel import InlineExecutor
    >>> c = compare_options("gamerules", 2, rounds=10, options={"draw_must_play": [False]},
    ...                     executor=InlineExecutor(), progress=False)
    >>> print(c.table().splitlines()[0])
    variant                          starter wins    turns   score  blocked
    """

    variants: tuple[tuple[str, GameStats], ...]

    @property
    def rows(self) -> list[dict[str, Any]]:
        """One dict per variant: the starter's win share with its 95% interval, the mean
        turns and score per round, the share of rounds blocked.

        >>> from chickenfoot_nb.probability.parallel import InlineExecutor
        >>> c = compare_options("spruce", 2, rounds=10, options={"double_blank": [0]},
        ...                     executor=InlineExecutor(), progress=False)
        >>> [row["variant"] for row in c.rows], list(c.rows[0])[1:4]
        (['spruce', 'double_blank=0'], ['rounds', 'starter_wins', 'starter_wins_low'])
        """
        rows = []
        for label, s in self.variants:
            w = s.win_share(0)
            rows.append(
                {
                    "variant": label,
                    "rounds": s.rounds,
                    "starter_wins": float(w.estimate),
                    "starter_wins_low": float(w.low),
                    "starter_wins_high": float(w.high),
                    "turns": float(s.turns.mean()),
                    "score": float(s.scores.mean()),
                    "blocked": float(s.blocked.estimate),
                }
            )
        return rows

    def plot(self) -> Chart:
        """One row of bars per variant: a :class:`Chart`, as ``plot_option_comparison(c)``."""
        from chickenfoot_nb.probability.plots import plot_option_comparison

        return plot_option_comparison(self)

    def table(self) -> str:
        """One line per variant: the starter's win share, round length, score, blocked share."""
        # Each heading in the language spoken; a column grows when its heading is longer.
        heads = [_("variant"), _("starter wins"), _("turns"), _("score"), _("blocked")]
        w0, w1 = max(32, len(heads[0])), max(12, len(heads[1]))
        w2, w3 = max(9, len(heads[2]) + 2), max(8, len(heads[3]) + 1)
        lines = [f"{heads[0]:{w0}s} {heads[1]:{w1}s}{heads[2]:>{w2}s}{heads[3]:>{w3}s}  {heads[4]}"]
        for label, s in self.variants:
            w = s.win_share(0)
            share = f"{number(w.estimate, 3)}±{number((w.high - w.low) / 2, 3)}"
            turns, score = number(s.turns.mean(), 1), number(s.scores.mean(), 1)
            lines.append(
                f"{label:{w0}s} {share:{w1 - 1}s} {turns:>{w2 - 2}s}"
                f" {score:>{w3 - 1}s}  {number(s.blocked.estimate, 3)}"
            )
        return "\n".join(lines)

    def __repr__(self) -> str:
        return self.table()


def one_option_changes(rules: Rules | str) -> dict[str, list[Any]]:
    """For four rule options, the value the base rule set does not use.

    Greedy bots always play a drawn tile that fits, so ``draw_must_play`` changes nothing
    for them; random bots feel it. ``arms`` is left out because its default depends on the
    number of players: pass it in ``options`` to :func:`compare_options`.

    >>> one_option_changes("spruce")
    {'draw_must_play': [True], 'double_set_aside': [True], 'double_blank': [0], 'kept_back': [None]}
    """
    r = Rules.preset(rules) if isinstance(rules, str) else rules
    return {
        "draw_must_play": [not r.draw_must_play],
        "double_set_aside": [not r.double_set_aside],
        "double_blank": [0 if r.double_blank else 50],
        "kept_back": [None if r.kept_back == 0 else 0],
    }


def compare_options(
    rules: Rules | str = "spruce",
    players: int = 4,
    rounds: int = 1000,
    *,
    options: Mapping[str, Sequence[Any]] | None = None,
    bots: Sequence[Bot | str] | str = "greedy",
    seed: int | np.random.SeedSequence | None = None,
    executor: Executor | None = None,
    workers: int | None = None,
    progress: bool = True,
) -> OptionComparison:
    """Play the base rule set and each one-option change of it, with the same seeds.

    ``options`` maps an option name to the values to try, such as
    ``{"draw_must_play": [True], "arms": [2, 6]}``; by default every option of
    :func:`one_option_changes` is switched in turn.

    >>> from chickenfoot_nb.probability.parallel import InlineExecutor
    >>> c = compare_options("spruce", 2, rounds=10, options={"double_blank": [0]},
    ...                     executor=InlineExecutor(), progress=False)
    >>> [label for label, _ in c.variants]
    ['spruce', 'double_blank=0']
    """
    base = Rules.preset(rules) if isinstance(rules, str) else rules
    changes = one_option_changes(base) if options is None else options
    root = seed if isinstance(seed, np.random.SeedSequence) else np.random.SeedSequence(seed)
    variants = [(base.preset_name, base)]
    variants += [
        (f"{k}={v}", base.replace(**{k: v})) for k, values in changes.items() for v in values
    ]
    own = executor is None
    pool = ProcessPoolExecutor(max_workers=workers) if executor is None else executor
    try:
        rows = tuple(
            (
                label,
                play_rounds(
                    r, players, rounds, bots=bots, seed=root, executor=pool, progress=progress
                ),
            )
            for label, r in variants
        )
    finally:
        if own:
            pool.shutdown()
    return OptionComparison(rows)
