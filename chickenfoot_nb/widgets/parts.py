"""Small ipywidgets pieces the game and the puzzle widgets share: a classed HTML box, a button, a gap.

>>> html_box("cf-status")._dom_classes, button("cf-draw").layout.width
(('cf-status',), 'auto')
"""

from __future__ import annotations

import ipywidgets as W


def html_box(cls: str) -> W.HTML:
    """An empty HTML widget of CSS class ``cls``."""
    w = W.HTML()
    w.add_class(cls)
    return w


def button(cls: str) -> W.Button:
    """A button of CSS class ``cls``; its owner gives its words (and says them again on a change of language)."""
    b = W.Button(layout=W.Layout(width="auto"))
    b.add_class(cls)
    return b


def gap() -> W.Box:
    """A small space between groups of buttons."""
    return W.Box(layout=W.Layout(width="12px"))
