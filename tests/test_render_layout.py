"""The table layout as geometry: no two tiles overlap and nothing is clipped, at every moment.

Games are generated for every set from double-6 to double-18 and 2 to 8 players under both
presets, played by random bots; the layout (tile outlines as polygons) is checked with
shapely, without parsing any SVG. Because a tile's place depends only on the tiles played
before it, the final layout of a round checks every earlier moment too; that property is
itself checked at moments taken with ``Round.at``.

The one exception: when a tile would find no room at its open end, the train it joins is
laid again, or the table is laid out again with foresight of its placements so far, and
maybe rooms reserved, trains turning the other way or more space between tiles
(``TableLayout.level``, see :mod:`chickenfoot_nb.render.layout`).
Moments laid out alike are exact prefixes of each other; foresight only grows as a
round goes on.
"""

from __future__ import annotations

import dataclasses
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from shapely import STRtree
from shapely.geometry import Polygon, box

from chickenfoot_nb import Round, Rules, RulesError
from chickenfoot_nb.bots import HoarderBot, play_round
from chickenfoot_nb.render import layout, round_svg, table_layout
from chickenfoot_nb.render.builder import Builder
from chickenfoot_nb.render.geometry import Box
from chickenfoot_nb.render.layout import TableLayout
from chickenfoot_nb.render.open_ends import ROOM_MARGIN
from chickenfoot_nb.render.palette import UNIT
from chickenfoot_nb.render.room import cell_set
from chickenfoot_nb.render.table import table_extent, targets
from chickenfoot_nb.table import Placement
from chickenfoot_nb.tiles import Tile

EPS = 1e-9


def polygons(lay: TableLayout) -> list[Polygon]:
    return [Polygon(p.polygon) for p in lay.tiles]


def assert_no_overlap(shapes: list[Polygon], what: str = "tiles") -> None:
    tree = STRtree(shapes)
    for i, a in enumerate(shapes):
        for j in tree.query(a):
            if j > i:
                assert a.intersection(shapes[j]).area < EPS, f"{what} {i} and {j} overlap"


def assert_inside(shapes: list[Polygon], frame: tuple[float, float, float, float]) -> None:
    x0, y0, x1, y1 = frame
    outer = box(x0, y0, x1, y1)
    for s in shapes:
        assert outer.contains(s), f"{s} sticks out of the picture {frame}"


def check_round(r: Round) -> TableLayout:
    """Every rule of the layout for the table of ``r`` as it is now."""
    lay = table_layout(r.table)
    shapes = polygons(lay)
    assert len(shapes) == len(r.table)
    assert_no_overlap(shapes)
    extra = [Polygon(b.corners()) for b in lay.slots]
    assert_no_overlap(shapes + extra, "tiles and empty places")
    x0, y0, x1, y1 = (v / UNIT for v in table_extent(lay, []))
    assert_inside(shapes + extra, (x0, y0, x1, y1))
    return lay


def checked_game(r: Round, rng: random.Random, samples: int = 4) -> None:
    final = check_round(r)
    steps = sorted(rng.sample(range(len(r.history) + 1), min(samples, len(r.history) + 1)))
    for step in steps:
        at = r.at(step)
        lay = check_round(at)
        assert lay.foresight <= final.foresight
        if lay.level == final.level:
            assert lay.tiles == final.tiles[: len(lay.tiles)], "a tile moved as the game went on"
        for t in at.hand(at.seat)[:3]:
            found = targets(at, t, lay)
            ghosts = [Polygon(g.box.corners()) for g in found]
            for g in ghosts:
                assert all(g.intersection(s).area < EPS for s in polygons(lay))
            x0, y0, x1, y1 = (v / UNIT for v in table_extent(lay, found))
            assert_inside(polygons(lay) + ghosts, (x0, y0, x1, y1))


