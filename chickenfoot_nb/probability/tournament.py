"""A tournament of bots: each one sits at every seat in turn, on the same deals, against the same opponents.

Every bot under test plays every deal once from each seat, the other seats played by
``against`` (greedy bots by default), and every bot gets the same deals. So a lucky deal
helps every bot equally, and so does a lucky seat: what is left is the bot's strength.

A bot **wins** a round when it scores least; a k-way tie counts 1/k. The figures of one
deal are the mean over its seat rotations, and the 95% intervals come from the spread of
these per-deal means (the rotations of one deal depend on each other, the deals do not).

>>> from chickenfoot_nb.probability.parallel import InlineExecutor
>>> t = play_tournament(players=3, deals=4, bots=["random", "greedy"], seed=1,
...                     executor=InlineExecutor(), progress=False)
>>> t.win_share("greedy").estimate  # greedy against greedy: the same round from every seat
0.3333333333333333
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from concurrent.futures import Executor
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np

from chickenfoot_nb.bots import BOT_NAMES, Bot, make_bot, play_round
from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.i18n import N_, _, ngettext, number
from chickenfoot_nb.probability.estimate import Estimate
from chickenfoot_nb.probability.parallel import chunk_sizes, run_chunks
from chickenfoot_nb.probability.results import Phrase
from chickenfoot_nb.probability.tabular import Table
from chickenfoot_nb.round import Round
from chickenfoot_nb.rules import Rules

if TYPE_CHECKING:
    from chickenfoot_nb.probability.plots import Chart

#: Deals per chunk of work: a small tournament still spreads over the workers.
CHUNK = 4


@dataclass(frozen=True)
class _Job:
    rules: Rules
    players: int
    bot: str
    against: str
    seeds: tuple[int, ...]


@dataclass(frozen=True, eq=False)
class Tournament(Table):
    """What each bot did in a seat-rotated tournament, one row per deal.

    - ``bots``: the bots under test, in the order given; ``against``: the other seats' bot.
    - ``shares[i, d]``: bot ``i``'s share of the win on deal ``d``, the mean over its seats.
    - ``scores[i, d]``: bot ``i``'s mean round score on deal ``d``.

    A :class:`~chickenfoot_nb.probability.tabular.Table` of one row per bot: :attr:`rows`,
    :meth:`plot`, :meth:`to_csv`, :meth:`to_dataframe`; :meth:`table` is the same as text.
    """

    rules: Rules
    players: int
    bots: tuple[str, ...]
    against: str
    shares: np.ndarray
    scores: np.ndarray

    @property
    def deals(self) -> int:
        """How many deals every bot played (each once from every seat)."""
        return int(self.shares.shape[1])

    @property
    def fair_share(self) -> float:
        """The share of wins a bot exactly as strong as its opponents would get: 1 / players."""
        return 1 / self.players

    def _row(self, bot: str) -> int:
        if bot not in self.bots:
            raise ChickenFootError(
                _("{bot} did not play in this tournament: the bots were {bots}").format(
                    bot=repr(bot), bots=", ".join(self.bots)
                )
            )
        return self.bots.index(bot)

    def win_share(self, bot: str) -> Estimate:
        """The share of rounds ``bot`` won, with its 95% interval."""
        return Estimate.from_samples(
            self.shares[self._row(bot)], Phrase(N_("win share of {bot}"), bot=bot), within=(0, 1)
        )

    def mean_score(self, bot: str) -> Estimate:
        """The mean round score of ``bot`` (low is good), with its 95% interval."""
        return Estimate.from_samples(
            self.scores[self._row(bot)], Phrase(N_("mean score of {bot}"), bot=bot)
        )

    def best(self) -> str:
        """The bot with the largest win share (the first one, if several share it).

        >>> from chickenfoot_nb.probability.parallel import InlineExecutor
        >>> t = play_tournament(players=3, deals=3, bots=["random", "greedy"], seed=2,
        ...                     executor=InlineExecutor(), progress=False)
        >>> t.best() in t.bots
        True
        """
        shares = self.shares.mean(axis=1)
        return self.bots[int(np.argmax(shares))]

    @property
    def rows(self) -> list[dict[str, Any]]:
        """One dict per bot: its win share and mean score, each with its 95% interval.

        >>> from chickenfoot_nb.probability.parallel import InlineExecutor
        >>> t = play_tournament(players=3, deals=2, bots=["greedy"], seed=0,
        ...                     executor=InlineExecutor(), progress=False)
        >>> t.rows[0]["bot"], round(t.rows[0]["win_share"], 4), list(t.rows[0])[1:4]
        ('greedy', 0.3333, ['win_share', 'win_low', 'win_high'])
        """
        rows = []
        for bot in self.bots:
            w, s = self.win_share(bot), self.mean_score(bot)
            rows.append(
                {
                    "bot": bot,
                    "win_share": float(w.estimate),
                    "win_low": float(w.low),
                    "win_high": float(w.high),
                    "mean_score": float(s.estimate),
                    "score_low": float(s.low),
                    "score_high": float(s.high),
                    "deals": self.deals,
                }
            )
        return rows

    def plot(self) -> Chart:
        """Each bot's win share and mean score with 95% intervals: a :class:`Chart`.

        The same as :func:`~chickenfoot_nb.probability.plot_tournament` (``plot_tournament(t)``).
        """
        from chickenfoot_nb.probability.plots import plot_tournament

        return plot_tournament(self)

    def table(self) -> str:
        """One line per bot: its win share and mean score, each with its 95% interval (text).

        >>> from chickenfoot_nb.probability.parallel import InlineExecutor
        >>> t = play_tournament(players=3, deals=2, bots=["greedy"], seed=0,
        ...                     executor=InlineExecutor(), progress=False)
        >>> print(t.table().splitlines()[0])
        bot       win share  95% interval   mean score  95% interval
        """
        # The headings in the language spoken, each column as wide as its heading needs; the
        # bots keep their names, which are what play_tournament is given.
        bot_, win, interval, mean = _("bot"), _("win share"), _("95% interval"), _("mean score")
        a, b, c, m = max(9, len(bot_)), max(9, len(win)), max(12, len(interval)), max(10, len(mean))
        lines = [f"{bot_:{a}s} {win:>{b}s}  {interval:{c}s}   {mean:>{m}s}  {interval}"]
        for bot in self.bots:
            w, s = self.win_share(bot), self.mean_score(bot)
            share = f"{number(w.low, 3):>5s}..{number(w.high, 3):>5s}"
            lines.append(
                f"{bot:{a}s} {number(w.estimate, 3):>{b}s}  {share:{c}s}"
                f" {number(s.estimate, 1):>{m + 1}s}  {number(s.low, 1):>5s}..{number(s.high, 1):>5s}"
            )
        return "\n".join(lines)

    def __repr__(self) -> str:
        """One line: the table's settings and each bot's win share (the whole table is
        :meth:`table`, or the HTML a notebook shows)."""
        r = self.rules
        shares = ", ".join(f"{b} {self.win_share(b).estimate:.3f}" for b in self.bots)
        return (
            f"<Tournament {r.preset_name} double-{r.set}, {self.players} players, "
            f"{self.deals} deals against {self.against}: win shares {shares}>"
        )

    def _repr_html_(self) -> str:
        # the old text repr's words as the caption, and one row per bot
        r = self.rules
        words = (
            ngettext(
                "{preset}, double-{n}, {players} players, {deals} deal, each bot once from every "
                "seat against {against} bots (fair share {fair}):",
                "{preset}, double-{n}, {players} players, {deals} deals, each bot once from every "
                "seat against {against} bots (fair share {fair}):",
                self.deals,
            )
            .format(
                preset=r.preset_name,
                n=r.set,
                players=self.players,
                deals=self.deals,
                against=self.against,
                fair=number(self.fair_share, 3),
            )
            .rstrip(":")
        )
        # Translators: the headings of the tournament's table, as in its text form.
        bot_, win, interval, mean = _("bot"), _("win share"), _("95% interval"), _("mean score")
        head = "".join(
            f"<th scope='col'>{html.escape(h)}</th>" for h in (bot_, win, interval, mean, interval)
        )
        body = ""
        for row in self.rows:
            cells = (
                number(row["win_share"], 3),
                f"{number(row['win_low'], 3)}..{number(row['win_high'], 3)}",
                number(row["mean_score"], 1),
                f"{number(row['score_low'], 1)}..{number(row['score_high'], 1)}",
            )
            said = "".join(f"<td style='text-align:right'>{html.escape(c)}</td>" for c in cells)
            body += f"<tr><th scope='row'>{html.escape(row['bot'])}</th>{said}</tr>"
        return (
            f"<table class='cf-tournament'><caption>{html.escape(words)}</caption>"
            f"<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"
        )


def play_tournament(
    rules: Rules | str = "spruce",
    players: int = 4,
    deals: int = 100,
    *,
    bots: Sequence[str] = BOT_NAMES,
    against: str = "greedy",
    seed: int | None = 0,
    executor: Executor | None = None,
    workers: int | None = None,
    progress: bool = True,
) -> Tournament:
    """Play every bot of ``bots`` from every seat of the same ``deals`` deals, against ``against``.

    ``bots`` are names of :data:`~chickenfoot_nb.bots.BOT_NAMES`. The deals come from
    ``seed``, the same for every bot; a search bot's own generator is seeded from the deal,
    so the same call gives the same table on any executor. ``executor``, ``workers`` and
    ``progress`` work as in :func:`~chickenfoot_nb.probability.play_rounds` (a progress bar
    counts the deals played).

    >>> from chickenfoot_nb.probability.parallel import InlineExecutor
    >>> t = play_tournament(players=2, deals=3, bots=["random"], seed=0,
    ...                     executor=InlineExecutor(), progress=False)
    >>> t.shares.shape, t.deals
    ((1, 3), 3)
    """
    r = Rules.preset(rules) if isinstance(rules, str) else rules
    r.check_players(players)
    if deals < 2:
        raise ChickenFootError(
            _("a tournament needs at least 2 deals for an interval, not {deals}").format(
                deals=deals
            )
        )
    for name in (*bots, against):
        make_bot(name)  # an unknown name is refused here, in words, not inside a worker
    seeds = np.random.SeedSequence(seed).generate_state(deals, dtype=np.uint64).tolist()
    sizes = chunk_sizes(deals, CHUNK)
    starts = np.cumsum([0, *sizes])
    jobs = [
        _Job(r, players, bot, against, tuple(seeds[a:b]))
        for bot in bots
        for a, b in zip(starts[:-1], starts[1:], strict=True)
    ]
    parts = run_chunks(
        _play_chunk,
        jobs,
        sizes=[len(j.seeds) for j in jobs],
        executor=executor,
        workers=workers,
        progress=progress,
        # The progress bar's words are said now, in the language spoken as the run starts.
        desc=ngettext("{bots} bots x {deals} deal", "{bots} bots x {deals} deals", deals).format(
            bots=len(bots), deals=deals
        ),
    )
    rows = [parts[i * len(sizes) : (i + 1) * len(sizes)] for i in range(len(bots))]
    shares = np.array([np.concatenate([share for share, _ in row]) for row in rows])
    scores = np.array([np.concatenate([score for _, score in row]) for row in rows])
    return Tournament(r, players, tuple(bots), against, shares, scores)


def _play_chunk(job: _Job) -> tuple[np.ndarray, np.ndarray]:
    p = job.players
    shares = np.zeros(len(job.seeds))
    scores = np.zeros(len(job.seeds))
    for d, seed in enumerate(job.seeds):
        for seat in range(p):
            players: list[Bot | str] = [job.against] * p
            players[seat] = make_bot(job.bot, seed=f"{seed}:{seat}")
            r = play_round(Round.deal(job.rules, p, seed=seed), players, seed=seed)
            result = r.scores
            assert result is not None
            low = min(result)
            if result[seat] == low:
                shares[d] += 1 / result.count(low)
            scores[d] += result[seat]
    return shares / p, scores / p
