"""The learner's progress file: what a checked exercise adds, where it goes, and that a file
the package cannot read is never written over."""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path

import pytest

from chickenfoot_nb import Round, progress
from chickenfoot_nb.lessons import Check, ask
from chickenfoot_nb.review import review_seat


@pytest.fixture(autouse=True)
def fresh(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """A kernel just started in ``tmp_path``, with nothing in the environment about progress."""
    monkeypatch.setattr(progress, "_KEEPER", progress._Keeper())
    for name in (progress.PATH_VARIABLE, progress.LEARNER_VARIABLE, "JUPYTERHUB_USER"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)
    return tmp_path


def saved(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def test_checked_attempts_go_to_the_working_folder_by_default(fresh: Path) -> None:
    q = ask("set-size-12")
    q.check("90")  # wrong, and not a common mistake: the hint is shown
    q.check("91")
    data = saved(fresh / progress.FILE_NAME)
    assert (data["format"], data["version"], data["learner"]) == (progress.FORMAT, 1, "")
    first, second = data["checks"]
    assert {k: first[k] for k in first if k != "time"} == {
        "lesson": "01_tiles_and_sets",
        "exercise": "set-size-12",
        "answer": "90",
        "right": False,
        "first_try": True,
        "attempt": 1,
        "hints": 0,
    }
    assert (second["right"], second["first_try"], second["attempt"], second["hints"]) == (
        True,
        False,
        2,
        1,
    )
    assert second["time"].endswith("+00:00")


def test_a_check_written_in_a_cell_is_named_by_its_question(fresh: Path) -> None:
    Check("How many <b>doubles</b> has a double-6 set?", 7).check("7")
    (entry,) = saved(fresh / progress.FILE_NAME)["checks"]
    assert entry["exercise"] == "How many doubles has a double-6 set?"
    assert (entry["right"], entry["first_try"], entry["hints"]) == (True, True, 0)


def test_an_unreadable_reply_or_an_empty_box_is_not_an_attempt(fresh: Path) -> None:
    q = ask("set-size-12")
    q.check("")
    q.check("many")
    assert not (fresh / progress.FILE_NAME).exists()


def test_the_environment_names_the_file_and_the_learner(
    fresh: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(progress.PATH_VARIABLE, str(fresh / "deep" / "ana.json"))
    monkeypatch.setenv("JUPYTERHUB_USER", "ana")
    ask("set-size-12").check("91")
    assert saved(fresh / "deep" / "ana.json")["learner"] == "ana"
    monkeypatch.setenv(progress.LEARNER_VARIABLE, "Ana Anić")
    ask("set-size-12").check("91")
    data = saved(fresh / "deep" / "ana.json")
    assert data["learner"] == "Ana Anić" and len(data["checks"]) == 2
    assert not (fresh / progress.FILE_NAME).exists()


def test_an_argument_names_the_file(fresh: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(progress.PATH_VARIABLE, str(fresh / "from-env.json"))
    assert progress.on(fresh / "mine.json", learner="Bo") == fresh / "mine.json"
    ask("set-size-12").check("91")
    assert saved(fresh / "mine.json")["learner"] == "Bo"
    assert not (fresh / "from-env.json").exists()


def test_off_writes_nothing_and_on_writes_again(fresh: Path) -> None:
    progress.off()
    assert progress.where() is None
    ask("set-size-12").check("91")
    assert progress.puzzle_attempt("10-45", ["draw"], right=False) is None
    assert list(fresh.iterdir()) == []
    progress.on()
    ask("set-size-12").check("91")
    assert len(saved(fresh / progress.FILE_NAME)["checks"]) == 1


def test_the_environment_switches_it_off(fresh: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(progress.PATH_VARIABLE, "off")
    ask("set-size-12").check("91")
    assert list(fresh.iterdir()) == []
    progress.on()  # the learner's own call wins over the environment
    ask("set-size-12").check("91")
    assert (fresh / progress.FILE_NAME).exists()


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        (b'{"format": "chickenfoot_nb-progress", "version": 1, "checks": [', "not JSON"),
        (b'{"format": "chickenfoot-record/1", "rounds": []}', "not a chickenfoot_nb progress"),
        (b'{"format": "chickenfoot_nb-progress", "version": 2}', "newer chickenfoot_nb"),
        (
            b'{"format": "chickenfoot_nb-progress", "version": 1, "checks": [{"right": 1}]}',
            "entry 1",
        ),
        (bytes([0xFF, 0xFE]), "not UTF-8"),
    ],
    ids=["truncated", "foreign", "newer", "wrong-types", "not-utf8"],
)
def test_a_file_it_cannot_read_is_kept_byte_for_byte(fresh: Path, text: bytes, reason: str) -> None:
    path = fresh / progress.FILE_NAME
    path.write_bytes(text)
    q = ask("set-size-12")
    q.check("90")
    said = q.feedback.value
    assert "not written to" in said and reason in said and "Traceback" not in said
    q.check("91")
    assert "not written to" not in q.feedback.value  # said once
    assert progress.checked("", "x", "1", right=True, first_try=True) is None
    assert path.read_bytes() == text
    assert sorted(p.name for p in fresh.iterdir()) == [progress.FILE_NAME]
    kept = progress._KEEPER.memory[path]
    assert [c["answer"] for c in kept.checks] == ["90", "91", "1"]


def test_a_folder_it_cannot_write_keeps_progress_in_memory(fresh: Path) -> None:
    (fresh / "a-file").write_text("")
    path = progress.on(fresh / "a-file" / "progress.json")
    said = progress.checked("", "x", "1", right=True, first_try=True)
    assert said is not None and str(path) in said
    assert len(progress._KEEPER.memory[path].checks) == 1


def test_a_failed_write_leaves_the_old_file_and_no_temporary_file(
    fresh: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = fresh / progress.FILE_NAME
    progress.checked("", "x", "1", right=True, first_try=True)
    before = path.read_bytes()

    def broken(*args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken)
    said = progress.checked("", "x", "2", right=False, first_try=False)
    assert said is not None and "No space left on device" in said
    assert path.read_bytes() == before
    assert sorted(p.name for p in fresh.iterdir()) == [progress.FILE_NAME]


def test_puzzles_rounds_and_practice_are_kept(fresh: Path) -> None:
    assert (
        progress.puzzle_attempt(
            "10-45",
            ["play 9|4 on 9|9"],
            right=True,
            hints=1,
            rating_before=1500,
            rating_after=1512.5,
        )
        is None
    )
    r = Round.deal("spruce", players=2, seed=4)
    r.play_greedily()
    seat = review_seat(r, 0, samples=10)
    progress.reviewed_round(seat, r)
    progress.keep_practice({"rating": 1512.5, "due": {"10-45": "2025-01-02"}})
    p = progress.load()
    (puzzle,) = p.puzzles
    assert (puzzle["puzzle"], puzzle["moves"], puzzle["hints"]) == ("10-45", ["play 9|4 on 9|9"], 1)
    assert (puzzle["rating_before"], puzzle["rating_after"]) == (1500, 1512.5)
    (own,) = p.rounds
    assert own["accuracy"] == pytest.approx(seat.accuracy) and own["marks"] == seat.marks
    assert own["record"]["format"] == "chickenfoot-record/1"
    assert p.practice == {"rating": 1512.5, "due": {"10-45": "2025-01-02"}}


def test_attempts_from_several_threads_are_all_kept(fresh: Path) -> None:
    def attempts(k: int) -> None:
        for n in range(20):
            progress.puzzle_attempt(f"{k}-{n}", [], right=False)

    threads = [threading.Thread(target=attempts, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(progress.load().puzzles) == 80


def test_a_long_answer_is_cut(fresh: Path) -> None:
    progress.checked("", "x", "9" * 10_000, right=False, first_try=True)
    assert len(progress.load().checks[0]["answer"]) == progress.LONGEST_ANSWER
