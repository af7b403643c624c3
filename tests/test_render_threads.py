"""Layouts from several threads at once are the layouts laid alone.

The game widget draws a table (maybe as a draft) while a thread lays out a table that must
be laid out again; a notebook may draw several games. The layouts kept between moments
(:class:`~chickenfoot_nb.render.layout.Layouts`) are shared by every thread, and a picture
previews its targets on a copy of a builder that every thread may reach. These tests lay out
moments of different rounds from several threads at once, in a shuffled order, and check
that every layout is the one laid in a single thread.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import pytest

from chickenfoot_nb import Round, Rules
from chickenfoot_nb.bots import HoarderBot, play_round
from chickenfoot_nb.render import forget_layouts, table_layout
from chickenfoot_nb.render.layout import Hurry, TableLayout, part
from chickenfoot_nb.table import Table
from chickenfoot_nb.tiles import Tile

#: Rounds of several sizes: two are laid out again (the double-18 and double-15 hoarders).
ROUNDS = [(18, 2, 4), (15, 2, 2), (12, 8, 9), (9, 4, 3)]


def finished(n: int, players: int, seed: int) -> Table:
    r = Round.deal(Rules.preset("spruce", set=n), players, seed=seed)
    return play_round(r, [HoarderBot(seed * 10 + s) for s in range(players)]).table


def seen(lay: TableLayout) -> tuple[object, ...]:
    """What a layout shows, and where the first playable places would go."""
    return (lay.tiles, lay.open_ends, lay.slots, lay.level, lay.draft)


def previews(lay: TableLayout) -> list[tuple[float, float, int]]:
    """Where a tile would go on each open end (a preview tries places on a shared copy)."""
    out = []
    for t, n, _ in lay.open_ends:
        for tile in (Tile(n, n), Tile(n, 0 if n else 1)):
            box = lay.spot_for(tile, t)
            out.append((box.x, box.y, box.angle))
    return out


@pytest.fixture
def switching() -> Iterator[None]:
    """Threads switch often, so that their steps interleave finely."""
    before = sys.getswitchinterval()
    sys.setswitchinterval(1e-5)
    forget_layouts()
    try:
        yield
    finally:
        sys.setswitchinterval(before)
        forget_layouts()


def test_tables_laid_out_from_several_threads_at_once_are_the_tables_laid_alone(
    switching: None,
) -> None:
    tables = [finished(*game) for game in ROUNDS]
    jobs = [
        (i, k)
        for i, t in enumerate(tables)
        for k in sorted({*range(5, len(t.placements), 17), len(t.placements)})
    ]
    alone = {}
    for i, t in enumerate(tables):
        forget_layouts()
        for j, k in jobs:
            if j == i:
                alone[j, k] = seen(table_layout(part(t, k)))
    forget_layouts()
    random.Random(41).shuffle(jobs)

    def lay(job: tuple[int, int]) -> tuple[object, ...]:
        i, k = job
        return seen(table_layout(part(tables[i], k)))

    with ThreadPoolExecutor(max_workers=4) as pool:
        together = dict(zip(jobs, pool.map(lay, jobs), strict=True))
    assert together == alone


def test_previews_from_several_threads_at_once_are_the_previews_made_alone(
    switching: None,
) -> None:
    """Several threads preview where tiles would go on one layout (as pictures of one
    table drawn at once do): each finds the place found alone."""
    r = Round.deal(Rules.preset("spruce", set=12), 6, seed=5)
    done = play_round(r, [HoarderBot(50 + s) for s in range(6)], seed=5)
    live = Round(done.rules, done.dealt, check=False)
    moments = []
    for _seat, a in done.history[: len(done.history) // 2]:
        live.push(a)
        moments.append(live.table)
    alone = [previews(table_layout(t)) for t in moments[::7]]
    forget_layouts()
    shared = [table_layout(t) for t in moments[::7]]

    def look(k: int) -> list[tuple[float, float, int]]:
        return previews(shared[k % len(shared)])

    with ThreadPoolExecutor(max_workers=4) as pool:
        found = list(pool.map(look, range(4 * len(shared))))
    assert found == [alone[k % len(shared)] for k in range(4 * len(shared))]


def test_drafts_drawn_while_a_thread_settles_the_tables_end_as_laid_alone(
    switching: None,
) -> None:
    """As the game widget does: each moment is drawn at once (a table that must be laid out
    again as a draft) while a thread lays out the tables drawn as drafts; every moment,
    settled at the end, is the moment laid alone."""
    table = finished(18, 2, 4)
    last = len(table.placements)
    alone = {k: seen(table_layout(part(table, k))) for k in range(1, last + 1)}
    forget_layouts()
    drafted = 0
    with ThreadPoolExecutor(max_workers=2) as pool:
        settling = []
        for k in range(1, last + 1):
            pending: list[Table] = []
            lay = table_layout(part(table, k), Hurry(drafts=pending))
            if lay.draft:
                drafted += 1
                settling += [pool.submit(table_layout, t) for t in pending]
            else:
                assert seen(lay) == alone[k], f"moment {k}"
        for job in settling:
            job.result()
    assert drafted
    assert {k: seen(table_layout(part(table, k))) for k in range(1, last + 1)} == alone
