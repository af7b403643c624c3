"""The exercise widget: a question, an answer box or choices, a Check button, and the answer folded away."""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Mapping, Sequence
from contextvars import ContextVar
from fractions import Fraction
from typing import Any

import ipywidgets as W

from chickenfoot_nb import progress
from chickenfoot_nb.hand import Hand
from chickenfoot_nb.i18n import _, get_language, on_language_change
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

#: While true, a Check being made does not make itself: it hands back its words (see :func:`words_of`).
_ONLY_WORDS: ContextVar[bool] = ContextVar("only_words", default=False)


class Words(Exception):
    """What a Check is made of, handed back instead of a widget while :func:`words_of` runs."""

    def __init__(self, question: str, answer: Any, **more: Any) -> None:
        super().__init__(question)
        self.question, self.answer, self.more = question, answer, more


def paragraphs(*sentences: str) -> str:
    """Sentences, one paragraph each, as the HTML a prediction reveals (escaped, so a tile's ``|`` and ``<`` stay text).

    >>> paragraphs("9|4 is worth 13.", "A < B")
    '<p>9|4 is worth 13.</p><p>A &lt; B</p>'
    """
    return "".join(f"<p>{html.escape(s, quote=False)}</p>" for s in sentences)


def words_of(recipe: Callable[[], Any]) -> Words:
    """The words ``recipe`` gives its Check in the language spoken now, without making a widget.

    >>> words_of(lambda: Check(_("Draw"), 1)).question
    'Draw'
    """
    token = _ONLY_WORDS.set(True)
    try:
        recipe()
    except Words as words:
        return words
    finally:
        _ONLY_WORDS.reset(token)
    raise TypeError("the recipe made no Check")


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

    A Check on the page follows :func:`~chickenfoot_nb.i18n.set_language`: its labels,
    yes and no, and whatever feedback it shows are said again in the new language. One
    with a :attr:`recipe` (every exercise :func:`~chickenfoot_nb.lessons.ask` builds) says
    its question, choices, explanation and hint again too; the reader's reply (the same
    choice, in the new words), the attempts and whether it is solved stay as they were.
    """

    #: How to build this exercise again (its builder and position), so that it can say its
    #: words in another language; ``None`` for a Check written out in a cell.
    recipe: Callable[[], Any] | None = None
    #: The exercise's name among the lessons' (set by :func:`~chickenfoot_nb.lessons.ask`), the
    #: name the learner's progress file keeps; ``None`` for a Check written out in a cell.
    key: str | None = None

    def __init__(
        self,
        question: str,
        answer: Any,
        *,
        choices: Sequence[str] | None = None,
        explain: str = "",
        hint: str = "",
        picture: Any = None,
        mistakes: Mapping[Any, str] | None = None,
        predict: bool = False,
        reveal: Any = None,
    ) -> None:
        given = Words(
            question,
            answer,
            choices=choices,
            explain=explain,
            hint=hint,
            picture=picture,
            mistakes=dict(mistakes or {}),
        )
        if _ONLY_WORDS.get():
            raise given
        # A yes/no question's choices are the Check's own words, said again in each language.
        self._yes_no = isinstance(answer, bool) and choices is None
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
        #: Common wrong replies, each with the words aimed at it.
        self.mistakes: dict[Any, str] = dict(mistakes or {})
        #: Whether the reader predicts first: the answer stays folded away until a try.
        self.predict = predict
        #: The reader's first checked reply, for a prediction (``None`` before it).
        self.prediction: str | None = None
        self._reveal = reveal
        self.attempts = 0
        self.solved = False
        #: Whether the hint has been shown (after a wrong try).
        self.hinted = False
        self._listeners: list[Callable[[Check], None]] = []
        self.choices = tuple(choices) if choices is not None else None
        self._question = question
        self._picture = picture
        # The recipe's words in each language already said: a switch back costs nothing.
        self._words = {get_language(): given}
        # What the feedback says now, as (what, the reason a reply could not be read).
        self._said: tuple[str, str] | None = None

        parts: list[W.Widget] = []
        self.picture: W.HTML | None = None
        if picture is not None:
            self.picture = W.HTML()
            self.picture.add_class("cf-picture")
            parts.append(self.picture)
        self.question = W.HTML()
        self.question.add_class("cf-question")
        parts.append(self.question)
        if self.choices is not None:
            self.box: W.Widget = Choice(options=self.choices)
        else:
            # A visible label, tied to the box: a placeholder is no label once the reader types.
            self.box = W.Text(
                style={"description_width": "initial"}, layout=W.Layout(width="400px")
            )
        self.box.add_class("cf-answer")
        self.button = W.Button(button_style="primary", icon="check")
        self.button.add_class("cf-check-button")
        self.button.on_click(lambda _: self.check())
        self.feedback = Feedback()
        self.feedback.add_class("cf-feedback")
        self.fold = W.HTML()
        # What a prediction reveals, drawn once the reader has committed a reply.
        self.revealed = W.Output()
        self.revealed.add_class("cf-revealed")
        self._say()
        parts += [W.HBox([self.box, self.button]), self.feedback, self.fold, self.revealed]
        super().__init__(
            parts, layout=W.Layout(border="1px solid #c9b99a", padding="6px 10px", margin="6px 0")
        )
        self.add_class("cf-check")
        on_language_change(self._on_language)

    def _say(self) -> None:
        """Put the words in the language spoken now on every part; the reply stays."""
        if self.picture is not None:
            self.picture.value = picture_html(self._picture)
        self.question.value = _("<b>Exercise.</b> {question}").format(question=self._question)
        if isinstance(self.box, Choice):
            words = re.sub("<[^>]+>", "", self._question)
            self.box.label = html.unescape(words)
        else:
            self.box.description = _("Your answer")
            self.box.placeholder = self._placeholder()
        self.button.description = _("Check")
        shown = f"<b>{html.escape(answer_text(self.answer))}</b>"
        reveal = (
            _("{answer}. {explain}").format(answer=shown, explain=self.explain)
            if self.explain
            else shown
        )
        if self.predict and not self.shown:
            # A prediction is committed before anything gives the answer away.
            self.fold.value = (
                '<p class="cf-predict-note">'
                + _("Predict first: check your answer, then the lesson shows what happens.")
                + "</p>"
            )
        elif self.predict:
            self.fold.value = f'<div class="cf-answer-shown">{reveal}</div>'
        else:
            # A native <details>: a keyboard opens it, and its words keep the page's contrast
            # (an Accordion's header is grey on grey, 4.4:1, and no Tab stop).
            self.fold.value = (
                '<details class="cf-answer-fold"><summary>'
                + _("Show the answer")
                + f"</summary>{reveal}</details>"
            )
        self._say_feedback()

    @property
    def shown(self) -> bool:
        """Whether the answer may be seen: always, unless a prediction is still to be made."""
        return not self.predict or self.prediction is not None

    def on_checked(self, callback: Callable[[Check], None]) -> None:
        """Call ``callback(check)`` after every reply that could be read (right or wrong).

        >>> q = Check("How many?", 2)
        >>> q.on_checked(lambda c: print("attempts:", c.attempts))
        >>> q.check("3")
        attempts: 1
        False
        """
        self._listeners.append(callback)

    def _show_reveal(self) -> None:
        """Draw what the prediction was about, once."""
        shown, self._reveal = self._reveal, None
        if callable(shown) and not isinstance(shown, W.Widget):
            shown = shown()
        if shown is None:
            return
        from IPython.display import HTML, display

        with self.revealed:
            display(HTML(shown) if isinstance(shown, str) else shown)

    def _say_feedback(self) -> None:
        if self._said is None:
            return
        what, reason = self._said
        if what == "empty":
            said = _("Write or pick an answer first.")
        elif what == "unreadable":
            said = _("I could not read that: {reason}.").format(reason=html.escape(reason))
        elif what == "right":
            # A prediction's answer and explanation are on the page already, below.
            said = (
                _("<b>✔ Right.</b> {explain}").format(explain=self.explain)
                if self.explain and not self.predict
                else _("<b>✔ Right.</b>")
            )
        elif what == "predicted":
            said = _("<b>Your prediction: {reply}.</b> The answer: <b>{answer}</b>.").format(
                reply=html.escape(reason), answer=html.escape(answer_text(self.answer))
            )
            mistake = self._mistake_for(reason)
            if mistake:
                said += " " + mistake
        elif what == "mistake":
            said = _("<b>✘ Not yet.</b> {why}").format(why=self._mistake_for(reason) or "")
        elif what == "hint":
            said = _("<b>✘ Not yet.</b> Hint: {hint}").format(hint=self.hint)
        else:
            said = _("<b>✘ Not yet.</b> Try again, or open “Show the answer”.")
        self.feedback.value = said

    def _on_language(self, code: str) -> None:
        """Say everything again in the language ``code``; the reply, attempts and state stay."""
        old = self.choices
        if self.recipe is not None:
            if code not in self._words:
                self._words[code] = words_of(self.recipe)
            words = self._words[code]
            self._question = words.question
            self.explain = words.more["explain"]
            self.hint = words.more["hint"]
            self.mistakes = words.more["mistakes"]
            choices = words.more["choices"]
            if old is not None and choices is not None and len(choices) == len(old):
                self.choices = tuple(choices)
                self.answer = words.answer
            elif choices is None and isinstance(words.answer, str) and isinstance(self.answer, str):
                self.answer = words.answer  # an answer in words, said in the new language
        if self._yes_no and old is not None:
            self.choices = (_("yes"), _("no"))
            self.answer = self.choices[old.index(self.answer)]
        if old is not None and self.choices is not None and isinstance(self.box, Choice):
            chosen = self.box.value
            self.box.options = self.choices
            # The reader's choice stays the same one, in the new words.
            self.box.value = self.choices[old.index(chosen)] if chosen in old else chosen
        if self._said is not None and self._said[0] == "unreadable":
            try:
                self.is_right(self.value)
            except Unreadable as e:
                self._said = ("unreadable", str(e))
        self._say()

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
        return self._reads_as(reply, self.answer)

    def _mistake_for(self, reply: str) -> str | None:
        """The words aimed at ``reply`` when it is one of the common wrong replies."""
        for wrong, why in self.mistakes.items():
            if isinstance(self.answer, Fraction) and not isinstance(wrong, str):
                wrong = Fraction(wrong)
            elif isinstance(self.answer, frozenset) and not isinstance(wrong, str):
                wrong = frozenset(wrong)
            try:
                if not isinstance(wrong, str) or self.choices is not None:
                    if self._reads_as(reply, wrong):
                        return why
                elif self._reads_as(reply, self._read_like_answer(wrong)):
                    return why
            except (Unreadable, ValueError, TileError):
                continue
        return None

    def _read_like_answer(self, wrong: str) -> Any:
        """A wrong reply written as text, read the way the answer is (a number, a tile…)."""
        a = self.answer
        if isinstance(a, Fraction):
            return read_number(wrong)[0]
        if isinstance(a, Tile):
            return Tile.parse(wrong)
        if isinstance(a, frozenset):
            if a and all(isinstance(x, int) for x in a):
                return read_numbers(wrong)
            return read_tiles(wrong)
        return wrong

    def _reads_as(self, reply: str, a: Any) -> bool:
        """Whether ``reply`` reads as the value ``a`` (the answer, or a common mistake)."""
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
            self._said = ("empty", "")
        else:
            try:
                right = self.is_right(given)
            except Unreadable as e:
                self._said = ("unreadable", str(e))
            else:
                self.attempts += 1
                self.solved = self.solved or right
                if self.predict and self.prediction is None:
                    self.prediction = given
                    self._said = ("right" if right else "predicted", given)
                    self._say()
                    self._show_reveal()
                elif not right and self._mistake_for(given):
                    self._said = ("mistake", given)
                else:
                    self._said = ("right" if right else "hint" if self.hint else "wrong", "")
                self._say_feedback()
                self._keep(given, right)
                for listener in self._listeners:
                    listener(self)
                return right
        self._say_feedback()
        return False

    def _keep(self, given: str, right: bool) -> None:
        """Add this checked reply to the learner's progress file (:mod:`chickenfoot_nb.progress`)."""
        # a Check written out in a cell is named by its question, as the reader sees it
        exercise = self.key or html.unescape(re.sub("<[^>]+>", "", self._question))[:100]
        trouble = progress.checked(
            progress.lesson_of(self.key),
            exercise,
            given,
            right=right,
            first_try=self.attempts == 1,
            attempt=self.attempts,
            hints=int(self.hinted),
        )
        self.hinted = self.hinted or self._said == ("hint", "")
        if trouble:
            self.feedback.value += f'<p class="cf-progress-note">{html.escape(trouble)}</p>'

    def __repr__(self) -> str:
        return f"<Check: {re.sub('<[^>]+>', '', self.question.value)}>"
