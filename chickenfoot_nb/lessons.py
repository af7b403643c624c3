"""Helpers for the lesson notebooks: exercises that check an answer, refusals shown kindly, the rule list.

An exercise is a :class:`Check` widget: a question, an answer box (or choices), a Check
button that says right or wrong, and the answer folded away under "Show the answer".
Teachers can write their own in a cell:

>>> q = Check("How many tiles has a double-6 set?", 28, explain="(6+1)(6+2)/2 = 28")
>>> q.check("27"), q.check("28")
(False, True)
>>> q.feedback.value
'<b>✔ Right.</b> (6+1)(6+2)/2 = 28'

The lessons' own exercises are built by :func:`ask`, which computes each answer with
the engine, so no answer is written out in a notebook:

>>> ask("set-size-12").check("91")
True

:func:`attempt` tries an action on a round and shows the rule that refuses it, instead
of a traceback; the round is left exactly as it was:

>>> from chickenfoot_nb import Round
>>> r = Round.deal("spruce", players=3, seed=2)
>>> attempt(r, "draw")
Refused: Seat 0 holds 9|9, the round's double, and must place it in the centre first.
>>> len(r.history)
0
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import ipywidgets as W

from chickenfoot_nb.actions import Action
from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.explain import describe_action, verdicts
from chickenfoot_nb.hand import Hand
from chickenfoot_nb.match import Match, standing
from chickenfoot_nb.round import Round
from chickenfoot_nb.rules import Rules
from chickenfoot_nb.tiles import Tile, TileError, double_set, set_size

# ----- the rules, and where each is taught ---------------------------------------------


@dataclass(frozen=True)
class Rule:
    """One rule of RULES.md in plain words, the notebook that teaches it, and whether it is a house rule."""

    key: str
    notebook: str
    text: str
    house: bool = False


RULES: tuple[Rule, ...] = (
    Rule("set", "01_tiles_and_sets", "A double-N set has one tile for each pair of numbers a ≥ b from 0 to N: (N+1)(N+2)/2 tiles."),
    Rule("tile-text", "01_tiles_and_sets", "A tile is written a|b with the higher number first; 4|9 and 9-4 name the same tile 9|4."),
    Rule("tile-value", "01_tiles_and_sets", "A tile is worth the sum of its two numbers (the double-blank 0|0 may be worth 50)."),
    Rule("yard", "02_deal_and_start", "The tiles nobody was dealt lie face down in the chicken yard; each player's tiles are their hand."),
    Rule("presets", "02_deal_and_start", "Two published rule texts are the presets gamerules and spruce; every difference is an option of Rules."),
    Rule("hand-size", "02_deal_and_start", "gamerules deals by the number of players (2→21, 3→14, 4→11, 5→8, 6→7, 7→6, 8→5 tiles); spruce deals 7 each."),
    Rule("players", "02_deal_and_start", "2 to 8 play; a rule set that cannot be dealt is refused with the numbers and a way out (a bigger set or smaller hands)."),
    Rule("round-double", "02_deal_and_start", "gamerules sets the round's double aside before the deal; spruce deals it like every tile and its holder starts."),
    Rule("search", "02_deal_and_start", "gamerules: seats draw face-down tiles in turn, seat 0 first, until one draws the round's double: that seat starts."),
    Rule("spruce-search", "02_deal_and_start", "spruce: if nobody was dealt the round's double, seats draw from the yard in turn, seat 0 first, until one draws it.", house=True),
    Rule("first-action", "02_deal_and_start", "gamerules: the finder plays the first tile on the centre double; spruce: placing the double is the holder's turn, and the next seat plays next."),
    Rule("clockwise", "03_arms_and_turns", "Play goes clockwise: seat i is followed by seat (i+1) mod players."),
    Rule("arms", "03_arms_and_turns", "The centre double takes one arm per player (gamerules, at least 2, up to 8 as an option) or 4 arms (spruce)."),
    Rule("arm-phase", "03_arms_and_turns", "Until every arm of the centre double has a tile, every play must start a new arm with the double's number."),
    Rule("arm-limit", "03_arms_and_turns", "The centre never takes more arms than its count.", house=True),
    Rule("must-play", "03_arms_and_turns", "A player who can play must play exactly one tile: no drawing instead.", house=True),
    Rule("draw", "03_arms_and_turns", "A player who cannot play draws one tile; if it fits, gamerules says they must play it, spruce says they may. Only the drawn tile may be played."),
    Rule("pass", "03_arms_and_turns", "A player passes when the drawn tile cannot be played, or when nothing may be drawn."),
    Rule("kept-back", "03_arms_and_turns", "gamerules keeps the yard's last tiles back: 2 with two players, 1 with more; they are never drawn. spruce keeps none."),
    Rule("refused", "03_arms_and_turns", "An action that breaks a rule is refused with a reason, and the game is left exactly as it was."),
    Rule("one-tile", "04_the_chicken_foot", "One tile per turn at most: playing a double gives no extra turn.", house=True),
    Rule("foot", "04_the_chicken_foot", "A double x|x played on an open x lies crosswise and opens a chicken foot: three toe slots, each needing an x."),
    Rule("toes-first", "04_the_chicken_foot", "Until the foot has its three toes, every play by every player must be a toe on it; a player who cannot draws and passes as usual."),
    Rule("no-double-toes", "04_the_chicken_foot", "A toe is never a double (the only double with an x is already down), so feet never nest."),
    Rule("foot-complete", "04_the_chicken_foot", "Once the three toes are down, their far ends are open like every other end."),
    Rule("centre-not-foot", "04_the_chicken_foot", "The centre double is not a chicken foot: it has its arms instead."),
    Rule("out", "05_scoring", "A round ends at once when a player plays their last tile, even with a chicken foot unfinished."),
    Rule("blocked", "05_scoring", "A round is blocked, and ends, when nobody can play and no tile may be drawn."),
    Rule("end-check", "05_scoring", "The end is checked after every action: a draw that takes the last drawable tile can block the round before the drawer passes."),
    Rule("round-score", "05_scoring", "Each player scores the pips left in their hand; the one who went out scores 0. Low is good."),
    Rule("double-blank", "05_scoring", "The double-blank 0|0 left in a hand scores 0 (gamerules) or 50 (spruce)."),
    Rule("match", "05_scoring", "A match is one round for each double N, N−1, …, 0, in that order."),
    Rule("match-winner", "05_scoring", "The lowest total wins; gamerules shares the win on equal totals."),
    Rule("tie-break", "05_scoring", "spruce breaks equal totals by the most rounds scored 0, then the lowest non-zero round score, then shares."),
    Rule("options", "08_simulation_lab", "Every rule is an option of the rule set, so one rule can be switched at a time (spruce with draw_must_play=True)."),
)

_RULES_BY_KEY = {r.key: r for r in RULES}


def rules_table(notebook: str | None = None) -> RulesTable:
    """The rules (all of them, or those one notebook teaches) as a table, house rules marked [H].

    >>> t = rules_table("01_tiles_and_sets")
    >>> [r.key for r in t.rules]
    ['set', 'tile-text', 'tile-value']
    """
    chosen = tuple(r for r in RULES if notebook is None or r.notebook == notebook)
    if not chosen:
        raise ValueError(f"no rule is taught in a notebook named {notebook!r}")
    return RulesTable(chosen, show_notebook=notebook is None)


@dataclass(frozen=True)
class RulesTable:
    """Rules shown as an HTML table in a notebook, and as lines of text elsewhere."""

    rules: tuple[Rule, ...]
    show_notebook: bool = True

    def _repr_html_(self) -> str:
        left = "style='text-align:left'"
        head = f"<th {left}>rule</th>" + (f"<th {left}>taught in</th>" if self.show_notebook else "")
        rows = []
        for r in self.rules:
            mark = " <b title='house rule: our choice where the texts are silent'>[H]</b>" if r.house else ""
            where = f"<td><code>{r.notebook}</code></td>" if self.show_notebook else ""
            rows.append(f"<tr><td style='text-align:left'>{html.escape(r.text)}{mark}</td>{where}</tr>")
        return (
            "<table class='cf-rules'><thead><tr>" + head + "</tr></thead><tbody>"
            + "".join(rows) + "</tbody></table>"
        )

    def __repr__(self) -> str:
        return "\n".join(
            f"- {r.text}{' [H]' if r.house else ''}" + (f" ({r.notebook})" if self.show_notebook else "")
            for r in self.rules
        )


# ----- reading answers -------------------------------------------------------------------

_NUMBER = re.compile(r"^[+-]?(\d+(\.\d*)?|\.\d+)(/\d+)?%?$")


class Unreadable(ValueError):
    """An answer that cannot be read as the kind of answer the question wants."""


def read_number(text: str) -> tuple[Fraction, int | None]:
    """Read ``28``, ``7/55``, ``0.127`` or ``12.7%``: the value and, for decimals, its decimal places.

    >>> read_number("7/55"), read_number("12.5%")
    ((Fraction(7, 55), None), (Fraction(1, 8), 3))
    """
    t = text.strip().replace(" ", "").replace(",", ".")
    if not _NUMBER.match(t):
        raise Unreadable("write a number, like 28, 7/55 or 0.127")
    percent = t.endswith("%")
    t = t.rstrip("%")
    if "/" in t:
        num, den = t.split("/")
        if "." in num or int(den) == 0:
            raise Unreadable("write a fraction with whole numbers, like 7/55")
        value = Fraction(int(num), int(den))
        places = None
    else:
        value = Fraction(t)
        places = len(t.split(".")[1]) if "." in t else None
    if percent:
        value /= 100
        places = (places or 0) + 2
    return value, places


def read_tiles(text: str) -> frozenset[Tile]:
    """Read tiles separated by spaces or commas; ``none`` (or nothing) is no tile.

    >>> sorted(read_tiles("4|9, 3-8"))
    [Tile(8, 3), Tile(9, 4)]
    >>> read_tiles("none")
    frozenset()
    """
    words = text.replace(",", " ").replace(";", " ").split()
    if [w.lower() for w in words] in ([], ["none"], ["nothing"]):
        return frozenset()
    try:
        return frozenset(Tile.parse(w) for w in words)
    except TileError as e:
        raise Unreadable(str(e)) from None


def read_numbers(text: str) -> frozenset[int]:
    """Read whole numbers separated by spaces or commas.

    >>> sorted(read_numbers("7, 1 3"))
    [1, 3, 7]
    """
    words = text.replace(",", " ").split()
    if not words or not all(w.isdigit() for w in words):
        raise Unreadable("write whole numbers separated by spaces, like 3 7")
    return frozenset(int(w) for w in words)


def _same_text(a: str, b: str) -> bool:
    return " ".join(a.lower().split()) == " ".join(b.lower().split())


def _show(answer: Any) -> str:
    if isinstance(answer, Fraction):
        if answer.denominator == 1:
            return str(answer.numerator)
        return f"{answer} ≈ {float(answer):.4f}"
    if isinstance(answer, bool):
        return "yes" if answer else "no"
    if isinstance(answer, frozenset | set):
        items = sorted(answer, reverse=True)
        return " ".join(str(x) for x in items) if items else "none"
    return str(answer)


# ----- the exercise widget ---------------------------------------------------------------


class Check(W.VBox):
    """An exercise: a question, an answer box or choices, a Check button, and the answer folded away.

    ``answer`` sets how a reply is read: a whole number or :class:`~fractions.Fraction`
    (``7/55``, ``0.127`` and ``12.7%`` are all read; a decimal is right when it rounds the
    answer to the places written, with two significant digits at least), a :class:`Tile`,
    a set of tiles or of whole numbers (any order), ``True``/``False`` (yes or no), or text.
    With ``choices`` the reader picks one of them and ``answer`` is the right one.
    ``picture`` is anything that draws itself as SVG (a tile, a hand, a round), shown above
    the question. ``explain`` says why, once the answer is right or shown; ``hint`` is
    offered after a wrong try.

    >>> q = Check("Which tile is 4-9?", Tile(9, 4))
    >>> q.check("9|4")
    True
    >>> q = Check("Which preset deals 7 tiles each?", "spruce", choices=["gamerules", "spruce"])
    >>> q.check("gamerules"), q.feedback.value
    (False, '<b>✘ Not yet.</b> Try again, or open “Show the answer”.')
    """

    def __init__(
        self,
        question: str,
        answer: Any,
        *,
        choices: Sequence[str] | None = None,
        explain: str = "",
        hint: str = "",
        picture: Any = None,
    ) -> None:
        if isinstance(answer, bool) and choices is None:
            choices = ["yes", "no"]
            answer = "yes" if answer else "no"
        if choices is not None and answer not in choices:
            raise ValueError(f"the answer {answer!r} is not one of the choices {list(choices)}")
        if isinstance(answer, int) and not isinstance(answer, bool):
            answer = Fraction(answer)
        if isinstance(answer, set | list | tuple) and not isinstance(answer, Hand | str):
            answer = frozenset(answer)
        if isinstance(answer, Hand):
            answer = frozenset(answer)
        self.answer = answer
        self.explain = explain
        self.hint = hint
        self.attempts = 0
        self.solved = False
        self.choices = tuple(choices) if choices is not None else None

        parts: list[W.Widget] = []
        if picture is not None:
            pic = W.HTML(_svg_of(picture))
            pic.add_class("cf-picture")
            parts.append(pic)
        self.question = W.HTML(f"<b>Exercise.</b> {question}")
        self.question.add_class("cf-question")
        parts.append(self.question)
        if self.choices is not None:
            self.box: W.Widget = W.RadioButtons(options=self.choices, value=None, layout=W.Layout(width="auto"))
        else:
            self.box = W.Text(placeholder=self._placeholder(), layout=W.Layout(width="320px"))
        self.box.add_class("cf-answer")
        self.button = W.Button(description="Check", button_style="primary", icon="check")
        self.button.add_class("cf-check-button")
        self.button.on_click(lambda _: self.check())
        self.feedback = W.HTML("")
        self.feedback.add_class("cf-feedback")
        reveal = f"<b>{html.escape(_show(self.answer))}</b>" + (f". {explain}" if explain else "")
        self.fold = W.Accordion(children=[W.HTML(reveal)], titles=("Show the answer",), selected_index=None)
        self.fold.add_class("cf-answer-fold")
        parts += [W.HBox([self.box, self.button]), self.feedback, self.fold]
        super().__init__(parts, layout=W.Layout(border="1px solid #c9b99a", padding="6px 10px", margin="6px 0"))
        self.add_class("cf-check")

    def _placeholder(self) -> str:
        a = self.answer
        if isinstance(a, Fraction):
            return "a number, like 12 or 7/55" if a.denominator != 1 else "a whole number"
        if isinstance(a, Tile):
            return "a tile, like 9|4"
        if isinstance(a, frozenset):
            if any(isinstance(x, Tile) for x in a) or not a:
                return "tiles, like 9|4 6|2 (or none)"
            return "numbers, like 3 7"
        return "your answer"

    @property
    def value(self) -> str:
        """What the reader has typed or picked ('' when nothing yet)."""
        v = self.box.value
        return "" if v is None else str(v)

    def is_right(self, reply: str) -> bool:
        """Whether ``reply`` answers the question (raises :class:`Unreadable` if it cannot be read)."""
        a = self.answer
        if self.choices is not None:
            return reply == a
        if isinstance(a, Fraction):
            value, places = read_number(reply)
            if value == a:
                return True
            if places is None or a.denominator == 1:
                return False
            digits = re.sub(r"^[^1-9]*", "", reply.replace(".", "").rstrip("%"))
            return len(digits) >= 2 and abs(value - a) <= Fraction(1, 2 * 10**places)
        if isinstance(a, Tile):
            try:
                return Tile.parse(reply) == a
            except TileError as e:
                raise Unreadable(str(e)) from None
        if isinstance(a, frozenset):
            if a and all(isinstance(x, int) for x in a):
                return read_numbers(reply) == a
            return read_tiles(reply) == a
        return _same_text(reply, str(a))

    def check(self, reply: str | None = None) -> bool:
        """Check ``reply`` (default: what the box holds), say right or wrong, and return whether it is right.

        This is what the Check button does; giving ``reply`` first fills the box, as a reader would.
        """
        if reply is not None:
            self.box.value = reply
        given = self.value
        if not given.strip():
            self.feedback.value = "Write or pick an answer first."
            return False
        try:
            right = self.is_right(given)
        except Unreadable as e:
            self.feedback.value = f"I could not read that: {html.escape(str(e))}."
            return False
        self.attempts += 1
        if right:
            self.solved = True
            self.feedback.value = "<b>✔ Right.</b>" + (f" {self.explain}" if self.explain else "")
        else:
            tip = f" Hint: {self.hint}" if self.hint else " Try again, or open “Show the answer”."
            self.feedback.value = "<b>✘ Not yet.</b>" + tip
        return right

    def __repr__(self) -> str:
        return f"<Check: {re.sub('<[^>]+>', '', self.question.value)}>"


def _svg_of(picture: Any) -> str:
    if isinstance(picture, str):
        return picture
    if isinstance(picture, Round):
        return position_picture(picture)._repr_html_()
    if isinstance(picture, Picture | TileRow):
        return picture._repr_html_()
    return show(picture)._repr_html_()


#: How many screen pixels one unit of each kind of picture gets (the renderer's SVGs fill
#: their cell's width; a lesson shows them at a size that reads well instead).
SCALES = {"cf-tile": 2.6, "cf-hand": 2.2, "cf-table": 2.0, "cf-round": 1.25, "cf-score": 1.25}
#: The widest each kind of picture is shown, in pixels (a big table still fits beside its text).
WIDEST = {"cf-tile": 160, "cf-hand": 720, "cf-table": 560, "cf-round": 760, "cf-score": 480}
_VIEWBOX = re.compile(r"""viewBox=["'][-\d.]+ [-\d.]+ ([\d.]+) [\d.]+["']""")
_KIND = re.compile(r"""class=["'](cf-[a-z]+)""")


def natural_width(svg: str) -> int | None:
    """The width in pixels a picture of the renderer reads well at (``None``: let it fill its cell).

    >>> natural_width('<svg class="cf-tile" viewBox="-22 -12 44 24" width="100%"></svg>')
    114
    """
    box, kind = _VIEWBOX.search(svg), _KIND.search(svg)
    if box is None or kind is None or kind.group(1) not in SCALES:
        return None
    return round(min(float(box.group(1)) * SCALES[kind.group(1)], WIDEST[kind.group(1)]))


@dataclass(frozen=True)
class Picture:
    """SVG pictures side by side (wrapping on a narrow screen), each at the size it reads well at."""

    svgs: tuple[str, ...]
    captions: tuple[str, ...] = ()

    def _repr_html_(self) -> str:
        cells = []
        for i, svg in enumerate(self.svgs):
            caption = self.captions[i] if i < len(self.captions) else ""
            head = f"<div style='font-weight:600;margin:2px 0'>{html.escape(caption)}</div>" if caption else ""
            width = natural_width(svg)
            size = f"flex:0 1 {width}px;max-width:100%" if width else "flex:1 1 100%"
            cells.append(f"<div style='{size};min-width:0'>{head}{svg}</div>")
        return (
            "<div class='cf-picture-row' style='display:flex;flex-wrap:wrap;gap:18px;align-items:flex-start'>"
            + "".join(cells) + "</div>"
        )

    def __repr__(self) -> str:
        return f"<Picture of {len(self.svgs)} drawing{'s' if len(self.svgs) != 1 else ''}>"


def show(*things: Any, captions: Sequence[str] = (), **options: Any) -> Picture:
    """Draw tiles, hands, rounds or matches side by side, each at a size that reads well.

    ``options`` go to the round's picture (``viewer=``, ``selected=``, ``show_legal=``).

    >>> p = show(Tile(9, 4), Hand.parse("6|6 3|1"), captions=["a tile", "a hand"])
    >>> [natural_width(s) for s in p.svgs]
    [114, 136]
    """
    from chickenfoot_nb import render

    svgs = []
    for x in things:
        if isinstance(x, str):
            svgs.append(x)
        elif isinstance(x, Tile):
            svgs.append(render.tile_svg(x))
        elif isinstance(x, Round):
            svgs.append(render.round_svg(x, **options))
        elif isinstance(x, Match):
            svgs.append(render.score_sheet_svg(x))
        elif isinstance(x, Iterable):
            svgs.append(render.hand_svg([Tile.parse(t) for t in x]))
        else:
            raise TypeError(f"show() draws tiles, hands, rounds and matches, not {x!r}")
    return Picture(tuple(svgs), tuple(captions))


def position_picture(r: Round, seat: int | None = None) -> Picture:
    """The table and one seat's hand (default: the seat to move), without the hints a round picture gives.

    An exercise shows this instead of the whole round: the round's picture names what the
    rules force now and marks the playable tiles, which would give the answer away.

    >>> from chickenfoot_nb import Round
    >>> p = position_picture(Round.deal("spruce", players=3, seed=2))
    >>> p.captions
    ('The table', "Seat 0's hand")
    """
    from chickenfoot_nb.render import hand_svg, table_svg

    seat = r.seat if seat is None else seat
    return Picture(
        (table_svg(r), hand_svg(r.hand(seat), seat=seat)),
        ("The table", f"{r.names[seat]}'s hand"),
    )


def table_picture(r: Round) -> Picture:
    """The table alone: no status line, no hands, nothing that tells whose turn it is."""
    from chickenfoot_nb.render import table_svg

    return Picture((table_svg(r),), ("The table",))


@dataclass(frozen=True)
class TileRow:
    """Tiles drawn in a row in the order given (a :class:`Hand` sorts them; this does not)."""

    tiles: tuple[Tile, ...]

    def _repr_html_(self) -> str:
        from chickenfoot_nb.render import hand_svg

        return Picture((hand_svg(self.tiles),))._repr_html_()

    def __repr__(self) -> str:
        return " ".join(str(t) for t in self.tiles)


def tile_row(tiles: Iterable[Tile | str]) -> TileRow:
    """Tiles to draw side by side in this order, such as face-down tiles turned over one by one.

    >>> tile_row(["1|0", "9-9", "4|2"])
    1|0 9|9 4|2
    """
    return TileRow(tuple(Tile.parse(t) for t in tiles))


# ----- trying an action ------------------------------------------------------------------


@dataclass(frozen=True)
class Attempt:
    """What happened when an action was tried: taken (with what it did) or refused (with the rule)."""

    action: str
    done: bool
    message: str

    def _repr_html_(self) -> str:
        colour, word = ("#2e7d32", "Done") if self.done else ("#b3261e", "Refused")
        return (
            f"<div class='cf-attempt' style='border-left:4px solid {colour};padding:4px 10px'>"
            f"<code>{html.escape(self.action)}</code>: <b style='color:{colour}'>{word}.</b> "
            f"{html.escape(self.message)}</div>"
        )

    def __repr__(self) -> str:
        return f"{'Done' if self.done else 'Refused'}: {self.message}"


def attempt(r: Round, action: Action | str, seat: int | None = None) -> Attempt:
    """Try ``action`` on ``r`` by the rules: take it, or show the reason it is refused (no traceback).

    >>> from chickenfoot_nb import Round
    >>> r = Round.deal("spruce", players=3, seed=2)
    >>> attempt(r, "play 9|9")
    Done: Seat 0 placed the round's double 9|9 in the centre.
    """
    text = str(action)
    try:
        r.apply(action, seat)
    except ChickenFootError as e:
        return Attempt(text, False, str(e))
    return Attempt(text, True, describe_action(r))


def try_rules(preset: str, players: int, **options: Any) -> Attempt:
    """Try to set up a round for ``players`` under a preset with ``options``; say why not if it cannot be dealt.

    >>> try_rules("spruce", 8)
    Refused: 8 players × 7 tiles = 56 tiles, but a double-9 set has only 55 tiles: use a double-12 set or fewer tiles per hand (at most 6)
    """
    shown = ", ".join([repr(preset), f"players={players}", *(f"{k}={v!r}" for k, v in options.items())])
    try:
        rules = Rules.preset(preset, **options)
        rules.check_players(players)
    except ChickenFootError as e:
        return Attempt(f"Rules({shown})", False, str(e))
    hand = rules.hand_size_for(players)
    aside = 1 if rules.double_set_aside else 0
    left = set_size(rules.set) - aside - players * hand
    return Attempt(
        f"Rules({shown})",
        True,
        f"{players} hands of {hand} tiles from a double-{rules.set} set; {left} tiles stay in the chicken yard.",
    )


# ----- the lessons' exercises ----------------------------------------------------------


@dataclass(frozen=True)
class Exercise:
    """A named exercise: the rules it checks, and how to build its :class:`Check` (from a position, if it needs one)."""

    key: str
    rules: tuple[str, ...]
    build: Callable[..., Check]


EXERCISES: dict[str, Exercise] = {}


def _exercise(key: str, *rules: str) -> Callable[[Callable[..., Check]], Callable[..., Check]]:
    unknown = [r for r in rules if r not in _RULES_BY_KEY]
    if unknown:
        raise ValueError(f"unknown rule keys {unknown}")

    def register(build: Callable[..., Check]) -> Callable[..., Check]:
        EXERCISES[key] = Exercise(key, rules, build)
        return build

    return register


def ask(key: str, *position: Any, **options: Any) -> Check:
    """The lessons' exercise named ``key``, built on ``position`` (a round or match) when it needs one.

    >>> ask("chicken-yard").choices
    ('the boneyard', 'the chicken yard', 'the hand', 'the foot')
    >>> ask("no-such-exercise")
    Traceback (most recent call last):
    ...
    KeyError: "there is no exercise named 'no-such-exercise'"
    """
    if key not in EXERCISES:
        raise KeyError(f"there is no exercise named {key!r}")
    return EXERCISES[key].build(*position, **options)


def playable_tiles(r: Round, seat: int | None = None) -> frozenset[Tile]:
    """The tiles ``seat`` (default: the seat to move) could play now.

    >>> playable_tiles(Round.deal("spruce", players=3, seed=2))
    frozenset({Tile(9, 9)})
    """
    return frozenset(v.tile for v in verdicts(r, seat) if v.playable)


def _name(r: Round, seat: int | None = None) -> str:
    return r.names[r.seat if seat is None else seat]


def _hand_svg(hand: Iterable[Tile], seat: int | None = None) -> str:
    from chickenfoot_nb.render import hand_svg

    return hand_svg(list(hand), seat=seat)


# 00 and 02: the equipment and the deal


@_exercise("chicken-yard", "yard")
def _chicken_yard() -> Check:
    return Check(
        "In Chicken Foot, what is the pile of face-down tiles that players draw from called?",
        "the chicken yard",
        choices=["the boneyard", "the chicken yard", "the hand", "the foot"],
        explain="Other domino games call it the boneyard; in Chicken Foot it is the chicken yard.",
    )


# 01: tiles and sets


@_exercise("canonical-tile", "tile-text")
def _canonical_tile() -> Check:
    t = Tile.parse("3-8")
    return Check(
        "Someone writes the tile <code>3-8</code>. How does this package write it (higher number first, joined by |)?",
        str(t),
        explain=f"Tile.parse('3-8') gives {t!r}, written {t}.",
        hint="Put the higher number first and join the numbers with |.",
    )


@_exercise("set-size-12", "set")
def _set_size_12() -> Check:
    return Check(
        "How many tiles has a double-12 set?",
        set_size(12),
        explain=f"(12+1)(12+2)/2 = 13 × 14 / 2 = {set_size(12)}. Check it with len(double_set(12)).",
        hint="13 doubles, plus one tile for each pair of different numbers from 0 to 12: 13 × 12 / 2.",
    )


@_exercise("tiles-with-a-number", "set")
def _tiles_with_a_number(n: int = 9, number: int = 4) -> Check:
    count = sum(1 for t in double_set(n) if t.has(number))
    return Check(
        f"How many tiles of a double-{n} set show a {number} on at least one end?",
        count,
        explain=f"{number}|0 to {number}|{n}: {n + 1} tiles (the double {number}|{number} counts once).",
        hint=f"Pair {number} with every number from 0 to {n}.",
    )


@_exercise("set-pips", "set", "tile-value")
def _set_pips(n: int = 6) -> Check:
    total = sum(t.pips for t in double_set(n))
    return Check(
        f"What is the value of a whole double-{n} set: the sum of the values of all its {set_size(n)} tiles?",
        total,
        explain=(
            f"Each number appears N+2 = {n + 2} times (on {n + 1} tiles, twice on its double), so "
            f"the total is (0+1+…+{n}) × {n + 2} = {n * (n + 1) // 2} × {n + 2} = {total}."
        ),
        hint=f"Count how many times each number 0..{n} is printed on the set.",
    )


@_exercise("hand-value", "tile-value")
def _hand_value(hand: Hand) -> Check:
    return Check(
        f"What is this hand worth, counting 0|0 as 0? ({len(hand)} tiles)",
        hand.pips(),
        picture=hand,
        explain=" + ".join(str(t.pips) for t in hand) + f" = {hand.pips()}.",
        hint="Add up every number printed on the tiles.",
    )


# 02: the deal and the start


@_exercise("preset-seven-each", "presets", "hand-size")
def _preset_seven_each() -> Check:
    g, s = Rules.preset("gamerules").hand_size_for(4), Rules.preset("spruce").hand_size_for(4)
    return Check(
        "Four friends play. Under which preset is each of them dealt 7 tiles?",
        "spruce",
        choices=["gamerules", "spruce", "both"],
        explain=f"spruce deals 7 each ({s}); gamerules deals by the number of players: {g} each for 4.",
    )


@_exercise("gamerules-hand", "hand-size", "yard", "round-double")
def _gamerules_hand(players: int = 5) -> Check:
    rules = Rules.preset("gamerules")
    hand = rules.hand_size_for(players)
    left = set_size(9) - 1 - players * hand
    return Check(
        f"gamerules, double-9, {players} players. The round's double is set aside and every hand is dealt. "
        "How many tiles are left in the chicken yard?",
        left,
        explain=f"55 tiles − 1 double set aside − {players} × {hand} dealt = {left}.",
        hint=f"Look up the hand size for {players} players, and remember the double set aside.",
    )


@_exercise("too-many-players", "players")
def _too_many_players(players: int = 8, n: int = 12) -> Check:
    most = set_size(n) // players
    return Check(
        f"{players} players want to play spruce's way with a double-{n} set, but with bigger hands. "
        "What is the largest number of tiles each hand could get?",
        most,
        explain=f"A double-{n} set has {set_size(n)} tiles: {players} × {most} = {players * most} fits, "
        f"{players} × {most + 1} = {players * (most + 1)} does not. Check it: try_rules('spruce', {players}, set={n}, hand_size={most + 1}).",
        hint=f"How many tiles has a double-{n} set? Share them out among {players} hands.",
    )


@_exercise("search-finder", "search", "round-double")
def _search_finder(players: int = 3, seed: int = 14) -> Check:
    import random

    rng = random.Random(seed)
    face_down = list(double_set(9))
    rng.shuffle(face_down)
    place = face_down.index(Tile(9, 9))
    row = tile_row(face_down[: place + 1])
    shown = " ".join(str(t) for t in face_down[: place + 1])
    finder = place % players
    return Check(
        f"gamerules, {players} players. Face down, the tiles are drawn in this order, one each in turn, "
        f"seat 0 first: <code>{shown}</code>. Which seat draws 9|9 and starts? (write the seat number)",
        finder,
        picture=row,
        explain=f"9|9 is draw number {place + 1}; the seats take turns 0, 1, …, {players - 1}, 0, …, so it falls to seat {place} mod {players} = {finder}.",
        hint=f"Draw 1 is seat 0's, draw 2 seat 1's, … draw {players + 1} is seat 0's again.",
    )


@_exercise("spruce-search", "spruce-search", "round-double")
def _spruce_search(r: Round) -> Check:
    probe = r.copy()
    while probe.phase == "search":
        probe.push(probe.legal_actions()[0])
    finder = probe.seat
    return Check(
        f"Nobody was dealt {r.centre}. The seats draw from the chicken yard in turn, seat 0 first; "
        f"the yard's next tiles are <code>{' '.join(str(t) for t in r.yard[:6])}</code>. "
        "Which seat draws the double and places it? (write the seat number)",
        finder,
        explain=f"The tiles go to seats 0, 1, 2, … in turn; {r.centre} is drawn by seat {finder}.",
    )


@_exercise("who-plays-first", "first-action")
def _who_plays_first(r: Round) -> Check:
    assert r.phase == "place", "this exercise needs a spruce round whose double is about to be placed"
    nxt = (r.seat + 1) % r.players
    return Check(
        f"spruce: {_name(r)} holds {r.centre} and places it in the centre. "
        "Which seat plays the first tile against it? (write the seat number)",
        nxt,
        picture=r,
        explain=f"Placing the double is {_name(r)}'s whole turn; play goes on clockwise to seat {nxt}.",
    )


# 03: arms and turns


@_exercise("arms-count", "arms")
def _arms_count(players: int = 6) -> Check:
    g = Rules.preset("gamerules").arms_for(players)
    s = Rules.preset("spruce").arms_for(players)
    return Check(
        f"{players} players. How many arms does the centre double take under gamerules?",
        g,
        explain=f"gamerules: one arm per player, so {g}. spruce always takes {s}.",
    )


@_exercise("next-seat", "clockwise")
def _next_seat(players: int = 4, seat: int = 3) -> Check:
    return Check(
        f"{players} players. Seat {seat} has just played. Whose turn is it? (write the seat number)",
        (seat + 1) % players,
        explain=f"Clockwise: seat i is followed by seat (i+1) mod {players}, so ({seat}+1) mod {players} = {(seat + 1) % players}.",
    )


@_exercise("arm-phase-plays", "arm-phase")
def _arm_phase_plays(r: Round) -> Check:
    playable = playable_tiles(r)
    return Check(
        f"{r.arms_started} of the {r.arms_total} arms of {r.centre} are started. "
        f"Which tiles in {_name(r)}'s hand can be played now? Write them all (or none).",
        playable,
        picture=r,
        explain=f"While an arm is empty, every play must start a new arm, so only tiles with a {r.double} can be played.",
        hint=f"Look for tiles showing a {r.double}.",
    )


@_exercise("arm-limit", "arm-limit", "arms")
def _arm_limit(r: Round) -> Check:
    assert not r.in_arm_phase, "this exercise needs a round whose arms are all started"
    return Check(
        f"All {r.arms_total} arms of {r.centre} are started. May another tile with a {r.double} be played against the centre double?",
        False,
        picture=r,
        explain="No: the centre never takes more arms than its count. A tile with that number goes on an open end instead.",
    )


@_exercise("must-play", "must-play", "refused")
def _must_play(r: Round) -> Check:
    playable = playable_tiles(r)
    assert playable, "this exercise needs a seat that can play"
    return Check(
        f"{_name(r)} would like to draw from the chicken yard. What must {_name(r)} do instead?",
        "play a tile",
        choices=["play a tile", "draw", "pass"],
        picture=r,
        explain=f"{_name(r)} holds {' '.join(str(t) for t in sorted(playable, reverse=True))}, which can be played: a player who can play must play. The draw is refused.",
    )


@_exercise("drawn-tile-choices", "draw", "pass")
def _drawn_tile_choices(r: Round) -> Check:
    d = r.drawn_tile
    assert r.phase == "drawn" and d is not None, "this exercise needs a seat that has just drawn"
    may_pass = r.legal_actions()[-1].kind == "pass"
    fits = bool(r.targets(d))
    options = [f"only play {d}", f"play {d} or pass", "only pass"]
    right = options[1] if fits and may_pass else options[0] if fits else options[2]
    preset = r.rules.preset_name
    return Check(
        f"{preset}: {_name(r)} could not play, drew {d}, and it fits. What may {_name(r)} do now?",
        right,
        choices=options,
        picture=r,
        explain=(
            f"Under these rules (draw_must_play={r.rules.draw_must_play}) a drawn tile that fits "
            + ("must be played." if r.rules.draw_must_play else "may be played, or kept and the turn passed.")
            + " No other tile from the hand may be played now."
        ),
    )


@_exercise("kept-back", "kept-back", "pass")
def _kept_back(r: Round) -> Check:
    return Check(
        f"{r.players} players under {r.rules.preset_name}. The chicken yard still holds {r.yard_size} tiles. "
        f"How many of them may {_name(r)} draw?",
        r.yard_drawable,
        picture=r,
        explain=(
            f"{r.rules.preset_name} keeps the last {r.kept_back} back: they are never drawn, so "
            f"{r.yard_drawable} may be drawn. {_name(r)} cannot play, so {_name(r)} passes."
        ),
    )


@_exercise("refused-unchanged", "refused")
def _refused_unchanged() -> Check:
    return Check(
        "The engine refused an action above. Did that refused action change the round?",
        False,
        explain="No: a refused action leaves the game exactly as it was, and the message names the rule.",
    )


# 04: the chicken foot


@_exercise("toe-plays", "toes-first", "foot")
def _toe_plays(r: Round) -> Check:
    foot = r.pending_foot
    assert foot is not None, "this exercise needs an open chicken foot"
    return Check(
        f"The chicken foot on {foot} has {3 - r.toes_needed} of its 3 toes. "
        f"Which tiles in {_name(r)}'s hand can be played now? Write them all (or none).",
        playable_tiles(r),
        picture=r,
        explain=f"Until the foot has three toes, every play must be a toe: a tile with a {foot.hi} on {foot}.",
        hint=f"Only tiles showing a {foot.hi} can go on the foot, and nothing else may be played.",
    )


@_exercise("double-toe", "no-double-toes")
def _double_toe(number: int = 1) -> Check:
    return Check(
        f"Can a double ever be played as a toe on the chicken foot of {number}|{number}?",
        False,
        explain=f"A toe must show a {number}; the only double with a {number} is {number}|{number}, and it is already down. So feet never nest.",
    )


@_exercise("open-after-foot", "foot-complete")
def _open_after_foot(r: Round) -> Check:
    assert r.pending_foot is None
    numbers = frozenset(r.open_ends.values())
    return Check(
        "The chicken foot now has its three toes. Which numbers are open on the table now? "
        "Write each number once.",
        numbers,
        picture=table_picture(r),
        explain="The far end of each toe is open like every other open end; the foot itself takes no more tiles.",
    )


@_exercise("centre-not-foot", "centre-not-foot")
def _centre_not_foot() -> Check:
    return Check(
        "9|9 has just been placed in the centre (spruce). Must the next three plays be toes with a 9?",
        "no: the centre double has 4 arms instead",
        choices=["yes: it is a chicken foot", "no: the centre double has 4 arms instead"],
        explain="The centre double is not a chicken foot. Its arms fill one after another: spruce has 4, gamerules one per player.",
    )


@_exercise("double-no-extra-turn", "one-tile", "foot")
def _double_no_extra_turn(r: Round) -> Check:
    assert r.history and r.history[-1][1].tile is not None and r.history[-1][1].tile.is_double
    seat = r.history[-1][0]
    return Check(
        f"{r.names[seat]} has just played the double {r.history[-1][1].tile}. Whose turn is it now? (write the seat number)",
        r.seat,
        picture=table_picture(r),
        explain=f"A double gives no extra turn: one tile per turn, so play goes on clockwise to seat {r.seat}, who must play a toe if they can.",
    )


# 05: scoring


@_exercise("round-end", "out", "blocked", "end-check")
def _round_end(r: Round) -> Check:
    assert r.is_over
    right = "a player went out" if r.end == "out" else "it is blocked"
    held = ", ".join(f"{r.names[s]}: {_plural_tiles(n)}" for s, n in enumerate(r.hand_sizes))
    kept = f" ({r.kept_back} more kept back)" if r.kept_back and r.yard_size else ""
    return Check(
        f"The last action was: {describe_action(r)} Now the hands hold: {held}. "
        f"The chicken yard holds {r.yard_drawable} tiles that may be drawn{kept}. Why is this round over?",
        right,
        choices=["a player went out", "it is blocked"],
        picture=table_picture(r),
        explain=(
            f"{_name(r, r.out_seat)} played their last tile: the round ends at once, even with a chicken foot unfinished."
            if r.end == "out"
            else "Nobody holds a tile that fits the table and no tile may be drawn: the round is blocked. "
            "The engine checks this after every action, so it was over right after the draw."
        ),
    )


def _plural_tiles(n: int) -> str:
    return "1 tile" if n == 1 else f"{n} tiles"


@_exercise("seat-score", "round-score", "double-blank")
def _seat_score(r: Round, seat: int) -> Check:
    assert r.scores is not None
    hand = r.hand(seat)
    return Check(
        f"{r.rules.preset_name} (0|0 counts {r.rules.double_blank}). What does {_name(r, seat)} score this round?",
        r.scores[seat],
        picture=Picture((_hand_svg(hand, seat),), (f"{_name(r, seat)}'s hand",)),
        explain=f"{_name(r, seat)} holds {hand}: " + " + ".join(
            str(r.rules.double_blank if t.index == 0 else t.pips) for t in hand
        ) + f" = {r.scores[seat]}." if hand else f"{_name(r, seat)} went out: 0.",
    )


@_exercise("match-rounds", "match")
def _match_rounds(n: int = 6) -> Check:
    return Check(
        f"How many rounds does a match with a double-{n} set have?",
        n + 1,
        explain=f"One round for each double {n}|{n}, {n - 1}|{n - 1}, …, 0|0: {n + 1} rounds.",
    )


@_exercise("match-winner", "match-winner", "tie-break")
def _match_winner(m: Match, tie_break: str | None = None) -> Check:
    rules = m.rules if tie_break is None else m.rules.replace(tie_break=tie_break)
    winners, why = standing(m.totals, m.round_scores, rules, m.names)
    choices = [*m.names, "they share the win"]
    right = m.names[winners[0]] if len(winners) == 1 else choices[-1]
    rule = "most rounds scored 0, then the lowest non-zero round" if rules.tie_break == "zero_rounds" else "equal totals share the win"
    return Check(
        f"With tie_break={rules.tie_break!r} ({rule}), who wins this match?",
        right,
        choices=choices,
        explain=why[0].upper() + why[1:] + ".",
    )


# 06: playing


@_exercise("after-going-out", "out", "round-score")
def _after_going_out() -> Check:
    return Check(
        "You play your last tile while a chicken foot still needs a toe. What happens?",
        "the round ends at once and you score 0",
        choices=[
            "the round ends at once and you score 0",
            "the others finish the foot first",
            "you must draw a tile",
        ],
        explain="Going out ends the round at once, foot or no foot; every other seat scores the pips in hand.",
    )


# 07 and 08: probability and rule options


@_exercise("hold-the-double", "hand-size", "set")
def _hold_the_double(hand: int = 7, n: int = 9) -> Check:
    p = Fraction(hand, set_size(n))
    return Check(
        f"A {hand}-tile hand is dealt from a shuffled double-{n} set. What is the chance it holds {n}|{n}? "
        "(a fraction or a decimal)",
        p,
        explain=f"Each of the {set_size(n)} tiles is equally likely to be in the hand, and the hand holds {hand} of them: {hand}/{set_size(n)}.",
        hint="How many of the tiles does the hand hold, out of how many?",
    )


@_exercise("no-double", "hand-size", "set")
def _no_double(hand: int = 7, n: int = 9) -> Check:
    from math import comb

    doubles = n + 1
    p = Fraction(comb(set_size(n) - doubles, hand), comb(set_size(n), hand))
    return Check(
        f"What is the chance that a {hand}-tile hand from a double-{n} set holds no double at all? "
        "(a fraction, or a decimal to 2 significant digits)",
        p,
        explain=f"Hands without a double / all hands = C({set_size(n) - doubles}, {hand}) / C({set_size(n)}, {hand}) = {p} ≈ {float(p):.4f}.",
        hint=f"Count the hands made only from the {set_size(n) - doubles} tiles that are not doubles.",
    )


#: What an option comparison can be asked about: the words, and the number for one variant.
MEASURES: dict[str, tuple[str, Callable[[Any], float]]] = {
    "turns": ("the longest rounds (the most turns on average)", lambda s: float(s.turns.mean())),
    "blocked": ("the largest share of blocked rounds", lambda s: float(s.blocked.estimate)),
    "score": ("the highest mean round score", lambda s: float(s.scores.mean())),
}


@_exercise("option-effect", "options")
def _option_effect(comparison: Any, measure: str = "turns") -> Check:
    """``comparison`` is a :class:`chickenfoot_nb.probability.OptionComparison`.

    Variants that gave exactly the same number (the same games) are one choice together.
    """
    words, value = MEASURES[measure]
    groups: dict[float, list[str]] = {}
    for label, stats in comparison.rows:
        groups.setdefault(round(value(stats), 9), []).append(label)
    choices = {v: " and ".join(labels) + (" (the same games)" if len(labels) > 1 else "")
               for v, labels in groups.items()}
    best = choices[max(groups)]
    shown = "; ".join(f"{choices[v]}: {v:.3g}" for v in groups)
    return Check(
        f"In the simulation above, which rule set gave {words}?",
        best,
        choices=list(choices.values()),
        explain=f"Read it off the table ({shown}). Each variant was dealt the same seeds, so the "
        "difference comes from the rule; a bigger simulation tells you whether it is more than luck.",
    )


def covered_rules(keys: Iterable[str]) -> set[str]:
    """The rule keys checked by the named exercises.

    >>> sorted(covered_rules(["set-size-12", "canonical-tile"]))
    ['set', 'tile-text']
    """
    return {rule for k in keys for rule in EXERCISES[k].rules}
