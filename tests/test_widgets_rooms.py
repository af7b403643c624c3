"""The game's controller in rooms: one background job helper, one voice, small collaborators."""

from __future__ import annotations

import ast
from pathlib import Path
from threading import Event

import pytest

from chickenfoot_nb import i18n
from chickenfoot_nb.widgets import GameWidget, PuzzleWidget
from chickenfoot_nb.widgets.background import Job
from chickenfoot_nb.widgets.controller import GameController
from chickenfoot_nb.widgets.voice import Voice

WIDGETS = Path(__file__).parent.parent / "chickenfoot_nb" / "widgets"


@pytest.fixture
def english() -> object:
    yield
    i18n.set_language("en")


def test_a_job_started_again_drops_the_answer_of_the_one_before() -> None:
    job = Job[str]("chickenfoot-test")
    got: list[str] = []
    release, first_done = Event(), Event()

    def slow(tick: object, stop: Event) -> str:
        release.wait(5)
        first_done.set()
        return "stale"

    job.start(slow, key=1, done=got.append)
    assert job.running and job.key == 1
    job.start(lambda tick, stop: "fresh", key=2, done=got.append, wait=True)
    release.set()
    assert first_done.wait(5)
    assert got == ["fresh"] and job.key == 2 and not job.running


def test_a_cancelled_job_says_nothing_and_its_progress_stops() -> None:
    job = Job[int]("chickenfoot-test")
    said: list[object] = []
    go, finished = Event(), Event()

    def work(tick, stop: Event) -> int:  # type: ignore[no-untyped-def]
        tick(1, 4)
        go.wait(5)
        tick(2, 4)
        finished.set()
        return 7

    job.start(work, key="k", done=said.append, progress=said.append, failed=said.append)
    job.cancel()
    go.set()
    assert finished.wait(5)
    assert job.key is None and not job.running
    assert 7 not in said and 0.5 not in said


def test_a_failed_job_tells_its_error_and_is_no_longer_running() -> None:
    job = Job[int]("chickenfoot-test")
    errors: list[Exception] = []
    job.start(lambda tick, stop: 1 // 0, done=print, failed=errors.append, wait=True)
    assert isinstance(errors[0], ZeroDivisionError) and not job.running


def test_the_puzzles_speak_through_their_games_voice() -> None:
    """One message-and-guard system: a puzzle's words go through its game's voice."""
    g = GameController("spruce", players=2, seed=4)
    w = PuzzleWidget(seed=0)
    assert isinstance(g._voice, Voice) and not hasattr(w, "_voice")
    w.hint()
    assert w.message == w.game._voice.text and w.message.startswith("Hint 1 of 3: ")


def test_an_error_in_a_puzzle_observer_is_said_not_raised(monkeypatch: pytest.MonkeyPatch) -> None:
    w = PuzzleWidget(seed=0)
    assert w.game is not None

    def broken(event: object) -> bool:
        raise RuntimeError("the board broke")

    monkeypatch.setattr(w.game, "handle_event", broken)
    w.board.event = {"kind": "tile", "tile": str(w.puzzle.best.tile), "n": 1}  # type: ignore[union-attr]
    assert w.message_kind == "error"
    assert w.message == "Something went wrong: RuntimeError: the board broke"
    assert "the board broke" in w.message_box.value


def test_a_puzzle_says_its_message_again_in_a_new_language(english: object) -> None:
    w = PuzzleWidget(seed=0)
    w.answer(w.puzzle.moves[1].action)  # type: ignore[union-attr]
    told, english_words = w.board.announce["n"], w.message
    i18n.set_language("bs")
    assert w.message != english_words and w.board.announce["n"] == told + 1
    i18n.set_language("en")
    assert w.message == english_words


def test_a_game_says_its_message_again_in_a_new_language(english: object) -> None:
    w = GameWidget("spruce", players=3, seed=2, seats=["human", "greedy", "greedy"])
    assert w.click("9|8") is False
    refused = w.message
    i18n.set_language("bs")
    assert w.message != refused and w.game.message_kind == "refused"
    i18n.set_language("en")
    assert w.message == refused


@pytest.mark.parametrize("name", ["controller.py", "puzzle.py"])
def test_the_controller_and_the_puzzle_fit_their_rooms(name: str) -> None:
    source = (WIDGETS / name).read_text(encoding="utf-8")
    assert len(source.splitlines()) <= 700
    for node in ast.parse(source).body:
        if isinstance(node, ast.ClassDef):
            assert node.end_lineno - node.lineno + 1 <= 500, node.name  # type: ignore[operator]
