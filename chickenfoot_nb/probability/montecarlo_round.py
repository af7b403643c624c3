"""Monte Carlo for a round: whole deals for the opening, hidden tiles for in-game chances.

Each simulated deal shuffles the whole set (numpy sorts a row of random keys per deal)
and plays the rules out literally: the search for the double, who places it, who opens,
what the opener draws. In a round in progress, the tiles a seat cannot see are shuffled
into the opponents' hands and the yard, dropping arrangements that the whole table knows
are impossible. Seeds work as in :mod:`.montecarlo`.

>>> from chickenfoot_nb.probability.opening import can_open
>>> simulate_can_open("gamerules", 4, samples=4000, seed=0).contains(can_open("gamerules", 4))
True
"""

from __future__ import annotations

import numpy as np

from chickenfoot_nb.i18n import N_, _
from chickenfoot_nb.phase import Phase
from chickenfoot_nb.probability.estimate import Estimate
from chickenfoot_nb.probability.montecarlo import Seed, rng_for
from chickenfoot_nb.probability.results import Phrase
from chickenfoot_nb.rules import Rules
from chickenfoot_nb.seat_view import SeatView
from chickenfoot_nb.tiles import Tile, double_set, parse_in_set
from chickenfoot_nb.tiles import tile as tile_of

#: Whole deals per batch (bounds memory; fixed, so a seed gives fixed numbers).
DEAL_BATCH = 1 << 13


def simulate_can_open(
    rules: Rules | str = "gamerules",
    players: int = 4,
    *,
    with_draw: bool = False,
    samples: int = 100_000,
    seed: Seed = None,
) -> Estimate:
    """Simulate whole deals and check whether the opener can open at its first turn.

    Each deal is played out as the rules say (see :mod:`.opening` for who opens): under
    ``gamerules`` the search for the set-aside double, then the deal of the other tiles;
    under ``spruce`` the deal of the whole set and, when nobody holds the double, the
    search through the yard, seat 0 first.

    >>> from chickenfoot_nb.probability.opening import can_open
    >>> simulate_can_open("spruce", 3, samples=4000, seed=2).contains(can_open("spruce", 3))
    True
    """
    r = Rules.preset(rules) if isinstance(rules, str) else rules
    r.check_players(players)
    if samples < 1:
        raise ValueError(
            _("a simulation needs at least 1 sample, not {samples}").format(samples=samples)
        )
    size = len(double_set(r.set))
    rng = rng_for(seed)
    out = np.zeros(samples, dtype=bool)
    for start in range(0, samples, DEAL_BATCH):
        count = min(DEAL_BATCH, samples - start)
        if r.double_set_aside:
            # The search: all tiles face down in a random order, seats draw in turn from
            # seat 0; the double's place decides the finder, who opens.
            finders = rng.integers(0, size, size=count) % players
            deals = _shuffles(size - 1, count, rng)
            out[start : start + count] = opens_in_deals(
                r, players, deals, finders, with_draw=with_draw
            )
        else:
            deals = _shuffles(size, count, rng)
            out[start : start + count] = opens_in_deals(r, players, deals, with_draw=with_draw)
    values = {"preset": r.preset_name, "n": r.set, "players": players}
    what = (
        Phrase.ngettext(
            "the opener ({preset}, double-{n}, {players} player) can open (drawing once if needed)",
            "the opener ({preset}, double-{n}, {players} players) can open (drawing once if needed)",
            players,
            **values,
        )
        if with_draw
        else Phrase.ngettext(
            "the opener ({preset}, double-{n}, {players} player) can open",
            "the opener ({preset}, double-{n}, {players} players) can open",
            players,
            **values,
        )
    )
    return Estimate.from_samples(out, what, binary=True)


def _shuffles(size: int, count: int, rng: np.random.Generator) -> np.ndarray:
    # ``count`` independent shuffles of 0..size-1, one per row (sorting random keys).
    return np.argsort(rng.random((count, size)), axis=1)


def opens_in_deals(
    rules: Rules,
    players: int,
    deals: np.ndarray,
    finders: np.ndarray | None = None,
    *,
    with_draw: bool = False,
) -> np.ndarray:
    """For each deal (a row of ``deals``), whether the opener can open at its first turn, as
    :func:`simulate_can_open` counts it (see :mod:`.opening` for who opens).

    A row lists the places of the tiles in the order they are dealt: each seat's hand in
    turn, seat 0 first, then the yard from its top. Under ``spruce`` (the double is dealt)
    a row is a shuffle of the whole set's tile indices. Under ``gamerules`` (the double is
    set aside) it is a shuffle of ``0 … size-2``, the places in the set of the tiles other
    than the double, and ``finders`` holds the seat that found the double in each deal.

    >>> import numpy as np
    >>> spruce = Rules.preset("spruce", set=6, hand_size=2)
    >>> deals = np.array([[27, 26, 0, 1] + list(range(2, 26))])  # seat 0: 6|6 and 6|5
    >>> opens_in_deals(spruce, 2, deals).tolist()  # seat 1 opens, holding 0|0 and 1|0: no 6
    [False]
    >>> opens_in_deals(spruce, 2, deals, with_draw=True).tolist()  # it draws 1|1: still none
    [False]
    """
    hand = rules.hand_size_for(players)
    kept = rules.kept_back_for(players)
    tiles = double_set(rules.set)
    centre = tile_of(rules.set, rules.set)
    if rules.double_set_aside:
        assert finders is not None, "a gamerules deal names the seat that found the double"
        return _opens_aside(tiles, centre, players, hand, kept, with_draw, deals, finders)
    return _opens_with_search(tiles, centre, players, hand, kept, with_draw, deals)


