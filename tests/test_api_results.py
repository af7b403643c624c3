"""Results a newcomer can read (issue 43): one numbering, short reprs, tables of one shape.

- Words count rounds and moves from 1, data from 0, and the data carries the number the words
  say (``move``, ``round_number``); the review's JSON floats are rounded to ``PLACES``.
- The reprs of the values a notebook shows are one line, floats rounded, never a whole review.
- ``ReviewTable``, ``Tournament``, ``GameStats`` and ``OptionComparison`` share ``.rows``,
  ``.plot()``, ``.to_csv()`` and ``.to_dataframe()`` (pandas optional).
"""

from __future__ import annotations

import csv
import io
import json
import re
import sys
import types
from pathlib import Path
from typing import Any

import pytest
from command_line import run_command

from chickenfoot_nb.bots import play_round
from chickenfoot_nb.coach import MoveOdds, analyse
from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.match import Match
from chickenfoot_nb.probability import (
    Chart,
    GameStats,
    InlineExecutor,
    OptionComparison,
    ReviewTable,
    Table,
    Tournament,
    compare_options,
    play_rounds,
    play_tournament,
    plot_tournament,
    review_many,
)
from chickenfoot_nb.review import PLACES, Review, review
from chickenfoot_nb.round import Round
from chickenfoot_nb.rules import Rules

#: Its module fixture is computed once: every test of the module in one pytest-xdist worker.
pytestmark = pytest.mark.xdist_group("test_api_results")

SMALL = Rules.preset("spruce", set=6)
#: A float written with more decimals than a notebook needs (``0.2966919730456654``).
LONG_FLOAT = re.compile(r"\d\.\d{5,}")


def played_match() -> Match:
    """A two-round match played by bots, so that round 2 (index 1) is reviewed too."""
    m = Match("spruce", players=["Ana", "Ben", "Cleo"], seed=11)
    for _ in range(2):
        play_round(m.current, ["random", "greedy", "greedy"], seed=3)
        if len(m.rounds) < 2:
            m.next_round()
    return m


@pytest.fixture(scope="module")
def reviewed() -> tuple[Match, Review]:
    m = played_match()
    rv = review(m, samples=8, seed=1)
    assert rv is not None
    return m, rv


@pytest.fixture(scope="module")
def tables() -> dict[str, Table]:
    rounds = [
        play_round(Round.deal(SMALL, 2, seed=s, names=["Ana", "Ben"]), ["random", "greedy"], seed=s)
        for s in range(2)
    ]
    inline = InlineExecutor()
    return {
        "review": review_many(rounds, samples=8, progress=False),
        "tournament": play_tournament(
            SMALL, players=3, deals=3, bots=["random", "greedy"], executor=inline, progress=False
        ),
        "stats": play_rounds(SMALL, 3, rounds=12, seed=2, executor=inline, progress=False),
        "options": compare_options(
            SMALL, 2, rounds=10, options={"double_blank": [0]}, executor=inline, progress=False
        ),
    }


# ----- one numbering ---------------------------------------------------------------------


def test_the_sentence_names_the_move_the_json_writes(reviewed: tuple[Match, Review]) -> None:
    _m, rv = reviewed
    named = 0
    for s in rv.seats:
        data = s.to_json()
        assert data["round_number"] == s.round + 1 == s.round_number
        for d, written in zip(s.decisions, data["decisions"], strict=True):
            assert written["step"] == d.step and written["move"] == d.step + 1 == d.move
        worst = s.worst
        said = " ".join(s.sentences)
        if worst is not None and "most at move" in said:
            found = re.search(r"most at move (\d+)", said)
            assert found is not None
            assert int(found.group(1)) == worst.move
            assert worst.move in [d["move"] for d in data["decisions"]]
            named += 1
        for c, written in zip(s.chance, data["chance"], strict=True):
            assert written["move"] == (c.step + 1 if c.kind in ("draw", "other") else None)
    assert named, "no seat's sentence named its costliest move: choose another match"


