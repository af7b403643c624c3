"""The exercises of lessons 05 and 06: the end of a round, scores, matches and going out."""

from __future__ import annotations

from collections.abc import Iterable

from chickenfoot_nb.explain import describe_action
from chickenfoot_nb.i18n import _, ngettext
from chickenfoot_nb.lessons.check import Check
from chickenfoot_nb.lessons.facts import seat_name
from chickenfoot_nb.lessons.pictures import Picture, table_picture
from chickenfoot_nb.lessons.registry import exercise
from chickenfoot_nb.match import Match, standing
from chickenfoot_nb.round import Round
from chickenfoot_nb.tiles import Tile


def _hand_svg(hand: Iterable[Tile], seat: int | None = None) -> str:
    from chickenfoot_nb.render import hand_svg

    return hand_svg(list(hand), seat=seat)


@exercise("round-end", "out", "blocked", "end-check")
def _round_end(r: Round) -> Check:
    assert r.is_over
    choices = [_("a player went out"), _("it is blocked")]
    right = choices[0] if r.end == "out" else choices[1]
    held = ", ".join(
        _("{name}: {tiles}").format(name=r.names[s], tiles=_plural_tiles(n))
        for s, n in enumerate(r.hand_sizes)
    )
    values = {
        "action": describe_action(r),
        "held": held,
        "drawable": r.yard_drawable,
        "kept": r.kept_back,
    }
    if r.kept_back and r.yard_size:
        question = ngettext(
            "The last action was: {action} Now the hands hold: {held}. The chicken yard holds "
            "{drawable} tiles that may be drawn ({kept} more kept back). Why is this round over?",
            "The last action was: {action} Now the hands hold: {held}. The chicken yard holds "
            "{drawable} tiles that may be drawn ({kept} more kept back). Why is this round over?",
            r.yard_drawable,
        )
    else:
        question = ngettext(
            "The last action was: {action} Now the hands hold: {held}. The chicken yard holds "
            "{drawable} tiles that may be drawn. Why is this round over?",
            "The last action was: {action} Now the hands hold: {held}. The chicken yard holds "
            "{drawable} tiles that may be drawn. Why is this round over?",
            r.yard_drawable,
        )
    return Check(
        question.format(**values),
        right,
        choices=choices,
        picture=table_picture(r),
        explain=(
            _(
                "{name} played their last tile: the round ends at once, "
                "even with a chicken foot unfinished."
            ).format(name=seat_name(r, r.out_seat))
            if r.end == "out"
            else _(
                "Nobody holds a tile that fits the table and no tile may be drawn: the round is "
                "blocked. The engine checks this after every action, so it was over right after "
                "the draw."
            )
        ),
    )


def _plural_tiles(n: int) -> str:
    return ngettext("{n} tile", "{n} tiles", n).format(n=n)


@exercise("seat-score", "round-score", "double-blank")
def _seat_score(r: Round, seat: int) -> Check:
    assert r.scores is not None
    hand = r.hand(seat)
    return Check(
        _("{preset} (0|0 counts {worth}). What does {name} score this round?").format(
            preset=r.rules.preset_name, worth=r.rules.double_blank, name=seat_name(r, seat)
        ),
        r.scores[seat],
        picture=Picture(
            (_hand_svg(hand, seat),), (_("{name}'s hand").format(name=seat_name(r, seat)),)
        ),
        explain=_("{name} holds {hand}: {sum} = {score}.").format(
            name=seat_name(r, seat),
            hand=hand,
            sum=" + ".join(str(r.rules.double_blank if t.index == 0 else t.pips) for t in hand),
            score=r.scores[seat],
        )
        if hand
        else _("{name} went out: 0.").format(name=seat_name(r, seat)),
    )


@exercise("match-rounds", "match")
def _match_rounds(n: int = 6) -> Check:
    return Check(
        _("How many rounds does a match with a double-{n} set have?").format(n=n),
        n + 1,
        explain=ngettext(
            "One round for each double {n}|{n}, {m}|{m}, …, 0|0: {rounds} rounds.",
            "One round for each double {n}|{n}, {m}|{m}, …, 0|0: {rounds} rounds.",
            n + 1,
        ).format(n=n, m=n - 1, rounds=n + 1),
    )


@exercise("match-winner", "match-winner", "tie-break")
def _match_winner(m: Match, tie_break: str | None = None) -> Check:
    rules = m.rules if tie_break is None else m.rules.replace(tie_break=tie_break)
    winners, why = standing(m.totals, m.round_scores, rules, m.names)
    choices = [*m.names, _("they share the win")]
    right = m.names[winners[0]] if len(winners) == 1 else choices[-1]
    rule = (
        _("most rounds scored 0, then the lowest non-zero round")
        if rules.tie_break == "zero_rounds"
        else _("equal totals share the win")
    )
    return Check(
        _("With tie_break={option} ({rule}), who wins this match?").format(
            option=repr(rules.tie_break), rule=rule
        ),
        right,
        choices=choices,
        explain=why[0].upper() + why[1:] + ".",
    )


# 06: playing


@exercise("after-going-out", "out", "round-score")
def _after_going_out() -> Check:
    choices = [
        _("the round ends at once and you score 0"),
        _("the others finish the foot first"),
        _("you must draw a tile"),
    ]
    return Check(
        _("You play your last tile while a chicken foot still needs a toe. What happens?"),
        choices[0],
        choices=choices,
        explain=_(
            "Going out ends the round at once, foot or no foot; "
            "every other seat scores the pips in hand."
        ),
    )
