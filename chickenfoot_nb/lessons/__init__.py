"""Helpers for the lesson notebooks: exercises that check an answer, refusals shown kindly, the rule list.

An exercise is a :class:`Check` widget: a question, an answer box (or choices), a Check
button that says right or wrong, and the answer folded away under "Show the answer".
Teachers can write their own in a cell:

>>> q = Check("How many tiles has a double-6 set?", 28, explain="(6+1)(6+2)/2 = 28")
>>> q.check("27"), q.check("28")
(False, True)
>>> q.feedback.value
'<b>✔ Right.</b> (6+1)(6+2)/2 = 28'

The lessons' own exercises are built by :func:`ask`, which computes each answer with
the engine, so no answer is written out in a notebook:

>>> ask("set-size-12").check("91")
True

:func:`attempt` tries an action on a round and shows the rule that refuses it, instead
of a traceback; the round is left exactly as it was:

>>> from chickenfoot_nb import Round
>>> r = Round.deal("spruce", players=3, seed=2)
>>> attempt(r, "draw")
Refused: Seat 0 holds 9|9, the round's double, and must place it in the centre first.
>>> len(r.history)
0

The package has one module for each job: :mod:`~chickenfoot_nb.lessons.check` (the
widget), :mod:`~chickenfoot_nb.lessons.answers` (reading replies),
:mod:`~chickenfoot_nb.lessons.pictures`, :mod:`~chickenfoot_nb.lessons.attempts`,
:mod:`~chickenfoot_nb.lessons.rules_table`, :mod:`~chickenfoot_nb.lessons.registry` (exercises
by name) and one ``exercises_…`` module for each lesson's exercises.
"""

from __future__ import annotations

# Importing each lesson's exercises registers them in EXERCISES.
from chickenfoot_nb.lessons import (  # noqa: F401
    exercises_deal,
    exercises_foot,
    exercises_luck,
    exercises_odds,
    exercises_play,
    exercises_puzzles,
    exercises_review,
    exercises_scoring,
    exercises_strategy,
    exercises_sure,
    exercises_tiles,
    exercises_turns,
)
from chickenfoot_nb.lessons.answers import Unreadable, read_number, read_numbers, read_tiles
from chickenfoot_nb.lessons.attempts import Attempt, attempt, try_rules
from chickenfoot_nb.lessons.check import Check
from chickenfoot_nb.lessons.exercises_odds import MEASURES
from chickenfoot_nb.lessons.facts import playable_tiles
from chickenfoot_nb.lessons.pictures import (
    SCALES,
    WIDEST,
    Picture,
    TileRow,
    natural_width,
    position_picture,
    show,
    table_picture,
    tile_row,
)
from chickenfoot_nb.lessons.registry import EXERCISES, Exercise, ask, covered_rules
from chickenfoot_nb.lessons.rules_table import RULES, Rule, RulesTable, rules_table
from chickenfoot_nb.lessons.self_test import SelfTest, self_test

__all__ = [
    "EXERCISES",
    "MEASURES",
    "RULES",
    "SCALES",
    "WIDEST",
    "Attempt",
    "Check",
    "Exercise",
    "Picture",
    "Rule",
    "RulesTable",
    "SelfTest",
    "TileRow",
    "Unreadable",
    "ask",
    "attempt",
    "covered_rules",
    "natural_width",
    "playable_tiles",
    "position_picture",
    "read_number",
    "read_numbers",
    "read_tiles",
    "rules_table",
    "self_test",
    "show",
    "table_picture",
    "tile_row",
    "try_rules",
]
