"""The pictures show the numbers they are given (drawn with Agg, no display needed)."""

from io import BytesIO

import matplotlib
import numpy as np
import pytest
from IPython.display import display as IPython_display
from matplotlib.figure import Figure

from chickenfoot_nb.probability import (
    can_open,
    doubles_in_hand,
    holds_number,
    pip_total,
)
from chickenfoot_nb.probability.games import compare_options, play_rounds
from chickenfoot_nb.probability.montecarlo import (
    simulate_doubles_in_hand,
    simulate_holds_number,
    simulate_pip_total,
)
from chickenfoot_nb.probability.montecarlo_round import simulate_can_open
from chickenfoot_nb.probability.parallel import InlineExecutor
from chickenfoot_nb.probability.plots import (
    plot_chances,
    plot_convergence,
    plot_distribution,
    plot_exact_vs_simulated,
    plot_game_stats,
    plot_option_comparison,
)

# The figures never touch pyplot; Agg makes sure nothing tries to open a window.
matplotlib.use("Agg")


def png(fig: Figure) -> bytes:
    buffer = BytesIO()
    fig.savefig(buffer, format="png", dpi=50)
    return buffer.getvalue()


def test_distribution_bars_are_the_exact_probabilities() -> None:
    exact = doubles_in_hand(9, 7)
    fig = plot_distribution(exact, simulate_doubles_in_hand(9, 7, samples=3000, seed=0))
    ax = fig.axes[0]
    heights = [p.get_height() for p in ax.patches]
    assert heights == pytest.approx([float(p) for p in exact.probabilities])
    assert ax.get_title() == exact.what
    labels = ax.get_legend_handles_labels()[1]
    assert "simulated (3,000 hands)" in labels and "exact" in labels
    assert png(fig).startswith(b"\x89PNG")


def test_many_values_are_drawn_as_a_line() -> None:
    fig = plot_distribution(pip_total(9, 7), simulate_pip_total(9, 7, samples=3000, seed=0))
    assert len(fig.axes[0].lines) >= 2  # the mean and the simulated step line


def test_convergence_ends_at_the_estimate_and_shows_the_exact_value() -> None:
    exact = holds_number(9, 9, 7)
    e = simulate_holds_number(9, 9, 7, samples=5000, seed=1)
    ax = plot_convergence(e, exact).axes[0]
    running, truth = ax.lines[0], ax.lines[1]
    assert running.get_ydata()[-1] == pytest.approx(e.estimate)
    assert truth.get_ydata()[0] == pytest.approx(exact.value)
    low, high = ax.get_ylim()
    assert low < exact.value < high and ax.get_xscale() == "log"


def test_two_panels_and_chances() -> None:
    fig = plot_exact_vs_simulated(
        doubles_in_hand(6, 5), simulate_doubles_in_hand(6, 5, samples=500, seed=0)
    )
    assert len(fig.axes) == 2
    players = [2, 3]
    fig = plot_chances(
        [str(p) for p in players],
        [can_open("spruce", p) for p in players],
        [simulate_can_open("spruce", p, samples=500, seed=p) for p in players],
        title="opening",
    )
    bars = [p.get_height() for p in fig.axes[0].patches]
    assert bars == pytest.approx([can_open("spruce", p).value for p in players])


def test_game_pictures() -> None:
    stats = play_rounds("spruce", 4, 40, seed=0, executor=InlineExecutor(), progress=False)
    fig = plot_game_stats(stats)
    wins = fig.axes[0]
    assert [p.get_height() for p in wins.patches] == pytest.approx(
        [stats.win_share(k).estimate for k in range(4)]
    )
    comparison = compare_options(
        "spruce", 2, 20, options={"double_blank": [0]}, executor=InlineExecutor(), progress=False
    )
    fig = plot_option_comparison(comparison)
    turns = fig.axes[1]
    assert [p.get_width() for p in turns.patches] == pytest.approx(
        [float(np.mean(s.turns)) for _, s in comparison.variants]
    )
    assert png(fig).startswith(b"\x89PNG")


def test_every_chart_says_its_numbers_in_words_and_shows_as_an_image_with_them() -> None:
    exact = doubles_in_hand(9, 7)
    fig = plot_exact_vs_simulated(exact, simulate_doubles_in_hand(9, 7, samples=2000, seed=0))
    assert "most likely 1 (40%)" in fig.alt and "2,000 simulated hands" in fig.alt
    assert "exact value 1.273, inside the final band" in fig.alt
    stats = play_rounds("spruce", 3, rounds=20, executor=InlineExecutor(), progress=False)
    words = plot_game_stats(stats).alt
    assert "20 rounds" in words and "fair share 33%" in words
    chances = plot_chances(["2", "3"], [can_open("spruce", p) for p in (2, 3)], title="spruce")
    assert chances.alt == "Bar chart of exact chances, spruce: 2: 89%; 3: 84%."
    comparison = compare_options(
        "spruce", 2, rounds=10, options={"double_blank": [0]},
        executor=InlineExecutor(), progress=False,
    )  # fmt: skip
    assert "double_blank=0: starter's win share" in plot_option_comparison(comparison).alt

    from IPython.core.interactiveshell import InteractiveShell
    from IPython.utils.capture import capture_output

    InteractiveShell.instance()
    with capture_output() as shown:
        IPython_display(chances)
    [output] = shown.outputs
    assert output.data["text/html"].startswith('<img alt="Bar chart of exact chances, spruce')


def test_a_readers_own_axes_keep_their_figure_plain() -> None:
    fig = Figure()
    plot_distribution(doubles_in_hand(6, 7), ax=fig.add_subplot())
    assert not hasattr(fig, "alt")
