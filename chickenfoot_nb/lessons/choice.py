"""A set of choices that is one radio group: one Tab stop, arrow keys to move and choose.

ipywidgets' ``RadioButtons`` draws radios that share no name, so in the browser each is
its own Tab stop and the arrow keys do nothing; this small anywidget draws native radios
with one name, in a ``role="radiogroup"`` named for its question.

>>> c = Choice(options=("yes", "no"), label="Can 9|4 be played?")
>>> c.value, c.options
('', ('yes', 'no'))
>>> c.value = "no"                       # what a reader's click or arrow key does
>>> c.value
'no'
"""

from __future__ import annotations

from pathlib import Path

import anywidget
import traitlets

from chickenfoot_nb.render.palette import CSS_COLOURS

FOCUS = CSS_COLOURS["focus ring"]


class Choice(anywidget.AnyWidget):
    """Radio buttons for ``options``; ``value`` is the chosen one (``""``: none yet)."""

    _esm = Path(__file__).with_name("choice.js")
    _css = f"""
    .cf-choice {{ display: flex; flex-direction: column; gap: 2px; padding: 2px 0; }}
    .cf-choice label {{ display: flex; align-items: center; gap: 6px; cursor: pointer; }}
    .cf-choice input:focus-visible {{ outline: 2px solid {FOCUS}; outline-offset: 2px; }}
    """

    options = traitlets.Tuple().tag(sync=True)
    value = traitlets.Unicode("").tag(sync=True)
    label = traitlets.Unicode("Choices").tag(sync=True)
