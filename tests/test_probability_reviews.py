"""Reviews of many records: the same table on any executor, right sums, a plot and a table."""

from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import pytest
from matplotlib.figure import Figure

from chickenfoot_nb.bots import play_round
from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.match import Match
from chickenfoot_nb.probability import InlineExecutor, ReviewTable, review_many
from chickenfoot_nb.record import match_to_record
from chickenfoot_nb.round import Round
from chickenfoot_nb.rules import Rules

#: Its module fixture is computed once: every test of the module in one pytest-xdist worker.
pytestmark = pytest.mark.xdist_group("test_probability_reviews")

SMALL = Rules.preset("spruce", set=6)
NAMES = ["Ana", "Ben", "Cleo"]


def rounds() -> list[Round]:
    """Three bot rounds, the names sitting at other seats each time, as in a class."""
    played = []
    for s in range(3):
        names = NAMES[s:] + NAMES[:s]
        bots = ["random", "greedy", "greedy"]
        played.append(play_round(Round.deal(SMALL, 3, seed=s, names=names), bots, seed=s))
    return played


@pytest.fixture(scope="module")
def table() -> ReviewTable:
    return review_many(rounds(), samples=20, seed=3, progress=False)


def test_a_process_pool_gives_the_inline_numbers(table: ReviewTable) -> None:
    with ProcessPoolExecutor(2) as pool:
        pooled = review_many(rounds(), samples=20, seed=3, executor=pool, progress=False)
    assert pooled.rows == table.rows
    assert review_many(
        rounds(), samples=20, seed=3, executor=InlineExecutor(), progress=False
    ).rows == table.rows  # fmt: skip


def test_one_row_per_record_round_and_seat_with_start_skill_luck_making_the_result(
    table: ReviewTable,
) -> None:
    assert [(r["record"], r["round"], r["seat"]) for r in table.rows] == [
        (k, 0, s) for k in range(3) for s in range(3)
    ]
    assert [r["name"] for r in table.rows[3:6]] == ["Ben", "Cleo", "Ana"]
    for row in table.rows:
        assert row["start"] + row["skill"] + row["luck"] == pytest.approx(row["result"], abs=1e-9)
        marks = row["inaccuracies"] + row["mistakes"] + row["blunders"]
        assert marks <= row["decisions"]
        assert (row["accuracy"] is None) == (row["decisions"] == 0)
    # the rounds are won once each (a tie shares its win)
    for k in range(3):
        assert sum(r["result"] for r in table.rows if r["record"] == k) == pytest.approx(1)


def test_by_player_sums_up_each_players_rows(table: ReviewTable) -> None:
    players = table.by_player()
    assert list(players) == NAMES
    for name, p in players.items():
        mine = [r for r in table.rows if r["name"] == name]
        assert p.rounds == len(mine) == 3
        assert p.wins == pytest.approx(sum(r["result"] for r in mine))
        assert p.skill == pytest.approx(sum(r["skill"] for r in mine) / 3)
        assert p.luck == pytest.approx(sum(r["luck"] for r in mine) / 3)
        assert p.rounds * (p.start + p.skill + p.luck) == pytest.approx(p.wins)
        assert p.skill_low is not None and p.skill_high is not None
        assert p.skill_low <= p.skill <= p.skill_high
        assert p.luck_low is not None and p.luck_high is not None
        assert p.luck_low <= p.luck <= p.luck_high
        accuracies = [r["accuracy"] for r in mine if r["accuracy"] is not None]
        if accuracies:
            assert p.accuracy == pytest.approx(sum(accuracies) / len(accuracies))


def test_records_of_every_kind_and_chosen_seats() -> None:
    m = Match(SMALL, players=["Ana", "Ben"], seed=2)
    play_round(m.current, ["greedy", "random"], seed=2)
    t = review_many([m, match_to_record(m)], seats=[1], samples=10, progress=False)
    assert [(r["record"], r["seat"], r["name"]) for r in t.rows] == [(0, 1, "Ben"), (1, 1, "Ben")]
    assert t.rows[0] == {**t.rows[1], "record": 0}


def test_a_broken_input_is_refused_in_words(tmp_path: Path) -> None:
    finished = rounds()[0]
    with pytest.raises(ChickenFootError, match="Record 1 cannot be reviewed: cannot read"):
        review_many([finished, str(tmp_path / "missing.json")], progress=False)
    with pytest.raises(ChickenFootError, match="Record 0 cannot be reviewed: There is no finished"):
        review_many([Round.deal(SMALL, 3, seed=0)], progress=False)
    with pytest.raises(ChickenFootError, match="Record 0 cannot be reviewed: A review takes"):
        review_many([42], progress=False)
    with pytest.raises(
        ChickenFootError,
        match="Record 0 cannot be reviewed: A seat to review is a number from 0 to 2, not 3",
    ):
        review_many([finished], seats=[3], progress=False)
    with pytest.raises(ChickenFootError, match=r"not one Round: write \[record\]"):
        review_many(finished, progress=False)
    with pytest.raises(ChickenFootError, match="at least 1 sampled world"):
        review_many([finished], samples=0, progress=False)
    with pytest.raises(ChickenFootError, match="nothing to review"):
        review_many([], progress=False)


def test_the_plot_shows_every_player_with_labelled_axes(table: ReviewTable) -> None:
    fig = table.plot()
    assert isinstance(fig, Figure)
    ax = fig.axes[0]
    assert ax.get_xlabel() == "points of win chance per round"
    assert [t.get_text() for t in ax.get_yticklabels()] == NAMES
    assert "Skill and luck per player" in ax.get_title()
    alt = getattr(fig, "alt", "")
    assert all(f"{name}, 3 rounds: skill" in alt for name in NAMES)


def test_the_html_table_names_every_player(table: ReviewTable) -> None:
    page = table._repr_html_()
    for name in NAMES:
        assert f"<th scope='row' style='text-align:left'>{name}</th>" in page
    assert "<caption>" in page and "skill (95% interval)" in page
    assert page.count("<tr>") == 1 + len(NAMES) + 1 + len(table.rows)


def test_each_record_may_name_its_own_seats() -> None:
    a = play_round(Round.deal(SMALL, 3, seed=1), ["random", "greedy", "greedy"], seed=1)
    b = play_round(Round.deal(SMALL, 3, seed=2), ["greedy", "greedy", "random"], seed=2)
    table = review_many([a, b], seats=[[0], [2]], samples=6, progress=False)
    assert [(r["record"], r["seat"]) for r in table.rows] == [(0, 0), (1, 2)]
    with pytest.raises(ChickenFootError, match="one list of seats per record"):
        review_many([a, b], seats=[[0]], samples=6, progress=False)
