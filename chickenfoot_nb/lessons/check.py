"""The exercise widget: a question, an answer box or choices, a Check button, and the answer folded away."""

from __future__ import annotations

import html
import re
from collections.abc import Sequence
from fractions import Fraction
from typing import Any

import ipywidgets as W

from chickenfoot_nb.hand import Hand
from chickenfoot_nb.i18n import _
from chickenfoot_nb.lessons.answers import (
    Unreadable,
    answer_text,
    read_number,
    read_numbers,
    read_tiles,
    same_text,
)
from chickenfoot_nb.lessons.controls import Choice, Feedback
from chickenfoot_nb.lessons.pictures import picture_html
from chickenfoot_nb.tiles import Tile, TileError


class Check(W.VBox):
    """An exercise: a question, an answer box or choices, a Check button, and the answer folded away.

    ``answer`` sets how a reply is read: a whole number or :class:`~fractions.Fraction`
    (``7/55``, ``0.127`` and ``12.7%`` are all read; a decimal is right when it rounds the
    answer to the places written, with two significant digits at least), a :class:`Tile`,
    a set of tiles or of whole numbers (any order), ``True``/``False`` (yes or no), or text.
    With ``choices`` the reader picks one of them and ``answer`` is the right one.
    ``picture`` is anything that draws itself as SVG (a tile, a hand, a round), shown above
    the question. ``explain`` says why, once the answer is right or shown; ``hint`` is
    offered after a wrong try.

    >>> q = Check("Which tile is 4-9?", Tile(9, 4))
    >>> q.check("9|4")
    True
    >>> q = Check("Which preset deals 7 tiles each?", "spruce", choices=["gamerules", "spruce"])
    >>> q.check("gamerules"), q.feedback.value
    (False, '<b>✘ Not yet.</b> Try again, or open “Show the answer”.')
    """

    def __init__(
        self,
        question: str,
        answer: Any,
        *,
        choices: Sequence[str] | None = None,
        explain: str = "",
        hint: str = "",
        picture: Any = None,
    ) -> None:
        if isinstance(answer, bool) and choices is None:
            choices = [_("yes"), _("no")]
            answer = choices[0] if answer else choices[1]
        if choices is not None and answer not in choices:
            raise ValueError(
                _("the answer {answer} is not one of the choices {choices}").format(
                    answer=repr(answer), choices=list(choices)
                )
            )
        if isinstance(answer, int) and not isinstance(answer, bool):
            answer = Fraction(answer)
        if isinstance(answer, set | list | tuple) and not isinstance(answer, Hand | str):
            answer = frozenset(answer)
        if isinstance(answer, Hand):
            answer = frozenset(answer)
        self.answer = answer
        self.explain = explain
        self.hint = hint
        self.attempts = 0
        self.solved = False
        self.choices = tuple(choices) if choices is not None else None

        parts: list[W.Widget] = []
        if picture is not None:
            pic = W.HTML(picture_html(picture))
            pic.add_class("cf-picture")
            parts.append(pic)
        self.question = W.HTML(_("<b>Exercise.</b> {question}").format(question=question))
        self.question.add_class("cf-question")
        parts.append(self.question)
        if self.choices is not None:
            words = re.sub("<[^>]+>", "", question)
            self.box: W.Widget = Choice(options=self.choices, label=html.unescape(words))
        else:
            # A visible label, tied to the box: a placeholder is no label once the reader types.
            self.box = W.Text(
                description=_("Your answer"),
                placeholder=self._placeholder(),
                style={"description_width": "initial"},
                layout=W.Layout(width="400px"),
            )
        self.box.add_class("cf-answer")
        self.button = W.Button(description=_("Check"), button_style="primary", icon="check")
        self.button.add_class("cf-check-button")
        self.button.on_click(lambda _: self.check())
        self.feedback = Feedback()
        self.feedback.add_class("cf-feedback")
        shown = f"<b>{html.escape(answer_text(self.answer))}</b>"
        reveal = (
            _("{answer}. {explain}").format(answer=shown, explain=explain) if explain else shown
        )
        # A native <details>: a keyboard opens it, and its words keep the page's contrast
        # (an Accordion's header is grey on grey, 4.4:1, and no Tab stop).
        self.fold = W.HTML(
            '<details class="cf-answer-fold"><summary>'
            + _("Show the answer")
            + f"</summary>{reveal}</details>"
        )
        parts += [W.HBox([self.box, self.button]), self.feedback, self.fold]
        super().__init__(
            parts, layout=W.Layout(border="1px solid #c9b99a", padding="6px 10px", margin="6px 0")
        )
        self.add_class("cf-check")

    def _placeholder(self) -> str:
        a = self.answer
        if isinstance(a, Fraction):
            return _("a number, like 12 or 7/55") if a.denominator != 1 else _("a whole number")
        if isinstance(a, Tile):
            return _("a tile, like 9|4")
        if isinstance(a, frozenset):
            if any(isinstance(x, Tile) for x in a) or not a:
                return _("tiles, like 9|4 6|2 (or none)")
            return _("numbers, like 3 7")
        return _("your answer")

    @property
    def value(self) -> str:
        """What the reader has typed or picked ('' when nothing yet)."""
        v = self.box.value
        return "" if v is None else str(v)

    def is_right(self, reply: str) -> bool:
        """Whether ``reply`` answers the question (raises :class:`Unreadable` if it cannot be read)."""
        a = self.answer
        if self.choices is not None:
            return reply == a
        if isinstance(a, Fraction):
            value, places = read_number(reply)
            if value == a:
                return True
            if places is None or a.denominator == 1:
                return False
            digits = re.sub(r"^[^1-9]*", "", reply.replace(".", "").rstrip("%"))
            return len(digits) >= 2 and abs(value - a) <= Fraction(1, 2 * 10**places)
        if isinstance(a, Tile):
            try:
                return Tile.parse(reply) == a
            except TileError as e:
                raise Unreadable(str(e)) from None
        if isinstance(a, frozenset):
            if a and all(isinstance(x, int) for x in a):
                return read_numbers(reply) == a
            return read_tiles(reply) == a
        return same_text(reply, str(a))

    def check(self, reply: str | None = None) -> bool:
        """Check ``reply`` (default: what the box holds), say right or wrong, and return whether it is right.

        This is what the Check button does; giving ``reply`` first fills the box, as a reader would.
        """
        if reply is not None:
            self.box.value = reply
        given = self.value
        if not given.strip():
            self.feedback.value = _("Write or pick an answer first.")
            return False
        try:
            right = self.is_right(given)
        except Unreadable as e:
            self.feedback.value = _("I could not read that: {reason}.").format(
                reason=html.escape(str(e))
            )
            return False
        self.attempts += 1
        if right:
            self.solved = True
            self.feedback.value = (
                _("<b>✔ Right.</b> {explain}").format(explain=self.explain)
                if self.explain
                else _("<b>✔ Right.</b>")
            )
        elif self.hint:
            self.feedback.value = _("<b>✘ Not yet.</b> Hint: {hint}").format(hint=self.hint)
        else:
            self.feedback.value = _("<b>✘ Not yet.</b> Try again, or open “Show the answer”.")
        return right

    def __repr__(self) -> str:
        return f"<Check: {re.sub('<[^>]+>', '', self.question.value)}>"
