"""GameWidget: play Chicken Foot by clicking, step through the turns, and read why.

Every click in the browser becomes a call on the widget's :class:`GameController`
(``widget.game``), and a notebook can make the same calls:

>>> w = GameWidget("spruce", players=3, seed=4, seats=["human", "greedy", "greedy"])
>>> w.click("9|9")                  # a tile with one place to go is played at once
True
>>> w.round.table.centre, w.round.seat
(Tile(9, 9), 0)
>>> w.play("5|2", on="9|9")         # refused, and the widget says which rule forbids it
False
>>> w.message
'5|2 cannot be played now: 2 of the 4 arms are started: start a new arm with a 9 (5|2 has no 9).'
>>> w.show(0)                      # the timeline shows the start; the round is untouched
True
>>> w.game.shown.centre_placed, w.round.centre_placed
(False, True)
"""

from __future__ import annotations

import html
import logging
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import ipywidgets as W

from chickenfoot_nb.actions import DRAW, PASS
from chickenfoot_nb.bots import Bot
from chickenfoot_nb.match import Match
from chickenfoot_nb.record import load
from chickenfoot_nb.round import Round
from chickenfoot_nb.rules import Rules
from chickenfoot_nb.tiles import Tile
from chickenfoot_nb.widgets import panels
from chickenfoot_nb.widgets.board import Board
from chickenfoot_nb.widgets.controller import GameController
from chickenfoot_nb.widgets.seats import SEAT_KINDS

log = logging.getLogger(__name__)


