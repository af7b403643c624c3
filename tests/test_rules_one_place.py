"""The rules live in one place: every way to act, explain, sample and simulate reads them there.

- ``push``, ``play_greedily`` and the play-outs (``greedy_scores``, the worlds' scores) take
  their steps through one step, :meth:`Position._advance`, whose choice is a pluggable
  :data:`~chickenfoot_nb.position.Continuation`;
- ``explain`` names the rule the round's own targets follow (:attr:`Position.demand`);
- ``worlds`` builds rounds through a constructor, never by writing a round's fields;
- the numpy simulation of the opening counts, deal for deal, what the engine does.
"""

from __future__ import annotations

import ast
import random
from pathlib import Path

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from chickenfoot_nb import Deal, Round, Rules, RulesError, double_set, tile
from chickenfoot_nb.explain import verdicts, why_not_tile
from chickenfoot_nb.position import Demand, Position, pips_in, pips_table
from chickenfoot_nb.probability.montecarlo_round import opens_in_deals
from chickenfoot_nb.tiles import mask_of
from chickenfoot_nb.worlds import sample_scores, sample_worlds
from tests.test_properties import OPTIONS

PACKAGE = Path(__file__).parents[1] / "chickenfoot_nb"


@st.composite
def rule_sets(draw: st.DrawFn) -> tuple[Rules, int]:
    """Every preset, every set, 2 to 8 players and any mix of the rule options that deals."""
    preset = draw(st.sampled_from(["gamerules", "spruce"]))
    players = draw(st.integers(2, 8))
    n = draw(st.sampled_from([6, 9, 12, 15, 18]))
    options = draw(st.fixed_dictionaries({}, optional=OPTIONS))
    for size in (n, 18):
        try:
            rules = Rules.preset(preset, set=size, **options)
            rules.check_players(players)
            return rules, players
        except RulesError:
            continue
    return Rules.preset("spruce", set=18), players


# ----- the numpy opening against the engine, deal for deal --------------------------------


def engine_deal(rules: Rules, players: int, row: np.ndarray, finder: int) -> Deal:
    """The deal a row of :func:`opens_in_deals` describes: hands seat by seat, then the yard."""
    tiles = double_set(rules.set)
    centre = tile(rules.set, rules.set)
    if rules.double_set_aside:
        tiles = tuple(t for t in tiles if t != centre)
    order = [tiles[i] for i in row]
    hand = rules.hand_size_for(players)
    hands = tuple(tuple(order[s * hand : (s + 1) * hand]) for s in range(players))
    starter = finder if rules.double_set_aside else None
    return Deal(rules.set, hands, tuple(order[players * hand :]), starter)


def engine_opens(r: Round, with_draw: bool) -> bool | None:
    """Whether the opener can play on the centre at its first turn, playing the engine up to
    it (``None``: the round ended first, the placer having gone out with the double)."""
    while r.phase in ("search", "place"):
        r.push(r.legal_actions()[0])
    if r.is_over and r.history:
        return None
    legal = r.legal_actions()
    if any(a.kind == "play" for a in legal):
        return True
    if with_draw and legal and legal[0].kind == "draw":
        r.push(legal[0])
        return any(a.kind == "play" for a in r.legal_actions())
    return False


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rule_sets(), st.integers(0, 2**32 - 1), st.booleans())
def test_the_numpy_opening_counts_what_the_engine_does_with_each_deal(
    game: tuple[Rules, int], seed: int, with_draw: bool
) -> None:
    rules, players = game
    rng = np.random.default_rng(seed)
    size = len(double_set(rules.set)) - (1 if rules.double_set_aside else 0)
    deals = np.array([rng.permutation(size) for _ in range(12)])
    finders = rng.integers(0, players, size=len(deals))
    simulated = opens_in_deals(rules, players, deals, finders, with_draw=with_draw)
    for row, finder, figure in zip(deals, finders, simulated, strict=True):
        r = Round(rules, engine_deal(rules, players, row, int(finder)))
        engine = engine_opens(r, with_draw)
        # One tile each under spruce: placing the double is the placer's last tile, and the
        # round ends before the opener's turn (the simulation and can_open count its hand).
        assert engine is not None or rules.hand_size_for(players) == 1
        if engine is not None:
            assert bool(figure) == engine, (rules, players, row.tolist(), int(finder))


# ----- one step for acting and for play-outs ---------------------------------------------


def lightest(playable: int, hand: int, counts: object, ends: object) -> int:
    """A continuation unlike the greedy one: the lightest playable tile, the lowest of equals."""
    pips = pips_table(0)
    return min((t for t in range(playable.bit_length()) if playable >> t & 1), key=pips.__getitem__)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rule_sets(), st.integers(0, 2**32 - 1), st.integers(0, 60))
