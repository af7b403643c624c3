"""The exercises of lessons 05 and 06: the end of a round, scores, matches and going out."""

from __future__ import annotations

from collections.abc import Iterable

from chickenfoot_nb.explain import describe_action
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
            f"{seat_name(r, r.out_seat)} played their last tile: the round ends at once, even with a chicken foot unfinished."
            if r.end == "out"
            else "Nobody holds a tile that fits the table and no tile may be drawn: the round is blocked. "
            "The engine checks this after every action, so it was over right after the draw."
        ),
    )


def _plural_tiles(n: int) -> str:
    return "1 tile" if n == 1 else f"{n} tiles"


@exercise("seat-score", "round-score", "double-blank")
def _seat_score(r: Round, seat: int) -> Check:
    assert r.scores is not None
    hand = r.hand(seat)
    return Check(
        f"{r.rules.preset_name} (0|0 counts {r.rules.double_blank}). What does {seat_name(r, seat)} score this round?",
        r.scores[seat],
        picture=Picture((_hand_svg(hand, seat),), (f"{seat_name(r, seat)}'s hand",)),
        explain=f"{seat_name(r, seat)} holds {hand}: "
        + " + ".join(str(r.rules.double_blank if t.index == 0 else t.pips) for t in hand)
        + f" = {r.scores[seat]}."
        if hand
        else f"{seat_name(r, seat)} went out: 0.",
    )


@exercise("match-rounds", "match")
def _match_rounds(n: int = 6) -> Check:
    return Check(
        f"How many rounds does a match with a double-{n} set have?",
        n + 1,
        explain=f"One round for each double {n}|{n}, {n - 1}|{n - 1}, …, 0|0: {n + 1} rounds.",
    )


@exercise("match-winner", "match-winner", "tie-break")
def _match_winner(m: Match, tie_break: str | None = None) -> Check:
    rules = m.rules if tie_break is None else m.rules.replace(tie_break=tie_break)
    winners, why = standing(m.totals, m.round_scores, rules, m.names)
    choices = [*m.names, "they share the win"]
    right = m.names[winners[0]] if len(winners) == 1 else choices[-1]
    rule = (
        "most rounds scored 0, then the lowest non-zero round"
        if rules.tie_break == "zero_rounds"
        else "equal totals share the win"
    )
    return Check(
        f"With tie_break={rules.tie_break!r} ({rule}), who wins this match?",
        right,
        choices=choices,
        explain=why[0].upper() + why[1:] + ".",
    )


# 06: playing


@exercise("after-going-out", "out", "round-score")
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
