"""GameWidget: play Chicken Foot by clicking, step through the turns, and read why.

Every click in the browser becomes a call on the widget's :class:`GameController`
(``widget.game``), and a notebook can make the same calls:

>>> w = GameWidget("spruce", players=3, seed=2, seats=["human", "greedy", "greedy"])
>>> w.click("9|9")                  # a tile with one place to go is played at once
True
>>> w.round.table.centre, w.round.seat
(Tile(9, 9), 0)
>>> w.play("8|4", on="9|9")         # refused, and the widget says which rule forbids it
False
>>> w.message
'8|4 cannot be played now: 2 of the 4 arms are started: start a new arm with a 9 (8|4 has no 9).'
>>> w.show(0)                      # the timeline shows the start; the round is untouched
True
>>> w.game.shown.centre_placed, w.round.centre_placed
(False, True)
"""

from __future__ import annotations

import html
import itertools
import logging
from collections.abc import Callable
from pathlib import Path
from threading import Event
from typing import Any

import ipywidgets as W

from chickenfoot_nb.actions import DRAW, PASS
from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.i18n import N_, _, ngettext, number, on_language_change, percent
from chickenfoot_nb.record import load
from chickenfoot_nb.render import Hurry, score_sheet_svg, table_layout
from chickenfoot_nb.review import action_words
from chickenfoot_nb.table import Table
from chickenfoot_nb.widgets.background import Job, can_work_in_background
from chickenfoot_nb.widgets.board import Board
from chickenfoot_nb.widgets.checks import shown
from chickenfoot_nb.widgets.controller import GameController
from chickenfoot_nb.widgets.language import language_menu
from chickenfoot_nb.widgets.parts import button, gap, html_box
from chickenfoot_nb.widgets.review_view import ReviewView
from chickenfoot_nb.widgets.seating import board_html
from chickenfoot_nb.widgets.seats import SEAT_KINDS, kind_word
from chickenfoot_nb.widgets.states import JobState, MessageKind

log = logging.getLogger(__name__)
#: How many games this kernel has made: each game's landmark is named with its number, as
#: two landmarks of one page must not share a name (axe's landmark-unique).
_SHOWN = itertools.count(1)

#: Each button: its words, its class and its tooltip, which names its key. The keys are the
#: same letters in every language (the tooltips say so).
BUTTONS = {
    "draw_button": (N_("Draw"), "cf-draw", N_("Draw a tile from the chicken yard (D)")),
    "pass_button": (N_("Pass"), "cf-pass", N_("Pass your turn (P)")),
    "step_button": (N_("Step"), "cf-step", N_("The seat to move acts once (S)")),
    "end_button": (N_("Play to end"), "cf-play-end", N_("Let every seat play to the end")),
    "undo_button": (N_("Undo"), "cf-undo", N_("Take back the last action (U)")),
    "redo_button": (N_("Redo"), "cf-redo", N_("Play again what was undone (R)")),
    "next_button": (N_("Next round"), "cf-next-round", N_("Deal the next round (N)")),
    "hint_button": (
        N_("Hint"),
        "cf-hint",
        N_("Hint: the coach's win chance and expected score of every move (H)"),
    ),
    "review_button": (
        N_("Review"),
        "cf-review",
        N_("Review the finished round: what each decision cost, how much was luck (V)"),
    ),
    "anyway_button": (
        N_("Play it anyway"),
        "cf-anyway",
        N_("Play the move the tutor warned about (Y)"),
    ),
    "save_button": (N_("Save"), "cf-save", N_("Save the game as a record")),
    "load_button": (N_("Load"), "cf-load", N_("Load the record named in File")),
}


class _FromGame:
    """A name of the widget's controller offered on the widget: ``w.click`` is ``w.game.click``.

    The widget adds no behaviour to these: every command of :class:`GameController` already
    tells its errors in :attr:`~GameController.message` instead of raising them.
    """

    def __init__(self, name: str | None = None) -> None:
        self._name = name

    def __set_name__(self, owner: type, name: str) -> None:
        self._name = self._name or name

    def __get__(self, widget: GameWidget | None, owner: type | None = None) -> Any:
        if widget is None:
            return self
        return getattr(widget.game, str(self._name))


