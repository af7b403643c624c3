"""The widgets speak the language that is set, and a change of language changes no game."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from chickenfoot_nb import i18n
from chickenfoot_nb.widgets import GameWidget, HandExplorer, RulesExplorer, board
from chickenfoot_nb.widgets.language import BOARD_WORDS, LanguageMenu


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")


#: What the widget says in each language: Draw, Pass, a word of the status line, the start
#: of the refusal of 5|2, and the key letter the Draw tooltip names.
SAID = {
    "bs": ("Vuci", "Dalje", "kokošinjac", "5|2 se sada ne može igrati", "(tipka D)"),
    "sr": ("Вуци", "Даље", "кокошињац", "5|2 сада не може да се игра", "(тастер D)"),
    "sr-Latn": ("Vuci", "Dalje", "kokošinjac", "5|2 sada ne može da se igra", "(taster D)"),
    "bg": ("Тегли", "Пас", "кокошарник", "5|2 не може да се изиграе сега", "(клавиш D)"),
}


def mid_game() -> GameWidget:
    w = GameWidget("spruce", players=3, seed="4:0", seats=["human", "greedy", "greedy"])
    assert w.click("9|9")
    assert not w.play("5|2", on="9|9")  # refused: the message is a refusal
    w.game.selected = "9|5"
    return w


def state(w: GameWidget) -> tuple[object, ...]:
    g = w.game
    return (
        list(w.round.history),
        g.selected,
        g.match.totals,
        g.seat_kinds,
        g.viewer,
        g.shown_step,
        g.message_kind,
        [r.hand(s) for r in [w.round] for s in range(r.players)],
    )


@pytest.mark.parametrize("code", list(SAID))
def test_a_game_mid_round_says_everything_again_in_the_language_chosen(code: str) -> None:
    w = mid_game()
    before, english = state(w), w.message
    draw, pass_, yard, refusal, key = SAID[code]
    i18n.set_language(code)
    assert (w.draw_button.description, w.pass_button.description) == (draw, pass_)
    assert w.draw_button.tooltip.endswith(key)
    assert yard in w.status.value and "yard" not in w.status.value
    assert w.message.startswith(refusal) and "{" not in w.message
    assert w.board.announce["text"].startswith(refusal)
    assert w.board.lang == i18n.html_lang(code) and w.board.words["zoom_in"] != "Zoom in"
    assert w.language_menu.value == code
    assert state(w) == before
    i18n.set_language("en")
    assert (w.draw_button.description, w.pass_button.description) == ("Draw", "Pass")
    assert w.message == english and state(w) == before


def test_choosing_in_the_menu_sets_the_language_and_other_widgets_follow() -> None:
    w, other = mid_game(), mid_game()
    w.language_menu.value = "bg"
    assert i18n.get_language() == "bg"
    assert other.language_menu.value == "bg" and other.draw_button.description == "Тегли"
    assert other.language_menu.description == "Език"
    assert [label for label, _code in w.language_menu.options][1:3] == ["Bosanski", "Српски"]


def test_messages_after_an_action_and_the_status_line_fill_their_placeholders() -> None:
    i18n.set_language("bs")
    w = GameWidget("spruce", players=3, seed="4:0", seats=["human", "greedy", "greedy"])
    assert w.click("9|9")
    assert w.message == (
        "Igrač 0 je stavio 9|9 na sredinu. Zatim: Igrač 1 je odigrao 9|8 na 9|9; "
        "Igrač 2 je odigrao 9|6 na 9|9."
    )
    assert w.board.announce["text"].endswith(
        "Na potezu si, Igrač 0: 3 pločice iz tvoje ruke (od ukupno 6) mogu se igrati."
    )
    assert "Igrač 0 (ti) treba igrati" in w.status.value
    i18n.set_language("sr")
    assert w.message.startswith("Играч 0 је ставио 9|9 на средину. Затим: Играч 1 је одиграо 9|8")


def test_seat_menus_say_the_kinds_but_keep_them_as_data() -> None:
    w = mid_game()
    i18n.set_language("bg")
    assert [m.label for m in w.seat_menus] == ["човек", "алчен", "алчен"]
    assert [m.value for m in w.seat_menus] == ["human", "greedy", "greedy"]
    assert w.game.seat_kinds == ["human", "greedy", "greedy"]


def test_the_rules_explorer_and_the_hand_explorer_follow_the_language() -> None:
    x = RulesExplorer("spruce", players=3, seed=2, moves=4, double_blank=0)
    h = HandExplorer(samples=1_000, question="pip total (0|0 worth 0)")

    def position() -> list[object]:
        return [(s.rules, s.round.history, s.legal, s.played_out.scores) for s in x.sides()]

    assert h.simulated is not None
    sides, numbers = position(), (h.exact, h.simulated.mean.estimate, h.simulated.samples)
    i18n.set_language("sr-Latn")
    assert x.preset_menu.description == "Predložak" and x.language_menu.value == "sr-Latn"
    assert "Dozvoljeni potezi:" in x.left_text.value
    assert x.option_menus["double_blank"].value == 0 and position() == sides
    assert h.players.description == "igrači" and h.question.value == "pip total (0|0 worth 0)"
    assert h.question.label == "zbir tačkica (0|0 vredi 0)" and h.players.lang == "sr-Latn"
    assert (h.exact, h.simulated.mean.estimate, h.simulated.samples) == numbers


def test_the_board_script_gets_every_word_it_says_from_python() -> None:
    i18n.set_language("bs")
    w = mid_game()
    assert set(w.board.words) == set(BOARD_WORDS)
    assert w.board.words["fit_label"] == "Prikaži cijeli sto"
    text = (Path(board.__file__).with_name("board.js")).read_text()
    for english in ("Zoom in", "Zoom out", "Fit the whole table", "Chicken Foot game", "Step"):
        assert f'"{english}"' not in text


def test_two_games_on_one_page_have_names_of_their_own() -> None:
    # Each game is a landmark, and two landmarks of one page must not share a name.
    first, second = GameWidget("spruce", 3, seed="4:0"), GameWidget("spruce", 3, seed=4)
    names = first.board.words["game"], second.board.words["game"]
    assert names[0] != names[1] and all(n.startswith("Chicken Foot game ") for n in names)
    i18n.set_language("bs")
    assert second.board.words["game"] == names[1].replace("Chicken Foot game", "Igra Pileća noga")


def test_a_menu_follows_set_language_from_a_cell() -> None:
    menu = LanguageMenu()
    i18n.set_language("sr")
    assert menu.value == "sr" and menu.description == "Језик"


def test_a_closed_widget_stops_listening_and_a_live_one_goes_on() -> None:
    # ipywidgets keeps a widget until it is closed; a closed one is never shown again, so a
    # change of language must not say its words again (a page of earlier lessons' games
    # made every change slower).
    closed, live = RulesExplorer("spruce", players=3), RulesExplorer("spruce", players=3)
    english = closed.preset_menu.description
    closed.close()
    i18n.set_language("sr-Latn")
    assert live.preset_menu.description == "Predložak"
    assert closed.preset_menu.description == english
    owners = [getattr(r(), "__self__", None) for r in i18n._listeners]
    assert closed not in owners and live in owners
