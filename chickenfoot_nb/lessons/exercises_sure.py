"""The exercises of lesson 07b, "How sure are we?": counting, sampling error and intervals."""

from __future__ import annotations
