"""Lesson 11's practice session says only what its cells print: each sentence about the
rating, the hints, the schedule and the bot's worked session is checked here against the code
the lesson runs, so that a change of the puzzles, the rating or the schedule that makes one
false fails a test."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path
from typing import Any

import nbformat
import pytest

from chickenfoot_nb import progress
from chickenfoot_nb.practice.rating import HINT_SCORES, Rating, puzzle_rating, rated
from chickenfoot_nb.puzzles import BAND_CUTS
from chickenfoot_nb.puzzles.rate import members
from chickenfoot_nb.puzzles.themes import _BEATS, move_traits, themes_of

#: Its module fixture is computed once: every test of the module in one pytest-xdist worker.
pytestmark = pytest.mark.xdist_group("test_lesson_practice")

LESSON = Path(__file__).resolve().parents[1] / "notebooks" / "11_puzzles.ipynb"
CELLS = {c.id: c for c in nbformat.read(LESSON, as_version=4).cells}


def _flat(cell_id: str) -> str:
    return re.sub(r"\s+", " ", CELLS[cell_id].source)


@pytest.fixture(scope="module")
def run() -> dict[str, Any]:
    """The lesson's code cells run in order, its exercises, pictures and widget left out:
    each cell's printed lines, and the names it leaves."""
    progress.off()
    scope: dict[str, Any] = {"__printed__": {}}
    for cell in nbformat.read(LESSON, as_version=4).cells:
        if cell.cell_type != "code":
            continue
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            exec(compile(cell.source, cell.id, "exec"), scope)  # noqa: S102
        scope["__printed__"][cell.id] = out.getvalue().splitlines()
        if cell.id == "11-01":  # the imports: what only draws is not run
            for name in ("ask", "self_test", "show", "PuzzleWidget"):
                scope[name] = lambda *args, **options: None
    return scope


def test_the_rating_paragraph_states_the_package_figures(run: dict[str, Any]) -> None:
    said = _flat("11-28")
    assert "Each puzzle has a rating of its own, the panel's" in said
    assert "three legal moves or more average 1500" in said
    assert re.fullmatch(
        r"Puzzles with three legal moves or more: \d+; their mean rating: 1500\.",
        run["__printed__"]["11-07"][2],
    )
    me = Rating()
    assert "1500 ± 350: somewhere from 800 to 2200" in said
    assert (me.rating, me.rd) == (1500.0, 350.0)
    assert "2/3 after one hint, 1/3 after two, 0 after the third" in _flat("11-31")
    assert pytest.approx(HINT_SCORES) == (1, 2 / 3, 1 / 3, 0)


_LADDER = re.compile(
    r"Puzzle (\S+), (\d+) legal moves: (\d+) of 10 bots solve it; rating (\d+), '(\w+)'\.$"
)


def test_the_bands_and_the_panel_are_the_packages(run: dict[str, Any]) -> None:
    said = _flat("11-06")
    assert "**easy** below 1400, **medium** from 1400, **hard** from 1600" in said
    assert BAND_CUTS == (1400.0, 1600.0)
    assert "three `medium` bots, three `hard` ones and two `expert` ones" in said
    printed = run["__printed__"]["11-07"]
    labels = [m.label for m in members()]
    assert printed[0] == f"The panel: {', '.join(labels)}."
    assert [m.name for m in members()].count("medium") == 3 and "random" not in printed[0]
    assert printed[1] == "The limits of the bands: 1400 and 1600."
    assert printed[4].startswith("Two legal moves, by band: 'easy': 0,"), "never easy"


