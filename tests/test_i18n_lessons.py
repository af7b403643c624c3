"""The exercises, the rules table and the probability package speak the language that is set."""

from __future__ import annotations

import html
import pickle
from pathlib import Path
from typing import Any

import pytest

from chickenfoot_nb import i18n
from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.lessons import ask, read_tiles, rules_table, try_rules
from chickenfoot_nb.probability import InlineExecutor, Tournament, holds_tile, play_tournament
from chickenfoot_nb.probability.exact import doubles_in_hand, pip_total
from chickenfoot_nb.record import load
from chickenfoot_nb.seat_view import SeatView

#: Its module fixture is computed once: every test of the module in one pytest-xdist worker.
pytestmark = pytest.mark.xdist_group("test_i18n_lessons")


@pytest.fixture(autouse=True)
def english_after() -> object:
    yield
    i18n.set_language("en")


#: Per language: the exercise's lead-in, "right", "not yet", the hint's label.
WORDS = {
    "en": ("Exercise.", "✔ Right.", "✘ Not yet.", "Hint:"),
    "bs": ("Vježba.", "✔ Tačno.", "✘ Još ne.", "Savjet:"),
    "sr": ("Вежба.", "✔ Тачно.", "✘ Још не.", "Савет:"),
    "sr-Latn": ("Vežba.", "✔ Tačno.", "✘ Još ne.", "Savet:"),
    "bg": ("Упражнение.", "✔ Вярно.", "✘ Още не.", "Подсказка:"),
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
            "bg": "gamerules, комплект до дубъл 9, 5 играчи.",
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
    # hold-the-double asks for a prediction: a question of the same module that does not.
    "no-double": (
        "0.3",
        {
            "bs": "iz seta do duple 9 nema nijednu duplu",
            "sr": "из сета до дупле 9 нема ниједну дуплу",
            "sr-Latn": "iz seta do duple 9 nema nijednu duplu",
            "bg": "от комплект до дубъл 9 да няма нито един дубъл",
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
        ("bg", "7/55 ≈ 0,127273 (ръка от 7 плочки от комплект до дубъл 9 има 9|9)"),
        ("sr-Latn", "7/55 ≈ 0,127273 (ruka od 7 pločica iz seta do duple 9 ima 9|9)"),
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


# --- An exercise on the page follows a change of language ------------------------------------


def test_a_check_on_the_page_says_its_words_again_in_the_new_language() -> None:
    q = ask("chicken-yard")
    assert q.check("the boneyard") is False
    i18n.set_language("bs")
    assert q.question.value == (
        "<b>Vježba.</b> Kako se u Pilećoj nozi zove gomila okrenutih pločica iz koje igrači vuku?"
    )
    assert q.choices == ("groblje", "kokošinjac", "ruka", "noga")
    assert q.box.options == q.choices and q.box.value == "groblje"  # the same choice, in Bosnian
    assert q.feedback.value == ("<b>✘ Još ne.</b> Pokušaj ponovo ili otvori „Prikaži odgovor”.")
    assert "<summary>Prikaži odgovor</summary><b>kokošinjac</b>" in q.fold.value
    assert q.button.description == "Provjeri"
    assert (q.attempts, q.solved) == (1, False)
    assert q.check("kokošinjac") is True and q.attempts == 2
    i18n.set_language("en")
    assert q.choices[1] == q.answer == q.box.value == "the chicken yard"
    assert q.feedback.value.startswith("<b>✔ Right.</b> Other domino games call it")


def test_a_hint_already_shown_is_said_again_and_the_reply_stays() -> None:
    q = ask("set-size-12")
    q.check("90")
    i18n.set_language("sr-Latn")
    assert q.question.value == "<b>Vežba.</b> Koliko pločica ima set do duple 12?"
    assert q.feedback.value.startswith("<b>✘ Još ne.</b> Savet: 13 dupli, plus")
    assert (q.box.value, q.box.description, q.attempts) == ("90", "Tvoj odgovor", 1)
    i18n.set_language("en")
    assert q.feedback.value.startswith("<b>✘ Not yet.</b> Hint: 13 doubles")


def test_a_check_written_in_a_cell_keeps_its_words_and_says_its_own_again() -> None:
    from chickenfoot_nb.lessons import Check

    q = Check("Is 9|4 a double?", False)
    q.check("yes")
    i18n.set_language("bg")
    assert q.question.value == "<b>Упражнение.</b> Is 9|4 a double?"  # a teacher's own words
    assert q.choices == ("да", "не") and q.box.value == "да" and q.answer == "не"
    assert q.feedback.value.startswith("<b>✘ Още не.</b>")
    assert q.check("не") is True and q.attempts == 2


# --- Lesson 09: the strategy exercises and the tournament ---------------------------------------

POSITIONS = Path(__file__).resolve().parents[1] / "notebooks" / "positions"


def _view(name: str) -> SeatView:
    r = load(POSITIONS / f"{name}.json").current
    return r.view(r.seat)


@pytest.fixture(scope="module")
def tournament() -> Tournament:
    return play_tournament(
        "spruce", 3, deals=3, bots=["random", "greedy"], seed=5, executor=InlineExecutor(),
        progress=False,
    )  # fmt: skip


def _strategy_args(key: str, tournament: Tournament) -> tuple[Any, ...]:
    return {
        "count-worlds": (_view("strategy_endgame"),),
        "draw-reveals": (_view("strategy_draw"), 0, 5),
    }.get(key, ())


#: Lesson 09's exercises: a phrase of the question and one of the explanation, per language.
STRATEGY = {
    "expected-score": {
        "bs": ("u 4 jednako vjerovatna svijeta. U njima ti ostavlja 0, 6, 6 i 20 bodova",
               "Očekivani bodovi su prosjek po svjetovima: (0 + 6 + 6 + 20) / 4 = 8."),
        "sr-Latn": ("u 4 podjednako verovatna sveta. U njima ti ostavlja 0, 6, 6 i 20 bodova",
                    "Očekivani bodovi su prosek po svetovima: (0 + 6 + 6 + 20) / 4 = 8."),
        "bg": ("в 4 еднакво вероятни свята. В тях ти оставя 0, 6, 6 и 20 точки",
               "Очакваните точки са средното по световете: (0 + 6 + 6 + 20) / 4 = 8."),
    },
    "win-chance": {
        "bs": ("U ista 4 svijeta imaš 0, 6, 6 i 20 bodova, a tvoj jedini protivnik 3, 6, 2 i 15.",
               "Svijet po svijet dobijaš 1, 1/2, 0 i 0 pobjede: ukupno 3/2 od 4"),
        "sr-Latn": ("U ista 4 sveta imaš 0, 6, 6 i 20 bodova, a tvoj jedini protivnik 3, 6, 2 i 15.",
                    "Svet po svet dobijaš 1, 1/2, 0 i 0 pobede: ukupno 3/2 od 4"),
        "bg": ("В същите 4 свята имаш 0, 6, 6 и 20 точки, а единственият ти противник — 3, 6, 2 и 15.",
               "Свят по свят получаваш 1, 1/2, 0 и 0 от победа: общо 3/2 от 4"),
    },
    "count-worlds": {
        "bs": ("Ne vidiš 7 pločica. Igrač 1 ima 3 pločice; u kokošinjcu ih je 4.",
               "4! = 24 redoslijeda 4 pločice u kokošinjcu. Ukupno: 840 svjetova."),
        "sr-Latn": ("Ne vidiš 7 pločica. Igrač 1 ima 3 pločice; u kokošinjcu ih je 4.",
                    "4! = 24 redosleda 4 pločice u kokošinjcu. Ukupno: 840 svetova."),
        "bg": ("Не виждаш 7 плочки. Играч 1 има 3 плочки; в кокошарника има 4.",
               "4! = 24 подреждания на 4 плочки в кокошарника. Общо: 840 свята."),
    },
    "draw-reveals": {
        "bs": ("Igrač 0 je vukao pločicu dok je na stolu bio otvoren broj 5.",
               "šansa je 33%; u svjetovima u kojima je svako vučenje bilo prisilno iznosi 0%."),
        "sr-Latn": ("Igrač 0 je vukao pločicu dok je na stolu bio otvoren broj 5.",
                    "šansa je 33%; u svetovima u kojima je svako vučenje bilo prinudno iznosi 0%."),
        "bg": ("Играч 0 изтегли плочка, докато на масата имаше свободен край 5.",
               "шансът е 33%; в световете, в които всяко теглене е било принудително, той е 0%."),
    },
}  # fmt: skip
#: The draw exercise's choices, in order: down, the same, up.
DRAW_CHOICES = {
    "bs": ("smanjuje se", "ne mijenja se", "povećava se"),
    "sr-Latn": ("smanjuje se", "ne menja se", "povećava se"),
    "bg": ("намалява", "остава същият", "увеличава се"),
}


@pytest.mark.parametrize("code", ["bs", "sr-Latn", "bg"])
@pytest.mark.parametrize("key", sorted(STRATEGY))
def test_a_strategy_exercise_asks_and_answers_in_the_language_set(
    code: str, key: str, tournament: Tournament
) -> None:
    i18n.set_language(code)
    lead, right, not_yet, hint = WORDS[code]
    question, explain = STRATEGY[key][code]
    q = ask(key, *_strategy_args(key, tournament))
    assert q.question.value.startswith(f"<b>{lead}</b> ")
    assert question in q.question.value
    assert explain in q.explain and explain in q.fold.value
    if key == "draw-reveals":
        assert q.choices == DRAW_CHOICES[code] and q.answer == DRAW_CHOICES[code][0]
    wrong = next(c for c in q.choices if c != q.answer) if q.choices else "1"
    assert q.check(wrong) is False
    assert q.feedback.value.startswith(f"<b>{not_yet}</b>")
    if q.hint:
        assert q.feedback.value.startswith(f"<b>{not_yet}</b> {hint} ")
    assert "Hint" not in q.feedback.value and "Try again" not in q.feedback.value
    assert q.check(q.answer if q.choices else str(q.answer)) is True
    assert q.feedback.value == f"<b>{right}</b> {q.explain}"


def test_the_strategy_exercises_speak_english_as_before_after_another_language(
    tournament: Tournament,
) -> None:
    i18n.set_language("bg")
    asked = {key: ask(key, *_strategy_args(key, tournament)) for key in STRATEGY}
    i18n.set_language("en")
    again = {key: ask(key, *_strategy_args(key, tournament)) for key in STRATEGY}
    for q in (*asked.values(), *again.values()):
        assert q.question.value.startswith("<b>Exercise.</b> ")
    for key in STRATEGY:  # said again on the switch back, exactly as asked in English
        assert asked[key].question.value == again[key].question.value
        assert asked[key].fold.value == again[key].fold.value
    assert again["expected-score"].question.value == (
        "<b>Exercise.</b> A move is played out in 4 equally likely worlds. In them it leaves you "
        "0, 6, 6 and 20 points. What is the move's expected score?"
    )
    assert again["win-chance"].explain == (
        "World by world you get 1, 1/2, 0 and 0 of a win: together 3/2 out of 4, a chance of 3/8."
    )
    assert again["count-worlds"].question.value == (
        "<b>Exercise.</b> You are Seat 0. You cannot see 7 tiles. Seat 1 holds 3 tiles; the yard "
        "holds 4. How many different worlds fit what you see? (The order of the yard counts: it "
        "decides who draws what.)"
    )
    assert again["count-worlds"].explain == (
        "There are C(7, 3) = 35 ways to choose Seat 1's 3 tiles; 4! = 24 orders of the 4 tiles "
        "in the yard. Together: 840 worlds."
    )
    assert again["draw-reveals"].choices == ("it goes down", "it stays the same", "it goes up")
    assert again["draw-reveals"].explain == (
        "A player who can play must play, so Seat 0 held no 5 when they drew. Counting only the "
        "tiles, the chance is 33%; in worlds where every draw was forced it is 0%."
    )


#: The tournament's words per language: the sentence and heading of its table; the plot's
#: titles, legend and the start of its alt text; a bot's win share in words.
TOURNAMENT = {
    "bs": (
        "spruce, set do duple 9, 3 igrača, 3 dijeljenja, svaki bot jednom sa svakog mjesta "
        "protiv botova greedy (pravedan udio 0,333):",
        "bot       udio pobjeda  interval od 95%   prosječni bodovi  interval od 95%",
        ["udio dobijenih rundi", "prosječni bodovi u rundi (manje je bolje)"],
        ["pravedan udio 0,33", "interval od 95%"],
        "Dva stubičasta grafikona turnira protiv botova greedy, spruce, set do duple 9, 3 igrača",
        "udio pobjeda bota greedy",
    ),
    "sr-Latn": (
        "spruce, set do duple 9, 3 igrača, 3 deljenja, svaki bot jednom sa svakog mesta "
        "protiv botova greedy (pravedan udeo 0,333):",
        "bot       udeo pobeda  interval od 95%   prosečni bodovi  interval od 95%",
        ["udeo dobijenih rundi", "prosečni bodovi u rundi (manje je bolje)"],
        ["pravedan udeo 0,33", "interval od 95%"],
        "Dva stubičasta grafikona turnira protiv botova greedy, spruce, set do duple 9, 3 igrača",
        "udeo pobeda bota greedy",
    ),
    "bg": (
        "spruce, комплект до дубъл 9, 3 играчи, 3 раздавания, всеки бот по веднъж от всяко място срещу "
        "ботове greedy (справедлив дял 0,333):",
        "бот       дял победи  95% интервал   средни точки  95% интервал",
        ["дял на спечелените рундове", "средни точки в рунд (по-малко е по-добре)"],
        ["справедлив дял 0,33", "95% интервал"],
        "Две стълбовидни диаграми на турнир срещу ботове greedy, spruce, комплект до дубъл 9, 3 играчи",
        "дял победи на бот greedy",
    ),
}
ENGLISH_TABLE = "bot       win share  95% interval   mean score  95% interval"


@pytest.mark.parametrize("code", sorted(TOURNAMENT))
def test_the_tournament_table_and_plot_speak_the_language_set(
    code: str, tournament: Tournament
) -> None:
    from chickenfoot_nb.probability import plot_tournament

    english = tournament.table(), plot_tournament(tournament).alt
    sentence, heading, titles, legend, alt, share = TOURNAMENT[code]
    i18n.set_language(code)
    lines = tournament.table().splitlines()
    assert lines[0] == heading
    assert [line.split()[0] for line in lines[1:]] == ["random", "greedy"]
    # the sentence that sets the table out is the caption a notebook shows
    assert sentence.rstrip(":") in html.unescape(tournament._repr_html_())
    fig = plot_tournament(tournament)
    assert [ax.get_title() for ax in fig.axes] == titles
    assert [t.get_text() for t in fig.axes[0].get_legend().get_texts()] == legend
    assert [t.get_text() for t in fig.axes[0].get_yticklabels()] == ["random", "greedy"]
    assert fig.alt.startswith(alt) and "win" not in fig.alt
    assert str(tournament.win_share("greedy").what) == share
    assert tournament.win_share("greedy").what == "win share of greedy"  # the data stays English
    i18n.set_language("en")
    assert (tournament.table(), plot_tournament(tournament).alt) == english
    assert tournament.table().splitlines()[0] == ENGLISH_TABLE
    assert english[1].startswith(
        "Two bar charts of a tournament against greedy bots, spruce, double-9, 3 players, 3 deals "
        "played from every seat. Fair share 33%. random: won 11% (95% "
    )


def test_the_hand_explorer_sums_up_in_the_language_set() -> None:
    from chickenfoot_nb.widgets import HandExplorer

    w = HandExplorer(n=6, hand=5, samples=1_000, question="pip total (0|0 worth 0)")
    english = w.summary.value
    i18n.set_language("bs")
    lines = w.summary.value.split("<br>")
    assert lines[0].startswith("Tačan prosjek <b>30</b> ≈ 30,0000; simulirani ")
    assert lines[1] == (
        "gamerules, 4 igrača sa po 5 pločica: igrač koji otvara može otvoriti u svom prvom "
        "potezu sa šansom 6709/8970 ≈ 0,7479."
    )
    i18n.set_language("bg")
    before = w.summary.value
    # not a set there is: refused in words, in Bulgarian, and nothing changes
    with pytest.raises(ChickenFootError, match="^Плъзгачът предлага 6, 7, "):
        w.set.value = 99
    assert w.set.value == 6 and w.summary.value == before
    i18n.set_language("en")
    assert w.summary.value == english
