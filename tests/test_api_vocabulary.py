"""One way to do each thing (issue 43): saving a round, one ``deal`` vocabulary, one seed,
one way to name seats, and a round's repr in one language."""

from __future__ import annotations

import warnings
from collections.abc import Iterator
from pathlib import Path

import pytest

import chickenfoot_nb
from chickenfoot_nb import Match, Round, Rules, i18n
from chickenfoot_nb.deal import deal
from chickenfoot_nb.errors import IllegalActionError, RecordError, RulesError
from chickenfoot_nb.phase import Phase
from chickenfoot_nb.record import dumps, load, loads, match_to_record, save


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")


def played(r: Round, steps: int) -> Round:
    for _ in range(steps):
        r.push(r.legal_actions()[0])
    return r


def until(r: Round, phase: Phase) -> Round:
    while r.phase != phase:
        assert not r.is_over
        r.push(r.legal_actions()[0])
    return r


# ----- 1. save and to_record take a Round or a Match -------------------------------------


def test_save_takes_a_round_and_load_gives_it_back(tmp_path: Path) -> None:
    r = played(Round.deal("spruce", players=["Ana", "Boris"], seed=7), 9)
    path = tmp_path / "round.json"
    save(r, path)
    again = load(path)
    assert again.names == ("Ana", "Boris")
    assert again.current.dealt == r.dealt
    assert again.current.history == r.history
    assert len(again.rounds) == 1


def test_dumps_and_to_record_take_a_round_as_the_first_round_of_a_match() -> None:
    r = played(Round.deal("gamerules", players=3, seed=4), 5)
    record = match_to_record(r)
    assert record["players"] == 3 and len(record["rounds"]) == 1
    assert loads(dumps(r)).current.history == r.history


def test_match_from_round_copies_the_round_with_its_names() -> None:
    r = played(Round.deal("spruce", players=["Ana", "Boris", "Vesna"], seed=3), 4)
    m = Match.from_round(r, seed=11)
    assert m.names == r.names and m.players_given == ["Ana", "Boris", "Vesna"]
    assert m.current.history == r.history and m.current.dealt == r.dealt
    m.current.push(m.current.legal_actions()[0])
    assert len(r.history) == 4  # a copy: playing on in the match leaves the round alone


def test_saving_anything_else_is_refused_in_words_and_writes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "x.json"
    with pytest.raises(RecordError, match="a game record is made from a Match or a Round, not "):
        save(Rules.preset("spruce"), path)  # type: ignore[arg-type]
    assert not path.exists()
    with pytest.raises(RecordError, match="not from str"):
        match_to_record("game.json")  # type: ignore[arg-type]


def test_a_round_that_cannot_start_a_match_is_refused_in_words(tmp_path: Path) -> None:
    r = Round.deal("spruce", players=2, seed=1, double=5)
    with pytest.raises(RecordError, match="save the match it belongs to"):
        save(r, tmp_path / "x.json")
    with pytest.raises(IllegalActionError, match="starts with the round of 9|9"):
        Match.from_round(r)
    assert not (tmp_path / "x.json").exists()


# ----- 2. one deal vocabulary --------------------------------------------------------------


def test_the_deal_function_takes_a_preset_name() -> None:
    assert deal("spruce", players=4, seed=7) == deal(Rules.preset("spruce"), 4, seed=7)
    assert chickenfoot_nb.deal("gamerules", players=3, seed=1).starter is not None


@pytest.mark.parametrize("rules", ["spruce", "gamerules"])
@pytest.mark.parametrize("options", [{"seed": 7}, {"seed": "class 3B", "double": 5}])
def test_the_deal_function_and_round_deal_take_the_same_words_and_deal_alike(
    rules: str, options: dict[str, int | str]
) -> None:
    assert deal(rules, 4, **options) == Round.deal(rules, 4, **options).dealt  # type: ignore[arg-type]


def test_the_old_positional_order_of_deal_warns_and_deals_what_it_dealt() -> None:
    spruce = Rules.preset("spruce")
    with pytest.warns(DeprecationWarning, match=r"deal\(rules, players, seed=…, double=…\)"):
        old = deal(spruce, 4, 5, 7)
    assert old == deal(spruce, 4, seed=7, double=5) and old.double == 5
    with pytest.warns(DeprecationWarning):
        assert deal(spruce, 4, 6).double == 6


def test_the_deal_function_refuses_what_is_not_rules_or_a_double_of_the_set() -> None:
    with pytest.raises(RulesError, match="a preset name .* or a Rules, not 9"):
        deal(9, players=4)  # type: ignore[arg-type]
    with pytest.raises(RulesError, match="from 0|0 to 9|9, not 12"):
        deal("spruce", players=4, seed=1, double=12)
    with pytest.raises(RulesError, match="from 0|0 to 9|9"):
        Round.deal("gamerules", players=4, seed=1, double=10)
    with pytest.raises(RulesError, match="preset name"):
        Round.deal(None, players=4)  # type: ignore[arg-type]


