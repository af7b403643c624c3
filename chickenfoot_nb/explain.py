"""Why and why not: plain-word reasons for what the rules allow at this moment.

>>> from chickenfoot_nb.round import Round
>>> r = Round.deal("gamerules", players=4, seed=5)
>>> print(forced_now(r))
Seat 2 starts. 0 of the 4 arms of the centre double 9|9 are started: every play must start a new arm with a 9.
>>> v = verdicts(r)[0]
>>> v.tile, v.playable, v.reason
(Tile(9, 8), True, 'it can start a new arm on 9|9')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from chickenfoot_nb.actions import Action
from chickenfoot_nb.tiles import Tile

if TYPE_CHECKING:
    from chickenfoot_nb.round import Round


@dataclass(frozen=True, slots=True)
class Verdict:
    """Whether a tile in hand can be played now, where, and why (or why not)."""

    tile: Tile
    playable: bool
    targets: tuple[Tile | None, ...]
    reason: str


def _plural(k: int, word: str) -> str:
    return f"{k} {word}" if k == 1 else f"{k} {word}s"


def forced_now(r: Round) -> str:
    """What the rules force at this moment, in one or two sentences."""
    name = r.names[r.seat]
    if r.is_over:
        if r.end == "out":
            return f"The round is over: {r.names[r.out_seat or 0]} went out."
        return "The round is over: it is blocked (nobody can play and no tile may be drawn)."
    if r.phase == "search":
        return (
            f"Nobody holds {r.centre}, the round's double: seats draw from the chicken yard in "
            f"turn, seat 0 first, until someone finds it. {name} draws now."
        )
    if r.phase == "place":
        return f"{name} holds {r.centre}, the round's double, and places it in the centre."
    lead = ""
    if not r.history and r.rules.double_set_aside:
        lead = f"{name} starts. "
    if r.phase == "drawn":
        d = r.drawn_tile
        if r.targets(d):  # type: ignore[arg-type]
            rule = "must play it" if r.rules.draw_must_play else "may play it or pass"
            return f"{name} drew {d}, which can be played: {name} {rule}."
        return f"{name} drew {d}, which cannot be played: {name} passes."
    foot = r.pending_foot
    if foot is not None:
        return lead + (
            f"The chicken foot on {foot} still needs {_plural(r.toes_needed, 'toe')}: "
            f"every play must be a toe with a {foot.hi}."
        )
    if r.in_arm_phase:
        return lead + (
            f"{r.arms_started} of the {r.arms_total} arms of the centre double {r.centre} are "
            f"started: every play must start a new arm with a {r.double}."
        )
    return lead + "Play on any open end."


def why_not_tile(r: Round, t: Tile, seat: int | None = None) -> str | None:
    """Why ``seat`` (default: the seat to move) cannot play ``t`` now, or ``None`` if it can.

    >>> from chickenfoot_nb.round import Round
    >>> r = Round.deal("gamerules", players=4, seed=5)
    >>> why_not_tile(r, Tile(5, 4))
    '0 of the 4 arms are started: start a new arm with a 9 (5|4 has no 9)'
    """
    seat = r.seat if seat is None else seat
    if r.is_over:
        return "the round is over"
    holder = r.holder(t)
    if holder != seat:
        if r.on_table(t):
            return f"{t} is already on the table"
        return f"{r.names[seat]} does not hold {t}"
    if seat != r.seat:
        return f"it is {r.names[r.seat]}'s turn"
    if r.phase == "search":
        return f"nobody has found {r.centre} yet: draw until someone does"
    if r.phase == "place":
        if t == r.centre:
            return None
        return f"{r.centre} must be placed in the centre first"
    if r.phase == "drawn" and t != r.drawn_tile:
        return f"you have just drawn {r.drawn_tile}: only the drawn tile may be played now"
    if r.targets(t):
        return None
    foot = r.pending_foot
    if foot is not None:
        return (
            f"the chicken foot on {foot} still needs {_plural(r.toes_needed, 'toe')}: "
            f"only a {foot.hi} can be played ({t} has no {foot.hi})"
        )
    if r.in_arm_phase:
        return (
            f"{r.arms_started} of the {r.arms_total} arms are started: start a new arm "
            f"with a {r.double} ({t} has no {r.double})"
        )
    shown = sorted(set(r.open_ends.values()))
    if not shown:
        return "no end is open"
    nums = ", ".join(str(n) for n in shown)
    return (
        f"no open end shows {t.hi}"
        + (f" or {t.lo}" if not t.is_double else "")
        + f" (open: {nums})"
    )


def verdicts(r: Round, seat: int | None = None) -> list[Verdict]:
    """For each tile in ``seat``'s hand (default: the seat to move): can it be played, and why."""
    seat = r.seat if seat is None else seat
    out = []
    for t in r.hand(seat):
        reason = why_not_tile(r, t, seat)
        if reason is None:
            targets = tuple(r.targets(t))
            where = ", ".join("the centre" if o is None else str(o) for o in targets)
            if targets == (None,):
                text = "it is the round's double: place it in the centre"
            elif r.in_arm_phase:
                text = f"it can start a new arm on {r.centre}"
            elif r.pending_foot is not None:
                text = f"it can be a toe on {r.pending_foot}"
            else:
                text = f"it can be played on {where}"
            out.append(Verdict(t, True, targets, text))
        else:
            out.append(Verdict(t, False, (), reason))
    return out


