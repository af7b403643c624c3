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
>>> s.value = 4
Traceback (most recent call last):
...
chickenfoot_nb.errors.ChickenFootError: The slider offers 1, 2, 3: 4 is not one of them.
"""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.i18n import _, html_lang
from chickenfoot_nb.render.palette import CSS_COLOURS
from chickenfoot_nb.widgets.board import STYLESHEET
from chickenfoot_nb.widgets.checks import shown, text, whole


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
        if "options" in kwargs:
            kwargs["options"] = _in_order(kwargs["options"])
        if "value" in kwargs:
            whole(kwargs["value"], "value")
        if "description" in kwargs:
            text(kwargs["description"], "description")
        super().__init__(**kwargs)
        self._keep_value({"new": self.options})
        self.speak()

    def speak(self) -> None:
        """Mark the label with the language spoken now (its owner gives the words).

        A slider in a HandExplorer marks the explorer too (it has no board to do it).
        """
        self.lang = html_lang()

    @traitlets.validate("options")
    def _whole_numbers_in_order(self, proposal: dict[str, Any]) -> tuple[int, ...]:
        return _in_order(proposal["value"])

    @traitlets.validate("value")
    def _one_of_the_options(self, proposal: dict[str, Any]) -> int:
        value = proposal["value"]
        if self.options and value not in self.options:
            raise ChickenFootError(
                _("The slider offers {options}: {value} is not one of them.").format(
                    options=", ".join(map(str, self.options)), value=value
                )
            )
        return int(value)

    @traitlets.observe("options")
    def _keep_value(self, change: dict[str, Any]) -> None:
        options = change["new"]
        if options and self.value not in options:
            self.value = max((o for o in options if o <= self.value), default=options[0])

    @property
    def max(self) -> int:
        """The largest value offered."""
        return int(self.options[-1])


def _in_order(options: Any) -> tuple[int, ...]:
    """``options`` as a tuple, when they are whole numbers in increasing order."""
    if (
        not isinstance(options, (tuple, list, range))
        or not all(isinstance(o, int) and not isinstance(o, bool) for o in options)
        or any(a >= b for a, b in itertools.pairwise(options))
    ):
        raise ChickenFootError(
            _("A slider's options are whole numbers in increasing order, not {value}.").format(
                value=shown(options)
            )
        )
    return tuple(options)
