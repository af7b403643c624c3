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
from chickenfoot_nb.i18n import _, ngettext
from chickenfoot_nb.phase import Phase
from chickenfoot_nb.position import Demand
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


def forced_now(r: Round) -> str:
    """What the rules force at this moment, in one or two sentences."""
    name = r.names[r.seat]
    if r.is_over:
        if r.end == "out":
            return _("The round is over: {name} went out.").format(name=r.names[r.out_seat or 0])
        return _("The round is over: it is blocked (nobody can play and no tile may be drawn).")
    if r.phase == Phase.SEARCH:
        return _(
            "Nobody holds {centre}, the round's double: seats draw from the chicken yard in "
            "turn, seat 0 first, until someone finds it. {name} draws now."
        ).format(centre=r.centre, name=name)
    if r.phase == Phase.PLACE:
        return _("{name} holds {centre}, the round's double, and places it in the centre.").format(
            name=name, centre=r.centre
        )
    # Two whole sentences side by side: each language orders the words inside each one.
    lead = ""
    if not r.history and r.rules.double_set_aside:
        lead = _("{name} starts.").format(name=name) + " "
    if r.phase == Phase.DRAWN:
        d = r.drawn_tile
        if r.targets(d):  # type: ignore[arg-type]
            if r.rules.draw_must_play:
                said = _("{name} drew {tile}, which can be played: {name} must play it.")
            else:
                said = _("{name} drew {tile}, which can be played: {name} may play it or pass.")
            return said.format(name=name, tile=d)
        return _("{name} drew {tile}, which cannot be played: {name} passes.").format(
            name=name, tile=d
        )
    foot = r.pending_foot
    if foot is not None:
        return lead + ngettext(
            "The chicken foot on {foot} still needs {n} toe: every play must be a toe with a "
            "{number}.",
            "The chicken foot on {foot} still needs {n} toes: every play must be a toe with a "
            "{number}.",
            r.toes_needed,
        ).format(foot=foot, n=r.toes_needed, number=foot.hi)
    if r.in_arm_phase:
        return lead + ngettext(
            "{started} of the {total} arm of the centre double {centre} is started: every play "
            "must start a new arm with a {number}.",
            "{started} of the {total} arms of the centre double {centre} are started: every play "
            "must start a new arm with a {number}.",
            r.arms_total,
        ).format(started=r.arms_started, total=r.arms_total, centre=r.centre, number=r.double)
    return lead + _("Play on any open end.")


def why_not_tile(r: Round, t: Tile | str, seat: int | None = None) -> str | None:
    """Why ``seat`` (default: the seat to move) cannot play ``t`` now, or ``None`` if it can.

    ``t`` is a :class:`Tile` or its text (``"5|4"``). The reason is a clause that reads after
    "5|4 cannot be played now: ".

    >>> from chickenfoot_nb.round import Round
    >>> r = Round.deal("gamerules", players=4, seed=5)
    >>> why_not_tile(r, Tile(5, 4))
    '0 of the 4 arms are started: start a new arm with a 9 (5|4 has no 9)'
    >>> why_not_tile(r, "10|4")
    'there is no 10|4 in a double-9 set: its numbers go from 0 to 9'
    """
    t = Tile.parse(t)
    seat = r.seat if seat is None else seat
    if r.is_over:
        return _("the round is over")
    if t.hi > r.rules.set:
        return _(
            "there is no {tile} in a double-{number} set: its numbers go from 0 to {number}"
        ).format(tile=t, number=r.rules.set)
    holder = r.holder(t)
    if holder != seat:
        if r.on_table(t):
            return _("{tile} is already on the table").format(tile=t)
        return _("{name} does not hold {tile}").format(name=r.names[seat], tile=t)
    if seat != r.seat:
        return _("it is {name}'s turn").format(name=r.names[r.seat])
    if r.phase == Phase.SEARCH:
        return _("nobody has found {centre} yet: draw until someone does").format(centre=r.centre)
    if r.phase == Phase.PLACE:
        if t == r.centre:
            return None
        return _("{centre} must be placed in the centre first").format(centre=r.centre)
    if r.phase == Phase.DRAWN and t != r.drawn_tile:
        return _("you have just drawn {tile}: only the drawn tile may be played now").format(
            tile=r.drawn_tile
        )
    if r.targets(t):
        return None
    # The rule that gave t no target is the one the round's targets follow now.
    demand = r.demand
    foot = r.pending_foot
    if demand == Demand.TOE and foot is not None:
        return ngettext(
            "the chicken foot on {foot} still needs {n} toe: only a {number} can be played "
            "({tile} has no {number})",
            "the chicken foot on {foot} still needs {n} toes: only a {number} can be played "
            "({tile} has no {number})",
            r.toes_needed,
        ).format(foot=foot, n=r.toes_needed, number=foot.hi, tile=t)
    if demand == Demand.ARM:
        return ngettext(
            "{started} of the {total} arm is started: start a new arm with a {number} "
            "({tile} has no {number})",
            "{started} of the {total} arms are started: start a new arm with a {number} "
            "({tile} has no {number})",
            r.arms_total,
        ).format(started=r.arms_started, total=r.arms_total, number=r.double, tile=t)
    shown = sorted(set(r.open_ends.values()))
    if not shown:
        return _("no end is open")
    nums = ", ".join(str(n) for n in shown)
    if t.is_double:
        return _("no open end shows {number} (open: {numbers})").format(number=t.hi, numbers=nums)
    return _("no open end shows {hi} or {lo} (open: {numbers})").format(
        hi=t.hi, lo=t.lo, numbers=nums
    )