@st.composite
def games(draw: st.DrawFn) -> tuple[Rules, int, int]:
    preset = draw(st.sampled_from(["gamerules", "spruce"]))
    players = draw(st.integers(2, 8))
    n = draw(st.integers(6, 18))
    options = draw(st.fixed_dictionaries({}, optional={"arms": st.integers(2, 8)}))
    seed = draw(st.integers(0, 2**32 - 1))
    for size in range(n, 19):
        try:
            rules = Rules.preset(preset, set=size, **options)
            rules.check_players(players)
            Round.deal(rules, players, seed=0)
        except RulesError:
            continue
        return rules, players, seed
    return Rules.preset("spruce", set=18), players, seed


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games())
def test_tiles_never_overlap_nor_leave_the_picture(game: tuple[Rules, int, int]) -> None:
    rules, players, seed = game
    r = play_round(Round.deal(rules, players, seed=seed), ["random"] * players, seed=seed)
    checked_game(r, random.Random(seed))


@pytest.mark.parametrize(
    ("preset", "players", "seed"),
    [("spruce", 2, 130), ("gamerules", 2, 12), ("gamerules", 3, 90), ("spruce", 8, 4)],
)
def test_the_longest_random_rounds_stay_clean(preset: str, players: int, seed: int) -> None:
    """Double-18 rounds that put up to 187 of the 190 tiles on the table (found by search)."""
    r = Round.deal(Rules.preset(preset, set=18), players, seed=seed)
    play_round(r, ["random"] * players, seed=seed)
    assert len(r.table) > 130
    checked_game(r, random.Random(seed), samples=2)


@pytest.mark.parametrize(
    ("n", "players", "seed"), [(18, 2, 1), (18, 2, 7), (18, 8, 4), (15, 2, 2), (12, 8, 9)]
)
def test_rounds_of_hoarders_full_of_chicken_feet_stay_clean(
    n: int, players: int, seed: int
) -> None:
    r = Round.deal(Rules.preset("spruce", set=n), players, seed=seed)
    play_round(r, [HoarderBot(seed * 10 + s) for s in range(players)])
    assert len(r.table) > 40
    checked_game(r, random.Random(seed), samples=2)


def test_every_moment_of_one_round_is_a_clean_prefix_of_the_next() -> None:
    r = play_round(Round.deal("gamerules", 4, seed=21), ["random"] * 4, seed=21)
    table = r.table
    final = table_layout(table)
    for k in range(len(table.placements) + 1):
        part = dataclasses.replace(table, placements=table.placements[:k], open_ends=(), foot=None)
        lay = table_layout(part)
        assert lay.tiles == final.tiles[:k]


def ancestors(placements: tuple[Placement, ...], tile: Tile) -> set[Tile]:
    """The tiles ``tile`` was played on, and the tiles they were played on, to the centre."""
    on = {p.tile: p.on for p in placements}
    out: set[Tile] = set()
    while (t := on.get(tile)) is not None:
        out.add(t)
        tile = t
    return out


def beyond(placements: tuple[Placement, ...], tile: Tile) -> set[Tile]:
    """The tiles played beyond ``tile``: on it, on those, and so on."""
    out: set[Tile] = set()
    for p in placements:
        if p.on == tile or p.on in out:
            out.add(p.tile)
    return out


@pytest.mark.parametrize("seed", [4, 17])
def test_a_table_changes_only_when_a_tile_would_be_set_apart(seed: int) -> None:
    """Double-18 tables of hoarders whose layout without foresight walls open ends in.

    At such a moment either the train the new tile joins is laid again (only tiles of
    that train move: the tile's own ancestors), or the whole table is laid out again,
    knowing the tiles so far. Every other moment is a prefix of the next."""
    r = Round.deal(Rules.preset("spruce", set=18), 2, seed=seed)
    table = play_round(r, [HoarderBot(seed * 10 + s) for s in range(2)]).table
    final = table_layout(table)
    assert final.foresight > 0 and final.repaired > 0
    previous = table_layout(dataclasses.replace(table, placements=(), open_ends=(), foot=None))
    relaid, rerouted = [], []
    for k in range(1, len(table.placements) + 1):
        part = dataclasses.replace(table, placements=table.placements[:k], open_ends=(), foot=None)
        lay = table_layout(part)
        assert lay.foresight >= previous.foresight
        if lay.level == previous.level:
            assert lay.tiles[:-1] == previous.tiles
        elif lay.foresight == previous.foresight and lay.repaired > previous.repaired:
            moved = {a.tile for a, b in zip(lay.tiles, previous.tiles, strict=False) if a != b}
            assert moved, "a train laid again moves its tiles"
            starts = ancestors(part.placements, part.placements[-1].tile) - {table.centre}
            assert any(moved <= beyond(part.placements, t) for t in starts), "one branch moves"
            rerouted.append(k)
        else:
            assert lay.foresight == k, "laid out again only when the new tile needs it"
            relaid.append(k)
        assert not any(p.bridge for p in lay.tiles)
        previous = lay
    assert previous.tiles == final.tiles
    assert 1 <= len(relaid) <= 6 and rerouted
    # Each moment above started from the level of the one before; from scratch, the same.
    layout._KEPT.levels.clear()
    layout._KEPT.pictures.clear()
    assert table_layout(table).tiles == final.tiles


