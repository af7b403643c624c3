"""Tiles and double-N sets: the pieces of the game and their text form.

A tile is written ``a|b`` with the higher number first. Every tile has a fixed
index (``hi*(hi+1)//2 + lo``) that is the same in every set, so a set of tiles
can be held as one integer bitmask: bit ``i`` is set when tile ``i`` is in it.

>>> Tile.parse("4-9")
Tile(9, 4)
>>> str(Tile(9, 4)), Tile(9, 4).pips
('9|4', 13)
>>> len(double_set(9))
55
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from functools import cache

from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.i18n import _

MIN_SET = 6
MAX_SET = 18

_TILE_TEXT = re.compile(r"^\s*(\d{1,2})\s*[|\-]\s*(\d{1,2})\s*$")


class TileError(ChickenFootError):
    """A text that is not a tile, or a tile that is not in the set being used."""


@dataclass(frozen=True, order=True, slots=True)
class Tile:
    """One domino: two numbers, the higher one first.

    >>> t = Tile(3, 7)
    >>> t, t.hi, t.lo, t.is_double, t.index
    (Tile(7, 3), 7, 3, False, 31)
    >>> Tile(5, 5).is_double
    True
    """

    hi: int
    lo: int
    #: The tile's place in every set, and its bit in a tile bitmask (kept, not computed:
    #: search reads it millions of times).
    index: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.hi < 0 or self.lo < 0:
            raise TileError(
                _("a tile has no negative numbers: {tile}").format(tile=f"{self.hi}|{self.lo}")
            )
        if self.hi > MAX_SET or self.lo > MAX_SET:
            raise TileError(
                _("{tile} is not a domino: numbers go from 0 to {most} at most").format(
                    tile=f"{self.hi}|{self.lo}", most=MAX_SET
                )
            )
        if self.lo > self.hi:
            hi, lo = self.lo, self.hi
            object.__setattr__(self, "hi", hi)
            object.__setattr__(self, "lo", lo)
        object.__setattr__(self, "index", self.hi * (self.hi + 1) // 2 + self.lo)

    @staticmethod
    def parse(text: str | Tile) -> Tile:
        """Read a tile from ``"9|4"``, ``"4|9"`` or ``"9-4"`` (a Tile is returned as it is).

        >>> Tile.parse("0|0"), Tile.parse(" 12 - 3 ")
        (Tile(0, 0), Tile(12, 3))
        >>> Tile.parse("9/4")
        Traceback (most recent call last):
        ...
        chickenfoot_nb.tiles.TileError: '9/4' is not a tile: write it as two numbers joined by | or -, like 9|4
        """
        if isinstance(text, Tile):
            return text
        if not isinstance(text, str):
            raise TileError(
                _("{text} is not a tile: write it as text, like '9|4'").format(text=repr(text))
            )
        found = _TILE_TEXT.match(text)
        if found is None:
            raise TileError(
                _(
                    "{text} is not a tile: write it as two numbers joined by | or -, like 9|4"
                ).format(text=repr(text))
            )
        return tile(int(found.group(1)), int(found.group(2)))

    @property
    def pips(self) -> int:
        """The tile's value: the sum of its two numbers."""
        return self.hi + self.lo

    @property
    def is_double(self) -> bool:
        """True for a double such as ``5|5``."""
        return self.hi == self.lo

    def has(self, number: int) -> bool:
        """True when one end of the tile shows ``number``.

        >>> Tile(9, 4).has(4), Tile(9, 4).has(5)
        (True, False)
        """
        return number in (self.hi, self.lo)

    def other(self, number: int) -> int:
        """The number at the far end when the ``number`` end is joined.

        >>> Tile(9, 4).other(9), Tile(9, 4).other(4), Tile(6, 6).other(6)
        (4, 9, 6)
        """
        if number == self.hi:
            return self.lo
        if number == self.lo:
            return self.hi
        raise TileError(_("{tile} has no {number}").format(tile=self, number=number))

    def __str__(self) -> str:
        return f"{self.hi}|{self.lo}"

    def __repr__(self) -> str:
        return f"Tile({self.hi}, {self.lo})"

    def _repr_svg_(self) -> str:
        from chickenfoot_nb.render import tile_svg

        return tile_svg(self)


