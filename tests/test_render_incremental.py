"""Incremental layout: a moment's table goes on from the layout of the moment before.

``layout._build`` places only the new tile on a copy (``Builder.fork``) of the builder that
laid the table one tile shorter (``Layouts.builders``). That is only right if the copy is
the builder that laid the same tiles from scratch: these tests lay the same moments both
ways and compare, on tables that were laid out again, had a train laid again, and had
targets previewed in between (a preview tries places on the builder it asks).
"""

from __future__ import annotations

import dataclasses

import pytest

from chickenfoot_nb import Round, Rules
from chickenfoot_nb.bots import HoarderBot, play_round
from chickenfoot_nb.render import layout, round_svg, table_layout
from chickenfoot_nb.render.kept import Moments
from chickenfoot_nb.table import Table


def hoarders(n: int, players: int, seed: int) -> Table:
    r = Round.deal(Rules.preset("spruce", set=n), players, seed=seed)
    return play_round(r, [HoarderBot(seed * 10 + s) for s in range(players)]).table


def moment(table: Table, k: int) -> Table:
    return dataclasses.replace(table, placements=table.placements[:k], open_ends=(), foot=None)


def from_scratch(table: Table) -> layout.Built:
    """The table laid out at the level its moment before settled at, without going on
    from that moment's builder."""
    fresh = layout.Layouts()
    fresh.levels.update(layout._KEPT.levels)
    return layout._build(table, kept=fresh)


@pytest.mark.parametrize(("n", "players", "seed"), [(18, 2, 4), (12, 8, 9), (15, 2, 2)])
def test_each_moment_goes_on_from_the_one_before_as_from_scratch(
    n: int, players: int, seed: int
) -> None:
    table = hoarders(n, players, seed)
    layout.forget_layouts()
    checked = 0
    for k in range(1, len(table.placements) + 1):
        part = moment(table, k)
        lay = table_layout(part)
        key = Moments(part.arms_total, part.placements).key(k)
        assert layout._KEPT.builder(key) is lay._builder
        if k % 9 == 0 or k == len(table.placements):
            again = from_scratch(part)
            assert tuple(again.builder.placed) == lay.tiles, f"moment {k}"
            assert (again.known, again.spread, again.variant, again.reserved) == (
                lay.foresight,
                lay.spread,
                lay.variant,
                lay.reserved,
            )
            checked += 1
    assert checked >= 3


def test_previews_between_moments_change_nothing() -> None:
    """The widget draws the targets of every tile in hand after each move: the next
    moment must be laid out as if no target had been shown."""
    r = Round.deal(Rules.preset("spruce", set=18), 2, seed=4)
    done = play_round(r, [HoarderBot(40 + s) for s in range(2)])
    live = Round(done.rules, done.dealt, check=False)
    layout._KEPT.builders.clear()
    layout._KEPT.pictures.clear()
    for step, (_seat, action) in enumerate(done.history):
        live.push(action)
        round_svg(live, viewer=live.seat, interactive=True)
        if step % 5 == 0:
            lay = table_layout(live.table)
            assert tuple(from_scratch(live.table).builder.placed) == lay.tiles


def test_a_fork_places_without_changing_its_builder() -> None:
    table = hoarders(12, 8, 9)
    b = layout._build(moment(table, len(table.placements) - 12)).builder
    before = (
        list(b.placed),
        {k: (e.free, e.foot_ok) for k, e in b.open.ends.items()},
        dict(b.open.grid.count),
        dict(b.laid.children),
    )
    copy = b.fork()
    for p in table.placements[-12:]:
        copy = copy.place(p)
    assert len(copy.placed) == len(b.placed) + 12
    after = (
        list(b.placed),
        {k: (e.free, e.foot_ok) for k, e in b.open.ends.items()},
        dict(b.open.grid.count),
        dict(b.laid.children),
    )
    assert after == before


def test_moments_never_drawn_are_laid_out_on_the_way_not_from_the_first_tile(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A widget draws only the moments a human is to move at, after the bots have played
    several tiles: each moment it draws is the moment laid out move by move, and only the
    first tile's layout starts from nothing (before, a table laid out again was climbed to
    from the first tile at every turn, 35 s a turn on a crowded double-18 table)."""
    table = hoarders(18, 2, 4)
    last = len(table.placements)
    layout.forget_layouts()
    every = {k: table_layout(moment(table, k)) for k in range(1, last + 1)}
    assert any(lay.foresight for lay in every.values())
    layout.forget_layouts()
    real, fresh = layout.settle, []

    def settle(arms, placements, start, before, relaying):  # type: ignore[no-untyped-def]
        if before is None:
            fresh.append(len(placements))
        return real(arms, placements, start, before, relaying)

    monkeypatch.setattr(layout, "settle", settle)
    for k in [*range(1, last, 5), last]:
        lay = table_layout(moment(table, k))
        assert (lay.tiles, lay.level) == (every[k].tiles, every[k].level), f"moment {k}"
    assert fresh == [1]


def test_within_drafts_a_table_laid_out_again_is_drawn_at_once_then_settles_as_before() -> None:
    """With a Hurry that collects drafts (as the game widget draws), a moment whose tile is walled
    in is a draft: the table before it, and the new tile set apart on its bridge. Laid out
    after the block, it is the table laid out move by move; every other moment is the same
    inside the block as outside."""
    table = hoarders(18, 2, 4)
    last = len(table.placements)
    layout.forget_layouts()
    every = {k: table_layout(moment(table, k)) for k in range(1, last + 1)}
    layout.forget_layouts()
    drafted = []
    for k in range(1, last + 1):
        part = moment(table, k)
        pending: list = []
        lay = table_layout(part, layout.Hurry(drafts=pending))
        if lay.draft:
            drafted.append(k)
            assert pending == [part]
            assert lay.tiles[:-1] == every[k - 1].tiles
            assert lay.tiles[-1].bridge is not None
            lay = table_layout(part)
        else:
            assert pending == []
        assert not lay.draft
        assert (lay.tiles, lay.level) == (every[k].tiles, every[k].level), f"moment {k}"
    relaid = {k for k in range(2, last + 1) if every[k].level != every[k - 1].level}
    assert drafted and set(drafted) <= relaid


def test_a_table_with_nothing_laid_before_is_a_draft_at_once_and_settles_as_from_scratch() -> None:
    """A record opened at its end: with a Hurry that collects drafts, the table is laid tile by tile at
    once, as a draft from its first walled-in tile on; laid out after the block, it is the
    table laid out from scratch."""
    table = hoarders(18, 2, 4)
    layout.forget_layouts()
    scratch = table_layout(table)
    layout.forget_layouts()
    pending: list = []
    lay = table_layout(table, layout.Hurry(drafts=pending))
    assert lay.draft and pending == [table]
    assert any(p.bridge for p in lay.tiles)
    settled = table_layout(table)
    assert (settled.tiles, settled.level) == (scratch.tiles, scratch.level)
