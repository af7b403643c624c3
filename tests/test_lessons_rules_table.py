"""The rule list: every rule has a key, a notebook and plain words, and shows as a table."""

from __future__ import annotations

import pytest

from chickenfoot_nb.lessons import RULES, rules_table


def test_every_rule_has_a_notebook_and_plain_words() -> None:
    keys = [r.key for r in RULES]
    assert len(keys) == len(set(keys))
    assert {r.key for r in RULES if r.house} == {
        "spruce-search",
        "arm-limit",
        "must-play",
        "one-tile",
    }
    html = rules_table()._repr_html_()
    assert html.count("<tr>") == len(RULES) + 1 and "[H]" in html
    with pytest.raises(ValueError):
        rules_table("99_nothing")
