"""The rules of docs/rules.md in plain words, the notebook that teaches each, and the table that shows them."""

from __future__ import annotations

import html
from dataclasses import dataclass

from chickenfoot_nb.i18n import N_, _


@dataclass(frozen=True)
class Rule:
    """One rule of docs/rules.md in plain words, the notebook that teaches it, and whether it is a house rule."""

    key: str
    notebook: str
    text: str
    house: bool = False

    @property
    def said(self) -> str:
        """The rule's text in the language spoken (``text`` is the English).

        >>> RULES[0].said.startswith("A double-N set")
        True
        """
        return _(self.text)


# One rule a line reads as a table.
# fmt: off
RULES: tuple[Rule, ...] = (
    Rule("set", "01_tiles_and_sets", N_("A double-N set has one tile for each pair of numbers a ≥ b from 0 to N: (N+1)(N+2)/2 tiles.")),
    Rule("tile-text", "01_tiles_and_sets", N_("A tile is written a|b with the higher number first; 4|9 and 9-4 name the same tile 9|4.")),
    Rule("tile-value", "01_tiles_and_sets", N_("A tile is worth the sum of its two numbers (the double-blank 0|0 may be worth 50).")),
    Rule("yard", "02_deal_and_start", N_("The tiles nobody was dealt lie face down in the chicken yard; each player's tiles are their hand.")),
    Rule("presets", "02_deal_and_start", N_("Two published rule texts are the presets gamerules and spruce; every difference is an option of Rules.")),
    Rule("hand-size", "02_deal_and_start", N_("gamerules deals by the number of players (2→21, 3→14, 4→11, 5→8, 6→7, 7→6, 8→5 tiles); spruce deals 7 each.")),
    Rule("players", "02_deal_and_start", N_("2 to 8 play; a rule set that cannot be dealt is refused with the numbers and a way out (a bigger set or smaller hands).")),
    Rule("round-double", "02_deal_and_start", N_("gamerules sets the round's double aside before the deal; spruce deals it like every tile and its holder starts.")),
    Rule("search", "02_deal_and_start", N_("gamerules: seats draw face-down tiles in turn, seat 0 first, until one draws the round's double: that seat starts.")),
    Rule("spruce-search", "02_deal_and_start", N_("spruce: if nobody was dealt the round's double, seats draw from the yard in turn, seat 0 first, until one draws it."), house=True),
    Rule("first-action", "02_deal_and_start", N_("gamerules: the finder plays the first tile on the centre double; spruce: placing the double is the holder's turn, and the next seat plays next.")),
    Rule("clockwise", "03_arms_and_turns", N_("Play goes clockwise: seat i is followed by seat (i+1) mod players.")),
    Rule("arms", "03_arms_and_turns", N_("The centre double takes one arm per player (gamerules, at least 2, up to 8 as an option) or 4 arms (spruce).")),
    Rule("arm-phase", "03_arms_and_turns", N_("Until every arm of the centre double has a tile, every play must start a new arm with the double's number.")),
    Rule("arm-limit", "03_arms_and_turns", N_("The centre never takes more arms than its count."), house=True),
    Rule("must-play", "03_arms_and_turns", N_("A player who can play must play exactly one tile: no drawing instead."), house=True),
    Rule("draw", "03_arms_and_turns", N_("A player who cannot play draws one tile; if it fits, gamerules says they must play it, spruce says they may. Only the drawn tile may be played.")),
    Rule("pass", "03_arms_and_turns", N_("A player passes when the drawn tile cannot be played, or when nothing may be drawn.")),
    Rule("kept-back", "03_arms_and_turns", N_("gamerules keeps the yard's last tiles back: 2 with two players, 1 with more; they are never drawn. spruce keeps none.")),
    Rule("refused", "03_arms_and_turns", N_("An action that breaks a rule is refused with a reason, and the game is left exactly as it was.")),
    Rule("one-tile", "04_the_chicken_foot", N_("One tile per turn at most: playing a double gives no extra turn."), house=True),
    Rule("foot", "04_the_chicken_foot", N_("A double x|x played on an open x lies crosswise and opens a chicken foot: three toe slots, each needing an x.")),
    Rule("toes-first", "04_the_chicken_foot", N_("Until the foot has its three toes, every play by every player must be a toe on it; a player who cannot draws and passes as usual.")),
    Rule("no-double-toes", "04_the_chicken_foot", N_("A toe is never a double (the only double with an x is already down), so feet never nest.")),
    Rule("foot-complete", "04_the_chicken_foot", N_("Once the three toes are down, their far ends are open like every other end.")),
    Rule("centre-not-foot", "04_the_chicken_foot", N_("The centre double is not a chicken foot: it has its arms instead.")),
    Rule("out", "05_scoring", N_("A round ends at once when a player plays their last tile, even with a chicken foot unfinished.")),
    Rule("blocked", "05_scoring", N_("A round is blocked, and ends, when nobody can play and no tile may be drawn.")),
    Rule("end-check", "05_scoring", N_("The end is checked after every action: a draw that takes the last drawable tile can block the round before the drawer passes.")),
    Rule("round-score", "05_scoring", N_("Each player scores the pips left in their hand; the one who went out scores 0. Low is good.")),
    Rule("double-blank", "05_scoring", N_("The double-blank 0|0 left in a hand scores 0 (gamerules) or 50 (spruce).")),
    Rule("match", "05_scoring", N_("A match is one round for each double N, N−1, …, 0, in that order.")),
    Rule("match-winner", "05_scoring", N_("The lowest total wins; gamerules shares the win on equal totals.")),
    Rule("tie-break", "05_scoring", N_("spruce breaks equal totals by the most rounds scored 0, then the lowest non-zero round score, then shares.")),
    Rule("options", "08_simulation_lab", N_("Every rule is an option of the rule set, so one rule can be switched at a time (spruce with draw_must_play=True).")),
)
# fmt: on


