"""The exercises of lesson 06: playing a round, and finding your own worst decision."""

from __future__ import annotations