def test_each_bot_that_misses_raises_a_puzzle_by_about_120_and_twice_with_two_moves(
    run: dict[str, Any],
) -> None:
    printed = run["__printed__"]["11-43"]
    blank = printed.index("")
    groups = [
        [_LADDER.match(line) for line in part]
        for part in (printed[:blank], printed[blank + 1 : -1])
    ]
    assert all(m for g in groups for m in g) and printed[-1] == ""
    many, two = ({int(m[3]): (int(m[4]), m[5]) for m in g} for g in groups)  # type: ignore[index]
    assert all(int(m[2]) >= 3 for m in groups[0]) and all(int(m[2]) == 2 for m in groups[1])  # type: ignore[index]
    solves = sorted(many, reverse=True)
    steps = [many[b][0] - many[a][0] for a, b in zip(solves, solves[1:], strict=False)]
    assert len(steps) >= 4 and all(110 <= s <= 130 for s in steps), steps
    # A miss counts twice: k solves of a two-move puzzle rate as 2k - 10 of a bigger one.
    twice = [(r, many[2 * k - 10][0]) for k, (r, _b) in two.items() if 2 * k - 10 in many]
    assert len(twice) >= 3 and all(abs(a - b) <= 8 for a, b in twice), twice
    assert abs(two[9][0] - many[8][0]) <= 5, "nine of a two-move puzzle rate as eight"
    assert two[10] == (many[10][0], "medium") and many[10][1] == "easy"
    assert many[10][0] == min(r for r, _b in [*many.values(), *two.values()]), "as low as any"
    assert "about 120 points" in _flat("11-44") and "medium, not easy" in _flat("11-44")


def test_the_walked_puzzle_is_easy_because_every_bot_of_the_panel_solves_it(
    run: dict[str, Any],
) -> None:
    p = run["p"]
    assert run["__printed__"]["11-13"] == [
        "Bots of the panel that find the best move: 10 of 10.",
        f"The puzzle's rating: {round(p.rating.rating)} ± {round(p.rating.rd)}; easy below 1400: "
        "it is 'easy'.",
    ]
    first = _LADDER.match(run["__printed__"]["11-43"][0])
    assert first and int(first[4]) == round(p.rating.rating), "a puzzle every bot solves"
    assert len(p.moves) == 6 and "the best of these six one time in six" in _flat("11-14")


def test_no_easy_puzzle_has_two_legal_moves_as_the_lesson_says(run: dict[str, Any]) -> None:
    assert re.fullmatch(
        r"Of the \d+ easy puzzles, 0 have two legal moves\.", run["__printed__"]["11-27"][1]
    )
    assert "none of them is easy" in _flat("11-26")


def test_a_hard_solve_gains_most_and_the_rd_shrinks(run: dict[str, Any]) -> None:
    lines = run["__printed__"]["11-30"]
    assert lines[0] == "A new learner: 1500 ± 350; 95% interval: 800 to 2200."
    gains = [int(re.search(r"a solve \+(\d+)", line)[1]) for line in lines[1:]]  # type: ignore[index]
    assert gains[2] == max(gains) and gains[0] == min(gains)
    assert all(int(re.search(r"RD after it: (\d+)", line)[1]) < 350 for line in lines[1:])  # type: ignore[index]


def test_the_rating_gain_exercise_asks_about_the_puzzles_the_lesson_prints(
    run: dict[str, Any],
) -> None:
    from chickenfoot_nb.lessons import ask

    printed = run["__printed__"]["11-30"][1:]
    ratings = [int(re.search(r", (\d+) ± ", line)[1]) for line in printed]  # type: ignore[index]
    assert [line.split(" ", 1)[0] for line in printed] == ["'easy'", "'medium'", "'hard'"]
    question = ask("practice-rating-gain").question.value
    easy, medium, hard = ratings
    assert f"(rated {easy}), a medium one ({medium}) or a hard one ({hard})" in question
    assert all(not p.guessable for p in run["examples"].values())


def test_a_solve_after_hints_can_lower_the_rating(run: dict[str, Any]) -> None:
    changes = [line.rsplit(" ", 1)[1] for line in run["__printed__"]["11-33"]]
    assert changes[0].startswith("+") and changes[1].startswith("+")
    assert changes[2].startswith("-") and changes[3].startswith("-")


def test_a_missed_card_comes_back_the_next_day_then_after_growing_gaps(
    run: dict[str, Any],
) -> None:
    lines = run["__printed__"]["11-35"]
    assert lines[0] == "Day 0: missed; it comes back on day 1."
    days = [0] + [int(line.rsplit(" ", 1)[1].rstrip(".")) for line in lines]
    gaps = [b - a for a, b in zip(days, days[1:], strict=False)]
    assert gaps[0] == 1 and gaps == sorted(gaps) and len(set(gaps)) == len(gaps)
    assert "soon after a miss, and later after each solve" in _flat("11-34")


