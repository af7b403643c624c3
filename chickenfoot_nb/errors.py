"""The errors the package raises: each one says, in plain words, what rule was broken.

All of them are ``ValueError`` subclasses, so ``except ValueError`` catches them all.

>>> issubclass(IllegalActionError, ValueError)
True
"""

from __future__ import annotations


class ChickenFootError(ValueError):
    """Base class of every error this package raises on purpose."""


class RulesError(ChickenFootError):
    """A rule set that is not valid, or that cannot be dealt for this many players."""


class IllegalActionError(ChickenFootError):
    """An action the rules forbid now; the game is left exactly as it was."""


class RecordError(ChickenFootError):
    """A file or value that is not a valid ``chickenfoot-record/1`` game record."""