def test_the_command_line_says_the_round_number_its_json_writes(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(played_match().to_record()), encoding="utf-8")
    words = run_command("review", str(path), "--samples", "5", "--seat", "0")
    data = json.loads(
        run_command("review", str(path), "--samples", "5", "--seat", "0", "--json").out
    )
    said = [int(n) for n in re.findall(r"^Round (\d+) \(double", words.out, flags=re.M)]
    assert said == [s["round_number"] for s in data["seats"]] == [1, 2]
    assert [s["round"] for s in data["seats"]] == [0, 1]


def test_the_json_floats_are_rounded_and_still_add_up(reviewed: tuple[Match, Review]) -> None:
    _m, rv = reviewed
    data = rv.to_json()
    text = json.dumps(data)
    assert not LONG_FLOAT.search(text), LONG_FLOAT.search(text)

    def floats(value: Any) -> list[float]:
        if isinstance(value, float):
            return [value]
        if isinstance(value, dict):
            return [f for v in value.values() for f in floats(v)]
        if isinstance(value, list):
            return [f for v in value for f in floats(v)]
        return []

    assert all(round(f, PLACES) == f for f in floats(data))
    for s in data["seats"]:
        # written so that the sum holds as written, to float precision
        assert s["start"] + s["skill"] + s["luck"] == pytest.approx(s["result"], abs=1e-12)


# ----- reprs -----------------------------------------------------------------------------


def one_short_line(text: str, longest: int = 200) -> None:
    assert "\n" not in text, text
    assert len(text) <= longest, text
    assert not LONG_FLOAT.search(text), text


def test_the_review_values_have_short_reprs(reviewed: tuple[Match, Review]) -> None:
    _m, rv = reviewed
    one_short_line(repr(rv))
    for s in rv.seats:
        one_short_line(repr(s))
        assert "Decision" not in repr(s) and "Chance" not in repr(s)
        assert f"round={s.round} seat={s.seat}" in repr(s)
        for d in s.decisions:
            one_short_line(repr(d))
            assert f"move={d.move}" in repr(d)
        for c in s.chance:
            one_short_line(repr(c))


def test_the_coach_values_have_short_reprs() -> None:
    r = Round.deal("spruce", players=2, seed=1)
    while len(r.legal_actions()) < 4:
        r.push(r.heaviest_action())
    a = analyse(r.view(r.seat), samples=20)
    assert a is not None
    one_short_line(repr(a))
    assert repr(a).startswith("<Analysis seat=") and "and 2 more" in repr(a)
    odds = MoveOdds(a.best.action, 0.2966919730456654, 0.24, 0.36, 21.43, 19.8, 23.1, 200)
    assert repr(odds) == (
        f"<MoveOdds {a.best.action}: win 0.30 (0.24..0.36), score 21.4 (19.8..23.1), 200 worlds>"
    )
    for m in a.moves:
        one_short_line(repr(m))


def test_the_tables_have_short_reprs(tables: dict[str, Table]) -> None:
    for name, table in tables.items():
        text = repr(table)
        assert len(text.splitlines()) <= (8 if name == "options" else 1), text
        assert not LONG_FLOAT.search(text), text
    one_short_line(repr(tables["tournament"]))
    review_table = tables["review"]
    assert isinstance(review_table, ReviewTable)
    for row in review_table.entries:
        one_short_line(repr(row))
    for summary in review_table.by_player().values():
        one_short_line(repr(summary))


def test_a_tournament_shows_its_table_in_a_notebook(tables: dict[str, Table]) -> None:
    t = tables["tournament"]
    assert isinstance(t, Tournament)
    page = t._repr_html_()
    assert page.count("<tr>") == 1 + len(t.bots) and "greedy" in page and "<caption>" in page
    # the old spellings still work
    assert t.table().splitlines()[0].split()[0] == "bot"
    assert isinstance(plot_tournament(t), Chart)


# ----- tables of one shape ---------------------------------------------------------------


