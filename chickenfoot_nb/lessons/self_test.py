"""The self-test that ends a lesson: three checked questions and a score line."""

from __future__ import annotations

import ipywidgets as W

from chickenfoot_nb.i18n import _, ngettext, on_language_change
from chickenfoot_nb.lessons.check import Check
from chickenfoot_nb.lessons.controls import Feedback


class SelfTest(W.VBox):
    """A lesson's closing questions, with a line that counts those right at the first try.

    >>> t = SelfTest(Check("1 + 1?", 2), Check("2 + 2?", 4), Check("3 + 3?", 6))
    >>> t.checks[0].check("2"), t.checks[1].check("5"), t.checks[1].check("4")
    (True, False, True)
    >>> t.first_try, t.solved
    (1, 2)
    >>> t.score.value
    'Answered: 2 of 3. Right at the first try: 1.'
    """

    def __init__(self, *checks: Check) -> None:
        if not checks or not all(isinstance(c, Check) for c in checks):
            raise TypeError(_("a self-test is made of exercises (Check widgets)"))
        self.checks = tuple(checks)
        self.title = W.HTML()
        self.title.add_class("cf-selftest-title")
        self.score = Feedback()
        self.score.add_class("cf-selftest-score")
        for c in self.checks:
            c.on_checked(lambda _c: self._count())
        self._say()
        super().__init__([self.title, *self.checks, self.score])
        self.add_class("cf-selftest")
        on_language_change(self._on_language)

    @property
    def first_try(self) -> int:
        """How many questions were right at the first try."""
        return sum(1 for c in self.checks if c.solved and c.attempts == 1)

    @property
    def solved(self) -> int:
        """How many questions are answered right (at any try)."""
        return sum(1 for c in self.checks if c.solved)

    def _on_language(self, _code: str) -> None:
        self._say()

    def _say(self) -> None:
        n = len(self.checks)
        self.title.value = (
            "<b>"
            + ngettext(
                "Self-test: {n} question on this lesson, without looking back.",
                "Self-test: {n} questions on this lesson, without looking back.",
                n,
            ).format(n=n)
            + "</b>"
        )
        self._count()

    def _count(self) -> None:
        if not any(c.attempts for c in self.checks):
            self.score.value = ""
            return
        self.score.value = _("Answered: {solved} of {n}. Right at the first try: {first}.").format(
            solved=self.solved, n=len(self.checks), first=self.first_try
        )


def self_test(*checks: Check) -> SelfTest:
    """The self-test that ends a lesson, made of the exercises ``checks`` (built by ``ask``).

    >>> from chickenfoot_nb.lessons import ask
    >>> t = self_test(ask("set-size-12"), ask("chicken-yard"))
    >>> len(t.checks)
    2
    """
    return SelfTest(*checks)
