"""Layouts pinned: every moment of the tables ``test_render_bridges`` plays is laid out as it was.

The layout is tuned by hand and its state is shared between moments and threads: a change
to how that state is kept must not move a single tile. Each table is replayed action by
action from a cold layout cache, as the game widget shows it, and every moment's layout (each
tile with its place, turn and bridge, the empty places, the open ends and the level) goes into
one hash per table, compared with ``tests/data/layout_hashes.json``. After a change that
moves tiles on purpose, write the file again:

    .venv/bin/python -m tests.test_render_layouts_pinned
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from chickenfoot_nb import Round, Rules
from chickenfoot_nb.bots import play_round
from chickenfoot_nb.render import forget_layouts, table_layout
from chickenfoot_nb.render.layout import TableLayout
from tests.test_render_bridges import (
    LONGEST,
    REROUTED,
    RESERVED_ROOMS,
    ROOMY,
    STILL_APART,
    bots,
    seeded_tables,
)

HASHES = Path(__file__).parent / "data" / "layout_hashes.json"

Game = tuple[int, str, str, int, int]


def games() -> list[Game]:
    """The tables of ``test_render_bridges``, each once."""
    every = seeded_tables() + LONGEST + RESERVED_ROOMS + ROOMY + REROUTED + sorted(STILL_APART)
    return list(dict.fromkeys(every))


def name(game: Game) -> str:
    return "-".join(map(str, game))


def _r(v: float) -> float:
    return round(v, 3) + 0.0  # -0.0 and 0.0 hash alike


def said(lay: TableLayout) -> str:
    """One moment's layout as text: what the hash covers."""
    tiles = [
        (
            str(p.tile),
            str(p.on),
            _r(p.box.x),
            _r(p.box.y),
            p.box.angle % 360,
            None if p.bridge is None else [[_r(v) for v in end] for end in p.bridge],
        )
        for p in lay.tiles
    ]
    slots = [(_r(b.x), _r(b.y), b.angle % 360) for b in lay.slots]
    ends = [(str(t), n, _r(s.x), _r(s.y), s.angle % 360) for t, n, s in lay.open_ends]
    return json.dumps([tiles, slots, ends, lay.level, lay.draft])


def moments_hash(game: Game) -> str:
    """The hash of every moment's layout of ``game``, replayed from a cold cache."""
    return walk(game)[0]


def walk(game: Game) -> tuple[str, TableLayout]:
    """``game`` replayed action by action from a cold cache, as the game widget shows it: the
    hash of every moment's layout, and the last moment's layout."""
    n, preset, kind, players, seed = game
    done = play_round(
        Round.deal(Rules.preset(preset, set=n), players, seed=seed),
        bots(kind, players, seed),
        seed=seed,
    )
    forget_layouts()
    live = Round(done.rules, done.dealt, check=False)
    h = hashlib.sha256()
    last = None
    lay = table_layout(live.table)
    for _seat, a in done.history:
        live.push(a)
        if live.table.placements != last:
            last = live.table.placements
            lay = table_layout(live.table)
            h.update(said(lay).encode())
    forget_layouts()
    return h.hexdigest()[:16], lay


def pinned(game: Game) -> str:
    """The hash ``tests/data/layout_hashes.json`` keeps for ``game``."""
    return str(json.loads(HASHES.read_text())[name(game)])


def test_every_table_of_the_bridges_test_is_pinned() -> None:
    """The bridges test checks each table's hash as it replays it (one walk for both)."""
    assert set(json.loads(HASHES.read_text())) == {name(g) for g in games()}


if __name__ == "__main__":
    HASHES.parent.mkdir(exist_ok=True)
    HASHES.write_text(json.dumps({name(g): moments_hash(g) for g in games()}, indent=1) + "\n")
