"""The text of the game's panels: the status line, the explanation, the odds and the score.

Each is a plain function of engine values (the match, the round at the moment shown, the
viewer), so the words can be read and tested without a widget; the widget only wraps them
in HTML.

>>> from chickenfoot_nb.match import Match
>>> m = Match("spruce", players=3, seed=2)
>>> status(m, m.current, 0, viewer=0, kinds=["human"] * 3)
'Round 1 of 10 · double 9|9 · Seat 0 (you) to place the double · yard 34 (34 drawable) · step 0 of 0'
>>> explain(Moment.of(m.current, before=None, viewer=0, seen=(0,), key=0))
[('Now', "Seat 0 holds 9|9, the round's double, and places it in the centre.")]
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from chickenfoot_nb.explain import forced_now, why_not_tile
from chickenfoot_nb.i18n import N_, _, ngettext, percent
from chickenfoot_nb.match import Match
from chickenfoot_nb.phase import Phase
from chickenfoot_nb.round import Round
from chickenfoot_nb.tiles import Tile
from chickenfoot_nb.widgets.moment import Moment
from chickenfoot_nb.widgets.seats import kind_word
from chickenfoot_nb.widgets.words import places

#: What the seat to move is to do, by the round's phase: one whole phrase each, so that a
#: language says "Seat 1 (greedy) to draw" in its own order.
_TO_DO = {
    "search": N_("{name} ({who}) to draw"),
    "place": N_("{name} ({who}) to place the double"),
    "drawn": N_("{name} ({who}) to play or pass"),
    "drawn-must-play": N_("{name} ({who}) to play the drawn tile"),
    "play": N_("{name} ({who}) to play"),
}


def status(m: Match, shown: Round, length: int, *, viewer: int, kinds: Sequence[str]) -> str:
    """One line on the moment ``shown``: the round, who is to do what, the yard, the step.

    ``length`` is how many actions the round has had in all (``shown`` may be earlier), and
    ``kinds`` says who plays each seat (``"human"`` or a bot's name).
    """
    r = shown
    step = len(r.history)
    parts = [
        _("Round {n} of {total}").format(n=len(m.rounds), total=len(m.doubles)),
        _("double {tile}").format(tile=f"{r.double}|{r.double}"),
    ]
    if r.is_over:
        parts.append(_("round over"))
    else:
        kind = kinds[r.seat]
        # Translators: in the status line, "Seat 0 (you) to play".
        who = _("you") if kind == "human" and r.seat == viewer else kind_word(kind)
        phase = r.phase if r.phase in _TO_DO else "play"
        if r.phase == Phase.DRAWN and r.rules.draw_must_play:
            phase = "drawn-must-play"
        parts.append(_(_TO_DO[phase]).format(name=r.names[r.seat], who=who))
    parts.append(
        _("yard {size} ({drawable} drawable)").format(size=r.yard_size, drawable=r.yard_drawable)
    )
    parts.append(_("step {step} of {length}").format(step=step, length=length))
    if step != length:
        parts.append(_("an earlier moment"))
    return " · ".join(parts)


def explain(moment: Moment, selected: Tile | None = None) -> list[tuple[str, str]]:
    """The explanation panel: (heading, plain sentence) pairs for the ``moment`` shown.

    The moment says the last action (naming a drawn tile only to a reader who may see it)
    and what the rules force now; ``selected`` is the tile picked in hand, if any.
    """
    out = list(moment.explanation)
    if selected is not None:
        head = _("Selected {tile}").format(tile=selected)
        judged = moment.verdict(selected)
        r = moment.round
        # A tile of the seat to move is judged in the moment; another one is asked about.
        if judged is not None and r.holder(selected) == r.seat:
            reason = None if judged.playable else judged.reason
            targets = list(judged.targets)
        else:
            reason = why_not_tile(r, selected)
            targets = r.targets(selected)
        if reason is None:
            where = places(targets)
            out.append((head, _("It can be played on {places}.").format(places=where)))
        else:
            out.append((head, _("It cannot be played: {reason}.").format(reason=reason)))
    return out


def odds(name: str, chance: Fraction | None) -> str:
    """The ``chance`` that a draw now would fit, said for the seat ``name`` ('' for None).

    >>> odds("Seat 0", Fraction(1, 4))
    'If Seat 0 drew now, the chance that the tile fits somewhere: 1/4 ≈ 25%'
    >>> odds("Seat 0", None)   # no draw to be had (the double is not placed yet, say)
    ''
    """
    if chance is None:
        return ""
    return _(
        "If {name} drew now, the chance that the tile fits somewhere: {fraction} ≈ {percent}"
    ).format(name=name, fraction=chance, percent=percent(float(chance)))


def score_rows(m: Match) -> list[tuple[str, str, int, int]]:
    """At the end of a round: (name, tiles left, pips, match total) for each seat.

    >>> from chickenfoot_nb.bots import play_round
    >>> m = Match("spruce", players=2, seed=9)
    >>> _ = play_round(m.current, ["greedy", "greedy"])
    >>> score_rows(m)
    [('Seat 0', '1|0', 1, 1), ('Seat 1', '—', 0, 0)]
    """
    r = m.current
    totals = m.totals
    blank = r.rules.double_blank

    def shown(t: Tile) -> str:
        return f"0|0 (={blank})" if t.index == 0 and blank else str(t)

    return [
        (r.names[s], " ".join(shown(t) for t in r.hand(s)) or "—", r.pips(s), totals[s])
        for s in range(r.players)
    ]


def result(m: Match) -> str:
    """How the current round ended, and at the end of the match who won and why.

    >>> result(Match("spruce", players=2, seed=4))   # the round is still being played
    ''
    """
    r = m.current
    if not r.is_over:
        return ""
    text = forced_now(r)
    holds_blank = any(Tile(0, 0) in r.hand(s) for s in range(r.players))
    if holds_blank and r.rules.double_blank:
        text += " " + _("0|0 left in a hand counts {points} under these rules.").format(
            points=r.rules.double_blank
        )
    if m.is_complete and m.winners is not None:
        winners = [m.names[s] for s in m.winners]
        # Translators: joins the last two winners' names: "Seat 0 and Seat 2".
        names = _(" and ").join(winners)
        text += " " + ngettext(
            "The match is over: {names} wins on {decided_by}.",
            "The match is over: {names} win on {decided_by}.",
            len(winners),
        ).format(names=names, decided_by=m.decided_by)
    return text
