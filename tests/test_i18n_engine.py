"""The engine and the renderer speak the language that is set: refusals, explanations, the
score sheet and the pictures' words, with every placeholder filled and the game unchanged."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest

from chickenfoot_nb import i18n
from chickenfoot_nb.actions import Action
from chickenfoot_nb.bots import play_round
from chickenfoot_nb.cli import main
from chickenfoot_nb.errors import IllegalActionError, RulesError
from chickenfoot_nb.explain import describe_action, forced_now, verdicts, why_illegal
from chickenfoot_nb.i18n import build
from chickenfoot_nb.match import Match
from chickenfoot_nb.render import hand_svg, round_svg, score_sheet_svg, table_svg
from chickenfoot_nb.render.scores import score_sheet_title
from chickenfoot_nb.round import Round
from chickenfoot_nb.rules import Rules
from chickenfoot_nb.tiles import Tile

EXAMPLES = Path(__file__).parent / "examples"
NAMES = ["Ana", "Boris", "Vesna", "Dragan"]
LANGUAGES = ["bs", "sr", "sr-Latn", "bg"]
#: Any placeholder left unfilled, or an English word that a translation would not keep.
LEFT_OVER = re.compile(r"\{[a-z_]*\}|\b(?:the|cannot|played|drew|arms?|tiles?)\b")


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")


def opening() -> Round:
    """Vesna (seat 2) to start the first arm on 9|9; she holds 9|8 and 5|4."""
    return Round.deal("gamerules", players=4, seed=5, names=NAMES)


REFUSAL = {
    "en": "5|4 has no 9, so it cannot start an arm on 9|9.",
    "bs": "5|4 nema 9, pa ne može započeti krak na 9|9.",
    "sr": "5|4 нема 9, па не може да започне крак на 9|9.",
    "sr-Latn": "5|4 nema 9, pa ne može da započne krak na 9|9.",
    "bg": "5|4 няма 9, затова не може да започне рамо на 9|9.",
}
LEGAL = {
    "en": "it can start a new arm on 9|9",
    "bs": "može započeti novi krak na 9|9",
    "sr": "може да започне нови крак на 9|9",
    "sr-Latn": "može da započne novi krak na 9|9",
    "bg": "може да започне ново рамо на 9|9",
}
SCORE_TITLE = {
    "en": "Score sheet · spruce rules · double-6 set",
    "bs": "Tabela bodova · pravila spruce · set do duple 6",
    "sr": "Табела бодова · правила spruce · сет до дупле 6",
    "sr-Latn": "Tabela bodova · pravila spruce · set do duple 6",
    "bg": "Таблица с точки · правила spruce · комплект до дубъл 6",
}


@pytest.mark.parametrize("code", ["en", *LANGUAGES])
def test_a_refusal_an_explanation_and_a_score_sheet_title_in_each_language(code: str) -> None:
    r = opening()
    before = (r.history, r.hand_sizes, r.seat, r.phase)
    i18n.set_language(code)
    assert why_illegal(r, Action.parse("play 5|4 on 9|9")) == REFUSAL[code]
    with pytest.raises(IllegalActionError) as refused:
        r.apply("play 5|4 on 9|9")
    assert str(refused.value) == REFUSAL[code]
    [v] = [v for v in verdicts(r) if v.tile == Tile(9, 8)]
    assert v.playable and v.reason == LEGAL[code]
    match = Match("spruce", players=["Ana", "Boris"], seed=4, set=6)
    assert score_sheet_title(match) == SCORE_TITLE[code]
    assert SCORE_TITLE[code] in score_sheet_svg(match)
    assert (r.history, r.hand_sizes, r.seat, r.phase) == before


def test_the_language_can_change_in_the_middle_of_a_round_and_the_round_stays() -> None:
    r = opening()
    r.apply("play 9|8 on 9|9")
    snapshot = (r.history, r.hand_sizes, r.seat, r.table)
    i18n.set_language("bg")
    assert describe_action(r) == (
        "Vesna изигра 9|8 на дубъла в центъра 9|9 и започна рамо 1 от 4: докато има празни "
        "рамена, всеки ход трябва да започва едно от тях с плочка с число 9."
    )
    i18n.set_language("bs")
    assert forced_now(r) == (
        "Započeti krakovi duple u sredini 9|9: 1 od 4. Svaki potez mora započeti novi krak "
        "pločicom s brojem 9."
    )
    i18n.set_language("en")
    assert describe_action(r).startswith("Vesna played 9|8 on the centre double 9|9")
    assert (r.history, r.hand_sizes, r.seat, r.table) == snapshot


def test_serbian_latin_is_the_cyrillic_said_in_latin_letters() -> None:
    r = opening()
    i18n.set_language("sr")
    cyrillic = [forced_now(r), *(v.reason for v in verdicts(r)), round_svg(r, viewer=2)]
    i18n.set_language("sr-Latn")
    latin = [forced_now(r), *(v.reason for v in verdicts(r)), round_svg(r, viewer=2)]
    assert latin[:-1] == [i18n.to_latin(s) for s in cyrillic[:-1]]
    assert 'lang="sr-Latn"' in latin[-1] and 'lang="sr-Cyrl"' in cyrillic[-1]


@pytest.mark.parametrize(
    ("code", "said"),
    [
        ("bs", ["Vesna ima 1 pločicu.", "Vesna ima 3 pločice.", "Vesna ima 5 pločica."]),
        ("sr", ["Vesna има 1 плочицу.", "Vesna има 3 плочице.", "Vesna има 5 плочица."]),
        ("bg", ["Vesna има 1 плочка.", "Vesna има 3 плочки.", "Vesna има 5 плочки."]),
        ("en", ["Vesna holds 1 tile.", "Vesna holds 3 tiles.", "Vesna holds 5 tiles."]),
    ],
)
def test_numbers_take_each_languages_forms(code: str, said: list[str]) -> None:
    i18n.set_language(code)
    forms = [
        i18n.ngettext("{name} holds {n} tile.", "{name} holds {n} tiles.", n) for n in (1, 3, 5)
    ]
    assert [f.format(name="Vesna", n=n) for f, n in zip(forms, (1, 3, 5), strict=True)] == said


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_picture_says_its_language_and_names_its_buttons_in_it(code: str) -> None:
    r = opening()
    i18n.set_language(code)
    pictures = [
        round_svg(r, viewer=2, selected=Tile(9, 8), interactive=True),
        table_svg(r),
        hand_svg(r.hand(2), seat=2, verdicts=verdicts(r, 2)),
        score_sheet_svg(Match("spruce", players=["Ana", "Boris"], seed=4, set=6)),
    ]
    for svg in pictures:
        root = ET.fromstring(svg)
        assert root.get("lang") == i18n.html_lang(code)
        words = [t.text or "" for t in root.iter() if t.tag.endswith(("title", "desc", "text"))]
        words += [v for e in root.iter() for k, v in e.attrib.items() if k.startswith("aria-")]
        for said in words:
            assert not LEFT_OVER.search(said), said


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_whole_game_is_told_in_the_language_without_a_word_of_english(code: str) -> None:
    i18n.set_language(code)
    r = play_round(Round.deal("spruce", players=3, seed=8, names=NAMES[:3]), ["greedy"] * 3)
    told = [describe_action(r, k) for k in range(len(r.history))]
    told += [forced_now(r.at(k)) for k in range(0, len(r.history), 5)]
    told += [why_illegal(r.at(k), Action.parse("pass")) or "" for k in range(0, len(r.history), 7)]
    for said in told:
        assert not LEFT_OVER.search(said), said


def test_rule_errors_are_said_in_the_language() -> None:
    i18n.set_language("bg")
    with pytest.raises(RulesError, match="Пилешки крак се играе от 2 до 8 играчи, а не от 9"):
        Rules.preset("spruce").check_players(9)
    i18n.set_language("bs")
    with pytest.raises(RulesError, match=r"igrača: 8, pločica po ruci: 7, potrebno: 56"):
        Rules.preset("spruce").check_players(8)


def test_the_cli_keeps_its_json_in_english_and_says_its_one_line_error_in_the_language(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    broken = next(
        p
        for p in sorted(EXAMPLES.glob("*.json"))
        if p.stem.count(".") == 0
        and not json.loads(p.with_suffix(".check.json").read_text())["valid"]
        and json.loads(p.with_suffix(".check.json").read_text()).get("round") is not None
    )
    expected = json.loads(broken.with_suffix(".check.json").read_text())
    i18n.set_language("bg")
    assert main(["check", str(broken)]) == 1
    assert json.loads(capsys.readouterr().out) == expected
    assert i18n.get_language() == "bg"
    not_json = tmp_path / "x.json"
    not_json.write_text("{", encoding="utf-8")
    assert main(["check", str(not_json)]) == 2
    out = capsys.readouterr()
    assert out.out == "" and out.err.startswith(f"chickenfoot-nb: {not_json}: не е JSON: ")


def test_english_is_what_it_was() -> None:
    r = opening()
    assert build.problems(["engine", "render"]) == []
    assert why_illegal(r, Action.parse("draw")) == (
        "You hold a tile that can be played, so you must play instead of drawing."
    )
    assert 'lang="en"' in table_svg(r)
