"""The project's own docs stay true: every test they name exists, and every rule option is described."""

import ast
import re
from functools import cache
from pathlib import Path

import pytest

from chickenfoot_nb.rules import option_names

ROOT = Path(__file__).resolve().parent.parent
DOCS = sorted((ROOT / "docs").glob("*.md"))
LINKING = [*DOCS, ROOT / "README.md", ROOT / "tests" / "examples" / "README.md"]
TEST_NAME = re.compile(r"\b(tests/[\w/]+\.py)::(\w+)")
LOCAL_LINK = re.compile(r"\]\((?!https?:|#)([^)#\s]+)(?:#[^)]*)?\)")


def named_tests(page: Path) -> list[tuple[str, str]]:
    return TEST_NAME.findall(page.read_text(encoding="utf-8"))


@cache
def functions_in(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)}


def test_the_rules_page_names_the_tests_that_pin_the_rules() -> None:
    # A change to the reference pattern that matched nothing would make the next test vacuous.
    assert len(named_tests(ROOT / "docs" / "rules.md")) >= 40


@pytest.mark.parametrize("page", DOCS, ids=lambda p: p.name)
def test_every_test_a_page_names_exists(page: Path) -> None:
    missing = []
    for file, name in named_tests(page):
        path = ROOT / file
        if not path.is_file() or name not in functions_in(path):
            missing.append(f"{file}::{name}")
    assert not missing, f"{page.name} names tests that do not exist: {missing}"


@pytest.mark.parametrize("page", LINKING, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_local_link_leads_to_a_file(page: Path) -> None:
    links = LOCAL_LINK.findall(page.read_text(encoding="utf-8"))
    # docs/api/ and docs/lessons/ are written by the site build (docs/staging.py), whose
    # warning-free build (tests/test_docs_site.py) checks the links into them.
    generated = ("api/", "lessons/") if page.parent == ROOT / "docs" else ()
    broken = [
        link
        for link in links
        if not link.startswith(generated) and not (page.parent / link).exists()
    ]
    assert not broken, f"{page.name} links to files that do not exist: {broken}"


def test_every_rule_option_has_a_row_on_the_rules_page() -> None:
    text = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    undocumented = [name for name in option_names() if f"\n| `{name}` |" not in text]
    assert not undocumented, f"docs/rules.md does not describe the options {undocumented}"
