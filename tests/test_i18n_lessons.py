"""The exercises, the rules table and the probability package speak the language that is set."""

from __future__ import annotations

import pickle

import pytest

from chickenfoot_nb import i18n
from chickenfoot_nb.lessons import ask, read_tiles, rules_table, try_rules
from chickenfoot_nb.probability import holds_tile
from chickenfoot_nb.probability.exact import doubles_in_hand, pip_total


@pytest.fixture(autouse=True)
def english_after() -> object:
    yield
    i18n.set_language("en")


#: Per language: the exercise's lead-in, "right", "not yet", the hint's label.
WORDS = {
    "en": ("Exercise.", "✔ Right.", "✘ Not yet.", "Hint:"),
    "bs": ("Zadatak.", "✔ Tačno.", "✘ Još ne.", "Savjet:"),
    "sr": ("Задатак.", "✔ Тачно.", "✘ Још не.", "Савет:"),
    "sr-Latn": ("Zadatak.", "✔ Tačno.", "✘ Još ne.", "Savet:"),
    "bg": ("Задача.", "✔ Вярно.", "✘ Още не.", "Подсказка:"),
}
#: One exercise of each module with no position: (key, a wrong reply, the question in each language).
EXERCISES = {
    "set-size-12": (
        "90",
        {
            "bs": "Koliko pločica ima set do duple 12?",
            "sr": "Колико плочица има сет до дупле 12?",
            "sr-Latn": "Koliko pločica ima set do duple 12?",
            "bg": "Колко плочки има комплект до дубъл 12?",
        },
    ),
    "gamerules-hand": (
        "3",
        {
            "bs": "gamerules, set do duple 9, 5 igrača.",
            "sr": "gamerules, сет до дупле 9, 5 играча.",
            "sr-Latn": "gamerules, set do duple 9, 5 igrača.",
            "bg": "gamerules, дубъл 9, 5 играчи.",
        },
    ),
    "arms-count": (
        "4",
        {
            "bs": "6 igrača. Koliko krakova",
            "sr": "6 играча. Колико кракова",
            "sr-Latn": "6 igrača. Koliko krakova",
            "bg": "6 играчи. Колко рамена",
        },
    ),
    "double-toe": (
        "",
        {
            "bs": "Može li se ikada dupla staviti kao prst na pileću nogu od 1|1?",
            "sr": "Може ли се икада дупла ставити као прст на пилећу ногу од 1|1?",
            "sr-Latn": "Može li se ikada dupla staviti kao prst na pileću nogu od 1|1?",
            "bg": "Може ли някога дубъл да се постави като пръст на пилешкия крак на 1|1?",
        },
    ),
    "match-rounds": (
        "6",
        {
            "bs": "Koliko rundi ima partija sa setom do duple 6?",
            "sr": "Колико рунди има партија са сетом до дупле 6?",
            "sr-Latn": "Koliko rundi ima partija sa setom do duple 6?",
            "bg": "Колко рунда има партия с комплект до дубъл 6?",
        },
    ),
    "hold-the-double": (
        "1/2",
        {
            "bs": "Ruka od 7 pločica dijeli se",
            "sr": "Рука од 7 плочица дели се",
            "sr-Latn": "Ruka od 7 pločica deli se",
            "bg": "Ръка от 7 плочки се раздава",
        },
    ),
}


@pytest.mark.parametrize("code", ["bs", "sr", "sr-Latn", "bg"])
@pytest.mark.parametrize("key", sorted(EXERCISES))
def test_an_exercise_asks_and_answers_in_the_language_set(code: str, key: str) -> None:
    i18n.set_language(code)
    lead, right, not_yet, _hint = WORDS[code]
    wrong, questions = EXERCISES[key]
    q = ask(key)
    assert q.question.value.startswith(f"<b>{lead}</b> ")
    assert questions[code] in q.question.value
    assert q.button.description != "Check"
    if q.choices is not None:  # a yes/no question: its choices are the language's words
        wrong = q.choices[0]
        assert "yes" not in q.choices
    assert q.check(wrong) is False
    assert q.feedback.value.startswith(f"<b>{not_yet}</b>")
    assert "Try again" not in q.feedback.value and "Hint" not in q.feedback.value
    answer = q.answer if q.choices is not None else str(q.answer)
    assert q.check(answer) is True
    assert q.feedback.value.startswith(f"<b>{right}</b>")
    assert q.attempts == 2 and q.solved