def test_the_round_picture_holds_the_whole_table() -> None:
    r = play_round(Round.deal(Rules.preset("spruce", set=15), 6, seed=3), ["random"] * 6, seed=3)
    svg = round_svg(r)
    vx, vy, vw, vh = (float(v) for v in svg.split('viewBox="')[1].split('"')[0].split())
    lay = table_layout(r.table)
    x0, y0, x1, y1 = table_extent(lay, [])
    assert x1 - x0 <= vw and y1 - y0 <= vh


def test_a_double_lies_across_its_train_and_its_toes_fan_out() -> None:
    for seed in range(30):
        r = play_round(Round.deal("spruce", 4, seed=seed), ["random"] * 4, seed=seed)
        lay = table_layout(r.table)
        feet = [p for p in lay.tiles if p.tile.is_double and p.on is not None]
        for foot in feet:
            assert foot.spot.crosswise
            toes = [p for p in lay.tiles if p.on == foot.tile]
            assert len({p.spot.train for p in toes}) == len(toes), "toes leave in different ways"
        if feet:
            return
    pytest.fail("no chicken foot in 30 rounds")


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games())
def test_a_target_shows_exactly_where_the_tile_will_lie(game: tuple[Rules, int, int]) -> None:
    rules, players, seed = game
    r = play_round(Round.deal(rules, players, seed=seed), ["random"] * players, seed=seed)
    rng = random.Random(seed)
    for step in sorted(rng.sample(range(len(r.history) + 1), min(6, len(r.history) + 1))):
        at = r.at(step)
        lay = table_layout(at.table)
        for action in at.legal_actions():
            if action.tile is None:
                continue
            shown = lay.spot_for(action.tile, action.on)
            after = at.copy()
            after.push(action)
            then = table_layout(after.table)
            if then.level != lay.level:
                # The one play that makes the table be laid out again (see the module):
                # the target showed the place it would have had, set apart.
                continue
            placed = then.tiles[-1]
            assert placed.tile == action.tile and placed.box == shown


#: Double-nine rounds (random bots) whose finished tables once had a tile set apart with a
#: bridge: a double with no room for its foot, or a tile boxed in beyond its open end.
ONCE_BRIDGED = [
    ("gamerules", 8, 6),
    ("spruce", 3, 8),
    ("gamerules", 2, 63),
    ("gamerules", 8, 69),
    ("gamerules", 3, 127),
    ("spruce", 3, 134),
    ("gamerules", 4, 163),
    ("gamerules", 8, 174),
    ("gamerules", 6, 179),
    ("gamerules", 3, 225),
    ("spruce", 7, 236),
    ("gamerules", 2, 259),
    ("gamerules", 4, 261),
    ("gamerules", 8, 279),
]


@pytest.mark.parametrize(("preset", "players", "seed"), ONCE_BRIDGED)
def test_double_nine_tables_that_once_needed_a_bridge_now_join_every_tile(
    preset: str, players: int, seed: int
) -> None:
    r = play_round(Round.deal(preset, players, seed=seed), ["random"] * players, seed=seed)
    lay = check_round(r)
    apart = [str(p.tile) for p in lay.tiles if p.bridge is not None]
    assert apart == [], f"set apart: {apart}"


