"""What a screen reader hears in the pictures: buttons with names and states on a board to
play on, one image everywhere else; and the widget's DOM contract (data-*, classes) kept."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path

import pytest

from chickenfoot_nb.explain import verdicts
from chickenfoot_nb.lessons import show
from chickenfoot_nb.record import load
from chickenfoot_nb.render import hand_svg, round_svg, table_svg
from chickenfoot_nb.round import Round
from chickenfoot_nb.tiles import Tile
from tests import positions

#: Its module fixture is computed once: every test of the module in one pytest-xdist worker.
pytestmark = pytest.mark.xdist_group("test_render_aria")

SVG = "{http://www.w3.org/2000/svg}"
POSITIONS = Path(__file__).parents[1] / "notebooks" / "positions"


def parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def buttons(root: ET.Element) -> list[ET.Element]:
    return [e for e in root.iter() if e.get("role") == "button"]


def title(e: ET.Element) -> str:
    t = e.find(f"{SVG}title")
    return "" if t is None else t.text or ""


@pytest.fixture(scope="module")
def midgame() -> Round:
    """Seat 0 to play; 6|5 may go on the open 6 of 9|6 or of 8|6."""
    return positions.midgame()


def test_a_board_to_play_on_is_a_group_of_named_buttons(midgame: Round) -> None:
    r = midgame
    chosen = Tile(6, 5)
    root = parse(round_svg(r, viewer=r.seat, selected=chosen, interactive=True))
    assert root.get("role") == "group"
    assert root.find(f"{SVG}title") is not None and root.find(f"{SVG}desc") is not None
    tiles = {e.get("data-tile"): e for e in buttons(root) if "in-hand" in e.get("class", "")}
    assert set(tiles) == {str(t) for t in r.hand(r.seat)}
    for v in verdicts(r):
        e = tiles[str(v.tile)]
        assert (
            e.get("data-seat") == str(r.seat)
            and e.get("aria-pressed") == str(v.tile == chosen).lower()
        )
        assert title(e).startswith(f"{v.tile} in Seat {r.seat}'s hand: ")  # the <title> stays
        if v.playable:
            assert e.get("aria-label", "").startswith(f"{v.tile}, playable ")
            assert e.get("aria-disabled") is None and e.get("aria-description") is None
        else:
            assert e.get("aria-label") == f"{v.tile}, cannot be played"
            assert e.get("aria-disabled") == "true" and e.get("aria-description") == v.reason
    assert tiles["6|5"].get("aria-label") == (
        "6|5, playable on the open 6 of 9|6 or on the open 6 of 8|6"
    )
    assert {
        e.get("data-target"): e.get("aria-label") for e in buttons(root) if e.get("data-target")
    } == {
        "9|6": "Play 6|5 on the open 6 of 9|6",
        "8|6": "Play 6|5 on the open 6 of 8|6",
    }
    assert "tabindex" not in round_svg(r, viewer=r.seat, selected=chosen, interactive=True)


def test_a_face_down_hand_is_one_labelled_group_not_buttons(midgame: Round) -> None:
    r = midgame
    root = parse(round_svg(r, viewer=r.seat, interactive=True))
    hands = {e.get("data-seat"): e for e in root.iter(f"{SVG}g") if e.get("class") == "hand"}
    for s in range(r.players):
        if s == r.seat:
            continue
        hand = hands[str(s)]
        assert hand.get("role") == "group"
        assert hand.get("aria-label") == f"Seat {s}'s hand: {r.hand_sizes[s]} tiles, face down"
        hidden = [e for e in hand if "face-down" in e.get("class", "")]
        assert len(hidden) == r.hand_sizes[s]
        assert all(e.get("aria-hidden") == "true" and e.get("role") is None for e in hidden)
        assert all(e.get("data-seat") == str(s) for e in hidden)  # clicks still find the seat


def test_in_a_hot_seat_the_other_hands_say_whose_turn_it_is(midgame: Round) -> None:
    r = midgame
    root = parse(round_svg(r, interactive=True))
    other = (r.seat + 1) % r.players
    for e in buttons(root):
        if e.get("data-seat") == str(other):
            assert e.get("aria-disabled") == "true"
            assert e.get("aria-description") == f"it is {r.names[r.seat]}'s turn"


def test_the_round_s_double_is_placed_in_the_centre() -> None:
    r = Round.deal("spruce", players=3, seed=2)
    assert r.phase == "place"
    root = parse(round_svg(r, viewer=r.seat, selected=r.centre, interactive=True))
    names = {e.get("data-tile") or e.get("data-target"): e.get("aria-label") for e in buttons(root)}
    assert names["9|9"] == "9|9, playable in the centre"
    assert names["centre"] == "Place 9|9 in the centre"


def test_a_new_arm_and_a_toe_are_named_for_what_they_start() -> None:
    r = Round.deal("gamerules", players=4, seed=5)
    root = parse(round_svg(r, viewer=r.seat, selected=Tile(9, 7), interactive=True))
    assert [e.get("aria-label") for e in buttons(root) if e.get("data-target")] == [
        "Play 9|7 as a new arm on 9|9"
    ]
    foot = load(POSITIONS / "open_foot.json").current
    root = parse(round_svg(foot, viewer=foot.seat, selected=Tile(7, 1), interactive=True))
    names = {e.get("data-tile") or e.get("data-target"): e.get("aria-label") for e in buttons(root)}
    assert names["7|1"] == "7|1, playable as a toe of the chicken foot on 1|1"
    assert names["1|1"] == "Play 7|1 as a toe of the chicken foot on 1|1"


@pytest.mark.parametrize(
    "svg",
    [
        lambda r: round_svg(r),
        lambda r: round_svg(r, viewer=r.seat, selected=Tile(6, 5)),
        lambda r: table_svg(r, selected=Tile(6, 5)),
        lambda r: hand_svg(r.hand(r.seat), verdicts=verdicts(r), selected=Tile(6, 5)),
        lambda r: show(r).svgs[0],
    ],
    ids=["round", "round-selected", "table", "hand", "lesson"],
)
def test_a_picture_to_look_at_is_one_image(midgame: Round, svg: Callable[[Round], str]) -> None:
    text = svg(midgame)
    root = parse(text)
    assert root.get("role") == "img" and title(root)
    assert not buttons(root) and "aria-pressed" not in text and "aria-disabled" not in text
