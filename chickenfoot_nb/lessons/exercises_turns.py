"""The exercises of lesson 03: arms and turns."""

from __future__ import annotations

import html

from chickenfoot_nb.explain import forced_now
from chickenfoot_nb.i18n import _, ngettext
from chickenfoot_nb.lessons.attempts import attempt
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
        mistakes={}
        if g == s
        else {
            s: _(
                "That is spruce's count, whatever the number of players. gamerules gives one "
                "arm per player."
            )
        },
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
        mistakes={}
        if seat + 1 < players
        else {
            players: _(
                "There is no seat {players}: the seats are 0 to {last}, and after the last "
                "seat comes seat 0 again."
            ).format(players=players, last=players - 1)
        },
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
        mistakes={
            choices[1]: _(
                "Drawing is only for a player who cannot play. {name} holds a tile that can "
                "be played, so must play it (a house rule [H])."
            ).format(name=seat_name(r)),
            choices[2]: _("A player passes only when nothing can be played, even after a draw."),
        },
    )


@exercise("drawn-tile-choices", "draw", "pass", predict=True)
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
        mistakes={
            k: why
            for k, why in {
                options[0]: _(
                    "A drawn tile that fits must be played when draw_must_play=True (gamerules). "
                    "Under these rules it may also be kept, and the turn passed."
                ),
                options[1]: _(
                    "A drawn tile that fits may be kept when draw_must_play=False (spruce). Under "
                    "these rules it must be played: a pass is refused."
                ),
                options[2]: _("The drawn tile fits, so it may be played."),
            }.items()
            if k != right
        }
        if fits
        else {},
        predict=True,
        reveal="<p>" + html.escape(forced_now(r)) + "</p>",
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
        mistakes={}
        if r.yard_size == r.yard_drawable
        else {
            r.yard_size: ngettext(
                "{preset} keeps the yard's last {kept} tile back: it may never be drawn.",
                "{preset} keeps the yard's last {kept} tiles back: they may never be drawn.",
                r.kept_back,
            ).format(preset=r.rules.preset_name, kept=r.kept_back)
        },
    )


@exercise("refused-play", "refused", "arm-phase", predict=True)
def _refused_play(r: Round, action: str) -> Check:
    name = seat_name(r)
    before = len(r.history)
    tried = attempt(r, action)
    after = len(r.history)
    choices = [
        _("it plays the tile"),
        _("it refuses the play, says which rule forbids it, and leaves the round as it was"),
        _("it refuses the play and makes {name} draw instead").format(name=name),
    ]
    right = choices[1] if not tried.done and after == before else choices[0]
    return Check(
        _("Predict: {name} tries <code>{action}</code>. What does the engine do?").format(
            name=name, action=html.escape(action)
        ),
        right,
        choices=choices,
        explain=_(
            "The engine checks every action against the rules before it changes anything. "
            "A refused action leaves the round exactly as it was: {name} still has the turn."
        ).format(name=name),
        mistakes={
            choices[0]: _(
                "The engine plays only what the rules allow, and this play breaks one: see the "
                "reason it gives."
            ),
            choices[2]: _(
                "A refused action changes nothing: {name} still has the turn and chooses again. "
                "Drawing is only for a player who cannot play."
            ).format(name=name),
        },
        predict=True,
        reveal=tried._repr_html_()
        + "<p>"
        + _("Actions in the round before the try: {before}. After it: {after}.").format(
            before=before, after=after
        )
        + "</p>",
    )


@exercise("arm-phase-choice", "arm-phase")
def _arm_phase_choice() -> Check:
    choices = ["9|5", "5|3", _("either of them")]
    return Check(
        _(
            "spruce: 3 of the 4 arms of 9|9 are started, and one of them ends in an open 5. "
            "Seat 2 holds 9|5 and 5|3. Which tile may Seat 2 play?"
        ),
        choices[0],
        choices=choices,
        explain=_(
            "One arm is still empty, so every play must start a new arm: 9|5 against the centre."
        ),
        mistakes={
            choices[1]: _(
                "5|3 matches the open 5, but while an arm of the centre is empty, every play must "
                "start a new arm with a 9."
            ),
            choices[2]: _(
                "Only one fits the arm phase: while an arm is empty, every play starts a new arm "
                "with a 9."
            ),
        },
    )


@exercise("drawn-no-fit", "draw", "pass")
def _drawn_no_fit() -> Check:
    choices = [_("play another tile from the hand"), _("pass"), _("draw again")]
    return Check(
        _("Seat 1 could not play, drew 7|3, and 7|3 fits nowhere. What does Seat 1 do now?"),
        choices[1],
        choices=choices,
        explain=_("A player who cannot play draws one tile; if it cannot be played, they pass."),
        mistakes={
            choices[2]: _(
                "One draw per turn: when the drawn tile does not fit, the player passes."
            ),
            choices[0]: _(
                "Seat 1 could not play any tile before the draw, and after a draw only the drawn "
                "tile may be played."
            ),
        },
    )


@exercise("last-tile-kept", "kept-back", "pass")
def _last_tile_kept(players: int = 3) -> Check:
    kept = Rules.preset("gamerules").kept_back_for(players)
    return Check(
        ngettext(
            "gamerules, {players} player. The chicken yard holds {kept} tile, and Seat 1 cannot "
            "play. May Seat 1 draw it?",
            "gamerules, {players} players. The chicken yard holds {kept} tile, and Seat 1 cannot "
            "play. May Seat 1 draw it?",
            players,
        ).format(players=players, kept=kept),
        False,
        explain=ngettext(
            "No: with {players} player gamerules keeps the last {kept} tile back, so Seat 1 passes.",
            "No: with {players} players gamerules keeps the last {kept} tile back, so Seat 1 passes.",
            players,
        ).format(players=players, kept=kept),
        mistakes={
            _("yes"): _(
                "gamerules never lets the yard's last tile be drawn (the last 2 with two players)."
            ),
        },
    )
