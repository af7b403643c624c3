"""Matplotlib pictures of exact answers beside simulations, and of bot rounds.

Every function takes results and keyword options and returns a :class:`Chart`, a
:class:`matplotlib.figure.Figure` made without pyplot, so nothing global changes and it
works in any backend. Each chart says what it shows in words (:attr:`Chart.alt`): Jupyter
shows it as an image with that text as its alternative, which a screen reader reads.
Pass ``ax`` to draw into an axes of your own figure instead.

>>> from chickenfoot_nb.probability.exact import doubles_in_hand
>>> from chickenfoot_nb.probability.montecarlo import simulate_doubles_in_hand
>>> fig = plot_exact_vs_simulated(doubles_in_hand(9, 7), simulate_doubles_in_hand(9, 7, samples=2000, seed=0))
>>> len(fig.axes)
2
"""

from __future__ import annotations

import base64
import html
import io
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import numpy as np
from matplotlib.axes import Axes
from matplotlib.figure import Figure

from chickenfoot_nb.i18n import _, ngettext, number, percent, significant
from chickenfoot_nb.probability.estimate import Estimate, SimulatedDistribution, wilson
from chickenfoot_nb.probability.results import Distribution, Exact
from chickenfoot_nb.render.palette import figure_css

if TYPE_CHECKING:
    # Only named in annotations: the results import this module to draw themselves
    # (``GameStats.plot()``), so importing them here would make a cycle.
    from chickenfoot_nb.probability.games import GameStats, OptionComparison
    from chickenfoot_nb.probability.tournament import Tournament

EXACT = "#4c72b0"
SIMULATED = "#dd8452"
#: Above this many values, simulated frequencies are drawn as a line, not as dots with bars.
DOTS_UP_TO = 40


#: The resolution of the picture Jupyter shows (sharp on high-density screens).
SHOWN_DPI = 120


class Chart(Figure):
    """A figure that says in words what it shows, for readers who cannot see it.

    Jupyter shows it as an ``<img>`` whose ``alt`` is :attr:`alt`; everywhere else it is a
    plain matplotlib figure.

    >>> fig = Chart(figsize=(2, 1))
    >>> fig.alt = "an empty chart"
    >>> figure_html(fig).startswith('<img alt="an empty chart" src="data:image/png;base64,')
    True
    """

    alt: str = ""

    def _ipython_display_(self) -> None:
        from IPython.display import HTML, display

        display(HTML(figure_html(self)))


def figure_html(fig: Figure, alt: str | None = None, *, dpi: int = SHOWN_DPI) -> str:
    """An ``<img>`` of ``fig`` as a PNG, with ``alt`` (or the chart's own words) as its text.

    The PNG has a transparent ground, and the ``<style>`` beside it turns it for a dark
    page (:func:`~chickenfoot_nb.render.palette.figure_css`): no white box in a dark theme.

    >>> fig = Figure(figsize=(2, 1))
    >>> 'alt="two bars"' in figure_html(fig, "two bars")
    True
    """
    words = alt if alt is not None else getattr(fig, "alt", "") or _("a chart")
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=dpi, transparent=True)
    data = base64.b64encode(buf.getvalue()).decode("ascii")
    return (
        f'<img alt="{html.escape(words)}" src="data:image/png;base64,{data}" class="cf-figure" '
        f'style="max-width: 100%; height: auto;"><style>{figure_css()}</style>'
    )


def _axes(ax: Axes | None, size: tuple[float, float] = (6.0, 4.0)) -> tuple[Figure, Axes]:
    if ax is not None:
        fig = ax.get_figure()
        assert isinstance(fig, Figure)
        return fig, ax
    fig = Chart(figsize=size, layout="constrained")
    return fig, fig.add_subplot()


def _describe(fig: Figure, words: str) -> None:
    """Give ``fig`` its words when it is ours (a reader's own figure keeps its own)."""
    if isinstance(fig, Chart):
        fig.alt = words


