"""Every public argument of the widgets is checked where it comes in.

A wrong type or value is refused in one sentence and changes nothing: a command (one that
answers True or False) says it in the widget's message line, anything else raises a
:class:`~chickenfoot_nb.errors.ChickenFootError`. Then random calls of every public method
of every public widget, with arguments of many types: no other exception, and after each
call the widget still draws.
"""

from __future__ import annotations

import inspect
import math
import os
import string
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import fields
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from chickenfoot_nb.actions import Action
from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.puzzles import load_puzzles
from chickenfoot_nb.tiles import Tile
from chickenfoot_nb.widgets import GameController, GameWidget, PuzzleWidget, RulesExplorer
from chickenfoot_nb.widgets.board import Board
from chickenfoot_nb.widgets.puzzle import PuzzleFilter
from chickenfoot_nb.widgets.review_view import ReviewView
from chickenfoot_nb.widgets.slider import Slider

PUZZLES = load_puzzles()[:40]


def one_sentence(e: BaseException) -> str:
    words = str(e)
    assert words and "\n" not in words and len(words) < 400, words
    return words


# ----- the case of the issue, and each edge by hand -----------------------------------


@pytest.mark.parametrize(
    ("change", "says"),
    [
        ({"preset": 6}, "There is no preset 6"),
        ({"set": "spruce"}, "set must be a whole number, not 'spruce'"),
        ({"set": True}, "set must be a whole number, not True"),
        ({"set": 5}, "There is no double-5 set"),
        ({"kind": ["arm"]}, "There is no kind of puzzle ['arm']"),
        ({"difficulty": 1}, "There is no difficulty 1"),
    ],
)
def test_a_bad_filter_is_refused_and_the_widget_still_draws(
    change: dict[str, Any], says: str
) -> None:
    w = PuzzleWidget(PUZZLES, seed=0)
    before, puzzle = w.filters, w.puzzle
    assert w.filter(**change) is False
    assert w.message_kind == "refused" and says in one_sentence(Exception(w.message))
    assert w.filters == before and w.puzzle is puzzle
    w.next()
    assert w.message_kind == "info" and "cf-msg-error" not in w.message_box.value


def test_an_unknown_filter_is_a_type_error_in_words() -> None:
    w = PuzzleWidget(PUZZLES, seed=0)
    with pytest.raises(TypeError, match="There is no filter 'colour': use difficulty, kind"):
        w.filter(colour="red")


@pytest.mark.parametrize(
    ("given", "says"),
    [
        ({"preset": "chess"}, "There is no preset 'chess'"),
        ({"set": 9.0}, "set must be a whole number, not 9.0"),
        ({"set": 99}, "There is no double-99 set"),
    ],
)
def test_puzzle_filter_refuses_a_bad_value(given: dict[str, Any], says: str) -> None:
    with pytest.raises(ChickenFootError, match=says.replace("(", r"\(")):
        PuzzleFilter(**given)


def test_puzzle_widget_refuses_bad_arguments() -> None:
    with pytest.raises(ChickenFootError, match="puzzles must be a list of puzzles"):
        PuzzleWidget(["not a puzzle"])  # type: ignore[list-item]
    with pytest.raises(ChickenFootError, match="seed must be a whole number or text, not 1.5"):
        PuzzleWidget(PUZZLES, seed=1.5)  # type: ignore[arg-type]
    with pytest.raises(ChickenFootError, match="There is no preset 6"):
        PuzzleWidget(PUZZLES, preset=6)  # type: ignore[arg-type]
    w = PuzzleWidget(PUZZLES, seed=0)
    for move in (5, None, ["play 9|9"]):
        assert w.answer(move) is False  # type: ignore[arg-type]
        assert "A move is an Action or its text" in w.message and w.tried == 0


def controller() -> GameController:
    return GameController("spruce", players=3, seed=4, seats=["human", "greedy", "greedy"])


