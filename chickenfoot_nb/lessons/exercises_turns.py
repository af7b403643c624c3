"""The exercises of lesson 03: arms and turns."""

from __future__ import annotations

from chickenfoot_nb.i18n import _, ngettext
from chickenfoot_nb.lessons.check import Check
from chickenfoot_nb.lessons.facts import playable_tiles, seat_name, which_playable
from chickenfoot_nb.lessons.registry import exercise
from chickenfoot_nb.phase import Phase
from chickenfoot_nb.round import Round
from chickenfoot_nb.rules import Rules


@exercise("arms-count", "arms")
def _arms_count(players: int = 6) -> Check:
    g = Rules.preset("gamerules").arms_for(players)
    s = Rules.preset("spruce").arms_for(players)
    return Check(
        ngettext(
            "{players} player. How many arms does the centre double take under gamerules?",
            "{players} players. How many arms does the centre double take under gamerules?",
            players,
        ).format(players=players),
        g,
        explain=_(
            "gamerules: one arm per player, so {gamerules}. spruce always takes {spruce}."
        ).format(gamerules=g, spruce=s),
    )


@exercise("next-seat", "clockwise")
def _next_seat(players: int = 4, seat: int = 3) -> Check:
    return Check(
        ngettext(
            "{players} player. Seat {seat} has just played. Whose turn is it? (write the seat number)",
            "{players} players. Seat {seat} has just played. Whose turn is it? (write the seat number)",
            players,
        ).format(players=players, seat=seat),
        (seat + 1) % players,
        explain=_(
            "Clockwise: seat i is followed by seat (i+1) mod {players}, "
            "so ({seat}+1) mod {players} = {next}."
        ).format(players=players, seat=seat, next=(seat + 1) % players),
    )


@exercise("arm-phase-plays", "arm-phase")
def _arm_phase_plays(r: Round) -> Check:
    return which_playable(
        r,
        ngettext(
            "{started} of the {total} arms of {double} are started.",
            "{started} of the {total} arms of {double} are started.",
            r.arms_started,
        ).format(started=r.arms_started, total=r.arms_total, double=r.centre),
        explain=_(
            "While an arm is empty, every play must start a new arm, "
            "so only tiles with a {number} can be played."
        ).format(number=r.double),
        hint=_("Look for tiles showing a {number}.").format(number=r.double),
    )


@exercise("arm-limit", "arm-limit", "arms")
def _arm_limit(r: Round) -> Check:
    assert not r.in_arm_phase, "this exercise needs a round whose arms are all started"
    return Check(
        ngettext(
            "The {total} arm of {double} is started. May another tile with a {number} be played against the centre double?",
            "All {total} arms of {double} are started. May another tile with a {number} be played against the centre double?",
            r.arms_total,
        ).format(total=r.arms_total, double=r.centre, number=r.double),
        False,
        picture=r,
        explain=_(
            "No: the centre never takes more arms than its count. "
            "A tile with that number goes on an open end instead."
        ),
    )


@exercise("must-play", "must-play", "refused")
def _must_play(r: Round) -> Check:
    playable = playable_tiles(r)
    assert playable, "this exercise needs a seat that can play"
    choices = [_("play a tile"), _("draw"), _("pass")]
    return Check(
        _("{name} would like to draw from the chicken yard. What must {name} do instead?").format(
            name=seat_name(r)
        ),
        choices[0],
        choices=choices,
        picture=r,
        explain=_(
            "{name} holds {tiles}, which can be played: a player who can play must play. "
            "The draw is refused."
        ).format(name=seat_name(r), tiles=" ".join(str(t) for t in sorted(playable, reverse=True))),
    )


@exercise("drawn-tile-choices", "draw", "pass")
def _drawn_tile_choices(r: Round) -> Check:
    d = r.drawn_tile
    assert r.phase == Phase.DRAWN and d is not None, (
        "this exercise needs a seat that has just drawn"
    )
    may_pass = r.legal_actions()[-1].kind == "pass"
    fits = bool(r.targets(d))
    options = [
        _("only play {tile}").format(tile=d),
        _("play {tile} or pass").format(tile=d),
        _("only pass"),
    ]
    right = options[1] if fits and may_pass else options[0] if fits else options[2]
    preset = r.rules.preset_name
    return Check(
        _(
            "{preset}: {name} could not play, drew {tile}, and it fits. What may {name} do now?"
        ).format(preset=preset, name=seat_name(r), tile=d),
        right,
        choices=options,
        picture=r,
        explain=(
            _(
                "Under these rules (draw_must_play={option}) a drawn tile that fits must be "
                "played. No other tile from the hand may be played now."
            )
            if r.rules.draw_must_play
            else _(
                "Under these rules (draw_must_play={option}) a drawn tile that fits may be "
                "played, or kept and the turn passed. No other tile from the hand may be played now."
            )
        ).format(option=r.rules.draw_must_play),
    )


@exercise("kept-back", "kept-back", "pass")
def _kept_back(r: Round) -> Check:
    return Check(
        ngettext(
            "{players} players under {preset}. The chicken yard still holds {size} tiles. "
            "How many of them may {name} draw?",
            "{players} players under {preset}. The chicken yard still holds {size} tiles. "
            "How many of them may {name} draw?",
            r.yard_size,
        ).format(
            players=r.players, preset=r.rules.preset_name, size=r.yard_size, name=seat_name(r)
        ),
        r.yard_drawable,
        picture=r,
        explain=ngettext(
            "{preset} keeps the last {kept} back: they are never drawn, so {drawable} may be "
            "drawn. {name} cannot play, so {name} passes.",
            "{preset} keeps the last {kept} back: they are never drawn, so {drawable} may be "
            "drawn. {name} cannot play, so {name} passes.",
            r.kept_back,
        ).format(
            preset=r.rules.preset_name,
            kept=r.kept_back,
            drawable=r.yard_drawable,
            name=seat_name(r),
        ),
    )


@exercise("refused-unchanged", "refused")
def _refused_unchanged() -> Check:
    return Check(
        _("The engine refused an action above. Did that refused action change the round?"),
        False,
        explain=_(
            "No: a refused action leaves the game exactly as it was, and the message names the rule."
        ),
    )
