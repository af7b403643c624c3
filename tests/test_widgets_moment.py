"""One click judges the hand once: the calls of the rules that one click and its redraw make.

A GameWidget is clicked as the browser clicks it; every judgement of the rules is counted by
wrapping the engine's functions (each module's own reference to them, as a module imports
them by name). The figures the issue measured on the old code, per one-target click: the
hand judged four times over, ``legal_actions`` six times, ``Round.targets`` 54-56 times
(38-46 of them from the odds panel), and the round replayed from its start twice.
"""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Callable, Iterator
from fractions import Fraction
from typing import Any

import pytest

from chickenfoot_nb import DRAW, PASS, Tile
from chickenfoot_nb import explain as explain_module
from chickenfoot_nb.probability import next_draw_playable
from chickenfoot_nb.round import Round
from chickenfoot_nb.widgets import GameWidget
from chickenfoot_nb.widgets.controller import GameController


class Calls(Counter[str]):
    """How often each rule function was called while it counted."""


@pytest.fixture
def calls(monkeypatch: pytest.MonkeyPatch) -> Iterator[Calls]:
    """Count the calls of the rules' functions wherever a module holds them."""
    counted = Calls()

    def counting(name: str, fn: Callable[..., Any]) -> Callable[..., Any]:
        def wrapped(*args: Any, **kwargs: Any) -> Any:
            counted[name] += 1
            return fn(*args, **kwargs)

        return wrapped

    for name in ("targets", "legal_actions"):
        monkeypatch.setattr(Round, name, counting(name, getattr(Round, name)))
    go_to, at = Round.go_to, Round.at

    def counting_go_to(self: Round, step: int) -> None:
        counted["go_to"] += 1  # go_to always replays the round from its deal
        go_to(self, step)

    def counting_at(self: Round, step: int) -> Round:
        if step < len(self.history):  # at the end it copies; before, it replays from the deal
            counted["at"] += 1
        return at(self, step)

    monkeypatch.setattr(Round, "go_to", counting_go_to)
    monkeypatch.setattr(Round, "at", counting_at)
    for name in ("why_illegal", "why_not_tile", "verdicts"):
        original = getattr(explain_module, name)
        wrapped = counting(name, original)
        for module in list(sys.modules.values()):
            if (module.__name__ or "").startswith("chickenfoot_nb") and (
                getattr(module, name, None) is original
            ):
                monkeypatch.setattr(module, name, wrapped)
    yield counted


def one_target_position() -> GameWidget:
    """A hot-seat game where the seat to move holds a tile with one place to go, and it is drawn."""
    w = GameWidget("gamerules", players=4, seed=5, seats=["human"] * 4)
    g = w.game
    for _ in range(200):
        r = g.round
        if len(r.history) > 12 and r.yard_drawable and g.selectable():
            fits = [t for t in g.selectable() if len(r.targets(Tile.parse(t))) == 1]
            if fits and r.phase == "play":
                return w
        assert g.step(), g.message
    raise AssertionError("no such position")


def draw_position() -> GameWidget:
    """A hot-seat game where the seat to move may only draw."""
    w = GameWidget("gamerules", players=4, seed=5, seats=["human"] * 4)
    g = w.game
    for _ in range(200):
        if g.round.phase == "play" and len(g.round.history) > 6 and g.can(DRAW):
            return w
        assert g.step(), g.message
    raise AssertionError("no such position")


def test_a_one_target_click_judges_the_hand_once(calls: Calls) -> None:
    w = one_target_position()
    g = w.game
    r = g.round
    tile = next(t for t in g.selectable() if len(r.targets(Tile.parse(t))) == 1)
    size = len(r.hand(r.seat))
    revision = g.revision
    calls.clear()
    assert w.click(tile), w.message
    assert g.revision == revision + 1  # one redraw
    seen = dict(calls)
    # apply's own check (one legal_actions) and the new moment's one judgement of the hand
    assert seen.get("legal_actions", 0) <= 2, seen
    assert seen.get("verdicts", 0) <= 1, seen
    assert seen.get("why_illegal", 0) <= 1, seen  # Round.apply's, the one check on a change
    # the hand judged once: at most one targets and one why-not per tile of the new hand
    assert seen.get("why_not_tile", 0) <= size, seen
    assert seen.get("targets", 0) <= 2 * size, seen  # no odds panel asking per unseen tile
    assert seen.get("go_to", 0) == 0 and seen.get("at", 0) == 0, seen  # no replay from the deal


def test_a_draw_redraws_with_one_judgement(calls: Calls) -> None:
    w = draw_position()
    g = w.game
    size = len(g.round.hand(g.round.seat)) + 1
    calls.clear()
    assert w.draw(), w.message
    seen = dict(calls)
    assert seen.get("legal_actions", 0) <= 2, seen
    assert seen.get("verdicts", 0) <= 1, seen
    assert seen.get("why_illegal", 0) <= 1, seen
    assert seen.get("why_not_tile", 0) <= size, seen
    assert seen.get("targets", 0) <= 2 * size, seen
    assert seen.get("go_to", 0) == 0 and seen.get("at", 0) == 0, seen


def test_the_odds_panel_agrees_with_the_probability_module() -> None:
    g = GameController("gamerules", players=3, seed=8, seats=["human"] * 3)
    checked = 0
    while not g.round.is_over:
        r = g.shown
        said = g.odds()
        if said:
            p = next_draw_playable(r.view(g.viewer))
            assert f"{p} ≈" in said and isinstance(p, Fraction)
            checked += 1
        assert g.step()
    assert checked > 5


def test_draw_and_pass_follow_the_legal_actions_at_every_moment() -> None:
    g = GameController("spruce", players=3, seed="2:1", seats=["human"] * 3)
    while not g.round.is_over:
        legal = g.round.legal_actions()
        assert g.can(DRAW) == (DRAW in legal) and g.can(PASS) == (PASS in legal)
        playable = sorted({str(a.tile) for a in legal if a.kind == "play"})
        assert sorted(g.selectable()) == playable
        assert g.step()
    assert not g.can(DRAW) and not g.can(PASS) and g.selectable() == []


def test_the_explanation_at_every_moment_is_the_engine_s() -> None:
    g = GameController("spruce", players=3, seed="4:2", seats=["human", "greedy", "greedy"])
    g.play_to_end()
    r = g.round
    for teacher in (False, True):
        g.set_view(teacher=teacher)
        for step in (len(r.history), *range(len(r.history) - 1, -1, -3)):
            g.show(step)
            shown = r.at(step)
            said = dict(g.explain())
            if step:
                seat = shown.history[-1][0]
                visible = teacher or seat == g.viewer
                assert said["Last action"] == explain_module.describe_action(shown, visible=visible)
            assert said["Now"] == explain_module.forced_now(shown)
