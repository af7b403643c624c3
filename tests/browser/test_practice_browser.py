"""Puzzle practice in JupyterLab, by keyboard: it is rated, it lasts, and a broken file is kept.

JupyterLab runs with ``CHICKENFOOT_PROGRESS`` naming a progress file in a temporary folder, and
a notebook shows ``PuzzleWidget`` on three puzzles the test picks by id: a rated medium one (with
at least two wrong moves) served first, a rated easy one, and a hard one, far from the
learner's rating. The learner, on the keyboard:

1. plays a wrong first move: the message says how often it wins against the best move, invites
   another try, and shows the rating change; takes a graded hint; finds the move on the
   second try;
2. takes a hint on the next puzzle and solves it: the rating change, smaller for the hint;
3. the progress file holds both attempts and the practice's state; the test moves the missed
   puzzle's card into the past, as a day or two later, and a new notebook (a new kernel)
   serves that puzzle, due today, at the rating the file kept (with nothing due, it would
   serve the hard one, not tried yet);
4. a broken progress file: the one sentence, practice goes on, the file's bytes stay.

Every expected sentence is computed here with the package's own words, on a practice in
memory that takes the same attempts. Screenshots go to ``artifacts/browser/``.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from nbbrowser import (
    WAIT_MS,
    NotebookTabs,
    arrow_to,
    axe_findings,
    axe_violations,
    code_notebook,
    jupyterlab_server,
    open_in_lab,
    run_all_cells,
    screenshot,
    tab_to_hand,
)
from playwright.sync_api import Page, expect

from chickenfoot_nb import progress
from chickenfoot_nb.actions import Action
from chickenfoot_nb.practice import Practice, PuzzleAttempt, puzzle_rating, rate, rated, score
from chickenfoot_nb.puzzles import Puzzle, load_puzzles
from chickenfoot_nb.puzzles.themes import themes_of
from chickenfoot_nb.review import action_words
from chickenfoot_nb.widgets.puzzle_judge import rating_words, verdict_words

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("practice_browser")]


def pick() -> tuple[Puzzle, Action, Puzzle, Puzzle]:
    """The first puzzle (medium and rated, with a wrong move of another tile than the best
    one's), that wrong move, the second (easy and rated), and one far from every rating the
    learner has (hard), so it comes only when no puzzle is due. The last two on other sets
    than the first. The smallest tables, for screenshots that read."""
    every = load_puzzles()

    def wrong_move(p: Puzzle) -> Action | None:
        return next(
            (m.action for m in p.moves[1:] if m.action.tile not in (None, p.best.tile)), None
        )

    first = min(
        (p for p in every if p.difficulty == "medium" and rated(p) and wrong_move(p)),
        key=lambda p: (p.set, p.players),
    )
    second = min(
        (p for p in every if p.difficulty == "easy" and rated(p) and p.set != first.set),
        key=lambda p: (p.set, p.players),
    )
    last = min(
        (p for p in every if p.difficulty == "hard" and rated(p) and p.set != first.set),
        key=lambda p: (p.set, p.players),
    )
    wrong = wrong_move(first)
    assert wrong is not None and len(first.moves) >= 3  # at least two wrong moves
    return first, wrong, second, last


A, WRONG, B, C = pick()
IDS = sorted([A.id, B.id, C.id])
#: The puzzles as the notebook chooses them (the practice's seeded order starts from this).
CHOSEN = [p for p in load_puzzles() if p.id in IDS]

CODE = f"""\
from chickenfoot_nb.puzzles import load_puzzles
from chickenfoot_nb.widgets import PuzzleWidget
chosen = [p for p in load_puzzles() if p.id in {IDS!r}]
w = PuzzleWidget(chosen, seed=0)
w"""


@dataclass(frozen=True)
class Expected:
    """What the widget's practice does with the session's two first attempts."""

    missed: PuzzleAttempt  # the wrong first move on A
    hinted: PuzzleAttempt  # B solved after one hint
    clean: float  # the rating B would have given without the hint


BROKEN = b'{"format": "chickenfoot_nb-progress", "version": 1, "puzzles": [tru\xff'


@pytest.fixture(scope="module")
def expected(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Expected]:
    """The same practice in this process, its progress kept in a file of its own."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(progress, "_KEEPER", progress._Keeper())
        mp.setenv(progress.PATH_VARIABLE, str(tmp_path_factory.mktemp("same") / "p.json"))
        pr = Practice(CHOSEN, seed=0)
        assert pr.next_puzzle() == A
        missed = pr.attempt(A, [WRONG], right=False)
        assert pr.next_puzzle() == B
        clean = rate(pr.rating, puzzle_rating(B), score(True, 0)).rating
        hinted = pr.attempt(B, [B.best], right=True, hints=1)
        assert missed.rated and hinted.rated and missed.due is not None
        yield Expected(missed, hinted, clean)


@pytest.fixture(autouse=True)
def patient_expect() -> Iterator[None]:
    """``expect`` waits as long as the page does (nbbrowser's WAIT_MS), not its 5 s: the lead's
    suite may load both cores while a kernel answers a key."""
    before = expect._timeout
    expect.set_options(timeout=WAIT_MS)
    yield
    expect.set_options(timeout=before)


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    """JupyterLab whose kernels keep progress in ``progress.json`` of a temporary folder;
    its URL and that file."""
    folder = tmp_path_factory.mktemp("practice") / "nb"
    for name in ("session", "again", "broken"):
        code_notebook(folder, f"{name}.ipynb", CODE, "Practice")
    path = folder.parent / "progress.json"
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv(progress.PATH_VARIABLE, str(path))  # the server's kernels inherit it
        with jupyterlab_server(folder) as url:
            yield url, path


# ----- the keyboard -----------------------------------------------------------------------


def play(page: Page, p: Puzzle, a: Action) -> None:
    """Play ``a`` on puzzle ``p`` from the keyboard: Tab to the hand, the arrows to the tile,
    Enter; and when the tile has more than one place, the arrows to the place, Enter."""
    assert a.tile is not None
    tab_to_hand(page, ".cf-puzzle")
    arrow_to(page, "tile", str(a.tile))
    page.keyboard.press("Enter")
    if len(p.position().targets(a.tile)) > 1:
        expect(page.locator(".cf-puzzle [data-target]:focus")).to_have_count(1)
        arrow_to(page, "target", "centre" if a.on is None else str(a.on))
        page.keyboard.press("Enter")


def shows(page: Page, p: Puzzle) -> None:
    """The widget shows puzzle ``p``: its table in the line about it, its seat's hand."""
    root = page.locator(".cf-puzzle")
    expect(root.locator(".cf-puzzle-about")).to_contain_text(f"double-{p.set}, {p.players} play")
    hand = sorted(str(t) for t in p.position().hand(p.seat))
    tiles = root.locator(".cf-hand-area .tile.in-hand[data-tile]")
    expect(tiles).to_have_count(len(hand))
    assert sorted(tiles.evaluate_all("ts => ts.map(t => t.dataset.tile)")) == hand


def start(page: Page) -> None:
    """Run the notebook, wait for the puzzle, and put the focus on its board (a click: Tab
    from a cell would go to its editor)."""
    run_all_cells(page)
    expect(page.locator(".cf-puzzle .cf-table-area svg")).to_be_visible(timeout=60_000)
    page.locator(".cf-puzzle .cf-board-root").click(position={"x": 3, "y": 3})


def no_axe_findings(page: Page) -> None:
    assert axe_findings(axe_violations(page, {"include": [[".cf-puzzle"]]})) == []


# ----- the tests --------------------------------------------------------------------------


def test_practice_is_rated_and_lasts_into_a_new_kernel(
    browser: Any, lab: tuple[str, Path], expected: Expected
) -> None:
    url, path = lab
    path.unlink(missing_ok=True)
    tabs = NotebookTabs(browser, lambda page, name: open_in_lab(page, url, name))
    try:
        page = tabs.open("session.ipynb")
        page.set_viewport_size({"width": 1366, "height": 900})
        start(page)
        root = page.locator(".cf-puzzle")
        message, score = root.locator(".cf-message"), root.locator(".cf-puzzle-score")
        shows(page, A)
        expect(score).to_contain_text("Rating 1500 · 0 puzzles due today")

        # 1. a wrong first move: how often it wins, another try offered, the rating change
        missed = expected.missed
        play(page, A, WRONG)
        expect(message).to_contain_text(verdict_words(A, WRONG, first=True))
        expect(message).to_contain_text("Try again: another move, a hint (H) or the answer (S).")
        expect(message).to_contain_text(rating_words(missed))
        assert rating_words(missed).startswith("Your rating: 1500 → ")
        assert str(A.best.tile) not in message.inner_text()  # the answer is not given away
        change = round(missed.rating_after) - round(missed.rating_before)
        expect(score).to_contain_text(f"Rating {round(missed.rating_after)} (−{-change})")
        expect(root.locator(".cf-proof")).to_have_count(0)
        # saved at once: the file holds the attempt and the rating it gave
        assert [(e["puzzle"], e["right"]) for e in progress.load(path).puzzles] == [(A.id, False)]
        screenshot(page, "lab-practice-1-wrong-first-move")
        no_axe_findings(page)

        # a graded hint: the idea first
        page.keyboard.press("h")
        expect(message).to_have_text(f"Hint 1 of 3: {themes_of(A)[0].hint()}")

        # the second try finds it: right, but only the first answer counts
        play(page, A, A.best)
        expect(message).to_contain_text(verdict_words(A, A.best, first=False))
        expect(score).to_contain_text("Solved 0 of 1 puzzle · streak 0")
        expect(root.locator("tr.cf-best.cf-chosen")).to_contain_text(action_words(A.best))

        # 2. the next puzzle, a hint first, then solved: the rating change, lowered by the hint
        page.keyboard.press("n")
        shows(page, B)
        page.keyboard.press("h")
        expect(message).to_contain_text("Hint 1 of 3: ")
        play(page, B, B.best)
        hinted = expected.hinted
        expect(message).to_contain_text(verdict_words(B, B.best, first=True))
        expect(message).to_contain_text(rating_words(hinted))
        assert 0 < hinted.rating_after < expected.clean  # the hint cost some of the gain
        expect(score).to_contain_text(f"Rating {round(hinted.rating_after)} (+")
        expect(score).to_contain_text("Solved 1 of 2 puzzles · streak 1")
        screenshot(page, "lab-practice-2-rating-change")

        # 3. the file holds both attempts and the practice, and is read by a new kernel
        kept = progress.load(path)
        assert [
            (e["puzzle"], e["moves"], e["right"], e["hints"], e["rating_before"])
            for e in kept.puzzles
        ] == [
            (A.id, [str(WRONG)], False, 0, 1500.0),
            (B.id, [str(B.best)], True, 1, pytest.approx(missed.rating_after)),
        ]
        assert kept.puzzles[1]["rating_after"] == pytest.approx(hinted.rating_after)
        pr = Practice(CHOSEN, state=kept.practice, seed=0)
        assert pr.rating.rating == pytest.approx(hinted.rating_after)
        assert pr.schedule.due_on(A.id) == missed.due
        # with nothing due, a new kernel serves the untried puzzle: only A's review serves A
        assert Practice(CHOSEN, state=kept.practice, seed=0).next_puzzle() == C
        # two days on: the missed puzzle's review date moves into the past
        card = pr.schedule.cards[A.id]
        card.due -= timedelta(days=2)
        assert card.last_review is not None
        card.last_review -= timedelta(days=2)
        kept.practice = pr.to_json()
        path.write_text(json.dumps(kept.to_json(), indent=1), encoding="utf-8")

        page = tabs.open("again.ipynb")
        page.set_viewport_size({"width": 1366, "height": 900})
        start(page)
        root = page.locator(".cf-puzzle")
        shows(page, A)
        expect(root.locator(".cf-puzzle-score")).to_contain_text(
            f"Rating {round(hinted.rating_after)} · 1 puzzle due today"
        )
        root.locator(".cf-puzzle-score").scroll_into_view_if_needed()
        screenshot(page, "lab-practice-3-due-today")
        play(page, A, A.best)  # met again: reviewed, not rated
        expect(root.locator(".cf-message")).to_contain_text(
            f"Your rating stays {round(hinted.rating_after)}: a puzzle counts for it only "
            "the first time."
        )
        screenshot(page, "lab-practice-4-reviewed")
        assert [e["puzzle"] for e in progress.load(path).puzzles] == [A.id, B.id, A.id]
        no_axe_findings(page)
    finally:
        tabs.close()


def sentence_for(path: Path) -> str:
    """The sentence the package says of the file at ``path`` (it reads it, writes nothing)."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(progress, "_KEEPER", progress._Keeper())
        mp.setenv(progress.PATH_VARIABLE, str(path))
        said = Practice.load(CHOSEN, seed=0)[1]
    assert said is not None and said.startswith(f"Your progress is not written to {path} (")
    return said


def test_a_broken_progress_file_is_kept_byte_for_byte(browser: Any, lab: tuple[str, Path]) -> None:
    url, path = lab
    path.write_bytes(BROKEN)
    said = sentence_for(path)
    tabs = NotebookTabs(browser, lambda page, name: open_in_lab(page, url, name))
    try:
        page = tabs.open("broken.ipynb")
        page.set_viewport_size({"width": 1366, "height": 900})
        start(page)
        root = page.locator(".cf-puzzle")
        message = root.locator(".cf-message")
        shows(page, A)
        expect(message).to_contain_text(said)
        assert message.inner_text().count("Your progress is not written to") == 1
        message.scroll_into_view_if_needed()
        screenshot(page, "lab-practice-5-broken-file")
        no_axe_findings(page)
        # practice goes on, in memory: the move is judged and rated, the file stays as it was
        play(page, A, A.best)
        expect(message).to_contain_text(verdict_words(A, A.best, first=True))
        expect(message).to_contain_text("Your rating: 1500 → ")
        expect(root.locator(".cf-puzzle-score")).to_contain_text("Solved 1 of 1 puzzle")
        assert path.read_bytes() == BROKEN
    finally:
        tabs.close()
