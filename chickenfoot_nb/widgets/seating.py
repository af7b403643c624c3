"""The board as a player sees it: the other seats round the table, the table, your hand below.

Everything fits one screen: the other seats are compact (a name, a count and face-down
backs, or their faces in the teacher view), the table scales into the room it is given, and
your hand keeps tiles large enough to click. The pictures come from the renderer; this
module only places them, as HTML the board shows.

>>> from chickenfoot_nb.widgets.controller import GameController
>>> g = GameController("spruce", players=4, seed=4, seats=["human", "greedy", "greedy", "greedy"])
>>> html = board_html(g)
>>> html.count('class="cf-seat '), 'cf-seat-left' in html, 'cf-hand-area' in html
(3, True, True)
>>> sides(2), sides(3), sides(7)
((['left'], [], ['right']), (['left'], ['top'], ['right']), (['left', 'left'], ['top', 'top', 'top'], ['right', 'right']))
"""

from __future__ import annotations

import html

from chickenfoot_nb.i18n import _, ngettext
from chickenfoot_nb.render import Hurry, hand_svg, table_svg
from chickenfoot_nb.render.aria import tile_button
from chickenfoot_nb.render.svg import Size
from chickenfoot_nb.round import Round
from chickenfoot_nb.widgets.controller import GameController
from chickenfoot_nb.widgets.seats import kind_word

#: How many face-down backs a compact seat shows at most (the count says the rest).
MAX_BACKS = 12

#: How much larger than the renderer's units the player's own hand is drawn (px per unit).
HAND_SCALE = 1.3


def sides(others: int) -> tuple[list[str], ...]:
    """Where the other seats sit, in playing order from the player's left: (left, top, right).

    One other player sits across the table, two at its sides; more take the top too, as at a
    real table.
    """
    if others <= 2:
        return (["left"], [], ["right"]) if others == 2 else (["top"] * others,)
    k = others // 3
    return (["left"] * k, ["top"] * (others - 2 * k), ["right"] * k)


def board_html(g: GameController, hurry: Hurry | None = None) -> str:
    """The board for the moment ``g`` shows: seats round the table, the table, your hand.

    ``hurry`` says whether the table may be drawn as a draft, and who waits when it is laid
    out again (see :class:`~chickenfoot_nb.render.layout.Hurry`).
    """
    m = g.moment
    r = m.round
    me = g.viewer
    others = [(me + k) % r.players for k in range(1, r.players)]
    places = [p for group in sides(len(others)) for p in group]
    parts = {"left": [], "top": [], "right": []}  # type: dict[str, list[str]]
    for seat, where in zip(others, places, strict=True):
        parts[where].append(_seat(g, r, seat, where))
    sel = g.selected
    if sel is not None and not g.sees(r.holder(sel) or 0):
        sel = None
    best = g.coach.best.action if g.coach is not None else None
    hint = best if best is not None and best.kind == "play" else None
    if sel is None and hint is not None:
        sel = hint.tile  # the coach's move is lit where it would land
    judged = m.verdict(sel) if sel is not None else None
    table = table_svg(
        r,
        selected=sel,
        places=judged.targets if judged is not None and judged.playable else None,
        table=m.table,
        highlight_last=True,
        interactive=True,
        hint=hint,
        size=Size(grow=TABLE_GROWTH),
        hurry=hurry,
    )
    # The moment shown (round and step), so that a test can wait for this picture.
    moment = f"{len(g.match.rounds)}:{len(r.history)}"
    return (
        f'<div class="cf-layout" data-moment="{moment}">'
        f'<div class="cf-seats-top">{"".join(parts["top"])}</div>'
        f'<div class="cf-seats-left">{"".join(parts["left"])}</div>'
        f'<div class="cf-table-area">{table}</div>'
        f'<div class="cf-seats-right">{"".join(parts["right"])}</div>'
        f'<div class="cf-hand-area">{_own_hand(g, r, me)}</div>'
        "</div>"
    )


def _label(g: GameController, r: Round, seat: int) -> str:
    kind = g.seat_kind(seat)
    # Translators: beside a seat's name at the table, "Seat 0 (you)".
    who = _("you") if seat == g.viewer and kind == "human" else kind_word(kind)
    return _("{name} ({who})").format(name=r.names[seat], who=who)


def _to_move(r: Round, seat: int) -> bool:
    return not r.is_over and r.seat == seat


def _seat(g: GameController, r: Round, seat: int, where: str) -> str:
    """One other seat, compact: a name, a count, and backs (or faces for the teacher)."""
    count = r.hand_sizes[seat]
    turn = _to_move(r, seat)
    label = html.escape(_label(g, r, seat))
    tiles = ngettext("{n} tile", "{n} tiles", count).format(n=count)
    if g.sees(seat):
        buttons = {v.tile: tile_button(r, v, pressed=False) for v in g.verdicts(seat)}
        face = hand_svg(r.hand(seat), seat=seat, per_row=8, buttons=buttons)
        hand = f'<div class="cf-seat-faces">{face}</div>'
    else:
        backs = '<span class="cf-back"></span>' * min(count, MAX_BACKS)
        hidden = ngettext(
            "{name}: {n} tile, face down", "{name}: {n} tiles, face down", count
        ).format(name=r.names[seat], n=count)
        hand = (
            f'<div class="tile face-down cf-backs" data-seat="{seat}" role="img" '
            f'aria-label="{html.escape(hidden)}">{backs}</div>'
        )
    # Babel reads no messages inside f-strings: the words are said first, then placed.
    to_move = html.escape(_("to move"))
    mark = f' <span class="cf-turn-mark">{to_move}</span>' if turn else ""
    cls = f"cf-seat cf-seat-{where}" + (" cf-to-move" if turn else "")
    return (
        f'<div class="{cls}" data-seat="{seat}">'
        f'<div class="cf-seat-name">{label}{mark}</div>'
        f'<div class="cf-seat-count">{tiles}</div>{hand}</div>'
    )


def _own_hand(g: GameController, r: Round, seat: int) -> str:
    """The player's own hand, large, judged when it is their turn."""
    turn = _to_move(r, seat)
    judged = g.verdicts(seat)
    sel = g.selected if g.selected in r.hand(seat) else None
    buttons = {v.tile: tile_button(r, v, pressed=v.tile == sel) for v in judged}
    coach = g.coach
    hint = coach.best.action.tile if coach is not None and coach.seat == seat else None
    picture = hand_svg(
        r.hand(seat),
        verdicts=judged if turn and g.is_human(seat) else None,
        seat=seat,
        selected=sel,
        per_row=20,
        buttons=buttons,
        hint=hint,
        size=Size(scale=HAND_SCALE),
    )
    head = html.escape(_label(g, r, seat))
    if turn:
        yours = html.escape(_("your turn"))
        mine = f' <span class="cf-turn-mark">{yours}</span>'
        head += mine if g.is_human(seat) else ""
    cls = "cf-own" + (" cf-to-move" if turn else "")
    return (
        f'<div class="{cls}" data-seat="{seat}"><div class="cf-seat-name">{head}</div>'
        f"{picture}</div>"
    )


#: How far the table may grow past the renderer's size to fill its room (a new round's few
#: tiles would otherwise fill the screen).
TABLE_GROWTH = 2.2
