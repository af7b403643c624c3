"""The exercises of lessons 00 and 01: the equipment, tiles and sets."""

from __future__ import annotations

from chickenfoot_nb.hand import Hand
from chickenfoot_nb.i18n import _, ngettext
from chickenfoot_nb.lessons.check import Check
from chickenfoot_nb.lessons.pictures import show
from chickenfoot_nb.lessons.registry import exercise
from chickenfoot_nb.round import Round, default_names
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
        mistakes={
            78: _(
                "78 = 13 × 12 / 2 counts only the tiles with two different numbers: add the 13 doubles, 0|0 to 12|12."
            ),
            156: _(
                "156 = 13 × 12 counts 12|5 and 5|12 as two tiles: they are one tile, so halve it, then add the 13 doubles."
            ),
            169: _("169 = 13 × 13 counts 12|5 and 5|12 as two tiles: they are one tile, 12|5."),
            182: _("182 = 13 × 14 is the formula without the division by 2: (N+1)(N+2)/2."),
        },
    )


@exercise("tiles-with-a-number", "set", predict=True)
def _tiles_with_a_number(n: int = 9, number: int = 4) -> Check:
    count = sum(1 for t in double_set(n) if t.has(number))
    shown = Hand(double_set(n)).with_number(number)
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
        mistakes={
            count - 1: _(
                "You left out the double {number}|{number}: it shows a {number} too (on both ends)."
            ).format(number=number),
            count + 1: _(
                "You counted the double {number}|{number} twice: it has a {number} on both ends, "
                "but it is one tile."
            ).format(number=number),
        },
        predict=True,
        reveal=lambda: show(
            shown,
            captions=[
                ngettext(
                    "The double-{n} set's tile with a {number}: {count}",
                    "The double-{n} set's tiles with a {number}: {count}",
                    len(shown),
                ).format(n=n, number=number, count=len(shown))
            ],
        ),
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
        mistakes={
            n * (n + 1) // 2 * (n + 1): _(
                "You counted each number once per tile that shows it; but its double shows it "
                "twice, so the count for each number is N+2 = {more}, not N+1 = {times}."
            ).format(times=n + 1, more=n + 2),
        },
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
        mistakes={
            hand.pips() + 50: _(
                "That counts 0|0 as 50, as spruce scores it. This question counts it as 0, "
                "the sum of its numbers."
            ),
            len(hand): _("That is how many tiles the hand holds: add up the pips on them instead."),
        },
    )


@exercise("first-yard", "yard", "hand-size", predict=True)
def _first_yard(r: Round) -> Check:
    dealt = r.at(0)
    hand = dealt.hand_sizes[0]
    size = set_size(dealt.rules.set)
    left = dealt.yard_size
    return Check(
        ngettext(
            "Predict: you and {bots} bot are each dealt {hand} tiles from the {size} tiles of a "
            "double-9 set. How many tiles are left face down in the chicken yard?",
            "Predict: you and {bots} bots are each dealt {hand} tiles from the {size} tiles of a "
            "double-9 set. How many tiles are left face down in the chicken yard?",
            dealt.players - 1,
        ).format(bots=dealt.players - 1, hand=hand, size=size),
        left,
        explain=_("{size} − {players} × {hand} = {left}.").format(
            size=size, players=dealt.players, hand=hand, left=left
        ),
        mistakes={
            size - hand: _(
                "That counts only your own hand: every bot is dealt a hand as big as yours."
            ),
            size - (dealt.players - 1) * hand: _(
                "That counts the bots' hands only: yours is dealt too, as big as theirs."
            ),
        },
        predict=True,
        reveal=lambda: (
            "<p>"
            + ngettext(
                "The deal of the round below: hands of {hands} tiles, and {left} tile in the chicken yard.",
                "The deal of the round below: hands of {hands} tiles, and {left} tiles in the chicken yard.",
                left,
            ).format(hands=", ".join(str(h) for h in dealt.hand_sizes), left=left)
            + "</p>"
        ),
    )


@exercise("first-score", "round-score", "tile-value", predict=True)
def _first_score(left: str = "9|4 6|6") -> Check:
    hand = Hand.parse(left)
    return Check(
        _(
            "Predict: Seat 0 plays its last tile and the round ends. Seat 1 is left holding "
            "{tiles}. How many points does Seat 1 score for this round?"
        ).format(tiles=" ".join(str(t) for t in hand)),
        hand.pips(),
        explain=_(
            "A player scores the pips (spots) left in their hand; Seat 0, who went out, scores 0."
        ),
        mistakes={
            len(hand): _(
                "That counts the tiles. A round scores the pips on them: every spot on every tile."
            ),
        },
        predict=True,
        reveal=lambda: show(
            *hand,
            captions=[_("{tile} is worth {pips}").format(tile=t, pips=t.pips) for t in hand],
        ),
    )


