"""The exercises of lesson 04: the chicken foot."""

from __future__ import annotations

from functools import partial

from chickenfoot_nb.explain import describe_action, forced_now
from chickenfoot_nb.i18n import _
from chickenfoot_nb.lessons.check import Check, paragraphs
from chickenfoot_nb.lessons.facts import seat_name, which_playable
from chickenfoot_nb.lessons.pictures import position_picture, table_picture, tile_row
from chickenfoot_nb.lessons.registry import exercise
from chickenfoot_nb.round import Round
from chickenfoot_nb.tiles import Tile


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
        mistakes={
            seat: _(
                "{name} has already played one tile this turn, and a turn is one tile, a "
                "double too: under this house rule [H] a double gives no extra turn."
            ).format(name=r.names[seat])
        },
        explain=_(
            "A double gives no extra turn: one tile per turn, so play goes on clockwise to "
            "seat {seat}, who must play a toe if they can."
        ).format(seat=r.seat),
    )


# A prediction's reveal is said when it is shown, in the language spoken then, of a copy of
# the round: a later cell that plays on cannot change what the prediction was about.
def _told(game: Round, *steps: int) -> str:
    return paragraphs(*(describe_action(game, k) for k in steps))


def _forced(r: Round) -> str:
    return paragraphs(forced_now(r))


@exercise("no-toe-draws", "toes-first", predict=True)
def _no_toe_draws(game: Round, step: int) -> Check:
    """Before action ``step`` of ``game``: the seat to move has no toe, draws and passes."""
    r = game.at(step)
    foot = r.pending_foot
    assert foot is not None, "this exercise needs an open chicken foot"
    choices = [
        _("play a tile on another open end"),
        _("draw a tile from the chicken yard"),
        _("pass without drawing"),
    ]
    assert [a.kind for a in r.legal_actions()] == ["draw"], "the seat must have no toe to play"
    return Check(
        _(
            "The chicken foot on {foot} still needs a toe with a {number}. {name} holds no "
            "tile with a {number}. What must {name} do now?"
        ).format(foot=foot, number=foot.hi, name=seat_name(r)),
        choices[1],
        choices=choices,
        picture=position_picture(r),
        predict=True,
        mistakes={
            choices[0]: _(
                "Not while the foot has fewer than three toes: then every play must be a toe, "
                "so no tile may go on another open end."
            ),
            choices[2]: _(
                "A seat that cannot play draws one tile first; it passes only if that tile "
                "cannot be played either."
            ),
        },
        explain=_(
            "A seat with no toe to play is like any seat that cannot play: it draws one tile, "
            "and passes if that tile is not a {number} either."
        ).format(number=foot.hi),
        reveal=partial(_told, game.copy(), step, step + 1),
    )


@exercise("foot-two-toes", "toes-first", "foot-complete", predict=True)
def _foot_two_toes(r: Round) -> Check:
    foot = r.pending_foot
    assert foot is not None and r.toes_needed == 1, "this exercise needs a foot with two toes"
    choices = [
        _("yes: the foot is complete"),
        _("no: the foot still needs its third toe"),
    ]
    return Check(
        _(
            "The chicken foot on {foot} now has 2 toes. May {name} play a tile on any open end now?"
        ).format(foot=foot, name=seat_name(r)),
        choices[1],
        choices=choices,
        picture=table_picture(r),
        predict=True,
        mistakes={
            choices[0]: _(
                "Two toes are not enough: a chicken foot is complete only with three toes, "
                "and until then every play must be a toe."
            )
        },
        explain=_(
            "A chicken foot takes three toes. With two, the next play must still be a toe "
            "with a {number}."
        ).format(number=foot.hi),
        reveal=partial(_forced, r.copy()),
    )


# The self-test of lesson 04: new questions, no position of the lesson.


@exercise("foot-toe-count", "foot")
def _foot_toe_count() -> Check:
    return Check(
        _(
            "In a four-player spruce game, a player has just played the double 7|7 on an open 7. "
            "How many toes must be played on it before a tile may go anywhere else?"
        ),
        3,
        mistakes={
            4: _(
                "4 is the number of arms of the centre double under spruce. A chicken foot "
                "always takes three toes, whatever the number of players."
            ),
            1: _("One toe is not enough: the foot takes three toes before play goes elsewhere."),
        },
        explain=_("A chicken foot always has three toes."),
    )


@exercise("foot-which-tile", "toes-first", "no-double-toes")
def _foot_which_tile() -> Check:
    hand = (Tile(6, 2), Tile(5, 5), Tile(2, 0))
    return Check(
        _(
            "The chicken foot on 6|6 has 2 toes. The other open ends show 2 and 5. You hold "
            "6|2, 5|5 and 2|0. Which of your tiles can be played now? Write them all (or none)."
        ),
        {Tile(6, 2)},
        picture=tile_row(hand),
        mistakes={
            frozenset({Tile(6, 2), Tile(2, 0)}): _(
                "2|0 fits the open 2, but while the foot has fewer than three toes only a toe "
                "may be played."
            ),
            frozenset({Tile(6, 2), Tile(5, 5)}): _(
                "5|5 fits the open 5, but while the foot has fewer than three toes only a toe "
                "may be played, and a toe must show a 6."
            ),
            frozenset(hand): _(
                "Only a toe may be played until the foot has three toes: a tile with a 6 on 6|6."
            ),
        },
        explain=_("Only 6|2 has a 6, so only 6|2 can be the third toe."),
    )


@exercise("double-on-a-toe", "foot-complete", "no-double-toes")
def _double_on_a_toe() -> Check:
    return Check(
        _(
            "The chicken foot on 3|3 is complete: its toes are 5|3, 3|0 and 6|3. The centre "
            "double is 9|9. May the next player play the double 5|5 on the open 5 of 5|3?"
        ),
        True,
        mistakes={
            _("no"): _(
                "Feet never nest means that a toe is never a double. Once the foot is complete, "
                "the far end of a toe is an open end like any other, and 5|5 played there "
                "opens a new chicken foot."
            )
        },
        explain=_(
            "The foot on 3|3 is complete, so 5|5 may go on the open 5 like on any open end, "
            "and it opens a new chicken foot that needs three toes with a 5."
        ),
    )
