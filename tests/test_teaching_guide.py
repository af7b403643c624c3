"""The teacher's guide (``docs/teaching/``) keeps up with the lessons (issue 37).

Every English lesson has a page with the same sections; the page answers every exercise the
lesson asks (a new exercise without an answer in the guide fails here), and its goals and its
time are the lesson's own, so that the guide and the lesson cannot drift apart.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[1]
GUIDE = ROOT / "docs" / "teaching"
LESSONS = sorted((ROOT / "notebooks").glob("*.ipynb"))
sys.path.insert(0, str(ROOT / "docs"))

import staging  # noqa: E402  (docs/ is not a package)

#: The sections of every page, in this order (an unplugged activity may follow them).
SECTIONS = ["Goals", "Timing", "Prepare", "Answers", "Discussion", "Misconceptions"]
_ASK = re.compile(r"""\bask\(\s*["']([\w-]+)["']""")
_TIME = re.compile(r"\*Time: about (\d+) minutes in class, (\d+) minutes alone\.\*")


def _lesson(path: Path) -> list[nbformat.NotebookNode]:
    return list(nbformat.read(path, as_version=4).cells)


def _page(path: Path) -> str:
    page = GUIDE / f"{path.stem}.md"
    assert page.exists(), f"{path.stem} has no page in docs/teaching/"
    return page.read_text(encoding="utf-8")


def _sections(page: str) -> dict[str, str]:
    """Each ``## `` section of a page, by its heading, with its text."""
    parts = re.split(r"^## (.+)$", page, flags=re.MULTILINE)
    return {parts[i].strip(): parts[i + 1] for i in range(1, len(parts), 2)}


def _words(text: str) -> str:
    return " ".join(text.split())


def _goals(cells: list[nbformat.NotebookNode]) -> list[str]:
    """The lesson's goals, one string each (a goal may wrap onto indented lines)."""
    goals: list[str] = []
    for line in cells[1].source.splitlines():
        if line.startswith("- "):
            goals.append(line[2:])
        elif line.startswith("  ") and goals:
            goals[-1] += " " + line.strip()
    return [_words(g) for g in goals]


def test_every_english_lesson_has_a_page_and_the_guide_lists_it() -> None:
    assert len(LESSONS) >= 15
    index = (GUIDE / "index.md").read_text(encoding="utf-8")
    listed = re.findall(r"^(\w+)$", index.split("```{toctree}")[1], flags=re.MULTILINE)
    assert listed == [p.stem for p in LESSONS]
    pages = {"index", "class"}  # the guide's own page, and the class report's
    assert sorted(p.stem for p in GUIDE.glob("*.md") if p.stem not in pages) == listed
    site = (ROOT / "docs" / "index.md").read_text(encoding="utf-8")
    assert "teaching/index" in site and "(teaching/index.md)" in site


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
def test_every_page_has_the_sections_in_order(path: Path) -> None:
    page = _page(path)
    headings = list(_sections(page))
    assert headings[: len(SECTIONS)] == SECTIONS, f"{path.stem}: {headings}"
    assert page.startswith("# "), f"{path.stem}: the page has no title"
    discussion = _sections(page)["Discussion"]
    assert 2 <= sum(1 for line in discussion.splitlines() if line.startswith("- ")) <= 4


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
def test_every_exercise_the_lesson_asks_is_answered_on_its_page(path: Path) -> None:
    cells = _lesson(path)
    asked = [k for c in cells if c.cell_type == "code" for k in _ASK.findall(c.source)]
    answers = _sections(_page(path))["Answers"]
    missing = [k for k in dict.fromkeys(asked) if f"`{k}`" not in answers]
    assert not missing, f"{path.stem}: no answer in the guide for {missing}"
    # Each time the lesson asks (some exercises are asked twice, on two positions), one answer.
    for key in set(asked):
        given = len(re.findall(rf"^- \*\*`{re.escape(key)}`\*\*", answers, flags=re.MULTILINE))
        assert given == asked.count(key), (
            f"{path.stem}: {key} asked {asked.count(key)}, answered {given}"
        )
    assert answers.count("**Answer:") == len(asked)


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
def test_the_page_states_the_lessons_own_time_and_goals(path: Path) -> None:
    cells = _lesson(path)
    sections = _sections(_page(path))
    lesson_time = _TIME.search(cells[1].source)
    page_time = _TIME.search(sections["Timing"])
    assert lesson_time and page_time, path.stem
    assert page_time.groups() == lesson_time.groups(), f"{path.stem}: the guide's time drifted"
    goals = _words(sections["Goals"])
    assert [g for g in _goals(cells) if g not in goals] == [], f"{path.stem}: the goals drifted"


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
def test_the_page_links_its_lesson_live(path: Path) -> None:
    page = _page(path)
    links = staging.lesson_links(Path(path.name))
    assert links["binder"] in page and links["lite"] in page
    assert f"(../lessons/{path.name})" in page