def test_a_play_out_takes_the_steps_push_takes_with_any_continuation(
    game: tuple[Rules, int], seed: int, moves: int
) -> None:
    rules, players = game
    r = Round.deal(rules, players, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if r.is_over:
            return
        r.push(rng.choice(r.legal_actions()))
    pushed = r.copy()
    while not pushed.is_over:
        # The lightest tile by hand, each step checked, then played on its highest target.
        legal = pushed.legal_actions()
        plays = [a for a in legal if a.kind == "play"]
        if plays and (pushed.phase == "play" or plays[0].tile == pushed.drawn_tile):
            mask = mask_of(a.tile for a in plays)  # type: ignore[misc]
            hand = mask_of(pushed.hand(pushed.seat))
            t = lightest(mask, hand, (), ())
            choice = max(
                (a for a in plays if a.tile is not None and a.tile.index == t),
                key=lambda a: -1 if a.on is None else a.on.index,
            )
            pushed.apply(choice)
        else:
            pushed.apply(legal[0])
    assert r._play_out(None, lightest) == pushed.scores
    assert pushed.scores == tuple(pips_in(mask_of(pushed.hand(s)), r._pips) for s in range(players))


def test_play_greedily_is_the_play_out_taken_on_the_round() -> None:
    for seed in range(30):
        r = Round.deal("gamerules" if seed % 2 else "spruce", players=2 + seed % 6, seed=seed)
        scores = r.greedy_scores()
        r.play_greedily()
        assert r.is_over and r.scores == scores
        again = Round(r.rules, r.dealt)
        again.replay(a for _, a in r.history)  # every step was legal
        assert again.table == r.table


def test_a_position_is_the_rules_a_round_adds_history_and_words_to() -> None:
    r = Round.deal("spruce", players=3, seed=2)
    p = Position(r.rules, r.dealt)
    while not r.is_over:
        assert p.legal_actions() == r.legal_actions() and p.demand == r.demand
        a = r.heaviest_action()
        assert p.heaviest_action() == a
        r.push(a)
        p.push(a)


# ----- explain reads the rule the targets follow -----------------------------------------


def test_every_why_not_names_the_rule_the_targets_follow() -> None:
    for seed in range(20):
        r = Round.deal("gamerules", players=4, seed=seed)
        while not r.is_over:
            demand = r.demand
            spots = {tuple(r.targets(t)) for t in double_set(9) if r.targets(t)}
            if demand == Demand.TOE:
                assert spots == {(r.pending_foot,)}
            elif demand == Demand.ARM:
                assert spots == {(r.centre,)} and r.in_arm_phase
            for v in verdicts(r):
                assert v.playable == bool(r.targets(v.tile)) or r.phase == "drawn"
                if not v.playable and r.phase == "play":
                    words = {Demand.TOE: "chicken foot", Demand.ARM: "arm", Demand.END: "open"}
                    assert words[demand] in (why_not_tile(r, v.tile) or "")
            r.push(r.heaviest_action())


# ----- worlds through a constructor ------------------------------------------------------

#: The modules that own a round's state: only they may write its fields.
OWNERS = {"round.py", "position.py"}


def test_no_module_writes_a_round_field_it_does_not_own() -> None:
    fields = {
        n.attr
        for path in (PACKAGE / name for name in OWNERS)
        for n in ast.walk(ast.parse(path.read_text()))
        if isinstance(n, ast.Attribute) and n.attr.startswith("_") and not n.attr.startswith("__")
    }
    written = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.name in OWNERS and path.parent == PACKAGE:
            continue
        for n in ast.walk(ast.parse(path.read_text())):
            targets = n.targets if isinstance(n, ast.Assign) else []
            if isinstance(n, (ast.AugAssign, ast.AnnAssign)):
                targets = [n.target]
            for t in targets:
                if (
                    isinstance(t, ast.Attribute)
                    and t.attr in fields
                    and not (isinstance(t.value, ast.Name) and t.value.id == "self")
                ):
                    written.append(f"{path.relative_to(PACKAGE)}:{n.lineno} {ast.unparse(t)}")
    assert not written, written


def test_a_world_built_from_the_view_is_the_world_a_replay_builds() -> None:
    for seed in range(12):
        r = Round.deal("spruce" if seed % 2 else "gamerules", players=3, seed=seed)
        for _ in range(8 + seed):
            if r.is_over:
                break
            r.push(r.heaviest_action())
        if r.is_over:
            continue
        view = r.view(r.seat)
        legal = r.legal_actions()
        worlds = list(sample_worlds(view, random.Random(seed), 4))
        scores = list(sample_scores(view, random.Random(seed), 4, legal))
        for w, s in zip(worlds, scores, strict=True):
            # Without draws_forced a world may have a seat draw while it held a playable
            # tile: the history is replayed unchecked, as worlds were built before.
            replayed = Round(w.rules, w.dealt, check=False)
            for _, a in w.history:
                replayed.push(a)
            assert replayed.table == w.table
            assert [replayed.hand(k) for k in range(3)] == [w.hand(k) for k in range(3)]
            assert replayed.yard == w.yard and replayed.drawn_tile == w.drawn_tile
            assert [w.greedy_scores(a) for a in legal] == s