def verdicts(r: Round, seat: int | None = None) -> list[Verdict]:
    """For each tile in ``seat``'s hand (default: the seat to move): can it be played, and why."""
    seat = r.seat if seat is None else seat
    out = []
    for t in r.hand(seat):
        reason = why_not_tile(r, t, seat)
        if reason is None:
            targets = tuple(r.targets(t))
            demand = r.demand
            if demand == Demand.CENTRE:
                text = _("it is the round's double: place it in the centre")
            elif demand == Demand.ARM:
                text = _("it can start a new arm on {centre}").format(centre=r.centre)
            elif demand == Demand.TOE:
                text = _("it can be a toe on {foot}").format(foot=r.pending_foot)
            else:
                where = ", ".join(_("the centre") if o is None else str(o) for o in targets)
                text = _("it can be played on {where}").format(where=where)
            out.append(Verdict(t, True, targets, text))
        else:
            out.append(Verdict(t, False, (), reason))
    return out


def why_illegal(r: Round, a: Action | str, seat: int | None = None) -> str | None:
    """Why ``a`` is refused now, as a sentence for a learner, or ``None`` when it is legal.

    ``a`` is an :class:`Action` or its text, read by :meth:`Action.parse` as
    :meth:`Round.apply <chickenfoot_nb.round.Round.apply>` reads it: a text that is not a
    move raises the same :class:`~chickenfoot_nb.errors.IllegalActionError`.

    >>> from chickenfoot_nb.round import Round
    >>> r = Round.deal("gamerules", players=4, seed=5)
    >>> why_illegal(r, "play 9|8 on 9|9") is None
    True
    >>> why_illegal(r, Action.parse("draw"))
    'You hold a tile that can be played, so you must play instead of drawing.'
    >>> why_illegal(r, "play 10|4 on 9|9")
    'There is no 10|4 in a double-9 set: its numbers go from 0 to 9.'
    """
    a = Action.parse(a)
    name = r.names[r.seat]
    if r.is_over:
        if r.end == "out":
            return _("The round is over: {name} went out. No more actions can be taken.").format(
                name=r.names[r.out_seat or 0]
            )
        return _("The round is over: it is blocked. No more actions can be taken.")
    if seat is not None and seat != r.seat:
        if 0 <= seat < r.players:
            return _("It is {name}'s turn, not {other}'s.").format(name=name, other=r.names[seat])
        return _("It is {name}'s turn, not seat {seat}'s.").format(name=name, seat=seat)
    if a in r.legal_actions():
        return None
    if a.kind == "draw":
        return _why_not_draw(r, name)
    if a.kind == "pass":
        return _why_not_pass(r, name)
    return _why_not_play(r, a, name)


def _must_place(r: Round, name: str) -> str:
    return _(
        "{name} holds {centre}, the round's double, and must place it in the centre first."
    ).format(name=name, centre=r.centre)


def _nobody_holds(r: Round) -> str:
    return _(
        "Nobody holds {centre} yet: draw from the chicken yard until someone finds it."
    ).format(centre=r.centre)