def test_many_puzzles_are_left_out_of_the_rating_for_a_guess(run: dict[str, Any]) -> None:
    first = run["__printed__"]["11-27"][0]
    n, total = map(int, re.match(r"(\d+) of (\d+) puzzles", first).groups())  # type: ignore[union-attr]
    assert n >= total // 4, "the lesson says there are many"


def test_the_walked_puzzle_ideas_each_beat_the_next_best_move(run: dict[str, Any]) -> None:
    p = run["p"]
    best, runner = move_traits(p)[:2]
    ideas = themes_of(p)
    assert all(_BEATS[t](best, runner) for t in ideas if t in _BEATS)
    assert ideas[0].value == "shed_heavy"  # the 0|0 out of the hand, as cell 11-12 says


def test_the_learners_summary_says_plainly_that_nothing_is_answered_yet(
    run: dict[str, Any],
) -> None:
    assert run["__printed__"]["11-37"][0].startswith("No puzzle answered in this session yet")


def test_the_bots_session_is_what_the_lesson_says_of_it(run: dict[str, Any]) -> None:
    s = run["bot_summary"]
    assert len(s.attempts) == 10 and s.hints == 0
    printed = run["__printed__"]["11-39"]
    rows = [
        re.search(r"\(('\w+'), rated (\d+), .*\): (solved|missed); rating (\d+) ±", line)
        for line in printed[:10]
    ]
    assert all(rows), printed[:10]
    ratings = [1500] + [int(m[4]) for m in rows]  # type: ignore[index]
    for m, before, after in zip(rows, ratings, ratings[1:], strict=False):
        assert (after > before) == (m[3] == "solved"), "a solve raised it, a miss lowered it"  # type: ignore[index]
    # Each puzzle served was the untried one rated nearest the bot, two-move ones last.
    served = {q.id: q for q in run["puzzles"]}
    tried: set[str] = set()
    for a in s.attempts:
        q, me = served[a.puzzle], a.rating_before
        untried = [p for p in run["puzzles"] if p.id not in tried and rated(p)]
        assert rated(q), "a puzzle that counts for the rating came while some were left"
        nearest = min(abs(puzzle_rating(p).rating - me) for p in untried)
        assert abs(puzzle_rating(q).rating - me) == nearest
        tried.add(q.id)
    assert s.after.rating > s.before.rating, "its rating ended above where it started"
    assert any("'hard'" in line for line in printed[1:10]), "harder puzzles came"
    assert s.high - s.low >= 200, "the interval is still hundreds of points wide"
    rds = [int(re.search(r"± (\d+)\.$", line)[1]) for line in printed[:10]]  # type: ignore[index]
    counted = [350] + [rd for rd, a in zip(rds, s.attempts, strict=True) if a.rated]
    assert counted == sorted(counted, reverse=True) and len(set(counted)) == len(counted)
    missed = {a.puzzle for a in s.attempts if not a.right}
    assert missed and set(s.tomorrow) == missed, "the puzzles it missed are due tomorrow"
    assert run["first"].id in missed, "read back the next day, one of them comes first"
    assert run["__printed__"]["11-41"] == [
        f"Due the next day: {', '.join(s.tomorrow)}. Next puzzle serves first: {run['first'].id}."
    ]


def test_the_proof_paragraph_names_the_judge_the_proofs_use() -> None:
    """11-04 says the proof's worlds are played out carefully: so are the judge's."""
    from chickenfoot_nb.judge import JUDGE
    from chickenfoot_nb.policy import CarefulBot

    said = _flat("11-04")
    # a puzzle's table is not known: the judge plays every seat on carefully
    assert JUDGE.table is None and JUDGE.describe().endswith(", careful play-outs")
    assert CarefulBot.name == "careful"
    assert "go on as a **careful** player to the end of the round" in said
    assert "The best move is the best against careful play" in said
    assert "heaviest tile" not in said and "greed" not in said
