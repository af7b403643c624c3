"""The review panel of the GameWidget: the seat's win chance over the round, its marked decisions.

An anywidget: the chart (:func:`~chickenfoot_nb.render.review_chart_svg`) whose marks are
buttons, and the list of the seat's decisions, each a button. Choosing one sends its step to
Python (``on_jump``), which shows that moment with the coach's table. While the review runs,
a progress bar and a Stop button (``on_cancel``) take the chart's place. Keys: Tab moves
among the marks and the rows, Enter or Space chooses.

>>> v = ReviewView()
>>> v.state, v.rows
('', [])
>>> jumped = []
>>> v.on_jump = jumped.append
>>> v.receive({"kind": "jump", "step": 7}); jumped
[7]
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.i18n import N_, _, html_lang, ngettext, number
from chickenfoot_nb.render.palette import CSS_COLOURS, theme_css
from chickenfoot_nb.render.review_chart import MARK_STYLE, review_chart_svg
from chickenfoot_nb.review import Decision, SeatReview, action_words
from chickenfoot_nb.widgets.checks import choice, shown, text, whole

#: The words of the panel's script, said with ``_`` in the language spoken.
WORDS = {
    "stop": N_("Stop the review"),
    "progress": N_("Review in progress"),
    "rows": N_(
        "The decisions in the order played: choose one to see that moment and the coach's table"
    ),
    "none": N_("No decision to list: every move of this seat was forced."),
}

#: The name of each mark, said with ``_``.
MARK_NAMES = {"inaccuracy": N_("inaccuracy"), "mistake": N_("mistake"), "blunder": N_("blunder")}


class ReviewView(anywidget.AnyWidget):
    """The chart and the decisions of one seat's review; it reports the step chosen."""

    _esm = Path(__file__).with_name("review_view.js")
    _css = (
        theme_css()
        + f"""
    .cf-review-panel {{ display: flex; flex-direction: column; gap: 6px; margin: 4px 0; }}
    .cf-review-panel .cf-review-heading {{ margin: 0; font-size: 14px; font-weight: 700; }}
    .cf-review-panel .cf-review-summary {{ margin: 0; padding-left: 18px; }}
    .cf-review-panel .cf-review-chart svg {{ width: 100%; height: auto; }}
    .cf-review-panel .mark {{ cursor: pointer; }}
    .cf-review-panel .mark:focus {{ outline: none; }}
    .cf-review-panel .mark:focus-visible circle,
    .cf-review-panel .mark.cf-chosen circle {{ stroke: var(--cf-focus-ring); stroke-width: 3px; }}
    .cf-review-panel ol {{ margin: 0; padding-left: 0; list-style: none;
        display: flex; flex-direction: column; gap: 2px; }}
    .cf-review-panel ol button {{ text-align: left; width: 100%; padding: 3px 6px;
        border: 1px solid {CSS_COLOURS["seat edge"]}; border-radius: 4px;
        background: {CSS_COLOURS["page"]}; color: {CSS_COLOURS["status text"]}; font: inherit;
        cursor: pointer; }}
    .cf-review-panel ol button[aria-current="step"] {{ border-width: 2px;
        border-color: {CSS_COLOURS["turn frame"]}; font-weight: 600; }}
    .cf-review-panel button:focus-visible {{ outline: 2px solid var(--cf-focus-ring);
        outline-offset: 1px; }}
    .cf-review-panel .cf-review-note {{ margin: 0;
        color: var(--cf-note-text); }}
    @media (forced-colors: active) {{
      .cf-review-panel ol button {{ border: 1px solid ButtonText; }}
      .cf-review-panel .mark:focus-visible circle {{ stroke: Highlight; }}
      .cf-review-panel button:focus-visible {{ outline: 3px solid Highlight; }}
    }}
    """
    )

    heading = traitlets.Unicode("").tag(sync=True)
    summary = traitlets.List(traitlets.Unicode()).tag(sync=True)
    chart = traitlets.Unicode("", help="the chart as SVG").tag(sync=True)
    rows = traitlets.List(traitlets.Dict(), help="one per decision: step, mark, text").tag(
        sync=True
    )
    selected = traitlets.Int(-1, help="the step shown now, or -1").tag(sync=True)
    state = traitlets.Unicode("", help="'', 'running' or 'done'").tag(sync=True)
    progress = traitlets.Float(0.0).tag(sync=True)
    words = traitlets.Dict(help="the script's own words, in the language spoken").tag(sync=True)
    lang = traitlets.Unicode("en").tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.on_jump: Callable[[int], Any] = lambda step: None
        self.on_cancel: Callable[[], Any] = lambda: None
        self.on_msg(lambda _, content, __: self.receive(content))
        self.speak()

    def receive(self, content: object) -> None:
        """Take one choice sent by the browser: ``{"kind": "jump", "step": n}`` or ``{"kind": "stop"}``."""
        if not isinstance(content, dict):
            return
        if content.get("kind") == "jump" and isinstance(content.get("step"), int):
            self.on_jump(content["step"])
        elif content.get("kind") == "stop":
            self.on_cancel()

    def speak(self) -> None:
        """Take the words and ``lang`` of the language spoken now."""
        with self.hold_sync():
            self.words = {key: _(text) for key, text in WORDS.items()}
            self.lang = html_lang()

    def show(
        self, found: SeatReview | None, state: str, progress: float, name: str, step: int
    ) -> None:
        """Show a review (or its progress, or nothing), with ``step`` the moment shown.

        >>> from chickenfoot_nb.round import Round
        >>> from chickenfoot_nb.review import review_seat
        >>> r = Round.deal("spruce", players=2, seed=4); r.play_greedily()
        >>> v = ReviewView(); v.show(review_seat(r, 0, samples=10), "done", 1.0, "Ana", 3)
        >>> v.heading, v.chart.startswith("<svg"), len(v.rows) == len(v.rows)
        ('Review of Ana', True, True)
        """
        if found is not None and not isinstance(found, SeatReview):
            raise ChickenFootError(
                _("found must be a SeatReview or None, not {value}.").format(value=shown(found))
            )
        choice(state, "state", ("", "running", "done"))
        if isinstance(progress, bool) or not isinstance(progress, (int, float)):
            raise ChickenFootError(
                _("progress must be a number from 0 to 1, not {value}.").format(
                    value=shown(progress)
                )
            )
        if not 0 <= progress <= 1:
            raise ChickenFootError(
                _("progress must be a number from 0 to 1, not {value}.").format(value=progress)
            )
        text(name, "name")
        whole(step, "step", least=0)
        with self.hold_sync():
            self.state, self.progress = state, progress
            self.heading = _("Review of {name}").format(name=name) if state else ""
            if found is None:
                self.summary, self.chart, self.rows, self.selected = [], "", [], -1
                return
            self.summary = found.sentences
            self.chart = review_chart_svg(found, name=name, selected=step)
            self.rows = [row_of(d) for d in found.decisions]
            self.selected = step


