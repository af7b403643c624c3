"""Interactive widgets: play a round by clicking, step through it, and ask why.

- :class:`GameWidget`: the table, the hands, the buttons, the timeline and the explanations.
- :class:`RulesExplorer`: one position under two rule sets, side by side.
- :class:`PuzzleWidget`: positions from real play with one clearly best move, to practise on.
- :class:`HandExplorer`: sliders that change the odds of a hand, with their plot; loaded on
  first use (:mod:`~chickenfoot_nb.widgets.hand_explorer`), as it needs numpy and matplotlib.
- :class:`GameController`: the model behind :class:`GameWidget`, with no display code
  (:mod:`~chickenfoot_nb.widgets.controller`): a thin conductor whose rooms (clicks, the
  timeline, the advice, the files) do the work, reading each moment judged once
  (:class:`~chickenfoot_nb.widgets.moment.Moment`).

Importing this package imports ipywidgets and anywidget; the engine never imports it.
"""

from typing import Any

from chickenfoot_nb.widgets.controller import GameController
from chickenfoot_nb.widgets.explorer import RulesExplorer
from chickenfoot_nb.widgets.game import GameWidget
from chickenfoot_nb.widgets.puzzle import PuzzleWidget

__all__ = ["GameController", "GameWidget", "HandExplorer", "PuzzleWidget", "RulesExplorer"]


def __getattr__(name: str) -> Any:
    """:class:`HandExplorer` on first use: it needs numpy and matplotlib, a game does not."""
    if name == "HandExplorer":
        from chickenfoot_nb.widgets.hand_explorer import HandExplorer

        return HandExplorer
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
