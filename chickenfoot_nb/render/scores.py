"""The score sheet of a match: rounds by players, totals, the winner and how it was decided.

>>> from chickenfoot_nb.match import Match
>>> m = Match("spruce", players=["Ana", "Boris"], seed=4, set=6)
>>> s = score_sheet_svg(m)
>>> 'class="cf-score"' in s, "Ana" in s, s.count('class="round-row"')
(True, True, 7)
"""

from __future__ import annotations

from chickenfoot_nb.i18n import _, ngettext
from chickenfoot_nb.match import Match
from chickenfoot_nb.render.palette import (
    GOOD,
    INK,
    MUTED,
    PANEL_BG,
    SELECTED,
    SHADE,
    SHADE_OPACITY,
    WINNER_OPACITY,
)
from chickenfoot_nb.render.svg import drawing, fit, text, text_width, wrap

ROW = 24.0
FIRST = 96.0
SIZE = 13.0


def _result(m: Match) -> str:
    winners, how = m.standing()
    names = ", ".join(m.names[s] for s in winners)
    if m.is_complete:
        if len(winners) > 1:
            return _("Shared win: {names}. Decided by {how}.").format(names=names, how=how)
        return _("Winner: {names}. Decided by {how}.").format(names=names, how=how)
    done = len(m.round_scores)
    if done == 0:
        return _("No round is finished yet.")
    if len(winners) > 1:
        said = ngettext(
            "After {n} round: {names} lead ({how}).",
            "After {n} rounds: {names} lead ({how}).",
            done,
        )
    else:
        said = ngettext(
            "After {n} round: {names} leads ({how}).",
            "After {n} rounds: {names} leads ({how}).",
            done,
        )
    return said.format(n=done, names=names, how=how)


def describe_scores(m: Match) -> str:
    """The score sheet in words.

    >>> from chickenfoot_nb.match import Match
    >>> describe_scores(Match("spruce", players=["Ana", "Boris"], seed=4, set=6))
    'Totals: Ana 0, Boris 0. No round is finished yet.'
    """
    totals = ", ".join(f"{n} {t}" for n, t in zip(m.names, m.totals, strict=True))
    rounds = []
    for r in m.rounds:
        if r.scores is not None:
            scores = ", ".join(f"{n} {v}" for n, v in zip(m.names, r.scores, strict=True))
            rounds.append(
                _("Round with double {number}: {scores}.").format(number=r.double, scores=scores)
            )
    return " ".join([*rounds, _("Totals: {totals}.").format(totals=totals), _result(m)])


def score_sheet_title(m: Match) -> str:
    """The heading of the score sheet: its rules and its set.

    >>> from chickenfoot_nb.match import Match
    >>> score_sheet_title(Match("spruce", players=["Ana", "Boris"], seed=4, set=6))
    'Score sheet · spruce rules · double-6 set'
    """
    # " · " separates items that each say one thing whole, in any language.
    return " · ".join(
        [
            _("Score sheet"),
            _("{preset} rules").format(preset=m.rules.preset_name),
            _("double-{number} set").format(number=m.rules.set),
        ]
    )


def score_sheet_svg(m: Match) -> str:
    """The match's score sheet: one row per round's double, one column per player."""
    col = max(90.0, *(min(text_width(n, SIZE), 170.0) + 16 for n in m.names))
    title = score_sheet_title(m)
    # bold text runs wider than the average character: leave room so the title is never cut
    col = max(col, (text_width(title, 15) * 1.12 - FIRST) / m.players)
    width = FIRST + col * m.players
    rows = len(m.doubles)
    winners = set(m.standing()[0]) if m.round_scores else set()
    result = wrap(_result(m), int(width / (SIZE * 0.58)))
    height = 34 + ROW * (rows + 2) + 10 + len(result) * 18
    pad = 10.0
    d = drawing(
        "cf-score",
        (-pad, -pad, width + 2 * pad, height + 2 * pad),
        _("Score sheet: {names}").format(names=", ".join(m.names)),
        describe_scores(m),
    )
    d.add(d.rect((-pad, -pad), (width + 2 * pad, height + 2 * pad), fill=PANEL_BG))
    d.add(
        text(
            d,
            0,
            16,
            title,
            15,
            weight="bold",
        )
    )
    top = 34.0
    for s in sorted(winners):
        x = FIRST + col * s
        d.add(
            d.rect(
                (x, top),
                (col, ROW * (rows + 2)),
                fill=SELECTED,
                fill_opacity=WINNER_OPACITY,
                class_="winner",
                **{"data-seat": str(s)},
            )
        )
    head = d.g(class_="header-row")
    head.add(text(d, 8, top + 16, _("Round"), SIZE, weight="bold", fill=MUTED))
    for s, name in enumerate(m.names):
        cell = text(
            d,
            FIRST + col * s + col / 2,
            top + 16,
            fit(name, col - 8, SIZE),
            SIZE,
            weight="bold",
            anchor="middle",
            class_="name",
            **{"data-seat": str(s)},
        )
        cell.set_desc(title=name)
        head.add(cell)
    d.add(head)
    for i, double in enumerate(m.doubles):
        y = top + ROW * (i + 1)
        row = d.g(class_="round-row", **{"data-round": str(i)})
        if i % 2 == 0:
            row.add(d.rect((0, y), (width, ROW), fill=SHADE, fill_opacity=SHADE_OPACITY))
        r = m.rounds[i] if i < len(m.rounds) else None
        label = f"{double}|{double}"
        if r is not None and r.end == "blocked":
            label = _("{tile} blocked").format(tile=label)
        row.add(text(d, 8, y + 16, label, SIZE, fill=INK if r else MUTED))
        for s in range(m.players):
            x = FIRST + col * s + col / 2
            if r is None:
                continue
            if r.scores is None:
                row.add(text(d, x, y + 16, _("playing"), 11, anchor="middle", fill=MUTED))
                continue
            v = r.scores[s]
            row.add(
                text(
                    d,
                    x,
                    y + 16,
                    str(v),
                    SIZE,
                    anchor="middle",
                    class_="score",
                    weight="bold" if v == 0 else "normal",
                    fill=GOOD if v == 0 else INK,
                    **{"data-seat": str(s)},
                )
            )
        d.add(row)
    y = top + ROW * (rows + 1)
    d.add(d.line((0, y), (width, y), stroke=INK, stroke_width=1.2))
    total = d.g(class_="total-row")
    total.add(text(d, 8, y + 17, _("Total"), SIZE, weight="bold"))
    for s, t in enumerate(m.totals):
        total.add(
            text(
                d,
                FIRST + col * s + col / 2,
                y + 17,
                str(t),
                SIZE + 1,
                weight="bold",
                anchor="middle",
                class_="total",
                **{"data-seat": str(s)},
            )
        )
    d.add(total)
    y += ROW + 22
    for i, line in enumerate(result):
        d.add(
            text(
                d,
                0,
                y + 18 * i,
                line,
                SIZE,
                weight="bold" if m.is_complete else "normal",
                class_="result",
            )
        )
    return str(d.tostring())