class GameWidget(W.VBox):
    """The table, the hands, the buttons, a timeline, and an explanation of every moment.

    The arguments are those of :class:`GameController` (``rules``, ``players``, ``seats``,
    ``seed``, ``viewer``, ``teacher``, ``autoplay``, ``match`` and rule ``options``), or
    ``game=`` a controller to show. The widget only draws its controller, :attr:`game`.

    A human plays by clicking a tile in their hand and then one of the lit places; the same
    path from code is :meth:`click` and :meth:`click_target`, or :meth:`play`. The keyboard
    works on the board: the arrows move along the timeline, Enter steps, Escape unselects.
    """

    match = _FromGame()
    round = _FromGame()
    message = _FromGame()
    click = _FromGame()
    click_target = _FromGame()
    play = _FromGame()
    draw = _FromGame()
    pass_turn = _FromGame()
    step = _FromGame()
    play_to_end = _FromGame()
    undo = _FromGame()
    redo = _FromGame()
    show = _FromGame()
    press = _FromGame("key")
    next_round = _FromGame()
    save = _FromGame()
    load = _FromGame()
    review = _FromGame()
    review_jump = _FromGame()
    cancel_review = _FromGame()
    anyway = _FromGame()

    def __init__(self, *args: Any, game: GameController | None = None, **kwargs: Any) -> None:
        if game is not None and not isinstance(game, GameController):
            raise ChickenFootError(
                _("game must be a GameController, not {value}.").format(value=shown(game))
            )
        if game is not None and (args or kwargs):
            raise ChickenFootError(
                _("Give a GameWidget either game= or the arguments of a new game, not both.")
            )
        self.game = game if game is not None else GameController(*args, **kwargs)
        self._drawing = False
        #: Draw a table that must be laid out again at once, as a draft (a tile set apart
        #: for a moment), and lay it out in a thread, then draw it again (see
        #: :class:`~chickenfoot_nb.render.layout.Hurry`): where a thread can run. Else the
        #: board waits for the table to be laid out again, and the message line says so.
        self.drafting = can_work_in_background()
        self._settling = Job[bool]("chickenfoot-layout")  # tables laid out again in a thread
        self._settled = False  # it has just been: the next drawing says so
        g = self.game
        self.status = html_box("cf-status")
        self.board = Board(number=next(_SHOWN))
        self.board.add_class("cf-board")
        self.message_box = html_box("cf-message")
        self.draw_button = button("cf-draw")
        self.pass_button = button("cf-pass")
        self.step_button = button("cf-step")
        self.end_button = button("cf-play-end")
        self.undo_button = button("cf-undo")
        self.redo_button = button("cf-redo")
        self.next_button = button("cf-next-round")
        self.hint_button = button("cf-hint")
        self.review_button = button("cf-review")
        self.anyway_button = button("cf-anyway")
        self.review_view = ReviewView()
        self.review_view.on_jump = g.review_jump
        self.review_view.on_cancel = g.cancel_review
        self.tutor_box = W.Checkbox(value=g.tutor, indent=False)
        self.tutor_box.add_class("cf-tutor")
        self.coach_bar = W.FloatProgress(
            value=0.0, min=0.0, max=1.0, layout=W.Layout(width="280px")
        )
        self.coach_bar.add_class("cf-coach-progress")
        self.coach_box = html_box("cf-coach")
        self.slider = W.IntSlider(
            min=0,
            max=0,
            value=0,
            description_allow_html=False,
            continuous_update=False,  # with True the slider echoes every redraw back to Python
            layout=W.Layout(width="100%"),
            style={"description_width": "initial"},  # "Vremenska linija" is longer than "Timeline"
        )
        self.slider.add_class("cf-slider")
        self.explain_box = html_box("cf-explain")
        self.odds_box = html_box("cf-odds")
        self.score_box = html_box("cf-score-panel")
        self.seat_menus: list[W.Dropdown] = []
        self.viewer_menu = W.Dropdown(layout=W.Layout(width="auto"))
        self.teacher_toggle = W.ToggleButton(value=g.teacher, icon="eye")
        self.teacher_toggle.add_class("cf-teacher")
        self.autoplay_box = W.Checkbox(value=g.autoplay, indent=False)
        self.filename = W.Text(value="chickenfoot-game.json", layout=W.Layout(width="280px"))
        self.filename.add_class("cf-filename")
        self.save_button = button("cf-save")
        self.load_button = button("cf-load")
        self.upload = W.FileUpload(accept=".json", multiple=False)
        self.upload.add_class("cf-upload")
        self.language_menu = language_menu()

        self.draw_button.on_click(lambda _: g.draw())
        self.pass_button.on_click(lambda _: g.pass_turn())
        self.step_button.on_click(lambda _: g.step())
        self.end_button.on_click(lambda _: g.play_to_end())
        self.undo_button.on_click(lambda _: g.undo())
        self.redo_button.on_click(lambda _: g.redo())
        self.next_button.on_click(lambda _: g.next_round())
        self.hint_button.on_click(lambda _: g.hint())
        self.review_button.on_click(lambda _: g.review())
        self.anyway_button.on_click(lambda _: g.anyway())
        g.observe(lambda _: self._show_review(), "review_progress")
        self.tutor_box.observe(g.guard(lambda c: setattr(g, "tutor", c["new"])), "value")
        g.observe(lambda c: setattr(self.coach_bar, "value", c["new"]), "coach_progress")
        self.save_button.on_click(lambda _: g.save(self.filename.value))
        self.load_button.on_click(lambda _: g.load(self.filename.value))
        self.board.observe(lambda c: g.handle_event(c["new"]), "event")
        self.slider.observe(g.guard(self._on_slider), "value")
        self.upload.observe(g.guard(self._on_upload), "value")
        self.teacher_toggle.observe(lambda c: g.set_view(teacher=c["new"]), "value")
        self.autoplay_box.observe(g.guard(lambda c: setattr(g, "autoplay", c["new"])), "value")
        self.viewer_menu.observe(g.guard(self._on_viewer), "value")
        g.observe(lambda _: self._redraw(), "revision")

        controls = W.HBox(
            [
                self.draw_button,
                self.pass_button,
                self.hint_button,
                self.anyway_button,
                gap(),
                self.step_button,
                self.end_button,
                gap(),
                self.undo_button,
                self.redo_button,
                gap(),
                self.next_button,
                self.review_button,
            ]
        )
        controls.add_class("cf-controls")
        timeline = W.HBox([self.slider])
        timeline.add_class("cf-timeline")
        self.seats_box = W.HBox()
        self.seats_box.add_class("cf-seats")
        files = W.HBox(
            [
                self.autoplay_box,
                self.tutor_box,
                self.filename,
                self.save_button,
                self.load_button,
                self.upload,
                self.language_menu,
            ]
        )
        files.add_class("cf-files")
        # Seats, viewer, files, the language and the timeline fold away, so the table, the
        # hand, Draw, Pass and the message fit one screen.
        self.more = W.VBox([timeline, self.seats_box, files])
        self.more.add_class("cf-more")
        self.more.layout.display = "none"
        self.more_toggle = W.ToggleButton(value=False, icon="sliders")
        self.more_toggle.add_class("cf-more-toggle")
        self.more_toggle.observe(g.guard(self._on_more), "value")
        controls.children = [*controls.children, gap(), self.more_toggle]
        super().__init__(
            [
                self.status,
                self.board,
                self.message_box,
                controls,
                self.score_box,
                self.coach_bar,
                self.coach_box,
                self.review_view,
                self.explain_box,
                self.odds_box,
                self.more,
            ]
        )
        self.add_class("cf-game")
        self._relabel()
        on_language_change(self._on_language)
        self._redraw()

    @classmethod
    def from_record(cls, path: str | Path, **kwargs: Any) -> GameWidget:
        """A widget showing the game record at ``path`` at its last moment.

        >>> w = GameWidget.from_record("notebooks/positions/open_foot.json")
        >>> w.game.live, w.round.is_over
        (True, False)
        """
        return cls(match=load(path), **kwargs)

    @property
    def explanation(self) -> str:
        """The explanation panel as plain text."""
        return "\n".join(f"{head}: {text}" for head, text in self.game.explain())

    # ----- drawing ------------------------------------------------------------------

    def _on_language(self, code: str) -> None:
        """Say every word again in the language chosen; the game itself stays as it is."""
        self._relabel()
        self._redraw()

    def _relabel(self) -> None:
        """The labels and tooltips that do not follow the game, in the language spoken."""
        for name, (text, _cls, tooltip) in BUTTONS.items():
            button = getattr(self, name)
            button.description, button.tooltip = _(text), _(tooltip)
        self.coach_bar.description = _("Coach")
        self.slider.description = _("Timeline")
        self.viewer_menu.description = _("Viewer")
        self.teacher_toggle.description = _("Teacher view")
        self.teacher_toggle.tooltip = _("Show every hand face up")
        self.autoplay_box.description = _("Bots move by themselves")
        self.tutor_box.description = _("Tutor: warn before a mistake")
        self.filename.description = _("File")
        self.upload.description = _("Open…")
        self.upload.tooltip = _("Open a game record (.json) from this computer")
        self.more_toggle.description = _("More")
        self.more_toggle.tooltip = _(
            "Show the timeline, the seats, the viewer, the language and the game files"
        )
        self.board.speak()
        self.review_view.speak()

    def _redraw(self) -> None:
        """Redraw everything; a failure is shown in the message line, never raised.

        It does not go through the controller's guard: reporting there would ask for a
        redraw again.
        """
        self._drawing = True
        try:
            self._refresh()
        except Exception as e:  # a front end would swallow it: show it instead
            log.exception("error while drawing the game")
            error = f"{type(e).__name__}: {e}"
            text = _("Something went wrong while drawing: {error}").format(error=error)
            self.message_box.value = f'<div class="cf-msg cf-msg-error">{html.escape(text)}</div>'
        finally:
            self._drawing = False

    def _relaying(self) -> None:
        """Say that the table is being laid out again (it is sent before the work ends)."""
        text = _(
            "Laying out the table again, so that every tile touches the tile it was played on…"
        )
        self.message_box.value = f'<div class="cf-msg cf-msg-info">{html.escape(text)}</div>'
        self.board.announce = {
            "text": text,
            "kind": MessageKind.INFO.value,
            "n": f"relaid-{self.game.revision}",
        }

    def _refresh(self) -> None:
        if not self.drafting:
            self._draw(None)
            return
        pending: list[Table] = []
        self._draw(pending)
        if pending:
            self._settle(list(pending))

    def _settle(self, tables: list[Table]) -> None:
        """Lay ``tables`` out in a thread (they were drawn as drafts), then draw again; one
        at a time: the drawing after it settles whatever draft it shows then."""
        if self._settling.running:
            return

        def work(tick: Callable[[int, int], None], stop: Event) -> bool:
            for table in tables:
                table_layout(table)
            return True

        def done(_: bool) -> None:
            self._settled = True
            self._redraw()

        def failed(e: Exception) -> None:
            self.drafting = False  # the next drawing waits, and says why
            self._redraw()

        self._settling.start(work, done=done, failed=failed, wait=not can_work_in_background())

    def _draw(self, drafted: list[Table] | None) -> None:
        """Draw the moment shown; ``drafted`` (filled as the board is drawn) collects the
        tables drawn as drafts, and None draws none: every table is waited for."""
        g = self.game
        live = g.round
        status = g.status()
        self.board.label = status
        # first: the board is what a click waits for; a table laid out again may take
        # seconds, and the message line says so meanwhile
        self.board.html = board_html(g, Hurry(drafted, relaid=(self._relaying,)))
        note = _settling_note(bool(drafted), self._settled)
        self._settled = False
        said = f"{announcement(g)} {note}".strip()
        n = f"{g.revision}-{'draft' if drafted else 'settled'}" if note else g.revision
        self.board.announce = {"text": said, "kind": g.message_kind.value, "n": n}
        self.message_box.value = _message_html(g) + (
            f'<div class="cf-msg cf-msg-info cf-settling">{html.escape(note)}</div>' if note else ""
        )
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
        self.coach_box.value = coach_html(g)
        self.coach_bar.layout.display = "" if g.coach_state == JobState.RUNNING else "none"
        self.hint_button.disabled = g.shown.is_over or g.coach_state == JobState.RUNNING
        self.review_button.disabled = not live.is_over or g.review_state == JobState.RUNNING
        self.anyway_button.layout.display = "" if g.tutor_waiting is not None else "none"
        self.tutor_box.value = g.tutor
        self._show_review()
        best = g.coach.best.action if g.coach is not None else None
        for each, kind in ((self.draw_button, "draw"), (self.pass_button, "pass")):
            if best is not None and best.kind == kind:
                each.add_class("cf-hinted")
            else:
                each.remove_class("cf-hinted")
        odds = g.odds()
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
            kinds = list(SEAT_KINDS) + ([kind] if kind not in SEAT_KINDS else [])
            options = [(kind_word(k), k) for k in kinds]
            if list(menu.options) != options:
                menu.options = options
            menu.value = kind
        viewer_options = [(n, i) for i, n in enumerate(names)]
        if list(self.viewer_menu.options) != viewer_options:
            self.viewer_menu.options = viewer_options
        self.viewer_menu.value = g.viewer
        self.teacher_toggle.value = g.teacher

    def _show_review(self) -> None:
        """The review panel: the progress of a review running, or the review at the moment shown."""
        g = self.game
        found = g.reviewed
        seat = found.seat if found is not None else g.viewer
        name = g.match.names[seat] if seat < g.players else ""
        self.review_view.show(found, g.review_state, g.review_progress, name, g.shown_step)

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

    def _on_more(self, change: dict[str, Any]) -> None:
        self.more.layout.display = "" if change["new"] else "none"

    def _on_slider(self, change: dict[str, Any]) -> None:
        if change["new"] != self.game.shown_step:
            self.game.show(change["new"])

    def _on_viewer(self, change: dict[str, Any]) -> None:
        if self._drawing:
            return  # the menu shows the game: new options (new words) are no choice
        if change["new"] is not None and change["new"] != self.game.viewer:
            self.game.set_view(viewer=change["new"])

    def _on_seat(self, seat: int, kind: str) -> None:
        if self._drawing:
            return  # the menu shows the game: new options (new words) are no choice
        if kind is not None and kind != self.game.seat_kind(seat) and kind in SEAT_KINDS:
            self.game.set_seat(seat, kind)

    def _on_upload(self, change: dict[str, Any]) -> None:
        files = change["new"]
        if not files:
            return
        f = files[0]
        self.upload.value = ()  # so that the same file can be opened again
        self.game.load_text(bytes(f["content"]), f["name"])


