"""The layouts kept between moments, for every thread (see :mod:`chickenfoot_nb.render.layout`).

A table is known here by its arms and placements (a :class:`Key`). A moment's layout looks
its table and the table one tile shorter up several times; hashing a round's placements
costs about a microsecond a tile, so a key is hashed once, and the keys of one table's
moments are hashed together, each from the one before (:class:`Moments`).

>>> from chickenfoot_nb.table import Placement
>>> from chickenfoot_nb.tiles import Tile
>>> ps = (Placement(Tile(9, 9), None, None, None, 9, 0), Placement(Tile(9, 4), Tile(9, 9), 0, 0, 9, 1))
>>> m = Moments(4, ps)
>>> m.key(1) == Moments(4, ps[:1]).key(1), m.key(1) == m.key(2), len({m.key(2), Moments(4, ps).key(2)})
(True, False, 1)
"""

from __future__ import annotations

from collections import OrderedDict
from threading import RLock
from typing import Generic, TypeVar

from chickenfoot_nb.render.builder import Builder
from chickenfoot_nb.render.repairs import Settling
from chickenfoot_nb.table import Placement, Table

#: What a table's picture is (a :class:`~chickenfoot_nb.render.layout.TableLayout`).
Picture = TypeVar("Picture")


class Key:
    """A table as the layouts kept know it: its arms and placements, hashed once."""

    __slots__ = ("arms", "placements", "_hash")

    def __init__(self, arms: int, placements: tuple[Placement, ...], hashed: int) -> None:
        self.arms = arms
        self.placements = placements
        self._hash = hashed

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Key)
            and self._hash == other._hash
            and self.arms == other.arms
            and self.placements == other.placements
        )


class Moments:
    """The moments of one table: :meth:`key` is the key of the table of its first ``k``
    placements. Each key's hash is worked out from the one before, so the keys of every
    moment cost what hashing the whole table once does."""

    def __init__(self, arms: int, placements: tuple[Placement, ...]) -> None:
        self.arms = arms
        self.placements = placements
        hashes = [hash(arms)]
        for p in placements:
            hashes.append(hash((hashes[-1], p)))
        self._hashes = hashes

    def key(self, k: int) -> Key:
        """The key of the table of the first ``k`` placements."""
        return Key(self.arms, self.placements[:k], self._hashes[k])


class Layouts(Generic[Picture]):
    """The layouts kept between moments, for every thread: each read and write is under
    one lock, as the game widget lays tables out in a thread while it draws others.

    - ``levels``: where each recent table's layout settled
      (:class:`~chickenfoot_nb.render.repairs.Settling`), by its :class:`Key`: the next
      moment of a round starts from where the one before settled, so a round that was laid
      out again costs one layout per move, not one per level, and settles as the same table
      laid out from scratch does;
    - ``builders``: the builder of each recent table's layout, as it finished (never placed
      on since: a picture previews its targets on a copy): the next moment of the round
      goes on from it (see :func:`~chickenfoot_nb.render.layout._build`);
    - ``drafts``: the builder of each table drawn as a draft that has not settled yet (see
      :class:`~chickenfoot_nb.render.layout.Hurry`);
    - ``pictures``: the settled layouts of the recent tables.

    The builders kept are never placed on again (the next moment forks them), so two
    threads may go on from the same one.

    >>> kept = Layouts()
    >>> kept.longest(Moments(4, ()), 0, ("levels",))
    0
    """

    #: How many of each are kept (the oldest go first).
    SIZES = {"levels": 256, "builders": 64, "drafts": 64, "pictures": 64}

    def __init__(self) -> None:
        self.lock = RLock()
        self.levels: OrderedDict[Key, Settling] = OrderedDict()
        self.builders: OrderedDict[Key, Builder] = OrderedDict()
        self.drafts: OrderedDict[Key, Builder] = OrderedDict()
        self.pictures: OrderedDict[Table, Picture] = OrderedDict()

    def level(self, key: Key) -> Settling | None:
        """Where the table ``key`` settled (None: not kept)."""
        with self.lock:
            return self.levels.get(key)

    def builder(self, key: Key) -> Builder | None:
        """The builder that laid the settled table ``key`` (None: not kept)."""
        with self.lock:
            return self.builders.get(key)

    def draft(self, key: Key) -> Builder | None:
        """The builder that laid the table ``key`` as a draft (None: not kept)."""
        with self.lock:
            return self.drafts.get(key)

    def longest(self, moments: Moments, k: int, kinds: tuple[str, ...]) -> int:
        """How many placements the longest table shorter than the first ``k`` of
        ``moments`` kept in one of ``kinds`` (``"levels"``, ``"builders"``, ``"drafts"``)
        holds (0: none)."""
        with self.lock:
            kept = [getattr(self, kind) for kind in kinds]
            for shorter in range(k - 1, 0, -1):
                key = moments.key(shorter)
                if any(key in each for each in kept):
                    return shorter
        return 0

    def keep(self, key: Key, settled: Settling, builder: Builder) -> None:
        """Keep where the table ``key`` settled and the builder that laid it; a table drawn
        as a draft that settles makes every draft go (the drafts after it went on from it)."""
        with self.lock:
            self.levels[key] = settled
            self.builders[key] = builder
            if key in self.drafts:
                self.drafts.clear()
            self._trim()

    def keep_draft(self, key: Key, builder: Builder) -> None:
        """Keep the builder that laid the table ``key`` as a draft."""
        with self.lock:
            self.drafts[key] = builder
            self._trim()

    def picture(self, table: Table) -> Picture | None:
        """The settled layout of ``table`` (None: not kept)."""
        with self.lock:
            lay = self.pictures.get(table)
            if lay is not None:
                self.pictures.move_to_end(table)
            return lay

    def keep_picture(self, table: Table, lay: Picture) -> Picture:
        """Keep ``lay``, the settled layout of ``table``, and return the one kept (another
        thread may have kept an equal one first)."""
        with self.lock:
            lay = self.pictures.setdefault(table, lay)
            self._trim()
            return lay

    def forget(self) -> None:
        """Forget every layout kept."""
        with self.lock:
            for kind in self.SIZES:
                getattr(self, kind).clear()

    def _trim(self) -> None:
        for kind, most in self.SIZES.items():
            kept = getattr(self, kind)
            while len(kept) > most:
                kept.popitem(last=False)