def _why_not_draw(r: Round, name: str) -> str:
    if r.phase == Phase.PLACE:
        return _must_place(r, name)
    if r.phase == Phase.DRAWN:
        return _("{name} has already drawn {tile} this turn: one draw per turn.").format(
            name=name, tile=r.drawn_tile
        )
    if r.can_play(r.seat):
        return _("You hold a tile that can be played, so you must play instead of drawing.")
    if r.kept_back:
        return ngettext(
            "The chicken yard has no tile left to draw (the last {n} tile may never be drawn): "
            "pass instead.",
            "The chicken yard has no tile left to draw (the last {n} tiles may never be drawn): "
            "pass instead.",
            r.kept_back,
        ).format(n=r.kept_back)
    return _("The chicken yard has no tile left to draw: pass instead.")


def _why_not_pass(r: Round, name: str) -> str:
    if r.phase == Phase.SEARCH:
        return _nobody_holds(r)
    if r.phase == Phase.PLACE:
        return _must_place(r, name)
    if r.phase == Phase.DRAWN:
        return _(
            "{name} drew {tile}, which can be played, and under these rules a drawn tile that "
            "fits must be played."
        ).format(name=name, tile=r.drawn_tile)
    if r.can_play(r.seat):
        return _("You hold a tile that can be played, so you must play instead of passing.")
    return _("You cannot play, so you must draw from the chicken yard before you may pass.")


def _why_not_play(r: Round, a: Action, name: str) -> str:
    t = a.tile
    assert t is not None
    # A tile the set does not have is named as such, not as one the seat happens not to hold.
    for named in (t, a.on):
        if named is not None and named.hi > r.rules.set:
            return _(
                "There is no {tile} in a double-{number} set: its numbers go from 0 to {number}."
            ).format(tile=named, number=r.rules.set)
    if r.phase == Phase.SEARCH:
        return _nobody_holds(r)
    if r.holder(t) != r.seat:
        if r.on_table(t):
            return _("{name} does not hold {tile}: it is already on the table.").format(
                name=name, tile=t
            )
        return _("{name} does not hold {tile}.").format(name=name, tile=t)
    if r.phase == Phase.PLACE:
        if t != r.centre:
            return _must_place(r, name)
        # Translators: 'on' is a word of the action grammar ("play 9|4 on 9|9"): keep it.
        return _("{centre} goes in the centre: play it without 'on'.").format(centre=r.centre)
    if r.phase == Phase.DRAWN and t != r.drawn_tile:
        return _("{name} has just drawn {tile}: only the drawn tile may be played now.").format(
            name=name, tile=r.drawn_tile
        )
    on = a.on
    if on is None:
        # Translators: 'on' is a word of the action grammar ("play 9|4 on 9|9"): keep it.
        return _(
            "Say where {tile} goes: name the tile on the table whose open end it joins ('on')."
        ).format(tile=t)
    if not r.on_table(on):
        return _("{on} is not on the table, so nothing can be played on it.").format(on=on)
    # (t, on) is not among the round's targets: the rule they follow now says why.
    demand = r.demand
    foot = r.pending_foot
    if demand == Demand.TOE and foot is not None:
        if on != foot:
            return ngettext(
                "The chicken foot on {foot} still needs {n} toe: only a toe on it may be played.",
                "The chicken foot on {foot} still needs {n} toes: only a toe on it may be played.",
                r.toes_needed,
            ).format(foot=foot, n=r.toes_needed)
        return _(
            "{tile} has no {number}, so it cannot be a toe on the chicken foot of {foot}."
        ).format(tile=t, number=foot.hi, foot=foot)
    if demand == Demand.ARM:
        missing = r.arms_total - r.arms_started
        if on != r.centre:
            return ngettext(
                "{missing} of the {total} arm of the centre double is still empty: start a new "
                "arm first.",
                "{missing} of the {total} arms of the centre double are still empty: start a new "
                "arm first.",
                r.arms_total,
            ).format(missing=missing, total=r.arms_total)
        return _("{tile} has no {number}, so it cannot start an arm on {centre}.").format(
            tile=t, number=r.double, centre=r.centre
        )
    if on == r.centre:
        return ngettext(
            "The {total} arm of the centre double {centre} is started: it takes no more tiles.",
            "All {total} arms of the centre double {centre} are started: it takes no more tiles.",
            r.arms_total,
        ).format(total=r.arms_total, centre=r.centre)
    if on.is_double:
        return _(
            "The chicken foot on {on} already has its three toes: play on the far end of a toe."
        ).format(on=on)
    cover = r.covered_by(on)
    if cover is not None:
        return _("The open end of {on} is already covered by {cover}: play on an open end.").format(
            on=on, cover=cover
        )
    n = r.open_ends[on]
    return _("The open end of {on} shows {number}, and {tile} has no {number}.").format(
        on=on, number=n, tile=t
    )


