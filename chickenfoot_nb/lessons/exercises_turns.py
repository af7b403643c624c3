"""The exercises of lesson 03: arms and turns."""

from __future__ import annotations

from chickenfoot_nb.lessons.check import Check
from chickenfoot_nb.lessons.facts import playable_tiles, seat_name, which_playable
from chickenfoot_nb.lessons.registry import exercise
from chickenfoot_nb.round import Round
from chickenfoot_nb.rules import Rules


@exercise("arms-count", "arms")
def _arms_count(players: int = 6) -> Check:
    g = Rules.preset("gamerules").arms_for(players)
    s = Rules.preset("spruce").arms_for(players)
    return Check(
        f"{players} players. How many arms does the centre double take under gamerules?",
        g,
        explain=f"gamerules: one arm per player, so {g}. spruce always takes {s}.",
    )


@exercise("next-seat", "clockwise")
def _next_seat(players: int = 4, seat: int = 3) -> Check:
    return Check(
        f"{players} players. Seat {seat} has just played. Whose turn is it? (write the seat number)",
        (seat + 1) % players,
        explain=f"Clockwise: seat i is followed by seat (i+1) mod {players}, so ({seat}+1) mod {players} = {(seat + 1) % players}.",
    )


@exercise("arm-phase-plays", "arm-phase")
def _arm_phase_plays(r: Round) -> Check:
    return which_playable(
        r,
        f"{r.arms_started} of the {r.arms_total} arms of {r.centre} are started.",
        explain=f"While an arm is empty, every play must start a new arm, so only tiles with a {r.double} can be played.",
        hint=f"Look for tiles showing a {r.double}.",
    )


@exercise("arm-limit", "arm-limit", "arms")
def _arm_limit(r: Round) -> Check:
    assert not r.in_arm_phase, "this exercise needs a round whose arms are all started"
    return Check(
        f"All {r.arms_total} arms of {r.centre} are started. May another tile with a {r.double} be played against the centre double?",
        False,
        picture=r,
        explain="No: the centre never takes more arms than its count. A tile with that number goes on an open end instead.",
    )


@exercise("must-play", "must-play", "refused")
def _must_play(r: Round) -> Check:
    playable = playable_tiles(r)
    assert playable, "this exercise needs a seat that can play"
    return Check(
        f"{seat_name(r)} would like to draw from the chicken yard. What must {seat_name(r)} do instead?",
        "play a tile",
        choices=["play a tile", "draw", "pass"],
        picture=r,
        explain=f"{seat_name(r)} holds {' '.join(str(t) for t in sorted(playable, reverse=True))}, which can be played: a player who can play must play. The draw is refused.",
    )


@exercise("drawn-tile-choices", "draw", "pass")
def _drawn_tile_choices(r: Round) -> Check:
    d = r.drawn_tile
    assert r.phase == "drawn" and d is not None, "this exercise needs a seat that has just drawn"
    may_pass = r.legal_actions()[-1].kind == "pass"
    fits = bool(r.targets(d))
    options = [f"only play {d}", f"play {d} or pass", "only pass"]
    right = options[1] if fits and may_pass else options[0] if fits else options[2]
    preset = r.rules.preset_name
    return Check(
        f"{preset}: {seat_name(r)} could not play, drew {d}, and it fits. What may {seat_name(r)} do now?",
        right,
        choices=options,
        picture=r,
        explain=(
            f"Under these rules (draw_must_play={r.rules.draw_must_play}) a drawn tile that fits "
            + (
                "must be played."
                if r.rules.draw_must_play
                else "may be played, or kept and the turn passed."
            )
            + " No other tile from the hand may be played now."
        ),
    )


@exercise("kept-back", "kept-back", "pass")
def _kept_back(r: Round) -> Check:
    return Check(
        f"{r.players} players under {r.rules.preset_name}. The chicken yard still holds {r.yard_size} tiles. "
        f"How many of them may {seat_name(r)} draw?",
        r.yard_drawable,
        picture=r,
        explain=(
            f"{r.rules.preset_name} keeps the last {r.kept_back} back: they are never drawn, so "
            f"{r.yard_drawable} may be drawn. {seat_name(r)} cannot play, so {seat_name(r)} passes."
        ),
    )


@exercise("refused-unchanged", "refused")
def _refused_unchanged() -> Check:
    return Check(
        "The engine refused an action above. Did that refused action change the round?",
        False,
        explain="No: a refused action leaves the game exactly as it was, and the message names the rule.",
    )
