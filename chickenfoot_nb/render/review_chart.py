"""The chart of a round review: one seat's win chance over the round, its costly decisions marked.

The line follows :attr:`~chickenfoot_nb.review.SeatReview.track` from the deal to the
result; a dot before it gives the win chance before the deal. Each decision that earned a
mark is a drop from the coach's best to the chosen move, labelled as chess annotators do:
``?!`` an inaccuracy, ``?`` a mistake, ``??`` a blunder (words and shape, never colour
alone). The picture's ``<desc>`` says the same in words.

The DOM contract: the root is ``<svg class="cf-review-chart">``; the line is
``class="track"``; every marked decision is ``<g class="mark inaccuracy|mistake|blunder"
data-step="23">`` with a ``<title>``; the step shown now (``selected``) is a line of class
``now``.

>>> from chickenfoot_nb.round import Round
>>> from chickenfoot_nb.review import review_seat
>>> r = Round.deal("spruce", players=2, seed=4); r.play_greedily()
>>> svg = review_chart_svg(review_seat(r, 0, samples=10))
>>> svg.startswith("<svg") and 'class="cf-review-chart"' in svg and 'class="track"' in svg
True
"""

from __future__ import annotations

from chickenfoot_nb.i18n import _, ngettext, percent
from chickenfoot_nb.render.palette import FOOT, INK, LAST, MUTED, PANEL_BG, SELECTED
from chickenfoot_nb.render.svg import drawing, text
from chickenfoot_nb.review import Decision, SeatReview, action_words
from chickenfoot_nb.round import default_names

WIDTH = 640.0
HEIGHT = 230.0
LEFT = 48.0
RIGHT = 16.0
TOP = 30.0
BOTTOM = 34.0

#: What each mark looks like: its annotation and its colour (the annotation alone tells them apart).
MARK_STYLE: dict[str, tuple[str, str]] = {
    "inaccuracy": ("?!", LAST),
    "mistake": ("?", SELECTED),
    "blunder": ("??", FOOT),
}


def mark_words(d: Decision) -> str:
    """One marked decision in words: its move, the mark, what was best and what it cost.

    >>> from chickenfoot_nb.actions import Action
    >>> d = Decision(0, 22, 0, Action.parse("play 6|2 on 6|6"), Action.parse("play 6|5 on 6|6"),
    ...              0.3, 0.25, 0.35, 20.0, 0.42, 0.37, 0.47, 15.0, 0.12, "mistake", False, 200, 3,
    ...              Action.parse("play 6|5 on 6|6"), 0.42)
    >>> mark_words(d)
    'Move 23, a mistake: 6|2 on 6|6 instead of 6|5 on 6|6 (win chance 30% instead of 42%).'
    """
    said = {
        "inaccuracy": _("Move {move}, an inaccuracy: {chosen} instead of {best} (win chance {win} instead of {best_win})."),
        "mistake": _("Move {move}, a mistake: {chosen} instead of {best} (win chance {win} instead of {best_win})."),
        "blunder": _("Move {move}, a blunder: {chosen} instead of {best} (win chance {win} instead of {best_win})."),
    }  # fmt: skip
    return said[d.mark or "inaccuracy"].format(
        move=d.step + 1,
        chosen=action_words(d.chosen),
        best=action_words(d.best),
        win=percent(d.chosen_win),
        best_win=percent(d.best_win),
    )


def describe_review(s: SeatReview, name: str | None = None) -> str:
    """The chart in words: where the win chance started, went and ended, and every mark.

    >>> from chickenfoot_nb.round import Round
    >>> from chickenfoot_nb.review import review_seat
    >>> r = Round.deal("spruce", players=2, seed=4); r.play_greedily()
    >>> describe_review(review_seat(r, 0, samples=10), "Ana")  # doctest: +ELLIPSIS
    "Ana's win chance over the round: ... before the deal, ... after it, 100% at the end;..."
    """
    who = name or s.name or default_names(s.seat + 1)[s.seat]
    low_step, low = min(s.track, key=lambda p: p[1])
    high_step, high = max(s.track, key=lambda p: p[1])
    marked = [d for d in s.decisions if d.mark is not None]
    words = [
        _(
            "{name}'s win chance over the round: {start} before the deal, {dealt} after it, "
            "{result} at the end; lowest {low} after move {low_move}, highest {high} after "
            "move {high_move}."
        ).format(
            name=who,
            start=percent(s.start),
            dealt=percent(s.track[0][1]),
            result=percent(s.result),
            low=percent(low),
            low_move=low_step,
            high=percent(high),
            high_move=high_step,
        )
    ]
    if marked:
        words.append(
            ngettext("{n} decision is marked.", "{n} decisions are marked.", len(marked)).format(
                n=len(marked)
            )
        )
        words += [mark_words(d) for d in marked]
    else:
        words.append(_("No decision is marked."))
    return " ".join(words)