def _opens_aside(
    tiles: tuple[Tile, ...],
    centre: Tile,
    players: int,
    hand: int,
    kept: int,
    with_draw: bool,
    order: np.ndarray,
    finder: np.ndarray,
) -> np.ndarray:
    others = [t for t in tiles if t != centre]
    fits = np.array([t.has(centre.hi) for t in others])
    rows = np.arange(len(order))[:, None]
    held = order[rows, finder[:, None] * hand + np.arange(hand)]
    can = fits[held].any(axis=1)
    dealt = players * hand
    if with_draw and len(others) - dealt - kept >= 1:
        can |= fits[order[:, dealt]]
    return can


def _opens_with_search(
    tiles: tuple[Tile, ...],
    centre: Tile,
    players: int,
    hand: int,
    kept: int,
    with_draw: bool,
    order: np.ndarray,
) -> np.ndarray:
    size = len(tiles)
    count = len(order)
    fits = np.array([t.has(centre.hi) and t != centre for t in tiles])
    fit_at = fits[order]
    where = np.argmax(order == centre.index, axis=1)
    dealt = players * hand
    in_yard = where >= dealt
    j = np.where(in_yard, where - dealt, 0)
    placer = np.where(in_yard, j % players, where // hand)
    opener = (placer + 1) % players
    rows = np.arange(count)[:, None]
    can = fit_at[rows, opener[:, None] * hand + np.arange(hand)].any(axis=1)
    # Tiles the opener drew in the search: the yard's i-th tile, before the double, went to seat i % players.
    i = np.arange(size - dealt)
    drew = (i < j[:, None]) & (i % players == opener[:, None])
    can |= (fit_at[:, dealt:] & drew).any(axis=1)
    if with_draw:
        nxt = np.where(in_yard, where + 1, dealt)
        drawable = size - nxt - kept >= 1
        can |= drawable & fit_at[np.arange(count), np.minimum(nxt, size - 1)]
    return can


def _arrangements(
    view: SeatView, samples: int, rng: np.random.Generator
) -> tuple[list[Tile], np.ndarray, int]:
    # Random arrangements of the unseen tiles: places 0..in_hands-1 are the opponents'
    # hands (seat by seat), the rest the yard from its top. Arrangements that contradict
    # what the whole table knows (where the spruce double is during the search) are dropped.
    unseen = sorted(view.unseen)
    sizes = [c for s, c in enumerate(view.hand_sizes) if s != view.seat]
    in_hands = sum(sizes)
    double = tile_of(view.table.double, view.table.double)
    known = view.phase in (Phase.SEARCH, Phase.PLACE) and double in unseen
    kept: list[np.ndarray] = []
    have = 0
    while have < samples:
        order = _shuffles(len(unseen), max(samples - have, 1024), rng)
        if known:
            place = np.argmax(order == unseen.index(double), axis=1)
            if view.phase == Phase.SEARCH:
                ok = place >= in_hands
            else:
                mover = sum(
                    c for s, c in enumerate(view.hand_sizes) if s != view.seat and s < view.to_move
                )
                ok = (place >= mover) & (place < mover + view.hand_sizes[view.to_move])
            order = order[ok]
        kept.append(order)
        have += len(order)
    return unseen, np.concatenate(kept)[:samples], in_hands


def simulate_next_draw_playable(
    view: SeatView, *, samples: int = 20_000, seed: Seed = None
) -> Estimate:
    """Simulate random arrangements of the tiles the seat cannot see, and check the yard's top tile.

    >>> from chickenfoot_nb.round import Round
    >>> from chickenfoot_nb.probability.ingame import next_draw_playable
    >>> v = Round.deal("gamerules", players=2, seed=3).view(0)
    >>> simulate_next_draw_playable(v, samples=4000, seed=0).contains(next_draw_playable(v))
    True
    """
    unseen, order, in_hands = _arrangements(view, samples, rng_for(seed))
    fits = np.array([bool(view.targets(t)) for t in unseen])
    can_draw = view.phase == Phase.SEARCH or (view.phase != Phase.OVER and view.yard_drawable > 0)
    top = (
        fits[order[:, in_hands]]
        if can_draw and in_hands < len(unseen)
        else np.zeros(len(order), bool)
    )
    what = Phrase(N_("seat {seat}'s next draw fits"), seat=view.seat)
    return Estimate.from_samples(top, what, binary=True)


def simulate_opponent_holds(
    view: SeatView, tile: Tile | str, *, samples: int = 20_000, seed: Seed = None
) -> Estimate:
    """Simulate random arrangements of the unseen tiles and check whether an opponent holds ``tile``.

    >>> from chickenfoot_nb.round import Round
    >>> v = Round.deal("gamerules", players=2, seed=3).view(0)
    >>> simulate_opponent_holds(v, "5|2", samples=4000, seed=0).contains(7 / 11)
    True
    """
    t = parse_in_set(tile, view.rules.set)
    unseen, order, in_hands = _arrangements(view, samples, rng_for(seed))
    if t in unseen:
        held = np.argmax(order == unseen.index(t), axis=1) < in_hands
    else:
        held = np.zeros(len(order), dtype=bool)
    what = Phrase(N_("an opponent of seat {seat} holds {tile}"), seat=view.seat, tile=str(t))
    return Estimate.from_samples(held, what, binary=True)