class GameWidget(W.VBox):
    """The table, the hands, the buttons, a timeline, and an explanation of every moment.

    Arguments are those of :class:`GameController`: ``rules`` (a preset name or
    :class:`Rules`), ``players`` (a count or names), ``seats`` (``"human"``, ``"greedy"``,
    ``"random"`` or a bot object per seat), ``seed``, ``viewer``, ``teacher``, ``autoplay``,
    ``match`` (play on an existing :class:`Match`), and rule ``options``.

    A human plays by clicking a tile in their hand and then one of the lit places; the same
    path from code is :meth:`click` and :meth:`click_target`, or :meth:`play`. The keyboard
    works on the board: the arrows move along the timeline, Enter steps, Escape unselects.
    """

    def __init__(
        self,
        rules: Rules | str = "spruce",
        players: int | Sequence[str] = 4,
        *,
        seats: Sequence[str | Bot] | None = None,
        seed: int | str | None = None,
        viewer: int | None = None,
        teacher: bool = False,
        autoplay: bool = True,
        match: Match | None = None,
        **options: Any,
    ) -> None:
        self.game = GameController(
            rules,
            players,
            seats=seats,
            seed=seed,
            viewer=viewer,
            teacher=teacher,
            autoplay=autoplay,
            match=match,
            **options,
        )
        g = self.game
        guard = g.guard
        self.status = _html("cf-status")
        self.board = Board()
        self.board.add_class("cf-board")
        self.message_box = _html("cf-message")
        self.draw_button = _button("Draw", "cf-draw", "Draw a tile from the chicken yard")
        self.pass_button = _button("Pass", "cf-pass", "Pass your turn")
        self.step_button = _button("Step", "cf-step", "The seat to move acts once (Enter)")
        self.end_button = _button("Play to end", "cf-play-end", "Let every seat play to the end")
        self.undo_button = _button("Undo", "cf-undo", "Take back the last action")
        self.redo_button = _button("Redo", "cf-redo", "Play again what was undone")
        self.next_button = _button("Next round", "cf-next-round", "Deal the next round")
        self.slider = W.IntSlider(
            min=0,
            max=0,
            value=0,
            description="Step",
            continuous_update=False,  # with True the slider echoes every redraw back to Python
            layout=W.Layout(width="100%"),
        )
        self.slider.add_class("cf-slider")
        self.explain_box = _html("cf-explain")
        self.odds_box = _html("cf-odds")
        self.score_box = _html("cf-score-panel")
        self.seat_menus: list[W.Dropdown] = []
        self.viewer_menu = W.Dropdown(description="Viewer", layout=W.Layout(width="auto"))
        self.teacher_toggle = W.ToggleButton(
            value=g.teacher,
            description="Teacher view",
            tooltip="Show every hand face up",
            icon="eye",
        )
        self.teacher_toggle.add_class("cf-teacher")
        self.autoplay_box = W.Checkbox(
            value=g.autoplay, description="Bots move by themselves", indent=False
        )
        self.filename = W.Text(
            value="chickenfoot-game.json", description="File", layout=W.Layout(width="280px")
        )
        self.filename.add_class("cf-filename")
        self.save_button = _button("Save", "cf-save", "Save the game as a record")
        self.load_button = _button("Load", "cf-load", "Load the record named in File")
        self.upload = W.FileUpload(accept=".json", multiple=False, description="Open…")
        self.upload.add_class("cf-upload")

        self.draw_button.on_click(guard(lambda _: g.draw()))
        self.pass_button.on_click(guard(lambda _: g.pass_turn()))
        self.step_button.on_click(guard(lambda _: g.step()))
        self.end_button.on_click(guard(lambda _: g.play_to_end()))
        self.undo_button.on_click(guard(lambda _: g.undo()))
        self.redo_button.on_click(guard(lambda _: g.redo()))
        self.next_button.on_click(guard(lambda _: g.next_round()))
        self.save_button.on_click(guard(lambda _: g.save(self.filename.value)))
        self.load_button.on_click(guard(lambda _: g.load(self.filename.value)))
        self.board.observe(guard(lambda c: g.handle_event(c["new"])), "event")
        self.slider.observe(guard(self._on_slider), "value")
        self.upload.observe(guard(self._on_upload), "value")
        self.teacher_toggle.observe(guard(lambda c: g.set_view(teacher=c["new"])), "value")
        self.autoplay_box.observe(guard(lambda c: setattr(g, "autoplay", c["new"])), "value")
        self.viewer_menu.observe(guard(self._on_viewer), "value")
        g.observe(lambda _: self._redraw(), "revision")

        controls = W.HBox(
            [
                self.draw_button,
                self.pass_button,
                _gap(),
                self.step_button,
                self.end_button,
                _gap(),
                self.undo_button,
                self.redo_button,
                _gap(),
                self.next_button,
            ]
        )
        controls.add_class("cf-controls")
        timeline = W.HBox([self.slider])
        timeline.add_class("cf-timeline")
        self.seats_box = W.HBox()
        self.seats_box.add_class("cf-seats")
        files = W.HBox(
            [self.autoplay_box, self.filename, self.save_button, self.load_button, self.upload]
        )
        files.add_class("cf-files")
        super().__init__(
            [
                self.status,
                self.board,
                self.message_box,
                controls,
                timeline,
                self.explain_box,
                self.odds_box,
                self.score_box,
                self.seats_box,
                files,
            ]
        )
        self.add_class("cf-game")
        self._redraw()

    @classmethod
    def from_record(cls, path: str | Path, **kwargs: Any) -> GameWidget:
        """A widget showing the game record at ``path`` at its last moment."""
        return cls(match=load(path), **kwargs)

    # ----- the programmatic path: the same calls a click makes ----------------------

    @property
    def match(self) -> Match:
        """The match being played."""
        return self.game.match

    @property
    def round(self) -> Round:
        """The round being played (the end of the timeline)."""
        return self.game.round

    @property
    def message(self) -> str:
        """What the widget answered to the last click or command."""
        return self.game.message

    @property
    def explanation(self) -> str:
        """The explanation panel as plain text."""
        return "\n".join(f"{head}: {text}" for head, text in self.game.explain())

    def click(self, tile: Tile | str) -> bool:
        """Click a tile in a hand (select it, or play it when it has one place to go)."""
        return self._do(lambda: self.game.click(tile))

    def click_target(self, on: Tile | str | None) -> bool:
        """Click a place on the table for the selected tile (``None`` or ``"centre"``: the centre)."""
        return self._do(lambda: self.game.click_target(on))

    def play(self, tile: Tile | str, on: Tile | str | None = None) -> bool:
        """Play ``tile`` on ``on`` for the human seat to move, as two clicks would."""
        return self._do(lambda: self.game.play(tile, on))

    def draw(self) -> bool:
        """Press Draw."""
        return self._do(self.game.draw)

    def pass_turn(self) -> bool:
        """Press Pass."""
        return self._do(self.game.pass_turn)

    def step(self) -> bool:
        """Press Step: the seat to move acts once."""
        return self._do(self.game.step)

    def play_to_end(self) -> bool:
        """Press Play to end."""
        return self._do(self.game.play_to_end)

    def undo(self) -> bool:
        """Press Undo."""
        return self._do(self.game.undo)

    def redo(self) -> bool:
        """Press Redo."""
        return self._do(self.game.redo)

    def show(self, step: int) -> bool:
        """Move the timeline to the moment after ``step`` actions."""
        return self._do(lambda: self.game.show(step))

    def press(self, key: str) -> bool:
        """Press a key on the board (``"ArrowLeft"``, ``"ArrowRight"``, ``"Enter"``, ...)."""
        return self._do(lambda: self.game.key(key))

    def next_round(self) -> bool:
        """Press Next round."""
        return self._do(self.game.next_round)

    def save(self, path: str | Path) -> bool:
        """Save the game as a record at ``path``."""
        return self._do(lambda: self.game.save(path))

    def load(self, path: str | Path) -> bool:
        """Load the record at ``path``."""
        return self._do(lambda: self.game.load(path))

    def _do(self, fn: Any) -> bool:
        return bool(self.game.guard(fn)())

    # ----- drawing ------------------------------------------------------------------

    def _redraw(self) -> None:
        """Redraw everything; a failure is shown in the message line, never raised.

        It does not go through the controller's guard: reporting there would ask for a
        redraw again.
        """
        try:
            self._refresh()
        except Exception as e:  # a front end would swallow it: show it instead
            log.exception("error while drawing the game")
            text = f"Something went wrong while drawing: {type(e).__name__}: {e}"
            self.message_box.value = f'<div class="cf-msg cf-msg-error">{html.escape(text)}</div>'

    def _refresh(self) -> None:
        g = self.game
        live = g.round
        status = panels.status(g)
        self.board.label = status
        self.board.svg = board_svg(g)  # first: the board is what a click waits for
        self.message_box.value = _message_html(g)
        self.status.value = f'<div class="cf-status-line">{html.escape(status)}</div>'
        self.draw_button.disabled = not g.can(DRAW)
        self.pass_button.disabled = not g.can(PASS)
        self.step_button.disabled = g.live and live.is_over
        self.end_button.disabled = live.is_over
        self.undo_button.disabled = g.shown_step == 0
        self.redo_button.disabled = g.live and g.redo_count == 0
        more = not g.match.is_complete
        self.next_button.disabled = not (live.is_over and more)
        with self.slider.hold_sync():
            self.slider.max = g.length
            self.slider.value = g.shown_step
        self.explain_box.value = _explain_html(g)
        odds = panels.odds(g)
        self.odds_box.value = (
            f'<div class="cf-odds-inner">{html.escape(odds)}</div>' if odds else ""
        )
        self.score_box.value = _score_html(g) if live.is_over and g.live else ""
        self.score_box.layout.display = "" if self.score_box.value else "none"
        names = g.match.names
        if len(self.seat_menus) != len(names):
            self._build_seat_menus()
        for seat, menu in enumerate(self.seat_menus):
            kind = g.seat_kind(seat)
            options = list(SEAT_KINDS) + ([kind] if kind not in SEAT_KINDS else [])
            if list(menu.options) != options:
                menu.options = options
            menu.value = kind
        viewer_options = [(n, i) for i, n in enumerate(names)]
        if list(self.viewer_menu.options) != viewer_options:
            self.viewer_menu.options = viewer_options
        self.viewer_menu.value = g.viewer
        self.teacher_toggle.value = g.teacher

    def _build_seat_menus(self) -> None:
        """One menu per seat (again after loading a record with another number of players)."""
        guard = self.game.guard
        self.seat_menus = []
        for seat, name in enumerate(self.game.match.names):
            menu = W.Dropdown(
                description=name,
                layout=W.Layout(width="auto"),
                style={"description_width": "initial"},
            )
            menu.observe(guard(lambda c, seat=seat: self._on_seat(seat, c["new"])), "value")
            self.seat_menus.append(menu)
        self.seats_box.children = [*self.seat_menus, self.viewer_menu, self.teacher_toggle]

    def _on_slider(self, change: dict[str, Any]) -> None:
        if change["new"] != self.game.shown_step:
            self.game.show(change["new"])

    def _on_viewer(self, change: dict[str, Any]) -> None:
        if change["new"] is not None and change["new"] != self.game.viewer:
            self.game.set_view(viewer=change["new"])

    def _on_seat(self, seat: int, kind: str) -> None:
        if kind is not None and kind != self.game.seat_kind(seat) and kind in SEAT_KINDS:
            self.game.set_seat(seat, kind)

    def _on_upload(self, change: dict[str, Any]) -> None:
        files = change["new"]
        if not files:
            return
        f = files[0]
        self.upload.value = ()  # so that the same file can be opened again
        self.game.load_text(bytes(f["content"]).decode("utf-8"), f["name"])