def test_a_hint_is_offered_in_the_language_set() -> None:
    i18n.set_language("bg")
    q = ask("set-size-12")
    q.check("90")
    assert q.feedback.value == (
        "<b>✘ Още не.</b> Подсказка: 13 дубъла плюс по една плочка за всяка двойка различни "
        "числа от 0 до 12: 13 × 12 / 2."
    )


def test_english_stays_as_it_was_after_another_language() -> None:
    i18n.set_language("sr")
    ask("set-size-12")
    i18n.set_language("en")
    q = ask("double-toe")
    assert q.choices == ("yes", "no")
    q.check("yes")
    assert q.feedback.value == "<b>✘ Not yet.</b> Try again, or open “Show the answer”."


def test_no_tile_is_read_in_english_and_in_the_language_spoken() -> None:
    i18n.set_language("bs")
    assert read_tiles("nijedna") == read_tiles("none") == frozenset()
    i18n.set_language("bg")
    assert read_tiles("Никоя") == frozenset()
    assert sorted(read_tiles("9|4 3-1")) == sorted(read_tiles("4|9, 1|3"))


def test_an_unreadable_answer_is_explained_in_the_language_set() -> None:
    i18n.set_language("sr-Latn")
    q = ask("set-size-12")
    assert q.check("mnogo") is False
    assert q.feedback.value.startswith("Ne mogu to da pročitam: napiši broj, npr. 28")
    assert q.attempts == 0


def test_the_rules_table_and_a_refusal_speak_the_language_set() -> None:
    i18n.set_language("bg")
    table = rules_table("01_tiles_and_sets")
    assert repr(table).startswith("- Комплект до дубъл N има по една плочка")
    assert "<th style='text-align:left'>правило</th>" in table._repr_html_()
    assert table.rules[0].text.startswith("A double-N set")  # the data stays English
    assert repr(try_rules("spruce", 8)).startswith("Отказано: ")
    i18n.set_language("bs")
    assert repr(try_rules("spruce", 4)) == (
        "Urađeno: 4 × 7 pločica iz seta do duple 9; u kokošinjcu ostaje 27 pločica."
    )


@pytest.mark.parametrize(
    ("code", "said"),
    [
        ("bg", "7/55 ≈ 0.127273 (ръка от 7 плочки от комплект до дубъл 9 има 9|9)"),
        ("sr-Latn", "7/55 ≈ 0.127273 (ruka od 7 pločica iz seta do duple 9 ima 9|9)"),
    ],
)
def test_a_result_is_summed_up_in_the_language_spoken_when_read(code: str, said: str) -> None:
    p = holds_tile("9|9", 9, 7)  # computed in English, read after the switch
    i18n.set_language(code)
    assert str(p) == said
    assert p.what == "a 7-tile hand from double-9 holds 9|9"  # its data stays English
    assert pickle.loads(pickle.dumps(p)) == p and str(pickle.loads(pickle.dumps(p))) == said


def test_a_distribution_nests_its_words_in_one_language() -> None:
    i18n.set_language("sr")
    mean = doubles_in_hand(9, 7).mean
    assert str(mean.what) == "просек — број дупли у руци од 7 плочица из сета до дупле 9"
    i18n.set_language("bs")
    assert f"{mean.what}" == "prosjek — broj dupli u ruci od 7 pločica iz seta do duple 9"


@pytest.mark.parametrize(
    ("code", "title", "x", "y", "alt"),
    [
        (
            "bg",
            "сборът от точки в ръка от 3 плочки от комплект до дубъл 6",
            "стойност",
            "вероятност",
            "Стълбовидна диаграма на точния шанс",
        ),
        (
            "sr-Latn",
            "zbir tačkica u ruci od 3 pločice iz seta do duple 6",
            "vrednost",
            "verovatnoća",
            "Stubičasti grafikon tačne šanse",
        ),
    ],
)
def test_a_plot_is_labelled_in_the_language_set_when_drawn(
    code: str, title: str, x: str, y: str, alt: str
) -> None:
    from chickenfoot_nb.probability.plots import plot_distribution

    d = pip_total(6, 3)
    i18n.set_language(code)
    fig = plot_distribution(d)
    ax = fig.axes[0]
    assert (ax.get_title(), ax.get_xlabel(), ax.get_ylabel()) == (title, x, y)
    assert fig.alt.startswith(alt)
    assert "exact" not in [t.get_text() for t in ax.get_legend().get_texts()]
    assert d.ways == pip_total(6, 3).ways  # the numbers do not change with the words
