"""The renderer's DOM contract, escaping, privacy and export (what the widgets rely on)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from chickenfoot_nb import Hand, Match, Round, Rules, Tile
from chickenfoot_nb.bots import play_round
from chickenfoot_nb.explain import verdicts
from chickenfoot_nb.render import (
    hand_svg,
    round_svg,
    save_svg,
    score_sheet_svg,
    table_svg,
    tile_svg,
    to_png,
)
from chickenfoot_nb.render.hand import reason_words
from chickenfoot_nb.render.palette import DIMMED_FACE

NS = "{http://www.w3.org/2000/svg}"
EVIL = '<script>alert(1)</script> & "quotes"'


def parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def classes(e: ET.Element) -> set[str]:
    return set(e.get("class", "").split())


def tiles(root: ET.Element) -> list[ET.Element]:
    return [e for e in root.iter(f"{NS}g") if "tile" in classes(e)]


def title(e: ET.Element) -> str:
    first = e.find(f"{NS}title")
    assert first is not None, "every tile has a <title>"
    assert list(e)[0] is first, "the <title> comes first"
    return first.text or ""


def by_class(root: ET.Element, name: str) -> list[ET.Element]:
    return [e for e in root.iter() if name in classes(e)]


def moment(r: Round, test) -> Round:  # type: ignore[no-untyped-def]
    for step in range(len(r.history) + 1):
        at = r.at(step)
        if test(at):
            return at
    raise LookupError("no such moment")


def played(preset: str, players: int, seed: int, n: int = 9) -> Round:
    rules = Rules.preset(preset, set=n)
    r = Round.deal(rules, players, seed=seed, names=["Ana", "Boris", "Vesna", "Dragan"][:players])
    return play_round(r, ["random"] * players, seed=seed)


# ----- every picture -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("make", "kind"),
    [
        (lambda: tile_svg(Tile(9, 4)), "cf-tile"),
        (lambda: hand_svg(Hand.parse("9|4 5|5")), "cf-hand"),
        (lambda: table_svg(played("spruce", 4, 1)), "cf-table"),
        (lambda: round_svg(played("spruce", 4, 1)), "cf-round"),
        (lambda: score_sheet_svg(Match("spruce", players=2, seed=1)), "cf-score"),
    ],
)
def test_every_picture_scales_to_its_cell_and_has_a_text_fallback(make, kind) -> None:  # type: ignore[no-untyped-def]
    root = parse(make())
    assert root.tag == f"{NS}svg"
    assert classes(root) == {kind}
    assert root.get("width") == "100%" and root.get("height") is None
    x, y, w, h = (float(v) for v in root.get("viewBox", "").split())
    assert w > 0 and h > 0
    desc = root.find(f"{NS}desc")
    assert desc is not None and len(desc.text or "") > 5


def test_objects_draw_themselves_in_a_notebook() -> None:
    r = played("gamerules", 3, 2)
    m = Match("spruce", players=2, seed=3)
    assert 'class="cf-tile"' in Tile(9, 4)._repr_svg_()
    assert 'class="cf-hand"' in r.hand(0)._repr_svg_()
    assert 'class="cf-round"' in r._repr_svg_()
    assert 'class="cf-score"' in m._repr_svg_()


# ----- tiles and hands -----------------------------------------------------------------


def test_a_tile_carries_its_name_and_a_face_down_tile_does_not() -> None:
    up = tiles(parse(tile_svg(Tile(4, 9), scale=2)))
    down = tiles(parse(tile_svg(Tile(4, 9), face_down=True)))
    assert up[0].get("data-tile") == "9|4" and title(up[0]) == "9|4"
    assert down[0].get("data-tile") is None and "face-down" in classes(down[0])
    assert "9|4" not in tile_svg(Tile(4, 9), face_down=True)


def test_a_judged_hand_marks_legal_tiles_dims_the_others_and_explains_each() -> None:
    r = Round.deal("gamerules", players=4, seed=5)
    judged = verdicts(r)
    chosen = next(v.tile for v in judged if v.playable)
    root = parse(hand_svg(r.hand(r.seat), verdicts=judged, seat=r.seat, selected=chosen))
    drawn = {e.get("data-tile"): e for e in tiles(root)}
    assert set(drawn) == {str(t) for t in r.hand(r.seat)}
    for v in judged:
        e = drawn[str(v.tile)]
        assert {"in-hand"} <= classes(e) and e.get("data-seat") == str(r.seat)
        assert ("legal" if v.playable else "dimmed") in classes(e)
        assert title(e) == f"{v.tile} in Seat {r.seat}'s hand: {reason_words(v)}"
        face = e.find("{http://www.w3.org/2000/svg}rect")
        assert face is not None
        # A tile that cannot be played is grey and dashed, its pips as bright as any other's.
        assert (face.get("fill") == DIMMED_FACE) == (not v.playable)
        assert e.get("opacity") is None
    assert [e.get("data-tile") for e in by_class(root, "selected")] == [str(chosen)]


def test_a_face_down_hand_hides_its_tiles() -> None:
    hand = Hand.parse("9|4 5|5 3|1")
    svg = hand_svg(hand, seat=2, face_down=True)
    drawn = tiles(parse(svg))
    assert len(drawn) == 3
    assert all(e.get("data-tile") is None and e.get("data-seat") == "2" for e in drawn)
    assert all("face-down" in classes(e) for e in drawn)
    assert not any(str(t) in svg for t in hand)


def test_a_long_hand_wraps_into_rows() -> None:
    hand = Hand(Round.deal("spruce", players=2, seed=1).yard[:30])
    one = parse(hand_svg(hand, per_row=30)).get("viewBox", "").split()
    three = parse(hand_svg(hand, per_row=10)).get("viewBox", "").split()
    assert float(three[2]) < float(one[2]) and float(three[3]) > float(one[3])


# ----- the table ------------------------------------------------------------------------


def test_table_tiles_say_where_they_lie_in_data_and_in_words() -> None:
    r = played("spruce", 4, 1)
    root = parse(table_svg(r))
    drawn = {e.get("data-tile"): e for e in tiles(root)}
    table = r.table
    assert set(drawn) == {str(p.tile) for p in table.placements}
    for p in table.placements:
        e = drawn[str(p.tile)]
        assert "on-table" in classes(e)
        assert e.get("data-on") == ("" if p.on is None else str(p.on))
        assert e.get("data-arm") == ("" if p.arm is None else str(p.arm))
        if p.arm is not None:
            assert title(e).startswith(f"{p.tile}, arm {p.arm + 1}")
    for t, n in r.open_ends.items():
        e = drawn[str(t)]
        assert "open" in classes(e) and f"open end {n}" in title(e)
        assert [m.get("data-end") for m in by_class(e, "open-end")] == [str(n)]
    last = by_class(root, "last")
    assert [e.get("data-tile") for e in last] == [str(table.placements[-1].tile)]
    assert not by_class(parse(table_svg(r, highlight_last=False)), "last")


def test_an_open_chicken_foot_is_marked_and_its_toe_slots_drawn() -> None:
    r = moment(played("spruce", 4, 8), lambda at: at.pending_foot is not None)
    root = parse(table_svg(r))
    foot = by_class(root, "pending-foot")
    assert [e.get("data-tile") for e in foot] == [str(r.pending_foot)]
    assert len(by_class(root, "toe-slot")) == r.toes_needed
    toe = next(t for t in r.hand(r.seat) if r.targets(t)) if r.can_play(r.seat) else None
    if toe is not None:
        targets = by_class(parse(round_svg(r, selected=toe)), "target")
        assert [e.get("data-target") for e in targets] == [str(r.pending_foot)]


def test_a_selected_tile_shows_one_clickable_target_per_place_it_may_go() -> None:
    r = played("gamerules", 2, 4)
    for step in range(0, len(r.history), 7):
        at = r.at(step)
        if at.is_over or at.phase != "play":
            continue
        for t in at.hand(at.seat):
            found = by_class(parse(round_svg(at, selected=t)), "target")
            want = sorted("centre" if o is None else str(o) for o in at.targets(t))
            assert sorted(e.get("data-target", "") for e in found) == want
            assert all(title(e) for e in found)


def test_the_round_double_targets_the_centre_before_it_is_placed() -> None:
    r = Round.deal("spruce", players=4, seed=2)
    assert r.phase == "place"
    found = by_class(parse(round_svg(r, selected=r.centre)), "target")
    assert [e.get("data-target") for e in found] == ["centre"]
    assert by_class(parse(table_svg(r)), "centre-slot")


def test_the_arm_phase_targets_the_centre_double_and_shows_empty_arms() -> None:
    r = Round.deal("gamerules", players=4, seed=5)
    starter = next(t for t in r.hand(r.seat) if r.targets(t))
    root = parse(round_svg(r, selected=starter))
    assert [e.get("data-target") for e in by_class(root, "target")] == [str(r.centre)]
    assert len(by_class(root, "arm-slot")) == r.arms_total


# ----- a whole round --------------------------------------------------------------------


def test_face_up_round_shows_every_hand_and_marks_the_seat_to_move() -> None:
    r = moment(played("spruce", 4, 3), lambda at: at.phase == "play" and at.arms_started == 4)
    root = parse(round_svg(r))
    hand = [e for e in tiles(root) if "in-hand" in classes(e)]
    assert len(hand) == sum(r.hand_sizes) and not by_class(root, "face-down")
    for e in hand:
        seat = int(e.get("data-seat", "-1"))
        assert Tile.parse(e.get("data-tile", "")) in r.hand(seat)
        judged = classes(e) & {"legal", "dimmed"}
        assert bool(judged) == (seat == r.seat)
    labels = {lab.get("data-seat"): lab.text or "" for lab in by_class(root, "seat-label")}
    assert labels[str(r.seat)].startswith(f"▶ {r.names[r.seat]}")
    assert not any(words.startswith("▶") for s, words in labels.items() if s != str(r.seat))


def test_show_legal_false_leaves_the_hand_unjudged() -> None:
    r = Round.deal("gamerules", players=3, seed=1)
    root = parse(round_svg(r, show_legal=False))
    assert not by_class(root, "legal") and not by_class(root, "dimmed")


@pytest.mark.parametrize("seed", range(4))
def test_a_seat_sees_only_its_own_hand_at_every_moment(seed: int) -> None:
    r = played("spruce", 3, seed)
    for step in range(0, len(r.history) + 1, 5):
        at = r.at(step)
        viewer = step % 3
        svg = round_svg(at, viewer=viewer, selected=at.hand(viewer)[0] if at.hand(viewer) else None)
        root = parse(svg)
        shown = {e.get("data-tile") for e in tiles(root) if "in-hand" in classes(e)}
        assert shown - {None} == {str(t) for t in at.hand(viewer)}
        hidden = [e for e in tiles(root) if "face-down" in classes(e)]
        assert len(hidden) == sum(at.hand_sizes) - len(at.hand(viewer))
        assert all(e.get("data-tile") is None and e.get("data-seat") for e in hidden)
        for seat in range(3):
            if seat != viewer:
                for t in at.hand(seat):
                    if t == at.centre:
                        continue  # the round's double is named by the rules, whoever holds it
                    assert str(t) not in svg, f"{t} of seat {seat} leaks to seat {viewer}"


def test_the_yard_is_a_counted_stack_and_the_forced_line_is_shown() -> None:
    from chickenfoot_nb.explain import forced_now

    r = Round.deal("gamerules", players=2, seed=3)
    root = parse(round_svg(r))
    yard = by_class(root, "yard")
    assert [e.get("data-yard") for e in yard] == [str(r.yard_size)]
    words = " ".join(t.text or "" for t in root.iter(f"{NS}text"))
    assert forced_now(r).split(":")[0] in words


# ----- escaping -------------------------------------------------------------------------


def test_player_names_are_text_never_markup() -> None:
    r = Round.deal("spruce", players=2, seed=1, names=[EVIL, "Boris"])
    play_round(r, ["random", "random"], seed=1)
    m = Match("spruce", players=[EVIL, "Boris"], seed=2, set=6)
    for svg in (round_svg(r), round_svg(r, viewer=1), table_svg(r), score_sheet_svg(m)):
        assert "<script" not in svg
        root = parse(svg)
        assert not [e for e in root.iter() if e.tag.endswith("script")]
        texts = [e.text or "" for e in root.iter()] + [
            v for e in root.iter() for v in e.attrib.values()
        ]
        assert any(EVIL in t or EVIL[:20] in t for t in texts), "the name is shown, as text"


# ----- the score sheet ------------------------------------------------------------------


def test_the_score_sheet_lists_rounds_totals_and_the_winner() -> None:
    m = Match("spruce", players=["Ana", "Boris", "Vesna"], seed=7, set=6)
    while True:
        play_round(m.current, ["random"] * 3, seed=len(m.rounds))
        if m.is_complete:
            break
        m.next_round()
    root = parse(score_sheet_svg(m))
    assert len(by_class(root, "round-row")) == len(m.doubles)
    totals = {e.get("data-seat"): e.text for e in by_class(root, "total")}
    assert totals == {str(s): str(t) for s, t in enumerate(m.totals)}
    result = " ".join(e.text or "" for e in by_class(root, "result"))
    assert m.names[m.winners[0]] in result and (m.decided_by or "")[:12] in result  # type: ignore[index]
    assert {e.get("data-seat") for e in by_class(root, "winner")} == {
        str(s) for s in m.winners or ()
    }


# ----- export ---------------------------------------------------------------------------


def test_save_svg_and_to_png_write_files(tmp_path: Path) -> None:
    svg = round_svg(played("spruce", 2, 1))
    save_svg(svg, tmp_path / "r.svg")
    assert (tmp_path / "r.svg").read_text(encoding="utf-8") == svg
    to_png(svg, tmp_path / "r.png", width=300)
    data = (tmp_path / "r.png").read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert int.from_bytes(data[16:20], "big") == 300