def _share(p: float) -> str:
    return percent(p, 1) if p < 0.1 else percent(p)


def _distribution_words(exact: Distribution, simulated: SimulatedDistribution | None) -> str:
    probs = [float(p) for p in exact.probabilities]
    mode = exact.values[int(np.argmax(probs))]
    words = _(
        "Bar chart of the exact chance of each value of {what}, from {low} to {high}: "
        "most likely {mode} ({share}), mean {mean}."
    ).format(
        what=exact.what,
        low=exact.values[0],
        high=exact.values[-1],
        mode=mode,
        share=_share(max(probs)),
        mean=significant(exact.mean.value, 3),
    )
    if simulated is not None:
        counts = np.bincount(
            simulated.draws.astype(np.int64) - exact.values[0], minlength=len(probs)
        )[: len(probs)]
        gap = float(np.max(np.abs(counts / simulated.samples - np.array(probs))))
        words += " " + ngettext(
            "Over it, the shares seen in {samples} simulated hands, with 95% intervals; "
            "the largest gap from the exact bars is {gap}.",
            "Over it, the shares seen in {samples} simulated hands, with 95% intervals; "
            "the largest gap from the exact bars is {gap}.",
            simulated.samples,
        ).format(samples=number(simulated.samples), gap=percent(gap, 1))
    return words


def _convergence_words(estimate: Estimate, exact: Exact | float | None) -> str:
    words = _(
        "Line chart of the running estimate of {what} as samples come in, up to {samples} "
        "on a log scale, its 95% band narrowing to {low}..{high} around {estimate}."
    ).format(
        what=estimate.what,
        samples=number(estimate.samples),
        low=significant(estimate.low, 4),
        high=significant(estimate.high, 4),
        estimate=significant(estimate.estimate, 4),
    )
    if exact is not None:
        v = exact.value if isinstance(exact, Exact) else float(exact)
        mark = (
            _("A dashed line marks the exact value {value}, inside the final band.")
            if estimate.low <= v <= estimate.high
            else _("A dashed line marks the exact value {value}, outside the final band.")
        )
        words += " " + mark.format(value=significant(v, 4))
    return words


def plot_distribution(
    exact: Distribution, simulated: SimulatedDistribution | None = None, *, ax: Axes | None = None
) -> Figure:
    """Bars of the exact distribution, and the simulated frequencies with 95% intervals on top.

    >>> from chickenfoot_nb.probability.exact import pip_total
    >>> plot_distribution(pip_total(6, 3)).axes[0].get_xlabel()
    'value'
    """
    fig, ax = _axes(ax)
    values = np.array(exact.values)
    probs = np.array([float(p) for p in exact.probabilities])
    ax.bar(
        values,
        probs,
        width=0.8 if len(values) <= DOTS_UP_TO else 1.0,
        color=EXACT,
        alpha=0.6,
        label=_("exact"),
    )
    ax.axvline(
        exact.mean.value,
        color=EXACT,
        linestyle="--",
        linewidth=1,
        label=_("exact mean {mean}").format(mean=significant(exact.mean.value, 4)),
    )
    if simulated is not None:
        seen = np.arange(
            min(values.min(), simulated.draws.min()), max(values.max(), simulated.draws.max()) + 1
        )
        counts = np.bincount(simulated.draws.astype(np.int64) - seen[0], minlength=len(seen))
        n = simulated.samples
        share = counts / n
        label = ngettext("simulated ({n} hands)", "simulated ({n} hands)", n).format(n=number(n))
        if len(seen) <= DOTS_UP_TO:
            low, high = wilson(counts.astype(float), np.full(len(seen), float(n)))
            # Rounding can put an end a hair past the share when the share is 0 or 1.
            yerr = [np.maximum(share - low, 0), np.maximum(high - share, 0)]
            ax.errorbar(
                seen,
                share,
                yerr=yerr,
                fmt="o",
                color=SIMULATED,
                markersize=4,
                capsize=3,
                label=label,
            )
        else:
            ax.step(seen, share, where="mid", color=SIMULATED, linewidth=1, label=label)
    ax.set_xlabel(_("value"))
    ax.set_ylabel(_("probability"))
    ax.set_title(str(exact.what), fontsize=10)
    ax.legend(fontsize=8)
    _describe(fig, _distribution_words(exact, simulated))
    return fig


