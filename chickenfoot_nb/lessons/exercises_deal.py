"""The exercises of lesson 02: the deal and the start."""

from __future__ import annotations

from chickenfoot_nb.i18n import _, ngettext
from chickenfoot_nb.lessons.check import Check
from chickenfoot_nb.lessons.facts import seat_name
from chickenfoot_nb.lessons.pictures import tile_row
from chickenfoot_nb.lessons.registry import exercise
from chickenfoot_nb.phase import Phase
from chickenfoot_nb.round import Round
from chickenfoot_nb.rules import Rules
from chickenfoot_nb.tiles import Tile, double_set, set_size


@exercise("preset-seven-each", "presets", "hand-size")
def _preset_seven_each() -> Check:
    g, s = Rules.preset("gamerules").hand_size_for(4), Rules.preset("spruce").hand_size_for(4)
    return Check(
        _("Four friends play. Under which preset is each of them dealt 7 tiles?"),
        "spruce",
        choices=["gamerules", "spruce", _("both")],
        explain=_(
            "spruce deals 7 each ({spruce}); gamerules deals by the number of players: "
            "{gamerules} each for 4."
        ).format(spruce=s, gamerules=g),
    )


@exercise("gamerules-hand", "hand-size", "yard", "round-double")
def _gamerules_hand(players: int = 5) -> Check:
    rules = Rules.preset("gamerules")
    hand = rules.hand_size_for(players)
    left = set_size(9) - 1 - players * hand
    return Check(
        ngettext(
            "gamerules, double-9, {players} player. The round's double is set aside and every hand is dealt. How many tiles are left in the chicken yard?",
            "gamerules, double-9, {players} players. The round's double is set aside and every hand is dealt. How many tiles are left in the chicken yard?",
            players,
        ).format(players=players),
        left,
        explain=_("55 tiles − 1 double set aside − {players} × {hand} dealt = {left}.").format(
            players=players, hand=hand, left=left
        ),
        hint=ngettext(
            "Look up the hand size for {players} player, and remember the double set aside.",
            "Look up the hand size for {players} players, and remember the double set aside.",
            players,
        ).format(players=players),
    )


@exercise("too-many-players", "players")
def _too_many_players(players: int = 8, n: int = 12) -> Check:
    most = set_size(n) // players
    return Check(
        ngettext(
            "{players} player wants to play spruce's way with a double-{n} set, but with a bigger hand. What is the largest number of tiles the hand could get?",
            "{players} players want to play spruce's way with a double-{n} set, but with bigger hands. What is the largest number of tiles each hand could get?",
            players,
        ).format(players=players, n=n),
        most,
        explain=ngettext(
            "A double-{n} set has {size} tile: {players} × {most} = {fits} fits, {players} × {more} = {too_many} does not. Check it: try_rules('spruce', {players}, set={n}, hand_size={more}).",
            "A double-{n} set has {size} tiles: {players} × {most} = {fits} fits, {players} × {more} = {too_many} does not. Check it: try_rules('spruce', {players}, set={n}, hand_size={more}).",
            set_size(n),
        ).format(
            n=n,
            size=set_size(n),
            players=players,
            most=most,
            fits=players * most,
            more=most + 1,
            too_many=players * (most + 1),
        ),
        hint=ngettext(
            "How many tiles has a double-{n} set? Give them all to {players} hand.",
            "How many tiles has a double-{n} set? Share them out among {players} hands.",
            players,
        ).format(n=n, players=players),
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
        ngettext(
            "gamerules, {players} player. Face down, the tiles are drawn in this order, one each in turn, seat 0 first: <code>{tiles}</code>. Which seat draws 9|9 and starts? (write the seat number)",
            "gamerules, {players} players. Face down, the tiles are drawn in this order, one each in turn, seat 0 first: <code>{tiles}</code>. Which seat draws 9|9 and starts? (write the seat number)",
            players,
        ).format(players=players, tiles=shown),
        finder,
        picture=row,
        explain=_(
            "9|9 is draw number {draw}; the seats take turns 0, 1, …, {last}, 0, …, "
            "so it falls to seat {place} mod {players} = {finder}."
        ).format(draw=place + 1, last=players - 1, place=place, players=players, finder=finder),
        hint=_("Draw 1 is seat 0's, draw 2 seat 1's, … draw {draw} is seat 0's again.").format(
            draw=players + 1
        ),
    )


@exercise("spruce-search", "spruce-search", "round-double")
def _spruce_search(r: Round) -> Check:
    probe = r.copy()
    while probe.phase == Phase.SEARCH:
        probe.push(probe.legal_actions()[0])
    finder = probe.seat
    return Check(
        _(
            "Nobody was dealt {double}. The seats draw from the chicken yard in turn, seat 0 "
            "first; the yard's next tiles are <code>{tiles}</code>. Which seat draws the double "
            "and places it? (write the seat number)"
        ).format(double=r.centre, tiles=" ".join(str(t) for t in r.yard[:6])),
        finder,
        explain=_(
            "The tiles go to seats 0, 1, 2, … in turn; {double} is drawn by seat {finder}."
        ).format(double=r.centre, finder=finder),
    )


@exercise("who-plays-first", "first-action")
def _who_plays_first(r: Round) -> Check:
    assert r.phase == Phase.PLACE, (
        "this exercise needs a spruce round whose double is about to be placed"
    )
    nxt = (r.seat + 1) % r.players
    return Check(
        _(
            "spruce: {name} holds {double} and places it in the centre. "
            "Which seat plays the first tile against it? (write the seat number)"
        ).format(name=seat_name(r), double=r.centre),
        nxt,
        picture=r,
        explain=_(
            "Placing the double is {name}'s whole turn; play goes on clockwise to seat {next}."
        ).format(name=seat_name(r), next=nxt),
    )