@pytest.mark.parametrize(
    ("call", "says"),
    [
        (lambda g: g.show("3"), "step must be a whole number, not '3'"),
        (lambda g: g.show(1.5), "step must be a whole number, not 1.5"),
        (lambda g: g.show(True), "step must be a whole number, not True"),
        (lambda g: g.set_view(viewer="1"), "viewer must be a whole number"),
        (lambda g: g.set_view(teacher="yes"), "teacher must be True or False"),
        (lambda g: g.set_seat("a", "human"), "seat must be a whole number"),
        (lambda g: g.set_seats("human"), "seats must be a list with one kind per seat"),
        (lambda g: g.click_hidden("x"), "seat must be a whole number"),
        (lambda g: g.click_hidden(7), "There is no seat 7"),
        (lambda g: g.key(5), "key must be text, not 5"),
        (lambda g: g.key("q"), "The board has no key 'q'"),
        (lambda g: g.hint(samples="many"), "samples must be a whole number"),
        (lambda g: g.hint(samples=10**9), "samples must be 100000 or less"),
        (lambda g: g.hint(wait="yes"), "wait must be True or False"),
        (lambda g: g.review(seat=1.0), "seat must be a whole number, not 1.0"),
        (lambda g: g.review_jump("x"), "step must be a whole number"),
        (lambda g: g.save(None), "path must name a file"),
        (lambda g: g.load(7), "a file is named by its path"),
        (lambda g: g.load_text(7), "a record is read from text or bytes, not from int"),
        (lambda g: g.load_text("{}", name=3), "name must be text, not 3"),
        (lambda g: g.handle_event("tile"), "An event from the board is a dict"),
        (lambda g: g.handle_event({"kind": "tile"}), "'None' is not a tile"),
        (lambda g: g.click(94), "94 is not a tile"),
    ],
)
def test_a_command_refuses_a_bad_argument_in_words_and_changes_nothing(
    call: Callable[[GameController], bool], says: str
) -> None:
    g = controller()
    g.play_to_end()
    g.show(2)
    before = (g.shown_step, g.length, g.viewer, g.teacher, g.seat_kinds, g.round.history)
    assert call(g) is False
    assert g.message_kind == "refused", g.message
    assert says in one_sentence(Exception(g.message))
    assert (g.shown_step, g.length, g.viewer, g.teacher, g.seat_kinds, g.round.history) == before


@pytest.mark.parametrize(
    ("call", "says"),
    [
        (lambda g: g.seat_kind(9), "There is no seat 9"),
        (lambda g: g.is_human("0"), "seat must be a whole number"),
        (lambda g: g.sees(-1), "There is no seat -1"),
        (lambda g: g.verdicts(None), "seat must be a whole number, not None"),
        (lambda g: g.can(3), "action must be an Action or its text"),
        (lambda g: g.round_review(samples=0), "samples must be a whole number from 1 to"),
        (lambda g: g.guard(3), "guard wraps a function, not 3"),
        (lambda g: GameController(viewer=4, players=3), "viewer must be a whole number from 0"),
        (lambda g: GameController(teacher=1), "teacher must be True or False, not 1"),  # type: ignore[arg-type]
        (lambda g: GameController(match="game.json"), "match must be a Match"),  # type: ignore[arg-type]
        (lambda g: GameController(seed=[1]), "seed must be a whole number or text"),  # type: ignore[arg-type]
        (lambda g: GameController(keep=3), "keep must name a file"),  # type: ignore[arg-type]
        (lambda g: GameWidget(game="g"), "game must be a GameController"),  # type: ignore[arg-type]
        (lambda g: GameWidget("spruce", game=g), "either game= or the arguments"),
    ],
)
def test_a_query_or_a_constructor_raises_the_refusal(
    call: Callable[[GameController], Any], says: str
) -> None:
    g = controller()
    g.play_to_end()
    with pytest.raises(ChickenFootError) as e:
        call(g)
    assert says in one_sentence(e.value)


@pytest.mark.parametrize(
    ("given", "says"),
    [
        ({"preset": "chess"}, "preset must be one of"),
        ({"players": 9}, "players must be a whole number from 2 to 8, not 9"),
        ({"seed": -1}, "seed must be a whole number from 0 to"),
        ({"moves": 81}, "moves must be a whole number from 0 to 80, not 81"),
        ({"colour": "red"}, "there is no option 'colour' in it"),
        ({"double_set_aside": True}, "there is no option 'double_set_aside' in it"),
        ({"set": "nine"}, "set must be a whole number, not 'nine'"),
    ],
)
def test_rules_explorer_refuses_bad_arguments(given: dict[str, Any], says: str) -> None:
    with pytest.raises(ChickenFootError) as e:
        RulesExplorer(**{"preset": "spruce", "players": 3, "moves": 2, **given})
    assert says in one_sentence(e.value)


def test_rules_explorer_set_option_refuses_and_changes_nothing() -> None:
    """The explorer drew every refresh as an error after a bad option, before."""
    x = RulesExplorer("spruce", players=3, seed=2, moves=4)
    before = x.variant
    for name, value in (("set", "x"), ("draw_must_play", 1), ("colour", 1), (3, 3)):
        with pytest.raises(ChickenFootError):
            x.set_option(name, value)  # type: ignore[arg-type]
        assert x.variant == before
    x.refresh()
    assert "cf-msg-error" not in x.message_box.value
    x.set_option("set", 12)
    assert x.variant.set == 12


