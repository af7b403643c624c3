"""The exercises of lesson 02: the deal and the start."""

from __future__ import annotations

from chickenfoot_nb.lessons.check import Check
from chickenfoot_nb.lessons.facts import seat_name
from chickenfoot_nb.lessons.pictures import tile_row
from chickenfoot_nb.lessons.registry import exercise
from chickenfoot_nb.round import Round
from chickenfoot_nb.rules import Rules
from chickenfoot_nb.tiles import Tile, double_set, set_size


@exercise("preset-seven-each", "presets", "hand-size")
def _preset_seven_each() -> Check:
    g, s = Rules.preset("gamerules").hand_size_for(4), Rules.preset("spruce").hand_size_for(4)
    return Check(
        "Four friends play. Under which preset is each of them dealt 7 tiles?",
        "spruce",
        choices=["gamerules", "spruce", "both"],
        explain=f"spruce deals 7 each ({s}); gamerules deals by the number of players: {g} each for 4.",
    )


@exercise("gamerules-hand", "hand-size", "yard", "round-double")
def _gamerules_hand(players: int = 5) -> Check:
    rules = Rules.preset("gamerules")
    hand = rules.hand_size_for(players)
    left = set_size(9) - 1 - players * hand
    return Check(
        f"gamerules, double-9, {players} players. The round's double is set aside and every hand is dealt. "
        "How many tiles are left in the chicken yard?",
        left,
        explain=f"55 tiles − 1 double set aside − {players} × {hand} dealt = {left}.",
        hint=f"Look up the hand size for {players} players, and remember the double set aside.",
    )


@exercise("too-many-players", "players")
def _too_many_players(players: int = 8, n: int = 12) -> Check:
    most = set_size(n) // players
    return Check(
        f"{players} players want to play spruce's way with a double-{n} set, but with bigger hands. "
        "What is the largest number of tiles each hand could get?",
        most,
        explain=f"A double-{n} set has {set_size(n)} tiles: {players} × {most} = {players * most} fits, "
        f"{players} × {most + 1} = {players * (most + 1)} does not. Check it: try_rules('spruce', {players}, set={n}, hand_size={most + 1}).",
        hint=f"How many tiles has a double-{n} set? Share them out among {players} hands.",
    )


@exercise("search-finder", "search", "round-double")
def _search_finder(players: int = 3, seed: int = 14) -> Check:
    import random

    rng = random.Random(seed)
    face_down = list(double_set(9))
    rng.shuffle(face_down)
    place = face_down.index(Tile(9, 9))
    row = tile_row(face_down[: place + 1])
    shown = " ".join(str(t) for t in face_down[: place + 1])
    finder = place % players
    return Check(
        f"gamerules, {players} players. Face down, the tiles are drawn in this order, one each in turn, "
        f"seat 0 first: <code>{shown}</code>. Which seat draws 9|9 and starts? (write the seat number)",
        finder,
        picture=row,
        explain=f"9|9 is draw number {place + 1}; the seats take turns 0, 1, …, {players - 1}, 0, …, so it falls to seat {place} mod {players} = {finder}.",
        hint=f"Draw 1 is seat 0's, draw 2 seat 1's, … draw {players + 1} is seat 0's again.",
    )


@exercise("spruce-search", "spruce-search", "round-double")
def _spruce_search(r: Round) -> Check:
    probe = r.copy()
    while probe.phase == "search":
        probe.push(probe.legal_actions()[0])
    finder = probe.seat
    return Check(
        f"Nobody was dealt {r.centre}. The seats draw from the chicken yard in turn, seat 0 first; "
        f"the yard's next tiles are <code>{' '.join(str(t) for t in r.yard[:6])}</code>. "
        "Which seat draws the double and places it? (write the seat number)",
        finder,
        explain=f"The tiles go to seats 0, 1, 2, … in turn; {r.centre} is drawn by seat {finder}.",
    )


@exercise("who-plays-first", "first-action")
def _who_plays_first(r: Round) -> Check:
    assert r.phase == "place", (
        "this exercise needs a spruce round whose double is about to be placed"
    )
    nxt = (r.seat + 1) % r.players
    return Check(
        f"spruce: {seat_name(r)} holds {r.centre} and places it in the centre. "
        "Which seat plays the first tile against it? (write the seat number)",
        nxt,
        picture=r,
        explain=f"Placing the double is {seat_name(r)}'s whole turn; play goes on clockwise to seat {nxt}.",
    )