def test_a_round_names_its_deal_dealt_and_deal_underscore_warns() -> None:
    r = Round.deal("spruce", players=3, seed=2)
    d = r.dealt
    assert d == deal("spruce", players=3, seed=2)
    with pytest.warns(DeprecationWarning, match=r"Round\.dealt"):
        assert r.deal_ == d
    with pytest.warns(DeprecationWarning, match=r"Round\.dealt"):
        r.deal_ = d
    assert r.dealt is d


def test_the_package_itself_uses_no_deprecated_spelling() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error", DeprecationWarning)
        m = Match("gamerules", players=3, seed=5)
        r = m.current
        r.at(0)
        save_text = dumps(r)
        assert loads(save_text).current.dealt == r.dealt


# ----- 3. one seed, one deal ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("rules", "players", "seed", "options"),
    [
        ("spruce", 4, 7, {}),
        ("gamerules", 4, 7, {}),
        ("spruce", 3, "class 3B", {}),
        ("spruce", 2, 0, {"set": 6}),
    ],
)
def test_a_seed_deals_the_same_first_round_in_match_and_round_deal(
    rules: str, players: int, seed: int | str, options: dict[str, int]
) -> None:
    m = Match(rules, players=players, seed=seed, **options)
    r = Round.deal(Rules.preset(rules, **options), players=players, seed=seed)
    assert m.current.dealt == r.dealt
    assert m.current.seat == r.seat and m.current.legal_actions() == r.legal_actions()


def test_a_later_round_of_a_match_is_dealt_from_the_seed_and_its_number() -> None:
    m = Match("spruce", players=4, seed=7)
    m.current.play_greedily()
    second = m.next_round()
    assert second.dealt == Round.deal("spruce", players=4, seed="7:1", double=8).dealt
    assert second.dealt.hands != m.rounds[0].dealt.hands


# ----- 4. seats are named the same way in Match and Round.deal ------------------------------


def test_match_and_round_deal_take_names_in_both_spellings() -> None:
    names = ["Ana", "Boris", "Vesna"]
    listed = Match("spruce", players=names, seed=1)
    counted = Match("spruce", players=3, names=names, seed=1)
    assert listed.names == counted.names == tuple(names)
    assert counted.players_given == names  # the record writes the names either way
    assert Round.deal("spruce", players=names, seed=1).names == tuple(names)
    assert Round.deal("spruce", players=3, names=names, seed=1).names == tuple(names)
    assert Round.deal("spruce", players=names, seed=1).dealt == listed.current.dealt


def test_seat_names_that_do_not_fit_are_refused_in_words() -> None:
    with pytest.raises(RulesError, match="players=3 but 2 names are given"):
        Match("spruce", players=3, names=["Ana", "Boris"])
    with pytest.raises(RulesError, match="players=4 but 1 name is given"):
        Round.deal("spruce", players=4, names=["Ana"])
    with pytest.raises(RulesError, match="named twice"):
        Round.deal("spruce", players=["Ana", "Boris"], names=["Ana", "Boris"])
    with pytest.raises(RulesError, match="a number of seats or a list of names"):
        Match("spruce", players="Ana")
    with pytest.raises(RulesError, match="players=2 but 3 names are given"):
        Round(Rules.preset("spruce"), deal("spruce", players=2, seed=1), ["A", "B", "C"])


# ----- 5. a round's repr: short, correct, in one language -----------------------------------


def test_a_rounds_repr_says_what_the_seat_to_move_does() -> None:
    r = Round.deal("spruce", players=3, seed=2)
    assert repr(r) == (
        "<Round spruce, double-9 set, centre 9|9, 3 players, 0 actions: seat 0 to place 9|9>"
    )
    drawn = until(Round.deal("spruce", players=3, seed=0), Phase.DRAWN)
    text = repr(drawn)
    assert "to drawn" not in text
    assert f"drawn {drawn.drawn_tile}" in text and f"seat {drawn.seat} " in text
    over = Round.deal("spruce", players=3, seed=2)
    over.play_greedily()
    assert repr(over).endswith(("went out>", "blocked>"))


def test_reprs_are_in_one_language_whatever_the_language_set() -> None:
    r = played(Round.deal("spruce", players=3, seed=4), 3)
    m = Match("spruce", players=3, seed=4)
    english = repr(r), repr(m)
    for code in ["bs", "sr", "bg"]:
        i18n.set_language(code)
        assert (repr(r), repr(m)) == english
    assert "Seat" not in english[0] and "Seat" not in english[1]