def review_chart_svg(s: SeatReview, *, name: str | None = None, selected: int | None = None) -> str:
    """The seat's win chance over the round as SVG, its marked decisions on it.

    ``selected`` draws a line at that step (the moment a timeline shows).
    """
    who = name or s.name or default_names(s.seat + 1)[s.seat]
    last = max(1, s.track[-1][0])
    w = WIDTH - LEFT - RIGHT
    h = HEIGHT - TOP - BOTTOM

    def x(step: float) -> float:
        return LEFT + w * step / last

    def y(win: float) -> float:
        return TOP + h * (1 - win)

    d = drawing(
        "cf-review-chart",
        (0, 0, WIDTH, HEIGHT),
        _("Win chance of {name} over the round").format(name=who),
        describe_review(s, who),
    )
    d.add(d.rect((0, 0), (WIDTH, HEIGHT), fill=PANEL_BG))
    d.add(
        text(
            d,
            LEFT,
            18,
            _("Win chance of {name} over the round").format(name=who),
            13,
            weight="bold",
        )
    )
    for share in (0.0, 0.25, 0.5, 0.75, 1.0):
        d.add(
            d.line(
                (LEFT, y(share)),
                (LEFT + w, y(share)),
                stroke=MUTED,
                stroke_width=0.5,
                stroke_opacity=0.6,
            )
        )
        d.add(text(d, LEFT - 6, y(share) + 4, percent(share), 11, anchor="end", fill=MUTED))
    ticks = max(1, round(last / 8))
    for step in range(0, last + 1, ticks):
        d.add(text(d, x(step), TOP + h + 16, str(step), 11, anchor="middle", fill=MUTED))
    d.add(text(d, LEFT + w / 2, HEIGHT - 4, _("moves played"), 11, anchor="middle", fill=MUTED))
    if selected is not None and 0 <= selected <= last:
        d.add(
            d.line(
                (x(selected), TOP),
                (x(selected), TOP + h),
                stroke=INK,
                stroke_width=1.2,
                stroke_dasharray="4 3",
                class_="now",
                **{"data-step": str(selected)},
            )
        )
    start = d.circle(
        (x(0), y(s.start)), 3.5, fill=PANEL_BG, stroke=INK, stroke_width=1.4, class_="start"
    )
    start.set_desc(title=_("before the deal: {win}").format(win=percent(s.start)))
    d.add(start)
    points = [(x(step), y(win)) for step, win in s.track]
    d.add(
        d.polyline(
            points, fill="none", stroke=INK, stroke_width=2, stroke_linejoin="round", class_="track"
        )
    )
    for dec in s.decisions:
        if dec.mark is None:
            continue
        label, colour = MARK_STYLE[dec.mark]
        g = d.g(class_=f"mark {dec.mark}", **{"data-step": str(dec.step)})
        g.set_desc(title=mark_words(dec))
        top, bottom = y(dec.best_win), y(dec.chosen_win)
        g.add(d.line((x(dec.step), top), (x(dec.step), bottom), stroke=colour, stroke_width=3))
        g.add(d.circle((x(dec.step), bottom), 5, fill=colour, stroke=INK, stroke_width=1))
        g.add(
            text(
                d,
                x(dec.step),
                max(TOP + 10, top - 6),
                label,
                12,
                weight="bold",
                anchor="middle",
                fill=colour,
            )
        )
        d.add(g)
    return str(d.tostring())