@exercise("match-winner-lowest", "match-winner", "round-score")
def _match_winner_lowest(totals: tuple[int, ...] = (112, 87, 140)) -> Check:
    seats = list(default_names(len(totals)))
    best = totals.index(min(totals))
    worst = totals.index(max(totals))
    return Check(
        _("A match is over. The totals are: {totals}. Which seat wins the match?").format(
            totals=", ".join(f"{s}: {t}" for s, t in zip(seats, totals, strict=True))
        ),
        seats[best],
        choices=seats,
        explain=_("The lowest total wins: points are pips left in your hands, so low is good."),
        mistakes={
            seats[worst]: _("The highest total loses: every point is a pip you were left holding."),
        },
    )


@exercise("first-arm-tile", "arm-phase")
def _first_arm_tile() -> Check:
    choices = ["9|4", "6|6", "4|2"]
    return Check(
        _(
            "9|9 lies in the centre and none of its arms has a tile yet. Which of these tiles "
            "may start an arm?"
        ),
        choices[0],
        choices=choices,
        explain=_("A tile must match the number it is played against: 9|4 has a 9."),
        mistakes={
            choices[1]: _(
                "A double is no joker: a tile must match the number it is played against, "
                "and the centre shows a 9. 6|6 has none."
            ),
            choices[2]: _("4|2 has no 9, and the centre double shows a 9 on every side."),
        },
    )


@exercise("foot-toes", "foot", "toes-first")
def _foot_toes() -> Check:
    return Check(
        _(
            "A player plays 6|6 on an open 6 at the end of an arm (not in the centre). How many "
            "toes must be played on it before anybody may play anywhere else?"
        ),
        3,
        explain=_("A double played on an arm opens a chicken foot: three toes, each with a 6."),
        mistakes={
            4: _(
                "4 is how many arms the centre double takes under spruce. A chicken foot has three toes."
            ),
            1: _(
                "One tile is enough on an open end, but a double opens a chicken foot: three toes."
            ),
        },
    )


@exercise("tile-same", "tile-text")
def _tile_same() -> Check:
    return Check(
        _("Are 4|9 and 9|4 two different tiles of a double-9 set?"),
        False,
        explain=_("No: they are one tile, written 9|4 with the higher number first."),
        mistakes={
            _("yes"): _(
                "A tile has no front and back: turn 4|9 round and it is 9|4. A set has it once."
            ),
        },
    )


@exercise("doubles-in-set", "set")
def _doubles_in_set(n: int = 12) -> Check:
    return Check(
        _("How many doubles has a double-{n} set?").format(n=n),
        n + 1,
        explain=_("The doubles are 0|0, 1|1, …, {n}|{n}. Their number: {count}.").format(
            n=n, count=n + 1
        ),
        mistakes={
            n: _("You left out the double-blank 0|0: the numbers start at 0."),
        },
    )


@exercise("tiles-without-a-number", "set")
def _tiles_without_a_number(n: int = 9, number: int = 9) -> Check:
    size = set_size(n)
    without = sum(1 for t in double_set(n) if not t.has(number))
    return Check(
        _("How many tiles of a double-{n} set show no {number} at all?").format(n=n, number=number),
        without,
        explain=_(
            "Tiles in the set: {size}. Tiles with a {number} ({number}|0 to {number}|{n}, the "
            "double counted once): {count}. Without a {number}: {size} − {count} = {without}."
        ).format(size=size, count=size - without, number=number, n=n, without=without),
        mistakes={
            without + 1: _(
                "You took away one tile too few. The tiles with a {number} are {number}|0 to "
                "{number}|{n}, the double {number}|{number} included: {count} of them."
            ).format(n=n, count=size - without, number=number),
            without - 1: _(
                "You took the double {number}|{number} away twice: it is one tile."
            ).format(number=number),
        },
    )


@exercise("double-3-count", "set", predict=True)
def _double_3_count(n: int = 3) -> Check:
    # A double-3 set is smaller than any set the game is played with: its tiles are listed here.
    tiles = [Tile(a, b) for a in range(n, -1, -1) for b in range(a, -1, -1)]
    size = len(tiles)
    numbers = n + 1
    return Check(
        _(
            "Predict: a double-{n} set has exactly one tile for each pair of numbers from 0 to "
            "{n}, doubles included. How many tiles has it?"
        ).format(n=n),
        size,
        explain=_(
            "Doubles: {doubles}. Tiles with two different numbers: {others}. Together: {size}."
        ).format(doubles=numbers, others=size - numbers, size=size),
        mistakes={
            numbers * numbers: _(
                "{numbers} × {numbers} counts {n}|1 and 1|{n} as two tiles: they are one tile, {n}|1."
            ).format(numbers=numbers, n=n),
            numbers * n: _(
                "{numbers} × {n} counts every pair of different numbers twice ({n}|1 and 1|{n}) "
                "and leaves out the doubles."
            ).format(numbers=numbers, n=n),
            size - numbers: _(
                "You counted only the tiles with two different numbers: add the doubles, 0|0 "
                "to {n}|{n}."
            ).format(n=n),
        },
        predict=True,
        reveal=lambda: show(
            Hand(tiles),
            captions=[
                ngettext(
                    "The double-{n} set: {size} tile",
                    "The double-{n} set: {size} tiles",
                    size,
                ).format(n=n, size=size)
            ],
        ),
    )