def test_every_table_has_rows_of_one_shape(tables: dict[str, Table]) -> None:
    sizes = {"review": 4, "tournament": 2, "stats": 12, "options": 2}
    for name, table in tables.items():
        assert isinstance(table, Table), name
        rows = table.rows
        assert isinstance(rows, list) and len(rows) == sizes[name], name
        assert all(isinstance(row, dict) for row in rows)
        assert all(list(row) == list(rows[0]) for row in rows), name
        for row in rows:
            for value in row.values():
                assert value is None or type(value) in (int, float, str, bool), (name, value)


def test_what_each_table_holds(tables: dict[str, Table]) -> None:
    t = tables["tournament"]
    assert isinstance(t, Tournament)
    assert [row["bot"] for row in t.rows] == ["random", "greedy"]
    assert t.rows[1]["win_share"] == pytest.approx(t.win_share("greedy").estimate)
    s = tables["stats"]
    assert isinstance(s, GameStats)
    assert [row["turns"] for row in s.rows] == s.turns.tolist()
    assert [row["score_0"] for row in s.rows] == s.scores[:, 0].tolist()
    assert [row["blocked"] for row in s.rows] == [bool(o < 0) for o in s.out]
    c = tables["options"]
    assert isinstance(c, OptionComparison)
    assert [row["variant"] for row in c.rows] == [label for label, _stats in c.variants]
    assert c.rows[1]["turns"] == pytest.approx(float(c.variants[1][1].turns.mean()))


def test_every_table_plots_itself_as_a_chart(tables: dict[str, Table]) -> None:
    for name, table in tables.items():
        chart = table.plot()
        assert isinstance(chart, Chart), name
        assert chart.alt, name


def test_every_table_writes_csv(tables: dict[str, Table], tmp_path: Path) -> None:
    for name, table in tables.items():
        text = table.to_csv()
        assert isinstance(text, str)
        read = list(csv.DictReader(io.StringIO(text)))
        assert list(read[0]) == list(table.rows[0]) and len(read) == len(table.rows), name
        assert not LONG_FLOAT.search(text), name
        path = tmp_path / f"{name}.csv"
        assert table.to_csv(path) is None
        assert path.read_text(encoding="utf-8") == text
    review_table = tables["review"]
    first = list(csv.DictReader(io.StringIO(review_table.to_csv() or "")))[0]
    assert float(first["skill"]) == pytest.approx(review_table.rows[0]["skill"], abs=1e-4)


def test_a_csv_that_cannot_be_written_is_refused_in_words(
    tables: dict[str, Table], tmp_path: Path
) -> None:
    where = tmp_path / "no such folder" / "t.csv"
    with pytest.raises(ChickenFootError, match="Cannot write the table to"):
        tables["tournament"].to_csv(where)
    assert not where.parent.exists()


def test_to_dataframe_without_pandas_says_what_to_do(
    tables: dict[str, Table], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "pandas", None)  # import pandas now fails
    for table in tables.values():
        with pytest.raises(ImportError, match=r"pip install pandas.*\.rows.*\.to_csv\(\)"):
            table.to_dataframe()


def test_to_dataframe_gives_pandas_the_rows(
    tables: dict[str, Table], monkeypatch: pytest.MonkeyPatch
) -> None:
    made: list[list[dict[str, Any]]] = []
    fake = types.ModuleType("pandas")
    fake.DataFrame = lambda rows: made.append(rows) or "a frame"  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "pandas", fake)
    for table in tables.values():
        assert table.to_dataframe() == "a frame"
        assert made[-1] == table.rows


def test_option_comparison_pairs_are_variants(tables: dict[str, Table]) -> None:
    c = tables["options"]
    assert isinstance(c, OptionComparison)
    (base_label, base), (label, changed) = c.variants
    assert (base_label, label) == ("spruce", "double_blank=0")
    assert isinstance(base, GameStats) and changed.rules.double_blank == 0
    assert "starter wins" in c.table()
