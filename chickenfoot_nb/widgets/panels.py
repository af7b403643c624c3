"""The text of the game's panels: the status line, the explanation, the odds and the score.

Each is a plain function of a :class:`~chickenfoot_nb.widgets.controller.GameController`,
so the words can be read and tested without a browser; the widget only wraps them in HTML.

>>> from chickenfoot_nb.widgets.controller import GameController
>>> g = GameController("spruce", players=3, seed=4, seats=["human"] * 3)
>>> status(g)
'Round 1 of 10 · double 9|9 · Seat 0 (you) to place the double · yard 34 (34 drawable) · step 0 of 0'
>>> explain(g)
[('Now', "Seat 0 holds 9|9, the round's double, and places it in the centre.")]
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from chickenfoot_nb.explain import describe_action, forced_now, why_not_tile
from chickenfoot_nb.match import Match
from chickenfoot_nb.tiles import Tile
from chickenfoot_nb.widgets.words import place

if TYPE_CHECKING:
    from chickenfoot_nb.widgets.controller import GameController


def status(g: GameController) -> str:
    """One line on the moment shown: the round, who is to do what, the yard, the step."""
    m, r, live = g.match, g.shown, g.round
    parts = [f"Round {len(m.rounds)} of {len(m.doubles)}", f"double {r.double}|{r.double}"]
    if r.is_over:
        parts.append("round over")
    else:
        who = r.names[r.seat]
        kind = "you" if g.is_human(r.seat) and r.seat == g.viewer else g.seat_kind(r.seat)
        verb = {"search": "draw", "place": "place the double", "drawn": "play or pass"}.get(
            r.phase, "play"
        )
        if r.phase == "drawn" and r.rules.draw_must_play:
            verb = "play the drawn tile"
        parts.append(f"{who} ({kind}) to {verb}")
    parts.append(f"yard {r.yard_size} ({r.yard_drawable} drawable)")
    parts.append(f"step {g.shown_step} of {len(live.history)}")
    if not g.live:
        parts.append("an earlier moment")
    return " · ".join(parts)


def explain(g: GameController) -> list[tuple[str, str]]:
    """The explanation panel: (heading, plain sentence) pairs for the moment shown."""
    r = g.shown
    out: list[tuple[str, str]] = []
    step = g.shown_step
    if step > 0:
        seat = g.round.history[step - 1][0]
        out.append(("Last action", describe_action(g.round, step - 1, g.sees(seat))))
    out.append(("Now", forced_now(r)))
    sel = g.selected_tile
    if sel is not None:
        reason = why_not_tile(r, sel)
        if reason is None:
            where = ", ".join(place(o) for o in r.targets(sel))
            out.append((f"Selected {sel}", f"It can be played on {where}."))
        else:
            out.append((f"Selected {sel}", f"It cannot be played: {reason}."))
    return out


def odds(g: GameController) -> str:
    """The chance that a draw now would fit, for the viewer ('' when it does not apply).

    It needs :mod:`chickenfoot_nb.probability`; without it the panel stays empty.

    >>> from chickenfoot_nb.widgets.controller import GameController
    >>> odds(GameController("spruce", players=3, seed=4, seats=["human"] * 3))
    ''
    """
    r = g.shown
    if r.is_over or r.yard_drawable == 0 or not r.centre_placed:
        return ""
    try:
        from chickenfoot_nb.probability import next_draw_playable
    except ImportError:
        return ""
    seat = g.viewer
    p = next_draw_playable(r.view(seat))
    return (
        f"If {r.names[seat]} drew now, the chance that the tile fits somewhere: "
        f"{p} ≈ {float(p):.0%}"
    )


def score_rows(m: Match) -> list[tuple[str, str, int, int]]:
    """At the end of a round: (name, tiles left, pips, match total) for each seat.

    >>> from chickenfoot_nb.bots import play_round
    >>> m = Match("spruce", players=2, seed=4)
    >>> _ = play_round(m.current, ["greedy", "greedy"])
    >>> score_rows(m)
    [('Seat 0', '—', 0, 0), ('Seat 1', '3|1', 4, 4)]
    """
    r = m.current
    totals = m.totals
    blank = r.rules.double_blank

    def shown(t: Tile) -> str:
        return f"0|0 (={blank})" if t.index == 0 and blank else str(t)

    return [
        (r.names[s], " ".join(shown(t) for t in r.hand(s)) or "—", r.pips(s), totals[s])
        for s in range(r.players)
    ]


def result(m: Match) -> str:
    """How the current round ended, and at the end of the match who won and why.

    >>> result(Match("spruce", players=2, seed=4))   # the round is still being played
    ''
    """
    r = m.current
    if not r.is_over:
        return ""
    text = forced_now(r)
    holds_blank = any(Tile(0, 0) in r.hand(s) for s in range(r.players))
    if holds_blank and r.rules.double_blank:
        text += f" 0|0 left in a hand counts {r.rules.double_blank} under these rules."
    if m.is_complete and m.winners is not None:
        names = " and ".join(m.names[s] for s in m.winners)
        verb = "win" if len(m.winners) > 1 else "wins"
        text += f" The match is over: {names} {verb} on {m.decided_by}."
    return text
