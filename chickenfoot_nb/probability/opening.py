"""The exact chance of opening on the round's double at your first turn, for any rule set.

**The opener** is the seat that makes the first play against the centre double:

- ``gamerules`` (the double is set aside and found by a search before the deal): the seat
  that found it. Its first turn is the round's first turn.
- ``spruce`` (the double is dealt like every tile): placing the double in the centre is its
  holder's whole turn, so the opener is *the next seat clockwise*. When nobody was dealt
  the double, seats draw in turn (seat 0 first) until someone draws it; that seat places
  it, and the seat after it opens, holding its dealt tiles plus any it drew in the search.

**Opening at your first turn** means: when the opener's first turn comes, its hand holds a
tile showing the double's number (other than the double itself), so it can start the first
arm without drawing. With ``with_draw=True`` one more way counts: holding no such tile, the
opener draws one tile (when the yard has a drawable one) and that tile shows the number,
so it can be played at once (``gamerules``: must be; ``spruce``: may be).

Which double the round uses does not matter: every number has exactly N tiles besides its
double in a double-N set.

>>> can_open("gamerules", players=4)
Exact(10448383/11687772 ≈ 0.893958: the opener (gamerules, double-9, 4 players, 11 tiles each) can open at its first turn)
>>> can_open("spruce", players=4).value > can_open("gamerules", players=6).value
True
"""

from __future__ import annotations

from fractions import Fraction
from math import comb

from chickenfoot_nb.probability.results import Exact, Phrase
from chickenfoot_nb.rules import Rules
from chickenfoot_nb.tiles import set_size


def can_open(
    rules: Rules | str = "gamerules", players: int = 4, *, with_draw: bool = False
) -> Exact:
    """The exact chance that the opener can play on the round's double at its first turn.

    The module's docstring says exactly who the opener is under each preset and what
    counts as opening. The model follows the rule set's ``double_set_aside`` option, so
    ``Rules.preset("spruce", double_set_aside=True)`` is answered like ``gamerules``.

    Under ``spruce``, when the double was dealt, the opener's hand is ``hand`` tiles
    dealt from the other tiles: exactly the ``gamerules`` opener's situation. A search
    can only add tiles to the opener's hand, so it only raises the chance.

    >>> can_open("spruce", players=2)
    Exact(79570537/88928700 ≈ 0.894768: the opener (spruce, double-9, 2 players, 7 tiles each) can open at its first turn)
    >>> round(can_open("spruce", players=2, with_draw=True).value, 4)
    0.9157
    """
    r = Rules.preset(rules) if isinstance(rules, str) else rules
    r.check_players(players)
    hand = r.hand_size_for(players)
    chance = open_chance(
        set_size(r.set),
        r.set,
        hand,
        players,
        search=not r.double_set_aside,
        kept=r.kept_back_for(players),
        with_draw=with_draw,
    )
    return Exact(chance, _opener_words(r, players, hand, with_draw))


def _opener_words(r: Rules, players: int, hand: int, with_draw: bool) -> Phrase:
    values = {"preset": r.preset_name, "n": r.set, "players": players, "hand": hand}
    if with_draw:
        return Phrase.ngettext(
            "the opener ({preset}, double-{n}, {players} players, {hand} tiles each) "
            "can open at its first turn (drawing once if needed)",
            "the opener ({preset}, double-{n}, {players} players, {hand} tiles each) "
            "can open at its first turn (drawing once if needed)",
            hand,
            **values,
        )
    return Phrase.ngettext(
        "the opener ({preset}, double-{n}, {players} players, {hand} tiles each) "
        "can open at its first turn",
        "the opener ({preset}, double-{n}, {players} players, {hand} tiles each) "
        "can open at its first turn",
        hand,
        **values,
    )


def open_chance(
    tiles: int,
    suit: int,
    hand: int,
    players: int,
    *,
    search: bool,
    kept: int = 0,
    with_draw: bool = False,
) -> Fraction:
    """The opener's chance computed from counts alone, as :func:`can_open` uses it.

    ``tiles`` is the size of the set, ``suit`` the tiles showing the double's number
    besides the double, ``hand`` the tiles dealt to each of ``players`` seats.
    ``search=False`` is the ``gamerules`` deal (double set aside first); ``search=True`` is
    the ``spruce`` deal (double dealt, searched for when nobody holds it). ``kept`` tiles at
    the end of the yard can never be drawn.

    >>> open_chance(28, 6, 7, 2, search=False)
    Fraction(8575, 9867)
    """
    others = tiles - 1
    if not search:
        yard = others - players * hand
        return _turn_chance(others, suit, hand, yard - kept, with_draw)
    # The double lies at each of the ``tiles`` places of the shuffled set with equal chance.
    dealt = players * hand
    total = dealt * _turn_chance(others, suit, hand, tiles - dealt - kept, with_draw)
    for j in range(tiles - dealt):  # the double is the yard's (j+1)-th tile
        finder = j % players
        opener = (finder + 1) % players
        drawn = sum(1 for i in range(j) if i % players == opener)
        left = tiles - dealt - j - 1
        total += _turn_chance(others, suit, hand + drawn, left - kept, with_draw)
    return total / tiles


def _turn_chance(others: int, suit: int, held: int, drawable: int, with_draw: bool) -> Fraction:
    # ``held`` tiles, none of them the double, equally likely to be any of the ``others``.
    miss = Fraction(comb(others - suit, held), comb(others, held))
    chance = 1 - miss
    if with_draw and drawable > 0:
        # The next yard tile is equally likely to be any tile the opener does not hold.
        chance += miss * Fraction(suit, others - held)
    return chance
