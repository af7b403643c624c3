"""The exercises of lessons 05 and 06: the end of a round, scores, matches and going out."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import partial

from chickenfoot_nb.explain import describe_action, forced_now
from chickenfoot_nb.hand import Hand
from chickenfoot_nb.i18n import _, ngettext
from chickenfoot_nb.lessons.check import Check, paragraphs
from chickenfoot_nb.lessons.facts import seat_name
from chickenfoot_nb.lessons.pictures import Picture, position_picture, table_picture
from chickenfoot_nb.lessons.registry import exercise
from chickenfoot_nb.match import Match, standing
from chickenfoot_nb.round import Round
from chickenfoot_nb.rules import Rules
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
            _went_out(r)
            if r.end == "out"
            else _(
                "Nobody holds a tile that fits the table and no tile may be drawn: the round is "
                "blocked. The engine checks this after every action, so it was over right after "
                "the draw."
            )
        ),
    )


def _went_out(r: Round) -> str:
    """Why a round that a seat went out of is over (no toes are promised after a last double)."""
    name = seat_name(r, r.out_seat)
    last = r.history[-1][1].tile
    if last is not None and last.is_double:
        return _(
            "{name} played their last tile, the double {tile}: the round ends at once, and no "
            "toe is ever played on it."
        ).format(name=name, tile=last)
    return _(
        "{name} played their last tile: the round ends at once, even with a chicken foot "
        "unfinished."
    ).format(name=name)


def _said_of(r: Round, *sayings: Callable[[Round], str]) -> str:
    """What each of ``sayings`` says of ``r``, in the language spoken when it is revealed."""
    return paragraphs(*(say(r) for say in sayings))


@exercise("out-on-double", "out", predict=True)
def _out_on_double(r: Round) -> Check:
    assert r.end == "out", "this exercise needs a round that a seat went out of"
    seat, last = r.history[-1]
    assert last.tile is not None and last.tile.is_double and last.on is not None
    before = r.at(len(r.history) - 1)
    number = before.open_ends[last.on]
    choices = [
        _("the round ends at once"),
        _("three toes are played on the double first, then the round ends"),
        _("the other seats play one more turn each, then the round ends"),
    ]
    return Check(
        _(
            "{name} plays their last tile, the double {tile}, on the open {number} of {on}. "
            "What happens next?"
        ).format(name=r.names[seat], tile=last.tile, number=number, on=last.on),
        choices[0],
        choices=choices,
        picture=position_picture(before, seat),
        predict=True,
        mistakes={
            choices[1]: _(
                "A double asks for toes only while the round goes on. With no tile left, "
                "{name} has gone out, and the round is over: no toe is ever played on it."
            ).format(name=r.names[seat]),
            choices[2]: _(
                "Nobody finishes the turn order: the round ends the moment the last tile is down."
            ),
        },
        explain=_("Going out ends the round at once, even on a double."),
        reveal=partial(_said_of, r.copy(), describe_action, forced_now),
    )


def _plural_tiles(n: int) -> str:
    return ngettext("{n} tile", "{n} tiles", n).format(n=n)


@exercise("seat-score", "round-score", "double-blank", predict=True)
def _seat_score(r: Round, seat: int) -> Check:
    assert r.scores is not None
    hand = r.hand(seat)
    mistakes: dict[int, str] = {}
    if Tile(0, 0) in hand:
        worth = r.rules.double_blank
        other = 50 if worth == 0 else 0
        mistakes[r.scores[seat] - worth + other] = _(
            "That counts 0|0 as {other}. Under {preset}, 0|0 left in a hand counts {worth}."
        ).format(other=other, preset=r.rules.preset_name, worth=worth)
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
        predict=True,
        mistakes=mistakes,
        reveal=partial(_said_of, r.copy(), _scores_said),
    )


def _scores_said(r: Round) -> str:
    assert r.scores is not None
    scores = ", ".join(
        _("{name} {score}").format(name=r.names[s], score=sc) for s, sc in enumerate(r.scores)
    )
    return _("Every seat's score this round: {scores}.").format(scores=scores)


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


@exercise("match-winner", "match-winner", "tie-break", predict=True)
def _match_winner(m: Match, tie_break: str | None = None) -> Check:
    rules = m.rules if tie_break is None else m.rules.replace(tie_break=tie_break)
    winners, why = standing(m.totals, m.round_scores, rules, m.names)
    choices = [*m.names, _("they share the win")]
    right = m.names[winners[0]] if len(winners) == 1 else choices[-1]
    other_rule = "share" if rules.tie_break == "zero_rounds" else "zero_rounds"
    others = standing(m.totals, m.round_scores, rules.replace(tie_break=other_rule), m.names)[0]
    wrong = m.names[others[0]] if len(others) == 1 else choices[-1]
    mistakes: dict[str, str] = {}
    if wrong != right:
        mistakes[wrong] = (
            _(
                "That is the rule of tie_break='share'. With 'zero_rounds', equal totals are "
                "broken: first by the most rounds scored 0."
            )
            if rules.tie_break == "zero_rounds"
            else _(
                "That is spruce's tie-break ('zero_rounds'). With tie_break='share', equal "
                "totals share the win."
            )
        )
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
        predict=True,
        mistakes=mistakes,
        reveal=m,
    )


# The self-test of lesson 05: new questions, no position of the lesson.


@exercise("score-with-blank", "round-score", "double-blank")
def _score_with_blank() -> Check:
    hand = Hand.parse("6|4 0|0 2|1")
    worth = Rules.preset("spruce").double_blank
    return Check(
        _(
            "A spruce round ends blocked, and you still hold 6|4, 0|0 and 2|1. "
            "What do you score this round?"
        ),
        hand.pips(double_blank=worth),
        picture=Picture((_hand_svg(hand),), ()),
        mistakes={
            hand.pips(double_blank=0): _(
                "That counts 0|0 as 0, as gamerules does. Under spruce, 0|0 left in a hand "
                "counts 50."
            )
        },
        explain=_("{sum} = {score}: under spruce, 0|0 counts {worth}.").format(
            sum=" + ".join(str(worth if t.index == 0 else t.pips) for t in hand),
            score=hand.pips(double_blank=worth),
            worth=worth,
        ),
    )


@exercise("score-going-out", "round-score", "out")
def _score_going_out() -> Check:
    others = (Hand.parse("5|3"), Hand.parse("9|9 8|0"))
    return Check(
        _(
            "You play your last tile. The two other players still hold 5|3, and 9|9 and 8|0. "
            "What do you score this round?"
        ),
        0,
        mistakes={
            sum(h.pips() for h in others): _(
                "Each player scores the pips in their own hand: the pips the others hold are "
                "their scores, not yours. You hold nothing, so you score 0."
            )
        },
        explain=_(
            "You went out: no pips left, so 0. The others score {first} and {second}."
        ).format(first=others[0].pips(), second=others[1].pips()),
    )


#: Two players' round scores in a spruce match: equal totals, one round scored 0.
TIED = {"Ana": (12, 0, 30, 8, 5, 20, 9), "Boris": (20, 3, 15, 10, 11, 9, 16)}


@exercise("tie-break-spruce", "tie-break", "match-winner")
def _tie_break_spruce() -> Check:
    names = tuple(TIED)
    rounds = tuple(zip(*TIED.values(), strict=True))
    totals = tuple(sum(v) for v in TIED.values())
    winners, why = standing(totals, rounds, Rules.preset("spruce"), names)
    choices = [*names, _("they share the win")]
    right = names[winners[0]] if len(winners) == 1 else choices[-1]
    return Check(
        _("A spruce match, round by round. Ana: {ana}. Boris: {boris}. Who wins the match?").format(
            ana=", ".join(map(str, TIED["Ana"])), boris=", ".join(map(str, TIED["Boris"]))
        ),
        right,
        choices=choices,
        mistakes={
            choices[-1]: _(
                "Under spruce, equal totals do not share the win while a tie-break decides: "
                "first, who scored 0 in more rounds."
            ),
            "Boris": _(
                "The lowest non-zero round counts only when both scored 0 equally often, and "
                "Ana scored 0 once, Boris never."
            ),
        },
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