def announcement(g: GameController) -> str:
    """What the live region says after a command: its answer, then whose turn it is.

    At the end of a round it says how the round ended and the scores.

    >>> g = GameController("spruce", players=3, seed=3, seats=["human", "greedy", "greedy"])
    >>> _ = g.click("9|9")
    >>> announcement(g)
    'Seat 0 placed 9|9 in the centre. Then: Seat 1 played 9|3 on 9|9; Seat 2 drew a tile; Seat 2 passed. Your turn, Seat 0: 2 of your 6 tiles can be played.'
    """
    r = g.shown
    said = [g.message] if g.message else []
    if r.is_over and g.live:
        said.append(g.result())
        scores = ", ".join(f"{name} {pips}" for name, _tiles, pips, _total in g.score_rows())
        said.append(_("Scores: {scores}.").format(scores=scores))
        if g.kept is not None:
            said.append(kept_words(g.kept))
    elif not r.is_over and g.message_kind == MessageKind.INFO and g.message:
        seat, name = r.seat, r.names[r.seat]
        if g.is_human(seat) and g.sees(seat):
            n = len(g.selectable())
            size = r.hand_sizes[seat]
            if n:
                said.append(
                    ngettext(
                        "Your turn, {name}: {n} of your {size} tiles can be played.",
                        "Your turn, {name}: {n} of your {size} tiles can be played.",
                        n,
                    ).format(name=name, n=n, size=size)
                )
            else:
                said.append(_("Your turn, {name}: no tile can be played.").format(name=name))
        else:
            said.append(_("{name} to move.").format(name=name))
    return " ".join(said)


