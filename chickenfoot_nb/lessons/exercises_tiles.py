"""The exercises of lessons 00 and 01: the equipment, tiles and sets."""

from __future__ import annotations

from chickenfoot_nb.hand import Hand
from chickenfoot_nb.i18n import _, ngettext
from chickenfoot_nb.lessons.check import Check
from chickenfoot_nb.lessons.registry import exercise
from chickenfoot_nb.tiles import Tile, double_set, set_size


@exercise("chicken-yard", "yard")
def _chicken_yard() -> Check:
    choices = [_("the boneyard"), _("the chicken yard"), _("the hand"), _("the foot")]
    return Check(
        _("In Chicken Foot, what is the pile of face-down tiles that players draw from called?"),
        choices[1],
        choices=choices,
        explain=_(
            "Other domino games call it the boneyard; in Chicken Foot it is the chicken yard."
        ),
    )


@exercise("canonical-tile", "tile-text")
def _canonical_tile() -> Check:
    t = Tile.parse("3-8")
    return Check(
        _(
            "Someone writes the tile <code>3-8</code>. How does this package write it "
            "(higher number first, joined by |)?"
        ),
        str(t),
        explain=_("Tile.parse('3-8') gives {code}, written {tile}.").format(code=repr(t), tile=t),
        hint=_("Put the higher number first and join the numbers with |."),
    )


@exercise("set-size-12", "set")
def _set_size_12() -> Check:
    return Check(
        _("How many tiles has a double-12 set?"),
        set_size(12),
        explain=_(
            "(12+1)(12+2)/2 = 13 × 14 / 2 = {size}. Check it with len(double_set(12))."
        ).format(size=set_size(12)),
        hint=_(
            "13 doubles, plus one tile for each pair of different numbers from 0 to 12: 13 × 12 / 2."
        ),
    )


@exercise("tiles-with-a-number", "set")
def _tiles_with_a_number(n: int = 9, number: int = 4) -> Check:
    count = sum(1 for t in double_set(n) if t.has(number))
    return Check(
        _("How many tiles of a double-{n} set show a {number} on at least one end?").format(
            n=n, number=number
        ),
        count,
        explain=ngettext(
            "{number}|0 to {number}|{n}: {count} tiles (the double {number}|{number} counts once).",
            "{number}|0 to {number}|{n}: {count} tiles (the double {number}|{number} counts once).",
            n + 1,
        ).format(number=number, n=n, count=n + 1),
        hint=_("Pair {number} with every number from 0 to {n}.").format(number=number, n=n),
    )


@exercise("set-pips", "set", "tile-value")
def _set_pips(n: int = 6) -> Check:
    total = sum(t.pips for t in double_set(n))
    return Check(
        ngettext(
            "What is the value of a whole double-{n} set: "
            "the sum of the values of all its {size} tiles?",
            "What is the value of a whole double-{n} set: "
            "the sum of the values of all its {size} tiles?",
            set_size(n),
        ).format(n=n, size=set_size(n)),
        total,
        explain=ngettext(
            "Each number appears N+2 = {times} times (on {tiles} tiles, twice on its double), "
            "so the total is (0+1+…+{n}) × {times} = {sum} × {times} = {total}.",
            "Each number appears N+2 = {times} times (on {tiles} tiles, twice on its double), "
            "so the total is (0+1+…+{n}) × {times} = {sum} × {times} = {total}.",
            n + 1,
        ).format(times=n + 2, tiles=n + 1, n=n, sum=n * (n + 1) // 2, total=total),
        hint=_("Count how many times each number 0..{n} is printed on the set.").format(n=n),
    )


@exercise("hand-value", "tile-value")
def _hand_value(hand: Hand) -> Check:
    return Check(
        ngettext(
            "What is this hand worth, counting 0|0 as 0? ({n} tile)",
            "What is this hand worth, counting 0|0 as 0? ({n} tiles)",
            len(hand),
        ).format(n=len(hand)),
        hand.pips(),
        picture=hand,
        explain=" + ".join(str(t.pips) for t in hand) + f" = {hand.pips()}.",
        hint=_("Add up every number printed on the tiles."),
    )
