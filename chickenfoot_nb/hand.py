"""A hand: the tiles one seat holds, as an immutable tuple that can total and draw itself.

>>> h = Hand.parse("9|4 0|0 5|5")
>>> h, h.pips(), h.pips(double_blank=50)
(Hand.parse('9|4 5|5 0|0'), 23, 73)
"""

from __future__ import annotations

from collections.abc import Iterable

from chickenfoot_nb.tiles import Tile


class Hand(tuple[Tile, ...]):
    """Tiles held by one seat, highest first. It is a tuple, so ``len``, ``in`` and loops work."""

    __slots__ = ()

    def __new__(cls, tiles: Iterable[Tile] = ()) -> Hand:
        return super().__new__(cls, sorted((Tile.parse(t) for t in tiles), reverse=True))

    @staticmethod
    def parse(text: str) -> Hand:
        """Read tiles separated by spaces or commas.

        >>> Hand.parse("4|9, 1-0")
        Hand.parse('9|4 1|0')
        """
        return Hand(Tile.parse(w) for w in text.replace(",", " ").split())

    def pips(self, double_blank: int = 0) -> int:
        """The points the hand scores: its pips, with ``0|0`` worth ``double_blank``."""
        return sum(double_blank if t.index == 0 else t.pips for t in self)

    def with_number(self, n: int) -> Hand:
        """The tiles that show ``n``.

        >>> Hand.parse("9|4 5|5 4|0").with_number(4)
        Hand.parse('9|4 4|0')
        """
        return Hand(t for t in self if t.has(n))

    @property
    def doubles(self) -> Hand:
        """The doubles in the hand."""
        return Hand(t for t in self if t.is_double)

    def __str__(self) -> str:
        return " ".join(str(t) for t in self)

    def __repr__(self) -> str:
        return f"Hand.parse('{self}')"

    def _repr_svg_(self) -> str:
        from chickenfoot_nb.render import hand_svg

        return hand_svg(self)
