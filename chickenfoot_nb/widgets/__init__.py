"""Interactive widgets: play a round by clicking, step through it, and ask why.

- :class:`GameController`: the model behind the game widget, with no display code.

Importing this package imports ipywidgets and anywidget; the engine never imports it.
"""

from chickenfoot_nb.widgets.controller import GameController

__all__ = ["GameController"]