def rules_table(notebook: str | None = None) -> RulesTable:
    """The rules (all of them, or those one notebook teaches) as a table, house rules marked [H].

    >>> t = rules_table("01_tiles_and_sets")
    >>> [r.key for r in t.rules]
    ['set', 'tile-text', 'tile-value']
    """
    chosen = tuple(r for r in RULES if notebook is None or r.notebook == notebook)
    if not chosen:
        raise ValueError(
            _("no rule is taught in a notebook named {notebook}").format(notebook=repr(notebook))
        )
    return RulesTable(chosen, show_notebook=notebook is None)


@dataclass(frozen=True)
class RulesTable:
    """Rules shown as an HTML table in a notebook, and as lines of text elsewhere."""

    rules: tuple[Rule, ...]
    show_notebook: bool = True

    def _repr_html_(self) -> str:
        left = "style='text-align:left'"
        rule, taught = _("rule"), _("taught in")
        head = f"<th {left}>{rule}</th>" + (
            f"<th {left}>{taught}</th>" if self.show_notebook else ""
        )
        tip = html.escape(_("house rule: our choice where the texts are silent"), quote=True)
        rows = []
        for r in self.rules:
            mark = f" <b title='{tip}'>[H]</b>" if r.house else ""
            where = f"<td><code>{r.notebook}</code></td>" if self.show_notebook else ""
            rows.append(
                f"<tr><td style='text-align:left'>{html.escape(r.said)}{mark}</td>{where}</tr>"
            )
        return (
            "<table class='cf-rules'><thead><tr>"
            + head
            + "</tr></thead><tbody>"
            + "".join(rows)
            + "</tbody></table>"
        )

    def __repr__(self) -> str:
        return "\n".join(
            f"- {r.said}{' [H]' if r.house else ''}"
            + (f" ({r.notebook})" if self.show_notebook else "")
            for r in self.rules
        )
