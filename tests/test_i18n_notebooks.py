"""The translated lessons: every catalog complete, every generated copy current, every link inside its language.

``make lessons`` (``python -m chickenfoot_nb.i18n.notebooks``) brings the catalogs and the
copies up to date; these tests fail, naming the notebook and cell, until it has been run and
every new paragraph translated. That the copies run is checked in ``tests/test_notebooks.py``, with the
English lessons on fresh kernels in the browser tests.

What a lesson prints is translated too: every literal with words that a code cell prints or
shows is a message (``test_a_lesson_prints_only_what_a_catalog_translates``), and the
copies, run once each in ``tests/test_notebooks.py``, print no English sentence
(:func:`english.english_in_outputs`).
"""

from __future__ import annotations

import ast
import re
import shutil
from pathlib import Path

import nbformat
import pytest
from babel.messages.catalog import Catalog
from english import english_lines

from chickenfoot_nb.i18n import notebooks as nbi18n
from chickenfoot_nb.i18n.build import CATALOG_LANGUAGES

ENGLISH = nbi18n.lessons()


def test_the_template_holds_every_paragraph_of_every_lesson() -> None:
    assert nbi18n.TEMPLATE.read_bytes() == nbi18n.po_text(nbi18n.template()), "run make lessons"
    where = {f.split("#")[0] for m in nbi18n.template() for f, _ in m.locations}
    assert where == {p.name for p in ENGLISH}


@pytest.mark.parametrize("code", CATALOG_LANGUAGES)
def test_every_catalog_is_complete(code: str) -> None:
    pot = nbi18n.template()
    assert nbi18n.po_path(code).read_bytes() == nbi18n.po_text(nbi18n.merged(code, pot)), (
        "run make lessons"
    )
    catalog = nbi18n.read(code)
    assert nbi18n.catalog_problems(code, catalog) == []
    assert {m.id for m in catalog if m.id} == {m.id for m in pot if m.id}


@pytest.mark.parametrize("code", CATALOG_LANGUAGES)
@pytest.mark.parametrize("path", ENGLISH, ids=lambda p: p.stem)
def test_generated_notebook_is_current(path: Path, code: str) -> None:
    copy = nbi18n.generated_path(path, code)
    wanted = nbi18n.notebook_text(nbi18n.generate(path, code, nbi18n.read(code)))
    assert copy.read_text(encoding="utf-8") == wanted, f"{copy} is out of date: run make lessons"


@pytest.mark.parametrize("code", CATALOG_LANGUAGES)
def test_a_copy_sets_its_language_first_and_keeps_the_code(code: str) -> None:
    for path in ENGLISH:
        english = nbformat.read(path, as_version=4)
        copy = nbformat.read(nbi18n.generated_path(path, code), as_version=4)
        nbformat.validate(copy)
        first, *rest = copy.cells
        assert first.source == f'import chickenfoot_nb\nchickenfoot_nb.set_language("{code}")'
        assert [c.id for c in rest] == [c.id for c in english.cells]
        for mine, theirs in zip(rest, english.cells, strict=True):
            assert mine.cell_type == theirs.cell_type
            if mine.cell_type == "code":
                assert _unprinted(mine.source.replace('"../positions/', '"positions/')) == (
                    _unprinted(theirs.source)
                )
                assert mine.outputs == [] and mine.execution_count is None
            elif mine.id != nbi18n.LANGUAGES_CELL:
                assert (
                    nbi18n.markup(mine.source)["code spans"]
                    == nbi18n.markup(theirs.source)["code spans"]
                )


def _unprinted(source: str) -> str:
    """``source`` with each literal it prints left out: what a translation may not change."""
    for said in reversed(nbi18n.printed(source)):
        source = source[: said.start] + "…" + source[said.end :]
    return source


_LINK = re.compile(r"\]\(([^)\s#]+)(?:#[^)]*)?\)")


@pytest.mark.parametrize("code", ("en", *CATALOG_LANGUAGES))
def test_links_stay_within_the_language_and_lead_somewhere(code: str) -> None:
    folder = nbi18n.LESSONS if code == "en" else nbi18n.LESSONS / code
    for path in sorted(folder.glob("*.ipynb")):
        for cell in nbformat.read(path, as_version=4).cells:
            if cell.cell_type != "markdown":
                continue
            for target in _LINK.findall(cell.source):
                if re.match(r"^[a-z][\w+.-]*:", target):
                    continue
                assert (path.parent / target).exists(), f"{path.name} {cell.id}: {target}"
                lesson = re.fullmatch(r"\d\d_\w+\.ipynb", target)
                if lesson and cell.id != nbi18n.LANGUAGES_CELL:
                    assert (path.parent / target).parent == folder, target