def test_review_view_show_refuses_bad_arguments() -> None:
    v = ReviewView()
    for args in (
        ("review", "done", 1.0, "Ana", 0),
        (None, "finished", 1.0, "Ana", 0),
        (None, "running", 2.0, "Ana", 0),
        (None, "running", "half", "Ana", 0),
        (None, "running", 0.5, 7, 0),
        (None, "running", 0.5, "Ana", -2),
    ):
        with pytest.raises(ChickenFootError):
            v.show(*args)
        assert (v.state, v.progress, v.heading) == ("", 0.0, "")


@pytest.mark.parametrize(
    ("given", "says"),
    [
        ({"n": 30}, "n must be a whole number from 6 to 18, not 30"),
        ({"hand": 0}, "hand must be a whole number from 1 to 21, not 0"),
        ({"players": "4"}, "players must be a whole number, not '4'"),
        ({"samples": 0}, "samples must be a whole number from 1 to 1000000, not 0"),
        ({"question": "luck"}, "question must be one of"),
        ({"seed": -5}, "seed must be a whole number from 0 to"),
    ],
)
def test_hand_explorer_refuses_bad_arguments(given: dict[str, Any], says: str) -> None:
    """A bad number of samples drew the explorer as an error from then on, before."""
    from chickenfoot_nb.widgets import HandExplorer

    with pytest.raises(ChickenFootError) as e:
        HandExplorer(**given)
    assert says in one_sentence(e.value)


def test_slider_takes_only_whole_numbers_in_order_and_a_value_among_them() -> None:
    s = Slider(options=(1, 2, 3), value=2)
    for options in (("a", "b"), (3, 2, 1), (1, 1), (1.5, 2)):
        with pytest.raises(ChickenFootError, match="whole numbers in increasing order"):
            s.options = options
    with pytest.raises(ChickenFootError, match="The slider offers 1, 2, 3: 7 is not one"):
        s.value = 7
    assert (s.options, s.value) == ((1, 2, 3), 2)


# ----- random calls -------------------------------------------------------------------

TEXT = string.ascii_letters + string.digits + "|- "
WORDS = [
    "9|9", "9|4", "5|2", "9|8", "centre", "draw", "pass", "play 9|9", "play 9|8 on 9|9",
    "human", "greedy", "random", "d", "p", "s", "u", "r", "n", "h", "v", "y", "Enter",
    "Escape", "Home", "End", "PageUp", "spruce", "gamerules", "arm", "foot", "easy", "hard",
    "set", "hand_size", "arms", "draw_must_play", "kept_back", "double_blank", "auto",
    "running", "done", "", "chickenfoot-game.json",
]  # fmt: skip
INTS = [-(10**100), -1, 0, 1, 2, 3, 4, 9, 12, 2**63, 10**100]
EVENTS = [
    {"kind": "tile", "tile": "9|9"},
    {"kind": "target", "on": "centre"},
    {"kind": "hidden", "seat": 1},
    {"kind": "key", "key": "s"},
    {"kind": "tile"},
    {"kind": 5},
    {},
]
SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.sampled_from(INTS),
    st.sampled_from([0.5, 2.0, -1.0, math.nan, math.inf]),
    st.sampled_from(WORDS),
    st.text(TEXT, max_size=8),
    st.binary(max_size=4),
    st.just(Tile(9, 9)),
    st.sampled_from([Action.parse("draw"), Action.parse("play 9|9")]),
    st.just(object()),
)
VALUES = st.one_of(
    SCALARS,
    st.lists(SCALARS, max_size=4),
    st.lists(st.sampled_from(["human", "greedy", "random"]), min_size=1, max_size=4),
    st.sampled_from(EVENTS),
    st.dictionaries(st.sampled_from(WORDS), SCALARS, max_size=3),
)


def public_methods(widget: Any) -> dict[str, Callable[..., Any]]:
    """The public methods the package gives ``widget`` (not those of ipywidgets)."""
    found: dict[str, Callable[..., Any]] = {}
    for cls in type(widget).__mro__:
        if not cls.__module__.startswith("chickenfoot_nb"):
            continue
        for name in vars(cls):
            if name.startswith("_") or name in found:
                continue
            if isinstance(inspect.getattr_static(widget, name), property):
                continue
            value = getattr(widget, name)
            if inspect.ismethod(value) or inspect.isfunction(value):
                found[name] = value
    return found


