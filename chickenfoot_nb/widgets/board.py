"""The clickable board: an anywidget that shows pictures and sends clicks and keys back to Python.

The browser sends each click and key as a message of its own (``{"kind": "tile", "tile":
"9|4"}``), and the board sets its ``event`` trait from it, which Python observes. ``n``
counts events, so two clicks on the same tile are two changes. Messages, not a synced
trait: the widgets' throttle sends a trait set twice while the kernel is busy once, with
its last value, so a key pressed just after another would be lost.
Tiles are found by the renderer's DOM contract: ``.tile[data-tile]`` in hand or on the
table, ``.face-down[data-seat]`` for hidden hands, and ``[data-target]`` for the places a
selected tile may go. The table picture (``.cf-table-area > svg``) can be zoomed and panned
in the browser; that changes nothing in Python. Python may open a table on part of it
(:meth:`Board.open_on`, a frame from :func:`~chickenfoot_nb.render.frame.open_frame`): the
board shows that ``frame`` and says so; Fit and the 0 key show the whole table.

Python sets ``announce`` (``{"text": ..., "kind": "info" | "refused" | "error", "n": ...}``)
and the board speaks it in a live region: refusals at once, the rest politely.

The script holds no words of its own: ``words`` gives them in the language spoken
(:func:`~chickenfoot_nb.widgets.language.board_words`), and ``lang`` is the BCP 47 tag the
board, its live regions and its game carry, so that a screen reader reads them rightly.

>>> b = Board(html="<svg class='cf-round'></svg>")
>>> b.html.startswith("<svg"), b.event
(True, {})
>>> b.receive({"kind": "key", "key": "s"}); b.receive({"kind": "key", "key": "s"})
>>> b.event
{'kind': 'key', 'key': 's', 'n': 2}
>>> b.open_on((0, 0, 400, 150)); b.frame, b.opened
([0.0, 0.0, 400.0, 150.0], 1)
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from pathlib import Path

import anywidget
import traitlets

from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.i18n import _, html_lang
from chickenfoot_nb.render.palette import theme_css
from chickenfoot_nb.widgets.checks import shown
from chickenfoot_nb.widgets.language import board_words

#: Every widget's style: the colours of both themes first (board.css names them as
#: --cf-focus-ring ...), then board.css. A widget with no board (the HandExplorer) carries it
#: through its sliders, so that its messages look like every other widget's.
STYLESHEET = theme_css() + "\n" + Path(__file__).with_name("board.css").read_text()


class Board(anywidget.AnyWidget):
    """Pictures that report clicks on tiles and targets, and keys, through ``event``."""

    _esm = Path(__file__).with_name("board.js")
    _css = STYLESHEET

    html = traitlets.Unicode("", help="the pictures to show, as HTML holding SVG").tag(sync=True)
    event = traitlets.Dict(help="the last click or key: kind, what, n (set from messages)")
    label = traitlets.Unicode("Chicken Foot board").tag(sync=True)
    announce = traitlets.Dict(help="words for the live region: text, kind, n").tag(sync=True)
    words = traitlets.Dict(help="the script's own words, in the language spoken").tag(sync=True)
    lang = traitlets.Unicode("en", help="the language of the words, as HTML's lang").tag(sync=True)
    number = traitlets.Int(1, help="which game of this kernel the board shows: its name says it")
    frame = traitlets.List(
        traitlets.Float(),
        default_value=None,
        allow_none=True,
        help="the viewBox the table opened on (x, y, width, height), or None for all of it",
    ).tag(sync=True)
    opened = traitlets.Int(0, help="how many tables were opened: each one resets the view").tag(
        sync=True
    )

    def __init__(self, **kwargs: object) -> None:
        super().__init__(**kwargs)
        self.on_msg(lambda _, content, __: self.receive(content))
        self.speak()

    def receive(self, content: object) -> None:
        """Take one click or key sent by the browser (anything else is ignored)."""
        if isinstance(content, dict) and isinstance(content.get("kind"), str):
            self.event = {**content, "n": int(self.event.get("n", 0)) + 1}

    def open_on(self, frame: Sequence[float] | None) -> None:
        """Show the next table on ``frame`` (a viewBox of the table's picture), or whole.

        Whatever view the reader had zoomed or moved to gives way to it, even when the frame
        is the one before: a new table opens as it should. The board says it shows part of
        the table; Fit and the 0 key show all of it. A frame that is not four numbers with a
        width and a height above 0 is refused, and nothing changes.

        >>> Board().open_on((0, 0, -5, 10))
        Traceback (most recent call last):
        ...
        chickenfoot_nb.errors.ChickenFootError: A frame is a viewBox: four numbers x, y, width and height, with width and height above 0, not (0, 0, -5, 10).
        """
        box = None if frame is None else _view_box(frame)
        with self.hold_sync():
            self.frame = box  # type: ignore[assignment]  # traitlets' types miss allow_none
            self.opened += 1

    def speak(self) -> None:
        """Take the words and ``lang`` of the language spoken now (after a change of language)."""
        with self.hold_sync():
            self.words = board_words(self.number)
            self.lang = html_lang()


def _view_box(frame: Sequence[float]) -> list[float]:
    """``frame`` as four numbers, checked: a width and a height above 0."""
    try:
        box = [] if isinstance(frame, (str, bytes)) else [float(v) for v in frame]
    except (TypeError, ValueError):
        box = []
    if len(box) != 4 or not all(map(math.isfinite, box)) or min(box[2:]) <= 0:
        raise ChickenFootError(
            _(
                "A frame is a viewBox: four numbers x, y, width and height, with width and "
                "height above 0, not {value}."
            ).format(value=shown(frame))
        )
    return box
