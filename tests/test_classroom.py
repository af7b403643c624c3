"""The class report, on progress files made by playing the lessons' exercises through Check,
and on hostile files (each skipped with one line, the report still made)."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest

from chickenfoot_nb import Round, progress
from chickenfoot_nb.classroom import CSV_COLUMNS, class_report, read_class
from chickenfoot_nb.lessons import ask
from chickenfoot_nb.review import review_seat


@pytest.fixture(autouse=True)
def fresh(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(progress, "_KEEPER", progress._Keeper())
    monkeypatch.chdir(tmp_path)


def play(path: Path, learner: str, answers: dict[str, list[str]]) -> None:
    """The learner answers each exercise, reply after reply, as they would at its Check button."""
    progress.on(path, learner=learner)
    for key, replies in answers.items():
        q = ask(key)
        for reply in replies:
            q.check(reply)
    progress.off()


@pytest.fixture
def lessons(tmp_path: Path) -> Path:
    """A class of four: right at once, right after a hint, never right, and one who plays on."""
    folder = tmp_path / "class"
    play(folder / "ana.json", "Ana", {"set-size-12": ["91"], "chicken-yard": ["the chicken yard"]})
    # 90 is no common mistake: the hint is shown, and counted for the next try
    play(
        folder / "bo.json",
        "Bo",
        {"set-size-12": ["90", "91"], "chicken-yard": ["the hand", "the chicken yard"]},
    )
    play(folder / "cy.json", "Cy", {"set-size-12": ["78", "156"], "canonical-tile": ["8|3"]})
    progress.on(folder / "cy.json")
    progress.puzzle_attempt("10-45", ["draw"], right=False, rating_before=1500, rating_after=1480)
    progress.puzzle_attempt("10-45", ["play 9|4 on 9|9"], right=True)
    progress.puzzle_attempt(
        "10-46", ["pass"], right=True, hints=2, rating_before=1480, rating_after=1495
    )
    r = Round.deal("spruce", players=2, seed=4)
    r.play_greedily()
    seat = review_seat(r, 0, samples=10)
    progress.on(folder / "deep" / "dee.json", learner="Dee")
    progress.reviewed_round(seat, r)
    progress.off()
    return folder


def rows(text: str) -> dict[tuple[str, str, str], dict[str, str]]:
    read = csv.DictReader(io.StringIO(text))
    assert tuple(read.fieldnames or ()) == CSV_COLUMNS
    return {(r["learner"], r["kind"], r["item"]): r for r in read}


def test_the_csv_counts_what_the_learners_did(lessons: Path) -> None:
    report = class_report(lessons)
    assert report.skipped == ()
    got = rows(report.to_csv())
    figures = ("lesson", "attempts", "right_first_try", "right", "hints")
    exercises = {k: tuple(r[f] for f in figures) for k, r in got.items() if k[1] == "exercise"}
    assert exercises == {
        ("Ana", "exercise", "set-size-12"): ("01_tiles_and_sets", "1", "1", "1", "0"),
        ("Ana", "exercise", "chicken-yard"): ("00_start_here", "1", "1", "1", "0"),
        ("Bo", "exercise", "set-size-12"): ("01_tiles_and_sets", "2", "0", "1", "1"),
        ("Bo", "exercise", "chicken-yard"): ("00_start_here", "2", "0", "1", "0"),
        # 78 and 156 are common mistakes: each is answered with its own words, not the hint
        ("Cy", "exercise", "set-size-12"): ("01_tiles_and_sets", "2", "0", "0", "0"),
        ("Cy", "exercise", "canonical-tile"): ("01_tiles_and_sets", "1", "1", "1", "0"),
    }
    first, second = got["Cy", "puzzle", "10-45"], got["Cy", "puzzle", "10-46"]
    assert (first["attempts"], first["right_first_try"], first["right"]) == ("2", "0", "1")
    assert (first["rating_before"], first["rating_after"]) == ("1500.0", "")
    assert (second["hints"], second["rating_after"]) == ("2", "1495.0")
    r = Round.deal("spruce", players=2, seed=4)
    r.play_greedily()
    seat = review_seat(r, 0, samples=10)
    dee = got["Dee", "round", "1"]
    assert (dee["accuracy"], dee["cost"]) == (f"{seat.accuracy:.1f}", f"{seat.cost:.4f}")
    assert dee["blunders"] == str(seat.marks["blunder"])


def test_each_learner_and_each_exercise_in_a_line(lessons: Path) -> None:
    report = class_report(lessons)
    by_name = {s.learner: s for s in report.learners}
    assert list(by_name) == ["Ana", "Bo", "Cy", "Dee"]
    ana, bo, cy, dee = by_name.values()
    assert (ana.exercises, ana.attempts, ana.right_first_try, ana.hints) == (2, 2, 2, 0)
    assert (bo.exercises, bo.attempts, bo.right_first_try, bo.hints) == (2, 4, 0, 1)
    assert (cy.puzzles, cy.puzzles_right_first_try, cy.rating, cy.rating_change) == (2, 1, 1495, -5)
    assert (dee.rounds, dee.exercises, dee.first_try_share) == (1, 0, None)
    hard = [
        (s.exercise, s.learners, s.right_first_try, s.never_right, s.hinted) for s in report.summary
    ]
    assert hard == [
        ("set-size-12", 3, 1, 1, 1),
        ("chicken-yard", 2, 1, 0, 0),
        ("canonical-tile", 1, 1, 0, 0),
    ]
    table = report.table()
    assert table.splitlines()[0].split()[:2] == ["Learner", "Exercises"]
    assert "Exercises, hardest first:" in table


def test_the_plots_and_the_page(lessons: Path) -> None:
    report = class_report(lessons)
    titles = [a.get_title() for a in report.plot().axes]
    assert titles == [
        "Exercises, hardest first",
        "Learners: exercises right at the first try",
        "Puzzle rating: change",
        "Reviewed rounds: mean accuracy",
    ]
    page = report.to_html()
    assert page.startswith("<!DOCTYPE html>") and "<svg" in page and "set-size-12" in page


def learner_file(learner: str, exercise: str = "x") -> dict:
    return {
        "format": progress.FORMAT,
        "version": 1,
        "learner": learner,
        "checks": [
            {
                "time": "2025-01-01T10:00:00+00:00",
                "lesson": "",
                "exercise": exercise,
                "answer": "1",
                "right": True,
                "first_try": True,
                "attempt": 1,
                "hints": 0,
            }
        ],
    }


def wrong_type() -> dict:
    data = learner_file("Wrong")
    data["checks"][0]["right"] = "yes"
    return data


HOSTILE = {
    "truncated": (lambda: json.dumps(learner_file("T"))[:60], "not JSON"),
    "wrong-type": (lambda: json.dumps(wrong_type()), "entry 1 of checks needs right"),
    "markup-name": (lambda: json.dumps(learner_file("<script>x</script>")), "holds markup"),
    "control-name": (lambda: json.dumps(learner_file("Ana\u202egnp.exe")), "holds markup"),
    "foreign": (lambda: '{"format": "chickenfoot-record/1", "rounds": []}', "not a chickenfoot_nb"),
    "newer": (lambda: json.dumps({**learner_file("N"), "version": 2}), "newer chickenfoot_nb"),
    "deep": (lambda: '{"a": ' + "[" * 40 + "]" * 40 + "}", "nests"),
    "list": (lambda: "[1, 2]", "must hold a JSON object"),
    "not-a-list": (
        lambda: json.dumps({**learner_file("L"), "checks": {}}),
        "checks must be a list",
    ),
}


@pytest.mark.parametrize("case", sorted(HOSTILE))
def test_a_hostile_file_gets_one_line_and_the_report_goes_on(case: str, tmp_path: Path) -> None:
    make, reason = HOSTILE[case]
    folder = tmp_path / "hostile"
    folder.mkdir()
    (folder / "good.json").write_text(json.dumps(learner_file("Good")))
    (folder / f"{case}.json").write_text(make(), encoding="utf-8")
    report = class_report(folder)
    assert [s.learner for s in report.learners] == ["Good"]
    (line,) = report.skipped
    assert line.startswith(str(folder / f"{case}.json")) and reason in line, line
    assert "\n" not in line


def test_a_huge_file_is_not_read(tmp_path: Path) -> None:
    huge = tmp_path / "huge.json"
    with open(huge, "wb") as f:
        f.truncate(progress.PROGRESS_FILE.max_bytes + 1)
    (line,) = class_report(huge).skipped
    assert "bytes long, more than" in line


def test_a_file_name_with_markup_names_no_learner(tmp_path: Path) -> None:
    (tmp_path / "<img src=x>.json").write_text(json.dumps(learner_file("")))
    (line,) = class_report(tmp_path).skipped
    assert "holds markup" in line


def test_the_page_escapes_every_name_and_word(tmp_path: Path) -> None:
    (tmp_path / "a.json").write_text(json.dumps(learner_file('Ana "Q" & Co', "<img src=x>")))
    (tmp_path / "<script>.json").write_text("{")
    page = class_report(tmp_path).to_html()
    assert "<img" not in page and "<script" not in page
    assert "&lt;img src=x&gt;" in page and "Ana &quot;Q&quot; &amp; Co" in page
    assert "&lt;script&gt;.json" in page


def test_a_spreadsheet_formula_stays_text(tmp_path: Path) -> None:
    (tmp_path / "a.json").write_text(json.dumps(learner_file("=cmd", "=HYPERLINK(1)")))
    (row,) = csv.DictReader(io.StringIO(class_report(tmp_path).to_csv()))
    assert (row["learner"], row["item"]) == ("'=cmd", "'=HYPERLINK(1)")


def test_files_of_one_learner_are_one_and_folders_name_the_nameless(tmp_path: Path) -> None:
    for assignment in ("lesson01", "lesson02"):
        path = tmp_path / "submitted" / "ana" / assignment / progress.FILE_NAME
        path.parent.mkdir(parents=True)
        path.write_text(json.dumps(learner_file("", assignment)))
    (tmp_path / "submitted" / "bo.json").write_text(json.dumps(learner_file("")))
    learners, skipped = read_class([tmp_path / "submitted"])
    assert skipped == ()
    assert {n: len(p.checks) for n, p in learners.items()} == {"ana": 2, "bo": 1}


def test_the_demo_class_tries_puzzles_the_package_ships() -> None:
    from chickenfoot_nb.classroom import demo
    from chickenfoot_nb.puzzles import load_puzzles

    assert set(demo._PUZZLES) <= {p.id for p in load_puzzles()}