def test_few_double_nine_tables_set_a_tile_apart() -> None:
    """Over 140 random double-nine rounds with 2 to 8 players, none (was 10, then 5, then 3,
    then 1 before a table was laid out again with foresight)."""
    bridged = []
    for seed in range(140):
        players = 2 + seed % 7
        r = play_round(Round.deal("gamerules", players, seed=seed), ["random"] * players, seed=seed)
        if any(p.bridge is not None for p in table_layout(r.table).tiles):
            bridged.append(seed)
    assert bridged == []


def test_a_tile_joined_beside_its_parent_touches_the_half_it_matches() -> None:
    """A tile joined to the side of its parent lies flush against the parent's far half."""
    from chickenfoot_nb.render.spots import Socket, spot_beside, spot_on

    parent = spot_on(Socket(0.0, 0.0, 0), 0, False)
    far_half = Polygon(
        [(parent.box.x, -0.5), (parent.box.x1, -0.5), (parent.box.x1, 0.5), (parent.box.x, 0.5)]
    )
    for side in (90, -90):
        for double in (False, True):
            spot = spot_beside(parent.end(), side, double)
            shape = Polygon(spot.box.corners())
            assert not shape.intersects(Polygon(parent.box.corners()).buffer(0.05))
            assert shape.distance(far_half) < 0.07
            assert spot.crosswise == double


@pytest.mark.parametrize("arms", [2, 4, 5, 8])
def test_a_roomy_table_starts_its_arms_one_place_round(arms: int) -> None:
    """Variants from ROOMY lay each arm where the usual table lays the next one, and the
    empty arm places they show are where the arms then land."""
    from chickenfoot_nb.render.builder import ROOMY, Builder
    from chickenfoot_nb.table import Placement
    from chickenfoot_nb.tiles import Tile

    usual, roomy = Builder(arms), Builder(arms, variant=ROOMY)
    assert [roomy.terms.arm_spot(k) for k in range(arms)] == [
        usual.terms.arm_spot((k + 1) % arms) for k in range(arms)
    ]
    roomy.place(Placement(Tile(12, 12), None, None, None, 12, 0))
    for k in range(arms):
        shown = roomy.terms.arm_spot(k).box
        roomy.place(Placement(Tile(12, k), Tile(12, 12), k, k, 12, k + 1))
        assert roomy.placed[-1].box == shown


def test_a_place_away_from_what_an_ends_search_met_leaves_its_count_and_its_way() -> None:
    """The shortcuts of ``OpenEnds.cut_off`` hold: covering cells an end's free-space search
    never met leaves its count, and a place that meets neither tile of the two-tile way
    found from an end leaves that end a way."""
    r = Round.deal(Rules.preset("spruce", set=15), 4, seed=11)
    t = play_round(r, [HoarderBot(110 + s) for s in range(4)]).table
    b = Builder(t.arms_total, foresight=t.placements)
    for p in t.placements[: len(t.placements) // 2]:
        b = b.place(p)
    rng = random.Random(5)
    x0, y0, x1, y1 = b.extent()
    tried = skipped = 0
    o = b.open
    for e in list(o.ends.values()):
        cap = e.ahead or 40
        count, met = o.flood(e.socket, cap)
        way = o.train_way(e.socket, 2, None, e.owner)
        assert count == o.reach(e.socket, frozenset(), cap)
        for _ in range(40):
            x, y = rng.uniform(x0 - 2, x1 + 2), rng.uniform(y0 - 2, y1 + 2)
            box = Box(x, y, rng.choice([0, 45, 90, 135]), 1.0, 0.5)
            cells = cell_set(box)
            tried += 1
            if cells.isdisjoint(met):
                skipped += 1
                assert o.reach(e.socket, cells, cap) == count
            if way is not None and not any(w.overlaps(box, ROOM_MARGIN) for w in way):
                assert o.chain(e.socket, 2, box, e.owner)
    assert 0 < skipped < tried