def row_of(d: Decision) -> dict[str, Any]:
    """One decision as a row of the list: its step, mark and words.

    >>> from chickenfoot_nb.actions import Action
    >>> d = Decision(0, 22, 0, Action.parse("play 6|2 on 6|6"), Action.parse("play 6|5 on 6|6"),
    ...              0.3, 0.25, 0.35, 20.0, 0.42, 0.37, 0.47, 15.0, 0.12, "mistake", False, 200, 3,
    ...              Action.parse("play 6|5 on 6|6"), 0.42)
    >>> row_of(d)["text"]
    'Move 23 ? (mistake): 6|2 on 6|6; best 6|5 on 6|6; cost 12 points of win chance'
    """
    points = round(100 * d.error)
    if d.mark is not None:
        head = _("Move {move} {sign} ({mark})").format(
            move=d.step + 1, sign=MARK_STYLE[d.mark][0], mark=_(MARK_NAMES[d.mark])
        )
    else:
        head = _("Move {move}").format(move=d.step + 1)
    if d.chosen == d.best:
        text = _("{head}: {chosen}, the coach's best").format(
            head=head, chosen=action_words(d.chosen)
        )
    else:
        cost = ngettext(
            "cost {n} point of win chance", "cost {n} points of win chance", points
        ).format(n=number(points))
        text = _("{head}: {chosen}; best {best}; {cost}").format(
            head=head, chosen=action_words(d.chosen), best=action_words(d.best), cost=cost
        )
    return {"step": d.step, "mark": d.mark or "", "text": text}
