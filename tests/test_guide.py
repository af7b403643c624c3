"""The user's guide (``docs/guide/``) runs as written, and plays the everyday tasks (issue 43).

Each page is one test: its code blocks run in order in one namespace, in a new folder, as a
reader would run them in one notebook (``tests/guide_blocks.py``); a value a block's comment
shows must be the value shown. Each of the eight everyday tasks a new user tried is played
from the guide's own block that shows it. ``tests/test_release.py`` runs the same blocks in a
fresh virtualenv with the wheel alone.
"""

from __future__ import annotations

import re
import sys
import tomllib
import warnings
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))

from guide_blocks import (  # noqa: E402  (tests/ holds the runner, not a package)
    GUIDE,
    PAGES,
    TASKS,
    Block,
    Task,
    blocks,
    commands,
    run_page,
    run_python,
)

EXTRAS = set(tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
    "optional-dependencies"
])  # fmt: skip
_INSTALL = re.compile(r"""pip install\s+"?chickenfoot_nb(?:\[([\w,]+)\])?"?""")


def test_the_index_lists_every_page_in_reading_order() -> None:
    index = (GUIDE / "index.md").read_text(encoding="utf-8")
    toctree = re.search(r"```\{toctree\}\n(.*?)```", index, re.S)
    assert toctree is not None
    listed = [line for line in toctree.group(1).splitlines() if line and not line.startswith(":")]
    assert [f"{name}.md" for name in listed] == PAGES
    assert re.findall(r"^\d+\. \*\*\[[^]]+\]\(([\w-]+\.md)\)", index, re.M) == PAGES
    assert sorted(p.name for p in GUIDE.glob("*.md")) == sorted([*PAGES, "index.md"])


@pytest.mark.parametrize("page", PAGES)
def test_every_block_of_a_page_runs_in_order(page: str, tmp_path: Path) -> None:
    assert [b for b in blocks(page) if b.language == "python"], f"{page} shows no code"
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        run_page(page, tmp_path)
    # an old spelling (DeprecationWarning), a file left open (ResourceWarning), ...
    old = [str(w.message) for w in caught if w.filename.startswith("docs/guide/")]
    assert not old, f"{page} warns: {old}"


@pytest.mark.parametrize("task", TASKS, ids=[t.name for t in TASKS])
def test_an_everyday_task_is_played_from_the_guide(task: Task, tmp_path: Path) -> None:
    shown = [b for b in blocks(task.page) if b.language == "python" and task.shows in b.code]
    assert shown, f"no block of {task.page} shows {task.shows!r}"
    # The fresh virtualenv of tests/test_release.py has no extras: it must play every task.
    assert not shown[0].needs, f"{task.name} is shown by a block that needs {shown[0].needs}"
    namespace = run_page(task.page, tmp_path, until=task.shows, tasks=[task])
    assert namespace["__tasks__"][task.name] is True, namespace["__tasks__"][task.name]


def test_the_eight_tasks_are_those_of_the_issue() -> None:
    assert [t.name for t in TASKS] == [
        "saving a game", "seeds", "dealing", "text moves", "numbering", "reprs",
        "tables' shape", "hostile files",
    ]  # fmt: skip
    assert {t.page for t in TASKS} <= set(PAGES)


def test_the_command_line_page_shows_every_subcommand_with_its_help(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from chickenfoot_nb.cli import main

    assert main(["--help"]) == 0
    listed = re.search(r"\{([\w,]+)\}", capsys.readouterr().out)
    assert listed is not None
    subcommands = set(listed.group(1).split(","))
    assert subcommands == {"check", "moves", "render", "review", "lessons", "class"}
    run = [
        line.split()[1]
        for b in blocks("command-line.md")
        if b.language == "sh"
        for line in commands(b)
    ]
    assert subcommands <= set(run), subcommands - set(run)
    text = (GUIDE / "command-line.md").read_text(encoding="utf-8")
    for name in subcommands:
        assert f"| `{name} " in text, f"the table of commands leaves out {name}"
    assert "--help" in run


def test_every_pip_install_line_names_extras_that_exist() -> None:
    pages = [GUIDE / "index.md", *(GUIDE / p for p in PAGES), ROOT / "README.md"]
    named = set()
    for page in pages:
        for m in _INSTALL.finditer(page.read_text(encoding="utf-8")):
            named |= set(filter(None, (m.group(1) or "").split(",")))
    assert named and named <= EXTRAS, named - EXTRAS
    for page in PAGES:
        for block in blocks(page):
            assert block.needs <= EXTRAS, (block.where, block.needs)


@pytest.mark.parametrize("page", [ROOT / "README.md", GUIDE / "index.md"], ids=["README", "guide"])
def test_the_install_section_names_every_extra_and_what_it_is_for(page: Path) -> None:
    text = page.read_text(encoding="utf-8")
    install = text[text.index("## Install") :]
    install = install[: install.find("\n## ", 3) if "\n## " in install[3:] else None]
    rows = dict(re.findall(r"^\| `(\w+)` \| (.+) \|$", install, re.M))
    assert set(rows) == EXTRAS, set(rows) ^ EXTRAS
    assert all(len(what.split()) >= 4 for what in rows.values()), rows


def test_a_block_that_shows_a_wrong_value_fails_and_names_its_line() -> None:
    block = Block("x.md", "python", 'n = 1 + 1\nn   # 3\n"ok"  # words, not a value\n', 10)
    with pytest.raises(AssertionError, match=r"docs/guide/x.md:11 shows 2, not 3"):
        run_python(block, {})
    run_python(Block("x.md", "python", "s = 'a long sentence'\ns   # 'a ... sentence'\n", 1), {})