def board_svg(g: GameController) -> str:
    """The SVG of the moment ``g`` shows, as the viewer may see it."""
    from chickenfoot_nb.render import round_svg

    return str(
        round_svg(
            g.shown,
            viewer=None if g.teacher else g.viewer,
            selected=g.selected_tile,
            show_legal=True,
        )
    )


def _message_html(g: GameController) -> str:
    if not g.message:
        return '<div class="cf-msg cf-msg-empty">&nbsp;</div>'
    return f'<div class="cf-msg cf-msg-{g.message_kind}">{html.escape(g.message)}</div>'


def _explain_html(g: GameController) -> str:
    rows = "".join(
        f"<p><b>{html.escape(head)}.</b> {html.escape(text)}</p>" for head, text in g.explain()
    )
    return f'<div class="cf-explain-inner">{rows}</div>'


def _score_html(g: GameController) -> str:
    rows = "".join(
        f"<tr><td>{html.escape(name)}</td><td class='cf-tiles'>{html.escape(tiles)}</td>"
        f"<td>{pips}</td><td>{total}</td></tr>"
        for name, tiles, pips, total in g.score_rows()
    )
    table = (
        "<table class='cf-score-table'><thead><tr><th>Seat</th><th>Tiles left</th>"
        f"<th>Round score</th><th>Match total</th></tr></thead><tbody>{rows}</tbody></table>"
    )
    sheet = ""
    try:
        from chickenfoot_nb.render import score_sheet_svg

        sheet = f"<div class='cf-score-sheet'>{score_sheet_svg(g.match)}</div>"
    except ImportError:
        pass
    return f"<div class='cf-score-inner'><p>{html.escape(g.result())}</p>{table}{sheet}</div>"


def _html(cls: str) -> W.HTML:
    w = W.HTML()
    w.add_class(cls)
    return w


def _button(text: str, cls: str, tooltip: str) -> W.Button:
    b = W.Button(description=text, tooltip=tooltip, layout=W.Layout(width="auto"))
    b.add_class(cls)
    return b


def _gap() -> W.Box:
    return W.Box(layout=W.Layout(width="12px"))
