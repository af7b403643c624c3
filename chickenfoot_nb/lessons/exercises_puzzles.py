"""The exercises of lesson 11: puzzles."""

from __future__ import annotations
