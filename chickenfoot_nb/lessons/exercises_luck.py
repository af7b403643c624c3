"""The exercises of lesson 10b: skill and luck over many rounds.

Two predictions ask what happens to luck as rounds are added: whether a player's *total* luck
comes back towards 0 (it does not: that is the gambler's fallacy) and how much narrower the
spread of its *mean* luck per round gets (like one over the square root of the rounds). Both
are built on ``luck``, the lesson's simulated luck in points of win chance, one row per player
and one column per round, and reveal a chart of it once the reader has committed an answer.

>>> import numpy as np
>>> from chickenfoot_nb.lessons import ask
>>> luck = np.random.default_rng(0).normal(0, 50, size=(400, 90))
>>> q = ask("luck-total-farther", luck)
>>> q.predict, q.answer
(True, 'farther from 0')
>>> ask("luck-mean-narrower", luck).answer
Fraction(3, 1)
"""

from __future__ import annotations

import math
from typing import Any

from chickenfoot_nb.i18n import N_, _, ngettext, number, percent
from chickenfoot_nb.lessons.check import Check
from chickenfoot_nb.lessons.registry import exercise

__all__ = ["EARLY", "LATE", "farther_share", "luck_paths", "spread_after"]

#: The two moments the predictions compare: after the first 10 rounds, and after all 90.
EARLY, LATE = 10, 90
#: How many players' own lines the chart draws (the band is over every player).
DRAWN = 25

#: The answers to "after 90 rounds, the total luck is usually …".
TOTAL_CHOICES = (
    N_("nearer to 0: luck evens out"),
    N_("about as far from 0"),
    N_("farther from 0"),
)


def _checked(luck: Any) -> Any:
    """``luck`` as a float array of players × rounds, with the rounds the questions need."""
    import numpy as np

    luck = np.asarray(luck, dtype=np.float64)
    if luck.ndim != 2 or luck.shape[0] < 2 or luck.shape[1] < LATE:
        raise ValueError(
            f"luck must hold one row per player (2 or more) and {LATE} rounds or more, "
            f"not shape {luck.shape}"
        )
    return luck


def spread_after(luck: Any, rounds: int, *, mean: bool = False) -> float:
    """The spread (standard deviation over the players) of the total luck after ``rounds``
    rounds, or of the mean luck per round with ``mean=True``.

    >>> import numpy as np
    >>> luck = np.array([[10.0, 10.0], [-10.0, -10.0]])
    >>> spread_after(luck, 2), spread_after(luck, 2, mean=True)
    (20.0, 10.0)
    """
    import numpy as np

    totals = np.asarray(luck, dtype=np.float64)[:, :rounds].sum(axis=1)
    return float((totals / rounds if mean else totals).std())


def farther_share(luck: Any, early: int = EARLY, late: int = LATE) -> tuple[float, float, float]:
    """The share of players whose total luck after ``late`` rounds is farther from 0 than after
    ``early`` rounds, with its 95% interval (Wilson's).

    >>> import numpy as np
    >>> share, low, high = farther_share(np.ones((4, 90)))
    >>> share, low < 1 == high
    (1.0, True)
    """
    import numpy as np

    from chickenfoot_nb.probability.estimate import wilson

    totals = np.asarray(luck, dtype=np.float64).cumsum(axis=1)
    farther = np.abs(totals[:, late - 1]) > np.abs(totals[:, early - 1])
    low, high = wilson(np.array([farther.sum()]), np.array([len(farther)]))
    return float(farther.mean()), float(low[0]), float(high[0])


