"""Two small controls of an exercise that ipywidgets does not make accessible.

:class:`Choice` is a set of choices that is one radio group: one Tab stop, arrow keys to
move and choose. ipywidgets' ``RadioButtons`` draws radios that share no name, so in the
browser each is its own Tab stop and the arrow keys do nothing; this draws native radios
with one name, in a ``role="radiogroup"`` named for its question.

:class:`Feedback` holds what a Check says after a try, in a polite live region that is
there before the words change (an ``HTML`` widget replaces its whole content, which
screen readers do not announce). In the browser it also makes the Check round it a
landmark (``role="region"``) named by the Check's question, so that no part of an
exercise lies outside a landmark in Voila.

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

from chickenfoot_nb.i18n import _
from chickenfoot_nb.render.palette import CSS_COLOURS, theme_css

FOCUS = CSS_COLOURS["focus ring"]


class Choice(anywidget.AnyWidget):
    """Radio buttons for ``options``; ``value`` is the chosen one (``""``: none yet)."""

    _esm = Path(__file__).with_name("choice.js")
    _css = (
        theme_css()
        + f"""
    .cf-choice {{ display: flex; flex-direction: column; gap: 2px; padding: 2px 16px 2px 0; }}
    .cf-choice label {{ display: flex; align-items: center; gap: 6px; cursor: pointer; }}
    .cf-choice input:focus-visible {{ outline: 2px solid var(--cf-focus-ring, {FOCUS}); outline-offset: 2px; }}
    """
    )

    options = traitlets.Tuple().tag(sync=True)
    value = traitlets.Unicode("").tag(sync=True)
    label = traitlets.Unicode("").tag(sync=True)

    def __init__(self, **kwargs: object) -> None:
        # Its name when none is given, said in the language spoken as it is made.
        kwargs.setdefault("label", _("Choices"))
        super().__init__(**kwargs)


class Feedback(anywidget.AnyWidget):
    """HTML words in a live region (``role="status"``): set ``value`` and they are spoken.

    >>> f = Feedback()
    >>> f.value = "<b>✔ Right.</b>"
    >>> f.value
    '<b>✔ Right.</b>'
    """

    _esm = Path(__file__).with_name("feedback.js")

    value = traitlets.Unicode("").tag(sync=True)