def plot_convergence(
    estimate: Estimate, exact: Exact | float | None = None, *, ax: Axes | None = None
) -> Figure:
    """The running estimate as samples come in, its 95% band narrowing onto the exact value.

    >>> import numpy as np
    >>> e = Estimate.from_samples(np.random.default_rng(0).integers(0, 2, 500), "heads", binary=True)
    >>> plot_convergence(e, 0.5).axes[0].get_xscale()
    'log'
    """
    fig, ax = _axes(ax)
    x = estimate.checkpoints
    ax.fill_between(
        x,
        estimate.running_low,
        estimate.running_high,
        color=SIMULATED,
        alpha=0.25,
        label=_("95% interval"),
    )
    ax.plot(x, estimate.running, color=SIMULATED, linewidth=1.5, label=_("running estimate"))
    if exact is not None:
        v = exact.value if isinstance(exact, Exact) else float(exact)
        ax.axhline(
            v,
            color=EXACT,
            linestyle="--",
            linewidth=1.2,
            label=_("exact {value}").format(value=significant(v, 4)),
        )
        spread = max(estimate.high - estimate.low, 1e-9)
        settled = estimate.running_high[len(x) // 4 :], estimate.running_low[len(x) // 4 :]
        top = np.nanmax(settled[0]) if np.isfinite(settled[0]).any() else v + spread
        bottom = np.nanmin(settled[1]) if np.isfinite(settled[1]).any() else v - spread
        ax.set_ylim(min(bottom, v) - spread, max(top, v) + spread)
    ax.set_xscale("log")
    ax.set_xlabel(_("samples"))
    ax.set_ylabel(_("estimate"))
    ax.set_title(str(estimate.what), fontsize=10)
    ax.legend(fontsize=8)
    _describe(fig, _convergence_words(estimate, exact))
    return fig


def plot_exact_vs_simulated(exact: Distribution, simulated: SimulatedDistribution) -> Figure:
    """Two panels: the exact distribution beside the simulated one, and the mean converging.

    >>> from chickenfoot_nb.probability.exact import number_in_hand
    >>> from chickenfoot_nb.probability.montecarlo import simulate_number_in_hand
    >>> fig = plot_exact_vs_simulated(number_in_hand(0, 6, 5), simulate_number_in_hand(0, 6, 5, samples=500, seed=0))
    >>> [ax.get_xlabel() for ax in fig.axes]
    ['value', 'samples']
    """
    fig = Chart(figsize=(11.0, 4.0), layout="constrained")
    left, right = fig.subplots(1, 2)
    plot_distribution(exact, simulated, ax=left)
    plot_convergence(simulated.mean, exact.mean, ax=right)
    fig.alt = _("Two charts. Left: {left} Right: {right}").format(
        left=_distribution_words(exact, simulated),
        right=_convergence_words(simulated.mean, exact.mean),
    )
    return fig


def plot_chances(
    labels: Sequence[str],
    exact: Sequence[Exact],
    simulated: Sequence[Estimate] | None = None,
    *,
    title: str = "",
    ax: Axes | None = None,
) -> Figure:
    """Exact chances as bars, one per label, with the simulated estimates and intervals on top.

    >>> from chickenfoot_nb.probability.opening import can_open
    >>> fig = plot_chances(["2", "3"], [can_open("spruce", p) for p in (2, 3)], title="spruce")
    >>> fig.axes[0].get_title()
    'spruce'
    """
    fig, ax = _axes(ax)
    x = np.arange(len(labels))
    ax.bar(x, [e.value for e in exact], color=EXACT, alpha=0.6, label=_("exact"))
    if simulated is not None:
        est = np.array([s.estimate for s in simulated])
        low = np.array([s.low for s in simulated])
        high = np.array([s.high for s in simulated])
        ax.errorbar(
            x,
            est,
            yerr=[est - low, high - est],
            fmt="o",
            color=SIMULATED,
            capsize=3,
            label=_("simulated, 95% interval"),
        )
    ax.set_xticks(x, labels)
    ax.set_ylim(0, 1)
    ax.set_ylabel(_("probability"))
    ax.set_title(str(title), fontsize=10)
    ax.legend(fontsize=8)
    bars = "; ".join(
        (
            _("{label}: {share} (simulated {estimate}, 95% {low}..{high})").format(
                label=label,
                share=_share(e.value),
                estimate=_share(s.estimate),
                low=_share(s.low),
                high=_share(s.high),
            )
            if s
            else _("{label}: {share}").format(label=label, share=_share(e.value))
        )
        for label, e, s in zip(
            labels, exact, simulated if simulated is not None else [None] * len(exact), strict=True
        )
    )
    words = (
        _("Bar chart of exact chances, {title}: {bars}.").format(title=title, bars=bars)
        if title
        else _("Bar chart of exact chances: {bars}.").format(bars=bars)
    )
    _describe(fig, words)
    return fig


def _bars_with_intervals(
    ax: Any,
    at: Any,
    estimates: Sequence[Any],
    *,
    horizontal: bool = False,
    label: str | None = None,
) -> Any:
    """Bars of ``estimates`` at ``at`` with their 95% intervals as whiskers; their heights."""
    value = np.array([e.estimate for e in estimates])
    spread = [value - [e.low for e in estimates], [e.high for e in estimates] - value]
    if horizontal:
        ax.barh(at, value, color=EXACT, alpha=0.7)
        ax.errorbar(value, at, xerr=spread, fmt="none", color="black", capsize=3, label=label)
    else:
        ax.bar(at, value, color=EXACT, alpha=0.7)
        ax.errorbar(at, value, yerr=spread, fmt="none", color="black", capsize=4, label=label)
    return value


def plot_game_stats(stats: GameStats) -> Chart:
    """Three panels for bot rounds: win share by position, round length, round scores.

    Returns a :class:`Chart`; ``stats.plot()`` draws the same.

    >>> from chickenfoot_nb.probability.games import play_rounds
    >>> from chickenfoot_nb.probability.parallel import InlineExecutor
    >>> s = play_rounds("spruce", 3, rounds=30, executor=InlineExecutor(), progress=False)
    >>> len(plot_game_stats(s).axes)
    3
    """
    fig = Chart(figsize=(13.0, 4.0), layout="constrained")
    wins, length, scores = fig.subplots(1, 3)
    shares = [stats.win_share(p) for p in range(stats.players)]
    x = np.arange(stats.players)
    _bars_with_intervals(wins, x, shares, label=_("95% interval"))
    wins.axhline(1 / stats.players, color=SIMULATED, linestyle="--", label=_("fair share"))
    wins.set_xticks(x, [_("starter")] + [f"+{p}" for p in range(1, stats.players)])
    wins.set_ylabel(_("share of rounds won"))
    wins.set_title(
        ngettext("who wins ({rounds} rounds)", "who wins ({rounds} rounds)", stats.rounds).format(
            rounds=number(stats.rounds)
        ),
        fontsize=10,
    )
    wins.legend(fontsize=8)
    length.hist(
        stats.turns,
        bins=np.arange(stats.turns.min(), stats.turns.max() + 2) - 0.5,
        color=EXACT,
        alpha=0.7,
    )
    length.axvline(
        stats.turns.mean(),
        color=SIMULATED,
        linestyle="--",
        label=_("mean {mean}").format(mean=number(stats.turns.mean(), 1)),
    )
    length.set_xlabel(_("turns in the round"))
    length.set_ylabel(_("rounds"))
    length.set_title(_("round length"), fontsize=10)
    length.legend(fontsize=8)
    top = int(np.percentile(stats.scores, 99)) + 1
    bins = np.arange(0, top + 2) - 0.5 if top <= 80 else 40
    scores.hist(stats.scores[:, 0], bins=bins, color=EXACT, alpha=0.6, label=_("starter"))
    scores.hist(
        stats.scores[:, 1:].ravel(),
        bins=bins,
        color=SIMULATED,
        alpha=0.5,
        label=_("other seats"),
        weights=np.full(stats.scores[:, 1:].size, 1 / (stats.players - 1)),
    )
    scores.set_xlim(-1, top)
    scores.set_xlabel(_("round score (pips left)"))
    scores.set_ylabel(_("rounds (per seat)"))
    scores.set_title(_("round scores"), fontsize=10)
    scores.legend(fontsize=8)
    rules = stats.rules
    fig.suptitle(
        # Translators: {bot} names the bots that played, "greedy" or "greedy/random".
        ngettext(
            "{preset}, double-{n}, {players} player, {bot} bots",
            "{preset}, double-{n}, {players} players, {bot} bots",
            stats.players,
        ).format(
            preset=rules.preset_name,
            n=rules.set,
            players=stats.players,
            bot="/".join(sorted(set(stats.bots))),
        ),
        fontsize=11,
    )
    starter = _("starter")
    seats = ", ".join(
        f"{starter if p == 0 else f'+{p}'} {_share(s.estimate)}" for p, s in enumerate(shares)
    )
    fig.alt = ngettext(
        "Three charts of {rounds} rounds, {preset}, double-{n}, {players} players. Share of "
        "rounds won by seat: {seats} (fair share {fair}). Round length: {shortest} to {longest} "
        "turns, mean {turns}. Round scores: the starter's mean {starter}, the other seats' {others}.",
        "Three charts of {rounds} rounds, {preset}, double-{n}, {players} players. Share of "
        "rounds won by seat: {seats} (fair share {fair}). Round length: {shortest} to {longest} "
        "turns, mean {turns}. Round scores: the starter's mean {starter}, the other seats' {others}.",
        stats.rounds,
    ).format(
        rounds=number(stats.rounds),
        preset=rules.preset_name,
        n=rules.set,
        players=stats.players,
        seats=seats,
        fair=_share(1 / stats.players),
        shortest=stats.turns.min(),
        longest=stats.turns.max(),
        turns=number(stats.turns.mean(), 1),
        starter=number(stats.scores[:, 0].mean(), 1),
        others=number(stats.scores[:, 1:].mean(), 1),
    )
    return fig


def plot_option_comparison(comparison: OptionComparison) -> Chart:
    """One row of bars per rule variant: starter's win share, round length, mean score.

    Returns a :class:`Chart`; ``comparison.plot()`` draws the same.

    >>> from chickenfoot_nb.probability.games import compare_options
    >>> from chickenfoot_nb.probability.parallel import InlineExecutor
    >>> c = compare_options("spruce", 2, rounds=20, options={"double_blank": [0]},
    ...                     executor=InlineExecutor(), progress=False)
    >>> len(plot_option_comparison(c).axes)
    3
    """
    labels = [label for label, _ in comparison.variants]
    fig = Chart(figsize=(13.0, 1.2 + 0.45 * len(labels)), layout="constrained")
    panels = fig.subplots(1, 3, sharey=True)
    y = np.arange(len(labels))
    measures = [
        (_("starter's win share"), lambda s: s.win_share(0)),
        (_("turns per round"), lambda s: Estimate.from_samples(s.turns, _("turns"))),
        (_("mean round score"), lambda s: s.mean_score(None)),
    ]
    rows: list[list[str]] = [[label] for label in labels]
    for ax, (name, measure) in zip(panels, measures, strict=True):
        est = [measure(s) for _, s in comparison.variants]
        for row, e in zip(rows, est, strict=True):
            row.append(
                _("{measure} {value}").format(measure=name, value=significant(e.estimate, 3))
            )
        value = _bars_with_intervals(ax, y, est, horizontal=True)
        ax.axvline(value[0], color=SIMULATED, linestyle="--", linewidth=1)
        ax.set_title(name, fontsize=10)
    first = comparison.variants[0][1]
    panels[0].axvline(1 / first.players, color="grey", linestyle=":", linewidth=1, label=_("fair"))
    panels[0].legend(fontsize=8)
    panels[0].set_yticks(y, labels)
    panels[0].invert_yaxis()
    counts = {"players": first.players, "rounds": number(first.rounds)}
    fig.suptitle(
        ngettext(
            "one rule changed at a time ({players} players, {rounds} rounds each)",
            "one rule changed at a time ({players} players, {rounds} rounds each)",
            first.rounds,
        ).format(**counts),
        fontsize=11,
    )
    fig.alt = ngettext(
        "Three bar charts, one rule changed at a time ({players} players, {rounds} rounds each), "
        "one row per variant: {rows}.",
        "Three bar charts, one rule changed at a time ({players} players, {rounds} rounds each), "
        "one row per variant: {rows}.",
        first.rounds,
    ).format(rows="; ".join(f"{row[0]}: {', '.join(row[1:])}" for row in rows), **counts)
    return fig


def plot_tournament(tournament: Tournament) -> Chart:
    """Two panels for a tournament: each bot's win share and its mean score, with 95% intervals.

    Returns a :class:`Chart`; ``tournament.plot()`` draws the same.

    >>> from chickenfoot_nb.probability.tournament import play_tournament
    >>> from chickenfoot_nb.probability.parallel import InlineExecutor
    >>> t = play_tournament(players=3, deals=3, bots=["random", "greedy"], seed=0,
    ...                     executor=InlineExecutor(), progress=False)
    >>> [ax.get_title() for ax in plot_tournament(t).axes]
    ['share of rounds won', 'mean round score (low is good)']
    """
    bots = list(tournament.bots)
    fig = Chart(figsize=(10.0, 1.4 + 0.45 * len(bots)), layout="constrained")
    wins, scores = fig.subplots(1, 2, sharey=True)
    y = np.arange(len(bots))
    shares = [tournament.win_share(b) for b in bots]
    means = [tournament.mean_score(b) for b in bots]
    for ax, est in ((wins, shares), (scores, means)):
        _bars_with_intervals(ax, y, est, horizontal=True, label=_("95% interval"))
    fair = tournament.fair_share
    wins.axvline(
        fair,
        color=SIMULATED,
        linestyle="--",
        label=_("fair share {share}").format(share=number(fair, 2)),
    )
    wins.set_title(_("share of rounds won"), fontsize=10)
    wins.legend(fontsize=8)
    scores.set_title(_("mean round score (low is good)"), fontsize=10)
    # The bots keep their names: they are what play_tournament is given.
    wins.set_yticks(y, bots)
    wins.invert_yaxis()
    r = tournament.rules
    said = {
        "against": tournament.against,
        "preset": r.preset_name,
        "n": r.set,
        "players": tournament.players,
        "deals": tournament.deals,
    }
    fig.suptitle(
        ngettext(
            "each bot against {against} bots: {preset}, double-{n}, {players} players, "
            "{deals} deal from every seat",
            "each bot against {against} bots: {preset}, double-{n}, {players} players, "
            "{deals} deals from every seat",
            tournament.deals,
        ).format(**said),
        fontsize=11,
    )
    rows = "; ".join(
        _("{bot}: won {share} (95% {low} to {high}), mean score {mean}").format(
            bot=b,
            share=percent(w.estimate),
            low=percent(w.low),
            high=percent(w.high),
            mean=number(m.estimate, 1),
        )
        for b, w, m in zip(bots, shares, means, strict=True)
    )
    fig.alt = ngettext(
        "Two bar charts of a tournament against {against} bots, {preset}, double-{n}, "
        "{players} players, {deals} deal played from every seat. Fair share {fair}. {rows}.",
        "Two bar charts of a tournament against {against} bots, {preset}, double-{n}, "
        "{players} players, {deals} deals played from every seat. Fair share {fair}. {rows}.",
        tournament.deals,
    ).format(fair=percent(fair), rows=rows, **said)
    return fig


def plot_spread(
    answers: dict[int, Sequence[float]], exact: Exact | float, *, ax: Axes | None = None
) -> Figure:
    """Many runs' answers for each number of samples per run: the cloud narrows round the exact value.

    ``answers`` maps a number of samples per run to the answers of many runs of that size.

    >>> import numpy as np
    >>> rng = np.random.default_rng(0)
    >>> runs = {n: list(rng.binomial(n, 0.5, 50) / n) for n in (100, 400)}
    >>> plot_spread(runs, 0.5).alt.startswith("Dots: the answers of 50 runs")
    True
    """
    fig, ax = _axes(ax, (6.0, 3.5))
    v = exact.value if isinstance(exact, Exact) else float(exact)
    sizes = sorted(answers)
    jitter = np.random.default_rng(0).uniform(-0.2, 0.2, max(len(a) for a in answers.values()))
    for i, n in enumerate(sizes):
        values = np.asarray(answers[n], dtype=float)
        ax.scatter(i + jitter[: len(values)], values, s=5, alpha=0.45, color=SIMULATED)
    ax.axhline(
        v,
        color=EXACT,
        linestyle="--",
        linewidth=1.2,
        label=_("exact {value}").format(value=significant(v, 4)),
    )
    ax.set_xticks(range(len(sizes)), [number(n) for n in sizes])
    ax.set_xlabel(_("samples in each run"))
    ax.set_ylabel(_("the run's answer"))
    ax.legend(fontsize=8)
    widths = [
        float(np.percentile(answers[n], 97.5) - np.percentile(answers[n], 2.5)) for n in sizes
    ]
    _describe(
        fig,
        _(
            "Dots: the answers of {runs} runs for each number of samples in a run ({sizes}); "
            "a dashed line at the exact value {value}. The middle 95% of the answers is "
            "{first} wide for the fewest samples and {last} wide for the most."
        ).format(
            runs=number(len(answers[sizes[0]])),
            sizes=", ".join(number(n) for n in sizes),
            value=significant(v, 4),
            first=number(widths[0], 3),
            last=number(widths[-1], 3),
        ),
    )
    return fig


def plot_intervals(
    runs: Sequence[Estimate], exact: Exact | float, *, ax: Axes | None = None
) -> Figure:
    """One 95% interval a run, stacked: those that miss the exact value drawn thick and dashed.

    >>> import numpy as np
    >>> rng = np.random.default_rng(1)
    >>> runs = [Estimate.from_samples(rng.integers(0, 2, 200), "heads", binary=True) for _ in range(20)]
    >>> "20 runs" in plot_intervals(runs, 0.5).alt
    True
    """
    fig, ax = _axes(ax, (6.0, 5.0))
    v = exact.value if isinstance(exact, Exact) else float(exact)
    caught = 0
    for i, run in enumerate(runs):
        hit = run.low <= v <= run.high
        caught += hit
        # A miss differs in width and dash as well as colour: no colour vision needed.
        ax.plot(
            [run.low, run.high],
            [i, i],
            color=EXACT if hit else SIMULATED,
            linewidth=1.2 if hit else 2.4,
            linestyle="-" if hit else (0, (3, 1.5)),
        )
    ax.axvline(v, color="black", linestyle="--", linewidth=1)
    ax.set_yticks([])
    ax.set_xlabel(_("the 95% interval of each run"))
    ax.set_ylabel(_("runs"))
    _describe(
        fig,
        _(
            "{runs} runs, one 95% interval each, stacked; a dashed line at the exact value "
            "{value}. {caught} of the intervals hold it; the {missed} that miss it are drawn "
            "thick and dashed."
        ).format(
            runs=number(len(runs)),
            value=significant(v, 4),
            caught=number(caught),
            missed=number(len(runs) - caught),
        ),
    )
    return fig