def describe_action(
    r: Round, step: int | None = None, visible: bool = True, *, before: Round | None = None
) -> str:
    """What action number ``step`` (default: the last) did, and why the rules allowed it.

    A tile drawn into a hand is named only when ``visible`` (the reader may see that hand);
    the double found in the search is always named, since it goes on the table at once.
    ``before`` is the round as it was just before that action, when the caller has it:
    without it, the round is replayed from its deal to that moment.

    >>> from chickenfoot_nb.round import Round
    >>> r = Round.deal("gamerules", players=4, seed=5)
    >>> r.apply("play 9|8 on 9|9")
    >>> describe_action(r)
    'Seat 2 played 9|8 on the centre double 9|9, starting arm 1 of 4: while arms are empty, every play must start one with a 9.'
    >>> describe_action(r, before=Round.deal("gamerules", players=4, seed=5)) == describe_action(r)
    True
    """
    if not r.history:
        return _("No action yet.")
    step = len(r.history) - 1 if step is None else step
    seat, a = r.history[step]
    if before is None:
        before = r.at(step)
    name = r.names[seat]
    if a.kind == "draw":
        got = before.yard[0]
        if before.phase == Phase.SEARCH:
            if got == before.centre:
                said = _("{name} drew from the chicken yard looking for {centre}, and found it.")
            else:
                said = _(
                    "{name} drew from the chicken yard looking for {centre}, and did not find it."
                )
            return said.format(name=name, centre=before.centre)
        if visible:
            return _(
                "{name} had no tile that could be played, so drew one from the chicken yard: "
                "{tile}."
            ).format(name=name, tile=got)
        return _(
            "{name} had no tile that could be played, so drew one from the chicken yard."
        ).format(name=name)
    if a.kind == "pass":
        if before.phase == Phase.DRAWN:
            d = before.drawn_tile
            if not visible:
                return _("{name} drew a tile and passed.").format(name=name)
            if d is not None and before.targets(d):
                return _(
                    "{name} kept the drawn {tile} and passed, which these rules allow."
                ).format(name=name, tile=d)
            return _("{name} drew {tile}, which could not be played, so passed.").format(
                name=name, tile=d
            )
        return _("{name} could not play and nothing was left to draw, so passed.").format(name=name)
    t, on = a.tile, a.on
    if on is None:
        return _("{name} placed the round's double {tile} in the centre.").format(name=name, tile=t)
    if on == before.centre:
        return _(
            "{name} played {tile} on the centre double {on}, starting arm {arm} of {total}: "
            "while arms are empty, every play must start one with a {number}."
        ).format(
            name=name,
            tile=t,
            on=on,
            arm=before.arms_started + 1,
            total=before.arms_total,
            number=before.double,
        )
    if before.pending_foot is not None:
        toe = 4 - before.toes_needed
        said = _("{name} played {tile} as toe {toe} of 3 on the chicken foot of {on}.").format(
            name=name, tile=t, toe=toe, on=on
        )
        # A second whole sentence, not a piece of the first.
        return said + " " + _("The chicken foot is complete.") if toe == 3 else said
    n = before.open_ends[on]
    assert t is not None
    if t.is_double:
        # A double that ends the round opens no foot to fill: no toes are to come.
        after = r if step == len(r.history) - 1 else r.at(step + 1)
        if after.end == "out":
            said = _(
                "{name} played their last tile, the double {tile}, on the open {number} of {on}: "
                "{name} went out, and the round ends at once."
            )
        elif after.end == "blocked":
            said = _(
                "{name} played the double {tile} on the open {number} of {on}: nobody can play a "
                "toe with a {number} and no tile may be drawn, so the round is blocked and ends."
            )
        else:
            said = _(
                "{name} played the double {tile} on the open {number} of {on}: it lies crosswise "
                "and opens a chicken foot, so the next three plays must be toes with a {number}."
            )
        return said.format(name=name, tile=t, number=n, on=on)
    return _(
        "{name} played {tile} on the open {number} of {on}; its far end {far} is now open."
    ).format(name=name, tile=t, number=n, on=on, far=t.other(n))
