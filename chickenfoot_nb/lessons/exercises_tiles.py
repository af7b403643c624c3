"""The exercises of lessons 00 and 01: the equipment, tiles and sets."""

from __future__ import annotations

from chickenfoot_nb.hand import Hand
from chickenfoot_nb.lessons.check import Check
from chickenfoot_nb.lessons.registry import exercise
from chickenfoot_nb.tiles import Tile, double_set, set_size


@exercise("chicken-yard", "yard")
def _chicken_yard() -> Check:
    return Check(
        "In Chicken Foot, what is the pile of face-down tiles that players draw from called?",
        "the chicken yard",
        choices=["the boneyard", "the chicken yard", "the hand", "the foot"],
        explain="Other domino games call it the boneyard; in Chicken Foot it is the chicken yard.",
    )


@exercise("canonical-tile", "tile-text")
def _canonical_tile() -> Check:
    t = Tile.parse("3-8")
    return Check(
        "Someone writes the tile <code>3-8</code>. How does this package write it (higher number first, joined by |)?",
        str(t),
        explain=f"Tile.parse('3-8') gives {t!r}, written {t}.",
        hint="Put the higher number first and join the numbers with |.",
    )


@exercise("set-size-12", "set")
def _set_size_12() -> Check:
    return Check(
        "How many tiles has a double-12 set?",
        set_size(12),
        explain=f"(12+1)(12+2)/2 = 13 × 14 / 2 = {set_size(12)}. Check it with len(double_set(12)).",
        hint="13 doubles, plus one tile for each pair of different numbers from 0 to 12: 13 × 12 / 2.",
    )


@exercise("tiles-with-a-number", "set")
def _tiles_with_a_number(n: int = 9, number: int = 4) -> Check:
    count = sum(1 for t in double_set(n) if t.has(number))
    return Check(
        f"How many tiles of a double-{n} set show a {number} on at least one end?",
        count,
        explain=f"{number}|0 to {number}|{n}: {n + 1} tiles (the double {number}|{number} counts once).",
        hint=f"Pair {number} with every number from 0 to {n}.",
    )


@exercise("set-pips", "set", "tile-value")
def _set_pips(n: int = 6) -> Check:
    total = sum(t.pips for t in double_set(n))
    return Check(
        f"What is the value of a whole double-{n} set: the sum of the values of all its {set_size(n)} tiles?",
        total,
        explain=(
            f"Each number appears N+2 = {n + 2} times (on {n + 1} tiles, twice on its double), so "
            f"the total is (0+1+…+{n}) × {n + 2} = {n * (n + 1) // 2} × {n + 2} = {total}."
        ),
        hint=f"Count how many times each number 0..{n} is printed on the set.",
    )


@exercise("hand-value", "tile-value")
def _hand_value(hand: Hand) -> Check:
    return Check(
        f"What is this hand worth, counting 0|0 as 0? ({len(hand)} tiles)",
        hand.pips(),
        picture=hand,
        explain=" + ".join(str(t.pips) for t in hand) + f" = {hand.pips()}.",
        hint="Add up every number printed on the tiles.",
    )