@st.composite
def calls(draw: st.DrawFn, methods: dict[str, Callable[..., Any]]) -> tuple[str, dict[str, Any]]:
    """A method's name and keyword arguments for it: each parameter given or not, any value."""
    name = draw(st.sampled_from(sorted(methods)))
    kwargs: dict[str, Any] = {}
    for p in inspect.signature(methods[name]).parameters.values():
        if p.kind is p.VAR_POSITIONAL:
            continue
        if p.kind is p.VAR_KEYWORD:
            names = [f.name for f in fields(PuzzleFilter)] if name == "filter" else ["colour"]
            for key in draw(st.lists(st.sampled_from(names), max_size=2, unique=True)):
                kwargs[key] = draw(VALUES)
        elif p.default is p.empty or draw(st.booleans()):
            kwargs[p.name] = draw(VALUES)
    return name, kwargs


def allowed(name: str, e: BaseException) -> bool:
    """A refusal in words: the package's error, or an unknown filter named (a TypeError)."""
    if isinstance(e, ChickenFootError):
        return bool(one_sentence(e))
    return name == "filter" and isinstance(e, TypeError) and "There is no filter" in str(e)


@contextmanager
def in_folder(folder: Path) -> Iterator[None]:
    """Work in ``folder``: a file a random call saves lands there."""
    before = Path.cwd()
    os.chdir(folder)
    try:
        yield
    finally:
        os.chdir(before)


RANDOM = settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)


def game_draws(w: GameWidget) -> None:
    w._redraw()
    assert "cf-msg-error" not in w.message_box.value, w.message_box.value
    assert w.game.message_kind != "error", w.game.message


def puzzle_draws(w: PuzzleWidget) -> None:
    w._redraw()
    assert "cf-msg-error" not in w.message_box.value, w.message_box.value
    assert w.message_kind != "error", w.message


def explorer_draws(x: RulesExplorer) -> None:
    x.refresh()
    assert "cf-msg-error" not in x.message_box.value, x.message_box.value


def review_view_draws(v: ReviewView) -> None:
    assert v.state in ("", "running", "done") and 0 <= v.progress <= 1
    v.speak()


def board_draws(b: Board) -> None:
    b.speak()
    assert isinstance(b.event, dict)


WIDGETS: dict[str, tuple[Callable[[], Any], Callable[[Any], None]]] = {
    "GameWidget": (
        lambda: GameWidget("spruce", players=3, seed=4, seats=["human", "greedy", "greedy"]),
        game_draws,
    ),
    "PuzzleWidget": (lambda: PuzzleWidget(PUZZLES, seed=0), puzzle_draws),
    "RulesExplorer": (lambda: RulesExplorer("spruce", players=3, seed=2, moves=4), explorer_draws),
    "ReviewView": (ReviewView, review_view_draws),
    "Board": (Board, board_draws),
}


@pytest.mark.parametrize("kind", WIDGETS)
@RANDOM
@given(data=st.data())
def test_random_calls_of_every_public_method_leave_a_widget_that_draws(
    kind: str, data: st.DataObject, tmp_path: Path
) -> None:
    make, draws = WIDGETS[kind]
    widget = make()
    methods = public_methods(widget)
    if kind == "GameWidget":
        methods.update(public_methods(widget.game))  # w.click is w.game.click, and so on
    assert methods
    with in_folder(tmp_path):
        for _ in range(data.draw(st.integers(1, 6), label="calls")):
            name, kwargs = data.draw(calls(methods), label="call")
            try:
                methods[name](**kwargs)
            except Exception as e:
                assert allowed(name, e), f"{name}(**{kwargs!r}) raised {type(e).__name__}: {e}"
            draws(widget)


@pytest.mark.parametrize(
    "make",
    [GameController, RulesExplorer, PuzzleWidget, Slider],
    ids=lambda c: c.__name__,
)
@RANDOM
@given(data=st.data())
def test_random_arguments_of_a_constructor_are_taken_or_refused_in_words(
    make: Callable[..., Any], data: st.DataObject, tmp_path: Path
) -> None:
    if make is Slider:
        names = ["options", "value", "description"]
    else:
        names = [
            p.name
            for p in inspect.signature(make).parameters.values()
            if p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD) and p.name != "puzzles"
        ]
    kwargs = {n: data.draw(VALUES, label=n) for n in data.draw(st.sets(st.sampled_from(names)))}
    if make is PuzzleWidget:
        kwargs["puzzles"] = PUZZLES
    if make is GameController and "keep" in kwargs and not isinstance(kwargs["keep"], str):
        kwargs["keep"] = tmp_path / "kept.json"
    with in_folder(tmp_path):
        try:
            made = make(**kwargs)
        except Exception as e:
            assert isinstance(e, ChickenFootError), f"{kwargs!r}: {type(e).__name__}: {e}"
            one_sentence(e)
            return
    if isinstance(made, GameController):
        assert made.message_kind != "error", made.message
