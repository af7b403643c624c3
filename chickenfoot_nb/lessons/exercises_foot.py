"""The exercises of lesson 04: the chicken foot."""

from __future__ import annotations

from chickenfoot_nb.i18n import _
from chickenfoot_nb.lessons.check import Check
from chickenfoot_nb.lessons.facts import which_playable
from chickenfoot_nb.lessons.pictures import table_picture
from chickenfoot_nb.lessons.registry import exercise
from chickenfoot_nb.round import Round


@exercise("toe-plays", "toes-first", "foot")
def _toe_plays(r: Round) -> Check:
    foot = r.pending_foot
    assert foot is not None, "this exercise needs an open chicken foot"
    return which_playable(
        r,
        _("The chicken foot on {foot} has {toes} of its 3 toes.").format(
            foot=foot, toes=3 - r.toes_needed
        ),
        explain=_(
            "Until the foot has three toes, every play must be a toe: a tile with a {number} on {foot}."
        ).format(number=foot.hi, foot=foot),
        hint=_(
            "Only tiles showing a {number} can go on the foot, and nothing else may be played."
        ).format(number=foot.hi),
    )


@exercise("double-toe", "no-double-toes")
def _double_toe(number: int = 1) -> Check:
    return Check(
        _("Can a double ever be played as a toe on the chicken foot of {number}|{number}?").format(
            number=number
        ),
        False,
        explain=_(
            "A toe must show a {number}; the only double with a {number} is {number}|{number}, "
            "and it is already down. So feet never nest."
        ).format(number=number),
    )


@exercise("open-after-foot", "foot-complete")
def _open_after_foot(r: Round) -> Check:
    assert r.pending_foot is None
    numbers = frozenset(r.open_ends.values())
    return Check(
        _(
            "The chicken foot now has its three toes. Which numbers are open on the table now? "
            "Write each number once."
        ),
        numbers,
        picture=table_picture(r),
        explain=_(
            "The far end of each toe is open like every other open end; "
            "the foot itself takes no more tiles."
        ),
    )


@exercise("centre-not-foot", "centre-not-foot")
def _centre_not_foot() -> Check:
    choices = [_("yes: it is a chicken foot"), _("no: the centre double has 4 arms instead")]
    return Check(
        _(
            "9|9 has just been placed in the centre (spruce). "
            "Must the next three plays be toes with a 9?"
        ),
        choices[1],
        choices=choices,
        explain=_(
            "The centre double is not a chicken foot. Its arms fill one after another: "
            "spruce has 4, gamerules one per player."
        ),
    )


@exercise("double-no-extra-turn", "one-tile", "foot")
def _double_no_extra_turn(r: Round) -> Check:
    assert r.history and r.history[-1][1].tile is not None and r.history[-1][1].tile.is_double
    seat = r.history[-1][0]
    return Check(
        _(
            "{name} has just played the double {tile}. Whose turn is it now? "
            "(write the seat number)"
        ).format(name=r.names[seat], tile=r.history[-1][1].tile),
        r.seat,
        picture=table_picture(r),
        explain=_(
            "A double gives no extra turn: one tile per turn, so play goes on clockwise to "
            "seat {seat}, who must play a toe if they can."
        ).format(seat=r.seat),
    )
