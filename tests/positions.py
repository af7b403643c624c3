"""Hand-made positions for the engine tests: write the hands, the yard fills itself."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import pytest

from chickenfoot_nb import Deal, Round, Rules, Tile, double_set, tile


def T(text: str) -> Tile:
    return Tile.parse(text)


def tiles(text: str) -> tuple[Tile, ...]:
    return tuple(Tile.parse(w) for w in text.split())


def position(
    rules: Rules,
    hands: Sequence[str],
    yard_first: str = "",
    *,
    double: int | None = None,
    starter: int | None = None,
    yard_rest: bool = True,
) -> Round:
    """A round with the given hands; the yard starts with ``yard_first`` then every other tile."""
    n = rules.set
    double = n if double is None else double
    dealt = [tiles(h) for h in hands]
    first = list(tiles(yard_first))
    used = {t for h in dealt for t in h} | set(first)
    if rules.double_set_aside:
        used.add(tile(double, double))
    rest = [t for t in double_set(n) if t not in used] if yard_rest else []
    if rules.double_set_aside and starter is None:
        starter = 0
    return Round(rules, Deal(double, tuple(dealt), tuple(first + rest), starter))


def snapshot(r: Round) -> tuple:
    """Everything observable about a round, to check that a refused action changed nothing."""
    return (
        tuple(r.hand(s) for s in range(r.players)),
        r.yard,
        r.table,
        r.seat,
        r.phase,
        r.history,
        r.drawn_tile,
        r.end,
        tuple(r.legal_actions()),
    )


def moves(r: Round) -> list[str]:
    return sorted(str(a) for a in r.legal_actions())


def refused(error: type[Exception], words: str) -> Any:
    """``pytest.raises`` for an error whose message contains ``words`` literally."""
    return pytest.raises(error, match=re.escape(words))


def midgame() -> Round:
    """Spruce, 3 players, seed 0, after 19 greedy moves: seat 0 to play, open ends, a last
    tile, and 6|5 playable on the open 6 of 9|6 or of 8|6 (the renderer's tests use it)."""
    from chickenfoot_nb.bots import GreedyBot

    r = Round.deal("spruce", players=3, seed=0)
    bot = GreedyBot()
    for _ in range(19):
        r.push(bot.choose(r.view(r.seat), r.legal_actions()))
    return r


def check_greedy_scores(r: Round) -> None:
    """``r.greedy_scores(first)``, the play-outs' fast loop, ends where pushing the heaviest
    action again and again ends, for no first action and for every legal one."""
    for first in [None, *r.legal_actions()]:
        pushed = r.copy()
        if first is not None:
            pushed.push(first)
        while not pushed.is_over:
            pushed.push(pushed.heaviest_action())
        assert r.greedy_scores(first) == pushed.scores, (first, r.history)
