"""A slider over a few whole numbers that every reader can use: labelled, keyed, read aloud.

It is a native ``<input type="range">`` with its ``<label>``: Tab reaches it, the arrow
keys and Home/End move it, and a screen reader hears its name and value. (The handle of
ipywidgets' sliders has no accessible name.)

>>> s = Slider(options=(1, 2, 3, 5), value=2, description="hand size")
>>> s.value = 5                          # what a reader's drag or key does, set from Python
>>> s.value, s.max
(5, 5)
>>> s.options = (1, 2, 3)                # a value no longer offered falls to the next below
>>> s.value
3
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import anywidget
import traitlets

from chickenfoot_nb.i18n import html_lang
from chickenfoot_nb.render.palette import CSS_COLOURS
from chickenfoot_nb.widgets.board import STYLESHEET


class Slider(anywidget.AnyWidget):
    """A labelled slider whose ``value`` is one of ``options`` (whole numbers, in order)."""

    _esm = Path(__file__).with_name("slider.js")
    _css = (
        STYLESHEET
        + f"""
    .cf-slider {{ display: flex; align-items: center; gap: 8px; margin: 2px 0; }}
    .cf-slider label {{ width: 90px; text-align: right; }}
    .cf-slider input {{ width: 150px; }}
    .cf-slider input:focus-visible {{ outline: 2px solid var(--cf-focus-ring, {CSS_COLOURS["focus ring"]}); }}
    .cf-slider output {{ min-width: 5em; font-variant-numeric: tabular-nums; }}
    """
    )

    options = traitlets.Tuple().tag(sync=True)
    value = traitlets.Int(0).tag(sync=True)
    description = traitlets.Unicode("").tag(sync=True)
    lang = traitlets.Unicode("en", help="the language of the label, as HTML's lang").tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._keep_value({"new": self.options})
        self.speak()

    def speak(self) -> None:
        """Mark the label with the language spoken now (its owner gives the words).

        A slider in a HandExplorer marks the explorer too (it has no board to do it).
        """
        self.lang = html_lang()

    @traitlets.observe("options")
    def _keep_value(self, change: dict[str, Any]) -> None:
        options = change["new"]
        if options and self.value not in options:
            self.value = max((o for o in options if o <= self.value), default=options[0])

    @property
    def max(self) -> int:
        """The largest value offered."""
        return int(self.options[-1])
