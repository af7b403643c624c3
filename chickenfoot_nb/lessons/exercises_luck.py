"""The exercises of lesson 10b: skill and luck over many rounds."""

from __future__ import annotations