def kept_words(path: Path) -> str:
    """What the game says of the record it saved at the end of a round.

    >>> kept_words(Path("my_round.json"))
    'The game is saved in my_round.json: another notebook can review your round from it.'
    """
    return _("The game is saved in {path}: another notebook can review your round from it.").format(
        path=path
    )


def _settling_note(drafted: bool, settled: bool) -> str:
    """What the board says of a table laid out again: that a tile is set apart for a moment
    (``drafted``), or that the table has just settled (``settled``); else nothing.

    >>> _settling_note(False, True)
    'The table was laid out again: every tile touches the tile it was played on.'
    """
    if drafted:
        return _(
            "A tile is set apart for a moment, on a dashed line: the table is being laid out"
            " again so that it touches the tile it was played on…"
        )
    if settled:
        return _("The table was laid out again: every tile touches the tile it was played on.")
    return ""


def _message_html(g: GameController) -> str:
    if not g.message:
        return '<div class="cf-msg cf-msg-empty">&nbsp;</div>'
    return f'<div class="cf-msg cf-msg-{g.message_kind}">{html.escape(g.message)}</div>'


def coach_html(g: GameController) -> str:
    """The coach's panel: every legal move with its win chance and expected score, as bars.

    Each bar carries its 95% interval as a whisker, and the numbers are written out too, so a
    screen reader hears them. The best move comes first and is lit on the board.

    >>> g = GameController("spruce", players=3, seed=3, seats=["human", "greedy", "greedy"])
    >>> g.click("9|9") and g.hint(samples=12, wait=True)
    True
    >>> html = coach_html(g)
    >>> html.count("<tr class="), "over 12–24 sampled worlds" in html  # a close call, settled
    (2, True)
    """
    a = g.coach
    if a is None:
        return ""
    worst = max(m.score_high for m in a.moves) or 1.0
    if a.exact:
        how = _("every world that fits (exact)")
    else:
        # a settled close call plays its two moves out in more worlds than the others
        most = max(m.worlds for m in a.moves)
        n = str(a.worlds) if most == a.worlds else f"{a.worlds}–{most}"
        how = ngettext("{n} sampled world", "{n} sampled worlds", most).format(n=n)
    rows = []
    for i, m in enumerate(a.moves):
        cls = "cf-best" if i == 0 else "cf-other"
        win = f"{percent(m.win)} ({percent(m.win_low)}–{percent(m.win_high)})"
        score = f"{number(m.score, 1)} ({number(m.score_low, 1)}–{number(m.score_high, 1)})"
        rows.append(
            f"<tr class='{cls}'><th scope='row'>{html.escape(action_words(m.action))}</th>"
            f"<td>{interval_bar(m.win, m.win_low, m.win_high, 1.0)}<span>{win}</span></td>"
            f"<td>{interval_bar(m.score, m.score_low, m.score_high, worst)}<span>{score}</span></td></tr>"
        )
    name = html.escape(g.shown.names[a.seat])
    # The bold part is one message and the rest another: each is whole, and no markup is
    # left for a translator to keep.
    head = html.escape(_("Coach for {name}").format(name=name))
    over = html.escape(_("{coach}, over {how}.").format(coach="\0", how=how)).split("\0")
    heads = [_("Move"), _("Chance to win the round (95% interval)")]
    heads.append(_("Expected round score, lower is better (95% interval)"))
    cols = "".join(f"<th scope='col'>{html.escape(h)}</th>" for h in heads)
    return (
        f"<div class='cf-coach-inner'><p>{over[0]}<b>{head}</b>{over[1]}</p>"
        f"<table class='cf-coach-table'><thead><tr>{cols}</tr></thead>"
        f"<tbody>{''.join(rows)}</tbody></table><p>{html.escape(a.sentence)}</p></div>"
    )