def tile(a: int, b: int) -> Tile:
    """The one shared :class:`Tile` for the numbers ``a`` and ``b`` (either order).

    >>> tile(4, 9) is tile(9, 4)
    True
    """
    hi, lo = (a, b) if a >= b else (b, a)
    if lo < 0 or hi > MAX_SET:
        return Tile(hi, lo)  # raises the TileError that explains the numbers
    return _TILES_BY_INDEX[hi * (hi + 1) // 2 + lo]


def tile_at(index: int) -> Tile:
    """The tile whose index is ``index`` (the inverse of :attr:`Tile.index`).

    >>> tile_at(31)
    Tile(7, 3)
    """
    return _TILES_BY_INDEX[index]


def _build_index() -> tuple[Tile, ...]:
    return tuple(Tile(hi, lo) for hi in range(MAX_SET + 1) for lo in range(hi + 1))


_TILES_BY_INDEX = _build_index()


def set_size(n: int) -> int:
    """How many tiles a double-``n`` set has: ``(n+1)(n+2)/2``.

    >>> [set_size(n) for n in (6, 9, 12, 15, 18)]
    [28, 55, 91, 136, 190]
    """
    return (n + 1) * (n + 2) // 2


def check_set(n: int) -> int:
    """Return ``n`` if double-``n`` is a set this package plays, else explain why not.

    >>> check_set(9)
    9
    """
    if isinstance(n, bool) or not isinstance(n, int):
        raise TileError(
            _("the set is named by a whole number N (double-N), not {value}").format(value=repr(n))
        )
    if not MIN_SET <= n <= MAX_SET:
        raise TileError(
            _(
                "double-{number} is not a set we play: choose N from {least} to {most} "
                "(double-6, double-9, double-12, double-15 or double-18 are the usual ones)"
            ).format(number=n, least=MIN_SET, most=MAX_SET)
        )
    return n


@cache
def double_set(n: int) -> tuple[Tile, ...]:
    """Every tile of a double-``n`` set, in index order.

    >>> double_set(6)[:4]
    (Tile(0, 0), Tile(1, 0), Tile(1, 1), Tile(2, 0))
    """
    check_set(n)
    return _TILES_BY_INDEX[: set_size(n)]


def parse_in_set(text: str | Tile, n: int) -> Tile:
    """Read a tile (a Tile or its text) and check that a double-``n`` set has it.

    This is the one way a question about a set reads its tile: a tile the set does not
    have is refused, rather than answered as if it were only missing from a hand.

    >>> parse_in_set("9|4", 9), parse_in_set(Tile(4, 9), 9)
    (Tile(9, 4), Tile(9, 4))
    >>> parse_in_set("10|4", 9)
    Traceback (most recent call last):
    ...
    chickenfoot_nb.tiles.TileError: 10|4 is not in a double-9 set: its numbers go from 0 to 9
    >>> parse_in_set(Tile(12, 3), 9)
    Traceback (most recent call last):
    ...
    chickenfoot_nb.tiles.TileError: 12|3 is not in a double-9 set: its numbers go from 0 to 9
    """
    t = Tile.parse(text)
    if t.hi > check_set(n):
        raise TileError(
            _("{tile} is not in a double-{number} set: its numbers go from 0 to {number}").format(
                tile=t, number=n
            )
        )
    return t


@cache
def suit_masks(n: int) -> tuple[int, ...]:
    """For each number 0..n, the bitmask of the tiles of a double-``n`` set that show it.

    >>> [bin(m).count("1") for m in suit_masks(6)]
    [7, 7, 7, 7, 7, 7, 7]
    """
    masks = [0] * (n + 1)
    for t in double_set(n):
        masks[t.hi] |= 1 << t.index
        masks[t.lo] |= 1 << t.index
    return tuple(masks)


def mask_of(tiles: Iterable[Tile]) -> int:
    """The bitmask of some tiles.

    >>> mask_of([Tile(0, 0), Tile(1, 0)])
    3
    """
    m = 0
    for t in tiles:
        m |= 1 << t.index
    return m


def tiles_in(mask: int) -> Iterator[Tile]:
    """The tiles of a bitmask, lowest index first.

    >>> list(tiles_in(3))
    [Tile(0, 0), Tile(1, 0)]
    """
    while mask:
        low = mask & -mask
        yield _TILES_BY_INDEX[low.bit_length() - 1]
        mask ^= low


def indices_in(mask: int) -> Iterator[int]:
    """The tile indices of a bitmask, lowest first.

    >>> list(indices_in(0b1010))
    [1, 3]
    """
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low