def why_illegal(r: Round, a: Action, seat: int | None = None) -> str | None:
    """Why ``a`` is refused now, as a sentence for a learner, or ``None`` when it is legal."""
    name = r.names[r.seat]
    if r.is_over:
        return (
            "The round is over: "
            + (f"{r.names[r.out_seat or 0]} went out." if r.end == "out" else "it is blocked.")
            + " No more actions can be taken."
        )
    if seat is not None and seat != r.seat:
        who = r.names[seat] if 0 <= seat < r.players else f"seat {seat}"
        return f"It is {name}'s turn, not {who}'s."
    if a in r.legal_actions():
        return None
    if a.kind == "draw":
        return _why_not_draw(r, name)
    if a.kind == "pass":
        return _why_not_pass(r, name)
    return _why_not_play(r, a, name)


def _why_not_draw(r: Round, name: str) -> str:
    if r.phase == "place":
        return (
            f"{name} holds {r.centre}, the round's double, and must place it in the centre first."
        )
    if r.phase == "drawn":
        return f"{name} has already drawn {r.drawn_tile} this turn: one draw per turn."
    if r.can_play(r.seat):
        return "You hold a tile that can be played, so you must play instead of drawing."
    kept = f" (the last {_plural(r.kept_back, 'tile')} may never be drawn)" if r.kept_back else ""
    return f"The chicken yard has no tile left to draw{kept}: pass instead."


def _why_not_pass(r: Round, name: str) -> str:
    if r.phase == "search":
        return f"Nobody holds {r.centre} yet: draw from the chicken yard until someone finds it."
    if r.phase == "place":
        return (
            f"{name} holds {r.centre}, the round's double, and must place it in the centre first."
        )
    if r.phase == "drawn":
        return (
            f"{name} drew {r.drawn_tile}, which can be played, and under these rules a drawn "
            "tile that fits must be played."
        )
    if r.can_play(r.seat):
        return "You hold a tile that can be played, so you must play instead of passing."
    return "You cannot play, so you must draw from the chicken yard before you may pass."


