"""A widget's message line: one message of a kind, said again in a new language, and a guard.

The game and the puzzles speak through a :class:`Voice`: every answer to a click is one
message of a :class:`~chickenfoot_nb.widgets.states.MessageKind`, kept as the recipe that
made it (:class:`~chickenfoot_nb.widgets.words.Said`), so that a change of language says it
again in the new words. :meth:`Voice.guard` wraps a callback so that an error becomes a
plain message instead of an exception a front end would swallow.

>>> from chickenfoot_nb.errors import ChickenFootError
>>> heard = []
>>> v = Voice(lambda: heard.append((v.kind, v.text)))
>>> v.tell("info", "Drawn.")
True
>>> def refuse() -> bool:
...     raise ChickenFootError("not now")
>>> v.guard(refuse)(), heard[-1]
(False, ('refused', 'not now'))
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any, TypeVar

from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.i18n import _, on_language_change
from chickenfoot_nb.widgets.checks import shown
from chickenfoot_nb.widgets.states import MessageKind
from chickenfoot_nb.widgets.words import Said

__all__ = ["Voice"]

log = logging.getLogger(__name__)

F = TypeVar("F", bound=Callable[..., Any])


class Voice:
    """The last message of a widget and its kind; ``show()`` is called after each message.

    With ``listen`` the voice says its message again by itself after a change of language;
    without it, its owner calls :meth:`again` when it is ready to redraw.
    """

    def __init__(self, show: Callable[[], None], *, listen: bool = True) -> None:
        self._show = show
        #: The message, as the recipe that said it (None: the voice is silent).
        self.said: Said | None = None
        self.kind = MessageKind.INFO
        #: Goes up with every message, and when one is said again: a screen reader is told
        #: the same words twice when they were said twice.
        self.told = 0
        if listen:
            on_language_change(self._language_changed)

    @property
    def text(self) -> str:
        """The message in the words it was said in ('' when silent)."""
        return "" if self.said is None else str(self.said)

    def tell(self, kind: MessageKind | str, text: str | Callable[[], str]) -> bool:
        """Say ``text`` (a recipe is said again after a change of language) as a ``kind``.

        True unless it is a refusal or an error, as a command answers.

        >>> v = Voice(lambda: None, listen=False)
        >>> v.tell("refused", lambda: "No."), v.text, v.kind
        (False, 'No.', 'refused')
        """
        self.kind = MessageKind(kind)
        self.said = Said(text if callable(text) else lambda: text)
        self.told += 1
        self._show()
        return self.kind not in (MessageKind.REFUSED, MessageKind.ERROR)

    def again(self) -> None:
        """Say the message again, in the language spoken now.

        >>> v = Voice(lambda: None, listen=False)
        >>> _ = v.tell("info", "Hello."); v.again(); v.text, v.told
        ('Hello.', 2)
        """
        if self.said is not None:
            self.said = self.said.again()
        self.told += 1
        self._show()

    def guard(self, fn: F) -> F:
        """``fn``, with an error said as a message (a refusal for a rule's), never raised.

        A front end swallows exceptions raised in observers; a learner should see them.
        """
        if not callable(fn):
            raise ChickenFootError(
                _("guard wraps a function, not {value}.").format(value=shown(fn))
            )

        def wrapped(*args: Any, **kwargs: Any) -> Any:
            try:
                return fn(*args, **kwargs)
            except ChickenFootError as e:
                return self.tell(MessageKind.REFUSED, str(e))
            except Exception as e:  # shown to the reader instead of lost
                log.exception("error in a widget callback")
                error = f"{type(e).__name__}: {e}"
                return self.tell(
                    MessageKind.ERROR,
                    lambda: _("Something went wrong: {error}").format(error=error),
                )

        return wrapped  # type: ignore[return-value]

    def _language_changed(self, code: str) -> None:
        self.again()