@pytest.mark.parametrize("code", ("en", *CATALOG_LANGUAGES))
def test_start_here_links_every_other_language(code: str) -> None:
    folder = nbi18n.LESSONS if code == "en" else nbi18n.LESSONS / code
    cells = nbformat.read(folder / "00_start_here.ipynb", as_version=4).cells
    (line,) = [c.source for c in cells if c.id == nbi18n.LANGUAGES_CELL]
    assert line == nbi18n.languages_line(code)
    reached = {(folder / t).resolve().parent for t in _LINK.findall(line)}
    everyone = {nbi18n.LESSONS, *(nbi18n.LESSONS / c for c in CATALOG_LANGUAGES)}
    assert reached == everyone - {folder}
    if code == "sr":
        assert 'set_language("sr-Latn")' in line


@pytest.fixture
def lessons_copy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The lessons, their catalogs and copies in a temporary folder that the module works on."""
    root = tmp_path / "repo"
    shutil.copytree(nbi18n.LESSONS, root / "notebooks")
    monkeypatch.setattr(nbi18n, "ROOT", root)
    monkeypatch.setattr(nbi18n, "LESSONS", root / "notebooks")
    monkeypatch.setattr(nbi18n, "LOCALE", root / "notebooks" / "locale")
    monkeypatch.setattr(nbi18n, "TEMPLATE", root / "notebooks" / "locale" / "lessons.pot")
    return root / "notebooks"


def test_an_edited_copy_is_named_and_regenerated(lessons_copy: Path) -> None:
    copy = lessons_copy / "bg" / "04_the_chicken_foot.ipynb"
    nb = nbformat.read(copy, as_version=4)
    nb.cells[3].source += "\n\nA line nobody translated."
    nbformat.write(nb, copy)
    assert nbi18n.problems() == [
        "notebooks/bg/04_the_chicken_foot.ipynb is out of date: run make lessons"
    ]
    nbi18n.write()
    assert nbi18n.problems() == []


def test_a_new_lesson_is_one_command_away(lessons_copy: Path) -> None:
    """What happens when 09_strategy lands: make lessons, translate what --check names."""
    nb = nbformat.v4.new_notebook()
    nb.cells = [
        nbformat.v4.new_markdown_cell("# 9. Strategy\n\nPlay `9|9` early.", id="09-00"),
        nbformat.v4.new_code_cell("1 + 1", id="09-01"),
    ]
    nbformat.write(nb, lessons_copy / "09_strategy.ipynb")
    assert "notebooks/locale/lessons.pot is out of date: run make lessons" in nbi18n.problems()
    nbi18n.write()
    found = nbi18n.problems()
    for code in CATALOG_LANGUAGES:
        assert f"{code}.po, 09_strategy.ipynb#09-00: '# 9. Strategy' is not translated" in found
        assert (lessons_copy / code / "09_strategy.ipynb").exists()
    assert len(found) == 2 * len(CATALOG_LANGUAGES)
    for code in CATALOG_LANGUAGES:
        catalog = nbi18n.read(code)
        catalog["# 9. Strategy"].string = "# 9. Стратегия"
        catalog["Play `9|9` early."].string = "Играйте `9|9` рано."
        nbi18n.po_path(code).write_bytes(nbi18n.po_text(catalog))
    nbi18n.write()
    assert nbi18n.problems() == []
    text = (lessons_copy / "sr" / "09_strategy.ipynb").read_text(encoding="utf-8")
    assert "Играйте `9|9` рано." in text


def test_a_translation_that_drops_a_code_span_or_a_link_is_named() -> None:
    catalog = Catalog(locale="bs")
    catalog.add(
        "See `9|4` and [lesson 3](03_arms_and_turns.ipynb).", "Vidi 9|4 i [lekciju 3](03.ipynb)."
    )
    (one, two) = nbi18n.catalog_problems("bs", catalog)
    assert "code spans ['`9|4`'] but []" in one
    assert "link targets ['03_arms_and_turns.ipynb'] but ['03.ipynb']" in two


def test_a_relative_link_outside_the_lessons_gets_one_more_level() -> None:
    catalog = Catalog(locale="bs")
    text = "[Rules](../docs/rules.md), [3](03_arms_and_turns.ipynb), [web](https://example.org)"
    assert nbi18n.translate_markdown(text, catalog) == (
        "[Rules](../../docs/rules.md), [3](03_arms_and_turns.ipynb), [web](https://example.org)"
    )


# ----- what the lessons print ------------------------------------------------------------

_WORDS = re.compile(r"[A-Za-z]{2,}")


def english_left_in_code(source: str) -> list[str]:
    """The literals with words that ``source`` prints or shows and no catalog translates.

    A printed literal is a message (:func:`chickenfoot_nb.i18n.notebooks.printed`); a literal
    inside what is printed (``{'yes' if ok else 'no'}``, ``"a " + b``, ``"{}".format(x)``) is
    not, and would reach every language in English.
    """
    tree = nbi18n.parsed(source)
    if tree is None:
        return [source] if "print(" in source else []
    messages = {source[p.start : p.end] for p in nbi18n.printed(source)}
    # a name given to a function, a key, a value compared: data, not words the learner reads
    data: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            data.update(id(a) for a in [*node.args, *(k.value for k in node.keywords)])
        elif isinstance(node, ast.Subscript):
            data.add(id(node.slice))
        elif isinstance(node, ast.Compare):
            data.update(id(a) for a in [node.left, *node.comparators])
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        for arg in nbi18n.shown_arguments(node):
            said: list[ast.expr] = []
            if ast.get_source_segment(source, arg) in messages:
                said = [arg, *arg.values] if isinstance(arg, ast.JoinedStr) else [arg]
            for sub in ast.walk(arg):
                if (
                    isinstance(sub, ast.Constant)
                    and isinstance(sub.value, str)
                    and _WORDS.search(sub.value)
                    and not any(sub is s for s in said)
                    and (sub is arg or id(sub) not in data)
                ):
                    found.append(sub.value)
    return found


def test_the_scan_names_english_inside_what_is_printed() -> None:
    code = """print(f"{tile} fits: {'yes' if ok else 'no'}", "Seat " + name, "Kept: " "all.")"""
    assert english_left_in_code(code) == ["yes", "no", "Seat "]
    assert english_left_in_code("""print(r"raw words", "–", f"{', '.join(x)}")""") == ["raw words"]
    assert [p.text for p in nbi18n.printed(code)] == [
        "{tile} fits: {'yes' if ok else 'no'}",
        "Kept: all.",
    ]


@pytest.mark.parametrize("path", ENGLISH, ids=lambda p: p.stem)
def test_a_lesson_prints_only_what_a_catalog_translates(path: Path) -> None:
    found = {
        cell.id: english_left_in_code(cell.source)
        for cell in nbformat.read(path, as_version=4).cells
        if cell.cell_type == "code"
    }
    assert {k: v for k, v in found.items() if v} == {}, "print one literal, or a package's words"


def test_a_printed_literal_is_translated_in_the_copy() -> None:
    catalog = Catalog(locale="bs")
    catalog.add("{n} tiles left, all in the yard", "U kokošinjcu, pločica: {n}")
    english = """for n in ns:\n    print(f"{n} tiles left, "\n          f"all in the yard")"""
    # split over as many lines as it takes, none much longer than the English's longest
    assert nbi18n.translate_code(english, catalog) == (
        """for n in ns:\n    print(f"U kokošinjcu, "\n          f"pločica: {n}")"""
    )
    catalog["{n} tiles left, all in the yard"].string = "U kokošinjcu: {m}"
    kinds = "Kinds: {', '.join(f'{k}' for k in ks)}"
    catalog.add(
        kinds, "Vrste: {', '.join(f'{k}' for k in vrste)}", auto_comments=[nbi18n.PRINTED_NOTE]
    )
    one, two = nbi18n.catalog_problems("bs", catalog)
    assert "placeholders ['{n}'] but 'U kokošinjcu: {m}'" in one
    assert "prints [\"{', '.join(f'{k}' for k in ks)}\"] but" in two


def test_the_english_scan_reads_a_sentence_and_passes_notation() -> None:
    assert english_lines(["Seat 0 drew a tile.", "Igrač 0: play 9|4 on 9|9, 'the deal'"]) == [
        "Seat 0 drew a tile."
    ]
    assert english_lines(["the chance that it wins"]) == ["the chance that it wins"]
    assert english_lines(["Lekcija 01_tiles_and_sets, draws_forced=True"]) == []


#: The counted nouns of the three languages, in every form ("5 pločica" needs ngettext).
_COUNTED_NOUN = re.compile(
    r"\}\s+(?:pločic|svjetov|svijet|bodov|poen|igrač|krak|rund|potez|zagonet|botov|"
    r"плочиц|светов|свет|бодов|играч|крак|рунд|потез|загонет|ботов|"
    r"плочк|свят|светове|точк|рамен|ход|задач|бот)",
    re.IGNORECASE,
)


@pytest.mark.parametrize("code", CATALOG_LANGUAGES)
def test_a_printed_count_is_said_as_a_label(code: str) -> None:
    """A number printed right before a noun takes the noun's form for that number: say it as a label.

    A share (``{percent(win)} svjetova``) is no count and passes.
    """
    found = [
        str(m.string)
        for m in nbi18n.read(code)
        if nbi18n.PRINTED_NOTE in m.auto_comments
        and _COUNTED_NOUN.search(re.sub(r"\{percent\([^{}]*\)\}", "%", str(m.string)))
    ]
    assert found == []
