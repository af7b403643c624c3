"""RulesExplorer: one position under a preset and under the same preset with rules switched.

The position is a deal made from a seed and the first moves of greedy bots. The right side
replays the left side's moves under its own rules; when one of them is not allowed there,
both sides stop just before it, so the legal moves are compared at the same moment. A
change that deals differently (the set, the hand size, how the double is found) gives the
right side its own deal from the same seed.

>>> from chickenfoot_nb.rules import Rules
>>> left, right = compare(Rules.preset("gamerules"), Rules.preset("gamerules", arms=2),
...                       players=4, seed=3, moves=4)
>>> left.round.arms_total, right.round.arms_total
(4, 2)
>>> print(right.note)
Action 3 of the game on the left, 9|8 on 9|9, is not allowed here: All 2 arms of the centre double 9|9 are started: it takes no more tiles. Both sides show the moment before it.
>>> [str(a) for a in left.legal], [str(a) for a in right.legal]
(['play 9|2 on 9|9', 'play 9|8 on 9|9'], ['play 6|5 on 9|6', 'play 7|0 on 9|7'])
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from typing import Any

import ipywidgets as W

from chickenfoot_nb.actions import Action
from chickenfoot_nb.bots import GreedyBot, play_round
from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.explain import forced_now, why_illegal
from chickenfoot_nb.i18n import N_, _, ngettext, on_language_change
from chickenfoot_nb.render import round_svg
from chickenfoot_nb.review import action_words
from chickenfoot_nb.round import Round
from chickenfoot_nb.rules import PRESETS, Rules
from chickenfoot_nb.widgets.board import Board
from chickenfoot_nb.widgets.checks import choice, shown, whole
from chickenfoot_nb.widgets.language import language_menu
from chickenfoot_nb.widgets.slider import Slider


@dataclass(frozen=True)
class Side:
    """One column of the explorer: the rules, the position under them, and what follows."""

    rules: Rules
    round: Round
    note: str
    legal: tuple[Action, ...]
    played_out: Round

    @property
    def pips_now(self) -> tuple[int, ...]:
        """What each hand would score if the round ended now, under these rules."""
        return tuple(self.round.pips(s) for s in range(self.round.players))


def compare(
    base: Rules, variant: Rules, players: int, seed: int | str, moves: int
) -> tuple[Side, Side]:
    """The position after ``moves`` greedy moves under ``base``, and the same one under ``variant``."""
    left = Round.deal(base, players, seed=seed)
    bot = GreedyBot()
    while len(left.history) < moves and not left.is_over:
        left.push(bot.choose(left.view(left.seat), left.legal_actions()))
    note_left = _dealt(seed, len(left.history))
    if _deals_alike(base, variant, players):
        right = Round.deal(variant, players, seed=seed)
        stop = None
        for k, (_seat, a) in enumerate(left.history):
            reason = why_illegal(right, a)
            if reason is not None:
                stop = (k, a, reason)
                break
            right.push(a)
        if stop is None:
            note_right = _("The same deal and the same moves.")
        else:
            k, a, reason = stop
            left = left.at(k)
            note_right = _(
                "Action {k} of the game on the left, {action}, is not allowed here: {reason} "
                "Both sides show the moment before it."
            ).format(k=k + 1, action=action_words(a), reason=reason)
            note_left = _dealt(seed, k)
    else:
        right = Round.deal(variant, players, seed=seed)
        while len(right.history) < moves and not right.is_over:
            right.push(bot.choose(right.view(right.seat), right.legal_actions()))
        n = len(right.history)
        note_right = ngettext(
            "These rules deal differently (set, hand size, or how the double is found): a new "
            "deal from the same seed, then {n} move by the same greedy bots.",
            "These rules deal differently (set, hand size, or how the double is found): a new "
            "deal from the same seed, then {n} moves by the same greedy bots.",
            n,
        ).format(n=n)
    return _side(base, left, note_left), _side(variant, right, note_right)


def _dealt(seed: int | str, n: int) -> str:
    return ngettext(
        "A deal from seed {seed}, then {n} move by greedy bots.",
        "A deal from seed {seed}, then {n} moves by greedy bots.",
        n,
    ).format(seed=seed, n=n)


def _side(rules: Rules, r: Round, note: str) -> Side:
    legal = tuple(sorted(r.legal_actions(), key=Action.sort_key))
    return Side(rules, r, note, legal, play_round(r.copy(), ["greedy"] * r.players))


def _deals_alike(a: Rules, b: Rules, players: int) -> bool:
    return (a.set, a.hand_size_for(players), a.double_set_aside) == (
        b.set,
        b.hand_size_for(players),
        b.double_set_aside,
    )


#: The most moves the explorer's slider plays before drawing the two tables.
MOST_MOVES = 80

#: A menu value standing for ``None`` (a menu cannot select None: it means "nothing selected").
AUTO = "auto"

#: The options the explorer lets a reader switch, with the choices it offers: each choice's
#: words (a message, said with ``{n}`` as the value, when the menu is drawn) and its value.
CHOICES: dict[str, list[tuple[str, Any]]] = {
    "set": [(N_("double-{n}"), n) for n in (6, 9, 12, 15, 18)],
    "hand_size": [(N_("by the number of players"), AUTO)] + [("{n}", n) for n in range(3, 22)],
    "arms": [(N_("one per player"), AUTO)] + [("{n}", n) for n in range(2, 9)],
    "draw_must_play": [(N_("must be played"), True), (N_("may be kept"), False)],
    "kept_back": [(N_("2 with two players, else 1"), AUTO)] + [("{n}", n) for n in range(0, 4)],
    "double_blank": [("{n}", 0), ("{n}", 50)],
}
LABELS = {
    "set": N_("Set"),
    "hand_size": N_("Tiles per hand"),
    "arms": N_("Arms on the centre"),
    "draw_must_play": N_("A drawn tile that fits"),
    "kept_back": N_("Kept back in the yard"),
    "double_blank": N_("0|0 left in hand scores"),
}


def choices(name: str) -> list[tuple[str, Any]]:
    """The choices of option ``name``'s menu, in the language spoken now.

    >>> choices("set")[:2], choices("arms")[:2]
    ([('double-6', 6), ('double-9', 9)], [('one per player', 'auto'), ('2', 2)])
    """
    return [(_(words).format(n=value), value) for words, value in CHOICES[name]]


class RulesExplorer(W.VBox):
    """Pick a preset, switch single rules, and compare the same position side by side.

    The left column plays the preset as it is; the right one the preset with your changes.

    >>> x = RulesExplorer("spruce", players=3, seed=2, moves=4, double_blank=0)
    >>> x.variant.double_blank, x.base.double_blank
    (0, 50)
    """

    def __init__(
        self,
        preset: str = "gamerules",
        players: int = 4,
        seed: int = 1,
        moves: int = 6,
        **options: Any,
    ) -> None:
        choice(preset, "preset", list(PRESETS))
        whole(players, "players", least=2, most=8)
        whole(seed, "seed", least=0, most=10**9)
        whole(moves, "moves", least=0, most=MOST_MOVES)
        for name in options:
            _switchable(name)
        Rules.preset(preset).replace(**options)  # refuses a value the rules cannot take
        style = {"description_width": "initial"}
        self.preset_menu = W.Dropdown(options=list(PRESETS), value=preset)
        self.players_menu = W.Dropdown(options=list(range(2, 9)), value=players)
        self.seed_box = W.BoundedIntText(
            value=seed, min=0, max=10**9, layout=W.Layout(width="160px")
        )
        # A native range with its label: ipywidgets' slider handle has no accessible name.
        self.moves_slider = Slider(options=tuple(range(MOST_MOVES + 1)), value=moves)
        self.option_menus = {
            name: W.Dropdown(options=choices(name), style=style, layout=W.Layout(width="auto"))
            for name in CHOICES
        }
        self.reset_button = W.Button(layout=W.Layout(width="auto"))
        self.language_menu = language_menu()
        self.left_title, self.right_title, self.switch_title = W.HTML(), W.HTML(), W.HTML()
        self.message_box = W.HTML()
        self.message_box.add_class("cf-message")
        self.left_board, self.right_board = Board(), Board()
        self.left_text, self.right_text = W.HTML(), W.HTML()
        for w, cls in (
            (self.left_board, "cf-x-board"),
            (self.right_board, "cf-x-board"),
            (self.left_text, "cf-x-text"),
            (self.right_text, "cf-x-text"),
        ):
            w.add_class(cls)
        self._set_options(Rules.preset(preset).replace(**options))

        for w in (self.preset_menu, self.players_menu, self.seed_box, self.moves_slider):
            w.observe(self._guarded(self._on_position), "value")
        self.preset_menu.observe(self._guarded(self._on_preset), "value")
        for menu in self.option_menus.values():
            menu.observe(self._guarded(self._on_option), "value")
        self.reset_button.on_click(self._guarded(lambda _: self._on_preset(None)))

        top = W.HBox(
            [
                self.preset_menu,
                self.players_menu,
                self.seed_box,
                self.moves_slider,
                self.language_menu,
            ]
        )
        top.add_class("cf-x-position")
        opts = W.Box(
            [*self.option_menus.values(), self.reset_button],
            layout=W.Layout(flex_flow="row wrap"),
        )
        opts.add_class("cf-x-options")
        left = W.VBox(
            [
                self.left_title,
                self.left_board,
                self.left_text,
            ],
            layout=W.Layout(width="50%"),
        )
        right = W.VBox(
            [
                self.right_title,
                self.right_board,
                self.right_text,
            ],
            layout=W.Layout(width="50%"),
        )
        left.add_class("cf-x-left")
        right.add_class("cf-x-right")
        super().__init__(
            [
                top,
                self.switch_title,
                opts,
                self.message_box,
                W.HBox([left, right]),
            ]
        )
        self.add_class("cf-explorer")
        self._relabel()
        on_language_change(self._on_language)
        self.refresh()

    @property
    def base(self) -> Rules:
        """The preset, as the left side plays it."""
        return Rules.preset(self.preset_menu.value)

    @property
    def variant(self) -> Rules:
        """The preset with the options switched in the menus, as the right side plays it."""
        return self.base.replace(
            **{k: None if m.value == AUTO else m.value for k, m in self.option_menus.items()}
        )

    def set_option(self, name: str, value: Any) -> None:
        """Switch one option of the right side (as its menu would); ``None`` as in :class:`Rules`.

        An option the explorer does not switch, or a value the rules cannot take, is refused
        and nothing changes.

        >>> x = RulesExplorer("spruce", players=3, seed=2, moves=4)
        >>> x.set_option("set", "twelve")
        Traceback (most recent call last):
        ...
        chickenfoot_nb.errors.RulesError: set must be a whole number, not 'twelve'
        >>> x.variant.set
        9
        """
        _switchable(name)
        self.base.replace(**{name: value})  # refuses a value the rules cannot take
        self._choose(self.option_menus[name], value)

    def sides(self) -> tuple[Side, Side]:
        """The two columns as they are now."""
        return compare(
            self.base,
            self.variant,
            self.players_menu.value,
            self.seed_box.value,
            self.moves_slider.value,
        )

    def refresh(self) -> None:
        """Recompute and redraw both sides; a side whose rules cannot be dealt says why."""
        players = self.players_menu.value
        base, variant = self.base, self.variant
        problems = {
            side: _cannot_deal(r, players) for side, r in (("left", base), ("right", variant))
        }
        self.message_box.value = ""
        if problems["left"] and problems["right"]:
            self.left_board.html = self.right_board.html = ""
            self.left_text.value = _refused(problems["left"])
            self.right_text.value = _refused(problems["right"])
            return
        # A side that cannot be dealt borrows the other's rules, so the other is still shown.
        left, right = compare(
            variant if problems["left"] else base,
            base if problems["right"] else variant,
            players,
            self.seed_box.value,
            self.moves_slider.value,
        )
        same = not any(problems.values()) and left.round.history == right.round.history
        same = same and _deals_alike(left.rules, right.rules, players)
        for board, text, side, other, problem in (
            (self.left_board, self.left_text, left, right, problems["left"]),
            (self.right_board, self.right_text, right, left, problems["right"]),
        ):
            board.html = "" if problem else _svg(side.round)
            text.value = _refused(problem) if problem else _side_html(side, other if same else None)

    def _relabel(self) -> None:
        """The labels, titles and menu choices in the language spoken now."""
        self.preset_menu.description = _("Preset")
        self.players_menu.description = _("Players")
        self.seed_box.description = _("Seed")
        self.moves_slider.description = _("Moves played")
        self.reset_button.description = _("Back to the preset")
        self.left_title.value = _title(_("The preset as it is"))
        self.right_title.value = _title(_("With your rules"))
        self.switch_title.value = (
            "<b>" + html.escape(_("Switch single rules for the right side:")) + "</b>"
        )
        with self.hold_trait_notifications():
            self._busy = True  # new words for the same choices: nothing to recompute
            for name, menu in self.option_menus.items():
                value = menu.value
                offered = {v for _words, v in CHOICES[name]}
                extra = [o for o in menu.options if o[1] not in offered]
                menu.options = [*choices(name), *extra]
                menu.value = value
                menu.description = _(LABELS[name])
            self._busy = False
        self.moves_slider.speak()
        self.left_board.speak()
        self.right_board.speak()

    def _on_language(self, code: str) -> None:
        """Say every word again in the language chosen; the position stays as it is."""
        self._relabel()
        self.refresh()

    def _set_options(self, rules: Rules) -> None:
        for name, menu in self.option_menus.items():
            self._choose(menu, getattr(rules, name))

    @staticmethod
    def _choose(menu: W.Dropdown, value: Any) -> None:
        value = AUTO if value is None else value
        if value not in [v for _, v in menu.options]:
            menu.options = [*menu.options, (str(value), value)]
        menu.value = value

    def _on_preset(self, _: Any) -> None:
        with self.hold_trait_notifications():
            self._busy = True
            self._set_options(self.base)
            self._busy = False
        self.refresh()

    def _on_position(self, _: Any) -> None:
        self.refresh()

    def _on_option(self, _: Any) -> None:
        if not getattr(self, "_busy", False):
            self.refresh()

    def _guarded(self, fn: Any) -> Any:
        def wrapped(*args: Any) -> None:
            try:
                fn(*args)
            except Exception as e:  # shown in the widget, not lost in the console
                self._busy = False
                error = f"{type(e).__name__}: {e}"
                said = _("Something went wrong: {error}").format(error=error)
                self.message_box.value = (
                    f'<div class="cf-msg cf-msg-error">{html.escape(said)}</div>'
                )

        return wrapped


def _switchable(name: Any) -> None:
    """Refuse ``name`` unless it is an option the explorer has a menu for."""
    if not isinstance(name, str) or name not in CHOICES:
        raise ChickenFootError(
            _("The explorer switches {options}; there is no option {name} in it.").format(
                options=", ".join(CHOICES), name=shown(name)
            )
        )


def _cannot_deal(rules: Rules, players: int) -> str | None:
    try:
        rules.check_players(players)
    except ChickenFootError as e:
        return str(e)
    return None


def _title(text: str) -> str:
    return f'<p class="cf-x-title"><b>{html.escape(text)}</b></p>'


def _refused(text: str) -> str:
    return f'<div class="cf-msg cf-msg-refused">{html.escape(text)}</div>'


def _svg(r: Round) -> str:
    return str(round_svg(r, viewer=None, show_legal=True))


def _side_html(side: Side, other: Side | None) -> str:
    r, out = side.round, side.played_out
    theirs = set(other.legal) if other is not None else None
    # Babel reads no messages inside f-strings: each is said first, then placed.
    only = " <em>" + html.escape(_("(only here)")) + "</em>"
    none = html.escape(_("none: the round is over"))
    items = (
        "".join(
            f'<li class="{"cf-only" if theirs is not None and a not in theirs else ""}">'
            f"{html.escape(str(a))}{only if theirs is not None and a not in theirs else ''}</li>"
            for a in side.legal
        )
        or f"<li>{none}</li>"
    )
    who = _("nobody (the round is over)") if r.is_over else r.names[r.seat]
    pips = ", ".join(f"{n}: {p}" for n, p in zip(r.names, side.pips_now, strict=True))
    scores = ", ".join(f"{n}: {p}" for n, p in zip(out.names, out.scores or (), strict=True))
    n = len(out.history)
    if out.end == "out":
        end = ngettext(
            "{name} goes out after {n} action; scores {scores}",
            "{name} goes out after {n} actions; scores {scores}",
            n,
        ).format(name=out.names[out.out_seat or 0], n=n, scores=scores)
    else:
        end = ngettext(
            "it ends blocked after {n} action; scores {scores}",
            "it ends blocked after {n} actions; scores {scores}",
            n,
        ).format(n=n, scores=scores)
    rules = "".join(f"<li>{html.escape(line)}</li>" for line in side.rules.describe().splitlines())

    to_move, legal = _("To move:"), _("Legal moves:")
    now, played = _("If the round ended now:"), _("Played out by greedy bots:")
    the_rules = html.escape(_("The rules"))

    def bold(label: str) -> str:
        return f"<b>{html.escape(label)}</b>"

    return (
        f'<div class="cf-x-side"><p class="cf-x-note">{html.escape(side.note)}</p>'
        f"<p>{bold(to_move)} {html.escape(who)}. {html.escape(forced_now(r))}</p>"
        f"<p>{bold(legal)}</p><ul class='cf-x-legal'>{items}</ul>"
        f"<p>{bold(now)} {html.escape(pips)}</p>"
        f"<p>{bold(played)} {html.escape(end)}</p>"
        f"<details><summary>{the_rules}</summary><ul>{rules}</ul></details></div>"
    )