def interval_bar(value: float, low: float, high: float, top: float) -> str:
    """A small bar with a whisker for the interval (decoration: the numbers sit beside it).

    >>> interval_bar(0.5, 0.4, 0.6, 1.0).startswith("<svg class='cf-coach-bar' aria-hidden='true'")
    True
    """
    w = 120.0

    def x(v: float) -> float:
        return max(0.0, min(w, w * v / top))

    return (
        f"<svg class='cf-coach-bar' aria-hidden='true' width='{w:.0f}' height='14' "
        f"viewBox='0 0 {w:.0f} 14'><rect x='0' y='3' width='{x(value):.1f}' height='8' rx='2'/>"
        f"<line x1='{x(low):.1f}' x2='{x(high):.1f}' y1='7' y2='7'/>"
        f"<line x1='{x(low):.1f}' x2='{x(low):.1f}' y1='3' y2='11'/>"
        f"<line x1='{x(high):.1f}' x2='{x(high):.1f}' y1='3' y2='11'/></svg>"
    )


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
    heads = "".join(
        f"<th>{html.escape(_(h))}</th>"
        for h in (N_("Seat"), N_("Tiles left"), N_("Round score"), N_("Match total"))
    )
    table = (
        f"<table class='cf-score-table'><thead><tr>{heads}</tr></thead>"
        f"<tbody>{rows}</tbody></table>"
    )
    sheet = f"<div class='cf-score-sheet'>{score_sheet_svg(g.match)}</div>"
    kept = f"<p class='cf-kept'>{html.escape(kept_words(g.kept))}</p>" if g.kept is not None else ""
    return f"<div class='cf-score-inner'><p>{html.escape(g.result())}</p>{kept}{table}{sheet}</div>"
