"""Probability with domino hands: exact answers, simulations that converge on them, and plots.

The in-game chances and the opening chances load at once and need only the standard
library, so the odds panel of a game works where numpy is not installed (a JupyterLite
site offline). The exact hand answers (numpy), simulations, bot rounds, plots (matplotlib)
load the first time one of their names is used.

- exact, for one hand: :func:`doubles_in_hand`, :func:`number_in_hand`, :func:`pip_total`,
  :func:`holds_tile`, :func:`holds_number`, :func:`someone_holds`, :func:`distribution_of`;
- exact, for the opening: :func:`can_open`;
- during a round, from one seat: :func:`next_draw_playable`, :func:`opponent_holds`,
  :func:`seat_holds_number`;
- simulations: ``simulate_…`` for each question above, returning an :class:`Estimate` or
  a :class:`SimulatedDistribution`;
- bot rounds: :func:`play_rounds`, :func:`compare_options`, :func:`play_tournament`;
- reviews of many records (skill, luck and accuracy per player): :func:`review_many`;
- every table of results (a review table, a tournament, bot rounds, rule variants) is a
  :class:`Table`: ``.rows``, ``.plot()``, ``.to_csv()``, ``.to_dataframe()``;
- pictures: ``plot_…`` (the sliders over them are
  :class:`~chickenfoot_nb.widgets.HandExplorer`, with the other widgets).

>>> from chickenfoot_nb.probability import doubles_in_hand, simulate_doubles_in_hand
>>> exact = doubles_in_hand(9, 7)
>>> simulate_doubles_in_hand(9, 7, samples=10_000, seed=0).mean.contains(exact.mean)
True
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

from chickenfoot_nb.probability.ingame import next_draw_playable, opponent_holds, seat_holds_number
from chickenfoot_nb.probability.opening import can_open, open_chance
from chickenfoot_nb.probability.results import Distribution, Exact

_LAZY = {
    "distribution_of": "exact",
    "doubles_in_hand": "exact",
    "hand_pool": "exact",
    "hands_by_score": "exact",
    "holds_number": "exact",
    "holds_tile": "exact",
    "number_in_hand": "exact",
    "pip_total": "exact",
    "someone_holds": "exact",
    "Estimate": "estimate",
    "SimulatedDistribution": "estimate",
    "rng_for": "montecarlo",
    "sample_hands": "montecarlo",
    "simulate_can_open": "montecarlo_round",
    "simulate_doubles_in_hand": "montecarlo",
    "simulate_holds_number": "montecarlo",
    "simulate_holds_tile": "montecarlo",
    "simulate_next_draw_playable": "montecarlo_round",
    "simulate_number_in_hand": "montecarlo",
    "simulate_opponent_holds": "montecarlo_round",
    "simulate_pip_total": "montecarlo",
    "simulate_someone_holds": "montecarlo",
    "GameStats": "games",
    "OptionComparison": "games",
    "compare_options": "games",
    "one_option_changes": "games",
    "play_rounds": "games",
    "Tournament": "tournament",
    "play_tournament": "tournament",
    "PlayerSummary": "reviews",
    "ReviewRow": "reviews",
    "ReviewTable": "reviews",
    "review_many": "reviews",
    "Table": "tabular",
    "InlineExecutor": "parallel",
    "run_chunks": "parallel",
    "Chart": "plots",
    "figure_html": "plots",
    "plot_chances": "plots",
    "plot_convergence": "plots",
    "plot_distribution": "plots",
    "plot_exact_vs_simulated": "plots",
    "plot_game_stats": "plots",
    "plot_intervals": "plots",
    "plot_option_comparison": "plots",
    "plot_spread": "plots",
    "plot_tournament": "plots",
}

__all__ = [
    "Distribution",
    "Exact",
    "can_open",
    "next_draw_playable",
    "open_chance",
    "opponent_holds",
    "seat_holds_number",
    *_LAZY,
]


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'chickenfoot_nb.probability' has no attribute {name!r}")
    value = getattr(import_module(f"chickenfoot_nb.probability.{module}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)
