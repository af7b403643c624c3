"""A crowded table opens on the open ends the legal moves use (render/frame.py, the board).

The frame must hold every place a legal move goes and the tile it joins (the centre double
for a new arm), draw a tile large enough to count its pips, keep the room's shape, and be
None on a table small enough to read whole. The board takes it as its ``frame``; a
PuzzleWidget opens each puzzle's table on its own frame.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from chickenfoot_nb import progress
from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.puzzles import Puzzle, load_puzzles
from chickenfoot_nb.render.frame import ROOM, Room, View, open_frame, room_for, whole
from chickenfoot_nb.render.geometry import Box
from chickenfoot_nb.render.layout import table_layout
from chickenfoot_nb.render.palette import UNIT
from chickenfoot_nb.render.table import PAD
from chickenfoot_nb.round import Round
from chickenfoot_nb.rules import Rules
from chickenfoot_nb.widgets import PuzzleWidget
from chickenfoot_nb.widgets.board import Board
from chickenfoot_nb.widgets.seating import TABLE_GROWTH

#: Its module fixture is computed once: every test of the module in one pytest-xdist worker.
pytestmark = pytest.mark.xdist_group("test_board_frame")

#: Rounding of the frame's edges (to hundredths of a unit).
EPS = 0.01


@pytest.fixture(autouse=True)
def no_progress_file() -> Iterator[None]:
    progress.off()
    yield


@pytest.fixture(scope="module")
def framed() -> list[tuple[Puzzle, Round, View | None]]:
    """Every puzzle of the package with its position and its frame."""
    out = []
    for p in load_puzzles():
        r = p.position()
        out.append((p, r, open_frame(r, r.legal_actions())))
    return out


def places(r: Round) -> list[Box]:
    """The boxes a frame must hold: each legal play's place and the tile it joins."""
    lay = table_layout(r.table)
    on_table = {p.tile: p.box for p in lay.tiles}
    boxes = []
    for a in r.legal_actions():
        if a.kind == "play" and a.tile is not None:
            boxes.append(lay.spot_for(a.tile, a.on))
            if a.on is not None:
                boxes.append(on_table[a.on])
    return boxes


def holds(view: View, box: Box) -> bool:
    return (
        view.x - EPS <= box.x0 * UNIT
        and box.x1 * UNIT <= view.x + view.width + EPS
        and view.y - EPS <= box.y0 * UNIT
        and box.y1 * UNIT <= view.y + view.height + EPS
    )


def crowded(seed: int = 3, tiles: int = 60) -> Round:
    """A six-player double-12 round played on until ``tiles`` lie on the table."""
    r = Round.deal(Rules.preset("spruce", set=12), players=6, seed=seed, double=12)
    while len(r.table) < tiles:
        plays = [a for a in r.legal_actions() if a.kind == "play"]
        r.apply(plays[-1] if plays else r.legal_actions()[0])
    return r


def test_every_frame_holds_each_legal_place_and_the_tile_it_joins(framed):
    shown = [(p, r, v) for p, r, v in framed if v is not None]
    assert len(shown) > 100
    for p, r, view in shown:
        missing = [b for b in places(r) if not holds(view, b)]
        assert not missing, (p.id, view, missing)


def test_a_table_readable_whole_opens_whole_and_a_frame_only_where_it_is_not(framed):
    for p, r, view in framed:
        room = room_for(r.players)
        if room.tile_side(whole(r)) >= room.readable:
            assert view is None, p.id
        else:
            # a frame draws tiles clearly larger than the whole table does
            assert view is None or room.tile_side(view) >= 1.25 * room.tile_side(whole(r)), p.id


def test_double_12_foot_puzzles_open_on_tiles_whose_pips_can_be_counted(framed):
    feet = [(p, r, v) for p, r, v in framed if p.set == 12 and p.kind == "foot"]
    assert feet
    crowded = 0
    for p, r, view in feet:
        room = room_for(r.players)
        if room.tile_side(whole(r)) >= room.readable:  # a table small enough opens whole
            assert view is None, p.id
            continue
        crowded += 1
        assert view is not None, p.id
        assert room.readable <= room.tile_side(view) <= room.largest + EPS, p.id
    # most of them are crowded (73 of the 78 shipped): the frame is what makes them readable
    assert crowded > len(feet) / 2


