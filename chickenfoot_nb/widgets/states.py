"""The states a game widget shows: how far a background job has gone, what kind a message is.

Each state is its own text, as a round's :class:`~chickenfoot_nb.phase.Phase` is: it equals
its string (``JobState.RUNNING == "running"``), prints as it, and goes into a page's class
names and JSON as it. :class:`TextEnum` is a trait that holds one, set to a member or its text.

>>> JobState.RUNNING == "running", MessageKind.REFUSED
(True, 'refused')
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any, Generic, TypeVar

from traitlets import TraitType

from chickenfoot_nb.phase import Text

__all__ = ["JobState", "MessageKind", "TextEnum"]


class JobState(Text):
    """Where a background job (the coach's hint, a review) stands.

    >>> JobState("done") is JobState.DONE, bool(JobState.IDLE)
    (True, False)
    """

    #: none was asked for, or its answer was dropped (the position moved on, or it was cancelled)
    IDLE = ""
    #: at work: its progress goes from 0 to 1
    RUNNING = "running"
    #: its answer is ready
    DONE = "done"


class MessageKind(Text):
    """What kind of answer the message line gives; the page styles and speaks each its way.

    >>> f"cf-msg-{MessageKind.ERROR}"
    'cf-msg-error'
    """

    #: what happened
    INFO = "info"
    #: a rule said no, and the message says which
    REFUSED = "refused"
    #: something went wrong (a bot's bug, a file that cannot be read)
    ERROR = "error"
    #: a puzzle's answer was the best move
    RIGHT = "right"
    #: a puzzle's answer was not the best move
    WRONG = "wrong"


E = TypeVar("E", bound=StrEnum)


class TextEnum(TraitType[E, E | str], Generic[E]):
    """A trait that holds a member of ``enum``: set it to the member or to its text.

    >>> from traitlets import HasTraits
    >>> class Coach(HasTraits):
    ...     state = TextEnum(JobState, JobState.IDLE)
    >>> c = Coach()
    >>> c.state = "running"
    >>> c.state is JobState.RUNNING
    True
    >>> c.state = "asleep"
    Traceback (most recent call last):
    ...
    traitlets.traitlets.TraitError: The 'state' trait of a Coach instance expected one of '', 'running', 'done', not the str 'asleep'.
    """

    def __init__(self, enum: type[E], default_value: E, **kwargs: Any) -> None:
        super().__init__(default_value=default_value, **kwargs)
        self.enum = enum
        self.info_text = "one of " + ", ".join(repr(m.value) for m in enum)

    def validate(self, obj: Any, value: Any) -> E:
        if isinstance(value, str) and value in self.enum._value2member_map_:
            return self.enum(value)
        self.error(obj, value)