def _why_not_play(r: Round, a: Action, name: str) -> str:
    t = a.tile
    assert t is not None
    if r.phase == "search":
        return f"Nobody holds {r.centre} yet: draw from the chicken yard until someone finds it."
    if r.holder(t) != r.seat:
        where = ": it is already on the table" if r.on_table(t) else ""
        return f"{name} does not hold {t}{where}."
    if r.phase == "place":
        if t != r.centre:
            return f"{name} holds {r.centre}, the round's double, and must place it in the centre first."
        return f"{r.centre} goes in the centre: play it without 'on'."
    if r.phase == "drawn" and t != r.drawn_tile:
        return f"{name} has just drawn {r.drawn_tile}: only the drawn tile may be played now."
    on = a.on
    if on is None:
        return f"Say where {t} goes: name the tile on the table whose open end it joins ('on')."
    if not r.on_table(on):
        return f"{on} is not on the table, so nothing can be played on it."
    foot = r.pending_foot
    if foot is not None:
        if on != foot:
            return (
                f"The chicken foot on {foot} still needs {_plural(r.toes_needed, 'toe')}: "
                "only a toe on it may be played."
            )
        return f"{t} has no {foot.hi}, so it cannot be a toe on the chicken foot of {foot}."
    if r.in_arm_phase:
        missing = r.arms_total - r.arms_started
        if on != r.centre:
            return (
                f"{missing} of the {r.arms_total} arms of the centre double are still empty: "
                "start a new arm first."
            )
        return f"{t} has no {r.double}, so it cannot start an arm on {r.centre}."
    if on == r.centre:
        return (
            f"All {r.arms_total} arms of the centre double {r.centre} are started: "
            "it takes no more tiles."
        )
    if on.is_double:
        return f"The chicken foot on {on} already has its three toes: play on the far end of a toe."
    cover = r.covered_by(on)
    if cover is not None:
        return f"The open end of {on} is already covered by {cover}: play on an open end."
    n = r.open_ends[on]
    return f"The open end of {on} shows {n}, and {t} has no {n}."


def describe_action(r: Round, step: int | None = None, visible: bool = True) -> str:
    """What action number ``step`` (default: the last) did, and why the rules allowed it.

    A tile drawn into a hand is named only when ``visible`` (the reader may see that hand);
    the double found in the search is always named, since it goes on the table at once.

    >>> from chickenfoot_nb.round import Round
    >>> r = Round.deal("gamerules", players=4, seed=5)
    >>> r.apply("play 9|8 on 9|9")
    >>> describe_action(r)
    'Seat 2 played 9|8 on the centre double 9|9, starting arm 1 of 4: while arms are empty, every play must start one with a 9.'
    """
    if not r.history:
        return "No action yet."
    step = len(r.history) - 1 if step is None else step
    seat, a = r.history[step]
    before = r.at(step)
    name = r.names[seat]
    if a.kind == "draw":
        got = before.yard[0]
        if before.phase == "search":
            found = "found it" if got == before.centre else "did not find it"
            return f"{name} drew from the chicken yard looking for {before.centre}, and {found}."
        shown = f": {got}" if visible else ""
        return f"{name} had no tile that could be played, so drew one from the chicken yard{shown}."
    if a.kind == "pass":
        if before.phase == "drawn":
            d = before.drawn_tile
            if not visible:
                return f"{name} drew a tile and passed."
            if d is not None and before.targets(d):
                return f"{name} kept the drawn {d} and passed, which these rules allow."
            return f"{name} drew {d}, which could not be played, so passed."
        return f"{name} could not play and nothing was left to draw, so passed."
    t, on = a.tile, a.on
    if on is None:
        return f"{name} placed the round's double {t} in the centre."
    if on == before.centre:
        return (
            f"{name} played {t} on the centre double {on}, starting arm {before.arms_started + 1} "
            f"of {before.arms_total}: while arms are empty, every play must start one with a {before.double}."
        )
    if before.pending_foot is not None:
        toe = 4 - before.toes_needed
        done = " The chicken foot is complete." if toe == 3 else ""
        return f"{name} played {t} as toe {toe} of 3 on the chicken foot of {on}.{done}"
    n = before.open_ends[on]
    assert t is not None
    if t.is_double:
        return (
            f"{name} played the double {t} on the open {n} of {on}: it lies crosswise and opens a "
            f"chicken foot, so the next three plays must be toes with a {n}."
        )
    return f"{name} played {t} on the open {n} of {on}; its far end {t.other(n)} is now open."
