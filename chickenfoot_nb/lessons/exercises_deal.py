"""The exercises of lesson 02: the deal and the start."""

from __future__ import annotations

import html

from chickenfoot_nb.explain import describe_action
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
        mistakes={
            left + 1: _(
                "You forgot the round's double: gamerules sets it aside in the centre before "
                "the deal, so it is neither in a hand nor in the yard."
            ),
        },
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
    mistakes = {
        (place + 1) % players: _(
            "You counted the draws from 1. Seat 0 makes draw 1, so draw number d is made by "
            "seat (d − 1) mod {players}."
        ).format(players=players),
    }
    round_the_table = _(
        "After seat {last} comes seat 0 again: the seats draw round the table until one "
        "finds the double."
    ).format(last=players - 1)
    for no_wrap in (place, place + 1):
        mistakes.setdefault(no_wrap, round_the_table)
    mistakes.pop(finder, None)
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
        mistakes=mistakes,
    )


@exercise("spruce-search", "spruce-search", "round-double", predict=True)
def _spruce_search(r: Round) -> Check:
    probe = r.copy()
    while probe.phase == Phase.SEARCH:
        probe.push(probe.legal_actions()[0])
    finder = probe.seat
    draws = len(probe.history) - len(r.history)
    # The double placed: the whole search, in the engine's words, is what the lesson shows.
    probe.push(probe.legal_actions()[0])
    steps = [describe_action(probe, i) for i in range(len(r.history), len(probe.history))]
    mistakes = {
        draws: _(
            "{draws} is the number of the draw that finds it. Seat 0 makes draw 1, so draw "
            "{draws} is seat {finder}'s."
        ).format(draws=draws, finder=finder),
    }
    mistakes.pop(finder, None)
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
        mistakes=mistakes,
        predict=True,
        reveal="<br>".join(html.escape(step) for step in steps),
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


@exercise("deal-yard", "yard", "hand-size", "round-double", predict=True)
def _deal_yard(r: Round) -> Check:
    dealt = r.at(0)
    hand = dealt.hand_sizes[0]
    size = set_size(dealt.rules.set)
    left = dealt.yard_size
    return Check(
        ngettext(
            "Predict: {preset}, {players} player, {hand} tiles each from the {size} tiles of a "
            "double-{n} set. How many tiles stay in the chicken yard?",
            "Predict: {preset}, {players} players, {hand} tiles each from the {size} tiles of a "
            "double-{n} set. How many tiles stay in the chicken yard?",
            dealt.players,
        ).format(
            preset=dealt.rules.preset_name,
            players=dealt.players,
            hand=hand,
            size=size,
            n=dealt.rules.set,
        ),
        left,
        explain=_("{size} − {players} × {hand} = {left}.").format(
            size=size, players=dealt.players, hand=hand, left=left
        ),
        mistakes={
            left - 1: _(
                "spruce sets nothing aside: the round's double is dealt like every other tile, "
                "so only the hands leave the yard. (Setting the double aside is gamerules' way.)"
            ),
            size - hand: _(
                "That takes away one hand only: every player is dealt a hand of the same size."
            ),
        },
        predict=True,
        reveal=lambda: (
            "<p>"
            + ngettext(
                "This deal: hands of {hands} tiles, and {left} tile in the chicken yard.",
                "This deal: hands of {hands} tiles, and {left} tiles in the chicken yard.",
                left,
            ).format(hands=", ".join(str(h) for h in dealt.hand_sizes), left=left)
            + "</p>"
        ),
    )


@exercise("finder-first-play", "first-action", "search")
def _finder_first_play() -> Check:
    choices = [
        _("place the double in the centre, and that is the whole turn"),
        _("play the first tile against the centre double"),
        _("draw again"),
    ]
    return Check(
        _(
            "gamerules: in the search, Seat 3 draws the round's double. What does Seat 3 do first in the round?"
        ),
        choices[1],
        choices=choices,
        explain=_(
            "Under gamerules the double is set aside in the centre before the deal; the finder "
            "makes the first play, against it."
        ),
        mistakes={
            choices[0]: _(
                "That is spruce's way, where the double is dealt to a hand. Under gamerules it "
                "already lies in the centre, and the finder plays the first tile on it."
            ),
        },
    )


@exercise("spruce-most-players", "players", "hand-size")
def _spruce_most_players(n: int = 9) -> Check:
    hand = Rules.preset("spruce").hand_size_for(2)
    size = set_size(n)
    most = size // hand
    return Check(
        ngettext(
            "spruce deals {hand} tile to each player from a double-{n} set. How many players "
            "can it deal to at most?",
            "spruce deals {hand} tiles to each player from a double-{n} set. How many players "
            "can it deal to at most?",
            hand,
        ).format(hand=hand, n=n),
        most,
        explain=_(
            "{most} × {hand} = {fits}, which fits in {size}; {more} × {hand} = {need} does not."
        ).format(
            most=most, hand=hand, fits=most * hand, size=size, more=most + 1, need=(most + 1) * hand
        ),
        mistakes={
            most + 1: _("{more} × {hand} = {need}: more than the set holds ({size}).").format(
                more=most + 1, hand=hand, need=(most + 1) * hand, size=size
            ),
        },
    )


@exercise("double-in-a-hand", "round-double", "presets")
def _double_in_a_hand() -> Check:
    choices = ["gamerules", "spruce", _("both")]
    return Check(
        _("Under which preset can a player be dealt the round's double?"),
        "spruce",
        choices=choices,
        explain=_(
            "spruce deals the double like any tile; gamerules sets it aside before the deal."
        ),
        mistakes={
            "gamerules": _(
                "gamerules finds the double in a search and sets it aside in the centre before "
                "the deal: no hand can get it."
            ),
            choices[2]: _("Only one of them deals it: gamerules sets it aside before the deal."),
        },
    )
