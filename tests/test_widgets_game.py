"""The GameWidget driven through its traits and buttons, as the front end drives it."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

from chickenfoot_nb import DRAW, Match
from chickenfoot_nb.widgets import GameWidget


@pytest.fixture
def widget() -> GameWidget:
    return GameWidget("spruce", players=3, seed="4:0", seats=["human"] * 3)


def test_board_events_reach_python_and_the_board_is_redrawn(widget: GameWidget) -> None:
    w = widget
    svg = w.board.html
    assert 'data-tile="9|9"' in svg
    w.board.event = {"kind": "tile", "tile": "9|9", "n": 1}
    assert w.round.centre_placed and w.board.html != svg
    assert "Seat 0 placed 9|9" in w.message_box.value
    before = w.board.html
    w.board.event = {"kind": "tile", "tile": "5|2", "n": 2}
    assert "cf-msg-refused" in w.message_box.value and w.board.html == before


def test_buttons_and_the_slider_drive_the_timeline(widget: GameWidget) -> None:
    w = widget
    assert w.undo_button.disabled and w.redo_button.disabled
    w.step_button.click()
    w.step_button.click()
    assert w.slider.max == 2 and w.slider.value == 2
    w.slider.value = 0
    assert w.game.shown_step == 0 and "an earlier moment" in w.status.value
    w.board.event = {"kind": "key", "key": "End", "n": 3}
    assert w.slider.value == 2
    w.undo_button.click()
    assert w.slider.max == 1 and not w.redo_button.disabled
    w.redo_button.click()
    assert w.slider.max == 2


def test_draw_and_pass_buttons_follow_the_round() -> None:
    w = GameWidget("spruce", players=3, seed="1:0", seats=["human"] * 3)
    assert not w.draw_button.disabled and w.pass_button.disabled
    w.draw_button.click()
    assert w.round.history[0] == (0, DRAW)


def test_the_score_sheet_appears_at_the_end(widget: GameWidget) -> None:
    w = widget
    assert w.score_box.layout.display == "none"
    w.end_button.click()
    assert w.score_box.layout.display == "" and "cf-score-table" in w.score_box.value
    assert not w.next_button.disabled
    w.next_button.click()
    assert w.round.double == 8


def test_the_view_controls(widget: GameWidget) -> None:
    w = widget
    assert "face-down" in w.board.html
    w.teacher_toggle.value = True
    assert w.game.teacher and "Showing every hand face up" in w.message
    w.seat_menus[2].value = "greedy"
    assert w.game.seat_kind(2) == "greedy"


def test_the_upload_loads_a_record(widget: GameWidget, tmp_path: Path) -> None:
    m = Match("gamerules", players=2, seed="8:0")
    m.current.apply(m.current.legal_actions()[0])
    text = json.dumps(m.to_record()).encode()
    widget.upload.value = (
        {
            "name": "shared.json",
            "content": memoryview(text),
            "size": len(text),
            "type": "application/json",
            "last_modified": datetime.now(UTC),
        },
    )
    assert widget.message == "Loaded shared.json."
    assert widget.round.history == m.current.history and len(widget.seat_menus) == 2


def test_the_widget_api_mirrors_the_clicks(widget: GameWidget, tmp_path: Path) -> None:
    w = widget
    assert w.click("9|9") and w.press("ArrowLeft") and w.game.shown_step == 0
    assert w.press("End") and w.step() and w.undo() and w.redo() and w.show(1)
    assert w.play_to_end() and w.round.is_over
    assert w.save(tmp_path / "g.json") and w.load(tmp_path / "g.json")
    assert "Last action" in w.explanation
    again = GameWidget.from_record(tmp_path / "g.json")
    assert again.round.history == w.round.history


def test_an_error_while_drawing_is_shown_not_raised(
    widget: GameWidget, monkeypatch: pytest.MonkeyPatch
) -> None:
    import chickenfoot_nb.widgets.game as game

    def broken(g: object, hurry: object = None) -> str:
        raise RuntimeError("the renderer broke")

    monkeypatch.setattr(game, "board_html", broken)
    assert widget.step()
    assert "cf-msg-error" in widget.message_box.value
    assert "RuntimeError: the renderer broke" in widget.message_box.value


def test_the_message_line_says_when_the_table_is_laid_out_again(
    widget: GameWidget, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A table laid out again may take seconds: the message line (and the live region)
    says so before the new picture comes, and the usual message follows it."""
    from chickenfoot_nb.render import layout

    real = layout.settle

    def relaid(arms, placements, start, before, relaying):  # type: ignore[no-untyped-def]
        relaying()  # as a layout does before its second try
        return real(arms, placements, start, before, relaying)

    monkeypatch.setattr(layout, "settle", relaid)
    layout.forget_layouts()
    shown: list[str] = []
    widget.message_box.observe(lambda c: shown.append(c["new"]), "value")
    spoken: list[str] = []
    widget.board.observe(lambda c: spoken.append(c["new"].get("text", "")), "announce")
    assert widget.game.step()
    assert any("Laying out the table again" in v for v in shown)
    assert any("Laying out the table again" in t for t in spoken)
    assert "Laying out the table again" not in widget.message_box.value
    layout.forget_layouts()


def test_a_table_laid_out_again_is_drawn_at_once_as_a_draft_then_settles() -> None:
    """With ``drafting`` on (in a kernel that can run threads), the move that walls a tile
    in is drawn at once: the tile set apart on a dashed bridge, and words that say the
    table is being laid out again. The settled table follows (here before the step returns:
    no kernel loop, so the thread's work is done at once), with no bridge, and the board
    says that it settled."""
    from chickenfoot_nb import Rules
    from chickenfoot_nb.render import forget_layouts

    forget_layouts()
    w = GameWidget(
        Rules.preset("spruce", set=18), players=2, seed="2:0", seats=["greedy", "greedy"]
    )
    assert not w.drafting  # no kernel here
    w.drafting = True
    for _ in range(283):
        assert w.game.step()
    assert "data-bridge" not in w.board.html
    boards: list[str] = []
    spoken: list[str] = []
    w.board.observe(lambda c: boards.append(c["new"]), "html")
    w.board.observe(lambda c: spoken.append(c["new"].get("text", "")), "announce")
    assert w.game.step()
    assert len(boards) == 2
    assert "data-bridge" in boards[0] and "data-bridge" not in boards[1]
    assert "set apart for a moment" in spoken[0]
    assert "The table was laid out again" in spoken[-1]
    assert "cf-settling" in w.message_box.value and "laid out again:" in w.message_box.value
    assert w.game.step()
    assert "cf-settling" not in w.message_box.value