def test_a_frame_keeps_the_rooms_shape_and_stays_on_the_table(framed):
    for p, r, view in framed:
        if view is None:
            continue
        room = room_for(r.players)
        assert view.width / view.height == pytest.approx(room.width / room.height, rel=0.01), p.id
        # the table with the places its moves go (a frame larger than it is centred on it)
        table = whole(r)
        x0 = min([table.x] + [(b.x0 - PAD) * UNIT for b in places(r)])
        x1 = max([table.x + table.width] + [(b.x1 + PAD) * UNIT for b in places(r)])
        if view.width < x1 - x0:
            assert x0 - EPS <= view.x <= x1 - view.width + EPS, p.id


def test_a_small_table_and_a_turn_with_no_play_open_whole():
    r = Round.deal("spruce", players=4, seed=2)
    r.play("9|9")
    assert open_frame(r, r.legal_actions()) is None
    busy = crowded()
    assert open_frame(busy, r.legal_actions()[:0]) is None  # only Draw or Pass: all of it
    assert open_frame(busy, busy.legal_actions()) is not None


def test_a_move_that_starts_an_arm_brings_the_centre_double_into_the_frame():
    r = Round.deal("spruce", players=4, seed=2)
    r.play("9|9")
    while not any(a.kind == "play" and a.on == r.centre for a in r.legal_actions()):
        r.apply(r.legal_actions()[0])
    small = Room(width=60, height=30)  # so small that any table is crowded in it
    view = open_frame(r, r.legal_actions(), room=small)
    assert view is not None
    centre = next(p.box for p in table_layout(r.table).tiles if p.tile == r.centre)
    assert holds(view, centre)
    assert all(holds(view, b) for b in places(r))


def test_the_room_grows_the_table_as_the_board_does():
    assert ROOM.grow == TABLE_GROWTH


def test_the_board_takes_a_frame_and_opens_again_on_the_same_one():
    b = Board()
    b.open_on(View(1, 2, 300, 100))
    assert (b.frame, b.opened) == ([1.0, 2.0, 300.0, 100.0], 1)
    b.open_on(View(1, 2, 300, 100))  # a new puzzle with the same frame still resets the view
    assert b.opened == 2
    b.open_on(None)
    assert (b.frame, b.opened) == (None, 3)


@pytest.mark.parametrize("bad", [(0, 0, 0, 10), (0, 0, 10), "0 0 10 10", (0, 0, float("nan"), 5)])
def test_the_board_refuses_a_frame_that_is_no_view_box_and_changes_nothing(bad):
    b = Board()
    b.open_on((0, 0, 10, 10))
    with pytest.raises(ChickenFootError, match="A frame is a viewBox"):
        b.open_on(bad)
    assert (b.frame, b.opened) == ([0.0, 0.0, 10.0, 10.0], 1)


def as_trait(p: Puzzle) -> list[float] | None:
    """The frame of puzzle ``p`` as the board's trait holds it."""
    r = p.position()
    view = open_frame(r, r.legal_actions())
    return None if view is None else list(view)


def test_a_puzzle_opens_on_its_frame_and_only_a_new_puzzle_opens_again():
    w = PuzzleWidget(set=12, kind="foot", seed=0)
    p = w.puzzle
    assert p is not None
    assert w.board.frame == as_trait(p)
    opened = w.board.opened
    w.hint()
    w.answer(p.moves[-1].action)  # a move judged, a hint taken: the same table, the same view
    assert w.board.opened == opened
    w.next()
    q = w.puzzle
    assert q is not None and q is not p
    assert w.board.opened == opened + 1
    assert w.board.frame == as_trait(q)
    w.filter(set=18)  # no puzzle: no table to frame
    assert (w.board.frame, w.board.opened) == (None, opened + 2)
