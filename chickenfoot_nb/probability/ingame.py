"""Chances during a round, from one seat's view: the next draw, and who holds a tile.

**The symmetry.** A seat sees its own hand and the table; every other tile is *unseen*,
lying in an opponent's hand or in the yard. The shuffle put every arrangement of the
unseen tiles into those places with the same chance, so, knowing only what the seat
sees, each unseen tile is equally likely to be in any of the unseen places. Hence:

- the yard's top tile is equally likely to be any unseen tile, whatever lies below it.
  The tiles kept back at the bottom of the yard can never be drawn, but they are unseen
  tiles like the others: they only matter when no drawable tile is left, and then the
  next draw cannot happen at all;
- a given unseen tile is in an opponent's hand with chance
  (tiles in opponents' hands) / (unseen tiles).

What the table knows for sure is used too: while seats search for the ``spruce`` double,
everybody knows it is in the yard, and once it is found, its finder holds it.

This is exact right after the deal. Later it treats the opponents' tiles as a fresh
shuffle and ignores what their actions hint at (a seat that drew held nothing playable at
that moment), so it is the chance for a player who does not read the others' play.

>>> from chickenfoot_nb.round import Round
>>> view = Round.deal("spruce", players=3, seed=1).view(0)   # nobody was dealt 9|9
>>> view.phase, view.yard_size, next_draw_playable(view), opponent_holds(view, "9|9")
('search', 34, Fraction(1, 34), Fraction(0, 1))
"""

from __future__ import annotations

from fractions import Fraction
from math import comb

from chickenfoot_nb.phase import Phase
from chickenfoot_nb.seat_view import SeatView
from chickenfoot_nb.tiles import Tile, parse_in_set
from chickenfoot_nb.tiles import tile as tile_of


def next_draw_playable(view: SeatView) -> Fraction:
    """The chance that the next tile drawn from the yard could be played now.

    Every unseen tile is equally likely to be on top of the yard (see the module's
    docstring), so this is (unseen tiles that fit the table now) / (unseen tiles). It is
    0 when nothing can be drawn or when the round is over.

    >>> from chickenfoot_nb.round import Round
    >>> r = Round.deal("gamerules", players=2, seed=3)
    >>> next_draw_playable(r.view(0))
    Fraction(1, 11)
    """
    unseen = view.unseen
    phase = view.phase
    if phase == Phase.SEARCH:
        # Everybody knows the double is in the yard, and only the double fits.
        return Fraction(1, view.yard_size)
    if phase in (Phase.OVER, Phase.PLACE) or view.yard_drawable == 0 or not unseen:
        return Fraction(0)
    fits = sum(1 for t in unseen if view.targets(t))
    return Fraction(fits, len(unseen))


def opponent_holds(view: SeatView, tile: Tile | str) -> Fraction:
    """The chance that some opponent of the viewing seat holds ``tile``.

    A tile the seat holds or sees on the table has chance 0. For an unseen tile it is
    (tiles in opponents' hands) / (unseen tiles) (see the module's docstring).

    >>> from chickenfoot_nb.round import Round
    >>> r = Round.deal("gamerules", players=2, seed=3)
    >>> opponent_holds(r.view(0), "5|2"), opponent_holds(r.view(0), r.view(0).hand[0])
    (Fraction(7, 11), Fraction(0, 1))
    """
    t = parse_in_set(tile, view.rules.set)
    unseen = view.unseen
    if t not in unseen:
        return Fraction(0)
    in_hands = sum(view.hand_sizes) - view.hand_sizes[view.seat]
    places = len(unseen)
    double = tile_of(view.table.double, view.table.double)
    if view.phase in (Phase.SEARCH, Phase.PLACE) and double in unseen:
        # Everybody knows where the double is: in the yard, or in its finder's hand.
        if t == double:
            return Fraction(int(view.phase == Phase.PLACE))
        places -= 1
        in_hands -= int(view.phase == Phase.PLACE)
    return Fraction(in_hands, places)


def seat_holds_number(view: SeatView, seat: int, number: int) -> Fraction:
    """The chance that ``seat`` holds at least one tile with ``number``, counting tiles only.

    For another seat holding ``h`` tiles, out of ``u`` unseen tiles of which ``k`` show
    ``number``, it is 1 − C(u − k, h) / C(u, h): the seat's hand is a random handful of the
    unseen tiles. Like every chance here it ignores what the seat's draws and passes hint
    at (:func:`chickenfoot_nb.worlds.world_share` with ``draws_forced=True`` reads them).
    For the viewing seat itself the answer is 0 or 1.

    >>> from chickenfoot_nb.round import Round
    >>> r = Round.deal("spruce", players=2, seed=3)
    >>> r.apply(r.legal_actions()[0])
    >>> r.hand_sizes, len(r.view(1).unseen), round(float(seat_holds_number(r.view(1), 0, 9)), 3)
    ((6, 7), 47, 0.643)
    """
    if seat == view.seat:
        return Fraction(int(any(t.has(number) for t in view.hand)))
    unseen = list(view.unseen)
    held = view.hand_sizes[seat]
    double = tile_of(view.table.double, view.table.double)
    if view.phase in (Phase.SEARCH, Phase.PLACE) and double in unseen:
        # Everybody knows where the double is: in the yard, or in its finder's hand.
        if view.phase == Phase.PLACE and seat == view.to_move:
            if double.has(number):
                return Fraction(1)
            held -= 1
        unseen.remove(double)
    fits = sum(1 for t in unseen if t.has(number))
    return 1 - Fraction(comb(len(unseen) - fits, held), comb(len(unseen), held))
