"""The review chart: the seat's win chance as a line, marked decisions on it, the same in words."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from chickenfoot_nb.actions import Action
from chickenfoot_nb.bots import play_round
from chickenfoot_nb.render.review_chart import (
    HEIGHT,
    WIDTH,
    describe_review,
    mark_words,
    review_chart_svg,
)
from chickenfoot_nb.review import Chance, Decision, SeatReview, review_seat
from chickenfoot_nb.round import Round

NS = "{http://www.w3.org/2000/svg}"


def a_review() -> SeatReview:
    """A hand-made review with one decision of each mark, so the picture is known."""
    play = Action.parse
    marks = [("inaccuracy", 0.06), ("mistake", 0.12), ("blunder", 0.3), (None, 0.0)]
    decisions = tuple(
        Decision(0, 4 + 6 * i, 1, play("play 6|2 on 6|6"), play("play 6|5 on 6|6"),
                 0.5 - e, 0.4, 0.6, 20.0, 0.5, 0.4, 0.6, 15.0, e, m, False, 200, 2,  # type: ignore[arg-type]
                 play("play 6|5 on 6|6"), 0.5)
        for i, (m, e) in enumerate(marks)
    )  # fmt: skip
    deal = Chance(0, 0, 1, "deal", None, None, None, 0.25, 0.5, False)
    track = ((0, 0.5), (10, 0.45), (20, 0.3), (30, 0.0))
    return SeatReview(0, 1, "Ana <&> Boris", 0.25, 0.0, decisions, (deal,), track, 200, 0)


def test_every_marked_decision_is_drawn_with_its_step_and_words() -> None:
    s = a_review()
    root = ET.fromstring(review_chart_svg(s, selected=10))
    assert root.get("class") == "cf-review-chart" and root.get("role") == "img"
    marks = [g for g in root.iter(f"{NS}g") if "mark" in (g.get("class") or "").split()]
    assert [(g.get("class"), g.get("data-step")) for g in marks] == [
        ("mark inaccuracy", "4"),
        ("mark mistake", "10"),
        ("mark blunder", "16"),
    ]
    labels = ["".join(t.itertext()) for g in marks for t in g.iter(f"{NS}text")]
    assert labels == ["?!", "?", "??"]  # the annotation tells them apart without colour
    titles = [g.find(f"{NS}title").text for g in marks]  # type: ignore[union-attr]
    assert titles[1] == mark_words(s.decisions[1])
    now = [e for e in root.iter() if e.get("class") == "now"]
    assert len(now) == 1 and now[0].get("data-step") == "10"


def test_the_words_say_what_the_line_shows() -> None:
    s = a_review()
    words = describe_review(s)
    assert words.startswith("Ana <&> Boris's win chance over the round: 25% before the deal")
    assert "3 decisions are marked." in words and "Move 17, a blunder" in words
    root = ET.fromstring(review_chart_svg(s))
    assert root.find(f"{NS}desc").text == words  # type: ignore[union-attr]
    assert "Ana <&> Boris" in root.find(f"{NS}title").text  # type: ignore[union-attr]


def test_everything_stays_inside_the_picture() -> None:
    r = play_round(Round.deal("gamerules", players=3, seed=6), ["random", "greedy", "random"], 2)
    s = review_seat(r, 0, samples=10)
    assert s is not None
    root = ET.fromstring(review_chart_svg(s))
    for e in root.iter():
        for key in ("x", "cx", "x1", "x2"):
            if e.get(key) is not None:
                assert 0 <= float(e.get(key)) <= WIDTH  # type: ignore[arg-type]
        for key in ("y", "cy", "y1", "y2"):
            if e.get(key) is not None:
                assert 0 <= float(e.get(key)) <= HEIGHT  # type: ignore[arg-type]
    track = next(e for e in root.iter() if e.get("class") == "track")
    assert len(track.get("points", "").split()) == len(s.track)
