"""Sliders for a cell: the exact distribution beside a fresh simulation, redrawn on every change.

It lives with the other widgets and uses the probability part, which knows nothing of it.
Importing it imports numpy and matplotlib: :mod:`chickenfoot_nb.widgets` loads it on first
use, so that a game needs neither.

>>> w = HandExplorer(samples=2_000)
>>> before = w.image.value
>>> w.hand.value = 3                      # what a reader's drag does, set from Python
>>> w.image.value != before, w.exact.what
(True, 'doubles in a 3-tile hand from double-9')
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import lru_cache
from typing import Any

import ipywidgets as widgets

from chickenfoot_nb.i18n import N_, _, ngettext, number, on_language_change
from chickenfoot_nb.probability.estimate import SimulatedDistribution
from chickenfoot_nb.probability.exact import doubles_in_hand, number_in_hand, pip_total
from chickenfoot_nb.probability.montecarlo import (
    simulate_doubles_in_hand,
    simulate_number_in_hand,
    simulate_pip_total,
)
from chickenfoot_nb.probability.opening import can_open
from chickenfoot_nb.probability.plots import figure_html, plot_exact_vs_simulated
from chickenfoot_nb.probability.results import Distribution
from chickenfoot_nb.rules import Rules
from chickenfoot_nb.tiles import MAX_SET, MIN_SET, set_size
from chickenfoot_nb.widgets.checks import choice, whole
from chickenfoot_nb.widgets.language import language_menu
from chickenfoot_nb.widgets.slider import Slider

Exact = Callable[[int, int], Distribution]
Simulate = Callable[[int, int, int, int], SimulatedDistribution]

#: The questions the explorer asks, each as (exact answer, simulation) from (set, hand).
QUESTIONS: dict[str, tuple[Exact, Simulate]] = {
    "doubles in the hand": (
        lambda n, h: doubles_in_hand(n, h),
        lambda n, h, k, s: simulate_doubles_in_hand(n, h, samples=k, seed=s),
    ),
    "pip total (0|0 worth 0)": (
        lambda n, h: pip_total(n, h),
        lambda n, h, k, s: simulate_pip_total(n, h, samples=k, seed=s),
    ),
    "pip total (0|0 worth 50)": (
        lambda n, h: pip_total(n, h, double_blank=50),
        lambda n, h, k, s: simulate_pip_total(n, h, double_blank=50, samples=k, seed=s),
    ),
    "tiles showing the set's top number": (
        lambda n, h: number_in_hand(n, n, h),
        lambda n, h, k, s: simulate_number_in_hand(n, n, h, samples=k, seed=s),
    ),
}

#: The explorer's labels, by key: the questions' keys are also the menu's values, so that
#: a change of language keeps the reader's choice.
HAND_WORDS = {
    "question": N_("question"),
    "set": N_("double-N set"),
    "players": N_("players"),
    "hand": N_("hand size"),
    "samples": N_("samples"),
    "seed": N_("seed"),
    "doubles in the hand": N_("doubles in the hand"),
    "pip total (0|0 worth 0)": N_("pip total (0|0 worth 0)"),
    "pip total (0|0 worth 50)": N_("pip total (0|0 worth 50)"),
    "tiles showing the set's top number": N_("tiles showing the set's top number"),
}


def hand_word(key: str) -> str:
    """One of :data:`HAND_WORDS` in the language spoken now (an unknown key is said as it is).

    >>> hand_word("hand"), hand_word("something new")
    ('hand size', 'something new')
    """
    return _(HAND_WORDS[key]) if key in HAND_WORDS else key


SAMPLES = (100, 300, 1_000, 3_000, 10_000, 30_000, 100_000, 300_000, 1_000_000)


@lru_cache(maxsize=256)
def _exact(question: str, n: int, hand: int) -> Distribution:
    return QUESTIONS[question][0](n, hand)


class HandExplorer(widgets.VBox):
    """Sliders for the set, hand size, players and samples over a picture that follows them.

    The left panel shows the exact distribution (bars) with the simulated frequencies and
    their 95% intervals; the right panel shows the simulated mean converging into its
    interval around the exact mean. Below, the chance that each preset's opener could open
    with hands of this size, for this many players. Errors are shown in the widget.

    >>> w = HandExplorer(n=6, hand=5, samples=1_000, question="pip total (0|0 worth 0)")
    >>> w.exact.mean.exact, w.simulated.samples
    (Fraction(30, 1), 1000)
    """

    def __init__(
        self,
        n: int = 9,
        hand: int = 7,
        players: int = 4,
        samples: int = 10_000,
        question: str = "doubles in the hand",
        seed: int = 0,
    ) -> None:
        whole(n, "n", least=MIN_SET, most=MAX_SET)
        whole(hand, "hand", least=1, most=21)
        whole(players, "players", least=2, most=8)
        whole(samples, "samples", least=1, most=SAMPLES[-1])
        choice(question, "question", list(QUESTIONS))
        whole(seed, "seed", least=0, most=2**32 - 1)
        style = {"description_width": "90px"}
        # The menu's values are the questions' keys; its words are said in the language spoken.
        self.question = widgets.Dropdown(
            options=[(hand_word(q), q) for q in QUESTIONS], value=question, style=style
        )
        self.set = Slider(options=tuple(range(MIN_SET, MAX_SET + 1)), value=n)
        self.players = Slider(options=tuple(range(2, 9)), value=players)
        self.hand = Slider(options=tuple(range(1, max(hand, 1) + 1)), value=hand)
        self.samples = Slider(options=tuple(sorted({*SAMPLES, samples})), value=samples)
        self.seed = widgets.IntText(value=seed, style=style)
        self.language_menu = language_menu()
        # An <img> with words, not widgets.Image: that one has no way to say what it shows.
        self.image = widgets.HTML()
        self.summary = widgets.HTML()
        self.exact: Distribution | None = None
        self.simulated: SimulatedDistribution | None = None
        self._quiet = False
        self._limit_hand()
        controls = widgets.HBox(
            [
                widgets.VBox([self.question, self.set, self.players]),
                widgets.VBox([self.hand, self.samples, self.seed, self.language_menu]),
            ]
        )
        super().__init__([controls, self.image, self.summary])
        self.add_class("cf-hand-explorer")
        for control in (self.question, self.set, self.players, self.hand, self.samples, self.seed):
            control.observe(self._changed, names="value")
        self._relabel()
        on_language_change(self._on_language)
        self.redraw()

    def _relabel(self) -> None:
        """The controls' labels in the language spoken now."""
        with self._hold():
            chosen = self.question.value
            # New options would choose the first question: the reader's choice stays.
            self.question.options = [(hand_word(q), q) for q in QUESTIONS]
            self.question.value = chosen
        self.question.description = hand_word("question")
        self.seed.description = hand_word("seed")
        for key in ("set", "players", "hand", "samples"):
            slider = getattr(self, key)
            slider.description = hand_word(key)
            slider.speak()

    def _on_language(self, code: str) -> None:
        """Say the labels and the picture's words again; the numbers stay as they are."""
        self._relabel()
        self.redraw()

    @contextmanager
    def _hold(self) -> Iterator[None]:
        self._quiet = True
        try:
            yield
        finally:
            self._quiet = False

    def _limit_hand(self) -> None:
        # Every player needs a hand: at most a share of the set each, and 21 at most.
        top = min(21, set_size(self.set.value) // self.players.value)
        with self._hold():
            self.hand.options = tuple(range(1, top + 1))

    def _changed(self, change: dict[str, Any]) -> None:
        if self._quiet:
            return
        if change["owner"] in (self.set, self.players):
            self._limit_hand()
        self.redraw()

    def redraw(self) -> None:
        """Recompute the exact answer and a fresh simulation, and redraw the picture."""
        try:
            n, h, players = self.set.value, self.hand.value, self.players.value
            self.exact = _exact(self.question.value, n, h)
            simulate = QUESTIONS[self.question.value][1]
            self.simulated = simulate(n, h, self.samples.value, self.seed.value)
            self.image.value = figure_html(
                plot_exact_vs_simulated(self.exact, self.simulated), dpi=80
            )
            self.summary.value = self._words(n, h, players)
        except Exception as error:  # the front end would swallow it: show it instead
            text = _("Could not draw: {error}").format(error=error)
            # The message line's colours come from the stylesheet the sliders carry.
            self.summary.value = f'<div class="cf-msg cf-msg-error">{html.escape(text)}</div>'

    def _words(self, n: int, h: int, players: int) -> str:
        assert self.exact is not None and self.simulated is not None
        mean = self.exact.mean
        sim = self.simulated.mean
        numbers = {
            "exact": f"<b>{mean.exact}</b>",
            "value": number(mean.value, 4),
            "simulated": number(sim.estimate, 4),
            "low": number(sim.low, 4),
            "high": number(sim.high, 4),
        }
        lines = [
            (
                _(
                    "Exact mean {exact} ≈ {value}; simulated {simulated}, "
                    "95% interval {low}..{high} (inside)."
                )
                if sim.contains(mean)
                else _(
                    "Exact mean {exact} ≈ {value}; simulated {simulated}, "
                    "95% interval {low}..{high} (outside)."
                )
            ).format(**numbers)
        ]
        for preset in ("gamerules", "spruce"):
            # The arms do not change who can open; 2 arms fit every set and player count.
            chance = can_open(Rules.preset(preset, set=n, hand_size=h, arms=2), players)
            lines.append(
                ngettext(
                    "{preset}, {players} players with {hand} tile each: the opener can open "
                    "at its first turn with chance {exact} ≈ {value}.",
                    "{preset}, {players} players with {hand} tiles each: the opener can open "
                    "at its first turn with chance {exact} ≈ {value}.",
                    h,
                ).format(
                    preset=html.escape(preset),
                    players=players,
                    hand=h,
                    exact=chance.exact,
                    value=number(chance.value, 4),
                )
            )
        return "<br>".join(lines)