def luck_paths(luck: Any, *, mean: bool = False) -> Any:
    """A chart of the players' total luck (or mean luck per round) round by round: a few
    players' own lines, and the band of the average ± 2 spreads over every player.

    >>> import numpy as np
    >>> fig = luck_paths(np.random.default_rng(1).normal(0, 50, size=(50, 90)))
    >>> fig.axes[0].get_xlabel(), "band" in fig.alt
    ('rounds played', True)
    """
    import numpy as np

    from chickenfoot_nb.probability.plots import EXACT, SIMULATED, _axes, _describe

    luck = np.asarray(luck, dtype=np.float64)
    players, rounds = luck.shape
    n = np.arange(1, rounds + 1)
    paths = luck.cumsum(axis=1)
    if mean:
        paths = paths / n
    middle, spread = paths.mean(axis=0), paths.std(axis=0)
    fig, ax = _axes(None, (7.0, 3.6))
    for path in paths[:DRAWN]:
        ax.plot(n, path, color=EXACT, linewidth=0.7, alpha=0.35)
    said = _("average ± 2 spreads: about 95% of the players")
    ax.plot(n, middle + 2 * spread, color=SIMULATED, linewidth=2, label=said)
    ax.plot(n, middle - 2 * spread, color=SIMULATED, linewidth=2)
    ax.axhline(0, color="grey", linestyle="--", linewidth=1)
    ax.set_xlabel(_("rounds played"))
    ax.set_ylabel(_("points of win chance"))
    if mean:
        title = ngettext(
            "Mean luck per round of {players} careful player, round by round",
            "Mean luck per round of {players} careful players, round by round",
            players,
        ).format(players=number(players))
    else:
        title = ngettext(
            "Total luck of {players} careful player, round by round",
            "Total luck of {players} careful players, round by round",
            players,
        ).format(players=number(players))
    ax.set_title(title, fontsize=10)
    # under the axes, where it hides no line
    ax.legend(fontsize=8, loc="upper center", bbox_to_anchor=(0.5, -0.2))
    early, late = min(EARLY, rounds), rounds
    _describe(
        fig,
        _(
            "{title}: the lines of the first players, and a band of 2 spreads either side of "
            "the average over every player. Half the band's width in points of win chance, "
            "rounds played {early}: {early_width}; rounds played {late}: {late_width}."
        ).format(
            title=title,
            early=number(early),
            late=number(late),
            early_width=number(2 * spread[early - 1], 1),
            late_width=number(2 * spread[late - 1], 1),
        ),
    )
    return fig


def _chart(luck: Any, mean: bool) -> str:
    from chickenfoot_nb.probability.plots import figure_html

    return figure_html(luck_paths(luck, mean=mean))


@exercise("luck-total-farther", predict=True)
def _luck_total_farther(luck: Any) -> Check:
    luck = _checked(luck)
    share, low, high = farther_share(luck)
    # The answer is what the players did, and only when their interval says so clearly.
    answer = TOTAL_CHOICES[2 if low > 0.5 else 0 if high < 0.5 else 1]
    players = luck.shape[0]
    return Check(
        _(
            "Predict: a careful player plays 90 rounds. Compare its total luck after its first "
            "10 rounds with its total luck after all 90. After 90 rounds, the total is usually:"
        ),
        _(answer),
        choices=[_(c) for c in TOTAL_CHOICES],
        explain=ngettext(
            "After 90 rounds the total luck was farther from 0 than after 10 for {share} of the "
            "{players} player (95% interval {low} to {high}). Each round adds luck of its own, "
            "up or down, and nothing pays back earlier luck: the total wanders off, and its "
            "spread grows like the square root of the number of rounds.",
            "After 90 rounds the total luck was farther from 0 than after 10 for {share} of the "
            "{players} players (95% interval {low} to {high}). Each round adds luck of its own, "
            "up or down, and nothing pays back earlier luck: the total wanders off, and its "
            "spread grows like the square root of the number of rounds.",
            players,
        ).format(
            share=percent(share), players=number(players), low=percent(low), high=percent(high)
        ),
        mistakes={
            _(TOTAL_CHOICES[0]): _(
                "That is the gambler's fallacy. The tiles have no memory: bad luck in the first "
                "rounds is not paid back later. Each new round adds luck of its own, so the "
                "total wanders farther from 0; only the mean per round, the total divided by "
                "the rounds, settles near 0."
            ),
            _(TOTAL_CHOICES[1]): _(
                "The 80 later rounds each add luck of their own. Their luck partly cancels, but "
                "not all of it: the total's spread grows like the square root of the rounds, "
                "√(90/10) = 3 times wider after 90 rounds than after 10."
            ),
        },
        predict=True,
        reveal=lambda: _chart(luck, False),
    )


@exercise("luck-mean-narrower", predict=True)
def _luck_mean_narrower(luck: Any) -> Check:
    luck = _checked(luck)
    times = round(math.sqrt(LATE / EARLY))
    seen = spread_after(luck, EARLY, mean=True) / spread_after(luck, LATE, mean=True)
    return Check(
        _(
            "Predict: the mean luck per round is the total luck divided by the number of "
            "rounds. How many times narrower is the spread of the players' mean luck after 90 "
            "rounds than after 10? Give a whole number."
        ),
        times,
        explain=_(
            "√(90/10) = 3. Nine times as many rounds make the total's spread 3 times wider, and "
            "the mean divides that total by 9 times as many rounds: 9 / 3 = 3 times narrower. "
            "The simulated players' spread shrank by a factor of {seen}."
        ).format(seen=number(seen, 1)),
        mistakes={
            LATE // EARLY: _(
                "Dividing by 9 times as many rounds would make it 9 times narrower if the total "
                "stayed put, but the total's spread grows too, 3 times: the mean's spread "
                "shrinks 9 / 3 = 3 times, like one over the square root of the rounds."
            ),
            1: _(
                "The mean does settle: dividing the total by more rounds narrows its spread, "
                "like one over the square root of the rounds."
            ),
        },
        predict=True,
        reveal=lambda: _chart(luck, True),
    )


#: The self-test's answers, each said in the language spoken when it is asked.
NO_MEMORY = (
    N_("about +40: luck pays back what it took"),
    N_("about 0: the tiles do not remember"),
    N_("about −40: an unlucky player stays unlucky"),
)
BASELINE = (
    N_("Was this one move, in this one round, a mistake?"),
    N_("Over many rounds, does this player play better than the careful habit?"),
    N_("How lucky was this player?"),
)
COST_BIAS = (N_("too high"), N_("about right"), N_("too low"))


@exercise("luck-no-memory")
def _luck_no_memory() -> Check:
    return Check(
        _(
            "A careful player's luck over its first 10 rounds added up to −40 points of win "
            "chance. On average, how much luck should it expect over its next 10 rounds?"
        ),
        _(NO_MEMORY[1]),
        choices=[_(c) for c in NO_MEMORY],
        explain=_(
            "Each deal is shuffled anew: what happened before changes nothing in the next "
            "rounds, so their luck averages 0. The −40 stays in the total."
        ),
        mistakes={
            _(NO_MEMORY[0]): _(
                "That is the gambler's fallacy: the tiles have no memory and owe the player "
                "nothing. The next rounds' luck averages 0, so the total stays about −40."
            ),
            _(NO_MEMORY[2]): _(
                "Luck is not a trait of the player: each deal is shuffled anew. Only its "
                "skill stays with a player; its luck in the next rounds averages 0."
            ),
        },
    )


@exercise("skill-baseline")
def _skill_baseline() -> Check:
    return Check(
        _(
            "The review measures skill against the careful habit: the move the careful bot "
            "would make. Which question does that measure answer well?"
        ),
        _(BASELINE[1]),
        choices=[_(c) for c in BASELINE],
        explain=_(
            "Skill compares every player with one simple habit, so players can be compared "
            "over many rounds. One move is judged against the coach's best move instead."
        ),
        mistakes={
            _(BASELINE[0]): _(
                "The careful habit's move can itself be the blunder: playing it leaves skill at "
                "0. One round's moves are judged against the coach's best move: cost, marks and "
                "accuracy."
            ),
            _(BASELINE[2]): _(
                "Luck is everything the player did not choose; skill measures only its own "
                "decisions."
            ),
        },
    )


@exercise("cost-noise")
def _cost_noise() -> Check:
    return Check(
        _(
            "The coach judges a decision with only 30 worlds, so each move's win chance is a "
            "little off, up or down. The decision's cost (the best move's win chance minus the "
            "move played) comes out, on average:"
        ),
        _(COST_BIAS[0]),
        choices=[_(c) for c in COST_BIAS],
        explain=_(
            "The coach takes the move whose estimate came out best, and that is more often a "
            "move whose noise pushed it up; and a cost is never below 0. More worlds shrink the "
            "noise, and the cost with it."
        ),
        mistakes={
            _(COST_BIAS[1]): _(
                "Each move's estimate is right on average, but the coach keeps whichever came out "
                "best: more often one that came out too high. So the gap to the move played is "
                "too big on average."
            ),
            _(COST_BIAS[2]): _(
                "A cost is the best-looking move minus the move played, so it is never below 0, "
                "and the best-looking move is more often one whose estimate came out too high."
            ),
        },
    )
